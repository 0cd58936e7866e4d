"""Every quotation attached to the citation it is quoted from, in the shapes briefs use: a run-in
quotation of several sentences before its citation, a quotation split by its citation, "Id." after
a quotation, and block quotations (Markdown, indented plain text, a Word "Quote" paragraph or one
set in from both margins) followed by their citation, ending in it, or after a lead-in that cites
it. Each fails on a reader that only looks inside the citing sentence."""

from __future__ import annotations

import io

import pytest

from briefcheck.extract import extract_document, extract_text

SMITH = "Smith v. Jones, 123 F.3d 456, 460 (2d Cir. 1997)"


def quotes_of(doc, n: int = 0) -> list[str]:
    return doc.claim(doc.citations()[n].claim_id).quotes


def test_a_run_in_quotation_of_two_sentences_before_its_citation() -> None:
    doc = extract_text(
        'The standard is strict. "A court must weigh every factor. No factor is decisive alone." '
        f"{SMITH}. The next point follows."
    )
    assert quotes_of(doc) == ["A court must weigh every factor. No factor is decisive alone."]


def test_a_quotation_split_by_its_citation() -> None:
    doc = extract_text(f'"Sanctions must be proportionate," {SMITH}, "and never punitive in kind."')
    assert quotes_of(doc) == ["Sanctions must be proportionate,", "and never punitive in kind."]


def test_id_after_a_quotation_takes_it_with_its_antecedent() -> None:
    doc = extract_text(f'See {SMITH}. The court added: "fees must track the work actually done." Id. at 461.')
    smith, ident = doc.citations()
    claim = doc.claim(ident.claim_id)
    assert claim.quotes == ["fees must track the work actually done."]
    assert smith.id in claim.citation_ids
    assert doc.claim(smith.claim_id).quotes == []


def test_a_quotation_far_before_a_citation_is_not_its() -> None:
    doc = extract_text(
        'Counsel said "this is the rule we ask for." Nothing more was argued. Then came the ruling. '
        f"Much later still. {SMITH}."
    )
    assert quotes_of(doc) == []


