"""Styles the field's own test data covers (eyecite's tests, reporters-db examples, courts-db
strings), each read as it is written: neutral citations kept, placeholders out of names, commas
inside names, a short form's pin before its parenthetical, a court parenthetical not a rule."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import CitationType
from briefcheck.extract import extract_document


def cites(text: str) -> list:
    return extract_document(f"The rule holds. {text}\n".encode(), "brief.txt").citations()


@pytest.mark.parametrize(
    ("text", "reporter"), [("State v. Larson, 2005 SD 345", "SD"), ("Olson v. Berg, 2005 ND 12", "ND")]
)
def test_a_neutral_citation_is_not_rewritten_as_a_print_reporter(text: str, reporter: str) -> None:
    [c] = cites(text + ".")
    assert (c.components.reporter, c.components.volume, c.components.year) == (reporter, "2005", "2005")


@pytest.mark.parametrize(
    "text",
    [
        "Hurst v. Florida, — U.S. —, 136 S. Ct. 616 (2016).",
        "State v. Hill, ___ Iowa ___, 900 N.W.2d 10 (Iowa 2017).",
    ],
)
def test_a_blank_volume_placeholder_stays_out_of_the_party_name(text: str) -> None:
    c = cites(text)[0]
    assert c.components.party_2 in ("Florida", "Hill"), c.components.party_2


def test_a_name_with_a_comma_inside_is_kept_whole() -> None:
    [c] = cites("Glendale Federal Bank, FSB v. United States, 239 F.3d 1374 (Fed. Cir. 2001).")
    assert c.components.party_1 == "Glendale Federal Bank, FSB"
    assert c.text.startswith("Glendale Federal Bank, FSB v. United States")


@pytest.mark.parametrize(
    ("text", "party_1"),
    [
        ("Chevron, U.S.A., Inc. v. Natural Resources Defense Council, Inc., 467 U.S. 837 (1984).",
         "Chevron, U.S.A., Inc."),
        ("Toyota Motor Sales, U.S.A., Inc. v. Tabari, 610 F.3d 1171 (9th Cir. 2010).",
         "Toyota Motor Sales, U.S.A., Inc."),
        ("Nestle Holdings, USA, Inc. v. Leal, 123 F.3d 456 (5th Cir. 1999).", "Nestle Holdings, USA, Inc."),
    ],
)  # fmt: skip
def test_a_company_named_for_its_country_after_a_comma_is_kept_whole(text: str, party_1: str) -> None:
    [c] = cites(text)
    assert c.components.party_1 == party_1


def test_a_clause_before_a_company_named_for_its_country_stays_out_of_the_name() -> None:
    [c] = cites("As the court held, Nestle USA, Inc. v. Leal, 123 F.3d 456 (5th Cir. 1999), controls.")
    assert c.components.party_1 == "Nestle USA, Inc."


def test_a_short_form_before_a_parenthetical_keeps_its_pin_in_its_span() -> None:
    found = cites(
        "Lane v. Pryce, 812 F.3d 1180 (9th Cir. 2016). Later, Lane, 812 F.3d at 1190 (citing Smith v. Jones, "
        "500 U.S. 1 (1990))."
    )
    short = next(c for c in found if c.text.startswith("Lane, "))
    assert short.text == "Lane, 812 F.3d at 1190" and short.components.pin_cite == "1190"


@pytest.mark.parametrize(
    ("text", "court", "year"),
    [
        ("Rivera v. Ortiz, 512 F. Supp. 3d 100 (D.P.R. 2015).", "prd", "2015"),
        ("In re Cruz, 600 B.R. 10 (Bankr. D.P.R. 2019).", "prb", "2019"),
    ],
)
def test_a_court_parenthetical_is_not_read_as_a_rule(text: str, court: str, year: str) -> None:
    [c] = cites(text)
    assert c.type is CitationType.CASE
    assert (c.components.court_id, c.components.year) == (court, year)


def test_a_law_review_is_listed_as_a_journal_never_looked_up() -> None:
    from briefcheck.verify.refs import Unroutable, route

    [journal, case] = cites(
        "See Jane Doe, The Limits of Immunity, 120 Harv. L. Rev. 1234, 1240 (2007); Harlow v. Fitzgerald, "
        "457 U.S. 800 (1982)."
    )
    assert journal.type is CitationType.JOURNAL and case.type is CitationType.CASE
    c = journal.components
    assert (c.volume, c.reporter, c.page, c.pin_cite, c.year) == (
        "120",
        "Harv. L. Rev.",
        "1234",
        "1240",
        "2007",
    )
    routed = route(journal)
    assert isinstance(routed, Unroutable) and not routed.malformed


@pytest.mark.parametrize(
    "text",
    [
        "Matter of Ortiz v Kemper (88 NY2d 510, 514 [1996]).",
        "In Ortiz v Kemper (88 NY2d 510 [1996]), the court held so.",
    ],
)
def test_the_new_york_official_style_keeps_its_name_and_closes_its_parenthesis(text: str) -> None:
    [c] = cites(text)
    assert (c.components.party_2, c.components.volume, c.components.year) == ("Kemper", "88", "1996")
    assert c.text.endswith("[1996])") and "Ortiz v Kemper (" in c.text


def test_a_docket_citation_with_only_a_court_in_its_parenthetical_is_listed() -> None:
    [c] = cites("See In re Harbor Freight Lines, No. 21-10588 (Bankr. S.D.N.Y.).")
    comps = c.components
    assert (comps.docket_number, comps.court_id, comps.year) == ("21-10588", "nysb", None)
    assert c.text == "In re Harbor Freight Lines, No. 21-10588 (Bankr. S.D.N.Y.)"


def test_a_docket_number_before_a_parenthetical_that_is_no_court_is_not_a_citation() -> None:
    assert cites("The motion was filed as No. 44 (Smith) in the record.") == []


@pytest.mark.parametrize(
    ("text", "docket"),
    [
        ("See United States v. Hale, 08 Cr. 123 (S.D.N.Y. 2009).", "08 Cr. 123"),
        ("See Hale v. Pratt, 10 Civ. 5 (LTS) (S.D.N.Y. Jan. 2, 2011).", "10 Civ. 5 (LTS)"),
        ("See Hale v. Pratt, 19 Civ. 4410 (JMF) (E.D.N.Y. 2020).", "19 Civ. 4410 (JMF)"),
    ],
)
def test_a_new_york_docket_number_written_without_no_is_a_docket(text: str, docket: str) -> None:
    """The Southern and Eastern Districts' "08 Cr. 123" has a reporter citation's shape; read as
    volume 8 of an unknown "Cr." it made a real unreported decision look invented."""
    [c] = cites(text)
    assert (c.components.docket_number, c.components.reporter, c.flags) == (docket, None, [])


@pytest.mark.parametrize(
    ("text", "docket", "court"),
    [
        ("See Smith v. State, 2019-CA-01234-SCT (Miss. 2019).", "2019-CA-01234-SCT", "miss"),
        ("See Doe v. Roe, 2017-KA-01234-COA (Miss. Ct. App. 2019).", "2017-KA-01234-COA", "missctapp"),
    ],
)
def test_a_mississippi_docket_number_written_without_no_is_a_docket(
    text: str, docket: str, court: str
) -> None:
    """Mississippi's briefs cite an unreported decision by its docket number alone: once dropped
    without a word, so a brief of nothing else said it had no citations."""
    [c] = cites(text)
    assert (c.components.docket_number, c.components.court_id) == (docket, court)


@pytest.mark.parametrize(
    ("text", "docket", "pin"),
    [
        ("See Jones v. State, 2015-KA-00123-COA, ¶ 12 (Miss. Ct. App. 2016).", "2015-KA-00123-COA", "¶ 12"),
        ("See Doe v. Roe, 2016-CA-00456-SCT (¶ 8) (Miss. 2017).", "2016-CA-00456-SCT", "¶ 8"),
        ("See Doe v. Roe, 2016-CA-00456-SCT (¶¶ 8-10) (Miss. 2017).", "2016-CA-00456-SCT", "¶¶ 8-10"),
        ("See Doe v. Roe, 2016-CA-00456-SCT, ¶¶ 8, 10 (Miss. 2017).", "2016-CA-00456-SCT", "¶¶ 8, 10"),
        ("See Doe v. Roe, 2016-CA-00456-SCT, at ¶ 8 (Miss. 2017).", "2016-CA-00456-SCT", "¶ 8"),
        ("See Doe v. Roe, 2016-CA-00456-SCT, para. 8 (Miss. 2017).", "2016-CA-00456-SCT", "para. 8"),
        ("See Doe v. Roe, 2016-CA-00456-SCT, ¶ 8 & n.2 (Miss. 2017).", "2016-CA-00456-SCT", "¶ 8 & n.2"),
    ],
)
def test_a_mississippi_docket_number_pinned_to_a_paragraph_is_a_docket(
    text: str, docket: str, pin: str
) -> None:
    """Mississippi pins its opinions by paragraph: the pin between the number and the court made the
    citation vanish (a brief of nothing else said it had no citations, exit 0)."""
    [c] = cites(text)
    assert (c.components.docket_number, c.components.pin_cite, c.text.endswith(")")) == (docket, pin, True)


def test_a_mississippi_shaped_number_in_another_court_is_no_docket() -> None:
    assert cites("See the filing 2019-CA-01234-SCT (N.D. Tex. 2019).") == []


@pytest.mark.parametrize(
    ("text", "docket", "court", "pin"),
    [
        ("See State v. Hale, 2019-KA-00123 (La. 1/29/20).", "2019-KA-00123", "la", None),
        ("See Doe v. Roe, 2014-1234, p. 6 (La. App. 1 Cir. 5/31/15).", "2014-1234", "lactapp", "6"),
    ],
)
def test_a_louisiana_docket_number_without_its_reporter_is_a_docket(
    text: str, docket: str, court: str, pin: str | None
) -> None:
    """Louisiana's own form cites its docket number, page and court with the date; without the
    Southern Reporter after it the citation was dropped without a word (neither read nor listed)."""
    [c] = cites(text)
    assert (c.components.docket_number, c.components.court_id, c.components.pin_cite) == (docket, court, pin)


def test_a_louisiana_shaped_number_in_another_court_is_no_docket() -> None:
    assert cites("See the filing 2019-1234 (N.D. Tex. 1/29/20).") == []
    assert cites("In 2019-2020 (La. 2020) the legislature acted.") == []  # no day: a span of years
    # with its reporter after it, the one citation it always was
    [c] = cites("See State v. Hale, 2019-KA-00123, p. 5 (La. 1/29/20), 290 So. 3d 100.")
    assert c.components.docket_number == "2019-KA-00123" and c.text.endswith("290 So. 3d 100")


def test_a_made_up_reporter_after_a_two_digit_volume_is_still_unknown() -> None:
    [c] = cites("See Hale v. Pratt, 58 N.Y. Fed. 123 (S.D.N.Y. 2009).")
    assert c.components.reporter == "N.Y. Fed." and c.components.docket_number is None


@pytest.mark.parametrize(
    ("text", "reporter", "volume", "year"),
    [
        ("Hadley v Baxendale LR 9 Ex 341.", "LR Ex", "9", None),
        ("Ward v Tesco 4 App Cas 93.", "App Cas", "4", None),
        ("Ward v Tesco (1879) 4 App Cas 93.", "App Cas", "4", "1879"),
        ("Smith v Hughes (1871) LR 6 QB 597.", "LR QB", "6", "1871"),
    ],
)
def test_a_law_report_numbered_across_years_is_read_with_or_without_its_year(
    text: str, reporter: str, volume: str, year: str | None
) -> None:
    [c] = cites(text)
    assert (c.components.reporter, c.components.volume, c.components.year) == (reporter, volume, year)


def test_a_competition_appeal_tribunal_judgment_is_a_neutral_citation() -> None:
    [c] = cites("See Hydro Ltd v Competition and Markets Authority [2017] CAT 9.")
    assert (c.components.court, c.components.number, c.components.party_2) == (
        "CAT",
        "9",
        "Competition and Markets Authority",
    )


def test_a_us_case_name_does_not_run_back_across_a_uk_citation() -> None:
    found = cites("See Hydro v CMA [2017] CAT 9 and In re Delta Mills, No. 19-11020 (Bankr. D. Del.).")
    assert [c.text for c in found] == [
        "Hydro v CMA [2017] CAT 9",
        "In re Delta Mills, No. 19-11020 (Bankr. D. Del.)",
    ]


@pytest.mark.parametrize(
    ("text", "number", "court", "parties", "year"),
    [
        ("Case C-362/14 Schrems v Data Protection Commissioner EU:C:2015:650.", "C-362/14", "CJEU",
         ("Schrems", "Data Protection Commissioner"), "2015"),
        ("Case T-201/04 Microsoft v Commission [2007] ECR II-3601.", "T-201/04", "General Court",
         ("Microsoft", "Commission"), "2007"),
        ("Case 6/64 Costa v ENEL [1964] ECR 585.", "6/64", "CJEU", ("Costa", "ENEL"), "1964"),
        ("Case C-300/21 was referred last year.", "C-300/21", "CJEU", (None, None), None),
    ],
)  # fmt: skip
def test_an_eu_judgment_is_listed_as_an_international_case(
    text: str, number: str, court: str, parties: tuple, year: str | None
) -> None:
    [c] = cites(text)
    comps = c.components
    assert (c.type, c.jurisdiction.value) == (CitationType.CASE, "international")
    written = (comps.number, comps.court, (comps.party_1, comps.party_2), comps.year)
    assert written == (number, court, parties, year)


def test_an_eu_judgment_is_never_looked_up_and_says_why() -> None:
    from briefcheck.verify.refs import Unroutable, route

    [c] = cites("See ECLI:EU:C:2020:559.")
    routed = route(c)
    assert isinstance(routed, Unroutable) and not routed.malformed
    assert "CJEU" in routed.reason and "not held by any source" in routed.reason


def test_a_fraction_or_a_date_is_not_an_eu_case() -> None:
    assert cites("The vote was 5/12 on 3/14 of that year.") == []
    assert cites("In Case 12/2019 the parties settled.") == []  # a file number, not a CJEU case


def test_docket_numbers_start_where_the_word_boundary_and_case_or_docket_put_them() -> None:
    """The docket pattern is found from its "No" (a literal the regex engine finds in C) and the
    word boundary and a "Case " or "Docket " in front are read after: where they start is the same
    as the one pattern tried at every character gave."""
    from briefcheck.extract.dockets import find_docket_citations

    def found(text: str) -> list[tuple[str, str]]:
        return [(text[h.start : h.end], h.docket) for h in find_docket_citations(text, [])]

    paren = "(S.D.N.Y. Feb. 3, 2020)"
    assert found(f"See Case No. 17-cv-4410 {paren}.") == [(f"Case No. 17-cv-4410 {paren}", "17-cv-4410")]
    assert found(f"Docket  Nos. 5-6 {paren}") == [(f"Docket  Nos. 5-6 {paren}", "5-6")]
    assert found(f"xCase No. 88 {paren}") == [(f"No. 88 {paren}", "88")]  # no boundary before "Case"
    assert found(f"CaseNo. 99 {paren}") == []  # "No" inside a word is no docket
    # a number whose "No" is inside a word can hide one that is not: it is still found
    assert found(f"CaseNo. 2:22-CV-517-Nos.\n19-40231 {paren}") == [(f"Nos.\n19-40231 {paren}", "19-40231")]


def test_a_californian_bracketed_parallel_with_its_own_pin_is_the_same_citation() -> None:
    [c] = cites("See Smith v. Jones (2010) 50 Cal.4th 1, 5 [230 P.3d 1, 4].")
    assert c.components.parallel_citations == ["230 P.3d 1"]
    assert c.components.parallel_pins == {"230 P.3d 1": "4"}


def test_a_paragraph_after_the_page_keeps_the_parallel_with_its_citation() -> None:
    """Arizona's "470-71 ¶ 26" (page and paragraph, no comma) split the parallel off, and with it the
    court: "(App. 1998)" alone named no court."""
    [c] = cites("See Hale v. City of Phoenix, 192 Ariz. 466, 470-71 ¶ 26, 967 P.2d 607, 611-12 (App. 1998).")
    assert (c.components.parallel_citations, c.components.court_id) == (["967 P.2d 607"], "arizctapp")
    assert c.components.pin_cite == "470-71 ¶ 26"


@pytest.mark.parametrize(
    ("text", "p1", "p2", "year", "docket"),
    [
        # California's supra with the parallel's volume: the short name, not "Grant, supra"
        ("See Cobbs v. Grant (1972) 8 Cal.3d 229. Later: Cobbs v. Grant, supra, 8 Cal.3d at p. 245.",
         "Cobbs", "Grant", None, None),
        # Ohio's appellate district and county before the number
        ("See State v. Fuell, 12th Dist. Clermont No. CA2020-02-008, 2021-Ohio-1627, ¶ 12.",
         "State", "Fuell", "2021", "CA2020-02-008"),
        # Mississippi's docket and paragraph before the reporter
        ("See Blackledge v. Omega Ins. Co., 98-CA-00380-SCT (¶ 7), 740 So. 2d 295 (Miss. 1998).",
         "Blackledge", "Omega Ins. Co.", "1998", "98-CA-00380-SCT"),
        # Ohio's older style: the year in parentheses after the name, then a comma
        ("See Hale v. Columbus State Cmty. Coll. (1997), 78 Ohio St. 3d 1488, 1489.",
         "Hale", "Columbus State Cmty. Coll.", "1997", None),
        # Louisiana's public-domain form: docket, page, court and date, then the reporter
        ("See State v. Smith, 98-1417, p. 15 (La. 6/29/01); 793 So. 2d 1199, 1208.",
         "State", "Smith", "2001", "98-1417"),
        # ... with a comma before the reporter, as briefs often write it
        ("See Landry v. Fontenot, 2019-00123 (La. 6/26/19), 280 So. 3d 123.",
         "Landry", "Fontenot", "2019", "2019-00123"),
        ("See Landry v. Fontenot, 2019-C-0123 (La. 6/26/19), 280 So. 3d 123.",
         "Landry", "Fontenot", "2019", "2019-C-0123"),
    ],
)  # fmt: skip
def test_state_styles_that_put_a_docket_or_year_between_the_name_and_the_reporter(
    text: str, p1: str, p2: str, year: str | None, docket: str | None
) -> None:
    c = cites(text)[-1]
    k = c.components
    assert (k.party_1, k.party_2, k.docket_number) == (p1, p2, docket)
    if year is not None:
        assert k.year == year


@pytest.mark.parametrize(
    ("paren", "court_id", "month", "day", "year"),
    [
        # a date with the event it marks, as the Bluebook allows
        ("(9th Cir. filed Dec. 1, 1998)", "ca9", "Dec.", "1", "1998"),
        ("(9th Cir. decided Dec. 1, 1998)", "ca9", "Dec.", "1", "1998"),
        ("(S.D.N.Y. argued Mar. 3, 2010)", "nysd", "Mar.", "3", "2010"),
        # a month without its stop, an ordinal day, a numeric or ISO date
        ("(2d Cir. Dec 1, 2011)", "ca2", "Dec", "1", "2011"),
        ("(2d Cir. Dec. 1st, 2011)", "ca2", "Dec.", "1", "2011"),
        ("(2d Cir. 12/1/2011)", "ca2", "12", "1", "2011"),
        ("(9th Cir. 1998-12-01)", "ca9", "12", "01", "1998"),
    ],
)
def test_a_date_in_any_written_form_keeps_the_court_and_year(
    paren: str, court_id: str, month: str, day: str, year: str
) -> None:
    """A parenthetical the reader could not parse cut the citation at its page, so a wrong court
    and year passed unread."""
    [c] = cites(f"See Hale v. Pratt, 600 F.3d 500 {paren}.")
    k = c.components
    assert (k.court_id, k.month, k.day, k.year) == (court_id, month, day, year)
    assert c.text.endswith(paren)


@pytest.mark.parametrize("paren", ["(Decatur Div. 2011)", "(N.D. Ala. 2011)"])
def test_a_court_named_like_a_month_is_no_date(paren: str) -> None:
    [c] = cites(f"See Hale v. Pratt, 600 F.3d 500 {paren}.")
    assert (c.components.month, c.components.year) == (None, "2011")


@pytest.mark.parametrize(
    ("written", "court_id", "year"),
    [
        ("Hale v. Pratt, 600 F.3d 500 (9th Cir. 12/01/98)", "ca9", "1998"),  # a two-digit year
        ("Hale v. Pratt, 600 F.3d 500 (9\u1d57\u02b0 Cir. 2010)", "ca9", "2010"),  # a superscript ordinal
        ("Hale v. Pratt, 600 F.3d 500\u00b3 (9th Cir. 1998)", "ca9", "1998"),  # a footnote mark
    ],
)
def test_a_court_and_date_after_a_footnote_mark_or_in_unusual_figures_are_read(
    written: str, court_id: str, year: str
) -> None:
    [c] = cites(f"See {written}.")
    assert (c.components.court_id, c.components.year) == (court_id, year)


def test_a_pin_after_a_footnote_mark_is_read() -> None:
    [c] = cites("See Hale v. Pratt, 600 F.3d 500,\u00b2 9999 (2d Cir. 2010).")
    assert c.components.pin_cite == "9999"


def test_an_amended_statutes_year_is_no_decision_date() -> None:
    [c] = cites("See Hale v. Pratt, 600 F.3d 500 (amended 2007).")
    assert c.components.year is None
