"""The court's words only: a publisher's headnotes and summaries and a reporter's syllabus are
left out of the text a quote or pin is checked against, whatever the markup (Harvard's XML
elements, classed HTML blocks, a plain text that opens with the syllabus)."""

from __future__ import annotations

import pytest

from briefcheck.text.opinions import opinion_of
from briefcheck.verify.quotes import find_quote

HELD = "a warrantless search of a home is presumptively unreasonable"
SUMMARIZED = "the police may always search a home without a warrant"


def text_of(field: str, value: str) -> str:
    opinion = opinion_of("010combined", {field: value})
    assert opinion is not None
    return opinion.text


def test_harvard_headnotes_and_summary_are_left_out() -> None:
    xml = (
        f"<casebody><summary>{SUMMARIZED} in any case.</summary><headnotes>1. Searches: {SUMMARIZED}."
        f'</headnotes><opinion type="majority"><p>We hold that {HELD}.</p></opinion></casebody>'
    )
    text = text_of("xml_harvard", xml)
    assert find_quote(HELD, text).found
    assert not find_quote(SUMMARIZED, text).found


def test_classed_headnote_and_syllabus_blocks_are_left_out() -> None:
    html = (
        f'<div class="headnotes"><p>{SUMMARIZED}.</p></div><div class="Syllabus">{SUMMARIZED} too.</div>'
        f'<p><span class="star-pagination">*12</span> We hold that {HELD}.</p>'
    )
    opinion = opinion_of("010combined", {"html_with_citations": html})
    assert opinion is not None and not find_quote(SUMMARIZED, opinion.text).found
    assert find_quote(HELD, opinion.text).found and [label for label, _ in opinion.units] == [12]


def test_a_syllabus_whose_heading_opens_on_a_page_marker_is_left_out() -> None:
    """ "*1 Syllabus": the first page's marker on the heading's line (its words were the court's)."""
    html = (
        '<p><span class="star-pagination">*1</span> Syllabus</p>'
        f"<p>{SUMMARIZED}.</p>"
        '<p><span class="star-pagination">*2</span> JUSTICE SMITH delivered the opinion of the Court.</p>'
        f"<p>We hold that {HELD}.</p>"
    )
    text = text_of("html_with_citations", html)
    assert not find_quote(SUMMARIZED, text).found and find_quote(HELD, text).found


def test_a_line_of_the_courts_opening_with_the_word_syllabus_is_no_heading() -> None:
    """West Virginia's "Syllabus point 2 of State v. X" at a page's start is the court's own
    sentence: nothing before the opinion's announcement is cut for it."""
    html = (
        "<p>Opinion of the court by Judge Smith.</p>"
        '<p><span class="star-pagination">*2</span> Syllabus point 2 of State v. Pratt holds that '
        f"{HELD}.</p>"
        "<p>JUSTICE SMITH delivered the opinion of the Court.</p>"
    )
    assert find_quote(HELD, text_of("html_with_citations", html)).found


def test_a_plain_text_syllabus_is_left_out() -> None:
    plain = (
        "SUPREME COURT OF THE UNITED STATES\nSyllabus\n"
        f"Held: {SUMMARIZED}. Pp. 3-9.\n"
        "JUSTICE KAGAN delivered the opinion of the Court.\n"
        f"We hold that {HELD}.\n"
    )
    text = text_of("plain_text", plain)
    assert text.startswith("JUSTICE KAGAN delivered the opinion of the Court.")
    assert not find_quote(SUMMARIZED, text).found and find_quote(HELD, text).found


