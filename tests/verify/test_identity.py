"""Identity before verification: a case found at or near the cited slot verifies the citation
only when the names (both parties, whole words or marked abbreviations, acronyms), the year and
the court agree. Each test pins one fault a review found; the answers are CourtListener's real
shapes served from loopback."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from verify_support import LOOKUP, SEARCH, fixture_json, requests_to, task, us_citation

from briefcheck.domain.codes import Category, CitationStatus, Confidence, Outcome
from briefcheck.domain.models import Citation, Components
from briefcheck.domain.status import final_status
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier
from briefcheck.verify.names import NameMatch, compare_names
from briefcheck.verify.refs import route
from briefcheck.verify.sources import MatchedCase


def lookup_answer(
    name: str, date: str, citations: list[tuple[int, str, str]], cluster_id: int = 5550001
) -> list[dict[str, Any]]:
    """A citation-lookup 200 in CourtListener's shape, for a case other than the fixture's."""
    answer = copy.deepcopy(fixture_json("courtlistener/citation_lookup_found.json"))
    cluster = answer[0]["clusters"][0]
    vol, rep, page = citations[0]
    answer[0]["citation"] = answer[0]["normalized_citations"][0] = f"{vol} {rep} {page}"
    cluster.update(
        id=cluster_id,
        case_name=name,
        case_name_short=name.split(" v")[0],
        case_name_full=name,
        date_filed=date,
        absolute_url=f"/opinion/{cluster_id}/x/",
        docket_id=None,
        citations=[{"volume": v, "reporter": r, "page": p, "type": 1} for v, r, p in citations],
    )
    return answer


def search_answer(*hits: tuple[str, str, str, str]) -> dict[str, Any]:
    """A case-name search page in CourtListener's shape: (name, date, court_id, citation)."""
    page = copy.deepcopy(fixture_json("courtlistener/search_hit.json"))
    template = page["results"][0]
    page["results"] = []
    for i, (name, date, court, cite) in enumerate(hits):
        r = copy.deepcopy(template)
        r.update(caseName=name, caseNameFull=name, dateFiled=date, court_id=court, citation=[cite])
        r.update(cluster_id=8000000 + i, absolute_url=f"/opinion/{8000000 + i}/x/")
        page["results"].append(r)
    page["count"] = len(hits)
    return page


