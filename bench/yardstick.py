"""Tier 1 against the field's own test data: briefcheck's score and bare eyecite's on the same items.

Sources (read from the installed packages the product already pins, so the items are the
peers' own, at the versions we run):
- reporters-db `examples` of every case reporter: found as a case, volume, reporter (one of
  that reporter's editions), page;
- reporters-db `examples` of every law (statutes, regulations, session laws): found as a
  statute or regulation;
- courts-db `citation_string` of every court that has one of its own (written as a case's court
  parenthetical): the court id;
- UK neutral citations: one per court and division in The National Archives' court registry
  (ds-caselaw-utils' neutral-citation patterns) and one per form of the published list the
  registry does not hold (House of Lords, Scottish, Northern Irish courts, the Sheriff Appeal
  Court, the Competition Appeal Tribunal): court, division, year, number, Find Case Law court id;
- UK law reports: every series of our law report table (data/uk_law_reports.json) written in
  its own style, dotted and in capitals, each year-volume series also mistyped three ways (round
  brackets, mismatched brackets, a digit lost from the year: found and flagged malformed), and
  reported judgments as OSCOLA writes them: year, volume, series, page, malformed;
- eyecite's own find tests (tests/test_FindTest.py of eyecite 2.7.8), turned into data once with
  `--import-eyecite-tests PATH` (bench/yardstick/eyecite_find.jsonl: each query and, for each
  citation it expects of a kind Tier 1 keeps, the fields the test states): every stated field
  scored, bare eyecite on the same queries beside it. Two stated values pin a limit of eyecite's
  name reader rather than the party ("Sys." for "Houston Cmty. Coll. Sys."); they are corrected,
  with the reason, in bench/yardstick/eyecite_find_corrections.json and both readers are scored
  against the correction;
- hash-seed variants: the reporters-db examples extracted under several PYTHONHASHSEED values,
  each as a whole process; any difference in the JSON is a variant.

Targets (issue 44): every field eyecite's find tests state 99%, reporters-db examples 99%,
courts-db strings 99% right ids, UK neutral citations and law reports 98%, zero hash-seed
variants. Not a timed test; about a minute.

Run: python bench/yardstick.py [--seeds 3] | --import-eyecite-tests PATH
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from eyecite import get_citations
from eyecite.models import FullCaseCitation, FullLawCitation

from briefcheck.domain.codes import CitationFlag, CitationType
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Citation
from briefcheck.extract import extract_document
from briefcheck.reference.tables import LawReportRow


@dataclass
class Item:
    text: str  # the sentence extracted
    expected: dict[str, object]  # field -> the right value (a set: any of them)


def _first(citations: Iterable[Citation], kinds: tuple[CitationType, ...]) -> Citation | None:
    return next((c for c in citations if c.type in kinds), None)


def _ours(text: str) -> list[Citation]:
    """Tier 1 as a user runs it: the text as a .txt file's bytes, through the reader."""
    try:
        return extract_document(text.encode(), "yardstick.txt").citations()
    except InputError:
        return []  # refused as not text (eyecite's fuzzed query of control characters): a miss


def _right(got: object, want: object) -> bool:
    return got in want if isinstance(want, set | frozenset) else got == want


def score(items: list[Item], read: Callable[[str], dict[str, object]]) -> dict[str, float]:
    """Share right per field, and `all` (every field of an item right)."""
    right: Counter[str] = Counter()
    for item in items:
        got = read(item.text)
        fields = [f for f in item.expected if _right(got.get(f), item.expected[f])]
        right.update(fields)
        right["all"] += len(fields) == len(item.expected)
    return {f: right[f] / len(items) for f in [*items[0].expected, "all"]}


# --------------------------------------------------------------------------- reporters-db


def reporter_items() -> list[Item]:
    from reporters_db import REPORTERS

    items = []
    for variants in REPORTERS.values():
        for reporter in variants:
            editions = set(reporter["editions"]) | set(reporter.get("variations", {}).values())
            for example in reporter.get("examples", []):
                m = re.fullmatch(r"(?P<volume>\d+[A-Z]?)\s+.+?\s+(?P<page>\d+)", example.strip())
                if not m:
                    continue  # "Add. 55", "Am.Ann.Cas. 1916C, 1093": no volume-reporter-page shape
                expected = {"found": True, "volume": m["volume"], "reporter": editions, "page": m["page"]}
                items.append(Item(f"See Smith v. Jones, {example}.", expected))
    return items


