"""Quotes and pin pages checked offline, against opinion texts from CourtListener's `opinions` bulk
file (the real dialect; each page-marker format the file carries) built into the index."""

from __future__ import annotations

import bz2
import shutil
from pathlib import Path

import pytest
from bulk_dialect import Case, Snapshot, filler
from offline_check import offline_check

from briefcheck.domain.codes import Category, CitationStatus, Outcome
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import Citation, Evidence
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.store.blobs import LocalBlobStore

EDITION = "2026-06-30"
HOLDING = (
    "government officials performing discretionary functions generally are shielded from liability for "
    "civil damages insofar as their conduct does not violate clearly established statutory or "
    "constitutional rights of which a reasonable per-\nson would have known"
)
LEAD = (
    "<p>457 U.S. 800 (1982)</p><p>HARLOW ET AL. v. FITZGERALD</p><p>JUSTICE POWELL delivered the opinion of "
    'the Court.</p><p>The issue <span class="star-pagination">*801</span> is the scope of the immunity '
    "available to senior aides and advisers of the President.</p>"
    + "".join(
        f'<p>Text of page {n}. <span class="star-pagination">*{n + 1}</span></p>' for n in range(801, 817)
    )
    + '<p>Against this background, <span class="star-pagination">*818</span> '
    + f"we therefore hold that {HOLDING}."
    '<sup>30</sup></p><p><span class="star-pagination">*819</span> Reversed.</p>'
)
DISSENT = (
    "<p>CHIEF JUSTICE BURGER, dissenting.</p>"
    '<p><span class="star-pagination">*820</span> The Court today abandons the careful balance struck by '
    "our precedents for the immunity of those who serve the President.</p>"
)
HARVARD = (
    '<?xml version="1.0" encoding="utf-8"?><opinion type="majority"><p>The statute of limitations is '
    'tolled.</p><page-number citation-index="1" label="496">*496</page-number><p>A claim accrues when the '
    "plaintiff knows of the injury and its cause.</p></opinion>"
)
PLAIN = "The court holds that a contract requires consideration. Affirmed."
PAGE_LABEL = (
    '<p>The first page.</p><a class="page-label">*476</a><p>Sanctions require a finding of bad faith by '
    "clear and convincing evidence.</p>"
)
# A public-domain citation's opinion: numbered paragraphs beside the star pages of its reporter
NUMBERED = (
    "<p>\u00b6 1 This case asks whether a recorded lease binds the land's later owners.</p>"
    '<p><span class="star-pagination">*5</span> \u00b6 2 We hold that a recorded lease binds every '
    "later owner of the land for the whole of its term.</p><p>[\u00b6 3] The judgment is affirmed.</p>"
)
CASES = [
    Case(1, "Harlow v. Fitzgerald", "1982-06-24", "scotus", [(457, "U.S.", "800")],
         opinions=[("020lead", "html_with_citations", LEAD), ("040dissent", "html_with_citations", DISSENT)]),
    Case(2, "Tolliver v. Nash", "2017-01-09", "ca11", [(925, "F.3d", "495")],
         opinions=[("010combined", "xml_harvard", HARVARD)]),
    Case(3, "Abernathy v. Quill", "2017-02-09", "ca11", [(925, "F.3d", "505")],
         opinions=[("010combined", "plain_text", PLAIN)]),
    Case(4, "Bancroft v. Ostrander", "2017-03-09", "ca11", [(925, "F.3d", "475")],
         opinions=[("010combined", "html_lawbox", PAGE_LABEL)]),
    Case(5, "Garnet v. Holloway", "2005-07-12", "wis", [(2005, "WI", "14")], citation_type=8,
         opinions=[("010combined", "html_with_citations", NUMBERED)]),
]  # fmt: skip
DENSE = filler(457, "U.S.", "scotus", 1982, 100) + filler(925, "F.3d", "ca11", 2017, 200)


