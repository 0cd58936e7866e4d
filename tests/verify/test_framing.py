"""Whose words a quotation is (`verify/framing.py`): the lead-ins of an opinion's sentence that
report a view the court does not hold, each with a lead-in that gives the court's own words."""

from __future__ import annotations

import pytest

from briefcheck.verify.framing import reported_view


@pytest.mark.parametrize(
    "lead",
    [
        "Pratt argues that ",  # a party by name, as opinions name them
        "Pratt now contends that ",
        "Ashby's counsel insists that ",
        "Acme Corp. urges that ",
        "It is not the law of this circuit that ",
        "It is not true that ",
        "It does not follow that ",
        "We cannot agree with the district court that ",
        "We do not agree with Pratt that ",
        "We have never held that ",  # a holding the court says it has not made
        "This Court has not yet decided that ",
        "The dissent would hold that ",  # what the dissent would do is no holding
        # a party by its role, its counsel, a concession, a recommendation, a view by name
        "The employer argues that ",
        "The city contends that ",
        "Counsel for the union urges that ",
        "The government concedes that ",
        "The defendants acknowledge that ",
        "The magistrate judge recommended that ",
        "In the employer's view, ",
        "Plaintiffs' theory is that ",
        # a premise assumed or supposed, a possibility left open
        "We will assume, for purposes of this appeal, that ",
        "Even if ",
        "It may be that ",
        # a view set apart to be turned down, or other courts' holdings reported
        "It would be a mistake to conclude that ",
        "It is tempting to say that ",
        "One might think that ",
        "The tenant's position, that ",
        # another's words named by what they are to the court: a refrain, a reading, an insistence
        "The dissent's refrain, that ",
        "The dissent's refrain that ",
        "Petitioner's reading that ",
        "The government's insistence that ",
        "The dissent's repeated characterization, that ",
        # a view named to be turned down, only supposed, denied or unpersuasive
        "To conclude that ",
        "No court has held that ",
        "Were we to hold that ",
        "We are not holding that ",
        "It is hardly the case that ",
        "We are unpersuaded that ",
        "Some courts have held that ",
        "Several other circuits have concluded that ",
        # a view the court cannot reach, finds in error, or is asked or told to adopt
        "We cannot say that ",
        "We cannot conclude on this record that ",
        "The District Court erred in concluding that ",
        "The panel erred by holding that ",
        "Petitioner's argument that ",
        "The notion that ",
        "Petitioner asks us to hold that ",
        "The union invites this Court to conclude that ",
        "The Government tells us that ",
        "Appellant's principal contention is that ",
        "It would be absurd to hold that ",
        "Nothing in the statute suggests that ",
        # a state of things the court supposes, not one it finds
        "Had the landlord given written notice, ",
        "Were the landlord to give oral notice, ",
        "Nor can we say that ",
        "It cannot be said that ",
        "We are unable to say that ",
        "There is no evidence that ",
        "But the notion that ",
        # what a pleading, a witness, a court below or a separate opinion said
        "Plaintiffs allege that ",
        "The complaint alleges that ",
        "The witness testified that ",
        "The district court stated that ",
        "The district court explained that ",
        "Justice Scalia's dissent argues that ",
        "The concurrence suggests that ",
        "Amici warn that ",
        "The Solicitor General tells us that ",
        "The prosecutor argued to the jury that ",
        "We are told that ",
        # what the court doubts, denies, or finds unproved; a condition supposed
        "We cannot say ",
        "We cannot conclude ",
        "We do not believe that ",
        "We doubt that ",
        "We are not convinced that ",
        "It is far from clear that ",
        "It is unlikely that ",
        "This is not to say that ",
        "The State failed to prove that ",
        "The government has not shown that ",
        "The record does not establish that ",
        "Nor can it be said that ",
        "The dissent's view that ",
        "Unless ",
        "If ",
        # the same in other words: a named witness, a separate opinion, doubt, no proof, an aside
        "Officer Jones testified that ",
        "Dr. Smith testified at trial that ",
        "The dissenting opinion asserts that ",
        "Judge Smith, in dissent, argues that ",
        "The plurality suggests that ",
        "We are told by petitioner that ",
        "It is hardly clear that ",
        "It is by no means clear that ",
        "It is not at all clear that ",
        "We are not at all convinced that ",
        "Nor are we persuaded that ",
        "The State never proved that ",
        "The State failed to carry its burden of proving that ",
        "We doubt, however, that ",
        "The complaint alleges, in conclusory terms, that ",
        "Judge Smith, dissenting, argues that ",
        "The dissenters argue that ",
        "The indictment charged that ",
        "Plaintiff's complaint avers that ",
        "We are skeptical that ",
        # an argument only supposed, or what the court might hold on another footing
        "It could be argued that ",
        "It might well be said that ",
        "Were we writing on a clean slate, we might conclude that ",
        "It could plausibly be argued that ",
        "Were we writing on a clean slate, we might be tempted to conclude that ",
        "A court might conclude that ",
        # the verb "claim", however close to its party
        "Plaintiff claims that ",
        "The defendants also claim ",
        "Petitioner has long claimed that ",
        "Petitioner's claim is that ",
        "In Galloway's view, ",
        "The government's claim was that ",
    ],
)
def test_a_view_reported_or_denied_is_not_the_courts(lead: str) -> None:
    text = f"The case is close. {lead}the warrant was unnecessary in every case."
    assert reported_view(text, len(text) - len("the warrant was unnecessary in every case.")), lead


