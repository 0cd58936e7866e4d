"""What both index stores (the SQLite file, the DynamoDB table) answer the same way, whatever holds
the rows: a case from its stored fields, coverage of a volume, the ranking of a name search."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from briefcheck.index.models import CitationHit, CourtYear, Coverage, IndexedCase

COURTLISTENER_OPINION = "https://www.courtlistener.com/opinion/{cluster}/{slug}/"
# A volume holding at least this many cases is populated densely enough that an empty page says
# something; below it (a reporter the snapshot barely holds) absence is not evidence.
DENSE_CASES = 20
# ... and its held cases must cover this share of its page span at the reporter's pages a case.
DENSE_SHARE = 0.7
# A volume number from which it is a year: no print reporter has reached a thousand volumes
FIRST_YEAR_VOLUME = 1600
# ... and below this last number, a series numbering a year's decisions in turn (Ohio's, the most,
# reach about 5,500): above it the numbers are dockets' or a database's
NUMBERED_IN_TURN = 20000
# A run of pages this many cases long with no held case is a hole: the index lacks what is there.
HOLE_CASES = 4
# A reporter's usual volume end (`volume_end`, nine in ten volumes stop by it) is measured only on
# at least this many volumes: below it the quantile is just the longest few held, and a real case
# printed past them would look absent.
MEASURED_VOLUMES = 10
# ... and below it, no reporter volume is taken to print cases past this page (the longest run to
# about 1,500)
VOLUME_PAGES_BOUND = 2000
# A court-year holding fewer cases than this is never taken as fully held.
WELL_HELD_CASES = 50


def parse_date(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


def make_case(
    cluster_id: int,
    *,
    name: str | None,
    short: str | None,
    full: str | None,
    filed: str | None,
    status: str | None,
    slug: str | None,
    cites: str | None,
    court_id: str | None,
    docket_number: str | None,
    court_name: str | None,
) -> IndexedCase:
    """A cluster as stored (`cites`: its citations joined by "; ", WL numbers as "2019 WL 123")."""
    return IndexedCase(
        cluster_id=cluster_id,
        case_name=name or short or full or "",
        case_name_short=short or "",
        case_name_full=full or "",
        date_filed=parse_date(filed),
        court_id=court_id,
        court_name=court_name,
        docket_number=docket_number,
        precedential_status=status,
        slug=slug or "",
        url=COURTLISTENER_OPINION.format(cluster=cluster_id, slug=slug or "case"),
        citations=cites.split("; ") if cites else [],
    )


def pages_per_case(volumes: list[tuple[int, int | None, int | None]]) -> float | None:
    """How many pages a case takes in a reporter, measured on its best-held volumes: the lower
    quartile of pages per held case over the volumes holding at least `DENSE_CASES` cases
    (`volumes`: each one's cases, first and last page). None when no volume holds that many."""
    ratios = sorted(
        (last - first + 1) / cases
        for cases, first, last in volumes
        if cases >= DENSE_CASES and first is not None and last is not None and last >= first
    )
    return ratios[(len(ratios) - 1) // 4] if ratios else None


def volume_end(volumes: list[tuple[int, int | None, int | None]]) -> int | None:
    """Where a reporter's volumes may still print cases: the page the last case starts on in its
    longer volumes (nine in ten stop by it), over the volumes holding at least `DENSE_CASES` cases.
    Not the median: half of all volumes run past that, and a volume held to the median page would
    make a real case printed after it look absent. On fewer than `MEASURED_VOLUMES`, twice the
    longest of them or `VOLUME_PAGES_BOUND`, whichever is more. None when no volume holds that many."""
    ends = sorted(last for cases, _, last in volumes if cases >= DENSE_CASES and last is not None)
    if not ends:
        return None
    if len(ends) >= MEASURED_VOLUMES:
        return ends[(len(ends) - 1) * 9 // 10]
    # too few to measure (and those held may stop short of their ends): a bound, not a measure
    return max(2 * ends[-1], VOLUME_PAGES_BOUND)


# A reporter's measured shape: its pages a case and where its longer volumes stop.
ReporterShape = tuple[float | None, int | None]


def reporter_shape(volumes: list[tuple[int, int | None, int | None]]) -> ReporterShape:
    return pages_per_case(volumes), volume_end(volumes)


def coverage_of(
    volume: int,
    reporter: str,
    year: int | None,
    edition: str,
    newest_volume: int | None,
    cases: int,
    pages: tuple[int | None, int | None] = (None, None),
    per_case: float | None = None,
    end: int | None = None,
) -> Coverage:
    """Whether the index can answer for `volume reporter`: `newest_volume` is the highest volume
    of the reporter held (None: the reporter is not held), `cases` how many cases start in it,
    `pages` the first and last page they start on, `per_case` the reporter's pages a case
    (`pages_per_case`), `end` where its longer volumes stop (`volume_end`).

    Absence is evidence only in a volume held densely, measured, not assumed: at least
    `DENSE_CASES` cases, covering at least `DENSE_SHARE` of the volume's page span at the
    reporter's own pages a case (a volume held one case in three covers a third)."""
    if newest_volume is None:
        reason = f"reporter {reporter} is not in the index"
        return Coverage(covered=False, dense=False, reason=reason, reporter_held=False)
    if volume > newest_volume:
        return Coverage(
            covered=False,
            dense=False,
            reason=f"volume {volume} of {reporter} is beyond the newest held ({newest_volume})",
        )
    if year is not None and year > int(edition[:4]):
        return Coverage(
            covered=False, dense=False, reason=f"cited year {year} is after the index edition {edition}"
        )
    if cases == 0:
        return Coverage(covered=False, dense=False, reason=f"the index holds no case in {volume} {reporter}")
    first, last = pages
    if volume >= FIRST_YEAR_VOLUME and last is not None and last < NUMBERED_IN_TURN:
        # a year for its volume, numbered in turn ("2018 ND 7", "2019-Ohio-5234"): one number a case;
        # measured on its own years, a year held one number in four looked whole (not Illinois's
        # docket numbers, "2013 IL App (1st) 111279", nor a database's, "2019 WL 1234567")
        per_case = 1.0
    share = None
    if per_case and first is not None and last is not None and last >= first:
        share = min(1.0, cases * per_case / (last - first + 1))
    dense = cases >= DENSE_CASES and (share is None or share >= DENSE_SHARE)
    how = "densely" if dense else "sparsely"
    measured = (
        f"{cases} cases over pages {first}-{last}, "
        f"about {share:.0%} of the span at {per_case:.1f} pages a case"
        if share is not None and per_case
        else f"{cases} cases"
    )
    return Coverage(
        covered=True,
        dense=dense,
        reason=f"{volume} {reporter} held {how} ({measured})",
        pages_per_case=per_case,
        volume_end=end,
        newest=volume == newest_volume,
    )


def court_year_of(
    court_id: str, court_name: str | None, year: int, counts: dict[int, int], edition: str = ""
) -> CourtYear | None:
    """The court-year's coverage from the court's counts by year (none in the years around it: 0
    cases, not well held). Well held: at least `WELL_HELD_CASES` cases, and at least half the
    median of the three years either side that the index holds (a year CourtListener holds in part
    is not); never the `edition`'s own year or a later one, which it holds only up to its date."""
    cases = counts.get(year, 0)
    around = sorted(counts[y] for y in range(year - 3, year + 4) if y != year and y in counts)
    neighbours = around[len(around) // 2] if around else None
    current = edition[:4].isdigit() and year >= int(edition[:4])
    well = cases >= WELL_HELD_CASES and (neighbours is None or cases * 2 >= neighbours) and not current
    return CourtYear(
        court_id=court_id,
        court_name=court_name,
        year=year,
        cases=cases,
        neighbours=neighbours,
        well_held=well,
    )


def hole_around(
    page: int,
    before: int | None,
    after: int | None,
    per_case: float | None,
    end: int | None = None,
    opinion_pages: int = 0,
    newest: bool = False,
) -> str | None:
    """Why an empty page of a densely held volume still proves nothing, if it does not: the held
    cases on either side of it (their first pages `before` and `after`) leave a gap many cases
    long, where the index lacks cases the volume prints. Past the last held case (`after` None),
    the gap runs to where the reporter's longer volumes stop (`end`): a volume held from its
    first page but not to its end, as the newest are, lacks the cases printed after it, however
    near its last held case the page is; a page
    past `end` by more than an opinion runs (`opinion_pages`) is in no volume's cases. In the
    `newest` volume held, any page past its last held case is unknown."""
    if per_case is None or before is None:
        return None
    reach = HOLE_CASES * per_case
    if after is None and newest and page > before and (end is None or page <= end + opinion_pages):
        # the edition may have been cut while the volume was printing: what follows its last held
        # case is not known to be empty, however near
        return (
            f"no case is held after page {before} of the newest volume the index holds, whose later "
            "cases the edition may not have"
        )
    if after is None:
        # a page just past the last held case is no nearer to being inside it than to being in the
        # next case, which the index lacks: only a volume held to where volumes end convicts it
        if end is None or before >= end - reach or page > end + opinion_pages:
            return None  # held to where volumes end, or past any volume's cases
        return (
            f"no case is held after page {before}, where this reporter's longer volumes print cases to page "
            f"{end}, so the index lacks the end of the volume"
        )
    gap = after - before
    if gap <= reach:
        return None
    return (
        f"no case is held between pages {before} and {after} ({gap} pages, where cases of this reporter "
        f"take about {per_case:.0f}), so the index lacks cases printed there"
    )


def year_near(filed_year: int | None, year: int | None) -> bool:
    """A name search's year filter: one year either way; an undated case is never excluded."""
    return year is None or filed_year is None or abs(filed_year - year) <= 1


# A name search's candidate: (cluster id, cited words its name holds, year filed, court id).
Candidate = tuple[int, int, int | None, str | None]


def ranked_names(
    tokens: list[str],
    candidates: Iterable[Candidate],
    limit: int,
    *,
    year: int | None = None,
    court_id: str | None = None,
    near_year: int | None = None,
    near_court: str | None = None,
) -> list[int]:
    """Cluster ids best first, of every case carrying the rarest cited word (the whole posting
    list, never a truncated one): those filed within a year of `year` and in `court_id` when
    given, sharing at least half the cited name's distinctive words; ranked by words shared, then
    by what else the citation gets right (its court `near_court`, then its year `near_year`),
    then lowest id."""
    needed = max(1, (len(tokens) + 1) // 2)
    kept = [
        c
        for c in candidates
        if c[1] >= needed and year_near(c[2], year) and not (court_id and c[3] and c[3] != court_id)
    ]

    def rank(c: Candidate) -> tuple[int, int, int, int]:
        court = 0 if near_court is None or c[3] == near_court else 1
        distance = abs(c[2] - near_year) if near_year is not None and c[2] is not None else 10_000
        return (-c[1], court, distance, c[0])

    return [c[0] for c in sorted(kept, key=rank)[:limit]]


def first_hit(case: IndexedCase) -> CitationHit | None:
    """The case under its first reporter citation (a WL number only when it has nothing else)."""
    if not case.citations:
        return None
    first = next((c for c in case.citations if " WL " not in c), case.citations[0])
    volume, reporter_page = first.split(" ", 1)
    reporter, _, page = reporter_page.rpartition(" ")
    return CitationHit(case=case, volume=volume, reporter=reporter, page=page)
