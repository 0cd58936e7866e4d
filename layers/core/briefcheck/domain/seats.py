"""The panel's seats: one line a seat.

A seat is one judge of the Tier 2 panel (SPEC section 3). Each is a `SeatEntry` here: its name
(the agent's name before `_v<n>`), how the report titles it and what it asks, the reason codes
it may give with INVALID and with UNCERTAIN (for the five, exactly as the seed lists them), and
its rules judge ("module:callable", called with the citation's `briefcheck.panel.rules.view.View`
and giving a `briefcheck.panel.rules.agents.Decision`). A model backend reads the seat's prompt,
`prompts/<name>_v<n>.md`.

Everything that lists seats reads this list, when it is asked: the panel settings and their
validation, the consensus's panel size, the rules backend, the model backends' tool schema, the
report, the agent Lambda's environment, and `scripts/gen_asl.py`, which writes each seat's branch
of the state machines and its function in `template.yaml` (a test fails when they are stale).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from pydantic import AfterValidator


@dataclass(frozen=True)
class SeatEntry:
    name: str
    title: str
    asks: str
    invalid: tuple[str, ...]
    uncertain: tuple[str, ...]
    rules: str  # "module:callable", called with the citation's View, giving a Decision

    @property
    def state(self) -> str:
        """Its state in the state machine: the name's words but the last ("validator", "expert")."""
        return "".join(word.title() for word in self.name.split("_")[:-1])

    @property
    def function(self) -> str:
        """Its Lambda's logical id in template.yaml."""
        return f"{self.state}AgentFunction"


_RULES = "briefcheck.panel.rules.agents"

SEATS: list[SeatEntry] = [
    SeatEntry(
        "citation_authority_validator",
        "Citation authority",
        "do the court, reporter, volume, page and year describe a real publication?",
        (
            "reporter_court_mismatch",
            "volume_impossible",
            "page_unreasonable",
            "reporter_timing_wrong",
            "year_implausible",
        ),
        ("unusual_volume_page", "reporter_edge_case", "timing_questionable"),
        f"{_RULES}:AUTHORITY",
    ),
    SeatEntry(
        "case_ecology_validator",
        "Case ecology",
        "do the party names and case type fit real litigation?",
        (
            "party_names_artificial",
            "case_type_implausible",
            "generic_pattern_suspicious",
            "characteristics_mismatch",
        ),
        ("names_generic_but_possible", "unusual_pairing", "characteristics_unclear"),
        f"{_RULES}:CASE_ECOLOGY",
    ),
    SeatEntry(
        "temporal_reality_validator",
        "Temporal reality",
        "is the timeline possible (reporter in use, court in existence, no future dates)?",
        ("temporal_impossibility", "anachronistic_issue", "historical_mismatch", "future_dated"),
        ("early_in_reporter_series", "edge_of_legal_development", "timing_unusual_but_possible"),
        f"{_RULES}:TEMPORAL",
    ),
    SeatEntry(
        "legal_knowledge_validator",
        "Legal knowledge",
        "is it consistent with known law and known authority?",
        (
            "inconsistent_with_knowledge",
            "hallucination_pattern",
            "unknown_authority",
            "implausible_combination",
        ),
        ("unfamiliar_but_possible", "edge_case_authority", "weak_signals_both_ways"),
        f"{_RULES}:LEGAL_KNOWLEDGE",
    ),
    SeatEntry(
        "reality_assessment_expert",
        "Reality assessment",
        "overall: does it carry the marks of invention?",
        ("fabrication_markers", "too_perfect_fit", "implausible_synthesis", "overall_unreality"),
        ("mixed_signals", "insufficient_evidence", "edge_case_assessment"),
        f"{_RULES}:decide_reality",
    ),
]

# The seat by name, made again when SEATS is replaced or grows: a verdict's reason is checked
# against its seat every time a verdict is built or read.
_by_name: tuple[list[SeatEntry], int, dict[str, SeatEntry]] = ([], 0, {})


def panel_seats() -> list[SeatEntry]:
    """The seats, in the panel's order (the list as it stands when asked)."""
    return SEATS


def seat_names() -> list[str]:
    return [s.name for s in SEATS]


def seat_entry(name: str) -> SeatEntry:
    """The seat of this name; ValueError naming the seats there are."""
    global _by_name
    listed, size, by_name = _by_name
    if listed is not SEATS or size != len(SEATS):
        by_name = {s.name: s for s in SEATS}
        _by_name = (SEATS, len(SEATS), by_name)
    entry = by_name.get(name)
    if entry is None:
        raise ValueError(f"unknown agent {name!r}; agents are: {', '.join(seat_names())}")
    return entry


def _known(name: str) -> str:
    return seat_entry(name).name


# A seat's name, checked against the list when a model is made or read.
SeatName = Annotated[str, AfterValidator(_known)]
