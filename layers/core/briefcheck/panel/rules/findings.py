"""What a deterministic check reports: which fact it checked, how bad, and in one line why."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, StrEnum


class Severity(IntEnum):
    OK = 0  # checked and consistent
    SOFT = 1  # odd, but real citations (typos, secondary sources) show it too
    HARD = 2  # impossible for a real citation


class Check(StrEnum):
    REPORTER_KNOWN = "reporter_known"
    REPORTER_TIMING = "reporter_timing"
    VOLUME = "volume"
    PAGE = "page"
    PIN = "pin"
    ROUND_PAGE = "round_page"
    COURT_KNOWN = "court_known"
    COURT_REPORTER = "court_reporter"
    COURT_EXISTS = "court_exists"
    DESCRIBED = "described"  # what the brief calls the opinion ("en banc") against its court
    KNOWN_DECISION = "known_decision"
    OVERRULING = "overruling"  # a stated overruling against the Supreme Court's own table
    FUTURE = "future"
    HISTORY_ORDER = "history_order"
    DATE = "date"
    WL_FORMAT = "wl_format"
    WL_YEAR = "wl_year"
    PUBLIC_DOMAIN_TIMING = "public_domain_timing"  # a public-domain number before the form existed
    LEXIS_FORMAT = "lexis_format"
    DOCKET = "docket"
    PARALLEL = "parallel"
    PARALLEL_SERIES = "parallel_series"
    SHORT_FORM = "short_form"
    MALFORMED = "malformed"
    UK_CODE = "uk_code"
    UK_DIVISION = "uk_division"
    UK_TIMING = "uk_timing"
    UK_NUMBER = "uk_number"
    LAW_REPORT_SERIES = "law_report_series"
    LAW_REPORT_TIMING = "law_report_timing"
    LAW_REPORT_PAGE = "law_report_page"
    REPORT_BEFORE_JUDGMENT = "report_before_judgment"  # a law report dated before its judgment
    ANACHRONISM = "anachronism"
    STATUTE = "statute"
    CITATION_FORM = "citation_form"
    PARTY_PLACEHOLDER = "party_placeholder"
    PARTY_ISSUE = "party_issue"
    PARTY_MISSING = "party_missing"
    CAPTION = "caption"
    PARTY_SHAPE = "party_shape"


@dataclass(frozen=True)
class Finding:
    check: Check
    severity: Severity
    explanation: str


def ok(check: Check, explanation: str) -> Finding:
    return Finding(check, Severity.OK, explanation)


def soft(check: Check, explanation: str) -> Finding:
    return Finding(check, Severity.SOFT, explanation)


def hard(check: Check, explanation: str) -> Finding:
    return Finding(check, Severity.HARD, explanation)


def graded(check: Check, gap: float, hard_from: float, explanation: str) -> Finding:
    """OK when gap <= 0, SOFT up to hard_from, HARD beyond."""
    if gap <= 0:
        return ok(check, explanation)
    return hard(check, explanation) if gap > hard_from else soft(check, explanation)


def outside_run(
    check: Check,
    subject: str,
    cited: str,
    year: int,
    start: int | None,
    end: int | None,
    straddle: int = 1,
) -> Finding | None:
    """A year before `start` or after `end` of a court's or form's run: up to `straddle` years
    out is SOFT (decisions straddle the change), more is HARD; None when the year is inside the
    run."""
    if start is not None and year < start:
        return graded(check, start - year, straddle, f"{subject} began in {start}; {cited} is earlier")
    if end is not None and year > end:
        return graded(check, year - end, straddle, f"{subject} ended in {end}; {cited} is later")
    return None