@pytest.mark.parametrize(
    ("heading", "opening"),
    [
        ("SYLLABUS", "JUSTICE KAGAN delivered the opinion of the Court."),
        ("Syllabus", "KAGAN, J., delivered the opinion for a unanimous Court."),
        ("Syllabus", "JUSTICE KAGAN announced the judgment of the Court and delivered an opinion."),
        ("Syllabus", "JUSTICE KAGAN delivered the opinion of the Court with respect to Parts I and II."),
        ("Syllabus", "OPINION\nMORRIS, J."),  # the opinion's heading
        ("SYLLABUS", "Opinion of the Court by Justice MORRIS."),  # Kentucky's opening
        ("Syllabus", "The opinion of the court was delivered by JOHNSON, J.:"),
        # the author's line alone, after its page's star
        ("Syllabus", "*200 JONES, J."),
        ("Syllabus", "ROVNER, Circuit Judge."),
        # a publisher's synopsis, up to the opinion's own heading
        ("SYNOPSIS", "OPINION"),
        ("Synopsis", "OPINION\nMORRIS, J."),
        # the Reporter's syllabus, a court staff's or publisher's summary; a per curiam in any case,
        # "Opinion by Justice X.", "Justice X for the Court." (each passed as the court's words)
        ("SYLLABUS BY THE REPORTER", "OPINION"),
        ("SUMMARY*\n* This summary constitutes no part of the opinion of the court.", "OPINION\nJONES, J.-"),
        ("Syllabus", "Per Curiam."),
        ("Syllabus", "Opinion by Justice Smith."),
        ("Syllabus", "Justice Smith for the Court."),
    ],
)
def test_a_syllabus_in_capitals_or_before_any_opening_of_the_courts_opinion_is_left_out(
    heading: str, opening: str
) -> None:
    """The syllabus's words passed as the Court's when its heading was in capitals, or when the
    opinion opened otherwise than "delivered the opinion of the Court"."""
    plain = f"{heading}\nHeld: {SUMMARIZED}. Pp. 3-9.\n{opening}\nWe hold that {HELD}.\n"
    text = text_of("plain_text", plain)
    assert text.startswith(opening.split("\n")[0].lstrip("*0123456789 "))  # a star page is no word
    assert not find_quote(SUMMARIZED, text).found and find_quote(HELD, text).found


def test_a_syllabus_by_the_court_is_the_courts_words() -> None:
    """Kansas, West Virginia and (before 2002) Ohio courts write their own syllabus, the law of
    the case: quoting it is quoting the court."""
    plain = (
        "SYLLABUS BY THE COURT\n"
        f"1. {SUMMARIZED}.\n"
        "The opinion of the court was delivered by JOHNSON, J.:\n"
        f"We hold that {HELD}.\n"
    )
    assert find_quote(SUMMARIZED, text_of("plain_text", plain)).found
    html = (
        f'<div class="syllabus"><p>Syllabus by the Court</p><p>1. {SUMMARIZED}.</p></div>'
        f"<p>The opinion of the court was delivered by JOHNSON, J.:</p><p>We hold that {HELD}.</p>"
    )
    assert find_quote(SUMMARIZED, text_of("html_with_citations", html)).found


def test_an_opinion_that_merely_mentions_a_syllabus_keeps_its_words() -> None:
    plain = f"The parties dispute the syllabus of the course. We hold that {HELD}.\n"
    assert text_of("plain_text", plain).startswith("The parties dispute")


def test_the_publishers_words_are_kept_apart_to_be_named() -> None:
    from briefcheck.text.opinions import PUBLISHER, joined, of_the_court, opinion_parts

    xml = (
        f"<casebody><headnotes>1. Searches: {SUMMARIZED}.</headnotes>"
        f'<opinion type="majority"><p>We hold that {HELD}.</p></opinion></casebody>'
    )
    court, publisher = opinion_parts("010combined", {"xml_harvard": xml})
    assert court is not None and publisher is not None and publisher.kind == PUBLISHER
    assert SUMMARIZED in publisher.text and SUMMARIZED not in court.text
    text = joined([court, publisher])
    m = find_quote(SUMMARIZED, text.text)
    assert m.found and not of_the_court(text.part_at(m.start or 0) or "")


