"""An opinion's text as quotes and pins are checked against, from CourtListener's fields.

One reading for the API's `/opinions/` answers and for the bulk `opinions` file (FACTS.md
"Opinion text and page markers"): the best field as CourtListener chooses it
(`OPINION_TEXT_SOURCE_FIELDS`), tags stripped and entities decoded by the HTML parser, the
printed page breaks turned into offsets from each of their markers (`<span
class="star-pagination">*389</span>`, `<page-number label="496">`, `<a class="page-label">*12</a>`,
a plain `*389`), and the numbered paragraphs of the courts that number them ("¶ 12", "[¶ 12]",
"{¶ 12}", New Mexico's "{12}", at a paragraph's start: the pins of their public-domain
citations) likewise, words broken at a line end joined, whitespace folded. A cluster's opinions stay
apart (lead or combined first, then concurrences, then dissents), so a quote found only in a
dissent can be told from one in the opinion of the court.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from itertools import pairwise

from lxml import etree
from lxml import html as lxml_html

from briefcheck.domain.errors import SourceError
from briefcheck.text.authority import (
    NOTE_END,
    AuthorityText,
    Notes,
    Units,
    finish,
    mark,
    mark_note,
    mark_paragraph,
)
from briefcheck.text.whitespace import LINE_END_HYPHEN

# CourtListener's own order of preference (cl/search/models.py, OPINION_TEXT_SOURCE_FIELDS).
TEXT_FIELDS = ("html_with_citations", "xml_harvard", "html_columbia", "html_lawbox", "html_anon_2020", "html")
# The pattern opens with its literal ("*") and looks behind it only there: a look-behind first is tried
# at every character of a 40 KB opinion (three to seven times slower).
_PLAIN_STAR = re.compile(r"\*(?<![\w*]\*)(\d{1,5})\b")
# A paragraph's number where it starts a line (after any page markers already put there): "¶ 12",
# "¶12.", "[¶ 12]", "[¶12.]", "{¶ 12}", "{12}". Mid-sentence "¶ 12" is a reference, not a number.
_PARAGRAPH_NUMBER = re.compile(
    r"^((?:[ \t]*\u2063\d+\u2063)*[ \t]*)"
    r"(?=[\[{¶])(?:[\[{]\s*¶\s*(\d{1,4})\s*\.?\s*[\]}]|¶\s*(\d{1,4})\b\.?|\{(\d{1,4})\})",
    re.M,
)
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")
# compiled once: an edition is millions of opinions, and a path given as a string is compiled
# on every call
_PAGE_MARKERS = etree.XPath(
    '//*[contains(concat(" ", normalize-space(@class), " "), " star-pagination ")]'
    ' | //page-number | //*[contains(concat(" ", normalize-space(@class), " "), " page-label ")]'
)
_IN_FOOTNOTE = etree.XPath('ancestor::*[contains(@class, "footnote")]')
# A footnote's own element (CourtListener's <div class="footnote" id="fn3">, Harvard's <footnote
# label="3">): a block, not the container of them all nor a link to one in the text
_FOOTNOTES = etree.XPath(
    "//footnote | //*[self::div or self::p or self::li or self::section or self::aside]"
    '[contains(concat(" ", normalize-space(@class), " "), " footnote ")]'
)
_SUPERSCRIPTS = etree.XPath("//sup")
# A footnote's call: a link to its id, or Harvard's <footnotemark>
_NOTE_CALLS = etree.XPath('//a[starts-with(@href, "#")]')
_NOTE_MARKS = etree.XPath("//footnotemark")
# (a number opening a note's words, not a title's or a reporter's: "42 U.S.C. § 1983 ...")
_NOTE_NUMBER = re.compile(r"\s*\[?(\d{1,3})\b[\].]?(?=\s+(?:[A-Z][a-z]|[A-Z]\s|[\"“(]))")
# What a publisher or reporter wrote about the opinion, in CourtListener's markup (Harvard's XML
# elements, and the classes other sources give such blocks).
_PUBLISHER_WORDS = ("headnote", "syllabus", "synopsis", "summary")
_PUBLISHERS = etree.XPath(" | ".join(
    [f"//{w} | //{w}s" for w in _PUBLISHER_WORDS]
    + [f'//*[contains(translate(@class, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"), "{w}")]'
       for w in _PUBLISHER_WORDS]
))  # fmt: skip
_UNMARKED = re.compile("\u2063[^\u2063]*\u2063")  # page markers inside the publisher's words
# (a publisher's "SYNOPSIS" or "HEADNOTES" heading the plain text as a syllabus does)
# (after any page markers opening its line: "*1 Syllabus"; the heading alone on its line, or "by the
# court" after it, not a sentence of the court's opening with the word: "Syllabus point 2 of ...")
_SYLLABUS = re.compile(
    # (or the Reporter's, "SYLLABUS BY THE REPORTER", "Syllabus*"; or a summary heading the opinion
    # that is not the court's: a court staff's, which "constitutes no part of the opinion of the
    # court", or the Official Reports' before the counsel, "SUMMARY" ... "COUNSEL"; not a court's own
    # first section so headed)
    r"^(?:[ \t]*\u2063\d+\u2063)*\s*(?:(?P<word>(?i:syllabus|synopsis|headnotes?))\b"
    r"(?=[ \t]*[.:*]*[ \t]*$|\s+(?i:by\s+the\s+(?:court|reporter)))"
    r"|(?P<summary>(?i:summary))[ \t]*[.:*]*[ \t]*$"
    r"(?=[\s\S]{0,3000}?(?:^[ \t]*COUNSEL[ \t]*$|(?i:no\s+part\s+of\s+the\s+opinion))))",
    re.M,
)
# A West headnote by its topic and key number ("[1] Searches and Seizures 349 k 23."): the
# publisher's line, wherever the text prints it
_KEY_NUMBER_HEADNOTE = re.compile(
    r"^[ \t]*\[\d{1,3}\][ \t]+[A-Z][^\n]{0,80}?\b\d{1,3}[ \t]?k[ \t]?\d{1,5}\b[^\n]*\n?", re.M
)
# A syllabus the court itself writes (Kansas, West Virginia, Ohio before 2002): the law of the case
_BY_THE_COURT = re.compile(r"\s*syllabus\s+by\s+the\s+court", re.IGNORECASE)
_SYLLABUS_WITHIN = 6000  # a syllabus heads the opinion, after the caption and counsel
# where the Court's own words begin: "delivered the opinion of the Court", "... for a unanimous
# Court", "announced the judgment of the Court", a per curiam
_DELIVERED = re.compile(
    r"(?i:(?:delivered|announced)\s+the\s+(?:opinion|judgment)\s+(?:of|for)\s+(?:the|a\s+unanimous)\s+court)"
    # "Justice KENNEDY, writing for the Court." on a line of its own (not "Justice Cleckley, writing
    # for the Court in Guthrie, explained" in a paragraph)
    r"|^[^\n]{0,60}(?i:writing\s+for\s+(?:the|a\s+unanimous)\s+court)\.?[ \t]*$|^\s*PER CURIAM\b"
    # a per curiam however capitalised, "Opinion by Justice X.", "Justice X for the Court." on a
    # line of its own
    r"|^[ \t]*(?i:per\s+curiam)[.:]?[ \t]*$|^[ \t]*(?i:opinion\s+by\s)[^\n]{0,60}$"
    r"|^[ \t]*(?:Chief\s+)?(?:Justice|Judge)\s[^\n]{0,40}(?i:for\s+the\s+court)\.?[ \t]*$"
    # Kentucky's "Opinion of the Court by Justice X.", Kansas's "The opinion of the court was
    # delivered by X", and the opinion's own heading: "OPINION" on a line alone
    r"|^[ \t]*(?i:opinion\s+of\s+the\s+court\s+by\s)[^\n]{0,60}$"
    r"|^[ \t]*(?i:the\s+opinion\s+of\s+the\s+court\s+was\s+delivered\s+by\s)"
    r"|^[ \t]*OPINION[ \t]*$"
    # or its author's line alone, after a page's star: "*200 JONES, J.", "ROVNER, Circuit Judge."
    r"|^[ \t]*(?:(?:\*|\u2063)\d{1,5}\u2063?[ \t]+)?[A-Z][A-Za-z'’-]+,[ \t]*"
    r"(?:Chief[ \t]+|Senior[ \t]+|Presiding[ \t]+)?"
    r"(?:J\.|C\.[ \t]?J\.|P\.[ \t]?J\.|Circuit[ \t]+Judge|District[ \t]+Judge|Judge|Justice)[.:]?[ \t]*$",
    re.M,
)
_BLOCKS = ("p", "div", "br", "li", "h1", "h2", "h3", "h4", "center", "blockquote", "pre", "tr", "opinion")


@dataclass(frozen=True)
class OpinionText:
    """One opinion of a cluster: its type ("010combined", "020lead", "040dissent" ...), its plain
    text, and where each printed page starts in it."""

    kind: str
    text: str
    units: Units
    paragraphs: Units = ()
    notes: Notes = ()


def of_the_court(kind: str) -> bool:
    """Whether an opinion type is the court's (combined, lead, majority, per curiam), not a
    concurrence, a dissent or the publisher's part."""
    return not any(word in kind for word in ("concurrence", "dissent", "publisher"))


