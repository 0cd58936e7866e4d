"""Meaning-preserving quote comparison: every allowed alteration (brackets, ellipses, case,
typography, line breaks) still matches, and each has a counterexample that uses the same device
to change what the court said, which must not match. A true quote against a scanned opinion's
OCR noise matches only as `ocr_only` (for a person to read), never as an error."""

from __future__ import annotations

import pytest

from briefcheck.text.sentences import split_sentences
from briefcheck.verify.quotes import find_quote

OPINION = (
    "The district court shall not grant summary judgment unless the movant shows that there is no "
    "genuine dispute as to any material fact. A party must file the motion within 30 days after the "
    "close of discovery, and the court may extend that time for good cause. In March 2019 the "
    "legislature amended the statute; the amendment applies only to claims filed after that date."
)


@pytest.mark.parametrize(
    "quote",
    [
        "[t]he district court shall not grant summary judgment",  # bracketed capital
        "the DISTRICT court shall not grant summary judgment",  # case
        "the district court shall not grant\nsummary judg-\nment",  # line breaks, hyphenation
        "“the district court shall not grant summary judgment”",  # typography
        "a party must file the motion . . . and the court may extend that time",
        # the ellipsis of Illinois' and New York's official style
        "a party must file the motion * * * and the court may extend that time",
        "a party must file the motion *** and the court may extend that time",
        "[a] party must file the motion within 30 days",
        "[the court] may extend that time for good cause",  # a bracket replacing "the court"
        "the amendment applies only to claims filed after that date",
    ],
)
def test_allowed_alterations_match(quote: str) -> None:
    m = find_quote(quote, OPINION)
    assert m.checked and m.found and not m.altered, quote


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("the district court shall grant summary judgment unless the movant", "(nothing)", "not"),
        # an ellipsis that drops "unless" and a bracket that puts "if" in its place invert the rule
        (
            "the district court shall not grant summary judgment . . . [if] there is no genuine dispute",
            "...",
            "unless",
        ),
        ("the district court shall [] grant summary judgment unless", "", "not"),
        ("the district court [shall] grant summary judgment unless the movant", "shall", "shall not"),
        ("the district court shall . . . grant summary judgment unless the movant", "...", "not"),
        ("a party may file the motion within 30 days after the close", "may", "must"),
        ("a party must file the motion within 60 days after the close", "60", "30"),
        ("a party must file the motion within [sixty] days after the close", "sixty", "30"),
        ("in march 2018 the legislature amended the statute", "2018", "2019"),
        ("the amendment applies to all claims filed after that date", "all", "only"),
        ("the court [must] extend that time for good cause", "must", "may"),
    ],
)
def test_a_changed_meaning_word_is_never_a_match(quote: str, brief: str, opinion: str) -> None:
    m = find_quote(quote, OPINION)
    assert m.checked and not m.found and not m.ocr_only, quote
    assert m.altered, quote
    assert any(opinion in theirs for _, theirs in m.altered), m.altered


ASIDES = (
    "Government officials, who need not be senior aides, are shielded from liability for damages. "
    "Officials are not, as a rule, shielded from suit. Officials who are not senior aides are shielded "
    "from damages. The board (which does not sit in public) decides each appeal. The agency — "
    "which cannot act alone — may refer a claim."
)


@pytest.mark.parametrize(
    "quote",
    [
        "Government officials . . . are shielded from liability for damages",
        "The board . . . decides each appeal",
        "The agency . . . may refer a claim",
    ],
)
def test_an_ellipsis_may_leave_out_an_aside_that_has_a_negation_of_its_own(quote: str) -> None:
    """A clause set off by commas, dashes or parentheses ("who need not be senior aides") says
    nothing of the sentence around it: leaving it out changes nothing the court held."""
    m = find_quote(quote, ASIDES)
    assert m.checked and m.found and not m.altered, (quote, m.altered)


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("Officials are . . . shielded from suit", "not, as a rule,"),  # the negation is the sentence's
        ("Officials . . . are shielded from damages", "who are not senior aides"),  # a restriction
    ],
)
def test_an_ellipsis_leaving_out_its_sentences_negation_is_an_alteration(quote: str, dropped: str) -> None:
    m = find_quote(quote, ASIDES)
    assert m.checked and not m.found and m.altered, quote
    assert any(dropped.rstrip(",") in theirs for _, theirs in m.altered), m.altered


# The adversary's ellipses: a negation far from the words kept, a negation set off by commas as if
# an aside, and a sentence that opens like an earlier one (the match may start there).
LONG_GAP = (
    "The officers arrived shortly after midnight and knocked several times. Nobody answered, and the "
    "officers waited on the porch. The officers, having been told by the dispatcher that the suspect "
    "had fled on foot and having then watched the house for some three hours in the cold while waiting "
    "for a supervisor who never came and for a warrant application that was never filed by anyone at "
    "the precinct despite repeated promises made to them over the radio by the desk sergeant, did not "
    "have probable cause to enter the residence. The entry was, under these circumstances, not, as the "
    "government urges, lawful. The search is lawful. It does not matter when it began. The search "
    "extends to the garage."
)


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("The officers . . . have probable cause to enter the residence", "did not"),
        ("The entry was . . . lawful", "not"),
    ],
)
def test_an_ellipsis_never_drops_its_sentences_negation_however_far_or_set_off(
    quote: str, dropped: str
) -> None:
    m = find_quote(quote, LONG_GAP)
    assert m.checked and not m.found and m.altered, quote
    assert any(dropped in theirs for _, theirs in m.altered), m.altered


LIMITED = (
    "A municipality is liable under section 1983 only when its own policy or custom caused the "
    "violation. An officer generally may not enter a home without a warrant. A warrantless entry is "
    "permissible only if the officer has probable cause. The exclusionary rule ordinarily applies to "
    "evidence obtained in violation of the Fourth Amendment. The board, which meets only rarely, "
    "decides each appeal. After a trial that lasted only three days, the jury convicted the defendant "
    "of all counts. In ruling on a motion to dismiss, a court may consider only the complaint and "
    "documents attached to it, and it must accept the facts alleged as true. We have often said that "
    "the plain language of the statute controls. Employees who usually work overtime must be paid for it."
)


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("A municipality is liable under section 1983 . . . when its own policy or custom caused", "only"),
        ("A warrantless entry is permissible . . . if the officer has probable cause", "only"),
    ],
)
def test_an_ellipsis_never_drops_the_word_that_limits_its_sentence(quote: str, dropped: str) -> None:
    """ "only when": left out, the court's limited rule reads as an absolute one."""
    m = find_quote(quote, LIMITED)
    assert m.checked and not m.found and m.altered, quote
    assert any(dropped in theirs for _, theirs in m.altered), m.altered


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("An officer . . . may not enter a home without a warrant", "generally"),
        ("The exclusionary rule . . . applies to evidence obtained", "ordinarily"),
    ],
)
def test_an_ellipsis_that_drops_the_word_hedging_its_sentence_is_found_and_named(
    quote: str, dropped: str
) -> None:
    """ "generally may not": a hedge briefs leave out of famous holdings, named for a person to weigh."""
    m = find_quote(quote, LIMITED)
    assert m.checked and m.found and not m.altered and m.hedged == dropped, (m.altered, m.hedged)


@pytest.mark.parametrize(
    "quote",
    [
        "The board . . . decides each appeal",  # an aside
        "After a trial . . . the jury convicted the defendant of all counts",  # left out with its object
        "a court . . . must accept the facts alleged as true",
        "We have . . . said that the plain language of the statute controls",  # how often, not the rule
    ],
)
def test_an_ellipsis_may_leave_out_a_limiting_word_that_limits_nothing_it_keeps(quote: str) -> None:
    m = find_quote(quote, LIMITED)
    assert m.checked and m.found and not m.altered and not m.hedged, (m.altered, m.hedged)


def test_an_ellipsis_may_leave_out_a_whole_sentence_with_a_negation_of_its_own() -> None:
    """A sentence left out whole ("It does not matter when it began") says nothing of the words
    kept on either side of it."""
    m = find_quote("The search is lawful. . . . The search extends to the garage", LONG_GAP)
    assert m.checked and m.found and not m.altered, m.altered


SPLICED = (
    "The officers here violated clearly established law. Officers who act reasonably in light of "
    "clearly established law are entitled to qualified immunity. The judgment, which the panel "
    "entered after argument, is affirmed."
)


@pytest.mark.parametrize(
    "quote",
    [
        "The officers here . . . are entitled to qualified immunity",
        "[T]he officers here . . . are entitled to qualified immunity",
    ],
)
def test_an_ellipsis_joining_the_middles_of_two_sentences_is_a_splice(quote: str) -> None:
    """The subject of one sentence and the predicate of the next make a sentence the court never
    wrote ("The officers here . . . are entitled" from "violated ... Officers who act reasonably
    ... are entitled"): found, but spliced, for a person to read."""
    m = find_quote(quote, SPLICED)
    assert m.checked and m.found and m.spliced, quote


@pytest.mark.parametrize(
    "quote",
    [
        "The judgment . . . is affirmed",  # within one sentence
        "The officers here violated clearly established law. . . . The judgment, which the panel entered",
        "Officers who act reasonably . . . are entitled to qualified immunity. The judgment",
    ],
)
def test_an_ellipsis_within_a_sentence_or_at_a_sentences_edge_is_no_splice(quote: str) -> None:
    m = find_quote(quote, SPLICED)
    assert m.checked and m.found and not m.spliced, quote


REWORDED = (
    "Officers who act reasonably in light of clearly established law are entitled to qualified "
    "immunity. We held that it applies to every claim under the statute. Section 1983 reaches state "
    "officers alone."
)


@pytest.mark.parametrize(
    ("quote", "replaced"),
    [
        (
            "Officers who [violate] clearly established law are entitled to qualified immunity",
            "act reasonably in light of",
        ),
        (
            "Officers who [ignore] clearly established law are entitled to qualified immunity",
            "act reasonably in light of",
        ),
    ],
)
def test_a_bracket_putting_other_words_for_the_courts_is_for_a_person(quote: str, replaced: str) -> None:
    """A bracket inside a quote that puts words of its own ("violate") in place of the court's ("act
    reasonably in light of"): every other word is the court's, but what it says is the brief's."""
    m = find_quote(quote, REWORDED)
    assert m.checked and m.found and m.reworded and m.reworded[1] == replaced, (quote, m.reworded)


