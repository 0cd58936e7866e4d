"""Negative treatment of the cases a brief cites, read where it can be read offline and exactly:
the Supreme Court's own overrulings (the Constitution Annotated's table, joined on U.S. Reports
citations) and the subsequent history the brief itself states (", overruled on other grounds by
...", "rev'd", "abrogated by ..."), so a treatment the lawyer acknowledged is shown and not
flagged. Sets `Citation.treatment` on each US case citation: a short form carries its full
citation's, as the same reliance on the case."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from functools import cache

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import (
    STATED_IN_BRIEF,
    Block,
    Citation,
    Claim,
    NegativeTreatment,
    TreatingCase,
    Treatment,
)
from briefcheck.extract.claims import parenthetical_after
from briefcheck.extract.us import NOT_A_HISTORY
from briefcheck.reference import find_reporter, volume_year
from briefcheck.reference.overruled import (
    SOURCE,
    Overruling,
    overruling_decisions,
    overrulings,
    overrulings_named,
)
from briefcheck.reference.tables import given_names, state_names
from briefcheck.text.history import acknowledges_history, acknowledges_treatment, own_part, with_later_history
from briefcheck.text.names import distinctive, tokens

# Subsequent history written right after a citation (and its parentheticals).
_HISTORY = re.compile(
    r"\s*,?\s*(?:and\s+)?(?P<label>overruled|abrogated|superseded|disapproved|questioned|limited|rev'd|reversed"
    r"|vacated|revd)(?P<in_part>\s+in\s+part)?(?P<other>\s+on\s+other\s+grounds)?(?P<statute>\s+by\s+statute)?"
    r"(?:\s+(?:by|as\s+(?:recognized|stated)\s+in))?" + NOT_A_HISTORY,
    re.IGNORECASE,
)
_LABELS = {"rev'd": "reversed", "revd": "reversed"}  # (New York's official style writes no stop)
# A sentence that says the lawyer knows: the authority's treatment named in its claim.
_US = re.compile(r"^(\d+)\s*U\.\s?S\.\s*(\d+)$")
_US_IN = re.compile(r"\b(\d+)\s*U\.\s?S\.\s*(\d+)\b")
# Reporters of the Supreme Court's decisions alone, spaces removed: the Supreme Court Reporter and
# the Lawyers' Edition
_SUPREME_COURT_ONLY = frozenset({"S.Ct.", "L.Ed.", "L.Ed.2d"})
NOT_CHECKED = (
    "not checked: negative treatment is read for Supreme Court decisions cited to U.S. Reports "
    "(the Constitution Annotated's table; to the Supreme Court Reporter or the Lawyers' Edition where "
    "the name and year are the table's) and from the brief's own subsequent history"
)


def treat(blocks: Sequence[Block], claims: Sequence[Claim]) -> None:
    """Set each full US case citation's treatment, from the table and the brief, and each short
    form's from the citation it refers to."""
    claim_text = {c.id: c.text for c in claims}
    by_id: dict[str, Citation] = {}
    for block in blocks:
        cites = sorted(block.citations, key=lambda c: c.start)
        for n, c in enumerate(cites):
            by_id[c.id] = c
            if c.type is not CitationType.CASE or c.jurisdiction is not Jurisdiction.US:
                continue
            said = own_part(claim_text.get(c.claim_id or "", ""), c.text)
            if not c.is_short_form:  # and later sentences of its paragraph giving its history
                said = with_later_history(said, block.text, c.text, _name_of(c))
            if c.is_short_form:
                # the antecedent comes earlier in the brief, so its treatment is already set
                referred = by_id.get(c.antecedent_id or "")
                if referred is not None and referred.treatment is not None:
                    c.treatment = _again(referred.treatment, said)
                elif referred is None and _pinned_rows(c):  # no full citation before it
                    c.treatment = _treatment(c, [], said)
                continue
            stated = _stated(block.text, c, cites[n + 1 :])
            c.treatment = _owned_later(_treatment(c, stated, said), c, block.text, cites[n + 1 :])
            if _overruling_not_in_table(c, stated):
                c.flags.append(CitationFlag.OVERRULING_NOT_IN_TABLE)


