"""The report as Markdown: one configuration, or two side by side."""

from __future__ import annotations

from briefcheck.domain.codes import (
    CitationStatus,
    Recommendation,
    Verdict,
)
from briefcheck.domain.models import (
    PanelSeat,
)
from briefcheck.eval.models import (
    LABELS,
    NOT_EXTRACTED,
    Comparison,
    EvalReport,
    ItemOutcome,
    Rate,
    StatusScore,
)

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
