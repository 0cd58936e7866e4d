"""What every panel backend is: something that judges one citation as one agent."""

from __future__ import annotations

from typing import Protocol

from briefcheck.domain.config import AgentSpec
from briefcheck.domain.models import AgentVerdict, CitationTask


class Judge(Protocol):
    spec: AgentSpec

    def judge(self, task: CitationTask) -> AgentVerdict:
        """The agent's verdict on the task. Raises AgentError when it cannot give one."""
        ...
