"""A case cited again and again (short forms, Id.) has its text read from the index once a run, and
each citation is still checked against it."""

from __future__ import annotations

from pathlib import Path

import pytest
from offline_check import one_opinion_index

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

PAGES = {
    101: "A landlord must return the deposit within thirty days of the tenancy's end.",
    102: "A tenant who abandons the premises forfeits nothing by leaving early.",
}
BRIEF = (
    'Hale holds that "a landlord must return the deposit within thirty days." Hale v. Pratt, 600 F.3d 101, '
    '101 (2d Cir. 2011). It adds that "a tenant who abandons the premises forfeits nothing." Id. at 102. '
    'And it says again that "a landlord must return the deposit within sixty days." Hale, 600 F.3d at 101.'
)


def test_a_case_cited_three_times_is_read_once_and_each_citation_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    index = one_opinion_index(tmp_path, PAGES)
    reads: list[int] = []
    texts_of = SQLiteCitationIndex.texts_of
    monkeypatch.setattr(SQLiteCitationIndex, "texts_of", lambda self, c: reads.append(c) or texts_of(self, c))
    doc = extract_document(BRIEF.encode(), "brief.txt")
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    statuses = [
        final_status(task.citation, None, [verifier.verify(task)]).status for task in citation_tasks(doc)
    ]
    assert statuses == [CitationStatus.VERIFIED, CitationStatus.VERIFIED, CitationStatus.ERROR]
    assert reads == [1]
