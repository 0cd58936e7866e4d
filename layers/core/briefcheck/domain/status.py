"""The one final status per citation a lawyer reads (SPEC section 7), from the panel and Tier 3.

In order, the first that applies:
- ERROR: Tier 3 evidence shows an error (any category);
- LIKELY_HALLUCINATED: a decisive impossibility (whatever the panel's backend said);
- VERIFIED: a source found the authority and its identity matched;
- REVIEW: a source found the named case at the citation but could not settle the rest (a court
  that differs, say): the panel's doubt does not make a case that exists invented;
- LIKELY_HALLUCINATED: the panel says so with at least one INVALID verdict (and no source found
  the case); a panel that only doubts (UNCERTAIN, failed agents) sends it to REVIEW;
- REVIEW: the panel is split, the citation was never judged, or a source answered something
  that could not be settled;
- UNVERIFIED: nothing wrong was found and nothing was looked up (or could be). That is not a
  clean bill: the note says what was and was not checked, and how to check the rest.

Then, whatever the status but ERROR or LIKELY_HALLUCINATED: a citation written with characters
that only look like its letters or digits is REVIEW (retype it); an authority overruled, abrogated,
superseded, reversed or vacated, where the brief does not acknowledge it, is REVIEW, the
treatment and its source first in the note.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    CLAIM_REASONS,
    CitationFlag,
    CitationStatus,
    CitationType,
    Outcome,
    Recommendation,
    Verdict,
)
from briefcheck.domain.glossary import COURTLISTENER_BULK
from briefcheck.domain.models import (
    REPORTED_IN_A_PARENTHETICAL,
    UNSAFE_TREATMENTS,
    AgentVerdict,
    CheckResult,
    Citation,
    Claim,
    Evidence,
    NegativeTreatment,
    Treatment,
    Validation,
)

# What a lawyer can do about a citation nothing looked up.
HOW_TO_VERIFY = (
    "To look citations up: build the offline index from CourtListener's bulk data "
    "(`briefcheck index build`), or set COURTLISTENER_TOKEN and run with --tier3 all; "
    "or check them by hand in a citator."
)
# How a source's answer begins when CourtListener's request limits held a look-up back.
DEFERRED = "deferred: CourtListener limit"
# What to do about it: nothing is wrong with the set-up, the look-up waits for the limit to reset.
REVALIDATE_LATER = (
    "Deferred, not refused: CourtListener's request limit was reached. Run `briefcheck revalidate` "
    "once it has reset to look the deferred citations up (in AWS the daily re-validation does it)."
)


# What a flag (or a verified citation) whose check a limit held back in part says at its end.
FINISH_LATER = (
    "Part of this check was not finished: CourtListener's request limit deferred it. Run "
    "`briefcheck revalidate` once the limit has reset to finish it (in AWS the daily re-validation does it)."
)


# What a lawyer can do about a citation the offline index was asked about and does not hold.
HOW_TO_VERIFY_PAST_THE_INDEX = (
    "To look them up past the offline index: set COURTLISTENER_TOKEN and run with --tier3 all "
    "(CourtListener's API holds what its bulk files lack); or check them by hand in a citator."
)


def how_to_check(evidence: Iterable[Evidence]) -> str:
    """The advice for citations nothing settled: wait and re-validate when CourtListener's limit
    deferred any of them; else how to get a source that can answer (past the offline index, when
    it was the source asked)."""
    evidence = list(evidence)
    if any(DEFERRED in e.evidence_summary for e in evidence if e.outcome is Outcome.UNVERIFIABLE):
        return REVALIDATE_LATER
    if any(e.evidence_details.source == COURTLISTENER_BULK for e in evidence):
        return HOW_TO_VERIFY_PAST_THE_INDEX
    return HOW_TO_VERIFY


# What a source checked when it found the named case at the citation (Evidence.checked)
IDENTITY_CHECKED = ("existence", "name")
# The statuses that say a citation is wrong, not only unsettled
FAILING = frozenset({CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED})
# `check --fail-on LEVEL`: the statuses that make the exit status 1 at each level.
FAIL_ON: dict[str, frozenset[CitationStatus]] = {
    "error": FAILING,
    "review": FAILING | {CitationStatus.REVIEW},
    "unverified": FAILING | {CitationStatus.REVIEW, CitationStatus.UNVERIFIED},
}


@dataclass(frozen=True)
class FinalStatus:
    status: CitationStatus
    note: str


def correction_sentence(correction: str) -> str:
    """How a status note ends when the source suggests the citation as it should read."""
    return f" Suggested correction: {correction}."


# What a lawyer is told of a citation written with lookalike characters (`extract/lookalikes.py`)
LOOKALIKE_NOTE = (
    "The brief writes this citation with characters that only look like its letters or digits "
    "(another alphabet's letters, or letters among a number's digits, such as O for 0 or l for "
    "1), or a number led by a zero: it was read as it looks, but a search of it as written finds "
    "nothing. Retype it."
)


OTHER_VOLUME_NOTE = (
    "The short form names a case the brief cited in full in another volume than the one it gives: check "
    "which case and volume are meant."
)


def final_status(citation: Citation, validation: Validation | None, evidence: list[Evidence]) -> FinalStatus:
    found = _status(citation, validation, evidence)
    if CitationFlag.LOOKALIKE_CHARACTERS in citation.flags and found.status not in FAILING:
        found = FinalStatus(CitationStatus.REVIEW, f"{LOOKALIKE_NOTE} {found.note}")
    if CitationFlag.OTHER_VOLUME_SHORT_FORM in citation.flags and found.status is CitationStatus.VERIFIED:
        found = FinalStatus(CitationStatus.REVIEW, f"{OTHER_VOLUME_NOTE} {found.note}")
    if found.status is not CitationStatus.UNVERIFIED and any(
        DEFERRED in e.evidence_summary for e in evidence
    ):
        found = FinalStatus(
            found.status, f"{found.note} {FINISH_LATER}"
        )  # an UNVERIFIED note says it its own way
    treatments = [t for t in (citation.treatment, *(e.treatment for e in evidence)) if t is not None]
    treated = next((t.unacknowledged for t in treatments if t.unacknowledged is not None), None)
    if found.status in FAILING:
        return found
    unshown = [h for t in treatments for h in t.history_not_shown or ()]
    if unshown:
        return FinalStatus(
            CitationStatus.REVIEW,
            f"The history the brief gives is not what the source shows: {'; '.join(unshown)}. Check that "
            f"history before filing. {found.note}",
        )
    if treated is None:  # one the brief acknowledges keeps the status, and is shown
        known = next((t.acknowledged for t in treatments if t.acknowledged is not None), None)
        # a case limited or questioned is still law, but a reader relying on it must hear so
        short_of = next((n for t in treatments for n in t.negative if n.label not in UNSAFE_TREATMENTS), None)
        note = found.note
        if known is not None:
            note += f" Negative treatment the brief acknowledges: {_told(known)}."
        if short_of is not None:
            note += f" Treatment short of overruling, to read before relying on it: {_told(short_of)}."
        return found if note == found.note else FinalStatus(found.status, note)
    said = (
        # (not "does not mention": a brief may name it and understate it, "on other grounds" of an
        # outright overruling, or credit it to another case)
        f"Negative treatment the brief does not acknowledge as the source gives it: {_told(treated)}. "
        "Check that the authority is still good law for the point it is cited for."
    )
    return FinalStatus(CitationStatus.REVIEW, f"{said} {found.note}")


def _told(treated: NegativeTreatment) -> str:
    """A treatment as a note says it: what was done, by which case, in whose words (its source)."""
    by = treated.by
    who = ", ".join(part for part in (by.case_name, by.citation) if part)
    when = f" ({by.date[:4]})" if by.date else ""
    scope = "" if treated.scope == "whole" else f" {treated.scope.replace('_', ' ')}"
    # a sentence that names the treating case says it all; a citing opinion's words need their author
    if treated.source.endswith(REPORTED_IN_A_PARENTHETICAL):  # the opinion citing it reports it
        what = f"{treated.label}{scope}, as {who}{when} reports it: \u201c{treated.sentence}\u201d"
    elif by.case_name in treated.sentence:
        what = treated.sentence
    else:
        what = f"{treated.label}{scope} by {who}{when}: \u201c{treated.sentence}\u201d"
    return f"{what} (source: {treated.source})"


def _status(citation: Citation, validation: Validation | None, evidence: list[Evidence]) -> FinalStatus:
    errors = [e for e in evidence if e.outcome is Outcome.VERIFIED_ERROR]
    if errors:
        e = errors[0]
        fix = correction_sentence(e.suggested_correction) if e.suggested_correction else ""
        return FinalStatus(CitationStatus.ERROR, e.evidence_summary + fix)
    if validation is not None and validation.impossibilities:
        impossible = "; ".join(validation.impossibilities)
        found = next((e for e in evidence if e.outcome is Outcome.VERIFIED_OK), None)
        if found is not None:  # a real case, found where cited: the citation is wrong, not invented
            return FinalStatus(
                CitationStatus.ERROR,
                f"{found.evidence_summary} But as written the citation cannot be: {impossible}. Correct it.",
            )
        return FinalStatus(CitationStatus.LIKELY_HALLUCINATED, f"Impossible as cited: {impossible}")
    verified = [e for e in evidence if e.outcome is Outcome.VERIFIED_OK and not e.needs_review]
    if verified:
        e = verified[0]
        claimed = _claim_faults(validation)
        if claimed:
            return FinalStatus(
                CitationStatus.REVIEW,
                f"{e.evidence_summary} But what the brief says it decided cannot be: {claimed}. "
                "A person must check the claim against the opinion.",
            )
        return FinalStatus(CitationStatus.VERIFIED, e.evidence_summary)
    # a source found the named case at the citation (what it could not settle is for a person): the
    # panel's doubt of the citation does not make the case invented
    identified = next(
        (e for e in evidence if e.needs_review and set(IDENTITY_CHECKED) <= set(e.checked)), None
    )
    if identified is not None:
        return FinalStatus(CitationStatus.REVIEW, identified.evidence_summary)
    if validation is not None and validation.consensus.recommendation is Recommendation.LIKELY_HALLUCINATED:
        # doubts alone (UNCERTAIN, failed agents) are a reason to review, not to call it invented
        if validation.consensus.verdict_counts.INVALID == 0:
            return FinalStatus(CitationStatus.REVIEW, _panel_note(validation))
        return FinalStatus(CitationStatus.LIKELY_HALLUCINATED, _panel_note(validation))
    unsettled = [e for e in evidence if e.needs_review]
    if unsettled:
        return FinalStatus(CitationStatus.REVIEW, unsettled[0].evidence_summary)
    if validation is None:
        return FinalStatus(CitationStatus.REVIEW, "Not judged by the panel.")
    if validation.consensus.recommendation is Recommendation.UNCERTAIN:
        return FinalStatus(CitationStatus.REVIEW, _panel_note(validation))
    return FinalStatus(CitationStatus.UNVERIFIED, _unverified_note(citation, evidence))


def _panel_note(validation: Validation) -> str:
    """The panel's vote, and what its seats found: the first objection (an impossibility before a
    doubt; a failed seat's only when no seat found anything)."""

    def rank(v: AgentVerdict) -> tuple[bool, bool]:
        return v.uncertain_reason == AGENT_UNAVAILABLE, v.verdict is not Verdict.INVALID

    objections = sorted((v for v in validation.panel_evaluation if v.verdict is not Verdict.VALID), key=rank)
    said = next((v.explanation.strip() for v in objections if v.explanation and v.explanation.strip()), "")
    return (
        f"{validation.consensus.reasoning} Found: {said.rstrip('.')}."
        if said
        else validation.consensus.reasoning
    )


