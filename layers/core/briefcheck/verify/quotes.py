"""Does a quote appear in an authority? Matching that forgives typography, not words.

Both sides are reduced to lowercase letters and digits (so whitespace, line-break hyphens,
curly or straight quote marks and punctuation never decide), ellipses become bounded gaps,
and a bracketed alteration ("[t]he", "[the defendant]") matches the few characters it
replaced. The allowed alterations never change meaning: a bracket that replaces a negation,
modal, quantifier or number with something else, or an ellipsis that leaves out a negation, is
an alteration (`QuoteMatch.altered`). When a quote is absent, the closest passage and its
similarity (rapidfuzz's partial alignment) show the reader what the authority does say, with the
words that differ side by side; a quote that matches only once the authority's text is read
through common OCR confusions ("rn" for "m", "1" for "l") is `ocr_only`: found, when the text
is measured to be a scan's (`looks_scanned`: letters and digits mixed inside words, as OCR leaves
them), else for a person to read.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from functools import cache, lru_cache
from typing import NamedTuple, overload

from rapidfuzz import fuzz

from briefcheck.text.sentences import sentence_stops

MIN_WORDS = 3  # shorter quotes ("held", "reasonable time") are phrases, not checkable quotes
# ". . .", "…", and Illinois' and New York's official "* * *"
ELLIPSIS = re.compile(r"(?:\.\s*){3,}|…|\*(?:\s*\*){2,}")
_BRACKET = re.compile(r"\[[^\]]{0,60}\]")
_WORD = re.compile(r"[a-z0-9]+")
_LETTERS = re.compile(r"[A-Za-z]+")
_BRACKET_CHARS, _ELLIPSIS_CHARS = 80, 4000  # the most compacted text a bracket, an ellipsis stands for
_SMALL_GAP = rf"([a-z0-9]{{0,{_BRACKET_CHARS}}}?)"  # what a bracketed alteration replaced (a few words)
_ELLIPSIS_GAP = rf"([a-z0-9]{{0,{_ELLIPSIS_CHARS}}}?)"  # what an ellipsis left out, within the same passage
_OMISSION_GAP = r"([a-z0-9]{0,400}?)"  # a citation (or a footnote's number) left out unmarked
# Words whose change flips or shifts what a sentence says: negations, modals, quantifiers,
# number words and months (any word with a digit counts too).
NEGATIONS = frozenset(
    {"not", "no", "never", "neither", "nor", "none", "cannot", "nothing", "nowhere", "without", "unless"}
)
# Numbers written as words, read as their digits on both sides ("two" and "2" are one number).
_CARDINALS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty"
)
_TENS = {
    "thirty": "30",
    "forty": "40",
    "fifty": "50",
    "sixty": "60",
    "seventy": "70",
    "eighty": "80",
    "ninety": "90",
}
_NUMBER_WORDS = {w: str(n) for n, w in enumerate(_CARDINALS.split())} | _TENS
# "thirty-five", "twenty one": one number, 35 and 21
_UNITS = frozenset(_CARDINALS.split()[1:10])
_TENS_WORDS = frozenset(["twenty", *_TENS])
_COMPOUND_NUMBER = re.compile(rf"\b({'|'.join(_TENS_WORDS)})(?:-|\s+)({'|'.join(_UNITS)})\b", re.IGNORECASE)
_MODALS_QUANTIFIERS_DATES = frozenset(
    {"shall", "must", "may", "might", "can", "could", "should", "will", "would", "all", "any", "every",
     "each", "some", "only", "always", "few", "many", "most", "more", "less", "least", "hundred",
     "thousand", "million", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
     "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "january",
     "february", "march", "april", "june", "july", "august", "september", "october", "november",
     "december", "before", "after", "above", "below", "minimum", "maximum"}
)  # fmt: skip
MEANING_WORDS = NEGATIONS | frozenset(_NUMBER_WORDS) | _MODALS_QUANTIFIERS_DATES
_NUMBER_WORD = re.compile(rf"\b(?:{'|'.join(_NUMBER_WORDS)})\b", re.IGNORECASE)
_A_NUMBER = re.compile(rf"\d|{_NUMBER_WORD.pattern}", re.IGNORECASE)
# A number followed by the same number in parentheses, as drafters write them: "two (2)", "2 (two)"
_REPEATED_NUMBER = re.compile(r"\b(\d+)\s*\(\s*\1\b\s*\)?")
_ALNUM_RUN = re.compile(r"[^\W_]+|&")
# OCR confusions of scanned opinions, read as one form on both sides.
_OCR_SINGLE = {"rn": "m", "vv": "w", "cl": "d", "li": "h"}
# ... of which these are read so only in a word the opinion seldom writes (`_slips_of_a_scan`)
_OCR_WORD_SLIPS = ("li", "b", "c")
_OCR_PAIR = re.compile("|".join(_OCR_SINGLE))
_SHORT = 400  # shorter texts (a quote, a run of words) are not worth keeping compacted
_OCR_CHARS = str.maketrans({"1": "l", "i": "l", "|": "l", "0": "o", "b": "h", "c": "e"})


# How like a quote the closest passage must be for the quote to be read as an alteration of it
# ("the brief has X where the opinion has Y"), rather than as words the opinion does not hold
ALTERED_FROM = 0.6


@dataclass(frozen=True)
class QuoteMatch:
    quote: str
    checked: bool  # False when the quote is too short to be a meaningful check
    found: bool
    start: int | None = None  # offsets of the match in the authority's text
    end: int | None = None
    closest_passage: str | None = None
    similarity: float = 0.0
    # (the brief's words, the authority's words) where they differ in meaning: a changed
    # negation, modal, quantifier, number or date, or one hidden by a bracket or an ellipsis
    altered: tuple[tuple[str, str], ...] = ()
    ocr_only: bool = False  # matched only through OCR confusions of the authority's text
    numbers_rewritten: bool = False  # matched with a number written otherwise ("2" for "two")
    omitted: bool = False  # matched with the opinion's citations or footnote numbers left out
    # matched with an ellipsis running from inside one sentence to inside another: what it leaves out
    spliced: str = ""
    # matched with a bracket inside the quote putting words of its own for the court's: (the
    # bracket, the court's words it stands for)
    reworded: tuple[str, str] | None = None
    # matched with an ellipsis leaving out the word that hedges the court's sentence ("generally")
    hedged: str = ""
    # matched across the end of one of the court's sentences the quote runs on from unmarked ("We
    # cannot agree. The ruling was correct" quoted "cannot agree [that] the ruling was correct"):
    # the court's words either side of the stop
    joined: str = ""
    # what stands between the quote's parts, joined by its ellipses (offsets as `start` and `end`)
    elided: tuple[tuple[int, int], ...] = ()

    def parts(self) -> list[tuple[int, int]]:
        """The spans of the text the quote's words stand in, part by part (one without an ellipsis)."""
        if self.start is None or self.end is None:
            return []
        bounds = [self.start, *(at for span in self.elided for at in span), self.end]
        return list(zip(bounds[::2], bounds[1::2], strict=True))

    def moved(self, offset: int) -> QuoteMatch:
        """The same match found in a text that began `offset` characters later."""
        return replace(
            self,
            start=None if self.start is None else self.start + offset,
            end=None if self.end is None else self.end + offset,
            elided=tuple((a + offset, b + offset) for a, b in self.elided),
        )


def compact(text: str) -> tuple[str, Sequence[int]]:
    """Lowercase letters and digits only, accents dropped ("peña" -> "pena") and "&" read as
    "and", with each kept character's offset in `text`. Plain ASCII is compacted a chunk at a
    time by one regex, and its offsets are found only where asked."""
    low = text.lower()
    pieces: list[str] = []
    starts: list[int] = []
    flat_starts: list[int] = []
    listed: dict[int, list[int]] = {}
    size = 0
    for at in range(0, len(low), _CHUNK):
        chunk = low[at : at + _CHUNK]
        if chunk.isascii() and "&" not in chunk:
            flat = _NOT_KEPT.sub("", chunk)
        else:
            flat, listed[len(starts)] = _compact_chars(chunk, at)
        starts.append(at)
        flat_starts.append(size)
        pieces.append(flat)
        size += len(flat)
    return "".join(pieces), Offsets(low, size, starts, flat_starts, listed)


def _compact_chars(low: str, at: int) -> tuple[str, list[int]]:
    """`compact` of lower-cased text one character at a time, offsets counted from `at`."""
    chars: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(low, start=at):
        if ch.isascii():
            if ch.isalnum():
                chars.append(ch)
                where.append(i)
                continue
            if ch != "&":
                continue
        for base in _plain(ch):
            chars.append(base)
            where.append(i)
    return "".join(chars), where


_CHUNK = 1024
_NOT_KEPT = re.compile(r"[^a-z0-9]+")
_KEPT_RUN = re.compile(r"[a-z0-9]+")


class Offsets(Sequence[int]):
    """Where each character of a compacted text stands in the text compacted: listed a chunk at a
    time when first asked for (a match reads a few; listing them all cost a fifth of checking a
    quotation)."""

    __slots__ = ("_flat_starts", "_listed", "_low", "_size", "_starts")

    def __init__(
        self, low: str, size: int, starts: list[int], flat_starts: list[int], listed: dict[int, list[int]]
    ) -> None:
        self._low, self._size, self._starts, self._flat_starts, self._listed = (
            low, size, starts, flat_starts, listed
        )  # fmt: skip

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, k: int) -> int: ...
    @overload
    def __getitem__(self, k: slice) -> list[int]: ...
    def __getitem__(self, k: int | slice) -> int | list[int]:
        if isinstance(k, slice):
            first, last, step = k.indices(self._size)
            if step != 1 or last <= first:
                return [self[i] for i in range(first, last, step)]
            j, stop = self._chunk_of(first), self._chunk_of(last - 1)
            run = [at for n in range(j, stop + 1) for at in self._chunk(n)]
            return run[first - self._flat_starts[j] : last - self._flat_starts[j]]
        if k < 0:
            k += self._size
        if not 0 <= k < self._size:
            raise IndexError(k)
        j = self._chunk_of(k)
        return self._chunk(j)[k - self._flat_starts[j]]

    def _chunk_of(self, k: int) -> int:
        return bisect_right(self._flat_starts, k) - 1

    def _chunk(self, j: int) -> list[int]:
        found = self._listed.get(j)
        if found is None:
            at = self._starts[j]
            found = self._listed[j] = []
            for m in _KEPT_RUN.finditer(self._low, at, at + _CHUNK):
                found.extend(range(m.start(), m.end()))
        return found


@lru_cache(maxsize=1024)
def _plain(ch: str) -> str:
    """A character as compacted text reads it: "&" as "and" ("Procter & Gamble"), any other its
    letters and digits without their accents ("ñ" -> "n", "ﬁ" -> "fi"); a combining mark alone is
    nothing, a letter with no plain form itself ("ß")."""
    if ch == "&":
        return "and"
    plain = "".join(c for c in unicodedata.normalize("NFKD", ch) if c.isalnum())
    return plain or (ch if ch.isalnum() else "")


@lru_cache(maxsize=4)
def lowered(text: str) -> str:
    """An authority's text lower-cased, kept for the last few texts (to count and find words in)."""
    return text.lower()


@lru_cache(maxsize=8192)
def occurrences(word: str, text: str) -> int:
    """How often `word` is written in the lower-cased `text` (a whole opinion: each count reads all
    of it, and a claim's quotes and paraphrase ask about the same words of the same opinion)."""
    return lowered(text).count(word)


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


@dataclass(frozen=True)
class Omission:
    """A gap where a quote may leave out, unmarked, what is no part of the court's words: its
    citations, anywhere its words break at a stop or comma; a footnote's number, after a sentence."""

    after_sentence: bool  # the quote's words before it end a sentence or clause (".", ";", ":")


class Bracket(NamedTuple):
    """A bracketed alteration of a quote: its own words, and the letters the quote writes straight
    after it ("reasonable" of "[un]reasonable"; "" when a space or a mark follows)."""

    said: str
    then: str = ""


class Elision(NamedTuple):
    """An ellipsis of a quote, and whether the quote marks a sentence's end at it (Bluebook 5.3: a
    fourth dot, or "[T]he" opening the words after it), so that no sentence is made of the words
    either side; and whether the words after it open with a letter the quote recases in a bracket
    ("[n]othing"), the court's own capital, which the ellipsis does not leave out."""

    ends_sentence: bool = False
    recased: bool = False


Gap = Bracket | Elision | Omission


@lru_cache(maxsize=1024)  # a quote is looked for in each text its citation may be, and again
def quote_pattern(quote: str, omissions: bool = False) -> tuple[re.Pattern[str], tuple[Gap, ...]] | None:
    """A regex over compacted text for a quote, or None if nothing checkable is left; with, for
    each of its groups (a gap), the bracket's own words or the ellipsis, and with
    `omissions` an `Omission` wherever its words break at a stop or comma."""
    parts: list[str] = []
    gaps: list[Gap] = []
    ellipses = [e.group() for e in ELLIPSIS.finditer(quote)]
    for i, fragment in enumerate(ELLIPSIS.split(quote)):
        pieces = _BRACKET.split(fragment)
        brackets = [Bracket(b.group(), _letters_at(fragment, b.end())) for b in _BRACKET.finditer(fragment)]
        compacted = [
            (_compacted_piece(p, omissions), brackets[i - 1] if i else None) for i, p in enumerate(pieces)
        ]
        # a bracket inside a fragment is a bounded gap; at its edges it simply drops out
        kept = [(c, b) for c, b in compacted if c]
        if not kept:
            continue
        if parts:
            parts.append(_ELLIPSIS_GAP)
            dots = ellipses[i - 1].count(".") if i else 0
            gaps.append(
                Elision(
                    dots >= 4 or _OPENS_BRACKETED_CAPITAL.match(fragment) is not None,
                    _OPENS_BRACKETED_LETTER.match(fragment) is not None,
                )
            )
        for n, (c, b) in enumerate(kept):
            if n:
                parts.append(_SMALL_GAP)
                gaps.append(b or Bracket(""))
            for k, (words_of, _) in enumerate(c):
                if k:
                    parts.append(_OMISSION_GAP)
                    gaps.append(Omission(after_sentence=c[k - 1][1] in ".;:"))
                parts.append(re.escape(words_of))
    if not parts:
        return None
    return re.compile("".join(parts)), tuple(gaps)


_OPENS_BRACKETED_CAPITAL = re.compile(r"\s*\[[A-Z]\]")
_OPENS_BRACKETED_LETTER = re.compile(r"\s*\[[a-z]\]")


def _prefix_before(text: str, start: int, word: str) -> str:
    """The negating prefix (and its hyphen) the court's word has before `word`, found from `start`
    inside it ("un" of "Unreasonable", "non-" of "non-exempt"), or ""."""
    lo = max(0, start - 2)  # (the few characters around it lowered, not the whole opinion)
    at = text[lo : start + len(word) + 2].lower().find(word[1:])
    at = at + lo if at >= 0 else -1
    if at < 1 or not text[at - 1].isalpha() or text[at - 1].lower() != word[0]:
        return ""
    begin = at - 1
    prefix = _LAST_LETTERS.search(text, max(0, begin - 6), begin)  # its letters and a hyphen, if any
    if prefix is None or (prefix.start() > 0 and text[prefix.start() - 1].isalpha()):
        return ""
    hyphened = prefix.group(0).endswith(("-", "‐"))
    negating = prefix.group(1).lower() in (_HYPHENED_NEGATING if hyphened else _ALL_NEGATING_PREFIXES)
    return text[prefix.start() : begin] if negating else ""