def ours_reporter(text: str) -> dict[str, object]:
    c = _first(_ours(text), (CitationType.CASE,))
    if c is None:
        return {}
    k = c.components
    return {"found": True, "volume": k.volume, "reporter": k.reporter, "page": k.page}


def eyecite_reporter(text: str) -> dict[str, object]:
    c = next((c for c in get_citations(text) if isinstance(c, FullCaseCitation)), None)
    if c is None:
        return {}
    return {
        "found": True,
        "volume": c.groups.get("volume"),
        "reporter": c.corrected_reporter(),
        "page": c.groups.get("page"),
    }


def law_items() -> list[Item]:
    from reporters_db import LAWS

    return [
        Item(f"The rule is in {example}.", {"found": True})
        for variants in LAWS.values()
        for law in variants
        for example in law.get("examples", [])
    ]


def ours_law(text: str) -> dict[str, object]:
    return {"found": True} if _first(_ours(text), (CitationType.STATUTE, CitationType.REGULATION)) else {}


def eyecite_law(text: str) -> dict[str, object]:
    return {"found": True} if any(isinstance(c, FullLawCitation) for c in get_citations(text)) else {}


# --------------------------------------------------------------------------- courts-db


def court_items() -> list[Item]:
    from courts_db import courts

    strings = Counter(c.get("citation_string") for c in courts)
    items = []
    for court in courts:
        written = court.get("citation_string")
        if not written or strings[written] != 1:
            continue  # a string several courts share names none of them
        items.append(
            Item(
                f"See Smith v. Jones, 100 F.3d 200 ({written} {_year_of(court)}).", {"court_id": court["id"]}
            )
        )
    return items


def _year_of(court: dict) -> int:
    """A year the court sat in: the middle of its first date range, or 1999."""
    dates = (court.get("dates") or [{}])[0]
    start, end = dates.get("start"), dates.get("end")
    lo = int(start[:4]) if start else 1999
    hi = int(end[:4]) if end else max(lo, 1999)
    return (lo + hi) // 2


def ours_court(text: str) -> dict[str, object]:
    c = _first(_ours(text), (CitationType.CASE,))
    return {"court_id": c.components.court_id} if c else {}


def eyecite_court(text: str) -> dict[str, object]:
    c = next((c for c in get_citations(text) if isinstance(c, FullCaseCitation)), None)
    return {"court_id": c.metadata.court} if c else {}


# --------------------------------------------------------------------------- UK neutral citations

# Forms of the published neutral-citation list that the TNA registry does not hold: (citation,
# court code, division, Find Case Law court id or None).
_UK_PUBLISHED = [
    ("[2001] UKHL 23", "UKHL", None, None),
    ("[2008] UKHL 61", "UKHL", None, None),
    ("[2020] CSIH 12", "CSIH", None, None),
    ("[2019] CSOH 45", "CSOH", None, None),
    ("[2018] HCJAC 10", "HCJAC", None, None),
    ("[2016] SAC (Civ) 1", "SAC", "Civ", None),
    ("[2017] SAC (Crim) 4", "SAC", "Crim", None),
    ("[2018] NICA 5", "NICA", None, None),
    ("[2015] NIQB 12", "NIQB", None, None),
    ("[2023] NIKB 3", "NIKB", None, None),
    ("[2014] NICh 9", "NICh", None, None),
    ("[2013] NIFam 2", "NIFam", None, None),
    ("[2012] UKFTT 123 (TC)", "UKFTT", "TC", "ukftt/tc"),
    # the Property Chamber: in The National Archives' registry since ds-caselaw-utils 2.6.0 (the
    # copy in data/tna/, 4.9.0, holds it: "[2025] UKFTT 1077 (PC)", ukftt/pc)
    ("[2016] UKFTT 45 (PC)", "UKFTT", "PC", "ukftt/pc"),
    ("[2010] UKFTT 9 (GRC)", "UKFTT", "GRC", "ukftt/grc"),
    ("[2007] UKEAT 0123", "UKEAT", None, None),
    ("[2002] CAT 1", "CAT", None, None),
    ("[2017] CAT 9", "CAT", None, None),
]