def _owned_later(treatment: Treatment, c: Citation, text: str, following: Sequence[Citation]) -> Treatment:
    """The treatment, acknowledged where a later citation of the paragraph is the treating case's,
    its parenthetical saying what it did to this one: "But see Loper Bright ..., 603 U.S. 369
    (2024) (overruling Chevron)"."""
    short = next((w for p in (c.components.party_1, c.components.party_2) if p for w in distinctive(p)), None)
    if short is None or all(n.acknowledged_in_brief for n in treatment.negative):
        return treatment
    owned: set[str] = set()
    for f in following:
        said = parenthetical_after(text, f.end).said or ""
        did = _DID_TO.match(said)
        if did is not None and short in tokens(did["whom"]):
            owned |= set(distinctive(_name_of(f)))
    if not owned:
        return treatment
    negative = [
        n.model_copy(update={"acknowledged_in_brief": True})
        if not n.acknowledged_in_brief and owned & set(distinctive(n.by.case_name))
        else n
        for n in treatment.negative
    ]
    return treatment.model_copy(update={"negative": negative})


# A later citation's parenthetical saying it overruled a case: "(overruling Chevron)"
_DID_TO = re.compile(r"\s*(?:overruling|abrogating)\s+(?P<whom>[^;]+)", re.IGNORECASE)


def _again(treatment: Treatment, said: str) -> Treatment:
    """A short form's treatment: the same reliance as its full citation's, acknowledged if its
    own sentence says the brief knows."""
    if not any(not n.acknowledged_in_brief for n in treatment.negative) or not acknowledges_history(said):
        return treatment
    negative = [n.model_copy(update={"acknowledged_in_brief": True}) for n in treatment.negative]
    return treatment.model_copy(update={"negative": negative})


def _treatment(c: Citation, stated: list[NegativeTreatment], said: str) -> Treatment:
    cite = _us_cite(c)
    negative = list(stated)
    rows = overrulings().get(cite, ()) if cite is not None else _named_rows(c) or _pinned_rows(c)
    if cite is None and not rows:
        source = "the brief's own subsequent history" if stated else NOT_CHECKED
        return Treatment(checked=bool(stated), source=source, negative=negative)
    joined = SOURCE if cite is not None else f"{SOURCE}, joined by the decision's name and year"
    for row in rows:
        # the brief's history acknowledges the row when it says as much as the row: "on other
        # grounds" or "in part" understate an outright overruling, even naming the case that did it
        understated = bool(stated) and not any(s.scope == "whole" or row.in_part for s in stated)
        acknowledged = not understated and acknowledges_treatment(
            said,
            not row.in_part,
            row.by_name,
            row.name,
            given_names=given_names(),
            states=state_names(),
            by_citations=(row.by_citation,) if row.by_citation else (),
            label="overruled",
        )
        by = TreatingCase(case_name=row.by_name, citation=row.by_citation, court="scotus",
                          date=str(row.by_year) if row.by_year else None)  # fmt: skip
        negative.append(
            NegativeTreatment(
                label="overruled",
                scope="in_part" if row.in_part else "whole",
                by=by,
                sentence=(
                    f"{row.name}, {row.citation} ({row.year}), was overruled{' in part' * row.in_part}"
                    f" by {row.by_name}, {row.by_citation} ({row.by_year})."
                ),
                acknowledged_in_brief=acknowledged,
                source=joined,
            )
        )
    return Treatment(checked=True, source=joined + (" and the brief's subsequent history" if stated else ""),
                     negative=negative)  # fmt: skip


def _named_rows(c: Citation) -> tuple[Overruling, ...]:
    """The table's rows for a decision cited to a reporter of the Supreme Court's alone other than
    the U.S. Reports (which the table gives), by its name and year: the cited year, else the year
    the reporter's volume holds."""
    k = c.components
    if (k.reporter or "").replace(" ", "") not in _SUPREME_COURT_ONLY:
        return ()
    year = int(k.year) if (k.year or "").isdigit() else _volume_year(k.reporter, k.volume)
    return overrulings_named((k.party_1, k.party_2), year)


