"""The offline index (CourtListener's bulk data on this machine) as a source like the others.

It answers what the index holds: the cases that start at a reporter slot or carry a Westlaw
number, whether the index holds that volume densely (an empty page in a dense volume is
evidence; in a sparse one, or for a Westlaw number, it is not), the case a page falls inside, and
a search by name. Nothing leaves the machine, so it is asked whatever the Tier 3 policy.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from briefcheck.domain.config import Settings
from briefcheck.domain.errors import SourceError
from briefcheck.domain.glossary import COURTLISTENER_BULK, source_title
from briefcheck.domain.models import Treatment
from briefcheck.index import CitationIndex, HoldsTexts, IndexedCase, OpinionRow
from briefcheck.index.answers import hole_around
from briefcheck.index.models import CitationHit, CourtYear, Coverage, Position
from briefcheck.reference.reporters import LONGEST_DECISION_PAGES, MAX_OPINION_PAGES
from briefcheck.text.authority import AuthorityText
from briefcheck.text.opinions import OpinionText, joined
from briefcheck.verify.names import NameMatch, compare_names, spelled_out
from briefcheck.verify.pins import page_span
from briefcheck.verify.refs import CitationRef, RefKind, public_domain
from briefcheck.verify.sources.base import Kind, MatchedCase, Retrieval, Status
from briefcheck.verify.treatment import citing_treatment

# How far before a held case's first page another reporter's markers make its text's run of pages
# no evidence of where it ends in the cited volume
_PARALLEL_REACH = 10
# How many cases a name search returns to be ranked: corrections are chosen among them.
NAME_HITS = 25
NO_TEXT = "the offline index holds no text for this case (built without the opinions file)"
# ... where it was built with the file, which holds none for this case
NO_TEXT_OF_IT = (
    "the offline index holds no text for this case (the opinions file it was built from has none for it)"
)


def as_matched(case: IndexedCase) -> MatchedCase:
    return MatchedCase(
        name=case.case_name,
        date=case.date_filed.isoformat() if case.date_filed else None,
        court=case.court_id,
        url=case.url,
        ids={"cluster_id": str(case.cluster_id)},
        citations=tuple(case.citations),
        other_names=tuple(n for n in (case.case_name_short, case.case_name_full) if n),
        docket_number=case.docket_number,
    )


class IndexSource:
    """`courtlistener-bulk`: look-ups by slot, position and name in the offline index."""

    name = COURTLISTENER_BULK
    text_in_lookup = False
    offline = True

    def __init__(self, index: CitationIndex) -> None:
        self.index = index
        self.title = source_title(self.name, index.edition)

    def _answer(self, ref: CitationRef, status: Status, **fields: object) -> Retrieval:
        return Retrieval(status, self.name, Kind.CITATION, ref.key, edition=self.index.edition, **fields)  # type: ignore[arg-type]

    def lookup(self, ref: CitationRef, at_slot: list[IndexedCase] | None = None) -> Retrieval:
        """What the index holds at the citation's slot (`at_slot`: the cases there, when a batch
        has read them already)."""
        slot = _slot_of(ref)
        if slot is None:
            return Retrieval.not_covered(self.name, Kind.CITATION, ref.key, "no volume, reporter and page")
        edition_year = int(self.index.edition[:4])
        if ref.kind is RefKind.WESTLAW:
            if ref.year is not None and ref.year > edition_year:
                reason = f"cited year {ref.year} is after the index edition {self.index.edition}"
                return Retrieval.not_covered(self.name, Kind.CITATION, ref.key, reason)
            cases = self.index.cases_at(*slot) if at_slot is None else at_slot
            reason = "Westlaw numbers are held sparsely: a missing one proves nothing"
            return self._slot(ref, cases, dense=False, reason=reason)
        coverage = self.index.coverage(*slot[:2], ref.year)
        if not coverage.covered:
            return Retrieval.not_covered(self.name, Kind.CITATION, ref.key, coverage.reason)
        if ref.kind is RefKind.SHORT_FORM:
            return self._pinned(ref, coverage)
        cases = self.index.cases_at(*slot) if at_slot is None else at_slot
        containing = None
        inside_text = False
        dense, reason = coverage.dense, coverage.reason
        if not cases and ref.page.isdigit():
            page = int(ref.page)
            around = self.index.position(ref.volume, ref.reporter, page)
            host = _holding(around.containing, page)
            span = self._span(host) if host is not None else None
            if span is not None and span[1] < page:
                host = None  # its own text ends before the page: a case the index lacks may be there
            # a public-domain citation numbers decisions: no number lies inside another's
            containing = as_matched(host.case) if host is not None and not public_domain(ref) else None
            dense, reason = _unless_a_hole(coverage, page, around)
            # a page the held case's own text runs through is no other case's first page (one may
            # begin on its last, where it ends), however the volume is held
            inside_text = containing is not None and span is not None and span[0] < page < span[1]
            if inside_text and not dense and containing is not None and span is not None:
                dense = True
                reason = f"page {page} is inside {containing.name}, its text's pages {span[0]}-{span[1]}"
        return self._slot(
            ref, cases, dense=dense, reason=reason, containing=containing, inside_text=inside_text
        )

    def _span(self, hit: CitationHit) -> tuple[int, int] | None:
        """The first and last page of the held case starting at `hit`, by its own text's star pages
        (in a volume held in part, the next held case may be hundreds of pages on); None without them."""
        start = _page(hit)
        if start is None or not (isinstance(self.index, HoldsTexts) and self.index.holds_texts()):
            return None
        units = tuple(unit for row in self.index.texts_of(hit.case.cluster_id) for unit in row.units)
        if any(start - _PARALLEL_REACH <= label < start for label, _ in units):
            # (pages just before its first: another reporter's markers, whose run may pass the page)
            return None
        return page_span(AuthorityText("", "page", units), start)

    def next_case(self, ref: CitationRef, page: int) -> tuple[int, MatchedCase] | None:
        """The first case held in the cited volume after `page`, and the page it begins on."""
        if not (ref.volume and ref.reporter):
            return None
        following = self.index.position(ref.volume, ref.reporter, page).next
        if following is None or not following.page.isdigit():
            return None
        return int(following.page), as_matched(following.case)

    def _pinned(self, ref: CitationRef, coverage: Coverage) -> Retrieval:
        """A short form's case: the one its pinned page falls inside. A page where one case ends
        and the next begins belongs to either: the one the citation names, if either is. A page in
        a run of pages the index lacks is inside no case it can name."""
        volume, reporter, pin = ref.volume or "", ref.reporter or "", int(ref.page or 0)
        around = self.index.position(volume, reporter, pin)
        dense, reason = _unless_a_hole(coverage, pin, around)
        hosts = [_holding(around.containing, pin)]
        if hosts[0] is not None and hosts[0].page == str(pin) and pin > 1:
            hosts.append(_holding(self.index.position(volume, reporter, pin - 1).containing, pin))
        cases = [as_matched(h.case) for h in hosts if h is not None]
        named = next((c for c in cases if compare_names(ref, c) is NameMatch.MATCH), None)
        host = named or (cases[0] if cases else None)
        return self._answer(ref, Status.NOT_FOUND, dense=dense, containing=host, reason=reason)

    def _slot(
        self,
        ref: CitationRef,
        cases: list[IndexedCase],
        *,
        dense: bool,
        reason: str,
        containing: MatchedCase | None = None,
        inside_text: bool = False,
    ) -> Retrieval:
        if len(cases) == 1:
            return self._answer(ref, Status.FOUND, case=as_matched(cases[0]), reason=reason)
        if cases:
            found = tuple(as_matched(c) for c in cases)
            return self._answer(ref, Status.AMBIGUOUS, candidates=found, reason=reason)
        return self._answer(
            ref, Status.NOT_FOUND, dense=dense, containing=containing, inside_text=inside_text, reason=reason
        )

    def lookup_many(self, refs: Sequence[CitationRef]) -> dict[str, Retrieval]:
        """A document's look-ups at once: every slot read in one batch (the index's
        `cases_at_many`: one statement for the slots, one for the cases they name), then each
        answer as `lookup` gives it."""
        slots = [_slot_of(ref) for ref in refs]
        at_slots = self.index.cases_at_many(list(dict.fromkeys(s for s in slots if s is not None)))
        return {
            ref.key: self.lookup(ref, at_slots.get(slot) if slot is not None else None)
            for ref, slot in zip(refs, slots, strict=True)
        }

    def treatment(self, case: MatchedCase, said: str) -> Treatment | None:
        """The case's treatment in the held opinions citing it (None: built without the citation map)."""
        cluster = case.ids.get("cluster_id")
        if not (cluster and cluster.isdigit()) or not hasattr(self.index, "holds_treatment"):
            return None
        held = self.index.cases_by_id([int(cluster)]).get(int(cluster))
        if held is None:
            return None
        source = f"CourtListener bulk data, edition {self.index.edition}"
        return citing_treatment(self.index, held, said, source)

    def cited_unmatched(self, ref: CitationRef) -> int:
        """How often real opinions cite the citation though CourtListener matched it to no case."""
        slot = _slot_of(ref)
        return self.index.cited_unmatched(*slot) if slot is not None else 0

    def skipped_at(self, ref: CitationRef) -> str | None:
        """Where the build skipped a malformed citations row that may be the citation's slot."""
        slot = _slot_of(ref)
        return self.index.skipped_at(*slot) if slot is not None else None

    def court_year(self, court_id: str, year: int) -> CourtYear | None:
        """How fully the index holds the court's cases of the year (what a name's absence means)."""
        return self.index.court_year(court_id, year)

    def search(self, ref: CitationRef) -> Retrieval:
        """Cases sharing the cited parties' distinctive words, in any year and court: a wrong
        citation gets exactly those wrong, so they rank the candidates rather than filter them."""
        if not ref.case_name:
            return Retrieval.not_covered(self.name, Kind.NAME_SEARCH, ref.key, "no case name to search by")
        hits = self.index.by_name(
            spelled_out(ref.case_name),
            None,
            None,
            limit=NAME_HITS,
            near_year=ref.year,
            near_court=ref.court_id,
        )
        found = tuple(as_matched(h.case) for h in hits)
        return Retrieval(
            Status.FOUND if found else Status.NOT_FOUND,
            self.name,
            Kind.NAME_SEARCH,
            ref.key,
            candidates=found,
            edition=self.index.edition,
        )

    def fetch_text(self, ref: CitationRef, case: MatchedCase) -> Retrieval:
        """The case's opinions from the index (built with CourtListener's opinions file)."""
        cluster = case.ids.get("cluster_id")
        texts = self.index.texts_of(int(cluster)) if cluster and cluster.isdigit() else []
        if not texts:
            why = (
                NO_TEXT_OF_IT if isinstance(self.index, HoldsTexts) and self.index.holds_texts() else NO_TEXT
            )
            return Retrieval.not_covered(self.name, Kind.TEXT, ref.key, why)
        body = json.dumps([t.model_dump(mode="json") for t in texts]).encode()
        return Retrieval(
            Status.FOUND, self.name, Kind.TEXT, ref.key, case=case, body=body, edition=self.index.edition
        )

    def read_text(self, body: bytes) -> AuthorityText:
        try:
            rows = json.loads(body)
            opinions = [
                OpinionText(r.kind, r.text, r.units, r.paragraphs, r.notes)
                for r in (OpinionRow.model_validate(row) for row in rows)
            ]
        except (ValueError, KeyError, TypeError) as exc:
            raise SourceError(f"the offline index's text is unreadable ({type(exc).__name__})") from None
        return joined(opinions)

    def court_of(self, case: MatchedCase) -> MatchedCase:
        return case  # the index's cases carry their court


