"""Cost of checking one brief on AWS, computed from the design (docs/DEPLOY.md shows the output).

Counts come from the artefacts, not from guesses: state transitions by walking the ASL, memory
sizes from template.yaml, durations by timing the real core steps in this process on a
synthetic brief, model tokens from the real prompts rendered for its citations (characters / 4),
and S3/DynamoDB requests from the calls the steps make (listed in REQUESTS below).

    .venv/bin/python scripts/cost_model.py                  # 200 citations, 30% sent to Tier 3
    .venv/bin/python scripts/cost_model.py --citations 50 --tier3-share 1.0
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import mean

REPO = Path(__file__).resolve().parents[1]
PRICES_CHECKED = "2026-11-21"
PRICE = {
    "sfn_transition": 0.025 / 1000,  # Step Functions Standard, per state transition
    "lambda_gb_s": 0.0000133334,  # Lambda arm64, per GB-second (first pricing tier)
    "lambda_request": 0.20 / 1_000_000,
    "haiku_in": 1.0 / 1_000_000,  # Claude Haiku 4.5 input, per token
    "haiku_out": 5.0 / 1_000_000,
    "haiku_cache_read": 0.10 / 1_000_000,  # 0.1x input
    "haiku_cache_write": 1.25 / 1_000_000,  # 5-minute cache write, 1.25x input
    "ddb_wru": 0.625 / 1_000_000,  # DynamoDB on-demand write request unit
    "ddb_rru": 0.125 / 1_000_000,  # DynamoDB on-demand read request unit
    "s3_put": 0.005 / 1000,  # S3 Standard PUT/COPY/POST/LIST
    "s3_get": 0.0004 / 1000,  # S3 Standard GET
}
HAIKU_MIN_CACHEABLE_TOKENS = 4096  # below this a prompt prefix is not cached


# ---------------------------------------------------------------- state transitions from the ASL


def path_length(states: dict, start: str, choose: dict[str, str]) -> int:
    """States entered from `start` to the end on the success path; a Parallel counts itself plus
    each branch's path; at a Choice, `choose` names the branch taken (else its Default)."""
    count, name = 0, start
    while name:
        state = states[name]
        count += 1
        for branch in state.get("Branches", []):
            count += path_length(branch["States"], branch["StartAt"], choose)
        if state["Type"] == "Choice":
            name = choose.get(name, state["Default"])
        else:
            name = None if state.get("End") or state["Type"] in ("Succeed", "Fail") else state["Next"]
    return count


def transitions(citations: int, tier3: int) -> dict[str, int]:
    check = json.loads((REPO / "statemachine/briefcheck.asl.json").read_text())
    item = check["States"]["CheckCitations"]["ItemProcessor"]
    per_doc = path_length(check["States"], check["StartAt"], {})
    plain = path_length(item["States"], item["StartAt"], {})
    verified = path_length(item["States"], item["StartAt"], {"WantsTier3": "Tier3"})
    return {
        "per_document": per_doc,
        "per_citation": plain,
        "per_citation_with_tier3": verified,
        "total": per_doc + (citations - tier3) * plain + tier3 * verified,
    }


# ---------------------------------------------------------------- synthetic brief, timings, tokens


def synthetic_brief(citations: int, seed: int = 7) -> bytes:
    """About 850 characters of argument per citation, like a 100-page brief with 200 citations.
    Names and numbers are generated, not taken from any labelled set."""
    rng = random.Random(seed)
    reporters = [
        ("U.S.", 300, 590, 1950, 2020),
        ("F.3d", 1, 999, 1993, 2021),
        ("F. Supp. 2d", 1, 999, 1998, 2014),
    ]
    names = ["Ashford", "Benning", "Calloway", "Dunmore", "Eastlake", "Fairbanks", "Garrison", "Holloway"]
    out = []
    for i in range(citations):
        reporter, lo, hi, y0, y1 = rng.choice(reporters)
        a, b = rng.sample(names, 2)
        court = "" if reporter == "U.S." else ("9th Cir. " if reporter == "F.3d" else "S.D.N.Y. ")
        out.append(
            f"The movant bears the burden on each element of the claim, and the record must be read in "
            f"the light most favourable to the non-moving party; conclusory assertions do not suffice. "
            f"{a} v. {b} Holdings, Inc., {rng.randint(lo, hi)} {reporter} {rng.randint(1, 1400)}, "
            f"{rng.randint(1, 1400)} ({court}{rng.randint(y0, y1)}) (holding that the standard applies "
            f"with full force at this stage). Paragraph {i + 1} develops the point further, explaining "
            f"why the undisputed facts, taken together, leave no genuine issue for trial and why the "
            f"opposing submissions identify no admissible evidence to the contrary on any element.\n\n"
        )
    return "".join(out).encode()