def _claim_faults(validation: Validation | None) -> str:
    """What the panel found impossible in the claim itself (an anachronistic holding), which a
    source finding the case leaves standing; empty when nothing."""
    if validation is None:
        return ""
    return "; ".join(
        v.explanation or ""
        for v in validation.panel_evaluation
        if v.verdict is Verdict.INVALID and v.invalid_reason in CLAIM_REASONS
    )


def _unverified_note(citation: Citation, evidence: list[Evidence]) -> str:
    looked = [e for e in evidence if e.outcome is Outcome.UNVERIFIABLE]
    if looked:
        why = looked[0].evidence_summary
    elif citation.type is CitationType.CASE:
        why = "Not looked up in any source."
    else:
        why = f"Not looked up: no public source is consulted for {citation.type.value} citations."
    return (
        "The panel found nothing wrong, which shows the citation is possible, not that it exists. "
        f"{why} {how_to_check(looked) if citation.type is CitationType.CASE else ''}"
    ).strip()


def by_citation(evidence: list[Evidence]) -> dict[str, list[Evidence]]:
    """A document's evidence grouped by citation id, once per document."""
    grouped: dict[str, list[Evidence]] = {}
    for e in evidence:
        grouped.setdefault(e.citation_id, []).append(e)
    return grouped


