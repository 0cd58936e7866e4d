"""The HTML report a lawyer reads.

The HTML is one self-contained file (no scripts, no external assets; a Content-Security-Policy
forbids both): a banner and a summary listing the citations that need a person first, a legend,
the document with each citation marked by its final status, and a card per citation with the
five verdicts, the consensus and the Tier 3 evidence. Cards of citations that need attention are
open; verified citations take one line each, their detail folded. Every piece of document, model
and source text is escaped, and only http(s) URLs become links.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from html import escape
from urllib.parse import urlsplit

from briefcheck.domain.codes import (
    CitationStatus,
    CitationType,
    Outcome,
    Recommendation,
    Tier3Policy,
    Verdict,
)
from briefcheck.domain.glossary import (
    AGREEMENT_TEXT,
    CATEGORY_TEXT,
    FLAG_TEXT,
    LOOK_UP,
    OUTCOME_TEXT,
    POLICY_TEXT,
    RECOMMENDATION_TEXT,
    VERDICT_TEXT,
    source_title,
)
from briefcheck.domain.models import AgentVerdict, CheckResult, Citation, Evidence
from briefcheck.domain.seats import panel_seats
from briefcheck.domain.status import Checked, coverage_of, how_to_check
from briefcheck.report.rows import (
    OUTCOME_CSS,
    SHOWN_ELSEWHERE,
    VERDICT_LETTER,
    Look,
    Row,
    citation_rows,
    correction_of,
    evidence_links,
    panel_line,
    plural,
    reason_of,
    role_name,
    tier3_why,
    unavailable_note,
    unread_note,
    unverified_note,
    when_text,
)

_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"
_CSS = """
:root{--bad:#b3261e;--bad-bg:#fde3e1;--warn:#8a5a00;--warn-bg:#fff0c2;--ok:#1e6b34;--ok-bg:#e3f3e6;
--unv:#4a4f6a;--unv-bg:#eceef5;
--sans:system-ui,'Segoe UI',Helvetica,Arial,sans-serif}
body{font:16px/1.55 Georgia,'Times New Roman',serif;max-width:68rem;margin:1.5rem auto;padding:0 1.2rem;
color:#1d1d1d}
h1{font-size:1.5rem;margin:.2rem 0} h2{font-size:1.2rem;margin:2.2rem 0 .6rem;border-bottom:2px solid #333}
h3{font-size:1.02rem;margin:.2rem 0 .4rem} .meta{color:#555;font:13px/1.5 var(--sans)}
.ui,table,.tag,.legend,.t3,.banner,.claim .k,.consensus{font-family:var(--sans)}
a{color:#0b4f8a} code{font:12.5px ui-monospace,Menlo,Consolas,monospace;background:#f1f1f1;padding:0 .2em}
.banner{padding:.7rem 1rem;border-radius:6px;font-size:1.05rem;margin:1rem 0;border-left:6px solid}
.banner.bad{background:var(--bad-bg);border-color:var(--bad)}
.banner.warn{background:var(--warn-bg);border-color:var(--warn)}
.banner.ok{background:var(--ok-bg);border-color:var(--ok)}
.banner.unverified{background:var(--unv-bg);border-color:var(--unv)}
.banner.note{background:#eef3f8;border-color:#5a7a99;font-size:.95rem}
.tag{display:inline-block;font-size:12px;font-weight:700;padding:.05rem .45rem;border-radius:3px;
white-space:nowrap}
.tag.bad{background:var(--bad);color:#fff}
.tag.warn{background:var(--warn-bg);color:var(--warn);border:1px solid var(--warn)}
.tag.ok{background:var(--ok-bg);color:var(--ok);border:1px solid var(--ok)}
.tag.unverified{background:var(--unv-bg);color:var(--unv);border:1px dashed var(--unv)}
table{border-collapse:collapse;font-size:13.5px;width:100%;margin:.4rem 0}
td,th{border:1px solid #d0d0d0;padding:.25rem .5rem;vertical-align:top;text-align:left;overflow-wrap:anywhere}
th{background:#f4f4f4} tr.group td{background:#f9f9f9;font-weight:700}
tr.bad td:first-child{border-left:5px solid var(--bad)}
tr.warn td:first-child{border-left:5px solid var(--warn)}
tr.ok td:first-child{border-left:5px solid var(--ok)}
tr.unverified td:first-child{border-left:5px dashed var(--unv)}
.chips,.verdict{white-space:nowrap}
.chip{display:inline-block;width:1.35em;text-align:center;font:700 12px/1.5 var(--sans);border-radius:3px;
margin-right:1px}
.chip.VALID{background:#eceff1;color:#37474f} .chip.INVALID{background:var(--bad);color:#fff}
.chip.UNCERTAIN{background:var(--warn-bg);color:var(--warn);outline:1px solid var(--warn)}
.doc p{margin:.55rem 0} .doc .heading{font-weight:700;margin-top:1.3rem}
.doc .footnote{font-size:13.5px;margin:.3rem 0;padding-left:1rem;border-left:2px solid #ddd}
.m{color:inherit;text-decoration:none;padding:0 .12em;border-radius:3px}
.m.ok{background:var(--ok-bg)} .m.warn{background:var(--warn-bg);border-bottom:2px dashed var(--warn)}
.m.bad{background:var(--bad-bg);border-bottom:3px solid var(--bad);font-weight:700}
.m sup{font:700 10px var(--sans);margin-left:.15em} .m.bad sup{color:var(--bad)}
.m.warn sup{color:var(--warn)} .m.ok sup{color:var(--ok)}
.m.unverified{background:var(--unv-bg);border-bottom:2px dotted var(--unv)}
.m.unverified sup{color:var(--unv)}
section.cite{border:1px solid #ccc;border-left:6px solid;border-radius:4px;padding:.6rem .9rem;margin:1rem 0}
.cite[data-rec=bad]{border-left-color:var(--bad)} .cite[data-rec=warn]{border-left-color:var(--warn)}
.cite[data-rec=ok]{border-left-color:var(--ok)} .cite[data-rec=unverified]{border-left-color:var(--unv)}
.cite .nav{float:right;font:12px var(--sans)}
details.cite{padding:.2rem .9rem;margin:.3rem 0} details.cite summary{cursor:pointer;font:14px var(--sans)}
details.more summary{cursor:pointer;font:13px var(--sans);color:#444}
.claim{margin:.3rem 0 .5rem;padding:.3rem .7rem;border-left:3px solid #bbb;background:#fafafa;
font-size:14.5px}
.claim .k{font-size:12px;color:#555;text-transform:uppercase;letter-spacing:.03em}
.consensus{font-size:14px;margin:.4rem 0}
.t3{font-size:14px;border-radius:4px;padding:.45rem .7rem;margin-top:.5rem;background:#f6f6f6}
.t3.bad{background:var(--bad-bg)} .t3.warn{background:var(--warn-bg)} .t3.ok{background:var(--ok-bg)}
.t3 p{margin:.2rem 0} .t3 table{background:#fff}
dl.figs{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:.1rem .8rem;margin:.3rem 0}
dl.figs dt{color:#555} dl.figs dd{margin:0;overflow-wrap:anywhere;min-width:0}
.legend{font-size:13.5px;background:#f7f7f7;border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;
display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:.35rem 1rem;margin:0}
.legend dt{font-weight:700} .legend dd{margin:0} .print-only{display:none}
@media screen and (max-width:44rem){
 body{padding:0 .6rem} table.stack thead{display:none}
 table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:auto!important}
 table.stack tr{border:1px solid #d0d0d0;margin:.3rem 0} table.stack td{border:0}
 table.stack td[data-label]::before{content:attr(data-label) ": ";color:#555}
 table.looks td{overflow-wrap:anywhere}
 .cite .nav{float:none;display:block}
 dl.figs,.legend{grid-template-columns:minmax(0,1fr)} dl.figs dd{margin-bottom:.2rem}
}
@media print{
 *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
 body{max-width:none;margin:0;font-size:10.5pt} .nav{display:none} a{color:inherit}
 a.ext::after{content:" <" attr(href) ">";font-size:8pt;word-break:break-all}
 tr,.t3,.claim,.banner,.legend,details.cite{break-inside:avoid} h2,h3{break-after:avoid}
 details.more>*:not(summary){display:none}
 .t3 table,.nav{display:none} section.cite{padding:.3rem .6rem;margin:.5rem 0} .claim{margin:.2rem 0}
 /* paper holds what a person acts on: the finding and the panel's count; the seat-by-seat table
    stays on screen */
 table.panel,table.summary .meta,.t3 dl.figs{display:none} .doc{font-size:9pt} .doc p{margin:.25rem 0}
 table{font-size:8.5pt} td,th{padding:.1rem .3rem} .claim,.consensus,.t3{font-size:9pt}
 .banner{font-size:10pt;padding:.4rem .7rem;margin:.5rem 0}
 /* an unverified card adds nothing to its summary row but the claim and the unanimous panel */
 section.cite[data-rec=unverified]{display:none} .print-only{display:block} .screen-only{display:none}
 ul.unchecked{padding-left:1rem;font-size:9pt} ul.unchecked li{margin:.1rem 0;break-inside:avoid}
 h2{margin:1rem 0 .4rem} .legend{font-size:9pt;padding:.3rem .6rem}
}
"""


def _e(text: object) -> str:
    s = text if type(text) is str else str(text)
    # most strings of a report hold nothing to escape: five scans in C cost half of escape()'s
    # five replacements, and a report escapes some fifty strings a citation
    return escape(s, quote=True) if "&" in s or "<" in s or ">" in s or '"' in s or "'" in s else s


def _link(url: object, label: str) -> str:
    """A link when the URL is http(s); otherwise the URL as text, never an active href."""
    if not url:
        return ""
    url = str(url)  # evidence details are open-ended: never let one odd value cost the report
    if urlsplit(url).scheme in ("http", "https"):
        return f'<a class=ext href="{_e(url)}" rel="noopener noreferrer">{_e(label)}</a>'
    return f"{_e(label)}: <code>{_e(url)}</code>"


def _tag(look: Look) -> str:
    return f'<span class="tag {look.css}">{look.symbol} {_e(look.label)}</span>'


def _chip(v: AgentVerdict, tip: bool = True) -> str:
    return _chip_of(v.agent, v.verdict, v.reason if tip else None, tip)


@lru_cache(maxsize=1024)  # five seats, three verdicts and their reason codes: a few dozen chips
def _chip_of(agent: str, verdict: Verdict, reason: str | None, tip: bool) -> str:
    title = f"{role_name(agent)}: {VERDICT_TEXT[verdict]}" + (f" ({reason})" if reason else "")
    attr = f' title="{_e(title)}"' if tip else ""
    return f'<span class="chip {verdict.value}"{attr}>{VERDICT_LETTER[verdict]}</span>'


def _tier3_cell(e: Evidence | None) -> str:
    if e is None:
        return "<span class=meta>not run</span>"
    cell = f"<span class='tag {OUTCOME_CSS[e.outcome]}'>{OUTCOME_TEXT[e.outcome]}</span>"
    if e.outcome is Outcome.VERIFIED_ERROR and e.hallucination_category:
        cell += f" {_category(e)}"
    return cell


def _policy(policy: str) -> str:
    try:
        return POLICY_TEXT[Tier3Policy(policy)]
    except ValueError:  # a result written by another version
        return policy


def _category(e: Evidence) -> str:
    """The error's category in plain words; its code (the JSON's) shown on hover."""
    cat = e.hallucination_category
    return f'<span class=cat title="{_e(cat.value)}">{_e(CATEGORY_TEXT[cat])}</span>' if cat else ""


def _summary_parts(rows: list[Row]) -> Iterator[str]:
    """Citations that need a person first (worst first, then document order), then the unverified,
    each linked to its card; verified citations are counted here and listed one line each below.
    A row a part: a long brief's table is megabytes, never held whole."""
    yield (
        "<table class='summary stack'><thead><tr><th style='width:34%'>Citation</th><th>Panel</th>"
        "<th>Status</th><th style='width:40%'>Why</th></tr></thead><tbody>"
    )
    group = None
    # the unchecked are one group line, not one grey row each among the ones to act on
    listed = [r for r in rows if r.status not in (CitationStatus.VERIFIED, CitationStatus.UNVERIFIED)]
    sizes = Counter(r.group for r in listed)
    for r in sorted(listed, key=lambda r: r.group[0]):  # sorted() is stable: document order kept
        if r.group != group:
            group = r.group
            yield f"<tr class=group><td colspan=4>{_e(group[1])} ({sizes[group]})</td></tr>"
        c = r.citation
        place = [f"p. {r.page}"] if r.page else []
        place += [r.where] if r.where else []
        where = f"<br><span class=meta>{_e(' · '.join(place))}</span>" if place and r.flagged else ""
        panel = "".join(_chip(v) for v in c.validation.panel_evaluation) if c.validation else ""
        why = reason_of(r)
        yield (
            f'<tr class="{r.look.css}"><td><a href="#{_e(c.id)}">{_e(c.id)}</a> {_e(c.text)}{where}</td>'
            f"<td class=chips>{panel}</td><td>{_tag(r.look)}</td><td>{_e(why)}</td></tr>"
        )
    unchecked = sum(1 for r in rows if r.status is CitationStatus.UNVERIFIED)
    if unchecked:
        yield (
            f"<tr class='group unverified'><td colspan=4>Not checked by any source ({unchecked}): listed "
            "one line each under <a href='#findings-unverified'>Not checked</a>, with how to check them"
            "</td></tr>"
        )
    verified = sum(1 for r in rows if r.status is CitationStatus.VERIFIED)
    if verified:
        yield (
            f"<tr class=group><td colspan=4>Verified ({verified}): listed one line each under "
            "<a href='#findings-verified'>Verified citations</a></td></tr>"
        )
    yield "</tbody></table>"


def _banner(rows: list[Row], coverage: Checked) -> str:
    """The headline first (how many a source checked, how many not, what is wrong), then the
    counts by status. Green only when every case citation was checked and none failed."""
    if not rows:  # the headline's own words, which say what was not read
        return f"<p class='banner warn'>{escape(coverage.headline)}</p>"
    by = {s: sum(1 for r in rows if r.status is s) for s in CitationStatus}
    parts = [
        f"{by[s]} {label}"
        for s, label in (
            (CitationStatus.ERROR, "with an error shown by a source"),
            (CitationStatus.LIKELY_HALLUCINATED, "likely hallucinated"),
            (CitationStatus.REVIEW, "to review"),
            (CitationStatus.UNVERIFIED, "not checked (unverified)"),
            (CitationStatus.VERIFIED, "verified in a source"),
        )
        if by[s]
    ]
    if coverage.failed:
        css = "bad"
    elif coverage.review:
        css = "warn"
    elif coverage.unchecked:
        css = "unverified"
    else:
        css = "ok"
    return f"<p class='banner {css}'><b>{_e(coverage.headline)}</b> ({'; '.join(parts)}).</p>"


def _legend() -> str:
    roles = " · ".join(f"<b>{_e(seat.title)}</b>: {_e(seat.asks)}" for seat in panel_seats())
    cats = "; ".join(f'<span title="{c.value}">{_e(t)}</span>' for c, t in CATEGORY_TEXT.items())
    return f"""<dl class=legend>
<dt>Status</dt><dd><span class="m bad">error<sup>✗</sup></span> a public source shows an error ·
<span class="m bad">likely hallucinated<sup>✗</sup></span> the panel says so, or the citation is impossible
as cited · <span class="m warn">review<sup>?</sup></span> the panel is split, or a source answered
something a person must settle · <span class="m unverified">unverified<sup>–</sup></span> nothing wrong
found and nothing looked up: not a clean bill · <span class="m ok">verified<sup>✓</sup></span> found in a
public source, name, year and court matching. The small number is the citation's id.</dd>
<dt>Panel</dt><dd>Five agents judge each citation independently, one question each. {roles}<br>Each says
<span class="chip VALID">V</span> nothing impossible in form, <span class="chip INVALID">I</span>
impossible as cited or <span class="chip UNCERTAIN">U</span> in doubt, with a reason
code; an agent that could not answer counts as in doubt <code>agent_unavailable</code>. The panel reads the
citation's form only: a well-formed invented citation passes it, and only a source's look-up shows a case
exists.</dd>
<dt>{LOOK_UP}</dt><dd>Citations are looked up in the offline index of CourtListener's bulk data, the
CourtListener API (US) and Find Case Law (UK) with the claim they support. An error found there is one
of: {cats}.</dd>
<dt>Limits</dt><dd>An aid to review, not a substitute. Verified means the authority exists under that
name; what of the pin, quotes and proposition was checked is said on each card.</dd>
</dl>"""


def _marked(citations: list[Citation]) -> list[Citation]:
    """The citations that get a mark in the text: the first of any overlapping pair."""
    out: list[Citation] = []
    for c in sorted(citations, key=lambda c: c.start):
        if not out or c.start >= out[-1].end:
            out.append(c)
    return out


def _annotated(text: str, citations: list[Citation], looks: dict[str, Look]) -> str:
    """The block text with each citation marked and linked to its findings."""
    out, pos = [], 0
    for c in _marked(citations):
        look = looks[c.id]
        number = c.id.removeprefix("cite_").lstrip("0") or "0"
        out.append(_e(text[pos : c.start]))
        out.append(
            f'<a class="m {look.css}" id="in-{_e(c.id)}" href="#{_e(c.id)}" '
            f'title="{_e(c.id)}: {_e(look.label)}">{_e(text[c.start : c.end])}'
            f"<sup>{look.symbol}{number}</sup></a>"
        )
        pos = c.end
    out.append(_e(text[pos:]))
    return "".join(out)


def _details_value(value: object) -> str:
    if isinstance(value, list):
        return "; ".join(_asked(v) if isinstance(v, dict) and "finding" in v else str(v) for v in value)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def _asked(said: dict[str, object]) -> str:
    """One source of the chain and what it said: "the offline index (CourtListener bulk data, edition
    2026-03-31): not covered (...)"."""
    edition = str(said["edition"]) if said.get("edition") else None
    reason = f" ({said['reason']})" if said.get("reason") else ""
    title = source_title(str(said.get("source")), edition)
    return f"{title}: {str(said.get('finding', '')).replace('_', ' ')}{reason}"


_LOOKS_COLUMNS = ("Look-up", "Status", "When", "URL", "Cached copy")


def _retrievals_html(retrievals: list[object]) -> str:
    rows = []
    for r in retrievals:
        if not isinstance(r, dict):
            continue
        status = _e(r.get("status", "")) + (" (from cache)" if r.get("from_cache") else "")
        # a request is linked only when it returned something a person can read
        answered = r.get("status") in ("found", "ambiguous")
        url = (_link(r.get("url"), "request") if answered else "") or (
            "<span class=meta>no record</span>" if r.get("url") else "<span class=meta>no request made</span>"
        )
        cached = f"<code>{_e(r['cached_path'])}</code>" if r.get("cached_path") else ""
        values = (_e(r.get("kind", "")), status, _e(r.get("retrieved_at", "")), url, cached)
        cells = zip(_LOOKS_COLUMNS, values, strict=True)
        rows.append("<tr>" + "".join(f'<td data-label="{k}">{v}</td>' for k, v in cells) + "</tr>")
    if not rows:
        return ""
    head = "".join(f"<th>{k}</th>" for k in _LOOKS_COLUMNS)
    # on a phone the rows stack, each cell under its column's name (a five-column table there
    # wraps a letter a line)
    return f"<table class='looks stack'><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"


def _evidence_html(e: Evidence) -> str:
    d = e.evidence_details
    extra = d.model_extra or {}
    links = [_link(url, label) for label, url in evidence_links(e)]
    css = OUTCOME_CSS[e.outcome]
    # a citation impossible as written is never sent to a source: no look-up to report, and a
    # confidence belongs only to a conclusion a source supports
    sourced = bool(d.source)
    head = f"<b>{LOOK_UP}:</b> <span class='tag {css}'>{OUTCOME_TEXT[e.outcome]}</span>"
    if not sourced and e.outcome is Outcome.VERIFIED_ERROR:
        head = f"<b>{LOOK_UP}:</b> none made, as the citation is impossible as written:"
    if e.hallucination_category:
        head += f" {_category(e)}"
    concluded = sourced and e.outcome is not Outcome.UNVERIFIABLE
    facts = [f"confidence {_e(e.confidence.value)}"] if concluded else []
    facts.append(f"checked {when_text(e.checked_at)}")
    if d.source:
        facts.append(f"source {_e(source_title(d.source, extra.get('index_edition')))}")
    facts.append(f"claim {_e(e.claim_id)}")
    parts = [
        f"<div class='t3 {css}'><p>{head} <span class=meta>· {' · '.join(facts)}</span></p>",
        f"<p>{_e(e.evidence_summary)}</p>",
    ]
    if links:
        parts.append(f"<p><b>Evidence:</b> {' · '.join(links)}</p>")
    figures = [(k, v) for k, v in extra.items() if k not in SHOWN_ELSEWHERE and v not in (None, "", [])]
    if d.cached_path:
        figures.append(("cached copy", d.cached_path))
    if d.retrieval_timestamp:
        figures.append(("retrieved", when_text(d.retrieval_timestamp)))
    if figures:
        items = "".join(
            f"<dt>{_e(k.replace('_', ' '))}</dt><dd>{_e(_details_value(v))}</dd>" for k, v in figures
        )
        parts.append(f"<dl class=figs>{items}</dl>")
    parts.append(_retrievals_html(extra.get("retrievals") or []))
    parts.append("</div>")
    return "".join(parts)


# A long brief's seats give a few thousand distinct verdicts tens of thousands of times: each row
# is made once (it is made of the verdict's own strings, never of the document's text around it).
@lru_cache(maxsize=4096)
def _verdict_row(
    agent: str, model: str, verdict: Verdict, reason: str | None, explanation: str | None
) -> str:
    version = agent.rpartition("_")[2]
    code = f"<code>{_e(reason)}</code> " if reason else ""
    return (
        f"<tr><td><b>{_e(role_name(agent))}</b><br>"
        f"<span class=meta>{_e(version)} · {_e(model)}</span></td>"
        f"<td class=verdict>{_chip_of(agent, verdict, None, False)} {_e(VERDICT_TEXT[verdict])}</td>"
        f"<td>{code}{_e(explanation or '')}</td></tr>"
    )


def _panel_html(r: Row) -> str:
    v = r.citation.validation
    if v is None:
        return "<p class=consensus>The panel did not judge this citation.</p>"
    cells = [_verdict_row(a.agent, a.model, a.verdict, a.reason, a.explanation) for a in v.panel_evaluation]
    k = v.consensus
    n = k.verdict_counts
    table = (
        "<table class='panel stack'><thead><tr><th style='width:10rem'>Agent</th>"
        "<th style='width:7.5rem'>Finding</th><th>Reason code and explanation</th></tr></thead>"
        f"<tbody>{''.join(cells)}</tbody></table>"
    )
    # the panel is named for what it checked (form), in words: the seats' rows say who said what
    seats = len(v.panel_evaluation)
    by_verdict = ((Verdict.INVALID, n.INVALID), (Verdict.UNCERTAIN, n.UNCERTAIN), (Verdict.VALID, n.VALID))
    counts = ", ".join(f"{count} {VERDICT_TEXT[verdict]}" for verdict, count in by_verdict if count)
    said = RECOMMENDATION_TEXT[k.recommendation]
    if r.status is not CitationStatus.VERIFIED and k.recommendation is Recommendation.LIKELY_VALID:
        said += "; that is not a look-up"
    consensus = (
        f"<p class=consensus><b>Panel (form checks):</b> of {seats}, {counts}: {_e(said)} "
        f"({_e(AGREEMENT_TEXT[k.agreement_level])}).</p>"
    )
    if len(v.panel_evaluation) == n.VALID:
        # a unanimous panel's five rows say nothing the line above does not: fold them
        return consensus + f"<details class=more><summary>The five verdicts</summary>{table}</details>"
    return table + consensus


def _finding_html(r: Row, marked: bool) -> str:
    c = r.citation
    nav = [f'<a href="#in-{_e(c.id)}">in the document ↑</a>'] if marked else []
    nav.append('<a href="#summary">summary ↑</a>')
    facts = [f"{_e(c.type.value)}, {_e(c.jurisdiction.value)}"]
    if r.page:
        facts.append(f"page {r.page} of the PDF")
    if r.where:
        facts.append(_e(r.where))
    if c.is_short_form:
        ante = (
            f'<a href="#{_e(c.antecedent_id)}">{_e(c.antecedent_id)}</a>' if c.antecedent_id else "none found"
        )
        facts.append(f"short form ({_e(c.form.value)}) of {ante}")
    if c.flags:
        facts.append("extraction: " + ", ".join(_e(FLAG_TEXT[f]) for f in c.flags))
    parts = [
        f'<section class="cite" data-rec="{r.look.css}" id="{_e(c.id)}">',
        f"<span class='nav ui'>{' · '.join(nav)}</span>",
        f"<h3>{_tag(r.look)} {_e(c.id)}: {_e(c.text)}</h3>",
        f"<p class=meta>{' · '.join(facts)}</p>",
        # the long "possible, not looked up" note is said once, in the banner; a card says what it adds
        f"<p class='consensus why'><b>Why:</b> {_e(reason_of(r, correction_apart=True))}</p>",
    ]
    if correction := correction_of(r):
        parts.append(f"<p class=consensus><b>Suggested correction:</b> {_e(correction)}</p>")
    if r.claim:
        pin = r.claim.pin_cite or r.claim.paragraph_pin
        pin_html = f" at {_e(pin)}" if pin and c.type is CitationType.CASE else ""
        quotes = "".join(f"<br><span class=k>Quotes</span> “{_e(q)}”" for q in r.claim.quotes) + "".join(
            f"<br><span class=k>Quotes (no closing mark)</span> “{_e(q)}" for q in r.claim.unclosed_quotes
        )
        parts.append(
            f"<div class=claim><span class=k>Cited{pin_html} for</span> {_e(r.claim.text)}{quotes}</div>"
        )
    parts.append(_panel_html(r))
    if r.evidence:
        parts.extend(_evidence_html(e) for e in r.evidence)
    else:
        parts.append("<p class=meta>Not looked up in any source.</p>")
    parts.append("</section>")
    return "\n".join(parts)


def _verified_line(r: Row) -> str:
    """A verified citation in one line, its card folded."""
    e = r.worst
    return _folded_line(r, f" · checked: {_e(', '.join(e.checked))}" if e and e.checked else "")


def _folded_line(r: Row, what: str | None = None) -> str:
    """A citation in one line, its evidence and panel folded under it."""
    c = r.citation
    return (
        f'<details class="cite" id="{_e(c.id)}"><summary>{_summary_line(r, what)}</summary>'
        f"{''.join(_evidence_html(x) for x in r.evidence)}{_panel_html(r)}</details>"
    )


def _summary_line(r: Row, what: str | None = None) -> str:
    """A citation's one line: its status, id, words and what the look-ups said."""
    c = r.citation
    if what is None:
        what = f" · {_e(tier3_why(r))}" if r.evidence else ""
    where = f" · {_e(r.where)}" if r.where else ""
    return f"{_tag(r.look)} {_e(c.id)}: {_e(c.text)}<span class=meta>{where}{what}</span>"


def render_html(result: CheckResult) -> str:
    return "\n".join(html_parts(result))


def html_bytes(result: CheckResult) -> bytes:
    """The report as the UTF-8 file (`html_chunks`, joined)."""
    return b"".join(html_chunks(result))


def html_chunks(result: CheckResult) -> Iterator[bytes]:
    """The report's UTF-8 bytes in parts, encoded as they are made: the whole page as one text
    would hold every character in two bytes (its marks are not Latin-1)."""
    for i, part in enumerate(html_parts(result)):
        yield b"\n" + part.encode() if i else part.encode()


def html_parts(result: CheckResult) -> Iterator[str]:
    """The report's HTML in pieces, in order, to be joined by newlines (made as they are read, so
    a long report is never held as text and as bytes at once)."""
    rows = citation_rows(result)
    looks = {r.citation.id: r.look for r in rows}
    marked = {c.id for b in result.blocks for c in _marked(b.citations)}
    usage = result.summary.usage
    meta = [
        f"checked {when_text(result.created_at)}",
        plural(len(rows), "citation"),
        f"panel: {_e(panel_line(result))}",
        f"looked up: {_e(_policy(result.tier3_policy))}",
        f"document {_e(result.document_id)}",
        f"sha256 {_e(result.sha256[:16])}…",
    ]
    if usage.calls:
        meta.append(f"{usage.calls} model calls, ${usage.cost_usd:.4f}")
    yield from [
        "<!doctype html>",
        "<html lang=en><head><meta charset=utf-8>",
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>briefcheck: {_e(result.source_name)}</title><style>{_CSS}</style></head><body>",
        f"<header><p class=meta>briefcheck citation report</p><h1>{_e(result.source_name)}</h1>",
        f"<p class=meta>{' · '.join(meta)}</p></header>",
        _banner(rows, coverage_of(result)),
        f"<p class='banner warn'>{_e(unread_note(result.unread))}</p>" if result.unread else "",
        f"<p class='banner warn'>{_e(note)}</p>" if (note := unavailable_note(rows)) else "",
        f"<p class='banner note'>{_e(note)}</p>" if (note := unverified_note(rows)) else "",
        "<h2 id=summary>Summary: citations to act on first</h2>",
    ]
    yield from _summary_parts(rows) if rows else [""]
    yield from [
        "<h2 id=legend>How to read this report</h2>",
        _legend(),
        "<h2 id=document>The document</h2><div class=doc>",
    ]
    notes = {
        part: [b for b in result.blocks if b.source is not None and b.source.part == part]
        for part in ("footnotes", "endnotes")
    }
    for block in result.blocks:
        if block.source is not None and block.source.part in notes:
            continue  # a .docx footnote or endnote is shown as one, below the text
        css = "heading" if block.type == "heading" else "para"
        yield f"<p class={css}>{_annotated(block.text, block.citations, looks)}</p>"
    for part, blocks in notes.items():
        if blocks:
            yield f"<h3 class=ui>{part.capitalize()}</h3>"
            yield from (f"<p class=footnote>{_annotated(b.text, b.citations, looks)}</p>" for b in blocks)
    yield "</div>"
    flagged = sorted((r for r in rows if r.flagged), key=lambda r: r.group[0])
    unverified = [r for r in rows if r.status is CitationStatus.UNVERIFIED]
    verified = [r for r in rows if r.status is CitationStatus.VERIFIED]
    if flagged:
        yield f"<h2 id=findings>To fix or review ({len(flagged)})</h2>"
        yield from (_finding_html(r, r.citation.id in marked) for r in flagged)
    if unverified:
        yield f"<h2 id=findings-unverified>Not checked by any source ({len(unverified)})</h2>"
        yield f"<p class='ui meta'>{_e(how_to_check(e for r in unverified for e in r.evidence))}</p>"
        lines = plural(len(unverified), "unchecked citation")
        yield f"<details class='more screen-only'><summary>The {lines}, one line each</summary>"
        yield from (_folded_line(r) for r in unverified)
        yield "</details>"
        # a closed fold prints nothing of what it holds: paper gets the same lines unfolded
        yield "<ul class='print-only unchecked'>"
        yield from (f"<li>{_summary_line(r)}</li>" for r in unverified)
        yield "</ul>"
    if verified:
        yield f"<h2 id=findings-verified>Verified citations ({len(verified)})</h2>"
        yield from (_verified_line(r) for r in verified)
    yield "</body></html>"
