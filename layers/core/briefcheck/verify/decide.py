"""Tier 3: the chain of sources, and one decision over whatever source answered.

Each citation is put to the sources the registry names for its kind, in order, until one settles
it (`chain.ask`); the evidence lists every source asked and what it said. One function turns the
settling answer into the outcome, category, confidence and correction, whichever source gave it.
Categories are tried in SPEC section 5's priority order and the first that the retrieved evidence
shows wins: MALFORMED_CITATION, AUTHORITY_NONEXISTENT, MISATTRIBUTION, PARAGRAPH_HALLUCINATION,
QUOTE_FABRICATION, MISCHARACTERIZATION. Nothing is concluded from a pattern alone: when no source
could answer the pair is UNVERIFIABLE (category UNVERIFIABLE_PUBLIC) with the reason, so a person
reviews it and the schedule retries it.

Its parts: `walk` (the chain of sources walked for a citation, through the cache), `plan` (a
run's requests planned for the whole document), `pair` (what is learnt about one pair, and the
evidence it makes), `conclude` (an answer whose slot does not simply hold the named case),
`content` (the claim against the authority's text: pin, quotes, paraphrase).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from briefcheck.domain.backends import backend_entry
from briefcheck.domain.codes import Category, CitationFlag, CitationForm, Confidence, Jurisdiction, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import InputError, SourceError
from briefcheck.domain.glossary import orphan_reason
from briefcheck.domain.models import CitationTask, Evidence, parallel_slot, utc_now
from briefcheck.domain.status import IDENTITY_CHECKED
from briefcheck.extract.attribution import holding_given_elsewhere
from briefcheck.index import CitationIndex
from briefcheck.reference.courts import court_from_courts_db
from briefcheck.reference.reporters import MAX_OPINION_PAGES, out_of_its_time
from briefcheck.store.blobs import BlobStore
from briefcheck.text.authority import AuthorityText
from briefcheck.text.history import own_part, with_later_history
from briefcheck.text.names import slot_key
from briefcheck.verify import plan
from briefcheck.verify.cache import SourceCache
from briefcheck.verify.chain import Finding, SourceAnswer, cited_as
from briefcheck.verify.conclude import (
    ambiguous,
    not_at_slot,
    not_held,
    parallels_compared,
    same_reporter,
    series_of,
    unsettled,
    wrong_first_page,
)
from briefcheck.verify.names import (
    DATE_SLACK_DAYS,
    NameMatch,
    compare_names,
    court_differs,
    days_apart,
    first_page,
    parties_reversed,
    same_dockets,
    slot_exact,
    year_differs,
)
from briefcheck.verify.pair import Pair
from briefcheck.verify.pins import is_paragraph_pin, page_bounds, parse_pins
from briefcheck.verify.refs import CitationRef, RefKind, Unroutable, numbered_year, public_domain
from briefcheck.verify.sources.base import (
    HoldsTreatment,
    Kind,
    MatchedCase,
    Retrieval,
    SearchesTreatment,
    Source,
    Status,
    treatment_key,
)
from briefcheck.verify.walk import ChainWalk

if TYPE_CHECKING:
    from briefcheck.verify.characterize import Characterizer


def default_characterizer(settings: Settings) -> Characterizer | None:
    """The paraphrase judge on the configured backend's Claude client; none for a backend that
    calls no Claude model (`rules`)."""
    if backend_entry(settings.backend).client is not None:
        from briefcheck.verify.characterize import AnthropicCharacterizer  # a model's client: only then

        return AnthropicCharacterizer(settings, backend=settings.backend)
    return None


class Verifier:
    """Checks claim-citation pairs against the chain of sources, reusing the source cache: the
    walk of the chain is `walk.ChainWalk`'s, the run's plan `plan`'s; here, the decision."""

    def __init__(
        self,
        settings: Settings,
        blobs: BlobStore,
        sources: list[Source] | None = None,
        characterizer: Characterizer | None = None,
        cache: SourceCache | None = None,
        index: CitationIndex | None = None,
    ) -> None:
        self.settings = settings
        self.walk = ChainWalk(settings, cache or SourceCache(blobs), sources, index)
        self.characterizer = characterizer if characterizer is not None else default_characterizer(settings)

    @property
    def sources(self) -> dict[str, Source]:
        return self.walk.sources

    @property
    def cache(self) -> SourceCache:
        return self.walk.cache

    @property
    def index(self) -> CitationIndex | None:
        return self.walk.index

    def verify(self, task: CitationTask) -> Evidence:
        """The evidence for one pair from every source of its chain. Source failures become
        UNVERIFIABLE, never exceptions."""
        pair = self._pair(task)
        try:
            return self._verify(pair, offline_only=False)
        except SourceError as exc:
            return pair.unverifiable(str(exc))

    def verify_offline(self, task: CitationTask) -> Evidence | None:
        """The answer of the offline sources alone (nothing leaves the machine): with an index,
        every citation it routes is checked whatever the Tier 3 policy, and one it does not hold
        says so (never "not looked up"). None without an offline source or a routable citation."""
        pair = self._pair(task)
        if not self.walk.offline:
            return None
        routed = self.walk.ref_of(task)
        if routed is None:
            return None
        self._note_ref(pair, routed)
        return self._conclude(pair, routed, self.walk.ask(routed, offline_only=True), offline_only=True)

    def settled_offline(self, task: CitationTask) -> bool:
        """Whether the offline sources settle the citation (the network need not be asked)."""
        routed = self.walk.ref_of(task) if self.walk.offline and task.claim is not None else None
        return routed is not None and any(a.finding.settles for a in self.walk.ask(routed, offline_only=True))

    # ------------------------------------------------------------------ the run's plan

    def ref_of(self, task: CitationTask) -> CitationRef | None:
        return self.walk.ref_of(task)

    def watch_waits(self, on_wait: Callable[[float, str], None]) -> None:
        self.walk.watch_waits(on_wait)

    def look_up_offline(self, tasks: Iterable[CitationTask]) -> int:
        return self.walk.look_up_offline(tasks)

    def prefetch(self, tasks: Iterable[CitationTask], say: Callable[[str], None] | None = None) -> int:
        """`plan.prefetch`: the network sources' batched look-ups for the whole document."""
        return plan.prefetch(self.walk, tasks, self.settled_offline, self._wants_text, say)

    def by_need(self, tasks: list[CitationTask]) -> list[CitationTask]:
        return plan.by_need(self.walk, tasks)

    def notices(self, refs: Iterable[CitationRef]) -> list[str]:
        return plan.notices(self.walk, refs)

    # ------------------------------------------------------------------ one pair

    def _pair(self, task: CitationTask) -> Pair:
        if task.claim is None:
            raise InputError(
                f"CitationTask for {task.citation.id} in document {task.document_id} has no claim: "
                "Tier 3 checks a claim-citation pair"
            )
        return Pair(task, task.claim, {"cited": task.citation.text})

    def _verify(self, pair: Pair, offline_only: bool) -> Evidence:
        citation = pair.task.citation
        target = self.walk.target(pair.task)
        if target is None:
            unplaced = (
                ", and no volume, reporter and page to look it up by"
                if citation.form is CitationForm.SHORT
                else ""
            )
            return pair.unverifiable(orphan_reason(citation.form, citation.flags) + unplaced)
        routed = self.walk.route(pair.task, target)
        if isinstance(routed, Unroutable):
            pair.details["bailii_url"] = routed.human_url
            if routed.malformed:
                # Tier 1's structural verdict is certain; a reporter or shape we do not know may
                # still be a real citation in an uncatalogued form
                flagged = CitationFlag.MALFORMED in citation.flags
                confidence = Confidence.HIGH if flagged else Confidence.MEDIUM
                return pair.error(
                    Category.MALFORMED_CITATION, confidence, f"Malformed citation: {routed.reason}."
                )
            return pair.unverifiable(routed.reason)
        self._note_ref(pair, routed)
        return self._conclude(pair, routed, self.walk.ask(routed, offline_only), offline_only)

    @staticmethod
    def _note_ref(pair: Pair, ref: CitationRef) -> None:
        # BAILII's address for the cited neutral citation is where a person may look, not a
        # document any source returned: it is never the "read the authority" link
        pair.details.update(citation_key=ref.key, cited_case_name=ref.case_name, bailii_url=ref.bailii_url)

    # ------------------------------------------------------------------ one decision

    def _conclude(
        self,
        pair: Pair,
        ref: CitationRef,
        answers: list[SourceAnswer],
        offline_only: bool,
        at_a_parallel: bool = False,
    ) -> Evidence:
        """The evidence from the first answer that settles the citation, whichever source gave it;
        every source asked is named with what it said (`at_a_parallel`: the citation was moved to
        its parallel, which is never moved back)."""
        pair.details["sources_asked"] = [a.said() for a in answers]
        settled = next((a for a in answers if a.finding.settles), None)
        for a in answers:
            for r in a.retrievals:
                pair.saw(r, evidence=a is settled and r is a.hit)
        if settled is None:
            if answers:  # the last source asked, whose answer the status stands on
                pair.details["source"] = answers[-1].source
            conflict = self._primary_against_its_parallel(pair, ref)
            if conflict is not None:
                return conflict
        if settled is None or settled.finding in (Finding.NAME_ONLY, Finding.NAME_ABSENT):
            # a reporter the index holds nothing of, with a parallel it holds: checked there, which
            # says more than the name searched in the court's year
            index = self.walk.index
            held = _at_a_held_parallel(ref, index) if index is not None and not at_a_parallel else None
            if held is not None:
                rerouted, unread, in_part = held
                found = self._at_its_parallel(pair, rerouted, offline_only)
                if in_part and found.outcome is Outcome.UNVERIFIABLE:
                    # nothing at the parallel either: the first citation's account, as its sources said it
                    self._note_ref(pair, ref)
                    pair.details["sources_asked"] = [a.said() for a in answers]
                    if answers:
                        pair.details["source"] = answers[-1].source
                elif found.outcome is not Outcome.VERIFIED_OK or (public_domain(ref) and not in_part):
                    # a public-domain number of a series the index does not hold is the case's own,
                    # checked by its date; of a year held in part, its number was not read
                    return found
                else:
                    # a print reporter's page the index could not read: the case is real, its first
                    # citation (what a reader copies) unchecked
                    return _first_citation_for_a_person(
                        found,
                        f"But the first citation, {ref.cited}, was not checked ({unread}): the case was "
                        f"found at its parallel {rerouted.cited}. Check the first citation's volume and "
                        "page.",
                    )
        if settled is None:
            return pair.unverifiable(not_held(ref, answers))
        pair.details["source"] = settled.source
        source = self.walk.sources[settled.source]
        hit = settled.hit
        assert hit is not None  # every answer starts from the slot look-up
        if hit.edition:
            pair.details["index_edition"] = hit.edition
        finding = settled.finding
        if finding is Finding.UNKNOWN_REPORTER:
            return pair.error(
                Category.MALFORMED_CITATION,
                Confidence.MEDIUM,
                f"{source.title} does not recognise the reporter {ref.reporter!r}"
                + (f" ({hit.reason})" if hit.reason else "")
                + ".",
            )
        if finding is Finding.AT_SLOT:
            assert settled.case is not None
            return self._identified(pair, source, ref, hit, settled.case, offline_only)
        if finding is Finding.UNSETTLED:
            if settled.case is None:
                return pair.review(f"{settled.reason}; a person must check it.")
            pair.found(settled.case)
            pair.details["name_match"] = (settled.names or NameMatch.UNKNOWN).value
            bearer = settled.candidates[0] if settled.candidates else None
            return pair.review(unsettled(ref, settled.case, settled.names or NameMatch.UNKNOWN, bearer))
        if finding is Finding.AMBIGUOUS:
            return ambiguous(pair, ref, settled)
        if finding is Finding.INSIDE:
            assert settled.case is not None
            if ref.kind is RefKind.SHORT_FORM:  # a pinned page inside the named case is what it cites
                return self._identified(pair, source, ref, hit, settled.case, offline_only)
            return wrong_first_page(pair, ref, settled.case)
        at_its_parallel = self._at_the_parallel_given(pair, ref, settled, offline_only, at_a_parallel)
        return at_its_parallel or not_at_slot(pair, ref, source, settled)

    def _at_the_parallel_given(
        self, pair: Pair, ref: CitationRef, settled: SourceAnswer, offline_only: bool, at_a_parallel: bool
    ) -> Evidence | None:
        """The named case found elsewhere at a parallel citation the brief itself gives ("People v.
        Ames (2009) 45 Cal.4th 100 [90 Cal.Rptr.3d 505]", the source holding only the second): checked
        there, the first citation unconfirmed and for a person (it was MISATTRIBUTION, the correction
        dropping the brief's own official citation). None otherwise."""
        if settled.finding is not Finding.ELSEWHERE or at_a_parallel or not ref.parallels:
            return None
        given = {slot_key(p): p for p in ref.parallels}
        case = settled.candidates[0] if settled.candidates else None
        series = slot_key(ref.reporter or "")
        if case is None or any(slot_key(series_of(c) or "") == series for c in case.citations):
            return None  # the source holds it in the cited series too: the first citation is wrong there
        cited = next((given[slot_key(c)] for c in case.citations if slot_key(c) in given), None)
        rerouted = _parallel_ref(ref, cited) if cited is not None else None
        if rerouted is None:
            return None
        found = self._at_its_parallel(pair, rerouted, offline_only)
        if found.outcome is not Outcome.VERIFIED_OK:
            self._note_ref(pair, ref)
            return None
        return _first_citation_for_a_person(
            found,
            f"But the first citation, {ref.cited}, is not where the source holds the case (it holds it at "
            f"the parallel {rerouted.cited}, which the brief also gives): check the first citation's volume "
            "and page.",
        )

    def _at_its_parallel(self, pair: Pair, rerouted: CitationRef, offline_only: bool) -> Evidence:
        """The citation decided at its parallel instead (never moved back)."""
        self._note_ref(pair, rerouted)
        asked = self.walk.ask(rerouted, offline_only)
        return self._conclude(pair, rerouted, asked, offline_only, at_a_parallel=True)

    def _primary_against_its_parallel(self, pair: Pair, ref: CitationRef) -> Evidence | None:
        """Where no source holds the cited citation's own reporter but an offline one holds a
        parallel the brief gives, and the case there, by the brief's name, is cited otherwise in
        the first citation's place ("2020 SD 12, 938 N.W.2d 100" for the case the index holds as
        2020 ND 12 and 938 N.W.2d 100): a REVIEW naming the case's own citation. None otherwise
        (the case holds no citation to set against the first, or no parallel settles)."""
        if pair.task.citation.is_short_form or not ref.parallels or not ref.page or not ref.volume:
            return None
        for source in (s for s in self.walk.sources.values() if s.offline):
            for cited in ref.parallels:
                parallel = _parallel_ref(ref, cited)
                if parallel is None:
                    continue
                found = self.walk.fetch(source, parallel.key, Kind.CITATION, partial(source.lookup, parallel))
                case = found.case
                if case is None or compare_names(ref, case) is not NameMatch.MATCH:
                    continue
                own = [c for c in case.citations if c.split()[0] == ref.volume and c.split()[-1] == ref.page]
                if not own or any(slot_key(c) == slot_key(ref.cited) for c in own):
                    continue
                pair.saw(found, evidence=True)
                pair.found(case)
                return pair.review(
                    f"{case.name} is at the parallel citation {cited}, but its own citation in the first "
                    f"citation's place is {own[0]}, not {ref.cited}: a citation of the wrong court or "
                    "reporter. Check it."
                )
        return None

    def _parallels_of_others(
        self, pair: Pair, source: Source, ref: CitationRef, parallels: list[str]
    ) -> list[tuple[str, str]]:
        """Each of `parallels` (those the brief gives in a reporter the case has none in) proved
        wrong, with what is there instead: another case at its slot, or no case beginning there in
        a volume held densely. Asked only of an offline source (no request is spent on it); one it
        cannot settle is said unchecked, so a verified citation never stands on it."""
        if pair.task.citation.is_short_form:
            return []
        wrong = []
        for cited in parallels:
            parallel = _parallel_ref(ref, cited) if source.offline else None
            if parallel is None:
                pair.notes.append(
                    f"the parallel citation {cited} ({source.title} lists none for the case there)"
                )
                continue
            found = self.walk.fetch(source, parallel.key, Kind.CITATION, partial(source.lookup, parallel))
            held = [found.case] if found.case is not None else list(found.candidates)
            if held and all(compare_names(ref, other) is NameMatch.MISMATCH for other in held):
                pair.saw(found, evidence=False)
                other = held[0]
                wrong.append((cited, f"{cited} is {other.name}" + (f" ({other.year})" if other.year else "")))
            elif not held and found.status is Status.NOT_FOUND and found.dense:
                pair.saw(found, evidence=False)
                inside = found.containing
                where = f", inside {inside.name}" if inside is not None and inside.name else ""
                wrong.append((cited, f"no case begins at {cited}{where}"))
            elif not held:
                why = found.reason or "its volume is not held"
                pair.notes.append(f"the parallel citation {cited} ({why})")
        return wrong

    def _identified(
        self,
        pair: Pair,
        source: Source,
        ref: CitationRef,
        hit: Retrieval,
        case: MatchedCase,
        offline_only: bool,
    ) -> Evidence:
        """The slot holds the named case: check year and court, then the claim's content."""
        if ref.court_id and not case.court:
            case = self.walk.court_of(source, case)
        pair.found(case)
        pair.details["name_match"] = NameMatch.MATCH.value
        pair.checked.extend(IDENTITY_CHECKED)
        # (the parties as the citation writes them: a history citation, "rev'd, 585 U.S. 20", bears its
        # case's name, which its appeal may well turn round)
        written = pair.task.citation.text
        reversed_caption = parties_reversed(ref, case) and all(
            p.split()[0] in written for p in (ref.party_1, ref.party_2) if p and p.split()
        )
        # the citation's own part of its sentence, and later sentences of its paragraph giving its history
        said = with_later_history(own_part(pair.claim.text, ref.text), pair.task.context, ref.text, case.name)
        stated = pair.task.citation.treatment
        if pair.task.citation.is_short_form and stated is not None:  # the history its full citation gave
            said = " ".join([said, *stated.stated_history])
        if isinstance(source, HoldsTreatment):  # it holds the opinions citing the case
            pair.treatment = source.treatment(case, said)
        elif isinstance(source, SearchesTreatment):  # through the cache: a second run searches nothing again
            searching = source
            found = self.walk.fetch(
                source, treatment_key(case), Kind.NAME_SEARCH, lambda: searching.treatment_search(case)
            )
            pair.saw(found)
            pair.treatment = source.read_treatment(case, found, said)
        if isinstance(source, HoldsTreatment | SearchesTreatment):
            held = pair.treatment
            if held is not None and not held.checked:
                pair.remarks.append(f"Negative treatment {held.source}.")
            elif held is not None and not held.negative and held.cited_by is None:
                pair.remarks.append(f"No negative treatment found ({held.source}).")
            elif held is not None and not held.negative:
                n = held.cited_by or 0
                pair.remarks.append(
                    f"Cited by {n:,} opinion{'s' * (n != 1)} held; no negative treatment found in "
                    f"{'them' if n != 1 else 'it'} ({held.source})."
                )
        # a docket citation's case was identified by its docket number, a short form's by the page
        # it pins, an unpaged one's by its volume: no first page to place
        placed = ref.kind in (RefKind.DOCKET, RefKind.SHORT_FORM, RefKind.UNPAGED)
        exact = ref.uri is not None or placed or slot_exact(ref, case)
        own = next((c for c in case.citations if same_reporter(c, ref)), None)
        # what is wrong with the citation's year, court or first page is reported with what the
        # case's text shows of the claim: one finding never stops the other checks
        issue: tuple[Category | None, Confidence, str] | None = None
        # a public-domain citation's year is its own number's, given when the opinion is published:
        # held exactly under it, a decision of the year before is that number's case ("2019 WI App 3",
        # decided 2018-10-11)
        published_later = (
            public_domain(ref)
            and exact
            and ref.year is not None
            and case.year is not None
            and 0 <= ref.year - case.year <= 1
        )
        # ... and no other: "2021 WI 5 (Wis. 2020)" of a decision of January 2021 is wrong, whatever
        # slack a print reporter's January or December decision has
        numbered = numbered_year(ref)
        misnumbered = (
            numbered is not None and ref.year not in (None, numbered, case.year) and case.year is not None
        )
        if (year_differs(ref, case) and not published_later) or misnumbered:
            pair.correction = cited_as(case, own or ref.cited)
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited} but was decided {case.date}, not {ref.year}.",
            )
        elif ref.year is not None and case.year is not None:
            pair.checked.append("year")
        if issue is None:
            issue = _stated_facts(pair, source, ref, case)
        if issue is None and court_differs(ref, case) and _another_jurisdiction(ref.court_id, case.court):
            pair.correction = cited_as(case, own or ref.cited)
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited}, decided by {_court_named(case.court)}, not by "
                f"{_court_named(ref.court_id)}: the citation names another jurisdiction's court.",
            )
        elif issue is None and court_differs(ref, case):
            issue = (
                None,
                Confidence.LOW,
                f"{case.name} ({case.date or 'undated'}) is at {ref.cited}, decided by {case.court}, while "
                f"the citation reads as {ref.court_id}: the court may have been misread or miscited.",
            )
        elif ref.court_id and case.court:
            pair.checked.append("court")
            if _A_DISTRICT.search(pair.task.citation.components.court or ""):
                pair.notes.append(
                    "the district or department the court's name gives (the source holds the State's courts "
                    "of appeals as one court)"
                )
        elif ref.court_id:
            pair.notes.append(f"the court ({source.title}'s answer does not say which court decided it)")
        if issue is None and not exact and own is not None:
            pair.correction = cited_as(case, own)
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is the named case, but it begins at {own}, not at {ref.cited}: a wrong first "
                "page, not an invented case.",
            )
        if not exact and own is None:
            pair.notes.append(f"the first page (the cited page falls inside {case.name})")
        # the parallel citations the brief gives, against the case's own in the same reporters
        compared = [] if pair.task.citation.is_short_form else parallels_compared(ref, case)
        wrong = [(cited, held) for cited, held in compared if slot_key(cited) != slot_key(held)]
        if issue is None and wrong:
            fixed = dict(wrong)
            # each parallel as the case has it, once, and none the cited citation already is
            listed = list(
                dict.fromkeys(
                    fixed.get(p, p) for p in ref.parallels if slot_key(fixed.get(p, p)) != slot_key(ref.cited)
                )
            )
            pair.correction = cited_as(case, ", ".join([ref.cited, *listed]))
            said = "; ".join(
                f"its {series_of(cited)} citation is {held}, not {cited}" for cited, held in wrong
            )
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited}, but {said}: a wrong parallel citation of a real case.",
            )
        elif compared and not wrong:
            pair.checked.append("parallel citations")
        uncompared = [p for p in ref.parallels if p not in dict(compared)]
        others = [] if issue is not None else self._parallels_of_others(pair, source, ref, uncompared)
        # else a parallel whose Westlaw year or volume the case's own decision year rules out, or
        # makes unlikely (one the rules date off the cited year, sure of it now), though no source
        # could look it up
        this_year = utc_now().year
        settled = issue is not None or bool(others)
        dated = [] if settled else [out_of_its_time(p, case.year, this_year) for p in uncompared]
        ruled_out = [d.why for d in dated if d is not None and d.impossible]
        doubtful = [d.why for d in dated if d is not None and not d.impossible]
        if ruled_out:
            pair.correction = cited_as(case, ref.cited)
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited}, but its parallel citation cannot be: "
                f"{'; '.join(ruled_out)}. A wrong parallel citation of a real case.",
            )
        elif doubtful:
            issue = (
                None,
                Confidence.LOW,
                f"{case.name} is at {ref.cited}, but its parallel citation is unlikely to be its: "
                f"{'; '.join(doubtful)}. Check the parallel citation.",
            )
        if others:
            pair.correction = cited_as(case, ref.cited)
            said = "; ".join(what for _, what in others)
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited}, but in {source.title} {said}: a wrong parallel "
                "citation of a real case.",
            )
        if reversed_caption and issue is None:
            # the case under a name it is not reported by, and as often another's ("United States v.
            # Ortega" and "Ortega v. United States" are a prosecution and the defendant's own suit)
            issue = (
                None,
                Confidence.LOW,
                f"{case.name} is at {ref.cited}, but the brief names its parties the other way round: "
                "check that this is the case meant, and cite it by its reported name.",
            )
        elif reversed_caption:
            pair.remarks.append(
                f"The brief names the parties in the reverse order of the reported name, {case.name}."
            )
        before = len(pair.checked)
        content = self._content(pair, source, ref, hit, case, offline_only, confirmed=exact)
        if issue is None:
            return content
        category, confidence, summary = issue
        if content.outcome is Outcome.VERIFIED_ERROR:  # the text shows an error too: both are said
            pair.details["also_found"] = summary
            return content.model_copy(
                update={"evidence_summary": f"{content.evidence_summary} Also: {summary}"}
            )
        text_checks = pair.checked[before:]
        if text_checks:
            summary += f" In its text, {', '.join(text_checks)} checked: no error found there."
        if category is None:
            return pair.review(summary)
        return pair.error(category, confidence, summary)

    def _content(
        self,
        pair: Pair,
        source: Source,
        ref: CitationRef,
        hit: Retrieval,
        case: MatchedCase,
        offline_only: bool,
        confirmed: bool,
    ) -> Evidence:
        """What the case's text shows of the claim: its pin, quotes and paraphrase."""
        pin = _pin(pair.task, ref)
        # a held text costs no request: the claim's own sentence is read against it as well
        wants_text = self._wants_text(pair.task, ref) or bool(source.offline and pair.claim.text)
        # the text checks (quotes, pins, the paraphrase judge) are imported when a case is found
        from briefcheck.verify.content import NOT_JUDGED, check_content, pin_outside

        parallel_error = _parallel_pin_outside(pair, source, ref, case)
        if parallel_error is not None:
            return parallel_error

        if not wants_text:
            pair.remarks.append(NOT_JUDGED)
            return pair.evidence(
                Outcome.VERIFIED_OK,
                None,
                Confidence.MEDIUM,
                f"{case.name} ({case.date or 'undated'}) found at {ref.cited}; the name matches. Existence "
                "only: the claim it is cited for was not checked.",
            )
        # where the case's pages are known without its text (its first page, the next case's)
        paged = _in_its_own_reporter(pair.task, ref, case)
        elsewhere = _pinned_in_another_reporter(pair.task, paged, case, pin)
        if elsewhere is not None:
            pair.notes.append(
                f"the pin {pin} (it counts the pages of {elsewhere}, which the case was not found in)"
            )
            pin = None
        bounds = partial(page_bounds, source, paged, case, pin)
        text_hit, reader = self.walk.text(pair, source, ref, hit, case, offline_only)
        if text_hit.status is not Status.FOUND or text_hit.body is None:
            # a pin the case cannot hold is an error whether or not its text could be read
            return pin_outside(pair, case, parse_pins(pin) or [], bounds()) or pair.evidence(
                Outcome.VERIFIED_OK,
                None,
                Confidence.MEDIUM,
                f"{case.name} ({case.date or 'undated'}) found at {ref.cited} ({source.title}); the name "
                "matches. Its text could not be retrieved, so the claim was not checked "
                f"({text_hit.reason or text_hit.status.value}).",
            )
        text = self.walk.read_text(reader, text_hit.body)
        if paged.volume:
            text = replace(text, first_unit=first_page(paged, case))
        pin = _page_or_paragraph(pair, text, pin)
        return check_content(pair, paged, case, text, pin, confirmed, self.characterizer, bounds)

    def _wants_text(self, task: CitationTask, ref: CitationRef) -> bool:
        """Whether the claim is checked against the case's text: a pin, a quotation, a judge, or a
        parenthetical saying what the case held (read for a flipped negation without a judge)."""
        claim = task.claim
        return bool(
            _pin(task, ref)
            or (claim is not None and (claim.quotes or claim.unclosed_quotes or claim.parenthetical))
            or self.characterizer
        )


