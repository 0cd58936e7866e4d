"""What both index stores (the SQLite file, the DynamoDB table) answer the same way, whatever holds
the rows: a case from its stored fields, coverage of a volume, the ranking of a name search."""

from __future__ import annotations

from datetime import date

from briefcheck.index.models import CitationHit, Coverage, IndexedCase

COURTLISTENER_OPINION = "https://www.courtlistener.com/opinion/{cluster}/{slug}/"
# A volume holding at least this many cases is populated densely enough that an empty page says
# something; below it (a reporter the snapshot barely holds) absence is not evidence.
DENSE_CASES = 20
# A name search reads at most this many candidates of its rarest word.
NAME_CANDIDATES = 500


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


def coverage_of(
    volume: int, reporter: str, year: int | None, edition: str, newest_volume: int | None, cases: int
) -> Coverage:
    """Whether the index can answer for `volume reporter`: `newest_volume` is the highest volume
    of the reporter held (None: the reporter is not held), `cases` how many cases start in it."""
    if newest_volume is None:
        return Coverage(covered=False, dense=False, reason=f"reporter {reporter} is not in the index")
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
    dense = cases >= DENSE_CASES
    how = "densely" if dense else "sparsely"
    return Coverage(covered=True, dense=dense, reason=f"{volume} {reporter} held {how} ({cases} cases)")


def year_near(filed_year: int | None, year: int | None) -> bool:
    """A name search's year filter: one year either way; an undated case is never excluded."""
    return year is None or filed_year is None or abs(filed_year - year) <= 1


def ranked_names(tokens: list[str], shared: dict[int, int], limit: int) -> list[int]:
    """Cluster ids best first (most cited words shared, then lowest id), keeping only those that
    share at least half the cited name's distinctive words."""
    needed = max(1, (len(tokens) + 1) // 2)
    ranked = sorted((c for c in shared.items() if c[1] >= needed), key=lambda c: (-c[1], c[0]))
    return [cluster_id for cluster_id, _ in ranked[:limit]]


def first_hit(case: IndexedCase) -> CitationHit | None:
    """The case under its first reporter citation (a WL number only when it has nothing else)."""
    if not case.citations:
        return None
    first = next((c for c in case.citations if " WL " not in c), case.citations[0])
    volume, reporter_page = first.split(" ", 1)
    reporter, _, page = reporter_page.rpartition(" ")
    return CitationHit(case=case, volume=volume, reporter=reporter, page=page)
