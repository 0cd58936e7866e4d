"""An empty page of a densely held volume proves a case invented only where the index holds its
court's cases of that time: a regional reporter's volume full of one state's decisions says nothing
of another state's court the index lacks (UNVERIFIED, with why), and still convicts an invention
in the court it holds."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.index.sqlite import SQLiteCitationIndex

COURTS = {
    "illappct": "Appellate Court of Illinois",
    "indctapp": "Indiana Court of Appeals",
    "ohioctapp": "Ohio Court of Appeals",
}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        *filler(150, "N.E.3d", "illappct", 2020, 100, count=30),
        *filler(151, "N.E.3d", "illappct", 2020, 200, count=30),
        *filler(152, "N.E.3d", "illappct", 2020, 300, count=30),
        Case(1, "Hale v. Pratt", "2020-05-03", "illappct", [(151, "N.E.3d", "30")]),
        # one Ohio case of 2020 held, in a volume the citations below do not cite
        Case(2, "Marsh v. Tully", "2020-05-03", "ohioctapp", [(153, "N.E.3d", "30")], citation_type=3),
    ]
    return index_of(tmp_path_factory.mktemp("court"), cases, COURTS)


@pytest.mark.parametrize(
    "cited",
    [
        "Marlow v. Quince, 150 N.E.3d 30 (Ind. Ct. App. 2020)",
        "Vance v. Orrin, 152 N.E.3d 70 (Ind. Ct. App. 2020)",
    ],
)
def test_a_court_the_index_does_not_hold_is_not_convicted_by_an_empty_page(index, tmp_path, cited) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    # UNVERIFIED once the panel passed it (no validation is given here)
    assert ev.outcome is Outcome.UNVERIFIABLE and not ev.needs_review, ev.evidence_summary
    assert status is not CitationStatus.ERROR
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert "0 opinions of the Indiana Court of Appeals held for 2020" in ev.evidence_summary


def test_an_invention_in_the_court_it_holds_is_still_absent(index, tmp_path) -> None:
    cited = "Thorne v. Kestrel, 150 N.E.3d 70 (Ill. App. Ct. 2020)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR and ev.hallucination_category is Category.AUTHORITY_NONEXISTENT


def test_the_real_case_it_holds_is_verified(index, tmp_path) -> None:
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Hale v. Pratt, 151 N.E.3d 30 (Ill. App. Ct. 2020)")
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


@pytest.mark.parametrize(
    ("cited", "why"),
    [
        ("Fennimore v. Castell, 150 N.E.3d 70 (Ohio Ct. App. 2020)", "another court's (illappct)"),
        ("Fennimore v. Castell, 150 N.E.3d 70 (2020)", "names no court"),
        ("Thorne v. Kestrel, 152 N.E.3d 70 (2020)", "names no court"),
    ],
)
def test_a_regional_volume_held_for_one_state_says_nothing_of_another_or_of_no_court(
    index, tmp_path, cited, why
) -> None:
    """One Ohio case held does not make an Illinois-only volume evidence against an Ohio citation;
    a citation naming no court cannot be placed among the states the reporter prints."""
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is not CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert why in ev.evidence_summary


def test_a_federal_volume_convicts_whatever_circuit_is_cited(tmp_path) -> None:
    """A federal reporter is held whole: a page inside another circuit's case is still empty."""
    cases = [
        *filler(600, "F.3d", "ca2", 2011, 100, count=40),
        *filler(601, "F.3d", "ca7", 2011, 300, count=40),
    ]
    index = index_of(tmp_path / "f3d", cases, {"ca2": "Second Circuit", "ca7": "Seventh Circuit"})
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Fennimore v. Castell, 600 F.3d 105 (7th Cir. 2011)")
    )
    assert status is CitationStatus.ERROR, ev.evidence_summary


def test_a_well_held_court_is_convicted_by_a_page_among_its_own_cases(tmp_path) -> None:
    """An Ohio year held as fully as its neighbours, and Ohio's cases held around the page of a
    volume mixing Illinois and Ohio decisions: its empty page is evidence against an Ohio citation,
    whichever state's case the page falls inside."""
    cases = [
        *filler(150, "N.E.3d", "illappct", 2020, 100, count=30),
        Case(3, "Marsh v. Tully", "2020-06-01", "ohioctapp", [(150, "N.E.3d", "75")]),
        *filler(151, "N.E.3d", "ohioctapp", 2020, 200, count=60),
        *filler(152, "N.E.3d", "ohioctapp", 2019, 300, count=60),
        *filler(153, "N.E.3d", "ohioctapp", 2021, 400, count=60),
    ]
    index = index_of(tmp_path / "mixed", cases, COURTS)
    cited = "Fennimore v. Castell, 150 N.E.3d 70 (Ohio Ct. App. 2020)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary


