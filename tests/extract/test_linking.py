"""Short forms linked to their full citations across the document; orphans flagged."""

import pytest

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType
from briefcheck.extract import extract_text


def by_text(text: str) -> dict[str, object]:
    return {c.text: c for c in extract_text(text).citations()}


def test_id_short_and_supra_link_to_their_full_citation() -> None:
    cs = by_text(
        "Courts may sanction bad faith. Chambers v. NASCO, Inc., 501 U.S. 32, 111 S. Ct. 2123 (1991). "
        "Id. at 45. See also Jones v. Smith, 12 F.3d 100 (2d Cir. 1994).\n\n"
        "Id. at 104. The power is inherent. Chambers, 501 U.S. at 50; Chambers, 111 S. Ct. at 2130. "
        "Jones, supra, at 105."
    )
    chambers = cs["Chambers v. NASCO, Inc., 501 U.S. 32, 111 S. Ct. 2123 (1991)"]
    jones = cs["Jones v. Smith, 12 F.3d 100 (2d Cir. 1994)"]
    assert cs["Id. at 45"].antecedent_id == chambers.id
    assert cs["Id. at 104"].antecedent_id == jones.id  # across the paragraph break
    assert cs["Chambers, 501 U.S. at 50"].antecedent_id == chambers.id
    assert cs["Chambers, 111 S. Ct. at 2130"].antecedent_id == chambers.id  # the parallel reporter
    assert cs["Jones, supra, at 105"].antecedent_id == jones.id
    assert all(CitationFlag.ORPHAN_SHORT_FORM not in c.flags for c in cs.values())


def test_orphan_short_forms_are_kept_and_flagged() -> None:
    cs = by_text("See Noland, 336 Cal. App. 5th at 446. Id. at 447. Smith, supra, at 3.")
    for text, form in (
        ("Noland, 336 Cal. App. 5th at 446", CitationForm.SHORT),
        ("Id. at 447", CitationForm.ID),
        ("Smith, supra, at 3", CitationForm.SUPRA),
    ):
        c = cs[text]
        assert c.form is form and c.antecedent_id is None
        assert CitationFlag.ORPHAN_SHORT_FORM in c.flags


def test_id_after_an_unknown_reporter_or_statute_points_to_it() -> None:
    cs = by_text(
        "See Smith v. Jones, 123 F.3d 456 (2d Cir. 1997); Vale v. Ward, 9 F.6th 10 (1st Cir. 2030). "
        "Id. at 12. "
        "See 42 U.S.C. § 1983. Id. § 1988."
    )
    assert cs["Id. at 12"].antecedent_id == cs["Vale v. Ward, 9 F.6th 10 (1st Cir. 2030)"].id
    statute_id = cs["Id. § 1988"]
    assert statute_id.antecedent_id == cs["42 U.S.C. § 1983"].id
    assert statute_id.type is CitationType.STATUTE


def test_id_with_impossible_pin_is_an_orphan() -> None:
    cs = by_text("See Smith v. Jones, 123 F.3d 456 (2d Cir. 1997). Id. at 900.")
    assert CitationFlag.ORPHAN_SHORT_FORM in cs["Id. at 900"].flags


def test_a_short_form_follows_the_latest_citation_at_its_slot_not_the_first() -> None:
    """Two full citations of one slot under different names (an invented name at a real case's
    slot, then the real name): "Id." is the one just before it, and a short form naming a party is
    that party's citation. Both once went to the first, so the real case's "Id." carried the
    invented citation's error, or an invented case's "Id." the real one's verification."""
    text = (
        "The carrier is liable. See Kowalczyk v. Meridian Freight Lines, Inc., 890 F.3d 212, 216 "
        "(7th Cir. 2018). The court agreed. Id. at 217.\n\n"
        "The carrier is not liable. Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212, 216 "
        "(7th Cir. 2018). It said so twice. Id. at 216. See also Kowalski, 890 F.3d at 230. "
        "Compare Kowalczyk, 890 F.3d at 214. Id. at 215."
    )
    cites = {c.text: c for c in extract_text(text).citations()}
    invented = cites["Kowalczyk v. Meridian Freight Lines, Inc., 890 F.3d 212, 216 (7th Cir. 2018)"].id
    real = cites["Kowalski v. Meridian Freight Lines, Inc., 890 F.3d 212, 216 (7th Cir. 2018)"].id
    assert cites["Id. at 217"].antecedent_id == invented
    assert cites["Id. at 216"].antecedent_id == real
    assert cites["Kowalski, 890 F.3d at 230"].antecedent_id == real
    assert cites["Kowalczyk, 890 F.3d at 214"].antecedent_id == invented
    assert cites["Id. at 215"].antecedent_id == invented  # after the short form naming it


