"""Output for people: the HTML report a lawyer reads, and the terminal summary.

The HTML is one self-contained file: the document with each citation marked by its
recommendation, and for each citation the five verdicts, the consensus, and the Tier 3
outcome with its evidence links. Every piece of document text is escaped.
"""

from __future__ import annotations

from html import escape

from rich.console import Console
from rich.table import Table

from .codes import Outcome, Recommendation, Verdict
from .models import CheckResult, Citation, Evidence

_MARK = {
    Recommendation.LIKELY_VALID: ("ok", "Likely valid"),
    Recommendation.UNCERTAIN: ("warn", "Uncertain: review"),
    Recommendation.LIKELY_HALLUCINATED: ("bad", "Likely hallucinated"),
}
_TERMINAL_STYLE = {
    Recommendation.LIKELY_VALID: "green",
    Recommendation.UNCERTAIN: "yellow",
    Recommendation.LIKELY_HALLUCINATED: "bold red",
}
_VERDICT_LETTER = {Verdict.VALID: "V", Verdict.INVALID: "I", Verdict.UNCERTAIN: "U"}

_CSS = """
body{font:15px/1.5 Georgia,serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem} h2{font-size:1.15rem;margin-top:2rem} .meta{color:#555;font-size:.9rem}
mark{padding:0 .15em;border-radius:3px} mark.ok{background:#d8f5d0} mark.warn{background:#ffe9a8}
mark.bad{background:#ffc4c4;outline:1px solid #c00} mark a{color:inherit;text-decoration:none}
.heading{font-weight:bold;margin-top:1.2rem} table{border-collapse:collapse;margin:.4rem 0;font-size:.85rem}
td,th{border:1px solid #ccc;padding:.2rem .45rem;vertical-align:top;text-align:left}
section.cite{border-top:1px solid #ddd;padding-top:.6rem;margin-top:1rem}
.tag{display:inline-block;font:bold .75rem sans-serif;padding:.1rem .4rem;border-radius:3px}
.tag.ok{background:#d8f5d0}.tag.warn{background:#ffe9a8}.tag.bad{background:#ffc4c4}
.summary td{font-family:sans-serif}
"""


def _mark_of(citation: Citation) -> tuple[str, str]:
    if citation.validation is None:
        return ("warn", "Not judged")
    return _MARK[citation.validation.consensus.recommendation]


def _annotated(text: str, citations: list[Citation]) -> str:
    """The block text with each citation wrapped in a link to its findings."""
    out, pos = [], 0
    for c in sorted(citations, key=lambda c: c.start):
        if c.start < pos:
            continue
        css, label = _mark_of(c)
        out.append(escape(text[pos : c.start]))
        cited = escape(text[c.start : c.end])
        out.append(f'<mark class="{css}" title="{escape(label)}"><a href="#{c.id}">{cited}</a></mark>')
        pos = c.end
    out.append(escape(text[pos:]))
    return "".join(out)


def _evidence_html(items: list[Evidence]) -> str:
    if not items:
        return "<p class=meta>Tier 3: not run for this citation.</p>"
    rows = []
    for e in items:
        d = e.evidence_details
        links = []
        if d.retrieval_url:
            links.append(f'<a href="{escape(d.retrieval_url)}">source</a>')
        if d.human_url:
            links.append(f'<a href="{escape(d.human_url)}">read</a>')
        if d.cached_path:
            links.append(f"cached: <code>{escape(d.cached_path)}</code>")
        rows.append(
            f"<tr><td>{escape(e.outcome.value)}</td><td>{escape(e.hallucination_category or '')}</td>"
            f"<td>{escape(e.confidence.value)}</td><td>{escape(e.evidence_summary)}</td>"
            f"<td>{' · '.join(links)}</td></tr>"
        )
    return (
        "<table><tr><th>Outcome</th><th>Category</th><th>Confidence</th><th>Evidence</th><th>Links</th></tr>"
        + "".join(rows)
        + "</table>"
    )


