"""One source asked about one citation, its answers read the same way whatever the source.

`ask` puts the citation to a source (its slot, then, where the slot does not hold the named case,
a search by name) and gives one `SourceAnswer`, whose `finding` is one of:

- found at the slot: the named case starts there (identity by `names`);
- found elsewhere: the slot does not hold it, and the named case is at another citation;
- another case at the slot: a different case starts there and the named one is nowhere;
- inside the named case: the cited page falls within the named case (a wrong first page);
- ambiguous: several cases start there (CourtListener's status 300), listed;
- name only: a case of the cited name exists, but nothing ties it to the citation (a Westlaw
  number the source does not hold, a sparse volume);
- unsettled: a case starts there whose name neither matches nor clearly differs;
- absent: nothing there, and the source holds that volume densely, and no case of the name;
- unknown reporter: the source does not know the cited reporter;
- not covered, or unavailable: the source cannot answer (with the reason).

The chain (`decide`) stops at the first answer that settles the citation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from briefcheck.index.models import CourtYear
from briefcheck.reference.courts import public_domain_state, state_by_postal
from briefcheck.reference.reporters import SEVERAL_COURTS, find_reporter
from briefcheck.reference.tables import state_names
from briefcheck.text.names import abbreviates, distinctive, is_government, slot_key
from briefcheck.verify.names import (
    NameMatch,
    case_sides,
    compare_names,
    name_is_reliable,
    persons_named,
    same_docket,
    shares_a_party,
    spelled_out,
)
from briefcheck.verify.refs import CitationRef, RefKind, fits_its_volume, public_domain
from briefcheck.verify.sources.base import (
    HoldsVolumes,
    Kind,
    MatchedCase,
    MeasuresCoverage,
    Retrieval,
    Source,
    Status,
)


class Finding(StrEnum):
    AT_SLOT = "found_at_slot"
    ELSEWHERE = "found_elsewhere"
    OTHER_AT_SLOT = "other_case_at_slot"
    INSIDE = "inside_named_case"
    AMBIGUOUS = "ambiguous"
    NAME_ONLY = "name_only"
    UNSETTLED = "identity_unsettled"
    ABSENT = "not_found_covered"
    # nothing of the name among the opinions of the cited court and year, which the source holds
    # about as fully as the years around it: for a person, as a number held in part proves nothing
    NAME_ABSENT = "name_not_found_court_year"
    UNKNOWN_REPORTER = "unknown_reporter"
    NOT_COVERED = "not_covered"
    UNAVAILABLE = "unavailable"

    @property
    def settles(self) -> bool:
        """Whether the chain stops here: every finding but "cannot answer"."""
        return self not in (Finding.NOT_COVERED, Finding.UNAVAILABLE)


@dataclass
class SourceAnswer:
    source: str
    finding: Finding
    hit: Retrieval | None = None  # the slot look-up (its body is the evidence's cached copy)
    case: MatchedCase | None = None  # the named case, where found (at the slot, around the page)
    occupants: tuple[MatchedCase, ...] = ()  # other cases at the slot
    candidates: tuple[MatchedCase, ...] = ()  # ambiguous slot, or the named case elsewhere, best first
    containing: MatchedCase | None = None  # the case the cited page falls inside
    inside_text: bool = False  # ... by that case's own printed pages
    names: NameMatch | None = None
    dense: bool = True
    reason: str | None = None
    searched: Retrieval | None = None  # the name search, when one was made
    namesakes: tuple[MatchedCase, ...] = ()  # cases of the name in other courts and times
    title: str = ""  # the source as a lawyer reads it
    court_year: CourtYear | None = None  # how fully the cited court's year is held, where measured

    @property
    def retrievals(self) -> list[Retrieval]:
        """The requests made: the slot look-up, then the name search where one was made."""
        return [r for r in (self.hit, self.searched) if r is not None]

    def said(self) -> dict[str, str | None]:
        """What this source said, for the evidence's list of sources asked."""
        edition = next((r.edition for r in self.retrievals if r.edition), None)
        return {
            "source": self.source,
            "finding": self.finding.value,
            "reason": self.reason,
            **({"edition": edition} if edition else {}),
        }


Fetch = Callable[[Source, str, Kind, Callable[[], Retrieval]], Retrieval]


