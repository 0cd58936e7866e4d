"""The offline index as the first Tier 3 source for US case citations (`courtlistener-bulk`).

It answers, with the identity rules of `names`, from CourtListener's bulk data on this machine:
- a case with the cited name (and year, court) starts at the cited page: existence verified;
- another case starts there: MISATTRIBUTION, naming the case that is there;
- no case starts there: what is there is said (the page falls inside X), and the name is
  searched: the named case at another citation is a MISATTRIBUTION with the correction; the cited
  page inside the named case itself is a wrong first page; nothing of that name is
  AUTHORITY_NONEXISTENT, HIGH only where the index holds that volume densely;
- a reporter or volume it does not hold, or a citation newer than its edition: it cannot answer
  (None), and the next source is asked;
- a Westlaw number: their coverage is sparse, so a missing number proves nothing by itself; the
  name is searched, and nothing from this source about a WL citation is above MEDIUM.
"""

from __future__ import annotations

from typing import Any

from briefcheck.domain.codes import Category, Confidence, Outcome
from briefcheck.domain.models import Citation, Evidence
from briefcheck.index import CitationHit, CitationIndex, IndexedCase
from briefcheck.verify.names import NameMatch, compare_names, court_differs, name_is_reliable, year_differs
from briefcheck.verify.refs import CitationRef, parties_of
from briefcheck.verify.sources import MatchedCase

SOURCE = "courtlistener-bulk"


def as_matched(case: IndexedCase) -> MatchedCase:
    return MatchedCase(
        name=case.case_name,
        date=case.date_filed.isoformat() if case.date_filed else None,
        court=case.court_id,
        url=case.url,
        ids={"cluster_id": str(case.cluster_id)},
        citations=tuple(case.citations),
        other_names=tuple(n for n in (case.case_name_short, case.case_name_full) if n),
    )


def _ref(citation: Citation, volume: str, reporter: str, page: str) -> CitationRef:
    c = citation.components
    party_1, party_2 = parties_of(citation)
    return CitationRef(
        source=SOURCE,
        key=f"us:{volume} {reporter} {page}",
        text=citation.text,
        party_1=party_1,
        party_2=party_2,
        year=int(c.year) if c.year and c.year.isdigit() else None,
        court_id=c.court_id,
        volume=volume,
        reporter=reporter,
        page=page,
    )


def _describe(case: IndexedCase) -> str:
    when = case.date_filed.isoformat() if case.date_filed else "undated"
    court = f", {case.court_id}" if case.court_id else ""
    return f"{case.case_name} ({when}{court})"


def _first_cite(hit: CitationHit) -> str:
    case = hit.case
    year = f" ({case.year})" if case.year else ""
    return f"{case.case_name}, {hit.cited}{year}"


