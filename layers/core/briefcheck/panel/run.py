"""Running the panel: a judge per seat, every seat of every citation, in parallel.

The model SDKs are synchronous and the work is waiting on the network, so a thread pool of
`Settings.max_concurrency` workers runs the (citation, seat) calls. A failed agent never
fails the run: after its backend's own retries it counts as UNCERTAIN `agent_unavailable`,
which pushes the citation toward review, never toward VALID.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from briefcheck.domain.backends import backend_entry
from briefcheck.domain.codes import AGENT_UNAVAILABLE, Verdict
from briefcheck.domain.config import AgentSpec, PanelConfig, Settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import AgentVerdict, CitationTask, TokenUsage, named_parallel
from briefcheck.panel.base import Judge

log = logging.getLogger(__name__)


def build_judge(spec: AgentSpec, settings: Settings) -> Judge:
    """The judge for one seat, on the backend its spec names (imported only when a seat uses it)."""
    entry = backend_entry(spec.backend)
    judge: Judge = entry.load(entry.judge)(spec, settings)
    return judge


def judge_safely(judge: Judge, task: CitationTask, judged: CitationTask | None = None) -> AgentVerdict:
    """The judge's verdict, or UNCERTAIN agent_unavailable if it failed (no document text kept).
    `judged` is the task as judged (`as_judged`), when the caller made it once for every seat."""
    judged = judged if judged is not None else as_judged(task)
    try:
        return judge.judge(judged)
    except Exception as exc:  # any failure of one agent must not sink the panel
        log.warning(
            "agent %s unavailable for citation %s: %s", judge.spec.agent, task.citation.id, type(exc).__name__
        )
        return unavailable_verdict(
            judge.spec.agent, judge.spec.label, type(exc).__name__, getattr(exc, "usage", None)
        )


def unavailable_verdict(
    agent: str, model: str, failure: str, usage: TokenUsage | None = None
) -> AgentVerdict:
    """The verdict of an agent that failed after its retries, locally or in the state machine
    (whose Catch passes the agent, its model and the error's name to the Consensus step):
    UNCERTAIN agent_unavailable, which pushes toward review, never toward VALID."""
    return AgentVerdict(
        agent=agent,
        verdict=Verdict.UNCERTAIN,
        uncertain_reason=AGENT_UNAVAILABLE,
        explanation=f"agent unavailable after retries: {failure}",
        model=model,
        usage=usage,
    )


def as_judged(task: CitationTask) -> CitationTask:
    """A short form (Id., supra, short cite) judged with its antecedent's components.

    Its own pin cite is kept; the antecedent supplies parties, reporter, court and year.
    """
    cit, ante = task.citation, task.antecedent
    if not cit.is_short_form or ante is None:
        return task
    own = cit.components.model_dump(exclude_none=True, exclude_defaults=True)
    pins = {k: v for k, v in own.items() if k in ("pin_cite", "paragraph_pin")}
    # a short form of the antecedent's parallel is judged at the parallel's slot
    named = named_parallel(cit.components, ante.components)
    slot = dict(zip(("volume", "reporter", "page"), named, strict=True)) if named else {}
    merged = ante.components.model_copy(update=pins | slot)
    return task.model_copy(
        update={"citation": cit.model_copy(update={"components": merged, "type": ante.type})}
    )


def run_panel(
    tasks: list[CitationTask],
    panel: PanelConfig,
    settings: Settings,
    progress: Callable[[int], None] | None = None,
    on_citation: Callable[[CitationTask, list[AgentVerdict]], None] | None = None,
) -> dict[str, list[AgentVerdict]]:
    """Every seat's verdict on every citation: {citation_id: [verdicts in seat order]}.

    At most `settings.max_concurrency` calls run at once. `progress(n)` is called with the
    number of citations finished so far, each time a citation's last seat finishes, and
    `on_citation(task, verdicts)` with that citation's verdicts, before it (both under one lock,
    one citation at a time). A rules panel judges a citation's seats one after another, so what
    `on_citation` does next reuses the view of the citation the seats just read.
    """
    ids = [t.citation.id for t in tasks]
    if len(set(ids)) != len(ids):
        dup = sorted({i for i in ids if ids.count(i) > 1})
        raise InputError(f"run_panel: citation id(s) {', '.join(dup)} appear more than once")
    judges = [build_judge(spec, settings) for spec in panel.seats]
    seats = len(judges)
    results: dict[str, list[AgentVerdict | None]] = {i: [None] * seats for i in ids}
    remaining = {i: seats for i in ids}
    finished = 0
    lock = threading.Lock()

    judged = {t.citation.id: as_judged(t) for t in tasks}  # once, not once a seat

    def one(task: CitationTask, seat: int) -> None:
        nonlocal finished
        verdict = judge_safely(judges[seat], task, judged[task.citation.id])
        with lock:  # progress is called under the lock, so the counts it sees only grow
            results[task.citation.id][seat] = verdict
            remaining[task.citation.id] -= 1
            if remaining[task.citation.id] == 0:
                if on_citation is not None:
                    on_citation(task, [v for v in results[task.citation.id] if v is not None])
                finished += 1
                if progress is not None:
                    progress(finished)

    if tasks and panel.in_process:
        # CPU-bound and in-process: threads would only take turns on the GIL (measured 1.5x slower)
        for task in tasks:
            for seat in range(seats):
                one(task, seat)
    elif tasks:
        # Citation-major order: a citation's seats run together, so citations finish in turn.
        with ThreadPoolExecutor(max_workers=min(settings.max_concurrency, len(tasks) * seats)) as pool:
            futures = [pool.submit(one, task, seat) for task in tasks for seat in range(seats)]
            for future in futures:
                future.result()  # re-raises a failing progress callback
    return {i: [v for v in verdicts if v is not None] for i, verdicts in results.items()}
