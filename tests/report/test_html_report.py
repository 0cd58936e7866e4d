"""The HTML report as a lawyer (and an attacker) sees it: parsed, never string-matched alone."""

from __future__ import annotations

from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import pytest

from briefcheck.cli import EXIT_HALLUCINATED, main
from briefcheck.domain.codes import Category, CitationStatus, CitationType, Confidence, Outcome
from briefcheck.domain.glossary import CATEGORY_TEXT, RECOMMENDATION_TEXT, VERDICT_TEXT
from briefcheck.domain.models import CheckResult, Evidence, EvidenceDetails
from briefcheck.report.html import render_html

HOSTILE = [
    "<script>alert('brief')</script>",
    '"><img src=x onerror=alert(1)>',
    "<a href=javascript:alert(2)>click</a>",
]


class Page(HTMLParser):
    """Every element with its attributes, the text of the page, and who contains what."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []
        self._open: list[tuple[str, dict[str, str]]] = []
        self.text_in: dict[str, list[str]] = {}  # element id -> text inside it
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        self.elements.append((tag, a))
        if tag not in ("meta", "br", "img", "input", "link"):
            self._open.append((tag, a))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == tag:
                del self._open[i:]
                break

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        for _, a in self._open:
            if "id" in a:
                self.text_in.setdefault(a["id"], []).append(data)

    def all(self, tag: str) -> list[dict[str, str]]:
        return [a for t, a in self.elements if t == tag]

    def inside(self, element_id: str) -> str:
        return "".join(self.text_in.get(element_id, []))


def _css_of(status: CitationStatus) -> str:
    return {
        CitationStatus.ERROR: "bad",
        CitationStatus.LIKELY_HALLUCINATED: "bad",
        CitationStatus.REVIEW: "warn",
        CitationStatus.UNVERIFIED: "unverified",
        CitationStatus.VERIFIED: "ok",
    }[status]


@pytest.fixture()
def hostile_brief_report(tmp_path: Path) -> tuple[CheckResult, str]:
    """The real CLI on a brief whose text and file name try to inject markup."""
    name = 'brief"><img src=x onerror=alert(9)>.txt'
    brief = tmp_path / name
    brief.write_text(
        f"Counsel wrote {HOSTILE[0]} here. See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009) {HOSTILE[1]}.\n\n"
        f"Also {HOSTILE[2]} and Hallorann v. Briggs Freight Co., 41 F.5th 212, 219 (1st Cir. 2022).\n",
        encoding="utf-8",
    )
    out, html = tmp_path / "r.json", tmp_path / "r.html"
    code = main(["--home", str(tmp_path / "h"), "check", str(brief), "--out", str(out), "--html", str(html)])
    assert code == EXIT_HALLUCINATED
    return CheckResult.model_validate_json(out.read_text()), html.read_text()


def test_hostile_document_text_is_escaped(hostile_brief_report: tuple[CheckResult, str]) -> None:
    result, html = hostile_brief_report
    page = Page(html)
    tags = {t for t, _ in page.elements}
    assert "script" not in tags and "img" not in tags
    assert not any(k.startswith("on") for _, a in page.elements for k in a)
    assert not any(a.get("href", "").lower().startswith("javascript") for a in page.all("a"))
    text = "".join(page.text)
    for attack in HOSTILE:  # shown to the reader literally, as the brief wrote it
        assert attack in text
    assert 'brief"><img src=x onerror=alert(9)>.txt' in text  # the file name too
    assert len(result.citations()) == 2


def test_the_stored_report_and_result_are_the_texts_in_utf8(
    hostile_brief_report: tuple[CheckResult, str],
) -> None:
    """The report file and the result JSON are written as bytes, a part at a time; they are the
    rendered page and the JSON text, encoded."""
    from briefcheck.domain.models import dump_json, json_bytes
    from briefcheck.report.html import html_bytes

    result, html = hostile_brief_report
    assert html_bytes(result) == render_html(result).encode() and "\u2717" in render_html(result)
    assert html == render_html(result)
    assert json_bytes(result) == dump_json(result).encode()
    assert json_bytes(result, indent=2) == dump_json(result, indent=2).encode()


def test_report_is_self_contained(hostile_brief_report: tuple[CheckResult, str]) -> None:
    _, html = hostile_brief_report
    page = Page(html)
    assert not page.all("link") and not page.all("script") and not page.all("iframe")
    assert not any("src" in a for _, a in page.elements)
    csp = [a["content"] for a in page.all("meta") if a.get("http-equiv") == "Content-Security-Policy"]
    assert csp and "default-src 'none'" in csp[0] and "script-src" not in csp[0]
    for a in page.all("a"):
        href = a.get("href")
        assert href is None or href.startswith("#") or href.startswith(("http://", "https://")), href
    assert "@media print" in html


def test_each_citation_is_marked_by_its_status(repo_root: Path, tmp_path: Path) -> None:
    out, html = tmp_path / "r.json", tmp_path / "r.html"
    sample = repo_root / "examples" / "sample_brief.md"
    main(
        [
            "--home",
            str(tmp_path / "h"),
            "check",
            str(sample),
            "--out",
            str(out),
            "--html",
            str(html),
            "--quiet",
        ]
    )
    result = CheckResult.model_validate_json(out.read_text())
    page = Page(html.read_text())
    marks = {a["href"][1:]: a["class"].split() for a in page.all("a") if "m" in a.get("class", "").split()}
    cites = result.citations()
    assert set(marks) == {c.id for c in cites}
    for c in cites:
        assert c.validation is not None and c.status is not None
        assert _css_of(c.status) in marks[c.id], c.id
        # the mark shows the cited words and leads to a finding with the five verdicts
        assert c.text in page.inside(f"in-{c.id}")
        finding = page.inside(c.id)
        # each seat's finding in words (never the code's VALID): the panel reads form only
        assert all(VERDICT_TEXT[v.verdict] in finding for v in c.validation.panel_evaluation)
        if c.status is CitationStatus.UNVERIFIED:
            # never worded as real: nothing looked it up
            assert "citation is real" not in finding and "nothing impossible" in finding
        else:  # the panel's conclusion in words, not the seed's reasoning with agent ids
            assert RECOMMENDATION_TEXT[c.validation.consensus.recommendation] in finding
            assert "_v1" not in finding
    # a card for each to act on; the unchecked and the verified one line each, folded
    findings = [
        a["id"] for t, a in page.elements if t in ("section", "details") and "cite" in a.get("class", "")
    ]
    assert sorted(findings) == sorted(c.id for c in cites)
    cards = {a["id"] for t, a in page.elements if t == "section" and "cite" in a.get("class", "")}
    assert cards == {
        c.id for c in cites if c.status not in (CitationStatus.UNVERIFIED, CitationStatus.VERIFIED)
    }


def test_a_long_summary_is_made_a_row_at_a_time(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """The summary table of a long brief is megabytes (6 MB for a 3 MB dense brief): made as one
    text, it and the list of its rows were the report's peak (38 MB over the result, 7.6 MB now)."""
    from briefcheck.report.html import html_parts

    blocks = []
    for n in range(1, 41):
        text = f"X{n} v. Y, {n} U.S. {n} (1800)."
        blocks.append((text, [make_cite(n, text[:-1], text, "VVIII")]))
    parts = list(html_parts(make_result(blocks)))
    summary_rows = [p for p in parts if p.startswith('<tr class="') and "#cite_" in p]
    assert len(summary_rows) == 40
    assert all(p.count("<tr") == 1 for p in summary_rows)
    page = Page("\n".join(parts))
    assert [a["href"] for a in page.all("a") if a.get("href", "").startswith("#cite_")][:40] == [
        f"#cite_{n:03d}" for n in range(1, 41)
    ]