def uk_items() -> list[Item]:
    from ds_caselaw_utils import courts

    items = []
    seen = set()
    for court in courts.get_all():
        if not court.ncn_pattern or not court.canonical_param:
            continue
        literals = re.findall(r"\(([A-Za-z][A-Za-z0-9]*)\)", court.ncn_pattern.pattern)
        code, division = literals[0], (literals[1] if len(literals) > 1 else None)
        if (code, division) in seen:
            continue
        seen.add((code, division))
        year = max(court.start_year or 2010, 2010) if court.end_year is None else court.end_year - 1
        # the registry's own pattern writes the division before the number or after it
        after = court.ncn_pattern.pattern.endswith(r"\))")
        if division is None:
            cite = f"[{year}] {code} 7"
        elif after:
            cite = f"[{year}] {code} 7 ({division})"
        else:
            cite = f"[{year}] {code} {division} 7"
        items.append(_uk_item(cite, code, division, str(year), "7", court.canonical_param))
    for cite, code, division, court_id in _UK_PUBLISHED:
        year, number = re.findall(r"\d+", cite)[:2]
        items.append(_uk_item(cite, code, division, year, number, court_id))
    return items


def _uk_item(
    cite: str, code: str, division: str | None, year: str, number: str, court_id: str | None
) -> Item:
    expected = {"court": code, "division": division, "year": year, "number": number, "court_id": court_id}
    return Item(f"See Smith v Jones {cite} at [12].", expected)


def ours_uk(text: str) -> dict[str, object]:
    c = _first(_ours(text), (CitationType.CASE,))
    if c is None:
        return {}
    k = c.components
    return {
        "court": k.court,
        "division": k.division,
        "year": k.year,
        "number": k.number,
        "court_id": k.court_id,
    }


def eyecite_uk(text: str) -> dict[str, object]:
    return {}  # eyecite reads no UK neutral citation (its reporters-db has none)


# --------------------------------------------------------------------------- UK law reports

# Reported judgments as OSCOLA writes them: (case and citation, year, volume, series, page).
# The series' real forms, written from the judgments, not generated from our table.
_UK_REPORTED = [
    ("Donoghue v Stevenson [1932] AC 562", "1932", None, "AC", "562"),
    ("Donoghue v Stevenson 1932 SC (HL) 31", "1932", None, "SC (HL)", "31"),
    ("Caparo Industries plc v Dickman [1990] 2 AC 605", "1990", "2", "AC", "605"),
    ("Hedley Byrne & Co Ltd v Heller & Partners Ltd [1964] AC 465", "1964", None, "AC", "465"),
    ("Associated Provincial Picture Houses Ltd v Wednesbury Corp [1948] 1 KB 223", "1948", "1", "KB", "223"),
    ("Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256", "1893", "1", "QB", "256"),
    ("Hadley v Baxendale (1854) 9 Exch 341", "1854", "9", "Exch", "341"),
    ("Hadley v Baxendale (1854) 156 ER 145", "1854", "156", "ER", "145"),
    ("Rylands v Fletcher (1868) LR 3 HL 330", "1868", "3", "LR HL", "330"),
    ("Fletcher v Rylands (1866) LR 1 Ex 265", "1866", "1", "LR Ex", "265"),
    ("Smith v Hughes (1871) LR 6 QB 597", "1871", "6", "LR QB", "597"),
    ("Dickinson v Dodds (1876) 2 Ch D 463", "1876", "2", "Ch D", "463"),
    ("R v Dudley and Stephens (1884) 14 QBD 273", "1884", "14", "QBD", "273"),
    ("Household Fire Insurance Co v Grant (1879) 4 Ex D 216", "1879", "4", "Ex D", "216"),
    ("Taylor v Caldwell (1863) 3 B & S 826", "1863", "3", "B & S", "826"),
    ("Adams v Lindsell (1818) 1 B & Ald 681", "1818", "1", "B & Ald", "681"),
    ("Salomon v A Salomon & Co Ltd [1897] AC 22", "1897", None, "AC", "22"),
    ("Balfour v Balfour [1919] 2 KB 571", "1919", "2", "KB", "571"),
    ("Bolam v Friern Hospital Management Committee [1957] 1 WLR 582", "1957", "1", "WLR", "582"),
    ("Pepper v Hart [1993] AC 593", "1993", None, "AC", "593"),
    ("R v Brown [1994] 1 AC 212", "1994", "1", "AC", "212"),
    ("Williams v Roffey Bros & Nicholls (Contractors) Ltd [1991] 1 QB 1", "1991", "1", "QB", "1"),
    ("Street v Mountford [1985] AC 809", "1985", None, "AC", "809"),
    ("Photo Production Ltd v Securicor Transport Ltd [1980] AC 827", "1980", None, "AC", "827"),
    ("Gillick v West Norfolk and Wisbech AHA [1986] AC 112", "1986", None, "AC", "112"),
    ("Re A (Children) (Conjoined Twins: Surgical Separation) [2001] Fam 147", "2001", None, "Fam", "147"),
    ("Spartan Steel & Alloys Ltd v Martin & Co (Contractors) Ltd [1973] QB 27", "1973", None, "QB", "27"),
    ("R v Turnbull (1976) 63 Cr App R 132", "1976", "63", "Cr App R", "132"),
    ("Mitchell v News Group Newspapers Ltd [2014] 1 WLR 795", "2014", "1", "WLR", "795"),
    ("Denton v TH White Ltd [2014] 1 WLR 3926", "2014", "1", "WLR", "3926"),
    ("R (Privacy International) v Investigatory Powers Tribunal [2020] AC 491", "2020", None, "AC", "491"),
    ("Lister v Hesley Hall Ltd [2002] 1 AC 215", "2002", "1", "AC", "215"),
    ("Campbell v MGN Ltd [2004] 2 AC 457", "2004", "2", "AC", "457"),
    (
        "Transfield Shipping Inc v Mercator Shipping Inc [2008] 2 Lloyd's Rep 275",
        "2008",
        "2",
        "Lloyd's Rep",
        "275",
    ),
    ("Western Excavating (ECC) Ltd v Sharp [1978] ICR 221", "1978", None, "ICR", "221"),
    ("Polkey v AE Dayton Services Ltd [1988] ICR 142", "1988", None, "ICR", "142"),
    ("Re Spectrum Plus Ltd [2005] 2 AC 680", "2005", "2", "AC", "680"),
    ("Bank Mellat v HM Treasury [2013] 4 All ER 533", "2013", "4", "All ER", "533"),
    ("Stack v Dowden [2007] 2 FLR 847", "2007", "2", "FLR", "847"),
]