@pytest.mark.parametrize(
    "lead",
    [
        "We hold that ",
        "It is the law of this circuit that ",
        "It is now settled that ",
        "Congress provided that ",
        "We agree with the district court that ",
        "As Pratt argues, and we hold, ",
        "The employer's duty is clear: ",
        "The city's ordinance provides that ",
        "We can say with confidence that ",
        "The district court correctly concluded that ",
        "If a landlord fails to give notice, ",  # a rule's condition, not a supposition
        "If the seller had reason to know of the buyer's purpose, ",
        "Experience tells us that ",
        "Based on her objection to the post, one can assume that ",  # the court's own inference
        "Nothing more is required. We hold that ",
        "The Court's conclusion that ",
        "We are convinced that ",
        "It is clear that ",
        "The record establishes that ",
        "We believe that ",
        "As we explained, ",
        "The State proved that ",
        "The Court's view that ",
        "The government's burden to prove that ",
        "The rule that ",
        "To be sure, we hold that ",
        # a transition, not a supposition; a proposition the court goes on to adopt (see below)
        "To conclude, we hold that ",
        "To say the least, we find that ",
        "The dissent's error is plain: ",
        "Summary judgment is appropriate if ",  # the rule's condition, the court's own
        "A municipality is liable only where ",
        # certainty, not doubt; a court below's words the court adopts
        "The jury found beyond a reasonable doubt that ",
        "There is no serious doubt that ",
        "We cannot doubt that ",
        "As the district court explained, ",
        "We do not doubt that ",
        "No one doubts that ",
        "Nobody doubts that ",
        "It is beyond doubt that ",
        "Few would doubt that ",
        # the court's own conclusion, or its holding in the alternative
        "Thus it can be said that ",
        "It may be said that ",
        "Even if it had been, we would hold that ",
        "In our view, ",
        # a party's claim, the noun, is no report of what the party claims
        "Because the plaintiffs here have not nudged their claims ",
        "We hold that, in order to survive a motion to dismiss, a plaintiff asserting a claim to ",
        "A plaintiff may establish a plausible claim by ",
        "Because the plaintiff's claims arise under federal law, ",
        "The statute of limitations on the plaintiff's claim began to run when ",
    ],
)
def test_the_courts_own_lead_in_is_not_a_reported_view(lead: str) -> None:
    text = f"The case is close. {lead}the warrant was unnecessary in every case."
    assert reported_view(text, len(text) - len("the warrant was unnecessary in every case.")) is None, lead