def _letters_at(text: str, at: int) -> str:
    """The letters written from `at` on ("" when none)."""
    m = _LETTERS.match(text, at)
    return m.group() if m else ""


# Where a quote's words may break for a left-out citation: after a stop or comma and a space.
_BREAK = re.compile(r"(?<=[.;:,])(\s+)")


def _compacted_piece(piece: str, omissions: bool) -> list[tuple[str, str]]:
    """A piece of the quote compacted: one run, or with `omissions` one run for each stretch
    between its breaks, each with the stop it ends on ("" for none). Empty runs are left out."""
    if not omissions:
        flat = compact(piece)[0]
        return [(flat, "")] if flat else []
    runs, at = [], 0
    for m in _BREAK.finditer(piece):
        runs.append((compact(piece[at : m.start()])[0], piece[m.start() - 1]))
        at = m.end()
    runs.append((compact(piece[at:])[0], ""))
    return [(flat, stop) for flat, stop in runs if flat]


def meaning_words(text: str) -> set[str]:
    return {w for w in words(text) if w in MEANING_WORDS or any(ch.isdigit() for ch in w)}


def _gap_alterations(
    m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]
) -> list[tuple[str, str]]:
    """Where a bracket or an ellipsis of the quote stands for words that carry meaning."""
    out: list[tuple[str, str]] = []
    for n, bracket in enumerate(gaps, start=1):
        if isinstance(bracket, Omission):
            continue  # judged by `_left_out`
        empty = m.end(n) <= m.start(n)
        replaced = "" if empty else text[where[m.start(n)] : where[m.end(n) - 1] + 1]
        # an ellipsis, or an empty bracket ("should [] grant"), may leave words out, never a negation
        # of what it keeps, nor a negating prefix of a word it keeps ("is . . . reasonable")
        if isinstance(bracket, Elision) or not bracket.said[1:-1].strip():
            left_out = (where[m.start(n)], where[m.end(n) - 1] + 1)
            if not empty and (_drops_negation(text, *left_out) or _prefix_left_out(text, *left_out)):
                out.append(("..." if isinstance(bracket, Elision) else bracket.said, replaced.strip()))
        else:
            # the opinion's whole words where the bracket stands: a gap read from inside a word
            # ("A [defendant]" against "pl-a-intiff") stands for all of it
            at, upto = (where[m.start(n)], where[m.end(n) - 1] + 1) if not empty else (where[m.end(n)],) * 2
            whole = _whole_words(text, at, upto)
            if (
                _meaning_changed(bracket.said, replaced)
                or _joined_otherwise(bracket.said, replaced)
                or opposite_named(bracket.said, whole)
                # "[in]correct", "[Im]proper": a negating prefix put on the court's own word
                or _prefix_put_on(bracket, text, where[m.end(n)] if m.end(n) < len(where) else len(text))
                or (
                    bracket.then
                    and _by_prefix(words(bracket.said[1:-1] + bracket.then)[-1], words(whole)[-1:])
                )
            ):
                out.append((bracket.said, (whole if empty else replaced).strip() or "(nothing)"))
    return out


def _meaning_changed(bracket: str, replaced: str) -> bool:
    """Whether a bracket's words of meaning differ from the court's words it replaces: a negation
    in other words ("[did not have]" for "lacked") keeps the court's, a negation of the court's
    ("[did not lack]") turns it; a modal's past for its present ("[would]" for "will") is a tense."""
    ours, theirs = meaning_words(bracket), meaning_words(replaced)
    if _negated(bracket) != _negated(replaced):
        return True
    return {_MODAL_PRESENT.get(w, w) for w in ours - NEGATIONS} != {
        _MODAL_PRESENT.get(w, w) for w in theirs - NEGATIONS
    }


def _joined_otherwise(bracket: str, replaced: str) -> bool:
    """Whether a bracket puts another conjunction for the court's ("injury [or] causation" for
    "injury and causation", "[and/or]", "[even if it]" for "and"): a test of all its parts made one of
    any, or back. A bracket where the court joins nothing ("[the tenant and the landlord]" for "they")
    adds no test."""
    theirs = set(words(replaced)) & _JUNCTIONS
    return bool(theirs) and theirs != set(words(bracket)) & _JUNCTIONS


_JUNCTIONS = frozenset({"and", "or", "nor"})
# A modal's past, read as its present in a bracket that only shifts the tense
_MODAL_PRESENT = {"would": "will", "could": "can", "might": "may"}


def _negated(words: str) -> bool:
    """Whether words say no: an odd number of negations ("not lack" is two, and says yes)."""
    return len(_NEGATION.findall(words)) % 2 == 1


def _prefix_put_on(bracket: Bracket, text: str, at: int) -> bool:
    """Whether the bracket is a negating prefix ("[in]", "[Im]") before the letters of the court's
    word that starts at `at`: the court wrote "proper", the brief "[Im]proper"."""
    said = bracket.said[1:-1]
    if not bracket.then or not said[-1:].isalpha() or said.split()[-1].lower() not in _ALL_NEGATING_PREFIXES:
        return False
    return _whole_words(text, at, at).lower().startswith(bracket.then.lower())


def _whole_words(text: str, start: int, end: int) -> str:
    """text[start:end] widened to the words it begins and ends inside (at `start` when empty: the
    word there)."""
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum():
        end += 1
    return text[start:end]


# What sets an aside off from its sentence: commas, dashes, parentheses.
_ASIDE_OPENS, _ASIDE_CLOSES = ",(—–-", ",)—–-"
_ASIDE_MARKS = re.compile(r"[,()—–]|\s-\s")
# A negation, or a word that negates in other words ("failed to show", "hardly clear", "lacked")
_NEGATION = re.compile(
    rf"\b(?:{'|'.join(sorted(NEGATIONS))}|hardly|scarcely|barely|seldom|rarely|unable|absent"
    r"|lack(?:s|ed|ing)?|(?:fail(?:s|ed)?|refus(?:e|es|ed)|declin(?:e|es|ed))\s+to)\b|n[’']t\b",
    re.IGNORECASE,
)


# A word that limits what its sentence says: left out, a limited rule reads as an absolute one
# ("liable only when" as "liable when") -- a misquotation, as a dropped negation is
LIMITING = r"only|solely|exclusively|merely"
_LIMITING = re.compile(rf"\b(?:{LIMITING})\b", re.IGNORECASE)
# A word that makes an exception to it ("all fees except those caused by"): left out with the
# exception's object kept, or with the exception whole, the exception reads as the rule
_EXCEPTING = re.compile(
    r"\b(?:except|excepting|excluding|other\s+than|save\s+for|apart\s+from"
    # or sets a thing against what follows: "rational basis review rather than strict scrutiny"
    r"|rather\s+than|instead\s+of|in\s+lieu\s+of|as\s+opposed\s+to)\b",
    re.IGNORECASE,
)
# What may follow an exception's word inside what an ellipsis leaves out with the exception's
# object still kept: a pronoun or a small word ("except those", "other than as")
_EXCEPTION_OPEN = re.compile(
    r"[\W_]*(?:(?:those|that|these|this|what|which|such|as|for|in|to|when|where|the|a|an)[\W_]*)?",
    re.IGNORECASE,
)
# A word that hedges it ("generally may not" as "may not"): briefs leave these out of famous
# holdings, so it is for a person to weigh
_HEDGING = re.compile(
    r"\b(?:generally|ordinarily|usually|normally|typically|sometimes|often|frequently|rarely|seldom)\b",
    re.IGNORECASE,
)
# How often a court said a thing, which is no hedge of it: "We have often said that"
_HOW_OFTEN_SAID = re.compile(
    r"(?:sometimes|often|frequently|rarely|seldom)\s+(?:said|held|stated|noted|explained|observed|recognized"
    r"|remarked|described|cited|applied|reiterated|repeated|emphasized|found)\b",
    re.IGNORECASE,
)
# What may follow a limiting or hedging word inside what an ellipsis leaves out and still leave
# the word it bears on kept: marks and blanks ("only," "generally —")
_NOTHING_MORE = re.compile(r"[\W_]*")


def _prefix_left_out(text: str, start: int, end: int) -> bool:
    """Whether what an ellipsis leaves out ends in a negating prefix of the word it keeps next:
    "is . . . reasonable" of "is unreasonable", ". . . sufficient" of "insufficient"."""
    if end >= len(text) or not text[end].isalpha():
        return False
    tail = _LAST_LETTERS.search(text, start, end)
    if tail is None or (tail.start() > 0 and text[tail.start() - 1].isalpha()):
        return False
    prefix = tail.group(1).lower()
    return prefix in _ALL_NEGATING_PREFIXES and not _PREFIXED_NOT_NEGATED & {
        prefix + _whole_words(text, end, end + 1).strip().lower()
    }


_LAST_LETTERS = re.compile(r"([A-Za-z]+)-?$")


def _drops_negation(text: str, start: int, end: int) -> bool:
    """Whether text[start:end], the words an ellipsis leaves out, hold a negation (or a word that
    limits, `_LIMITING`) of the words it keeps."""
    return _dropped(text, start, end, (_NEGATION, _LIMITING, _EXCEPTING)) is not None


def _dropped(text: str, start: int, end: int, patterns: Sequence[re.Pattern[str]]) -> str | None:
    """The first word of `patterns` in text[start:end], the words an ellipsis leaves out, that
    bears on the words it keeps, however many words it leaves out: one in a sentence the kept words
    stand in (a sentence left out whole is the court's own), and not in a clause set off from it
    ("officials, who need not be senior aides, are"). A restrictive clause ("officials who are not
    aides"), or a negation of the sentence itself ("are not, as a rule, shielded"; "was, in the end,
    not, as urged, lawful") is no aside."""
    for a, b in _left_out_sentences(text, start, end)[0]:
        for pattern in patterns:
            for word in pattern.finditer(text, a, b):
                if _an_aside(text, a, b, word.start(), word.end()):
                    continue
                # a limit or a hedge bears on the word after it: left out with that word too ("a
                # trial that lasted only three days"), it limits nothing the quote keeps
                if (
                    pattern in (_LIMITING, _HEDGING)
                    and _NOTHING_MORE.fullmatch(text, word.end(), end) is None
                ) or (pattern is _HEDGING and _HOW_OFTEN_SAID.match(text, word.start())):
                    continue
                # an exception left out with what it excepts ("excluding the alibi witness and in")
                # is the court's word used plainly; left out with its object kept ("all fees
                # [except those] caused by") it makes the exception the rule
                if pattern is _EXCEPTING and _EXCEPTION_OPEN.fullmatch(text, word.end(), end) is None:
                    continue
                return word.group(0)
    return None


# A hedge opening the court's sentence or closing it, set off: "Generally, officers must ...",
# "... before entering a home in most cases."
_HEDGE_WORDS = (
    r"(?:generally|ordinarily|usually|normally|typically|often|sometimes|frequently|arguably|perhaps|in\s+general"
    r"|in\s+(?:most|many|some)\s+(?:cases|circumstances|instances)|as\s+a\s+(?:general\s+)?rule"
    r"|in\s+the\s+(?:ordinary|usual|typical)\s+case)"
)
_LEADING_HEDGE = re.compile(rf"(?:(?:and|but|so|thus|still),?\s+)?{_HEDGE_WORDS}\s*,?", re.IGNORECASE)
_TRAILING_HEDGE = re.compile(rf",?\s*{_HEDGE_WORDS}\s*[.;]", re.IGNORECASE)


def _hedge_cut_off(quote: str, text: str, start: int, end: int) -> str:
    """The hedge the court's sentence opens or closes with, where a quote that opens as a sentence
    ("[O]fficers must ...") begins just after it ("Generally, officers must"), or one that ends as
    a sentence stops just before it ("... a home in most cases."): a rule the court hedged, quoted as
    a flat one. "" where none is."""
    opened = _opened_as_a_sentence(quote, text, start)
    if opened is not None:
        lead, begins = opened
        said = _CLAUSE_END.split(text[max(0, begins - _CONDITION_REACH) : begins])[-1].strip()
        put = lead.group(1)[1:-1] if lead else ""
        if put and said.lower().endswith(" " + put.lower()):
            said = said[: -len(put)].rstrip()
        if said and _LEADING_HEDGE.fullmatch(said):
            return said.rstrip(",")
    if _ENDS_A_SENTENCE.search(quote.rstrip()):
        after = _TRAILING_HEDGE.match(text, end)
        if after is not None:
            return after.group().strip(" ,.;")
    return ""


def _hedge_left_out(m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]) -> str:
    """What an ellipsis of the match leaves out of its sentence that qualifies the rule it keeps, or
    "": a hedging word (`_HEDGING`), a condition ("if he acted willfully", "provided that ..."), or
    the clause saying whom the rule is for ("a landlord who acts in bad faith")."""
    for _, start, end in _elided(m, gaps, text, where):
        hedge = _dropped(text, start, end, (_HEDGING,)) or _condition_left_out(text, start, end)
        if hedge:
            return hedge
    return ""


# A condition inside what an ellipsis leaves out, set off or not ("A landlord, if he acted
# willfully, forfeits"); not "even if", "as if", "if any", "if so"
_CONDITION_INSIDE = re.compile(
    r"(?<!\beven\s)(?<!\bas\s)\b(?:only\s+(?:if|when|where)|if|provided\s+that|providing\s+that|so\s+long\s+as"
    r"|as\s+long\s+as|on\s+condition\s+that|unless|absent"
    r"|except\s+(?:where|when|that|if|as|to\s+the\s+extent|insofar\s+as))"
    r"\b(?!\s+(?:any|so|ever|at\s+all|necessary|appropriate|applicable|not)\b)"
    # "if not brought within two years" (not "many, if not most,"): a condition, its verb next
    r"|\bif\s+not\s+(?=(?:\w+ed|\w+en|brought|made|paid|held|found|sought|kept|done|met|given|taken|shown)\b)",
    re.IGNORECASE,
)
# A clause saying which of a class the rule binds, unset off ("a landlord who acts in bad faith")
_WHOM_IT_BINDS = re.compile(r"\s*(who|whom|whose)\b", re.IGNORECASE)
# How many of the words left out a note quotes
_LEFT_OUT_WORDS = 8


def _opens_its_clause(text: str, start: int, condition: re.Match[str]) -> bool:
    """Whether a condition left out stands at the opening of what is left out, or of a clause of it
    (after a comma or a dash), and in no parenthesis: "if" deep in an aside ("as it always must if
    it seeks") or in a citation's parenthetical ("(holding that if ...)") is no condition on the
    words kept."""
    before = text[start : condition.start()]
    if before.count("(") > before.count(")"):
        return False
    return not before.strip() or before.rstrip()[-1:] in ",;—–-"


