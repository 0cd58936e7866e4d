"""The one module that reaches into eyecite's internals (pinned at 2.7.8;
`tests/extract/test_eyecite_internals.py` holds both parts to eyecite's own answers).

`find_citations` is eyecite's `get_citations`, doing only the work Tier 1 keeps.

`get_citations` spends most of its time on what us.py then throws away: for every full case
citation it searches back for the case name (us.py parses the name itself, from the text
between this citation and the last) and compiles a fresh regular expression of the parties to
find "reference" citations after it (us.py keeps none). Here a full case citation gets eyecite's
post-citation metadata (pin, parenthetical, year: the year picks between editions; read by a copy
of eyecite's `add_post_citation` whose pattern is compiled once), its court and edition guesses,
nothing else; short forms, Id., supra, laws and journals are built exactly as eyecite builds them;
section markers and references are not built at all.

`resolve_full_citation` is eyecite's, with a resource whose hash is computed once: eyecite's
hashes the citation's fields through two SHA-256 digests on every dictionary look-up, and
resolving a document looks each resource up several times a citation.

`ShortFormIndex` is eyecite's short-form resolver with the full citations indexed by reporter
and volume: eyecite's own scans every earlier full citation for each short form (quadratic in a
long brief).
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from functools import cache
from itertools import islice, pairwise
from typing import cast

import regex
from eyecite import helpers as eyecite_helpers
from eyecite.find import (
    _extract_full_citation,
    _extract_id_citation,
    _extract_shortform_citation,
    _extract_supra_citation,
)
from eyecite.helpers import MAX_MATCH_CHARS, clean_pin_cite, filter_citations, get_year, process_parenthetical
from eyecite.models import (
    CitationBase,
    CitationToken,
    Document,
    FullCaseCitation,
    FullCitation,
    IdToken,
    ParagraphToken,
    Resource,
    ResourceType,
    ShortCaseCitation,
    SupraCitation,
    SupraToken,
    Token,
)
from eyecite.regexes import POST_FULL_CITATION_REGEX
from eyecite.resolve import ResolvedFullCites, _filter_by_matching_antecedent
from eyecite.tokenizers import Tokenizer, Tokens
from eyecite.utils import strip_punct

from briefcheck.reference.reporters import MAX_OPINION_PAGES

__all__ = ["ShortFormIndex", "find_citations", "resolve_full_citation"]


# The brackets around an "Id." ("(Id. at 307.)", California's every short cite; "(Id.)", "id.;"):
# eyecite reads an "Id." only between spaces, so they are read as spaces (the text keeps its length
# and every span)
_AN_ID = re.compile(r"(?<![\w.])(?:[Ii]d|[Ii]bid)\.")
_SEE_BEFORE = re.compile(r"[Ss]ee\s+$")


def _unbracketed(text: str) -> str:
    """`text` with the brackets around each "Id." read as spaces (found by the "Id." first: a
    pattern tried at every character cost 4% of extraction)."""
    marks: list[int] = []
    for m in _AN_ID.finditer(text):
        see = _SEE_BEFORE.search(text, max(0, m.start() - 8), m.start())
        before = see.start() if see else m.start()
        if before > 0 and text[before - 1] in "([":
            marks.append(before - 1)
        if text[m.end() : m.end() + 1] in (")", "]", ";"):
            marks.append(m.end())
    if not marks:
        return text
    chars = list(text)
    for at in marks:
        chars[at] = " "
    return "".join(chars)


def find_citations(text: str, tokenizer: Tokenizer) -> list[CitationBase]:
    """Full, short, Id. and supra citations in `text`, in eyecite's order and spans."""
    document = Document(plain_text=_unbracketed(text))
    document.tokenize(tokenizer=_CasesBeforeJournals(tokenizer))
    citations: list[CitationBase] = []
    for index, token in document.citation_tokens:
        kind = type(token)
        citation: CitationBase
        if kind is CitationToken:
            cite_token = cast(CitationToken, token)
            if cite_token.short:
                citation = _extract_shortform_citation(document, index)
            elif _is_case(cite_token):
                citation = _full_case(document, index, cite_token)
            else:
                citation = _extract_full_citation(document, index)
        elif kind is IdToken:
            citation = _extract_id_citation(document.words, index)
        elif kind is SupraToken:
            citation = _extract_supra_citation(document.words, index)
        else:
            continue  # a bare section marker: never kept
        # Not given eyecite's back-reference to the Document: nothing Tier 1 reads of a citation
        # needs it, and it would keep every paragraph's tokens alive until the document's short
        # forms are linked (a third of the peak heap of extraction).
        citations.append(citation)
    return filter_citations(citations)


