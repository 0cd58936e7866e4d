"""Curated reference tables (reporters, US and UK courts, law reports, anachronism markers),
each row with its source, and the one set of lookups over them: Tier 1 extraction, the rules
judge and the model prompts' reference text all read the same facts."""

from briefcheck.reference.anachronisms import find_markers
from briefcheck.reference.courts import (
    PUBLIC_DOMAIN_FROM,
    Court,
    court_from_courts_db,
    federal_court,
    public_domain_court,
    public_domain_reporter,
    resolve_court,
    state_by_postal,
)
from briefcheck.reference.reporters import (
    Reporter,
    expected_year,
    find_reporter,
    parallel_series,
    reporters_db_dates,
    volumes_by,
)
from briefcheck.reference.tables import TABLES
from briefcheck.reference.tna import tna_court_codes, tna_start_year, tna_uri
from briefcheck.reference.uk import (
    LawReport,
    Neutral,
    NeutralCourt,
    abbreviation_key,
    canonical_division,
    court_codes,
    division_omittable,
    divisions_of,
    law_report_series,
    neutral_court,
    parse_law_report,
    parse_neutral,
    series_in_style,
    tna_form,
    uk_court,
)

__all__ = [
    "PUBLIC_DOMAIN_FROM",
    "TABLES",
    "Court",
    "LawReport",
    "Neutral",
    "NeutralCourt",
    "Reporter",
    "abbreviation_key",
    "canonical_division",
    "court_codes",
    "court_from_courts_db",
    "division_omittable",
    "divisions_of",
    "expected_year",
    "federal_court",
    "find_markers",
    "find_reporter",
    "law_report_series",
    "neutral_court",
    "parallel_series",
    "parse_law_report",
    "parse_neutral",
    "public_domain_court",
    "public_domain_reporter",
    "reporters_db_dates",
    "resolve_court",
    "series_in_style",
    "state_by_postal",
    "tna_court_codes",
    "tna_form",
    "tna_start_year",
    "tna_uri",
    "uk_court",
    "volumes_by",
]
