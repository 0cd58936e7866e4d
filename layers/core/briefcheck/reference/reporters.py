"""US reporters: which exist, when they were in print, and what year a volume belongs to.

The curated table (data/reporters.json) answers first; reporters-db answers for the many
reporters the table does not cover, with its dates only (it has no volume ranges).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from datetime import date
from functools import cache

from briefcheck.reference.tables import ReporterRow, neutral_courts, reporters

# reporters-db uses 1750 as "start unknown".
# An opinion runs this many pages at most: a pin further past a first page is not in that case.
MAX_OPINION_PAGES = 150
# ... and no reported decision, with its separate opinions, runs more than this many (the longest,
# Furman v. Georgia and McConnell v. FEC, about 250): a pin further on is in no case begun there.
LONGEST_DECISION_PAGES = 300
# One State's reporters that print several of its courts' decisions, as a regional reporter prints
# several States' (New York's Supplement: the Appellate Division's and the trial courts'; California's
# Reporter: the Supreme Court's and the Courts of Appeal's; Illinois Decisions): CourtListener may
# hold one court's section and not another's
SEVERAL_COURTS = frozenset(
    {"N.Y.S.", "N.Y.S.2d", "N.Y.S.3d", "Cal. Rptr.", "Cal. Rptr. 2d", "Cal. Rptr. 3d", "Ill. Dec."}
)
_PLACEHOLDER_START = 1750

_SPACES = re.compile(r"\s+")


def normalize(abbreviation: str) -> str:
    """'F. Supp. 2d', 'F.Supp.2d' and 'f. supp.2d' all become 'f.supp.2d'."""
    text = abbreviation.replace("\u2019", "'").replace("\u2018", "'")
    return _SPACES.sub("", text).lower()


@dataclass(frozen=True)
class Reporter:
    """A known reporter series: curated row when we have one, else reporters-db dates."""

    abbreviation: str
    name: str
    start: int | None
    end: int | None
    curated: ReporterRow | None
    cite_type: str | None
    source: str
    # The states whose courts it prints (postal codes): a curated row's, or reporters-db's
    # jurisdictions of a state reporter ("us:ca;supreme.court" is CA); empty when not a state's
    states: frozenset[str] = frozenset()
    # Its "volume" is the year a docket was opened and its "page" the docket's number (Louisiana's
    # courts of appeal: "2018-0123 (La. App. 1 Cir. 5/1/19)"), read so by reporters-db
    docket_numbered: bool = False

    def docket_year(self, volume: str | None) -> int | None:
        """The year a docket-numbered form's "volume" names ("2018", or "20" for 2020, "95" for 1995)."""
        if not self.docket_numbered or not volume or not volume.isdigit() or len(volume) not in (2, 4):
            return None
        year = int(volume)
        if len(volume) == 2:
            year += 2000 if 2000 + year <= date.today().year else 1900
        return year

    def in_print(self, year: int) -> bool:
        return (self.start is None or year >= self.start) and (self.end is None or year <= self.end)

    def span(self) -> str:
        return f"{self.start or '?'}-{self.end or 'date'}"


@cache
def _curated_index() -> dict[str, Reporter]:
    """Each curated row as its reporter (made once), under its abbreviation and variants."""
    index: dict[str, Reporter] = {}
    for row in reporters():
        reporter = Reporter(
            abbreviation=row.abbreviation,
            name=row.name,
            start=row.start,
            end=row.end,
            curated=row,
            cite_type=row.kind,
            source=row.source,
            states=frozenset(st for pub in row.publishes for st in (pub.states or ())),
        )
        for name in (row.abbreviation, *row.variants):
            index[normalize(name)] = reporter
    return index


@cache
def _reporters_db_index() -> dict[str, Reporter]:
    from reporters_db import REPORTERS, VARIATIONS_ONLY

    index: dict[str, Reporter] = {}
    for entries in REPORTERS.values():
        for entry in entries:
            for edition, dates in entry["editions"].items():
                start = dates["start"].year if dates.get("start") else None
                if start is not None and start <= _PLACEHOLDER_START:
                    start = None
                end = dates["end"].year if dates.get("end") else None
                index.setdefault(
                    normalize(edition),
                    Reporter(
                        abbreviation=edition,
                        name=entry.get("name", edition),
                        start=start,
                        end=end,
                        curated=None,
                        cite_type=entry.get("cite_type"),
                        source="reporters-db 3.2.67 (dates only)",
                        states=_mlz_states(entry) if entry.get("cite_type") == "state" else frozenset(),
                        docket_numbered=any("louisiana" in r for r in dates.get("regexes") or ()),
                    ),
                )
    for variation, editions in VARIATIONS_ONLY.items():
        target = index.get(normalize(editions[0])) if editions else None
        if target is not None:
            index.setdefault(normalize(variation), target)
    for row in neutral_courts():  # a public-domain form reporters-db lacks ("2021-NCSC-12")
        index.setdefault(
            normalize(row.reporter),
            Reporter(
                abbreviation=row.reporter,
                name=f"public-domain citation ({row.reporter})",
                start=row.since,
                end=None,
                curated=None,
                cite_type="neutral",
                source="data/neutral_courts.json",
            ),
        )
    return index


