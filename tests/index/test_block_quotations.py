"""A block quotation of several paragraphs is one quotation: its paragraphs must be one passage of
the court's, in the court's order, or the omission between them marked; the edition is generated in
the real bulk dialect with star-paginated text."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

PAGES = {
    500: "The question presented is whether a landlord may withhold a security deposit for ordinary wear.",
    501: "We hold that a landlord who acts in bad faith must pay treble damages to the tenant. A landlord "
    "need not itemize deductions made in good faith.",
    502: "The notice requirement is mandatory, and the tenant need not prove actual damages.",
    503: "Nothing in the statute suggests that the legislature meant to exempt commercial leases.",
    504: "The judgment is reversed.",
}
CITED = "Hale v. Pratt, 600 F.3d 500, 501-03 (2d Cir. 2011)."


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    html = "<p>JUDGE SMITH delivered the opinion of the court.</p>" + "".join(
        f'<p><span class="star-pagination">*{p}</span> {s}</p>' for p, s in PAGES.items()
    )
    cases = [
        Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")],
             opinions=[("010combined", "html_with_citations", html)]),
        *filler(600, "F.3d", "ca2", 2011, 100),
    ]  # fmt: skip
    bulk = tmp_path_factory.mktemp("block-bulk")
    Snapshot(cases=cases, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(bulk, "2026-06-30")
    target = tmp_path_factory.mktemp("block-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, home: Path, paragraphs: list[str]) -> tuple[Evidence, CitationStatus]:
    block = "\n>\n".join(f"> {p}" for p in paragraphs)
    doc = extract_document(f"The court explained:\n\n{block}\n\n{CITED}\n".encode(), "brief.md")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    assert len(task.claim.quotes) == len(paragraphs), task.claim.quotes
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    evidence = verifier.verify(task)
    return evidence, final_status(task.citation, None, [evidence]).status


@pytest.mark.parametrize(
    "paragraphs",
    [
        [PAGES[501].split(". ")[0] + ".", PAGES[503]],  # two passages apart, joined unmarked
        [PAGES[503], PAGES[502]],  # the court's order turned round
    ],
)
def test_a_block_quotation_joining_passages_the_court_wrote_apart_is_for_review(
    index, tmp_path, paragraphs
) -> None:
    ev, status = check(index, tmp_path, paragraphs)
    assert status is CitationStatus.REVIEW and "not one passage" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    "paragraphs",
    [
        [PAGES[501], PAGES[502]],  # paragraphs the court wrote one after the other
        [PAGES[501].split(". ")[0] + ". . . .", PAGES[503]],  # the omission marked
    ],
)
def test_a_block_quotation_of_the_courts_own_run_of_paragraphs_is_verified(
    index, tmp_path, paragraphs
) -> None:
    ev, status = check(index, tmp_path, paragraphs)
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
