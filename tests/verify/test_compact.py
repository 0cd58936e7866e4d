"""Compacted text, the form quotes are matched in: every kept character with its offset in the
text, the same whichever way a chunk is read (plain ASCII by regex, anything else a character at a
time) and wherever a match asks."""

from __future__ import annotations

import random
import unicodedata

import pytest

from briefcheck.verify.quotes import compact


def compacted_one_by_one(text: str) -> tuple[str, list[int]]:
    """The definition: each character of the lower-cased text, its letters and digits kept without
    accents, "&" as "and", each with its offset."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text.lower()):
        kept = "and" if ch == "&" else "".join(c for c in unicodedata.normalize("NFKD", ch) if c.isalnum())
        kept = kept or (ch if ch.isalnum() else "")
        chars.append(kept)
        where.extend([i] * len(kept))
    return "".join(chars), where


PIECES = ["The Court", " held, ", "Procter & Gamble", "Peña", " señor ", "ﬁnal", "Straße", "\u00b6 12",
          "per-\nson", "*818", "—", "  ", "x" * 700, "İstanbul", "no.", "\u0301"]  # fmt: skip


@pytest.mark.parametrize("seed", range(40))
def test_compacted_text_and_offsets_are_the_definitions(seed: int) -> None:
    rng = random.Random(seed)
    text = "".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 60)))
    if len(text.lower()) != len(text):
        text = text.replace("İ", "I")  # offsets are the lower-cased text's; "İ" lengthens it
    flat, where = compact(text)
    want_flat, want_where = compacted_one_by_one(text)
    assert flat == want_flat
    assert len(where) == len(want_where)
    for k in rng.sample(range(len(flat)), min(len(flat), 50)):
        assert where[k] == want_where[k]
    if flat:
        a, b = sorted(rng.sample(range(len(flat) + 1), 2)) if len(flat) > 1 else (0, 1)
        assert where[a:b] == want_where[a:b]
        assert where[-1] == want_where[-1]
    assert where[:] == want_where


def test_a_long_plain_opinion_is_compacted_across_its_chunks() -> None:
    text = " ".join(f"The Court held, at *{n}, that section {n}(b) applies." for n in range(400))
    text += " Smith & Jones v. Peña. " + text  # a chunk read a character at a time among plain ones
    flat, where = compact(text)
    want_flat, want_where = compacted_one_by_one(text)
    assert flat == want_flat
    assert [where[k] for k in range(len(flat))] == want_where
    assert where[1000:9000] == want_where[1000:9000]