def opinion_label(kind: str) -> str:
    """ "040dissent" -> "dissent"; "035concurrenceinpart" -> "concurrenceinpart"."""
    return kind.lstrip("0123456789") or kind


def court_text(text: AuthorityText) -> str:
    """The opinion of the court alone, from a joined text (the whole text when its parts are not
    known)."""
    if not text.parts:
        return text.text
    return " ".join(text.text[start:end] for kind, start, end in text.parts if of_the_court(kind))


def separate_text(text: AuthorityText, kind: str) -> str:
    """The separate opinions of one kind ("dissent", "concurrence") from a joined text (the whole
    text when its parts are not known)."""
    if not text.parts:
        return text.text
    return " ".join(text.text[start:end] for part, start, end in text.parts if kind in part)


# The part of a cluster's text a publisher or reporter wrote (headnotes, syllabus, summary): kept
# apart from the opinions, so a quote found only there is named as theirs, never the court's.
PUBLISHER = "000publisher"


# A slip opinion's page furniture, which its text (read from the court's PDF) keeps on a line of its
# own where each page broke, often inside a sentence: a court's filing header ("Case: 19-30123
# Document: 00515381234 Page: 2 Date Filed: 04/14/2020", the Ninth's "Case: 19-55123, 04/14/2020, ID:
# 11665432, DktEntry: 45-1, Page 2 of 19", the Second's "... Page2 of 12", the Fourth's "USCA4 Appeal:
# 19-1234 Doc: 45 Filed: ... Pg: 2 of 9", the District of Columbia's "USCA Case #19-5123 Document
# #1837123 ...", a district court's "Case 1:19-cv-01234 Document 45 Filed ... Page 2 of 9"); a page's
# bare number set apart (centred, or between blank lines); the docket's running head ("No. 19-30123").
# None is the court's words: read in, a quotation over the break was no longer the court's. A number
# the court's own line wraps onto a line of its own ("§\n1983\nmust") is not set apart so.
_PAGE_FURNITURE = re.compile(
    r"^[ \t]*(?:(?:USCA\d{0,2}\s+|Appellate\s+)?(?:Case|Appeal):?\s*#?\s*\d[\w:.-]*"
    r"(?=[^\n]*\b(?:Page|Pg):?\s*\d)(?=[^\n]*\b(?:Filed|Document|Doc|DktEntry)\b)[^\n]*"
    r"|No\.\s+\d{1,2}-\d{2,6}(?:-[A-Z]{2,4})?)[ \t]*(?:\n|$)"
    r"|^[ \t]{8,}\d{1,4}[ \t]*(?:\n|$)|(?<=\n\n)[ \t]*\d{1,4}[ \t]*\n(?=[ \t]*\n)",
    re.MULTILINE,
)


