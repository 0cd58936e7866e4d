"""US citations: eyecite 2.7.8 finds them, this module fixes what it gets wrong.

eyecite supplies the citation tokens (volume/reporter/page, statutes and regulations from
reporters-db, Id., supra and short cites). Everything around a token is re-parsed here from
the citation's own text, bounded by its neighbours, so no citation takes another's year,
court or parties and no span swallows another citation:
- the case name comes from the text between the previous citation and this one;
- the court/date parenthetical is the first parenthetical after the pin cite, with no
  nested parentheses, ending before the next citation starts;
- whitespace is cleaned first (a line break before the parenthetical lost court and year)
  and offsets are mapped back to the original text;
- parallel citations ("410 U.S. 113, 93 S. Ct. 705") become one citation;
- reporters missing from reporters-db (unknown.py) and court rules (court_rules.py) are added.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from itertools import pairwise

from eyecite import helpers as eyecite_helpers
from eyecite.models import (
    CitationBase,
    CitationToken,
    FullCaseCitation,
    FullJournalCitation,
    FullLawCitation,
    IdCitation,
    ShortCaseCitation,
    SupraCitation,
)

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType, Jurisdiction
from briefcheck.domain.models import Citation, Components
from briefcheck.extract import parens
from briefcheck.extract.casenames import (
    BLANK,
    LEAD_INS,
    OHIO_COURT_OF_APPEALS,
    OHIO_DISTRICT,
    SIGNALS,
    CaseName,
    parse_case_name,
)
from briefcheck.extract.cleaning import clean
from briefcheck.extract.court_rules import RuleHit, find_court_rules
from briefcheck.extract.dockets import DocketHit, find_docket_citations
from briefcheck.extract.eyecite_internals import find_citations
from briefcheck.extract.parens import (
    NOTE_MARK,
    PINS,
    DateParen,
    clean_pin,
    court_id,
    date_paren_after,
    full_year,
    pin_after,
    with_more_pins,
)
from briefcheck.extract.tokenizer import tokenizer_for
from briefcheck.extract.unknown import UnknownHit, find_unknown_reporters
from briefcheck.extract.unprinted import UnprintedHit, find_unprinted_citations
from briefcheck.reference import (
    PUBLIC_DOMAIN_FROM,
    find_reporter,
    public_domain_court,
    public_domain_reporter,
    state_by_postal,
)
from briefcheck.reference.courts import court_from_courts_db, resolve_court
from briefcheck.text.abbreviations import words
from briefcheck.text.sentences import split_sentences

# eyecite logs overlapping citations with their text; briefs are privileged, so keep it quiet.
logging.getLogger("eyecite").setLevel(logging.ERROR)


@lru_cache(maxsize=1)
def _memoise_eyecite_court_lookup() -> None:
    """eyecite looks up every parenthetical's court with a linear scan of courts-db (0.3-27 ms
    a call, ~80% of extraction time on a long brief). The lookup is a pure function of the
    string, so eyecite's own call goes through the same memoised lookup this module uses.
    Installed on first extraction, not at import."""
    eyecite_helpers.get_court_by_paren = parens.memoised_court_lookup


MAX_CHUNK_CHARS = 50_000  # eyecite's cost grows faster than linearly with text length

_PARALLEL_GAP = re.compile(rf"(?:,\s*{PINS})?,\s*")
# Georgia's official style puts the parallel in parentheses, after any pin and division markers:
# "301 Ga. 118 (799 SE2d 10) (2017)", "185 Ga. App. 212, 213 (2) (363 SE2d 599) (1987)".
_DIVISIONS = r"(?:\s*\(\d{1,2}\)(?:\s*\([a-z]\))?)*"
# California's puts it in brackets: "(2009) 1 Cal.5th 1, 4 [92 Cal.Rptr.3d 784]".
_PAREN_PARALLEL_GAP = re.compile(rf"(?:,\s*{PINS})?{_DIVISIONS}\s*[(\[]\s*")
_PAREN_PARALLEL_CLOSE = re.compile(r"\s*[)\]]")
# More parallels in the same brackets before they close: "[244 Cal.Rptr.3d 1, 441 P.3d 1]"
_MORE_PARALLELS_THEN_CLOSE = re.compile(
    r"(?:,\s*\d+(?:[-–]\d+)?(?=\s*[,)\]]))?"  # the first one's own pin
    r"(?:,\s*\d{1,4}\s+[A-Z][\w.' ]{0,25}?\s+\d{1,6}(?:,\s*\d+(?:[-–]\d+)?)?)*\s*[)\]]"
)
# Michigan's official style separates parallels with a semicolon: "456 Mich 77; 566 NW2d 229 (1997)"
_SEMICOLON_GAP = re.compile(rf"(?:,\s*{PINS})?;\s*")
_SEMICOLON_REPORTERS = ("Mich",)


def _semicolon_style(a: _Anchor) -> bool:
    """Whether a citation's reporter is one whose parallels follow a semicolon."""
    reporter = (_vrp(a)[1] or "").replace(".", "").strip()
    return reporter.startswith(_SEMICOLON_REPORTERS)


