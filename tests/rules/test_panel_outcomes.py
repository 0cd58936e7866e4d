"""The rules panel end to end on Tier 1 output: impossibilities are hallucinated, typos uncertain."""

from __future__ import annotations

import pytest

from briefcheck.domain.codes import Recommendation, Verdict
from briefcheck.extract import extract_text
from briefcheck.panel.consensus import decide
from briefcheck.panel.tasks import citation_tasks

HALLUCINATED = [
    "See Smith v. Jones, 123 F.5th 456 (2d Cir. 2023).",  # unknown reporter
    "See Acme Corp. v. Beta LLC, 900 F.3d 100 (2d Cir. 2031).",  # future
    "See Jones v. Smith, 600 F.2d 123 (11th Cir. 1979).",  # court not yet created
    "See Jones v. Smith, 150 A.2d 1 (Md. App. 1959).",  # the Court of Special Appeals sat from 1966
    "See Ruiz v. Coastline Builders, 330 Cal. App. 5th 1100 (2017).",  # no such volume, in 2017 nor parallels
    "See Endo v. Quill, 67 F.4th 1063 (2d Cir. 1995).",  # series not yet begun
    "See Jones v. Ford Motor Co., 123 F.3d 456 (D.C. Cir. 2020).",  # volume 23 years off
    # the first volume 40 years off, and the parallel as far: no parallel vouches for the year
    "See Ruiz v. Hale, 30 N.J. 100, 150 A.2d 10 (1999).",
    "See State v. Kerr, 296 Neb. 412 (1995).",  # a state official reporter's volume 22 years off
    "See Lee v. Hart, 300 Ga. App. 857 (1985).",  # 24 years off
    "See Smith v. Lee, 253 So. 3d 100 (Mo. Ct. App. 2018).",  # Missouri is not in So. 3d
    "See Jones v Smith [202] UKSC 1.",  # malformed
    "See Smith v [2023] UKSC 1.",  # one side missing
    "See Jones v Smith [2005] UKSC 12.",  # UKSC opened in 2009
    "See Jones v Smith [2015] EWHC 12 (Civ).",  # no such division
    "See Stilk v Myrick (1950) 2 Camp 317.",  # Campbell's reports ended in 1816
    "See Jones v. Roe, 2018 WL 123456 (S.D.N.Y. Jan. 5, 2019).",  # WL year before decision
    # a docket's year, written in full, after the decision: the appeal was lodged after it
    "See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 5/20/18), 300 So. 3d 100.",
    "See State v. Hale, 2019-KA-0123 (La. App. 4th Cir. 5/20/18), 300 So. 3d 100.",
    "See Jones v. State, 2017-KA-00123-COA (Miss. Ct. App. 2016).",
    "In Jones v. Meta Platforms, 45 F.3d 999 (9th Cir. 1995) (holding that Facebook posts are protected), "
    "the court agreed.",  # anachronism
    # the Fifth Circuit's Units A and B sat only while the Eleventh Circuit was being made
    "See Hale v. Pratt, 10 F.4th 100 (5th Cir. Unit A 2021).",
    # a public-domain number names its court; the parenthetical names another State's
    "See State v. Hale, 2019 WI 5, ¶ 8 (Minn. 2019).",
    "See State v. Hale, 2019 UT 5, ¶ 8 (Idaho 2019).",
    "See State v. Hale, 2019 ND 5 (S.D. 2019).",
    "See State v. Hale, 2019 WI 5 (7th Cir. 2019).",
    "See State v. Hale, 2019-Ohio-1234, ¶ 8 (Ind. Ct. App. 2019).",  # every Ohio court's number, no other's
    "See State v. Hale, 2019 UT 5 (D. Utah 2019).",
    # a Louisiana docket opened two years after the decision it names
    "See Duval v. Roy, 2019-0123 (La. App. 1 Cir. 5/1/17), 278 So. 3d 600.",
    "See Duval v. Roy, 20-123 (La. App. 5 Cir. 5/1/19), 278 So. 3d 600.",  # docketed 2020
]
UNCERTAIN = [
    "See Miranda v. Arizona, 384 U.S. 436 (1962).",  # wrong year, real case
    "See Lee v. Hart, 300 F. Supp. 2d 1 (9th Cir. 2004).",  # circuit in a district reporter
    "See ABC Corp. v. Jones, 512 F.3d 100 (9th Cir. 2008).",  # generic name
    "See Ruiz v. Coastline Builders, 330 Cal. App. 5th 1100 (2024).",  # a Cal. Rptr. 3d volume of 2024
    # a case of 1707 first printed a century later, in a note to East's reports: possible, unusual
    "See Keeble v Hickeringill (1707) 11 East 574.",
    # a holding the brief gives to one court, and a citation of another
    "The Supreme Court of the United States has held that notice suffices. Smith v. Jones Corp., 800 F.3d "
    "100 (2d Cir. 2015).",
    "The Supreme Court has since held that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d Cir. "
    "2015).",
    "The Supreme Court has held, however, that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d "
    "Cir. 2015).",
    "Even the Supreme Court has held that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d Cir. "
    "2015).",
    "The Ninth Circuit Court of Appeals held that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d "
    "Cir. 2015).",
    'The Supreme Court has held that "a claimant must file within 60 days." Smith v. Jones Corp., 800 F.3d '
    "100, 101 (2d Cir. 2015).",
    "The Ninth Circuit held that the notice was late. Smith v. Jones Corp., 800 F.3d 100 (2d Cir. 2015).",
    "The Supreme Court has ruled that notice is jurisdictional. Hale v. Pratt, 90 F. Supp. 3d 1 (S.D.N.Y. "
    "2015).",
    # another court of the State the number names: a slip, or another decision
    "See State v. Hale, 2019 WI 5, ¶ 8 (Wis. Ct. App. 2019).",
    "See State v. Hale, 2019-NMCA-005, ¶ 8 (N.M. 2019).",
    # a public-domain number a year off its parenthetical: a slip, not a print volume of 2019
    "See State v. Lyle, 2019-Ohio-1234, ¶ 8 (Ohio Ct. App. 2018).",
    "See State v. Lyle, 2020 S.D. 5, ¶ 8 (S.D. 2019).",
]
VALID = [
    "See Brown v. Board of Education, 347 U.S. 483 (1954).",
    "See United States v. Carroll Towing Co., 159 F.2d 169 (2d Cir. 1947).",
    "See Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986).",
    "See R (Miller) v The Prime Minister [2019] UKSC 41.",
    "See Donoghue v Stevenson [1932] AC 562.",
    "See 42 U.S.C. § 1983.",
    "See Fed. R. Civ. P. 12(b)(6).",
    "See State v. Kerr, 296 Neb. 412 (2017).",
    "See Smith v. Jones, 120 Neb. 45 (1931).",  # before the first anchor: no year to compare with
    "See Lee v. Hart, 300 Ga. App. 857 (2009).",
    "See State v. Hale, 2019-KA-0123 (La. App. 4 Cir. 5/20/20), 300 So. 3d 100.",
    "See Jones v. State, 2015-KA-00123-COA (Miss. Ct. App. 2016).",
    # public-domain forms written with a print reporter's name: not timed against that print series
    "See State v. Johnson, 2015-Ohio-1234, ¶ 22.",
    "See Evans v. Ford, 2020 S.D. 5, ¶ 11.",
    "See Kim v. Lee, 2021 PA Super 12.",
    "See State v. Hale, 2019 WI App 5, ¶ 8 (Wis. Ct. App. 2019).",
    "See Hale v. Pratt, 650 F.2d 100 (5th Cir. Unit A 1981).",
    "See Bellamy v. Quinn, 590 S.W.3d 200, 201 (Tex. App.—Houston [14th Dist.] 2019, pet. denied).",
    "See Bellamy v. Quinn, 590 S.W.3d 200, 201 (Tex. App.—Austin 2019, no pet.).",
    "See Ex parte Roe, 600 S.W.3d 300, 301 (Tex. App.—Dallas 2020, pet. ref'd).",
    "The Supreme Court held that notice suffices. Alder v. Birch, 2019 Guam 5, ¶ 9.",
    "The Supreme Court has held that notice suffices, and lower courts have applied that rule. Smith v. "
    "Jones Corp., 800 F.3d 100 (2d Cir. 2015).",
    "The Supreme Court has held that notice suffices, and courts in this Circuit follow it. Smith v. Jones "
    "Corp., 800 F.3d 100 (2d Cir. 2015).",
    # the words of another in quotation marks, a contrast the citation supports, a time it marks
    'The panel explained that "the Supreme Court has held that notice suffices." Smith v. Jones Corp., 800 '
    "F.3d 100 (2d Cir. 2015).",
    "The Supreme Court has held that notice suffices, but that holding does not reach late filings. Smith v. "
    "Jones Corp., 800 F.3d 100 (2d Cir. 2015).",
    "Even before the Supreme Court ruled in Riley, searches of phones were limited. Smith v. Jones Corp., "
    "800 F.3d 100 (2d Cir. 2015).",
    "See Hale v. Pratt, 667 F.2d 33 (5th Cir. Unit B 1982).",
    # the court the brief names is the cited one's, or the citation says whose words it carries
    "The Supreme Court has held that notice suffices. See Smith v. Jones Corp., 800 F.3d 100 (2d Cir. 2015) "
    "(quoting Hale v. Pratt, 500 U.S. 1 (1991)).",
    "The Supreme Court has held that notice suffices. See, e.g., Smith v. Jones Corp., 800 F.3d 100 (2d "
    "Cir. 2015).",
    "The Supreme Court held that notice suffices. Smith v. Jones, 55 Cal. 4th 25 (2012).",
    "The Second Circuit held that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d Cir. 2015).",
    "The Supreme Court granted the motion. Smith v. Jones, 50 Misc. 3d 1 (Sup. Ct. N.Y. County 2016).",
    "The Supreme Court has held that notice suffices, and the Second Circuit applies that rule. Smith v. "
    "Jones Corp., 800 F.3d 100 (2d Cir. 2015).",
    "The Supreme Court has held that notice suffices. Smith v. Jones Corp., 800 F.3d 100 (2d Cir. 2015); "
    "Hale v. Pratt, 500 U.S. 1 (1991).",
    # a lower court restating the law is cited for it, not for a holding of the Supreme Court's
    "As the Supreme Court explained, notice is jurisdictional. Hale v. Pratt, 90 F. Supp. 3d 1 (S.D.N.Y. "
    "2015).",
    "See State v. Hale, 2019 UT 5, ¶ 8 (Utah 2019).",
    "See State v. Hale, 2018 OK CR 5, ¶ 8 (Okla. Crim. App. 2018).",
    "See State v. Hale, 2019-NMSC-005, ¶ 8 (N.M. 2019).",
    # a volume written with the nominative reporter the official series renumbers, of its year
    "See Brown v. Kendall, 60 Mass. (6 Cush.) 292 (1850).",
    "See Commonwealth v. Hunt, 45 Mass. (4 Met.) 111 (1842).",
    # New Jersey Reports of their years (volume 100 is of 1985, not 1966)
    "See Matter of Baby M, 109 N.J. 396, 537 A.2d 1227 (1988).",
    "See Henningsen v. Bloomfield Motors, Inc., 32 N.J. 358, 161 A.2d 69 (1960).",
    "See Kelly v. Gwinnell, 96 N.J. 538 (1984).",
    # a nominate report with its English Reports parallel, and a modern report with a neutral one
    "See Hadley v Baxendale (1854) 9 Exch 341, 156 ER 145.",
    "See Rylands v Fletcher (1868) LR 3 HL 330.",
    # nominate reports (the series of the English Reports' chart)
    "See Stilk v Myrick (1809) 2 Camp 317.",
    "See Tulk v Moxhay (1848) 2 Ph 774.",
    "See Hyde v Wrench (1840) 3 Beav 334.",
    "See Felthouse v Bindley (1862) 11 CB (NS) 869.",
    "See Couturier v Hastie (1856) 5 HLC 673.",
    "See Entick v Carrington (1765) 19 St Tr 1029.",
    # Louisiana's appellate form names its docket, opened the year before its decision
    "See Duval v. Roy, 2018-0123 (La. App. 1 Cir. 5/1/19), 278 So. 3d 600.",
    "See Duval v. Roy, 18-123 (La. App. 5 Cir. 5/1/19), 278 So. 3d 600.",
]


