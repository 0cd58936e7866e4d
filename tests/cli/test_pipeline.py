"""The local runner's steps over the local stores: records, history and re-validation."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from briefcheck.domain.codes import DocumentStatus, Outcome, Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.domain.models import utc_now
from briefcheck.run.local import check_document
from briefcheck.run.steps import load_result, open_stores, revalidate
from briefcheck.store.keys import result_key
from briefcheck.verify import Verifier


def test_check_then_revalidate_keeps_history(repo_root: Path, tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.FLAGGED)
    stores = open_stores(settings)
    data = (repo_root / "examples" / "sample_brief.md").read_bytes()
    result = check_document(data, "sample_brief.md", settings, stores)
    doc = stores.records.get_document(result.document_id)
    assert doc is not None and doc.status is DocumentStatus.COMPLETE
    assert stores.blobs.exists(result_key(result.document_id))
    unverifiable = [e for e in result.evidence if e.outcome is Outcome.UNVERIFIABLE]
    assert unverifiable, "offline, flagged citations must come out UNVERIFIABLE"

    later = utc_now() + timedelta(minutes=5)
    fresh = revalidate(stores, Verifier(settings, stores.blobs), now=later, older_than=timedelta(days=30))
    assert list(fresh) == [result.document_id]
    new = fresh[result.document_id]
    assert {e.citation_id for e in new} >= {e.citation_id for e in unverifiable}
    history = stores.records.evidence(result.document_id, history=True)
    assert len(history) == len(result.evidence) + len(new)
    rebuilt = load_result(stores, result.document_id)
    assert rebuilt is not None and len(rebuilt.evidence) == len(result.evidence)


def test_revalidate_command_names_each_document(
    repo_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import main

    sample = repo_root / "examples" / "sample_brief.md"
    assert main(["--home", str(tmp_path), "check", str(sample), "--quiet"]) == 1
    assert main(["--home", str(tmp_path), "revalidate"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sample_brief.md (")
    assert "UNVERIFIABLE UNVERIFIABLE_PUBLIC. Not verifiable from public sources" in out


def test_progress_counts_each_citation_once(repo_root: Path, tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings)
    data = (repo_root / "examples" / "sample_brief.md").read_bytes()
    seen: dict[str, list[tuple[int, int]]] = {}
    result = check_document(
        data,
        "sample_brief.md",
        settings,
        stores,
        progress=lambda step, n, of: seen.setdefault(step, []).append((n, of)),
    )
    total = result.summary.citations
    panel = seen["panel"]
    # one report per citation finished, counting up to the total: never a running sum of counts
    assert [n for n, _ in panel] == list(range(1, total + 1)) and {of for _, of in panel} == {total}
    assert seen["tier3"][-1][0] == seen["tier3"][-1][1] <= total
