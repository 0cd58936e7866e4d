"""The terminal summary of a result: a table of the citations and why each flagged one was flagged."""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.glossary import LOOK_UP
from briefcheck.domain.models import CheckResult
from briefcheck.domain.status import coverage_of
from briefcheck.report.rows import (
    LOOK,
    VERDICT_LETTER,
    Row,
    citation_rows,
    panel_line,
    plural,
    role_name,
    tier3_short,
    unavailable_note,
    unread_note,
    unverified_note,
    why_flagged,
)
from briefcheck.text.printable import printable

# A terminal table holds at most this many rows: every citation when they fit, else those that
# need attention, the most serious first. A terminal is read from the top, and a table of
# thousands (a long brief, each row laid out by rich) takes seconds to draw and scrolls past
# unread; the report and the JSON list every citation.
MAX_TERMINAL_ROWS = 40
# From this console width the Tier 3 outcome gets its own column; below it, it shares a cell
# with the recommendation.
WIDE_CONSOLE = 110
# Below this width the table drops its box rules to leave room for the citation text.
NARROW_CONSOLE = 80
# UNVERIFIED is never green: nothing was looked up.
_TERMINAL_STYLE = {"bad": "bold red", "warn": "yellow", "unverified": "magenta", "ok": "green"}
_TOTALS = (
    (CitationStatus.ERROR, "error"),
    (CitationStatus.LIKELY_HALLUCINATED, "likely hallucinated"),
    (CitationStatus.REVIEW, "to review"),
    (CitationStatus.UNVERIFIED, "unverified (not looked up)"),
    (CitationStatus.VERIFIED, "verified"),
)


def _terminal_status(r: Row) -> Text:
    return Text(r.status.value, style=_TERMINAL_STYLE[r.look.css])


def _most_serious(rows: list[Row], limit: int) -> list[Row]:
    """At most `limit` of `rows`, the worst status first (errors, then likely hallucinations,
    then those to review), each kept in document order."""
    if len(rows) <= limit:
        return rows
    kept = {id(r) for r in sorted(rows, key=lambda r: r.look.rank)[:limit]}  # stable: document order
    return [r for r in rows if id(r) in kept]


def print_summary(result: CheckResult, console: Console, max_rows: int = MAX_TERMINAL_ROWS) -> None:
    """A table of the citations (when there are more than `max_rows`, only those needing
    attention, and at most `max_rows` of those, the most serious), then why each one listed was
    flagged. All text goes in as `Text`, so brackets in a brief or in a model's explanation are
    never read as console markup."""
    rows = citation_rows(result)
    if not rows:
        console.print(Text(printable(f"No citations found in {result.source_name}."), style="yellow"))
        if result.unread:  # (a header or a scanned page may hold them: said as every output says it)
            console.print(Text(printable(unread_note(result.unread)), style="yellow"))
        return
    coverage = coverage_of(result)
    if coverage.failed:
        headline_style = "bold red"
    elif coverage.review or coverage.unchecked:
        headline_style = "bold magenta"
    else:
        headline_style = "bold green"
    console.print(Text(printable(coverage.headline), style=headline_style))
    if result.unread:
        console.print(Text(printable(unread_note(result.unread)), style="yellow"))
    flagged = [r for r in rows if r.flagged]
    listed = _most_serious(flagged, max_rows)
    shown = rows if len(rows) <= max_rows else listed
    wide = console.width >= WIDE_CONSOLE
    # Under 80 columns the box rules cost too much width: keep only the header rule.
    narrow = console.width < NARROW_CONSOLE
    table = Table(
        title=Text(printable(f"briefcheck: {result.source_name}")),
        title_justify="left",
        box=box.SIMPLE_HEAD if narrow else box.HEAVY_HEAD,
        pad_edge=not narrow,
    )
    table.add_column("id", no_wrap=True)
    table.add_column("citation", ratio=1, overflow="fold")
    table.add_column("panel", no_wrap=True)
    # Wraps only at spaces: the status itself is one word and stays whole.
    table.add_column("status", min_width=len("LIKELY_HALLUCINATED"), max_width=22)
    if wide:
        table.add_column(LOOK_UP.lower(), max_width=30)
    for r in shown:
        c = r.citation
        letters = (
            "".join(VERDICT_LETTER[v.verdict] for v in c.validation.panel_evaluation) if c.validation else ""
        )
        rec = _terminal_status(r)
        tier3 = Text(printable(tier3_short(r.worst))) if r.evidence else Text("")
        if wide:
            table.add_row(c.id, Text(printable(c.text)), letters, rec, tier3)
            continue
        if r.evidence:
            rec.append(f"\n{LOOK_UP.lower()}: ", style="dim").append(tier3)
        table.add_row(c.id, Text(printable(c.text)), letters, rec)
    if shown:
        console.print(table)
    if len(shown) < len(rows) and len(flagged) < len(rows):
        hidden = len(rows) - len(flagged)
        console.print(
            Text(f"{plural(hidden, 'citation')} needing no action not listed; the report and JSON list all.")
        )
    if len(listed) < len(flagged):
        console.print(
            Text(
                f"{plural(len(flagged) - len(listed), 'more flagged citation')} not listed here "
                f"(these are the {len(listed)} most serious); the report and JSON list every one.",
                style="bold",
            )
        )
    if listed:
        why = Table.grid(padding=(0, 1))
        why.add_column(no_wrap=True)
        why.add_column(ratio=1)
        for r in listed:
            why.add_row(
                Text(r.citation.id, style=_TERMINAL_STYLE[r.look.css]), Text(printable(why_flagged(r)))
            )
        console.print(Text("Why:", style="bold"))
        console.print(why)
    totals = Text(f"{plural(len(rows), 'citation')}: ")
    for i, (status, label) in enumerate(_TOTALS):
        n = sum(1 for r in rows if r.status is status)
        totals.append(f"{n} {label}", style=_TERMINAL_STYLE[LOOK[status].css])
        totals.append(", " if i < len(_TOTALS) - 1 else "")
    if result.summary.usage.calls:
        totals.append(f". Model cost ${result.summary.usage.cost_usd:.4f}")
    console.print(totals)
    if note := unavailable_note(rows):
        console.print(Text(note, style="yellow"))
    if note := unverified_note(rows):
        console.print(Text(note, style="magenta"))
    seats = ", ".join(f"{i} {role_name(seat.agent).lower()}" for i, seat in enumerate(result.panel, 1))
    console.print(
        Text(
            f"Panel letters (form checks, not look-ups) V nothing impossible in form, I impossible as cited, "
            f"U in doubt, by seat: {seats} ({panel_line(result)})."
        )
    )
