"""UK extraction: neutral citations, law reports, statutes, pins, names and broken shapes."""

from __future__ import annotations

import re

import pytest

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.domain.models import Citation
from briefcheck.extract import extract_text
from briefcheck.extract.uk import find_uk_citations
from briefcheck.reference import law_report_series, neutral_court
from briefcheck.reference.uk import series_in_style

NEUTRAL = re.compile(r"\[(\d{4})\]\s+([A-Z]+)\s+(?:(Civ|Crim)\s+)?(\d+)(?:\s*\((\w+)\))?")


def only(text: str, type_: CitationType = CitationType.CASE) -> Citation:
    found = [c for c in find_uk_citations(text) if c.type is type_]
    assert len(found) == 1, [c.text for c in found]
    return found[0]


def test_every_uk_item_of_the_evalset_is_extracted(evalset: list[dict]) -> None:
    uk = [item for item in evalset if item["jurisdiction"] == "UK"]
    assert len(uk) >= 20
    misses = []
    for item in uk:
        context, citation = item["context"], item["citation"]
        text = context if citation in context else f"{context} {citation}"
        found = find_uk_citations(text)
        expected = NEUTRAL.search(citation)
        if expected is None:  # the statute item
            hits = [c for c in found if c.type is CitationType.STATUTE]
            ok = any(
                c.components.title == "Housing Act 1996" and c.components.section == "188(3)" for c in hits
            )
        else:
            year, court, division_before, number, division_after = expected.groups()
            hits = [c for c in found if c.type is CitationType.CASE]
            ok = any(
                c.components.year == year
                and c.components.court == court
                and c.components.number == number
                and c.components.division == (division_before or division_after)
                and c.jurisdiction is Jurisdiction.UK
                for c in hits
            )
            # The parties are read too, and the span covers name and citation in the text.
            ok = ok and all(text[c.start : c.end] == c.text for c in found)
            ok = ok and any(c.components.party_2 and c.components.party_2 in citation for c in hits)
        if not ok:
            misses.append(item["id"])
    assert misses == []


def test_evalset_real_uk_citations_are_not_flagged(evalset: list[dict]) -> None:
    # Real citations must not carry a structural flag: flags push the panel toward INVALID.
    flagged = [
        item["id"]
        for item in evalset
        if item["jurisdiction"] == "UK" and item["label"] == "real"
        for c in find_uk_citations(item["citation"])
        if c.flags
    ]
    assert flagged == []


def test_neutral_citation_components_and_court_ids() -> None:
    c = only("See R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5 at [86].")
    comp = c.components
    assert (comp.year, comp.court, comp.number, comp.court_id, comp.paragraph_pin) == (
        "2017",
        "UKSC",
        "5",
        "uksc",
        "86",
    )
    assert comp.party_1 == "R (Miller)"
    assert comp.party_2 == "Secretary of State for Exiting the European Union"
    assert c.text == "R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5"
    assert c.type is CitationType.CASE and c.jurisdiction is Jurisdiction.UK and c.flags == []
    assert c.id == "cite_000"


def test_a_comma_separated_list_of_cases_is_not_one_case_reported_many_times() -> None:
    """A case has one neutral citation and one report per series: a long comma-separated run is a
    list of cases, and no citation lists the others as its parallels (that was quadratic: 12,000
    citations took minutes and gigabytes)."""
    run = ", ".join(f"[2020] EWHC {n} (Ch), [{n % 40 + 1}]" for n in range(1, 3001))
    found = find_uk_citations(f"See {run}.")
    assert len(found) == 3000
    assert all(c.components.parallel_citations == [] for c in found)
    reports = find_uk_citations("Smith v Jones [2020] UKSC 1, [2021] AC 5, [2020] 2 WLR 9, [2021] AC 77.")
    assert [c.components.parallel_citations for c in reports[:3]] == [
        ["[2021] AC 5", "[2020] 2 WLR 9"],
        ["[2020] UKSC 1", "[2020] 2 WLR 9"],
        ["[2020] UKSC 1", "[2021] AC 5"],
    ]
    assert reports[3].components.parallel_citations == []  # a second AC report: another case


