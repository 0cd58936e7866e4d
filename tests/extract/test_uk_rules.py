"""The rules of court and delegated legislation UK filings cite, found as such so none passes
unread: the Civil, Criminal and Family Procedure Rules by rule and by Part, their Practice
Directions, and statutory instruments by number. The panel knows each set; a Part no set has, or
an instrument dated after today, is impossible as cited."""

from __future__ import annotations

import pytest
from checked_status import status_of

from briefcheck.domain.codes import CitationStatus, CitationType, Jurisdiction
from briefcheck.extract import extract_text


@pytest.mark.parametrize(
    ("text", "cited", "code", "section", "kind"),
    [
        ("See CPR 3.4(2)(a).", "CPR 3.4(2)(a)", "CPR", "3.4", CitationType.RULE),
        ("See CPR r 3.4(2)(a).", "CPR r 3.4(2)(a)", "CPR", "3.4", CitationType.RULE),
        ("See CPR r.24.2.", "CPR r.24.2", "CPR", "24.2", CitationType.RULE),
        ("See CPR Part 24.", "CPR Part 24", "CPR", "24", CitationType.RULE),
        ("See CPR Pt 7.", "CPR Pt 7", "CPR", "7", CitationType.RULE),
        (
            "See Civil Procedure Rules 1998, r 3.4.",
            "Civil Procedure Rules 1998, r 3.4",
            "CPR",
            "3.4",
            CitationType.RULE,
        ),
        ("See CrimPR 3.2.", "CrimPR 3.2", "CrimPR", "3.2", CitationType.RULE),
        ("See FPR 12.3(1).", "FPR 12.3(1)", "FPR", "12.3", CitationType.RULE),
        ("See PD 57AD, para 3.1.", "PD 57AD", "PD", "57AD", CitationType.RULE),
        ("See Practice Direction 51Z.", "Practice Direction 51Z", "PD", "51Z", CitationType.RULE),
        ("See SI 1998/3132.", "SI 1998/3132", "SI", "3132", CitationType.REGULATION),
        ("See S.I. 2020/1043.", "S.I. 2020/1043", "SI", "1043", CitationType.REGULATION),
    ],
)
def test_a_uk_rule_or_instrument_is_found_as_such(
    text: str, cited: str, code: str, section: str, kind: CitationType
) -> None:
    [c] = extract_text(text).citations()
    assert (c.text, c.components.code, c.components.section, c.type) == (cited, code, section, kind)
    assert c.jurisdiction is Jurisdiction.UK


@pytest.mark.parametrize(
    "text",
    [
        "The CPR governs procedure in the civil courts.",
        "A PD was issued in 2019.",
        "The Part 36 offer was accepted.",  # a Part named without its set is prose
    ],
)
def test_prose_naming_the_rules_is_no_citation(text: str) -> None:
    assert [c for c in extract_text(text).citations() if c.type is not CitationType.CASE] == []


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("See CPR 3.4(2)(a).", CitationStatus.UNVERIFIED),
        ("See CPR Part 24.", CitationStatus.UNVERIFIED),
        ("See PD 57AD, para 3.1.", CitationStatus.UNVERIFIED),
        ("See SI 1998/3132.", CitationStatus.UNVERIFIED),
        (
            "See CPR Part 120.",
            CitationStatus.LIKELY_HALLUCINATED,
        ),  # the Civil Procedure Rules have no Part 120
        ("See SI 2098/12.", CitationStatus.LIKELY_HALLUCINATED),  # an instrument of a year to come
    ],
)
def test_the_panel_knows_the_uk_rule_sets(tmp_path, text: str, status: CitationStatus) -> None:
    assert status_of(text, tmp_path) is status