# A parallel not yet printed, after the pin: "142 S. Ct. 1253, 1259, ---- L. Ed. 2d ---- (2022)"
_BLANK_PARALLEL = re.compile(rf",?\s*{BLANK}\s*[A-Z][\w. ]{{0,20}}?\s*{BLANK}")
# A pin left blank with the page it pins ("597 U.S. ___, ___ (2022) (slip op., at 9)"): its court
# and year follow it
_BLANK_PIN = re.compile(rf",\s*{BLANK}(?=\s*\()")
# A paragraph pin in its own parenthetical before the court and year, as Mississippi's courts
# write it ("260 So. 3d 1, 5 (¶12) (Miss. 2015)")
_PARAGRAPH_PAREN = re.compile(r"\s*\(¶{1,2}\s*(?P<numbers>\d+(?:\s*[-–,]\s*\d+)*)\)")
_DIVISION_MARKERS = re.compile(_DIVISIONS)
_ID_SECTION_PIN = re.compile(
    r",?\s*(?:at\s+)?(?P<pin>[§¶]{1,2}\s*\d+(?:[.-]\d+)*[a-z]?(?:\([0-9a-zA-Z]{1,4}\))*)"
)
_ID_FOOTNOTE_PIN = re.compile(r",?\s*at\s+(?P<pin>\d+(?:[-–]\d+)?,?\s*(?:&\s*)?nn?\.\s*\d+(?:[-–]\d+)?)")
# A Statutes at Large citation after a public law's number, the volume already read: " Stat. 119 (2010)"
_AT_LARGE = re.compile(
    r"\s+Stat\.\s+(?P<page>\d+)(?:,\s*(?P<pin>\d+(?:[-–]\d+)?))?(?:\s+\((?P<year>\d{4})\))?"
)
# The rest of a section eyecite cut at a letter, and its subsections: ".10b-5", ".14a-8(i)(7)"
_SECTION_TAIL = re.compile(r"(?P<rest>\.\d+[a-z]{1,3}\d*(?:-\d+[a-z]?)*)(?P<pin>(?:\([a-z0-9]{1,5}\))*)")
_SECTION_RANGE = re.compile(r"(?:\s*[-–]\s*(?:\(\w{1,4}\))+|\s*[-–]\s*\d+[a-z]?(?:\(\w{1,4}\))*)")
# What courts did afterwards (Bluebook 10.7), and the prior history "aff'g", "rev'g" names
_LATER = (
    r"cert\.|aff'd|affirmed|rev'd|reversed|vacated|modified|overruled|abrogated|appeal\s+dismissed|reh'g|"
    r"petition\s+for"
)
# A history word that is the verb of a clause, its object after it: "Until Y, 575 U.S. 88, overruled it,
# X, 480 U.S. 210, held" (X is not Y's history)
NOT_A_HISTORY = r"(?!\s+(?:it|them|that|this|the|a|an|its|his|her|their|our)\b)"
_HISTORY_GAP = re.compile(rf",?\s*(?:{_LATER}|aff'g|rev'g){NOT_A_HISTORY}[^;()]*?,\s*")
# The explanatory parentheticals Bluebook 1.5(b) puts before the history: "(holding that ...), aff'd,"
_PARENTHETICALS = r"(?:\s*\((?:[^()]|\([^()]*\))*\))*"
# New York's official style, its history's words with no stops or comma: "[1st Dept 2017], affd 31
# NY3d 200 [2018]", "lv denied 35 NY3d 940" (leave to appeal denied: an order the Court of Appeals
# prints under the case's caption)
_NEW_YORK_LEAVE = r"lv\s+(?:to\s+appeal\s+)?(?:denied|dismissed)"
_NEW_YORK_LATER = rf"(?:affd|revd|mod|{_NEW_YORK_LEAVE})"
# ", aff'd, 123 F.3d", and ", overruled by Tolliver v. Nash, 925 F.3d" where the name opens the next
_LATER_HISTORY = re.compile(
    rf"{_PARENTHETICALS},?\s*(?:(?:{_LATER}){NOT_A_HISTORY}[^;()]*?(?:,|\bby)\s*|{_NEW_YORK_LATER}\s+)"
)
# History that is a decision on the merits of the same case (Bluebook 10.7), which the brief cites
# without its name: not an order in a table (certiorari, rehearing), nor another case's treatment.
_SAME_CASE_HISTORY = re.compile(
    _PARENTHETICALS
    # (prior history as a parenthetical opens it, "(reversing 925 F.3d 405)", or New York's "revg")
    + r"(?:(?:\s*\(\s*|,?\s*)(?:aff'd|affirmed|rev'd|reversed|vacated|modified|aff'g|rev'g|remanded"
    rf"|reversing|affirming|vacating|revg|affg|{_NEW_YORK_LATER})"
    r"(?:\s+(?:in\s+part|on\s+other\s+grounds|and|as\s+modified))*\s*,?\s*)+"
)
_TABLE = re.compile(r"\s*\(table\)", re.IGNORECASE)


@dataclass
class Found:
    """One extracted citation and the eyecite objects that stand for it in resolution."""

    citation: Citation
    links: list[CitationBase] = field(default_factory=list)


@dataclass
class _Anchor:
    kind: str  # case | unknown | short | unknown_short | id | supra | law | journal | rule | unprinted
    start: int
    end: int
    eyecite: CitationBase | None = None
    unknown: UnknownHit | None = None
    rule: RuleHit | None = None
    docket: DocketHit | None = None
    unprinted: UnprintedHit | None = None


@dataclass
class _Draft:
    start: int
    end: int
    type: CitationType
    form: CitationForm
    components: Components
    flags: list[CitationFlag] = field(default_factory=list)
    links: list[CitationBase] = field(default_factory=list)


def find_us_citations(text: str) -> list[Found]:
    """US citations in one block, with offsets into `text` as given."""
    _memoise_eyecite_court_lookup()
    ct = clean(text)
    found: list[Found] = []
    for a, b in chunk_spans(ct.text):
        for d in _parse_chunk(ct.text[a:b]):
            start, end = ct.span_to_original(a + d.start, a + d.end)
            citation = Citation.spanning(
                text,
                start,
                end,
                type=d.type,
                jurisdiction=Jurisdiction.US,
                form=d.form,
                components=d.components,
                flags=d.flags,
            )
            found.append(Found(citation, d.links))
    return found


def chunk_spans(text: str, max_chars: int = MAX_CHUNK_CHARS) -> list[tuple[int, int]]:
    """Cut a long text at sentence boundaries into pieces of at most about `max_chars`."""
    if len(text) <= max_chars:
        return [(0, len(text))]
    spans: list[tuple[int, int]] = []
    start = 0
    last_cut = 0
    for _, s_end in split_sentences(text):
        if s_end - start > max_chars and last_cut > start:
            spans.append((start, last_cut))
            start = last_cut
        while s_end - start > max_chars:  # one enormous "sentence": cut at a space
            cut = text.rfind(" ", start, start + max_chars)
            cut = cut if cut > start else start + max_chars
            spans.append((start, cut))
            start = cut
        last_cut = s_end
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if b > a]


# --------------------------------------------------------------------------- parsing


def _anchors(s: str) -> list[_Anchor]:
    anchors: list[_Anchor] = []
    kinds = (
        (FullCaseCitation, "case"),
        (ShortCaseCitation, "short"),
        (IdCitation, "id"),
        (SupraCitation, "supra"),
        (FullLawCitation, "law"),
        (FullJournalCitation, "journal"),
    )
    for c in find_citations(s, tokenizer_for(s)):
        kind = next((k for cls, k in kinds if type(c) is cls), None)
        if kind == "supra" and _cross_reference(s, c):
            continue  # the brief's own: "See supra Part II.A", "supra pp. 5-7", "as discussed supra"
        if kind:  # reference and bare-section citations are not kept
            start, end = c.span()
            anchors.append(_Anchor(kind, start, end, eyecite=c))
    occupied = sorted((a.start, a.end) for a in anchors)
    for r in find_court_rules(s):
        if not any(a < r.end and r.start < b for a, b in occupied):
            anchors.append(_Anchor("rule", r.start, r.end, rule=r))
    # dockets before unknown reporters: "08 Cr. 123 (S.D.N.Y. 2009)" is a docket, not volume 8 of "Cr."
    occupied = sorted((a.start, a.end) for a in anchors)
    for d in find_docket_citations(s, occupied):
        anchors.append(_Anchor("docket", d.start, d.end, docket=d))
    for u in find_unprinted_citations(s, sorted((a.start, a.end) for a in anchors)):
        anchors.append(_Anchor("unprinted", u.start, u.end, unprinted=u))
    occupied = sorted((a.start, a.end) for a in anchors)
    for u in find_unknown_reporters(s, occupied):
        anchors.append(_Anchor("unknown_short" if u.short else "unknown", u.start, u.end, unknown=u))
    anchors.sort(key=lambda a: (a.start, a.end))
    return anchors


def _cross_reference(s: str, c: SupraCitation) -> bool:
    """Whether a "supra" names no case but a part of the brief: none named before it, a part of a
    brief's after it ("Part II.A", "pp. 5-7", "notes 3-4 and accompanying text"), or a participle
    before it ("as discussed supra")."""
    named = c.metadata.antecedent_guess or ""
    if named[:1].isupper() and named not in SIGNALS and named.rstrip(".,") not in SIGNALS:
        return False
    if named.endswith("ed"):
        return True
    start, _ = c.span()
    word = s.find("supra", start)
    part = _A_PART_OF_THE_BRIEF.match(s, word + len("supra")) if word >= 0 else None
    if part is None:
        return False
    # "See supra note 3": a note of the brief, after a signal ("The Harmon opinion, supra note 1, at 240"
    # names the case, whose note cited it)
    return not part["note"] or _SIGNAL_JUST_BEFORE.search(s, max(0, word - 20), word) is not None