@pytest.mark.parametrize(
    ("text", "court", "division", "number", "court_id"),
    [
        ("[2023] EWHC 186 (Admin)", "EWHC", "Admin", "186", "ewhc/admin"),
        ("[2020] EWCA Civ 1442", "EWCA", "Civ", "1442", "ewca/civ"),
        ("[2020] EWCA Crim 12", "EWCA", "Crim", "12", "ewca/crim"),
        ("[2023] UKFTT 1007 (TC)", "UKFTT", "TC", "1007", "ukftt/tc"),
        ("[2025] UKUT 00247 (TCC)", "UKUT", "TCC", "00247", "ukut/tcc"),
        ("[2019] UKPC 3", "UKPC", None, "3", "ukpc"),
        ("[2001] UKHL 1", "UKHL", None, "1", None),
        ("[2024] EWFC 12", "EWFC", None, "12", "ewfc"),
        ("[2024] EWCOP 3", "EWCOP", None, "3", "ewcop"),
        ("[2016] EWFC B12", "EWFC", "B", "12", "ewfc/b"),
        ("[2012] EWHC 2843 (QB)", "EWHC", "QB", "2843", "ewhc/qb"),
        ("[2023] EWHC 100 (KB)", "EWHC", "KB", "100", "ewhc/kb"),
        ("[2010] EWHC 90171 (Costs)", "EWHC", "Costs", "90171", "ewhc/costs"),
        ("[2022] EAT 1", "EAT", None, "1", "eat"),
        ("[2015] CSIH 12", "CSIH", None, "12", None),
        ("[2012] NIQB 3", "NIQB", None, "3", None),
    ],
)
def test_neutral_citation_forms(
    text: str, court: str, division: str | None, number: str, court_id: str | None
) -> None:
    c = only(f"The decision in Smith v Jones {text} is relied on.")
    comp = c.components
    assert (comp.court, comp.division, comp.number, comp.court_id) == (court, division, number, court_id)
    assert c.flags == []
    assert c.text == f"Smith v Jones {text}"


def test_division_spelling_is_normalised() -> None:
    c = only("X v Y [2019] EWHC 12 (admin)")
    assert c.components.division == "Admin" and c.flags == []


@pytest.mark.parametrize(
    ("tail", "pin"),
    [
        (" at [45]", "45"),
        (" at para 45", "45"),
        (", para. 45", "45"),
        (" paras [10]-[12]", "10-12"),
        (" [45]-[47]", "45-47"),
        (" at [45]–[47]", "45-47"),
        (" at paras 10 to 12", "10-12"),
        (" at [10] and [14]", "10, 14"),
    ],
)
def test_paragraph_pins(tail: str, pin: str) -> None:
    c = only(f"See Smith v Jones [2020] EWCA Civ 1442{tail}, where the court held so.")
    assert c.components.paragraph_pin == pin
    assert c.text == "Smith v Jones [2020] EWCA Civ 1442"


def test_a_following_citation_year_is_not_a_pin() -> None:
    found = find_uk_citations("R (Miller) v Secretary of State [2017] UKSC 5, [2018] AC 61.")
    assert [c.text for c in found] == ["R (Miller) v Secretary of State [2017] UKSC 5", "[2018] AC 61"]
    neutral, report = found
    assert neutral.components.paragraph_pin is None
    assert neutral.components.parallel_citations == ["[2018] AC 61"]
    assert report.components.parallel_citations == ["[2017] UKSC 5"]
    assert report.components.party_1 == "R (Miller)"


@pytest.mark.parametrize(
    ("text", "party_1", "party_2"),
    [
        ("Donoghue v Stevenson [1932] AC 562", "Donoghue", "Stevenson"),
        (
            "In R (on the application of X) v Y LBC [2020] EWHC 1 (Admin)",
            "R (on the application of X)",
            "Y LBC",
        ),
        ("Following Re B (A Child) [2013] UKSC 33", "Re B (A Child)", None),
        ("The World LLC v Dalal [2019] EWHC 2993 (Comm)", "The World LLC", "Dalal"),
        ("as held in Smith v. Jones, [2004] UKHL 5", "Smith", "Jones"),
        (
            "The neighbour principle. Caparo Industries plc v Dickman [1990] 2 AC 605",
            "Caparo Industries plc",
            "Dickman",
        ),
    ],
)
def test_party_names(text: str, party_1: str, party_2: str | None) -> None:
    c = only(text)
    assert (c.components.party_1, c.components.party_2) == (party_1, party_2)
    assert c.text.startswith(party_1)