def render_html(result: CheckResult) -> str:
    evidence_by_citation: dict[str, list[Evidence]] = {}
    for e in result.evidence:
        evidence_by_citation.setdefault(e.citation_id, []).append(e)
    counts = result.summary.by_recommendation
    parts = [
        "<!doctype html><html lang=en><meta charset=utf-8>",
        f"<title>briefcheck: {escape(result.source_name)}</title><style>{_CSS}</style>",
        f"<h1>Citation check: {escape(result.source_name)}</h1>",
        f"<p class=meta>Document {escape(result.document_id)} · sha256 {escape(result.sha256[:16])}… · "
        f"checked {result.created_at.isoformat()} · Tier 3 policy {escape(result.tier3_policy)}</p>",
        "<table class=summary><tr>",
        f"<td><span class='tag ok'>Likely valid</span> {counts.get(Recommendation.LIKELY_VALID, 0)}</td>",
        f"<td><span class='tag warn'>Uncertain</span> {counts.get(Recommendation.UNCERTAIN, 0)}</td>",
        f"<td><span class='tag bad'>Likely hallucinated</span> "
        f"{counts.get(Recommendation.LIKELY_HALLUCINATED, 0)}</td></tr></table>",
        "<h2>Document</h2>",
    ]
    for block in result.blocks:
        css = "heading" if block.type == "heading" else "para"
        parts.append(f"<p class={css}>{_annotated(block.text, block.citations)}</p>")
    parts.append("<h2>Findings per citation</h2>")
    for c in result.citations():
        css, label = _mark_of(c)
        parts.append(f'<section class=cite id="{c.id}"><h3><span class="tag {css}">{escape(label)}</span> ')
        parts.append(f"{escape(c.id)}: {escape(c.text)}</h3>")
        if c.flags:
            parts.append(f"<p class=meta>Extraction flags: {escape(', '.join(f.value for f in c.flags))}</p>")
        if c.validation:
            parts.append("<table><tr><th>Agent</th><th>Verdict</th><th>Reason</th><th>Explanation</th></tr>")
            for v in c.validation.panel_evaluation:
                parts.append(
                    f"<tr><td>{escape(v.agent)}<br><span class=meta>{escape(v.model)}</span></td>"
                    f"<td>{escape(v.verdict.value)}</td><td>{escape(v.reason or '')}</td>"
                    f"<td>{escape(v.explanation or '')}</td></tr>"
                )
            cons = c.validation.consensus
            parts.append("</table>")
            parts.append(
                f"<p>Consensus: {escape(cons.agreement_level.value)}, "
                f"confidence {cons.confidence_score:.2f}. "
                f"{escape(cons.reasoning)}</p>"
            )
        parts.append(_evidence_html(evidence_by_citation.get(c.id, [])))
        parts.append("</section>")
    parts.append("</html>")
    return "\n".join(parts)


def print_summary(result: CheckResult, console: Console) -> None:
    """A table: each citation, the five verdicts, the recommendation and any Tier 3 outcome."""
    evidence = {e.citation_id: e for e in result.evidence}
    table = Table(title=f"briefcheck: {result.source_name}", show_lines=False)
    table.add_column("id", style="dim", no_wrap=True)
    table.add_column("citation", overflow="fold", max_width=58)
    table.add_column("panel", justify="center", no_wrap=True)
    table.add_column("recommendation", no_wrap=True)
    table.add_column("tier 3", overflow="fold", max_width=34)
    for c in result.citations():
        verdicts = ""
        rec_text = "not judged"
        style = "yellow"
        if c.validation:
            verdicts = "".join(_VERDICT_LETTER[v.verdict] for v in c.validation.panel_evaluation)
            rec = c.validation.consensus.recommendation
            rec_text, style = rec.value.removeprefix("CITATION_"), _TERMINAL_STYLE[rec]
        e = evidence.get(c.id)
        tier3 = ""
        if e is not None:
            tier3 = (
                e.outcome.value
                if e.outcome is Outcome.VERIFIED_OK
                else (f"{e.outcome.value}: {e.hallucination_category}")
            )
        table.add_row(c.id, c.text, verdicts, f"[{style}]{rec_text}[/]", tier3)
    console.print(table)
    counts = result.summary.by_recommendation
    console.print(
        f"{result.summary.citations} citations: "
        f"[green]{counts.get(Recommendation.LIKELY_VALID, 0)} likely valid[/], "
        f"[yellow]{counts.get(Recommendation.UNCERTAIN, 0)} uncertain[/], "
        f"[bold red]{counts.get(Recommendation.LIKELY_HALLUCINATED, 0)} likely hallucinated[/]"
        + (f". Model cost ${result.summary.usage.cost_usd:.4f}" if result.summary.usage.calls else "")
    )
    console.print("Panel letters: V valid, I invalid, U uncertain, in seat order: " + ", ".join(result.panel))
