"""A paraphrase that copies a sentence of the authority with its negation flipped: "holding that
a carrier is liable" where the court wrote "is not liable". Found without a model, by aligning
words; a flip that is only a negation, never a rewording ("not unreasonable" for "reasonable")."""

from __future__ import annotations

import pytest

from briefcheck.verify.reversal import Reversal, copied_sentence, reversed_sentence

CARRIER = (
    "The bill of lading governs the shipment. We therefore hold that a carrier that accepts goods for "
    "shipment is not liable for losses caused by an act of God. The district court awarded damages."
)
IMMUNITY = (
    "Against this background, we therefore hold that government officials performing discretionary "
    "functions generally are shielded from liability for civil damages insofar as their conduct does "
    "not violate clearly established statutory or constitutional rights."
)


FLIPPED = [
    # "did not" put before a verb the court wrote in the past tense, however the tense is made
    (
        "the court held that the agency did not exceed its authority in issuing the emergency rule",
        "We conclude that the agency exceeded its authority in issuing the emergency rule.",
    ),
    (
        "the jury did not find the manufacturer negligent in the design of the ladder",
        "The jury found the manufacturer negligent in the design of the ladder.",
    ),
    # the "not" dropped, the rest copied with words left out
    ("holding that a carrier is liable for losses caused by an act of God", CARRIER),
    # "does not violate" made "violates"
    (
        "holding that officials are shielded from liability for civil damages insofar as their "
        "conduct violates clearly established statutory or constitutional rights",
        IMMUNITY,
    ),
    # a "not" added to what the court said plainly
    (
        "the court held that a seller who conceals a known defect is not liable for fraud",
        "We hold that a seller who conceals a known defect from the buyer is liable for fraud.",
    ),
    # "never" and "cannot be held" are negations too; "isn't" is "is not"
    (
        "a landlord is responsible for injuries caused by a tenant's dog",
        "A landlord is never responsible for injuries caused by a tenant's dog on the premises.",
    ),
    (
        "an employer is liable for an independent contractor's negligence",
        "An employer cannot be held liable for an independent contractor's negligence.",
    ),
    (
        "a warrantless search of a home is reasonable under the Fourth Amendment",
        "A warrantless search of a home isn't reasonable under the Fourth Amendment.",
    ),
    # "must" for "need not"
    (
        "the plaintiff must show that the very action in question has previously been held unlawful",
        "The plaintiff need not show that the very action in question has previously been held unlawful.",
    ),
    # "no" for "a"
    (
        "a public official has a duty to disclose exculpatory grand jury testimony",
        "Under our precedents no public official has a duty to disclose exculpatory grand jury testimony.",
    ),
    # "always" for "never": the court's negation turned into its opposite
    (
        "Courts have always treated an implied promise as sufficient for this purpose.",
        "Courts have never treated an implied promise as sufficient for this purpose.",
    ),
    (
        "A landlord is never responsible for injuries caused by a tenant's dog.",
        "A landlord is always responsible for injuries caused by a tenant's dog on the premises.",
    ),
]
# the court's "A, not B" read as "B"
NOT_B = [
    (
        "holding that the notice requirement of the statute is jurisdictional",
        "The notice requirement of the statute is discretionary, not jurisdictional.",
    ),
    (
        "the statute applies to independent contractors hired after the effective date",
        "The statute applies to employees, not independent contractors, hired after the effective date.",
    ),
]
# the court's sentence cut short before its exception or its other clause, or opened by a linking
# "However,": the part copied is still flipped
CUT_SHORT = [
    (
        "an employer is not liable for the torts of employees acting within the scope of their employment",
        "An employer is liable for the torts of employees acting within the scope of their employment unless "
        "the employee was on a frolic of his own.",
    ),
    (
        "a notice of appeal filed after the deadline does not deprive the court of appellate jurisdiction",
        "However, a notice of appeal filed after the deadline deprives this court of appellate jurisdiction.",
    ),
    (
        "statements made by a party's agent concerning a matter within the scope of the agency are hearsay",
        "Statements made by a party's agent concerning a matter within the scope of the agency are not "
        "hearsay, except when offered against the agent personally.",
    ),
    (
        "the exclusionary rule does not apply to evidence obtained in violation of the Fourth Amendment",
        "The exclusionary rule applies to evidence obtained in violation of the Fourth Amendment, but the "
        "good-faith exception permits its use where officers reasonably relied on a warrant.",
    ),
]
# "every" put for the court's "no", and back
QUANTIFIED = [
    (
        "every employee who resigns is entitled to severance pay under the plan",
        "No employee who resigns is entitled to severance pay under the plan.",
    ),
    (
        "no employee who resigns is entitled to severance pay under the plan",
        "Each employee who resigns is entitled to severance pay under the plan.",
    ),
]
# a short sentence copied whole, its proposition and nothing more, with the negation flipped
SHORT_FLIPPED = [
    ("holding that the statute of limitations is not tolled", "The statute of limitations is tolled."),
    ("the arbitration clause is enforceable", "Accordingly, the arbitration clause isn't enforceable."),
    # the sentence read alone, though its rarest word opens it: not run into the one before
    (
        "willfulness is not required for contempt",
        "Contempt requires notice, and contempt was required here. Willfulness is required for contempt.",
    ),
]
# a word turned into its opposite: by a prefix put on or taken off, or a holding's opposite
OPPOSED = [
    # a requirement said to be needless, a broad reading said to be narrow
    (
        "the court held that written notice is unnecessary before a landlord may terminate the lease",
        "We hold that written notice is required before a landlord may terminate the lease.",
    ),
    (
        "the court held that the statute must be construed narrowly in favor of the injured worker",
        "The statute must be construed broadly in favor of the injured worker.",
    ),
    # a standard of proof or of review put for another, written in several words
    (
        "the employer must prove the defense by a preponderance of the evidence in every such case",
        "The employer must prove the defense by clear and convincing evidence in every such case.",
    ),
    (
        "the court of appeals reviews the length of the sentence de novo on appeal from the district court",
        "The court of appeals reviews the length of the sentence for abuse of discretion on appeal from the "
        "district court.",
    ),
    (
        "the government must prove each element beyond a reasonable doubt at the revocation hearing",
        "The government must prove each element by a preponderance of the evidence at the revocation "
        "hearing.",
    ),
    # the opposite put as the sentence's last word: nothing after it to align
    (
        "courts defer to an agency's reading when the statute is unambiguous",
        "Courts defer to an agency's reading when the statute is ambiguous.",
    ),
    (
        "the statute awards fees to the prevailing defendant",
        "The statute awards fees to the prevailing plaintiff.",
    ),
    # a limit, a time or an effect put for its opposite
    (
        "the statute sets a maximum penalty for the offense of burglary",
        "The statute sets a minimum penalty for the offense of burglary.",
    ),
    (
        "the notice must be filed after the hearing on the motion",
        "The notice must be filed before the hearing on the motion.",
    ),
    (
        "the amendment applies retroactively to pending claims for benefits",
        "The amendment applies prospectively to pending claims for benefits.",
    ),
    (
        "a warrantless search of a home is unreasonable under the Fourth Amendment",
        "A warrantless search of a home is reasonable under the Fourth Amendment when exigent.",
    ),
    (
        "the evidence seized from the defendant's car was admissible at his criminal trial",
        "The evidence seized from the defendant's car was inadmissible at his criminal trial.",
    ),
    (
        "the exclusionary rule applies in a civil proceeding brought by the government",
        "The exclusionary rule applies in a criminal proceeding brought by the government.",
    ),
    (
        "the statute's notice requirement is mandatory for every claim against the county",
        "The statute's notice requirement is discretionary for every claim against the county.",
    ),
]
# a number replaced, written in digits or in words
REPLACED = [
    (
        "the district court awarded $54,000 in damages for the lost shipment",
        "The district court awarded $45,000 in damages for the lost shipment.",
    ),
    (
        "a claimant must file within thirty days of the denial of the claim",
        "A claimant must file within ninety days of the denial of the claim.",
    ),
    (
        "the limitations period for such claims is 2 years from the date of the injury",
        "The limitations period for such claims is three years from the date of the injury.",
    ),
]