@pytest.mark.parametrize(
    "quote",
    [
        "[o]fficers who act reasonably in light of clearly established law are entitled",  # a capital
        "Officers who act reasonably in light of clearly established law [were] entitled",  # a tense
        "Officers who act reasonably [under] clearly established law are entitled",  # a small word
        "We held that [qualified immunity] applies to every claim under the statute",  # a pronoun's referent
        "[The court] held that it applies to every claim under the statute",  # "We"
        "[Section 1983] reaches state officers alone",  # the court's own words, bracketed
    ],
)
def test_a_bracket_for_a_capital_a_tense_a_small_word_or_a_referent_is_no_rewording(quote: str) -> None:
    m = find_quote(quote, REWORDED)
    assert m.checked and m.found and not m.reworded, (quote, m.reworded)


NEGATED_OTHERWISE = (
    "The government failed to show that the search of the car was reasonable under the circumstances. "
    "Correct was the district court's instruction, and improper its charge. It is hardly clear that "
    "the statute reaches conduct of this kind. The district court's instruction "
    "on consent was correct. The board approved the merger after a full hearing. The defendant conceded "
    "the existence of the contract. The plaintiff lacked standing to challenge the regulation. The "
    "officers here violated clearly established law; officers who act reasonably in light of clearly "
    "established law are entitled to qualified immunity. The agency held the hearing: a panel of three "
    "heard the appeal."
)


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("The government . . . show[ed] that the search of the car was reasonable", "failed to"),
        ("It is . . . clear that the statute reaches conduct of this kind", "hardly"),
    ],
)
def test_an_ellipsis_dropping_a_word_that_negates_otherwise_is_an_alteration(
    quote: str, dropped: str
) -> None:
    """ "failed to show", "hardly clear": a negation in other words than "not"."""
    m = find_quote(quote, NEGATED_OTHERWISE)
    assert m.checked and not m.found and m.altered, quote
    assert any(dropped in theirs for _, theirs in m.altered), m.altered


@pytest.mark.parametrize(
    "quote",
    [
        "The district court's instruction on consent was [in]correct",
        "The board [dis]approved the merger after a full hearing",
        "[In]correct was the district court's instruction",  # opening the quote
    ],
)
def test_a_bracketed_negating_prefix_on_the_courts_word_is_an_alteration(quote: str) -> None:
    m = find_quote(quote, NEGATED_OTHERWISE)
    assert m.checked and not m.found and m.altered, (quote, m.altered)


@pytest.mark.parametrize(
    ("quote", "replaced"),
    [
        ("The defendant [concealed] the existence of the contract", "conceded"),
        ("The plaintiff [had] standing to challenge the regulation", "lacked"),
        ("The government [did] show that the search of the car was reasonable", "failed to"),
    ],
)
def test_a_bracket_of_like_letters_or_small_words_for_the_courts_is_a_rewording(
    quote: str, replaced: str
) -> None:
    m = find_quote(quote, NEGATED_OTHERWISE)
    assert m.checked and (m.altered or (m.reworded and replaced in m.reworded[1])), (
        quote,
        m.reworded,
        m.altered,
    )


@pytest.mark.parametrize(
    "quote",
    [
        "The officers here . . . are entitled to qualified immunity",  # across a semicolon
    ],
)
def test_an_ellipsis_joining_two_clauses_of_a_sentence_is_a_splice(quote: str) -> None:
    m = find_quote(quote, NEGATED_OTHERWISE)
    assert m.checked and m.found and m.spliced, quote


def test_an_ellipsis_leaving_out_what_a_colon_introduces_is_no_splice() -> None:
    m = find_quote("The agency held the hearing . . . heard the appeal", NEGATED_OTHERWISE)
    assert m.checked and m.found and not m.spliced


@pytest.mark.parametrize(
    "quote",
    [
        "The board [approved] the merger after a full hearing",  # the word itself
        "The defendant [conceded] the existence of the contract",
        "The board approve[d] the merger",  # a suffix
        "and [im]proper its charge",  # the court's own prefix, bracketed
    ],
)
def test_a_bracket_writing_the_courts_own_word_is_none_of_these(quote: str) -> None:
    m = find_quote(quote, NEGATED_OTHERWISE)
    assert m.checked and m.found and not m.altered and not m.reworded, (quote, m.altered, m.reworded)


REAL_FORMS = (
    "The rule is settled.\n\n      The Court rightly declines to reach the question. See ante, at 5. "
    "There must still be a further judicial determination that the process meets strict scrutiny in "
    "its implementation. The University must prove that the means chosen by the University to attain "
    "diversity are narrowly tailored to that goal. On this point, the University receives no deference. "
    "Later IFIC paid the claim in full. After that the District Court denied the motion. Only the "
    "petitioner lost the appeal."
)


def test_a_sentence_left_out_whole_after_a_paragraphs_indent_is_the_courts_own() -> None:
    """ "settled.\n\n      The Court rightly declines": the stop before the left-out sentence stands
    past the blanks of a paragraph's indent; its "declines to" negates none of the words kept."""
    m = find_quote("The rule is settled. . . . See ante, at 5.", REAL_FORMS)
    assert m.checked and m.found and not m.altered, m.altered


def test_a_four_dot_ellipsis_before_a_bracketed_capital_is_no_splice() -> None:
    """Bluebook 5.3: the fourth dot ends the sentence, "[T]he" opens the next: no sentence is made
    of the two."""
    m = find_quote(
        "There must still be a further judicial determination . . . . [T]he means chosen by the "
        "University to attain diversity are narrowly tailored to that goal",
        REAL_FORMS,
    )
    assert m.checked and m.found and not m.spliced, m


@pytest.mark.parametrize(
    "quote",
    [
        "On this point, [UT Austin] receives no deference",  # a name for the noun phrase
        "Later [the surety] paid the claim in full",  # a role for a name
        "After that [the trial court] denied the motion",
        "Only [Fisher] lost the appeal",  # a name for a party's role
    ],
)
def test_a_bracketed_referent_for_a_name_or_noun_phrase_is_no_rewording(quote: str) -> None:
    m = find_quote(quote, REAL_FORMS)
    assert m.checked and m.found and not m.reworded, (quote, m.reworded)


SCANNED = (
    OPINION.replace("summary", "surnmary").replace("legislature", "1egislature").replace("must", "rnust")
)


def test_a_true_quote_against_ocr_noise_matches_only_for_review() -> None:
    m = find_quote("The district court shall not grant summary judgment unless the movant shows", SCANNED)
    assert m.checked and not m.found and m.ocr_only and not m.altered
    assert m.closest_passage and "surnmary" in m.closest_passage
    m = find_quote("a party must file the motion within 30 days after the close of discovery", SCANNED)
    assert m.ocr_only


@pytest.mark.parametrize(
    "scanned",
    [
        "The district court shall not grant summary judgment unless tbe movant shows",  # h read as b
        "Tlie district court shall not grant summary judgment unless the movant shows",  # h as li
        "The district court shall not grant surnmary judgment unless the rnovant shows",
        "The district court shall not grant summary judgmcnt unless the movant shows",  # e as c
    ],
)
def test_a_true_quote_against_a_scans_common_letter_slips_is_for_review(scanned: str) -> None:
    m = find_quote("The district court shall not grant summary judgment unless the movant shows", scanned)
    assert m.checked and m.ocr_only and not m.altered, m


@pytest.mark.parametrize(
    ("quote", "text"),
    [
        # a word the opinion writes throughout, changed by one letter: a misquote, not a scan's slip
        ("the officer bad probable cause to search the car", "The officer had probable cause to search "
         "the car. He had a warrant. The driver had no license, and he had been warned before."),
        ("the witness could hear the whole conversation", "The witness could bear the whole conversation. "
         "She could bear no more. The jury could bear it too, and the judge could bear it."),
    ],
)  # fmt: skip
def test_a_word_the_opinion_writes_often_is_no_scanning_slip(quote: str, text: str) -> None:
    m = find_quote(quote, text)
    assert m.checked and not m.found and not m.ocr_only, m


def test_ocr_never_forgives_a_changed_meaning_word() -> None:
    m = find_quote("the district court shall grant summary judgment unless the movant shows", SCANNED)
    assert not m.found and not m.ocr_only and m.altered


def test_a_true_quote_against_a_measured_scan_is_a_match() -> None:
    """A text whose words carry OCR's letter-digit mixes throughout is a scan's: a true quote that
    matches through the confusion model is found (said on the card), a changed word still is not."""
    noise = " ".join(f"The 1egislature ru1ed on motion {n} and the c0urt agreed." for n in range(40))
    scanned = f"{noise} {SCANNED} {noise}"
    m = find_quote("The district court shall not grant summary judgment unless the movant shows", scanned)
    assert m.found and m.ocr_only
    assert not find_quote("the district court shall grant summary judgment unless the movant", scanned).found


STATUTE = (
    "An action for injury to the person must be brought within two (2) years after the injury is "
    "discovered, and within thirty days of any notice of claim."
)


SCALED = (
    "The period is one hundred twenty days from accrual. The fine may not exceed one thousand dollars for "
    "each violation. It may not exceed fifty percent of the contract price. At least 200 persons must sign. "
    "A fee of two thousand five hundred dollars is due."
)


@pytest.mark.parametrize(
    "quote",
    [
        "is 130 days from accrual",
        "may not exceed 100 dollars for each violation",
        "may not exceed 5% of the contract price",
        "at least twenty persons must sign",
        "A fee of 2,000 dollars is due",
    ],
)
def test_a_number_spelled_with_a_scale_word_is_not_another_number(quote: str) -> None:
    assert not find_quote(quote, SCALED).found, quote


@pytest.mark.parametrize(
    "quote",
    [
        "is 120 days from accrual",
        "may not exceed 1,000 dollars for each violation",
        "may not exceed 50% of the contract price",
        "at least two hundred persons must sign",
        "A fee of 2,500 dollars is due",
    ],
)
def test_a_number_spelled_with_a_scale_word_is_the_same_number(quote: str) -> None:
    """ "120" for "one hundred twenty", "1,000" for "one thousand", "50%" for "fifty percent": the
    same number, called a changed one (ERROR on a faithful quotation)."""
    m = find_quote(quote, SCALED)
    assert m.found and not m.altered, (quote, m.altered)