def f3d(text: str, page: str, p1: str | None, p2: str | None, year: str = "2015", **kw: Any) -> Citation:
    return us_citation(text, "781", "F.3d", page, year=year, party_1=p1, party_2=p2, **kw)


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("p1", "p2", "found", "expected"),
    [
        ("Ramos", "Holder", "Ortiz v. Holder", NameMatch.MISMATCH),  # same respondent only
        ("Smith", "Garland", "Jones v. Garland", NameMatch.MISMATCH),
        ("Lee", "Chan", "Leeds v. Chandler", NameMatch.MISMATCH),  # no letter subsequences
        (
            "INS",
            "Cardoza-Fonseca",
            "Immigration and Naturalization Service v. Cardoza-Fonseca",
            NameMatch.MATCH,
        ),
        (
            "HMRC",
            "Frontier Agriculture Ltd",
            "Her Majesty's Revenue and Customs v Frontier Agriculture",
            NameMatch.MATCH,
        ),
        ("SRA", "Dar", "Solicitors Regulation Authority v Dar", NameMatch.MATCH),
        # an acronym that keeps its small words' letters
        ("SFFA", "Harvard", "Students for Fair Admissions, Inc. v. President & Fellows of Harvard College",
         NameMatch.MATCH),
        ("Brown", "Board of Educ.", "Brown v. Board of Education", NameMatch.MATCH),
        ("Smith", "Jones", "Smith v. Brown", NameMatch.MISMATCH),  # one party replaced
        ("United States", "State", "United States v. Nixon", NameMatch.UNKNOWN),  # nothing distinctive
        # a contraction of a government word (Bluebook T6) is the word, not a distinctive one
        ("Comm'r", "Glenshaw Glass Co.", "Commissioner of Internal Revenue v. Glenshaw Glass Co.",
         NameMatch.MATCH),
        ("Comm'r", "Glenshaw Glass Co.", "Commissioner v. Glenshaw Glass Co.", NameMatch.MATCH),
        ("Tolliver", "Nash Cnty. Bd. of Educ.", "Tolliver v. Nash County Board of Education",
         NameMatch.MATCH),
        ("Perez", "Dep't of Labor", "Perez v. Department of Labor", NameMatch.MATCH),
        ("Gov't of V.I.", "Lake", "Government of the Virgin Islands v. Lake", NameMatch.MATCH),
        # ... and still has to be the case's: another party is not
        ("Comm'r", "Glenshaw Steel Co.", "Commissioner of Internal Revenue v. Glenshaw Glass Co.",
         NameMatch.MISMATCH),
        ("Tolliver", "Wake Cnty. Bd. of Educ.", "Tolliver v. Nash County Board of Education",
         NameMatch.MISMATCH),
        ("Perez", "Sec'y of Labor", "Perez v. Secretary of Labor", NameMatch.MATCH),
        ("Smith", "Att'y Gen.", "Smith v. Attorney General", NameMatch.MATCH),
        ("Smith", "Bd. of Cnty. Comm'rs", "Smith v. Board of County Commissioners", NameMatch.MATCH),
        ("Smith", "Dir., Dep't of Corr.", "Smith v. Director, Department of Corrections", NameMatch.MATCH),
        ("Smith", "Supt. of Schs.", "Smith v. Superintendent of Schools", NameMatch.MATCH),
        ("Smith", "Cook Cty.", "Smith v. Cook County", NameMatch.MATCH),
        # a name written as one word or two, joined or hyphenated
        ("Smith", "Fed-Ex Ground Package Sys., Inc.", "Smith v. FedEx Ground Package System, Inc.",
         NameMatch.MATCH),
        ("Smith", "JPMorgan Chase Bank, N.A.", "Smith v. JP Morgan Chase Bank", NameMatch.MATCH),
        ("Smith", "Fed-Ex Corp.", "Smith v. Fedders Corp.", NameMatch.MISMATCH),
        ("De La Cruz", "Jones", "DeLaCruz v. Jones", NameMatch.MATCH),
        # an ordinal in figures or in words
        ("First Nat'l Bank", "Smith", "1st National Bank v. Smith", NameMatch.MATCH),
        ("Smith", "Twenty-First Century Fox", "Smith v. 21st Century Fox", NameMatch.MATCH),
        ("Second Nat'l Bank", "Smith", "1st National Bank v. Smith", NameMatch.MISMATCH),
        # a place abbreviated in a county's or city's name
        ("Smith", "St. Louis Cnty.", "Smith v. Saint Louis County", NameMatch.MATCH),
        ("Smith", "City of Ft. Worth", "Smith v. City of Fort Worth", NameMatch.MATCH),
        ("Smith", "City of York", "Smith v. City of Yorktown", NameMatch.MISMATCH),
        # the Commonwealth and the United States abbreviated as a whole party, either way round
        ("Com.", "Smith", "Commonwealth v. Smith", NameMatch.MATCH),
        ("Commonwealth", "Smith", "Com. v. Smith", NameMatch.MATCH),
        ("United States", "Smith", "U.S. v. Smith", NameMatch.MATCH),
        ("Smith", "United States", "Smith v. U.S.", NameMatch.MATCH),
        ("Com.", "Smith", "Commonwealth v. Jones", NameMatch.MISMATCH),
        # an office named with what it is of, against the office alone; an acronym of it
        ("Smith", "Comm'r of Internal Revenue", "Smith v. Commissioner", NameMatch.MATCH),
        ("Smith", "CIR", "Smith v. Commissioner of Internal Revenue", NameMatch.MATCH),
        # a name with its accents, or without them
        ("Hernández", "Mesa", "Hernandez v. Mesa", NameMatch.MATCH),
        ("Pena", "Jones", "Peña v. Jones", NameMatch.MATCH),
        ("Núñez", "Bjørnsen", "Nunez v. Bjornsen", NameMatch.MATCH),
        ("Núñez", "Jones", "Perez v. Jones", NameMatch.MISMATCH),
        # an officer sued by name for the office the case is named by: for a person to confirm
        ("Smith", "Astrue", "Smith v. Commissioner of Social Security", NameMatch.PARTIAL),
        ("Jones", "Astrue", "Smith v. Commissioner of Social Security", NameMatch.MISMATCH),
        # ... and the office cited where the case is named by its holder
        ("Smith", "Sec'y of Veterans Affs.", "Smith v. McDonough", NameMatch.PARTIAL),
        ("Smith", "Sec'y of Veterans Affs.", "Smith v. McDonough Bros., Inc.", NameMatch.MISMATCH),
        # a State named by its name alone, or as "State of", "People of the State of"
        ("Miranda", "Arizona", "Miranda v. State of Arizona", NameMatch.MATCH),
        ("Lochner", "New York", "Lochner v. People of the State of New York", NameMatch.MATCH),
        ("Ohio", "Roberts", "State of Ohio v. Roberts", NameMatch.MATCH),
        ("State of Ohio", "Roberts", "Ohio v. Roberts", NameMatch.MATCH),
        ("Miranda", "Arizona", "Miranda v. State of Nevada", NameMatch.MISMATCH),
        ("Strickland", "Washington", "Strickland v. Washington, Superintendent", NameMatch.MATCH),
        # a local government: its Bluebook contraction, its place abbreviated, its State after it,
        # or its place alone (Bluebook drops "Village of")
        ("Vill. of Euclid", "Ambler Realty Co.", "Village of Euclid v. Ambler Realty Co.", NameMatch.MATCH),
        ("Euclid", "Ambler Realty Co.", "Village of Euclid v. Ambler Realty Co.", NameMatch.MATCH),
        ("Village of Euclid", "Ambler Realty Co.", "Euclid v. Ambler Realty Co.", NameMatch.MATCH),
        ("Parma", "Ambler Realty Co.", "Village of Euclid v. Ambler Realty Co.", NameMatch.MISMATCH),
        ("Fulton", "Philadelphia", "Fulton v. City of Philadelphia", NameMatch.MATCH),
        ("Fulton", "City of Phila.", "Fulton v. City of Philadelphia", NameMatch.MATCH),
        ("Fulton", "City of Phila.", "Fulton v. City of Philipsburg", NameMatch.MISMATCH),
        ("Bostock", "Clayton County", "Bostock v. Clayton County, Georgia", NameMatch.MATCH),
        ("Bostock", "Clayton County", "Bostock v. Dayton County, Georgia", NameMatch.MISMATCH),
        ("Smith", "Twp. of Lower Merion", "Smith v. Township of Lower Merion", NameMatch.MATCH),
        # a body of a city named by the Bluebook's words, its place kept, abbreviated or left out; the
        # city by its initials ("City of N.Y." was "no case of that name")
        ("Quaid", "Bd. of Educ.", "Quaid v. Board of Education of City of New York", NameMatch.MATCH),
        ("Quaid", "Bd. of Educ. of City of N.Y.", "Quaid v. Board of Education of City of New York",
         NameMatch.MATCH),
        ("Nunez", "City of N.Y.", "Nunez v. City of New York", NameMatch.MATCH),
        ("Nunez", "City of N.Y.", "Nunez v. City of Newark", NameMatch.MISMATCH),
        ("Nunez", "City of Newark", "Nunez v. City of New York", NameMatch.MISMATCH),
        ("Nunez", "City of York", "Nunez v. City of New York", NameMatch.MISMATCH),
        ("Nunez", "City of N.Y.", "Nunez v. City of Yonkers, New York", NameMatch.MISMATCH),
        ("Nunez", "City of Yonkers", "Nunez v. City of Yonkers, New York", NameMatch.MATCH),
        ("Nunez", "City of Washington", "Nunez v. City of New York", NameMatch.MISMATCH),
        ("Nunez", "City of Kansas City", "Nunez v. City of Oklahoma City", NameMatch.MISMATCH),
        ("Nunez", "County of Delaware", "Nunez v. County of Washington", NameMatch.MISMATCH),
        ("Nunez", "City of N. Las Vegas", "Nunez v. City of North Las Vegas", NameMatch.MATCH),
        ("Nunez", "City of N. Las Vegas", "Nunez v. City of Las Vegas", NameMatch.MISMATCH),
        # consolidated cases held under their captions together: any one of them names the case
        ("Thompson", "Pinecrest Bank", "Alvarez v. Lowe; Thompson v. Pinecrest Bank", NameMatch.MATCH),
        ("Zorro", "Pinecrest Bank", "Alvarez v. Lowe; Thompson v. Pinecrest Bank", NameMatch.MISMATCH),
        ("Quaid", "Bd. of Educ. of City of N.Y.", "Quaid v. Board of Education of City of Chicago",
         NameMatch.MISMATCH),
        ("Nunez", "City of New York", "Nunez v. Board of Education of City of New York", NameMatch.MISMATCH),
        # a plural contraction of a word ending in -y ("Cmtys." for "Communities")
        ("Tex. Dep't of Hous. & Cmty. Affs.", "Inclusive Cmtys. Project, Inc.",
         "Texas Department of Housing and Community Affairs v. Inclusive Communities Project, Inc.",
         NameMatch.MATCH),
        ("Pierce", "Soc'ys of Sisters", "Pierce v. Societies of Sisters", NameMatch.MATCH),
        # "M'" is the old printing of "Mc"; "Am." is Bluebook's America
        ("McCulloch", "Maryland", "M'Culloch v. State of Maryland", NameMatch.MATCH),
        ("Sony Corp. of Am.", "Universal Studios", "Sony Corp. of America v. Universal Studios, Inc.",
         NameMatch.MATCH),
        # a party suing for another ("ex rel."): the case may be named by either, or by both; a
        # relator the case's name leaves out is the brief's alone, so the name is matched in part
        ("A.S. ex rel. Smith", "Jones", "A.S. v. Jones", NameMatch.PARTIAL),
        ("State ex rel. Smith", "Jones", "State v. Jones", NameMatch.PARTIAL),
        ("Doe ex rel. Roe", "Acme Corp.", "Doe v. Acme Corp.", NameMatch.PARTIAL),
        ("State ex rel. Attorney General", "Jones", "State v. Jones", NameMatch.MATCH),
        ("State", "Jones", "State ex rel. Smith v. Jones", NameMatch.MATCH),
        ("People", "Jones", "People ex rel. Smith v. Jones", NameMatch.MATCH),
        ("Smith", "Jones", "State ex rel. Smith v. Jones", NameMatch.MATCH),
        ("State", "Jones", "State ex rel. Smith v. Brown", NameMatch.MISMATCH),
        # an official by another office, or an officer of the day for an office he never held
        ("Lindgren", "Sheriff", "Lindgren v. Warden", NameMatch.PARTIAL),
        ("Lindgren", "Holder", "Lindgren v. Warden", NameMatch.PARTIAL),
        ("Beaumont", "Warden", "Beaumont v. Attorney General", NameMatch.PARTIAL),
        ("Tasker", "Attorney General", "Tasker v. Holder", NameMatch.MATCH),
        ("Tasker", "Holder", "Tasker v. Attorney General", NameMatch.MATCH),
        ("Smith", "Comm'r", "Smith v. Commissioner of Internal Revenue", NameMatch.MATCH),
        ("Smith", "Superintendent", "Smith v. Superintendent, SCI Graterford", NameMatch.MATCH),
        # another office of the same place or department is another party
        ("Okonkwo", "Warden of Cook County", "Okonkwo v. Sheriff of Cook County", NameMatch.PARTIAL),
        ("Beaumont", "Comm'r of Revenue", "Beaumont v. Director of Revenue", NameMatch.PARTIAL),
        ("Smith", "Secretary of Social Security", "Smith v. Commissioner of Social Security",
         NameMatch.PARTIAL),
        ("Nakamura", "Sheriff of Cook Cnty.", "Nakamura v. Sheriff of Cook County", NameMatch.MATCH),
        ("Varela", "Director", "Varela v. Mayorkas", NameMatch.MATCH),  # Mayorkas directed USCIS, 2009-13
        # a relation however written; an official relator abbreviated
        ("State on relation of Dunmore", "Pellegrino", "State v. Pellegrino", NameMatch.PARTIAL),
        ("Commonwealth for the use of Baptiste", "Ostrander", "Commonwealth v. Ostrander", NameMatch.PARTIAL),
        ("State", "Redfern", "State on Relation of Okonjo v. Redfern", NameMatch.MATCH),
        ("State ex rel. Att'y Gen.", "Kessler", "State ex rel. Attorney General v. Kessler", NameMatch.MATCH),
        ("B.T. ex rel. Smith", "Jones", "A.S. v. Jones", NameMatch.MISMATCH),
        ("United States ex rel. Jones", "Acme Corp.", "United States ex rel. Smith v. Acme Corp.",
         NameMatch.MISMATCH),
        ("State ex rel. Smith", "Jones", "State v. Brown", NameMatch.MISMATCH),
        # a word that only looks like a contraction, written in full without a mark, is a name
        ("Tel Aviv Univ.", "Stern", "Tel Aviv University v. Stern", NameMatch.MATCH),
        # dotted initials are a word: "N.Y." is New York's, not New Jersey's
        ("Hale", "N.Y. Life Ins. Co.", "Hale v. New York Life Insurance Co.", NameMatch.MATCH),
        ("Hale", "N.J. Life Ins. Co.", "Hale v. New York Life Insurance Co.", NameMatch.MISMATCH),
        ("Hale", "New York Life Insurance Co.", "Hale v. N.Y. Life Ins. Co.", NameMatch.MATCH),
        ("Hale", "C.D. Dick Co.", "Hale v. A.B. Dick Co.", NameMatch.MISMATCH),
        # a State's abbreviation is that State ("Pa." is never "Pacific"), two letters only a word
        # Bluebook gives them
        ("Hale", "Pa. R.R. Co.", "Hale v. Pennsylvania Railroad Co.", NameMatch.MATCH),
        ("Hale", "Pa. R.R. Co.", "Hale v. Pacific Railroad Co.", NameMatch.MISMATCH),
        ("Hale", "Mo. Pac. R.R.", "Hale v. Missouri Pacific Railroad Co.", NameMatch.MATCH),
        ("Hale", "Mo. Pac. R.R.", "Hale v. Montana Pacific Railroad", NameMatch.MISMATCH),
        ("Hale", "Mt. Sinai Hosp.", "Hale v. Mount Sinai Hospital", NameMatch.MATCH),
        # an acronym is a name's initials whole, not a part of them
        ("Garcia", "NLRB", "Garcia v. National Labor Relations Board", NameMatch.MATCH),
        ("Garcia", "HHS", "Garcia v. Department of Health and Human Services", NameMatch.MATCH),
        ("Garcia", "LR Holdings", "Garcia v. National Labor Relations Board", NameMatch.MISMATCH),
        # both name a relator: the relator too
        ("Smith ex rel. Brown", "Acme Corp.", "Smith ex rel. Jones v. Acme Corp.", NameMatch.MISMATCH),
        ("Smith ex rel. Jones", "Acme Corp.", "Smith ex rel. Jones v. Acme Corp.", NameMatch.MATCH),
        # a firm's name is shortened from its end: the rest of it, without its first telling word,
        # names another firm; a person's surname alone is that person
        ("Widget Co.", "Logistics Corp.", "Acme Widget Co. v. Brightline Logistics, Inc.", NameMatch.PARTIAL),
        ("Acme", "Logistics", "Acme Widget Co. v. Brightline Logistics, Inc.", NameMatch.PARTIAL),
        ("Widget", "Brightline", "Acme Widget Co. v. Brightline Logistics, Inc.", NameMatch.PARTIAL),
        ("Acme", "Brightline", "Acme Widget Co. v. Brightline Logistics, Inc.", NameMatch.MATCH),
        ("Acme Widget", "Brightline Logistics", "Acme Widget Co. v. Brightline Logistics, Inc.",
         NameMatch.MATCH),
        ("Hale", "Life Ins. Co.", "Hale v. New York Life Insurance Co.", NameMatch.PARTIAL),
        ("Hale", "N.Y. Life", "Hale v. New York Life Insurance Co.", NameMatch.MATCH),
        ("Castellano", "Pratt", "Thomas Castellano v. Pratt", NameMatch.MATCH),
        # a name kept by a word of its own, an abbreviated first word, or a reading cut at a comma
        ("Am. Express Co.", "Italian Colors Rest.", "American Express Co. v. Italian Colors Restaurant",
         NameMatch.MATCH),
        ("Am. Elec. Power Co.", "Connecticut", "American Electric Power Co. v. Connecticut", NameMatch.MATCH),
        ("Kodak", "Image Tech. Servs.", "Eastman Kodak Co. v. Image Technical Services, Inc.",
         NameMatch.MATCH),
        ("Verizon", "Trinko", "Verizon Communications Inc. v. Law Offices of Curtis V. Trinko, LLP",
         NameMatch.MATCH),
        ("Fenner & Smith Inc.", "Dabit", "Merrill Lynch, Pierce, Fenner & Smith Inc. v. Dabit",
         NameMatch.MATCH),
        # a government's adversary named as an officer of the day is a person of that name: a case
        # naming no one so is another
        ("United States", "Whitaker", "Acme Widget Co. v. Brightline Logistics, Inc.", NameMatch.MISMATCH),
        ("People", "Barr", "People v. Castellano", NameMatch.MISMATCH),
        ("United States", "Whitaker", "United States v. Whitaker", NameMatch.UNKNOWN),
        ("United States", "Whitaker", "United States v. Whittaker", NameMatch.UNKNOWN),  # a letter apart
        # a city sues the Attorney General: he is no prosecuted person there
        ("City of Los Angeles", "Barr", "City of Los Angeles v. Attorney General", NameMatch.UNKNOWN),
    ],
)  # fmt: skip
def test_names_identify_only_on_distinctive_words(p1: str, p2: str, found: str, expected: NameMatch) -> None:
    ref = route(f3d(f"{p1} v. {p2}, 781 F.3d 1102", "1102", p1, p2))
    assert compare_names(ref, MatchedCase(name=found)) is expected