def opinion_of(kind: str, fields: dict[str, str | None]) -> OpinionText | None:
    """The opinion's text from the first non-empty field, None when it has none: the court's
    words only (a publisher's headnotes and a reporter's syllabus are left out)."""
    return opinion_parts(kind, fields)[0]


def opinion_parts(kind: str, fields: dict[str, str | None]) -> tuple[OpinionText | None, OpinionText | None]:
    """(the opinion, its publisher's part) from the first non-empty field: the court's words,
    and apart from them the headnotes, syllabus or summary printed with it (None where none is)."""
    markup = next((fields[f] for f in TEXT_FIELDS if fields.get(f)), None)
    publisher: list[str] = []
    raw = marked_html(markup, publisher) if markup else marked_plain(fields.get("plain_text") or "")
    if not markup or "<pre" in markup:  # (a PDF's text, plain or in CourtListener's <pre>)
        raw = _PAGE_FURNITURE.sub("", raw)
    court = without_syllabus(raw)
    if len(court) < len(raw):
        publisher.append(raw[: len(raw) - len(court)])
    text, units, paragraphs, notes = finish(_numbered(court))
    said = " ".join(" ".join(p.split()) for p in publisher if p.strip())
    words = OpinionText(PUBLISHER, _UNMARKED.sub(" ", said), ()) if said.strip() else None
    return (OpinionText(kind or "", text, units, paragraphs, notes) if text else None), words


