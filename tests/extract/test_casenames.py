"""The case name before a citation: its parts, and the walk that reads only the words it needs."""

from __future__ import annotations

import random
import re

import pytest

from briefcheck.extract import extract_document, extract_text
from briefcheck.extract.casenames import _last_words, parse_case_name


def test_the_last_words_are_those_of_the_whole_split() -> None:
    """Offsets and words equal the tail of splitting every word, whatever the whitespace
    (tabs, line breaks, no-break spaces, runs of it, at either end) and however few words."""
    rng = random.Random(11)
    pieces = ["Smith", "v.", "Jones,", "In", "re", "(", "“Acme", "Co.", "a", "bb", "ccc", "5"]
    gaps = [" ", "  ", "\t", "\n", "\u00a0", " \n "]
    for _ in range(3000):
        text = rng.choice(["", " ", "\n"]) + "".join(
            rng.choice(pieces) + rng.choice(gaps) for _ in range(rng.randint(0, 25))
        )
        end = rng.randint(0, len(text))
        count = rng.randint(1, 18)
        every = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", text[:end])]
        assert _last_words(text, end, count) == every[-count:]


@pytest.mark.parametrize(
    ("before", "parties", "docket", "year"),
    [
        ("See Smith v. Jones, No 23-cv-1187, ", ("Smith", "Jones"), "23-cv-1187", None),
        ("See Smith v. Jones, Nos. 21-1234 & 21-1235, ", ("Smith", "Jones"), "21-1234 & 21-1235", None),
        ("as held in Lane v. Pryce (1998) ", ("Lane", "Pryce"), None, "1998"),
        ("in Hurst v. Florida, ___ U.S. ___, ", ("Hurst", "Florida"), None, None),
        ("in Hurst v. Florida, \u2014 U.S. \u2014, ", ("Hurst", "Florida"), None, None),
        ("Noble v. Noland, ", ("Noble", "Noland"), None, None),
    ],
)
def test_dockets_years_and_blank_parallels_are_read_off_the_name(
    before: str, parties: tuple[str, str], docket: str | None, year: str | None
) -> None:
    name = parse_case_name(before)
    assert name is not None
    assert (name.party_1, name.party_2, name.docket_number, name.year) == (*parties, docket, year)
    assert before[name.start :].startswith(parties[0])


@pytest.mark.parametrize(
    ("written", "party_2"),
    [
        ("Smith v. Jones (Smith II)", "Jones"),
        ("Hale v. Pratt (\u201cHale I\u201d)", "Pratt"),
        ("Loper Bright Enterprises v. Raimondo (Loper Bright)", "Raimondo"),
        ("Hale v. Pratt [hereinafter Hale]", "Pratt"),
        # the case an adversary proceeding is in is part of its name
        ("Smith v. Jones (In re Jones)", "Jones (In re Jones)"),
        # a number the name holds is no short name of it
        ("United States v. One 1997 Mercedes (1997 Mercedes)", "One 1997 Mercedes"),
        # a parenthesis naming what the name lacks is the name's
        ("Doe v. Roe (Mass. Gen. Hosp.)", "Roe (Mass. Gen. Hosp.)"),
    ],
)
def test_a_short_name_defined_after_the_case_name_is_no_part_of_it(written: str, party_2: str) -> None:
    """Briefs define the short name they will use between the name and the volume: its words are
    the name's own (and a numeral), so it names no other party."""
    [c] = list(extract_text(f"See {written}, 123 F.3d 456 (5th Cir. 1997).").citations())
    assert c.components.party_2 == party_2


