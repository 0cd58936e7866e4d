"""The local runner's steps over the local stores: records, history and re-validation."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from briefcheck.domain.codes import DocumentStatus, Outcome, Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.domain.models import CitationTask, utc_now
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.revalidation import revalidate
from briefcheck.run.steps import load_result, open_stores
from briefcheck.store.keys import result_key
from briefcheck.verify import Verifier


def test_check_then_revalidate_keeps_history(repo_root: Path, tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.FLAGGED)
    stores = open_stores(settings, standard_outputs())
    data = (repo_root / "examples" / "sample_brief.md").read_bytes()
    result = check_document(data, "sample_brief.md", settings, stores)
    doc = stores.records.get_document(result.document_id)
    assert doc is not None and doc.status is DocumentStatus.COMPLETE
    assert stores.blobs.exists(result_key(result.document_id))
    unverifiable = [e for e in result.evidence if e.outcome is Outcome.UNVERIFIABLE]
    assert unverifiable, "offline, flagged citations must come out UNVERIFIABLE"

    later = utc_now() + timedelta(minutes=5)
    verifier = Verifier(settings, stores.blobs)
    changes = revalidate(stores, verifier, settings.tier3, later, timedelta(days=30))
    assert {c.document_id for c in changes} == {result.document_id}
    assert {c.citation_id for c in changes} >= {e.citation_id for e in unverifiable}
    history = stores.records.evidence(result.document_id, history=True)
    assert len(history) == len(result.evidence) + len(unverifiable)
    # each citation once per run: the same run again re-checks nothing
    assert revalidate(stores, verifier, settings.tier3, later, timedelta(days=30)) == []
    rebuilt = load_result(stores, result.document_id)
    assert rebuilt is not None and len(rebuilt.evidence) == len(result.evidence)


def test_revalidate_command_names_each_document(
    repo_root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import main

    sample = repo_root / "examples" / "sample_brief.md"
    assert main(["--home", str(tmp_path), "check", str(sample), "--quiet"]) == 1
    assert "checked by a source" in capsys.readouterr().out  # --quiet prints the headline alone
    assert main(["--home", str(tmp_path), "revalidate"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sample_brief.md (")
    # in check's status words, with what changed
    assert "LIKELY_HALLUCINATED (unchanged)" in out and "citation(s) re-checked, 0 changed status." in out
    assert "UNVERIFIABLE_PUBLIC" not in out


def test_revalidate_under_policy_none_rechecks_nothing(repo_root: Path, tmp_path: Path, capsys) -> None:
    from briefcheck.cli import main

    sample = repo_root / "examples" / "sample_brief.md"
    main(["--home", str(tmp_path), "check", str(sample), "--quiet"])
    capsys.readouterr()
    assert main(["--home", str(tmp_path), "revalidate", "--tier3", "none"]) == 0
    assert capsys.readouterr().out.startswith("Nothing due for re-validation (Tier 3 policy none).")


def test_revalidate_with_a_new_index_checks_what_nothing_could_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A brief checked with no index: its citations are UNVERIFIED. Once an index exists,
    `revalidate` looks them up in it (and only in it under the default policy)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))
    from snapshot_data import EDITION, snapshot

    from briefcheck.cli import main
    from briefcheck.index.build import build_index

    bulk = tmp_path / "bulk"
    snapshot().write(bulk, EDITION)
    index = build_index(bulk, tmp_path / "i.sqlite").path
    brief = tmp_path / "b.txt"
    brief.write_text(
        "Immunity is qualified. See Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n\n"
        "The period was tolled. See Varghese v. China Southern Airlines Co., "
        "925 F.3d 1339 (11th Cir. 2019).\n"
    )
    home = ["--home", str(tmp_path / "h")]
    assert (
        main([*home, "check", str(brief), "--tier3", "none", "--index", str(tmp_path / "none.sqlite")]) == 2
    )
    capsys.readouterr()
    assert main([*home, "check", str(brief), "--tier3", "none", "--quiet"]) == 3  # nothing looked up
    assert main([*home, "revalidate", "--index", str(index)]) == 0
    out = capsys.readouterr().out
    assert "Harlow v. Fitzgerald, 457 U.S. 800 (1982): UNVERIFIED -> VERIFIED" in out
    assert "UNVERIFIED -> ERROR" in out and "2 changed status" in out


def test_progress_counts_each_citation_once(repo_root: Path, tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings, standard_outputs())
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


def test_a_rules_panel_builds_each_citations_view_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The consensus's decisive checks read the view the seats built, however long the document:
    more citations than the views kept (64), each full citation read once."""
    from briefcheck.panel.rules import view

    built: list[str] = []
    real = view._build_view

    def counting(task: CitationTask, today: object) -> object:
        built.append(task.citation.id)
        return real(task, today)

    monkeypatch.setattr(view, "_build_view", counting)
    cites = [f"See Case{n} v. Party{n}, {100 + n} F.3d {200 + n} (2d Cir. 2001)." for n in range(150)]
    stores = open_stores(Settings(home=tmp_path), standard_outputs())
    result = check_document("\n\n".join(cites).encode(), "long.txt", Settings(home=tmp_path), stores)
    assert result.summary.citations == 150
    assert sorted(built) == sorted(c.id for c in result.citations())


