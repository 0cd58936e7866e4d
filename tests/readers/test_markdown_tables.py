"""A GFM table in a Markdown brief: each cell is read as its own paragraph, as a Word table's
cells are. A row read as one line ran the header and the row's label into the name of the case
its next cell cites ("State | Authority | |---|---| | Wisconsin | State v. Brandt": ERROR)."""

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
def test_each_cell_of_a_markdown_table_is_read_as_a_word_tables(table: str) -> None:
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