def test_a_quote_of_the_headnotes_given_as_the_courts_is_named_an_error(tmp_path) -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))
    from bulk_dialect import Case, Snapshot, filler

    from briefcheck.domain.codes import Category, Outcome
    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_document
    from briefcheck.index.build import build_index
    from briefcheck.index.sqlite import SQLiteCitationIndex
    from briefcheck.panel.tasks import citation_tasks
    from briefcheck.store.blobs import LocalBlobStore
    from briefcheck.verify import Verifier

    xml = (
        f'<casebody><headnotes>1. Searches: {SUMMARIZED}.</headnotes><opinion type="majority">'
        f'<p><page-number label="501">*501</page-number> We hold that {HELD}.</p>'
        '<p><page-number label="502">*502</page-number> Affirmed.</p></opinion></casebody>'
    )
    case = Case(1, "Hale v. Pratt", "2010-01-01", "ca2", [(600, "F.3d", "500")],
                opinions=[("010combined", "xml_harvard", xml)])  # fmt: skip
    Snapshot(cases=[case, *filler(600, "F.3d", "ca2", 2010, 100)], courts={"ca2": "Second Circuit"}).write(
        tmp_path / "bulk", "2026-06-30"
    )
    build_index(tmp_path / "bulk", tmp_path / "i.sqlite")
    index = SQLiteCitationIndex(tmp_path / "i.sqlite")

    def check(text: str):
        doc = extract_document(text.encode(), "brief.txt")
        [task] = [t for t in citation_tasks(doc) if t.claim is not None]
        verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
        return verifier.verify(task)

    ev = check(f'The court held that "{SUMMARIZED}." Hale v. Pratt, 600 F.3d 500 (2d Cir. 2010).')
    assert ev.hallucination_category is Category.QUOTE_FABRICATION
    assert "syllabus or headnotes" in ev.evidence_summary
    ev = check(f'The headnote reads "{SUMMARIZED}." Hale v. Pratt, 600 F.3d 500 (2d Cir. 2010) (syllabus).')
    assert ev.hallucination_category is None, ev.evidence_summary
    # pinned where the headnotes are printed, before the opinion's first page, or after it
    cited = f'The headnote reads "{SUMMARIZED}." Hale v. Pratt, 600 F.3d 500, {{}} (2d Cir. 2010) (syllabus).'
    ev = check(cited.format(500))
    assert ev.outcome is Outcome.VERIFIED_OK and "the syllabus, printed on or before page 501" in ", ".join(
        ev.checked
    ), ev.evidence_summary
    ev = check(cited.format(502))
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review, ev.evidence_summary
    assert "printed before the opinion begins (page 501), not at the cited page 502" in ev.evidence_summary


def test_an_ellipsis_across_two_of_the_courts_texts_is_no_splice() -> None:
    """A lead opinion and its addendum are both the court's words: a quotation whose omission runs
    from one into the other joins no two authors, so it is not called spliced."""
    from briefcheck.text.opinions import joined, opinion_of
    from briefcheck.verify.content import _spliced

    lead = opinion_of("020lead", {"html_with_citations": "<p>We hold that the search was unreasonable.</p>"})
    addendum = opinion_of(
        "050addendum", {"html_with_citations": "<p>The judgment is therefore reversed.</p>"}
    )
    assert lead is not None and addendum is not None
    text = joined([lead, addendum])
    m = find_quote("the search was unreasonable . . . the judgment is therefore reversed", text.text)
    assert m.found and text.part_at(m.start or 0) != text.part_at((m.end or 1) - 1)
    assert _spliced(None, None, text, m) is None  # type: ignore[arg-type]  # nothing to report with


COMBINED = (
    "<p>WINTER, Circuit Judge.</p>"
    '<p><span class="star-pagination">*501</span> We hold that the search of the car was reasonable.</p>'
    '<p><span class="star-pagination">*504</span> Affirmed.</p>'
    "<p>ROVNER, Circuit Judge, dissenting.</p><p>The warrantless search of the car plainly violated the "
    'Fourth Amendment. <span class="star-pagination">*505</span> I would reverse.</p>'
    "<p>JUSTICE THOMAS, with whom JUSTICE ALITO joins, concurring in the judgment.</p><p>The stop "
    "itself was lawful.</p>"
)


def test_a_combined_opinions_separate_opinions_are_kept_apart_by_their_bylines() -> None:
    """CourtListener often holds a cluster's opinions as one combined text: a dissent's words after
    its byline ("ROVNER, Circuit Judge, dissenting.") are the dissent's, not the court's, and keep
    the pages they are printed on."""
    from briefcheck.text.opinions import joined, of_the_court

    opinion = opinion_of("010combined", {"html_with_citations": COMBINED})
    assert opinion is not None
    text = joined([opinion])
    at = text.text.index("The warrantless search")
    assert text.part_at(at) == "040dissent" and not of_the_court(text.part_at(at) or "")
    assert text.unit_at(at) == 504  # printed on the page the court's opinion ended on
    assert text.unit_at(text.text.index("I would reverse")) == 505
    assert text.part_at(text.text.index("The stop itself")) == "030concurrence"
    assert of_the_court(text.part_at(text.text.index("We hold that")) or "")


