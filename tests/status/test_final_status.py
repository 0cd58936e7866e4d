"""The final status a lawyer reads: nothing looked up is never shown as valid, and an
impossibility holds whatever backend the panel's seats ran on."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from briefcheck.cli import EXIT_HALLUCINATED, main
from briefcheck.domain.codes import Category, CitationStatus, Confidence, Outcome
from briefcheck.domain.models import CheckResult, Evidence, EvidenceDetails
from briefcheck.domain.seats import seat_entry, seat_names
from briefcheck.domain.status import EXIT_UNCHECKED

# The six fabricated authorities of Mata v. Avianca, Inc., No. 22-cv-1461 (S.D.N.Y. 2023), as cited
# in the brief that court sanctioned: well-formed, plausible, and not real.
MATA_FAKES = (
    "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)",
    "Shaboon v. Egyptair, 2013 IL App (1st) 111279-U (Ill. App. Ct. 2013)",
    "Petersen v. Iran Air, 905 F. Supp. 2d 121 (D.D.C. 2012)",
    "Martinez v. Delta Airlines, Inc., 2019 WL 4639462 (Tex. App. Sept. 25, 2019)",
    "Estate of Durden v. KLM Royal Dutch Airlines, 2017 WL 2418825 (Ga. Ct. App. June 5, 2017)",
    "Miller v. United Airlines, Inc., 174 F.3d 366 (4th Cir. 1999)",
)


def brief(*citations: str) -> str:
    paras = [f"The claim is time-barred under the Convention. See {c}." for c in citations]
    return "MEMORANDUM OF LAW\n\n" + "\n\n".join(paras) + "\n"


def run_check(tmp_path: Path, text: str, *extra: str) -> tuple[int, CheckResult, str]:
    src = tmp_path / "brief.txt"
    src.write_text(text)
    out, html = tmp_path / "r.json", tmp_path / "r.html"
    code = main(
        [
            "--home",
            str(tmp_path / "h"),
            "check",
            str(src),
            "--out",
            str(out),
            "--html",
            str(html),
            "--quiet",
            *extra,
        ]
    )
    return code, CheckResult.model_validate_json(out.read_text()), html.read_text()


def test_the_mata_fakes_offline_are_never_verified_or_green(tmp_path: Path) -> None:
    code, result, html = run_check(tmp_path, brief(*MATA_FAKES))
    cites = result.citations()
    assert len(cites) == len(MATA_FAKES)
    statuses = {c.status for c in cites}
    assert CitationStatus.VERIFIED not in statuses
    assert statuses <= {
        CitationStatus.UNVERIFIED,
        CitationStatus.REVIEW,
        CitationStatus.LIKELY_HALLUCINATED,
        CitationStatus.ERROR,
    }
    for c in cites:
        if c.status is CitationStatus.UNVERIFIED:
            assert "not that it exists" in (c.status_note or "")
    # nothing green, and the report says nothing was looked up
    assert "banner ok" not in html and '<a class="m ok"' not in html and "Likely valid" not in html
    assert "not looked up in any source" in html
    # nothing shown wrong, but nothing checked either: never the exit status of a clean brief
    assert code == EXIT_UNCHECKED
    assert "0 of 6 citations checked by a source, 6 case citations not checked" in html
    code, _, _ = run_check(tmp_path, brief(*MATA_FAKES), "--fail-on", "unverified")
    assert code == EXIT_HALLUCINATED


def test_a_model_valid_never_outvotes_an_impossibility(tmp_path: Path, always_valid: HTTPServer) -> None:
    impossible = (
        "Acme Corp. v. Zenith Holdings, 88 F.4th 301 (1st Cir. 2031)",  # a date in the future
        "Baker v. Carlisle Mills, 12 F.4th 100 (2d Cir. 1995)",  # F.4th began in 2021
    )
    code, result, _ = run_check(tmp_path, brief(*impossible), "--backend", "anthropic", "--tier3", "none")
    assert always_valid.log, "the model was asked"
    for c in result.citations():
        assert all(v.verdict.value == "VALID" for v in c.validation.panel_evaluation)
        assert c.validation.consensus.recommendation.value == "CITATION_LIKELY_VALID"
        assert c.status is CitationStatus.LIKELY_HALLUCINATED, c.text
        assert c.validation.impossibilities
    assert code == EXIT_HALLUCINATED


def test_doubts_without_an_invalid_vote_are_review_not_hallucinated() -> None:
    """One soft finding and failed or empty seats must not call a real citation invented."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    def seat(role: str, verdict: Verdict) -> AgentVerdict:
        reason = {}
        if verdict is Verdict.UNCERTAIN:
            reason = {"uncertain_reason": seat_entry(role).uncertain[0]}
        if verdict is Verdict.INVALID:
            reason = {"invalid_reason": seat_entry(role).invalid[0]}
        return AgentVerdict(agent=f"{role}_v1", verdict=verdict, model="rules", explanation="x", **reason)

    roles = seat_names()
    citation = Citation(id="cite_001", text="Smith v. Jones, 1 F.3d 1", type="case", jurisdiction="US",
                        start=0, end=24)  # fmt: skip
    letters = {"V": Verdict.VALID, "U": Verdict.UNCERTAIN}
    doubts = decide([seat(r, letters[x]) for r, x in zip(roles, "VVUUU", strict=True)])
    assert doubts.consensus.recommendation.value == "CITATION_LIKELY_HALLUCINATED"
    assert final_status(citation, doubts, []).status is CitationStatus.REVIEW
    invalid = decide([seat(r, Verdict.INVALID if i < 3 else Verdict.VALID) for i, r in enumerate(roles)])
    assert final_status(citation, invalid, []).status is CitationStatus.LIKELY_HALLUCINATED