def test_a_short_form_naming_a_party_its_full_citation_lacks_is_not_linked_to_it() -> None:
    """ "Fitzpatrick, 457 U.S. at 818" after "Harlow v. Fitzgerald, 457 U.S. 800" names a case the
    brief never cited in full: linked to Harlow, it was verified as Harlow. Left unlinked, it is
    looked up under its own name (and offline is for review)."""
    cs = by_text(
        "See Harlow v. Fitzgerald, 457 U.S. 800 (1982). The rule is settled. Fitzpatrick, 457 U.S. at "
        "818. Harlow, 457 U.S. at 819. Accordingly, 457 U.S. at 820."
    )
    invented = cs["Fitzpatrick, 457 U.S. at 818"]
    assert invented.antecedent_id is None and CitationFlag.ORPHAN_SHORT_FORM in invented.flags
    assert CitationFlag.OTHER_NAME_SHORT_FORM in invented.flags
    harlow = cs["Harlow v. Fitzgerald, 457 U.S. 800 (1982)"].id
    assert cs["Harlow, 457 U.S. at 819"].antecedent_id == harlow
    assert cs["457 U.S. at 820"].antecedent_id == harlow  # a sentence's first word is no party


def test_a_short_form_names_its_case_as_lawyers_shorten_and_misspell_it() -> None:
    cs = by_text(
        "See Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007). Bell Atlantic, 550 U.S. at 555. "
        "Twombley, 550 U.S. at 556. Twombly, 550 U.S. at 557.\n\n"
        "See Int'l Shoe Co. v. Washington, 326 U.S. 310 (1945). International Shoe, 326 U.S. at 316.\n\n"
        "See United States v. Carroll Towing Co., 159 F.2d 169 (2d Cir. 1947). Carroll Towing, 159 F.2d "
        "at 173. United States, 159 F.2d at 174.\n\n"
        "See Loper Bright Enters. v. Raimondo, 603 U.S. 369 (2024). Loper Bright, 603 U.S. at 400."
    )
    full = {c.components.volume: c.id for c in cs.values() if c.form is CitationForm.FULL}
    for text, volume in (
        ("Bell Atlantic, 550 U.S. at 555", "550"),
        ("Twombley, 550 U.S. at 556", "550"),
        ("Twombly, 550 U.S. at 557", "550"),
        ("International Shoe, 326 U.S. at 316", "326"),
        ("Carroll Towing, 159 F.2d at 173", "159"),
        ("United States, 159 F.2d at 174", "159"),
        ("Loper Bright, 603 U.S. at 400", "603"),
    ):
        assert cs[text].antecedent_id == full[volume], text


def test_the_panel_says_what_a_short_form_naming_another_party_is() -> None:
    from datetime import date

    from briefcheck.panel.rules.checks_common import check_short_form
    from briefcheck.panel.rules.view import build_view
    from briefcheck.panel.tasks import citation_tasks

    text = "See Harlow v. Fitzgerald, 457 U.S. 800 (1982). The rule is settled. Fitzpatrick, 457 U.S. at 818."
    task = citation_tasks(extract_text(text))[1]
    [finding] = check_short_form(build_view(task, date(2026, 11, 28)))
    assert "naming Fitzpatrick" in finding.explanation and "457 U.S." in finding.explanation


def test_an_unnamed_short_form_goes_to_the_case_of_its_volume_its_page_falls_in() -> None:
    """Grutter and Gratz are both in 539 U.S.: "539 U.S., at 328" can only be Grutter's (306 on),
    since Gratz (244) ends before Grutter begins; "at 275" only Gratz's. A page before both, or
    further than an opinion runs, is no one's."""
    cs = by_text(
        "After Grutter v. Bollinger, 539 U. S. 306 (2003), and Gratz v. Bollinger, 539 U. S. 244 (2003), "
        "the rule held. Later, 539 U. S., at 328, it said so. And 539 U. S., at 275, too. "
        "Not 539 U. S., at 200, nor 539 U. S., at 700."
    )
    grutter, gratz = (
        cs["Grutter v. Bollinger, 539 U. S. 306 (2003)"],
        cs["Gratz v. Bollinger, 539 U. S. 244 (2003)"],
    )
    assert cs["539 U. S., at 328"].antecedent_id == grutter.id
    assert cs["539 U. S., at 275"].antecedent_id == gratz.id
    for stray in ("539 U. S., at 200", "539 U. S., at 700"):
        assert cs[stray].antecedent_id is None and CitationFlag.ORPHAN_SHORT_FORM in cs[stray].flags


def test_a_supra_goes_to_the_case_its_word_is_the_party_of() -> None:
    """ "in Grutter and Regents of Univ. of Cal. v. Bakke": prose runs the word "Grutter" into
    Bakke's caption, so two full citations hold it; "Grutter, supra" is the one whose party it is."""
    cs = by_text(
        "See Grutter v. Bollinger, 539 U. S. 306 (2003). The court applied the scrutiny articulated in "
        "Grutter and Regents of Univ. of Cal. v. Bakke, 438 U. S. 265 (1978). Grutter, supra, at 330."
    )
    assert cs["Grutter, supra, at 330"].antecedent_id == cs["Grutter v. Bollinger, 539 U. S. 306 (2003)"].id


def test_a_case_named_just_before_a_caption_is_not_part_of_it() -> None:
    """ "articulated in Grutter and Regents of Univ. of Cal. v. Bakke": Grutter, cited before, is
    named in prose; Bakke's caption begins at "Regents". A company's "and" stays: no case named
    Procter was cited before."""
    cs = by_text(
        "See Grutter v. Bollinger, 539 U. S. 306 (2003). The scrutiny articulated in Grutter and Regents of "
        "Univ. of Cal. v. Bakke, 438 U. S. 265 (1978), applies. See Procter and Gamble Co. v. Haugen, "
        "222 F.3d 1262 (10th Cir. 2000)."
    )
    bakke = cs["Regents of Univ. of Cal. v. Bakke, 438 U. S. 265 (1978)"]
    assert (bakke.components.party_1, bakke.components.party_2) == ("Regents of Univ. of Cal.", "Bakke")
    procter = cs["Procter and Gamble Co. v. Haugen, 222 F.3d 1262 (10th Cir. 2000)"]
    assert procter.components.party_1 == "Procter and Gamble Co."