def _recommendation(text: str, panel) -> tuple[Recommendation, list]:
    tasks = citation_tasks(extract_text(text))
    assert tasks, f"no citation extracted from {text!r}"
    verdicts = panel(tasks[0])
    return decide(verdicts).consensus.recommendation, verdicts


@pytest.mark.parametrize("text", HALLUCINATED)
def test_impossibilities_are_hallucinated(text: str, panel) -> None:
    rec, verdicts = _recommendation(text, panel)
    assert rec is Recommendation.LIKELY_HALLUCINATED, [(v.agent, v.verdict, v.explanation) for v in verdicts]
    assert sum(v.verdict is Verdict.INVALID for v in verdicts) >= 3


@pytest.mark.parametrize("text", UNCERTAIN)
def test_soft_oddities_are_uncertain(text: str, panel) -> None:
    rec, verdicts = _recommendation(text, panel)
    assert rec is Recommendation.UNCERTAIN, [(v.agent, v.verdict, v.explanation) for v in verdicts]


@pytest.mark.parametrize("text", VALID)
def test_real_citations_are_valid(text: str, panel) -> None:
    rec, verdicts = _recommendation(text, panel)
    assert rec is Recommendation.LIKELY_VALID, [(v.agent, v.verdict, v.explanation) for v in verdicts]


def test_a_retrospective_neutral_number_is_not_measured_against_a_modern_years_count(panel) -> None:
    """BAILII numbered the Lords' earlier judgments retrospectively ("Donoghue v Stevenson [1932]
    UKHL 100"): the count of a year of the official form says nothing of those numbers."""
    _, verdicts = _recommendation("See Donoghue v Stevenson [1932] UKHL 100.", panel)
    assert not any("judgment number" in (v.explanation or "") for v in verdicts), verdicts
