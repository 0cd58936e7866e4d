"""Words a court quotes from the record (a handbook in the joint appendix, a jury instruction in
the transcript, a party's brief) are the document's or the witness's, not the court's: a brief
that gives them as what the court held is sent for review; one that says whose they are is not."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    300: "Plaintiffs allege that the company concealed the defect from its regulators for years.",
    301: "The employer's handbook provides: “an employer is never liable for harassment by a supervisor.” "
    "(J.A. 45.) We hold that the handbook does not bind the plaintiff.",
    302: "The jury was instructed that “the employer must prove the defense by clear and convincing "
    "evidence.” Tr. 112. In its brief, the insurer puts it this way: “coverage is excluded for any loss "
    "caused by flooding.” Appellant's Br. 12.",
    303: "The agency's letter warned that “benefits will end on the first of the month.” Pet. App. 12a. The "
    "officer wrote that “the suspect consented to the search of the vehicle.” (Doc. 3.) The judgment "
    "is affirmed.",
}
CITED = "Hale v. Pratt, 600 F.3d 300, {} (2d Cir. 2011)."


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("record"), PAGES)


@pytest.mark.parametrize(
    ("said", "pin"),
    [
        ('The court held that "an employer is never liable for harassment by a supervisor."', 301),
        ('The court held that "the employer must prove the defense by clear and convincing evidence."', 302),
        ('Hale holds that "coverage is excluded for any loss caused by flooding."', 302),
        ('The court found that "benefits will end on the first of the month."', 303),
        # a rule word the court's own act governs: the court's rule, said of the handbook's words
        (
            'The court adopted the rule that "an employer is never liable for harassment by a supervisor."',
            301,
        ),
    ],
)
def test_the_records_words_given_as_the_courts_are_for_review(index, tmp_path, said: str, pin: int) -> None:
    evidence, status = offline_check(index, tmp_path, f"{said} {CITED.format(pin)}\n")
    summary = evidence.evidence_summary
    assert status is CitationStatus.REVIEW and "quotation of the record" in summary, summary


@pytest.mark.parametrize(
    ("said", "pin"),
    [
        ('The employer\'s handbook provides that "an employer is never liable for harassment by a '
         'supervisor."', 301),
        ('The jury was told that "the employer must prove the defense by clear and convincing '
         'evidence."', 302),
        ('The court held that "the handbook does not bind the plaintiff."', 301),
        # whose words they are said without the court: no holding claimed
        ('The officer wrote that "the suspect consented to the search of the vehicle."', 303),
        ('The agency warned that "benefits will end on the first of the month."', 303),
        ('The court noted the employer\'s rule that "an employer is never liable for harassment by a '
         'supervisor."', 301),
    ],
)  # fmt: skip
def test_the_records_words_said_to_be_its_or_the_courts_own_are_verified(
    index, tmp_path, said: str, pin: int
) -> None:
    evidence, status = offline_check(index, tmp_path, f"{said} {CITED.format(pin)}\n")
    summary = evidence.evidence_summary
    assert status is CitationStatus.VERIFIED, summary