_SIGNAL_JUST_BEFORE = re.compile(
    r"\b(?:[Ss]ee(?:\s+also)?|[Cc]ompare|[Cc]f\.|[Aa]ccord|[Bb]ut\s+see|[Ee]\.g\.,?)\s*$"
)
_A_PART_OF_THE_BRIEF = re.compile(
    r"\s*(?:Parts?|Sections?|Secs?\.|§§?|Points?|Arguments?|Pt\.|pp?\.\s*\d|at\s+\d"
    r"|(?P<note>(?:foot)?notes?\s+\d+))"
)


# (a supra, its comma, the short form: not "Vance, supra; 600 F.3d at 502", another case's)
_SUPRA_THEN_PIN = re.compile(r"\bsupra\s*,\s*$")


def _items(s: str, anchors: list[_Anchor]) -> list[list[_Anchor]]:
    """Anchors grouped: parallel case citations share one item."""
    items: list[list[_Anchor]] = []
    for a in anchors:
        if items and items[-1][-1].end > a.start:
            continue  # overlapping tokens: keep the first
        prev = items[-1][-1] if items else None
        # "Vance, supra, 480 F. Supp. 2d at 225": one short form, whose name "supra" marks
        supra_named = prev is not None and prev.kind == "supra" and a.kind in ("short", "unknown_short")
        if supra_named and prev is not None and _SUPRA_THEN_PIN.search(s, prev.start, a.start):
            items[-1] = [a]
            continue
        if (
            prev is not None
            and a.kind in ("case", "unknown")
            and prev.kind in ("case", "unknown")
            and (
                _PARALLEL_GAP.fullmatch(s, prev.end, a.start)
                or (_SEMICOLON_GAP.fullmatch(s, prev.end, a.start) and _semicolon_style(prev))
                or (
                    _PAREN_PARALLEL_GAP.fullmatch(s, prev.end, a.start)
                    and _MORE_PARALLELS_THEN_CLOSE.match(s, a.end)
                )
            )
        ):
            items[-1].append(a)
        else:
            items.append([a])
    return items


def _parse_chunk(s: str) -> list[_Draft]:
    items = _items(s, _anchors(s))
    drafts: list[_Draft] = []
    prev_end = 0
    for i, item in enumerate(items):
        limit = items[i + 1][0].start if i + 1 < len(items) else len(s)
        kind = item[0].kind
        draft = _BUILDERS[kind](s, item, prev_end, limit)
        if draft is None:
            continue
        drafts.append(draft)
        prev_end = draft.end
    _inherit_history_years(s, drafts)
    _inherit_history_names(s, drafts)
    _flag_history_before_its_case(s, drafts)
    _flag_table_decisions(s, drafts)
    _flag_orders(s, drafts)
    _flag_history_by_a_court_below(s, drafts)
    _share_parallel_short_names(s, drafts)
    _name_after_supra(s, drafts)
    return drafts


# California's "Okonkwo, supra, 11 Cal.5th 500": the name the supra gives, right before a citation
_SUPRA_BEFORE = re.compile(r"(?P<name>[A-Z][\w.'’&-]*(?:\s+[A-Z][\w.'’&-]*){0,3}),\s+supra,\s*$")


def _name_after_supra(s: str, drafts: list[_Draft]) -> None:
    """A full citation written right after "Name, supra," is the case the supra names: it takes
    that name (a nameless citation names no party that identifies a case)."""
    for d in drafts:
        c = d.components
        if d.type is CitationType.CASE and d.form is CitationForm.FULL and not c.party_1:
            m = _SUPRA_BEFORE.search(s, max(0, d.start - 80), d.start)
            if m is not None:
                c.party_1 = m["name"]


def _share_parallel_short_names(s: str, drafts: list[_Draft]) -> None:
    """ "Newbold, 105 Idaho at 667, 672 P2d at 235": a short form that follows another with only a
    comma between is its parallel, and names the same case."""
    for d, nxt in pairwise(drafts):
        short = d.form is CitationForm.SHORT and nxt.form is CitationForm.SHORT
        named, unnamed = d.components, nxt.components
        if short and named.party_1 and not unnamed.party_1 and _PARALLEL_GAP.fullmatch(s, d.end, nxt.start):
            unnamed.party_1, unnamed.party_2 = named.party_1, named.party_2


# A periodical's title as the Bluebook abbreviates it (T13): "Bus. Law.", "Yale L.J.", "Harv. L. Rev."
_PERIODICAL_END = re.compile(r"(?:L\.|Law\.|Rev\.|J\.|Q\.|Bull\.|Mag\.|Forum|Stud\.|Persp\.|Dig\.)$")


def _a_journal_reporters_db_lacks(
    item: list[_Anchor], paren: DateParen | None, name: CaseName | None
) -> bool:
    """Whether an unknown "reporter" is a periodical's title reporters-db lacks ("70 Bus. Law. 123
    (2015)"): the Bluebook's ending of one, cited alone with a year and no court, no case named before
    it. It was flagged as an invented reporter (ERROR) though an article is no case; a title ending so
    after a case's name, or with a court, is still read as a reporter."""
    first = item[0]
    return (
        len(item) == 1
        and first.kind == "unknown"
        and first.unknown is not None
        and _PERIODICAL_END.search(first.unknown.reporter) is not None
        and paren is not None
        and paren.year is not None
        and not paren.court
        and (name is None or name.party_2 is None)
    )