@pytest.mark.parametrize(
    ("written", "parties"),
    [
        # T6 words longer than four letters, and their plurals, are read as the name's
        ("See Hale v. Metro. Life Ins. Co., ", ("Hale", "Metro. Life Ins. Co.")),
        ("See Hale v. Merchs. Nat'l Props., ", ("Hale", "Merchs. Nat'l Props.")),
        ("In Indep. Sch. Dist. No. 12 v. Hale, ", ("Indep. Sch. Dist. No. 12", "Hale")),
        ("See Hale v. Int'l Bus. Machs. Corp., ", ("Hale", "Int'l Bus. Machs. Corp.")),
        ("See Hale v. Hartford Accident & Indem. Co., ", ("Hale", "Hartford Accident & Indem. Co.")),
        (
            "See Valley Forge Christian Coll. v. Ams. United, ",
            ("Valley Forge Christian Coll.", "Ams. United"),
        ),
        # a party's name may open with a number that has letters: an ordinal, a brand
        ("See 1st Nat'l Bank of Boston v. Ives, ", ("1st Nat'l Bank of Boston", "Ives")),
        ("See 3M Co. v. Hale, ", ("3M Co.", "Hale")),
        ("See, e.g., 7-Eleven, Inc. v. Pratt, ", ("7-Eleven, Inc.", "Pratt")),
        ("In 21st Century Ins. Co. v. Hale, ", ("21st Century Ins. Co.", "Hale")),
        ("See 5th 3rd Bank v. Hale, ", ("5th 3rd Bank", "Hale")),
        # a bare number before the name is the text's, not the name's
        ("under 42 U.S.C. 1983. Hale v. Pratt, ", ("Hale", "Pratt")),
        ("for the 3rd time. Hale v. Pratt, ", ("Hale", "Pratt")),
        # a signal after a label's full stop opens the citation
        ("The policy is set out in Exhibit A. See Hale v. Pratt, ", ("Hale", "Pratt")),
        ("A. See Hale v. Pratt, ", ("Hale", "Pratt")),
        ("Appendix B. Cf. Dunn v. Ray, ", ("Dunn", "Ray")),
        ("The court agreed. In re Smith, ", ("In re Smith", None)),
        # a name's abbreviation that is also a word a sentence ends on
        ("He enlisted in the Marine Corps. Hale v. Pratt, ", ("Hale", "Pratt")),
        ("Plaintiff rode a train operated by Metro. Hale v. Pratt, ", ("Hale", "Pratt")),
        ("See Metro. Life Ins. Co. v. Hale, ", ("Metro. Life Ins. Co.", "Hale")),
        ("In Wash. Metro. Area Transit Auth. v. Hale, ", ("Wash. Metro. Area Transit Auth.", "Hale")),
        ("See U.S. Army Corps of Eng'rs v. Hale, ", ("U.S. Army Corps of Eng'rs", "Hale")),
    ],
)
def test_a_party_name_is_read_whole_past_long_abbreviations_and_a_leading_number(
    written: str, parties: tuple[str, str | None]
) -> None:
    name = parse_case_name(written)
    assert name is not None
    assert (name.party_1, name.party_2) == parties


@pytest.mark.parametrize(
    "heading",
    ["Cases", "CASES", "Federal Cases", "State Cases Cited", "TABLE OF AUTHORITIES\nCases", "Authorities"],
)
def test_a_table_of_authorities_heading_is_no_part_of_its_first_entrys_name(heading: str) -> None:
    """A plain-text table of authorities: its heading's line is joined to the first entry's, and
    "Cases Bexley" was read as the name (REVIEW, or ERROR for "Authorities")."""
    from briefcheck.extract import extract_document

    entries = (
        "Bexley v. Harmon Twp., 480 U.S. 210 (1987) ...... 9\nWhitaker v. Sandoval, 500 U.S. 1 (1990) ... 4\n"
    )
    text = f"{heading}\n{entries}"
    first, second = extract_document(text.encode(), "brief.txt").citations()
    assert (first.components.party_1, second.components.party_1) == ("Bexley", "Whitaker")
    tobacco = extract_document(b"In re Tobacco Cases II, 46 Cal. 4th 298 (2009).\n", "brief.txt").citations()
    assert tobacco[0].components.party_1 == "In re Tobacco Cases II"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("See State v. Wynn, 2021-NCSC-12, ¶ 10, 376 N.C. 500, 857 S.E.2d 100.", ("State", "Wynn")),
        ("See Moore v. Pitt, 2021-NCCOA-5, ¶ 7, 277 N.C. App. 100.", ("Moore", "Pitt")),
    ],
)
def test_a_public_domain_citation_before_its_print_parallel_is_no_part_of_the_name(
    text: str, name: tuple[str, str]
) -> None:
    """North Carolina's public-domain number before its N.C. citation was read into the case's name
    ("State v Wynn, 2021-NCSC-12, ¶ 10"), and the real case matched only in part."""
    [cited] = extract_text(text).citations()
    assert (cited.components.party_1, cited.components.party_2) == name