def find_reporter(abbreviation: str | None) -> Reporter | None:
    """The reporter an abbreviation names, or None when neither the table nor reporters-db knows it."""
    if not abbreviation:
        return None
    key = normalize(abbreviation)
    return _curated_index().get(key) or _reporters_db_index().get(key)


def _mlz_states(entry: dict) -> frozenset[str]:
    """The states of reporters-db's jurisdictions ("us:ca;supreme.court" -> CA)."""
    found = (re.match(r"us:([a-z]{2});", j) for j in entry.get("mlz_jurisdiction", ()))
    return frozenset(m[1].upper() for m in found if m is not None)


def reporters_db_dates(abbreviation: str) -> tuple[int | None, int | None] | None:
    """reporters-db's own (start, end) for an edition, for cross-checking the curated table."""
    hit = _reporters_db_index().get(normalize(abbreviation))
    return (hit.start, hit.end) if hit else None


def _rate(row: ReporterRow) -> float | None:
    """Volumes a year past the last anchor: the row's rate, else the last segment's slope."""
    if row.rate:
        return row.rate
    if len(row.anchors) >= 2:
        (v0, y0), (v1, y1) = row.anchors[-2], row.anchors[-1]
        if y1 > y0:
            return (v1 - v0) / (y1 - y0)
    return None


def expected_year(row: ReporterRow, volume: int) -> float | None:
    """The decision year a volume's cases are expected to have, interpolated between anchors;
    None where there is nothing to go on (no anchors, or a volume before the first anchor when
    that anchor is not the series' first volume: a volume's pace then is unknown)."""
    anchors = row.anchors
    if not anchors or (volume < anchors[0][0] and anchors[0][0] > row.first_volume):
        return None
    if volume <= anchors[0][0]:
        if len(anchors) == 1:
            return float(anchors[0][1])
        (v0, y0), (v1, y1) = anchors[0], anchors[1]
        return y0 - (v0 - volume) * (y1 - y0) / (v1 - v0)
    for (v0, y0), (v1, y1) in itertools.pairwise(anchors):
        if v0 <= volume <= v1:
            return y0 + (volume - v0) * (y1 - y0) / (v1 - v0)
    rate = _rate(row)
    if rate is None:
        return None
    v_last, y_last = anchors[-1]
    return y_last + (volume - v_last) / rate


def volume_years(row: ReporterRow, volume: int) -> tuple[float, float] | None:
    """The decision years a volume holds: from its expected year to the next volume's. A slow
    series' volume holds several years' decisions (the Board of Immigration Appeals' volume 20 runs
    from 1989 to 1995); a fast one's, a part of one year."""
    first = expected_year(row, volume)
    if first is None:
        return None
    following = expected_year(row, volume + 1)
    return first, max(first, following if following is not None else first)


def _shares_courts(a: ReporterRow, b: ReporterRow) -> bool:
    for pa in a.publishes:
        for pb in b.publishes:
            states = pa.states is None or pb.states is None or set(pa.states) & set(pb.states)
            if set(pa.levels) & set(pb.levels) and states:
                return True
    return False


@cache
def _parallel_index() -> dict[str, tuple[ReporterRow, ...]]:
    rows = reporters()
    return {
        row.abbreviation: tuple(
            sorted(
                (
                    other
                    for other in rows
                    if other is not row
                    and other.start <= (row.end or 9999)
                    and row.start <= (other.end or 9999)
                    and _shares_courts(row, other)
                ),
                key=_breadth,
            )
        )
        for row in rows
    }


def _breadth(row: ReporterRow) -> int:
    """How many states a series prints (federal ones count as all): a state's own reporter is
    its official series' likelier parallel than a regional one."""
    return max((len(p.states) if p.states is not None else 99) for p in row.publishes)


