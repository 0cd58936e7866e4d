"""Negative treatment read in the opinions that cite a case, on an edition in the real bulk dialect
with its citation map and parentheticals: each label and scope found with the sentence and the
case that wrote it; each trap a keyword scan falls into left out; a court without authority over
the cited one never overrules it; an unacknowledged overruling is REVIEW, an acknowledged one keeps
the status; a case nobody treats says how many opinions were read."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index, in_negative_words
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

EDITION = "2026-06-30"
COURTS = {
    "illappct": "Appellate Court of Illinois",
    "ill": "Supreme Court of Illinois",
    "ilnd": "District Court, N.D. Illinois",
}
HALE = "Hale v. Pratt, 512 N.E.2d 88"


def opinion(text: str) -> list[tuple[str, str, str]]:
    return [("010combined", "html_with_citations", f"<p>{text}</p>")]


def case(cid: int, name: str, date: str, court: str, cite: tuple[int, str, str], text: str) -> Case:
    return Case(cid, name, date, court, [cite], opinions=opinion(text))


# (cluster, name, court, year, its text: each cites Hale or Marsh) and what it is
CITING = [
    (11, "Doe v. Roe", "ill", 1995, f"We overrule {HALE} (Ill. App. Ct. 1990), in part.", "overruled"),
    (12, "Ames v. Bee", "illappct", 1996, f"The objection is overruled. See {HALE}.", "trap: objection"),
    (13, "Cole v. Dunn", "illappct", 1997, f"We decline to overrule {HALE}.", "trap: decline"),
    (14, "Eck v. Fay", "illappct", 1998, f"Appellant asks us to overrule {HALE}; we will not.", "trap: asks"),
    (15, "Gil v. Hox", "illappct", 1999, f"Smith v. Jones was overruled in Ivy v. Jay; {HALE}, stands.",
     "trap: another case"),
    (16, "Kerr v. Lamb", "ilnd", 2000, f"{HALE}, has been abrogated, in our view.", "trap: no authority"),
    (17, "Moss v. Nye", "illappct", 2001, f"{HALE}, was questioned by later panels.", "questioned"),
    (18, "Orr v. Pike", "illappct", 2002, f"The dissent would overrule {HALE}.", "trap: dissent"),
]  # fmt: skip


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        case(1, "Hale v. Pratt", "1990-02-01", "illappct", (512, "N.E.2d", "88"), "The rule of Hale."),
        case(2, "Marsh v. Quill", "1991-02-01", "illappct", (513, "N.E.2d", "30"), "The rule of Marsh."),
        *(
            case(cid, name, f"{year}-03-01", court, (600 + cid, "N.E.2d", "1"), text)
            for cid, name, court, year, text, _ in CITING
        ),
        case(
            30,
            "Tate v. Ure",
            "ill",
            2003,
            (700, "N.E.2d", "1"),
            "Marsh v. Quill, 513 N.E.2d 30, is followed.",
        ),
        *filler(512, "N.E.2d", "illappct", 1990, 1000),
        *filler(513, "N.E.2d", "illappct", 1991, 2000),
    ]
    snapshot = Snapshot(
        cases=cases,
        courts=COURTS,
        cites=[(1, cid, 1) for cid, *_ in CITING] + [(2, 30, 2)],
        parentheticals=[
            ("overruling Hale v. Pratt in part", 11, 30),  # what Doe did, said of Doe: not Doe's treatment
            ("holding that a lease survives", 2, 30),
        ],
    )
    bulk = tmp_path_factory.mktemp("treat-bulk")
    snapshot.write(bulk, EDITION)
    target = tmp_path_factory.mktemp("treat-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path: Path, text: str) -> tuple[Evidence, CitationStatus]:
    return offline_check(index, tmp_path, text)


def test_the_citation_map_is_reduced_into_the_index(index) -> None:
    assert index.holds_treatment()
    assert len(index.citing(1)) == len(CITING)
    assert index.parentheticals_of(11) == [(30, "overruling Hale v. Pratt in part")]


def test_each_treatment_is_found_with_its_sentence_and_each_trap_is_left_out(index, tmp_path) -> None:
    ev, status = check(
        index, tmp_path, "The rule is settled. Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990)."
    )
    treated = ev.treatment
    assert treated is not None and treated.checked and treated.cited_by == len(CITING)
    found = {(n.by.case_name, n.label, n.scope) for n in treated.negative}
    assert found == {("Doe v. Roe", "overruled", "in_part"), ("Moss v. Nye", "questioned", "whole")}
    overruled = next(n for n in treated.negative if n.label == "overruled")
    assert "We overrule Hale v. Pratt" in overruled.sentence and overruled.by.court == "ill"
    assert status is CitationStatus.REVIEW


def test_the_results_citation_gives_the_treatment_the_source_found(index, tmp_path) -> None:
    """The citation in the check's result says what the index's citing opinions showed, not "not
    checked" (Tier 1's Supreme Court table has no row for it), with the history the brief states."""
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    def treatment_of_hale(history: str):
        settings = Settings(home=tmp_path / history[:8])
        brief = f"The rule is settled. Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990), {history}."
        stores = open_stores(settings, standard_outputs())
        result = check_document(brief.encode(), "brief.txt", settings, stores, index=index)
        hale = next(c for c in result.citations() if c.text.startswith("Hale"))
        assert hale.treatment is not None and hale.treatment.checked, hale.treatment
        return hale.treatment

    treatment = treatment_of_hale("rev'd, 1 N.E.3d 1 (Ill. 2000)")
    assert {n.by.case_name for n in treatment.negative} >= {"Doe v. Roe", "Moss v. Nye"}, treatment
    assert treatment.stated_history  # the brief's own "rev'd" kept with them
    # a treatment the brief states and the source shows is given once, as the source shows it
    treatment = treatment_of_hale("overruled in part by Doe v. Roe, 611 N.E.2d 1 (Ill. 1995)")
    [doe] = [n for n in treatment.negative if n.label == "overruled"]
    assert "We overrule Hale v. Pratt" in doe.sentence and doe.acknowledged_in_brief


def test_an_acknowledged_overruling_keeps_the_status(index, tmp_path) -> None:
    ev, _ = check(
        index,
        tmp_path,
        "Before Doe, the rule was otherwise. Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990).",
    )
    assert ev.treatment is not None and ev.treatment.unacknowledged is None
    assert ev.outcome is Outcome.VERIFIED_OK


def test_a_case_nobody_treats_says_how_many_opinions_were_read(index, tmp_path) -> None:
    ev, _ = check(index, tmp_path, "The rule is settled. Marsh v. Quill, 513 N.E.2d 30 (Ill. App. Ct. 1991).")
    assert ev.treatment is not None and ev.treatment.negative == [] and ev.treatment.cited_by == 1
    assert "Cited by 1 opinion held; no negative treatment found in it" in ev.evidence_summary
    assert ev.outcome is Outcome.VERIFIED_OK


def test_an_index_without_the_citation_map_says_good_law_was_not_checked(tmp_path) -> None:
    """A green citation promises the case is still good law only as far as was checked: an index
    built without the citation map says it read no citing opinion."""
    cases = [
        case(2, "Marsh v. Quill", "1991-02-01", "illappct", (513, "N.E.2d", "30"), "The rule of Marsh."),
        *filler(513, "N.E.2d", "illappct", 1991, 2000),
    ]
    Snapshot(cases=cases, courts=COURTS).write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "index.sqlite")
    index = SQLiteCitationIndex(tmp_path / "index.sqlite")
    assert not index.holds_treatment()
    ev, _ = check(index, tmp_path, "The rule is settled. Marsh v. Quill, 513 N.E.2d 30 (Ill. App. Ct. 1991).")
    assert ev.treatment is not None and not ev.treatment.checked
    assert "Negative treatment not checked: the index was built without" in ev.evidence_summary, (
        ev.evidence_summary
    )


def test_a_parenthetical_saying_what_the_case_did_is_not_done_to_it(index, tmp_path) -> None:
    ev, _ = check(index, tmp_path, "The rule is settled. Doe v. Roe, 611 N.E.2d 1 (Ill. 1995).")
    assert ev.treatment is not None and ev.treatment.negative == []


def test_the_dynamodb_index_holds_the_same_treatment_data(index, tmp_path: Path) -> None:
    """The export carries the reduced citation map, the parentheticals and the unmatched citations,
    so the index in AWS answers as the file does."""
    import os
    from unittest import mock

    import boto3
    from dynamo_support import load_export
    from moto import mock_aws

    from briefcheck.index.dynamo import DynamoCitationIndex
    from briefcheck.index.export import export_index

    export_index(index, tmp_path / "export", items_per_file=50)
    aws = {"AWS_ACCESS_KEY_ID": "x", "AWS_SECRET_ACCESS_KEY": "x", "AWS_DEFAULT_REGION": "us-east-1"}
    with mock.patch.dict(os.environ, aws), mock_aws():
        resource = boto3.resource("dynamodb", region_name="us-east-1")
        load_export(tmp_path / "export", "idx", resource)
        table = DynamoCitationIndex("idx", resource)
        assert [(c, o) for c, o, _ in table.citing(1)] == [(c, o) for c, o, _ in index.citing(1)]
        assert table.parentheticals_of(11) == index.parentheticals_of(11)
        assert table.cited_unmatched("512", "N.E.2d", "88") == index.cited_unmatched("512", "N.E.2d", "88")


def test_a_scheduled_recheck_reads_the_treatment_of_a_newer_edition(tmp_path: Path, capsys) -> None:
    """A case VERIFIED on an edition nobody had yet overruled it in: once a newer edition holds the
    overruling opinion, `revalidate` re-reads the treatment and the citation moves to REVIEW, with
    the overruling case named."""
    from briefcheck.cli import main

    hale = case(1, "Hale v. Pratt", "1990-02-01", "illappct", (512, "N.E.2d", "88"), "The rule of Hale.")
    fill = filler(512, "N.E.2d", "illappct", 1990, 1000)
    doe = CITING[0]
    overruling = case(doe[0], doe[1], f"{doe[3]}-03-01", doe[2], (600 + doe[0], "N.E.2d", "1"), doe[4])
    editions = {
        "before": Snapshot(cases=[hale, *fill], courts=COURTS),
        "after": Snapshot(cases=[hale, overruling, *fill], courts=COURTS, cites=[(1, doe[0], 1)]),
    }
    index = {}
    for name, snapshot in editions.items():
        snapshot.write(tmp_path / name, EDITION)
        index[name] = build_index(tmp_path / name, tmp_path / f"{name}.sqlite").path
    brief = tmp_path / "brief.txt"
    brief.write_text("The rule is settled. Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990).\n")
    home = ["--home", str(tmp_path / "home")]
    assert main([*home, "check", str(brief), "--index", str(index["before"]), "--quiet"]) == 0
    capsys.readouterr()
    assert main([*home, "revalidate", "--index", str(index["after"]), "--older-than-days", "0"]) == 0
    out = capsys.readouterr().out
    assert "Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990): VERIFIED -> REVIEW" in out
    assert "overruled in part by Doe v. Roe, 611 N.E.2d 1 (1995)" in out and "1 changed status" in out


