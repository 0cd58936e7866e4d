"""The passage of a document taken around a citation: a claim's text, a panelist's context, a
model's prompt. A paragraph with no sentence end is one "sentence", and must not become every
citation's text (a 400 KB run-on paragraph with 12,000 citations would be 4.7 GB of claims)."""

from __future__ import annotations

# The most of a document any tier takes around one citation.
MAX_CONTEXT_CHARS = 6_000


def around(start: int, end: int, at_start: int, at_end: int) -> tuple[int, int]:
    """The span [start, end), or when it is longer than MAX_CONTEXT_CHARS, the part of it within
    half that of [at_start, at_end) (the citation) on either side."""
    if end - start <= MAX_CONTEXT_CHARS:
        return start, end
    half = MAX_CONTEXT_CHARS // 2
    return max(start, at_start - half), min(end, at_end + half)