def ask(source: Source, ref: CitationRef, fetch: Fetch) -> SourceAnswer:
    """The source's answer about `ref`. `fetch(source, key, kind, call)` makes one request (through
    the cache, never raising)."""
    if not ref.kind.has_slot:  # a docket number: the search by its parties, court and date is the look-up
        return _search(
            source,
            ref,
            fetch,
            SourceAnswer(source.name, Finding.UNAVAILABLE, dense=False, title=source.title),
        )
    hit = fetch(source, ref.key, Kind.CITATION, lambda: source.lookup(ref))
    answer = SourceAnswer(source.name, Finding.UNAVAILABLE, hit=hit, reason=hit.reason, title=source.title)
    if hit.status is Status.UNAVAILABLE:
        answer.reason = hit.reason or f"{source.title} gave no answer"
        return answer
    if hit.status is Status.NOT_COVERED:
        answer.reason = hit.reason or f"{source.title} does not hold it"
        held = _court_year(source, ref) if public_domain(ref) else None
        if held is not None and (held.cases or held.neighbours):  # a court it holds in those years
            answer.dense = False  # "2013 IL App (1st) 111279-U": searched by name in its court and year
            return _search(source, ref, fetch, answer)
        if isinstance(source, MeasuresCoverage) and ref.kind is RefKind.US_REPORTER:
            return _held_at_its_own_citation(source, ref, fetch, answer)
        return _set(answer, Finding.NOT_COVERED)
    if hit.status is Status.UNKNOWN_REPORTER:
        return _set(answer, Finding.UNKNOWN_REPORTER)
    if hit.status is Status.FOUND:
        if hit.case is None:
            return _set(
                answer, Finding.UNAVAILABLE, reason=f"{source.title} answered found but named no case"
            )
        names = compare_names(ref, hit.case)
        answer.names = names
        if names is NameMatch.MATCH:
            bearer = _bearer_of_the_name(source, ref, hit.case, fetch, answer)
            if bearer is not None:
                answer.candidates = (bearer,)
                return _set(answer, Finding.UNSETTLED, case=hit.case)
            return _set(answer, Finding.AT_SLOT, case=hit.case)
        if not (names is NameMatch.MISMATCH and name_is_reliable(ref)):
            return _set(answer, Finding.UNSETTLED, case=hit.case)
        answer.occupants = (hit.case,)
    elif hit.status is Status.AMBIGUOUS:
        verdicts = [compare_names(ref, c) for c in hit.candidates]
        matching = [c for c, v in zip(hit.candidates, verdicts, strict=True) if v is NameMatch.MATCH]
        if (
            len(matching) == 1
            and name_is_reliable(ref)
            and verdicts.count(NameMatch.MISMATCH) == len(verdicts) - 1
        ):
            return _set(answer, Finding.AT_SLOT, case=matching[0])  # the name singles it out
        if (
            not hit.candidates
            or not name_is_reliable(ref)
            or any(v is not NameMatch.MISMATCH for v in verdicts)
        ):
            return _set(answer, Finding.AMBIGUOUS, candidates=hit.candidates)
        answer.occupants = hit.candidates  # none of them is the named case
    answer.containing = hit.containing
    answer.inside_text = hit.inside_text
    answer.dense = hit.dense
    inside = hit.containing is not None and not answer.occupants
    if inside and compare_names(ref, hit.containing) is NameMatch.MATCH:
        return _set(answer, Finding.INSIDE, case=hit.containing)
    return _search(source, ref, fetch, answer)


