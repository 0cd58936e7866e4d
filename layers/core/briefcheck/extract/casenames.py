"""Case names (and docket numbers) written before a reporter citation.

eyecite's own case-name search can run past the previous citation or a bare "(1954)" and
hand one citation its neighbour's parties. This parser only ever sees the text between the
previous citation's end and this citation's volume, so it cannot borrow a neighbour's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from briefcheck.extract.parens import MONTHS, full_year
from briefcheck.reference.tables import states
from briefcheck.text.abbreviations import abbreviates_name_word, is_abbreviation, words
from briefcheck.text.names import A_CIRCUIT

# Lower-case words that may sit inside a party name.
CONNECTORS = words(
    "of the and & for de del della da das do dos la le les du von van der den ex rel. re parte on",
    # a relator's relation however written: "ex rel Smith", "on (the) relation of", "for the use of"
    "rel relation upon use benefit inf.",
    "behalf et al. d/b/a a/k/a f/k/a n/k/a",
)
# Suffixes that follow a comma inside a name: "Acme Widgets, LLC", "Smith, Jr."
NAME_SUFFIXES = words(
    "Inc. Inc Inc.; LLC L.L.C. Ltd. Ltd Co. Corp. N.A. P.C. P.A. PLLC LLP L.L.P. L.P. LP S.A. S.p.A.",
    "AG GmbH plc PLC B.V. N.V. Jr. Sr. II III IV Esq. et",
    # bank charters written after a comma ("Glendale Federal Bank, FSB")
    "FSB F.S.B. SSB S.S.B. FA F.A. NA",
    # a company named for its country ("Chevron, U.S.A., Inc.", "Toyota Motor Sales, U.S.A., Inc.")
    "U.S.A., USA,",
)
# Words that open a sentence or a citation clause but are not part of the name.
SIGNALS = words(
    "See Cf. Accord Also But Compare Contra In Under And Similarly Moreover However Thus Here Because",
    "As Per Following Unlike Like Citing Quoting Although While When Then Later Finally Further",
    "Furthermore Indeed Again Yet So Nor Or Even After Before Since Notably Likewise Hence Therefore",
    "Accordingly Consequently Additionally Specifically Importantly Nevertheless Nonetheless Instead",
    "Otherwise Conversely Ultimately Generally Significantly Critically Relatedly Thereafter",
    "Id. See,",
)
# A participle or a preposition opening the sentence: "Applying Terry v. Ohio, ...", "Despite Roe";
# not the name's when a name's word follows it ("Holding Co. v. Smith" is a name). Not
# the words that open companies' names ("Reading Co.", "Post", "Given Imaging", "Beyond Nuclear",
# "Via Christi", "Within Techs."): a name cut short is worse than a lead-in kept.
LEAD_INS = words(
    "Applying Relying Distinguishing Interpreting Construing Rejecting Adopting Affirming Reversing Invoking",
    "Extending Recognizing Recognising Considering Accepting Echoing Embracing Discussing Analyzing",
    "Analysing",
    "Addressing Explaining Emphasizing Endorsing Criticizing Questioning Declining Limiting Clarifying",
    "Reaffirming Upholding Vacating Examining Evaluating Comparing Contrasting Approving Disapproving",
    "Describing Summarizing Characterizing Analogizing Overruling Abrogating Reviewing Invalidating Holding",
    "Finding Concluding Noting Observing Dismissing Denying Granting Remanding Paraphrasing",
    "Despite Until Absent Notwithstanding Throughout Regarding Concerning Including",
    "Against Toward Towards Upon Among Except Besides Amid Pending During",
)
_MAX_PARTY_WORDS = 14
# The signals a citation opens with ("In" may open "In re")
_CITATION_SIGNALS = words("See See, Cf. Accord Compare Contra But E.g. E.g.,")
# Abbreviations a name holds that are also words a sentence may end on ("the Marine Corps."):
# inside a name only after an abbreviation, a signal, or nothing ("Wash. Metro. Area", "See Metro.")
_ALSO_PROSE = words(
    "Corps. Metro. Found. Equal. Enter. Phila.",
    # ... and a brief's own ("the district court's Op.", "plaintiff's Resp.", "the Bayview Condo.")
    "Op. Resp. Det. Exp. Pres. Pro. Sol. Priv. Inj. Condo. Condos. Telecomm. Telecomms. Tchr. Tchrs.",
)
_MAX_NAME_CHARS = 300
# The opening of a matter's name, which names one party: "In re", "Ex parte", "(In the) Matter of"
_A_MATTER = r"(?:In re|Ex parte|In the Matter of|Matter of)"
# A caption's "v." as briefs write it: "vs" and "versus", old captions' "adv.", the typos "v," "v;" "v:"
# "v.," "vs," "v.." "v…", and a letter that only looks like a "v" (Greek nu, Cyrillic izhitsa, roman
# five, fullwidth, mathematical italic, a combining mark on it; a lone letter of a script not Latin with
# its stop, never an accented initial, "José Á. Méndez"): else the walk stops at it and reads the second
# party alone, which matches either side of a held case ("Brandt versus Jones Corp." VERIFIED as Smith v.
# Jones Corp.)
_VERSUS = re.compile(
    r"\s(?:(?:v|[\u03bd\u0475\u2174\uff56\U0001d463])[\u0300-\u036f]*(?:s\.?|\.{1,3}|…)?[,;:]?"
    r"|[^\W\d_A-Za-z\u00c0-\u024f\u1e00-\u1eff][\u0300-\u036f]*\.|versus|adv\.)\s"
)
# A name of one party after a connector-like word in the prose ("present fact versus In re Harcourt",
# "Compare A, cite, versus In re B"): no caption's second side
_ONE_PARTY_AFTER = re.compile(rf"{_A_MATTER}\b")
# A docket number: "No. 2:22-cv-517", "No 23-cv-1187", "No. 17 Civ. 4410 (JMF)" (SDNY style, the
# judge's initials after it), "Nos. 21-1234 & 21-1235", "No. 1 CA-CV 18-0123".
DOCKET_NUMBER = (
    # a state court's letters (and division) before the number: Arizona's "1 CA-CV 18-0123",
    # Montana's "DA 18-0123", Arkansas's "CA 18-123"
    r"(?:(?:\d{1,2}\s+)?[A-Z]{1,4}(?:-[A-Z]{1,4})?\s+(?=\d))?"
    # (a thousands comma inside it too: Texas's writ number "WR-12,345-02")
    r"[A-Za-z0-9](?:[\w:./-]|,(?=\d{3}\b))*\d(?:[\w:./-]|,(?=\d{3}\b))*"
    r"(?:\s+(?:Civ|Cr|Crim|CV|Cv|cv|CR|Misc|MC|MJ)\.?\s+\d[\w:./-]*)?"
    r"(?:\s*\([A-Z]{2,4}\))*"
)
# An Ohio appellate district, which names its court of appeals ("8th Dist."), and that court as
# written in Bluebook form
OHIO_DISTRICT = r"\d{1,2}(?:st|nd|rd|th)\s+Dist\."
OHIO_COURT_OF_APPEALS = "Ohio Ct. App."
_DOCKET = re.compile(
    # Ohio's appellate district and county before the number: "12th Dist. Clermont No. CA2020-02-008"
    rf"(?:,\s*|\s*\(\s*)(?:(?P<district>{OHIO_DISTRICT})\s+(?:[A-Z][a-z]+\s+){{1,2}})?"
    r"(?:Case\s+|Docket\s+|Appeal\s+)?Nos?\.?\s+"
    rf"(?P<docket>{DOCKET_NUMBER}(?:\s*(?:,|&|and)\s*{DOCKET_NUMBER})*)\s*\)?\s*,?\s*$"
)
# Mississippi's docket, and the paragraph, before the reporter: "98-CA-00380-SCT (¶ 7)"
_MISSISSIPPI_DOCKET = re.compile(
    r",\s*(?P<docket>\d{2,4}-[A-Z]{2,3}-\d{3,5}-[A-Z]{2,4})(?:\s*\(¶{1,2}\s*\d+\))?\s*,?\s*$"
)
# Louisiana's public-domain form before its reporter: "98-1417, p. 15 (La. 6/29/01); 793 So. 2d 1199"
_LOUISIANA = re.compile(
    r",\s*(?P<docket>\d{2,4}-[A-Z]{0,2}-?\d{1,6})(?:,\s*pp?\.\s*\d+(?:-\d+)?)?\s*"
    r"\((?P<court>La\.(?:\s?(?:Ct\.\s?)?App\.(?:\s?\d(?:st|nd|rd|th|d)?\s?Cir\.)?)?)\s+(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{2}|\d{4})\)"
    r"\s*[;,]\s*$"
)
# A public-domain citation no reporter table reads, before the print citation it goes with:
# "State v. Wynn, 2021-NCSC-12, ¶ 10, 376 N.C. 500"
_PUBLIC_DOMAIN_BEFORE = re.compile(
    r",\s*(?:19|20)\d\d-[A-Z]{2,8}-\d{1,6}(?:\s*,\s*¶{1,2}\s*\d+(?:[-–]\d+)?)?\s*,?\s*$"
)
# "Cobbs v. Grant, supra, 8 Cal.3d at p. 245": the name before a supra
_SUPRA_AFTER = re.compile(r",\s*supra\s*,?\s*$")
_RE_NAME = re.compile(rf"{_A_MATTER} [A-Z]")
# The opening of a matter's name that runs on past a comma, ending just where the walk stopped.
_MATTER_BEFORE = re.compile(
    rf"\b{_A_MATTER}\s+"
    r"(?:(?:[A-Z0-9$][^\s,;()]*|of|the|and|for|&|de|la|du|on|in),?\s+){1,10}?(?<=,\s)\Z"
)
# ... or a small word of its own the walk stopped at: "In re Amendments to Florida Rule of Civil Procedure"
_MATTER_THROUGH = re.compile(
    rf"\b{_A_MATTER}\s+"
    r"(?:(?:[A-Z0-9$][^\s,;()]*|of|the|and|for|to|&|on|in)\s+){1,10}?\Z"
)
_STOPPED_AT_TO = re.compile(r"\sto(?:\s+the)?\s+\Z")
_BRACKETED_YEAR = re.compile(r"[\[(](?:1[5-9]|20)\d{2}[\])]")
# California style puts the parenthetical before the citation: "(2019)", "(S.D.N.Y. 2023)"
# (a federal circuit's too, opening with its number: "(3d Cir. 2018)", "(9th Cir. 2020)")
_YEAR_BEFORE = re.compile(
    r"\s*\((?:(?P<court>(?:[A-Z]|\d{1,2}(?:st|nd|rd|th|d)\s+Cir\.)[^()]{0,40}?)\s+)?(?P<year>(?:1[6-9]|20)\d{2})\)\s*,?\s*$"
)
# A word of a party's name that opens with a digit: an ordinal ("1st Nat'l Bank", "5th 3rd Bank"),
# or letters after the digits ("3M Co.", "7-Eleven, Inc.")
_NUMBERED_NAME_WORD = re.compile(r"\d+(?:st|nd|rd|th|d)|\d+-?[A-Z][A-Za-z]*")
_DIGIT_WORD_PREFIX = frozenset(
    # (and a matter's address or sum: "In re 650 Fifth Ave. & Related Props."; a numbered doe: "John Doe 1")
    {
        "Rule",
        # (a rule's number after its set: "In re Amendments to Florida Rule of Civil Procedure 1.510")
        "Rules",
        "Procedure",
        "Proc.",
        "Evidence",
        "Evid.",
        "Conduct",
        "Administration",
        "Admin.",
        "No.",
        "Local",
        "§",
        "Section",
        "Title",
        "Store",
        "Unit",
        "Dist.",
        "Branch",
        "Lodge",
        "re",
        "Re",
        "Doe",
        "Roe",
        "Does",
        "Roes",
    }
)


@dataclass
class CaseName:
    party_1: str | None
    party_2: str | None
    start: int  # offset of the name's first character in the text given to `parse_case_name`
    docket_number: str | None = None
    year: str | None = None  # California style: "Smith v. Jones (2019) 5 Cal.5th 1"
    court: str | None = None  # and with its court: "Smith v. Jones (S.D.N.Y. 2023) 678 F.Supp.3d 443"
    month: str | None = None  # and Louisiana's day: "2019-KA-0123 (La. App. 4 Cir. 5/20/20), 300 So. 3d"
    day: str | None = None


BLANK = r"(?:_{1,}|-{1,4}|\u2014)"
# "___ U.S. ___," or with the volume, "601 U.S. —,": a parallel's placeholder before the citation
_BLANK_CITATION = re.compile(rf"(?:,\s*|\s+)(?:{BLANK}|\d{{1,4}})\s*[A-Z][\w. ]{{0,20}}?\s*{BLANK}\s*,?$")


def parse_case_name(pre: str) -> CaseName | None:
    """The case name at the end of `pre`, the text just before a citation's volume.

    Returns None when `pre` does not end in a case name ("... held in 5 F.3d 1").
    """
    base = max(0, len(pre) - _MAX_NAME_CHARS)  # a name is never longer; offsets stay in `pre`
    pre = pre[base:]
    text = pre.rstrip()
    # the citation's own opening bracket: New York's official style, "Lane v Pryce (91 NY2d 442
    # [1998])", and California's, "Viking v. Moriana (2022) ___ U.S. ___ [213 L.Ed.2d 179]"
    opened = text.endswith(("(", "["))
    if opened:
        text = text[:-1]
    # a blank-volume placeholder of a parallel citation not yet printed ("Hurst v. Florida, ___
    # U.S. ___, 136 S. Ct. 616"): not part of the name
    # The patterns anchored at the end are tried from every character of the text, so each
    # is searched for only where the string it cannot match without is present.
    blanks = 0
    if "_" in text or "-" in text or "\u2014" in text:
        text, blanks = _BLANK_CITATION.subn("", text.rstrip())
    text = text.rstrip()
    year = None
    docket = None
    court = None
    month = day = None
    m = _LOUISIANA.search(text) if text.endswith((";", ",")) else None
    if m:
        docket, court, year = m["docket"], m["court"], full_year(m["year"])
        month, day = m["month"], m["day"]
        text = text[: m.start()]
    m = _YEAR_BEFORE.search(text) if text.endswith((")", "),")) else None
    if m:
        year, court = m["year"], m["court"]
        text = text[: m.start()]
    m = _DOCKET.search(text) if "No" in text else None
    m = m or (_MISSISSIPPI_DOCKET.search(text) if "-" in text else None)
    if m:
        docket = m["docket"].strip()
        text = text[: m.start()]
        if m.re is _DOCKET and m["district"]:  # the court of appeals of that district decided it
            court = court or OHIO_COURT_OF_APPEALS
    m = _PUBLIC_DOMAIN_BEFORE.search(text) if "-" in text else None
    if m:  # North Carolina's "2021-NCSC-12, ¶ 10" before its N.C. parallel: no part of the name
        text = text[: m.start()] + ","
    m = _SUPRA_AFTER.search(text) if "supra" in text else None
    if m and _VERSUS.search(text, 0, m.start()):  # a one-party "Smith, supra" is linking's
        text = text[: m.start()] + ","
    text = text.rstrip()
    closed = text.endswith(",")
    if closed:
        text = text[:-1].rstrip()
    text = _without_short_name(text)
    if not text:
        return None
    # a name closed by a comma (or a year, docket, bracket or placeholder after it) is a name; one
    # written straight before the volume ("Lissner v. Test 1 U.S. 1") only in the "X v. Y" form
    marked = bool(closed or opened or docket or year or blanks)

    v = None
    for found in _VERSUS.finditer(text):
        if not _ONE_PARTY_AFTER.match(text, found.end()):
            v = found
    if v is not None:
        party_2 = text[v.end() :].strip()
        if _plausible_defendant(party_2) and (marked or _name_like(party_2)):
            start, party_1 = _walk_back(text, v.start())
            heading = _TOA_HEADING.match(party_1) if party_1 and not text[:start].strip() else None
            if heading:  # "Cases" over a table of authorities' first entry, its line joined to it
                start, party_1 = start + heading.end(), party_1[heading.end() :]
            if not party_1:  # "Roe 3 v. Jones", "Brandt, et al., v. Jones": read as written
                start, party_1 = _first_party_as_written(text, v.start())
            elif _CAPACITY.match(party_1) and (acting := _ACTING_AS.search(text, 0, start)) is not None:
                at, read = _walk_back(text, acting.start())
                if read:  # "Wells Fargo Bank, N.A. as Trustee v.": the party, not the capacity it sues in
                    start, party_1 = at, read
            if party_1:
                return CaseName(party_1, party_2, base + start, docket, year, court, month, day)
    start, party_1 = _walk_back(text, len(text), one_party=True)
    if v is not None and _second_party_of(text, v, start):
        return None  # "Roe 3 v. Jones", "Brandt, et al., v. Jones": a first party not read is no party
    if not marked and not (party_1 and _RE_NAME.match(party_1)):
        return None  # only "In re X", "Ex parte X" name one party without a comma after it
    if not party_1 or _A_COURT.fullmatch(party_1):
        return None  # "the Supreme Court, 570 U.S. 300, held": the court that decided it, no party
    return CaseName(party_1, None, base + start, docket, year, court, month, day)


# A capacity a party sues or is sued in, written after "as" ("Wells Fargo Bank, N.A. as Trustee", "Smith
# as Administrator of the Estate of Doe"): not the party's name
_CAPACITY = re.compile(
    r"(?:Trustee|Tr\.|Administrat(?:or|rix)|Adm['’]r|Executo(?:r|rix)|Ex['’]r|Receiver|Guardian|Conservator"
    r"|Successor|Personal\s+Representative|Assignee|Liquidator)\b"
)
_ACTING_AS = re.compile(r",?\s+as\s*$")


# The words a first party the walk cannot take may hold besides its capitalised and numbered ones
# ("Brandt, et al.,", "Okoye, a minor,", "Brandt, individually and on behalf of all others similarly
# situated,", "U.S. Bank N.A., as Trustee for Series 2006-3"), and how many are read
_AS_WRITTEN_WORDS = CONNECTORS | words(
    "a an as al. al., individually similarly situated all others minor next friend guardian ad litem by",
    "through its his her their",
)
_AS_WRITTEN_MAX = 14


def _first_party_as_written(text: str, end: int) -> tuple[int, str | None]:
    """The first party before a caption's "v." (at `end`) the walk could not take ("Roe 3", "Brandt,
    et al.", "Okoye (a minor)"), read as written: its capitalised and numbered words, brackets and
    the small words such captions hold, back to a signal, the sentence before or the prose (a lower-case
    word of none of them: "The court in Roe 3 v. Jones"); (where it starts, the party) or (end, None)."""
    kept: list[tuple[int, str]] = []
    opened_by_prose = False
    for pos, word in reversed(_last_words(text, end, _AS_WRITTEN_MAX)):
        bare = word.strip("()[],;:\"“”'‘’")
        if word.endswith((";", ":")) or (word.endswith(".") and kept and not _abbreviation(word)):
            break  # the clause or sentence before the name
        if bare in SIGNALS or bare in LEAD_INS:  # "See", "Indeed,", "In", "Applying": the sentence's opening
            opened_by_prose = bare not in _CITATION_SIGNALS
            break
        if not bare or not (bare[0].isupper() or bare[0].isdigit() or bare in _AS_WRITTEN_WORDS):
            break
        kept.append((pos, word))
    kept.reverse()
    while kept and kept[0][1] in CONNECTORS:
        kept.pop(0)
    # the prose's own phrase after its opening: "In 2016, Brandt, et al., v.", "In New York, Okoye ..."
    if opened_by_prose:
        for n in (1, 2):
            phrase = " ".join(w for _, w in kept[:n])
            if (
                len(kept) > n
                and phrase.endswith(",")
                and (phrase[:-1].isdigit() or phrase[:-1] in _state_names())
            ):
                del kept[:n]
                break
    if not kept or not any(ch.isalpha() for _, w in kept for ch in w):
        return end, None
    start = kept[0][0]
    party = _DESCRIBED.sub("", text[start:end]).strip(" ,")
    return (start, party) if party else (end, None)


# What a caption says of its first party beyond its name, left out of the name compared: a capacity or
# a minor's ("(a minor)", ", as Trustee for Series 2006-3,", ", a minor,"), a class's ("individually
# and on behalf of all others similarly situated"), "et al."
_DESCRIBED = re.compile(
    r"\s*\([^()]{1,60}\)|,\s*(?:as|a|an)\s+[^,]{1,80}|,\s*individually\b[^,]{0,160}|,?\s+et\s+al\.?"
    r"|,\s*by\s+and\s+through\b[^,]{0,120}"
)


# Words between a caption's "v." and the one-party name read after it that keep them one caption: a
# party's words (capitalised, numbered, in brackets) and its connectives, no clause's punctuation
_CAPTION_WORD = re.compile(r"[A-Z0-9(&]|(?:of|and|the|for|de|la|du|ex|rel\.)$")
_CAPTION_WORDS = 8


def _second_party_of(text: str, v: re.Match[str], start: int) -> bool:
    """Whether the one-party name read from `start` is the second party of the caption whose "v." is
    `v`: the walk stopped at a first party it cannot take ("Roe 3 v. Jones", "Okoye (a minor) v.
    Jones", "Brandt, et al., v. Jones"), or inside the second ("Brandt v. Brightwater Sav. 401(k)
    Plan"). Read alone it would match either side of a held case, the first party unread."""
    if v.end() > start:
        return False
    between = text[v.end() : start]
    words = between.split()
    return (
        not any(mark in between for mark in ",;:")
        and len(words) <= _CAPTION_WORDS
        and all(_CAPTION_WORD.match(w) for w in words)
    )


# A court spoken of by its place in the case, not a party: "the Supreme Court", "The Ninth Circuit",
# "This Court", "the Court of Appeals", "the district court"
_A_COURT = re.compile(
    r"(?:(?:the|this|that|our)\s+)?(?:(?:United\s+States|U\.\s?S\.|State|[A-Z][a-z]+)\s+)?"
    r"(?:Supreme\s+(?:Judicial\s+)?Court|Court(?:\s+of\s+(?:Criminal\s+)?Appeals?)?|Appellate\s+(?:Court|Division)"
    rf"|{A_CIRCUIT}|(?:district|trial|bankruptcy|appellate|circuit|high|lower|en\s+banc)\s+court|Tax\s+Court)",
    re.IGNORECASE,
)


# A table of authorities' headings, at the opening of the paragraph its first entry is joined to
_TOA_HEADING = re.compile(
    r"(?:(?:Table\s+of\s+)?Authorities|(?:(?:Federal|State|Other|Supreme\s+Court|Foreign)\s+)?Cases(?:\s+Cited)?"
    r"|Statutes|Page\(s\))\s+(?:(?:(?:Table\s+of\s+)?Authorities|(?:(?:Federal|State|Other)\s+)?Cases(?:\s+Cited)?"
    r"|Page\(s\))\s+)*(?=[A-Z])",
    re.IGNORECASE,
)
# A short name defined between a case's name and its volume: "(Smith II)", "(“Hale I”)",
# "[hereinafter Hale]"
_SHORT_NAME = re.compile(
    r"\s*[(\[]\s*(?:hereinafter\s+)?[\"“‘']?(?P<short>[^()\[\]\"“”]{1,40}?)[\"”’']?\s*[)\]]$"
)
_NUMERAL = re.compile(r"^(?:[ivx]+|\d+)$")


def _without_short_name(text: str) -> str:
    """The name without the short name a brief defines after it, whose words are all the name's
    own or a numeral; any other parenthesis ("(In re Jones)", an adversary proceeding's case) is
    the name's."""
    m = _SHORT_NAME.search(text) if text.endswith((")", "]")) else None
    if m is None:
        return text
    name = text[: m.start()]
    own = {w.lower() for w in re.findall(r"\w+", name)}
    said = [w.lower() for w in re.findall(r"\w+", m["short"])]
    if all(w in own or _NUMERAL.match(w) for w in said) and any(w in own and not w.isdigit() for w in said):
        return name.rstrip()
    return text


def _name_like(party: str) -> bool:
    """Every word capitalised, a connector or an abbreviation: a party, not a clause."""
    words = party.split()
    return bool(words) and all(
        w.lstrip("".join(_OPENING_QUOTES))[:1].isupper()
        or w[:1].isdigit()
        or w in CONNECTORS
        or w in NAME_SUFFIXES
        for w in words
    )


def _plausible_defendant(name: str) -> bool:
    if not name or ";" in name or len(name) > 200:
        return False
    words = name.split()
    if any(_BRACKETED_YEAR.fullmatch(w.rstrip(",;")) for w in words):
        return False  # "DGFT [2002] CAT 1 and In re X": the "v." belonged to an earlier citation
    # A sentence end inside it means the "v." belonged to an earlier sentence.
    for w, nxt in pairwise(words):
        if w.endswith(".") and nxt[:1].isupper() and not _abbreviation(w):
            return False
        if (w.endswith(")") and not _PLAN_SECTION.fullmatch(w)) or (
            w.endswith(_CLOSING_QUOTES) and not _quoted_name_words(w, nxt)
        ):
            return False
    return True


def _quoted_name_words(word: str, following: str) -> bool:
    """Whether quoted words closing at `word` go on into a name ('"Fat Tony" Salerno'), not end a
    sentence ('... "Fair Play." Smith')."""
    inner = word.rstrip("".join(_CLOSING_QUOTES))
    return following[:1].isupper() and not inner.endswith((".", ",", ";", ":", "!", "?"))


def _opens_name(bare: str) -> bool:
    """The word after an opening bracket or quote can be a name's first ("(Smith"), unless it
    closes something itself ("(Mo.);" ends the previous citation)."""
    if not bare or not bare[0].isupper() or bare.endswith((")", ";", ":", "]", ",")):
        return False
    return not bare.endswith(".") or _abbreviation(bare)


def _abbreviation(word: str) -> bool:
    """A word ending in a period that a name may hold: a short one, or one of the name's own
    abbreviations of any length ("Metro.", "Machs.")."""
    return is_abbreviation(word) or abbreviates_name_word(word)


_OPENS_PARTY = re.compile(r"[\w(\[\"“'‘]")
_LEADING_MARKS = re.compile(r"^[^\w(\[\"“'‘]+")


def _walk_back(text: str, end: int, one_party: bool = False) -> tuple[int, str | None]:
    """Walk words backwards from `end` while they can belong to a party name (`one_party`: the whole
    name, a matter's, "In re Amendments to Florida Rule ...", read through its small words)."""
    words = _last_words(text, end, _MAX_PARTY_WORDS + 2)
    kept: list[tuple[int, str]] = []
    i = len(words)
    while i > 0:
        i -= 1
        pos, word = words[i]
        nickname = _nickname_at(words, i, kept)
        if nickname is not None:  # '"Fat Tony" Salerno': the quoted words are the name's
            kept.extend(reversed(words[nickname : i + 1]))
            i = nickname
            continue
        bare = word.lstrip("(\"“'[")
        if bare != word and _opens_name(bare) and len(kept) < _MAX_PARTY_WORDS:
            # "(Smith v. Jones, ...": the bracket or quote opens the name; its first word is the name's
            kept.append((pos + len(word) - len(bare), bare))
            break
        if len(kept) >= _MAX_PARTY_WORDS or not _can_continue(word, kept, words, i):
            break
        if kept and word in _CITATION_SIGNALS and i > 0 and words[i - 1][1].endswith("."):
            break  # "Exhibit A. See Hale v. Pratt": a signal after a full stop opens the citation
        kept.append((pos, word))
    kept.reverse()
    # Drop a leading signal or connector ("See", "In", "the"); keep "In re", "Ex parte".
    while kept and (
        (kept[0][1] in SIGNALS and not (len(kept) > 1 and kept[1][1] in ("re", "Re", "the", "The")))
        or kept[0][1] in CONNECTORS
        or (kept[0][1] in LEAD_INS and len(kept) > 1 and kept[1][1] not in NAME_SUFFIXES)
    ):
        kept.pop(0)
    # A party's first word opens with a letter, a digit or a bracket: marks before it (a bullet,
    # an ellipsis, a dash, a pilcrow) are the text around the caption, not the caption.
    while kept and not _OPENS_PARTY.match(kept[0][1]):
        pos, word = kept[0]
        trimmed = _LEADING_MARKS.sub("", word)
        if trimmed:
            kept[0] = (pos + len(word) - len(trimmed), trimmed)
        else:
            kept.pop(0)
    if not kept or not any(ch.isalpha() for _, w in kept for ch in w):
        return end, None
    start = kept[0][0]
    # "In re Enron Corp. Sec., Derivative & ERISA Litig.": the comma the walk stopped at is inside
    # a matter's name; the name opens at "In re"
    opened = _MATTER_BEFORE.search(text, max(0, start - _MAX_NAME_CHARS), start)
    if opened is None and one_party and _STOPPED_AT_TO.search(text, max(0, start - 12), start):
        opened = _MATTER_THROUGH.search(text, max(0, start - _MAX_NAME_CHARS), start)
    if opened is not None:
        start = opened.start()
    return start, text[start:end].strip(" ,")


# A few capitalised words in double quotation marks inside a name: a party's nickname or a matter's
# own words ("United States v. “Fat Tony” Salerno", 'In re "Agent Orange" Product Liability Litigation')
_NICKNAME_WORDS = 3
_OPENING_QUOTES = ('"', "“")
_CLOSING_QUOTES = ('"', "”")


def _nickname_at(words: list[tuple[int, str]], i: int, kept: list[tuple[int, str]]) -> int | None:
    """Where the quoted words ending at word `i` begin, when they are words of the name being walked:
    a name word (or the name's end) follows them and one comes before them (not prose quoting words,
    nor a quotation ending the sentence before the name: 'called it "Fair Play." Smith v. Jones')."""
    if not words[i][1].endswith(_CLOSING_QUOTES):
        return None
    # a name word after them, or none: the party's last words before its "v." ('Zorblatt "Hale" v.')
    if (kept and not kept[-1][1][:1].isupper()) or (not kept and i != len(words) - 1):
        return None
    for j in range(i, max(-1, i - _NICKNAME_WORDS), -1):
        if words[j][1].startswith(_OPENING_QUOTES):
            break
    else:
        return None
    inner = [w.strip('"“”') for _, w in words[j : i + 1]]
    if not all(w[:1].isupper() or w[:1].isdigit() for w in inner) or any(
        w.endswith((".", ",", ";", ":", "!", "?")) and not _abbreviation(w) for w in inner
    ):
        return None
    before = words[j - 1][1] if j > 0 else ""
    if before in ("v.", "vs.", "re", "Re", "of", "&") or (
        before[:1].isupper()
        and not before.endswith((",", ";", ":", ")", "!", "?"))
        and (not before.endswith(".") or _abbreviation(before))
    ):
        return j if len(kept) + i - j + 1 <= _MAX_PARTY_WORDS else None
    return None


def _last_words(text: str, end: int, count: int) -> list[tuple[int, str]]:
    """The last `count` words of text[:end] with their offsets, in order: the walk reads no
    further back (a party's words, and the word before the last), and splitting every word of
    the text cost as much as the rest of parsing the name."""
    pieces = text[:end].rsplit(None, count)
    if len(pieces) > count:
        del pieces[0]  # the rest of the text, not split
    words = []
    cursor = end
    for word in reversed(pieces):
        cursor = text.rindex(word, 0, cursor)  # a word's last occurrence before the next is itself
        words.append((cursor, word))
    words.reverse()
    return words


@lru_cache(maxsize=1)
def _state_abbreviations() -> frozenset[str]:
    return frozenset(row.bluebook for row in states())


def _place_ends_name(following: str, kept: list[tuple[int, str]]) -> bool:
    """A name may end in a place after a comma: "In re Train Derailment Near Cajon Pass, Cal."."""
    return len(kept) == 1 and following.rstrip(",") in _state_abbreviations()


# The words that make a name a body's, one of whose branches, chapters, locals or counties a name
# goes on to after a comma ("Int'l Union of Operating Eng'rs, Local 26", "Sierra Club, Lone Star
# Chapter", "Bd. of Cnty. Comm'rs, Wabaunsee Cnty.", "Am. Fed'n of Teachers, AFL-CIO"): the name is
# the body's and the unit's, not the unit's alone
_BODY_WORDS = words(
    "Union Unions Bhd. Brotherhood Ass'n Assoc. Association Soc'y Society Club Council Fed'n Federation",
    "Workers Emps. Employees Teamsters Bd. Board Comm'rs Commissioners Trs. Trustees Comm. Committee",
    "Comm'n Commission Party League Guild Conference Lodge Order Congress",
)
# How far back from the comma the body's name is read for one of them
_BODY_NAME_WORDS = 8
# What names a unit of a body, after the comma: its local, lodge, branch, chapter, county, district
# or division, or the letters of a federation ("UAW", "AFL-CIO")
_UNIT = re.compile(
    r"(?:Local(?:\s+Union)?|Lodge|Branch|Chapter|District|Dist\.|Div\.|Division|Council)\b"
    r"(?:\s+(?:No\.\s*)?\d+)?"
    r"|.*\b(?:Chapter|Cnty\.|County|Twp\.|Township|Parish|Dist\.(?:\s+No\.\s*\d+)?|Division|Div\."
    r"(?:\s+No\.\s*\d+)?|Local(?:\s+Union)?(?:\s+No\.)?\s+\d+|Lodge(?:\s+No\.)?\s+\d+|Branch\s+\d+)"
    r"|[A-Z]{3,}(?:-[A-Z]{2,})*",
)


_LETTERS_OF_A_BODY = re.compile(r"[A-Z]{3,}(?:-[A-Z]{2,})*")
# The suffixes as a caption in capitals writes them ("ACME INDUSTRIES, INC. v. SMITHSON")
_NAME_SUFFIXES_IN_CAPITALS = frozenset(w.upper() for w in NAME_SUFFIXES)


def _a_name_suffix(word: str) -> bool:
    """Whether a word after a comma is a name's suffix: "Inc.", "INC.", or "Inc.," before "et al."."""
    bare = word.rstrip(",")
    return word in NAME_SUFFIXES or bare in NAME_SUFFIXES or bare in _NAME_SUFFIXES_IN_CAPITALS


def _a_unit_of(words: list[tuple[int, str]], i: int, kept: list[tuple[int, str]]) -> bool:
    """Whether the word at `i`, before a comma, ends a body's name (a name, in capitals or joined by
    "of", holding one of `_BODY_WORDS`: not prose's "a school Board,") and the words after the comma
    (up to the "v.") name a unit of it."""
    unit = " ".join(w for _, w in reversed(kept)).rstrip(",")
    if _UNIT.fullmatch(unit) is None:
        return False
    body: list[str] = []
    for _, w in reversed(words[max(0, i - _BODY_NAME_WORDS) : i + 1]):
        bare = w.rstrip(",")
        if w is not words[i][1] and w.endswith((",", ";", ":")):
            break
        if not (bare[:1].isupper() or bare in ("of", "&", "and", "the")):
            break
        body.append(bare)
    while body and body[-1] in ("of", "&", "and", "the"):
        body.pop()
    return len(body) >= 2 and any(w in _BODY_WORDS for w in body)


def _a_list_in_a_bodys_name(words: list[tuple[int, str]], i: int, kept: list[tuple[int, str]]) -> bool:
    """Whether the comma after `word` lists within a body's name already joined to its unit: "Am.
    Fed'n of State, Cnty. & Mun. Emps., AFL-CIO" (after "of", the list's "&" or "and" to come)."""
    after = [w for _, w in reversed(kept)]
    unit_joined = any(w.endswith(",") and w.rstrip(",") in _BODY_WORDS for w in after)
    listed = any(w in ("&", "and") for w in after[:4])
    return i > 0 and words[i - 1][1] == "of" and unit_joined and listed


_MONTH = re.compile(MONTHS + r"$")
_DAY = re.compile(r"\d{1,2},?")
_YEAR = re.compile(r"(?:1[7-9]|20)\d\d")


def _a_date_in_a_name(words: list[tuple[int, str]], i: int) -> bool:
    """Whether the number at `i` is a day after its month ("Sept. 11", "Mar. 3,") or a year after
    them ("Mar. 3, 2014") in a matter's name, the month after "In re", "Dated" or "of" ("In re Sept. 11
    Litig.", "In re Grand Jury Subpoena Dated Mar. 3, 2014"); not a date in the prose before a name
    ("On Sept. 11 Smith v. Jones")."""
    word = words[i][1]
    if _YEAR.fullmatch(word) and i >= 1 and _DAY.fullmatch(words[i - 1][1]) and words[i - 1][1].endswith(","):
        i -= 1  # the year after its day: read as the day is
    elif not _DAY.fullmatch(word) or (
        word.endswith(",") and not _YEAR.match(words[i + 1][1] if i + 1 < len(words) else "")
    ):
        return False  # (a day and its comma only before its year: "the events of Sept. 11, Smith v. Jones")
    return i >= 2 and _MONTH.match(words[i - 1][1]) is not None and words[i - 2][1] in _BEFORE_A_NAMES_DATE


_BEFORE_A_NAMES_DATE = frozenset({"re", "Re", "Dated", "dated", "of"})


# A firm's closing word after its last partner's name ("& Smith Inc.", "& Flom LLP")
_FIRM_ENDS = words(
    "Inc. LLC L.L.C. Ltd. Co. Corp. P.C. P.A. PLLC LLP L.L.P. L.P. LP Incorporated Company Corporation"
)


def _a_firms_partner(words: list[tuple[int, str]], i: int, kept: list[tuple[int, str]]) -> bool:
    """Whether the word at `i`, before a comma, is a partner's name in a firm's: "Merrill Lynch,
    Pierce, Fenner & Smith Inc.", "Cravath, Swaine & Moore LLP" (names to an "&" or "and", a firm's
    ending after it). Read from the last comma on, an invented firm sharing its tail passed. Not a
    word the sentence's prose opens with before a firm ("In Texas, Kirkland & Ellis LLP", "Since
    Twombly, Procter & Gamble Co.", "As in New York, Cravath, ..."): a place or a case it names."""
    bare = words[i][1].rstrip(",")
    before = words[i - 1][1] if i > 0 else ""
    if not (bare.isalpha() and bare[:1].isupper()) or (
        before[:1].islower() and before.rstrip(",") not in ("see", "also", "e.g.", "cf.")
    ):
        return (
            False  # "the court said of Jones, Smith & Wesson Inc.": prose before a firm ("But see" is none)
        )
    if bare in SIGNALS or (before in SIGNALS and before not in _CITATION_SIGNALS):
        return False  # "Accordingly,", "In Texas,", "Since Twombly,", "After Enron,": the prose's opening
    if bare in _state_names() or f"{before} {bare}" in _state_names():
        return False  # "In Texas,", "As in New York,": a place
    after = [w for _, w in reversed(kept)]
    joined_at = next((n for n, w in enumerate(after[:5]) if w in ("&", "and")), None)
    if joined_at is None or after[-1].rstrip(",") not in _FIRM_ENDS:
        return False
    return all(w.rstrip(",").isalpha() and w[:1].isupper() for w in after[:joined_at])


@lru_cache(maxsize=1)
def _state_names() -> frozenset[str]:
    return frozenset(row.name for row in states())


def _ends_sentence(word: str, words: list[tuple[int, str]], i: int) -> bool:
    """Whether a short capitalised word with a period before a capitalised one ends a sentence:
    not an abbreviation names are written with, and after a lower-case word ("an act of God.",
    "the rule in Ohio."); after a capitalised one it is read as part of the name ("Farmers Coop.
    Co.")."""
    before = words[i - 1][1] if i > 0 else ""
    return before[:1].islower() and not abbreviates_name_word(word)


# The Internal Revenue Code section a benefit plan is named by: "Brightwater Sav. 401(k) Plan", "403(b)"
_PLAN_SECTION = re.compile(r"\d{3}\([a-z]\)")


def _can_continue(word: str, kept: list[tuple[int, str]], words: list[tuple[int, str]], i: int) -> bool:
    following = kept[-1][1] if kept else ""
    if _PLAN_SECTION.fullmatch(word) and following[:1].isupper():
        return True  # a plan's section, inside its name
    first = word.lstrip("(\"“'")
    if word != first:
        return False  # an opening bracket or quote starts the text before the name
    if not first:
        return False
    previous = words[i - 1][1] if i > 0 else ""
    if first[0].isdigit() and _a_date_in_a_name(words, i):
        return True  # "In re Sept. 11 Litig.", "In re Grand Jury Subpoena Dated Mar. 3, 2014"
    if first[0].isdigit() and word.endswith(",") and previous in ("Local", "Lodge", "Branch"):
        # a union's local before the union ("Local 32BJ, Serv. Emps. Int'l Union", "Local 1199, SEIU")
        return any(
            w.rstrip(",") in _BODY_WORDS or _LETTERS_OF_A_BODY.fullmatch(w.rstrip(",")) for _, w in kept
        )
    if first[0].isdigit() and not _NUMBERED_NAME_WORD.fullmatch(first.rstrip(",")):
        # "Rule 28(d)", "Store No. 1655"; a name's own numbered word ("1st", "3M") goes on below
        return previous in _DIGIT_WORD_PREFIX and not word.endswith((".", ",", ";"))
    if word.endswith((")", '"', "”", ";", ":", "!", "?")):
        return False
    if (
        word.endswith(",")
        and not _a_name_suffix(following)
        and not _place_ends_name(following, kept)
        and not _a_unit_of(words, i, kept)
        and not _a_list_in_a_bodys_name(words, i, kept)
        and not _a_firms_partner(words, i, kept)
    ):
        return False
    if word.endswith(".") and not _abbreviation(word):
        return False
    if first in _ALSO_PROSE and following[:1].isupper() and not _abbreviation(following):
        before = words[i - 1][1] if i > 0 else ""
        # (a possessive is no abbreviation: "plaintiff's Resp. Hale v.")
        if before and before not in SIGNALS and (not _abbreviation(before) or before.endswith(("'s", "’s"))):
            return False  # "in the Marine Corps. Hale v.", "by Metro. Hale v.": the sentence ended
    if word.endswith(".") and following[:1].isupper() and _ends_sentence(word, words, i):
        return False  # "an act of God. Smith v. Jones": the sentence ended before the name
    if first[0].islower():
        return word in CONNECTORS
    return True