@pytest.mark.parametrize(
    ("quote", "text"),
    [
        ("must be brought within 2 years after the injury is discovered", STATUTE),
        ("must be brought within two years after the injury is discovered", STATUTE),
        ("must be brought within 2 (two) years after the injury", STATUTE),
        ("must be brought within [2] years after the injury", STATUTE),
        ("and within 30 days of any notice of claim", STATUTE),
        ("a party must file the motion within thirty days after the close of discovery", OPINION),
        ("a party must file the motion within [thirty] days after the close", OPINION),
    ],
)
def test_a_number_written_in_words_or_digits_is_the_same_number(quote: str, text: str) -> None:
    """ "2" for "two", "30" for "thirty", "two" for "two (2)": the words say the same, so the quote
    is found (and the card says the numbers were written otherwise)."""
    m = find_quote(quote, text)
    assert m.checked and m.found and not m.altered, (quote, m)
    assert m.start is not None and m.end is not None and "within" in text[m.start : m.end]


@pytest.mark.parametrize(
    ("quote", "brief"),
    [
        ("must be brought within 3 years after the injury is discovered", "3"),
        ("must be brought within three years after the injury is discovered", "three"),
        ("must be brought within 20 years after the injury is discovered", "20"),
        ("must be brought within [twelve] years after the injury", "twelve"),
        ("and within 60 days of any notice of claim", "60"),
    ],
)
def test_another_number_in_words_or_digits_is_still_a_changed_number(quote: str, brief: str) -> None:
    m = find_quote(quote, STATUTE)
    assert m.checked and not m.found and m.altered, (quote, m)
    assert any(brief in ours for ours, _ in m.altered), m.altered


CITING = (
    "Summary judgment is proper where there is no genuine dispute of material fact. Celotex Corp. v. "
    "Catrett, 477 U.S. 317, 322 (1986). The movant bears the initial burden. Id. at 323. A dispute is "
    "genuine if a reasonable jury could find for the nonmovant.12 The court views the evidence in the "
    "light most favorable to the nonmovant. Courts have rejected any other view, see Smith v. Jones, 1 "
    "F.3d 2 (2d Cir. 1993); the standard does not change on appeal. Claims filed within 30, 60, or 90 "
    "days are timely. See Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986). However, the "
    "burden shifts."
)


@pytest.mark.parametrize(
    "quote",
    [
        # the court's citations left out, as "(citations omitted)" and "(cleaned up)" allow
        "Summary judgment is proper where there is no genuine dispute of material fact. The movant bears "
        "the initial burden.",
        "The movant bears the initial burden. A dispute is genuine if a reasonable jury could find for "
        "the nonmovant.",
        # a citation inside a sentence ("view, see Smith v. Jones, ...;")
        "the light most favorable to the nonmovant. Courts have rejected any other view; the standard "
        "does not change on appeal.",
        # a case name with a comma in it, its pin and year
        "Claims filed within 30, 60, or 90 days are timely. However, the burden shifts.",
        # a footnote's number left out after the sentence it ends
        "a reasonable jury could find for the nonmovant. The court views the evidence in the light most "
        "favorable to the nonmovant.",
    ],
)
def test_the_courts_citations_and_footnote_numbers_may_be_left_out(quote: str) -> None:
    m = find_quote(quote, CITING)
    assert m.checked and m.found and not m.altered and m.omitted, (quote, m)


@pytest.mark.parametrize(
    "quote",
    [
        # a sentence of the court's own words left out without an ellipsis, a citation inside it
        "the light most favorable to the nonmovant. The standard does not change on appeal.",
        # a number left out of a list is not a footnote's
        "Claims filed within 30, or 90 days are timely.",
        # a word of the court's left out with a citation
        "days are timely. The burden shifts.",
    ],
)
def test_words_of_the_court_left_out_unmarked_are_no_match(quote: str) -> None:
    m = find_quote(quote, CITING)
    assert m.checked and not m.found, (quote, m)


INLINE = (
    "The exclusionary rule does not apply in civil proceedings, see Smith v. Jones, 400 F.3d 1, 5 (2d "
    "Cir. 2005), because its deterrent value is slight. Qualified immunity protects all but the plainly "
    "incompetent (quoting Malley v. Briggs, 475 U.S. 335, 341 (1986)), and officers who knowingly "
    "violate the law. The rule applies, Id. at 7, to every claim."
)


@pytest.mark.parametrize(
    "quote",
    [
        # a citation inside a sentence left out with the commas around it: "(citation omitted)"
        "The exclusionary rule does not apply in civil proceedings because its deterrent value is slight",
        "protects all but the plainly incompetent and officers who knowingly violate the law",
        "The rule applies to every claim",
    ],
)
def test_a_citation_inside_a_sentence_may_be_left_out_with_its_commas(quote: str) -> None:
    m = find_quote(quote, INLINE)
    assert m.checked and m.found and not m.altered and m.omitted, (quote, m)


@pytest.mark.parametrize(
    "quote",
    [
        "The exclusionary rule does apply in civil proceedings because its deterrent value is slight",
        "protects all but the plainly incompetent and officers who violate the law",
    ],
)
def test_a_citation_left_out_never_hides_a_changed_word(quote: str) -> None:
    assert not find_quote(quote, INLINE).found, quote


ACCENTED = (
    "The court rejected Peña's argument that the naïve reading of the statute controls Ramírez's claim."
)
UNACCENTED = ACCENTED.replace("ï", "i").replace("í", "i")


def test_an_accent_never_hides_a_changed_word() -> None:
    m = find_quote("the court accepted Peña's argument that the naive reading", ACCENTED)
    assert not m.found


JUDGMENT = (
    "The first question is whether the test is met. In my judgment it is met on these facts. The "
    "second point is different, and turns on the construction of the lease."
)


def test_a_bracketed_number_inside_a_sentence_is_still_an_alteration() -> None:
    m = find_quote("In my judgment it is met on [46] facts.", JUDGMENT)
    assert not m.found


@pytest.mark.parametrize(
    ("quote", "text"),
    [
        # a letter with or without its accent is the same letter (a combining tilde too)
        ("the court rejected Pena's argument that the naive reading of the statute controls", ACCENTED),
        ("the naïve reading of the statute controls Ramírez's claim", UNACCENTED),
        ("rejected Pen\u0303a’s argument that the naïve reading", ACCENTED),
        # a research service's star page copied with the words marks where a reporter's page begins
        ("shall not grant summary *821 judgment unless the movant", OPINION),
        ("shall not grant summary [*821] judgment unless the movant", OPINION),  # Lexis's bracketed form
        ("shall not grant summary **821 judgment unless the movant", OPINION),
        ("shall not grant summary judgment unless the movant shows *12", OPINION),
        # a UK quotation running into the next numbered paragraph carries its number ("[46]"), which
        # labels the paragraph; the judgment's text keeps it apart from the words
        ("In my judgment it is met on these facts. [46] The second point is different", JUDGMENT),
        ("whether the test is met: [45] In my judgment it is met on these facts.", JUDGMENT),
        # "&" is the word "and", either way round
        ("Procter and Gamble agreed that the claim fails", "Procter & Gamble agreed that the claim fails."),
        ("Procter & Gamble agreed that the claim fails", "Procter and Gamble agreed that the claim fails."),
        ("the terms and conditions of the 2 leases", "The terms & conditions of the two leases."),
    ],
)
def test_the_same_words_written_otherwise_match(quote: str, text: str) -> None:
    m = find_quote(quote, text)
    assert m.checked and m.found and not m.altered, (quote, m)


def test_an_ampersand_never_stands_for_another_word() -> None:
    text = "Procter & Gamble agreed that the claim fails."
    assert not find_quote("Procter or Gamble agreed that the claim fails", text).found


DEADLINES = (
    "A party must file the notice within sixty days after judgment, and within fifteen days of service."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("must file the notice within [seventy] days after judgment", "seventy", "sixty"),
        ("must file the notice within seventy days after judgment", "seventy", "sixty"),
        ("and within [thirteen] days of service", "thirteen", "fifteen"),
        ("and within zero days of service", "zero", "fifteen"),
    ],
)
def test_every_number_word_is_a_meaning_word(quote: str, brief: str, opinion: str) -> None:
    """Each number word read as a number is one whose change is a changed number: "[seventy]" for
    "sixty" had matched, as neither was on the list of meaning words."""
    m = find_quote(quote, DEADLINES)
    assert not m.found and any(brief in ours and opinion in theirs for ours, theirs in m.altered), m


RESTATED = (
    "This case asks whether a recorded lease binds the land's later owners. We hold that a recorded "
    "lease binds every later owner of the land for the whole of its term."
)


def test_a_quote_is_read_where_it_matches_unaltered_not_where_its_words_first_start() -> None:
    # the first "a recorded lease binds" reaches "later owner" only by a bracket swallowing a sentence
    m = find_quote("a recorded lease binds . . . later owner[s] of the land", RESTATED)
    assert m.found and not m.altered
    assert RESTATED[m.start : m.end].startswith("a recorded lease binds every later owner")


def test_a_quote_altered_wherever_it_is_read_stays_altered() -> None:
    denied = RESTATED.replace("binds every", "binds no")
    m = find_quote("a recorded lease binds . . . later owner[s] of the land", denied)
    assert not m.found and m.altered


def test_a_quote_read_around_its_rarest_word_is_placed_where_the_whole_text_places_it() -> None:
    """The words found in a window around their rarest word carry the whole text's offsets, and
    a word written broken across a line is still found (in the whole text)."""
    filler = "The record was long and the briefs were longer. " * 400
    text = (
        filler + "Unusually, counsel conceded the point. " + filler
        + "Counsel conceded the point unusually late in the proceedings. " + filler
    )  # fmt: skip
    m = find_quote("conceded the point unusually late", text)
    assert m.found and text[m.start : m.end] == "conceded the point unusually late"
    broken = text.replace("unusually late", "unusu-\nally late")
    m = find_quote("conceded the point unusually late", broken)
    assert m.found and broken[m.start : m.end] == "conceded the point unusu-\nally late"


DUTIES = (
    "The defendant must file the motion within 30 days after service. It may not extend that time. "
    "The landlord bears the cost of repairs."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("[The plaintiff] must file the motion within 30 days", "The plaintiff", "The defendant"),
        ("[The tenant] bears the cost of repairs", "The tenant", "The landlord"),
    ],
)
def test_a_bracket_that_puts_another_party_in_a_partys_place_is_an_alteration(
    quote: str, brief: str, opinion: str
) -> None:
    m = find_quote(quote, DUTIES)
    assert not m.found and m.altered == ((f"[{brief}]", opinion),)


