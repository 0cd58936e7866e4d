"""Quotations in the forms careful briefs write them, checked end to end: a number written otherwise
than the opinion writes it ("1 day" for "one day"), the court's citations left out ("(citations
omitted)"): VERIFIED, saying so on the card. Another number, or the court's words left out, is still
an error."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, Snapshot
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

OPINION = (
    "<p>JUSTICE KENNEDY delivered the opinion of the Court.</p><p>We hold that a notice of appeal filed "
    "one day late deprives the court of appeals of jurisdiction, and that the thirty (30) days the rule "
    "allows may not be extended.</p><p>The deadline is jurisdictional. Bowles v. Russell, 551 U.S. 205, 214 "
    "(2007). It admits no equitable exception. Id. at 214. Courts once thought otherwise.</p>"
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("numbers-bulk")
    case = Case(1, "Ashdown v. Mercer", "1990-03-05", "scotus", [(494, "U.S.", "10")],
                opinions=[("010combined", "html_with_citations", OPINION)])  # fmt: skip
    Snapshot(cases=[case], courts={"scotus": "Supreme Court"}).write(bulk, "2026-06-30")
    target = tmp_path_factory.mktemp("numbers-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


CITED = "Ashdown v. Mercer, 494 U.S. 10 (1990)"


@pytest.mark.parametrize(
    ("quoted", "after", "said"),
    [
        (
            '"a notice of appeal filed 1 day late deprives the court of appeals of jurisdiction," and '
            '"the 30 days the rule allows may not be extended."',
            "",
            "number written otherwise",
        ),
        (
            '"The deadline is jurisdictional. It admits no equitable exception."',
            " (citations omitted)",
            "citations or footnote numbers left out",
        ),
    ],
)
def test_a_quote_in_a_careful_briefs_form_is_verified_and_said(
    index, tmp_path, quoted: str, after: str, said: str
) -> None:
    evidence, status = offline_check(index, tmp_path, f"The rule is strict: {quoted} {CITED}{after}.")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    assert said in evidence.evidence_summary


@pytest.mark.parametrize(
    "quoted",
    [
        '"a notice of appeal filed 2 days late deprives the court of appeals of jurisdiction."',
        # the court's own words left out, unmarked, with its citation
        '"The deadline is jurisdictional. Courts once thought otherwise."',
    ],
)
def test_another_number_or_the_courts_words_left_out_is_still_a_misquotation(
    index, tmp_path, quoted: str
) -> None:
    text = f"The rule is strict: {quoted} {CITED} (citations omitted)."
    evidence, status = offline_check(index, tmp_path, text)
    assert status is CitationStatus.ERROR, evidence.evidence_summary


@pytest.mark.parametrize(
    "quoted",
    [
        'the rule allows "30 days"',
        'the rule allows "thirty days"',
        'the deadline "is jurisdictional"',
        'the rule "is jurisdictional."',
    ],
)
def test_a_short_quote_whose_words_are_the_courts_is_not_doubted(index, tmp_path, quoted: str) -> None:
    evidence, status = offline_check(index, tmp_path, f"In short, {quoted}. {CITED}.")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    assert "too short to check" in evidence.evidence_summary


@pytest.mark.parametrize(
    ("quoted", "words"),
    [
        ('the rule allows "sixty days"', "sixty days"),
        ('the rule allows "60 days"', "60 days"),
        ('the deadline is "purely discretionary"', "purely discretionary"),
    ],
)
def test_a_short_quote_of_words_the_court_never_wrote_is_for_review(
    index, tmp_path, quoted: str, words: str
) -> None:
    """Two words are too few to place a quotation, but not to find that the court never wrote them."""
    evidence, status = offline_check(index, tmp_path, f"In short, {quoted}. {CITED}.")
    assert status is CitationStatus.REVIEW, evidence.evidence_summary
    assert words in evidence.evidence_summary and "never" in evidence.evidence_summary


@pytest.mark.parametrize(
    ("quoted", "figure"),
    [
        ('the rule allows "sixty" days', "sixty"),
        ('the rule allows "60" days', "60"),
        ('the limit is "$45."', "$45."),
        ('the rule allows "forty-five" days', "forty-five"),
    ],
)
def test_a_quoted_figure_the_court_never_wrote_is_for_review(
    index, tmp_path, quoted: str, figure: str
) -> None:
    """One quoted figure is a quotation too: a number the court never wrote passed unread (a changed
    amount was VERIFIED)."""
    evidence, status = offline_check(index, tmp_path, f"In short, {quoted}. {CITED}.")
    assert status is CitationStatus.REVIEW, evidence.evidence_summary
    assert figure.rstrip(".") in evidence.evidence_summary and "never" in evidence.evidence_summary


@pytest.mark.parametrize(
    "quoted",
    ['the rule allows "thirty" days', 'the rule allows "30" days', 'a notice filed "one" day late'],
)
def test_a_quoted_figure_the_court_wrote_is_not_doubted(index, tmp_path, quoted: str) -> None:
    evidence, status = offline_check(index, tmp_path, f"In short, {quoted}. {CITED}.")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


def test_a_word_in_scare_quotes_is_no_quotation(index, tmp_path) -> None:
    """One quoted word that is no figure is as often the brief's own irony as the court's: not read."""
    evidence, status = offline_check(index, tmp_path, f'The so-called "exception" fails. {CITED}.')
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


@pytest.mark.parametrize(
    ("quoted", "expected"),
    [
        ('"the thirty (30) days the rule allows may not be extended."', CitationStatus.VERIFIED),
        ('"the thirty (30) days the rule allows may be extended."', CitationStatus.REVIEW),
    ],
)
def test_a_quotation_the_court_is_said_to_speak_a_sentence_before_its_citation_is_checked(
    index, tmp_path, quoted: str, expected: CitationStatus
) -> None:
    """ "As the Court put it, "...". That rule controls. See X": the quotation is the next citation's,
    read from where it stands (a changed quotation a sentence before its citation was never read)."""
    text = f"As the Court put it, {quoted} That rule controls this appeal. See {CITED}."
    evidence, status = offline_check(index, tmp_path, text)
    assert status is expected, evidence.evidence_summary
    if expected is CitationStatus.REVIEW:  # said as what it is: a quotation placed by where it stands
        assert "a sentence of the brief's own before the citation" in evidence.evidence_summary


def test_passages_joined_with_no_ellipsis_are_named_as_such(index, tmp_path) -> None:
    """Two of the court's sentences written as one passage: the note says they are joined unmarked
    (it named a changed word of a passage elsewhere)."""
    quoted = (
        '"We hold that a notice of appeal filed one day late deprives the court of appeals of '
        'jurisdiction. The deadline is jurisdictional."'
    )
    evidence, status = offline_check(index, tmp_path, f"The rule is strict: {quoted} {CITED}.")
    assert status is CitationStatus.ERROR, evidence.evidence_summary
    assert "joins passages the opinion writes apart" in evidence.evidence_summary
    assert "The deadline is jurisdictional." in evidence.evidence_summary


def test_a_quotation_no_court_is_said_to_speak_two_sentences_before_a_citation_is_not_its() -> None:
    from briefcheck.extract import extract_text

    doc = extract_text(
        'The notice said "payment is due in thirty days." That rule controls this appeal. See ' + CITED + "."
    )
    [cite] = doc.citations()
    assert doc.claim(cite.claim_id).quotes == []


@pytest.mark.parametrize(
    "sentence",
    [
        'A "sixty-day" notice is what the rule allows.',  # a figure joined to its unit
        'In the Court\'s words, "the sixty (60) days the rule allows may not be extended." That rule '
        "controls.",
    ],
)
def test_a_hyphened_figure_or_a_courts_words_are_read_as_quotations(index, tmp_path, sentence: str) -> None:
    """ "sixty-day" is a figure quoted as the opinion never writes it ("thirty (30) days"); "In the
    Court's words" says whose the quotation is: each is read, and for a person."""
    evidence, status = offline_check(index, tmp_path, f"{sentence} {CITED}.")
    assert status is CitationStatus.REVIEW, evidence.evidence_summary


@pytest.mark.parametrize(
    "sentence",
    [
        'Plaintiff\'s lease set a "$150" fee, and the rule is strict.',  # a figure of the lease's
        'The parties signed the agreement, and factor "1" is notice.',  # a list's label
    ],
)
def test_a_figure_another_source_says_or_a_label_is_no_quotation_of_the_case(
    index, tmp_path, sentence: str
) -> None:
    evidence, status = offline_check(index, tmp_path, f"{sentence} {CITED}.")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
