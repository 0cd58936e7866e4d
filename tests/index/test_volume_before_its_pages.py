"""A Supreme Court case cited by its volume before its pages are printed, with its S. Ct. parallel
("596 U.S. ___, 142 S. Ct. 865, 867"): looked up at the parallel, as "___ U.S. ___, 142 S. Ct. 865"
is. It was ERROR, 'malformed: no volume, reporter and page to look the case up by'."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check, star_paginated

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

PAGE_216 = "We therefore hold that the statute does not confer a private right of action."


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Brannigan v. Lowery", "2022-05-23", "scotus", [(142, "S. Ct.", "865")]),
        *filler(142, "S. Ct.", "scotus", 2022, 800, count=40),
        # held in its U.S. volume by now, its text a page of it
        Case(
            2,
            "Dobbins v. Jarrell Health Org.",
            "2022-06-24",
            "scotus",
            [(597, "U.S.", "215"), (142, "S. Ct.", "2228")],
            opinions=[("010combined", "html_with_citations", star_paginated({216: PAGE_216}))],
        ),
        *filler(597, "U.S.", "scotus", 2022, 900, count=20),
    ]
    return index_of(tmp_path_factory.mktemp("blank-page"), cases, {"scotus": "Supreme Court"})


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ("Brannigan v. Lowery, 596 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.VERIFIED),
        ("Brannigan v. Lowery, ___ U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.VERIFIED),
        ("Hollister v. Quade, 596 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
        # a volume of another year: the parallel found does not vouch for it
        ("Brannigan v. Lowery, 612 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
        ("Brannigan v. Lowery, 400 U.S. ___, 142 S. Ct. 865, 867 (2022)", CitationStatus.ERROR),
    ],
)
def test_a_volume_whose_pages_are_not_printed_is_looked_up_at_its_parallel(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    evidence, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, evidence.evidence_summary
    assert "142 S. Ct. 865" in evidence.evidence_summary or status is CitationStatus.ERROR


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # with no parallel: found by its parties in its court and year, tied by its volume (each was
        # ERROR, "malformed: no volume, reporter and page to look the case up by")
        ("The rule is settled. Dobbins v. Jarrell Health Org., 597 U.S. ___ (2022).",
         CitationStatus.VERIFIED),
        ("The rule is settled. Dobbins v. Jarrell Health Org., 597 U.S. ___, ___ (2022) (slip op., at 2).",
         CitationStatus.VERIFIED),
        ('The Court held that "the statute does not confer a private right of action." Dobbins v. Jarrell '
         "Health Org., 597 U.S. ___ (2022).", CitationStatus.VERIFIED),
        # its text read: a misquotation
        ('The Court held that "the statute does confer a private right of action." Dobbins v. Jarrell '
         "Health Org., 597 U.S. ___ (2022).", CitationStatus.ERROR),
        # held in another volume, or a volume of another year
        ("The rule is settled. Dobbins v. Jarrell Health Org., 596 U.S. ___ (2022).", CitationStatus.ERROR),
        ("The rule is settled. Dobbins v. Jarrell Health Org., 612 U.S. ___ (2022).", CitationStatus.ERROR),
        # held at its Supreme Court Reporter page alone, its U.S. page not yet printed: the volume
        # fits its year (it was REVIEW "nothing ties it")
        ("The rule is settled. Brannigan v. Lowery, 596 U.S. ___ (2022).", CitationStatus.VERIFIED),
        # ... but not a volume whose years are not its year (it was VERIFIED within the tolerance
        # that rules a volume impossible)
        ("The rule is settled. Brannigan v. Lowery, 592 U.S. ___ (2022).", CitationStatus.REVIEW),
        # no year written: tied by its volume, no year said wrong (it was ERROR "not 2021")
        ("The rule is settled. Dobbins v. Jarrell Health Org., 597 U.S. ___.", CitationStatus.VERIFIED),
        # another series' blank page is no slip opinion of the Court's: as before
        ("The rule is settled. Dobbins v. Jarrell Health Org., 560 F. Supp. 3d ___ (N.D. Cal. 2022).",
         CitationStatus.ERROR),
        # its pin left blank too: the year after it is read (it was lost, the year unchecked)
        ("The rule is settled. Dobbins v. Jarrell Health Org., 597 U.S. ___, ___ (2021) (slip op., at 2).",
         CitationStatus.ERROR),
        # no case of the name in the court's year
        ("The rule is settled. Vantassel v. Brightwater Co., 597 U.S. ___ (2022).", CitationStatus.REVIEW),
        # volume and page both blank: found by its parties among the Court's decisions of its year (the
        # citation was not read at all: nothing looked at an invented one)
        ("The rule is settled. Brannigan v. Lowery, ___ U.S. ___ (2022).", CitationStatus.VERIFIED),
        ("The rule is settled. Dobbins v. Jarrell Health Org., ___ U.S. ___ (2022).",
         CitationStatus.VERIFIED),
        ('The Court held that "the statute does confer a private right of action." Dobbins v. Jarrell '
         "Health Org., ___ U.S. ___ (2022).", CitationStatus.ERROR),
        ("The rule is settled. Brannigan v. Lowery, ___ U.S. ___ (2020).", CitationStatus.REVIEW),
        ("The rule is settled. Vantassel v. Brightwater Co., ___ U.S. ___ (2022).", CitationStatus.REVIEW),
        # a dash for the page, which eyecite does not read as it reads "___"
        ("The rule is settled. Brannigan v. Lowery, 596 U.S. \u2014 (2022).", CitationStatus.VERIFIED),
        # an en dash, as a word processor makes " - " (it was ERROR "malformed")
        ("The rule is settled. Brannigan v. Lowery, 596 U.S. \u2013 (2022).", CitationStatus.VERIFIED),
        ("The rule is settled. Brannigan v. Lowery, ___ S. Ct. ___ (2022).", CitationStatus.VERIFIED),
        ("The rule is settled. Dobbins v. Jarrell Health Org., 612 U.S. \u2014 (2022).",
         CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_volume_whose_pages_are_not_printed_is_found_by_its_parties(
    index: SQLiteCitationIndex, tmp_path: Path, said: str, expected: CitationStatus
) -> None:
    evidence, status = offline_check(index, tmp_path, said + "\n")
    assert status is expected, evidence.evidence_summary


@pytest.fixture(scope="module")
def years_held(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    """The Court's decisions of 2018 to 2024 held, about sixty a year, as every year of it is."""
    cases = [Case(1, "Brannigan v. Lowery", "2024-05-23", "scotus", [(144, "S. Ct.", "865")])]
    for n, year in enumerate(range(2018, 2025)):
        cases += filler(138 + n, "S. Ct.", "scotus", year, 1000 + 100 * n, count=60)
    return index_of(tmp_path_factory.mktemp("court-years"), cases, {"scotus": "Supreme Court"})


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("The rule is settled. Brannigan v. Lowery, ___ U.S. ___ (2024).", CitationStatus.VERIFIED),
        ("The rule is settled. Brannigan v. Lowery, 601 U.S. ___ (2024).", CitationStatus.VERIFIED),
        # every decision of the Court is published: a name missing from a year held as fully as those
        # around it is no decision of the Court's (it was REVIEW, "no public source holds every
        # public-domain citation", which the Court's decisions are not)
        ("The rule is settled. Vantassel v. Brightwater Co., ___ U.S. ___ (2024).", CitationStatus.ERROR),
        ("The rule is settled. Vantassel v. Brightwater Co., 601 U.S. ___ (2024).", CitationStatus.ERROR),
    ],
)
def test_a_name_missing_from_the_courts_year_held_in_full_is_no_decision_of_it(
    years_held: SQLiteCitationIndex, tmp_path: Path, said: str, expected: CitationStatus
) -> None:
    evidence, status = offline_check(years_held, tmp_path, said + "\n")
    assert status is expected, evidence.evidence_summary
    if status is CitationStatus.ERROR:
        assert "among the 61 opinions of the Supreme Court held for 2024" in evidence.evidence_summary
