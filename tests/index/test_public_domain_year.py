"""A public-domain number carries the year it was published in ("2019 WI App 3"), which may be the
year after the decision: held exactly under that number, the case is the citation's, whatever the
month it was decided; another year's number for it is still wrong."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus


@pytest.mark.parametrize(
    ("cited", "status"),
    [
        ("State v. Ivers, 2019 WI App 3, ¶ 4", CitationStatus.VERIFIED),
        ("State v. Sallow, 2019-NMCA-003, ¶ 6", CitationStatus.VERIFIED),
        ("State v. Ivers, 2019 WI App 3, ¶ 4, 385 Wis. 2d 700", CitationStatus.VERIFIED),
        ("State v. Ivers, 2017 WI App 3, ¶ 4", CitationStatus.ERROR),  # another case's number
    ],
)
def test_a_public_domain_number_of_the_year_after_the_decision_is_its_own(
    tmp_path: Path, cited, status
) -> None:
    cases = [
        Case(1, "State v. Ivers", "2018-10-11", "wisctapp", [(2019, "WI App", "3"), (385, "Wis. 2d", "700")]),
        Case(2, "State v. Sallow", "2018-10-01", "nmctapp", [(2019, "NMCA", "003"), (435, "P.3d", "1")]),
        Case(3, "State v. Keller", "2017-05-11", "wisctapp", [(2017, "WI App", "3")]),
    ]
    courts = {"wisctapp": "Court of Appeals of Wisconsin", "nmctapp": "Court of Appeals of New Mexico"}
    ev, found = offline_check(index_of(tmp_path, cases, courts), tmp_path, cited_for_a_rule(cited))
    assert found is status, ev.evidence_summary


@pytest.mark.parametrize(
    ("cited", "status"),
    [
        # the number's own year is the decision's: a parenthetical of another year is wrong, whatever
        # the month (a print reporter's January or December slack is no excuse for it)
        ("State v. Marchetti, 2021 WI 5, ¶ 12 (Wis. 2020)", CitationStatus.ERROR),
        ("People v. Aldana, 2018 IL 122999, ¶ 25 (Ill. 2019)", CitationStatus.ERROR),
        ("State v. Marchetti, 2021 WI 5, ¶ 12 (Wis. 2021)", CitationStatus.VERIFIED),
        ("People v. Aldana, 2018 IL 122999, ¶ 25 (Ill. 2018)", CitationStatus.VERIFIED),
        # published the year after its decision: either year stands
        ("State v. Ivers, 2019 WI App 3, ¶ 4 (Wis. Ct. App. 2018)", CitationStatus.VERIFIED),
        ("State v. Ivers, 2019 WI App 3, ¶ 4 (Wis. Ct. App. 2019)", CitationStatus.VERIFIED),
    ],
)
def test_a_parenthetical_year_against_the_numbers_own_is_wrong(tmp_path: Path, cited, status) -> None:
    cases = [
        Case(1, "State v. Marchetti", "2021-01-21", "wis", [(2021, "WI", "5")]),
        Case(2, "People v. Aldana", "2018-12-20", "ill", [(2018, "IL", "122999")]),
        Case(3, "State v. Ivers", "2018-10-11", "wisctapp", [(2019, "WI App", "3")]),
    ]
    courts = {
        "wis": "Wisconsin Supreme Court",
        "ill": "Illinois Supreme Court",
        "wisctapp": "Court of Appeals of Wisconsin",
    }
    ev, found = offline_check(index_of(tmp_path, cases, courts), tmp_path, cited_for_a_rule(cited))
    assert found is status, ev.evidence_summary
