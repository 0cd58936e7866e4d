"""The decision chain reaches every category, each with the evidence it must carry."""

from __future__ import annotations

import jsonschema
import pytest
from pytest_httpserver import HTTPServer
from verify_support import (
    LOOKUP,
    OPINIONS,
    SEARCH,
    ScriptedCharacterizer,
    ashdown,
    fixture_bytes,
    fixture_json,
    harlow,
    requests_to,
    serve_ashdown,
    serve_harlow,
    task,
    uk_citation,
    us_citation,
)

from briefcheck.domain.codes import Category, CitationFlag, Confidence, Outcome
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import CitationTask, Evidence, dump
from briefcheck.extract import extract_text
from briefcheck.panel.tasks import citation_tasks
from briefcheck.verify import Judgement, Verifier
from briefcheck.verify.names import same_docket

SCHEMA = Evidence.model_json_schema()
HOLDING = (
    "government officials performing discretionary functions generally are shielded from liability for "
    "civil damages insofar as their conduct does not violate clearly established statutory or "
    "constitutional rights of which a reasonable person would have known"
)


def valid(evidence: Evidence) -> dict:
    """The evidence's JSON, checked against the JSON Schema generated from the model."""
    data = dump(evidence)
    jsonschema.validate(data, SCHEMA)
    return data


def assert_retrieved(data: dict, source: str) -> None:
    details = data["evidence_details"]
    assert details["source"] == source
    assert details["retrieval_url"].startswith("http://localhost")
    assert details["retrieval_timestamp"]
    assert details["cached_path"].startswith("sources/")


# --------------------------------------------------------------------------- MALFORMED


def test_malformed_flag_needs_no_retrieval(verifier: Verifier, httpserver: HTTPServer) -> None:
    citation = uk_citation("[202] UKSC 1")
    citation.flags.append(CitationFlag.MALFORMED)
    ev = verifier.verify(task(citation))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.MALFORMED_CITATION,
        Confidence.HIGH,
    )
    assert "Malformed citation: the year [202] has 3 digits, not four" in data["evidence_summary"]
    assert httpserver.log == []


def test_unparseable_uk_citation_is_malformed(verifier: Verifier, httpserver: HTTPServer) -> None:
    ev = verifier.verify(task(uk_citation("Smith v [2023]")))
    assert ev.hallucination_category is Category.MALFORMED_CITATION
    assert ev.outcome is Outcome.VERIFIED_ERROR
    assert httpserver.log == []


def test_unknown_reporter_answer_is_malformed(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_unknown_reporter.json")
    )
    citation = us_citation(
        "Doe v. Roe, 12 Fed. Rptr. Supp. 9th 345 (2020)", "12", "Fed. Rptr. Supp. 9th", "345"
    )
    ev = verifier.verify(task(citation))
    data = valid(ev)
    assert ev.hallucination_category is Category.MALFORMED_CITATION
    assert ev.confidence is Confidence.MEDIUM
    assert "Fed. Rptr. Supp. 9th" in data["evidence_summary"]
    assert_retrieved(data, "courtlistener")


# --------------------------------------------------------------------------- NONEXISTENT


def test_not_found_and_no_name_match_is_nonexistent(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    citation = us_citation(
        "Bellweather v. Quantock Mills, 999 F.3d 9999 (4th Cir. 2015)",
        "999",
        "F.3d",
        "9999",
        year="2015",
        party_1="Bellweather",
        party_2="Quantock Mills",
    )
    ev = verifier.verify(task(citation))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.AUTHORITY_NONEXISTENT,
        Confidence.HIGH,
    )
    assert "no case at 999 F.3d 9999" in ev.evidence_summary
    assert "Bellweather v Quantock Mills" in ev.evidence_summary
    assert data["evidence_details"]["name_search_hits"] == 0
    assert_retrieved(data, "courtlistener")
    assert requests_to(httpserver, SEARCH) == 1


def prentiss():
    """A citation whose page CourtListener's fixture gives to another case (Okafor v. Meridian)."""
    return us_citation(
        "Prentiss v. Halvorsen Air Cargo Co., 931 F.3d 1334 (11th Cir. 2019)",
        "931",
        "F.3d",
        "1334",
        year="2019",
        party_1="Prentiss",
        party_2="Halvorsen Air Cargo Co.",
    )