@pytest.mark.parametrize(
    "quote",
    [
        "[The defendants] must file the motion within 30 days",  # the same party, as a plural
        "[Appellant] must file the motion within 30 days",  # the same party at another stage
        "[Smith] must file the motion within 30 days",  # a party's name for its role
        "[The employer] may not extend that time",  # a party for a pronoun
        "[the court] may not extend that time",
    ],
)
def test_a_bracket_that_names_the_same_party_is_allowed(quote: str) -> None:
    m = find_quote(quote, DUTIES)
    assert m.found and not m.altered


CRIMINAL = (
    "The People must prove each element beyond a reasonable doubt. The accused may remain silent. A "
    "defendant has a right to counsel at every critical stage of the proceedings."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("[The prosecution] may remain silent", "The prosecution", "The accused"),
        ("[The government] may remain silent", "The government", "The accused"),
    ],
)
def test_a_bracket_that_puts_the_prosecution_for_the_accused_is_an_alteration(
    quote: str, brief: str, opinion: str
) -> None:
    """The prosecution, the accused: one side of a criminal case is never the other."""
    m = find_quote(quote, CRIMINAL)
    assert not m.found and m.altered == ((f"[{brief}]", opinion),)


@pytest.mark.parametrize(
    "quote",
    [
        "[The State] must prove each element beyond a reasonable doubt",
        "[The defendant] may remain silent",
        "[A defendant in a state prosecution] may remain silent",  # the accused, named otherwise
        "[People charged with crimes have] a right to counsel at every critical stage",  # plain "people"
    ],
)
def test_a_bracket_naming_the_same_side_of_a_criminal_case_is_allowed(quote: str) -> None:
    m = find_quote(quote, CRIMINAL)
    assert m.found and not m.altered, m.altered


HOLDINGS = (
    "A plaintiff must show both injury and causation before the court may award damages. The "
    "judgment of the district court is affirmed. Evidence obtained in violation of the Fourth "
    "Amendment must be excluded in a criminal trial. We hold that the search was reasonable and the "
    "statute constitutional. Courts should follow the majority view, and the contract was void."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        # a bracket in mid-sentence, read against part of a word ("pl-a-intiff"): the whole word counts
        ("A [defendant] must show both injury and causation", "[defendant]", "plaintiff"),
        # a bracket that ends the quotation stands for the words that follow it there
        ("The judgment of the district court is [reversed]", "[reversed]", "affirmed"),
        # an ordinal, a holding's opposite, its opposite by a prefix
        ("violation of the [Fifth] Amendment must be excluded", "[Fifth]", "Fourth"),
        ("must be excluded in a [civil] trial", "[civil]", "criminal"),
        ("both injury and causation before the [jury] may award damages", "[jury]", "court"),
        ("Courts should follow the [minority] view", "[minority]", "majority"),
        ("We hold that the search was [unreasonable] and the statute", "[unreasonable]", "reasonable"),
        ("the contract was [valid]", "[valid]", "void"),
        # a bracketed prefix that turns the court's word into its opposite
        ("We hold that the search was [un]reasonable", "[un]", "reasonable"),
        ("the search was reasonable and the statute [un]constitutional", "[un]", "constitutional"),
        # another conjunction for the court's: a test of all its parts made one of any
        ("must show both injury [or] causation before the court", "[or]", "and"),
        ("must show both injury [and/or] causation before the court", "[and/or]", "and"),
        ("the search was reasonable [even if] the statute constitutional", "[even if]", "and"),
    ],
)
def test_a_bracket_that_says_the_opposite_of_the_courts_words_is_an_alteration(
    quote: str, brief: str, opinion: str
) -> None:
    m = find_quote(quote, HOLDINGS)
    assert not m.found and m.altered, quote
    assert any(ours == brief and opinion in theirs for ours, theirs in m.altered), m.altered


@pytest.mark.parametrize(
    "quote",
    [
        "[a] plaintiff must show both injury and causation",  # a capital changed
        "[The plaintiff] must show both injury and causation",  # an article for an article
        "The judgment of the district court is affirmed[.]",
        "The judgment of the [trial] court is affirmed",  # a court named otherwise
        "Evidence obtained in violation of the Fourth Amendment must be excluded [at trial]",
        "[e]vidence obtained in violation of the Fourth Amendment must be [suppressed]",
        "We hold that the search was reasonable and the statute constitutional[.]",
        "the search was reasonable and the [ordinance] constitutional",
        "Courts should follow the majority view[]",
        "[Federal courts] should follow the majority view",
        "plaintiff[s] must show both injury and causation",
        # a bracket naming what the court's words join, where they join nothing
        "[Plaintiffs and intervenors] must show both injury and causation",
    ],
)
def test_a_bracket_that_clarifies_is_allowed(quote: str) -> None:
    m = find_quote(quote, HOLDINGS)
    assert m.found and not m.altered, (quote, m.altered)


WORDS_WITHIN_WORDS = (
    "A contract signed under duress is voidable at the option of the coerced party. Unlawful conduct "
    "is not protected by the statute. A claimant must file within 30 days of the denial."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        # read as letters alone, the quote's last word is the start of a longer one
        ("A contract signed under duress is void.", "void", "voidable"),
        ("A claimant must file within 3", "3", "30"),
        # and its first word the end of one
        ("lawful conduct is not protected by the statute", "lawful", "Unlawful"),
        # an ellipsis leaves out words, never the rest of a word nor its start
        ("[A] contract signed under duress is void . . . .", "void", "voidable"),
        ("A contract signed under duress is void . . .", "void", "voidable"),
        ("A claimant must file within 3 . . .", "3", "30"),
        (". . . lawful conduct is not protected by the statute", "lawful", "Unlawful"),
    ],
)
def test_a_quote_whose_first_or_last_word_is_part_of_the_courts_is_an_alteration(
    quote: str, brief: str, opinion: str
) -> None:
    m = find_quote(quote, WORDS_WITHIN_WORDS)
    assert not m.found and (brief, opinion) in m.altered, m.altered


@pytest.mark.parametrize(
    "quote",
    [
        "[v]oidable at the option of the coerced party",  # a bracket may stand for part of a word
        "signed under duress is voidable . . .",
        "conduct is not protected by the statute",
        "\u201cA contract signed under duress is voidable\u201d",
        "must file within 30 days",
    ],
)
def test_a_quote_of_whole_words_is_found(quote: str) -> None:
    m = find_quote(quote, WORDS_WITHIN_WORDS)
    assert m.found and not m.altered, (quote, m.altered)


@pytest.mark.parametrize(
    ("quote", "written"),
    [
        ("30 days", True),
        ("thirty days", True),
        ("Peña\u2019s claim", True),  # accents and marks as the text's own
        ("[is] reasonable", True),  # a bracket: its words need not stand together, so not judged
        ("sixty days", False),
        ("claim lapsed", False),
    ],
)
def test_a_short_quotes_words_are_found_written_together_or_not(quote: str, written: bool) -> None:
    from briefcheck.verify.quotes import written_in

    text = "The rule allows thirty (30) days. Peña's claim was reasonable, and it was timely."
    assert written_in(quote, text) is written


@pytest.mark.parametrize(
    ("quote", "text"),
    [
        # a bracket ending the quote that completes it with the brief's own words
        (
            "white students would migrate [out of the public schools]",
            "Some feared that white students would migrate to private schools, funding for public "
            "schools would fall.",
        ),
        (
            "the Constitution cannot control such prejudices [, and it may not give them effect]",
            "The Constitution cannot control such prejudices but neither can it tolerate them.",
        ),
        # an opening bracket for the subject; the clause before it names the opposite only to contrast
        (
            "[The court] must state its findings of fact separately from its conclusions of law",
            "Unlike a jury, it must state its findings of fact separately from its conclusions of law.",
        ),
        # one word written joined or hyphenated; a prefix that does not negate
        (
            "although the agency's guidance is [nonbinding], courts may consider it",
            "Although the agency's guidance is non-binding, courts may consider it.",
        ),
        (
            "The informant's testimony was [valuable] to the prosecution at trial",
            "The informant's testimony was invaluable to the prosecution at trial.",
        ),
        # old texts' quotation marks ("A...@") and a compound joined at a line end
        (
            "the defendant bears no burden of proof whatsoever",
            "The trial court instructed the jury that Athe defendant bears no burden of proof whatsoever,@ "
            "and the jury acquitted.",
        ),
        (
            "neutral alternatives would produce the educational benefits of diversity",
            "No workable raceneutral alternatives would produce the educational benefits of diversity.",
        ),
    ],
)
def test_a_faithful_quotation_is_not_read_as_altered(quote: str, text: str) -> None:
    m = find_quote(quote, text)
    assert m.found and not m.altered, (quote, m.altered)


@pytest.mark.parametrize(
    ("quote", "written"),
    [
        ("race-neutral", True),
        ("strict scrutiny", True),
        ("acted reasonably", True),
        ("Procter & Gamble", True),
        ("objectively reasonable", True),  # a footnote's number glued to the court's word
        ("Peña", True),
        ("acted unreasonably", False),
    ],
)
def test_a_short_quote_is_found_as_the_reader_leaves_the_text(quote: str, written: bool) -> None:
    from briefcheck.verify.quotes import written_in

    text = (
        "Without workable race-neutral alternatives, strict scru\u00adtiny is met; the officer acted "
        "reason-ably. Procter and Gamble conceded it was objectively reasonable3 and so it was. In "
        "Pena, the court agreed."
    )
    assert written_in(quote, text) is written


@pytest.mark.parametrize(
    "quote",
    [
        "A search is reasonable . . . [without] a warrant.",
        "A search is reasonable . . . [not] upon probable cause.",
    ],
)
def test_a_bracket_after_an_ellipsis_cannot_put_in_a_negation_the_court_never_wrote(quote: str) -> None:
    """The ellipsis leaves out "only if" and the bracket stands for nothing the court wrote: the
    pair turned "reasonable only if a warrant issues" into "reasonable without a warrant"."""
    m = find_quote(quote, "A search is reasonable only if a warrant issues upon probable cause.")
    assert m.checked and not m.found and m.altered, m


