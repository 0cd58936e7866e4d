"""Each further section of a list is a citation of its own: an invented section listed after a
real one ("42 U.S.C. §§ 1983, 19833", "U.S. Const. amends. V, XXX") had no row at all."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("42 U.S.C. §§ 1981, 1983, and 1985(3).", [("U.S.C.", "42", "1981"), ("U.S.C.", "42", "1983"),
                                                  ("U.S.C.", "42", "1985")]),
        ("29 C.F.R. §§ 1630.2, 1630.99999.", [("C.F.R.", "29", "1630.2"), ("C.F.R.", "29", "1630.99999")]),
        # the whole of a section's number
        ("17 C.F.R. §§ 240.10b-5, 240.10b5-1.", [("C.F.R.", "17", "240.10b-5"),
                                                 ("C.F.R.", "17", "240.10b5-1")]),
        ("Fed. R. Civ. P. 12(b)(6), 99.", [("Fed. R. Civ. P.", None, "12"), ("Fed. R. Civ. P.", None, "99")]),
        ("Fed. R. Evid. 401 & 403.", [("Fed. R. Evid.", None, "401"), ("Fed. R. Evid.", None, "403")]),
        ("U.S. Const. amends. V, XXX.", [("U.S. Const.", "amend. V", None),
                                         ("U.S. Const.", "amend. XXX", None)]),
        ("U.S. Const. amend. I, XIV.", [("U.S. Const.", "amend. I", None),
                                        ("U.S. Const.", "amend. XIV", None)]),
    ],
)  # fmt: skip
def test_each_listed_section_is_read(text: str, cited: list[tuple[str, str | None, str | None]]) -> None:
    got = [
        (c.components.code, c.components.title, c.components.section) for c in extract_text(text).citations()
    ]
    assert got == cited


@pytest.mark.parametrize(
    "text",
    [
        "42 U.S.C. § 1983, 28 U.S.C. § 1331.",  # a citation of another title follows
        "Under 42 U.S.C. § 1983, 5 years later the claim lapsed.",  # a number of the sentence's
        "Pub. L. No. 105-33, 111 Stat. 2160, 2193 (1997).",  # a session law's pin page
        "U.S. Const. art. I, § 8, cl. 3, 4.",  # a clause's list, no further article
        "The claim under 42 U.S.C. § 1983, 2020, was timely.",  # one section's sign lists nothing
        "Fed. R. Civ. P. 26(b)(1), 2020.",  # no rule has a number of four figures
        "See U.S. Const. art. I, 8, cl. 3.",  # an article is in Roman numerals
        "U.S. Const. amend. I, 1791.",
    ],
)
def test_what_follows_a_section_is_no_item_unless_listed(text: str) -> None:
    items = [c.text for c in extract_text(text).citations() if " " not in c.text]
    assert items == []  # a listed item's citation is the item alone ("1983", "XIV")


@pytest.mark.parametrize(
    ("text", "code", "title", "section"),
    [
        ("42 USC 19833.", "U.S.C.", "42", "19833"),
        ("42 USC § 1983.", "U.S.C.", "42", "1983"),
        ("U.S. Const., Amend. XXX.", "U.S. Const.", "amend. XXX", None),
        ("U.S. Const. Amendment XIV.", "U.S. Const.", "amend. XIV", None),
    ],
)
def test_a_statute_or_constitution_written_out_of_bluebook_style_is_read(
    text: str, code: str, title: str, section: str | None
) -> None:
    """ "USC" without its stops, a comma after "Const.", "Amendment" in full: each had no row."""
    [c] = extract_text(text).citations()
    assert (c.components.code, c.components.title, c.components.section) == (code, title, section)
