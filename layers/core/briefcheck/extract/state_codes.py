"""State statutes and rules in forms their own courts write that eyecite's patterns (reporters-db's) miss,
each filed under the code's name in reporters-db, so the panel knows the code:

- Massachusetts chapters with a letter, and the Commonwealth's "G.L. c. 93A, § 9";
- New Jersey's title:chapter-section ("N.J. Stat. Ann. § 2A:14-2", "N.J.S.A. 2A:14-2");
- Washington's "RCW 4.16.080" and Oregon's "ORS 12.110";
- Louisiana's codes, cited by article ("La. Civ. Code Ann. art. 3492", "La. C.C. art. 2315");
- a letter in Utah's title ("78B-2-307"), Rhode Island's title-chapter-section, Maine's titles,
  Pennsylvania's "42 Pa.C.S. § 5524";
- California's codes as its courts write them ("Code Civ. Proc., § 425.16", "Penal Code section
  187"), Texas codes without "Ann.", and the short names states give their codes ("R.C.", "MCL",
  "O.C.G.A.", "C.R.S.", "A.R.S.", "La. R.S.", "KRS", "NRS", "K.S.A.");
- and rules as their states' courts write them ("Pa.R.C.P. No. 1028", "CPLR 3211"), under the
  Bluebook's names of the sets ("Pa. R. Civ. P.", "N.Y. C.P.L.R.").

Illinois' chapter-act-section form is `us_code`'s, under the same name as here ("Ill. Comp. Stat.").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from briefcheck.domain.codes import CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components

_PIN = r"(?P<pin>(?:\(\w{1,4}\))*)"


@dataclass(frozen=True)
class _Style:
    code: str  # reporters-db's name of the code, or the Bluebook's of a set of rules
    hints: tuple[str, ...]  # literals one of which each citation of the style holds: else not searched
    pattern: re.Pattern[str]  # groups: section, and title (a chapter) where the style has one
    kind: CitationType = CitationType.STATUTE


_STYLES = (
    _Style(
        "Mass. Gen. Laws",
        ("Gen. Laws", "Gen.Laws", "G.L.", "G. L."),
        re.compile(
            r"(?:\bMass\.\s?Gen\.\s?Laws(?:\s?Ann\.)?|(?<![\w.])M?\.?G\.\s?L\.)\s+(?:ch|c)\.\s*"
            rf"(?P<title>\d+[A-Z]{{0,2}}),\s*§§?\s*(?P<section>\d+[A-Z]{{0,2}}(?:½)?){_PIN}"
        ),
    ),
    _Style(
        "N.J. Stat. Ann.",
        ("N.J.",),
        re.compile(
            r"\b(?:N\.J\.\s?Stat\.\s?Ann\.\s*§§?|N\.J\.S\.A\.)\s*"
            rf"(?P<section>\d+[A-Z]{{0,2}}:\d+[A-Z]{{0,2}}-\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    _Style("Wash. Rev. Code", ("RCW",), re.compile(rf"\bRCW\s+(?P<section>\d+[A-Z]?\.\d+[A-Z]?\.\d+){_PIN}")),
    _Style("Or. Rev. Stat.", ("ORS",), re.compile(rf"\bORS\s+(?P<section>\d+[A-Z]?\.\d+){_PIN}")),
    _Style(
        "La. Civ. Code Ann.",
        ("La.",),
        re.compile(r"\bLa\.\s?(?:Civ\.\s?Code(?:\s?Ann\.)?|C\.\s?C\.)\s+[Aa]rts?\.\s*(?P<section>\d+)"),
    ),
    _Style(
        "Utah Code Ann.",
        ("Utah Code",),
        re.compile(
            rf"\bUtah\s+Code(?:\s+Ann\.)?\s*§§?\s*(?P<section>\d+[A-Z]-\d+[a-z]?-\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    _Style(
        "R.I. Gen. Laws",
        ("R.I.",),
        re.compile(
            rf"\bR\.I\.\s?Gen\.\s?Laws(?:\s?Ann\.)?\s*§§?\s*(?P<section>\d+(?:\.\d+)?-\d+(?:\.\d+)?-\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    _Style(
        "Me. Rev. Stat. Ann.",
        ("Me.",),
        re.compile(
            r"\bMe\.\s?Rev\.\s?Stat\.(?:\s?Ann\.)?\s+tit\.\s*(?P<title>\d+),\s*§§?\s*"
            rf"(?P<section>\d+(?:-[A-Z])?){_PIN}"
        ),
    ),
    _Style(
        "Pa. Cons. Stat.",
        ("Pa.C.S", "Pa. C.S"),
        re.compile(
            rf"\b(?P<title>\d{{1,2}})\s+Pa\.\s?C\.\s?S\.(?:\s?A\.)?\s*§§?\s*(?P<section>\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    *(
        _Style(
            name,
            ("Pa.R.", "Pa. R."),
            re.compile(rf"\bPa\.\s?R\.\s?{written}\s+(?:No\.\s*)?(?P<section>\d+(?:\.\d+)?){_PIN}"),
            CitationType.RULE,
        )
        for name, written in (
            ("Pa. R. Civ. P.", r"C\.\s?P\."),
            ("Pa. R. App. P.", r"A\.\s?P\."),
            ("Pa. R. Evid.", r"E\."),
        )
    ),
    # California's codes as its courts write them ("Code Civ. Proc., § 425.16", "Penal Code
    # section 187"), or with "Cal." before the Code's name; not another state's ("Tex. Penal Code")
    _Style(
        "Cal. Code",
        ("Code",),
        re.compile(
            r"(?:\bCal(?:ifornia)?\.?\s+|(?<![A-Za-z]\.\s))\b(?:Code\s+(?:of\s+)?Civ(?:il|\.)\s+Proc(?:edure|\.)"
            r"|(?:Evid|Gov(?:'t|’t)?|Bus\.\s*&\s*Prof|Civ|Pen(?:al)?|Lab|Veh|Fam|Prob|Health\s*&\s*Saf|Ins"
            r"|Welf\.\s*&\s*Inst|Corp|Com|Elec|Educ|Fin|Rev\.\s*&\s*Tax|Pub\.\s*Util|Pub\.\s*Resources)\.?"
            r"\s+Code)\s*,?\s*(?:§§?|sections?\b)\s*"
            rf"(?P<section>\d+(?:\.\d+)*){_PIN}"
        ),
    ),
    # Texas codes without the Bluebook's "Ann." ("Tex. Bus. & Com. Code § 17.46")
    _Style(
        "Tex. Code Ann.",
        ("Tex.",),
        re.compile(
            r"\bTex\.\s+(?:[A-Z][a-z]*\.?\s*(?:&\s*)?){1,4}Code\s*§§?\s*"
            rf"(?P<section>\d+[A-Z]?\.\d+[A-Z]?(?:\.\d+)?){_PIN}"
        ),
    ),
    # the states' own short names of their codes
    _Style(
        "Ohio Rev. Code Ann.",
        ("R.C.", "R. C."),
        re.compile(rf"(?<![\w.])R\.\s?C\.\s+(?:§\s*)?(?P<section>\d{{1,4}}\.\d{{2,3}}(?:\.\d+)?){_PIN}"),
    ),
    _Style(
        "Mich. Comp. Laws",
        ("MCL",),
        re.compile(rf"\bMCLA?\s+(?:§\s*)?(?P<section>\d+[a-z]?\.\d+[a-z]?){_PIN}"),
    ),
    _Style(
        "Ga. Code Ann.",
        ("O.C.G.A.",),
        re.compile(rf"\bO\.C\.G\.A\.\s*§§?\s*(?P<section>\d+-\d+-\d+(?:\.\d+)?){_PIN}"),
    ),
    _Style(
        "Colo. Rev. Stat.",
        ("C.R.S.",),
        re.compile(rf"(?<![\w.])C\.R\.S\.\s*§§?\s*(?P<section>\d+-\d+(?:\.\d+)?-\d+(?:\.\d+)?){_PIN}"),
    ),
    _Style(
        "Ariz. Rev. Stat. Ann.",
        ("A.R.S.",),
        re.compile(rf"(?<![\w.])A\.R\.S\.\s*§§?\s*(?P<section>\d+-\d+(?:\.\d+)?){_PIN}"),
    ),
    _Style(
        "La. Stat. Ann.",
        ("La.",),
        re.compile(
            r"\bLa\.\s?(?:R\.\s?S\.|Rev\.\s?Stat\.(?:\s?Ann\.)?)\s*§?\s*"
            rf"(?P<title>\d+):(?P<section>\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    _Style(
        "Ky. Rev. Stat. Ann.", ("KRS",), re.compile(rf"\bKRS\s+(?:§\s*)?(?P<section>\d+[A-Z]?\.\d+){_PIN}")
    ),
    _Style("Nev. Rev. Stat.", ("NRS",), re.compile(rf"\bNRS\s+(?:§\s*)?(?P<section>\d+[A-Z]?\.\d+){_PIN}")),
    _Style(
        "Kan. Stat. Ann.",
        ("K.S.A.",),
        re.compile(rf"(?<![\w.])K\.S\.A\.\s*(?:§\s*)?(?P<section>\d+-\d+[a-z]?){_PIN}"),
    ),
    _Style(
        "Pa. Cons. Stat.",
        ("Cons. Stat. tit",),
        re.compile(
            r"\bPa\.\s?Cons\.\s?Stat\.(?:\s?Ann\.)?\s+tit\.\s*(?P<title>\d{1,2}),\s*§§?\s*"
            rf"(?P<section>\d+(?:\.\d+)?){_PIN}"
        ),
    ),
    _Style(
        "N.Y. C.P.L.R.",
        ("CPLR",),
        re.compile(rf"(?<![\w.])(?:N\.Y\.\s)?CPLR\s+(?:§\s*)?(?P<section>\d+(?:-[a-z])?){_PIN}"),
        CitationType.RULE,
    ),
)


# any style's literal: most blocks hold none, and are passed over in one scan
_ANY_HINT = re.compile("|".join(re.escape(hint) for style in _STYLES for hint in style.hints))


def find_state_code_sections(text: str) -> list[Citation]:
    """The state statutes of the styles above in `text`, in order."""
    out: list[Citation] = []
    if _ANY_HINT.search(text) is None:
        return out
    for style in _STYLES:
        if not any(hint in text for hint in style.hints):
            continue
        for m in style.pattern.finditer(text):
            groups = m.groupdict()
            components = Components(
                code=style.code,
                title=groups.get("title"),
                section=m["section"],
                pin_cite=groups.get("pin") or None,
            )
            out.append(
                Citation.spanning(
                    text, m.start(), m.end(), type=style.kind, jurisdiction=Jurisdiction.US,
                    components=components,
                )
            )  # fmt: skip
    return sorted(out, key=lambda c: c.start)