@pytest.mark.parametrize(
    ("text", "year", "court"),
    [
        ("See [202] UKSC 1 for that.", "202", "UKSC"),
        ("See [2023] UKSC for that.", "2023", "UKSC"),
        ("See [2023] EWHC 186 for that.", "2023", "EWHC"),  # the High Court always names its division
        ("See (2019) UKSC 41 for that.", "2019", "UKSC"),
        ("See [2019] UKSC 0 for that.", "2019", "UKSC"),
        # spaces and brackets mistyped: found, never passed over
        ("See R (Miller) v Prime Minister [2019] UKSC41 for that.", "2019", "UKSC"),
        ("See R (Miller) v Prime Minister [2019]UKSC 41 for that.", "2019", "UKSC"),
        ("See R (Miller) v Prime Minister [2019]UKSC41 for that.", "2019", "UKSC"),
        ("See R (Miller) v Prime Minister 2019 UKSC 41 for that.", "2019", "UKSC"),
        ("See Smith v Jones [2023] EWCA Civ99 for that.", "2023", "EWCA"),
    ],
)
def test_malformed_neutral_citations_are_kept(text: str, year: str, court: str) -> None:
    c = only(text)
    assert c.flags == [CitationFlag.MALFORMED]
    assert (c.components.year, c.components.court) == (year, court)


@pytest.mark.parametrize(
    ("text", "division"),
    [
        ("See Aa v Bb [2019] EWCA Civ. 123 at [4].", "Civ"),
        ("See Mm v Nn [2019] EWCA Crim. 5 at [2].", "Crim"),
        ("See Ee v Ff [2019] EWCA civ 125.", "Civ"),
        ("See Cc v Dd [2018] EWHC 456 (Ch.) at [5].", "Ch"),
        ("See Qq v Rr [2019] EWHC 460 (Comm.) at [3].", "Comm"),
        ("See Ss v Tt [2019] EWHC 461 (Fam.).", "Fam"),
        ("See Cc v Dd [2018] EWHC 456 (Q.B.).", "QB"),
        ("See Cc v Dd [2018] EWHC 457 (T.C.C.) at [3].", "TCC"),
    ],
)
def test_a_division_with_a_full_stop_or_in_lower_case_is_read_as_the_courts(text: str, division: str) -> None:
    """Real citations with a full stop after the division or its word in lower case were read
    without it, "malformed", and LIKELY_HALLUCINATED; the rules panel read them as Tier 1 does."""
    from briefcheck.reference.uk import parse_neutral

    c = only(text)
    assert c.flags == [] and c.components.division == division, (c.flags, c.components)
    parsed = parse_neutral(c.text)
    assert parsed is not None and parsed.division == division and parsed.number is not None


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("See R (Miller) v Prime Minister [2019] UKSC41 for that.", "write it [2019] UKSC 41"),
        ("See R (Miller) v Prime Minister [2019]UKSC 41 for that.", "write it [2019] UKSC 41"),
        ("See Smith v Jones [2023] EWCA Civ99 for that.", "write it [2023] EWCA Civ 99"),
        ("See R (Miller) v Prime Minister 2019 UKSC 41 for that.", "not in square brackets"),
    ],
)
def test_a_mistyped_neutral_citation_says_how_it_is_written(text: str, why: str) -> None:
    from briefcheck.verify.refs import malformed_reason

    assert why in malformed_reason(only(text))


@pytest.mark.parametrize(
    "text",
    [
        "In 2019 UKSC 41 was the number of judgments delivered by March.",  # no case named before it
        "The year 2019 saw UKSC judges sit in Edinburgh.",
    ],
)
def test_a_year_and_a_court_code_in_prose_are_no_citation(text: str) -> None:
    assert find_uk_citations(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v Jones [2019] EWCA Civ 123 (Admin) for that.",  # a High Court division, on appeal
        "See Smith v Jones [2019] EWCA Crim 45 (Fam) for that.",
        "See Smith v Jones [2019] UKSC 12 (Civ) for that.",  # a court with no divisions at all
        "See Smith v Jones [2019] NICA 12 (Crim) for that.",
        # a court whose division is optional given another's; a second division after the court's own
        "See Smith v Jones [2016] EWFC 12 (Ch) for that.",
        "See Smith v Jones [2019] EWHC 123 (Fam) (Ch) for that.",
    ],
)
def test_a_second_division_that_is_not_the_courts_is_malformed(text: str) -> None:
    """ "[2019] EWCA Civ 123 (Admin)": the Court of Appeal has no Administrative division; the
    citation mixes two forms, and says so, keeping the division written first. A division put on
    a court that has none ("[2019] UKSC 12 (Civ)") is no less mixed."""
    c = only(text)
    assert c.flags == [CitationFlag.MALFORMED]
    assert c.components.division in ("Civ", "Crim", "Fam", None) and c.text.endswith(")")
    from briefcheck.verify.refs import malformed_reason

    assert "has no" in malformed_reason(c) and "mixes two courts' forms" in malformed_reason(c)