def test_a_plain_concurrences_byline_is_a_concurrence() -> None:
    from briefcheck.text.opinions import joined

    said = (
        "<p>JUSTICE KENNEDY delivered the opinion of the Court. The judgment is vacated.</p>"
        "<p>JUSTICE SCALIA, concurring.</p><p>I adhere to the view that the Constitution forbids it.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": said})
    assert opinion is not None
    assert [kind for kind, _, _ in joined([opinion]).parts] == ["010combined", "030concurrence"]


@pytest.mark.parametrize(
    ("byline", "kind"),
    [
        # New York's and many states' form, and the circuit form with the word in parentheses
        ("RIVERA, J. (dissenting):", "040dissent"),
        ("POOLER, Circuit Judge (dissenting).", "040dissent"),
        ("SMITH, J. (concurring in part and dissenting in part).", "035concurrenceinpart"),
        ("SCHROEDER, Circuit Judge, Dissenting:", "040dissent"),
        ("JUSTICE KARMEIER, specially dissenting:", "040dissent"),
        ("JUSTICE THEIS, specially concurring:", "030concurrence"),
        ("SMITH, J., dissenting separately.", "040dissent"),
        # Pennsylvania's heading on a line of its own
        ("DISSENTING OPINION BY JUDGE McCULLOUGH", "040dissent"),
        ("CONCURRING OPINION BY JUSTICE WECHT", "030concurrence"),
        # the old U.S. Reports' form: the name in capitals and no comma
        ("MR. JUSTICE HOLMES dissenting.", "040dissent"),
        ("MR. JUSTICE HARLAN concurring.", "030concurrence"),
        # the word alone over its author's line
        ("DISSENT</p><p>WOOD, Circuit Judge.", "040dissent"),
        ("CONCURRENCE</p><p>EASTERBROOK, Chief Judge.", "030concurrence"),
        ("DISSENT</p><p>Judge WOOD:", "040dissent"),
        ("Mr. Justice Holmes dissenting.", "040dissent"),
        ("WOOD, Circuit Judge, concurring in part, dissenting in part.", "035concurrenceinpart"),
        ("WOOD, Circuit Judge, concurring and dissenting.", "035concurrenceinpart"),
        ("WOOD, Circuit Judge, dissenting from the denial of rehearing en banc:", "040dissent"),
        ("Dissenting Opinion by Liu, J.", "040dissent"),
        # Washington's dash after the parenthesis, an accented name, a judge's names in full
        ("LEE, J. (dissenting) —", "040dissent"),
        ("LEE, J. (dissenting)—", "040dissent"),
        ("GONZÁLEZ, J. (dissenting).", "040dissent"),
        ("GORDON McCLOUD, J. (dissenting).", "040dissent"),
        ("¶40 REBECCA GRASSL BRADLEY, J. (dissenting).", "040dissent"),
        ("ANNETTE KINGSLAND ZIEGLER, C.J. (concurring).", "030concurrence"),
        # New York's Appellate Division memoranda
        (
            "All concur except Lindley, J., who dissents and votes to reverse in accordance with the "
            "following memorandum: I respectfully dissent.",
            "040dissent",
        ),
        (
            "HOLLOWAY, J., dissents, and votes to reverse the judgment, with the following memorandum: I "
            "respectfully dissent.",
            "040dissent",
        ),
        (
            "All concur except Friedman, J. who dissents in a memorandum as follows: I would reverse.",
            "040dissent",
        ),
        (
            "All concur except Tom, J.P. who dissents in a memorandum as follows: I would reverse.",
            "040dissent",
        ),
        (
            "MILLER, J.P., dissents, and votes to reverse the order, with the following memorandum: I "
            "respectfully dissent.",
            "040dissent",
        ),
        (
            "All concur except Tom, J.P. and Catterson, J. who dissent in a memorandum by Catterson, J. as "
            "follows: We respectfully dissent.",
            "040dissent",
        ),
        (
            "LINDLEY and CURRAN, JJ., who dissent and vote to reverse in accordance with the following "
            "memorandum: We respectfully dissent.",
            "040dissent",
        ),
        ("LEE, J. (concurring in part/dissenting in part) \u2014 I agree in part.", "035concurrenceinpart"),
        # a line of its own with no stop (the first person after it), other titles, joiners after it
        ("LOHIER, J., dissenting", "040dissent"),
        ("LOHIER, J., Dissenting", "040dissent"),
        ("LOHIER, P.J., dissenting.", "040dissent"),
        ("LOHIER, A.J., dissenting.", "040dissent"),
        ("LOHIER, District Judge, sitting by designation, dissenting.", "040dissent"),
        ("LOHIER, J., dissenting, with whom ROE, J., joins.", "040dissent"),
        ("LOHIER, Circuit Judge, concurring in the judgment in part.", "030concurrence"),
        ("LOHIER, Circuit Judge, dubitante.", "030concurrence"),
        # a heading alone, or naming its author otherwise
        ("Dissenting Opinion", "040dissent"),
        ("Concurring opinion by Judge LOHIER.", "030concurrence"),
        ("Separate opinion of Judge LOHIER.", "030concurrence"),
        ("LOHIER, J., concurs in the judgment. I write separately.", "030concurrence"),
        # a bare heading, or the judge named before the verb (each was the court's words)
        ("DISSENT", "040dissent"),
        ("DISSENTING:", "040dissent"),
        ("Judge Lohier dissents. I would hold otherwise.", "040dissent"),
    ],
)
def test_a_separate_opinions_byline_in_other_forms_keeps_it_apart(byline: str, kind: str) -> None:
    from briefcheck.text.opinions import joined

    said = (
        "<p>WINTER, Circuit Judge:</p><p>We hold that the search was reasonable. Affirmed.</p>"
        f"<p>{byline}</p><p>In my view the search plainly violated the Fourth Amendment.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": said})
    assert opinion is not None
    text = joined([opinion])
    assert text.part_at(text.text.index("In my view")) == kind
    assert text.part_at(text.text.index("We hold that")) == "010combined"


