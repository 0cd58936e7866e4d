"""Tier 2's input: one task per citation of a Tier 1 document, with the context a panelist sees.

Kept apart from `extract/` so the Lambdas that judge, decide and verify can build tasks from a
stored Tier 1 document without importing eyecite (about half a second of every cold start).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from briefcheck.domain.models import Block, Citation, CitationTask, Tier1Document
from briefcheck.text.passages import MAX_CONTEXT_CHARS, around
from briefcheck.text.sentences import split_sentences

# Context given to the panel: the paragraph, cut to a window around the citation when huge.
PRECEDING_SENTENCES = 2


def citation_tasks(doc: Tier1Document) -> list[CitationTask]:
    """One panel task per citation: the citation, its context, antecedent and claim."""
    by_id: dict[str, Citation] = {c.id: c for c in doc.citations()}
    claims = {c.id: c for c in doc.claims}
    tasks: list[CitationTask] = []
    previous_tail = ""
    for block in doc.blocks:
        # a long block (a .txt saved with single newlines is one block) is split once, then bisected
        sentences = split_sentences(block.text) if len(block.text) > MAX_CONTEXT_CHARS else []
        starts, ends = [s for s, _ in sentences], [e for _, e in sentences]
        for c in block.citations:
            context = _block_context(block, c, starts, ends)
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
        tail = (sentences or split_sentences(block.text))[-PRECEDING_SENTENCES:]
        # at most half a window of the paragraph before: a paragraph with no sentence end is one
        # "sentence", and must not become every next citation's context
        previous_tail = block.text[tail[0][0] : tail[-1][1]][-MAX_CONTEXT_CHARS // 2 :] if tail else ""
    return tasks


def _block_context(block: Block, citation: Citation, starts: list[int], ends: list[int]) -> str:
    """The citation's block, or for a long block the whole sentences around it (about
    MAX_CONTEXT_CHARS), found by bisecting the block's sentences split once."""
    text = block.text
    if len(text) <= MAX_CONTEXT_CHARS:
        return text
    lo, hi = around(0, len(text), citation.start, citation.end)
    first = bisect_right(ends, lo)  # the first sentence ending after lo
    last = bisect_left(starts, hi, lo=first) - 1  # the last sentence starting before hi
    if first >= len(starts) or last < first or ends[last] - starts[first] > 2 * MAX_CONTEXT_CHARS:
        return text[lo:hi]  # no sentence ends near it (a run-on paragraph): the window itself
    return text[starts[first] : ends[last]]