FIGURES = (
    "The jury awarded Hale $15 million in damages. Interest accrues at a rate of 5.5% per year. The "
    "lease was signed on 1/12/2010 and ran until 10:30 a.m. on the day it ended. The fee was $15,000."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("awarded Hale $1.5 million in damages", "1.5", "15"),
        ("accrues at a rate of 55% per year", "55", "5.5"),
        ("was signed on 11/2/2010 and ran until", "11/2/2010", "1/12/2010"),
        ("ran until 1:030 a.m. on the day", "1:030", "10:30"),
    ],
)
def test_a_number_with_its_marks_moved_is_an_alteration(quote: str, brief: str, opinion: str) -> None:
    """Compacted text reads digits alone: "$1.5 million" would match "$15 million"."""
    found = find_quote(quote, FIGURES)
    assert not found.found
    assert (brief, opinion) in found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "awarded Hale $15 million in damages",
        "a rate of 5.5% per year",
        "The fee was $15000.",
        "signed on 1/12/2010",
    ],
)
def test_a_number_as_the_court_writes_it_matches(quote: str) -> None:
    assert find_quote(quote, FIGURES).found


SIGNED = (
    "The statute imposes a penalty of $50 for each violation. The fine was 15% of the contract price. "
    "The lease, in § 12, requires the tenant to insure the premises. A driver whose blood alcohol "
    "concentration is > 0.08 is per se impaired. The account balance was -$3,000 when the bank closed it. "
    "Relief under 42 U.S.C. $ 1983 requires state action. The filing fee - $50 - was waived for the "
    "years 1990 "
    "- 1995 for those aged 18 - 25. Copies cost 50¢ per page and the bond was $500."
)


@pytest.mark.parametrize(
    ("quote", "brief", "opinion"),
    [
        ("imposes a penalty of 50% for each violation", "50%", "$50"),
        ("The fine was $15 of the contract price.", "$15", "15%"),
        ("The lease, in ¶ 12, requires the tenant", "¶ 12", "§ 12"),
        ("concentration is < 0.08 is per se impaired", "< 0.08", "> 0.08"),
        ("The account balance was $3,000 when the bank closed it.", "$3,000", "-$3,000"),
        ("The fine was 15 of the contract price.", "15", "15%"),
        ("Copies cost $50 per page", "$50", "50¢"),
        ("and the bond was £500.", "£500", "$500"),
        ("and the bond was § 500.", "§ 500", "$500"),
    ],
)
def test_a_number_with_another_sign_is_an_alteration(quote: str, brief: str, opinion: str) -> None:
    """Compacted text reads digits alone: "50%" would match "$50", "< 0.08" "> 0.08"."""
    found = find_quote(quote, SIGNED)
    assert not found.found
    assert (brief, opinion) in found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "imposes a penalty of $50 for each violation",
        "The fine was 15 percent of the contract price.",
        "The lease, in section 12, requires the tenant",
        "concentration is > 0.08 is per se impaired",
        "The account balance was -$3,000 when",
        # the opinion's OCR read "§" as "$": the same section
        "Relief under 42 U.S.C. § 1983 requires state action.",
        # dashes between words or numbers are no minus, however typed
        "The filing fee — $50 — was waived for the years 1990-1995 for those aged 18–25.",
        "The filing fee -- $50 -- was waived for the years 1990–1995",
    ],
)
def test_a_number_with_the_courts_sign_or_its_word_matches(quote: str) -> None:
    assert find_quote(quote, SIGNED).found


RUN_ON = (
    "The government says the ruling below was correct. We cannot agree. The district court's ruling was "
    "correct only as to the first count. Is a warrant required? No. Reasonable suspicion suffices for a "
    "brief stop. The evidence was insufficient. Except as to count two, the convictions are affirmed."
)


@pytest.mark.parametrize(
    "quote",
    [
        "cannot agree [that] the district court's ruling was correct",
        "cannot agree the district court's ruling was correct",
        "no reasonable suspicion suffices for a brief stop",
        "[t]he evidence was insufficient except as to count two",
    ],
)
def test_a_quote_running_two_of_the_courts_sentences_together_unmarked_is_for_review(quote: str) -> None:
    """Compacted text reads letters and digits only: "cannot agree. The ruling was correct" would
    match "cannot agree [that] the ruling was correct", the opposite of what the court said."""
    found = find_quote(quote, RUN_ON)
    assert found.found and found.joined, found


@pytest.mark.parametrize(
    "quote",
    [
        "We cannot agree. The district court's ruling was correct only as to the first count.",
        "Is a warrant required? No. Reasonable suspicion suffices for a brief stop.",
        "The evidence was insufficient. Except as to count two, the convictions are affirmed.",
        "[R]easonable suspicion suffices for a brief stop.",
        # the two words either side of the stop met again later in the quotation, unstopped
        "We cannot agree. The district court's ruling was correct only as to the first count. Is a warrant "
        "required? No. Reasonable suspicion suffices for a brief stop. The evidence was "
        "insufficient. Except as "
        "to count two, the convictions are affirmed.",
    ],
)
def test_a_quote_keeping_the_courts_stops_runs_nothing_together(quote: str) -> None:
    found = find_quote(quote, RUN_ON)
    assert found.found and not found.joined, found


def test_a_stop_the_quote_keeps_is_kept_though_its_words_meet_again_unstopped() -> None:
    """ "... a matter of law. In reviewing the law in force ...": the pair "law in" stands again later
    without the stop; the quotation keeps the court's stop where the court put it."""
    court = (
        "Summary judgment is proper as a matter of law. In reviewing the law in force, we look to the text."
    )
    found = find_quote(court, "The facts are undisputed. " + court + " We affirm.")
    assert found.found and not found.joined, found


CUT = (
    "Nothing in the record suggests bad faith on the part of the landlord. No reasonable jury could "
    "find that the landlord acted with malice. A landlord is liable for a tenant's injuries only if "
    "the landlord had actual notice of the defect. Punitive damages are available unless the lease "
    "waives them. The program was not narrowly tailored to its goal. There is no question that the "
    "statute applies here."
)


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        ("[T]he record suggests bad faith on the part of the landlord.", "Nothing in"),
        ("[A] reasonable jury could find that the landlord acted with malice.", "No"),
        ("A landlord is liable for a tenant's injuries.", "only if the landlord had actual"),
        ("A landlord is liable for a tenant's injuries . . . .", "only if the landlord had actual"),
        ("Punitive damages are available.", "unless the lease waives them"),
        # an ellipsis says words before are left out; it does not make leaving out a negation right
        (". . . [T]he record suggests bad faith on the part of the landlord.", "Nothing in"),
        (". . . the record suggests bad faith on the part of the landlord.", "Nothing in"),
        ("...[A] reasonable jury could find that the landlord acted with malice.", "No"),
    ],
)
def test_a_quote_cut_from_its_negation_or_its_condition_is_an_alteration(quote: str, court: str) -> None:
    """The court's words, cut from the negation its sentence opened with or from the condition it
    goes on to set, say the opposite or more than the court did."""
    found = find_quote(quote, CUT)
    assert not found.found
    assert any(theirs == court for _, theirs in found.altered), found.altered


DENIED_RIGHT_BEFORE = (
    "An insurer must act with reasonable promptness, and no policy term may shorten that duty. A common "
    "carrier owes its passengers the highest degree of care, not merely ordinary care. The statute requires "
    "no less than thirty days' notice to the tenant. Whether or not the tenant paid, the lease ends in May. "
    "The carrier need not insure the cargo against theft. It was not the tenant who broke the lock. The term "
    "is not to exceed five years in any case. The letter was nothing but a form letter. The lender was none "
    "other than the bank's own subsidiary. Many factors count, not least the length of the delay. The "
    "remedy is nothing short of an abuse of discretion. The rule reaches not only sales but also leases. "
    "Nobody may waive the notice."
)


@pytest.mark.parametrize(
    ("quote", "brief", "court"),
    [
        # the court's "no" put out by a bracket, or left outside the marks
        ("[a] policy term may shorten that duty.", "[a]", "no"),
        ("[A] policy term may shorten that duty.", "[A]", "no"),
        ("policy term may shorten that duty", "(nothing)", "no"),
        ("may shorten that duty.", "(nothing)", "no policy term"),
        ("merely ordinary care.", "(nothing)", "not"),
        ("may waive the notice.", "(nothing)", "Nobody"),
    ],
)
def test_a_quote_begun_just_after_the_courts_negation_is_cut_from_it(
    quote: str, brief: str, court: str
) -> None:
    """The quoted words begin at most two words after the court's own "no" or "not" in their clause
    ("no policy term may shorten that duty", "not merely ordinary care"): cut from it, they say the
    opposite (all were VERIFIED)."""
    found = find_quote(quote, DENIED_RIGHT_BEFORE)
    assert not found.found and (brief, court) in found.altered, found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "thirty days' notice to the tenant",  # "no less than" compares
        "the lease ends in May.",  # "whether or not," denies nothing after its comma
        "insure the cargo against theft",  # an auxiliary's negation: the brief's frame is read for it
        "no policy term may shorten that duty.",
        # a cap, what affirms the words, a "not only ... but also" (each was ERROR)
        "to exceed five years in any case",
        "five years in any case",
        "a form letter",
        "other than the bank's own subsidiary",
        "the length of the delay",
        "an abuse of discretion",
        "sales but also leases",
    ],
)
def test_a_negation_that_denies_nothing_of_the_quote_cuts_nothing(quote: str) -> None:
    found = find_quote(quote, DENIED_RIGHT_BEFORE)
    assert found.found, found.altered


