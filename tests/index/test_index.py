"""The offline index: built from bulk files in their real dialect, looked up exactly, and used as
the first Tier 3 source with its evidence."""

from __future__ import annotations

import bz2
import shutil
import sqlite3
from pathlib import Path

import pytest
from snapshot_data import EDITION, snapshot

from briefcheck.domain.codes import Category, CitationStatus, Confidence, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index import CitationIndex
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

# --------------------------------------------------------------------------- build


def test_build_reads_the_dialect_and_keeps_only_what_a_check_needs(
    built: tuple[Path, list[str]], fixture_index: SQLiteCitationIndex
) -> None:
    _, said = built
    info = fixture_index.info()
    assert info.edition == EDITION  # the newest of the two editions in the directory
    cases = len(snapshot().cases)
    assert info.rows["clusters"] == cases
    assert info.rows["dockets"] == cases  # the orphan dockets are not kept
    # the malformed row is reported, named and skipped
    assert any("row" in line and "skipped" in line and "4 found" in line for line in said)
    assert any("rows/s" in line and "left" in line for line in said)  # progress with an estimate
    blue = fixture_index.cases_at("600", "F.3d", "10")
    assert [c.case_name for c in blue] == ['In re "Blue Sky" Securities Litigation']
    chambers = fixture_index.cases_at("501", "U.S.", "32")[0]
    assert chambers.case_name_short == "Chambers"
    harlow = fixture_index.cases_at("457", "U.S.", "800")[0]
    assert harlow.case_name_short == ""  # NULL stays empty, not the text "NULL"
    assert harlow.court_id == "scotus" and harlow.court_name == "Supreme Court of the United States"
    assert harlow.citations == ["457 U.S. 800", "102 S. Ct. 2727"]
    assert harlow.url == "https://www.courtlistener.com/opinion/1001/harlow-v-fitzgerald/"


