"""A quotation joined by an ellipsis is placed part by part: each part's page, not the span from
the first word to the last. A pin on a page in the middle that holds no quoted word is wrong (it
passed, the span covering it), and a part pages away from the pin is for a person (the pin gives
its first part only), while parts on the pinned page and the page after it stand as a quotation
running on over a page break does."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGES = {
    101: "The plaintiff must establish three elements. First, she must show protected activity.",
    102: "An employer is not liable for the isolated remarks of a co-worker. Other matters follow here.",
    103: "The record shows a long course of dealing between these parties over many years.",
    104: "We decline to adopt a bright-line rule for these claims. The parties agree on little else.",
    105: "The judgment of the district court is affirmed in every respect. So ordered by the court.",
    106: "Appendix material and a list of counsel follow on this final page of the opinion.",
}
QUOTE = (
    '"An employer is not liable for the isolated remarks of a co-worker . . . [and] we decline to adopt a '
    'bright-line rule."'
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    return one_opinion_index(tmp_path_factory.mktemp("elided"), PAGES)


@pytest.mark.parametrize(
    ("quote", "pin", "expected", "said"),
    [
        # parts on 102 and 104: the pin between them holds neither
        (QUOTE, "103", CitationStatus.ERROR, "102 and 104"),
        # the pin the first part's page, the second part two pages on
        (QUOTE, "102", CitationStatus.REVIEW, "104"),
        (QUOTE, "102, 104", CitationStatus.VERIFIED, ""),
        (QUOTE, "102-04", CitationStatus.VERIFIED, ""),
        # parts on the pinned page and the page after it: a quotation over a page break
        ('"Other matters follow here . . . . The record shows a long course of dealing."', "102",
         CitationStatus.VERIFIED, ""),
    ],
)  # fmt: skip
def test_each_part_of_an_elided_quotation_is_placed(
    index: SQLiteCitationIndex, tmp_path, quote: str, pin: str, expected: CitationStatus, said: str
) -> None:
    text = f"The court so held: {quote} Hale v. Pratt, 600 F.3d 101, {pin} (2d Cir. 2011)."
    evidence, status = offline_check(index, tmp_path, text)
    assert status is expected, evidence.evidence_summary
    assert said in evidence.evidence_summary
