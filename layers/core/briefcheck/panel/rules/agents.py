"""The five seats' rules judges: which checks each runs and what reason code each finding earns.
The seat registry (`briefcheck.domain.seats`) names each seat's judge here.

Calibration (SPEC section 3, consensus by VALID count): a hard impossibility is seen by at
least three agents, so the panel says LIKELY_HALLUCINATED; a soft oddity by its one specialist
plus the reality expert, so a real citation with a typo lands in CITATION_UNCERTAIN. A check
listed with no uncertain code is one the agent only corroborates when it is impossible.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from briefcheck.domain.codes import CitationType, Verdict
from briefcheck.panel.rules import checks_common as common
from briefcheck.panel.rules import checks_uk as uk
from briefcheck.panel.rules import checks_us as us
from briefcheck.panel.rules import parties
from briefcheck.panel.rules.findings import Check, Finding, Severity
from briefcheck.panel.rules.view import View

CheckFn = Callable[[View], list[Finding]]
Codes = tuple[str, str | None]  # (invalid code, uncertain code or None: hard findings only)


@dataclass(frozen=True)
class Seat:
    """A seat's judge made of checks: called with a View, it gives its Decision (`decide`)."""

    checks: tuple[CheckFn, ...]
    codes: dict[Check, Codes]
    no_basis: tuple[str, str]  # uncertain code and explanation when nothing could be checked

    def __call__(self, view: View) -> Decision:
        return decide(self, view)


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    reason: str | None
    explanation: str


US_METADATA: tuple[CheckFn, ...] = (
    us.check_reporter_known,
    us.check_reporter_timing,
    us.check_volume,
    us.check_page,
    us.check_court_known,
    us.check_court_reporter,
    us.check_en_banc,
    us.check_holding_given_to_another_court,
    us.check_court_exists,
    us.check_parallel_series,
)
UK_METADATA: tuple[CheckFn, ...] = (
    uk.check_uk_form,
    uk.check_uk_code,
    uk.check_uk_division,
    uk.check_uk_timing,
    uk.check_uk_number,
    uk.check_law_report_series,
    uk.check_law_report_timing,
)
PARTY_CHECKS: tuple[CheckFn, ...] = (
    parties.check_party_missing,
    parties.check_placeholders,
    parties.check_party_issue,
    parties.check_caption,
    parties.check_party_shape,
)
DATE_CHECKS: tuple[CheckFn, ...] = (
    common.check_future,
    common.check_date,
    common.check_history_order,
    common.check_petition_history,
    us.check_wl_format,
    us.check_lexis_format,
    us.check_wl_year,
    us.check_docket,
    common.check_anachronism,
)
ALL_CHECKS: tuple[CheckFn, ...] = (
    common.check_malformed_flag,
    *US_METADATA,
    us.check_known_decision,
    common.check_overruling_history,
    *UK_METADATA,
    *DATE_CHECKS,
    us.check_parallels,
    us.check_pin,
    us.check_round_page,
    common.check_short_form,
    common.check_statute,
    common.check_citation_form,
    *PARTY_CHECKS,
)

AUTHORITY = Seat(
    checks=(
        common.check_malformed_flag,
        *US_METADATA,
        *UK_METADATA,
        common.check_future,
        us.check_pin,
        common.check_statute,
    ),
    codes={
        Check.MALFORMED: ("year_implausible", None),
        Check.REPORTER_KNOWN: ("reporter_timing_wrong", "reporter_edge_case"),
        Check.VOLUME: ("volume_impossible", "unusual_volume_page"),
        Check.PAGE: ("page_unreasonable", "unusual_volume_page"),
        Check.PIN: ("page_unreasonable", "unusual_volume_page"),
        Check.COURT_REPORTER: ("reporter_court_mismatch", "reporter_edge_case"),
        Check.DESCRIBED: ("reporter_court_mismatch", "reporter_edge_case"),
        Check.PARALLEL_SERIES: ("reporter_court_mismatch", "reporter_edge_case"),
        Check.UK_CODE: ("reporter_court_mismatch", "reporter_edge_case"),
        Check.UK_DIVISION: ("reporter_court_mismatch", "reporter_edge_case"),
        Check.UK_NUMBER: ("page_unreasonable", "unusual_volume_page"),
        Check.STATUTE: ("volume_impossible", None),
        Check.REPORTER_TIMING: ("reporter_timing_wrong", None),
        Check.COURT_EXISTS: ("year_implausible", None),
        Check.FUTURE: ("year_implausible", None),
        Check.UK_TIMING: ("reporter_timing_wrong", None),
        Check.LAW_REPORT_SERIES: ("reporter_timing_wrong", None),
        Check.LAW_REPORT_TIMING: ("reporter_timing_wrong", None),
    },
    no_basis=("reporter_edge_case", "no reporter, court or neutral citation to check"),
)

