"""The author of the opinion of the court as the brief names it, in its own words ("Justice
Thomas, writing for the Court, explained") or a parenthetical, against a justice's byline or a
court of appeals' ("IKUTA, Circuit Judge:"): another judge is REVIEW (both were VERIFIED)."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, filler
from offline_check import index_of, offline_check

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.sqlite import SQLiteCitationIndex

SCOTUS = (
    "<p>JUSTICE KENNEDY delivered the opinion of the Court.</p>"
    '<p><span class="star-pagination">*502</span> An insurer must act with reasonable promptness once it '
    "receives proof of loss.</p>"
)
CIRCUIT = (
    "<p>Before: IKUTA, BERZON, and CALLAHAN, Circuit Judges.</p><p>IKUTA, Circuit Judge:</p>"
    '<p><span class="star-pagination">*1001</span> A common carrier owes its passengers the highest '
    "degree of care.</p><p>BERZON, Circuit Judge, concurring:</p><p>I agree.</p>"
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Delacroix v. Pinnacle Health Systems", "2015-03-03", "scotus", [(575, "U.S.", "500")],
             opinions=[("010combined", "html_with_citations", SCOTUS)]),
        Case(2, "Vasquez v. Northgate Transit Authority", "2016-01-05", "ca9", [(812, "F.3d", "1000")],
             opinions=[("010combined", "html_with_citations", CIRCUIT)]),
        *filler(575, "U.S.", "scotus", 2015, 100, count=30),
        *filler(812, "F.3d", "ca9", 2016, 200, count=30),
    ]  # fmt: skip
    courts = {"scotus": "Supreme Court of the United States", "ca9": "Court of Appeals for the Ninth Circuit"}
    return index_of(tmp_path_factory.mktemp("authors"), cases, courts)


DELACROIX = (
    'that "[a]n insurer must act with reasonable promptness." Delacroix v. Pinnacle Health Systems, 575 '
    "U.S. 500, 502 (2015)"
)
VASQUEZ = (
    '"A common carrier owes its passengers the highest degree of care." Vasquez v. Northgate Transit '
    "Authority, 812 F.3d 1000, 1001 (9th Cir. 2016)"
)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (f"Justice Thomas, writing for the Court, explained {DELACROIX}.", CitationStatus.REVIEW),
        (f"Justice Kennedy, writing for the Court, explained {DELACROIX}.", CitationStatus.VERIFIED),
        (f"Judge Berzon, writing for the panel, held that {VASQUEZ}.", CitationStatus.REVIEW),
        (f"{VASQUEZ} (Berzon, J.).", CitationStatus.REVIEW),
        (f"{VASQUEZ} (Ikuta, J.).", CitationStatus.VERIFIED),
        (f"The court explained {DELACROIX}.", CitationStatus.VERIFIED),
    ],
)
def test_the_author_of_the_opinion_of_the_court(index, tmp_path, said: str, expected: CitationStatus) -> None:
    evidence, status = offline_check(index, tmp_path, said + "\n")
    assert status is expected, evidence.evidence_summary