LIMITED_OR_DECLINED_RIGHT_BEFORE = (
    "An employer is liable only if it knew of the harassment and failed to act. A tenant may recover "
    "fees solely upon a showing of bad faith. We decline to adopt a bright-line rule. We refused "
    "to extend the deadline for the bidders. We decline the invitation to read the statute as a bar. "
    "The only remedy the statute gives is rescission of the sale. "
    "The rule reaches not only sales but also leases of the land."
)


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        # the court's limit cut off: a condition it makes necessary reads as sufficient
        ("if it knew of the harassment and failed to act.", "only"),
        ("upon a showing of bad faith.", "solely"),
        # the court's refusal cut off: what it declined reads as what it did
        ("to adopt a bright-line rule.", "decline"),
        ("a bright-line rule.", "decline to adopt"),
        ("to extend the deadline for the bidders", "refused"),
    ],
)
def test_a_quote_begun_just_after_the_courts_limit_or_refusal_is_cut_from_it(quote: str, court: str) -> None:
    """The quoted words begin right after the court's "only" ("liable only if" quoted as liable "if
    it knew"), or at most two words after its "decline to" or "refused" (both were VERIFIED)."""
    found = find_quote(quote, LIMITED_OR_DECLINED_RIGHT_BEFORE)
    assert not found.found and ("(nothing)", court) in found.altered, found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "remedy the statute gives is rescission",  # "the only": an adjective, no limit of a condition
        "the invitation to read the statute as a bar",  # declined a thing, not to act
        "sales but also leases of the land",  # "not only ... but also" adds
        "only if it knew of the harassment",  # the limit quoted
    ],
)
def test_a_limit_the_quote_keeps_or_that_limits_nothing_cuts_nothing(quote: str) -> None:
    found = find_quote(quote, LIMITED_OR_DECLINED_RIGHT_BEFORE)
    assert found.found, found.altered


LED_BY_A_CONDITION = (
    "Except in an emergency, officers must obtain a warrant. "
    "Unless the lease provides otherwise, a tenant may sublet the premises without the landlord's "
    "consent. Except where the parties agree in writing, the landlord bears the cost of structural "
    "repairs. In the absence of a written lease, the tenancy is month to month. Absent a written "
    "waiver, the tenant retains the right to a jury trial. If the landlord fails to repair, the tenant "
    "may withhold rent. In this case, the tenant did not sublet. Except as otherwise provided, the "
    "landlord shall give notice. Under the statute, a landlord must return the deposit. Even if the "
    "lease is silent, a tenant must pay rent. If anything, the tenant must pay more. To the extent "
    "relevant here, the landlord must repair the roof. Except as noted below, the lease governs. Thus, "
    "unless the parties agree otherwise in a signed writing, the seller bears the risk of loss. If the "
    "landlord, after written notice from the tenant and a reasonable time to cure, still fails to make the "
    "repairs that the lease requires of it, the tenant may terminate."
)


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        (
            "[A] tenant may sublet the premises without the landlord's consent.",
            "Unless the lease provides otherwise",
        ),
        ("[T]he landlord bears the cost of structural repairs.", "Except where the parties agree in writing"),
        ("[T]he tenancy is month to month.", "In the absence of a written lease"),
        ("[T]he tenant retains the right to a jury trial.", "Absent a written waiver"),
        ("[T]he tenant may withhold rent.", "If the landlord fails to repair"),
        # after a connective, or long and holding commas
        (
            "[T]he seller bears the risk of loss.",
            "Thus, unless the parties agree otherwise in a signed writing",
        ),
        (
            "[T]he tenant may terminate.",
            "If the landlord, after written notice from the tenant and a reasonable time to cure, still "
            "fails to make the repairs that the lease requires of it",
        ),
        (
            ". . . [A] tenant may sublet the premises without the landlord's consent.",
            "Unless the lease provides otherwise",
        ),
        (". . . the tenancy is month to month.", "In the absence of a written lease"),
        ("[O]fficers must obtain a warrant.", "Except in an emergency"),
    ],
)
def test_a_quote_cut_from_the_condition_its_sentence_opens_with_is_an_alteration(
    quote: str, court: str
) -> None:
    """The court's rule quoted from after the condition its sentence opens with ("Unless the lease
    provides otherwise, a tenant may sublet"): as a condition cut from after it, the rule is the
    court's only on it (it was VERIFIED)."""
    found = find_quote(quote, LED_BY_A_CONDITION)
    assert not found.found and any(theirs == court for _, theirs in found.altered), found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "[T]he tenant did not sublet.",  # a setting, not a condition
        "[T]he landlord shall give notice.",  # a statute's cross-reference limits nothing
        "[A] landlord must return the deposit.",
        "[A] tenant must pay rent.",  # "Even if" concedes, it does not condition
        # openings that limit nothing
        "[T]he tenant must pay more.",
        "[T]he landlord must repair the roof.",
        "[T]he lease governs.",
        # a fragment: the brief's own words may say on what condition
        "may sublet the premises without the landlord's consent",
        ". . . [T]he tenant did not sublet.",
        ". . . the lease governs.",
    ],
)
def test_an_opening_that_conditions_nothing_or_a_fragment_is_no_condition_cut(quote: str) -> None:
    assert find_quote(quote, LED_BY_A_CONDITION).found


CONDITIONED = (
    "Officers may enter a home without the owner's consent. A landlord must give notice, at least where "
    "the lease is silent. "
    "A tenant may withhold rent if the landlord fails to make the repairs. A seller is liable for "
    "consequential damages to the extent they were foreseeable. The case was tried in Kent County, where "
    "the plaintiff lived. Damages, if any, are for the jury. The claim accrued in 1990, when the statute "
    "was amended. A court must consider the totality of the circumstances when it evaluates consent. The "
    "trial court abused its discretion when it excluded the testimony. Summary judgment was properly "
    "granted where no dispute of fact remained."
)


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        ("A tenant may withhold rent.", "if the landlord fails to make"),
        ("A seller is liable for consequential damages.", "to the extent they were foreseeable"),
        ("Officers may enter a home.", "without the owner's consent"),
        ("A landlord must give notice.", ", at least where the lease"),
    ],
)
def test_a_quote_cut_from_a_bare_condition_is_an_alteration(quote: str, court: str) -> None:
    """A bare "if" or "to the extent" limits the rule the court states: a quote ending its sentence
    before it states the rule unconditionally."""
    found = find_quote(quote, CONDITIONED)
    assert not found.found and any(theirs == court for _, theirs in found.altered), found.altered


@pytest.mark.parametrize(
    "quote",
    [
        "The case was tried in Kent County.",
        "The claim accrued in 1990.",
        "Damages . . . are for the jury.",
        # a fragment closed by a stop inside the marks, as US style writes it: "when" and "where" say
        # when it was done as often as they limit a rule
        "consider the totality of the circumstances.",
        "abused its discretion.",
        "Summary judgment was properly granted.",
    ],
)
def test_a_clause_set_off_by_a_comma_is_no_condition_cut(quote: str) -> None:
    assert find_quote(quote, CONDITIONED).found


WIDENED = (
    "The notice requirement applies to every employer, without exception. We reject that argument "
    "without hesitation. The duty runs to all tenants without regard to the relief sought. The Court of "
    "Appeals affirmed without opinion. The complaint was dismissed without prejudice."
)


@pytest.mark.parametrize(
    "quote",
    [
        "The notice requirement applies to every employer.",
        "We reject that argument.",
        "The duty runs to all tenants.",
        "The Court of Appeals affirmed.",
    ],
)
def test_a_without_that_widens_or_tells_how_is_no_condition_cut(quote: str) -> None:
    """ "without exception", "without hesitation", "without regard to", "without opinion" widen a
    rule or tell how a thing was done: a quotation stopping before them is faithful (it was ERROR)."""
    m = find_quote(quote, WIDENED)
    assert m.found and not m.altered, m.altered


def test_a_without_that_limits_is_a_condition_cut() -> None:
    m = find_quote("The complaint was dismissed.", WIDENED)
    assert not m.found and m.altered, m.altered


@pytest.mark.parametrize(
    "quote",
    [
        "narrowly tailored to its goal",  # a fragment: the brief's own "not" may stand before it
        "is liable for a tenant's injuries",  # no stop: the brief may carry the condition on
        "[T]he statute applies here.",  # "There is no question that" affirms
        "Nothing in the record suggests bad faith on the part of the landlord.",
    ],
)
def test_a_fragment_or_a_whole_sentence_is_no_cut(quote: str) -> None:
    assert find_quote(quote, CUT).found


TURNED = (
    "A contract signed under duress is voidable at the option of the injured party. The "
    "limitations period is thirty-five days from the notice."
)


@pytest.mark.parametrize(
    "quote",
    ["A contract signed under duress is [void].", "A contract signed under duress is void at the option"],
)
def test_a_word_turned_by_its_suffix_is_no_form_of_the_courts(quote: str) -> None:
    """ "void" is not a form of "voidable", in a bracket standing for the court's word or written
    in its place."""
    assert not find_quote(quote, TURNED).found


def test_a_bracket_of_void_for_voidable_is_for_a_person() -> None:
    found = find_quote("A contract signed under duress is [void] at the option of the injured party.", TURNED)
    assert found.reworded == ("[void]", "voidable") or not found.found


@pytest.mark.parametrize(
    "quote", ["The limitations period is 35 days", "The limitations period is thirty five days"]
)
def test_a_number_of_two_words_is_one_number(quote: str) -> None:
    """ "35" for the court's "thirty-five" is the same number (as "30" for "thirty" is)."""
    assert find_quote(quote, TURNED).found


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        (
            "Section 15 of the Act sets the rate at 1.5 percent.",
            "Section 15 of the Act sets the rate at 1.5 percent.",
        ),
        (
            "[T]he district court denied the motion.",
            "Not surprisingly, the district court denied the motion.",
        ),
        (
            "The limitations period is two years.",
            "The limitations period is two years, except as otherwise provided.",
        ),
    ],
)
def test_a_number_written_twice_an_adverb_set_off_or_a_cross_reference_alters_nothing(
    quote: str, court: str
) -> None:
    """The same digits written two ways in one sentence, a sentence adverb set off by a comma
    ("Not surprisingly,"), and a statute's cross-reference after the quote are no alterations."""
    assert find_quote(quote, court).found


def test_a_quote_from_another_case_is_absent_not_an_alteration_of_an_unlike_passage() -> None:
    """Words another opinion holds, checked against this one: the closest passage shares a few words
    only, so the note says they are not there, not that the brief changed that passage."""
    text = (
        "Equitable tolling is available only when the plaintiff has pursued her rights diligently and some "
        "extraordinary circumstance stood in her way. A garden variety claim of excusable neglect does not "
        "warrant tolling."
    )
    quote = "must show deliberate indifference, and a single incident will not ordinarily suffice"
    m = find_quote(quote, text)
    assert m.checked and not m.found and not m.altered and m.similarity < 0.6, m
    near = find_quote("A garden variety claim of excusable neglect does always warrant tolling", text)
    assert near.altered, near


