"""The court a brief gives a holding to, against the court of the decision it cites.

"The Supreme Court has held that ... Smith v. Jones, 800 F.3d 100 (2d Cir. 2015).": the brief gives
the holding to the Supreme Court and cites only a court of appeals, with no parenthetical saying
whose words it carries ("(quoting ...)"). What the cited court held is not the Supreme Court's, and
the lawyer relies on a weight the authority does not have. Read by the rules panel (the court the
citation names) and by Tier 3 (the court of the case a source found), one rule for both.
"""

from __future__ import annotations

import re

from briefcheck.reference.courts import court_from_courts_db
from briefcheck.text.history import A_REPORTER_CITATION
from briefcheck.text.sentences import split_sentences

# The federal circuits as prose names them, by courts-db id
_CIRCUIT_IDS = {
    "first": "ca1", "second": "ca2", "third": "ca3", "fourth": "ca4", "fifth": "ca5", "sixth": "ca6",
    "seventh": "ca7", "eighth": "ca8", "ninth": "ca9", "tenth": "ca10", "eleventh": "ca11", "d.c.": "cadc",
    "federal": "cafc",
}  # fmt: skip
# A holding given to the Supreme Court or a circuit by name in the sentence the citation supports: "The
# Supreme Court has held that ...", "the Ninth Circuit ruled that ..." (a lower court restating the
# law, "As the Supreme Court explained", is cited for its own words)
_HOLDING_GIVEN = re.compile(
    r"(?P<before>\b[A-Za-z.]+\s+)?(?:[Tt]he\s+)?(?:(?P<scotus>(?:U\.\s?S\.\s+|United\s+States\s+)?Supreme\s+Court"
    r"(?:\s+of\s+the\s+United\s+States)?)(?!\s+of\b)"
    r"|(?P<circuit>"
    + "|".join(re.escape(k.title()) for k in _CIRCUIT_IDS)
    + r")\s+Circuit(?:\s+Court\s+of\s+Appeals)?)"
    r"(?:\s+(?:has|have|had))?(?:\s+(?:long|repeatedly|consistently|clearly|expressly|recently|also|already"
    r"|squarely|unanimously|now|since))?\s+(?:held|holds|ruled|rules|concluded|decided|determined)\b"
)
# The sentence going on to the courts that apply the holding, whose decision the citation may be
# ("..., and lower courts have applied that rule", "..., and courts in this Circuit follow it")
_APPLIED_BY_OTHERS = re.compile(
    r"\b(?:courts|circuits|this\s+court|this\s+circuit|district\s+court|court\s+of\s+appeals)\b",
    re.IGNORECASE,
)
# A capitalised word before "Supreme Court" names a State's ("the Texas Supreme Court"), unless it
# opens the sentence
_STATES_OWN = re.compile(r"[A-Z][a-z]+")
_SENTENCE_OPENERS = frozenset(
    [
        "The",
        "As",
        "In",
        "But",
        "And",
        "Indeed",
        "Thus",
        "Here",
        "Yet",
        "Because",
        "Even",
        "Only",
        "So",
        "Since",
        "When",
        "While",
        "Although",
        "Though",
        "After",
        "Before",
        "Notably",
        "Moreover",
        "Further",
        "Furthermore",
        "Similarly",
        "Likewise",
        "Accordingly",
        "Nonetheless",
        "However",
        "Still",
        "Also",
    ]
)
# A signal before the citation: it supports the sentence, not as its holding's author
_SIGNAL_BEFORE = re.compile(
    r"(?:\b(?:[Ss]ee(?:,?\s+e\.g\.,?|\s+also|\s+generally)?|[Cc]f\.|[Aa]ccord|[Cc]ompare|E\.g\.,?|[Bb]ut\s+see)\s*)$"
)
# A parenthetical saying whose words the cited decision carries
_WORDS_OF_ANOTHER = re.compile(r"\((?:quoting|citing|internal\s+quotation|alteration)|\bquoting\b")