def test_summary_lists_flagged_citations_first_with_links(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = (
        "A v. B, 1 U.S. 1 (1800). C v. D, 2 U.S. 2 (1801). E v. F, 3 U.S. 3 (1802). G v. H, 4 U.S. 4 (1803)."
    )
    cites = [
        make_cite(1, "A v. B, 1 U.S. 1 (1800)", text, "VVVVV"),
        make_cite(2, "C v. D, 2 U.S. 2 (1801)", text, "VVVII"),
        make_cite(3, "E v. F, 3 U.S. 3 (1802)", text, "VIIII", explanation="volume 3 is too early"),
        make_cite(4, "G v. H, 4 U.S. 4 (1803)", text, None),
    ]
    page = Page(render_html(make_result([(text, cites)])))
    summary_links = [
        a["href"]
        for a in page.all("a")
        if a.get("href", "").startswith("#cite_") and "m" not in a.get("class", "").split()
    ]
    # the summary table comes first in the page: its links are the first of their kind
    # likely hallucinated, then the two to review (split panel, never judged); the unverified one is
    # not a row of its own among them but counted on one line that leads to the folded list
    assert summary_links[:3] == ["#cite_003", "#cite_002", "#cite_004"] and "#cite_001" not in summary_links
    assert "Not checked by any source (1)" in "".join(page.text)
    ids = {a.get("id") for _, a in page.elements}
    assert all(link[1:] in ids for link in summary_links)
    text_all = "".join(page.text)
    # the headline first: how many a source checked and how many not, then what is wrong
    # the counts divide the citations: 0 + 1 + 3 = 4
    assert (
        "0 of 4 citations checked by a source, 1 impossible as cited, 3 case citations not checked. "
        "1 must be fixed or " in text_all
    )
    assert "1 likely hallucinated; 2 to review; 1 not checked (unverified)" in text_all
    assert "volume 3 is too early" in text_all  # the reason, not just the verdict
    assert (
        text_all.index("Summary") < text_all.index("How to read this report") < text_all.index("The document")
    )


def test_tier3_evidence_is_linked_and_unsafe_urls_are_not(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "See Pemberton v. Ruiz, 12 F.4th 88, 94 (1st Cir. 1995) for the rule."
    c = make_cite(1, "Pemberton v. Ruiz, 12 F.4th 88, 94 (1st Cir. 1995)", text, "IVIII")
    evidence = Evidence(
        claim_id="claim_1",
        citation_id=c.id,
        outcome=Outcome.VERIFIED_ERROR,
        hallucination_category=Category.MISATTRIBUTION,
        confidence=Confidence.MEDIUM,
        evidence_summary="CourtListener places Smith v. Jones (2022) at 12 F.4th 88, not Pemberton v Ruiz.",
        evidence_details=EvidenceDetails(
            retrieval_url="https://www.courtlistener.com/api/rest/v4/citation-lookup/",
            source="courtlistener",
            cached_path="sources/ab/abcdef.json",
            human_url="javascript:alert(1)",
            case_at_citation="Smith v. Jones",
            case_at_citation_url="https://www.courtlistener.com/opinion/1/smith-v-jones/",
            retrievals=[
                {
                    "kind": "citation",
                    "status": "found",
                    "url": "https://www.courtlistener.com/api/rest/v4/citation-lookup/",
                    "retrieved_at": "2026-01-01T00:00:00+00:00",
                    "cached_path": "sources/ab/abcdef.json",
                    "from_cache": True,
                }
            ],
        ),
    )
    page = Page(render_html(make_result([(text, [c])], evidence=[evidence])))
    hrefs = {a.get("href", "") for a in page.all("a")}
    assert "https://www.courtlistener.com/opinion/1/smith-v-jones/" in hrefs
    assert "https://www.courtlistener.com/api/rest/v4/citation-lookup/" in hrefs
    assert not any(h.startswith("javascript") for h in hrefs)
    finding = page.inside("cite_001")
    category = CATEGORY_TEXT[Category.MISATTRIBUTION]
    for shown in (category, "Smith v. Jones", "sources/ab/abcdef.json", "from cache", "MEDIUM"):
        assert shown in finding
    assert "javascript:alert(1)" in finding  # visible as text, so nothing is hidden from the reader
    # the look-ups table stacks on a phone, each cell under its column's name
    [looks] = [a for t, a in page.elements if t == "table" and "looks" in a.get("class", "").split()]
    assert "stack" in looks["class"].split()
    labels = [a.get("data-label") for t, a in page.elements if t == "td" and a.get("data-label")]
    assert labels[:5] == ["Look-up", "Status", "When", "URL", "Cached copy"]


def test_a_document_without_citations_says_so(make_result: Callable[..., CheckResult]) -> None:
    page = Page(render_html(make_result([("No authorities are cited here.", [])])))
    assert "No citations were found" in "".join(page.text)


def test_a_source_error_lifts_a_citation_the_panel_passed(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "A v. B, 1 U.S. 1 (1800). C v. D, 2 U.S. 2 (1801)."
    cites = [
        make_cite(1, "A v. B, 1 U.S. 1 (1800)", text, "VVVVV"),
        make_cite(2, "C v. D, 2 U.S. 2 (1801)", text, "VVVVV"),
    ]
    error = Evidence(
        claim_id="claim_2",
        citation_id="cite_002",
        outcome=Outcome.VERIFIED_ERROR,
        hallucination_category=Category.QUOTE_FABRICATION,
        confidence=Confidence.HIGH,
        evidence_summary="The quoted words do not appear in the opinion.",
    )
    page = Page(render_html(make_result([(text, cites)], evidence=[error])))
    links = [
        a["href"]
        for a in page.all("a")
        if a.get("href", "").startswith("#cite_") and "m" not in a.get("class", "").split()
    ]
    assert links[0] == "#cite_002" and "#cite_001" not in links  # the unverified one: folded below
    text_all = "".join(page.text)
    assert "1 with an error shown by a source" in text_all
    assert "The quoted words do not appear in the opinion." in text_all


def test_a_panel_pass_that_was_never_looked_up_is_not_a_clean_bill(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)."
    for backend, model in (("rules", None), ("anthropic", "claude-haiku-4-5")):
        result = make_result([(text, [make_cite(1, text[:-1], text, "VVVVV")])])
        result.panel = [seat.model_copy(update={"backend": backend, "model": model}) for seat in result.panel]
        page = Page(render_html(result))
        text_all = "".join(page.text)
        assert "1 case citation not looked up in any source (UNVERIFIED)" in text_all
        # the headline says first that nothing was checked, never "nothing wrong found"
        assert "0 of 1 citation checked by a source, 1 case citation not checked." in text_all
        assert "may still be invented" in text_all and "Nothing wrong found" not in text_all
        # the panel's unanimity is what it is: nothing impossible in the form, not "real"
        assert "is real" not in text_all and "confidence 1.00" not in text_all
        marks = [a["class"].split() for a in page.all("a") if "m" in a.get("class", "").split()]
        assert marks == [["m", "unverified"]]  # never green
        assert "banner ok" not in render_html(result) and "Likely valid" not in text_all
        # a passing panel is named for what it checked, beside a citation no source verified
        assert "CITATION_LIKELY_VALID" not in text_all and "nothing impossible in form" in text_all
        assert ".chip.VALID{background:var(--ok-bg)" not in render_html(result)  # no green for a form check


def test_the_unverified_note_tells_case_law_to_look_up_from_the_rest_to_check_by_hand(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """A Restatement is held by no case-law source: building the index or setting a token would
    not look it up, and the note says so apart from the case citation it can."""
    case = "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)"
    restatement = "Restatement (Third) of Torts: Prods. Liab. § 2 (1998)"
    text = f"{case}. {restatement}."
    cites = [make_cite(1, case, text, "VVVVV"), make_cite(2, restatement, text, "VVVVV")]
    cites[1] = cites[1].model_copy(update={"type": CitationType.SECONDARY})
    result = make_result([(text, cites)])
    for c in result.citations():
        c.status = CitationStatus.UNVERIFIED
    text_all = "".join(Page(render_html(result)).text)
    assert "1 case citation not looked up in any source (UNVERIFIED)" in text_all
    rest = "1 citation that is not case law (a statute, rule, treaty, journal or secondary source)"
    assert rest in text_all
    assert "check it by hand" in text_all


def test_a_citation_read_from_a_pdf_says_on_which_page(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    text = "Smith v. Jones, 123 F.5th 456 (2d Cir. 2023)."
    result = make_result([(text, [make_cite(1, text[:-1], text, "IIIII")])], source_name="brief.pdf")
    result.blocks[0].page = 3
    page = Page(render_html(result))
    text_all = "".join(page.text)
    assert "p. 3" in text_all  # beside the flagged citation in the summary
    assert "page 3 of the PDF" in text_all


def test_a_seats_explanation_is_shown_literally_in_every_panel_row(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """A model's explanation is text it wrote, as open to injection as the brief: each panel row
    escapes it (rows are made once per distinct verdict and shared, so two citations with the same
    hostile verdict both show it, escaped)."""
    text = "A v. B, 1 U.S. 1 (1800). C v. D, 2 U.S. 2 (1801)."
    cites = [
        make_cite(1, "A v. B, 1 U.S. 1 (1800)", text, "VIIII", explanation=HOSTILE[0]),
        make_cite(2, "C v. D, 2 U.S. 2 (1801)", text, "VIIII", explanation=HOSTILE[1]),
        make_cite(
            3, "A v. B, 1 U.S. 1 (1800)", text + " A v. B, 1 U.S. 1 (1800).", "VIIII", explanation=HOSTILE[0]
        ),
    ]
    page = Page(
        render_html(make_result([(text, cites[:2]), (text + " A v. B, 1 U.S. 1 (1800).", cites[2:])]))
    )
    assert not {"script", "img"} & {t for t, _ in page.elements}
    assert not any(k.startswith("on") for _, a in page.elements for k in a)
    for number, attack in ((1, HOSTILE[0]), (2, HOSTILE[1]), (3, HOSTILE[0])):
        assert page.inside(f"cite_{number:03d}").count(attack) >= 5  # each seat's row, and the why


def test_a_citation_impossible_as_written_reports_no_look_up_and_no_confidence(tmp_path: Path) -> None:
    """A malformed citation is never sent to a source: its card says no look-up was made, with no
    confidence figure (one belongs only to what a source supports)."""
    html = tmp_path / "r.html"
    brief = tmp_path / "b.md"
    brief.write_text(
        "As held in Hallorann v. Briggs Freight Co., 41 F.5th 212, 219 (1st Cir. 2022), it fails.\n"
    )
    main(["--home", str(tmp_path / "h"), "check", str(brief), "--html", str(html), "--quiet"])
    card = Page(html.read_text()).inside("cite_001")
    assert "none made, as the citation is impossible as written" in card
    assert "confidence" not in card and "Error found" not in card


def test_a_case_to_compare_is_not_called_the_authority_and_empty_requests_are_not_linked(
    make_result: Callable[..., CheckResult], make_cite: Callable[..., object]
) -> None:
    """A REVIEW's candidate is "the case found", never "the authority"; a page is linked once; a
    request that returned nothing is named, not linked (it leads nowhere a person can read)."""
    text = "See Pemberton v. Ruiz, 12 F.4th 88 (1st Cir. 2021) for the rule."
    c = make_cite(1, "Pemberton v. Ruiz, 12 F.4th 88 (1st Cir. 2021)", text, "VVVVV")
    url = "https://www.courtlistener.com/opinion/7/pemberton-v-ruiz-holdings/"
    lookup = "https://www.courtlistener.com/api/rest/v4/citation-lookup/"
    evidence = Evidence(
        claim_id="claim_1",
        citation_id=c.id,
        outcome=Outcome.VERIFIED_OK,
        needs_review=True,
        confidence=Confidence.LOW,
        evidence_summary="Pemberton v. Ruiz Holdings is at 12 F.4th 88; only part of the cited name matches.",
        evidence_details=EvidenceDetails(
            retrieval_url=lookup,
            source="courtlistener",
            human_url=url,
            found_url=url,
            found_case_name="Pemberton v. Ruiz Holdings",
            retrievals=[
                {
                    "kind": "name_search",
                    "status": "not_found",
                    "url": f"{lookup}?q=x",
                    "retrieved_at": "2026-01-01",
                },
            ],
        ),
    )
    page = Page(render_html(make_result([(text, [c])], evidence=[evidence])))
    card = page.inside("cite_001")
    assert "Read the authority" not in card and "Open the case found" in card
    hrefs = [a.get("href", "") for a in page.all("a")]
    assert hrefs.count(url) == 1
    assert f"{lookup}?q=x" not in hrefs and "no record" in card


def test_a_report_with_no_citation_read_says_what_was_not_read() -> None:
    """A Word file whose only citation is in a page header: the banner says the header was not
    read, as the headline does, not that the document has no citations."""
    from briefcheck.domain.status import checked
    from briefcheck.report.html import _banner

    banner = _banner([], checked([], [], unread=["page headers (1 part)"]))
    assert "not read for citations: page headers (1 part)" in banner
    assert "No citations were found in this document" not in banner


def test_the_policy_line_promises_no_offline_index_the_run_may_not_have() -> None:
    """The report's policy line is the policy, not what happened: with no index built, "every one
    in the offline index" read as a look-up that never ran."""
    from briefcheck.domain.codes import Tier3Policy
    from briefcheck.domain.glossary import POLICY_TEXT

    assert all("where there is one" in text for text in POLICY_TEXT.values() if "offline index" in text)
    assert "offline index" in POLICY_TEXT[Tier3Policy.FLAGGED]
