"""Tier 1 benchmark: our whole extraction against bare eyecite on the same brief.

Generates a ~300,000-character brief with ~200 citations (US reporters, parallel cites,
WL cites, statutes, rules, short forms, UK neutral citations, an unknown reporter), then
times, after warm-up (the hyperscan cache is built before any timing), best of 3:
  (a) eyecite.get_citations(text, tokenizer=<hyperscan>) on the whole text;
  (b) briefcheck.extract.extract_document(text as bytes of a .txt).
Prints characters per second for both, the ratio ours/bare, bare eyecite again with the
memoised court lookup our extraction installs, (c) bare eyecite per paragraph with that memo
(the fair yardstick: the same units of text, the same court look-up; target ours/(c) <= 1.5),
and our peak memory (tracemalloc, in a separate untimed run; the process peak, which includes
the hyperscan database, is what `--scaling` and bench/check.py report).

With --scaling, instead: `briefcheck extract` as a whole process on generated briefs of 100 KB,
300 KB, 1 MB and 3 MB (a realistic density, about 0.7 citations a KB), and on inputs that were
quadratic before (78 KB of "Id. at 5.", 62 KB of unclosed Markdown emphasis, links and tags):
wall seconds, peak RSS, and seconds per MB net of start-up (goal: flat within 1.5x).

Run: python bench/tier1.py [--chars 300000] [--seed 7] | --scaling
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable

from eyecite import get_citations

from briefcheck.extract import extract_document
from briefcheck.extract.tokenizer import get_tokenizer

PARTIES = [
    "Smith", "Jones", "Acme Corp.", "United States", "Garcia", "Hartford Fire Ins. Co.", "Nguyen",
    "Brown", "Board of Education", "Miller", "Delta Air Lines, Inc.", "Patel", "City of Chicago",
    "Lopez", "Wells Fargo Bank, N.A.", "Kim", "State Farm Mut. Auto. Ins. Co.", "Johnson", "Dep't of Labor",
]  # fmt: skip
US_FORMS = [
    ("U.S.", 300, 590, None, (1950, 2023)),
    ("F.3d", 1, 999, "{c} Cir.", (1994, 2021)),
    ("F.4th", 1, 110, "{c} Cir.", (2021, 2025)),
    ("F. Supp. 2d", 1, 999, "S.D.N.Y.", (1998, 2014)),
    ("F. Supp. 3d", 1, 700, "N.D. Cal.", (2014, 2024)),
    ("So. 3d", 1, 380, "Fla. 4th DCA", (2009, 2024)),
    ("A.3d", 1, 300, "Pa.", (2010, 2024)),
    ("P.3d", 1, 540, "Cal.", (2000, 2024)),
    ("N.E.3d", 1, 230, "Ill.", (2014, 2024)),
    ("S.W.3d", 1, 690, "Tex. App.", (1999, 2024)),
]
CIRCUITS = ["1st", "2d", "3d", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "D.C."]
UK_NEUTRAL = ["UKSC {n}", "EWCA Civ {n}", "EWHC {n} (Admin)", "EWHC {n} (Ch)", "UKFTT {n} (TC)"]
PROSE = [
    "The moving party bears the burden of showing that no genuine dispute of material fact exists.",
    "That standard is demanding, and the record here does not come close to meeting it.",
    "Defendant's reading of the contract would render the indemnity clause meaningless.",
    "Courts in this district have repeatedly rejected the same argument on similar facts.",
    "The statute's text, structure and history all point in the same direction.",
    "Nothing in the agreement suggests that the parties intended a different result.",
    "Plaintiff raised the issue below, so it is preserved for review (see Dkt. 45 at 3).",
    "Even on Defendant's account of the facts, the claim survives the motion to dismiss.",
    "The district court did not abuse its discretion in declining to reopen discovery.",
    "As the Court explained, the inquiry turns on what a reasonable person would have understood.",
]


def _case(rng: random.Random) -> tuple[str, str]:
    """A full US case citation and a short form of it."""
    reporter, lo, hi, court, (y0, y1) = rng.choice(US_FORMS)
    p1, p2 = rng.sample(PARTIES, 2)
    volume, page = rng.randint(lo, hi), rng.randint(1, 1500)
    pin = page + rng.randint(1, 20)
    court_text = (court or "").format(c=rng.choice(CIRCUITS))
    paren = f"({court_text} {rng.randint(y0, y1)})" if court_text else f"({rng.randint(y0, y1)})"
    if reporter == "U.S." and rng.random() < 0.4:
        parallel = f"{rng.randint(60, 140)} S. Ct. {rng.randint(1, 3000)}"
        full = f"{p1} v. {p2}, {volume} U.S. {page}, {pin}, {parallel} {paren}"
    else:
        full = f"{p1} v. {p2}, {volume} {reporter} {page}, {pin} {paren}"
    short = f"{p1.split(',')[0]}, {volume} {reporter} at {pin + rng.randint(1, 5)}"
    return full, short


def _other(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.25:
        y = rng.randint(2012, 2024)
        name = f"{rng.choice(PARTIES)} v. {rng.choice(PARTIES)}, No. {y % 100}-cv-{rng.randint(100, 9999)}"
        return (
            f"{name}, {y} WL {rng.randint(100000, 9999999)}, at *{rng.randint(1, 9)} (S.D.N.Y. Mar. 3, {y})"
        )
    if kind < 0.45:
        return f"{rng.randint(1, 50)} U.S.C. § {rng.randint(1, 2000)}({rng.choice('abcde')})"
    if kind < 0.55:
        return f"Fed. R. Civ. P. {rng.randint(1, 86)}({rng.choice('abc')})"
    if kind < 0.6:
        name = f"{rng.choice(PARTIES)} v. {rng.choice(PARTIES)}"
        return f"{name}, {rng.randint(1, 40)} F.5th {rng.randint(1, 900)} (2d Cir. 2025)"
    neutral = f"[{rng.randint(2005, 2024)}] " + rng.choice(UK_NEUTRAL).format(n=rng.randint(1, 3000))
    name = f"R (on the application of {rng.choice(PARTIES)}) v {rng.choice(PARTIES)}"
    return f"{name} {neutral} at [{rng.randint(1, 80)}]"


def make_brief(chars: int, seed: int, sentences: tuple[int, int] = (24, 32)) -> tuple[str, int]:
    """(brief text, number of citations written); `sentences` of prose per paragraph set how
    dense the citations are."""
    rng = random.Random(seed)
    paragraphs: list[str] = []
    written = 0
    size = 0
    previous_short: str | None = None
    while size < chars:
        prose = [rng.choice(PROSE) for _ in range(rng.randint(*sentences))]
        cites: list[str] = []
        full, short = _case(rng)
        cites.append(f"See {full}.")
        if rng.random() < 0.3:
            cites.append(f"{rng.choice(PROSE)} See also {_other(rng)}.")
        if previous_short and rng.random() < 0.25:
            cites.append(f"{rng.choice(PROSE)} {previous_short}.")
        if rng.random() < 0.15:
            cites.append(f"Id. at {rng.randint(1, 60)}.")
        previous_short = short
        written += len(cites)
        for cite in cites:
            prose.insert(rng.randint(1, len(prose)), cite)
        paragraph = " ".join(prose)
        paragraphs.append(paragraph)
        size += len(paragraph) + 2
    return "\n\n".join(paragraphs), written


def best_of(n: int, fn: Callable[[], object]) -> float:
    times = []
    for _ in range(n):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times)


def extract_process(path: str) -> tuple[float, float]:
    """`briefcheck extract` of one file as a whole process: wall seconds, peak RSS in MiB."""
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "briefcheck.cli", "extract", path, "--out", os.devnull],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"extract {path} failed: {proc.stderr.read().decode()[-2000:]}")
    return time.perf_counter() - started, usage.ru_maxrss / 1024


def scaling(seed: int) -> None:
    inputs: list[tuple[str, str, str]] = [
        (f"brief {size // 1000} KB", make_brief(size, seed)[0], ".txt")
        for size in (100_000, 300_000, 1_000_000, 3_000_000)
    ]
    inputs += [
        (
            "'Id. at 5.' x 7,800",
            "See Brown v. Board of Education, 347 U.S. 483 (1954). " + "Id. at 5. " * 7800,
            ".txt",
        ),
        ("unclosed '**a' x 15,500", "**a " * 15_500, ".md"),
        ("unclosed _ < [a]( mixed", "_a " * 20_000 + "<b " * 5000 + "[a]( " * 5000, ".md"),
    ]
    with tempfile.TemporaryDirectory(prefix="bench-tier1-") as work:
        one = os.path.join(work, "one.txt")
        with open(one, "w") as f:
            f.write("See Brown v. Board of Education, 347 U.S. 483 (1954).\n")
        extract_process(one)  # the hyperscan cache exists before any timing
        startup = min(extract_process(one)[0] for _ in range(3))
        print(f"machine: {os.cpu_count()} CPUs; start-up (one-citation file) {startup:.2f} s")
        print(f"{'input':<26} {'chars':>10} {'wall s':>7} {'MiB':>5} {'net s/MB':>9}")
        rates = []
        for label, text, suffix in inputs:
            path = os.path.join(work, f"input{suffix}")
            with open(path, "w") as f:
                f.write(text)
            wall, mib = extract_process(path)
            per_mb = (wall - startup) / (len(text) / 1e6)
            if label.startswith("brief"):
                rates.append(per_mb)
            print(f"{label:<26} {len(text):>10,} {wall:>7.2f} {mib:>5.0f} {per_mb:>9.2f}")
        print(f"briefs: net s/MB largest/smallest {max(rates) / min(rates):.2f} (goal <= 1.5)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chars", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--scaling", action="store_true", help="whole-process extract by input size")
    args = parser.parse_args()
    if args.scaling:
        scaling(args.seed)
        return

    text, written = make_brief(args.chars, args.seed)
    data = text.encode("utf-8")
    tokenizer = get_tokenizer()  # builds or loads the hyperscan cache before any timing

    def bare() -> object:
        return get_citations(text, tokenizer=tokenizer)

    def ours() -> object:
        return extract_document(data, "bench.txt")

    # Bare eyecite first, as shipped: extraction installs a memoised court lookup inside
    # eyecite on its first call, which would speed up later bare runs too.
    bare_found = len(bare())  # warm-up
    t_bare = best_of(args.runs, bare)
    doc = ours()  # warm-up
    ours_found = len(doc.citations())
    t_ours = best_of(args.runs, ours)
    t_bare_memo = best_of(args.runs, bare)
    paragraphs = text.split("\n\n")

    def bare_per_paragraph() -> object:
        return [get_citations(p, tokenizer=tokenizer) for p in paragraphs]

    # the fair yardstick: eyecite on the same units we extract (paragraphs), with the same
    # memoised court look-up (installed by our first call above)
    t_fair = best_of(args.runs, bare_per_paragraph)

    tracemalloc.start()
    ours()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    n = len(text)
    print(f"brief: {n:,} characters, {written} citations written, {len(doc.blocks)} paragraphs")
    print(f"tokenizer: {type(tokenizer).__name__}; best of {args.runs} after warm-up")
    rate = "{:.3f} s  {:,.0f} chars/s".format
    print(f"(a) bare eyecite.get_citations, as shipped: {rate(t_bare, n / t_bare)}  ({bare_found} found)")
    found = f"{ours_found} citations, {len(doc.claims)} claims"
    print(f"(b) briefcheck extract_document: {rate(t_ours, n / t_ours)}  ({found})")
    print(f"ratio ours/bare: {t_ours / t_bare:.2f} (target <= 1.5)")
    print(f"(a') bare eyecite with the memoised court lookup: {rate(t_bare_memo, n / t_bare_memo)}")
    print(f"ratio ours/(a'): {t_ours / t_bare_memo:.2f}")
    print(f"(c) bare eyecite per paragraph, memoised court look-up: {rate(t_fair, n / t_fair)}")
    print(f"ratio ours/(c), the fair yardstick: {t_ours / t_fair:.2f} (target <= 1.5)")
    print(f"peak memory (tracemalloc) of extract_document: {peak / 2**20:.1f} MiB")


if __name__ == "__main__":
    main()