def measure(citations: int, sample: int) -> dict:
    """Time the real core steps in this process (rules backend, local stores)."""
    from briefcheck.domain.config import Settings
    from briefcheck.domain.models import dump
    from briefcheck.llm.prompts import load_prompt
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.run.steps import Stores, consensus_step, extract_step, finalize_step, judge_step
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.store.sqlite import SQLiteResultStore

    home = Path(tempfile.mkdtemp(prefix="briefcheck-cost-"))
    settings = Settings(backend="rules", tier3="none", home=home, bucket=None, table=None)
    stores = Stores(LocalBlobStore(home / "store"), SQLiteResultStore(home / "records.sqlite3"))
    data = synthetic_brief(citations)
    started = time.perf_counter()
    doc = extract_step(stores, data, "synthetic.txt")
    extract_s = time.perf_counter() - started
    tasks = citation_tasks(doc)[:sample]
    panel = settings.panel_config()
    judge_s, consensus_s, system_chars, user_chars, verdict_chars = [], [], [], [], []
    for task in tasks:
        verdicts = []
        for seat in panel.seats:
            t = time.perf_counter()
            verdicts.append(judge_step(task, seat, settings))
            judge_s.append(time.perf_counter() - t)
            prompt = load_prompt(seat.agent)
            system_chars.append(len(prompt.system))
            user_chars.append(len(prompt.render(task)))
            verdict_chars.append(len(json.dumps(dump(verdicts[-1]))))
        t = time.perf_counter()
        consensus_step(stores, task, verdicts)
        consensus_s.append(time.perf_counter() - t)
    t = time.perf_counter()
    finalize_step(stores, doc.document_id, panel, settings.tier3)
    finalize_s = time.perf_counter() - t
    imports = "briefcheck.run.steps, briefcheck.cloud.runs, aws_lambda_powertools.utilities.parser"
    probe = f"import time; t = time.perf_counter(); import {imports}; print(time.perf_counter() - t)"
    cold = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return {
        "document_chars": len(data),
        "citations_found": len(doc.citations()),
        "extract_s": extract_s,
        "judge_s": mean(judge_s),
        "consensus_s": mean(consensus_s),
        "finalize_s": finalize_s,
        "import_s": float(cold.stdout),
        "system_tokens": mean(system_chars) / 4,
        "user_tokens": mean(user_chars) / 4,
        "verdict_tokens": mean(verdict_chars) / 4,
    }


# ---------------------------------------------------------------- the model


def memory_gb() -> dict[str, float]:
    from cfnlint.decode import cfn_yaml

    template = cfn_yaml.load(str(REPO / "template.yaml"))
    default = template["Globals"]["Function"]["MemorySize"]
    return {
        name: r["Properties"].get("MemorySize", default) / 1024
        for name, r in template["Resources"].items()
        if r["Type"] == "AWS::Serverless::Function"
    }


