"""Start-up as a user pays it: `briefcheck check` of a one-citation file, and each Lambda handler's
cold-start import, every run in a fresh process.

- check: whole process (interpreter, imports, the hyperscan database load, the run, the report),
  median wall time of --runs and the peak RSS of the process (os.wait4), beside the reference
  `python -c "import eyecite"` run in alternation (target: check <= 1.3x the reference);
- handlers: `import app` of each functions/<name>/ in a fresh interpreter with the environment the
  template gives it, timed around the import only (what a cold start adds to the runtime's own
  start), under moto so that clients made at import reach no network. The median of --runs.
Goal (issue "One run path"): each under 0.6 s on the development machine.

Bytecode: the children run with PYTHONDONTWRITEBYTECODE unset and a warm-up run first, so our
modules load from their compiled bytecode as eyecite's do (pip compiles an installed package's;
a shell that sets the variable would otherwise compile our ~300 modules from source every run).

Run: python bench/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LAYER = REPO / "layers" / "core"
# What the template's Globals and each function's own variables hold, with stand-in values.
ENV = {
    "AWS_ACCESS_KEY_ID": "bench",
    "AWS_SECRET_ACCESS_KEY": "bench",
    "AWS_DEFAULT_REGION": "us-east-1",
    "POWERTOOLS_TRACE_DISABLED": "true",
    "POWERTOOLS_SERVICE_NAME": "briefcheck",
    "BRIEFCHECK_BUCKET": "bench-bucket",
    "BRIEFCHECK_TABLE": "bench-records",
    "BRIEFCHECK_TEXT_BUCKET": "bench-texts",
    "BRIEFCHECK_IDEMPOTENCY_TABLE": "bench-idempotency",
    "BRIEFCHECK_RETENTION_DAYS": "90",
    "BRIEFCHECK_DISTRIBUTED_THRESHOLD": "400",
    "BRIEFCHECK_STATE_MACHINE_ARN": "arn:aws:states:us-east-1:123456789012:stateMachine:bench",
    "BRIEFCHECK_TENANT_CLAIM": "custom:tenant",
    "BRIEFCHECK_REVALIDATE_FUNCTION": "bench-revalidate",
    "BRIEFCHECK_REVALIDATION_AGE_DAYS": "30",
    "BRIEFCHECK_REVALIDATION_QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/123456789012/bench",
    "BRIEFCHECK_AGENT": "citation_authority_validator",
    "BRIEFCHECK_HOME": "/tmp/briefcheck-bench",
    "BRIEFCHECK_PREPARED_CACHE": "off",
}
IMPORT_ONE = """
import sys, time
from moto import mock_aws
mock_aws().start()
sys.path[:0] = [{function!r}, {layer!r}]
started = time.perf_counter()
import app
print(time.perf_counter() - started)
"""


# What a user's shell gives every child (see "Bytecode" above).
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def check_once(brief: Path, home: Path) -> tuple[float, float]:
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "briefcheck.cli", "--home", str(home), "check", str(brief), "--quiet",
         "--out", str(home / "r.json")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=CHILD_ENV,
    )  # fmt: skip
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) not in (0, 1, 3):  # 3: nothing failed, some unchecked
        raise SystemExit(f"check failed: {proc.stderr.read().decode()[-2000:]}")
    return wall, usage.ru_maxrss / 1024


def import_eyecite() -> float:
    """The reference: a fresh interpreter importing eyecite, which builds its extractors."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import eyecite"], check=True, env=CHILD_ENV)
    return time.perf_counter() - started


def handler_import(function: Path) -> float:
    code = IMPORT_ONE.format(function=str(function), layer=str(LAYER))
    env = {k: v for k, v in CHILD_ENV.items() if not k.startswith("BRIEFCHECK_")} | ENV
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{function.name}: import failed:\n{done.stderr[-2000:]}")
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    python = sys.version.split()[0]
    print(f"machine: {os.cpu_count()} CPUs, Python {python}; median of {args.runs} fresh processes")
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as work:
        brief = Path(work) / "one.txt"
        brief.write_text("See Brown v. Board of Education, 347 U.S. 483 (1954).\n")
        check_once(brief, Path(work) / "warm")  # bytecode and the prepared eyecite tables exist before timing
        runs, reference = [], []
        for i in range(args.runs):  # interleaved with the reference, so load hits both alike
            runs.append(check_once(brief, Path(work) / f"h{i}"))
            reference.append(import_eyecite())
        ours, theirs = statistics.median(w for w, _ in runs), statistics.median(reference)
        print(
            f"briefcheck check, one citation: {ours:.2f} s, peak RSS {max(m for _, m in runs):.0f} MiB; "
            f"python -c 'import eyecite': {theirs:.2f} s; ratio {ours / theirs:.2f} (target <= 1.3)"
        )
    for function in sorted(p for p in (REPO / "functions").iterdir() if (p / "app.py").is_file()):
        times = [handler_import(function) for _ in range(args.runs)]
        print(f"  import functions/{function.name}/app.py: {statistics.median(times):.2f} s")


if __name__ == "__main__":
    main()
