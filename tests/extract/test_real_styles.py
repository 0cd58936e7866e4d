"""Citations written in real-world styles, read right: docket numbers, reporters without full
stops, full-width digits. Each case is written for this test in the style a filing uses."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text


def only(text: str):
    doc = extract_text(text)
    cites = doc.citations()
    assert len(cites) == 1, [c.text for c in cites]
    block = doc.blocks[0].text
    c = cites[0]
    assert block[c.start : c.end] == c.text  # offsets slice the original text
    return c


@pytest.mark.parametrize(
    ("text", "cited", "docket", "court_id", "year"),
    [
        (
            "See Calloway v. Brightline Movers, No. 18 Civ. 2231 (KPF) (S.D.N.Y. Mar. 4, 2021).",
            "Calloway v. Brightline Movers, No. 18 Civ. 2231 (KPF) (S.D.N.Y. Mar. 4, 2021)",
            "18 Civ. 2231 (KPF)",
            "nysd",
            "2021",
        ),
        (
            "As held in Perez v. Lakeview Storage, No. 3:21-CV-904 (W.D. Tex. June 14, 2022), it holds.",
            "Perez v. Lakeview Storage, No. 3:21-CV-904 (W.D. Tex. June 14, 2022)",
            "3:21-CV-904",
            "txwd",
            "2022",
        ),
    ],
)
def test_docket_number_citations_are_their_own_form(
    text: str, cited: str, docket: str, court_id: str, year: str
) -> None:
    c = only(text)
    assert c.text == cited
    assert c.components.docket_number == docket
    assert (c.components.court_id, c.components.year) == (court_id, year)
    assert c.components.reporter is None and c.components.volume is None  # "Civ." is not a reporter


def test_a_westlaw_number_beside_a_docket_is_the_citation() -> None:
    c = only(
        "See Ibarra v. Coastline Foods, No. 20 Civ. 7719, 2021 WL 3356071, at *4 (S.D.N.Y. Aug. 2, 2021)."
    )
    assert c.components.wl_number == "2021 WL 3356071"
    assert c.components.docket_number == "20 Civ. 7719"
    assert (c.components.party_1, c.components.party_2) == ("Ibarra", "Coastline Foods")
    assert c.components.parallel_citations == []


@pytest.mark.parametrize(
    ("written", "reporter"),
    [
        ("402 FRD 18", "F.R.D."),
        ("517 F Supp 3d 90", "F. Supp. 3d"),
        ("91 F 4th 1100", "F.4th"),
        ("170 Fed Cl 22", "Fed. Cl."),
        ("99 Cal App 5th 412", "Cal. App. 5th"),
        ("471 US 402", "U.S."),
    ],
)
def test_reporters_without_full_stops(written: str, reporter: str) -> None:
    c = only(f"See Marsh v. Tolland Grain Co., {written} (2023).")
    assert c.text == f"Marsh v. Tolland Grain Co., {written} (2023)"
    assert c.components.reporter == reporter
    assert not c.flags


def test_full_width_digits_are_folded_with_offsets_kept() -> None:
    c = only("See Wren v. Halloway, ４７１ U.S. ４０２ (1985).")
    assert c.text == "Wren v. Halloway, ４７１ U.S. ４０２ (1985)"
    assert (c.components.volume, c.components.page) == ("471", "402")
