"""The block-text cleaning rule and its map back to the raw text agree character for character."""

from __future__ import annotations

import pytest

from briefcheck.text.whitespace import INVISIBLE, clean, clean_with_origins


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "   ",
        "plain",
        "  See\tHarlow v.\u00a0Fitzgerald,\n457 U.S.  800 ",
        "\u200bzero\u200b width\ufeff and soft\u00adhyphen",
        "\u200b \u200b x \u00ad ",
        "tab\t\t\tand\r\nbreaks\u2028end",
        "joiners\u200d and\u200c marks\u200e\u200f and\u2060 bidi\u202e\u202c\u2066\u2069 too",
    ],
)
def test_origins_point_at_the_characters_they_came_from(raw: str) -> None:
    text, origins = clean_with_origins(raw)
    assert text == clean(raw)
    assert len(origins) == len(text)
    assert origins == sorted(set(origins))
    for ch, i in zip(text, origins, strict=True):
        assert raw[i] == ch or (ch == " " and raw[i].isspace())


def test_every_whitespace_character_is_one_space_between_words_and_none_at_the_ends() -> None:
    """`clean` splits at whitespace as str.split() reads it: that is every character the rule's
    `\\s+` matches, no more, no fewer."""
    import sys

    from briefcheck.text.whitespace import QUOTATION_MARKS, WHITESPACE

    for ch in map(chr, range(sys.maxunicode + 1)):
        if WHITESPACE.fullmatch(ch):
            assert clean(f"{ch}a{ch}{ch}b{ch}") == "a b", hex(ord(ch))
        elif ch in INVISIBLE:
            assert clean(f"a{ch}b") == "ab", hex(ord(ch))
        elif ch in QUOTATION_MARKS:  # another typeface's or locale's quotation mark: one of a brief's three
            assert clean(f"a{ch}b") == f"a{QUOTATION_MARKS[ch]}b", hex(ord(ch))
        else:
            assert clean(f"a{ch}b") == f"a{ch}b", hex(ord(ch))


def test_every_character_that_prints_as_nothing_is_dropped() -> None:
    """A zero-width joiner inside "13\u200d67" read the page as 13: every format character a
    reader cannot see (Unicode's default-ignorable format controls) is dropped, none other."""
    import sys
    import unicodedata

    from briefcheck.text.whitespace import INVISIBLE

    format_controls = {
        ch
        for ch in map(chr, range(sys.maxunicode + 1))
        if unicodedata.category(ch) == "Cf" and not ch.isspace()
    }
    # Cf characters that print (Arabic number signs, the Syriac abbreviation mark, tags aside)
    printing = {ch for ch in format_controls if not _default_ignorable(ch)}
    assert set(INVISIBLE) == format_controls - printing
    assert {"\u200b", "\u200d", "\u2060", "\u202e", "\ufeff", "\u00ad"} <= set(INVISIBLE)


def _default_ignorable(ch: str) -> bool:
    """Unicode's Default_Ignorable_Code_Point among the format controls (DerivedCoreProperties)."""
    code = ord(ch)
    return (
        code in (0x00AD, 0x034F, 0x061C, 0x180E, 0xFEFF)
        or 0x200B <= code <= 0x200F
        or 0x202A <= code <= 0x202E
        or 0x2060 <= code <= 0x206F
        or 0xFFF0 <= code <= 0xFFF8
        or 0x1BCA0 <= code <= 0x1BCA3
        or 0x1D173 <= code <= 0x1D17A
        or 0xE0000 <= code <= 0xE0FFF
    )