def holding_given_elsewhere(claim_text: str, citation_text: str, court_id: str) -> str | None:
    """The court the claim gives the holding to ("the Supreme Court", "the Ninth Circuit"), where the
    citation is its sentence's only authority, of another court (`court_id`, courts-db's), with no
    signal before it and no parenthetical saying whose words it gives; None otherwise. A State's
    high court (most are its "Supreme Court") and New York's trial "Supreme Court" are not read so,
    nor a sentence naming the cited circuit too."""
    at = claim_text.find(citation_text)
    if at <= 0 or not ("Supreme Court" in claim_text or " Circuit " in claim_text):
        return None  # (most claims name neither: nothing more is read)
    if _HOLDING_GIVEN.search(claim_text, 0, at) is None:
        return None
    court = court_from_courts_db(court_id)
    before = claim_text[:at].rstrip()
    if court is None or _SIGNAL_BEFORE.search(before) or _WORDS_OF_ANOTHER.search(claim_text[at:]):
        return None
    if sum(1 for _ in A_REPORTER_CITATION.finditer(claim_text)) > 1:
        return None  # the sentence cites another authority too
    spans = split_sentences(before)
    sentence = before[spans[-1][0] : spans[-1][1]] if spans else before
    cited_circuit = next((name for name, cid in _CIRCUIT_IDS.items() if cid == court_id), None)
    if cited_circuit is not None and f"{cited_circuit} circuit" in sentence.lower():
        return None  # "..., and the Second Circuit applies that rule": the cited court named too
    # a court of its own called so: a State's or a territory's high court, New York's trial court
    its_supreme_court = court.level == "state_supreme" or "Supreme Court" in court.name
    its_supreme_court = its_supreme_court or (court.state == "NY" and court.level.startswith("state"))
    for m in _HOLDING_GIVEN.finditer(sentence):
        word = (m["before"] or "").strip()
        if _STATES_OWN.fullmatch(word) and word not in _SENTENCE_OPENERS:
            continue  # "the Texas Supreme Court"
        if _APPLIED_BY_OTHERS.search(sentence, m.end()) or _NOT_THE_CLAIM.search(sentence, m.end()):
            continue  # the citation may be of the courts applying it, or of the brief's own point
        if _quoted_or_subordinate(sentence, m.start("scotus") if m["scotus"] else m.start("circuit")):
            continue  # another's words, or a time the holding marks ("Even before the Supreme Court ruled")
        federal = bool(re.search(r"United\s+States|U\.\s?S\.", m["scotus"] or ""))
        if m["scotus"] and court.level != "scotus" and (federal or not its_supreme_court):
            return "the Supreme Court"
        named = m["circuit"]
        if named and court.level.startswith("federal") and court_id != _CIRCUIT_IDS[named.lower()]:
            return f"the {named} Circuit"
    return None


# The sentence turning from the holding to a point of the brief's own: "..., but that holding does not"
# (not "has held, however, that ...": the holding goes on)
_NOT_THE_CLAIM = re.compile(r"[,;]\s*(?:but|yet|although|though|however\b(?!\s*,\s*that))\b", re.IGNORECASE)
_SUBORDINATE = re.compile(
    r"\b(?:before|after|until|since|when|once|while|if|unless|because|although|though)\s*$", re.IGNORECASE
)


def _quoted_or_subordinate(sentence: str, at: int) -> bool:
    """Whether the holding at `at` stands inside quotation marks (another's words the brief quotes),
    or in a clause of time or condition ("Even before the Supreme Court ruled in Riley, ...")."""
    opened = sum(sentence.count(mark, 0, at) for mark in ('"', "“")) - sentence.count("”", 0, at)
    before = re.sub(r"(?:\s*\b(?:the|even|just|long))+\s*$", "", sentence[:at], flags=re.IGNORECASE)
    return opened % 2 == 1 or _SUBORDINATE.search(before) is not None