class _FailingVerifier:
    """A verifier that itself fails (not one of its sources, whose failures it absorbs): only
    the step's own failure policy stands between it and a failed document."""

    index = None

    def verify(self, task: object) -> object:
        raise RuntimeError("the verifier broke")

    def verify_offline(self, task: object) -> object:
        raise RuntimeError("the verifier broke")

    def look_up_offline(self, tasks: object) -> int:
        return 0

    def prefetch(self, tasks: object, say: object = None) -> int:
        return 0

    def by_need(self, tasks: list) -> list:
        return tasks


@pytest.mark.parametrize("offline_only", [False, True])
def test_the_step_failure_policy_makes_a_broken_tier3_one_unverifiable_citation(
    tmp_path: Path, offline_only: bool
) -> None:
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.run.steps import extract_step, verify_step

    stores = open_stores(Settings(home=tmp_path), standard_outputs())
    doc = extract_step(
        stores, b"Immunity is qualified. See Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n", "b.txt"
    )
    [task] = citation_tasks(doc)
    [evidence] = verify_step(stores, _FailingVerifier(), task, offline_only=offline_only)  # type: ignore[arg-type]
    assert evidence.outcome is Outcome.UNVERIFIABLE
    assert "RuntimeError: the verifier broke" in evidence.evidence_summary
    assert stores.records.evidence(doc.document_id) == [evidence]


def test_the_local_runner_survives_a_broken_verifier(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings, standard_outputs())
    text = b"Immunity is qualified. See Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n"
    result = check_document(text, "b.txt", settings, stores, verifier=_FailingVerifier())  # type: ignore[arg-type]
    assert stores.records.get_document(result.document_id).status is DocumentStatus.COMPLETE
    assert [e.outcome for e in result.evidence] == [Outcome.UNVERIFIABLE]


def test_the_local_runner_finishes_from_what_it_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A check keeps its validations and evidence in hand and does not read every one back from the
    store to finish (the cloud's Finalize does: its steps run apart); the result is the same."""
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings, standard_outputs())
    data = b"See Roe v. Wade, 410 U.S. 113 (1973). Id. at 150. Smith v. Jones, 999 F.9th 1 (2d Cir. 2099)."
    reads: list[str] = []
    for name in ("latest_validations", "evidence"):
        real = getattr(stores.records, name)
        monkeypatch.setattr(
            stores.records,
            name,
            lambda *a, _real=real, _name=name, **k: (reads.append(_name), _real(*a, **k))[1],
        )
    result = check_document(data, "brief.txt", settings, stores)
    assert reads == []
    from briefcheck.run.steps import finalize_step

    again = finalize_step(stores, result.document_id, settings.panel_config(), settings.tier3)
    assert sorted(reads) == ["evidence", "latest_validations"]
    assert again.model_dump(exclude={"created_at"}) == result.model_dump(exclude={"created_at"})