CASE_ECOLOGY = Seat(
    checks=(*PARTY_CHECKS, common.check_citation_form),
    codes={
        Check.CITATION_FORM: ("case_type_implausible", "characteristics_unclear"),
        Check.PARTY_MISSING: ("party_names_artificial", "names_generic_but_possible"),
        Check.PARTY_PLACEHOLDER: ("party_names_artificial", "names_generic_but_possible"),
        Check.PARTY_ISSUE: ("generic_pattern_suspicious", "unusual_pairing"),
        Check.CAPTION: ("case_type_implausible", "unusual_pairing"),
        Check.PARTY_SHAPE: ("party_names_artificial", "names_generic_but_possible"),
    },
    no_basis=("characteristics_unclear", "no party names to assess"),
)

TEMPORAL = Seat(
    checks=(
        common.check_future,
        common.check_date,
        common.check_history_order,
        common.check_petition_history,
        us.check_court_exists,
        us.check_reporter_timing,
        us.check_parallel_series,
        uk.check_uk_timing,
        uk.check_law_report_timing,
        us.check_wl_year,
        us.check_public_domain_timing,
        us.check_docket,
        common.check_anachronism,
        common.check_statute,
    ),
    codes={
        Check.STATUTE: ("temporal_impossibility", None),
        Check.FUTURE: ("future_dated", "timing_unusual_but_possible"),
        Check.DATE: ("temporal_impossibility", None),
        Check.HISTORY_ORDER: ("temporal_impossibility", None),
        Check.COURT_EXISTS: ("temporal_impossibility", "timing_unusual_but_possible"),
        Check.REPORTER_TIMING: ("temporal_impossibility", "early_in_reporter_series"),
        Check.PARALLEL_SERIES: ("temporal_impossibility", "early_in_reporter_series"),
        Check.UK_TIMING: ("temporal_impossibility", "early_in_reporter_series"),
        Check.LAW_REPORT_TIMING: ("temporal_impossibility", "early_in_reporter_series"),
        Check.WL_YEAR: ("historical_mismatch", "timing_unusual_but_possible"),
        Check.PUBLIC_DOMAIN_TIMING: ("temporal_impossibility", "timing_unusual_but_possible"),
        Check.DOCKET: ("historical_mismatch", "timing_unusual_but_possible"),
        Check.ANACHRONISM: ("anachronistic_issue", "edge_of_legal_development"),
    },
    no_basis=("timing_unusual_but_possible", "no year cited and none can be inferred from the volume"),
)

LEGAL_KNOWLEDGE = Seat(
    checks=(
        common.check_malformed_flag,
        *US_METADATA,
        *UK_METADATA,
        common.check_future,
        common.check_anachronism,
        us.check_known_decision,
        common.check_overruling_history,
        us.check_wl_format,
        us.check_lexis_format,
        us.check_wl_year,
        us.check_docket,
        us.check_parallels,
        common.check_short_form,
        common.check_statute,
        parties.check_party_missing,
        parties.check_placeholders,
    ),
    codes={
        Check.MALFORMED: ("hallucination_pattern", None),
        Check.REPORTER_KNOWN: ("unknown_authority", "unfamiliar_but_possible"),
        Check.COURT_KNOWN: ("unknown_authority", "unfamiliar_but_possible"),
        Check.PARALLEL: ("implausible_combination", "weak_signals_both_ways"),
        Check.PARALLEL_SERIES: ("implausible_combination", "weak_signals_both_ways"),
        Check.WL_FORMAT: ("hallucination_pattern", "weak_signals_both_ways"),
        Check.LEXIS_FORMAT: ("hallucination_pattern", "weak_signals_both_ways"),
        Check.SHORT_FORM: ("unknown_authority", "edge_case_authority"),
        Check.UK_CODE: ("unknown_authority", "unfamiliar_but_possible"),
        Check.LAW_REPORT_SERIES: ("unknown_authority", "unfamiliar_but_possible"),
        Check.STATUTE: ("unknown_authority", "unfamiliar_but_possible"),
        Check.UK_DIVISION: ("implausible_combination", None),
        Check.VOLUME: ("implausible_combination", None),
        Check.COURT_REPORTER: ("implausible_combination", None),
        Check.REPORTER_TIMING: ("implausible_combination", None),
        Check.COURT_EXISTS: ("implausible_combination", None),
        Check.UK_TIMING: ("implausible_combination", None),
        Check.LAW_REPORT_TIMING: ("implausible_combination", None),
        Check.WL_YEAR: ("implausible_combination", None),
        Check.DOCKET: ("implausible_combination", None),
        Check.FUTURE: ("inconsistent_with_knowledge", None),
        Check.ANACHRONISM: ("inconsistent_with_knowledge", None),
        Check.KNOWN_DECISION: ("inconsistent_with_knowledge", None),
        Check.OVERRULING: ("inconsistent_with_knowledge", "weak_signals_both_ways"),
        Check.PARTY_MISSING: ("hallucination_pattern", None),
        Check.PARTY_PLACEHOLDER: ("hallucination_pattern", None),
    },
    no_basis=("unfamiliar_but_possible", "nothing in the citation that reference data covers"),
)

