"""Benchmark: the rules panel (5 agents x N citations) on a generated brief.

    python bench/panel_rules.py [--citations 1000] [--seed 7] [--repeat 3]

The brief is generated text with full citations drawn from the curated reporters (volumes
consistent with their years, and some deliberately wrong), UK neutral citations, Westlaw
cites and statutes; Tier 1 extraction turns it into panel tasks (not timed). Reported: the
cold first pass (tables and caches loading), then best-of-`repeat` warm passes, as
citations per second and agent verdicts per second, with the recommendation counts. Timed on
the path `briefcheck check` takes: `run_panel` (the seats' judges as the CLI builds them) and
the consensus.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from briefcheck.domain.config import PanelConfig, Settings, panel_from
from briefcheck.domain.models import CitationTask
from briefcheck.extract import extract_text
from briefcheck.panel.consensus import decide
from briefcheck.panel.run import run_panel
from briefcheck.panel.tasks import citation_tasks

PARTIES = [
    "Hartley", "Okafor", "Brennan Logistics, Inc.", "Vasquez", "Northfield Bank", "Lindqvist",
    "Pemberton Mills LLC", "Castellano", "Greaves", "Tamura Holdings", "Abernathy", "Whitcombe",
]  # fmt: skip
US_FORMS = [  # reporter, (first year, last year), (first volume, last volume), courts
    ("U.S.", (1991, 2007), (500, 550), [""]),
    ("F.2d", (1975, 1992), (510, 980), ["2d Cir.", "9th Cir.", "5th Cir."]),
    ("F.3d", (1994, 2020), (20, 980), ["1st Cir.", "7th Cir.", "11th Cir.", "D.C. Cir.", "Fed. Cir."]),
    ("F.4th", (2022, 2025), (30, 120), ["3d Cir.", "6th Cir.", "10th Cir."]),
    ("F. Supp. 2d", (1999, 2013), (30, 980), ["S.D.N.Y.", "N.D. Ill.", "C.D. Cal.", "D. Mass."]),
    ("F. Supp. 3d", (2015, 2023), (80, 690), ["E.D. Pa.", "D.N.J.", "W.D. Tex."]),
    ("So. 3d", (2009, 2023), (5, 380), ["Fla. 4th DCA", "La. Ct. App.", "Ala."]),
    ("S.W.3d", (2000, 2023), (5, 680), ["Tex. App.", "Mo. Ct. App.", "Ky."]),
    ("P.3d", (2001, 2023), (5, 540), ["Wash.", "Colo. App.", "Ariz. Ct. App."]),
    ("A.3d", (2011, 2023), (5, 300), ["Pa.", "N.J.", "Md."]),
]
UK_FORMS = ["UKSC", "EWCA Civ", "EWHC", "UKFTT"]


def make_brief(citations: int, seed: int) -> str:
    rng = random.Random(seed)
    paragraphs = []
    for i in range(citations):
        a, b = rng.sample(PARTIES, 2)
        kind = i % 10
        if kind == 8:
            court = rng.choice(UK_FORMS)
            year = rng.randint(2010, 2024)
            suffix = {"EWHC": " (Ch)", "UKFTT": " (TC)"}.get(court, "")
            cite = f"{a} v {b} [{year}] {court} {rng.randint(2, 60)}{suffix}"
        elif kind == 9:
            cite = rng.choice(["42 U.S.C. § 1983", "28 U.S.C. § 1332(a)", "Fed. R. Civ. P. 56(a)"])
        elif kind == 7:
            year = rng.randint(2005, 2024)
            docket = f"No. {year % 100:02d}-{rng.randint(100, 9999)}"
            wl = f"{year} WL {rng.randint(1000, 7_000_000)}"
            cite = f"{a} v. {b}, {docket}, {wl} (S.D.N.Y. Mar. 3, {year})"
        else:
            reporter, (y0, y1), (v0, v1), courts = rng.choice(US_FORMS)
            year = rng.randint(y0, y1)
            volume = v0 + round((v1 - v0) * (year - y0) / max(1, y1 - y0))
            if kind == 6:  # a wrong year: real citations with typos exist
                year += rng.choice([-12, -3, 3, 12])
            court = rng.choice(courts)
            paren = f"({court} {year})" if court else f"({year})"
            cite = f"{a} v. {b}, {volume} {reporter} {rng.randint(1, 1400)} {paren}"
        paragraphs.append(
            f"The obligation turns on the notice given. In {cite}, the court held that a party "
            f"who receives actual notice cannot later rely on a technical defect in service."
        )
    return "\n\n".join(paragraphs)


def judge_all(tasks: list[CitationTask], panel: PanelConfig, settings: Settings) -> Counter[str]:
    verdicts = run_panel(tasks, panel, settings)
    return Counter(decide(v).consensus.recommendation.value for v in verdicts.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--citations", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    tasks = citation_tasks(extract_text(make_brief(args.citations, args.seed)))
    panel, settings = panel_from(), Settings()
    n = len(tasks)

    start = time.perf_counter()
    counts = judge_all(tasks, panel, settings)
    cold = time.perf_counter() - start
    warm = min(_timed(tasks, panel, settings) for _ in range(args.repeat))
    seats = len(panel.seats)

    print(f"rules panel: {n} citations x {seats} agents (Tier 1 extraction not timed)")
    print(f"  cold pass : {cold:7.3f} s  {n / cold:8.0f} citations/s")
    print(f"  warm best : {warm:7.3f} s  {n / warm:8.0f} citations/s  {n * seats / warm:8.0f} verdicts/s")
    print(f"  per citation (5 agents + consensus): {warm / n * 1000:.3f} ms")
    print("  recommendations:", dict(sorted(counts.items())))
    return 0


def _timed(tasks: list[CitationTask], panel: PanelConfig, settings: Settings) -> float:
    start = time.perf_counter()
    judge_all(tasks, panel, settings)
    return time.perf_counter() - start


if __name__ == "__main__":
    raise SystemExit(main())
