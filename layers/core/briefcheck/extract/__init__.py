# ruff: noqa: E402 (eyecite's prepared loading is installed before any module here imports it)
"""Tier 1: every citation in a filing, with its components and the claim it supports.

`extract_document` reads the bytes into blocks (readers.py), finds each family's citations in
each block (families.py: US citations with unknown reporters and court rules, UK citations, EU
judgments, treaty articles, U.S. Code sections named in prose), merges them in order without
overlaps, numbers them cite_001... in document order, links short forms to their full citations
across the document, and builds the claims. Tier-1 JSON input is
returned as it is.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left
from collections.abc import Sequence
from itertools import accumulate, pairwise

from briefcheck import prepared
from briefcheck.domain import performance

prepared.install()  # before anything imports eyecite

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType, Jurisdiction
from briefcheck.domain.ids import document_id_for
from briefcheck.domain.models import UNNUMBERED, Block, Components, Tier1Document
from briefcheck.extract import tokenizer
from briefcheck.extract.claims import (
    build_claims,
    continues_string,
    in_history,
    inside_parentheticals,
    quoted_courts_citations,
)
from briefcheck.extract.families import Finder, finders, found_in
from briefcheck.extract.linking import (
    apply_defined_short_names,
    drop_cases_named_before,
    link_short_forms,
    named_page_short_forms,
)
from briefcheck.extract.lists import with_listed
from briefcheck.extract.lookalikes import as_seen
from briefcheck.extract.record import ids_of_the_record
from briefcheck.extract.treatment import treat
from briefcheck.extract.us import Found
from briefcheck.ingest.readers import parse_tier1, read_document

__all__ = ["extract_blocks", "extract_document", "extract_text"]


@performance.paused()  # the document's objects live until it is done (domain/performance.py)
def extract_document(data: bytes, source_name: str, document_id: str | None = None) -> Tier1Document:
    """Tier 1 for a file's bytes (.txt, .md, .html, .docx, .pdf, or Tier-1 JSON), named
    `document_id` when the caller assigned one (the cloud scopes ids by tenant), else by the
    content's hash."""
    tier1 = parse_tier1(data, source_name)
    if tier1 is not None:
        return _extracted_again(tier1, document_id)
    read = read_document(data, source_name)
    return extract_blocks(
        read.blocks,
        source_name=source_name,
        data=data,
        media_type=read.media_type,
        unread=read.unread,
        document_id=document_id,
    )


def _extracted_again(tier1: Tier1Document, document_id: str | None) -> Tier1Document:
    """A Tier-1 document's blocks extracted again: its citations, claims and treatment are what
    this version reads in its text, never what the file says (saved by an older version, before a
    table was updated, or edited); its name, hash, media type and unread parts are the file's."""
    blocks = [b.model_copy(update={"citations": []}) for b in tier1.blocks]
    fresh = extract_blocks(
        blocks,
        source_name=tier1.source_name,
        data=b"",
        media_type=tier1.media_type,
        unread=tier1.unread,
        document_id=document_id or tier1.document_id,
    )
    return fresh.model_copy(update={"sha256": tier1.sha256})


def extract_text(text: str, source_name: str = "text.txt") -> Tier1Document:
    """Tier 1 for plain text: paragraphs are separated by blank lines."""
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text) if p.strip()]
    blocks = [
        Block(type="paragraph", text=p, path=f"/document/body/section_1/paragraph_{i}")
        for i, p in enumerate(paragraphs, 1)
    ]
    return extract_blocks(blocks, source_name=source_name, data=text.encode("utf-8"), media_type="text/plain")


