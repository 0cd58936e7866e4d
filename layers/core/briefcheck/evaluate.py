"""The seed's testing protocol as a library: score a panel on a labelled set (`briefcheck eval`).

    items = load_dataset(Path("dev.jsonl"))          # id, label real|fabricated|edge, citation, context
    report = evaluate(items, panel, settings)        # Tier 1 -> panel -> consensus, per item
    print(render_markdown(report))                   # or dump(report) for JSON
    print(render_markdown(compare(report, other)))   # two configurations side by side

Each item's citation is extracted with Tier 1 from its context (the citation in its sentence),
the extracted citation that best matches the item's citation string is judged by the panel,
and the consensus recommendation is scored against the label (`edge` items are real):

- real ok: a real or edge item NOT marked CITATION_LIKELY_HALLUCINATED (target >= 90%);
- fabricated caught: a fabricated item NOT marked CITATION_LIKELY_VALID (target >= 80%);
- edge flagged: an edge item not marked CITATION_LIKELY_VALID (flagged for review);
- lawyer agreement: real/edge -> LIKELY_VALID or UNCERTAIN, fabricated -> UNCERTAIN or
  LIKELY_HALLUCINATED (target >= 85%, the seed's Phase 2).

An item that Tier 1 did not extract was never judged: it counts against every rate and is
listed. Per agent, an error is INVALID on a real item or VALID on a fabricated one.

Each judged item is also given the final status a lawyer would see: from the panel alone, or,
with the offline citation index (`index=`), after a look-up in it (offline, no network source).
A real or edge item is wrongly accused when its status is LIKELY_HALLUCINATED or an ERROR saying
the authority does not exist; a fabricated item is caught unless its status is VERIFIED or
UNVERIFIED.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from difflib import SequenceMatcher
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    Category,
    CitationStatus,
    Jurisdiction,
    Outcome,
    Recommendation,
    Verdict,
)
from briefcheck.domain.config import PanelConfig, Settings
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import (
    AgentVerdict,
    CitationTask,
    Model,
    PanelSeat,
    TokenUsage,
    Validation,
    utc_now,
)
from briefcheck.panel.run import run_panel
from briefcheck.panel.validate import validate

if TYPE_CHECKING:
    from briefcheck.index import CitationIndex

Label = Literal["real", "fabricated", "edge"]
LABELS: tuple[Label, ...] = ("real", "edge", "fabricated")
NOT_EXTRACTED = "NOT_EXTRACTED"
TARGET_REAL_OK = 0.90
TARGET_FABRICATED_CAUGHT = 0.80
TARGET_LAWYER_AGREEMENT = 0.85
# Below this similarity an extracted citation is not the item's citation.
MIN_MATCH = 0.6


class EvalItem(BaseModel):
    """One labelled citation of the dev.jsonl format."""

    model_config = ConfigDict(extra="ignore")

    id: str = Field(..., min_length=1)
    label: Label
    citation: str = Field(..., min_length=1)
    jurisdiction: Jurisdiction
    context: str = ""
    claimed_proposition: str | None = None
    truth: str | None = None
    source: str | None = None
    notes: str | None = None

    @property
    def is_real(self) -> bool:
        return self.label != "fabricated"


class ItemOutcome(Model):
    id: str
    label: Label
    citation: str
    extracted: bool
    matched_text: str | None = Field(None, description="The Tier 1 citation judged for this item")
    match_score: float | None = None
    problem: str | None = Field(None, description="Why the item was not judged")
    recommendation: Recommendation | None = None
    verdicts: list[AgentVerdict] = Field(default_factory=list)
    agrees_with_label: bool
    index_outcome: Outcome | None = Field(None, description="What the offline index said, if asked")
    index_category: Category | None = None
    index_summary: str | None = None
    status: CitationStatus | None = Field(None, description="The final status, when judged")


class Rate(Model):
    hits: int
    total: int
    share: float | None
    target: float | None = None
    met: bool | None = None


class AgentScore(Model):
    agent: str
    model: str
    judged: int
    errors: int
    error_rate: float | None
    invalid_on_real: int
    valid_on_fabricated: int
    unavailable: int


class StatusScore(Model):
    """The figures by final status: the panel's alone, or with the offline index looked up."""

    index_edition: str | None = Field(None, description="The index's edition; None: nothing was looked up")
    real_ok: Rate
    fabricated_caught: Rate
    by_status: dict[str, dict[str, int]] = Field(..., description="label -> final status -> count")


