"""Citation-shaped strings with reporters missing from reporters-db: caught, and only those."""

import pytest

from briefcheck.domain.codes import CitationFlag, CitationType
from briefcheck.extract import extract_text
from briefcheck.extract.unknown import is_reporter_like
from briefcheck.extract.us import find_us_citations


def unknown(text: str) -> list:
    return [f.citation for f in find_us_citations(text) if CitationFlag.UNKNOWN_REPORTER in f.citation.flags]


@pytest.mark.parametrize(
    ("text", "volume", "reporter", "page", "court", "year"),
    [
        ("See Smith v. Jones, 12 F.5th 100, 104 (2d Cir. 2023).", "12", "F.5th", "100", "2d Cir.", "2023"),
        ("See Doe v. Roe, 3 F. Supp. 4th 55 (S.D.N.Y. 2024).", "3", "F. Supp. 4th", "55", "S.D.N.Y.", "2024"),
        ("In Kerr v. Lamb, 5 So. 4th 6 (Fla. 2025), the court held.", "5", "So. 4th", "6", "Fla.", "2025"),
        ("Cf. Ames v. Hill, 7 N.E.4th 8 (Ill. 2024).", "7", "N.E.4th", "8", "Ill.", "2024"),
        ("See Vale v. Ward, 9 F.6th 10 (1st Cir. 2030).", "9", "F.6th", "10", "1st Cir.", "2030"),
    ],
)
def test_unknown_reporters_are_kept_with_full_components(
    text: str, volume: str, reporter: str, page: str, court: str, year: str
) -> None:
    [c] = unknown(text)
    comp = c.components
    assert c.type is CitationType.CASE
    assert (comp.volume, comp.reporter, comp.page, comp.court, comp.year) == (
        volume,
        reporter,
        page,
        court,
        year,
    )
    assert comp.party_1 and comp.party_2
    assert text[c.start : c.end] == c.text and c.text.endswith(f"{year})")


def test_unknown_reporter_parallel_to_a_known_one() -> None:
    [c] = find_us_citations("See Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705, 9 Q.E.3d 147 (1973).")
    assert c.citation.components.parallel_citations == ["93 S. Ct. 705", "9 Q.E.3d 147"]
    assert CitationFlag.UNKNOWN_REPORTER in c.citation.flags


@pytest.mark.parametrize(
    "text",
    [
        "The hearing is set for 5 Mar. 2019 (by agreement of the parties).",
        "Under 42 U.S.C. 1983 (2018), a plaintiff may sue.",
        "Plaintiff paid 300 Dollars. 400 more (in 2019) were due.",
        "See 15 Harv. L. Rev. 100 (1902) for the history.",
        "The statute, Pub. L. No. 116-136 (2020), applies.",
        "Chapter 11 Pt. 3 (2019) of the manual says so.",
        "The witness lived at 221 Baker St. 2 (London 1890).",
        "In 2019 the Court of Appeals decided 12 cases (2d Cir. 2020 term).",
    ],
)
def test_no_false_unknown_reporters_in_prose_statutes_or_dates(text: str) -> None:
    assert unknown(text) == []


def test_reporter_shapes() -> None:
    assert is_reporter_like("F.5th") and is_reporter_like("Cal. App. 6th")
    assert not is_reporter_like("F.3d")  # known: eyecite handles it
    assert not is_reporter_like("Mar.") and not is_reporter_like("No.")


def test_short_form_of_an_unknown_reporter_links_to_its_full_citation() -> None:
    from briefcheck.extract import extract_text

    doc = extract_text(
        "See Vale v. Ward, 9 F.6th 10 (1st Cir. 2030). The test is strict. Vale, 9 F.6th at 14."
    )
    full, short = doc.citations()
    assert (short.text, short.components.pin_cite, short.antecedent_id) == (
        "Vale, 9 F.6th at 14",
        "14",
        full.id,
    )
    assert CitationFlag.UNKNOWN_REPORTER in short.flags
    assert unknown("The deadline is 5 Mar. at 3 pm, and 10 Fed. at 4 is a typo.") == []


