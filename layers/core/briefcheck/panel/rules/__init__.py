"""The `rules` backend: deterministic, offline, free, explained (SPEC section 3).

Each agent is a pure function of the task (and today's date): it runs the checks of its role
over reference data and returns VALID only when a check ran and found the citation
consistent, UNCERTAIN when it had nothing to check, INVALID for an impossibility.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from datetime import date, datetime

from briefcheck.domain.backends import RULES
from briefcheck.domain.codes import Verdict
from briefcheck.domain.config import AgentSpec, Settings
from briefcheck.domain.errors import AgentError
from briefcheck.domain.models import AgentVerdict, CitationTask, utc_now
from briefcheck.domain.seats import seat_entry
from briefcheck.panel.rules.agents import Decision
from briefcheck.panel.rules.view import View, build_view

__all__ = ["RulesJudge", "rules_judge"]

MODEL = RULES


def rules_judge(role: str) -> Callable[[View], Decision]:
    """The seat's rules judge, as its registry line names it: a pure function of the citation's
    view (and so of the task and today's date)."""
    module, _, attr = seat_entry(role).rules.partition(":")
    judge: Callable[[View], Decision] = getattr(importlib.import_module(module), attr)
    return judge


class RulesJudge:
    """A panel seat judged by rules. `today` is fixed for tests; by default the UTC date. The
    settings, which every backend's judge is given, change nothing here."""

    def __init__(self, spec: AgentSpec, settings: Settings | None = None, today: date | None = None) -> None:
        if spec.backend != RULES:
            raise AgentError(f"RulesJudge given a {spec.backend} seat ({spec.agent})")
        self.spec = spec
        self.today = today
        self.decide = rules_judge(spec.role)
        # The verdicts this seat gave in the current second, by what they say: a long brief's
        # seats repeat a few thousand verdicts (short forms, generic parties) tens of thousands
        # of times, and a verdict is a record no step changes, so one object serves them all.
        self._given: dict[tuple[Verdict, str | None, str], AgentVerdict] = {}
        self._second: datetime | None = None

    def judge(self, task: CitationTask) -> AgentVerdict:
        now = utc_now()  # the second's one datetime: its date is today's, in UTC
        try:
            decision = self.decide(build_view(task, self.today or now.date()))
        except (ValueError, KeyError, TypeError) as exc:
            raise AgentError(f"rules judge {self.spec.agent} failed on {task.citation.id}: {exc}") from exc
        if now != self._second:
            self._given.clear()
            self._second = now
        said = (decision.verdict, decision.reason, decision.explanation)
        given = self._given.get(said)
        if given is None:
            given = self._given[said] = AgentVerdict(
                agent=self.spec.agent,
                verdict=decision.verdict,
                invalid_reason=decision.reason if decision.verdict is Verdict.INVALID else None,
                uncertain_reason=decision.reason if decision.verdict is Verdict.UNCERTAIN else None,
                explanation=decision.explanation,
                timestamp=now,
                model=MODEL,
            )
        return given