def test_a_200_for_another_case_is_not_proof(verifier: Verifier, httpserver: HTTPServer) -> None:
    """The page falls inside a different case: the named case is searched for, and absent."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_other_case.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    ev = verifier.verify(task(prentiss()))
    data = valid(ev)
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT
    assert data["evidence_details"]["case_at_citation"] == "Okafor v. Meridian Freight Lines, Inc."
    assert "Okafor v. Meridian Freight Lines" in ev.evidence_summary


def test_uk_404_and_empty_search_is_nonexistent(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request("/ewca/civ/2020/1442/data.xml").respond_with_data("Not found", status=404)
    httpserver.expect_request("/atom.xml").respond_with_data(
        fixture_bytes("find_case_law/atom_empty.xml"), content_type="application/atom+xml"
    )
    citation = uk_citation(
        "R (Okonjo) v Westbury London Borough Council [2020] EWCA Civ 1442",
        party_1="R (on the application of Okonjo)",
        party_2="Westbury London Borough Council",
    )
    ev = verifier.verify(task(citation))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.AUTHORITY_NONEXISTENT,
        Confidence.HIGH,
    )
    assert data["evidence_details"]["source"] == "find_case_law"
    # where a person may look, named as such: not a "read the authority" link to what no source returned
    assert data["evidence_details"]["bailii_url"] == "https://www.bailii.org/ew/cases/EWCA/Civ/2020/1442.html"
    assert "human_url" not in data["evidence_details"]


def test_not_found_before_the_source_covers_the_court_is_unverifiable(verifier, httpserver) -> None:
    httpserver.expect_request("/ewca/civ/1999/1234/data.xml").respond_with_data("Not found", status=404)
    httpserver.expect_request("/atom.xml").respond_with_data(fixture_bytes("find_case_law/atom_empty.xml"))
    ev = verifier.verify(
        task(uk_citation("Hale v Tanner [1999] EWCA Civ 1234", party_1="Hale", party_2="Tanner"))
    )
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC)
    assert "only from 2001" in data["evidence_details"]["reason"]
    assert data["evidence_details"]["bailii_url"] == "https://www.bailii.org/ew/cases/EWCA/Civ/1999/1234.html"


# --------------------------------------------------------------------------- MISATTRIBUTION


def test_named_case_found_elsewhere_is_misattribution(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_other_case.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    citation = us_citation(
        "Varnell v. Coastal Air Cargo, Ltd., 931 F.3d 1334 (11th Cir. 2018)",
        "931",
        "F.3d",
        "1334",
        year="2018",
        party_1="Varnell",
        party_2="Coastal Air Cargo, Ltd.",
    )
    ev = verifier.verify(task(citation))
    data = valid(ev)
    # another case at the slot and one clear case of the name elsewhere: proven, with the correction
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.MISATTRIBUTION,
        Confidence.HIGH,
    )
    assert ev.suggested_correction == "Varnell v. Coastal Air Cargo, Ltd., 901 F.3d 220 (11th Cir. 2018)"
    details = data["evidence_details"]
    assert details["found_case_name"] == "Varnell v. Coastal Air Cargo, Ltd."
    assert details["found_citations"] == ["901 F.3d 220"]
    assert details["case_at_citation"] == "Okafor v. Meridian Freight Lines, Inc."


def test_year_mismatch_is_misattribution(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver, with_text=False)
    citation = us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (1999)", "457", "U.S.", "800", year="1999", party_1="Harlow"
    )
    ev = verifier.verify(task(citation))
    valid(ev)
    assert ev.hallucination_category is Category.MISATTRIBUTION
    assert "1982-06-24" in ev.evidence_summary and "1999" in ev.evidence_summary


def test_court_mismatch_is_for_review_not_an_error(verifier: Verifier, httpserver: HTTPServer) -> None:
    """Tier 1 can misread a court: a real case at the slot with the right name and year is not
    made a MISATTRIBUTION by the court alone; a person settles it."""
    serve_harlow(httpserver, with_text=False)
    httpserver.expect_request("/api/rest/v4/dockets/98765/").respond_with_json(
        fixture_json("courtlistener/docket_court.json")
    )
    citation = us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (D.C. Cir. 1982)",
        "457",
        "U.S.",
        "800",
        year="1982",
        party_1="Harlow",
        party_2="Fitzgerald",
        court_id="cadc",
    )
    ev = verifier.verify(task(citation))
    data = valid(ev)
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review
    assert "decided by scotus" in ev.evidence_summary and "cadc" in ev.evidence_summary
    assert data["evidence_details"]["found_court"] == "scotus"


# --------------------------------------------------------------------------- PARAGRAPH


def test_uk_paragraph_beyond_the_last_is_high(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_ashdown(httpserver)
    ev = verifier.verify(task(ashdown(para="42"), para="42"))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.PARAGRAPH_HALLUCINATION,
        Confidence.HIGH,
    )
    details = data["evidence_details"]
    assert details["paragraph_count"] == 12
    assert details["cited_paragraph"] == 42
    assert "[1]-[12]" in ev.evidence_summary
    assert details["human_url"].endswith("/ewca/civ/2021/1234")
    assert_retrieved(data, "find_case_law")


def test_us_pin_page_outside_the_opinion_is_high(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver)
    ev = verifier.verify(task(harlow(pin="861"), pin="861"))
    data = valid(ev)
    assert (ev.hallucination_category, ev.confidence) == (Category.PARAGRAPH_HALLUCINATION, Confidence.HIGH)
    details = data["evidence_details"]
    assert details["page_span"] == "800-822"
    assert details["cited_page"] == 861
    assert details["retrieval_url"].startswith("http://localhost") and "opinions" in details["retrieval_url"]


def test_us_pin_page_before_the_first_is_an_error_without_the_text(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """No text is needed to know a case holds no page before its first. CourtListener's API does not
    say where the next case of the volume begins, so a page past the first is not doubted by it."""
    serve_harlow(httpserver, with_text=False)
    ev = verifier.verify(task(harlow(pin="790"), pin="790"))
    assert (ev.hallucination_category, ev.confidence) == (Category.PARAGRAPH_HALLUCINATION, Confidence.MEDIUM)
    assert "begins at page 800 of 457 U.S.; the claim cites page 790, before it" in ev.evidence_summary
    assert valid(ev)["evidence_details"]["cited_page"] == 790
    ev = verifier.verify(task(harlow(pin="861"), pin="861"))
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary


def test_quote_on_another_page_than_the_pin(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver)
    ev = verifier.verify(task(harlow(pin="810"), pin="810", quotes=[HOLDING]))
    data = valid(ev)
    assert (ev.hallucination_category, ev.confidence) == (Category.PARAGRAPH_HALLUCINATION, Confidence.MEDIUM)
    assert data["evidence_details"]["quote_found_at"] == "818"


# --------------------------------------------------------------------------- QUOTE


def test_absent_quote_is_fabrication_with_closest_passage(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver)
    quote = "officials who act in good faith are absolutely immune from every suit regardless of the law"
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[quote]))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_ERROR,
        Category.QUOTE_FABRICATION,
        Confidence.HIGH,
    )
    details = data["evidence_details"]
    assert details["quote"] == quote
    assert details["closest_passage"]
    assert 0 < details["similarity"] < 0.85


def test_near_verbatim_quote_is_medium(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver)
    misquote = HOLDING.replace("generally are shielded", "generally are protected")
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[misquote]))
    assert (ev.hallucination_category, ev.confidence) == (Category.QUOTE_FABRICATION, Confidence.MEDIUM)
    assert ev.evidence_details.model_extra["similarity"] >= 0.85


def test_a_changed_quantifier_is_a_high_misquote_with_both_wordings(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """Near-verbatim, but "generally" became "always": the meaning changed, whatever the similarity."""
    serve_harlow(httpserver)
    misquote = HOLDING.replace("generally are shielded", "are always shielded")
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[misquote]))
    assert (ev.hallucination_category, ev.confidence) == (Category.QUOTE_FABRICATION, Confidence.HIGH)
    assert "always" in ev.evidence_summary and "generally" in ev.evidence_summary
    assert ev.evidence_details.model_extra["altered_words"]


# --------------------------------------------------------------------------- MISCHARACTERIZATION


def test_mischaracterization_is_medium_without_verbatim_passage(
    settings, blobs, courtlistener, find_case_law, httpserver: HTTPServer
) -> None:
    serve_harlow(httpserver)
    judge = ScriptedCharacterizer(Judgement.CONTRADICTED, contrary_quote="officials are never immune")
    verifier = Verifier(settings, blobs, sources=[courtlistener, find_case_law], characterizer=judge)
    ev = verifier.verify(
        task(harlow(pin="818"), pin="818", text="Harlow held that officials have no immunity.")
    )
    data = valid(ev)
    assert (ev.hallucination_category, ev.confidence) == (Category.MISCHARACTERIZATION, Confidence.MEDIUM)
    assert data["evidence_details"]["contrary_passage_verbatim"] is False
    # the model read the cited page, fenced by the characterizer, not the whole opinion
    assert "We therefore hold" in judge.calls[0][2]


def test_mischaracterization_is_high_when_contrary_passage_is_verbatim(
    settings, blobs, courtlistener, find_case_law, httpserver: HTTPServer
) -> None:
    serve_harlow(httpserver)
    judge = ScriptedCharacterizer(Judgement.QUALIFIED, contrary_quote=HOLDING)
    verifier = Verifier(settings, blobs, sources=[courtlistener, find_case_law], characterizer=judge)
    ev = verifier.verify(
        task(harlow(pin="818"), pin="818", text="Harlow held that officials are always immune.")
    )
    data = valid(ev)
    assert (ev.hallucination_category, ev.confidence) == (Category.MISCHARACTERIZATION, Confidence.HIGH)
    assert data["evidence_details"]["contrary_passage_verbatim"] is True


# --------------------------------------------------------------------------- OK / UNVERIFIABLE


def test_all_checks_pass_is_verified_ok(
    settings, blobs, courtlistener, find_case_law, httpserver: HTTPServer
) -> None:
    serve_harlow(httpserver)
    judge = ScriptedCharacterizer(Judgement.CONSISTENT)
    verifier = Verifier(settings, blobs, sources=[courtlistener, find_case_law], characterizer=judge)
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[HOLDING]))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category, ev.confidence) == (
        Outcome.VERIFIED_OK,
        None,
        Confidence.HIGH,
    )
    assert "paraphrase" in ev.evidence_summary
    assert data["evidence_details"]["found_case_name"] == "Harlow v. Fitzgerald"


def test_ok_without_model_says_paraphrase_not_judged(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_ashdown(httpserver)
    quote = "taken reasonable steps to bring it to the other party's attention"
    ev = verifier.verify(task(ashdown(para="7"), para="7", quotes=[quote]))
    valid(ev)
    assert ev.outcome is Outcome.VERIFIED_OK
    assert ev.confidence is Confidence.HIGH
    assert "no model backend" in ev.evidence_summary


def test_citations_no_public_source_holds_are_unverifiable(verifier, httpserver) -> None:
    ev = verifier.verify(task(uk_citation("Donoghue v Stevenson [1932] AC 562")))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC)
    assert "law report" in data["evidence_details"]["reason"]
    assert httpserver.log == []


def docket_task(text: str) -> CitationTask:
    """A docket-number citation as Tier 1 reads it from a brief."""
    [citation] = extract_text(f"The rule is settled. {text}.").citations()
    assert citation.components.docket_number and not citation.components.volume
    return task(citation.model_copy(update={"claim_id": "claim_1"}))


VARNELL_DOCKET = "Varnell v. Coastal Air Cargo, Ltd., No. 17-11223 (11th Cir. Aug. 21, 2018)"


def test_a_docket_citation_is_found_by_its_parties_court_and_date(verifier, httpserver) -> None:
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    ev = verifier.verify(docket_task(VARNELL_DOCKET))
    data = valid(ev)
    assert ev.outcome is Outcome.VERIFIED_OK
    assert data["evidence_details"]["found_case_name"] == "Varnell v. Coastal Air Cargo, Ltd."
    # one search by name (no citation look-up can read a docket number), then the treatment's
    [(request, _)] = [(r, a) for r, a in httpserver.log if "cites:" not in r.args.get("q", "")]
    assert request.path == SEARCH
    assert request.args["case_name"] == "varnell coastal air cargo" and request.args["court"] == "ca11"
    assert (request.args["filed_after"], request.args["filed_before"]) == ("2017-01-01", "2019-12-31")


def test_a_case_of_the_name_under_another_docket_number_is_for_review(verifier, httpserver) -> None:
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_hit.json"))
    ev = verifier.verify(docket_task(VARNELL_DOCKET.replace("17-11223", "17-99999")))
    valid(ev)
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review
    assert "nothing ties it to the cited docket number" in ev.evidence_summary


def test_a_docket_citation_no_search_finds_is_unverified_not_invented(verifier, httpserver) -> None:
    """Slip opinions are held only in part: finding none proves nothing."""
    empty = {"count": 0, "next": None, "previous": None, "results": []}
    httpserver.expect_request(SEARCH).respond_with_json(empty)
    ev = verifier.verify(
        docket_task("Smith v. Quantum Widget Corp., No. 1:20-cv-01234 (S.D.N.Y. Mar. 3, 2021)")
    )
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC)
    assert "absence proves nothing" in data["evidence_details"]["reason"]


@pytest.mark.parametrize(
    ("cited", "found", "same"),
    [
        ("1:20-cv-01234-ABC", "20-cv-1234", True),
        ("No. 17-11223", "17-11223", True),
        ("1:20-cv-01234", "1:20-cr-01234", False),
        ("17-11223", "17-11224", False),
        ("17-11223", None, False),
        # one number alone (California's "S123456"), a panel's suffix (New Jersey's "T1"), a year in full
        ("No. S123456", "S123456", True),
        ("No. S123456", "S123457", False),
        ("No. A-1234-19", "A-1234-19T1", True),
        ("No. A-1234-19", "A-1234-18T1", False),
        ("No. 2019-1234", "19-1234", True),
        ("No. 2019-1234", "18-1234", False),
        ("No. 19 Civ. 1234 (PKC)", "1:19-cv-01234", True),
    ],
)
def test_docket_numbers_agree_as_courts_write_them(cited: str, found: str | None, same: bool) -> None:
    assert same_docket(cited, found) is same


def test_source_down_is_unverifiable_not_an_error(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_data("upstream error", status=502)
    ev = verifier.verify(task(harlow()))
    data = valid(ev)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.UNVERIFIABLE, Category.UNVERIFIABLE_PUBLIC)
    assert "502" in data["evidence_details"]["reason"]


def test_text_unavailable_verifies_existence_only(verifier: Verifier, httpserver: HTTPServer) -> None:
    serve_harlow(httpserver, with_text=False)
    httpserver.expect_request(OPINIONS).respond_with_data("busy", status=503)
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[HOLDING]))
    assert ev.outcome is Outcome.VERIFIED_OK and ev.confidence is Confidence.MEDIUM
    assert ev.checked == ["existence", "name", "year"]
    assert "claim was not checked" in ev.evidence_summary


def test_an_ambiguous_slot_gives_the_case_the_name_singles_out(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """Several cases at one citation (status 300): the one the cited name matches, the others'
    names all unlike it, is the case cited."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_ambiguous.json")
    )
    citation = us_citation(
        "Quintero v. Texas, 540 U.S. 1001 (2003)", "540", "U.S.", "1001", year="2003", party_1="Quintero"
    )
    ev = verifier.verify(task(citation))
    assert ev.outcome is Outcome.VERIFIED_OK, ev.evidence_summary
    assert "Quintero v. Texas" in ev.evidence_summary