QUALIFIED = (
    "Tenants may recover all fees except those caused by their own negligence. We hold that a landlord "
    "who acts in bad faith must pay treble damages to the tenant. A landlord, if he acted willfully, "
    "forfeits the entire deposit. A tenant may recover attorney's fees provided that the tenant first "
    "demanded the deposit in writing. The lease may be renewed so long as the rent is paid on time. "
    "Nothing in the statute, even if read broadly, reaches oral leases. The court, as if to settle the "
    "matter, quoted the statute in full."
)


@pytest.mark.parametrize(
    ("quote", "dropped"),
    [
        ("Tenants may recover all fees . . . caused by their own negligence", "except"),
        ("Tenants may recover all fees . . . those caused by their own negligence", "except"),
    ],
)
def test_an_ellipsis_never_drops_the_word_making_an_exception(quote: str, dropped: str) -> None:
    """ "all fees except those caused by": left out, the exception reads as the rule."""
    m = find_quote(quote, QUALIFIED)
    assert m.checked and not m.found and m.altered, quote
    assert any(dropped in theirs for _, theirs in m.altered), m.altered
    for word in ("other than", "excluding"):
        m = find_quote(quote.replace(" those", ""), QUALIFIED.replace("except those", f"{word} those"))
        assert m.checked and not m.found and m.altered, word


@pytest.mark.parametrize(
    ("quote", "left_out"),
    [
        ("We hold that a landlord . . . must pay treble damages to the tenant", "who acts in bad faith"),
        ("A landlord . . . forfeits the entire deposit", "if he acted willfully"),
        ("A tenant may recover attorney's fees . . . in writing", "provided that"),
        ("Employees . . . must be paid for it", "who usually work overtime"),
    ],
)
def test_an_ellipsis_dropping_the_condition_or_the_class_the_rule_is_for_is_found_and_named(
    quote: str, left_out: str
) -> None:
    """A limited rule read as an absolute one: the condition it holds under ("if he acted
    willfully", "provided that ...") or the class it is for ("a landlord who acts in bad faith")."""
    m = find_quote(quote, QUALIFIED + " " + LIMITED)
    assert m.checked and m.found and not m.altered and left_out in m.hedged, (m.altered, m.hedged)


CONVENTION = (
    "Recovery for a personal injury suffered on board an aircraft, if not allowed under the Convention, is "
    "not available at all. The carrier is liable for the death of a passenger, unless the carrier proves "
    "that the passenger's own negligence caused the death, in every case. The carrier is liable for the "
    "injury, except where the passenger knowingly assumed the risk, without limit. An action for damages, "
    "if not brought within two years of arrival, is extinguished. Many, if not most, courts agree."
)


@pytest.mark.parametrize(
    ("quote", "left_out"),
    [
        (
            "Recovery for a personal injury suffered on board an aircraft . . . is not available at all",
            "if not allowed",
        ),
        (
            "The carrier is liable for the death of a passenger . . . in every case",
            "unless the carrier proves",
        ),
        ("The carrier is liable for the injury . . . without limit", "except where the passenger"),
        ("An action for damages . . . is extinguished", "if not brought"),
    ],
)
def test_an_ellipsis_dropping_an_unless_an_except_or_an_if_not_clause_is_a_condition_left_out(
    quote: str, left_out: str
) -> None:
    m = find_quote(quote, CONVENTION)
    assert m.checked and m.found and left_out in m.hedged, (m.altered, m.hedged)


def test_if_not_before_a_quantity_is_no_condition() -> None:
    m = find_quote("Many . . . courts agree", CONVENTION)
    assert m.checked and m.found and not m.hedged, m


@pytest.mark.parametrize(
    "quote",
    [
        "Nothing in the statute . . . reaches oral leases",  # a concession, no condition
        "The court . . . quoted the statute in full",
        "We hold that a landlord who acts in bad faith must pay treble damages . . . .",
    ],
)
def test_an_ellipsis_leaving_out_what_limits_nothing_it_keeps_is_no_condition(quote: str) -> None:
    m = find_quote(quote, QUALIFIED)
    assert m.checked and m.found and not m.altered and not m.hedged, (m.altered, m.hedged)


@pytest.mark.parametrize(
    "quote",
    [
        "We hold that [a landlord] must pay treble damages to the tenant",
        "We hold that [landlords] must pay treble damages to the tenant",
        "We hold that [the defendant] must pay treble damages to the tenant",
        "[A landlord] must pay treble damages to the tenant",
    ],
)
def test_a_bracket_for_a_class_narrowed_by_its_clause_is_a_rewording(quote: str) -> None:
    """ "[a landlord]" for "a landlord who acts in bad faith": the bracket drops the words that say
    which landlords the rule binds."""
    m = find_quote(quote, QUALIFIED)
    assert m.checked and m.found and m.reworded and "who acts in bad faith" in m.reworded[1], (
        quote,
        m.reworded,
    )


PLAIN = [
    # an exception's word used plainly, left out with its object
    ("The trial court erred in . . . admitting the confession.",
     "The trial court erred in excluding the alibi witness and in admitting the confession."),
    ("The Court looked to sources . . . and held that the statute applies.",
     "The Court looked to sources other than the text and held that the statute applies."),
    # a condition inside a citation's parenthetical, or deep in an aside
    ("A contract is void . . . when it violates public policy.",
     "A contract is void, as the court held in Smith v. Jones, 100 F.3d 1 (1st Cir. 1999) (holding "
     "that if a party acts unconscionably the contract fails), when it violates public policy."),
    ("the government must prove . . . every element of the offense",
     "the government must prove, as it always must if it seeks a conviction, every element of the "
     "offense"),
    # a definite description's clause left out by a bracket naming the same ones
    ("[The district court] abused its discretion.",
     "The court that heard the motion abused its discretion."),
    ("[The officers] had no warrant.", "The officers who entered the home had no warrant."),
    ("[Petitioner] argues that the statute applies.",
     "The man who brought this suit argues that the statute applies."),
]  # fmt: skip


@pytest.mark.parametrize(("quote", "text"), PLAIN)
def test_an_ellipsis_or_a_bracket_the_court_would_not_mind_is_none_of_these(quote: str, text: str) -> None:
    m = find_quote(quote, text)
    assert m.checked and m.found and not m.altered and not m.hedged and not m.reworded, m


@pytest.mark.parametrize(
    ("text", "quote", "theirs"),
    [
        # a negating prefix the court set off with a hyphen, cut from the quote's first word
        ("Under the Act, non-exempt employees are entitled to overtime pay for hours over forty.",
         "exempt employees are entitled to overtime pay for hours over forty", "non-exempt"),
        ("The agency's guidance is non-binding on the district courts of this circuit.",
         "binding on the district courts of this circuit", "non-binding"),
        # Latin "dis" on any word
        ("A juror so related is disqualified from service in the case.",
         "qualified from service in the case", "disqualified"),
    ],
)  # fmt: skip
def test_a_quote_cut_from_behind_a_negating_prefix_is_an_alteration(
    text: str, quote: str, theirs: str
) -> None:
    m = find_quote(quote, text)
    assert m.checked and not m.found and any(t == theirs for _, t in m.altered), m.altered


@pytest.mark.parametrize(
    ("text", "quote", "dropped"),
    [
        # an ellipsis inside a word: its negating prefix left out
        ("Such a delay is unreasonable and violates the Speedy Trial Act.",
         "Such a delay is . . . reasonable and violates the Speedy Trial Act", "un"),
        ("The evidence was insufficient to support the verdict on count two.",
         "The evidence was . . . sufficient to support the verdict on count two", "in"),
        # what the court set the kept words against, left out with its "rather than"
        ("Courts apply rational basis review rather than strict scrutiny to such classifications.",
         "Courts apply . . . strict scrutiny to such classifications", "rather than"),
        ("The board must use the market value instead of the assessed value for the tax.",
         "The board must use the . . . assessed value for the tax", "instead of"),
        # an empty bracket is an omission, held to what an ellipsis may leave out
        ("Courts should rarely grant summary judgment in discrimination cases.",
         "Courts should [] grant summary judgment in discrimination cases", "rarely"),
    ],
)  # fmt: skip
def test_an_ellipsis_never_leaves_out_a_prefix_or_the_alternative_set_against_the_words(
    text: str, quote: str, dropped: str
) -> None:
    m = find_quote(quote, text)
    assert m.checked and not m.found and any(dropped in t for _, t in m.altered), m.altered


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("The statute is unambiguous, and its reasonable reading controls the case.",
         "The statute is . . . reasonable"),  # a word left out whole before a kept word
        ("The court, in its discretion, may award fees to the prevailing party.",
         "The court . . . may award fees to the prevailing party"),
        ("The firm chose arbitration rather than litigation, and arbitration went forward in May.",
         "The firm chose arbitration . . . and arbitration went forward in May"),  # its object left out too
        ("Exempt employees are not entitled to overtime pay under the Act.",
         "employees are not entitled to overtime pay under the Act"),
        # "in-" with a hyphen negates nothing
        ("The in-house counsel's memorandum was privileged from the start.",
         "house counsel's memorandum was privileged from the start"),
    ],
)  # fmt: skip
def test_words_left_out_whole_or_a_plain_word_start_are_no_alteration(text: str, quote: str) -> None:
    m = find_quote(quote, text)
    assert m.checked and m.found, m


