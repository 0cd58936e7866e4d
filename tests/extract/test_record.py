"""An "Id." after a citation of the record means the record, not the case cited before it."""

from __future__ import annotations

import pytest

from briefcheck.extract import extract_text

CASE = "See Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011). The court so held."


@pytest.mark.parametrize(
    "record",
    ["Tr. at 45.", "(R. at 12).", "Smith Dep. at 12:4-9;", "App. 45;", "See J.A. 112.", "Hale Decl. ¶ 4.",
     "ECF No. 30 at 2.", "Pet. App. 4a.", "Def.'s Br. at 3.", "Ex. 7 at 2.", "Hr'g Tr. 14:2.",
     # the forms courts of appeals require: excerpts by volume, the record on appeal, the appendices
     "1-ER-45.", "(2-SER-310.)", "ROA.123.", "Appx210.", "SPA 12.", "A-45.", "CA 45.", "Op. 12.",
     "See A-209 (bill of lading).", "ROA.209 (emphasis added).", "SPA 209 n.3.", "(A-209).", "(ROA.209.)",
     "ROA.209, 211.", "A-45, A-47.", "SPA 45, 47.", "CA 45-46, 50."],
)  # fmt: skip
def test_an_id_after_a_record_citation_is_the_records(record: str) -> None:
    """ "Tr. at 310. Id. at 311." took the Id. to the case cited before (ERROR: "runs from page 300
    to 308"); an Id. after it, and one in the next paragraph, mean the record as well."""
    cites = extract_text(
        f"{CASE} The witness agreed. {record} Id. at 46. See id. at 47.\n\nId. at 48."
    ).citations()
    assert [c.text for c in cites] == ["Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)"]


def test_an_id_after_the_case_cited_again_is_the_cases() -> None:
    cites = extract_text(
        f"{CASE} The witness agreed. Tr. at 45. Id. at 46. But Hale, 600 F.3d at 305, controls. Id. at 306."
    ).citations()
    assert [(c.text, c.antecedent_id) for c in cites] == [
        ("Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)", None),
        ("Hale, 600 F.3d at 305", "cite_001"),
        ("Id. at 306", "cite_001"),
    ]


@pytest.mark.parametrize(
    "between",
    ["", "The Rules, Fed. R. Civ. P. 12(b)(6), say so.", "Ex parte Young settles it.",
     "(citing R. at 12) It held so."],
)  # fmt: skip
def test_no_record_citation_is_read_in_a_rule_a_name_or_a_parenthetical(between: str) -> None:
    text = f"See Hale v. Pratt, 600 F.3d 300, 305 (2d Cir. 2011) {between} Id. at 306."
    assert [c.text for c in extract_text(text).citations()][-1] == "Id. at 306"


def test_an_id_whose_case_the_words_since_the_record_name_is_the_cases() -> None:
    """ "(R. 12.) As Hale itself put it, "..." Id. at 306.": the brief means the case, and a fabricated
    quotation before the Id. must be checked against it (it was dropped as the record's, unchecked)."""
    cites = extract_text(
        f"{CASE} Hale's supervisor read it. (R. 12.) As Hale itself put it, \"four months is always close "
        'enough." Id. at 306. The witness agreed. Tr. at 45. Id. at 46.'
    ).citations()
    assert [(c.text, c.antecedent_id) for c in cites] == [
        ("Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)", None),
        ("Id. at 306", "cite_001"),
    ]


@pytest.mark.parametrize(
    ("between", "kept"),
    [
        ('As the Supreme Court put it, "four months is always close enough."', True),
        ('Officer Hale testified that "the driver wore a red cap."', False),
        ('The district court found that "the driver wore a red cap."', False),
        ('The Circuit Court then ruled that "the driver wore a red cap."', False),
        ('As the Court declared in Hale, "an employer told the witness nothing."', True),
    ],
)
def test_an_id_after_the_record_is_the_cases_where_a_court_above_speaks_not_a_witness(
    between: str, kept: bool
) -> None:
    """A court above the record quoted ("As the Supreme Court put it") means the case; a witness named
    like a party ("Officer Hale testified") means the record (it was ERROR against the case)."""
    cites = extract_text(f"{CASE} (R. 12.) {between} Id. at 306.").citations()
    assert ([c.text for c in cites][-1] == "Id. at 306") is kept


