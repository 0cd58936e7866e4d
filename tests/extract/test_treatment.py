"""Is it still good law? The Supreme Court's own overrulings (the Constitution Annotated's table,
every row joined on its U.S. citations) and the subsequent history the brief states; an
unacknowledged overruling sends a citation to REVIEW with the sentence that says it, an
acknowledged one is shown and keeps the status, and the traps a keyword scan falls into are not
treatment."""

from __future__ import annotations

from pathlib import Path

import pytest

from briefcheck.domain.codes import CitationFlag, CitationStatus
from briefcheck.domain.models import CheckResult
from briefcheck.extract import extract_text
from briefcheck.reference.overruled import overrulings


def treatment_of(text: str, n: int = 0):
    return extract_text(text).citations()[n].treatment


def test_every_row_of_the_table_is_joined_on_its_us_citation() -> None:
    table = overrulings()
    assert sum(len(rows) for rows in table.values()) >= 288
    for cite, rows in table.items():
        volume, _, page = cite.partition(" U.S. ")
        treated = treatment_of(f"See {rows[0].name}, {volume} U.S. {page} ({rows[0].year}).")
        assert treated is not None and treated.checked, cite
        assert {n.by.case_name for n in treated.negative} == {r.by_name for r in rows}, cite
        assert all(not n.acknowledged_in_brief for n in treated.negative), cite


def test_an_overruling_in_part_says_so() -> None:
    [n] = treatment_of(
        "See Williamson County Regional Planning Commission v. Hamilton Bank, 473 U.S. 172 (1985)."
    ).negative
    assert (n.label, n.scope, n.by.case_name) == ("overruled", "in_part", "Knick v. Township of Scott")


def test_a_parallel_us_citation_is_joined_too() -> None:
    treated = treatment_of("See Roe v. Wade, 93 S. Ct. 705, 410 U.S. 113 (1973).")
    assert [n.by.case_name for n in treated.negative] == ["Dobbs v. Jackson Women's Health Organization"]


@pytest.mark.parametrize(
    ("text", "by"),
    [
        ("See Roe v. Wade, 93 S. Ct. 705, 727 (1973).", "Dobbs v. Jackson Women's Health Organization"),
        ("See Roe v. Wade, 35 L. Ed. 2d 147 (1973).", "Dobbs v. Jackson Women's Health Organization"),
        ("See Chevron U.S.A. Inc. v. NRDC, 104 S. Ct. 2778 (1984).", "Loper Bright Enterprises v. Raimondo"),
        (
            "See Chevron, U.S.A., Inc. v. Natural Res. Def. Council, Inc., 104 S. Ct. 2778, 2781 (1984).",
            "Loper Bright Enterprises v. Raimondo",
        ),
        ("See Bowers v. Hardwick, 106 S. Ct. 2841 (1986).", "Lawrence v. Texas"),
        ("See Korematsu v. U.S., 65 S. Ct. 193 (1944).", "Trump v. Hawaii"),  # the United States as "U.S."
        ("See United States v. Jenkins, 95 S. Ct. 1006 (1975).", "United States v. Scott"),
        # no year: the volume's own (the Supreme Court Reporter's volumes by year)
        ("See Roe v. Wade, 93 S. Ct. 705, 727.", "Dobbs v. Jackson Women's Health Organization"),
        # Bluebook's abbreviations of the parties' words (T6) and of a State (T10)
        (
            "See Planned Parenthood of Se. Pa. v. Casey, 112 S. Ct. 2791 (1992).",
            "Dobbs v. Jackson Women's Health Organization",
        ),
        (
            "See Abood v. Detroit Bd. of Educ., 97 S. Ct. 1782 (1977).",
            "Janus v. American Federation of State",
        ),
        ("See Quill Corp. v. N.D., 112 S. Ct. 1904 (1992).", "South Dakota v. Wayfair"),
    ],
)
def test_a_supreme_court_reporter_citation_is_joined_by_name_and_year(text: str, by: str) -> None:
    treated = treatment_of(text)
    assert treated.checked and [n.by.case_name for n in treated.negative] == [by]
    assert "name and year" in treated.source
    assert treated.unacknowledged is not None


@pytest.mark.parametrize(
    "text",
    [
        "See Roe v. Wade, 314 F. Supp. 1217 (N.D. Tex. 1970).",  # the district court's Roe
        "See Roe v. Ingraham, 97 S. Ct. 869 (1977).",  # one party shared
        "See Roe v. Wade, 93 S. Ct. 705 (1985).",  # another year: not the table's decision
        "See Wade v. Hardwick, 106 S. Ct. 2841 (1986).",  # a word of each side, not a party of each
        "See United States v. Scott, 98 S. Ct. 2187 (1978).",  # the overruling decision itself
        "See Roe v. Wade, 120 S. Ct. 100.",  # no year, and a volume of about 2000
        "See Quill Corp. v. S.D., 112 S. Ct. 1904 (1992).",  # another State's initials
        "See Abood v. Detroit Bd. of Health, 97 S. Ct. 1782 (1977).",  # a word the side lacks
    ],
)
def test_a_name_the_table_does_not_hold_is_not_joined(text: str) -> None:
    assert treatment_of(text).negative == []


@pytest.mark.parametrize(
    "acknowledging",
    [
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled by Dobbs v. Jackson Women's Health Org., "
        "597 U.S. 215 (2022).",
        "Before Dobbs, the rule was otherwise. See Roe v. Wade, 410 U.S. 113 (1973).",
        "The since-overruled decision in Roe v. Wade, 410 U.S. 113 (1973), so held.",
        # in the sentences after its citation, in the paragraph
        "The rule applied for decades. Roe v. Wade, 410 U.S. 113 (1973). But Dobbs overruled Roe.",
        "See Roe v. Wade, 410 U.S. 113 (1973). That changed. See Dobbs v. Jackson Women's Health Org., 597 "
        "U.S. 215 (2022) (overruling Roe).",
    ],
)
def test_treatment_the_brief_acknowledges_is_shown_not_flagged(acknowledging: str) -> None:
    treated = treatment_of(acknowledging)
    assert treated.negative and treated.unacknowledged is None