def _numbered(blocks: list[Block]) -> list[Block]:
    """The blocks with their citations numbered again in document order (a short form read after
    linking stands among them), each short form's antecedent renumbered with it. An "Id." right
    after such a short form ("Hale at 307. ... Id. at 309.") means its case."""
    cites = [c for b in blocks for c in b.citations]
    if all(c.id == f"cite_{n:03d}" for n, c in enumerate(cites, 1)):
        return blocks
    for before, c in pairwise(cites):
        if before.id == UNNUMBERED and c.form is CitationForm.ID and before.antecedent_id is not None:
            c.antecedent_id = before.antecedent_id
    renamed = {c.id: f"cite_{n:03d}" for n, c in enumerate(cites, 1) if c.id != UNNUMBERED}
    for n, c in enumerate(cites, 1):
        c.id = f"cite_{n:03d}"
    for c in cites:
        if c.antecedent_id is not None:
            c.antecedent_id = renamed.get(c.antecedent_id, c.antecedent_id)
    return blocks


@performance.paused()
def extract_blocks(
    blocks: Sequence[Block],
    *,
    source_name: str,
    data: bytes,
    media_type: str,
    unread: Sequence[str] = (),
    document_id: str | None = None,
) -> Tier1Document:
    """Tier 1 over blocks already read; `data` is the source's bytes (for the hash, and the
    document id when none is given), `unread` names the parts of the file holding text the reader
    left out."""
    tokenizer.expect(sum(len(b.text) for b in blocks))
    finding = finders()
    per_block = [with_listed(b.text, _merge(_found_as_seen(b.text, finding))) for b in blocks]
    ordered = [f for found in per_block for f in found]
    for n, f in enumerate(ordered, 1):
        f.citation.id = f"cite_{n:03d}"
    drop_cases_named_before(ordered)
    firsts = list(accumulate((len(found) for found in per_block), initial=0))
    strung = [
        first + i
        for b, found, first in zip(blocks, per_block, firsts[:-1], strict=True)
        for i in range(1, len(found))
        if continues_string(b.text, found[i - 1].citation, found[i].citation)
    ]
    out_blocks = [
        b.model_copy(update={"citations": [f.citation for f in found]})
        for b, found in zip(blocks, per_block, strict=True)
    ]
    # a citation inside another's parenthetical, giving its history, or the quoted court's own inside
    # a block quotation is never what an "Id." means
    quoted = quoted_courts_citations(out_blocks)
    nested = [
        first + i
        for b, found, first in zip(blocks, per_block, firsts[:-1], strict=True)
        for within in (inside_parentheticals, in_history)
        for i in within(b.text, [f.citation for f in found])
    ] + [n for n, f in enumerate(ordered) if f.citation.id in quoted]
    _link(ordered, firsts, blocks, per_block, strung, nested)
    apply_defined_short_names(out_blocks)
    out_blocks = _numbered(named_page_short_forms(ids_of_the_record(out_blocks)))
    claims = build_claims(out_blocks)
    treat(out_blocks, claims)
    digest = hashlib.sha256(data).hexdigest()
    return Tier1Document(
        document_id=document_id or document_id_for(digest),
        source_name=source_name,
        sha256=digest,
        media_type=media_type,
        blocks=out_blocks,
        claims=claims,
        unread=list(unread),
    )


def _link(
    ordered: list[Found],
    firsts: list[int],
    blocks: Sequence[Block],
    per_block: list[list[Found]],
    strung: list[int],
    nested: list[int],
) -> None:
    """Short forms linked in the document's order (`ordered`, each block's first at `firsts`); a
    footnote's as a reader meets them, at the note's call: after the citations of its paragraph
    before the call, not after the whole paragraph as the readers set the note ("Harmon, 901 F.3d
    205.[^1] ... Pruitt, 902 F.3d 100." / "[^1] ... Id. at 211": Harmon's). The body's own are
    linked as ever."""
    calls = _notes_by_call(blocks, per_block)
    in_notes = [f for notes in calls.values() for j in notes for f in per_block[j]]
    if not any(f.citation.is_short_form for f in in_notes):
        link_short_forms(ordered, frozenset(strung), frozenset(nested))
        return
    order = _reading_order(blocks, per_block, firsts, calls)
    fresh = [_link_state(f) for f in ordered]
    at = {old: new for new, old in enumerate(order)}
    link_short_forms(
        [ordered[n] for n in order],
        frozenset(at[n] for n in strung if n in at),
        frozenset(at[n] for n in nested if n in at),
    )
    at_the_call = {id(f): _link_state(f) for f in in_notes}
    for f, state in zip(ordered, fresh, strict=True):
        _set_link_state(f, state)
    link_short_forms(ordered, frozenset(strung), frozenset(nested))
    for f in in_notes:
        _set_link_state(f, at_the_call[id(f)])