# A separate opinion's byline in a combined text: "ROVNER, Circuit Judge, dissenting.", "SCALIA, J.,
# concurring.", "CHIEF JUSTICE BURGER, dissenting.", "Justice Thomas, with whom Justice Alito joins,
# concurring in part and dissenting in part." It ends at its stop: the court's own mention of a
# separate opinion goes on ("JUSTICE THOMAS, dissenting, notes") or stands in a parenthesis.
# (New York's and many states' "RIVERA, J. (dissenting):", Illinois's "specially concurring", a
# capital "Dissenting:", Washington's dash after it, "LEE, J. (dissenting) —"; a judge's names in full,
# accented or numbered as a paragraph, "¶40 REBECCA GRASSL BRADLEY, J. (dissenting).", "GONZÁLEZ, J.")
_JUDGES_NAME = r"[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’-]+"
_BYLINE = re.compile(
    r"(?<![A-Za-z(,]\s)(?<![\w(,])(?:M[Rr]\.\s+)?"
    rf"(?:(?:CHIEF\s+|Chief\s+)?(?:JUSTICE|Justice|JUDGE|Judge)\s+{_JUDGES_NAME}"
    rf"|(?:{_JUDGES_NAME}\s+){{0,3}}{_JUDGES_NAME},\s*(?:Chief\s+|Senior\s+)?(?:Circuit\s+|District\s+|Associate\s+)?"
    r"(?:Judge|Justice|J\.|(?:[CPAS]\.\s?)J\.|JJ\.)(?:,\s*sitting\s+by\s+designation)?)"
    # (the old U.S. Reports' "MR. JUSTICE HOLMES dissenting.", "Mr. Justice Holmes dissenting.": no comma)
    r"(?:,?\s+(?:with\s+whom|joined\s+by)\s.{0,200}?)?(?:,\s*|\s*(?P<paren>\()\s*|(?<=[A-Za-z])\s+)"
    r"(?:[Ss]pecially\s+|SPECIALLY\s+)?"
    r"(?P<kind>[Dd]issenting|[Cc]oncurring|DISSENTING|CONCURRING|[Dd]ubitante|DUBITANTE)"
    # "concurring in part and dissenting in part", "concurring in part, dissenting in part",
    # "concurring and dissenting", "dissenting from the denial of rehearing en banc"
    r"(?P<rest>\s+in\s+(?:part|the\s+judgment|the\s+result)(?:\s+in\s+part)?"
    r"(?:(?:,?\s+(?:and\s+)?|\s*/\s*)(?:dissenting|concurring)\s+in\s+(?:part|the\s+judgment))?"
    r"|\s+and\s+(?:dissenting|concurring)"
    r"|\s+from\s+the\s+denial\s+of\s+(?:rehearing|reconsideration)(?:\s+en\s+banc)?)?"
    # "dissenting separately" (Louisiana's "dissents and assigns reasons" is read by `_ASSIGNS`, as its
    # captions also list it before the court's opinion)
    # (a dash only after the parenthesis, before the separate opinion's first sentence: not a dash aside
    # in the court's prose, "JUSTICE STEVENS, dissenting — in a case much like this one — thought")
    r"(?:\s+separately)?"
    # ("dissenting, with whom ROE, J., joins.")
    r"(?:,\s*(?:with\s+whom|in\s+which)\s.{0,160}?\bjoins?\b)?"
    r"(?(paren)\)\s*(?:[.:]|(?:[—–]|--)(?=\s*[A-Z¶]))|(?:\s*[.:]"
    # (or a line of its own, no stop, the separate opinion's first sentence in the first person after it)
    r"|(?=\s+(?:[¶*]\S*\s+)?(?=[A-Z])(?:(?![.!?]\s).){0,300}?\b(?:I|my|me)\b)))"
)
# A separate opinion's heading in capitals, opening a sentence (the stored text folds its lines):
# Pennsylvania's "DISSENTING OPINION BY JUDGE McCULLOUGH", "CONCURRING AND DISSENTING OPINION BY
# JUSTICE DOUGHERTY"
_HEADING = re.compile(
    r"(?:^|(?<=[.:!?]\s))(?:(?P<kind>DISSENTING|CONCURRING)(?P<rest>\s+AND\s+(?:DISSENTING|CONCURRING))?"
    r"\s+OPINION\b(?:\s+BY\s+(?:CHIEF\s+)?(?:JUDGE|JUSTICE)\s+[A-Z][A-Za-z'’-]+)?"
    # California's "Dissenting Opinion by Liu, J.", "Concurring opinion by Judge Lohier.", a heading
    # alone ("Dissenting Opinion"), "Separate opinion of Judge Lohier."
    r"|(?P<titled>Dissenting|Concurring|Separate)\s+[Oo]pinion(?:\s+(?:by|of)\s+(?:Chief\s+)?(?:Justice\s+|Judge\s+)?[A-Z]"
    r"|(?=\s+[A-Z¶*]))"
    # or the word alone over its author's line: "DISSENT WOOD, Circuit Judge.", "DISSENT Judge WOOD:";
    # or alone on its line, "DISSENT", "DISSENTING:"
    # (not a section's heading inside the court's opinion: "II. DISSENTING SHAREHOLDERS")
    r"|(?<![IVXLC]\.\s)(?<![A-Z]\.\s)(?P<word>DISSENT(?:ING)?|CONCURR(?:ENCE|ING))(?:\s+(?=[A-Z][A-Za-z'’-]+,\s*(?:Chief\s+|Senior\s+)?"
    r"(?:Circuit\s+|District\s+)?(?:Judge|Justice|J\.|C\.\s?J\.)|(?:Chief\s+)?(?:Judge|Justice|JUDGE|JUSTICE)\s+[A-Z])"
    r"|[.:]?(?=\s+(?:[¶*\u2063]\S*\s+)?[A-Z](?:[a-z]|\s))))"
)