@pytest.fixture(scope="module")
def bulk(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("texts-bulk")
    Snapshot(
        cases=CASES + DENSE,
        courts={"scotus": "Supreme Court", "ca11": "Eleventh Circuit", "wis": "Wisconsin Supreme Court"},
    ).write(directory, EDITION)
    return directory


@pytest.fixture(scope="module")
def index(bulk: Path, tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    target = tmp_path_factory.mktemp("texts-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def check(index: SQLiteCitationIndex, tmp_path: Path, sentence: str) -> Evidence:
    return offline_check(index, tmp_path, sentence)[0]


def test_a_quote_with_typographic_noise_is_found_on_its_page(index, tmp_path) -> None:
    """Curly quotes, an ellipsis for an omission, a bracketed alteration and a word broken at a
    line end in the source: found, on the pinned page."""
    quoted = (
        "\u201c[G]overnment officials performing discretionary functions generally are shielded from "
        "liability for civil damages insofar as their conduct does not violate clearly established . . . "
        "rights of which a reasonable person would have known.\u201d"
    )
    ev = check(
        index, tmp_path, f"Immunity is qualified. {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "pin page 818" in ev.checked and "1 quote(s)" in ev.checked
    assert ev.evidence_details.source == "courtlistener-bulk"


def test_a_quote_eliding_the_courts_generally_is_for_review(index, tmp_path) -> None:
    """Harlow's "officials ... generally are shielded", quoted without "generally": found, and the
    hedge left out named for a person to weigh."""
    quoted = (
        "\u201c[G]overnment officials performing discretionary functions . . . are shielded from liability "
        "for civil damages insofar as their conduct does not violate clearly established statutory or "
        "constitutional rights of which a reasonable person would have known.\u201d"
    )
    ev = check(
        index, tmp_path, f"Immunity is qualified. {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."
    )
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "leaves “generally” out" in ev.evidence_summary


def test_an_altered_quote_is_caught_with_the_closest_passage(index, tmp_path) -> None:
    quoted = (
        '"government officials performing discretionary functions are always absolutely immune from every '
        'suit for civil damages whatever their conduct"'
    )
    ev = check(
        index, tmp_path, f"Immunity is absolute. {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)."
    )
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.QUOTE_FABRICATION)
    assert "shielded from liability" in ev.evidence_details.model_extra["closest_passage"]


def test_a_true_quote_on_the_wrong_page_names_the_page_it_is_on(index, tmp_path) -> None:
    quoted = (
        '"shielded from liability for civil damages insofar as their conduct does not violate clearly '
        'established"'
    )
    ev = check(
        index, tmp_path, f"Immunity is qualified. {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 806 (1982)."
    )
    assert (ev.outcome, ev.hallucination_category) == (
        Outcome.VERIFIED_ERROR,
        Category.PARAGRAPH_HALLUCINATION,
    )
    assert ev.evidence_details.model_extra["quote_found_at"] == "818"


@pytest.mark.parametrize(
    ("pin", "off"),
    [("801", True), ("818", False), ("817-18", False), ("801 n.3", False)],  # a footnote: not placed
)
def test_a_paraphrase_copying_the_courts_sentence_off_the_pin_is_for_review(
    index, tmp_path, pin, off
) -> None:
    """The brief's sentence copies the court's holding, printed on page 818, word for word but
    without quotation marks: cited at 801 the pin is wrong, as a quotation's would be."""
    said = (
        "Government officials performing discretionary functions generally are shielded from liability "
        "for civil damages insofar as their conduct does not violate clearly established statutory or "
        "constitutional rights of which a reasonable person would have known."
    )
    ev = check(index, tmp_path, f"{said} Harlow v. Fitzgerald, 457 U.S. 800, {pin} (1982).")
    if off:
        assert ev.needs_review and "page 817-818, not on the cited page 801" in ev.evidence_summary, (
            ev.evidence_summary
        )
    else:
        assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary


def test_a_dissents_words_given_as_the_courts_are_an_error(index, tmp_path) -> None:
    quoted = '"abandons the careful balance struck by our precedents for the immunity of those who serve"'
    ev = check(
        index, tmp_path, f"The Court held as much. {quoted} Harlow v. Fitzgerald, 457 U.S. 800 (1982)."
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR and ev.hallucination_category is Category.MISCHARACTERIZATION
    assert "separate opinion" in ev.evidence_summary and "dissent" in ev.evidence_summary
    assert ev.evidence_details.model_extra["quote_found_at"] == 820


def test_a_dissent_quoted_as_a_dissent_is_verified(index, tmp_path) -> None:
    quoted = '"abandons the careful balance struck by our precedents for the immunity of those who serve"'
    ev = check(
        index,
        tmp_path,
        f"The dissent warned that the rule {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982) "
        "(Burger, C.J., dissenting).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "attribution (dissent)" in ev.checked


@pytest.mark.parametrize(
    "said",
    [
        "Chief Justice Burger warned that the rule",  # the dissent's author, named in prose
        "In dissent, the Chief Justice warned that the rule",
        "The dissent warned that the rule",
        "Burger, dissenting, warned that the rule",
    ],
)
def test_a_dissent_the_brief_names_in_its_own_words_is_verified(index, tmp_path, said: str) -> None:
    """A brief that says in prose whose words they are (the dissent, or its author by name) does not
    present them as the court's: no mischaracterization, and the attribution is checked."""
    quoted = '"abandons the careful balance struck by our precedents for the immunity of those who serve"'
    ev = check(index, tmp_path, f"{said} {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982).")
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert any(c.startswith("attribution (dissent") for c in ev.checked), ev.checked


@pytest.mark.parametrize(
    "said",
    [
        "The Court held, over a vigorous dissent, that the rule",
        "Rejecting the dissent, the Court held that the rule",
        "Despite the dissent, the majority held that the rule",
        "Unlike the dissent, the Court recognized that the rule",
        "Contrary to the dissent, the Court held that the rule",
        "The Court, answering the dissent, held that the rule",
    ],
)
def test_a_dissent_the_court_overrode_does_not_make_its_words_the_courts(index, tmp_path, said: str) -> None:
    """A sentence that names the dissent only as what the court ruled over presents the quoted
    words as the court's: when they are the dissent's, still a mischaracterization."""
    quoted = '"abandons the careful balance struck by our precedents for the immunity of those who serve"'
    ev = check(index, tmp_path, f"{said} {quoted} Harlow v. Fitzgerald, 457 U.S. 800 (1982).")
    assert ev.hallucination_category is Category.MISCHARACTERIZATION, ev.evidence_summary


def test_a_judge_named_who_did_not_write_the_dissent_is_no_attribution(index, tmp_path) -> None:
    """Naming the author of the court's opinion ("Justice Powell") does not make a dissent's words
    his: still the court's words as the brief gives them, still an error."""
    quoted = '"abandons the careful balance struck by our precedents for the immunity of those who serve"'
    ev = check(
        index,
        tmp_path,
        f"Justice Powell held that the rule {quoted} Harlow v. Fitzgerald, 457 U.S. 800 (1982).",
    )
    assert ev.hallucination_category is Category.MISCHARACTERIZATION, ev.evidence_summary


def test_xml_page_numbers_and_page_labels_mark_pages(index, tmp_path) -> None:
    harvard = check(
        index, tmp_path,
        'Accrual is settled. "A claim accrues when the plaintiff knows of the injury and its cause." '
        "Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017).",
    )  # fmt: skip
    assert harvard.outcome is Outcome.VERIFIED_OK and "pin page 496" in harvard.checked, (
        harvard.evidence_summary
    )
    label = check(
        index, tmp_path,
        'Sanctions are rare. "Sanctions require a finding of bad faith by clear and convincing evidence." '
        "Bancroft v. Ostrander, 925 F.3d 475, 476 (11th Cir. 2017).",
    )  # fmt: skip
    assert label.outcome is Outcome.VERIFIED_OK and "pin page 476" in label.checked, label.evidence_summary


def test_a_text_without_page_marks_says_the_pin_was_not_checkable(index, tmp_path) -> None:
    ev = check(
        index, tmp_path,
        'Consideration is needed. "a contract requires consideration" Abernathy v. Quill, 925 F.3d 505, 507 '
        "(11th Cir. 2017).",
    )  # fmt: skip
    assert ev.outcome is Outcome.VERIFIED_OK and ev.hallucination_category is None
    assert "the pin page (the opinion text carries no page markers of the pages cited)" in ev.evidence_summary
    assert "1 quote(s)" in ev.checked


LEASE = '"a recorded lease binds every later owner of the land for the whole of its term"'


def test_a_paragraph_pin_is_checked_against_the_opinions_numbered_paragraphs(index, tmp_path) -> None:
    ev = check(
        index, tmp_path, f"Leases run with the land. {LEASE} Garnet v. Holloway, 2005 WI 14, \u00b6 2."
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "pin paragraph \u00b6 2" in ev.checked and "1 quote(s)" in ev.checked


def test_a_quote_in_another_numbered_paragraph_names_the_paragraph_it_is_in(index, tmp_path) -> None:
    ev = check(
        index, tmp_path, f"Leases run with the land. {LEASE} Garnet v. Holloway, 2005 WI 14, \u00b6 3."
    )
    assert (ev.outcome, ev.hallucination_category) == (
        Outcome.VERIFIED_ERROR,
        Category.PARAGRAPH_HALLUCINATION,
    )
    assert ev.evidence_details.model_extra["quote_found_at"] == "2"
    assert "at paragraph 2, not at the cited paragraph" in ev.evidence_summary


def test_a_paragraph_pin_past_the_opinions_last_paragraph_is_an_error(index, tmp_path) -> None:
    ev = check(index, tmp_path, "Leases run with the land. Garnet v. Holloway, 2005 WI 14, \u00b6\u00b6 8-9.")
    assert (ev.outcome, ev.hallucination_category) == (
        Outcome.VERIFIED_ERROR,
        Category.PARAGRAPH_HALLUCINATION,
    )
    assert "Opinion retrieved; it contains paragraphs [1]-[3]; the claim cites [8-9]" in ev.evidence_summary


def test_a_public_domain_citation_one_number_off_is_another_decision(index, tmp_path) -> None:
    """ "2005 WI 15" numbers a decision, it is no page inside 2005 WI 14: the named case is at
    another number, and an invented case there falls inside nothing. The index holds the year's
    numbers sparsely, so another decision between the same parties at 15 is for a person to rule out."""
    ev = check(index, tmp_path, "Leases run with the land. Garnet v. Holloway, 2005 WI 15, \u00b6 2.")
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "first page" not in ev.evidence_summary and "2005 WI 14" in ev.evidence_summary
    assert ev.suggested_correction is not None and "2005 WI 14" in ev.suggested_correction
    invented = check(index, tmp_path, "Leases run with the land. Pemberton v. Cask, 2005 WI 15, \u00b6 2.")
    assert invented.outcome is not Outcome.VERIFIED_OK, invented.evidence_summary
    assert "falls inside" not in invented.evidence_summary and "Garnet" not in invented.evidence_summary


def test_a_paragraph_pin_on_a_text_without_numbered_paragraphs_is_not_checkable(index, tmp_path) -> None:
    ev = check(
        index, tmp_path,
        'Accrual is settled. "A claim accrues when the plaintiff knows of the injury and its cause." '
        "Tolliver v. Nash, 925 F.3d 495, \u00b6 4 (11th Cir. 2017).",
    )  # fmt: skip
    assert ev.outcome is Outcome.VERIFIED_OK and ev.hallucination_category is None, ev.evidence_summary
    assert "the pin paragraph (the opinion's text has no numbered paragraphs)" in ev.evidence_summary


def test_index_info_counts_texts_and_page_marks(index) -> None:
    rows = index.info().rows
    assert rows["clusters with text"] == 5 and rows["clusters with page marks"] == 4


def test_texts_read_again_are_the_same_whichever_were_read_between(index) -> None:
    """The last few clusters' texts are kept unpacked (short forms follow their case): a text read
    again, straight after or once many others have pushed it out, is the one the index holds."""
    fresh = SQLiteCitationIndex(index.path)
    first = fresh.texts_of(1)
    assert [o.kind for o in first] == ["020lead", "040dissent"]
    first.clear()  # the caller's list is its own
    assert fresh.texts_of(1) == index.texts_of(1) != []
    for cluster_id in [2, 3, 4, 5, *range(5000, 5020)]:
        fresh.texts_of(cluster_id)
    assert fresh.texts_of(1) == index.texts_of(1)
    assert fresh.texts_of(2)[0].text.startswith("The statute of limitations")


def test_a_selection_keeps_the_texts_of_its_cases_alone(bulk: Path, tmp_path: Path) -> None:
    """`index build --courts` (or `--since`) builds a smaller text store: the texts of the clusters
    it keeps, no other."""
    from briefcheck.index.build import Selection

    target = tmp_path / "ca11.sqlite"
    build_index(bulk, target, selection=Selection(courts=frozenset({"ca11"})))
    small = SQLiteCitationIndex(target)
    assert small.texts_of(1) == [] and small.texts_of(5) == []
    assert [o.kind for o in small.texts_of(2)] == ["010combined"]
    assert small.info().rows["clusters with text"] == 3


@pytest.mark.parametrize("jobs", [1, 2])  # Python's bz2 on a thread; indexed_bzip2 on two
def test_a_truncated_opinions_file_is_a_one_line_error(bulk: Path, tmp_path: Path, jobs: int) -> None:
    broken = tmp_path / "bulk"
    shutil.copytree(bulk, broken)
    opinions = broken / f"opinions-{EDITION}.csv.bz2"
    data = bz2.compress(bz2.decompress(opinions.read_bytes()) * 50)
    opinions.write_bytes(data[: len(data) // 2])
    with pytest.raises(InputError, match=r"opinions-.*truncated or corrupt"):
        build_index(broken, tmp_path / "i.sqlite", jobs=jobs)
    assert not (tmp_path / "i.sqlite").exists()


def test_an_opinion_longer_than_a_block_is_read_whole(tmp_path: Path, monkeypatch) -> None:
    """An opinion of a thousand printed pages is megabytes in each text field: a row longer than
    the reader's block is read whole (pyarrow's reader refuses one), and its last page's words are
    found."""
    from briefcheck.index import bulk as bulk_files

    monkeypatch.setattr(bulk_files, "BLOCK_BYTES", 1 << 16)
    body = "Long opinion text. " * 200
    pages = "".join(f'<p><span class="star-pagination">*{n}</span> {body}\n</p>' for n in range(2, 60))
    last = "The judgment below is therefore reversed in every respect."
    long_opinion = f"<p>The first page.</p>{pages}<p>{last}</p>"
    assert len(long_opinion) > 3 * bulk_files.BLOCK_BYTES
    cases = [Case(7, "Winthrop v. Ashby", "2016-05-02", "ca11", [(820, "F.3d", "1")],
                  opinions=[("010combined", "html_with_citations", long_opinion)])]  # fmt: skip
    Snapshot(cases=cases + DENSE, courts={"ca11": "Eleventh Circuit", "scotus": "Supreme Court"}).write(
        tmp_path / "bulk", EDITION
    )
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    ev = check(
        SQLiteCitationIndex(tmp_path / "i.sqlite"), tmp_path,
        f'The court reversed. "{last}" Winthrop v. Ashby, 820 F.3d 1, 59 (11th Cir. 2016).',
    )  # fmt: skip
    assert ev.outcome is Outcome.VERIFIED_OK and "pin page 59" in ev.checked, ev.evidence_summary


def harlow_in_two_reporters(tmp_path: Path, opinion: str) -> SQLiteCitationIndex:
    """An index holding Harlow at 457 U.S. 800 and 102 S. Ct. 2727, with `opinion` as its text."""
    cites = [(457, "U.S.", "800"), (102, "S. Ct.", "2727")]
    cases = [Case(11, "Harlow v. Fitzgerald", "1982-06-24", "scotus", cites,
                  opinions=[("020lead", "html_with_citations", opinion)])]  # fmt: skip
    Snapshot(cases=cases + DENSE, courts={"scotus": "Supreme Court", "ca11": "Eleventh Circuit"}).write(
        tmp_path / "bulk", EDITION
    )
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    return SQLiteCitationIndex(tmp_path / "i.sqlite")


def test_a_quote_cited_to_a_parallel_reporter_is_not_placed_by_another_reporters_pages(
    tmp_path: Path,
) -> None:
    """The opinion's star pages are the U.S. Reports'; the brief cites the Supreme Court Reporter, its
    first page and its pin. Where the quote stands in U.S. pages says nothing of an S. Ct. pin: the
    quote is checked and the pin is not, never a real quotation called misplaced."""
    index = harlow_in_two_reporters(tmp_path, LEAD)
    quoted = '"shielded from liability for civil damages"'
    ev = check(
        index, tmp_path, f"Officials are {quoted}. Harlow v. Fitzgerald, 102 S. Ct. 2727, 2738 (1982)."
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "1 quote(s)" in ev.checked and not any(c.startswith("pin") for c in ev.checked)
    assert "pin page" in ev.evidence_summary  # said to be unchecked
    # cited to both, the U.S. pin is checked and the Supreme Court Reporter's said not to be
    ev = check(
        index,
        tmp_path,
        f"They are {quoted}. Harlow v. Fitzgerald, 457 U.S. 800, 818, 102 S. Ct. 2727, 2738 (1982).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK and "pin page 818" in ev.checked, ev.evidence_summary
    assert "the pin 2738 of the parallel citation 102 S. Ct. 2727" in ev.evidence_summary
    # cited to the U.S. Reports, whose pages the text carries, the same quote at a wrong pin is misplaced
    ev = check(index, tmp_path, f"Officials are {quoted}. Harlow v. Fitzgerald, 457 U.S. 800, 805 (1982).")
    assert ev.outcome is Outcome.VERIFIED_ERROR and "page 818" in ev.evidence_summary, ev.evidence_summary


def winthrop_index(
    tmp_path: Path,
    opinion: str,
    cites: list[tuple[int, str, str]] | None = None,
    filed: str = "2016-05-02",
    dissent: str | None = None,
) -> SQLiteCitationIndex:
    """An index holding one Eleventh Circuit case, Winthrop v. Ashby (820 F.3d 1 unless `cites`
    says otherwise), with `opinion` as its text (the lead opinion's, with a `dissent` after it)."""
    opinions = [("020lead" if dissent else "010combined", "html_with_citations", opinion)]
    if dissent:
        opinions.append(("040dissent", "html_with_citations", dissent))
    cases = [Case(7, "Winthrop v. Ashby", filed, "ca11", cites or [(820, "F.3d", "1")], opinions=opinions)]
    Snapshot(cases=cases, courts={"ca11": "Eleventh Circuit"}).write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    return SQLiteCitationIndex(tmp_path / "i.sqlite")


def test_a_quote_pinned_to_a_westlaw_star_page_is_not_placed_by_the_reporters_pages(tmp_path: Path) -> None:
    """A Westlaw number's star pin ("at *2") against a text paginated by the reporter (*101): the
    quote is checked, the star pin is not (it was an ERROR: "at page 101, not at the cited page *2")."""
    opinion = (
        '<p>The first page.</p><p><span class="star-pagination">*101</span> A claim accrues when the '
        'plaintiff learns of the injury.</p><p><span class="star-pagination">*102</span> Affirmed.</p>'
    )
    index = winthrop_index(
        tmp_path, opinion, [(770, "F. App'x", "100"), (2019, "WL", "123456")], "2019-05-02"
    )
    quoted = '"A claim accrues when the plaintiff learns of the injury."'
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 2019 WL 123456, at *2 (11th Cir. May 2, 2019).")
    assert ev.outcome is Outcome.VERIFIED_OK and "1 quote(s)" in ev.checked, ev.evidence_summary
    assert "Not checked: the pin page" in ev.evidence_summary
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 770 F. App'x 100, 102 (11th Cir. 2019).")
    assert ev.outcome is Outcome.VERIFIED_ERROR and "at page 101, not" in ev.evidence_summary


def test_every_page_a_pin_lists_is_checked_and_any_may_hold_the_quote(index, tmp_path) -> None:
    """ "at 801, 818": the quotation from page 818 is where the brief says; a listed page beyond the
    opinion is an error, not passed over because the first listed page is in it."""
    two = (
        'The Court explained "the scope of the immunity available to senior aides and advisers" and '
        'held officials "shielded from liability for civil damages."'
    )
    ev = check(index, tmp_path, f"{two} Harlow v. Fitzgerald, 457 U.S. 800, 801, 818 (1982).")
    assert ev.outcome is Outcome.VERIFIED_OK and "2 quote(s)" in ev.checked, ev.evidence_summary
    ev = check(index, tmp_path, f"{two} Harlow v. Fitzgerald, 457 U.S. 800, 801, 900 (1982).")
    assert ev.outcome is Outcome.VERIFIED_ERROR and "page 900" in ev.evidence_summary, ev.evidence_summary
    ev = check(index, tmp_path, f"{two} Harlow v. Fitzgerald, 457 U.S. 800, 801, 805 (1982).")
    assert ev.outcome is Outcome.VERIFIED_ERROR and "at page 818, not" in ev.evidence_summary


def test_a_quotation_from_a_footnote_is_not_placed_by_the_page_its_text_ends_on(tmp_path: Path) -> None:
    """CourtListener prints an opinion's footnotes after its last page: a quotation from footnote 3
    of page 2, cited "at 2 n.3", stands in the text after page 4's marker. Its page is not read from
    there; a pin that names no footnote still places the quote."""
    opinion = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn3">3</a></sup></p><p><span class="star-pagination">*3</span> Text.</p><p>'
        '<span class="star-pagination">*4</span> Affirmed.</p><div class="footnotes"><div class="footnote" '
        'id="fn3"><p>3 A waiver of the defense must be knowing and voluntary.</p></div></div>'
    )
    index = winthrop_index(tmp_path, opinion)
    quoted = '"A waiver of the defense must be knowing and voluntary."'
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 n.3 (11th Cir. 2016).")
    assert ev.outcome is Outcome.VERIFIED_OK and "1 quote(s)" in ev.checked, ev.evidence_summary
    assert "the quote in footnote 3" in ev.checked  # the markup sets the footnote apart
    # cited to a page, not its footnote: for a person
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 (11th Cir. 2016).")
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "in footnote 3" in ev.evidence_summary
    # a quotation of the opinion's own page, at another page, is misplaced
    ev = check(index, tmp_path, '"The rule is settled." Winthrop v. Ashby, 820 F.3d 1, 3 (11th Cir. 2016).')
    assert ev.outcome is Outcome.VERIFIED_ERROR and "at page 2, not" in ev.evidence_summary


def test_a_footnote_the_opinion_does_not_have_is_for_review(tmp_path: Path) -> None:
    """A pin to a footnote the opinion's markup does not number ("2 n.9" where its only footnote is
    3) was VERIFIED, the pin said to be checked: REVIEW now (a markup may hold several notes in one
    element, so a person looks). One element numbered 1 may hold them all: no REVIEW for it; an id
    with a page after its number ("fn3-p136") is footnote 3; a text setting no footnotes apart says the
    footnote was not checked."""
    opinion = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn3">3</a></sup></p><p><span class="star-pagination">*3</span> Affirmed.</p>'
        '<div class="footnotes"><div class="footnote" id="{id}"><p>{words}</p></div></div>'
    )
    cited = "The rule is settled. Winthrop v. Ashby, 820 F.3d 1, {pin} (11th Cir. 2016)."
    index = winthrop_index(
        tmp_path / "set-apart", opinion.format(id="fn3", words="3 A waiver must be knowing.")
    )
    ev = check(index, tmp_path, cited.format(pin="2 n.9"))
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "names footnote 9" in ev.evidence_summary and "only footnote is numbered 3" in ev.evidence_summary
    for pin in ("2 n.3", "2 & nn.3-9"):
        ev = check(index, tmp_path, cited.format(pin=pin))
        assert ev.outcome is Outcome.VERIFIED_OK, (pin, ev.evidence_summary)
    paged = winthrop_index(
        tmp_path / "paged", opinion.format(id="fn3-p136", words="A waiver must be knowing.")
    )
    assert check(paged, tmp_path, cited.format(pin="2 n.3")).outcome is Outcome.VERIFIED_OK
    held_in_one = opinion.format(
        id="fn1", words="1 A waiver must be knowing. 2 Notice is due. 3 Costs follow."
    )
    ev = check(winthrop_index(tmp_path / "one", held_in_one), tmp_path, cited.format(pin="2 n.3"))
    assert ev.outcome is Outcome.VERIFIED_OK and "markup numbers one footnote" in ev.evidence_summary
    plain = winthrop_index(
        tmp_path / "plain", opinion.format(id="fn3", words="3 A waiver.").replace('"footnote"', '"note"')
    )
    ev = check(plain, tmp_path, cited.format(pin="2 n.9"))
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "Not checked: the footnote the pin (2 n.9) names" in ev.evidence_summary


def test_a_footnote_of_the_majority_is_placed_so_when_a_dissent_follows_it(tmp_path: Path) -> None:
    """The majority's footnotes stand after its own last page, before the dissent's pages: the quote
    was an ERROR placed 'at page 4' (the dissent's last page being the cluster's highest)."""
    majority = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn3">3</a></sup></p><p><span class="star-pagination">*3</span> Affirmed.</p>'
        '<div class="footnotes"><div class="footnote" id="fn3"><p>3 A waiver of the defense must be '
        "knowing and voluntary.</p></div></div>"
    )
    dissent = '<p><span class="star-pagination">*4</span> I respectfully dissent from the judgment.</p>'
    quoted = '"A waiver of the defense must be knowing and voluntary."'
    # the footnote set apart by its markup, or a plain text's, which sets none apart
    plain = majority.replace('class="footnote"', 'class="note"')
    for said, opinion in (("in footnote 3", majority), ("where the footnotes are printed", plain)):
        index = winthrop_index(tmp_path / said.replace(" ", "-"), opinion, dissent=dissent)
        ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 (11th Cir. 2016).")
        assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
        assert said in ev.evidence_summary, ev.evidence_summary


def test_a_majority_footnote_printed_after_a_combined_texts_dissent_is_the_courts(tmp_path: Path) -> None:
    """A combined text prints every note at its end, after the dissent's byline: a note the
    majority calls is the court's (it was ERROR, "a dissent is not the law of the case")."""
    opinion = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn1">1</a></sup></p><p><span class="star-pagination">*3</span> We affirm.</p><p>KAY, '
        'Circuit Judge, dissenting.</p><p><span class="star-pagination">*4</span> I respectfully dissent.</p>'
        '<div class="footnotes">'
        '<div class="footnote" id="fn1"><p>1 We express no view on whether the notice must be written.</p>'
        "</div></div>"
    )
    index = winthrop_index(tmp_path, opinion)
    quoted = '"We express no view on whether the notice must be written."'
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 n.1 (11th Cir. 2016).")
    assert ev.outcome is Outcome.VERIFIED_OK and "the quote in footnote 1" in ev.checked, ev.evidence_summary
    # the page it is called on is not where the text prints it: a pin to another page is for a person
    for pin in ("3 n.1", "4 n.1"):
        ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, {pin} (11th Cir. 2016).")
        assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, (pin, ev.evidence_summary)
        assert "called on page 2" in ev.evidence_summary, ev.evidence_summary
    # a note no call names cannot be placed by page, and says so
    uncalled = opinion.replace('<a href="#fn1">1</a>', "1").replace("KAY, Circuit Judge, dissenting.", "")
    ev = check(
        winthrop_index(tmp_path / "uncalled", uncalled),
        tmp_path,
        f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 n.1 (11th Cir. 2016).",
    )
    assert "Not checked: the page footnote 1 is called on" in ev.evidence_summary, ev.evidence_summary


def test_a_quotation_running_from_the_courts_text_into_a_footnote_is_for_review(tmp_path: Path) -> None:
    """The notes printed right after the opinion's last words: a quotation joining the two reads as
    one run of the text, but the note is printed apart from them (it was VERIFIED)."""
    opinion = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn1">1</a></sup> We affirm the judgment of the district court.</p><div class="footnotes">'
        '<div class="footnote" id="fn1"><p>Notice by electronic mail does not satisfy the statute.</p>'
        "</div></div>"
    )
    index = winthrop_index(tmp_path, opinion)
    quoted = (
        '"We affirm the judgment of the district court. Notice by electronic mail does not satisfy the '
        'statute."'
    )
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 (11th Cir. 2016).")
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "one run of the court's text and a footnote's" in ev.evidence_summary


def test_a_footnote_is_read_with_the_opinion_calling_it() -> None:
    """A note called before a separate opinion's byline and printed after it is read before the
    byline, as the calling opinion's; a note the text prints in its flow, or with no byline between,
    stays where it is. A call's number, a <sup>'s or Harvard's <footnotemark>, is no word of the
    sentence it stands in."""
    from briefcheck.text.opinions import marked_html

    def flat(html: str) -> str:
        return " ".join(marked_html(html).split())

    combined = (
        '<p>Held.<sup><a href="#fn2">2</a></sup> Still held.</p><p>Affirmed.</p><p>KAY, Circuit Judge, '
        'dissenting.</p><p>I dissent.</p><div class="footnotes"><div class="footnote" id="fn2"><p>The note.'
        '</p></div><div class="footnote" id="fn9"><p>Uncalled.</p></div></div>'
    )
    text = flat(combined)
    order = [text.index(w) for w in ("Held. Still held.", "Affirmed.", "The note.", "KAY", "Uncalled.")]
    assert order == sorted(order), text
    alone = combined.replace("<p>KAY, Circuit Judge, dissenting.</p>", "")
    assert flat(alone).index("I dissent.") < flat(alone).index("The note.")  # no byline between
    harvard = '<p>Held<footnotemark>3</footnotemark> firmly.</p><footnote label="3"><p>Note.</p></footnote>'
    assert "Held firmly." in flat(harvard)


def test_a_footnote_stays_where_its_number_does_not_tell_it() -> None:
    """A majority and a dissent both numbering from 1 (one label, two notes and two calls): no note
    is moved, none into the other opinion."""
    from briefcheck.text.opinions import marked_html

    both = (
        '<opinion><p>Held.<footnotemark>1</footnotemark></p><p>Affirmed.</p><footnote label="1"><p>Court\'s.'
        "</p></footnote></opinion><opinion><p>KAY, Circuit Judge, dissenting.</p><p>Dissent.<footnotemark>1"
        '</footnotemark></p><footnote label="1"><p>Dissent\'s.</p></footnote></opinion>'
    )
    text = " ".join(marked_html(both).split())
    order = [text.index(w) for w in ("Affirmed.", "Court's.", "Dissent.", "Dissent's.")]
    assert order == sorted(order), text


def test_the_last_pages_own_words_misplaced_are_an_error_where_the_footnotes_are_set_apart(
    tmp_path: Path,
) -> None:
    """Where the markup sets the footnotes apart, words of the last page in no footnote are the
    page's: pinned elsewhere they are misplaced (an ERROR), not "where the footnotes are printed"
    (a REVIEW telling the lawyer to look for a footnote there is none of); the holding is often
    there. Where the markup sets none apart, the last page's words may still be a note's."""
    majority = (
        '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
        '<a href="#fn3">3</a></sup></p><p><span class="star-pagination">*3</span> We therefore hold '
        'that the ordinance is unconstitutional as applied.</p><div class="footnotes"><div '
        'class="footnote" id="fn3"><p>3 A waiver must be knowing.</p></div></div>'
    )
    quoted = '"We therefore hold that the ordinance is unconstitutional as applied."'
    plain = majority.replace('class="footnote"', 'class="note"')
    dissent = '<p><span class="star-pagination">*4</span> I respectfully dissent from the judgment.</p>'
    for name, opinion, with_dissent, outcome in (
        ("set-apart", majority, None, Outcome.VERIFIED_ERROR),
        ("set-apart-dissent", majority, dissent, Outcome.VERIFIED_ERROR),
        ("plain", plain, None, Outcome.UNVERIFIABLE),
    ):
        index = winthrop_index(tmp_path / name, opinion, dissent=with_dissent)
        ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, 2 (11th Cir. 2016).")
        assert ev.outcome is outcome, (name, ev.evidence_summary)
        if outcome is Outcome.VERIFIED_ERROR:
            assert "at page 3, not" in ev.evidence_summary and "footnote" not in ev.evidence_summary


FOOTNOTED = (
    '<p>The first page.</p><p><span class="star-pagination">*2</span> The rule is settled.<sup>'
    '<a href="#fn3">3</a></sup></p><p><span class="star-pagination">*3</span> Text of the third page.</p>'
    '<p><span class="star-pagination">*4</span> Affirmed.</p><div class="footnotes"><div class="footnote" '
    'id="fn3"><p>3 A waiver of the defense must be knowing and voluntary.</p></div><div class="footnote" '
    'id="fn4"><p>4 We do not reach the remaining claims.</p></div></div>'
)


@pytest.mark.parametrize(
    ("pin", "status", "said"),
    [
        # the footnote the pin names holds the quotation
        ("2 n.3", Outcome.VERIFIED_OK, "footnote 3"),
        # a footnote's words pinned to the opinion's last page, where CourtListener prints its notes:
        # it was VERIFIED
        ("4", Outcome.UNVERIFIABLE, "in footnote 3"),
        ("2", Outcome.UNVERIFIABLE, "in footnote 3"),
        # another footnote named
        ("2 n.4", Outcome.UNVERIFIABLE, "not the one the pin (2 n.4) names"),
    ],
)
def test_a_quotation_from_a_footnote_is_placed_in_its_footnote(
    tmp_path: Path, pin: str, status: Outcome, said: str
) -> None:
    """Where the opinion's markup sets its footnotes apart, a quotation from one is known to be a
    footnote's: checked against the footnote the pin names, and for a person when the pin names none
    or another."""
    index = winthrop_index(tmp_path, FOOTNOTED)
    quoted = '"A waiver of the defense must be knowing and voluntary."'
    ev = check(index, tmp_path, f"{quoted} Winthrop v. Ashby, 820 F.3d 1, {pin} (11th Cir. 2016).")
    assert ev.outcome is status and (ev.needs_review or status is Outcome.VERIFIED_OK), ev.evidence_summary
    assert said in ev.evidence_summary or said in ", ".join(ev.checked), (ev.evidence_summary, ev.checked)


@pytest.mark.parametrize(
    ("said", "pin"),
    [
        # the page and its footnote both cited: the page's text is quoted
        ('"The rule is settled."', "2 & n.3"),
        # words the text and a footnote both write, pinned to the footnote
        ('"We do not reach the remaining claims."', "3 n.4"),
    ],
)
def test_a_footnote_pin_that_also_cites_the_page_or_its_words_written_twice_verify(
    tmp_path: Path, said: str, pin: str
) -> None:
    """Re-probe false alarms of the footnote placing: each was REVIEW."""
    opinion = FOOTNOTED.replace("Text of the third page.", "We do not reach the remaining claims.")
    index = winthrop_index(tmp_path, opinion)
    ev = check(index, tmp_path, f"{said} Winthrop v. Ashby, 820 F.3d 1, {pin} (11th Cir. 2016).")
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary


@pytest.mark.parametrize(
    ("note", "number"),
    [
        ('<aside data-label="2" class="footnote" id="footnote_1_2"><p>The words.</p></aside>', 2),
        ('<div class="footnote" id="fn_12"><p>The words.</p></div>', 12),
        ('<div class="footnote"><p>3 The words.</p></div>', 3),
        ('<div class="footnote"><p>42 U.S.C. \u00a7 1983 says the words.</p></div>', 0),
    ],
)
def test_a_footnotes_number_is_read_from_its_label_its_id_or_its_opening(note: str, number: int) -> None:
    from briefcheck.text.opinions import opinion_parts

    o, _ = opinion_parts(
        "010combined", {"html_with_citations": f'<p>Text.</p><div class="footnotes">{note}</div>'}
    )
    assert o is not None and [label for label, _, _ in o.notes] == [number], o.notes


def test_words_of_the_opinions_text_pinned_to_a_footnote_are_for_review(tmp_path: Path) -> None:
    index = winthrop_index(tmp_path, FOOTNOTED)
    ev = check(
        index, tmp_path, '"Text of the third page." Winthrop v. Ashby, 820 F.3d 1, 3 n.3 (11th Cir. 2016).'
    )
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "in no footnote" in ev.evidence_summary, ev.evidence_summary


ARGUED = (
    "<p>Petitioner argues that qualified immunity never protects officials who act in bad faith. We "
    "disagree.</p><p>The District Court held that the limitations period was tolled by the filing of "
    "the complaint. We reverse.</p><p>Officials acting within their discretion are shielded from "
    "damages unless they violate clearly established law. We reject the contention that officials must "
    "prove their own good faith.</p><p>Even assuming that the agency acted within its statutory "
    "authority, the rule fails for want of notice. We do not hold that every search of a vehicle "
    "requires a warrant.</p><p>Several circuits have held that a secured creditor may recover its fees on "
    "the strength of an implied promise alone. We disagree.</p><p>According to the debtor, a lien survives "
    "the discharge of the debt. That reading cannot be squared with the text.</p><p>It is said that a "
    "trustee may abandon exempt property at will. But that is not the law.</p><p>The creditor would have "
    "us hold that a late claim is never allowed at all. We decline to do so.</p><p>Some courts have "
    "suggested that a guarantor is released by any modification. We think otherwise.</p><p>We cannot say "
    "that the district court abused its discretion in awarding fees. Had the landlord given written "
    "notice, the tenant would have no claim for damages.</p>"
)


@pytest.mark.parametrize(
    ("sentence", "outcome"),
    [
        # the court's report of a party's argument or of the decision below, cited as the court's words
        ('Qualified immunity "never protects officials who act in bad faith."', Outcome.UNVERIFIABLE),
        # the brief's own "does not reach" is its point of law, not a report of what a court left open
        ('Immunity does not reach bad faith: it "never protects officials who act in bad faith."',
         Outcome.UNVERIFIABLE),
        ('The limitations period "was tolled by the filing of the complaint."', Outcome.UNVERIFIABLE),
        ('In this Circuit "officials must prove their own good faith."', Outcome.UNVERIFIABLE),
        # a premise the court assumes for argument's sake, not a holding
        ('The agency "acted within its statutory authority."', Outcome.UNVERIFIABLE),
        ('Even if the agency "acted within its statutory authority," notice was due.', Outcome.VERIFIED_OK),
        # a holding the court says it does not make
        ('A warrant is needed: "every search of a vehicle requires a warrant."', Outcome.UNVERIFIABLE),
        ("Every search of a vehicle requires a warrant.", Outcome.UNVERIFIABLE),
        ('The court did not hold that "every search of a vehicle requires a warrant."', Outcome.VERIFIED_OK),
        # the converse: the court's own words, which the brief says it rejected
        ('The court rejected the argument that officials "are shielded from damages unless they violate '
         'clearly established law."', Outcome.UNVERIFIABLE),
        ('The court rejected the contention that "officials must prove their own good faith."',
         Outcome.VERIFIED_OK),
        ('The court rejected the argument that officials holding office "are shielded from damages unless '
         'they violate clearly established law."', Outcome.UNVERIFIABLE),
        # the court's own words given as its reason for a rejection
        ('The court rejected that argument because officials "are shielded from damages unless they violate '
         'clearly established law."', Outcome.VERIFIED_OK),
        # the brief's paraphrase of a view the court turned down, said to be turned down
        ("The court rejected the view that the limitations period was tolled by the filing of the complaint.",
         Outcome.VERIFIED_OK),
        ("The court rejected the argument that a secured creditor may recover its fees on the strength of an "
         "implied promise alone.", Outcome.VERIFIED_OK),
        # the same copied without quotation marks
        ("Qualified immunity never protects officials who act in bad faith.", Outcome.UNVERIFIABLE),
        # a view the court turns down in its next sentence, quoted or copied
        ('A secured creditor "may recover its fees on the strength of an implied promise alone."',
         Outcome.UNVERIFIABLE),
        ("A secured creditor may recover its fees on the strength of an implied promise alone.",
         Outcome.UNVERIFIABLE),
        # reported otherwise, and turned down otherwise
        ('A lien "survives the discharge of the debt."', Outcome.UNVERIFIABLE),
        ('A trustee "may abandon exempt property at will."', Outcome.UNVERIFIABLE),
        ('The rule is that "a late claim is never allowed at all."', Outcome.UNVERIFIABLE),
        ('A guarantor "is released by any modification."', Outcome.UNVERIFIABLE),
        ("The limitations period was tolled by the filing of the complaint.", Outcome.UNVERIFIABLE),
        ("Officials acting within their discretion are shielded from damages unless they violate clearly "
         "established law.", Outcome.VERIFIED_OK),
        # what the court cannot say, and a state of things it supposes (the quote opening with a
        # bracket inside its first word; the quoted words' own "district court" is not the brief's)
        ('The Eleventh Circuit held that "the district court abused its discretion in awarding fees."',
         Outcome.UNVERIFIABLE),
        ('The court held: "[T]he tenant would have no claim for damages."', Outcome.UNVERIFIABLE),
        # ... and as the brief frames them, as the court did
        ('The court could not say that "the district court abused its discretion in awarding fees."',
         Outcome.VERIFIED_OK),
        # ... and as the brief says they are
        ('The petitioner there argued that immunity "never protects officials who act in bad faith."',
         Outcome.VERIFIED_OK),
        ('The district court had held that the period "was tolled by the filing of the complaint."',
         Outcome.VERIFIED_OK),
        # the court's own words
        ('Officials "are shielded from damages unless they violate clearly established law."',
         Outcome.VERIFIED_OK),
    ],
)  # fmt: skip
def test_words_the_court_reports_as_anothers_view_are_not_its_holding(
    tmp_path: Path, sentence: str, outcome: Outcome
) -> None:
    ev = check(
        winthrop_index(tmp_path, ARGUED),
        tmp_path,
        f"{sentence} Winthrop v. Ashby, 820 F.3d 1 (11th Cir. 2016).",
    )
    assert ev.outcome is outcome, ev.evidence_summary
    if outcome is Outcome.UNVERIFIABLE:
        assert ev.needs_review
        assert "another's view" in ev.evidence_summary or "they are the court's own" in ev.evidence_summary


@pytest.mark.parametrize(
    "text",
    [
        "According to the Supreme Court, a seizure occurs when a reasonable person would not feel free to "
        "leave.",
        "According to Black's Law Dictionary, a fiduciary is one who owes a duty of loyalty.",
        "An appellate court may consider an issue raised for the first time on appeal when the issue is "
        "purely one of law. We decline to do so here.",
        "A court may excuse a waiver where manifest injustice would otherwise result. That is not so here.",
    ],
)
def test_the_courts_own_statement_of_the_law_is_not_a_reported_view(text: str) -> None:
    from briefcheck.verify.framing import reported_view

    assert (
        reported_view(text, text.index(",") + 2 if text.startswith("According") else 0, text.index(".") + 1)
        is None
    )


@pytest.mark.parametrize("rejection", ["We do not agree.", "We decline to follow that approach."])
def test_a_view_the_next_sentence_rejects_is_reported_when_copied(rejection: str) -> None:
    from briefcheck.verify.reversal import reported_copy

    held = "Several circuits have held that a tenant may withhold rent whenever the landlord delays repairs."
    text = f"{held} {rejection}"
    copied = "A tenant may withhold rent whenever the landlord delays repairs."
    assert reported_copy(copied, text) is not None


def test_according_to_a_party_by_name_or_role_reports_its_view() -> None:
    from briefcheck.verify.framing import reported_view

    for text in (
        "According to Kessler, the lease was void.",
        "According to the landlord, the lease was void.",
    ):
        assert reported_view(text, text.index(",") + 2) is not None, text


def test_a_sentence_the_court_leaves_a_question_after_is_its_own_when_copied() -> None:
    from briefcheck.verify.reversal import reported_copy

    text = (
        "A plaintiff must exhaust her administrative remedies before filing suit. We need not decide whether "
        "the exhaustion requirement is jurisdictional."
    )
    assert (
        reported_copy("A plaintiff must exhaust her administrative remedies before filing suit.", text)
        is None
    )


def test_a_parallel_reporters_pages_marked_beside_the_cited_ones_do_not_place_a_quote(tmp_path: Path) -> None:
    """Star pages of two reporters in one opinion ("*818", then "*2738" where the Supreme Court
    Reporter's page turns): a quotation cited to the U.S. Reports is placed by U.S. pages alone."""
    both = LEAD.replace("we therefore hold", '<span class="star-pagination">*2738</span> we therefore hold')
    index = harlow_in_two_reporters(tmp_path, both)
    quoted = '"clearly established statutory or constitutional rights"'
    ev = check(index, tmp_path, f"They violate {quoted}. Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).")
    assert ev.outcome is Outcome.VERIFIED_OK and "pin page 818" in ev.checked, ev.evidence_summary
    ev = check(index, tmp_path, f"They violate {quoted}. Harlow v. Fitzgerald, 457 U.S. 800, 805 (1982).")
    assert ev.outcome is Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "at page 818, not" in ev.evidence_summary


def test_an_opinion_value_beyond_any_opinions_length_is_a_one_line_error(tmp_path: Path, monkeypatch) -> None:
    from briefcheck.index import bulk as bulk_files

    monkeypatch.setattr(bulk_files, "MAX_VALUE_BYTES", 1 << 20)
    huge = "x" * (2 << 20)
    cases = [Case(7, "Winthrop v. Ashby", "2016-05-02", "ca11", [(820, "F.3d", "1")],
                  opinions=[("010combined", "plain_text", huge)])]  # fmt: skip
    Snapshot(cases=cases, courts={"ca11": "Eleventh Circuit"}).write(tmp_path / "bulk", EDITION)
    with pytest.raises(InputError, match=r"opinions-.*: a value longer than 1 MB near row 1: no opinion"):
        build_index(tmp_path / "bulk", tmp_path / "i.sqlite")


# --------------------------------------------------------------------------- texts for AWS


def test_exported_shards_load_into_the_text_store_and_read_back_as_the_index(index, tmp_path: Path) -> None:
    """`index export --text` shards, imported shard by shard as the state machine's items are,
    give every cluster's opinions back exactly as the index holds them."""
    import json

    from briefcheck.cloud.texts import finish_import, import_shard
    from briefcheck.index.text_shards import MANIFEST, S3TextStore, ShardEntry, export_texts, import_key

    report = export_texts(index, tmp_path / "texts", shard_bytes=500)  # several shards
    manifest = [ShardEntry.model_validate(e) for e in json.loads((tmp_path / "texts" / MANIFEST).read_text())]
    assert report.shards == len(manifest) >= 2 and report.clusters == sum(e.clusters for e in manifest) == 5
    store = LocalBlobStore(tmp_path / "bucket")
    store.put(import_key(EDITION, MANIFEST), (tmp_path / "texts" / MANIFEST).read_bytes())
    for entry in manifest:
        store.put(import_key(EDITION, entry.shard), (tmp_path / "texts" / entry.shard).read_bytes())
        assert import_shard(store, entry).clusters == entry.clusters
        if entry is manifest[0]:  # the import's last step refuses a partial edition
            with pytest.raises(
                InputError, match=rf"{len(manifest) - 1} of {len(manifest)} shards not imported"
            ):
                finish_import(store, EDITION)
    assert finish_import(store, EDITION).clusters == 5
    texts = S3TextStore(store)
    for cluster_id in (1, 2, 3, 4, 5):
        assert texts.texts_of(EDITION, cluster_id) == index.texts_of(cluster_id)
    assert [label for label, _ in texts.texts_of(EDITION, 5)[0].paragraphs] == [1, 2, 3]
    assert texts.texts_of(EDITION, 999) == []
    assert [r.kind for r in texts.texts_of(EDITION, 1)] == ["020lead", "040dissent"]


def test_a_truncated_or_altered_shard_is_refused_whole(index, tmp_path: Path) -> None:
    import hashlib
    import json

    from briefcheck.cloud.texts import import_shard
    from briefcheck.index.text_shards import MANIFEST, ShardEntry, export_texts, import_key

    export_texts(index, tmp_path / "texts")
    [entry] = [ShardEntry.model_validate(e) for e in json.loads((tmp_path / "texts" / MANIFEST).read_text())]
    data = (tmp_path / "texts" / entry.shard).read_bytes()
    store = LocalBlobStore(tmp_path / "bucket")
    store.put(import_key(EDITION, MANIFEST), (tmp_path / "texts" / MANIFEST).read_bytes())
    store.put(import_key(EDITION, entry.shard), data[: len(data) // 2])
    with pytest.raises(
        InputError, match=r"^imports/.*shard-00000\.jsonl: .* bytes where the manifest says .*; upload"
    ):
        import_shard(store, entry)  # refused from the object's head, before its body is read
    store.put(import_key(EDITION, entry.shard), data[:-1] + b"X")
    with pytest.raises(InputError, match=r"do not match the manifest .*; upload"):
        import_shard(store, entry)  # the right size, altered: refused by its SHA-256
    assert store.list("texts/") == []  # nothing written from a refused shard
    # a manifest that vouches for a line that is not a cluster's opinions: refused by line
    hostile = data.replace(b'"cluster_id":2', b'"cluster_id":"two"', 1)
    forged = entry.model_copy(update={"bytes": len(hostile), "sha256": hashlib.sha256(hostile).hexdigest()})
    store.put(import_key(EDITION, MANIFEST), json.dumps([forged.model_dump()]).encode())
    store.put(import_key(EDITION, entry.shard), hostile)
    with pytest.raises(InputError, match=r"line 2 is not a cluster's opinions"):
        import_shard(store, forged)
    assert store.list("texts/") == []
    store.delete(import_key(EDITION, entry.shard))
    with pytest.raises(InputError, match=r"not uploaded"):
        import_shard(store, forged)


def test_a_manifest_item_of_another_edition_writes_nothing(index, tmp_path: Path) -> None:
    """A manifest under one edition's prefix naming another edition's shard: the shard is not in
    its own edition's manifest, so nothing is written; and the import's last step refuses a
    manifest whose items name another edition."""
    import json

    from briefcheck.cloud.texts import finish_import, import_shard
    from briefcheck.index.text_shards import MANIFEST, ShardEntry, export_texts, import_key

    export_texts(index, tmp_path / "texts")
    [entry] = [ShardEntry.model_validate(e) for e in json.loads((tmp_path / "texts" / MANIFEST).read_text())]
    other = entry.model_copy(update={"edition": "2019-01-01"})
    store = LocalBlobStore(tmp_path / "bucket")
    store.put(import_key(EDITION, MANIFEST), json.dumps([other.model_dump()]).encode())
    store.put(import_key("2019-01-01", entry.shard), (tmp_path / "texts" / entry.shard).read_bytes())
    with pytest.raises(InputError, match="not in the manifest of edition 2019-01-01"):
        import_shard(store, other)
    assert store.list("texts/") == []
    with pytest.raises(InputError, match="its items name edition 2019-01-01"):
        finish_import(store, EDITION)


def test_an_index_without_texts_exports_none(tmp_path: Path) -> None:
    from snapshot_data import snapshot

    from briefcheck.index.text_shards import export_texts

    snapshot().write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    with pytest.raises(InputError, match=r"holds no opinion texts; build it with the opinions file"):
        export_texts(SQLiteCitationIndex(tmp_path / "i.sqlite"), tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_index_export_text_writes_the_shards_and_says_how_to_load_them(index, tmp_path: Path, capsys) -> None:
    from briefcheck.cli import main

    assert main(["index", "export", "--text", str(tmp_path / "out"), "--index", str(index.path)]) == 0
    said = capsys.readouterr().out
    assert f"Exported the texts of edition {EDITION}" in said and "5 clusters, 6 opinions in 1 shards" in said
    assert f"s3://TEXT_BUCKET/imports/{EDITION}/" in said and "TextImportStateMachineArn" in said
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["manifest.json", "shard-00000.jsonl"]


def test_an_edition_with_enough_opinions_is_compressed_with_a_dictionary_that_travels(tmp_path: Path) -> None:
    """zstd learns a dictionary from the first opinions; the index reads its texts with it, and the
    export for AWS carries it (checked by SHA-256) to the text store, which reads them the same."""
    import json
    import random

    from briefcheck.cloud.texts import finish_import, import_shard
    from briefcheck.index.text_shards import (
        DICTIONARY,
        MANIFEST,
        S3TextStore,
        ShardEntry,
        dictionary_key,
        export_texts,
        import_key,
    )

    rng = random.Random(5)
    words = [
        "court",
        "held",
        "statute",
        "appeal",
        "jury",
        "evidence",
        "claim",
        "remand",
        "plaintiff",
        "order",
    ]
    cases = []
    for n in range(240):
        pages = "".join(
            f'<p>{" ".join(rng.choices(words, k=80))}. <span class="star-pagination">*{101 + p}</span></p>'
            for p in range(3)
        )
        cases.append(
            Case(5000 + n, f"Tallow{n} v. Brine{n}", "2019-05-01", "ca11", [(930, "F.3d", str(100 + 10 * n))],
                 opinions=[("010combined", "html_with_citations", pages)])
        )  # fmt: skip
    Snapshot(cases=cases, courts={"ca11": "Eleventh Circuit"}).write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")
    assert index.codec.dictionary, "no dictionary learnt"
    [opinion] = index.texts_of(5007)
    assert opinion.text.startswith(" ".join(cases[7].opinions[0][2][3:40].split())[:20])
    assert [label for label, _ in opinion.units] == [101, 102, 103]

    export_texts(index, tmp_path / "texts")
    manifest = [ShardEntry.model_validate(e) for e in json.loads((tmp_path / "texts" / MANIFEST).read_text())]
    assert (tmp_path / "texts" / DICTIONARY).read_bytes() == index.codec.dictionary
    store = LocalBlobStore(tmp_path / "bucket")
    for name in (MANIFEST, *(e.shard for e in manifest)):
        store.put(import_key(EDITION, name), (tmp_path / "texts" / name).read_bytes())
    with pytest.raises(InputError, match=r"dictionary\.zdict: not uploaded"):
        import_shard(store, manifest[0])
    store.put(import_key(EDITION, DICTIONARY), b"not the dictionary")
    with pytest.raises(InputError, match=r"not the dictionary the manifest names"):
        import_shard(store, manifest[0])
    store.put(import_key(EDITION, DICTIONARY), index.codec.dictionary)
    for entry in manifest:
        import_shard(store, entry)
    assert finish_import(store, EDITION).clusters == 240
    assert store.get(dictionary_key(EDITION)) == index.codec.dictionary
    assert S3TextStore(store).texts_of(EDITION, 5007) == index.texts_of(5007)


def test_an_index_built_before_zstd_still_reads_its_texts() -> None:
    import zlib

    from briefcheck.index.text_codec import TextCodec, payload

    old = zlib.compress(payload("The rule applies.", ((12, 0),)), 6)
    row = TextCodec().unpack(3, "010combined", old)
    assert (row.text, row.units) == ("The rule applies.", ((12, 0),))


def test_the_import_state_machine_passes_every_field_of_a_manifest_item() -> None:
    """The Distributed Map's payload is the manifest item whole: a field left out (the
    dictionary's hash was) leaves an edition's texts unreadable while the import succeeds."""
    import json

    from briefcheck.index.text_shards import ShardEntry

    asl = json.loads((Path(__file__).parents[2] / "statemachine" / "text_import.asl.json").read_text())
    processor = asl["States"]["ImportShards"]["ItemProcessor"]["States"]["ImportShard"]
    payload = processor["Parameters"]["Payload"]
    assert set(payload) == {f"{name}.$" for name in ShardEntry.model_fields}
    assert all(path == f"$.{key[:-2]}" for key, path in payload.items())


def test_finishing_an_import_checks_the_dictionary_the_manifest_names(tmp_path: Path) -> None:
    """A dictionary never imported, or swapped, fails the import's last step (by its hash), rather
    than every later read of the edition's texts."""
    import hashlib
    import json

    from briefcheck.cloud.texts import finish_import
    from briefcheck.index.text_shards import MANIFEST, dictionary_key, import_key

    dictionary = b"the edition's zstd dictionary"
    entry = {
        "edition": EDITION, "shard": "shard-00000.jsonl", "bytes": 10, "sha256": "a" * 64, "clusters": 1,
        "dictionary_sha256": hashlib.sha256(dictionary).hexdigest(),
    }  # fmt: skip
    store = LocalBlobStore(tmp_path / "bucket")
    store.put(import_key(EDITION, MANIFEST), json.dumps([entry]).encode())
    with pytest.raises(InputError, match=r"_dictionary\.zdict: not imported"):
        finish_import(store, EDITION)
    store.put(dictionary_key(EDITION), b"another edition's dictionary")
    with pytest.raises(InputError, match=r"not the dictionary the manifest names"):
        finish_import(store, EDITION)
    store.put(dictionary_key(EDITION), dictionary)
    with pytest.raises(InputError, match=r"1 of 1 shards not imported"):
        finish_import(store, EDITION)


def test_a_pin_outside_the_case_does_not_stop_the_quote_check(index, tmp_path) -> None:
    ev = check(
        index,
        tmp_path,
        'Immunity is absolute. "officials are always immune from every suit whatever their conduct" '
        "Harlow v. Fitzgerald, 457 U.S. 800, 999 (1982).",
    )
    assert ev.hallucination_category is Category.QUOTE_FABRICATION
    assert "Also:" in ev.evidence_summary and "999" in ev.evidence_summary


def test_a_court_that_differs_does_not_stop_the_quote_check(index, tmp_path) -> None:
    ev = check(
        index,
        tmp_path,
        'Immunity is absolute. "officials are always immune from every suit whatever their conduct" '
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (2d Cir. 1982).",
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR and ev.hallucination_category is Category.QUOTE_FABRICATION
    assert "Also:" in ev.evidence_summary and "court" in ev.evidence_summary


def test_a_full_date_other_than_the_decisions_is_for_review(index, tmp_path) -> None:
    """Tolliver was decided 2017-01-09: the brief dating it Feb. 9 has the year right and the
    date wrong, which is no longer VERIFIED (a real case under an invented date is what a
    fabricated Westlaw citation looks like)."""
    ev = check(
        index, tmp_path, "A claim accrues. Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. Feb. 9, 2017)."
    )
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "2017-01-09" in ev.evidence_summary and "Feb. 9, 2017" in ev.evidence_summary


@pytest.mark.parametrize("paren", ["(11th Cir. Jan. 9, 2016)", "(11th Cir. Dec. 9, 2016)"])
def test_a_full_date_a_year_or_weeks_off_across_new_year_is_for_review(index, tmp_path, paren: str) -> None:
    """Tolliver was decided 2017-01-09: a year either side is tolerated for the year alone (a
    January decision reported the year before), never for a full date a year or a month off."""
    ev = check(index, tmp_path, f"A claim accrues. Tolliver v. Nash, 925 F.3d 495, 496 {paren}.")
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "date" not in ev.checked


def test_a_date_in_another_year_is_not_listed_as_checked(index, tmp_path) -> None:
    """The year is wrong, so the date was not found to agree: the card must not say it was checked."""
    sentence = "A claim accrues. Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. Jan. 9, 2019)."
    ev = check(index, tmp_path, sentence)
    assert ev.outcome is Outcome.VERIFIED_ERROR and "date" not in ev.checked, ev.checked


@pytest.mark.parametrize(
    "paren",
    [
        "(11th Cir. Jan. 9, 2017)",
        "(11th Cir. January 9, 2017)",
        "(11th Cir. Jan. 10, 2017)",  # a day's difference: the filing and the decision
        "(11th Cir. 2017)",
        "(11th Cir. Mar. 1, 2017) (as amended)",  # the amended opinion's date
    ],
)
def test_the_decisions_own_date_or_none_stays_verified(index, tmp_path, paren: str) -> None:
    ev = check(index, tmp_path, f"A claim accrues. Tolliver v. Nash, 925 F.3d 495, 496 {paren}.")
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


def test_the_index_built_on_several_cores_is_the_one_built_on_one(
    bulk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The opinions file's bz2 decoded on two threads and its opinions read and compressed by two
    worker processes, in blocks small enough that the workers take most of them: the same index,
    byte for byte, as one process builds."""
    from briefcheck.index import bulk as bulk_files

    monkeypatch.setattr(bulk_files, "BLOCK_BYTES", 2048)  # many blocks, most of them the pool's
    one, two = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    build_index(bulk, one, jobs=1)
    report = build_index(bulk, two, jobs=2)
    assert report.rows["texts"] == build_index(bulk, tmp_path / "again.sqlite").rows["texts"] > 3
    # the same file but for the header's count of write transactions (bytes 24-27 and 92-95)
    a, b = one.read_bytes(), two.read_bytes()
    assert len(a) == len(b) and a[:24] + a[28:92] + a[96:] == b[:24] + b[28:92] + b[96:]
    assert SQLiteCitationIndex(two).texts_of(2)  # and the texts read back


def test_the_courts_words_cited_as_a_dissent_are_for_review(index, tmp_path) -> None:
    """ "(Burger, C.J., dissenting)" after words that are the opinion of the court: the brief
    misattributes them (a dissent answering the court quotes it; these are not in the dissent)."""
    quoted = '"government officials performing discretionary functions generally are shielded from liability"'
    ev = check(
        index,
        tmp_path,
        f"The rule is that {quoted} Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) "
        "(Burger, C.J., dissenting).",
    )
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "opinion of the court" in ev.evidence_summary


@pytest.mark.parametrize(
    ("sentence", "outcome"),
    [
        # the dissent's sentence, copied without quotation marks as what the case holds
        ("The careful balance struck by our precedents for the immunity of those who serve the President "
         "was abandoned.", Outcome.UNVERIFIABLE),
        # ... said to be the dissent's
        ("Chief Justice Burger, dissenting, wrote that the careful balance struck by our precedents for the "
         "immunity of those who serve the President was abandoned.", Outcome.VERIFIED_OK),
        # the court's own sentence, copied
        ("Immunity is the scope available to senior aides and advisers of the President.",
         Outcome.VERIFIED_OK),
    ],
)  # fmt: skip
def test_a_paraphrase_that_copies_a_separate_opinion_is_not_the_courts(
    index, tmp_path, sentence: str, outcome: Outcome
) -> None:
    ev = check(index, tmp_path, f"{sentence} Harlow v. Fitzgerald, 457 U.S. 800 (1982).")
    assert ev.outcome is outcome, ev.evidence_summary
    if outcome is Outcome.UNVERIFIABLE:
        assert ev.needs_review and "a sentence of the dissent" in ev.evidence_summary


def test_a_sentence_that_mentions_the_dissent_does_not_make_the_courts_words_its(index, tmp_path) -> None:
    """Prose naming the dissent ("rejecting the dissent's view") is no attribution of the court's
    words: they stay verified as the court's."""
    ev = check(
        index,
        tmp_path,
        "Rejecting the dissent's view, the Court held that "
        '"government officials performing discretionary functions generally are shielded from liability" '
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary


@pytest.mark.parametrize(
    "sentence",
    [
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (holding that officials are shielded from liability "
        "for civil damages insofar as their conduct violates clearly established statutory or "
        "constitutional rights).",
        "Officials performing discretionary functions are shielded from liability for civil damages "
        "insofar as their conduct violates clearly established statutory or constitutional rights. "
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
        # no pin: the parenthetical saying what the case held is read all the same
        "Harlow v. Fitzgerald, 457 U.S. 800 (1982) (holding that officials are shielded from liability "
        "for civil damages insofar as their conduct violates clearly established statutory or "
        "constitutional rights).",
    ],
)
def test_a_paraphrase_that_flips_the_courts_negation_is_for_review_without_a_model(
    index, tmp_path, sentence: str
) -> None:
    """No model backend: the paraphrase copies the holding with "does not violate" made "violates",
    which is no longer VERIFIED but put to a person with the court's sentence."""
    ev = check(index, tmp_path, sentence)
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    # read off the copied sentence, or off the words right before the quotation
    said = ev.evidence_summary
    assert "negation flipped" in said or "the negation it is set in is turned" in said, said
    assert "does not violate" in ev.evidence_details.model_extra["contrary_passage"]


def test_a_short_holding_restated_with_its_negation_flipped_is_for_review(index, tmp_path) -> None:
    """The court's whole sentence is 'The statute of limitations is tolled.': three words of
    substance, copied whole with a 'not' added. The brief's sentence is quoted back without the
    citation's leftover full stop."""
    ev = check(
        index,
        tmp_path,
        "The statute of limitations is not tolled. Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017).",
    )
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "\u201cThe statute of limitations is not tolled.\u201d" in ev.evidence_summary
    assert ev.evidence_details.model_extra["contrary_passage"] == "The statute of limitations is tolled."


def test_a_paraphrase_that_keeps_the_courts_negation_stays_verified(index, tmp_path) -> None:
    ev = check(
        index,
        tmp_path,
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (holding that officials are shielded from liability "
        "for civil damages insofar as their conduct does not violate clearly established statutory or "
        "constitutional rights).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's own words deny what the quotation, word for word the court's, goes on to say
        'The Court held that officials are not "shielded from liability for civil damages." '
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
        # the quotation opens just after the court's "not", which the brief's words leave out
        "Officials performing discretionary functions are shielded from liability for civil damages "
        'insofar as their conduct does "violate clearly established statutory or constitutional rights." '
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
        'Sanctions do not "require a finding of bad faith by clear and convincing evidence." '
        "Bancroft v. Ostrander, 925 F.3d 475, 476 (11th Cir. 2017).",
    ],
)
def test_a_true_quotation_framed_by_words_that_flip_the_courts_negation_is_for_review(
    index, tmp_path, sentence: str
) -> None:
    ev = check(index, tmp_path, sentence)
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    # read off the copied sentence, or off the words right before the quotation
    said = ev.evidence_summary
    assert "negation flipped" in said or "the negation it is set in is turned" in said, said


@pytest.mark.parametrize(
    "sentence",
    [
        # a condition the brief states turns the frame around lawfully ("unless ... does violate")
        'Officials are shielded unless their conduct does "violate clearly established statutory or '
        'constitutional rights." Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).',
        # the holding restated from the other side: both negations moved, none flipped
        'Officials are not "shielded from liability for civil damages" when their conduct violates '
        "clearly established statutory or constitutional rights. "
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
        'Sanctions "require a finding of bad faith by clear and convincing evidence." '
        "Bancroft v. Ostrander, 925 F.3d 475, 476 (11th Cir. 2017).",
        'Officials "performing discretionary functions generally are shielded from liability for civil '
        'damages." Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).',
    ],
)
def test_a_true_quotation_framed_as_the_court_said_it_stays_verified(index, tmp_path, sentence: str) -> None:
    ev = check(index, tmp_path, sentence)
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


@pytest.mark.parametrize(
    ("said", "verified"),
    [
        ("that officials performing discretionary functions are never shielded from liability.", False),
        ("that government officials performing discretionary functions generally are shielded from "
         "liability for civil damages.", True),
    ],
)  # fmt: skip
def test_a_quotation_whose_closing_mark_is_missing_is_checked_to_its_sentences_end(
    index, tmp_path, said: str, verified: bool
) -> None:
    """An unclosed quotation is no way past the check: its words, read to the end of the sentence,
    are looked for like any quotation's; absent, they are for a person (where it was meant to end
    cannot be told), never VERIFIED."""
    ev = check(index, tmp_path, f'The court held "{said} Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).')
    assert (ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review) is verified, ev.evidence_summary
    assert ev.needs_review is not verified
    assert "closing quotation mark" in ev.evidence_summary


def every_check(index: SQLiteCitationIndex, tmp_path: Path, text: str) -> dict[str, Evidence]:
    """The evidence of each citation of `text` that supports a claim, by the citation's text."""
    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.verify import Verifier

    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    tasks = citation_tasks(extract_document(text.encode(), "brief.txt"))
    return {t.citation.text: verifier.verify(t) for t in tasks if t.claim is not None}


def test_a_history_that_points_at_another_case_is_an_error(index, tmp_path) -> None:
    """ "aff'd, 457 U.S. 800": the later decision of the same case, checked under its name; the
    report there is another case's, so the history is invented or miscited."""
    found = every_check(
        index, tmp_path, "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017), aff'd, 457 U.S. 800 (1982)."
    )
    first, later = found["Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017)"], found["457 U.S. 800 (1982)"]
    assert first.outcome is Outcome.VERIFIED_OK, first.evidence_summary
    assert later.outcome is Outcome.VERIFIED_ERROR, later.evidence_summary
    assert "Harlow v. Fitzgerald" in later.evidence_summary and "Tolliver" in later.evidence_summary


def test_the_claims_own_sentence_is_read_against_a_held_text_without_a_pin(index, tmp_path) -> None:
    """The offline index holds the text, so reading it costs no request: a brief's sentence that
    flips the court's negation is caught under a bare "Id." too."""
    ev = every_check(
        index,
        tmp_path,
        "See Harlow v. Fitzgerald, 457 U.S. 800 (1982). Officials performing discretionary functions are "
        "shielded from liability for civil damages insofar as their conduct violates clearly established "
        "statutory or constitutional rights. Id.",
    )["Id."]
    assert ev.needs_review and "negation flipped" in ev.evidence_summary, ev.evidence_summary


@pytest.mark.parametrize(
    ("cited", "why"),
    [
        # the case has a lead opinion and a dissent only
        ("(Brennan, J., concurring)", "no concurrence"),
        # a dissent there is, but its byline is another justice's
        ("(Rehnquist, J., dissenting)", "not by Rehnquist"),
        # the author named, with no "dissenting": the brief gives the opinion of the court as his
        ("(Burger, C.J.)", "signed by JUSTICE POWELL"),
        ("(Rehnquist, J.)", "signed by JUSTICE POWELL"),
        ("(opinion of Rehnquist, J.)", "signed by JUSTICE POWELL"),
    ],
)
def test_a_separate_opinion_the_case_does_not_have_is_for_review(
    index, tmp_path, cited: str, why: str
) -> None:
    ev = check(index, tmp_path, f"See Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982) {cited}.")
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert why in ev.evidence_summary


@pytest.mark.parametrize("cited", ["(Burger, C.J., dissenting)", "(dissenting opinion)"])
def test_a_separate_opinion_the_case_has_stays_verified(index, tmp_path, cited: str) -> None:
    ev = check(index, tmp_path, f"See Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982) {cited}.")
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


@pytest.mark.parametrize(
    "sentence",
    [
        "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (Powell, J.).",
        "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (Powell, J.) "
        "(holding that officials are shielded).",
        # a text with no byline cannot tell who wrote it
        "See Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017) (Rovner, J.).",
    ],
)
def test_an_author_named_who_wrote_it_or_a_text_that_cannot_tell_stays_verified(
    index, tmp_path, sentence: str
) -> None:
    ev = check(index, tmp_path, sentence)
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


@pytest.mark.parametrize(
    "sentence",
    [
        "The Court held that the careful balance of its precedents was abandoned. "
        "Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982).",
        "See Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982).",
        "Immunity is narrow. Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982) "
        "(holding that immunity is narrow).",
    ],
)
def test_a_pin_to_a_page_of_the_dissent_alone_given_as_the_courts_is_for_review(
    index, tmp_path, sentence: str
) -> None:
    """Page 820 holds the dissent and nothing of the opinion of the court: a proposition pinned
    there with no word that it is the dissent's is a dissent passed off as the holding, or a wrong
    pin. No quotation is needed to tell."""
    ev = check(index, tmp_path, sentence)
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "page 820" in ev.evidence_summary and "dissent" in ev.evidence_summary
    assert "BURGER, dissenting" in ev.evidence_summary  # the byline: whose words they are


@pytest.mark.parametrize(
    "sentence",
    [
        # the page where the court's opinion ends and the dissent begins
        "Officials are shielded. Harlow v. Fitzgerald, 457 U.S. 800, 819 (1982).",
        # a range that takes in the court's pages
        "Officials are shielded. Harlow v. Fitzgerald, 457 U.S. 800, 818-20 (1982).",
        # the brief says, in its own words, whose they are
        "The dissent warned that the careful balance was abandoned. "
        "Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982).",
        "Chief Justice Burger warned that the balance was abandoned. "
        "Harlow v. Fitzgerald, 457 U.S. 800, 820 (1982).",
    ],
)
def test_a_pin_the_court_shares_or_the_brief_attributes_stays_verified(
    index, tmp_path, sentence: str
) -> None:
    ev = check(index, tmp_path, sentence)
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


def test_a_dissent_cited_at_a_page_of_the_court_alone_is_for_review(index, tmp_path) -> None:
    """ "(Burger, C.J., dissenting)" at page 818, which holds only the opinion of the court: the
    dissent the brief cites is not on the page it names."""
    ev = check(
        index,
        tmp_path,
        "Officials are shielded. Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (Burger, C.J., dissenting).",
    )
    assert ev.needs_review and ev.outcome is not Outcome.VERIFIED_OK, ev.evidence_summary
    assert "page 818" in ev.evidence_summary and "opinion of the court" in ev.evidence_summary
    assert "819-820" in ev.evidence_summary  # where the dissent is
    ok = check(
        index,
        tmp_path,
        "Officials are shielded. Harlow v. Fitzgerald, 457 U.S. 800, 819-20 (1982) "
        "(Burger, C.J., dissenting).",
    )
    assert ok.outcome is Outcome.VERIFIED_OK and not ok.needs_review, ok.evidence_summary


def test_a_separate_opinion_a_combined_text_never_speaks_of_is_for_review(index, tmp_path) -> None:
    """One combined text holds every opinion of the case: "(Pryor, J., concurring)" of a case whose
    text has no word of a concurrence cites an opinion that is not there (it was VERIFIED); one whose
    text speaks of it cannot be told apart (no byline to read) and is not."""
    ev = check(
        index, tmp_path, "See Abernathy v. Quill, 925 F.3d 505 (11th Cir. 2017) (Pryor, J., concurring)."
    )
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "has no concurrence" in ev.evidence_summary


def test_a_separate_opinion_a_combined_text_speaks_of_is_not_for_review(tmp_path) -> None:
    text = "The court holds that a contract needs consideration. Affirmed. PRYOR, Circuit Judge, concurring."
    cases = [Case(3, "Abernathy v. Quill", "2017-02-09", "ca11", [(925, "F.3d", "505")],
                  opinions=[("010combined", "plain_text", text)]),
             *filler(925, "F.3d", "ca11", 2017, 200)]  # fmt: skip
    Snapshot(cases=cases, courts={"ca11": "Eleventh Circuit"}).write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    ev = check(
        SQLiteCitationIndex(tmp_path / "i.sqlite"),
        tmp_path,
        "See Abernathy v. Quill, 925 F.3d 505 (11th Cir. 2017) (Pryor, J., concurring).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK and not ev.needs_review, ev.evidence_summary


def test_words_said_to_be_quoted_from_a_case_that_lacks_them_are_for_review(index, tmp_path) -> None:
    """ "(quoting Tolliver ...)" where Tolliver's text lacks the words: the quoting case may have
    altered them unmarked, so it is REVIEW for the quoted case, never VERIFIED."""
    found = every_check(
        index,
        tmp_path,
        'Officials "are shielded from liability for civil damages" Harlow v. Fitzgerald, 457 U.S. 800, 818 '
        "(1982) (quoting Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017)).",
    )
    harlow, tolliver = (
        found["Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)"],
        found["Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017)"],
    )
    assert harlow.outcome is Outcome.VERIFIED_OK, harlow.evidence_summary
    assert tolliver.needs_review and "quotes Tolliver v. Nash" in tolliver.evidence_summary


def test_words_said_to_be_quoted_from_a_case_that_has_them_are_checked_there(index, tmp_path) -> None:
    found = every_check(
        index,
        tmp_path,
        'Accrual "when the plaintiff knows of the injury and its cause" governs. Abernathy v. Quill, '
        "925 F.3d 505 (11th Cir. 2017) (quoting Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)).",
    )
    tolliver = found["Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)"]
    assert tolliver.outcome is Outcome.VERIFIED_OK and "1 quote(s)" in tolliver.checked, (
        tolliver.evidence_summary
    )


def test_a_flipped_paraphrase_is_shown_in_the_briefs_own_words(index, tmp_path) -> None:
    """The card quotes what the brief wrote, framing and all, not the words the check compared."""
    ev = check(
        index,
        tmp_path,
        "In Harlow, the Supreme Court held that officials performing discretionary functions are shielded "
        "from liability for civil damages insofar as their conduct violates clearly established statutory "
        "or constitutional rights. Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982).",
    )
    assert ev.needs_review, ev.evidence_summary
    assert "\u201cIn Harlow, the Supreme Court held that officials" in ev.evidence_summary


def checked_brief(index: SQLiteCitationIndex, tmp_path: Path, text: str) -> dict[str, Citation]:
    """Each citation of `text` as a whole check leaves it (statuses set at the finish)."""
    from briefcheck.domain.config import Settings
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    settings = Settings(home=tmp_path)
    result = check_document(text.encode(), "brief.txt", settings, open_stores(settings, ()), index=index)
    return {c.text: c for c in result.citations()}


ACCRUAL = '"A claim accrues when the plaintiff knows of the injury and its cause."'
HARLOW_818 = "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)"
TOLLIVER_496 = "Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)"


@pytest.mark.parametrize("signals", [("", ""), ("See ", "see also ")])
def test_a_quotation_that_is_the_second_of_a_string_cites_is_no_error_of_the_first(
    index, tmp_path, signals: tuple[str, str]
) -> None:
    """ "Quote." A; B.: the words are Tolliver's, cited second. Harlow lacks them, which is no
    error of Harlow's: both are VERIFIED, and Harlow's evidence says whose the words are."""
    found = checked_brief(index, tmp_path, f"{ACCRUAL} {signals[0]}{HARLOW_818}; {signals[1]}{TOLLIVER_496}.")
    harlow, tolliver = found[HARLOW_818], found[TOLLIVER_496]
    assert (harlow.status, tolliver.status) == (CitationStatus.VERIFIED, CitationStatus.VERIFIED)
    assert "Tolliver v. Nash" in (harlow.status_note or ""), harlow.status_note


def test_a_quotation_no_case_of_its_string_has_is_the_first_ones_error(index, tmp_path) -> None:
    found = checked_brief(
        index, tmp_path, f'"Officials answer for every error of judgment." {HARLOW_818}; {TOLLIVER_496}.'
    )
    harlow, tolliver = found[HARLOW_818], found[TOLLIVER_496]
    assert harlow.status is CitationStatus.ERROR and "do not appear" in (harlow.status_note or "")
    assert "Tolliver v. Nash" in (harlow.status_note or "")  # the others looked in are named
    assert tolliver.status is CitationStatus.VERIFIED, tolliver.status_note


def test_a_string_quotation_flipping_the_first_cases_negation_names_no_error_it_does_not_report(
    index, tmp_path
) -> None:
    """Harlow's sentence with its "not" dropped, before "Harlow; Tolliver": Harlow is not VERIFIED,
    and Tolliver's note does not call it "reported as the error" of Harlow unless Harlow's is one."""
    flipped = (
        '"[G]overnment officials performing discretionary functions generally are shielded from liability '
        "for civil damages insofar as their conduct does violate clearly established statutory or "
        'constitutional rights."'
    )
    found = checked_brief(index, tmp_path, f"{flipped} {HARLOW_818}; {TOLLIVER_496}.")
    harlow, tolliver = found[HARLOW_818], found[TOLLIVER_496]
    assert harlow.status in (CitationStatus.ERROR, CitationStatus.REVIEW), harlow.status_note
    said_error = "reported as the error of" in (tolliver.status_note or "")
    assert said_error == (harlow.status is CitationStatus.ERROR), (harlow.status, tolliver.status_note)


def test_a_quotation_of_a_string_with_an_unchecked_member_is_not_called_fabricated(index, tmp_path) -> None:
    """The words are in neither case held; the third is not held, so they may be its: for a person."""
    unheld = "Quill v. Marsh, 300 F.3d 10 (11th Cir. 2002)"
    found = checked_brief(index, tmp_path, f"{ACCRUAL} {HARLOW_818}; {unheld}.")
    harlow = found[HARLOW_818]
    assert harlow.status is CitationStatus.REVIEW, harlow.status_note
    assert "Quill" in (harlow.status_note or "")


def test_a_string_cites_other_finding_is_never_settled_away(index, tmp_path) -> None:
    """The quotation is Tolliver's, so Harlow's lacking it is no error; Harlow's wrong year still is,
    and Tolliver's wrong pin too (its holding the words still counts)."""
    harlow_1983 = "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1983)"
    tolliver_499 = "Tolliver v. Nash, 925 F.3d 495, 499 (11th Cir. 2017)"
    found = checked_brief(index, tmp_path, f"{ACCRUAL} {harlow_1983}; {TOLLIVER_496}.")
    assert found[harlow_1983].status is CitationStatus.ERROR and "1983" in (
        found[harlow_1983].status_note or ""
    )
    found = checked_brief(index, tmp_path / "pin", f"{ACCRUAL} {HARLOW_818}; {tolliver_499}.")
    assert found[tolliver_499].status is CitationStatus.ERROR
    assert found[HARLOW_818].status is CitationStatus.VERIFIED, found[HARLOW_818].status_note


def test_a_quotation_spliced_from_the_court_and_the_dissent_by_an_ellipsis_is_an_error(
    index, tmp_path
) -> None:
    """An omission stays within one opinion: "Reversed . . . . The Court today abandons ..." joins
    the end of the court's opinion to the dissent's words and presents them as one passage."""
    ev = check(
        index,
        tmp_path,
        'The Court put it plainly: "Reversed . . . . The Court today abandons the careful balance struck by '
        'our precedents for the immunity of those who serve the President." Harlow v. Fitzgerald, 457 U.S. '
        "800, 819-20 (1982).",
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR and ev.hallucination_category is Category.QUOTE_FABRICATION
    assert "dissent" in ev.evidence_summary and "ellipsis" in ev.evidence_summary, ev.evidence_summary


def test_parties_cited_in_reverse_order_are_for_a_person_to_check_with_the_reported_name(
    index, tmp_path
) -> None:
    """The case under a name it is not reported by, and as often another's ("United States v. X" and
    "X v. United States"): not a promise that the case exists under that name."""
    ev = check(
        index, tmp_path, "See Fitzgerald v. Harlow, 457 U.S. 800, 818 (1982) (officials are shielded)."
    )
    assert ev.needs_review, ev.evidence_summary
    assert "other way round" in ev.evidence_summary and "Harlow v. Fitzgerald" in ev.evidence_summary


def test_parties_in_the_reported_order_carry_no_word_on_their_order(index, tmp_path) -> None:
    ev = check(
        index, tmp_path, "See Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982) (officials are shielded)."
    )
    assert ev.outcome is Outcome.VERIFIED_OK and "reverse order" not in ev.evidence_summary


def test_each_parenthetical_quotation_of_a_string_cite_is_checked_against_its_own_case(
    index, tmp_path
) -> None:
    tolliver = "Tolliver v. Nash, 925 F.3d 495, 496 (11th Cir. 2017)"
    bancroft = "Bancroft v. Ostrander, 925 F.3d 475, 476 (11th Cir. 2017)"
    accrues = "a claim accrues when the plaintiff knows of the injury and its cause"
    sanctions = "sanctions require a finding of bad faith by clear and convincing evidence"
    true = every_check(
        index, tmp_path, f'See {tolliver} (explaining that "{accrues}"); {bancroft} ("{sanctions}").'
    )
    assert [e.outcome for e in true.values()] == [Outcome.VERIFIED_OK] * 2
    # each parenthetical quoting the other case: both invented where they stand
    swapped = every_check(
        index,
        tmp_path / "swapped",
        f'See {tolliver} (explaining that "{sanctions}"); {bancroft} ("{accrues}").',
    )
    assert [e.outcome for e in swapped.values()] == [Outcome.VERIFIED_ERROR] * 2


def test_a_parallel_citation_of_another_held_case_is_an_error(index, tmp_path) -> None:
    """A real citation with an invented parallel: the index holds the parallel's slot, and another
    case is there, so the parallel is wrong though the case is real."""
    ev = check(
        index, tmp_path, "Harlow v. Fitzgerald, 457 U.S. 800, 925 F.3d 495 (1982) (officials are shielded)."
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "925 F.3d 495" in ev.evidence_summary and "Tolliver v. Nash" in ev.evidence_summary
    assert ev.suggested_correction and "925 F.3d" not in ev.suggested_correction


def test_a_parallel_the_index_cannot_place_is_no_error_and_is_said_unchecked(index, tmp_path) -> None:
    """A reporter the index does not hold: nothing proved either way."""
    ev = check(
        index,
        tmp_path,
        "Harlow v. Fitzgerald, 457 U.S. 800, 102 S. Ct. 2727 (1982) (officials are shielded).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "Not checked: the parallel citation 102 S. Ct. 2727" in ev.evidence_summary


def test_a_parallel_inside_another_case_of_a_densely_held_volume_is_an_error(index, tmp_path) -> None:
    """No case begins at 925 F.3d 496, a page of Tolliver v. Nash in a volume held densely, nor at 497,
    past where Tolliver's own text ends (its star pages run to 496), before the next case held."""
    ev = check(
        index, tmp_path, "Harlow v. Fitzgerald, 457 U.S. 800, 925 F.3d 496 (1982) (officials are shielded)."
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "no case begins at 925 F.3d 496, inside Tolliver v. Nash" in ev.evidence_summary
    ev = check(
        index, tmp_path, "Harlow v. Fitzgerald, 457 U.S. 800, 925 F.3d 497 (1982) (officials are shielded)."
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR, ev.evidence_summary
    assert "no case begins at 925 F.3d 497" in ev.evidence_summary and "inside" not in ev.evidence_summary


@pytest.mark.parametrize(("pin", "outcome"), [("806", Outcome.VERIFIED_ERROR), ("818", Outcome.VERIFIED_OK)])
def test_an_id_alone_is_checked_at_the_page_of_the_citation_before_it(index, tmp_path, pin, outcome) -> None:
    """ "Id." with no page means the page the citation before it gives: a quotation it carries
    from another page is on a wrong pin, as under "Id. at 806" it would be."""
    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_document
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.verify import Verifier

    quoted = '"shielded from liability for civil damages insofar as their conduct does not violate"'
    cited = f"Harlow v. Fitzgerald, 457 U.S. 800, {pin} (1982)"
    text = f"Immunity is qualified. {cited}. Officials are {quoted}. Id."
    doc = extract_document(text.encode(), "brief.txt")
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    [id_task] = [t for t in citation_tasks(doc) if t.citation.text == "Id."]
    ev = verifier.verify(id_task)
    assert ev.outcome is outcome, ev.evidence_summary


def test_words_the_court_uses_as_its_own_after_reporting_them_twice_are_its_own(tmp_path: Path) -> None:
    """A key term a party's argument and the question presented use first, and the court then uses
    in its own voice: quoting it is quoting the court (only the next use was read, itself framed)."""
    term = "public duty doctrine shields a city from suits over police protection"
    opinion = (
        f"<p>Defendants moved for summary judgment, asserting that the {term}. The sole issue on this "
        f"appeal is whether the {term}. We agree that the {term}, and we so hold.</p>"
    )
    ev = check(
        winthrop_index(tmp_path, opinion),
        tmp_path,
        f'The court\'s reasoning turned on the rule that the "{term}." Winthrop v. Ashby, 820 F.3d 1 '
        "(11th Cir. 2016).",
    )
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary


def test_a_history_citation_under_its_appeals_turned_caption_is_not_a_reversed_name(tmp_path) -> None:
    """ "rev'd, 585 U.S. 20": the history citation bears its case's name, which the appeal's caption
    turns round ("Dunn v. Lopez"); only a name the brief writes the other way round is for review."""
    cases = [
        Case(1, "Lopez v. Dunn", "2015-05-05", "ca9", [(650, "F.3d", "300")]),
        Case(2, "Dunn v. Lopez", "2018-06-01", "scotus", [(585, "U.S.", "20")]),
    ]
    courts = {"ca9": "Court of Appeals for the Ninth Circuit", "scotus": "Supreme Court of the United States"}
    Snapshot(cases=cases, courts=courts).write(tmp_path / "bulk", "2026-06-30")
    build_index(tmp_path / "bulk", tmp_path / "ix.sqlite")
    index = SQLiteCitationIndex(tmp_path / "ix.sqlite")
    found = every_check(
        index,
        tmp_path,
        "The petition was timely. Lopez v. Dunn, 650 F.3d 300 (9th Cir. 2015), rev'd, 585 U.S. 20 (2018).",
    )
    history = found["585 U.S. 20 (2018)"]
    assert not history.needs_review and "other way round" not in history.evidence_summary, (
        history.evidence_summary
    )
    turned = every_check(
        index, tmp_path, "The petition was timely. Dunn v. Lopez, 650 F.3d 300 (9th Cir. 2015)."
    )
    assert "other way round" in next(iter(turned.values())).evidence_summary


@pytest.mark.parametrize(
    ("sentence", "review"),
    [
        # the brief says the court turned down what it says in its own voice
        ("Harlow rejected the rule that officials are shielded from liability for civil damages insofar as "
         "their conduct does not violate clearly established statutory or constitutional rights. Harlow v. "
         "Fitzgerald, 457 U.S. 800, 818 (1982).", True),
        # what the court did turn down, or a proposition of the brief's own
        ("Harlow rejected the rule that officials are absolutely immune from suit. Harlow v. Fitzgerald, "
         "457 U.S. 800, 818 (1982).", False),
    ],
)  # fmt: skip
def test_a_holding_the_brief_says_the_court_turned_down_is_for_review(
    index, tmp_path, sentence, review
) -> None:
    ev = check(index, tmp_path, sentence)
    assert ev.needs_review is review, ev.evidence_summary
    assert ("turned down" in ev.evidence_summary) is review


def test_a_view_the_court_turns_down_that_the_brief_says_it_rejected_stays_verified(tmp_path) -> None:
    """Only a sentence the court opens by holding ("We hold that") is its own voice for certain: a
    view it reports and then turns down ("The district court held that X. We disagree."; "In the
    plaintiffs' view, X. That view finds no support.") is what the brief rightly says it rejected."""
    star = "".join(
        f'<p><span class="star-pagination">*{page}</span> {text}</p>'
        for page, text in {
            501: "The district court held that the tenant failed to allege any personal involvement by the "
            "landlord. We disagree.",
            502: "In the plaintiffs' view, the statute of limitations begins to run only when the plaintiff "
            "discovers the identity of the tortfeasor. That view finds no support in the text.",
            503: "We hold that a landlord who acts in bad faith must pay treble damages to the tenant.",
        }.items()
    )
    cases = [Case(1, "Hale v. Brandt", "2010-05-03", "ca2", [(600, "F.3d", "500")],
                  opinions=[("010combined", "html_with_citations", star)])]  # fmt: skip
    Snapshot(cases=cases, courts={"ca2": "Court of Appeals for the Second Circuit"}).write(
        tmp_path / "b", "2026-06-30"
    )
    build_index(tmp_path / "b", tmp_path / "ix.sqlite")
    index = SQLiteCitationIndex(tmp_path / "ix.sqlite")
    for said, review in (
        ("The court rejected the view that the tenant failed to allege any personal involvement by the "
         "landlord. Hale v. Brandt, 600 F.3d 500, 501 (2d Cir. 2010).", False),
        ("The court rejected the argument that the statute of limitations begins to run only when the "
         "plaintiff discovers the identity of the tortfeasor. Hale v. Brandt, 600 F.3d 500, 502 (2d Cir. "
         "2010).", False),
        ("The court rejected the rule that a landlord who acts in bad faith must pay treble damages to the "
         "tenant. Hale v. Brandt, 600 F.3d 500, 503 (2d Cir. 2010).", True),
        # as a parenthetical says it (it was VERIFIED: only the past tense was read)
        ("See Hale v. Brandt, 600 F.3d 500, 503 (2d Cir. 2010) (rejecting the argument that a landlord who "
         "acts in bad faith must pay treble damages to the tenant).", True),
        ("See Hale v. Brandt, 600 F.3d 500, 502 (2d Cir. 2010) (rejecting the argument that the statute of "
         "limitations begins to run only when the plaintiff discovers the identity of the tortfeasor).",
         False),
    ):  # fmt: skip
        ev = check(index, tmp_path, said)
        assert ev.needs_review is review, ev.evidence_summary