def with_statuses(
    citations: Iterable[Citation], validations: Mapping[str, Validation], evidence: dict[str, list[Evidence]]
) -> list[Citation]:
    """The citations with their validation, final status and note set, from that validation and
    their evidence (`by_citation` of the document's): one copy of each citation."""
    out = []
    for c in citations:
        validation = validations.get(c.id)
        found = evidence.get(c.id, [])
        s = final_status(c, validation, found)
        update = {"validation": validation, "status": s.status, "status_note": s.note}
        out.append(c.model_copy(update={**update, "treatment": _treatment_found(c.treatment, found)}))
    return out


def _treatment_found(read: Treatment | None, evidence: list[Evidence]) -> Treatment | None:
    """The citation's treatment as its result gives it: what Tier 1 read (the brief's own history,
    the Supreme Court's table) with what a source's citing opinions showed, each treatment once, so
    that the citation never says "not checked" of a case a source found treated."""
    looked = next((e.treatment for e in evidence if e.treatment is not None and e.treatment.checked), None)
    if looked is None:
        return read
    if read is None or not read.checked:
        return looked
    # (one treatment once: the source's, with its sentence, where the brief states it too)
    found = {(n.label, n.by.case_name.lower()) for n in looked.negative}
    kept = [n for n in read.negative if (n.label, n.by.case_name.lower()) not in found]
    return read.model_copy(
        update={
            "source": f"{read.source}; {looked.source}",
            "cited_by": looked.cited_by,
            "negative": [*kept, *looked.negative],
            "history_not_shown": [*(read.history_not_shown or ()), *(looked.history_not_shown or ())] or None,
        }
    )


