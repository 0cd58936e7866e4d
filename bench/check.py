"""`briefcheck check` as a user runs it: whole process, wall time and peak memory, by brief size.

Generates briefs of about 100 KB, 300 KB and 1 MB (bench/tier1.py's generator: US reporters,
parallel and Westlaw citations, statutes, rules, short forms, Id., UK neutral citations), then
runs, each in its own process with a fresh store, `--runs` times in alternation (medians shown):
  check:   briefcheck check BRIEF --tier3 all --out R.json  (rules panel, offline: no index, no token)
  extract: briefcheck extract BRIEF --out T.json            (Tier 1 alone, the yardstick)
and prints wall seconds, peak RSS of the process (os.wait4), citations, the peak above the
one-citation start-up per citation (KB/cite; goal <= 15 on a --dense brief: in a sparse one the
peak is extraction's, the text and the hyperscan database, as `extract` alone shows), milliseconds
per citation (whole run, and net of the start-up a one-citation brief costs), milliseconds per
further citation between consecutive sizes, and check/extract. Goals: time per further citation
flat within 1.5x across sizes; check within 1.5x of extract at 3 MB (`--sizes 3000000`).
`--dense` writes a citation every few sentences (about 6 a kilobyte, like the 1 MB brief of the
issue) instead of one or two a paragraph. `--docx` runs each check again writing the annotated
Word file, and prints that time and its ratio to the check without it (goal: at most 1.3x on a
1 MB dense brief). `--html` does the same for the HTML report (`--html OUT`, as the README's
command writes it: the report is rendered only when asked for). The hyperscan tokenizer cache is
built once before any timing (a first run on a new machine pays about 20 s more, once).

`--index` checks instead a brief of quoted citations against an offline index holding their
opinions (`--opinions` cases of about 40 KB each, in the four page-marker formats of the opinions
file, generated in the real bulk dialect by bench/text.py's generator and built with `briefcheck
index build`, untimed): each paragraph quotes the pinned page of a case, one quotation in four
altered in meaning, one citation in six invented (a name and page the index does not hold, so the
name is searched), and short forms ("Id. at", "Name, 512 F.3d at") quoting further pages. `check`
runs with `--index`; the goal is check/extract <= 2.0.

Run: python bench/check.py [--sizes 100000,300000,1000000] [--seed 7] [--dense] [--docx] [--html]
     [--runs 3]
     python bench/check.py --index [--sizes 100000,300000] [--opinions 400] [--runs 3]
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from text import opinion  # puts tests/index on the path, for bulk_dialect
from tier1 import PROSE, make_brief

EDITION = "2026-06-30"

BRIEFCHECK = [sys.executable, "-m", "briefcheck.cli"]


def run(args: list[str], home: Path) -> tuple[float, float]:
    """(wall seconds, peak RSS in MiB) of one whole process."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [*BRIEFCHECK, "--home", str(home), *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1, 3):  # 1: the brief has citations to fix; 3: some were not checked
        raise SystemExit(f"briefcheck {' '.join(args)} exited {code}: {proc.stderr.read().decode()[-2000:]}")
    return wall, usage.ru_maxrss / 1024  # Linux reports KiB


def quoted_edition(bulk: Path, opinions: int, seed: int) -> list[tuple[str, int, int, list[tuple[int, str]]]]:
    """Write an edition of `opinions` cases with their opinions' texts (bench/text.py's generator):
    (name, volume, first page, [(page, a sentence on it)]) of each."""
    from bulk_dialect import Case, Snapshot  # on the path since bench/text.py was imported

    rng = random.Random(seed)
    cases, held = [], []
    for n in range(opinions):
        volume, first = 500 + n // 20, 10 + 20 * (n % 20)
        field, value, pages = opinion(rng, first, n % 4)
        name = f"Thornbury{n} v. Ashcombe{n}"
        cases.append(Case(n + 1, name, "2015-03-02", "ca9", [(volume, "F.3d", str(first))],
                          opinions=[("010combined", field, value)]))  # fmt: skip
        held.append((name, volume, first, pages))
    Snapshot(cases=cases, courts={"ca9": "Ninth Circuit"}).write(bulk, EDITION)
    return held


