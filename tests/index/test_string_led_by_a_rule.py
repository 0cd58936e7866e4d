"""A quotation of a statute or rule, cited first, then a case with a signal ('Rule 12(b)(6) permits
dismissal for "failure to state a claim ..." Fed. R. Civ. P. 12(b)(6); see Hale ...'): the words are
the rule's, which no source holds. The case was REVIEW, 'not read for them: Fed. R. Civ. P.
12(b)(6)'; a quotation before a string the case leads is still the case's to hold."""

from __future__ import annotations

from pathlib import Path

import pytest
from offline_check import one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores

PAGES = {101: "A complaint must state a plausible claim.", 102: "The judgment is affirmed."}
RULE_WORDS = '"failure to state a claim upon which relief can be granted."'
HALE = "Hale v. Pratt, 600 F.3d 101, 101 (2d Cir. 2011)"


def statuses(tmp_path: Path, brief: str) -> dict[str, CitationStatus]:
    settings = Settings(home=tmp_path / "home")
    index = one_opinion_index(tmp_path, PAGES)
    stores = open_stores(settings, standard_outputs())
    result = check_document(brief.encode(), "brief.txt", settings, stores, index=index)
    return {c.text: c.status for c in result.citations()}


@pytest.mark.parametrize("rule", ["Fed. R. Civ. P. 12(b)(6)", "15 U.S.C. § 78j(b)", "17 C.F.R. § 240.10b-5"])
def test_a_quotation_the_string_gives_its_leading_rule_is_not_the_cases(tmp_path: Path, rule: str) -> None:
    found = statuses(tmp_path, f"The rule permits dismissal for {RULE_WORDS} {rule}; see {HALE}.")
    assert found[HALE] is CitationStatus.VERIFIED, found
    assert found[rule] is CitationStatus.UNVERIFIED


def test_a_quotation_before_a_string_the_case_leads_is_the_cases(tmp_path: Path) -> None:
    found = statuses(
        tmp_path, f"The rule permits dismissal for {RULE_WORDS} {HALE}; see Fed. R. Civ. P. 12(b)(6)."
    )
    assert found[HALE] is not CitationStatus.VERIFIED, found