@pytest.mark.parametrize(
    ("brief", "authority", "change"),
    [(b, a, "negation") for b, a in FLIPPED + SHORT_FLIPPED + NOT_B + CUT_SHORT + QUANTIFIED]
    + [(b, a, "number") for b, a in REPLACED]
    + [(b, a, "opposite") for b, a in OPPOSED],
)
def test_a_flipped_negation_or_replaced_number_is_found_with_the_sentence_it_copies(
    brief: str, authority: str, change: str
) -> None:
    found = reversed_sentence(brief, authority)
    assert found is not None and found.sentence in authority
    assert found.change == change


@pytest.mark.parametrize(
    ("brief", "authority"),
    [
        # the same figure written as a word or in digits
        (
            "a claimant must file within 90 days of the denial of the claim",
            "A claimant must file within ninety days of the denial of the claim.",
        ),
        # a number of two words, as one figure
        (
            "the limitations period is 35 days from the notice of the claim",
            "The limitations period is thirty-five days from the notice of the claim.",
        ),
        # a rounded sum is a rewording, not a replaced figure
        (
            "the jury awarded about $1 million in damages for the lost shipment",
            "The jury awarded $1,045,000 in damages for the lost shipment.",
        ),
    ],
)
def test_the_same_figure_or_a_rounded_one_is_no_change(brief: str, authority: str) -> None:
    assert reversed_sentence(brief, authority) is None