# --------------------------------------------------------------------------- decisions


def test_a_fabricated_name_at_a_same_respondent_slot_is_not_verified(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """Ramos v. Holder cited at a page inside the real Ortiz v. Holder: not VERIFIED_OK."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        lookup_answer("Ortiz v. Holder", "2015-03-20", [(781, "F.3d", "1102")])
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    ev = verifier.verify(
        task(f3d("Ramos v. Holder, 781 F.3d 1104 (9th Cir. 2015)", "1104", "Ramos", "Holder"))
    )
    assert ev.outcome is Outcome.VERIFIED_ERROR
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT
    assert "Ortiz v. Holder" in ev.evidence_summary
    # the case at the slot is evidence, not a correction: nothing of the cited name exists
    assert ev.evidence_details.model_extra["case_at_citation"] == "Ortiz v. Holder"
    assert ev.suggested_correction is None


def test_a_citation_with_no_party_names_is_not_matched(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        lookup_answer("Ortiz v. Holder", "2015-03-20", [(781, "F.3d", "1102")])
    )
    ev = verifier.verify(task(f3d("781 F.3d 1102 (9th Cir. 2015)", "1102", None, None)))
    assert ev.outcome is Outcome.UNVERIFIABLE and ev.needs_review
    assert "names no party" in ev.evidence_summary


def test_westlaw_citations_take_the_westlaw_path(verifier: Verifier, httpserver: HTTPServer) -> None:
    """A WL number is asked about (CourtListener holds some), then the parties searched; held
    by no source, it is UNVERIFIED "not held by any source consulted", never nonexistent."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    citation = us_citation(
        "Smith v. Jones, 2019 WL 1234567 (S.D.N.Y. 2019)",
        "2019",
        "WL",
        "1234567",
        party_1="Smith",
        party_2="Jones",
    )
    citation.components.wl_number = "2019 WL 1234567"
    ev = verifier.verify(task(citation))
    assert (
        ev.outcome is Outcome.UNVERIFIABLE and ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    )
    assert "not held by any source consulted" in ev.evidence_summary
    [(lookup, _)] = [(r, a) for r, a in httpserver.log if r.path == LOOKUP]
    assert lookup.form["reporter"] == "WL" and lookup.form["page"] == "1234567"
    assert requests_to(httpserver, SEARCH) == 1


