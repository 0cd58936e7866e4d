"""Whose words a quotation is, where the quotation leaves the court's framing out: it opens on the
"that" of "We do not hold that ...", or an ellipsis drops "landlord argues that" from "The landlord
argues that the tenant waived ...". Both came out VERIFIED: the court's report of a view it does
not hold, quoted as its own."""

from __future__ import annotations

import pytest
from offline_check import offline_check, one_opinion_index

from briefcheck.domain.codes import CitationStatus

CITE = "Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011)"


def status_of(tmp_path, page: str, quote: str) -> CitationStatus:
    index = one_opinion_index(tmp_path / "index", {500: "The background of the case is long.", 501: page})
    _, status = offline_check(index, tmp_path, f'Waiver applies. The court held "{quote}" {CITE}.')
    return status


@pytest.mark.parametrize(
    "frame",
    [
        "We do not hold that",
        "We decline to hold that",
        "We assume, without deciding, that",
        "It does not follow that",
        "The landlord argues that",
    ],
)
def test_a_quotation_opening_on_the_frames_that_is_the_frames(tmp_path, frame: str) -> None:
    page = f"{frame} the tenant waived the defense of habitability. The tenant did no such thing."
    assert status_of(tmp_path, page, "that the tenant waived the defense of habitability.") is (
        CitationStatus.REVIEW
    )


@pytest.mark.parametrize(
    "frame",
    [
        "The landlord argues that",
        "The district court concluded that",
        "The government contends that",
        "According to the landlord,",
    ],
)
def test_an_ellipsis_leaving_out_the_frame_leaves_the_words_anothers(tmp_path, frame: str) -> None:
    page = f"{frame} the tenant waived the defense of habitability. The tenant did no such thing."
    assert status_of(tmp_path, page, "The . . . tenant waived the defense of habitability.") is (
        CitationStatus.REVIEW
    )


@pytest.mark.parametrize(
    ("page", "quote"),
    [
        # the court's own holding, opening on its "that" or elided within
        ("We hold that the tenant waived the defense of habitability.", "that the tenant waived the defense"),
        (
            "The tenant, having signed the lease twice, waived the defense of habitability.",
            "The tenant . . . waived the defense of habitability.",
        ),
    ],
)
def test_the_courts_own_words_elided_or_opening_on_that_are_its_own(tmp_path, page: str, quote: str) -> None:
    assert status_of(tmp_path, page, quote) is CitationStatus.VERIFIED