class _CasesBeforeJournals:
    """`tokenizer` whose journal token gives way to a case citation opening inside it: a name ending
    in a number and a journal's abbreviation ("In re Sept. 11 Litig., 800 F.3d 780") was read with the
    volume after it as an article ("11 Litig., 800"), and eyecite keeps the first of overlapping
    tokens, so the case citation was never read. (eyecite prefers a case citation so over a
    nominative reporter's; this is the same preference over a journal's.)"""

    def __init__(self, tokenizer: Tokenizer) -> None:
        self.inner = tokenizer

    def extract_tokens(self, text: str) -> list[Token]:
        tokens = _short_before_full(list(self.inner.extract_tokens(text)))
        cases = [t.start for t in tokens if type(t) is CitationToken and _is_case(t)]
        if not cases:
            return tokens
        return [t for t in tokens if not (_is_journal(t) and any(t.start < at < t.end for at in cases))]

    def append_text(self, tokens: Tokens, text: str) -> None:
        self.inner.append_text(tokens, text)

    tokenize = Tokenizer.tokenize


def _short_before_full(tokens: list[Token]) -> list[Token]:
    """Without a full citation's token over the span of a short form's: reporters-db lists "T.C. at"
    as a spelling of the Tax Court's reports, so "154 T.C. at 208" matched as both, and which was
    kept (the first of overlapping tokens) followed the order of a set, run to run: the short form
    read as a case beginning at page 208, ERROR in some runs and VERIFIED in others."""
    shorts = {(t.start, t.end) for t in tokens if type(t) is CitationToken and t.short}
    if not shorts:
        return tokens
    return [
        t for t in tokens if not (type(t) is CitationToken and not t.short and (t.start, t.end) in shorts)
    ]


def _is_journal(token: Token) -> bool:
    return type(token) is CitationToken and any(
        e.reporter.source == "journals" for e in (token.exact_editions or token.variation_editions)
    )


def _is_case(token: CitationToken) -> bool:
    """eyecite's own rule: a token is a case citation when any edition it matched is a reporter's."""
    return any(e.reporter.source == "reporters" for e in (token.exact_editions or token.variation_editions))


def _full_case(document: Document, index: int, token: CitationToken) -> FullCaseCitation:
    citation = FullCaseCitation(
        token, index, exact_editions=token.exact_editions, variation_editions=token.variation_editions
    )
    _add_post_citation(citation, document.words)
    citation.guess_court()
    citation.guess_edition()
    return citation


@cache
def _post_full_citation() -> regex.Pattern[str]:
    """eyecite's match_on_tokens builds this pattern's text and looks it up in the regex cache for
    every citation; compiled once here, with its flags, on first use (not at import: a Lambda
    that never extracts would pay it at cold start)."""
    return regex.compile(rf"^(?:{POST_FULL_CITATION_REGEX})", flags=regex.X)


def _text_after(words: Tokens, start: int) -> str:
    """eyecite's text for matching after a token: the tokens from `start` up to a paragraph
    token, cut at MAX_MATCH_CHARS. Joined once, not concatenated a token at a time, and the
    abstract-class check of a paragraph token made only for tokens that are not strings."""
    parts = []
    length = 0
    for token in islice(words, start, None):
        if type(token) is not str and isinstance(token, ParagraphToken):
            break
        part = str(token)
        parts.append(part)
        length += len(part)
        if length >= MAX_MATCH_CHARS:
            break
    return "".join(parts)[:MAX_MATCH_CHARS]


def _add_post_citation(citation: FullCaseCitation, words: Tokens) -> None:
    """eyecite's add_post_citation (pin, parenthetical, year, court after the citation), matched
    on the same text with the pattern compiled once."""
    m = _post_full_citation().search(_text_after(words, citation.index + 1))
    if not m:
        return
    citation.full_span_end = citation.span()[1] + m.end()
    citation.metadata.pin_cite = clean_pin_cite(m["pin_cite"]) or None
    if m["pin_cite"]:
        citation.metadata.pin_cite_span_end = citation.span()[1] + len(m["pin_cite"])
    citation.metadata.extra = (m["extra"] or "").strip() or None
    citation.metadata.parenthetical = process_parenthetical(m["parenthetical"])
    if (
        citation.full_span_end
        and m["parenthetical"] is not None
        and isinstance(citation.metadata.parenthetical, str)
    ) and len(m["parenthetical"]) > len(citation.metadata.parenthetical):
        offset = len(m["parenthetical"]) - len(citation.metadata.parenthetical)
        citation.full_span_end = citation.full_span_end - offset
    citation.metadata.year = m["year"]
    citation.metadata.month = m["month"]
    citation.metadata.day = m["day"]
    if m["year"]:
        citation.year = get_year(m["year"])
    if m["court"]:
        # looked up through the module, as eyecite's own code does: us.py memoises it there
        citation.metadata.court = eyecite_helpers.get_court_by_paren(m["court"])


@dataclass(frozen=True, eq=False)
class _HashedResource(Resource):
    """eyecite's Resource (equal when their citations are), its hash kept after the first."""

    def __hash__(self) -> int:
        known = self.__dict__.get("_hash")
        if known is None:
            known = super().__hash__()
            object.__setattr__(self, "_hash", known)
        return known


def resolve_full_citation(citation: FullCitation) -> ResourceType:
    return _HashedResource(citation)