def test_a_treating_case_sharing_the_cited_name_is_not_taken_as_named_in_the_brief() -> None:
    """A later case often bears a party of the one it overrules ("Northgate Holdings v.
    Abernathy" overruling Abernathy): the brief citing Abernathy does not thereby name it; a brief
    naming Northgate, or saying "overruled", acknowledges the treatment."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Northgate Holdings v. Abernathy", court_id="scotus",
                     date_filed=date(2020, 6, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    passage = [(by, "Today we overrule Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.")]
    for said, acknowledged in (
        ("The period runs from filing. See Abernathy v. Quill Logistics, 600 F.3d 100.", False),
        ("See Abernathy, 600 F.3d 100, but see Northgate Holdings, 590 U.S. 1.", True),
        ("See Abernathy, 600 F.3d 100, overruled.", True),
        # said in words that leave part of it standing, an outright overruling is understated
        ("See Abernathy, 600 F.3d 100, overruled on other grounds.", False),
    ):
        [negative] = passages_treatment(cited, passage, said, "a search").negative
        assert negative.label == "overruled" and negative.acknowledged_in_brief is acknowledged, said


@pytest.mark.parametrize(
    "sentence",
    [
        "We hold that Abernathy v. Quill Logistics, {cite}, is overruled.",
        "Due consideration leads to this conclusion: Abernathy, {cite}, should be and now is overruled.",
        "Accordingly, Abernathy v. Quill Logistics, {cite}, is overruled insofar as it held otherwise.",
    ],
)
@pytest.mark.parametrize("cite", ["494 U.S. 652", "494 U. S. 652"])
def test_the_supreme_courts_spacing_of_its_reports_is_the_cases_own_citation(
    sentence: str, cite: str
) -> None:
    """The Supreme Court writes "494 U. S. 652": its own citation so spaced was read as another
    case's, whose overruling it was, and the overruling missed."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="scotus",
                        date_filed=date(1990, 3, 1), url="", citations=["494 U.S. 652"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Kessler v. Ortiz", court_id="scotus",
                     date_filed=date(2016, 5, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    said = "See Abernathy v. Quill Logistics, 494 U.S. 652."
    [negative] = passages_treatment(cited, [(by, sentence.format(cite=cite))], said, "a search").negative
    assert negative.label == "overruled"


def _quill_and_wayfair():
    from datetime import date

    from briefcheck.index.models import IndexedCase

    cited = IndexedCase(cluster_id=1, case_name="Quill Corp. v. North Dakota", court_id="scotus",
                        date_filed=date(1992, 5, 26), url="", citations=["504 U.S. 298"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="South Dakota v. Wayfair, Inc.", court_id="scotus",
                     date_filed=date(2018, 6, 21), url="", citations=["585 U.S. 162"])  # fmt: skip
    return cited, by


@pytest.mark.parametrize(
    "sentence",
    [
        # South Dakota v. Wayfair's own words, the Supreme Court's spacing of its reports kept
        "Because the physical presence rule of Quill is unsound and incorrect, Quill Corp. v. North "
        "Dakota, 504 U. S. 298 (1992), and National Bellas Hess, Inc. v. Department of Revenue of Ill., "
        "386 U. S. 753 (1967), should be, and now are, overruled.",
        "National Bellas Hess, Inc. v. Department of Revenue of Ill., 386 U. S. 753 (1967), and Quill "
        "Corp. v. North Dakota, 504 U. S. 298 (1992), should be, and now are, overruled.",
        "Quill Corp. v. North Dakota, 504 U. S. 298, is overruled.",
        "Quill Corp. v. North Dakota, 504 U. S. 298 (1992), and National Bellas Hess, Inc. v. Department of "
        "Revenue of Ill., 386 U. S. 753 (1967), ought to be, and hereby are, overruled.",
        "Quill Corp. v. North Dakota, 504 U. S. 298 (1992), and National Bellas Hess, Inc. v. Department of "
        "Revenue of Ill., 386 U. S. 753 (1967), are therefore overruled.",
        # the case's own court saying what it held, then the decision overruled
        "In Quill Corp. v. North Dakota, 504 U. S. 298 (1992), the Court held that physical presence is "
        "required. That decision is overruled.",
    ],
)
def test_an_overruling_in_the_supreme_courts_own_forms_is_read(sentence: str) -> None:
    """Each was missed: a citation written "504 U. S. 298" was no mention of the case (its pattern
    let a stop go, not a space after it), "should be, and now are," broke a list of the cases
    overruled, and "the Court held" made "That decision" another court's."""
    from briefcheck.verify.treatment import passages_treatment

    cited, by = _quill_and_wayfair()
    said = "See Quill Corp. v. North Dakota, 504 U.S. 298 (1992)."
    [negative] = passages_treatment(cited, [(by, sentence)], said, "a search").negative
    assert (negative.label, negative.scope) == ("overruled", "whole")


def test_a_decision_its_own_court_described_is_not_another_courts() -> None:
    """ "In X, the trial court excluded the evidence. That decision is overruled.": the trial
    court's ruling, not the case."""
    from briefcheck.verify.treatment import passages_treatment

    cited, by = _quill_and_wayfair()
    sentence = (
        "In Quill Corp. v. North Dakota, 504 U. S. 298 (1992), the trial court excluded the evidence. That "
        "decision is overruled."
    )
    assert passages_treatment(cited, [(by, sentence)], "See Quill.", "a search").negative == []
    # nor a court the sentence opens on that held something of the case
    sentence = (
        "In Marlow County, the trial court held that Quill Corp. v. North Dakota, 504 U. S. 298 (1992), "
        "governs. That decision is overruled."
    )
    assert passages_treatment(cited, [(by, sentence)], "See Quill.", "a search").negative == []


def test_a_reversal_is_the_same_cases_later_history() -> None:
    """A court above reversing the judgment before it, in a sentence that mentions the cited case,
    has reversed that judgment, not the cited case; the cited case's own appeal (a party of its
    name) reverses it."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    sentence = "We reverse the judgment below, which misread Abernathy v. Quill Logistics, 600 F.3d 100."
    other = IndexedCase(cluster_id=2, case_name="Kessler v. Ortiz", court_id="scotus",
                        date_filed=date(2012, 6, 1), url="", citations=["570 U.S. 1"])  # fmt: skip
    appeal = IndexedCase(cluster_id=3, case_name="Quill Logistics v. Abernathy", court_id="scotus",
                         date_filed=date(2011, 6, 1), url="", citations=["565 U.S. 1"])  # fmt: skip
    said = "See Abernathy v. Quill Logistics, 600 F.3d 100."
    assert passages_treatment(cited, [(other, sentence)], said, "a search").negative == []
    [reversed_] = passages_treatment(cited, [(appeal, sentence)], said, "a search").negative
    assert reversed_.label == "reversed" and reversed_.by.case_name == "Quill Logistics v. Abernathy"


def _abernathy_and(by_name: str, court: str, filed: str):
    from datetime import date

    from briefcheck.index.models import IndexedCase

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name=by_name, court_id=court,
                     date_filed=date.fromisoformat(filed), url="", citations=["590 U.S. 1"])  # fmt: skip
    return cited, by


def _treatments_by(court: str, sentence: str) -> list:
    """The negative treatments of Abernathy read in one sentence of a later opinion of `court`."""
    from briefcheck.verify.treatment import passages_treatment

    cited, by = _abernathy_and("Kessler v. Ortiz", court, "2016-05-01")
    return passages_treatment(cited, [(by, sentence)], "See Abernathy, 600 F.3d 100.", "a search").negative


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Today we overturn Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        ("Sitting en banc, we are overruling Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is overturned.", "overruled"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law.", "abrogated"),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was wrongly decided, and we repudiate it.",
            "overruled",
        ),
        ("We therefore disavow Abernathy v. Quill Logistics, 600 F.3d 100, and its progeny.", "overruled"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer the law of this circuit.", "abrogated"),
        # given up in other words still
        ("We abandon the rule of Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        ("We now abandon Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, should no longer be followed.", "abrogated"),
        # the court's own, in the present
        ("We limit Abernathy v. Quill Logistics, 600 F.3d 100, to its facts.", "limited"),
        ("We now question Abernathy v. Quill Logistics, 600 F.3d 100.", "questioned"),
        # the courts below told not to follow it
        (
            "Courts of this state should no longer follow Abernathy v. Quill Logistics, 600 F.3d 100.",
            "abrogated",
        ),
        ("Trial courts must no longer follow Abernathy v. Quill Logistics, 600 F.3d 100.", "abrogated"),
        ("Lower courts should no longer rely on Abernathy v. Quill Logistics, 600 F.3d 100.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer binding precedent.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer valid.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer viable.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer controlling.", "abrogated"),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was wrongly decided, and we will no longer "
            "follow it.",
            "abrogated",
        ),
        ("For these reasons, Abernathy v. Quill Logistics, 600 F.3d 100, cannot stand.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, and its progeny are no longer viable.", "abrogated"),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, and the cases following it are no longer good law.",
            "abrogated",
        ),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, cannot stand for the reasons stated.", "abrogated"),
        (
            "We no longer follow the practice announced in Abernathy v. Quill Logistics, 600 F.3d 100.",
            "abrogated",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, no longer represents the law of this circuit.",
            "abrogated",
        ),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is not good law.", "abrogated"),
        # the court's own judgment, however its sentence opens, or another's it makes its own
        ("In our view, Abernathy v. Quill Logistics, 600 F.3d 100, is not good law.", "abrogated"),
        (
            "The panel concluded that Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed; "
            "we agree and so hold.",
            "abrogated",
        ),
        (
            "We agree with the State's position that Abernathy v. Quill Logistics, 600 F.3d 100, is no "
            "longer good law.",
            "abrogated",
        ),
        (
            "The State says Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed; we agree.",
            "abrogated",
        ),
        # conceded, agreed with or called right in a clause of the court's own
        (
            "Although the government maintains otherwise, Abernathy v. Quill Logistics, 600 F.3d 100, is no "
            "longer good law.",
            "abrogated",
        ),
        (
            "Contrary to what the State said at argument, Abernathy v. Quill Logistics, 600 F.3d 100, is no "
            "longer good law.",
            "abrogated",
        ),
        (
            "As the district court held, Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law.",
            "abrogated",
        ),
        (
            "Plaintiffs correctly argue that Abernathy v. Quill Logistics, 600 F.3d 100, is no "
            "longer good law.",
            "abrogated",
        ),
        (
            "Petitioner argues that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good "
            "law, and we "
            "agree with petitioner.",
            "abrogated",
        ),
        (
            "The State contends that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good "
            "law; we agree "
            "with the State's argument that it is not.",
            "abrogated",
        ),
        # asked for, and done
        (
            "The government asks us to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We do so.",
            "overruled",
        ),
        (
            "The State urged us to overrule Abernathy v. Quill Logistics, 600 F.3d 100, and we do so today.",
            "overruled",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, no longer states the law of this circuit.",
            "abrogated",
        ),
        (
            "Accordingly, our prior decisions are overruled insofar as they hold otherwise, "
            "including Abernathy v. "
            "Quill Logistics, 600 F.3d 100.",
            "overruled",
        ),
        (
            "Respondent insists that Abernathy v. Quill Logistics, 600 F.3d 100, survives, and "
            "petitioner contends "
            "that it was abrogated, but we agree with petitioner.",
            "abrogated",
        ),
        (
            "The State asks us to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We do so "
            "insofar as it "
            "conflicts with today's holding.",
            "overruled",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, did not survive review in the Supreme Court.",
            "abrogated",
        ),
        (
            "The district court held the claim timely; we hold that Abernathy v. Quill Logistics, 600 F.3d "
            "100, is no longer good law. We decline to reach the remaining issues.",
            "abrogated",
        ),
        # a case that did not survive a later decision, or whose holding cannot
        ("Abernathy v. Quill Logistics, 600 F.3d 100, did not survive Loper Bright.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, has not survived the 2016 amendment.", "abrogated"),
        (
            "The holding of Abernathy v. Quill Logistics, 600 F.3d 100, cannot survive Loper Bright.",
            "abrogated",
        ),
        # made its own in the next sentence
        (
            "The panel concluded that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good "
            "law. We agree.",
            "abrogated",
        ),
        (
            "The district court held that Abernathy v. Quill Logistics, 600 F.3d 100, should not be "
            "followed. "
            "We agree with that conclusion and so hold.",
            "abrogated",
        ),
        (
            "The State argues that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good "
            "law. We agree "
            "with the State.",
            "abrogated",
        ),
        (
            "Contrary to the State's position, we hold that Abernathy v. Quill Logistics, 600 F.3d 100, "
            "should not be followed.",
            "abrogated",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed for the reasons stated.",
            "abrogated",
        ),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, should no longer be relied upon.", "abrogated"),
        (
            "We hold that Abernathy v. Quill Logistics, 600 F.3d 100, was incorrectly decided and should not "
            "be followed.",
            "abrogated",
        ),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, does not correctly state the law.", "abrogated"),
        (
            "We withdraw any language in Abernathy v. Quill Logistics, 600 F.3d 100, to the contrary.",
            "disapproved",
        ),
        (
            "We reject the rule of Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.",
            "disapproved",
        ),
        # no longer good law with a modal between, no continuing vitality, adherence given up: each was
        # read as no treatment, the overruled case VERIFIED
        ("Abernathy v. Quill Logistics, 600 F.3d 100, can no longer be considered good law.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, cannot be considered good law.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, can no longer be regarded as good law.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, may no longer be deemed controlling.", "abrogated"),
        ("We no longer adhere to Abernathy v. Quill Logistics, 600 F.3d 100.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is of no continuing vitality.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, lacks continuing vitality.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, no longer has any vitality.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is no longer of any precedential value.", "abrogated"),
        ("The rule announced in Abernathy v. Quill Logistics, 600 F.3d 100, is abandoned.", "overruled"),
        ("Today we depart from Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.", "overruled"),
        ("We retreat from Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        ("We depart today from Abernathy v. Quill Logistics, 600 F.3d 100.", "overruled"),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, which can no longer be considered good law, held "
            "otherwise.",
            "abrogated",
        ),
        ("We no longer adhere to the reasoning of Abernathy v. Quill Logistics, 600 F.3d 100.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, lacks any continuing vitality.", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, retains no vitality.", "abrogated"),
        (
            "To the extent Abernathy v. Quill Logistics, 600 F.3d 100, suggests otherwise, we no "
            "longer adhere to it.",
            "abrogated",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was abandoned by this Court in Lane v. Moss, "
            "700 F.3d 1.",
            "overruled",
        ),
        # what the court must do to rule so, then done (it was read as a refusal)
        (
            "To adopt that view we would have to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We "
            "do so today.",
            "overruled",
        ),
        (
            "To adopt that view we would have to overrule Abernathy v. Quill Logistics, 600 F.3d 100, and we "
            "now do so.",
            "overruled",
        ),
        # short of overruling: kept to its facts, doubted, not followed, its dictum disavowed
        ("We confine Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), to its facts.", "limited"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is confined to its particular facts.", "limited"),
        ("We question the continued validity of Abernathy v. Quill Logistics, 600 F.3d 100.", "questioned"),
        (
            "We have serious doubts about Abernathy v. Quill Logistics, 600 F.3d 100, and decline to follow "
            "it.",
            "questioned",
        ),
        (
            "We decline to follow Abernathy v. Quill Logistics, 600 F.3d 100, which misreads the statute.",
            "questioned",
        ),
        ("We disavow the dictum in Abernathy v. Quill Logistics, 600 F.3d 100.", "limited"),
    ],
)
def test_an_overruling_in_other_words_is_a_treatment(sentence: str, label: str) -> None:
    [negative] = _treatments_by("ca1", sentence)
    assert negative.label == label, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "We decline to overturn Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, has never been overturned.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, is still good law.",
        "Appellant asks us to overturn Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Whether Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law we need not decide.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the plaintiff abandoned the claim.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the claim cannot survive.",
        "In Abernathy v. Quill Logistics, 600 F.3d 100, we held that issues not raised are abandoned.",
        "Kessler argues that Abernathy v. Quill Logistics, 600 F.3d 100, was wrongly decided.",
        "Whether Abernathy v. Quill Logistics, 600 F.3d 100, is no longer the law we need not reach.",
        "The Secretary has since disavowed Abernathy's reading. Abernathy v. Quill Logistics, 600 F.3d 100.",
        # no longer said of something else, abandoning not the court's, standing not the case's
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the claim is no longer viable.",
        "The plaintiff no longer follows Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Kessler abandoned his reliance on Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the judgment cannot stand.",
        "Whether Abernathy v. Quill Logistics, 600 F.3d 100, is no longer binding we need not decide.",
        # standing for a rule it does not hold, a practice no longer followed, a case distinguished
        "Abernathy v. Quill Logistics, 600 F.3d 100, cannot stand for the broad rule defendant urges.",
        "We will no longer follow the practice of remanding; as Abernathy v. Quill Logistics, 600 F.3d 100, "
        "holds, the court of appeals decides.",
        "The rule of Abernathy v. Quill Logistics, 600 F.3d 100, is no longer controlling on these facts.",
        # a motion overruled, another case overruled, a practice disapproved, a suit followed by another
        "The motion to dismiss is overruled, as Abernathy v. Quill Logistics, 600 F.3d 100, requires.",
        "As Abernathy v. Quill Logistics, 600 F.3d 100, explained, the Supreme Court overruled Smith "
        "v. Jones.",
        "Consistent with Abernathy v. Quill Logistics, 600 F.3d 100, we disapprove of the practice "
        "of late filing.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the claim should not be followed by a "
        "second suit.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, remains good law.",
        # the new words said of a practice, another case, another opinion, a reading of the case
        "As Abernathy v. Quill Logistics, 600 F.3d 100, explains, the practice of mailing notice "
        "should not be "
        "followed.",
        "The dissent's reading of Abernathy v. Quill Logistics, 600 F.3d 100, does not correctly "
        "state the law.",
        "We withdraw any language in our earlier opinion inconsistent with Abernathy v. Quill "
        "Logistics, 600 F.3d "
        "100.",
        "Defendant relies on Smith v. Jones, 1 F.3d 1, which is not good law on this point; "
        "Abernathy v. Quill Logistics, 600 F.3d 100, controls.",
        # another's judgment that it is no law, reported; or no law for a point only
        "The trial court believed Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed.",
        "The dissent's view that Abernathy v. Quill Logistics, 600 F.3d 100, is not good law is mistaken.",
        "The district court held that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law, but "
        "we disagree.",
        "Relying on a footnote, the magistrate judge concluded that Abernathy v. Quill Logistics, 600 F.3d "
        "100, is no longer good law.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, is not good law for the broader proposition the State "
        "advances, but its narrow holding stands.",
        # agreeing with another about something else, or not agreeing
        "The magistrate judge thought Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law; "
        "we agree with the district court that the claim is forfeited.",
        "The State says Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed; we do not agree.",
        "The State says Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law; we don't agree, "
        "and so hold.",
        "The government contends that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. We "
        "cannot agree.",
        "Appellant urges that Abernathy v. Quill Logistics, 600 F.3d 100, should not be followed. We "
        "agree with "
        "the district court that the argument was waived.",
        # a party's view the court does not take up, a conditional or partial "we do so", a view allowed
        "As the Court of Appeals held, Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. We "
        "disagree.",
        "Many of our cases were abrogated by the amendment, such as those construing the old filing "
        "deadline, "
        "but Abernathy v. Quill Logistics, 600 F.3d 100, was not.",
        "The original complaint was superseded by the amended complaint, including the count premised on "
        "Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Petitioner argues that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law, but we "
        "agree with respondent.",
        "As the dissent argues, Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law.",
        "The State asks us to overrule Abernathy v. Quill Logistics, 600 F.3d 100, but even if we do so, the "
        "result would be the same.",
        "The State urges us to overrule Abernathy v. Quill Logistics, 600 F.3d 100, and to remand. "
        "We do so as "
        "to the remand.",
        "Plaintiffs may correctly argue that Abernathy v. Quill Logistics, 600 F.3d 100, is no "
        "longer good law, "
        "but we need not decide.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, did not survive summary judgment on remand.",
        "It is not clear that Abernathy v. Quill Logistics, 600 F.3d 100, did not survive Loper Bright.",
        # another subject superseded or not surviving, a party's view turned down
        "The plaintiff in Abernathy v. Quill Logistics, 600 F.3d 100, did not survive the accident.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the claim did not survive summary judgment.",
        "The original complaint was superseded by the amended complaint, and under Abernathy v. Quill "
        "Logistics, 600 F.3d 100, the admissions in it are gone.",
        "The 2004 guidelines were superseded in 2012, but Abernathy v. Quill Logistics, 600 F.3d "
        "100, applied "
        "the later version.",
        "The State argues that Abernathy v. Quill Logistics, 600 F.3d 100, was abrogated by the 2016 "
        "amendment, but it was not, and we so hold.",
        "The government says that Abernathy v. Quill Logistics, 600 F.3d 100, has been superseded by "
        "the 2016 "
        "amendment. We disagree.",
        "The government asks us to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We decline to do so.",
        "The Board concluded that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. "
        "We agree "
        "with the Board's factual findings, but not with that conclusion.",
        # declined, or said of what another might do
        "We see no reason to depart from Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We decline to retreat from Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We continue to adhere to Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, retains its continuing vitality.",
        "Had the Legislature intended to abrogate Abernathy v. Quill Logistics, 600 F.3d 100, it would have "
        "said so.",
        "If the Legislature wishes to abrogate Abernathy v. Quill Logistics, 600 F.3d 100, it may do so.",
        "We are not inclined to disapprove Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We are not inclined to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We are unwilling to disapprove Abernathy v. Quill Logistics, 600 F.3d 100.",
        "To adopt defendant's position, we would have to overrule Abernathy v. Quill Logistics, 600 F.3d "
        "100, which we will not do.",
        "The Legislature did not intend to abrogate Abernathy v. Quill Logistics, 600 F.3d 100.",
        # a claim or a procedure abandoned, or departed from by another
        "The claim under Abernathy v. Quill Logistics, 600 F.3d 100, was abandoned below.",
        "Any claim of error under Abernathy v. Quill Logistics, 600 F.3d 100, is abandoned.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was departed from by the trial court.",
        "The procedure prescribed in Abernathy v. Quill Logistics, 600 F.3d 100, was departed from here.",
        # kept to its facts, doubted or not followed: declined, denied, or of something else
        "We decline to confine Abernathy v. Quill Logistics, 600 F.3d 100, to its facts.",
        "Appellant asks us to confine Abernathy v. Quill Logistics, 600 F.3d 100, to its facts; we decline.",
        "We do not doubt the continued validity of Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We no longer question the continued validity of Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We need not question the continued validity of Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We decline to follow Abernathy v. Quill Logistics, 600 F.3d 100, here, where the facts differ.",
        "We confine our review to the record, as Abernathy v. Quill Logistics, 600 F.3d 100, requires.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, confined its holding to its facts.",
        "The district court, relying on Abernathy v. Quill Logistics, 600 F.3d 100, declined to follow the "
        "magistrate judge's recommendation.",
        "We have no serious doubts about the verdict under Abernathy v. Quill Logistics, 600 F.3d 100.",
        # a negation heading a list of history words denies each
        "Abernathy v. Quill Logistics, 600 F.3d 100, has never been overruled or abrogated.",
        "We adhere to Abernathy v. Quill Logistics, 600 F.3d 100, which has not been overruled, limited, or "
        "abrogated.",
    ],
)
def test_no_overruling_in_other_words_is_no_treatment(sentence: str) -> None:
    assert _treatments_by("ca1", sentence) == []


@pytest.mark.parametrize(
    ("text", "overruled"),
    [
        # the short name the opinion gives another case of the party (each was "overruled")
        ('Plaintiff relies on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). The government '
         'relies on Abernathy v. Crane, 700 F.3d 50 (1st Cir. 2015) (hereinafter "Abernathy"). We overrule '
         "Abernathy.", False),
        ("Plaintiff relies on Abernathy v. Quill Logistics, 600 F.3d 100. The People rely on People v. "
         "Abernathy (2015) 60 Cal.4th 100 (Abernathy). We disapprove Abernathy.", False),
        ("In Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (Abernathy I), we held one thing. In "
         "Abernathy v. Quill Logistics, 650 F.3d 65 (1st Cir. 2011) (Abernathy II), we held the opposite. We "
         "now overrule Abernathy II.", False),
        # the cited case's own short name, or none given
        ("In Abernathy v. Quill Logistics, 650 F.3d 65 (1st Cir. 2011) (Abernathy I), we held one thing. In "
         "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (Abernathy II), we held the opposite. "
         "We now overrule Abernathy II.", True),
        ('Both sides rely on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (hereinafter '
         '"Abernathy"). We overrule Abernathy.', True),
        ("Both sides rely on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). We overrule "
         "Abernathy.", True),
        # the full caption after another case took the short name; the cited case's own short name,
        # its citation written otherwise, or a name of its second party (each was "no treatment")
        ("The government relies on Abernathy v. Crane, 700 F.3d 50 (1st Cir. 2015) (Abernathy). We overrule "
         "Abernathy v. Quill Logistics.", True),
        ("In Abernathy v. Quill Logistics (2010) 600 F.3d 100 (Abernathy), and in Abernathy v. Crane (2015) "
         "700 F.3d 50 (Crane), the courts split. We disapprove Abernathy.", True),
        ("Plaintiff relies on Abernathy v. Quill Logistics, 600 F.3d 100 (Quill). The government relies on "
         "Abernathy v. Crane, 700 F.3d 50 (Abernathy). We disapprove Quill.", True),
        # its own short name after its parentheticals or its parallels (each was "another's")
        ("Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (citing Lane v. Moss, 500 F.3d 1) "
         "(Abernathy). We overrule Abernathy.", True),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, 128 S. Ct. 500 (2010) (hereinafter Abernathy). We "
         "overrule Abernathy.", True),
        ("Abernathy v. Quill Logistics (2010) 600 F.3d 100 [150 Cal.Rptr.3d 10, 290 P.3d 20] (Abernathy). "
         "We disapprove Abernathy.", True),
        # ... after the case it quotes, in a clause of its own (it was another's: VERIFIED on bad law)
        ("(Abernathy v. Quill Logistics (2010) 600 F.3d 100, 105, quoting Lane v. Moss (2008) 500 F.3d 1, 5 "
         "(Abernathy).) We now disapprove Abernathy.", True),
    ],
)  # fmt: skip
def test_a_short_name_given_to_another_case_is_not_the_case(text: str, overruled: bool) -> None:
    assert bool(_treatments_by("scotus", text)) is overruled


@pytest.mark.parametrize(
    ("sentence", "overruled"),
    [
        # a judge writing apart, as a court above reports it (each was "overruled" by the reporter)
        ('Judge Roe, dissenting in Lane v. Moss, 760 F.3d 45 (9th Cir. 2020), wrote that "Abernathy v. Quill '
         'Logistics, 600 F.3d 100, should be overruled."', False),
        ("Justice Roe, concurring in the judgment, would have held that Abernathy v. Quill Logistics, "
         "600 F.3d 100, should be overruled.", False),
        # the court then doing it
        ("Justice Roe, dissenting, wrote that Abernathy v. Quill Logistics, 600 F.3d 100, should be "
         "overruled, and we now overrule it.", True),
    ],
)  # fmt: skip
def test_a_separate_opinions_view_reported_is_no_treatment(sentence: str, overruled: bool) -> None:
    assert bool(_treatments_by("scotus", sentence)) is overruled


def test_the_cases_own_appeal_reversing_the_judgment_under_review_reverses_it() -> None:
    """ "The judgment of the Court of Appeals is reversed": the appeal (a court above, a party of the
    name shared) names no citation in that sentence, but the judgment it reverses is the one it
    reviews. A stranger's disposition reverses nothing of the cited case."""
    from briefcheck.verify.treatment import passages_treatment

    text = (
        "Abernathy sued under the statute. The Court of Appeals held for Abernathy. Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010). We granted certiorari. The statute does not reach the "
        "claim. The judgment of the Court of Appeals is reversed, and the case is remanded."
    )
    said = "See Abernathy v. Quill Logistics, 600 F.3d 100."
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(cited, [(appeal, text)], said, "a search").negative
    assert (
        reversed_.label == "reversed" and "judgment of the Court of Appeals is reversed" in reversed_.sentence
    )
    for not_it in (
        "Quill asks that we reverse the judgment of the Court of Appeals. We decline.",
        "If we reverse the judgment of the Court of Appeals, the case goes back.",
        "We affirm the judgment of the Court of Appeals, and we reverse the judgment of the district court.",
    ):
        others = text.replace(
            "The judgment of the Court of Appeals is reversed, and the case is remanded.", not_it
        )
        assert passages_treatment(cited, [(appeal, others)], said, "a search").negative == [], not_it
    for disposition in (
        "We reverse the judgment of the Court of Appeals.",
        "The judgment of the Court of Appeals is affirmed in part and reversed in part.",
        "It is so ordered. REVERSED AND REMANDED.",
        "The case is at an end. Reversed.",
        # the court below by its circuit, a decision for a judgment, no object at all
        "We therefore reverse the judgment of the First Circuit.",
        "The decision of the Court of Appeals is reversed.",
        "The Court of Appeals' judgment is reversed, and the case is remanded.",
        "For these reasons, we reverse and remand.",
        # Michigan's order in lieu of leave to appeal (it was no disposition: VERIFIED on a case reversed)
        "On order of the Court, the application for leave to appeal the judgment of the Court of Appeals "
        "is considered and, pursuant to MCR 7.305(H)(1), in lieu of granting leave to appeal, we REVERSE "
        "the judgment of the Court of Appeals.",
    ):
        said_otherwise = text.replace(
            "The judgment of the Court of Appeals is reversed, and the case is remanded.", disposition
        )
        [other] = passages_treatment(cited, [(appeal, said_otherwise)], said, "a search").negative
        assert other.label == "reversed", disposition
    _, stranger = _abernathy_and("Kessler v. Ortiz", "scotus", "2011-06-01")
    assert passages_treatment(cited, [(stranger, text)], said, "a search").negative == []
    for filed in ("2009-06-01", "2019-06-01"):  # before it; or a decade on, reviewing a later judgment
        _, other_time = _abernathy_and("Quill Logistics v. Abernathy", "scotus", filed)
        assert passages_treatment(cited, [(other_time, text)], said, "a search").negative == [], filed


def test_the_appeal_reverses_the_decision_it_says_it_reviews_not_another_of_the_caption() -> None:
    """Successive appeals under one caption: the Supreme Court cites the first appeal (600 F.3d 100,
    remanded) and reviews the second (640 F.3d 5). "The judgment of the Court of Appeals is
    reversed" undoes the second; the first was REVIEW 'reversed'. The one it says it reviews is
    reversed, earlier or later than another it cites."""
    from briefcheck.verify.treatment import passages_treatment

    text = (
        "In the first appeal, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), the court remanded "
        "for further findings. We granted certiorari to review Abernathy v. Quill Logistics, 640 F.3d 5 (1st "
        "Cir. 2011). The judgment of the Court of Appeals is reversed."
    )
    said = "See Abernathy v. Quill Logistics, 600 F.3d 100."
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    assert passages_treatment(cited, [(appeal, text)], said, "a search").negative == []
    reviewed = (
        "We granted certiorari to review Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). The "
        "panel relied on circuit precedent, see Abernathy v. Quill Logistics, 640 F.3d 5 (1st Cir. 2011), "
        "which we do not disturb. The judgment of the Court of Appeals is reversed."
    )
    # the reviewed decision written in the Supreme Court's own spacing ("600 F. 3d 100") is the case
    spaced = reviewed.replace(
        "review Abernathy v. Quill Logistics, 600 F.3d 100",
        "review Abernathy v. Quill Logistics, 600 F. 3d 100",
    )
    # "to review" said of something else than this Court's review
    remanded = (
        "In the first appeal, the court remanded for the district court to review Abernathy's claim. "
        "Abernathy v. Quill Logistics, 590 F.3d 5 (1st Cir. 2009). On remand, the court again ruled for "
        "Abernathy. Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). We granted certiorari. The "
        "judgment of the Court of Appeals is reversed."
    )
    # a decision of another caption the court below declined to review is no judgment this one reviews
    other = text.replace(
        "In the first appeal", "The panel declined to review Hale v. Pratt, 500 F.3d 1. Below"
    )
    other = other.replace(
        "We granted certiorari to review Abernathy v. Quill Logistics, 640 F.3d 5 (1st Cir. 2011).", ""
    )
    # the review of another decision of the caption told as past ("previously granted certiorari to
    # review X, 590 F.3d 5, vacated, and remanded"), or another court's
    earlier = (
        "We previously granted certiorari to review Abernathy v. Quill Logistics, 590 F.3d 5 (1st Cir. "
        "2009), vacated, and remanded. On remand, the court again ruled for Abernathy. Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010). We granted certiorari. The judgment of the Court of "
        "Appeals is reversed."
    )
    by_another = earlier.replace(
        "We previously granted certiorari to review", "The First Circuit granted review in the first appeal,"
    )
    for reversing in (reviewed, spaced, remanded, other, earlier, by_another):
        [reversed_] = passages_treatment(cited, [(appeal, reversing)], said, "a search").negative
        assert reversed_.label == "reversed", reversing


def test_a_circuits_disposition_of_the_district_courts_judgment_reverses_the_district_courts_decision() -> (
    None
):
    """A court of appeals reviewing a district court writes "we REVERSE the judgment of the district
    court and REMAND", "we VACATE the district court's judgment", "The order of the district court is
    REVERSED": each disposes of the cited district court decision. The Supreme Court reversing the
    Court of Appeals' judgment does not reverse the district court's decision it may have affirmed."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="mad",
                        date_filed=date(2010, 3, 1), url="", citations=["700 F. Supp. 2d 100"])  # fmt: skip
    said = "See Abernathy v. Quill Logistics, 700 F. Supp. 2d 100."
    facts = "Abernathy sued under the statute. The district court granted summary judgment. "
    for court, disposition, reversed_ in (
        ("ca1", "For the reasons stated, we REVERSE the judgment of the district court and REMAND.", True),
        (
            "ca1",
            "Accordingly, we VACATE the district court's judgment and REMAND for further proceedings.",
            True,
        ),
        ("ca1", "The order of the district court is REVERSED.", True),
        ("ca1", "We reverse the judgment of the district court.", True),
        ("scotus", "We reverse the judgment of the Court of Appeals.", False),
        ("scotus", "The judgment of the Court of Appeals is reversed.", False),
        # a rule of when the court vacates, not what it does here
        (
            "ca1",
            "Where a district court applies the wrong legal standard, we vacate the judgment and remand.",
            False,
        ),
        ("ca1", "Ordinarily, we vacate the judgment and remand when the findings are inadequate.", False),
        (
            "ca1",
            "For these reasons, we vacate the judgment and remand for the district court to decide when the "
            "period began to run.",
            True,
        ),
    ):
        appeal = IndexedCase(cluster_id=2, case_name="Abernathy v. Quill Logistics", court_id=court,
                             date_filed=date(2011, 6, 1), url="", citations=["650 F.3d 1"])  # fmt: skip
        found = passages_treatment(cited, [(appeal, facts + disposition)], said, "a search").negative
        assert [n.label for n in found] == (["reversed"] if disposition.lower().count("revers") and reversed_
                                             else ["vacated"] if reversed_ else []), disposition  # fmt: skip


@pytest.mark.parametrize(
    ("sentence", "court", "label"),
    [
        # the treating case named after the word: the treatment is reported, and a court below may
        # report it
        ("Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), was abrogated by Smith v. Jones, "
         "570 U.S. 1 (2013).", "mad", "abrogated"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, is overruled in light of Smith v. Jones, 570 U.S. 1.",
         "ca1", "overruled"),
        ("Because it cannot be reconciled with Smith v. Jones, 570 U.S. 1 (2013), we must now overrule "
         "Abernathy v. Quill Logistics, 600 F.3d 100.", "ca1", "overruled"),
        # a trap elsewhere in the sentence traps only its own words
        ("Although the panel did not question the district court's findings, Abernathy v. Quill "
         "Logistics, 600 F.3d 100, is overruled.", "ca1", "overruled"),
        ("The Supreme Court's decision in Smith v. Jones, 570 U.S. 1 (2013), abrogated Abernathy v. Quill "
         "Logistics, 600 F.3d 100.", "ca1", "abrogated"),
        ("Given the Supreme Court's abrogation of Abernathy v. Quill Logistics, 600 F.3d 100, we do not "
         "follow it.", "ca1", "abrogated"),
        ("See Smith v. Jones, 570 U.S. 1 (2013) (abrogating Abernathy v. Quill Logistics, 600 F.3d 100).",
         "mad", "abrogated"),
        # the treating case named after "in", as California writes it, or "the en banc court in"
        ("See Abernathy v. Quill Logistics (2010) 600 F.3d 100, disapproved on another ground in Smith v. "
         "Jones (2013) 570 U.S. 1.", "mad", "disapproved"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, was overruled in Smith v. Jones, 570 U.S. 1 (2013).",
         "mad", "overruled"),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, was overruled by the en banc court in Smith v. Jones, "
         "570 U.S. 1 (2013).", "mad", "overruled"),
        ("See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), overruled on another ground by "
         "Smith v. Jones, 570 U.S. 1 (2013).", "mad", "overruled"),
    ],
)  # fmt: skip
def test_an_overruling_with_its_case_named_is_read_of_the_case_it_treats(
    sentence: str, court: str, label: str
) -> None:
    [negative] = _treatments_by(court, sentence)
    assert negative.label == label, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # the word is another case's: between the mention and the word, or its own parenthetical
        "Abernathy v. Quill Logistics, 600 F.3d 100, relied on Smith v. Jones, 500 U.S. 1, which was later "
        "overruled by Kent v. Lowe, 590 U.S. 1.",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (overruling Smith v. Jones, 500 U.S. 1).",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was not abrogated by Smith v. Jones, 570 U.S. 1.",
        # "overturned" or "repudiated" of something else than the case: its conviction, a statement in it
        "These cases repudiated the statement in Abernathy v. Quill Logistics, 600 F.3d 100, that no use "
        "may be made of the evidence.",
        "In Abernathy v. Quill Logistics, 600 F.3d 100, this court overturned the conviction.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, overturned a conviction for want of notice.",
        # a reversal reported of something else in the sentence: the order, not the case it relied on
        "The district court's order, relying on Abernathy v. Quill Logistics, 600 F.3d 100, was reversed "
        "by the Second Circuit.",
        "The order relied on Abernathy v. Quill Logistics, 600 F.3d 100, but the order was reversed by the "
        "Supreme Court.",
    ],
)
def test_an_overruling_of_another_case_is_not_this_ones(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []  # a court that could overrule it


_ABERNATHY = "Abernathy v. Quill Logistics, 600 F.3d 100"


@pytest.mark.parametrize(
    "sentence",
    [
        # declined, hypothetical or asked for, in the words courts use for it
        "We decline petitioner's invitation to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We see no reason to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, should not be overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, has not since been overruled.",
        "Petitioner asks that we overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Stare decisis counsels strongly against overruling Abernathy v. Quill Logistics, 600 F.3d 100.",
        "The question presented is whether Abernathy v. Quill Logistics, 600 F.3d 100, should be overruled.",
        "Respondent argues that Abernathy v. Quill Logistics, 600 F.3d 100, was overruled by Smith v. Jones, "
        "500 U.S. 1, but it was not.",
        "We reject the State's invitation to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "The State's request to overrule Abernathy v. Quill Logistics, 600 F.3d 100, is denied.",
        "Even if Abernathy v. Quill Logistics, 600 F.3d 100, was overruled, the result is the same.",
        "Kessler argues that Abernathy v. Quill Logistics, 600 F.3d 100, however, was abrogated by Smith v. "
        "Jones, 570 U.S. 1.",
        # the treating word's object is something else the sentence names
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, an amended complaint supersedes the original "
        "complaint.",
        "In Abernathy v. Quill Logistics, 600 F.3d 100, the First Circuit held that Congress validly "
        "abrogated the States' sovereign immunity.",
        "In Abernathy v. Quill Logistics, 600 F.3d 100, the district court overruled Pratt's hearsay "
        "objection.",
        # a Texas court of appeals overruling a party's points of error or issues
        "Because Abernathy v. Quill Logistics, 600 F.3d 100, controls, we overrule appellant's first "
        "point of error.",
        "Under Abernathy v. Quill Logistics, 600 F.3d 100, the evidence sufficed; we overrule appellant's "
        "second and third issues.",
        "Applying Abernathy v. Quill Logistics, 600 F.3d 100, we overrule issue two.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, disposes of the complaint, and we overrule the State's "
        "sole point.",
        "Following Abernathy v. Quill Logistics, 600 F.3d 100, we overrule all of appellants' issues.",
        # a counterfactual, or others' reading the court rejects
        "Had we intended to overrule Abernathy v. Quill Logistics, 600 F.3d 100, we would have said so.",
        "If we had meant to overrule Abernathy v. Quill Logistics, 600 F.3d 100, we would have said so.",
        "Some courts have read Abernathy v. Quill Logistics, 600 F.3d 100, as overruled sub silentio; we "
        "reject that reading.",
        # supposed with the verb first, or as what would follow; denied in an infinitive; charged by
        # the dissent; put off
        "Were we to overrule Abernathy v. Quill Logistics, 600 F.3d 100, the settled rule would be lost.",
        "Even were we to overrule Abernathy v. Quill Logistics, 600 F.3d 100, the result would not change.",
        "If we were to overrule Abernathy v. Quill Logistics, 600 F.3d 100, the rule would be lost.",
        "Nothing we say today should be taken to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Nothing in today's decision should be read to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Today's decision is not intended to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We do not believe our holding today overrules Abernathy v. Quill Logistics, 600 F.3d 100.",
        "The dissent accuses us of overruling Abernathy v. Quill Logistics, 600 F.3d 100. We do no such "
        "thing.",
        "It would be premature to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We question whether Abernathy v. Quill Logistics, 600 F.3d 100, reaches these facts.",
        "We limit our holding to the rule of Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We think it unnecessary to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        # an objection that names the case inside it; the question left open with another case as the
        # subject; another decision's effect denied; a party's view rejected in the same sentence; the
        # panel bound until it is overruled; what the case held abrogated; the cases departing from it
        f"Defendant's objection under {_ABERNATHY}, is overruled.",
        f"Appellant's objection, premised on {_ABERNATHY}, was properly overruled.",
        f"The demurrer, which rested on {_ABERNATHY}, was overruled.",
        f"We need not decide whether Lane v. Moss, 590 U.S. 1, overruled {_ABERNATHY}.",
        f"We express no view on whether Lane v. Moss, 590 U.S. 1, abrogated {_ABERNATHY}.",
        f"Whether Lane v. Moss, 590 U.S. 1, overruled {_ABERNATHY}, is a question we leave for another day.",
        f"We do not believe Lane v. Moss, 590 U.S. 1, overrules {_ABERNATHY}.",
        f"We do not read Lane v. Moss, 590 U.S. 1, to overrule {_ABERNATHY}.",
        f"We doubt that Lane v. Moss, 590 U.S. 1, overruled {_ABERNATHY}.",
        f"We are not convinced Lane v. Moss, 590 U.S. 1, abrogated {_ABERNATHY}.",
        f"{_ABERNATHY}, which defendants say was overruled by Lane v. Moss, 590 U.S. 1, remains good law.",
        f"{_ABERNATHY}, which the State claims has been overruled, is still good law.",
        f"Absent a decision of the Supreme Court overruling {_ABERNATHY}, we must follow it.",
        f"{_ABERNATHY}, held that the statute abrogated sovereign immunity.",
        f"{_ABERNATHY}, held that the Eleventh Amendment was validly abrogated.",
        f"Today we overrule those cases that departed from {_ABERNATHY}, and return to its rule.",
        f"We overrule the decisions that misread {_ABERNATHY}.",
        f"This case is not the proper vehicle to overrule {_ABERNATHY}.",
        f"The dissent charges that today's decision overrules {_ABERNATHY}.",
        f"Nothing in our opinion today should be understood as overruling {_ABERNATHY}.",
        # denied in the court's own words of today; another case overruled, this one only what it relied on
        f"Nothing we say today overrules {_ABERNATHY}.",
        f"We reaffirm {_ABERNATHY}; nothing we hold today overrules it.",
        f"Evans v. Ford, 500 U.S. 1, which relied on {_ABERNATHY}, is overruled.",
        f"Evans v. Ford, 500 U.S. 1, which followed {_ABERNATHY}, is hereby overruled.",
        # another case overruled for what it did to this one, the pronoun or the predicate its
        f"Because Ames v. Bee, 500 U.S. 1 (1990), misread {_ABERNATHY}, we overrule it.",
        f"Ames v. Bee, 500 U.S. 1 (1990), cannot be squared with {_ABERNATHY}, and is overruled.",
        f"Ames v. Bee, 500 U.S. 1 (1990), departed from {_ABERNATHY}, and is therefore overruled.",
        f"Ames v. Bee, 500 U.S. 1 (1990), misread {_ABERNATHY}; accordingly, it is overruled.",
        # the case's own doubt, of something else
        f"{_ABERNATHY} (2010), questioned whether the statute applied to commercial leases.",
        # a belief that it was, called mistaken
        f"The circuit court mistakenly concluded that {_ABERNATHY}, had been overruled.",
        f"Defendant's premise, that {_ABERNATHY}, was overruled, is false.",
        f"One treatise states that {_ABERNATHY}, was overruled, but the treatise is wrong.",
        f"The trial court wrongly assumed that {_ABERNATHY}, was abrogated by Orr v. Pike, 650 U.S. 1.",
    ],
)
def test_an_overruling_declined_asked_for_or_of_something_else_is_none(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []  # a court that could overrule it


@pytest.mark.parametrize(
    "sentence",
    [
        # a passive with a time or a term after it: no object of its own
        "Abernathy v. Quill Logistics, 600 F.3d 100, was overruled a decade later by Northgate v. Smith.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was overruled this Term.",
        # the court's own statement after a party's view
        "Appellant asserts that the trial court erred under Abernathy v. Quill Logistics, 600 F.3d 100, but "
        "Abernathy was abrogated by Northgate v. Smith, 590 U.S. 9.",
        "Even if Abernathy v. Quill Logistics, 600 F.3d 100, was correct when decided, it was abrogated by "
        "Northgate v. Smith, 590 U.S. 9.",
        "We accept the State's invitation to overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        # the court's own reading, or its own act beside a party's issue
        "We read Northgate v. Smith, 590 U.S. 9, as having overruled Abernathy v. Quill Logistics, 600 "
        "F.3d 100.",
        "We overrule Abernathy v. Quill Logistics, 600 F.3d 100, and sustain appellant's first issue.",
        # a holding on an issue the court overrules, not a party's issue
        "We overrule the issue-preclusion holding of Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We overrule the complaint-filing rule of Abernathy v. Quill Logistics, 600 F.3d 100.",
        # a request the next sentence grants
        "Quill asks us to hold that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. "
        "We agree.",
        "The government asks us to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We agree.",
        "Quill asks us to hold that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. "
        "We do so.",
        "Quill asks us to hold that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. "
        "For the reasons below, we agree.",
        "We granted certiorari to decide whether to overrule Abernathy v. Quill Logistics, 600 F.3d 100. "
        "We now do so.",
        # agreement said emphatically is agreement, not "We cannot agree."
        "The Board concluded that Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law. "
        "We cannot agree more.",
    ],
)
def test_an_overruling_after_a_view_a_time_or_an_invitation_accepted_is_read(sentence: str) -> None:
    assert _treatments_by("scotus", sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # another case of the same first party, by its name or numbered and cited
        "Today we overrule Abernathy v. Kline, 700 F.3d 20.",
        "We reaffirm Abernathy v. Quill Logistics, 600 F.3d 100, and today we overrule Abernathy II, "
        "700 F.3d 20.",
    ],
)
def test_an_overruling_of_another_case_of_the_same_party_is_not_this_ones(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


@pytest.mark.parametrize(
    ("history", "label"),
    [
        (", rev'd, 565 U.S. 1 (2011)", "reversed"),
        (", 105, rev'd sub nom. Quill Logistics v. Abernathy, 565 U.S. 1 (2011)", "reversed"),
        # "vacated" after a cited case's citation is its history (a verb of the sentence only after a
        # subject's phrase: `test_a_court_below_acting_after_citing_the_case_does_not_reverse_it`)
        (", vacated, 565 U.S. 1 (2011)", "vacated"),
        (", rev'd on other grounds, 565 U.S. 1 (2011)", "reversed"),
        (", aff'd, 565 U.S. 1 (2011)", None),
        (", cert. denied, 565 U.S. 1 (2011)", None),
        # after an explanatory parenthetical holding a citation of its own: still the case's history
        (" (citing Lane v. Moss, 590 F.3d 575 (1st Cir. 2009)), vacated, 565 U.S. 1 (2011)", "vacated"),
        (" (quoting Lane v. Moss, 590 F.3d 575, 580 (1st Cir. 2009)), rev'd, 565 U.S. 1 (2011)", "reversed"),
        (" (holding that a lessee who never took possession owes no rent), rev'd, 565 U.S. 1", "reversed"),
    ],
)
def test_a_reversal_a_citing_opinion_writes_as_the_cases_history_is_read(
    history: str, label: str | None
) -> None:
    """ "X, 600 F.3d 100 (1st Cir. 2010), rev'd, 565 U.S. 1": the citing court reports the case's
    subsequent history with the reversing decision's citation, whatever court it is."""
    if history.startswith(", 105"):
        said = f"See Abernathy v. Quill Logistics, 600 F.3d 100{history[:5]} (1st Cir. 2010){history[5:]}."
    else:
        said = f"See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010){history}."
    found = _treatments_by("mad", said)
    assert [n.label for n in found] == ([label] if label else []), history


_LONG_ASIDE = (
    "explaining that a search of the digital contents of a telephone seized from an arrestee is justified "
    "neither by officer safety nor by the preservation of evidence, because data cannot itself be used as a "
    "weapon and the risk of remote wiping can be met by other means, such as turning the telephone off or "
    "placing it in a bag that blocks radio waves, which officers routinely do in the field"
)


@pytest.mark.parametrize(
    "cited",
    [
        # a pin to a footnote, or to two pages
        "600 F.3d 100, 102 n.3 (1st Cir. 2010)",
        "600 F.3d 100, 102 & n.3 (1st Cir. 2010)",
        "600 F.3d 100, 102 nn.3-4 (1st Cir. 2010)",
        "600 F.3d 100, 102, 105 (1st Cir. 2010)",
        # a parenthetical holding another's parenthetical, or a long one
        "600 F.3d 100 (1st Cir. 2010) (quoting Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) (citing Hale v. "
        "Pratt, 400 F.3d 1 (2d Cir. 2005)))",
        f"600 F.3d 100 (1st Cir. 2010) (citing Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) ({_LONG_ASIDE}))",
    ],
)
def test_the_history_after_a_pin_to_a_note_or_a_parenthetical_in_parentheticals_is_the_cases(
    cited: str,
) -> None:
    """ "X, 600 F.3d 100, 102 n.3 (1st Cir. 2010), rev'd, 565 U.S. 1": the reversal is X's, whatever
    pin or explanatory parentheticals stand between (it was missed, and X VERIFIED)."""
    said = f"See Abernathy v. Quill Logistics, {cited}, rev'd, 565 U.S. 1 (2011)."
    assert [n.label for n in _treatments_by("mad", said)] == ["reversed"], cited


@pytest.mark.parametrize(
    "sentence",
    [
        "The Court of Appeals, relying on Abernathy v. Quill Logistics, 600 F.3d 100 (CA1 2010), reversed, "
        "800 F.3d 5 (CA1 2015), and we granted certiorari, 577 U.S. 1 (2016).",
        "The panel, bound by Abernathy v. Quill Logistics, 600 F.3d 100, 105 (1st Cir. 2010), vacated, 800 "
        "F.3d 5.",
        "Abernathy (D. Mass. 2009), rev'd, 700 F.3d 100.",
        # the history written inside another case's parenthetical, or after it, is that case's
        "See Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) (citing Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010)), rev'd, 565 U.S. 1 (2011).",
        "See Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) (citing Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010), and Hale v. Pratt, 601 F.3d 9 (1st Cir. 2010), rev'd, 565 U.S. 1 (2011)).",
        "See Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) (quoting Hale v. Pratt, 400 F.3d 1 (2d Cir. 2005) "
        "(citing Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010))), rev'd, 565 U.S. 1 (2011).",
        f"See Lane v. Moss, 590 F.3d 575 (1st Cir. 2009) (citing Abernathy v. Quill Logistics, 600 F.3d 100 "
        f"(1st Cir. 2010) ({_LONG_ASIDE})), rev'd, 565 U.S. 1 (2011).",
    ],
)
def test_a_court_below_acting_after_citing_the_case_does_not_reverse_it(sentence: str) -> None:
    assert _treatments_by("mad", sentence) == []


def test_the_case_by_its_short_name_alone_is_still_overruled() -> None:
    [negative] = _treatments_by("scotus", "Abernathy was wrongly decided. Today we overrule Abernathy.")
    assert negative.label == "overruled"


@pytest.mark.parametrize(
    ("before", "acknowledged"),
    [
        ("Its holding was later overruled.", True),
        ("The Court overruled Abernathy in 2020.", True),
        ("The First Circuit's decision was vacated.", True),
        ("The Supreme Court overruled State v. Jones, 100 N.W.2d 1 (Minn. 1990).", True),
        ("The Supreme Court overruled Abernathy's holding.", True),
        ("The trial court overruled Smith's rule 403 objection.", False),
        ("The trial court overruled Defendant's decision.", False),
        # history words the sentence says of something else: an objection, an agency's order, immunity
        ("The trial court properly overruled Defendant's hearsay objection.", False),
        ("Where the Board's decision was vacated, the claimant may refile.", False),
        ("Because the agency's order was reversed, the claimant may refile.", False),
        ("Congress abrogated State immunity for these claims.", False),
        # a court below's ruling reversed: its own history, not the cited case's
        ("Courts defer to agencies, as the district court held before it was reversed.", False),
        ("The trial court's first judgment was reversed, and on remand it applied the rule.", False),
        ("The district court relied on Abernathy, which was later overruled.", True),
    ],
)
def test_history_words_said_of_something_else_do_not_acknowledge_the_overruling(
    before: str, acknowledged: bool
) -> None:
    from briefcheck.text.history import acknowledges_treatment

    said = f"{before} Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)."
    found = acknowledges_treatment(
        said, True, "Northgate Holdings v. Abernathy", "Abernathy v. Quill Logistics"
    )
    assert found is acknowledged, before


@pytest.mark.parametrize(
    ("history", "acknowledged"),
    [
        (", overruled by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
        (" (overruled).", True),
        (". Before Northgate Holdings, the rule was otherwise.", True),
        # each understates an outright overruling, or names another case as the one that did it
        (", abrogated on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        (", overruled in part by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        (" (overruled in other respects).", False),
        (", limited by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        (", overruled by Unrelated v. Thing, 560 U.S. 300 (2012).", False),
        (", overruled on other grounds, Unrelated v. Thing, 560 U.S. 300 (2012).", False),
        # another case however its name is written
        (", overruled by City of Boston v. Unrelated, 560 U.S. 300 (2012).", False),
        (", overruled by Board of Trustees v. Unrelated, 560 U.S. 300 (2012).", False),
        (", overruled by In re Unrelated, 560 U.S. 300 (2012).", False),
        (", overruled by United States ex rel. Unrelated v. Thing, 560 U.S. 300 (2012).", False),
        (", overruled by Unrelated, 560 U.S. 300 (2012).", False),
        # the right one, by its short name; or no case at all
        (", overruled by Northgate, 590 U.S. 1 (2020).", True),
        (", overruled by City of Northgate v. Abernathy, 590 U.S. 1 (2020).", True),
        (", abrogated by the Legislature.", True),
        # the qualification in a parenthetical of its own after the overruling case
        (", overruled by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020) (on other grounds).", False),
        (", overruled by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020) (in part).", False),
        (" (overruled on unrelated grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020)).", False),
        # a history citing another decision of the overruling case's reporter, or done by statute
        (", vacated, 592 U.S. 40 (2021).", False),
        (", overruled, 590 U.S. 1 (2020).", True),
        (", vacated, 2021 WL 123456.", True),
        (", superseded by statute as stated in Unrelated v. Thing, 560 U.S. 300 (2012).", False),
        (", superseded by statute.", False),
    ],
)
def test_the_brief_acknowledges_an_outright_overruling_only_in_words_that_say_as_much(
    history: str, acknowledged: bool
) -> None:
    """What the brief says of the history must say what the source says: an outright overruling
    called one "on other grounds", "in part", "in other respects" or a limitation tells the reader
    the rule cited survived; an overruling credited to another case misstates it."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Northgate Holdings v. Abernathy", court_id="scotus",
                     date_filed=date(2020, 6, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    passage = [(by, "Today we overrule Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.")]
    said = f"The rule applies. Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010){history}"
    [negative] = passages_treatment(cited, passage, said, "a search").negative
    assert (negative.scope, negative.acknowledged_in_brief) == ("whole", acknowledged)


@pytest.mark.parametrize(
    ("cited_for", "history", "acknowledged"),
    [
        # the part overruled is the very proposition cited: "on other grounds" is false
        ('"A warrantless search of a vehicle is per se unreasonable absent exigent circumstances."',
         ", overruled on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        ("A warrantless vehicle search is unlawful. Id. (holding that a warrantless vehicle search is per se "
         "unreasonable)",
         ", overruled on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        # said as it is, or cited for a part left standing
        ('"A warrantless search of a vehicle is per se unreasonable absent exigent circumstances."',
         ", overruled in part by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
        ('"The officers must knock and announce before entering a dwelling."',
         ", overruled on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
        # "other grounds" in other words
        ('"A warrantless search of a vehicle is per se unreasonable absent exigent circumstances."',
         ", overruled in other respects by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        ('"A warrantless search of a vehicle is per se unreasonable absent exigent circumstances."',
         ", overruled on unrelated grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", False),
        # another proposition sharing words, or the one overruled turned round: the part left standing
        ('"A warrantless search of a home is per se unreasonable."',
         ", overruled on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
        ('"A warrantless vehicle search is not per se unreasonable when the driver consents."',
         ", overruled on other grounds by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
    ],
)  # fmt: skip
def test_an_overruling_in_part_of_the_very_proposition_cited_is_not_other_grounds(
    cited_for: str, history: str, acknowledged: bool
) -> None:
    """ "overruled on other grounds" of a case overruled "to the extent it held that" the very
    proposition the brief cites it for tells the reader the rule survived: it did not."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Northgate Holdings v. Abernathy", court_id="scotus",
                     date_filed=date(2020, 6, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    passage = [(by, "We therefore overrule Abernathy v. Quill Logistics, 600 F.3d 100, to the extent it held "
                    "that a warrantless vehicle search is per se unreasonable.")]  # fmt: skip
    said = f"{cited_for} Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010){history}"
    [negative] = passages_treatment(cited, passage, said, "a search").negative
    assert (negative.scope, negative.acknowledged_in_brief) == ("in_part", acknowledged)


@pytest.mark.parametrize(
    ("after", "acknowledged"),
    [
        (" But Northgate overruled Abernathy.", True),
        (" Abernathy was later overruled by Northgate Holdings v. Abernathy, 590 U.S. 1 (2020).", True),
        # a sentence naming another case's history, or denying this one's, or a fourth sentence on
        (" The objection was overruled.", False),
        (" Abernathy has never been overruled.", False),
        (" It was cited often. Courts followed it. Many still do. But Northgate overruled Abernathy.", False),
    ],
)
def test_the_brief_may_acknowledge_the_history_in_the_sentences_after_its_citation(
    after: str, acknowledged: bool
) -> None:
    """ "Abernathy, 600 F.3d 100. But Northgate overruled Abernathy.": the paragraph gives the
    history its citation sentence does not."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.text.history import own_part, with_later_history
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Northgate Holdings v. Abernathy", court_id="scotus",
                     date_filed=date(2020, 6, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    passage = [(by, "Today we overrule Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.")]
    citation = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)"
    paragraph = f"The rule applied for decades. {citation}.{after}"
    said = with_later_history(own_part(f"The rule applied for decades. {citation}.", citation), paragraph,
                              citation, cited.case_name)  # fmt: skip
    [negative] = passages_treatment(cited, passage, said, "a search").negative
    assert negative.acknowledged_in_brief is acknowledged


def test_a_reversal_on_other_grounds_acknowledges_the_cases_own_reversal() -> None:
    """ "A, rev'd on other grounds, B": the appeal's grounds are not the source's to give, so the
    usual Bluebook form acknowledges the reversal (it was REVIEW, and each Id. after it too)."""
    from briefcheck.verify.treatment import passages_treatment

    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). Judgment reversed."
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    for said, acknowledged in (
        ("See Abernathy v. Quill Logistics, 600 F.3d 100, rev'd on other grounds, 590 U.S. 1 (2011).", True),
        ("See Abernathy v. Quill Logistics, 600 F.3d 100.", False),
    ):
        [negative] = passages_treatment(cited, [(appeal, text)], said, "a search").negative
        assert negative.acknowledged_in_brief is acknowledged, said


def test_an_overruling_a_citing_opinion_reports_is_acknowledged_by_crediting_the_case_it_names() -> None:
    """A citing opinion that reports the history ("Bowers v. Hardwick, overruled by Lawrence v.
    Texas") is the source, not the overruling case: a brief crediting Lawrence says what it says."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    bowers = IndexedCase(cluster_id=1, case_name="Bowers v. Hardwick", court_id="scotus",
                         date_filed=date(1986, 6, 30), url="", citations=["478 U.S. 186"])  # fmt: skip
    muth = IndexedCase(cluster_id=2, case_name="Muth v. Frank", court_id="ca7",
                       date_filed=date(2005, 6, 24), url="", citations=["412 F.3d 808"])  # fmt: skip
    passage = (
        "The Court's earlier decision, Bowers v. Hardwick, 478 U.S. 186 (1986), overruled by Lawrence v. "
        "Texas, 539 U.S. 558 (2003), had upheld a Georgia sodomy statute."
    )
    said = "Bowers v. Hardwick, 478 U.S. 186 (1986), overruled by Lawrence v. Texas, 539 U.S. 558 (2003)."
    [negative] = passages_treatment(bowers, [(muth, passage)], said, "a search").negative
    assert negative.acknowledged_in_brief
    other = said.replace("Lawrence v. Texas", "Unrelated v. Thing")
    [negative] = passages_treatment(bowers, [(muth, passage)], other, "a search").negative
    assert not negative.acknowledged_in_brief


def test_a_court_sitting_en_banc_vacates_its_panels_opinion_and_overrules_it_by_name() -> None:
    """An en banc court vacates its own panel's opinion (a court above is no need), and "we now
    overrule it" in the sentence after naming the case is done to the case."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    en_banc = IndexedCase(cluster_id=2, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                          date_filed=date(2011, 3, 1), url="", citations=["650 F.3d 1"])  # fmt: skip
    said = "See Abernathy, 600 F.3d 100."
    vacated = "On rehearing en banc. The judgment of the panel is vacated, and the case is remanded."
    [negative] = passages_treatment(cited, [(en_banc, vacated)], said, "a search").negative
    assert negative.label == "vacated"
    for order in (
        "It is ordered that this case be reheard en banc. The three-judge panel opinion, 600 F.3d "
        "100, is vacated.",
        "The petition for rehearing en banc is GRANTED. The panel opinion is VACATED.",
        "This case will be reheard en banc. The opinion and judgment entered March 1, 2010, are "
        "hereby vacated.",
        # the Fifth and Eleventh Circuits' orders (each was no en banc court: the vacatur passed)
        "IT IS ORDERED that this case will be reheard by the Court en banc. The previous panel's opinion "
        "is VACATED.",
        "IT IS ORDERED that this cause shall be reheard by the court en banc with oral argument. The panel "
        "opinion is VACATED.",
        "It is ordered that this case be reheard by this Court en banc. The panel opinion is vacated.",
        "It is ordered that this case be reheard en banc by the court. The panel opinion is vacated.",
        "This case shall be reheard by the full court en banc. The panel opinion is VACATED.",
    ):
        [negative] = passages_treatment(cited, [(en_banc, order)], said, "a search").negative
        assert negative.label == "vacated", order
    denied = "The petition for rehearing en banc is DENIED. The panel opinion stands."
    assert passages_treatment(cited, [(en_banc, denied)], said, "a search").negative == []
    # another case's panel opinion, by its citation; or the district court's decision under review
    another = "It is ordered that this case be reheard en banc. The panel opinion, 651 F.3d 7, is vacated."
    assert passages_treatment(cited, [(en_banc, another)], said, "a search").negative == []
    district = IndexedCase(cluster_id=5, case_name="Abernathy v. Quill Logistics", court_id="mad",
                           date_filed=date(2009, 3, 1), url="",
                           citations=["600 F. Supp. 2d 100"])  # fmt: skip
    panel = "Rehearing en banc is GRANTED. The panel opinion is VACATED."
    assert passages_treatment(district, [(en_banc, panel)], said, "a search").negative == []
    panel_again = "On rehearing. The judgment of the panel is vacated, and the case is remanded."
    assert passages_treatment(cited, [(en_banc, panel_again)], said, "a search").negative == []
    second_appeal = (
        "This is the second appeal. See Rivera, 500 F.3d 10 (1st Cir. 2007) (en banc). Rehearing en banc was "
        "denied. The judgment of the district court is vacated."
    )
    assert passages_treatment(cited, [(en_banc, second_appeal)], said, "a search").negative == []
    other = IndexedCase(cluster_id=3, case_name="Kessler v. Ortiz", court_id="ca1",
                        date_filed=date(2016, 3, 1), url="", citations=["800 F.3d 1"])  # fmt: skip
    named = (
        "We took this case en banc to reconsider Abernathy v. Quill Logistics, 600 F.3d 100. Having done "
        "so, we now overrule it."
    )
    [overruled] = passages_treatment(cited, [(other, named)], said, "a search").negative
    assert overruled.label == "overruled"
    # its rule named, then overruled in a second clause ("it" was missed after 40 characters)
    rule = (
        "Abernathy v. Quill Logistics, 600 F.3d 100, required a plaintiff to negate probable cause for "
        "every offense."
    )
    clause = f"{rule} That rule cannot be squared with the Supreme Court's precedent, and we overrule it."
    [overruled] = passages_treatment(cited, [(other, clause)], said, "a search").negative
    assert overruled.label == "overruled"
    for done in (
        "That rule cannot be squared with the Supreme Court's precedent; we overrule it.",
        "That rule, which would require the impossible, cannot stand, and we overrule it.",
        "That rule cannot stand, so we must overrule it.",
        "That rule cannot stand, and we expressly overrule it.",
        "That rule cannot stand, and we today overrule it.",
        "That rule cannot stand; we are compelled to overrule it.",
        "That rule cannot stand, and we now formally overrule it.",
        "That rule cannot stand, and we must and do overrule it.",
        "In our view, the rule cannot stand, and we therefore overrule it.",
        "We said then what we say now: that rule cannot stand, and we overrule it.",
        "As the Supreme Court has said, a rule that cannot be applied is no rule at all; we overrule it.",
        "Because, as the panel said, the rule is unworkable, we overrule it.",
        "In this court's view, the rule cannot stand, and we overrule it.",
        "According to Supreme Court precedent, we must overrule it.",
    ):
        text = f"{rule} {done}"
        [overruled] = passages_treatment(cited, [(other, text)], said, "a search").negative
        assert overruled.label == "overruled", done
    for supposed in (
        "That rule is doubtful, and even if the question were open, we would overrule it.",
        "That rule is doubtful, but the parties do not ask whether we overrule it.",
        # asked of the court, or denied to be required, not done
        "The County argues, as it did before the three-judge panel, that we overrule it. We decline.",
        "Nothing in the Supreme Court's later decisions requires that we overrule it.",
        "The plaintiffs, supported by several amici, ask that we overrule it.",
        "The County urges us to hold that we overrule it.",
        "The County argues we must overrule it. We decline.",
        "We are not persuaded we must overrule it.",
        "The dissent insists that, given the later cases, we must overrule it.",
        "The County contends that, because the rule is unworkable, we must overrule it.",
        "The County says we must overrule it.",
        "According to the County, we must overrule it.",
        "In the County's view, we must overrule it.",
        "Perhaps we must overrule it someday, but not today.",
    ):
        text = f"{rule} {supposed}"
        assert passages_treatment(cited, [(other, text)], said, "a search").negative == [], supposed
    another = (
        "The district court relied on Abernathy v. Quill Logistics, 600 F.3d 100, and on Smith v. Jones, "
        "500 F.3d 1. We now overrule that decision."
    )
    assert passages_treatment(cited, [(other, another)], said, "a search").negative == []


@pytest.mark.parametrize(
    "disposition",
    [
        "The judgment of the Court of Appeals is therefore reversed.",
        "The judgment of the Court of Appeals is, accordingly, reversed.",
        "Accordingly, the order of the Court of Appeals should be reversed, with costs.",
        "Judgment reversed.",
        "Order reversed, with costs, and complaint dismissed.",
        "Judgment reversed and cause remanded.",
        "Appellate court judgment reversed; circuit court judgment affirmed.",
        # Florida quashes, Texas sets aside, California annuls
        "Accordingly, we quash the decision under review and remand for further proceedings.",
        "For these reasons, the decision under review is quashed, and this case is remanded.",
        "The judgment of the court of appeals is set aside, and the case is remanded to the trial court.",
        "The judgment of the Court of Appeals is annulled.",
    ],
)
def test_the_cases_own_appeal_disposing_of_it_in_other_words_reverses_it(disposition: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    cited_at = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)."
    text = f"{cited_at} The statute does not reach it. {disposition}"
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    # a judgment set aside or annulled is vacated; one quashed is reversed
    assert reversed_.label in ("reversed", "vacated") and "statute" not in reversed_.sentence, (
        reversed_.sentence
    )


@pytest.mark.parametrize(
    ("appeal", "read"),
    [
        # its appeal under a caption that changed a party (an official substituted, the sides turned)
        ("Quill Logistics v. Rivera", True),
        ("Beard v. Abernathy", True),
        # a decision sharing no party word is another case's
        ("Johnson v. Marsh", False),
    ],
)
def test_a_reversal_is_the_cases_own_appeal_by_a_party_it_bears(appeal: str, read: bool) -> None:
    """A case's own appeal bears a party of its name, however its caption changed the other: a
    missed reversal is worse than a decision sharing a party's word sent for review."""
    from briefcheck.verify.treatment import passages_treatment

    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). Judgment reversed."
    cited, appeal_case = _abernathy_and(appeal, "scotus", "2011-06-01")
    said = "See Abernathy, 600 F.3d 100."
    assert bool(passages_treatment(cited, [(appeal_case, text)], said, "a search").negative) is read


@pytest.mark.parametrize(
    "argued",
    [
        "Petitioner argues that the judgment of the Court of Appeals should be reversed.",
        "The judgment of the Court of Appeals should be reversed only if the statute reaches it.",
        # an order of the case quashed, set aside or annulled, not its judgment
        "The protective order is quashed.",
        "The discovery order is set aside.",
        "Accordingly, we set aside the order compelling arbitration and affirm.",
        # an opinion vacated that is not the case's: another court's, another citation's
        "On rehearing, our prior opinion, 640 F.3d 1, is vacated and this opinion is substituted.",
        "The appellate court, 600 F.3d 100, correctly reversed.",
    ],
)
def test_a_reversal_argued_for_or_conditional_is_none(argued: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    text = f"Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). {argued} We affirm."
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    assert (
        passages_treatment(cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search").negative == []
    )


@pytest.mark.parametrize(
    "disposed",
    [
        # Texas's per curiam (Tex. R. App. P. 59.1), and a court granting the petition and reversing
        "We grant the petition for review and, without hearing oral argument, reverse the court of appeals' "
        "judgment.",
        "Accordingly, we grant the petition for review, and without hearing oral argument, reverse the "
        "judgment of the court of appeals.",
        "We grant the State's petition for discretionary review and reverse the court of appeals' judgment.",
    ],
)
def test_a_reversal_after_granting_the_petition_is_read(disposed: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    text = f"Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). It does not apply. {disposed}"
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    assert reversed_.label == "reversed", disposed


@pytest.mark.parametrize(
    ("decided", "reverses"),
    [("2011-06-01", True), ("2014-06-01", True), ("2015-09-01", True), ("2017-06-01", False)],
)
def test_an_appeal_decided_years_later_still_reverses(decided: str, reverses: bool) -> None:
    """An appeal can take years (a State's intermediate court, then its high court; a remand between):
    a reversal four years on was dropped as a later judgment's, and the reversed case VERIFIED. One
    within six years is the case's own appeal; later, the parties' next case reviews another."""
    from briefcheck.verify.treatment import passages_treatment

    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). It does not apply. We reverse the "
    text += "court of appeals' judgment."
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", decided)
    negative = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    assert bool(negative) is reverses, decided


@pytest.mark.parametrize(
    "said",
    [
        "In a prior appeal between these parties, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. "
        "2010), the court of appeals upheld the 2010 lease. This appeal concerns a different lease. We "
        "reverse the court of appeals' judgment.",
        "The parties were before the court of appeals once before. Abernathy v. Quill Logistics, 600 F.3d "
        "100 (1st Cir. 2010). That judgment became final. We grant the petition for review and reverse the "
        "court of appeals' judgment.",
    ],
)
def test_a_prior_appeal_between_the_parties_is_not_the_judgment_reversed(said: str) -> None:
    """The parties' earlier appeal, named so, is not the judgment the later appeal reverses."""
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2015-06-01")
    assert (
        passages_treatment(cited, [(appeal, said)], "See Abernathy, 600 F.3d 100.", "a search").negative == []
    )


def test_the_evidence_of_we_reverse_is_its_own_sentence() -> None:
    from briefcheck.verify.treatment import passages_treatment

    text = (
        "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). The statute does not reach the claim. "
        "We reverse the court of appeals' judgment."
    )
    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    assert reversed_.sentence.startswith("We reverse"), reversed_.sentence


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        (
            "We disapprove Abernathy v. Quill Logistics, 600 F.3d 100, to the extent it is inconsistent.",
            "disapproved",
        ),
        ("Abernathy v. Quill Logistics, 600 F.3d 100, cannot survive our decision in Kessler.", "abrogated"),
    ],
)
def test_a_disapproval_or_a_case_that_cannot_survive_is_negative_treatment(sentence: str, label: str) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert negative.label == label, sentence


def test_a_disapproval_is_not_good_law_left_unsaid() -> None:
    from briefcheck.domain.models import UNSAFE_TREATMENTS

    assert "disapproved" in UNSAFE_TREATMENTS


@pytest.mark.parametrize(
    "sentence",
    [
        "Kessler contends Abernathy v. Quill Logistics, 600 F.3d 100, was overruled by Ortiz. It was not.",
        "According to petitioner, Abernathy v. Quill Logistics, 600 F.3d 100, was overruled by Ortiz.",
        "Nothing in Ortiz overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Nothing in Ortiz v. Lane, 560 U.S. 10 (2010), overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
        "It is a mistake to read Ortiz v. Lane, 560 U.S. 10 (2010), as having overruled Abernathy v. Quill "
        "Logistics, 600 F.3d 100.",
        "Ortiz in no way overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
        "It is a mistake to read Ortiz as having overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
    ],
)
def test_an_overruling_claimed_by_a_party_or_denied_is_none(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "See Abernathy v. Quill Logistics, 600 F.3d 100, abrogated on other grounds as recognized in "
        "Ortiz v. Lane, 800 F.3d 1.",
        "See Abernathy v. Quill Logistics, 600 F.3d 100, overruled, Ortiz v. Lane, 590 U.S. 1.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was legislatively overruled by the 2016 amendments.",
    ],
)
def test_an_overruling_a_lower_court_reports_is_read_whatever_its_authority(sentence: str) -> None:
    [negative] = _treatments_by("mad", sentence)
    assert negative.label in ("overruled", "abrogated"), sentence


def test_an_overruling_a_lower_courts_parenthetical_reports_is_read(tmp_path: Path) -> None:
    """A district court's parenthetical "(overruled by Y)" reports what Y did: it needs no authority
    of the district court's own, as its own "we overrule" would."""
    cases = [
        case(1, "Hale v. Pratt", "1990-02-01", "illappct", (512, "N.E.2d", "88"), "The rule of Hale."),
        case(16, "Kerr v. Lamb", "2000-03-01", "ilnd", (616, "N.E.2d", "1"), f"See {HALE}."),
        *filler(512, "N.E.2d", "illappct", 1990, 1000),
    ]
    snapshot = Snapshot(
        cases=cases,
        courts=COURTS,
        cites=[(1, 16, 1)],
        parentheticals=[("overruled by Kellerman v. Sutton, 590 U.S. 1 (2015)", 1, 16)],
    )
    snapshot.write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "index.sqlite")
    ev, status = check(
        SQLiteCitationIndex(tmp_path / "index.sqlite"), tmp_path, f"See {HALE} (Ill. App. Ct. 1990)."
    )
    assert ev.treatment is not None and [n.label for n in ev.treatment.negative] == ["overruled"]
    assert status is CitationStatus.REVIEW, ev.evidence_summary


def test_an_overruling_limited_at_the_sentences_opening_is_in_part() -> None:
    [negative] = _treatments_by(
        "scotus",
        "To the extent Abernathy v. Quill Logistics, 600 F.3d 100, holds otherwise, it is overruled.",
    )
    assert (negative.label, negative.scope) == ("overruled", "in_part")


@pytest.mark.parametrize(
    "sentence",
    [
        # New York's Court of Appeals on an Appellate Division case (each was no treatment at all)
        "To the extent that Abernathy v. Quill Logistics, 600 F.3d 100, holds otherwise, it should not be "
        "followed.",
        "To the extent that Abernathy v. Quill Logistics, 600 F.3d 100 holds otherwise, it should no longer "
        "be followed.",
        "Insofar as Abernathy v. Quill Logistics, 600 F.3d 100, is to the contrary, it is no longer good "
        "law.",
    ],
)
def test_it_after_a_limit_the_case_opens_is_the_case(sentence: str) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert (negative.label, negative.scope) == ("abrogated", "in_part")


@pytest.mark.parametrize(
    "sentence",
    [
        # "it" is another's, or the limit is the case's, not what the word does
        "To the extent that the plaintiff relies on Abernathy v. Quill Logistics, 600 F.3d 100, it should "
        "not be followed.",
        "To the extent Abernathy v. Quill Logistics, 600 F.3d 100, holds otherwise, it should not be "
        "followed here.",
        "To the extent that Abernathy v. Quill Logistics, 600 F.3d 100, holds otherwise, the claim is no "
        "longer viable.",
    ],
)
def test_it_after_a_limit_another_opens_is_not_the_case(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


@pytest.mark.parametrize(
    ("sentence", "scope"),
    [
        # the limit is the next case's, in a clause of its own
        ("We therefore overrule Abernathy v. Quill Logistics, 600 F.3d 100, and we overrule Moss v. Nye, 601 "
         "F.3d 5, to the extent it holds that notice may be oral.", "whole"),
        ("We overrule Abernathy v. Quill Logistics, 600 F.3d 100, to the extent it holds that notice may be "
         "oral, and we overrule Moss v. Nye, 601 F.3d 5.", "in_part"),
    ],
)  # fmt: skip
def test_an_overrulings_limit_is_the_scope_of_the_case_it_follows(sentence: str, scope: str) -> None:
    """'We overrule Delgado, and we overrule Okafor to the extent it holds ...': Delgado was said to be
    overruled in part, though the limit was Okafor's (a probe's reproducer)."""
    [negative] = _treatments_by("scotus", sentence)
    assert (negative.label, negative.scope) == ("overruled", scope)


@pytest.mark.parametrize(
    "sentence",
    [
        # bound until, or supposed: nothing done yet
        "We remain bound by Abernathy v. Quill Logistics, 600 F.3d 100, unless and until it is overruled by "
        "the en banc court or the Supreme Court.",
        "Unless and until Abernathy v. Quill Logistics, 600 F.3d 100, is overruled, it binds every panel.",
        "If Abernathy v. Quill Logistics, 600 F.3d 100, were overruled, the result here would be different.",
        "To overrule Abernathy v. Quill Logistics, 600 F.3d 100, would unsettle a decade of reliance.",
        "Overruling Abernathy v. Quill Logistics, 600 F.3d 100, would require a special justification.",
        # denied in the words courts use
        "We are not overruling Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Nor do we overrule Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Our decision today should not be read as overruling Abernathy v. Quill Logistics, 600 F.3d 100.",
        "No court has overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Neither the Supreme Court nor this court has overruled Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, has been neither overruled nor limited.",
        "We have no occasion today to revisit, much less overrule, Abernathy v. Quill Logistics, 600 F.3d "
        "100.",
        # a view, a wish or an open question
        "In our view Abernathy v. Quill Logistics, 600 F.3d 100, should be overruled, but only the en banc "
        "court may do so.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, ought to be overruled.",
        "Whether Abernathy v. Quill Logistics, 600 F.3d 100, was implicitly overruled is a question we leave "
        "for another day.",
        "It is doubtful that Abernathy v. Quill Logistics, 600 F.3d 100, was abrogated.",
        # what another case declined to do, in its parenthetical
        "See Smith v. Jones, 550 F.3d 1 (declining to overrule Abernathy v. Quill Logistics, 600 F.3d 100).",
        "See Smith v. Jones, 550 F.3d 1 (refusing to overrule Abernathy v. Quill Logistics, 600 F.3d 100).",
    ],
)
def test_an_overruling_supposed_denied_wished_or_left_open_is_none(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == [], sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Abernathy v. Quill Logistics, 600 F.3d 100, and Smith v. Jones, 550 F.3d 1, are overruled.",
        "The decisions in Abernathy v. Quill Logistics, 600 F.3d 100, and Smith v. Jones, 550 F.3d 1, are "
        "overruled.",
        "We overrule Smith v. Jones, 550 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100.",
        "We overrule Smith v. Jones, 550 F.3d 1, Abernathy v. Quill Logistics, 600 F.3d 100, and Baker v. "
        "Carr, 551 F.3d 2.",
        "Smith v. Jones, 550 F.3d 1, Baker v. Carr, 551 F.3d 2, and Abernathy v. Quill Logistics, 600 F.3d "
        "100, are hereby overruled.",
    ],
)
def test_each_case_a_list_overrules_together_is_overruled(sentence: str) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert negative.label == "overruled", sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "We follow Abernathy v. Quill Logistics, 600 F.3d 100, and overrule Smith v. Jones, 550 F.3d 1.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, relied on Smith v. Jones, 550 F.3d 1, which is "
        "overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, stands; Smith v. Jones, 550 F.3d 1, and Baker v. Carr, "
        "551 F.3d 2, are overruled.",
    ],
)
def test_a_list_the_case_is_not_part_of_leaves_it_standing(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == [], sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Today we overrule In re Abernathy, 550 F.3d 1.",
        "Today we overrule United States v. Abernathy, 550 F.3d 1.",
        "We overrule State v. Abernathy, 550 F.3d 1, and hold otherwise.",
        "We overrule Commonwealth ex rel. Abernathy, 550 F.3d 1.",
    ],
)
def test_an_overruling_of_a_case_naming_the_party_after_another_is_not_this_ones(sentence: str) -> None:
    """The cited case's party named second, or after "In re", is another case of that party."""
    assert _treatments_by("scotus", sentence) == [], sentence


def test_the_case_named_after_its_own_first_party_is_still_overruled() -> None:
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="United States v. Abernathy", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    _, by = _abernathy_and("Kessler v. Ortiz", "scotus", "2016-05-01")
    sentence = "Today we overrule United States v. Abernathy, 600 F.3d 100, and its progeny."
    [negative] = passages_treatment(cited, [(by, sentence)], "See Abernathy.", "a search").negative
    assert negative.label == "overruled"


def _hale_index(
    directory: Path,
    citing: list[Case],
    parentheticals: list[tuple[str, int, int]],
    held: tuple[Case, ...] = (),
) -> SQLiteCitationIndex:
    """An index of Hale cited by `citing` (the citation map's rows) and their `parentheticals`, with
    `held` cases that cite it nowhere."""
    cases = [
        case(1, "Hale v. Pratt", "1990-02-01", "illappct", (512, "N.E.2d", "88"), "The rule of Hale."),
        *citing,
        *held,
        *filler(512, "N.E.2d", "illappct", 1990, 1000),
    ]
    snapshot = Snapshot(
        cases=cases,
        courts=COURTS,
        cites=[(1, c.cluster_id, 1) for c in citing],
        parentheticals=parentheticals,
    )
    snapshot.write(directory / "bulk", EDITION)
    build_index(directory / "bulk", directory / "index.sqlite")
    return SQLiteCitationIndex(directory / "index.sqlite")


def _hale_cited_by(tmp_path: Path, citing: list[Case], parentheticals: list[tuple[str, int, int]]):
    return check(_hale_index(tmp_path, citing, parentheticals), tmp_path, f"See {HALE} (Ill. App. Ct. 1990).")


@pytest.mark.parametrize(
    "parenthetical",
    [
        "holding that Congress validly abrogated the States' sovereign immunity",
        "holding that an amended complaint supersedes the original",
        "holding that the trial court properly overruled the defendant's hearsay objection",
        "holding that the 2005 statute superseded the agency's earlier regulation",
        "declining to overrule Dunmore v. Lane",
        "rejecting argument that Hale was overruled",
        "reaffirming Hale and refusing to overrule it",
    ],
)
def test_a_parenthetical_saying_what_the_case_held_is_no_treatment_of_it(
    tmp_path: Path, parenthetical: str
) -> None:
    _no_treatment_described(tmp_path, ("ill", "N.E.2d"), parenthetical)


def _no_treatment_described(tmp_path: Path, court: tuple[str, str], parenthetical: str) -> None:
    """Hale, cited by one opinion of `court` (its id and reporter) whose parenthetical describes it
    so, stays VERIFIED with no negative treatment."""
    citing = [case(11, "Doe v. Roe", "1995-03-01", court[0], (611, court[1], "1"), f"See {HALE}.")]
    ev, status = _hale_cited_by(tmp_path, citing, [(parenthetical, 1, 11)])
    assert ev.treatment is not None and ev.treatment.negative == [], parenthetical
    assert status is CitationStatus.VERIFIED


@pytest.mark.parametrize(
    ("parenthetical", "label"),
    [
        ("reversed on other grounds", "reversed"),
        ("rev'd on other grounds by People v. Smith", "reversed"),
        ("rev'd", "reversed"),
        ("vacated by People v. Smith", "vacated"),
        ("vacated and remanded, 600 N.E.2d 1", "vacated"),
        # the case's later history after what it held
        ("holding that notice suffices, overruled by People v. Smith", "overruled"),
        (
            "holding that notice suffices, abrogated on other grounds by People v. Smith, 600 N.E.2d 1",
            "abrogated",
        ),
        ("holding that notice suffices, overruled by People v. Smith, 600 N.E.2d 1 (Ill. 1995)", "overruled"),
        ("holding that notice suffices, rev'd, 600 N.E.2d 1 (Ill. 1995)", "reversed"),
        ("holding that notice suffices, vacated as moot, 600 N.E.2d 1", "vacated"),
        # as citing courts write it: a pin range, a second parenthetical, commas or "ex rel." in the
        # deciding case's name, a statute superseding it, a judgment affirmed in part
        (
            "holding that notice suffices, overruled by People v. Smith, 600 N.E.2d 1, 10-11 (Ill. 1995)",
            "overruled",
        ),
        (
            "holding that notice suffices, abrogated by People v. Smith, 600 N.E.2d 1, 10–11 (Ill. 1995)",
            "abrogated",
        ),
        ("holding that notice suffices, rev'd, 600 N.E.2d 1 (Ill. 1995) (per curiam)", "reversed"),
        ("vacated, 600 N.E.2d 1 (Ill. 1995) (mem.)", "vacated"),
        (
            "holding that notice suffices, overruled by Doe v. Union of State, County, & Municipal "
            "Employees, Council 31, 600 N.E.2d 1 (Ill. 1995)",
            "overruled",
        ),
        (
            "holding that notice suffices, overruled by Doe v. Union of State, County, & City Workers",
            "overruled",
        ),
        (
            "holding that notice suffices, overruled by People ex rel. Lane v. Moss, 600 N.E.2d 1 "
            "(Ill. 1995)",
            "overruled",
        ),
        ("holding that notice suffices, overruled by United States ex rel. Lane v. Moss", "overruled"),
        ("holding that notice suffices, superseded by statute", "superseded"),
        (
            "holding that notice suffices, superseded by statute as stated in People v. Smith, 600 N.E.2d 1 "
            "(Ill. 1995)",
            "superseded",
        ),
        (
            "holding that notice suffices, aff'd in part and rev'd in part, 600 N.E.2d 1 (Ill. 1995)",
            "reversed",
        ),
        ("aff'd in part, rev'd in part, 600 N.E.2d 1 (Ill. 1995)", "reversed"),
        # the deciding case by a short name, a judgment vacated as moot, a treatment "after" a case
        ("holding that notice suffices, overruled by Smith", "overruled"),
        ("holding that notice suffices, vacated as moot", "vacated"),
        ("no longer good law after People v. Smith", "abrogated"),
        ("no longer good law after People v. Smith, 600 N.E.2d 1 (Ill. 1995)", "abrogated"),
        # the history told as a clause, in a parenthetical of its own, or a sentence of its own
        ("holding that notice suffices, which was later overruled by People v. Smith", "overruled"),
        ("holding that notice suffices, a holding later overruled by People v. Smith", "overruled"),
        ("holding that notice suffices, but overruled by People v. Smith", "overruled"),
        ("stating a rule, since overruled by People v. Smith", "overruled"),
        ("holding that notice suffices, which has since been overruled by People v. Smith", "overruled"),
        ("holding that notice suffices, implicitly overruled by People v. Smith", "overruled"),
        ("holding that notice suffices—overruled by People v. Smith", "overruled"),
        (
            "holding that notice suffices, overruled by People v. Smith, 2015 IL App (1st) 131234, ¶ 12",
            "overruled",
        ),
        (
            "holding that notice suffices, superseded by statute on other grounds as stated in People v. "
            "Smith",
            "superseded",
        ),
        ("holding that notice suffices (overruled by People v. Smith)", "overruled"),
        ("holding that notice suffices. Overruled by People v. Smith", "overruled"),
        # the deciding case as citing courts write it: "In re Marriage of", "et al.", a public-domain
        # number and its paragraph, its citation alone, three parentheticals, the court by name
        ("holding that notice suffices, overruled by In re Marriage of Smith", "overruled"),
        ("holding that notice suffices, overruled by People v. Smith et al.", "overruled"),
        ("holding that notice suffices, overruled by People v. Smith, 2015 IL 117000", "overruled"),
        ("holding that notice suffices, abrogated by Smith v. Jones, 2015 IL 117000, ¶ 12", "abrogated"),
        ("holding that notice suffices, overruled by 600 N.E.2d 1", "overruled"),
        (
            "holding that notice suffices, overruled by People v. Smith, 600 N.E.2d 1 (Ill. 1995) "
            "(per curiam) (en banc)",
            "overruled",
        ),
        ("holding that notice suffices, later overruled by the Illinois Supreme Court", "overruled"),
        ("holding that notice suffices, overruled by the Illinois Supreme Court in Smith", "overruled"),
        (
            "holding that notice suffices, overruled by People v. Smith, 600 N.E.2d 1 (Ill. 1995), and "
            "superseded by statute",
            "overruled",
        ),
        ("judgment vacated, 600 N.E.2d 1 (Ill. 1995)", "vacated"),
        ("disapproved of by People v. Smith", "disapproved"),
        ("overruled sub silentio by People v. Smith", "overruled"),
    ],
)
def test_a_parenthetical_reporting_the_cases_own_history_is_read(
    tmp_path: Path, parenthetical: str, label: str
) -> None:
    """A later court's parenthetical giving the case's history ("rev'd on other grounds by Y",
    "vacated by Y", "holding ..., overruled by Y") reports what was done to it, whatever the court
    writing it could do: those of a reversal or vacatur, and those after what the case held, were
    passed over, and the case was VERIFIED 'no negative treatment found'."""
    citing = [case(11, "Doe v. Roe", "1995-03-01", "ilnd", (611, "F. Supp.", "1"), f"See {HALE}.")]
    ev, status = _hale_cited_by(tmp_path, citing, [(parenthetical, 1, 11)])
    assert ev.treatment is not None and [n.label for n in ev.treatment.negative] == [label], parenthetical
    assert status is CitationStatus.REVIEW
    # the opinion whose parenthetical it is reports the history; it did not make it
    [cited] = extract_document(f"See {HALE} (Ill. App. Ct. 1990).".encode(), "b.txt").citations()
    note = final_status(cited, None, [ev]).note
    assert f"{label}" in note and "as Doe v. Roe, 611 F. Supp. 1 (1995) reports it" in note, note


@pytest.mark.parametrize(
    "parenthetical",
    [
        "reversed the conviction because the jury was misinstructed",
        "vacated a sentence imposed without findings",
        "reversed where the trial court excluded the expert",
        "holding that the rule, abrogated by statute in 1990, did not reach leases",
        "holding that the trial court's order, reversed by the appellate court, was void",
        # another case's history, written after its name
        "following Lane v. Moss, overruled by People v. Smith",
        # a decision it relied on, later overruled (no mark sets the history apart as the case's)
        "holding that the good-faith exception applies to searches in reliance on binding precedent later "
        "overruled",
        "finding that counsel reasonably relied on appellate authority later overruled",
        "citing Lane v. Moss, rev'd on other grounds by People v. Smith",
        "holding that the rule of Lane v. Moss, since overruled by People v. Smith, did not govern",
        "applying the test of Lane v. Moss, 400 N.E.2d 1, abrogated by People v. Smith",
        # another's history after a case, rule or regulation the parenthetical names without "v."
        "applying Chevron deference, since overruled by Loper Bright Enters. v. Raimondo",
        "citing In re Lane, overruled by People v. Smith",
        "relying on Lane, since abrogated by People v. Smith",
        "construing 8 C.F.R. § 212.7(c), since superseded by People v. Smith",
        # the deciding case's name does not run on into the parenthetical's own words
        "holding that notice suffices, overruled by People v. Smith, and applying it to leases",
        "holding that the rule, superseded by statute in 1990, did not reach leases",
        "following Lane v. Moss, superseded by statute",
        "citing Lane v. Moss, aff'd in part and rev'd in part, 600 N.E.2d 1 (Ill. 1995)",
        # what the case did, as a disposition
        "reversed, 2 judges dissenting",
        "affirmed in part and reversed in part",
        "holding that the sentence was unlawful, vacated",
        "holding that notice suffices, reversed by the trial court",
        # a rule or a judge is no deciding case: what the parenthetical says of something else
        "holding that the 1990 staff guidance was withdrawn, superseded by Regulation Z",
        "holding that the court properly ruled on defendant's hearsay objection, overruled by Judge Wilson",
        "vacated and remanded",
        "reversed",
    ],
)
def test_a_parenthetical_saying_what_the_case_reversed_is_no_history_of_it(
    tmp_path: Path, parenthetical: str
) -> None:
    _no_treatment_described(tmp_path, ("ilnd", "F. Supp."), parenthetical)


@pytest.mark.parametrize(
    ("kind", "treated"),
    [("010combined", True), ("020lead", True), ("040dissent", False), ("030concurrence", False)],
)
def test_a_dissent_or_a_concurrence_overrules_nothing(tmp_path: Path, kind: str, treated: bool) -> None:
    """Only the court's opinion speaks for it: a dissent's "the majority today overrules X", or a
    concurrence's "X is no longer good law in my view", is no act of the court."""
    said = f"In our view, {HALE}, is no longer good law."
    citing = [Case(11, "Doe v. Roe", "1995-03-01", "ill", [(611, "N.E.2d", "1")],
                   opinions=[(kind, "html_with_citations", f"<p>{said}</p>")])]  # fmt: skip
    ev, _ = _hale_cited_by(tmp_path, citing, [])
    assert ev.treatment is not None and bool(ev.treatment.negative) is treated, kind


def test_a_dissent_inside_the_courts_combined_text_overrules_nothing(tmp_path: Path) -> None:
    """CourtListener often stores the court's opinion and its dissent as one combined text: the
    dissent's words after its byline are not the court's."""
    said = (
        "<p>We hold that notice was given. Affirmed.</p><p>JUSTICE THOMAS, dissenting.</p>"
        f"<p>Though it does not say so, the Court today effectively overrules {HALE}, sub silentio.</p>"
    )
    citing = [Case(11, "Doe v. Roe", "1995-03-01", "ill", [(611, "N.E.2d", "1")],
                   opinions=[("010combined", "html_with_citations", said)])]  # fmt: skip
    ev, _ = _hale_cited_by(tmp_path, citing, [])
    assert ev.treatment is not None and ev.treatment.negative == []


def test_an_overruling_by_a_court_above_is_read_however_many_newer_opinions_cite_the_case(
    tmp_path: Path,
) -> None:
    """A precedent cited by hundreds of newer trial-court opinions was overruled by the court above
    years before: the opinions that could overrule it are read first, not only the newest."""
    from briefcheck.verify.treatment import CITING_READ

    overruling = case(11, "Doe v. Roe", "1995-03-01", "ill", (611, "N.E.2d", "1"), f"We now overrule {HALE}.")
    newer = [
        case(100 + n, f"Citer{n} v. Other{n}", f"{2000 + n // 20}-03-01", "ilnd", (700 + n, "N.E.2d", "1"),
             f"See {HALE}.")
        for n in range(CITING_READ + 5)
    ]  # fmt: skip
    ev, status = _hale_cited_by(tmp_path, [overruling, *newer], [])
    assert ev.treatment is not None and [n.by.case_name for n in ev.treatment.negative] == ["Doe v. Roe"]
    assert status is CitationStatus.REVIEW


ABER = "Abernathy v. Quill Logistics, 600 F.3d 100"


@pytest.mark.parametrize(
    "sentence",
    [
        f"We conclude that {ABER}, was wrongly decided and should be overruled.",
        f"Overruling {ABER}, we hold that the statute applies.",
        f"{ABER}, whose soundness has long been doubted, is hereby overruled.",
        f"It is doubtful that the Legislature intended such a result, and {ABER}, is therefore overruled.",
        f"Neither the statute nor the rule supports {ABER}, and it is therefore overruled.",
        f"Whether {ABER}, was rightly decided matters not; it is overruled.",
        f"Whether or not the panel was right, {ABER}, is overruled.",
        f"Unless a statute provides otherwise, the rule of {ABER}, is overruled.",
        f"Until today, the courts followed {ABER}, but it is now overruled.",
    ],
)
def test_an_overruling_beside_the_words_of_a_trap_is_still_read(sentence: str) -> None:
    """A trap's words ("should be", "doubt", "neither", "whether", "unless", "until") in a sentence
    that does overrule the case, in another clause, leave the overruling read."""
    assert [n.label for n in _treatments_by("scotus", sentence)] == ["overruled"], sentence


@pytest.mark.parametrize(
    "parenthetical", ["now overruled", "now abrogated by statute", "recently overruled by People v. Smith"]
)
def test_a_parenthetical_saying_the_case_is_now_overruled_is_read(tmp_path: Path, parenthetical: str) -> None:
    citing = [case(11, "Doe v. Roe", "1995-03-01", "ill", (611, "N.E.2d", "1"), f"See {HALE}.")]
    ev, _ = _hale_cited_by(tmp_path, citing, [(parenthetical, 1, 11)])
    assert ev.treatment is not None and ev.treatment.negative, parenthetical


@pytest.mark.parametrize(
    "sentence",
    [
        # the history string of the case it overruled: Abernathy is the one that did it
        "Plaintiff relies on Smith v. Jones, 500 F.3d 1 (1st Cir. 2005), overruled by Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "See Smith v. Jones, 500 F.3d 1 (1st Cir. 2005), overruled on other grounds by Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "Smith v. Jones, 500 F.3d 1 (1st Cir. 2005), was abrogated by Abernathy v. Quill Logistics, 600 F.3d "
        "100.",
        "Smith v. Jones, 500 F.3d 1, abrogated in part by Abernathy, 600 F.3d 100, still governs notice.",
        "Smith v. Jones, 500 F.3d 1, overruled, Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Smith v. Jones, 500 F.3d 1, superseded by statute as recognized in Abernathy v. Quill Logistics, "
        "600 F.3d 100.",
        "Smith v. Jones, 500 F.3d 1, overruled in relevant part by Abernathy v. Quill Logistics, 600 F.3d "
        "100.",
        "Smith v. Jones, 500 F.3d 1, was overruled sub silentio by Abernathy v. Quill Logistics, 600 F.3d "
        "100.",
        "Smith v. Jones, 500 F.3d 1, abrogated on other grounds as stated in Abernathy v. Quill Logistics, "
        "600 F.3d 100.",
    ],
)
def test_the_case_that_did_the_overruling_is_not_overruled(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


def test_an_overruling_by_the_case_is_still_read_when_it_is_the_one_overruled() -> None:
    """The guard reads who did it, not where the case is named: "X was overruled by Y" of X stands."""
    [negative] = _treatments_by(
        "ca1", "Abernathy v. Quill Logistics, 600 F.3d 100, was overruled by Smith v. Jones, 700 F.3d 1."
    )
    assert negative.label == "overruled"


@pytest.mark.parametrize(
    "sentence",
    [
        "We now recede from Abernathy v. Quill Logistics, 600 F.3d 100, and hold that notice is not "
        "required.",
        "To the extent Abernathy v. Quill Logistics, 600 F.3d 100, holds otherwise, we recede from it.",
    ],
)
def test_receding_from_a_decision_overrules_it(sentence: str) -> None:
    """Florida's Supreme Court overrules its own precedent by "receding from" it."""
    [negative] = _treatments_by("ca1", sentence)
    assert negative.label == "overruled"


@pytest.mark.parametrize(
    "sentence",
    [
        "We decline to recede from Abernathy v. Quill Logistics, 600 F.3d 100, and reaffirm its holding.",
        "We do not recede from Abernathy v. Quill Logistics, 600 F.3d 100; its rule stands.",
        "We see no need to recede from Abernathy v. Quill Logistics, 600 F.3d 100.",
        "Petitioner asks us to recede from Abernathy v. Quill Logistics, 600 F.3d 100.",
    ],
)
def test_receding_declined_denied_or_asked_for_is_none(sentence: str) -> None:
    assert _treatments_by("ca1", sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Plaintiff relies on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), vacated, 610 F.3d 1 "
        "(1st Cir. 2010) (en banc).",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), reh'g en banc granted, opinion "
        "vacated, 610 F.3d 1 (1st Cir. 2010).",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), cert. granted, judgment vacated, "
        "565 U.S. 1 (2011).",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), aff'd in part, rev'd in part, 565 "
        "U.S. 1 (2011).",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), vacated and remanded, 565 U.S. 1.",
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), vacated as moot, 565 U.S. 1 (2011).",
    ],
)
def test_a_vacatur_a_citing_opinion_writes_as_the_cases_history_is_read(sentence: str) -> None:
    """Reported history, whoever writes it: a district court's history string is read like "rev'd"."""
    [negative] = _treatments_by("mad", sentence)
    assert negative.label in ("vacated", "reversed")


