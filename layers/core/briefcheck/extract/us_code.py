"""Statutes eyecite does not read: United States Code sections with letters or a hyphenated
suffix ("15 U.S.C. § 78j(b)", "42 U.S.C. § 2000e-2(a)", "15 U.S.C. § 78u-4"), among the most
cited statutes in federal briefs (numeric sections are eyecite's), a regulation's part or a
code's chapter cited whole ("40 C.F.R. Part 60", "11 U.S.C. ch. 7"), and the Illinois Compiled
Statutes' chapter-act-section form ("775 ILCS 5/7A-102", "775 Ill. Comp. Stat. 5/7A-102").
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.extract.styles import Style, Styles

_US_CODE = re.compile(
    # the section sign is sometimes left out ("42 U.S.C. 1983"), which eyecite then does not read
    # and "USC" is written without its stops, which eyecite does not read either
    r"\b(?P<title>\d{1,2})\s+(?P<code>U\.\s?S\.\s?C\.(?:\s?A\.)?|USCA?\b)\s*(?P<mark>§§?)?\s*"
    r"(?P<section>\d+[a-z]{0,3}(?:-\d+[a-z]?)?)(?![\w-])"
    r"(?P<pin>(?:\(\w{1,4}\))*(?:\s*[-–]\s*(?:\(\w{1,4}\))+)?)"
)

_US_CODE_HINT = re.compile(r"U\.\s?S\.\s?C\.|USC")
# A regulation's part, or a code's chapter, cited whole: "40 C.F.R. Part 60", "12 C.F.R. pt. 1099",
# "11 U.S.C. ch. 7" (the section's form is eyecite's, or the pattern above); each part of a list
# ("pts. 160, 164") a citation of its own
_PART = re.compile(r"(?P<section>\d{1,5}[A-Z]?)(?:\s?[-–]\s?\d{1,5}[A-Z]?)?")
_ANOTHER_PART = rf"(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+){_PART.pattern.replace('?P<section>', '?:')}"


def _parts_of(code: str, written: str, hints: tuple[str, ...]) -> Style:
    return Style(
        code,
        hints,
        re.compile(
            rf"\b(?P<title>\d{{1,2}})\s+{written}\s+(?:pts?\.|[Pp]arts?|chs?\.|[Cc]hapters?)\s*"
            rf"{_PART.pattern}(?P<more>(?:{_ANOTHER_PART})*)(?![\w.-]\w)"
        ),
        item=_PART,
    )


_PARTS_OR_CHAPTERS = Styles(
    (
        _parts_of("C.F.R.", r"C\.\s?F\.\s?R\.", ("C.F.R", "C. F. R")),
        _parts_of("U.S.C.", r"U\.\s?S\.\s?C\.(?:\s?A\.)?", ("U.S.C", "U. S. C")),
    )
)
_ILCS = re.compile(
    r"\b(?P<title>\d{1,4})\s+(?P<code>ILCS|Ill\.\s?Comp\.\s?Stat\.(?:\s?Ann\.)?)\s+(?:§\s*)?"
    r"(?P<section>\d+/\d+[\w.-]*?)(?=[\s,.;:)(]|$)(?P<pin>(?:\(\w{1,4}\))*)"
)


def find_us_code_sections(text: str) -> list[Citation]:
    """U.S.C. citations whose section has a letter or a hyphen, in order."""
    out: list[Citation] = []
    if "ILCS" in text or "Comp. Stat" in text:
        for m in _ILCS.finditer(text):
            # "ILCS" is reporters-db's "Ill. Comp. Stat.", under which the panel knows the code
            code = "Ill. Comp. Stat." if m["code"] == "ILCS" else " ".join(m["code"].split())
            out.append(
                Citation.spanning(
                    text, m.start(), m.end(), type=CitationType.STATUTE, jurisdiction=Jurisdiction.US,
                    components=Components(title=m["title"], code=code, section=m["section"],
                                          pin_cite=m["pin"] or None),
                )
            )  # fmt: skip
    out += _PARTS_OR_CHAPTERS.find(text)
    # the section pattern starts at every number: it is tried only where "U.S.C." is written
    if not _US_CODE_HINT.search(text):
        return sorted(out, key=lambda c: c.start)
    for m in _US_CODE.finditer(text):
        section = m["section"]
        if section.isdigit() and m["mark"] and "." in m["code"]:
            continue  # eyecite reads these
        pin = re.sub(r"\s+", "", m["pin"]) or None
        out.append(
            Citation.spanning(
                text,
                m.start(),
                m.end(),
                type=CitationType.STATUTE,
                jurisdiction=Jurisdiction.US,
                components=Components(title=m["title"], code="U.S.C.", section=section, pin_cite=pin),
            )
        )
    return sorted(out, key=lambda c: c.start)