def test_a_quote_that_splits_the_courts_word_is_an_alteration() -> None:
    """ "is qualified" read inside "disqualified": the quote's words are not the court's."""
    m = find_quote(
        "is qualified from service in the case.",
        "A juror so related is disqualified from service in the case.",
    )
    assert m.checked and not m.found and ("is", "disqualified") in m.altered, m.altered
    # an old text's quotation mark run on to its word ("Athe") splits nothing
    assert find_quote(
        "the court held that the statute applies", "Athe court held that the statute applies."
    ).found


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("A warrantless entry is lawful when the occupant consents.", "A warrantless entry is lawful."),
        ("An insurer must defend in cases in which the complaint alleges a covered claim.",
         "An insurer must defend."),
        ("The landlord is liable for the tenant's injuries where the landlord had notice.",
         "The landlord is liable for the tenant's injuries."),
    ],
)  # fmt: skip
def test_a_rule_quoted_as_a_whole_sentence_without_its_when_is_for_review(text: str, quote: str) -> None:
    """A rule stated in the present, quoted as a sentence that ends before the court's "when" or
    "where" goes on to limit it: the condition is left out."""
    m = find_quote(quote, text)
    assert not m.found and any(ours == "(nothing)" for ours, _ in m.altered), m.altered


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        # when a thing was done, not a condition of a rule
        ("The court abused its discretion when it excluded the evidence.",
         "The court abused its discretion."),
        ("The officer was on patrol where the shooting occurred.", "The officer was on patrol."),
        # the quote runs on in the brief's own words
        ("A warrantless entry is lawful when the occupant consents.", "A warrantless entry is lawful"),
        # a place set off by a comma, and a participle's "when read"
        ("Venue is proper in the Northern District of Illinois, where the defendant resides.",
         "Venue is proper in the Northern District of Illinois."),
        ("The rule is different in Illinois, where courts apply a discovery rule.",
         "The rule is different in Illinois."),
        ("The statute is clear when read in context.", "The statute is clear."),
    ],
)  # fmt: skip
def test_a_when_that_tells_when_a_thing_was_done_is_no_condition(text: str, quote: str) -> None:
    assert find_quote(quote, text).found


@pytest.mark.parametrize(
    ("text", "quote", "theirs"),
    [
        ("Unreasonable delay in giving notice forfeits the insured's right to coverage under the policy.",
         "[r]easonable delay in giving notice forfeits the insured's right to coverage under the policy.",
         "Unreasonable"),
        ("Under the Act, non-exempt employees are entitled to overtime pay for hours over forty.",
         "[e]xempt employees are entitled to overtime pay for hours over forty.", "non-exempt"),
        ("We hold that an unreasonable delay in giving notice forfeits the right to coverage.",
         "[R]easonable delay in giving notice forfeits the right to coverage.", "unreasonable"),
    ],
)  # fmt: skip
def test_a_capital_in_brackets_never_hides_a_negating_prefix_cut_off(
    text: str, quote: str, theirs: str
) -> None:
    m = find_quote(quote, text)
    assert not m.found and any(t == theirs for _, t in m.altered), m.altered


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("The reasonable delay in giving notice does not forfeit the right to coverage.",
         "[R]easonable delay in giving notice does not forfeit the right to coverage."),
        ("Exempt employees are not entitled to overtime pay under the Act.",
         "[E]xempt employees are not entitled to overtime pay under the Act."),
        ("Pre-existing conditions are excluded from coverage under the policy.",
         "[E]xisting conditions are excluded"),  # not a negating prefix: its words, not its sense
    ],
)  # fmt: skip
def test_a_capital_in_brackets_of_the_courts_own_word_is_no_alteration(text: str, quote: str) -> None:
    m = find_quote(quote, text)
    assert m.found or not any(t.lower().startswith(("un", "non", "in")) for _, t in m.altered), m


@pytest.mark.parametrize(
    ("quote", "text"),
    [
        (
            "a claim under 42 U.S.C. section 1983 requires state action",
            "A claim under 42 U.S.C. § 1983 requires state action.",
        ),
        (
            "a claim under § 1983 requires proof of causation",
            "A claim under section 1983 requires proof of causation.",
        ),
        ("the rule of sections 3 and 4 applies", "The rule of §§ 3 and 4 applies here."),
        ("as ¶ 12 of the lease provides", "The tenant paid, as paragraph 12 of the lease provides."),
    ],
)
def test_a_section_or_paragraph_sign_and_its_word_are_one(quote: str, text: str) -> None:
    m = find_quote(quote, text)
    assert m.checked and m.found and not m.altered, m


def test_a_section_written_as_a_word_still_keeps_its_number() -> None:
    m = find_quote(
        "a claim under 42 U.S.C. section 1985 requires state action",
        "A claim under 42 U.S.C. § 1983 requires state action.",
    )
    assert not m.found


def test_a_sentence_left_out_after_a_footnote_number_is_left_out_whole() -> None:
    """A footnote's number the text keeps after a sentence's stop ("created.1 The lease ...", as
    Harvard's <footnotemark> reads) still ends the sentence: the four-dot ellipsis leaving out the
    next sentence whole was an ERROR naming its "nothing"."""
    text = (
        "A lessor owes no duty to repair defects the lessee created.1 The lease here says nothing about "
        "repairs. The lessee must give written notice of any defect within ten days. Affirmed."
    )
    quote = (
        "A lessor owes no duty to repair defects the lessee created. . . . The lessee must give written "
        "notice of any defect within ten days."
    )
    m = find_quote(quote, text)
    assert m.found and not m.altered, m
    # a decimal or a section's number is no footnote's
    assert split_sentences("It rose by 5.1 Percent of it. Under § 1983.2 Then") == [(0, 29), (30, 49)]
    # the footnote's number opens the next sentence, after a stop, a closing mark or a bracket
    assert split_sentences("The lessee created.1 The lease") == [(0, 19), (19, 30)]
    assert split_sentences('He gave "consent."2 The court') == [(0, 18), (18, 29)]
    assert split_sentences("Under § 5(a).1 The court") == [(0, 13), (13, 24)]


def test_a_capital_recased_by_a_bracket_after_an_ellipsis_is_the_next_sentences_start() -> None:
    """ "tenant . . . [n]othing in": the bracket writes the court's capital N in lower case, so the
    words after the ellipsis open the court's next sentence (the N was read as left out, and the
    quote as a splice into the middle of a sentence). Into a sentence's middle, the words left out are
    still read."""
    text = (
        "A landlord who acts in bad faith must pay treble damages to the tenant. The statute says so. "
        "Nothing in the statute suggests that the legislature meant to exempt commercial leases."
    )
    m = find_quote(
        "must pay treble damages to the tenant . . . [n]othing in the statute suggests that the "
        "legislature meant",
        text,
    )
    assert m.checked and m.found and not m.spliced, m
    # only the break between the sentences left out: "tenant . . . [n]othing"
    joined = find_quote("treble damages to the tenant . . . [t]he statute says so", text)
    assert joined.found and not joined.spliced, joined
    into = "must pay treble damages to the tenant . . . [t]he legislature meant to exempt"
    spliced = find_quote(into, text)
    assert spliced.spliced or spliced.altered, spliced


HEDGED = (
    "Generally, officers must obtain a warrant before entering a home. In most cases, the lessee bears "
    "the loss. The seller must deliver the goods within a week in the ordinary case. Officers must "
    "sometimes obtain a warrant for a garage. We have often said that the text controls."
)


@pytest.mark.parametrize(
    ("quote", "hedge"),
    [
        ("[O]fficers must obtain a warrant before entering a home.", "Generally"),
        ("[T]he lessee bears the loss.", "In most cases"),
        ("The seller must deliver the goods within a week.", "in the ordinary case"),
        ("Officers must . . . obtain a warrant for a garage.", "sometimes"),
    ],
)
def test_a_hedge_the_quote_cuts_off_or_leaves_out_is_named(quote: str, hedge: str) -> None:
    """A hedge opening or closing the court's sentence, cut off by where the quote starts or ends,
    or left out by an ellipsis: a rule the court hedged quoted as a flat one (it was VERIFIED)."""
    m = find_quote(quote, HEDGED)
    assert m.found and m.hedged == hedge, (m.altered, m.hedged)


@pytest.mark.parametrize(
    "quote",
    [
        "officers must obtain a warrant before entering a home",  # a fragment: the brief may hedge it
        "We have . . . said that the text controls.",  # how often it was said
        "Generally, officers must obtain a warrant before entering a home.",
    ],
)
def test_a_hedge_kept_or_no_hedge_is_none_cut_off(quote: str) -> None:
    m = find_quote(quote, HEDGED)
    assert m.found and not m.hedged, (m.altered, m.hedged)


@pytest.mark.parametrize(
    "quote",
    [
        "only to the area within the arrestee's immediate control.1 Beyond that area, a warrant is required.",
        "only to the area within the arrestee's immediate control.12",
    ],
)
def test_a_footnote_call_the_brief_keeps_is_no_number_put_in(quote: str) -> None:
    """A block quotation pasted with the court's footnote call on a sentence's stop ("control.1
    Beyond"), which the opinion's text drops: it was ERROR, "the brief has '1' where the opinion
    has nothing"."""
    court = (
        "A search incident to arrest may extend only to the area within the arrestee's immediate control. "
        "Beyond that area, a warrant is required."
    )
    found = find_quote(quote, court)
    assert found.found and not found.altered, found.altered
    changed = find_quote(quote.replace("immediate", "general"), court)
    assert not changed.found


DESCRIBED = (
    "A district court may not dismiss a complaint without notice. The statute of limitations is three years. "
    "We hold that the arbitration clause is unenforceable. The officer had probable cause to arrest. "
    "Petitioner argues that the statute applies. The District Court erred in excluding the expert. "
    "The statute bars the claim. The employer must pay the wage. The lower court abused its discretion."
)


@pytest.mark.parametrize(
    ("quote", "court"),
    [
        ("[A court of appeals] may not dismiss a complaint without notice.", "A district court"),
        ("[The statute of repose] is three years.", "The statute of limitations"),
        ("[The court] had probable cause to arrest.", "The officer"),  # one actor for another
    ],
)
def test_a_bracket_putting_another_description_for_the_courts_is_a_rewording(quote: str, court: str) -> None:
    """A bracket naming another actor or thing for the court's ("[A court of appeals]" for "A
    district court") was checked only for a swapped party, a negation and a number: VERIFIED."""
    m = find_quote(quote, DESCRIBED)
    assert m.checked and m.found and m.reworded and court in m.reworded[1], (quote, m.reworded)


@pytest.mark.parametrize(
    "quote",
    [
        "[Fisher] argues that the statute applies.",  # a party's name for its role
        "[The trial court] erred in excluding the expert.",  # a description for a name
        "[The district court] may not dismiss a complaint without notice.",  # the court's own noun
        "We hold that the [arbitration] clause is unenforceable.",
        # another name for the thing the court described, or the description made particular
        "[Section 1983] bars the claim.",
        "[Walmart] must pay the wage.",
        "[The district court] abused its discretion.",
    ],
)
def test_a_bracket_naming_the_courts_referent_is_no_rewording(quote: str) -> None:
    m = find_quote(quote, DESCRIBED)
    assert m.checked and m.found and not m.altered and not m.reworded, (quote, m.altered, m.reworded)