@pytest.mark.parametrize(
    ("brief", "authority"),
    [
        # the same polarity: a fair paraphrase
        ("holding that a carrier is not liable for losses caused by an act of God", CARRIER),
        # the court states both the rule it rejects and the one it adopts: the brief's is there
        (
            "holding that a carrier is liable for losses caused by an act of God",
            "The district court held that a carrier is not liable for losses caused by an act of God. "
            "We disagree, and hold that a carrier is liable for losses caused by an act of God.",
        ),
        # the negation sits in a clause the brief does not copy
        (
            "the carrier is liable for the losses caused by the storm",
            "Although the carrier was not negligent in loading the cargo, the carrier is liable for the "
            "losses caused by the storm.",
        ),
        # a double negative reworded is no flip ("not unreasonable" for "reasonable"), either way
        (
            "the officers' delay in seeking the warrant was reasonable under the circumstances",
            "The officers' delay in seeking the warrant was not unreasonable under the circumstances.",
        ),
        (
            "the officers' delay in seeking the warrant was not unreasonable under the circumstances",
            "The officers' delay in seeking the warrant was reasonable under the circumstances.",
        ),
        # the court's "A, not B" read as "A"
        (
            "the statute applies to employees hired after the effective date",
            "The statute applies to employees, not independent contractors, hired after the effective date.",
        ),
        # "invaluable" is no "not valuable"
        (
            "The testimony of the informant was valuable to the prosecution in securing the conviction.",
            "We conclude that the testimony of the informant was invaluable to the prosecution in securing "
            "the conviction of the defendant.",
        ),
        # a word that only looks prefixed ("inform", "form") is no opposite
        (
            "the agency must inform each applicant of the decision within the statutory period",
            "The agency must form each applicant's file of the decision within the statutory period.",
        ),
        # "not only" adds, it does not deny
        (
            "a carrier is liable for losses caused by its own negligence",
            "A carrier is not only liable for losses caused by its own negligence but also for delay.",
        ),
        # too few words to call it a copy
        ("holding it liable", "We do not hold it liable."),
        ("the motion was timely", "The motion was not timely."),
        # a short proposition found inside a longer sentence that says more is no whole copy
        (
            "the statute of limitations is not tolled",
            "The statute of limitations is tolled while the defendant is absent from the state.",
        ),
        # a loose paraphrase that shares a few words is no copy
        (
            "courts decline to impose liability on carriers for natural disasters in most circumstances",
            CARRIER,
        ),
        # a judgment the court says it cannot make, given as its negation (a standard of review's
        # words); and a "-ful" given as its "-less" under the court's "do not believe"
        (
            "the district court did not abuse its discretion in denying the motion for a new trial",
            "We cannot say that the district court abused its discretion in denying the motion for a new "
            "trial.",
        ),
        (
            "the officer's use of force against the handcuffed driver was not excessive",
            "We cannot conclude that the officer's use of force against the handcuffed driver was excessive.",
        ),
        (
            "the search of the trunk was reasonable",
            "It cannot be said that the search of the trunk was unreasonable.",
        ),
        (
            "the admission of the toxicology report was harmless to the defendant",
            "We do not believe that the admission of the toxicology report was harmful to the defendant.",
        ),
    ],
)
def test_no_flip_is_claimed_where_the_brief_says_it_the_courts_way_or_copies_nothing(
    brief: str, authority: str
) -> None:
    assert reversed_sentence(brief, authority) is None


