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
  "O.C.G.A.", "C.R.S.", "A.R.S.", "La. R.S.", "KRS", "NRS", "K.S.A."), and Florida's section-first
  form ("§ 95.11, Fla. Stat.");
- and rules as their states' courts write them ("Pa.R.C.P. No. 1028", "CPLR 3211"), under the
  Bluebook's names of the sets ("Pa. R. Civ. P.", "N.Y. C.P.L.R.").

Illinois' chapter-act-section form is `us_code`'s, under the same name as here ("Ill. Comp. Stat.").
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationType
from briefcheck.domain.models import Citation
from briefcheck.extract.styles import PIN, Style, Styles

# Florida's subdivisions: "(9)(a)" and then numbered and lettered subparagraphs, "(9)(a)3.a."
_FLORIDA_PIN = r"(?:\(\w{1,4}\))*(?:\d{1,2}\.(?:[a-z]\.)?)?"

# A further section of a list, with its subdivisions: ", 7153", " and 7153(a)"
_SECTION = r"\d+(?:\.\d+)*(?:\(\w{1,4}\))*"

_STYLES = (
    Style(
        "Mass. Gen. Laws",
        ("Gen. Laws", "Gen.Laws", "G.L.", "G. L."),
        re.compile(
            r"(?:\bMass\.\s?Gen\.\s?Laws(?:\s?Ann\.)?|(?<![\w.])M?\.?G\.\s?L\.)\s+(?:ch|c)\.\s*"
            rf"(?P<title>\d+[A-Z]{{0,2}}),\s*§§?\s*(?P<section>\d+[A-Z]{{0,2}}(?:½)?){PIN}"
        ),
    ),
    Style(
        "N.J. Stat. Ann.",
        ("N.J.",),
        re.compile(
            r"\b(?:N\.J\.\s?Stat\.\s?Ann\.\s*§§?|N\.J\.S\.A\.)\s*"
            rf"(?P<section>\d+[A-Z]{{0,2}}:\d+[A-Z]{{0,2}}-\d+(?:\.\d+)?){PIN}"
        ),
    ),
    Style("Wash. Rev. Code", ("RCW",), re.compile(rf"\bRCW\s+(?P<section>\d+[A-Z]?\.\d+[A-Z]?\.\d+){PIN}")),
    Style("Or. Rev. Stat.", ("ORS",), re.compile(rf"\bORS\s+(?P<section>\d+[A-Z]?\.\d+){PIN}")),
    Style(
        "La. Civ. Code Ann.",
        ("La.",),
        re.compile(r"\bLa\.\s?(?:Civ\.\s?Code(?:\s?Ann\.)?|C\.\s?C\.)\s+[Aa]rts?\.\s*(?P<section>\d+)"),
    ),
    Style(
        "Utah Code Ann.",
        ("Utah Code",),
        re.compile(rf"\bUtah\s+Code(?:\s+Ann\.)?\s*§§?\s*(?P<section>\d+[A-Z]-\d+[a-z]?-\d+(?:\.\d+)?){PIN}"),
    ),
    Style(
        "R.I. Gen. Laws",
        ("R.I.",),
        re.compile(
            rf"\bR\.I\.\s?Gen\.\s?Laws(?:\s?Ann\.)?\s*§§?\s*(?P<section>\d+(?:\.\d+)?-\d+(?:\.\d+)?-\d+(?:\.\d+)?){PIN}"
        ),
    ),
    Style(
        "Me. Rev. Stat. Ann.",
        ("Me.",),
        re.compile(
            r"\bMe\.\s?Rev\.\s?Stat\.(?:\s?Ann\.)?\s+tit\.\s*(?P<title>\d+),\s*§§?\s*"
            rf"(?P<section>\d+(?:-[A-Z])?){PIN}"
        ),
    ),
    Style(
        "Pa. Cons. Stat.",
        ("Pa.C.S", "Pa. C.S"),
        re.compile(
            rf"\b(?P<title>\d{{1,2}})\s+Pa\.\s?C\.\s?S\.(?:\s?A\.)?\s*§§?\s*(?P<section>\d+(?:\.\d+)?){PIN}"
        ),
    ),
    *(
        Style(
            name,
            ("Pa.R.", "Pa. R."),
            re.compile(rf"\bPa\.\s?R\.\s?{written}\s+(?:No\.\s*)?(?P<section>\d+(?:\.\d+)?){PIN}"),
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
    Style(
        "Cal. Code",
        ("Code",),
        re.compile(
            # not the Model Penal Code
            r"(?:\bCal(?:ifornia)?\.?\s+|(?<![A-Za-z]\.\s)(?<!Model\s))\b(?:Code\s+(?:of\s+)?Civ(?:il|\.)\s+Proc(?:edure|\.)"
            r"|(?:Evid|Gov(?:'t|’t)?|Bus\.\s*&\s*Prof|Civ|Pen(?:al)?|Lab|Veh|Fam|Prob|Health\s*&\s*Saf|Ins"
            r"|Welf\.\s*&\s*Inst|Corp|Com|Elec|Educ|Fin|Rev\.\s*&\s*Tax|Pub\.\s*Util|Pub\.\s*Resources)"
            r"(?:\.\s*|\s+)Code)\s*,?\s*(?:§§?|sections?\b)\s*"
            rf"(?P<section>\d+(?:\.\d+)*){PIN}(?P<more>(?:(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+){_SECTION})*)"
        ),
        item=re.compile(rf"(?P<section>\d+(?:\.\d+)*){PIN}"),
    ),
    # New York's official style: the consolidated law by its name alone ("Penal Law § 65.10 (1)",
    # "General Obligations Law § 5-701 (a) (1)", "CPL 440.10"), subdivisions spaced
    Style(
        "N.Y. Law",
        ("Law §", "Law§"),
        re.compile(
            # not a part of another state's code ("Maryland Code, Criminal Law § 11-208")
            r"(?<![\w.])(?<!Code,\s)(?<!Code\s)(?:[A-Z][a-z]+(?:['’]s)?\s+(?:and\s+)?){1,4}Law\s*§§?\s*"
            r"(?P<section>\d+(?:[.-]\d+)*[a-z]?)(?P<pin>(?:\s?\(\w{1,4}\))*)"
        ),
    ),
    Style(
        "N.Y. Law",
        ("CPL",),
        re.compile(r"(?<![\w.])CPL\s+(?:§\s*)?(?P<section>\d+\.\d+)(?P<pin>(?:\s?\(\w{1,4}\))*)"),
    ),
    # Texas codes without the Bluebook's "Ann." ("Tex. Bus. & Com. Code § 17.46")
    Style(
        "Tex. Code Ann.",
        ("Tex.",),
        re.compile(
            r"\bTex\.\s+(?:[A-Z][a-z]*\.?\s*(?:&\s*)?){1,4}Code\s*§§?\s*"
            rf"(?P<section>\d+[A-Z]?\.\d+[A-Z]?(?:\.\d+)?){PIN}"
        ),
    ),
    # the states' own short names of their codes
    Style(
        "Ohio Rev. Code Ann.",
        ("R.C.", "R. C."),
        re.compile(rf"(?<![\w.])R\.\s?C\.\s+(?:§\s*)?(?P<section>\d{{1,4}}\.\d{{2,3}}(?:\.\d+)?){PIN}"),
    ),
    Style(
        "Mich. Comp. Laws",
        ("MCL",),
        re.compile(rf"\bMCLA?\s+(?:§\s*)?(?P<section>\d+[a-z]?\.\d+[a-z]?){PIN}"),
    ),
    Style(
        "Ga. Code Ann.",
        ("O.C.G.A.",),
        re.compile(rf"\bO\.C\.G\.A\.\s*§§?\s*(?P<section>\d+-\d+-\d+(?:\.\d+)?){PIN}"),
    ),
    Style(
        "Colo. Rev. Stat.",
        ("C.R.S.",),
        re.compile(rf"(?<![\w.])C\.R\.S\.\s*§§?\s*(?P<section>\d+-\d+(?:\.\d+)?-\d+(?:\.\d+)?){PIN}"),
    ),
    Style(
        "Ariz. Rev. Stat. Ann.",
        ("A.R.S.",),
        re.compile(rf"(?<![\w.])A\.R\.S\.\s*§§?\s*(?P<section>\d+-\d+(?:\.\d+)?){PIN}"),
    ),
    Style(
        "La. Stat. Ann.",
        ("La.",),
        re.compile(
            r"\bLa\.\s?(?:R\.\s?S\.|Rev\.\s?Stat\.(?:\s?Ann\.)?)\s*§?\s*"
            rf"(?P<title>\d+):(?P<section>\d+(?:\.\d+)?){PIN}"
        ),
    ),
    Style("Ky. Rev. Stat. Ann.", ("KRS",), re.compile(rf"\bKRS\s+(?:§\s*)?(?P<section>\d+[A-Z]?\.\d+){PIN}")),
    Style("Nev. Rev. Stat.", ("NRS",), re.compile(rf"\bNRS\s+(?:§\s*)?(?P<section>\d+[A-Z]?\.\d+){PIN}")),
    Style(
        "Kan. Stat. Ann.",
        ("K.S.A.",),
        re.compile(rf"(?<![\w.])K\.S\.A\.\s*(?:§\s*)?(?P<section>\d+-\d+[a-z]?){PIN}"),
    ),
    Style(
        "Pa. Cons. Stat.",
        ("Cons. Stat. tit",),
        re.compile(
            r"\bPa\.\s?Cons\.\s?Stat\.(?:\s?Ann\.)?\s+tit\.\s*(?P<title>\d{1,2}),\s*§§?\s*"
            rf"(?P<section>\d+(?:\.\d+)?){PIN}"
        ),
    ),
    # Florida's courts name the section first ("§ 95.11(3)(a), Fla. Stat. (2019)", "section 95.11,
    # Florida Statutes"); "Fla. Stat. ch. 95.11" is the form before 1999
    Style(
        "Fla. Stat.",
        ("Fla. Stat", "Florida Statutes"),
        re.compile(
            rf"(?:§§?|\b[Ss]ections?)\s*(?P<section>\d+\.\d+)(?P<pin>{_FLORIDA_PIN})"
            rf"(?P<more>(?:(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)\d+\.\d+{_FLORIDA_PIN})*)"
            r",\s*(?:Fla\.\s?Stat\.|Florida\s+Statutes)"
        ),
        item=re.compile(rf"(?P<section>\d+\.\d+)(?P<pin>{_FLORIDA_PIN})"),
    ),
    Style(
        "Fla. Stat.",
        ("Fla. Stat",),
        re.compile(rf"\bFla\.\s?Stat\.(?:\s?Ann\.)?\s+ch\.\s*(?P<section>\d+\.\d+){PIN}"),
    ),
    Style(
        "N.Y. C.P.L.R.",
        ("CPLR",),
        re.compile(rf"(?<![\w.])(?:N\.Y\.\s)?CPLR\s+(?:§\s*)?(?P<section>\d+(?:-[a-z])?){PIN}"),
        CitationType.RULE,
    ),
)


_STATE_STYLES = Styles(_STYLES)


def find_state_code_sections(text: str) -> list[Citation]:
    """The state statutes of the styles above in `text`, in order."""
    return _STATE_STYLES.find(text)
