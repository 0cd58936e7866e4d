"""The labelled items, the per-item outcomes and the report's shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from briefcheck.domain.codes import (
    Category,
    CitationStatus,
    Jurisdiction,
    Outcome,
    Recommendation,
)
from briefcheck.domain.models import (
    AgentVerdict,
    Model,
    PanelSeat,
    TokenUsage,
    utc_now,
)

Label = Literal["real", "fabricated", "edge"]
LABELS: tuple[Label, ...] = ("real", "edge", "fabricated")
NOT_EXTRACTED = "NOT_EXTRACTED"
TARGET_REAL_OK = 0.90
TARGET_FABRICATED_CAUGHT = 0.80
TARGET_LAWYER_AGREEMENT = 0.85
# Below this similarity an extracted citation is not the item's citation.
MIN_MATCH = 0.6


class EvalItem(BaseModel):
    """One labelled citation of the dev.jsonl format."""

    model_config = ConfigDict(extra="ignore")

    id: str = Field(..., min_length=1)
    label: Label
    citation: str = Field(..., min_length=1)
    jurisdiction: Jurisdiction
    context: str = ""
    claimed_proposition: str | None = None
    truth: str | None = None
    source: str | None = None
    notes: str | None = None

    @property
    def is_real(self) -> bool:
        return self.label != "fabricated"


class ItemOutcome(Model):
    id: str
    label: Label
    citation: str
    extracted: bool
    matched_text: str | None = Field(None, description="The Tier 1 citation judged for this item")
    match_score: float | None = None
    problem: str | None = Field(None, description="Why the item was not judged")
    recommendation: Recommendation | None = None
    verdicts: list[AgentVerdict] = Field(default_factory=list)
    agrees_with_label: bool
    index_outcome: Outcome | None = Field(None, description="What the offline index said, if asked")
    index_category: Category | None = None
    index_summary: str | None = None
    status: CitationStatus | None = Field(None, description="The final status, when judged")


class Rate(Model):
    hits: int
    total: int
    share: float | None
    target: float | None = None
    met: bool | None = None


class AgentScore(Model):
    agent: str
    model: str
    judged: int
    errors: int
    error_rate: float | None
    invalid_on_real: int
    valid_on_fabricated: int
    unavailable: int


class StatusScore(Model):
    """The figures by final status: the panel's alone, or with the offline index looked up."""

    index_edition: str | None = Field(None, description="The index's edition; None: nothing was looked up")
    real_ok: Rate
    fabricated_caught: Rate
    by_status: dict[str, dict[str, int]] = Field(..., description="label -> final status -> count")


class EvalReport(Model):
    dataset: str
    panel: list[PanelSeat]
    final_status: StatusScore
    created_at: datetime = Field(default_factory=utc_now)
    items: int
    by_label: dict[str, int]
    real_ok: Rate
    fabricated_caught: Rate
    edge_flagged: Rate
    lawyer_agreement: Rate
    confusion: dict[str, dict[str, int]] = Field(..., description="label -> recommendation -> count")
    agents: list[AgentScore]
    not_extracted: list[str]
    usage: TokenUsage
    outcomes: list[ItemOutcome]


class Change(Model):
    id: str
    label: Label
    a: str
    b: str


class Comparison(Model):
    name_a: str
    name_b: str
    a: EvalReport
    b: EvalReport
    changed: list[Change]


# --------------------------------------------------------------------------- loading