def test_ambiguous_slot_without_names_is_unverifiable(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_ambiguous.json")
    )
    ev = verifier.verify(task(us_citation("540 U.S. 1001", "540", "U.S.", "1001")))
    assert ev.outcome is Outcome.UNVERIFIABLE
    assert ev.evidence_details.model_extra["candidates"] == ["Pellham v. Ohio", "Quintero v. Texas"]


def test_a_task_without_claim_is_bad_input(verifier: Verifier) -> None:
    t = task(harlow()).model_copy(update={"claim": None})
    with pytest.raises(InputError, match="cite_001"):
        verifier.verify(t)


def test_a_failed_search_never_lowers_what_the_slot_proved(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """Another case sits at the cited page; the search for the named case then fails. The error the
    look-up proved stands (without a correction), rather than falling back to unverified."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_other_case.json")
    )
    httpserver.expect_request(SEARCH).respond_with_data("upstream error", status=503)
    ev = verifier.verify(task(prentiss()))
    valid(ev)
    assert (ev.outcome, ev.hallucination_category) == (Outcome.VERIFIED_ERROR, Category.MISATTRIBUTION)
    assert "Okafor v. Meridian Freight Lines" in ev.evidence_summary
    assert "not searched for" in ev.evidence_summary and ev.suggested_correction is None


def test_a_documents_citations_are_routed_once_for_the_batch_the_order_and_the_look_up(
    verifier: Verifier, monkeypatch: pytest.MonkeyPatch, httpserver: HTTPServer
) -> None:
    """prefetch, by_need and verify each need a pair's route: it is made once per citation of a
    document, and made again once another document's pairs came between (a warm Lambda's
    verifier keeps no earlier document's citations)."""
    import briefcheck.verify.walk as walk

    routed: list[object] = []
    real_route = walk.route
    monkeypatch.setattr(walk, "route", lambda c: routed.append(c) or real_route(c))
    httpserver.expect_request("/api/rest/v4/citation-lookup/", method="POST").respond_with_json([])
    first = [task(harlow()), task(harlow())]
    other = [t.model_copy(update={"document_id": "doc_other"}) for t in first]
    for tasks in (first, other, first):
        routed.clear()
        verifier.look_up_offline(tasks)
        verifier.prefetch(tasks)
        for t in verifier.by_need(tasks):
            verifier.verify(t)
        assert [id(c) for c in routed] == [id(t.citation) for t in tasks]


def test_without_an_offline_source_no_citation_is_routed_for_one(
    verifier: Verifier, monkeypatch: pytest.MonkeyPatch, httpserver: HTTPServer
) -> None:
    """The document's offline batch and each pair's offline question have nothing to ask when no
    offline source is configured (the first run, before any index): no citation is routed for
    them, and nothing is asked of the network."""
    import briefcheck.verify.walk as walk

    routed: list[object] = []
    real_route = walk.route
    monkeypatch.setattr(walk, "route", lambda c: routed.append(c) or real_route(c))
    tasks = [task(harlow()), task(harlow())]
    assert verifier.look_up_offline(tasks) == 0
    assert [verifier.verify_offline(t) for t in tasks] == [None, None]
    assert routed == [] and httpserver.log == []
    with pytest.raises(InputError, match="has no claim"):
        verifier.verify_offline(tasks[0].model_copy(update={"claim": None}))


def test_the_judge_reads_the_proposition_without_the_briefs_framing(
    settings, blobs, courtlistener, find_case_law, httpserver: HTTPServer
) -> None:
    """A sentence written to persuade ("as the Supreme Court squarely and unanimously held") reaches
    the model as its bare proposition, without the citation or the signal; the passage read is on
    the card whatever the model says."""
    serve_harlow(httpserver)
    judge = ScriptedCharacterizer(Judgement.CONSISTENT)
    verifier = Verifier(settings, blobs, sources=[courtlistener, find_case_law], characterizer=judge)
    claim = (
        "As the Supreme Court squarely and unanimously held, government officials are never immune from "
        "suit. See Harlow v. Fitzgerald, 457 U.S. 800 (1982)."
    )
    ev = verifier.verify(task(harlow(pin="818"), pin="818", text=claim))
    [(sent, _, passage)] = judge.calls
    assert sent == "government officials are never immune from suit."
    assert "Supreme Court" not in sent and "457 U.S." not in sent and "squarely" not in sent
    assert valid(ev)["evidence_details"]["relevant_passage"] == passage[:1200]


def test_no_model_verdict_overrides_a_quote_the_text_lacks(
    settings, blobs, courtlistener, find_case_law, httpserver: HTTPServer
) -> None:
    serve_harlow(httpserver)
    judge = ScriptedCharacterizer(Judgement.CONSISTENT)
    verifier = Verifier(settings, blobs, sources=[courtlistener, find_case_law], characterizer=judge)
    invented = "officials are always absolutely immune from every suit for civil damages"
    ev = verifier.verify(task(harlow(pin="818"), pin="818", quotes=[invented]))
    assert ev.outcome is Outcome.VERIFIED_ERROR and ev.hallucination_category is Category.QUOTE_FABRICATION
    assert judge.calls == []  # the text settled it: the model was not asked to


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "See Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017). See Harlow v. Fitzgerald, 457 U.S. 800 "
            "(1982). The rule holds. Id. at 497.",
            "outside the pages of the citation before it",
        ),
        ("The rule holds. Id. at 12.", "no citation before it"),
        ("The rule holds. Smith, supra, at 5.", "names no party of a case the brief cites in full"),
    ],
)
def test_an_orphan_short_form_says_why_it_was_not_looked_up(
    verifier: Verifier, httpserver: HTTPServer, text: str, said: str
) -> None:
    """ "No full citation to look up" was said of an "Id." right after a full citation: it names
    what the brief's citations leave unsettled."""
    [orphan] = [t for t in citation_tasks(extract_text(text)) if t.citation.is_short_form]
    ev = verifier.verify(orphan)
    assert ev.outcome is Outcome.UNVERIFIABLE and said in ev.evidence_summary, ev.evidence_summary
    assert httpserver.log == []
