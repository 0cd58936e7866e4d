"""A short form whose full citation is not in the document ("Keller, 925 F.3d at 508") is looked
up by the page it pins: the case that page falls inside must be the one it names. A page where one
case ends and the next begins belongs to either."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.domain.models import Evidence
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.verify.refs import RefKind, route

EDITION = "2026-06-30"


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    cases = [
        Case(1, "Dunmore v. Keller", "2019-05-01", "ca11", [(925, "F.3d", "505")]),
        Case(2, "Arden v. Fisk County", "2019-05-02", "ca11", [(925, "F.3d", "515")]),
        *filler(925, "F.3d", "ca11", 2019, 100),
    ]
    bulk = tmp_path_factory.mktemp("short-bulk")
    Snapshot(cases=cases, courts={"ca11": "Court of Appeals for the Eleventh Circuit"}).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("short-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path: Path, text: str) -> Evidence:
    [citation] = extract_document(text.encode(), "brief.txt").citations()
    ref = route(citation)
    assert getattr(ref, "kind", None) is RefKind.SHORT_FORM, ref
    return offline_check(index, tmp_path, text)[0]


@pytest.mark.parametrize("cited", ["Keller, 925 F.3d at 508", "Dunmore, 925 F.3d at 515"])
def test_a_short_form_with_no_antecedent_is_placed_by_its_page(index, tmp_path, cited: str) -> None:
    ev = check(index, tmp_path, f"The rule is settled. {cited}.")
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert ev.evidence_details.model_extra["found_case_name"] == "Dunmore v. Keller"


def test_a_short_form_naming_a_case_the_page_is_not_in_is_flagged(index, tmp_path) -> None:
    ev = check(index, tmp_path, "The rule is settled. Quorvane, 925 F.3d at 508.")
    assert ev.outcome is Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "Dunmore v. Keller" in ev.evidence_summary


@pytest.mark.parametrize("cited", ["Kellerr, 925 F.3d at 508", "Dunmor, 925 F.3d at 508"])
def test_a_short_forms_name_misspelt_by_a_letter_is_for_a_person(index, tmp_path, cited: str) -> None:
    """The page falls inside Dunmore v. Keller: a name a letter off is that case misspelt (REVIEW, as
    a full citation's is), not "nonexistent" (it was ERROR)."""
    ev = check(index, tmp_path, f"The rule is settled. {cited}.")
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "may be it misspelt" in ev.evidence_summary and "Dunmore v. Keller" in ev.evidence_summary


def test_a_short_form_naming_no_party_is_for_a_person(index, tmp_path) -> None:
    ev = check(index, tmp_path, "The rule is settled. See 925 F.3d at 508.")
    assert ev.outcome is not Outcome.VERIFIED_OK and ev.needs_review, ev.evidence_summary
    assert CitationStatus.REVIEW  # the lawyer reads which case page 508 falls in


@pytest.mark.parametrize(
    ("short", "outcome"),
    [
        ("Pratt, 132 S. Ct. at 905", Outcome.VERIFIED_OK),
        ("Pratt, 132 S. Ct. at 990", Outcome.VERIFIED_ERROR),
        ("Id. at 905", Outcome.VERIFIED_OK),  # no U.S. page of the case: the S. Ct. one cited with it
        ("Id. at 990", Outcome.VERIFIED_ERROR),
    ],
)
def test_a_short_form_in_the_parallel_reporter_is_read_in_that_reporters_pages(
    tmp_path: Path, short: str, outcome: Outcome
) -> None:
    """ "Pratt, 132 S. Ct. at 905" after "Pratt v. Hale, 565 U.S. 100, 102, 132 S. Ct. 900": its
    page is an S. Ct. page, though the case is looked up, and its text marked, in U.S. pages; page
    990 lies past the next case of the volume. An "Id. at 905", a page no U.S. page of the case can
    be, is read so too."""
    from offline_check import index_of

    from briefcheck.domain.config import Settings
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.verify import Verifier

    html = "<p>JUSTICE KAY delivered the opinion of the Court.</p>" + "".join(
        f'<p><span class="star-pagination">*{p}</span> Text of page {p}.</p>' for p in (101, 102, 103)
    )
    cases = [
        Case(10, "Pratt v. Hale", "2012-01-10", "scotus", [(565, "U.S.", "100"), (132, "S. Ct.", "900")],
             opinions=[("010combined", "html_with_citations", html)]),
        Case(11, "Orme v. Dace", "2012-02-10", "scotus", [(565, "U.S.", "110"), (132, "S. Ct.", "950")]),
        *filler(565, "U.S.", "scotus", 2012, 300),
        *filler(132, "S. Ct.", "scotus", 2012, 400),
    ]  # fmt: skip
    index = index_of(tmp_path, cases, {"scotus": "Supreme Court of the United States"})
    text = (
        "Limitations is waivable. Pratt v. Hale, 565 U.S. 100, 102, 132 S. Ct. 900, 903 (2012). "
        f"Waiver must be express. {short}."
    )
    doc = extract_document(text.encode(), "brief.txt")
    [task] = [t for t in citation_tasks(doc) if t.citation.text == short]
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    ev = verifier.verify(task)
    assert ev.outcome is outcome, ev.evidence_summary
