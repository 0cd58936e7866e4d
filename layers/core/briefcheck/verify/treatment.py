"""Negative treatment read where courts wrote it: the held opinions that cite a case (CourtListener's
citation map, reduced into the offline index) and the parentheticals later opinions wrote about it.

For each citing opinion, the sentences that cite the case (by any of its citations, or its name)
are read for a treating word (overruled, abrogated, superseded, reversed, vacated, disapproved,
questioned, limited). A keyword is not a treatment: each of these is left out, as the traps a scan
falls into -
- a ruling on something else: "the objection is overruled", "the motion was overruled";
- what was not done: "we decline to overrule", "has never been overruled", "the dissent would
  overrule", "appellant asks us to overrule";
- a sentence whose treating word is about another case it names, nearer the word than this one;
- a court that cannot do it: only a court above the cited one, in its own system (or the Supreme
  Court), overrules, abrogates, reverses or vacates it;
- a parenthetical "(overruling X)": it says what the described case did, not what was done to it.
The citing sentence is the evidence, shown with the case that wrote it; the absence of negative
treatment is said as what was read: "no negative treatment found in N citing opinions held".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import timedelta
from typing import Any

from briefcheck.domain.models import REPORTED_IN_A_PARENTHETICAL, NegativeTreatment, TreatingCase, Treatment
from briefcheck.index.models import IndexedCase, OpinionRow
from briefcheck.reference.tables import given_names, state_names
from briefcheck.text.history import (
    A_REPORTER_CITATION,
    REPORTER_CITATION,
    acknowledges_treatment,
    without_asides,
)
from briefcheck.text.names import OFFICERS_OF_THE_DAY, distinctive, slot_key
from briefcheck.text.opinions import OpinionText, words_of_the_court
from briefcheck.text.sentences import split_sentences
from briefcheck.verify.names import AGENCY_ACRONYMS, case_sides
from briefcheck.verify.reversal import words_said_in

# How many citing opinions a check reads (courts that could overrule the case first, newest first):
# the rest are counted, not read.
CITING_READ = 200
# A parenthetical treats the case it describes when it opens with the treatment ("overruled by Y",
# "abrogated on other grounds by Y", "since superseded by statute"); one saying what the case held
# ("holding that Congress validly abrogated ...") does not
_PARENTHETICAL_OPENING = re.compile(
    r"\W*(?:(?:since|later|subsequently|partially|expressly|effectively|explicitly|implicitly|impliedly"
    r"|legislatively|itself|was|has\s+been|been|now|recently|which\s+was|which\s+has\s+been"
    r"|a\s+decision\s+since|the\s+decision\s+since)\s+)*",
    re.IGNORECASE,
)
# A parenthetical that is the case's own history: its reversal or vacatur with its grounds or the
# deciding case ("rev'd on other grounds by Y", "vacated, 600 N.E.2d 1"), or "rev'd" alone; not
# what the case did ("reversed the conviction because ...", "vacated and remanded"). A judgment
# affirmed in part is reversed in the rest ("aff'd in part and rev'd in part").
_HISTORY_WORD = r"(?:aff['’]d\s+in\s+part(?:\s+and|,)\s+)?(?P<word>"
_HISTORY_QUALIFIERS = (
    r"(?:\s+of(?=\s+(?:by|in)\b))?(?:\s+sub\s+silentio)?"  # "disapproved of by", "overruled sub silentio by"
    r"(?P<in_part>\s+in\s+(?:relevant\s+)?part)?(?P<moot>\s+as\s+moot)?(?:\s+and\s+remanded)?"
    r"(?P<other>\s+on\s+(?:other|another|different)\s+grounds?)?"
)
# A party as citing courts name the deciding case: capitalised words, their connectives, a relator
# ("People ex rel. Lane"), commas and numbers inside ("Union of State, County, & Municipal Employees,
# Council 31"); none of the parenthetical's own lower-case words ("Smith, and applying it to leases").
# The case may be named by one party alone ("overruled by Smith").
_PARTY = r"[A-Z][\w.'’&-]*(?:,?\s+(?:[A-Z][\w.'’&-]*|of|the|for|and|&|ex\s+rel\.|et\s+al\.|\d{1,4}))*"
_DECIDING_CASE = (
    rf"(?-i:{_PARTY}\s+v\.\s+{_PARTY}|(?:In\s+re|Matter\s+of)\s+{_PARTY}"
    # (one party's name, one word: not a rule's, a judge's or a body's, "superseded by Regulation Z",
    # "overruled by Judge Wilson")
    r"|(?!(?:Regulation|Rule|Judge|Justice|Congress|Statute|Act|Amendment|Order|Court|Section|Title)\b)"
    r"[A-Z][\w'’-]+(?![\w.'’&-]*\s+[A-Z0-9]))"
)
# ... its citation: a volume, a series and a page (or a year, a court and a public-domain number,
# "2015 IL 117000"), a pin, a pin's range or a paragraph ("¶ 12"), and up to three parentheticals
# ("(Ill. 1995) (per curiam) (en banc)", "(2018) (mem.)")
_ITS_CITATION = (
    r"(?-i:\d{1,4}\s+[A-Z][\w.'’]*(?:\s+(?:[\w.'’]+|\(\w{1,4}\))){0,3}?\s+\d{1,7}(?:-U)?)"
    r"(?:,\s*(?:¶{1,2}\s*)?\d{1,5}(?:\s*[-–—]\s*\d{1,5})?)?"
)
# ... or the deciding court by name, and the case it decided ("overruled by the Illinois Supreme
# Court in Smith")
_DECIDING_COURT = (
    r"(?-i:the\s+(?:[A-Z][\w.'’]*\s+){0,4}Court(?:\s+of\s+[A-Z][\w.'’]*(?:\s+[A-Z][\w.'’]*){0,3})?)"
    rf"(?:\s+in\s+{_DECIDING_CASE}(?:,\s*{_ITS_CITATION})?)?"
)
# ... the deciding case after it, by name (its citation and date may follow), or by its citation;
# or the statute or rule that superseded it, with the case saying so ("superseded by statute as
# stated in Y")
_DECIDED_BY = (
    rf"(?P<tail>\s*,?\s*(?:by|in|in\s+light\s+of|as\s+recognized\s+in|sub\s+nom\.?)\s+{_DECIDING_CASE}"
    rf"(?:,\s*{_ITS_CITATION})?"
    rf"|\s*,\s*{_ITS_CITATION}|\s+by\s+{_ITS_CITATION}|\s+by\s+{_DECIDING_COURT}"
    r"|\s+by\s+(?:statute|rule|regulation|constitutional\s+amendment)(?:\s+on\s+other\s+grounds)?"
    rf"(?:,?\s+as\s+(?:stated|recognized)\s+in\s+{_DECIDING_CASE}(?:,\s*{_ITS_CITATION})?)?)?"
    r"(?:\s*\([^()]{0,60}\)){0,3}"
    # and more history of it after ("..., and superseded by statute")
    r"(?:,?\s+and\s+(?:(?:later|since|subsequently)\s+)?(?:overruled|abrogated|superseded|disapproved"
    r"|rev['’]d|reversed|vacated)\b[^()]{0,80}?(?:\s*\([^()]{0,60}\)){0,3})?"
)
_HISTORY_OPENING = re.compile(
    r"\W*(?:(?:since|later|subsequently)\s+)?(?:(?:the\s+)?(?:judgment|decision|opinion)\s+)?"
    + _HISTORY_WORD
    + r"rev['’]d|reversed|vacated)"
    + _HISTORY_QUALIFIERS
    + _DECIDED_BY
    + r"\W*",
    re.IGNORECASE,
)
# ... or the history given after what it held, to the parenthetical's end: "holding that notice
# suffices, overruled by Y, 600 N.E.2d 1 (Ill. 1995)" (not "the rule, abrogated by statute in 1990,
# did not reach leases", an aside of what it held; nor "following Lane v. Moss, overruled by Y",
# another case's history)
_HISTORY_AFTER_HOLDING = re.compile(
    # (after a mark, as a clause of its own, "which was later overruled", "which has since been
    # overruled", "a holding since overruled", "but overruled", "—overruled"; not with no mark: "in
    # reliance on binding precedent later overruled" is another decision's)
    r"[,;(.—–]\s*(?:(?:which|that)\s+(?:was|has(?:\s+since)?\s+been|had(?:\s+since)?\s+been)\s+"
    r"|an?\s+(?:holding|decision|rule|case)\s+|but\s+)?"
    r"(?:(?:since|later|subsequently|now|implicitly|expressly|effectively|partially|impliedly|explicitly)\s+)?"
    + _HISTORY_WORD
    + r"overruled|abrogated|superseded|disapproved|rev['’]d|reversed|vacated)"
    + _HISTORY_QUALIFIERS
    + _DECIDED_BY
    + r"\W*$",
    re.IGNORECASE,
)
_ANOTHER_CASE = re.compile(r"\sv\.\s|\b(?:In\s+re|Ex\s+parte|Matter\s+of)\s|" + REPORTER_CITATION)
# What the case held, which its history may follow: "holding that ...", "concluding ...", not
# another authority it applied, cited or construed ("applying Chevron deference, since overruled")
_WHAT_IT_HELD = re.compile(
    r"\W*(?:holding|concluding|finding|ruling|explaining|determining|deciding|reasoning|recognizing|stating"
    r"|observing|noting)\b",
    re.IGNORECASE,
)


def _history_in_parenthetical(text: str) -> re.Match[str] | None:
    """The case's own history a later court's parenthetical gives (`_HISTORY_OPENING`, or
    `_HISTORY_AFTER_HOLDING` after what the case held, `_WHAT_IT_HELD`, no other case named before
    it); a bare "reversed" or "vacated" only with its grounds, its deciding case or "as moot"."""
    found = _HISTORY_OPENING.fullmatch(text)
    if found is None:
        found = _HISTORY_AFTER_HOLDING.search(text)
        if found is not None and (
            not _WHAT_IT_HELD.match(text) or _ANOTHER_CASE.search(text, 0, found.start())
        ):
            return None
    bare = found is not None and found["word"].lower() in ("reversed", "vacated")
    if bare and not (found["tail"] or found["other"] or found["in_part"] or found["moot"]):
        return None
    return found


_WINDOW = 700  # characters either side of a mention read for its sentence
# A case distinguished, not doubted: "should not be followed here", "we decline to follow X on these
# facts"
_ON_ITS_FACTS = r"on\s+(?:these|the|those)\s+facts|here\b|in\s+(?:this|the\s+present)\s+case"
# "X cannot be considered good law", "X can no longer be regarded as binding precedent"
_THOUGHT_OF_AS = r"(?:considered|regarded\s+as|deemed|viewed\s+as|treated\s+as|thought\s+of\s+as)"
_GOOD_LAW = (
    r"(?:good\s+law|the\s+law|(?:binding|valid|viable|controlling|authoritative)(?:\s+(?:precedent|authority|law))?"
    r"|(?:binding\s+)?(?:precedent|authority))"
)
NO_CITATION_MAP = (
    "not checked: the index was built without CourtListener's citation map (which opinions cite which); "
    "`briefcheck index download --text` fetches it with the opinions"
)
_TREATING = re.compile(
    r"\b(?P<word>"
    # a precedent kept to its facts, doubted or not followed, or its dictum disavowed: "we confine X
    # to its facts", "we question the continued validity of X", "serious doubts about X", "we
    # decline to follow X", "we disavow the dictum in X" (short of overruling: the note names them)
    r"confin(?:e|es|ed|ing)(?=[^;]{0,160}?\bto\s+(?:its|their)\s+(?:own\s+|particular\s+|specific\s+|peculiar\s+"
    r"|unique\s+)?facts)"
    r"|(?:question(?:s|ed|ing)?|doubt(?:s|ed|ing)?)\s+the\s+(?:continued\s+|continuing\s+|ongoing\s+|present\s+)?"
    r"(?:validity|vitality|viability|soundness|correctness)\s+of"
    r"|(?:serious|grave|substantial|considerable)\s+doubts?\s+(?:about|as\s+to|regarding|concerning)"
    r"|(?:declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing))\s+to\s+follow"
    r"|disavow(?:s|ed)?\s+(?:the\s+|any\s+|that\s+|its\s+)?(?:dict(?:um|a)|language|statements?|reasoning"
    r"|suggestion|analysis)\s+(?:in|of)"
    r"|overrul(?:ed|es|e)|abrogat(?:ed|es|e)|supersed(?:ed|es|e)|disapprov(?:ed|es|e)"
    r"|question(?:ed|s)|limit(?:ed|s)|revers(?:ed|es|e)|vacat(?:ed|es|e)"
    # the court's own, in the present: "We limit X to its facts", "We now question X"
    r"|(?:(?<=\bwe\s)|(?<=\bwe\snow\s)|(?<=\bwe\stoday\s))(?:limit|question)(?=\s)"
    # the same said otherwise: "we overturn", "is overturned", "we repudiate", "no longer good law",
    # and a court's own "we are overruling" (a bare "overruling" says what another case did)
    r"|overturn(?:ed|s)?|repudiat(?:ed|es|e)|no\s+longer\s+(?:good\s+law|the\s+law)"
    # "X is not good law", "X does not correctly state the law", "X is not a correct statement of law"
    r"|(?:is|was)\s+not\s+good\s+law|does\s+not\s+(?:correctly\s+|accurately\s+)?state\s+the\s+(?:correct\s+)?law"
    r"|(?:is|was)\s+not\s+an?\s+(?:correct|accurate)\s+statement\s+of\s+(?:the\s+)?law"
    # "X was incorrectly decided and should not be followed" (not "should not be followed by a
    # second suit", nor "here": a case distinguished); "we withdraw any language in X"; "we
    # reject the rule of X"
    r"|(?:should|must|will|shall)\s+not\s+be\s+followed(?!\s+by\b)"
    rf"(?!\s+(?:{_ON_ITS_FACTS}|as\s+applied))"
    r"|withdraw\s+(?:any|all)\s+(?:language|statements?|dicta)\s+(?:in|of|from)|reject\s+the\s+(?:rule|holding)\s+of"
    # ... "The rule announced in X is hereby rejected" (only of the rule of the case: `_RULE_OF_IT`)
    r"|(?:is|are)\s+(?:hereby\s+|now\s+|expressly\s+|therefore\s+|accordingly\s+)*rejected"
    # ... "X is no longer binding precedent", "X should no longer be followed", "we will no longer
    # follow it" (`_NO_LONGER_OF_IT`), "we abandon the rule of X"
    r"|no\s+longer\s+(?:(?:be\s+)?(?:binding|valid|viable|tenable|controlling|authoritative|followed|relied\s+(?:up)?on)"
    r"(?:\s+(?:precedent|authority|law))?|follow|adhere\s+to|rely\s+(?:up)?on"
    r"|(?:represents?|reflects?|states?)\s+(?:good\s+law|the\s+law)"
    # ... "X can no longer be considered good law", "X no longer has any vitality", "X is no longer of
    # any precedential value", "we no longer adhere to X"
    rf"|be\s+{_THOUGHT_OF_AS}\s+{_GOOD_LAW}"
    r"|(?:has|have|retains?)\s+(?:any\s+)?(?:continuing\s+|precedential\s+)?(?:vitality|validity|force)"
    r"|(?:of\s+)?(?:any\s+)?precedential\s+(?:value|force|effect))"
    # (not "no longer controlling on these facts": a case distinguished)
    rf"(?!\s+(?:{_ON_ITS_FACTS}|as\s+applied))"
    r"|abandon(?:s|ed)?"
    # "X is of no continuing vitality", "X lacks continuing vitality" (said of its subject)
    r"|(?:is\s+of\s+no|lacks?(?:\s+any)?|has\s+no|is\s+without(?:\s+any)?|retains?\s+no)\s+"
    r"(?:(?:continuing|further|remaining|precedential)\s+)?vitality"
    # and a precedent given up in the court's own voice: "we disavow X", "we recede from X" (how
    # Florida's Supreme Court overrules its own)
    r"|disavow|rece(?:de|des|ded|ding)\s+from"
    # ... "we depart from X", "we retreat from X" (the court's own, the case its object)
    r"|(?:depart|retreat)(?:s|ed|ing)?\s+(?:today\s+|now\s+)?from"
    # what is done to the case named after it: "we are overruling X", "(abrogating X)", "the
    # abrogation of X" (a bare "overruling" before the case's mention says what that case did)
    r"|(?:(?:hereby|today|now|expressly)\s+)?(?:overruling|abrogating|disapproving|superseding)"
    r"|abrogation\s+of|overruling\s+of"
    # a case that "cannot survive" a later decision (only as the subject right after its citation:
    # `_CITED_JUST_BEFORE`)
    # (not "cannot stand for the broad rule": what the case is cited for)
    # ... or cannot be reconciled with a decision ("with Carpenter v. United States")
    r"|(?:did|does|could)\s+not\s+survive|has\s+not\s+survived"
    r"|(?:cannot\s+be\s+reconciled|(?:is|are)\s+(?:clearly\s+)?irreconcilable)\s+with(?=[^.;]{0,80}?\sv\.\s)"
    rf"|cannot\s+be\s+{_THOUGHT_OF_AS}\s+{_GOOD_LAW}"
    r"|cannot\s+(?:survive|stand(?!\s+for\s+(?:the\s+|a\s+|any\s+)?(?:broad\s+|general\s+)?(?:rule|proposition"
    r"|principle|idea|notion|view|point|holding)\b)))\b"
    r"(?P<in_part>\s+in\s+part)?(?P<other>\s+on\s+other\s+grounds)?",
    re.IGNORECASE,
)
# The treating words a search of the citing opinions asks for (CourtListener's `treatment_search`):
# what `_TREATING` reads as negative, less "questioned" and "limited", which would bring back the
# many opinions that only discuss a case.
SEARCHED_WORDS = ("overruled", "abrogated", "superseded", "reversed", "vacated", "disapproved", "overturned")
_LABEL = {
    "confin": "limited", "doubt": "questioned", "to follow": "questioned",
    "overrul": "overruled", "abrogat": "abrogated", "supersed": "superseded", "disapprov": "disapproved",
    "question": "questioned", "limit": "limited", "revers": "reversed", "vacat": "vacated",
    "overturn": "overruled", "repudiat": "overruled", "no longer": "abrogated", "disavow": "overruled",
    "cannot": "abrogated", "rece": "overruled", "abandon": "overruled", "not good": "abrogated",
    "state the": "abrogated", "statement of": "abrogated", "followed": "abrogated", "withdraw": "disapproved",
    "reject": "disapproved", "surviv": "abrogated", "irreconcilable": "abrogated", "rev'": "reversed",
    "rev’": "reversed", "vitality": "abrogated", "depart": "overruled", "retreat": "overruled",
}  # fmt: skip
_OVERTURN = (
    r"(?:overrule|abrogate|disapprove|reverse|vacate|overturn|repudiate|limit|confine|question|doubt"
    r"|(?:recede|depart|retreat)\s+from)"
)
_OVERTURNS = r"(?:overrules|abrogates|disapproves|reverses|vacates|overturns|repudiates|recedes\s+from)"
_OVERTURNED = (
    r"(?:overruled|abrogated|superseded|disapproved|questioned|limited|reversed|vacated|overturned"
    r"|repudiated)"
)
_TRAPS = re.compile(
    # (what the objection or motion was to, between, a case cited in it too: "objection to the
    # magistrate's ruling on Young was overruled")
    r"(?:objections?|motions?|demurrers?|exceptions?|pleas?|assignments?\s+of\s+error)"
    r"(?:\s+(?:to|for|of|in)\s+[\w'’ .,()]{1,100}?"
    r"|\s*,?\s*which\s+(?:relie[sd]|rel(?:y|ying))\s+on\s+[\w'’ .,()]{1,120}?,?"
    # ... or the case it rested on: "objection under X is overruled", "demurrer, which rested on X,"
    r"|\s*,?\s*(?:(?:which|that)\s+)?(?:under|premised\s+(?:up)?on|based\s+(?:up)?on|rest(?:ed|s|ing)?\s+(?:up)?on"
    r"|grounded\s+(?:on|in)|citing)\s+[\w'’ .,()]{1,120}?,?)?"
    r"\s+(?:is|was|are|were|be)\s+"
    r"(?:\w+ly\s+)?(?:hereby\s+)?overruled"
    r"|overrul(?:ed|es|e)\s+(?:the|his|her|their|its|defendant's|plaintiff's)\s+(?:objection|motion|exception)"
    # a party's points of error or issues, which Texas's courts of appeals overrule or sustain in
    # nearly every opinion: "we overrule appellant's first point of error", "we overrule issue two"
    r"|overrul(?:ed|es|e|ing)\s+(?:all\s+(?:of\s+)?)?(?:(?:the|his|her|their|its|[\w]+['’]s?)\s+)?"
    r"(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|sole|only|remaining|last|final|other"
    r"|both|two|three|four|five|\d+(?:st|nd|rd|th)?|and|,)\s+)*"
    r"(?:points?\s+of\s+error|points?|issues?|complaints?|contentions?|grounds?\s+(?:of\s+error|for\s+review)"
    r"|assignments?\s+of\s+error|cross-(?:points?|issues?))(?![\w-])"
    # a counterfactual: "Had we intended to overrule X, we would have said so"
    # ... or the legislature's: "Had the Legislature intended to abrogate X", "If Congress wishes to"
    r"|\b(?:had|if)\s+(?:[\w'’]+\s+){0,3}?(?:had\s+)?(?:\w+ly\s+)?"
    r"(?:intend(?:s|ed)?|mean(?:s|t)?|wish(?:es|ed)?|want(?:s|ed)?|seeks?|sought|desire[sd]?)\s+to\s+"
    rf"{_OVERTURN}"
    # ... with the verb first: "Were we to overrule X", "Even were we to", "Had we overruled X"; or
    # "If we were to overrule X"
    r"|\b(?:were|had|should)\s+(?:we|it|the\s+court|this\s+court)\s+(?:\w+\s+)?(?:to\s+)?"
    rf"(?:{_OVERTURN}|{_OVERTURNED})\b"
    rf"|\bif\s+(?:[\w'’]+\s+){{1,3}}?(?:were|was)\s+to\s+{_OVERTURN}"
    # put off, or not meant: "It would be premature to overrule X", "not intended to overrule X"
    r"|\b(?:premature|unnecessary|needless|inappropriate|imprudent|unwise|improper)\s+(?:\w+\s+)?to\s+"
    rf"{_OVERTURN}"
    rf"|\bnot\s+(?:\w+\s+)?(?:intended|meant|designed)\s+to\s+{_OVERTURN}"
    # denied as a belief or doubted: "We do not believe our holding today overrules X", "We do not read
    # Y to overrule X", "We doubt that Y overruled X" (a citation's commas are blanked: `_uncited`)
    r"|\b(?:(?:do|does|did)\s+not\s+(?:believe|think|consider|suggest|read|view|see)|doubt|(?:not|un)\s*convinced"
    r"|skeptical)\b[^;,]{0,160}?"
    rf"\b(?:{_OVERTURNS}|{_OVERTURN}|{_OVERTURNED})\b"
    # the question left open with another case its subject: "We need not decide whether Y overruled X"
    rf"|\bwhether\s+(?:or\s+not\s+)?[^;,]{{0,160}}?\b(?:{_OVERTURNS}|{_OVERTURNED})\b"
    # a party's view reported of it and left so: "X, which defendants say was overruled by Y, remains"
    r"|\b(?:which|that)\s+(?:[\w'’]+\s+){1,3}?(?:says?|said|claims?|claimed|contends?|contended|argues?|argued"
    r"|asserts?|asserted|insists?|insisted|maintains?|maintained|suggests?|suggested|believes?|believed)\s+"
    rf"(?:that\s+)?(?:is|was|were|has\s+been|had\s+been)\s+(?:\w+\s+)?{_OVERTURNED}"
    # bound until it is: "Absent a decision of the Supreme Court overruling X, we must follow it"
    r"|\babsent\b[^;,]{0,160}?\b(?:overruling|abrogating|disapproving|overturning|repudiating)\b"
    # an immunity abrogated, of which the case may speak: "X held that the statute abrogated sovereign
    # immunity", "the Eleventh Amendment was validly abrogated"
    r"|\babrogat\w*\s+(?:[\w'’]+\s+){0,3}?immunit"
    r"|\b(?:immunity|amendment)\s+(?:\w+\s+){0,2}?(?:was|were|is|are|has\s+been|had\s+been|be)\s+"
    r"(?:\w+\s+)?abrogated"
    # the cases that departed from it, overruled: "we overrule those cases that departed from X"
    r"|\boverrul(?:e|es|ed|ing)\s+(?:all\s+)?(?:those|the|other|any|such)\s+(?:\w+\s+)?(?:cases|decisions|opinions"
    r"|precedents|holdings|authorities)\s+(?:that|which)\b"
    # "This case is not the proper vehicle to overrule X"
    rf"|\bvehicle\s+(?:\w+\s+){{0,3}}?(?:to|for)\s+(?:\w+\s+)?(?:{_OVERTURN}|overruling|reconsider)"
    # charged by another: "The dissent accuses us of overruling X"
    r"|\b(?:accus\w+|charg\w+|fault\w*|criticiz\w+)\s+(?:us|the\s+court|this\s+court|the\s+majority|today['’]s"
    r"\s+(?:decision|opinion|majority))\s+(?:of|with|for)\s+(?:\w+\s+)?"
    r"(?:overruling|abrogating|disapproving|overturning|repudiating)"
    # others' reading of it: "Some courts have read X as overruled sub silentio"
    r"|\b(?:courts|some|others|commentators|parties|litigants|appellants?|appellees?|petitioners?|respondents?"
    r"|defendants?|plaintiffs?)\s+(?:\w+\s+){0,3}?(?:read|construed?|interpreted|viewed|understood|treated)\s+"
    rf"[^;]{{0,160}}?\bas\s+(?:having\s+been\s+)?(?:\w+\s+)?{_OVERTURNED}"
    # "a plea in abatement, which the court overruled"
    r"|(?:objections?|motions?|demurrers?|exceptions?|pleas?|assignments?\s+of\s+error)\b[^.;]{0,120}?\bwhich\s+"
    r"(?:the\s+(?:trial\s+)?court|it|we)\s+(?:then\s+)?overruled"
    # declined or refused, the invitation or the request named between ("We decline petitioner's
    # invitation to overrule X"), or no reason to ("We see no reason to overrule X")
    rf"|(?:declin(?:e[sd]?|ing)|refus(?:e[sd]?|ing)|reluctan\w*|not\s+prepared|(?:not|dis)\s*inclined|unwilling"
    rf"|not\s+willing|loath)\s+(?:[\w'’]+\s+){{0,4}}?to\s+{_OVERTURN}"
    rf"|\bno\s+(?:\w+\s+)?(?:reason|basis|occasion|need|cause|warrant|justification)\s+to\s+{_OVERTURN}"
    # an invitation turned down: "We reject the State's invitation to overrule X", "The request to
    # overrule X is denied"
    rf"|(?:reject\w*|den(?:y|ies|ied)|not\s+persuaded\s+by|declin\w*)\b[^.;]{{0,40}}?\b(?:invitation|request"
    rf"|suggestion|plea)s?\s+(?:[\w'’]+\s+){{0,2}}?to\s+{_OVERTURN}"
    rf"|(?:invitation|request|suggestion|plea)s?\s+(?:[\w'’]+\s+){{0,2}}?to\s+{_OVERTURN}[^;]{{0,160}}?"
    r"\b(?:is|was|are)\s+(?:rejected|denied|declined)\b"
    r"|\bno\s+longer\s+(?:question|doubt)"  # "we no longer question the continued validity of X"
    r"|(?:would|should|could|might|may|need\s+not|did\s+not|do\s+not|does\s+not|cannot|will\s+not)\s+"
    r"(?:\w+\s+|(?:have|need|intend|mean|wish|want|seek|purport)\w*\s+to\s+)?"
    r"(?:overrule|abrogate|supersede|disapprove|reverse|vacate|question|limit|confine|doubt|follow"
    r"|overturn|repudiate|recede)\b"
    # a passive said not to be done: "X should not be overruled"
    rf"|(?:would|should|could|might|may|must|need|will|can)(?:\s*not|n['’]t)\s+(?:now\s+)?be\s+{_OVERTURNED}"
    # asked for: "asks us to overrule X", "Petitioner asks that we overrule X"
    r"|(?:asks?|asked|urges?|urged|invites?|invited|requests?|requested)\s+(?:that\s+)?"
    rf"(?:us|we|this\s+court|the\s+court)\s+(?:to\s+)?{_OVERTURN}"
    # (and each of a list it heads: "has never been overruled or abrogated", "not overruled,
    # limited, or abrogated")
    rf"|(?:never|not)\s+(?:(?:yet|since|ever|expressly|explicitly)\s+)?(?:been\s+)?{_OVERTURNED}"
    rf"(?:\s*,?\s+(?:(?:or|nor|and)\s+)?(?:(?:even|been)\s+)?{_OVERTURNED})*"
    r"|(?:overruled|abrogated|reversed|vacated|overturned)\s*\?"
    r"|\bagainst\s+(?:\w+\s+)?(?:overruling|abrogating|disapproving|overturning|repudiating)"
    r"|\bwhether\b.{0,200}?\bno\s+longer\s+good\s+law"
    rf"|\bwhether\b.{{0,200}}?\b(?:should|must|ought\s+to|can|could|would)\s+(?:now\s+)?be\s+{_OVERTURNED}"
    r"|(?:the|a)\s+dissent\w*\s+(?:[\w'’]+\s+){0,5}(?:overrul|abrogat|disapprov)\w*"
    # denied in other words: "Nothing in Y overruled X", "Y in no way overruled X", "It is a mistake
    # to read Y as having overruled X"
    # (the case between may be cited in full: "Nothing in Y v. Z, 560 U.S. 10 (2010), overruled X")
    rf"|\bnothing\s+(?:in|about)\b[^;]{{0,160}}?\b(?:{_OVERTURNED}|{_OVERTURNS})"
    # ... "Nothing we say today overrules X", "nothing we hold today overrules it"
    r"|\bnothing\s+(?:that\s+)?(?:we|the\s+court|this\s+court|it)\s+(?:\w+\s+)?(?:say|said|hold|held|decide|decided|do"
    r"|does|did|write|wrote|announce|announced)\b[^;]{0,60}?"
    rf"\b(?:{_OVERTURNS}|{_OVERTURN}|{_OVERTURNED})"
    # ... "Nothing we say today should be taken to overrule X"
    r"|\bnothing\b[^;]{0,160}?\b(?:taken|read|construed|understood|interpreted|seen|meant|intended)\s+(?:as|to)\s+"
    rf"(?:\w+\s+)?(?:{_OVERTURN}|overruling|abrogating|disapproving|overturning|repudiating)"
    rf"|\bin\s+no\s+way\s+(?:\w+\s+)?(?:{_OVERTURNED}|{_OVERTURNS})"
    rf"|\bmistake\s+to\s+read\b[^;]{{0,160}}?\bas\s+(?:having\s+)?{_OVERTURNED}"
    # a belief that it was, called mistaken: "The circuit court mistakenly concluded that X had been
    # overruled", "Defendant's premise, that X was overruled, is false", "One treatise states that X
    # was overruled, but the treatise is wrong"
    r"|\b(?:mistaken\w*|wrong\w*|erroneous\w*|incorrect\w*)\s+(?:\w+\s+){0,2}?(?:concluded|assumed|believed|stated"
    r"|believes?|contends?|argues?|asserts?|suggests?|claims?|thinks?"
    rf"|held|thought|found|said|read|ruled|determined|presumed)\b(?:(?!,\s*(?:but|and|yet)\b)[^;]){{0,160}}?\b{_OVERTURNED}"
    r"|\b(?:premise|belief|assumption|suggestion|notion|assertion|claim|contention|view)\s*,?\s*that\b[^;]{0,160}?"
    rf"\b{_OVERTURNED}\b[^;]{{0,80}}?\b(?:is|was)\s+(?:\w+\s+)?(?:false|wrong|mistaken|incorrect|erroneous|unfounded"
    r"|misplaced|without\s+merit)"
    r"|\b(?:states?|stated|says?|said|suggests?|suggested|asserts?|asserted)\s+that\b[^;]{0,160}?"
    rf"\b{_OVERTURNED}\b[^;]{{0,80}}?\bbut\b[^;]{{0,60}}?\b(?:is|was|are|were)\s+(?:\w+\s+)?(?:wrong|mistaken|incorrect"
    r"|erroneous)"
    # an argument that it was, rejected: "We reject the argument that X was overruled"
    r"|(?:reject\w*|den(?:y|ies|ied)|(?:not|un)\s*persuaded\s+by|disagree\w*\s+with)\b[^.;]{0,40}?"
    rf"\b(?:argument|contention|suggestion|assertion|claim|premise|notion|view)s?\s+that\b[^;]{{0,160}}?\b{_OVERTURNED}"
    # supposed, or bound until it is, in one clause (a citation's commas read through: `_uncited`):
    # "unless and until X is overruled", "If X were overruled", "To overrule X would ...",
    # "Overruling X would require ..." (not "Overruling X, we hold", the court's own act)
    rf"|\b(?:unless|until)\b[^;,]{{0,160}}?\b(?:is|are|be|been)\s+(?:\w+\s+)?{_OVERTURNED}"
    # ... or until a court does it: "Unless and until the Supreme Court overrules X, we are bound"
    rf"|\b(?:unless|until)\b[^;,]{{0,160}}?\b{_OVERTURNS}"
    # a question: "We need not decide whether to overrule X" (unless answered: `_granted`)
    rf"|\bwhether\s+(?:or\s+not\s+)?(?:\w+\s+)?to\s+{_OVERTURN}"
    # denied: "we disagree that it overruled X", "we are not persuaded that Y abrogated X"
    r"|\b(?:disagree|do\s+not\s+agree|cannot\s+agree|(?:not|un)\s*persuaded|not\s+convinced)\s+that\b[^;]{0,160}?"
    rf"\b(?:{_OVERTURNED}|{_OVERTURNS})"
    # a request to hold it no law, not yet granted: "Quill asks us to hold that X is no longer good law"
    r"|(?:asks?|asked|urges?|urged|invites?|invited|requests?|requested)\s+(?:that\s+)?"
    r"(?:us|we|this\s+court|the\s+court)\s+(?:to\s+)?(?:hold|declare|conclude|rule|find|say|recognize)\s+that\b"
    rf"[^;]{{0,160}}?\b(?:no\s+longer|not\s+good\s+law|{_OVERTURNED})"
    rf"|\bif\b[^;,]{{0,160}}?\b(?:were|had\s+been)\s+(?:\w+\s+)?{_OVERTURNED}"
    rf"|^\W*to\s+{_OVERTURN}\b(?=[^;]{{0,160}}?\b(?:would|could|might|will)\b)"
    r"|^\W*(?:overruling|abrogating|disapproving|overturning|repudiating)\b"
    r"(?![^;]{0,160}?\bwe\s+(?:hold|conclude|decide|reverse|vacate|remand|affirm|therefore|now|today|hereby)\b)"
    # denied: "We are not overruling X", "Nor do we overrule X", "No court has overruled X", "X has
    # been neither overruled nor limited", "revisit, much less overrule, X", "should not be read as
    # overruling X"
    r"|\bnot\s+(?:\w+\s+)?(?:overruling|abrogating|disapproving|overturning|repudiating)\b"
    r"|\bnor\s+(?:do|does|did|will|would|shall|can|could|should|have|has|had)\s+(?:we|it|the\s+court"
    rf"|this\s+court|they)\s+(?:\w+\s+)?{_OVERTURN}"
    r"|\bnot\s+(?:be\s+)?(?:read|construed|interpreted|understood|taken|seen|viewed)\s+(?:as|to)\b[^;]{0,40}?"
    r"\b(?:overrul|abrogat|disapprov|overturn|repudiat)\w*"
    r"|\bno\s+(?:\w+\s+){0,2}?(?:court|case|decision|one|authority|opinion)s?\s+(?:\w+\s+)?(?:has|have|had)\s+"
    rf"(?:\w+\s+)?{_OVERTURNED}"
    rf"|\bneither\b[^;,]{{0,120}}?\bnor\b[^;,]{{0,120}}?\b(?:has|have|had)\s+(?:\w+\s+)?{_OVERTURNED}"
    rf"|\bneither\s+{_OVERTURNED}(?:\s+nor\s+{_OVERTURNED})?"
    rf"|\b(?:much\s+less|let\s+alone)\s+{_OVERTURN}"
    # a view or a doubt, not an act: "X ought to be overruled", "X should be overruled, but only the
    # en banc court may do so", "Whether X was implicitly overruled ...", "It is doubtful that X was
    # abrogated" (a court's "X should be overruled" alone, like its "must be", may be the act)
    rf"|\b(?:ought\s+to|would|could|might|may)\s+(?:now\s+|well\s+|properly\s+|therefore\s+)?be\s+{_OVERTURNED}"
    rf"|\bshould\s+(?:\w+\s+)?be\s+{_OVERTURNED}\b(?=[^;]{{0,80}}?\b(?:but|however|only\s+the|bound|cannot|not\s+ours)\b)"
    r"|\bwhether\b(?!\s+or\s+not)[^;,]{0,200}?\b(?:was|is|were|are|has\s+been|have\s+been|had\s+been)\s+(?:\w+\s+)?"
    rf"{_OVERTURNED}"
    rf"|\b(?:doubtful|unclear|uncertain|questionable|debatable)\s+(?:that|whether)\b[^;,]{{0,160}}?\b{_OVERTURNED}"
    # a belief the court corrects: "Although X had been thought overruled, we today confirm its vitality"
    # (what it confirms is the case's force, not the overruling: "we now confirm that it was overruled")
    r"|\b(?:thought|believed|assumed|supposed|presumed|said)\s+(?:by\s+(?:some|many)\s+)?"
    rf"(?:to\s+(?:have\s+been|be)\s+)?(?:\w+\s+)?{_OVERTURNED}\b(?=[^;]{{0,160}}?\b"
    r"(?:(?:confirm|reaffirm)\w*\s+(?:its|the\s+case['’]s)\s+(?:continued\s+)?(?:vitality|validity|force|authority)"
    r"|but\s+(?:it|the\s+case)\s+(?:still\s+)?remains\s+(?:good\s+law|binding))\b)",
    re.IGNORECASE,
)
_IN_PART = re.compile(r"\bin\s+part\b|\bto\s+the\s+extent\b|\binsofar\s+as\b", re.IGNORECASE)
_EXTENT = r"(?:to\s+the\s+extent|insofar\s+as)"
# (after a footnote's number or mark opening the sentence: "1 To the extent", "FN1. To the extent")
_EXTENT_OPENS = re.compile(rf"\W*(?:(?:FN)?\d{{1,3}}\.?|\*+)?\W*{_EXTENT}\b", re.IGNORECASE)
# The court doing it: "we disavow", "we therefore disavow"
_WE_BEFORE = re.compile(r"\b[Ww]e\s+(?:\w+\s+)?$")
# Words before a treating word that make it another's view, a question or a denial
_HEDGED = re.compile(
    r"\b(?:argu\w*|conten\w*|assert\w*|urg\w*|suggest\w*|whether|even\s+if|if|believ\w*|dissent\w*"
    r"|not\s+persuaded|(?:do|does|did|need)\s+not|nor|it|its)\b",
    re.IGNORECASE,
)
_OTHER = re.compile(
    r"\b(?:on\s+(?:other|another|different|unrelated|separate)\s+grounds?|in\s+other\s+respects)\b",
    re.IGNORECASE,
)
# Another's view the sentence reports before naming the case: "Respondent argues that X was
# overruled by Y" (the court's own act, "we overrule", is never one)
_ANOTHERS_VIEW = re.compile(
    # "argues that X", or with no "that" before the case's name: "contends X was overruled"
    r"\b(?i:argu|conten[dt]|assert|claim|maintain|suggest|urg|insist|posit|says?\b|said\b)\w*\s+(?:(?i:that)\b|(?=[A-Z]))"
    r"|\b(?i:even\s+if)\b|\b(?i:according\s+to\s+(?:the\s+)?(?:petitioner|respondent|appellant|appellee"
    r"|plaintiff|defendant|movant|government|state|counsel)s?)\b"
    # a judge named writing apart: "Judge Roe, dissenting in Lane v. Moss, 760 F.3d 45, wrote that"
    r"|\b(?i:judge|justice)\s+[A-Z][\w'’-]+\s*,?\s+(?i:dissenting|concurring)\b[^;]{0,200}?"
    r"\b(?i:wrote|argued|said|urged|contended|maintained|suggested|believed|reasoned|opined|would\s+have\s+held)\b"
)
# Where a reported view's clause gives way to the court's own: "; ", ", but", "however"
_CLAUSE_TURNS = re.compile(r";|,\s*(?:but|yet)\b", re.IGNORECASE)
# The main clause after an "Even if ..." one: ", it was abrogated", ", Abernathy was overruled"
_MAIN_CLAUSE = re.compile(
    r",\s+(?:it|we|they|this|that|the\s+\w+|[A-Z][\w'’-]+)\s+(?:was|is|has|had|were|are)\b"
)


def _reported_view_of(sentence: str, mention: int, word: int) -> bool:
    """Whether the treating word at `word` stands in another's view reported before the case
    ("Respondent argues that X was overruled"), its clause not yet given way to the court's own
    ("..., but X was abrogated", "Even if X was right, it was abrogated")."""
    view = _ANOTHERS_VIEW.search(sentence, 0, min(mention, word) + 1)  # + 1: the name's capital
    if view is None or _WE_BEFORE.search(sentence, 0, word) or _RIGHTLY.search(sentence, 0, view.start()):
        return False  # (nor one the court calls right: "Plaintiffs correctly argue that X ...")
    between = sentence[view.end() : word]
    even_if = view.group().lower().startswith("even")
    return not _CLAUSE_TURNS.search(between) and not (even_if and _MAIN_CLAUSE.search(between))


# A treating word with an object of its own right after it, when the case was named before it:
# "Under X, an amended complaint supersedes the original complaint", "In X, the court overruled
# Pratt's hearsay objection" (not "X was overruled by", nor "overruled the next year")
# ("the Supreme Court overruled Smith v. Jones": another case; "we disapprove of the practice")
_OBJECT_AFTER = re.compile(
    r"\s+(?:(?:(?<=disapprove )|(?<=disapproves )|(?<=disapproved ))of\s+)?"
    r"(?!(?:the|a)\s+(?:next|following|same|prior|previous|last)\b)"
    r"(?:the|a|an|his|her|their|its|our|this|these|those|[A-Z][\w.-]*['’]s?|[A-Z][\w.'’&-]*\s+v\.)\s"
)
_CASE_NAME = re.compile(r"[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+v\.\s+[A-Z][\w.'’&-]*")
# Treatments that need a court with authority over the cited one.
_NEEDS_AUTHORITY = frozenset({"overruled", "abrogated", "reversed", "vacated", "disapproved"})
# (a district court hears appeals from its district's bankruptcy court: "The order of the Bankruptcy
# Court is REVERSED")
_RANK = {"scotus": 5, "federal_appellate": 4, "state_supreme": 4, "state_appellate": 3,
         "federal_district": 2, "federal_bankruptcy": 1, "state_trial": 1}  # fmt: skip


def citing_treatment(index: Any, case: IndexedCase, said: str, source: str) -> Treatment | None:
    """The case's treatment in the held opinions citing it (unchecked, and said so, when the index
    holds no citation map). `said` is the brief's sentence (an acknowledged treatment is not
    flagged), `source` how the evidence names the index."""
    if not index.holds_treatment():
        return Treatment(checked=False, source=NO_CITATION_MAP)
    citing = index.citing(case.cluster_id)
    clusters = list(dict.fromkeys(c for c, _, _ in citing))
    cases = index.cases_by_id(clusters)

    # the opinions of courts that could overrule it first, each part newest first: a precedent
    # overruled years ago is still cited by hundreds of newer opinions of the courts below
    able = {c for c in clusters if (by := cases.get(c)) is None or _can_treat(by, case, "overruled")}
    ordered = sorted(citing, key=lambda row: row[0] not in able)

    def texts() -> Iterator[tuple[IndexedCase, str]]:
        for cluster, opinion, _ in ordered[:CITING_READ]:
            by_case = cases.get(cluster)
            row = next((t for t in index.texts_of(cluster) if t.opinion_id == opinion), None)
            if row is not None and by_case is not None:
                yield by_case, _courts_words(row)

    negative = _read_passages(case, texts(), said, source, one_per_case=False)
    for describing, text in index.parentheticals_of(case.cluster_id):
        by_case = cases.get(describing) if describing is not None else None
        if by_case is None or _TRAPS.search(text):
            continue
        # "(rev'd on other grounds by Y)", "(holding ..., overruled by Y)": the case's history, which the
        # describing court reports and need not have made
        found = history = _history_in_parenthetical(text)
        if found is None:
            found = _TREATING.search(text)
            if found is None or found["word"].lower().endswith("ing"):
                continue  # "(overruling X)": what the described case did
            if not _PARENTHETICAL_OPENING.fullmatch(text, 0, found.start()):
                continue  # "(holding that Congress validly abrogated ...)": what the case held
        label = _label(found["word"])
        # "(overruled by Y)": a treatment the describing court reports, needing no authority of its own
        if history is None and not (_by_a_case(label, text, found.end()) or _can_treat(by_case, case, label)):
            continue
        scope = "in_part" if found["in_part"] else "on_other_grounds" if found["other"] else "whole"
        if not any(n.by.case_name == by_case.case_name and n.label == label for n in negative):
            described = f"({text})"
            negative.append(
                _negative(label, scope, by_case, case, described, said, source + REPORTED_IN_A_PARENTHETICAL)
            )
    # (those of courts that could overrule it: no other's overruling counts)
    overruling = [c for c, _, _ in ordered[:CITING_READ] if c in able]
    negative += _done_by_those_citing(index, case, overruling, cases, negative, said, source)
    read = (
        f"; {CITING_READ} read, those of courts that could overrule it first"
        if len(citing) > CITING_READ
        else ""
    )
    return Treatment(
        checked=True,
        source=source + read,
        cited_by=len(clusters),
        negative=negative,
        history_not_shown=_history_not_shown(index, case, set(clusters), said) or None,
    )


# The brief's own history naming the later decision and its citation: "overruled on other grounds by
# Y, 612 N.E.2d 1", California's "disapproved on another ground in Y (2021) 12 Cal.5th 375"
_STATED_BY = re.compile(
    r"\b(?:overruled|abrogated|disapproved|superseded)\b(?:\s+(?:in\s+part|on\s+(?:other|another|different)"
    r"\s+grounds?|by\s+statute))*\s+(?:as\s+(?:recognized|stated)\s+in|by|in)\s+(?P<name>[A-Z][^;()]{0,150}?)"
    r"(?:\s*\(\d{4}\))?,?\s*(?P<cite>\d{1,4}\s+[A-Z][\w.']*(?:\s+[\w.']+){0,3}?\s+\d{1,5})\b"
)


# ... and the case's own, the decision that undid it by its citation: "rev'd, 620 N.E.2d 5",
# "vacated on other grounds sub nom. Hale v. Roe, 620 N.E.2d 5"
_STATED_UNDONE = re.compile(
    r"\b(?P<word>rev['’]d|reversed|vacated)(?:\s+(?:in\s+part|on\s+(?:other|another|different)\s+grounds?"
    r"|and\s+remanded))*(?:\s+sub\s+nom\.\s+[^,;]{1,150})?,\s*"
    r"(?P<cite>\d{1,4}\s+[A-Z][\w.']*(?:\s+[\w.']+){0,3}?\s+\d{1,5})\b"
)
# An appeal's judgment affirmed whole: "The judgment of the appellate court is affirmed", "We affirm."
_AFFIRMED = re.compile(
    r"\b(?:judgments?|decision|order)(?:\s+of\s+the\s+[\w.'’ ]{2,90}?)?\s+(?:is|are)\s+(?:hereby\s+)?"
    r"affirmed\b(?!\s+in\s+part)"
    r"|(?:^|[.!?]\s+)we\s+(?:therefore\s+|accordingly\s+|hereby\s+)?affirm\s*[.;]"
    r"|^\s*Affirmed\.\s*$",
    re.IGNORECASE | re.MULTILINE,
)


def _history_not_shown(index: Any, case: IndexedCase, citing: set[int], said: str) -> list[str]:
    """The later decisions the brief's own history names ("overruled on other grounds by Y, cite")
    that the index holds but whose opinions, by the citation map, cite the case nowhere: history the
    source does not show (invented, or another case's); and those it says reversed or vacated the
    case ("rev'd, cite") whose opinion, citing it, affirmed the judgment and undid none. A decision
    the index does not hold says nothing."""
    shown = [*_undone_but_affirmed(index, case, citing, said)]
    for m in _STATED_BY.finditer(said):
        volume, *series, page = m["cite"].split()
        held = index.cases_at(volume, " ".join(series), page)
        later = [
            c
            for c in held
            if case.date_filed is None or c.date_filed is None or c.date_filed > case.date_filed
        ]
        if later and not any(c.cluster_id in citing for c in later):
            shown.append(
                f"CourtListener's citation map shows no citation of the case in {m['name'].strip()}, "
                f"{m['cite']}, which the index holds"
            )
    return shown


def _courts_words(row: OpinionRow) -> str:
    """An opinion's text as its court wrote it: a dissent stored in a combined text cut off at its byline."""
    return words_of_the_court(OpinionText(row.kind, row.text, row.units, row.paragraphs))


def _undone_but_affirmed(index: Any, case: IndexedCase, citing: set[int], said: str) -> Iterator[str]:
    """Each "rev'd, cite" or "vacated, cite" of the brief whose decision, held and citing the case,
    affirmed the judgment and reversed or vacated nothing, as a note says it."""
    for m in _STATED_UNDONE.finditer(said):
        volume, *series, page = m["cite"].split()
        for held in index.cases_at(volume, " ".join(series), page):
            if held.cluster_id not in citing:
                continue
            for row in index.texts_of(held.cluster_id):
                text = _courts_words(row)
                affirmed = _AFFIRMED.search(text)
                if affirmed is None or _DISPOSITION.search(text):
                    continue
                found = _sentence_around(text, affirmed.start(), affirmed.end())
                words = " ".join((found[0] if found else affirmed.group()).split())
                said_word = "reversed" if m["word"].lower().startswith("rev") else "vacated"
                yield (
                    f"the brief says {held.case_name}, {m['cite']}, {said_word} the case, but that decision, "
                    f"citing it, affirmed: \u201c{words}\u201d"
                )
                break


# A later court's parenthetical saying what a case did to another, the other its object: "(overruling
# Hale v. Pratt and holding ...)", "(holding ..., and expressly overruling in part Hale, 512 N.E.2d
# 88)", "(en banc; overruling our prior decision in Hale)"; the participle opens the parenthetical or a
# clause of it, and the object is read to its clause's end ("overruling Smith and following Hale":
# Smith's)
_DONE_BY_IT = re.compile(
    r"(?:^|[;,]\s*|\band\s+)\W*"
    r"(?:(?:expressly|partially|effectively|explicitly|implicitly|today|now|sub\s+silentio)\s+)?"
    r"(?P<word>overruling|abrogating|disapproving)"
    r"(?P<in_part>(?:,?\s+(?:in\s+(?:relevant\s+|pertinent\s+)?part|sub\s+silentio),?)*)"
    r"\s+(?P<object>[^;:]{1,200})",
    re.IGNORECASE,
)
_OBJECT_ENDS = re.compile(
    r"\s+(?:and|but)\s+[a-z]+ing\b|,\s*(?:and\s+)?[a-z]+ing\b|\s+(?:under|in\s+light\s+of)\s"
)
# What may stand before the case in the object: "our prior decision in", "the panel's decision in"
_DECISION_IN = re.compile(
    r"(?:both\s+)?"
    r"(?:(?:our|its|the|this\s+court['’]s|the\s+(?:[A-Z][\w.]*\s+(?:of\s+)?){0,3}[A-Z][\w.]*['’]s?|the\s+panel['’]s)"
    r"\s+(?:own\s+)?(?:prior\s+|earlier\s+|previous\s+)?(?:en\s+banc\s+)?"
    r"(?:decisions?|holdings?|opinions?|precedents?)\s+in\s+)?"
)
# Another case listed before it in the object: "Pierce v. Doyle, 500 F.3d 1, and "
_LISTED_IN_THE_OBJECT = re.compile(
    r"(?:[^,;]{1,80}?(?:,\s*(?:and\s+)?|\s+(?:and|as\s+well\s+as|along\s+with)\s+))+"
)


def _done_by_those_citing(
    index: Any,
    case: IndexedCase,
    clusters: list[int],
    cases: dict[int, IndexedCase],
    found: list[NegativeTreatment],
    said: str,
    source: str,
) -> list[NegativeTreatment]:
    """The case's treatment in what later courts' parentheticals say the opinions citing it did
    ("Doe v. Roe (overruling Hale v. Pratt ...)"): CourtListener's parentheticals describe the case
    that did it, and the overruling opinion's own words may not say so in any form read."""
    patterns = _mentions(case)
    ours = set(distinctive(case.case_name))
    own = {" ".join(c.split()) for c in case.citations}
    negative: list[NegativeTreatment] = []
    for cluster in dict.fromkeys(clusters):
        by_case = cases.get(cluster)
        if by_case is None:
            continue
        for _, text in index.parentheticals_of(cluster):
            m = _DONE_BY_IT.search(text)
            if m is None:
                continue
            clause = _OBJECT_ENDS.split(m["object"], maxsplit=1)[0]
            clause = clause[_DECISION_IN.match(clause).end() :]  # type: ignore[union-attr]
            mention = _object_named(clause, patterns)
            if mention is None or _another_of_the_name(clause, mention.end(), ours, own):
                continue
            label = _label(m["word"])
            if not _can_treat(by_case, case, label):
                continue
            if any(n.by.case_name == by_case.case_name and n.label == label for n in [*found, *negative]):
                continue
            scope = "in_part" if re.search(r"\bpart\b", m["in_part"] or clause) else "whole"
            described = f"{by_case.case_name} ({text})"
            negative.append(
                _negative(label, scope, by_case, case, described, said, source + ", a parenthetical")
            )
    return negative


def _object_named(clause: str, patterns: list[re.Pattern[str]]) -> re.Match[str] | None:
    """The case's mention opening the object ("Hale v. Pratt", "512 N.E.2d 88"), or standing in a
    list of cases there ("Pierce v. Doyle and Hale"); not "the objection under Hale"."""
    for p in patterns:
        hit = p.match(clause)
        if hit is not None:
            return hit
        for hit in p.finditer(clause):
            listed = _LISTED_IN_THE_OBJECT.fullmatch(clause, 0, hit.start())
            if listed is not None and re.match(r"[A-Z\d]", clause) and " v. " in clause[: hit.start()]:
                return hit
    return None


def passages_treatment(
    case: IndexedCase, passages: list[tuple[IndexedCase, str]], said: str, source: str
) -> Treatment:
    """The case's treatment in passages of the opinions citing it (a search's highlighted
    excerpts, say), read by the same rules as whole texts: a passage that does not itself mention
    the case, or whose treating word is a trap or about another case, is not a treatment. A case
    is named once, however many of its passages treat it."""
    negative = _read_passages(case, passages, said, source, one_per_case=True)
    return Treatment(checked=True, source=source, cited_by=None, negative=negative)


def _read_passages(
    case: IndexedCase, passages: Iterable[tuple[IndexedCase, str]], said: str, source: str, one_per_case: bool
) -> list[NegativeTreatment]:
    """Each passage of a citing opinion that treats the case, as its negative treatment."""
    patterns = _mentions(case)
    negative: list[NegativeTreatment] = []
    for by_case, text in passages:
        if one_per_case and any(n.by.case_name == by_case.case_name for n in negative):
            continue
        found = _read(text, patterns, case, by_case)
        if found is not None:
            label, scope, sentence = found
            negative.append(_negative(label, scope, by_case, case, sentence, said, source))
    return negative


def _negative(
    label: str, scope: str, by: IndexedCase, cited: IndexedCase, sentence: str, said: str, source: str
) -> NegativeTreatment:
    named = acknowledges_treatment(
        said,
        scope == "whole",
        by.case_name,
        cited.case_name,
        sentence,
        given_names=given_names(),
        states=state_names(),
        by_citations=tuple(by.citations),
        label=label,
    )
    if named and scope != "whole" and _OTHER.search(said) and _the_part_it_cites(sentence, said):
        named = False  # "on other grounds" of the very part overruled tells the reader it stands
    return NegativeTreatment(
        label=label,  # type: ignore[arg-type]
        scope=scope,  # type: ignore[arg-type]
        by=TreatingCase(
            case_name=by.case_name,
            citation=next(iter(by.citations), None),
            court=by.court_id,
            date=by.date_filed.isoformat() if by.date_filed else None,
        ),
        sentence=" ".join(sentence.split()),
        acknowledged_in_brief=named,
        source=source,
    )


# The part of the case a treating sentence does it to: "... to the extent it held that X"
_THE_PART = re.compile(
    rf"\b{_EXTENT}\s+(?:it|\w+)\s+(?:held|holds|hold|says?|said|suggest\w*|stat\w*|read\w*)"
    r"\s+(?:that\s+)?(?P<part>[^.;]+)",
    re.IGNORECASE,
)


def _the_part_it_cites(sentence: str, said: str) -> bool:
    """Whether the part of the case the sentence treats is what the brief cites it for."""
    part = _THE_PART.search(sentence)
    return part is not None and words_said_in(part.group("part"), said)


# A caption's opening, before the name a court writes the case by: "In re Marriage of Hale" is
# "Hale", "People ex rel. Hale" is "Hale"
_CAPTION_OPENING = re.compile(
    r"^(?:(?:In\s+re|Ex\s+parte|Matter\s+of)\s+(?:the\s+)?(?:(?:Marriage|Estate|Adoption|Custody|Guardianship"
    r"|Welfare|Parentage|Paternity|Application|Petition|Trust|Commitment|Detention)\s+of\s+)?(?:the\s+)?"
    r"|[^,]*?\bex\s+rel\.?\s+)",
    re.IGNORECASE,
)


def _mentions(case: IndexedCase) -> list[re.Pattern[str]]:
    """How a citing opinion writes the case: each of its citations, its name."""
    out = []
    for cite in case.citations:
        # (its stops optional, and a space after one: the Supreme Court writes "504 U. S. 298")
        parts = [re.escape(p).replace(r"\.", r"\.?\s*") for p in cite.split()]
        out.append(re.compile(r"\b" + r"\s*".join(parts) + r"\b"))
    # its short name, else its first party that names it: "People v. Hale" is "Hale" (a government
    # or "In re" names no case)
    parties = (_CAPTION_OPENING.sub("", p.strip()) for p in case.case_name.split(" v. "))
    name = case.case_name_short or next((p for p in parties if distinctive(p)), "")
    if distinctive(name):
        out.append(re.compile(r"\b" + re.escape(name) + r"\b"))
    return out


# How a court above disposes of the judgment it reviews: "The judgment of the Court of Appeals is
# reversed", "the district court's judgment is vacated", "The order of the district court is
# REVERSED", a closing "Reversed.". The court it names (`_of_the_court_below`) must be the cited case's.
_NAMED = r"[\w.'’ ]{2,90}?"
_BEFORE_ITS_END = r"(?=\s+and\s+remand|\s*[,.;:]|\s+insofar|\s+in\s+part|\s+for\s+further|\s*$)"
_UNDONE = r"reversed|vacated|quashed|set\s+aside|annulled"
# A citation between a noun and its verb: "The panel opinion, 591 F.3d 88, is vacated"
_CITED_AT = r"\d{1,4}\s+[A-Z][\w. ]{0,12}?\s+\d{1,5}"
# Florida quashes what it reverses; a judgment set aside or annulled is vacated
_UNDONE_AS = {"quash": "reversed", "set aside": "vacated", "annul": "vacated"}
_DISPOSITION = re.compile(
    # found by its noun: whose it is ("the district court's order") is read back from there
    # (an en banc court's "The panel opinion, 591 F.3d 88, is vacated", "The opinion and judgment
    # entered March 3, 2010, are hereby vacated")
    rf"\b(?:(?:opinion\s+and\s+)?judgments?(?:\s+and\s+opinion)?|decision|order|opinion)"
    rf"(?:\s+(?:of\s+the\s+(?P<po>{_NAMED})|below|under\s+review))?(?:\s*,\s*{_CITED_AT}\s*,)?"
    r"(?:\s*,?\s+entered\s+[^.;]{0,40}?)?\s*,?\s*(?:is|are)"
    r"(?:\s*,?\s*(?:therefore|accordingly|thus|consequently)\s*,?)?\s+(?:hereby\s+)?"
    rf"(?:affirmed\s+in\s+part\s+and\s+)?(?P<word>{_UNDONE})(?P<in_part>\s+in\s+part)?"
    # "We reverse the judgment of the Court of Appeals", "For the reasons stated, we REVERSE and
    # REMAND": the court's own sentence (not "Quill asks that we reverse", "If we reverse")
    r"|(?:(?:^|[.!?]\s+)(?:(?!(?:if|unless|should|were|had|when|where|whether|although|even|ordinarily|generally"
    r"|typically|usually|normally|often)\b)[a-z][^.!?;,]{0,60},\s+)?"
    # (Michigan's order: "the application for leave to appeal the judgment of the Court of Appeals,
    # X, is considered and, pursuant to MCR 7.305(H)(1), in lieu of granting leave to appeal, we
    # REVERSE the judgment of the Court of Appeals")
    r"|\bin\s+lieu\s+of\s+granting\s+leave\s+to\s+appeal\s*,\s*)"
    r"we\s+(?:therefore\s+|accordingly\s+|hereby\s+)?"
    # (a petition granted first: Texas's per curiam, "We grant the petition for review and, without
    # hearing oral argument, reverse the court of appeals' judgment" (Tex. R. App. P. 59.1))
    r"(?:grant\s+the\s+(?:[\w'’]+\s+){0,2}?(?:petition|application)(?:\s+for\s+(?:\w+\s+){0,2}?(?:review|writ\s+of\s+\w+))?"
    r"\s*,?\s+and\s*,?\s*(?:without\s+(?:hearing\s+)?oral\s+argument\s*,\s*)?)?"
    r"(?P<act>reverse|vacate|quash|set\s+aside|annul)"
    rf"(?:\s+the\s+(?:(?P<an>{_NAMED})['’]s?\s+)?(?:judgments?|decision|order)"
    rf"(?:\s+(?:of\s+the\s+(?P<ao>{_NAMED}){_BEFORE_ITS_END}|below))?|\s+and\s+remand)\b"
    r"(?P<act_part>[^.]{0,40}?\binsofar\s+as\b)?(?!\s+(?:when|where|whenever)\b)"
    # "Accordingly, the order of the Appellate Division should be reversed" (New York's Court of
    # Appeals), opening its sentence: not a party's "argues that the judgment should be reversed"
    r"|(?:^|[.!?]\s+)(?:(?:accordingly|therefore|thus|consequently)\s*,\s*)?the\s+(?:judgments?|decision|order)"
    rf"(?:\s+of\s+the\s+(?P<so>{_NAMED}))?\s+(?:should|must)\s+be\s+(?P<sword>{_UNDONE})"
    r"(?=\s*[,.;])"
    # a memorandum's "Order reversed, with costs, and complaint dismissed.", "Judgment reversed."
    # "Appellate court judgment reversed; circuit court judgment affirmed.", "Judgment reversed and
    # cause remanded."
    r"|(?:^|[.!?]\s+)(?:(?P<mn>[A-Z][\w.'’]*(?:\s+[\w.'’]+){0,2}?)\s+)?(?:judgments?|orders?)\s+"
    rf"(?P<mword>{_UNDONE})(?=\s*[,.;]|\s+and\s+(?:the\s+)?(?:cause|case|matter)\s+remanded"
    r"|\s+and\s+(?:final\s+)?judgment\s+entered)"
    # "Reversed." on a line of its own, or closing the text ("REVERSED AND REMANDED.": a text's line
    # breaks may be folded to spaces)
    r"|^\s*(?P<alone>Reversed|Vacated)(?:,?\s+and\s+remanded)?\.\s*$"
    # "We reverse." as a sentence of its own (`_disposed` reads it only after the case named as the
    # decision below)
    # (after "Accordingly, ", "For these reasons, "; after "As to the fee award, " in part)
    # (and "Because the Court of Appeals erred, we reverse.", "We granted certiorari, and now reverse.")
    r"|(?:^|[.!?]\s+)(?:(?:accordingly|therefore|thus|consequently|for\s+(?:these|those|the\s+foregoing|the)"
    r"(?:\s+\w+){0,3}?\s+reasons(?:\s+\w+){0,3}?|because\s+[^,.;]{1,80})\s*,\s*"
    r"|(?P<bare_part>as\s+to\s+[^,.;]{1,60},\s*))?"
    r"(?:we\s+granted\s+certiorari[^.;]{0,80}?,?\s+and\s+(?:now\s+)?|we\s+(?:therefore\s+|accordingly\s+)?)"
    r"(?P<bare>reverse|vacate)\s*\.(?=\s|$)"
    # ... or closing the text ("Reversed and remanded." before "It is so ordered.")
    r"|[.:!?]\s+(?P<closing>Reversed|Vacated)(?:,?\s+and\s+remanded)?(?:\s+for\s+further\s+proceedings)?\."
    r"(?:\s+It\s+is\s+so\s+ordered\.)?\s*\Z",
    re.IGNORECASE | re.MULTILINE,
)
# Whose the judgment is, written before it: "the Court of Appeals' judgment", "the district court's order"
_POSSESSOR = re.compile(r".*\bthe\s+([\w'’ ]{2,90}?)['’]s?\s+$", re.IGNORECASE | re.DOTALL)
# (Florida's district courts of appeal by their number: "the decision of the Fourth District")
_APPELLATE_NAMED = re.compile(
    r"appeal|appellate|\bcircuit\b(?!\s+court)|\b(?:first|second|third|fourth|fifth|sixth)\s+district\b(?!\s+court\b)",
    re.IGNORECASE,
)
_A_COURT_OF_APPEALS = re.compile(r"\bcourt\s+of\s+appeals\b", re.IGNORECASE)


def _names_its_place(named: str, state: str | None) -> bool:
    """Whether a court's name says its State ("the New York Court of Appeals", "Court of Appeals of
    Maryland") or the District ("D.C.", "District of Columbia")."""
    from briefcheck.reference.courts import state_by_postal

    row = state_by_postal(state) if state is not None else None
    if row is None:
        return False
    places = [row.name, *(["D.C."] if state == "DC" else [])]
    return any(re.search(rf"\b{re.escape(place)}", named, re.IGNORECASE) for place in places)


# (not "superior": Pennsylvania's Superior Court hears appeals)
_TRIAL_NAMED = re.compile(
    r"district|trial|bankruptcy|circuit\s+court|county|chancery|family|magistrate", re.IGNORECASE
)


def _of_the_court_below(named: str | None, cited: IndexedCase) -> bool:
    """Whether the court a disposition names ("of the district court", "the Second Circuit's") can be
    the cited case's: a court of appeals' judgment is not a district court's decision it affirmed."""
    from briefcheck.reference.courts import court_from_courts_db

    court = court_from_courts_db(cited.court_id) if cited.court_id else None
    if named is None or court is None or "panel" in named.lower():
        return True
    if _APPELLATE_NAMED.search(named):
        # (New York's, Maryland's and the District's courts of last resort are each a "Court of
        # Appeals", named with their place: "the New York Court of Appeals")
        last_resort_so_named = bool(cited.court_name and _A_COURT_OF_APPEALS.search(cited.court_name))
        return court.level in ("federal_appellate", "state_appellate") or (
            last_resort_so_named
            and _A_COURT_OF_APPEALS.search(named) is not None
            and _names_its_place(named, court.state)
        )
    if _TRIAL_NAMED.search(named):
        return court.level in ("federal_district", "federal_bankruptcy", "state_trial")
    if "supreme" in named.lower():
        return court.level == "state_supreme"
    return True


# How long after a decision its appeal may be decided (an intermediate court, then the high court, a
# remand between can take years): later, the parties' next case reviews another
_APPEAL_WITHIN = timedelta(days=6 * 365)


# The decision under review named: a court below and the case set beside it ("The Court of Appeals,
# X, 600 F.3d 100, held", "the court below (X, 600 F.3d 100)"), or the case taken up ("We granted
# certiorari to review X, 600 F.3d 100"); nothing but the case's name between them
_BELOW = (
    r"(?i:(?:court\s+of\s+appeals?|court\s+below|appellate\s+court|lower\s+court|the\s+panel|circuit)\s*[,(]"
    r"|(?:to\s+review|on\s+review\s+of|appeal\s+from)(?:\s+the\s+(?:judgment|decision)\s+(?:in|of))?)\s*"
    r"(?:[A-Z][\w.'’&-]*(?:\s+(?:[A-Z][\w.'’&-]*|v\.|of|and|the|&|ex|rel\.|in|re))*,?\s*)?"
)


# ... or cited right after the sentence saying what the court below decided ("The Ninth Circuit held
# that the search was lawful. X, 600 F.3d 100.")
_BELOW_DECIDED = (
    r"(?i:(?:court\s+of\s+appeals?|court\s+below|circuit|appellate\s+court|lower\s+court)\b[^.]{0,200}?"
    r"\b(?:held|affirmed|reversed|concluded|ruled|agreed|determined|decided|found|dismissed)\b[^.]{0,300}?\.\s+)"
    r"(?:[A-Z][\w.'’&-]*(?:\s+(?:[A-Z][\w.'’&-]*|v\.|of|and|the|&|ex|rel\.|in|re))*,?\s*)?"
)


def _as_written(cite: str) -> str:
    """A pattern for a citation however an opinion spaces it ("600 F.3d 100", "600  F.3d\n100")."""
    return re.escape(" ".join(cite.split())).replace(r"\ ", r"\s+")


def _named_as_below(before: str, case: IndexedCase) -> bool:
    """Whether `before` names the case as the decision under review (`_BELOW`, `_BELOW_DECIDED`)."""
    cites = [_as_written(c) for c in case.citations]
    return (
        bool(cites)
        and re.search(rf"(?:{_BELOW}|{_BELOW_DECIDED})(?:{'|'.join(cites)})\b", before) is not None
    )


def _disposed(
    text: str, case: IndexedCase, by: IndexedCase, patterns: list[re.Pattern[str]]
) -> tuple[str, str, str] | None:
    """The case's own appeal reversing or vacating the judgment it reviews, in a sentence that need
    not name it: (label, scope, sentence). An appeal is a court above, deciding within a few years
    after, a party of the name shared (`_can_treat`); under a caption whose other side is another's,
    not one citing the case as a precedent (`patterns` find its mentions): a party's other case."""
    if by.date_filed is None or case.date_filed is None:
        return None
    if not timedelta(0) < by.date_filed - case.date_filed <= _APPEAL_WITHIN:
        return None  # a later decision between the parties reviews a later judgment
    if not _both_sides_shared(by.case_name, case.case_name) and _cited_as_precedent(text, patterns):
        return None  # "Young v. Orbis Staffing" relying on, or distinguishing, "Young v. Ames"
    if _reviews_another_decision(text, case) or _named_as_a_prior_appeal(text, case):
        return None  # successive appeals under one caption: the judgment it says it reviews is another's
    en_banc = _EN_BANC.search(text) is not None
    for m in _DISPOSITION.finditer(text):
        said = m["word"] or m["sword"] or m["mword"] or m["act"] or m["alone"] or m["closing"] or m["bare"]
        if m["bare"] and not _named_as_below(text[max(0, m.start() - 600) : m.start()], case):
            continue  # "The court below did not apply X. We reverse.": another judgment than X's
        if said.lower().startswith(("quash", "set", "annul")) and not _A_JUDGMENT.search(m.group()):
            continue  # "The protective order is quashed", "we set aside the order compelling arbitration"
        if _AN_OPINION.search(m.group()) and not _its_own_opinion(m.group(), case, by):
            continue  # "our prior opinion, 640 F.3d 1, is vacated": another opinion than the case's
        label = _undone_label(said)
        possessor = _POSSESSOR.match(text, max(0, m.start() - 100), m.start()) if m["word"] else None
        named = (
            (possessor.group(1) if possessor else None) or m["po"] or m["an"] or m["ao"] or m["so"] or m["mn"]
        )
        if not _of_the_court_below(named, case):
            continue
        # an en banc court vacates its panel's opinion, named so or as "the opinion" it reheard
        its_panel = en_banc and re.search(r"panel|opinion", f"{named} {m.group()}", re.IGNORECASE) is not None
        if _can_treat(by, case, label, its_panel):
            # the match may open at the stop ending the sentence before: its own sentence is after it
            start = m.start() + len(m.group()) - len(m.group().lstrip(".!?: \t\n"))
            held = _sentence_around(text, start, m.end())
            scope = "in_part" if m["in_part"] or m["act_part"] or m["bare_part"] else "whole"
            return label, scope, held[0] if held else m.group()
    return None


# The appeal naming the decision it reviews, in its own voice and now: "We granted certiorari to review
# X, 640 F.3d 5", "this Court granted review of X, 640 F.3d 5" (not "We previously granted certiorari
# to review X ..., vacated, and remanded", an earlier review; nor another court's)
_TO_REVIEW = re.compile(
    r"\b(?:we|this\s+court|the\s+court)\s+(?:(?:then|again|now|later)\s+)?granted\s+(?:certiorari|review)"
    r"(?:\s+to\s+review|\s+of|\s+in)?\s+(?:the\s+(?:judgment|decision|opinion)\s+(?:in|of)\s+)?[^;]{0,120}?(?P<cite>"
    + REPORTER_CITATION
    + ")",
    re.IGNORECASE,
)
# An earlier review, told as past: "previously", "vacated and remanded" in its sentence
_AN_EARLIER_REVIEW = re.compile(r"\b(?:previously|earlier|first|vacated|remanded)\b", re.IGNORECASE)


def _reviews_another_decision(text: str, case: IndexedCase) -> bool:
    """Whether the appeal says it reviews another decision of the case's caption, by a citation not
    the case's ("In the first appeal, X, 600 F.3d 100, the court remanded. We granted certiorari to
    review X, 640 F.3d 5."): its disposition is that decision's."""
    own = {
        slot_key(c) for c in case.citations
    }  # "731 F. 3d 15", as the U.S. Reports space it, is "731 F.3d 15"
    words = set(distinctive(case.case_name))
    named = [
        slot_key(m["cite"])
        for m in _TO_REVIEW.finditer(text)
        if words
        and words <= set(distinctive(text[m.start() : m.start("cite")]))
        and not ((told := _sentence_around(text, m.start(), m.end())) and _AN_EARLIER_REVIEW.search(told[0]))
    ]
    return bool(named) and not any(cite in own for cite in named)


# The parties' earlier appeal or suit, named so: "In a prior appeal between these parties, X, ...", "The
# parties were before the court once before. X. That judgment became final."
_A_PRIOR_APPEAL = re.compile(
    r"\b(?:prior|earlier|previous|first|former)\s+(?:appeal|suit|action|lawsuit|proceeding)s?\b"
    r"|\bonce\s+before\b|\bbecame\s+final\b",
    re.IGNORECASE,
)
_PRIOR_REACH = 400  # characters either side of the case's citation read for its sentences


def _named_as_a_prior_appeal(text: str, case: IndexedCase) -> bool:
    """Whether the appeal names the case's citation as the parties' earlier appeal or suit, in the
    sentence citing it or one beside it: its disposition is of the judgment now under review."""
    for cite in case.citations:
        for m in re.finditer(_as_written(cite), text):
            lo = max(0, m.start() - _PRIOR_REACH)
            window = text[lo : m.end() + _PRIOR_REACH]
            spans = split_sentences(window)
            at = next((i for i, (a, b) in enumerate(spans) if a <= m.start() - lo < b), None)
            if at is not None and any(
                _A_PRIOR_APPEAL.search(window[a:b]) for a, b in spans[max(0, at - 1) : at + 2]
            ):
                return True
    return False


def _read(
    text: str, patterns: list[re.Pattern[str]], case: IndexedCase, by: IndexedCase
) -> tuple[str, str, str] | None:
    """The first sentence citing the case that treats it: (label, scope, sentence); else the
    case's own appeal disposing of it."""
    found = _read_mentions(text, patterns, case, by)
    return found if found is not None else _disposed(text, case, by, patterns)


def _read_mentions(
    text: str, patterns: list[re.Pattern[str]], case: IndexedCase, by: IndexedCase
) -> tuple[str, str, str] | None:
    ours = {w for w in distinctive(case.case_name)}
    own = {" ".join(c.split()) for c in case.citations}  # its citations, as a sentence spaces them
    en_banc = _EN_BANC.search(text) is not None
    for pattern in [*patterns, *_names_given_to_it(text, own)]:
        for m in pattern.finditer(text):
            if (
                _another_of_the_name(text, m.end(), ours, own)
                or _named_after_another(text, m.start(), case)
                or _short_name_of_another(text, m.start(), m.end(), own)
            ):
                continue
            history = _HISTORY_AFTER.match(text, m.end()) if any(c.isdigit() for c in m.group()) else None
            vacated = history is not None and "vacat" in history["word"].lower()
            bare = (
                vacated
                and history["word"].lower() == "vacated"
                and not history.group().lstrip(",( ")[:1].isalpha()
            )
            named = _named_from(text, m.start()) if bare else 0
            if bare and _VERB_OF_THE_SENTENCE.search(text, max(0, named - 40), named):
                history = None
            if history is not None:  # "X, 600 F.3d 100 (1st Cir. 2010), rev'd, 565 U.S. 1": reported
                around = _sentence_around(text, m.start(), m.end())
                said = history.group()
                return "vacated" if vacated else "reversed", _scope_of(said), around[0] if around else said
            held = _sentence_around(text, m.start(), m.end())
            if held is None:
                continue
            sentence, mention = held
            others = _other_cases_in(sentence, own)
            following = _following(text, m.end(), sentence)
            treated, said = _treats(sentence, mention, ours, others, following), sentence
            if treated is None and (next_done := _treated_next(sentence, following, mention)) is not None:
                # the evidence: the sentence naming the case, on to the one doing it ("... It is overruled.")
                treated, done = next_done
                said = f"{sentence.rstrip()} {' '.join(done.split())}"
            panel = en_banc and "panel" in sentence.lower()  # "The panel opinion, X, is vacated"
            if treated is not None and (treated[2] or _can_treat(by, case, treated[0], panel)):
                return (*treated[:2], said)
    return None


_NAME_GOES_ON = re.compile(r"(?:\s+[A-Z][\w.'’&-]*){0,4},?\s*")


def _named_from(text: str, at: int) -> int:
    """Where the case whose citation begins at `at` is named ("X v. Y, 600 F.3d 100"), else `at`."""
    names = [
        n
        for n in _CASE_NAME.finditer(text, max(0, at - 160), at)
        if _NAME_GOES_ON.fullmatch(text, n.end(), at)
    ]
    return names[-1].start() if names else at


# After a party's name, what makes the mention another case of that party: its other party ("Abernathy
# v. Kline"), or a number and a citation of its own ("Abernathy II, 700 F.3d 20")
_OTHER_PARTY = re.compile(r"\s+v\.\s+(?P<party>[A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,3})")
# A citation right after the name: "Hale v. Pratt, 700 N.E.2d 5"
_CITED_AFTER = re.compile(r"[\w.'’&]*,\s*(?P<cite>\d{1,4}\s+[A-Z][\w.']*(?:\s+[\w.']+){0,3}?\s+\d{1,5})\b")
_NUMBERED = re.compile(r"\s+(?:I{1,3}|IV|V|VI)\b,?\s*(?P<cite>\d+\s+[A-Z][\w. ]{0,20}?\s+\d+)")


# The case's subsequent history a citing opinion writes after its citation, with the reversing
# decision's own citation: "(1st Cir. 2010), rev'd, 565 U.S. 1", "rev'd sub nom. Y v. X, 565 U.S. 1".
# Only the abbreviation: "reversed" and "vacated" after a citation are as often the verb of the
# sentence ("The Court of Appeals, relying on X (CA1 2010), reversed, 800 F.3d 5").
_HISTORY_AFTER = re.compile(
    # the pins (a page, a range, a note: ", 102 n.3", ", 102 & nn.3-4", ", 102, 105"), then the court
    # and year and any explanatory parenthetical, which may hold a citation with its own, itself with
    # one ("(quoting Y, 590 F.3d 575 (1st Cir. 2009) (citing Z ...))"): what follows its close is the case's
    r"(?:,\s*\d+(?:[-–]\d+)?(?:\s*(?:&\s*)?nn?\.\s*\d+(?:[-–]\d+)?)?)*"
    r"(?:\s*\((?:[^()]|\((?:[^()]|\([^()]{0,120}\)){0,500}\)){0,600}\))*\s*,\s*"
    # what comes first in the history: "aff'd in part,", "cert. granted,", "reh'g en banc granted,"
    r"(?:aff['’]d\s+in\s+part(?:\s*,\s*|\s+and\s+)|(?:cert\.\s+granted|reh['’]g\s+(?:en\s+banc\s+)?granted),\s*)?"
    r"(?P<word>rev['’]d|(?:(?:judgment|opinion|decision)\s+)?vacated(?=\s+(?:and|in\s+part|on|sub|by|as)\b|,))"
    r"(?:\s+in\s+part)?(?:\s+as\s+moot)?(?:\s+and\s+remanded)?(?:\s+on\s+other\s+grounds)?(?:\s+sub\s+nom\.?\s+[^,;]{0,80}?)?"
    r"(?:\s+by\s+[^,;]{0,80}?)?,\s*\d{1,4}\s+[A-Z]"
)
# Words before the mention that make a bare "vacated" after its citation the sentence's verb: a
# phrase set off by a comma after the subject ("The panel, bound by X (CA1 2010), vacated, 800 F.3d
# 5"), or a court's reliance ("relying on X")
_VERB_OF_THE_SENTENCE = re.compile(
    r"(?:,\s*(?:[a-z]+\s+){1,3}|\b(?:relying\s+on|citing|following|applying|under|in\s+light\s+of"
    r"|based\s+on)\s+)$",
    re.IGNORECASE,
)
# A name straight after a treating word, as its object: "we overrule Abernathy II, 700 F.3d 20"
_NAME_AFTER = re.compile(r"\s+[A-Z]")


def _other_cases_in(sentence: str, own: set[str]) -> tuple[int, ...]:
    """Where the sentence cites another case (a citation not among `own`, the cited case's): a
    treating word nearer one of them than the mention is that case's."""
    keys = {slot_key(c) for c in own}  # "494 U. S. 652", as the Supreme Court spaces it, is "494 U.S. 652"
    citations = A_REPORTER_CITATION.finditer(sentence)
    return tuple(m.start() for m in citations if slot_key(m.group()) not in keys)


def _another_of_the_name(text: str, end: int, ours: set[str], own: set[str]) -> bool:
    """Whether the mention ending at `end` is another case sharing the cited case's party name."""
    other = _OTHER_PARTY.match(text, end)
    if other is not None and not set(distinctive(other["party"])) & ours:
        return True
    keys = {slot_key(c) for c in own}  # compared as "494 U. S. 652" and "494 U.S. 652" are one
    cited = _CITED_AFTER.match(text, other.end() if other is not None else end)
    if cited is not None:  # "Hale v. Pratt, 700 N.E.2d 5" of the Hale v. Pratt at 512 N.E.2d 88
        cite = " ".join(cited["cite"].split())
        series = {slot_key(c.split(" ", 1)[1].rsplit(" ", 1)[0]) for c in own if c.count(" ") >= 2}
        return slot_key(cite) not in keys and slot_key(cite.split(" ", 1)[1].rsplit(" ", 1)[0]) in series
    if other is not None:
        return False
    numbered = _NUMBERED.match(text, end)
    if numbered is not None:
        return slot_key(numbered["cite"]) not in keys
    return False


# A numeral after a short name: "Hale II", the second of two cases the opinion names "Hale"
_NUMERAL_AFTER = re.compile(r"\s+(?:I{1,3}|IV|VI?)\b")
# How far before a parenthetical giving a case its short name its citation may stand
_GIVEN_REACH = 200


def _names_given_to_it(text: str, own: set[str]) -> list[re.Pattern[str]]:
    """The short names the opinion gives the cited case in a parenthetical after one of its
    citations ("Alder v. Birch (2012) 55 Cal.4th 145 (Birch)", "(hereinafter "Birch")"), as
    mentions of it."""
    ours = {slot_key(c) for c in own}
    return [
        re.compile(r"\b" + re.escape(g["name"]) + r"\b")
        for g in _A_NAME_GIVEN.finditer(text)
        if distinctive(g["name"]) and _given_to(text, g.start(), ours, g["name"]) is True
    ]


# A parenthetical giving the case before it a short name: '(hereinafter "Birch")', "(Birch)"
_GIVING_A_NAME = r"\(\s*(?:hereinafter\s+|hereafter\s+)?[\"“]?"
_A_NAME_GIVEN = re.compile(rf"{_GIVING_A_NAME}(?P<name>[A-Z][\w'’&-]+(?:\s+[A-Z][\w'’&-]+)?)[\"”]?\s*\)")


def _short_name_of_another(text: str, start: int, end: int, own: set[str]) -> bool:
    """Whether the mention at text[start:end], a name alone ("Hale", or "Hale II" with its
    numeral), is the short name the opinion gives another case: every parenthetical giving that
    name ("(hereinafter "Hale")", California's "(Hale)", "(Hale II)") follows a citation that is not
    the cited case's."""
    if text[start:end][:1].isdigit() or _OTHER_PARTY.match(text, end):
        return False  # a citation, or a caption with its other party: not a name alone
    numeral = _NUMERAL_AFTER.match(text, end)
    name = text[start:end] + (numeral.group() if numeral else "")
    given = re.compile(rf"{_GIVING_A_NAME}{re.escape(name)}[\"”]?\s*\)")
    ours = {slot_key(c) for c in own}
    found = False
    for g in given.finditer(text):
        if _given_to(text, g.start(), ours, text[start:end]) is not False:
            return False  # the cited case's own short name ("(2012) 55 Cal.4th 145 (Alder)"), or no telling
        found = True
    return found


def _given_to(text: str, at: int, ours: set[str], name: str) -> bool | None:
    """Whether the parenthetical at `at` giving the short name `name` follows the cited case (True),
    another (False), or no citation it can tell (None): the citations of the case named last before
    it whose caption holds the name, its parentheticals and bracketed parallels set aside ("Alder v.
    Birch, 731 F.3d 255 (9th Cir. 2018) (citing Lane v. Moss, 700 F.3d 1) (Alder)", "(2012) 55
    Cal.4th 145 [290 P.3d 20] (Alder)", "(Alder v. Birch (2012) 55 Cal.4th 535, quoting Lane v. Moss
    (2010) 50 Cal.4th 1 (Alder).)")."""
    before = without_asides(text[max(0, at - _GIVEN_REACH) : at])
    words = set(distinctive(name))
    captions = list(_CASE_NAME.finditer(before))
    for k in range(len(captions) - 1, -1, -1):
        if words and not words & set(distinctive(captions[k].group())):
            continue  # another case cited in its clause ("quoting Lane v. Moss")
        end = captions[k + 1].start() if k + 1 < len(captions) else len(before)
        cited = [slot_key(c.group()) for c in A_REPORTER_CITATION.finditer(before, captions[k].start(), end)]
        return any(c in ours for c in cited) if cited else None
    cited = [slot_key(c.group()) for c in A_REPORTER_CITATION.finditer(before)]
    return any(c in ours for c in cited[-1:]) if cited and not captions else None


# Before a party's name, what makes the mention another case of that party: a first party of its
# own ("United States v. Abernathy", "State v. Abernathy"), or a caption's opening ("In re Abernathy",
# "ex rel. Abernathy")
_PARTY_BEFORE = re.compile(
    r"(?:\b(?P<opening>[Ii]n\s+re|[Ee]x\s+parte|[Mm]atter\s+of|ex\s+rel\.?)"
    r"|(?P<first>[A-Z][\w.'’&-]*(?:\s+(?:of\s+|ex\s+rel\.\s+)?[A-Z][\w.'’&-]*){0,4})\s+v\.)\s+$"
)


def _named_after_another(text: str, start: int, case: IndexedCase) -> bool:
    """Whether the mention at `start` names the cited case's party as another case's: second,
    after a first party the cited case lacks, or after a caption's opening it lacks."""
    before = _PARTY_BEFORE.search(text, max(0, start - 80), start)
    if before is None:
        return False
    name = case.case_name.lower()
    if before["opening"]:
        return " ".join(before["opening"].lower().split()) not in name
    first = before["first"]
    return not set(distinctive(first)) & set(distinctive(case.case_name)) and first.lower() not in name


# The court sitting en banc, as its own opinion says ("On rehearing en banc", "Sitting en banc"), not
# a rehearing denied or an en banc case cited
_EN_BANC = re.compile(
    r"\b(?:(?:on|upon)\s+rehearing\s+en\s+banc|sitting\s+en\s+banc|we\s+(?:granted|took)\s+[^.]{0,40}?en\s+banc"
    # the order granting it: "ordered that this case be reheard en banc", "rehearing en banc is GRANTED",
    # the Fifth and Eleventh Circuits' "shall be reheard by the court en banc"
    r"|(?:be|is|will\s+be|shall\s+be)\s+reheard\s+(?:by\s+(?:the|this)\s+(?:full\s+)?court\s+)?en\s+banc"
    r"|rehearing\s+en\s+banc\s+(?:is|was|be)\s+(?:hereby\s+)?granted)\b",
    re.IGNORECASE,
)
# The next sentence doing it to the case just named: "Having done so, we now overrule it.", "It is
# therefore overruled.", "That decision is overruled."
_DONE_TO_IT_NEXT = re.compile(
    # (after a clause saying what is wrong with it, "That rule cannot be squared with ...; we
    # overrule it."; not supposed, "even if ..., we overrule it", nor asked for, urged or denied to
    # be required, "The County argues we must overrule it", "Nothing requires that we overrule it")
    r"^\W*(?:(?:(?:(?!\b(?:if|unless|whether|until|argu\w*|contend\w*|insist\w*|urg\w*|ask\w*|suggest\w*"
    r"|persuad\w*|maintain\w*|claim\w*|request\w*|invit\w*|propos\w*|believ\w*|submit\w*|dissent\w*)\b)"
    r"[^.]){0,160}?\b)?"
    r"(?<!that )we\s+(?:(?:now|hereby|therefore|accordingly|thus|must|today|expressly|formally|explicitly"
    r"|also|must\s+and\s+do|are\s+compelled\s+to|have\s+no\s+choice\s+but\s+to)\s+)*"
    r"(?P<word>overrule|abrogate|disavow|vacate|recede\s+from)\s+(?:it|that\s+(?:decision|case|holding|opinion))"
    r"(?!\s+(?:someday|one\s+day|eventually|in\s+the\s+future|at\s+some\s+point))"
    # (after a clause of its own on the same decision: "That decision was wrong, and it is overruled")
    r"|(?:(?:it|(?:that|this)\s+(?:decision|case|holding|opinion|precedent))\s+[^.;]{1,120}?,?\s+and\s+)?"
    r"(?:it|(?:that|this)\s+(?:decision|case|holding|opinion|precedent))\s+"
    r"(?:(?:must|should)\s+be,?\s+and\s+(?:now\s+)?is|is|was)(?:\s*,\s*|\s+)"
    r"(?:(?:hereby|now|therefore|accordingly|expressly)(?:\s*,\s*|\s+))?(?P<passive>overruled|abrogated|disapproved))\b",
    re.IGNORECASE,
)
# Another's words or view governing the court's "we ... overrule it" ("The County says we must",
# "According to the County, we must", "In the County's view, we must"), not the court's own reasons
# ("As the Supreme Court has said, a rule ... cannot stand; we overrule it", "In our view, ...")
_ANOTHERS_SPEECH = re.compile(
    r"(?:\b(?!we\b)[\w'’]+\s+(?:says?|said)|\bin\s+(?!our\b|my\b|this\s+court['’]s\b)[\w'’]+(?:\s+[\w'’]+)?\s+view,"
    # (a party's: "According to the County," or "to Smith,"; not "According to Supreme Court precedent,")
    r"|\baccording\s+to\s+(?:the\s+)?(?:[A-Z][\w'’]+\s+)?(?:County|City|State|[Gg]overnment|[Pp]laintiffs?"
    r"|[Dd]efendants?|[Aa]ppellants?|[Aa]ppellees?|[Pp]etitioners?|[Rr]espondents?|amici|dissent|parties|[A-Z][\w'’]+),)"
    r"\s*(?:that\s+)?we\s+[\w\s]*$",
    re.IGNORECASE,
)
# Another whose holding or ruling "it" or "that holding" may be: a court, a judge, an objection
# ("The Court of Appeals, purporting to follow X, held ... That holding is disapproved.")
_ANOTHER_ACTOR = re.compile(
    r"\b(?:court|courts|panel|judge|jury|magistrate|board|agency|commission|counsel|prosecutor|objection"
    r"|motion|ruling|order|question|argument|contention)s?\b|['’]s\s+decision\b",
    re.IGNORECASE,
)
# The court of the case a sentence opens on, saying what it held: "In X, 600 F.3d 100 (1990), the
# appellate court held that ..." (its decision is the case's, not another's)
_IN_THE_CASE = re.compile(r"\W*In\s+[A-Z]")
_COURT_OF_IT_BEFORE = re.compile(r",\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,2}$", re.IGNORECASE)
_HELD_AFTER = re.compile(
    r"\s+(?:held|ruled|concluded|reasoned|decided|determined|found|stated|said|announced|adopted)\b",
    re.IGNORECASE,
)


def _its_own_court(sentence: str, actor: re.Match[str], mention: int) -> bool:
    """Whether the court `actor` names is the one of the case the sentence opens on, mentioned at
    `mention` ("In X, ..., the Court held"; not "In Marlow County, the trial court held that X")."""
    opening = _IN_THE_CASE.match(sentence)
    return (
        opening is not None
        and mention < actor.start()
        and _ANOTHER_ACTOR.search(sentence, 0, mention) is None  # the case opens it: "In X, cite,"
        and _HELD_AFTER.search(sentence, 0, mention) is None
        and actor.group().lower() in ("court", "panel")
        and _COURT_OF_IT_BEFORE.search(sentence, max(0, actor.start() - 40), actor.start()) is not None
        and _HELD_AFTER.match(sentence, actor.end()) is not None
        and sentence.count(",", 0, actor.start()) <= 3
    )


# How many sentences after the one naming the case "it" may still be the case, while none of them
# names another case or a thing a court overrules ("Baker was egregiously wrong from the start. Its
# reasoning was exceptionally weak. It is therefore overruled.")
_IT_REACHES = 3


def _following(text: str, after: int, sentence: str) -> str:
    """The text just after `sentence` (which holds text[...after]): the next sentence's opening."""
    end = text.find(sentence, max(0, after - len(sentence)))
    return text[end + len(sentence) : end + len(sentence) + 400] if end >= 0 else ""


# ... or to "them", the cases the sentence lists: "Several decisions, including X, adopted the rule.
# Those decisions are overruled.", "X and Y held so. We now overrule them."
_DONE_TO_THEM_NEXT = re.compile(
    # (not supposed, nor another's view: "If they are overruled", "The dissent would hold that both are")
    r"^\W*(?:(?:(?!\b(?:if|unless|whether|until|would|could|should)\b)[^.;]){0,40}?\b)?"
    r"(?:we\s+(?:now\s+|hereby\s+|therefore\s+|accordingly\s+|today\s+)?"
    r"(?P<word>overrule|abrogate|disavow|disapprove|recede\s+from)\s+(?:(?P<them>them(?:\s+both|\s+all)?|both)"
    r"|(?:all\s+|each\s+)?(?:of\s+)?(?:those|these|such)\s+(?:decisions|cases|holdings|opinions))"
    r"|(?:(?:those|these|such|all\s+such|the)\s+(?:(?:two|three|four)\s+)?(?:decisions|cases|holdings|opinions)"
    r"|both\s+(?:decisions|cases)"
    r"|(?P<they>both|they))"
    r"\s+(?:are|were)\s+(?:hereby\s+|now\s+|therefore\s+|accordingly\s+|expressly\s+|both\s+)?"
    r"(?P<passive>overruled|abrogated|disapproved))\b",
    re.IGNORECASE,
)
# What else a court overrules, which "both" or "they" after a sentence naming it may be ("Smith and X
# govern the two objections. Both are overruled."; Texas overrules a party's issues and points)
_OTHER_PLURALS = re.compile(
    r"\b(?:objections?|motions?|exceptions?|demurrers?|pleas?|points?|issues?|grounds?)\b", re.IGNORECASE
)
# Words that make the cases after them examples of a plural ("Several decisions, including X, ...")
_A_LIST_OF_CASES = re.compile(r"\b(?:including|such\s+as|among\s+them|namely|e\.\s?g\.)", re.IGNORECASE)


def _treated_next(
    sentence: str, following: str, mention: int = 0
) -> tuple[tuple[str, str, bool], str] | None:
    """((label, "whole", False), the text on to the sentence doing it) where a sentence after the
    one naming the case does it to "it", the case the last named in its sentence ("... Smith, which
    followed X. We overrule that decision." is Smith's; up to `_IT_REACHES` sentences on, none
    naming another), or
    the next one to "them", the cases its sentence lists with the one mentioned at `mention` (not
    "X distinguished Y and Z. Those decisions are overruled.": Y's and Z's)."""
    named = list(_CASE_NAME.finditer(sentence))
    spans = split_sentences(following)
    plural = _DONE_TO_THEM_NEXT.match(following)
    if plural is not None and (plural["them"] or plural["they"]) and _OTHER_PLURALS.search(sentence):
        plural = None  # "Smith and X govern the two objections. Both are overruled.": the objections
    if plural is not None and _listed_with_others(sentence, mention, named):
        done = following[: spans[0][1]] if spans else following
        return (_label(plural["word"] or plural["passive"]), "whole", False), done
    if len(named) > 1 or _OTHER_PLURALS.search(sentence):
        return None  # another case or an objection named with it: "it" may be either
    # "It is overruled", or a reach past the next sentence, only where no court, judge or ruling is
    # named on the way, whose holding "it" may be
    others = any(not _its_own_court(sentence, a, mention) for a in _ANOTHER_ACTOR.finditer(sentence))
    for n, (start, end) in enumerate(spans[:_IT_REACHES]):
        ahead = following[start:end]
        m = _DONE_TO_IT_NEXT.match(ahead)
        if m is not None and m["word"] and _ANOTHERS_SPEECH.search(ahead, 0, m.start("word")):
            m = None  # "The County says we must overrule it": another's words, not the court's act
        if m is not None and not (others and (m["passive"] or n > 0)):
            return (_label(m["word"] or m["passive"]), "whole", False), following[:end]
        if _CASE_NAME.search(ahead) or A_REPORTER_CITATION.search(ahead) or _OTHER_PLURALS.search(ahead):
            return None
        others = others or _ANOTHER_ACTOR.search(ahead) is not None
    return None


def _listed_with_others(sentence: str, mention: int, named: list[re.Match[str]]) -> bool:
    """Whether the one at `mention` is in a list of cases: a run of names and citations with only
    list words between them, of two cases at least, or after "including" ("Smith, 500 F.3d 1, and
    X, 600 F.3d 100, adopted ...", "decisions, including X, ..."; not "Smith ... misread X", nor "X
    distinguished Smith and Doe")."""
    mention = _named_from(sentence, mention)  # a citation mentioned: where its name starts
    starts = sorted({n.start() for n in named} | {mention})
    runs: list[list[int]] = []
    for at in starts:
        if runs and _only_list_words(sentence[runs[-1][-1] : at]):
            runs[-1].append(at)
        else:
            runs.append([at])
    run = next(r for r in runs if mention in r)
    example = _A_LIST_OF_CASES.search(sentence, 0, run[0])
    given = example is not None and _LISTED_BEFORE.fullmatch(sentence[example.end() : run[0]]) is not None
    return len(run) > 1 or given


def _sentence_around(text: str, start: int, end: int) -> tuple[str, int] | None:
    """The sentence of `text` holding text[start:end], read in a window around it, and where in
    the sentence it starts; None when no sentence of the window holds it."""
    lo, hi = max(0, start - _WINDOW), min(len(text), end + _WINDOW)
    window, at = text[lo:hi], start - lo
    return next(((window[a:b], at - a) for a, b in split_sentences(window) if a <= at < b), None)


# The treating case named after the word: "abrogated by Smith v. Jones", "overruled in part by"
_BY_A_CASE = re.compile(
    r"\s*,?\s*(?:of\s+(?=by\b|in\b)|sub\s+silentio\s+)?"  # "disapproved of by", "overruled sub silentio by"
    r"(?:in\s+part\s+|on\s+(?:other|another|different)\s+grounds?\s+)?"
    r"(?:(?:by|as\s+recognized\s+in)\s+(?:the\s+)?(?:[A-Z]|(?:\d{4}\s+)?(?:amendments?|statute|legislation|act)\b)"
    # "in" and the case's name, as California and others write it ("disapproved on another ground in
    # Y (2021) 12 Cal.5th 85"), "by the en banc court in Y", or the case it fell after ("no longer
    # good law after Y"; not "should be overruled in light of Y", an argument)
    r"|(?:in|after|by\s+the\s+(?:en\s+banc\s+)?court\s+in)\s+"
    r"(?:[A-Z][\w.'’&-]*(?:\s+(?:[A-Z][\w.'’&-]*|of|the|&))*\s+v\.\s|In\s+re\s))"
    # "X, overruled, Y v. Z, 590 U.S. 1": the treating case cited right after the word
    r"|\s*,\s*[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+v\.\s"
)


# Another court said to do it, the word's subject: "The Supreme Court overruled X", "In Y, the
# Second Circuit expressly abrogated X" (a lower court reporting it needs no authority of its own)
_A_COURT_ABOVE_DID = re.compile(
    r"\b(?:(?:Supreme|High|Highest)\s+Court|Court\s+of\s+(?:Appeals?|Last\s+Resort)|(?:First|Second|Third"
    r"|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\.\s?C\.|Federal|\d{1,2}(?:st|nd|rd|th)|en\s+banc)"
    r"\s+Circuit|en\s+banc\s+court)"
    r"\s+(?:(?:has|had|since|later|subsequently|expressly|explicitly|squarely|itself|\w+ly)\s+){0,2}$",
    re.IGNORECASE,
)


def _undone_above(sentence: str, mention: int, word: int, end: int) -> bool:
    """Whether the sentence tells a court above reversing or vacating the case itself: its subject,
    the court named after the word ("X, cite, was reversed by the supreme court"), or its object,
    the court named before ("The supreme court reversed X")."""
    if mention < word:
        # (the case opens the sentence: not "The order, relying on X, was reversed", the order's; or
        # a clause after it takes it up: "Plaintiff relies on X, but that decision was reversed")
        opening = set(re.findall(r"[a-z]+", sentence[: _named_from(sentence, mention)].lower()))
        between = _LIST_LEFT_OUT.sub(" ", sentence[mention:word])
        said = set(re.findall(r"[a-z]+", between))
        subject = (opening <= _OPENING_GLUE and said <= _SUBJECT_GLUE) or _TAKEN_UP.fullmatch(between)
        return bool(subject) and _BY_A_COURT_ABOVE.match(sentence, end) is not None
    named_next = not sentence[end : _named_from(sentence, mention)].strip(" ,")
    return named_next and _A_COURT_ABOVE_DID.search(sentence, 0, word) is not None


# What stands between a case named as a sentence's subject and its verb: its name's and citation's
# small words, "was", "has been", "later"
_SUBJECT_GLUE = frozenset(
    {"v", "in", "re", "ex", "rel", "et", "al", "of", "the", "was", "is", "has", "had", "been", "later",
     "subsequently", "ultimately", "itself", "since", "then"}
)  # fmt: skip
# A clause after the case taking it up as its subject: ", but that decision was", "; it was later"
_TAKEN_UP = re.compile(
    r"(?:\W|\bv\b|\bin\b|\bre\b)*(?:(?:but|and|yet|however)\W+)?(?:it|that\s+(?:decision|case|judgment|opinion"
    r"|ruling))\s+(?:was|has\s+been|had\s+been)\s+(?:\w+ly\s+)?"
)
# What may open a sentence before a case named as its subject
_OPENING_GLUE = frozenset(
    {"see", "thus", "however", "but", "and", "also", "then", "indeed", "moreover", "cf"}
)
_BY_A_COURT_ABOVE = re.compile(
    r"\s+(?:\w+ly\s+)?by\s+the\s+(?:(?:United\s+States|[A-Z][a-z]+)\s+)?(?:(?:supreme|high|highest)\s+court"
    r"|court\s+of\s+(?:appeals?|last\s+resort)|(?:\w+\s+)?circuit|en\s+banc\s+court)\b",
    re.IGNORECASE,
)


def _by_a_case(label: str, text: str, end: int) -> bool:
    """Whether the treatment whose word ends at `end` is reported as another case's ("overruled by Y",
    ", overruled, Y v. Z"). A reversal or vacatur is the case's own appeal's, whoever reports it ("the
    order relying on X was reversed by the Second Circuit" reverses the order): never reported."""
    return label not in ("reversed", "vacated") and _BY_A_CASE.match(text, end) is not None


# A citation's commas ("X, 600 F.3d 100, is overruled"), which a trap reading one clause reads through
# (the comma after it too, where there is one: "whether X, 600 F.3d 1 (2012) was overruled")
_CITATION_COMMAS = re.compile(
    r",(\s*\d{1,4}\s+[A-Z][\w.']*(?:\s+[\w.']+){0,3}?\s+\d{1,5}(?:\s*\([^()]{0,40}\))?)\s*,?"
)


def _in_a_closed_aside(sentence: str, at: int, end: int) -> bool:
    """Whether `at` stands in another case's explanatory parenthetical that closes before `end`: one
    opening after a citation's end, in lower case ("600 F.3d 100 (1st Cir. 2010) (citing X)"), not a
    citation set in brackets as California sets them ("the Court of Appeal (X (2012) 210
    Cal.App.4th 675)")."""
    depth = 0
    for ch in sentence[at:end]:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                break
    else:
        return False
    opened, depth = -1, 0
    for i in range(at - 1, -1, -1):  # the bracket it stands in
        if sentence[i] == ")":
            depth += 1
        elif sentence[i] == "(":
            if depth == 0:
                opened = i
                break
            depth -= 1
    return (
        opened > 0
        and _AN_ASIDE_OPENS.match(sentence, opened) is not None
        and bool(_A_CITATION_ENDS_BEFORE.search(sentence, 0, opened))
    )


# An explanatory parenthetical's opening ("(citing", "(quoting", "(holding that") and the citation's
# end before it (its page, or its court and year)
_AN_ASIDE_OPENS = re.compile(r"\(\s*[a-z]")
_A_CITATION_ENDS_BEFORE = re.compile(r"[\d)]\s*$")


def _uncited(sentence: str) -> str:
    """The sentence with its citations' commas blanked (each character kept in its place)."""
    return _CITATION_COMMAS.sub(
        lambda m: " " + m.group(1) + " " * (len(m.group()) - len(m.group(1)) - 1), sentence
    )


def _treats(
    sentence: str, mention: int, ours: set[str], others: tuple[int, ...] = (), following: str = ""
) -> tuple[str, str, bool] | None:
    """(label, scope, reported) of the treating word that is about the case mentioned at
    `mention`, or None. `following` opens the next sentence, which may make another's view the
    court's own ("The panel concluded that X is no longer good law. We agree."). Reported: the
    treating case is named after the word ("abrogated by Smith v. Jones") or the word stands in
    another case's parenthetical ("(abrogating X)"), so the citing court need have no authority
    over the case to say it. A trap ("declined to overrule",
    "the objection is overruled") holds only its own words; a case named between the mention and
    the word is the one the word is about."""
    traps = [
        t.span() for t in _TRAPS.finditer(_uncited(sentence)) if not _granted(t.group(), sentence, following)
    ]
    names = [n for n in _CASE_NAME.finditer(sentence) if not (set(distinctive(n.group())) & ours)]
    # "Unlike X, the following decisions are overruled": the case set against what the word treats
    contrasted = _contrasted(sentence, mention)
    for m in _TREATING.finditer(sentence):
        word = m.start()
        if any(a <= word < b for a, b in traps) or (contrasted and mention < word):
            continue
        if mention < word and _in_a_closed_aside(sentence, mention, word):
            continue  # "Y (citing X), overruled by Z": the history after the parenthetical is Y's
        low, high = sorted((mention, word))
        # (a case cited in a parenthetical closed before the word stands aside: "X (citing Y),
        # overruled by Z" is X's)
        between = any(
            low < at < high and not (mention < word and _in_a_closed_aside(sentence, at, word))
            for at in (*(n.start() for n in names), *others)
        )
        if (
            between
            and not _listed_together(sentence, mention, m)
            and not _its_predicate_goes_on(sentence, mention, word)
        ):
            continue
        if mention < word and _in_anothers_relative_clause(sentence, mention, names):
            continue  # "Y, which relied on X, is overruled": Y's
        if (
            mention < word
            and _object_of_anothers_verb(sentence, mention, names)
            and not _BOTH_OF_THEM.search(sentence, max(0, word - 30), m.end() + 20)
        ):
            continue  # "Because Y misread X, we overrule it", "Y departed from X and is overruled": Y's
        acting = m["word"].lower()
        if acting.endswith(("ing", " of")) and mention < word and not acting.startswith("no longer"):
            continue  # "X (overruling Y)": what X did
        active = _PASSIVE_BEFORE.search(sentence, 0, word) is None  # not "was overruled a decade later"
        if (
            mention > word
            and not active
            and acting.endswith("ed")
            and not _listed_after(sentence, m.end(), mention)
        ):
            continue  # "The complaint was superseded by the amended one, and under X, ...": its subject's
        if (
            mention < word
            and active
            and not _SURVIVAL.match(acting)  # what it cannot survive follows it
            and (
                _OBJECT_AFTER.match(sentence, m.end())
                or (_NAME_AFTER.match(sentence, m.end()) and any(word < at <= m.end() + 60 for at in others))
            )
        ):
            continue  # the word's object follows it (another case cited): the case named before is not it
        if mention > word and _done_by_the_case(sentence, m.end(), mention, ours):
            continue  # "Y, overruled by X": X did it, and is the one still standing
        adopted = (
            (_ADOPTED.search(sentence) is not None and _agreed_with(sentence, word))
            or _ADOPTED_NEXT.match(following) is not None
        ) and not _REJECTED.search(sentence, m.end())
        if _REJECTED_NEXT.match(following) and _VIEW_BEFORE.search(sentence, 0, word):
            continue  # "As the Court of Appeals held, X is no longer good law. We disagree."
        if _reported_view_of(sentence, mention, word) and not adopted:
            continue  # "Respondent argues that X was overruled by Y": a party's view, not a treatment
        if acting.startswith(("overturn", "repudiat", "disavow")) and not _done_to_the_case(
            sentence, mention, m
        ):
            continue  # "overturned the conviction", "repudiated the statement in X": not X itself
        if mention < word and active and acting.lower() in _ITS_OWN_DOUBTS:
            continue  # "X, cite, questioned whether the statute applied": what X did
        if _KEPT_OR_DOUBTED.match(acting) and not _done_to_the_case(sentence, mention, m):
            continue  # "we question whether X applies", "we limit our holding": not X itself
        if acting.endswith("rejected") and (
            _DONE_BY_OTHERS.match(sentence, m.end())
            or not (mention < word and _RULE_OF_IT.search(sentence, 0, _named_from(sentence, mention)))
        ):
            continue  # "The argument based on X is rejected": the argument, not X
        if acting.endswith("follow") and _HERE.search(sentence, m.end()):
            continue  # "we decline to follow X here": a case distinguished on its facts
        if (
            acting.startswith("no longer")
            and not adopted
            and not _it_after_the_limit(sentence, mention, word)  # ("..., it should no longer be")
            and (_hedged(sentence, word) or _anothers_judgment(sentence, word))
        ):
            continue  # "Whether X is no longer the law ...", "Appellant contends that X is no longer ..."
        if acting.startswith(("disavow", "abandon", "depart", "retreat")) and not (
            _WE_BEFORE.search(sentence, 0, word) or _abandoned_itself(sentence, mention, m)
        ):
            continue  # "The Secretary has since disavowed ...", "Kessler abandoned ...": not the court
        if acting.startswith(("abandon", "depart", "retreat")) and not _done_to_the_case(
            sentence, mention, m
        ):
            continue  # "we abandon that argument", "we depart from the usual practice": not the case
        if (
            acting.startswith("no longer")
            and acting not in _NO_LONGER_THE_LAW
            and not _no_longer_of_it(sentence, mention, m)
        ):
            continue  # "Under X, the claim is no longer viable": the claim, not X
        if _SURVIVAL.match(acting) and (
            not (
                mention < word
                and _CITED_JUST_BEFORE.search(sentence, 0, word)
                and not _an_object(sentence, mention)
            )
            or _PROCEEDING_SURVIVED.match(sentence, m.end())
            or _hedged(sentence, word)
        ):
            continue  # "Under X, the claim cannot survive", "The plaintiff in X did not survive": not X
        if mention < word and acting.startswith("revers") and _ACTED_WELL.search(sentence, 0, word):
            continue  # "The appellate court, cite, correctly reversed": what the case did
        if _SAID_OF_ITS_SUBJECT.match(acting) and (
            not _the_subject(sentence, mention, word)
            or (_anothers_judgment(sentence, word) and not adopted)
            or _NARROWED.match(sentence, m.end())
        ):
            continue  # "the practice ... should not be followed", "the dissent's reading of X is not good"
            # law"; "The trial court believed X ...", "not good law for the broader proposition"
        if _SAID_OF_ITS_OBJECT.match(acting) and not (
            mention >= m.end() and not sentence[m.end() : mention].strip()
        ):
            continue  # "We withdraw any language in our earlier opinion ... inconsistent with X"
        # from the word to the end of its clause about this case: a later treating word begins another's
        # ("we overrule X, and we overrule Y to the extent it holds ...": the limit is Y's)
        later = (
            next((t.start() for t in _TREATING.finditer(sentence, mention + 1)), len(sentence))
            if mention > word
            else len(sentence)
        )
        rest = sentence[m.start() : later]
        # "To the extent X holds otherwise, it is overruled": the limit opens the sentence
        scope = "in_part" if _EXTENT_OPENS.match(sentence) else _scope_of(rest)
        label = _label(m["word"])
        reported = (
            _by_a_case(label, sentence, m.end())
            or (
                label not in ("reversed", "vacated")
                and (
                    (acting.endswith("ing") and sentence.rfind("(", 0, word) > sentence.rfind(")", 0, word))
                    or (mention > word and _A_COURT_ABOVE_DID.search(sentence, 0, word) is not None)
                )
            )
            # the case's own appeal told by another court: "X was reversed by the supreme court", "The
            # supreme court reversed X" (not "the order relying on X was reversed": the order's)
            or (label in ("reversed", "vacated") and _undone_above(sentence, mention, word, m.end()))
        )
        return label, scope, reported
    return None


_HERE = re.compile(rf"\b(?:{_ON_ITS_FACTS})\b", re.IGNORECASE)  # "we decline to follow X here"
# Who else did it, after the word: "is rejected by some courts", "by the dissent", "in only one circuit"
_DONE_BY_OTHERS = re.compile(r"\s+(?:by|in)\s+(?!this\s+court\b|us\b|the\s+court\s+today\b)", re.IGNORECASE)
# Words of doubt a case named before them, in the active, says of something else
_ITS_OWN_DOUBTS = frozenset({"questioned", "criticized", "criticised", "doubted", "limited"})
# The case's own rule as the subject rejected: "The rule announced in X", "The holding of X"
_RULE_OF_IT = re.compile(
    r"^\W*(?:(?:thus|accordingly|therefore|so|and|today|now),?\s+)*(?:the\s+)?(?:rule|holding|test|standard|approach"
    r"|doctrine)\s+(?:(?:announced|adopted|set\s+out|stated|applied)\s+)?(?:in|of)\s+$",
    re.IGNORECASE,
)
# The softer words, said of the case only as their object: "we limit X", "we confine X to its facts",
# "we decline to follow X" (not "we question whether X applies", "we confine our review to the record")
_KEPT_OR_DOUBTED = re.compile(
    r"(?:(?:limit|question)$|(?:question|doubt)\w*\s+the\s|confin|declin|refus|serious|grave|substantial|consid)",
    re.IGNORECASE,
)
_CONTRAST = (
    r"(?:unlike|in\s+contrast\s+to|contrary\s+to|except(?:\s+for)?|apart\s+from|other\s+than|save\s+for)\s+"
)
_CONTRASTED = re.compile(rf"\b{_CONTRAST}$", re.IGNORECASE)
_CONTRAST_OPENS = re.compile(_CONTRAST, re.IGNORECASE)


# The case named between is a preposition's object, and the predicate of the case mentioned before
# it goes on to the treating word: "X is clearly irreconcilable with Graham v. Connor and has been
# effectively overruled"
_PREDICATE_GOES_ON = re.compile(
    r"\b(?:with|by|in\s+light\s+of|under|after)\s+[^;]{0,160}?\s+and\s+"
    r"(?:(?:has|have|had)\s+(?:\w+ly\s+)?been|(?:is|was|are|were)(?:\s+(?:therefore|thus|now|hence))?)\s+(?:\w+ly\s+)?$",
    re.IGNORECASE,
)


# A relative clause opened after another case's name and running on to the case mentioned: "Y, 500
# U.S. 1, which relied on "
_RELATIVE_TO_IT = re.compile(r"[^;]*?,\s*(?:which|that|who)\s+[^,;]{0,80}$")


# The word done to both cases named: "we overrule both", "both are overruled", "we overrule them"
_BOTH_OF_THEM = re.compile(r"\b(?:both|them|each|all\s+(?:three|of\s+them))\b", re.IGNORECASE)
# What another case did to the one named after it, or the word relating them: "Y misread X", "Y
# cannot be squared with X", "Y departed from X"
_ANOTHERS_VERB = re.compile(
    r"\b(?:misread|misreads|misapplied|misapplies|misconstrued|misconstrues|misinterpreted|misinterprets"
    r"|misunderstood|misunderstands|followed|follows|applied|applies|extended|extends|relied\s+(?:up)?on"
    r"|relies\s+(?:up)?on|cited|cites|distinguished|distinguishes|(?:departed|departs|deviated|deviates)\s+from"
    r"|(?:conflicts?|conflicted|is\s+inconsistent|was\s+inconsistent|cannot\s+be\s+squared|can\s+not\s+be\s+squared"
    r"|is\s+irreconcilable|was\s+irreconcilable)\s+with|(?:read|construed|interpreted)\s+(?:\w+\s+)?)\s*$",
    re.IGNORECASE,
)


def _object_of_anothers_verb(sentence: str, mention: int, names: list[re.Match[str]]) -> bool:
    """Whether the case mentioned at `mention` is the object of what another case named before it
    did ("Because Y misread X, we overrule it", "Y cannot be squared with X and is overruled"), in
    one clause, the treating word after both: the word is the subject's, Y's."""
    named = _named_from(sentence, mention)
    for n in names:
        if n.end() > named:
            continue
        between = _LIST_LEFT_OUT.sub(" ", sentence[n.end() : named])  # (its citation set aside)
        if ";" not in between and _ANOTHERS_VERB.search(between):
            return True
    return False


def _in_anothers_relative_clause(sentence: str, mention: int, names: list[re.Match[str]]) -> bool:
    """Whether the case mentioned at `mention` stands in a relative clause about another case named
    before it ("Y, which relied on X, is overruled"): the treating word after the clause is Y's."""
    named = _named_from(sentence, mention)
    return any(n.end() <= named and _RELATIVE_TO_IT.fullmatch(sentence, n.end(), named) for n in names)


def _its_predicate_goes_on(sentence: str, mention: int, word: int) -> bool:
    """Whether the cases named between the one mentioned and the treating word after it are only
    the object of a preposition in its predicate, which goes on to the word (`_PREDICATE_GOES_ON`)."""
    if word < mention:
        return False
    found = _PREDICATE_GOES_ON.search(sentence, mention, word)
    return found is not None and not _CASE_NAME.search(sentence, mention + 1, found.start())


def _contrasted(sentence: str, mention: int) -> bool:
    """Whether the case mentioned at `mention` is set against what follows ("Unlike X, ..."): the
    word before its name, or opening what was read as its name ("Unlike Abernathy v. Quill")."""
    named = _named_from(sentence, mention)
    return bool(_CONTRASTED.search(sentence, 0, named) or _CONTRAST_OPENS.match(sentence, named))


# Treating words said of the case as their subject ("X, cite, is not good law") or as their object
# right after them ("We withdraw any language in X"): said of anything else, they treat nothing
_SAID_OF_ITS_SUBJECT = re.compile(
    r"(?:is|was|does|should|must|will|shall|lacks?|has\s+no|retains?\s+no)\b", re.IGNORECASE
)
# Another's judgment that the case is no law, reported ("The trial court believed", "the dissent's
# view that", "The appellate court held that", "The State argues that", "The State says"), not the
# court's own ("We hold that")
_ANOTHERS_JUDGMENT = re.compile(
    r"\b(?:the|a|an|its|their|his|her)\s+(?:(?:trial|district|appellate|lower|circuit|superior|bankruptcy)\s+court"
    r"|court\s+below|(?:magistrate\s+|administrative\s+law\s+)?judge|alj|board|agency|commission(?:er)?|dissent"
    r"|concurrence|state|government|plaintiffs?|defendants?|appellants?|appellees?"
    r"|petitioners?|respondents?|party|parties|panel|commonwealth|people)(?:['’]s?)?\s+(?:\w+\s+){0,2}?"
    r"(?:believed?|believes|views?|held|holds|concluded|ruled|found|thought|reasoned|argue[sd]?|argues|contend\w*"
    r"|assert\w*|urge[sd]?|suggest\w*|claim\w*|says|said|maintain\w*|insist\w*|submit\w*|position|assertion)\b",
    re.IGNORECASE,
)
# (not "for the reasons stated": why, not a narrower point)
# The court's own holding after another's view ("Contrary to the State's position, we hold that X")
_WE_HOLD = re.compile(
    r"\bwe\s+(?:\w+\s+)?(?:hold|conclude|believe|find|decide|agree|think|determine|are\s+persuaded)\b",
    re.IGNORECASE,
)


# Another's view the court makes its own ("... should not be followed; we agree and so hold", "We
# agree with the State's position that", "as we now hold"), or turns down after it ("..., but we
# disagree", "is mistaken")
_ADOPTED = re.compile(
    # "we agree." / "we agree and so hold" / "We agree with the State's position that" / "as we now hold" /
    # "a majority of the en banc court agrees." (not "we agree with the district court that Y controls",
    # "the majority agrees that the contention is forfeited", "we do not agree")
    r"(?<!not\s)(?<!n['’]t\s)\bwe\s+agree\s*(?:[.;]|,?\s+and\s+so\s+hold\b|,?\s*$)|\bwe\s+so\s+hold\b"
    r"|(?<!not\s)\bwe\s+agree\s+with\s+(?:the|that|this|its|their|his|her)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:view|position|conclusion|reasoning|assessment|holding|argument|contention|submission|analysis)\s+that\b"
    # "..., and we agree with petitioner.", "We agree with the district court." (with whom: `_agreed_with`)
    r"|(?<!not\s)\bwe\s+agree\s+with\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s*(?:[.;]|,?\s+and\s+so\s+hold\b|$)"
    r"|\bas\s+we\s+(?:now\s+|today\s+)?hold\b|\bmajority\b[^.;]{0,60}\bagrees?\s*[.;]",
    re.IGNORECASE,
)
# The next sentence making it so, in full: "We agree.", "We agree with that conclusion and so hold.",
# "We agree with the State." (not "We agree with the district court that the claim was waived")
_ADOPTED_NEXT = re.compile(
    r"^\W*we\s+(?:now\s+|fully\s+|entirely\s+)?(?:agree|(?:cannot|can\s+not|could\s+not)\s+agree\s+more)(?:\s+with\s+(?:that|this|the|its|their)(?:\s+[\w'’-]+){0,3})?"
    r"\s*(?:[.;]|,?\s+and\s+(?:so\s+)?hold\b)",
    re.IGNORECASE,
)
_REJECTED = re.compile(
    r"\b(?:but\s+)?we\s+(?:\w+\s+)?(?:disagree|reject|decline)\b|\b(?:is|was)\s+(?:mistaken|wrong|incorrect|error)\b"
    # "..., but it was not, and we so hold"
    r"|\berred\b|\bbut\s+(?:it|that|this|they)\s+(?:is|was|has|had|did|does|were|are)\s+not\b",
    re.IGNORECASE,
)


# A clause conceding another's view, or agreeing with it, before the court's own main clause:
# "Although the government maintains otherwise, X is ...", "Contrary to what the State said, X ...",
# "As the district court held, X is ...", "Plaintiffs correctly argue that X is ..."
_CONCEDING = re.compile(
    r"^\W*(?:(?:although|though|even\s+though|while|whereas|despite|notwithstanding|contrary\s+to)\b[^,;]*"
    # "As the district court held, X ...", not "As the dissent argues, X ..."
    r"|as\b[^,;]*\b(?:held|holds|explained|noted|recognized|concluded|found|observed|determined|ruled)\b[^,;]*),",
    re.IGNORECASE,
)
# (not "may correctly argue": a view allowed, not endorsed)
_RIGHTLY = re.compile(
    r"(?<!may\s)(?<!might\s)(?<!could\s)(?<!would\s)\b(?:correctly|rightly|properly|persuasively)\s+$",
    re.IGNORECASE,
)


# The cases a passive treating word takes listed after it: "are overruled: X", "are overruled insofar as
# they hold otherwise, including X" (not "..., such as those construing ..., but X was not", nor
# "including the count premised on X")
_LISTING = re.compile(r":|\b(?:including|in\s+particular|namely|such\s+as|among\s+them)\b", re.IGNORECASE)
# ... what is left of the cases listed before it once their names and citations are left out
_LISTED_BEFORE = re.compile(r"[\s,;]*(?:(?:v\.|of|and|the|ex|rel\.|in|re|&)[\s,;]+)*")


def _listed_after(sentence: str, end: int, mention: int) -> bool:
    """Whether the case mentioned at `mention` is listed right after the treating word ending at `end`."""
    listing = list(_LISTING.finditer(sentence, end, mention))
    if not listing or _OWN_VERB_AFTER.match(sentence, mention):
        return False
    # the cases listed before it: their names, citations and courts, and the commas and semicolons between
    return _only_list_words(sentence[listing[-1].end() : mention])


def _only_list_words(text: str) -> bool:
    """Whether `text` holds only what joins a list of cases, once their names and citations are
    left out (commas, semicolons, "and", a name's "v." or "of")."""
    return _LISTED_BEFORE.fullmatch(_LIST_LEFT_OUT.sub(" ", text)) is not None


# The court agreeing with the one whose view the sentence reports ("Petitioner argues that X is no
# longer good law, and we agree with petitioner"), not with another ("..., but we agree with respondent")
_AGREED_WITH = re.compile(r"\bwe\s+agree\s+with\s+(?:the\s+)?(?P<who>[\w'’-]+)", re.IGNORECASE)
# What one says of the case in a view reported: "argues", "held", "the State's position"
_SAYING = (
    r"(?:argue[sd]?|contend\w*|insist\w*|says?|said|maintain\w*|assert\w*|urge[sd]?|claim\w*|suggest\w*"
    r"|believe[sd]?|thought|held|holds|concluded|found|position)"
)
_HOLDER = re.compile(rf"(?P<holder>[\w'’-]+?)(?:['’]s?)?\s+(?:\w+ly\s+)?{_SAYING}\b", re.IGNORECASE)
# The next sentence turning another's view down: "We disagree.", "We reject that view."
# (not "We decline to reach the rest", "We reject the dissent's view": about something else)
_REJECTED_NEXT = re.compile(
    r"^\W*(?:but\s+)?we\s+(?:disagree|do\s+not\s+agree|cannot\s+agree"
    r"|reject\s+(?:that|this|th(?:e|at)\s+(?:view|argument|conclusion|position|reading|holding)))\b"
    r"(?!\s+(?:more|further)\b)",  # "We cannot agree more." agrees
    re.IGNORECASE,
)
_VIEW_BEFORE = re.compile(rf"\b{_SAYING}\b", re.IGNORECASE)


def _agreed_with(sentence: str, word: int) -> bool:
    """Whether the court's agreement in the sentence is with the holder of the view the treating word
    at `word` stands in (or with no one named: "we agree."); the holder is the last one named
    saying something before it."""
    agreed = _AGREED_WITH.search(sentence)
    holders = list(_HOLDER.finditer(sentence, 0, word))
    if agreed is None or not holders:
        return True
    who, holder = (
        re.sub(r"['’]s?$", "", w.lower()).rstrip("s") for w in (agreed["who"], holders[-1]["holder"])
    )
    return who == holder or who in ("that", "thi", "it", "its", "their", "hi", "her")


def _hedged(sentence: str, word: int) -> bool:
    """Whether the court's own words before a treating word hedge it or give it as another's ("Whether
    X is no longer the law", "Appellant contends that X is no longer ..."); not a conceding clause's
    words, nor a view the court calls right ("Plaintiffs correctly argue that")."""
    conceded = _CONCEDING.match(sentence)
    start = conceded.end() if conceded is not None and conceded.end() <= word else 0
    before = _RIGHTLY_SAID.sub(" ", _PROGENY.sub(" ", sentence[start:word]))
    return _HEDGED.search(before) is not None


_RIGHTLY_SAID = re.compile(
    r"(?<!may\s)(?<!might\s)(?<!could\s)(?<!would\s)\b(?:correctly|rightly|properly|persuasively)\s+\w+",
    re.IGNORECASE,
)


# What a party asked for, the court then doing it: "The government asks us to overrule X. We do so.",
# "The State urged us to overrule X, and we do so today."
_ASKED_FOR = re.compile(
    r"(?:asks?|asked|urges?|urged|invites?|invited|requests?|requested)\s+(?:that\s+)?"
    r"(?:us|we|this\s+court|the\s+court)\s",
    re.IGNORECASE,
)
_DONE_SO = re.compile(
    # (not "even if we do so", "We do so as to the remand")
    r"(?<!if\s)(?<!whether\s)(?<!unless\s)\bwe\s+(?:now\s+|hereby\s+|today\s+)?"
    r"(?:do\s+so|agree\s+and\s+do\s+so|accept\s+(?:th(?:e|at|is|eir|e\s+\w+['’]s)\s+)invitation)\b"
    # (nor "We do so only when precedent is unworkable": a condition, not the act)
    r"(?!\s+(?:only\s+)?(?:as\s+to|with\s+respect\s+to|when|where|if|in\s+cases)\b)",
    re.IGNORECASE,
)


def _granted(trap: str, sentence: str, following: str) -> bool:
    """Whether a trap of a treatment asked for, or put as a question, is lifted: the court does
    what it was asked ("We do so.", "For the reasons below, we agree."), or answers the question by
    doing it ("We granted certiorari to decide whether to overrule X. We now do so.")."""
    asked = _ASKED_FOR.match(trap) is not None
    if not asked and not _WHETHER_TO.match(trap) and not _HAVE_TO.match(trap):
        return False
    after = _LEAD_CLAUSE.sub("", following.lstrip(' \t\n"”)'), count=1)
    done = _DONE_SO.search(sentence) is not None or _DONE_SO.match(after) is not None
    return done or (asked and _ADOPTED_NEXT.match(after) is not None)


# The question trap's opening, and a short clause before the court's answer ("For the reasons below, ")
_WHETHER_TO = re.compile(r"whether\b", re.IGNORECASE)
# ... and what the court says it must do to rule so, which it then may ("we would have to overrule X.
# We do so today.")
_HAVE_TO = re.compile(r"(?:would|must)\s+(?:have|need)\s+to\b", re.IGNORECASE)
_LEAD_CLAUSE = re.compile(r"^(?:[A-Z][^.;,]{0,40},\s*)(?=we\b)", re.IGNORECASE)


def _anothers_judgment(sentence: str, word: int) -> bool:
    """Whether the words before a treating word report another's judgment of the case, and the
    court does not then give its own (nor concede or agree with it in a clause of its own)."""
    views = [
        v
        for v in _ANOTHERS_JUDGMENT.finditer(sentence, 0, word)
        if not _RIGHTLY.search(sentence, 0, v.end() - len(v.group().split()[-1]))
    ]
    conceded = _CONCEDING.match(sentence)
    if conceded is not None and conceded.end() <= word:
        views = [v for v in views if v.start() >= conceded.end()]
    return bool(views) and not _WE_HOLD.search(sentence, views[-1].end(), word)


_NARROWED = re.compile(
    r"\s+(?:for(?!\s+(?:the|these|those|that|this)\s+reasons?)|as\s+to|on|in\s+so\s+far)\b", re.IGNORECASE
)
_ACTED_WELL = re.compile(
    r"\b(?:correctly|properly|rightly|wrongly|erroneously|appropriately|then|also)\s+$", re.IGNORECASE
)
_SAID_OF_ITS_OBJECT = re.compile(r"(?:withdraw|reject)\b", re.IGNORECASE)
# The case as the subject: its citation (or name) just before the words, a "was wrongly decided and"
# between at most, and no preposition or possessive before its name ("the dissent's reading of X")
_SUBJECT_BEFORE = re.compile(
    r"(?:\d|\)|(?-i:[A-Z])[\w.'’]*)\s*,?\s*(?:(?:is|was)\s+(?:\w+ly\s+)?decided\s*,?\s+and\s+)?$",
    re.IGNORECASE,
)
_NAME_BEFORE = re.compile(r"(?:(?-i:[A-Z])[\w.'’&-]*\s+)*v\.\s+[^,]{1,80},\s*$", re.IGNORECASE)
_OBJECT_OF_ANOTHER = re.compile(
    r"(?:\b(?:of|in|under|from|by|with|on|to|than|after|before|since|following)|['’]s?)\s*$", re.IGNORECASE
)


def _abandoned_itself(sentence: str, mention: int, m: re.Match[str]) -> bool:
    """Whether the case (or its rule) is what "is abandoned", by no one but the court: "The rule
    announced in X, 600 F.3d 100, is abandoned"; not "The claim under X ... was abandoned below",
    nor "X was abandoned by the trial court"."""
    return (
        m["word"].lower().startswith("abandon")
        and mention < m.start()
        and _CITED_PASSIVE.search(sentence, 0, m.start()) is not None
        and not _an_object(sentence, mention)
        and not _BY_ANOTHER.match(sentence, m.end())
        and not _ABANDONED_BELOW.match(sentence, m.end())
    )


_BY_ANOTHER = re.compile(
    r"\s+by\s+(?:the\s+)?(?:trial|district|lower|circuit|bankruptcy|magistrate|part(?:y|ies)|plaintiffs?|defendants?"
    r"|appellants?|appellees?|petitioners?|respondents?|state|government|prosecution)\b",
    re.IGNORECASE,
)
_ABANDONED_BELOW = re.compile(
    r"\s+(?:below|at\s+trial|on\s+appeal|in\s+the\s+(?:trial|district)\s+court)\b", re.IGNORECASE
)


def _the_subject(sentence: str, mention: int, word: int) -> bool:
    if mention >= word:
        return False
    if _SUBJECT_BEFORE.search(sentence, 0, word) is None:
        return _it_after_the_limit(sentence, mention, word)
    return not _an_object(sentence, mention)


def _it_after_the_limit(sentence: str, mention: int, word: int) -> bool:
    """Whether the word is said of "it" after a limit the case opens ("To the extent that X holds
    otherwise, it should not be followed", "..., it should no longer be followed": how New York's
    Court of Appeals overrules the Appellate Division)."""
    opened = _EXTENT_OPENS_WITH.match(sentence)
    return (
        opened is not None
        and mention < word
        and _named_from(sentence, mention) == opened.end()
        and _IT_AFTER_THE_LIMIT.search(sentence, 0, word) is not None
    )


_EXTENT_OPENS_WITH = re.compile(rf"\W*{_EXTENT}(?:\s+that)?\s+", re.IGNORECASE)
_IT_AFTER_THE_LIMIT = re.compile(
    r",\s*(?:it|that\s+(?:decision|case|opinion))\s+(?:(?:is|was|should|must|can|will|shall|may)\s+)*$"
    # ... or the court's refusal of it ("..., we no longer adhere to it")
    r"|,\s*we\s+(?:(?:will|shall|do|now|therefore|today)\s+)*$",
    re.IGNORECASE,
)


def _an_object(sentence: str, mention: int) -> bool:
    """Whether the case mentioned at `mention` is named as another's object ("the plaintiff in X",
    "the dissent's reading of X"), not a subject."""
    before = sentence[:mention]
    named = _NAME_BEFORE.search(before)  # the mention may be its citation, after its name
    before = before[: named.start()] if named else before
    return _OBJECT_OF_ANOTHER.search(before) is not None and _ITS_HOLDING.search(before) is None


# The case itself by what it held: "The holding of X cannot survive", "the rule in X"
_ITS_HOLDING = re.compile(
    r"\b(?:holding|rule|reasoning|analysis|approach|test|framework|decision)"
    r"\s+(?:(?:announced|adopted|set\s+out|stated|applied)\s+)?(?:of|in)\s*$",
    re.IGNORECASE,
)


# What may join the cases of a list a treating word takes together ("X and Y, 550 F.3d 1, are
# overruled", "We overrule Y, X, and Z"), their names and citations left out
_LIST_GLUE = frozenset(
    {"and", "as", "well", "are", "were", "is", "was", "be", "been", "have", "has", "hereby", "now", "today",
     "each", "both", "all", "also", "expressly", "of", "the", "in", "re", "ex", "rel", "v", "et", "al",
     "therefore", "accordingly",
     # "We overrule Y and its progeny, including X"
     "its", "their", "progeny", "including", "such"}
)  # fmt: skip
_SHOULD_BE_AND_ARE = re.compile(
    r"\b(?:should|must|ought\s+to)\s+be,?\s+and\s+(?:now\s+|hereby\s+|today\s+)?(?:is|are),?", re.IGNORECASE
)
_LIST_LEFT_OUT = re.compile(r"\([^()]*\)|\b\d[\w.]*|\b[A-Z][\w.'’&-]*")
# A list's heading before its colon: "the following cases:", "these decisions:"
_LIST_HEADING = re.compile(
    r"^\s*(?:the\s+following|these|each\s+of\s+the\s+following)\s+(?:\w+\s+)?(?:cases|decisions|opinions|holdings)"
    r"(?:\s*,?\s*(?:to\s+the\s+extent[^:]{0,80}))?\s*:",
    re.IGNORECASE,
)


# A citation's end (its page, or its court and year) and the comma after it, inside a list
_A_CITATION_ENDED = re.compile(r"(?:\d|\))\s*,\s+\S")
# A listed case's name and citation, then the list going on to the next case or ending ("B (2012) 2
# Cal.5th 2, C ...", "..., to the extent they", "."): not "B ... correctly held", "B, on which it relied"
_LIST_ENDS_AFTER = re.compile(
    r"(?:[\s,]*+(?:[A-Z][\w.'’&-]*+|v\.|\d[\w.]*+|\([^()]*+\)))*+\s*"
    r"(?:[.;:]|,\s*(?:[A-Z]|to\s+the\s+extent|insofar|in\s+so\s+far|and\b|or\b)|$)"
)
# A case with a verb of its own after its name and citation: not one of a list before it
_OWN_VERB_AFTER = re.compile(
    # each word taken whole, and the run of them never given back: "1015" read as "10" and "15",
    # or "Listcase1" as "Listcase" and "1", made a list of four citations take minutes
    r"(?:[\s,]*+(?:[A-Z][\w.'’&-]*+|v\.|\d[\w.]*+|\([^()]*+\)))*+[\s,]*+"
    r"(?:is|are|was|were|remains?|survives?|stands?|continues?|has|have)\b"
)
# The list going on after the case its treating word comes before: "We overrule Y, X, and Z", "We
# overrule Y, 500 F.3d 1; X, 600 F.3d 100; and Z" (a semicolon goes on to the next case's name)
_LIST_GOES_ON = re.compile(r"(?:[^;]|;(?=\s*(?:and\s+)?[A-Z])){0,160}?(?:[,;]?\s+and\s+|;\s*)(?:[A-Z]|\d)")


# What names the case that did it, after a treating word: "overruled by", "abrogated in part by",
# "overruled on other grounds in", ", overruled, Y v. Z"
_DONE_BY = re.compile(
    r"\s*,?\s*(?:(?:in\s+(?:relevant\s+)?part|on\s+other\s+grounds|sub\s+silentio|by\s+statute)\s*,?\s*)?"
    r"(?:by|in|as\s+(?:recognized|stated|noted|explained)\s+in)\s+(?:the\s+)?"
    r"|\s*,\s*(?=[A-Z])"
)


def _done_by_the_case(sentence: str, end: int, mention: int, ours: set[str]) -> bool:
    """Whether the case mentioned at `mention`, after the treating word ending at `end`, is the one
    named as doing it: "by" and nothing between but its own name."""
    by = _DONE_BY.match(sentence, end)
    if by is None or by.end() > mention:
        return False
    between = sentence[by.end() : mention]  # its name, when the mention is its citation
    words = set(distinctive(between))
    return not re.search(r"[;()\d]", between) and (not words or bool(words & ours))


def _listed_together(sentence: str, mention: int, m: re.Match[str]) -> bool:
    """Whether the words between the case mentioned at `mention` and the treating word `m` join
    it in a list of cases the word treats together: their names, citations and commas, an "and"
    (there, or after the case when the word comes first), a verb of being."""
    before = mention < m.start()
    between = sentence[mention : m.start()] if before else sentence[m.end() : mention]
    if not before:  # "We overrule the following cases: Y; X": the list its heading introduces
        between = _LIST_HEADING.sub(":", between, count=1)
    between = _SHOULD_BE_AND_ARE.sub(" are ", between)  # "X and Y should be, and now are, overruled"
    words = re.findall(r"[a-z]+", _LIST_LEFT_OUT.sub(" ", between))
    if not before and _OWN_VERB_AFTER.match(sentence, mention):
        return False  # "We overrule Y, and X remains good law", "are overruled: Y; X, is reaffirmed"
    introduced = not before and re.match(r"\s*:", between) is not None  # "are overruled: Y; X"
    joined = "and" in words or (not before and _LIST_GOES_ON.match(sentence, mention) is not None)
    # "We disapprove A (2012) 210 Cal.App.4th 1005, B (2012) ...": citations one after another, as
    # California lists them, with no "and", the case's own going on to the next or ending the list
    cited_in_turn = (
        not before
        and _A_CITATION_ENDED.search(between) is not None
        and _LIST_ENDS_AFTER.match(sentence, mention) is not None
    )
    return (joined or introduced or cited_in_turn) and set(words) <= _LIST_GLUE


# What stands between "overturn"/"repudiate" and the case it takes as its object, or before the
# word when the case is its subject: "we overturn X", "we overturn our decision in X", "X is overturned"
_OBJECT_BETWEEN = re.compile(
    r"\s*(?:(?:our|its|the\s+court's)\s+(?:decision|holding|opinion)\s+in\s+"
    r"|the\s+(?:rule|holding|test|approach|standard|doctrine|practice|reasoning|analysis|view|interpretation)"
    r"\s+(?:of|in|(?:announced|adopted|set\s+out)\s+in)\s+)?"
)
_IT = re.compile(r"\s+(?:it|that\s+(?:decision|case|holding))\b")
_NO_LONGER_THE_LAW = frozenset({"no longer good law", "no longer the law"})
# The cases standing with it ("X and its progeny"), no hedge of the court's ("its view")
_PROGENY = re.compile(r"\band\s+(?:(?:its|their)\s+progeny|the\s+cases\s+following\s+it)\b", re.IGNORECASE)
# The case, its citation closing just before, the subject of "no longer ...": "X, 600 F.3d 100, is
# no longer valid", "X, 600 F.3d 100, should no longer be followed"
_SUBJECT_CITED_BEFORE = re.compile(
    # (or a clause of its own: "X, 600 F.3d 100, which can no longer be considered good law, held")
    r"(?:\d|\))\s*,?\s*(?:(?:and\s+(?:its|their)\s+progeny|and\s+(?:the\s+)?cases\s+following\s+it)\s*,?\s*)?"
    r"(?:which\s+)?"
    # ("X was wrongly decided and should no longer be followed")
    r"(?:(?:is|was|were)\s+(?:wrongly|incorrectly|erroneously|badly)\s+decided,?\s+and\s+)?"
    r"(?:(?:is|was|are|were|has|have|been|should|must|can|will|shall|may|therefore|thus|now|accordingly)\s+)*$",
    re.IGNORECASE,
)
_WE_WILL = re.compile(r"\b[Ww]e\s+(?:will|shall|do|can|should|may|therefore|now|thus|\s)*$")
# ... or the courts bound by the court's decisions told so: "Courts of this state should no longer
# follow X", "Lower courts must no longer rely on X"
_COURTS_TOLD = re.compile(
    r"\b(?:(?:the\s+)?(?:lower|trial|inferior|district|circuit|state|county|municipal)\s+courts"
    r"|(?:the\s+)?courts\s+(?:of|in)\s+this\s+(?:state|commonwealth|circuit|district|jurisdiction)"
    r"|(?:the\s+)?courts\s+below|(?:the\s+)?bench\s+and\s+bar)"
    r"\s+(?:(?:should|must|shall|may|can|will|therefore|now|thus)\s+)+$",
    re.IGNORECASE,
)


def _no_longer_of_it(sentence: str, mention: int, m: re.Match[str]) -> bool:
    """Whether "no longer ..." is said of the case: its subject, cited just before ("X, 600 F.3d
    100, is no longer valid"), or the court's own refusal of it ("we will no longer follow X",
    "... and we will no longer follow it")."""
    if m["word"].lower().endswith(("follow", "adhere to", "rely on", "rely upon")):
        told = _WE_WILL.search(sentence, 0, m.start()) or _COURTS_TOLD.search(sentence, 0, m.start())
        return told is not None and _done_to_the_case(sentence, mention, m)
    return (
        mention < m.start() and _SUBJECT_CITED_BEFORE.search(sentence, 0, m.start()) is not None
    ) or _it_after_the_limit(sentence, mention, m.start())


# The case's citation closing just before the word: "X, 600 F.3d 100, cannot survive"
_CITED_JUST_BEFORE = re.compile(r"(?:\d|\))\s*,?\s*$")
# ... and the case the passive subject: "The rule announced in X, 600 F.3d 100, is abandoned"
_CITED_PASSIVE = re.compile(
    r"(?:\d|\))\s*,?\s*(?:is|are|was|were|has\s+been|have\s+been)\s+(?:(?:hereby|now|today|therefore|expressly)\s+)?$",
    re.IGNORECASE,
)
_PASSIVE_BEFORE = re.compile(r"\b(?:is|was|are|were|be|been|being)\s+(?:\w+\s+)?$", re.IGNORECASE)


def _done_to_the_case(sentence: str, mention: int, m: re.Match[str]) -> bool:
    """Whether a word that may have another object ("overturned a conviction", "repudiated the
    statement in X") takes the case itself: its object right after it, the case its passive
    subject ("X ... is overturned"), or "it" for the case named before."""
    if mention > m.start():
        between = _OBJECT_BETWEEN.match(sentence, m.end())
        return between is not None and between.end() >= mention
    # "X was wrongly decided, and we repudiate it": the case named before, taken up again
    return (
        _PASSIVE_BEFORE.search(sentence, 0, m.start()) is not None or _IT.match(sentence, m.end()) is not None
    )


def _scope_of(said: str) -> str:
    """How much of the case the words from its treating word on leave standing."""
    return "in_part" if _IN_PART.search(said) else "on_other_grounds" if _OTHER.search(said) else "whole"


_A_JUDGMENT = re.compile(r"\b(?:judgments?|decision)\b", re.IGNORECASE)
_AN_OPINION = re.compile(r"\bopinion\b", re.IGNORECASE)


def _its_own_opinion(disposed: str, case: IndexedCase, by: IndexedCase) -> bool:
    """Whether the opinion a court vacates ("The panel opinion, 591 F.3d 88, is vacated") can be the
    cited case's: the same court's, and the case's citation where one is given."""
    if case.court_id and by.court_id and case.court_id != by.court_id:
        return False
    cited = re.search(_CITED_AT, disposed)
    return cited is None or slot_key(cited.group()) in {slot_key(c) for c in case.citations}


def _undone_label(said: str) -> str:
    """A disposition's word as the label of what it did: "reversed" or "vacated"."""
    word = " ".join(said.lower().split())
    stem = next((k for k in _UNDONE_AS if word.startswith(k)), None)
    if stem is not None:
        return _UNDONE_AS[stem]
    return word if word.endswith("d") else word + "d"


# A stage of the case's own proceedings it did not survive: "X did not survive summary judgment"
_PROCEEDING_SURVIVED = re.compile(
    r"\s+(?:summary\s+judgment|(?:a|the)\s+(?:motion|demurrer)|dismissal|trial)\b",
    re.IGNORECASE,
)
# What a case cannot, or did not, survive (a later decision), said of it as the subject
_SURVIVAL = re.compile(
    r"cannot|(?:did|does|could|has)\s+not\s+surviv|(?:is|are)\s+(?:clearly\s+)?irreconcilable"
)


def _label(word: str) -> str:
    lower = word.lower()
    if lower.startswith("disavow") and " " in lower:
        return "limited"  # "we disavow the dictum in X": its holding stands
    return next(label for stem, label in _LABEL.items() if stem in lower)  # "today overruling"


def _party_words(name: str) -> set[str]:
    """The words of a case's parties that tell it from others: not an agency's acronym ("NLRB v.
    Acme" and "NLRB v. Beta Tool" are two cases, the second no appeal of the first)."""
    return {w for w in distinctive(name) if w not in AGENCY_ACRONYMS and w not in OFFICERS_OF_THE_DAY}


def _both_sides_shared(appeal: str, cited: str) -> bool:
    """Whether each side of the cited caption is the appeal's (its words shared, or a government or
    an official, whom an appeal may name otherwise: "Okafor v. Barr" as "Okafor v. Garland"), either
    way round; a caption of one side counts as shared."""
    ours, theirs = case_sides(appeal), case_sides(cited)
    if len(ours) != 2 or len(theirs) != 2:
        return True

    def same(a: str, b: str) -> bool:
        words_a, words_b = _party_words(a), _party_words(b)
        return not words_a or not words_b or bool(words_a & words_b)

    return any(same(ours[0], one) and same(ours[1], other) for one, other in (theirs, theirs[::-1]))


# How an opinion cites a precedent it does not review: relied on, or set aside as not controlling
_RELIED_ON_BEFORE = re.compile(
    r"\b(?:relying|relied|relies|rely)\s+(?:up)?on\s+(?:(?:its|our|their|the)\s+(?:own\s+)?(?:decision|opinion|holding)"
    r"\s+in\s+)?$",
    re.IGNORECASE,
)
_SET_ASIDE_AFTER = re.compile(
    r"(?:,?\s*\d{1,4}\s+[A-Z][\w. ]{0,20}?\s+\d{1,5}(?:\s*\([^()]{0,40}\))?,?)?\s+(?:is|was)\s+"
    r"(?:\w+ly\s+)?(?:distinguishable|inapposite|not\s+controlling|not\s+to\s+the\s+contrary)\b",
    re.IGNORECASE,
)


def _cited_as_precedent(text: str, patterns: list[re.Pattern[str]]) -> bool:
    """Whether the opinion names the case as a precedent it relies on or distinguishes ("The Court
    of Appeals, relying on its decision in X, affirmed", "X is distinguishable"): not the judgment
    it reviews."""
    return any(
        _RELIED_ON_BEFORE.search(text, max(0, m.start() - 60), m.start())
        or _SET_ASIDE_AFTER.match(text, m.end())
        for pattern in patterns
        for m in pattern.finditer(text)
    )


def _can_treat(by: IndexedCase, cited: IndexedCase, label: str | None, en_banc: bool = False) -> bool:
    """Whether the citing court has authority to overrule, abrogate, reverse or vacate the cited
    case: above it in its own system, or the Supreme Court; a reversal or vacatur only by the
    case's own appeal (a court above, a party's name shared), or by its own court sitting en banc
    (`en_banc`: the citing opinion says so), which vacates its panel's. Unknown courts are not ruled
    out."""
    if label not in _NEEDS_AUTHORITY:
        return True
    if label in ("reversed", "vacated") and not _party_words(by.case_name) & _party_words(cited.case_name):
        return False  # the same case's later history: its appeal bears a party of its name
    from briefcheck.reference.courts import court_from_courts_db, reviews_district

    a = court_from_courts_db(by.court_id) if by.court_id else None
    b = court_from_courts_db(cited.court_id) if cited.court_id else None
    if a is None or b is None:
        return True
    if a.level == "scotus":
        return True
    same_system = (a.level.startswith("state") and b.level.startswith("state") and a.state == b.state) or (
        not a.level.startswith("state") and not b.level.startswith("state")
    )
    higher = _RANK.get(a.level, 0) > _RANK.get(b.level, 0)
    if higher and a.level == "federal_appellate" and b.level == "federal_district":
        year = cited.date_filed.year if cited.date_filed else None
        higher = reviews_district(
            a.courts_db_id or "", b.state, year
        )  # another circuit's district is not its
    if higher and a.level == "federal_district" and b.level == "federal_bankruptcy":
        higher = a.state is not None and a.state == b.state  # the bankruptcy court of its own district
    same = _RANK.get(a.level, 0) == _RANK.get(b.level, 0)
    if label in ("reversed", "vacated"):
        return same_system and (higher or (same and en_banc and a.courts_db_id == b.courts_db_id))
    # a court of the same rank overrules only its own decisions: a sister circuit's disapproval
    # leaves the case the law of its own
    return same_system and (higher or (same and a.courts_db_id == b.courts_db_id))
