"""Tier 1's US court ids: the curated court table's where it names the court (the table the
rules panel reads), courts-db's own match for every other court."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text
from briefcheck.reference import federal_court
from briefcheck.reference import tables as t


def court_id_of(court: str) -> str | None:
    (citation,) = extract_text(f"See Smith v. Jones, 100 F.3d 200 ({court} 1999).").citations()
    assert citation.components.court == court
    return citation.components.court_id


@pytest.mark.parametrize("name", [name for row in t.federal_courts() for name in row.names])
def test_every_curated_court_name_gets_the_curated_id(name: str) -> None:
    court = federal_court(name)
    assert court is not None
    assert court_id_of(name) == court.courts_db_id


@pytest.mark.parametrize(
    ("court", "court_id"),
    [
        ("2nd Cir.", "ca2"),  # courts-db alone reads the Second Circuit's bankruptcy panel
        ("Bankr.", None),  # courts-db alone reads Wyoming's bankruptcy court
        ("BIA", "bia"),
        ("S.D.N.Y.", "nysd"),  # not in the curated table: courts-db
        ("Bankr. S.D.N.Y.", "nysb"),
        ("Cal. Ct. App.", "calctapp"),
    ],
)
def test_court_ids(court: str, court_id: str | None) -> None:
    assert court_id_of(court) == court_id
