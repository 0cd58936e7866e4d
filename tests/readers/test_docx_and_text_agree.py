"""A brief checked as Word and as its text export gets the same status for every citation: the
.docx reader (runs, a footnote) hands Tier 1 the same text the plain reader does."""

from __future__ import annotations

import io
import json
from pathlib import Path

import docx
from reader_files import add_footnote

from briefcheck.cli import main

PARAGRAPHS = [
    "MEMORANDUM OF LAW",
    "Segregation in public schools is unconstitutional. Brown v. Board of Education, 347 U.S. 483, "
    "495 (1954). The same holds for colleges. Sweatt v. Painter, 339 U.S. 629 (1950).",
    "Defendant relies on Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019), and "
    "on Smithfield v. Quantum Widget Corp., 912 F.5th 1234 (9th Cir. 2031).",
    "The English courts agree. Donoghue v Stevenson [1932] AC 562; R (Miller) v Secretary of State "
    "for Exiting the European Union [2017] UKSC 5 at [86]. See also 42 U.S.C. § 1983.",
    "Id. at 496. Brown, 347 U.S. at 494.",
]
FOOTNOTE = "See Miranda v. Arizona, 384 U.S. 436, 444 (1966); Dred Scott v. Sandford, 60 U.S. 393 (1857)."


def statuses(tmp_path: Path, name: str, data: bytes) -> dict[str, str]:
    src, out = tmp_path / name, tmp_path / f"{name}.json"
    src.write_bytes(data)
    code = main(["--home", str(tmp_path / "home"), "check", str(src), "--out", str(out), "--quiet"])
    assert code in (0, 1, 3), code
    result = json.loads(out.read_text())
    return {c["text"]: c["status"] for block in result["blocks"] for c in block["citations"]}


def test_a_docx_and_its_text_export_give_the_same_statuses(tmp_path: Path) -> None:
    document = docx.Document()
    for paragraph in PARAGRAPHS:
        runs = paragraph.split(", ")  # text split across runs, as Word writes it
        p = document.add_paragraph()
        for i, run in enumerate(runs):
            p.add_run(run + (", " if i < len(runs) - 1 else ""))
    buffer = io.BytesIO()
    document.save(buffer)
    word = add_footnote(buffer.getvalue(), "MEMORANDUM OF LAW", FOOTNOTE)
    # a text export puts the footnote after the body
    text = "\n\n".join([*PARAGRAPHS, FOOTNOTE]) + "\n"

    from_word = statuses(tmp_path, "brief.docx", word)
    from_text = statuses(tmp_path, "brief.txt", text.encode())
    assert len(from_text) >= 10
    assert from_word == from_text
    assert {"ERROR", "LIKELY_HALLUCINATED"} & set(from_text.values())  # the check judged something
