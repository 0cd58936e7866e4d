"""Whether a brief's own words acknowledge a case's negative history: one rule for the treatment
read from the brief (Tier 1) and the treatment read in the opinions citing the case (Tier 3)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache
from itertools import pairwise

from briefcheck.text.names import GOVERNMENT, abbreviates, distinctive, slot_key, tokens
from briefcheck.text.sentences import split_sentences

# "overruled", "abrogated by", "superseded by statute", "no longer good law", "rev'd",
# "reversed on other grounds", "vacated": the words a careful brief gives the history in
_ACKNOWLEDGED = re.compile(
    r"overrul|abrogat|supersed|overturn|repudiat|no longer good law|rev'd|rev’d|reversed|vacated"
    # the act done to the case named after it, as prior history gives it ("Y (reversing X)", "Y,
    # rev'g X", New York's "revg"), and New York's "X, revd 35 NY3d 585"
    r"|reversing|vacating|rev['’]g\b|\brevg\b|\brevd\b",
    re.IGNORECASE,
)
# Said of the cited case, a history word stands where a history is given: after the citation
# (", overruled by", "(abrogated)", "— overruled by Dobbs —", "Roe, since overruled,", "(1973), was
# overruled"), or after the case as its subject ("Roe was overruled", "which has since been
# vacated", "its progeny were overruled"), or before it as the act's object ("the Court overruled
# Roe"). Anywhere else it is said of something else: "the objection was overruled", "courts have
# reversed convictions", "the superseding indictment".
_PARTICIPLE = re.compile(
    r"(?:overruled|abrogated|superseded|overturned|repudiated|reversed|vacated|rev['’]d|revd"
    r"|(?:abrogation|overruling)\s+recognized)\b",
    re.IGNORECASE,
)
_ADVERBS = (
    r"(?:since|later|subsequently|now|partially|expressly|effectively|explicitly|implicitly|formally"
    r"|squarely|finally|ultimately|long|then|also|itself|both|all|in\s+part|of\s+course,?)"
)
_AUXILIARIES = rf"(?:has|have|had|was|were|is|are|been|being|stands|{_ADVERBS}),?"
_AT_HISTORY = re.compile(
    rf"(?:[,(\[;—–]\s*(?:{_AUXILIARIES}\s+)*|\s-\s+|\b(?:since|now|later|subsequently)-)$", re.IGNORECASE
)
_PREDICATED = re.compile(rf"(?P<subject>[\w.'’-]+)\s+(?:{_AUXILIARIES}\s+)*$")
# What may be the subject of a case's history: the case by its name (a capitalised word), or a
# word standing for it
_FOR_THE_CASE = frozenset(
    {"which", "it", "that", "this", "judgment", "decision", "decisions", "holding", "holdings", "opinion",
     "case", "cases", "precedent", "precedents", "progeny", "doctrine", "deference", "framework", "test",
     "rule", "line"}
)  # fmt: skip
_NOT_A_NAME = frozenset(
    {"The", "A", "An", "This", "That", "These", "Those", "His", "Her", "Its", "Their", "Our"}
)
# Prior history, the case's own appeal, done to the decision cited after it: "Y (reversing X)", "Y,
# rev'g 925 F.3d 405", New York's "revg 170 AD3d 245"
_PRIOR_ACTS = r"reversing|vacating|rev['’]g|revg"
# The act done to the case, its name straight after: "the Court overruled Roe", "overruled it"
# (not a party's or the state's thing: "overruled Defendant's objection", "abrogated State immunity")
_ACT_ON = re.compile(
    r"(?:overruled|abrogated|overturned|repudiated"
    # prior history (another case's "(overruling X)" acknowledges by the treating case's name alone)
    rf"|(?P<prior>{_PRIOR_ACTS})(?:\s+in\s+part)?(?:\s+and\s+remanding)?,?)"
    r"\s+(?:(?:the\s+)?(?:decision|holding)\s+in\s+)?"
    r"(?:it\b|that\s+(?:decision|case)\b|(?(prior)\d{1,4}\s+[A-Z]|(?!))"
    # a case by name ("State v. Jones" too), or its holding ("Roe's holding")
    r"|[A-Z][\w.-]*\s+v\.\s"
    r"|(?!(?:State|States|Congress|Defendant|Defendants|Plaintiff|Plaintiffs|Appellant|Appellee|Petitioner"
    r"|Respondent|Government|Section|Article|Title|Rule)\b)[A-Z][\w.-]*(?:['’]s?\s+(?:holding|reasoning)\b"
    r"|(?!['’\w])))"
)
_RELATIVE = re.compile(r"\b(?:which|whom)\b[^,;.]{0,60}$", re.IGNORECASE)
_BY_AFTER = re.compile(r"\w+\s+(?:(?:in\s+part|on\s+other\s+grounds)\s+)?by\b")
# Whose the decision is when it is not a court's: "the Board's decision was vacated" is an agency's
_NOT_A_COURTS = re.compile(
    r"\b(?:board|agency|commission|commissioner|secretary|alj|arbitrator|director|department|bureau"
    r"|administrator|officer|employer|union|council|legislature)['’]s?\s+$",
    re.IGNORECASE,
)
# A court below named before a word standing for a decision ("as the district court held before it
# was reversed", "the trial court's first judgment was reversed"): the decision is that court's,
# unless a case is named between ("the district court relied on Roe, which was overruled")
_COURT_BELOW = re.compile(
    r"\b(?:(?:district|trial|lower|circuit|bankruptcy|magistrate|county|superior|municipal|family|probate"
    r"|juvenile|tax|claims)\s+(?:court|judge)|court\s+below|court\s+of\s+appeals?|appellate\s+court|panel"
    r"|jury|magistrate)(?:['’]s)?\b(?P<rest>[^.;]*)$",
    re.IGNORECASE,
)


def _a_court_belows(before: str) -> bool:
    below = _COURT_BELOW.search(before)
    return below is not None and re.search(r"[A-Z]", below["rest"]) is None


# What the brief asks a court to do ("should be reversed", "must be vacated"): no history of a case
_ASKED = re.compile(
    r"\b(?:should|must|would|will|shall|may|might|can|could|to|ought\s+to)\s+(?:\w+\s+)?be\s+$", re.IGNORECASE
)
# A court's act on something else ("reversed the conviction", "vacated its judgment")
_DONE_TO_ANOTHER = re.compile(
    r"(?:reversed|vacated|overruled)\s+(?:the|a|an|his|her|its|their|this|that)\b", re.IGNORECASE
)
# An acknowledgment that leaves part of the case standing
_OTHER_GROUNDS = (
    r"on\s+(?:other|another|different|unrelated|separate|procedural)\s+grounds?"
    # ... or another point: "on another issue", "on an unrelated issue", "on a different question"
    r"|on\s+(?:an?\s+)?(?:other|another|different|unrelated|separate|collateral)\s+(?:issues?|points?|questions?"
    r"|matters?|ground)"
)
_QUALIFIED = re.compile(
    rf"^\S*\s+(?:\w+\s+){{0,2}}(?:{_OTHER_GROUNDS}|in\s+(?:relevant\s+|irrelevant\s+|unrelated\s+|other\s+)?"
    rf"(?:part|respects|other\s+respects|some\s+respects)"
    rf"|to\s+the\s+extent|insofar\s+as|as\s+to)\b"
    # or in a parenthetical of its own after the case that did it: "overruled by Y, 590 U.S. 1
    # (2020) (on other grounds)"
    rf"|^[^;]{{0,200}}?\(\s*(?:{_OTHER_GROUNDS}|in\s+part)\s*\)",
    re.IGNORECASE,
)
# "partially overruled", "partly abrogated": an outright overruling understated
_PARTLY = re.compile(r"\b(?:partially|partly)\s+$", re.IGNORECASE)
# Treatment weaker than overruling: said of a case overruled outright, it understates the history
_WEAKER = re.compile(
    r"\b(?:limited|questioned|criticized|criticised|distinguished|disapproved|called\s+into\s+(?:doubt|question)"
    r"|declined\s+to\s+follow)\b",
    re.IGNORECASE,
)
# The treating case credited with keeping the case, not undoing it: "(Doe v. Roe followed Bart)",
# "(as Doe v. Roe confirmed)"
_KEPT_BY = (
    r"(?:followed|follows|following|confirmed|confirms|confirming|reaffirmed|reaffirms|reaffirming|approved"
    r"|approves|approving|adopted|adopts|adopting|applied|applies|applying|endorsed|endorses|endorsing|embraced"
    r"|embraces|agreed\s+with|agrees\s+with|upheld|upholds|upholding"
    # ... or left it standing: "which Doe declined to overrule", "Doe left this rule intact"
    r"|(?:declined|declines|declining|refused|refuses|refusing)\s+to\s+(?:overrule|disturb|abrogate|revisit|disavow)"
    r"|left\s+(?:\w+\s+){0,3}(?:intact|undisturbed|untouched|standing))"
)


def _kept_by_it(said: str, treating: set[str]) -> bool:
    """Whether the brief says the treating case, named by a word of its own, kept the case: its
    name the subject of a verb of keeping within its clause ("Doe v. Roe followed Bart", "as Doe
    confirmed"), not another's ("lower courts followed it before Doe")."""
    words = "|".join(re.escape(w) for w in sorted(treating, key=len, reverse=True))
    return bool(words) and _kept_by_words(words).search(said) is not None


@lru_cache(maxsize=64)
def _kept_by_words(words: str) -> re.Pattern[str]:
    """A treating case's name (`words`, its own) as the subject of a verb of keeping: its name's
    words, citation and an adverb between, never another subject ("Until Dobbs courts followed
    Roe" is the courts')."""
    return re.compile(
        rf"\b(?i:{words})\b(?:,?\s+(?:[A-Z0-9][\w.'’&-]*|v\.|of|the|&|at|\([^()]{{0,40}}?\d{{4}}\)))*?,?\s+"
        r"(?:\w+ly\s+|also\s+)?"
        rf"(?i:{_KEPT_BY})\b"
    )


# The case a history phrase credits: "overruled by Doe v. Roe", "abrogated on other grounds, Doe v. Roe"
# (its first party may hold small words: "City of Boston v. Jones", "United States ex rel. Jones v.
# Smith"; or it is "In re Jones", or a short name cited: "Jones, 710 F.3d 10")
_NAME_WORD = r"[A-Z][\w.'’&-]*"
_CREDITED = re.compile(
    r"\S*(?:\s+(?:in\s+part|on\s+other\s+grounds))?\s*(?:,|\s+by)\s+(?:the\s+)?(?P<name>"
    rf"{_NAME_WORD}(?:\s+(?:{_NAME_WORD}|of|the|ex\s+rel\.|for|and|&|de|la|del)){{0,8}}?\s+v\.\s+{_NAME_WORD}"
    rf"|(?:In\s+re|Ex\s+parte|Matter\s+of)\s+{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}"
    rf"|{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,3}}(?=\s*,\s*\d{{1,4}}\s+[A-Z]))"
)


# ... or by its short name alone, the sentence or parenthetical ending there ("overruled by Casey.");
# a legislature or a statute credited is no case
_CREDITED_BY_NAME = re.compile(
    r"\S*(?:\s+(?:in\s+part|on\s+other\s+grounds))?\s+by\s+(?:the\s+)?"
    r"(?P<name>(?!(?:Legislature|Congress|Parliament|Statute|General|Act|Amendment|Constitution)\b)"
    rf"{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})\s*(?=[.;)]|$)"
)


def acknowledges_history(said: str, whole: bool = False, cited_name: str = "") -> bool:
    """Whether `said` (the brief's sentence citing a case) speaks of the case's negative history;
    with `whole` (the case was overruled outright), only in words that do not leave part of it
    standing ("overruled on other grounds", "in part" understate it). Not of another case the
    sentence names as its subject ("Smith v. Jones was overruled") than `cited_name`."""
    return next(_history_words(said, whole, cited_name), None) is not None


# A history the brief denies: "which was not overruled", "has never been abrogated", "never overruled"
_DENIED = re.compile(
    r"\b(?:not|never|n['’]t)\s+(?:(?:been|yet|ever|since|once|expressly|explicitly|actually|really|fully"
    r"|entirely|even|been\s+expressly)\s+)*$",
    re.IGNORECASE,
)


def _history_words(said: str, whole: bool, cited_name: str = "") -> Iterator[re.Match[str]]:
    for m in _ACKNOWLEDGED.finditer(said):
        if _ASKED.search(said, max(0, m.start() - 40), m.start()) or _DONE_TO_ANOTHER.match(said, m.start()):
            continue
        if cited_name and _of_another_case(said, m.start(), cited_name):
            continue
        if _DENIED.search(said, max(0, m.start() - 40), m.start()):
            continue
        if not m.group().lower().startswith("no longer") and not _of_the_case(said, m.start()):
            continue
        if whole and (
            _QUALIFIED.match(said[m.start() :]) or _PARTLY.search(said, max(0, m.start() - 20), m.start())
        ):
            continue
        yield m


# A case's caption as the subject of the history word after it: "Smith v. Jones was overruled"
_CAPTION_SUBJECT = re.compile(
    rf"(?P<caption>{_NAME_WORD}(?:\s+(?:{_NAME_WORD}|of|the|&))*\s+v\.\s+{_NAME_WORD}(?:\s+(?:{_NAME_WORD}|of|the|&))*)"
    rf",?\s+(?:{_AUXILIARIES}\s+)*$"
)


def _of_another_case(said: str, at: int, cited_name: str) -> bool:
    """Whether the history word at `at` is said of a case the sentence names by a caption sharing
    no word of its own with the cited case's name."""
    subject = _CAPTION_SUBJECT.search(said, max(0, at - 120), at)
    if subject is None:
        return False
    return not set(distinctive(subject["caption"])) & set(distinctive(cited_name))


def _of_the_case(said: str, at: int) -> bool:
    """Whether the history word at `at` is said of a case: in a history's place after a citation,
    with the case (or a word for it) as its subject, or the case named as what it was done to."""
    if _ACT_ON.match(said, at):
        return True
    if not _PARTICIPLE.match(said, at):
        return False
    before = said[max(0, at - 80) : at]
    if _AT_HISTORY.search(before):
        return True
    subject = _PREDICATED.search(before)
    if subject is None:
        return False
    word = subject["subject"]
    if word.lower() in _FOR_THE_CASE:
        return _NOT_A_COURTS.search(before, 0, subject.start("subject")) is None and not _a_court_belows(
            before[: subject.start("subject")]
        )
    # a name with no "was" or "has been" between is the one acting ("Congress abrogated ..."), unless
    # the one who did it follows ("Roe overruled by Dobbs") or it acts on the case ("which the Court
    # overruled")
    done_to_it = (
        bool(before[subject.end("subject") :].strip())
        or _BY_AFTER.match(said, at) is not None
        or _RELATIVE.search(before, 0, subject.end("subject")) is not None
    )
    return word[:1].isupper() and word not in _NOT_A_NAME and done_to_it


# A reporter citation in a sentence: "700 F.3d 20", "565 U.S. 1"
REPORTER_CITATION = r"\b\d{1,4}\s+[A-Z][\w.']*(?:\s+[\w.']+){0,3}?\s+\d{1,5}\b"
A_REPORTER_CITATION = re.compile(REPORTER_CITATION)


def with_later_history(said: str, paragraph: str, cited: str, name: str) -> str:
    """`said` with the sentences after the citation's own in its paragraph (the next three) that
    name the cited case by a word of its name and give a history ("Bowers v. Hardwick, 478 U.S. 186.
    But Lawrence overruled Bowers."): the brief acknowledges there what its citation sentence does
    not."""
    # (its last place: a citation's context opens with sentences before its paragraph, which may
    # cite it the same way with a history of their own)
    at = paragraph.rfind(cited) if cited else -1
    words = tuple(w for w in distinctive(name) if w not in GOVERNMENT)
    if at < 0 or not words:
        return said
    rest = paragraph[at + len(cited) : at + len(cited) + _LATER_CHARS]
    named = set(words)
    spans = split_sentences(rest)
    later = [
        sentence
        for a, b in spans[1:4]
        if _ACKNOWLEDGED.search(sentence := rest[a:b]) and named & set(tokens(sentence))
    ]
    if later:  # (seldom: the pattern is made only then)
        said_of_it = _said_of(words)
        later = [s for s in later if said_of_it.search(s) and not _DOUBTED.search(s)]
    # the very next sentence giving the case's own appeal, its name understood: "The Supreme Court
    # reversed, 570 U.S. 300 (2013)." is read as the history written after the citation would be
    appeal = _ITS_APPEAL_NEXT.match(rest, spans[1][0]) if len(spans) > 1 else None
    if appeal is not None:
        said += (
            ", "
            + ("rev'd" if "revers" in appeal["word"].lower() else "vacated")
            + (" on other grounds, " if "other grounds" in appeal.group().lower() else ", ")
            + rest[appeal.end() : spans[1][1]]
        )
    return " ".join([said, *later])


_ITS_APPEAL_NEXT = re.compile(
    r"\W*(?:The\s+|That\s+)?(?:(?:United\s+States\s+)?Supreme\s+Court|Court\s+of\s+Appeals|(?:[A-Z][\w.]*\s+)?Circuit"
    r"|en\s+banc\s+court|court\s+of\s+appeals|Court)\s+(?:later\s+|subsequently\s+|then\s+|ultimately\s+)?"
    # with the decision that did it cited straight after (not "The Supreme Court reversed, holding
    # that ...": what the cited decision itself did to the court below)
    r"(?P<word>reversed|vacated)(?:\s+in\s+part|\s+on\s+other\s+grounds)*(?:\s*,|\s+in|\s+by|\s+sub\s+nom\.)?\s*"
    # ... its citation, or its name and citation ("reversed in Kessler Freight, Inc. v. Rivera, 565 U.S. 150")
    r"(?=\d{1,4}\s+[A-Z]|(?:[A-Z][\w.'’&-]*,?\s+){1,8}v\.\s)",
    re.IGNORECASE,
)


_LATER_CHARS = 2000  # the next three sentences are within it


@lru_cache(maxsize=256)
def _said_of(words: tuple[str, ...]) -> re.Pattern[str]:
    """A later sentence saying what was done to the case named by `words`."""
    named = "|".join(re.escape(w) for w in words)
    return re.compile(  # (capitals between: its name written out, "overruled National League")
        rf"\b(?:{named})\b(?:['’]s)?(?:\s+v\.\s+[\w.'’&-]+)?(?:,[^,;]{{1,120}},)?\s+(?:was|has\s+been|had\s+been|is)\s+"
        rf"(?:\w+ly\s+|since\s+|later\s+|then\s+|now\s+){{0,2}}{_UNDONE}"
        rf"|\b{_UNDOING}\s+(?:the\s+(?:rule|holding|decision)\s+(?:of|in)\s+)?(?:(?-i:[A-Z])[\w.'’]*\s+){{0,3}}?"
        rf"(?:{named})\b",
        re.IGNORECASE,
    )


# What a later sentence must say of the case to give its history: the case done to ("Hale was later
# overruled by", "Lawrence overruled Bowers", "(overruling Roe)"); nothing said of cases around it
# ("Roe was cited in cases later overruled", "decisions following Hale were vacated")
_UNDONE = r"(?:overruled|abrogated|superseded|overturned|repudiated|disapproved|reversed|vacated)\b"
_UNDOING = (
    r"(?:overrul(?:ed|es|ing)|abrogat(?:ed|es|ing)|overturn(?:ed|s|ing)|repudiat(?:ed|es|ing)"
    r"|disapprov(?:ed|es|ing))"
)
# ... and not doubt, deny or report it: "Whether Hale was overruled", "Defendant argues Hale was
# overruled", "It is said that Hale was overruled; it was not", "Hale remains good law"
_DOUBTED = re.compile(
    r"\b(?:whether|if|argues?|argued|contends?|contended|claims?|claimed|asserts?|asserted|suggests?|suggested"
    r"|urges?|urged|asks?|said|says|thought|believed|remains?|not|never|n['’]t|question|open)\b",
    re.IGNORECASE,
)


def own_part(said: str, cited: str) -> str:
    """The part of a claim's sentence that is the citation's own, where the sentence cites several
    authorities one after another ("See X; Y, 600 N.E.2d 9, rev'd, ...; see also Z"): its clauses
    between semicolons, up to those citing another authority, and in them its own part
    (`own_history`). Another's history or another case's
    name ("see also Jackson v. Metro. Edison Co.") acknowledges nothing of it; a clause of prose
    after it ("; but Chevron was overruled") is still about it."""
    at = said.find(cited) if cited else -1
    if at < 0:
        return said
    bounds = [0, *(m.end() for m in re.finditer(";", said)), len(said) + 1]
    clauses = [(a, b - 1) for a, b in pairwise(bounds)]
    here = next(i for i, (a, b) in enumerate(clauses) if a <= at < b or b >= len(said))
    first = last = here
    while first > 0 and not _CITES.search(said, *clauses[first - 1]):
        first -= 1
    while last + 1 < len(clauses) and (
        not _CITES.search(said, *clauses[last + 1]) or _BACK_TO_IT.search(said, *clauses[last + 1])
    ):
        last += 1
    return own_history(said[clauses[first][0] : clauses[last][1]], cited)


def own_history(said: str, cited: str) -> str:
    """The part of `said` that may give the cited case's history: from the citation (or from its
    sentence's start, where no other citation stands before it there) to the end of the next
    citation after it (the case that did it: "overruled by Dobbs, 597 U.S. 215"). Another
    citation's history is that citation's: "Gorsuch, 685 F.2d 718, rev'd sub nom. Chevron",
    "Roe ..., and Smith, 1 F.3d 1, rev'd"."""
    at = said.find(cited) if cited else -1
    if at < 0:
        return said
    end = at + len(cited)
    others = [m for m in A_REPORTER_CITATION.finditer(said) if m.end() <= at or m.start() >= end]
    earlier = [m.end() for m in others if m.end() <= at]
    start = 0
    stop = _SENTENCE_STOP.search(said, earlier[-1], at) if earlier else None
    if stop is not None:
        start = stop.end() - 1  # a sentence of its own after the other's
    elif earlier and _DONE_BY_THE_ONE_BEFORE.search(said, earlier[-1], at):
        start = 0  # "Loper Bright, 603 U.S. 369 (2024), overruling Chevron, 467 U.S. 837": its own
    elif (
        earlier
        and _ANOTHERS_HISTORY.search(said, earlier[-1], at)
        and not _UNTIL_IT_WAS.match(said)
        and not _PRIOR_ACT_ON_IT.search(said, earlier[-1], at)  # "Y, rev'g X, 925 F.3d 405": done to it
    ):
        start = at  # "Gorsuch, 685 F.2d 718, rev'd sub nom. Chevron": the words between are Gorsuch's
    after = next((m.end() for m in others if m.start() >= end), len(said))
    opened = said.rfind("(", 0, at)
    if said.count("(", 0, at) > said.count(")", 0, at):  # cited inside another's parenthetical
        close = said.find(")", end)
        after = min(after, close if close >= 0 else after)
        if _DONE_TO_IT.match(said, opened + 1):  # "(overruling Chevron, 467 U.S. 837)": its own
            start = 0
    start = max(start, at - _PREFIX_READ)  # a claim's sentence, not a page of prose before it
    # (its own prior history after it is what it did to another: "X, 731 F.3d 115, rev'g 300 F.
    # Supp. 3d 15" acknowledges no reversal of X)
    own = _PRIOR_ACT.sub(lambda m: " " * len(m.group()), said[at:after])
    return _others_history_blanked(said[start:at]) + own


# What a case did to the decision under review, written after its citation as prior history
_PRIOR_ACT = re.compile(rf"\b(?:{_PRIOR_ACTS}|affirming|aff['’]g|affg)\b", re.IGNORECASE)
# ... done to the citation that follows, by name or not: ", rev'g Ostrander v. Pell, "
_PRIOR_ACT_ON_IT = re.compile(
    rf"\b(?:{_PRIOR_ACTS})(?:\s+in\s+part)?,?\s+(?:[A-Z][^,;()]{{0,120}}?,\s*)?$", re.IGNORECASE
)


def _others_history_blanked(before: str) -> str:
    """The words before a citation with the history said of something else taken out: a history
    word there speaks of the case only as an act on it by name ("the Court overruled Roe") or with
    a name as its subject ("Dobbs overruled it"), never of a decision, motion or objection named
    before the case is ("the Fifth Circuit's decision was reversed", "Defendant's objection,
    overruled below, rested on Roe")."""
    out = before
    for m in _ACKNOWLEDGED.finditer(before):
        if _ACT_ON.match(before, m.start()) or _TO_THE_CITATION.match(before, m.end()) is not None:
            continue  # "the Court overruled Roe", "the since-overruled decision in Roe"
        subject = _SUBJECT_BEFORE.search(before, 0, m.start())
        word = subject["subject"] if subject else ""
        named = word[:1].isupper() and not word.endswith(("'s", "’s")) and word not in _NOT_A_NAME
        if named and word.lower() not in _FOR_THE_CASE:
            continue  # "Roe, since overruled, ...", "Dobbs overruled it"
        out = out[: m.start()] + " " * (m.end() - m.start()) + out[m.end() :]
    return out


# The words from a history word to the citation, where it qualifies the case named next ("the
# since-overruled decision in Roe v. Wade"): no clause between
_TO_THE_CITATION = re.compile(r"[^,.;:]{0,40}$")
# The word a history word is said of, past its auxiliaries and the comma setting it off
_SUBJECT_BEFORE = re.compile(rf"(?P<subject>[\w.'’-]+)[,\s]+(?:{_AUXILIARIES}[,\s]+)*$")


_PREFIX_READ = 600
# Another citation's history between it and the cited case: a history word not acting on the case
# named right after it ("rev'd sub nom. Chevron", ", vacated, 2 F.3d 2, and Roe"), where "overruled
# Bowers" is Lawrence's act on it
# A sentence opening with the time until the cited case was undone, by the case before it: "Until
# Ridley, 575 U.S. 88, overruled it, Bexley, 480 U.S. 210, held ..." (the "it" is the case after)
_UNTIL_IT_WAS = re.compile(
    r"\W*(?:until|till|before|prior\s+to\s+the\s+time)\b[^;]{0,200}?\b"
    r"(?:overruled|abrogated|superseded|disapproved|overturned|repudiated)\s+(?:it|them)\s*,",
    re.IGNORECASE,
)
_ANOTHERS_HISTORY = re.compile(
    r"\b(?:rev['’]d|reversed|aff['’]d|affirmed|vacated|modified|cert\.|overruled|abrogated|rev['’]g|aff['’]g)\b"
    r"(?!\s*$)(?![^,;]{0,3}$)",
    re.IGNORECASE,
)
# A parenthetical saying what the case it follows did to the one cited in it
_UNDOING_IT = r"(?:overruling|abrogating|overturning|disapproving|superseding)"
_DONE_TO_IT = re.compile(rf"\s*{_UNDOING_IT}\b", re.IGNORECASE)
# ... or the explanatory phrase saying so between the two citations (Bluebook rule 1.6(a))
_DONE_BY_THE_ONE_BEFORE = re.compile(rf",\s*{_UNDOING_IT}(?:\s+in\s+part)?,?\s+$", re.IGNORECASE)
# A sentence's end: after a citation's parenthesis or a word (not an initial: "D.C. Cir.")
_SENTENCE_STOP = re.compile(r"(?:\)|[a-z]{3,})[.!?]\s+[A-Z]")


# A clause citing an authority of its own: a case name or a reporter citation
_CITES = re.compile(r"\sv\.\s|" + REPORTER_CITATION)
# ... that is about the one before it all the same: "; but Loper Bright, 603 U.S. 369, overruled it"
_BACK_TO_IT = re.compile(
    r"\b(?:overrul|abrogat|supersed|disapprov|overturn|repudiat)\w*\s+(?:it|that\s+(?:decision|case|holding))\b",
    re.IGNORECASE,
)


_OWN_HISTORY = frozenset({"reversed", "vacated"})  # the case's own appeal


def acknowledges_treatment(
    said: str,
    whole: bool,
    by_name: str,
    cited_name: str,
    source_words: str = "",
    *,
    given_names: frozenset[str] = frozenset(),
    states: frozenset[str] = frozenset(),
    by_citations: tuple[str, ...] = (),
    label: str | None = None,
) -> bool:
    """Whether `said` acknowledges one treatment a source gives of the case it cites: it names the
    treating case (by a word of its name the cited one lacks: "Before Dobbs, ..."), or speaks of
    the history. Never when the treatment is whole and the brief understates it ("on other
    grounds", "in part", "limited by"), or credits the history to another case than the source
    names (`source_words`: the source's own sentence, where a citing opinion reports who did it).
    `given_names` and `states` (the names a person and a State go by, lower-cased) tell a word of
    the treating case's name said of a person or a State from the case named. A history that cites
    its case by a reporter the treating case is printed in (`by_citations`) at another page
    credits another case ("vacated, 802 N.E.2d 40" of one overruled at 800 N.E.2d 11); one "by
    statute" says a legislature did what only a `label` of "superseded" says was done."""
    # (a weaker word that is the source's own is no understatement: California's Supreme Court
    # "disapproves" the decisions of its Courts of Appeal, and a brief says so)
    weaker = [m.group().lower() for m in _WEAKER.finditer(said)]
    understated = acknowledges_history(said) or any(w != label for w in weaker)
    # (a reversal's grounds the source does not give: "rev'd on other grounds" may be just what it says)
    if whole and understated and not acknowledges_history(said, whole=True) and label not in _OWN_HISTORY:
        return False
    if _DENIES.search(said):
        return False  # "which was not overruled by Dobbs": the brief says the history is not there
    cited = set(distinctive(cited_name))
    treating = {w for w in distinctive(by_name) if w not in cited}
    shorts = _short_names(by_name, cited, states)
    first_party = tokens(by_name.split(" v. ", 1)[0]) if " v. " in by_name else []
    if _names_treating(tokens(said), treating, shorts, _parties(by_name, cited), given_names, first_party):
        # (not where the brief says the treating case kept it, and no word of history: "(Doe followed X)")
        return not (_kept_by_it(said, treating) and next(_history_words(said, False), None) is None)
    reported = set(tokens(source_words)) - cited
    for m in _history_words(said, whole and label not in _OWN_HISTORY, cited_name):
        if _BY_STATUTE.match(said, m.start()) and label not in (None, "superseded"):
            continue  # "superseded by statute" of a case a court overruled
        prior = _ACT_ON.match(said, m.start())
        if prior is not None and prior["prior"] and not _done_by(said, m.start(), by_name, by_citations):
            continue  # "Quill v. Ray, 580 U.S. 15 (reversing X)" of X reversed by another
        credited = _CREDITED.match(said, m.start()) or _CREDITED_BY_NAME.match(said, m.start())
        # (its words, less those of the cited name however abbreviated: "Quill Logis. v. Abernathy")
        named = (
            {w for w in distinctive(credited["name"]) if not any(abbreviates(w, c) for c in cited)}
            if credited
            else set()
        )
        if credited is None and _another_report(said, m.start(), by_citations):
            continue
        if credited is None or not named or treating & named or named <= reported:
            return True
    return False


def _done_by(said: str, at: int, by_name: str, by_citations: tuple[str, ...]) -> bool:
    """Whether the case whose prior history the act at `at` gives ("Y (reversing X)", "Y, rev'g X")
    is the one the source says did it: cited by one of its citations, or named by every word of
    its name, in the words just before."""
    before = without_asides(" ".join(said[max(0, at - _ACTOR_READ) : at].split()))
    named = list(_A_CAPTION.finditer(before))
    before = before[named[-1].start() :] if named else before  # the case named last: the one acting
    if any(" ".join(c.split()) in before for c in by_citations):
        return True
    words = set(distinctive(by_name))
    return bool(words) and words <= set(tokens(before))


def without_asides(text: str) -> str:
    """`text` with its parentheticals and bracketed asides, nested ones too, set aside (each a space):
    what is left names the cases it cites and their citations."""
    while (bare := _AN_ASIDE.sub(" ", text)) != text:
        text = bare
    return text


# A parenthetical or bracketed aside, innermost first; a case's caption
_AN_ASIDE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_A_CAPTION = re.compile(r"[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}\s+v\.?\s+[A-Z]")


# How far before a prior history's act its case is read
_ACTOR_READ = 300


# A history word done by a legislature: "superseded by statute", "abrogated by statute as stated in"
_BY_STATUTE = re.compile(
    r"\S*(?:\s+in\s+part)?\s+by\s+(?:statute|legislation|amendment|rule)\b", re.IGNORECASE
)
# The citation a history gives its case by, right after the word: "vacated, 802 N.E.2d 40"
_HISTORY_CITED = re.compile(
    r"\S*(?:\s+(?:in\s+part|on\s+other\s+grounds))?\s*,?\s*(?:by\s+)?(?P<volume>\d{1,4})\s+"
    r"(?P<reporter>[A-Z][A-Za-z0-9.' ]{0,20}?)\s+(?P<page>\d{1,6})\b"
)


def _another_report(said: str, at: int, by_citations: tuple[str, ...]) -> bool:
    """Whether the history word at `at` cites its case in a reporter one of `by_citations` is in,
    at another volume or page: another case than the one that treated the cited one."""
    m = _HISTORY_CITED.match(said, at)
    if m is None or not by_citations:
        return False
    reporter = slot_key(m["reporter"])
    same_series = [c for c in by_citations if (slot := _SLOT.fullmatch(c)) and slot_key(slot[2]) == reporter]
    return bool(same_series) and not any(
        (slot := _SLOT.fullmatch(c)) and (slot[1], slot[3]) == (m["volume"], m["page"]) for c in same_series
    )


_SLOT = re.compile(r"\s*(\d+)\s+(.+?)\s+(\d+)\s*")


# Where a brief names the treating case as such: in time ("Before Dobbs", "in light of Loper
# Bright"), cited ("Dobbs v. Jackson", "see Dobbs"), or doing it ("Dobbs overruled Roe"). A word
# of its name elsewhere is another thing ("women's health", "a bright-line rule", "Officer
# Garcia").
_BEFORE_NAME = frozenset(
    {"before", "after", "since", "until", "following", "under", "post", "pre", "see", "cf"}
)
_AFTER_NAME = frozenset(
    {"v", "overruled", "abrogated", "superseded", "overturned", "repudiated", "rejected", "abandoned",
     "overrules", "overruling", "held", "holds", "explained"}
)  # fmt: skip
# The words just before the treating case's name that make it the treating case: "overruled in
# Loper Bright", "its abrogation by", "the Court's decision in Dobbs", "prior to Dobbs"
_HISTORY_BEFORE_NAME = frozenset(
    {"overruled", "overturned", "repudiated", "abrogated", "superseded", "abrogation", "overruling",
     "repudiation", "decision", "ruling", "holding", "opinion", "prior"}
)  # fmt: skip
# "As Dobbs makes clear", "as Dobbs held"
_AS_NAME_SAYS = frozenset({"makes", "made", "held", "holds", "explained", "recognized", "noted"})
# A treating case the brief cites as affirming the case: the history misstated, not acknowledged
_AFFIRMED = frozenset({"affd", "affirmed", "affirming", "affg"})


# The treating case's history, denied: "not overruled by", "never abrogated"
_DENIES = re.compile(
    r"\b(?:not|never|n['’]t)\s+(?:\w+\s+){0,2}?(?:overrul|abrogat|supersed|overturn|repudiat|disapprov)"
    # "No court has overruled", "Nothing in Dobbs overruled", "has not, as respondents claim, been
    # overruled", "Respondents wrongly contend that ... was overruled", "The argument that ... is mistaken"
    r"|\bno\s+(?:\w+\s+)?(?:court|case|decision|opinion)s?\s+(?:has|have|had|ever)\b[^.;]{0,20}?(?:overrul|abrogat)"
    r"|\bnothing\s+in\b[^;]{0,80}?\b(?:overrul|abrogat|disturb)"
    # "suffices even after Doe", "Doe declined to overrule it", "survived Doe", "remains good law"
    r"|\beven\s+after\b|\b(?:declin|refus)\w*\s+to\s+(?:overrul|abrogat|disturb|revisit)"
    r"|\bleft\s+(?:\w+\s+){0,3}(?:intact|undisturbed|untouched)"
    r"|\b(?:remains?|still)\s+(?:good|binding|valid)\s+(?:law|precedent)"
    r"|\bnot\s*,[^,.;]{1,40},\s*(?:been\s+)?(?:overrul|abrogat)"
    r"|\b(?:wrongly|incorrectly|mistakenly|erroneously)\s+(?:contend|argue|assert|claim|suggest|say)s?\b[^;]{0,120}?"
    r"(?:overrul|abrogat)"
    r"|\b(?:argument|contention|claim|suggestion|notion|view)\s+that\b[^;]{0,120}?(?:overrul|abrogat)[^;]{0,120}?"
    r"\b(?:is|was)\s+(?:mistaken|wrong|incorrect|misplaced|meritless|unfounded)",
    re.IGNORECASE,
)
# Words of a case's name that are as often words of the brief's own ("American law", "federal
# courts", "national policy"): the case is named by one only with the next word of its name
_DESCRIPTIVE = frozenset(
    {"american", "national", "federal", "federation", "international", "general", "public", "first",
     "mutual", "central", "southern", "northern", "eastern", "western", "new", "great", "independent",
     "association", "company", "corporation", "employees", "workers", "education", "health", "board",
     "department", "council", "services", "insurance", "bank", "trust"}
)  # fmt: skip


def _short_names(by_name: str, cited: set[str], states: frozenset[str]) -> set[str]:
    """The words a brief names a case by: each party's first telling word ("Dobbs", "Loper";
    "Hyatt" of "Franchise Tax Board v. Hyatt", "Khan" of "State Oil Co. v. Khan"), never a State's
    ("Wayfair", not "South Dakota")."""
    out: set[str] = set()
    for n, side in enumerate(by_name.split(" v. ", 1)):
        words = [w for w in distinctive(side) if w not in cited]
        if n == 1 and out and not set(tokens(by_name.split(" v. ", 1)[0])) & _INSTITUTION:
            break  # "Doe v. Roe" is "Doe": the second party names it only after an institution
        if words and " ".join(tokens(side)) not in states:
            out.add(words[0])
    return out


# Words of a first party that is an institution, after which a case goes by its second party's name
_INSTITUTION = frozenset(
    {"board", "commission", "department", "agency", "co", "corp", "inc", "company", "corporation", "hotel",
     "bank", "authority", "district", "school", "university", "college", "city", "county", "state", "states",
     "association", "union", "council", "committee", "bureau", "service", "services", "railroad", "railway",
     "insurance", "parenthood", "oil", "ltd", "llc", "commonwealth", "people", "government"}
)  # fmt: skip


def _parties(by_name: str, cited: set[str]) -> tuple[set[str], set[str]]:
    """The telling words of the treating case's first and second parties ("Dobbs"; "Jackson")."""
    sides = [{w for w in distinctive(side) if w not in cited} for side in by_name.split(" v. ", 1)]
    return sides[0], sides[1] if len(sides) > 1 else set()


# Words before a name that make it a person's ("Officer Dobbs", "Plaintiff John Doe"), and after it
# that make it a person acting ("After Dobbs arrived", "After Doe was terminated")
_TITLES = frozenset(
    {"officer", "judge", "justice", "mr", "mrs", "ms", "dr", "sergeant", "detective", "plaintiff",
     "defendant", "petitioner", "respondent", "appellant", "appellee", "agent", "trooper", "deputy",
     "lieutenant", "captain", "professor", "senator", "governor", "witness"}
)  # fmt: skip
# Small words the census also lists as given names ("In", "See", "Will")
_SMALL = frozenset(
    {"in", "of", "and", "the", "see", "by", "at", "on", "to", "as", "for", "an", "so", "will", "may"}
)
_ACTING = frozenset(
    {"was", "is", "were", "had", "has", "did", "does", "said", "told", "went", "came", "sued"}
)
# A treating case named for what it did not do to the case: the history misstated or understated
# ... and those that approve it outright, read further back: "approved by the en banc court in",
# "upheld by the Supreme Court in" (not "applied", "followed" or "cited", which a correct brief says
# of the rule before its overruling: "Courts applied this rule until Voskuil")
_APPROVED = frozenset(
    {"approved", "approval", "reaffirmed", "reaffirming", "endorsed", "upheld", "confirmed", "reiterated",
     "ratified", "reinforced", "embraced"}
)  # fmt: skip
_MISSTATED = frozenset(
    {"reaffirmed", "reaffirming", "followed", "approved", "approval", "adopted", "applied", "extended",
     "relied", "undermined", "modified", "criticized", "distinguished", "limited", "questioned", "cited"}
)  # fmt: skip


def _said_to_keep_it(before: Sequence[str]) -> bool:
    """Whether the words before the treating case's name (up to eight) say it kept the cited case: an
    affirmance, a good treatment just before the name ("followed in Voskuil"), or an approval further
    back ("approved by the en banc court in Voskuil" of a case Voskuil overruled)."""
    return bool(_AFFIRMED & set(before) or _MISSTATED & set(before[-3:]) or _APPROVED & set(before))


def _names_treating(
    words: list[str],
    treating: set[str],
    shorts: set[str],
    parties: tuple[set[str], set[str]],
    given_names: frozenset[str],
    first_party: Sequence[str] = (),
) -> bool:
    """Whether the brief's words name the treating case as such: by its short name in time, as an
    authority or doing it ("Before Dobbs", "Dobbs overruled Roe"), or by its caption ("Dobbs v.
    Jackson", "United States v. Vance": `first_party` the words of its first side); never a word of
    its name said of a person, a place or a thing ("Officer Dobbs", "Under Texas law", "women's
    health", "Loper v. Smith")."""

    def named(word: str) -> bool:  # a word of its name, or its possessive ("Loper Bright's")
        return word in treating or (word.endswith("s") and word[:-1] in treating)

    for i, word in enumerate(words):
        if not named(word):
            continue
        before = words[max(0, i - 8) : i]
        if _said_to_keep_it(before):
            continue
        after = next((w for w in words[i + 1 :] if not named(w)), "")
        width = len(first_party)
        if (
            width
            and word in parties[1]
            and before[-1:] == ["v"]
            and before[-1 - width : -1] == list(first_party)
        ):
            # its caption by its second party, "United States v. Vance", not misstated before it
            if not _said_to_keep_it(words[max(0, i - 9 - width) : i - 1 - width]):
                return True
            continue
        if after == "v":  # its caption: the party after "v." must be its other side
            at = words.index("v", i + 1)
            if at + 1 < len(words) and word in parties[0] and words[at + 1] in parties[1]:
                return True
            continue
        head = word if word in treating else word[:-1]
        if head not in shorts or (word in _DESCRIPTIVE and not (i + 1 < len(words) and named(words[i + 1]))):
            continue
        previous = before[-1:]
        person = previous and (
            previous[0] in _TITLES or (previous[0] in given_names and len(previous[0]) > 2)
        )
        if person and previous[0] not in _BEFORE_NAME | _HISTORY_BEFORE_NAME | _SMALL:
            continue  # "Officer Dobbs", "John Doe": a person of the name
        if after in _ACTING or (
            after.endswith("ed") and after not in _AFTER_NAME and after not in GOVERNMENT
        ):
            continue  # "After Dobbs arrived": a person acting
        preceding = [w for w in before if not named(w)]
        framed = (
            (preceding[-1:] and preceding[-1] in _BEFORE_NAME)
            or before[-2:] in (["light", "of"], ["wake", "of"])
            or bool(_HISTORY_BEFORE_NAME & set(preceding[-3:]))
            or (preceding[-1:] == ["as"] and after in _AS_NAME_SAYS)
        )
        if framed or after in _AFTER_NAME:
            return True
    return False