def test_a_truncated_bz2_fails_clearly_and_leaves_the_old_index(
    bulk_dir: Path, built: tuple[Path, list[str]], tmp_path: Path
) -> None:
    target = tmp_path / "courtlistener.sqlite"
    shutil.copy(built[0], target)
    broken = tmp_path / "bulk"
    shutil.copytree(bulk_dir, broken)
    clusters = broken / f"opinion-clusters-{EDITION}.csv.bz2"
    clusters.write_bytes(clusters.read_bytes()[: len(clusters.read_bytes()) // 2])
    with pytest.raises(InputError, match=r"opinion-clusters-.*truncated or corrupt"):
        build_index(broken, target)
    assert SQLiteCitationIndex(target).cases_at("457", "U.S.", "800")  # the old one still answers
    assert not target.with_name(target.name + ".building").exists()


def test_uncompressed_files_build_the_same_index(tmp_path: Path) -> None:
    snapshot().write(tmp_path / "plain", EDITION, compress=False)
    index = SQLiteCitationIndex(build_index(tmp_path / "plain", tmp_path / "i.sqlite").path)
    assert index.cases_at("788", "F.3d", "384")[0].case_name == "Peterson v. Bell Helicopter Textron, Inc."


def test_missing_kinds_are_named(tmp_path: Path) -> None:
    (tmp_path / f"courts-{EDITION}.csv.bz2").write_bytes(bz2.compress(b"id\n"))
    with pytest.raises(InputError, match="citations-YYYY-MM-DD"):
        build_index(tmp_path, tmp_path / "i.sqlite")


def test_the_index_is_read_only(fixture_index: SQLiteCitationIndex) -> None:
    with pytest.raises(sqlite3.OperationalError):
        fixture_index.db.execute("DELETE FROM citations")


# --------------------------------------------------------------------------- look-ups


def test_lookups_by_citation_position_and_name(index_store: CitationIndex) -> None:
    # reporter variants as briefs write them
    for reporter in ("F.3d", "F. 3d", "F 3d"):
        assert index_store.cases_at("788", reporter, "384")[0].cluster_id == 1004
    where = index_store.position("925", "F.3d", 1339)
    assert (
        where.containing is not None and where.containing.case.case_name == "Lopez v. Sunbelt Rentals, Inc."
    )
    assert where.next is not None and where.next.page == "1350"
    hits = index_store.by_name("Peterson v. Bell Helicopter Textron", 2015, "ca5")
    assert [h.cited for h in hits] == ["788 F.3d 384"]
    assert index_store.by_name("Peterson v. Bell Helicopter Textron", 1990, None) == []  # another year
    assert index_store.by_name("Peterson v. Bell Helicopter Textron", 2015, "ca9") == []  # another court
    assert index_store.by_name("United States v. State", None, None) == []  # nothing distinctive


def test_a_batch_of_look_ups_answers_as_each_look_up_alone(index_store: CitationIndex) -> None:
    """The Tier 3 source's batch (a document's slots at once) gives, in each store, what it gives
    asked one citation at a time: found, not found inside a case, ambiguous, uncovered, Westlaw."""
    from briefcheck.verify.refs import CitationRef, route
    from briefcheck.verify.sources.offline_index import IndexSource

    cited = (
        *MATA_FAKES,
        *MATA_WESTLAW_FAKES,
        *REAL_CITES,
        "Lopez v. Sunbelt Rentals, Inc., 925 F.3d 1330 (2019)",
        "Hale v. Tamm, 999 F.3d 1 (2d Cir. 2021)",
    )
    brief = "\n\n".join(f"See {c}." for c in cited)
    citations = extract_document(brief.encode(), "brief.txt").citations()
    refs = [r for c in citations if not c.is_short_form and isinstance(r := route(c), CitationRef)]
    assert len(refs) >= len(cited) - 2
    from dataclasses import replace

    source = IndexSource(index_store)
    batch = source.lookup_many(refs)
    alone = {r.key: source.lookup(r) for r in refs}
    assert {k: replace(a, retrieved_at=alone[k].retrieved_at) for k, a in batch.items()} == alone
    assert {a.status.value for a in batch.values()} >= {"found", "not_found", "not_covered"}


def test_coverage_says_what_it_cannot_answer(index_store: CitationIndex) -> None:
    assert index_store.coverage("925", "F.3d", 2019).dense
    assert not index_store.coverage("77", "F.5th", 2025).covered  # a reporter it does not hold
    assert not index_store.coverage("999", "F.3d", 2019).covered  # beyond the newest volume held
    assert not index_store.coverage("925", "F.3d", 2027).covered  # newer than the edition
    sparse = index_store.coverage("788", "F.3d", 2015)
    assert sparse.covered and not sparse.dense


# --------------------------------------------------------------------------- decisions


def _evidence(index: CitationIndex, tmp_path: Path, text: str):
    doc = extract_document(f"The rule is settled. See {text}.".encode(), "brief.txt")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    return task, verifier.verify(task)


@pytest.mark.parametrize(
    "cited",
    [
        "Park v. Kim, No. 22-2057, 91 F.4th 610 (2d Cir. 2024)",
        "Park v. Kim, No. 22-cv-2057, 91 F.4th 610 (2d Cir. 2024)",
        # consolidated appeals: one of the numbers is the case's
        "Park v. Kim, Nos. 22-2057, 22-2101, 91 F.4th 610 (2d Cir. 2024)",
        "Park v. Kim, 91 F.4th 610 (2d Cir. 2024)",
    ],
)
def test_a_docket_number_the_case_has_or_none_stays_verified(
    index_store: CitationIndex, tmp_path: Path, cited: str
) -> None:
    _, ev = _evidence(index_store, tmp_path, cited)
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary
    assert ("docket number" in ev.checked) is ("No" in cited)


def test_a_docket_number_the_case_does_not_have_is_for_review(
    index_store: CitationIndex, tmp_path: Path
) -> None:
    """Park v. Kim is docketed 22-2057: a brief giving it another number names a real case with a
    number it never had, as an invented citation dressed in a real one's reporter slot does."""
    task, ev = _evidence(index_store, tmp_path, "Park v. Kim, No. 23-1144, 91 F.4th 610 (2d Cir. 2024)")
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "23-1144" in ev.evidence_summary and "22-2057" in ev.evidence_summary
    assert final_status(task.citation, None, [ev]).status is CitationStatus.REVIEW


def test_a_docket_number_not_compared_is_not_listed_as_checked(
    index_store: CitationIndex, tmp_path: Path
) -> None:
    """The date is found wrong first and the docket number differs too: it is not listed as checked."""
    _, ev = _evidence(index_store, tmp_path, "Park v. Kim, No. 23-1144, 91 F.4th 610 (2d Cir. Mar. 30, 2024)")
    assert ev.needs_review and "docket number" not in ev.checked, ev.checked


@pytest.mark.parametrize(
    ("cited", "outcome", "category", "confidence", "correction"),
    [
        ("Harlow v. Fitzgerald, 457 U.S. 800 (1982)", Outcome.VERIFIED_OK, None, Confidence.MEDIUM, None),
        ("Park v. Kim, 91 F.4th 610 (2d Cir. 2024)", Outcome.VERIFIED_OK, None, Confidence.MEDIUM, None),
        ("Kruse v. Karlen, 2024 WL 559497 (Mo. Ct. App. Feb. 13, 2024)", Outcome.VERIFIED_OK, None,
         Confidence.MEDIUM, None),
        # another case starts at the slot, and nothing of the cited name is anywhere: what is at
        # the slot is evidence, not a correction
        ("Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)", Outcome.VERIFIED_ERROR,
         Category.AUTHORITY_NONEXISTENT, Confidence.HIGH, None),
        # nothing starts there, nothing of that name, a dense volume
        ("Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)", Outcome.VERIFIED_ERROR,
         Category.AUTHORITY_NONEXISTENT, Confidence.HIGH, None),
        # the named case exists at another citation
        ("Ehrlich v. American Airlines, Inc., 360 F.3d 466 (2d Cir. 2004)", Outcome.VERIFIED_ERROR,
         Category.MISATTRIBUTION, Confidence.HIGH,
         "Ehrlich v. American Airlines, Inc., 360 F.3d 366 (2d Cir. 2004)"),
        # the cited page lies inside the named case: a wrong first page
        ("Lopez v. Sunbelt Rentals, Inc., 925 F.3d 1330 (11th Cir. 2019)", Outcome.VERIFIED_ERROR,
         Category.MISATTRIBUTION, Confidence.MEDIUM,
         "Lopez v. Sunbelt Rentals, Inc., 925 F.3d 1320 (11th Cir. 2019)"),
        # a Westlaw number not in the index and no case of that name: Westlaw numbers are held
        # sparsely, so that is not evidence; not held by any source consulted
        ("Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)",
         Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC, Confidence.LOW, None),
    ],
)  # fmt: skip
def test_what_the_index_decides(
    index_store: CitationIndex,
    tmp_path: Path,
    cited: str,
    outcome: Outcome,
    category: Category | None,
    confidence: Confidence,
    correction: str | None,
) -> None:
    task, ev = _evidence(index_store, tmp_path, cited)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (outcome, category, confidence), (
        ev.evidence_summary
    )
    assert ev.suggested_correction == correction
    details = ev.evidence_details
    assert details.source == "courtlistener-bulk"
    asked = details.model_extra["sources_asked"]
    assert asked[0]["source"] == "courtlistener-bulk" and asked[0]["edition"] == EDITION
    if outcome is Outcome.UNVERIFIABLE:
        assert "not held by any source consulted" in details.model_extra["reason"]
        return
    assert details.model_extra["index_edition"] == EDITION
    if outcome is Outcome.VERIFIED_OK:
        assert details.model_extra["found_url"].startswith("https://www.courtlistener.com/opinion/")
        assert final_status(task.citation, None, [ev]).status is CitationStatus.VERIFIED


def test_what_the_index_does_not_cover_goes_to_the_next_source(
    index_store: CitationIndex, tmp_path: Path
) -> None:
    _, ev = _evidence(index_store, tmp_path, "Acme v. Zenith, 140 F.4th 100 (9th Cir. 2025)")
    assert (
        ev.outcome is Outcome.UNVERIFIABLE and ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    )
    asked = ev.evidence_details.model_extra["retrievals"]
    assert asked[0]["source"] == "courtlistener-bulk" and asked[0]["status"] == "not_covered"


# --------------------------------------------------------------------------- end to end

MATA_FAKES = (
    "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)",
    "Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013)",
    "Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)",
    "Miller v. United Airlines, Inc., 174 F.3d 366 (4th Cir. 1999)",
)
# Westlaw numbers no source holds: never shown valid, never called nonexistent
MATA_WESTLAW_FAKES = (
    "Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)",
    "Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)",
)
REAL_CITES = (
    "Ehrlich v. American Airlines, Inc., 360 F.3d 366 (2d Cir. 2004)",
    "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
    "Chambers v. NASCO, Inc., 501 U.S. 32 (1991)",
)


def test_check_with_the_index_catches_the_mata_fakes_offline(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_HALLUCINATED, main
    from briefcheck.domain.models import CheckResult

    brief = tmp_path / "opposition.txt"
    cited = (*MATA_FAKES, *MATA_WESTLAW_FAKES, *REAL_CITES)
    paragraphs = [f"The Convention's limitation period governs. See {c}." for c in cited]
    brief.write_text("\n\n".join(paragraphs) + "\n")
    out = tmp_path / "r.json"
    args = ["--home", str(tmp_path / "h"), "check", str(brief), "--index", str(built[0]), "--out", str(out)]
    # the default Tier 3 policy (flagged) does not hold back the index: every citation is looked up
    assert main(args) == EXIT_HALLUCINATED
    result = CheckResult.model_validate_json(out.read_text())
    status = {c.text: c for c in result.citations()}
    for fake in MATA_FAKES:
        c = status[fake]
        assert c.status is CitationStatus.ERROR, (fake, c.status, c.status_note)
        [ev] = [e for e in result.evidence if e.citation_id == c.id]
        assert ev.evidence_details.source == "courtlistener-bulk"
    for fake in MATA_WESTLAW_FAKES:
        c = status[fake]
        assert c.status is CitationStatus.UNVERIFIED, (fake, c.status, c.status_note)
    for real in REAL_CITES:
        assert status[real].status is CitationStatus.VERIFIED, (real, status[real].status_note)
    printed = capsys.readouterr()
    assert f"Offline index: CourtListener bulk data, edition {EDITION}" in printed.err


def test_a_documents_look_ups_are_one_batch_and_decide_as_each_alone(
    built: tuple[Path, list[str]], tmp_path: Path
) -> None:
    """The index reads every slot of a document in one statement (and the cases there in one
    more); each pair's evidence is what it is when the pair asks alone."""
    cited = (
        *MATA_FAKES,
        *MATA_WESTLAW_FAKES,
        *REAL_CITES,
        "Lopez v. Sunbelt Rentals, Inc., 925 F.3d 1330 (2019)",
    )
    brief = "\n\n".join(f"The rule is settled. See {c}." for c in cited)
    tasks = [t for t in citation_tasks(extract_document(brief.encode(), "brief.txt")) if t.claim is not None]
    assert len(tasks) == len(cited)

    def check(batched: bool) -> tuple[list[tuple[object, ...]], list[str]]:
        index = SQLiteCitationIndex(built[0])
        statements: list[str] = []
        index.db.set_trace_callback(statements.append)
        verifier = Verifier(
            Settings(home=tmp_path), LocalBlobStore(tmp_path / f"s{batched}"), sources=[], index=index
        )
        if batched:
            assert verifier.look_up_offline(tasks) == len(cited)
        evidence = [verifier.verify(t) for t in tasks]
        said = [(e.outcome, e.hallucination_category, e.confidence, e.evidence_summary) for e in evidence]
        return said, statements

    alone, alone_statements = check(batched=False)
    together, statements = check(batched=True)
    assert together == alone
    slot_reads = [s for s in statements if "FROM wanted w JOIN slots" in s]
    assert len(slot_reads) == 1 and len(alone_statements) > len(statements)


def test_index_info_describes_coverage(
    built: tuple[Path, list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_OK, main

    assert main(["index", "info", "--index", str(built[0])]) == EXIT_OK
    out = capsys.readouterr().out
    assert f"edition {EDITION}" in out
    assert any(line.split()[:2] == ["F.3d", "174-925"] for line in out.splitlines())


def test_a_named_index_that_does_not_exist_is_a_configuration_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_ERROR, main

    brief = tmp_path / "b.txt"
    brief.write_text("See Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n")
    code = main(
        ["--home", str(tmp_path / "h"), "check", str(brief), "--index", str(tmp_path / "none.sqlite")]
    )
    assert code == EXIT_ERROR
    assert "no citation index here" in capsys.readouterr().err


def test_eval_with_the_index_scores_final_statuses(
    built: tuple[Path, list[str]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    from briefcheck.cli import EXIT_OK, main

    rows = [
        {"id": f"fake-{n}", "label": "fabricated", "citation": c, "jurisdiction": "US",
         "context": f"The limitation period was tolled. See {c}."}
        for n, c in enumerate(MATA_FAKES[:3])
    ] + [
        {"id": f"real-{n}", "label": "real", "citation": c, "jurisdiction": "US",
         "context": f"Sanctions are within the court's power. See {c}."}
        for n, c in enumerate(REAL_CITES)
    ]  # fmt: skip
    dataset = tmp_path / "set.jsonl"
    dataset.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    out = tmp_path / "eval.json"
    args = ["--home", str(tmp_path / "h"), "eval", str(dataset), "--index", str(built[0])]
    assert main([*args, "--format", "json", "--out", str(out)]) == EXIT_OK
    report = json.loads(out.read_text())
    scored = report["final_status"]
    assert scored["index_edition"] == EDITION
    # the panel alone passes the well-formed fakes; looked up in the index, each is caught
    assert report["fabricated_caught"]["hits"] == 0
    assert (scored["fabricated_caught"]["hits"], scored["fabricated_caught"]["total"]) == (3, 3)
    assert (scored["real_ok"]["hits"], scored["real_ok"]["total"]) == (3, 3)
    assert scored["by_status"]["real"]["VERIFIED"] == 3
    assert main(args) == EXIT_OK
    printed = capsys.readouterr()
    heading = "## Final status with the offline index (CourtListener bulk data, edition 2026-03-31)"
    assert heading in printed.out
    assert f"Offline index: CourtListener bulk data, edition {EDITION}" in printed.err


def test_eval_looks_up_through_the_runs_tier3_step_and_its_failure_policy(
    built: tuple[Path, list[str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A look-up that crashes costs that item's look-up, as in a check: it is UNVERIFIABLE with
    the reason, never a crashed evaluation nor a citation passed as checked."""
    from briefcheck.domain.codes import Outcome
    from briefcheck.domain.config import Settings, panel_from
    from briefcheck.eval import evaluate
    from briefcheck.eval.models import EvalItem
    from briefcheck.index.sqlite import SQLiteCitationIndex
    from briefcheck.verify.decide import Verifier

    def broken(self: Verifier, pair: object, ref: object, answers: object, offline_only: bool) -> None:
        raise RuntimeError("a bug in the decision")

    monkeypatch.setattr(Verifier, "_conclude", broken)
    item = EvalItem(
        id="real-0",
        label="real",
        citation=REAL_CITES[0],
        jurisdiction="US",
        context=f"Sanctions are within the court's power. See {REAL_CITES[0]}.",
    )
    settings = Settings(home=tmp_path / "h")
    report = evaluate([item], panel_from(), settings, index=SQLiteCitationIndex(built[0]))
    [outcome] = report.outcomes
    assert outcome.index_outcome is Outcome.UNVERIFIABLE
    assert "RuntimeError: a bug in the decision" in (outcome.index_summary or "")
    assert outcome.status is not None and outcome.status.value != "VERIFIED"


def test_build_progress_lines_do_not_wrap_when_piped(
    bulk_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from briefcheck.cli import EXIT_OK, main

    monkeypatch.setenv("COLUMNS", "40")  # narrower than any progress line
    assert main(["index", "build", str(bulk_dir), "--index", str(tmp_path / "i.sqlite")]) == EXIT_OK
    printed = capsys.readouterr()
    lines = (printed.out + printed.err).splitlines()
    progress = [line for line in lines if "rows/s" in line]
    assert progress and all(line.rstrip().endswith("s left") for line in progress)


@pytest.mark.parametrize("shuffle", ["citations", "clusters"])
def test_values_in_the_wrong_columns_never_replace_a_good_index(
    bulk_dir: Path, built: tuple[Path, list[str]], tmp_path: Path, shuffle: str
) -> None:
    """Right headers, values under the wrong ones: a one-line error, and the index that was there
    still answers (before, an empty index silently replaced it, exit 0)."""
    import csv
    import io

    target = tmp_path / "courtlistener.sqlite"
    shutil.copy(built[0], target)
    broken = tmp_path / "bulk"
    shutil.copytree(bulk_dir, broken)
    name = {"citations": "citations", "clusters": "opinion-clusters"}[shuffle]
    path = broken / f"{name}-{EDITION}.csv.bz2"
    rows = list(csv.reader(io.StringIO(bz2.decompress(path.read_bytes()).decode()), escapechar="\\"))
    header, body = rows[0], rows[1:]
    out = io.StringIO()
    writer = csv.writer(out, quoting=csv.QUOTE_ALL, escapechar="\\", doublequote=False)
    writer.writerow(header)
    for row in body:
        writer.writerow(row[1:] + row[:1])  # every value one column to the left
    path.write_bytes(bz2.compress(out.getvalue().encode()))
    with pytest.raises(InputError, match="previous index is kept"):
        build_index(broken, target)
    assert SQLiteCitationIndex(target).cases_at("457", "U.S.", "800")


def test_a_selection_builds_only_those_courts_and_years_and_says_so(
    bulk_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from briefcheck.cli import EXIT_OK, main
    from briefcheck.index.sqlite import SQLiteCitationIndex

    target = tmp_path / "part.sqlite"
    args = [
        "index",
        "build",
        str(bulk_dir),
        "--index",
        str(target),
        "--courts",
        "ca2,ca11",
        "--since",
        "2005-01-01",
    ]
    assert main(args) == EXIT_OK
    index = SQLiteCitationIndex(target)
    info = index.info()
    assert info.selection == "courts ca11, ca2; filed since 2005-01-01"
    assert index.cases_at("91", "F.4th", "610")[0].court_id == "ca2"  # Park v. Kim, 2024
    assert index.cases_at("925", "F.3d", "1320")[0].court_id == "ca11"  # 2019
    assert index.cases_at("360", "F.3d", "366") == []  # ca2, but 2004
    assert index.cases_at("457", "U.S.", "800") == []  # another court
    # what was left out is not claimed: its volume is not covered, so absence proves nothing
    assert not index.coverage("457", "U.S.", None).covered
    assert {c.reporter for c in info.reporters} <= {"F.3d", "F.4th"}
    main(["index", "info", "--index", str(target)])
    assert "courts ca11, ca2; filed since 2005-01-01" in capsys.readouterr().out


def test_a_court_the_edition_does_not_have_is_named(bulk_dir: Path, tmp_path: Path) -> None:
    from briefcheck.cli import EXIT_ERROR, main

    args = ["index", "build", str(bulk_dir), "--index", str(tmp_path / "x.sqlite"), "--courts", "ca2,ca99"]
    assert main(args) == EXIT_ERROR
    assert not (tmp_path / "x.sqlite").exists()


def test_a_bz2_bomb_is_a_one_line_error_and_the_process_exits_cleanly(bulk_dir: Path, tmp_path: Path) -> None:
    """A citations file of a valid header and a gigabyte of zeros (under 1 KB compressed): the build
    says what is wrong and exits 2. The interpreter used to abort after the message (exit 134): a
    read-ahead thread was still inside the Python file object when it exited."""
    import subprocess
    import sys

    bombed = tmp_path / "bulk"
    shutil.copytree(bulk_dir, bombed)
    citations = bombed / f"citations-{EDITION}.csv.bz2"
    header = bz2.decompress(citations.read_bytes()).split(b"\n", 1)[0] + b"\n"
    packer = bz2.BZ2Compressor(9)
    chunks = [packer.compress(header)] + [packer.compress(b"\0" * 2**20) for _ in range(1024)]
    citations.write_bytes(b"".join(chunks) + packer.flush())
    assert citations.stat().st_size < 4096
    target = tmp_path / "index.sqlite"
    args = [sys.executable, "-m", "briefcheck.cli", "index", "build", str(bombed), "--index", str(target)]
    for _ in range(3):  # the abort came on most runs, not every one
        done = subprocess.run(args, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, done.stderr[-2000:]
        assert f"citations-{EDITION}.csv.bz2: not CSV in the bulk-data dialect" in done.stderr
        assert "Fatal Python error" not in done.stderr
    assert not target.exists()


def test_the_id_filter_keeps_the_rows_it_holds_and_judges_no_other() -> None:
    """The dockets and clusters of the bulk files are filtered by id inside pyarrow: held ids pass,
    others (and NULLs) do not, a hostile id cannot grow the bitmap, and a column holding a value
    that is not a number is left to the builder's SQL filter whole."""
    import pyarrow as pa

    from briefcheck.index.bulk import IdBitmap

    held = IdBitmap([1, 9, 2**40, -3, 70_000_000])
    values = ["1", " 9 ", "2", None, str(2**40), "70000000", "70000001", "99999999999999999"]
    assert held.mask(pa.array(values)).to_pylist() == [True, True, False, False, False, True, False, False]
    assert held.mask(pa.array(["1", "July 4"])) is None
    # the opinions, read a row at a time, are judged one id at a time, the same way
    assert [held.holds(v) for v in values] == held.mask(pa.array(values)).to_pylist()
    assert held.holds("July 4") and not held.holds("")
    assert IdBitmap([]).mask(pa.array(["0", "1"])).to_pylist() == [False, False]


@pytest.mark.parametrize("target", ["bulk-file", "brief", "directory"])
def test_a_build_never_overwrites_what_is_not_an_index(
    bulk_dir: Path, tmp_path: Path, target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """--index naming a bulk file, a brief or a directory is refused before any work, the file kept."""
    from briefcheck.cli import EXIT_BAD_INPUT, main

    if target == "bulk-file":
        path = next(bulk_dir.glob("citations-*.csv.bz2"))
    elif target == "brief":
        path = tmp_path / "brief.md"
        path.write_text("The rule. Hale v. Pratt, 600 F.3d 500 (2d Cir. 2011).\n")
    else:
        path = tmp_path / "out"
        path.mkdir()
    before = path.read_bytes() if path.is_file() else None
    assert main(["index", "build", str(bulk_dir), "--index", str(path)]) == EXIT_BAD_INPUT
    said = capsys.readouterr().err
    assert ("is not an index" in said or "is a directory" in said) and "rows/s" not in said
    assert (path.read_bytes() if path.is_file() else None) == before
    assert not list(tmp_path.glob("*.building"))


def test_an_export_into_a_file_is_refused(built: tuple[Path, list[str]], tmp_path: Path, capsys) -> None:
    from briefcheck.cli import EXIT_BAD_INPUT, main

    index, _ = built
    assert main(["index", "export", str(index), "--index", str(index)]) == EXIT_BAD_INPUT
    assert "export writes into a directory" in capsys.readouterr().err


def test_a_look_up_of_a_number_no_index_can_hold_is_no_error(built: tuple[Path, list[str]]) -> None:
    """A volume or page past SQLite's 64-bit integers, asked of the index (the MCP server's lookup of
    "1 U.S. 99999999999999999999"), is no slot it holds: it was an OverflowError."""
    index = SQLiteCitationIndex(built[0])
    huge = "9" * 20
    assert index.cases_at("1", "U.S.", huge) == []
    assert index.cases_at(huge, "U.S.", "1") == []
    assert not index.coverage(huge, "U.S.", 1990).covered
    assert index.position("1", "U.S.", 10**20).containing is None
    assert index.cited_unmatched(huge, "U.S.", "1") == 0


def test_a_number_no_index_can_hold_skips_its_row(tmp_path: Path) -> None:
    """A volume, page or id past SQLite's 64-bit integers (a hostile or garbled file), or written in
    digits of another script, is no number: its row is skipped like any malformed one, and the rest
    is built (it was an unexpected OverflowError)."""
    from bulk_dialect import Case as BulkCase
    from bulk_dialect import Snapshot, filler

    cases = [
        *filler(458, "U.S.", "scotus", 1982, 100),
        BulkCase(1, "Harlow v. Fitzgerald", "1982-06-24", "scotus", [(457, "U.S.", "800")]),
        BulkCase(2, "Hostile v. Row", "1982-06-24", "scotus", [(10**26, "U.S.", "1")]),
        BulkCase(3, "Other v. Script", "1982-06-24", "scotus", [("४५७", "U.S.", "9")]),  # type: ignore[list-item]
    ]
    Snapshot(cases=cases, courts={"scotus": "Supreme Court of the United States"}).write(
        tmp_path / "bulk", EDITION
    )
    build_index(tmp_path / "bulk", tmp_path / "ix.sqlite")
    index = SQLiteCitationIndex(tmp_path / "ix.sqlite")
    assert [c.case_name for c in index.cases_at("457", "U.S.", "800")] == ["Harlow v. Fitzgerald"]
    assert index.cases_at("457", "U.S.", "9") == []  # "४५७" is not 457
