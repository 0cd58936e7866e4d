"""Impossibilities that decide a citation whatever backend the panel seats run on.

SPEC section 3: one hard, decisive defect is enough to flag a citation:
- it is malformed;
- its reporter (or a parallel's) was not in print in the cited year, or a regional parallel prints
  no decision of the state;
- its court did not yet exist, or never did;
- its U.S. Reports slot holds a known decision (the Constitution Annotated's table) of which its
  name has no distinctive word;
- its date is in the future, or no calendar has it ("Feb. 30"), or, in subsequent history, is before
  the decision it reviews;
- its first page is several times past any volume of its reporter, or its neutral number an order
  of magnitude past any year of its court, or its volume or first page is 0, or a law report's page
  runs to five figures;
- its volume is more than twice past any its series has printed, or a year written for a volume
  of a print series;
- a law report is dated before the judgment it reports;
- its Westlaw or Lexis number is not one (no year, number 0, nine digits for Westlaw, seven for
  Lexis), or its Westlaw year is before the decision's (a document is numbered when Westlaw adds it);
- its public-domain number is dated before its state numbered decisions so, or before its own
  docket ("2005 IL App (1st) 191234-U").
These are facts of reference data, not opinions, so a model's VALID never outvotes them. Soft
findings (a volume a little early, an unfamiliar court) are not decisive.
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from briefcheck.domain.models import CitationTask
from briefcheck.panel.rules import checks_common as common
from briefcheck.panel.rules import checks_uk as uk
from briefcheck.panel.rules import checks_us as us
from briefcheck.panel.rules.agents import CheckFn, run_checks
from briefcheck.panel.rules.findings import Finding, Severity
from briefcheck.panel.rules.view import build_view

DECISIVE_CHECKS: tuple[CheckFn, ...] = (
    common.check_malformed_flag,
    common.check_future,
    common.check_date,
    common.check_history_order,
    common.check_petition_history,
    us.check_reporter_timing,
    us.check_court_exists,
    us.check_known_decision,
    us.check_parallel_series,
    us.check_page_decisive,
    us.check_volume_decisive,
    us.check_zero_numbers,
    us.check_wl_format,
    us.check_wl_year,
    us.check_lexis_format,
    us.check_public_domain_timing,
    uk.check_uk_timing,
    uk.check_uk_number_decisive,
    uk.check_law_report_timing,
    uk.check_law_report_page_decisive,
    uk.check_report_before_judgment,
)


def hard_defects(task: CitationTask, today: date | None = None) -> list[Finding]:
    """The decisive impossibilities of a citation (empty when it is possible)."""
    view = build_view(task, today or datetime.now(UTC).date())
    return [f for f in run_checks(view, DECISIVE_CHECKS) if f.severity is Severity.HARD]