def test_a_volume_is_a_whole_run_of_digits_after_no_word_stop_comma_or_section_sign() -> None:
    """Each shape is tried where "<digit> <capital>" ends a run of digits, at the run's start: the
    same candidates as the shape with `(?<![\\w.,§])` in front, tried at every character."""
    from briefcheck.extract.unknown import find_unknown_reporters

    def volumes(text: str) -> list[tuple[str, str, bool]]:
        return [(h.volume, h.page, h.short) for h in find_unknown_reporters(text, [])]

    tail = "F.5th 100 (2d Cir. 2023)"
    assert volumes(f"See 12 {tail}.") == [("12", "100", False)]
    assert volumes(f"See 12345 {tail}.") == [("12345", "100", False)]
    for refused in ("123456", "x12", "A.12", "§12", "1,12", "_12"):
        assert volumes(f"See {refused} {tail}.") == [], refused
    assert volumes("Id.; 12 F.5th at 105; 13 F.5th, at 7.") == [("12", "105", True), ("13", "7", True)]
    assert volumes(f"See 9 {tail}; 10 {tail}.") == [("9", "100", False), ("10", "100", False)]


@pytest.mark.parametrize(
    ("text", "reporter"),
    [
        ("See Smith v. Jones, 925 F.3rd 495, 500 (11th Cir. 2019).", "F.3d"),
        ("See Smith v. Jones, 125 F.2nd 495 (2d Cir. 1942).", "F.2d"),
        ("See Smith v. Jones, 125 F.Supp.2nd 495 (S.D.N.Y. 2000).", "F. Supp. 2d"),
        ("See Smith v. Jones, 125 F. Supp. 3rd 495 (S.D.N.Y. 2015).", "F. Supp. 3d"),
        ("See Smith v. Jones, 925 F.3rd at 500.", "F.3d"),
    ],
)
def test_a_known_series_spelled_with_an_ordinal_is_read_as_that_reporter(text: str, reporter: str) -> None:
    """Lawyers write "F.3rd" and "F.Supp.2nd" for F.3d and F. Supp. 2d: the case is cited to a
    real reporter, so it is read as that reporter (and looked up), not called malformed."""
    [found] = find_us_citations(text)
    assert found.citation.components.reporter == reporter
    assert CitationFlag.UNKNOWN_REPORTER not in found.citation.flags


def test_an_ordinal_series_no_reporter_has_stays_unknown() -> None:
    assert [c.components.reporter for c in unknown("See Smith v. Jones, 12 F.5th 100 (2d Cir. 2023).")] == [
        "F.5th"
    ]
    assert [c.components.reporter for c in unknown("See Smith v. Jones, 12 F.Supp.5th 1 (D. Del. 2023).")]


@pytest.mark.parametrize(
    ("text", "volume", "reporter", "flags"),
    [
        ("See Smith v. Jones, 0 F.3d 500, 505 (7th Cir. 2018).", "0", "F.3d", []),
        ("See Smith v. Jones, 00 U.S. 12 (1990).", "00", "U.S.", []),
        # read as the volume a reader sees, and flagged as written so that no search finds it
        (
            "See Smith v. Jones, 0600 F.3d 500 (2d Cir. 2010).",
            "600",
            "F.3d",
            [CitationFlag.LOOKALIKE_CHARACTERS],
        ),
        (
            "See Smith v. Jones, 012 F. Supp. 2d 5 (D. Mass. 1998).",
            "12",
            "F. Supp. 2d",
            [CitationFlag.LOOKALIKE_CHARACTERS],
        ),
        ("See Smith, 0600 F.3d at 505.", "600", "F.3d", [CitationFlag.LOOKALIKE_CHARACTERS]),
    ],
)
def test_a_volume_led_by_a_zero_is_kept_in_its_known_reporter(
    text: str, volume: str, reporter: str, flags: list[CitationFlag]
) -> None:
    """eyecite's volume pattern starts at 1-9, so "0 F.3d 500" went unread: a citation no volume
    holds, or one hidden from the look-ups behind a zero, vanished from the report."""
    [found] = find_us_citations(text)
    c = found.citation
    assert (c.components.volume, c.components.reporter, c.components.party_1) == (volume, reporter, "Smith")
    assert c.flags == flags


