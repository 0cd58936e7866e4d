"""Configuration: environment variables parsed once into models.

Every setting has an offline default, so `briefcheck check` runs with no account and no
network. Lambdas and the CLI read the same `Settings`.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel, Field, SecretStr, ValidationError, field_validator

from briefcheck.domain.backends import RULES, Backend, backend_entry, backend_names
from briefcheck.domain.codes import Tier3Policy, role_of
from briefcheck.domain.environment import EnvModel
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.models import PanelSeat
from briefcheck.domain.seats import seat_entry, seat_names


class AgentSpec(BaseModel):
    """One panel seat: which agent version judges it and on which backend."""

    agent: str = Field(..., description="Versioned agent name, e.g. citation_authority_validator_v1")
    backend: Backend = RULES
    model: str | None = Field(None, description="Model id for a backend that calls a model; ignored by rules")

    @field_validator("agent")
    @classmethod
    def _known_role(cls, value: str) -> str:
        try:
            role_of(value)
        except ValueError as exc:
            raise ValueError(str(exc)) from None
        return value

    @property
    def role(self) -> str:
        """Its seat's name: the agent's name before its version."""
        return role_of(self.agent)

    @property
    def label(self) -> str:
        """What judged: 'rules' or the model id; recorded as the verdict's `model`."""
        entry = backend_entry(self.backend)
        if entry.default_model is None:
            return self.backend
        return self.model or entry.default_model


class PanelConfig(BaseModel):
    seats: list[AgentSpec]

    @field_validator("seats")
    @classmethod
    def _one_seat_per_role(cls, seats: list[AgentSpec]) -> list[AgentSpec]:
        roles = [s.role for s in seats]
        if sorted(roles) != sorted(seat_names()):
            raise ValueError("the panel needs exactly one agent for each seat: " + ", ".join(seat_names()))
        return seats

    @property
    def in_process(self) -> bool:
        """Every seat judged in this process (rules): CPU work, no calls out, done in seconds."""
        return all(backend_entry(s.backend).in_process for s in self.seats)

    def describe(self) -> list[PanelSeat]:
        """The seats as a result records them."""
        return [
            PanelSeat(agent=s.agent, backend=s.backend, model=s.label if s.label != s.backend else None)
            for s in self.seats
        ]

    @classmethod
    def of(cls, seats: list[PanelSeat]) -> PanelConfig:
        """The panel a stored result was judged by."""
        return cls(seats=[AgentSpec(agent=s.agent, backend=s.backend, model=s.model) for s in seats])


def panel_from(backend: str = RULES, model: str | None = None, overrides: str | None = None) -> PanelConfig:
    """Build a panel: every agent on `backend`, then per-agent overrides.

    `overrides` is a comma list of `agent=backend[:model]`, where agent is a role
    (`temporal_reality_validator`) or a versioned name (`temporal_reality_validator_v2`),
    e.g. "citation_authority_validator=rules,legal_knowledge_validator_v2=anthropic:claude-sonnet-4-5".
    """
    seats = {role: AgentSpec(agent=f"{role}_v1", backend=backend, model=model) for role in seat_names()}
    for item in filter(None, (p.strip() for p in (overrides or "").split(","))):
        name, sep, target = item.partition("=")
        if not sep:
            raise ConfigError(f"panel override {item!r} is not of the form agent=backend[:model]")
        name = name.strip()
        try:
            role = seat_entry(name).name if not name[-1].isdigit() else role_of(name)
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        agent = name if name[-1].isdigit() else seats[role].agent
        seat_backend, _, seat_model = target.strip().partition(":")
        if seat_backend not in backend_names():
            known = ", ".join(backend_names())
            raise ConfigError(f"unknown backend {seat_backend!r} for {name}; use {known}")
        seats[role] = AgentSpec(agent=agent, backend=seat_backend, model=seat_model or model)
    return PanelConfig(seats=list(seats.values()))


class Settings(EnvModel):
    """Environment variables (prefix BRIEFCHECK_), read once per process."""

    backend: Backend = RULES
    model: str | None = None
    panel: str | None = Field(None, description="Per-agent overrides, see panel_from")
    tier3: Tier3Policy = Tier3Policy.FLAGGED
    home: Path = Field(Path(".briefcheck"), description="Local store: blobs, source cache, SQLite")
    prompts_dir: Path | None = None
    max_concurrency: int = Field(8, ge=1, le=256)
    max_upload_bytes: int = Field(25 * 1024 * 1024, ge=1)
    request_timeout_s: float = Field(30.0, gt=0)
    tier3_wait_s: float = Field(
        600.0, ge=0, description="How long one run may wait, in all, for CourtListener's limits (0: never)"
    )
    max_retries: int = Field(4, ge=0, le=10)
    index: Path | None = Field(
        None, description="The offline index's file (default: courtlistener.sqlite, user data directory)"
    )
    bulk_endpoint: str | None = Field(None, description="An S3 endpoint serving CourtListener's bulk files")
    bulk_bucket: str = "com-courtlistener-storage"
    courtlistener_base_url: str = "https://www.courtlistener.com"
    budget_dir: Path | None = Field(
        None, description="Where CourtListener's request budget is kept per token (default: the user cache)"
    )
    mcp_token: SecretStr | None = Field(
        None, description="The bearer token `briefcheck mcp --http` requires off the loopback address"
    )
    find_case_law_base_url: str = "https://caselaw.nationalarchives.gov.uk"
    # Cloud wiring (set by the SAM template); unset locally.
    table: str | None = None
    anthropic_secret_arn: str | None = None
    courtlistener_secret_arn: str | None = None

    @field_validator("panel")
    @classmethod
    def _panel_parses(cls, value: str | None) -> str | None:
        if value:
            panel_from(overrides=value)
        return value

    def panel_config(self) -> PanelConfig:
        return panel_from(self.backend, self.model, self.panel)


@lru_cache(maxsize=1)
def settings() -> Settings:
    return Settings()


def load_panel_file(path: Path) -> PanelConfig:
    """A panel from a JSON file: {"seats": [{"agent": ..., "backend": ..., "model": ...}, ...]}."""
    try:
        return PanelConfig.model_validate(json.loads(path.read_text()))
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'panel'}: {err['msg'].removeprefix('Value error, ')}"
            for err in exc.errors(include_input=False, include_url=False)
        )
        raise ConfigError(f"cannot use panel file {path}: {problems}") from None
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot use panel file {path}: {exc}") from None
