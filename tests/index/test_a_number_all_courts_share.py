"""Ohio numbers the decisions of all its courts in one public-domain series ("2021-Ohio-1240"):
an index holding its courts of appeals' numbers and not its Supreme Court's says nothing of a
number it lacks, where the citation names no court (it was ERROR, "nonexistent", for the Supreme
Court's decisions, which Ohio's style cites with no court). A number of the court it holds is
still convicted."""

from __future__ import annotations

import pytest
from bulk_dialect import Case
from offline_check import cited_for_a_rule, index_of, offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.index.sqlite import SQLiteCitationIndex

COURTS = {"ohio": "Ohio Supreme Court", "ohioctapp": "Ohio Court of Appeals"}


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    # the courts of appeals' numbers of 2019-2021, each twentieth (the Supreme Court's) not held
    cases = [
        Case(year * 10000 + n, f"Quillfeather{year}{n} v. Marrowdale{n}",
             f"{year}-{1 + n % 12:02d}-{1 + n % 27:02d}", "ohioctapp", [(year, "Ohio", str(n))],
             citation_type=8)
        for year in (2019, 2020, 2021)
        for n in range(1, 301)
        if n % 20
    ]  # fmt: skip
    return index_of(tmp_path_factory.mktemp("ohio"), cases, COURTS)


@pytest.mark.parametrize("cited", ["State v. Ames, 2021-Ohio-240", "State v. Ames, 2021-Ohio-240, ¶ 12"])
def test_a_number_naming_no_court_of_a_series_all_courts_share_is_not_convicted(
    index: SQLiteCitationIndex, tmp_path, cited: str
) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert ev.outcome is Outcome.UNVERIFIABLE and status is not CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert "numbers the decisions of all Ohio's courts" in ev.evidence_summary


def test_a_number_of_the_court_it_holds_is_still_convicted(index: SQLiteCitationIndex, tmp_path) -> None:
    ev, status = offline_check(index, tmp_path, cited_for_a_rule("State v. Ames, 2021-Ohio-241 (8th Dist.)"))
    assert status is CitationStatus.ERROR, ev.evidence_summary