def test_a_sister_circuit_disapproving_the_case_does_not_overrule_it() -> None:
    """A court of the same rank overrules only its own decisions: the Fifth Circuit's disapproval of a
    First Circuit case leaves it the law of the First."""
    assert _treatments_by("ca5", "We disapprove Abernathy v. Quill Logistics, 600 F.3d 100.") == []
    assert (
        _treatments_by(
            "ca5", "In our view Abernathy v. Quill Logistics, 600 F.3d 100, is no longer good law."
        )
        == []
    )
    [negative] = _treatments_by("ca1", "We disapprove Abernathy v. Quill Logistics, 600 F.3d 100.")
    assert negative.label == "disapproved"


@pytest.mark.parametrize(
    "sentence",
    [
        "Accordingly, Hale is overruled.",
        "For the reasons stated, we overrule Hale and its progeny.",
    ],
)
def test_a_government_case_overruled_by_its_other_partys_name_is_overruled(sentence: str) -> None:
    """ "People v. Hale" with no short name is written "Hale" by the court that overrules it (its
    first party, "People", names no case): the overruling was read as no treatment."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="People v. Hale", court_id="illappct",
                        date_filed=date(1990, 3, 1), url="", citations=["512 N.E.2d 88"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="People v. Doe", court_id="ill",
                     date_filed=date(2001, 3, 1), url="", citations=["611 N.E.2d 1"])  # fmt: skip
    said = "The trial court instructed the jury under People v. Hale, 512 N.E.2d 88 (Ill. 1990). " + sentence
    [negative] = passages_treatment(cited, [(by, said)], "See Hale, 512 N.E.2d 88.", "a search").negative
    assert negative.label == "overruled"


def test_an_overruling_of_another_decision_of_the_same_name_is_not_this_ones() -> None:
    """Two decisions named alike: the one overruled is named with its own citation in the series."""
    said = (
        "Abernathy v. Quill Logistics, 600 F.3d 100, and Abernathy v. Quill Logistics, 700 F.3d 5, "
        "differ. We overrule Abernathy v. Quill Logistics, 700 F.3d 5, and leave the earlier decision "
        "undisturbed."
    )
    assert _treatments_by("ca1", said) == []
    [negative] = _treatments_by("ca1", "We overrule Abernathy v. Quill Logistics, 600 F.3d 100.")
    assert negative.label == "overruled"


def test_another_case_of_the_same_agency_is_no_appeal_of_the_cited_one() -> None:
    """ "NLRB v. Beta Tool Co." reversing its own court of appeals while citing "NLRB v. Acme Steel
    Corp.": the agency's acronym is the only word their names share, so Beta is no appeal of Acme."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="NLRB v. Acme Steel Corp.", court_id="ca5",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    text = (
        "The Board relied on NLRB v. Acme Steel Corp., 600 F.3d 100 (5th Cir. 2010), and we agree with it. "
        "The judgment of the Court of Appeals is reversed."
    )
    for name, reversed_ in (("NLRB v. Beta Tool Co.", False), ("Acme Steel Corp. v. NLRB", True)):
        by = IndexedCase(cluster_id=2, case_name=name, court_id="scotus", date_filed=date(2012, 3, 1),
                         url="", citations=["565 U.S. 1"])  # fmt: skip
        negative = passages_treatment(cited, [(by, text)], "See Acme, 600 F.3d 100.", "a search").negative
        assert bool(negative) is reversed_, name