@pytest.mark.parametrize(
    ("brief", "authority"),
    [
        # the brief says the court turned the proposition down
        (
            "the court rejected the argument that a carrier that accepts goods for shipment is liable for "
            "losses caused by an act of God",
            CARRIER,
        ),
        # the brief gives the proposition to a party
        (
            "Meridian contends that a carrier that accepts goods for shipment is liable for losses caused by "
            "an act of God",
            CARRIER,
        ),
        # the sentence flipped is the view the court turns down
        (
            "holding that a carrier is liable for losses caused by an act of God",
            "The district court erred in holding that a carrier is not liable for losses caused by an act "
            "of God.",
        ),
        (
            "holding that a carrier is liable for losses caused by an act of God",
            "Meridian argues that a carrier is not liable for losses caused by an act of God.",
        ),
    ],
)
def test_no_flip_is_claimed_for_a_proposition_turned_down_or_given_to_another(
    brief: str, authority: str
) -> None:
    assert reversed_sentence(brief, authority) is None


def test_a_condition_restated_the_other_way_round_is_no_flip() -> None:
    """ "not liable ... unless negligent" is "liable ... only if negligent" said the other way."""
    assert (
        reversed_sentence(
            "a common carrier is not liable for cargo damage unless it was negligent in stowing the cargo",
            "A common carrier is liable for cargo damage only if it was negligent in stowing the cargo.",
        )
        is None
    )


def test_the_same_standard_written_otherwise_is_no_flip() -> None:
    """ "by clear and convincing evidence" and "clear and convincing" are one standard."""
    court = "The employer must prove the defense by clear and convincing evidence in every such case."
    assert (
        reversed_sentence(
            "the employer must prove the defense clear and convincing in every such case", court
        )
        is None
    )
    assert (
        reversed_sentence(
            "the employer must prove the defense by clear and convincing evidence in every such case", court
        )
        is None
    )


TIMES = (
    "The limitations period for such claims is two years. The employee bears the burden of proving pretext."
)


@pytest.mark.parametrize(
    ("brief", "authority", "change"),
    [
        # a word put in front ("Indeed,") with the change: the changed word, absent from the opinion,
        # once counted against the copy and was the word searched for
        ("Indeed, the limitations period for such claims is three years.", TIMES, "number"),
        ("Critically, the employer bears the burden of proving pretext.", TIMES, "opposite"),
        # two words put in front, or a paragraph's letter and one
        ("Thus, notably, the limitations period for such claims is three years.", TIMES, "number"),
        ("Put simply, the limitations period for such claims is three years.", TIMES, "number"),
        ("C. Notably, the limitations period for such claims is three years.", TIMES, "number"),
        ("Under Second Circuit law, the employer bears the burden of proving pretext.", TIMES, "opposite"),
        ("The officers acted unreasonably in the circumstances.",
         "The officers acted reasonably in the circumstances.", "opposite"),
        # both parties' roles swapped: two opposites do not cancel as two negations would
        ("An employee must give written notice to the employer before a termination for cause.",
         "An employer must give written notice to the employee before a termination for cause.", "opposite"),
        ("The tenant must return the security deposit to the landlord within thirty days.",
         "The landlord must return the security deposit to the tenant within thirty days.", "opposite"),
        # a modal's or a quantifier's force turned
        ("A district court must award attorney's fees to a prevailing defendant in such a case.",
         "A district court may award attorney's fees to a prevailing defendant in such a case.", "opposite"),
        ("The agency may hold a public hearing before revoking a broadcast license.",
         "The agency must hold a public hearing before revoking a broadcast license.", "opposite"),
        ("None of the plaintiff's claims are barred by res judicata.",
         "Some of the plaintiff's claims are barred by res judicata.", "negation"),
        ("Some of the defendant's counterclaims are preempted by federal law.",
         "All of the defendant's counterclaims are preempted by federal law.", "opposite"),
        # the parties exchanged with the words around them, which reads word for word as a move (it
        # was VERIFIED)
        ("the employee owes the employer a duty of good faith in processing the grievance",
         "The employer owes the employee a duty of good faith in processing the grievance.", "opposite"),
        ("the landlord, not the tenant, bears the cost of routine repairs to the premises",
         "The tenant, not the landlord, bears the cost of routine repairs to the premises.", "opposite"),
        # a negation turned in each of two clauses: two propositions, not a double negative (it was
        # VERIFIED, and the same words the other way round were a dissent's "copy")
        ("the exhaustion requirement is jurisdictional, and no failure to exhaust may be excused when "
         "remedies are unavailable",
         "The exhaustion requirement is not jurisdictional, and any failure to exhaust may be excused when "
         "remedies are unavailable.", "negation"),
    ],
)  # fmt: skip
def test_a_change_survives_a_word_put_in_front_a_double_swap_and_a_modal(
    brief: str, authority: str, change: str
) -> None:
    found = reversed_sentence(brief, authority)
    assert found is not None and found.change == change