class EvalReport(Model):
    dataset: str
    panel: list[PanelSeat]
    final_status: StatusScore
    created_at: datetime = Field(default_factory=utc_now)
    items: int
    by_label: dict[str, int]
    real_ok: Rate
    fabricated_caught: Rate
    edge_flagged: Rate
    lawyer_agreement: Rate
    confusion: dict[str, dict[str, int]] = Field(..., description="label -> recommendation -> count")
    agents: list[AgentScore]
    not_extracted: list[str]
    usage: TokenUsage
    outcomes: list[ItemOutcome]


class Change(Model):
    id: str
    label: Label
    a: str
    b: str


class Comparison(Model):
    name_a: str
    name_b: str
    a: EvalReport
    b: EvalReport
    changed: list[Change]


# --------------------------------------------------------------------------- loading


def load_dataset(path: Path) -> list[EvalItem]:
    """Items of a JSONL file; InputError names the file, line and field of any bad row."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"cannot read dataset {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"dataset {path} is not UTF-8 text") from None
    items: list[EvalItem] = []
    seen: set[str] = set()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise InputError(f"{path} line {number}: not JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise InputError(f"{path} line {number}: expected a JSON object")
        try:
            item = EvalItem.model_validate(row)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "(row)"
            raise InputError(f"{path} line {number}: field '{field}': {first['msg']}") from None
        if item.id in seen:
            raise InputError(f"{path} line {number}: id {item.id!r} appears twice")
        seen.add(item.id)
        items.append(item)
    if not items:
        raise InputError(f"dataset {path} has no items")
    return items


# --------------------------------------------------------------------------- matching


def _normal(text: str) -> str:
    text = text.lower().translate(str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"}))
    return " ".join(text.split()).strip(" .,;")


def match_score(extracted: str, wanted: str) -> float:
    """How well an extracted citation's text matches the labelled citation string (0..1)."""
    a, b = _normal(extracted), _normal(wanted)
    if not a or not b:
        return 0.0
    ratio = SequenceMatcher(None, a, b).ratio()
    if a in b or b in a:
        return 0.9 + 0.1 * ratio
    words_a, words_b = set(re.findall(r"\w+", a)), set(re.findall(r"\w+", b))
    jaccard = len(words_a & words_b) / len(words_a | words_b)
    return max(ratio, jaccard)


def _best_task(tasks: list[CitationTask], wanted: str) -> tuple[CitationTask, float] | None:
    scored = [(t, match_score(t.citation.text, wanted)) for t in tasks]
    scored = [s for s in scored if s[1] >= MIN_MATCH]
    return max(scored, key=lambda s: s[1]) if scored else None


def _extract_item(item: EvalItem) -> tuple[CitationTask, float] | str:
    """The Tier 1 task for the item's citation, or why there is none."""
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import citation_tasks

    texts = [item.context] if item.context.strip() else []
    if _normal(item.citation) not in _normal(item.context):
        texts.append(f"{item.context}\n\n{item.citation}".strip())  # the citation placed in its context
    found = 0
    for text in texts:
        try:
            tasks = citation_tasks(extract_document(text.encode("utf-8"), f"{item.id}.txt"))
        except Exception as exc:  # one bad item must not stop the evaluation; the report names it
            return f"extraction failed: {type(exc).__name__}"
        found = max(found, len(tasks))
        best = _best_task(tasks, item.citation)
        if best:
            return best
    return "no citation extracted" if not found else f"none of {found} extracted citation(s) matches"


# --------------------------------------------------------------------------- evaluating


