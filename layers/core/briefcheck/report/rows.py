"""What every report shows of a result, the view model the renderers read: one row per citation
with its look (colour, label), the wording of verdicts, outcomes and categories, and the notes
shared by the HTML, terminal and Word output."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import cached_property

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    CitationStatus,
    CitationType,
    Outcome,
    Verdict,
    role_of,
)
from briefcheck.domain.models import CheckResult, Citation, Claim, Evidence
from briefcheck.domain.seats import seat_entry
from briefcheck.domain.status import FinalStatus, correction_sentence, final_status, how_to_check

__all__ = [
    "LOOK",
    "OUTCOME_CSS",
    "SHOWN_ELSEWHERE",
    "VERDICT_LETTER",
    "Look",
    "Row",
    "citation_rows",
    "correction_of",
    "evidence_links",
    "panel_line",
    "plural",
    "reason_of",
    "role_name",
    "tier3_short",
    "tier3_why",
    "unavailable_note",
    "unread_note",
    "unverified_note",
    "when_text",
    "why_flagged",
]

_NOT_JUDGED = "not judged"


@dataclass(frozen=True)
class Look:
    css: str  # bad | warn | ok
    label: str  # what the lawyer reads
    symbol: str  # survives black-and-white printing
    rank: int  # 0 is read first


LOOK = {
    CitationStatus.ERROR: Look("bad", "Error", "✗", 0),
    CitationStatus.LIKELY_HALLUCINATED: Look("bad", "Likely hallucinated", "✗", 1),
    CitationStatus.REVIEW: Look("warn", "Review", "?", 2),
    # Never green: nothing wrong was found, but nothing was looked up either.
    CitationStatus.UNVERIFIED: Look("unverified", "Unverified: not looked up", "–", 3),
    CitationStatus.VERIFIED: Look("ok", "Verified", "✓", 4),
}
# Ranks below this need a person to act: ERROR, LIKELY_HALLUCINATED, REVIEW.
_ACT_ON = 3
VERDICT_LETTER = {Verdict.VALID: "V", Verdict.INVALID: "I", Verdict.UNCERTAIN: "U"}

OUTCOME_CSS = {Outcome.VERIFIED_OK: "ok", Outcome.VERIFIED_ERROR: "bad", Outcome.UNVERIFIABLE: "warn"}
# Worst first: the outcome a row shows when a citation has several claim-citation pairs.
_OUTCOME_RANK = {Outcome.VERIFIED_ERROR: 0, Outcome.UNVERIFIABLE: 1, Outcome.VERIFIED_OK: 2}
# Extra evidence keys shown as links or in the summary already, or repeating the citation.
SHOWN_ELSEWHERE = {"found_url", "case_at_citation_url", "retrievals", "reason", "cited"}
_EVIDENCE_LINKS = (
    ("human_url", "Read the authority"),
    ("found_url", "Case found by name"),
    ("case_at_citation_url", "Case found at the citation"),
    ("retrieval_url", "Source record"),
)


# --------------------------------------------------------------------------- shared facts


@dataclass(frozen=True)
class Row:
    """One citation with everything the report says about it."""

    citation: Citation
    heading: str | None  # the section heading the citation sits under
    claim: Claim | None
    evidence: list[Evidence]  # worst outcome first
    page: int | None = None  # the PDF page its paragraph begins on
    note: str | None = None  # "footnote 3": the note it is in, which says where it is better than a heading

    @property
    def where(self) -> str | None:
        """Where a reader finds it: in its note, else under its section heading."""
        if self.note:
            return f"in {self.note}"
        return f"under \u201c{self.heading}\u201d" if self.heading else None

    @cached_property  # read for every chip, count and group: decided once a row
    def final(self) -> FinalStatus:
        """The stored status, or (for a result written before statuses existed) the same rule."""
        c = self.citation
        if c.status is not None:
            return FinalStatus(c.status, c.status_note or "")
        return final_status(c, c.validation, self.evidence)

    @property
    def status(self) -> CitationStatus:
        return self.final.status

    @property
    def look(self) -> Look:
        return LOOK[self.status]

    @property
    def flagged(self) -> bool:
        """ERROR, LIKELY_HALLUCINATED or REVIEW: a person must act on it."""
        return self.look.rank < _ACT_ON

    @property
    def group(self) -> tuple[int, str]:
        """Where the summary lists it: the worst first."""
        return (self.look.rank, self.look.label)

    @property
    def worst(self) -> Evidence | None:
        return self.evidence[0] if self.evidence else None


def citation_rows(result: CheckResult) -> list[Row]:
    """Every citation in document order."""
    claims = {c.id: c for c in result.claims}
    evidence: dict[str, list[Evidence]] = {}
    for e in result.evidence:
        evidence.setdefault(e.citation_id, []).append(e)
    rows, heading = [], None
    for block in result.blocks:
        if block.type == "heading":
            heading = block.text
        for c in block.citations:
            found = sorted(evidence.get(c.id, []), key=lambda e: _OUTCOME_RANK[e.outcome])
            rows.append(Row(c, heading, claims.get(c.claim_id or ""), found, block.page, block.note))
    return rows


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def role_name(agent: str) -> str:
    return seat_entry(role_of(agent)).title


def tier3_short(e: Evidence | None) -> str:
    if e is None:
        return "not run"
    if e.outcome is Outcome.VERIFIED_OK:
        return "verified"
    if e.outcome is Outcome.UNVERIFIABLE:
        return "unverifiable"
    return "error: " + (e.hallucination_category or "").lower().replace("_", " ")


def why_flagged(row: Row) -> str:
    """One line: why the citation has its status. Evidence and impossibilities speak for
    themselves; a panel's doubt is best explained by the first agent that doubted."""
    final = row.final
    v = row.citation.validation
    # a treatment the brief does not acknowledge is why, whatever a seat doubted ("overruled by ...",
    # not "first page 100 is a suspiciously round number")
    treatments = [t for t in (row.citation.treatment, *(e.treatment for e in row.evidence)) if t is not None]
    treated = any(t.unacknowledged is not None for t in treatments)
    panel_only = final.status in (CitationStatus.LIKELY_HALLUCINATED, CitationStatus.REVIEW) and not (
        (v is not None and v.impossibilities) or any(e.needs_review for e in row.evidence) or treated
    )
    if panel_only and v is not None:
        for wanted in (Verdict.INVALID, Verdict.UNCERTAIN):
            for a in v.panel_evaluation:
                if a.verdict is wanted:
                    return f"{role_name(a.agent)}: {a.explanation or a.reason}"
    return final.note or (v.consensus.reasoning if v else "The panel did not judge this citation.")