def resolve_supra(supra: SupraCitation, resolved: ResolvedFullCites) -> ResourceType | None:
    """eyecite's supra rule (the one full citation whose party holds the supra's word), then, where
    several hold it ("in Grutter and Regents of Univ. of Cal. v. Bakke" runs prose into a caption),
    the one whose party the word is."""
    guess = supra.metadata.antecedent_guess
    if not guess:
        return None
    found = _filter_by_matching_antecedent(resolved, guess) or _cited_in_parallel(resolved, guess)
    if found is not None:
        return found
    word = strip_punct(guess)
    exact = {
        resource
        for full, resource in resolved
        if isinstance(full, FullCaseCitation)
        and word in (strip_punct(full.metadata.plaintiff or ""), strip_punct(full.metadata.defendant or ""))
    }
    return exact.pop() if len(exact) == 1 else None


def _cited_in_parallel(resolved: ResolvedFullCites, guess: str) -> ResourceType | None:
    """The case whose party holds the supra's word where it holds it in several full citations
    only because one case was cited in parallel ("Delacroix v. Pinnacle, 575 U.S. 500, 135 S. Ct.
    1200": eyecite gives both citations the caption): the first of them, each next right after it."""
    word = strip_punct(guess)
    held = [
        (full, resource)
        for full, resource in resolved
        if isinstance(full, FullCaseCitation)
        and any(word in (party or "") for party in (full.metadata.plaintiff, full.metadata.defendant))
    ]
    if len(held) < 2:
        return None
    caption = {(full.metadata.plaintiff, full.metadata.defendant) for full, _ in held}
    in_turn = all(
        after.span()[0] - before.span()[1] <= _PARALLEL_GAP + _pin_length(before)
        for (before, _), (after, _) in pairwise(held)
    )
    return held[0][1] if len(caption) == 1 and in_turn else None


# The most characters between a citation and its parallel (", "), beside the pin between them
# ("589 U.S. 412, 420, 140 S. Ct. 1731")
_PARALLEL_GAP = 3


def _pin_length(full: FullCaseCitation) -> int:
    pin = full.metadata.pin_cite
    return len(pin) + 2 if pin else 0


class ShortFormIndex:
    """eyecite's short-form rule (the full citations of the same reporter and volume; among several,
    the one whose party the short form names), with the full citations indexed by reporter and
    volume as they are resolved, instead of all scanned again for every short form."""

    def __init__(self) -> None:
        self._seen = 0
        self._by_slot: dict[tuple[str, str | None], ResolvedFullCites] = defaultdict(list)

    def __call__(self, short: ShortCaseCitation, resolved: ResolvedFullCites) -> ResourceType | None:
        for full, resource in resolved[self._seen :]:
            if isinstance(full, FullCaseCitation):
                self._by_slot[(full.corrected_reporter(), full.groups.get("volume"))].append((full, resource))
        self._seen = len(resolved)
        candidates = self._by_slot.get((short.corrected_reporter(), short.groups.get("volume")), [])
        if len({resource for _, resource in candidates}) == 1:
            return candidates[0][1]
        if short.metadata.antecedent_guess:
            named = _named_by(candidates, short.metadata.antecedent_guess)
            if len({resource for _, resource in named}) <= 1:
                return named[0][1] if named else None
            # several cited cases of the volume bear the name ("Hale v. Pratt", "Hale v. Orrin"): the
            # one the page lies in, else the latest cited, whose pages the check finds it outside
            return _holding_the_page(named, short) or named[-1][1]
        return _holding_the_page(candidates, short)


def _named_by(candidates: ResolvedFullCites, guess: str) -> ResolvedFullCites:
    """The candidates a short form's party name is a party of, as eyecite matches it (the name
    within the plaintiff's or the defendant's)."""
    name = strip_punct(guess)
    return [
        (full, resource)
        for full, resource in candidates
        if isinstance(full, FullCaseCitation)
        and any(name in (party or "") for party in (full.metadata.plaintiff, full.metadata.defendant))
    ]


def _holding_the_page(candidates: ResolvedFullCites, short: ShortCaseCitation) -> ResourceType | None:
    """Of the volume's cited cases, the one an unnamed short form's page lies in: the cases of a
    volume follow one another, so the page is the last-starting case's before it ("539 U.S., at
    328" is Grutter's, at 306, not Gratz's, at 244, which ends before Grutter begins)."""
    pin = first_number(short.metadata.pin_cite or short.groups.get("page"))
    if pin is None:
        return None
    starts: dict[int, set[ResourceType]] = defaultdict(set)
    for full, resource in candidates:
        first = first_number(full.groups.get("page"))
        if first is not None and first <= pin <= first + MAX_OPINION_PAGES:
            starts[first].add(resource)
    if not starts:
        return None
    holders = starts[max(starts)]
    return next(iter(holders)) if len(holders) == 1 else None


def first_number(text: str | None) -> int | None:
    """The first number written in a page or pin ("*4" -> 4, "20-25" -> 20), None when none is."""
    digits = regex.search(r"\d+", text or "")
    return int(digits.group()) if digits else None
