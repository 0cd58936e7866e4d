"""The chain of sources on a generated edition with same-name decoys: what it catches and what it
wrongly accuses.

Generates a CourtListener edition in the real bulk dialect (tests/index/bulk_dialect.py): real
cases in dense volumes of several reporters, Westlaw-only decisions, and decoys that share a name
with them (one party in common, the same name in another court and decade, a generic "People v."
namesake a year off). Builds it with `build_index`, then checks a labelled set of citations with
the offline index alone (the path `check` takes for every US case citation when an index exists):

- real: cited exactly as reported (reporter or Westlaw number the index holds);
- real, not held: real-looking Westlaw numbers the edition does not hold;
- wrong: real cases cited at the wrong page, volume or year (a correction is due: the real citation);
- fabricated: invented names at empty pages, at pages another case holds, at pages inside another
  case, names sharing one party with a decoy, Westlaw numbers whose name matches a namesake;
- invented identity: the real case's slot cited under a name with one word of a many-word party
  replaced ("Moroskel Freight Lines" for "Galden Freight Lines"), the kind a loose name match
  verifies;
- real, partly held: real cases CourtListener lacks from volumes it holds one case in three;
- invented WL: Westlaw numbers of invented names in a court and year the edition holds well.

Prints, per class and overall: caught (ERROR or REVIEW: flagged for a person), false existence
errors (a real citation called AUTHORITY_NONEXISTENT), verified, corrections given (of those
due, the suggested correction names the real citation), fabricated VERIFIED. A status here is read
from the evidence as `final_status` reads it for a citation the panel passed (no impossibility).

    python bench/chain.py [--cases 4000] [--seed 7]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "index"))
from bulk_dialect import Case, Snapshot

from briefcheck.domain.codes import Category, Outcome
from briefcheck.domain.config import Settings
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

EDITION = "2026-06-30"
# (reporter, court id, court as cited, first volume, first year, volumes a year)
SERIES = [
    ("F.3d", "ca11", "11th Cir.", 700, 2012, 30),
    ("F.3d", "ca2", "2d Cir.", 800, 2015, 30),
    ("N.E.2d", "illappct", "Ill. App. Ct.", 500, 1988, 25),
    ("P.3d", "calctapp", "Cal. Ct. App.", 300, 2013, 20),
]
COURTS = {
    "ca11": "Court of Appeals for the Eleventh Circuit",
    "ca2": "Court of Appeals for the Second Circuit",
    "illappct": "Appellate Court of Illinois",
    "calctapp": "California Court of Appeal",
    "ohioctapp": "Ohio Court of Appeals",
}
SYLLABLES = [
    "bar",
    "cal",
    "den",
    "fro",
    "gal",
    "hen",
    "ith",
    "jor",
    "kel",
    "lum",
    "mor",
    "nad",
    "osk",
    "pel",
    "quin",
    "ras",
    "sol",
    "tam",
    "ulv",
    "vey",
    "wen",
    "yar",
    "zol",
]
PER_VOLUME = 24
PAGE_STEP = 40
MANY_WORDS = ["Freight Lines", "Mutual Insurance", "Holdings Group", "Medical Center", "Savings Bank"]


def surname(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 3)))).capitalize()


def generate(cases: int, rng: random.Random) -> tuple[list[Case], list[dict], list[dict], list[dict]]:
    """The edition's cases, the real cases to cite, the Westlaw-only decisions, and the real cases
    the edition lacks from its partly held volumes."""
    out: list[Case] = []
    reals: list[dict] = []
    westlaw: list[dict] = []
    missing: list[dict] = []
    used: set[str] = set()
    next_id = 1
    per_series = cases // len(SERIES)
    for reporter, court, cited_court, first_volume, first_year, rate in SERIES:
        for n in range(per_series):
            volume = first_volume + n // PER_VOLUME
            page = 10 + (n % PER_VOLUME) * PAGE_STEP
            year = first_year + (volume - first_volume) // rate
            while True:
                suffix = rng.choice(["Co.", "Corp.", "LLC", "Inc.", ""])
                if n % 8 == 0:
                    suffix = rng.choice(MANY_WORDS)
                name = f"{surname(rng)} v. {surname(rng)} {suffix}".strip()
                if name.split(" v. ")[0] not in used:
                    used.add(name.split(" v. ")[0])
                    break
            date = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            row = {"name": name, "volume": volume, "reporter": reporter, "page": page, "year": year,
                   "court": cited_court, "court_id": court}  # fmt: skip
            if (volume - first_volume) % 10 == 9 and n % 3:  # a volume held one case in three
                missing.append(row)
            else:
                out.append(Case(next_id, name, date, court, [(volume, reporter, str(page))]))
                reals.append(row)
            next_id += 1
    for n in range(cases // 5):  # Westlaw-only decisions: about 100 a year, a well-held court
        name = f"People v. {surname(rng)}{n}"
        year = 2015 + n % 8
        number = str(1_000_000 + n * 37)
        out.append(Case(next_id, name, f"{year}-05-01", "calctapp", [(year, "WL", number)]))
        westlaw.append({"name": name, "year": year, "number": number})
        next_id += 1
    return out, reals, westlaw, missing


def decoys(reals: list[dict], westlaw: list[dict], start: int, rng: random.Random) -> list[Case]:
    """Cases that share a name with a real one, in volumes of their own."""
    out: list[Case] = []
    for i, r in enumerate(reals[: len(reals) // 4]):
        first = r["name"].split(" v. ")[0]
        kind = i % 2
        if kind == 0:  # one party in common
            name = f"{first} v. {surname(rng)}"
            out.append(
                Case(
                    start + i,
                    name,
                    f"{r['year']}-06-01",
                    r["court_id"],
                    [(9000 + i // 24, "F. Supp. 3d", str(10 + (i % 24) * 40))],
                )
            )
        else:  # the same name, another court, decades before
            out.append(
                Case(
                    start + i,
                    r["name"],
                    f"{r['year'] - 25}-06-01",
                    "ohioctapp",
                    [(10 + i // 24, "Ohio App. 3d", str(10 + (i % 24) * 40))],
                )
            )
    for j, w in enumerate(westlaw[: len(westlaw) // 2]):  # a namesake a year later, other number
        out.append(
            Case(
                start + len(reals) + j,
                w["name"],
                f"{w['year'] + 1}-02-01",
                "calctapp",
                [(w["year"] + 1, "WL", str(5_000_000 + j))],
            )
        )
    return out  # fmt: skip


def cite(name: str, volume: int | str, reporter: str, page: int | str, court: str, year: int) -> str:
    return f"{name}, {volume} {reporter} {page} ({court} {year})"


def items(
    reals: list[dict], westlaw: list[dict], missing: list[dict], rng: random.Random, each: int
) -> list[dict]:
    """The labelled citations: class, text, and the correction due (for wrong citations)."""
    out: list[dict] = []
    many = [r for r in reals if any(r["name"].endswith(w) for w in MANY_WORDS)]
    for r in many[: each // 2]:  # one word of a many-word party replaced, at the real case's slot
        first, second = r["name"].split(" v. ")
        replaced = f"{surname(rng)} {second.split(' ', 1)[1]}"
        out.append({"cls": "invented identity",
                    "text": cite(f"{first} v. {replaced}", r["volume"], r["reporter"], r["page"], r["court"],
                                 r["year"])})  # fmt: skip
    for r in missing[: each // 2]:
        text = cite(r["name"], r["volume"], r["reporter"], r["page"], r["court"], r["year"])
        out.append({"cls": "real, partly held", "text": text})
    for n in range(each // 4):  # an invented name under a Westlaw number of a well-held court-year
        year = 2016 + n % 6
        out.append({"cls": "invented WL",
                    "text": f"{surname(rng)} v. {surname(rng)} Corp., {year} WL {8_000_000 + n} "
                            f"(Cal. Ct. App. {year})"})  # fmt: skip
    sample = rng.sample(reals, min(len(reals), each * 4))
    for r in sample[:each]:
        out.append(
            {
                "cls": "real",
                "text": cite(r["name"], r["volume"], r["reporter"], r["page"], r["court"], r["year"]),
            }
        )
    for w in westlaw[: each // 4]:
        out.append(
            {"cls": "real", "text": f"{w['name']}, {w['year']} WL {w['number']} (Cal. Ct. App. {w['year']})"}
        )
    for n in range(each // 4):
        out.append(
            {
                "cls": "real, not held",
                "text": f"{surname(rng)} v. {surname(rng)} Corp., 2021 WL {7_000_000 + n} (N.D. Ill. 2021)",
            }
        )
    for i, r in enumerate(sample[each : 2 * each]):
        due = f"{r['volume']} {r['reporter']} {r['page']}"
        how = i % 3
        if how == 0:  # the volume wrong (a dense volume where nothing of the name is)
            volume, page, year = r["volume"] + 1, r["page"], r["year"]
        elif how == 1:  # the page wrong, landing inside another case
            volume, page, year = r["volume"], r["page"] + 47 if r["page"] < 900 else r["page"] - 33, r["year"]
        else:  # the volume and the year wrong
            volume, page, year = r["volume"] + 2, r["page"], r["year"] + 2
        out.append(
            {
                "cls": "wrong",
                "text": cite(r["name"], volume, r["reporter"], page, r["court"], year),
                "due": due,
            }
        )
    for i, r in enumerate(sample[2 * each : 3 * each]):
        other = sample[3 * each + i] if 3 * each + i < len(sample) else r
        first = r["name"].split(" v. ")[0]
        how = i % 4
        if how == 0:  # an invented name at a page another case holds
            text = cite(
                f"{surname(rng)} v. {surname(rng)} Inc.",
                other["volume"],
                other["reporter"],
                other["page"],
                other["court"],
                other["year"],
            )
        elif how == 1:  # an invented name at an empty page of a dense volume
            text = cite(
                f"{surname(rng)} v. {surname(rng)} Ltd.",
                r["volume"],
                r["reporter"],
                r["page"] + 20,
                r["court"],
                r["year"],
            )
        elif how == 2:  # sharing one party with a real case (and its decoys)
            text = cite(
                f"{first} v. {first}", r["volume"] + 1, r["reporter"], r["page"] + 20, r["court"], r["year"]
            )
        else:  # a real party against an invented one, at the real case's volume
            text = cite(
                f"{first} v. {surname(rng)} Holdings",
                r["volume"],
                r["reporter"],
                r["page"] + 20,
                r["court"],
                r["year"],
            )
        out.append({"cls": "fabricated", "text": text})
    for w in westlaw[: each // 4]:  # a WL number invented for the name of a namesake
        out.append(
            {
                "cls": "fabricated",
                "text": f"{w['name']}, {w['year']} WL {9_000_000 + int(w['number']) % 1000} "
                f"(Cal. Ct. App. {w['year']})",
            }
        )
    return out  # fmt: skip


def status(ev) -> str:
    if ev is None:
        return "UNVERIFIED"
    if ev.outcome is Outcome.VERIFIED_ERROR:
        return "ERROR"
    if ev.needs_review:
        return "REVIEW"
    return "VERIFIED" if ev.outcome is Outcome.VERIFIED_OK else "UNVERIFIED"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--cases", type=int, default=4000)
    parser.add_argument("--each", type=int, default=200, help="citations per class")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases, reals, westlaw, missing = generate(args.cases, rng)
    everything = cases + decoys(reals, westlaw, len(cases) + 1, rng)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        Snapshot(cases=everything, courts=COURTS).write(root / "bulk", EDITION)
        build_index(root / "bulk", root / "index.sqlite")
        index = SQLiteCitationIndex(root / "index.sqlite")
        verifier = Verifier(Settings(home=root), LocalBlobStore(root / "store"), sources=[], index=index)
        labelled = items(reals, westlaw, missing, rng, args.each)
        started = time.perf_counter()
        tally: dict[str, Counter[str]] = defaultdict(Counter)
        for item in labelled:
            doc = extract_document(f"The rule is settled. See {item['text']}.".encode(), "brief.txt")
            tasks = [t for t in citation_tasks(doc) if t.claim is not None]
            ev = verifier.verify(tasks[0]) if tasks else None
            st = status(ev)
            t = tally[item["cls"]]
            t["n"] += 1
            t[st] += 1
            if ev is not None and ev.hallucination_category is Category.AUTHORITY_NONEXISTENT:
                t["nonexistent"] += 1
            if "due" in item:
                t["due"] += 1
                t["corrected"] += bool(
                    ev and ev.suggested_correction and item["due"] in ev.suggested_correction
                )
        took = time.perf_counter() - started
    decoy_count = len(everything) - len(cases)
    print(f"{len(everything)} cases in the edition ({len(cases)} real, {decoy_count} decoys); "
          f"{len(labelled)} citations checked offline in {took:.1f} s\n")  # fmt: skip
    print(
        f"{'class':<16}{'n':>6}{'VERIFIED':>10}{'ERROR':>8}{'REVIEW':>8}{'UNVERIFIED':>12}{'nonexistent':>13}"
    )
    for cls, t in tally.items():
        print(
            f"{cls:<16}{t['n']:>6}{t['VERIFIED']:>10}{t['ERROR']:>8}{t['REVIEW']:>8}{t['UNVERIFIED']:>12}"
            f"{t['nonexistent']:>13}"
        )
    bad = tally["wrong"] + tally["fabricated"] + tally["invented identity"] + tally["invented WL"]
    caught = bad["ERROR"] + bad["REVIEW"]
    real = tally["real"] + tally["real, not held"] + tally["real, partly held"]
    print()
    print(f"caught (ERROR or REVIEW) of fabricated and wrong: {caught}/{bad['n']} = {caught / bad['n']:.1%}")
    print(f"false existence errors on real citations: {real['nonexistent']}")
    print(f"real citations verified: {tally['real']['VERIFIED']}/{tally['real']['n']}")
    due = tally["wrong"]["due"]
    print(
        f"corrections given (of those due): {tally['wrong']['corrected']}/{due} = "
        f"{tally['wrong']['corrected'] / due:.1%}"
    )
    print(
        f"fabricated VERIFIED: {tally['fabricated']['VERIFIED']} "
        f"(wrong VERIFIED: {tally['wrong']['VERIFIED']}, invented identity VERIFIED: "
        f"{tally['invented identity']['VERIFIED']}, invented WL VERIFIED: {tally['invented WL']['VERIFIED']})"
    )
    print(
        f"invented WL numbers answered (ERROR or REVIEW, not UNVERIFIED): "
        f"{tally['invented WL']['ERROR'] + tally['invented WL']['REVIEW']}/{tally['invented WL']['n']}"
    )


if __name__ == "__main__":
    main()
