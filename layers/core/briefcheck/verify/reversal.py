"""A paraphrase that copies a sentence of the authority with its negation flipped ("holding that a
carrier is liable" where the court wrote "is not liable"), a word put for its opposite
("unreasonable" for "reasonable", "civil" for "criminal") or a number replaced ("a 30-day limit"
where the court wrote 90): found without a model, by aligning the brief's words with each
sentence of the opinion.

A flip counts only where the words that differ are the negation and the grammar around it
("violates" / "does not violate", "a" / "no", "is" / "cannot be held"); a rewording that keeps the
sense ("reasonable" / "not unreasonable") is no flip. And it is not claimed when another sentence
copied as closely says it the brief's way: the sentence flipped may be the view the court rejects.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from briefcheck.text.sentences import split_sentences
from briefcheck.verify.framing import BRIEF_REPORTS, SENTENCE_BREAK, reported_view
from briefcheck.verify.quotes import (
    IRREGULAR_PAST,
    figures,
    lowered,
    occurrences,
    opposite_candidates,
    opposite_named,
    without_citations,
    words,
)

# Share of the brief's content words one sentence of the authority must hold to count as copied,
# and how many content words a paraphrase needs before a copy can be told from a coincidence.
NEAR_COPY = 0.8
MIN_CONTENT_WORDS = 5
# Fewer suffice where the sentence is copied whole: all its content words and at most one more
# ("Accordingly, the statute of limitations is tolled.").
MIN_WHOLE_COPY_WORDS = 3
_NEGATING = frozenset({"not", "no", "never", "cannot", "nothing", "none", "nowhere", "neither", "nor"})
# A judgment the court says it cannot make of the words after it, word for word before them ("We
# cannot say that", "It cannot be said that", "We do not think that", "We are not persuaded
# that"); not one it need not make ("We need not conclude that") or does not hesitate to make
_DENIED_JUDGMENTS = (
    ("cannot", "say"), ("cannot", "conclude"), ("cannot", "find"), ("cannot", "agree"),
    ("can", "not", "say"), ("can", "not", "conclude"), ("could", "not", "say"), ("could", "not", "conclude"),
    ("do", "not", "think"), ("do", "not", "believe"), ("does", "not", "think"), ("did", "not", "think"),
    ("do", "not", "agree"), ("are", "not", "persuaded"), ("are", "not", "convinced"),
    ("am", "not", "persuaded"), ("is", "not", "persuaded"), ("unable", "to", "say"),
    ("unable", "to", "conclude"), ("unable", "to", "find"), ("cannot", "be", "said"),
)  # fmt: skip


def _denies_what_follows(words: list[str]) -> bool:
    """Whether `words`, just before the words copied, deny a judgment of them (`_DENIED_JUDGMENTS`,
    then "that" and an article)."""
    while words[-1:] and words[-1] in ("that", "the", "a", "an"):
        words = words[:-1]
    return any(tuple(words[-len(frame) :]) == frame for frame in _DENIED_JUDGMENTS)


# Words that carry grammar, not the proposition: what may change around a negation in a flip.
_GRAMMAR = frozenset(
    {"a", "an", "the", "any", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does",
     "did", "has", "have", "had", "can", "could", "will", "would", "shall", "should", "may", "might",
     "must", "need", "needs", "held", "ever", "always", "at", "all", "some", "this"}
)  # fmt: skip
# Grammar words whose force differs: one put for the other turns what the sentence says ("may award"
# for "must award", "some of the claims" for "all of the claims")
_FORCE_OPPOSED = frozenset(
    frozenset(pair) for pair in (("may", "must"), ("may", "shall"), ("all", "some"), ("ever", "never"))
)
_NEGATION_OR_GRAMMAR = _NEGATING | _GRAMMAR
# Words saying "each one", which "no" denies whole
_UNIVERSAL = frozenset({"every", "each"})
# Words that join one clause to the next: a flip in each is two propositions turned, not one
# sentence's double negative ("is not jurisdictional, and any defect ..." for "is jurisdictional,
# and no defect ...")
_CLAUSE_JOINS = frozenset({"and", "but", "or", "while", "whereas", "yet", "so"})
# Words that compare, up or down: one put for the other way's says the opposite, unless the things
# compared are swapped too ("A are fewer than B": "B are greater than A")
_UP = frozenset(
    {
        "greater",
        "more",
        "higher",
        "larger",
        "above",
        "after",
        "later",
        "older",
        "longer",
        "exceeds",
        "broader",
        "wider",
    }
)
_DOWN = frozenset(
    {
        "fewer",
        "less",
        "lower",
        "smaller",
        "below",
        "before",
        "earlier",
        "younger",
        "shorter",
        "under",
        "narrower",
    }
)
_COMPARATIVES = _UP | _DOWN
_FILLER = _GRAMMAR | frozenset(
    {"of", "to", "in", "for", "on", "by", "and", "or", "that", "it", "its", "this", "these", "those", "under",
     "with", "as", "from", "which", "who", "whom", "whose", "we", "our", "their", "there", "such",
     "holding", "held", "hold", "court", "finding", "concluding", "explaining", "noting", "stating"}
)  # fmt: skip
# Phrases with a negation word that deny nothing ("not only ... but also", "no doubt").
_NOT_DENIAL = re.compile(
    r"\b(?:not\s+(?:only|merely|just|simply|least|to\s+mention)|no\s+(?:doubt|less|longer\s+in\s+doubt|matter))\b",
    re.IGNORECASE,
)
# Words that turn a sentence's proposition around or give it to someone else ("rejected the
# argument that", "Meridian contends that", "the district court erred in holding"): a sentence
# with one, the brief's or the court's, is no copy to compare polarity with.
_TURNING = re.compile(
    r"\b(?:reject\w*|declin\w*|refus\w*|disagree\w*|overrul\w*|revers\w*|abrogat\w*|contrary|err(?:ed|s)?|"
    r"erroneous\w*|mistaken\w*|argu\w*|contend\w*|assert\w*|urg(?:e|es|ed|ing)|claim(?:s|ed)?\s+that|"
    r"maintain\w*|suggest\w*|dissent\w*|concurr\w*|unlike|whether|if|unless|except|absent|without|only|"
    r"solely|despite|although|but|however)\b",
    re.IGNORECASE,
)
_URL = re.compile(r"https?://\S+")
# Words put in front of a sentence that say nothing of its proposition: a paragraph's letter, a
# connective or two, "Put simply," "Under Second Circuit law,"
_CONNECTIVES = (
    r"thus|notably|indeed|critically|importantly|moreover|further|furthermore|accordingly|consequently"
    r"|therefore|again|similarly|likewise|plainly|clearly|significantly|finally|first|second|third|here"
    r"|put\s+simply|simply\s+put|in\s+short|in\s+other\s+words|in\s+sum|as\s+such|at\s+bottom"
)
_DISCOURSE = re.compile(
    rf"^\s*(?:[A-Z]\.\s+)?(?:(?:{_CONNECTIVES}),\s+|under\s+(?:[A-Z][\w.'’]*\s+){{1,4}}(?:law|precedent),\s+)+",
    re.IGNORECASE,
)
_SUFFIX = re.compile(r"(?:es|ed|s|e)$")


# Standards of proof and of review written in several words, each read as one word, so that one
# put for another is a word put for its opposite ("by a preponderance of the evidence" for "by clear
# and convincing evidence"; "de novo" for "for abuse of discretion"); `STANDARDS` opposes them
_STANDARD_PHRASES = (
    (re.compile(r"\b(?:by\s+)?clear\s+and\s+convincing(?:\s+evidence)?\b", re.I), "clearandconvincing"),
    (re.compile(r"\b(?:by\s+)?(?:an?\s+)?preponderance\s+of\s+(?:the\s+)?evidence\b", re.I), "preponderance"),
    (re.compile(r"\bbeyond\s+(?:a\s+)?reasonable\s+doubt\b", re.I), "beyondreasonabledoubt"),
    (re.compile(r"\bde\s+novo\b", re.I), "denovo"),
    (re.compile(r"\b(?:for\s+)?(?:clear\s+error|clearly\s+erroneous)\b", re.I), "clearerror"),
    (re.compile(r"\b(?:for\s+)?(?:an?\s+)?abuse\s+of\s+discretion\b", re.I), "abuseofdiscretion"),
)
# Each standard is another's opposite within its kind: of proof, and of review
_STANDARDS = (
    frozenset({"preponderance", "clearandconvincing", "beyondreasonabledoubt"}),
    frozenset({"denovo", "clearerror", "abuseofdiscretion"}),
)
STANDARD_WORDS = frozenset(word for _, word in _STANDARD_PHRASES)
# Whether a text may name one (a search in C; the six phrases tried on every sentence read cost a
# tenth of an offline check)
_STANDARD_HINT = re.compile(
    r"convincing|preponderance|reasonable\s+doubt|novo|clear|abuse\s+of\s+discretion", re.I
)


def _opposed(ours: str, theirs: str) -> bool:
    """Whether one word says the opposite of the other: `quotes.opposite_named`, or another
    standard of the same kind."""
    return (
        opposite_named(ours, theirs)
        or (ours != theirs and any(ours in kind and theirs in kind for kind in _STANDARDS))
        or _ful_and_less(ours, theirs)
        or _ful_and_less(theirs, ours)
    )


def _ful_and_less(one: str, other: str) -> bool:
    """ "harmful" and "harmless", "meaningful" and "meaningless": one stem's two endings that say
    opposites (not "shameful" and "shameless")."""
    return one.endswith("ful") and one[:-3] in _OPPOSED_BY_ENDING and other == one[:-3] + "less"


_OPPOSED_BY_ENDING = frozenset(
    {"harm", "meaning", "use", "care", "fruit", "hope", "purpose", "thought", "merci", "power"}
)


def _tokens(text: str) -> list[str]:
    """Lowercase words, contractions' negations spelled out ("isn't" -> "is", "not"), the idioms
    that deny nothing taken out, numbers written as words read as figures ("thirty-five" -> "35"), a
    standard of proof or review as one word."""
    text = re.sub(r"n[’']t\b", " not", text)
    text = _THOUSANDS.sub("", text)  # "1,000" is the court's "one thousand", read as 1000
    if "http" in text:
        text = _URL.sub(" ", text)  # a link's words and numbers are no words of the sentence
    if _STANDARD_HINT.search(text):
        for phrase, word in _STANDARD_PHRASES:
            text = phrase.sub(f" {word} ", text)
    return figures(words(_NOT_DENIAL.sub(" ", text)))


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}\b)")


def _content(tokens: list[str]) -> set[str]:
    """The words that carry a sentence's meaning: not its grammar, its negations, or a lone letter
    (a paragraph's "C.")."""
    return {t for t in tokens if t not in _FILLER and t not in _NEGATING and (len(t) > 1 or t.isdigit())}


def words_said_in(part: str, text: str) -> bool:
    """Whether a sentence of `text` says the words of `part`: three content words at least, each of
    them there in some form ("a vehicle search" in "a search of a vehicle"), and a denial where `part`
    has one and only there ("is not per se unreasonable" is not "is per se unreasonable")."""
    wanted = _content(wanted_tokens := _tokens(part))
    if len(wanted) < 3:
        return False
    denied = bool(_NEGATING & set(wanted_tokens))
    for a, b in split_sentences(text):
        tokens = _tokens(text[a:b])
        theirs = _content(tokens)
        if all(w in theirs or any(_same_word(w, t) for t in theirs) for w in wanted):
            return denied == bool(_NEGATING & set(tokens))
    return False


def _stem(word: str) -> str:
    return _SUFFIX.sub("", word) if len(word) > 4 else word


def _same_word(a: str, b: str) -> bool:
    """One word in two forms: "violated" and "violate", "exceeded" and "exceed" (which a suffix cut
    alone reads as "exceed" and "exce"), "found" and "find"."""
    a, b = IRREGULAR_PAST.get(a, a), IRREGULAR_PAST.get(b, b)
    return (
        _stem(a) == _stem(b)
        or any(a + end == b or b + end == a for end in ("d", "ed", "s", "es"))
        or any(x.endswith("y") and y == x[:-1] + end for x, y in ((a, b), (b, a)) for end in ("ies", "ied"))
    )


# How far into a sentence the words a paraphrase copies may begin, after a report's lead-in
_LEAD_IN = 80
# How far from a word its sentence's ends are looked for (a longer run is read in part).
_REACH = 2000


@lru_cache(maxsize=4)
def _breaks(text: str) -> tuple[list[int], list[int]]:
    """Where each break between the text's sentences begins and ends (the spaces after a stop),
    found once a text: finding them again around each word cost a tenth of a check."""
    begins, ends = [], []
    for m in SENTENCE_BREAK.finditer(text):
        begins.append(m.start(1))
        ends.append(m.end(1))
    return begins, ends


def _sentence_at(text: str, at: int) -> tuple[int, int]:
    begins, ends = _breaks(text)
    k = bisect_right(ends, at)
    start = max(ends[k - 1] if k else 0, at - _REACH)
    k = bisect_left(begins, at)
    return start, min(begins[k] if k < len(begins) else len(text), at + _REACH)


def places(words: list[str], text: str) -> Iterator[int]:
    """Where each of `words` is written in `text`, in any case."""
    low = lowered(text)
    if len(low) != len(text):  # a character whose lower case is longer: offsets differ
        yield from (m.start() for m in re.finditer("|".join(map(re.escape, words)), text, re.IGNORECASE))
        return
    for word in words:
        at = low.find(word)
        while at >= 0:
            yield at
            at = low.find(word, at + 1)


@lru_cache(maxsize=8)
def _sentences_holding(wanted: frozenset[str], text: str) -> tuple[tuple[str, list[str], set[str]], ...]:
    """The sentences of `text` that may hold `NEAR_COPY` of the wanted words: those with one of
    the rarest few (a sentence lacking all of them lacks too many), each with its words and content
    words. Only these are read: reading every sentence of every opinion cost a fifth of a check.
    Kept for the last few: the search for a flip and for a copied report ask the same."""
    spare = len(wanted) - math.ceil(NEAR_COPY * len(wanted))
    # a standard read as one word is not written so: the sentences are found by the words that are
    written = [w for w in wanted if w not in STANDARD_WORDS]
    # a word the text never writes finds no sentence (a changed word, a word put in front): the
    # rarest of those it writes are looked for
    counted = ((occurrences(w, text), w) for w in written)
    rarest = [w for n, w in sorted(c for c in counted if c[0])][: spare + 1]
    spans = {_sentence_at(text, at) for at in places(rarest, text)}
    return tuple(_read(text[start:end]) for start, end in sorted(spans))


@lru_cache(maxsize=256)
def _read(sentence: str) -> tuple[str, list[str], set[str]]:
    """A sentence of the authority with its words and content words, read once: a brief citing one
    opinion again and again asks for the same sentences."""
    tokens = _tokens(sentence)
    return sentence.strip(), tokens, _content(tokens)


# What `_change` says of words reworded beside a negation: not read as a flip, and not a copy either
# (a dissent's "An unlisted driver has no reasonable expectation of privacy" is not copied by the
# majority's "An unlisted driver does have a reasonable expectation of privacy in the car")
_REWORDED = "reworded"


def _change(brief: list[str], sentence: list[str]) -> str | None:
    """What the brief changed in the words it shares with the sentence: "negation" (an odd number
    of negation flips, each a difference of negation and grammar alone), "opposite" (a word put
    for its opposite: "unreasonable" for "reasonable", "civil" for "criminal"), "number" (a number
    replaced, nothing else), or None. A negation beside an opposite ("not unreasonable" for
    "reasonable") says the same."""
    if _roles_turned(brief, sentence):
        return "opposite"
    flips, opposites, comparatives, number = 0, 0, 0, False
    clauses = [0]  # the flips in each clause the words copied run through ("..., and ...")
    for op, a1, a2, b1, b2 in _aligned(tuple(brief), tuple(sentence)):
        if op == "equal":
            if clauses[-1] and any(w in _CLAUSE_JOINS for w in brief[a1:a2]):
                clauses.append(0)
            continue
        ours, theirs = brief[a1:a2], list(sentence[b1:b2])
        if a2 == len(brief) and b2 == len(sentence):
            if not ours or not theirs:
                continue  # past the end of what the brief copies
            theirs = theirs[: len(ours)]  # its last words put for the court's next ("unambiguous")
        if a1 == 0:  # before the first word copied only the word next to it counts ("no official")
            # (and a sentence's opening "Nor", which negates its clause: "Nor may a landlord retain";
            # and a judgment the court says it cannot make of what follows, "We cannot say that ...",
            # which the brief may give as the negation: "did not abuse its discretion")
            theirs = (
                ["not"]
                if _denies_what_follows(theirs)
                else theirs[:1] + theirs[-1:]
                if b1 == 0 and theirs[:1] == ["nor"] and len(theirs) > 1
                else theirs[-1:]
            )
        negations = sum(w in _NEGATING for w in ours) + sum(w in _NEGATING for w in theirs)
        rest = [[w for w in side if w not in _NEGATION_OR_GRAMMAR] for side in (ours, theirs)]
        opposite = len(rest[0]) == len(rest[1]) == 1 and _opposed(rest[0][0], rest[1][0])
        opposite = opposite or (len(ours) == len(theirs) == 1 and {ours[0], theirs[0]} in _FORCE_OPPOSED)
        opposite = opposite or (
            len(rest[0]) == len(rest[1]) == 1 and _compared_otherwise(rest[0][0], rest[1][0])
        )
        if negations % 2:
            if opposite:
                continue  # "not unreasonable" for "reasonable": the same sense
            if not ours and theirs[-1] in _NEGATING and b2 < len(sentence):
                flips += 1  # the court's "A, not B" read as "B": what it denies
                clauses[-1] += 1
                continue
            universal = {*rest[0], *rest[1]} <= _UNIVERSAL and len(rest[0]) + len(rest[1]) == 1
            if universal and "no" in ours + theirs:
                flips += 1  # "every employee" for the court's "no employee", and back
                clauses[-1] += 1
                continue
            if len(rest[0]) != len(rest[1]) or not all(map(_same_word, rest[0], rest[1])):
                return _REWORDED  # a rewording beside the negation: no flip read, nor a copy
            flips += 1
            clauses[-1] += 1
            continue
        if opposite:
            opposites += 1
            comparatives += any(w in _COMPARATIVES for w in rest[0] + rest[1])
            continue
        figures = [[w for w in side if w.isdigit()] for side in (ours, theirs)]
        if figures[0] and figures[1] and figures[0] != figures[1]:
            rest = [
                [_stem(w) for w in side if not w.isdigit() and w not in _GRAMMAR] for side in (ours, theirs)
            ]
            number = number or rest[0] == rest[1]  # "30 days" for "90 days"; not "$1 million" for a sum
    if opposites and not flips:
        if comparatives % 2 and opposites > comparatives and (opposites - comparatives) % 2 == 0:
            return None  # a comparison said from its other end ("A are fewer than B": "B are greater than A")
        return "opposite"  # words each put for its opposite ("employee" and "employer" swapped)
    if (flips + opposites) % 2:
        return "negation" if flips % 2 else "opposite"
    if not opposites and any(n % 2 for n in clauses):
        return "negation"  # each of two clauses flipped ("is jurisdictional, and no defect may be waived")
    return "number" if number else None


def _roles_turned(brief: list[str], sentence: list[str]) -> bool:
    """Whether the brief gives the same two opposed parties the other way round ("the employee owes
    the employer" for "the employer owes the employee", "the landlord, not the tenant, bears" for
    "the tenant, not the landlord"): aligned word for word, the exchange reads as a move, no word
    changed. Not where either says it in the passive ("is owed ... by the employer"), nor a comparison
    (said from its other end it exchanges the things compared: "A are fewer than B": "B are more")."""
    if "by" in brief or "by" in sentence or _COMPARATIVES.intersection(brief + sentence):
        return False
    shared = set(brief) & set(sentence)
    # (each word against its few possible opposites among them: every pair cost half an offline check)
    roles = {w for w in shared if any(v != w and _opposed(w, v) for v in opposite_candidates(w) & shared)}
    if len(roles) < 2:
        return False
    ours, theirs = [w for w in brief if w in roles], [w for w in sentence if w in roles]
    return sorted(ours) == sorted(theirs) and ours != theirs


@lru_cache(maxsize=64)
def _aligned(brief: tuple[str, ...], sentence: tuple[str, ...]) -> list[tuple[str, int, int, int, int]]:
    """The brief's words aligned with a sentence's, word for word: computed once a pair (`_change`
    and `_negations_aligned` both read a copy's alignment)."""
    return SequenceMatcher(None, brief, sentence, autojunk=False).get_opcodes()


def _negations_aligned(brief: list[str], sentence: list[str]) -> bool:
    """Whether each negation of the brief's words stands in a run it shares with the sentence: a
    sentence holding the brief's words in another order ("even if the rental agreement does not
    list him" against "has no reasonable expectation") copies none of its denial."""
    aligned = set()
    for op, a1, a2, _, _ in _aligned(tuple(brief), tuple(sentence)):
        if op == "equal":
            aligned.update(range(a1, a2))
    return all(i in aligned for i, w in enumerate(brief) if w in _NEGATING)


def _compared_otherwise(ours: str, theirs: str) -> bool:
    return (ours in _UP and theirs in _DOWN) or (ours in _DOWN and theirs in _UP)


@dataclass(frozen=True)
class Reversal:
    sentence: str  # the authority's sentence the brief copies
    change: str  # "negation" (flipped), "opposite" (a word for its opposite) or "number" (replaced)


def reversed_sentence(paraphrase: str, authority: str) -> Reversal | None:
    """The sentence of `authority` that `paraphrase` copies with its negation flipped or a number
    replaced, or None: when it copies none closely enough, or when some sentence it copies as
    closely says it its way. Words the brief puts in front that say nothing of the proposition
    ("Thus, notably,", "Put simply,", "Under Second Circuit law,") are read without too."""
    found = _reversed(paraphrase, authority) or _reversed_with_its_qualifiers(paraphrase, authority)
    lead = _DISCOURSE.match(paraphrase) if found is None else None
    return _reversed(paraphrase[lead.end() :], authority) if lead else found


# Turning words that only qualify: copied from the court's own sentence ("a dog sniff ... without
# independent reasonable suspicion, violates"), they are its words, not an exception the brief adds
_ONLY_QUALIFYING = frozenset({"without", "absent", "except", "only", "solely", "despite", "unlike", "unless"})
# A sentence of the court reporting another's view ("The Government's position is that ...", "Petitioner
# argues that ..."): read whole, a brief's paraphrase can copy it, and say the opposite rightly
_A_VIEW_REPORTED = re.compile(
    r"\b(?:position|argues?|argued|contends?|contended|urges?|urged|asserts?|asserted|maintains?|suggests?"
    r"|claims?|insists?)\b",
    re.IGNORECASE,
)


def _reversed_with_its_qualifiers(paraphrase: str, authority: str) -> Reversal | None:
    """As `_reversed`, for a paraphrase whose only turning words qualify: read whole against the
    court's sentences that hold the same qualifying words (it was cut before them and not read)."""
    qualifiers = frozenset(m.group().lower() for m in _TURNING.finditer(paraphrase))
    if not qualifiers or not qualifiers <= _ONLY_QUALIFYING:
        return None
    return _reversed(paraphrase, authority, qualifiers)


def _reversed(paraphrase: str, authority: str, qualifiers: frozenset[str] = frozenset()) -> Reversal | None:
    """The sentence of `authority` that `paraphrase` copies with its negation flipped or a number
    replaced, or None: when it copies none closely enough, or when some sentence it copies as
    closely says it its way. `qualifiers`: the qualifying words the brief copies with the sentence,
    which it must hold too."""
    turning = _TURNING.search(paraphrase) if not qualifiers else None
    qualifier = ""
    if turning is not None:
        whole, paraphrase = paraphrase, _before_its_qualifier(paraphrase, turning)
        if not paraphrase:
            return None
        qualifier = whole[len(paraphrase) :]
    # the brief's own citations are no words of the paraphrase ("See Inman, 648 S.W.2d 847, 852"
    # against the opinion's "849" is no number changed)
    brief = _tokens(without_citations(paraphrase))
    wanted = _content(brief)
    if len(wanted) < MIN_WHOLE_COPY_WORDS:
        return None
    whole = len(wanted) < MIN_CONTENT_WORDS
    copied = [
        (held / len(wanted), sentence, tokens)
        for sentence, tokens, content in _sentences_holding(frozenset(wanted), authority)
        if (held := _held(wanted, content))
        and (_whole_copy(wanted, content) if whole else held >= NEAR_COPY * len(wanted))
        and qualifiers <= set(tokens)
        and not (qualifiers and _A_VIEW_REPORTED.search(sentence))
    ]
    changed = [
        (share, sentence, change, tokens)
        for share, sentence, tokens in copied
        if (change := _change(brief, tokens)) and change != _REWORDED
    ]
    if not changed or len(changed) < len(copied):
        return None
    _, sentence, change, tokens = max(changed)
    if _turned_within(sentence, tokens, brief, qualifiers) or (
        qualifier and _qualified_after(qualifier, sentence, authority)
    ):
        return None
    return Reversal(sentence, change)


# A turning word opening the court's sentence that only links it to the one before ("However,")
_LINKING = re.compile(r"\W*(?:however|but|yet|still|nonetheless|nevertheless)\b,?", re.IGNORECASE)


def _turned_within(sentence: str, tokens: list[str], brief: list[str], qualifiers: frozenset[str]) -> bool:
    """Whether a turning word of the court's sentence (an exception, a condition, another's view)
    stands in the part of it the brief copies, or before: one after the last word copied is the
    rest of a sentence the brief cut short ("... is liable[, unless ...]"), and a linking word
    opening it ("However, ...") turns nothing the brief copies."""
    aligned = _aligned(tuple(brief), tuple(tokens))
    copied_until = max((b2 for op, _, _, _, b2 in aligned if op == "equal"), default=0)
    opening = _LINKING.match(sentence)
    for m in _TURNING.finditer(sentence):
        if m.group().lower() in qualifiers or (opening is not None and m.end() <= opening.end()):
            continue
        if len(_tokens(sentence[: m.start()])) < copied_until:
            return True
    return False


# How far after the copied sentence the court may set out the exception the brief's qualifier states
_EXCEPTION_REACH = 400


def _qualified_after(qualifier: str, sentence: str, authority: str) -> bool:
    """Whether the court goes on, after the sentence the brief copies, to the exception the brief's
    qualifier states ("... is not admissible to prove character. Such evidence may be admitted ...
    to prove motive" for the brief's "is admissible if offered to prove motive"): most of the
    qualifier's content words are there. The brief then states the exception, not the rule turned."""
    wanted = _content(_tokens(qualifier))
    at = authority.find(sentence[:80])
    if len(wanted) < 2 or at < 0:
        return False
    near = set(_tokens(authority[at : at + len(sentence) + _EXCEPTION_REACH]))
    return 2 * len(wanted & near) >= len(wanted)


# Words that open a qualifier the brief puts after its proposition ("..., even without notice", "if
# the lease is silent", "but only for repair costs"): the proposition before it is still the
# brief's, and its polarity is still to compare
_QUALIFYING = frozenset({"if", "unless", "except", "absent", "without", "only", "solely", "but", "however"})
_QUALIFIER_OPENING = re.compile(r"(?:\s*,)?(?:\s+(?:even|but|and|or))*\s*$", re.IGNORECASE)


def _before_its_qualifier(paraphrase: str, turning: re.Match[str]) -> str:
    """The brief's proposition before the first word that would turn it, where that word opens a
    qualifier after a proposition of its own; else "" (a lead-in that turns or gives away all that
    follows: "rejected the argument that", "Pratt contends that", "whether")."""
    if turning.group().lower() not in _QUALIFYING:
        return ""
    before = paraphrase[: turning.start()]
    before = before[: _QUALIFIER_OPENING.search(before).start()]  # type: ignore[union-attr]
    return before if len(_content(_tokens(before))) >= MIN_CONTENT_WORDS else ""


def _held(wanted: set[str], content: set[str]) -> int:
    """How many of the brief's content words a sentence holds, a word put for its opposite or a
    figure for another counted as held: that is the change looked for, not a word the copy lacks.
    The pairs are compared only where they make the difference (comparing every pair of words of
    every sentence read cost a check twice its time)."""
    held = len(wanted & content)
    missing, theirs = wanted - content, content - wanted
    needed = min(NEAR_COPY * len(wanted), len(wanted) - 1)
    if not missing or held >= needed or held + min(len(missing), len(theirs)) < needed:
        return held  # a copy as it stands, or none whatever was changed
    figures = any(c.isdigit() for c in theirs)
    changed = [
        w
        for w in missing
        if (figures and w.isdigit()) or any(_opposed(w, c) for c in _counterparts(w, theirs))
    ]
    return held + len(changed)


def _counterparts(word: str, theirs: set[str]) -> set[str]:
    """The words of `theirs` that may be `word`'s opposite (`_opposed`'s candidates)."""
    found = opposite_candidates(word) & theirs
    return found | (STANDARD_WORDS & theirs) if word in STANDARD_WORDS else found


def _whole_copy(wanted: set[str], content: set[str]) -> bool:
    """Whether a short sentence's content words are the brief's, each of them or its opposite
    ("a maximum penalty of one year" of "a minimum penalty of one year"), and at most one more."""
    if len(content) > len(wanted) + 1:
        return False
    return all(w in content or any(_opposed(w, c) for c in content - wanted) for w in wanted)


def reported_copy(paraphrase: str, authority: str) -> str | None:
    """The sentence of `authority` that `paraphrase` copies as it stands, where that sentence is the
    court's report of another's view ("Petitioner argues that ...", "The District Court held that
    ..."), or None; never when the brief itself says whose view it is."""
    if BRIEF_REPORTS.search(paraphrase):
        return None
    reported = None
    for sentence, wanted in _copies(paraphrase, authority):
        low = sentence.lower()
        first = min((at for w in wanted if (at := low.find(w)) >= 0), default=0)
        # the report's lead-in opens the sentence ("Petitioner argues that", "We reject the view that"),
        # or the court's next sentence turns the view down ("Several circuits have held that ... We
        # disagree.")
        if first > _LEAD_IN:
            continue
        at = authority.find(sentence)  # a question the court leaves open after it is no rejection
        if reported_view(sentence, first) is not None or (
            at >= 0 and reported_view(authority, at + first, at + len(sentence), left_open=False) is not None
        ):
            reported = reported or sentence
        else:
            return None  # the court says it too, in its own voice
    return reported


def copied_sentence(paraphrase: str, authority: str) -> str | None:
    """The first sentence of `authority` that `paraphrase` copies as it stands, or None."""
    return next((sentence for sentence, _ in _copies(paraphrase, authority)), None)


def copied_sentences(paraphrase: str, authority: str) -> list[str]:
    """Every sentence of `authority` that `paraphrase` copies as it stands."""
    return [sentence for sentence, _ in _copies(paraphrase, authority)]


def _copies(paraphrase: str, authority: str) -> Iterator[tuple[str, set[str]]]:
    """Each sentence of `authority` holding `NEAR_COPY` of the paraphrase's content words (five or
    more) with nothing of meaning changed, with those words."""
    brief = _tokens(paraphrase)
    wanted = _content(brief)
    if len(wanted) < MIN_CONTENT_WORDS:
        return
    for sentence, tokens, content in _sentences_holding(frozenset(wanted), authority):
        if (
            len(wanted & content) >= NEAR_COPY * len(wanted)
            and _change(brief, tokens) is None
            and _negations_aligned(brief, tokens)
        ):
            yield sentence, wanted