@pytest.mark.parametrize(
    "name", ["In re Marriage of Hale", "People ex rel. Hale v. Dunn", "In re Estate of Hale"]
)
def test_a_caption_opening_before_the_name_is_not_how_the_court_writes_the_case(name: str) -> None:
    """ "In re Marriage of Hale" overruled as "Hale" (its caption's opening named no case)."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name=name, court_id="illappct", date_filed=date(1990, 3, 1),
                        url="", citations=["140 Ill. App. 3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Doe v. Roe", court_id="ill", date_filed=date(2001, 3, 1),
                     url="", citations=["611 N.E.2d 1"])  # fmt: skip
    said = f"The appellate court relied on {name}, 140 Ill. App. 3d 100 (1990). Hale is overruled."
    [negative] = passages_treatment(cited, [(by, said)], "See Hale.", "a search").negative
    assert negative.label == "overruled"


def test_a_court_of_appeals_treats_only_its_own_circuits_district_courts() -> None:
    """The Ninth Circuit's "We disapprove of" a District of Massachusetts decision leaves it the
    law it was; the First Circuit's does not."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Kline v. Pike", court_id="mad", date_filed=date(2008, 3, 1),
                        url="", citations=["550 F. Supp. 2d 100"])  # fmt: skip
    said = "We disapprove of Kline v. Pike, 550 F. Supp. 2d 100 (D. Mass. 2008)."
    for court, treated in (("ca9", False), ("ca1", True)):
        by = IndexedCase(cluster_id=2, case_name="Doe v. Roe", court_id=court, date_filed=date(2012, 3, 1),
                         url="", citations=["700 F.3d 1"])  # fmt: skip
        negative = passages_treatment(cited, [(by, said)], "See Kline.", "a search").negative
        assert bool(negative) is treated, court


