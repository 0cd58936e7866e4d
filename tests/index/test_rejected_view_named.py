"""A view the court reports and turns down is not its law, whoever's words the brief says they are:
"(quoting Ames ...)", "(internal quotation marks omitted)" or "(cleaned up)" names the words' source,
not the court's holding. The same quotation without them was REVIEW; with them it was VERIFIED."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus

PAGES = {
    200: "Plaintiff Lena Pruitt was struck by a tractor-trailer driven by an employee of Galloway.",
    202: (
        "The Seventh Circuit has held that a carrier \u201cis strictly liable for every tort its drivers "
        "commit on the highway.\u201d Ames v. Bell, 800 F.3d 1, 5 (7th Cir. 2015). We decline to follow "
        "Ames. An employer is liable only for the torts of employees acting within the scope of their "
        "employment."
    ),
    203: (
        "The dissent contends that the limitations period \u201cbegan to run on January 1, 2015.\u201d We "
        "disagree. The limitations period began on March 1, 2016, when Pruitt discovered the injury."
    ),
}
CITED = "Hale v. Pratt, 600 F.3d 200, {pin} (2d Cir. 2011)"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory):
    return one_opinion_index(tmp_path_factory.mktemp("rejected"), PAGES)


NAMED_SO = ["", " (quoting Ames v. Bell, 800 F.3d 1, 5 (7th Cir. 2015))", " (cleaned up)",
            " (internal quotation marks omitted)"]  # fmt: skip


@pytest.mark.parametrize("after", NAMED_SO)
@pytest.mark.parametrize(
    ("said", "pin"),
    [
        ('A carrier "is strictly liable for every tort its drivers commit on the highway."', 202),
        ('The limitations period "began to run on January 1, 2015."', 203),
    ],
)
def test_a_view_the_court_turns_down_is_not_its_law_whoever_said_it(
    index, tmp_path, after: str, said: str, pin: int
) -> None:
    evidence, status = offline_check(index, tmp_path, f"{said} {CITED.format(pin=pin)}{after}.", "Hale")
    assert status is CitationStatus.REVIEW, evidence.evidence_summary


def test_the_courts_own_words_after_it_are_still_verified(index, tmp_path) -> None:
    said = (
        '"An employer is liable only for the torts of employees acting within the scope of their employment."'
    )
    evidence, status = offline_check(index, tmp_path, f"{said} {CITED.format(pin=202)} (cleaned up).")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


CONDEMNED = {
    300: 'The prosecutor told the jury that "a defendant who remains silent has something to hide." That '
    "remark was improper.",
    301: 'The trial court instructed the jury that "flight alone is sufficient proof of guilt." That '
    "instruction misstated the law.",
    302: 'The officer testified that "the defendant consented to the search of the trunk." The district '
    "court did not credit that testimony.",
    303: 'The trial court instructed the jury that "the burden of proof never shifts to the defendant." That '
    "instruction correctly stated the law.",
}


@pytest.fixture(scope="module")
def condemned(tmp_path_factory: pytest.TempPathFactory):
    return one_opinion_index(tmp_path_factory.mktemp("condemned"), CONDEMNED)


@pytest.mark.parametrize(
    ("said", "pin", "expected"),
    [
        ('The court recognized that "a defendant who remains silent has something to hide."', 300, "REVIEW"),
        ('As the court explained, "flight alone is sufficient proof of guilt."', 301, "REVIEW"),
        ('The court found that "the defendant consented to the search of the trunk."', 302, "REVIEW"),
        # words the court approves are not turned down
        ('As the court explained, "the burden of proof never shifts to the defendant."', 303, "VERIFIED"),
    ],
)
def test_words_the_court_quotes_to_condemn_are_not_its_own(
    condemned, tmp_path, said: str, pin: int, expected: str
) -> None:
    """A lawyer's improper remark, an instruction that misstated the law, testimony the court did
    not credit: the court quotes them to condemn or disbelieve them, and they were VERIFIED as its."""
    cited = CITED.format(pin=pin).replace("600 F.3d 200", "600 F.3d 300")
    evidence, status = offline_check(condemned, tmp_path, f"{said} {cited}.")
    assert status.value == expected, evidence.evidence_summary


OWN = {
    400: "An employer is liable only for the torts of employees acting within the scope of their "
    "employment. We decline to follow Ames.",
    401: "A prosecutor may not comment on a defendant's silence at trial. That remark was improper.",
    402: "The defendant consented to the search of the trunk. The district court did not credit the "
    "defendant's later testimony to the contrary.",
    403: 'The prosecutor told the jury that "a defendant who remains silent has something to hide." That '
    "remark was plainly improper.",
    404: 'The trial court charged the jury that "flight alone is sufficient proof of guilt." The jury '
    "instruction misstated the law.",
    405: 'The Seventh Circuit has held that a carrier "is strictly liable for every tort of its drivers." '
    "Ames v. Bell, 800 F.3d 1, 5 (7th Cir. 2015). We are not persuaded by Ames.",
    # the court's own sentence after a party's argument: its lead-in is its own, not the argument's
    406: "Ives argues the search was lawful. A warrant is required before officers search a phone. We "
    "disagree with Ives.",
}


@pytest.fixture(scope="module")
def own(tmp_path_factory: pytest.TempPathFactory):
    return one_opinion_index(tmp_path_factory.mktemp("own"), OWN)


@pytest.mark.parametrize(
    ("said", "pin", "expected"),
    [
        # the court's own words before a sentence turning down something else
        ('The court held that "an employer is liable only for the torts of employees acting within the '
         'scope of their employment."', 400, "VERIFIED"),
        ('The court held that "a prosecutor may not comment on a defendant\'s silence at trial."', 401,
         "VERIFIED"),
        ('The court found that "the defendant consented to the search of the trunk."', 402, "VERIFIED"),
        # condemned or turned down in other words
        ('The court recognized that "a defendant who remains silent has something to hide."', 403, "REVIEW"),
        ('As the court explained, "flight alone is sufficient proof of guilt."', 404, "REVIEW"),
        ('A carrier "is strictly liable for every tort of its drivers."', 405, "REVIEW"),
        ('The court held that "[a] warrant is required before officers search a phone."', 406, "VERIFIED"),
    ],
)  # fmt: skip
def test_a_sentence_turning_down_another_thing_leaves_the_courts_words_its_own(
    own, tmp_path, said: str, pin: int, expected: str
) -> None:
    cited = CITED.format(pin=pin).replace("600 F.3d 200", "600 F.3d 400")
    evidence, status = offline_check(own, tmp_path, f"{said} {cited}.")
    assert status.value == expected, evidence.evidence_summary


OVERRULED = {
    300: "The farmworkers sued under the Migrant and Seasonal Agricultural Worker Protection Act.",
    301: (
        "In Whitlock v. Desert Sun Ranches, Inc., 800 F.3d 125 (9th Cir. 2015), a panel held that joint "
        "employment requires direct control over daily tasks. That test cannot be reconciled with the "
        "statute's regulatory definition. We overrule Whitlock. Joint employment turns on the economic "
        "realities of the relationship."
    ),
    302: "In Orr v. Pike, 810 F.3d 1 (9th Cir. 2016), the panel held that wages are owed weekly. We overrule "
    "Orr.",
    303: "In Lyle v. Ames, 820 F.3d 1 (9th Cir. 2017), a panel held that tips are wages. We now overrule "
    "that decision. In Ross v. Tate, 830 F.3d 1 (9th Cir. 2018), a panel held that meal breaks are paid "
    "time. That approach cannot be reconciled with the Act.",
}


@pytest.mark.parametrize(
    ("said", "pin", "status"),
    [
        # the panel's holding the en banc court reports and overrules, quoted as the court's own
        ('The court held that "joint employment requires direct control over daily tasks."', 301,
         CitationStatus.REVIEW),
        ('The court held that "wages are owed weekly."', 302, CitationStatus.REVIEW),
        ('The court held that "tips are wages."', 303, CitationStatus.REVIEW),
        ('The court held that "meal breaks are paid time."', 303, CitationStatus.REVIEW),
        # the en banc court's own rule after it
        ('The court held that "joint employment turns on the economic realities of the relationship."', 301,
         CitationStatus.VERIFIED),
    ],
)  # fmt: skip
def test_a_holding_the_court_reports_and_overrules_is_not_its_own(
    tmp_path, said: str, pin: int, status: CitationStatus
) -> None:
    index = one_opinion_index(tmp_path, OVERRULED)
    evidence, got = offline_check(
        index, tmp_path, f"{said} Hale v. Pratt, 600 F.3d 300, {pin} (2d Cir. 2011)."
    )
    assert got is status, evidence.evidence_summary
