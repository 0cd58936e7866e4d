"""Secondary authority (Bluebook R12 and R15, OSCOLA 3.5): the Restatements, the legal
encyclopedias and treatises a brief cites are found and listed as such, never passed over unread
and never looked up in a case-law source; a Restatement the American Law Institute never published
("Restatement (Third) of Contracts") is impossible as cited."""

from __future__ import annotations

import pytest
from checked_status import status_of, statuses_of

from briefcheck.domain.codes import CitationStatus, CitationType
from briefcheck.extract import extract_text
from briefcheck.extract.secondary import find_secondary_citations


@pytest.mark.parametrize(
    ("text", "span", "code", "title", "section", "pin", "year"),
    [
        ("A seller is strictly liable. Restatement (Second) of Torts § 402A (1965).",
         "Restatement (Second) of Torts § 402A (1965)", "Restatement (Second) of Torts", None, "402A", None,
         "1965"),
        ("See RESTATEMENT (SECOND) OF CONTRACTS § 90(1) cmt. b (AM. L. INST. 1981).",
         "RESTATEMENT (SECOND) OF CONTRACTS § 90(1) cmt. b (AM. L. INST. 1981)",
         "Restatement (Second) of Contracts", None, "90(1)", "cmt. b", "1981"),
        ("Design defects are judged by risk. Restatement (Third) of Torts: Prods. Liab. § 2 (1998); see",
         "Restatement (Third) of Torts: Prods. Liab. § 2 (1998)", "Restatement (Third) of Torts",
         "Prods. Liab.", "2", None, "1998"),
        ("The first Restatement agreed. Restatement of Torts § 757 cmt. b (1939).",
         "Restatement of Torts § 757 cmt. b (1939)", "Restatement (First) of Torts", None, "757", "cmt. b",
         "1939"),
        ("(Rest.2d Torts, § 46, com. d.)", "Rest.2d Torts, § 46, com. d", "Restatement (Second) of Torts",
         None, "46", "com. d", None),
        ("See Restatement of Employment Law § 2.04 (2015).", "Restatement of Employment Law § 2.04 (2015)",
         "Restatement of Employment Law", None, "2.04", None, "2015"),
        ("See 2 Am. Jur. 2d Administrative Law § 45 (2020).", "2 Am. Jur. 2d Administrative Law § 45 (2020)",
         "Am. Jur. 2d", "Administrative Law", "45", None, "2020"),
        ("But see 17A C.J.S. Contracts § 12 (2011).", "17A C.J.S. Contracts § 12 (2011)", "C.J.S.",
         "Contracts", "12", None, "2011"),
        # no year given
        ("The rule is settled. 17A C.J.S. Contracts § 12.", "17A C.J.S. Contracts § 12", "C.J.S.",
         "Contracts", "12", None, None),
        ("See Restatement (Second) of Agency § 7.", "Restatement (Second) of Agency § 7",
         "Restatement (Second) of Agency", None, "7", None, None),
        ("See 5 Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure § 1357 (3d ed. 2004).",
         "5 Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure § 1357 (3d ed. 2004)",
         "Charles Alan Wright & Arthur R. Miller, Federal Practice and Procedure", None, "1357", None,
         "2004"),
        ("The term is defined. Black's Law Dictionary 1012 (11th ed. 2019).",
         "Black's Law Dictionary 1012 (11th ed. 2019)", "Black's Law Dictionary", None, None, "1012", "2019"),
        # authors "et al.", an editor before the edition, sections listed
        ("See 1 Kenneth S. Broun et al., McCormick on Evidence § 185 (8th ed. 2020).",
         "1 Kenneth S. Broun et al., McCormick on Evidence § 185 (8th ed. 2020)",
         "Kenneth S. Broun et al., McCormick on Evidence", None, "185", None, "2020"),
        ("See 2 McCormick on Evidence § 185, at 12 (Kenneth S. Broun ed., 7th ed. 2013).",
         "2 McCormick on Evidence § 185, at 12 (Kenneth S. Broun ed., 7th ed. 2013)", "McCormick on Evidence",
         None, "185", "12", "2013"),
        ("See Restatement (Second) of Torts §§ 821B, 821C (1979).",
         "Restatement (Second) of Torts §§ 821B, 821C (1979)", "Restatement (Second) of Torts", None,
         "821B, 821C", None, "1979"),
        # a PDF's text, the ordinal split from its number
        ('"Nominee" is defined. Black\'s Law Dictionary, 1148 (9 th ed. 2009). The term',
         "Black's Law Dictionary, 1148 (9 th ed. 2009)", "Black's Law Dictionary", None, None, "1148",
         "2009"),
        ("The rule is stated in Chitty on Contracts (34th edn, Sweet & Maxwell 2021) para 1-001.",
         "Chitty on Contracts (34th edn, Sweet & Maxwell 2021) para 1-001", "Chitty on Contracts", None, None,
         "para 1-001", "2021"),
    ],
)  # fmt: skip
def test_a_secondary_authority_is_found_with_its_parts(
    text: str, span: str, code: str, title: str | None, section: str | None, pin: str | None, year: str | None
) -> None:
    [c] = extract_text(text).citations()
    assert c.type is CitationType.SECONDARY and c.text == span
    k = c.components
    assert (k.code, k.title, k.section, k.pin_cite, k.year) == (code, title, section, pin, year)