def test_id_after_a_string_cite_is_the_one_whose_pages_hold_its_pin() -> None:
    """ "See A; B. Id. at 496.": an "Id." after a string cite whose pin lies outside the last
    authority but inside exactly one other of the string is that one's, as a reader takes it."""
    cs = by_text(
        "Claims accrue on knowledge. See Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017); "
        "see also Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982). Accrual is federal law. Id. at 497."
    )
    assert cs["Id. at 497"].antecedent_id == cs["Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)"].id


@pytest.mark.parametrize(
    "history",
    [
        ", rev'd on other grounds, 570 U.S. 300 (2013)",
        ", rev'd, 570 U.S. 300 (2013)",
        ", aff'd sub nom. Albany Sav. Bank v. Fenwick, 570 U.S. 300 (2013)",
        ", cert. denied, 570 U.S. 300 (2013)",
        ", rev'd and remanded, 570 U.S. 300 (2013)",
        ", aff'd mem., 570 U.S. 300 (2013)",
        ", vacated on reh'g en banc, 570 U.S. 300 (2013)",
        ", aff'd by an equally divided court, 570 U.S. 300 (2013)",
        " (citing Roe v. Doe, 500 F.3d 1 (2d Cir. 2005)), rev'd, 570 U.S. 300 (2013)",
        # an explanatory phrase (Bluebook rule 1.6(a)): what A did to the case cited after it
        ", overruling Roe v. Doe, 500 F.3d 1 (2d Cir. 2005)",
        ' ("The rule is overruled."), overruling Roe v. Doe, 500 F.3d 1 (2d Cir. 2005)',
        ", aff'g Roe v. Doe, 500 F. Supp. 3d 1 (S.D.N.Y. 2011)",
        ", rev'g in part Roe v. Doe, 500 F. Supp. 3d 1 (S.D.N.Y. 2011)",
        ", abrogating Roe v. Doe, 500 F.3d 1 (2d Cir. 2005)",
    ],
)
def test_id_after_a_citations_subsequent_history_is_the_citations(history: str) -> None:
    """ "A, rev'd, B. ... Id. at 61.": the history is A's; the "Id." means A, as a reader takes it
    (it was B's, and a quotation of A was checked against B)."""
    cited = "Fenwick v. Albany Sav. Bank, 700 F.3d 55, 60 (2d Cir. 2012)"
    cs = by_text(f'See {cited}{history}. The rule is "a material violation." Id. at 61.')
    assert cs["Id. at 61"].antecedent_id == cs[cited].id


def test_id_after_a_string_cite_stays_an_orphan_when_its_pin_fits_none_or_two() -> None:
    two = by_text(
        "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017); Abernathy v. Quill, 925 F.3d 505 (11th Cir. "
        "2017); Harlow v. Fitzgerald, 457 U.S. 800 (1982). Id. at 510."
    )
    assert CitationFlag.ORPHAN_SHORT_FORM in two["Id. at 510"].flags  # in reach of both 925 F.3d cases
    none = by_text(
        "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017); Harlow v. Fitzgerald, 457 U.S. 800 (1982). "
        "Id. at 5."
    )
    assert CitationFlag.ORPHAN_SHORT_FORM in none["Id. at 5"].flags


def test_id_after_separate_sentences_is_never_read_back_past_the_citation_before_it() -> None:
    """Only a string cite is ambiguous: two citations in two sentences leave "Id." the second's."""
    cs = by_text(
        "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017). See Harlow v. Fitzgerald, 457 U.S. 800 "
        "(1982). Id. at 497."
    )
    assert CitationFlag.ORPHAN_SHORT_FORM in cs["Id. at 497"].flags


def test_a_short_form_naming_a_case_cited_in_another_volume_is_flagged() -> None:
    """ "Harlow, 456 U.S. at 818" after Harlow v. Fitzgerald, 457 U.S. 800: the short form's volume
    is not its case's. It stays an orphan (looked up as written) and says why."""
    cs = by_text(
        "Officials are immune. Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982). The rule is settled. "
        "Harlow, 456 U.S. at 818. Other courts agree. Tolliver, 925 F.3d at 496."
    )
    wrong = cs["Harlow, 456 U.S. at 818"]
    assert CitationFlag.ORPHAN_SHORT_FORM in wrong.flags
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM in wrong.flags
    # a case never cited in full at all is an orphan only
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM not in cs["Tolliver, 925 F.3d at 496"].flags


