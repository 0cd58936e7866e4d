"""Every enumerated value of briefcheck, defined once.

Verdicts come from the Tier 2 seed (its agents and their reason codes are the seats of
`briefcheck.domain.seats`); recommendations, outcomes, categories and confidence levels from SPEC
sections 3 and 5. Models, prompts, backends, the JSON Schemas and the tests all import from here.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from briefcheck.domain.seats import seat_entry


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
    # an "Id." with no page of its own, read at the page the citation before it gives (as the
    # Bluebook reads it: "Id." alone is the same page)
    ID_PIN_INHERITED = "id_pin_inherited"
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
    # a decision the brief says is printed in a table of dispositions ("(table)", "(unpublished table
    # decision)"): its page prints many decisions, which a source may hold only in part
    TABLE_DECISION = "table_decision"
    # an order denying review cited in a case's history ("cert. denied, 586 U.S. 1001"): printed
    # in a list of orders under no caption, many to a page, which no source holds page by page
    ORDER_IN_A_LIST = "order_in_a_list"


# Reason code that any agent uses when its backend failed after retries (SPEC section 3).
AGENT_UNAVAILABLE = "agent_unavailable"


# Reasons a seat finds fault with what the brief says the case decided, not with whether the case
# exists: a source that finds the case answers the one, never the other.
CLAIM_REASONS = frozenset({"anachronistic_issue"})


def allowed_reasons(role: str, verdict: Verdict) -> tuple[str, ...]:
    """Reason codes an agent of this seat may give with this verdict (none for VALID)."""
    if verdict is Verdict.INVALID:
        return seat_entry(role).invalid
    if verdict is Verdict.UNCERTAIN:
        return (*seat_entry(role).uncertain, AGENT_UNAVAILABLE)
    return ()


@cache  # read for every verdict built or loaded: a handful of names per process
def _split(agent: str) -> str:
    base, sep, version = agent.rpartition("_v")
    if not sep or not version.isdigit():
        raise ValueError(f"agent name {agent!r} is not of the form <seat>_v<number>")
    return base


def role_of(agent: str) -> str:
    """`citation_authority_validator_v2` -> "citation_authority_validator", a seat of the panel."""
    return seat_entry(_split(agent)).name


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
