"""One citation checked as `check` does offline: the offline index the only source."""

from __future__ import annotations

from pathlib import Path

from bulk_dialect import Case, Snapshot, filler

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index import CitationIndex
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

EDITION = "2026-06-30"


def index_of(directory: Path, cases: list[Case], courts: dict[str, str]) -> SQLiteCitationIndex:
    """An index built, as a user builds one, from a snapshot of `cases` written in `directory`."""
    Snapshot(cases=cases, courts=courts).write(directory / "bulk", EDITION)
    build_index(directory / "bulk", directory / "courtlistener.sqlite")
    return SQLiteCitationIndex(directory / "courtlistener.sqlite")


def star_paginated(pages: dict[int, str]) -> str:
    """An opinion's HTML as CourtListener's texts carry it: each page opens with its star marker."""
    return "<p>JUDGE SMITH delivered the opinion of the court.</p>" + "".join(
        f'<p><span class="star-pagination">*{page}</span> {text}</p>' for page, text in pages.items()
    )


def one_opinion_index(directory: Path, pages: dict[int, str]) -> SQLiteCitationIndex:
    """Hale v. Pratt, 600 F.3d <its first page> (2d Cir. 2011), its opinion `pages`, among a
    hundred other cases of its volume."""
    first = min(pages)
    cases = [
        Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", str(first))],
             opinions=[("010combined", "html_with_citations", star_paginated(pages))]),
        *filler(600, "F.3d", "ca2", 2011, 100),
    ]  # fmt: skip
    return index_of(directory, cases, {"ca2": "Court of Appeals for the Second Circuit"})


def cited_for_a_rule(cited: str) -> str:
    """A brief's sentence citing `cited` for a rule."""
    return f"The rule is settled. See {cited}."


def offline_check(
    index: CitationIndex | None, home: Path, text: str, named: str = ""
) -> tuple[Evidence, CitationStatus]:
    """The evidence and final status of the one citation in `text` that supports a claim (the one
    whose text opens with `named`, where another is cited in its parenthetical)."""
    doc = extract_document(text.encode(), "brief.txt")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None and t.citation.text.startswith(named)]
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    evidence = verifier.verify(task)
    return evidence, final_status(task.citation, None, [evidence]).status