@pytest.mark.parametrize(
    ("by_court", "cited_court", "can"),
    [
        # courts-db's own rows (no curated court) carry their state: another state's bodies have no
        # authority over a case, a higher court of its own state has
        ("ncworkcompcom", "calsuperct", False),
        ("nyappdiv", "calsuperct", False),
        ("cal", "calsuperct", True),
    ],
)
def test_a_court_of_another_state_has_no_authority_over_the_case(
    by_court: str, cited_court: str, can: bool
) -> None:
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import _can_treat

    cited = IndexedCase(cluster_id=1, case_name="Hale v. Pratt", court_id=cited_court,
                        date_filed=date(1990, 3, 1), url="", citations=["1 Cal. App. 4th 1"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Doe v. Roe", court_id=by_court,
                     date_filed=date(2000, 3, 1), url="", citations=["1 N.C. 1"])  # fmt: skip
    assert _can_treat(by, cited, "overruled") is can


@pytest.mark.parametrize(
    ("history", "status"),
    [
        (
            ", overruled in part on other grounds by Doe v. Roe, 611 N.E.2d 1 (Ill. 1995)",
            CitationStatus.VERIFIED,
        ),
        ("", CitationStatus.REVIEW),
    ],
)
def test_a_short_form_relies_on_the_history_its_full_citation_gave(index, tmp_path, history, status) -> None:
    """ "Hale v. Pratt, ..., overruled in part on other grounds by Doe v. Roe, ... Id. at 88." The Id.
    and "Hale, 512 N.E.2d at 88" were REVIEW for an overruling the brief had acknowledged; unacknowledged,
    they are REVIEW as their full citation is."""
    text = (
        f"The rule is settled. Hale v. Pratt, 512 N.E.2d 88, 88 (Ill. App. Ct. 1990){history}. The lease "
        "survives. Id. at 88. The tenant stays. Hale, 512 N.E.2d at 88."
    )
    doc = extract_document(text.encode(), "brief.txt")
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    got = {}
    for task in citation_tasks(doc):
        if task.citation.text.startswith(("Hale", "Id.")):
            got[task.citation.text] = final_status(task.citation, None, [verifier.verify(task)]).status
    assert got == {"Hale v. Pratt, 512 N.E.2d 88, 88 (Ill. App. Ct. 1990)": status, "Id. at 88": status,
                   "Hale, 512 N.E.2d at 88": status}  # fmt: skip


@pytest.mark.parametrize(
    ("history", "acknowledged"),
    [
        ("rev'd on other grounds, Quill Logis. v. Abernathy, 590 U.S. 1 (2011)", True),
        ("rev'd on other grounds, Quill Logistics Co. v. Abernathy, 590 U.S. 1 (2011)", True),
        ("rev'd on other grounds, Smith v. Jones, 590 U.S. 1 (2011)", False),
        ("rev'd on other grounds, Quill Logis. v. Kessler, 590 U.S. 1 (2011)", False),
    ],
)
def test_a_reversal_under_the_appeals_own_caption_abbreviated_is_acknowledged(
    history: str, acknowledged: bool
) -> None:
    """The appeal's caption names the parties the other way round, abbreviated as the Bluebook does
    ("Quill Logis. v. Abernathy"): the history acknowledges the reversal (it was REVIEW); another
    case's caption does not."""
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). Judgment reversed."
    said = f"See Abernathy v. Quill Logistics, 600 F.3d 100, {history}."
    [negative] = passages_treatment(cited, [(appeal, text)], said, "a search").negative
    assert negative.acknowledged_in_brief is acknowledged


