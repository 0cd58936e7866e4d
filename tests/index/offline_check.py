"""One citation checked as `check` does offline: the offline index the only source."""

from __future__ import annotations

from pathlib import Path

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index import CitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier


def cited_for_a_rule(cited: str) -> str:
    """A brief's sentence citing `cited` for a rule."""
    return f"The rule is settled. See {cited}."


def offline_check(index: CitationIndex | None, home: Path, text: str) -> tuple[Evidence, CitationStatus]:
    """The evidence and final status of the one citation in `text` that supports a claim."""
    doc = extract_document(text.encode(), "brief.txt")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    evidence = verifier.verify(task)
    return evidence, final_status(task.citation, None, [evidence]).status
