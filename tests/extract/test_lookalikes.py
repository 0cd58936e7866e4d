"""Characters that only look like a citation's letters and digits: Cyrillic or Greek letters
inside a Latin word ("Р.3d" with a Cyrillic Р), a letter O among a number's digits ("8OO"). A
citation so written is read as it looks (so it is checked), flagged, and shown as the brief
writes it; a word wholly in another script is that script's, and left alone."""

import pytest

from briefcheck.domain.codes import CitationFlag
from briefcheck.domain.models import Citation
from briefcheck.extract import extract_text


def only(text: str) -> Citation:
    [c] = list(extract_text(text).citations())
    return c


@pytest.mark.parametrize(
    ("text", "field", "read"),
    [
        # a Cyrillic Р (U+0420) for the Pacific Reporter's P
        ("See Tolliver v. Nash, 925 \u0420.3d 495 (Colo. 2017).", "reporter", "P.3d"),
        # a Cyrillic О (U+041E) and the letter O among the page's digits
        ("See Tolliver v. Nash, 925 F.3d 49\u041e (11th Cir. 2017).", "page", "490"),
        ("See Tolliver v. Nash, 925 F.3d 8OO (11th Cir. 2017).", "page", "800"),
        # a Cyrillic С (U+0421) in the court's abbreviation, a Greek Ο (U+039F) in the volume
        ("See Tolliver v. Nash, 925 F.3d 495 (11th \u0421ir. 2017).", "court_id", "ca11"),
        ("See Tolliver v. Nash, 92\u039f F.3d 495 (11th Cir. 2017).", "volume", "920"),
        # a lower-case l or a capital I for the digit one, in the volume or the page
        ("See Tolliver v. Nash, l25 F.3d 495 (11th Cir. 2017).", "volume", "125"),
        ("See Tolliver v. Nash, 925 F.3d l36O (11th Cir. 2017).", "page", "1360"),
        ("See Tolliver v. Nash, 925 F.3d 49I (11th Cir. 2017).", "page", "491"),
        ("See Tolliver v. Nash, 925 F.3d 495, 5l2 (11th Cir. 2017).", "pin_cite", "512"),
        # a Cyrillic Ѕ (U+0405) in the United States Reports
        ("See Harlow v. Fitzgerald, 457 U.\u0405. 800, 818 (1982).", "reporter", "U.S."),
        # digits of other scripts, or mathematical ones, in the volume: the citation vanished
        ("See Tolliver v. Nash, \u0666\u0660\u0660 F.3d 500 (11th Cir. 2017).", "volume", "600"),
        ("See Tolliver v. Nash, \u096c\u0966\u0966 F.3d 500 (11th Cir. 2017).", "volume", "600"),
        ("See Tolliver v. Nash, \U0001d7d4\U0001d7ce\U0001d7ce F.3d 500 (11th Cir. 2017).", "volume", "600"),
        # a Cyrillic з (U+0437) for the 3 of F.3d, a one-dot leader (U+2024) for its stop
        ("See Tolliver v. Nash, 600 F.\u0437d 500 (11th Cir. 2017).", "reporter", "F.3d"),
        ("See Tolliver v. Nash, 600 F\u20243d 500 (11th Cir. 2017).", "reporter", "F.3d"),
    ],
)
def test_a_citation_written_with_lookalike_characters_is_read_as_it_looks_and_flagged(
    text: str, field: str, read: str
) -> None:
    c = only(text)
    assert getattr(c.components, field) == read
    assert CitationFlag.LOOKALIKE_CHARACTERS in c.flags
    assert text[c.start : c.end] == c.text  # shown as the brief writes it


@pytest.mark.parametrize(
    "text",
    [
        "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017).",
        # parties named in their own script: no lookalike, and no word of theirs changed
        "See \u0413\u0430\u0437\u043f\u0440\u043e\u043c v. Nash, 925 F.3d 495 (11th Cir. 2017).",
        # curly quotes, a section sign, an em dash: not lookalikes of anything
        "\u201cSanctions require bad faith.\u201d Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017) "
        "\u2014 \u00a7 2.",
        # a Roman numeral, a form's number and a model: letters beside digits that are no number
        "Under Title VII and Form I-9, see Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017) "
        "(Boeing 737 MAX; Il 2d; part II).",
    ],
)
def test_a_citation_in_its_own_characters_is_not_flagged(text: str) -> None:
    c = only(text)
    assert c.components.page == "495"
    assert CitationFlag.LOOKALIKE_CHARACTERS not in c.flags
    assert text[c.start : c.end] == c.text