def test_a_public_domain_form_reporters_db_lacks_is_read_after_a_cases_name() -> None:
    """ "State v. Wynn, 2021-NCSC-12, ¶ 10" was dropped without a word (reporters-db has no North
    Carolina edition); it is read as the Supreme Court of North Carolina's, and a number of that
    shape after no case's name ("Order No. 2021-NCSC-12") is not."""
    [wynn] = extract_text("See State v. Wynn, 2021-NCSC-12, ¶ 10.").citations()
    k = wynn.components
    assert (k.volume, k.reporter, k.page, k.court_id) == ("2021", "NCSC", "12", "nc")
    assert not wynn.flags
    assert extract_text("Order No. 2021-NCSC-12 was entered.").citations() == []


@pytest.mark.parametrize(
    "opening",
    ["Applying", "Relying on", "Distinguishing", "Construing", "Despite", "Until", "Absent",
     "Notwithstanding", "Rejecting", "Extending", "Applying the rule of"],
)  # fmt: skip
def test_a_participle_or_preposition_opening_the_sentence_is_no_part_of_the_name(opening: str) -> None:
    """ "Applying Terry v. Ohio, 392 U.S. 1, 21 (1968), the court ..." was read as "Applying Terry", a
    name the real case matches only in part (REVIEW); a short form likewise ("Until Ridley, 575 U.S. at
    90")."""
    for italic in ("", "*"):
        text = (
            f"The rule is settled. {opening} {italic}Terry v. Ohio{italic}, 392 U.S. 1, 21 (1968), it held."
        )
        [terry] = extract_document(text.encode(), "brief.md").citations()
        assert (terry.components.party_1, terry.components.party_2) == ("Terry", "Ohio"), text
    short = extract_text(f"See Terry v. Ohio, 392 U.S. 1 (1968). {opening} Terry, 392 U.S. at 21, it held.")
    assert short.citations()[1].components.party_1 == "Terry"


@pytest.mark.parametrize(
    ("written", "party_1"),
    [("Holding Co. of Am. v. Smith", "Holding Co. of Am."), ("Given v. Smith", "Given"),
     ("Reading Co. v. Brown", "Reading Co."), ("Given Imaging Ltd. v. Sandhill", "Given Imaging Ltd."),
     ("Beyond Nuclear v. NRC", "Beyond Nuclear"), ("Via Christi Reg'l Med. Ctr. v. Leavitt",
     "Via Christi Reg'l Med. Ctr."), ("Within Techs. v. Orrin", "Within Techs.")],
)  # fmt: skip
def test_a_name_that_opens_with_such_a_word_keeps_it(written: str, party_1: str) -> None:
    [cited] = extract_text(f"See {written}, 10 F.3d 1 (1st Cir. 1990).").citations()
    assert cited.components.party_1 == party_1


@pytest.mark.parametrize(
    "court",
    ["the Supreme Court", "The Ninth Circuit", "This Court", "the Court of Appeals", "the district court",
     "The Supreme Judicial Court", "the 7th Circuit"],
)  # fmt: skip
def test_a_court_spoken_of_before_the_citation_is_no_partys_name(court: str) -> None:
    """ "On certiorari, the Supreme Court, 570 U.S. 300, 305 (2013), held ..." was read as a case named
    "Supreme Court" (ERROR: the case there "is not Supreme Court")."""
    [cited] = extract_text(f"On review, {court}, 570 U.S. 300, 305 (2013), held that it failed.").citations()
    assert (cited.text, cited.components.party_1) == ("570 U.S. 300, 305 (2013)", None)
    [named] = extract_text("See In re Court of Appeals, 5 F.3d 1 (1990).").citations()
    assert named.components.party_1 == "In re Court of Appeals"


