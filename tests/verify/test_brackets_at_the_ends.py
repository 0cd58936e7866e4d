"""A bracket opening or closing a quotation stands for court's words outside the matched ones:
the words of the clause before it, or the words after it. It may give a referent, a capital or a
tense; it may not put in a negation, take one out, change a number, or put a word of the brief's
own where the sentence needs the court's. And an ellipsis that joins one whole sentence to the
middle of the next makes a sentence the court never wrote."""

from __future__ import annotations

import pytest

from briefcheck.verify.quotes import find_quote

AGENCY = (
    "Respondent does not dispute that it requires written notice of the claim. Enacted in 1871, it "
    "provides a remedy for the deprivation of rights. The duty to defend runs to him, not to the "
    "corporation. "
    "The board is not bound, however, to accept the earlier ruling. The court is not bound, as the "
    "dissent would have it in this very case, to adopt the rule. The jury could convict him of the "
    "lesser offense. The law imposes upon him no duty to retreat. "
    "The panel is not bound, however, to follow the earlier panel. The board did not delay its review "
    "and carefully considered the objections. The officer arrested him, whereupon the search began. "
    "The agency carefully considered the cost of compliance. The statute is valid in all of its "
    "applications. The court lacked jurisdiction over the appeal. The employee was paid for forty "
    "hours each week. Under state law the offense is a misdemeanor punishable by a fine. The "
    "plaintiff alleged harassment by a supervisor over many months. The officers did not knock "
    "before they entered the home."
)


@pytest.mark.parametrize(
    ("quote", "brief"),
    [
        # a negation put in where the court wrote none
        ("[never] considered the cost of compliance", "[never]"),
        ("[did not consider] the cost of compliance", "[did not consider]"),
        # a negating prefix put on the court's word by the bracket's last word
        ("[is in]valid in all of its applications", "[is in]"),
        # the court's own negation taken out by the bracket standing for it
        ("[had] jurisdiction over the appeal", "[had]"),
        ("[The officers] knock[ed] before they entered the home", "[The officers]"),
        # the negation before an aside the court set off, and one beside another of its own
        ("[is bound] to follow the earlier panel", "[is bound]"),
        ("[never] considered the objections", "[never]"),
        ("[must] accept the earlier ruling", "[must]"),
        ("[is bound] to adopt the rule", "[is bound]"),
    ],
)
def test_an_opening_bracket_cannot_put_in_or_take_out_a_negation(quote: str, brief: str) -> None:
    m = find_quote(quote, AGENCY)
    assert m.checked and not m.found, (quote, m)
    assert any(ours == brief or ours.startswith(brief) for ours, _ in m.altered), m.altered


@pytest.mark.parametrize(
    "quote",
    [
        "The court [did not lack] jurisdiction over the appeal",  # a double negative: the opposite
        "The court [never lacked] jurisdiction over the appeal",
    ],
)
def test_a_bracket_negating_the_courts_negation_is_an_alteration(quote: str) -> None:
    m = find_quote(quote, AGENCY)
    assert m.checked and not m.found and m.altered, m


def test_a_closing_bracket_cannot_take_out_the_courts_negation() -> None:
    m = find_quote("The law imposes upon [the defendant a duty to retreat]", AGENCY)
    assert m.checked and not m.found and m.altered, m


@pytest.mark.parametrize(
    ("quote", "brief"),
    [
        ("The employee was paid for [fifty hours]", "[fifty hours]"),
        ("The employee was paid for [50 hours]", "[50 hours]"),
        ("The employee was paid for [forty-five hours]", "[forty-five hours]"),
    ],
)
def test_a_closing_bracket_cannot_change_the_courts_number(quote: str, brief: str) -> None:
    m = find_quote(quote, AGENCY)
    assert m.checked and not m.found and any(ours == brief for ours, _ in m.altered), m.altered


@pytest.mark.parametrize(
    ("quote", "replaced"),
    [
        ("The plaintiff alleged harassment by a [co-worker]", "supervisor"),
        # one class for another is no referent, at the end or inside
        ("Under state law the offense is [a felony]", "a misdemeanor"),
        ("Under state law the offense is [a felony] punishable by a fine", "a misdemeanor"),
        # a closing bracket opening on the court's own small word, or past the court's article
        ("The plaintiff alleged harassment [by a co-worker]", "by a supervisor"),
        ("Under state law the offense is [murder]", "misdemeanor"),
        ("The jury could convict [him of murder]", "him of the lesser offense"),
    ],
)
def test_a_bracket_putting_the_briefs_word_where_the_court_needs_its_own_is_a_rewording(
    quote: str, replaced: str
) -> None:
    m = find_quote(quote, AGENCY)
    assert (
        m.checked
        and m.found
        and not m.altered
        and m.reworded == (quote[quote.index("[") :].split("]")[0] + "]", replaced)
    ), m


