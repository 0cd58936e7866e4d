"""Tier 3: the chain of sources, and one decision over whatever source answered.

Each citation is put to the sources the registry names for its kind, in order, until one settles
it (`chain.ask`); the evidence lists every source asked and what it said. One function turns the
settling answer into the outcome, category, confidence and correction, whichever source gave it.
Categories are tried in SPEC section 5's priority order and the first that the retrieved evidence
shows wins: MALFORMED_CITATION, AUTHORITY_NONEXISTENT, MISATTRIBUTION, PARAGRAPH_HALLUCINATION,
QUOTE_FABRICATION, MISCHARACTERIZATION. Nothing is concluded from a pattern alone: when no source
could answer the pair is UNVERIFIABLE (category UNVERIFIABLE_PUBLIC) with the reason, so a person
reviews it and the schedule retries it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from briefcheck.domain.codes import Category, CitationFlag, Confidence, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import AgentError, InputError, SourceError
from briefcheck.domain.models import (
    Citation,
    CitationTask,
    Claim,
    Evidence,
    EvidenceDetails,
    TokenUsage,
    utc_now,
)
from briefcheck.index import CitationIndex
from briefcheck.store.blobs import BlobStore
from briefcheck.text.authority import AuthorityText
from briefcheck.text.names import slot_key
from briefcheck.text.opinions import court_text, of_the_court, opinion_label
from briefcheck.verify.cache import SourceCache
from briefcheck.verify.chain import Finding, SourceAnswer, ask, citable, corrections
from briefcheck.verify.characterize import (
    AnthropicCharacterizer,
    Characterizer,
    CharacterizerFailed,
    Judgement,
)
from briefcheck.verify.names import (
    NameMatch,
    compare_names,
    court_differs,
    first_page,
    slot_exact,
    year_differs,
)
from briefcheck.verify.pins import page_span, paragraph_numbers, parse_pin
from briefcheck.verify.quotes import QuoteMatch, appears, best_passage, find_quote
from briefcheck.verify.refs import CitationRef, RefKind, Unroutable, route
from briefcheck.verify.sources.base import Kind, MatchedCase, Retrieval, Source, Status
from briefcheck.verify.sources.offline_index import IndexSource
from briefcheck.verify.sources.registry import chain, default_sources

# Offline answers remembered within a run (the index answers the same way all run long).
OFFLINE_MEMO = 4096
# A quote this close to a passage of the source is probably a misquote, not an invention.
NEAR_VERBATIM = 0.85
NOT_JUDGED = "Paraphrase not judged for mischaracterization: no model backend configured."


def default_characterizer(settings: Settings) -> Characterizer | None:
    """The paraphrase judge for the configured model backend; none for `rules`."""
    if settings.backend in ("anthropic", "bedrock"):
        return AnthropicCharacterizer(settings, bedrock=settings.backend == "bedrock")
    return None


@dataclass
class _Pair:
    """What has been learnt about one claim-citation pair so far."""

    task: CitationTask
    claim: Claim
    details: dict[str, Any] = field(default_factory=dict)
    retrievals: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # checks that could not be made, and why
    remarks: list[str] = field(default_factory=list)  # stated limits that do not lower confidence
    checked: list[str] = field(default_factory=list)  # what was verified, in order
    correction: str | None = None  # the right citation, where the evidence shows it
    usage: TokenUsage | None = None  # what the paraphrase judge's model call cost

    def saw(self, r: Retrieval, evidence: bool = True) -> None:
        """Record a retrieval; `evidence` makes it the one the details point at."""
        self.retrievals.append(
            {
                "source": r.source,
                "kind": r.kind.value,
                "status": r.status.value,
                "url": r.retrieval_url,
                "retrieved_at": r.retrieved_at.isoformat(),
                "cached_path": r.cached_path,
                "from_cache": r.from_cache,
                **({"cache_entry": r.cache_entry} if r.cache_entry else {}),
                **({"reason": r.reason} if r.reason else {}),
                **({"edition": r.edition} if r.edition else {}),
            }
        )
        self.details["source"] = r.source
        if evidence and r.retrieval_url:
            self.details["retrieval_url"] = r.retrieval_url
            self.details["retrieval_timestamp"] = r.retrieved_at
            if r.cached_path:
                self.details["cached_path"] = r.cached_path

    def found(self, case: MatchedCase) -> None:
        self.details.update(found_case_name=case.name, found_date=case.date, found_court=case.court)
        if case.citations:
            self.details["found_citations"] = list(case.citations)
        if case.url:
            self.details.update(human_url=case.url, found_url=case.url)

    def evidence(
        self,
        outcome: Outcome,
        category: Category | None,
        confidence: Confidence,
        summary: str,
        needs_review: bool = False,
    ) -> Evidence:
        details = {k: v for k, v in self.details.items() if v is not None}
        if self.retrievals:
            details["retrievals"] = self.retrievals
        if self.notes:
            summary = f"{summary} Not checked: {'; '.join(self.notes)}."
        if self.remarks:
            summary = f"{summary} {' '.join(self.remarks)}"
        return Evidence(
            claim_id=self.claim.id,
            citation_id=self.task.citation.id,
            outcome=outcome,
            hallucination_category=category,
            confidence=confidence,
            evidence_summary=summary,
            evidence_details=EvidenceDetails(**details),
            needs_review=needs_review,
            checked=list(self.checked),
            suggested_correction=self.correction,
            usage=self.usage,
        )

    def error(self, category: Category, confidence: Confidence, summary: str) -> Evidence:
        return self.evidence(Outcome.VERIFIED_ERROR, category, confidence, summary)

    def unverifiable(self, reason: str) -> Evidence:
        self.details["reason"] = reason
        return self.evidence(
            Outcome.UNVERIFIABLE,
            Category.UNVERIFIABLE_PUBLIC,
            Confidence.LOW,
            f"Not verifiable from public sources: {reason}.",
        )

    def review(self, summary: str) -> Evidence:
        """A source answered, but what it answered does not settle the citation: for a person."""
        self.details["reason"] = summary
        return self.evidence(
            Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC, Confidence.LOW, summary, needs_review=True
        )


class Verifier:
    """Checks claim-citation pairs against the chain of sources, reusing the source cache."""

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
        self.cache = cache or SourceCache(blobs)
        listed = list(sources) if sources is not None else default_sources(settings, index)
        if index is not None and not any(s.offline for s in listed):
            listed.append(IndexSource(index))
        self.sources = {s.name: s for s in listed}
        self.characterizer = characterizer if characterizer is not None else default_characterizer(settings)
        self.index = index
        self._offline_answers: dict[tuple[str, CitationRef], SourceAnswer] = {}

    def verify(self, task: CitationTask) -> Evidence:
        """The evidence for one pair from every source of its chain. Source failures become
        UNVERIFIABLE, never exceptions."""
        pair = self._pair(task)
        try:
            return self._verify(pair, offline_only=False)
        except SourceError as exc:
            return pair.unverifiable(str(exc))

    def verify_offline(self, task: CitationTask) -> Evidence | None:
        """The answer of the offline sources alone (nothing leaves the machine), or None when none
        of them could answer: with an index, every citation it covers is checked whatever the
        Tier 3 policy."""
        pair = self._pair(task)
        routed = self._ref(task)
        if routed is None:
            return None
        answers = self._ask_chain(routed, offline_only=True)
        if not any(a.finding.settles for a in answers):
            return None
        self._note_ref(pair, routed)
        return self._conclude(pair, routed, answers, offline_only=True)

    def watch_waits(self, on_wait: Callable[[float, str], None]) -> None:
        """Be told, a second at a time, while a source waits out its limits (a countdown)."""
        for source in self.sources.values():
            budget = getattr(source, "budget", None)
            if budget is not None:
                budget.on_wait = on_wait

    def prefetch(self, tasks: Iterable[CitationTask], say: Callable[[str], None] | None = None) -> int:
        """Ask the network sources that take batches about all these citations at once, before
        the pairs are checked one by one: the answers go to the source cache, where each pair's
        own look-up finds them. Citations an offline source settles, or the cache already holds,
        are not asked. `say` is told the plan first ("3 CourtListener requests needed, 5
        available now"). Returns how many answers were fetched."""
        wanted: dict[str, list[CitationRef]] = {}
        for task in tasks:
            if task.claim is None or self.verify_offline(task) is not None:
                continue
            ref = self._ref(task)
            if ref is None or not ref.kind.has_slot:
                continue
            first = next((s for s in chain(ref.kind, self.sources) if not s.offline), None)
            if first is not None and self.cache.get(first.name, ref.key, Kind.CITATION) is None:
                wanted.setdefault(first.name, []).append(ref)
        fetched = 0
        for name, refs in wanted.items():
            source = self.sources[name]
            plan = getattr(source, "plan", None)
            cost = plan(refs) if say is not None and callable(plan) else None
            if say is not None and cost:
                say(
                    f"{cost} for {len(refs)} citation look-up(s); name searches and "
                    "opinion texts only where an answer needs them."
                )
            try:
                answers = source.lookup_many(refs)
            except Exception:  # a failed batch costs round trips only: each pair then asks alone
                continue
            for key, answer in answers.items():
                if isinstance(answer, Retrieval):
                    self.cache.put(replace(answer, key=key))
                    fetched += 1
        return fetched

    def by_need(self, tasks: list[CitationTask]) -> list[CitationTask]:
        """The tasks in the order a limited budget should serve them: first those whose batched
        look-up did not find the named case (they need a name search to settle), then the rest,
        whose remaining requests only refine a match (the court); stable otherwise."""

        def found_as_named(task: CitationTask) -> bool:
            ref = self._ref(task) if task.claim is not None else None
            if ref is None:
                return False
            for source in self._chain(ref, offline_only=False):
                if not source.offline:
                    hit = self.cache.get(source.name, ref.key, Kind.CITATION)
                    return (
                        hit is not None
                        and hit.case is not None
                        and compare_names(ref, hit.case) is NameMatch.MATCH
                    )
            return False

        return sorted(tasks, key=found_as_named)

    def _pair(self, task: CitationTask) -> _Pair:
        if task.claim is None:
            raise InputError(
                f"CitationTask for {task.citation.id} in document {task.document_id} has no claim: "
                "Tier 3 checks a claim-citation pair"
            )
        return _Pair(task, task.claim, {"cited": task.citation.text})

    # ------------------------------------------------------------------ the chain

    @staticmethod
    def _target(task: CitationTask) -> Citation | None:
        """The full citation to look up (a short form's antecedent), or None for an orphan."""
        citation = task.citation
        if citation.is_short_form and not (
            {CitationFlag.MALFORMED, CitationFlag.UNKNOWN_REPORTER} & set(citation.flags)
        ):
            return task.antecedent
        return citation

    def _ref(self, task: CitationTask) -> CitationRef | None:
        """The task's citation routed to a reference the sources look up, or None (an orphan
        short form, or a citation no source can look up)."""
        target = self._target(task)
        routed = route(target) if target is not None else None
        return routed if isinstance(routed, CitationRef) else None

    def _verify(self, pair: _Pair, offline_only: bool) -> Evidence:
        citation = pair.task.citation
        target = self._target(pair.task)
        if target is None:
            return pair.unverifiable("a short-form citation with no full citation to look up")
        routed = route(target)
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
        return self._conclude(pair, routed, self._ask_chain(routed, offline_only), offline_only)

    @staticmethod
    def _note_ref(pair: _Pair, ref: CitationRef) -> None:
        # BAILII's address for the cited neutral citation is where a person may look, not a
        # document any source returned: it is never the "read the authority" link
        pair.details.update(citation_key=ref.key, cited_case_name=ref.case_name, bailii_url=ref.bailii_url)

    def _chain(self, ref: CitationRef, offline_only: bool) -> list[Source]:
        return [s for s in chain(ref.kind, self.sources) if s.offline or not offline_only]

    def _ask_chain(self, ref: CitationRef, offline_only: bool) -> list[SourceAnswer]:
        """Each source of the citation's chain in turn, until one settles it. An offline source's
        answer is asked once per citation and run (`prefetch` asks it first, the pair again)."""
        answers = []
        for source in self._chain(ref, offline_only):
            if source.offline:
                memo = (source.name, ref)
                if memo not in self._offline_answers:
                    if len(self._offline_answers) >= OFFLINE_MEMO:
                        self._offline_answers.clear()
                    self._offline_answers[memo] = ask(source, ref, self._fetch)
                answer = self._offline_answers[memo]
            else:
                answer = ask(source, ref, self._fetch)
            answers.append(answer)
            if answer.finding.settles:
                break
        return answers

    def _fetch(self, source: Source, key: str, kind: Kind, call: Callable[[], Retrieval]) -> Retrieval:
        """One question to a source: a network source's through the cache, an offline source's
        directly (it is its own store). Any exception, or an answer of the wrong shape, is an
        unavailable source, never a crash."""

        def guarded() -> Retrieval:
            try:
                answer = call()
            except SourceError as exc:  # refused host, bad configuration: its message says which
                return Retrieval.unavailable(source.name, kind, key, str(exc))
            except Exception as exc:  # a source's bug or an odd body must not end the run
                reason = f"{source.name} failed ({type(exc).__name__})"
                return Retrieval.unavailable(source.name, kind, key, reason)
            if not isinstance(answer, Retrieval):
                return Retrieval.unavailable(source.name, kind, key, f"{source.name} gave no usable answer")
            return replace(answer, key=key, source=source.name)

        return guarded() if source.offline else self.cache.fetch(source.name, key, kind, guarded)

    # ------------------------------------------------------------------ one decision

    def _conclude(
        self, pair: _Pair, ref: CitationRef, answers: list[SourceAnswer], offline_only: bool
    ) -> Evidence:
        """The evidence from the first answer that settles the citation, whichever source gave it;
        every source asked is named with what it said."""
        pair.details["sources_asked"] = [a.said() for a in answers]
        settled = next((a for a in answers if a.finding.settles), None)
        for a in answers:
            for r in a.retrievals:
                pair.saw(r, evidence=a is settled and r is a.hit)
        if settled is None:
            return pair.unverifiable(_not_held(ref, answers))
        pair.details["source"] = settled.source
        source = self.sources[settled.source]
        hit = settled.hit
        assert hit is not None  # every answer starts from the slot look-up
        if hit.edition:
            pair.details["index_edition"] = hit.edition
        finding = settled.finding
        if finding is Finding.UNKNOWN_REPORTER:
            return pair.error(
                Category.MALFORMED_CITATION,
                Confidence.MEDIUM,
                f"{source.name} does not recognise the reporter {ref.reporter!r}"
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
            return pair.review(_unsettled(ref, settled.case, settled.names or NameMatch.UNKNOWN))
        if finding is Finding.AMBIGUOUS:
            return self._ambiguous(pair, ref, settled)
        if finding is Finding.INSIDE:
            assert settled.case is not None
            return self._wrong_first_page(pair, ref, settled.case)
        return self._not_at_slot(pair, ref, source, settled)

    def _ambiguous(self, pair: _Pair, ref: CitationRef, answer: SourceAnswer) -> Evidence:
        """Several cases start at the slot: a person chooses, with every one of them listed."""
        cases = answer.candidates
        pair.details["candidates"] = [c.name for c in cases]
        named = [c.name for c in cases if compare_names(ref, c) is NameMatch.MATCH]
        listed = "; ".join(f"{c.name} ({c.date or 'undated'})" for c in cases)
        which = (
            f" The cited name matches {named[0]}, but the citation alone does not single it out."
            if len(named) == 1
            else ""
        )
        return pair.review(f"{len(cases)} cases start at {ref.cited} ({answer.source}): {listed}.{which}")

    def _wrong_first_page(self, pair: _Pair, ref: CitationRef, case: MatchedCase) -> Evidence:
        pair.found(case)
        pair.checked.extend(["existence", "name"])
        own = next((c for c in case.citations if _same_reporter(c, ref)), None)
        pair.correction = citable(case, ref)
        return pair.error(
            Category.MISATTRIBUTION,
            Confidence.MEDIUM,
            f"{case.name} is the named case, but it begins at {own or 'another page'}, not at {ref.cited}: a "
            "wrong first page, not an invented case.",
        )

    def _not_at_slot(self, pair: _Pair, ref: CitationRef, source: Source, answer: SourceAnswer) -> Evidence:
        """The slot does not hold the named case: where the source has it, if anywhere."""
        where = ref.cited
        slot = f"{source.name} has no case at {where}"
        if not ref.kind.has_slot:
            slot = f"{source.name} has no opinion of that name under {where}"
        if answer.occupants:
            names = "; ".join(f"{c.name} ({c.date or 'undated'})" for c in answer.occupants[:3])
            slot = f"{source.name} places {names} at {where}, not {ref.case_name}"
            there = answer.occupants[0]
            pair.details["case_at_citation"] = there.name
            if there.url:
                pair.details["case_at_citation_url"] = there.url
        elif answer.containing is not None:
            host = answer.containing
            slot += (
                f" (page {ref.page} falls inside {host.name}, {', '.join(host.citations[:1]) or 'undated'})"
            )
            pair.details["containing_case_name"] = host.name
        if answer.searched is not None:
            pair.details["name_search_hits"] = len(answer.searched.candidates)
        finding = answer.finding
        if finding in (Finding.ELSEWHERE, Finding.NAME_ONLY):
            best = answer.candidates[0]
            pair.details.update(
                found_case_name=best.name,
                found_date=best.date,
                found_court=best.court,
                found_citations=list(best.citations) or None,
                found_url=best.url,
                human_url=best.url or pair.details.get("human_url"),
            )
            suggested = corrections(ref, answer.candidates)
            pair.details["correction_candidates"] = suggested
            elsewhere = ", ".join(best.citations[:2]) or "another citation"
            found = f"A case named {best.name} ({best.date or 'undated'}) is reported at {elsewhere}"
            if finding is Finding.NAME_ONLY:
                what = {RefKind.WESTLAW: "Westlaw number", RefKind.DOCKET: "docket number"}.get(
                    ref.kind, "citation"
                )
                return pair.review(
                    f"{slot}. {found}; nothing ties it to the cited {what}, so a case of that name is "
                    "not taken for the cited one: a person must compare them."
                    + (f" Candidates: {'; '.join(suggested)}." if suggested else "")
                )
            pair.correction = _one_of(suggested)
            clear = len(suggested) == 1
            return pair.error(
                Category.MISATTRIBUTION,
                Confidence.HIGH if clear and answer.dense and ref.year is not None else Confidence.MEDIUM,
                f"{slot}. {found}: the citation does not lead to the authority it names.",
            )
        if finding is Finding.OTHER_AT_SLOT:
            if answer.searched is None or answer.searched.status in (Status.UNAVAILABLE, Status.NOT_COVERED):
                return pair.error(
                    Category.MISATTRIBUTION,
                    Confidence.MEDIUM,
                    f"{slot}: the citation leads to another case. "
                    + (f"The named case was not searched for ({answer.reason})." if answer.reason else ""),
                )
            if not answer.dense:
                return pair.error(
                    Category.MISATTRIBUTION,
                    Confidence.MEDIUM,
                    f"{slot}: the citation leads to another case, and no case named {ref.case_name!r} is "
                    f"held by {source.name} (which holds this volume sparsely).",
                )
        recent = ref.year is not None and ref.year >= utc_now().year - 1
        namesakes = answer.namesakes
        if namesakes:
            pair.details["same_name_elsewhere"] = [citable(c, ref) or c.name for c in namesakes[:3]]
        found = (
            "found only cases of that name from other courts and times, none of them the cited one: "
            + "; ".join(citable(c, ref) or c.name for c in namesakes[:3])
            if namesakes
            else "found no case of that name"
        )
        return pair.error(
            Category.AUTHORITY_NONEXISTENT,
            Confidence.MEDIUM if recent or namesakes else Confidence.HIGH,
            f"{slot}, and a search for {ref.case_name!r} {found}"
            + (f" (edition {answer.searched.edition})" if answer.searched and answer.searched.edition else "")
            + (" (recent citations can lag in public sources)" if recent else "")
            + ".",
        )

    def _identified(
        self,
        pair: _Pair,
        source: Source,
        ref: CitationRef,
        hit: Retrieval,
        case: MatchedCase,
        offline_only: bool,
    ) -> Evidence:
        """The slot holds the named case: check year and court, then the claim's content."""
        if ref.court_id and not case.court:
            case = source.court_of(case)
        pair.found(case)
        pair.details["name_match"] = NameMatch.MATCH.value
        pair.checked.extend(["existence", "name"])
        # a docket citation's case was identified by its docket number: nothing else to place
        exact = ref.uri is not None or not ref.kind.has_slot or slot_exact(ref, case)
        own = next((c for c in case.citations if _same_reporter(c, ref)), None)
        if year_differs(ref, case):
            pair.correction = f"{case.name}, {own or ref.cited} ({case.year})"
            return pair.error(
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited} but was decided {case.date}, not {ref.year}.",
            )
        if ref.year is not None and case.year is not None:
            pair.checked.append("year")
        if court_differs(ref, case):
            return pair.review(
                f"{case.name} ({case.date or 'undated'}) is at {ref.cited}, decided by {case.court}, while "
                f"the citation reads as {ref.court_id}: the court may have been misread or miscited."
            )
        if ref.court_id and case.court:
            pair.checked.append("court")
        elif ref.court_id:
            pair.notes.append(f"the court ({source.name}'s answer does not say which court decided it)")
        if not exact and own is not None:
            pair.correction = f"{case.name}, {own}"
            return pair.error(
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is the named case, but it begins at {own}, not at {ref.cited}: a wrong first "
                "page, not an invented case.",
            )
        if not exact:
            pair.notes.append(f"the first page (the cited page falls inside {case.name})")
        confirmed = exact
        claim = pair.claim
        pin = claim.paragraph_pin or pair.task.citation.components.paragraph_pin
        if ref.volume:
            pin = claim.pin_cite or pair.task.citation.components.pin_cite
        wants_text = bool(pin or claim.quotes or self.characterizer)
        if not wants_text:
            pair.remarks.append(NOT_JUDGED)
            return pair.evidence(
                Outcome.VERIFIED_OK,
                None,
                Confidence.MEDIUM,
                f"{case.name} ({case.date or 'undated'}) found at {ref.cited}; the name matches. Existence "
                "only: the claim it is cited for was not checked.",
            )
        text_hit, reader = self._text(pair, source, ref, hit, case, offline_only)
        if text_hit.status is not Status.FOUND or text_hit.body is None:
            return pair.evidence(
                Outcome.VERIFIED_OK,
                None,
                Confidence.MEDIUM,
                f"{case.name} ({case.date or 'undated'}) found at {ref.cited} ({source.name}); the name "
                "matches. Its text could not be retrieved, so the claim was not checked "
                f"({text_hit.reason or text_hit.status.value}).",
            )
        text = reader.read_text(text_hit.body)
        if ref.volume:
            text = replace(text, first_unit=first_page(ref, case))
        return self._content(pair, ref, case, text, pin, confirmed)

    def _text(
        self,
        pair: _Pair,
        found_by: Source,
        ref: CitationRef,
        hit: Retrieval,
        case: MatchedCase,
        offline_only: bool,
    ) -> tuple[Retrieval, Source]:
        """The found case's text: from the source that found it, else from the next source of the
        chain that holds texts by the same ids (CourtListener's API for a case the offline index
        found). The last answer, with why, when none has it."""
        if found_by.text_in_lookup and hit.body:
            return hit, found_by
        others = [s for s in self._chain(ref, offline_only) if s is not found_by]
        answer = hit
        for source in [found_by, *others]:
            answer = self._fetch(
                source, text_key(source, case), Kind.TEXT, lambda s=source: s.fetch_text(ref, case)
            )
            if answer.status is Status.NOT_COVERED and source.offline:
                pair.remarks.append(f"{answer.reason or 'no text'} ({source.name}).")
                continue
            pair.saw(answer)
            if answer.status is Status.FOUND and answer.body is not None:
                return answer, source
        return answer, found_by

    def _content(
        self,
        pair: _Pair,
        ref: CitationRef,
        case: MatchedCase,
        text: AuthorityText,
        pin: str | None,
        confirmed: bool,
    ) -> Evidence:
        claim = pair.claim
        checked = pair.checked
        cited = parse_pin(pin)
        unit = "page" if text.unit_kind == "page" else "paragraph"
        if pin and cited is None:
            pair.notes.append(f"the pin {pin!r} could not be read")
        elif cited:
            verdict = self._pin(pair, text, cited, unit)
            if isinstance(verdict, Evidence):
                return verdict
            if verdict:
                checked.append(f"pin {unit} {pin}")
        results = [find_quote(q, text.text) for q in claim.quotes]
        for m in results:
            if not m.checked:
                pair.notes.append(f"the quote {m.quote!r} (too short to check)")
        for m in results:
            separate = text.part_at(m.start or 0) if m.found else None
            if separate and not of_the_court(separate) and not find_quote(m.quote, court_text(text)).found:
                page = text.unit_at(m.start or 0)
                pair.details.update(quote=m.quote, quote_found_in=separate, quote_found_at=page)
                return pair.review(
                    f"The quoted words are in a separate opinion of {case.name} ({opinion_label(separate)}"
                    + (f", page {page}" if page is not None else "")
                    + "), not in the opinion of the court: check that the brief attributes them so."
                )
        for m in results:
            if m.found and cited and text.units:
                at = (text.unit_at(m.start or 0), text.unit_at(max((m.end or 1) - 1, 0)))
                if at[0] is not None and at[1] is not None and (at[1] < cited[0] or at[0] > cited[1]):
                    where = f"{at[0]}" if at[0] == at[1] else f"{at[0]}-{at[1]}"
                    pair.details.update(quote=m.quote, quote_found_at=where, **_cited(unit, cited))
                    return pair.error(
                        Category.PARAGRAPH_HALLUCINATION,
                        Confidence.MEDIUM,
                        f"The quote appears in {case.name} at {unit} {where}, not at the cited {unit} {pin}.",
                    )
        missing = [m for m in results if m.checked and not m.found]
        if missing:
            return self._quote_error(pair, case, missing[0])
        if results and any(m.checked for m in results):
            checked.append(f"{sum(m.checked for m in results)} quote(s)")
        outcome = self._characterization(pair, case, text, cited)
        if isinstance(outcome, Evidence):
            return outcome
        if outcome:
            checked.append("paraphrase")
        return pair.evidence(
            Outcome.VERIFIED_OK,
            None,
            Confidence.HIGH if confirmed and not pair.notes else Confidence.MEDIUM,
            f"{case.name} ({case.date or 'undated'}) retrieved; checked {', '.join(checked)}: "
            "no error found.",
        )

    def _pin(self, pair: _Pair, text: AuthorityText, cited: tuple[int, int], unit: str) -> Evidence | bool:
        """An error when the pin lies outside the authority; True when it was checked."""
        pair.details.update(_cited(unit, cited))
        if unit == "page":
            first = text.first_unit
            span = page_span(text, first) if first is not None else None
            if span is None:
                pair.notes.append("the pin page (the opinion text carries no page markers)")
                return False
            pair.details["page_span"] = f"{span[0]}-{span[1]}"
            if cited[0] < span[0] or cited[1] > span[1]:
                return pair.error(
                    Category.PARAGRAPH_HALLUCINATION,
                    Confidence.HIGH,
                    f"Opinion retrieved; it runs from page {span[0]} to {span[1]}; the claim cites page "
                    f"{_range(cited)}.",
                )
            return True
        numbers = paragraph_numbers(text)
        if not numbers:
            pair.notes.append("the pin paragraph (the judgment has no numbered paragraphs)")
            return False
        pair.details.update(paragraph_count=len(numbers), last_paragraph=numbers[-1])
        if cited[1] > numbers[-1]:
            return pair.error(
                Category.PARAGRAPH_HALLUCINATION,
                Confidence.HIGH,
                f"Judgment retrieved; it contains paragraphs [{numbers[0]}]-[{numbers[-1]}]; the claim cites "
                f"[{_range(cited)}].",
            )
        absent = [n for n in range(cited[0], cited[1] + 1) if n not in set(numbers)]
        if absent:
            return pair.error(
                Category.PARAGRAPH_HALLUCINATION,
                Confidence.MEDIUM,
                f"Judgment retrieved; it has no paragraph numbered [{absent[0]}].",
            )
        return True

    def _quote_error(self, pair: _Pair, case: MatchedCase, m: QuoteMatch) -> Evidence:
        pair.details.update(quote=m.quote, closest_passage=m.closest_passage, similarity=m.similarity)
        near = m.similarity >= NEAR_VERBATIM
        return pair.error(
            Category.QUOTE_FABRICATION,
            Confidence.MEDIUM if near else Confidence.HIGH,
            f"Full text of {case.name} retrieved; the quoted words do not appear in it"
            + (" (a near-verbatim passage exists: possibly a misquote)" if near else "")
            + f"; closest passage similarity {m.similarity:.2f}.",
        )

    def _characterization(
        self, pair: _Pair, case: MatchedCase, text: AuthorityText, cited: tuple[int, int] | None
    ) -> Evidence | bool:
        """MISCHARACTERIZATION evidence, True when judged consistent, False when not judged."""
        if self.characterizer is None:
            pair.remarks.append(NOT_JUDGED)
            return False
        claim = pair.claim
        statement = " ".join(p for p in (claim.text, claim.parenthetical) if p)
        passage = None
        if cited:
            parts = [text.unit_text(n) for n in range(cited[0], min(cited[1], cited[0] + 3) + 1)]
            passage = " ".join(p for p in parts if p) or None
        passage = passage or best_passage(text.text, statement)
        try:
            judged = self.characterizer.characterize(statement, case.name, passage)
        except AgentError as exc:
            if isinstance(exc, CharacterizerFailed):
                pair.usage = exc.usage
            pair.notes.append(f"the paraphrase (model failed: {exc})")
            return False
        pair.usage = judged.usage
        pair.details.update(characterizer_model=judged.model, characterization=judged.judgement.value)
        if judged.judgement in (Judgement.CONTRADICTED, Judgement.QUALIFIED):
            verbatim = bool(judged.contrary_quote) and appears(judged.contrary_quote or "", text.text)
            pair.details.update(contrary_passage=judged.contrary_quote, contrary_passage_verbatim=verbatim)
            how = "contradicts" if judged.judgement is Judgement.CONTRADICTED else "qualifies"
            return pair.error(
                Category.MISCHARACTERIZATION,
                Confidence.HIGH if verbatim else Confidence.MEDIUM,
                f"The authority {how} the claim ({judged.explanation})"
                + (" The contrary passage was found verbatim in the source." if verbatim else ""),
            )
        if judged.judgement is Judgement.UNSUPPORTED:
            pair.notes.append("the paraphrase (the passage read does not address it)")
            return False
        return True


def _cited(unit: str, cited: tuple[int, int]) -> dict[str, Any]:
    value: int | str = cited[0] if cited[0] == cited[1] else _range(cited)
    return {"cited_page": value} if unit == "page" else {"cited_paragraph": value}


def _range(r: tuple[int, int]) -> str:
    return str(r[0]) if r[0] == r[1] else f"{r[0]}-{r[1]}"


def _unsettled(ref: CitationRef, case: MatchedCase, names: NameMatch) -> str:
    """Why a case found at the cited slot does not identify the citation."""
    at = f"{case.name} ({case.date or 'undated'}) is at {ref.cited}"
    if names is NameMatch.UNKNOWN:
        return f"{at}; the citation names no party that identifies a case, so identity is not established."
    if names is NameMatch.PARTIAL:
        return (
            f"{at}; only part of the cited name ({ref.case_name}) matches it, so identity is not established."
        )
    return (
        f"{at}, not {ref.case_name}; the case name as read from the brief may be cut short, so this "
        "is not called an error."
    )


def text_key(source: Source, case: MatchedCase) -> str:
    """An authority's text is filed under the case it belongs to."""
    ident = case.ids.get("cluster_id") or case.ids.get("uri") or case.url or case.name
    return f"{source.name}:text:{ident}"


def _one_of(suggested: list[str]) -> str | None:
    if len(suggested) <= 1:
        return suggested[0] if suggested else None
    return "one of: " + "; ".join(suggested)


def _not_held(ref: CitationRef, answers: list[SourceAnswer]) -> str:
    """Why no source could answer: each source asked and why, or that none holds the kind."""
    said = "; ".join(f"{a.source}: {a.reason or a.finding.value}" for a in answers)
    if not answers:
        return f"not held by any source consulted (no source this run has holds {ref.kind.label} citations)"
    if all(a.finding is Finding.NOT_COVERED for a in answers):
        return f"not held by any source consulted ({said})"
    return said


def _same_reporter(citation: str, ref: CitationRef) -> bool:
    """Whether a "volume reporter page" citation is in the cited volume of the cited reporter."""
    return slot_key(citation.rpartition(" ")[0]) == slot_key(f"{ref.volume} {ref.reporter}")