def evaluate(
    items: list[EvalItem],
    panel: PanelConfig,
    settings: Settings,
    dataset: str = "dataset",
    progress: Callable[[int], None] | None = None,
    index: CitationIndex | None = None,
) -> EvalReport:
    """Extract, judge and score every item. `progress(n)` as in run_panel (n items judged).
    With `index`, each judged item is also looked up in it and given its final status."""
    tasks: list[CitationTask] = []
    where: dict[str, int] = {}
    outcomes: list[ItemOutcome] = []
    for item in items:
        found = _extract_item(item)
        if isinstance(found, str):
            outcomes.append(
                ItemOutcome(
                    id=item.id,
                    label=item.label,
                    citation=item.citation,
                    extracted=False,
                    problem=found,
                    agrees_with_label=False,
                )
            )
            continue
        task, similarity = found
        # Every item is its own document: renumber so citation ids are unique across the run.
        cid = f"cite_{len(tasks) + 1:03d}"
        tasks.append(task.model_copy(update={"citation": task.citation.model_copy(update={"id": cid})}))
        where[cid] = len(outcomes)
        outcomes.append(
            ItemOutcome(
                id=item.id,
                label=item.label,
                citation=item.citation,
                extracted=True,
                matched_text=task.citation.text,
                match_score=round(similarity, 3),
                agrees_with_label=False,
            )
        )
    results = run_panel(tasks, panel, settings, progress=progress)
    # the same validation as `check`: a panel's VALID never outvotes an impossibility here either
    by_id = {t.citation.id: t for t in tasks}
    validations = {cid: validate(by_id[cid], verdicts) for cid, verdicts in results.items()}
    for cid, verdicts in results.items():
        outcome = outcomes[where[cid]]
        recommendation = validations[cid].consensus.recommendation
        outcome.verdicts = verdicts
        outcome.recommendation = recommendation
        outcome.agrees_with_label = _agrees(outcome.label, recommendation)
    _give_statuses(tasks, where, outcomes, validations, settings, index)
    return score(outcomes, panel, dataset, index.edition if index is not None else None)


def _give_statuses(
    tasks: list[CitationTask],
    where: dict[str, int],
    outcomes: list[ItemOutcome],
    validations: dict[str, Validation],
    settings: Settings,
    index: CitationIndex | None,
) -> None:
    """Each judged item's final status: from the panel alone, or after a look-up in the offline
    index (no network source)."""
    from briefcheck.domain.status import final_status

    verifier = None
    if index is not None:
        from briefcheck.store.blobs import LocalBlobStore
        from briefcheck.verify import Verifier

        verifier = Verifier(settings, LocalBlobStore(settings.home / "store"), sources=[], index=index)
    for task in tasks:
        outcome = outcomes[where[task.citation.id]]
        evidence = verifier.verify_offline(task) if verifier and task.claim is not None else None
        if evidence is not None:
            outcome.index_outcome = evidence.outcome
            outcome.index_category = evidence.hallucination_category
            outcome.index_summary = evidence.evidence_summary
        validation = validations[task.citation.id]
        outcome.status = final_status(task.citation, validation, [evidence] if evidence else []).status


def _wrongly_accused(o: ItemOutcome) -> bool:
    return o.status is CitationStatus.LIKELY_HALLUCINATED or (
        o.status is CitationStatus.ERROR and o.index_category is Category.AUTHORITY_NONEXISTENT
    )


def score_statuses(outcomes: list[ItemOutcome], edition: str | None) -> StatusScore:
    real = [o for o in outcomes if o.label != "fabricated"]
    fabricated = [o for o in outcomes if o.label == "fabricated"]
    passed = (CitationStatus.VERIFIED, CitationStatus.UNVERIFIED)
    return StatusScore(
        index_edition=edition,
        real_ok=_rate(
            sum(o.status is not None and not _wrongly_accused(o) for o in real), len(real), TARGET_REAL_OK
        ),
        fabricated_caught=_rate(
            sum(o.status is not None and o.status not in passed for o in fabricated),
            len(fabricated),
            TARGET_FABRICATED_CAUGHT,
        ),
        by_status={
            label: {
                **{st.value: 0 for st in CitationStatus},
                NOT_EXTRACTED: 0,
                **Counter(
                    o.status.value if o.status else NOT_EXTRACTED for o in outcomes if o.label == label
                ),
            }
            for label in LABELS
        },
    )


