"""State statutes and rules in the forms their own courts write and eyecite's patterns miss: each
found under the name reporters-db or the Bluebook gives it, so none passes unread and the panel
knows it."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationType
from briefcheck.extract import extract_text
from briefcheck.panel.rules.checks_common import known_code
from briefcheck.reference.courts import state_rule_set


@pytest.mark.parametrize(
    ("text", "cited", "code", "section"),
    [
        # a Massachusetts chapter with a letter, and the Commonwealth's own "G.L. c." form
        ("See Mass. Gen. Laws ch. 93A, § 2.", "Mass. Gen. Laws ch. 93A, § 2", "Mass. Gen. Laws", "2"),
        ("See G.L. c. 93A, § 9(3).", "G.L. c. 93A, § 9(3)", "Mass. Gen. Laws", "9"),
        ("See M.G.L. c. 151B, § 4.", "M.G.L. c. 151B, § 4", "Mass. Gen. Laws", "4"),
        # New Jersey's title:chapter-section
        ("See N.J. Stat. Ann. § 2A:14-2.", "N.J. Stat. Ann. § 2A:14-2", "N.J. Stat. Ann.", "2A:14-2"),
        ("See N.J.S.A. 2A:14-2(a).", "N.J.S.A. 2A:14-2(a)", "N.J. Stat. Ann.", "2A:14-2"),
        # Washington's and Oregon's own abbreviations
        ("See RCW 4.16.080(2).", "RCW 4.16.080(2)", "Wash. Rev. Code", "4.16.080"),
        ("See ORS 12.110.", "ORS 12.110", "Or. Rev. Stat.", "12.110"),
        # Louisiana's codes are cited by article
        ("See La. Civ. Code Ann. art. 3492.", "La. Civ. Code Ann. art. 3492", "La. Civ. Code Ann.", "3492"),
        ("See La. C.C. art. 2315.", "La. C.C. art. 2315", "La. Civ. Code Ann.", "2315"),
        # Illinois' chapter-act-section form under the name reporters-db gives it
        ("See 775 ILCS 5/7A-102.", "775 ILCS 5/7A-102", "Ill. Comp. Stat.", "5/7A-102"),
        # a letter in Utah's title, Rhode Island's title-chapter-section, Maine's title, Pennsylvania's own
        ("See Utah Code Ann. § 78B-2-307.", "Utah Code Ann. § 78B-2-307", "Utah Code Ann.", "78B-2-307"),
        ("See R.I. Gen. Laws § 9-1-14.", "R.I. Gen. Laws § 9-1-14", "R.I. Gen. Laws", "9-1-14"),
        ("See Me. Rev. Stat. tit. 14, § 752.", "Me. Rev. Stat. tit. 14, § 752", "Me. Rev. Stat. Ann.", "752"),
        ("See 42 Pa.C.S. § 5524(2).", "42 Pa.C.S. § 5524(2)", "Pa. Cons. Stat.", "5524"),
        # rules as Pennsylvania's and New York's courts write them, under the Bluebook's names
        ("See Pa.R.C.P. No. 1028(a)(4).", "Pa.R.C.P. No. 1028(a)(4)", "Pa. R. Civ. P.", "1028"),
        ("See Pa.R.A.P. 1925(b).", "Pa.R.A.P. 1925(b)", "Pa. R. App. P.", "1925"),
        ("See Pa.R.Crim.P. 600.", "Pa.R.Crim.P. 600", "Pa. R. Crim. P.", "600"),
        ("See CPLR 3211(a)(7).", "CPLR 3211(a)(7)", "N.Y. C.P.L.R.", "3211"),
        # California's own style (the California Style Manual's), and the Code named first
        ("See Code Civ. Proc., § 425.16.", "Code Civ. Proc., § 425.16", "Cal. Code", "425.16"),
        ("See Evid. Code, § 1101, subd. (b).", "Evid. Code, § 1101", "Cal. Code", "1101"),
        ("See Bus. & Prof. Code, § 17200.", "Bus. & Prof. Code, § 17200", "Cal. Code", "17200"),
        ("See Gov. Code, § 12940(a).", "Gov. Code, § 12940(a)", "Cal. Code", "12940"),
        ("See Penal Code section 187.", "Penal Code section 187", "Cal. Code", "187"),
        ("See Cal. Code Civ. Proc. § 425.16.", "Cal. Code Civ. Proc. § 425.16", "Cal. Code", "425.16"),
        # Texas codes without the Bluebook's "Ann."
        ("See Tex. Bus. & Com. Code § 17.46.", "Tex. Bus. & Com. Code § 17.46", "Tex. Code Ann.", "17.46"),
        ("See Tex. Penal Code § 19.02(b).", "Tex. Penal Code § 19.02(b)", "Tex. Code Ann.", "19.02"),
        # the states' own short names of their codes
        ("See R.C. 2305.10(A).", "R.C. 2305.10(A)", "Ohio Rev. Code Ann.", "2305.10"),
        ("See MCL 600.5805(2).", "MCL 600.5805(2)", "Mich. Comp. Laws", "600.5805"),
        ("See O.C.G.A. § 9-3-33.", "O.C.G.A. § 9-3-33", "Ga. Code Ann.", "9-3-33"),
        ("See C.R.S. § 13-80-102.", "C.R.S. § 13-80-102", "Colo. Rev. Stat.", "13-80-102"),
        ("See A.R.S. § 12-542.", "A.R.S. § 12-542", "Ariz. Rev. Stat. Ann.", "12-542"),
        ("See La. R.S. 9:5605.", "La. R.S. 9:5605", "La. Stat. Ann.", "5605"),
        ("See La. Rev. Stat. Ann. § 9:5605.", "La. Rev. Stat. Ann. § 9:5605", "La. Stat. Ann.", "5605"),
        ("See KRS 413.140(1).", "KRS 413.140(1)", "Ky. Rev. Stat. Ann.", "413.140"),
        ("See NRS 11.190.", "NRS 11.190", "Nev. Rev. Stat.", "11.190"),
        ("See K.S.A. 60-513.", "K.S.A. 60-513", "Kan. Stat. Ann.", "60-513"),
        # Florida's courts name the section first ("§ 95.11, Fla. Stat."), and its old chapter form
        ("See § 95.11(3)(a), Fla. Stat. (2019).", "§ 95.11(3)(a), Fla. Stat.", "Fla. Stat.", "95.11"),
        (
            "See section 95.11, Florida Statutes (2019).",
            "section 95.11, Florida Statutes",
            "Fla. Stat.",
            "95.11",
        ),
        ("See Fla. Stat. ch. 95.11 (1995).", "Fla. Stat. ch. 95.11", "Fla. Stat.", "95.11"),
        (
            "See Pa. Cons. Stat. tit. 42, § 5524.",
            "Pa. Cons. Stat. tit. 42, § 5524",
            "Pa. Cons. Stat.",
            "5524",
        ),
    ],
)
def test_a_state_statute_or_rule_in_its_own_style_is_found_under_a_known_name(
    text: str, cited: str, code: str, section: str
) -> None:
    [c] = extract_text(text).citations()
    assert (c.text, c.components.code, c.components.section) == (cited, code, section)
    if c.type is CitationType.STATUTE:
        assert known_code(code)
    else:
        assert c.type is CitationType.RULE and state_rule_set(code)


@pytest.mark.parametrize(
    "text",
    [
        "The RCW requires notice.",  # the abbreviation alone
        "In 2A:14 the parties agreed.",  # a colon in prose
        "Article 3492 of the treaty.",
        "The Penal Code was amended in 2019.",  # a code named, no section
        "The KRS and NRS differ.",
        "Under R.C. Smith's theory, 12 jurors sat.",
        "Section 95.11 of the Florida Statutes was amended.",  # named, not cited in Florida's form
    ],
)
def test_prose_is_not_a_state_statute(text: str) -> None:
    assert [c for c in extract_text(text).citations() if c.type is CitationType.STATUTE] == []


@pytest.mark.parametrize(
    ("text", "cited", "code", "title", "section"),
    [
        ("The rule applies. 12 C.F.R. pt. 1099.", "12 C.F.R. pt. 1099", "C.F.R.", "12", "1099"),
        ("The rule applies. 40 C.F.R. Part 60.", "40 C.F.R. Part 60", "C.F.R.", "40", "60"),
        ("The rule applies. 40 C.F.R. pts. 60-63.", "40 C.F.R. pts. 60-63", "C.F.R.", "40", "60"),
        ("Relief lies under 11 U.S.C. ch. 7.", "11 U.S.C. ch. 7", "U.S.C.", "11", "7"),
        ("See 52 C.F.R. pt. 1 (2020).", "52 C.F.R. pt. 1", "C.F.R.", "52", "1"),
    ],
)
def test_a_regulation_part_or_a_code_chapter_is_read(
    text: str, cited: str, code: str, title: str, section: str
) -> None:
    """ "40 C.F.R. Part 60" and "11 U.S.C. ch. 7" went unread: no citation at all, so an invented title
    ("52 C.F.R.") passed unchecked."""
    [c] = extract_text(text).citations()
    assert (c.type, c.text, c.components.code, c.components.title, c.components.section) == (
        CitationType.STATUTE,
        cited,
        code,
        title,
        section,
    )


@pytest.mark.parametrize(
    ("text", "sections"),
    [
        ("See §§ 95.11 and 95.031, Fla. Stat.", [("95.11", None), ("95.031", None)]),
        ("See §§ 95.11, 95.031(2), Fla. Stat. (2019).", [("95.11", None), ("95.031", "(2)")]),
        (
            "See sections 95.11, 95.031, and 95.051, Florida Statutes.",
            [("95.11", None), ("95.031", None), ("95.051", None)],
        ),
        ("See § 775.082(9)(a)3., Fla. Stat.", [("775.082", "(9)(a)3.")]),
        ("See § 775.082(9)(a)3.a., Fla. Stat.", [("775.082", "(9)(a)3.a.")]),
    ],
)
def test_florida_section_lists_and_numbered_subparagraphs(text: str, sections: list) -> None:
    """Every section of a Florida list is its own citation, and Florida's numbered subparagraph
    ("(9)(a)3.") is part of its pin: a list or a subparagraph made the whole citation go unread."""
    found = [c for c in extract_text(text).citations() if c.type is CitationType.STATUTE]
    assert [(c.components.code, c.components.section, c.components.pin_cite) for c in found] == [
        ("Fla. Stat.", section, pin) for section, pin in sections
    ]


def test_every_part_of_a_regulation_list_is_read() -> None:
    found = extract_text("The rules are at 45 C.F.R. pts. 160, 164.").citations()
    assert [(c.components.title, c.components.section) for c in found] == [("45", "160"), ("45", "164")]


@pytest.mark.parametrize(
    ("text", "code", "sections"),
    [
        # California's opinions write no space before "Code" (Moore v. Regents, 51 Cal.3d 120)
        ("See Bus. & Prof.Code, § 654.2.", "Cal. Code", ["654.2"]),
        ("See Health & Saf.Code, §§ 7151, 7153.", "Cal. Code", ["7151", "7153"]),
        # New York's official style names the consolidated law alone, its subdivision spaced
        ("See Penal Law § 65.10 (1).", "N.Y. Law", ["65.10"]),
        ("See General Obligations Law § 5-701 (a) (1).", "N.Y. Law", ["5-701"]),
        ("See CPL 440.10.", "N.Y. Law", ["440.10"]),
    ],
)
def test_the_californian_and_new_york_official_styles(text: str, code: str, sections: list[str]) -> None:
    found = [c for c in extract_text(text).citations() if c.type is CitationType.STATUTE]
    assert [(c.components.code, c.components.section) for c in found] == [(code, s) for s in sections]
    assert all(known_code(c.components.code or "") for c in found)


@pytest.mark.parametrize(
    "prose",
    [
        "The Common Law is older than any code.",
        "Under federal law § 5 does not apply.",
        # another code's part, not New York's consolidated law nor California's code
        "Maryland also criminalizes it. Maryland Code, Criminal Law § 11-208.",
        "Theft is graded as one offense (Model Penal Code §§ 223.1, 223.2).",
    ],
)
def test_a_law_named_in_prose_is_no_new_york_statute(prose: str) -> None:
    found = [c for c in extract_text(prose).citations() if c.type is CitationType.STATUTE]
    assert [c.components.code for c in found if c.components.code in ("N.Y. Law", "Cal. Code")] == []


@pytest.mark.parametrize(
    ("text", "code", "section"),
    [
        ("Relief lies under 42 U.S.C. 1983.", "U.S.C.", "1983"),  # the section sign left out
        ("See Federal Rule of Civil Procedure 12(b)(6).", "Fed. R. Civ. P.", "12"),
        ("See Rule 12(b)(6) of the Federal Rules of Civil Procedure.", "Fed. R. Civ. P.", "12"),
        ("See Federal Rule of Evidence 403.", "Fed. R. Evid.", "403"),
        ("See F.R.C.P. 12(b)(6).", "Fed. R. Civ. P.", "12"),
    ],
)
def test_a_federal_statute_or_rule_written_out_is_read(text: str, code: str, section: str) -> None:
    """Each went unread, a fabricated one ("Federal Rule of Civil Procedure 99") with it."""
    [c] = extract_text(text).citations()
    assert (c.components.code, c.components.section) == (code, section)