def _search(source: Source, ref: CitationRef, fetch: Fetch, answer: SourceAnswer) -> SourceAnswer:
    """The slot does not hold the named case: where is it, if anywhere?"""
    if ref.order and answer.hit is not None:
        reason = (
            "an order denying review, which a case's history cites, is printed in a list of orders under "
            "no caption, many to a page: its page is not checked"
        )
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    if not distinctive(ref.case_name) or not name_is_reliable(ref):
        if answer.hit is None:
            reason = "a docket number is found by its parties' names; the citation names none to search"
            return _set(answer, Finding.NOT_COVERED, reason=reason)
        if answer.occupants:  # the name is reliable whenever there are occupants
            return _set(answer, Finding.OTHER_AT_SLOT)
        reason = "nothing starts at the cited page, and the citation names no party to search by"
        return _set(answer, Finding.UNSETTLED, reason=reason)
    search = fetch(source, name_search_key(source, ref), Kind.NAME_SEARCH, lambda: source.search(ref))
    if answer.hit is None:  # a docket citation: the search is its look-up, and the evidence's copy
        answer.hit = search
    else:
        answer.searched = search
    if search.status in (Status.UNAVAILABLE, Status.NOT_COVERED):
        failed = f"the search by case name failed ({search.reason or search.status.value})"
        if answer.occupants:  # what the slot proved stands; only the correction is missing
            return _set(answer, Finding.OTHER_AT_SLOT, reason=failed)
        return _set(answer, Finding.UNAVAILABLE, reason=f"nothing at the cited page; {failed}")
    same_name = rank(ref, [c for c in search.candidates if identifies(ref, c)])
    named = [c for c in same_name if plausible(ref, c)]
    answer.namesakes = tuple(c for c in same_name if c not in named)
    docketed = [
        c
        for c in named
        if (ref.docket_number and same_docket(ref.docket_number, c.docket_number)) or _in_its_volume(ref, c)
    ]
    named = [*docketed, *(c for c in named if c not in docketed)]  # the docket's case first
    # the slot says the citation does not lead to the named case, or the case has its own citation
    # in the series. A docket number identifies the case, not its volume and page.
    elsewhere = bool(named) and (slot_proves_absence(answer, ref) or _misplaced_here(ref, named))
    if docketed and not (ref.kind.has_slot and elsewhere):
        return _set(answer, Finding.AT_SLOT, case=docketed[0])
    if named:
        answer.candidates = tuple(named)
        return _set(answer, Finding.ELSEWHERE if elsewhere else Finding.NAME_ONLY)
    if len(answer.occupants) > 1 or (answer.occupants and ref.table):
        # a page several decisions start on (a table of dispositions): the source may hold some
        others = "; ".join(c.name for c in answer.occupants if c.name)
        sharing = [c for c in answer.occupants if shares_a_party(ref, c)]
        if sharing:  # more likely that decision named wrongly than another of its page not held
            held = (
                f"{len(answer.occupants)} decisions start"
                if len(answer.occupants) > 1
                else "one decision starts"
            )
            reason = (
                f"{held} at {ref.cited} ({others}), none of them the named one, but {sharing[0].name} shares "
                f"a party with {ref.case_name}: the citation may name it wrongly, or a decision of the page "
                "the source does not hold"
            )
            return _set(answer, Finding.UNSETTLED, reason=reason)
        reason = (
            f"{len(answer.occupants)} decisions start at {ref.cited} ({others}), none of them the named "
            "one: a page of several decisions, which the source may hold only in part"
            if len(answer.occupants) > 1
            else f"the brief cites a decision printed in a table, and {others} starts at {ref.cited}: a "
            "table's page prints many decisions, which the source may hold only in part"
        )
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    if answer.occupants:
        return _set(answer, Finding.OTHER_AT_SLOT)
    if not answer.dense:
        held = _court_year(source, ref)
        answer.court_year = held
        # a reporter volume measured as held in part says more than its court's year: only a
        # number no volume holds (Westlaw, docket, public-domain) is measured by the year
        by_year = ref.kind.sparse or public_domain(ref)
        if held is not None and held.well_held and by_year:
            if ref.kind is RefKind.UNPAGED and ref.court_id == "scotus" and held.neighbours:
                # every decision of the Court is published, and its year is held as fully as those
                # around it: a name absent from it names no decision of the Court's
                return _set(answer, Finding.ABSENT, reason=f"no case of that name among the {held.said}")
            return _set(answer, Finding.NAME_ABSENT, reason=f"no case of that name among the {held.said}")
        reason = answer.reason or "held sparsely: absence proves nothing"
        if held is not None:
            reason += f"; {held.said}, too few to take the name's absence as telling"
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    cites = source.cited_unmatched(ref) if isinstance(source, MeasuresCoverage) else 0
    if cites:  # real courts cite it: whatever the source lacks, it is not invented
        reason = (
            f"nothing is held at {ref.cited}, but {cites:,} opinion{'s' * (cites != 1)} held cite "
            f"{ref.cited} (citations {source.title} could not match to a case): real courts cite it"
        )
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    skipped = source.skipped_at(ref) if isinstance(source, MeasuresCoverage) else None
    if skipped:  # the build left out a malformed row that may have put the case there
        reason = (
            f"nothing is held at {ref.cited}, but the index was built without a malformed row that may be "
            f"its ({skipped}): its absence tells nothing"
        )
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    held = _court_year(source, ref)
    # a volume full of other courts' cases says nothing of it (but for a page inside a held case's
    # own text, which is no decision's first page, of any court)
    if held is not None and not held.cases and not answer.inside_text:
        answer.court_year = held
        reason = f"nothing is held at {ref.cited}, but {held.said}: its absence tells nothing"
        return _set(answer, Finding.NOT_COVERED, reason=reason)
    # (a page inside a held case's own text is no decision's first page, of any court)
    unheld = (
        None
        if answer.inside_text
        else (
            _states_held_unevenly(ref, answer.containing, _next_held(source, ref))
            or _numbered_by_all_courts(ref)
        )
    )
    if unheld is not None:
        answer.court_year = held
        if held is not None and held.well_held:
            # the court's year is held well: a name no case of it bears is still for a person
            return _set(answer, Finding.NAME_ABSENT, reason=f"nothing is held at {ref.cited}, but {unheld}")
        return _set(answer, Finding.NOT_COVERED, reason=f"nothing is held at {ref.cited}, but {unheld}")
    return _set(answer, Finding.ABSENT)