def _dotted(abbreviation: str) -> str:
    """An abbreviation as American and older English texts dot it: "WLR" -> "W.L.R.", "Ch D" ->
    "Ch. D.", "Lloyd's Rep" -> "Lloyd's Rep."."""
    words = []
    for word in abbreviation.split():
        if word.isupper() and word.isalpha():
            words.append("".join(f"{ch}." for ch in word))
        elif word.isalpha():
            words.append(f"{word}.")
        else:
            words.append(word)
    return " ".join(words)


def _written(row: LawReportRow, year: int, series: str) -> tuple[str, str | None]:
    """A citation of a series in its style, and the volume it names."""
    if row.style == "scottish":
        return f"{year} {series} 31", None
    if row.style == "law_reports":
        return f"({year}) LR 3 {series} 31", "3"
    if row.single_volume:
        return f"({year}) {series} 31", None
    if row.numbered_volumes:
        return f"({year}) 12 {series} 31", "12"
    if row.max_volumes > 1:
        return f"[{year}] 2 {series} 31", "2"
    return f"[{year}] {series} 31", None


def uk_report_items() -> list[Item]:
    """Every series of the law report table in its own style, as written, dotted and in capitals;
    each year-volume series also mistyped three ways (round brackets, mismatched brackets, a digit
    lost from the year), which must be found and flagged malformed; and the real judgments above."""
    from briefcheck.reference.uk import law_reports

    items = []
    for row in law_reports():
        year = row.start if row.end is None else (row.start + row.end) // 2
        prefix = "LR " if row.style == "law_reports" else ""
        forms = {row.abbreviation}
        if row.style != "scottish" or "(" in row.abbreviation:
            forms |= {_dotted(row.abbreviation), row.abbreviation.upper()}
        for series in sorted(forms):
            cite, volume = _written(row, year, series)
            expected = {"year": str(year), "volume": volume, "reporter": prefix + row.abbreviation}
            items.append(
                Item(f"See Smith v Jones {cite} at 33.", expected | {"page": "31", "malformed": False})
            )
        year_volume = row.style == "general" and not (row.numbered_volumes or row.single_volume)
        if year_volume and len(row.abbreviation) > 1:
            for cite in (
                f"({year}) {row.abbreviation} 31",
                f"[{year}) {row.abbreviation} 31",
                f"[{str(year)[:3]}] {row.abbreviation} 31",
            ):
                written = re.match(r"\W(\d+)", cite)[1]
                expected = {"year": written, "volume": None, "reporter": row.abbreviation}
                items.append(
                    Item(f"See Smith v Jones {cite} at 33.", expected | {"page": "31", "malformed": True})
                )
    for cite, year, volume, series, page in _UK_REPORTED:
        expected = {"year": year, "volume": volume, "reporter": series, "page": page, "malformed": False}
        items.append(Item(f"See {cite} at 570.", expected))
    return items