# A State's court of appeals named with its district or department: "Tex. App.—Dallas", "Tex. App.—
# Houston [14th Dist.]", "App. Div. 2d Dep't", "Fla. 3d DCA", "Fla. Dist. Ct. App. 3d"
_A_DISTRICT = re.compile(
    r"App\.?\s*[—–-]+\s*[A-Z]|\[\d+(?:st|nd|rd|th|d)\s+Dist\.\]|\b\d+(?:st|nd|rd|th|d)\s+(?:Dep['’]?t|Dept|DCA|Dist\.)"
    r"|Dist\.\s+Ct\.\s+App\.\s+\d"
)


def _stated_facts(
    pair: Pair, source: Source, ref: CitationRef, case: MatchedCase
) -> tuple[Category | None, Confidence, str] | None:
    """The issue, for a person to settle, when a full date or a docket number the brief gives is
    not the case's, or the brief gives its holding to another court than the case's
    (`holding_given_elsewhere`); each found to agree is listed as checked, and only those."""
    apart = days_apart(ref, case, pair.claim.text)
    if apart is not None and apart > DATE_SLACK_DAYS and ref.decided is not None:
        written = f"{ref.decided:%b}. {ref.decided.day}, {ref.decided.year}"
        return (
            None,
            Confidence.LOW,
            f"{case.name} is at {ref.cited} but is dated {case.date} in {source.title}, not {written} as "
            "the brief dates it: a wrong date, or a later decision in the case (an amended opinion, an "
            "order on rehearing) the brief does not name.",
        )
    if apart is not None:
        pair.checked.append("date")
    same = same_dockets(ref, case)
    if same is False:
        return (
            None,
            Confidence.LOW,
            f"{case.name} is at {ref.cited} but is docketed {case.docket_number} in {source.title}, not "
            f"No. {ref.docket_number} as the brief gives it: a wrong docket number, or another case's.",
        )
    if same:
        pair.checked.append("docket number")
    claim = " ".join(filter(None, (pair.claim.text, pair.claim.parenthetical)))
    given = holding_given_elsewhere(claim, pair.task.citation.text, case.court) if case.court else None
    court = court_from_courts_db(case.court) if given is not None and case.court else None
    if given is not None and court is not None:  # (a holding given elsewhere is of a court courts-db knows)
        name = court.name if court.name.startswith("the ") else f"the {court.name}"
        return (
            None,
            Confidence.LOW,
            f"The brief says {given} held this, but cites {case.name}, a decision of "
            f"{name} ({source.title}), with no parenthetical saying whose "
            f"words it gives: cite the decision of {given}, or give the holding as the cited court's.",
        )
    return None