@pytest.mark.parametrize(
    ("before", "parties"),
    [
        # a party's nickname in quotation marks is a word of its name, not where the name begins:
        # the name was cut at the mark, and an invented first party never compared
        (
            'See Zorblatt Corp. v. "Brightline" Logistics, Inc., ',
            ("Zorblatt Corp.", '"Brightline" Logistics, Inc.'),
        ),
        ("Castellano v. \u201cFat Tony\u201d Salerno, ", ("Castellano", "\u201cFat Tony\u201d Salerno")),
        ('United States v. "Fat Tony" Salerno, ', ("United States", '"Fat Tony" Salerno')),
        (
            'In re "Agent Orange" Product Liability Litigation, ',
            ('In re "Agent Orange" Product Liability Litigation', None),
        ),
        ('See "Fat Tony" Salerno v. United States, ', ('"Fat Tony" Salerno', "United States")),
        # the quoted word ending the first party
        ('See Zorblatt "Hale" v. Pratt, ', ('Zorblatt "Hale"', "Pratt")),
    ],
)
def test_a_quoted_word_inside_a_party_name_is_the_names(before: str, parties: tuple[str, str | None]) -> None:
    name = parse_case_name(before)
    assert name is not None
    assert (name.party_1, name.party_2) == parties


@pytest.mark.parametrize(
    ("before", "first"),
    [
        # a quotation ending the sentence before, or prose quoting words, is not the name's
        ('The court called it "Fair Play." Smith v. Jones, ', "Smith"),
        ('He said it was "Very Wrong" Smith v. Jones, ', "Smith"),
        ('the rule of "strict liability" in Smith v. Jones, ', "Smith"),
    ],
)
def test_a_quotation_before_the_name_is_not_the_names(before: str, first: str) -> None:
    name = parse_case_name(before)
    assert name is not None
    assert name.party_1 == first