QUOTED = "“a landlord is never liable for a tenant's injuries on a common stairway.”"


@pytest.mark.parametrize(
    ("lead", "after"),
    [
        ("The Fifth Circuit has held that ", " We respectfully disagree."),
        ("Some courts have concluded that ", " We reject that view."),
        ("The government's position is that ", " That position is wrong."),
        ("According to the appellant, ", " We are not persuaded."),
        ("The district court reasoned that ", " This was error."),
        ("Other circuits have said that ", " We think not."),
        # words the court quotes and leaves undecided are not its holding either
        ("The Ninth Circuit has said that ", " We need not decide that question."),
        ("Some courts have held that ", " We express no view on the matter."),
        ("The government contends that ", " We do not reach that issue."),
        (
            "The Ninth Circuit has said that ",
            " We need not decide whether a landlord is liable on a stairway.",
        ),
        ("The Ninth Circuit has held that ", " We decline to follow that rule."),
        ("The Ninth Circuit has held that ", " We do not share that view."),
        ("Some courts have held that ", " The statute says otherwise."),
        # the decision under review, reported by its circuit's name and reversed
        ("The Ninth Circuit held that ", " We reverse."),
        ("The Court of Appeals for the Fourth Circuit concluded that ", " We therefore vacate its judgment."),
        ("The Ninth Circuit concluded that ", " That conclusion cannot stand."),
        ("We reject the contention that ", " We agree with the dissent below."),
    ],
)
def test_words_the_court_turns_down_in_its_next_sentence_are_not_its_own(lead: str, after: str) -> None:
    """The rejection that follows the quoted words tells whose they are, whoever the lead-in names."""
    text = f"The case is close. {lead}{QUOTED}{after} The judgment is reversed."
    start = text.index(QUOTED)
    assert reported_view(text, start, start + len(QUOTED)), lead


@pytest.mark.parametrize(
    ("lead", "after"),
    [
        ("The Fifth Circuit has held that ", " We agree."),
        ("We hold that ", " The judgment is reversed."),
        ("The Fifth Circuit has held that ", " The district court disagreed, but it erred."),
        ("We have long held that ", " We reject the appellant's contrary view."),
        # the next sentence turns down another's proposition, which it names (Graham v. Connor)
        (
            "That test ",
            " We do not agree with the Court of Appeals' suggestion, see 827 F.2d, at 948, that it is.",
        ),
        ("The rule ", " We disagree with the dissent that it is."),
        ("The rule ", " We are not persuaded by the government's reading of the statute."),
        ("Some courts have held that ", " We agree."),  # joined, and so the court's own
        ("The Ninth Circuit held that ", " We affirm."),
        # the court's own holding, then its disposition
        ("Because the landlord gave no notice, ", " We reverse."),
        ("We hold that ", " We therefore vacate the judgment and remand."),
        # a view reported and then taken up as the court's own
        ("The district court concluded that ", " We agree."),
        ("The landlord's argument that ", ", and we accept it."),
        ("Other circuits have concluded that ", " We join them."),
        ("Some courts have held that ", " Today we join them."),
        ("Some courts have held that ", " We, too, so hold."),
        ("Several circuits have held that ", ", and we join them."),
        # the court among them, or joining them in the lead-in
        ("We agree with the many courts that have held that ", " The judgment is reversed."),
        ("Like many other courts, we have held that ", ""),
        ("Many courts, including this one, have held that ", ""),
        ("Other courts have held, and we agree, that ", ""),
        ("Other panels of this court have held that ", ""),
    ],
)
def test_words_the_court_adopts_or_holds_are_its_own(lead: str, after: str) -> None:
    text = f"The case is close. {lead}{QUOTED}{after}"
    start = text.index(QUOTED)
    assert reported_view(text, start, start + len(QUOTED)) is None, lead


