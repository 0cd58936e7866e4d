"""A parallel citation the index cannot look up (a reporter it does not hold, a Westlaw number)
whose volume or Westlaw year the case's own decision rules out: a real case found at the first
citation does not carry an invented parallel to VERIFIED (it did; the rules alone flagged it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.reference.reporters import out_of_its_time

COURTS = {"scotus": "Supreme Court of the United States", "ca5": "Court of Appeals for the Fifth Circuit"}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Nguyen v. Barr", "2020-06-01", "scotus", [(590, "U.S.", "15")]),
        *filler(590, "U.S.", "scotus", 2020, 100, count=40),
        Case(2, "Rivera v. Garland", "2021-11-02", "ca5", [(20, "F.4th", "105")]),
        *filler(20, "F.4th", "ca5", 2021, 200, count=40),
    ]
    return index_of(tmp_path_factory.mktemp("parallels"), cases, COURTS)


@pytest.mark.parametrize(
    ("cited", "expected", "said"),
    [
        ("Nguyen v. Barr, 590 U.S. 15, 16, 107 L. Ed. 2d 100 (2020)", CitationStatus.ERROR, "about 1990"),
        ("Nguyen v. Barr, 590 U.S. 15, 16, 40 S. Ct. 2342 (2020)", CitationStatus.ERROR, "about 1920"),
        ("Rivera v. Garland, 20 F.4th 105, 106, 1994 WL 123456 (5th Cir. 2021)", CitationStatus.ERROR,
         "1994 WL 123456 is numbered in 1994"),
        # the case's own era: nothing rules the parallel out, and it stays said unchecked
        ("Nguyen v. Barr, 590 U.S. 15, 16, 207 L. Ed. 2d 100 (2020)", CitationStatus.VERIFIED,
         "207 L. Ed. 2d 100"),
        ("Rivera v. Garland, 20 F.4th 105, 106, 2021 WL 5070123 (5th Cir. 2021)", CitationStatus.VERIFIED,
         "2021 WL 5070123"),
        # a few years beyond the series' tolerance: unlikely, for a person to check
        ("Nguyen v. Barr, 590 U.S. 15, 16, 180 L. Ed. 2d 100 (2020)", CitationStatus.REVIEW, "about 2011"),
        ("Nguyen v. Barr, 590 U.S. 15, 16, 2031 WL 123456 (2020)", CitationStatus.ERROR, "not yet come"),
    ],
)  # fmt: skip
def test_a_parallel_the_cases_decision_rules_out(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus, said: str
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
    assert said in ev.evidence_summary


@pytest.mark.parametrize(
    ("parallel", "decided", "ruled_out"),
    [
        ("107 L. Ed. 2d 100", 2020, True),
        ("207 L. Ed. 2d 100", 2020, False),
        ("100 So. 2d 50", 2020, True),
        ("1994 WL 123456", 2021, True),
        ("1994 WL 123456", 1990, False),  # an old decision Westlaw added later
        ("1994 WL 123456", 1994, False),
        ("12 Unknown Rptr. 5", 2020, False),  # nothing dates it
        ("107 L. Ed. 2d 100", None, False),
        ("2031 WL 123456", 2020, True),  # a year not yet come
    ],
)
def test_out_of_its_time(parallel: str, decided: int | None, ruled_out: bool) -> None:
    found = out_of_its_time(parallel, decided, 2026)
    assert (found is not None and found.impossible) is ruled_out


@pytest.mark.parametrize(
    ("parallel", "decided"),
    [
        # nineteenth-century Supreme Court parallels, where L. Ed.'s anchors (volume 15, 1857; 41, 1896)
        # and S. Ct.'s (1, 1882; 20, 1900) are decades apart: a straight line between them is years off
        ("30 L. Ed. 220", 1886),
        ("33 L. Ed. 842", 1890),
        ("26 L. Ed. 377", 1881),
        ("6 S. Ct. 1064", 1886),
        ("10 S. Ct. 504", 1890),
        ("4 L. Ed. 97", 1816),
    ],
)
def test_a_real_parallel_between_distant_anchors_is_not_doubted(parallel: str, decided: int) -> None:
    """Yick Wo v. Hopkins, 118 U.S. 356, 6 S. Ct. 1064, 30 L. Ed. 220 (1886) was REVIEW 'unlikely'."""
    assert out_of_its_time(parallel, decided, 2026) is None
