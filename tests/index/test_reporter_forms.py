"""Reporter abbreviations as the index stores and looks them up (`index/reporters.py`): a form
written exactly as an edition or a listed variation is that one; by its letters alone, an edition
comes before another reporter's variation; editions differing only in full stops are one."""

from __future__ import annotations

import pytest

from briefcheck.index.reporters import normalise_reporter


@pytest.mark.parametrize(
    ("written", "stored"),
    [
        ("WY", "WY"),  # Wyoming's neutral citations, not Wythe's Chancery's variation "Wy."
        ("Wyo.", "Wyo."),  # the Wyoming Reports, not the neutral form
        ("S.C.", "S.C."),  # South Carolina's reports, not an old variation of "S. Ct."
        ("Cal. App. Supp.", "Cal. App. Supp."),  # its own series, not the Court of Appeal's
        ("Pac.", "P."),  # the Pacific Reporter's variation, not "Pa. C."
        ("Fed. App.", "F. App'x"),
        ("F. 3d", "F.3d"),
        ("F 3d", "F.3d"),
        ("AD3d", "A.D.3d"),
        ("So.3d", "So. 3d"),
        ("WL", "WL"),  # unknown to reporters-db: its spacing tidied
    ],
)
def test_a_reporter_is_stored_as_the_series_it_names(written: str, stored: str) -> None:
    assert normalise_reporter(written) == stored


@pytest.mark.parametrize(("one", "other"), [("N.D.", "ND"), ("S.D.", "SD"), ("Pa.", "Penn.")])
def test_forms_of_one_series_are_stored_alike(one: str, other: str) -> None:
    """A citation written either way finds the case the bulk data stores the other way."""
    assert normalise_reporter(one) == normalise_reporter(other)
