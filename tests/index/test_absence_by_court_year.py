"""Absence for every kind of citation: a Westlaw, Lexis, docket or public-domain number no source
holds is searched by name in the index, and its absence measured against how fully the index holds
the cited court's year. The six inventions of Mata v. Avianca (S.D.N.Y. 2023), cited in an edition
holding their courts and years, each come out ERROR or REVIEW with evidence, none UNVERIFIED for
want of a source; a court-year held in part leaves a Westlaw number UNVERIFIED, with why."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import cited_for_a_rule, offline_check

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.domain.models import Evidence
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
COURTS = {
    "ca11": "Court of Appeals for the Eleventh Circuit",
    "ca2": "Court of Appeals for the Second Circuit",
    "dcd": "District Court, District of Columbia",
    "texapp": "Court of Appeals of Texas",
    "gactapp": "Court of Appeals of Georgia",
    "illappct": "Appellate Court of Illinois",
    "nysd": "District Court, S.D. New York",
    "ohioctapp": "Ohio Court of Appeals",
}
MATA = [
    "Varghese v. China Southern Airlines Co., Ltd., 925 F.3d 1339 (11th Cir. 2019)",
    "Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013)",
    "Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)",
    "Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)",
    "Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)",
    "Miller v. United Airlines, Inc., 174 F.3d 366 (2d Cir. 1999)",
]


def court_years(court: str, years: range, per_year: int, start_id: int) -> list[Case]:
    """A court's decisions, held as CourtListener holds them: by Westlaw number where unreported."""
    return [
        Case(
            start_id + y * 1000 + n,
            f"Ravensworth{start_id + y * 1000 + n} v. Pellingham{n}",
            f"{y}-{1 + n % 12:02d}-{1 + n % 27:02d}",
            court,
            [(y, "WL", str(100_000 + start_id + y * 1000 + n))],
        )
        for y in years
        for n in range(per_year)
    ]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = (
        filler(925, "F.3d", "ca11", 2019, 1_000, count=60)
        + filler(905, "F. Supp. 2d", "dcd", 2012, 2_000, count=60)
        + filler(174, "F.3d", "ca2", 1999, 3_000, count=60)
        + court_years("texapp", range(2016, 2023), 80, 10_000_000)
        + court_years("gactapp", range(2014, 2021), 70, 20_000_000)
        + court_years("illappct", range(2010, 2017), 90, 30_000_000)
        + court_years("nysd", range(2017, 2023), 60, 40_000_000)
        # a year CourtListener holds in part: 8 decisions against about 80 around it
        + court_years("ohioctapp", range(2016, 2019), 80, 50_000_000)
        + court_years("ohioctapp", range(2019, 2020), 8, 50_000_000)
        + court_years("ohioctapp", range(2020, 2023), 80, 50_000_000)
        + [
            Case(90_000_001, "Castellan v. Brightwater Logistics", "2019-06-11", "texapp",
                 [(2019, "WL", "2500001")]),
            Case(90_000_002, "Harrow v. Pellucid Systems", "2020-03-03", "nysd", [],
                 docket_number="1:19-cv-02345"),
        ]
    )  # fmt: skip
    # a docketed case with no reporter citation is held through its docket
    cases[-1].citations = [(2020, "WL", "777001")]
    bulk = tmp_path_factory.mktemp("mata-bulk")
    Snapshot(cases=cases, courts=COURTS).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("mata-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path: Path, cited: str) -> tuple[Evidence, CitationStatus]:
    return offline_check(index, tmp_path, cited_for_a_rule(cited))


@pytest.mark.parametrize("cited", MATA)
def test_every_mata_invention_is_an_error_or_for_review_with_evidence(index, tmp_path, cited: str) -> None:
    ev, status = check(index, tmp_path, cited)
    assert status in (CitationStatus.ERROR, CitationStatus.REVIEW), ev.evidence_summary
    assert ev.outcome is not Outcome.VERIFIED_OK


@pytest.mark.parametrize(
    ("cited", "court"),
    [
        (MATA[3], "Court of Appeals of Texas held for 2019"),
        (MATA[4], "Court of Appeals of Georgia held for 2017"),
        (MATA[1], "Appellate Court of Illinois held for 2013"),
        ("Quandt v. Marchetti, No. 1:20-cv-04411 (S.D.N.Y. Mar. 3, 2020)", "S.D. New York held for 2020"),
        (
            "Quandt v. Marchetti, 2020 U.S. Dist. LEXIS 12345 (S.D.N.Y. Mar. 3, 2020)",
            "S.D. New York held for 2020",
        ),
    ],
)
def test_a_number_no_source_holds_is_measured_against_its_court_year(index, tmp_path, cited, court) -> None:
    ev, status = check(index, tmp_path, cited)
    assert status is CitationStatus.REVIEW and ev.needs_review
    assert "found no case of that name among the" in ev.evidence_summary and court in ev.evidence_summary
    assert ev.evidence_details.model_extra["court_year_cases"] >= 50


def test_a_court_year_held_in_part_leaves_the_number_unverified_with_why(index, tmp_path) -> None:
    ev, _ = check(index, tmp_path, "Quandt v. Marchetti, 2019 WL 4411001 (Ohio Ct. App. May 2, 2019)")
    assert ev.outcome is Outcome.UNVERIFIABLE and not ev.needs_review  # UNVERIFIED once the panel passed it
    assert "8 opinions of the Ohio Court of Appeals held for 2019" in ev.evidence_summary
    assert "too few" in ev.evidence_summary


def test_a_real_westlaw_number_and_a_real_docket_are_found(index, tmp_path) -> None:
    ev, status = check(
        index, tmp_path, "Castellan v. Brightwater Logistics, 2019 WL 2500001 (Tex. App. June 11, 2019)"
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
    ev, status = check(
        index, tmp_path, "Harrow v. Pellucid Systems, No. 1:19-cv-02345 (S.D.N.Y. Mar. 3, 2020)"
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