def test_a_bracketed_name_after_a_neutral_citation_is_no_division() -> None:
    c = only("In R (Miller) v Secretary of State [2017] UKSC 5 (Miller I), the Court held otherwise.")
    assert c.flags == [] and c.components.division is None


def test_an_upper_tribunal_citation_without_its_chamber_is_incomplete_not_malformed() -> None:
    """The Upper Tribunal numbers its judgments in one sequence across chambers."""
    c = only("Applying Osei v Home Office [2018] UKUT 311, the appeal fails.")
    assert c.flags == [] and (c.components.court, c.components.number, c.components.division) == (
        "UKUT",
        "311",
        None,
    )


def test_missing_second_party_is_malformed() -> None:
    bare = only("The authority is Smith v [2023] and nothing more.")
    assert bare.text == "Smith v [2023]" and bare.flags == [CitationFlag.MALFORMED]
    assert bare.components.party_1 == "Smith" and bare.components.year == "2023"
    cited = only("The authority is Smith v [2023] UKSC 5.")
    assert cited.flags == [CitationFlag.MALFORMED] and cited.components.number == "5"


def test_law_report_without_page_is_malformed() -> None:
    c = only("See Donoghue v Stevenson [1932] AC, which is well known.")
    assert c.flags == [CitationFlag.MALFORMED] and c.components.reporter == "AC"


@pytest.mark.parametrize(
    "text",
    [
        "[2005] UKSC 12",  # the Supreme Court sat from October 2009
        "[2020] UKHC 12",  # no such court code
        "[2010] EWHC 5 (KB)",  # King's Bench from September 2022
        "[2024] EWHC 5 (QB)",  # Queen's Bench renamed in 2022
        "[2011] UKHL 3",  # the House of Lords' last judgments were in 2009
        "[2019] UKFTT 5 (XYZ)",  # no such chamber
        "[2010] EWHC 9 (IPEC)",  # IPEC from October 2013
        "[2099] UKSC 1",  # future year
    ],
)
def test_unknown_court_for_the_year(text: str) -> None:
    c = only(f"Smith v Jones {text}.")
    assert c.flags == [CitationFlag.UNKNOWN_COURT]


def test_registry_coverage_years_are_not_court_start_years() -> None:
    # TNA's registry holds Tax Chamber decisions from 2019, but the chamber sat from 2009.
    assert only("Tradium Ltd v HMRC [2012] UKFTT 421 (TC)").flags == []
    assert neutral_court("UKFTT", "TC").first_year == 2009
    assert neutral_court("UKSC", None).valid_in(2009) and not neutral_court("UKSC", None).valid_in(2008)


@pytest.mark.parametrize(
    ("text", "year", "volume", "reporter", "page"),
    [
        ("Donoghue v Stevenson [1932] AC 562", "1932", None, "AC", "562"),
        ("Smith v Jones [2004] 1 WLR 123", "2004", "1", "WLR", "123"),
        ("Smith v Jones [1998] 2 All ER 1", "1998", "2", "All ER", "1"),
        ("Rylands v Fletcher (1866) LR 1 Ex 265", "1866", "1", "LR Ex", "265"),
        ("The Star Sea [1995] 1 Lloyd's Rep 1", "1995", "1", "Lloyd's Rep", "1"),
        ("R v Smith (1987) 84 Cr App R 1", "1987", "84", "Cr App R", "1"),
        ("Hadley v Baxendale (1854) 9 Exch 341", "1854", "9", "Exch", "341"),
        ("Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256", "1893", "1", "QB", "256"),
        ("Street v Mountford [1985] A.C. 809", "1985", None, "AC", "809"),
        ("Re Smith (1993) 25 HLR 1", "1993", "25", "HLR", "1"),
        ("Donoghue v Stevenson 1932 SC (HL) 31", "1932", None, "SC (HL)", "31"),
        ("AXA General Insurance Ltd v Lord Advocate 2012 SC (UKSC) 122", "2012", None, "SC (UKSC)", "122"),
        ("Brown v Green 2019 SLT (Sh Ct) 5", "2019", None, "SLT (Sh Ct)", "5"),
        ("X v Y [2019] ICR 100", "2019", None, "ICR", "100"),
    ],
)
def test_law_reports(text: str, year: str, volume: str | None, reporter: str, page: str) -> None:
    c = only(f"As decided in {text}, the rule applies.")
    comp = c.components
    assert (comp.year, comp.volume, comp.reporter, comp.page) == (year, volume, reporter, page)
    assert c.flags == [] and c.type is CitationType.CASE