def ours_uk_report(text: str) -> dict[str, object]:
    c = _first(_ours(text), (CitationType.CASE,))
    if c is None:
        return {}
    k = c.components
    return {
        "year": k.year,
        "volume": k.volume,
        "reporter": k.reporter,
        "page": k.page,
        "malformed": CitationFlag.MALFORMED in c.flags,
    }


def eyecite_uk_report(text: str) -> dict[str, object]:
    c = next((c for c in get_citations(text) if isinstance(c, FullCaseCitation)), None)
    if c is None:
        return {}
    return {
        "year": c.metadata.year,
        "volume": c.groups.get("volume"),
        "reporter": c.groups.get("reporter"),
        "page": c.groups.get("page"),
        "malformed": False,  # eyecite flags nothing
    }


# --------------------------------------------------------------------------- eyecite's find tests

EYECITE_TESTS = Path(__file__).with_name("yardstick") / "eyecite_find.jsonl"
EYECITE_CORRECTIONS = EYECITE_TESTS.with_name("eyecite_find_corrections.json")
# eyecite's citation classes as Tier 1's (type, form); other kinds (references, bare sections)
# are not kept by Tier 1 and not scored
_KINDS = {
    "FullCaseCitation": ("case", "full"),
    "ShortCaseCitation": ("case", "short"),
    "IdCitation": ("case", "id"),
    "SupraCitation": ("case", "supra"),
    "FullLawCitation": ("law", "full"),
    "FullJournalCitation": ("journal", "full"),
}
# test methods that feed `run_test_pairs` plain text (the markup tests read HTML, not scored)
_TEST_METHODS = (
    "test_find_citations",
    "test_relaxed_reporter_whitespace",
    "test_find_law_citations",
    "test_find_journal_citations",
    "test_find_tc_citations",
    "test_disambiguate_citations",
)


def _stated(cite: object) -> dict[str, str]:
    """The fields an eyecite test states for one expected citation, as strings."""
    groups, meta = cite.groups, cite.metadata
    fields = {
        "volume": groups.get("volume"),
        "page": groups.get("page"),
        "section": groups.get("section"),
        "chapter": groups.get("chapter") or groups.get("title"),
        "reporter": cite.corrected_reporter() if hasattr(cite, "corrected_reporter") else None,
        "pin_cite": getattr(meta, "pin_cite", None),
        "year": getattr(meta, "year", None),
        "court": getattr(meta, "court", None),
        "plaintiff": getattr(meta, "plaintiff", None),
        "defendant": getattr(meta, "defendant", None),
        "antecedent": getattr(meta, "antecedent_guess", None),
    }
    return {k: str(v) for k, v in fields.items() if v not in (None, "")}


