"""A pin range written with spaces around its dash, with a non-breaking, figure or minus sign for
its hyphen, or "passim" for a pin: the citation is read on to its court and year. Its reading
stopped at the pin, so a wrong court and year after it were never checked (a fake's were VERIFIED)."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text

NAME = "Szymanski v. Allegheny Cnty. Hous. Auth., 905 F.3d 215"


@pytest.mark.parametrize(
    "pin",
    [", 216-17", ", 216 - 17", ", 216 \u2013 17", ", 216 \u2014 17", ", 216\u201117", ", 216\u201217",
     ", 216\u221217", ", 216\u201017", ", 216 -17", ", 216--17", ", 216 -- 17"],
)  # fmt: skip
def test_a_pin_range_however_its_dash_is_written_leaves_the_court_and_year_read(pin: str) -> None:
    [c] = extract_text(f"See {NAME}{pin} (9th Cir. 2012).").citations()
    assert c.text == f"{NAME}{pin} (9th Cir. 2012)"
    assert (c.components.pin_cite, c.components.court, c.components.year) == ("216-17", "9th Cir.", "2012")


@pytest.mark.parametrize("passim", ["passim", "et passim", "Passim"])
def test_passim_for_a_pin_leaves_the_court_and_year_read(passim: str) -> None:
    [c] = extract_text(f"See {NAME} {passim} (9th Cir. 2012).").citations()
    assert c.text == f"{NAME} {passim} (9th Cir. 2012)"
    assert (c.components.pin_cite, c.components.court, c.components.year) == ("passim", "9th Cir.", "2012")


def test_a_spaced_dash_in_prose_is_no_pin() -> None:
    [c] = extract_text(
        "The vote, 5 - 4, was close. See Smith v. Jones, 905 F.3d 215, 216 (9th Cir. 2012)."
    ).citations()
    assert (c.text, c.components.pin_cite) == ("Smith v. Jones, 905 F.3d 215, 216 (9th Cir. 2012)", "216")