# The reality expert weighs every check; these it counts as soft signals at most.
REALITY_SOFT_ONLY = {
    Check.SHORT_FORM,
    Check.COURT_KNOWN,
    Check.PIN,
    Check.ROUND_PAGE,
    Check.PARTY_SHAPE,
    Check.CAPTION,
}

# A VALID verdict's explanation names the first few consistent findings.
SUMMARISED = 3


def run_checks(view: View, checks: tuple[CheckFn, ...]) -> list[Finding]:
    return list(_findings(view, checks))


def _findings(view: View, checks: tuple[CheckFn, ...]) -> Iterator[Finding]:
    """The checks' findings in order, each check run once a view (its answer kept there)."""
    seen: set[Check] = set()
    for check in checks:
        found = view.findings.get(check)
        if found is None:
            found = view.findings[check] = tuple(check(view))
        for f in found:
            # The same fact can be reached twice (e.g. a Tier 1 flag and a parse): keep the first.
            if f.check not in seen:
                seen.add(f.check)
                yield f


def decide(seat: Seat, view: View) -> Decision:
    """The seat's verdict on its own checks' findings, read as they come: the first
    impossibility, else the first oddity it has a code for, else consistent. Every check of the
    seat runs, so the seats after it find each one's answer kept."""
    first_hard: Decision | None = None
    first_soft: tuple[str, str] | None = None
    oks: list[str] = []
    for f in _findings(view, seat.checks):
        codes = seat.codes.get(f.check)
        if first_hard is not None or codes is None:
            continue
        if f.severity is Severity.HARD:
            first_hard = Decision(Verdict.INVALID, codes[0], f.explanation)
        elif f.severity is Severity.SOFT:
            if first_soft is None and codes[1]:
                first_soft = (codes[1], f.explanation)
        elif len(oks) < SUMMARISED:
            oks.append(f.explanation)
    if first_hard is not None:
        return first_hard
    if first_soft is not None:
        return Decision(Verdict.UNCERTAIN, *first_soft)
    if oks:
        return Decision(Verdict.VALID, None, "; ".join(oks))
    # A seat with nothing in its role to check does not vote against the citation: it raises no
    # objection, and says so. That the citation exists is for Tier 3; the final status never
    # calls an unlooked-up citation valid.
    return Decision(Verdict.VALID, None, f"no objection: nothing in this role to check ({seat.no_basis[1]})")


def decide_reality(view: View) -> Decision:
    """Synthesis: every check, with the seed's hallucination markers kept soft."""
    # the explanations of each severity (indexed by it), in the order of the checks
    said: tuple[list[str], list[str], list[str]] = ([], [], [])
    oks, soft, hard = said
    for f in run_checks(view, ALL_CHECKS):
        soft_only = f.severity is Severity.HARD and f.check in REALITY_SOFT_ONLY
        said[Severity.SOFT if soft_only else f.severity].append(f.explanation)
    if len(hard) >= 2:
        return Decision(
            Verdict.INVALID, "fabrication_markers", f"{len(hard)} impossibilities: {hard[0]}; {hard[1]}"
        )
    if hard:
        return Decision(Verdict.INVALID, "overall_unreality", hard[0])
    if soft:
        reason = "mixed_signals" if oks else "edge_case_assessment"
        more = f" (and {len(soft) - 1} more)" if len(soft) > 1 else ""
        return Decision(Verdict.UNCERTAIN, reason, soft[0] + more)
    if len(oks) >= 2 or (oks and view.type is not CitationType.CASE):
        return Decision(
            Verdict.VALID,
            None,
            f"{len(oks)} checks consistent, no fabrication markers: {'; '.join(oks[:SUMMARISED])}",
        )
    return Decision(Verdict.UNCERTAIN, "insufficient_evidence", "too little in the citation to check")
