"""The Federal Register prints one volume a calendar year from 1936 (volume 1; volume 85 is 2020's)
and never near 150,000 pages in a year: a volume dated another year, or an impossible page, was
UNVERIFIED with 'the panel found nothing wrong'."""

from __future__ import annotations

from datetime import date

import pytest

from briefcheck.extract import extract_text
from briefcheck.panel.rules.checks_common import check_statute
from briefcheck.panel.rules.findings import Severity
from briefcheck.panel.rules.view import build_view
from briefcheck.panel.tasks import citation_tasks


@pytest.mark.parametrize(
    ("text", "severity", "said"),
    [
        ("See 84 Fed. Reg. 41292 (Aug. 14, 2019).", Severity.OK, "of 2019"),
        ("See 81 Fed. Reg. 96748 (Dec. 30, 2016).", Severity.OK, "of 2016"),
        ("See 1 Fed. Reg. 1 (Mar. 14, 1936).", Severity.OK, "of 1936"),
        ("See 85 Fed. Reg. 12345 (Mar. 2, 2015).", Severity.HARD, "is of 2020, not 2015"),
        ("See 85 Fed. Reg. 9980111 (Mar. 2, 2020).", Severity.HARD, "no page 9,980,111"),
        ("See 86 Fed. Reg. 9,980,111 (Feb. 2, 2021).", Severity.HARD, "no page 9,980,111"),
        # with its pin, as briefs cite it: the date after the pin is read
        ("See 85 Fed. Reg. 80,274, 80,280 (Dec. 11, 2015).", Severity.HARD, "is of 2020, not 2015"),
        ("See 85 Fed. Reg. 80,274, 80,280 (Dec. 11, 2020).", Severity.OK, "of 2020"),
    ],
)
def test_a_federal_register_volume_is_of_its_year(text: str, severity: Severity, said: str) -> None:
    [task] = citation_tasks(extract_text(text))
    [finding] = check_statute(build_view(task, date(2026, 12, 1)))
    assert finding.severity is severity and said in finding.explanation, finding.explanation