@pytest.mark.parametrize(
    ("after", "acknowledged"),
    [
        (" The Supreme Court reversed, 590 U.S. 1 (2011).", True),
        (" The Supreme Court later vacated, 590 U.S. 1 (2011).", True),
        (" The Supreme Court reversed on other grounds, 590 U.S. 1 (2011).", True),
        (" The Supreme Court later reversed in Quill Logistics v. Abernathy, 590 U.S. 1 (2011).", True),
        (" The Supreme Court reversed, 591 U.S. 40 (2011).", False),  # another case's page
        (" The Supreme Court reversed the district court in another case.", False),
        # what the cited decision itself did ("The Supreme Court reversed, holding that ...")
        (" The Supreme Court reversed, holding that notice by publication suffices.", False),
        (" Smith v. Jones was argued. The Supreme Court reversed, 590 U.S. 1 (2011).", False),
    ],
)
def test_the_next_sentence_may_give_the_cases_own_appeal_without_its_name(
    after: str, acknowledged: bool
) -> None:
    """ "Abernathy, 600 F.3d 100 (1st Cir. 2010). The Supreme Court reversed, 590 U.S. 1 (2011).": the
    reversal is acknowledged (it was REVIEW), as ", rev'd, 590 U.S. 1" after the citation would be."""
    from briefcheck.text.history import own_part, with_later_history
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    citation = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)"
    paragraph = f"The rule applied. {citation}.{after}"
    said = with_later_history(own_part(f"The rule applied. {citation}.", citation), paragraph, citation,
                              cited.case_name)  # fmt: skip
    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). Judgment reversed."
    [negative] = passages_treatment(cited, [(appeal, text)], said, "a search").negative
    assert negative.acknowledged_in_brief is acknowledged


