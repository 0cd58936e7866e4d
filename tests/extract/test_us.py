"""US extraction: eyecite's faults fixed, components, types, parallels, offsets."""

import pytest

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType, Jurisdiction
from briefcheck.domain.models import Citation
from briefcheck.extract import extract_document, extract_text
from briefcheck.extract.cleaning import clean
from briefcheck.extract.us import chunk_spans, find_us_citations


def linked(text: str) -> list[Citation]:
    """The citations of `text` as a whole document reads them, short forms linked."""
    return list(extract_text(text).citations())


def cites(text: str) -> list[Citation]:
    found = [f.citation for f in find_us_citations(text)]
    for c in found:
        assert text[c.start : c.end] == c.text  # offsets always slice the original text
    return found


def test_citation_after_bare_year_keeps_its_own_year_and_parties() -> None:
    text = (
        "Segregated schools were struck down (1954). Later, in Smith v. Jones, 123 F.3d 456, 460 "
        "(2d Cir. 1997), the court held otherwise."
    )
    [c] = cites(text)
    assert (c.components.party_1, c.components.party_2) == ("Smith", "Jones")
    assert (c.components.year, c.components.court, c.components.court_id) == ("1997", "2d Cir.", "ca2")
    assert c.components.pin_cite == "460"
    assert c.text == "Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997)"


def test_neighbouring_citations_do_not_share_years_or_spans() -> None:
    text = (
        "The rule in Brown v. Board of Education, 347 U.S. 483 (1954). See also Smith v. Jones, "
        "123 F.3d 456 (D.C. Cir. 2020), and the case 5 F.4th 10 (2d Cir. 2021)."
    )
    brown, smith, bare = cites(text)
    assert (brown.components.year, brown.components.court_id) == ("1954", "scotus")
    assert brown.components.party_2 == "Board of Education"
    assert (smith.components.year, smith.components.court_id) == ("2020", "cadc")
    assert (bare.components.year, bare.components.party_1) == ("2021", None)
    assert brown.end <= smith.start and smith.end <= bare.start


def test_line_break_before_parenthetical_keeps_court_and_year() -> None:
    text = "In Smith v. Jones, 123 F.3d\n456\n  (D.C. Cir.\n2020), the court held."
    [c] = cites(text)
    assert (c.components.court, c.components.year, c.components.court_id) == ("D.C. Cir.", "2020", "cadc")
    assert c.text == "Smith v. Jones, 123 F.3d\n456\n  (D.C. Cir.\n2020)"


def test_offsets_map_back_through_collapsed_whitespace() -> None:
    ct = clean("a  \n\t b’s\u2013c")
    assert ct.text == "a b's-c"
    assert [ct.to_original(i) for i in range(len(ct.text))] == [0, 1, 6, 7, 8, 9, 10]
    assert ct.span_to_original(2, 7) == (6, 11)


@pytest.mark.parametrize("space", [c for c in map(chr, range(0x3001)) if c.isspace() and c != " "])
def test_any_whitespace_but_one_space_is_collapsed(space: str) -> None:
    """Cleaning skips its whitespace pass when a text is printable and holds no two spaces in a
    row: it must still find every other whitespace character (none is printable)."""
    assert clean(f"410 U.S.{space}113").text == "410 U.S. 113"
    assert clean("410 U.S.  113").text == "410 U.S. 113"
    assert clean("410 U.S. 113").text == "410 U.S. 113"


def test_reporters_written_without_full_stops_are_respelled_run_by_run() -> None:
    """Each run between a volume and a page is read from where "<digit> <capital>" stands, and a
    run ends where the next may start: adjacent and chained citations each keep theirs."""
    text = "512 F Supp 3d 77, 401 FRD 12; 7 A 5 Fed Cl 9 (2020) and 2005 SD 345."
    ct = clean(text)
    assert ct.text == "512 F. Supp. 3d 77, 401 F.R.D. 12; 7 A 5 Fed. Cl. 9 (2020) and 2005 SD 345."
    for cleaned, original in (("F. Supp. 3d", "F Supp 3d"), ("F.R.D.", "FRD"), ("Fed. Cl.", "Fed Cl")):
        start = ct.text.index(cleaned)
        span = ct.span_to_original(start, start + len(cleaned))
        assert text[span[0] : span[1]] == original


def test_statutes_regulations_and_rules_are_typed() -> None:
    text = "See 42 U.S.C. § 1983; 29 C.F.R. § 1630.2(g); Fed. R. Civ. P. 12(b)(6); Fed. R. Evid. 702."
    statute, regulation, civ, evid = cites(text)
    assert statute.type is CitationType.STATUTE
    assert (statute.components.title, statute.components.code, statute.components.section) == (
        "42",
        "U.S.C.",
        "1983",
    )
    assert regulation.type is CitationType.REGULATION
    assert (regulation.components.section, regulation.components.pin_cite) == ("1630.2", "(g)")
    assert civ.type is CitationType.RULE and civ.text == "Fed. R. Civ. P. 12(b)(6)"
    assert (civ.components.code, civ.components.section, civ.components.pin_cite) == (
        "Fed. R. Civ. P.",
        "12",
        "(b)(6)",
    )
    assert evid.type is CitationType.RULE and evid.components.code == "Fed. R. Evid."