def test_a_panel_status_says_what_the_panel_found_not_only_how_it_voted(tmp_path: Path) -> None:
    """A REVIEW or LIKELY_HALLUCINATED that rests on the panel alone names what was found: a vote
    count and reason codes tell the lawyer nothing to fix."""
    code, result, _ = run_check(
        tmp_path,
        "The claim fails. See Smith v Jones [2012] EWCH 1666 (Ch), at [12].\n\n"
        "It fails again. See Brown v Green [2012] UKHC 12.\n",
    )
    typo, invented = result.citations()
    assert code == EXIT_HALLUCINATED
    assert typo.status is CitationStatus.REVIEW and invented.status is CitationStatus.LIKELY_HALLUCINATED
    assert "EWHC, with two letters swapped" in (typo.status_note or "")
    assert "no UK court issues neutral citations as 'UKHC'" in (invented.status_note or "")


def test_the_headline_counts_divide_the_citations_and_a_malformed_one_is_not_checked_by_a_source() -> None:
    """A malformed citation's error comes from its form, not from a source asked: it is counted
    'impossible as cited', never 'checked by a source'; the four counts add up to the citations."""
    from briefcheck.domain.models import Evidence, EvidenceDetails
    from briefcheck.domain.status import checked
    from briefcheck.extract import extract_text

    doc = extract_text("See [202] UKSC 1. See Smith v. Jones, 1 F.3d 2 (2d Cir. 1993). See 42 U.S.C. § 1983.")
    malformed = doc.citations()[0]
    form_error = Evidence(
        claim_id=malformed.claim_id or "claim_1", citation_id=malformed.id, outcome=Outcome.VERIFIED_ERROR,
        hallucination_category=Category.MALFORMED_CITATION, confidence=Confidence.HIGH,
        evidence_summary="Malformed citation: the year [202] has 3 digits, not four.",
        evidence_details=EvidenceDetails(),
    )  # fmt: skip
    coverage = checked(doc.citations(), [form_error])
    assert (coverage.checked, coverage.impossible, coverage.unchecked, coverage.no_source) == (0, 1, 1, 1)
    parts = coverage.checked + coverage.impossible + coverage.unchecked + coverage.no_source
    assert parts == coverage.citations
    assert coverage.headline.startswith(
        "0 of 3 citations checked by a source, 1 impossible as cited, 1 case citation not checked, "
        "1 not case law"
    )