def _bearer_of_the_name(
    source: Source, ref: CitationRef, case: MatchedCase, fetch: Fetch, answer: SourceAnswer
) -> MatchedCase | None:
    """Another case bearing the cited name word for word, where the slot's case holds it only with
    words more ("Hale v. Pratt" at the page of Hale v. Pratt Holdings Corp.) and the other is of the
    cited court and years (`_confusable`): the citation may lead to the wrong case. None otherwise, or
    where the source cannot search."""
    cited = distinctive(spelled_out(ref.case_name or ""))
    if not cited or not name_is_reliable(ref) or not _words_beyond(case, cited):
        return None
    search = fetch(source, name_search_key(source, ref), Kind.NAME_SEARCH, lambda: source.search(ref))
    if search.status is not Status.FOUND:
        return None
    answer.searched = search
    return next(
        (
            c
            for c in rank(ref, list(search.candidates))
            if c.ids != case.ids
            and not set(c.citations) & set(case.citations)
            and identifies(ref, c)
            and _confusable(ref, case, c)
            and not _words_beyond(c, cited)
        ),
        None,
    )


def _confusable(ref: CitationRef, case: MatchedCase, other: MatchedCase) -> bool:
    """Whether `other` could be taken for the slot's `case`: of the court cited (or the case's), and
    within `NAMESAKE_YEARS` of the year cited (or the case's)."""
    court = ref.court_id or case.court
    year = ref.year or case.year
    return (court is None or other.court in (None, court)) and (
        year is None or other.year is None or abs(other.year - year) <= NAMESAKE_YEARS
    )


def _words_beyond(case: MatchedCase, cited: list[str]) -> bool:
    """Whether each of the case's names has a distinctive word the cited name lacks (nor
    abbreviates), other than those a case's name as cited leaves out (a person's given names, a
    State's name after "State of", "of America"): "Doe v. Roe" is "Jane Doe v. Richard Roe" cited,
    while "Whitney" of "Pratt & Whitney Co." names no person by a given name and is a word more."""
    names = [n for n in (case.name, *case.other_names) if n]
    return bool(names) and all(_a_word_beyond(n, cited) for n in names)


def _a_word_beyond(name: str, cited: list[str]) -> bool:
    left_out = _left_out_of(name)
    return any(
        not any(abbreviates(w, held) for w in cited) and held not in left_out
        for held in distinctive(spelled_out(name))
    )


def _left_out_of(name: str) -> frozenset[str]:
    """The words of `name` a Bluebook name leaves out: its persons' given names, a State's words."""
    given = {word for side in case_sides(name) for word in persons_named(side)[0]}
    return _states_and_america() | given


@cache
def _states_and_america() -> frozenset[str]:
    return frozenset({word for name in state_names() for word in name.split()} | {"america"})


