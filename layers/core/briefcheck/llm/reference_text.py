"""The curated reference tables as text for the fixed part of an agent prompt.

A prompt's System part may include `{{reference:NAME}}`; it is expanded once, when the file
is loaded, from the same tables the rules backend checks against (`briefcheck/data/`), so the
model and the rules share one source of facts and the System part stays byte-identical across
calls (cacheable). The tables also lift each agent's fixed prefix above the prompt-cache
minimum (4,096 tokens on Haiku 4.5), so the instructions are paid for once per five minutes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from briefcheck.reference import tables

LEVEL_NAMES = {
    "scotus": "US Supreme Court",
    "federal_appellate": "federal courts of appeals",
    "federal_district": "federal district courts",
    "federal_bankruptcy": "bankruptcy courts",
    "federal_claims": "Court of Federal Claims",
    "federal_trade": "Court of International Trade",
    "federal_tax": "Tax Court",
    "federal_veterans": "Court of Appeals for Veterans Claims",
    "federal_military": "military appeals courts",
    "federal_agency": "federal agencies",
    "state_supreme": "state supreme courts",
    "state_appellate": "state intermediate appellate courts",
    "state_trial": "state trial courts",
}


def _span(start: int, end: int | None) -> str:
    return f"{start}-{end}" if end else f"{start}-present"


def _publication(pub: tables.Publication) -> str:
    text = ", ".join(LEVEL_NAMES.get(level, level) for level in pub.levels)
    if pub.states:
        text += f" ({', '.join(pub.states)})"
    if pub.from_ or pub.to:
        text += f" [{pub.from_ or ''}-{pub.to or ''}]"
    return text


def us_reporters() -> str:
    lines = []
    for r in tables.reporters():
        anchors = ", ".join(f"v{v}={y}" for v, y in r.anchors)
        last = f", last volume {r.last_volume}" if r.last_volume else ""
        prints = "; ".join(_publication(p) for p in r.publishes)
        also = "; ".join(_publication(p) for p in r.occasional)
        lines.append(
            f"- {r.abbreviation} ({r.name}): decisions {_span(r.start, r.end)}{last}; "
            f"volume=year {anchors}; pages rarely above {r.max_page}; prints {prints}"
            + (f"; occasionally {also}" if also else "")
        )
    return "\n".join(lines)


def us_courts() -> str:
    lines = [
        f"- {' / '.join(c.names)}: {c.name}, {LEVEL_NAMES.get(c.level, c.level)}, {_span(c.start, c.end)}"
        for c in tables.federal_courts()
    ]
    lines += [
        f"- {s.bluebook} ({s.name}): state since {s.admitted}"
        + (f", intermediate appellate court since {s.appellate_from}" if s.appellate_from else "")
        for s in tables.states()
    ]
    return "\n".join(lines)


def uk_courts() -> str:
    lines = []
    for c in tables.uk_courts():
        divisions = ", ".join(f"({name}) {_span(d.from_, d.to)}" for name, d in c.divisions.items())
        line = f"- {c.code} ({c.name}): court from {c.court_from}; "
        line += f"neutral citations {_span(c.ncn_from, c.ncn_to)}"
        if divisions:
            line += f"; divisions {divisions}"
        lines.append(line + f"; numbers rarely above {c.max_number} a year")
    return "\n".join(lines)


def uk_law_reports() -> str:
    return "\n".join(
        f"- {r.abbreviation} ({r.name}): {r.years()}; at most {r.max_volumes} volume(s) a year"
        + "".join(f", {n} from {since}" for since, n in r.more_volumes_from)
        for r in tables.law_reports()
    )


def anachronisms() -> str:
    return "\n".join(
        f"- {a.term}: first {a.first_year}, in case law commonly from {a.common_from}"
        for a in tables.anachronisms()
    )


SECTIONS: dict[str, Callable[[], str]] = {
    "us_reporters": us_reporters,
    "us_courts": us_courts,
    "uk_courts": uk_courts,
    "uk_law_reports": uk_law_reports,
    "anachronisms": anachronisms,
}


@cache
def reference_text(name: str) -> str:
    """The named table as prompt text; KeyError for an unknown name."""
    return SECTIONS[name]()
