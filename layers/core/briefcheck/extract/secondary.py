"""Secondary authority (Bluebook R12 and R15; OSCOLA 3.5): the Restatements, the legal
encyclopedias and the treatises a brief cites. None is case law and no case-law source holds one,
so each is listed as what it is (type secondary), never passed over unread and never shown as
valid.

- A Restatement by series, subject and section: "Restatement (Second) of Torts § 402A cmt. c
  (1965)", "RESTATEMENT (THIRD) OF TORTS: PRODS. LIAB. § 2", "Restatement of Torts § 757" (the
  first), California's "Rest.2d Torts, § 46, com. d". Its code is the Restatement's name in one
  spelling ("Restatement (Second) of Contracts"), so the rules judge can look its series up.
- An encyclopedia by volume, title and section: "2 Am. Jur. 2d Administrative Law § 45",
  "17A C.J.S. Contracts § 12".
- The American Law Institute's Model Penal Code by section: "Model Penal Code § 2.02 (2) (c)".
- A treatise or dictionary by the edition its parenthetical names: "1 Kenneth S. Broun et al.,
  McCormick on Evidence § 185 (8th ed. 2020)", "Black's Law Dictionary 1012 (11th ed. 2019)",
  OSCOLA's "Chitty on Contracts (34th edn, Sweet & Maxwell 2021) para 1-001". Its author and title
  are the run of capitalised words before the section or page.
A Restatement or encyclopedia named without a section is prose, not a citation.
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.reference.restatements import SERIES_WRITTEN, restatement, restatement_name

# A title's words: capitalised (or all capitals), with the small words a title keeps between them
_WORD = r"[A-Z][A-Za-z'’.]*"
_SMALL = r"(?:of|on|and|the|for|in|to|&)"
_TITLE = rf"{_WORD}(?:,?\s+(?:{_SMALL}\s+)*{_WORD})*"
_ONE_SECTION = r"\d+[A-Za-z]?(?:[.:-]\d+[A-Za-z]?)*(?:\([A-Za-z0-9]+\))*"
# a list of sections ("§§ 821B, 821C"), never a page of a case cited after ("§ 402A, 925 F.3d 1")
_SECTION = rf"(?P<section>{_ONE_SECTION}(?:,\s*{_ONE_SECTION}(?!\s*[A-Za-z]))*)"
_PIN = r"(?:,?\s*(?P<pin>(?:cmt|com|illus|comment|illustration)\.?\s+[a-z0-9]+\b|reporter['’]s\s+note))?"
_PAREN = r"(?:\s*\((?P<paren>[^()]{0,80}?\b(?P<year>1[89]\d\d|20\d\d)\b[^()]{0,40}?)\))?"

_RESTATEMENT = re.compile(
    r"\b(?i:restatement|rest\.)\s*"
    r"(?:\((?P<series>(?i:first|second|third|fourth))\)|(?P<abbr>(?i:1st|2d|3d|4th)))?\s*"
    r"(?:(?i:of)\s+)?(?:(?i:the\s+law)\s*,?\s+(?:(?i:of)\s+)?)?"
    rf"(?P<subject>{_TITLE})(?::\s*(?P<sub>{_TITLE}))?\s*,?\s*§§?\s*{_SECTION}{_PIN}{_PAREN}",
)
_ENCYCLOPEDIA = re.compile(
    r"\b(?P<volume>\d+[A-Z]?)\s+(?P<code>Am\.\s?Jur\.(?:\s?[23]d)?|C\.\s?J\.\s?S\.)\s+"
    rf"(?P<subject>{_TITLE})\s*,?\s*§§?\s*{_SECTION}{_PAREN}"
)
# The American Law Institute's Model Penal Code, by section: a model, no state's law
_MODEL_PENAL_CODE = re.compile(
    rf"\bModel\s+Penal\s+Code\s*§§?\s*{_SECTION}(?P<pin>(?:\s?\([A-Za-z0-9]{{1,4}}\))*){_PAREN}"
)
# A treatise's edition parenthetical, and an OSCOLA pin after it ("para 1-001", "vol 12, para 45")
_EDITION = re.compile(
    r"\((?:[^()\d]{0,60}?\beds?\.,\s*)?(?:\d+\s?(?:st|nd|rd|th|d)\s+edn?\.?|rev\.\s+ed\.)\s*,?\s*"
    r"(?:[^()\d]{0,60}?\s)?(?P<year>\d{4})\)"
    r"(?P<oscola>,?\s+(?:vol\s+\d+,?\s+)?paras?\s+\d[\w-]*(?:\.\d+)*|,?\s+vol\s+\d+)?"
)
# What the edition follows, read back from it: a section, a page, or nothing (OSCOLA); before that
# the author and title, capitalised words and the small words between them, a volume first.
_TREATISE = re.compile(
    rf"(?:(?P<volume>\d+[A-Z]?)\s+)?(?P<body>{_WORD}(?:,?\s+(?:(?:{_SMALL}|et|al\.,?)\s+)*{_WORD})*),?\s*"
    rf"(?:§§?\s*{_SECTION}(?:,\s*at\s+(?P<at>\d+(?:-\d+)?))?|(?P<page>\d+(?:-\d+)?))?\s*$"
)
# Legislative materials (Bluebook R13) and a uniform law (R12.9.5): a committee report by its
# number, the Congressional Record by volume and page (a daily edition's "S1234"), The Federalist by
# number, the U.C.C. by section, a hearing by its Congress
_PAGE = r"[HSE]?\d+(?:[-–][HSE]?\d+)?"
_FIRST_PAREN = r"(?:\s*\((?P<paren>[^()]{0,80}?)\))?"
_COMMITTEE_REPORT = re.compile(
    r"\b(?P<code>(?:H\.\s?R\.|S\.)\s?(?:Conf\.\s?)?Rep\.)\s*No\.\s*(?P<section>\d+[-–]\d+)"
    rf"(?:,\s*(?:pt\.\s*\d+,\s*)?(?:at\s+)?(?P<pin>{_PAGE}))?{_FIRST_PAREN}"
)
_CONGRESSIONAL_RECORD = re.compile(
    rf"(?<![\w.])(?P<section>\d{{1,3}})\s+Cong\.\s?Rec\.\s+(?P<page>{_PAGE})(?:,\s*(?P<pin>{_PAGE}))?"
    rf"{_FIRST_PAREN}"
)
_FEDERALIST = re.compile(
    rf"\bThe\s+Federalist\s+No\.\s*(?P<section>\d{{1,2}})(?:,\s*at\s+(?P<pin>{_PAGE}))?{_FIRST_PAREN}"
)
_UNIFORM_CODE = re.compile(
    r"\bU\.\s?C\.\s?C\.\s*§§?\s*(?P<section>\d+[A-Z]?-\d+[A-Za-z]?(?:\([A-Za-z0-9]{1,4}\))*)"
    rf"{_FIRST_PAREN}"
)
_HEARING = re.compile(
    r"\bHearings?\s+(?:on\s+.{1,150}?\s+)?Before\s+the\s+.{3,150}?,\s*"
    r"(?P<section>\d{2,3}(?:st|nd|rd|th|d)\s+Cong\.)(?:,?\s+\d(?:st|nd|rd|th|d)\s+Sess\.)?"
    rf"(?:\s+(?P<pin>{_PAGE}))?{_FIRST_PAREN}"
)
_LEGISLATIVE = (
    ("Rep.", _COMMITTEE_REPORT, None),
    ("Cong", _CONGRESSIONAL_RECORD, "Cong. Rec."),
    ("Federalist", _FEDERALIST, "The Federalist"),
    ("C.C.", _UNIFORM_CODE, "U.C.C."),
    ("Before the", _HEARING, "Hearing"),
)
_YEAR_IN = re.compile(r"\b(?:1[7-9]|20)\d{2}\b")
_SIGNAL = re.compile(r"^(?:See|Cf\.|Accord|Compare|Contra|E\.g\.,?)\s+")
# How far before its edition a treatise's title may begin
_TREATISE_REACH = 200


def find_secondary_citations(text: str) -> list[Citation]:
    """Every Restatement, encyclopedia and treatise cited in `text`, in order."""
    found = []
    if "estatement" in text or "ESTATEMENT" in text or "Rest." in text:
        found += [_restatement(text, m) for m in _RESTATEMENT.finditer(text)]
    if "Jur." in text or "C.J.S." in text or "C. J. S." in text:
        found += [_encyclopedia(text, m) for m in _ENCYCLOPEDIA.finditer(text)]
    if "Model Penal Code" in text:
        found += [_model_penal_code(text, m) for m in _MODEL_PENAL_CODE.finditer(text)]
    if " ed" in text:
        found += [c for m in _EDITION.finditer(text) if (c := _treatise(text, m)) is not None]
    for hint, pattern, code in _LEGISLATIVE:
        if hint in text:
            found += [_legislative(text, m, code) for m in pattern.finditer(text)]
    return sorted(found, key=lambda c: c.start)


def _legislative(text: str, m: re.Match[str], code: str | None) -> Citation:
    """A legislative material or the U.C.C.: its first parenthetical is its date (or The Federalist's
    author); the others say what the brief takes from it."""
    paren = m["paren"]
    year = _YEAR_IN.findall(paren)[-1] if paren and _YEAR_IN.search(paren) else None
    groups = m.groupdict()
    pin = groups.get("pin") or groups.get("page")
    components = Components(code=code or " ".join(m["code"].split()), section=m["section"], pin_cite=pin,
                            year=year)  # fmt: skip
    return _secondary(text, m.start(), m.end(), components)


def _restatement(text: str, m: re.Match[str]) -> Citation:
    written = m["series"] or m["abbr"]
    row = restatement(m["subject"])
    subject = row.subject if row is not None else m["subject"]
    if written:
        series: str | None = SERIES_WRITTEN[written.lower()]
    else:  # "Restatement of Torts" is the first; a subject with no first is named as written
        series = "First" if row is not None and "First" in row.series else None
    code = restatement_name(series, subject)
    components = Components(
        code=code, title=m["sub"], section=m["section"], pin_cite=m["pin"], year=m["year"]
    )
    return _secondary(text, m.start(), _end(m), components)


def _encyclopedia(text: str, m: re.Match[str]) -> Citation:
    series = re.search(r"[23]d", m["code"])
    code = "C.J.S." if m["code"].startswith("C") else "Am. Jur." + (f" {series[0]}" if series else "")
    components = Components(volume=m["volume"], code=code, title=m["subject"], section=m["section"],
                            year=m["year"])  # fmt: skip
    return _secondary(text, m.start(), _end(m), components)


def _model_penal_code(text: str, m: re.Match[str]) -> Citation:
    section = re.sub(r"\([A-Za-z0-9]+\)", "", m["section"]).strip()  # "210.2(1)(b)": the section, 210.2
    components = Components(code="Model Penal Code", section=section, pin_cite=m["pin"].strip() or None,
                            year=m["year"])  # fmt: skip
    return _secondary(text, m.start(), _end(m), components)


def _treatise(text: str, m: re.Match[str]) -> Citation | None:
    before = _TREATISE.search(text, max(0, m.start() - _TREATISE_REACH), m.start())
    if before is None:
        return None
    body, start, volume = before["body"], before.start(), before["volume"]
    if (signal := _SIGNAL.match(body)) is not None:  # "See Black's Law Dictionary"
        body, start, volume = body[signal.end() :], before.start("body") + signal.end(), None
    words = re.findall(_WORD, body)
    if len(words) < 2 or re.search(r"\bv\.\s", body) or words[0].lower().startswith("restatement"):
        return None  # one word is no title; a case's name is a case's; a Restatement is read above
    oscola = (m["oscola"] or "").strip(" ,") or None
    components = Components(volume=volume, code=body, section=before["section"],
                            pin_cite=before["page"] or before["at"] or oscola, year=m["year"])  # fmt: skip
    return _secondary(text, start, m.end(), components)


def _end(m: re.Match[str]) -> int:
    pinned = m.groupdict().get("pin") is not None  # an encyclopedia's pattern has no pin
    return m.end("paren") + 1 if m["paren"] is not None else m.end("pin") if pinned else m.end("section")


def _secondary(text: str, start: int, end: int, components: Components) -> Citation:
    return Citation.spanning(text, start, end, type=CitationType.SECONDARY, jurisdiction=Jurisdiction.US,
                             components=components)  # fmt: skip
