"""A block quotation of several paragraphs is one quotation: its paragraphs must be one passage of
the court's, in the court's order, or the omission between them marked; the edition is generated in
the real bulk dialect with star-paginated text."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler

from briefcheck.domain.codes import CitationStatus
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence
from briefcheck.domain.status import final_status
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

PAGES = {
    500: "The question presented is whether a landlord may withhold a security deposit for ordinary wear.",
    501: "We hold that a landlord who acts in bad faith must pay treble damages to the tenant. A landlord "
    "need not itemize deductions made in good faith.",
    502: "The notice requirement is mandatory, and the tenant need not prove actual damages.",
    503: "Nothing in the statute suggests that the legislature meant to exempt commercial leases.",
    504: "We hold that an employer who acts willfully must pay liquidated damages to the employee under "
    "29 U.S.C. § 216(b). See Roe v. Doe, 500 F.3d 1, 5 (2d Cir. 2005). The claim is therefore timely.",
    505: "The judgment is reversed.",
}
CITED = "Hale v. Pratt, 600 F.3d 500, 501-03 (2d Cir. 2011)."


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    html = "<p>JUDGE SMITH delivered the opinion of the court.</p>" + "".join(
        f'<p><span class="star-pagination">*{p}</span> {s}</p>' for p, s in PAGES.items()
    )
    cases = [
        Case(1, "Hale v. Pratt", "2011-05-03", "ca2", [(600, "F.3d", "500")],
             opinions=[("010combined", "html_with_citations", html)]),
        *filler(600, "F.3d", "ca2", 2011, 100),
    ]  # fmt: skip
    bulk = tmp_path_factory.mktemp("block-bulk")
    Snapshot(cases=cases, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(bulk, "2026-06-30")
    target = tmp_path_factory.mktemp("block-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, home: Path, paragraphs: list[str]) -> tuple[Evidence, CitationStatus]:
    block = "\n>\n".join(f"> {p}" for p in paragraphs)
    doc = extract_document(f"The court explained:\n\n{block}\n\n{CITED}\n".encode(), "brief.md")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    assert len(task.claim.quotes) == len(paragraphs), task.claim.quotes
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    evidence = verifier.verify(task)
    return evidence, final_status(task.citation, None, [evidence]).status


@pytest.mark.parametrize(
    "paragraphs",
    [
        [PAGES[501].split(". ")[0] + ".", PAGES[503]],  # two passages apart, joined unmarked
        [PAGES[503], PAGES[502]],  # the court's order turned round
    ],
)
def test_a_block_quotation_joining_passages_the_court_wrote_apart_is_for_review(
    index, tmp_path, paragraphs
) -> None:
    ev, status = check(index, tmp_path, paragraphs)
    assert status is CitationStatus.REVIEW and "not one passage" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    "paragraphs",
    [
        [PAGES[501], PAGES[502]],  # paragraphs the court wrote one after the other
        [PAGES[501].split(". ")[0] + ". . . .", PAGES[503]],  # the omission marked
    ],
)
def test_a_block_quotation_of_the_courts_own_run_of_paragraphs_is_verified(
    index, tmp_path, paragraphs
) -> None:
    ev, status = check(index, tmp_path, paragraphs)
    assert status is CitationStatus.VERIFIED, ev.evidence_summary


STATUTE_PAGE = "Hale v. Pratt, 600 F.3d 500, 504 (2d Cir. 2011)."


def check_text(index: SQLiteCitationIndex, home: Path, text: str) -> dict[str, CitationStatus]:
    """Each case citation of the brief by its text, with its final status."""
    doc = extract_document(text.encode(), "brief.md")
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    found = {}
    for task in citation_tasks(doc):
        if task.claim is not None and task.citation.type.value == "case":
            evidence = verifier.verify(task)
            found[task.citation.text] = final_status(task.citation, None, [evidence]).status
    return found


@pytest.mark.parametrize(
    ("quoted", "expected"),
    [
        ("We hold that an employer who acts willfully must pay liquidated damages to the employee under "
         "29 U.S.C. § 216(b).", CitationStatus.VERIFIED),
        ("We hold that an employer who acts willfully need not pay liquidated damages to the employee under "
         "29 U.S.C. § 216(b).", CitationStatus.ERROR),
        ("We hold that an employer who acts willfully must pay liquidated damages to the employee under "
         "29 U.S.C. § 216(b). See Roe v. Doe, 500 F.3d 1, 5 (2d Cir. 2005). The claim is therefore untimely.",
         CitationStatus.ERROR),
    ],
)  # fmt: skip
def test_a_block_quotation_holding_the_courts_own_citations_is_checked_around_them(
    index, tmp_path, quoted, expected
) -> None:
    found = check_text(index, tmp_path, f"The court was clear:\n\n> {quoted}\n\n{STATUTE_PAGE}\n")
    assert found[STATUTE_PAGE.rstrip(".")] is expected, found


@pytest.mark.parametrize(
    "lead_in",
    [
        "In {}, the court held as follows.",
        "The court stated in {} that",
        "As the court explained in {},",
        "In {}, relying on Roe v. Doe, 500 F.3d 1, 5 (2d Cir. 2005), the court held:",
    ],
)
def test_a_false_block_quotation_after_a_lead_in_citing_the_case_is_an_error(
    index, tmp_path, lead_in
) -> None:
    cited = STATUTE_PAGE.rstrip(".")
    false = "We hold that an employer who acts willfully need not pay liquidated damages to the employee."
    found = check_text(index, tmp_path, f"{lead_in.format(cited)}\n\n> {false}\n\nThe next point.\n")
    assert found[cited] is CitationStatus.ERROR, found
    true = false.replace("need not", "must")
    found = check_text(index, tmp_path, f"{lead_in.format(cited)}\n\n> {true}\n\nThe next point.\n")
    assert found[cited] is CitationStatus.VERIFIED, found


@pytest.mark.parametrize(
    ("quoted", "expected"),
    [
        ("We hold that a landlord who acts in bad faith must pay treble damages to the tenant.",
         CitationStatus.VERIFIED),
        # read as a quotation by where it stands: a person decides whether it is one
        ("We hold that a landlord who acts in bad faith need not pay treble damages to the tenant.",
         CitationStatus.REVIEW),
    ],
)  # fmt: skip
def test_a_block_quotation_that_lost_its_indentation_is_still_checked(
    index, tmp_path: Path, quoted: str, expected: CitationStatus
) -> None:
    """A plain-text brief keeps no indentation: a paragraph between a lead-in ending in a colon and a
    paragraph opening with the citation is the block quotation it cites (it was never checked)."""
    lead, after = "The court explained the penalty at some length:", "Hale, 600 F.3d 500, 501. It follows."
    text = f"{lead}\n\n{quoted}\n\n{after}\n"
    doc = extract_document(text.encode(), "brief.txt")
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    assert task.claim.quotes == [quoted]
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    evidence = verifier.verify(task)
    assert final_status(task.citation, None, [evidence]).status is expected, evidence.evidence_summary


@pytest.mark.parametrize(
    ("lead", "paragraph"),
    [
        # a heading, a list, a question, the brief's own statement of the result
        (
            "II. The landlord acted in bad faith:",
            "The landlord kept the whole deposit and never sent a list.",
        ),
        ("The factors are:", "bad faith, the amount withheld, and whether the tenant asked for a list."),
        ("The question presented is:", "Whether a landlord who acts in bad faith must pay treble damages."),
        (
            "The court reached a clear result:",
            "A landlord that acts in bad faith owes the tenant treble damages.",
        ),
        (
            "The court's reasoning was straightforward:",
            "A landlord who never itemizes cannot claim good faith.",
        ),
        ("The Second Circuit addressed this exact question:", "A landlord who never itemizes is liable."),
    ],
)
def test_the_briefs_own_paragraph_after_a_colon_is_no_block_quotation(
    index, tmp_path: Path, lead: str, paragraph: str
) -> None:
    doc = extract_document(
        f"{lead}\n\n{paragraph}\n\nHale, 600 F.3d 500, 501. It follows.\n".encode(), "brief.txt"
    )
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    assert task.claim.quotes == []


def check_plain(index: SQLiteCitationIndex, home: Path, text: str, name: str = "brief.txt") -> CitationStatus:
    """The one case citation's final status, the brief read from a file of `name`'s kind."""
    doc = extract_document(text.encode(), name)
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=home), LocalBlobStore(home / "s"), sources=[], index=index)
    return final_status(task.citation, None, [verifier.verify(task)]).status


TRUE = "We hold that a landlord who acts in bad faith must pay treble damages to the tenant."
FALSE = TRUE.replace("must pay", "need not pay")
HALE = "Hale, 600 F.3d 500, 501. It follows."


@pytest.mark.parametrize(
    "shape",
    [
        # the lead-in cites the case said to speak; nothing cites it after
        "In Hale, 600 F.3d 500, 501 (2d Cir. 2011), the Second Circuit explained:\n\n{q}\n\nThe court erred.",
        # a lead-in verb of saying in other words
        "As the Second Circuit has made clear:\n\n{q}\n\n" + HALE,
        "The court warned:\n\n{q}\n\n" + HALE,
        "The panel added:\n\n{q}\n\n" + HALE,
        "As the Second Circuit stressed:\n\n{q}\n\n" + HALE,
        "The court pointed out:\n\n{q}\n\n" + HALE,
        "The majority underscored the point:\n\n{q}\n\n" + HALE,
        "The court of appeal emphasised:\n\n{q}\n\n" + HALE,
        "The court spelled out the rule:\n\n{q}\n\n" + HALE,
        # a quotation of two paragraphs, the second holding the change
        "The court explained:\n\nThe question presented is whether a landlord may withhold a security "
        "deposit for ordinary wear.\n\n{q}\n\nHale, 600 F.3d 500, 500-01. It follows.",
        # one quotation whole, in its marks, as its own paragraph
        "The court explained:\n\n“{q}”\n\n" + HALE,
    ],
)
def test_a_block_quotation_a_plain_file_does_not_set_apart_is_checked_however_it_is_led_in(
    index, tmp_path: Path, shape: str
) -> None:
    assert check_plain(index, tmp_path / "t", shape.format(q=TRUE)) is CitationStatus.VERIFIED
    assert check_plain(index, tmp_path / "f", shape.format(q=FALSE)) is CitationStatus.REVIEW


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    "lead",
    ["The Second Circuit's decision in Hale controls this appeal.", "The court reasoned as follows.", ""],
)
def test_a_paragraph_in_quotation_marks_whole_before_its_citation_is_its_quotation(
    index, tmp_path: Path, name: str, lead: str
) -> None:
    """A paragraph wholly in quotation marks, its citation the paragraph after it alone, was never
    compared when no colon led into it: a misquote so set was VERIFIED. Read as the cited court's
    words by where it stands: a faithful one is VERIFIED, a misquote for a person (the quotation may
    be another source's)."""
    shape = f"{lead}\n\n“{{q}}”\n\nHale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011).\n"
    assert check_plain(index, tmp_path / "t", shape.format(q=TRUE), name) is CitationStatus.VERIFIED
    assert check_plain(index, tmp_path / "f", shape.format(q=FALSE), name) is CitationStatus.REVIEW


@pytest.mark.parametrize(
    "shape",
    [
        # another source quoted, then a case cited for a point of its own
        "Section 12 of the Act provides:\n\n“{q}”\n\nHale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011).\n",
        "The lease says this.\n\n“{q}”\n\nSee Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011).\n",
        "The rule is old.\n\n“{q}”\n\nHale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011), holds that bad faith "
        "costs.\n",
    ],
)
def test_a_quoted_paragraph_of_another_source_before_a_case_cited_for_its_own_point_is_not_the_cases(
    index, tmp_path: Path, shape: str
) -> None:
    """A quoted statute, lease or letter, then a paragraph citing a case with a signal or words of
    its own: not the case's quotation (each was ERROR, "misquote")."""
    assert check_plain(index, tmp_path, shape.format(q="Any landlord shall return the deposit.")) is (
        CitationStatus.VERIFIED
    )


def test_a_pdf_paragraph_set_in_is_a_block_quotation_and_a_signature_block_is_not(
    index, tmp_path: Path
) -> None:
    """A PDF sets a block quotation apart only by its indentation: every line set in past the
    margin. Read from the layout alone, a mismatch is for review; a signature block set in is none."""
    import sys

    sys.path.insert(0, str(Path(__file__).parents[1] / "readers"))
    from reader_files import make_pdf

    held = PAGES[501]

    def pdf(quoted: str) -> bytes:
        words = quoted.split()
        lines = [
            "The landlord kept the deposit for months, and the tenant sued to recover it with damages",
            "as the statute allows. The Second Circuit has been clear on the point, as the panel wrote",
            "in its opinion, and its words bear repeating here, since they decide this appeal in full:",
            (36, " ".join(words[: len(words) // 2])),
            (36, " ".join(words[len(words) // 2 :])),
            "Hale, 600 F.3d 500, 501. The court below did not follow it, and its judgment should fall.",
            (216, "Respectfully submitted, /s/ Jane Roe, Jane Roe, Counsel for the Tenant, 12 Main"),
            (216, "Street, Springfield, jane@example.com, Dated: May 1, 2024, and signed on that day"),
        ]
        return make_pdf([lines])

    quoted = [b.text for b in extract_document(pdf(held), "brief.pdf").blocks if b.quotation]
    assert quoted == [held], quoted
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    for text, expected in (
        (held, CitationStatus.VERIFIED),
        (held.replace("must pay", "need not pay"), CitationStatus.REVIEW),
    ):
        [task] = [t for t in citation_tasks(extract_document(pdf(text), "brief.pdf")) if t.claim is not None]
        assert final_status(task.citation, None, [verifier.verify(task)]).status is expected, text


@pytest.mark.parametrize(
    "text",
    [
        # the brief's own sentence ends at the colon ("has made clear that ... three things:")
        "The Second Circuit has made clear that a plaintiff suing a supervisor must show three things:\n\n"
        "First, that the supervisor knew of the harassment and did nothing at all to stop it.\n\n"
        "Second, that the harassment was severe enough to alter the conditions of employment.\n\n" + HALE,
        # a description, not a quotation
        "In Hale, 600 F.3d 500 (2d Cir. 2011), the Second Circuit described the question before it as "
        "follows:\n\nWhether a landlord who acts in bad faith must pay treble damages to the tenant.\n\n"
        "It answered yes.",
        # the lead-in's case is one another relied on, and the district court speaks
        "Relying on Hale, 600 F.3d 500, 501 (2d Cir. 2011), the district court held:\n\nThe landlord kept "
        "the deposit in bad faith and so owes the tenant treble damages for it.\n\nThat was error.",
        # a witness's words and the record's citation before the case's
        "At his deposition, Officer Diaz explained the search in detail:\n\nI opened the trunk because the "
        "dog alerted on it, and I did not ask for a warrant first.\n\nJA-31 (Diaz Dep. 45:3-12).\n\n" + HALE,
    ],
)
def test_the_briefs_own_paragraphs_after_a_colon_are_no_block_quotation(text: str) -> None:
    doc = extract_document(text.encode(), "brief.txt")
    assert not any(b.quotation for b in doc.blocks), [b.text for b in doc.blocks if b.quotation]


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    "lead_in", ["The lease provides:", "Plaintiff alleges as follows:", "Officer Diaz testified:"]
)
def test_a_correct_citation_after_an_indented_clause_or_allegation_is_verified(
    index, tmp_path: Path, name: str, lead_in: str
) -> None:
    """Set in after a lead-in naming a document, a party or a witness, the words are not the case's:
    the correct citation after them was an ERROR for a quotation it never made."""
    clause = (
        "        The tenant shall pay all rent on the first day of each month without\n"
        "        demand, and shall not withhold any part of it for any reason.\n"
    )
    text = f"{lead_in}\n\n{clause}\nHale, 600 F.3d 500, 501, holds that a landlord must pay treble damages.\n"
    assert check_plain(index, tmp_path, text, name) is CitationStatus.VERIFIED