def test_the_panel_says_a_short_forms_volume_may_be_wrong() -> None:
    from datetime import date

    from briefcheck.panel.rules.agents import ALL_CHECKS, run_checks
    from briefcheck.panel.rules.findings import Check
    from briefcheck.panel.rules.view import build_view
    from briefcheck.panel.tasks import citation_tasks

    doc = extract_text(
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982). The rule holds. Harlow, 456 U.S. at 818."
    )
    task = next(t for t in citation_tasks(doc) if t.citation.is_short_form)
    [finding] = [
        f for f in run_checks(build_view(task, date(2026, 1, 15)), ALL_CHECKS) if f.check is Check.SHORT_FORM
    ]
    assert finding.explanation == (
        "a short form naming a case the brief cites in full in another volume of the same reporter (a "
        "wrong volume, or another case): it can only be checked as written"
    )


def test_a_short_form_named_only_by_a_government_is_no_other_volumes_case() -> None:
    cs = by_text("United States v. Lopez, 514 U.S. 549 (1995). The rule holds. United States, 513 U.S. at 5.")
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM not in cs["United States, 513 U.S. at 5"].flags


def test_a_short_form_naming_a_party_by_its_initials_refers_to_its_full_citation() -> None:
    """ "J.D.B., 564 U.S. at 272" after "J.D.B. v. North Carolina, 564 U.S. 261": the initials are
    the party's name."""
    from briefcheck.extract import extract_text

    doc = extract_text(
        "A child's age informs the analysis. J.D.B. v. North Carolina, 564 U.S. 261, 264 (2011). A child "
        "may feel pressure to submit. J.D.B., 564 U.S. at 272."
    )
    full, short = doc.citations()
    assert short.antecedent_id == full.id and not short.flags, short.flags


@pytest.mark.parametrize(
    ("written", "pin"),
    [
        ("Id. at 507 n.2.", "507 n.2"),
        ("Id. at 507 & n.2.", "507 & n.2"),
        ("Id. at 505 nn.3-4.", "505 nn.3-4"),
    ],
)
def test_an_id_pinned_to_a_page_and_its_footnote_keeps_its_page(written: str, pin: str) -> None:
    """The page is checked even where the footnote is not: "Id. at 507 n.2" lost its pin whole, so
    a page past the opinion's end went unchecked."""
    from briefcheck.verify.pins import parse_pins

    text = f"Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2010). The rule. {written}"
    *_, short = list(extract_text(text).citations())
    assert short.components.pin_cite == pin
    assert parse_pins(pin) == [(int(pin.split()[0]), int(pin.split()[0]))]


@pytest.mark.parametrize(
    ("written", "pages"),
    [
        ("Id. at 501 & 515.", [501, 515]),
        ("Id. at 501 and 515.", [501, 515]),
        ("Id. at 501, 503 & 515.", [501, 503, 515]),
        ("Id. at 501 n.3, 515.", [501, 515]),
        ("Id. at 503, and 512.", [503, 512]),
    ],
)
def test_an_id_pinned_to_several_pages_keeps_each(written: str, pages: list[int]) -> None:
    """ "Id. at 501 & 515" lost its pin whole, "Id. at 501 n.3, 515" its second page: a page in the
    next case of the volume went unchecked, and the Id. came out VERIFIED."""
    from briefcheck.verify.pins import parse_pins

    text = f"Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2010). The rule. {written}"
    *_, short = list(extract_text(text).citations())
    assert [lo for lo, _ in parse_pins(short.components.pin_cite) or []] == pages, short.components.pin_cite


def test_an_id_without_a_page_is_read_at_the_page_the_citation_before_it_gives() -> None:
    """ "Id." alone means the same page as the citation before it (Bluebook 4.1): a full citation's
    pin, a short form's, or an earlier "Id. at" page; with no page before it, none."""
    doc = extract_text(
        "The rule is settled. Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011). It applies here. Id. "
        "It binds us. Hale, 600 F.3d at 502. It is old. Id. It is narrow. Id. at 503. It is firm. Id. "
        "Another rule. Dunn v. Rowe, 601 F.3d 10 (2d Cir. 2011). It too applies. Id."
    )
    ids = [c for c in doc.citations() if c.form is CitationForm.ID]
    assert [c.components.pin_cite for c in ids] == ["501", "502", "503", "503", None]
    assert [CitationFlag.ID_PIN_INHERITED in c.flags for c in ids] == [True, True, False, True, False]


def test_an_id_after_a_citing_parenthetical_is_the_citing_cases() -> None:
    """ "A (citing B). ... Id. at 702": id. is A, the authority cited, never B inside its
    parenthetical."""
    doc = extract_text(
        "The rule. Lisle v. Amory, 610 F.3d 700, 701 (2d Cir. 2012) (citing Hale v. Pratt, 600 F.3d 500, "
        "503 (2d Cir. 2011)). It applies. Id. at 702. The other rule. Dunn v. Rowe, 601 F.3d 10, 12 (2d Cir. "
        "2011) (quoting Hale v. Pratt, 600 F.3d 500, 503 (2d Cir. 2011)). Id."
    )
    cs = {c.id: c for c in doc.citations()}
    ids = [c for c in doc.citations() if c.form is CitationForm.ID]
    assert [cs[c.antecedent_id].components.party_1 for c in ids] == ["Lisle", "Dunn"]
    assert [c.components.pin_cite for c in ids] == ["702", "12"]