def test_parts_not_read_for_citations_keep_the_headline_and_exit_status_from_saying_all_was_checked() -> None:
    """A Word file's page header was not read: a citation there was never looked at, so neither
    "every case citation was found" nor exit 0 may be said, even with every read one verified."""
    from briefcheck.domain.models import Evidence, EvidenceDetails
    from briefcheck.domain.status import EXIT_FAILED, EXIT_OK, EXIT_UNCHECKED, FAIL_ON, checked
    from briefcheck.extract import extract_text

    doc = extract_text("See Smith v. Jones, 1 F.3d 2 (2d Cir. 1993).")
    [cite] = doc.citations()
    found = Evidence(
        claim_id=cite.claim_id or "claim_1", citation_id=cite.id, outcome=Outcome.VERIFIED_OK,
        hallucination_category=None, confidence=Confidence.HIGH, evidence_summary="Smith v. Jones found.",
        evidence_details=EvidenceDetails(source="courtlistener"),
    )  # fmt: skip
    all_read = checked(doc.citations(), [found])
    assert all_read.exit_status(FAIL_ON["error"]) == EXIT_OK
    assert "every case citation was found" in all_read.headline.lower()
    unread = checked(doc.citations(), [found], unread=["page headers (1 part)"])
    assert unread.exit_status(FAIL_ON["error"]) == EXIT_UNCHECKED
    assert unread.exit_status(FAIL_ON["unverified"]) == EXIT_FAILED
    assert "every case citation was found" not in unread.headline.lower()
    assert "not read for citations: page headers (1 part)" in unread.headline
    nothing_read = checked([], [], unread=["page headers (1 part)"])
    assert nothing_read.exit_status(FAIL_ON["error"]) == EXIT_UNCHECKED
    assert "not read for citations: page headers (1 part)" in nothing_read.headline


def test_the_headline_says_which_found_citations_quotations_were_not_compared_with_their_text() -> None:
    """A real case quoted in words the index could not check (it holds no text for it): VERIFIED says
    the case exists under its name, not what it says, so the headline says how many found citations
    had their quotations unread; a quotation compared is not counted."""
    from briefcheck.domain.status import checked
    from briefcheck.extract import extract_text

    doc = extract_text(
        'The deadline is jurisdictional. "No equitable exception may ever excuse a late notice." Smith v. '
        "Jones, 1 F.3d 2, 3 (2d Cir. 1993). The rule is old. Hale v. Pratt, 5 F.3d 6 (2d Cir. 1993)."
    )
    quoted, plain = doc.citations()

    def found(cite, checked_: list[str]) -> Evidence:
        return Evidence(
            claim_id=cite.claim_id or "claim_1", citation_id=cite.id, outcome=Outcome.VERIFIED_OK,
            hallucination_category=None, confidence=Confidence.HIGH, evidence_summary="found.",
            evidence_details=EvidenceDetails(source="courtlistener-bulk"), checked=checked_,
        )  # fmt: skip

    identity = ["existence", "name", "year", "court"]
    unread = checked(doc.citations(), [found(quoted, identity), found(plain, identity)], claims=doc.claims)
    assert unread.quotes_unread == 1
    assert "the quotations of 1 were not compared with the opinion's text" in unread.headline
    compared = checked(
        doc.citations(), [found(quoted, [*identity, "1 quote(s)"]), found(plain, identity)], claims=doc.claims
    )
    assert compared.quotes_unread == 0 and "not compared" not in compared.headline
    # said whatever else is wrong: fixing the one flagged citation must not leave the quotation unread
    flagged = found(plain, identity).model_copy(update={"needs_review": True})
    mixed = checked(doc.citations(), [found(quoted, identity), flagged], claims=doc.claims)
    assert mixed.review == 1 and mixed.quotes_unread == 1
    assert "the quotations of 1 found citation were not compared with the opinion's text" in mixed.headline


