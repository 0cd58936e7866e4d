"""An authority's markup into plain text with the offset of each page or paragraph marker."""

from __future__ import annotations

import random

from briefcheck.text.authority import finish, mark


def words_and_offsets(raw: str) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The rule spelt out a word at a time: single spaces between words, a marker's offset the
    start of the next word (the text's end when none follows)."""
    words: list[str] = []
    labels: list[tuple[int, int]] = []
    for chunk in raw.split(" "):
        if chunk.startswith("\u2063") and chunk.endswith("\u2063") and chunk[1:-1].isdigit():
            labels.append((int(chunk[1:-1]), len(words)))
        else:
            words.extend(chunk.split())
    text = " ".join(words)
    starts = [sum(len(w) + 1 for w in words[:i]) for i in range(len(words))]
    return text, tuple((label, starts[i] if i < len(starts) else len(text)) for label, i in labels)


def test_markers_become_offsets_of_the_next_word_whatever_the_whitespace() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        choices = ["", "\n\t", "word", " two  words ", "x\n y"]
        pieces = [
            mark(rng.randint(1, 999)) if rng.random() < 0.3 else rng.choice(choices)
            for _ in range(rng.randint(0, 12))
        ]
        raw = " ".join(pieces)
        assert finish(raw) == words_and_offsets(raw), raw


def test_a_page_marker_at_the_end_points_at_the_texts_end() -> None:
    assert finish(f"Held. {mark(12)}") == ("Held.", ((12, 5),))
    assert finish(f"{mark(3)}  The  rule.\n{mark(4)}Next") == ("The rule. Next", ((3, 0), (4, 10)))


def test_plain_star_pages_and_line_end_hyphens() -> None:
    from briefcheck.text.opinions import opinion_of

    plain = "*12 The claim ac-\n  crues on injury. See note*3 and **4; X-\nray stays. *13 Affirmed."
    opinion = opinion_of("010combined", {"plain_text": plain})
    assert opinion is not None
    assert opinion.text == "The claim accrues on injury. See note*3 and **4; X- ray stays. Affirmed."
    assert opinion.units == ((12, 0), (13, 63))