def model(citations: int, tier3_share: float, m: dict, model_call_s: float, concurrency: int) -> list[tuple]:
    from briefcheck.domain.seats import panel_seats

    n, t3 = citations, round(citations * tier3_share)
    mem = memory_gb()
    sfn = transitions(n, t3)
    seats = panel_seats()
    agent_gb = mean(mem[seat.function] for seat in seats)
    tier3_s = 2.0  # assumed per verified citation: source lookups dominate (CourtListener: ~60/min)
    rows: list[tuple] = []

    def lambda_rows(agent_s: float) -> tuple[float, int]:
        gb_s = (
            mem["IngestFunction"] * 0.3
            + mem["ExtractFunction"] * m["extract_s"] * n / max(m["citations_found"], 1)
            + len(seats) * n * agent_gb * agent_s
            + n * mem["ConsensusFunction"] * m["consensus_s"]
            + t3 * mem["Tier3Function"] * tier3_s
            + mem["FinalizeFunction"] * m["finalize_s"] * n / max(m["citations_found"], 1)
            # billed init: one container per concurrent agent slot, plus one per other function
            + (len(seats) * concurrency * agent_gb + 5 * 1.0) * m["import_s"]
        )
        return gb_s, 1 + 1 + len(seats) * n + n + t3 + 1

    for label, agent_s, with_model in (
        ("rules panel (offline)", m["judge_s"], False),
        ("Claude Haiku 4.5 panel", m["judge_s"] + model_call_s, True),
    ):
        gb_s, requests = lambda_rows(agent_s)
        calls = len(seats) * n if with_model else 0
        cached = m["system_tokens"] >= HAIKU_MIN_CACHEABLE_TOKENS
        if not calls:
            system_cost = 0.0
        elif cached:  # one cache write per agent, then reads
            writes = len(seats) * m["system_tokens"] * PRICE["haiku_cache_write"]
            system_cost = writes + (calls - len(seats)) * m["system_tokens"] * PRICE["haiku_cache_read"]
        else:
            system_cost = calls * m["system_tokens"] * PRICE["haiku_in"]
        tokens = (
            system_cost
            + calls * m["user_tokens"] * PRICE["haiku_in"]
            + calls * (m["verdict_tokens"] + 30) * PRICE["haiku_out"]
        )
        # DynamoDB: per citation 1 query + 1 validation put (~3 KB: 3 WRU, +1 GSI) + idempotency
        # put and update (2); per Tier 3 the same for evidence; per document ~6 writes, ~4 reads,
        # and Finalize's strongly consistent read of every validation (~3 KB) and evidence (~4 KB).
        wru = 6 + n * (3 + 1 + 2) + t3 * (2 + 1 + 2)
        rru = 4 + n * 0.5 + t3 * 0.5 + (3 * n + 4 * t3) / 4
        # S3: agents GET tier1.json once per warm container; per Tier 3 a source-cache PUT; per
        # document upload GET x2, tier1 + items + result + report PUTs. Validations and evidence
        # live in the table only.
        puts = 4 + t3
        gets = 2 + len(seats) * concurrency
        lines = [
            ("Step Functions", f"{sfn['total']} transitions", sfn["total"] * PRICE["sfn_transition"]),
            ("Lambda compute", f"{gb_s:.0f} GB-s", gb_s * PRICE["lambda_gb_s"]),
            ("Lambda requests", f"{requests} invokes", requests * PRICE["lambda_request"]),
            (
                "Model tokens",
                f"{calls} calls" + (" (system prompt cached)" if cached and calls else ""),
                tokens,
            ),
            ("DynamoDB", f"{wru:.0f} WRU, {rru:.0f} RRU", wru * PRICE["ddb_wru"] + rru * PRICE["ddb_rru"]),
            ("S3 requests", f"{puts} PUT, {gets} GET", puts * PRICE["s3_put"] + gets * PRICE["s3_get"]),
        ]
        rows.append((label, lines, sum(c for _, _, c in lines)))
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--citations", type=int, default=200)
    parser.add_argument("--tier3-share", type=float, default=0.3, help="share of citations sent to Tier 3")
    parser.add_argument("--sample", type=int, default=40, help="citations timed through the panel")
    parser.add_argument("--model-call-s", type=float, default=2.0, help="assumed model latency per call")
    parser.add_argument("--concurrency", type=int, default=10, help="MapConcurrency")
    args = parser.parse_args(argv)
    m = measure(args.citations, args.sample)
    sfn = transitions(args.citations, round(args.citations * args.tier3_share))
    print(f"# briefcheck cost per brief: {args.citations} citations, {args.tier3_share:.0%} to Tier 3")
    print(f"prices checked {PRICES_CHECKED}; measured on this machine:")
    for key, value in m.items():
        print(f"  {key}: {value:.4g}" if isinstance(value, float) else f"  {key}: {value}")
    print(f"  transitions: {sfn}")
    for label, lines, total in model(
        args.citations, args.tier3_share, m, args.model_call_s, args.concurrency
    ):
        print(f"\n## {label}\n\n| item | quantity | USD |\n|---|---|---|")
        for name, quantity, cost in lines:
            print(f"| {name} | {quantity} | {cost:.4f} |")
        print(f"| **total** | | **{total:.4f}** |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