def test_a_misread_court_is_not_a_misattribution(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    httpserver.expect_request("/api/rest/v4/dockets/98765/").respond_with_json(
        fixture_json("courtlistener/docket_court.json")
    )
    citation = us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (E.R. 1982)",
        "457",
        "U.S.",
        "800",
        year="1982",
        party_1="Harlow",
        party_2="Fitzgerald",
        court_id="paorphctrie",
    )
    ev = verifier.verify(task(citation))
    assert ev.outcome is not Outcome.VERIFIED_ERROR and ev.needs_review


def test_a_failed_court_lookup_lowers_confidence(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    httpserver.expect_request("/api/rest/v4/dockets/98765/").respond_with_data("down", status=503)
    citation = us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
        "457",
        "U.S.",
        "800",
        year="1982",
        party_1="Harlow",
        party_2="Fitzgerald",
        court_id="scotus",
    )
    ev = verifier.verify(task(citation))
    assert ev.outcome is Outcome.VERIFIED_OK and ev.confidence is not Confidence.HIGH
    assert "court" not in ev.checked and "the court" in ev.evidence_summary


def test_a_truncated_case_name_is_never_a_high_nonexistence(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """Tier 1 read "Cal." for "In re Train Derailment Near Cajon Pass, Cal.": the slot holds the
    real case, and the cut name must not make it an error."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        lookup_answer("In re Train Derailment Near Cajon Pass", "2015-05-01", [(781, "F.3d", "1102")])
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    ev = verifier.verify(task(f3d("Cal., 781 F.3d 1102 (9th Cir. 2015)", "1102", "Cal.", None)))
    assert ev.outcome is not Outcome.VERIFIED_ERROR
    assert ev.needs_review


def test_existence_alone_is_not_a_high_verification(verifier: Verifier, httpserver: HTTPServer) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    citation = us_citation(
        "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
        "457",
        "U.S.",
        "800",
        year="1982",
        party_1="Harlow",
        party_2="Fitzgerald",
    )
    ev = verifier.verify(task(citation))
    assert ev.outcome is Outcome.VERIFIED_OK and ev.confidence is Confidence.MEDIUM
    assert "Existence only" in ev.evidence_summary
    assert final_status(citation, None, [ev]).status is CitationStatus.VERIFIED


def test_a_same_name_case_of_another_court_and_decade_is_no_correction(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    """A fabricated "Brown v. Brown" is not a misattribution of an unrelated Brown v. Brown decided
    by another state's court in another decade: the search is not filtered by year or court, but
    such a case is named as what exists, not offered as the right citation."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(
        search_answer(("Brown v. Brown", "1987-02-11", "ohioctapp", "35 Ohio App. 3d 1"))
    )
    citation = us_citation(
        "Brown v. Brown, 512 F.3d 400 (9th Cir. 2008)",
        "512",
        "F.3d",
        "400",
        year="2008",
        party_1="Brown",
        party_2="Brown",
        court_id="ca9",
    )
    ev = verifier.verify(task(citation))
    assert ev.hallucination_category is Category.AUTHORITY_NONEXISTENT
    assert ev.confidence is Confidence.MEDIUM
    assert ev.suggested_correction is None
    assert "35 Ohio App. 3d 1" in ev.evidence_summary


