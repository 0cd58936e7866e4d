"""Walking the chain of sources: what a citation is to the sources, and each source of its
chain asked in turn, through the source cache.

`ChainWalk` holds the sources a run has and what it has learnt of them for one document: each
citation's route, the offline sources' answers, the document's batched offline look-ups. The
Verifier (`decide.py`) decides on what the walk brings back; the planning of a run's requests
(`plan.py`) reads the same walk.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import partial
from typing import TypeVar

from briefcheck.domain.codes import CitationFlag
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import SourceError
from briefcheck.domain.models import Citation, CitationTask
from briefcheck.index import CitationIndex
from briefcheck.text.authority import AuthorityText
from briefcheck.text.sentences import opening
from briefcheck.verify.cache import SourceCache
from briefcheck.verify.chain import SourceAnswer, ask
from briefcheck.verify.pair import Pair
from briefcheck.verify.refs import CitationRef, Unroutable, route
from briefcheck.verify.sources.base import Kind, Limited, MatchedCase, Retrieval, Source, Status
from briefcheck.verify.sources.offline_index import IndexSource
from briefcheck.verify.sources.registry import chain, default_sources

# Offline answers (the index answers the same way all run long) and routes remembered in a run.
OFFLINE_MEMO = 4096
ROUTES_MEMO = 65536  # a long brief's citations, all
# Opinions read lately: a brief cites a case again and again (short forms, Id.), and reading its text
# (SQLite, zstd, the opinions joined at their bylines) cost a tenth of an offline check each time
TEXTS_MEMO = 32

K = TypeVar("K")
V = TypeVar("V")


class ChainWalk:
    """The sources of a run, asked in the registry's order per kind of citation."""

    def __init__(
        self,
        settings: Settings,
        cache: SourceCache,
        sources: list[Source] | None = None,
        index: CitationIndex | None = None,
    ) -> None:
        self.cache = cache
        listed = list(sources) if sources is not None else default_sources(settings, index)
        if index is not None and not any(s.offline for s in listed):
            listed.append(IndexSource(index))
        self.sources = {s.name: s for s in listed}
        self.offline = [s for s in listed if s.offline]  # asked with nothing leaving the machine
        self.index = index
        self._offline_answers: dict[tuple[str, CitationRef], SourceAnswer] = {}
        # each citation's route, by the object (kept, so a reused id is never mistaken for it),
        # for one document at a time: its pairs are routed for the batch, the budget's order and
        # the look-up, and a warm Lambda's verifier must not keep earlier documents' citations
        self._routes: dict[int, tuple[Citation, CitationRef | Unroutable]] = {}
        self._routed_document: str | None = None
        self._batched: dict[tuple[str, str], Retrieval] = {}  # the last document's offline look-ups
        self._texts_fetched: dict[tuple[str, str], Retrieval] = {}  # an offline source's, by text key
        self._texts_read: dict[tuple[str, bytes], AuthorityText] = {}

    # ------------------------------------------------------------------ what a citation is

    @staticmethod
    def target(task: CitationTask) -> Citation | None:
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
        target = self.target(task)
        routed = self.route(task, target) if target is not None else None
        return routed if isinstance(routed, CitationRef) else None

    def route(self, task: CitationTask, citation: Citation) -> CitationRef | Unroutable:
        """`route(citation)`, the citation being `task`'s (or its antecedent), made once."""
        if task.document_id != self._routed_document:
            self._routes.clear()
            # (a warm Lambda's texts are read again for each document: an edition imported between)
            self._texts_fetched.clear()
            self._texts_read.clear()
            self._routed_document = task.document_id
        kept = self._routes.get(id(citation))
        if kept is not None and kept[0] is citation:
            return kept[1]
        if len(self._routes) >= ROUTES_MEMO:
            self._routes.clear()
        routed = route(citation)
        self._routes[id(citation)] = (citation, routed)
        return routed

    # ------------------------------------------------------------------ asking

    def chain(self, ref: CitationRef, offline_only: bool) -> list[Source]:
        return [s for s in chain(ref.kind, self.sources) if s.offline or not offline_only]

    def asking(self) -> set[str]:
        """The network sources that will take requests: those that say they are ready (a
        CourtListener with no token is not), or say nothing of it."""
        return {
            name
            for name, source in self.sources.items()
            if not source.offline and (not isinstance(source, Limited) or source.ready())
        }

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
        if not self.offline:
            return 0
        # a key's answer is batched for one reading of it: citations of one slot under another
        # year (or kind) are answered differently (coverage is by year), so each of those asks alone
        refs: dict[str, CitationRef | None] = {}
        for t in tasks:
            if t.claim is not None and (ref := self.ref_of(t)) is not None:
                kept = refs.get(ref.key, ref)
                alike = kept is not None and (kept.kind, kept.year) == (ref.kind, ref.year)
                refs[ref.key] = ref if alike else None
        batch = [ref for ref in refs.values() if ref is not None]
        for source in self.offline:
            try:
                answers = source.lookup_many(batch)
            except Exception:  # each pair then asks alone, and reports any failure
                continue
            for key, answer in answers.items():
                if isinstance(answer, Retrieval) and refs.get(key) is not None:
                    self._batched[(source.name, key)] = replace(answer, key=key, source=source.name)
        return len(self._batched)

    def ask(self, ref: CitationRef, offline_only: bool) -> list[SourceAnswer]:
        """Each source of the citation's chain in turn, until one settles it. An offline source's
        answer is asked once per citation and run (`prefetch` asks it first, the pair again)."""
        answers = []
        for source in self.chain(ref, offline_only):
            if source.offline:
                memo = (source.name, ref)
                if memo not in self._offline_answers:
                    if len(self._offline_answers) >= OFFLINE_MEMO:
                        self._offline_answers.clear()
                    self._offline_answers[memo] = ask(source, ref, self.fetch)
                answer = self._offline_answers[memo]
            else:
                answer = ask(source, ref, self.fetch)
            answers.append(answer)
            if answer.finding.settles:
                break
        return answers

    def fetch(self, source: Source, key: str, kind: Kind, call: Callable[[], Retrieval]) -> Retrieval:
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

        if source.offline and kind is Kind.TEXT:
            return _recent(self._texts_fetched, (source.name, key), guarded)
        if source.offline:
            batched = self._batched.get((source.name, key)) if kind is Kind.CITATION else None
            return batched if batched is not None else guarded()
        return self.cache.fetch(source.name, key, kind, guarded)

    def read_text(self, source: Source, body: bytes) -> AuthorityText:
        """A text answer's body read by the source that gave it, once for the last few read."""
        return _recent(self._texts_read, (source.name, body), partial(source.read_text, body))

    # ------------------------------------------------------------------ after the case is found

    def court_of(self, source: Source, case: MatchedCase) -> MatchedCase:
        """The case with its deciding court, from the source (CourtListener reads it from the
        docket, a request of its own); a court once learned is kept in the source cache under
        its docket, so no run asks for it again and a later run reports no less than the first."""
        docket = case.ids.get("docket_id")
        if docket and (known := self.known_court(source, docket)):
            return replace(case, court=known)
        found = source.court_of(case)
        if docket and found.court:
            self.cache.put(
                Retrieval(
                    status=Status.FOUND,
                    source=source.name,
                    kind=Kind.CITATION,
                    key=docket_key(docket),
                    case=MatchedCase(name=case.name, court=found.court, ids={"docket_id": docket}),
                )
            )
        return found

    def known_court(self, source: Source, docket: str) -> str | None:
        held = self.cache.get(source.name, docket_key(docket), Kind.CITATION)
        return held.case.court if held is not None and held.case is not None else None

    def text(
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
        others = [s for s in self.chain(ref, offline_only) if s is not found_by]
        why: Retrieval | None = None
        for source in [found_by, *others]:
            answer = self.fetch(
                source, text_key(source, case), Kind.TEXT, partial(source.fetch_text, ref, case)
            )
            if answer.status is Status.NOT_COVERED and source.offline:
                pair.remarks.append(f"{opening(answer.reason or 'no text')} ({source.title}).")
                continue
            held = answer.status is Status.FOUND and answer.body is not None
            pair.saw(answer, evidence=held or source is found_by)
            if held:
                return answer, source
            why = why or answer
        return why or hit, found_by


def _recent(memo: dict[K, V], key: K, make: Callable[[], V]) -> V:
    """`memo[key]`, made if missing; the oldest of `TEXTS_MEMO` entries made way for it."""
    if key in memo:
        return memo[key]
    if len(memo) >= TEXTS_MEMO:
        del memo[next(iter(memo))]
    memo[key] = made = make()
    return made


def docket_key(docket: str) -> str:
    return f"docket:{docket}"


def text_key(source: Source, case: MatchedCase) -> str:
    """An authority's text is filed under the case it belongs to."""
    ident = case.ids.get("cluster_id") or case.ids.get("uri") or case.url or case.name
    return f"{source.name}:text:{ident}"
