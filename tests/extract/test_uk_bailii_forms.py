"""BAILII files Scotland's judgments under its own databases ("[2019] ScotCS CSOH_12" for the
Outer House's "[2019] CSOH 12"): read as the court's neutral citation, never as a broken one."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationFlag
from briefcheck.extract import extract_text
from briefcheck.verify.refs import Unroutable, route


@pytest.mark.parametrize(
    ("text", "court", "number"),
    [
        ("See Smith v Jones [2019] ScotCS CSOH_12.", "CSOH", "12"),
        ("See Smith v Jones [2020] ScotCS CSIH_45.", "CSIH", "45"),
        ("See HM Advocate v Smith [2019] ScotHC HCJAC_12.", "HCJAC", "12"),
    ],
)
def test_a_bailii_scottish_reference_is_its_courts_neutral_citation(
    text: str, court: str, number: str
) -> None:
    [c] = extract_text(text).citations()
    assert (c.components.court, c.components.number, c.flags) == (court, number, [])
    assert c.text.endswith(f"_{number}")
    routed = route(c)
    assert isinstance(routed, Unroutable) and not routed.malformed and court in routed.reason


def test_a_bailii_employment_appeal_number_is_read_whole() -> None:
    """BAILII writes the Employment Appeal Tribunal's number with the appeal's year and the day
    ("[2017] UKEAT 0123_16_1005"): the citation is all of it (it was cut at "0123")."""
    [c] = extract_text("See Smith v Jones [2017] UKEAT 0123_16_1005, which held so.").citations()
    assert c.text == "Smith v Jones [2017] UKEAT 0123_16_1005"
    assert (c.components.court, c.components.number, c.flags) == ("UKEAT", "0123", [])


@pytest.mark.parametrize("written", ["[2019] UKEAT 12", "[2008] UKEAT 190", "[2015] UKEAT 0044"])
def test_a_bailii_employment_number_alone_is_malformed(written: str) -> None:
    """A number alone after UKEAT names no judgment (BAILII's are the appeal's, "0123_16_1005"; the
    tribunal's own "[2022] EAT 12" came later): malformed, with what the form should be."""
    [c] = extract_text(f"See Smith v Jones {written}, which held so.").citations()
    assert c.components.court == "UKEAT" and CitationFlag.MALFORMED in c.flags
    routed = route(c)
    assert isinstance(routed, Unroutable) and routed.malformed
    assert "a number alone names no judgment" in routed.reason and "0123_16_1005" in routed.reason


def test_the_tribunals_own_neutral_citation_takes_a_number_alone() -> None:
    [c] = extract_text("See Smith v Jones [2023] EAT 12, which held so.").citations()
    assert (c.components.court, c.components.number, c.flags) == ("EAT", "12", [])


def test_the_tribunals_appeal_number_with_its_year_is_no_number_alone() -> None:
    [c] = extract_text("See Harvey v Kent County Council [2017] UKEAT 0123/16 at [30].").citations()
    assert (c.text, c.flags) == ("Harvey v Kent County Council [2017] UKEAT 0123/16", [])