@pytest.mark.parametrize(
    "cited",
    [" Lake v. Finch, 400 F.3d 9, 12 (9th Cir. 2005).", " Id. at 12.", " See Lake v. Finch, 400 F.3d 9."],
)
def test_the_citation_of_the_words_quoted_comes_between_them_and_the_courts_answer(cited: str) -> None:
    text = f"The Ninth Circuit has said that {QUOTED}{cited} We need not decide that question."
    start = text.index(QUOTED)
    assert reported_view(text, start, start + len(QUOTED))


@pytest.mark.parametrize(
    "after", [" We are not persuaded that it is ambiguous.", " We disagree that the arrest was pretextual."]
)
def test_a_next_sentence_turning_down_a_clause_of_its_own_says_nothing_of_the_words_before(
    after: str,
) -> None:
    text = f"The case is close. The statute applies. {QUOTED}{after} The judgment is reversed."
    start = text.index(QUOTED)
    assert reported_view(text, start, start + len(QUOTED)) is None


OPINION_QUOTING = (
    "As we explained in Smith v. Jones, 500 F.3d 1, 5 (2d Cir. 2005), “a warrantless entry into a curtilage "
    "is presumptively unreasonable.” The Supreme Court has said that “the touchstone of the Fourth Amendment "
    "is reasonableness.” Florida v. Jimeno, 500 U.S. 248, 250 (1991). We hold that “officers need a warrant "
    "to search a closed container.” The statute says so. The officer testified that he “never saw a weapon "
    "in his hands.” 2 ER 145."
)


@pytest.mark.parametrize(
    ("words", "cited"),
    [
        (
            "a warrantless entry into a curtilage is presumptively unreasonable",
            "500 F.3d 1, 5 (2d Cir. 2005)",
        ),
        ("the touchstone of the Fourth Amendment is reasonableness", "Florida v. Jimeno, 500 U.S. 248"),
        ("officers need a warrant to search a closed container", None),  # the court's own, though quoted
        ("never saw a weapon in his hands", None),  # the record's words, not an authority's
        # the brief's quotation opening on the court's own word before its marks, the rest the other's
        (
            "said that “the touchstone of the Fourth Amendment is reasonableness",
            "Florida v. Jimeno, 500 U.S. 248",
        ),
        ("We hold that “officers need a warrant to search a closed container", None),
        # the court's own sentence, a few words of another's within it
        ("The Supreme Court has said that “the touchstone", None),
    ],
)
def test_words_the_court_quotes_from_another_authority_are_that_authoritys(
    words: str, cited: str | None
) -> None:
    """The court's quotation of another case, cited before or after it, is not the court's own
    holding: a brief giving the words as the court's without "(quoting ...)" is for a person."""
    from briefcheck.verify.content import quoted_from_another

    start = OPINION_QUOTING.index(words)
    assert quoted_from_another(OPINION_QUOTING, start, start + len(words)) == cited


@pytest.mark.parametrize(
    ("after", "reported"),
    [
        (", the government argues.", True),
        (", petitioner contends.", True),
        (", according to the State.", True),
        (", or so the State says.", True),
        (", the district court reasoned.", True),
        (", the government argues in its brief.", True),
        (", in the government's view.", True),
        (", says the government.", True),
        (", so the argument goes.", True),
        (", Smith contends.", True),
        (", the argument runs.", True),
        (", in petitioner's telling.", True),
        (", the State would have it.", True),
        (", as the dissent puts it.", True),
        (", we hold.", False),
        (". We hold as much today.", False),
        (", and the statute so provides.", False),
    ],
)
def test_an_attribution_after_the_words_makes_them_anothers(after: str, reported: bool) -> None:
    words = "the warrant was unnecessary in every case"
    text = f"The case is close. But {words}{after} The judgment is affirmed."
    start = text.index(words)
    assert bool(reported_view(text, start, start + len(words))) is reported, after