@pytest.mark.parametrize(
    "text",
    [
        "The Restatement (Second) of Torts takes the same view.",  # named, no section cited
        "The Restatement approach is followed in most states.",
        "Counsel relied on Am. Jur. generally.",
        "The parties signed the second edition of the agreement in 2004.",
        "Section 1983 (2d ed. 2004) is no treatise.",
    ],
)
def test_a_secondary_authority_named_in_prose_is_no_citation(text: str) -> None:
    assert [c for c in find_secondary_citations(text)] == []


def test_a_restatement_and_the_case_after_it_in_a_string_cite_are_each_found() -> None:
    text = "See Restatement (Second) of Torts § 402A (1965); Smith v. Jones, 925 F.3d 495 (11th Cir. 2017)."
    cites = extract_text(text).citations()
    assert [c.text for c in cites] == [
        "Restatement (Second) of Torts § 402A (1965)",
        "Smith v. Jones, 925 F.3d 495 (11th Cir. 2017)",
    ]


def test_a_treatise_in_a_string_cite_starts_after_the_signal_and_the_case_before_it() -> None:
    text = (
        "The complaint fails. See Smith v. Jones, 925 F.3d 495, 500 (11th Cir. 2019); 5 Wright & Miller, "
        "Federal Practice and Procedure § 1357 (3d ed. 2004)."
    )
    cites = extract_text(text).citations()
    assert [c.type for c in cites] == [CitationType.CASE, CitationType.SECONDARY]
    assert cites[1].text == "5 Wright & Miller, Federal Practice and Procedure § 1357 (3d ed. 2004)"
    assert cites[1].components.volume == "5"


@pytest.mark.parametrize(
    "text",
    [
        "Reliance makes a promise binding. Restatement (Third) of Contracts § 90 (2011).",
        "The duty is owed to all. Restatement (Fourth) of Torts § 7 (2020).",
        "The rule is settled. Restatement (First) of Unfair Competition § 39 (1939).",
        # the series exists, but not yet in the year cited
        "A seller is strictly liable. Restatement (Third) of Torts: Prods. Liab. § 2 (1965).",
    ],
)
def test_a_restatement_the_institute_never_published_is_impossible(text: str, tmp_path) -> None:
    assert status_of(text, tmp_path) is CitationStatus.LIKELY_HALLUCINATED


@pytest.mark.parametrize(
    "text",
    [
        "A seller is strictly liable. Restatement (Second) of Torts § 402A (1965).",
        "Reliance makes a promise binding. Restatement (Second) of Contracts § 90 (1981).",
        # a draft of a series never completed is cited as such, and not doubted
        "See Restatement (Second) of Restitution § 1 (Tentative Draft No. 1, 1983).",
        "See 5 Wright & Miller, Federal Practice and Procedure § 1357 (3d ed. 2004).",
    ],
)
def test_a_real_secondary_authority_is_listed_unverified(text: str, tmp_path) -> None:
    """Listed, never looked up: no case-law source holds it, so it is never shown as valid."""
    assert status_of(text, tmp_path) is CitationStatus.UNVERIFIED


def test_a_restatement_of_a_subject_the_table_lacks_is_put_to_a_person(tmp_path) -> None:
    assert status_of("See Restatement (Second) of Widgets § 4 (1980).", tmp_path) is CitationStatus.REVIEW