# Louisiana's "JOHNSON, C.J., dissents and assigns reasons.", and New York's Appellate Division
# memoranda ("All concur except Lindley, J., who dissents and votes to reverse in accordance with the
# following memorandum:", "HOLLOWAY, J., dissents, and votes to reverse the judgment, with the
# following memorandum:", "Friedman, J. who dissents in a memorandum as follows:"): a byline only
# where the separate opinion follows it in the first person (Louisiana's captions list the same words
# before the court's opinion)
_ASSIGNS = re.compile(
    r"(?<![\w(,])(?:[A-Z][A-Za-z'’-]+,\s*(?:J\.\s?P\.|P\.\s?J\.|C\.\s?J\.|J\.|JJ\.)(?:\s*\([^()]{0,20}\))?,?\s*"
    # (or "Judge Rovner dissents.", "Justice Liu concurs.")
    r"|(?:Chief\s+)?(?:Judge|Justice|JUDGE|JUSTICE)\s+[A-Z][A-Za-z'’-]+\s+)"
    r"(?:who\s+)?(?:additionally\s+)?(?P<kind>dissents?|concurs?)(?P<rest>\s+in\s+(?:part|the\s+judgment|the\s+result))?"
    r"(?:(?:\s+and\s+assigns\s+reasons)?\.|,?\s+(?:and\s+votes?\s+to\s+|in\s+a\s+)[^:]{0,160}?"
    r"\b(?:memorandum|opinion|as\s+follows)\b[^:]{0,60}:)",
    re.IGNORECASE,
)
# (two judges dissenting together write "We respectfully dissent")
_FIRST_PERSON = re.compile(
    r"\bI\s+(?:would|respectfully|agree|disagree|write|dissent|concur|believe|join|find)\b"
    r"|\bWe\s+(?:respectfully\s+)?dissent\b"
)


def _kind_of_byline(m: re.Match[str]) -> str:
    """CourtListener's type for the separate opinion a byline opens."""
    rest = (m["rest"] or "").lower()
    kind = (m["kind"] or m.groupdict().get("word") or m.groupdict().get("titled") or "").lower()
    if kind in ("dissenting", "dissents", "dissent"):
        return "035concurrenceinpart" if "concurring" in rest else "040dissent"
    return "035concurrenceinpart" if "dissent" in rest else "030concurrence"


# Where a byline's "dissenting" or "concurring" stands, found in C; the byline is read back from
# each (the byline pattern tried at every character of an opinion cost 1.2 ms a text)
# (one pattern a stop: opening on a literal, each is searched in C about 15x faster than one
# opening on "[,(]")
_SEPARATE_KIND = (
    r"\s*(?:[Ss]pecially\s+|SPECIALLY\s+)?"
    r"(?:[Dd]issenting|[Cc]oncurring|DISSENTING|CONCURRING|[Dd]ubitante)\b"
)
_SEPARATE_WORDS = (
    re.compile("," + _SEPARATE_KIND),
    re.compile(r"\(" + _SEPARATE_KIND),
    # "MR. JUSTICE HOLMES dissenting.": only where the byline may end (prose says "the dissenting
    # opinion" often, and each was read back at a cost)
    re.compile(r" (?:[Dd]issenting|[Cc]oncurring)(?=\s*[.:]| in part| and | from the denial)"),
)
_SEPARATE_STEMS = ("issenting", "oncurring", "ISSENTING", "ONCURRING", "ubitante")
_BYLINE_REACH = 320  # characters before the word a byline may start
# The words the headings and Louisiana's bylines are read back from, found in C
_HEADING_WORD = re.compile(
    r"DISSENTING|CONCURRING|DISSENT\b|CONCURRENCE\b|(?:Dissenting|Concurring|Separate) [Oo]pinion"
)
# (looked for as substrings, in C)
_HEADING_HINTS = ("OPINION", "DISSENT", "CONCURRENCE", "pinion by", "pinion of", "Dissenting Opinion")
_ASSIGNS_WORD = re.compile(r"(?:dissent|concur|DISSENT|CONCUR)S?\b|(?:dissent|concur)s\b")