class OfflineCheck:
    """One citation against the index: Evidence when the index can answer, else None."""

    def __init__(self, index: CitationIndex, make: Any) -> None:
        self.index = index
        self.reason = "the index cannot look this citation up"  # why it could not, when it could not
        # `make(outcome, category, confidence, summary, details, checked, correction, needs_review)`
        self.make = make

    def check(self, citation: Citation) -> Evidence | None:
        c = citation.components
        if c.wl_number:
            year, _, number = c.wl_number.partition(" WL ")
            return self._westlaw(citation, year.strip(), number.strip())
        if not (c.volume and c.reporter and c.page) or not c.volume.isdigit():
            return None
        ref = _ref(citation, c.volume, c.reporter, c.page)
        coverage = self.index.coverage(c.volume, c.reporter, ref.year)
        if not coverage.covered:
            self.reason = coverage.reason
            return None
        cases = self.index.cases_at(c.volume, c.reporter, c.page)
        details: dict[str, Any] = {"index_edition": self.index.edition, "coverage": coverage.reason}
        if cases:
            return self._occupied(ref, cases, details)
        return self._empty(ref, coverage.dense, details)

    # ------------------------------------------------------------------ a case starts at the slot

    def _occupied(self, ref: CitationRef, cases: list[IndexedCase], details: dict[str, Any]) -> Evidence:
        verdicts = [(case, compare_names(ref, as_matched(case))) for case in cases]
        named = [case for case, m in verdicts if m is NameMatch.MATCH]
        if named:
            return self._identified(ref, named[0], details)
        there = cases[0]
        self._found(details, there, "case_at_citation")
        if not name_is_reliable(ref) or any(m in (NameMatch.PARTIAL, NameMatch.UNKNOWN) for _, m in verdicts):
            return self.make(
                Outcome.UNVERIFIABLE,
                Category.UNVERIFIABLE_PUBLIC,
                Confidence.LOW,
                f"{_describe(there)} starts at {ref.cited}; the citation's name ({ref.case_name or 'none'}) "
                "does not establish whether it is that case.",
                details,
                needs_review=True,
            )
        elsewhere = self._named_elsewhere(ref, exclude=there.cluster_id)
        correction = _first_cite(elsewhere) if elsewhere else f"the case at {ref.cited} is {there.case_name}"
        also = (
            f" A case named {_describe(elsewhere.case)} is reported at {elsewhere.cited}."
            if elsewhere
            else ""
        )
        if elsewhere:
            self._found(details, elsewhere.case, "found")
        return self.make(
            Outcome.VERIFIED_ERROR,
            Category.MISATTRIBUTION,
            Confidence.HIGH,
            f"The offline index (CourtListener bulk data, {self.index.edition}) places {_describe(there)} at "
            f"{ref.cited}, not {ref.case_name}.{also}",
            details,
            correction=correction,
        )

    def _identified(self, ref: CitationRef, case: IndexedCase, details: dict[str, Any]) -> Evidence:
        self._found(details, case, "found")
        matched = as_matched(case)
        checked = ["existence", "name"]
        if year_differs(ref, matched):
            return self.make(
                Outcome.VERIFIED_ERROR,
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{_describe(case)} is at {ref.cited}, but was decided in {case.year}, not {ref.year}.",
                details,
                checked=checked,
                correction=f"{case.case_name}, {ref.cited} ({case.year})",
            )
        if ref.year and case.year:
            checked.append("year")
        if court_differs(ref, matched):
            return self.make(
                Outcome.UNVERIFIABLE,
                Category.UNVERIFIABLE_PUBLIC,
                Confidence.LOW,
                f"{_describe(case)} is at {ref.cited}, decided by {case.court_id}, while the citation "
                f"reads as {ref.court_id}: the court may have been misread or miscited.",
                details,
                checked=checked,
                needs_review=True,
            )
        if ref.court_id and case.court_id:
            checked.append("court")
        return self.make(
            Outcome.VERIFIED_OK,
            None,
            Confidence.MEDIUM,
            f"{_describe(case)} starts at {ref.cited} in the offline index (CourtListener bulk data, "
            f"{self.index.edition}); checked {', '.join(checked)}. The pin, quotes and proposition need the "
            "opinion's text, which the index does not hold.",
            details,
            checked=checked,
        )

    # ------------------------------------------------------------------ nothing starts at the slot

    def _empty(self, ref: CitationRef, dense: bool, details: dict[str, Any]) -> Evidence:
        inside = ""
        page = int(ref.page) if ref.page and ref.page.isdigit() else None
        if page is not None:
            where = self.index.position(ref.volume or "", ref.reporter or "", page)
            if where.containing is not None:
                host = where.containing
                if compare_names(ref, as_matched(host.case)) is NameMatch.MATCH:
                    self._found(details, host.case, "found")
                    return self.make(
                        Outcome.VERIFIED_ERROR,
                        Category.MISATTRIBUTION,
                        Confidence.MEDIUM,
                        f"{_describe(host.case)} is the named case, but it begins at {host.cited}, not at "
                        f"{ref.cited}: a wrong first page, not an invented case.",
                        details,
                        checked=["existence", "name"],
                        correction=_first_cite(host),
                    )
                inside = f" (page {page} falls inside {host.case.case_name}, which starts at {host.cited})"
                self._found(details, host.case, "case_containing_page")
        elsewhere = self._named_elsewhere(ref)
        if elsewhere is not None:
            self._found(details, elsewhere.case, "found")
            return self.make(
                Outcome.VERIFIED_ERROR,
                Category.MISATTRIBUTION,
                Confidence.HIGH,
                f"No case starts at {ref.cited}{inside}. A case named {_describe(elsewhere.case)} is "
                f"reported at {elsewhere.cited}: the citation does not lead to the authority it names.",
                details,
                correction=_first_cite(elsewhere),
            )
        certain = dense and name_is_reliable(ref)
        return self.make(
            Outcome.VERIFIED_ERROR,
            Category.AUTHORITY_NONEXISTENT,
            Confidence.HIGH if certain else Confidence.MEDIUM,
            f"No case starts at {ref.cited}{inside} in the offline index (CourtListener bulk data, "
            f"{self.index.edition}), and no case named {ref.case_name!r} of that year and court is in it"
            + ("" if dense else "; the index holds this volume sparsely, so confidence is MEDIUM")
            + ".",
            details,
        )

    def _named_elsewhere(self, ref: CitationRef, exclude: int | None = None) -> CitationHit | None:
        if not ref.case_name or not name_is_reliable(ref):
            return None
        for hit in self.index.by_name(ref.case_name, ref.year, ref.court_id):
            if hit.case.cluster_id != exclude and compare_names(ref, as_matched(hit.case)) is NameMatch.MATCH:
                return hit
        return None

    # ------------------------------------------------------------------ Westlaw

    def _westlaw(self, citation: Citation, year: str, number: str) -> Evidence | None:
        ref = _ref(citation, year, "WL", number)
        details: dict[str, Any] = {"index_edition": self.index.edition}
        if ref.year is not None and ref.year > int(self.index.edition[:4]):
            self.reason = f"cited year {ref.year} is after the index edition {self.index.edition}"
            return None
        cases = self.index.cases_at(year, "WL", number)
        named = [c for c in cases if compare_names(ref, as_matched(c)) is NameMatch.MATCH]
        if named:
            answer = self._identified(ref, named[0], details)
            return answer
        elsewhere = self._named_elsewhere(ref)
        if elsewhere is not None:
            self._found(details, elsewhere.case, "found")
            return self.make(
                Outcome.VERIFIED_OK,
                None,
                Confidence.MEDIUM,
                f"{_describe(elsewhere.case)} is in the offline index (reported at {elsewhere.cited}); its "
                f"Westlaw number {ref.cited} is not, and Westlaw numbers are held sparsely, so the number "
                "itself was not checked.",
                details,
                checked=["existence", "name", "year"],
            )
        if not (name_is_reliable(ref) and ref.party_1 and ref.party_2):
            self.reason = "a Westlaw number not in the index, and no full case name to search by"
            return None
        return self.make(
            Outcome.VERIFIED_ERROR,
            Category.AUTHORITY_NONEXISTENT,
            Confidence.MEDIUM,
            f"Neither {ref.cited} nor a case named {ref.case_name!r} of {ref.year or 'that year'}"
            + (f" in {ref.court_id}" if ref.court_id else "")
            + f" is in the offline index (CourtListener bulk data, {self.index.edition}). Westlaw numbers "
            "are held sparsely, so this is MEDIUM: check it in Westlaw before relying on it.",
            details,
        )

    @staticmethod
    def _found(details: dict[str, Any], case: IndexedCase, role: str) -> None:
        prefix = {
            "found": "found",
            "case_at_citation": "case_at_citation",
            "case_containing_page": "containing",
        }[role]
        details[f"{prefix}_case_name"] = case.case_name
        details[f"{prefix}_cluster_id"] = case.cluster_id
        details[f"{prefix}_date"] = case.date_filed.isoformat() if case.date_filed else None
        details[f"{prefix}_court"] = case.court_id
        details[f"{prefix}_url"] = case.url
        details[f"{prefix}_citations"] = list(case.citations)