def _held_at_its_own_citation(
    source: Source, ref: CitationRef, fetch: Fetch, answer: SourceAnswer
) -> SourceAnswer:
    """A volume the source does not hold says nothing of the citation, unless the named case is held
    at its own citation in the cited series: then the citation is wrong (a case starts on one page
    of a series). Anything else the search finds leaves it not covered."""
    reason = answer.reason
    answer.dense = False
    searched = _search(source, ref, fetch, answer)
    if searched.finding is Finding.ELSEWHERE and _misplaced_here(ref, list(searched.candidates)):
        return searched
    return _set(answer, Finding.NOT_COVERED, reason=reason, candidates=(), namesakes=(), court_year=None)


def _states_held_unevenly(
    ref: CitationRef, containing: MatchedCase | None, following: MatchedCase | None
) -> str | None:
    """Why an empty page of a regional reporter's densely held volume says nothing of the cited
    case, if it does not. Such a reporter prints several states' courts, and CourtListener holds
    them unevenly (a court's year may be held under its official reports alone, or in other
    volumes), so the held cases around the page are evidence only of their own court: the case the
    page falls inside, or the next one held, must be the cited court's. A citation that names no
    court cannot be placed at all."""
    reporter = find_reporter(ref.reporter)
    if reporter is None or not (reporter.cite_type == "regional" or reporter.abbreviation in SEVERAL_COURTS):
        return None
    several = "several states' courts" if reporter.cite_type == "regional" else "several courts' decisions"
    if not ref.court_id:
        return (
            f"the citation names no court, and {reporter.abbreviation} prints {several}, which the index "
            "may hold in part: its absence tells nothing"
        )
    around = [c for c in (containing, following) if c is not None]
    if any(c.court in (None, ref.court_id) for c in around):
        return None  # the court's own decisions are held around the page
    courts = ", ".join(sorted({c.court for c in around if c.court})) or "no court's"
    return (
        f"the decisions held around the page are another court's ({courts}), and "
        f"{reporter.abbreviation} prints {several}, which the index holds unevenly: its absence tells nothing"
    )


def _numbered_by_all_courts(ref: CitationRef) -> str | None:
    """Why an unheld public-domain number that names no court says nothing of the case: the series
    numbers every court of its State ("2021-Ohio-1240", a Supreme Court decision as often as a court
    of appeals'), and the index may hold one court's numbers and not another's."""
    postal = public_domain_state(ref.reporter) if public_domain(ref) and not ref.court_id else None
    if postal is None:
        return None
    row = state_by_postal(postal)
    return (
        f"the citation names no court, and {ref.reporter} numbers the decisions of all "
        f"{row.name if row is not None else postal}'s courts, "
        "which the index may hold in part: its absence tells nothing"
    )


def _next_held(source: Source, ref: CitationRef) -> MatchedCase | None:
    """The first case `source` holds in the cited volume after the cited page, where it can say."""
    if not isinstance(source, HoldsVolumes) or not (ref.page or "").isdigit():
        return None
    following = source.next_case(ref, int(ref.page or 0))
    return following[1] if following is not None else None


def _court_year(source: Source, ref: CitationRef) -> CourtYear | None:
    """How fully `source` holds the cited court's year, where it can say (the offline index)."""
    if not isinstance(source, MeasuresCoverage) or not ref.court_id or ref.year is None:
        return None
    return source.court_year(ref.court_id, ref.year)


def _set(answer: SourceAnswer, finding: Finding, **fields: object) -> SourceAnswer:
    answer.finding = finding
    for name, value in fields.items():
        setattr(answer, name, value)
    return answer


