"""Curated reference tables (reporters, US and UK courts, law reports, anachronism markers),
each row with its source, and the lookups the rules judge and Tier 3 use over them."""

from .anachronisms import find_markers
from .courts import Court, court_from_courts_db, resolve_court, state_by_postal
from .reporters import Reporter, expected_year, find_reporter, reporters_db_dates, volumes_by
from .tables import TABLES
from .uk import LawReport, Neutral, law_report_series, parse_law_report, parse_neutral, tna_form, uk_court

__all__ = [
    "TABLES",
    "Court",
    "LawReport",
    "Neutral",
    "Reporter",
    "court_from_courts_db",
    "expected_year",
    "find_markers",
    "find_reporter",
    "law_report_series",
    "parse_law_report",
    "parse_neutral",
    "reporters_db_dates",
    "resolve_court",
    "state_by_postal",
    "tna_form",
    "uk_court",
    "volumes_by",
]
