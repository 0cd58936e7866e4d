"""Each item through the run path: Tier 1 on its context, the panel, `validate`, and with an index
the look-up `check` makes; then its final status."""

from __future__ import annotations

import re
from collections.abc import Callable
from difflib import SequenceMatcher
from typing import TYPE_CHECKING

from briefcheck.domain.config import PanelConfig, Settings
from briefcheck.domain.models import (
    CitationTask,
    Validation,
)
from briefcheck.eval.models import MIN_MATCH, EvalItem, EvalReport, ItemOutcome
from briefcheck.eval.score import agrees, score
from briefcheck.panel.run import run_panel
from briefcheck.panel.validate import validate

if TYPE_CHECKING:
    from briefcheck.index import CitationIndex


def _normal(text: str) -> str:
    text = text.lower().translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"}))
    return " ".join(text.split()).strip(" .,;")


def match_score(extracted: str, wanted: str) -> float:
    """How well an extracted citation's text matches the labelled citation string (0..1)."""
    a, b = _normal(extracted), _normal(wanted)
    if not a or not b:
        return 0.0
    ratio = SequenceMatcher(None, a, b).ratio()
    if a in b or b in a:
        return 0.9 + 0.1 * ratio
    words_a, words_b = set(re.findall(r"\w+", a)), set(re.findall(r"\w+", b))
    jaccard = len(words_a & words_b) / len(words_a | words_b)
    return max(ratio, jaccard)


def _best_task(tasks: list[CitationTask], wanted: str) -> tuple[CitationTask, float] | None:
    scored = [(t, match_score(t.citation.text, wanted)) for t in tasks]
    scored = [s for s in scored if s[1] >= MIN_MATCH]
    return max(scored, key=lambda s: s[1]) if scored else None


def _extract_item(item: EvalItem) -> tuple[CitationTask, float] | str:
    """The Tier 1 task for the item's citation, or why there is none."""
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import citation_tasks

    texts = [item.context] if item.context.strip() else []
    if _normal(item.citation) not in _normal(item.context):
        texts.append(f"{item.context}\n\n{item.citation}".strip())  # the citation placed in its context
    found = 0
    for text in texts:
        try:
            tasks = citation_tasks(extract_document(text.encode("utf-8"), f"{item.id}.txt"))
        except Exception as exc:  # one bad item must not stop the evaluation; the report names it
            return f"extraction failed: {type(exc).__name__}"
        found = max(found, len(tasks))
        best = _best_task(tasks, item.citation)
        if best:
            return best
    return "no citation extracted" if not found else f"none of {found} extracted citation(s) matches"


# --------------------------------------------------------------------------- evaluating


def evaluate(
    items: list[EvalItem],
    panel: PanelConfig,
    settings: Settings,
    dataset: str = "dataset",
    progress: Callable[[int], None] | None = None,
    index: CitationIndex | None = None,
) -> EvalReport:
    """Extract, judge and score every item. `progress(n)` as in run_panel (n items judged).
    With `index`, each judged item is also looked up in it and given its final status."""
    tasks: list[CitationTask] = []
    where: dict[str, int] = {}
    outcomes: list[ItemOutcome] = []
    for item in items:
        found = _extract_item(item)
        if isinstance(found, str):
            outcomes.append(
                ItemOutcome(
                    id=item.id,
                    label=item.label,
                    citation=item.citation,
                    extracted=False,
                    problem=found,
                    agrees_with_label=False,
                )
            )
            continue
        task, similarity = found
        # Every item is its own document: renumber so citation ids are unique across the run.
        cid = f"cite_{len(tasks) + 1:03d}"
        tasks.append(task.model_copy(update={"citation": task.citation.model_copy(update={"id": cid})}))
        where[cid] = len(outcomes)
        outcomes.append(
            ItemOutcome(
                id=item.id,
                label=item.label,
                citation=item.citation,
                extracted=True,
                matched_text=task.citation.text,
                match_score=round(similarity, 3),
                agrees_with_label=False,
            )
        )
    results = run_panel(tasks, panel, settings, progress=progress)
    # the same validation as `check`: a panel's VALID never outvotes an impossibility here either
    by_id = {t.citation.id: t for t in tasks}
    validations = {cid: validate(by_id[cid], verdicts) for cid, verdicts in results.items()}
    for cid, verdicts in results.items():
        outcome = outcomes[where[cid]]
        recommendation = validations[cid].consensus.recommendation
        outcome.verdicts = verdicts
        outcome.recommendation = recommendation
        outcome.agrees_with_label = agrees(outcome.label, recommendation)
    _give_statuses(tasks, where, outcomes, validations, settings, index)
    return score(outcomes, panel, dataset, index.edition if index is not None else None)


def _give_statuses(
    tasks: list[CitationTask],
    where: dict[str, int],
    outcomes: list[ItemOutcome],
    validations: dict[str, Validation],
    settings: Settings,
    index: CitationIndex | None,
) -> None:
    """Each judged item's final status: from the panel alone, or after a look-up in the offline
    index (no network source), by the run's own Tier 3 step and its failure policy."""
    from briefcheck.domain.status import final_status
    from briefcheck.run.steps import verify_task

    verifier = None
    if index is not None:
        from briefcheck.store.blobs import LocalBlobStore
        from briefcheck.verify import Verifier

        verifier = Verifier(settings, LocalBlobStore(settings.home / "store"), sources=[], index=index)
        verifier.look_up_offline(tasks)  # the items' slots read in one batch, as a check reads a brief's
    for task in tasks:
        outcome = outcomes[where[task.citation.id]]
        found = verify_task(verifier, task, offline_only=True) if verifier is not None else []
        evidence = found[0] if found else None
        if evidence is not None:
            outcome.index_outcome = evidence.outcome
            outcome.index_category = evidence.hallucination_category
            outcome.index_summary = evidence.evidence_summary
        validation = validations[task.citation.id]
        outcome.status = final_status(task.citation, validation, [evidence] if evidence else []).status