# Exit status of `check`, one rule for the CLI and the MCP server.
EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT, EXIT_UNCHECKED = 0, 1, 2, 3


@dataclass(frozen=True)
class Checked:
    """How much of a document a source actually checked: the headline's first words. The four
    counts divide the citations: each is in exactly one, so they add up by construction."""

    citations: int
    checked: int  # a source was asked and answered (verified, an error shown, one for a person)
    impossible: int  # impossible as cited (malformed, a court that did not exist ...): no source asked
    unchecked: int  # case citations nothing looked up, or no source held
    no_source: int  # citations of kinds no case-law source holds (statutes, rules, treaties, journals)
    failed: int  # ERROR or LIKELY_HALLUCINATED
    review: int
    statuses: tuple[CitationStatus, ...]  # each citation's final status
    unread: tuple[str, ...] = ()  # parts of the document not read for citations (a Word file's headers)
    # found citations whose quotations were not compared with the opinion's text (none held)
    quotes_unread: int = 0

    @property
    def headline(self) -> str:
        """What the lawyer reads first: how many were checked and how many were not, then what is
        wrong. Never "nothing wrong" while a case citation is unchecked."""
        if not self.citations and self.unread:
            return (
                "No citations were found in the parts read; not read for citations: "
                f"{'; '.join(self.unread)}. Check any authority cited there by hand."
            )
        if not self.citations:
            return "No citations were found in this document."
        plural = "s" if self.citations != 1 else ""
        parts = [f"{self.checked} of {self.citations} citation{plural} checked by a source"]
        if self.impossible:
            parts.append(f"{self.impossible} impossible as cited")
        if self.unchecked:
            parts.append(f"{self.unchecked} case citation{'s' if self.unchecked != 1 else ''} not checked")
        if self.no_source:
            parts.append(f"{self.no_source} not case law (statutes, rules and the like)")
        said = ", ".join(parts)
        if self.unread:  # what was not read cannot have been checked
            said += f"; not read for citations: {'; '.join(self.unread)}"
        if self.failed:
            verdict = f"{self.failed} must be fixed or removed before filing"
            if self.review:  # both are said: either may fail the run (--fail-on review)
                verdict += f", and {self.review} need{'s' if self.review == 1 else ''} a person's review"
        elif self.review:
            verdict = f"{self.review} need{'s' if self.review == 1 else ''} a person's review before filing"
        elif self.unchecked and not self.checked:
            # (not "nothing was looked up": a source may have been asked and held none of them)
            verdict = (
                "no source checked any of them, and the citations may still be invented: look them up first"
            )
        elif self.unchecked:
            verdict = (
                "no error was found in what was checked, but the unchecked citations may still be invented: "
                "look them up before filing"
            )
        elif not self.checked:
            verdict = "none of them is held by a case-law source: check them by hand"
        elif self.unread:
            verdict = (
                "every case citation read was found in a source under its name, but check any authority "
                "cited in the parts not read by hand"
            )
        elif self.quotes_unread:
            verdict = (
                "every case citation was found in a source under its name, but the quotations of "
                f"{self.quotes_unread} were not compared with the opinion's text: read those before filing"
            )
            return f"{said}. {verdict[0].upper()}{verdict[1:]}."
        else:
            verdict = (
                "every case citation was found in a source under its name; read what you cite all the same"
            )
        if self.quotes_unread:  # said whatever else is wrong
            n = self.quotes_unread
            verdict += (
                f"; the quotations of {n} found citation{'s' if n != 1 else ''} were not compared with the "
                "opinion's text: read those before filing"
            )
        return f"{said}. {verdict[0].upper()}{verdict[1:]}."

    def exit_status(self, fail_on: frozenset[CitationStatus]) -> int:
        """1 at the `--fail-on` level (parts not read fail `unverified`); else 3 while any citation is
        unchecked or for review, or a part of the document was not read; else 0."""
        if any(s in fail_on for s in self.statuses) or (self.unread and CitationStatus.UNVERIFIED in fail_on):
            return EXIT_FAILED
        if self.unchecked or self.review or self.unread:
            return EXIT_UNCHECKED
        return EXIT_OK