def test_every_series_is_read_in_both_bracketed_year_forms() -> None:
    """The cheap gates in front of the two year-first shapes let through every series those
    shapes know: each series in a "[year]", a "[year] volume" and a "(year) volume" citation is found."""
    missed = []
    for row in series_in_style("general"):
        for cite in (
            f"[2004] {row.abbreviation} 9",
            f"[2004] 1 {row.abbreviation} 123",
            f"(1881) 6 {row.abbreviation} 1",
        ):
            found = [c for c in find_uk_citations(f"Smith v Jones {cite}.") if c.type is CitationType.CASE]
            if [(c.components.year, c.components.reporter) for c in found] != [(cite[1:5], row.abbreviation)]:
                missed.append(cite)
    assert missed == []


@pytest.mark.parametrize(
    ("text", "reporter"),
    [
        ("In Smith v Jones [2004] 1 Fake Rep 123 the court held.", "Fake Rep"),
        ("Smith v Jones (1999) 12 Bogus LR 5.", "Bogus LR"),
    ],
)
def test_unknown_report_series_after_a_case_name(text: str, reporter: str) -> None:
    c = only(text)
    assert c.flags == [CitationFlag.UNKNOWN_REPORTER] and c.components.reporter == reporter
    assert c.components.party_1 == "Smith" and c.components.party_2 == "Jones"


@pytest.mark.parametrize(
    "text",
    [
        "Mabo v Queensland (No 2) [1992] HCA 23; (1992) 175 CLR 1.",  # Australian, real
        "R v Jordan [2016] 1 SCR 631.",  # Canadian, real
        "In [2019] The Court 5 ruled on it.",  # no case name, no citation
    ],
)
def test_foreign_series_and_ordinary_text_are_not_unknown_reporters(text: str) -> None:
    assert find_uk_citations(text) == []


def test_law_report_page_and_paragraph_pins() -> None:
    assert only("Donoghue v Stevenson [1932] AC 562 at 580.").components.pin_cite == "580"
    assert only("Donoghue v Stevenson [1932] AC 562, 580-581.").components.pin_cite == "580-581"
    assert only("Smith v Jones [2004] 1 AC 816 at [12].").components.paragraph_pin == "12"


def test_report_series_years() -> None:
    assert law_report_series("W.L.R.", "general").in_print(1953)
    assert not law_report_series("WLR", "general").in_print(1950)
    kb = law_report_series("KB", "general")
    assert kb.in_print(1925) and not kb.in_print(1975)
    assert law_report_series("Ex", "law_reports").in_print(1866)
    assert law_report_series("F.5th", "general") is None


@pytest.mark.parametrize(
    ("text", "span", "section"),
    [
        ("Housing Act 1996, section 188(3)", "Housing Act 1996, section 188(3)", "188(3)"),
        ("s. 188(3) of the Housing Act 1996", "s. 188(3) of the Housing Act 1996", "188(3)"),
        ("Section 188(3) of the Housing Act 1996", "Section 188(3) of the Housing Act 1996", "188(3)"),
        ("the Housing Act 1996 s 188(3)", "Housing Act 1996 s 188(3)", "188(3)"),
        ("the Housing Act 1996", "Housing Act 1996", None),
    ],
)
def test_statutes(text: str, span: str, section: str | None) -> None:
    full = f"The duty under {text} is a power."
    c = only(full, CitationType.STATUTE)
    assert c.text == span and full[c.start : c.end] == span
    assert (c.components.title, c.components.year, c.components.section) == (
        "Housing Act 1996",
        "1996",
        section,
    )
    assert c.jurisdiction is Jurisdiction.UK