def _agrees(label: Label, recommendation: Recommendation) -> bool:
    if label == "fabricated":
        return recommendation is not Recommendation.LIKELY_VALID
    return recommendation is not Recommendation.LIKELY_HALLUCINATED


def _rate(hits: int, total: int, target: float | None = None) -> Rate:
    share = round(hits / total, 4) if total else None
    met = None if target is None or share is None else share >= target
    return Rate(hits=hits, total=total, share=share, target=target, met=met)


def score(
    outcomes: list[ItemOutcome], panel: PanelConfig, dataset: str = "dataset", edition: str | None = None
) -> EvalReport:
    """The protocol's figures from judged outcomes (items not extracted count against each rate);
    `edition` names the index the final statuses were looked up in, if any."""
    real = [o for o in outcomes if o.label != "fabricated"]
    fabricated = [o for o in outcomes if o.label == "fabricated"]
    edge = [o for o in outcomes if o.label == "edge"]
    rec = Recommendation
    real_ok = sum(o.recommendation not in (None, rec.LIKELY_HALLUCINATED) for o in real)
    caught = sum(o.recommendation not in (None, rec.LIKELY_VALID) for o in fabricated)
    flagged = sum(o.recommendation not in (None, rec.LIKELY_VALID) for o in edge)
    confusion = {
        label: {
            **{r.value: 0 for r in Recommendation},
            NOT_EXTRACTED: 0,
            **Counter(
                o.recommendation.value if o.recommendation else NOT_EXTRACTED
                for o in outcomes
                if o.label == label
            ),
        }
        for label in LABELS
    }
    usage = sum((v.usage for o in outcomes for v in o.verdicts if v.usage), start=TokenUsage())
    return EvalReport(
        dataset=dataset,
        panel=panel.describe(),
        items=len(outcomes),
        by_label={label: sum(o.label == label for o in outcomes) for label in LABELS},
        real_ok=_rate(real_ok, len(real), TARGET_REAL_OK),
        fabricated_caught=_rate(caught, len(fabricated), TARGET_FABRICATED_CAUGHT),
        edge_flagged=_rate(flagged, len(edge)),
        lawyer_agreement=_rate(
            sum(o.agrees_with_label for o in outcomes), len(outcomes), TARGET_LAWYER_AGREEMENT
        ),
        confusion=confusion,
        final_status=score_statuses(outcomes, edition),
        agents=_agent_scores(outcomes, panel),
        not_extracted=[o.id for o in outcomes if not o.extracted],
        usage=usage,
        outcomes=outcomes,
    )


def _agent_scores(outcomes: list[ItemOutcome], panel: PanelConfig) -> list[AgentScore]:
    scores = []
    for seat, spec in enumerate(panel.seats):
        judged = [(o, o.verdicts[seat]) for o in outcomes if len(o.verdicts) > seat]
        invalid_on_real = sum(o.label != "fabricated" and v.verdict is Verdict.INVALID for o, v in judged)
        valid_on_fake = sum(o.label == "fabricated" and v.verdict is Verdict.VALID for o, v in judged)
        errors = invalid_on_real + valid_on_fake
        scores.append(
            AgentScore(
                agent=spec.agent,
                model=spec.label,
                judged=len(judged),
                errors=errors,
                error_rate=round(errors / len(judged), 4) if judged else None,
                invalid_on_real=invalid_on_real,
                valid_on_fabricated=valid_on_fake,
                unavailable=sum(v.uncertain_reason == AGENT_UNAVAILABLE for _, v in judged),
            )
        )
    return scores