def _condition_left_out(text: str, start: int, end: int) -> str:
    """The condition or the restrictive clause text[start:end] (what an ellipsis leaves out) takes
    from the sentence of the words kept, as written there, or ""."""
    for a, b in _left_out_sentences(text, start, end)[0]:
        condition = next(
            (c for c in _CONDITION_INSIDE.finditer(text, a, b) if _opens_its_clause(text, a, c)), None
        )
        before = text[max(0, a - 3) : a].rstrip()[-1:]
        binds = _WHOM_IT_BINDS.match(text, a, b) if before.isalpha() else None  # not set off by a comma
        if condition is not None or binds is not None:
            at = condition.start() if condition is not None else binds.start(1)
            return " ".join(text[at:b].strip(" ,;—–-").split()[:_LEFT_OUT_WORDS])
    return ""


def _elided(
    m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]
) -> Iterator[tuple[Elision, int, int]]:
    """Each ellipsis of the match that leaves words out, with where they stand in the text."""
    for n, gap in enumerate(gaps, start=1):
        if isinstance(gap, Elision) and m.end(n) > m.start(n):
            start, end = where[m.start(n)], where[m.end(n) - 1] + 1
            if gap.recased and text[end - 1].isupper():
                end -= 1  # "[n]othing": the court's "N" is quoted, recased, not left out
            yield gap, start, end


# A semicolon joins two clauses a splice may cross; a colon or dash opens what the clause before
# it introduces, which an ellipsis may leave out ("three elements . . . decision")
_CLAUSE_STOP = re.compile(r";(?=\s)")
_OPENING_MARKS, _CLOSING_MARKS = " \n\t\"'“‘([", " \"'”’)]"


def _left_out_sentences(text: str, start: int, end: int) -> tuple[list[tuple[int, int]], bool]:
    """Of text[start:end], which an ellipsis leaves out: the parts standing in the sentences (or
    clauses, between semicolons) of the words it keeps (none of one it leaves out whole),
    and whether it splices, running from inside one to inside another, so that the quote makes a
    sentence of the two that the court never wrote."""
    back = start  # the stop before what is left out may stand past a paragraph's indent
    while back > 0 and text[back - 1].isspace():
        back -= 1
    lo, hi = max(0, back - 4), min(len(text), end + 6)
    # a sentence's stops, and a semicolon's within a sentence
    stops = sorted(sentence_stops(text, lo, hi) + [m.span() for m in _CLAUSE_STOP.finditer(text, lo, hi)])
    opens = any(after <= start and not text[after:start].strip(_OPENING_MARKS) for _, after in stops)
    closes = any(stop >= end and not text[end:stop].strip(_CLOSING_MARKS) for stop, _ in stops)
    inner = [(stop, after) for stop, after in stops if stop >= start and after <= end]
    # a splice ends inside a sentence it did not start in: the quote joins what comes before to its
    # middle (from inside another sentence, or from the end of one, "supervisor . . . when")
    if not inner:
        return ([] if opens and closes else [(start, end)]), opens and not closes
    parts = ([] if opens else [(start, inner[0][0] + 1)]) + ([] if closes else [(inner[-1][1], end)])
    return parts, not closes


# The words a bracket names a referent or mends the grammar with, which put no claim of their own
# in the court's words: pronouns, articles, prepositions, conjunctions
_REFERRING_WORDS = frozenset(
    _WORD.findall(
        "i me my we us our you your he him his she her it its they them their this that these those who "
        "whom whose which what a an the of in on at to for from by with under upon into onto over about "
        "as than and or but so yet"
    )
)
# With the auxiliaries and modals: the small words a court's text may lose to a bracket and still
# say what it said (a rewording takes a word of substance)
_SMALL_WORDS = _REFERRING_WORDS | frozenset(
    _WORD.findall(
        "is are was were be been being am has have had do does did will would shall should can could may "
        "might must"
    )
)
# Past tenses no suffix makes, read as their verbs ("[held]" for "holds" is a tense)
IRREGULAR_PAST = {
    "held": "hold", "found": "find", "made": "make", "took": "take", "taken": "take", "gave": "give",
    "given": "give", "brought": "bring", "sought": "seek", "thought": "think", "left": "leave",
    "paid": "pay", "said": "say", "told": "tell", "kept": "keep", "stood": "stand", "began": "begin",
    "begun": "begin", "chose": "choose", "chosen": "choose", "wrote": "write", "written": "write",
    "knew": "know", "known": "know", "saw": "see", "seen": "see", "went": "go", "gone": "go",
    "came": "come", "became": "become", "bore": "bear", "borne": "bear", "fell": "fall", "rose": "rise",
}  # fmt: skip
_INFLECTIONS, _FINALS = ("ing", "ed", "es", "ly", "s"), ("e", "i", "y")


def _root(word: str) -> str:
    """A word without its inflection, and a final e, i or y ("applies", "applied" and "apply"
    are "appl"; "conceded" is "conced")."""
    word = IRREGULAR_PAST.get(word, word)
    for suffixes in (_INFLECTIONS, _FINALS):
        cut = next((x for x in suffixes if word.endswith(x) and len(word) - len(x) >= 3), None)
        word = word[: -len(cut)] if cut else word
    return word


def _same_form(a: str, b: str) -> bool:
    """Whether two words are one word in two forms ("held" and "holds", "reasonable" and
    "reasonably"); "concealed" is not "conceded", nor is "void" "voidable" or "harm" "harmless"
    (a suffix that turns the word's meaning)."""
    ra, rb = _root(a), _root(b)
    if ra == rb:
        return True
    short, long = sorted((ra, rb), key=len)
    return len(short) >= 4 and long.startswith(short) and not _TURNING_SUFFIX.match(long, len(short))


# What a word's end adds that turns its meaning: "void" and "voidable", "harm" and "harmless"
_TURNING_SUFFIX = re.compile(r"(?:abl|ibl|able|ible|less|ful)(?:e|y|ly|ness)?")


_DETERMINERS = frozenset(
    _WORD.findall("the a an this that these those its his her their our such each every")
)
_INDEFINITE = frozenset({"a", "an"})
# Words that name a party by its part in the case, which a bracket may name otherwise
_PARTY_ROLES = frozenset(
    _WORD.findall(
        "petitioner petitioners respondent respondents plaintiff plaintiffs defendant defendants appellant "
        "appellants appellee appellees movant government state court agency claimant debtor creditor insurer"
    )
)
_NAME_WORD_WRITTEN = re.compile(r"[A-Za-z][\w'’.&-]*")


def _names_a_thing(text: str) -> bool:
    """Whether words name a thing or a party, as a bracket's referent does: an article or possessive
    before them, a proper name (every word capitalised), or a party's role."""
    written = _NAME_WORD_WRITTEN.findall(text)
    if not written:
        return False
    if written[0].lower() in _INDEFINITE:
        return False  # a class, not a referent: "[a felony]" for "a misdemeanor" is another class
    if written[0].lower() in _DETERMINERS or all(w[0].isupper() for w in written):
        return True
    return len(written) == 1 and written[0].lower() in _PARTY_ROLES


def _rewording(
    m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]
) -> tuple[str, str] | None:
    """The first bracket inside the quote that puts words of its own for the court's: a word the
    court's words there lack, in place of one of theirs the bracket lacks ("[violate]" for "act
    reasonably in light of", "[had]" for "lacked"), or None. A referent for a pronoun, a capital,
    a tense or a small word for a small word is the bracket's ordinary use."""
    for n, gap in enumerate(gaps, start=1):
        if not isinstance(gap, Bracket) or m.end(n) <= m.start(n):
            continue
        replaced = text[where[m.start(n)] : where[m.end(n) - 1] + 1]
        if _narrowed(gap.said, replaced):
            return gap.said, replaced.strip()
        if (
            _names_a_thing(gap.said.strip("[]"))
            and _names_a_thing(replaced)
            and not _described_otherwise(gap.said, replaced)
        ):
            continue  # a referent: "[the trial court]" for "the District Court", "[Fisher]" for "petitioner"
        ours, theirs = words(gap.said), words(replaced)
        new = [w for w in ours if w not in _REFERRING_WORDS and not any(_same_form(w, t) for t in theirs)]
        lost = [
            t
            for t in theirs
            if t not in _SMALL_WORDS
            and (len(t) >= 3 or t.isdigit())
            and not any(_same_form(w, t) for w in ours)
        ]
        if new and lost:
            return gap.said, replaced.strip()
    return None


# A noun narrowed by a clause of its own, unset off: "a landlord who acts in bad faith", "a contract
# that is unconscionable"
_NARROWING_CLAUSE = re.compile(r"[A-Za-z]\s+(?:who|whom|whose|that|which)\s+[a-z]")
# A definite description opening the words a bracket stands for
_DEFINITE = re.compile(r"\s*(?:the|this|that|these|those|his|her|its|their|our)\b", re.IGNORECASE)


def _narrowed(bracket: str, replaced: str) -> bool:
    """Whether a bracket stands for a class the court narrowed by a clause the bracket leaves out
    ("[a landlord]" for "a landlord who acts in bad faith"): the rule reads as the whole class's. A
    definite description narrowed ("The officers who entered the home" as "[The officers]", "The
    court that heard the motion" as "[The district court]") names the same ones: no rule changes."""
    clause = _NARROWING_CLAUSE.search(replaced)
    if clause is None or _DEFINITE.match(replaced):
        return False
    return _NARROWING_CLAUSE.search(bracket) is None and bool(words(bracket))


def _described_otherwise(bracket: str, replaced: str) -> bool:
    """Whether a bracket puts another description for the court's own ("[A court of appeals]" for
    "A district court", "[The statute of repose]" for "The statute of limitations", "[The court]"
    for "The officer"). Not a referent for a pronoun, a party's role or a name ("[Fisher]" for
    "petitioner", "[the trial court]" for "the District Court"), nor a description made more
    particular ("[the district court]" for "the court")."""
    replaced = _RELATIVE.split(replaced, maxsplit=1)[0]  # "The court that heard the motion": "The court"
    theirs = [w for w in words(replaced) if w not in _SMALL_WORDS]
    if not theirs or all(w in _PARTY_ROLES for w in theirs):
        return False
    named = [w for w in _NAME_WORD_WRITTEN.findall(replaced) if w.lower() not in _SMALL_WORDS]
    if named and all(w[0].isupper() for w in named):
        return False  # a proper name, for which a description stands ("[the trial court]")
    ours = [w for w in words(bracket) if w not in _SMALL_WORDS]
    if ours and all(w in _A_PARTY for w in ours):
        return False  # the party meant, by its role ("[Petitioner]" for "The man who brought this suit")
    if ours and ours[-1] != theirs[-1] and ours[-1] in _ACTORS and theirs[-1] in _ACTORS:
        return True  # one actor for another: "[The court]" for "The officer", "[The jury]" for "The court"
    # one thing's kind told otherwise: a word of the court's kept ("court", "statute"), one of its
    # own lost and another put in ("[A court of appeals]" for "A district court"); not another name
    # for the thing the court described ("[Walmart]" for "the employer", "[Section 1983]" for "the
    # statute"), nor a description made particular ("[the district court]" for "the lower court")
    kept = [t for t in theirs if any(_same_form(w, t) for w in ours)]
    lost = [t for t in theirs if len(t) >= 3 and t not in _VAGUE and not any(_same_form(w, t) for w in ours)]
    new = [w for w in ours if not any(_same_form(w, t) for t in theirs)]
    return bool(kept and lost and new)


def _lead_reworded(lead: re.Match[str] | None, text: str, start: int) -> tuple[str, str] | None:
    """(bracket, the court's words) where a quote's opening bracket puts another description for
    the subject the court's clause opens with (`_described_otherwise`): "[A court of appeals] may
    not" of "A district court may not"."""
    if lead is None or len(lead.group(1)) <= 3:  # "[T]he": a capital
        return None
    said = _clause_before(text, start).rsplit(",", 1)[-1].strip()
    if not said or len(said.split()) > _SUBJECT_WORDS:
        return None
    return (lead.group(1), said) if _described_otherwise(lead.group(1), said) else None


# Who acts in a case, by kind: a bracket naming one kind for another changes who did the act (not
# the bodies and offices one names by another: "the Board" is an agency, "the judge" the court)
_ACTORS = frozenset(
    _WORD.findall(
        "court courts jury juries officer officers police legislature congress employer employers employee "
        "employees union landlord landlords tenant tenants insurer insured prosecutor lender borrower buyer "
        "seller"
    )
)
# Words that place a thing without telling what it is ("the lower court", "the instant statute")
_VAGUE = frozenset(
    _WORD.findall(
        "lower below trial reviewing appellate higher same said foregoing instant present above subject "
        "relevant applicable governing pertinent particular other first second latter former"
    )
)
_RELATIVE = re.compile(r"\s(?:who|whom|whose|that|which)\s", re.IGNORECASE)
# A party by its part in the case (not a court or a government, which a bracket may put for another)
_A_PARTY = frozenset(
    _WORD.findall(
        "petitioner petitioners respondent respondents plaintiff plaintiffs defendant defendants appellant "
        "appellants appellee appellees movant"
    )
)
# The most words of the court's clause before a quote read as the subject its opening bracket stands for
_SUBJECT_WORDS = 6


def _lead_narrowed(lead: re.Match[str] | None, text: str, start: int) -> tuple[str, str] | None:
    """(bracket, the court's words) where a quote's opening bracket ("[A landlord] must pay") stands
    for a noun the clause before the quote narrows ("a landlord who acts in bad faith")."""
    if lead is None or len(lead.group(1)) <= 3:  # "[T]he": a capital
        return None
    if all(w in _SMALL_WORDS for w in words(lead.group(1))):
        return None  # "[was]", "[might]": a verb's tense, no noun the clause before narrows
    clause = _clause_before(text, start)
    narrowing = _NARROWING_CLAUSE.search(clause)
    if narrowing is None:
        return None
    noun = clause.rfind(" ", 0, narrowing.start())  # the narrowed noun, and the word before it
    phrase = clause[clause.rfind(" ", 0, noun) + 1 :].strip()
    if not _narrowed(lead.group(1), phrase):
        return None
    return lead.group(1), clause[noun + 1 :].strip()


def _lead_alterations(bracket: str, clause: str) -> Iterator[tuple[str, str]]:
    """(bracket, the court's words) where a quote's opening bracket, standing for the end of the
    clause before the quote (an aside the court set off by commas there left aside: "is not bound,
    however, to"), says no where those words say yes or yes where they say no ("[never] considered"
    of "carefully considered", "[had] jurisdiction" of "lacked jurisdiction"), or puts another
    number for the court's."""
    before = _COMMA_ASIDE.sub(" ", clause)
    near = " ".join(before.split()[-(len(bracket.split()) + 3) :])
    # not past a clause's opening ("does not dispute that it" stands for "it")
    near = _CLAUSE_OPENING.split(near)[-1].strip()
    if _negated(bracket) != _negated(near):
        yield bracket, near or "(nothing)"
    elif _another_number(bracket, near.rsplit(",", 1)[-1]):
        yield bracket, near


# An aside the court set off by commas ("is not bound, however, to"; "is not bound, as the dissent
# would have it in this very case, to")
_COMMA_ASIDE = re.compile(r",[^,;:.]{1,60},")
_CLAUSE_OPENING = re.compile(
    r"\b(?:that|which|who|whom|because|whether|if|when|where|although|since)\b", re.IGNORECASE
)