def test_an_id_with_a_page_after_a_code_section_is_no_citation_of_it() -> None:
    before = "The rule. Lisle v. Amory, 610 F.3d 700, 701 (2d Cir. 2012). Suit lies under 42 U.S.C. § 1983."
    [at_page] = [
        c
        for c in extract_text(f"{before} Notice is due. Id. at 780.").citations()
        if c.form is CitationForm.ID
    ]
    assert at_page.antecedent_id is None and CitationFlag.ID_PIN_OUTSIDE in at_page.flags
    [at_section] = [
        c for c in extract_text(f"{before} It lies. Id. § 1983(a).").citations() if c.form is CitationForm.ID
    ]
    assert at_section.antecedent_id is not None


def test_a_short_name_the_brief_defines_holds_its_short_forms_to_its_case() -> None:
    """ "Smith v. Jones ... (Smith I)": "Smith I, 612 F.3d at 204" (Smith II's volume) is held to
    Smith I and flagged, not resolved by its volume to Smith II; "Hale II, supra" is Hale II's."""
    cs = by_text(
        "See Smith v. Jones, 610 F.3d 100 (9th Cir. 2010) (Smith I); Smith v. Brown, 612 F.3d 200 (9th Cir. "
        "2010) (Smith II). Later, Smith I, 612 F.3d at 204. See Hale v. Pratt (Hale II), 640 F.3d 500 "
        "(2d Cir. 2011). Hale II, supra, at 503. See Doe v. Jones, 500 F.3d 1 (2d Cir. 2005) "
        "[hereinafter Jones]. "
        "Jones, supra, at 3. Smith II, 612 F.3d at 205."
    )
    smith_i = cs["Smith I, 612 F.3d at 204"]
    assert smith_i.antecedent_id == cs["Smith v. Jones, 610 F.3d 100 (9th Cir. 2010)"].id
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM in smith_i.flags
    assert (
        cs["Hale II, supra, at 503"].antecedent_id
        == cs["Hale v. Pratt (Hale II), 640 F.3d 500 (2d Cir. 2011)"].id
    )
    assert cs["Jones, supra, at 3"].antecedent_id == cs["Doe v. Jones, 500 F.3d 1 (2d Cir. 2005)"].id
    party = by_text(
        "See Smith v. Jones, 610 F.3d 100 (9th Cir. 2010) (Jones). See also Jones v. Brown, 612 F.3d 200 "
        "(5th Cir. 2010). Jones, 612 F.3d at 204."
    )
    # a party's name defined ("(Jones)") is one a later case may bear: its volume decides
    later = party["Jones, 612 F.3d at 204"]
    assert later.antecedent_id == party["Jones v. Brown, 612 F.3d 200 (5th Cir. 2010)"].id
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM not in later.flags
    smith_ii = cs["Smith II, 612 F.3d at 205"]
    assert smith_ii.antecedent_id == cs["Smith v. Brown, 612 F.3d 200 (9th Cir. 2010)"].id
    assert CitationFlag.OTHER_VOLUME_SHORT_FORM not in smith_ii.flags


def test_a_short_form_of_a_name_and_a_page_is_read_as_its_cases() -> None:
    """ "Hale at 305", "Hale, at 306", "(Hale at 307)", "Pratt at 308": a short form with no reporter
    was never read, so a quotation before it went unchecked; it is now its case's, where one case
    cited before bears the name. Not a time, a share, an address, or a name two cases bear."""
    cs = by_text(
        'See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011). It "is never liable." Hale at 305. See Hale, at '
        "306. Also (Hale at 307). Pratt at 308. Hale testified at 3 p.m. The jury found Hale at 50 percent "
        "fault. See Smith v. Jones, 1 F.3d 1 (1990); Smith v. Brown, 2 F.3d 2 (1991). Smith at 5."
    )
    hale = cs["Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)"]
    for text, pin in (
        ("Hale at 305", "305"),
        ("Hale, at 306", "306"),
        ("Hale at 307", "307"),
        ("Pratt at 308", "308"),
    ):
        assert cs[text].antecedent_id == hale.id and cs[text].components.pin_cite == pin, text
    assert not any(t.startswith(("Hale testified", "Hale at 3 ", "Hale at 50", "Smith at")) for t in cs)


def test_a_name_and_a_number_no_report_of_the_case_can_hold_is_no_short_form() -> None:
    """ "Hale, at 52," (an age), "Pratt at 10," (an hour), "Hale at 3.5" (a figure) were read as pins
    of a case at 600 F.3d 300 and called wrong pages; a page must fall within the case's report.
    "Wynn at 505" of a case also at 376 N.C. 500 is a pin of that report, not of its neutral number."""
    cs = by_text(
        "See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011). Hale, at 52, retired. Pratt at 10, the store "
        "opened. The firm rated Hale at 3.5 stars. Hale at 309.\n\nSee State v. Wynn, 2021-NCSC-12, "
        "376 N.C. 500, 857 S.E.2d 100. Wynn at 505. Wynn at 999."
    )
    assert [t for t in cs if t.startswith(("Hale", "Pratt", "Wynn at"))] == [
        "Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)",
        "Hale at 309",
        "Wynn at 505",
    ]
    k = cs["Wynn at 505"].components
    assert (k.volume, k.reporter, k.pin_cite) == ("376", "N.C.", "505")
    k = cs["Hale at 309"].components
    assert (k.volume, k.reporter, k.pin_cite) == ("600", "F.3d", "309")