def test_bare_rule_in_prose_is_not_a_citation() -> None:
    assert cites("The motion under Rule 12 was denied on the 5th of May.") == []


def test_parallel_citations_become_one() -> None:
    text = "See Chambers v. NASCO, Inc., 501 U.S. 32, 46, 111 S. Ct. 2123, 115 L. Ed. 2d 27 (1991)."
    [c] = cites(text)
    comp = c.components
    assert (comp.volume, comp.reporter, comp.page, comp.pin_cite) == ("501", "U.S.", "32", "46")
    assert comp.parallel_citations == ["111 S. Ct. 2123", "115 L. Ed. 2d 27"]
    assert (comp.party_1, comp.party_2, comp.year) == ("Chambers", "NASCO, Inc.", "1991")
    assert c.text.startswith("Chambers") and c.text.endswith("(1991)")


def test_a_parallel_citation_keeps_its_own_pin() -> None:
    text = "See Chambers v. NASCO, Inc., 501 U.S. 32, 46, 111 S. Ct. 2123, 2133, 115 L. Ed. 2d 27 (1991)."
    [c] = cites(text)
    comp = c.components
    assert comp.pin_cite == "46"
    assert comp.parallel_citations == ["111 S. Ct. 2123", "115 L. Ed. 2d 27"]
    assert comp.parallel_pins == {"111 S. Ct. 2123": "2133"}  # the Lawyers' Edition is cited with none


def test_westlaw_and_docket_forms() -> None:
    text = (
        "See Beets v. Texas Instruments, Inc., No. 94-10034, 1994 WL 714026, at *3 "
        "(5th Cir. Dec. 16, 1994) (unpublished)."
    )
    [c] = cites(text)
    comp = c.components
    assert comp.wl_number == "1994 WL 714026" and comp.docket_number == "94-10034"
    assert (comp.party_2, comp.pin_cite, comp.court_id) == ("Texas Instruments, Inc.", "*3", "ca5")
    assert (comp.year, comp.month, comp.day) == ("1994", "Dec.", "16")
    assert c.text.endswith("1994)")  # the status parenthetical is not part of the citation


@pytest.mark.parametrize(
    ("text", "volume", "year", "court_id"),
    [
        ("Wexford v. Pellam, ___ U.S. ___ (2024).", None, "2024", "scotus"),
        ("Wexford v. Pellam, ___ U.S. ___, ___ (2024) (slip op., at 4).", None, "2024", "scotus"),
        ("Wexford v. Pellam, ___ U. S. ___ (U.S. June 3, 2024).", None, "2024", "scotus"),
        ("Wexford v. Pellam, 601 U.S. \u2014 (2024).", "601", "2024", "scotus"),
        ("Wexford v. Pellam, 601 U.S. --- (2024).", "601", "2024", "scotus"),
        ("Wexford v. Pellam, ___ S. Ct. ___ (2024).", None, "2024", "scotus"),
    ],
)
def test_a_supreme_court_decision_with_its_volume_or_page_blank_is_a_citation(
    text: str, volume: str | None, year: str, court_id: str
) -> None:
    # nothing for eyecite to read: the citation was dropped, an invented decision of the Court's last
    # term the one citation nothing looked at
    [c] = cites(text)
    comp = c.components
    assert (c.type, c.form) == (CitationType.CASE, CitationForm.FULL)
    assert (comp.party_1, comp.party_2) == ("Wexford", "Pellam")
    assert comp.reporter == ("S. Ct." if "S. Ct." in text else "U.S.")
    assert (comp.volume, comp.page, comp.year, comp.court_id) == (volume, None, year, court_id)
    assert c.text.startswith("Wexford v. Pellam") and c.text.endswith(")")


@pytest.mark.parametrize(
    "text",
    [
        "The Court has not yet ruled. See ___ U.S. ___.",  # no date: no citation, none assumed
        "28 U.S.C. \u2014 (2024) is no citation of a decision.",
        "Epic Systems Corporation v. Lewis (2018) __ U.S. __ [1612] (Epic Systems).",
    ],
)
def test_a_blank_united_states_reports_citation_needs_its_date(text: str) -> None:
    assert not [c for c in cites(text) if c.type is CitationType.CASE]


def test_a_blank_citation_pinned_to_the_slip_opinion_keeps_its_page() -> None:
    # the slip opinion's page between the blank and the date hid the citation (nothing looked at it)
    [c] = cites("Vantassel v. Brightwater Co., ___ U.S. ___, slip op. at 3 (2024).")
    assert (c.components.party_1, c.components.pin_cite, c.components.year) == ("Vantassel", "3", "2024")