@pytest.mark.parametrize(
    ("sentence", "acknowledged"),
    [
        ("Until Northgate Holdings v. Abernathy, 590 U.S. 1 (2020), overruled it, {cited}, barred it.", True),
        ("Before Northgate Holdings v. Abernathy, 590 U.S. 1 (2020), overruled it, {cited}, held.", True),
        ("Northgate Holdings v. Abernathy, 590 U.S. 1 (2020), was reversed, and {cited}, barred it.", False),
    ],
)  # fmt: skip
def test_an_overruling_told_before_the_citation_it_undoes_acknowledges_it(
    sentence: str, acknowledged: bool
) -> None:
    """ "Until Y, 590 U.S. 1, overruled it, X, 600 F.3d 100, barred ...": the brief tells the history
    before the citation (it was REVIEW); another case's own history before it tells none."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.text.history import own_part
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="Abernathy v. Quill Logistics", court_id="ca1",
                        date_filed=date(2010, 3, 1), url="", citations=["600 F.3d 100"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Northgate Holdings v. Abernathy", court_id="scotus",
                     date_filed=date(2020, 6, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    passage = [(by, "Today we overrule Abernathy v. Quill Logistics, 600 F.3d 100, and hold otherwise.")]
    citation = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)"
    said = own_part(sentence.format(cited=citation), citation)
    [negative] = passages_treatment(cited, passage, said, "a search").negative
    assert negative.acknowledged_in_brief is acknowledged


def test_the_history_of_the_same_citation_in_the_sentences_before_is_not_this_ones() -> None:
    """A citation's context opens with sentences of the paragraph before, which may cite the case the
    same way and give its history: that history was read as this citation's (VERIFIED where the
    brief, here, names the wrong decision)."""
    from briefcheck.text.history import own_part, with_later_history
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    citation = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010)"
    context = (
        f"The rule held. {citation}. The Supreme Court reversed, 590 U.S. 1 (2011). The rule applied. "
        f"{citation}. The Supreme Court reversed, 591 U.S. 40 (2011)."
    )
    said = with_later_history(own_part(f"The rule applied. {citation}.", citation), context, citation,
                              cited.case_name)  # fmt: skip
    text = "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). Judgment reversed."
    [negative] = passages_treatment(cited, [(appeal, text)], said, "a search").negative
    assert not negative.acknowledged_in_brief


@pytest.mark.parametrize(
    "sentence",
    [
        # the case anywhere in a list of citations the word takes, semicolons between them
        "We therefore overrule Smith v. Jones, 500 F.3d 1 (1st Cir. 2007); Abernathy v. Quill Logistics, "
        "600 F.3d 100 (1st Cir. 2010); and Doe v. Roe, 610 F.3d 5 (1st Cir. 2010).",
        "We overrule Smith v. Jones, 500 F.3d 1 (1st Cir. 2007); Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010); Doe v. Roe, 610 F.3d 5 (1st Cir. 2010).",
        "The following decisions are overruled: Smith v. Jones, 500 F.3d 1 (1st Cir. 2007); Abernathy v. "
        "Quill Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "We overrule Smith v. Jones, 500 F.3d 1 (1st Cir. 2007), and its progeny, including Abernathy v. "
        "Quill Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "We overrule Smith v. Jones, 500 F.3d 1 (1st Cir. 2007), and its progeny, such as Abernathy v. "
        "Quill Logistics, 600 F.3d 100 (1st Cir. 2010).",
        # a list the next sentence overrules as a whole
        "Several decisions, including Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), adopted "
        "the filing rule. Those decisions are overruled.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the filing "
        "rule. We now overrule them.",
        # a list that does not open its sentence
        "In 2010, the First Circuit decided Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, "
        "600 F.3d 100. Those decisions are overruled.",
        "The rule comes from Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100. "
        "Those decisions are overruled.",
        # the two by "both" or "they"
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the filing "
        "rule. Both are overruled.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the filing "
        "rule. We overrule both.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the filing "
        "rule. They are overruled.",
        # a noun of the sentence that no court overrules leaves "both" the cases'
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, held that such claims "
        "accrue on vacatur. Both are overruled.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the rule. "
        "Contrary to the dissent, both are overruled.",
    ],
)
def test_an_overruling_of_a_list_reaches_every_case_in_it(sentence: str) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert negative.label == "overruled", sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # bound until a court above acts, a question left open, a denial, a request turned down
        "Unless and until the Supreme Court overrules Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. "
        "2010), we are bound by it.",
        "Until the en banc court overrules Abernathy v. Quill Logistics, 600 F.3d 100, it binds this panel.",
        "We need not decide whether to overrule Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "Nothing in today's decision overrules Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "Quill asks us to hold that Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), is no longer "
        "good law. We decline the invitation.",
        # the cases of a list another sentence took up, not overruled by the plural after it
        "Abernathy v. Quill Logistics, 600 F.3d 100, distinguished Smith v. Jones, 500 F.3d 1, and Doe v. "
        "Roe, 610 F.3d 5. Those decisions are overruled.",
        "Several decisions, including Smith v. Jones, 500 F.3d 1, and Doe v. Roe, 610 F.3d 5, departed from "
        "Abernathy v. Quill Logistics, 600 F.3d 100. Those decisions are overruled.",
        "Several decisions, including Smith v. Jones, 500 F.3d 1, misread Abernathy v. Quill Logistics, 600 "
        "F.3d 100. We now overrule them.",
        "Smith v. Jones, 500 F.3d 1, and Doe v. Roe, 610 F.3d 5, misread Abernathy v. Quill Logistics, 600 "
        "F.3d 100. Both are overruled.",
        # a case after the list, with a verb of its own
        "The following are overruled: Smith v. Jones, 500 F.3d 1, and Doe v. Roe, 610 F.3d 5; Abernathy v. "
        "Quill Logistics, 600 F.3d 100, is reaffirmed.",
        # "both" and "they" of something else the sentence names, or supposed, or another's view
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, govern the two "
        "objections. Both are overruled.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the rule. If "
        "they are overruled, the question remains.",
        "Smith v. Jones, 500 F.3d 1, and Abernathy v. Quill Logistics, 600 F.3d 100, adopted the rule. The "
        "dissent would hold that both are overruled.",
        # the case set against the ones overruled
        "Unlike Abernathy v. Quill Logistics, 600 F.3d 100, the following decisions are overruled: Smith v. "
        "Jones, 500 F.3d 1; Doe v. Roe, 610 F.3d 5.",
        "Except for Abernathy v. Quill Logistics, 600 F.3d 100, every decision applying the filing rule is "
        "overruled.",
        # an overruling argued for, then denied
        "Quill urges us to conclude that Abernathy v. Quill Logistics, 600 F.3d 100, was abrogated by "
        "Northgate. We agree that Northgate is relevant, but we disagree that it overruled Abernathy.",
        # a question answered with a condition, not the act
        "We need not decide whether to overrule Abernathy v. Quill Logistics, 600 F.3d 100. We do so only "
        "when precedent is unworkable, and it is not.",
    ],
)
def test_an_overruling_supposed_left_open_or_denied_is_none(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


@pytest.mark.parametrize(
    ("appeal", "text"),
    [
        # another case of a party the cited one bears, a later one relying on it
        ("Quill Logistics v. Hargrove", "Under Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), "
         "which we reaffirm, the period runs from filing. The court below did not apply it. We reverse."),
        # the case named only as one the court below relied on
        ("Quill Logistics v. Hargrove", "The Court of Appeals relied on Abernathy v. Quill Logistics, 600 "
         "F.3d 100 (1st Cir. 2010), to hold the period runs from filing. We reverse."),
    ],
)  # fmt: skip
def test_a_bare_we_reverse_of_another_judgment_is_none(appeal: str, text: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    cited, by = _abernathy_and(appeal, "scotus", "2012-06-01")
    assert passages_treatment(cited, [(by, text)], "See Abernathy, 600 F.3d 100.", "a search").negative == []


@pytest.mark.parametrize(
    ("text", "closing", "scope"),
    [
        ("The Court of Appeals, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), held the period "
         "runs from filing. We reverse.", "We reverse.", "whole"),
        ("The Court of Appeals, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), held the period "
         "runs from filing. For these reasons, we reverse.", "For these reasons, we reverse.", "whole"),
        ("We granted certiorari to review Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). "
         "Accordingly, we reverse.", "Accordingly, we reverse.", "whole"),
        ("The Court of Appeals, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), held the period "
         "runs from filing. We affirm in part. As to the fee award, we reverse.",
         "As to the fee award, we reverse.", "in_part"),
    ],
)  # fmt: skip
def test_a_bare_we_reverse_in_the_cases_own_appeal_reverses_it(text: str, closing: str, scope: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics, Inc. v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    assert (reversed_.label, reversed_.sentence.strip()) == ("reversed", closing), reversed_.sentence
    assert reversed_.scope == scope


@pytest.mark.parametrize(
    "text",
    [
        # "it" or "that decision" a sentence or two on, no other case named between
        "The decision in Abernathy v. Quill Logistics, 600 F.3d 100, was egregiously wrong from the start. "
        "Its reasoning was exceptionally weak. It is therefore overruled.",
        "Respondent relies on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010). That decision is "
        "overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, cannot be reconciled with the statute. It should be, "
        "and now is, overruled.",
        "We granted certiorari to reconsider Abernathy v. Quill Logistics, 600 F.3d 100. Its reasoning was "
        "unsound from the start. It is, therefore, overruled.",
        "We granted certiorari to reconsider Abernathy v. Quill Logistics, 600 F.3d 100. It must be, and is, "
        "overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, rests on a misreading. That precedent is overruled.",
    ],
)
def test_a_case_overruled_as_it_or_that_decision_is_overruled(text: str) -> None:
    [overruled] = _treatments_by("scotus", text)
    assert overruled.label == "overruled" and overruled.sentence.rstrip().endswith("overruled."), (
        overruled.sentence
    )


@pytest.mark.parametrize(
    "text",
    [
        # "it" is the objection, or another case named since
        "Petitioner's objection rests on Abernathy v. Quill Logistics, 600 F.3d 100. It is overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was cited below. Kessler v. Ortiz, 500 U.S. 1, is "
        "irreconcilable with the statute. It is overruled.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, governs. If it is overruled, the rule changes.",
        # what the objection was to named between it and its verb
        "Appellant's objection to the magistrate's ruling on Abernathy v. Quill Logistics, 600 F.3d 100, "
        "was overruled.",
        # "that holding", "that decision" or "it" a court's, a judge's ruling, an objection named on the way
        "The Court of Appeals, purporting to follow Abernathy v. Quill Logistics, 600 F.3d 100, held that "
        "the claim was time-barred. That holding is disapproved.",
        "Petitioner relies on Abernathy v. Quill Logistics, 600 F.3d 100, and on the Court of Appeals' "
        "decision in his codefendant's appeal. That decision was overruled by the en banc court.",
        "Defense counsel invoked Abernathy v. Quill Logistics, 600 F.3d 100, when the prosecutor asked the "
        "question. The trial judge was unpersuaded. It was overruled, and the witness answered.",
    ],
)
def test_it_or_an_objection_overruled_after_the_case_is_not_the_case(text: str) -> None:
    assert _treatments_by("scotus", text) == []


def test_a_case_irreconcilable_with_another_and_effectively_overruled_is_overruled() -> None:
    text = (
        "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), is clearly irreconcilable with "
        "Graham v. Connor, 490 U.S. 386 (1989), and has been effectively overruled."
    )
    [overruled] = _treatments_by("ca1", text)
    assert overruled.label in ("overruled", "abrogated")


@pytest.mark.parametrize(
    ("appeal", "read"),
    [
        # a party's other case, relying on or distinguishing the cited one: not its appeal
        ("Abernathy v. Orbis Staffing, Inc.", False),
        # the same caption turned: its appeal, whatever precedent it names it as too
        ("Quill Logistics v. Abernathy", True),
    ],
)
def test_a_reversal_of_a_partys_other_case_citing_this_one_as_precedent_is_not_this_ones(
    appeal: str, read: bool
) -> None:
    from briefcheck.verify.treatment import passages_treatment

    text = (
        "The Court of Appeals, relying on its decision in Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010), affirmed. The judgment is reversed."
    )
    cited, by = _abernathy_and(appeal, "scotus", "2011-06-01")
    said = "See Abernathy, 600 F.3d 100."
    assert bool(passages_treatment(cited, [(by, text)], said, "a search").negative) is read


@pytest.mark.parametrize(
    "sentence",
    [
        # the citation just before the words, with or without its comma
        "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) did not survive Carpenter v. United "
        "States, 585 U.S. 296 (2018).",
        "After Carpenter, Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) cannot stand.",
        "The holding of Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), cannot be reconciled "
        "with Carpenter v. United States, 585 U.S. 296 (2018).",
        "Our holding in Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), is no longer tenable.",
        "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) was wrongly decided and should no longer "
        "be followed.",
    ],
)
def test_a_case_that_cannot_survive_or_be_reconciled_with_a_later_decision_is_abrogated(
    sentence: str,
) -> None:
    [abrogated] = _treatments_by("ca1", sentence)
    assert abrogated.label == "abrogated", abrogated


@pytest.mark.parametrize(
    "sentence",
    [
        # the case is the one doing it, to another
        "See Lane v. Moss, 700 F.3d 1 (9th Cir. 2012), overruled on other grounds by Abernathy v. Quill "
        "Logistics, 600 F.3d 100 (1st Cir. 2010).",
        "Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) disapproved of the practice of searching "
        "phones without a warrant.",
        # a procedural ruling, and a question left open
        "Appellant's second assignment of error, which relies on Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010), is overruled.",
        "Relying on Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), the defendant filed a plea "
        "in abatement, which the court overruled.",
        "We need not decide whether Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) was overruled "
        "by Carpenter v. United States, 585 U.S. 296 (2018).",
    ],
)
def test_what_the_case_did_a_procedural_ruling_or_an_open_question_is_no_treatment(sentence: str) -> None:
    assert _treatments_by("ca1", sentence) == []


@pytest.mark.parametrize(
    "text",
    [
        "The Ninth Circuit held that the search was lawful. Abernathy v. Quill Logistics, 600 F.3d 100 (1st "
        "Cir. 2010). We granted certiorari. Reversed and remanded. It is so ordered.",
        "The Court of Appeals held that the petition was timely. Abernathy v. Quill Logistics, 600 F.3d 100 "
        "(1st Cir. 2010). We granted certiorari, and now reverse.",
        "The First Circuit affirmed the dismissal. Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. "
        "2010). Because the Court of Appeals erred, we reverse.",
    ],
)
def test_the_cases_own_appeal_citing_it_after_what_the_court_below_held_reverses_it(text: str) -> None:
    from briefcheck.verify.treatment import passages_treatment

    cited, appeal = _abernathy_and("Quill Logistics v. Abernathy", "scotus", "2011-06-01")
    [reversed_] = passages_treatment(
        cited, [(appeal, text)], "See Abernathy, 600 F.3d 100.", "a search"
    ).negative
    assert reversed_.label == "reversed"


@pytest.mark.parametrize(
    ("parenthetical", "overruled"),
    [
        # what the citing case did, in a later court's words: the cited case is its object
        ("overruling Hale v. Pratt and holding that a release signed under pressure is enforceable", True),
        ("expressly overruling Hale, 512 N.E.2d 88, in part", True),
        ("abrogating Hale v. Pratt", True),
        # a clause of it, a list, "our prior decision in", the scope before the object
        ("overruling Pierce v. Doyle and Hale v. Pratt", True),
        ("overruling Pierce v. Doyle, 500 N.E.2d 1, and Hale, 512 N.E.2d 88", True),
        ("overruling our prior decision in Hale v. Pratt", True),
        ("holding that a release is enforceable, and overruling Hale v. Pratt", True),
        ("overruling, in part, Hale v. Pratt", True),
        ("en banc; overruling Hale v. Pratt", True),
        ("declining to follow and expressly overruling Hale v. Pratt", True),
        ("overruling Pierce v. Doyle as well as Hale v. Pratt", True),
        ("overruling in relevant part Hale v. Pratt", True),
        ("overruling the Seventh Circuit's decision in Hale v. Pratt", True),
        ("overruling sub silentio Hale v. Pratt", True),
        ("overruling, sub silentio, Hale v. Pratt", True),
        ("sub silentio overruling Hale v. Pratt", True),
        ("overruling in pertinent part Hale v. Pratt", True),
        ("overruling the Court of Appeals' decision in Hale v. Pratt", True),
        ("overruling the Fifth Circuit's en banc decision in Hale v. Pratt", True),
        ("overruling Pierce v. Doyle along with Hale v. Pratt", True),
        ("overruling both Pierce v. Doyle and Hale v. Pratt", True),
        # another case overruled, or the cited one only followed or distinguished
        ("overruling Smith v. Jones and following Hale v. Pratt", False),
        ("distinguishing Hale v. Pratt", False),
        ("declining to overrule Hale v. Pratt", False),
        ("overruling the objection that Hale v. Pratt was distinguishable", False),
        ("overruling the defendant's objection under Hale v. Pratt", False),
    ],
)
def test_a_later_courts_parenthetical_saying_the_citing_case_overruled_it_is_read(
    tmp_path: Path, parenthetical: str, overruled: bool
) -> None:
    """CourtListener's parentheticals describe the case that did it ("Doe (overruling Hale ...)"), not
    the case done to: those of the opinions citing the case were never read, and a case overruled in
    words the text of the overruling opinion does not use ("Hale held otherwise. We now hold ...")
    was VERIFIED."""
    citing = [
        case(
            11,
            "Doe v. Roe",
            "1995-03-01",
            "ill",
            (611, "N.E.2d", "1"),
            f"{HALE}, held otherwise. We now hold.",
        ),
        case(12, "Ure v. Vale", "1999-03-01", "ill", (650, "N.E.2d", "1"), "See Doe v. Roe, 611 N.E.2d 1."),
    ]
    ev, status = _hale_cited_by(tmp_path, citing, [(parenthetical, 11, 12)])
    assert ev.treatment is not None
    found = [(n.by.case_name, n.label) for n in ev.treatment.negative]
    if overruled:
        assert found and found[0][0] == "Doe v. Roe" and status is CitationStatus.REVIEW, found
    else:
        assert found == [] and status is CitationStatus.VERIFIED, found


@pytest.mark.parametrize("at", [0, 1, 3, 5])
def test_a_case_in_a_list_of_citations_without_an_and_is_treated_with_the_list(at: int) -> None:
    """California's "We disapprove A (2012) 210 Cal.App.4th 1005, B (2012) ..., to the extent ...":
    every case of the list is disapproved (only the first was read). (A case past the third sent a
    regular expression back over every split of every citation's digits: the check never ended.)"""
    listed = [f"People v. Listcase{n} (2012) 210 Cal.App.4th {1005 + 10 * n}" for n in range(6)]
    listed[at] = "Abernathy v. Quill Logistics (2010) 600 F.3d 100"
    sentence = f"We disapprove {', '.join(listed)}, to the extent they are inconsistent with this opinion."
    [negative] = _treatments_by("ca1", sentence)
    assert negative.label == "disapproved"


@pytest.mark.parametrize(
    "sentence",
    [
        # a citation list after the treating word, then another case with a verb of its own
        "We disapprove People v. Listcase1 (2012) 210 Cal.App.4th 1015, but Abernathy v. Quill Logistics, "
        "600 F.3d 100, remains good law.",
        "We disapprove People v. Listcase1 (2012) 210 Cal.App.4th 1015, following Abernathy v. Quill "
        "Logistics, 600 F.3d 100.",
    ],
)
def test_a_case_after_a_listed_citation_but_not_in_the_list_is_not_treated(sentence: str) -> None:
    assert _treatments_by("ca1", sentence) == []


@pytest.mark.parametrize(
    ("court", "court_name", "cited", "named"),
    [
        # courts of last resort each named a "Court of Appeals"
        ("ny", "Court of Appeals of New York", "20 N.Y.3d 15", "the New York Court of Appeals"),
        ("md", "Court of Appeals of Maryland", "430 Md. 15", "the Court of Appeals of Maryland"),
        # California's intermediate court, in the singular
        ("calctapp", "California Court of Appeal", "210 Cal. App. 4th 85", "the Court of Appeal"),
    ],
)
def test_a_reversal_of_a_court_named_court_of_appeal_or_appeals(
    court: str, court_name: str, cited: str, named: str
) -> None:
    """ "We granted certiorari to review X. The judgment of the New York Court of Appeals is reversed":
    New York's and Maryland's highest courts are courts of appeals (the reversal was read as of an
    intermediate court's, so not of the case: VERIFIED "no negative treatment"); and "The Court of
    Appeal affirmed. X. We reverse." names California's (only "Court of Appeals" was read)."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    case = IndexedCase(cluster_id=1, case_name="Ashby v. Boyle", court_id=court, court_name=court_name,
                       date_filed=date(2012, 3, 1), url="", citations=[cited])  # fmt: skip
    above = "scotus" if court != "calctapp" else "cal"
    review = IndexedCase(cluster_id=2, case_name="Boyle v. Ashby", court_id=above,
                         date_filed=date(2013, 3, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    said = f"See Ashby v. Boyle, {cited}."
    for text in (
        f"We granted certiorari to review Ashby v. Boyle, {cited} (2012). The judgment of {named} is "
        "reversed.",
        f"{named[0].upper()}{named[1:]} affirmed. Ashby v. Boyle, {cited} (2012). We reverse.",
    ):
        [reversed_] = passages_treatment(case, [(review, text)], said, "a search").negative
        assert reversed_.label == "reversed", text


@pytest.mark.parametrize(
    ("sentence", "treated"),
    [
        # the cited case inside another's parenthetical: the history after it is the other's
        ("See Lane v. Moss, 731 F.3d 75 (9th Cir. 2018) (citing Abernathy v. Quill Logistics, 600 F.3d 100 "
         "(1st Cir. 2010)), overruled by Carpenter v. United States, 596 U.S. 75 (2019).", False),
        ("See Lane v. Moss, 731 F.3d 75 (9th Cir. 2018) (quoting Abernathy v. Quill Logistics, 600 F.3d 100, "
         "102 (1st Cir. 2010)), abrogated on other grounds by Carpenter v. United States, 596 U.S. 75 "
         "(2019).", False),
        # the cited case with a parenthetical of its own citing another: the history is its own
        ("See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (citing Lane v. Moss, 731 F.3d 75 "
         "(9th Cir. 2018)), overruled by Carpenter v. United States, 596 U.S. 75 (2019).", True),
        ("See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010) (holding that the rule applies), "
         "overruled by Carpenter v. United States, 596 U.S. 75 (2019).", True),
    ],
)  # fmt: skip
def test_history_after_a_parenthetical_is_the_case_it_follows(sentence: str, treated: bool) -> None:
    """ "Lane (citing X), overruled by Z": Lane was overruled, not X (X was REVIEW as overruled, a
    shape real opinions write often); and "X (citing Lane), overruled by Z" is X's (it was missed,
    Lane's name standing between)."""
    assert [n.label for n in _treatments_by("scotus", sentence)] == (["overruled"] if treated else [])


@pytest.mark.parametrize(
    "sentence",
    [
        "Abernathy v. Quill Logistics, 600 F.3d 100, was overruled in part.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, should be overruled in light of Smith v. Jones, 570 "
        "U.S. 1.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was overruled in California by statute.",
    ],
)
def test_a_court_below_saying_it_with_no_case_named_reports_nothing(sentence: str) -> None:
    assert _treatments_by("mad", sentence) == []


@pytest.mark.parametrize(
    ("sentence", "treated"),
    [
        # a citation California sets in brackets before the word: it is what the word treats
        ("The contrary holding of the Court of Appeal (Abernathy v. Quill Logistics (2010) 600 F.3d 100, "
         "101) is disapproved.", True),
        # a case the court spares, after one it treats with no "and" between
        ("Although we disapprove People v. Listcase1 (2012) 210 Cal.App.4th 1015, Abernathy v. Quill "
         "Logistics (2010) 600 F.3d 100 correctly held that the search was lawful.", False),
        ("Although we overrule Kent v. Lowe, 590 F.3d 1 (1st Cir. 2009), Abernathy v. Quill Logistics, 600 "
         "F.3d 100 (1st Cir. 2010), on which it relied, remains good law.", False),
    ],
)  # fmt: skip
def test_a_bracketed_citation_is_treated_and_a_spared_case_is_not(sentence: str, treated: bool) -> None:
    assert bool(_treatments_by("ca1", sentence)) is treated


def test_a_reversal_of_a_federal_court_of_appeals_is_not_of_a_state_court_of_appeals_case() -> None:
    """The Supreme Court reversing "the Court of Appeals" (the Second Circuit, on habeas) does not
    reverse the New York Court of Appeals' decision of the same party: only a court of appeals named
    with its State is New York's or Maryland's court of last resort."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    state = IndexedCase(cluster_id=1, case_name="People v. Habeas", court_id="ny",
                        court_name="Court of Appeals of New York", date_filed=date(2012, 3, 1), url="",
                        citations=["20 N.Y.3d 95"])  # fmt: skip
    review = IndexedCase(cluster_id=2, case_name="Habeas v. Warden", court_id="scotus",
                         date_filed=date(2013, 3, 1), url="", citations=["590 U.S. 1"])  # fmt: skip
    text = (
        "The New York Court of Appeals affirmed his conviction. People v. Habeas, 20 N.Y.3d 95 (2012). "
        "The District Court granted the writ, and the Court of Appeals reversed. We granted certiorari. "
        "The judgment of the Court of Appeals is reversed."
    )
    assert (
        passages_treatment(
            state, [(review, text)], "See People v. Habeas, 20 N.Y.3d 95.", "a search"
        ).negative
        == []
    )


def test_a_reported_overruling_on_another_ground_is_acknowledged_by_on_other_grounds() -> None:
    """A court below reports "overruled on another ground by Smith": the brief's "overruled on other
    grounds by Smith" says as much (it was REVIEW, the report read as an outright overruling)."""
    from briefcheck.verify.treatment import passages_treatment

    cited, by = _abernathy_and("Kessler v. Ortiz", "mad", "2016-05-01")
    sentence = (
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), overruled on another ground by "
        "Smith v. Jones, 570 U.S. 1 (2013)."
    )
    said = (
        "See Abernathy v. Quill Logistics, 600 F.3d 100 (1st Cir. 2010), overruled on other grounds by Smith "
        "v. Jones, 570 U.S. 1 (2013)."
    )
    [negative] = passages_treatment(cited, [(by, sentence)], said, "a search").negative
    assert negative.scope == "on_other_grounds" and negative.acknowledged_in_brief


