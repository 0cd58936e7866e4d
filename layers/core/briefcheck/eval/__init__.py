"""The seed's testing protocol as a library: score a panel on a labelled set (`briefcheck eval`).

    items = load_dataset(Path("dev.jsonl"))          # id, label real|fabricated|edge, citation, context
    report = evaluate(items, panel, settings)        # Tier 1 -> panel -> consensus, per item
    print(render_markdown(report))                   # or dump(report) for JSON
    print(render_markdown(compare(report, other)))   # two configurations side by side

Each item's citation is extracted with Tier 1 from its context (the citation in its sentence),
the extracted citation that best matches the item's citation string is judged by the panel,
and the consensus recommendation is scored against the label (`edge` items are real):

- real ok: a real or edge item NOT marked CITATION_LIKELY_HALLUCINATED (target >= 90%);
- fabricated caught: a fabricated item NOT marked CITATION_LIKELY_VALID (target >= 80%);
- edge flagged: an edge item not marked CITATION_LIKELY_VALID (flagged for review);
- lawyer agreement: real/edge -> LIKELY_VALID or UNCERTAIN, fabricated -> UNCERTAIN or
  LIKELY_HALLUCINATED (target >= 85%, the seed's Phase 2).

An item that Tier 1 did not extract was never judged: it counts against every rate and is
listed. Per agent, an error is INVALID on a real item or VALID on a fabricated one.

Each judged item is also given the final status a lawyer would see: from the panel alone, or,
with the offline citation index (`index=`), after a look-up in it (offline, no network source).
A real or edge item is wrongly accused when its status is LIKELY_HALLUCINATED or an ERROR saying
the authority does not exist; a fabricated item is caught unless its status is VERIFIED or
UNVERIFIED.
"""

from __future__ import annotations

from briefcheck.eval.dataset import load_dataset
from briefcheck.eval.markdown import render_markdown
from briefcheck.eval.models import (
    NOT_EXTRACTED,
    Comparison,
    EvalItem,
    EvalReport,
    ItemOutcome,
)
from briefcheck.eval.run import evaluate, match_score
from briefcheck.eval.score import compare, score

__all__ = [
    "NOT_EXTRACTED",
    "Comparison",
    "EvalItem",
    "EvalReport",
    "ItemOutcome",
    "compare",
    "evaluate",
    "load_dataset",
    "match_score",
    "render_markdown",
    "score",
]