def test_a_blank_before_a_parallel_is_its_placeholder_not_the_name() -> None:
    [c] = cites("Marlow v. Tesh, 601 U.S. \u2014, 144 S. Ct. 500, 503 (2024).")
    comp = c.components
    assert (comp.party_2, comp.volume, comp.reporter, comp.page) == ("Tesh", "144", "S. Ct.", "500")


@pytest.mark.parametrize(
    ("text", "volume", "reporter", "page"),
    [
        ("Marbury v. Madison, 5 U.S. (1 Cr.) 137, 177 (1803).", "5", "U.S.", "137"),
        ("Marbury v. Madison, 5 U.S. (1 Cranch.) 137 (1803).", "5", "U.S.", "137"),
        ("Commonwealth v. Hunt, 45 Mass. (4 Metc.) 111 (1842).", "45", "Mass.", "111"),
        ("Brown v. Kendall, 60 Mass. (6 Cush) 292 (1850).", "60", "Mass.", "292"),
        ("Lyle v. Hearn, 9 Miss. (1 Smedes & M.) 456 (1843).", "9", "Miss.", "456"),
        # as reporters-db spells the nominative, read as before
        ("Marbury v. Madison, 5 U.S. (1 Cranch) 137 (1803).", "5", "U.S.", "137"),
    ],
)
def test_an_official_citation_with_a_nominative_volume_eyecite_does_not_know_is_read(
    text: str, volume: str, reporter: str, page: str
) -> None:
    # eyecite dropped the whole citation for a nominative spelling reporters-db lacks: a case cited
    # so, invented or misquoted, was never looked at
    [c] = cites(text)
    comp = c.components
    assert (comp.volume, comp.reporter, comp.page, comp.year) == (volume, reporter, page, text[-6:-2])
    assert c.text == text.removesuffix(".") and comp.party_1 in ("Marbury", "Commonwealth", "Brown", "Lyle")


def test_a_short_form_with_a_nominative_volume_is_read() -> None:
    full, short = cites("Marbury v. Madison, 5 U.S. (1 Cr.) 137 (1803). Marbury, 5 U.S. (1 Cr.) at 280.")
    assert full.components.page == "137" and short.form is CitationForm.SHORT
    assert (short.components.volume, short.components.pin_cite) == ("5", "280")


def test_subsequent_history_lends_its_year_to_a_court_only_parenthetical() -> None:
    text = "See Hutchinson v. Pfeil, 105 F.3d 562 (10th Cir.), cert. denied, 522 U.S. 914 (1997)."
    first, cert = cites(text)
    assert (first.components.court, first.components.year) == ("10th Cir.", "1997")
    assert (cert.components.volume, cert.components.court_id) == ("522", "scotus")


@pytest.mark.parametrize(
    "history",
    ["aff'd", "rev'd", "aff'd in part, rev'd in part", "vacated and remanded", "rev'd on other grounds"],
)
def test_a_merits_decision_in_the_history_is_the_same_case_and_takes_its_name(history: str) -> None:
    """Bluebook 10.7: the later decision of the same case is cited without the name; the name it
    is checked under is the case's."""
    text = f"Kowalski v. Meridian Lines, Inc., 890 F.3d 212 (7th Cir. 2018), {history}, 504 U.S. 655 (2019)."
    _, later = cites(text)
    assert (later.components.party_1, later.components.party_2) == ("Kowalski", "Meridian Lines, Inc.")
    assert later.text == "504 U.S. 655 (2019)"  # what the brief wrote is unchanged


@pytest.mark.parametrize(
    "text",
    [
        # prior history: the decision reversed, cited without its name (each read as nameless: REVIEW
        # "names no party")
        "Pell Biosciences v. Ostrander, 590 U.S. 105, 106 (2020) (reversing 925 F.3d 405 (2d Cir. 2019)).",
        "Pell Biosciences v. Ostrander, 590 U.S. 105, 106 (2020), rev'g 925 F.3d 405 (2d Cir. 2019).",
        "(Pell Biosciences v Ostrander, 35 NY3d 585, 586 [2020], revg 170 AD3d 245 [2d Dept 2019]).",
        "(Pell Biosciences v Ostrander, 35 NY3d 585, 586 [2020], affg 170 AD3d 245 [2d Dept 2019]).",
    ],
)
def test_prior_history_without_a_name_is_the_same_case(text: str) -> None:
    first, earlier = cites(text)
    assert earlier.components.party_1 == first.components.party_1 == "Pell Biosciences"