def asked_a_source(e: Evidence) -> bool:
    """Whether the evidence comes from a source that was asked (a look-up was made), not from the
    citation's own form (malformed, not routable)."""
    d = e.evidence_details
    return bool(d.source or (d.model_extra or {}).get("retrievals"))


def coverage_of(result: CheckResult) -> Checked:
    """A finished check's counts (`checked`), its unread parts included, as every output reads them."""
    return checked(result.citations(), result.evidence, result.unread, result.claims)


def checked(
    citations: list[Citation],
    evidence: list[Evidence],
    unread: Iterable[str] = (),
    claims: Iterable[Claim] = (),
) -> Checked:
    """Count a document's citations by what was checked (a citation's final status is worked out
    here when it is not set yet); `unread`, the parts of the document not read for citations;
    `claims`, what each is cited for (a quotation a found citation's evidence did not compare is
    counted)."""
    grouped = by_citation(evidence)
    answered = {
        e.citation_id
        for e in evidence
        if asked_a_source(e) and (e.outcome is not Outcome.UNVERIFIABLE or e.needs_review)
    }
    status = {
        c.id: c.status or final_status(c, c.validation, grouped.get(c.id, [])).status for c in citations
    }
    by_source = {c.id for c in citations if c.id in answered or status[c.id] is CitationStatus.VERIFIED}
    impossible = {c.id for c in citations if c.id not in by_source and status[c.id] in FAILING}
    rest = [c for c in citations if c.id not in by_source and c.id not in impossible]
    return Checked(
        citations=len(citations),
        checked=len(by_source),
        impossible=len(impossible),
        unchecked=sum(1 for c in rest if c.type is CitationType.CASE),
        no_source=sum(1 for c in rest if c.type is not CitationType.CASE),
        failed=sum(1 for c in citations if status[c.id] in FAILING),
        review=sum(1 for c in citations if status[c.id] is CitationStatus.REVIEW),
        statuses=tuple(status.values()),
        unread=tuple(unread),
        quotes_unread=_quotes_unread(citations, status, grouped, claims),
    )


def _quotes_unread(
    citations: list[Citation],
    status: Mapping[str, CitationStatus],
    grouped: Mapping[str, list[Evidence]],
    claims: Iterable[Claim],
) -> int:
    """How many VERIFIED citations, each the one authority of a claim that quotes it, have evidence
    comparing no quotation ("N quote(s)" among what it checked): the case was found, its words not
    read (an index without the opinions' texts)."""
    quoting = {claim.id for claim in claims if claim.quotes and len(claim.citation_ids) == 1}
    return sum(
        1
        for c in citations
        if status[c.id] is CitationStatus.VERIFIED
        and c.claim_id in quoting
        and not any("quote" in item for e in grouped.get(c.id, []) for item in e.checked)
    )
