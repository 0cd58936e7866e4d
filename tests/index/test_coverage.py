"""Coverage measured, not assumed: a volume is dense enough for an empty page to be evidence only
when its held cases cover most of its page span at the reporter's own pages a case (measured on
its best-held volumes), and an empty page inside a long run of unheld pages proves nothing. The
edition is generated in the real bulk dialect: full volumes beside volumes held one case in three
to one in ten, as CourtListener holds some volumes."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot
from offline_check import cited_for_a_rule, offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.domain.models import Evidence
from briefcheck.index.answers import coverage_of, hole_around, pages_per_case, volume_end
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
PER_VOLUME, STEP = 120, 10  # a real volume: about 120 cases of about 10 pages
FULL = range(600, 606)
THINNED = {610: 3, 611: 4, 612: 6, 613: 8, 614: 10}  # volume: held one case in this many
# The newest volumes of a reporter are held first page on: this one's first 50 cases, none after
TAILLESS, TAIL_HELD = 615, 50


def volume_cases(volume: int, start_id: int) -> list[Case]:
    return [
        Case(
            start_id + n,
            f"Thistlewood{start_id + n} v. Bramblecote{start_id + n}",
            f"2011-{1 + n % 12:02d}-{1 + n % 27:02d}",
            "ca2",
            [(volume, "F.3d", str(1 + STEP * n))],
        )
        for n in range(PER_VOLUME)
    ]


@pytest.fixture(scope="module")
def edition(tmp_path_factory: pytest.TempPathFactory) -> tuple[SQLiteCitationIndex, dict[int, list[Case]]]:
    """The index, and for each thinned volume the real cases it does not hold."""
    held: list[Case] = []
    missing: dict[int, list[Case]] = {}
    for v in FULL:
        held += volume_cases(v, v * 1000)
    for v, every in THINNED.items():
        cases = volume_cases(v, v * 1000)
        held += [c for n, c in enumerate(cases) if n % every == 0]
        missing[v] = [c for n, c in enumerate(cases) if n % every != 0]
    cases = volume_cases(TAILLESS, TAILLESS * 1000)
    held += cases[:TAIL_HELD]
    missing[TAILLESS] = cases[TAIL_HELD:]
    bulk = tmp_path_factory.mktemp("coverage-bulk")
    Snapshot(cases=held, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("coverage-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target), missing


def check(index: SQLiteCitationIndex, tmp_path: Path, cited: str) -> Evidence:
    return offline_check(index, tmp_path, cited_for_a_rule(cited))[0]


@pytest.mark.parametrize("volume", sorted(THINNED))
def test_a_real_case_absent_from_a_partly_held_volume_is_never_called_nonexistent(
    edition, tmp_path, volume: int
) -> None:
    index, missing = edition
    for case in missing[volume][:: max(1, len(missing[volume]) // 6)]:
        vol, rep, page = case.citations[0]
        ev = check(index, tmp_path, f"{case.name}, {vol} {rep} {page} (2d Cir. 2011)")
        assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, case.name
        assert ev.outcome is not Outcome.VERIFIED_OK
    cover = index.coverage(str(volume), "F.3d", 2011)
    assert not cover.dense and "sparsely" in cover.reason


def test_an_invented_case_in_a_fully_held_volume_is_still_nonexistent(edition, tmp_path) -> None:
    index, _ = edition
    ev = check(index, tmp_path, "Quorvane v. Plimsett, 602 F.3d 455 (2d Cir. 2011)")
    assert ev.outcome is Outcome.VERIFIED_ERROR
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT


def test_a_real_case_past_the_last_held_page_of_a_volume_held_only_in_part_is_never_nonexistent(
    edition, tmp_path
) -> None:
    """A volume held densely from its first page but not to its end (as the newest volumes are):
    its coverage is dense, yet a page far past its last held case lies where the reporter's
    volumes still print cases, so absence there proves nothing."""
    index, missing = edition
    assert index.coverage(str(TAILLESS), "F.3d", 2011).dense
    for case in missing[TAILLESS][5::12]:
        vol, rep, page = case.citations[0]
        ev = check(index, tmp_path, f"{case.name}, {vol} {rep} {page} (2d Cir. 2011)")
        assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, case.name
        assert ev.outcome is not Outcome.VERIFIED_OK
        assert "lacks the end of the volume" in ev.evidence_summary or "newest volume" in ev.evidence_summary


def test_a_page_past_the_end_of_a_volume_held_to_its_end_is_still_evidence(edition, tmp_path) -> None:
    index, _ = edition
    # a page inside the held volume's last case, and one past where its volumes end
    for page in (1195, 1400, 1600):
        ev = check(index, tmp_path, f"Quorvane v. Plimsett, 602 F.3d {page} (2d Cir. 2011)")
        assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT, page
        # a case is said to hold the page only within the pages the longest decision runs
        assert ("falls inside" in ev.evidence_summary) is (page != 1600), ev.evidence_summary
    assert "held densely" in index.coverage("602", "F.3d", 2011).reason


def test_coverage_is_the_share_of_the_span_at_the_reporters_pages_a_case() -> None:
    per_case = pages_per_case([(120, 1, 1191), (118, 1, 1200), (40, 1, 1191)])
    assert per_case == pytest.approx(1191 / 120)
    dense = coverage_of(600, "F.3d", 2011, EDITION, 700, 120, (1, 1191), per_case)
    third = coverage_of(610, "F.3d", 2011, EDITION, 700, 40, (1, 1191), per_case)
    assert dense.dense and not third.dense
    assert "about 33% of the span" in third.reason
    # an older index with no page span: the count alone, as before
    assert coverage_of(610, "F.3d", 2011, EDITION, 700, 40).dense


def test_a_year_held_one_number_in_four_is_held_in_part(tmp_path: Path) -> None:
    """A public-domain series numbers its decisions, one number a case: "2018 ND 7". Measured like a
    print reporter's pages, a year of which the index holds every fourth number (CourtListener often
    lacks a case's public-domain number, keeping its regional one) looked whole, and a real case at a
    number it lacks was ERROR 'no case at 2018 ND 7'. It is held in part: absence proves nothing."""
    every = {2016: 4, 2017: 4, 2018: 4}
    held = [
        Case(
            year * 1000 + n,
            f"Thistlewood{year}{n} v. Bramblecote{n}",
            f"{year}-03-01",
            "nd",
            [(year, "ND", str(n))],
        )
        for year, step in every.items()
        for n in range(1, 261, step)
    ]
    bulk = tmp_path / "bulk"
    Snapshot(cases=held, courts={"nd": "North Dakota Supreme Court"}).write(bulk, EDITION)
    build_index(bulk, tmp_path / "ix.sqlite")
    index = SQLiteCitationIndex(tmp_path / "ix.sqlite")
    part = index.coverage("2018", "ND", 2018)
    assert not part.dense and "about 25% of the span at 1.0 pages a case" in part.reason, part.reason
    ev = check(index, tmp_path, "State v. Olson, 2018 ND 7, ¶ 9")
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, ev.evidence_summary
    assert ev.outcome is not Outcome.VERIFIED_OK
    # a year held whole is dense
    assert coverage_of(2017, "ND", 2017, EDITION, 2018, 260, (1, 260), 4.0).dense


def test_a_long_run_of_unheld_pages_is_a_hole() -> None:
    assert hole_around(450, 401, 411, 10.0) is None
    assert "no case is held between pages 401 and 801" in (hole_around(450, 401, 801, 10.0) or "")
    assert hole_around(450, 401, None, 10.0) is None  # no typical volume end known
    # past the last held case: a hole where the reporter's volumes run on, however near, none where
    # they end
    for page in (404, 430, 900):
        assert "lacks the end of the volume" in (hole_around(page, 401, None, 10.0, 1191) or ""), page
    assert hole_around(1400, 1191, None, 10.0, 1191) is None


@pytest.mark.parametrize(
    "cited",
    [
        "Hale v. Pratt, 141 F.4th 500 (2d Cir. 2025)",  # a volume past the newest held
        "Hale v. Pratt, 137 F.4th 500 (2d Cir. 2025)",  # a volume the index does not hold
    ],
)
def test_a_volume_not_held_is_no_alibi_for_a_case_held_at_its_own_citation(
    tmp_path: Path, cited: str
) -> None:
    """The named case of the cited court and year is held in the cited series at another volume: the
    citation is most likely wrong, and a person is shown its likely correction. It is not called an
    error where the index cannot see the cited volume: another decision between the same parties
    may be there (a second appeal), and the correction would then name the wrong decision."""
    from bulk_dialect import filler

    cases = [
        Case(1, "Hale v. Pratt", "2025-05-03", "ca2", [(139, "F.4th", "500")], short="Hale"),
        *filler(139, "F.4th", "ca2", 2025, 100),
        *filler(136, "F.4th", "ca2", 2024, 400),
    ]
    Snapshot(cases=cases, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(
        tmp_path / "b", EDITION
    )
    build_index(tmp_path / "b", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert ev.suggested_correction is not None and "139 F.4th 500" in ev.suggested_correction
    # a name the index holds nowhere: the unheld volume still proves nothing
    unheld = cited.replace("Hale v. Pratt", "Dunmore v. Kessler")
    other, status = offline_check(index, tmp_path, cited_for_a_rule(unheld))
    assert other.outcome is Outcome.UNVERIFIABLE, other.evidence_summary
    assert status in (CitationStatus.UNVERIFIED, CitationStatus.REVIEW)


def _namesakes_index(tmp_path: Path) -> SQLiteCitationIndex:
    from bulk_dialect import filler

    cases = [
        Case(1, "Hale Holdings, Inc. v. Pratt Mills Co.", "2021-08-01", "ca5", [(12, "F.4th", "300")]),
        Case(2, "United States v. Johnson", "2025-04-01", "ca7", [(139, "F.4th", "700")]),
        *filler(139, "F.4th", "ca7", 2025, 100),
        *filler(136, "F.4th", "ca7", 2024, 400),
        *filler(12, "F.4th", "ca5", 2021, 700),
        # volume 138 held but for five cases in a row, pages 410 to 570
        *(c for n, c in enumerate(filler(138, "F.4th", "ca7", 2025, 900)) if not 10 <= n < 15),
    ]
    courts = {"ca5": "Fifth Circuit", "ca7": "Seventh Circuit"}
    Snapshot(cases=cases, courts=courts).write(tmp_path / "b", EDITION)
    build_index(tmp_path / "b", tmp_path / "i.sqlite")
    return SQLiteCitationIndex(tmp_path / "i.sqlite")


@pytest.mark.parametrize(
    "where",
    [
        "141 F.4th 500",  # a volume past the newest held
        "137 F.4th 500",  # a volume the index does not hold
        "138 F.4th 450",  # a page inside a run of unheld pages
    ],
)
def test_a_namesake_of_another_court_and_year_is_no_correction_where_the_index_cannot_see(
    tmp_path: Path, where: str
) -> None:
    """A name held in the cited series for another court and year is another case, not the cited
    one misplaced: where the index cannot see the cited page, the citation stays unchecked (it was
    an error 'corrected' to the namesake, and the chain stopped there). The same name, court and
    year at another volume is the cited case misplaced."""
    index = _namesakes_index(tmp_path)
    cited = f"Hale Holdings, Inc. v. Pratt Mills Co., {where} (7th Cir. 2026)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert ev.outcome is Outcome.UNVERIFIABLE, ev.evidence_summary
    assert status in (CitationStatus.UNVERIFIED, CitationStatus.REVIEW)
    # the same name, court and year held at another volume: most likely the cited case misplaced, but
    # a later decision between the same parties at the unseen page is not ruled out
    misplaced = cited.replace("(7th Cir. 2026)", "(5th Cir. 2021)")
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(misplaced))
    assert status is CitationStatus.REVIEW, ev.evidence_summary
    assert "12 F.4th 300" in ev.evidence_summary and "not ruled out" in ev.evidence_summary
    assert ev.suggested_correction is not None and "12 F.4th 300" in ev.suggested_correction


def test_the_named_case_held_at_another_page_of_a_densely_held_volume_is_misplaced(tmp_path: Path) -> None:
    """Where the index sees the cited page (a volume held densely), the named case held at another
    citation of the series is the cited one misplaced: an error, with its correction."""
    index = _namesakes_index(tmp_path)
    cited = "Hale Holdings, Inc. v. Pratt Mills Co., 12 F.4th 650 (5th Cir. 2021)"
    ev, status = offline_check(index, tmp_path, cited_for_a_rule(cited))
    assert ev.hallucination_category is Category.MISATTRIBUTION and status is CitationStatus.ERROR, (
        ev.evidence_summary
    )


@pytest.mark.parametrize("where", ["141 F.4th 500", "138 F.4th 450"])
def test_a_government_against_a_one_word_party_identifies_no_case_where_the_index_cannot_see(
    tmp_path: Path, where: str
) -> None:
    """ "United States v. Johnson" of the same court and year, held at another volume: the Seventh
    Circuit decides many such cases a year, and the cited one may be one the index does not hold."""
    index = _namesakes_index(tmp_path)
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule(f"United States v. Johnson, {where} (7th Cir. 2025)")
    )
    assert ev.outcome is Outcome.UNVERIFIABLE and status is not CitationStatus.ERROR, ev.evidence_summary


def test_a_short_form_pinned_past_the_last_held_case_is_never_nonexistent(edition, tmp_path) -> None:
    """A short form with no full citation before it, pinned where the index lacks the volume's end:
    no case it can name is there, so its absence proves nothing (it was called nonexistent)."""
    index, missing = edition
    case = missing[TAILLESS][30]
    vol, rep, page = case.citations[0]
    party = case.name.split(" v. ")[0]
    ev = check(index, tmp_path, f"{party}, {vol} {rep} at {int(page) + 3}")
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, ev.evidence_summary
    assert "newest volume" in ev.evidence_summary  # volume 615 is the newest held


def test_a_volume_held_to_the_median_end_may_go_on_where_longer_volumes_do(tmp_path: Path) -> None:
    """Half a reporter's volumes run past the median page their last case starts on: a volume held
    to there, with a page cited 160 pages on, or a few pages past its last held case, may be one of
    the longer ones (it was "nonexistent")."""
    cases: list[Case] = []
    for n, volume in enumerate(range(700, 710)):  # volumes whose last cases start at pages 1000 to 1540
        last = 1000 + 60 * n
        cases += [
            Case(
                volume * 1000 + k,
                f"Fenwold{volume}x{k} v. Ashgrove{k}",
                "2012-02-02",
                "ca2",
                [(volume, "F.3d", str(p))],
            )
            for k, p in enumerate(range(1, last + 1, 10))
        ]
    cases += [  # volume 710 held from page 1 to a case starting at 1191
        Case(710_000 + k, f"Fenwold710x{k} v. Ashgrove{k}", "2012-02-02", "ca2", [(710, "F.3d", str(p))])
        for k, p in enumerate(range(1, 1192, 10))
    ]
    cases += [  # and a newer volume: 710 is not the newest, whose end the edition may have cut
        Case(711_000 + k, f"Fenwold711x{k} v. Ashgrove{k}", "2012-02-02", "ca2", [(711, "F.3d", str(p))])
        for k, p in enumerate(range(1, 1001, 10))
    ]
    Snapshot(cases=cases, courts={"ca2": "Second Circuit"}).write(tmp_path / "b", EDITION)
    build_index(tmp_path / "b", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    # far past the last held case, and just past it: the volume's next case, which the index lacks,
    # starts somewhere after it (a page a few on was "inside" the last held case, and nonexistent)
    for page in (1350, 1195, 1203, 1221):
        ev = check(index, tmp_path, f"Pellworth v. Dunstan, 710 F.3d {page} (2d Cir. 2012)")
        assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, (page, ev.evidence_summary)
        assert "lacks the end of the volume" in ev.evidence_summary, page
    # a page past where even the longest volumes stop is still evidence
    ev = check(index, tmp_path, "Pellworth v. Dunstan, 710 F.3d 9000 (2d Cir. 2012)")
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT, ev.evidence_summary


def test_a_page_just_past_the_newest_volumes_last_held_case_is_never_nonexistent(edition, tmp_path) -> None:
    """The edition is cut while its newest volume is printing: a real case printed just after the
    last one held (a few pages on, inside what could be that case) is not called nonexistent."""
    index, missing = edition
    case = missing[TAILLESS][0]  # the first case after the last held one
    vol, rep, page = case.citations[0]
    ev = check(index, tmp_path, f"{case.name}, {vol} {rep} {page} (2d Cir. 2011)")
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, ev.evidence_summary
    assert "newest volume" in ev.evidence_summary


def test_a_page_far_past_the_last_held_case_of_a_thinly_measured_reporter_is_not_nonexistent(
    tmp_path: Path,
) -> None:
    """Where too few volumes of a reporter are held to know where its volumes end (a ninth-in-ten
    quantile needs ten), a page far past a volume's last held case is in a part the index may not
    hold: a real case there is not called nonexistent, and no case starting hundreds of pages
    earlier is said to contain it."""
    held = [c for v in (600, 601, 602, 603) for c in volume_cases(v, v * 1000)[:90]]  # each to page 891
    Snapshot(cases=held, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(
        tmp_path / "b", EDITION
    )
    build_index(tmp_path / "b", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    ev = check(index, tmp_path, "Thornton v. Blackwell, 600 F.3d 1400, 1404 (2d Cir. 2011)")
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT, ev.evidence_summary
    assert ev.outcome is not Outcome.VERIFIED_OK
    assert "falls inside" not in ev.evidence_summary
    assert "lacks the end of the volume" in ev.evidence_summary
    # nor is a page near the last held case: the next case, which the index lacks, starts after it
    near = check(index, tmp_path, "Thornton v. Blackwell, 600 F.3d 895 (2d Cir. 2011)")
    assert near.hallucination_category is not Category.AUTHORITY_NONEXISTENT, near.evidence_summary
    assert "lacks the end of the volume" in near.evidence_summary


def test_a_volume_end_measured_on_too_few_volumes_is_only_a_bound() -> None:
    """Nine in ten of ten volumes or more stop by it; fewer give twice the longest or 2,000 pages,
    whichever is more, so a page far past every held volume ("604 F.3d 9999") is still in none."""
    assert volume_end([(120, 1, 1191 + n) for n in range(10)]) == 1191 + 8
    assert volume_end([(120, 1, 1191)] * 9) == 2382
    # volumes held only in part (the edition lags the newest): at least the bound
    assert volume_end([(40, 1, 391)] * 3) == 2000
    assert "lacks the end of the volume" in (hole_around(1250, 391, None, 10.0, 2000, 150) or "")
    assert hole_around(9999, 891, None, 10.0, 2000, 150) is None


def _two_held_of_a_volume(tmp_path: Path, pages: int):
    """An index holding two decisions of 790 F.3d (held in part): United States v. Smith at 50 and
    Pemberton v. Quayle at 700, each with a text of `pages` star-paginated pages."""
    from offline_check import index_of, star_paginated

    def text(first: int) -> list[tuple[str, str, str]]:
        on = {first + n: f"The court considered the matter on page {first + n}." for n in range(pages)}
        return [("010combined", "html_with_citations", star_paginated(on))]

    cases = [
        Case(1, "United States v. Smith", "2015-06-01", "ca5", [(790, "F.3d", "50")], opinions=text(50)),
        Case(2, "Pemberton v. Quayle", "2015-06-20", "ca5", [(790, "F.3d", "700")], opinions=text(700)),
    ]
    return index_of(tmp_path, cases, {"ca5": "Court of Appeals for the Fifth Circuit"})


def test_a_page_past_where_the_held_cases_text_ends_is_not_inside_it(tmp_path: Path) -> None:
    """A volume held in part (two decisions): a real "United States v. Smith" at page 300, which the
    index lacks, was an ERROR 'a wrong first page' with the held Smith at 50 as its correction,
    though that Smith's own text ends at page 52. A page its text reaches is still inside it."""
    index = _two_held_of_a_volume(tmp_path, 3)
    for page in (300, 53):
        ev, status = offline_check(
            index, tmp_path, cited_for_a_rule(f"United States v. Smith, 790 F.3d {page} (5th Cir. 2015)")
        )
        assert status is not CitationStatus.ERROR and "wrong first page" not in ev.evidence_summary, (
            ev.evidence_summary
        )
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("Pemberton v. Quayle, 790 F.3d 900 (5th Cir. 2015)")
    )
    assert "falls inside" not in ev.evidence_summary and "wrong first page" not in ev.evidence_summary, (
        ev.evidence_summary
    )
    ev, status = offline_check(
        index, tmp_path, cited_for_a_rule("United States v. Smith, 790 F.3d 52 (5th Cir. 2015)")
    )
    assert status is CitationStatus.ERROR and "wrong first page" in ev.evidence_summary, ev.evidence_summary