def test_a_merits_decision_after_an_explanatory_parenthetical_takes_the_cases_name() -> None:
    """Bluebook 1.5(b) puts the explanatory parenthetical before the history: the affirmance was
    read as nameless, and a REVIEW said it "names no party"."""
    text = (
        "Cf. Kowalski v. Meridian Lines, Inc., 890 F.3d 212, 213 (7th Cir. 2018) (carrier not liable for "
        "loss (by theft) in transit), aff'd, 504 U.S. 655 (2019)."
    )
    _, later = cites(text)
    assert (later.components.party_1, later.components.party_2) == ("Kowalski", "Meridian Lines, Inc.")
    # ... and one holding a citation of its own ("(quoting ...)")
    quoting = text.replace(
        "(carrier not liable for loss (by theft) in transit)",
        "(quoting Hale v. Pratt, 600 F.3d 1, 5 (2d Cir. 2010))",
    )
    *_, later = cites(quoting)
    assert (later.components.party_1, later.components.party_2) == ("Kowalski", "Meridian Lines, Inc.")
    # and the history's order is read across it: a later decision dated before is flagged
    _, earlier = cites(text.replace("(2019)", "(2017)"))
    assert CitationFlag.HISTORY_BEFORE_CASE in earlier.flags


@pytest.mark.parametrize(
    "text",
    [
        # a denial of certiorari or rehearing is printed in a table of orders, under no caption of its own
        "See Hutchinson v. Pfeil, 105 F.3d 562 (10th Cir. 1996), cert. denied, 522 U.S. 914 (1997).",
        "See Hutchinson v. Pfeil, 105 F.3d 562 (10th Cir. 1996), reh'g denied, 110 F.3d 1 (10th Cir. 1997).",
        # a decision in a table of dispositions
        "See Hutchinson v. Pfeil, 105 F.3d 562 (D. Kan. 1996), aff'd, 110 F.3d 1 (10th Cir. 1997) (table).",
        # a later case that treats this one is another case
        "See Hutchinson v. Pfeil, 105 F.3d 562 (10th Cir. 1996), overruled by 522 U.S. 914 (1997).",
    ],
)
def test_history_in_a_table_or_by_another_case_takes_no_name(text: str) -> None:
    _, later = cites(text)
    assert later.components.party_1 is None and later.components.party_2 is None


@pytest.mark.parametrize(
    ("text", "party_1"),
    [
        # a sentence ending in a short capitalised word is no part of the next citation's name
        ("Losses caused by an act of God. Smith v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Smith"),
        ("This is the rule in Ohio. Smith v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Smith"),
        ("The point is settled Law. See Smith v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Smith"),
        ("That was the Rule. Smith v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Smith"),
        # the abbreviations of a party's name (Bluebook T6) stay in it
        ("See Smith Bros. Inc. v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Smith Bros. Inc."),
        ("See Bank of Am. Corp. v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Bank of Am. Corp."),
        ("See St. Paul Fire & Marine Ins. Co. v. Jones, 100 F.3d 1 (7th Cir. 2000).",
         "St. Paul Fire & Marine Ins. Co."),
        ("See Ga. Pac. Corp. v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Ga. Pac. Corp."),
        ("See Dep't of Ag. Mktg. Serv. v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Dep't of Ag. Mktg. Serv."),
    ],
)  # fmt: skip
def test_a_sentence_ending_before_a_name_is_not_part_of_it(text: str, party_1: str) -> None:
    [c] = cites(text)
    assert c.components.party_1 == party_1


@pytest.mark.parametrize(
    "text",
    [
        "Smith v. Jones, 100 F.3d 1 (7th Cir. 2000). Losses caused by an act of God. Smith, supra, at 5.",
        "Smith v. Jones, 100 F.3d 1 (7th Cir. 2000). Losses caused by an act of God. See Smith, supra, at 5.",
    ],
)
def test_a_supra_after_a_sentence_ending_in_a_short_word_names_its_case(text: str) -> None:
    _, supra = cites(text)
    assert (supra.form, supra.components.party_1, supra.text) == (CitationForm.SUPRA, "Smith", supra.text)
    assert supra.text.startswith("Smith")


def test_short_forms_are_kept_with_their_form() -> None:
    text = (
        "Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). Id. at 460. Smith, 123 F.3d at 461. Jones, supra, at 3."
    )
    full, id_, short, supra = cites(text)
    assert full.form is CitationForm.FULL
    assert (id_.form, id_.text, id_.components.pin_cite) == (CitationForm.ID, "Id. at 460", "460")
    assert (short.form, short.text, short.components.pin_cite) == (
        CitationForm.SHORT,
        "Smith, 123 F.3d at 461",
        "461",
    )
    assert (supra.form, supra.components.party_1, supra.components.pin_cite) == (
        CitationForm.SUPRA,
        "Jones",
        "3",
    )
    assert all(c.jurisdiction is Jurisdiction.US for c in (full, id_, short, supra))