def _case(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft | None:
    first, last = item[0], item[-1]
    pin, pos = pin_after(s, first.end, item[1].start if len(item) > 1 else limit)
    if len(item) > 1:
        _, pos = pin_after(s, last.end, limit)
        closed = _PAREN_PARALLEL_CLOSE.match(s, pos, limit)
        opened = any(_PAREN_PARALLEL_GAP.fullmatch(s, b.end, c.start) for b, c in pairwise(item))
        if closed and opened:
            pos = closed.end()  # past the parenthesised parallels
    pos = _DIVISION_MARKERS.match(s, pos, limit).end()  # "(2)": a headnote division, not a court
    paragraph = _PARAGRAPH_PAREN.match(s, pos, limit)  # Mississippi's "5 (¶12) (Miss. 2015)"
    pos = paragraph.end() if paragraph else pos
    blank = _BLANK_PARALLEL.match(s, pos, limit) or _BLANK_PIN.match(s, pos, limit)
    if blank:
        pos = blank.end()
    paren = date_paren_after(s, pos, limit)
    if paren is None and first.kind != "unknown" and _HYPHENED.match(s, first.start):
        paren = _ohio_district_after(s, pos, limit)  # "2017-Ohio-1234, ¶ 5 (8th Dist.)"
    if paren is None and all(
        a.kind == "unknown" and not (a.unknown.has_date_paren or a.unknown.named) for a in item
    ):
        return None  # an unknown "reporter" that is neither dated, named nor parallel to a known one
    end = paren.end if paren else pos
    name = parse_case_name(s[prev_end : first.start])
    if _a_journal_reporters_db_lacks(item, paren, name):
        volume, reporter, page = _vrp(first)
        components = Components(volume=volume, reporter=reporter, page=page, pin_cite=pin, year=paren.year)
        return _Draft(first.start, end, CitationType.JOURNAL, CitationForm.FULL, components)
    if name and name.year:
        _date_edition(first, name.year)
    if name and _opened_before(s, prev_end, first.start) and s.startswith(")", end, limit):
        end += 1  # New York style: "Lane v Pryce (91 NY2d 442 [1998])" closes its parenthesis
    start = prev_end + name.start if name else first.start
    volume, reporter, page = _vrp(first)
    filed = _filed_within(first)  # Louisiana's "2014-1234 (La. App. 1 Cir. 5/31/15)": its own date
    if paren is None and filed is not None:
        paren = filed
    court = paren.court if paren else (name.court if name else None)
    hyphened = _HYPHENED.match(s, first.start) is not None  # "1989-Ohio-1234"
    parallel_pins = _parallel_pins(s, item, limit)
    pin = pin or _public_domain_paragraph(s, item, parallel_pins)
    components = Components(
        party_1=name.party_1 if name else None,
        party_2=name.party_2 if name else None,
        volume=volume,
        reporter=reporter,
        page=page,
        pin_cite=pin,
        court=court,
        court_id=_court_of_the_reporters_state(court, reporter) or court_id(court)
        if court
        else (_court_from_reporter(item) or _public_domain_court(volume, reporter, hyphened)),
        year=(paren.year if paren else None)
        or (name.year if name else None)
        or _neutral_year(volume, reporter, hyphened),
        month=paren.month if paren else (name.month if name else None),
        day=paren.day if paren else (name.day if name else None),
        parallel_citations=[" ".join(filter(None, _vrp(a))) for a in item[1:]],
        parallel_pins=parallel_pins,
        wl_number=f"{volume} WL {page}" if reporter == "WL" else None,
        docket_number=name.docket_number if name else None,
        paragraph_pin=" ".join(paragraph["numbers"].split()) if paragraph else None,
    )
    unknown = any(a.unknown is not None and not a.unknown.known for a in item)
    flags = [CitationFlag.UNKNOWN_REPORTER] if unknown else []
    if any(a.unknown is not None and a.unknown.zero_led for a in item):
        flags.append(CitationFlag.LOOKALIKE_CHARACTERS)  # read as 600, written "0600"
    links = [_case_link(a, s, components) for a in item]
    return _Draft(start, end, CitationType.CASE, CitationForm.FULL, components, flags, links)


def _filed_within(a: _Anchor) -> DateParen | None:
    """The court and date a Louisiana public-domain citation carries inside it ("2014-1234 (La. App.
    1 Cir. 5/31/15)": the court of appeal's circuit, decided May 31, 2015); its "volume" is the
    docket's year, not the decision's."""
    c = a.eyecite
    filed = c.groups.get("date_filed") if isinstance(c, FullCaseCitation) else None
    written = _LOUISIANA_DATE.fullmatch(filed or "")
    if written is None:
        return None
    reporter = c.groups.get("reporter") or ""
    circuit = _LOUISIANA_CIRCUIT.search(reporter)  # kept: Louisiana's circuits are five
    court = f"La. App. {circuit[1]} Cir." if circuit else "La. Ct. App." if "App" in reporter else "La."
    return DateParen(court, written["month"], written["day"], full_year(written["year"]), a.end)


_LOUISIANA_CIRCUIT = re.compile(r"(\d+)(?:st|nd|rd|th|d)?\s*Cir")
_LOUISIANA_DATE = re.compile(r"(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{2}|\d{4})")


def _parallel_pins(s: str, item: list[_Anchor], limit: int) -> dict[str, str]:
    """Each parallel citation's own pin ("111 S. Ct. 2100, 2104"), by the parallel citation."""
    pins = {}
    for n, a in enumerate(item[1:], start=1):
        pin, _ = pin_after(s, a.end, item[n + 1].start if n + 1 < len(item) else limit)
        if pin:
            pins[" ".join(filter(None, _vrp(a)))] = pin
    return pins


def _public_domain_paragraph(s: str, item: list[_Anchor], parallel_pins: dict[str, str]) -> str | None:
    """Ohio's official form, "157 Ohio St.3d 100, 2019-Ohio-1234, 130 N.E.3d 900, ¶ 45": a paragraph
    pin after the last parallel, where one of the citations is a public-domain number, is that
    number's paragraph (the case's, whichever citation leads), taken from the parallel it follows."""
    last = " ".join(filter(None, _vrp(item[-1])))
    if len(item) < 2 or not parallel_pins.get(last, "").startswith("¶"):
        return None
    if not any(_numbered_by_year(*_vrp(a)[:2], _HYPHENED.match(s, a.start) is not None) for a in item[:-1]):
        return None
    return parallel_pins.pop(last)


def _date_edition(a: _Anchor, year: str) -> None:
    """California style, "Lane v. Pryce (1998) 91 Cal.App.4th 442": the year before the citation
    picks between editions, as eyecite's own case-name search would have set it."""
    c = a.eyecite
    if isinstance(c, FullCaseCitation):
        c.metadata.year, c.year = year, int(year)
        c.edition_guess = None
        c.guess_edition()


def _opened_before(s: str, floor: int, pos: int) -> bool:
    """Whether an opening parenthesis (and only blanks) stands just before `pos`."""
    i = pos - 1
    while i >= floor and s[i].isspace():
        i -= 1
    return i >= floor and s[i] == "("


def _vrp(a: _Anchor) -> tuple[str | None, str | None, str | None]:
    if a.unknown is not None:
        return a.unknown.volume, a.unknown.reporter, a.unknown.page
    c = a.eyecite
    assert isinstance(c, FullCaseCitation | ShortCaseCitation)
    return c.groups.get("volume"), _series_written(c), c.groups.get("page")


def _neutral_year(volume: str | None, reporter: str | None, hyphened: bool = False) -> str | None:
    """A public-domain citation's volume is its year ("2005 SD 345" was decided in 2005), written
    with a neutral reporter or with the abbreviation of the court's print reporter ("2020 S.D. 5").
    `hyphened`: written "1989-Ohio-1234", a shape no print volume has."""
    neutral = _numbered_by_year(volume, reporter, hyphened)
    if not _year_like(volume, neutral):
        return None
    return volume if neutral or public_domain_reporter(reporter) else None


def _numbered_by_year(volume: str | None, reporter: str | None, hyphened: bool) -> bool:
    """Whether the volume is a year whatever year it names: a neutral reporter's, one written
    "1989-Ohio-1234", or a four-figure one past 1990 of a public-domain form written with a print
    reporter's name ("2030 NY Slip Op 01234", "2030 Guam 5": no print volume reached 1990)."""
    found = find_reporter(reporter)
    if hyphened or (found is not None and found.cite_type == "neutral"):
        return True
    figures = volume is not None and len(volume) == 4 and volume.isdigit()
    return figures and int(volume or 0) >= PUBLIC_DOMAIN_FROM and public_domain_reporter(reporter)


def _public_domain_court(volume: str | None, reporter: str | None, hyphened: bool = False) -> str | None:
    """The court a public-domain citation's reporter names ("2018 ND 45": "nd"); none for a print
    volume ("90 S.D. 5")."""
    neutral = _numbered_by_year(volume, reporter, hyphened)
    return public_domain_court(reporter) if _year_like(volume, neutral) else None


_HYPHENED = re.compile(r"\d{4}-[A-Za-z]")
# An Ohio appellate district after its public-domain citation, with its county and year or not:
# "(8th Dist.)", "(12th Dist. Clermont)", "(8th Dist. 2017)"
_OHIO_DISTRICT = re.compile(
    rf"\s*\(\s*{OHIO_DISTRICT}(?:\s+[A-Z][a-z]+){{0,2}}(?:\s+(?P<year>\d{{4}}))?\s*\)"
)


def _ohio_district_after(s: str, pos: int, limit: int) -> DateParen | None:
    """The court of appeals an Ohio district parenthetical names ("(8th Dist.)"), or None."""
    m = _OHIO_DISTRICT.match(s, pos, limit)
    return DateParen(OHIO_COURT_OF_APPEALS, None, None, m["year"], m.end()) if m else None


def _year_like(volume: str | None, neutral: bool = False) -> bool:
    """A volume that is a year public-domain citations use: none before 1990 (no print reporter's
    numbering reaches it) or after next year. A neutral reporter's volume is always its year,
    whatever year it names ("1980 IL 123456", "2031 UT 5"): a year no such citation can have is
    left for the rules to find impossible, not read as no year at all."""
    if not (volume and len(volume) == 4 and volume.isdigit()):
        return False
    if neutral:
        return 1700 <= int(volume) <= 2199
    return PUBLIC_DOMAIN_FROM <= int(volume) <= date.today().year + 1


def _series_written(c: FullCaseCitation | ShortCaseCitation) -> str:
    """The reporter, by one stated rule whatever eyecite's set order: a nominative volume ("4 Ill.
    (Scam.) 101") is read as the official series written first, the nominative in parentheses
    left aside. eyecite reads that text with either of two extractors, and which one wins varies
    with the hash seed; the answer must not."""
    written = c.groups.get("reporter") or ""
    official, paren, _ = written.partition(" (")
    if paren:
        whole = find_reporter(written)
        if whole is not None and "(" in whole.abbreviation:
            return c.corrected_reporter()  # the parenthesis is the series' own: "A.F.T.R.2d (RIA)"
        if find_reporter(official.strip()) is not None:
            return official.strip()
    return _stated_edition(written, c.corrected_reporter())


@lru_cache(maxsize=1024)
def _stated_edition(written: str, guessed: str) -> str:
    """The series as reporters-db states it: a written form that is one of its listed variations
    of a single edition, and no edition itself, is that edition ("Woolw. Rep." is "Woolw.";
    "Dem.Surr." is "Dem. Sur."), whatever eyecite guessed from its spacing; else eyecite's guess."""
    from reporters_db import EDITIONS, VARIATIONS_ONLY

    stated = VARIATIONS_ONLY.get(written)
    if written in EDITIONS or not stated or len(set(stated)) != 1:
        return guessed
    return stated[0]


def _court_of_the_reporters_state(court: str, reporter: str | None) -> str | None:
    """A state's court its own reports name without the state ("Sup. Ct.", "Ct. Cl." beside
    "Misc. 3d", New York's), as that state's court, when the court named does not already name a
    state, the reporter prints the courts of states alone and just one of its states has a court
    so named; else None (the paren read alone)."""
    found = find_reporter(reporter)
    named = resolve_court(court)
    if found is None or found.cite_type != "state" or not found.states or (named is not None and named.state):
        return None  # a court its text already places in a state ("N.Y. Sup. Ct.", "S.D.N.Y.")
    rows = [row for st in sorted(found.states) if (row := state_by_postal(st)) is not None]
    # the state the reporter's own name opens with, where reporters-db lists several ("Ohio Misc. 2d")
    rows = [row for row in rows if reporter and reporter.startswith(row.bluebook)] or rows
    ids = {i for row in rows if (i := court_id(f"{row.bluebook} {court}"))}
    return ids.pop() if len(ids) == 1 else None


def _court_from_reporter(item: list[_Anchor]) -> str | None:
    """Only the Supreme Court's reporters imply the court ('scotus'); others need the paren. An
    abbreviation two series share ("S.C.": South Carolina Reports, and a way of writing S. Ct.) is
    the one eyecite's guess settles on, else the Court's only if every series it may be is."""
    for a in item:
        c = a.eyecite
        if not isinstance(c, FullCaseCitation | ShortCaseCitation):
            continue
        editions = [c.edition_guess] if c.edition_guess is not None else c.all_editions
        if editions and all(e.reporter.is_scotus for e in editions):
            return "scotus"
    return None


def _case_link(a: _Anchor, s: str, components: Components) -> CitationBase:
    """The eyecite object for resolution, carrying our (correct) parties and year."""
    c = a.eyecite
    if c is None:
        u = a.unknown
        assert u is not None
        token = CitationToken(
            s[u.start : u.end], u.start, u.end, {"volume": u.volume, "reporter": u.reporter, "page": u.page}
        )
        c = FullCaseCitation(token, 0)
    assert isinstance(c, FullCaseCitation)
    c.metadata.plaintiff = components.party_1
    c.metadata.defendant = components.party_2
    c.metadata.year = components.year
    return c


# the signals opening a name a supra marks ("See Vance, supra, ..."), as `SIGNALS` lists them
_SIGNAL_BEFORE = re.compile(rf"^(?:(?:{'|'.join(map(re.escape, sorted(SIGNALS)))})\s+)+")
# "Kaiser Foundation, supra, 13 Cal.App.5th at 1146": the name "supra" marks is the short form's
_SUPRA_NAMED = re.compile(
    r"(?<![\w.'’&-])(?P<name>(?:[A-Z][\w.'’&-]*\s+(?:(?:of|and|&)\s+)?){0,4}[A-Z][\w.'’&-]*),\s+supra,\s*$"
)


# "before Foo 1 U. S., at 2": a short form's name written without its comma, the capitalised
# words right before the volume; signals, and the words that open a sentence or a clause ("Not
# 539 U.S., at 200"), are not a name
_NOT_A_NAME = (
    SIGNALS
    | LEAD_INS
    | words(
        "The A An This That These Those Court At On By From With To Not Nor Only Both Either Neither Each",
        "Every All Some Any No Just Much Many Most Such Whether Where Why What Which Who How If Unless Once",
        "Now There It Its We They He She I You Our Their His Her My",
    )
)
_BARE_NAMED = re.compile(r"(?<![\w.'’&-])(?:[A-Z][\w'’&-]*\s+(?:(?:of|and|&)\s+)?){0,3}[A-Z][\w'’&-]*\s+$")


def _bare_name(before: str) -> tuple[int, str] | None:
    """(where it starts in `before`, the name) of a short form's name written without its comma."""
    m = _BARE_NAMED.search(before)
    if m is None:
        return None
    at = m.start()
    kept = m.group(0).split()
    while kept and (kept[0] in _NOT_A_NAME or kept[0].lower() in ("of", "and", "&")):
        at = before.index(kept[1], at + len(kept[0])) if len(kept) > 1 else at
        kept.pop(0)
    return (at, " ".join(kept)) if kept else None


def _short(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    a = item[0]
    c = a.eyecite
    flags: list[CitationFlag] = []
    if a.unknown is not None:  # a short form of an unknown reporter: stand in for eyecite's own
        u = a.unknown
        groups = {"volume": u.volume, "reporter": u.reporter, "page": u.page}
        c = ShortCaseCitation(CitationToken(s[u.start : u.end], u.start, u.end, groups), 0)
        c.metadata.pin_cite = u.page
        if not u.known:
            flags.append(CitationFlag.UNKNOWN_REPORTER)
        if u.zero_led:
            flags.append(CitationFlag.LOOKALIKE_CHARACTERS)
    assert isinstance(c, ShortCaseCitation)
    before = s[prev_end : a.start]
    name = parse_case_name(before)
    named = _SUPRA_NAMED.search(before) if name is None else None
    bare = _bare_name(before) if name is None and named is None else None
    supra_name = _SIGNAL_BEFORE.sub("", named["name"]) if named else None  # "See Vance, supra, ..."
    c.metadata.antecedent_guess = name.party_1 if name else supra_name if named else bare[1] if bare else None
    volume, reporter, _ = _vrp(a)
    components = Components(
        party_1=c.metadata.antecedent_guess,
        party_2=name.party_2 if name else None,
        volume=volume,
        reporter=reporter,
        pin_cite=clean_pin(c.metadata.pin_cite) or c.groups.get("page"),
        court_id=_court_from_reporter([a]),
    )
    start = prev_end + (name.start if name else bare[0] if bare else a.start - prev_end)
    end = min(a.end, limit)
    page = c.groups.get("page")
    # eyecite ends "Lane, 812 F.3d at 1190 (citing ...)" before its pin when a parenthetical
    # follows (the pin is then its "page"): the citation runs to the end of the pin
    if page and s[a.start : end].endswith(" ") and s.startswith(page, end) and end + len(page) <= limit:
        end += len(page)
    note = _FOOTNOTE_AFTER_PIN.match(s, end, limit) if components.pin_cite else None
    if note is not None:  # "901 F.3d at 211 n.1": eyecite's pin stops at the page
        components.pin_cite = f"{components.pin_cite}{note.group()}"
        end = note.end()
    if components.pin_cite:  # ... and at its first page: "901 F.3d at 211 & 215", "at 211 n.3, 215"
        components.pin_cite, end = with_more_pins(s, components.pin_cite, a.start, end, limit)
    return _Draft(start, end, CitationType.CASE, CitationForm.SHORT, components, flags, [c])


# A footnote of the pinned page, after a short form's pin: " n.1", " & nn.3-4", " fn. 3", " n 3"
_FOOTNOTE_AFTER_PIN = re.compile(rf"\s*(?:&\s*)?{NOTE_MARK}\s*\d{{1,4}}(?:\s*[-–]\s*\d{{1,4}})?(?![\w.]\d)")


def _id(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    a = item[0]
    c = a.eyecite
    assert isinstance(c, IdCitation)
    pin, end = clean_pin(c.metadata.pin_cite), a.end
    if pin is None:  # eyecite misses section and paragraph pins ("Id. § 1988", "Id. ¶ 4"), a page
        # with its footnote ("Id. at 507 n.2", "Id. at 507 & n.2"), and pages joined by "&" or "and"
        m = (
            _ID_SECTION_PIN.match(s, a.end, limit)
            or _ID_FOOTNOTE_PIN.match(s, a.end, limit)
            or _AT_PAGE.match(s, a.end, limit)
        )
        if m:
            pin, end = clean_pin(m["pin"]), m.end()
    if pin:  # "Id. at 501 n.3, 515": its later pages
        pin, end = with_more_pins(s, pin, a.start, min(end, limit), limit)
    components = Components(pin_cite=pin)
    return _Draft(a.start, min(end, limit), CitationType.CASE, CitationForm.ID, components, links=[c])


def _supra(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    a = item[0]
    c = a.eyecite
    assert isinstance(c, SupraCitation)
    name = parse_case_name(s[prev_end : a.start])
    if name:
        c.metadata.antecedent_guess = name.party_1
    pin, end = clean_pin(c.metadata.pin_cite), min(a.end, limit)
    written = c.metadata.pin_cite or ""
    note = _SUPRA_NOTE.match(written) if written else _SUPRA_NOTE.match(s, end, limit)
    if note:
        # "Harmon, supra note 1, at 211": the note cited it in full; the page is after "at"
        if not written:
            end = note.end()
        at = _AT_PAGE.match(written, note.end()) if written else None
        at = at or _AT_PAGE.match(s, end, limit)
        pin = clean_pin(at["pin"]) if at else None
        end = at.end() if at and at.string is s else end
    components = Components(
        party_1=name.party_1 if name else c.metadata.antecedent_guess,
        party_2=name.party_2 if name else None,
        volume=c.metadata.volume,
        pin_cite=pin,
    )
    start = prev_end + name.start if name else a.start
    return _Draft(start, end, CitationType.CASE, CitationForm.SUPRA, components, links=[c])


_SUPRA_NOTE = re.compile(
    r"\s*,?\s*(?:(?:foot)?notes?|nn?\.)\s*\d+(?:\s*(?:[-–,&]|and)\s*\d+)*", re.IGNORECASE
)
_AT_PAGE = re.compile(rf"\s*,?\s*(?=at\s)(?P<pin>{PINS})")  # the pin grammar's, "at" written


# A session law's or the Federal Register's pin and date after its page: ", 80,280 (Dec. 11, 2015)"
_PIN_AND_DATE = re.compile(
    r",\s*(?P<pin>\d[\d,]*\d(?:\s*[-–]\s*\d[\d,]*)?|\d)\s*\((?:[^()]{0,30}?\s)?(?P<year>(?:1[7-9]|20)\d{2})\)"
)


def _law(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    a = item[0]
    c = a.eyecite
    assert isinstance(c, FullLawCitation)
    full_end = c.full_span()[1]
    meta = c.metadata
    if meta.parenthetical and not (meta.year or meta.publisher):
        # "(providing a remedy ...)": an explanatory parenthetical, the claim's, not the citation's
        pin = re.compile(rf",?\s*{re.escape(meta.pin_cite)}").match(s, a.end) if meta.pin_cite else None
        full_end = pin.end() if pin else a.end
    within = full_end <= limit  # eyecite's trailing "(2018)" must not reach the next citation
    end = full_end if within else a.end
    section = c.groups.get("section")
    # eyecite's section stops at a letter after digits: "240.10b-5" (Rule 10b-5) read as "240"
    tail = _SECTION_TAIL.match(s, end, limit) if section and not meta.pin_cite else None
    if tail:
        section, end = section + tail["rest"], tail.end()
    # "Pub. L. No. 111-148, 124 Stat. 119 (2010)": the "section" eyecite reads is the volume of
    # the act's Statutes at Large citation, which it leaves out
    at_large = _AT_LARGE.match(s, a.end, limit) if section else None
    volume = page = year = None
    if at_large and c.groups.get("reporter") == "Pub. L.":
        volume, page, year, section = section, at_large["page"], at_large["year"], None
        end = at_large.end()
    # a range of subsections stays whole ("§§ 1332(a)(1)-(2)"); the span never ends in a space
    more = _SECTION_RANGE.match(s, end, limit)
    if more:
        end = more.end()
    while end > a.start and s[end - 1].isspace():
        end -= 1
    if s[end - 1] == "." and s[end - 2].isdigit():
        end -= 1  # "Pub. L. No. 111-148." : the sentence's full stop, not the citation's
    pin = clean_pin(meta.pin_cite) if within else None
    if at_large and volume:
        pin = at_large["pin"]
    if tail and tail["pin"]:
        pin = tail["pin"]
    if pin and more:
        pin += s[more.start() : end].strip()  # the range belongs to the pin: "(a)(1)-(2)"
    groups = c.groups
    editions = [c.edition_guess] if c.edition_guess else list(c.all_editions)
    regulation = any(e.reporter.cite_type.startswith("admin") for e in editions)
    # a session law ("110 Stat. 1214") is a volume and a page, as a reporter is; a code a title and
    # a section
    session = bool(groups.get("volume") and groups.get("page"))
    dated = _PIN_AND_DATE.match(s, end, limit) if session and not (year or meta.year) else None
    if dated:  # "85 Fed. Reg. 80,274, 80,280 (Dec. 11, 2015)": read on past eyecite's stop at the page
        pin, year, end = dated["pin"], dated["year"], dated.end()
    components = Components(
        title=None if session else groups.get("title") or groups.get("chapter"),
        code=c.corrected_reporter(),
        section=None if session else section,
        volume=groups.get("volume") if session else volume,
        page=groups.get("page") if session else page,
        pin_cite=pin,
        year=year or (meta.year if within else None),
    )
    kind = CitationType.REGULATION if regulation else CitationType.STATUTE
    return _Draft(a.start, end, kind, CitationForm.FULL, components, links=[c])


def _journal(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    """A law review or journal article ("120 Harv. L. Rev. 1234, 1240 (2007)"): listed with its
    volume, journal, page, pin and year; no source holds articles, so it is never looked up."""
    a = item[0]
    c = a.eyecite
    assert isinstance(c, FullJournalCitation)
    pin = clean_pin(c.metadata.pin_cite)
    end = c.full_span()[1] if c.metadata.year else a.end
    components = Components(
        volume=c.groups.get("volume"),
        reporter=c.corrected_reporter(),
        page=c.groups.get("page"),
        pin_cite=pin,
        year=c.metadata.year,
    )
    return _Draft(a.start, min(end, limit), CitationType.JOURNAL, CitationForm.FULL, components, links=[c])


def _rule(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    r = item[0].rule
    assert r is not None
    components = Components(code=r.code, section=r.section, pin_cite=r.pin)
    return _Draft(r.start, r.end, CitationType.RULE, CitationForm.FULL, components)


def _docket(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    """An unreported decision cited by docket number, court and date."""
    hit = item[0].docket
    assert hit is not None
    name = parse_case_name(s[prev_end : hit.start])  # the name ends where "No." begins
    paren = hit.paren
    components = Components(
        party_1=name.party_1 if name else None,
        party_2=name.party_2 if name else None,
        court=paren.court,
        court_id=court_id(paren.court) if paren.court else None,
        year=paren.year,
        month=paren.month,
        day=paren.day,
        docket_number=hit.docket,
        pin_cite=hit.pin,
    )
    start = prev_end + name.start if name else hit.start
    return _Draft(start, hit.end, CitationType.CASE, CitationForm.FULL, components)


def _unprinted(s: str, item: list[_Anchor], prev_end: int, limit: int) -> _Draft:
    """A Supreme Court decision cited with volume and page blank, by its court and date."""
    hit = item[0].unprinted
    assert hit is not None
    name = parse_case_name(s[prev_end : hit.start])
    paren = hit.paren
    components = Components(
        party_1=name.party_1 if name else None,
        party_2=name.party_2 if name else None,
        volume=hit.volume,
        reporter=hit.reporter,
        pin_cite=hit.pin,
        court=paren.court,
        court_id=court_id(paren.court) if paren.court else "scotus",
        year=paren.year,
        month=paren.month,
        day=paren.day,
        docket_number=name.docket_number if name else None,
    )
    start = prev_end + name.start if name else hit.start
    return _Draft(start, hit.end, CitationType.CASE, CitationForm.FULL, components)


_BUILDERS = {
    "docket": _docket,
    "unprinted": _unprinted,
    "case": _case,
    "unknown": _case,
    "short": _short,
    "unknown_short": _short,
    "id": _id,
    "supra": _supra,
    "law": _law,
    "journal": _journal,
    "rule": _rule,
}


def _inherit_history_names(s: str, drafts: list[_Draft]) -> None:
    """Bluebook 10.7: "Kowalski v. Meridian, 890 F.3d 212 (7th Cir. 2018), aff'd, 504 U.S. 655
    (2019)": the later decision is of the same case, and is checked under its name, so a history
    that points at another case is caught. A decision in a table of dispositions ("(table)") is
    printed under no caption of its own and keeps none."""
    for j, nxt in enumerate(drafts):
        later = nxt.components
        nameless = nxt.type is CitationType.CASE and nxt.form is CitationForm.FULL and not later.party_1
        if not nameless or later.party_2 or _TABLE.match(s, nxt.end):
            continue
        # the case before, past the citations its parentheticals hold ("(quoting X, 500 U.S. 1)")
        for d in reversed(drafts[max(0, j - _HELD_IN_PARENTHETICALS - 1) : j]):
            c = d.components
            named = d.type is CitationType.CASE and d.form is CitationForm.FULL and c.party_1
            if named and _SAME_CASE_HISTORY.fullmatch(s, d.end, nxt.start):
                later.party_1, later.party_2 = c.party_1, c.party_2
                break


# How many citations the parentheticals between a case and its history may hold
_HELD_IN_PARENTHETICALS = 3


def _flag_table_decisions(s: str, drafts: list[_Draft]) -> None:
    """ "120 F.3d 262 (4th Cir. 1997) (unpublished table decision)": a decision the brief says is
    printed in a table of dispositions, on a page many decisions share."""
    for d in drafts:
        if d.type is CitationType.CASE and _TABLE_NOTE.match(s, d.end):
            d.flags.append(CitationFlag.TABLE_DECISION)


def _flag_orders(s: str, drafts: list[_Draft]) -> None:
    """ "X, 900 F.3d 700 (7th Cir. 2018), cert. denied, 586 U.S. 1001 (2019)": the later citation is an
    order denying review, printed in a list of orders."""
    for d, nxt in pairwise(drafts):
        if d.type is CitationType.CASE and _ORDER_HISTORY.fullmatch(s, d.end, nxt.start):
            nxt.flags.append(CitationFlag.ORDER_IN_A_LIST)


# The history naming an order that denies or dismisses review, the order's citation after it
_ORDER_HISTORY = re.compile(
    _PARENTHETICALS + r",?\s*(?:(?:petition\s+for\s+)?cert(?:\.|iorari)\s+(?:denied|dismissed)"
    # (its caption after "sub nom." opens the order's citation, or stands before its comma)
    r"|reh['’]g(?:\s+en\s+banc)?\s+denied|appeal\s+dismissed)"
    r"(?:\s+sub\s+nom\.?\s*|(?:\s+sub\s+nom\.?\s+[^;()]{1,80}?)?\s*,\s*)"
    + rf"|{_PARENTHETICALS},?\s*{_NEW_YORK_LEAVE}\s+"  # New York's
)


# The note after a citation (and its court and year) that the decision is printed in a table
_TABLE_NOTE = re.compile(
    r"(?:\s*\([^()]{0,60}\b\d{4}\))?\s*\((?:unpublished\s+)?table(?:\s+(?:decision|disposition|opinion))?\)",
    re.IGNORECASE,
)


def _flag_history_before_its_case(s: str, drafts: list[_Draft]) -> None:
    """ "X (3d Cir. 1997), aff'd, 520 U.S. 1 (1996)": a later decision dated before the one it
    reviews cannot be, whichever of the two is wrong."""
    for d, nxt in pairwise(drafts):
        year, later = d.components.year, nxt.components.year
        if not (year and later and year.isdigit() and later.isdigit()) or int(later) >= int(year):
            continue
        if d.type is CitationType.CASE and _LATER_HISTORY.fullmatch(s, d.end, nxt.start):
            nxt.flags.append(CitationFlag.HISTORY_BEFORE_CASE)


# The federal courts' ranks (the Supreme Court 3, the courts of appeals 2, the district courts 1)
# by the reporters that print one rank alone; F. and F.2d printed district courts' decisions too
# (until F. Supp. began in 1932), so theirs is the rank of the court the citation names
_SUPREME_REPORTERS = frozenset({"U.S.", "S. Ct.", "L. Ed.", "L. Ed. 2d"})
_APPEALS_REPORTERS = frozenset({"F.3d", "F.4th", "F. App'x"})
_DISTRICT_REPORTERS = frozenset({"F. Supp.", "F. Supp. 2d", "F. Supp. 3d", "F.R.D."})
_CERTIORARI = re.compile(r"\bcert\.")
_REVIEWED = re.compile(r"\b(?:aff'd|affirmed|rev'd|reversed|vacated)\b")
_OVERRULED = re.compile(r"\b(?:overruled|abrogated)\b")


def _federal_rank(c: Components) -> int | None:
    if c.reporter in _SUPREME_REPORTERS:
        return 3
    if c.reporter in _APPEALS_REPORTERS or (
        c.reporter in ("F.", "F.2d") and (c.court_id or "").startswith("ca")
    ):
        return 2
    return 1 if c.reporter in _DISTRICT_REPORTERS else None


# A State's courts by rank, as `_federal_rank` ranks the federal courts
_STATE_RANKS = {"state_supreme": 3, "state_appellate": 2, "state_trial": 1}


def _court_rank(c: Components) -> tuple[str, int] | None:
    """The court system ("federal", or a State's postal code) and the rank of the court a
    citation's reporter prints alone ("Cal. 4th": California's high court), or else of the court
    it names ("300 P.3d 1 (Cal. Ct. App. 2013)"); None when neither tells."""
    federal = _federal_rank(c)
    if federal is not None:
        return "federal", federal
    reporter = find_reporter(c.reporter)
    row = reporter.curated if reporter is not None else None
    if reporter is not None and row is not None:
        levels = {level for p in row.publishes for level in p.levels}
        if len(levels) == 1 and len(reporter.states) == 1 and (level := next(iter(levels))) in _STATE_RANKS:
            return next(iter(reporter.states)), _STATE_RANKS[level]
    court = court_from_courts_db(c.court_id) if c.court_id else None
    if court is not None and court.state and court.level in _STATE_RANKS:
        return court.state, _STATE_RANKS[court.level]
    return None


def _flag_history_by_a_court_below(s: str, drafts: list[_Draft]) -> None:
    """ "X, 520 U.S. 1 (1997), aff'd, 123 F.3d 456 (3d Cir. 1998)": no court reviews the Supreme
    Court, a court of appeals is affirmed or reversed by no district court, no court overrules or
    abrogates a court above it, and certiorari is the Supreme Court's alone; such history cannot
    be, whichever of the two citations is wrong. So within a State ("55 Cal. 4th 25, rev'd, 70 Cal.
    App. 5th 25": only the Supreme Court reviews a State's high court, whose certiorari is its own),
    and no court reviews another system's but the Supreme Court a State's. Each later decision is
    read against the last decision on the merits before it, past a grant of review ("cert. granted,
    2015-NMCERT-3, aff'd, 2016-NMSC-10": the merits decision reviews the case, not the grant). Read
    only where the citations tell their court's rank."""
    merits: _Draft | None = None  # the last decision on the merits in the case's history so far
    for d, nxt in pairwise(drafts):
        granted = d.type is CitationType.CASE and _GRANT_OF_REVIEW.fullmatch(s, d.end, nxt.start)
        if not granted and (
            d.type is not CitationType.CASE or not _LATER_HISTORY.fullmatch(s, d.end, nxt.start)
        ):
            merits = None
            continue
        merits = merits or d
        said = s[d.end : nxt.start]
        reviewing = _court_rank(nxt.components)
        if reviewing is not None and _cannot_review(
            said, _court_rank(merits.components), reviewing, nxt.components.year
        ):
            nxt.flags.append(CitationFlag.HISTORY_BY_COURT_BELOW)
        if not (granted or _GRANTED.search(said)):
            merits = nxt  # (a grant of review is no decision the next one reviews)


_GRANTED = re.compile(r"\b(?:cert\.|certiorari|review|reh['’]g|rehearing)\s+granted\b", re.IGNORECASE)
# The District of Columbia's own courts were reviewed by the D.C. Circuit until the District of
# Columbia Court Reform and Criminal Procedure Act of 1970 (effective 1971)
_DISTRICT_REVIEWED_UNTIL = 1971


def _cannot_review(
    said: str, ranked: tuple[str, int] | None, ranking: tuple[str, int], year: str | None
) -> bool:
    """Whether the court ranked `ranking` cannot have done what the history `said` says to the
    decision of the court ranked `ranked` (system, rank); False where a rank is unknown."""
    if ranked is None:
        return False
    certiorari, reviewed_it, overruled = (bool(p.search(said)) for p in (_CERTIORARI, _REVIEWED, _OVERRULED))
    if not (certiorari or reviewed_it or overruled):
        return False
    (system, reviewed), (its_system, reviewing) = ranked, ranking
    if system != its_system:
        if ranking == ("federal", 3):
            return False  # the Supreme Court reviews, and on federal law overrules, a State's courts
        if {system, its_system} == {"DC", "federal"} and year and year.isdigit():
            return int(year) > _DISTRICT_REVIEWED_UNTIL
        if overruled and not (certiorari or reviewed_it):
            # a State's high court abrogates a lower federal court's reading of its law
            return not (system == "federal" and reviewed < 3 and reviewing == 3)
        return True
    if certiorari:
        return reviewing <= reviewed if system != "federal" else reviewing != 3 or reviewed == 3
    if reviewed_it:
        return reviewed == 3 or reviewing < reviewed
    return reviewing < reviewed  # a court may overrule itself, never a court above it


# A State's high court granting or denying review, as California, New Jersey and others write it
_GRANT_OF_REVIEW = re.compile(
    rf"{_PARENTHETICALS},?\s*(?:review|certif(?:ication)?|leave\s+to\s+appeal)\s+(?:granted|denied)[^;()]*?,\s*"
)


def _inherit_history_years(s: str, drafts: list[_Draft]) -> None:
    """Bluebook 10.5: "X, 123 F.3d 456 (10th Cir.), cert. denied, 789 U.S. 10 (1997)" omits
    the first year because the later decision shares it."""
    for d, nxt in pairwise(drafts):
        c = d.components
        dateless = d.form is CitationForm.FULL and d.type is CitationType.CASE and c.court and not c.year
        if dateless and nxt.components.year and _HISTORY_GAP.fullmatch(s, d.end, nxt.start):
            c.year = nxt.components.year