def from_settings(settings: Settings, index: CitationIndex | None) -> IndexSource | None:
    """The registry's factory: a source only where this run has an index."""
    return IndexSource(index) if index is not None else None


def _slot_of(ref: CitationRef) -> tuple[str, str, str] | None:
    """(volume, reporter, page) as the index files the citation, None when it has no slot."""
    if not (ref.volume and ref.reporter and ref.page) or not ref.volume.isdigit():
        return None
    return ref.volume, "WL" if ref.kind is RefKind.WESTLAW else ref.reporter, ref.page


def _unless_a_hole(coverage: Coverage, page: int, around: Position) -> tuple[bool, str]:
    """Whether an empty `page` of the volume is evidence, and why: its coverage, unless the page
    lies in a run of pages the index lacks (`hole_around`)."""
    hole = hole_around(
        page,
        _page(around.containing) or 1,
        _page(around.next),
        coverage.pages_per_case,
        coverage.volume_end,
        MAX_OPINION_PAGES,
        coverage.newest,
    )
    if coverage.dense and hole:
        return False, f"{coverage.reason}; but {hole}"
    return coverage.dense, coverage.reason


def _holding(hit: CitationHit | None, page: int) -> CitationHit | None:
    """The last case starting at or before `page`, if it can run to it: no decision runs more than
    `LONGEST_DECISION_PAGES`, so a case starting further back does not hold the page."""
    start = _page(hit)
    return hit if start is not None and page - start <= LONGEST_DECISION_PAGES else None


def _page(hit: CitationHit | None) -> int | None:
    return int(hit.page) if hit is not None and hit.page.isdigit() else None
