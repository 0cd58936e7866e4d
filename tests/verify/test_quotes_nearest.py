"""The nearest passage to a quote that is not in the authority: the right passage, on long texts."""

from __future__ import annotations

from briefcheck.verify.quotes import find_quote


def test_the_nearest_passage_is_the_one_misquoted() -> None:
    filler = " ".join(f"The court considered the motion and the record in part {n}." for n in range(3000))
    said = "an officer acting in good faith within the scope of statutory authority is shielded from damages"
    text = f"{filler} Accordingly, {said}. {filler}"
    quoted = "an officer acting in bad faith outside the scope of statutory power is shielded from damages"
    m = find_quote(quoted, text)
    assert m.checked and not m.found
    assert m.closest_passage is not None and "good faith within the scope" in m.closest_passage
    assert 0.8 < m.similarity < 1.0