NOR = "Nor may a landlord retain any portion of the deposit without itemizing the deductions in writing."


@pytest.mark.parametrize(
    "court",
    [
        # not decided, or made without hesitation: given as the negation, a flip
        "We need not conclude that the statute of limitations was tolled during the appeal.",
        "We do not hesitate to conclude that the statute of limitations was tolled during the appeal.",
        "It is not enough to say that the statute of limitations was tolled during the appeal.",
    ],
)
def test_a_judgment_the_court_need_not_make_is_no_denial_of_it(court: str) -> None:
    found = reversed_sentence("the statute of limitations was not tolled during the appeal", court)
    assert found is not None and found.change == "negation", court


def test_opposite_endings_of_one_stem_are_opposites_only_where_they_say_so() -> None:
    assert reversed_sentence(
        "the error was harmless to the defendant", "The error was harmful to the defendant."
    )
    assert reversed_sentence("the conduct was shameless", "The conduct was shameful.") is None


def test_a_judgment_the_court_makes_given_as_one_it_cannot_make_is_a_flip() -> None:
    said = "the district court abused its discretion in denying the motion for a new trial"
    court = (
        "We cannot say that the district court abused its discretion in denying the motion for a new trial."
    )
    assert reversed_sentence(said, court) == Reversal(court, "negation")


def test_a_court_sentence_opening_with_nor_is_negated() -> None:
    said = "A landlord may retain any portion of the deposit without itemizing the deductions in writing."
    assert reversed_sentence(said, NOR) == Reversal(NOR, "negation")


@pytest.mark.parametrize(
    ("brief", "authority"),
    [
        ("A district court shall award attorney's fees to a prevailing defendant in such a case.",
         "A district court must award attorney's fees to a prevailing defendant in such a case."),
        ("Indeed, the limitations period for such claims is two years.", TIMES),
        ("Each of the defendant's counterclaims is preempted by federal law.",
         "All of the defendant's counterclaims are preempted by federal law."),
        # "Nor may X" is "X may not", or "X cannot"
        ("And a landlord may not retain any portion of the deposit without itemizing the deductions in "
         "writing.", NOR),
        ("A landlord cannot retain any portion of the deposit without itemizing the deductions in writing.",
         NOR),
    ],
)  # fmt: skip
def test_the_same_force_written_otherwise_is_no_change(brief: str, authority: str) -> None:
    assert reversed_sentence(brief, authority) is None


@pytest.mark.parametrize(
    ("brief", "authority"),
    [
        # a comparison said from its other end: both sides and the comparative swapped
        ("State courts are greater in number than federal courts.",
         "Federal courts are fewer in number than state courts."),
        ("The criminal penalty is higher than the civil penalty for this offense.",
         "The civil penalty is lower than the criminal penalty for this offense."),
        # a citation the brief makes with another pin is no paraphrase (a real opinion's own citation)
        ("See Inman v. Inman, 648 S.W.2d 847, 852 (Ky. 1982).",
         "The court has discretion. Inman v. Inman, 648 S.W.2d 847, 849 (Ky. 1982)."),
    ],
)  # fmt: skip
def test_a_converse_comparison_or_a_citation_alone_is_no_reversal(brief: str, authority: str) -> None:
    assert reversed_sentence(brief, authority) is None


HELD_NOT_LIABLE = "We hold that a landlord is not liable for water damage caused by a tenant's negligence."