def compare(report_a: EvalReport, report_b: EvalReport, name_a: str = "A", name_b: str = "B") -> Comparison:
    """Two configurations on the same items: their figures and the items whose outcome changed."""
    b_by_id = {o.id: o for o in report_b.outcomes}
    changed = []
    for a in report_a.outcomes:
        b = b_by_id.get(a.id)
        if b is None:
            continue
        ra = a.recommendation.value if a.recommendation else NOT_EXTRACTED
        rb = b.recommendation.value if b.recommendation else NOT_EXTRACTED
        if ra != rb:
            changed.append(Change(id=a.id, label=a.label, a=ra, b=rb))
    return Comparison(name_a=name_a, name_b=name_b, a=report_a, b=report_b, changed=changed)


# --------------------------------------------------------------------------- markdown

_MEASURES = (
    ("real_ok", "Real citations (real + edge) not marked hallucinated"),
    ("fabricated_caught", "Fabricated citations caught (not marked likely valid)"),
    ("edge_flagged", "Edge cases flagged for review"),
    ("lawyer_agreement", "Agreement with lawyer labels"),
)
_SHORT = {
    Recommendation.LIKELY_VALID.value: "likely valid",
    Recommendation.UNCERTAIN.value: "uncertain",
    Recommendation.LIKELY_HALLUCINATED.value: "likely hallucinated",
    NOT_EXTRACTED: "not extracted",
}


def _pct(rate: Rate) -> str:
    return "n/a" if rate.share is None else f"{rate.hits}/{rate.total} ({rate.share:.1%})"


def _target(rate: Rate) -> str:
    return "" if rate.target is None else f">= {rate.target:.0%}"


def _met(rate: Rate) -> str:
    return {True: "yes", False: "NO", None: ""}[rate.met]


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [
        "| " + " | ".join(header) + " |",
        "|" + "|".join("---" for _ in header) + "|",
        *("| " + " | ".join(row) + " |" for row in rows),
    ]


def render_markdown(report: EvalReport | Comparison) -> str:
    """A report a person reads: figures against targets, confusion table, agents, misses."""
    if isinstance(report, Comparison):
        return _render_comparison(report)
    r = report
    out = [f"# briefcheck eval: {r.dataset}", ""]
    out.append(f"{r.items} items: " + ", ".join(f"{n} {label}" for label, n in r.by_label.items()) + ".")
    out += ["", "Panel: " + _seats(r.panel), ""]
    out += _table(
        ["measure", "result", "target", "met"],
        [
            [title, _pct(getattr(r, key)), _target(getattr(r, key)), _met(getattr(r, key))]
            for key, title in _MEASURES
        ],
    )
    out += ["", "## Consensus by label", ""]
    columns = list(_SHORT)
    out += _table(
        ["label", *(_SHORT[c] for c in columns)],
        [[label, *(str(r.confusion[label][c]) for c in columns)] for label in LABELS],
    )
    out += [
        "",
        "## Per-agent error rates",
        "",
        "An error is INVALID on a real item or VALID on a fabricated one.",
        "",
    ]
    out += _table(
        [
            "agent",
            "model",
            "judged",
            "errors",
            "rate",
            "INVALID on real",
            "VALID on fabricated",
            "unavailable",
        ],
        [
            [
                a.agent,
                a.model,
                str(a.judged),
                str(a.errors),
                "n/a" if a.error_rate is None else f"{a.error_rate:.1%}",
                str(a.invalid_on_real),
                str(a.valid_on_fabricated),
                str(a.unavailable),
            ]
            for a in r.agents
        ],
    )
    out += _render_statuses(r.final_status)
    misses = [o for o in r.outcomes if o.extracted and not o.agrees_with_label]
    if misses:
        out += ["", "## Disagreements with the labels", ""]
        out += _table(
            ["id", "label", "recommendation", "flags raised"],
            [
                [o.id, o.label, _SHORT[o.recommendation.value] if o.recommendation else "", _flags(o)]
                for o in misses
            ],
        )
    if r.not_extracted:
        out += ["", "## Not extracted by Tier 1 (counted as misses)", ""]
        out += [f"- `{o.id}` ({o.label}): {o.citation} — {o.problem}" for o in r.outcomes if not o.extracted]
    u = r.usage
    out += [
        "",
        f"Model usage: {u.calls} calls, {u.input_tokens} input + {u.output_tokens} output tokens "
        f"(cache: {u.cache_creation_input_tokens} written, {u.cache_read_input_tokens} read), "
        f"${u.cost_usd:.4f}.",
    ]
    return "\n".join(out) + "\n"