@pytest.mark.parametrize(
    "said",
    [
        # another citation's history in the same string cite
        "The right is settled. See Roe v. Wade, 410 U.S. 113 (1973); Smith v. Jones, 513 N.E.2d 30 (Ill. "
        "App. Ct. 1991), rev'd, 600 N.E.2d 9 (Ill. 1993).",
        # another case sharing a word of the overruling case's name
        "See Roe v. Wade, 410 U.S. 113 (1973); see also Jackson v. Metro. Edison Co., 419 U.S. 345 (1974).",
        # a later sentence saying nothing of Roe's history, or denying it
        "See Roe v. Wade, 410 U.S. 113 (1973). The objection was overruled.",
        "See Roe v. Wade, 410 U.S. 113 (1973). Roe has never been overruled by Dobbs.",
    ],
)
def test_another_citations_history_or_name_acknowledges_nothing(said: str) -> None:
    """A string cite's other authorities are theirs: their history and their names say nothing of
    the brief knowing Roe was overruled (Roe came out green, "acknowledged")."""
    treated = treatment_of(said)
    assert treated.negative and treated.unacknowledged is not None


@pytest.mark.parametrize(
    ("text", "label", "scope", "by"),
    [
        ("See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990), overruled on other grounds by Doe v. Roe, "
         "612 N.E.2d 10 (Ill. 1993).", "overruled", "on_other_grounds", "Doe v. Roe"),
        ("See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990), abrogated by Doe v. Roe, "
         "612 N.E.2d 10 (Ill. 1993).", "abrogated", "whole", "Doe v. Roe"),
        ("See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990), rev'd, 612 N.E.2d 10 (Ill. 1993).",
         "reversed", "whole", "Hale v. Pratt"),  # the same case's later decision, under its name
        ("See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990), superseded by statute.", "superseded",
         "whole", "statute"),
        # New York's official style, with no stop and no comma
        ("(Hale v Pratt, 150 AD3d 400, 401 [1st Dept 2017], revd 31 NY3d 200 [2018].)", "reversed", "whole",
         "Hale v. Pratt"),
    ],
)  # fmt: skip
def test_the_briefs_own_subsequent_history_is_read(text: str, label: str, scope: str, by: str) -> None:
    [n] = treatment_of(text).negative
    assert (n.label, n.scope, n.by.case_name, n.acknowledged_in_brief, n.source) == (
        label,
        scope,
        by,
        True,
        "the brief",
    )


@pytest.mark.parametrize(
    "trap",
    [
        "See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990). The objection is overruled.",
        "See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990). We decline to overrule it.",
        "See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990). Appellant asks us to overrule it.",
        "See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990) (overruling Doe v. Roe).",
        "See Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990). The dissent would overrule it.",
    ],
)
def test_the_traps_of_a_keyword_scan_are_not_treatment(trap: str) -> None:
    assert treatment_of(trap).negative == []


def test_a_good_law_supreme_court_case_is_checked_and_clean() -> None:
    treated = treatment_of("See Brown v. Board of Education, 347 U.S. 483 (1954).")
    assert treated.checked and treated.negative == []


def test_an_unacknowledged_overruling_is_review_with_its_sentence(tmp_path: Path) -> None:
    from briefcheck.cli import main

    brief = tmp_path / "brief.txt"
    brief.write_text(
        "A woman has a constitutional right to choose. Roe v. Wade, 410 U.S. 113 (1973). "
        "Segregation is unlawful. Brown v. Board of Education, 347 U.S. 483 (1954).\n"
    )
    out = tmp_path / "r.json"
    main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--quiet"])
    roe, brown = CheckResult.model_validate_json(out.read_text()).citations()
    assert roe.status is CitationStatus.REVIEW
    assert "Dobbs v. Jackson Women's Health Organization" in (roe.status_note or "")
    assert roe.treatment is not None and roe.treatment.negative[0].source.startswith(
        "the Constitution Annotated"
    )
    assert brown.status is CitationStatus.UNVERIFIED
    # every output's one line for it says the overruling, not a seat's doubt about its form
    from briefcheck.report.rows import citation_rows, reason_of

    result = CheckResult.model_validate_json(out.read_text())
    [row] = [r for r in citation_rows(result) if r.citation.id == roe.id]
    assert "Dobbs" in reason_of(row), reason_of(row)


