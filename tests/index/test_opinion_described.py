"""What kind of opinion the brief says the authority is, against its text: "(per curiam)" on a
signed opinion of the court, "(plurality opinion)" on one a single judge delivered for the whole
court. Each is REVIEW with the byline; an opinion that agrees, or a text with no byline to tell,
stays VERIFIED."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot
from offline_check import offline_check

from briefcheck.domain.codes import CitationStatus, Outcome
from briefcheck.extract import extract_text
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
HELD = "a notice of appeal filed one day late deprives the court of jurisdiction"


def opinion(byline: str) -> list[tuple[str, str, str]]:
    return [("010combined", "html_with_citations", f"<p>{byline}</p><p>We hold that {HELD}.</p>")]


CASES = [
    Case(1, "Ashdown v. Mercer", "1990-03-05", "scotus", [(494, "U.S.", "10")],
         opinions=opinion("JUSTICE KENNEDY delivered the opinion of the Court.")),
    Case(2, "Brightwater v. Lyle", "1990-04-02", "scotus", [(494, "U.S.", "40")],
         opinions=opinion("PER CURIAM.")),
    Case(3, "Colfax v. Dunmore", "1990-05-07", "scotus", [(494, "U.S.", "70")],
         opinions=opinion("JUSTICE WHITE announced the judgment of the Court and delivered an opinion, in "
                          "which JUSTICE BLACKMUN joined.")),
    Case(4, "Dorrance v. Fenwick", "1990-06-04", "scotus", [(494, "U.S.", "100")],
         opinions=opinion("JUSTICE O'CONNOR delivered the opinion of the Court with respect to Parts I "
                          "and II, and an opinion with respect to Part III, in which SCALIA joined.")),
    Case(5, "Eastlake v. Gorham", "1990-06-11", "scotus", [(494, "U.S.", "130")],
         opinions=opinion("The judgment of the Court of Appeals is affirmed.")),
    # a court of appeals' panel of three, and the court sitting en banc
    Case(6, "Fairleigh v. Gant", "1990-07-02", "ca2", [(900, "F.2d", "10")],
         opinions=opinion("Before: WINTER, ROE, and LEE, Circuit Judges. WINTER, Circuit Judge:")),
    Case(7, "Galloway v. Hume", "1990-08-06", "ca2", [(900, "F.2d", "40")],
         opinions=opinion("Before: OAKES, Chief Judge, FEINBERG, KEARSE, WINTER, ROE, and LEE, Circuit "
                          "Judges. On rehearing en banc. WINTER, Circuit Judge:")),
    # the Ninth Circuit's panel line, the judges with their middle initials; a district judge by designation
    Case(8, "Hollis v. Ivey", "1990-09-04", "ca9", [(900, "F.2d", "70")],
         opinions=opinion("Before: Sidney R. Thomas, Chief Judge, and Mary M. Schroeder and Ronald M. Gould, "
                          "Circuit Judges. Opinion by Judge Gould; GOULD, Circuit Judge:")),
    Case(9, "Jessup v. Kline", "1990-10-01", "ca2", [(900, "F.2d", "100")],
         opinions=opinion("Before: CABRANES and POOLER, Circuit Judges, and Jed S. Rakoff,* District Judge. "
                          "POOLER, Circuit Judge:")),
    Case(10, "Lamont v. Marsh", "1990-11-05", "ca9", [(900, "F.2d", "130")],
         opinions=opinion("Before: Milan D. Smith, Jr., Sandra S. Ikuta, and Ryan D. Nelson, Circuit Judges. "
                          "IKUTA, Circuit Judge:")),
    Case(11, "Nash v. Oakes", "1990-12-03", "ca7", [(900, "F.2d", "160")],
         opinions=opinion("Before: EASTERBROOK, ST. EVE, and KIRSCH, Circuit Judges. KIRSCH, Circuit "
                          "Judge:")),
]  # fmt: skip


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("described-bulk")
    courts = {
        "scotus": "Supreme Court",
        "ca2": "Second Circuit",
        "ca7": "Seventh Circuit",
        "ca9": "Ninth Circuit",
    }
    Snapshot(cases=CASES, courts=courts).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("described-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def checked(index: SQLiteCitationIndex, tmp_path: Path, cited: str) -> tuple[str, CitationStatus, bool]:
    evidence, status = offline_check(index, tmp_path, f"Late appeals fail. {cited}.")
    return evidence.evidence_summary, status, evidence.outcome is Outcome.VERIFIED_OK


def test_the_parenthetical_is_read_apart_from_what_the_case_held() -> None:
    [claim] = extract_text("Late appeals fail. Ashdown v. Mercer, 494 U.S. 10 (1990) (per curiam).").claims
    assert claim.described_as == ["per curiam"] and claim.parenthetical is None


def test_a_signed_opinion_called_per_curiam_is_for_review(index, tmp_path) -> None:
    said, status, _ = checked(index, tmp_path, "Ashdown v. Mercer, 494 U.S. 10 (1990) (per curiam)")
    assert status is CitationStatus.REVIEW, said
    assert "JUSTICE KENNEDY delivered the opinion of the Court" in said


@pytest.mark.parametrize(
    ("cited", "said"),
    [
        # an unsigned opinion has no plurality: no judge wrote for part of the court
        ("Brightwater v. Lyle, 494 U.S. 40 (1990) (plurality opinion)", "PER CURIAM"),
        # a panel of three is not the court sitting en banc
        ("Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990) (en banc)", "Before: WINTER, ROE, and LEE"),
        # its judges' middle initials and a chief judge's title (read as one more judge), or a
        # district judge sitting by designation, let the panel pass unread
        ("Hollis v. Ivey, 900 F.2d 70 (9th Cir. 1990) (en banc)", "a panel of 3 decided it"),
        ("Jessup v. Kline, 900 F.2d 100 (2d Cir. 1990) (en banc)", "a panel of 3 decided it"),
        ("Lamont v. Marsh, 900 F.2d 130 (9th Cir. 1990) (en banc)", "a panel of 3 decided it"),
        ("Nash v. Oakes, 900 F.2d 160 (7th Cir. 1990) (en banc)", "a panel of 3 decided it"),
    ],
)
def test_a_per_curiam_called_a_plurality_or_a_panel_called_en_banc_is_for_review(
    index, tmp_path, cited: str, said: str
) -> None:
    summary, status, _ = checked(index, tmp_path, cited)
    assert status is CitationStatus.REVIEW and said in summary, summary


def test_the_court_sitting_en_banc_called_so_stays_verified(index, tmp_path) -> None:
    summary, status, _ = checked(index, tmp_path, "Galloway v. Hume, 900 F.2d 40 (2d Cir. 1990) (en banc)")
    assert status is CitationStatus.VERIFIED, summary


def test_a_majority_opinion_called_a_plurality_is_for_review(index, tmp_path) -> None:
    said, status, _ = checked(index, tmp_path, "Ashdown v. Mercer, 494 U.S. 10 (1990) (plurality opinion)")
    assert status is CitationStatus.REVIEW and "plurality" in said, said


@pytest.mark.parametrize(
    "cited",
    [
        "Brightwater v. Lyle, 494 U.S. 40 (1990) (per curiam)",  # unsigned, and called so
        "Colfax v. Dunmore, 494 U.S. 70 (1990) (plurality opinion)",  # a judgment announced: a plurality
        "Dorrance v. Fenwick, 494 U.S. 100 (1990) (plurality opinion)",  # the court's in part only
        "Eastlake v. Gorham, 494 U.S. 130 (1990) (per curiam)",  # no byline to tell either way
        "Ashdown v. Mercer, 494 U.S. 10 (1990)",  # the signed opinion, not described
        "Ashdown v. Mercer, 494 U.S. 10 (1990) (en banc)",  # a description the text cannot show
    ],
)
def test_an_opinion_as_the_brief_describes_it_stays_verified(index, tmp_path, cited: str) -> None:
    said, status, verified = checked(index, tmp_path, cited)
    assert verified and status is CitationStatus.VERIFIED, said


def test_a_quotation_the_brief_says_is_the_syllabus_is_not_called_absent_where_none_is_held(
    index, tmp_path
) -> None:
    """The brief quoting the syllabus, as it says, of a text that holds none (CourtListener keeps
    it apart from the opinion's text): the words were ERROR 'do not appear', though only the
    syllabus, never retrieved, could hold them: for a person to check; given as the court's,
    they are still looked for in the opinion."""
    quoted = '"A late notice of appeal is a jurisdictional defect."'
    evidence, status = offline_check(
        index,
        tmp_path,
        f"The Syllabus summarizes the holding: {quoted} Ashdown v. Mercer, 494 U.S. 10 (1990).",
    )
    assert status is CitationStatus.REVIEW and "syllabus" in evidence.evidence_summary, (
        evidence.evidence_summary
    )
    evidence, status = offline_check(
        index, tmp_path, f"Only the syllabus states that {quoted} Ashdown v. Mercer, 494 U.S. 10 (1990)."
    )
    assert status is CitationStatus.REVIEW, evidence.evidence_summary
    for told in (
        "The Court held:",
        "The Court itself, not merely the syllabus, held:",
        "The syllabus aside, it held:",
        "Appellee relies only on the syllabus, but the Court itself held that",
    ):
        evidence, status = offline_check(
            index, tmp_path, f"{told} {quoted} Ashdown v. Mercer, 494 U.S. 10 (1990)."
        )
        assert status is CitationStatus.ERROR, evidence.evidence_summary


@pytest.mark.parametrize(
    ("written", "given"),
    [
        (
            "The Supreme Court has held that {HELD}. Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990)",
            "Supreme Court",
        ),
        (
            "The Ninth Circuit held that {HELD}. Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990)",
            "Ninth Circuit",
        ),
    ],
)
def test_a_holding_the_brief_gives_to_another_court_is_for_review(
    index, tmp_path, written: str, given: str
) -> None:
    """The brief gives the holding to the Supreme Court (or the Ninth Circuit) and cites the Second
    Circuit's decision alone, no parenthetical saying whose words it gives: the weight the lawyer
    relies on is not the cited decision's. It was VERIFIED, its quote and pin found."""
    evidence, status = offline_check(index, tmp_path, written.format(HELD=HELD) + ".")
    assert status is CitationStatus.REVIEW, evidence.evidence_summary
    assert f"says the {given} held this" in evidence.evidence_summary
    assert "the Court of Appeals for the Second Circuit" in evidence.evidence_summary


@pytest.mark.parametrize(
    "written",
    [
        "The Second Circuit has held that {HELD}. Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990)",
        "The Supreme Court has held that {HELD}. Ashdown v. Mercer, 494 U.S. 10 (1990)",
        "The Supreme Court has held that {HELD}. See Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990)",
        "As the Supreme Court explained, {HELD}. Fairleigh v. Gant, 900 F.2d 10 (2d Cir. 1990)",
    ],
)
def test_a_holding_given_to_the_cited_court_or_carried_in_its_words_stays_verified(
    index, tmp_path, written: str
) -> None:
    evidence, status = offline_check(index, tmp_path, written.format(HELD=HELD) + ".")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary


def test_a_district_the_source_does_not_tell_apart_is_said_to_be_unchecked(tmp_path: Path) -> None:
    """CourtListener holds Texas's fourteen courts of appeals (and New York's four Departments,
    Florida's district courts of appeal) under one court: a citation's 'Tex. App.—Dallas' for a
    Houston decision matched 'court', and the note said the court was checked."""
    from offline_check import index_of, star_paginated

    text = [("010combined", "html_with_citations", star_paginated({200: "The rule holds here."}))]
    index = index_of(
        tmp_path,
        [Case(1, "Bellamy v. Quinn", "2019-05-01", "texapp", [(590, "S.W.3d", "200")], opinions=text)],
        {"texapp": "Court of Appeals of Texas"},
    )
    evidence, _ = offline_check(
        index,
        tmp_path,
        "The rule holds. Bellamy v. Quinn, 590 S.W.3d 200 (Tex. App.—Dallas 2019, pet. denied).",
    )
    assert "court" in evidence.checked
    assert "the district or department the court's name gives" in evidence.evidence_summary, (
        evidence.evidence_summary
    )


def test_en_banc_the_text_cannot_show_is_said_to_be_unchecked(index, tmp_path) -> None:
    # a false "(en banc)" on an opinion whose text names no panel was VERIFIED with nothing said of it
    said, status, _ = checked(index, tmp_path, "Ashdown v. Mercer, 494 U.S. 10 (1990) (en banc)")
    assert status is CitationStatus.VERIFIED
    assert (
        "Not checked: that it was decided en banc (its text names neither a panel nor the full court)" in said
    )
    said, _, _ = checked(index, tmp_path, "Galloway v. Hume, 900 F.2d 40 (2d Cir. 1990) (en banc)")
    assert "decided en banc" not in said
