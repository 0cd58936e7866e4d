"""One normalised, typed view of a task: the numbers and names every check reads.

Components are strings as Tier 1 wrote them; here they become ints, resolved reporters and
courts. A short form borrows what it lacks (parties, court, year) from its antecedent.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import (
    Citation,
    CitationTask,
    Components,
    month_number,
    named_parallel,
    parallel_slot,
)
from briefcheck.panel.rules.findings import Finding
from briefcheck.reference import (
    PUBLIC_DOMAIN_FROM,
    Court,
    LawReport,
    Neutral,
    Reporter,
    court_from_courts_db,
    find_reporter,
    parse_law_report,
    parse_neutral,
    public_domain_reporter,
    resolve_court,
    volume_year,
)

_WL = re.compile(r"\b(\d{2,4})\s+WL\s+(\d+)\b")
_YEAR_PAREN = re.compile(r"\((?:[^()]*\s)?(\d{4})\)\s*$")
_PARENTHETICAL = re.compile(
    r"\((?:holding|finding|concluding|explaining|noting|stating|ruling|recognizing|recognising|"
    r"applying|observing|reasoning|describing)\b[^()]*(?:\([^()]*\)[^()]*)*\)",
    re.IGNORECASE,
)
_LEADING_NUMBER = re.compile(r"\*?\s*(\d+)")


@dataclass(frozen=True)
class Parallel:
    text: str
    volume: int
    reporter_text: str
    reporter: Reporter | None
    page: int


@dataclass(frozen=True)
class View:
    citation: Citation
    components: Components
    today: date
    orphan: bool
    antecedent_text: str | None
    year: int | None  # as cited
    month: int | None
    day: int | None
    volume: int | None
    page: int | None
    pin: int | None
    reporter_text: str | None
    reporter: Reporter | None
    court_text: str | None
    court: Court | None
    neutral: Neutral | None
    law_report: LawReport | None
    wl_text: str | None
    wl_year: int | None
    wl_number: int | None
    parallels: tuple[Parallel, ...]
    claim_text: str
    parenthetical: str
    quoted: str  # the words the brief quotes from this authority
    # Each check's findings on this view, once: the checks are pure functions of the view, and
    # the five seats run many of the same ones.
    findings: dict[Callable[[View], list[Finding]], tuple[Finding, ...]] = field(
        default_factory=dict, compare=False, repr=False
    )
    # what the brief's parentheticals call the opinion ("per curiam", "en banc")
    described_as: frozenset[str] = frozenset()

    @property
    def type(self) -> CitationType:
        return self.citation.type

    @property
    def jurisdiction(self) -> Jurisdiction:
        return self.citation.jurisdiction

    @property
    def flags(self) -> frozenset[CitationFlag]:
        return frozenset(self.citation.flags)

    @property
    def is_database(self) -> bool:
        """A Westlaw/Lexis or public-domain cite: the 'volume' is a year, not a book. A public-domain
        form written with a print reporter's name ("2015-Ohio-1234", "2020 S.D. 5") is one when
        its volume is its year: no print volume is numbered that high."""
        if self.reporter is None:
            return False
        if self.reporter.cite_type in ("database", "neutral"):
            return True
        # (a hyphened "1989-Ohio-1234" is one whatever its year: no print volume is written so; nor
        # is one numbered from 1990, whatever year the parenthetical gives: "2019-Ohio-1234 (Ohio Ct.
        # App. 2018)" is a public-domain number a year off, not the Ohio Reports' volume 2019)
        year_volume = self.volume is not None and (
            self.volume >= PUBLIC_DOMAIN_FROM or f"{self.volume}-" in self.citation.text
        )
        return year_volume and public_domain_reporter(self.reporter.abbreviation)

    @property
    def inferred_year(self) -> int | None:
        """The cited year, else the year the volume implies when the volume exists."""
        if self.year is not None:
            return self.year
        row = self.reporter.curated if self.reporter else None
        if row is None or self.volume is None or self.is_database:
            return None
        return volume_year(row, self.volume, self.today.year)


def _int(value: str | None) -> int | None:
    if not value:
        return None
    m = _LEADING_NUMBER.match(value.strip())
    return int(m.group(1)) if m else None


def _page_pin(value: str | None) -> int | None:
    """A pin page; a star page ("*3", the page of a slip opinion or a database) is not one and
    is never range-checked against the reporter's first page."""
    if not value or value.lstrip().startswith("*"):
        return None
    return _int(value)


def _merged(task: CitationTask) -> Components:
    """A short form's components, with what it lacks taken from its antecedent."""
    own = task.citation.components
    if not task.citation.is_short_form or task.antecedent is None:
        return own
    base = task.antecedent.components.model_dump()
    base.update({k: v for k, v in own.model_dump().items() if v not in (None, [], "")})
    # Id. and supra carry no volume/page of their own: the antecedent's stand. A short form of
    # the antecedent's parallel ("354 A.2d at 498" after "30 Md.App. 599, 354 A.2d 483") starts
    # at the parallel's first page.
    named = named_parallel(own, task.antecedent.components) if not own.page else None
    if named is not None:
        base["page"] = named[2]
    return Components.model_validate(base)


def _claim_sentence(task: CitationTask) -> str:
    if task.claim is not None:
        return " ".join(filter(None, (task.claim.text, task.claim.parenthetical)))
    context, cite = task.context, task.citation.text
    at = context.find(cite)
    if at < 0:
        return context
    start = max(context.rfind(". ", 0, at), context.rfind("\n", 0, at))
    end_candidates = [
        i for i in (context.find(". ", at + len(cite)), context.find("\n", at + len(cite))) if i >= 0
    ]
    end = min(end_candidates) if end_candidates else len(context)
    return context[start + 1 : end + 1].strip()


