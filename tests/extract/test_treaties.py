"""Conventions cited by article are extracted as treaty citations, with the convention's name,
the year it was concluded and the article; a convention named in passing is not a citation."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationStatus, CitationType, Jurisdiction
from briefcheck.extract import extract_text


@pytest.mark.parametrize(
    ("sentence", "cited", "title", "year", "article"),
    [
        ("The claim is time-barred under Article 35(1) of the Montreal Convention.",
         "Article 35(1) of the Montreal Convention", "Montreal Convention", "1999", "35(1)"),
        ("Liability attaches only for an accident. Warsaw Convention, art. 17.",
         "Warsaw Convention, art. 17", "Warsaw Convention", "1929", "17"),
        ("Return is ordered under Article 12 of the Hague Convention on the Civil Aspects of "
         "International Child Abduction.", "Article 12 of the Hague Convention on the Civil Aspects of "
         "International Child Abduction", "Hague Abduction Convention", "1980", "12"),
        ("See CISG art. 35.", "CISG art. 35", "CISG", "1980", "35"),
        ("Both arts. 17 and 18 of the Warsaw Convention apply.", "arts. 17 and 18 of the Warsaw Convention",
         "Warsaw Convention", "1929", "17 and 18"),
    ],
)  # fmt: skip
def test_a_convention_cited_by_article(
    sentence: str, cited: str, title: str, year: str, article: str
) -> None:
    [c] = extract_text(sentence).citations()
    assert (c.text, c.type, c.jurisdiction) == (cited, CitationType.TREATY, Jurisdiction.INTERNATIONAL)
    assert (c.components.title, c.components.year, c.components.section) == (title, year, article)


def test_a_convention_named_without_an_article_is_prose() -> None:
    assert (
        extract_text("The Montreal Convention replaced the Warsaw system for most carriers.").citations()
        == []
    )


def test_the_treaty_and_the_act_that_enacts_it_are_two_citations() -> None:
    text = (
        "Liability is limited by Article 22 of the Montreal Convention and by the Carriage by Air Act 1961, "
        "which gives it effect."
    )
    cited = [(c.text, c.type) for c in extract_text(text).citations()]
    assert cited == [
        ("Article 22 of the Montreal Convention", CitationType.TREATY),
        ("Carriage by Air Act 1961", CitationType.STATUTE),
    ]


def test_a_treaty_citation_is_never_shown_as_verified(tmp_path) -> None:
    from briefcheck.domain.config import Settings
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    settings = Settings(home=tmp_path)
    result = check_document(
        b"The claim is time-barred under Article 35(1) of the Montreal Convention.", "b.txt", settings,
        open_stores(settings, standard_outputs()),
    )  # fmt: skip
    [c] = result.citations()
    assert c.status is CitationStatus.UNVERIFIED
    assert "no public source is consulted for treaty citations" in (c.status_note or "")


def test_the_article_hint_finds_what_the_case_blind_pattern_finds() -> None:
    """The hint that spares most paragraphs the long pattern is written out letter by letter (so
    the engine can skip to its first letter); it must match where `\\b(?:Articles?|Arts?\\.)\\s`
    under IGNORECASE does, exotic case folds and word boundaries included."""
    import random
    import re
    import sys

    from briefcheck.extract.treaties import _HINT

    reference = re.compile(r"\b(?:Articles?|Arts?\.)\s", re.IGNORECASE)
    folds = {c for c in map(chr, range(sys.maxunicode + 1)) if reference.fullmatch(f"Art{c}cle ")}
    assert folds == {"I", "i", "\u0130", "\u0131"}
    pieces = [
        "Art. ",
        "Arts. ",
        "Article ",
        "ARTICLES\n",
        "art.\t",
        "part. ",
        "xArt. ",
        "Artıcle ",
        "Articleſ ",
    ]
    pieces += ["ARTſ. ", "art ", "article", "_Art. ", "1Art. ", "Art.", "  ", "(", "é", "İ"]
    rng = random.Random(7)
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, 6)))
        want, got = reference.search(text), _HINT.search(text)
        assert (want and want.span()) == (got and got.span()), text
