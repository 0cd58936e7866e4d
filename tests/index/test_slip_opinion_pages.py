"""Opinions CourtListener stores as the text of the court's slip-opinion PDF keep each page's running
head and number where the page broke, often inside a sentence. They are the PDF's furniture, not the
court's words: a correct quotation running over a page break was ERROR ("similarity 0.87", or "the
opinion has '2'"), so they are read out of the text; a misquotation over the break is still caught."""

from __future__ import annotations

from pathlib import Path

import pytest
from bulk_dialect import Case, filler
from offline_check import index_of, offline_check

from briefcheck.domain.codes import CitationStatus

BEFORE = (
    "IN THE UNITED STATES COURT OF APPEALS FOR THE FIFTH CIRCUIT\n"
    "Before SMITH, ELROD, and HAYNES, Circuit Judges.\nJENNIFER WALKER ELROD, Circuit Judge:\n"
    "Boudreaux sued his former employer under Title VII. The district court granted summary\n"
    "judgment. The charge-filing requirement is not jurisdictional, but it is mandatory when the employer\n"
)
AFTER = (
    "properly raises it. An employer that fails to raise the defense in its answer forfeits it.\nAFFIRMED.\n"
)
HEADS = {
    "fifth": "     Case: 19-30123      Document: 00515381234     Page: 2     Date Filed: 04/14/2020\n",
    "eleventh": "USCA11 Case: 19-13045    Date Filed: 04/14/2020    Page: 2 of 9\n",
    "tenth": "Appellate Case: 19-1234     Document: 010110123456     Date Filed: 04/14/2020     Page: 2\n",
    "district": "Case 1:19-cv-01234-ABC Document 45 Filed 04/14/20 Page 2 of 9 PageID #: 312\n",
    "number": "                                       2\n",
    "number apart": "\n\n                                       2\n\n",
    "docket": "No. 19-30123\n",
    "ninth": "Case: 19-55123, 04/14/2020, ID: 11665432, DktEntry: 45-1, Page 2 of 19\n",
    "second": "Case 19-1234, Document 45-1, 04/14/2020, 2812345, Page2 of 12\n",
    "fourth": "USCA4 Appeal: 19-1234      Doc: 45         Filed: 04/14/2020      Pg: 2 of 9\n",
    "dc": "USCA Case #19-5123      Document #1837123            Filed: 04/14/2020      Page 2 of 19\n",
}
QUOTED = (
    '"The charge-filing requirement is not jurisdictional, but it is mandatory when the employer properly '
    'raises it."'
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory):
    # (as plain text, and as CourtListener's HTML of a PDF's text, in <pre>)
    texts = [BEFORE + head + AFTER for head in HEADS.values()]
    fields = [("plain_text", t) if n % 2 else ("html_with_citations", f'<pre class="inline">{t}</pre>')
              for n, t in enumerate(texts)]  # fmt: skip
    cases = [
        Case(n + 1, f"Landry{n} v. Acadiana Shipyards, L.L.C.", "2020-04-14", "ca5",
             [(951 + n, "F.3d", "300")],
             opinions=[("010combined", *field)])
        for n, field in enumerate(fields)
    ]  # fmt: skip
    for n in range(len(HEADS)):
        cases += filler(951 + n, "F.3d", "ca5", 2020, 1000 + 100 * n)
    return index_of(tmp_path_factory.mktemp("slip"), cases, {"ca5": "Court of Appeals for the Fifth Circuit"})


@pytest.mark.parametrize("n", range(len(HEADS)), ids=list(HEADS))
def test_a_quotation_over_a_slip_opinions_page_break_is_the_courts_words(
    index, tmp_path: Path, n: int
) -> None:
    cited = f"Landry{n} v. Acadiana Shipyards, L.L.C., {951 + n} F.3d 300 (5th Cir. 2020)"
    evidence, status = offline_check(index, tmp_path, f"The rule is settled: {QUOTED} {cited}.")
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
    altered = QUOTED.replace("properly raises", "never raises")
    evidence, status = offline_check(index, tmp_path, f"The rule is settled: {altered} {cited}.")
    assert status is CitationStatus.ERROR, evidence.evidence_summary


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        # a number or "No. 12" the court's own lines hold, wrapped onto a line of its own
        (
            "A claim under 42 U.S.C. \u00a7\n1983\nmust be brought within two years.",
            "\u00a7 1983 must be brought",
        ),
        ("Jury Instruction\nNo. 12\ncorrectly stated the law.", "Jury Instruction No. 12 correctly stated"),
    ],
)
def test_a_number_the_courts_own_lines_hold_is_its_words(tmp_path: Path, text: str, quoted: str) -> None:
    cases = [
        Case(1, "Landry v. Acadiana Shipyards, L.L.C.", "2020-04-14", "ca5", [(951, "F.3d", "300")],
             opinions=[("010combined", "plain_text", BEFORE + text + "\n" + AFTER)]),
        *filler(951, "F.3d", "ca5", 2020, 1000),
    ]  # fmt: skip
    index = index_of(tmp_path, cases, {"ca5": "Court of Appeals for the Fifth Circuit"})
    cited = "Landry v. Acadiana Shipyards, L.L.C., 951 F.3d 300 (5th Cir. 2020)"
    evidence, status = offline_check(index, tmp_path, f'The rule is settled: "{quoted}." {cited}.')
    assert status is CitationStatus.VERIFIED, evidence.evidence_summary
