"""A pin page must lie within the case, whether or not its text can be read: before its first page,
or past the first page of the next case in the same volume, it cannot be (an invented pin on a
real case came out VERIFIED whenever the text was not held or carried no page markers). The page
where one case ends and the next begins belongs to either; a second cluster of the same case is no
bound; a volume with no later case held gives no bound."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

EDITION = "2026-06-30"
# an opinion's text with no star pages: it cannot place a pin
UNMARKED = "<p>We hold that the search was reasonable and that the officers acted lawfully.</p>"


def build(tmp: Path, cases: list[Case]) -> SQLiteCitationIndex:
    Snapshot(cases=cases, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(
        tmp / "bulk", EDITION
    )
    build_index(tmp / "bulk", tmp / "i.sqlite")
    return SQLiteCitationIndex(tmp / "i.sqlite")


@pytest.fixture(scope="module", params=["no text", "text without page markers"])
def index(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    opinions = [] if request.param == "no text" else [("010combined", "html_with_citations", UNMARKED)]
    return build(
        tmp_path_factory.mktemp("bounds"),
        [
            Case(1, "Hale v. Pratt", "2010-01-01", "ca2", [(600, "F.3d", "500")], opinions=opinions),
            Case(2, "Orrin v. Vance", "2010-01-02", "ca2", [(600, "F.3d", "512")]),
            # the same case filed twice (an erratum's cluster): not the next case
            Case(3, "Tarrant Mills v. Brook", "2010-02-01", "ca2", [(600, "F.3d", "700")], opinions=opinions),
            Case(4, "Tarrant Mills, Inc. v. Brook", "2010-02-01", "ca2", [(600, "F.3d", "704")]),
            Case(5, "Lisle v. Amory", "2010-02-03", "ca2", [(600, "F.3d", "720")]),
            *filler(600, "F.3d", "ca2", 2010, 100, count=12),  # pages 10-450
            # the last case held in its volume: nothing bounds its end
            Case(6, "Penrose v. Gill", "2010-03-01", "ca2", [(601, "F.3d", "1000")], opinions=opinions),
            *filler(601, "F.3d", "ca2", 2010, 200),
        ],
    )


def checked(index: SQLiteCitationIndex, tmp_path: Path, text: str) -> list[tuple[Evidence, CitationStatus]]:
    """Each citation's evidence and final status, as `check` gives them offline."""
    doc = extract_document(text.encode(), "brief.txt")
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    out = []
    for task in citation_tasks(doc):
        evidence = verifier.verify(task)
        out.append((evidence, final_status(task.citation, None, [evidence]).status))
    return out


@pytest.mark.parametrize(
    ("cited", "said"),
    [
        ("Hale v. Pratt, 600 F.3d 500, 450 (2d Cir. 2010)", "cites page 450, before it"),
        ("Hale v. Pratt, 600 F.3d 500, 530 (2d Cir. 2010)", "Orrin v. Vance"),
        ("Hale v. Pratt, 600 F.3d 500, 505, 540 (2d Cir. 2010)", "Orrin v. Vance"),
        ("Hale v. Pratt, 600 F.3d 500, 510-15 (2d Cir. 2010)", "Orrin v. Vance"),
        ("Tarrant Mills v. Brook, 600 F.3d 700, 725 (2d Cir. 2010)", "Lisle v. Amory"),
        # the last case held in its volume: no page of any F.3d volume runs so far
        ("Penrose v. Gill, 601 F.3d 1000, 9999 (2d Cir. 2010)", "past any page of a volume of the series"),
        # nor does any decision run 450 pages (it was verified: nothing bounded the volume's last case)
        ("Penrose v. Gill, 601 F.3d 1000, 1450 (2d Cir. 2010)", "no reported decision runs that long"),
    ],
)
def test_a_pin_outside_the_case_is_an_error(index, tmp_path, cited: str, said: str) -> None:
    [(ev, status)] = checked(index, tmp_path, f"The search was reasonable. {cited}.")
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert ev.hallucination_category is Category.PARAGRAPH_HALLUCINATION
    assert said in ev.evidence_summary


@pytest.mark.parametrize(
    "cited",
    [
        "Hale v. Pratt, 600 F.3d 500, 505 (2d Cir. 2010)",
        "Hale v. Pratt, 600 F.3d 500, 500 (2d Cir. 2010)",
        # the page the next case begins on may end this one
        "Hale v. Pratt, 600 F.3d 500, 511-12 (2d Cir. 2010)",
        # the same case's second cluster bounds nothing
        "Tarrant Mills v. Brook, 600 F.3d 700, 710 (2d Cir. 2010)",
        # no later case held in the volume: only the longest decision's length bounds it
        "Penrose v. Gill, 601 F.3d 1000, 1250 (2d Cir. 2010)",
    ],
)
def test_a_pin_that_may_lie_within_the_case_is_not_doubted(index, tmp_path, cited: str) -> None:
    [(ev, status)] = checked(index, tmp_path, f"The search was reasonable. {cited}.")
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