def _another_number(bracket: str, theirs: str) -> bool:
    """Whether a bracket names a number and the court's words it stands for name others only."""
    ours = {w for w in figures(words(bracket)) if w.isdigit()}
    court = {w for w in figures(words(theirs)) if w.isdigit()}
    return bool(ours and court) and ours.isdisjoint(court)


def _tail_reworded(tail: re.Match[str] | None, text: str, start: int, end: int) -> tuple[str, str] | None:
    """(bracket, the court's words) where a quote's closing bracket stands for the court's next
    words, the quote ending on a small word no sentence ends on ("by a [co-worker]", "is
    [murder]") or the bracket opening on the court's own ("harassment [by a co-worker]"), and puts
    a word of substance of its own for theirs. A referent for a referent, or for the court's
    pronoun ("upon [the defendant]" for "upon him"), is its ordinary use."""
    if tail is None:
        return None
    said = tail.group(1)[1:-1]
    ours, kept, count = words(said), words(text[start:end]), len(said.split())
    after = _words_after(text, end, count + 3).split()
    if not ours or not kept or not after or count > _REPLACING_WORDS + 1:
        return None
    if kept[-1] in _SMALL_WORDS:
        skip = 0  # the court's article, where the bracket gives none ("is [murder]" of "is a misdemeanor")
        while ours[0] not in _DETERMINERS and skip < len(after) - 1 and after[skip].lower() in _DETERMINERS:
            skip += 1
        theirs_written = " ".join(after[skip : skip + count])
    elif (ours[0] in _SMALL_WORDS or ours[0] in _PRONOUNS) and words(after[0])[:1] == ours[:1]:
        # past the court's pronoun, its words run on: "convict [him of murder]" of "him of the lesser offense"
        theirs_written = " ".join(after[: count + 2 if ours[0] in _PRONOUNS else count])
    else:
        return None
    theirs = words(theirs_written)
    opens_on_theirs = ours[:1] == theirs[:1]
    if not theirs or (theirs[0] in _PRONOUNS and not opens_on_theirs):
        return None  # "upon [the defendant]" for "upon him": a referent for the court's pronoun
    if _names_a_thing(said) and _names_a_thing(theirs_written):
        return None
    ours_f, theirs_f = figures(ours), figures(words(" ".join(after)))
    new = [w for w in ours_f if w not in _SMALL_WORDS and not any(_same_form(w, t) for t in theirs_f)]
    lost = [t for t in figures(theirs) if t not in _SMALL_WORDS and not any(_same_form(w, t) for w in ours_f)]
    return (tail.group(1), theirs_written.strip(",;:")) if new and lost else None


_PRONOUNS = frozenset(_WORD.findall("i me we us you he him she her it they them his its their our my your"))


def _run_on(quote: str, text: str, start: int, end: int) -> str:
    """The court's words either side of a sentence's end inside text[start:end] that the quote runs
    on across with no stop of its own ("agree. The district" quoted "agree [that] the district"),
    or "". Each such place is found by the words around it: the word before the stop, then (past
    brackets, quotation marks and commas) the word after."""
    for stop, after in sentence_stops(text, start, end):
        if after >= end:
            break
        before = re.search(r"(\w+)\W*$", text[max(start, stop - 40) : stop + 1])
        following = re.match(r"\W*?(\w+)", text[after : min(end, after + 40)])
        if before is None or following is None:
            continue
        run_on, kept = _across(before.group(1).lower(), following.group(1).lower())
        if run_on.search(quote) and not kept.search(quote):
            return " ".join(text[max(start, stop - 30) : min(end, after + 30)].split())
    return ""