def _render_statuses(w: StatusScore) -> list[str]:
    if w.index_edition is None:
        out = ["", "## Final status, panel alone (nothing looked up)", ""]
        out += ["Each judged item's status as a lawyer sees it with no source consulted.", ""]
    else:
        source = f"CourtListener bulk data, edition {w.index_edition}"
        out = ["", f"## Final status with the offline index ({source})"]
        out += [
            "",
            "Each judged item also looked up in the index (no network source) and given the status a "
            "lawyer sees.",
            "",
        ]
    out += _table(
        ["measure", "result", "target", "met"],
        [
            ["Real citations not accused (not LIKELY_HALLUCINATED, no nonexistence ERROR)",
             _pct(w.real_ok), _target(w.real_ok), _met(w.real_ok)],
            ["Fabricated citations caught (not VERIFIED or UNVERIFIED)",
             _pct(w.fabricated_caught), _target(w.fabricated_caught), _met(w.fabricated_caught)],
        ],
    )  # fmt: skip
    statuses = [st.value for st in CitationStatus] + [NOT_EXTRACTED]
    out += ["", "| label | " + " | ".join(statuses) + " |", "|---|" + "---|" * len(statuses)]
    out += [
        f"| {label} | " + " | ".join(str(w.by_status[label][st]) for st in statuses) + " |"
        for label in LABELS
    ]
    return out


def _seats(panel: list[PanelSeat]) -> str:
    return ", ".join(f"{seat.agent} = {seat.label}" for seat in panel)


def _flags(outcome: ItemOutcome) -> str:
    raised = [
        f"{v.agent}: {v.verdict.value} {v.reason}" for v in outcome.verdicts if v.verdict is not Verdict.VALID
    ]
    return "; ".join(raised) or "none"


def _render_comparison(c: Comparison) -> str:
    out = [f"# briefcheck eval: {c.name_a} against {c.name_b}", ""]
    out += [f"- {c.name_a}: " + _seats(c.a.panel)]
    out += [f"- {c.name_b}: " + _seats(c.b.panel), ""]
    rows = []
    for key, title in _MEASURES:
        ra, rb = getattr(c.a, key), getattr(c.b, key)
        delta = "" if ra.share is None or rb.share is None else f"{(rb.share - ra.share) * 100:+.1f} pts"
        rows.append([title, _pct(ra), _pct(rb), delta, _target(ra)])
    out += _table(["measure", c.name_a, c.name_b, "change", "target"], rows)
    out += ["", "## Per-agent error rates", ""]
    agent_rows = []
    for sa, sb in zip(c.a.agents, c.b.agents, strict=False):
        fa = "n/a" if sa.error_rate is None else f"{sa.errors}/{sa.judged} ({sa.error_rate:.1%})"
        fb = "n/a" if sb.error_rate is None else f"{sb.errors}/{sb.judged} ({sb.error_rate:.1%})"
        agent_rows.append([f"{sa.agent} ({sa.model})", fa, f"{sb.agent} ({sb.model})", fb])
    out += _table([f"{c.name_a} agent", "errors", f"{c.name_b} agent", "errors"], agent_rows)
    out += ["", f"## Items whose recommendation changed ({len(c.changed)})", ""]
    if c.changed:
        out += _table(
            ["id", "label", c.name_a, c.name_b],
            [[ch.id, ch.label, _SHORT.get(ch.a, ch.a), _SHORT.get(ch.b, ch.b)] for ch in c.changed],
        )
    else:
        out.append("None.")
    ua, ub = c.a.usage, c.b.usage
    out += [
        "",
        f"Cost: {c.name_a} ${ua.cost_usd:.4f} ({ua.calls} calls), "
        f"{c.name_b} ${ub.cost_usd:.4f} ({ub.calls} calls).",
    ]
    return "\n".join(out) + "\n"
