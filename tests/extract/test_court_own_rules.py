"""A federal court's own rules, as briefs cite them ("5th Cir. R. 47.5.4", "3d Cir. L.A.R. 28.1(b)",
"S.D.N.Y. Local Civ. R. 56.1(a)", "Bankr. S.D.N.Y. R. 9013-1(a)"): one rule citation of the whole
code (it was read from "Cir. R." on), a rule set the panel knows when the court exists. They were
REVIEW in every appellate brief that cites its circuit's rules."""

from __future__ import annotations

from datetime import date

import pytest

from briefcheck.domain.codes import CitationType
from briefcheck.extract import extract_text
from briefcheck.panel.rules.checks_common import check_statute
from briefcheck.panel.rules.findings import Severity
from briefcheck.panel.rules.view import build_view
from briefcheck.panel.tasks import citation_tasks

RULES = [
    ("Fed. Cir. R. 32.1(d)", "Fed. Cir. R."),
    ("5th Cir. R. 47.5.4", "5th Cir. R."),
    ("11th Cir. R. 36-2", "11th Cir. R."),
    ("3d Cir. L.A.R. 28.1(b)", "3d Cir. L.A.R."),
    ("D.C. Cir. R. 28(a)(1)", "D.C. Cir. R."),
    ("S.D.N.Y. Local Civ. R. 56.1(a)", "S.D.N.Y. Local Civ. R."),
    ("Bankr. S.D.N.Y. R. 9013-1(a)", "Bankr. S.D.N.Y. R."),
    ("L.A. Super. Ct. Local R. 3.57", "L.A. Super. Ct. Local R."),
    # the Tax Court's (it was read from "Ct. R." on, REVIEW)
    ("Tax Ct. R. 142(a)", "Tax Ct. R."),
    # Ohio's, as its courts cite them with no State named (each was REVIEW "not a code abbreviation")
    ("App.R. 16(A)(7)", "Ohio R. App. P."),
    ("Civ.R. 56(C)", "Ohio R. Civ. P."),
    ("Crim.R. 11(C)(2)", "Ohio R. Crim. P."),
    ("Evid.R. 403", "Ohio R. Evid."),
    ("Juv.R. 29(E)(4)", "Ohio R. Juv. P."),
    ("Sup.R. 44(C)", "Ohio Sup. R."),
]


@pytest.mark.parametrize(("written", "code"), RULES)
def test_a_courts_own_rule_is_read_whole_and_known(written: str, code: str) -> None:
    [task] = citation_tasks(extract_text(f"Such dispositions may be cited. {written}."))
    c = task.citation
    assert (c.text, c.type, c.components.code) == (written, CitationType.RULE, code)
    [finding] = check_statute(build_view(task, date(2026, 12, 1)))
    assert finding.severity is Severity.OK, finding.explanation


def test_the_rules_of_a_court_that_does_not_exist_are_unknown() -> None:
    [task] = citation_tasks(extract_text("Such dispositions may be cited. 12th Cir. R. 47.5."))
    [finding] = check_statute(build_view(task, date(2026, 12, 1)))
    assert finding.severity is Severity.SOFT and "12th Cir. R." in finding.explanation
