"""What the offline index answers: cases, the citation that matched, coverage and position."""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel, ConfigDict


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class IndexedCase(_Frozen):
    """One opinion cluster of CourtListener's bulk data, with what a check compares."""

    cluster_id: int
    case_name: str
    case_name_short: str = ""
    case_name_full: str = ""
    date_filed: date | None = None
    court_id: str | None = None
    court_name: str | None = None
    docket_number: str | None = None
    precedential_status: str | None = None
    slug: str = ""
    url: str
    citations: list[str] = []  # every citation of the cluster, "457 U.S. 800"; WL as "2019 WL 1234567"

    @property
    def year(self) -> int | None:
        return self.date_filed.year if self.date_filed else None


class CitationHit(_Frozen):
    """A case and the citation of it that matched the question."""

    case: IndexedCase
    volume: str
    reporter: str
    page: str

    @property
    def cited(self) -> str:
        return f"{self.volume} {self.reporter} {self.page}"


class Coverage(_Frozen):
    """Whether the index can answer for a reporter volume: absence means something only if dense."""

    covered: bool
    dense: bool
    reason: str
    pages_per_case: float | None = None  # the reporter's, measured on its best-held volumes
    volume_end: int | None = None  # the page the last cases of the reporter's longer volumes start on
    reporter_held: bool = True  # False: the index holds no volume of the reporter at all
    newest: bool = False  # the newest volume of the reporter held: the edition may stop inside it


class CourtYear(_Frozen):
    """How fully the index holds one court's cases of one year: absence of a name is evidence only
    where the year is held about as fully as the years around it."""

    court_id: str
    court_name: str | None
    year: int
    cases: int
    neighbours: int | None  # the median count of the court's three years either side, where held
    well_held: bool

    @property
    def said(self) -> str:
        court = self.court_name or self.court_id
        around = f", against about {self.neighbours:,} a year around it" if self.neighbours else ""
        return f"{self.cases:,} opinions of the {court} held for {self.year}{around}"


class Position(_Frozen):
    """Where a page falls: the case starting at or before it in its volume, and the next one."""

    containing: CitationHit | None = None
    next: CitationHit | None = None


class ReporterCoverage(_Frozen):
    reporter: str
    volume_min: int
    volume_max: int
    volumes: int
    cases: int
    newest_date_filed: date | None = None


class IndexInfo(_Frozen):
    edition: str
    selection: str  # "the whole edition", or the courts and dates it was built from
    path: str
    size_bytes: int
    rows: dict[str, int]
    reporters: list[ReporterCoverage]


class OpinionRow(_Frozen):
    """One opinion's text as the index keeps it: normalised for matching, with page offsets and
    those of its numbered paragraphs."""

    opinion_id: int
    kind: str  # "010combined", "020lead", "030concurrence", "040dissent" ...
    text: str
    units: tuple[tuple[int, int], ...]  # (printed page, offset of its first word)
    paragraphs: tuple[tuple[int, int], ...] = ()  # ("¶ 12" -> 12, offset of its first word)
    notes: tuple[tuple[int, int, int], ...] = ()  # (footnote's number or 0, its start, its end)


# What a citations row the build kept as skipped lacked: its volume may be any, so its reporter
# and page say which slots it may have been (`SQLiteCitationIndex.skipped_at`)
UNREAD_NUMBER = "a volume or cluster id that is no number"


# The largest whole number SQLite holds
SQLITE_MAX = 2**63 - 1


def held_number(value: str | None) -> int | None:
    """A field's whole number, or None where it is none SQLite can hold: not ASCII digits ("²" is a
    digit to str.isdigit, not to int), or past its 64-bit integers ("99999999999999999999" was an
    OverflowError)."""
    if value is None:
        return None
    value = value.strip()
    if not (value.isascii() and value.isdigit()):
        return None
    number = int(value)
    return number if number <= SQLITE_MAX else None