@pytest.mark.parametrize("record", ["R. 45.", "Compl. ¶ 12, ECF No. 1.", "Pratt Decl. ¶ 3, ECF No. 20."])
def test_a_party_of_the_case_named_in_the_facts_is_not_the_case_named(record: str) -> None:
    """ "Pratt ordered the search. R. 45. Pratt "was present when the search began." Id.": the party
    of the facts shares a name with the case cited before, which is not named as a case, so the Id.
    is the record's (it was checked against the case: ERROR, the words not found in it)."""
    cites = extract_text(
        f'{CASE} Pratt ordered the search. {record} Pratt "was present when the search began." Id. ¶ 14.'
    ).citations()
    assert [c.text for c in cites] == ["Hale v. Pratt, 600 F.3d 300 (2d Cir. 2011)"]


@pytest.mark.parametrize(
    ("lead", "kept"),
    [("As Hale explains:", True), ("The witness explained it:", False), ("The contract reads:", False)],
)
def test_an_id_after_a_block_quotation_its_lead_in_names_is_the_cases(lead: str, kept: bool) -> None:
    """'R. 52 at 7-9. As Hale explains:' / the block quotation / 'Id. at 306.': the words since the
    record run over the paragraphs, and name the case (the Id. was dropped as the record's, and a
    misquoted block quotation went unchecked)."""
    from briefcheck.extract import extract_document

    text = (
        f"{CASE}\n\nThe company cut the job for budget reasons. R. 52 at 7-9. {lead}\n\n"
        "> An employer's honest belief is never a defense.\n\nId. at 306. The same is true here.\n"
    )
    cites = extract_document(text.encode(), "brief.md").citations()
    assert ("Id. at 306" in [c.text for c in cites]) is kept


def test_a_block_quotation_of_the_record_its_id_closes_is_checked_against_nothing() -> None:
    """'R. 52 at 7-9. The district court explained:' / a block quotation / 'Id. at 8.': the Id. is the
    record's, and so is the quotation (it was checked against the case cited before the record)."""
    from briefcheck.extract import extract_document

    for name, quoted in (("brief.md", "> "), ("brief.txt", "        ")):
        text = (
            f"{CASE} The company cut the job for budget reasons. R. 52 at 7-9. The district court "
            "explained:\n\n"
            f"{quoted}The position was eliminated for economic reasons alone, as the record shows.\n\n"
            "Id. at 8.\n\nThe judgment should be affirmed.\n"
        )
        doc = extract_document(text.encode(), name)
        [hale] = doc.citations()
        assert doc.claim(hale.claim_id).quotes == [], name


def test_a_quotation_an_id_of_the_record_closes_is_no_later_citations() -> None:
    """'Ex. 7. A plaintiff may show pretext "..." Id. at 208; see also Y.': the Id. is the record's,
    and so is the quotation before it (it was checked against Y: ERROR "the quoted words do not
    appear in it")."""
    from briefcheck.extract import extract_document

    text = (
        f'{CASE} Nine days passed. Ex. 7. A plaintiff may show pretext "by showing the reason is unworthy '
        'of credence." Id. at 208; see also Kerr v. Lamb, 610 F.3d 5, 7 (2d Cir. 2012).\n'
    )
    doc = extract_document(text.encode(), "brief.txt")
    _, kerr = doc.citations()
    assert doc.claim(kerr.claim_id).quotes == []
    # with no record between, the Id. is the case's and so is the quotation
    doc = extract_document(text.replace(" Ex. 7.", "").encode(), "brief.txt")
    _, id_, _ = doc.citations()
    assert doc.claim(id_.claim_id).quotes == ["by showing the reason is unworthy of credence."]


@pytest.mark.parametrize(
    "opening",
    ["AR-15 rifles were seized.", "R-1 zoning applies.", "A-1 Towing was the carrier.",
     "SPA 5 days later it ended.", "CA 2 held otherwise.", "A-45 forms were filed late.",
     "A-1, A-2 and A-3 were the only trailers.", "CA 2, for its part, agreed.", "SPA 5; it ended."],
)  # fmt: skip
def test_prose_opening_like_a_record_citation_is_no_record_citation(opening: str) -> None:
    """A sentence opening with a model, a zone or a firm's name ("AR-15 rifles", "A-1 Towing") took the
    next "Id." for the record's, and dropped it with its misquotation unchecked (exit 0)."""
    cites = extract_text(f"{CASE} {opening} Id. at 305.").citations()
    assert [c.text for c in cites][-1] == "Id. at 305"