def test_statute_titles_with_territory_and_connectors() -> None:
    text = "See the Law Reform (Contributory Negligence) Act 1945 and the Sale of Goods Act 1979."
    titles = [c.components.title for c in find_uk_citations(text)]
    assert titles == ["Law Reform (Contributory Negligence) Act 1945", "Sale of Goods Act 1979"]


US_TEXT = (
    "In Brown v. Board of Education, 347 U.S. 483 (1954), the Court held that segregation was "
    "unconstitutional. A complaint must state a plausible claim. Ashcroft v. Iqbal, 556 U.S. 662, 678 "
    "(2009); Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007). Id. at 679. Plaintiff sues under 42 U.S.C. "
    "§ 1983 and the Civil Rights Act of 1964, and moves under Fed. R. Civ. P. 12(b)(6). See Smith v. "
    "Jones, 123 F.4th 456 (9th Cir. 1995); Doe v. Roe, 2019 WL 123456, at *3 (S.D.N.Y. 2019) [emphasis "
    "added]. In [2019] the Court [sic] revisited the rule [1] and [2020] saw more [citation omitted]. "
    "(1995) was a hard year."
)


def test_no_hits_in_us_text_or_ordinary_bracketed_years() -> None:
    assert find_uk_citations(US_TEXT) == []


def test_no_hits_on_any_us_item_of_the_evalset(evalset: list[dict]) -> None:
    us = [item for item in evalset if item["jurisdiction"] != "UK"]
    assert us
    hits = {
        item["id"]: [c.text for c in find_uk_citations(f"{item['context']} {item['citation']}")]
        for item in us
    }
    assert {k: v for k, v in hits.items() if v} == {}


def test_offsets_are_offsets_in_the_given_text() -> None:
    text = "Intro.\n\nIn Donoghue v Stevenson [1932] AC 562 and under the Housing Act 1996, s 188 ..."
    for c in find_uk_citations(text):
        assert text[c.start : c.end] == c.text


def test_a_report_shape_is_tried_where_a_text_holds_any_of_its_hints() -> None:
    """Each shape's hints are looked for in one search or a scan for each, those holding another
    hint left out: the answer is the one a scan for every hint gives, hints inside others ("LR"
    in "SCLR") included, whichever way the shape looks."""
    from briefcheck.extract.uk import _report_shapes

    texts = [
        "",
        "SCLR 12",
        "(2001) SLT 5",
        "1 QBD 2",
        "12 Q.B 4",
        "LR 1 QB",
        "L. R 3",
        "CPD",
        "E.R.",
        "Chapter",
    ]
    texts += ["[2004] 1 WLR 123", "(1881) 6 QBD 1", "plain prose with no report", "App Cas", "JC"]
    ways = {shape._hinted is None for shape in _report_shapes()}
    assert ways == {True, False}  # both ways are pinned: one search, and a scan for each hint
    for shape in _report_shapes():
        for text in texts:
            assert shape.holds_hint(text) == any(h in text for h in shape.hints), (
                shape,
                text,
            )


def test_neutral_citations_and_dated_reports_are_looked_for_wherever_they_can_stand() -> None:
    """The cheap check that skips the neutral and unknown-report searches says yes wherever
    either search finds something: brackets of either kind, blanks inside and after them,
    volumes, and years of any length (a malformed "[19] UKSC 5" is still read)."""
    import random

    from briefcheck.extract.uk import _UNKNOWN_REPORT, _has_bracketed_number, _neutral_re

    rng = random.Random(8)
    blanks = ["", " ", "\t", "\n", "  "]
    seen = 0
    for _ in range(20_000):
        text = "".join(
            rng.choice(options)
            for options in (
                ["", "X v Y ", "See (a) ", "[", "("],
                ["[", "(", ""],
                blanks,
                ["2019", "19", "123456", "", "x"],
                blanks,
                ["]", ")", ""],
                blanks,
                ["", "1 ", "12 ", "a "],
                ["UKSC 5", "EWCA Civ 1", "Fake Rep 9", "AC 1", "ukhl 3", "5", ""],
            )
        )
        found = _neutral_re().search(text) is not None or _UNKNOWN_REPORT.search(text) is not None
        seen += found
        assert _has_bracketed_number(text) or not found, text
    assert seen > 150
    assert not _has_bracketed_number(
        "Smith v. Jones, 5 F.3d 7 (2d Cir. 1999) (holding (in part) that 12 (b) ...)"
    )