def test_an_acknowledged_overruling_keeps_the_status_and_is_shown_in_the_note() -> None:
    """The README's promise: an overruling the brief acknowledges keeps the citation's status, and
    the note (the terminal, the report, the Word comment) still shows it, with its source."""
    from briefcheck.domain.models import Evidence, EvidenceDetails
    from briefcheck.domain.status import final_status
    from briefcheck.extract import extract_text

    doc = extract_text(
        "The right was once recognized. Roe v. Wade, 410 U.S. 113 (1973), overruled by Dobbs v. Jackson "
        "Women's Health Org., 597 U.S. 215 (2022)."
    )
    roe = doc.citations()[0]
    found = Evidence(
        claim_id=roe.claim_id or "claim_1", citation_id=roe.id, outcome=Outcome.VERIFIED_OK,
        hallucination_category=None, confidence=Confidence.HIGH, evidence_summary="Roe v. Wade found.",
        evidence_details=EvidenceDetails(source="courtlistener"),
    )  # fmt: skip
    status = final_status(roe, None, [found])
    assert status.status is CitationStatus.VERIFIED
    assert status.note.startswith("Roe v. Wade found.")
    assert "Negative treatment the brief acknowledges: " in status.note and "Dobbs" in status.note


@pytest.mark.parametrize("label", ["limited", "questioned"])
def test_a_treatment_short_of_overruling_keeps_the_status_and_is_shown_in_the_note(label: str) -> None:
    """A case a later court limited to its facts or questioned is still law, but the note says so,
    with the words and their source: found and then never shown, it read as nothing found."""
    from briefcheck.domain.models import NegativeTreatment, TreatingCase, Treatment
    from briefcheck.domain.status import final_status
    from briefcheck.extract import extract_text

    doc = extract_text("The rule is settled. Hale v. Pratt, 512 N.E.2d 88 (Ill. App. Ct. 1990).")
    hale = doc.citations()[0]
    treated = Treatment(
        checked=True, source="CourtListener bulk data", cited_by=1,
        negative=[NegativeTreatment(
            label=label,
            by=TreatingCase(case_name="Doe v. Roe", citation="650 N.E.2d 101", date="1995-01-02"),
            sentence="We have limited it to its facts.", source="CourtListener bulk data",
        )],
    )  # fmt: skip
    found = Evidence(
        claim_id=hale.claim_id or "claim_1", citation_id=hale.id, outcome=Outcome.VERIFIED_OK,
        hallucination_category=None, confidence=Confidence.HIGH, evidence_summary="Hale v. Pratt found.",
        evidence_details=EvidenceDetails(source="courtlistener-bulk"), treatment=treated,
    )  # fmt: skip
    status = final_status(hale, None, [found])
    assert status.status is CitationStatus.VERIFIED
    assert f"{label} by Doe v. Roe, 650 N.E.2d 101 (1995)" in status.note, status.note
    assert "We have limited it to its facts." in status.note


