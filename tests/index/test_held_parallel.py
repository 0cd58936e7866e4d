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
    ],
)
def test_a_first_citation_in_a_volume_not_held_is_checked_at_its_held_parallel(
    supreme: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(supreme, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
    assert "127 S. Ct. 905" in ev.evidence_summary, ev.evidence_summary
