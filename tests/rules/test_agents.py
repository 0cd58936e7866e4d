"""Each rules agent: a VALID, an INVALID and an UNCERTAIN case, with codes and explanations."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from rules_helpers import build_task, us_case

from briefcheck.domain.codes import Verdict
from briefcheck.domain.config import AgentSpec
from briefcheck.domain.errors import AgentError
from briefcheck.domain.models import Citation, Components
from briefcheck.domain.seats import seat_names
from briefcheck.panel.rules import RulesJudge

AUTH, ECO, TEMP, LEGAL, REAL = (
    "citation_authority_validator",
    "case_ecology_validator",
    "temporal_reality_validator",
    "legal_knowledge_validator",
    "reality_assessment_expert",
)

BROWN = us_case("Brown v. Board of Education, 347 U.S. 483 (1954)")
TWOMBLY = us_case("Bell Atl. Corp. v. Twombly, 550 U.S. 544, 570 (2007)")
CARROLL = us_case("United States v. Carroll Towing Co., 159 F.2d 169 (2d Cir. 1947)")
F5TH = us_case("Smith v. Jones, 123 F.5th 456 (2d Cir. 2023)", flags=("unknown_reporter",))
ID_ONLY = build_task("Id. at 12", form="id", pin_cite="12")


@pytest.mark.parametrize(
    ("role", "task", "verdict", "reason", "fragment"),
    [
        # citation authority
        (AUTH, BROWN, Verdict.VALID, None, "volume 347 of U.S. holds decisions of about 1954"),
        (AUTH, CARROLL, Verdict.VALID, None, "volume 159 of F.2d holds decisions of about 1946"),
        (AUTH, F5TH, Verdict.INVALID, "reporter_timing_wrong", "'F.5th' is not a known reporter"),
        (
            AUTH,
            us_case("A v. B, 1200 F.3d 1 (2d Cir. 2019)"),
            Verdict.INVALID,
            "volume_impossible",
            "F.3d ended with volume 999",
        ),
        (
            AUTH,
            us_case("Smith v. Lee, 253 So. 3d 10 (Mo. Ct. App. 2018)"),
            Verdict.INVALID,
            "reporter_court_mismatch",
            "So. 3d does not print decisions of Missouri courts",
        ),
        (
            AUTH,
            us_case("Brown v. Board of Education, 347 U.S. 483 (1951)"),
            Verdict.UNCERTAIN,
            "unusual_volume_page",
            "cited year 1951 is 3 years off",
        ),
        (
            AUTH,
            us_case("Lee v. Hart, 300 F. Supp. 2d 1 (9th Cir. 2004)"),
            Verdict.UNCERTAIN,
            "reporter_edge_case",
            "does not ordinarily print decisions of Court of Appeals for the Ninth Circuit",
        ),
        # case ecology
        (ECO, BROWN, Verdict.VALID, None, "'Brown v. Board of Education' has the shape of a real caption"),
        (
            ECO,
            us_case("Doe v. Example Corp., 512 F.3d 100 (9th Cir. 2008)"),
            Verdict.INVALID,
            "party_names_artificial",
            "'Example Corp.' is a drafting placeholder",
        ),
        (
            ECO,
            us_case("Negligence v. Breach of Contract, Inc., 512 F.3d 100 (9th Cir. 2008)"),
            Verdict.INVALID,
            "generic_pattern_suspicious",
            "made of legal terms",
        ),
        (
            ECO,
            us_case("ABC Corp. v. Jones, 512 F.3d 100 (9th Cir. 2008)"),
            Verdict.UNCERTAIN,
            "names_generic_but_possible",
            "'ABC Corp.' is generic",
        ),
        (
            ECO,
            us_case("People v. Smith, 100 So. 3d 1 (Fla. 2012)"),
            Verdict.UNCERTAIN,
            "unusual_pairing",
            "Florida prosecutes as 'State'",
        ),
        # a seat with nothing in its role to check raises no objection (and says why)
        (ECO, ID_ONLY, Verdict.VALID, None, "nothing in this role to check (no party names"),
        # temporal reality
        (TEMP, TWOMBLY, Verdict.VALID, None, "2007 is not in the future"),
        (
            TEMP,
            us_case("Acme v. Beta, 900 F.3d 100 (2d Cir. 2031)"),
            Verdict.INVALID,
            "future_dated",
            "cited year 2031 is after today (2026-01-15)",
        ),
        (
            TEMP,
            us_case("Endo v. Quill, 67 F.4th 1063 (2d Cir. 1995)"),
            Verdict.INVALID,
            "temporal_impossibility",
            "F.4th began in 2021; cited year 1995 is 26 years earlier",
        ),
        (
            TEMP,
            us_case("Jones v. Smith, 600 F.2d 123 (11th Cir. 1979)"),
            Verdict.INVALID,
            "temporal_impossibility",
            "Eleventh Circuit began in 1981",
        ),
        (
            TEMP,
            us_case(
                "Jones v. Roe, 2018 WL 123456 (S.D.N.Y. Jan. 5, 2019)",
                court="S.D.N.Y.",
                month="Jan.",
                day="5",
                wl_number="2018 WL 123456",
            ),
            Verdict.INVALID,
            "historical_mismatch",
            "Westlaw year 2018 is before the 2019 decision",
        ),
        (
            TEMP,
            us_case("Lee v. Hart, 500 F. Supp. 2d 1 (D. Mass. 1997)"),
            Verdict.UNCERTAIN,
            "early_in_reporter_series",
            "F. Supp. 2d began in 1998",
        ),
        (TEMP, ID_ONLY, Verdict.VALID, None, "nothing in this role to check (no year cited"),
        # legal knowledge
        (LEGAL, TWOMBLY, Verdict.VALID, None, "U.S. is a known reporter"),
        (LEGAL, F5TH, Verdict.INVALID, "unknown_authority", "'F.5th' is not a known reporter"),
        (
            LEGAL,
            build_task(
                "Twombly, 550 U.S. at 570",
                form="short",
                flags=("orphan_short_form",),
                party_1="Twombly",
                volume="550",
                reporter="U.S.",
                pin_cite="570",
            ),
            Verdict.UNCERTAIN,
            "edge_case_authority",
            "a short form of a case the brief does not cite in full",
        ),
        (
            LEGAL,
            us_case("Lee v. Hart, 512 F.3d 100 (Foo Ct. 2008)"),
            Verdict.UNCERTAIN,
            "unfamiliar_but_possible",
            "court 'Foo Ct.' is not a court abbreviation we recognise",
        ),
        (
            LEGAL,
            us_case(
                "Brown v. Board of Education, 347 U.S. 483, 70 S. Ct. 686 (1954)",
                reporter="U.S.",
                page="483",
                parallel_citations=["70 S. Ct. 686"],
            ),
            Verdict.UNCERTAIN,
            "weak_signals_both_ways",
            "parallel cite 70 S. Ct. 686 dates to about 1950",
        ),
        # reality assessment
        (REAL, BROWN, Verdict.VALID, None, "checks consistent, no fabrication markers"),
        (
            REAL,
            us_case("Smith v. Jones, 123 F.5th 456 (2d Cir. 2031)", flags=("unknown_reporter",)),
            Verdict.INVALID,
            "fabrication_markers",
            "impossibilities",
        ),
        (
            REAL,
            us_case("Bell Atl. Corp. v. Twombly, 550 U.S. 544, 500 (2007)"),
            Verdict.UNCERTAIN,
            "mixed_signals",
            "pin cite 500 comes before the first page 544",
        ),
        (REAL, build_task("Smith"), Verdict.UNCERTAIN, "insufficient_evidence", "too little"),
    ],
)
def test_agent_verdicts(judge, role, task, verdict, reason, fragment) -> None:
    v = judge(role, task)
    assert v.verdict is verdict, v.explanation
    assert v.reason == reason
    assert v.model == "rules"
    assert v.agent == f"{role}_v1"
    assert fragment in (v.explanation or ""), v.explanation


def test_anachronism_in_parenthetical_is_invalid(judge, make_task) -> None:
    task = make_task(
        "Jones v. Meta Platforms, 45 F.3d 999 (9th Cir. 1995)",
        parenthetical="(holding that Facebook posts are protected speech)",
        party_1="Jones",
        party_2="Meta Platforms",
        volume="45",
        reporter="F.3d",
        page="999",
        court="9th Cir.",
        year="1995",
    )
    v = judge(TEMP, task)
    assert (v.verdict, v.reason) == (Verdict.INVALID, "anachronistic_issue")
    assert "Facebook (2004)" in v.explanation


JONES_V_HART = "Jones v. Hart, 45 F.3d 999 (9th Cir. 1995)"


def _jones_v_hart(make_task, **said: str):
    """The task of a 1995 Ninth Circuit citation, with what the brief says of it."""
    return make_task(JONES_V_HART, party_1="Jones", party_2="Hart", volume="45", reporter="F.3d", page="999",
                     court="9th Cir.", year="1995", **said)  # fmt: skip


@pytest.mark.parametrize(
    ("parenthetical", "invalid"),
    [
        ("(citing Orcutt v. Lindqvist Farms, LLC, 980 F.3d 505 (9th Cir. 2020))", True),
        ("(quoting Arroyo v. Pacific Crest Lending, Inc., 9 Cal. 5th 405, 407 (2020))", True),
        ("(citing In re Hale, 100 B.R. 1 (Bankr. D. Del. 2021))", True),
        # an earlier case, a statute's later edition, a later case the parenthetical does not say it cites
        ("(citing Orcutt v. Lindqvist Farms, LLC, 980 F.3d 505 (9th Cir. 1990))", False),
        ("(quoting 42 U.S.C. \u00a7 1983 (2018))", False),
        ("(holding so), abrogated by Orcutt v. Lindqvist Farms, LLC, 980 F.3d 505 (9th Cir. 2020)", False),
    ],
)
def test_a_parenthetical_citing_a_later_decision_is_an_anachronism(
    judge, make_task, parenthetical: str, invalid: bool
) -> None:
    """A 1995 decision cannot cite or quote one of 2020: an invented '(citing ...)' left both
    citations VERIFIED."""
    v = judge(TEMP, _jones_v_hart(make_task, parenthetical=parenthetical))
    assert (v.verdict is Verdict.INVALID) is invalid, v.explanation
    if invalid:
        assert "a decision of 20" in v.explanation and "dated 1995" in v.explanation


def test_a_modern_subject_only_in_the_citing_sentence_is_no_anachronism(judge, make_task) -> None:
    """Citing an old precedent for a modern subject is ordinary: only what the citation itself
    asserts (its parenthetical, the words quoted from it, its name) can be anachronistic."""
    task = _jones_v_hart(make_task, context=f"Courts treat bitcoin as property, see {JONES_V_HART}.")
    assert judge(TEMP, task).verdict is Verdict.VALID


@pytest.mark.parametrize(
    ("context", "text", "year", "volume", "reporter", "page", "p1", "p2"),
    [
        (
            "A defendant selling through a website purposefully avails itself of the forum. See {text}.",
            "International Shoe Co. v. Washington, 326 U.S. 310 (1945)", "1945", "326", "U.S.", "310",
            "International Shoe Co.", "Washington",
        ),
        (
            "Even in a COVID-19 insurance dispute, state substantive law governs. {text}.",
            "Erie R.R. Co. v. Tompkins, 304 U.S. 64 (1938)", "1938", "304", "U.S.", "64",
            "Erie R.R. Co.", "Tompkins",
        ),
    ],
)  # fmt: skip
def test_real_filings_citing_old_precedent_for_modern_subjects_do_not_fire(
    judge, make_task, context, text, year, volume, reporter, page, p1, p2
) -> None:
    task = make_task(text, context=context.format(text=text), party_1=p1, party_2=p2, volume=volume,
                     reporter=reporter, page=page, year=year)  # fmt: skip
    assert judge(TEMP, task).verdict is Verdict.VALID


def test_a_modern_thing_in_the_case_name_is_uncertain(judge, make_task) -> None:
    text = "In re Bitcoin Exchange Litigation, 45 F.2d 999 (2d Cir. 1930)"
    task = make_task(text, party_1="In re Bitcoin Exchange Litigation", volume="45", reporter="F.2d",
                     page="999", court="2d Cir.", year="1930")  # fmt: skip
    v = judge(TEMP, task)
    assert (v.verdict, v.reason) == (Verdict.UNCERTAIN, "edge_of_legal_development")
    assert "case name" in v.explanation


@pytest.mark.parametrize(
    "sentence",
    [
        "Even when a summons is served by email, due process confines personal jurisdiction, see {text}.",
        "Due process confines personal jurisdiction, even where the summons was served by email, see {text}.",
        "Although the summons here came by email, due process confines personal jurisdiction. See {text}.",
    ],
)
def test_a_modern_circumstance_outside_the_main_clause_is_no_anachronism(
    judge, make_task, sentence: str
) -> None:
    """An old case cited for an old rule in a modern setting: the email is the circumstance, the
    limits of jurisdiction are what the case is cited for."""
    text = "Hart v. Gould, 95 U.S. 714 (1878)"
    task = make_task(
        text,
        context=sentence.format(text=text),
        party_1="Hart",
        party_2="Gould",
        volume="95",
        reporter="U.S.",
        page="714",
        year="1878",
    )
    assert judge(TEMP, task).verdict is Verdict.VALID


def test_uk_neutral_citations(judge, make_task) -> None:
    good = make_task(
        "R (Miller) v The Prime Minister [2019] UKSC 41",
        jurisdiction="UK",
        party_1="R (Miller)",
        party_2="The Prime Minister",
        court="UKSC",
        year="2019",
        number="41",
    )
    assert judge(AUTH, good).verdict is Verdict.VALID
    assert judge(TEMP, good).verdict is Verdict.VALID
    too_early = make_task("Jones v Smith [2005] UKSC 12", jurisdiction="UK", party_1="Jones", party_2="Smith")
    v = judge(TEMP, too_early)
    assert (v.verdict, v.reason) == (Verdict.INVALID, "temporal_impossibility")
    assert "began in 2009" in v.explanation
    bad_division = make_task(
        "Jones v Smith [2015] EWHC 12 (Civ)", jurisdiction="UK", party_1="Jones", party_2="Smith"
    )
    v = judge(AUTH, bad_division)
    assert (v.verdict, v.reason) == (Verdict.INVALID, "reporter_court_mismatch")
    malformed = make_task(
        "Jones v Smith [202] UKSC 1", jurisdiction="UK", flags=("malformed",), party_1="Jones"
    )
    assert judge(LEGAL, malformed).reason == "hallucination_pattern"
    kb_before_2022 = make_task(
        "Jones v Smith [2015] EWHC 12 (KB)", jurisdiction="UK", party_1="Jones", party_2="Smith"
    )
    assert judge(TEMP, kb_before_2022).verdict is Verdict.INVALID


def test_uk_law_report_series_in_print(judge, make_task) -> None:
    donoghue = make_task(
        "Donoghue v Stevenson [1932] AC 562", jurisdiction="UK", party_1="Donoghue", party_2="Stevenson"
    )
    assert judge(TEMP, donoghue).verdict is Verdict.VALID
    kb_1960 = make_task("R v Smith [1960] 1 KB 12", jurisdiction="UK", party_1="R", party_2="Smith")
    v = judge(TEMP, kb_1960)
    assert (v.verdict, v.reason) == (Verdict.INVALID, "temporal_impossibility")
    assert "KB was not in print in 1960" in v.explanation


def test_short_form_judged_through_its_antecedent(judge, make_task) -> None:
    full = Citation(
        id="cite_001",
        text="Bell Atl. Corp. v. Twombly, 550 U.S. 544 (2007)",
        type="case",
        jurisdiction="US",
        components=Components(
            party_1="Bell Atl. Corp.",
            party_2="Twombly",
            volume="550",
            reporter="U.S.",
            page="544",
            year="2007",
        ),
        start=0,
        end=10,
    )
    short = make_task(
        "Twombly, 550 U.S. at 570",
        form="short",
        antecedent=full,
        volume="550",
        reporter="U.S.",
        pin_cite="570",
    )
    assert judge(LEGAL, short).verdict is Verdict.VALID
    assert judge(ECO, short).verdict is Verdict.VALID
    assert judge(TEMP, short).verdict is Verdict.VALID


def test_statutes(judge, make_task) -> None:
    usc = make_task("42 U.S.C. § 1983", type="statute", title="42", code="U.S.C.", section="1983")
    assert [judge(r, usc).verdict for r in seat_names()] == [Verdict.VALID] * 5
    bad = make_task("99 U.S.C. § 1", type="statute", title="99", code="U.S.C.", section="1")
    v = judge(LEGAL, bad)
    assert (v.verdict, v.reason) == (Verdict.INVALID, "unknown_authority")
    assert "titles 1-54" in v.explanation


def test_same_input_same_output(judge) -> None:
    for role in seat_names():
        for task in (BROWN, F5TH, TWOMBLY):
            a, b = judge(role, task), judge(role, task)
            assert (a.verdict, a.reason, a.explanation) == (b.verdict, b.reason, b.explanation)


def test_judge_refuses_model_seats() -> None:
    with pytest.raises(AgentError, match="anthropic"):
        RulesJudge(AgentSpec(agent="citation_authority_validator_v1", backend="anthropic"))


def test_a_law_in_the_citing_sentence_is_not_an_anachronism(judge, make_task) -> None:
    """A Warsaw-era case is rightly cited on a Montreal Convention point."""
    text = "Air France v. Saks, 470 U.S. 392 (1985)"
    task = make_task(
        text,
        context=f"Under the Montreal Convention an accident is an unexpected event, see {text}.",
        party_1="Air France",
        party_2="Saks",
        volume="470",
        reporter="U.S.",
        page="392",
        year="1985",
    )
    v = judge(TEMP, task)
    assert v.verdict is Verdict.VALID, v.explanation


def test_a_neighbouring_citations_name_is_not_the_subject(judge, make_task) -> None:
    text = "Jones v. Hart, 45 F.3d 999 (9th Cir. 1995)"
    task = make_task(
        text,
        context=f"See {text}; Facebook, Inc. v. Duguid, 592 U.S. 395 (2021).",
        party_1="Jones",
        party_2="Hart",
        volume="45",
        reporter="F.3d",
        page="999",
        court="9th Cir.",
        year="1995",
    )
    assert judge(TEMP, task).verdict is Verdict.VALID


def test_a_uk_statute_marker_does_not_fire_on_a_us_citation(judge, make_task) -> None:
    text = "Doe v. Board of Regents, 45 F.3d 999 (9th Cir. 1995)"
    task = make_task(
        text,
        context=f"See {text}.",
        parenthetical="(applying the state Human Rights Act 1998 amendments)",
        party_1="Doe",
        party_2="Board of Regents",
        volume="45",
        reporter="F.3d",
        page="999",
        court="9th Cir.",
        year="1995",
    )
    assert judge(TEMP, task).verdict is Verdict.VALID


def test_a_seat_gives_each_of_its_verdicts_once_a_second(today, monkeypatch) -> None:
    """A long brief's verdicts repeat a few thousand verdicts tens of thousands of times (every
    short form with nothing to refer to, every generic party): within a second a seat gives one
    object for the same verdict, and a new one, stamped anew, once the second has passed."""
    import briefcheck.panel.rules as rules

    second = [datetime(2026, 1, 5, 9, 30, 1, tzinfo=UTC)]
    monkeypatch.setattr(rules, "utc_now", lambda: second[0])
    seat = RulesJudge(AgentSpec(agent=f"{ECO}_v1"), today=today)
    first = seat.judge(build_task("Id. at 12", form="id", pin_cite="12"))
    again = seat.judge(build_task("Id. at 40", form="id", pin_cite="40"))
    assert again is first and first.timestamp == second[0]
    other = seat.judge(us_case("Smith v. Jones, 1 F.3d 2 (2d Cir. 1999)"))
    assert other.explanation != first.explanation and other is not first
    second[0] = datetime(2026, 1, 5, 9, 30, 2, tzinfo=UTC)
    later = seat.judge(build_task("Id. at 41", form="id", pin_cite="41"))
    assert later is not first and later.timestamp == second[0]
    assert later.model_dump(exclude={"timestamp"}) == first.model_dump(exclude={"timestamp"})


def test_a_parenthetical_of_the_same_citation_before_is_not_this_ones() -> None:
    """The same citation twice, the first with an anachronistic holding in its parenthetical and
    the second with none: the second's context holds the first (the block before), and its own
    parenthetical is the one Tier 1 read after it, which is none."""
    from briefcheck.extract import extract_text
    from briefcheck.panel.tasks import citation_tasks

    text = (
        "The court held that a smartphone search requires a warrant. Katz v. United States, 389 U.S. "
        "347, 353 (1967) (holding that searches of smartphones require warrants).\n\n"
        "A warrant is required for a phone booth. Katz v. United States, 389 U.S. 347, 353 (1967)."
    )
    first, second = citation_tasks(extract_text(text))
    judge = RulesJudge(AgentSpec(agent=f"{'temporal_reality_validator'}_v1"))
    assert judge.judge(first).verdict is Verdict.INVALID
    assert judge.judge(second).verdict is Verdict.VALID