@pytest.mark.parametrize(
    ("text", "sections"),
    [
        ("Recklessness is defined there (Model Penal Code § 2.02 (2) (c)).", ["2.02"]),
        ("Theft is one offense (Model Penal Code §§ 223.1, 223.2).", ["223.1, 223.2"]),
        ("See Model Penal Code § 210.2(1)(b) (Am. L. Inst. 1985).", ["210.2"]),
    ],
)
def test_the_model_penal_code_is_secondary_authority_read_as_such(text: str, sections: list[str]) -> None:
    """The Model Penal Code is the American Law Institute's model, no state's law: it was read as
    California's Penal Code, then (once that was mended) not at all."""
    found = [c for c in extract_text(text).citations()]
    assert [(c.type, c.components.code, c.components.section) for c in found] == [
        (CitationType.SECONDARY, "Model Penal Code", s) for s in sections
    ]


@pytest.mark.parametrize(
    ("text", "span", "code", "section", "pin", "year"),
    [
        ("Congress saw it so. H.R. Rep. No. 94-1476, at 501 (1976).", "H.R. Rep. No. 94-1476, at 501 (1976)",
         "H.R. Rep.", "94-1476", "501", "1976"),
        ("See S. Rep. No. 95-797, at 4 (1978).", "S. Rep. No. 95-797, at 4 (1978)", "S. Rep.", "95-797", "4",
         "1978"),
        ("See H.R. Conf. Rep. No. 104-458, at 113 (1996).", "H.R. Conf. Rep. No. 104-458, at 113 (1996)",
         "H.R. Conf. Rep.", "104-458", "113", "1996"),
        ("See 156 Cong. Rec. 501 (2010) (statement of Sen. Leahy).", "156 Cong. Rec. 501 (2010)",
         "Cong. Rec.", "156", "501", "2010"),
        ("See 156 Cong. Rec. S1234, S1236 (daily ed. Mar. 3, 2010).",
         "156 Cong. Rec. S1234, S1236 (daily ed. Mar. 3, 2010)", "Cong. Rec.", "156", "S1236", "2010"),
        ("See The Federalist No. 78, at 465 (Alexander Hamilton) (Clinton Rossiter ed., 1961).",
         "The Federalist No. 78, at 465 (Alexander Hamilton)", "The Federalist", "78", "465", None),
        ("See U.C.C. § 2-207(2) (Am. L. Inst. & Unif. L. Comm'n 2022).",
         "U.C.C. § 2-207(2) (Am. L. Inst. & Unif. L. Comm'n 2022)", "U.C.C.", "2-207(2)", None, "2022"),
        ("See Hearing Before the S. Comm. on the Judiciary, 111th Cong. 501 (2010).",
         "Hearing Before the S. Comm. on the Judiciary, 111th Cong. 501 (2010)", "Hearing", "111th Cong.",
         "501", "2010"),
    ],
)  # fmt: skip
def test_legislative_materials_and_model_laws_are_secondary_authority(
    text: str, span: str, code: str, section: str, pin: str | None, year: str | None
) -> None:
    """A committee report, the Congressional Record, The Federalist, the U.C.C. and a hearing were
    read as nothing (the "Id." after one was taken for the case before it, and VERIFIED there), or as
    a case in an unknown reporter (ERROR, "Cong. Rec." no law reporter)."""
    [c] = extract_text(text).citations()
    assert c.type is CitationType.SECONDARY and c.text == span
    k = c.components
    assert (k.code, k.section, k.pin_cite, k.year) == (code, section, pin, year)


@pytest.mark.parametrize(
    "authority",
    [
        "H.R. Rep. No. 94-1476, at 501 (1976)",
        "156 Cong. Rec. 501 (2010)",
        "The Federalist No. 78, at 465 (Alexander Hamilton)",
        "U.C.C. § 2-207 (Am. L. Inst. & Unif. L. Comm'n 2022)",
    ],
)
def test_an_id_after_legislative_material_is_that_materials(authority: str, tmp_path) -> None:
    text = (
        "Waiver must be express. Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011). Congress saw it "
        f"differently. {authority}. Silence, it thought, forfeits the defense. Id. at 503."
    )
    *_, authority_cited, id_cite = extract_text(text).citations()
    assert id_cite.antecedent_id == authority_cited.id and id_cite.type is CitationType.SECONDARY
    assert statuses_of(text, tmp_path)[-1] is CitationStatus.UNVERIFIED
