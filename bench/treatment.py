"""Is it still good law? Negative treatment on a generated edition in the real bulk dialect.

About 150 cited authorities of an intermediate appellate court, each with a held opinion, and the
opinions citing them (CourtListener's citation map and parentheticals files, tests/index/
bulk_dialect.py): overruled by the state's highest court in its text only, in a parenthetical
only, in both; reversed on appeal; and hard negatives, each a trap a keyword scan falls into (an
objection overruled, a declined or hypothetical overruling, what a dissent or a party asks, the
word about another case the sentence names, a court without authority, a parenthetical saying what
the cited case itself did). Each authority is checked offline as `check` does (the Verifier on the
index), and the Congress.gov table of the Supreme Court's own overrulings is joined on a brief
citing each of its overruled decisions.

Prints recall of negative treatment (with the right treating case), hard negatives flagged, flags
without their sentence, and the build's cost of the treatment files (time, index bytes).

    python bench/treatment.py [--each 25]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "index"))
from bulk_dialect import Case, Snapshot

from briefcheck.domain.config import Settings
from briefcheck.domain.models import UNSAFE_TREATMENTS
from briefcheck.extract import extract_document, extract_text
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.reference.overruled import overrulings
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

COURTS = {"illappct": "Appellate Court of Illinois", "ill": "Supreme Court of Illinois", "ilnd": "N.D. Ill."}
TRAPS = [
    "The objection is overruled. See {cite}.",
    "We decline to overrule {cite}.",
    "Appellant asks us to overrule {cite}; we will not.",
    "The dissent would overrule {cite}.",
    "Smith v. Jones was overruled in Ivy v. Jay; {cite}, stands.",
    "{cite}, has been abrogated, in our view.",  # a federal district court: no authority
    "{cite}, remains good law and we follow it.",
    # a reversal is the same case's later history: another case's judgment reversed beside a
    # mention of this one is not this one reversed
    "We reverse the judgment below, which misread {cite}, and remand.",
]
KINDS = ["text", "parenthetical", "both", "reversed"]


def opinion(text: str) -> list[tuple[str, str, str]]:
    return [
        ("010combined", "html_with_citations", f"<p>The court reasoned at length. {text} So ordered.</p>")
    ]


def generate(
    each: int,
) -> tuple[list[Case], list[tuple[int, int, int]], list[tuple[str, int, int]], list[dict]]:
    cases: list[Case] = []
    cites: list[tuple[int, int, int]] = []
    parens: list[tuple[str, int, int]] = []
    labelled: list[dict] = []
    kinds = [k for k in KINDS for _ in range(each)] + [
        f"trap{t}" for t in range(len(TRAPS)) for _ in range(each // 2)
    ]
    for n, kind in enumerate(kinds):
        cid, citer = 10_000 + n, 20_000 + n
        name, by = f"Quarrel{n} v. Ostler{n}", f"Vantage{n} v. Wexley{n}"
        cite = f"{name}, {400 + n // 20} N.E.2d {10 + (n % 20) * 40}"
        slot = (400 + n // 20, "N.E.2d", str(10 + (n % 20) * 40))
        cases.append(
            Case(cid, name, "1990-03-01", "illappct", [slot], opinions=opinion("The rule of this case."))
        )
        court, text = "ill", f"{cite} (Ill. App. Ct. 1990), is cited."
        if kind in ("text", "both"):
            text = f"We overrule {cite} (Ill. App. Ct. 1990)."
        elif kind == "reversed":  # on appeal: the same case, its parties' names in either order
            text = f"We reverse {cite} (Ill. App. Ct. 1990), and remand."
            by = f"Ostler{n} v. Quarrel{n}" if n % 2 else name
        elif kind.startswith("trap"):
            t = int(kind[4:])
            text = TRAPS[t].format(cite=cite)
            court = {5: "ilnd", 7: "ill"}.get(t, "illappct")  # 7: a court above, reversing another case
        citing_slot = (900 + n // 20, "N.E.2d", str(10 + (n % 20) * 40))
        cases.append(Case(citer, by, "1995-03-01", court, [citing_slot], opinions=opinion(text)))
        cites.append((cid, citer, 1))
        if kind in ("parenthetical", "both"):
            parens.append(("overruled on other grounds", cid, citer))
        if kind == "trap6":
            parens.append(("overruling Ash v. Birch", cid, citer))  # what the cited case did
        labelled.append({"kind": kind, "cite": cite, "by": by, "positive": not kind.startswith("trap")})
    return cases, cites, parens, labelled


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--each", type=int, default=25, help="authorities per positive kind (traps: half)")
    args = parser.parse_args()
    cases, cites, parens, labelled = generate(args.each)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        Snapshot(cases=cases, courts=COURTS).write(root / "plain", "2026-06-30")
        Snapshot(cases=cases, courts=COURTS, cites=cites, parentheticals=parens).write(
            root / "bulk", "2026-06-30"
        )
        started = time.perf_counter()
        build_index(root / "plain", root / "plain.sqlite")
        plain_s = time.perf_counter() - started
        started = time.perf_counter()
        build_index(root / "bulk", root / "index.sqlite")
        treat_s = time.perf_counter() - started
        extra = (root / "index.sqlite").stat().st_size - (root / "plain.sqlite").stat().st_size
        index = SQLiteCitationIndex(root / "index.sqlite")
        verifier = Verifier(Settings(home=root), LocalBlobStore(root / "s"), sources=[], index=index)
        started = time.perf_counter()
        found = right = flagged_negatives = no_sentence = 0
        for item in labelled:
            doc = extract_document(
                f"The rule is settled. {item['cite']} (Ill. App. Ct. 1990).".encode(), "b.txt"
            )
            [task] = [t for t in citation_tasks(doc) if t.claim is not None]
            ev = verifier.verify(task)
            negative = [
                n for n in (ev.treatment.negative if ev.treatment else []) if n.label in UNSAFE_TREATMENTS
            ]
            no_sentence += sum(1 for n in negative if not n.sentence)
            if item["positive"]:
                found += bool(negative)
                right += any(n.by.case_name == item["by"] for n in negative)
            else:
                flagged_negatives += bool(negative)
        check_s = time.perf_counter() - started
    positives = sum(item["positive"] for item in labelled)
    negatives = len(labelled) - positives
    table = overrulings()
    joined = 0
    for cite, rows in table.items():
        volume, _, page = cite.partition(" U.S. ")
        [c] = extract_text(f"See {rows[0].name}, {volume} U.S. {page} ({rows[0].year}).").citations()
        joined += bool(
            c.treatment and {n.by.case_name for n in c.treatment.negative} == {r.by_name for r in rows}
        )
    print(
        f"{len(labelled)} cited authorities ({positives} treated, {negatives} hard negatives), "
        f"checked offline in {check_s:.2f} s"
    )
    print(
        f"recall of negative treatment: {found}/{positives} = {found / positives:.1%}; "
        f"with the right treating case: {right}/{positives} = {right / positives:.1%}"
    )
    print(
        f"hard negatives flagged: {flagged_negatives}/{negatives} "
        f"(left alone: {1 - flagged_negatives / negatives:.1%})"
    )
    print(f"flags without their sentence: {no_sentence}")
    print(f"Congress.gov table: {joined}/{len(table)} overruled decisions joined with their overruling cases")
    print(
        f"build: {plain_s:.2f} s without the treatment files, {treat_s:.2f} s with them; {extra:,} bytes "
        f"more index ({len(cites)} citation-map rows, {len(parens)} parentheticals)"
    )


if __name__ == "__main__":
    main()