@pytest.mark.parametrize("before", ["As held in Smith", "But Smith", "Smith"])
def test_a_short_form_written_without_its_comma_keeps_its_name(before: str) -> None:
    """ "Smith 123 F.3d at 461": the word before the volume is the short form's name, as eyecite
    guesses it, and it links to the case so named."""
    full, short = linked(
        f"Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). {before} 123 F.3d at 461, the rule held."
    )
    assert (short.form, short.components.party_1) == (CitationForm.SHORT, "Smith")
    assert short.antecedent_id == full.id and short.text.startswith("Smith")


@pytest.mark.parametrize("before", ["See", "In", "Cf.", "the court in", "Id.;", "Not", "Nor in"])
def test_a_signal_or_a_preposition_before_a_short_form_is_no_name(before: str) -> None:
    cites = linked(f"Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). {before} 123 F.3d at 461.")
    full, short = cites[0], cites[-1]  # ("Id.;" is a citation of its own)
    assert (short.form, short.components.party_1) == (CitationForm.SHORT, None)
    assert short.antecedent_id == full.id


def test_a_supra_with_both_parties_keeps_both() -> None:
    full, supra = linked(
        "In Foo v. Bar, 1 U.S. 1 (1800), the rule was set. The case of Foo v. Bar, supra, was affirmed."
    )
    assert (supra.form, supra.components.party_1, supra.components.party_2) == (
        CitationForm.SUPRA,
        "Foo",
        "Bar",
    )
    assert supra.antecedent_id == full.id


def test_case_names_stop_at_signals_and_prose() -> None:
    text = (
        "Plaintiff relies on Varghese v. China Southern Airlines Co., Ltd., 925 F.3d 1339 (11th Cir. 2019). "
        "See In re Violation of Rule 28(d), 635 F.3d 1352 (Fed. Cir. 2011); "
        "Zen Magnets, LLC v. Consumer Prod. Safety Comm'n, 841 F.3d 1141 (10th Cir. 2016)."
    )
    a, b, c = cites(text)
    assert (a.components.party_1, a.components.party_2) == ("Varghese", "China Southern Airlines Co., Ltd.")
    assert (b.components.party_1, b.components.party_2) == ("In re Violation of Rule 28(d)", None)
    assert (c.components.party_1, c.components.party_2) == (
        "Zen Magnets, LLC",
        "Consumer Prod. Safety Comm'n",
    )


def test_citation_inside_a_parenthetical_is_its_own_citation() -> None:
    text = (
        "See Smith v. Jones, 1 F.3d 1, 5 (2d Cir. 1993) (quoting Doe v. Roe, 2 F.3d 2, 7 (3d Cir. 1992)); "
        "accord Black v. White, 3 F.3d 3 (4th Cir. 1994)."
    )
    smith, doe, black = cites(text)
    assert (smith.components.year, smith.text) == ("1993", "Smith v. Jones, 1 F.3d 1, 5 (2d Cir. 1993)")
    assert (doe.components.party_1, doe.components.year, doe.components.court_id) == ("Doe", "1992", "ca3")
    assert (black.components.party_1, black.components.year) == ("Black", "1994")


def test_long_text_is_chunked_at_sentence_boundaries() -> None:
    sentence = "The court held that the claim fails. "
    text = sentence * 3000
    spans = chunk_spans(text, max_chars=10_000)
    assert len(spans) > 1 and spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(b - a <= 10_000 for a, b in spans)
    assert all(text[b - 1] == "." for _, b in spans[:-1])  # every cut falls after a sentence


def test_citations_found_in_every_chunk_of_a_long_block() -> None:
    filler = "The parties dispute the scope of the waiver in this case. " * 900
    smith, doe = (
        "See Smith v. Jones, 123 F.3d 456 (2d Cir. 1997).",
        "See Doe v. Roe, 5 F.4th 10 (3d Cir. 2021).",
    )
    text = f"{filler}{smith} {filler}{doe}"
    assert len(text) > 100_000
    smith, doe = cites(text)
    assert (smith.components.year, doe.components.year) == ("1997", "2021")


def test_case_name_offsets_after_long_prose() -> None:
    prose = "Courts in this district have repeatedly rejected the same argument on similar facts. " * 6
    text = f"{prose}See also Garcia v. Kim, No. 17-cv-7009, 2017 WL 757788, at *2 (S.D.N.Y. Mar. 25, 2017)."
    [c] = cites(text)
    assert c.text.startswith("Garcia v. Kim, No. 17-cv-7009")