def _pinned_rows(c: Citation) -> tuple[Overruling, ...]:
    """The table's rows for a short form the brief cites with no full citation before it
    ("Chevron, 467 U.S. at 843"): the decision in its U.S. Reports volume whose first page is the
    nearest at or before the pinned page, when the short form names a word of its name."""
    k = c.components
    volume = k.volume or ""
    if not c.is_short_form or (k.reporter or "").replace(" ", "") != "U.S." or not volume.isdigit():
        return ()
    pin = (k.pin_cite or "").split("-")[0].split(",")[0].strip()
    if not pin.isdigit():
        return ()
    first = next((p for p in reversed(_first_pages().get(int(volume), ())) if p <= int(pin)), None)
    rows = overrulings().get(f"{volume} U.S. {first}", ()) if first is not None else ()
    named = set(tokens(" ".join(filter(None, (k.party_1, k.party_2)))))
    return tuple(r for r in rows if named & set(distinctive(r.name)))


@cache
def _first_pages() -> dict[int, tuple[int, ...]]:
    """The first pages of the table's overruled decisions in each U.S. Reports volume, in order."""
    pages: dict[int, list[int]] = {}
    for cite in overrulings():
        m = _US.match(cite)
        if m:
            pages.setdefault(int(m.group(1)), []).append(int(m.group(2)))
    return {volume: tuple(sorted(p)) for volume, p in pages.items()}


def _volume_year(reporter: str | None, volume: str | None) -> int | None:
    row = find_reporter(reporter)
    held = row.curated if row is not None else None
    return volume_year(held, int(volume), date.today().year) if held and (volume or "").isdigit() else None


def _overruling_not_in_table(c: Citation, stated: Sequence[NegativeTreatment]) -> bool:
    """Whether the brief says a Supreme Court decision was overruled, outright, by a decision of
    the U.S. Reports the table lists as overruling nothing, or where the table names the decisions
    that overruled it and this is none of them (a decision by its citation, or for one the table
    names by docket, a word of its name). What else a decision of the table overruled is not
    doubted where the table has no overruling of the cited one: its rows may not name all."""
    cite = _us_cite(c)
    if cite is None:
        return False
    cited, docketed = overruling_decisions()
    overruled_by = overrulings().get(cite, ())
    for n in stated:
        by = _US_IN.search(n.by.citation or "")
        if n.label != "overruled" or n.scope != "whole" or by is None:
            continue
        named = set(distinctive(n.by.case_name))
        citation = f"{by.group(1)} U.S. {by.group(2)}"
        listed = citation in cited or any(named & set(distinctive(d)) for d in docketed)
        if not listed:
            return True
        if overruled_by and not any(
            row.by_citation == citation or named & set(distinctive(row.by_name)) for row in overruled_by
        ):
            return True
    return False


def _stated(text: str, c: Citation, following: Sequence[Citation]) -> list[NegativeTreatment]:
    """The subsequent history the brief writes after the citation: each phrase, and the case it
    names (the next citation), if any."""
    out: list[NegativeTreatment] = []
    at = parenthetical_after(text, c.end).end
    while (m := _HISTORY.match(text, at)) is not None:
        label = _LABELS.get(m["label"].lower(), m["label"].lower())
        scope = "in_part" if m["in_part"] else "on_other_grounds" if m["other"] else "whole"
        after = next((f for f in following if f.start >= m.end() - 1), None)
        close = after is not None and not text[m.end() : after.start].strip(" ,")[:40].count(".")
        by = TreatingCase(case_name=_name_of(after) if after and close else "a later decision",
                          citation=after.text if after and close else None)  # fmt: skip
        if m["statute"]:
            by = TreatingCase(case_name="statute")
        out.append(
            NegativeTreatment(
                label=label,  # type: ignore[arg-type]
                scope=scope,  # type: ignore[arg-type]
                by=by,
                sentence=text[c.start : (after.end if after and close else m.end())].strip(),
                acknowledged_in_brief=True,
                source=STATED_IN_BRIEF,
            )
        )
        if after is None or not close:
            break
        at = parenthetical_after(text, after.end).end
    return out


def _name_of(c: Citation) -> str:
    parties = [p for p in (c.components.party_1, c.components.party_2) if p]
    return " v. ".join(parties) if parties else c.text


def _us_cite(c: Citation) -> str | None:
    """The citation's U.S. Reports citation, its own or a parallel one ("410 U.S. 113")."""
    k = c.components
    if k.volume and k.reporter and k.page and k.reporter.replace(" ", "") == "U.S.":
        return f"{k.volume} U.S. {k.page}"
    for parallel in k.parallel_citations:
        m = _US.match(parallel.strip())
        if m:
            return f"{m.group(1)} U.S. {m.group(2)}"
    return None