def test_louisianas_separate_opinion_after_the_courts_is_kept_apart_though_its_caption_lists_it() -> None:
    from briefcheck.text.opinions import joined

    said = (
        "<p>Johnson, C.J., dissents and assigns reasons. PER CURIAM.</p><p>We hold that the evidence was "
        "admissible. AFFIRMED.</p><p>JOHNSON, C.J., dissents and assigns reasons.</p><p>I would hold that "
        "the evidence was inadmissible.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": said})
    assert opinion is not None
    text = joined([opinion])
    assert text.part_at(text.text.index("We hold that")) == "010combined"
    assert text.part_at(text.text.index("I would hold")) == "040dissent"


@pytest.mark.parametrize(
    "said",
    [
        "This view was shared by Justice Scalia (dissenting). The judgment is affirmed.",
        "See Smith v. Jones, 500 U.S. 1, 5 (1990) (Thomas, J. (dissenting)). The judgment is affirmed.",
        "The dissenting opinion by Judge Pooler would reach the merits. The judgment is affirmed.",
        # a separate opinion cited in parentheses, a sentence closing after it (a Supreme Court text)
        "Metro Broadcasting, Inc. v. FCC, 497 U. S. 547, 609 (1990) (O’Connor, J., dissenting). The worst "
        "forms of discrimination have always been so defended.",
        "Cf. Brinegar v. United States, 338 U. S. 160, 183 (1949) (Mr. Justice Jackson, dissenting). Compare "
        "the approach of the Court.",
        "Cf. Brinegar, 338 U. S., at 183 (MR. JUSTICE JACKSON dissenting). Compare the approach of the "
        "Court.",
        "The Court of Appeals affirmed, Judge Wood dissenting. We granted certiorari.",
        "The DISSENT misreads the statute. The judgment is affirmed.",
        # Louisiana's caption lists who dissents or concurs before the court's opinion
        "Panel composed of Judges Cooks, Ezell and Savoie. Cooks, J., dissents and assigns reasons. "
        "Crichton, J., concurs and assigns reasons. The plaintiff appeals. The judgment is affirmed.",
        # a judge named in the court's words, in capitals, a dash after
        "As the trial court noted, the claim was late (see SMITH, J., dissenting) — and we agree.",
        # a dash aside naming a dissent in the court's prose
        "GORDON McCLOUD, J., dissenting \u2014 joined by no other justice \u2014 would hold otherwise.",
        "Justice Stevens, dissenting -- in a case much like this one -- thought otherwise.",
        "Justice Stevens (dissenting) \u2014 in a case much like this one \u2014 thought otherwise.",
        "The Appellate Division affirmed, with Lindley, J., who dissented, voting to reverse. We agree.",
        # a separate opinion named in prose, with no stop and no first person after it
        "Judge Lohier, dissenting in Smith, thought otherwise. The judgment is affirmed.",
        "Concurring opinions are rare here. The judgment is affirmed.",
        "The panel affirmed over a separate opinion of Judge Lohier. We agree.",
    ],
)
def test_a_separate_opinion_named_in_the_courts_words_in_other_forms_is_no_byline(said: str) -> None:
    from briefcheck.text.opinions import joined

    opinion = opinion_of(
        "010combined", {"html_with_citations": f"<p>We hold that the stop was lawful. {said}</p>"}
    )
    assert opinion is not None
    assert [kind for kind, _, _ in joined([opinion]).parts] == ["010combined"]