def test_a_page_the_held_cases_own_text_runs_through_is_no_other_cases_first_page(tmp_path: Path) -> None:
    """A volume held in part: an invented 'Hale v. Pratt, 790 F.3d 51' lands on a page the held
    Smith's own star pages run through (50 to 53). It was UNVERIFIED 'held sparsely: absence proves
    nothing', the panel having found nothing wrong; a page inside a case starts no other, whatever
    else of the volume the index lacks. Its last page may begin the next case, and a page past it
    proves nothing."""
    index = _two_held_of_a_volume(tmp_path, 4)
    for page in (51, 52):
        ev, status = offline_check(
            index, tmp_path, cited_for_a_rule(f"Hale v. Pratt, 790 F.3d {page} (5th Cir. 2015)")
        )
        assert status is CitationStatus.ERROR, (page, status, ev.evidence_summary)
        assert f"page {page} falls inside United States v. Smith" in ev.evidence_summary, ev.evidence_summary
    for page in (53, 60):
        ev, status = offline_check(
            index, tmp_path, cited_for_a_rule(f"Hale v. Pratt, 790 F.3d {page} (5th Cir. 2015)")
        )
        assert status is not CitationStatus.ERROR and "falls inside" not in ev.evidence_summary, (
            page,
            status,
            ev.evidence_summary,
        )