def test_a_markdown_block_quotation_followed_by_its_citation() -> None:
    doc = extract_document(
        (
            "The court explained the rule at length.\n\n"
            "> A party seeking sanctions must first serve the motion. The court may then act only "
            "after the safe-harbor period runs.\n\n"
            f"{SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    assert quotes_of(doc) == [
        "A party seeking sanctions must first serve the motion. The court may then act only after the "
        "safe-harbor period runs."
    ]


def test_a_block_quotation_ending_in_its_citation_and_one_after_a_lead_in() -> None:
    doc = extract_document(
        (
            "> A party seeking sanctions must first serve the motion (emphasis added). "
            f"{SMITH}.\n\n"
            "As the Circuit put it in Doe v. Roe, 5 F.4th 10, 12 (3d Cir. 2021):\n\n"
            "> The safe-harbor period is mandatory and cannot be waived by the court.\n"
        ).encode(),
        "brief.md",
    )
    assert quotes_of(doc, 0) == ["A party seeking sanctions must first serve the motion"]
    assert quotes_of(doc, 1) == ["The safe-harbor period is mandatory and cannot be waived by the court."]


def test_an_indented_plain_text_block_quotation() -> None:
    doc = extract_document(
        (
            "The court explained:\n\n"
            "    A party seeking sanctions must first serve the motion\n"
            "    and wait twenty-one days.\n\n"
            f"{SMITH}.\n"
        ).encode(),
        "brief.txt",
    )
    assert quotes_of(doc) == [
        "A party seeking sanctions must first serve the motion and wait twenty-one days."
    ]


def test_word_block_quotations_by_style_and_by_indent() -> None:
    import docx
    from docx.shared import Inches

    document = docx.Document()
    document.add_paragraph("The court explained the rule.")
    document.add_paragraph("A party seeking sanctions must first serve the motion.", style="Quote")
    document.add_paragraph(f"{SMITH}.")
    document.add_paragraph("And again, in the same case:")
    indented = document.add_paragraph("The safe-harbor period is mandatory and cannot be waived.")
    indented.paragraph_format.left_indent = Inches(1)
    indented.paragraph_format.right_indent = Inches(1)
    document.add_paragraph("Id. at 462.")
    buffer = io.BytesIO()
    document.save(buffer)
    doc = extract_document(buffer.getvalue(), "brief.docx")
    assert quotes_of(doc, 0) == ["A party seeking sanctions must first serve the motion."]
    assert quotes_of(doc, 1) == ["The safe-harbor period is mandatory and cannot be waived."]


@pytest.mark.parametrize(
    ("after", "inferred"),
    [
        # cited as the Bluebook cites a block quotation, by a paragraph of citations: the case's words
        (f"{SMITH}.", False),
        # its citation in the brief's own sentence: read from its indentation alone, a mismatch is for
        # a person, not an error
        (f"{SMITH}, controls here.", True),
    ],
)
def test_a_word_quotation_set_in_on_the_left_alone_is_its_citations(after: str, inferred: bool) -> None:
    """Set in on the left alone after a lead-in naming a court, the quotation is checked against the
    case cited after it."""
    import docx
    from docx.shared import Inches

    document = docx.Document()
    document.add_paragraph("The court's reasoning bears repeating:")
    indented = document.add_paragraph("The safe-harbor period is mandatory and cannot be waived.")
    indented.paragraph_format.left_indent = Inches(1)
    document.add_paragraph(after)
    buffer = io.BytesIO()
    document.save(buffer)
    doc = extract_document(buffer.getvalue(), "brief.docx")
    assert quotes_of(doc, 0) == ["The safe-harbor period is mandatory and cannot be waived."]
    assert spans_of(doc) == [inferred]


@pytest.mark.parametrize(
    "lead_in", ["Plaintiff alleges as follows:", "The lease provides:", "We argue three points:"]
)
def test_a_word_paragraph_set_in_after_a_lead_in_naming_no_court_is_the_briefs_own(lead_in: str) -> None:
    """Indented allegations, a contract's clause or the brief's own points after a colon are not the
    words of the case cited after them (a correct citation went to REVIEW)."""
    import docx
    from docx.shared import Inches

    document = docx.Document()
    document.add_paragraph(lead_in)
    indented = document.add_paragraph("The safe-harbor period is mandatory and cannot be waived.")
    indented.paragraph_format.left_indent = Inches(1)
    document.add_paragraph(f"{SMITH}.")
    buffer = io.BytesIO()
    document.save(buffer)
    assert quotes_of(extract_document(buffer.getvalue(), "brief.docx")) == []


def test_an_html_blockquote_followed_by_its_citation() -> None:
    doc = extract_document(
        (
            "<p>The court explained:</p><blockquote><p>A party seeking sanctions must first serve the "
            f"motion.</p></blockquote><p>{SMITH}.</p>"
        ).encode(),
        "brief.html",
    )
    assert quotes_of(doc) == ["A party seeking sanctions must first serve the motion."]


def test_a_block_quotation_holding_the_quoted_courts_own_citations_is_checked_around_them() -> None:
    """The quoted court's own citations inside a block quotation are cut out, not the quotation
    dropped: its words either side are the cited case's to check (a changed "must" beside a statute
    the court names was never read)."""
    doc = extract_document(
        (
            "> The rule is settled. See Doe v. Roe, 5 F.4th 10, 12 (3d Cir. 2021). It binds us here.\n\n"
            f"{SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    doe, smith = doc.citations()
    assert doc.claim(smith.claim_id).quotes == ["The rule is settled.", "It binds us here."]
    assert doc.claim(doe.claim_id).quotes == []
    statute = extract_document(
        (
            "The court was clear:\n\n> We hold that an employer who acts willfully need not pay liquidated "
            f"damages under 29 U.S.C. § 216(b) to the employee. {SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    cited = next(c for c in statute.citations() if c.text.startswith("Smith"))
    assert statute.claim(cited.claim_id).quotes == [
        "We hold that an employer who acts willfully need not pay liquidated damages under",
        "to the employee.",
    ]
    rule = extract_document(
        (
            "The court put it plainly:\n\n    Under Fed. R. Civ. P. 56(a), summary judgment is "
            "proper whenever "
            f"there is a genuine dispute as to any material fact.\n\n{SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    cited = next(c for c in rule.citations() if c.text.startswith("Smith"))
    assert rule.claim(cited.claim_id).quotes == [
        "summary judgment is proper whenever there is a genuine dispute as to any material fact."
    ]


def test_a_block_quotation_ending_in_a_string_of_citations_is_the_first_ones() -> None:
    """ "... the words. Smith, cite; see also Doe, cite.": the quotation is Smith's; a citation
    closing a sentence of the quotation before the string is the quoted court's own."""
    doc = extract_document(
        (
            "> A party seeking sanctions must first serve the motion. Roe v. Poe, 9 F.4th 1, 3 (2d "
            "Cir. 2021). "
            f"The court may act only after the safe-harbor period runs. {SMITH}; see also Doe v. Roe, "
            f"5 F.4th "
            "10, 12 (3d Cir. 2021).\n"
        ).encode(),
        "brief.md",
    )
    roe, smith, doe = doc.citations()
    assert doc.claim(smith.claim_id).quotes == [
        "A party seeking sanctions must first serve the motion.",
        "The court may act only after the safe-harbor period runs.",
    ]
    assert doc.claim(roe.claim_id).quotes == doc.claim(doe.claim_id).quotes == []


@pytest.mark.parametrize(
    "lead_in",
    [
        f"In {SMITH}, the court held as follows.",
        f"The court stated in {SMITH} that",
        f"As the court explained in {SMITH},",
        f"The Second Circuit put it this way in {SMITH} \u2014",
        f"In {SMITH}, relying on Doe v. Roe, 5 F.4th 10, 12 (3d Cir. 2021), the court held:",
    ],
)
def test_a_block_quotation_after_a_lead_in_citing_it_is_the_lead_ins_case(lead_in: str) -> None:
    """A lead-in need not end in a colon; of two cases it cites, the quotation is the one the
    court is said to speak in, not the one it relied on."""
    text = f"{lead_in}\n\n> A party seeking sanctions must first serve the motion.\n\nThe next point.\n"
    doc = extract_document(text.encode(), "brief.md")
    smith = next(c for c in doc.citations() if c.text.startswith("Smith"))
    assert quotes_of(doc, doc.citations().index(smith)) == [
        "A party seeking sanctions must first serve the motion."
    ]
    assert all(doc.claim(c.claim_id).quotes == [] for c in doc.citations() if c is not smith)


def test_a_block_quotation_after_a_lead_in_whose_last_sentence_cites_nothing_is_nobodys() -> None:
    """ "See Smith. The agreement provides." is no lead-in of Smith's: the contract's words are not
    checked against the case."""
    doc = extract_document(
        f"See {SMITH}. The agreement then provides as follows.\n\n> The tenant shall pay all costs.\n\n"
        "Next.\n".encode(),
        "brief.md",
    )
    assert quotes_of(doc) == []


def test_each_quotation_is_listed_with_where_it_stands() -> None:
    text = f'The standard is strict. "A court must weigh every factor." {SMITH}.'
    doc = extract_text(text)
    claim = doc.claim(doc.citations()[0].claim_id)
    [span] = claim.quote_spans
    assert text[span.start : span.end] == '"A court must weigh every factor."'
    block = extract_document(
        f"The court explained.\n\n> A party must first serve the motion.\n\n{SMITH}.\n".encode(), "brief.md"
    )
    [quoted] = block.claim(block.citations()[0].claim_id).quote_spans
    quote_block = next(b for b in block.blocks if b.path == quoted.block_path)
    assert (
        quote_block.quotation
        and quote_block.text[quoted.start : quoted.end] == "A party must first serve the motion."
    )


def test_a_block_quotation_of_several_paragraphs_is_its_citations_whole() -> None:
    """Every paragraph of a block quotation is the citation's after its last, not only the last
    one (the first could say "three days" for the court's "thirty" unread)."""
    first = "A tenant shall give notice within thirty days of the defect."
    second = "The landlord shall not be liable for damages exceeding the deposit."
    doc = extract_document(
        f"As the court held:\n\n> {first}\n>\n> {second}\n\n{SMITH}.\n".encode(), "brief.md"
    )
    assert quotes_of(doc) == [first, second]
    ending = extract_document(f"> {first}\n>\n> {second} {SMITH}.\n".encode(), "brief.md")
    assert quotes_of(ending) == [first, second]


def test_a_markdown_paragraph_set_in_four_spaces_is_a_block_quotation() -> None:
    """A brief converted from Word sets its block quotations in: Markdown would read them as code,
    and leave the quotation unchecked."""
    words = "A tenant shall give notice within thirty days of the defect, and not later."
    for indent in ("    ", "\t"):
        doc = extract_document(
            f"As the court explained:\n\n{indent}{words}\n\n{SMITH}.\n".encode(), "brief.md"
        )
        assert quotes_of(doc) == [words]


def test_paragraphs_all_set_in_are_the_documents_style_not_quotations() -> None:
    """A brief whose every paragraph is set in has no block quotation by indentation: its prose is
    never checked as the court's words."""
    paragraphs = [f"    The argument runs on, point {n}. {SMITH}." for n in range(4)]
    for name in ("brief.md", "brief.txt"):
        doc = extract_document("\n\n".join(paragraphs).encode(), name)
        assert all(not quotes_of(doc, n) for n in range(4)), name


def test_a_text_file_whose_paragraphs_are_set_in_reads_a_quotation_only_set_in_further() -> None:
    """A .txt brief indenting each paragraph's first line, one line a paragraph, between headings
    at the margin: its paragraphs are its prose (they were all read as marked quotations, so correct
    citations were ERROR for words 'not in' their cases), and the one set in further is a quotation."""
    quoted = "A tenant shall give notice within thirty days of the defect, and not later."
    text = (
        "ARGUMENT\n\nI. THE NOTICE WAS LATE\n\n"
        "    The tenant waited two months to write, and the lease required more. As the court explained:\n\n"
        f"        {quoted}\n\n    {SMITH}. The rule fits these facts, and the tenant offers no reason.\n\n"
        "II. THE DEPOSIT\n\n    The landlord kept the deposit for repairs it documented in detail. "
        f"{SMITH}.\n\n    The judgment should be affirmed on both grounds, and costs awarded. {SMITH}.\n"
    )
    doc = extract_document(text.encode(), "brief.txt")
    assert quotes_of(doc) == [quoted]
    assert all(not quotes_of(doc, n) for n in range(1, 3))


def test_a_paragraph_whose_first_line_alone_is_set_in_is_the_briefs_own() -> None:
    """A hand-wrapped paragraph set in at its first line only ("... 512 F.3d" / "100, 105 ...") is
    one paragraph of the brief's: its citations all read, its words no quotation."""
    text = (
        "    The district court relied on Hale v. Pratt, 512 F.3d\n100, 105 (2d Cir. 2008), and on Doe v. "
        "Roe, 600 F.3d 200 (2d Cir. 2010).\n\n    It also cited Brown v. Board of Education, 347 U.S.\n"
        f"483 (1954).\n\n    A third paragraph.\n\n    {SMITH}.\n"
    )
    doc = extract_document(text.encode(), "brief.md")
    assert len(doc.citations()) == 4
    assert all(not quotes_of(doc, n) for n in range(4))


def test_a_list_items_own_paragraph_set_in_under_it_is_no_quotation() -> None:
    item = "1. It misapplied the standard."
    text = f"The court erred twice.\n\n{item}\n\n    The evidence favors the nonmovant. {SMITH}.\n"
    doc = extract_document(text.encode(), "brief.md")
    assert quotes_of(doc) == []


def test_a_statute_the_quoted_court_names_at_the_end_of_its_sentence_does_not_take_the_quotation() -> None:
    """ "... to the employee under 29 U.S.C. § 216(b)." ends the court's sentence, not the brief's
    citation of the block: the case cited after the block owns it."""
    doc = extract_document(
        (
            "The court was clear:\n\n> We hold that an employer who acts willfully must pay "
            "liquidated damages "
            f"to the employee under 29 U.S.C. § 216(b).\n\n{SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    statute, smith = doc.citations()
    assert doc.claim(smith.claim_id).quotes == [
        "We hold that an employer who acts willfully must pay liquidated damages to the employee under"
    ]
    assert doc.claim(statute.claim_id).quotes == []


ROE = "Roe v. Doe, 5 F.4th 10, 12 (3d Cir. 2021)"


@pytest.mark.parametrize(
    "text",
    [
        # the block's citation in a paragraph of its own after it
        f"> The rule is settled. It binds us here. See {ROE}.\n\n{SMITH}.\n",
        f"> The rule is settled. It binds us here. Id. at 12.\n\n{SMITH}.\n",
        # or in a lead-in ending in a colon
        f"In {SMITH}, the court explained:\n\n> The rule is settled. It binds us here. See {ROE}.\n",
    ],
)
def test_a_block_ending_in_the_quoted_courts_citation_sentence_is_the_briefs_citations(text: str) -> None:
    """ "... It binds us here. See Roe, cite." ending a block the brief cites after it (or in a
    colon's lead-in) is the quoted court's sentence: the block is Smith's, not Roe's."""
    doc = extract_document(text.encode(), "brief.md")
    smith = next(c for c in doc.citations() if c.text.startswith("Smith"))
    assert doc.claim(smith.claim_id).quotes == ["The rule is settled. It binds us here."]
    assert all(doc.claim(c.claim_id).quotes == [] for c in doc.citations() if c is not smith)


def test_a_block_ending_in_its_citation_and_a_quoting_parenthetical_is_its_citations() -> None:
    doc = extract_document(
        f"> The rule is settled and binds us here. {SMITH} (quoting {ROE}).\n".encode(), "brief.md"
    )
    smith, _ = doc.citations()
    assert doc.claim(smith.claim_id).quotes == ["The rule is settled and binds us here."]


def test_the_briefs_citation_omitted_note_and_the_courts_parentheticals_in_a_block() -> None:
    """ "(citation omitted)" stands where the court's citation was: the words either side are
    checked apart; the court's own parenthetical ("(holding that ...)") is its words too."""
    doc = extract_document(
        (
            "> The rule is settled. (Citation omitted.) It binds us here. See "
            f"{ROE} (holding that the limitations period is three years). It applies.\n\n{SMITH}.\n"
        ).encode(),
        "brief.md",
    )
    smith = next(c for c in doc.citations() if c.text.startswith("Smith"))
    assert doc.claim(smith.claim_id).quotes == [
        "The rule is settled.",
        "It binds us here.",
        "holding that the limitations period is three years",
        "It applies.",
    ]


def test_a_block_closed_by_another_case_than_its_lead_ins_is_either_ones_to_settle() -> None:
    """ "In Smith, cite, the rule's source is plain:" then a block closed by "Roe v. Doe, cite.": the
    words may be Roe's (the brief citing the block) or Smith's (the court citing Roe), so both carry
    the quotation and name each other, and whose it is is settled when both are read."""
    text = f"In {SMITH}, the rule's source is plain:\n\n> The rule is settled and binds us here. {ROE}.\n"
    doc = extract_document(text.encode(), "brief.md")
    smith, roe = doc.citations()
    quoted = ["The rule is settled and binds us here."]
    assert doc.claim(smith.claim_id).quotes == doc.claim(roe.claim_id).quotes == quoted
    shared = (doc.claim(smith.claim_id).quote_also_cited, doc.claim(roe.claim_id).quote_also_cited)
    assert shared == ([roe.id], [smith.id])


def test_a_heading_in_capitals_right_above_a_paragraph_is_no_part_of_its_first_case_name() -> None:
    """'ARGUMENT' on the line above 'Hale v. Pratt, ...', no blank line between, was read into the
    name ('ARGUMENT Hale v. Pratt'), and the correct citation matched its case only in part."""
    for heading in ("ARGUMENT", "I. THE NOTICE WAS LATE", "B. The Lease Permits Subletting"):
        doc = extract_document(f"{heading}\n{SMITH} decides this appeal.\n".encode(), "brief.txt")
        [cited] = doc.citations()
        assert cited.components.party_1 == "Smith", cited
        assert [b.type for b in doc.blocks][:2] == ["heading", "paragraph"]


def test_a_signature_block_or_a_list_set_in_after_a_quotation_is_the_briefs_own() -> None:
    """The indented 'Respectfully submitted, /s/ ...' closing a .txt brief, or its own numbered list,
    was read as a quotation of the case cited last (ERROR on a correct brief)."""
    quoted = '"A tenant shall give notice within thirty days."'
    for tail in (
        "    Respectfully submitted,\n    /s/ Jane Roe\n    Counsel for Appellee",
        "    1. The notice was late.\n    2. The deposit was kept for repairs.",
    ):
        doc = extract_document(f"The rule is plain. {quoted} {SMITH}.\n\n{tail}\n".encode(), "brief.txt")
        assert quotes_of(doc) == ["A tenant shall give notice within thirty days."], tail


def spans_of(doc, n: int = 0) -> list[bool]:
    """Whether each of the n-th citation's quotations was read from where it stands alone."""
    return [s.inferred for s in doc.claim(doc.citations()[n].claim_id).quote_spans]


INDENTED = (
    "        The tenant shall pay all rent on the first day of each month without\n"
    "        demand, and shall not withhold any part of it for any reason.\n"
)


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    "lead_in",
    ["Plaintiff alleges as follows:", "The lease provides:", "Officer Diaz testified at his deposition:"],
)
@pytest.mark.parametrize(
    "after",
    [f"{SMITH}.", f"{SMITH}, holds that a tenant may sue for it.", f"Under {SMITH}, the tenant may sue."],
)
def test_a_plain_paragraph_set_in_after_a_lead_in_naming_no_court_is_no_quotation_of_the_case(
    name: str, lead_in: str, after: str
) -> None:
    """Indented allegations, a lease's clause or a witness's words after a colon are not the words of
    the case cited after them in the brief's own sentence (a correct citation went to ERROR)."""
    doc = extract_document(f"{lead_in}\n\n{INDENTED}\n{after}\n".encode(), name)
    assert quotes_of(doc) == []


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
def test_a_plain_paragraph_set_in_and_cited_by_a_paragraph_of_citations_is_the_cases_own(name: str) -> None:
    """Cited as the Bluebook cites a block quotation (its citation a paragraph of its own after it), an
    indented paragraph is the case's words whatever its lead-in says, and checked as such."""
    doc = extract_document(f"The rule is settled:\n\n{INDENTED}\n{SMITH}.\n".encode(), name)
    assert quotes_of(doc) == [" ".join(INDENTED.split())]
    assert spans_of(doc) == [False]


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    ("lead_in", "after", "inferred"),
    [
        # a court said to speak, and the case cited after it: the case's words
        ("The court warned:", f"{SMITH}.", False),
        ("As the Second Circuit stressed:", f"{SMITH}.", False),
        # its citation in a sentence of the brief's own: read from its place, a person decides
        ("The court's reasoning bears repeating:", f"{SMITH}, controls here.", True),
        ("The rule is settled:", f"{SMITH}, controls here.", True),
    ],
)
def test_a_plain_paragraph_set_in_after_a_court_speaking_is_checked_as_its_quotation(
    name: str, lead_in: str, after: str, inferred: bool
) -> None:
    doc = extract_document(f"{lead_in}\n\n{INDENTED}\n{after}\n".encode(), name)
    assert quotes_of(doc) == [" ".join(INDENTED.split())]
    assert spans_of(doc) == [inferred]


def test_a_plain_block_quotation_set_in_by_a_tab_in_a_brief_whose_paragraphs_open_with_one() -> None:
    """A brief whose paragraphs open with a Tab sets a block quotation in by a Tab on every line: the
    lines after a paragraph's first are at the margin, a block quotation's are not."""
    prose = (
        "\tThe tenant paid rent for years and asked for the deposit back when the lease ended, and\n"
        "the landlord kept it all without a word of explanation to anyone.\n"
    )
    quoted = (
        "\tThe tenant shall pay all rent on the first day of each month without\n"
        "\tdemand, and shall not withhold any part of it for any reason.\n"
    )
    doc = extract_document(
        f"{prose}\n\tThe court explained:\n\n{quoted}\n\t{SMITH}.\n\n{prose}".encode(), "brief.txt"
    )
    assert quotes_of(doc) == [" ".join(quoted.split())]


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    "lead_in", ["The court explained:", "Judge Smith wrote:", "The Second Circuit put it plainly:"]
)
def test_a_block_quotation_a_court_is_said_to_speak_is_the_next_paragraphs_citation(
    name: str, lead_in: str
) -> None:
    """After a lead-in saying a court spoke, the block quotation is the case the paragraph after it
    cites, even where that citation does not open it ("That is the rule. See X."): read from where it
    stands (it was never checked)."""
    doc = extract_document(
        f"{lead_in}\n\n{INDENTED}\nThat is the rule. See {SMITH}. The tenant wins.\n".encode(), name
    )
    assert quotes_of(doc) == [" ".join(INDENTED.split())]
    assert spans_of(doc) == [True]


@pytest.mark.parametrize("name", ["brief.txt", "brief.md"])
@pytest.mark.parametrize(
    "lead_in",
    [
        "The contract states:",
        "Our opening brief explained:",
        "We put it this way below:",
        "Plaintiff told the court:",
    ],
)
def test_a_block_a_party_a_document_or_the_brief_speaks_is_no_quotation_of_the_case(
    name: str, lead_in: str
) -> None:
    """Set in after a lead-in whose speaker is a document, a party or the brief itself, even cited by a
    paragraph of citations after it, the words are not the case's (a correct citation went to REVIEW
    or ERROR); "the court" as the object of "told" is no speaker."""
    doc = extract_document(f"{lead_in}\n\n{INDENTED}\n{SMITH}.\n".encode(), name)
    assert quotes_of(doc) == []


@pytest.mark.parametrize(
    ("text", "quotes"),
    [
        # a party's or the brief's lead-in, the case cited further on in the next paragraph
        ("Plaintiff stated:\n\n{block}\nThat is the rule. See {cite}.\n", []),
        ("As we noted in our opening brief:\n\n{block}\nThat is the rule. See {cite}.\n", []),
        # the court as whom counsel spoke to, the citation two sentences on
        ('Counsel told the court that the witness said, "I never signed the lease at all." That is '
         "telling. See {cite}.\n", []),
        # a figure a court is said to hold, though its sentence names a statute
        ('The Court held that the statute provides a "$500" penalty. {cite}.\n', ["$500"]),
        # a year is no figure quoted
        ('The events of "1990" matter. {cite}.\n', []),
    ],
)  # fmt: skip
def test_who_speaks_a_quotation_is_read_before_it_is_given_to_a_case(text: str, quotes: list[str]) -> None:
    doc = extract_document(text.format(block=INDENTED, cite=SMITH).encode(), "brief.txt")
    assert quotes_of(doc) == quotes