def _another_jurisdiction(cited: str | None, held: str | None) -> bool:
    """Whether the cited court and the case's are of different States, one a State's and the other
    a federal court, or two federal courts of appeals: a slip no reading of the parenthetical
    explains, unlike one among a State's own courts ("Fla." for a district court of appeal's case),
    or a circuit's parenthetical on a Supreme Court case (a later citation's, misread as its own)."""
    one, other = (court_from_courts_db(c) if c else None for c in (cited, held))
    if one is None or other is None:
        return False
    if one.state is None and other.state is None:
        return all(_A_CIRCUIT.fullmatch(c or "") for c in (cited, held))
    return one.state != other.state


# The federal courts of appeals' ids (courts-db's level for some district courts says appellate)
_A_CIRCUIT = re.compile(r"ca\d{1,2}|cadc|cafc")


def _court_named(court_id: str | None) -> str:
    court = court_from_courts_db(court_id) if court_id else None
    return court.name if court is not None else court_id or "an unnamed court"


def _parallel_pin_outside(pair: Pair, source: Source, ref: CitationRef, case: MatchedCase) -> Evidence | None:
    """An error when a parallel citation's pin lies outside the pages the case holds in that
    parallel's volume (from its first page to the next case the source holds there); a pin placed
    within both is said to be checked (`pair.details["parallels_placed"]`)."""
    from briefcheck.verify.content import pin_outside

    placed = []
    for parallel, its_pin in pair.task.citation.components.parallel_pins.items():
        slot = parallel_slot(parallel)
        if slot is None:
            continue
        at = replace(ref, volume=slot[0], reporter=slot[1], page=slot[2])
        bounds = page_bounds(source, at, case, its_pin)
        error = pin_outside(pair, case, parse_pins(its_pin) or [], bounds)
        if error is not None:
            return error
        if bounds is not None and bounds.next_start is not None:
            pair.checked.append(f"pin {its_pin} of the parallel citation {parallel}")
            placed.append(parallel)
    pair.details["parallels_placed"] = placed
    return None


