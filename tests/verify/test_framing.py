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
    ],
)
def test_the_courts_own_lead_in_is_not_a_reported_view(lead: str) -> None:
    text = f"The case is close. {lead}the warrant was unnecessary in every case."
    assert reported_view(text, len(text) - len("the warrant was unnecessary in every case.")) is None, lead