def test_the_named_case_found_elsewhere_is_the_suggested_correction(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(
        search_answer(("Ortiz v. Holder", "2015-03-20", "ca9", "781 F.3d 1102"))
    )
    citation = f3d(
        "Ortiz v. Holder, 781 F.3d 2102 (9th Cir. 2015)", "2102", "Ortiz", "Holder", court_id="ca9"
    )
    ev = verifier.verify(task(citation))
    assert ev.hallucination_category is Category.MISATTRIBUTION
    assert ev.suggested_correction == "Ortiz v. Holder, 781 F.3d 1102 (9th Cir. 2015)"


def test_two_tenants_citing_one_page_under_different_names_share_nothing(
    settings, courtlistener, find_case_law, tmp_path, httpserver: HTTPServer
) -> None:
    """One shared source cache (as in the cloud): the first brief's case name must not reach the
    second brief's evidence, and its name search must not answer the second's."""
    shared = LocalBlobStore(tmp_path / "shared")
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(
        SEARCH,
        query_string={
            "type": "o",
            "case_name": "zebulon quartermain",
            "stat_Published": "true",
            "stat_Unpublished": "true",
        },
    ).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    httpserver.expect_request(
        SEARCH,
        query_string={
            "type": "o",
            "case_name": "ortiz",
            "stat_Published": "true",
            "stat_Unpublished": "true",
        },
    ).respond_with_json(search_answer(("Ortiz v. Holder", "2015-03-20", "ca9", "781 F.3d 1102")))
    first = Verifier(settings, shared, sources=[courtlistener, find_case_law]).verify(
        task(f3d("Zebulon v. Quartermain, 781 F.3d 2102 (2015)", "2102", "Zebulon", "Quartermain"))
    )
    second = Verifier(settings, shared, sources=[courtlistener, find_case_law]).verify(
        task(f3d("Ortiz v. Holder, 781 F.3d 2102 (2015)", "2102", "Ortiz", "Holder"))
    )
    assert first.hallucination_category is Category.AUTHORITY_NONEXISTENT
    assert second.hallucination_category is Category.MISATTRIBUTION
    assert "Zebulon" not in second.model_dump_json()
    assert requests_to(httpserver, SEARCH) == 2


def test_the_same_words_in_another_court_are_another_search(
    settings, courtlistener, find_case_law, tmp_path, httpserver: HTTPServer
) -> None:
    """Two briefs (a shared cache, as in the cloud) whose names reduce to the same words but
    whose courts differ asked different questions: neither gets the other's answer or its URL."""
    shared = LocalBlobStore(tmp_path / "shared")
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_not_found.json")
    )
    httpserver.expect_request(SEARCH).respond_with_json(fixture_json("courtlistener/search_empty.json"))
    first = Verifier(settings, shared, sources=[courtlistener, find_case_law]).verify(
        task(
            f3d(
                "Smith v. Jones Corp., 781 F.3d 2102 (2d Cir. 2015)",
                "2102",
                "Smith",
                "Jones Corp.",
                court_id="ca2",
            )
        )
    )
    second = Verifier(settings, shared, sources=[courtlistener, find_case_law]).verify(
        task(
            f3d(
                "Smith Corp. v. Jones, 781 F.3d 2102 (9th Cir. 2015)",
                "2102",
                "Smith Corp.",
                "Jones",
                court_id="ca9",
            )
        )
    )
    assert requests_to(httpserver, SEARCH) == 2
    assert "court=ca2" not in second.model_dump_json() and "court=ca9" not in first.model_dump_json()


