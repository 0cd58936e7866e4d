"""Planning a run's requests: what the network sources are asked about a whole document at once
(before its pairs are checked one by one), in what order a limited budget serves the pairs, and
what the user must know before any request is made.

Functions over the run's `ChainWalk`; what the offline sources settle and whether a claim is
checked against the case's text are the Verifier's, passed in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import date
from typing import TypedDict

from briefcheck.domain.models import CitationTask, utc_now
from briefcheck.verify.chain import name_search_key
from briefcheck.verify.names import NameMatch, compare_names
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.sources.base import Kind, Limited, Retrieval, SearchesTreatment, Source, treatment_key
from briefcheck.verify.sources.registry import chain
from briefcheck.verify.walk import ChainWalk, text_key

# An offline edition older than this is said to lack recent decisions.
STALE_EDITION_DAYS = 183

WantsText = Callable[[CitationTask, CitationRef], bool]


def prefetch(
    walk: ChainWalk,
    tasks: Iterable[CitationTask],
    settled_offline: Callable[[CitationTask], bool],
    wants_text: WantsText,
    say: Callable[[str], None] | None = None,
) -> int:
    """Ask the network sources that take batches about all these citations at once, before
    the pairs are checked one by one: the answers go to the source cache, where each pair's
    own look-up finds them. Citations an offline source settles, or the cache already holds,
    are not asked. `say` is told every request the run will make, and when the limits let
    them go: the look-ups before they are made, then the searches, courts and texts their
    answers call for. Returns how many answers were fetched."""
    asking = walk.asking()
    if not asking:  # no network source will take a request: there is nothing to batch
        return 0
    asked: dict[str, list[tuple[CitationTask, CitationRef]]] = {}
    for task in tasks:
        ref = walk.ref_of(task) if task.claim is not None else None
        if ref is None:
            continue
        first = next((s for s in chain(ref.kind, walk.sources) if not s.offline), None)
        if first is None or first.name not in asking:
            continue  # no network source would be asked: its offline answer is the pair's own
        if not settled_offline(task):  # only what the offline sources leave unsettled
            asked.setdefault(first.name, []).append((task, ref))
    fetched = 0
    for name, pairs in asked.items():
        source = walk.sources[name]
        plan = source.plan if isinstance(source, Limited) else None
        held = walk.cache.get
        refs = [ref for _, ref in pairs if ref.kind.has_slot and held(name, ref.key, Kind.CITATION) is None]
        if say is not None and plan is not None and refs and (cost := plan(refs)):
            say(f"{cost}; then what the answers call for, counted when they are in.")
        try:
            answers = source.lookup_many(refs) if refs else {}
        except Exception:  # a failed batch costs round trips only: each pair then asks alone
            answers = {}
        for key, answer in answers.items():
            if isinstance(answer, Retrieval):
                walk.cache.put(replace(answer, key=key))
                fetched += 1
        then = plan(**follow_ups(walk, source, pairs, wants_text)) if say is not None and plan else None
        if say is not None and then:
            say(f"Then {then}.")
    return fetched


class FollowUps(TypedDict):
    searches: int
    courts: int
    texts: int
    treatments: int


def follow_ups(
    walk: ChainWalk, source: Source, pairs: list[tuple[CitationTask, CitationRef]], wants_text: WantsText
) -> FollowUps:
    """The requests each citation's answer so far calls for, at most: a name search where the
    slot did not give the named case; where it did, the court from its docket (once a docket),
    the opinion's text where the claim is checked against it, and a search of the opinions
    citing it for negative treatment; what is cached is free."""
    searches, texts, treatments, dockets = 0, 0, 0, set()
    treats = isinstance(source, SearchesTreatment)
    cache = walk.cache
    for task, ref in pairs:
        hit = cache.get(source.name, ref.key, Kind.CITATION) if ref.kind.has_slot else None
        case = hit.case if hit is not None else None
        if case is None or compare_names(ref, case) is not NameMatch.MATCH:
            searches += cache.get(source.name, name_search_key(source, ref), Kind.NAME_SEARCH) is None
            continue
        docket = case.ids.get("docket_id")
        if ref.court_id and not case.court and docket and walk.known_court(source, docket) is None:
            dockets.add(docket)
        text = cache.get(source.name, text_key(source, case), Kind.TEXT)
        texts += wants_text(task, ref) and text is None
        searched = cache.get(source.name, treatment_key(case), Kind.NAME_SEARCH)
        treatments += treats and searched is None
    return FollowUps(searches=searches, courts=len(dockets), texts=texts, treatments=treatments)


def by_need(walk: ChainWalk, tasks: list[CitationTask]) -> list[CitationTask]:
    """The tasks in the order a limited budget should serve them: first those whose batched
    look-up did not find the named case (they need a name search to settle), then the rest,
    whose remaining requests only refine a match (the court); stable otherwise."""
    asking = walk.asking()
    if not asking:  # nothing will be asked: no budget to spend well
        return list(tasks)

    def found_as_named(task: CitationTask) -> bool:
        ref = walk.ref_of(task) if task.claim is not None else None
        if ref is None:
            return False
        for source in walk.chain(ref, offline_only=False):
            if not source.offline:
                if source.name not in asking:
                    return False
                hit = walk.cache.get(source.name, ref.key, Kind.CITATION)
                case = hit.case if hit is not None else None
                return case is not None and compare_names(ref, case) is NameMatch.MATCH
        return False

    return sorted(tasks, key=found_as_named)


def notices(walk: ChainWalk, refs: Iterable[CitationRef]) -> list[str]:
    """What the user must know before the look-ups, said once up front: each network source
    that the citations would go to but that will not be asked (and why), and an offline index
    old enough to lack recent decisions."""
    kinds = {ref.kind for ref in refs}
    asking = walk.asking()
    out = []
    for name, source in walk.sources.items():
        if source.offline or name in asking or not any(source in chain(k, walk.sources) for k in kinds):
            continue
        why = source.not_asked_because() if isinstance(source, Limited) else "it is not ready"
        out.append(
            f"{source.title} will not be asked: {why}; the "
            "citations it would answer stay unverified unless another source holds them."
        )
    if walk.index is not None:
        age = (utc_now().date() - date.fromisoformat(walk.index.edition)).days
        if age > STALE_EDITION_DAYS:
            out.append(
                f"The offline index is CourtListener's edition of {walk.index.edition}, {age // 30} "
                "months old: decisions since then are not in it (`briefcheck index download` fetches "
                "a newer one)."
            )
    return out
