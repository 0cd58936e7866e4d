"""A quotation that starts after the court's modal ("need not prove actual damages", "shall return
the deposit"): the modal before it, outside the marks, is the brief's, and one of another kind turns
what the court said though every quoted word is the court's ('a tenant must "prove actual damages"'
of "need not"). Modals of one kind, a sentence with none, or a bar or leave said of a duty (the
rule applied to the brief's facts) leave the quotation alone."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    300: "A residential tenant need not prove actual damages to recover the statutory penalty.",
    301: "The landlord shall return the deposit within fourteen days of the tenancy's end.",
    302: "A tenant may not withhold rent while the dispute is pending.",
    303: "The court may award reasonable attorney's fees to the prevailing party.",
    304: "The tenant argues that a landlord must give written notice of the defect. We disagree. Where the "
    "tenant abandons the premises, a landlord need not give written notice of the defect.",
    305: "An insurer need not disclose the reserve to the insured. This appeal also asks what a carrier owes "
    "a shipper under New York's bailment statute, N.Y. Gen. Bus. Law § 7-204.",
    306: "Plaintiffs need not exhaust administrative remedies before suing under the statute. The duty to "
    "exhaust administrative remedies before suing under the statute applies only to agency claims.",
    307: "A carrier must deliver the goods within ten days after the shipper pays the freight.",
    308: "The statute does not impose strict liability, and we decline to read it as though it did. Costs "
    "are taxed to the appellant.",
    309: "We do not reach whether the shipper could recover punitive damages. The mandate shall issue "
    "forthwith.",
    310: "The employer is liable for the employee's negligence within the scope of employment.",
    311: "Absent a written agreement, an oral lease for more than a year is unenforceable. Costs follow.",
    312: "Nothing in our decision today prevents the City from enforcing its laws against harassment.",
    313: "No reasonable jury could find that the landlord acted in good faith. Not every procedural error "
    "requires reversal.",
    314: "We decline the government's invitation to read the statute as a bar to suit. We will not, however, "
    "reach the remedy.",
    315: "An insurer must act with reasonable promptness, and no policy term may shorten that duty. A common "
    "carrier owes its passengers the highest degree of care, not merely ordinary care.",
    316: "The employer bears no duty to remind the employee. This court has never held that a mere clerical "
    "error excuses an untimely charge.",
    317: "An employer is liable only if it knew of the harassment and failed to act. We decline to adopt a "
    "bright-line rule for every claim.",
    318: "Its only purpose is to protect consumers from deceptive practices. The defendant waited only three "
    "days before filing the notice. A tenant may recover fees solely upon a showing of bad faith. A "
    "litigant who refuses to comply may be sanctioned by the court. We decline, however, to adopt a "
    "categorical rule of preemption.",
    319: "The officer had probable cause, and the search was lawful. The deadline is fourteen days.",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("modal"), PAGES)


@pytest.mark.parametrize(
    ("said", "pin", "expected"),
    [
        # the court's modal turned: no duty made one, a duty denied, a bar lifted, leave made a duty
        ('The court held that a tenant must "prove actual damages to recover the statutory penalty."', 300,
         CitationStatus.REVIEW),
        ('A tenant is required to "prove actual damages to recover the statutory penalty."', 300,
         CitationStatus.REVIEW),
        ('The landlord is not required to "return the deposit within fourteen days."', 301,
         CitationStatus.REVIEW),
        ('A landlord need not "return the deposit within fourteen days."', 301, CitationStatus.REVIEW),
        ('A tenant may "withhold rent while the dispute is pending."', 302, CitationStatus.REVIEW),
        ('The court must "award reasonable attorney\'s fees to the prevailing party."', 303,
         CitationStatus.REVIEW),
        # an adverb between, a bar for no duty
        ('A tenant must also "prove actual damages to recover the statutory penalty."', 300,
         CitationStatus.REVIEW),
        ('An insurer must not "disclose the reserve to the insured."', 305, CitationStatus.REVIEW),
        # the words written again with no modal say nothing either way
        ('Plaintiffs must "exhaust administrative remedies before suing under the statute."', 306,
         CitationStatus.REVIEW),
        # the same kind, however written, or none
        ('A tenant does not have to "prove actual damages to recover the statutory penalty."', 300,
         CitationStatus.VERIFIED),
        ('The landlord must "return the deposit within fourteen days."', 301, CitationStatus.VERIFIED),
        ('A tenant cannot "withhold rent while the dispute is pending."', 302, CitationStatus.VERIFIED),
        ('The court can "award reasonable attorney\'s fees to the prevailing party."', 303,
         CitationStatus.VERIFIED),
        ('Here the landlord failed to "return the deposit within fourteen days."', 301,
         CitationStatus.VERIFIED),
        ('The landlord did "return the deposit within fourteen days."', 301, CitationStatus.VERIFIED),
        # words the opinion writes under both modals: the brief's is the court's too
        ('Because Abernathy abandoned the premises, the landlord need not "give written notice of the '
         'defect."', 304, CitationStatus.VERIFIED),
        # the rule applied to the brief's facts: a party that cannot or may meet a duty
        ('Having spent the money on repairs last spring, defendant Pratt cannot "return the deposit within '
         'fourteen days."', 301, CitationStatus.VERIFIED),
        ('Under the lease both sides signed, Pratt may "return the deposit within fourteen days" by '
         'certified mail or in person.', 301, CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_modal_set_before_a_quotation_is_read_against_the_courts(
    index, tmp_path, said, pin, expected
) -> None:
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary
    if expected is CitationStatus.REVIEW:
        assert "before the quoted words" in evidence.evidence_summary, evidence.evidence_summary


def test_a_case_the_opinions_file_holds_no_text_of_is_said_so(index, tmp_path) -> None:
    """The filler cases have no opinion in the file the index was built from: their text is said
    to be missing from the file, not the index to have been built without it."""
    evidence, _ = offline_check(
        index,
        tmp_path,
        'The court held that "tenants must be heard." Quillfeather100 v. Marrowdale100, 600 F.3d 10.\n',
    )
    assert "has none for it" in evidence.evidence_summary, evidence.evidence_summary
    assert "built without the opinions file" not in evidence.evidence_summary


def test_the_briefs_few_words_around_a_quotation_copy_no_sentence_of_another_page(index, tmp_path) -> None:
    """'Under New York law, a carrier must "..."': the brief's own words are a lead-in, not a copy of
    the court's sentence cut at "N.Y." on another page (it was REVIEW, "Check the pin")."""
    said = 'Under New York law, a carrier must "deliver the goods within ten days after the shipper pays the '
    evidence, status = offline_check(
        index, tmp_path, f'{said}freight." Hale v. Pratt, 600 F.3d 300, 307 (2d Cir. 2011).\n'
    )
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "pin", "expected"),
    [
        # the court's "not" before the quoted words left out, or put in where it has none
        ('The court held that the statute does "impose strict liability."', 308, CitationStatus.REVIEW),
        ('The court did "reach whether the shipper could recover punitive damages."', 309,
         CitationStatus.REVIEW),
        ('Under Hale, an employer is not "liable for the employee\'s negligence within the scope of '
         'employment."', 310, CitationStatus.REVIEW),
        # the court's own negation kept, or none on either side
        ('The statute does not "impose strict liability."', 308, CitationStatus.VERIFIED),
        ('The court did not "reach whether the shipper could recover punitive damages."', 309,
         CitationStatus.VERIFIED),
        ('An employer is "liable for the employee\'s negligence within the scope of employment."', 310,
         CitationStatus.VERIFIED),
        # the court's refusal told as its choice ("we decline to read it as though it did")
        ('The court decided to "read it as though it did."', 308, CitationStatus.REVIEW),
        ('The court chose to "read it as though it did."', 308, CitationStatus.REVIEW),
        ('The court declined to "read it as though it did."', 308, CitationStatus.VERIFIED),
        ('The court refused to "read it as though it did."', 308, CitationStatus.VERIFIED),
        ('The court chose instead to "read it as though it did."', 308, CitationStatus.REVIEW),
        ('The court went on to "read it as though it did."', 308, CitationStatus.REVIEW),
        ('The court proceeded to "read it as though it did."', 308, CitationStatus.REVIEW),
        ('The court chose to "read the statute as a bar to suit."', 314, CitationStatus.REVIEW),
        ('The court went on to "reach the remedy."', 314, CitationStatus.REVIEW),
        # the brief setting its own facts against the court's
        ('Here, unlike in Hale, the statute does "impose strict liability."', 308, CitationStatus.VERIFIED),
        # the reading the brief reports, denies or asks about
        ('The court rejected the argument that the statute does "impose strict liability."', 308,
         CitationStatus.VERIFIED),
        ('The question is whether the statute does "impose strict liability."', 308, CitationStatus.VERIFIED),
        ('Appellant says the statute does "impose strict liability"; Hale held that the statute does not.',
         308, CitationStatus.VERIFIED),
        # the court's "not" left out, the brief's own "not" in another clause of the sentence
        ('The landlord did not sue, and the court held that "[a] tenant may withhold rent while the dispute '
         'is pending."', 302, CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_negation_set_before_a_quotation_is_read_against_the_courts(
    index, tmp_path, said, pin, expected
) -> None:
    """The court's "does not impose strict liability" quoted from its verb, the brief's "does" before
    it: every quoted word is the court's, and the brief says the opposite (it was VERIFIED)."""
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ('"[A]n oral lease for more than a year is unenforceable."', CitationStatus.ERROR),
        # the brief states the court's condition itself
        ('Absent a written agreement, Hale holds, "[A]n oral lease for more than a year is unenforceable."',
         CitationStatus.VERIFIED),
        ('Hale holds that, without a written agreement, "[a]n oral lease for more than a year is '
         'unenforceable."', CitationStatus.VERIFIED),
        # ... in other words, next to the quotation
        ('Absent a signed writing, "[A]n oral lease for more than a year is unenforceable."',
         CitationStatus.VERIFIED),
        # the condition named only to be set aside (it was VERIFIED)
        ('Whether or not there is a written agreement, Hale holds, "[A]n oral lease for more than a year '
         'is unenforceable."', CitationStatus.ERROR),
        ('Regardless of any written agreement, Hale holds, "[A]n oral lease for more than a year is '
         'unenforceable."', CitationStatus.ERROR),
        ('Regardless whether there is a written agreement, Hale holds, "[A]n oral lease for more than a '
         'year is unenforceable."', CitationStatus.ERROR),
        ('Notwithstanding a written agreement, Hale holds, "[A]n oral lease for more than a year is '
         'unenforceable."', CitationStatus.ERROR),
        # words setting aside something else: the condition is still the brief's (it was ERROR)
        ('Regardless of how long the tenancy ran, without a written agreement "[a]n oral lease for more '
         'than a year is unenforceable."', CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_condition_the_brief_states_itself_is_not_hidden(index, tmp_path, said, expected) -> None:
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, 311 (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary


def test_a_condition_stated_in_the_sentence_a_citation_supports_is_the_briefs(index, tmp_path) -> None:
    """The brief states the court's condition in the proposition its "See" citation supports, and
    quotes the rest with an ellipsis (it was ERROR once the condition had to stand in the quotation's
    own sentence)."""
    evidence, status = offline_check(
        index,
        tmp_path,
        "A written agreement was required, and there was none. See Hale v. Pratt, 600 F.3d 300, 311 "
        '(2d Cir. 2011) ("An oral lease for more than a year is unenforceable . . . .").\n',
    )
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # the court's sentence opens with the negation the quoted words are cut from
        ('The court explained that "our decision today prevents the City from enforcing its laws against '
         'harassment."', CitationStatus.ERROR),
        ('The court explained that ". . . our decision today prevents the City from enforcing its laws '
         'against harassment."', CitationStatus.ERROR),
        # the brief says the negation in its own words
        ('The court stressed that nothing in "our decision today prevents the City from enforcing its laws '
         'against harassment."', CitationStatus.VERIFIED),
        ('The court said it did not mean that "our decision today prevents the City from enforcing its laws '
         'against harassment."', CitationStatus.VERIFIED),
        # a negation of the brief's own elsewhere in the sentence denies nothing of the quotation
        ('Although the City did not appeal, the court held that "our decision today prevents the City from '
         'enforcing its laws against harassment."', CitationStatus.ERROR),
        # a fragment the brief asks about or builds into its own sentence, not one it says the court held
        ('The court asked whether a "reasonable jury could find that the landlord acted in good faith."',
         CitationStatus.VERIFIED),
        ('Summary judgment turns on whether a "reasonable jury could find" for the nonmovant.',
         CitationStatus.VERIFIED),
        ('The court held that "every procedural error requires reversal."', CitationStatus.ERROR),
        ('The court held that ". . . every procedural error requires reversal."', CitationStatus.ERROR),
        ('The court held: "every procedural error requires reversal."', CitationStatus.ERROR),
        ('The court confirmed that "every procedural error requires reversal."', CitationStatus.ERROR),
        ('As the court put it, "every procedural error requires reversal."', CitationStatus.ERROR),
        # an article before it, in a sentence telling it as the court's
        ('The court held that every "procedural error requires reversal."', CitationStatus.ERROR),
        ('According to the court, every "procedural error requires reversal."', CitationStatus.ERROR),
        ('Under Hale, every "procedural error requires reversal."', CitationStatus.ERROR),
        # the brief's own noun, where an earlier phrase names only a rule
        ('Under Rule 56, the claim that any "reasonable jury could find that the landlord acted in good '
         'faith" fails.', CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_fragment_cut_from_the_negation_its_sentence_opens_with(index, tmp_path, said, expected) -> None:
    """'"our decision today prevents the City ..."' of the court's "Nothing in our decision today
    prevents the City ...": every quoted word is the court's and the brief says the opposite (it was
    VERIFIED); where the brief's own words around it deny, the fragment is theirs to carry."""
    pin = 313 if "procedural" in said or "jury" in said else 312
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ('The Court held that "[a] policy term may shorten that duty."', CitationStatus.ERROR),
        ('The Court recognized that a policy term "may shorten that duty."', CitationStatus.ERROR),
        ('The court held that a carrier owes its passengers "merely ordinary care."', CitationStatus.ERROR),
        # the court's negation said in the brief's own words, or quoted
        ('The Court held that no policy term "may shorten that duty."', CitationStatus.VERIFIED),
        ('The Court held that "no policy term may shorten that duty."', CitationStatus.VERIFIED),
        ('A carrier owes its passengers more than "merely ordinary care."', CitationStatus.VERIFIED),
        ('A carrier owes its passengers the highest care, not "merely ordinary care."',
         CitationStatus.VERIFIED),
        # a negation of the brief's own that denies nothing
        ('The Court did not hesitate to hold that a policy term "may shorten that duty."',
         CitationStatus.ERROR),
        ('It is no surprise that a policy term "may shorten that duty."', CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_quotation_begun_just_after_the_courts_negation(index, tmp_path, said, expected) -> None:
    """'"[a] policy term may shorten that duty"' and 'a policy term "may shorten that duty"' of the
    court's "no policy term may shorten that duty", '"merely ordinary care"' of "not merely ordinary
    care": every quoted word is the court's and the brief says the opposite (each was VERIFIED)."""
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, 315 (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ('An employer is liable "if it knew of the harassment and failed to act."', CitationStatus.ERROR),
        ('The court chose "to adopt a bright-line rule for every claim."', CitationStatus.ERROR),
        ('The court adopted "a bright-line rule for every claim."', CitationStatus.ERROR),
        # the court's limit or refusal said in the brief's own words
        ('An employer is liable only "if it knew of the harassment and failed to act."',
         CitationStatus.VERIFIED),
        ('The court declined to adopt "a bright-line rule for every claim."', CitationStatus.VERIFIED),
        ('The court refused "to adopt a bright-line rule for every claim."', CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_quotation_begun_just_after_the_courts_limit_or_refusal(index, tmp_path, said, expected) -> None:
    """Liable "if it knew" of the court's "liable only if it knew", the court adopted "a bright-line
    rule" of "We decline to adopt a bright-line rule": every quoted word is the court's, and the
    brief says more than it did (each was VERIFIED)."""
    _check_at(index, tmp_path, said, 317, expected)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # "only" that limits nothing, a limit or refusal the brief states in words of its own, a
        # refusal that is a party's: faithful (each was ERROR once the cut was read)
        ("The statute's \"purpose is to protect consumers from deceptive practices.\"",
         CitationStatus.VERIFIED),
        ('The defendant waited "three days before filing the notice."', CitationStatus.VERIFIED),
        ('A tenant may recover fees only "upon a showing of bad faith."', CitationStatus.VERIFIED),
        ('A noncompliant litigant "may be sanctioned by the court."', CitationStatus.VERIFIED),
        ('The court rejected "a categorical rule of preemption."', CitationStatus.VERIFIED),
        ('The court was unwilling to adopt "a categorical rule of preemption."',
         CitationStatus.VERIFIED),
        # ... and the cut slipped past: a comma in the court's refusal, a limit outside the marks
        ('The court chose "to adopt a categorical rule of preemption."', CitationStatus.ERROR),
        ('The court declined to dismiss and adopted "a categorical rule of preemption."',
         CitationStatus.ERROR),
        ('A tenant may recover fees upon "a showing of bad faith."', CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_limit_or_refusal_the_brief_keeps_or_the_court_never_made(index, tmp_path, said, expected) -> None:
    _check_at(index, tmp_path, said, 318, expected)


def _check_at(index, tmp_path, said, pin, expected) -> None:
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011).\n"
    )
    assert status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("before", "parenthetical", "left_out"),
    [
        # the court's "not" or "only" left out of a parenthetical's quotation, the brief's sentence
        # before it saying a "not" or an "only" of its own about something else (each was VERIFIED)
        ("The landlord did not sue.",
         'holding that "[a] tenant may withhold rent while the dispute is pending"', "not"),
        ("The landlord did not sue.",
         'noting that "[a] tenant may withhold rent while the dispute is pending," and remanding', "not"),
        ("Plaintiff brings only agency claims.",
         'explaining that the duty to exhaust "applies to agency claims"', "only"),
        # the same quotations as the court wrote them
        ("The landlord did not sue.",
         'holding that "[a] tenant may not withhold rent while the dispute is pending"', None),
        ("Plaintiff brings only agency claims.",
         'explaining that the duty to exhaust "applies only to agency claims"', None),
    ],
)  # fmt: skip
def test_a_word_the_brief_says_in_another_sentence_is_not_the_quotations(
    index, tmp_path, before, parenthetical, left_out
) -> None:
    """A word the court's sentence has and the quotation leaves out is the brief's own only where the
    brief says it in the quotation's sentence, a negation in the clause next to it: the sentence
    before a citation denies something else ("The government did not rely on proximity. See X (noting
    that "[m]ere proximity to a weapon is enough")" was VERIFIED)."""
    evidence, status = offline_check(
        index, tmp_path, f"{before} See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011) ({parenthetical}).\n"
    )
    if left_out is None:
        assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    else:
        assert status is CitationStatus.ERROR, evidence.evidence_summary
        assert f"where the opinion has '{left_out}'" in evidence.evidence_summary


@pytest.mark.parametrize(
    "said",
    [
        'The court has "never held that a mere clerical error excuses an untimely charge."',
        "The court has never held that a mere clerical error excuses an untimely charge.",
    ],
)
def test_the_courts_own_denial_said_again_is_no_view_it_reports(index, tmp_path, said) -> None:
    """The court's "This court has never held that ..." said again by the brief, "never held" and all,
    was REVIEW as a sentence reporting another's view."""
    evidence, status = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, 316 (2d Cir. 2011).\n"
    )
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # a word or two given as the court's that its opinion does not use (each was VERIFIED, "too
        # short to check")
        ('The court held that the search was "unlawful."', CitationStatus.REVIEW),
        ('The court held that the deadline was "ninety days."', CitationStatus.REVIEW),
        # ... the court's own words, or the brief's scare quotes
        ('The court held that the search was "lawful."', CitationStatus.VERIFIED),
        ('The court found the deadline was "fourteen days."', CitationStatus.VERIFIED),
        ('Nothing about this "unlawful" search was reasonable.', CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_word_or_two_given_as_the_courts_is_read_against_its_opinion(
    index, tmp_path, said, expected
) -> None:
    _check_at(index, tmp_path, said, 319, expected)