def import_eyecite_tests(path: Path) -> int:
    """Run eyecite's find tests with their assertion replaced by a recorder; write the queries
    and the expected citations' stated fields. Returns how many queries were written."""
    import importlib.util
    import tempfile

    os.environ.setdefault("EYECITE_CACHE_DIR", tempfile.mkdtemp(prefix="eyecite-cache-"))
    spec = importlib.util.spec_from_file_location("eyecite_find_tests", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    recorded: list[dict] = []

    def record(self: object, test_pairs: Iterable, message: str, tokenizers: object = None) -> None:
        for q, expected, *kwargs in test_pairs:
            options = kwargs[0] if kwargs else {}
            if "html" in (options.get("clean_steps") or []) or options.get("remove_ambiguous"):
                continue
            kept = [
                {"kind": type(c).__name__, "fields": _stated(c)}
                for c in expected
                if type(c).__name__ in _KINDS
            ]
            if kept:
                steps = options.get("clean_steps") or []
                recorded.append({"test": message, "text": q, "clean_steps": steps, "expected": kept})

    module.FindTest.run_test_pairs = record
    for name in _TEST_METHODS:
        getattr(module.FindTest(name), name)()
    EYECITE_TESTS.parent.mkdir(exist_ok=True)
    with EYECITE_TESTS.open("w") as out:
        for row in recorded:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(recorded)


def _pin(value: str | None) -> str | None:
    """The pin without its lead-in: ", at p. *4" and "*4" are the same pin (eyecite's tests keep
    the page label, Tier 1 keeps the page)."""
    return re.sub(r"^,?\s*(?:at\s+)?(?:(?:pp?|pgs?)\.)?|\s+", "", value) if value else None


def _same(field: str, got: str | None, want: str) -> bool:
    if field == "pin_cite":
        return _pin(got) == _pin(want)
    if field == "reporter":
        return (got or "").replace(" ", "") == want.replace(" ", "")
    return (got or "").strip(" ,") == want.strip(" ,")


def _ours_fields(c: Citation) -> tuple[tuple[str, str], dict[str, str | None]]:
    k = c.components
    kind = "law" if c.type in (CitationType.STATUTE, CitationType.REGULATION) else c.type.value
    fields = {
        "volume": k.volume,
        "page": k.page,
        "section": k.section,
        "chapter": k.title,
        "reporter": k.code if kind == "law" else k.reporter,
        "pin_cite": k.pin_cite,
        "year": k.year,
        "court": k.court_id,
        "plaintiff": k.party_1,
        "defendant": k.party_2,
        "antecedent": k.party_1,
    }
    named = re.fullmatch(r"(?:In re|Ex parte|(?:In the )?Matter of)\s+(.+)", k.party_1 or "")
    if named and not k.party_2:  # eyecite files "In re Foo" as defendant "Foo"
        fields["defendant"] = named[1]
    if c.form.value == "supra" and k.party_2:  # eyecite guesses the word before "supra": "Foo v. Bar, supra"
        fields["antecedent"] = k.party_2
    if c.form.value == "short":  # eyecite's short form calls its pinpoint page its "page"
        first = re.match(r"\*?(\d+)", k.pin_cite or "")
        fields["page"] = first[1] if first else None
    return (kind, c.form.value), fields


def _eyecite_fields(c: object) -> tuple[tuple[str, str], dict[str, str | None]] | None:
    kind = _KINDS.get(type(c).__name__)
    return (kind, {k: v for k, v in _stated(c).items()}) if kind else None


def eyecite_test_rows() -> tuple[list[dict], int]:
    """eyecite's find tests as data, with the few stated values that are not the field they
    name corrected (bench/yardstick/eyecite_find_corrections.json says which and why); and how
    many were corrected. A correction whose stated value no longer matches is an error: the
    data was re-imported and the file must be looked at again."""
    rows = [json.loads(line) for line in EYECITE_TESTS.read_text().splitlines()]
    corrections = json.loads(EYECITE_CORRECTIONS.read_text())["corrections"]
    for fix in corrections:
        [row] = [r for r in rows if r["text"].startswith(fix["text_starts"])]
        fields = row["expected"][fix["citation"]]["fields"]
        if fields.get(fix["field"]) != fix["stated"]:
            raise ValueError(f"eyecite's test no longer states {fix['stated']!r} for {fix['field']}")
        fields[fix["field"]] = fix["right"]
    return rows, len(corrections)


def score_eyecite_tests(rows: list[dict], read: Callable[[dict], list]) -> tuple[dict[str, float], int]:
    """Per stated field, the share right; a citation is matched to the next found one of its kind."""
    right: Counter[str] = Counter()
    stated: Counter[str] = Counter()
    for row in rows:
        found = read(row)
        for want in row["expected"]:
            kind = _KINDS[want["kind"]]
            at = next((i for i, (k, _) in enumerate(found) if k == kind), None)
            got = found.pop(at)[1] if at is not None else {}
            stated["found"] += 1
            right["found"] += at is not None
            for field, value in want["fields"].items():
                stated[field] += 1
                right[field] += _same(field, got.get(field), value)
    return {f: right[f] / stated[f] for f in stated}, sum(len(r["expected"]) for r in rows)


def ours_eyecite_tests(row: dict) -> list:
    """Tier 1's citations (it cleans text itself), each parallel reporter as a citation of its own
    with the same names and date, as eyecite counts them."""
    out = []
    for c in _ours(row["text"]):
        kind, fields = _ours_fields(c)
        out.append((kind, fields))
        for parallel in c.components.parallel_citations:
            m = re.fullmatch(r"(\S+)\s+(.+?)\s+(\S+)", parallel)
            if m:
                pin = c.components.parallel_pins.get(parallel)
                slot = {"volume": m[1], "reporter": m[2], "page": m[3], "pin_cite": pin}
                out.append((kind, {**fields, **slot}))
    return out


def eyecite_eyecite_tests(row: dict) -> list:
    """eyecite with the cleaning steps its test gives it."""
    found = get_citations(row["text"], clean_steps=row["clean_steps"] or None)
    return [f for f in (_eyecite_fields(c) for c in found) if f is not None]


# --------------------------------------------------------------------------- hash seeds

_SEED_CHILD = """
import hashlib, sys
from briefcheck.extract import extract_document
from briefcheck.reference.tables import LawReportRow
doc = extract_document(sys.stdin.buffer.read(), "seed.txt")
print(hashlib.sha256(doc.model_dump_json(exclude={"extracted_at"}).encode()).hexdigest())
"""


def seed_variants(text: str, seeds: int) -> int:
    """How many distinct JSON outputs beyond the first `seeds` hash seeds give for `text` (the
    extraction time left out: it is the only field meant to differ)."""
    digests = set()
    for seed in range(seeds):
        env = {**os.environ, "PYTHONHASHSEED": str(seed * 7919 + 1)}
        done = subprocess.run(
            [sys.executable, "-c", _SEED_CHILD],
            input=text,
            capture_output=True,
            text=True,
            env=env,
            check=True,
        )
        digests.add(done.stdout.strip())
    return len(digests) - 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=3, help="hash seeds to extract under")
    parser.add_argument(
        "--import-eyecite-tests", type=Path, metavar="PATH", help="eyecite's test_FindTest.py"
    )
    args = parser.parse_args()
    if args.import_eyecite_tests:
        print(f"{import_eyecite_tests(args.import_eyecite_tests)} queries written to {EYECITE_TESTS}")
        return
    reporters = reporter_items()
    sources = [
        ("reporters-db reporter examples", reporters, ours_reporter, eyecite_reporter, 0.99),
        ("reporters-db law examples", law_items(), ours_law, eyecite_law, None),
        ("courts-db citation strings", court_items(), ours_court, eyecite_court, 0.99),
        ("UK neutral citations", uk_items(), ours_uk, eyecite_uk, 0.98),
        ("UK law reports", uk_report_items(), ours_uk_report, eyecite_uk_report, 0.98),
    ]
    print(f"{'source':<32} {'items':>6} {'field':<10} {'briefcheck':>10} {'eyecite':>8} {'target':>7}")
    for name, items, ours, bare, target in sources:
        mine, theirs = score(items, ours), score(items, bare)
        for i, field in enumerate(mine):
            label = (name, f"{len(items):>6}") if i == 0 else ("", " " * 6)
            goal = f"{target:.0%}" if target is not None and field == "all" else ""
            print(
                f"{label[0]:<32} {label[1]} {field:<10} {mine[field]:>10.2%} {theirs[field]:>8.2%} {goal:>7}"
            )
    if EYECITE_TESTS.exists():
        rows, corrected = eyecite_test_rows()
        mine, cites = score_eyecite_tests(rows, ours_eyecite_tests)
        theirs, _ = score_eyecite_tests(rows, eyecite_eyecite_tests)
        for i, field in enumerate(sorted(mine, key=lambda f: (f != "found", f))):
            label = ("eyecite find tests", f"{cites:>6}") if i == 0 else ("", " " * 6)
            print(
                f"{label[0]:<32} {label[1]} {field:<10} {mine[field]:>10.2%} {theirs[field]:>8.2%} {'99%':>7}"
            )
        print(f"  ({corrected} stated values corrected: bench/yardstick/{EYECITE_CORRECTIONS.name})")
    examples = "\n\n".join(item.text for item in reporters)
    digest = hashlib.sha256(examples.encode()).hexdigest()[:12]
    variants = seed_variants(examples, args.seeds)
    print(
        f"hash-seed variants over {args.seeds} seeds (reporters-db examples, {digest}): {variants} (target 0)"
    )


if __name__ == "__main__":
    main()
