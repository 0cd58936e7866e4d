"""Correct names written as lawyers write them: initials joined by "&" ("AT&T", "PG&E"), a
hyphenated surname with an apostrophe ("O'Malley-Fitzgerald"), a caption in capitals with its
"INC.", a firm's "Inc., et al.". Each was ERROR or REVIEW against the very case it names."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "American Telephone & Telegraph Co. v. Vasquez", "2011-04-01", "ca9", [(665, "F.3d", "105")]),
        Case(2, "De la Cruz v. Pacific Gas & Electric Co.", "2011-05-01", "ca9", [(665, "F.3d", "205")]),
        Case(3, "O'Malley-Fitzgerald v. Astrue", "2011-06-01", "ca9", [(665, "F.3d", "305")]),
        Case(4, "Acme Industries, Inc. v. Smithson", "2011-07-01", "ca9", [(665, "F.3d", "405")]),
        *filler(665, "F.3d", "ca9", 2011, 500, count=40),
    ]
    return index_of(
        tmp_path_factory.mktemp("written"), cases, {"ca9": "Court of Appeals for the Ninth Circuit"}
    )


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ("AT&T Co. v. Vasquez, 665 F.3d 105, 106 (9th Cir. 2011)", CitationStatus.VERIFIED),
        ("De la Cruz v. PG&E, 665 F.3d 205, 206 (9th Cir. 2011)", CitationStatus.VERIFIED),
        ("O'Malley-Fitzgerald v. Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.VERIFIED),
        ("ACME INDUSTRIES, INC. v. SMITHSON, 665 F.3d 405, 406 (9th Cir. 2011)", CitationStatus.VERIFIED),
        (
            "Acme Industries, Inc., et al. v. Smithson, 665 F.3d 405, 406 (9th Cir. 2011)",
            CitationStatus.VERIFIED,
        ),
        # the caption's "v." written otherwise: the invented plaintiff is compared, not left out
        ("O'Malley-Fitzgerald versus Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.VERIFIED),
        ("Brandt versus Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.ERROR),
        ("Brandt vs Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.ERROR),
        ("Brandt v, Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.ERROR),
        ("Brandt \u03bd. Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.ERROR),
        # initials that spell another firm, another hyphenated name
        ("AB&C Co. v. Vasquez, 665 F.3d 105, 106 (9th Cir. 2011)", CitationStatus.ERROR),
        ("O'Malley-Fitzroy v. Astrue, 665 F.3d 305, 306 (9th Cir. 2011)", CitationStatus.ERROR),
    ],
)
def test_a_name_as_lawyers_write_it(
    index: SQLiteCitationIndex, tmp_path: Path, cited: str, expected: CitationStatus
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is expected, ev.evidence_summary
