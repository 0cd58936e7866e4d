"""From a Tier 1 citation to what a source can look up, or why none can.

A case citation becomes a `CitationRef` of one kind (a US reporter slot, a Westlaw number, a
docket number, a UK neutral citation) with the normalised key the source cache files it under
("us:347 U.S. 483", "uk:[2019] UKSC 41"); the registry says which sources are asked about each
kind. Citations that are not cases, UK law reports without a neutral citation, and
structurally broken ones become an `Unroutable` with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components, parallel_slot
from briefcheck.reference import (
    appeal_numbered,
    division_omittable,
    find_reporter,
    law_report_series,
    public_domain_reporter,
    tna_court_codes,
    tna_start_year,
    tna_uri,
)
from briefcheck.reference.reporters import volume_years, year_gap, years_said
from briefcheck.reference.tables import ReporterRow
from briefcheck.reference.uk import BAILII_NUMBERED
from briefcheck.text.names import slot_key


class RefKind(StrEnum):
    """What a citation is, as far as a source is concerned: each kind has its own chain."""

    US_REPORTER = "us_reporter"  # volume, reporter, first page (public-domain citations too)
    WESTLAW = "westlaw"  # "2019 WL 1234567": held sparsely, by subscription services in full
    DOCKET = "docket"  # an unreported slip opinion cited by docket number
    # "597 U.S. ___ (2022)": a volume whose pages are not yet printed, found by its parties in its
    # court and year, and tied to the volume where the source holds the case in it
    UNPAGED = "unpaged"
    # "Smith, 925 F.3d at 1345" with no full citation earlier: placed by the page it pins
    SHORT_FORM = "short_form"
    UK_NEUTRAL = "uk_neutral"  # "[2019] UKSC 41"

    @property
    def label(self) -> str:
        return {
            RefKind.US_REPORTER: "US reporter",
            RefKind.WESTLAW: "Westlaw",
            RefKind.DOCKET: "docket-number (slip opinion)",
            RefKind.UNPAGED: "volume with its page not yet printed",
            RefKind.SHORT_FORM: "short-form (no full citation earlier)",
            RefKind.UK_NEUTRAL: "UK neutral",
        }[self]

    @property
    def has_slot(self) -> bool:
        """Whether a citation look-up can read it; a docket number, or a volume with no page yet, is
        found by a search of its parties, court and date instead."""
        return self not in (RefKind.DOCKET, RefKind.UNPAGED)

    @property
    def sparse(self) -> bool:
        """Held by public sources only in part: not finding one proves nothing."""
        return self in (RefKind.WESTLAW, RefKind.DOCKET, RefKind.UNPAGED)


# A UK neutral citation inside a longer string: "[2019] UKSC 41", "[2020] EWCA Civ 1234",
# "[2019] EWHC 123 (Admin)". The pin ("at [45]") is not part of it.
_NCN = re.compile(
    r"\[(\d{4})\]\s+([A-Z][A-Za-z]{1,8})(?:\s+(Civ|Crim|T[123]|B))?\s+(\d{1,5})(?:\s*\(([A-Za-z]{2,10})\))?"
)
# UK neutral-citation court codes that Find Case Law does not hold (BAILII-assigned House of
# Lords numbers, Scottish and Northern Irish courts, older tribunals): real, but not covered.
_NCN_ELSEWHERE = frozenset(
    {"UKHL", "CSIH", "CSOH", "HCJAC", "NICA", "NIQB", "NICh", "NIFam", "NICC", "UKEAT", "UKIAT", "EWLands"}
)
# "Smith v Jones" / "Smith v. Jones" at the start of a citation string, when Tier 1 left the
# party components empty.
_PARTIES = re.compile(r"^\s*(?P<p1>[^,\[\]]+?)\s+v\.?\s+(?P<p2>[^,\[\]]+?)(?=\s*(?:,|\[|\(|\d))")
_BAILII_COURTS = {
    "UKSC": "uk/cases/UKSC",
    "NICA": "nie/cases/NICA",
    "UKPC": "uk/cases/UKPC",
    "UKHL": "uk/cases/UKHL",
    "EWCA Civ": "ew/cases/EWCA/Civ",
    "EWCA Crim": "ew/cases/EWCA/Crim",
    "UKUT": "uk/cases/UKUT",
    "UKFTT": "uk/cases/UKFTT",
    "EWHC": "ew/cases/EWHC",
    "EAT": "uk/cases/UKEAT",
}


@dataclass(frozen=True)
class CitationRef:
    """What a source needs to look one authority up."""

    kind: RefKind
    key: str
    text: str
    party_1: str | None = None
    party_2: str | None = None
    year: int | None = None
    decided: date | None = None  # where the brief dates the decision to the day ("Feb. 9, 2017")
    court_id: str | None = None  # courts-db id (US); the UK court is part of the neutral citation
    # US reporter slot (a Westlaw number as year, "WL", number)
    volume: str | None = None
    reporter: str | None = None
    page: str | None = None
    # UK neutral citation and its Find Case Law URI (e.g. "uksc/2017/5")
    ncn: str | None = None
    uri: str | None = None
    covered_from: int | None = None  # first year the source holds for this court
    docket_number: str | None = None
    parallels: tuple[str, ...] = ()  # the other reporters' citations the brief gives ("112 S. Ct. 2188")
    table: bool = False  # the brief says the decision is printed in a table of dispositions
    order: bool = False  # an order denying review, which its case's history cites: one of a list

    @property
    def cited(self) -> str:
        """The citation as looked up, without the jurisdiction prefix ("347 U.S. 483")."""
        return self.key.split(":", 1)[1]

    @property
    def search_years(self) -> tuple[int, int] | None:
        """The years a search for a sparsely held citation is filtered by (a year either side of
        the cited one): never for a reporter citation, whose absence is evidence and whose year
        may be the very error."""
        if not self.kind.sparse or self.year is None:
            return None
        return self.year - 1, self.year + 1

    @property
    def case_name(self) -> str | None:
        names = [p for p in (self.party_1, self.party_2) if p]
        return " v ".join(names) if names else None

    @property
    def bailii_url(self) -> str | None:
        return bailii_url(self.ncn) if self.ncn else None


def public_domain(ref: CitationRef) -> bool:
    """A public-domain (vendor-neutral) citation: its "volume" is the year ("2013 IL App (1st)
    111279-U", "2019-Ohio-1234" as read), which no reporter volume of a source holds, and its
    "page" numbers a decision of that year ("2005 WI 14"), none of which lies inside another."""
    if not (ref.volume and ref.year):
        return False
    if ref.volume == str(ref.year):
        return True
    # Louisiana's appellate form: its "volume" the year the appeal was docketed, never after the decision
    reporter = find_reporter(ref.reporter)
    docketed = reporter.docket_year(ref.volume) if reporter is not None else None
    return docketed is not None and docketed <= ref.year


def numbered_year(ref: CitationRef) -> int | None:
    """The year a public-domain citation's own number gives ("2021 WI 5": 2021), whatever year its
    parenthetical says; None for a reporter's citation, or a docket-numbered form's."""
    reporter = find_reporter(ref.reporter) if ref.reporter else None
    volume = ref.volume or ""
    if reporter is None or reporter.cite_type != "neutral" or reporter.docket_numbered:
        return None
    return int(volume) if volume.isdigit() and len(volume) == 4 else None


def bailii_url(ncn: str) -> str | None:
    """BAILII's page for a UK neutral citation: a link for a person, never fetched."""
    m = _find_ncn(ncn)
    if not m:
        return None
    year, court, sub, number, division = m.groups()
    base = _BAILII_COURTS.get(f"{court} {sub}" if sub else court)
    if not base:
        return None
    path = f"{base}/{division}" if division and court in ("EWHC", "UKUT", "UKFTT") else base
    return f"https://www.bailii.org/{path}/{year}/{number}.html"


@dataclass(frozen=True)
class Unroutable:
    """No public source can look this citation up: broken (`malformed`) or simply not covered."""

    malformed: bool
    reason: str
    human_url: str | None = None  # where a person may still look (BAILII), never fetched


def _year(value: str | None) -> int | None:
    return int(value) if value and value.isdigit() else None


def parties_of(citation: Citation) -> tuple[str | None, str | None]:
    """The cited parties: Tier 1's components, or read from the start of the citation text."""
    c = citation.components
    if c.party_1 or c.party_2:
        return c.party_1, c.party_2
    m = _PARTIES.match(citation.text)
    return (m.group("p1"), m.group("p2")) if m else (None, None)


def _unknown_series(c: Components) -> str | None:
    """The series no table knows among a citation's own and its parallels' ("440 P.4th 100" after
    "7 Cal. 5th 100"): the one to name, not a known first one."""
    series = [c.reporter, *(slot[1] for p in c.parallel_citations if (slot := parallel_slot(p)))]
    unknown = [s for s in series if s and find_reporter(s) is None and not public_domain_reporter(s)]
    return unknown[0] if unknown else c.reporter


def _find_ncn(text: str) -> re.Match[str] | None:
    return next((m for m in _NCN.finditer(text) if m.group(2) in tna_court_codes() | _NCN_ELSEWHERE), None)


def route(citation: Citation) -> CitationRef | Unroutable:
    """The source and key for a citation, or why no public source can check it."""
    if CitationFlag.MALFORMED in citation.flags:
        return Unroutable(True, malformed_reason(citation))
    if CitationFlag.UNKNOWN_REPORTER in citation.flags:
        reporter = _unknown_series(citation.components) or "its reporter"
        if citation.jurisdiction is Jurisdiction.UK:
            # England's nominate reports run to hundreds of series ("19 St Tr 1029"): one our table
            # lacks is a doubt for a person, not a broken citation
            return Unroutable(
                False, f"the report series {reporter!r} is not one we know, and no source consulted holds it"
            )
        return Unroutable(True, f"reporter {reporter!r} is not a known law reporter")
    if citation.type is not CitationType.CASE:
        return Unroutable(False, f"{citation.type.value} citations are not held by a public case-law source")
    if citation.jurisdiction is Jurisdiction.US:
        return _route_us(citation)
    if citation.jurisdiction is Jurisdiction.INTERNATIONAL:
        court = citation.components.court or "an international court"
        return Unroutable(False, f"judgments of the {court} are not held by any source consulted")
    return _route_uk(citation)


_WRITTEN_YEAR = re.compile(r"(?P<open>[\[(])(?P<year>\d{1,6})(?P<close>[\])])")
# A division in brackets after a neutral citation's number: "[2019] EWCA Civ 123 (Admin)".
# A neutral citation's parts run together: "[2019]UKSC", "UKSC41", "Civ99"
_RUN_ON = re.compile(r"\][A-Za-z]|[A-Z]{2,}\d|\b(?:Civ|Crim)\d")
_SECOND_DIVISION = re.compile(
    r"\d\s*(?:\(\s*[A-Za-z][A-Za-z0-9]{0,11}\s*\)\s*)?\(\s*(?P<division>[A-Za-z][A-Za-z0-9]{0,11})\s*\)\s*$"
)


def malformed_reason(citation: Citation) -> str:
    """What is wrong with a citation Tier 1 found malformed, in a lawyer's words."""
    c, text = citation.components, citation.text
    year = _WRITTEN_YEAR.search(text)
    if year and len(year["year"]) != 4:
        digits = len(year["year"])
        return f"the year {year.group()} has {digits} digit{'s' if digits != 1 else ''}, not four"
    if citation.jurisdiction is Jurisdiction.UK:
        if year and (year["open"], year["close"]) != ("[", "]") and c.court and not c.reporter:
            return f"the year {year.group()} is not in square brackets, as a neutral citation's is"
        if year and year["open"] == "(" and c.reporter and not c.volume:
            return (
                f"the year {year.group()} is in round brackets, but {c.reporter} is cited with its year "
                f"in square brackets ([{year['year']}] {c.reporter} ...)"
            )
        series = law_report_series(c.reporter) if c.reporter and not c.volume else None
        if series is not None and series.cited_by_volume and c.year:
            return (
                f"it names no volume, and {c.reporter} prints {series.volumes_in(int(c.year))} numbered "
                f"volumes a year: a citation names one, as [{c.year}] 1 {c.reporter} {c.page or '...'} does"
            )
        if c.court and c.number and c.year and not year and c.year in text:
            return f"the year {c.year} is not in square brackets, as a neutral citation's is"
        if c.court and c.number and c.year and _RUN_ON.search(text):
            written = " ".join(filter(None, (f"[{c.year}]", c.court, c.division, c.number)))
            return f"its parts run together: write it {written}"
        if c.court and not c.number:
            return f"no judgment number after {c.court}"
        if c.number and c.number.isdigit() and int(c.number) == 0:
            return "judgment number 0: neutral citations are numbered from 1"
        second = _SECOND_DIVISION.search(text)
        if c.court and c.division and second and second["division"] != c.division:
            return (
                f"the {c.court} {c.division} has no ({second['division']}) division: the citation mixes "
                "two courts' forms"
            )
        if c.court and c.number and not c.division and second:
            return (
                f"the {c.court} has no divisions, and ({second['division']}) is another court's: the "
                "citation mixes two courts' forms"
            )
        if c.court and c.number and appeal_numbered(c.court) and not re.search(r"\d[_/]\d", text):
            return (
                f"{c.court} numbers name the appeal with its year and the judgment's day (e.g. [2017] "
                f"{c.court} 0123_16_1005); a number alone names no judgment"
            )
        if c.court and c.number and not c.division:
            return f'{c.court} citations name their division or chamber (e.g. "(Admin)"); this one does not'
        if c.reporter and not c.page:
            return f"no page after {c.reporter}"
        if c.party_1 and not c.party_2 and " v" in text:
            return "the second party's name is missing"
    return "Tier 1 found the citation structurally malformed"


# Reporters that print every decision in full, none in a table of dispositions: a "(table)"
# written after one of them is no reason to doubt what its page holds
_NO_TABLES = frozenset(
    slot_key(r)
    for r in ("U.S.", "S. Ct.", "L. Ed.", "L. Ed. 2d", "F. App'x", "F. Supp.", "F. Supp. 2d", "F. Supp. 3d")
)


def _anchored(volume: str, reporter: str) -> tuple[ReporterRow, tuple[float, float]] | None:
    """The series' curated row and the decision years its anchors give the volume, where they do."""
    row = find_reporter(reporter)
    curated = row.curated if row is not None else None
    years = volume_years(curated, int(volume)) if curated is not None and volume.isdigit() else None
    return (curated, years) if curated is not None and years is not None else None


def _volume_misdated(volume: str, reporter: str, year: int | None) -> str | None:
    """Why a volume cannot be of the citation's year, by its series' anchors ("612 U.S. ___ (2022)"),
    or None where it can or nothing tells."""
    anchored = _anchored(volume, reporter)
    if anchored is None or year is None:
        return None
    curated, years = anchored
    if year_gap(year, years, curated.tolerance) <= 0:
        return None
    return f"volume {volume} of {reporter} holds decisions of {years_said(years)}, not of {year}"


def fits_its_volume(volume: str, reporter: str, year: int | None) -> bool:
    """Whether a decision of `year` is of the volume's years by its series' anchors, within a year of
    their middle (the anchors place a volume to within months): not within the tolerance that only
    rules a volume impossible ("598 U.S." holds 2022's decisions, not 2024's)."""
    anchored = _anchored(volume, reporter)
    return year is not None and anchored is not None and abs(year - sum(anchored[1]) / 2) <= 1


# The series a decision of the Supreme Court is cited in before its pages are printed: "597 U.S. ___",
# and with no volume "___ U.S. ___" or "___ S. Ct. ___"
_SUPREME_COURT_SERIES = (slot_key("U.S."), slot_key("S. Ct."))
# A page left blank after a volume and its reporter, or volume and page both: "597 U.S. ___", "597
# U.S. —", "___ U.S. ___"
_UNPRINTED = r"(?:_{2,}|-{1,4}|[\u2013\u2014])"
_PAGE_NOT_PRINTED = re.compile(rf"(?:\b\d{{1,4}}|{_UNPRINTED})\s*[A-Z][\w.' ]{{0,12}}?\s*{_UNPRINTED}")


def _route_us(citation: Citation) -> CitationRef | Unroutable:
    c = citation.components
    party_1, party_2 = parties_of(citation)
    common = {
        "text": citation.text,
        "party_1": party_1,
        "party_2": party_2,
        "year": _year(c.year),
        "decided": c.cited_date(),
        "court_id": c.court_id,
        "docket_number": c.docket_number,
    }
    # Routed by what they are before the volume/reporter/page slot, which Tier 1 also fills for
    # them ("2019 WL 1234567" reads as volume 2019, reporter WL).
    if c.wl_number:
        year, _, number = c.wl_number.partition(" WL ")
        year, number = year.strip(), number.strip()
        return CitationRef(
            kind=RefKind.WESTLAW,
            key=f"us:{year} WL {number}",
            volume=year,
            reporter="WL",
            page=number,
            **{**common, "year": _year(c.year) or _year(year)},
        )
    if c.docket_number and not (c.volume and c.reporter and c.page and c.reporter != "WL"):
        return CitationRef(
            kind=RefKind.DOCKET,
            key=f"us:No. {c.docket_number} ({c.court_id or 'court unknown'})",
            **common,
        )
    reporter = " ".join((c.reporter or "").split())
    if c.volume and reporter and c.page:
        # public-domain citations have page-like ids ("2013 IL App (1st) 111279-U"): digits suffice
        if not (c.volume.isdigit() and any(ch.isdigit() for ch in c.page)):
            return Unroutable(True, f"volume {c.volume!r} and page {c.page!r} are not a volume and a page")
        return CitationRef(
            kind=RefKind.US_REPORTER,
            key=f"us:{c.volume} {reporter} {c.page}",
            volume=c.volume,
            reporter=reporter,
            page=c.page,
            parallels=tuple(c.parallel_citations),
            table=CitationFlag.TABLE_DECISION in citation.flags and slot_key(reporter) not in _NO_TABLES,
            order=CitationFlag.ORDER_IN_A_LIST in citation.flags,
            **common,
        )
    # a volume whose page is not yet printed, with a parallel that is ("596 U.S. ___, 142 S. Ct. 865"):
    # looked up at the parallel, as "___ U.S. ___, 142 S. Ct. 865" is
    slots = [
        (p, slot)
        for p in c.parallel_citations
        if (slot := parallel_slot(p)) is not None and slot[2].isdigit()
    ]
    if c.volume and reporter and not c.page and slots:
        misdated = _volume_misdated(c.volume, reporter, _year(c.year))
        if misdated is not None:
            return Unroutable(True, misdated)  # its parallel found would not vouch for this volume
        volume, parallel_reporter, page = slots[0][1]
        return CitationRef(
            kind=RefKind.US_REPORTER,
            key=f"us:{volume} {parallel_reporter} {page}",
            volume=volume,
            reporter=parallel_reporter,
            page=page,
            parallels=tuple(p for p, _ in slots[1:]),
            **common,
        )
    if (
        ((c.volume or "").isdigit() or (not c.volume and c.year is not None))
        and reporter
        and not c.page
        and slot_key(reporter) in (_SUPREME_COURT_SERIES if not c.volume else _SUPREME_COURT_SERIES[:1])
        and _PAGE_NOT_PRINTED.search(citation.text)
    ):
        # "Dobbs v. Jackson Women's Health Org., 597 U.S. ___ (2022)": the Supreme Court's decisions
        # are cited so for years before their pages are printed (no other series routinely is), and
        # before their volume is, "___ U.S. ___ (2024)": found by the parties in the court's year
        misdated = _volume_misdated(c.volume, reporter, _year(c.year)) if c.volume else None
        if misdated is not None:
            return Unroutable(True, misdated)
        return CitationRef(
            kind=RefKind.UNPAGED,
            key=f"us:{c.volume or '___'} {reporter} ___",
            volume=c.volume,
            reporter=reporter,
            **common,
        )
    pinned = (c.pin_cite or "").split("-")[0].split(",")[0].strip()
    if c.volume and c.volume.isdigit() and reporter and pinned.isdigit():
        # a short form whose full citation is not in the document: the case is the one the
        # pinned page falls inside
        return CitationRef(
            kind=RefKind.SHORT_FORM,
            key=f"us:{c.volume} {reporter} at {pinned}",
            volume=c.volume,
            reporter=reporter,
            page=pinned,
            **common,
        )
    return Unroutable(True, "no volume, reporter and page to look the case up by")


def _route_uk(citation: Citation) -> CitationRef | Unroutable:
    c = citation.components
    party_1, party_2 = parties_of(citation)
    m = _find_ncn(citation.text)
    if m:
        year, court, sub, number, division = m.groups()
        ncn = (
            f"[{year}] {court}"
            + (f" {sub}" if sub else "")
            + f" {number}"
            + (f" ({division})" if division else "")
        )
    elif c.year and (c.court in tna_court_codes() or c.court in _NCN_ELSEWHERE) and c.number:
        ncn = f"[{c.year}] {c.court} {c.number}" + (f" ({c.division})" if c.division else "")
    elif c.reporter or c.page or re.search(r"\[\d{4}\]\s+(?:\d+\s+)?[A-Z][A-Za-z' .]*\s+\d+", citation.text):
        return Unroutable(
            False, "UK law report citation without a neutral citation: law reports are not publicly held"
        )
    else:
        return Unroutable(True, "neither a neutral citation nor a law report reference could be read")
    if ncn.split()[1] in _NCN_ELSEWHERE:
        return Unroutable(
            False, f"{ncn}: Find Case Law does not hold this court's judgments", bailii_url(ncn)
        )
    if BAILII_NUMBERED.search(citation.text):
        return Unroutable(
            False,
            f"{ncn}: BAILII's number for a judgment given before neutral citations, which Find Case Law "
            "does not hold",
        )
    uri = tna_uri(ncn)
    if uri is None and c.court_id and m is not None and m.group(4):
        # a court or chamber our own registry names that the package's does not yet
        # ("[2025] UKFTT 1077 (PC)"): Find Case Law files it under court / year / number
        uri = f"{c.court_id}/{m.group(1)}/{int(m.group(4))}"
    if uri is None and division_omittable(ncn.split()[1]):
        return Unroutable(
            False,
            f"{ncn} does not name its chamber, and Find Case Law files judgments by chamber",
            bailii_url(ncn),
        )
    if uri is None:
        return Unroutable(True, f"{ncn} is not a valid neutral citation of any UK court")
    prefix, year_s = uri.rsplit("/", 2)[0], uri.rsplit("/", 2)[1]
    start = tna_start_year(prefix)
    return CitationRef(
        kind=RefKind.UK_NEUTRAL,
        key=f"uk:{ncn}",
        text=citation.text,
        party_1=party_1,
        party_2=party_2,
        year=int(year_s),
        ncn=ncn,
        uri=uri,
        covered_from=start,
    )