@pytest.mark.parametrize(
    ("written", "party_1"),
    [
        ("See Int'l Union of Operating Eng'rs, Local 26 v. NLRB",
         "Int'l Union of Operating Eng'rs, Local 26"),
        ("Sierra Club, Lone Star Chapter v. Cedar Point Oil Co.", "Sierra Club, Lone Star Chapter"),
        ("See Bd. of Cnty. Comm'rs, Wabaunsee Cnty. v. Umbehr", "Bd. of Cnty. Comm'rs, Wabaunsee Cnty."),
        ("Bd. of Educ., Island Trees Union Free Sch. Dist. No. 26 v. Pico",
         "Bd. of Educ., Island Trees Union Free Sch. Dist. No. 26"),
        ("In Int'l Union, UAW v. Johnson Controls, Inc.", "Int'l Union, UAW"),
        ("See Hotel Emps. Union, Local 54 v. Elsinore Shore Assocs.", "Hotel Emps. Union, Local 54"),
        # a body's word anywhere in its name, and more of a union's units
        ("Int'l Bhd. of Boilermakers, Local 26 v. NLRB", "Int'l Bhd. of Boilermakers, Local 26"),
        ("Am. Fed'n of Teachers, AFL-CIO v. Smith", "Am. Fed'n of Teachers, AFL-CIO"),
        ("Amalgamated Transit Emps., Div. No. 4 v. Smith", "Amalgamated Transit Emps., Div. No. 4"),
        ("Int'l Ass'n of Machinists, Local Union No. 710 v. Smith",
         "Int'l Ass'n of Machinists, Local Union No. 710"),
        ("Nat'l Ass'n of Letter Carriers, Branch 6000 v. Harlow",
         "Nat'l Ass'n of Letter Carriers, Branch 6000"),
        # a body's own name listing after "of" ("State, County & Municipal")
        ("Am. Fed'n of State, Cnty. & Mun. Emps., AFL-CIO v. Ortega",
         "Am. Fed'n of State, Cnty. & Mun. Emps., AFL-CIO"),
        ("See the Department of Justice, Smith & Wesson v. Jones", "Smith & Wesson"),
        # a firm of partners' names, and a union's local before the union
        ("Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit", "Merrill Lynch, Pierce, Fenner & Smith Inc."),
        ("See Skadden, Arps, Slate, Meagher & Flom LLP v. Smith", "Skadden, Arps, Slate, Meagher & Flom LLP"),
        ("Local 32BJ, Serv. Emps. Int'l Union v. Hartwell", "Local 32BJ, Serv. Emps. Int'l Union"),
        ("Local 1199, SEIU v. Hartwell", "Local 1199, SEIU"),
        ("As the court said of Jones, Smith & Wesson Inc. v. Doe", "Smith & Wesson Inc."),
        ("In Jones, Local 26, Teamsters v. Doe", "Local 26, Teamsters"),
        # a word and a comma before a firm of one partner's name or two is prose
        ("In Texas, Kirkland & Ellis LLP v. Harlow", "Kirkland & Ellis LLP"),
        ("Since Twombly, Procter & Gamble Co. v. Harlow", "Procter & Gamble Co."),
        ("As in New York, Cravath, Swaine & Moore LLP v. Harlow", "Cravath, Swaine & Moore LLP"),
        ("It so held. Accordingly, Kirkland & Ellis LLP v. Harlow", "Kirkland & Ellis LLP"),
        ("But see Sullivan, Swaine & Moore LLP v. Harlow", "Sullivan, Swaine & Moore LLP"),
        ("See, e.g., Baker, Arps, Slate, Meagher & Flom LLP v. Harlow",
         "Baker, Arps, Slate, Meagher & Flom LLP"),
        ("After Enron, Skadden, Arps, Slate, Meagher & Flom LLP v. Harlow",
         "Skadden, Arps, Slate, Meagher & Flom LLP"),
        # a firm of three names, "and" for "&", its ending spelled out
        ("See Cravath, Swaine & Moore LLP v. Harlow", "Cravath, Swaine & Moore LLP"),
        ("See Sullivan, Swaine and Moore LLP v. Harlow", "Sullivan, Swaine and Moore LLP"),
        ("Merrill Lynch, Pierce, Fenner & Smith Incorporated v. Dabit",
         "Merrill Lynch, Pierce, Fenner & Smith Incorporated"),
        ("See In re 650 Fifth Ave. & Related Props.", "In re 650 Fifth Ave. & Related Props."),
        # a comma after prose, or after a body before a party's own name, still ends the name
        ("The rule binds a school Board, Hazelwood Sch. Dist. v. Kuhlmeier", "Hazelwood Sch. Dist."),
        ("It bound their Union, Hazelwood Sch. Dist. v. Kuhlmeier", "Hazelwood Sch. Dist."),
        ("It was for the Board, NLRB v. Jones", "NLRB"),
        ("As enacted by Congress, FDA v. Brown", "FDA"),
        ("In Board, Smith v. Jones", "Smith"),
        ("As the Union argued, Local 26 v. NLRB", "Local 26"),
        ("The Union, Smith v. Jones", "Smith"),
    ],
)  # fmt: skip
def test_a_body_and_its_unit_after_a_comma_are_one_name(written: str, party_1: str) -> None:
    """Bluebook names a union's local, a club's chapter, a county's board by the body and the unit
    ("Int'l Union of Operating Eng'rs, Local 26"): the name was read from the comma on, so an
    invented body before it passed for the real one ('Nat'l Audubon Soc'y, Lone Star Chapter' for
    'Sierra Club, Lone Star Chapter'), and the real 'Bd. of Cnty. Comm'rs, Wabaunsee Cnty.' was
    read as the county."""
    [c] = list(extract_text(f"{written}, 123 F.3d 456 (5th Cir. 1997).").citations())
    assert c.components.party_1 == party_1


