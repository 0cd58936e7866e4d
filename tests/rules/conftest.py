"""Fixtures for the rules backend: hand-built citations and a fixed 'today'."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from rules_helpers import build_task

from briefcheck.domain.config import AgentSpec, panel_from
from briefcheck.domain.models import AgentVerdict, CitationTask
from briefcheck.panel.rules import RulesJudge

TODAY = date(2026, 1, 15)


@pytest.fixture
def today() -> date:
    return TODAY


@pytest.fixture
def make_task() -> Callable[..., CitationTask]:
    return build_task


@pytest.fixture
def judge(today: date) -> Callable[[str, CitationTask], AgentVerdict]:
    def run(role: str, task: CitationTask) -> AgentVerdict:
        return RulesJudge(AgentSpec(agent=f"{role}_v1"), today=today).judge(task)

    return run


@pytest.fixture
def panel(today: date) -> Callable[[CitationTask], list[AgentVerdict]]:
    judges = [RulesJudge(seat, today=today) for seat in panel_from().seats]

    def run(task: CitationTask) -> list[AgentVerdict]:
        return [j.judge(task) for j in judges]

    return run
