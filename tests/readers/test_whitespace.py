"""The block-text cleaning rule and its map back to the raw text agree character for character."""

from __future__ import annotations

import pytest

from briefcheck.text.whitespace import clean, clean_with_origins


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

    from briefcheck.text.whitespace import WHITESPACE

    for ch in map(chr, range(sys.maxunicode + 1)):
        if WHITESPACE.fullmatch(ch):
            assert clean(f"{ch}a{ch}{ch}b{ch}") == "a b", hex(ord(ch))
        elif ch not in "\u200b\ufeff\u00ad":
            assert clean(f"a{ch}b") == f"a{ch}b", hex(ord(ch))