def test_a_citation_deferred_by_courtlistener_s_limit_says_so_and_how_to_finish() -> None:
    """A look-up CourtListener's request limit held back is not a set-up to fix: the note says it
    was deferred and names `briefcheck revalidate`, not 'set COURTLISTENER_TOKEN' to a user who has."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation, Evidence, EvidenceDetails
    from briefcheck.domain.status import DEFERRED, HOW_TO_VERIFY, final_status
    from briefcheck.panel.consensus import decide

    citation = Citation(id="cite_001", text="Smith v. Jones, 1 F.3d 1", type="case", jurisdiction="US",
                        start=0, end=24, claim_id="claim_001")  # fmt: skip
    panel = decide(
        [
            AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
            for r in seat_names()
        ]
    )
    held_back = Evidence(
        claim_id="claim_001", citation_id="cite_001", outcome=Outcome.UNVERIFIABLE,
        hallucination_category=Category.UNVERIFIABLE_PUBLIC, confidence=Confidence.LOW,
        evidence_summary=f"courtlistener could not answer: {DEFERRED} (per-minute limit of 5 requests; "
        "next free 08:01:00 UTC)",
        evidence_details=EvidenceDetails(),
    )  # fmt: skip
    final = final_status(citation, panel, [held_back])
    assert final.status is CitationStatus.UNVERIFIED
    assert "Deferred, not refused" in final.note and "Run `briefcheck revalidate`" in final.note
    assert HOW_TO_VERIFY not in final.note
    unreachable = held_back.model_copy(
        update={"evidence_summary": "courtlistener could not answer: timed out"}
    )
    assert HOW_TO_VERIFY in final_status(citation, panel, [unreachable]).note


def test_a_flag_whose_search_was_deferred_says_how_to_finish_it() -> None:
    """An ERROR or REVIEW whose name search (or text) CourtListener's limit held back is a flag
    whose check is unfinished: its note says so and names `briefcheck revalidate`, as an
    UNVERIFIED one does; a flag with nothing deferred says nothing of it."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation, Evidence, EvidenceDetails
    from briefcheck.domain.status import DEFERRED, final_status
    from briefcheck.panel.consensus import decide

    citation = Citation(id="cite_001", text="Smith v. Jones, 1 F.3d 1", type="case", jurisdiction="US",
                        start=0, end=24, claim_id="claim_001")  # fmt: skip
    panel = decide(
        [
            AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
            for r in seat_names()
        ]
    )
    summary = (
        "courtlistener: Jones v. Roe is at 1 F.3d 1: the citation leads to another case. The named case was "
        f"not searched for ({DEFERRED} (per-minute limit of 5 requests; next free 08:01:00 UTC))."
    )
    error = Evidence(
        claim_id="claim_001", citation_id="cite_001", outcome=Outcome.VERIFIED_ERROR,
        hallucination_category=Category.MISATTRIBUTION, confidence=Confidence.MEDIUM,
        evidence_summary=summary, evidence_details=EvidenceDetails(),
    )  # fmt: skip
    review = error.model_copy(update={"outcome": Outcome.VERIFIED_OK, "hallucination_category": None,
                                      "needs_review": True})  # fmt: skip
    for evidence, status in ((error, CitationStatus.ERROR), (review, CitationStatus.REVIEW)):
        final = final_status(citation, panel, [evidence])
        assert final.status is status
        assert "briefcheck revalidate" in final.note and "not finished" in final.note, final.note
    done = error.model_copy(update={"evidence_summary": "courtlistener: Jones v. Roe is at 1 F.3d 1."})
    assert "revalidate" not in final_status(citation, panel, [done]).note


def found_by_the_index(summary: str) -> Evidence:
    """Cite_001 found by the offline index, its identity matched."""
    return Evidence(
        claim_id="claim_1",
        citation_id="cite_001",
        outcome=Outcome.VERIFIED_OK,
        confidence=Confidence.MEDIUM,
        evidence_summary=summary,
        evidence_details=EvidenceDetails(source="courtlistener-bulk"),
    )