@pytest.mark.parametrize(
    ("text", "cited", "section", "pin"),
    [
        ("See 15 U.S.C. § 78j(b).", "15 U.S.C. § 78j(b)", "78j", "(b)"),
        ("Under 42 U.S.C. § 2000e-2(a), employers may not.", "42 U.S.C. § 2000e-2(a)", "2000e-2", "(a)"),
        ("See 15 U.S.C. §§ 78u-4(b)(1)-(2).", "15 U.S.C. §§ 78u-4(b)(1)-(2)", "78u-4", "(b)(1)-(2)"),
        ("See 28 U.S.C. §§ 1332(a)(1)-(2).", "28 U.S.C. §§ 1332(a)(1)-(2)", "1332", "(a)(1)-(2)"),
    ],
)
def test_code_sections_with_letters_hyphens_and_ranges(text: str, cited: str, section: str, pin: str) -> None:
    [c] = extract_text(text).citations()
    assert (c.text, c.type, c.components.code, c.components.section, c.components.pin_cite) == (
        cited, CitationType.STATUTE, "U.S.C.", section, pin
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "series"),
    [
        ("See Smith v. Jones, 9 Woolw. Rep., 6.", "Woolw."),  # reporters-db: a variation of "Woolw."
        ("See Smith v. Jones, 347 U.S. 483 (1954).", "U.S."),
        ("See Smith v. Jones, 1 Hay. & Haz. 176.", "Hay. & Haz."),  # an edition itself stays itself
    ],
)
def test_a_written_variation_is_read_as_the_edition_reporters_db_states(text: str, series: str) -> None:
    [c] = extract_document(text.encode(), "b.txt").citations()
    assert c.components.reporter == series


def test_a_session_law_is_a_volume_and_a_page() -> None:
    """ "110 Stat. 1214" is volume 110 of the Statutes at Large, page 1214 (not a code's title and
    section), as eyecite's own tests state it."""
    [c] = extract_document(b"Congress acted. 110 Stat. 1214.", "b.txt").citations()
    k = c.components
    assert (k.code, k.volume, k.page, k.title, k.section) == ("Stat.", "110", "1214", None, None)
    [code] = extract_document(b"See 42 U.S.C. \xc2\xa7 1983.", "b.txt").citations()
    assert (code.components.title, code.components.section, code.components.volume) == ("42", "1983", None)


def test_the_name_supra_marks_is_the_short_forms() -> None:
    text = b"However, as we explained in Kaiser Foundation, supra, 13 Cal.App.5th at 1146, it fails."
    [c] = extract_document(text, "b.txt").citations()
    assert (c.form.value, c.components.party_1, c.components.pin_cite) == (
        "short",
        "Kaiser Foundation",
        "1146",
    )
    # a sentence adverb before a short form is no name
    [bare] = extract_document(b"However, 925 F.3d at 1352.", "b.txt").citations()
    assert bare.components.party_1 is None


def test_a_parallel_short_form_names_the_case_the_first_names() -> None:
    """ "Newbold, 105 Idaho at 667, 672 P2d at 235": the second reporter's short form is the same
    case's; a short form after a semicolon is another citation and names none."""
    text = b"(Newbold, 105 Idaho at 667, 672 P2d at 235). See Newbold, 105 Idaho at 667; 925 F.3d at 1352."
    parties = [c.components.party_1 for c in extract_document(text, "b.txt").citations()]
    assert parties == ["Newbold", "Newbold", "Newbold", None]


@pytest.mark.parametrize(
    ("text", "party_1"),
    [
        # an abbreviation no list holds, after a capitalised word, is read as the name's
        ("See Farmers Coop. Co. v. Jones, 100 F.3d 1 (7th Cir. 2000).", "Farmers Coop. Co."),
        (
            "See Ohio Valley Elec. Coop. Ass'n v. Jones, 100 F.3d 1 (7th Cir. 2000).",
            "Ohio Valley Elec. Coop. Ass'n",
        ),
    ],
)
def test_an_unlisted_abbreviation_inside_a_name_stays_in_it(text: str, party_1: str) -> None:
    [c] = cites(text)
    assert c.components.party_1 == party_1


@pytest.mark.parametrize(
    ("text", "party_1"),
    [
        # a matter's name runs on past a comma
        (
            "In re Enron Corp. Sec., Derivative & ERISA Litig., 235 F. Supp. 2d 549, 601 (S.D. Tex. 2002).",
            "In re Enron Corp. Sec., Derivative & ERISA Litig.",
        ),
        (
            "See In re Grand Jury Subpoena, John Doe No. 4, 100 F.3d 1 (2d Cir. 2000).",
            "In re Grand Jury Subpoena, John Doe No. 4",
        ),
        # prose after a matter's name is not part of the next case's name
        ("As in In re Smith, the court said so. Jones v. Brown, 100 F.3d 1 (2d Cir. 2000).", "Jones"),
    ],
)
def test_a_matters_name_with_a_comma_is_read_whole(text: str, party_1: str) -> None:
    c = cites(text)[-1]
    assert c.components.party_1 == party_1


