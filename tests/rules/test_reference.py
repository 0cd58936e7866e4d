"""Lookups over the reference tables: courts from Bluebook abbreviations, UK citations."""

from __future__ import annotations

import pytest

from briefcheck.reference import (
    find_markers,
    find_reporter,
    parallel_series,
    parse_law_report,
    parse_neutral,
    resolve_court,
)


@pytest.mark.parametrize(
    ("text", "level", "state", "start"),
    [
        ("11th Cir.", "federal_appellate", None, 1981),
        ("Fed. Cir.", "federal_appellate", None, 1982),
        ("S.D.N.Y.", "federal_district", "NY", 1789),
        ("D. Wyo.", "federal_district", "WY", 1890),
        ("Bankr. D. Del.", "federal_bankruptcy", "DE", 1979),
        ("Fla. 3d DCA", "state_appellate", "FL", 1957),
        ("4th DCA", "state_appellate", "FL", 1957),
        ("Cal. Ct. App.", "state_appellate", "CA", 1904),
        ("Tex. Crim. App.", "state_supreme", "TX", 1845),
        ("N.Y.", "state_supreme", "NY", None),
        ("N.Y. Sup. Ct.", "state_trial", "NY", None),
        ("1st Dep't", "state_appellate", "NY", 1896),
        ("W. Va.", "state_supreme", "WV", 1863),
        ("Del. Ch.", "state_trial", "DE", None),
    ],
)
def test_resolve_court(text: str, level: str, state: str | None, start: int | None) -> None:
    court = resolve_court(text)
    assert court is not None
    assert (court.level, court.state, court.start) == (level, state, start)


def test_unknown_and_nonexistent_courts() -> None:
    assert resolve_court("Quux Ct.") is None
    wyoming_appeals = resolve_court("Wyo. Ct. App.")
    assert wyoming_appeals is not None and not wyoming_appeals.exists


def test_reporter_spellings() -> None:
    assert find_reporter("F.Supp.2d").abbreviation == "F. Supp. 2d"
    assert find_reporter("Fed. Appx.").abbreviation == "F. App'x"
    assert find_reporter("F.5th") is None
    assert find_reporter("Wis. 2d").curated is None  # reporters-db only


def test_parallel_series_print_the_same_courts_in_the_same_years() -> None:
    def parallels(abbreviation: str) -> list[str]:
        rep = find_reporter(abbreviation)
        assert rep is not None and rep.curated is not None
        return [row.abbreviation for row in parallel_series(rep.curated)]

    cal_app = parallels("Cal. App. 5th")
    assert cal_app[0] == "Cal. Rptr. 3d"  # the state's own reporter before the regional one
    assert "Cal. Rptr." not in cal_app  # ended decades before the fifth series began
    assert "F.3d" not in cal_app and "N.E.3d" not in cal_app
    assert "Cal. App. 5th" in parallels("Cal. Rptr. 3d")


def test_parse_uk_citations() -> None:
    n = parse_neutral("R (Miller) v Prime Minister [2019] UKSC 41 at [50]")
    assert (n.year, n.code, n.division, n.number) == (2019, "UKSC", None, 41)
    n = parse_neutral("[2020] EWCA Civ 1442")
    assert (n.code, n.division, n.number) == ("EWCA", "Civ", 1442)
    assert parse_neutral("[202] UKSC 1").year is None
    lr = parse_law_report("Donoghue v Stevenson [1932] AC 562")
    assert (lr.year, lr.volume, lr.series, lr.page) == (1932, None, "AC", 562)
    assert parse_neutral("[1932] AC 562") is None


def test_anachronism_markers() -> None:
    terms = [r.term for r in find_markers("the GDPR and bitcoin")]
    assert terms == ["cryptocurrency", "the GDPR"]
    assert find_markers("a contract for the sale of wheat") == ()


@pytest.mark.parametrize(
    ("written", "court_id"),
    [
        ("Ninth Circuit", "ca9"), ("Ninth Cir.", "ca9"), ("9 Cir.", "ca9"), ("9th Circuit", "ca9"),
        ("2nd Cir.", "ca2"), ("Eleventh Circuit", "ca11"), ("D.C. Circuit", "cadc"),
        ("Federal Circuit", "cafc"),
    ],
)  # fmt: skip
def test_a_court_of_appeals_written_out_is_read(written: str, court_id: str) -> None:
    """A circuit written out or without its ordinal's ending is the court it names: a wrong one
    ("Ninth Circuit" for a Second Circuit case) was passed over unread."""
    from briefcheck.reference.courts import resolve_court

    court = resolve_court(written)
    assert court is not None and court.courts_db_id == court_id