def _first_citation_for_a_person(found: Evidence, why: str) -> Evidence:
    """The case found at a parallel, verified there, its first citation (what a reader copies) left
    for a person, with `why`."""
    return found.model_copy(
        update={"needs_review": True, "evidence_summary": f"{found.evidence_summary} {why}"}
    )


def _parallel_ref(ref: CitationRef, cited: str) -> CitationRef | None:
    """`ref` moved to one of its parallel citations ("938 N.W.2d 100"), to be looked up on its own;
    None where the parallel is no volume-reporter-page."""
    volume, reporter, page = cited.partition(" ")[0], series_of(cited), cited.rpartition(" ")[2]
    if not (volume.isdigit() and reporter and page):
        return None
    return replace(
        ref, key=f"us:{cited}", text=cited, volume=volume, reporter=reporter, page=page, parallels=()
    )


def _in_its_own_reporter(task: CitationTask, ref: CitationRef, case: MatchedCase) -> CitationRef:
    """The reference a short form's pages are read in: its own reporter's ("Pratt, 132 S. Ct. at 905"
    after "Pratt v. Hale, 565 U.S. 100, 132 S. Ct. 900" pins S. Ct. pages, though the case is looked
    up at 565 U.S. 100); else `ref`."""
    c = task.citation.components
    if task.citation.form is CitationForm.ID and ref.volume and task.antecedent is not None:
        return _id_in_a_parallel(task, ref, case)
    if not task.citation.is_short_form or not (c.volume and c.reporter and ref.volume):
        return ref
    own = slot_key(f"{c.volume} {c.reporter}")
    if own == slot_key(f"{ref.volume} {ref.reporter}"):
        return ref
    cited = next((x for x in case.citations if slot_key(x.rpartition(" ")[0]) == own), None)
    moved = _parallel_ref(ref, cited) if cited is not None else None
    return moved or ref