def _parenthetical(task: CitationTask) -> str:
    """Explanatory parentheticals ('(holding that ...)') attached to this citation."""
    parts = []
    if task.claim is not None and task.claim.parenthetical:
        parts.append(task.claim.parenthetical)
    # Tier 1's claim read the parenthetical after this very citation; the context, which may hold
    # the same citation text earlier (the block before), is searched only when there is no claim
    at = task.context.find(task.citation.text) if task.claim is None else -1
    if at >= 0:
        tail = task.context[at + len(task.citation.text) : at + len(task.citation.text) + 600]
        m = _PARENTHETICAL.match(tail.lstrip(" ,"))
        if m:
            parts.append(m.group(0))
    parts.extend(m.group(0) for m in _PARENTHETICAL.finditer(task.citation.text))
    return " ".join(parts)


def _court(components: Components) -> Court | None:
    """The court as written, unless Tier 1 identified another one (courts-db's id for a court the
    curated tables read as today's: "D. Ill." in 1850 is the undivided district, not today's)."""
    court = resolve_court(components.court) if components.court else None
    court_id = components.court_id
    if court_id and "/" not in court_id and (court is None or court.courts_db_id not in (None, court_id)):
        court = court_from_courts_db(court_id) or court
    return court


def _parallels(components: Components) -> tuple[Parallel, ...]:
    out = []
    for text in components.parallel_citations:
        slot = parallel_slot(text)
        if slot:
            out.append(Parallel(text, int(slot[0]), slot[1], find_reporter(slot[1]), int(slot[2])))
    return tuple(out)


# The seats judge a task one after another (or, beside model seats, in threads): the views of
# the latest tasks are kept, each with its task, so a reused id cannot be mistaken for it.
_RECENT_VIEWS = 64
_views: dict[int, tuple[CitationTask, date, View]] = {}
_views_lock = threading.Lock()


def build_view(task: CitationTask, today: date) -> View:
    """What the rules read of a task (a pure function of it and `today`)."""
    with _views_lock:
        kept = _views.get(id(task))
    if kept is not None and kept[0] is task and kept[1] == today:
        return kept[2]
    view = _build_view(task, today)
    with _views_lock:
        if len(_views) >= _RECENT_VIEWS:
            del _views[next(iter(_views))]
        _views[id(task)] = (task, today, view)
    return view


def _build_view(task: CitationTask, today: date) -> View:
    citation = task.citation
    comps = _merged(task)
    text = citation.text
    year = _int(comps.year)
    if year is not None and year < 1000:  # "[202] UKSC 1": malformed, not a year
        year = None
    if year is None and citation.jurisdiction is Jurisdiction.US:
        m = _YEAR_PAREN.search(text)
        year = int(m.group(1)) if m else None
    wl_text = comps.wl_number
    if wl_text is None and comps.reporter and comps.reporter.strip().upper() == "WL":
        wl_text = f"{comps.volume} WL {comps.page}"
    if wl_text is None:
        m = _WL.search(text)
        wl_text = m.group(0) if m else None
    wl_match = _WL.search(wl_text) if wl_text else None
    neutral = None
    law_report = None
    if citation.jurisdiction is Jurisdiction.UK and citation.type is CitationType.CASE:
        # what Tier 1 read decides the kind: a series it named is a law report, whatever its text
        neutral = parse_neutral(text) if comps.court or not comps.reporter else None
        if neutral is None and comps.court and comps.number:
            neutral = Neutral(
                year=_int(comps.year) if comps.year and len(comps.year) == 4 else None,
                year_text=comps.year or "",
                code=comps.court,
                division=comps.division,
                number=_int(comps.number),
            )
        if neutral is None:
            law_report = parse_law_report(text)
            if law_report is None and comps.reporter and comps.year and comps.page:
                law_report = LawReport(
                    int(comps.year), _int(comps.volume), comps.reporter, _int(comps.page) or 0
                )
        if neutral is not None and neutral.year is not None:
            year = neutral.year
        elif law_report is not None:
            year = law_report.year
    reporter_text = comps.reporter if law_report is None else None
    return View(
        citation=citation,
        components=comps,
        today=today,
        orphan=citation.is_short_form and task.antecedent is None,
        antecedent_text=task.antecedent.text if task.antecedent is not None else None,
        year=year,
        month=month_number(comps.month),
        day=_int(comps.day),
        volume=_int(comps.volume),
        page=_int(comps.page),
        pin=_page_pin(comps.pin_cite),
        reporter_text=reporter_text,
        reporter=find_reporter(reporter_text),
        court_text=comps.court if citation.jurisdiction is Jurisdiction.US else None,
        court=_court(comps) if citation.jurisdiction is Jurisdiction.US else None,
        neutral=neutral,
        law_report=law_report,
        wl_text=wl_text,
        wl_year=int(wl_match.group(1)) if wl_match else None,
        wl_number=int(wl_match.group(2)) if wl_match else None,
        parallels=_parallels(comps),
        claim_text=_claim_sentence(task),
        parenthetical=_parenthetical(task),
        quoted=" ".join([*task.claim.quotes, *task.claim.unclosed_quotes]) if task.claim is not None else "",
        described_as=frozenset(task.claim.described_as) if task.claim is not None else frozenset(),
    )
