"""A quotation too short to match as a passage ("strictly liable") is still read against the court's
words: where the court uses them only to deny them, the brief giving them as its holding is for a
person to check."""

from __future__ import annotations

import pytest

from briefcheck.verify.content import _only_denied

COURT = (
    "The employer is not strictly liable for the acts of an independent contractor. The officers did "
    "not have probable cause to search the car. The contractor was an independent contractor."
)


def test_words_the_court_uses_only_to_deny_them_are_named() -> None:
    said = 'Under Hale, the hiring party is "strictly liable" for whatever its contractors do.'
    denied = _only_denied("strictly liable", COURT, said)
    assert denied is not None and "not strictly liable" in denied


@pytest.mark.parametrize(
    ("quote", "said"),
    [
        # the brief denies them as the court does, in the court's words or its own
        ("strictly liable", 'The hiring party is not "strictly liable" for its contractors.'),
        ("probable cause", 'The officers lacked "probable cause" to search the car.'),
        ("probable cause", 'The search, without "probable cause," was unlawful.'),
        ("strictly liable", 'The court refused to hold the employer "strictly liable."'),
        ("probable cause", 'The officer\'s grounds fell short of "probable cause."'),
        # the court also uses them plainly
        ("independent contractor", 'He was an "independent contractor."'),
        # one word: too little to say
        ("liable", 'The hiring party is "liable."'),
    ],
)
def test_words_the_brief_denies_too_or_the_court_uses_plainly_are_not(quote: str, said: str) -> None:
    assert _only_denied(quote, COURT, said) is None
