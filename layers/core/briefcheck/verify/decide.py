"""Tier 3: the chain of sources, and one decision over whatever source answered.

Each citation is put to the sources the registry names for its kind, in order, until one settles
it (`chain.ask`); the evidence lists every source asked and what it said. One function turns the
settling answer into the outcome, category, confidence and correction, whichever source gave it.
Categories are tried in SPEC section 5's priority order and the first that the retrieved evidence
shows wins: MALFORMED_CITATION, AUTHORITY_NONEXISTENT, MISATTRIBUTION, PARAGRAPH_HALLUCINATION,
QUOTE_FABRICATION, MISCHARACTERIZATION. Nothing is concluded from a pattern alone: when no source
could answer the pair is UNVERIFIABLE (category UNVERIFIABLE_PUBLIC) with the reason, so a person
reviews it and the schedule retries it.

Its parts: `pair` (what is learnt about one pair, and the evidence it makes), `conclude` (an
answer whose slot does not simply hold the named case), `content` (the claim against the
authority's text: pin, quotes, paraphrase).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from briefcheck.domain.backends import backend_entry
from briefcheck.domain.codes import Category, CitationFlag, Confidence, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import InputError, SourceError
from briefcheck.domain.models import (
    Citation,
    CitationTask,
    Evidence,
    utc_now,
)
from briefcheck.index import CitationIndex
from briefcheck.store.blobs import BlobStore
from briefcheck.verify.cache import SourceCache
from briefcheck.verify.chain import Finding, SourceAnswer, ask, name_search_key
from briefcheck.verify.conclude import (
    ambiguous,
    not_at_slot,
    not_held,
    same_reporter,
    unsettled,
    wrong_first_page,
)
from briefcheck.verify.names import (
    NameMatch,
    compare_names,
    court_differs,
    first_page,
    slot_exact,
    year_differs,
)
from briefcheck.verify.pair import Pair
from briefcheck.verify.refs import CitationRef, RefKind, Unroutable, route
from briefcheck.verify.sources.base import (
    HoldsTreatment,
    Kind,
    Limited,
    MatchedCase,
    Retrieval,
    SearchesTreatment,
    Source,
    Status,
)
from briefcheck.verify.sources.offline_index import IndexSource
from briefcheck.verify.sources.registry import chain, default_sources

if TYPE_CHECKING:
    from briefcheck.verify.characterize import Characterizer

# Offline answers (the index answers the same way all run long) and routes remembered in a run.
OFFLINE_MEMO = 4096
# An offline edition older than this is said to lack recent decisions.
STALE_EDITION_DAYS = 183
ROUTES_MEMO = 65536  # a long brief's citations, all


def default_characterizer(settings: Settings) -> Characterizer | None:
    """The paraphrase judge on the configured backend's Claude client; none for a backend that
    calls no Claude model (`rules`)."""
    if backend_entry(settings.backend).client is not None:
        from briefcheck.verify.characterize import AnthropicCharacterizer  # a model's client: only then

        return AnthropicCharacterizer(settings, backend=settings.backend)
    return None


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
        self._offline = [s for s in listed if s.offline]  # asked with nothing leaving the machine
        self.characterizer = characterizer if characterizer is not None else default_characterizer(settings)
        self.index = index
        self._offline_answers: dict[tuple[str, CitationRef], SourceAnswer] = {}
        # each citation's route, by the object (kept, so a reused id is never mistaken for it),
        # for one document at a time: its pairs are routed for the batch, the budget's order and
        # the look-up, and a warm Lambda's verifier must not keep earlier documents' citations
        self._routes: dict[int, tuple[Citation, CitationRef | Unroutable]] = {}
        self._routed_document: str | None = None
        self._batched: dict[tuple[str, str], Retrieval] = {}  # the last document's offline look-ups

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
        if not self._offline:
            return None
        routed = self.ref_of(task)
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
            if isinstance(source, Limited):
                source.budget.on_wait = on_wait

    def look_up_offline(self, tasks: Iterable[CitationTask]) -> int:
        """The offline sources' look-ups for all these citations at once (the index reads a
        document's slots in one batch); each pair's own look-up then finds its answer. A failed
        batch costs nothing: each pair asks alone. Returns how many answers were kept."""
        self._batched.clear()
        if not self._offline:
            return 0
        refs = {ref.key: ref for t in tasks if t.claim is not None and (ref := self.ref_of(t)) is not None}
        for source in self._offline:
            try:
                answers = source.lookup_many(list(refs.values()))
            except Exception:  # each pair then asks alone, and reports any failure
                continue
            for key, answer in answers.items():
                if isinstance(answer, Retrieval) and key in refs:
                    self._batched[(source.name, key)] = replace(answer, key=key, source=source.name)
        return len(self._batched)

    def prefetch(self, tasks: Iterable[CitationTask], say: Callable[[str], None] | None = None) -> int:
        """Ask the network sources that take batches about all these citations at once, before
        the pairs are checked one by one: the answers go to the source cache, where each pair's
        own look-up finds them. Citations an offline source settles, or the cache already holds,
        are not asked. `say` is told every request the run will make, and when the limits let
        them go: the look-ups before they are made, then the searches, courts and texts their
        answers call for. Returns how many answers were fetched."""
        asking = self._asking()
        if not asking:  # no network source will take a request: there is nothing to batch
            return 0
        asked: dict[str, list[tuple[CitationTask, CitationRef]]] = {}
        for task in tasks:
            ref = self.ref_of(task) if task.claim is not None else None
            if ref is None:
                continue
            first = next((s for s in chain(ref.kind, self.sources) if not s.offline), None)
            if first is None or first.name not in asking:
                continue  # no network source would be asked: its offline answer is the pair's own
            if self.verify_offline(task) is None:  # only what the offline sources leave unsettled
                asked.setdefault(first.name, []).append((task, ref))
        fetched = 0
        for name, pairs in asked.items():
            source = self.sources[name]
            plan = source.plan if isinstance(source, Limited) else None
            refs = [
                ref
                for _, ref in pairs
                if ref.kind.has_slot and self.cache.get(name, ref.key, Kind.CITATION) is None
            ]
            if say is not None and plan is not None and refs and (cost := plan(refs)):
                say(f"{cost}; then what the answers call for, counted when they are in.")
            try:
                answers = source.lookup_many(refs) if refs else {}
            except Exception:  # a failed batch costs round trips only: each pair then asks alone
                answers = {}
            for key, answer in answers.items():
                if isinstance(answer, Retrieval):
                    self.cache.put(replace(answer, key=key))
                    fetched += 1
            if say is not None and plan is not None and (cost := plan(**self._follow_ups(source, pairs))):
                say(f"Then {cost}.")
        return fetched

    def _follow_ups(self, source: Source, pairs: list[tuple[CitationTask, CitationRef]]) -> dict[str, int]:
        """The requests each citation's answer so far calls for, at most: a name search where the
        slot did not give the named case; where it did, the court from its docket (once a docket),
        the opinion's text where the claim is checked against it, and a search of the opinions
        citing it for negative treatment; what is cached is free."""
        searches, texts, treatments, dockets = 0, 0, 0, set()
        treats = isinstance(source, SearchesTreatment)
        for task, ref in pairs:
            hit = self.cache.get(source.name, ref.key, Kind.CITATION) if ref.kind.has_slot else None
            case = hit.case if hit is not None else None
            if case is None or compare_names(ref, case) is not NameMatch.MATCH:
                cached = self.cache.get(source.name, name_search_key(source, ref), Kind.NAME_SEARCH)
                searches += cached is None
                continue
            docket = case.ids.get("docket_id")
            if ref.court_id and not case.court and docket and self._known_court(source, docket) is None:
                dockets.add(docket)
            text = self.cache.get(source.name, text_key(source, case), Kind.TEXT)
            texts += self._wants_text(task, ref) and text is None
            searched = self.cache.get(source.name, treatment_key(case), Kind.NAME_SEARCH)
            treatments += treats and searched is None
        return {"searches": searches, "courts": len(dockets), "texts": texts, "treatments": treatments}

    def by_need(self, tasks: list[CitationTask]) -> list[CitationTask]:
        """The tasks in the order a limited budget should serve them: first those whose batched
        look-up did not find the named case (they need a name search to settle), then the rest,
        whose remaining requests only refine a match (the court); stable otherwise."""

        asking = self._asking()
        if not asking:  # nothing will be asked: no budget to spend well
            return list(tasks)

        def found_as_named(task: CitationTask) -> bool:
            ref = self.ref_of(task) if task.claim is not None else None
            if ref is None:
                return False
            for source in self._chain(ref, offline_only=False):
                if not source.offline:
                    if source.name not in asking:
                        return False
                    hit = self.cache.get(source.name, ref.key, Kind.CITATION)
                    return (
                        hit is not None
                        and hit.case is not None
                        and compare_names(ref, hit.case) is NameMatch.MATCH
                    )
            return False

        return sorted(tasks, key=found_as_named)

    def notices(self, refs: Iterable[CitationRef]) -> list[str]:
        """What the user must know before the look-ups, said once up front: each network source
        that the citations would go to but that will not be asked (and why), and an offline index
        old enough to lack recent decisions."""
        kinds = {ref.kind for ref in refs}
        asking = self._asking()
        out = []
        for name, source in self.sources.items():
            if source.offline or name in asking or not any(source in chain(k, self.sources) for k in kinds):
                continue
            why = source.not_asked_because() if isinstance(source, Limited) else "it is not ready"
            out.append(
                f"{source.title} will not be asked: {why}; the "
                "citations it would answer stay unverified unless another source holds them."
            )
        if self.index is not None:
            age = (utc_now().date() - date.fromisoformat(self.index.edition)).days
            if age > STALE_EDITION_DAYS:
                out.append(
                    f"The offline index is CourtListener's edition of {self.index.edition}, {age // 30} "
                    "months old: decisions since then are not in it (`briefcheck index download` fetches "
                    "a newer one)."
                )
        return out

    def _asking(self) -> set[str]:
        """The network sources that will take requests: those that say they are ready (a
        CourtListener with no token is not), or say nothing of it."""
        return {
            name
            for name, source in self.sources.items()
            if not source.offline and (not isinstance(source, Limited) or source.ready())
        }

    def _pair(self, task: CitationTask) -> Pair:
        if task.claim is None:
            raise InputError(
                f"CitationTask for {task.citation.id} in document {task.document_id} has no claim: "
                "Tier 3 checks a claim-citation pair"
            )
        return Pair(task, task.claim, {"cited": task.citation.text})

    # ------------------------------------------------------------------ the chain

    @staticmethod
    def _target(task: CitationTask) -> Citation | None:
        """The full citation to look up (a short form's antecedent); an orphan short form itself,
        when it gives a volume, reporter and page to place it by ("Smith, 925 F.3d at 1345"); None
        for an orphan that gives none ("Id. at 5" with nothing before it)."""
        citation = task.citation
        if citation.is_short_form and not (
            {CitationFlag.MALFORMED, CitationFlag.UNKNOWN_REPORTER} & set(citation.flags)
        ):
            if task.antecedent is not None:
                return task.antecedent
            c = citation.components
            return citation if c.volume and c.reporter and c.pin_cite else None
        return citation

    def ref_of(self, task: CitationTask) -> CitationRef | None:
        """The task's citation routed to a reference the sources look up, or None (an orphan
        short form, or a citation no source can look up)."""
        target = self._target(task)
        routed = self._route(task, target) if target is not None else None
        return routed if isinstance(routed, CitationRef) else None

    def _route(self, task: CitationTask, citation: Citation) -> CitationRef | Unroutable:
        """`route(citation)`, the citation being `task`'s (or its antecedent), made once."""
        if task.document_id != self._routed_document:
            self._routes.clear()
            self._routed_document = task.document_id
        kept = self._routes.get(id(citation))
        if kept is not None and kept[0] is citation:
            return kept[1]
        if len(self._routes) >= ROUTES_MEMO:
            self._routes.clear()
        routed = route(citation)
        self._routes[id(citation)] = (citation, routed)
        return routed

    def _verify(self, pair: Pair, offline_only: bool) -> Evidence:
        citation = pair.task.citation
        target = self._target(pair.task)
        if target is None:
            return pair.unverifiable("a short-form citation with no full citation to look up")
        routed = self._route(pair.task, target)
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
    def _note_ref(pair: Pair, ref: CitationRef) -> None:
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
                reason = f"{source.title} failed ({type(exc).__name__})"
                return Retrieval.unavailable(source.name, kind, key, reason)
            if not isinstance(answer, Retrieval):
                return Retrieval.unavailable(source.name, kind, key, f"{source.name} gave no usable answer")
            if answer.key == key and answer.source == source.name:
                return answer  # as most are: replace() remakes every field (10 us an answer)
            return replace(answer, key=key, source=source.name)

        if source.offline:
            batched = self._batched.get((source.name, key)) if kind is Kind.CITATION else None
            return batched if batched is not None else guarded()
        return self.cache.fetch(source.name, key, kind, guarded)

    # ------------------------------------------------------------------ one decision

    def _conclude(
        self, pair: Pair, ref: CitationRef, answers: list[SourceAnswer], offline_only: bool
    ) -> Evidence:
        """The evidence from the first answer that settles the citation, whichever source gave it;
        every source asked is named with what it said."""
        pair.details["sources_asked"] = [a.said() for a in answers]
        settled = next((a for a in answers if a.finding.settles), None)
        for a in answers:
            for r in a.retrievals:
                pair.saw(r, evidence=a is settled and r is a.hit)
        if settled is None:
            if answers:  # the last source asked, whose answer the status stands on
                pair.details["source"] = answers[-1].source
            return pair.unverifiable(not_held(ref, answers))
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
            return pair.review(unsettled(ref, settled.case, settled.names or NameMatch.UNKNOWN))
        if finding is Finding.AMBIGUOUS:
            return ambiguous(pair, ref, settled)
        if finding is Finding.INSIDE:
            assert settled.case is not None
            if ref.kind is RefKind.SHORT_FORM:  # a pinned page inside the named case is what it cites
                return self._identified(pair, source, ref, hit, settled.case, offline_only)
            return wrong_first_page(pair, ref, settled.case)
        return not_at_slot(pair, ref, source, settled)

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
            case = self._court_of(source, case)
        pair.found(case)
        pair.details["name_match"] = NameMatch.MATCH.value
        pair.checked.extend(["existence", "name"])
        if isinstance(source, HoldsTreatment):  # it holds the opinions citing the case
            pair.treatment = source.treatment(case, pair.claim.text)
        elif isinstance(source, SearchesTreatment):  # through the cache: a second run searches nothing again
            searching = source
            found = self._fetch(
                source, treatment_key(case), Kind.NAME_SEARCH, lambda: searching.treatment_search(case)
            )
            pair.saw(found)
            pair.treatment = source.read_treatment(case, found, pair.claim.text)
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
        # it pins: no first page to place
        placed = ref.kind in (RefKind.DOCKET, RefKind.SHORT_FORM)
        exact = ref.uri is not None or placed or slot_exact(ref, case)
        own = next((c for c in case.citations if same_reporter(c, ref)), None)
        # what is wrong with the citation's year, court or first page is reported with what the
        # case's text shows of the claim: one finding never stops the other checks
        issue: tuple[Category | None, Confidence, str] | None = None
        if year_differs(ref, case):
            pair.correction = f"{case.name}, {own or ref.cited} ({case.year})"
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is at {ref.cited} but was decided {case.date}, not {ref.year}.",
            )
        elif ref.year is not None and case.year is not None:
            pair.checked.append("year")
        if issue is None and court_differs(ref, case):
            issue = (
                None,
                Confidence.LOW,
                f"{case.name} ({case.date or 'undated'}) is at {ref.cited}, decided by {case.court}, while "
                f"the citation reads as {ref.court_id}: the court may have been misread or miscited.",
            )
        elif ref.court_id and case.court:
            pair.checked.append("court")
        elif ref.court_id:
            pair.notes.append(f"the court ({source.title}'s answer does not say which court decided it)")
        if issue is None and not exact and own is not None:
            pair.correction = f"{case.name}, {own}"
            issue = (
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{case.name} is the named case, but it begins at {own}, not at {ref.cited}: a wrong first "
                "page, not an invented case.",
            )
        if not exact and own is None:
            pair.notes.append(f"the first page (the cited page falls inside {case.name})")
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
        wants_text = self._wants_text(pair.task, ref)
        # the text checks (quotes, pins, the paraphrase judge) are imported when a case is found
        from briefcheck.verify.content import NOT_JUDGED, check_content

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
                f"{case.name} ({case.date or 'undated'}) found at {ref.cited} ({source.title}); the name "
                "matches. Its text could not be retrieved, so the claim was not checked "
                f"({text_hit.reason or text_hit.status.value}).",
            )
        text = reader.read_text(text_hit.body)
        if ref.volume:
            text = replace(text, first_unit=first_page(ref, case))
        return check_content(pair, ref, case, text, pin, confirmed, self.characterizer)

    def _wants_text(self, task: CitationTask, ref: CitationRef) -> bool:
        """Whether the claim is checked against the case's text: a pin, a quotation, or a judge."""
        claim = task.claim
        return bool(_pin(task, ref) or (claim is not None and claim.quotes) or self.characterizer)

    def _court_of(self, source: Source, case: MatchedCase) -> MatchedCase:
        """The case with its deciding court, from the source (CourtListener reads it from the
        docket, a request of its own); a court once learned is kept in the source cache under
        its docket, so no run asks for it again and a later run reports no less than the first."""
        docket = case.ids.get("docket_id")
        if docket and (known := self._known_court(source, docket)):
            return replace(case, court=known)
        found = source.court_of(case)
        if docket and found.court:
            self.cache.put(
                Retrieval(
                    status=Status.FOUND,
                    source=source.name,
                    kind=Kind.CITATION,
                    key=_docket_key(docket),
                    case=MatchedCase(name=case.name, court=found.court, ids={"docket_id": docket}),
                )
            )
        return found

    def _known_court(self, source: Source, docket: str) -> str | None:
        held = self.cache.get(source.name, _docket_key(docket), Kind.CITATION)
        return held.case.court if held is not None and held.case is not None else None

    def _text(
        self,
        pair: Pair,
        found_by: Source,
        ref: CitationRef,
        hit: Retrieval,
        case: MatchedCase,
        offline_only: bool,
    ) -> tuple[Retrieval, Source]:
        """The found case's text: from the source that found it, else from the next source of the
        chain that holds texts by the same ids (CourtListener's API for a case the offline index
        found). When none has it, the first answer that says why (an offline source without the
        texts only remarks on it). Another source's failed attempt is listed, but the evidence
        still points at the source that found the case."""
        if found_by.text_in_lookup and hit.body:
            return hit, found_by
        others = [s for s in self._chain(ref, offline_only) if s is not found_by]
        why: Retrieval | None = None
        for source in [found_by, *others]:
            answer = self._fetch(
                source, text_key(source, case), Kind.TEXT, lambda s=source: s.fetch_text(ref, case)
            )
            if answer.status is Status.NOT_COVERED and source.offline:
                pair.remarks.append(f"{answer.reason or 'no text'} ({source.title}).")
                continue
            held = answer.status is Status.FOUND and answer.body is not None
            pair.saw(answer, evidence=held or source is found_by)
            if held:
                return answer, source
            why = why or answer
        return why or hit, found_by


def _pin(task: CitationTask, ref: CitationRef) -> str | None:
    """The pin the claim gives: a page for a reporter citation, else a paragraph."""
    claim, components = task.claim, task.citation.components
    if ref.volume:
        return (claim.pin_cite if claim is not None else None) or components.pin_cite
    return (claim.paragraph_pin if claim is not None else None) or components.paragraph_pin


def _docket_key(docket: str) -> str:
    return f"docket:{docket}"


def treatment_key(case: MatchedCase) -> str:
    """A case's search for negative treatment is filed under the case."""
    return f"treatment:{case.ids.get('cluster_id') or case.name}"


def text_key(source: Source, case: MatchedCase) -> str:
    """An authority's text is filed under the case it belongs to."""
    ident = case.ids.get("cluster_id") or case.ids.get("uri") or case.url or case.name
    return f"{source.name}:text:{ident}"