class _AnsweringVerifier(_FailingVerifier):
    """A verifier whose every look-up answers at once, noting whether the store held a transaction
    open while it was asked, and which can be told to stop the run on a given citation."""

    def __init__(self, stores: object, interrupt_at: int | None = None) -> None:
        self.stores = stores
        self.interrupt_at = interrupt_at
        self.asked = 0
        self.store_held: list[bool] = []

    def verify(self, task: CitationTask) -> object:
        from briefcheck.run.steps import tier3_failure

        self.asked += 1
        self.store_held.append(self.stores.records.db.in_transaction)  # type: ignore[attr-defined]
        if self.asked == self.interrupt_at:
            raise KeyboardInterrupt
        return tier3_failure(task, "answered by the test's verifier")

    verify_offline = verify


def _commits_with_evidence(stores: object) -> list[int]:
    """For each committed transaction, how many evidence rows it inserted."""
    counts = [0]

    def trace(statement: str) -> None:
        if statement.startswith("INSERT INTO evidence"):
            counts[-1] += 1
        elif statement == "COMMIT":
            counts.append(0)

    stores.records.db.set_trace_callback(trace)  # type: ignore[attr-defined]
    return counts


def test_a_checks_evidence_is_saved_in_groups_and_no_look_up_waits_inside_a_transaction(
    tmp_path: Path,
) -> None:
    """One commit per citation cost a long offline check as much as its look-ups; grouped, no
    transaction is open while a source is asked (one that waits on the network never holds the
    store), and every piece of evidence is saved."""
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings, standard_outputs())
    cites = [f"Held so. See Case{n} v. Party{n}, {100 + n} F.3d {200 + n} (2d Cir. 2001)." for n in range(40)]
    verifier = _AnsweringVerifier(stores)
    commits = _commits_with_evidence(stores)
    result = check_document("\n\n".join(cites).encode(), "long.txt", settings, stores, verifier=verifier)  # type: ignore[arg-type]
    assert verifier.asked == len(result.evidence) == 40
    assert verifier.store_held == [False] * 40
    evidence_commits = [n for n in commits if n]
    assert sum(evidence_commits) == 40
    assert len(evidence_commits) < 40  # one for each citation before
    saved = stores.records.evidence(result.document_id)
    assert sorted(e.citation_id for e in saved) == sorted(e.citation_id for e in result.evidence)


def test_an_interrupted_check_keeps_the_evidence_it_found(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, tier3=Tier3Policy.ALL)
    stores = open_stores(settings, standard_outputs())
    cites = [f"Held so. See Case{n} v. Party{n}, {100 + n} F.3d {200 + n} (2d Cir. 2001)." for n in range(10)]
    verifier = _AnsweringVerifier(stores, interrupt_at=7)
    with pytest.raises(KeyboardInterrupt):
        check_document("\n\n".join(cites).encode(), "long.txt", settings, stores, verifier=verifier)  # type: ignore[arg-type]
    from briefcheck.domain.ids import LOCAL_TENANT

    [record] = stores.records.list_documents(LOCAL_TENANT)
    assert len(stores.records.evidence(record.document_id)) == 6


def test_the_evidence_writer_saves_once_its_window_has_passed(tmp_path: Path) -> None:
    from briefcheck.run.steps import EvidenceWriter, extract_step, tier3_failure

    stores = open_stores(Settings(home=tmp_path), standard_outputs())
    doc = extract_step(stores, b"Held so. See Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n", "b.txt")
    from briefcheck.panel.tasks import citation_tasks

    [task] = citation_tasks(doc)
    found = [tier3_failure(task, "first")]
    waiting = EvidenceWriter(stores, doc.document_id, window=3600)
    waiting.add(found)
    assert stores.records.evidence(doc.document_id) == []
    waiting.flush()
    assert stores.records.evidence(doc.document_id) == found
    at_once = EvidenceWriter(stores, doc.document_id, window=0)
    at_once.add([tier3_failure(task, "second")])
    assert len(stores.records.evidence(doc.document_id, history=True)) == 2
