"""Judgments of the EU courts: "Case C-131/12 Google Spain SL v AEPD EU:C:2014:317",
"Joined Cases C-92/09 and C-93/09", "Case 26/62 Van Gend en Loos [1963] ECR 1", "ECLI:EU:C:2014:317".

A case number is the court's docket: C- the Court of Justice, T- the General Court, F- the Civil
Service Tribunal; a bare "26/62" (before 1989) the Court of Justice. The year after the slash is
the year the case was brought, not decided, so the citation's year comes only from a report
("[2014] ECR I-123") or an ECLI written with it. These are listed as cases of the international
kind: no source briefcheck consults holds them, so they are never looked up and never an error.
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components

# "C-123/12", "T-201/04", "26/62", "C-12/03 P" (an appeal); never the start of "12/2019"
_NUMBER = r"(?:[CTF]-)?\d{1,4}/\d{2}(?!\d)(?:\s*P\b)?"
_CASE = re.compile(
    rf"\b(?:Joined\s+)?Cases?\s+(?P<number>{_NUMBER})(?:\s*(?:,|and|&)\s*{_NUMBER})*"
    r"(?P<tail>(?P<name>[^;()\[\]]{0,150}?)\s*"
    r"(?:\[(?P<report_year>\d{4})\]\s+(?:ECR|E\.C\.R\.|ECR-SC)\s+(?:[IV]{1,2}\s*-\s*)?\d{1,5}"
    r"|(?:ECLI:)?EU:[CTF]:(?P<ecli_year>\d{4}):\d{1,5}))?"
)
_ECLI = re.compile(r"\bECLI:EU:(?P<court>[CTF]):(?P<year>\d{4}):\d{1,5}\b")
_COURTS = {"C": "CJEU", "T": "General Court", "F": "Civil Service Tribunal"}
_V = re.compile(r"\s+v\.?\s+")


def find_eu_citations(text: str) -> list[Citation]:
    """Every EU court judgment cited in `text`, in order."""
    if "/" not in text and "EU:" not in text:
        return []  # neither a case number nor an ECLI: the common paragraph, one scan
    found: list[Citation] = []
    for m in _CASE.finditer(text):
        number = re.sub(r"\s+", " ", m["number"])
        letter = number[0] if number[0] in _COURTS else "C"
        party_1 = party_2 = None
        end = m.end("number")
        if m["tail"] is not None:  # it holds a report's or an ECLI's year
            end = m.end()
            name = (m["name"] or "").strip(" ,")
            if name:
                parts = _V.split(name, maxsplit=1)
                party_1 = parts[0]
                party_2 = parts[1] if len(parts) > 1 else None
        components = Components(
            party_1=party_1,
            party_2=party_2,
            court=_COURTS[letter],
            number=number,
            year=m["report_year"] or m["ecli_year"],
        )
        found.append(_citation(text, m.start(), end, components))
    taken = [(c.start, c.end) for c in found]
    for m in _ECLI.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        components = Components(court=_COURTS[m["court"]], number=m.group(0), year=m["year"])
        found.append(_citation(text, m.start(), m.end(), components))
    return sorted(found, key=lambda c: c.start)


def _citation(text: str, start: int, end: int, components: Components) -> Citation:
    return Citation.spanning(
        text,
        start,
        end,
        type=CitationType.CASE,
        jurisdiction=Jurisdiction.INTERNATIONAL,
        components=components,
    )
