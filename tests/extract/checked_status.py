"""The final status `check` gives the one citation of a short text, offline with no index: how a
Tier 1 family's citation ends up for the lawyer."""

from __future__ import annotations

from pathlib import Path

from briefcheck.domain.codes import CitationStatus


def status_of(text: str, home: Path) -> CitationStatus | None:
    [status] = statuses_of(text, home)
    return status


def statuses_of(text: str, home: Path) -> list[CitationStatus | None]:
    """Each citation's final status, in document order."""
    from briefcheck.domain.config import Settings
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    settings = Settings(home=home)
    result = check_document(text.encode(), "brief.txt", settings, open_stores(settings, standard_outputs()))
    return [c.status for c in result.citations()]