@lru_cache(maxsize=1024)
def _across(last: str, next_word: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The two words either side of a stop, run on (past brackets, quotation marks and commas), and
    with the stop between them (the same words elsewhere in the quote: that is where it stands)."""
    first, opening, then = re.escape(last), re.escape(next_word[0]), re.escape(next_word[1:])
    return (
        re.compile(rf"\b{first}[\s,\"'”’“‘]*(?:\[[^\]]*\][\s,]*)*\[?{opening}\]?{then}\b", re.IGNORECASE),
        re.compile(rf"\b{first}\W*[.?!:;]\W*\[?{opening}\]?{then}\b", re.IGNORECASE),
    )


def _splice(m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]) -> str:
    """What the first ellipsis that splices two sentences leaves out, or ""."""
    for gap, start, end in _elided(m, gaps, text, where):
        if gap.ends_sentence or (gap.recased and _opens_a_sentence(text, end)):
            continue  # "tenant . . . [n]othing": the bracket says a sentence of the court's opens there
        if _left_out_sentences(text, start, end)[1]:
            return text[start:end].strip()
    return ""


def _opens_a_sentence(text: str, at: int) -> bool:
    """Whether a sentence of the text opens at `at`: a capital after a stop (and a closing mark)."""
    before = text[:at].rstrip().rstrip('"”’)')
    return text[at : at + 1].isupper() and before[-1:] in ".?!"


def _an_aside(text: str, start: int, end: int, at: int, upto: int) -> bool:
    """Whether the words text[at:upto], inside text[start:end] that an ellipsis leaves out, stand in
    a clause set off from the sentence by a mark at each end (the ends of what is left out read
    against the marks just outside it) and saying more than the negation itself."""
    marks = list(_ASIDE_MARKS.finditer(text, start, end))
    opened = next((mk for mk in reversed(marks) if mk.end() <= at), None)
    closed = next((mk for mk in marks if mk.start() >= upto), None)
    if opened is None:
        before = text[max(0, start - 3) : start].rstrip()
        if not (before and before[-1] in _ASIDE_OPENS):
            return False
    if closed is None:
        after = text[end : end + 3].lstrip()
        if not (after and after[0] in _ASIDE_CLOSES):
            return False
    clause = text[opened.end() if opened else start : closed.start() if closed else end]
    return any(w not in NEGATIONS for w in words(clause))


# Roles of opposed parties: a bracket may name a party for a pronoun, a name or its role at another
# stage ("[Defendant]" for "Appellant"), never put one in its opponent's place ("[The plaintiff]
# must" for "The defendant must")
_OPPOSED_ROLES = (
    ("plaintiff", "defendant"), ("appellant", "appellee"), ("petitioner", "respondent"),
    ("movant", "nonmovant"), ("landlord", "tenant"), ("lessor", "lessee"), ("employer", "employee"),
    ("buyer", "seller"), ("purchaser", "seller"), ("vendor", "vendee"), ("buyer", "vendor"),
    ("purchaser", "vendor"), ("debtor", "creditor"), ("insurer", "insured"), ("licensor", "licensee"),
    ("borrower", "lender"), ("mortgagor", "mortgagee"), ("grantor", "grantee"), ("assignor", "assignee"),
    ("prosecution", "defendant"), ("prosecutor", "defendant"),
    # no prosecuting side is ever the accused (a government may be a civil defendant; "people" and
    # "state" are as often plain words)
    ("prosecution", "accused"), ("prosecutor", "accused"), ("government", "accused"),
    ("commonwealth", "accused"),
)  # fmt: skip
# Words naming one party the same ("a defendant in a state prosecution" is the accused)
_SAME_PARTY = {"accused": "defendant"}


# Words of a holding whose opposite says the opposite: a bracket may rename a thing, never put its
# opposite in its place ("is [reversed]" for "is affirmed", "a [civil] trial" for "criminal")
_OPPOSED_TERMS = (
    ("affirmed", "reversed"), ("affirmed", "vacated"), ("affirm", "reverse"), ("affirm", "vacate"),
    ("affirmance", "reversal"), ("granted", "denied"), ("grant", "deny"), ("granting", "denying"),
    ("sustained", "overruled"), ("upheld", "struck"), ("civil", "criminal"), ("majority", "minority"),
    ("valid", "void"), ("valid", "invalid"), ("guilty", "innocent"), ("mandatory", "discretionary"),
    ("mandatory", "permissive"), ("required", "prohibited"), ("permitted", "prohibited"),
    ("allowed", "prohibited"), ("include", "exclude"), ("included", "excluded"), ("increase", "decrease"),
    ("accept", "reject"), ("accepted", "rejected"), ("express", "implied"), ("objective", "subjective"),
    ("intentional", "negligent"), ("willful", "negligent"), ("public", "private"), ("federal", "state"),
    ("substantive", "procedural"), ("exclusive", "concurrent"), ("strict", "lenient"),
    ("liable", "immune"), ("court", "jury"), ("judge", "jury"), ("proper", "improper"),
    ("minimum", "maximum"), ("before", "after"), ("prospective", "retroactive"),
    ("prospectively", "retroactively"), ("expressly", "impliedly"), ("upper", "lower"),
    ("required", "unnecessary"), ("required", "optional"), ("mandatory", "optional"),
    ("permitted", "forbidden"), ("allowed", "forbidden"), ("increased", "decreased"), ("broad", "narrow"),
    ("broadly", "narrowly"), ("liberally", "strictly"), ("admitted", "excluded"), ("convicted", "acquitted"),
    ("conviction", "acquittal"), ("upheld", "invalidated"), ("upheld", "overturned"),
    ("waived", "preserved"), ("favored", "disfavored"), ("encouraged", "discouraged"),
)  # fmt: skip
# Prefixes that make a word its opposite ("reasonable", "unreasonable"; "admissible",
# "inadmissible"); the Latin ones only before an adjective's ending, as "inform" is not "form"
_NEGATING_PREFIXES = ("un", "non")
_LATIN_NEGATING_PREFIXES = ("in", "im", "il", "ir", "dis")
_ADJECTIVE_ENDINGS = ("able", "ible", "al", "ful", "ent", "ant", "ive", "ous", "ate", "ic", "id")
_ALL_NEGATING_PREFIXES = frozenset((*_NEGATING_PREFIXES, *_LATIN_NEGATING_PREFIXES))
# ... and those written with a hyphen ("non-exempt", "anti-competitive"): "in-house", "in-state" and
# "dis-" so written negate nothing
_HYPHENED_NEGATING = frozenset({"non", "un", "anti"})
# Words that look like a prefix on another but do not negate it
_PREFIXED_NOT_NEGATED = frozenset(
    {"invaluable", "inflammable", "inhabitable", "infamous", "invent", "impassive", "unloosen"}
)


def _by_prefix(ours: str, theirs: list[str]) -> bool:
    """Whether the brief's word is one of the opinion's words with a negating prefix put on or
    taken off ("unreasonable" for "reasonable")."""
    for word in theirs:
        longer, shorter = (ours, word) if len(ours) > len(word) else (word, ours)
        if len(shorter) < 4 or not longer.endswith(shorter):
            continue
        prefix = longer[: -len(shorter)]
        if longer in _PREFIXED_NOT_NEGATED:
            continue
        if prefix in _NEGATING_PREFIXES or (
            prefix in _LATIN_NEGATING_PREFIXES and shorter.endswith(_ADJECTIVE_ENDINGS)
        ):
            return True
    return False


def _opponents_of(pairs: tuple[tuple[str, str], ...]) -> dict[str, set[str]]:
    opponents: dict[str, set[str]] = {}
    for one, other in pairs:
        opponents.setdefault(one, set()).add(other)
        opponents.setdefault(other, set()).add(one)
    return opponents


_ROLE_OPPONENTS = _opponents_of(_OPPOSED_ROLES)
_OPPONENTS = _opponents_of(_OPPOSED_ROLES + _OPPOSED_TERMS)
# A bracket opening a quote, which stands for words before where the quote's own words are found
_LEADING_BRACKET = re.compile(r"\s*(\[[^\]]{1,60}\])")
_LEADING_ELLIPSIS = re.compile(rf"\s*(?:{ELLIPSIS.pattern})\s*")
_CLAUSE_END = re.compile(r"[.;:!?]\s|\n")
# A bracket ending a quote, which stands for words after where the quote's own words end
_TRAILING_BRACKET = re.compile(r"(\[[^\]]{1,60}\])[\s.,;:!?\"'”’)]*$")


def _swapped(ours: str, theirs: str, opponents: dict[str, set[str]]) -> bool:
    """Whether the brief's words name the opponent (in `opponents`) of what the opinion's words
    name, and not that itself."""
    ours_named, theirs_named = _opposables(ours, opponents), _opposables(theirs, opponents)
    same = {_SAME_PARTY.get(w, w) for w in ours_named} & {_SAME_PARTY.get(w, w) for w in theirs_named}
    return not same and any(opponents[r] & theirs_named for r in ours_named)


def _opposables(text: str, opponents: dict[str, set[str]]) -> set[str]:
    """The words of `text` that `opponents` holds, a plural as its singular."""
    return {w if w in opponents else w[:-1] for w in words(text) if w in opponents or w[:-1] in opponents}


def opposite_candidates(word: str) -> set[str]:
    """The single words `opposite_named` may find the opposite of `word`: its opponents in the
    table (and their plurals), and the word with a negating prefix put on or taken off. Looked up
    among a sentence's words, they spare `opposite_named` (a hundred times the cost of a look-up)
    every other pair."""
    found = {p + word for p in _ALL_NEGATING_PREFIXES}
    found |= {word[len(p) :] for p in _ALL_NEGATING_PREFIXES if word.startswith(p)}
    for named in (word, word[:-1]):
        for opponent in _OPPONENTS.get(named, ()):
            found |= {opponent, opponent + "s"}
    return found


def opposite_named(ours: str, theirs: str) -> bool:
    """Whether the brief's words name the opposite of what the opinion's words name: a party's
    opponent, a holding's opposite, or one of its words with a negating prefix put on or taken
    off."""
    if compact(ours)[0] == compact(theirs)[0]:
        return False  # one word written joined or hyphenated ("nonbinding", "non-binding")
    if _swapped(ours, theirs, _OPPONENTS):
        return True
    ours_words, theirs_words = set(words(ours)), set(words(theirs))
    return any(_by_prefix(w, sorted(theirs_words - ours_words)) for w in ours_words - theirs_words)


# What may stand around a quotation's words: quotation marks, parentheses, a sentence's punctuation
_AROUND_QUOTE = " \t\n\"'“”‘’«»()"
_GAPS = re.compile(rf"{ELLIPSIS.pattern}|{_BRACKET.pattern}")
_JUDGED_RUN = 6  # compacted characters
# Endings that turn a word into another ("void", "voidable"; "harm", "harmless")
_TURNING_SUFFIXES = frozenset({"able", "ible", "less"})


def _cut_words(quote: str, text: str, start: int, end: int) -> list[tuple[str, str]]:
    """Where the quote's first or last word, read as letters alone, is only part of the text's
    word there and says otherwise: "lawful" of "unlawful" (a negating prefix before it), "void" of
    "voidable" or "harm" of "harmless" (a suffix that turns it), "3" of "30" (more digits). The
    brief's word and the court's. Any other run-on is how texts are written ("Athe" for an old
    text's opening quotation mark, a compound joined at a line end) and is let be; a bracket at
    that end may stand for the rest of the word, an ellipsis never (it leaves out words)."""
    out: list[tuple[str, str]] = []
    body = quote.strip(_AROUND_QUOTE)
    if not words(body):
        return out
    opening = _OPENS_ELIDED.sub("", body)
    closing = _CLOSES_ELIDED.sub("", body).rstrip(".,;:!?" + _AROUND_QUOTE)
    # beside a gap a short word may be read at another place than the brief's (a bracket's lazy
    # reading puts "[the court] a" at the "a" of "that"): only longer runs of words are judged
    first, last = len(compact(_GAPS.split(opening)[0])[0]), len(compact(_GAPS.split(closing)[-1])[0])
    read_from = start > 0 and _same_kind(text[start - 1], opening[:1])
    if first >= _JUDGED_RUN and opening[:1].isalnum() and read_from:
        ours, theirs = words(opening)[0], _whole_words(text, start, start + 1).strip()
        # (Latin "dis" takes any word: "qualified" of "disqualified"), or the word's letters read on
        # past the quote's first word ("is qualified" read in "disqualified": the quote splits it)
        dis = theirs.lower().startswith("dis") and theirs.lower()[3:] == ours and len(ours) >= 4
        word_end = start
        while word_end < len(text) and text[word_end].isalnum():
            word_end += 1
        split = len(words(opening)) > 1 and word_end > start + len(ours)
        if ours.isdigit() or _by_prefix(theirs.lower(), [ours]) or dis or split:
            out.append((ours, theirs))
    elif first >= _JUDGED_RUN and opening[:1].isalpha() and start > 1 and text[start - 1] in "-‐":
        # a prefix the court set off with a hyphen: "exempt" of "non-exempt", "binding" of "non-binding"
        prefix = _LAST_LETTERS.search(text, max(0, start - 6), start)
        if prefix is not None and prefix.group(1).lower() in _HYPHENED_NEGATING:
            out.append((words(opening)[0], f"{prefix.group(1)}-{words(opening)[0]}"))
    read_on = end < len(text) and words(closing) and _same_kind(text[end], closing[-1:])
    if last >= _JUDGED_RUN and read_on:
        ours, theirs = words(closing)[-1], _whole_words(text, end - 1, end).strip()
        if ours.isdigit() or theirs.lower()[len(ours) :] in _TURNING_SUFFIXES:
            out.append((ours, theirs))
    return out


# An ellipsis opening or closing a quote (and the marks beside it)
_OPENS_ELIDED = re.compile(rf"^[\s{re.escape(_AROUND_QUOTE)}]*(?:{ELLIPSIS.pattern})[\s.,;:]*")
_CLOSES_ELIDED = re.compile(rf"[\s.,;:]*(?:{ELLIPSIS.pattern})[\s{re.escape(_AROUND_QUOTE)}.]*$")


def _same_kind(ch: str, other: str) -> bool:
    """Both letters or both digits: one word read on."""
    return (ch.isalpha() and other.isalpha()) or (ch.isdigit() and other.isdigit())


def _words_after(text: str, end: int, count: int) -> str:
    """The text's next `count` words (at least one) after `end`, within its clause."""
    after = _CLAUSE_END.split(text[end : end + 200])[0]
    return " ".join(after.split()[: max(1, count)])


# The most words a bracket ending a quote has and still stands for the court's next words ("is
# [reversed]"); a longer one completes the quote with the brief's own ("[out of the schools]")
_REPLACING_WORDS = 2


def _says_otherwise(bracket: str, following: str) -> bool:
    """Whether a short bracket ending a quote names the opposite of the words it stands for, or
    their word turned ("[void]" for "voidable", "[lawful]" for "unlawful")."""
    ours, theirs = words(bracket), words(following)
    if len(ours) > _REPLACING_WORDS:
        return False
    return opposite_named(bracket, following) or (
        len(ours) == 1 and bool(theirs) and _turned(ours[0], theirs[0])
    )


def _turned(ours: str, theirs: str) -> bool:
    """Whether the court's word is the brief's with a suffix or a negating prefix that turns it."""
    if theirs == ours:
        return False
    if theirs.startswith(ours):
        return _TURNING_SUFFIX.fullmatch(theirs, len(ours)) is not None
    return theirs.endswith(ours) and theirs[: len(theirs) - len(ours)] in _ALL_NEGATING_PREFIXES


def _opened_as_a_sentence(quote: str, text: str, start: int) -> tuple[re.Match[str] | None, int] | None:
    """(its opening bracket, where the court's word it opens on begins) of a quote that opens as a
    sentence ("[T]he record", "The record"), or after an ellipsis that says the court's words before
    it are left out (". . . [T]he record", ". . . the record"); None for a fragment opening in lower
    case."""
    body = quote.strip(_AROUND_QUOTE)
    elided = _LEADING_ELLIPSIS.match(body)
    if elided:
        body = body[elided.end() :]
    lead = _LEADING_BRACKET.match(body)
    if not elided and not (lead.group(1)[1:2] if lead else body[:1]).isupper():
        return None
    while start and text[start - 1].isalnum():  # "[T]he" is matched from the court's "the"'s "he"
        start -= 1
    return lead, start


def _cut_from_its_negation(quote: str, text: str, start: int) -> Iterator[tuple[str, str]]:
    """(what the brief opens with, the court's words before it) where a quote that opens as a
    sentence ("[T]he record suggests", "[A] reasonable jury", "The record") begins after the
    court's own sentence opened with a negation of it ("Nothing in the record suggests", "No
    reasonable jury"), and holds none of its own: the court's words, cut from the word that
    denies them. A quote opening in lower case after a sentence opening with a denying word
    ("Nothing in", "No", "Not every") is cut so too ("(nothing)" for the brief's part): the check
    of the brief's sentence (content.py) keeps it only where the brief tells it as the court's
    ("held that") and says no negation of its own next to it (nothing in "the record suggests")."""
    if _NEGATION.search(quote):
        return
    opened = _opened_as_a_sentence(quote, text, start)
    if opened is None and (start and text[start - 1].isalnum()):
        return  # a fragment from inside the court's word ("neutral" of "race-neutral")
    lead, start = opened if opened else (None, start)
    said = _clause_before(text, start)
    opening = said.split()
    if opened is None and (not opening or opening[0].lower() not in _DENYING_OPENERS):
        return  # a fragment after the court's "do not" is the auxiliary's (content.py reads it)
    # a negation set off by a comma opens no denial of what follows ("Not surprisingly, the")
    if 0 < len(opening) <= _OPENING_WORDS and "," not in said and _NEGATION.search(said):
        yield (lead.group(1) if lead else "(nothing)"), " ".join(opening)


def _cut_after_its_negation(quote: str, text: str, start: int) -> Iterator[tuple[str, str]]:
    """(what the brief opens with, the court's words from its negation) where the quoted words
    begin at most two words after the court's own "no", "not", "never", "nothing" or "neither" in
    their clause ("no policy term may shorten that duty" quoted as '"[a] policy term may shorten"'
    or 'a policy term "may shorten that duty"'; "not merely ordinary care" as '"merely ordinary
    care"'): the court's words, cut from the word that denies them. Not a comparison ("no less
    than", "not more than"), "whether or not", nor the negation of an auxiliary ("does not",
    "may not"), whose frame the brief's check reads (content.py); and the opening bracket only
    where it stands for the court's words before, not for the first of the quoted ones. So too
    where they begin right after the court's "only" (`_LIMITED_RIGHT_BEFORE`)."""
    opened = _opened_as_a_sentence(quote, text, start)
    if opened is None and start and text[start - 1].isalnum():
        return  # a fragment from inside the court's word
    if opened is not None:
        start = opened[1]
    lead = _LEADING_BRACKET.match(quote.strip(_AROUND_QUOTE))
    put = lead.group(1)[1:-1].lower() if lead else ""
    if put and text[start : start + len(put)].lower() == put:  # "[T]he" of the court's own "the"
        lead = None
    opening = lead.group(1) if lead else "(nothing)"
    denied = _DENIED_RIGHT_BEFORE.search(text, max(0, start - 60), start)
    if denied is not None:
        if (
            not _NEGATION.search(quote)  # a negation of its own: the brief's to weigh
            and not _NOT_A_DENIAL.match(text, denied.start("no"))
            and not _AUXILIARY_NEGATED.search(text, max(0, denied.start("no") - 30), denied.end("no"))
        ):
            yield opening, " ".join(denied.group().split())
        return
    refused = _REFUSED_RIGHT_BEFORE.search(text, max(0, start - 90), start)
    if refused is not None:
        if _refused_to_do(text, refused.end("no"), start):
            yield opening, " ".join(text[refused.start("no") : start].split())
        return
    # the court's limit right before the quoted words, or before the condition they open ("liable
    # only if" quoted as liable "if it knew", or liable if "it knew"): cut off, a condition it makes
    # necessary reads as enough
    limited = _LIMITED_RIGHT_BEFORE.search(text, max(0, start - 40), start)
    if limited is not None and not _A_QUANTITY.match(text, start):
        yield opening, " ".join(limited.group().split())


# The court's negation standing at most two words before a quotation, in its clause
_DENIED_RIGHT_BEFORE = re.compile(
    r"\b(?P<no>no|not|never|nothing|neither|nor|none|nobody)\s+(?:[\w'’-]+\s+){0,2}$", re.IGNORECASE
)
# The words of a court's refusal ("We decline to adopt", "the Court refused to")
REFUSING = r"declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing)"
# ... or its refusal ("We decline to adopt", "the Court therefore declines, however, to adopt"), the
# court's own (not a party's in a clause of the sentence, "A litigant who refuses to comply"), at
# most three words before it
_REFUSED_RIGHT_BEFORE = re.compile(
    r"\b(?:we|I|court|panel|majority|it)\s+(?:[\w'’]+\s+){0,2}?"
    rf"(?P<no>{REFUSING})(?:\s*,[^,.;]{{1,30}},)?\s+(?:[\w'’-]+\s+){{0,3}}$",
    re.IGNORECASE,
)
_TO_ACT = re.compile(r"(?:\s*,[^,.;]{1,30},)?\s+to\b", re.IGNORECASE)


def _refused_to_do(text: str, end: int, start: int) -> bool:
    """Whether the court's refusal ending at `end` is one to act whose act or object the quote
    opens with ("We decline |to adopt", "decline to adopt |a rule"). Not a refusal of a thing ("We
    decline the invitation"), nor one whose "to" stands right before the quote ("decline to |read
    it"), nor one to decide a thing ("We decline to hold that"): the brief's frame before the quote
    is read against the court's for those (content.py)."""
    act = _TO_ACT.match(text, end)
    return (
        act is not None
        and _TO_ACT.fullmatch(text[end:start].rstrip() or " ") is None
        and _TO_DECIDE.match(text, act.end()) is None
    )


_TO_DECIDE = re.compile(
    r"\s+(?:hold|decide|reach|address|find|conclude|say|rule|determine|consider|resolve|opine)\b",
    re.IGNORECASE,
)
# The court's limiting word right before a quotation, or before the word opening its condition:
# not "the only remedy", "its only purpose", "plaintiff's only claim" (an adjective), nor "not only
# ... but" (which adds)
_LIMITED_RIGHT_BEFORE = re.compile(
    r"(?<!\bthe\s)(?<!\bnot\s)(?<!\band\s)(?<!\ban\s)(?<!\bits\s)(?<!\bhis\s)(?<!\bher\s)(?<!\bour\s)"
    r"(?<!\bone\s)(?<!\btheir\s)(?<!\byour\s)(?<!['’]s\s)(?<!s['’]\s)"
    r"\b(?P<limit>only|solely|exclusively)\s+"
    r"(?:(?:if|when|whenever|where|wherever|upon|after|once|because|unless|insofar\s+as|to\s+the\s+extent)\s+)?$",
    re.IGNORECASE,
)
# What "only" before it says is little, not a condition: "waited only three days", "only a few"
_A_QUANTITY = re.compile(
    r"\W*(?:\d|a\s+(?:few|little|handful|fraction|portion)|(?:one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|twenty|thirty|forty|fifty|sixty|ninety|hundred|several|some|minimal|slight|modest)\b)",
    re.IGNORECASE,
)
# A negation that denies nothing of the words after it: a comparison or a cap ("no less than", "not
# to exceed"), what affirms them ("There is no question that", "nothing but", "none other than"),
# or a "not only ..., but" that adds to them
_NOT_A_DENIAL = re.compile(
    r"(?:no|not|never)\s+(?:less|more|fewer|greater|later|earlier|longer|sooner|lower|higher|sure|doubt"
    r"|doubts|matter|question|dispute|disagreement|debate|secret|surprise|wonder|least|to\s+(?:exceed|mention)"
    r"|exceeding|unlike|uncommon|unusual|infrequently)\b"
    r"|not\s+(?:only|merely|just|simply)\b(?=[^.;]*\bbut\b)"
    r"|nothing\s+(?:but|short\s+of|less\s+than|more\s+than|else\s+than)\b"
    r"|none\s+other\s+than\b",
    re.IGNORECASE,
)
_AUXILIARY_NEGATED = re.compile(
    r"\b(?:do|does|did|is|are|was|were|be|been|has|have|had|will|would|may|might|must|shall|should|can"
    r"|could|need|or|if)\s+(?:\w+ly\s+)?(?:not|never)$",
    re.IGNORECASE,
)


def negates(words: str) -> bool:
    """Whether words hold a negation ("not", "nothing", "declined to")."""
    return _NEGATION.search(words) is not None


# The most words of the court's sentence before a quote that opens as a sentence, read as the
# sentence's opening ("Nothing in", "No", "Never has the")
_OPENING_WORDS = 3
# The words a sentence opens with that deny what a fragment after them says ("Nothing in our
# decision prevents", "No reasonable jury could find")
_DENYING_OPENERS = frozenset({"nothing", "no", "not", "none", "neither", "never", "nor", "nobody", "nowhere"})
# The court's condition on what it says, where the words after a quote begin with it
_CONDITION = re.compile(
    r"\W*(?:only\s+(?:if|when|where)|if\s+and\s+only\s+if|unless|except|provided\s+that|so\s+long\s+as"
    r"|as\s+long\s+as|but\s+only|subject\s+to|absent|to\s+the\s+extent|at\s+least\s+(?:where|when|if|in)"
    # (not a "without" that widens the rule or tells how a thing was done: "without exception",
    # "without hesitation", "without regard to", "without opinion")
    r"|without(?!\s+(?:exception|hesitation|question|doubt|regard|reservation|qualification|opinion|comment"
    r"|discussion|dissent|objection|more|further|delay))"
    # a bare "if" (not "if any", "if so"); never a "when" or "where", which as often says when the
    # thing was done ("abused its discretion when it excluded the evidence")
    r"|if(?!\s+(?:any|so|ever|at\s+all|necessary|appropriate|applicable)\b))\b",
    re.IGNORECASE,
)
_ENDS_A_SENTENCE = re.compile(r"[.!?][\s.\"'”’]*$")


def _cut_from_its_condition(quote: str, text: str, end: int) -> Iterator[tuple[str, str]]:
    """("(nothing)", the court's condition) where a quote that ends as a sentence ends ("A landlord
    is liable for a tenant's injuries.") stops just before the court's sentence goes on to limit
    it ("only if the landlord had notice", "unless the lease waives them"): the rule quoted is the
    court's only on a condition the brief leaves out. A quote ending without a stop may be carried
    on by the brief's own words (is liable "for injuries" only if ...), and is left to them."""
    if not _ENDS_A_SENTENCE.search(quote.rstrip()):
        return
    after = _CLAUSE_END.split(text[end : end + 200])[0]
    limited = _CONDITION.match(after) or (
        _WHEN_OF_A_RULE.match(after) and _STATES_A_RULE.search(quote) and not _TELLS_WHAT_WAS.search(quote)
    )
    if limited and not _BOILERPLATE.match(after) and not _SPLIT_IF.search(quote):
        yield "(nothing)", " ".join(after.split()[:6])


# A condition opening the court's sentence, set off by its comma ("Unless the lease provides
# otherwise,", "In the absence of a written lease,"); not "Even if", which concedes, nor "When" or
# "Where", which as often set the scene
_LEADING_CONDITION = re.compile(
    # (not "If anything,", "If nothing else,", "If history is any guide,", "Except as noted below,"; nor
    # "To the extent", as often "To the extent relevant here," as a condition)
    # after a connective ("Thus, unless ..."), commas inside it ("If the landlord, after notice, fails")
    r"(?:(?:thus|therefore|accordingly|hence|moreover|indeed|and|but|so|however|in\s+short|in\s+general"
    r"|generally),?\s+)?"
    r"(?:only\s+(?:if|when|where)|unless|absent|in\s+the\s+absence\s+of|provided\s+that|so\s+long\s+as"
    r"|as\s+long\s+as|except\s+(?:where|when|that|if|insofar\s+as|in|for|during|on|under)"
    r"|if(?!\s+(?:any|anything|nothing|so|not|ever|necessary|appropriate|applicable|possible|history"
    r"|experience|at\s+all)\b))\b[^.;:!?]{1,160},$",
    re.IGNORECASE,
)
# How far before a quotation the court's condition may begin
_CONDITION_REACH = 200


def _cut_from_its_leading_condition(quote: str, text: str, start: int) -> Iterator[tuple[str, str]]:
    """("(nothing)", the court's condition) where a quote that opens as a sentence ("[A] tenant may
    sublet") begins just after the condition the court's sentence opens with ("Unless the lease
    provides otherwise, a tenant may sublet"): as a condition cut from after it, the rule is the
    court's only on it. A quote opening in lower case is a fragment the brief's own words may
    condition, and is left to them."""
    opened = _opened_as_a_sentence(quote, text, start)
    if opened is None:
        return
    lead, start = opened
    said = _CLAUSE_END.split(text[max(0, start - _CONDITION_REACH) : start])[-1].strip()
    put = lead.group(1)[1:-1] if lead else ""
    if put and said.lower().endswith(" " + put.lower()):  # "[A]" put for the court's whole "a"
        said = said[: -len(put)].rstrip()
    if _LEADING_CONDITION.fullmatch(said) and not _BOILERPLATE.match(said):
        yield "(nothing)", said.rstrip(",")


# "when", "where" or "in cases in which" after a rule stated in the present ("A warrantless entry is
# lawful when the occupant consents", "An insurer must defend in cases in which"): its condition,
# not when a thing was done ("abused its discretion when it excluded the evidence")
_WHEN_OF_A_RULE = re.compile(
    # not set off by a comma (", where the defendant resides" says where, not on what condition), nor
    # a participle's "when read in context"
    r"[^\w,]*(?:when|whenever|where|wherever|in\s+(?:cases|circumstances|situations)\s+(?:in\s+which|where))\b"
    r"(?!\s+(?:read|viewed|taken|considered|construed|applied|interpreted|examined|seen|measured)\b)",
    re.IGNORECASE,
)
_STATES_A_RULE = re.compile(r"\b(?:is|are|may|must|shall|will|can|cannot|need|does|do)\b", re.IGNORECASE)
_TELLS_WHAT_WAS = re.compile(r"\b(?:was|were|did|had|has\s+been|have\s+been)\b", re.IGNORECASE)


# A quote ending on the word before "if" that makes it no condition ("But even", "as")
_SPLIT_IF = re.compile(r"\b(?:even|as|what)\W*$", re.IGNORECASE)


# A statute's own cross-reference, which limits nothing the quote states ("except as otherwise
# provided in this section")
_BOILERPLATE = re.compile(
    r"\W*(?:except|unless)\s+(?:as\s+)?otherwise\s+(?:provided|stated|specified|ordered|agreed|noted)\b",
    re.IGNORECASE,
)


def _clause_before(text: str, start: int) -> str:
    """The words of the text's clause before `start` (what a quote's opening bracket stands for)."""
    before = text[max(0, start - 80) : start]
    return _CLAUSE_END.split(before)[-1].strip()


def _ocr_compact(text: str) -> tuple[str, list[int]]:
    """`compact` read through OCR's confusions ("rn" read as "m", "1" as "l" ...), in one pass of
    slices (a character loop cost a tenth of a check of altered quotes)."""
    flat, where = _compacted_text(text) if len(text) > _SHORT else compact(text)
    pieces: list[str] = []
    kept: list[int] = []
    last = 0
    for m in _OCR_PAIR.finditer(flat):
        pieces.append(flat[last : m.start()])
        kept.extend(where[last : m.start()])
        pieces.append(_OCR_SINGLE[m.group()])
        kept.append(where[m.start()])
        last = m.end()
    pieces.append(flat[last:])
    kept.extend(where[last:])
    return "".join(pieces).translate(_OCR_CHARS), kept


# A letter a scan reads for another only in a word the opinion seldom writes, against how often it
# writes the brief's ("tbe" three times, "the" a thousand): one it writes often ("had", "bear") is
# the court's word, and the brief's other word a change
_RARE_IN_THE_OPINION = 2


def _slips_of_a_scan(qwords: list[str], text: str, start: int, end: int) -> bool:
    """Whether each word of the opinion's span that differs from the quote's by a letter a scan
    confuses ("tbe", "Tlie", "crror") is one the opinion seldom writes."""
    theirs = words(text[start:end])
    if len(theirs) != len(qwords):
        return True  # not word for word: the confusion read across words ("rn" for "m")
    low = lowered(text)
    for ours, their in zip(qwords, theirs, strict=True):
        if ours == their or _plain_ocr(ours) == _plain_ocr(their):
            continue
        written = len(re.findall(rf"\b{re.escape(their)}\b", low))  # the word, not inside others
        if written > max(_RARE_IN_THE_OPINION, len(re.findall(rf"\b{re.escape(ours)}\b", low)) // 10):
            return False
    return True


def _plain_ocr(word: str) -> str:
    """A word read through the confusions no word of the court's shares ("rn" for "m", "1" for
    "l"), not those that turn one of its words into another ("bad" for "had")."""
    kept = word
    for slip in _OCR_WORD_SLIPS:
        kept = kept.replace(slip, "\0")  # held apart from the reading below
    read = _OCR_PAIR.sub(lambda m: _OCR_SINGLE[m.group()], kept).translate(_OCR_CHARS)
    return read.replace("\0", "#")


def _ocr_pattern(quote: str) -> re.Pattern[str] | None:
    pieces = [_ocr_compact(p)[0] for p in _GAPS.split(quote)]
    pieces = [p for p in pieces if p]
    return re.compile(r"[a-z0-9]{0,80}?".join(re.escape(p) for p in pieces)) if pieces else None


# An opinion's compacted text, kept for the last few opinions: each of a claim's quotes, and the
# check against the opinion of the court, read the same one.
_compacted_text = lru_cache(maxsize=4)(compact)


def written_in(quote: str, text: str) -> bool:
    """Whether the quote's words stand in `text` one after another, read as `find_quote` reads
    them (letters and digits alone, case, marks, accents and line-end hyphens aside, a number in
    words or digits alike: "30 days" in "thirty (30) days"), from a word's start to a word's end
    (a footnote's number may follow): what can be known of a quotation too short to place. A
    quote with a bracket or an ellipsis is not judged so (its words need not stand together)."""
    if _GAPS.search(quote):
        return True
    for said, (flat, where) in (
        (compact(quote)[0], _compacted_text(text)),
        (compact(in_digits(quote))[0], _compacted_in_digits(text)),
    ):
        if not said:
            return True
        at = flat.find(said)
        while at >= 0:
            first, last = where[at], where[at + len(said) - 1]
            if (first == 0 or not _same_kind(text[first - 1], said[0])) and (
                last + 1 == len(text) or not _same_kind(text[last + 1], said[-1])
            ):
                return True
            at = flat.find(said, at + 1)
    return False


def in_digits(text: str) -> str:
    """`text` with its numbers in digits, once each: "within two (2) years" -> "within 2 years",
    "one hundred twenty days" -> "120 days"."""
    text = _scaled_in_digits(text)
    text = _COMPOUND_NUMBER.sub(lambda m: _compound(m[1], m[2]), text)
    return _REPEATED_NUMBER.sub(r"\1", _NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m.group().lower()], text))


def figures(tokens: list[str]) -> list[str]:
    """Lower-cased words with the numbers written as words read as figures, a number of two words
    as one ("thirty", "five" -> "35"), one with a scale word too ("one", "hundred", "twenty" ->
    "120"): `in_digits` for a text already split into words."""
    scaled = not _SCALES.keys().isdisjoint(tokens)
    if _TENS_WORDS.isdisjoint(tokens) and not scaled:
        return [_NUMBER_WORDS.get(w, w) for w in tokens]
    out: list[str] = []
    n = 0
    while n < len(tokens):
        word, after = tokens[n], tokens[n + 1] if n + 1 < len(tokens) else ""
        read = scaled and word in _NUMBER_WORDS
        spelled = _spelled_number(tokens[n : n + _LONGEST_SPELLED]) if read else None
        if spelled is not None:
            out.append(spelled[0])
            n += spelled[1]
        elif word in _TENS_WORDS and after in _UNITS:
            out.append(_compound(word, after))
            n += 2
        else:
            out.append(_NUMBER_WORDS.get(word, word))
            n += 1
    return out


# Words that multiply the number before them ("one hundred twenty", "two thousand")
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_SCALE_WORD = re.compile(r"\b(?:hundred|thousand|million|billion)\b", re.IGNORECASE)
_LETTER_RUN = re.compile(r"[A-Za-z]+")
_LONGEST_SPELLED = 12  # words a number with scale words runs to ("nine hundred ninety-nine thousand ...")


def _spelled_number(tokens: Sequence[str]) -> tuple[str, int] | None:
    """The number the lower-cased words opening `tokens` spell with a scale word ("one hundred
    twenty" -> "120", "two thousand five hundred" -> "2500", "one hundred and five" -> "105"), and
    how many words it takes; None where no scale word is among them (`_compound` reads the rest)."""
    total, at, scaled = 0, 0, False
    while (small := _below_hundred(tokens, at)) is not None:
        group, at = small
        if tokens[at : at + 1] == ["hundred"]:
            group, at, scaled = group * 100, at + 1, True
            rest = _below_hundred(tokens, at + 1 if tokens[at : at + 1] == ["and"] else at)
            if rest is not None:
                group, at = group + rest[0], rest[1]
        scale = tokens[at] if at < len(tokens) else ""
        if scale in _SCALES and scale != "hundred":
            total, at, scaled = total + group * _SCALES[scale], at + 1, True
            continue  # the next group: "two thousand [five hundred]"
        total += group
        break
    return (str(total), at) if scaled else None


def _below_hundred(tokens: Sequence[str], at: int) -> tuple[int, int] | None:
    """A number under a hundred spelled from `at` ("twenty one", "seventeen", "five") and where it
    ends; None where none is."""
    word = tokens[at] if at < len(tokens) else ""
    if word in _TENS_WORDS and tokens[at + 1 : at + 2] and tokens[at + 1] in _UNITS:
        return int(_NUMBER_WORDS[word]) + int(_NUMBER_WORDS[tokens[at + 1]]), at + 2
    if word in _NUMBER_WORDS and word != "zero":
        return int(_NUMBER_WORDS[word]), at + 1
    return None


def _scaled_in_digits(text: str) -> str:
    """`text` with each number spelled with a scale word in digits ("one hundred twenty" -> "120"),
    its words joined by spaces or hyphens alone."""
    low = text.lower()
    if not _SCALE_WORD.search(low) or len(low) != len(text):
        return text
    runs = list(_LETTER_RUN.finditer(low))
    out, at, n = [], 0, 0
    while n < len(runs):
        spelled = _spelled_at(low, runs, n) if runs[n].group() in _NUMBER_WORDS else None
        if spelled is None:
            n += 1
            continue
        digits, last = spelled
        out += [text[at : runs[n].start()], digits]
        at, n = runs[last].end(), last + 1
    return "".join([*out, text[at:]])


def _compound(tens: str, units: str) -> str:
    return str(int(_NUMBER_WORDS[tens.lower()]) + int(_NUMBER_WORDS[units.lower()]))


@lru_cache(maxsize=4)
def _compacted_in_digits(text: str) -> tuple[str, list[int]]:
    """`compact` of `text` read `in_digits`, each kept character's offset the original's: a number
    word stands at its own offsets, a number repeated in parentheses is left out."""
    low = text.lower()
    chars: list[str] = []
    where: list[int] = []
    before: tuple[str, int] | None = None  # the previous run: its digits, and where it ended
    runs = list(_ALNUM_RUN.finditer(low))
    scaled = _SCALE_WORD.search(low) is not None
    skip_to = -1  # the last run a number read already took ("thirty-five", "one hundred twenty")
    for n, m in enumerate(runs):
        if n <= skip_to:
            continue
        word = m.group() if m.group().isascii() and m.group() != "&" else "".join(map(_plain, m.group()))
        run = _NUMBER_WORDS.get(word, word)
        spelled = _spelled_at(low, runs, n) if word in _NUMBER_WORDS and scaled else None
        if spelled is not None:  # "one hundred twenty": 120, from its first word's start to its last's end
            run, last = spelled
            skip_to = last
            chars.append(run)
            where.extend([m.start()] * (len(run) - 1) + [runs[last].end() - 1])
            before = (run, runs[last].end())
            continue
        unit = runs[n + 1] if word in _TENS_WORDS and n + 1 < len(runs) else None
        if unit is not None and _COMPOUND_NUMBER.fullmatch(low, m.start(), unit.end()):
            run, skip_to = _compound(word, unit.group()), n + 1  # "thirty-five": 35, at its two words
            chars.append(run)
            where.extend((m.start(), unit.end() - 1))
            before = (run, unit.end())
            continue
        if (
            run.isdigit()
            and before is not None
            and before[0] == run
            and low[before[1] : m.start()].strip() == "("
        ):
            before = (run, m.end())  # "two (2)": the number once
            continue
        chars.append(run)
        where.extend(min(m.start() + i, m.end() - 1) for i in range(len(run)))
        before = (run, m.end()) if run.isdigit() else None
    return "".join(chars), where


def _spelled_at(low: str, runs: list[re.Match[str]], n: int) -> tuple[str, int] | None:
    """The number spelled with a scale word from run `n` of the lower-cased text, and its last run,
    its words joined by spaces or hyphens alone."""
    words_of = [r.group() for r in runs[n : n + _LONGEST_SPELLED]]
    spelled = _spelled_number(words_of)
    if spelled is None:
        return None
    last = n + spelled[1] - 1
    if any(low[runs[k].end() : runs[k + 1].start()].strip(" -") for k in range(n, last)):
        return None
    return spelled[0], last


def _same_number(ours: str, theirs: str) -> bool:
    """Whether two readings differ only in how their numbers are written ("[thirty]" and "30")."""
    return words(in_digits(ours.strip("[]"))) == words(in_digits(theirs))


# Labels quoted with the words, no word of the court's: a page marker a research service pastes
# ("*821", "[*821]"), and a judgment's paragraph number where a quotation runs into the next
# paragraph ("... on these facts. [46] The second point")
_LABELS = re.compile(r"\[?\*{1,2}\d{1,5}\b\]?|(?<=[.:;])\s*\[\d{1,4}\](?=\s+[A-Z])")


def find_quote(quote: str, text: str) -> QuoteMatch:
    said, quote = quote, _LABELS.sub(" ", quote)
    found = _negation_bracketed_in(_find(quote, text), text)
    if not found.found and _FOOTNOTE_CALL.search(quote):
        # the court's footnote call the brief kept ("control.1 Beyond"), where its text has none
        again = _negation_bracketed_in(_find(_FOOTNOTE_CALL.sub("", quote), text), text)
        found = again if again.found else found
    if not found.found and _SIGNS.search(quote):
        # "section 1983" of the court's "§ 1983", and back: one word written two ways (read as an
        # alteration first: "50%" against "fifty percent" is "50" for "fifty percent")
        for written in _signs_other_way(quote):
            again = _negation_bracketed_in(_find(written, text), text)
            if again.found:
                found = again
                break
    return found if said == found.quote else replace(found, quote=said)


# A footnote's call kept in a quotation: a number of one to three figures set on the stop closing a
# sentence's last word, before the next sentence or the quotation's end
_FOOTNOTE_CALL = re.compile(r"(?<=[a-z][.!?;:,\"”’)])\d{1,3}(?=\s+[A-Z\"“]|\s*$)")
# A section or paragraph, by its sign or its word, before its number; a percentage after it
_SIGNS = re.compile(r"§|¶|%|\b(?:sections?|paragraphs?)\s+(?=\d)|\bper\s?cent\b", re.IGNORECASE)
_SIGN_WORDS = {"§": "section", "§§": "sections", "¶": "paragraph", "¶¶": "paragraphs"}
_WORD_SIGNS = {"section": "§", "sections": "§§", "paragraph": "¶", "paragraphs": "¶¶"}


def _signs_other_way(quote: str) -> list[str]:
    """The quote with its section, paragraph and percent signs written as words, and its words as
    signs."""
    as_words = re.sub(r"§§?|¶¶?", lambda m: _SIGN_WORDS[m.group()] + " ", quote).replace("%", " percent")
    as_signs = re.sub(
        r"\b(sections?|paragraphs?)\s+(?=\d)",
        lambda m: _WORD_SIGNS[m.group(1).lower()] + " ",
        in_digits(quote),  # ("fifty percent" is "50%")
        flags=re.IGNORECASE,
    )
    as_signs = re.sub(r"(?<=\d)\s*per\s?cent\b", "%", as_signs, flags=re.IGNORECASE)
    return [q for q in (as_words, as_signs) if q != quote]


# A bracket straight after an ellipsis: the words it stands for are wherever the ellipsis ends
_ELLIPSIS_THEN_BRACKET = re.compile(rf"(?:{ELLIPSIS.pattern})\s*(\[[^\]]{{1,60}}\])")


def _negation_bracketed_in(m: QuoteMatch, text: str) -> QuoteMatch:
    """An alteration where a bracket after an ellipsis puts in a negation ("reasonable . . .
    [without] a warrant") that the court's words the quotation spans do not hold: the ellipsis
    leaves out what the bracket replaces, so the matcher read the bracket as standing for nothing."""
    if not m.found or "[" not in m.quote:
        return m
    span = text[m.start or 0 : m.end or 0]
    for bracket in _ELLIPSIS_THEN_BRACKET.finditer(m.quote):
        put = [w.group(0).lower() for w in _NEGATION.finditer(bracket.group(1))]
        if put and not any(re.search(rf"\b{re.escape(w)}\b", span, re.IGNORECASE) for w in put):
            altered = ((bracket.group(1), span),)
            return QuoteMatch(
                m.quote, True, False, closest_passage=span, similarity=m.similarity, altered=altered
            )
    return m


def _find(quote: str, text: str) -> QuoteMatch:
    qwords = words(_BRACKET.sub(" ", ELLIPSIS.sub(" ", quote)))
    built = quote_pattern(quote)
    if built is None or len(qwords) < MIN_WORDS:
        return QuoteMatch(quote, checked=False, found=False)
    pattern, gaps = built
    found = _around_its_rarest_word(quote, qwords, text, pattern, gaps)
    if found is None:  # not there as written, or only altered: the whole text decides
        flat, where = _compacted_text(text)
        found = _read_where_unaltered(quote, text, pattern, gaps, flat, where)
    if found is not None:
        return found
    numbered = _A_NUMBER.search(quote) is not None
    digits = quote_pattern(in_digits(quote)) if numbered else None
    if digits is not None:  # "within 2 years" of "within two (2) years": the same number
        flat, where = _compacted_in_digits(text)
        found = _read_where_unaltered(quote, text, *digits, flat, where, numbers_rewritten=True)
        if found is not None:
            return found
    # "(citations omitted)", "(cleaned up)": the court's citations and footnote numbers left out
    for rewritten in (False, True) if numbered else (False,):
        omitting = quote_pattern(in_digits(quote) if rewritten else quote, omissions=True)
        if omitting is None or not any(isinstance(g, Omission) for g in omitting[1]):
            break
        flat, where = _compacted_in_digits(text) if rewritten else _compacted_text(text)
        for m in omitting[0].finditer(flat):
            if m.end() > m.start() and _left_out(m, omitting[1], text, where):
                return _matched(quote, text, m, omitting[1], where, numbers_rewritten=rewritten, omitted=True)
    # a citation inside a sentence left out with the commas around it ("proceedings, see Smith v.
    # Jones, 400 F.3d 1 (2d Cir. 2005), because" quoted "proceedings because")
    flat, where = _compacted_without_citations(text)
    cited_out = _read_where_unaltered(quote, text, pattern, gaps, flat, where)
    if cited_out is not None and cited_out.found:
        return replace(cited_out, omitted=True)
    passage, similarity = closest_passage(qwords, text)
    # a passage this unlike the quote is not the one it alters: its words are simply not there
    near = similarity >= ALTERED_FROM
    altered = tuple(changed_meaning(qwords, words(passage or ""))) if near else ()
    ocr = _ocr_pattern(quote)
    if ocr is not None and not altered:
        noisy_flat, noisy_where = _ocr_compact(text)
        o = ocr.search(noisy_flat)
        if (
            o
            and o.end() > o.start()
            and _slips_of_a_scan(qwords, text, noisy_where[o.start()], noisy_where[o.end() - 1] + 1)
        ):
            start, end = noisy_where[o.start()], noisy_where[o.end() - 1] + 1
            scanned = looks_scanned(text)
            return QuoteMatch(quote, True, scanned, start=start, end=end, closest_passage=text[start:end],
                              similarity=similarity, ocr_only=True)  # fmt: skip
    return QuoteMatch(quote, True, False, closest_passage=passage, similarity=similarity, altered=altered)


# A quote is first looked for around each place its rarest word is written (of its words this long),
# when that is written at most this often: compacting a window costs what the quote's words cost,
# compacting a whole opinion what the opinion's
_ANCHOR_CHARS = 5
_ANCHOR_PLACES = 12


def _around_its_rarest_word(
    quote: str, qwords: list[str], text: str, pattern: re.Pattern[str], gaps: Sequence[Gap]
) -> QuoteMatch | None:
    """The quote found unaltered in a window of the text around a place its rarest word is
    written, else None (a word broken by a line end or an accent is not found so; nor is a quote
    that matches only altered, which the whole text must then show)."""
    low = lowered(text)
    counted = {w: occurrences(w, text) for w in set(qwords) if len(w) >= _ANCHOR_CHARS}
    if not counted:
        return None
    anchor = min(counted, key=lambda w: (counted[w], -len(w), w))
    places: list[int] = []
    at = low.find(anchor)
    while at >= 0 and len(places) <= _ANCHOR_PLACES:
        places.append(at)
        at = low.find(anchor, at + 1)
    if not places or len(places) > _ANCHOR_PLACES:
        return None
    # the text the quote's match can span: its own words and marks twice over, and each gap at
    # its widest twice over (a compacted character and the spaces and marks between it and the
    # next); a match reaching further is found in the whole text
    gaps_chars = _BRACKET_CHARS * quote.count("[") + _ELLIPSIS_CHARS * len(ELLIPSIS.findall(quote))
    reach = 2 * (len(quote) + gaps_chars) + 200
    for place in places:
        start, end = max(0, place - reach), min(len(text), place + len(anchor) + reach)
        window = text[start:end]
        flat, where = compact(window)
        found = _read_where_unaltered(quote, window, pattern, gaps, flat, where)
        if found is not None and found.found:
            return found.moved(start)
    return None


# Later places a quote's words are read at when the first is altered (a repeated phrase is rare)
_REREADS = 20


def _read_where_unaltered(
    quote: str,
    text: str,
    pattern: re.Pattern[str],
    gaps: Sequence[Gap],
    flat: str,
    where: Sequence[int],
    numbers_rewritten: bool = False,
) -> QuoteMatch | None:
    """The quote where it matches with nothing of meaning altered, else where it first matches
    (altered), else None. A bracket or an ellipsis read at the first place its words start can
    swallow a sentence that a later, faithful place does not ("binds . . . later owner[s]")."""
    first: QuoteMatch | None = None
    spliced: QuoteMatch | None = None  # a place read only by a splice, a rewording or a hedge left out
    at = 0
    for _ in range(_REREADS):
        m = pattern.search(flat, at)
        if m is None or m.end() <= m.start():
            break
        found = _matched(quote, text, m, gaps, where, numbers_rewritten=numbers_rewritten)
        if found.found and not (found.spliced or found.reworded or found.hedged or found.joined):
            return found
        if found.found:  # a place read without a splice before one read only by a splice
            spliced = found if spliced is None or (spliced.spliced and not found.spliced) else spliced
        else:
            first = first or found
        at = m.start() + 1
    return spliced or first


def _matched(
    quote: str,
    text: str,
    m: re.Match[str],
    gaps: Sequence[Gap],
    where: Sequence[int],
    numbers_rewritten: bool = False,
    omitted: bool = False,
) -> QuoteMatch:
    """The quote found at `m`: an alteration in its gaps makes it no match."""
    start, end = where[m.start()], where[m.end() - 1] + 1
    altered = tuple(a for a in _gap_alterations(m, gaps, text, where) if not _same_number(*a))
    lead = _LEADING_BRACKET.match(quote)
    if lead and (
        _swapped(lead.group(1), clause := _clause_before(text, start), _ROLE_OPPONENTS)
        # what stands just before (after a comma): the clause may name an opposite to contrast it
        or opposite_named(lead.group(1), clause.rsplit(",", 1)[-1])
    ):
        altered += ((lead.group(1), clause),)
    if lead and _prefix_put_on(Bracket(lead.group(1), then := _letters_at(quote, lead.end())), text, start):
        altered += ((lead.group(1) + then, _whole_words(text, start, start)),)  # "[In]correct"
    elif lead and then:
        # "[r]easonable" where the court wrote "Unreasonable", "[e]xempt" of "non-exempt": the
        # bracket's capital put for the court's letter, with its negating prefix cut off
        cut = _prefix_before(text, start, (lead.group(1)[1:-1] + then).lower())
        if cut:
            altered += ((lead.group(1) + then, f"{cut}{lead.group(1)[1:-1].lower()}{then}"),)
    if lead and len(lead.group(1)) > 3:  # not "[T]he": a capital
        altered += tuple(_lead_alterations(lead.group(1), _clause_before(text, start)))
    altered += tuple(_cut_words(quote, text, start, end))
    altered += tuple(_separators_changed(quote, text[start:end]))
    altered += tuple(_signs_changed(quote, text, start, end))
    altered += tuple(_cut_from_its_negation(quote, text, start))
    altered += tuple(_cut_after_its_negation(quote, text, start))
    altered += tuple(_cut_from_its_condition(quote, text, end))
    altered += tuple(_cut_from_its_leading_condition(quote, text, start))
    tail = _TRAILING_BRACKET.search(quote)
    following = _words_after(text, end, len(words(tail.group(1))) + 1) if tail else ""
    if tail and (
        _says_otherwise(tail.group(1), _words_after(text, end, len(words(tail.group(1)))))
        or _another_number(tail.group(1), following)
        # "upon [the defendant a duty]" of "upon him no duty": the words it stands for, no more
        or _negated(tail.group(1))
        != _negated(_words_after(text, end, len(tail.group(1).split())).split(",")[0])
    ):
        altered += ((tail.group(1), following),)
    return QuoteMatch(quote, True, not altered, start=start, end=end, similarity=1.0, altered=altered,
                      closest_passage=text[start:end] if altered else None,
                      numbers_rewritten=numbers_rewritten, omitted=omitted,
                      spliced="" if altered else _splice(m, gaps, text, where),
                      reworded=None if altered else _rewording(m, gaps, text, where)
                      or _lead_narrowed(lead, text, start) or _lead_reworded(lead, text, start)
                      or _tail_reworded(tail, text, start, end),
                      hedged="" if altered else _hedge_left_out(m, gaps, text, where)
                      or _hedge_cut_off(quote, text, start, end),
                      joined="" if altered else _run_on(quote, text, start, end),
                      elided=_left_between(m, gaps, where))  # fmt: skip


def _left_between(m: re.Match[str], gaps: Sequence[Gap], where: Sequence[int]) -> tuple[tuple[int, int], ...]:
    """What stands between the quote's parts, each ellipsis's span from just after the last word
    before it to the first word after it (so that each part is placed by its own words, not by the
    spaces and page markers around them)."""
    return tuple(
        (where[m.start(n) - 1] + 1, where[m.end(n)])
        for n, gap in enumerate(gaps, start=1)
        if isinstance(gap, Elision) and m.end(n) > m.start(n)
    )


# A number as written, with the marks inside it: "1.5", "5.5", "1/12/2010", "10:30", "15,000"
_WRITTEN_NUMBER = re.compile(r"\d+(?:[.,/:]\d+)*")


def _separators_changed(quote: str, span: str) -> Iterator[tuple[str, str]]:
    """(the brief's number, the court's) for each number of the quote that the court writes with
    its digits in the same order but other marks between them ("$1.5 million" for "$15 million",
    "55%" for "5.5%", "11/2/2010" for "1/12/2010"): compacted text reads letters and digits only,
    so such a number matches. A thousands comma is no mark of meaning ("15,000" is "15000")."""
    found = _WRITTEN_NUMBER.findall(span)
    theirs = {_unmarked(n): n for n in found}
    written = {n.replace(",", "") for n in found}
    for ours in _WRITTEN_NUMBER.findall(quote):
        if ours.replace(",", "") in written:
            continue
        same_digits = theirs.get(_unmarked(ours))
        if same_digits is not None:
            yield ours, same_digits


# What a number's marks say it is: money, a percentage, a section or a paragraph, less or more
# than it, below zero; the sign before it, or its word ("section 12", "15 percent")
_SIGN_BEFORE = (
    (re.compile(r"(?:\$|\bUSD)\s?$"), "dollars"),
    (re.compile(r"£\s?$"), "pounds"),
    (re.compile(r"€\s?$"), "euros"),
    (re.compile(r"(?:§|\bsec(?:tion|\.)?)\s?$", re.IGNORECASE), "section"),
    (re.compile(r"(?:¶|\bpara(?:graph|\.)?)\s?$", re.IGNORECASE), "paragraph"),
    (re.compile(r"(?:<|≤|\bless\s+than)\s?$", re.IGNORECASE), "below"),
    (re.compile(r"(?:>|≥|\b(?:more|greater)\s+than)\s?$", re.IGNORECASE), "above"),
    # a minus touching its number ("-5", "-$3,000"), not a dash between words or numbers ("fee - $50",
    # "1990-1995", "18 – 25")
    (re.compile(r"(?:^|[\s(\[])[-−][$£€]?$"), "negative"),
)
_SIGN_AFTER = (
    (re.compile(r"^\s?(?:%|per\s?cent\b)", re.IGNORECASE), "percent"),
    (re.compile(r"^\s?(?:¢|cents?\b)", re.IGNORECASE), "cents"),
)
# A statute's section sign an opinion's OCR read as a dollar sign ("42 U.S.C. $ 1983")
_STATUTE_BEFORE = re.compile(r"(?:U\.\s?S\.\s?C\.(?:\s?A\.)?|C\.\s?F\.\s?R\.|Stat\.|Code|Ann\.)\s*[$§]\s?$")


def _signs(text: str, start: int, end: int, first: int = 0) -> frozenset[str]:
    """The signs around the number at text[start:end], none read before `first` (where a quotation
    of the court's text starts: the brief's 'less than "10 percent ..."' quotes no "less than")."""
    before, after = text[max(first, start - 14) : start], text[end : end + 10]
    found = {sign for pattern, sign in _SIGN_BEFORE if pattern.search(before)}
    found |= {sign for pattern, sign in _SIGN_AFTER if pattern.search(after)}
    if "dollars" in found and _STATUTE_BEFORE.search(before):
        found = (found - {"dollars"}) | {"section"}
    return frozenset(found)


def _signs_changed(quote: str, text: str, start: int, end: int) -> Iterator[tuple[str, str]]:
    """(the brief's number, the court's) for each number of the quote that the court writes with
    the same digits but other signs: "50%" for "$50", "¶ 12" for "§ 12", "< 0.08" for "> 0.08",
    "$3,000" for "-$3,000" (compacted text reads letters and digits only, so it matches). A sign one
    side leaves out is a change only where it says which way or how much (a minus, a percentage,
    less or more than)."""
    theirs: dict[str, list[tuple[int, int, frozenset[str]]]] = {}
    for m in _WRITTEN_NUMBER.finditer(text, start, end):
        signs = _signs(text, m.start(), m.end(), start)
        theirs.setdefault(_unmarked(m.group()), []).append((m.start(), m.end(), signs))
    for m in _WRITTEN_NUMBER.finditer(quote):
        written = theirs.get(_unmarked(m.group()))
        if not written:
            continue
        ours = _signs(quote, m.start(), m.end())
        if any(_same_signs(ours, signs) for _, _, signs in written):
            continue
        at, to, _ = written[0]
        yield _signed(quote, m.start(), m.end()), _signed(text, at, to)


def _same_signs(ours: frozenset[str], theirs: frozenset[str]) -> bool:
    if ours == theirs:
        return True
    differ = ours ^ theirs
    # one side silent on what kind of number it is, the other naming it: no change of meaning
    return not (ours and theirs) and not differ & {"percent", "below", "above", "negative", "cents"}


def _signed(text: str, start: int, end: int) -> str:
    """The number at text[start:end] with the signs written around it."""
    before = re.search(r"(?:[$£€§¶<>≤≥−–-]\s?)+$", text[max(0, start - 4) : start])
    after = re.match(r"\s?[%¢]", text[end : end + 2])
    return (before.group() if before else "") + text[start:end] + (after.group() if after else "")


def _unmarked(number: str) -> str:
    return re.sub(r"\D", "", number)


_VOLUME_REPORTER_PAGE = r"\b\d+\s+[A-Z][A-Za-z0-9.'’ ]{0,30}?\s+\d+"
_NAME_WORD = r"(?:[A-Z][\w'’&.-]*|of|the|for|and|&)"


@cache
def _citation_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """What a left-out citation is made of (its parentheticals, volume-reporter-page, "Id.", pins,
    sections, footnote references, years and numbers, its case name's capitalised words), and its
    core, without which what was left out is no citation. Compiled when a quote first needs them:
    most quotes are found as written."""
    parts = re.compile(
        rf"\([^()]*(?:\)|$)|{_VOLUME_REPORTER_PAGE}|\b(?:Id|Ibid)\b\.?|\b(?:supra|infra)\b"
        r"|\bat\s+\*?\d+|\bnn?\.\s*\d+|§+\s*[\w.()-]+|\d+(?:st|nd|rd|th|d)?\b"
        rf"|[A-Z][\w'’&.-]*(?:[\s,]+{_NAME_WORD})*?\s+v\.\s+[A-Z][\w'’&.-]*(?:,?\s+{_NAME_WORD})*"
        rf"|\b(?:In\s+re|Ex\s+parte)\s+[A-Z][\w'’&.-]*(?:,?\s+{_NAME_WORD})*"
    )
    core = re.compile(rf"{_VOLUME_REPORTER_PAGE}|\bId\b\.|\bsupra\b|§|\(\d{{4}}\)")
    return parts, core


# A citation inside the court's sentence, from its signal or "(quoting" to its closing parenthesis:
# what "(citation omitted)" and "(cleaned up)" leave out with the commas around it
# (found from its volume, reporter and page or its "Id.", which the search finds in C, then read
# back over its case name and signal: one pattern tried at every capital cost 18 ms an opinion)
_LEAD_REACH = 160


@cache
def _citation_span_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A citation's core (volume, reporter and page, or "Id.", with its pins and parentheticals),
    and what may lead it (a signal, "(quoting", its case name) up to the core: compiled when a
    quotation is first not found as written, as `_citation_patterns` are."""
    name_part = r"(?:[A-Z][\w.'’&-]*|of|the|and|&|for|v\.|ex\s+rel\.)"
    core = re.compile(
        rf"(?:{_VOLUME_REPORTER_PAGE}|\b[Ii]d\.)"
        r"(?:,?\s*(?:at\s+)?\*?\d+(?:[-–]\d+)?)*(?:\s*\([^()]*(?:\([^()]*\)[^()]*)*\))*\)?"
    )
    lead = re.compile(
        r"(?:\((?:quoting|citing)\s+)?(?:(?:[Ss]ee(?:\s+also)?|[Cc]f\.|[Aa]ccord|e\.g\.,?|[Bb]ut\s+see)\s+)?"
        rf"(?:[A-Z][\w.'’&-]*(?:,?\s+{name_part})*,\s+)?$"
    )
    return core, lead


_A_DIGIT = re.compile(r"\d")


def without_citations(text: str) -> str:
    """`text` with the citations inside its sentences blanked out, each of their characters a
    space (so offsets stay the original's)."""
    if not _A_DIGIT.search(text) and "Id." not in text and "id." not in text:
        return text  # every citation has a volume and a page, or is an "Id."
    chars = list(text)
    cores, leads = _citation_span_patterns()
    for core in cores.finditer(text):
        lead = leads.search(text, max(0, core.start() - _LEAD_REACH), core.start())
        start = lead.start() if lead is not None else core.start()
        chars[start : core.end()] = " " * (core.end() - start)
    return "".join(chars)


@lru_cache(maxsize=4)
def _compacted_without_citations(text: str) -> tuple[str, Sequence[int]]:
    """`compact` of `text` with the citations inside its sentences blanked out (the offsets stay
    the original's: each character of a citation is a space, which compacting drops)."""
    return compact(without_citations(text))


# Lowercase words a citation (its signals and its case name) may hold; any other is the court's prose
_CITATION_WORDS = frozenset(
    {"see", "also", "cf", "accord", "e", "g", "eg", "but", "compare", "with", "contra", "generally",
     "quoting", "citing", "internal", "quotation", "marks", "omitted", "citation", "citations", "alteration",
     "alterations", "original", "emphasis", "added", "v", "of", "the", "for", "and", "in", "re", "ex", "rel",
     "at", "n", "nn"}
)  # fmt: skip


def _left_out(m: re.Match[str], gaps: Sequence[Gap], text: str, where: Sequence[int]) -> bool:
    """Whether every omission gap of the match left out nothing, a citation, or after a sentence a
    footnote's number: never a word of the court's prose, nor any meaning word."""
    for n, gap in enumerate(gaps, start=1):
        if not isinstance(gap, Omission) or m.end(n) <= m.start(n):
            continue
        left = text[where[m.start(n)] : where[m.end(n) - 1] + 1]
        if gap.after_sentence and left.isdigit() and len(left) <= 3:
            continue  # "nonmovant.12 The court": a footnote's number
        parts, core = _citation_patterns()
        if not core.search(left):
            return False
        # what is left of it: signals, and abbreviations ("Cir.", "Ct."), never the court's prose
        rest = re.findall(r"[A-Za-z]+\.?", parts.sub(" ", left))
        if any(
            w.rstrip(".").lower() in MEANING_WORDS
            or (w.rstrip(".") not in _CITATION_WORDS and not (w[0].isupper() and w.endswith(".")))
            for w in rest
        ):
            return False
    return True


_MIXED_WORD = re.compile(r"\b(?:[a-z]+[0-9|]+[a-z]*|[0-9|]+[a-z]{2,})\b")
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th|d)$")
SCANNED_PER_THOUSAND = 2.0  # words with OCR's letter-digit mixes per thousand, from which a text is a scan's
_SAMPLE = 60_000  # characters of the text measured


def looks_scanned(text: str) -> bool:
    """Whether a text reads as OCR output: words mixing letters and digits ("1egislature",
    "rnay|"), ordinals aside, at least `SCANNED_PER_THOUSAND` a thousand words."""
    sample = text[:_SAMPLE]
    words = max(1, sample.count(" ") + 1)
    noisy = [w for w in _MIXED_WORD.findall(sample.lower()) if not _ORDINAL.fullmatch(w)]
    return len(noisy) >= 3 and len(noisy) * 1000 / words >= SCANNED_PER_THOUSAND


def changed_meaning(quoted: list[str], passage: list[str]) -> list[tuple[str, str]]:
    """The runs of words where the quote and the passage it is closest to differ, when the
    difference involves a negation, modal, quantifier, number or date: (the brief's, the
    authority's). Differences one word apart are one run ("are always" for "generally are")."""
    regions: list[list[int]] = []  # [quote start, quote end, passage start, passage end]
    for op, a1, a2, b1, b2 in SequenceMatcher(None, quoted, passage, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        if (a1 == 0 and b1 == 0) or (a2 == len(quoted) and b2 == len(passage)):
            continue  # at an end of the alignment, which may cut the passage short or run past it
        if regions and a1 - regions[-1][1] <= 1 and b1 - regions[-1][3] <= 1:
            regions[-1][1], regions[-1][3] = a2, b2
        else:
            regions.append([a1, a2, b1, b2])
    out: list[tuple[str, str]] = []
    for a1, a2, b1, b2 in regions:
        ours, theirs = quoted[a1:a2], passage[b1:b2]
        if _ocr_compact(" ".join(ours))[0] == _ocr_compact(" ".join(theirs))[0]:
            continue  # "rnust" is "must" scanned: noise, for the OCR reading to settle
        if any(w in MEANING_WORDS or any(ch.isdigit() for ch in w) for w in ours + theirs):
            out.append((" ".join(ours) or "(nothing)", " ".join(theirs) or "(nothing)"))
    return out


class _Words(NamedTuple):
    """The normalised words of a text, where each starts, and the text (whose runs of non-space
    characters a passage is cut at)."""

    tokens: list[str]
    starts: list[int]
    text: str

    def passage(self, first: int, last: int) -> str:
        """The text from the run holding word `first` to the end of the run holding word `last`."""
        start, end = self.starts[first], self.starts[last]
        while start > 0 and not self.text[start - 1].isspace():
            start -= 1
        while end < len(self.text) and not self.text[end].isspace():
            end += 1
        return self.text[start:end]


@lru_cache(maxsize=2)
def _words_of(text: str) -> _Words:
    """`text`'s words, read once for each of a claim's quotes and its paraphrase."""
    low = text.lower()
    if len(low) != len(text):  # a letter whose lower case is longer ("İ"): read word by word
        found = [(w, m.start()) for m in re.finditer(r"\S+", text) for w in _WORD.findall(m.group().lower())]
        return _Words([t for t, _ in found], [at for _, at in found], text)
    return _Words(_WORD.findall(low), [m.start() for m in _WORD.finditer(low)], text)


def closest_passage(qwords: list[str], text: str) -> tuple[str | None, float]:
    """The passage of `text` most like the quote, and its similarity (0..1): rapidfuzz's best
    partial alignment of the quote against the whole normalised text (measured 25-40x faster than
    a difflib search over windows on long opinions, and right where that picked the wrong passage)."""
    read = _words_of(text)
    tokens = read.tokens
    if not tokens or not qwords:
        return None, 0.0
    starts, pos = [], 0
    for t in tokens:
        starts.append(pos)
        pos += len(t) + 1
    joined = " ".join(tokens)
    aligned = fuzz.partial_ratio_alignment(" ".join(qwords), joined)
    if aligned is None:
        return None, 0.0
    first = bisect_right(starts, aligned.dest_start) - 1
    last = bisect_right(starts, max(aligned.dest_end - 1, aligned.dest_start)) - 1
    return read.passage(max(first, 0), last), round(aligned.score / 100, 3)


def best_passage(text: str, query: str, max_chars: int = 4000) -> str:
    """The stretch of `text` sharing the most words with `query` (for a model to read)."""
    qcount = Counter(w for w in words(query) if len(w) > 3)
    read = _words_of(text)
    tokens = read.tokens
    if not tokens:
        return ""
    size, step = 250, 50
    best, best_score = 0, -1
    hits = [(i, t) for i, t in enumerate(tokens) if t in qcount]  # the query's words, where written
    held: Counter[str] = Counter()  # those in the window, slid along the hits
    # the window's score, the sum over the query's words of min(held, wanted), kept as words enter
    # and leave (summed afresh at each step it cost a check a tenth of its quotations' time)
    entering = leaving = score = 0
    for s in range(0, max(1, len(tokens) - size + 1), step):
        while entering < len(hits) and hits[entering][0] < s + size:
            word = hits[entering][1]
            score += held[word] < qcount[word]
            held[word] += 1
            entering += 1
        while leaving < entering and hits[leaving][0] < s:
            word = hits[leaving][1]
            held[word] -= 1
            score -= held[word] < qcount[word]
            leaving += 1
        if score > best_score:
            best, best_score = s, score
    end = min(best + size, len(tokens)) - 1
    return read.passage(best, end)[:max_chars]


def appears(passage: str, text: str) -> bool:
    """Whether a passage (e.g. a model's quoted contrary text) is verbatim in the authority."""
    match = find_quote(passage, text)
    return match.checked and match.found