def test_a_dissent_named_inside_the_courts_sentence_is_no_byline() -> None:
    from briefcheck.text.opinions import joined

    said = (
        "<p>We hold that the search was reasonable. As JUSTICE THOMAS, dissenting, notes, the stop was "
        "brief. The judgment is affirmed.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": said})
    assert opinion is not None
    assert [kind for kind, _, _ in joined([opinion]).parts] == ["010combined"]


@pytest.mark.parametrize(
    "html",
    [
        # "writing for the Court"
        "<p>SYLLABUS</p><p>Held: Evidence from a stop must always be suppressed.</p><p>Justice KENNEDY, "
        "writing for the Court.</p><p>Officers need a warrant to search a container.</p>",
        # a West headnote by its topic and key number
        "<p>[1] Searches and Seizures 349 k 23. Evidence from a stop must always be suppressed.</p>"
        "<p>POOLER, Circuit Judge:</p><p>Officers need a warrant to search a container.</p>",
    ],
)
def test_a_syllabus_or_headnote_printed_otherwise_is_left_out(html: str) -> None:
    text = text_of("html_with_citations", html)
    assert "must always be suppressed" not in text
    assert "Officers need a warrant to search a container." in text


def test_a_court_quoting_a_syllabus_point_and_a_justice_writing_for_the_court_keeps_its_words() -> None:
    """West Virginia's opinions cite "Syllabus Point 3 of State v. Guthrie" in their own text, and
    say "Justice Cleckley, writing for the Court in Guthrie, explained": none of it is a syllabus."""
    plain = (
        "Syllabus Point 3 of State v. Guthrie holds that the jury decides.\nThe court's own words are here."
        "\nJustice Cleckley, writing for the Court in Guthrie, explained that the jury decides.\nMore."
    )
    assert "The court's own words are here." in text_of("plain_text", plain)


def test_a_courts_own_summary_section_and_a_heading_of_dissenting_parties_are_the_courts_words() -> None:
    """A California opinion's own first section headed "SUMMARY" was cut away to its author's line at
    the end, and "II. DISSENTING SHAREHOLDERS" cut the rest of the opinion off as a dissent: each
    turned faithful quotations of the court into errors."""
    from briefcheck.text.opinions import joined

    own = "SUMMARY\nThe trial court erred. We reverse.\nFACTS\nWe hold that the lease was void.\nGRIMES, J.\n"
    text = text_of("plain_text", own)
    assert find_quote("The trial court erred.", text).found and find_quote("the lease was void", text).found
    said = (
        "<p>WINTER, Circuit Judge:</p><p>The merger closed in May.</p><p>II. DISSENTING SHAREHOLDERS</p>"
        "<p>The Court of Chancery must independently determine fair value.</p>"
    )
    opinion = opinion_of("010combined", {"html_with_citations": said})
    assert opinion is not None
    whole = joined([opinion])
    assert whole.part_at(whole.text.index("The Court of Chancery")) == "010combined"