def test_an_id_after_a_name_and_page_short_form_means_that_case() -> None:
    """ "Hale at 307. ... Id. at 309." took the Id. to the case cited in full before Hale's short
    form; it is Hale's."""
    cs = by_text(
        "See Smith v. Jones, 1 F.3d 1 (1990). See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011). "
        "Smith, 1 F.3d at 3. Hale at 307. Id. at 309."
    )
    hale = cs["Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)"]
    assert cs["Id. at 309"].antecedent_id == hale.id


def test_an_id_alone_after_a_name_and_page_short_form_is_read_at_its_page() -> None:
    """ "Hale at 505. ... Id." read the Id. at the page the full citation before gave (501), and
    "...; Orme ..., 515. Hale at 503. ... Id." at Orme's: a quotation after it was checked on the
    wrong page, a misquote VERIFIED and a true one called ERROR. It is Hale's, at 505 and 503."""
    cited = extract_text(
        "Waiver must be express. Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011). Leave should be "
        'given. Hale at 505. "The court abused its discretion." Id.\n\n'
        "See Pryor v. Lane, 600 F.3d 300 (2d Cir. 2011); Orme v. Dace, 600 F.3d 510, 515 (2d Cir. 2011). "
        'Silence forfeits nothing. Pryor at 303. "A party who stays silent does not forfeit it." Id. It '
        "is old law. Id. at 304."
    ).citations()
    hale, pryor = (next(c for c in cited if c.text.startswith(name)) for name in ("Hale v.", "Pryor v."))
    ids = [c for c in cited if c.form is CitationForm.ID]
    assert [(c.antecedent_id, c.components.pin_cite) for c in ids] == [
        (hale.id, "505"),
        (pryor.id, "303"),
        (pryor.id, "304"),
    ]


def test_a_name_and_a_number_in_a_sentences_run_is_no_short_form() -> None:
    """A name and a page is a citation where a citation stands (a sentence's opening, after a
    quotation, a bracket, a semicolon or a signal), and not when a clause goes on after it: ages,
    speeds and record pages in a statement of facts were read as pins (ERROR, "runs from page 1 to
    30")."""
    cs = by_text(
        "See Terry v. Ohio, 392 U.S. 1 (1968); Heien v. North Carolina, 574 U.S. 54 (2014). The defendant, "
        "Terry, at 57, was asleep. The officer clocked the car in North Carolina at 70. Plaintiff "
        "Terry, at 40, "
        "settled. Kemper terminated Terry at 61. Mr. Terry at 12 left. Terry, at 19, had never been "
        "arrested. "
        "Defendant Heien at 60 drove. The stop was lawful. Heien at 60. It held so (Terry at 21)."
    )
    short = [t for t in cs if t.startswith(("Terry", "Heien", "North", "Plaintiff", "Mr.", "Defendant"))]
    assert short == [
        "Terry v. Ohio, 392 U.S. 1 (1968)",
        "Heien v. North Carolina, 574 U.S. 54 (2014)",
        "Heien at 60",
        "Terry at 21",
    ]


def test_a_name_and_a_page_after_a_quotation_is_read_whatever_the_page() -> None:
    """ "...always too long." Hale at 999. attributes the words to Hale at a page its report cannot
    hold: read, so the wrong page is shown, where the same page after no quotation ("(Hale at 4)", a
    record's page) is not a citation."""
    cs = by_text(
        'See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011). "A gap of four months is always too long." Hale at '
        '999. "It is never liable." Hale at 36. Hale testified to it (Hale at 4).'
    )
    assert cs["Hale at 999"].components.pin_cite == "999" and cs["Hale at 36"].components.volume == "600"
    assert "Hale at 4" not in cs


def test_an_id_in_brackets_is_read() -> None:
    """ "(Id. at 307.)", California's every short cite, "(Id.)", "(Ibid.)" and "Id.;" were never read, so
    a misquote attributed to them passed unseen while the full citation showed VERIFIED."""
    cs = extract_text(
        'In Thornbury v. Ames (2009) 45 Cal.4th 880, the court held. "A is B." (Id. at p. 888.) "C." (Id. '
        'at 889.) "D." (Id.) "E." (Ibid.) "F." [id. at 890] Id.; see also Thornbury, 45 Cal.4th at 891.'
    ).citations()
    assert [(c.text, c.components.pin_cite) for c in cs[1:]] == [
        ("Id. at p. 888", "888"), ("Id. at 889", "889"), ("Id.", "889"), ("Ibid.", "889"),
        ("id. at 890", "890"), ("Id.", "890"), ("Thornbury, 45 Cal.4th at 891", "891"),
    ]  # fmt: skip
    assert {c.antecedent_id for c in cs[1:]} == {cs[0].id}


def test_a_name_and_a_page_written_with_p_is_read() -> None:
    """California's "(Thornbury, at p. 888.)" and "Hale at pp. 306-07" were unread: a misquote before
    them passed unseen."""
    cs = by_text(
        'In Thornbury v. Ames (2009) 45 Cal.4th 880, the court held. "X." (Thornbury, at p. 888.) "Y." '
        "Thornbury at pp. 889-90."
    )
    assert [(t, c.components.pin_cite) for t, c in cs.items()][1:] == [
        ("Thornbury, at p. 888", "888"),
        ("Thornbury at pp. 889-90", "889-90"),
    ]


