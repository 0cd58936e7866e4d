"""The JSON shapes of briefcheck as pydantic models: one definition each.

Tier 1 (blocks, citations, components, claims) follows the Tier 2 seed's input structure;
the panel verdict and consensus its output; the evidence record SPEC section 5. The JSON
Schemas under `schemas/` are generated from these models (`python -m briefcheck.domain.schema`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from datetime import UTC, date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from briefcheck.domain.backends import Backend
from briefcheck.domain.codes import (
    AgreementLevel,
    Category,
    CitationFlag,
    CitationForm,
    CitationStatus,
    CitationType,
    Confidence,
    Jurisdiction,
    Outcome,
    Priority,
    Recommendation,
    Verdict,
    allowed_reasons,
    role_of,
)
from briefcheck.domain.performance import SharedFieldNames

_this_second: list[tuple[int, datetime]] = [(0, datetime.fromtimestamp(0, UTC))]


def utc_now() -> datetime:
    """Now, to the second; the same object again within a second (a datetime is immutable, and a
    long brief's panel stamps tens of thousands of verdicts in a few seconds). The second is read
    as a number: making a datetime to compare costs more than the rest of a rules verdict."""
    second = time.time_ns() // 1_000_000_000  # whole nanoseconds: a float rounds up early
    if second != _this_second[0][0]:
        _this_second[0] = (second, datetime.fromtimestamp(second, UTC))
    return _this_second[0][1]


def utc_now_precise() -> datetime:
    """To the microsecond: what tells one run of a document from the next, a second apart or less."""
    return datetime.now(UTC)


def dump(model: BaseModel) -> dict:
    """The JSON form of any record: unset optional fields are left out, as in the seeds."""
    return model.model_dump(mode="json", exclude_none=True)


def dump_json(model: BaseModel, indent: int | None = None) -> str:
    """`dump` as JSON text, written by pydantic's own serializer (many times faster than the
    standard library's encoder on a large result, which falls back to Python when indenting)."""
    return json_bytes(model, indent).decode()


def json_bytes(model: BaseModel, indent: int | None = None) -> bytes:
    """`dump_json` as the UTF-8 bytes a file or an object store takes, made without the text: a
    large result's JSON text holds every character in two or four bytes once any one needs it."""
    return model.__pydantic_serializer__.to_json(model, exclude_none=True, indent=indent)


def json_parts(model: BaseModel, indent: int | None = None) -> Iterator[bytes]:
    """`json_bytes(model, indent)` in pieces that join to the same bytes, for a file written as
    they come: each model in a list-valued field is serialised alone. pydantic builds a JSON in one
    buffer that grows by doubling and then copies it, about three times the JSON at its peak (a
    66 MB result of a 3 MB brief)."""
    newline, pad = ("\n", " " * indent) if indent else ("", "")
    colon = ": " if indent else ":"
    present = [name for name in type(model).model_fields if getattr(model, name) is not None]
    yield b"{"
    for i, name in enumerate(present):
        yield f"{',' if i else ''}{newline}{pad}{json.dumps(name)}{colon}".encode()
        value = getattr(model, name)
        if not (isinstance(value, list) and value and all(isinstance(v, BaseModel) for v in value)):
            alone = model.__pydantic_serializer__.to_json(
                model, include={name}, exclude_none=True, indent=indent
            )  # {"name": value}, as the whole model would write it
            yield alone[len(f"{{{newline}{pad}{json.dumps(name)}{colon}") : len(alone) - len(newline) - 1]
            continue
        yield b"["
        for j, item in enumerate(value):
            body = json_bytes(item, indent)
            if indent:
                body = body.replace(b"\n", ("\n" + pad * 2).encode())
            yield f"{',' if j else ''}{newline}{pad * 2}".encode() + body
        yield f"{newline}{pad}]".encode()
    yield f"{newline}}}".encode()


class Model(SharedFieldNames):
    """Every JSON shape: unknown fields refused; instances share their field-name sets
    (`domain/performance.py`)."""

    model_config = ConfigDict(extra="forbid", use_enum_values=False)


# --------------------------------------------------------------------------- Tier 1


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def month_number(value: str | None) -> int | None:
    """A month as a parenthetical writes it ("Sept.", "January", "3") as its number."""
    if not value:
        return None
    value = value.strip(" .").lower()
    if value.isdigit():
        return int(value)
    return _MONTHS.index(value[:3]) + 1 if value[:3] in _MONTHS else None


_SLOT = re.compile(r"\s*(\d+)\s+(.+?)\s+(\d+)\s*")


def parallel_slot(parallel: str) -> tuple[str, str, str] | None:
    """A parallel citation's (volume, reporter, first page): "354 A.2d 483"; None for another form."""
    m = _SLOT.fullmatch(parallel)
    return (m[1], m[2], m[3]) if m else None


def named_parallel(short: Components, antecedent: Components) -> tuple[str, str, str] | None:
    """The (volume, reporter, first page) of the antecedent's parallel a short form names ("354
    A.2d at 498" after "30 Md.App. 599, 354 A.2d 483"), or None when it names the primary or none."""
    if not short.volume or not short.reporter:
        return None
    for parallel in antecedent.parallel_citations:
        slot = parallel_slot(parallel)
        if slot and slot[0] == short.volume and slot[1].replace(" ", "") == short.reporter.replace(" ", ""):
            return slot
    return None


class Components(Model):
    """Parsed parts of a citation. Strings, as in the seed; absent parts are omitted."""

    party_1: str | None = None
    party_2: str | None = None
    volume: str | None = None
    reporter: str | None = None
    page: str | None = None
    pin_cite: str | None = Field(None, description="US pin page(s), e.g. '460' or '623-24'")
    court: str | None = Field(None, description="Court as written (Bluebook), or the UK court code")
    court_id: str | None = Field(None, description="courts-db id (US) or TNA court param (UK)")
    year: str | None = None
    month: str | None = None
    day: str | None = None
    parallel_citations: list[str] = Field(default_factory=list)
    parallel_pins: dict[str, str] = Field(
        default_factory=dict,
        description="The pin page(s) the brief gives a parallel citation, by that citation: "
        "'500 U.S. 10, 14, 111 S. Ct. 2100, 2104' pins the Supreme Court Reporter at 2104",
    )
    # UK neutral citations and law reports
    division: str | None = Field(None, description="UK court division, e.g. 'Admin', 'Civ', 'TC'")
    number: str | None = Field(None, description="UK neutral citation number as written")
    paragraph_pin: str | None = Field(None, description="UK paragraph pin, e.g. '45' or '10-12'")
    # Westlaw / docket
    wl_number: str | None = None
    docket_number: str | None = None
    # Statutes, regulations and rules
    title: str | None = None
    code: str | None = None
    section: str | None = None

    def cited_date(self) -> date | None:
        """The decision's date as the citation gives it, where it gives a day ("Feb. 9, 2017")."""
        month = month_number(self.month)
        if month is None or not (self.day or "").isdigit() or not (self.year or "").isdigit():
            return None
        try:
            return date(int(self.year or ""), month, int(self.day or ""))
        except ValueError:
            return None  # no such day: the rules panel's date check says so


# A finder's citations are unnumbered; extract_blocks numbers them in document order.
UNNUMBERED = "cite_000"


class TreatingCase(Model):
    """The decision that treats a cited authority (overrules it, reverses it ...)."""

    case_name: str
    citation: str | None = None
    court: str | None = None
    date: str | None = None


class NegativeTreatment(Model):
    label: Literal[
        "overruled", "abrogated", "superseded", "reversed", "vacated", "disapproved", "questioned", "limited"
    ]
    scope: Literal["whole", "in_part", "on_other_grounds"] = "whole"
    by: TreatingCase
    sentence: str = Field(..., description="The words that say it: the source's row, or the brief's own")
    acknowledged_in_brief: bool = False
    source: str


# The source of the subsequent history a brief writes itself (", rev'd on other grounds, 565 U.S. 1")
STATED_IN_BRIEF = "the brief"
# The end of the source of a treatment a later court's parenthetical reports of the case ("(overruled
# by Y)"): the opinion whose parenthetical it is reports it, and need not have made it
REPORTED_IN_A_PARENTHETICAL = ", a parenthetical reporting it"

# The treatments that leave an authority unsafe to rely on as it stands: unacknowledged in the
# brief, they send a citation to REVIEW.
# "disapproved": how California's Supreme Court overrules a Court of Appeal's opinion
UNSAFE_TREATMENTS = frozenset({"overruled", "abrogated", "superseded", "reversed", "vacated", "disapproved"})


class Treatment(Model):
    """Is the authority still good law, as far as the sources checked can say? Never a promise
    that it is: the absence of negative treatment is stated as what was checked."""

    checked: bool
    source: str = Field(..., description="What was checked, or why nothing was")
    cited_by: int | None = None
    negative: list[NegativeTreatment] = Field(default_factory=list)
    history_not_shown: list[str] | None = Field(
        None,
        description="Subsequent history the brief writes that the source does not show, each as a note "
        "says it: the later decision it names, held, does not cite the authority, or affirmed what the "
        "brief says it reversed or vacated",
    )

    @property
    def unacknowledged(self) -> NegativeTreatment | None:
        """The first treatment that leaves the authority unsafe and the brief does not acknowledge."""
        return next(
            (n for n in self.negative if n.label in UNSAFE_TREATMENTS and not n.acknowledged_in_brief), None
        )

    @property
    def stated_history(self) -> list[str]:
        """The subsequent history the brief writes of the authority, in its words."""
        return [n.sentence for n in self.negative if n.source == STATED_IN_BRIEF]

    @property
    def acknowledged(self) -> NegativeTreatment | None:
        """The first treatment that leaves the authority unsafe and the brief mentions."""
        return next(
            (n for n in self.negative if n.label in UNSAFE_TREATMENTS and n.acknowledged_in_brief), None
        )


class Citation(Model):
    id: str = Field(..., pattern=r"^cite_\d{3,}$")
    text: str
    type: CitationType
    jurisdiction: Jurisdiction
    form: CitationForm = CitationForm.FULL
    components: Components = Field(default_factory=Components)
    start: int = Field(..., ge=0, description="Offset of the citation in its block's text")
    end: int = Field(..., ge=0)
    flags: list[CitationFlag] = Field(default_factory=list)
    antecedent_id: str | None = Field(None, description="For short forms: the full citation they refer to")
    claim_id: str | None = None
    treatment: Treatment | None = Field(None, description="Negative treatment of a cited case, where checked")
    validation: Validation | None = None
    status: CitationStatus | None = Field(
        None, description="The final status, combining the panel and Tier 3 (set in the check result)"
    )
    status_note: str | None = Field(
        None, description="Why the status: what was checked, what was not, and how to check the rest"
    )

    @property
    def is_short_form(self) -> bool:
        return self.form is not CitationForm.FULL

    @classmethod
    def spanning(cls, text: str, start: int, end: int, **fields: Any) -> Citation:
        """A finder's citation of `text[start:end]`, unnumbered until extract_blocks numbers it."""
        return cls(id=UNNUMBERED, text=text[start:end], start=start, end=end, **fields)


class SourceAnchor(Model):
    """Where a block sits in the original file, so outputs can point back into it.

    For a .docx: the XML part (the body, the footnotes or the endnotes) and the paragraph's
    position among that part's paragraphs in document order."""

    part: Literal["document", "footnotes", "endnotes"]
    paragraph: int = Field(..., ge=0)


class Block(Model):
    type: Literal["paragraph", "heading"] = "paragraph"
    text: str
    path: str = Field(..., pattern=r"^/document/body/section_\d+/(paragraph|heading)_\d+$")
    citations: list[Citation] = Field(default_factory=list)
    source: SourceAnchor | None = None
    quotation: bool = Field(
        False, description="A block quotation: a paragraph the writer set apart as quoted text"
    )
    page: int | None = Field(
        None, ge=1, description="PDF: the page (numbered from 1 in the file) the block begins on"
    )
    set_in: bool = Field(
        False,
        description="A block quotation read from its indentation alone (a .docx paragraph set in on the "
        "left after a lead-in ending in a colon, a plain-text or Markdown paragraph set in from the margin), "
        "which the brief's own indented text may share",
    )
    note: str | None = Field(
        None,
        max_length=40,
        description="The footnote or endnote the block is in, as a reader finds it: 'footnote 3'",
    )
    note_in: str | None = Field(
        None, description="A note's block: the path of the block whose text holds its mark, when known"
    )
    note_mark: int | None = Field(
        None, ge=0, description="A note's block: where its mark stands in the text of the block `note_in`"
    )


class QuoteSpan(Model):
    """Where a quotation stands in the document: its block and its offsets in the block's text."""

    block_path: str
    start: int = Field(..., ge=0)
    end: int = Field(..., ge=0)
    continues: bool = Field(
        False,
        description="A paragraph of a block quotation going on from the quotation before it in the list",
    )
    inferred: bool = Field(
        False,
        description="A paragraph read as a block quotation by where it stands (after a lead-in saying a "
        "court spoke, before the citation), not set apart in the file (plain text keeps no indentation), "
        "or by a PDF's or a .docx's indentation alone",
    )


class Claim(Model):
    """What a citation is cited for: Tier 3 checks claims, not just citations."""

    id: str = Field(..., pattern=r"^claim_\d+$")
    citation_ids: list[str]
    block_path: str
    text: str = Field(..., description="The sentence(s) that cite the authority")
    quotes: list[str] = Field(default_factory=list, description="Direct quotes attributed to it")
    quote_spans: list[QuoteSpan] = Field(
        default_factory=list, description="Where each of `quotes` stands, in the same order"
    )
    unclosed_quotes: list[str] = Field(
        default_factory=list,
        description="Quotations attributed to it whose closing mark is missing, each read from its opening "
        "mark to the end of its sentence",
    )
    pin_cite: str | None = None
    paragraph_pin: str | None = None
    parenthetical: str | None = None
    described_as: list[str] = Field(
        default_factory=list,
        description="What kind of opinion the brief's parentheticals say the authority is: 'per curiam', "
        "'en banc', 'plurality opinion'",
    )
    quoted_in: str | None = Field(
        None,
        description="The citation whose parenthetical '(quoting ...)' names this authority: its quotes "
        "are that citation's, quoted from this one",
    )
    quote_also_cited: list[str] = Field(
        default_factory=list,
        description="The other citations of the string cite its quotes precede ('Quote.' A; B.): the words "
        "may be any one's, so each carries them, and which holds them is settled once all are checked",
    )


UNREAD_DESCRIPTION = (
    "Parts of the file holding text that was not read for citations, e.g. 'page headers (2 parts)': "
    "named, so a citation there is never silently passed"
)


class Tier1Document(Model):
    document_id: str
    source_name: str
    sha256: str
    media_type: str
    extracted_at: datetime = Field(default_factory=utc_now)
    blocks: list[Block]
    claims: list[Claim] = Field(default_factory=list)
    unread: list[str] = Field(default_factory=list, description=UNREAD_DESCRIPTION)

    def citations(self) -> list[Citation]:
        return [c for b in self.blocks for c in b.citations]

    def citation(self, citation_id: str) -> Citation:
        for c in self.citations():
            if c.id == citation_id:
                return c
        raise KeyError(f"no citation {citation_id} in document {self.document_id}")

    def claim(self, claim_id: str) -> Claim:
        for c in self.claims:
            if c.id == claim_id:
                return c
        raise KeyError(f"no claim {claim_id} in document {self.document_id}")


# --------------------------------------------------------------------------- Tier 2


class CitationTask(Model):
    """What one panelist sees of one citation: the citation and its document context.

    `context` is the paragraph containing the citation plus up to two preceding sentences
    (seed, Phase 1). It is untrusted document text.
    """

    document_id: str
    citation: Citation
    context: str
    antecedent: Citation | None = Field(None, description="The full citation a short form refers to")
    claim: Claim | None = None


class TokenUsage(Model):
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    cost_usd: float = 0.0
    calls: int = 0

    def __add__(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cache_creation_input_tokens=self.cache_creation_input_tokens + other.cache_creation_input_tokens,
            cache_read_input_tokens=self.cache_read_input_tokens + other.cache_read_input_tokens,
            cost_usd=round(self.cost_usd + other.cost_usd, 8),
            calls=self.calls + other.calls,
        )


class AgentVerdict(Model):
    """One panelist's judgment of one citation (seed: panel_evaluation element)."""

    agent: str = Field(..., description="Agent name with version, e.g. citation_authority_validator_v1")
    verdict: Verdict
    invalid_reason: str | None = None
    uncertain_reason: str | None = None
    explanation: str | None = Field(None, description="One line: the fact checked or the model's reason")
    timestamp: datetime = Field(default_factory=utc_now)
    model: str = Field(..., description="Model id, or 'rules' for the deterministic backend")
    usage: TokenUsage | None = None

    @model_validator(mode="after")
    def _reason_matches_verdict(self) -> AgentVerdict:
        role = role_of(self.agent)
        reason = self.invalid_reason or self.uncertain_reason
        if self.invalid_reason and self.uncertain_reason:
            raise ValueError("give invalid_reason or uncertain_reason, not both")
        if self.verdict is Verdict.VALID:
            if reason:
                raise ValueError("a VALID verdict carries no reason code")
            return self
        field = "invalid_reason" if self.verdict is Verdict.INVALID else "uncertain_reason"
        if getattr(self, field) is None:
            raise ValueError(f"an {self.verdict} verdict needs {field}")
        if reason not in allowed_reasons(role, self.verdict):
            raise ValueError(
                f"{reason!r} is not a {self.verdict} reason code of {role}; "
                f"allowed: {', '.join(allowed_reasons(role, self.verdict))}"
            )
        return self

    @property
    def reason(self) -> str | None:
        return self.invalid_reason or self.uncertain_reason


class VerdictCounts(Model):
    VALID: int = 0
    INVALID: int = 0
    UNCERTAIN: int = 0


class Consensus(Model):
    agreement_level: AgreementLevel
    verdict_counts: VerdictCounts
    majority_verdict: Verdict
    agreement_count: int = Field(..., ge=0, description="How many seats gave the majority verdict")
    confidence_score: float = Field(..., ge=0.0, le=1.0)
    recommendation: Recommendation = Field(
        ...,
        description="The panel's reading of the citation's form alone, before any source is asked: "
        "CITATION_LIKELY_VALID says no seat found it impossible, not that it exists; the citation's "
        "`status` is what the lawyer is told",
    )
    reasoning: str

    @model_validator(mode="after")
    def _agreement_within_the_panel(self) -> Consensus:
        counts = self.verdict_counts
        if self.agreement_count > counts.VALID + counts.INVALID + counts.UNCERTAIN:
            raise ValueError("agreement_count is more than the verdicts counted")
        return self


class Validation(Model):
    panel_evaluation: list[AgentVerdict]
    consensus: Consensus
    tier_3_trigger: bool
    priority: Priority | None = None
    impossibilities: list[str] = Field(
        default_factory=list,
        description="Decisive defects found by the deterministic checks, whatever the panel's backend: "
        "any one makes the citation LIKELY_HALLUCINATED",
    )


# --------------------------------------------------------------------------- Tier 3


class EvidenceDetails(BaseModel):
    """Where the evidence came from, plus the figures that show the error (extra keys allowed)."""

    model_config = ConfigDict(extra="allow")

    retrieval_url: str | None = None
    retrieval_timestamp: datetime | None = None
    cached_path: str | None = None
    source: str | None = Field(None, description="courtlistener | find_case_law")
    human_url: str | None = Field(None, description="A page a person can open (never fetched by us)")


class Evidence(Model):
    claim_id: str
    citation_id: str
    outcome: Outcome
    hallucination_category: Category | None = None
    confidence: Confidence
    evidence_summary: str
    evidence_details: EvidenceDetails = Field(default_factory=EvidenceDetails)
    checked_at: datetime = Field(default_factory=utc_now_precise)
    needs_review: bool = Field(
        False, description="A source answered but identity or content could not be settled: for a person"
    )
    checked: list[str] = Field(
        default_factory=list,
        description="What was verified: existence, name, year, court, pin, quotes, paraphrase",
    )
    suggested_correction: str | None = Field(
        None,
        description="The right citation where the evidence shows it (the named case's real citation, "
        "the case at the cited slot, the right first page)",
    )
    usage: TokenUsage | None = Field(
        None, description="Model tokens Tier 3 spent on this pair (the paraphrase judge), counted in the run"
    )
    treatment: Treatment | None = Field(
        None, description="The found case's treatment in the opinions citing it, where a source holds them"
    )

    @model_validator(mode="after")
    def _category_matches_outcome(self) -> Evidence:
        cat = self.hallucination_category
        if self.outcome is Outcome.VERIFIED_OK and cat is not None:
            raise ValueError("VERIFIED_OK carries no hallucination category")
        if self.outcome is Outcome.VERIFIED_ERROR and cat in (None, Category.UNVERIFIABLE_PUBLIC):
            raise ValueError("VERIFIED_ERROR needs an error category")
        if self.outcome is Outcome.UNVERIFIABLE and cat is not Category.UNVERIFIABLE_PUBLIC:
            raise ValueError("UNVERIFIABLE carries the category UNVERIFIABLE_PUBLIC")
        return self


# --------------------------------------------------------------------------- Result


class ResultSummary(Model):
    citations: int
    by_recommendation: dict[Recommendation, int] = Field(
        ...,
        description="Citations by the panel's recommendation (their form alone, nothing looked up); "
        "`by_status` counts what the lawyer is told",
    )
    by_outcome: dict[Outcome, int] = Field(default_factory=dict)
    by_status: dict[CitationStatus, int] = Field(default_factory=dict)
    usage: TokenUsage = Field(default_factory=TokenUsage)
    checked: int | None = Field(
        None, description="Citations a source answered (verified, error, or for review)"
    )
    unchecked: int | None = Field(
        None, description="Case citations nothing looked up or no source held: not a clean bill"
    )
    impossible: int | None = Field(
        None, description="Citations impossible as cited (malformed, and the like), no source asked"
    )
    not_case_law: int | None = Field(None, description="Citations of kinds no case-law source holds")
    headline: str | None = Field(
        None, description="What a lawyer reads first: how many were checked, how many not, what is wrong"
    )


class PanelSeat(Model):
    """One seat of the panel that judged a result: the agent, its backend and model."""

    agent: str = Field(..., description="Versioned agent name, e.g. citation_authority_validator_v1")
    backend: Backend
    model: str | None = Field(None, description="The model id that judged; none on the rules backend")

    @property
    def label(self) -> str:
        """How the seat is shown: 'rules', or 'anthropic: claude-haiku-4-5-20251001'."""
        return self.backend if self.model is None else f"{self.backend}: {self.model}"


class CheckResult(Model):
    """The full result of `briefcheck check` and of a state-machine run."""

    document_id: str
    source_name: str
    sha256: str
    media_type: str
    created_at: datetime = Field(default_factory=utc_now)
    panel: list[PanelSeat] = Field(..., description="The seats that judged it, in seat order")
    tier3_policy: str
    blocks: list[Block]
    claims: list[Claim]
    evidence: list[Evidence] = Field(default_factory=list)
    summary: ResultSummary
    unread: list[str] = Field(default_factory=list, description=UNREAD_DESCRIPTION)

    @model_validator(mode="before")
    @classmethod
    def _seats_from_strings(cls, data: Any) -> Any:
        """Results stored before the panel was recorded as seats kept it as {agent: "backend:model"}."""
        if isinstance(data, dict) and isinstance(data.get("panel"), dict):
            seats = []
            for agent, described in data["panel"].items():
                backend, _, model = str(described).partition(":")
                seats.append({"agent": agent, "backend": backend, "model": model or None})
            data = {**data, "panel": seats}
        return data

    def citations(self) -> list[Citation]:
        return [c for b in self.blocks for c in b.citations]


Citation.model_rebuild()
CitationTask.model_rebuild()