@pytest.mark.parametrize(
    "parenthetical",
    [
        "overruled by Y v. Z",
        "abrogated by statute",
        "superseded by statute",
        "disapproved of in Y v. Z",
        "questioned in Y v. Z",
        "limited to its facts",
        "reversed on other grounds",
        "rev'd on other grounds by Y v. Z",
        "vacated by Y v. Z",
        "overturned by Y v. Z",
        "repudiated in Y v. Z",
        "no longer good law",
        "is not good law",
        "does not correctly state the law",
        "is not a correct statement of law",
        "should not be followed",
        "withdraw any language in it",
        "reject the rule of it",
        "no longer binding precedent",
        "abandoned in Y v. Z",
        "which Y v. Z would disavow",
        "receded from in Y v. Z",
        "did not survive Y v. Z",
        "cannot be reconciled with Y v. Z",
        "is irreconcilable with Y v. Z",
        "cannot stand after Y v. Z",
        "confining it to its facts",
        "questioning the continued validity of it",
        "declining to follow it",
        "expressing serious doubts about it",
    ],
)
def test_the_build_keeps_every_parenthetical_the_treatment_check_reads(parenthetical: str) -> None:
    """The index keeps only the parentheticals in negative words: each word the check reads must be
    among them, or the build drops the parenthetical before the check can read it ("rev'd" was)."""
    from briefcheck.index.build import NEGATIVE_WORDS
    from briefcheck.verify.treatment import _HISTORY_OPENING, _TREATING

    assert _TREATING.search(parenthetical) or _HISTORY_OPENING.fullmatch(parenthetical), parenthetical
    assert NEGATIVE_WORDS.search(parenthetical), parenthetical
    assert in_negative_words(parenthetical), parenthetical


@pytest.mark.parametrize(
    ("parenthetical", "kept"),
    [
        ("OVERRULED IN PART by Y v. Z", True),
        ("Rev’d on other grounds", True),
        ("REV'D, 512 F.3d 7", True),
        ("QUESTİONED in Y v. Z", True),  # a dotted capital I, which the case-blind pattern reads as "i"
        ("diſapproved of in Y v. Z", True),  # a long s
        ("queſtıoned", True),
        ("quoting the rule that a duty of care runs to the plaintiff", False),
        ("CITING Y v. Z", False),
        ("", False),
    ],
)
def test_a_parenthetical_is_kept_as_the_case_blind_words_read_it(parenthetical: str, kept: bool) -> None:
    """The build reads the parentheticals' words on their text in lower case (five times as fast):
    what it keeps is what the case-blind pattern finds, letters it folds oddly included."""
    from briefcheck.index.build import NEGATIVE_WORDS

    assert in_negative_words(parenthetical) is kept
    assert (NEGATIVE_WORDS.search(parenthetical) is not None) is kept


@pytest.fixture(scope="module")
def stated(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    """Hale, cited by Doe v. Roe; Kerr v. Lamb, held, cites it nowhere."""
    doe = case(
        11,
        "Doe v. Roe",
        "1995-03-01",
        "ill",
        (611, "N.E.2d", "1"),
        f"We considered {HALE} (Ill. App. Ct. 1990), on other grounds.",
    )
    kerr = case(12, "Kerr v. Lamb", "1996-03-01", "ill", (612, "N.E.2d", "1"), "The statute governs leases.")
    # Hale's own appeal, which affirmed it
    appeal = case(
        13,
        "Hale v. Pratt",
        "1992-05-01",
        "ill",
        (620, "N.E.2d", "5"),
        f"The appellate court held the lease valid. {HALE} (Ill. App. Ct. 1990). We agree. The judgment of "
        "the appellate court is affirmed.",
    )
    return _hale_index(tmp_path_factory.mktemp("stated-history"), [doe, appeal], [], (kerr,))


@pytest.mark.parametrize(
    ("history", "expected"),
    [
        # the later decision the brief names, held, cites the case nowhere: history the source does not show
        ("overruled on other grounds by Kerr v. Lamb, 612 N.E.2d 1 (Ill. 1996)", CitationStatus.REVIEW),
        ("abrogated by Kerr v. Lamb, 612 N.E.2d 1 (Ill. 1996)", CitationStatus.REVIEW),
        (
            "abrogated on other grounds as recognized in Kerr v. Lamb, 612 N.E.2d 1 (Ill. 1996)",
            CitationStatus.REVIEW,
        ),
        ("superseded by statute as stated in Kerr v. Lamb, 612 N.E.2d 1 (Ill. 1996)", CitationStatus.REVIEW),
        # the case's own appeal, which the brief says reversed or vacated it, affirmed it
        ("rev'd, 620 N.E.2d 5 (Ill. 1992)", CitationStatus.REVIEW),
        ("rev'd on other grounds, 620 N.E.2d 5 (Ill. 1992)", CitationStatus.REVIEW),
        ("vacated, 620 N.E.2d 5 (Ill. 1992)", CitationStatus.REVIEW),
        ("aff'd, 620 N.E.2d 5 (Ill. 1992)", CitationStatus.VERIFIED),
        # the decision that did it, or one the index does not hold: nothing to say
        ("overruled by Doe v. Roe, 611 N.E.2d 1 (Ill. 1995)", CitationStatus.VERIFIED),
        ("rev'd, 699 N.E.2d 5 (Ill. 1992)", CitationStatus.VERIFIED),
        ("overruled on other grounds by Moss v. Lane, 613 N.E.2d 1 (Ill. 1997)", CitationStatus.VERIFIED),
    ],
)
def test_history_the_brief_writes_that_the_later_decision_does_not_show_is_for_review(
    stated, tmp_path, history: str, expected: CitationStatus
) -> None:
    """A brief's 'overruled on other grounds by Y' where Y, held with the citation map, cites the case
    nowhere was shown as acknowledged history and the case VERIFIED: an invented history (or Y
    cited for another case's) passed. It is REVIEW, saying the map shows no citation of it in Y."""
    evidence, status = offline_check(stated, tmp_path, f"See {HALE} (Ill. App. Ct. 1990), {history}.", "Hale")
    assert status is expected, evidence.evidence_summary
    if expected is CitationStatus.REVIEW:
        [unshown] = evidence.treatment.history_not_shown
        assert (
            ("affirmed" in unshown and "620 N.E.2d 5" in unshown)
            if "620" in history
            else "Kerr v. Lamb" in unshown
        )


@pytest.mark.parametrize(
    "sentence",
    [
        # superseded, denied as the other treatments are
        "The rule of Abernathy v. Quill Logistics, 600 F.3d 100, was not superseded by the 2019 amendment.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, has not been superseded by statute.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, has never been superseded.",
        # a belief the court corrects
        "Although Abernathy v. Quill Logistics, 600 F.3d 100, had been thought overruled, we today confirm "
        "its vitality.",
        "Abernathy v. Quill Logistics, 600 F.3d 100, was believed by some to have been abrogated, but it "
        "remains good law.",
        "The 2019 amendment did not supersede Abernathy v. Quill Logistics, 600 F.3d 100.",
    ],
)
def test_a_supersession_denied_or_a_supposed_overruling_corrected_is_none(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == [], sentence


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("Abernathy v. Quill Logistics, 600 F.3d 100, has been superseded by statute.", "superseded"),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was long thought sound, but we overrule it.",
            "overruled",
        ),
        # the belief confirmed, not corrected
        (
            "Although Abernathy v. Quill Logistics, 600 F.3d 100, was assumed overruled by Lane, some courts "
            "kept applying it, and we now confirm that it was overruled and is no longer binding.",
            "overruled",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, long thought overruled by Lane, was in fact "
            "overruled by it, and we reaffirm Lane.",
            "overruled",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was thought overruled by Lane, and no court could "
            "now say that it remains good law.",
            "overruled",
        ),
        (
            "Abernathy v. Quill Logistics, 600 F.3d 100, was said to be overruled by Lane, and Lane itself "
            "remains good law.",
            "overruled",
        ),
    ],
)
def test_a_supersession_or_an_overruling_beside_those_words_is_still_read(sentence: str, label: str) -> None:
    assert [n.label for n in _treatments_by("scotus", sentence)] == [label], sentence


@pytest.mark.parametrize(
    ("cited", "said", "court", "by_court"),
    [
        ((210, "A.3d", "15"), "Alder v. Birch, 210 A.3d 15 (Pa. Super. Ct. 2019)", "pasuperct", "pa"),
        ((458, "N.J. Super.", "65"), "Alder v. Birch, 458 N.J. Super. 65 (2019),", "njsuperctappdiv", "nj"),
        ((210, "A.3d", "15"), "Alder v. Birch, 210 A.3d 15 (Pa. Commw. Ct. 2019)", "pacommwct", "pa"),
    ],
)
def test_a_disapproval_after_a_reporters_long_word_is_read(
    tmp_path: Path, cited: tuple[int, str, str], said: str, court: str, by_court: str
) -> None:
    """'Super.' and 'Commw.' are reporters' words, not a sentence's end: the sentence ended there and
    the State supreme court's disapproval after it was never read (the case was VERIFIED)."""
    volume, reporter, page = cited
    cases = [
        Case(1, "Alder v. Birch", "2019-05-01", court, [cited], opinions=opinion("The rule of Alder.")),
        case(2, "Cobb v. Dunn", "2022-03-01", by_court, (270, "A.3d", "1"),
             f"To the extent {said} holds otherwise, it is disapproved."),
        *filler(volume, reporter, court, 2019, 1000),
    ]  # fmt: skip
    bulk = tmp_path / "bulk"
    Snapshot(cases=cases, courts={court: "Court", by_court: "Supreme Court"}, cites=[(1, 2, 1)]).write(
        bulk, EDITION
    )
    build_index(bulk, tmp_path / "ix.sqlite")
    ev, status = check(
        SQLiteCitationIndex(tmp_path / "ix.sqlite"),
        tmp_path,
        f"The rule is settled. Alder v. Birch, {volume} {reporter} {page} (2019).",
    )
    assert ev.treatment is not None and [n.label for n in ev.treatment.negative] == ["disapproved"]
    assert status is CitationStatus.REVIEW


@pytest.mark.parametrize(("court", "reversed_it"), [("nysd", True), ("cand", False), ("nysb", False)])
def test_a_district_court_reverses_its_own_districts_bankruptcy_court(court: str, reversed_it: bool) -> None:
    """A district court hears its district's bankruptcy appeals: 'The order of the Bankruptcy Court is
    REVERSED' left the bankruptcy decision VERIFIED (the two courts were ranked alike). Another
    district's court, or the bankruptcy court itself, reverses nothing of it."""
    from datetime import date

    from briefcheck.index.models import IndexedCase
    from briefcheck.verify.treatment import passages_treatment

    cited = IndexedCase(cluster_id=1, case_name="In re Pelham Bay Realty Corp.", court_id="nysb",
                        date_filed=date(2019, 5, 1), url="", citations=["600 B.R. 305"])  # fmt: skip
    by = IndexedCase(cluster_id=2, case_name="Ostrow v. Pelham Bay Realty Corp.", court_id=court,
                     date_filed=date(2020, 3, 2), url="", citations=["610 B.R. 405"])  # fmt: skip
    sentence = (
        "In re Pelham Bay Realty Corp., 600 B.R. 305 (Bankr. S.D.N.Y. 2019). The order of the Bankruptcy "
        "Court is REVERSED."
    )
    found = passages_treatment(cited, [(by, sentence)], "See Pelham Bay, 600 B.R. 305.", "a search").negative
    assert [n.label for n in found] == (["reversed"] if reversed_it else [])


@pytest.mark.parametrize(
    "passage",
    [
        # the overruling in the sentence after the case is named, the case by a pronoun or a phrase
        f"In {_ABERNATHY}, we held that the rule applies. That decision was wrong, and it is overruled.",
        f"In {_ABERNATHY}, we held that the rule applies. Today we overrule it.",
        f"We held in {_ABERNATHY}, that the rule applies. That holding is overruled.",
    ],
)
def test_an_overruling_in_the_sentence_after_the_case_is_named_is_read(passage: str) -> None:
    [negative] = _treatments_by("scotus", passage)
    assert negative.label == "overruled", passage


@pytest.mark.parametrize(
    "sentence",
    [
        # a lower court reporting what a court above did to the case: no authority of its own needed
        f"The Supreme Court overruled {_ABERNATHY}, in Ortiz v. Lane, 590 U.S. 1.",
        f"{_ABERNATHY}, was overruled by the Supreme Court in Ortiz v. Lane, 590 U.S. 1.",
        f"In Ortiz v. Lane, 590 U.S. 1, the Supreme Court overruled {_ABERNATHY}.",
    ],
)
def test_an_overruling_by_a_court_above_a_lower_court_reports_is_read(sentence: str) -> None:
    [negative] = _treatments_by("mad", sentence)
    assert negative.label == "overruled", sentence


@pytest.mark.parametrize(
    ("sentence", "label", "scope"),
    [
        # a list its heading introduces after a colon
        (
            "We therefore overrule the following cases: Evans v. Ford, 500 U.S. 1 (1990); "
            f"{_ABERNATHY} (2010).",
            "overruled",
            "whole",
        ),
        # the case's rule rejected, in the passive
        (f"The rule announced in {_ABERNATHY}, is hereby rejected.", "disapproved", "whole"),
        # a limit opening the sentence after a footnote's number
        (f"1 To the extent that {_ABERNATHY}, holds otherwise, it is overruled.", "overruled", "in_part"),
        (f"FN1. To the extent that {_ABERNATHY}, holds otherwise, it is overruled.", "overruled", "in_part"),
    ],
)
def test_an_overruling_listed_after_a_heading_or_of_the_cases_rule_or_after_a_note_number_is_read(
    sentence: str, label: str, scope: str
) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert (negative.label, negative.scope) == (label, scope), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        f"The argument based on {_ABERNATHY}, is rejected.",
        f"Defendant's reliance on {_ABERNATHY}, is rejected.",
        # rejected by others, the court keeping it
        f"The rule of {_ABERNATHY}, is rejected by some courts; we adhere to it.",
        f"The holding of {_ABERNATHY}, is rejected by the dissent, but it binds us.",
        f"The approach of {_ABERNATHY}, is rejected in only one circuit, and we follow it.",
        f"The appellant mistakenly believes that {_ABERNATHY}, was overruled. It was not.",
        # something else about the rule rejected
        f"The motion to apply the rule announced in {_ABERNATHY}, is hereby rejected.",
    ],
)
def test_something_else_rejected_is_no_treatment_of_the_case_it_names(sentence: str) -> None:
    assert _treatments_by("scotus", sentence) == []


@pytest.mark.parametrize(
    ("sentence", "scope"),
    [
        # the case's own appeal, told by a court below: no authority of its own needed
        (f"{_ABERNATHY} (2010), was reversed by the supreme court.", "whole"),
        (f"The Supreme Court reversed {_ABERNATHY}, and it has no precedential value.", "whole"),
        (
            f"Plaintiff relies on {_ABERNATHY} (2010), but that decision was reversed by the Supreme Court.",
            "whole",
        ),
        (f"See {_ABERNATHY} (1st Cir. 2010), aff'd in part and rev'd in part, 565 U.S. 1 (2012).", "in_part"),
    ],
)
def test_a_reversal_a_court_below_tells_of_the_case_is_read(sentence: str, scope: str) -> None:
    [negative] = _treatments_by("mad", sentence)
    assert (negative.label, negative.scope) == ("reversed", scope), sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # both cases overruled, the one that misread or followed the other and the other
        f"Ames v. Bee, 500 U.S. 1 (1990), followed {_ABERNATHY}; both are overruled.",
        f"Ames v. Bee, 500 U.S. 1 (1990), misread {_ABERNATHY}, and we overrule them both.",
        # a belief that it was good law, mistaken, and the court's own overruling after
        f"The trial court mistakenly believed that {_ABERNATHY}, was still good law, but we overruled it "
        "in Orr v. Pike, 650 U.S. 1.",
    ],
)
def test_an_overruling_of_both_or_after_a_mistaken_belief_is_still_read(sentence: str) -> None:
    [negative] = _treatments_by("scotus", sentence)
    assert negative.label == "overruled", sentence