@pytest.mark.parametrize(
    "qualifier", [", even without notice", " if the lease is silent", ", but only for repair costs"]
)
def test_a_qualifier_after_the_flipped_proposition_hides_no_flip(qualifier: str) -> None:
    """A condition the brief adds after its proposition leaves the proposition to compare."""
    brief = f"a landlord is liable for water damage caused by a tenant's negligence{qualifier}"
    found = reversed_sentence(brief, HELD_NOT_LIABLE)
    assert found is not None and found.change == "negation"


def test_a_qualified_proposition_the_court_states_with_its_qualifier_is_no_flip() -> None:
    authority = (
        "A landlord is not liable for water damage caused by a tenant's negligence. A landlord is "
        "liable for water damage caused by a tenant's negligence only if the lease says so."
    )
    brief = (
        "a landlord is liable for water damage caused by a tenant's negligence, but only if the lease says so"
    )
    assert reversed_sentence(brief, authority) is None


def test_a_qualifier_stating_the_exception_the_court_sets_out_next_is_no_flip() -> None:
    """The court states the rule, then its exception: the brief's "admissible if offered to prove
    motive" states the exception, not the rule turned around."""
    authority = (
        "Evidence of prior bad acts is not admissible to prove character. Such evidence may be admitted "
        "for another purpose, such as proving motive or intent."
    )
    brief = "evidence of prior bad acts is admissible if offered to prove motive or intent"
    assert reversed_sentence(brief, authority) is None


SNIFF = (
    "The officer stopped the car. A dog sniff conducted after the mission of the stop is complete, and "
    "without independent reasonable suspicion, violates the Fourth Amendment. We reverse."
)
SNIFF_REJECTED = (
    "The Government's position is that a dog sniff conducted after the mission of the stop is complete, and "
    "without independent reasonable suspicion, does not violate the Fourth Amendment. That position cannot "
    "be squared with our cases."
)


def test_a_flip_copying_the_courts_own_qualifier_is_found() -> None:
    """ "(holding that a dog sniff ..., and without independent reasonable suspicion, does not violate
    ...)": the brief's "without" is the court's own, not an exception it adds; the paraphrase was cut
    before it and the reversed holding was VERIFIED."""
    brief = (
        "holding that a dog sniff conducted after the mission of the stop is complete, and without "
        "independent reasonable suspicion, does not violate the Fourth Amendment"
    )
    found = reversed_sentence(brief, SNIFF)
    assert found is not None and found.change == "negation"
    assert reversed_sentence(brief.replace("does not violate", "violates"), SNIFF) is None


def test_a_view_the_court_reports_with_the_qualifier_is_no_flip() -> None:
    brief = (
        "holding that a dog sniff conducted after the mission of the stop is complete, and without "
        "independent reasonable suspicion, violates the Fourth Amendment"
    )
    assert reversed_sentence(brief, SNIFF_REJECTED) is None


def test_a_sentence_holding_the_briefs_words_in_another_order_does_not_copy_its_denial() -> None:
    # the majority's sentence holds every content word of the dissent's mirror: it was the brief's
    # "copy", so a dissent passed off as the holding was VERIFIED
    dissent = (
        "a driver whom the rental agreement does not list as an authorized driver has no reasonable "
        "expectation of privacy in the rental car"
    )
    majority = (
        "A driver in lawful possession of a rental car has a reasonable expectation of privacy in it even if "
        "the rental agreement does not list him as an authorized driver."
    )
    assert copied_sentence(dissent, majority) is None
    assert copied_sentence(dissent, dissent.capitalize() + ", and I would affirm.") is not None


def test_a_scope_turned_broader_or_narrower_is_a_change() -> None:
    court = "The exclusion in the policy is broader than the statutory exception it mirrors."
    found = reversed_sentence(
        "the exclusion in the policy is narrower than the statutory exception it mirrors", court
    )
    assert found is not None and found.change == "opposite"


@pytest.mark.parametrize(
    ("brief", "court"),
    [
        ("The fine may not exceed 1,000 dollars for each violation.",
         "The fine may not exceed one thousand dollars for each violation."),
        ("The period runs 120 days from accrual of the claim.",
         "The period runs one hundred twenty days from accrual of the claim."),
    ],
)  # fmt: skip
def test_a_number_written_otherwise_is_no_number_changed(brief: str, court: str) -> None:
    """ "1,000" for "one thousand" was read as "1", "000": a number changed (REVIEW)."""
    assert reversed_sentence(brief, court) is None