def test_a_zero_led_number_that_is_no_volume_stays_unread() -> None:
    assert find_us_citations("The vote was 0 F. (2018) in the minutes; call 0800 U.S. 12 (toll free).") == []


@pytest.mark.parametrize(
    ("text", "reporter"),
    [
        # public-domain shapes no state uses: dropped without a word, and `check` exited 0
        ("See Smith v. Jones, 2019 TX 12.", "TX"),
        ("See Roe v. Doe, 2019 S.C. App. 12.", "S.C. App."),
        ("See Smith v. Jones, 2019 CA 12, ¶ 4.", "CA"),
        ("The Seventh District so held. Smith v. Jones, 2019 IL App (7th) 170123, ¶ 12.", "IL App (7th)"),
        ("See In re Hale, 2019 TX 12.", "TX"),
        # a State's letters and a court's no State writes, spaced or hyphened as New Mexico and North
        # Carolina write theirs
        ("See Orr v. Pugh, 2019 OK SC 12, ¶ 4.", "OK SC"),
        ("See Reed v. Sims, 2019 WI Sup 7, ¶ 8.", "WI Sup"),
        ("See Tate v. Ung, 2019 UT SC 5.", "UT SC"),
        ("See Kirk v. Lane, 2019 Ark. Sup. 5.", "Ark. Sup."),
        ("See State v. Baca, 2019-NMSA-005, ¶ 12.", "NMSA"),
        ("See State v. Wynn, 2019-NCCA-12.", "NCCA"),
    ],
)
def test_an_unknown_public_domain_form_after_a_case_name_is_kept(text: str, reporter: str) -> None:
    [c] = unknown(text)
    assert c.components.reporter == reporter and c.components.volume == "2019"


@pytest.mark.parametrize(
    "text",
    [
        "See R. v. Jordan, 2016 SCC 27.",  # Canada's neutral citations
        "See Smith v. Canada, 2019 FC 12; Doe v. Roe, 2019 ONCA 12; Kerr v. Lamb, 2020 QCCA 5.",
        "See Roe v. Doe, 2019 BL 123456 (S.D.N.Y. Mar. 1, 2019).",  # Bloomberg Law's numbers
        "See Smith v. Jones, 2019 ND 12; Doe v. Roe, 2019 UT App 12; Kerr v. Lamb, 2019 OK CIV APP 12.",
        # other countries' and tribunals' forms, which open with no state's letters
        "See Smith v. Jones, 2019 S.L.T. 1041; HM Advocate v. Smith, 2019 J.C. 12.",
        "See Nicaragua v. United States, 1986 I.C.J. 14.",
        "See R. v. Smith, 2019 YKTC 12; State v. Rao, 2023 INSC 123; Doe v. Roe, 2019 HRTO 12.",
        "See Smith v. Jones, 2019 MTWCC 12.",  # Montana's Workers' Compensation Court
        "See Doe v. Roe, 2019 OK CR 12; Kerr v. Lamb, 2019 IL App (1st) 170123; Orr v. Pugh, 2019 PA Super "
        "12.",
        "See State v. Baca, 2019-NMSC-005, ¶ 12; State v. Wynn, 2021-NCSC-12; State v. Lee, 2019-NMCA-010.",
        # dockets of a year's shape: Louisiana's, Mississippi's
        "See State v. Smith, 2019-KA-0123 (La. App. 4 Cir. 10/2/19), 280 So. 3d 100.",
        "See Doe v. Roe, 2019-CA-01234-COA (Miss. Ct. App. 2020).",
        "See Doe v. Roe, 2019 NCBC 12.",  # North Carolina's Business Court
        "In 2019 TX 12 cases were filed.",  # no case name before it
        "Smith v. Jones was decided in 2019. TX 12 is a form.",
    ],
)
def test_a_real_or_uncited_public_domain_shape_is_not_an_unknown_reporter(text: str) -> None:
    assert unknown(text) == []