def test_a_name_and_a_paragraph_of_a_public_domain_citation_is_read() -> None:
    """ "Wynn, ¶ 12", "Wynn ¶ 13", "Wynn, 2021-NCSC-12, ¶ 14" were unread, so a misquote before them passed
    unseen; a paragraph of a case printed by pages ("Hale, ¶ 4") is not one."""
    cs = by_text(
        'See State v. Wynn, 2021-NCSC-12, ¶ 10, 376 N.C. 500, 857 S.E.2d 100. "X." Wynn, ¶ 12. "Y." Wynn '
        '¶ 13. "Z." Wynn, 2021-NCSC-12, ¶ 14. "V." Wynn, 2021-NCSC-99, ¶ 15. See Hale v. Pratt, 600 F.3d 300 '
        "(2d Cir. 2011). Hale, ¶ 4."
    )
    read = {t: (c.components.volume, c.components.reporter, c.components.pin_cite) for t, c in cs.items()}
    assert {t: v for t, v in read.items() if not t.startswith(("State", "Hale v."))} == {
        "Wynn, ¶ 12": ("2021", "NCSC", "¶ 12"),
        "Wynn ¶ 13": ("2021", "NCSC", "¶ 13"),
        "Wynn, 2021-NCSC-12, ¶ 14": ("2021", "NCSC", "¶ 14"),
        "Wynn, 2021-NCSC-99, ¶ 15": ("2021", "NCSC", "¶ 15"),
    }
    # another number than the case's: read, for review (it was passed over, a misquote before it unseen)
    assert cs["Wynn, 2021-NCSC-99, ¶ 15"].flags == [CitationFlag.OTHER_VOLUME_SHORT_FORM]
    assert not cs["Wynn, 2021-NCSC-12, ¶ 14"].flags


def test_a_name_and_a_page_two_cited_cases_bear_goes_to_the_one_the_page_falls_in() -> None:
    """ "Smith at 101" after Smith v. Jones, 620 F.3d 100, and Smith v. Brown, 625 F.3d 300: only the
    first can hold page 101 (it was dropped, and the misquote before it passed unseen)."""
    cs = by_text(
        "See Smith v. Jones, 620 F.3d 100 (2d Cir. 2013); Smith v. Brown, 625 F.3d 300 (2d Cir. 2013). "
        'Suspicion "requires only a hunch." Smith at 101. It "is rare." Smith at 302.'
    )
    jones, brown = (
        cs["Smith v. Jones, 620 F.3d 100 (2d Cir. 2013)"],
        cs["Smith v. Brown, 625 F.3d 300 (2d Cir. 2013)"],
    )
    assert cs["Smith at 101"].antecedent_id == jones.id and cs["Smith at 302"].antecedent_id == brown.id


def test_ibid_before_a_comma_is_read() -> None:
    """eyecite reads "id.," but "ibid." only before a space: '"...," ibid., and so' was never read,
    and the misquote it carries passed."""
    cs = by_text('See Hale v. Pratt, 600 F.3d 300, 305 (2d Cir. 2011). It "is never liable," ibid., and so.')
    assert cs["ibid."].antecedent_id == cs["Hale v. Pratt, 600 F.3d 300, 305 (2d Cir. 2011)"].id


def test_an_id_in_a_footnote_means_the_citation_before_the_notes_call() -> None:
    """A note is read after its whole paragraph; an "Id." in it meant the paragraph's last citation,
    though the note is called after an earlier one (a correct quotation of Harmon was checked against
    Pruitt, ERROR). The body's own "Id." after the call still means what it did."""
    from briefcheck.extract import extract_document

    text = (
        "A carrier must act promptly. Harmon v. Velasco Freight Lines, Inc., 901 F.3d 205, 207 (2d Cir. "
        "2018).[^1] A shipper is bound. Pruitt v. Lomax, 902 F.3d 100, 104 (2d Cir. 2018). Id. at 105.\n\n"
        '[^1]: The court allowed damages: "A shipper may recover." Id. at 211.\n'
    )
    cs = {c.text: c for c in extract_document(text.encode(), "brief.md").citations()}
    harmon = cs["Harmon v. Velasco Freight Lines, Inc., 901 F.3d 205, 207 (2d Cir. 2018)"]
    pruitt = cs["Pruitt v. Lomax, 902 F.3d 100, 104 (2d Cir. 2018)"]
    assert cs["Id. at 211"].antecedent_id == harmon.id
    assert cs["Id. at 105"].antecedent_id == pruitt.id


def test_an_id_whose_pin_fits_only_the_case_cited_inside_a_parenthetical_is_not_that_cases() -> None:
    """ "Harmon, 901 F.3d 205, 208 (citing Pruitt, 902 F.3d 100, 102). ... Id. at 102.": the Id. is
    Harmon's (Rule 4.1), whose pages 102 cannot be; it was moved to Pruitt and VERIFIED."""
    cs = by_text(
        "Harmon v. Velasco Freight Lines, Inc., 901 F.3d 205, 208 (2d Cir. 2018) (citing Pruitt v. Lomax, "
        '902 F.3d 100, 102 (2d Cir. 2018)). A limitation "must be conspicuous." Id. at 102.'
    )
    pruitt = cs["Pruitt v. Lomax, 902 F.3d 100, 102 (2d Cir. 2018)"]
    assert cs["Id. at 102"].antecedent_id != pruitt.id