def test_an_odd_answer_from_a_source_is_unavailable_not_a_crash(
    verifier: Verifier, httpserver: HTTPServer
) -> None:
    for body in ({"unexpected": "object"}, None, "text"):
        httpserver.clear()
        httpserver.expect_request(LOOKUP, method="POST").respond_with_json(body)
        citation = us_citation(
            "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
            "457",
            "U.S.",
            "800",
            party_1="Harlow",
            party_2="Fitzgerald",
        )
        citation = citation.model_copy(update={"components": Components(**citation.components.model_dump())})
        ev = Verifier(
            verifier.settings,
            LocalBlobStore(verifier.cache.blobs.root / str(id(body))),
            sources=list(verifier.sources.values()),
        ).verify(task(citation))
        assert ev.outcome is Outcome.UNVERIFIABLE


def test_every_attorney_general_named_as_respondent_is_the_government() -> None:
    """The class, not the few names a test set happens to use: each Attorney General since 1993,
    acting ones included, identifies nothing by himself or herself."""
    from briefcheck.text.names import is_government

    for name in ("Reno", "Ashcroft", "Gonzales", "Mukasey", "Holder", "Lynch", "Sessions", "Whitaker",
                 "Barr", "Rosen", "Wilkinson", "Garland", "Bondi"):  # fmt: skip
        assert is_government(name), name
    assert not is_government("Ramos")


def test_a_docket_is_asked_for_its_court_once_a_run(verifier: Verifier, httpserver: HTTPServer) -> None:
    """A docket's court never changes: the same case cited twice costs one docket request."""
    httpserver.expect_request(LOOKUP, method="POST").respond_with_json(
        fixture_json("courtlistener/citation_lookup_found.json")
    )
    httpserver.expect_request("/api/rest/v4/dockets/98765/").respond_with_json(
        fixture_json("courtlistener/docket_court.json")
    )
    for text in (
        "Harlow v. Fitzgerald, 457 U.S. 800 (1982)",
        "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)",
    ):
        names = {"party_1": "Harlow", "party_2": "Fitzgerald"}
        citation = us_citation(text, "457", "U.S.", "800", year="1982", court_id="scotus", **names)
        ev = verifier.verify(task(citation))
        assert ev.outcome is Outcome.VERIFIED_OK and "court" in ev.checked
    assert requests_to(httpserver, "/api/rest/v4/dockets/98765/") == 1