def test_an_attribution_after_the_words_is_what_the_answer_quotes() -> None:
    text = "The case is close. But the warrant was unnecessary, the government argues. We disagree."
    start = text.index("the warrant")
    said = reported_view(text, start, text.index(", the government"))
    assert said is not None and "the government argues" in said and "close" not in said, said


@pytest.mark.parametrize(
    ("said", "reports"),
    [
        ("The officer testified that", True),
        ("Despite the defense's allegations of bias, the court held that", False),
        ("The complaint alleged that", True),
        ("The City's policy states that", True),
        ("the alleged harassment must be", False),
        ("the complaint is dismissed unless it", False),
        # the court's own words, however the brief words its holding
        ("The court explained that", False),
        ("If anything, the court squarely held that", False),
        # a court below said to have spoken reports its view; one merely named does not
        ("The district court held that", True),
        ("affirming the district court's finding that", True),
        ("As the trial court put it,", True),
        ("holding that the district court lacked jurisdiction to enter", False),
        ("holding that the trial court abused its discretion by admitting", False),
        ("holding that the district court's order denying fees was a final decision", False),
        ("reversing the district court, which had concluded that", True),
        ("disagreeing with the district court that", True),
        ("The court has squarely refused to read a", True),
    ],
)
def test_the_briefs_own_words_say_whose_the_quotation_is(said: str, reports: bool) -> None:
    from briefcheck.verify.framing import BRIEF_REPORTS

    assert bool(BRIEF_REPORTS.search(said)) is reports, said


@pytest.mark.parametrize(
    ("said", "framed", "reports"),
    [
        # the brief's "if" reports a supposition the court puts, not a party's contention
        ('a tenant " " if he "fails to give written notice."', "The landlord contends that", False),
        ('a tenant forfeits the deposit only if he " "', "If the tenant fails to give notice,", True),
        ('whether " "', "The question is whether", True),
        # the brief's own "whether" reports a contention as the question it was
        (
            'The Second Circuit considered whether a tenant " " when he fails to give notice, and held not',
            "The landlord contends that",
            True,
        ),
        ('The landlord argued that " "', "The landlord contends that", True),
    ],
)
def test_the_briefs_if_reports_only_a_supposition(said: str, framed: str, reports: bool) -> None:
    from briefcheck.verify.framing import brief_reports

    assert brief_reports(said, framed) is reports


def test_a_question_left_open_about_other_things_leaves_the_court_its_own_words() -> None:
    """'The statute does not impose strict liability ... We do not reach whether the shipper could
    recover punitive damages': another question is left open, not the words quoted (a correct
    quotation was REVIEW, 'where the court reports another's view')."""
    quoted = "does not impose strict liability on dog owners"
    text = (
        f"The statute {quoted}, and we decline to read such liability into it. We do not reach whether "
        "the shipper could recover punitive damages."
    )
    start = text.index(quoted)
    assert reported_view(text, start, start + len(quoted)) is None


@pytest.mark.parametrize(
    ("after", "reported"),
    [
        (" fails.", True),
        (" is without merit.", True),
        (" is mistaken.", True),
        (" is well established.", False),
        (" is bedrock law.", False),
        (" is correct.", False),
    ],
)
def test_a_proposition_named_as_such_is_anothers_only_where_the_court_turns_it_down(
    after: str, reported: bool
) -> None:
    """ "The argument that X fails" reports a view the court rejects; "The proposition that X is well
    established" states the court's own (it was REVIEW)."""
    for lead in ("The argument that ", "The proposition that ", "The premise that ", "The contention that "):
        text = f"The case is close. {lead}the warrant was unnecessary in every case{after}"
        start = text.index("the warrant")
        end = start + len("the warrant was unnecessary in every case")
        assert (reported_view(text, start, end) is not None) is reported, (lead, after)
