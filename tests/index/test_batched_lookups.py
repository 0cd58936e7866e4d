"""A document's offline look-ups read in one batch give each citation the answer it gets alone:
two citations of one slot under different years are not answered by whichever came last."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import index_of

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")], short="Hale"),
        *filler(600, "F.3d", "ca2", 2011, 100, 40),
    ]
    return index_of(
        tmp_path_factory.mktemp("batched"), cases, {"ca2": "Court of Appeals for the Second Circuit"}
    )


def statuses(index: SQLiteCitationIndex, home: Path, text: str, batched: bool) -> list[CitationStatus]:
    doc = extract_document(text.encode(), "brief.txt")
    tasks = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    if batched:
        verifier.look_up_offline(tasks)
    return [final_status(t.citation, None, [verifier.verify(t)]).status for t in tasks]


REAL = "The rule is settled. See Hale v. Pratt, 600 F.3d 500 (2d Cir. 2011)."
FAKE = "The rule is settled. See Fennimore v. Castell, 600 F.3d 500 (2d Cir. 2011)."
LATER = "Another point. See Dorn v. Wren, 600 F.3d 500 (2d Cir. 2027)."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{REAL}\n\n{LATER}", [CitationStatus.VERIFIED, CitationStatus.REVIEW]),
        (f"{LATER}\n\n{REAL}", [CitationStatus.REVIEW, CitationStatus.VERIFIED]),
        (f"{FAKE}\n\n{LATER}", [CitationStatus.ERROR, CitationStatus.REVIEW]),
    ],
)
def test_a_slot_cited_under_another_year_is_answered_for_each_year(
    index: SQLiteCitationIndex, tmp_path: Path, text: str, expected: list[CitationStatus]
) -> None:
    alone = statuses(index, tmp_path / "alone", text, batched=False)
    assert alone == expected
    assert statuses(index, tmp_path / "batched", text, batched=True) == alone