@pytest.mark.parametrize(
    ("written", "reporter"),
    [
        ("(People v. Ames (2009) 45 Cal.App.6th 100, 110.)", "Cal.App.6th"),
        ("(Ames v. Bell (2019) 9 Cal.6th 100, 110.)", "Cal.6th"),
        ("(People v Ames, 50 NY4th 100 [2024].)", "NY4th"),
        ("(People v Ames, 50 AD4th 100 [2d Dept 2024].)", "AD4th"),
    ],
)
def test_a_made_up_series_in_californias_or_new_yorks_compact_style_is_read(
    written: str, reporter: str
) -> None:
    """A series no court has reached, written as California (dated before its volume) and New York
    (no stops) write their reports, vanished from the report without a word; it is an unknown
    reporter, so never a citation that passes unread."""
    [cited] = extract_text(written).citations()
    assert cited.components.reporter == reporter and CitationFlag.UNKNOWN_REPORTER in cited.flags


@pytest.mark.parametrize(
    "written", ["(People v. Ames (2009) 45 Cal.App.5th 100, 110.)", "(People v Ames, 91 NY2d 442 [1998].)"]
)
def test_the_real_series_in_those_styles_are_known(written: str) -> None:
    [cited] = extract_text(written).citations()
    assert CitationFlag.UNKNOWN_REPORTER not in cited.flags


@pytest.mark.parametrize(
    ("text", "kind", "unknown"),
    [
        # a periodical reporters-db lacks, cited as an article: a journal citation, not an invented reporter
        ("See Jane Roe, Duty of Care, 70 Bus. Law. 123, 125 (2015).", CitationType.JOURNAL, False),
        ("See 70 Bus. Law. 123 (2015).", CitationType.JOURNAL, False),
        # a title ending so after a case's name, or with a court, is still a reporter no one prints
        ("See Smith v. Jones, 12 Fed. L. 100 (2d Cir. 2019).", CitationType.CASE, True),
        ("See 12 Bus. Law. 100 (2d Cir. 2019).", CitationType.CASE, True),
    ],
)
def test_a_periodical_reporters_db_lacks_is_an_article(text: str, kind: CitationType, unknown: bool) -> None:
    """ "70 Bus. Law. 123 (2015)" (The Business Lawyer) was ERROR, an unknown reporter."""
    [c] = list(extract_text(text).citations())
    assert c.type is kind and (CitationFlag.UNKNOWN_REPORTER in c.flags) is unknown


@pytest.mark.parametrize(
    "text",
    [
        "See Smith v. Jones, 12 Hudson Rptr. 34 (N.Y. 2019) (dismissing identical claim).",
        "See Smith v. Jones, 12 Mid. Rptr. 34 (N.Y. 2019).",
        "Cf. Lane v. Pike, 40 Fake Rep. 210, 212 (Cal. 2018).",
    ],
)
def test_a_named_and_dated_citation_in_a_series_no_table_knows_is_kept(text: str) -> None:
    """A case's name, a volume, a series of words no table knows and a page, dated with its court:
    a case citation in an unknown series (it was dropped, and the run said every citation was
    checked and exited 0)."""
    [c] = extract_text(text).citations()
    assert c.type is CitationType.CASE and CitationFlag.UNKNOWN_REPORTER in c.flags, c


@pytest.mark.parametrize(
    "text",
    [
        "Smith v. Jones, 5 Charles Wright 10 (2d ed. 2004).",  # a book's edition, not a court
        "The parties, 12 Main Street 34 (2019), met.",  # no case named before
        "Smith v. Jones, No. 19 Civ. 1234 (S.D.N.Y. 2020).",  # a docket
    ],
)
def test_a_number_and_words_no_case_name_and_court_frame_are_no_unknown_series(text: str) -> None:
    assert not any(CitationFlag.UNKNOWN_REPORTER in c.flags for c in extract_text(text).citations())