def _notes_by_call(blocks: Sequence[Block], per_block: list[list[Found]]) -> dict[int, list[int]]:
    """For each block calling footnotes that hold citations, those notes' blocks."""
    path_of = {b.path: i for i, b in enumerate(blocks)}
    calls: dict[int, list[int]] = {}
    for j, b in enumerate(blocks):
        if b.note_in is not None and b.note_mark is not None and b.note_in in path_of and per_block[j]:
            calls.setdefault(path_of[b.note_in], []).append(j)
    return calls


def _reading_order(
    blocks: Sequence[Block], per_block: list[list[Found]], firsts: list[int], calls: dict[int, list[int]]
) -> list[int]:
    """The citations' positions in the document's order as a reader meets them: each footnote's at
    its call."""
    placed = {j for notes in calls.values() for j in notes}
    order: list[int] = []
    for i, found in enumerate(per_block):
        if i in placed:
            continue
        notes = sorted(calls.get(i, []), key=lambda j: blocks[j].note_mark or 0)
        for n, f in enumerate(found):
            while notes and (blocks[notes[0]].note_mark or 0) <= f.citation.start:
                j = notes.pop(0)
                order += range(firsts[j], firsts[j + 1])
            order.append(firsts[i] + n)
        for j in notes:
            order += range(firsts[j], firsts[j + 1])
    return order


_LinkState = tuple[str | None, list[CitationFlag], Components, CitationType, Jurisdiction]


def _link_state(f: Found) -> _LinkState:
    c = f.citation
    return c.antecedent_id, list(c.flags), c.components, c.type, c.jurisdiction


def _set_link_state(f: Found, state: _LinkState) -> None:
    c = f.citation
    c.antecedent_id, flags, c.components, c.type, c.jurisdiction = state
    c.flags = list(flags)


def _found_as_seen(text: str, finding: Sequence[Finder]) -> list[Found]:
    """What the finders find in a block read as it looks (`extract/lookalikes.py`): a citation
    holding a lookalike character flagged, and shown as the brief writes it."""
    seen, replaced = as_seen(text)
    found = found_in(seen, finding)
    for f in found if replaced else ():
        c = f.citation
        if bisect_left(replaced, c.start) < bisect_left(replaced, c.end):
            c.text = text[c.start : c.end]
            c.flags.append(CitationFlag.LOOKALIKE_CHARACTERS)
    return found


def _merge(found: list[Found]) -> list[Found]:
    """Sorted by offset; where two citations overlap, the longer one stands. Of two over the same
    span, a UK reading beats a US one: the UK finder reads only its own series in their own
    styles, where eyecite reads any reporter-like word ("2008 SC 351" is the Session Cases, not
    volume 2008 of the South Carolina Reports)."""
    kept: list[Found] = []
    for f in sorted(found, key=lambda f: (f.citation.start, -f.citation.end)):
        c = f.citation
        if kept and c.start < kept[-1].citation.end:
            last = kept[-1].citation
            same = (c.start, c.end) == (last.start, last.end)
            uk_over_us = same and (c.jurisdiction, last.jurisdiction) == (Jurisdiction.UK, Jurisdiction.US)
            if (c.end - c.start) > (last.end - last.start) or uk_over_us:
                kept[-1] = f
            continue
        kept.append(f)
    return kept