def test_a_page_the_last_held_cases_own_text_runs_through_is_still_inside_it(tmp_path: Path) -> None:
    """A volume held to a case at page 1191 where longer volumes run on: the index lacks the cases
    after it, but a page its own star pages reach (1191 to 1195) starts no other case."""
    from offline_check import star_paginated

    cases = [  # volumes whose last cases start at pages 1000 to 1540
        Case(v * 1000 + k, f"Fenwold{v}x{k} v. Ashgrove{k}", "2011-02-02", "ca2", [(v, "F.3d", str(p))])
        for n, v in enumerate(range(700, 710))
        for k, p in enumerate(range(1, 1000 + 60 * n + 1, 10))
    ]
    cases += volume_cases(710, 710_000)[:-1]
    pages = {1191 + n: f"The court considered the matter on page {1191 + n}." for n in range(5)}
    text = [("010combined", "html_with_citations", star_paginated(pages))]
    cases += [
        Case(710_999, "Marlowe v. Kessington", "2011-02-02", "ca2", [(710, "F.3d", "1191")], opinions=text),
        *volume_cases(711, 711_000)[:100],
    ]
    Snapshot(cases=cases, courts={"ca2": "Second Circuit"}).write(tmp_path / "b", EDITION)
    build_index(tmp_path / "b", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    for page, inside in ((1192, True), (1194, True), (1196, False), (1230, False)):
        ev = check(index, tmp_path, f"Pellworth v. Dunstan, 710 F.3d {page} (2d Cir. 2011)")
        assert (ev.hallucination_category is Category.AUTHORITY_NONEXISTENT) is inside, (
            page,
            ev.evidence_summary,
        )
        assert ("falls inside Marlowe v. Kessington" in ev.evidence_summary) is inside, ev.evidence_summary
