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
    previous: Block | None = None
    for block in doc.blocks:
        if block.citations:
            tail = _tail(previous.text) if previous is not None else ""
            for c, context in zip(block.citations, _contexts(block, tail), strict=True):
                tasks.append(
                    CitationTask(
                        document_id=doc.document_id,
                        citation=c,
                        context=context,
                        antecedent=by_id.get(c.antecedent_id) if c.antecedent_id else None,
                        claim=claims.get(c.claim_id) if c.claim_id else None,
                    )
                )
        previous = block
    return tasks


def _contexts(block: Block, tail: str) -> list[str]:
    """Each citation's context, after the `tail` of the block before: the block itself, one
    string every citation of it shares; or, for a long block (a .txt saved with single newlines
    is one block), the whole sentences around the citation (about MAX_CONTEXT_CHARS), found by
    bisecting the block's sentences split once."""
    text = block.text

    def after_tail(context: str) -> str:
        return f"{tail}\n\n{context}" if tail else context

    if len(text) <= MAX_CONTEXT_CHARS:
        return [after_tail(text)] * len(block.citations)
    sentences = split_sentences(text)
    starts, ends = [s for s, _ in sentences], [e for _, e in sentences]
    return [after_tail(_window(text, c, starts, ends)) for c in block.citations]


def _window(text: str, citation: Citation, starts: list[int], ends: list[int]) -> str:
    lo, hi = around(0, len(text), citation.start, citation.end)
    first = bisect_right(ends, lo)  # the first sentence ending after lo
    last = bisect_left(starts, hi, lo=first) - 1  # the last sentence starting before hi
    if first >= len(starts) or last < first or ends[last] - starts[first] > 2 * MAX_CONTEXT_CHARS:
        return text[lo:hi]  # no sentence ends near it (a run-on paragraph): the window itself
    return text[starts[first] : ends[last]]


def _tail(text: str) -> str:
    """What a block lends the next one's citations: its last PRECEDING_SENTENCES sentences, at
    most half a window (a paragraph with no sentence end is one "sentence", and must not become
    every next citation's context)."""
    tail = last_sentences(text)[-PRECEDING_SENTENCES:]
    return text[tail[0][0] : tail[-1][1]][-MAX_CONTEXT_CHARS // 2 :] if tail else ""


# Wide enough for PRECEDING_SENTENCES sentences of ordinary prose and a part of one before
# them; a longer pair is split again from four times as far back.
TAIL_WINDOW = 512


def last_sentences(text: str, window: int = TAIL_WINDOW) -> list[tuple[int, int]]:
    """Sentence spans of the block whose last PRECEDING_SENTENCES are those of its whole split
    (what the next block's context needs), split from `window` characters before its end. Such a
    split makes the same cuts after its start as the whole one (each cut is decided by the words
    around it, not by where splitting began); only its first span may be cut short, so once there
    are more spans than that, the last ones are whole sentences. If not, it starts further back."""
    while True:
        start = max(0, len(text) - window)
        spans = split_sentences(text, start=start)
        if start == 0 or len(spans) > PRECEDING_SENTENCES:
            return spans
        window *= 4