def _bylines(text: str) -> list[re.Match[str]]:
    """The separate opinions' bylines and headings in a combined text, after its start, in order."""
    found: list[re.Match[str]] = []
    # (a plain substring test first: most texts hold no separate opinion, and a pattern opening on a
    # space is tried at every space)
    words = _SEPARATE_WORDS if any(w in text for w in _SEPARATE_STEMS) else ()
    for word in sorted((w for p in words for w in p.finditer(text)), key=lambda w: w.start()):
        lo = max(0, word.start() - _BYLINE_REACH, found[-1].end() if found else 0)
        m = next(
            (b for b in _BYLINE.finditer(text, lo, word.end() + 120) if b.end("kind") == word.end()), None
        )
        if m is not None and m.start() > 0 and (not found or m.start() >= found[-1].end()):
            found.append(m)
    # (each pattern read back from a word found in C, as the bylines are: tried at every character of
    # a text they cost five times the rest)
    headings = [
        h
        for w in (_HEADING_WORD.finditer(text) if any(h in text for h in _HEADING_HINTS) else ())
        if (h := _HEADING.match(text, w.start())) is not None
        and h.start() > 0
        and not any(_overlap(h, b) for b in found)
    ]
    assigned = [
        a
        for w in (
            _ASSIGNS_WORD.finditer(text) if any(h in text for h in ("J.", "Judge ", "Justice ")) else ()
        )
        for a in _ASSIGNS.finditer(text, max(0, w.start() - 60), w.end() + 200)
        if a.end("kind") == w.end()
        and a.start() > 0
        and _FIRST_PERSON.search(text, a.end(), a.end() + 400)
        and not any(_overlap(a, b) for b in [*found, *headings])
    ]
    return sorted([*found, *headings, *assigned], key=lambda m: m.start())


def _overlap(a: re.Match[str], b: re.Match[str]) -> bool:
    return a.start() < b.end() and b.start() < a.end()


def _separated(o: OpinionText) -> list[OpinionText]:
    """A combined opinion of the court cut at its separate opinions' bylines, each piece with its
    own pages (a piece opens on the page in effect where it was cut); any other opinion whole."""
    cuts = _bylines(o.text) if of_the_court(o.kind) else []
    if not cuts:
        return [o]
    bounds = [(0, o.kind), *((m.start(), _kind_of_byline(m)) for m in cuts), (len(o.text), "")]
    pieces = []
    for (start, kind), (end, _) in pairwise(bounds):
        text = o.text[start:end].rstrip()
        notes = tuple((label, a - start, b - start) for label, a, b in o.notes if start <= a < end)
        pieces.append(
            OpinionText(
                kind, text, _units_within(o.units, start, end), _units_within(o.paragraphs, start, end), notes
            )
        )
    return pieces


def words_of_the_court(o: OpinionText) -> str:
    """An opinion's words that speak for the court: a combined text without the separate opinions
    its bylines open; nothing of a separate opinion."""
    return " ".join(p.text for p in _separated(o) if of_the_court(p.kind))


def _units_within(units: Units, start: int, end: int) -> Units:
    """The units of text[start:end], offsets from `start`, the one in effect at `start` first."""
    inside = tuple((label, at - start) for label, at in units if start <= at < end)
    before = [label for label, at in units if at < start]
    if start and before and not (inside and inside[0][1] == 0):
        inside = ((before[-1], 0), *inside)
    return inside


def joined(opinions: list[OpinionText]) -> AuthorityText:
    """A cluster's opinions as one text, the opinion of the court first, each one's span kept; a
    combined text's separate opinions apart by their bylines."""
    ordered = sorted(
        (piece for o in opinions for piece in _separated(o)), key=lambda o: (not of_the_court(o.kind), o.kind)
    )
    parts: list[tuple[str, int, int]] = []
    units: list[tuple[int, int]] = []
    paragraphs: list[tuple[int, int]] = []
    notes: list[tuple[int, int, int]] = []
    texts: list[str] = []
    at = 0
    for o in ordered:
        units.extend((label, at + offset) for label, offset in o.units)
        paragraphs.extend((label, at + offset) for label, offset in o.paragraphs)
        notes.extend((label, at + start, at + end) for label, start, end in o.notes)
        parts.append((o.kind, at, at + len(o.text)))
        texts.append(o.text)
        at += len(o.text) + 1
    return AuthorityText(
        text=" ".join(texts),
        unit_kind="page",
        units=tuple(units),
        parts=tuple(parts),
        paragraphs=tuple(paragraphs),
        notes=tuple(notes),
    )


def _numbered(raw: str) -> str:
    """The text with each numbered paragraph's start marked (a cheap test first: most opinions
    number none): at a line's start, or after a sentence's end where paragraphs were run together
    on one line ("... appeals. ¶ 2 We hold"), when it is the number after the one before ("see
    id. ¶ 12" is a reference)."""
    if "\u00b6" not in raw and "{" not in raw:
        return raw
    starts = [(m.start(), m.end(), m, True) for m in _PARAGRAPH_NUMBER.finditer(raw)]
    within = [(m.start(), m.end(), m, False) for m in _RUN_ON_NUMBER.finditer(raw)]
    pieces: list[str] = []
    at, last = 0, None
    for start, end, m, line_start in sorted(starts + within, key=lambda found: found[0]):
        if start < at:
            continue
        number = int(next(g for g in m.groups()[1 if line_start else 0 :] if g))
        if not line_start and (
            last is None or number != last + 1 or _REFERRING.search(raw, max(0, start - 12), start)
        ):
            continue
        pieces.append(raw[at:start])
        pieces.append(_marked_number(m) if line_start else mark_paragraph(number) + m.group(0))
        at, last = end, number
    return "".join(pieces) + raw[at:] if pieces else raw