def parallel_series(row: ReporterRow) -> tuple[ReporterRow, ...]:
    """Other curated series printing decisions of the same courts in overlapping years, the
    narrowest first: where a parallel citation of the same case is (Cal. App. 5th, Cal. Rptr. 3d)."""
    return _parallel_index().get(row.abbreviation, ())


# Years past a volume's (beyond its series' tolerance) that make a cited year impossible, not odd
VOLUME_YEAR_HARD_GAP = 10


def year_gap(year: int, years: tuple[float, float], tolerance: float) -> float:
    """Years beyond tolerance of the years a volume holds; anchors are year-granular, so half a
    year of slack on top."""
    first, last = years
    off = first - year if year < first else max(0.0, year - last)
    return off - tolerance - 0.5


def years_said(years: tuple[float, float]) -> str:
    """A volume's years as said: "1954", or "1989-1995" for a volume holding several."""
    first, last = round(years[0]), round(years[1])
    return f"{first}" if last <= first + 1 else f"{first}-{last}"


_WESTLAW = re.compile(r"(\d{4})\s+WL\s+\d+$")


@dataclass(frozen=True)
class OutOfTime:
    """Why a parallel citation cannot be, or is unlikely to be, a case's: `impossible` for a Westlaw
    year before the decision or after this year, or a volume more than `VOLUME_YEAR_HARD_GAP` years
    beyond its series' tolerance from the decision's year; else a volume beyond that tolerance."""

    why: str
    impossible: bool


def out_of_its_time(cited: str, decided: int | None, this_year: int) -> OutOfTime | None:
    """What dates a parallel citation ("107 L. Ed. 2d 100", "1994 WL 123456") away from a case decided
    in `decided`: a Westlaw number of an earlier year (a document is numbered when Westlaw adds it) or
    of a year not yet come, or a volume printed beyond its series' tolerance of that year; None when
    it may be the case's, or nothing dates it."""
    if decided is None:
        return None
    westlaw = _WESTLAW.match(cited.strip())
    if westlaw is not None:
        year = int(westlaw[1])
        if year < decided:
            return OutOfTime(f"{cited} is numbered in {year}, before its {decided} decision", True)
        if year > this_year:
            return OutOfTime(f"{cited} is numbered in {year}, a year not yet come", True)
        return None
    volume, series = cited.split(" ", 1)[0], " ".join(cited.split()[1:-1])
    found = find_reporter(series)
    row = found.curated if found is not None else None
    if not volume.isdigit() or row is None or not row.anchors:
        return None
    years = volume_years(row, int(volume))
    gap = year_gap(decided, years, row.tolerance) if years is not None else 0
    impossible = gap > VOLUME_YEAR_HARD_GAP
    # a few years off says something only where anchors close about the volume place it (L. Ed.'s
    # volumes 15 to 41 span 1857 to 1896, and a straight line between them is years off)
    if years is None or gap <= 0 or not (impossible or _anchored_closely(row, int(volume))):
        return None
    said = f"volume {volume} of {series} holds decisions of about {years_said(years)}, not of {decided}"
    return OutOfTime(said, impossible)


# The most years between the anchors about a volume for its years to be read to within a few
_CLOSE_ANCHORS = 10


def _anchored_closely(row: ReporterRow, volume: int) -> bool:
    """Whether the anchors on either side of a volume are at most `_CLOSE_ANCHORS` years apart."""
    for (v0, y0), (v1, y1) in itertools.pairwise(row.anchors):
        if v0 <= volume <= v1:
            return y1 - y0 <= _CLOSE_ANCHORS
    return False


def volume_year(row: ReporterRow, volume: int, this_year: int) -> int | None:
    """The year a volume's decisions have, as the anchors place it; None for a volume past those
    printed by next year, or where nothing places it."""
    limit = volumes_by(row, this_year + 1)
    if limit is not None and volume > limit:
        return None
    guess = expected_year(row, volume)
    return round(guess) if guess is not None else None


def volumes_by(row: ReporterRow, year: float) -> int | None:
    """The highest volume that can exist by `year`: the last volume of a closed series,
    else the open series projected from its last anchor."""
    if row.last_volume is not None:
        return row.last_volume
    rate = _rate(row)
    if not row.anchors or rate is None:
        return None
    v_last, y_last = row.anchors[-1]
    return int(v_last + max(0.0, year - y_last) * rate)
