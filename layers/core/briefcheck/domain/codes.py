"""Every enumerated value of briefcheck, defined once.

Verdicts, agent names and their reason codes come from the Tier 2 seed; recommendations,
outcomes, categories and confidence levels from SPEC sections 3 and 5. Models, prompts,
backends, the JSON Schemas and the tests all import from here.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache


class Verdict(StrEnum):
    VALID = "VALID"
    INVALID = "INVALID"
    UNCERTAIN = "UNCERTAIN"


class CitationType(StrEnum):
    CASE = "case"
    STATUTE = "statute"
    REGULATION = "regulation"
    RULE = "rule"
    TREATY = "treaty"
    CONSTITUTION = "constitution"  # the United States' or a state's, by article or amendment
    JOURNAL = "journal"  # a law review or journal article: listed, never looked up, never an error
    SECONDARY = "secondary"  # a Restatement, legal encyclopedia or treatise: listed, never looked up


class Jurisdiction(StrEnum):
    US = "US"
    UK = "UK"
    INTERNATIONAL = "international"  # a treaty binds its parties, not one legal system


class CitationForm(StrEnum):
    """How the citation is written: a full citation or one of the short forms."""

    FULL = "full"
    SHORT = "short"  # 25 Cal. App. 5th at 40
    SUPRA = "supra"  # Smith, supra, at 460
    ID = "id"  # Id. at 12


class CitationFlag(StrEnum):
    """Tier 1 observations that later tiers use as signals."""

    UNKNOWN_REPORTER = "unknown_reporter"  # citation-shaped, reporter not in reporters-db
    MALFORMED = "malformed"  # structurally broken (e.g. "[202] UKSC 1")
    ORPHAN_SHORT_FORM = "orphan_short_form"  # short form with no full citation to point at
    # a short form naming a party no full citation at its volume and reporter has
    OTHER_NAME_SHORT_FORM = "other_name_short_form"
    # a short form naming a party of a full citation in another volume of its reporter
    OTHER_VOLUME_SHORT_FORM = "other_volume_short_form"
    # an "Id." whose pin lies outside the pages of the citation before it (and of a string's others)
    ID_PIN_OUTSIDE = "id_pin_outside"
    UNKNOWN_COURT = "unknown_court"  # court code not in the registry for that year
    # subsequent history ("aff'd", "cert. denied") dated before the decision it reviews
    HISTORY_BEFORE_CASE = "history_before_case"
    # subsequent history by a court that cannot review the decision ("520 U.S. 1, aff'd, 123 F.3d
    # 456"; "cert. denied" by a court of appeals)
    HISTORY_BY_COURT_BELOW = "history_by_court_below"
    # written with characters that only look like its letters or digits (a Cyrillic "Р" in "Р.3d",
    # the letter O in "8OO"), or a volume led by a zero ("0600 F.3d"): read as it looks, but no
    # search of the text as written finds it
    LOOKALIKE_CHARACTERS = "lookalike_characters"
    # a Supreme Court decision the brief says another overruled, which the Constitution Annotated's
    # table of the Court's overrulings does not list as overruling it
    OVERRULING_NOT_IN_TABLE = "overruling_not_in_table"


# Reason code that any agent uses when its backend failed after retries (SPEC section 3).
AGENT_UNAVAILABLE = "agent_unavailable"


class AgentRole(StrEnum):
    """The five panelists of the Tier 2 seed. The versioned agent name is f"{role}_v{n}"."""

    CITATION_AUTHORITY = "citation_authority_validator"
    CASE_ECOLOGY = "case_ecology_validator"
    TEMPORAL_REALITY = "temporal_reality_validator"
    LEGAL_KNOWLEDGE = "legal_knowledge_validator"
    REALITY_ASSESSMENT = "reality_assessment_expert"


# Reasons a seat finds fault with what the brief says the case decided, not with whether the case
# exists: a source that finds the case answers the one, never the other.
CLAIM_REASONS = frozenset({"anachronistic_issue"})

# Reason codes per role, exactly as the seed lists them.
INVALID_REASONS: dict[AgentRole, tuple[str, ...]] = {
    AgentRole.CITATION_AUTHORITY: (
        "reporter_court_mismatch",
        "volume_impossible",
        "page_unreasonable",
        "reporter_timing_wrong",
        "year_implausible",
    ),
    AgentRole.CASE_ECOLOGY: (
        "party_names_artificial",
        "case_type_implausible",
        "generic_pattern_suspicious",
        "characteristics_mismatch",
    ),
    AgentRole.TEMPORAL_REALITY: (
        "temporal_impossibility",
        "anachronistic_issue",
        "historical_mismatch",
        "future_dated",
    ),
    AgentRole.LEGAL_KNOWLEDGE: (
        "inconsistent_with_knowledge",
        "hallucination_pattern",
        "unknown_authority",
        "implausible_combination",
    ),
    AgentRole.REALITY_ASSESSMENT: (
        "fabrication_markers",
        "too_perfect_fit",
        "implausible_synthesis",
        "overall_unreality",
    ),
}

UNCERTAIN_REASONS: dict[AgentRole, tuple[str, ...]] = {
    AgentRole.CITATION_AUTHORITY: ("unusual_volume_page", "reporter_edge_case", "timing_questionable"),
    AgentRole.CASE_ECOLOGY: ("names_generic_but_possible", "unusual_pairing", "characteristics_unclear"),
    AgentRole.TEMPORAL_REALITY: (
        "early_in_reporter_series",
        "edge_of_legal_development",
        "timing_unusual_but_possible",
    ),
    AgentRole.LEGAL_KNOWLEDGE: ("unfamiliar_but_possible", "edge_case_authority", "weak_signals_both_ways"),
    AgentRole.REALITY_ASSESSMENT: ("mixed_signals", "insufficient_evidence", "edge_case_assessment"),
}


def allowed_reasons(role: AgentRole, verdict: Verdict) -> tuple[str, ...]:
    """Reason codes an agent of this role may give with this verdict (none for VALID)."""
    if verdict is Verdict.INVALID:
        return INVALID_REASONS[role]
    if verdict is Verdict.UNCERTAIN:
        return (*UNCERTAIN_REASONS[role], AGENT_UNAVAILABLE)
    return ()


@cache  # read for every verdict built or loaded: a handful of names per process
def role_of(agent: str) -> AgentRole:
    """`citation_authority_validator_v2` -> AgentRole.CITATION_AUTHORITY."""
    base, sep, version = agent.rpartition("_v")
    if not sep or not version.isdigit():
        raise ValueError(f"agent name {agent!r} is not of the form <role>_v<number>")
    return AgentRole(base)


class AgreementLevel(StrEnum):
    UNANIMOUS = "unanimous"
    STRONG = "strong"
    SPLIT = "split"


class Recommendation(StrEnum):
    LIKELY_VALID = "CITATION_LIKELY_VALID"
    UNCERTAIN = "CITATION_UNCERTAIN"
    LIKELY_HALLUCINATED = "CITATION_LIKELY_HALLUCINATED"


class Priority(StrEnum):
    HIGH = "high"
    NORMAL = "normal"


class Tier3Policy(StrEnum):
    FLAGGED = "flagged"
    ALL = "all"
    NONE = "none"


class Outcome(StrEnum):
    """Public-source gating: the tri-state outcome of each claim-citation pair."""

    VERIFIED_OK = "VERIFIED_OK"
    VERIFIED_ERROR = "VERIFIED_ERROR"
    UNVERIFIABLE = "UNVERIFIABLE"


class Category(StrEnum):
    """Hallucination categories, declared in the priority order of SPEC section 5 (the override last)."""

    MALFORMED_CITATION = "MALFORMED_CITATION"
    AUTHORITY_NONEXISTENT = "AUTHORITY_NONEXISTENT"
    MISATTRIBUTION = "MISATTRIBUTION"
    PARAGRAPH_HALLUCINATION = "PARAGRAPH_HALLUCINATION"
    QUOTE_FABRICATION = "QUOTE_FABRICATION"
    MISCHARACTERIZATION = "MISCHARACTERIZATION"
    UNVERIFIABLE_PUBLIC = "UNVERIFIABLE_PUBLIC"


class CitationStatus(StrEnum):
    """The one final status per citation a lawyer reads (SPEC section 7), combining panel and Tier 3."""

    VERIFIED = "VERIFIED"
    ERROR = "ERROR"
    LIKELY_HALLUCINATED = "LIKELY_HALLUCINATED"
    REVIEW = "REVIEW"
    UNVERIFIED = "UNVERIFIED"


class Confidence(StrEnum):
    HIGH = "HIGH"
    MEDIUM = "MEDIUM"
    LOW = "LOW"


class DocumentStatus(StrEnum):
    RECEIVED = "RECEIVED"
    RUNNING = "RUNNING"
    COMPLETE = "COMPLETE"
    FAILED = "FAILED"
    DELETING = "DELETING"  # a DELETE under way: a writer that meets it removes what it wrote