def test_a_short_forms_pin_past_the_case_is_an_error(index, tmp_path) -> None:
    text = (
        "The search was reasonable. Hale v. Pratt, 600 F.3d 500 (2d Cir. 2010). The officers acted "
        "lawfully. Hale, 600 F.3d at 530."
    )
    (full, full_status), (short, short_status) = checked(index, tmp_path, text)
    assert full_status is CitationStatus.VERIFIED, full.evidence_summary
    assert short_status is not CitationStatus.VERIFIED, short.evidence_summary
    assert short.outcome is not Outcome.VERIFIED_OK


def test_what_the_index_says_opens_its_sentences_with_a_capital(index, tmp_path) -> None:
    """A lawyer reads these notes as sentences: a source's title ("the offline index ...") that
    opens one is written with a capital."""
    [(ev, _)] = checked(index, tmp_path, "See Quentin v. Marlow, 600 F.3d 500 (2d Cir. 2010).")
    assert ev.evidence_summary.startswith("The offline index"), ev.evidence_summary
    [(ev, _)] = checked(index, tmp_path, "See Hale v. Pratt, 600 F.3d 500, 505 (2d Cir. 2010).")
    assert "the offline index holds no text" not in ev.evidence_summary


@pytest.fixture(scope="module")
def parallels(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    tmp = tmp_path_factory.mktemp("parallel-bounds")
    cases = [
        Case(1, "Rowe v. Wadsworth", "1973-01-22", "scotus", [(420, "U.S.", "113"), (93, "S. Ct.", "705")]),
        Case(2, "Quill v. Amory", "1973-01-23", "scotus", [(420, "U.S.", "170"), (93, "S. Ct.", "730")]),
        *filler(420, "U.S.", "scotus", 1973, 100, count=2),
        *filler(93, "S. Ct.", "scotus", 1973, 200, count=2),
    ]
    Snapshot(cases=cases, courts={"scotus": "Supreme Court of the United States"}).write(
        tmp / "bulk", EDITION
    )
    build_index(tmp / "bulk", tmp / "i.sqlite")
    return SQLiteCitationIndex(tmp / "i.sqlite")


@pytest.mark.parametrize(
    ("pins", "said"),
    [
        ("153, 93 S. Ct. 705, 700", "before it"),  # the parallel's pin before its own first page
        ("153, 93 S. Ct. 705, 731", "Quill v. Amory"),  # in the next case the parallel's volume holds
    ],
)
def test_a_parallels_pin_outside_the_case_is_an_error(parallels, tmp_path, pins: str, said: str) -> None:
    """The pin of a parallel citation was only noted "not checked", though the index places the
    parallel and the next case in its volume."""
    [(ev, status)] = checked(
        parallels, tmp_path, f"Privacy is protected. Rowe v. Wadsworth, 420 U.S. 113, {pins} (1973)."
    )
    assert status is CitationStatus.ERROR, ev.evidence_summary
    assert said in ev.evidence_summary and "93 S. Ct." in ev.evidence_summary


def test_a_parallels_pin_within_the_case_is_checked(parallels, tmp_path) -> None:
    [(ev, status)] = checked(
        parallels,
        tmp_path,
        "Privacy is protected. Rowe v. Wadsworth, 420 U.S. 113, 153, 93 S. Ct. 705, 727 (1973).",
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
    assert "Not checked: the pin 727" not in ev.evidence_summary


def test_a_first_citation_the_case_holds_otherwise_is_for_review(tmp_path) -> None:
    """The index holds no South Dakota neutral citations, but holds the parallel: the case there,
    by the brief's name, is 2020 ND 12, not the cited 2020 SD 12 (a wrong court's citation was
    UNVERIFIED, as though nothing could be said of it). The case's own citation is no conflict."""
    index = build(
        tmp_path,
        [
            Case(2, "State v. Olson", "2020-02-01", "ca2", [(2020, "ND", "12"), (938, "N.W.2d", "100")]),
            *filler(938, "N.W.2d", "ca2", 2020, 200),
        ],
    )
    (wrong, wrong_status), (right, _) = checked(
        index,
        tmp_path,
        "The rule applies. State v. Olson, 2020 SD 12, 938 N.W.2d 100. It applies again. State v. Olson, "
        "2020 ND 12, 938 N.W.2d 100.",
    )
    assert wrong_status is CitationStatus.REVIEW, wrong.evidence_summary
    assert "not 2020 SD 12" in wrong.evidence_summary
    assert "first citation's place" not in right.evidence_summary  # its own citation: no conflict


def test_a_long_opinions_pin_before_the_next_case_is_not_bounded_by_any_length(tmp_path: Path) -> None:
    """United States v. Philip Morris, 449 F. Supp. 2d 1, runs past page 900: with the next case
    held after it, a pin 850 pages on is within it (it was an error: "no decision runs that long")."""
    index = build(
        tmp_path,
        [
            Case(
                1, "United States v. Philip Morris USA Inc.", "2006-08-17", "ca2", [(449, "F. Supp. 2d", "1")]
            ),
            Case(2, "Orrin v. Vance", "2006-08-20", "ca2", [(449, "F. Supp. 2d", "940")]),
            *filler(450, "F. Supp. 2d", "ca2", 2006, 100, count=5),
        ],
    )
    [(ev, status)] = checked(
        index,
        tmp_path,
        "The findings stand. United States v. Philip Morris USA Inc., 449 F. Supp. 2d 1, 852 (2d Cir. 2006).",
    )
    assert status is CitationStatus.VERIFIED, ev.evidence_summary
