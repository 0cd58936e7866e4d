"""A citation in a reporter the index does not hold at all is looked up by a parallel it does hold:
Louisiana's public-domain form before the Southern Reporter ("2019-0123 (La. App. 1 Cir. 6/26/19),
280 So. 3d 123") is checked at 280 So. 3d 123, the real case verified and an invented name caught."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

COURTS = {"lactapp": "Louisiana Court of Appeal", "la": "Supreme Court of Louisiana"}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Landry v. Fontenot", "2019-06-26", "lactapp", [(280, "So. 3d", "123")], citation_type=3),
        *filler(280, "So. 3d", "lactapp", 2019, 100, count=40),
    ]
    return index_of(tmp_path_factory.mktemp("louisiana"), cases, COURTS)


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ("Landry v. Fontenot, 2019-0123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123", CitationStatus.VERIFIED),
        ("Thibodeaux v. Guidry, 2019-0123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123", CitationStatus.ERROR),
        ("Landry v. Fontenot, 280 So. 3d 123 (La. Ct. App. 2019)", CitationStatus.VERIFIED),
        # the date inside the public-domain form is the decision's: another year is wrong
        ("Landry v. Fontenot, 2014-0123 (La. App. 1 Cir. 6/26/15), 280 So. 3d 123", CitationStatus.ERROR),
        # its number names the docket, opened the year before the decision: no volume the index
        # could not read (it was REVIEW, 'check the first citation's volume and page')
        ("Landry v. Fontenot, 2018-0123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123", CitationStatus.VERIFIED),
        ("Landry v. Fontenot, 18-123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123", CitationStatus.VERIFIED),
        # a docket opened the year after the decision it names: not the case's own number
        ("Landry v. Fontenot, 20-123 (La. App. 1 Cir. 6/26/19), 280 So. 3d 123", CitationStatus.REVIEW),
    ],
)
def test_a_public_domain_citation_is_checked_at_its_held_parallel(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
    assert "280 So. 3d 123" in ev.evidence_summary


@pytest.fixture(scope="module")
def supreme(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    """U.S. Reports held to volume 551, the Supreme Court Reporter's volume 127 densely."""
    cases = [
        Case(1, "Harlan v. Whitford Mills, Inc.", "2007-01-10", "scotus", [(127, "S. Ct.", "905")]),
        *filler(127, "S. Ct.", "scotus", 2007, 100, count=60),
        *(c for v in range(545, 552) for c in filler(v, "U.S.", "scotus", 2007, 1000 * v, count=20)),
        # volume 552 held in part: one case, at its start
        Case(2, "Vance v. Wolcott", "2007-11-05", "scotus", [(552, "U.S.", "20")]),
        Case(3, "Orton v. Pace Logistics, Inc.", "2007-05-04", "scotus", [(2007, "WL", "2222222")]),
    ]
    return index_of(
        tmp_path_factory.mktemp("supreme"), cases, {"scotus": "Supreme Court of the United States"}
    )


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        # a first citation past the newest volume held is no shield for a name the parallel disproves
        ("Vantassel v. Brightwater Co., 553 U.S. 12, 127 S. Ct. 905 (2007)", CitationStatus.ERROR),
        # the case is at the parallel, but its first citation's page was never read
        ("Harlan v. Whitford Mills, Inc., 553 U.S. 12, 127 S. Ct. 905 (2007)", CitationStatus.REVIEW),
        # the pin checked is the parallel's own, not the first citation's page (ERROR: "it runs from
        # page 905 to 929; the claim cites page 15")
        (
            "Harlan v. Whitford Mills, Inc., 553 U.S. 12, 15, 127 S. Ct. 905, 906 (2007)",
            CitationStatus.REVIEW,
        ),
        # a first volume held only in part says little of a page it lacks: the parallel does (the
        # invented name was UNVERIFIED "the panel found nothing wrong", the real case REVIEW
        # "nothing ties it to the cited citation")
        ("Vantassel v. Brightwater Co., 552 U.S. 300, 127 S. Ct. 905 (2007)", CitationStatus.ERROR),
        (
            "Harlan v. Whitford Mills, Inc., 552 U.S. 300, 301, 127 S. Ct. 905, 906 (2007)",
            CitationStatus.REVIEW,
        ),
    ],
)
def test_a_first_citation_in_a_volume_not_held_is_checked_at_its_held_parallel(
    supreme: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(supreme, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
    assert "127 S. Ct. 905" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    "cited",
    [
        # an invented name at another case's Westlaw number (was UNVERIFIED "nothing wrong")
        "Vantassel v. Brightwater Co., 552 U.S. 300, 2007 WL 2222222 (2007)",
    ],
)
def test_an_invented_name_on_a_parallel_held_under_another_case_is_an_error(
    supreme: SQLiteCitationIndex, tmp_path: Path, cited: str
) -> None:
    ev, status = offline_check(supreme, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert "Orton v. Pace Logistics" in ev.evidence_summary


def test_two_citations_each_held_in_part_are_each_asked_once(
    supreme: SQLiteCitationIndex, tmp_path: Path
) -> None:
    """A first volume and a Westlaw year each held in part, neither holding the case: the parallel is
    asked, then the first citation's own account given (moving from one to the other and back was
    a RecursionError)."""
    ev, status = offline_check(
        supreme,
        tmp_path,
        cited_for_a_rule("Vantassel v. Brightwater Co., 552 U.S. 300, 2007 WL 1357922 (2007)"),
    )
    assert status in (CitationStatus.UNVERIFIED, CitationStatus.REVIEW), ev.evidence_summary
    assert "552 U.S. held sparsely" in ev.evidence_summary and "could not run" not in ev.evidence_summary


def test_a_pin_past_the_case_at_its_parallel_is_an_error(
    supreme: SQLiteCitationIndex, tmp_path: Path
) -> None:
    ev, status = offline_check(
        supreme,
        tmp_path,
        cited_for_a_rule("Harlan v. Whitford Mills, Inc., 553 U.S. 12, 15, 127 S. Ct. 905, 990 (2007)"),
    )
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert "the claim cites page 990" in ev.evidence_summary


@pytest.mark.parametrize(
    ("cited", "later"),
    [
        # a short form or an Id. pinning the first reporter, where the case was found at its parallel
        # alone (each was ERROR: "it runs from page 905 to 929; the claim cites page 302")
        (
            "Harlan v. Whitford Mills, Inc., 552 U.S. 300, 301, 127 S. Ct. 905, 906 (2007)",
            "Harlan, 552 U.S. at 302",
        ),
        ("Harlan v. Whitford Mills, Inc., 552 U.S. 300, 301, 127 S. Ct. 905, 906 (2007)", "Id. at 302"),
        (
            "Harlan v. Whitford Mills, Inc., 553 U.S. 12, 15, 127 S. Ct. 905, 906 (2007)",
            "Harlan, 553 U.S. at 16",
        ),
    ],
)
def test_a_short_forms_pin_in_a_reporter_the_case_was_not_found_in_is_not_checked(
    supreme: SQLiteCitationIndex, tmp_path: Path, cited: str, later: str
) -> None:
    ev, status = offline_check(
        supreme, tmp_path, f"The rule is settled. See {cited}. The rule applies here. {later}.", named=later
    )
    assert status is not CitationStatus.ERROR, ev.evidence_summary
    assert "it counts the pages of 55" in ev.evidence_summary, ev.evidence_summary


def test_a_short_forms_pin_in_the_reporter_the_case_was_found_in_is_checked(
    supreme: SQLiteCitationIndex, tmp_path: Path
) -> None:
    cited = "Harlan v. Whitford Mills, Inc., 552 U.S. 300, 301, 127 S. Ct. 905, 906 (2007)"
    for later, expected in (("Harlan, 127 S. Ct. at 907", False), ("Harlan, 127 S. Ct. at 990", True)):
        ev, _ = offline_check(
            supreme,
            tmp_path,
            f"The rule is settled. See {cited}. The rule applies here. {later}.",
            named=later,
        )
        assert ("the claim cites page 990" in ev.evidence_summary) is expected, ev.evidence_summary


@pytest.fixture(scope="module")
def north_dakota(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    """924 N.W.2d held densely; the public-domain year 2019 ND held only in part."""
    cases = [
        Case(1, "Hagen v. Iverson", "2019-03-07", "nd", [(924, "N.W.2d", "300")]),
        *filler(924, "N.W.2d", "nd", 2019, 100, count=30),
        Case(2, "Lund v. Moe", "2019-01-10", "nd", [(2019, "ND", "20"), (922, "N.W.2d", "10")]),
    ]
    return index_of(tmp_path_factory.mktemp("nd"), cases, {"nd": "North Dakota Supreme Court"})


def test_a_public_domain_number_of_a_year_held_in_part_is_not_taken_as_checked(
    north_dakota: SQLiteCitationIndex, tmp_path: Path
) -> None:
    """The case found at its regional parallel: its public-domain number, in a year the index holds
    only in part, was not read (a wrong number was VERIFIED, exit 0)."""
    ev, status = offline_check(
        north_dakota, tmp_path, cited_for_a_rule("Hagen v. Iverson, 2019 ND 99, 924 N.W.2d 300")
    )
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert "first citation, 2019 ND 99, was not checked" in ev.evidence_summary


def test_a_case_held_only_at_the_parallel_the_brief_gives_is_checked_there(tmp_path: Path) -> None:
    """A densely held official reporter lacks the case, which the index holds at the parallel the
    brief itself gives: checked there, the first citation for a person. It was ERROR
    (MISATTRIBUTION), the correction dropping the brief's own official citation."""
    cases = [
        Case(1, "People v. Ames", "2009-02-02", "cal", [(90, "Cal. Rptr. 3d", "505")]),
        *filler(45, "Cal. 4th", "cal", 2009, 100, count=30),
        *filler(90, "Cal. Rptr. 3d", "cal", 2009, 200, count=30),
    ]
    index = index_of(tmp_path / "cal", cases, {"cal": "California Supreme Court"})
    for cited in (
        "People v. Ames (2009) 45 Cal.4th 100, 105 [90 Cal.Rptr.3d 505]",
        "People v. Ames, 45 Cal. 4th 100, 105, 90 Cal. Rptr. 3d 505 (2009)",
    ):
        ev, status = offline_check(index, tmp_path / cited[-8:], cited_for_a_rule(cited))
        assert status is CitationStatus.REVIEW, ev.evidence_summary
        assert "which the brief also gives" in ev.evidence_summary
    # an invented name there is still caught
    ev, status = offline_check(
        index,
        tmp_path / "invented",
        cited_for_a_rule("People v. Quorn (2009) 45 Cal.4th 100 [90 Cal.Rptr.3d 505]"),
    )
    assert status is CitationStatus.ERROR, ev.evidence_summary


def test_a_wrong_first_citation_beside_a_right_parallel_is_an_error_where_the_series_holds_the_case(
    tmp_path: Path,
) -> None:
    """The index holds the case in the cited series at another volume: the first citation is wrong,
    whatever its parallel (the rule above is only for a case the series lacks)."""
    cases = [
        Case(
            1, "People v. Ames", "2009-02-02", "cal", [(45, "Cal. 4th", "100"), (90, "Cal. Rptr. 3d", "505")]
        ),
        *filler(45, "Cal. 4th", "cal", 2009, 100, count=30),
        *filler(46, "Cal. 4th", "cal", 2009, 300, count=30),
        *filler(90, "Cal. Rptr. 3d", "cal", 2009, 200, count=30),
    ]
    index = index_of(tmp_path / "cal", cases, {"cal": "California Supreme Court"})
    cited = "People v. Ames (2009) 46 Cal.4th 100 [90 Cal.Rptr.3d 505]"
    ev, status = offline_check(index, tmp_path / "wrong", cited_for_a_rule(cited))
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert "45 Cal. 4th 100" in ev.evidence_summary
