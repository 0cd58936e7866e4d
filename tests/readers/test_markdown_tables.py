"""A GFM table in a Markdown brief: each row is its own paragraph, its cells set apart by
semicolons, so no cell runs into the case name the next one cites. A row read as one line with the
header ran them in ("State | Authority | |---|---| | Wisconsin | State v. Brandt": ERROR); and a
row's quotation stays with the citation beside it."""

from __future__ import annotations

import io

import docx
import pytest

from briefcheck.extract import extract_document

ROWS = [
    ("Wisconsin", "State v. Brandt, 2019 WI 5, ¶ 12."),
    ("Pennsylvania", "Commonwealth v. Reed, 200 A.3d 100, 105 (Pa. Super. Ct. 2019)."),
]


@pytest.mark.parametrize(
    "table",
    [
        "| State | Authority |\n|---|---|\n" + "".join(f"| {a} | {b} |\n" for a, b in ROWS),
        "State | Authority\n:--- | ---:\n" + "".join(f"{a} | {b}\n" for a, b in ROWS),
    ],
)
def test_the_cells_of_a_markdown_table_name_what_a_word_tables_name(table: str) -> None:
    md = extract_document(f"# Argument\n\nThe states agree.\n\n{table}\nSo do we.\n".encode(), "brief.md")
    word = docx.Document()
    word.add_paragraph("The states agree.")
    grid = word.add_table(rows=len(ROWS) + 1, cols=2)
    for r, row in enumerate([("State", "Authority"), *ROWS]):
        for c, text in enumerate(row):
            grid.cell(r, c).text = text
    buffer = io.BytesIO()
    word.save(buffer)
    from_word = extract_document(buffer.getvalue(), "brief.docx")
    cited = [(c.text, c.components.party_1) for c in md.citations()]
    assert cited == [(c.text, c.components.party_1) for c in from_word.citations()]
    assert [p for _, p in cited] == ["State", "Commonwealth"]
    assert "So do we." in [b.text for b in md.blocks]


def test_a_heading_underlined_under_a_line_with_a_pipe_is_no_table() -> None:
    md = extract_document(
        b"Smith | Jones\n---\n\nSee Hale v. Pratt, 600 F.3d 100 (2d Cir. 2011).\n", "brief.md"
    )
    assert md.blocks[0].text == "Smith | Jones"


def test_a_rows_quotation_stays_with_the_citation_beside_it() -> None:
    """A quotation in one cell and its citation in the next: the row is one paragraph, so the
    quotation is checked against the case (read cell by cell, a misquotation passed unchecked)."""
    from briefcheck.panel.tasks import citation_tasks

    row = (
        '| Timeliness | The court said "We hold that the claim is untimely." | Nguyen v. Barr, 590 U.S. 15, '
        "16 (2020). |"
    )
    md = extract_document(f"| Issue | Holding | Authority |\n|---|---|---|\n{row}\n".encode(), "brief.md")
    [task] = [t for t in citation_tasks(md) if t.claim is not None]
    assert task.citation.components.party_1 == "Nguyen"
    assert task.claim.quotes == ["We hold that the claim is untimely."]


def test_a_star_page_pin_is_no_emphasis_with_a_later_italic_id() -> None:
    """ "at *3 ... *Id.* at 403": the star of a Westlaw pin paired with the Id.'s closing star, and
    the Id. (with a misquotation after it) vanished from the Markdown brief."""
    text = (
        "See *Kemp v. Lowe*, 2020 WL 1234567, at *3 (S.D.N.Y. Mar. 2, 2020). The rule is older. "
        '*Harmon v. Westfield Mfg. Co.*, 900 F.3d 400, 401 (2d Cir. 2018). It held that "the employer '
        'bears a duty." *Id.* at 403.\n'
    )
    cited = [c.text for c in extract_document(text.encode(), "brief.md").citations()]
    assert cited[-1] == "Id. at 403", cited