@pytest.mark.parametrize(
    ("text", "parties"),
    [
        # the court or judge that decided it, named before "in", is not a party (real judgments' prose)
        ("as considered by the European Court in Othman v United Kingdom (2012) 55 EHRR 1.",
         ("Othman", "United Kingdom")),
        ("stated by Lord Browne-Wilkinson in R v Secretary of State for the Home Department, ex p Pierson "
         "[1998] AC 539, 575.", ("R", "Secretary of State for the Home Department, ex p Pierson")),
        ("the decision of the Supreme Court in G v G [2021] UKSC 9.", ("G", "G")),
        # "in" inside a party's own name stays
        ("The principle is settled. Test Claimants in the FII Group Litigation v HMRC [2012] UKSC 19.",
         ("Test Claimants in the FII Group Litigation", "HMRC")),
        # a defined short name and "and" before the next case are not part of it
        ("Secretary of State v Rehman [2001] UKHL 47 (\"Rehman\") and R (Begum) v Tower Hamlets "
         "[2003] UKHL 5.", ("R (Begum)", "Tower Hamlets")),
    ],
)  # fmt: skip
def test_a_uk_case_name_starts_after_the_court_or_judge_that_decided_it(text: str, parties: tuple) -> None:
    last = find_uk_citations(text)[-1]
    assert (last.components.party_1, last.components.party_2) == parties


def test_an_appositive_after_a_case_name_is_not_its_party() -> None:
    """ "in G v G, the Practice Statement (Judicial Precedent) [1966] 1 WLR 1234": the statement is
    named after the case, not its second party."""
    text = "As it was not argued in G v G, the Practice Statement (Judicial Precedent) [1966] 1 WLR 1234."
    last = find_uk_citations(text)[-1]
    assert last.components.party_2 != "G, the Practice Statement (Judicial Precedent)"


@pytest.mark.parametrize(
    ("text", "number", "year", "impossible"),
    [
        ("In Doe v Roe UKEAT/0043/17/LA the tribunal held so.", "0043", "2017", False),
        ("See Park v Lane UKEAT/0210/09.", "0210", "2009", False),
        # no appeal of the tribunal's is numbered for a year before it sat (1976)
        ("See Roe v Doe UKEAT/0123/31/DA.", "0123", "1931", True),
    ],
)
def test_an_employment_appeal_tribunal_appeal_number_is_a_citation(
    text: str, number: str, year: str, impossible: bool
) -> None:
    # a skeleton citing only these had "No citations found" (exit 0), an impossible year unread
    [c] = [c for c in find_uk_citations(text) if c.type is CitationType.CASE]
    comps = c.components
    assert (comps.court, comps.number, comps.year) == ("UKEAT", number, year)
    assert c.text.split("UKEAT/")[0].strip().endswith(("Roe", "Lane", "Doe"))
    assert (CitationFlag.UNKNOWN_COURT in c.flags) is impossible


@pytest.mark.parametrize(
    ("text", "pins"),
    [
        # the judgment's date in brackets before the pin, as the National Archives print it
        (
            "See Ashdown Haulage Ltd v Pemberton Foods Ltd [2021] EWCA Civ 1234 (12 August 2021) at [45].",
            ["45"],
        ),
        # a pin after the last report of a case is the judgment's, its paragraphs numbered the same in all
        (
            "See Ashdown Haulage Ltd v Pemberton Foods Ltd [2021] EWCA Civ 1234, [2022] 1 WLR 50 at [3].",
            ["3", "3"],
        ),
        ("See Ashdown Haulage Ltd v Pemberton Foods Ltd [2021] EWCA Civ 1234 at para. 3.", ["3"]),
    ],
)
def test_a_paragraph_pin_after_a_date_or_a_parallel_report_is_the_judgments(
    text: str, pins: list[str]
) -> None:
    """Each was dropped from the neutral citation, and a wrong pin or a quotation at another
    paragraph of a judgment the source holds came out VERIFIED."""
    assert [c.components.paragraph_pin for c in extract_text(text).citations()] == pins


def test_a_quotation_after_a_parallel_report_is_the_neutral_citations_too() -> None:
    doc = extract_text(
        "In Ashdown Haulage Ltd v Pemberton Foods Ltd [2021] EWCA Civ 1234, [2022] 1 WLR 50 at [3], the "
        'court said that "a limitation clause of this kind will be incorporated".'
    )
    neutral, report = doc.claims
    assert neutral.quotes == report.quotes == ["a limitation clause of this kind will be incorporated"]