# Words before a "¶ 13" that refer to a paragraph, not start one: "Id. ¶ 13", "See ¶ 13"
_REFERRING = re.compile(r"\b(?:[Ii]d\.|at|[Ss]ee|supra|infra|cf\.)\s*$")
# A paragraph's number after a sentence's end, paragraphs run together on one line
_RUN_ON_NUMBER = re.compile(r"¶(?<=[.!?:;”\"')\]] ¶)\s*(\d{1,4})\b\.?(?=\s+[A-Z“\"(])")


def _marked_number(m: re.Match[str]) -> str:
    number = int(m.group(2) or m.group(3) or m.group(4))
    return m.group(1) + mark_paragraph(number) + m.group(0)[len(m.group(1)) :]


def without_syllabus(raw: str) -> str:
    """An opinion's text without the syllabus printed before it (the Reporter of Decisions'
    summary, "no part of the opinion of the Court"): cut where the opinion of the Court is
    announced, when the text opens with a syllabus, but for a syllabus by the court itself."""
    if "[" in raw:
        raw = _KEY_NUMBER_HEADNOTE.sub("", raw)
    head = _SYLLABUS.search(raw[:_SYLLABUS_WITHIN])
    if head is None or (head["word"] is not None and _BY_THE_COURT.match(raw, head.start("word"))):
        return raw
    start = _DELIVERED.search(raw, head.end())
    if start is None:
        return raw
    line = raw.rfind("\n", 0, start.start()) + 1
    return raw[line:]


def marked_html(markup: str, publisher: list[str] | None = None) -> str:
    """The text of an opinion's HTML or XML with each printed page's start marked; headnotes,
    syllabi, summaries and synopses (a publisher's words, not the court's) left out, their text
    added to `publisher` when given."""
    try:
        doc = lxml_html.fromstring(_XML_DECLARATION.sub("", markup))
    except Exception as exc:  # lxml raises several types on empty or broken markup
        raise SourceError(f"cannot parse opinion HTML ({type(exc).__name__})") from None
    marked = _mark_calls(doc)
    for sup in _SUPERSCRIPTS(doc):
        sup.drop_tree()  # footnote call numbers would split quoted sentences
    for note in _PUBLISHERS(doc):
        if _BY_THE_COURT.match(note.text_content()):
            continue  # the court's own syllabus
        if publisher is not None and note.getparent() is not None:
            publisher.append(note.text_content())
        note.drop_tree()
    for note in _FOOTNOTES(doc):
        note.text = mark_note(_note_number(note)) + (note.text or "")
        if len(note):
            note[-1].tail = (note[-1].tail or "") + NOTE_END
        else:
            note.text += NOTE_END
    for marker in _PAGE_MARKERS(doc):
        in_note = _IN_FOOTNOTE(marker)
        number = re.search(r"\d+", marker.get("label") or marker.text_content() or "")
        tail = marker.tail or ""
        for child in list(marker):
            marker.remove(child)
        marker.text = mark(int(number.group())) if number and not in_note else " "
        marker.tail = tail
    for block in doc.iter(*_BLOCKS):
        block.tail = "\n" + (block.tail or "")
    return LINE_END_HYPHEN.sub("", _with_the_opinion_calling_them(doc.text_content(), marked))


# Where a footnote's unique call stood, and where its note opens, while the text is assembled
# (characters no opinion writes, taken out again before the text is returned)
_CALL, _CALLED = "\ue001", "\ue002"
_PLACED = re.compile(f"[{_CALL}{_CALLED}]\\d+[{_CALL}{_CALLED}]")
_NOTE_OPENS = mark_note(None)[:3]  # how `mark_note` opens a note, whatever its number


