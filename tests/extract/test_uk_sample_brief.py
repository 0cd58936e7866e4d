"""The sample brief in examples/ reads cleanly and its UK citations carry the intended defects."""

from __future__ import annotations

from pathlib import Path

from briefcheck.domain.codes import CitationFlag, CitationType
from briefcheck.extract.uk import find_uk_citations
from briefcheck.ingest.media import MEDIA_MARKDOWN
from briefcheck.ingest.readers import read_document


def test_sample_brief_blocks_and_uk_citations(repo_root: Path) -> None:
    path = repo_root / "examples" / "sample_brief.md"
    doc = read_document(path.read_bytes(), path.name)
    assert doc.media_type == MEDIA_MARKDOWN
    headings = [b.text for b in doc.blocks if b.type == "heading"]
    assert headings[2:5] == ["I. INTRODUCTION", "II. LEGAL STANDARD", "III. ARGUMENT"]
    assert all(b.path.endswith("heading_1") for b in doc.blocks if b.type == "heading")

    found = {c.text: c for b in doc.blocks for c in find_uk_citations(b.text)}
    flags = {text: [f.value for f in c.flags] for text, c in found.items()}
    assert flags == {
        "Donoghue v Stevenson [1932] AC 562": [],
        "Caparo Industries plc v Dickman [1990] 2 AC 605": [],
        "Fairchild v Glenhaven Funeral Services Ltd [2002] UKHL 22": [],
        "[2003] 1 AC 32": [],
        "section 2(1) of the Health and Safety at Work etc. Act 1974": [],
        "Occupiers' Liability Act 1957, s. 2(2)": [],
        "R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5": [],
        "Thornbury v Eastgate Haulage plc [202] UKSC 1": [CitationFlag.MALFORMED.value],
        "Okonjo v Marchmont Freight Ltd [2005] UKSC 14": [CitationFlag.UNKNOWN_COURT.value],
        "Whitcombe v Harrowgate Borough Council [2019] EWHC 3321 (Admin)": [],
    }
    miller = found["R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5"]
    assert miller.components.paragraph_pin == "86"
    assert found["Donoghue v Stevenson [1932] AC 562"].components.pin_cite == "580"
    statute = found["section 2(1) of the Health and Safety at Work etc. Act 1974"]
    assert statute.type is CitationType.STATUTE
    assert statute.components.title == "Health and Safety at Work etc. Act 1974"