@pytest.mark.parametrize(
    ("before", "parties"),
    [
        ("See Roe 3 v. Jones, ", ("Roe 3", "Jones")),
        ("See Brandt, et al., v. Jones, ", ("Brandt", "Jones")),
        ("See Okoye (a minor) v. Jones, ", ("Okoye", "Jones")),
        ("See Okoye, a minor, v. Jones, ", ("Okoye", "Jones")),
        (
            "See U.S. Bank N.A., as Trustee for Series 2006-3 v. Jones, ",
            ("U.S. Bank N.A.", "Jones"),
        ),
        ("In Okoye, a minor, v. Jones, ", ("Okoye", "Jones")),
        ("The court in Roe 3 v. Jones, ", ("Roe 3", "Jones")),
        ("It so held. Roe 3 v. Jones, ", ("Roe 3", "Jones")),
        # numbered does, whom a caption counts
        ("See John Doe 1 v. Unocal Corp., ", ("John Doe 1", "Unocal Corp.")),
        ("See Doe 1 v. Unocal Corp., ", ("Doe 1", "Unocal Corp.")),
        # the sentence's opening, and its own phrase after it, are no party's
        ("Indeed, Brandt, et al., v. Jones, ", ("Brandt", "Jones")),
        ("Thus, Okoye (a minor) v. Jones, ", ("Okoye", "Jones")),
        ("In 2016, Brandt, et al., v. Jones, ", ("Brandt", "Jones")),
        ("In Texas, Wells Fargo Bank, N.A., as Trustee, v. Kessler, ", ("Wells Fargo Bank, N.A.", "Kessler")),
        ("See Okoye, by and through her next friend Ada Okoye, v. Jones, ", ("Okoye", "Jones")),
        ("See Wells Fargo Bank, N.A., as Trustee, v. Kessler, ", ("Wells Fargo Bank, N.A.", "Kessler")),
        # a capacity after "as" with no comma, which the walk read as the party
        ("See Wells Fargo Bank, N.A. as Trustee v. Kessler, ", ("Wells Fargo Bank, N.A.", "Kessler")),
        ("See Smith as Administrator of the Estate of Doe v. Jones, ", ("Smith", "Jones")),
        ("See Trustee v. Kessler, ", ("Trustee", "Kessler")),
        (
            "See Brandt, individually and on behalf of all others similarly situated, v. Jones, ",
            ("Brandt", "Jones"),
        ),
        # a benefit plan named by its section of the Internal Revenue Code
        ("See Brandt v. Brightwater Sav. 401(k) Plan, ", ("Brandt", "Brightwater Sav. 401(k) Plan")),
        ("See Quinn v. Verizon 403(b) Plan, ", ("Quinn", "Verizon 403(b) Plan")),
        ("See Ames v. Acme Corp. 401(k) Sav. Plan, ", ("Ames", "Acme Corp. 401(k) Sav. Plan")),
        # where the walk stops inside the second party, no name at all
        ("See Brandt v. Brightwater Sav. Plan No. 2(a) Trust, ", None),
    ],
)
def test_a_party_the_reading_cannot_take_is_not_dropped_for_the_other(
    before: str, parties: tuple[str, str] | None
) -> None:
    """A caption's first party written in a form the name's walk does not take ("Roe 3",
    "Brandt, et al.,", "Okoye (a minor)") left the second party read as the whole name, which matched
    either side of a held case: an invented plaintiff was VERIFIED. The first party is read as
    written; where the walk stops inside the second party, no name is read (the citation then names
    no party that identifies a case: REVIEW, never VERIFIED)."""
    name = parse_case_name(before)
    assert (name and (name.party_1, name.party_2)) == parties, name


@pytest.mark.parametrize(
    ("before", "party_1"),
    [
        ("See Smith v. Jones, 1 F.3d 1 (1st Cir. 1990). The rule holds. In re Hale, ", "In re Hale"),
        ("See Smith v. Jones, 1 F.3d 1; In re Hale, ", "In re Hale"),
        ("See Ex parte Hale, ", "Ex parte Hale"),
    ],
)
def test_a_one_party_name_after_another_citations_caption_is_still_read(before: str, party_1: str) -> None:
    name = parse_case_name(before)
    assert name is not None and (name.party_1, name.party_2) == (party_1, None)


@pytest.mark.parametrize(
    ("before", "party_1"),
    [
        (
            "See In re Grand Jury Subpoena Dated Mar. 3, 2014, ",
            "In re Grand Jury Subpoena Dated Mar. 3, 2014",
        ),
        ("See In re Sept. 11 Litig., ", "In re Sept. 11 Litig."),
        # a date in the prose before a name is not the name's
        ("On Sept. 11 Smith v. Jones, ", "Smith"),
        ("The hearing was held on Mar. 3, 2014, Smith v. Jones, ", "Smith"),
        ("Since the events of Sept. 11, Smith v. Jones, ", "Smith"),
        ("After the attacks of Sept. 11, In re Estate of Hale, ", "In re Estate of Hale"),
    ],
)
def test_a_matter_named_by_its_date_keeps_the_date(before: str, party_1: str) -> None:
    """'In re Grand Jury Subpoena Dated Mar. 3, 2014' was read as no name (the date's numbers stopped
    the reading): a correct citation of it was REVIEW 'names no party'."""
    name = parse_case_name(before)
    assert name is not None and name.party_1 == party_1


