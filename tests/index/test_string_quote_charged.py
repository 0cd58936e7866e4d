"""Quotations before a string cite that no citation of it holds: the error is charged to the
citation whose text the quotation nearly copies (a word changed), not to the one it stands
before; where it copies none, to the one it stands before, as ever."""

from __future__ import annotations

from pathlib import Path

from bulk_dialect import Case, filler
from offline_check import index_of, star_paginated

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores

HALE = "Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011)"
BRANDT = "Brandt v. Ives, 620 F.3d 100, 102 (9th Cir. 2013)"


def statuses(tmp_path: Path, brief: str) -> dict[str, tuple[CitationStatus, str]]:
    hale = {500: "The lease is read.", 501: "A landlord must pay treble damages to the tenant.", 502: "Done."}
    brandt = {100: "The officer moved.", 102: "Qualified immunity protects all but the plainly incompetent."}
    cases = [
        Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")],
             opinions=[("010combined", "html_with_citations", star_paginated(hale))]),
        Case(2, "Brandt v. Ives", "2013-05-03", "ca9", [(620, "F.3d", "100")],
             opinions=[("010combined", "html_with_citations", star_paginated(brandt))]),
        *filler(600, "F.3d", "ca2", 2011, 100),
        *filler(620, "F.3d", "ca9", 2013, 200),
    ]  # fmt: skip
    index = index_of(tmp_path, cases, {"ca2": "Second Circuit", "ca9": "Ninth Circuit"})
    settings = Settings(home=tmp_path / "home")
    stores = open_stores(settings, standard_outputs())
    result = check_document(brief.encode(), "brief.txt", settings, stores, index=index)
    notes = {e.citation_id: e.evidence_summary for e in result.evidence}
    return {c.text: (c.status, notes.get(c.id, "")) for c in result.citations()}


def test_an_altered_quotation_is_the_error_of_the_citation_it_nearly_copies(tmp_path: Path) -> None:
    found = statuses(
        tmp_path,
        'A landlord "must pay treble damages to the tenant," and "[q]ualified immunity protects even the '
        f'plainly incompetent." {HALE}; {BRANDT}.',
    )
    assert found[BRANDT][0] is CitationStatus.ERROR, found
    assert found[HALE][0] is CitationStatus.VERIFIED and "reported as the error of Brandt" in found[HALE][1]


def test_a_quotation_nearly_copying_none_is_the_error_of_the_citation_it_stands_before(
    tmp_path: Path,
) -> None:
    found = statuses(tmp_path, f'The rule: "every lease must be recorded within ten days." {HALE}; {BRANDT}.')
    assert found[HALE][0] is CitationStatus.ERROR, found
    assert found[BRANDT][0] is CitationStatus.VERIFIED


def test_an_id_after_a_string_quoting_its_first_citation_is_for_review(tmp_path: Path) -> None:
    """ "A; B. "Quote of A." Id.": the Id. may mean either; the words are A's, not B's (it was
    ERROR, the quotation checked against B alone). Quoting B, it is B's, VERIFIED."""
    string = f"Courts agree. See {HALE}; {BRANDT}."
    found = statuses(tmp_path / "a", f'{string} A landlord "must pay treble damages to the tenant." Id.')
    assert found["Id."][0] is CitationStatus.REVIEW, found
    found = statuses(
        tmp_path / "b", f'{string} And "[q]ualified immunity protects all but the plainly incompetent." Id.'
    )
    assert found["Id."][0] is CitationStatus.VERIFIED, found
