"""Builders for hand-made citations, shared by the rules tests."""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType, Jurisdiction
from briefcheck.domain.models import Citation, CitationTask, Claim, Components


def build_task(
    text: str,
    *,
    jurisdiction: str = "US",
    type: str = "case",
    form: str = "full",
    flags: tuple[str, ...] = (),
    context: str | None = None,
    antecedent: Citation | None = None,
    parenthetical: str | None = None,
    **components: object,
) -> CitationTask:
    citation = Citation(
        id="cite_001",
        text=text,
        type=CitationType(type),
        jurisdiction=Jurisdiction(jurisdiction),
        form=CitationForm(form),
        components=Components(**components),  # type: ignore[arg-type]
        start=0,
        end=len(text),
        flags=[CitationFlag(f) for f in flags],
        antecedent_id=antecedent.id if antecedent else None,
    )
    claim = None
    if parenthetical:
        claim = Claim(
            id="claim_1",
            citation_ids=["cite_001"],
            block_path="/document/body/section_1/paragraph_1",
            text=f"See {text}.",
            parenthetical=parenthetical,
        )
    return CitationTask(
        document_id="doc",
        citation=citation,
        context=context if context is not None else f"See {text}.",
        antecedent=antecedent,
        claim=claim,
    )


_US = re.compile(
    r"^(?P<p1>.+?) v\. (?P<p2>.+?), (?P<volume>\d+) (?P<reporter>.+?) (?P<page>\d+)"
    r"(?:, (?P<pin>\d+))?(?: \((?:(?P<court>[^()]*?) )?(?P<year>\d{4})\))?$"
)


def us_case(text: str, **overrides: object) -> CitationTask:
    """A hand-built task for 'A v. B, 1 Rep. 2, 3 (Court Year)', components filled from the text."""
    m = _US.match(text)
    if m is None:
        raise ValueError(f"not a simple US case citation: {text}")
    components: dict[str, object] = {
        "party_1": m["p1"],
        "party_2": m["p2"],
        "volume": m["volume"],
        "reporter": m["reporter"],
        "page": m["page"],
        "pin_cite": m["pin"],
        "court": m["court"],
        "year": m["year"],
    }
    components.update(overrides)
    return build_task(text, **components)