def test_a_found_case_whose_cited_holding_is_anachronistic_is_for_review_not_verified() -> None:
    """Katz (1967) cited "(holding that searches of smartphones require warrants)": a source finds
    the case, which answers whether it exists, not what it decided. The panel's anachronism is
    about the claim, so the status is REVIEW with both said, never VERIFIED."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    def seat(role: str, verdict: Verdict, reason: str | None = None) -> AgentVerdict:
        extra = {"invalid_reason": reason} if reason else {}
        return AgentVerdict(agent=f"{role}_v1", verdict=verdict, model="rules", explanation="x", **extra)

    citation = Citation(id="cite_001", text="Katz v. United States, 389 U.S. 347", type="case",
                        jurisdiction="US", start=0, end=35)  # fmt: skip
    found = found_by_the_index("Katz v. United States (1967-12-18) found at 389 U.S. 347; the name matches.")
    anachronism = AgentVerdict(
        agent="temporal_reality_validator_v1",
        verdict=Verdict.INVALID,
        invalid_reason="anachronistic_issue",
        model="rules",
        explanation="the citation's holding names smartphones, decades after the 1967 decision",
    )
    authority, ecology, _, knowledge, reality = seat_names()
    panel = [seat(authority, Verdict.VALID), seat(ecology, Verdict.VALID), anachronism,
             seat(knowledge, Verdict.VALID), seat(reality, Verdict.VALID)]  # fmt: skip
    status = final_status(citation, decide(panel), [found])
    assert status.status is CitationStatus.REVIEW
    assert "smartphones" in status.note and "found at 389 U.S. 347" in status.note
    # the same case found, without the anachronism: verified
    plain = [seat(r, Verdict.VALID) for r in seat_names()]
    assert final_status(citation, decide(plain), [found]).status is CitationStatus.VERIFIED


def test_an_english_report_series_we_do_not_hold_is_for_review_not_an_error(tmp_path: Path) -> None:
    """ "(2009) 159 NLJ 1234": the New Law Journal's case reports are a real series our table lacks
    (as the State Trials were, before the nominate series were added). A series we do not know is
    a doubt for a person, never a malformed citation; a US reporter unknown to reporters-db stays
    one."""
    text = (
        "The claimant relies on Smith v Jones (2009) 159 NLJ 1234.\n\n"
        "See Smith v. Jones, 12 F.5th 345 (2d Cir. 2001).\n"
    )
    _, result, _ = run_check(tmp_path, text)
    unheld, fake = result.citations()
    assert unheld.status is CitationStatus.REVIEW, unheld.status_note
    assert fake.status in (CitationStatus.ERROR, CitationStatus.LIKELY_HALLUCINATED), fake.status_note


def test_a_citation_written_with_lookalike_characters_is_never_verified() -> None:
    """Found by a source as it looks ("925 F.3d 8OO" read as 800), the citation as written is
    still no citation a search finds: for a person to retype, never green."""
    from briefcheck.domain.codes import CitationFlag, Verdict
    from briefcheck.domain.models import AgentVerdict, Citation
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    citation = Citation(id="cite_001", text="Tolliver v. Nash, 925 F.3d 8OO", type="case", jurisdiction="US",
                        start=0, end=30, flags=[CitationFlag.LOOKALIKE_CHARACTERS])  # fmt: skip
    found = found_by_the_index("Tolliver v. Nash (2017-01-09) retrieved; checked existence: no error found.")
    panel = [AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
             for r in seat_names()]  # fmt: skip
    status = final_status(citation, decide(panel), [found])
    assert status.status is CitationStatus.REVIEW
    assert "only look like" in status.note and "Tolliver v. Nash (2017-01-09)" in status.note


def test_a_short_form_in_another_volume_than_its_named_case_is_never_verified() -> None:
    """ "Hale II, 600 F.3d at 506" where the brief defined Hale II at 700 F.3d: the short form is
    checked as the case its name stands for, but the volume it writes is another's: for a person."""
    from briefcheck.domain.codes import CitationFlag, Verdict
    from briefcheck.domain.models import AgentVerdict, Citation
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    citation = Citation(id="cite_002", text="Hale II, 600 F.3d at 506", type="case", jurisdiction="US",
                        form="short", start=0, end=24,
                        flags=[CitationFlag.OTHER_VOLUME_SHORT_FORM])  # fmt: skip
    found = found_by_the_index("Hale v. Pratt (2012-01-09) retrieved; checked existence: no error found.")
    panel = [AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
             for r in seat_names()]  # fmt: skip
    status = final_status(citation, decide(panel), [found])
    assert status.status is CitationStatus.REVIEW and "another volume" in status.note


def test_a_lookalike_citation_not_looked_up_is_for_review(tmp_path: Path) -> None:
    _, result, _ = run_check(tmp_path, brief("Tolliver v. Nash, 925 F.3d 8OO (11th Cir. 2017)"))
    [c] = [c for b in result.blocks for c in b.citations]
    assert c.text.endswith("8OO (11th Cir. 2017)") and c.components.page == "800"
    assert c.status is CitationStatus.REVIEW and "only look like" in (c.status_note or ""), c.status_note