def tier3_why(r: Row) -> str:
    """For an unverified citation: what Tier 3 said, or that it was not asked."""
    e = r.worst
    if e is None:
        return "Not looked up in any source."
    return e.evidence_summary


def reason_of(r: Row, correction_apart: bool = False) -> str:
    """The one line every output gives for a citation's status. The long "possible, not looked up"
    note is said once per report, so an unverified citation says what Tier 3 added.
    `correction_apart`: the output gives the suggested correction on its own line, so the reason
    does not say it too."""
    reason = why_flagged(r) if r.flagged else tier3_why(r)
    if correction_apart and (correction := correction_of(r)):
        reason = reason.replace(correction_sentence(correction), "")
    return reason


def correction_of(r: Row) -> str | None:
    return next((e.suggested_correction for e in r.evidence if e.suggested_correction), None)


def evidence_links(e: Evidence) -> list[tuple[str, str]]:
    """(label, url) for every page of the evidence a person can open, each once. A page is "the
    authority" only when a source verified it; a case a person must still compare is "the case
    found"; a source's record is linked only when it holds a case (a request that returned
    nothing leads nowhere)."""
    d = e.evidence_details
    fields = {"retrieval_url": d.retrieval_url, "human_url": d.human_url, **(d.model_extra or {})}
    verified = e.outcome is Outcome.VERIFIED_OK and not e.needs_review
    found = bool(fields.get("found_case_name") or fields.get("case_at_citation"))
    links, seen = [], set()
    for key, label in _EVIDENCE_LINKS:
        url = fields.get(key)
        if not url or str(url) in seen or (key == "retrieval_url" and not found):
            continue
        if key == "human_url" and not verified:
            label = "Open the case found"
        seen.add(str(url))
        links.append((label, str(url)))
    return links


def unavailable_note(rows: list[Row]) -> str | None:
    """Failed agents count as UNCERTAIN, which can flag a real citation: say so up front."""
    failed = [
        v
        for r in rows
        if r.citation.validation
        for v in r.citation.validation.panel_evaluation
        if v.reason == AGENT_UNAVAILABLE
    ]
    if not failed:
        return None
    hit = len({v.agent for v in failed})
    return (
        f"{plural(len(failed), 'agent verdict')} missing: {plural(hit, 'agent')} failed after retries "
        f"({AGENT_UNAVAILABLE}). A missing verdict counts as UNCERTAIN, so some citations may be "
        "flagged for that reason alone; run the check again when the backend is reachable."
    )


def unverified_note(rows: list[Row]) -> str | None:
    """UNVERIFIED is not a clean bill: say how many case citations were not looked up, and how to
    look them up; and how many are not case law, which no case-law source would look up."""
    unverified = [r for r in rows if r.status is CitationStatus.UNVERIFIED]
    if not unverified:
        return None
    cases = [r for r in unverified if r.citation.type is CitationType.CASE]
    rest = len(unverified) - len(cases)
    said = []
    if cases:
        said.append(
            f"{plural(len(cases), 'case citation')} not looked up in any source (UNVERIFIED). The panel "
            "found nothing wrong with them, which shows only that each is possible (reporter, volume, year "
            "and court fit together): a well-formed invented citation passes it. "
            f"{how_to_check(e for r in cases for e in r.evidence)}"
        )
    if rest:
        verb, them = ("is", "it") if rest == 1 else ("are", "them")
        said.append(
            f"{plural(rest, 'citation')} that {verb} not case law (a statute, rule, treaty, journal or "
            f"secondary source) {verb} held by no case-law source: check {them} by hand."
        )
    return " ".join(said)


def panel_line(result: CheckResult) -> str:
    labels = {seat.label for seat in result.panel}
    if len(labels) == 1:
        return f"all {len(result.panel)} agents on {next(iter(labels))}"
    return "; ".join(f"{role_name(seat.agent)}: {seat.label}" for seat in result.panel)


def when_text(t: datetime) -> str:
    return t.strftime("%d %b %Y %H:%M UTC")


# --------------------------------------------------------------------------- HTML


def unread_note(unread: list[str]) -> str:
    """The parts of the file the reader left out, in the words every report uses."""
    return f"Not read for citations: {'; '.join(unread)}. Check any authority cited there by hand."