@pytest.mark.parametrize(
    ("said", "acknowledged"),
    [
        ("Roe was overruled in part, but its reasoning on standing survives.", True),
        ("The judgment was vacated on other grounds.", True),
        ("That case is no longer good law on this point.", True),
        ("Smith, rev'd on other grounds, still states the rule.", True),
        ("The court held that the statute applies.", False),
        ("The objection was noted and the motion granted.", False),
        # what the brief asks a court to do, or a court did to something else, is no history
        ("The judgment below should be reversed because the search was unlawful.", False),
        ("The conviction must be vacated because the search was unlawful.", False),
        ("The court of appeals reversed the conviction.", False),
        # a history word said of something else than the case
        ("The objection was overruled, but a search without a warrant is unlawful.", False),
        ("Appellate courts have reversed convictions where the search was unlawful.", False),
        ("The superseding indictment aside, courts defer to the agency.", False),
        ("The trial court overruled the objection.", False),
        # said of the case, as its subject or in its history's place
        ("Hale, which was later overruled, held that the search was unlawful.", True),
        ("Hale v. Pratt, 600 F.3d 500 (2d Cir. 2011), abrogation recognized by Doe v. Roe, 1 F.4th 2.", True),
        # after the citation, as its predicate or set off by dashes
        ("Roe v. Wade, 410 U.S. 113 (1973), was overruled by Dobbs.", True),
        ("Roe v. Wade, 410 U.S. 113 (1973), has, of course, been overruled.", True),
        ("Roe v. Wade, 410 U.S. 113 (1973) — overruled by Dobbs — was the rule then.", True),
        ("Roe v. Wade, 410 U.S. 113 (1973), and its progeny were overruled by Dobbs.", True),
        ("Roe v. Wade, 410 U.S. 113 (1973), has since been overturned.", True),
        # the act, the case its object
        ("The Court overruled Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("The agency relies on Chevron, 467 U.S. 837, but Chevron deference was overruled.", True),
        # prior history, the reversed case named or cited after the act (each was not acknowledged)
        ("Pell Biosciences v. Ostrander, 590 U.S. 105 (2020) (reversing Ostrander v. Pell Biosciences, 925 "
         "F.3d 405 (2d Cir. 2019)).", True),
        ("Pell Biosciences v. Ostrander, 590 U.S. 105 (2020), rev'g Ostrander v. Pell Biosciences, 925 F.3d "
         "405 (2d Cir. 2019).", True),
        ("Pell Biosciences v. Ostrander, 590 U.S. 105 (2020), rev'g 925 F.3d 405 (2d Cir. 2019).", True),
        ("(Kopp v Tri-State Indem. Co., 35 NY3d 585 [2020], revg 170 AD3d 245 [2d Dept 2019])", True),
        ("Pell Biosciences v. Ostrander, 590 U.S. 105 (2020) (vacating and remanding 925 F.3d 405).", True),
        # New York's later history, without its apostrophe
        ("(Kopp v Tri-State Indem. Co., 170 AD3d 245, 246 [2d Dept 2019], revd 35 NY3d 585 [2020])", True),
        # the act done to something else
        ("The Court of Appeals erred, reversing the district court's order.", False),
        ("Pell Biosciences v. Ostrander, 590 U.S. 105 (2020) (reversing the judgment below).", False),
    ],
)  # fmt: skip
def test_one_rule_says_whether_the_brief_acknowledges_history(said: str, acknowledged: bool) -> None:
    """The brief's own words are read by one rule, for the treatment from the table and from the
    citing opinions alike (two rules once differed on "vacated" and "no longer good law")."""
    from briefcheck.text.history import acknowledges_history

    assert acknowledges_history(said) is acknowledged


@pytest.mark.parametrize(
    ("said", "acknowledged"),
    [
        # a word of the overruling case's name, said of something else
        ("The abortion decision is central to women's health. Roe v. Wade, 410 U.S. 113 (1973).", False),
        ("Officer Dobbs searched the car. Roe v. Wade, 410 U.S. 113 (1973).", False),
        # the overruling case called an affirmance: the history misstated
        (
            "Roe v. Wade, 410 U.S. 113 (1973), aff'd, Dobbs v. Jackson Women's Health Org., 597 U.S. 215.",
            False,
        ),
        # the overruling case said to have approved it, a few words before its name (each was taken
        # for an acknowledgment: VERIFIED on bad law)
        (
            "Roe v. Wade, 410 U.S. 113 (1973) (approved by the Court sitting in Dobbs v. Jackson Women's "
            "Health Org., 597 U.S. 215).",
            False,
        ),
        ("Roe v. Wade, 410 U.S. 113 (1973) (reaffirmed by the full Court in Dobbs).", False),
        ("Roe v. Wade, 410 U.S. 113 (1973) (upheld by the Court in its decision in Dobbs).", False),
        # ... or said to have kept it, or only declined to follow it
        ("Roe v. Wade, 410 U.S. 113 (1973) (Dobbs followed Roe).", False),
        # ... but other courts said to have followed it, before the treating case, do acknowledge it
        ("Until Dobbs courts followed Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("Before Dobbs lower courts applied Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("Roe v. Wade, 410 U.S. 113 (1973) (as Dobbs v. Jackson Women's Health Org. confirmed).", False),
        (
            "Roe v. Wade, 410 U.S. 113 (1973), declined to follow by Dobbs v. Jackson Women's Health Org., "
            "597 U.S. 215 (2022).",
            False,
        ),
        # a correct brief's own words of the rule before its overruling, a few words before the name
        # (each became REVIEW when those words were read eight back)
        ("Courts applied this rule for decades until Dobbs. Roe v. Wade, 410 U.S. 113 (1973).", True),
        (
            "Roe v. Wade, 410 U.S. 113 (1973), which lower courts followed in many cases before Dobbs, held "
            "otherwise.",
            True,
        ),
        # named as the case that treated it
        ("Before Dobbs, the right was protected. Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("In light of Dobbs, the question is open. Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("Dobbs overruled the decision, but Roe v. Wade, 410 U.S. 113 (1973), framed it.", True),
        ("Roe v. Wade, 410 U.S. 113 (1973); see Dobbs v. Jackson Women's Health Org., 597 U.S. 215.", True),
        ("Prior to Dobbs, Roe v. Wade, 410 U.S. 113 (1973), governed.", True),
        ("As Dobbs makes clear, Roe v. Wade, 410 U.S. 113 (1973), was wrong.", True),
        ("The rule held until the Court's 2022 decision in Dobbs. Roe v. Wade, 410 U.S. 113 (1973).", True),
        ("Roe v. Wade, 410 U.S. 113 (1973), stands despite its repudiation by Dobbs.", True),
        ("Dobbs's overruling of Roe v. Wade, 410 U.S. 113 (1973), controls.", True),
    ],
)
def test_the_treating_case_is_acknowledged_only_where_named_as_such(said: str, acknowledged: bool) -> None:
    from briefcheck.text.history import acknowledges_treatment

    by = "Dobbs v. Jackson Women's Health Organization"
    assert acknowledges_treatment(said, True, by, "Roe v. Wade") is acknowledged


@pytest.mark.parametrize(
    ("said", "acknowledged"),
    [
        # the government's case named by its caption, the overruled one in its parenthetical
        (
            "United States v. Vance, 30 F.4th 405, 406 (6th Cir. 2022) (en banc) (overruling United States "
            "v. Palmer, 10 F.4th 245 (6th Cir. 2021)).",
            True,
        ),
        ("United States v. Palmer, 10 F.4th 245 (6th Cir. 2021), overruled by United States v. Vance.", True),
        # the same name said of a person
        ("United States v. Palmer, 10 F.4th 245 (6th Cir. 2021). Officer Vance testified.", False),
    ],
)
def test_a_government_cases_caption_names_it_by_its_second_party(said: str, acknowledged: bool) -> None:
    """'(overruling United States v. Palmer ...)' after 'United States v. Vance' was REVIEW, 'the brief
    does not acknowledge' the overruling: the caption's second party names a government's case."""
    from briefcheck.text.history import acknowledges_treatment, own_part

    cited = "United States v. Palmer, 10 F.4th 245 (6th Cir. 2021)"
    by, held = "United States v. Vance", "United States v. Palmer"
    assert acknowledges_treatment(own_part(said, cited), True, by, held, label="overruled") is acknowledged


@pytest.mark.parametrize(
    "said",
    [
        # the brief denies the history it names
        "The right is settled under Roe v. Wade, 410 U.S. 113 (1973), which was not overruled by Dobbs.",
        "Roe v. Wade, 410 U.S. 113 (1973), has not been overruled by Dobbs v. Jackson Women's Health Org.",
        "Roe v. Wade, 410 U.S. 113 (1973), which Dobbs never overruled, controls.",
        "Roe v. Wade, 410 U.S. 113 (1973), was never abrogated.",
        # another case whose first party shares a word of the treating case's second
        "See Roe v. Wade, 410 U.S. 113 (1973), and Jackson v. Virginia, 443 U.S. 307 (1979).",
        "Under Jackson v. Virginia, 443 U.S. 307 (1979), and Roe v. Wade, 410 U.S. 113 (1973), it holds.",
    ],
)
def test_a_denied_history_or_another_cases_name_acknowledges_nothing(said: str) -> None:
    from briefcheck.text.history import acknowledges_history, acknowledges_treatment

    by = "Dobbs v. Jackson Women's Health Organization"
    assert not acknowledges_treatment(said, True, by, "Roe v. Wade"), said
    assert not acknowledges_history(said), said


@pytest.mark.parametrize(
    ("said", "acknowledged"),
    [
        # a word of the treating case's name used as a word: "American law" is no Janus
        ("Agency fees are permitted under American law. Abood v. Detroit Bd. of Educ., 431 U.S. 209.", False),
        ("After national reforms, Abood v. Detroit Bd. of Educ., 431 U.S. 209 (1977), governs.", False),
        # the treating case by its short name, or by its name in full
        ("Before Janus, Abood v. Detroit Bd. of Educ., 431 U.S. 209 (1977), governed.", True),
        (
            "Abood v. Detroit Bd. of Educ., 431 U.S. 209 (1977); see Janus v. American Fed'n, 585 U.S. 878.",
            True,
        ),
    ],
)
def test_a_treating_cases_descriptive_word_names_it_only_with_its_name(said: str, acknowledged: bool) -> None:
    from briefcheck.text.history import acknowledges_treatment

    by = "Janus v. American Federation of State, County, and Municipal Employees, Council 31"
    assert acknowledges_treatment(said, True, by, "Abood v. Detroit Board of Education") is acknowledged


@pytest.mark.parametrize(
    "said",
    [
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled on other grounds by Dobbs, 597 U.S. 215 (2022).",
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled in part by Dobbs, 597 U.S. 215 (2022).",
    ],
)
def test_a_whole_overruling_said_to_be_on_other_grounds_is_understated(said: str) -> None:
    """Dobbs overruled Roe outright: a brief calling it an overruling on other grounds, or in
    part, tells the reader the rule it cites survived, which it did not."""
    from briefcheck.text.history import acknowledges_history

    assert acknowledges_history(said) and not acknowledges_history(said, whole=True)
    treated = treatment_of(said)
    assert treated.unacknowledged is not None, treated


@pytest.mark.parametrize(
    "said",
    [
        "See Roe v. Wade, 410 U.S. 113 (1973), limited by Dobbs v. Jackson, 597 U.S. 215 (2022).",
        "See Roe v. Wade, 410 U.S. 113 (1973) (overruled in other respects).",
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled by Unrelated v. Thing, 560 U.S. 300 (2012).",
    ],
)
def test_an_outright_overruling_understated_or_credited_to_another_case_is_unacknowledged(said: str) -> None:
    assert treatment_of(said).unacknowledged is not None


@pytest.mark.parametrize(
    ("said", "label", "acknowledged"),
    [
        # the source's own verb: California's Supreme Court disapproves its Courts of Appeal's decisions
        # (each was REVIEW "does not acknowledge as the source gives it")
        ("Alder v. Birch (2012) 210 Cal.App.4th 15, disapproved by Cobb v. Dunn (2021) 12 Cal.5th 965.",
         "disapproved", True),
        ("Alder v. Birch (2012) 210 Cal.App.4th 15, disapproved of by Cobb v. Dunn (2021) 12 Cal.5th 965.",
         "disapproved", True),
        # ... not a weaker verb for an outright overruling
        ("Alder v. Birch (2012) 210 Cal.App.4th 15, disapproved by Cobb v. Dunn (2021) 12 Cal.5th 965.",
         "overruled", False),
        ("Alder v. Birch (2012) 210 Cal.App.4th 15, questioned by Cobb v. Dunn (2021) 12 Cal.5th 965.",
         "disapproved", False),
    ],
)  # fmt: skip
def test_a_treatment_given_in_the_sources_own_word_is_acknowledged(
    said: str, label: str, acknowledged: bool
) -> None:
    from briefcheck.text.history import acknowledges_treatment

    assert acknowledges_treatment(said, True, "Cobb v. Dunn", "Alder v. Birch", label=label) is acknowledged


def test_a_short_form_of_an_overruled_case_carries_its_treatment(tmp_path: Path) -> None:
    """Every citation of an overruled case relies on it: "Roe, 410 U.S. at 153" and "Id." are
    the same reliance as the full citation, so they are for review too, unless the brief says it
    knows (in the full citation's sentence or its own)."""
    from briefcheck.cli import main

    brief = tmp_path / "brief.txt"
    brief.write_text(
        "The right is protected. Roe v. Wade, 410 U.S. 113 (1973). It extends to the first "
        "trimester. Roe, 410 U.S. at 163. The state may not intervene. Id. at 164. Roe, since "
        "overruled, had tied viability to the third trimester. Roe, 410 U.S. at 160.\n\n"
        "Agencies once got deference. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984), overruled "
        "by Loper Bright Enters. v. Raimondo, 603 U.S. 369 (2024). The test had two steps. "
        "Chevron, 467 U.S. at 842.\n"
    )
    out = tmp_path / "r.json"
    main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--quiet"])
    cites = CheckResult.model_validate_json(out.read_text()).citations()
    by_text = {c.text: c for c in cites}
    for short in ("Roe, 410 U.S. at 163", "Id. at 164"):
        cited = by_text[short]
        assert cited.status is CitationStatus.REVIEW, (short, cited.status, cited.status_note)
        assert "Dobbs v. Jackson Women's Health Organization" in (cited.status_note or "")
    owned = by_text["Roe, 410 U.S. at 160"]  # its own sentence says the brief knows
    assert owned.status is not CitationStatus.REVIEW, owned.status_note
    chevron_short = by_text["Chevron, 467 U.S. at 842"]
    assert chevron_short.treatment is not None and chevron_short.treatment.negative
    assert all(n.acknowledged_in_brief for n in chevron_short.treatment.negative)
    assert chevron_short.status is not CitationStatus.REVIEW


@pytest.mark.parametrize(
    "text",
    [
        # Dickerson reaffirmed Miranda; no decision overruled it
        "See Miranda v. Arizona, 384 U.S. 436 (1966), overruled by Dickerson v. United States, 530 U.S. 428 "
        "(2000).",
        # Korematsu was overruled, but by Trump v. Hawaii, not by this decision
        "See Korematsu v. United States, 323 U.S. 214 (1944), overruled by Loving v. Virginia, 388 U.S. 1 "
        "(1967).",
        # Casey overruled other decisions, in part; the table has Roe overruled, by Dobbs
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled by Planned Parenthood of Se. Pa. v. Casey, "
        "505 U.S. 833 (1992).",
    ],
)
def test_an_overruling_the_brief_states_that_the_table_lacks_is_flagged(text: str) -> None:
    [c, _] = extract_text(text).citations()
    assert CitationFlag.OVERRULING_NOT_IN_TABLE in c.flags


@pytest.mark.parametrize(
    "text",
    [
        "See Roe v. Wade, 410 U.S. 113 (1973), overruled by Dobbs v. Jackson Women's Health Org., "
        "597 U.S. 215 (2022).",
        # the table names the overruling decision by its slip opinion's docket; the brief by its report
        "See Apodaca v. Oregon, 406 U.S. 404 (1972), overruled by Ramos v. Louisiana, 590 U.S. 83 (2020).",
        # the table's export lists Citizens United as overruling McConnell only, and Austin as
        # overruled by none: what else a decision of the table overruled is doubted only where the
        # table names another decision overruling it
        "See Austin v. Mich. Chamber of Commerce, 494 U.S. 652 (1990), overruled by Citizens United v. FEC, "
        "558 U.S. 310 (2010).",
        # "on other grounds": an overruling the table need not list
        "See Smith v. Maryland, 442 U.S. 735 (1979), overruled on other grounds by Carpenter v. United "
        "States, 585 U.S. 296 (2018).",
        # not the Supreme Court's own overruling of its own decision
        "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017), overruled by Ames v. Bell, 950 F.3d 1 "
        "(11th Cir. 2020).",
        "See Bowers v. Hardwick, 478 U.S. 186 (1986), abrogated by Lawrence v. Texas, 539 U.S. 558 (2003).",
    ],
)
def test_an_overruling_the_table_holds_or_cannot_hold_is_not_flagged(text: str) -> None:
    c = extract_text(text).citations()[0]
    assert CitationFlag.OVERRULING_NOT_IN_TABLE not in c.flags


def test_a_stated_overruling_the_table_lacks_is_for_review(tmp_path: Path) -> None:
    from briefcheck.domain.config import Settings
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    settings = Settings(home=tmp_path)
    text = (
        b"Custodial statements are admissible. See Miranda v. Arizona, 384 U.S. 436 (1966), overruled by "
        b"Dickerson v. United States, 530 U.S. 428 (2000)."
    )
    result = check_document(text, "brief.txt", settings, open_stores(settings, standard_outputs()))
    miranda = result.citations()[0]
    assert miranda.status is CitationStatus.REVIEW
    assert "Dickerson" in (miranda.status_note or "") and "table" in (miranda.status_note or "")


@pytest.mark.parametrize(
    ("text", "by"),
    [
        ("Agencies got deference. Chevron, 467 U.S. at 843.", "Loper Bright"),
        ("The right is protected. Roe, 410 U.S. at 153.", "Dobbs"),
    ],
)
def test_a_short_form_with_no_full_citation_before_it_is_joined_by_its_page_and_name(
    text: str, by: str
) -> None:
    """A short form the brief never cites in full first still relies on the case: the table's
    decision in its volume whose first page is the nearest at or before the pin, when the short
    form names it."""
    treated = treatment_of(text)
    assert treated is not None and treated.unacknowledged is not None, treated
    assert by in treated.unacknowledged.by.case_name


def test_an_orphan_short_form_naming_another_case_is_not_joined() -> None:
    """ "Smith, 410 U.S. at 153" names no party of Roe v. Wade: no treatment of Roe's is its."""
    treated = treatment_of("The right is protected. Smith, 410 U.S. at 153.")
    assert treated is None or treated.negative == []


ROE = "Roe v. Wade, 410 U.S. 113 (1973)"
DOBBS = "Dobbs v. Jackson Women's Health Organization"


@pytest.mark.parametrize(
    ("said", "by", "cited"),
    [
        # a word of the treating case's name used for a state, a person, a thing
        ("Under Texas law, sodomy was a crime. Bowers v. Hardwick, 478 U.S. 186 (1986).",
         "Lawrence v. Texas", "Bowers v. Hardwick"),
        ("Under South Dakota law, a remote seller need not collect tax. "
         "Quill Corp. v. North Dakota, 504 U.S. 298.",
         "South Dakota v. Wayfair, Inc.", "Quill Corp. v. North Dakota"),
        (f"Officer Dobbs held the door open. {ROE}.", DOBBS, "Roe v. Wade"),
        (f"After Dobbs arrived at the clinic, she was turned away. {ROE}.", DOBBS, "Roe v. Wade"),
        (f"Since women's health is at stake, the right is settled. {ROE}.", DOBBS, "Roe v. Wade"),
        ("Under bright-line rules, courts defer. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).",
         "Loper Bright Enterprises v. Raimondo", "Chevron U.S.A. Inc. v. NRDC"),
        ("Courts defer; see also Loper v. Smith. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).",
         "Loper Bright Enterprises v. Raimondo", "Chevron U.S.A. Inc. v. NRDC"),
        ("Plaintiff John Doe held the position for ten years. Hale v. Pratt, 512 N.E.2d 88.", "Doe v. Roe",
         "Hale v. Pratt"),
        # denials in other words
        (f"No court has overruled {ROE}.", DOBBS, "Roe v. Wade"),
        (f"Nothing in Dobbs overruled {ROE}.", DOBBS, "Roe v. Wade"),
        (f"The argument that Dobbs overruled {ROE}, is mistaken.", DOBBS, "Roe v. Wade"),
        (f"Respondents wrongly contend that {ROE}, was overruled.", DOBBS, "Roe v. Wade"),
        (f"{ROE}, has not, as respondents claim, been overruled.", DOBBS, "Roe v. Wade"),
        # ... the treating case named as leaving it standing (each was "acknowledged")
        (f"The right is settled. {ROE}, which Dobbs declined to overrule.", DOBBS, "Roe v. Wade"),
        (f"The right is settled. {ROE}, which the Court in Dobbs refused to disturb.", DOBBS, "Roe v. Wade"),
        (f"The right is settled even after Dobbs. {ROE}.", DOBBS, "Roe v. Wade"),
        (f"Dobbs left this right intact. {ROE}.", DOBBS, "Roe v. Wade"),
        (f"{ROE} remains good law after Dobbs.", DOBBS, "Roe v. Wade"),
        (f"The right is settled. {ROE} (Dobbs v. Jackson Women's Health Org., 597 U.S. 215 (2022), "
         "following Roe).", DOBBS, "Roe v. Wade"),
        # ... or an outright overruling told as one on another point
        (f"{ROE}, overruled on another issue by Dobbs v. Jackson Women's Health Org., 597 U.S. 215.", DOBBS,
         "Roe v. Wade"),
        (f"{ROE}, overruled in irrelevant part by Dobbs.", DOBBS, "Roe v. Wade"),
        (f"{ROE}, overruled on procedural grounds by Dobbs.", DOBBS, "Roe v. Wade"),
        (f"{ROE}, overruled on an unrelated issue by Dobbs.", DOBBS, "Roe v. Wade"),
        # the treating case named for another history, or another case credited by its short name
        (f"{ROE}, reaffirmed in Dobbs v. Jackson Women's Health Org., 597 U.S. 215 (2022).", DOBBS,
         "Roe v. Wade"),
        (f"{ROE}, followed in Dobbs v. Jackson Women's Health Org., 597 U.S. 215 (2022).", DOBBS,
         "Roe v. Wade"),
        (f"{ROE}, overruled by Casey.", DOBBS, "Roe v. Wade"),
        (f"{ROE} (overruled by Casey).", DOBBS, "Roe v. Wade"),
        # an outright overruling understated
        (f"{ROE}, partially overruled by Dobbs v. Jackson Women's Health Org., 597 U.S. 215.", DOBBS,
         "Roe v. Wade"),
        (f"{ROE}, overruled in relevant part by Dobbs v. Jackson Women's Health Org., 597 U.S. 215.", DOBBS,
         "Roe v. Wade"),
        (f"{ROE}, overruled insofar as it held otherwise by Dobbs.", DOBBS, "Roe v. Wade"),
    ],
)  # fmt: skip
def test_what_only_looks_like_an_acknowledgment_acknowledges_nothing(said: str, by: str, cited: str) -> None:
    from briefcheck.reference.tables import given_names, state_names
    from briefcheck.text.history import acknowledges_treatment

    known = {"given_names": given_names(), "states": state_names()}
    assert not acknowledges_treatment(said, True, by, cited, **known), said


@pytest.mark.parametrize(
    ("said", "by", "cited"),
    [
        ("Before Lawrence, sodomy laws stood. Bowers v. Hardwick, 478 U.S. 186 (1986).", "Lawrence v. Texas",
         "Bowers v. Hardwick"),
        ("Before Wayfair, remote sellers were exempt. Quill Corp. v. North Dakota, 504 U.S. 298 (1992).",
         "South Dakota v. Wayfair, Inc.", "Quill Corp. v. North Dakota"),
        ("After Loper Bright, courts no longer defer. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).",
         "Loper Bright Enterprises v. Raimondo", "Chevron U.S.A. Inc. v. NRDC"),
        (f"{ROE}, overruled by Dobbs, 597 U.S. 215 (2022).", DOBBS, "Roe v. Wade"),
        (f"{ROE}, overruled by Dobbs.", DOBBS, "Roe v. Wade"),
        ("Hale v. Pratt, 512 N.E.2d 88, abrogated by the Legislature.", "Doe v. Roe", "Hale v. Pratt"),
    ],
)  # fmt: skip
def test_a_true_acknowledgment_still_acknowledges(said: str, by: str, cited: str) -> None:
    from briefcheck.reference.tables import given_names, state_names
    from briefcheck.text.history import acknowledges_treatment

    assert acknowledges_treatment(said, True, by, cited, given_names=given_names(), states=state_names()), (
        said
    )


@pytest.mark.parametrize(
    ("said", "cited", "own"),
    [
        # another citation's history before or after it is that citation's
        ("NRDC v. Gorsuch, 685 F.2d 718 (D.C. Cir. 1982), rev'd sub nom. Chevron U.S.A. Inc. v. NRDC, "
         "467 U.S. "
         "837 (1984).", "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837", False),
        (f"See {ROE}, and Smith v. Jones, 1 F.3d 1 (1st Cir. 1993), rev'd, 2 F.4th 2 (2020).", ROE, False),
        ("See Smith v. Jones, 500 F.3d 1 (2d Cir. 2007) (relying on Roe v. Wade, 410 U.S. 113 (1973)), "
         "vacated, "
         "510 F.3d 2 (2d Cir. 2008).", ROE, False),
        # history words said of another case the sentence names before it
        (f"Smith v. Jones was overruled long ago, but the rule here is settled: {ROE}.", ROE, False),
        (f"Although Smith v. Jones was overruled, the right remains. {ROE}.", ROE, False),
        (f"Although Roe v. Wade was overruled, it is cited here for history. {ROE}.", ROE, True),
        # history words before it, said of a decision, a motion or an objection
        (f"Although the Fifth Circuit's decision was reversed, {ROE}, governs.", ROE, False),
        (f"Defendant's objection, overruled below, rested on {ROE}.", ROE, False),
        (f"The motion, since overruled, relied on {ROE}.", ROE, False),
        # ... or of the case: an act on it by name, or the case named right after
        (f"The Court overruled {ROE}, in Dobbs.", ROE, True),
        (f"The since-overruled decision in {ROE}, so held.", ROE, True),
        # the treating case acting on it just before it, or named before it in prose
        ("See Loper Bright Enters. v. Raimondo, 603 U.S. 369 (2024) (overruling Chevron U.S.A. Inc. v. NRDC, "
         "467 U.S. 837 (1984)).", "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837", True),
        # ... or in an explanatory phrase after its citation and parenthetical (Bluebook rule 1.6(a))
        ('Loper Bright Enters. v. Raimondo, 603 U.S. 369, 412 (2024) ("Chevron is overruled."), overruling '
         "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).",
         "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837",
         True),
        ("Smith v. Jones, 1 F.4th 1 (2020), following Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984).",
         "Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837", False),
        # its own, after it, up to the case that did it
        (f"{ROE}, overruled by Dobbs v. Jackson Women's Health Org., 597 U.S. 215 (2022).", ROE, True),
        # a sentence of its own before it, after another citation's
        (f"See Smith v. Jones, 1 F.3d 1 (1st Cir. 1993). Because Dobbs overruled it, {ROE}, is no guide.",
         ROE,
         True),
    ],
)  # fmt: skip
def test_only_the_citations_own_part_of_the_sentence_speaks_of_its_history(
    said: str, cited: str, own: bool
) -> None:
    from briefcheck.text.history import acknowledges_treatment, own_history

    by = DOBBS if "Roe" in cited else "Loper Bright Enterprises v. Raimondo"
    name = "Roe v. Wade" if "Roe" in cited else "Chevron U.S.A. Inc. v. NRDC"
    assert acknowledges_treatment(own_history(said, cited), True, by, name) is own, said


@pytest.mark.parametrize(
    ("text", "acknowledged"),
    [
        ("Courts once deferred to agencies. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984). But see Loper "
         "Bright Enters. v. Raimondo, 603 U.S. 369 (2024) (overruling Chevron).", True),
        # another case's parenthetical, or the treating case's saying something else
        ("Courts once deferred to agencies. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984). But see Smith "
         "v. Jones, 1 F.4th 1 (2020) (overruling Chevron).", False),
        ("Courts once deferred to agencies. Chevron U.S.A. Inc. v. NRDC, 467 U.S. 837 (1984). See Loper "
         "Bright Enters. v. Raimondo, 603 U.S. 369 (2024) (discussing Chevron).", False),
    ],
)  # fmt: skip
def test_a_later_citation_of_the_treating_case_saying_what_it_did_acknowledges_it(
    text: str, acknowledged: bool
) -> None:
    from briefcheck.extract import extract_text

    [chevron] = [c for c in extract_text(text).citations() if c.components.party_1 and "Chevron" in c.text]
    assert chevron.treatment is not None
    assert (chevron.treatment.unacknowledged is None) is acknowledged, chevron.treatment


@pytest.mark.parametrize(
    ("said", "by", "cited", "name"),
    [
        ("Lawrence v. Texas, 539 U.S. 558 (2003), overruled Bowers v. Hardwick, 478 U.S. 186 (1986).",
         "Lawrence v. Texas", "Bowers v. Hardwick, 478 U.S. 186", "Bowers v. Hardwick"),
        ("In light of Lawrence v. Texas, 539 U.S. 558 (2003), Bowers v. Hardwick, 478 U.S. 186 (1986), "
         "no longer "
         "governs.", "Lawrence v. Texas", "Bowers v. Hardwick, 478 U.S. 186", "Bowers v. Hardwick"),
        ("Before Citizens United v. FEC, courts followed McConnell v. FEC, 540 U.S. 93 (2003).",
         "Citizens United v. Federal Election Commission", "McConnell v. FEC, 540 U.S. 93",
         "McConnell v. FEC"),
        ("Before Hyatt, Nevada v. Hall, 440 U.S. 410 (1979), governed.",
         "Franchise Tax Board of California v. Hyatt",
         "Nevada v. Hall, 440 U.S. 410", "Nevada v. Hall"),
        ("Before Khan, Albrecht v. Herald Co., 390 U.S. 145 (1968), governed.", "State Oil Co. v. Khan",
         "Albrecht v. Herald Co., 390 U.S. 145", "Albrecht v. Herald Co."),
    ],
)  # fmt: skip
def test_the_treating_case_named_by_its_caption_or_either_partys_name_acknowledges_it(
    said: str, by: str, cited: str, name: str
) -> None:
    from briefcheck.reference.tables import given_names, state_names
    from briefcheck.text.history import acknowledges_treatment, own_part

    part = own_part(said, cited)
    assert acknowledges_treatment(part, True, by, name, given_names=given_names(), states=state_names()), part


def test_a_history_word_with_an_object_after_it_is_a_verb_not_a_history() -> None:
    """ "Until Ridley v. Oakmont County, 575 U.S. 88 (2015), overruled it, Bexley v. Harmon Township, 480
    U.S. 210 (1987), barred liability": Bexley is not Ridley's later history dated before it (ERROR), nor
    the case that overruled it; ", aff'd, 520 U.S. 1 (1996)" after a 1997 decision still is."""
    cites = extract_text(
        "Until Ridley v. Oakmont County, 575 U.S. 88, 95 (2015), overruled it, Bexley v. Harmon "
        "Township, 480 "
        "U.S. 210, 214 (1987), barred liability. See Hale v. Pratt, 120 F.3d 262 (3d Cir. 1997), aff'd, 520 "
        "U.S. 1 (1996)."
    ).citations()
    ridley, bexley, _, affirmed = cites
    assert CitationFlag.HISTORY_BEFORE_CASE not in bexley.flags
    assert ridley.treatment is None or all(
        n.by.case_name != "Bexley v. Harmon Township" for n in ridley.treatment.negative
    )
    assert CitationFlag.HISTORY_BEFORE_CASE in affirmed.flags


@pytest.mark.parametrize(
    ("said", "acknowledged"),
    [
        # the case reversing it, before it (it was REVIEW "does not acknowledge")
        ("Pell v. Ostrander, 590 U.S. 105 (2020) (reversing Ostrander v. Pell, 925 F.3d 405 (2d Cir. "
         "2019)).", True),
        ("Pell v. Ostrander, 590 U.S. 105 (2020), rev'g Ostrander v. Pell, 925 F.3d 405 (2d Cir. 2019).",
         True),
        # its own prior history, after it: what it did to another decision (it was VERIFIED as
        # acknowledged once "rev'g" was read)
        ("Ostrander v. Pell, 925 F.3d 405 (2d Cir. 2019), rev'g 300 F. Supp. 3d 15 (S.D.N.Y. 2018).", False),
        ("Ostrander v. Pell, 925 F.3d 405 (2d Cir. 2019) (reversing 300 F. Supp. 3d 15).", False),
        # another case said to have reversed it, the reversing case's parties named before it
        ("Quill v. Ray, 580 U.S. 15 (2016) (reversing Ostrander v. Pell, 925 F.3d 405 (2d Cir. 2019)).",
         False),
        ("Ostrander v. Pell lost below. Quill v. Ray, 580 U.S. 15 (2016) (reversing Ostrander v. Pell, 925 "
         "F.3d 405 (2d Cir. 2019)).", False),
    ],
)  # fmt: skip
def test_prior_history_acknowledges_a_reversal_by_the_case_that_did_it(said: str, acknowledged: bool) -> None:
    from briefcheck.text.history import acknowledges_treatment, own_part

    own = own_part(said, "925 F.3d 405")
    found = acknowledges_treatment(
        own, True, "Pell v. Ostrander", "Ostrander v. Pell", by_citations=("590 U.S. 105",), label="reversed"
    )
    assert found is acknowledged, own