@pytest.mark.parametrize(
    "quote", ["The court [did not have] jurisdiction", "The court [had no] jurisdiction"]
)
def test_a_bracket_negating_in_other_words_keeps_the_courts_negation(quote: str) -> None:
    """'[did not have]' for 'lacked' is the court's negation: a rewording for a person, no misquote."""
    m = find_quote(quote, AGENCY)
    assert m.checked and m.found and not m.altered and m.reworded, m


@pytest.mark.parametrize(
    "quote",
    [
        "[The agency] carefully considered the cost of compliance",  # a referent
        "[It] carefully considered the cost of compliance",
        "[t]he statute is valid in all of its applications",  # a capital
        "The employee was paid for [forty hours]",  # the court's own number
        "The employee was paid for [40 hours]",
        "The employee was paid for forty hours [a week]",  # a gloss after a word of substance
        "the offense is a misdemeanor [under Ohio law]",
        "The plaintiff alleged harassment by a [supervisor]",
        "[the court] lacked jurisdiction over the appeal",
        "[The officers] did not knock before they entered the home",
        "[The panel] is not bound, however, to follow the earlier panel",
        "[is not bound] to follow the earlier panel",
        "The officer arrested [the defendant]",  # a referent for the court's pronoun
        # a year of another clause before the words the bracket stands for
        "[Section 1983] provides a remedy for the deprivation",
        "The duty to defend runs to [the insured]",
    ],
)
def test_a_bracket_at_either_end_that_clarifies_is_no_alteration(quote: str) -> None:
    m = find_quote(quote, AGENCY)
    assert m.checked and m.found and not m.altered and not m.reworded, (quote, m)


SPLICED = (
    "An employer is liable for harassment by a supervisor. That liability, however, is subject to an "
    "affirmative defense when no tangible employment action is taken."
)


@pytest.mark.parametrize(
    "quote",
    [
        "[a]n employer is liable for harassment by a supervisor . . . when no tangible employment action "
        "is taken",
        "[a]n employer is liable for harassment . . . when no tangible employment action is taken",
    ],
)
def test_an_ellipsis_joining_a_whole_sentence_to_the_middle_of_the_next_is_a_splice(quote: str) -> None:
    m = find_quote(quote, SPLICED)
    assert m.checked and m.found and "affirmative defense" in m.spliced, m


@pytest.mark.parametrize(
    "quote",
    [
        # four dots: the brief says a sentence ends there
        "[a]n employer is liable for harassment by a supervisor. . . . [W]hen no tangible employment "
        "action is taken",
        # the next sentence kept whole from its start
        "[a]n employer is liable for harassment by a supervisor . . . . That liability, however, is subject",
    ],
)
def test_an_ellipsis_the_brief_marks_as_ending_a_sentence_is_no_splice(quote: str) -> None:
    m = find_quote(quote, SPLICED)
    assert m.checked and m.found and not m.spliced, m


def test_a_negation_of_another_clause_before_the_bracket_is_not_the_courts_word_it_stands_for() -> None:
    """ "Respondent does not dispute that it requires ..." quoted "[The statute] requires ...": the
    bracket stands for "it", not for the negation of "dispute"."""
    m = find_quote("[The statute] requires written notice of the claim", AGENCY)
    assert m.checked and m.found and not m.altered, m


TENSES = (
    "We conclude that the record is sufficient to sustain the finding. Plaintiffs must make showings "
    "that are not required of others. Operators should keep a distance that will ensure proper braking. "
    "The driver may stop when danger appears."
)


@pytest.mark.parametrize(
    "quote",
    [
        "[was] sufficient to sustain the finding",  # a tense for the court's verb after "that"
        "[were] not required of others",
        "[would] ensure proper braking",  # a modal's past for its present
        "[might] stop when danger appears",
    ],
)
def test_a_bracketed_tense_opening_a_quote_is_the_courts_word(quote: str) -> None:
    m = find_quote(quote, TENSES)
    assert m.checked and m.found and not m.altered and not m.reworded, m