def _page_or_paragraph(pair: Pair, text: AuthorityText, pin: str | None) -> str | None:
    """Which of a page pin and the paragraph pin beside it ("270 So. 3d 100, 101 (¶4)", as
    Mississippi's courts pin) is checked: the page where the text marks its pages, else the
    paragraph; the other said unchecked."""
    paragraph = pair.task.citation.components.paragraph_pin
    if (
        not (paragraph and pin)
        or is_paragraph_pin(pin)
        or pair.task.citation.jurisdiction is not Jurisdiction.US
    ):
        return pin
    if len(text.units) > 1 or not text.paragraphs:
        pair.notes.append(f"the paragraph pin ¶ {paragraph} (its page pin was checked)")
        return pin
    pair.notes.append(f"the page pin {pin} (the text marks no pages; its paragraph pin was checked)")
    return f"¶ {paragraph}"


def _pinned_in_another_reporter(
    task: CitationTask, paged: CitationRef, case: MatchedCase, pin: str | None
) -> str | None:
    """The reporter a short form's pin counts the pages of, where the case was found in another and
    holds no citation in it ("Pratt, 563 U.S. at 301", or "Id. at 302", after "Pratt v. Quinlan, 563
    U.S. 300, 301, 131 S. Ct. 500, 501" found at 131 S. Ct. 500 alone): its pages are not the
    found reporter's, and are not checked against them. None otherwise."""
    c = task.citation.components
    if not pin or not task.citation.is_short_form:
        return None
    here = slot_key(f"{paged.volume} {paged.reporter}")
    if task.citation.form is not CitationForm.ID:
        named = f"{c.volume} {c.reporter}" if c.volume and c.reporter else None
        return named if named is not None and slot_key(named) != here else None
    a = task.antecedent.components if task.antecedent is not None else None
    if a is None or not (a.volume and a.reporter) or slot_key(f"{a.volume} {a.reporter}") == here:
        return None
    # an "Id." pins its antecedent's first reporter, unless its page is one of the found reporter's
    pins = parse_pins(pin)
    first = first_page(paged, case)
    page = pins[0][0] if pins else None
    if page is None or first is None or first <= page <= first + MAX_OPINION_PAGES:
        return None
    return f"{a.volume} {a.reporter}"


