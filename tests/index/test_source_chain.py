"""The chain of sources on the offline index: identity rules, coverage-honest absence, ranked
corrections, and results that depend on this run's sources only (issue "Verification sources as
one chain"). The index is built from bulk files in the real dialect, with same-name decoys."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler, volumes
from offline_check import cited_for_a_rule, offline_check

from briefcheck.domain.codes import Category, CitationStatus, Confidence, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier
from briefcheck.verify.sources import registry

EDITION = "2026-06-30"
COURTS = {
    "calctapp": "California Court of Appeal",
    "ca8": "Court of Appeals for the Eighth Circuit",
    "ca11": "Court of Appeals for the Eleventh Circuit",
    "illappct": "Appellate Court of Illinois",
    "ohioctapp": "Ohio Court of Appeals",
}
CASES = [
    # a real Westlaw-only decision, and a namesake decided a year after a fabricated WL citation
    Case(1, "People v. Haskins", "2019-04-02", "calctapp", [(2019, "WL", "1400001")]),
    # two clusters at one slot
    Case(2, "Garrison v. Holt", "2016-02-01", "ca8", [(812, "F.3d", "400")]),
    Case(3, "Merriweather v. Holt", "2016-02-03", "ca8", [(812, "F.3d", "400")]),
    # same-name decoys: one party shared, not both
    Case(4, "Dunmore v. Keller", "2019-05-01", "ca11", [(925, "F.3d", "505")]),
    Case(5, "Arden v. Fisk County", "2019-05-02", "ca11", [(925, "F.3d", "515")]),
    # a real case miscited in another year and volume; a namesake in another court and decade
    Case(6, "Hale v. Pratt", "1990-07-11", "illappct", [(512, "N.E.2d", "88")]),
    Case(7, "Brown v. Brown", "1987-02-11", "ohioctapp", [(35, "Ohio App. 3d", "1")]),
    # two real cases of one name in the cited series, equally near the cited year
    Case(8, "Tolliver v. Nash", "2017-01-09", "ca11", [(925, "F.3d", "705")]),
    Case(9, "Tolliver v. Nash", "2021-01-09", "ca11", [(925, "F.3d", "745")]),
]
DENSE = (
    filler(812, "F.3d", "ca8", 2016, 100)
    + filler(925, "F.3d", "ca11", 2019, 200)
    + filler(512, "N.E.2d", "illappct", 1990, 300)
    + filler(612, "N.E.2d", "illappct", 1993, 400)
    + volumes("F.3d", "ca8", 2016, 800, 8, 50_000)  # so where F.3d's volumes end is measured
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("chain-bulk")
    Snapshot(cases=CASES + DENSE, courts=COURTS).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("chain-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex | None, tmp_path: Path, cited: str) -> Evidence:
    return offline_check(index, tmp_path, cited_for_a_rule(cited))[0]


def status_of(evidence: Evidence, tmp_path: Path, cited: str) -> CitationStatus:
    doc = extract_document(f"The rule is settled. See {cited}.".encode(), "brief.txt")
    [citation] = doc.citations()
    return final_status(citation, None, [evidence]).status


def test_a_namesake_never_verifies_a_westlaw_number(index, tmp_path) -> None:
    """A fabricated WL number, and a case of the same name (a generic "People") decided that
    year under another number: a match by name alone is for review with the candidate, never
    VERIFIED."""
    cited = "People v. Haskins, 2019 WL 9999999 (Cal. Ct. App. 2019)"
    ev = check(index, tmp_path, cited)
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "People v. Haskins" in ev.evidence_summary and "2019 WL 1400001" in ev.evidence_summary
    assert status_of(ev, tmp_path, cited) is CitationStatus.REVIEW


def test_a_case_decided_after_a_westlaw_numbers_year_is_never_offered(index, tmp_path) -> None:
    """No decision is numbered in Westlaw before it is decided: a 2019 namesake is not the case a
    2018 WL number cites, so it is neither a candidate nor a correction."""
    ev = check(index, tmp_path, "People v. Haskins, 2018 WL 9999999 (Cal. Ct. App. 2018)")
    assert ev.outcome is Outcome.UNVERIFIABLE and not ev.needs_review, ev.evidence_summary
    assert ev.suggested_correction is None and "1400001" not in ev.evidence_summary


def test_a_westlaw_number_no_source_holds_is_unverified_not_nonexistent(index, tmp_path) -> None:
    cited = "Osei v. Brandywine Logistics, Inc., 2020 WL 5550001 (D. Del. Mar. 3, 2020)"
    ev = check(index, tmp_path, cited)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC)
    assert "not held by any source consulted" in ev.evidence_summary and not ev.needs_review


def test_a_slot_of_several_cases_gives_the_one_its_name_singles_out(index, tmp_path) -> None:
    """Two cases start at 812 F.3d 400: the cited name is one's, and not the other's."""
    ev = check(index, tmp_path, "Garrison v. Holt, 812 F.3d 400 (8th Cir. 2016)")
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary
    assert ev.evidence_details.model_extra["found_case_name"] == "Garrison v. Holt"


def test_a_slot_of_several_cases_no_name_singles_out_is_review_listing_every_case(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Holt, 812 F.3d 400 (8th Cir. 2016)")
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert ev.evidence_details.model_extra["candidates"] == ["Garrison v. Holt", "Merriweather v. Holt"]
    assert "Merriweather v. Holt" in ev.evidence_summary


@pytest.mark.parametrize(
    "cited",
    [
        "Dunmore v. Dunmore, 925 F.3d 1345 (11th Cir. 2019)",
        "Fisk v. Fisk, 925 F.3d 1355 (11th Cir. 2019)",
    ],
)
def test_a_case_sharing_one_party_is_no_correction(index, tmp_path, cited: str) -> None:
    ev = check(index, tmp_path, cited)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.AUTHORITY_NONEXISTENT)
    assert ev.suggested_correction is None


def test_the_correction_is_found_whatever_year_the_brief_gave(index, tmp_path) -> None:
    """The wrong citation got the volume and the year wrong: the search is not filtered by them."""
    ev = check(index, tmp_path, "Hale v. Pratt, 612 N.E.2d 88 (Ill. App. Ct. 1993)")
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.MISATTRIBUTION)
    assert ev.suggested_correction == "Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990)"
    assert ev.evidence_details.model_extra["correction_candidates"] == [ev.suggested_correction]


def test_a_namesake_of_another_court_and_decade_is_evidence_not_a_correction(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Brown v. Brown, 925 F.3d 1365 (11th Cir. 2019)")
    assert (ev.hallucination_category, ev.confidence) == (Category.AUTHORITY_NONEXISTENT, Confidence.MEDIUM)
    assert ev.suggested_correction is None
    assert "35 Ohio App. 3d 1" in ev.evidence_summary


def test_two_equally_good_candidates_are_both_offered(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Tolliver v. Nash, 925 F.3d 1375 (11th Cir. 2019)")
    assert ev.hallucination_category is Category.MISATTRIBUTION
    assert ev.suggested_correction == (
        "one of: Tolliver v. Nash, 925 F.3d 705 (11th Cir. 2017); "
        "Tolliver v. Nash, 925 F.3d 745 (11th Cir. 2021)"
    )


def test_the_evidence_names_every_source_asked(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Dunmore v. Dunmore, 925 F.3d 1345 (11th Cir. 2019)")
    [asked] = ev.evidence_details.model_extra["sources_asked"]
    assert asked == {
        "source": "courtlistener-bulk",
        "finding": "not_found_covered",
        "reason": "925 F.3d held densely "
        "(28 cases over pages 10-930, about 100% of the span at 38.4 pages a case)",
        "edition": EDITION,
    }


def test_a_source_joins_the_chain_with_one_file_and_one_registry_line(
    index, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A state court's own website, say: a module of its own and one registry line. It is asked
    after the index, and only about what the index could not settle."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "fakes"))
    import state_site_source

    held = {"us:140 F.4th 100": "Acme Corp. v. Zenith Ltd."}
    monkeypatch.setattr(state_site_source.StateSite, "holds", held)
    monkeypatch.setattr(state_site_source.StateSite, "asked", [])
    entry = registry.SourceEntry(
        "state-site", "state_site_source:from_settings", frozenset({registry.RefKind.US_REPORTER})
    )
    monkeypatch.setattr(registry, "REGISTRY", [*registry.REGISTRY, entry])
    settings = Settings(home=tmp_path)
    sources = [
        s for s in registry.default_sources(settings, index) if s.name in ("state-site", "courtlistener-bulk")
    ]
    verifier = Verifier(settings, LocalBlobStore(tmp_path / "s"), sources=sources)

    def verify(cited: str) -> Evidence:
        doc = extract_document(f"The rule is settled. See {cited}.".encode(), "brief.txt")
        [task] = [t for t in citation_tasks(doc) if t.claim is not None]
        return verifier.verify(task)

    beyond = verify("Acme Corp. v. Zenith Ltd., 140 F.4th 100 (9th Cir. 2025)")  # not in the index
    assert beyond.outcome is Outcome.VERIFIED_OK and beyond.evidence_details.source == "state-site"
    said = [a["finding"] for a in beyond.evidence_details.model_extra["sources_asked"]]
    assert said == ["not_covered", "found_at_slot"]
    settled = verify("Dunmore v. Dunmore, 925 F.3d 1345 (11th Cir. 2019)")  # the index settles it
    assert settled.evidence_details.source == "courtlistener-bulk"
    assert state_site_source.StateSite.asked == ["us:140 F.4th 100"]


def test_a_run_shows_only_what_its_own_sources_found(
    index, tmp_path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    """A check with the index, then the same brief without it: the second run's statuses come
    from its own sources, not from the first run's evidence in the same store."""
    from briefcheck.cli import main
    from briefcheck.domain.models import CheckResult

    brief = tmp_path / "brief.txt"
    brief.write_text("The rule is settled. See Dunmore v. Dunmore, 925 F.3d 1345 (11th Cir. 2019).\n")
    home = ["--home", str(tmp_path / "h")]
    out = tmp_path / "r.json"
    main([*home, "check", str(brief), "--index", str(index.path), "--out", str(out)])
    first = CheckResult.model_validate_json(out.read_text())
    assert [c.status for c in first.citations()] == [CitationStatus.ERROR]
    monkeypatch.delenv("BRIEFCHECK_INDEX", raising=False)  # no index by default: none built here
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    main([*home, "check", str(brief), "--tier3", "none", "--out", str(out)])
    second = CheckResult.model_validate_json(out.read_text())
    assert [c.status for c in second.citations()] == [CitationStatus.UNVERIFIED]
    assert second.evidence == []


def test_the_hosts_a_source_may_fetch_from_are_its_registry_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """The allow-list is made of the registry's lines: a source added with its host may fetch from
    it at once (no second list to edit), every other host is refused, and BAILII never."""
    from briefcheck.domain.errors import SourceError
    from briefcheck.verify.sources.base import check_allowed
    from briefcheck.verify.sources.registry import allowed_hosts

    settings = Settings()
    assert "courts.example.gov" not in allowed_hosts(settings)
    entry = registry.SourceEntry(
        "state-site",
        "state_site_source:from_settings",
        frozenset({registry.RefKind.US_REPORTER}),
        frozenset({"courts.example.gov", "www.bailii.org"}),
    )
    monkeypatch.setattr(registry, "REGISTRY", [*registry.REGISTRY, entry])
    hosts = allowed_hosts(settings)
    assert {"courts.example.gov", "www.courtlistener.com", "caselaw.nationalarchives.gov.uk"} <= hosts
    check_allowed("https://courts.example.gov/opinions/1", hosts)
    for refused in ("https://elsewhere.example.com/x", "https://www.bailii.org/ew/cases/1.html"):
        with pytest.raises(SourceError, match="not an allow-listed source"):
            check_allowed(refused, hosts)
