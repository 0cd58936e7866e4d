"""A quotation is read whatever marks it is typed in: German "„...“", guillemets, double primes,
fullwidth and Hebrew marks, a right curly mark opening it ("”...”", as Word and pasted text give),
a typewriter's "''...''" and TeX's "``...''". A quotation in any of them was never read, so an
invented one passed unchecked and the note never said so."""

from __future__ import annotations

import pytest

from briefcheck.extract.claims import find_quotes
from briefcheck.text.whitespace import clean, clean_with_origins

SAID = "a late notice may always be excused for good cause"
MARKS = [  # (opening, closing)
    ("\u201c", "\u201d"),
    ("\u201d", "\u201d"),
    ("\u201e", "\u201c"),
    ("\u00ab", "\u00bb"),
    ("\uff02", "\uff02"),
    ("\u05f4", "\u05f4"),
    ("``", "''"),
    ("''", "''"),
]


@pytest.mark.parametrize(("opening", "closing"), MARKS)
def test_a_quotation_is_found_in_any_marks(opening: str, closing: str) -> None:
    text = clean(f"The court held that {opening}{SAID}.{closing} Smith v. Jones, 1 F.3d 1 (2d Cir. 1990).")
    assert [q for q, _, _ in find_quotes(text)] == [f"{SAID}."]


def test_the_marks_are_read_one_for_one_so_offsets_stay() -> None:
    raw = "x \u201ea b\u201c \u00abc d\u00bb \uff02e f\uff02\u200b."
    cleaned, origins = clean_with_origins(raw)
    assert cleaned == clean(raw) == 'x \u201ca b\u201c \u201cc d\u201d "e f".'
    assert all(
        raw[o] in (c, "\u201e", "\u00ab", "\u00bb", "\uff02") for c, o in zip(cleaned, origins, strict=True)
    )


@pytest.mark.parametrize(
    "text",
    ["the parties'' counsel agreed", "a \u201d and a \u201d stand alone", "a 12'' pipe and a 12\u2033 bolt"],
)
def test_marks_that_open_nothing_make_no_quotation(text: str) -> None:
    assert find_quotes(text) == []


def test_typed_marks_inside_a_curly_quotation_do_not_close_it() -> None:
    text = "The court held that \u201cthe ''notice'' rule may always be waived by the tenant.\u201d Smith"
    assert (
        next(q for q, _, _ in find_quotes(text)) == "the ''notice'' rule may always be waived by the tenant."
    )