def _id_in_a_parallel(task: CitationTask, ref: CitationRef, case: MatchedCase) -> CitationRef:
    """An "Id. at 905" after "565 U.S. 100, 102, 132 S. Ct. 900, 903": a page no opinion at 565 U.S.
    100 can reach, but one of the parallel the brief cited with it, is that parallel's."""
    pins = parse_pins(_pin(task, ref))
    page = pins[0][0] if pins else None
    first = first_page(ref, case)
    if page is None or first is None or first <= page <= first + MAX_OPINION_PAGES:
        return ref
    cited = task.antecedent.components.parallel_citations if task.antecedent is not None else []
    for parallel in cited:
        start = parallel.rpartition(" ")[2]
        if start.isdigit() and int(start) <= page <= int(start) + MAX_OPINION_PAGES:
            moved = _parallel_ref(ref, parallel)
            return moved or ref
    return ref


def _at_a_held_parallel(ref: CitationRef, index: CitationIndex) -> tuple[CitationRef, str, bool] | None:
    """A reporter citation in a volume the index does not hold (of a reporter it holds nothing of,
    or past the newest volume it holds) or holds only in part, moved to its first parallel in a
    volume it does hold, the citation it stood for kept as a parallel, with why the index could not
    read it and whether its volume is held in part: Louisiana's public-domain form before the
    Southern Reporter ("2019-0123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123") is looked up at 280
    So. 3d 123, a U.S. Reports volume not yet in the edition at its Supreme Court Reporter
    parallel, a sparse Wash. 2d volume at its Pacific Reporter parallel (where an invented name on
    the real parallel shows). None for any other citation."""
    if ref.kind is not RefKind.US_REPORTER or not ref.parallels or not (ref.volume and ref.reporter):
        return None
    own = index.coverage(ref.volume, ref.reporter, ref.year)
    if own.covered and own.dense:
        return None  # (a volume held in part says little of a page it lacks: its parallel may)
    for cited in ref.parallels:
        parallel = _parallel_ref(ref, cited)
        if parallel is None or not (parallel.volume and parallel.reporter):
            continue
        if index.coverage(parallel.volume, parallel.reporter, ref.year).covered:
            return (
                replace(parallel, parallels=(ref.cited, *(p for p in ref.parallels if p != cited))),
                own.reason,
                own.covered,
            )
    return None


def _pin(task: CitationTask, ref: CitationRef) -> str | None:
    """The pin the claim gives: a page for a reporter citation, else a paragraph."""
    claim, components = task.claim, task.citation.components
    if ref.volume:
        # (Ohio's "156 Ohio St.3d 600, 2019-Ohio-1300, ¶ 4": the paragraph pinned is its webcite's)
        paragraph = next((p for p in components.parallel_pins.values() if is_paragraph_pin(p)), None)
        # (a citation looked up at its parallel, its own page not yet printed or not held: the
        # parallel's pin, never the first citation's, which counts another reporter's pages)
        own = components.parallel_pins.get(f"{ref.volume} {ref.reporter} {ref.page}")
        if components.page and (ref.volume, ref.page) != (components.volume, components.page):
            return own or paragraph
        first = (claim.pin_cite if claim is not None else None) or components.pin_cite
        if components.paragraph_pin and not first and task.citation.jurisdiction is Jurisdiction.US:
            return f"¶ {components.paragraph_pin}"  # Mississippi's "270 So. 3d 100 (¶25)"
        return first or (own if not components.page else None) or paragraph
    return (claim.paragraph_pin if claim is not None else None) or components.paragraph_pin
