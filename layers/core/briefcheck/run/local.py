"""The local runner: every step of the state machine, in one process, with the same failure policy."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from briefcheck.domain import performance
from briefcheck.domain.config import PanelConfig, Settings
from briefcheck.domain.models import AgentVerdict, CheckResult, CitationTask, Evidence, Validation
from briefcheck.panel.run import run_panel
from briefcheck.panel.tasks import citation_tasks
from briefcheck.panel.validate import validate
from briefcheck.run.cores import in_parts
from briefcheck.run.steps import (
    EvidenceWriter,
    Stores,
    consensus_step,
    extract_step,
    fail_document,
    finish_step,
    tier3_plan,
    verify_task,
)

if TYPE_CHECKING:
    from briefcheck.index import CitationIndex
    from briefcheck.verify import Verifier


def _validated(
    panel: PanelConfig,
    settings: Settings,
    tasks: Sequence[CitationTask],
    progress: Callable[[int], None] | None = None,
) -> list[tuple[str, Validation]]:
    """Each task's validation by an in-process panel, in the tasks' order."""
    validations: list[tuple[str, Validation]] = []

    def consensus(task: CitationTask, verdicts: list[AgentVerdict]) -> None:
        validations.append((task.citation.id, validate(task, verdicts)))

    run_panel(list(tasks), panel, settings, progress, on_citation=consensus)
    return validations


@performance.paused()  # a check's objects live until it ends and form almost no cycles
def check_document(
    data: bytes,
    source_name: str,
    settings: Settings,
    stores: Stores,
    verifier: Verifier | None = None,
    panel: PanelConfig | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    index: CitationIndex | None = None,
    say: Callable[[str], None] | None = None,
    on_wait: Callable[[float, str], None] | None = None,
) -> CheckResult:
    """The local runner: every step of the state machine, in one process. Without a `verifier`,
    one on the public sources (and on `index`, if given) is made if any citation is looked up.
    `say` is told the plan of network requests and what an output's reader should know (the
    citations a .docx could not carry a comment on); `on_wait` counts down a wait for a source's
    limit."""
    panel = panel or settings.panel_config()
    policy = settings.tier3
    doc = extract_step(stores, data, source_name)
    from briefcheck.extract import tokenizer  # imported by extract_step already

    tokenizer.release()  # nothing more is tokenized in this check: its 64 MB database can go
    try:
        tasks = citation_tasks(doc)
        total = len(tasks)

        reported = 0

        def panel_progress(finished: int) -> None:  # citations finished so far, not a step
            nonlocal reported
            reported = finished
            if progress:
                progress("panel", finished, total)

        if panel.in_process:
            # pure and CPU-bound: judged on every core, each citation's consensus as soon as its
            # seats are done (its decisive checks read the view the seats have just built), and
            # saved together in one write
            validations = dict(
                in_parts(
                    tasks,
                    partial(_validated, panel, settings),
                    here=partial(_validated, panel, settings, progress=panel_progress),
                )
            )
            if reported < total:  # the rest were judged on other cores
                panel_progress(total)
            stores.records.add_validations(doc.document_id, validations)
        else:
            # a panel that calls models saves each validation as it comes, so the store is not
            # held for the minutes the calls take
            validations = {}

            def consensus(task: CitationTask, verdicts: list[AgentVerdict]) -> None:
                validations[task.citation.id] = consensus_step(stores, task, verdicts)

            run_panel(tasks, panel, settings, panel_progress, on_citation=consensus)
        has_index = (verifier.index if verifier is not None else index) is not None
        plans = {t.citation.id: tier3_plan(validations[t.citation.id], policy, has_index) for t in tasks}
        looked_up = [t for t in tasks if t.claim is not None and plans[t.citation.id][0]]
        evidence: list[Evidence] = []
        if looked_up:
            if verifier is None:
                from briefcheck.verify import Verifier  # the source clients: only when Tier 3 runs

                verifier = Verifier(settings, stores.blobs, index=index)
            if on_wait is not None:
                verifier.watch_waits(on_wait)

            # the network sources that take batches are asked about the whole document at once;
            # the flagged first, so a budget that runs out leaves the least important unasked
            def flagged_first(t: CitationTask) -> bool:
                return not validations[t.citation.id].tier_3_trigger

            if say is not None:  # what will not be asked, before anything is
                refs = [r for t in looked_up if (r := verifier.ref_of(t)) is not None]
                for notice in verifier.notices(refs):
                    say(notice)
            verifier.look_up_offline(looked_up)  # the index reads the document's slots in one batch
            asked = sorted((t for t in looked_up if not plans[t.citation.id][1]), key=flagged_first)
            verifier.prefetch(asked, say)
            # then the pairs, those the batch left unsettled first (they need the name searches)
            looked_up = verifier.by_need(sorted(looked_up, key=flagged_first))
            writer = EvidenceWriter(stores, doc.document_id)
            try:
                for i, task in enumerate(looked_up, 1):
                    found = verify_task(verifier, task, offline_only=plans[task.citation.id][1])
                    writer.add(found)
                    evidence += found
                    if progress:
                        progress("tier3", i, len(looked_up))
            finally:  # what was found before an interruption is kept, as one a citation would be
                writer.flush()
        # what this run saved, as it saved it: the cloud's Finalize reads the same back
        # the file checked is what an annotated copy is made of, unless it was Tier 1's JSON of
        # another file (whose bytes, not these, the document's hash names)
        original = data if hashlib.sha256(data).hexdigest() == doc.sha256 else None
        return finish_step(stores, doc, validations, evidence, panel, policy, original, say)
    except Exception as exc:
        fail_document(stores, doc.document_id, f"{type(exc).__name__}: {exc}")
        raise
