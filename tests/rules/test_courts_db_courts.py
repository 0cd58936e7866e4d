"""A court outside the curated tables is judged by courts-db's own dates: cited for a year it did
not sit, it is an impossibility; within its years, nothing is said against it."""

from __future__ import annotations

from datetime import date

import pytest

from briefcheck.extract import extract_text
from briefcheck.panel.rules.agents import ALL_CHECKS, run_checks
from briefcheck.panel.rules.findings import Check, Severity
from briefcheck.panel.rules.view import build_view
from briefcheck.panel.tasks import citation_tasks


def court_exists(text: str) -> tuple[Severity, str]:
    [task] = citation_tasks(extract_text(f"The rule is settled. {text}"))
    findings = [
        f
        for f in run_checks(build_view(task, date(2026, 1, 15)), ALL_CHECKS)
        if f.check is Check.COURT_EXISTS
    ]
    worst = max(findings, key=lambda f: f.severity)
    return worst.severity, worst.explanation


@pytest.mark.parametrize(
    ("text", "severity"),
    [
        ("Doe v. Roe, 5 F. Cas. 20 (D. Ill. 1850).", Severity.OK),  # the undivided district sat 1819-1855
        ("Doe v. Roe, 5 F. Cas. 20 (D. Ill. 1871).", Severity.HARD),  # divided in 1855
        ("In re Alpha, 500 B.R. 10 (B.A.P. 9th Cir. 2013).", Severity.OK),
        ("In re Alpha, 50 B.R. 10 (B.A.P. 9th Cir. 1975).", Severity.HARD),  # panels began in 1979-1984
        # the first volumes of the U.S. Reports print Pennsylvania's courts from 1754, before the
        # Supreme Court sat: the reporter does not make their decisions the Supreme Court's ...
        ("Respublica v. De Longchamps, 1 U.S. (1 Dall.) 111.", Severity.OK),
        ("Respublica v. De Longchamps, 1 U.S. (1 Dall.) 111 (1784).", Severity.OK),
        ("Doe v. Roe, 1 U.S. 1.", Severity.OK),
        # ... but a court the citation names is held to its years
        ("Doe v. Roe, 1 U.S. (1 Dall.) 111 (U.S. 1784).", Severity.HARD),
    ],
)
def test_a_court_is_judged_by_the_years_courts_db_gives_it(text: str, severity: Severity) -> None:
    found, why = court_exists(text)
    assert found is severity, why
