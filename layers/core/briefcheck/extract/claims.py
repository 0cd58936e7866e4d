"""The claim each citation supports: Tier 3 checks claims, not just citations.

For every citation: the sentence(s) that cite it (with the sentence before when the citing
sentence is nothing but citations, as in 'The court held X. See Smith, 1 F.3d at 5.'), the
quotations attributed to it, its pin cite and its explanatory parenthetical.

A quotation belongs to the first citation after it, when that citation is in the sentence the
quotation ends in or the next one (a run-in quotation of several sentences, "Id." after a quote);
else to a citation before it in its own sentence (a quotation split by its citation, or quoted in
a parenthetical). A block quotation (a paragraph the writer set apart as quoted) belongs to the
citation at its own end, else to a citation opening the paragraph after it, else to the last
citation of a lead-in paragraph ending in a colon.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from typing import NamedTuple

from briefcheck.domain.codes import CitationForm, CitationType
from briefcheck.domain.models import Block, Citation, Claim, QuoteSpan
from briefcheck.extract.record import record_spans
from briefcheck.text.names import A_CIRCUIT, distinctive, tokens
from briefcheck.text.passages import around
from briefcheck.text.sentences import GIVEN_AS_THE_COURTS, split_sentences

# Double quotation marks, straight and curly: each opens or closes by its neighbours (a straight one
# that opens follows a space or a bracket and precedes a word; one that closes follows a word or a
# stop); each that closes closes the latest still open, as nested quotations do, and one left open
# at the end never closed.
# (and a typewriter's or TeX's: "``...''" and "''...''", read as curly ones)
_DOUBLE_MARKS = re.compile(r'["“”]|``|\'\'')
_OPENS_AFTER = frozenset(" \t\n([{—–-/")
_CLOSES_BEFORE = frozenset(" \t\n.,;:!?)]}—–-/")
# Single quotes, as UK judgments use them, curly or typed straight: one opens after a space or a
# bracket, and an apostrophe ("court’s", "authority's") never closes one.
# Each is matched only where its opening mark stands after a space, a bracket or a dash (or opens
# the text): found by str.find, as a pattern beginning with that test was tried at every character.
_SINGLE = re.compile(r"‘(.+?)’(?![A-Za-z])")
_STRAIGHT_SINGLE = re.compile(r"'(?=[A-Za-z0-9])(.+?)(?<=\S)'(?![A-Za-z0-9])")
_SINGLE_OPENS_AFTER = "([—–-"
# Where an unclosed quotation's sentence ends: a stop before a space or the text's end
_SENTENCE_STOP = re.compile(r"[.!?](?=[\"”’)\]]*(?:\s|$))")
# What a quotation's parenthetical says was done to it: "citations omitted", "internal quotation
# marks, alterations, and citations omitted", "emphasis added; footnote omitted", "cleaned up".
_QUOTE_NOTE = (
    r"(?:(?:internal\s+)?(?:quotation\s+marks|quotations?|citations?|footnotes?|brackets|alterations?|emphasis"
    r"|ellipses)(?:,?\s+and\s+|,\s*)?)+\s+(?:omitted|added|supplied|in\s+original)|cleaned\s+up"
)
# Parentheticals that describe the opinion's status or the quotation's form, not what it holds.
_STATUS = re.compile(
    r"^(?:unpublished(?: table decision| opinion)?|per curiam|en banc|mem\.?|table|plurality opinion"
    rf"|unpublished table decision|as amended|(?:{_QUOTE_NOTE})(?:\s*;\s*(?:{_QUOTE_NOTE}))*)$",
    re.IGNORECASE,
)
# A parenthetical defining the brief's short name for the case: '("Acme I")', '(the "Acme Decision")',
# '(hereinafter "Acme II")', '(collectively, the "Acme Decisions")': the brief's word, not the court's
_DEFINES_A_NAME = re.compile(
    r"^(?i:(?:hereinafter|collectively|together),?\s+|referred\s+to\s+as\s+)?(?i:the\s+)?"
    # a name's words, each capitalised or a number ("Acme II", "Acme 2019 Decision"), no sentence
    r"[\"“][A-Z][\w'’&.-]*(?:\s+(?:[A-Z][\w'’&.-]*|[IVX]+|\d{1,4})){0,4}(?<![.!?])[\"”]$"
)
# Status parentheticals that say what kind of opinion the authority is, which its text can show.
_DESCRIBED = re.compile(r"^(?:per curiam|en banc|plurality opinion)$", re.IGNORECASE)
_SIGNAL_WORDS = re.compile(
    r"\b(?:see|also|cf|accord|but|compare|contra|with|and|e\.g|id|generally|quoting|citing)\b|[^\w]+",
    re.IGNORECASE,
)
_MIN_QUOTE_WORDS = 2
# One quoted word is read as a quotation only where it is a figure ("$5,000", "thirty", "forty-five",
# "10%"): a single word in quotation marks is as often the brief's own scare quotes as the court's
_A_FIGURE = re.compile(
    # (a digit alone, "1", is as often a list's label, and a year, "1990", or a section, "1983", a name)
    r"(?:[$£€]\d[\d,.]*|\d[\d,.]*%|(?!\d{4}\b)\d[\d,.]*\d"
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
    r"|hundred|thousand|million|billion)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)"
    # ... with its unit joined on: "sixty-day", "10-year"
    r"(?:-(?:day|week|month|year|hour|minute|mile|foot|percent|fold|page|member|person)s?)?",
    re.IGNORECASE,
)
_MIN_UNCLOSED_WORDS = 3  # an unclosed mark before a word or two is more likely a typo than a quotation
_SIGNAL_TAIL = re.compile(r"(?:\s+(?:see|see also|cf\.|accord|quoting)[,.]?)\s*$", re.IGNORECASE)
_TRAILING_PAREN = re.compile(r"\(([^()]*)\)\s*[.;,]?\s*$")
# A signal opening a citation the quoted court wrote into its sentence ("... the rule. See", "(citing")
_CUT_SIGNAL = re.compile(
    r"[\s(;,]*\b(?:see(?:\s+also)?|cf\.|accord|e\.g\.,?|citing|quoting)[\s,]*$", re.IGNORECASE
)
_MAX_LOOKBACK = 3


def build_claims(blocks: Sequence[Block]) -> list[Claim]:
    """One claim per citation, ids claim_1... in document order; sets `Citation.claim_id`."""
    claims: list[Claim] = []
    blocks, inferred = set_apart_unmarked(blocks)
    set_apart, shared = block_quotations(blocks, inferred)
    by_path = {block.path: block for block in blocks}
    readings: dict[str, _Reading] = {}  # each block read once, for its claims and for its notes

    def read(block: Block) -> _Reading:
        if block.path not in readings:
            readings[block.path] = _read(block)
        return readings[block.path]

    for block in blocks:
        if not block.citations:
            continue
        referencing = by_path.get(block.note_in) if block.note_in else None
        marked = _marked(read(referencing), referencing, block.note_mark) if referencing is not None else None
        text = block.text
        cites, sentences, _, owned, paren_ends, unclosed, far = read(block)
        starts = [s for s, _ in sentences]
        cite_starts = [c.start for c in cites]
        only: dict[int, bool] = {}  # sentence index -> holds nothing but citations (asked once)
        quoted_by: list[list[tuple[str, QuoteSpan]]] = []  # each citation's quotes, by index in cites
        first_claim = len(claims)
        for i, c in enumerate(cites):
            first = max(bisect_right(starts, c.start) - 1, 0)
            last = max(bisect_right(starts, max(c.end - 1, c.start)) - 1, first)
            # A citation sentence ("See X, 1 F.3d 2.") supports the prose sentence before it.
            steps = 0
            while first > 0 and steps < _MAX_LOOKBACK:
                if first not in only:
                    only[first] = _citations_only(text, sentences[first], cites, cite_starts, paren_ends)
                if not only[first]:
                    break
                first -= 1
                steps += 1
            parenthetical, paren_end, described, _ = parenthetical_after(text, c.end)
            claim_start, claim_end = around(
                sentences[first][0], max(sentences[last][1], paren_end), c.start, max(c.end, paren_end)
            )
            ids = [c.id] + ([c.antecedent_id] if c.antecedent_id else [])
            said = text[claim_start:claim_end].strip()
            quotes = [(q, span) for q, span in set_apart.get(c.id, [])] + [
                (q, QuoteSpan(block_path=block.path, start=st, end=en, inferred=st in far))
                for q, st, en in owned.get(i, [])
            ]
            quoting = _quoting(text, cites, paren_ends, i)
            if quoting is not None and not quotes:  # "(quoting Butz ...)": the outer quote is Butz's
                quotes = list(quoted_by[quoting])
            if marked is not None and not quotes:
                if first not in only:
                    only[first] = _citations_only(text, sentences[first], cites, cite_starts, paren_ends)
                if only[first]:  # a note of citations alone: the authority for the sentence marked
                    # its quotation is the first citation's, as a quotation in the body is the
                    # citation's after it; a string cite's others support the sentence
                    said, quotes = marked[0], (marked[1] if i == 0 else [])
            quoted_by.append(quotes)
            claim = Claim(
                id=f"claim_{len(claims) + 1}",
                citation_ids=ids,
                block_path=block.path,
                text=said,
                quotes=[q for q, _ in quotes],
                quote_spans=[span for _, span in quotes],
                unclosed_quotes=[q for q, _, _ in unclosed.get(i, [])],
                pin_cite=c.components.pin_cite,
                paragraph_pin=c.components.paragraph_pin,
                parenthetical=parenthetical,
                described_as=described,
                quoted_in=cites[quoting].id if quoting is not None and quotes else None,
            )
            c.claim_id = claim.id
            claims.append(claim)
        _share_string_quotes(text, cites, paren_ends, owned, claims[first_claim:])
        _an_ids_string(text, cites, paren_ends, claims[first_claim:])
        _share_parallels_quotes(cites, claims[first_claim:])
    for claim in claims:  # a block quotation either of two citations may be quoting
        also = [other for c in claim.citation_ids[:1] for other in shared.get(c, [])]
        if also:
            claim.quote_also_cited = also
    return claims


# What may stand between two citations of one string cite: a semicolon and a signal
# ("Quote." A; see also B.)
_STRING_JOIN = re.compile(
    r"\s*;\s*(?:(?:see|also|cf\.?|accord|but|compare|contra|and|with|e\.g\.,?|generally)[\s,]+)*",
    re.IGNORECASE,
)


def continues_string(text: str, before: Citation, after: Citation) -> bool:
    """Whether `after` continues a string cite from `before` ("A (holding ...); see also B")."""
    return _joins(text, parenthetical_after(text, before.end).end, after)


def in_history(text: str, cites: Sequence[Citation]) -> list[int]:
    """The indexes of the citations a subsequent history gives after the one before them ("A, rev'd,
    B", "A, aff'd sub nom. C v. D, B", "A, overruled by B"), or an explanatory phrase ("A,
    overruling B", "A, aff'g B"): B is A's history, and an "Id." after it means A."""
    ends = [parenthetical_after(text, c.end).end for c in cites]
    nested = set(inside_parentheticals(text, cites))
    out = []
    for i in range(1, len(cites)):
        # after the citation before it and its parentheticals (one cited inside them is theirs)
        before = next((j for j in range(i - 1, -1, -1) if j not in nested), None)
        if before is not None and _HISTORY_BETWEEN.fullmatch(text, ends[before], cites[i].start):
            out.append(i)
    return out


# A subsequent history's words between a citation and the next: ", rev'd, ", ", cert. denied, "
_HISTORY_BETWEEN = re.compile(
    r"\s*,\s*(?:(?:and\s+)?(?:rev['’]d|aff['’]d|vacated|reversed|affirmed|modified|overruled|abrogated|superseded"
    # (an explanatory phrase: what A did to B, Bluebook rule 1.6(a))
    r"|overruling|abrogating|superseding|disapproving|rev['’]g|aff['’]g|vacating|reversing|affirming|modifying"
    r"|disapproved|cert\.\s+(?:denied|granted|dismissed)|appeal\s+(?:dismissed|denied)|reh['’]g\s+(?:denied|granted)"
    r")(?:\s+(?:in\s+part|on\s+other\s+grounds|as\s+modified|sub\s+nom\.|and\s+remanded|mem\.|per\s+curiam"
    r"|without\s+(?:an\s+)?opinion|by\s+an\s+equally\s+divided\s+court|on\s+reh['’]g(?:\s+en\s+banc)?|en\s+banc))*"
    r"(?:\s+(?:by|in))?\s*,?\s*)+",
    re.IGNORECASE,
)


def inside_parentheticals(text: str, cites: Sequence[Citation]) -> list[int]:
    """The indexes of the citations that stand inside an earlier one's parenthetical ("A (citing B)":
    B's), the citations in text order."""
    ends = [parenthetical_after(text, c.end).end for c in cites]
    return [i for i, c in enumerate(cites) if any(cites[j].end <= c.start < ends[j] for j in range(i))]


def _joins(text: str, end: int, after: Citation) -> bool:
    """Whether `after` continues a string cite whose citation before it (and its parentheticals)
    ends at `end`."""
    return after.start >= end and _STRING_JOIN.fullmatch(text, end, after.start) is not None


def _an_ids_string(
    text: str, cites: Sequence[Citation], paren_ends: Sequence[int], block_claims: Sequence[Claim]
) -> None:
    """ "A; B. "Quote." Id.": an "Id." (or "Ibid.") after a string cite may mean any of its
    citations, so its quotation may be any one's: its claim names the string's others, and whose the
    words are is settled as for a quotation before a string (a quote of A was an error of B's)."""
    at = {c.id: n for n, c in enumerate(cites)}
    for i, c in enumerate(cites):
        k = at.get(c.antecedent_id or "")
        if c.form is not CitationForm.ID or k is None or k >= i or not block_claims[i].quotes:
            continue
        first = k
        while first > 0 and _joins(text, paren_ends[first - 1], cites[first]):
            first -= 1
        last = k
        while last + 1 < i and _joins(text, paren_ends[last], cites[last + 1]):
            last += 1
        others = [d.id for d in cites[first : last + 1] if d.id != c.antecedent_id and not d.is_short_form]
        if others and not block_claims[i].quote_also_cited:
            block_claims[i].quote_also_cited = others


def _share_string_quotes(
    text: str,
    cites: Sequence[Citation],
    paren_ends: Sequence[int],
    owned: dict[int, list[tuple[str, int, int]]],
    block_claims: Sequence[Claim],
) -> None:
    """ "Quote." A; B.: the quotation before a string cite may be any of its citations' words, so
    each claim of the string carries it and names the others (which one holds the words is settled
    when all are checked). A citation with quotations of its own ends the string."""
    for i, found in owned.items():
        if not any(end <= cites[i].start for _, _, end in found):
            continue  # the quotation follows its citation: it is that one's alone
        string = [i]
        j = i + 1
        while j < len(cites) and j not in owned and _joins(text, paren_ends[j - 1], cites[j]):
            string.append(j)
            j += 1
        if len(string) < 2:
            continue
        lead = block_claims[i]
        ids = [cites[k].id for k in string]
        for k in string:
            claim = block_claims[k]
            claim.quote_also_cited = [other for other in ids if other != cites[k].id]
            if k != i:
                claim.quotes, claim.quote_spans = list(lead.quotes), list(lead.quote_spans)


def _share_parallels_quotes(cites: Sequence[Citation], block_claims: Sequence[Claim]) -> None:
    """A quotation after a report of a case is its parallel citations' too ("X [2021] EWCA Civ 1234,
    [2022] 1 WLR 50 at [3], ... "..."": the neutral citation, whose judgment is read, checks it; it
    was the report's alone, which no public source holds, and went unchecked)."""
    by_text = {c.text: k for k, c in enumerate(cites)}
    for k, c in enumerate(cites):
        if block_claims[k].quotes:
            continue
        for parallel in c.components.parallel_citations:
            other = by_text.get(parallel)
            if other is not None and block_claims[other].quotes:
                block_claims[k].quotes = list(block_claims[other].quotes)
                block_claims[k].quote_spans = list(block_claims[other].quote_spans)
                break


# The opening of a "(quoting ...)" parenthetical, after any other signals it holds, right before
# the citation it names: "(internal quotation marks omitted) (quoting", "(alteration in original;
# quoting".
_QUOTING_BEFORE = re.compile(r"\(\s*(?:[^();]*;\s*)?quoting\s*$", re.IGNORECASE)
# California's and New York's "(A, cite, quoting B, cite)": no parenthetical of its own
_QUOTING_AFTER_A_COMMA = re.compile(r"\s*,\s*quoting\s+", re.IGNORECASE)


def _quoting(text: str, cites: Sequence[Citation], paren_ends: Sequence[int], i: int) -> int | None:
    """The index of the citation whose "(quoting ...)" parenthetical, or ", quoting" right after it,
    names citation `i`, or None."""
    c = cites[i]
    for j in range(i - 1, -1, -1):
        outer = cites[j]
        if outer.end <= c.start < paren_ends[j]:
            return j if _QUOTING_BEFORE.search(text, outer.end, c.start) else None
    if i > 0 and _QUOTING_AFTER_A_COMMA.fullmatch(text, paren_ends[i - 1], c.start):
        return i - 1
    return None


# How many citations back a quotation is looked for in a parenthetical (nested "(quoting ...)" ones)
_NESTED = 4


class _Reading(NamedTuple):
    """A block's citations in order, its sentences, its quotations, and each citation's quotations
    (by its index among the citations)."""

    cites: list[Citation]
    sentences: list[tuple[int, int]]
    quoted: list[tuple[str, int, int]]
    owned: dict[int, list[tuple[str, int, int]]]
    paren_ends: list[int]  # where each citation's parentheticals end
    unclosed: dict[int, list[tuple[str, int, int]]]  # quotations whose closing mark is missing, by owner
    far: frozenset[int]  # the starts of quotations owned from a sentence apart (read from their place)


def _read(block: Block) -> _Reading:
    text = block.text
    cites = sorted(block.citations, key=lambda c: c.start)
    sentences = split_sentences(text, [(c.start, c.end) for c in cites])
    marks = _paired(text)  # once, for the quotations closed and those left open
    after = [parenthetical_after(text, c.end) for c in cites]
    paren_ends = [a.end for a in after]
    defining = [span for a in after for span in a.defining]
    quoted = [
        q for q in find_quotes(text, marks) if not any(st <= q[1] and q[2] <= en for st, en in defining)
    ]
    unclosed = unclosed_quotes(text, [c.start for c in cites], marks)
    # a quotation its record citation follows ('"... growth," AC ¶ 52,', '"..." (R 45)') is the record's
    records = record_spans(text) if quoted else []
    records_own: set[tuple[str, int, int]] = set()
    for q in reversed(quoted):  # (the last of a list first: '"well positioned" and "poised ...," AC ¶ 52')
        listed = next((o for o in records_own if _LISTED_BEFORE.fullmatch(text, q[2], o[1])), None)
        if (
            (listed or _the_records(text, q[1], q[2], records))
            and not _the_cases_still(text, q[1], q[2], cites, sentences, paren_ends, records)
        ) or _an_id_of_the_record(text, q[2], cites):
            records_own.add(q)
    quoted = [q for q in quoted if q not in records_own]
    far: set[int] = set()
    return _Reading(
        cites,
        sentences,
        quoted,
        _quote_owners(text, cites, sentences, quoted, paren_ends, far),
        paren_ends,
        _quote_owners(text, cites, sentences, unclosed, paren_ends) if unclosed else {},
        frozenset(far),
    )


def _the_records(text: str, start: int, end: int, records: Sequence[tuple[int, int]]) -> bool:
    """Whether the quotation at text[start:end] is the record's: a record citation follows it, nothing
    but a comma, a space or a bracket between, or it stands in the parenthetical after one ("see AC
    ¶ 41 (alleging the Fund was "...")")."""
    k = bisect_left(records, (end, end))
    if k < len(records) and not text[end : records[k][0]].strip(" ,("):
        return True
    return _in_a_records_parenthetical(text, start, records)


def _an_id_of_the_record(text: str, end: int, cites: Sequence[Citation]) -> bool:
    """Whether an "Id." the brief wrote right after the quotation at text[:end] is no citation of
    the block: one of the record, dropped for citing it ("Nine days passed. Ex. 7. A plaintiff may
    show pretext "..." Id. at 208; see also Y": the words were checked against Y)."""
    m = _ID_NEXT.match(text, end)
    return m is not None and not any(c.start <= m.start("id") < c.end for c in cites)


# An "Id." right after a quotation's closing mark
_ID_NEXT = re.compile(r"[\s,.”\"’']*(?P<id>\b[Ii]d\.)")


def _in_a_records_parenthetical(text: str, start: int, records: Sequence[tuple[int, int]]) -> bool:
    """Whether text[start:] stands in the parenthetical the last record citation before it opens."""
    k = bisect_left(records, (start, start)) - 1
    return k >= 0 and _IN_ITS_PARENTHETICAL.match(text, records[k][1], start) is not None


# Between quotations listed together before their record citation: '"well positioned" and "poised ..."'
_LISTED_BEFORE = re.compile(r"[\s,]*(?:and|or|,)\s*(?:the\s+)?")
# From a record citation's end to a quotation inside the parenthetical it opens
_IN_ITS_PARENTHETICAL = re.compile(r"(?:[\d\s,:¶§.–-]|at\b|nn?\.)*\([^()]*$")
# Who or what speaks a quotation from the record, in its sentence before it: a party or its papers, a
# witness, the court below or a board, a document ("Defendants described the Fund as", "The Board found
# that", "the complaint alleges", "Officer Hale testified that"); words given with none of them and a
# record citation after them are still checked against the case cited (an invented quotation with "R.
# 45" after it passed)
_THE_RECORD_SPEAKS = re.compile(
    # (a party, not a rule's "a plaintiff must allege")
    r"(?<!\ba\s)(?<!\ban\s)(?<!\bany\s)(?<!\beach\s)\b(?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?"
    r"|respondents?|claimants?|debtors?|creditors?|movants?|counsel|prosecutors?|witness(?:es)?|officers?|detectives?"
    r"|employees?|the\s+(?:company|fund|firm|bank|lender|borrower|employer|insurer|carrier|board|agency|commission"
    r"|ALJ|jury|trial\s+(?:court|judge)|district\s+court|court\s+below|lower\s+court|motion\s+court|hearing\s+court"
    r"|magistrate(?:\s+judge)?|bankruptcy\s+court|hearing\s+officer|arbitrators?|complaint|policy|contract|lease"
    r"|agreement|plan|letter|e-?mail|memo(?:randum)?|notice|report|transcript|record|instructions?|verdict"
    r"|(?:minute\s+)?order|judgment|ruling))\b"
    # ... or a person's or a party's document: "Mahoney's email", "Keller's HR memo"
    r"|\b[A-Z][\w'’-]*['’]s\s+(?:\w+\s+)?(?:e-?mail|letter|memo|report|testimony|deposition|declaration|affidavit"
    r"|statement|text|message|notes?)\b",
    re.IGNORECASE,
)
# A court whose words are its opinion's, speaking before the quotation ("The Second Circuit held that",
# "The Supreme Court stated", "Our highest court said", "The Court found", "the panel"): the words are
# checked against the case cited, not taken for the record's (a trial court's, a board's, an ALJ's are)
_A_COURT_OF_APPEALS = rf"{A_CIRCUIT}|Court\s+of\s+Appeals|en\s+banc\s+court"
_A_COURT_SPEAKS = re.compile(
    rf"\b(?:{_A_COURT_OF_APPEALS}|Supreme\s+(?:Judicial\s+)?Court|Court\s+of\s+(?:Criminal\s+)?Appeals?"
    r"|(?-i:Court)|(?:highest|high|appeals?|appellate)\s+court|panel|en\s+banc|SJC)\b",
    re.IGNORECASE,
)
# ... of which a court of appeals speaks even words in a record citation's parenthetical
_APPELLATE_SPEAKS = re.compile(rf"\b(?:{_A_COURT_OF_APPEALS})\b", re.IGNORECASE)
# What may stand between a record citation and a case's citation it gives as the words' source: "AC ¶ 3
# (quoting X ...)", "(R. 45; X ...)", "Ex. 4 (X ...)"; not "J.A. 45 (citing X ...)", the court below's
# words, which cite X for what they say
# ... and a "quoting" further along: "R. 45 (alteration in original) (quoting X"
_QUOTING = re.compile(r"^[^.;]{0,60}?\bquoting\s*$", re.IGNORECASE)
_SOURCE_AFTER_RECORD = re.compile(
    r"[\s.,\"”]*(?:[;(]\s*(?:quoting\s+)?|\(\s*[^()]{0,20}?;\s*)", re.IGNORECASE
)


def _the_cases_still(
    text: str,
    start: int,
    end: int,
    cites: Sequence[Citation],
    sentences: Sequence[tuple[int, int]],
    paren_ends: Sequence[int],
    records: Sequence[tuple[int, int]],
) -> bool:
    """Whether a quotation a record citation follows is still given as a case's words: it stands in a
    case citation's parenthetical ("X (holding that "...," R. 45)"); its sentence cites or names the case
    before it ("In X, cite, the court held that "...," AC ¶ 3", "X held that ..."), or a court of appeals
    speaks it; or the record citation gives a case as the words' source ("AC ¶ 3 (quoting X ...)",
    "(R. 45; X ...)")."""
    sentence = next(((s, e) for s, e in sentences if s <= start < e), (0, len(text)))
    if any(
        c.type is CitationType.CASE and c.end <= start and end <= paren_ends[k] for k, c in enumerate(cites)
    ):
        return True  # (an "Id."'s own parenthetical too)
    cases = [
        (k, c) for k, c in enumerate(cites) if c.type is CitationType.CASE and c.form is not CitationForm.ID
    ]
    lead = text[sentence[0] : start]
    in_its_parenthetical = _in_a_records_parenthetical(text, start, records)
    if not in_its_parenthetical and (not _THE_RECORD_SPEAKS.search(lead) or _A_COURT_SPEAKS.search(lead)):
        # nothing says the words are the record's (a party's, a witness's, the court below's), or a
        # court whose words are its opinion's speaks them
        return True
    # (a case cited before it with no record citation between: "X; see AC ¶ 41 (alleging "...")" is the
    # record's)
    spoken = any(
        sentence[0] <= c.start < start
        and not any(c.end <= s < start for s, _ in records)
        # ("Applying X, the district court found that "...," SPA-12": the court below's words)
        and not _THE_RECORD_SPEAKS.search(text, c.end, start)
        for _, c in cases
    )
    if spoken or (in_its_parenthetical and _APPELLATE_SPEAKS.search(lead)):
        return True
    after = next((c for _, c in cases if c.start >= end), None)
    if after is None:
        return False
    named = {*distinctive(after.components.party_1), *distinctive(after.components.party_2)}
    if after.start < sentence[1] + 1 and named & set(tokens(lead)):
        return True  # "Pellegrino held that "..." Ex. 4 (Pellegrino ...)"
    between = list(text[end : after.start])
    for s, e in records:  # the record citations between, set aside
        for at in range(max(s, end), min(e, after.start)):
            between[at - end] = " "
    between_text = "".join(between)
    return (
        _SOURCE_AFTER_RECORD.fullmatch(between_text) is not None or _QUOTING.search(between_text) is not None
    )


def _marked(
    reading: _Reading, block: Block, mark: int | None
) -> tuple[str, list[tuple[str, QuoteSpan]]] | None:
    """The sentence of `block` a note's mark at `mark` follows, and the quotations in it that no
    citation of the block owns: what a note of citations alone is the authority for."""
    if mark is None or mark == 0 or mark > len(block.text):
        return None
    starts = [s for s, _ in reading.sentences]
    begin = starts[max(bisect_right(starts, mark - 1) - 1, 0)]
    owned = {(st, en) for found in reading.owned.values() for _, st, en in found}
    kept = [
        (q, QuoteSpan(block_path=block.path, start=st, end=en))
        for q, st, en in reading.quoted
        if begin <= en <= mark and (st, en) not in owned
    ]
    return block.text[min([begin, *(span.start for _, span in kept)]) : mark].strip(), kept


def _quote_owners(
    text: str,
    cites: Sequence[Citation],
    sentences: Sequence[tuple[int, int]],
    quoted: Sequence[tuple[str, int, int]],
    paren_ends: Sequence[int],
    far: set[int] | None = None,
) -> dict[int, list[tuple[str, int, int]]]:
    """Each quotation of a block (with its offsets) by the index (in `cites`) of the citation it
    belongs to: the citation whose parenthetical holds it ("A (holding that "..."); B"), the
    innermost where they nest; else by the module's rule. With `far`, a quotation a court is said
    to speak, two sentences before its citation, is that citation's, its start added to `far`."""
    owners: dict[int, list[tuple[str, int, int]]] = {}
    cite_starts = [c.start for c in cites]
    starts = [s for s, _ in sentences]

    def sentence_of(pos: int) -> int:
        return max(bisect_right(starts, pos) - 1, 0)

    for quote, start, end in quoted:
        before = bisect_left(cite_starts, start) - 1
        explained = next(
            (
                j
                for j in range(before, max(before - _NESTED, -1), -1)
                if cites[j].end <= start and end <= paren_ends[j]
            ),
            None,
        )
        if explained is not None:
            owners.setdefault(explained, []).append((quote, start, end))
            continue
        after = bisect_left(cite_starts, end)
        apart = (
            2 if after >= len(cites) else sentence_of(cites[after].start) - sentence_of(max(end - 1, start))
        )
        # a citation in the next sentence is the quotation's source, unless the quotation's sentence
        # says whose words they are ("In X (cite), the Court described it as "..."") and the next one
        # says something of its own ("Courts have likewise refused ... (see Y ...)")
        speaker = (
            _speaker(text, sentences[sentence_of(start)], cites, paren_ends, start) if apart == 1 else None
        )
        next_sentence = sentences[sentence_of(cites[after].start)] if apart == 1 else None
        if speaker is not None and next_sentence and _says_its_own(text, next_sentence, cites, paren_ends):
            owners.setdefault(speaker, []).append((quote, start, end))
            continue
        if apart <= 1:
            owners.setdefault(after, []).append((quote, start, end))
            continue
        same_sentence = before >= 0 and sentence_of(cites[before].start) == sentence_of(start)
        if same_sentence and cites[before].end <= start:
            owners.setdefault(before, []).append((quote, start, end))
            continue
        # the case just cited, its court said to speak the words in the next sentence ("X, cite. The
        # court explained: "..."", "It held that "...""): X's
        if (
            before >= 0
            and cites[before].type is CitationType.CASE
            and cites[before].end <= start
            and sentence_of(max(cites[before].end - 1, cites[before].start)) == sentence_of(start) - 1
            and _ITS_COURT_SAID.fullmatch(lead := text[sentences[sentence_of(start)][0] : start])
            and not _ANOTHER_SPEAKS.search(lead)
        ):
            owners.setdefault(before, []).append((quote, start, end))
            continue
        # a court said to speak it, its citation after a sentence of the brief's own ("As the Court
        # put it, "...". That rule controls. See X"): X's, read from where it stands
        if (
            far is not None
            and apart == 2
            and after < len(cites)
            and _A_COURT_SAID.search(
                _COURT_ADDRESSED.sub(" ", text[sentences[sentence_of(start)][0] : start])
            )
        ):
            owners.setdefault(after, []).append((quote, start, end))
            far.add(start)
    return owners


# The quotation's sentence opening with its case and a court speaking the words: "In X (cite), the
# Court described the standard as", "In X, cite, the court explained that"
_SPOKEN_BY_IT = re.compile(
    r"[\s,)\]]*(?:the\s+)?(?:\w+\s+){0,3}?(?:court|circuit|panel|majority|justices?|judges?)\b[^.;]{0,80}?"
    r"\b(?:described|explained|held|stated|said|noted|observed|wrote|found|concluded|reasoned|emphasized"
    r"|recognized|characterized|defined|announced|declared|ruled)\b",
    re.IGNORECASE,
)


# What opens the quotation's sentence before its case: "In", "Similarly, in", "Most recently, in"
_IN_BEFORE = re.compile(r"(?:\w+,?\s+){0,2}[Ii]n")


def _speaker(
    text: str,
    sentence: tuple[int, int],
    cites: Sequence[Citation],
    paren_ends: Sequence[int],
    quote_start: int,
) -> int | None:
    """The case citation the quotation's sentence opens with, "In" before it and a court speaking
    between it (and its parentheticals, "(en banc)") and the quotation; None otherwise."""
    s, _ = sentence
    k = next((k for k, c in enumerate(cites) if s <= c.start < quote_start), None)
    if k is None or cites[k].type is not CitationType.CASE:
        return None
    if not _IN_BEFORE.fullmatch(text[s : cites[k].start].strip()):
        return None
    return k if _SPOKEN_BY_IT.match(text, max(cites[k].end, paren_ends[k]), quote_start) else None


# What a citation sentence holds besides its citations and signals: history, a source's notes
# (a case's subsequent history, in the words a citation sentence gives it)
_HISTORY = (
    r"denied|granted|dismissed|rev['’]?d|aff['’]?d|vacated|affirmed|reversed|modified|overruled|abrogated"
    r"|on|grounds|in|part|sub|reh['’]?g|en|banc|per|curiam"
)
_CITATION_SENTENCE_WORDS = re.compile(
    rf"\b(?:{_HISTORY}|cert|nom|lv|mod|quoted|cited|approval|emphasis|added|omitted|supplied|internal"
    r"|quotation|marks|citations?|alterations?|original|supra|at|p|pp|n|fn|ibid)\b",
    re.IGNORECASE,
)


def _says_its_own(
    text: str, sentence: tuple[int, int], cites: Sequence[Citation], paren_ends: Sequence[int]
) -> bool:
    """Whether a sentence holding a citation says something of its own (three words or more once
    its citations, their parentheticals, signals, history and a source's notes are set aside)."""
    s, e = sentence
    words = text[s:e]
    for c, paren_end in zip(cites, paren_ends, strict=True):
        if s <= c.start < e:
            words = words.replace(text[c.start : min(max(c.end, paren_end), e)], " ")
    rest = _CITATION_SENTENCE_WORDS.sub(" ", _SIGNAL_WORDS.sub(" ", words))
    return len(rest.split()) >= 3


_QUOTE_MARKS = re.compile(r"[\"“”]")
# A verb of saying after whoever speaks: "(The court) explained", "(As the Second Circuit) put it"
_SAYING = (
    r"[^.:;]{0,60}?\b(?:explained|explains"
    r"|wrote|writes|stated|states|held|holds|observed|observes|noted|notes|reasoned|said|says|put\s+it|declared"
    r"|emphasi[sz]ed|emphasi[sz]es|instructed|instructs|recogni[sz]ed|concluded|found|ruled|continued|went\s+on"
    r"|made\s+clear|makes\s+clear|cautioned|cautions|reiterated|elaborated|announced|opined|warned|warns|added"
    r"|adds|stressed|stresses|underscored|underscores|pointed\s+out|points\s+out|remarked|commented|admonished"
    r"|clarified|articulated|summari[sz]ed|spelled\s+out|spells\s+out|set\s+out|sets\s+out|set\s+forth"
    r"|sets\s+forth|teaches|taught|acknowledged|put\s+the\s+point|(?<=['’]s\s)words)\b"
)
# A lead-in saying a court spoke the words that follow: "The court explained the penalty at length:",
# "As the Second Circuit put it:" (not "The factors are:", "ARGUMENT:", "The question presented is:")
_SAYS_WHAT_FOLLOWS = re.compile(
    r"\b(?:court|circuit|justice|judge|opinion|majority|panel|[A-Z][\w'’]+)\b"
    + _SAYING
    # (the words after the verb lead to the quotation, not a clause of the brief's own: "has made
    # clear that a plaintiff must show three things:")
    + r"(?:(?!\bthat\b)[^.:;]){0,60}:\s*$",
    re.IGNORECASE,
)
# The same before a quotation in its sentence ("As the Court put it, "...""), a court (not a party,
# not "Congress") named as the speaker
_A_COURT_SAID = re.compile(
    r"\b(?:court|circuit|justices?|judges?|opinion|majority|panel)\b" + _SAYING,
    re.IGNORECASE,
)
# A lead-in saying the court of the case just cited speaks the words after it: "The court explained:",
# "It held that", "As the Second Circuit put it," (not "Here, the court found")
_ITS_COURT_SAID = re.compile(
    r"\W*(?:(?:and|so|thus|indeed|moreover|further|again|then|there|as|in\s+so\s+holding),?\s+){0,2}"
    r"(?:it|the\s+(?:[\w.]+\s+){0,2}?(?:court|circuit|panel|majority|opinion|justices?))\b"
    + _SAYING
    + r"[^.;!?]{0,80}",
    re.IGNORECASE,
)
# Another than the cited case said to speak in a lead-in citing it ("Relying on Hale, cite, the
# district court held:"): the words after are the decision below's, or a witness's
_ANOTHER_SPEAKS = re.compile(
    r"\b(?:(?:district|trial|bankruptcy|lower|magistrate|state|family|probate|circuit)\s+court|court\s+below"
    r"|magistrate\s+judge|agency|board|commission|ALJ|jury|witness|officer|plaintiff|defendant|appellant"
    r"|appellee|petitioner|respondent|relying\s+on|citing)\b",
    re.IGNORECASE,
)
# How many words a paragraph of a block quotation a file did not set apart has at the least (a
# record citation, "JA-31 (Diaz Dep. 45:3-12).", or a heading between ends the run)
_QUOTED_WORDS = 8
# A paragraph that is one quotation whole, in its marks ("“We hold that ... notice.”")
_QUOTED_WHOLE = re.compile(r"^\s*[\"“][^\"“”]*[\"”][.,;]?\s*$")
# How many paragraphs one block quotation may run to, in a file that sets none apart
_BLOCK_PARAGRAPHS = 3


def set_apart_unmarked(blocks: Sequence[Block]) -> tuple[list[Block], frozenset[str]]:
    """The blocks with a block quotation that lost its indentation (a plain-text brief, a PDF)
    set apart, and the paths of those so read: after a lead-in saying a court spoke ("The court
    explained:"), up to three paragraphs opening as a sentence or a quotation does, with no citation
    of their own and no more than the court's own quotation marks inside (or one quotation whole,
    in its marks), before a paragraph opening with a citation ("Hale, 600 F.3d at 501-02. ...") or
    after a lead-in that cites the case said to speak ("In Hale, cite, the court explained:"). Read
    so by where it stands, a mismatch is for a person (the paragraph may be the brief's own); so too
    for a PDF's paragraph the reader set apart by its indentation alone, and as `_read_set_in` says
    for a paragraph set in."""
    out = list(blocks)
    # a PDF's block quotation is read from its layout alone (a paragraph set in): an indented list or
    # the brief's own text may look the same
    inferred = {b.path for b in out if b.quotation and b.page is not None}
    taken_back = _read_set_in(out, inferred)
    paragraphs = [i for i, b in enumerate(out) if b.type == "paragraph"]
    for k, before in enumerate(paragraphs[:-1]):
        lead = out[before]
        if not _says_what_follows(lead) or not _names_a_court(lead):
            continue
        run: list[int] = []
        for at in paragraphs[k + 1 : k + 1 + _BLOCK_PARAGRAPHS]:
            if not _may_be_quoted(out[at]) or out[at].path in taken_back:
                break
            run.append(at)
        if not run:
            continue
        after = next((i for i in paragraphs if i > run[-1]), None)
        if not (after is not None and _opens_with_a_citation(out[after])):
            # the lead-in's own case speaks: only the paragraph right after it is its quotation
            if not _cites_its_speaker(lead):
                continue
            run = run[:1]
        for at in run:
            out[at] = out[at].model_copy(update={"quotation": True})
            inferred.add(out[at].path)
    # a paragraph in quotation marks whole, its citation the paragraph after it, as a block
    # quotation's citation stands (no signal, no words of its own), and no party, document or
    # statute named as its speaker before it: the cited court's words, read so by where they stand
    # (a misquote so set was never compared)
    for k, at in enumerate(paragraphs[:-1]):
        block, after = out[at], out[paragraphs[k + 1]]
        lead = out[paragraphs[k - 1]] if k > 0 else None
        if (
            not block.quotation
            and _QUOTED_WHOLE.match(block.text)
            and _may_be_quoted(block)
            and block.path not in taken_back
            and _cited_alone(after)
            and (lead is None or not _ANOTHER_SOURCE.search(lead.text[-200:]))
        ):
            out[at] = block.model_copy(update={"quotation": True})
            inferred.add(block.path)
    return out, frozenset(inferred)


def _cited_alone(block: Block) -> bool:
    """Whether a paragraph opens with a citation and no signal, and its first sentence says nothing
    of its own ("Hale v. Pratt, 600 F.3d 500, 501 (2d Cir. 2011)."), as a block quotation's does."""
    if not block.citations:
        return False
    first = min(block.citations, key=lambda c: c.start)
    if block.text[: first.start].strip():
        return False
    sentence_end = next((e for s, e in split_sentences(block.text) if s <= first.start < e), len(block.text))
    rest = block.text[first.end : sentence_end]
    rest = _TRAILING_PAREN.sub("", rest) if rest.strip().startswith("(") else rest
    return len(re.findall(r"[A-Za-z]{2,}", _PARENTHESES.sub(" ", rest))) <= 1


_PARENTHESES = re.compile(r"\([^()]*\)")


def _says_what_follows(lead: Block) -> bool:
    """Whether a paragraph ending in a colon says a court speaks the words after it."""
    return lead.text.rstrip().endswith(":") and _SAYS_WHAT_FOLLOWS.search(lead.text) is not None


def _cites_its_speaker(lead: Block) -> bool:
    """Whether a lead-in cites the case said to speak the words after it ("In Hale, cite, the court
    explained:"), not one another relied on."""
    return (
        bool(lead.citations) and _lead_in_citation(lead) is not None and not _ANOTHER_SPEAKS.search(lead.text)
    )


# A lead-in naming who speaks in the quotation set in after it: a court, a judge, an opinion, or a
# case cited or named ("In Hale v. Pratt, the Second Circuit warned:")
_A_SPEAKER = re.compile(
    r"\b(?:courts?|circuit|justices?|judges?|opinion|majority|plurality|panel|dissent|concurrence)\b|\sv\.\s",
    re.IGNORECASE,
)


# A lead-in naming a party, a document or the brief itself as the source of what follows ("Plaintiff
# alleges as follows:", "The lease provides:", "We argue three points:")
_ANOTHER_SOURCE = re.compile(
    r"\b(?:alleg\w*|complaint|petition|lease|contract|agreement|policy|provides?|provided|testif\w*|testimony"
    r"|deposition|transcript|affidavit|declaration|letter|e-?mail|statute|regulation|ordinance|we|our|argues?"
    r"|argued|contends?|plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|witness|record)\b",
    re.IGNORECASE,
)


def _names_a_court(lead: Block) -> bool:
    """Whether a lead-in's speaker may be a court: it names one (not as whom a party addressed, "told
    the court"), or names no party, document or the brief itself ("The contract states:", "Our
    opening brief explained:")."""
    if _A_SPEAKER.search(_COURT_ADDRESSED.sub(" ", lead.text)):
        return True
    return not _ANOTHER_SOURCE.search(lead.text)


# The court as whom a party spoke to, not as the speaker: "Plaintiff told the court:"
_COURT_ADDRESSED = re.compile(
    r"\b(?:told|asked|urged|informed|assured|persuaded|reminded|argued\s+to|represented\s+to|before|to)\s+"
    r"the\s+(?:\w+\s+)?(?:court|judge|panel)\b",
    re.IGNORECASE,
)


def _read_set_in(blocks: list[Block], inferred: set[str]) -> set[str]:
    """Settle each paragraph read as a quotation from its indentation alone (`Block.set_in`: a
    .docx's set in on the left after a colon, a plain file's set in from the margin). Taken back
    where its lead-in ends in a colon naming no court or case that could have said it, unless the
    paragraph after opens with a citation and the lead-in names no other source of its words
    ("Plaintiff alleges as follows:", "The lease provides:"):
    indented allegations, clauses, testimony and the brief's own points are not the cited case's
    words. Read from its place alone (a mismatch for a person) unless a paragraph of citations
    cites it after, as the Bluebook cites a block quotation, or its lead-in says a court speaks or
    cites the case said to. Returns the paths of those taken back."""
    lead: Block | None = None  # the paragraph before the run of set-in paragraphs
    taken_back: set[str] = set()
    for i, block in enumerate(blocks):
        if block.type != "paragraph":
            lead = None
            continue
        if not block.set_in:
            lead = block
            continue
        following = next((b for b in blocks[i + 1 :] if not b.set_in), None)
        cited_after = following is not None and _citing_paragraph(following) is not None
        named = lead is not None and bool(
            lead.citations or _A_SPEAKER.search(_COURT_ADDRESSED.sub(" ", lead.text))
        )
        unled = lead is not None and not lead.text.rstrip().endswith(":")
        # cited after it, in a paragraph of citations or one opening with its citation
        cited = (cited_after or (following is not None and _opens_with_a_citation(following))) and not (
            lead is not None and _ANOTHER_SOURCE.search(lead.text)
        )
        if not (named or cited or unled):
            blocks[i] = block.model_copy(update={"quotation": False, "set_in": False})
            taken_back.add(block.path)
        elif not (
            cited_after or (lead is not None and (_says_what_follows(lead) or _cites_its_speaker(lead)))
        ):
            inferred.add(block.path)
    return taken_back


def _may_be_quoted(block: Block) -> bool:
    """A paragraph that may be a block quotation its file did not set apart: no citation of its own,
    opening as a sentence does (or as a quotation), and either one quotation whole or at most the
    quoted court's own quotation marks inside (an even number of them)."""
    if block.type != "paragraph" or block.quotation or block.citations:
        return False
    text = block.text.lstrip()
    if len(text.split()) < _QUOTED_WORDS:
        return False
    if _QUOTED_WHOLE.match(block.text):
        return True
    return (text[:1].isupper() or text[:1] == "[") and len(_QUOTE_MARKS.findall(text)) % 2 == 0


def _opens_with_a_citation(block: Block) -> bool:
    if not block.citations:
        return False
    first = min(block.citations, key=lambda c: c.start)
    return not _SIGNAL_WORDS.sub(" ", block.text[: first.start]).split()


def block_quotations(
    blocks: Sequence[Block], inferred: frozenset[str] = frozenset()
) -> tuple[dict[str, list[tuple[str, QuoteSpan]]], dict[str, list[str]]]:
    """The block quotations of a document (with where each stands) by the id of the citation each
    belongs to, and for a block either of two citations may be quoting (the lead-in's case and
    another case's citation closing the block), each one's other. The quoted court's own citations
    inside one are cut out of it: its words either side are each a quotation of the citation it
    belongs to."""
    owned: dict[str, list[tuple[str, QuoteSpan]]] = {}
    shared: dict[str, list[str]] = {}
    last_of: dict[str, int] = {}  # the block each citation's latest block quotation stands in

    def own(cite_id: str, quoted: list[tuple[str, QuoteSpan]], n: int, placed: bool = False) -> None:
        for quote, span in quoted:
            # the paragraph right after one of the same citation's: one quotation going on
            span.continues = last_of.get(cite_id) == n - 1
            span.inferred = placed or span.block_path in inferred
            owned.setdefault(cite_id, []).append((quote, span))
            last_of[cite_id] = n

    for n, block in enumerate(blocks):
        if not block.quotation:
            continue
        closing, inner, following, after, speaker, doubt, said_by_a_court = _block_parts(blocks, n)
        quoted = _fragments(block, inner, closing.start if closing is not None else len(block.text))
        if not quoted:
            continue
        if closing is not None:  # "... the words quoted. Smith, 1 F.3d at 5."
            own(closing.id, quoted, n)
            continue
        # a block quotation of several paragraphs is one: its citation is after the last, its
        # lead-in before the first
        if after is not None:
            own(after.id, quoted, n)
            continue
        if following is not None and following.citations:
            first = min(following.citations, key=lambda c: c.start)
            if following.quotation and len(following.citations) == 1 and _ends_quote(following, first):
                own(first.id, quoted, n)  # "... the last words. Smith, 1 F.3d at 5."
                continue
            if len(_SIGNAL_WORDS.sub(" ", following.text[: first.start]).split()) == 0:
                own(first.id, quoted, n)
                continue
        if speaker is not None:
            own(speaker.id, quoted, n)
            if doubt is not None:  # whose words they are is settled when both are read
                own(doubt.id, quoted, n)
                shared.setdefault(speaker.id, []).append(doubt.id)
                shared.setdefault(doubt.id, []).append(speaker.id)
            continue
        # a court said to speak it, and the paragraph after citing a case further on ("That is the
        # rule. See X."): X's, read from where it stands
        cited = [c for c in following.citations if c.type is CitationType.CASE] if following else []
        if said_by_a_court and cited:
            own(min(cited, key=lambda c: c.start).id, quoted, n, placed=True)
    return owned, shared


_CLOSES_A_SENTENCE = frozenset('.?!:;"”’)]')
# A lead-in's citation the quoted court relied on, not the one said to speak
_RELIED_ON = re.compile(
    r"\b(?:quoting|citing|relying(?:\s+(?:up)?on)?|following|cited\s+in|and)[\s,]*$", re.IGNORECASE
)


class _BlockParts(NamedTuple):
    closing: Citation | None  # the brief's citation ending the block, if it ends in one
    inner: list[Citation]  # the quoted court's own citations inside it
    following: Block | None  # the paragraph after the block quotation (all its paragraphs)
    after: Citation | None  # the brief's citation of it in a paragraph of citations after it
    speaker: Citation | None  # the lead-in's citation the quotation is said to be from
    doubt: Citation | None  # another case's citation closing the block: its words, or the speaker's
    said_by_a_court: bool  # the lead-in says a court spoke the words after it ("The court explained:")


def _block_parts(blocks: Sequence[Block], n: int) -> _BlockParts:
    """Whose the block quotation `blocks[n]` is, and which of its citations are the quoted court's.
    The brief's citation of the block: a paragraph of citations after it, or a lead-in's ("In Hale,
    cite, the court explained:") when the block ends in the court's own "Id.", a signalled citation
    or another case than the lead-in's; a citation ending the block is then the quoted court's own."""
    block = blocks[n]
    every = sorted(block.citations, key=lambda c: c.start)
    nested = set(inside_parentheticals(block.text, every))
    cites = [c for i, c in enumerate(every) if i not in nested]  # "(quoting Roe ...)" is its own's
    following = next((b for b in blocks[n + 1 :] if b.type == "paragraph" and not _inside_quote(b)), None)
    leading = next((b for b in reversed(blocks[:n]) if not _inside_quote(b)), None)
    after = _citing_paragraph(following)
    speaker = _lead_in_citation(leading) if leading is not None else None
    closing = _closing(block, cites)
    # another case than the one the lead-in's last sentence says speaks ("In Hale, cite, the court
    # explained:"), not only the one a colon's paragraph cites ("Hale, cite, is not to the contrary.
    # The Supreme Court has since explained:")
    said_to_speak = speaker is not None and leading is not None and _in_last_sentence(leading, speaker)
    doubt = None
    if closing is not None and (
        (after is not None and after.form is not CitationForm.ID)  # an "Id." after means the closing one
        or (speaker is not None and _courts_own(block, closing))
        or (said_to_speak and speaker is not None and not _same_case(closing, speaker))
    ):
        if after is None and speaker is not None and not _courts_own(block, closing):
            doubt = closing
        closing = None
    inner = cites[: cites.index(closing)] if closing is not None else cites
    said = (
        leading is not None
        and leading.type == "paragraph"
        and _says_what_follows(leading)
        and _names_a_court(leading)
    )
    return _BlockParts(closing, inner, following, after, speaker, doubt, said)


def quoted_courts_citations(blocks: Sequence[Block]) -> set[str]:
    """The ids of the citations inside block quotations that are the quoted court's own (every one
    but the brief's citation closing a block, and those in their parentheticals): an "Id." after
    the block never means one of them."""
    own: set[str] = set()
    for n, block in enumerate(blocks):
        if block.quotation and block.citations:
            closing = _block_parts(blocks, n).closing
            own.update(c.id for c in block.citations if closing is None or c.start < closing.start)
    return own


def _in_last_sentence(paragraph: Block, cite: Citation) -> bool:
    sentences = split_sentences(paragraph.text, [(c.start, c.end) for c in paragraph.citations])
    return not sentences or cite.start >= sentences[-1][0]


def _same_case(cite: Citation, other: Citation) -> bool:
    """Whether two citations cite one case: the same, a short form of it, or its slot."""
    if cite.id == other.id or cite.antecedent_id == other.id:
        return True
    a, b = cite.components, other.components
    return bool(a.volume and a.reporter) and (a.volume, a.reporter) == (b.volume, b.reporter)


def _citing_paragraph(paragraph: Block | None) -> Citation | None:
    """The first citation of a paragraph of nothing but citations ("Hale v. Pratt, 600 F.3d 300, 303
    (2d Cir. 2011)."), the way a brief cites the block quotation before it; else None."""
    if paragraph is None or paragraph.quotation or not paragraph.citations:
        return None
    cites = sorted(paragraph.citations, key=lambda c: c.start)
    rest, at = [], 0
    for cite in cites:
        if cite.start >= at:
            rest.append(paragraph.text[at : cite.start])
            at = parenthetical_after(paragraph.text, cite.end).end
    rest.append(paragraph.text[at:])
    return cites[0] if not _SIGNAL_WORDS.sub(" ", " ".join(rest)).split() else None


def _courts_own(block: Block, cite: Citation) -> bool:
    """Whether a citation ending a block quotation reads as the quoted court's own: "Id." or one a
    signal opens ("See Roe, cite.", "Cf. Lee, cite."), as the brief's citation of a direct quotation
    never is."""
    before = block.text[: cite.start]
    ident = cite.is_short_form and cite.text.lower().startswith("id")
    return ident or bool(_SIGNAL_TAIL.search(before) or _CUT_SIGNAL.search(before))


def _closing(block: Block, cites: list[Citation]) -> Citation | None:
    """The citation a block quotation ends in, the first of a string ending it ("... the words.
    Smith, cite; see also Doe, cite."), or None. One closing a sentence before it, or ending the
    quotation inside its last sentence, is the quoted court's own."""
    if not cites or not _ends_quote(block, cites[-1]):
        return None
    first = cites[-1]
    for before in reversed(cites[:-1]):
        if not continues_string(block.text, before, first):
            break
        first = before
    # the brief's citation stands as its own sentence: one inside a sentence ("... under 29 U.S.C.
    # § 216(b).") is the quoted court's
    before_it = _SIGNAL_TAIL.sub("", block.text[: first.start]).rstrip()
    return first if not before_it or before_it[-1] in _CLOSES_A_SENTENCE else None


# The brief's note that it left the court's citation out: "(citation omitted)", "[citations omitted]"
_OMITTED_HERE = re.compile(
    r"\s*[(\[](?:internal\s+)?(?:citations?|footnotes?)(?:\s+and\s+\w+(?:\s+\w+)?)?\s+omitted\.?[)\]]\.?",
    re.IGNORECASE,
)


# An inner citation's parenthetical that is no words of the court's: what it quotes or cites
_NOT_THE_COURTS_WORDS = re.compile(
    r"\s*(?:quoting|citing|cited|alteration|emphasis|internal|cleaned)\b", re.I
)


def _fragments(block: Block, inner: list[Citation], end: int) -> list[tuple[str, QuoteSpan]]:
    """The block quotation's words before `end`, cut at the quoted court's own citations (each with
    its signal and parenthetical, whose words, the court's, are a piece of their own) and at the
    brief's "(citation omitted)", as (quotation, span) pieces of at least a few words."""
    pieces: list[tuple[str, QuoteSpan]] = []
    cuts: list[tuple[int, int, Citation | None]] = [(c.start, c.end, c) for c in inner]
    cuts += [(m.start(), m.end(), None) for m in _OMITTED_HERE.finditer(block.text, 0, end)]
    at = 0
    for start, stop_at, cite in [*sorted(cuts, key=lambda c: c[0]), (end, end, None)]:
        if start < at:
            continue
        stop = start
        body = _SIGNAL_TAIL.sub("", block.text[at:stop])
        if cite is not None:  # "...; see" or "(" opening the citation's own sentence or clause
            body = _CUT_SIGNAL.sub("", body)
        quote = _quotation_text(body)
        if len(quote.split()) >= _MIN_QUOTE_WORDS:
            lead = at + len(body) - len(body.lstrip())
            text = body.strip()
            if cite is not None:  # the stop or comma the citation took with it is not the court's
                text = text.rstrip(" ,;(")
            pieces.append(
                (quote.rstrip(" ,;(") if cite is not None else quote,
                 QuoteSpan(block_path=block.path, start=lead, end=lead + len(text)))
            )  # fmt: skip
        if cite is not None:
            said = parenthetical_after(block.text, cite.end)
            opened = block.text.find(said.said, cite.end) if said.said else -1
            if opened >= 0 and len(said.said.split()) >= 4 and not _NOT_THE_COURTS_WORDS.match(said.said):
                pieces.append(
                    (" ".join(said.said.split()),
                     QuoteSpan(block_path=block.path, start=opened, end=opened + len(said.said)))
                )  # fmt: skip
            at = said.end
        else:
            at = stop_at
        if start < end:
            at += len(block.text[at:]) - len(block.text[at:].lstrip(" .,;)"))
    return pieces


def _lead_in_citation(leading: Block) -> Citation | None:
    """The citation of a lead-in paragraph a block quotation after it is quoted from: the first its
    last sentence cites that the court is not said to rely on ("In Smith, cite, relying on Doe,
    cite, the court held:"). A lead-in ending in a colon with no citation in its last sentence gives
    the paragraph's last; one whose last sentence cites nothing else gives none."""
    if not leading.citations:
        return None
    cites = sorted(leading.citations, key=lambda c: c.start)
    sentences = split_sentences(leading.text, [(c.start, c.end) for c in cites])
    last_start = sentences[-1][0] if sentences else 0
    in_last = [c for c in cites if c.start >= last_start]
    if not in_last:
        return cites[-1] if leading.text.rstrip().endswith(":") else None
    for cite in in_last:
        if not _RELIED_ON.search(leading.text[last_start : cite.start]):
            return cite
    return in_last[-1]


def _inside_quote(block: Block) -> bool:
    """A paragraph of a block quotation with no citation of its own: more of the same quotation."""
    return block.quotation and not block.citations


def _ends_quote(block: Block, cite: Citation) -> bool:
    """Whether `cite` closes the block quotation `block` (nothing but its parenthetical after it)."""
    return not block.text[parenthetical_after(block.text, cite.end).end :].strip(" .;")


def _quotation_text(body: str) -> str:
    """A block quotation's words: without the marks around it or a trailing status parenthetical."""
    text = body.strip()
    while True:
        m = _TRAILING_PAREN.search(text)
        if not m or not _STATUS.match(" ".join(m.group(1).split())):
            break
        text = text[: m.start()].rstrip()
    return " ".join(text.strip("\"“”'‘’ ").split())


Marks = tuple[list[tuple[int, int]], list[int]]


def _paired(text: str) -> Marks:
    """The double quotation marks of `text` paired: (opening, closing) offsets of each quotation,
    and the offsets of those that open one and never close it (straight, curly and typed apart)."""
    pairs: list[tuple[int, int]] = []
    if '"' not in text and "\u201c" not in text and "\u201d" not in text and "''" not in text:
        return pairs, []
    # the marks still open: straight, curly, and a typewriter's or TeX's ("''...''", "``...''"), which
    # close only their own (an inch mark, "12''", or "the ''notice'' rule" inside a curly quotation)
    open_marks: dict[str, list[int]] = {"straight": [], "curly": [], "typed": []}
    for m in _DOUBLE_MARKS.finditer(text):
        at, mark = m.start(), m.group()
        kind = "straight" if mark == '"' else "typed" if mark in ("''", "``") else "curly"
        before = text[m.start() - 1] if m.start() else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if kind == "typed":
            opens = mark == "``" or (not open_marks["typed"] and before in _OPENS_AFTER)
        elif kind == "curly":
            opens = mark == "\u201c"
            # a curly mark the wrong way round, as its place shows: a German "„...“" closes on a left
            # mark; Word and pasted text open with a right one ("”...”")
            opening_place = before in _OPENS_AFTER and after not in _CLOSES_BEFORE
            closing_place = before not in _OPENS_AFTER and after in _CLOSES_BEFORE
            if opens and open_marks["curly"] and closing_place:
                opens = False
            elif not opens and not open_marks["curly"] and opening_place:
                opens = True
        else:
            if before.isspace() and after.isspace():
                continue  # a mark standing alone (a ditto) opens and closes nothing
            opens = before in _OPENS_AFTER and after not in _CLOSES_BEFORE
            if opens == (before not in _OPENS_AFTER and after in _CLOSES_BEFORE):
                opens = not open_marks["straight"]  # neither or both: what the marks around it need
        if opens:
            open_marks[kind].append(m.end() - 1)  # (a two-character mark opens at its second)
        elif open_marks[kind]:
            pairs.append((open_marks[kind].pop(), at))
    return pairs, sorted(open_marks["straight"] + open_marks["curly"])


def unclosed_quotes(
    text: str, stops: Sequence[int] = (), marks: Marks | None = None
) -> list[tuple[str, int, int]]:
    """The quotations whose closing mark is missing (text, start, end), each read from its opening
    mark to the end of its sentence, or to the first of `stops` (where citations start) before it;
    `marks` the text's marks paired, when the caller has them."""
    out = []
    for at in (marks or _paired(text))[1]:
        stop = _SENTENCE_STOP.search(text, at + 1)
        end = stop.end() if stop else len(text)
        end = min([end, *(s for s in stops if s > at)])
        quote = " ".join(text[at + 1 : end].split()).rstrip(" ,;:")
        if len(quote.split()) >= _MIN_UNCLOSED_WORDS:
            out.append((quote, at, end))
    return out


def find_quotes(text: str, marks: Marks | None = None) -> list[tuple[str, int, int]]:
    """Quoted passages (text, start, end) in straight or curly quotes, longest first wins;
    `marks` the text's double marks paired, when the caller has them."""
    found: list[tuple[str, int, int]] = []
    for start, end in (marks or _paired(text))[0]:
        quote = " ".join(text[start + 1 : end].split())
        if (
            _quotes_enough(quote) or _a_word_given_as_the_courts(text, start, quote)
        ) and not _a_figure_of_anothers(text, start, quote):
            found.append((quote, start, end + 1))
    for mark, pattern in (("‘", _SINGLE), ("'", _STRAIGHT_SINGLE)):
        for m in _single_quotations(text, mark, pattern):
            quote = " ".join(m.group(1).split())
            if _quotes_enough(quote) and not _a_figure_of_anothers(text, m.start(), quote):
                found.append((quote, m.start(), m.end()))
    found.sort(key=lambda q: (q[1], -(q[2] - q[1])))
    kept: list[tuple[str, int, int]] = []
    for q in found:
        if not kept or q[1] >= kept[-1][2]:
            kept.append(q)
    return kept


def _a_figure_of_anothers(text: str, start: int, quote: str) -> bool:
    """Whether a one-word figure quoted at `start` is the record's, as a quotation is
    (`_THE_RECORD_SPEAKS` in its sentence before it, no court of appeals speaking): "Plaintiff's lease
    set a "$150" fee" quotes no case."""
    if len(quote.split()) > 1:
        return False
    before = text[max(0, start - 200) : start]
    sentence = before[max(before.rfind(". "), before.rfind("? "), before.rfind("! ")) + 1 :]
    return _THE_RECORD_SPEAKS.search(sentence) is not None and not _A_COURT_SPEAKS.search(sentence)


def _a_word_given_as_the_courts(text: str, start: int, quote: str) -> bool:
    """Whether one word quoted at `start` is told as the court's ("The court held the clause
    "enforceable""): a quotation to check, not the brief's scare quotes."""
    return (
        len(quote.split()) == 1
        and GIVEN_AS_THE_COURTS.search(text, max(0, start - 80), start + 1) is not None
    )


def _quotes_enough(quote: str) -> bool:
    """Whether quoted words are read as a quotation: two words or more, or one figure."""
    words = quote.split()
    return len(words) >= _MIN_QUOTE_WORDS or (
        len(words) == 1 and _A_FIGURE.fullmatch(words[0].rstrip(".,;:")) is not None
    )


def _single_quotations(text: str, mark: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """The single quotations `pattern` reads at each `mark` that can open one, left to right."""
    at = text.find(mark)
    while at >= 0:
        before = text[at - 1] if at else " "
        m = pattern.match(text, at) if before.isspace() or before in _SINGLE_OPENS_AFTER else None
        if m is not None:
            yield m
        at = text.find(mark, m.end() if m is not None else at + 1)


class Parentheticals(NamedTuple):
    """The parentheticals right after a citation: the explanatory ones joined (None when none),
    where they end, how the brief describes the opinion ("per curiam", "en banc"), and where those
    defining the brief's short name for the case stand (start, end)."""

    said: str | None
    end: int
    described: list[str]
    defining: list[tuple[int, int]]


def parenthetical_after(text: str, pos: int) -> Parentheticals:
    """Explanatory parentheticals right after `pos`, joined; and where they end.

    Status parentheticals ("(unpublished)", "(en banc)") are skipped but consumed; those that say
    what kind of opinion it is are kept apart.
    """
    parts: list[str] = []
    described: list[str] = []
    defining: list[tuple[int, int]] = []
    end = pos
    while True:
        i = end
        while i < len(text) and text[i] in " \t\n":
            i += 1
        if i >= len(text) or text[i] != "(":
            break
        close = _balanced_end(text, i)
        if close is None:
            break
        body = " ".join(text[i + 1 : close].split())
        if _DESCRIBED.match(body):
            described.append(body.lower())
        elif _DEFINES_A_NAME.match(body):
            defining.append((i, close + 1))
        elif not _STATUS.match(body) and len(body.split()) >= 2:
            parts.append(body)
        end = close + 1
    return Parentheticals("; ".join(parts) or None, end, described, defining)


def _balanced_end(text: str, open_at: int) -> int | None:
    depth = 0
    for j in range(open_at, min(len(text), open_at + 2000)):
        ch = text[j]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


def _citations_only(
    text: str,
    sentence: tuple[int, int],
    cites: Sequence[Citation],
    cite_starts: Sequence[int],
    paren_ends: Sequence[int],
) -> bool:
    """True when the sentence holds nothing but citations, signals and parentheticals.
    `cites` are in order of start (`cite_starts`), `paren_ends[i]` where cite i's parentheticals
    end: only the citations near the sentence are looked at (bisected, not scanned)."""
    s, e = sentence
    j = bisect_left(cite_starts, s)
    while j > 0 and cites[j - 1].end > s:
        j -= 1
    pieces: list[str] = []
    cursor = s
    while j < len(cites) and cites[j].start < e:
        c = cites[j]
        if c.end > s:
            pieces.append(text[cursor : max(cursor, c.start)])
            cursor = max(cursor, paren_ends[j])
        j += 1
    pieces.append(text[cursor:e] if cursor < e else "")
    if cursor == s:
        return False  # no citation in it at all
    rest = _SIGNAL_WORDS.sub(" ", _HISTORY_BETWEEN_CITATIONS.sub(" ", " ".join(pieces)))
    return len(rest.split()) <= 1


# The subsequent history a citation sentence gives between its citations ("X, 1 F.3d 2, overruled
# in part on other grounds by Y, 3 F.3d 4"): no words of its own, so it still supports the
# sentence before it
_HISTORY_BETWEEN_CITATIONS = re.compile(
    rf"(?<![\w'’])(?:{_HISTORY}|cert\.|certiorari|rev['’]g|aff['’]g|superseded|disapproved|questioned|limited"
    r"|remanded|withdrawn|reversing|affirming|vacating|overruling|abrogating|other|another|different"
    r"|unrelated|separate|ground|by|statute|as|recognized|stated|nom\.|and|mem\.)(?![\w'’])",
    re.IGNORECASE,
)