def _mark_calls(doc: lxml_html.HtmlElement) -> int:
    """Each footnote whose id or label is one note's and one call's (a link to its id, or Harvard's
    <footnotemark>), its call and its opening marked with its number in turn (a majority and a
    dissent both numbering from 1 are left alone); the calls taken out of the text, as footnote
    numbers would split quoted sentences. How many were marked."""
    calls: dict[str, list[lxml_html.HtmlElement]] = {}
    for link in _NOTE_CALLS(doc):
        calls.setdefault("#" + (link.get("href") or "")[1:], []).append(link)
    footnote_marks = _NOTE_MARKS(doc)
    for footnote_mark in footnote_marks:
        calls.setdefault("label " + (footnote_mark.text_content() or "").strip(), []).append(footnote_mark)
    notes = [(note, f"#{note.get('id')}" if note.get("id") else f"label {(note.get('label') or '').strip()}")
             for note in _FOOTNOTES(doc)]  # fmt: skip
    keys = [key for _, key in notes]
    marked = 0
    for note, key in notes:
        called = calls.get(key, [])
        if len(called) != 1 or keys.count(key) != 1 or _IN_FOOTNOTE(called[0]):
            continue
        marked += 1
        call = next((a for a in called[0].iterancestors() if a.tag == "sup"), called[0])
        call.tail = f"{_CALL}{marked}{_CALL}" + (call.tail or "")
        note.text = f"{_CALLED}{marked}{_CALLED}" + (note.text or "")
    for footnote_mark in footnote_marks:
        footnote_mark.drop_tree()  # (its number, as a <sup>'s, would split quoted sentences)
    return marked


def _with_the_opinion_calling_them(raw: str, marked: int) -> str:
    """`raw` with each marked note that the text prints after a separate opinion's byline, while
    its call stands before it (a combined text's notes all printed at its end, after a dissent),
    moved to just before that byline: the note of the opinion that calls it, not the dissent's."""
    cuts = [raw.rfind("\n", 0, b.start()) + 1 for b in _bylines(raw)] if marked else []
    placed = _placed(raw) if cuts else {}  # (a text with no separate opinion moves none)
    for n in range(1, marked + 1) if cuts else ():
        call, opens = placed.get((_CALL, n), -1), placed.get((_CALLED, n), -1)
        cut = next((c for c in cuts if 0 <= call < c <= opens), None)
        begins = raw.rfind(_NOTE_OPENS, 0, opens) if cut is not None else -1
        ends = raw.find(NOTE_END, opens) if begins >= 0 else -1
        if cut is None or ends < 0:
            continue
        ends += len(NOTE_END)
        note = raw[begins:ends] + "\n"
        raw = raw[:cut] + note + raw[cut:begins] + raw[ends:]
        cuts = [c + len(note) if c >= cut else c for c in cuts]
        placed = _placed(raw)  # (the text moved: where the rest stand now)
    return _PLACED.sub("", _on_the_calls_page(raw, marked)) if marked else raw


def _placed(raw: str) -> dict[tuple[str, int], int]:
    """Where each marked call and note opening stands in `raw`: (mark, number) -> offset."""
    return {(m.group()[0], int(m.group()[1:-1])): m.start() for m in _PLACED.finditer(raw)}


_A_PAGE = re.compile("\u2063(\\d+)\u2063")  # a page's marker (`mark`), its number read


def _on_the_calls_page(raw: str, marked: int) -> str:
    """`raw` with each marked note on the page its call stands on: that page's marker at the note's
    first word, and the page in effect where the note is printed marked again after it (a note
    printed with the others at the end would read as on the last page)."""
    pages = [(m.start(), int(m.group(1))) for m in _A_PAGE.finditer(raw)]
    starts = [at for at, _ in pages]

    def page_before(at: int) -> int | None:
        k = bisect_right(starts, at) - 1
        return pages[k][1] if k >= 0 else None

    inserts: list[tuple[int, str]] = []
    placed = _placed(raw)
    for n in range(1, marked + 1):
        call, opens = placed.get((_CALL, n), -1), placed.get((_CALLED, n), -1)
        ends = raw.find(NOTE_END, opens) if opens >= 0 else -1
        called_on, printed_on = page_before(call), page_before(opens)
        if call < 0 or ends < 0 or called_on is None or called_on == printed_on:
            continue
        inserts.append((opens, mark(called_on)))
        if printed_on is not None:
            inserts.append((ends + len(NOTE_END), mark(printed_on)))
    for at, text in sorted(inserts, reverse=True):
        raw = raw[:at] + text + raw[at:]
    return raw


def _note_number(note: lxml_html.HtmlElement) -> int | None:
    """A footnote's number: the markup's label, else its id's number after "fn" ("fn3", "fn4-p136") or
    its last ("footnote_1_3"), else the number its words open with ("3 A ...")."""
    labelled = note.get("label") or note.get("data-label")
    if labelled:
        number = re.search(r"\d+", labelled)
        return int(number.group()) if number else None
    ident = note.get("id") or ""
    number = (
        re.match(r"fn[-_]?(\d+)", ident, re.IGNORECASE)
        or re.search(r"(\d+)\D*$", ident)
        or _NOTE_NUMBER.match(note.text_content())
    )
    return int(number.group(1)) if number else None


def marked_plain(text: str) -> str:
    """A plain-text opinion with its `*389` page markers marked (many plain texts have none)."""
    return _PLAIN_STAR.sub(lambda m: mark(int(m.group(1))), LINE_END_HYPHEN.sub("", text))
