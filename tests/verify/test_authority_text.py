"""An authority's markup into plain text with the offset of each page or paragraph marker."""

from __future__ import annotations

import random

from briefcheck.text.authority import NOTE_END, finish, mark, mark_note, mark_paragraph

Units = tuple[tuple[int, int], ...]
Notes = tuple[tuple[int, int, int], ...]


def words_and_offsets(raw: str) -> tuple[str, Units, Units, Notes]:
    """The rule spelt out a word at a time: single spaces between words, a marker's offset the
    start of the next word (the text's end when none follows); pages and paragraphs apart; a
    footnote from its next word to where its end or the next footnote is marked (or the text's
    end), none where no word stands between."""
    words: list[str] = []
    labels: dict[bool, list[tuple[int, int]]] = {False: [], True: []}
    notes: list[tuple[int, int, int]] = []  # (label, first word's index, index past its last)
    opened: tuple[int, int] | None = None

    def close() -> None:
        if opened is not None and opened[1] < len(words):
            notes.append((opened[0], opened[1], len(words)))

    for chunk in raw.split(" "):
        inner = chunk[1:-1].removeprefix("\u00b6")
        marked = chunk.startswith("\u2063") and chunk.endswith("\u2063") and len(chunk) > 1
        if marked and inner.isdigit():
            labels[chunk[1] == "\u00b6"].append((int(inner), len(words)))
        elif marked and inner[:1] in ("n", "e"):
            close()
            opened = (int(inner[1:] or 0), len(words)) if inner[0] == "n" else None
        else:
            words.extend(chunk.split())
    close()
    text = " ".join(words)
    starts = [sum(len(w) + 1 for w in words[:i]) for i in range(len(words))]

    def at(i: int) -> int:
        return starts[i] if i < len(starts) else len(text)

    def offsets(kind: bool) -> Units:
        return tuple((label, at(i)) for label, i in labels[kind])

    ends = tuple((label, at(a), at(b - 1) + len(words[b - 1])) for label, a, b in notes)
    return text, offsets(False), offsets(True), ends


def test_markers_become_offsets_of_the_next_word_whatever_the_whitespace() -> None:
    rng = random.Random(3)
    for _ in range(3000):
        choices = ["", "\n\t", "word", " two  words ", "x\n y"]
        markers = (mark, mark_paragraph, mark_note, lambda _: NOTE_END)
        pieces = [
            rng.choice(markers)(rng.randint(1, 999)) if rng.random() < 0.3 else rng.choice(choices)
            for _ in range(rng.randint(0, 12))
        ]
        raw = " ".join(pieces)
        assert finish(raw) == words_and_offsets(raw), raw


def test_a_page_marker_at_the_end_points_at_the_texts_end() -> None:
    assert finish(f"Held. {mark(12)}") == ("Held.", ((12, 5),), (), ())
    assert finish(f"{mark(3)}  The  rule.\n{mark(4)}Next") == ("The rule. Next", ((3, 0), (4, 10)), (), ())


def test_plain_star_pages_and_line_end_hyphens() -> None:
    from briefcheck.text.opinions import opinion_of

    plain = "*12 The claim ac-\n  crues on injury. See note*3 and **4; X-\nray stays. *13 Affirmed."
    opinion = opinion_of("010combined", {"plain_text": plain})
    assert opinion is not None
    assert opinion.text == "The claim accrues on injury. See note*3 and **4; X- ray stays. Affirmed."
    assert opinion.units == ((12, 0), (13, 63))


def test_numbered_paragraphs_are_marked_where_a_paragraph_starts_with_its_number() -> None:
    """Each style of the courts that number paragraphs, after a page marker too; a "¶ 3" inside a
    sentence is a reference to a paragraph, not the start of one."""
    from briefcheck.text.opinions import opinion_of

    html = (
        "<p>\u00b6 1 The facts. See \u00b6 3 below.</p>"
        '<p><span class="star-pagination">*5</span> [\u00b6 2] The law.</p>'
        "<p>{\u00b6 3} Ohio style.</p><blockquote>{4} New Mexico style.</blockquote><p>\u00b612. Last.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": html})
    assert opinion is not None
    assert [label for label, _ in opinion.paragraphs] == [1, 2, 3, 4, 12]
    starts = [opinion.text[offset:].split(" ", 1)[0] for _, offset in opinion.paragraphs]
    assert starts == ["\u00b6", "[\u00b6", "{\u00b6", "{4}", "\u00b612."]
    assert opinion.units == ((5, opinion.paragraphs[1][1]),)
    plain = opinion_of("010combined", {"plain_text": "\u00b6 1 One.\n  \u00b6 2 Two *7 more.\nSee {3} x."})
    assert plain is not None and plain.paragraphs == ((1, 0), (2, 9)) and plain.units == ((7, 17),)
    assert opinion_of("010combined", {"plain_text": "No numbers \u00b6 9 here."}).paragraphs == ()


def test_paragraphs_run_together_on_one_line_are_each_marked_in_their_turn() -> None:
    """ "... appeals. ¶ 2 We hold" is the next paragraph's start where paragraphs were joined on one
    line; "See id. ¶ 7." after ¶ 2 is a reference (not the number after it)."""
    from briefcheck.text.opinions import opinion_of

    html = (
        "<p>¶ 1 The defendant appeals. ¶ 2 We hold the search was unlawful. See id. ¶ 7. Thus so.</p>"
        "<p>¶ 3 Reversed.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": html})
    assert opinion is not None
    assert [label for label, _ in opinion.paragraphs] == [1, 2, 3]
    second = opinion.paragraphs[1][1]
    assert opinion.text[second:].split(" We hold")[0].strip() == "¶ 2"
    cited = (
        "<p>¶ 12 We so held. State v. Doe, 2015-NMSC-010, ¶ 12. Id. ¶ 13 (citation omitted).</p>"
        "<p>¶ 13 Next.</p>"
    )
    assert [label for label, _ in opinion_of("010combined", {"html_with_citations": cited}).paragraphs] == [
        12,
        13,
    ]
