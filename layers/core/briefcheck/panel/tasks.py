"""Tier 2's input: one task per citation of a Tier 1 document, with the context a panelist sees.

Kept apart from `extract/` so the Lambdas that judge, decide and verify can build tasks from a
stored Tier 1 document without importing eyecite (about half a second of every cold start).
"""

from __future__ import annotations

from briefcheck.domain.models import Block, Citation, CitationTask, Tier1Document
from briefcheck.text.sentences import split_sentences

# Context given to the panel: the paragraph, cut to a window around the citation when huge.
MAX_CONTEXT_CHARS = 6_000
PRECEDING_SENTENCES = 2


def citation_tasks(doc: Tier1Document) -> list[CitationTask]:
    """One panel task per citation: the citation, its context, antecedent and claim."""
    by_id: dict[str, Citation] = {c.id: c for c in doc.citations()}
    claims = {c.id: c for c in doc.claims}
    tasks: list[CitationTask] = []
    previous_tail = ""
    for block in doc.blocks:
        for c in block.citations:
            context = _block_context(block, c)
            if previous_tail:
                context = f"{previous_tail}\n\n{context}"
            tasks.append(
                CitationTask(
                    document_id=doc.document_id,
                    citation=c,
                    context=context,
                    antecedent=by_id.get(c.antecedent_id) if c.antecedent_id else None,
                    claim=claims.get(c.claim_id) if c.claim_id else None,
                )
            )
        sentences = split_sentences(block.text)
        tail = sentences[-PRECEDING_SENTENCES:]
        previous_tail = block.text[tail[0][0] : tail[-1][1]] if tail else ""
    return tasks


def _block_context(block: Block, citation: Citation) -> str:
    text = block.text
    if len(text) <= MAX_CONTEXT_CHARS:
        return text
    half = MAX_CONTEXT_CHARS // 2
    lo, hi = max(0, citation.start - half), min(len(text), citation.end + half)
    window = [(s, e) for s, e in split_sentences(text) if e > lo and s < hi]
    return text[window[0][0] : window[-1][1]] if window else text[lo:hi]