def quoted_brief(chars: int, held: list[tuple[str, int, int, list[tuple[int, str]]]], seed: int) -> str:
    """Paragraphs of prose, each quoting a held case on its pinned page (one in four altered: a word
    made "never"), one citation in six invented, and a short form quoting a further page."""
    rng = random.Random(seed)
    paragraphs, size, n = [], 0, 0
    while size < chars:
        name, volume, first, pages = rng.choice(held)
        page, said = rng.choice(pages[:-1])
        words = said.rstrip(".").split()[:16]
        n += 1
        if n % 4 == 0:
            words[5] = "never"
        if n % 6 == 0:  # invented: a name the index does not hold, at a page inside a held case
            name, first = f"Wexford{n} v. Pellam{n}", first + 3
        cite = f"{name}, {volume} F.3d {first}, {page} (9th Cir. 2015)"
        further, also = pages[pages.index((page, said)) + 1]
        short = rng.choice((f"Id. at {further}", f"{name.split(' v. ')[0]}, {volume} F.3d at {further}"))
        prose = [rng.choice(PROSE) for _ in range(rng.randint(2, 5))]
        paragraph = (
            f'{" ".join(prose)} The court held that "{" ".join(words)}." {cite}. {rng.choice(PROSE)} '
            f'It added that "{" ".join(also.rstrip(".").split()[:12])}." {short}.'
        )
        paragraphs.append(paragraph)
        size += len(paragraph) + 2
    return "\n\n".join(paragraphs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100000,300000,1000000")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--dense", action="store_true", help="a citation every few sentences")
    parser.add_argument(
        "--docx", action="store_true", help="also check with --docx (the annotated Word file) beside it"
    )
    parser.add_argument("--html", action="store_true", help="also check with --html (the report) beside it")
    parser.add_argument("--runs", type=int, default=3, help="processes per figure, alternating (median)")
    parser.add_argument(
        "--index", action="store_true", help="quoted citations against an index holding their texts"
    )
    parser.add_argument("--opinions", type=int, default=400, help="with --index: cases in the edition")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.index and (args.dense or args.docx or args.html):
        parser.error("--index measures the check alone: no --dense, --docx or --html with it")
    sentences = (2, 4) if args.dense else (24, 32)
    sizes = [int(s) for s in args.sizes.split(",")]
    work = Path(tempfile.mkdtemp(prefix="bench-check-"))
    index: list[str] = []
    homes = itertools.count()

    def runs(*commands: list[str]) -> list[tuple[float, float]]:
        """Each command `--runs` times, one after another in turn, each in a fresh store: the
        median (wall, MiB) of each."""
        taken: list[list[tuple[float, float]]] = [[] for _ in commands]
        for _ in range(args.runs):
            for command, samples in zip(commands, taken, strict=True):
                samples.append(run(command, work / f"home-{next(homes)}"))
        return [(statistics.median(w for w, _ in t), statistics.median(m for _, m in t)) for t in taken]

    try:
        warm = work / "warm.txt"
        warm.write_text("See Brown v. Board of Education, 347 U.S. 483 (1954).\n")
        # the hyperscan database, compiled before any timing if this machine has none cached yet
        subprocess.run(
            [sys.executable, "-c", "from briefcheck.extract.tokenizer import get_tokenizer; get_tokenizer()"],
            check=True,
        )
        if args.index:
            held = quoted_edition(work / "bulk", args.opinions, args.seed)
            target = work / "courtlistener.sqlite"
            subprocess.run(
                [*BRIEFCHECK, "index", "build", str(work / "bulk"), "--index", str(target)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
            index = ["--index", str(target)]
            mb = target.stat().st_size / 1e6
            print(f"edition: {args.opinions} cases with their opinions, index {mb:.1f} MB")
        ((startup, startup_mib),) = runs(["check", str(warm), "--quiet", *index])
        print(
            f"machine: {os.cpu_count()} CPUs, Python {sys.version.split()[0]}; each run a whole process, "
            f"each figure the median of {args.runs}"
        )
        print(f"start-up: check of a one-citation brief {startup:.2f} s, {startup_mib:.0f} MiB")
        print(
            f"{'size':>9} {'cites':>6} {'check s':>8} {'MiB':>6} {'KB/cite':>7} {'ms/cite':>8} {'net':>6} "
            f"{'extract s':>9} {'MiB':>6} {'ratio':>6}"
            + (f" {'--docx s':>8} {'ratio':>6}" if args.docx else "")
            + (f" {'--html s':>8} {'ratio':>6}" if args.html else "")
        )
        per_cite, points = [], []
        for size in sizes:
            if args.index:
                text = quoted_brief(size, held, args.seed)
            else:
                text, _ = make_brief(size, args.seed, sentences)
            brief = work / f"brief-{size}.txt"
            brief.write_text(text)
            out, tier1 = work / f"result-{size}.json", work / f"tier1-{size}.json"
            check = ["check", str(brief), "--tier3", "all", "--out", str(out), "--quiet", *index]
            # the same check writing the Word file too: what --docx adds
            with_docx = [*check, "--docx", str(work / f"annotated-{size}.docx")]
            with_html = [*check, "--html", str(work / f"report-{size}.html")]
            extras = [c for c, wanted in ((with_docx, args.docx), (with_html, args.html)) if wanted]
            timed = runs(check, ["extract", str(brief), "--out", str(tier1)], *extras)
            (t_check, m_check), (t_extract, m_extract) = timed[:2]
            result = json.loads(out.read_text())
            cites = result["summary"]["citations"]
            if args.index:  # what the check found: the brief's quotes were read, not skipped
                found = Counter(c["status"] for b in result["blocks"] for c in b["citations"])
                print("  statuses: " + ", ".join(f"{k} {v}" for k, v in sorted(found.items())))
            docx = "".join(f" {t:>8.2f} {t / t_check:>6.2f}" for t, _ in timed[2:])
            per_cite.append((t_check - startup) / cites * 1000)
            points.append((cites, t_check))
            print(
                f"{len(text):>9,} {cites:>6} {t_check:>8.2f} {m_check:>6.0f} "
                f"{(m_check - startup_mib) * 1024 / cites:>7.1f} {t_check / cites * 1000:>8.2f} "
                f"{per_cite[-1]:>6.2f} {t_extract:>9.2f} {m_extract:>6.0f} {t_check / t_extract:>6.2f}{docx}"
            )
        spread = max(per_cite) / min(per_cite)
        # not the goal's measure: the smaller briefs' figures still carry costs paid once a process
        # that a one-citation brief does not pay (the tokenizer's database past 64,000 characters,
        # the reference tables of each kind of citation on first use)
        print(f"net time per citation, largest/smallest across sizes: {spread:.2f}")
        # What each further citation costs, between consecutive sizes: free of those fixed costs, so
        # this is the one that shows whether a run grows linearly (the goal: flat within 1.5x).
        marginal = [(t1 - t0) / (c1 - c0) * 1000 for (c0, t0), (c1, t1) in itertools.pairwise(points)]
        if marginal:
            steps = ", ".join(f"{m:.2f}" for m in marginal)
            print(f"ms per further citation between consecutive sizes: {steps}")
            print(f"  largest/smallest: {max(marginal) / min(marginal):.2f} (goal <= 1.5)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