def test_a_case_a_source_found_under_its_name_is_never_called_invented_by_the_panel() -> None:
    """ "Hale v. Pratt, 600 F.3d 500 (N.Y. 2010)": the index holds Hale v. Pratt at 600 F.3d 500,
    decided by the Second Circuit; the rules seats vote INVALID (F.3d prints no New York court's
    decisions). The case exists under that name: REVIEW for the court, never LIKELY_HALLUCINATED."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation, Evidence
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    citation = Citation(id="cite_001", text="Hale v. Pratt, 600 F.3d 500 (N.Y. 2010)", type="case",
                        jurisdiction="US", start=0, end=39, claim_id="claim_001")  # fmt: skip
    verdicts = [Verdict.INVALID] * 3 + [Verdict.VALID] * 2
    panel = decide(
        [
            AgentVerdict(agent=f"{r}_v1", verdict=v, model="rules", explanation="court_reporter",
                         invalid_reason=seat_entry(r).invalid[0] if v is Verdict.INVALID else None)
            for r, v in zip(seat_names(), verdicts, strict=True)
        ]
    )  # fmt: skip
    court_differs = Evidence(
        claim_id="claim_001", citation_id="cite_001", outcome=Outcome.UNVERIFIABLE,
        hallucination_category=Category.UNVERIFIABLE_PUBLIC, confidence=Confidence.LOW,
        evidence_summary="Hale v. Pratt (2010-01-02) is at 600 F.3d 500, decided by ca2, while the citation "
        "reads as ny: the court may have been misread or miscited.",
        needs_review=True, checked=["existence", "name", "year"],
    )  # fmt: skip
    final = final_status(citation, panel, [court_differs])
    assert final.status is CitationStatus.REVIEW and "decided by ca2" in final.note
    unsettled = court_differs.model_copy(update={"checked": []})  # nothing identified the case
    assert final_status(citation, panel, [unsettled]).status is CitationStatus.LIKELY_HALLUCINATED


def test_the_headline_names_the_citations_for_review_beside_those_to_fix() -> None:
    """One to fix and one for review: both counts are said (either may fail the run)."""
    from briefcheck.domain.status import Checked

    both = Checked(
        citations=2, checked=1, impossible=1, unchecked=0, no_source=0, failed=1, review=1,
        statuses=(CitationStatus.LIKELY_HALLUCINATED, CitationStatus.REVIEW),
    )  # fmt: skip
    assert both.headline.endswith("1 must be fixed or removed before filing, and 1 needs a person's review.")


def test_a_real_case_found_where_cited_with_an_impossible_part_is_an_error_not_invented() -> None:
    """Hale v. Pratt found at its citation, the day of its date mistyped ("Feb. 30, 2011"): the
    citation is wrong and must be corrected; the case is no invention. Not found, the same
    impossibility still says it likely is."""
    from briefcheck.domain.codes import Verdict
    from briefcheck.domain.models import AgentVerdict, Citation
    from briefcheck.domain.status import final_status
    from briefcheck.panel.consensus import decide

    written = "Hale v. Pratt, 600 F.3d 500 (2d Cir. Feb. 30, 2011)"
    citation = Citation(
        id="cite_001", text=written, type="case", jurisdiction="US", start=0, end=len(written)
    )
    panel = [
        AgentVerdict(agent=f"{r}_v1", verdict=Verdict.VALID, model="rules", explanation="x")
        for r in seat_names()
    ]
    impossible = decide(panel, ["the cited date Feb. 30, 2011 does not exist"])
    found = found_by_the_index("Hale v. Pratt (2011-05-03) found at 600 F.3d 500; the name matches.")
    status = final_status(citation, impossible, [found])
    assert status.status is CitationStatus.ERROR and "Feb. 30, 2011 does not exist" in status.note
    assert final_status(citation, impossible, []).status is CitationStatus.LIKELY_HALLUCINATED


def test_the_headline_of_citations_no_source_held_does_not_say_nothing_was_looked_up() -> None:
    """The index was asked and holds no case in the volume: the citation is unchecked, but 'nothing
    was looked up' was untrue of it (a probe's reproducer)."""
    from briefcheck.domain.status import Checked

    unchecked = Checked(
        citations=1, checked=0, impossible=0, unchecked=1, no_source=0, failed=0, review=0,
        statuses=(CitationStatus.UNVERIFIED,),
    )  # fmt: skip
    said = unchecked.headline
    assert said.startswith("0 of 1 citation checked by a source, 1 case citation not checked."), said
    assert "nothing was looked up" not in said.lower()
    assert "may still be invented" in said