def test_a_supra_of_a_case_cited_with_a_parallel_is_that_case() -> None:
    """ "Delacroix v. Pinnacle, 575 U.S. 500, 135 S. Ct. 1200 (2015) ... Delacroix, supra, at 502":
    eyecite gives both citations of the parallel the caption, and the supra, naming two, named none
    (REVIEW "a 'supra' that names no party of a case the brief cites in full")."""
    from briefcheck.domain.codes import CitationForm

    text = (
        "Insurers must pay promptly. Delacroix v. Pinnacle Health Systems, 575 U.S. 500, 135 S. Ct. 1200 "
        '(2015). An insurer "must act with reasonable promptness." Delacroix, supra, at 502.'
    )
    doc = extract_text(text)
    full, supra = doc.citations()
    assert supra.form is CitationForm.SUPRA and supra.antecedent_id == full.id
    # with a pin before its parallel ("575 U.S. 500, 503, 135 S. Ct. 1200")
    full, supra = extract_text(text.replace("500, 135", "500, 503, 135")).citations()
    assert supra.antecedent_id == full.id


def test_a_short_form_naming_two_cases_of_its_volume_is_one_of_theirs() -> None:
    """ "Hale, 600 F.3d at 301" after Hale v. Pratt (at 100) and Hale v. Orrin (at 300): the party
    names both, and the page is Orrin's; "at 501", a page past both, is still the short form of a
    case the brief cited (the latest naming Hale), whose pages the check then finds it outside, not
    a case of its own to be looked up by whatever the index holds at page 501."""
    cs = by_text(
        "Retaliation needs three elements. Hale v. Pratt, 600 F.3d 100, 101 (2d Cir. 2011). The exception "
        "applies. Hale v. Orrin, 600 F.3d 300, 301 (2d Cir. 2011). So it held. Hale, 600 F.3d at 301. "
        "A clause is valid. Hale, 600 F.3d at 501. And see Hale, 600 F.3d at 102."
    )
    pratt = cs["Hale v. Pratt, 600 F.3d 100, 101 (2d Cir. 2011)"]
    orrin = cs["Hale v. Orrin, 600 F.3d 300, 301 (2d Cir. 2011)"]
    assert cs["Hale, 600 F.3d at 301"].antecedent_id == orrin.id
    assert cs["Hale, 600 F.3d at 501"].antecedent_id == orrin.id
    assert cs["Hale, 600 F.3d at 102"].antecedent_id == pratt.id
    assert CitationFlag.ORPHAN_SHORT_FORM not in cs["Hale, 600 F.3d at 501"].flags


def test_an_id_inside_a_parenthetical_after_a_case_cited_there_is_that_cases() -> None:
    """ "A (quoting B, and citing id. at 515)": the id. is B's, the case just before it inside the
    parenthetical (it was A's, and a page of B called outside A: ERROR on a correct citation). An
    "Id." after the parenthetical is still A's."""
    cited = extract_text(
        "Waiver must be express. Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011) (quoting Orme v. Dace, "
        "600 F.3d 510, 512 (2d Cir. 2011), and citing id. at 515). It is settled. Id. at 503."
    ).citations()
    hale, orme, inner, outer = cited
    assert (inner.antecedent_id, inner.components.pin_cite) == (orme.id, "515")
    assert (outer.antecedent_id, outer.components.pin_cite) == (hale.id, "503")


def test_an_id_after_a_short_form_with_no_full_citation_is_the_same_case_placed_by_its_page() -> None:
    """ "Hale, 600 F.3d at 501. ... Id. at 503." with no full citation before: the Id. is Hale at
    503, looked up by its page as the short form is (it was left with nothing to point at: REVIEW,
    and a page in the next case went unchecked). An "Id." alone after it means the page before."""
    short, at_503, alone = extract_text(
        "Waiver must be express. Hale, 600 F.3d at 501. Silence forfeits nothing. Id. at 503. It is old. Id."
    ).citations()
    assert CitationFlag.ORPHAN_SHORT_FORM in short.flags
    for c, pin in ((at_503, "503"), (alone, "503")):
        k = c.components
        assert (k.party_1, k.volume, k.reporter, k.pin_cite) == ("Hale", "600", "F.3d", pin), c


@pytest.mark.parametrize(
    ("written", "pin", "next_cited"),
    [
        # a treatise's volume after the page is no page of the case, and the treatise is still read
        ("Id. at 501, 2 J. Story, Commentaries on Equity Jurisprudence § 1 (1836).", "501", None),
        (
            "Id. at 501, 5 Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure § 1357 "
            "(3d ed. 2004).",
            "501",
            "5 Charles Alan Wright",
        ),
    ],
)
def test_a_number_after_an_ids_page_opening_another_work_is_not_its_page(
    written: str, pin: str, next_cited: str | None
) -> None:
    cited = extract_text(f"Hale v. Pratt, 600 F.3d 500, 502 (2d Cir. 2010). The rule. {written}").citations()
    id_cite = next(c for c in cited if c.form is CitationForm.ID)
    assert id_cite.components.pin_cite == pin
    if next_cited:
        assert any(c.text.startswith(next_cited) for c in cited)