@pytest.mark.parametrize("page", ["1", "3", "70"])
def test_a_well_held_court_none_of_whose_cases_the_volume_holds_is_not_convicted(tmp_path, page) -> None:
    """An Ohio year held as fully as its neighbours, but in other volumes (or under its own
    reports): an empty page among another state's cases, or before the volume's first held one,
    says nothing of an Ohio decision there (it was ERROR, "nonexistent", for a real case
    CourtListener holds only in part). A name no Ohio case of the year bears is for a person."""
    cases = [
        *filler(150, "N.E.3d", "illappct", 2020, 100, count=30),
        *filler(151, "N.E.3d", "ohioctapp", 2020, 200, count=60),
        *filler(152, "N.E.3d", "ohioctapp", 2019, 300, count=60),
        *filler(153, "N.E.3d", "ohioctapp", 2021, 400, count=60),
    ]
    index = index_of(tmp_path / "apart", cases, COURTS)
    cited = f"Fennimore v. Castell, 150 N.E.3d {page} (Ohio Ct. App. 2020)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT


@pytest.fixture(scope="module")
def texted(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    """An Illinois case of 160 N.E.3d whose own text runs from page 101 to page 109."""
    from offline_check import star_paginated

    pages = {p: f"The tenant's claim continues on page {p}." for p in range(101, 110)}
    cases = [
        *filler(160, "N.E.3d", "illappct", 2020, 400, count=30),
        Case(3, "Orrin v. Tully", "2020-05-03", "illappct", [(160, "N.E.3d", "101")],
             opinions=[("010combined", "html_with_citations", star_paginated(pages))]),
    ]  # fmt: skip
    return index_of(tmp_path_factory.mktemp("texted"), cases, COURTS)


@pytest.mark.parametrize(
    "cited",
    [
        "Quorvane v. Plimsett, 160 N.E.3d 105 (2020)",
        "Quorvane v. Plimsett, 160 N.E.3d 105 (Ind. Ct. App. 2020)",
    ],
)
def test_a_page_inside_a_held_cases_own_text_is_no_other_courts_decision(texted, tmp_path, cited) -> None:
    """A page a held case's own printed pages run through is no decision's first page, of any
    court: naming no court, or one the index holds thinly, no longer made the invention UNVERIFIED."""
    ev, status = offline_check(texted, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT


def test_the_editions_own_year_is_never_well_held() -> None:
    """An edition of 2026-06-30 holds the year's first half: a decision of July 2026 cannot be in
    it, and its year held "as fully as those around it" convicted a real one of not existing."""
    from briefcheck.index.answers import court_year_of

    counts = {2023: 60, 2024: 61, 2025: 60, 2026: 56}
    assert court_year_of("scotus", None, 2025, counts, "2026-06-30").well_held  # type: ignore[union-attr]
    assert not court_year_of("scotus", None, 2026, counts, "2026-06-30").well_held  # type: ignore[union-attr]
    assert court_year_of("scotus", None, 2026, counts).well_held  # type: ignore[union-attr]


def test_a_state_reporter_of_several_courts_says_nothing_of_a_court_it_does_not_hold_there(tmp_path) -> None:
    """New York's Supplement held for the Appellate Division alone: a Supreme Court (trial) decision
    past that section was ERROR, "page 850 falls inside" a case 159 pages before it."""
    # (the trial court's decisions of the year held, under its official Miscellaneous Reports)
    cases = [
        *filler(15, "N.Y.S.3d", "nyappdiv", 2015, 500, count=40),
        *filler(48, "Misc. 3d", "nysupct", 2015, 600),
    ]
    index = index_of(tmp_path / "nys", cases, {"nyappdiv": "Appellate Division", "nysupct": "Supreme Court"})
    cited = "Kestrel v. Harbison, 15 N.Y.S.3d 200 (N.Y. Sup. Ct. 2015)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is not CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert "prints several courts' decisions" in ev.evidence_summary
    assert "prints several courts' decisions" in ev.evidence_summary


def test_a_parallel_reporters_pages_in_a_held_text_are_no_span_of_the_cited_volume(tmp_path) -> None:
    """A held case at 170 N.E.3d 101 whose text carries its official reports' pages 95-110: those
    pages say nothing of where it ends in N.E.3d, so a real case of a court the index does not hold,
    cited at page 105, was ERROR "falls inside" it."""
    from offline_check import star_paginated

    pages = {p: f"The opinion goes on at page {p}." for p in range(95, 111)}
    cases = [
        *filler(170, "N.E.3d", "illappct", 2020, 700, count=30),
        Case(4, "People v. Orrin", "2020-05-03", "illappct", [(170, "N.E.3d", "101")],
             opinions=[("010combined", "html_with_citations", star_paginated(pages))]),
    ]  # fmt: skip
    index = index_of(tmp_path / "parallel", cases, COURTS)
    cited = "Commonwealth v. Real, 170 N.E.3d 105 (Mass. 2020)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is not CitationStatus.ERROR, ev.evidence_summary