def _in_its_volume(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether a citation of a volume not yet paged ("597 U.S. ___") names the volume the case is
    held in, or, held by no citation of the series yet (only "144 S. Ct. 515"), one its year fits.
    Cited with no volume ("___ U.S. ___ (2024)"), the court and year are all it names: the case
    must be of both."""
    if ref.kind is not RefKind.UNPAGED:
        return False
    if not ref.volume:
        return case.court == ref.court_id and case.year == ref.year
    cited = slot_key(f"{ref.volume} {ref.reporter}")
    if any(slot_key(c.rpartition(" ")[0]) == cited for c in case.citations):
        return True
    series = slot_key(ref.reporter or "")
    unpaged = not any(_reporter_key(c) == series for c in case.citations)
    return unpaged and fits_its_volume(ref.volume or "", ref.reporter or "", case.year)


def _misplaced(ref: CitationRef, case: MatchedCase) -> bool:
    """The named case has its own citation in the cited series, at another volume or page: the
    citation is wrong even where the source holds the volume sparsely (a case starts on one page
    of a series)."""
    if ref.kind is RefKind.UNPAGED:  # held in another volume of the series
        if not ref.volume:
            return False  # none cited to be wrong
        series = slot_key(ref.reporter or "")
        return any(_reporter_key(c) == series for c in case.citations) and not _in_its_volume(ref, case)
    if ref.kind is not RefKind.US_REPORTER:
        return False
    series, slot = slot_key(ref.reporter or ""), slot_key(f"{ref.volume} {ref.reporter} {ref.page}")
    return any(_reporter_key(c) == series and slot_key(c) != slot for c in case.citations)


def slot_proves_absence(answer: SourceAnswer, ref: CitationRef) -> bool:
    """Whether the cited slot itself shows the named case is not there: another case is, or the
    volume is held densely (never for a number no volume holds: Westlaw, docket)."""
    return bool(answer.occupants) or (answer.dense and not ref.kind.sparse)


def _misplaced_here(ref: CitationRef, named: list[MatchedCase]) -> bool:
    """Where the cited page itself proves nothing (a volume not held, a run of unheld pages), whether
    the case of the cited name held elsewhere in the series is the cited one misplaced, not a
    namesake: the first candidate has its own citation in the series, is of the cited court and year
    (a year's slack) as far as the citation says them, is the only such candidate, has no other
    docket number than the cited one, and the name is one that tells cases apart ("United States v.
    Johnson" names dozens a year: the cited one may be another, past the edition)."""
    if not named or not _misplaced(ref, named[0]):
        return False
    alike = [c for c in named if _of_the_cited_court_and_year(ref, c)]
    if len(alike) != 1 or alike[0] is not named[0]:
        return False
    docket = named[0].docket_number
    if ref.docket_number and docket and not same_docket(ref.docket_number, docket):
        return False
    return _tells_cases_apart(ref)


def _of_the_cited_court_and_year(ref: CitationRef, case: MatchedCase) -> bool:
    court = ref.court_id is None or case.court is None or case.court == ref.court_id
    year = ref.year is None or case.year is None or abs(case.year - ref.year) <= 1
    return court and year


def _tells_cases_apart(ref: CitationRef) -> bool:
    """Whether the cited name tells one case from others of its court: a government against a
    party of one word ("State v. Smith", "United States v. Johnson") does not."""
    parties = [p for p in (ref.party_1, ref.party_2) if p]
    governed = any(is_government(p) for p in parties)
    words = [w for p in parties if not is_government(p) for w in distinctive(p)]
    return not governed or len(words) > 1


def name_search_key(source: Source, ref: CitationRef) -> str:
    """A name search is filed under exactly what is asked (each party's distinctive words, the
    court it is filtered by), never under the citation: two briefs share an answer only when they
    asked the same question, so neither's evidence shows what the other cited."""
    words = " ".join(w for party in (ref.party_1, ref.party_2) for w in distinctive(party)) or "-"
    years = "{}-{}".format(*ref.search_years) if ref.search_years else "-"
    return f"{source.name}:name:{words}|{ref.court_id or '-'}|{years}"


# --------------------------------------------------------------------------- candidates


def identifies(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether a case found by name can be the cited one: every distinctive cited party matches a
    side of its name, one side each (`compare_names`); generic parties identify nothing."""
    return compare_names(ref, case) is NameMatch.MATCH


# A case of the cited name this many years from the cited year, in another reporter family and
# court, is another case that shares a name, not the cited one miscited.
NAMESAKE_YEARS = 5


def plausible(ref: CitationRef, case: MatchedCase) -> bool:
    """Whether a case of the cited name can be the one the brief meant: reported in the cited
    series (or one printing the same courts), of the cited court, or within a few years."""
    westlaw_year = int(ref.volume) if ref.kind is RefKind.WESTLAW and (ref.volume or "").isdigit() else None
    if westlaw_year is not None and case.year is not None and case.year > westlaw_year:
        return False  # a Westlaw number's year bounds the decision: none is numbered before it
    if ref.year is None or case.year is None:
        return True
    near = abs(case.year - ref.year) <= NAMESAKE_YEARS
    return near or (ref.court_id is not None and case.court == ref.court_id) or _in_family(ref, case)


@cache
def _family(reporter: str | None) -> frozenset[str]:
    """The cited series and those printing the same courts, as `slot_key` compares them."""
    from briefcheck.reference import find_reporter, parallel_series

    if not reporter or reporter == "WL":
        return frozenset()
    family = {slot_key(reporter)}
    cited = find_reporter(reporter)
    if cited is not None and cited.curated is not None:
        family |= {slot_key(r.abbreviation) for r in (cited.curated, *parallel_series(cited.curated))}
    return frozenset(family)


def _in_family(ref: CitationRef, case: MatchedCase) -> bool:
    family = _family(ref.reporter)
    return any(_reporter_key(c) in family for c in case.citations)


def rank(ref: CitationRef, cases: list[MatchedCase]) -> list[MatchedCase]:
    """Best first, by what the citation gets right: the cited court, then the cited series (or
    one printing the same courts), then the nearest in years to the cited year. Nothing is
    filtered by year or court: a wrong citation gets exactly those wrong."""
    return sorted(cases, key=lambda case: (*_rank_key(ref, case), case.name))


def _reporter_key(citation: str) -> str:
    """The reporter of a "volume reporter page" citation, as `slot_key` compares it."""
    return slot_key(citation.partition(" ")[2].rpartition(" ")[0])


# --------------------------------------------------------------------------- corrections


def citable(case: MatchedCase, ref: CitationRef) -> str | None:
    """The case as a lawyer would cite it ("Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990)"),
    under its citation in the cited series where it has one; None when it has no citation."""
    if not case.citations:
        return None
    want = slot_key(ref.reporter) if ref.reporter else None
    cite = next((c for c in case.citations if want and _reporter_key(c) == want), None)
    return cited_as(case, cite or next((c for c in case.citations if " WL " not in c), case.citations[0]))


def cited_as(case: MatchedCase, citations: str) -> str:
    """The case under `citations` ("600 F.3d 500" or it with parallels), with the court and year
    its parenthetical gives: "Hale v. Pratt, 600 F.3d 500 (2d Cir. 2010)"."""
    court = _court_abbreviation(case.court)
    parenthetical = " ".join(p for p in (court, str(case.year) if case.year else None) if p)
    return f"{case.name}, {citations}" + (f" ({parenthetical})" if parenthetical else "")


def _court_abbreviation(court_id: str | None) -> str | None:
    """The court as a citation's parenthetical names it (none for the Supreme Court, whose
    reporters say so), from courts-db."""
    if not court_id or court_id == "scotus":
        return None
    from courts_db import find_court_by_id

    found = find_court_by_id(court_id)
    return (found[0].get("citation_string") or None) if found else None


# A candidate nearer in years by less than this is not clearly the one meant.
CLEAR_YEARS = 2


def corrections(ref: CitationRef, ranked: tuple[MatchedCase, ...], most: int = 3) -> list[str]:
    """The citable strings to suggest: the best alone when it is clearly best (of the cited court
    or series where the next is not, or at least `CLEAR_YEARS` nearer the cited year), else up to
    `most` of them."""
    strings = [s for c in ranked if (s := citable(c, ref))]
    if len(strings) <= 1:
        return strings
    first, second = _rank_key(ref, ranked[0]), _rank_key(ref, ranked[1])
    clear = first[:2] < second[:2] or (first[:2] == second[:2] and second[2] - first[2] >= CLEAR_YEARS)
    return strings[:1] if clear else strings[:most]


def _rank_key(ref: CitationRef, case: MatchedCase) -> tuple[int, int, int]:
    """(another court, another series, years off): what the candidate gets wrong of the citation."""
    court = 0 if ref.court_id and case.court == ref.court_id else 1
    in_series = _in_family(ref, case) or _misplaced(ref, case)
    years = abs(case.year - ref.year) if case.year is not None and ref.year is not None else 50
    return (court, 0 if in_series else 1, years)
