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