@pytest.mark.parametrize(
    "connector",
    ["v.", "v", "vs.", "vs", "versus", "v,", "v;", "v:", "v..", "v\u2026", "\u03bd.", "\u0475.", "\u0432.",
     "\U0001d463.", "\uff56.", "v\u0307.", "v.,", "vs,", "adv."],
)  # fmt: skip
def test_a_captions_v_however_written_joins_its_two_parties(connector: str) -> None:
    """ "vs", "versus", a typo ("v,", "v..") or a letter that only looks like a "v" (Greek nu,
    Cyrillic izhitsa or ve, a mathematical or fullwidth v, a combining mark on it) between the
    parties: read as the caption's "v.", not as a stop leaving the second party read alone (which
    matched either side of a held case: "Brandt versus Jones Corp." was VERIFIED as Smith v. Jones
    Corp.)."""
    name = parse_case_name(f"See Brandt {connector} Jones Corp., ")
    assert name is not None and (name.party_1, name.party_2) == ("Brandt", "Jones Corp."), name


@pytest.mark.parametrize(
    ("before", "party_1"),
    [
        ("The choice of state versus federal law matters. See Jones Corp., ", "Jones Corp."),
        ("We weigh cost versus benefit. Jones Corp., ", "Jones Corp."),
        # a one-party name after it, and another script's lone letter in the prose
        (
            "The distinction between present fact versus In re Harcourt Sec. Litig., ",
            "In re Harcourt Sec. Litig.",
        ),
        ("Compare Ashcombe v. Ferrante, 581 U.S. 300 (2017), versus In re Harcourt, ", "In re Harcourt"),
        ("Under factor \u03b2, In re Harcourt, ", "In re Harcourt"),
    ],
)
def test_versus_in_the_prose_before_a_one_party_name_joins_nothing(before: str, party_1: str) -> None:
    name = parse_case_name(before)
    assert name is not None and (name.party_1, name.party_2) == (party_1, None), name


@pytest.mark.parametrize(
    ("before", "party_1"),
    [
        (
            "See In re Amendments to Florida Rule of Civil Procedure 1.510, ",
            "In re Amendments to Florida Rule of Civil Procedure 1.510",
        ),
        ("It tracks the federal rule. In re Amends. to Fla. Rule of Civ. Proc. 1.510, ",
         "In re Amends. to Fla. Rule of Civ. Proc. 1.510"),
        ("In re Amendments to the Rules Regulating the Florida Bar, ",
         "In re Amendments to the Rules Regulating the Florida Bar"),
        # "to" in the prose before a name is no part of it
        ("Plaintiff points to Smith Corp., ", "Smith Corp."),
    ],
)  # fmt: skip
def test_a_rule_amendments_matter_is_named_whole(before: str, party_1: str) -> None:
    """A court's rule-amendment matter ("In re Amendments to Florida Rule of Civil Procedure 1.510")
    was read from nowhere (the walk stopped at the rule's number and at "to"): the citation named no
    party (REVIEW), and a misquotation of it went unchecked."""
    name = parse_case_name(before)
    assert name is not None and (name.party_1, name.party_2) == (party_1, None), name


def test_an_accented_middle_initial_is_no_captions_v() -> None:
    """A lone letter of another script with its stop is read as a look-alike "v."; an accented Latin
    initial is a party's ("Ortiz-Rivera v. José Á. Méndez" was read as "José v. Méndez")."""
    name = parse_case_name("See Ortiz-Rivera v. Jos\u00e9 \u00c1. M\u00e9ndez, ")
    assert name is not None and (name.party_1, name.party_2) == (
        "Ortiz-Rivera",
        "Jos\u00e9 \u00c1. M\u00e9ndez",
    )