@pytest.mark.parametrize(
    ("text", "volume", "reporter", "page"),
    [
        ("See Tolliver v. Nash, 925F.3d 495 (11th Cir. 2017).", "925", "F.3d", "495"),
        ("See Tolliver v. Nash, 925 F.3d495 (11th Cir. 2017).", "925", "F.3d", "495"),
        ("See Tolliver v. Nash, 925F.3d495 (11th Cir. 2017).", "925", "F.3d", "495"),
        ("See Harlow v. Fitzgerald, 457 U.S.800 (1982).", "457", "U.S.", "800"),
        ("See Harlow v. Fitzgerald, 457U.S. 800 (1982).", "457", "U.S.", "800"),
        ("See Doe v. Roe, 12 F. Supp. 2d345 (D. Mass. 1998).", "12", "F. Supp. 2d", "345"),
    ],
)
def test_a_citation_run_together_is_read(text: str, volume: str, reporter: str, page: str) -> None:
    """A volume, reporter and page written without the spaces between them (a drafting slip, or a
    PDF's text that lost them) is still a citation to read and check, never passed over."""
    [c] = cites(text)
    assert (c.components.volume, c.components.reporter, c.components.page) == (volume, reporter, page)


@pytest.mark.parametrize(
    "text",
    ["Exhibit 3A.2 shows the plan.", "See 12U.S.C. 1983a.", "Version 2.0U.S.A.1 was released."],
)
def test_numbers_beside_letters_are_no_run_together_citation(text: str) -> None:
    assert [c.text for c in cites(text) if c.components.reporter] == []


@pytest.mark.parametrize(
    ("text", "court_id"),
    [
        ("See Brown v. Board of Education, 347 U.S. 483 (1954).", "scotus"),
        ("See Roe v. Wade, 93 S. Ct. 705 (1973).", "scotus"),
        # South Carolina Reports, though reporters-db also lists "S.C." as a way of writing S. Ct.
        ("See State v. Hale, 427 S.C. 100, 829 S.E.2d 100 (2019).", None),
    ],
)
def test_only_a_supreme_court_reporter_implies_the_court(text: str, court_id: str | None) -> None:
    first = cites(text)[0]
    assert first.components.court_id == court_id, first.components


def test_a_supra_before_a_reporter_pin_is_one_short_form_of_its_case() -> None:
    """ "Vance, supra, 480 F. Supp. 2d at 225" (as California writes its short forms): one short
    form of Vance with its pin, not a supra that names no case and a short form with no name."""
    text = (
        "The records were detailed. Vance v. Orwell, 480 F. Supp. 2d 222, 224 (S.D.N.Y. 2009). Like the "
        'records in Vance, they "are sufficiently detailed." Vance, supra, 480 F. Supp. 2d at 225.'
    )
    full, short = extract_text(text).citations()
    assert (short.form, short.components.party_1, short.components.pin_cite) == (
        CitationForm.SHORT,
        "Vance",
        "225",
    )
    assert short.antecedent_id == full.id


def test_a_supra_closed_by_a_semicolon_is_not_the_next_short_forms_name() -> None:
    """ "See Vance, supra; 600 F.3d at 502": two citations, the supra Vance's and a short form of
    another case; and "See" is no part of a supra's name."""
    text = (
        "Vance v. Orwell, 480 F. Supp. 2d 222 (S.D.N.Y. 2009). Hale v. Pratt, 600 F.3d 500 (2d Cir. 2011). "
        "See Vance, supra; 600 F.3d at 502. See Vance, supra, 480 F. Supp. 2d at 225."
    )
    forms = [(c.form, c.components.party_1) for c in extract_text(text).citations()[2:]]
    assert forms == [(CitationForm.SUPRA, "Vance"), (CitationForm.SHORT, None), (CitationForm.SHORT, "Vance")]


@pytest.mark.parametrize(
    ("written", "pin"),
    [
        ("Harmon, 901 F.3d at 211 n.1.", "211 n.1"),
        ("Harmon, 901 F.3d at 211 & nn.1-2, held so.", "211 & nn.1-2"),
        ("Harmon, 901 F.3d at 213 n 4.", "213 n 4"),
        ("Harmon, 901 F.3d at 212 (citing Doe).", "212"),
        # every page it lists: a later one may lie past the case's end
        ("Harmon, 901 F.3d at 211 & 215.", "211 & 215"),
        ("Harmon, 901 F.3d at 211 and 215.", "211 and 215"),
        ("Harmon, 901 F.3d at 211, 213 & 215.", "211, 213 & 215"),
        ("Harmon, 901 F.3d at 211 n.3, 215.", "211 n.3, 215"),
        # a parallel citation after it is no page of it
        ("Harmon, 901 F.3d at 211, 215 F.3d 20.", "211"),
    ],
)
def test_a_short_forms_pin_keeps_its_footnote(written: str, pin: str) -> None:
    """eyecite's short-form pin stops at the page: the footnote the brief names after it was dropped,
    and a correct footnote quotation was REVIEW, asked to name the footnote it named."""
    full = "See Harmon v. Lakeshore Freight, Inc., 901 F.3d 210, 211 (7th Cir. 2018). "
    short = extract_text(full + written).citations()[1]
    assert short.components.pin_cite == pin and short.text.endswith(pin), short


@pytest.mark.parametrize(
    "reference",
    ["See supra Part II.A.", "See supra Section I.B.", "See supra pp. 5-7.", "See supra at 5.",
     "See supra Point II.", "See supra notes 3-4 and accompanying text.", "As discussed supra, it holds.",
     "Compare supra Part II.A.", "See supra note 3."],
)  # fmt: skip
def test_the_briefs_own_cross_reference_by_supra_is_no_citation(reference: str) -> None:
    """ "See supra Part II.A" points to the brief itself: it was a citation, REVIEW as a 'supra' naming
    no party; "infra" was already left alone."""
    text = f"Smith v. Jones, 100 F.3d 1 (7th Cir. 2000). The rule is settled. {reference}"
    assert [c.text for c in cites(text)] == ["Smith v. Jones, 100 F.3d 1 (7th Cir. 2000)"]


@pytest.mark.parametrize(
    ("supra", "pin"),
    [
        ("Smith, supra note 1, at 5.", "5"),
        ("Smith, supra n.1, at 40.", "40"),
        ("Smith, supra note 3.", None),
        ("Smith, supra notes 1-2, at 40.", "40"),
        ("Smith, supra note 1 at 40.", "40"),
        ("Smith, supra notes 1 and 3, at 40.", "40"),
        ("Smith, supra footnote 1, at 40.", "40"),
    ],
)
def test_a_supra_to_the_note_citing_the_case_is_pinned_by_its_at(supra: str, pin: str | None) -> None:
    """ "Harmon, supra note 1, at 211": the note is where the case was cited in full, the page is
    after "at" (the note's number was read as the page, and the page lost)."""
    text = f"Losses are the carrier's.1 The rule is settled. {supra}"
    [c] = [
        c
        for c in cites(f"Smith v. Jones, 100 F.3d 1 (7th Cir. 2000). {text}")
        if c.form is CitationForm.SUPRA
    ]
    assert (c.components.party_1, c.components.pin_cite) == ("Smith", pin)


@pytest.mark.parametrize(
    "named", ["The Harmon opinion, supra note 1, at 240.", "“Harmon,” supra note 1, at 240."]
)
def test_a_supra_to_a_note_naming_the_case_otherwise_is_still_a_citation(named: str) -> None:
    """Only a signal's "See supra note 3" is the brief's cross-reference: a supra after the case's name
    written otherwise was dropped with its page."""
    text = f"Smith v. Jones, 100 F.3d 1 (7th Cir. 2000). The rule is settled. {named}"
    assert any(c.form is CitationForm.SUPRA for c in extract_text(text).citations())


@pytest.mark.parametrize(
    ("text", "name", "cited"),
    [
        (
            "See In re Sept. 11 Litig., 800 F.3d 780, 781 (2d Cir. 2015).",
            "In re Sept. 11 Litig.",
            "800 F.3d 780",
        ),
        (
            "See In re Sept. 12 Litig., 1200 F.3d 163, 165 (2d Cir. 2015).",
            "In re Sept. 12 Litig.",
            "1200 F.3d 163",
        ),
    ],
)
def test_a_journals_shape_inside_a_name_does_not_hide_the_case_citation(
    text: str, name: str, cited: str
) -> None:
    """A name ending '<number> <a journal's abbreviation>,' ("In re Sept. 11 Litig.") read with the
    volume after it as a journal article ("11 Litig., 800"): the case citation was never read, and an
    invented one passed as an unchecked journal citation (exit 0). The case citation is read."""
    [c] = list(extract_text(text).citations())
    assert c.type is CitationType.CASE
    components = c.components
    assert f"{components.volume} {components.reporter} {components.page}" == cited
    assert components.party_1 == name


def test_a_journal_article_alone_is_still_a_journal() -> None:
    [c] = list(extract_text("See Ames, Tort Reform, 12 Litig. 100, 105 (2019).").citations())
    assert c.type is CitationType.JOURNAL


@pytest.mark.parametrize(
    ("written", "pin"), [("para. 4", "para. 4"), ("paras. 4-5", "paras. 4-5"), ("¶ 4", "¶ 4")]
)
def test_a_public_domain_citations_paragraph_pin_by_its_word_is_read(written: str, pin: str) -> None:
    """ "2019 WI 45, para. 4" lost its pin: a quotation at another paragraph came out VERIFIED."""
    from briefcheck.verify.pins import is_paragraph_pin

    [c] = extract_text(f"See State v. Park, 2019 WI 45, {written}.").citations()
    assert c.components.pin_cite == pin and is_paragraph_pin(pin)
