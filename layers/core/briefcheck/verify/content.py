"""The claim against the authority's text: the pin page or paragraph, each quotation, the
paraphrase (by the characterizer, when a model backend is configured)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from briefcheck.domain.codes import Category, Confidence, Outcome
from briefcheck.domain.errors import AgentError
from briefcheck.domain.models import Claim, Evidence, EvidenceDetails
from briefcheck.text.authority import AuthorityText
from briefcheck.text.opinions import PUBLISHER, court_text, of_the_court, opinion_label, separate_text
from briefcheck.text.sentences import GIVEN_AS_THE_COURTS, split_sentences
from briefcheck.verify.characterize import Characterizer, CharacterizerFailed, Judgement
from briefcheck.verify.disposition import disposition, said_disposition
from briefcheck.verify.framing import BRIEF_REPORTS, brief_reports, brief_says_rejected, reported_view
from briefcheck.verify.pair import Pair
from briefcheck.verify.pins import (
    PageBounds,
    cites_a_page_itself,
    footnote_numbers,
    is_paragraph_pin,
    names_a_footnote,
    page_span,
    paragraph_numbers,
    parse_pins,
)
from briefcheck.verify.quotes import (
    ELLIPSIS,
    LIMITING,
    REFUSING,
    QuoteMatch,
    appears,
    best_passage,
    find_quote,
    negates,
    words,
    written_in,
)
from briefcheck.verify.refs import CitationRef
from briefcheck.verify.reversal import (
    copied_sentence,
    copied_sentences,
    places,
    reported_copy,
    reversed_sentence,
)
from briefcheck.verify.sources.base import MatchedCase

__all__ = ["NOT_JUDGED", "check_content"]

# A quote this close to a passage of the source is probably a misquote, not an invention.
NEAR_VERBATIM = 0.85
PASSAGE_SHOWN = 1200  # characters of the most relevant passage kept on the card
# How a brief dresses a proposition up as authority ("as the Supreme Court squarely held"): the
# judge reads the proposition without it, as published tests found such framing sways model
# verifiers. The citation itself, signals and intensifiers go too.
_FRAMING = re.compile(
    r"\b(?:as\s+)?(?:the\s+)?(?:(?:united\s+states\s+)?supreme\s+court|court|circuit|panel|majority|justices?)"
    r"(?:\s+(?:has|have|had))?\s+(?:(?:squarely|expressly|explicitly|clearly|unambiguously|unanimously|"
    r"definitively|repeatedly|consistently|long|firmly|emphatically|and)\s+)*"
    r"(?:held|holds|ruled|rules|recognized|recognizes|established|establishes|confirmed|confirms|made\s+clear|"
    r"explained|explains|stated|states|noted|notes|concluded|concludes)\s*(?:that\s*)?,?"
    r"|\bit\s+is\s+(?:well|long|firmly)[\s-]+(?:settled|established)\s+(?:law\s+)?(?:that\s*)?,?"
    # "The court's reasoning turned on", "its analysis centered on": the brief's, not the court's words
    r"|\b(?:the\s+)?(?:court['’]s|its|the\s+opinion['’]s)\s+(?:reasoning|analysis|decision|holding|opinion)\s+"
    r"(?:turned|turns|centered|centers|rested|rests|focused|focuses|relied|relies)\s+on\b"
    r"|\b(?:beyond\s+(?:any\s+)?(?:dispute|doubt|question)|indisputably|undeniably|unquestionably|"
    r"black[\s-]+letter\s+law(?:\s+that)?|without\s+exception|squarely|expressly|unambiguously)\s*,?"
    r"|\b(?:see\s+also|see,?\s+e\.g\.,?|see|cf\.|accord)\s+",
    re.IGNORECASE,
)


_ORPHANED = re.compile(r"\s*([.;,])(?:\s*[.;,])*")  # the stops the citation and signals left behind


def unframed(statement: str, citation: str) -> str:
    """The proposition a brief cites an authority for, without its citation, signals and the
    framing that asserts authority rather than content."""
    text = statement.replace(citation, " ") if citation else statement
    text = " ".join(_FRAMING.sub(" ", text).split())
    return _ORPHANED.sub(r"\1", text).strip()


NOT_JUDGED = "Paraphrase not judged for mischaracterization: no model backend configured."


def check_content(
    pair: Pair,
    ref: CitationRef,
    case: MatchedCase,
    text: AuthorityText,
    pin: str | None,
    confirmed: bool,
    characterizer: Characterizer | None,
    bounds: Callable[[], PageBounds | None] | None = None,
) -> Evidence:
    """What the authority's text shows of the claim: the pin, each quote (and in which opinion),
    then the paraphrase; VERIFIED when nothing is wrong, with what was checked. A pin outside the
    authority (by the text's page markers, or by `bounds()` where it has none) does not stop the
    quote checks: both findings are reported."""
    checked = pair.checked
    pins = parse_pins(pin) or []  # every page or range the pin lists ("801, 818")
    noun = "Opinion" if text.unit_kind == "page" else "Judgment"
    if is_paragraph_pin(pin):
        text = text.by_paragraph()  # "2005 WI 1, ¶ 15": the public-domain citation's paragraph
    unit = "page" if text.unit_kind == "page" else "paragraph"
    pin_error: Evidence | None = None  # a pin outside the authority: the quotes are checked all the same
    lacked = _footnote_it_lacks(pair, case, text, pin) if names_a_footnote(pin) else None
    if pin and not pins:
        pair.notes.append(f"the pin {pin!r} could not be read")
    elif pins:
        verdict = _pin(pair, case, text, pins, unit, noun, bounds)
        if isinstance(verdict, Evidence):
            pin_error, pins = verdict, []
        elif verdict:
            checked.append(f"pin {unit} {pin}")
            if unit == "page" and text.first_unit is not None and (span := page_span(text, text.first_unit)):
                text = text.within(*span)  # its own pages: not a parallel reporter's marked beside them
        else:  # the text is not numbered as cited (another reporter's pages): nothing is placed by them
            pins = []
    if pin_error is None and lacked is not None:
        pin_error = lacked
    cited = pins[0] if pins else None  # the first page or range: the passage the claim is read against
    placed = pair.details.get("parallels_placed", ())
    for parallel, its_pin in pair.task.citation.components.parallel_pins.items():
        if parallel not in placed and not (its_pin == pin and is_paragraph_pin(pin)):
            pair.notes.append(f"the pin {its_pin} of the parallel citation {parallel}")
    found = (
        _quotes(pair, case, text, pins, unit, pin)
        or _separate_cited(pair, case, text)
        or _described(pair, case, text)
        or _author_named(pair, case, text)
        or (_pinned_opinion(pair, case, text, cited) if cited and unit == "page" else None)
    )
    if pin_error is None:
        # a footnote's words are not placed by page (CourtListener prints footnotes after the opinion)
        by_page = not (unit == "page" and names_a_footnote(pin))
        found = (
            found
            if found is not None
            else _paraphrase(pair, case, text, cited, confirmed, characterizer, by_page=by_page)
        )
        return _absent_from_one_of_a_string(pair, case, found)
    if found is not None and found.outcome is Outcome.VERIFIED_ERROR:
        return found.model_copy(
            update={"evidence_summary": f"{found.evidence_summary} Also: {pin_error.evidence_summary}"}
        )
    # what the quotation check found, for a string cite's settling (`verify/strings.py`)
    looked = {k: pair.details[k] for k in ("quotes_found", "quote_absent") if k in pair.details}
    if looked:
        pin_error = _with_details(pin_error, **looked)
    quoted = [c for c in checked if c.endswith("quote(s)")]
    if not quoted:
        return pin_error
    return pin_error.model_copy(
        update={
            "evidence_summary": f"{pin_error.evidence_summary} The quoted words are in its text.",
            "checked": list(checked),
        }
    )


# A negation just before words, within two words of them ("is not strictly liable", "never held")
_NEGATIONS = r"not|never|no|nor|cannot|neither"
_DENIED_BEFORE = re.compile(rf"\b(?:{_NEGATIONS})\s+(?:[\w'’]+\s+){{0,2}}$", re.IGNORECASE)
# ... and the brief's own ways of saying the same ("lacked", "without", "absent", "failed to")
_BRIEF_DENIES_BEFORE = re.compile(
    rf"\b(?:{_NEGATIONS}|lack(?:s|ed|ing)?|without|absent|absence\s+of|fail(?:s|ed)?\s+to|insufficient|denied"
    r"|rejected|(?:refus|declin)(?:e|es|ed|ing)\s+to|short\s+of|improper|anything\s+but)\W+(?:[\w'’]+\W+){0,3}$",
    re.IGNORECASE,
)


def _only_denied(quote: str, court: str, said: str) -> str | None:
    """Where a quote too short to match as a passage ("strictly liable") stands in the court's
    words only after a negation ("The employer is not strictly liable"), and the brief's own words
    deny nothing before it: the court's words around its first use, else None."""
    words_quoted = quote.strip(" \"'“”‘’.,;:")
    if len(words_quoted.split()) < 2:
        return None
    uses = list(re.finditer(r"\b" + re.escape(words_quoted) + r"\b", court, re.IGNORECASE))
    if not uses or not all(_DENIED_BEFORE.search(court, max(0, u.start() - 40), u.start()) for u in uses):
        return None
    at = said.find(quote)
    if at >= 0 and _BRIEF_DENIES_BEFORE.search(said, max(0, at - 40), at):
        return None  # the brief says it as the court does ("is not", "lacked" before it)
    first = uses[0]
    return " ".join(court[max(0, first.start() - 40) : first.end() + 40].split()[1:-1])


def _not_the_courts(quote: str, text: AuthorityText, said: str) -> str | None:
    """Where a quote too short to match as a passage, which the brief gives as what the court held
    or said, is not in the opinion of the court: what the text shows of it (only a separate
    opinion's words, or no one's), else None."""
    words_quoted = quote.strip(" \"'“”‘’.,;:!?").replace("’", "'")
    at = said.find(quote)
    if not any(c.isalpha() for c in words_quoted) or at < 0:
        return None
    if GIVEN_AS_THE_COURTS.search(said, max(0, at - 80), at) is None:
        return None
    written = re.compile(r"(?<![\w-])" + re.escape(words_quoted) + r"(?![\w-])", re.IGNORECASE)
    if written.search(court_text(text).replace("’", "'")):
        return None
    if written.search(text.text.replace("’", "'")):
        return "the opinion of the court does not use those words; another opinion in the case does"
    return "the opinion does not use those words"


# How many later places of the quoted words are read for one in the court's own voice
_AGAIN_READ = 20


def _framed(text: str, m: QuoteMatch) -> str | None:
    """The lead-in reporting another's view that the quoted words stand in (`reported_view`): before
    their first word, or before the words after an ellipsis that left out the report ("The . . .
    tenant waived" of "The landlord argues that the tenant waived")."""
    framed = reported_view(text, m.start or 0, m.end)
    for _, resumed in m.elided if framed is None else ():
        framed = reported_view(text, resumed, m.end)
        if framed is not None:
            break
    return framed


def _said_again(quote: str, text: AuthorityText, first: QuoteMatch) -> bool:
    """Whether the quoted words stand again later in the text, not as another's view (a key term
    the court reports a party's use of first, and then uses itself many times)."""
    at = first.end or 0
    for _ in range(_AGAIN_READ):
        rest = text.text[at:]
        again = find_quote(quote, rest)
        if not again.found:
            return False
        if reported_view(rest, again.start or 0, again.end) is None:
            return True
        at += max(again.end or 0, 1)
    return False


def _absent_from_one_of_a_string(pair: Pair, case: MatchedCase, found: Evidence) -> Evidence:
    """REVIEW, not VERIFIED, when the quotation before a string cite is not in this authority: the
    string's others may hold it. The finish (`verify/strings.py`) settles it once all are checked."""
    absent = pair.details.get("quote_absent")
    if not absent or found.outcome is not Outcome.VERIFIED_OK:
        return found
    review = pair.review(
        f"{case.name} retrieved; checked {', '.join(pair.checked)}: no error found, but the quoted words "
        f"{absent[0]!r} are not in it. The brief cites them to a string of authorities: they may be "
        "another's of the string."
    )
    # marked on this evidence alone: a finding made after it (a wrong year) is not the string's to settle
    return _with_details(review, string_quote_absent=absent)


def _with_details(evidence: Evidence, **added: Any) -> Evidence:
    details = EvidenceDetails(**{**evidence.evidence_details.model_dump(exclude_none=True), **added})
    return evidence.model_copy(update={"evidence_details": details})


_SYLLABUS_SAID = re.compile(r"\b(?:syllabus|headnotes?)\b", re.IGNORECASE)
_ATTRIBUTED = re.compile(
    r"\b(?:[A-Z][\w'’.-]+,\s*(?:C\.\s*)?J+\.?,?\s+)?(dissenting|concurring)\b", re.IGNORECASE
)


# A separate opinion named in the brief's own words: "the dissent warned", "in dissent", "the
# concurrence", "Justice Thomas concurred".
_SEPARATE_NAMED = re.compile(r"\b(?:dissent(?:s|ed)?|concurr(?:ence|ences|ed|s))\b", re.IGNORECASE)
# Words before a dissent that make it what the court ruled over ("over a vigorous dissent",
# "rejecting the dissent"), not the speaker of the quoted words.
_OVERRIDDEN = re.compile(
    r"\b(?:over|despite|rejecting|rejected|notwithstanding|against|overruling|unlike|contrary\s+to"
    r"|answering|responding\s+to|in\s+contrast\s+to|rather\s+than)\s+(?:(?:a|an|the|its|one)\s+)?"
    r"(?:[a-z]+\s+)?$",
    re.IGNORECASE,
)
# A judge the brief names as the speaker: "Judge Rovner", "Justice Scalia", "the Chief Justice".
_JUDGE_NAMED = re.compile(
    r"\b(?:Chief\s+)?(?:Judge|Justice)\s+([A-Z][A-Za-z'’-]{2,})|\bthe\s+(Chief\s+Justice)\b"
)
# How far into a separate opinion its author is named ("ROVNER, Circuit Judge, dissenting.").
_BYLINE_CHARS = 300


def attribution(text: str) -> str | None:
    """Whom the brief says the quoted words are from: "dissent", "concurrence", or None (the court)."""
    m = _ATTRIBUTED.search(text)
    if m:
        return "dissent" if m.group(1).lower() == "dissenting" else "concurrence"
    for named in _SEPARATE_NAMED.finditer(text):
        if _OVERRIDDEN.search(text[: named.start()]):
            continue  # "over a vigorous dissent": what the court ruled over, not whose words these are
        return "dissent" if named.group(0).lower().startswith("dissent") else "concurrence"
    return None


# A judge as a citation's parenthetical names one: "Brennan, J.", "Burger, C.J.", "Kennedy, JJ."
_JUDGE = r"([A-Z][\w'’-]+),\s*(?:C\.\s*)?J"
# The author a citation's parenthetical names for a separate opinion: "(Brennan, J., concurring)".
_CITED_AUTHOR = re.compile(rf"{_JUDGE}+\.?,?\s+(?:dissenting|concurring)")
# A byline that names a judge: "CHIEF JUSTICE BURGER, dissenting.", "ROVNER, Circuit Judge".
_BYLINE_JUDGE = re.compile(r"\b(?:JUSTICE|JUDGE)\b|,\s*(?:C\.\s*)?J\.", re.IGNORECASE)


def _separate_cited(pair: Pair, case: MatchedCase, text: AuthorityText) -> Evidence | None:
    """REVIEW when the citation's parenthetical names a separate opinion ("(Brennan, J.,
    concurring)") that the case, as retrieved split into its opinions, does not have, or whose
    bylines name other judges; None when it has it or the text cannot tell (one combined text)."""
    said = pair.claim.parenthetical or ""
    m = _ATTRIBUTED.search(said)
    kinds = [(opinion_label(kind), start) for kind, start, _ in text.parts if kind != PUBLISHER]
    if m is None or not kinds:
        return None
    wanted = "dissent" if m.group(1).lower() == "dissenting" else "concurrence"
    if any("combined" in k for k, _ in kinds):
        # one text of every opinion: a separate opinion it never speaks of is not there, and one
        # whose bylines open its paragraphs is by one of the judges they name
        if _SPOKEN_OF[wanted].search(text.text) is not None:
            return _by_a_signer(pair, case, text, said, wanted)
        pair.details["opinions_retrieved"] = "one combined text"
        return pair.review(
            f"The brief cites {case.name} for a {wanted}, but its text as retrieved (every opinion in one "
            f"text) has no {wanted}: no word of one. Check the attribution."
        )
    if not any(of_the_court(k) for k, _ in kinds):
        return None
    theirs = [start for k, start in kinds if wanted in k or "inpart" in k]
    listed = ", ".join(k for k, _ in kinds)
    if not theirs:
        pair.details["opinions_retrieved"] = listed
        return pair.review(
            f"The brief cites {case.name} for a {wanted}, but the case as retrieved has no {wanted} "
            f"(its opinions: {listed}). Check the attribution."
        )
    author = _CITED_AUTHOR.search(said)
    bylines = [text.text[start : start + _BYLINE_CHARS] for start in theirs]
    if author is None or not all(_BYLINE_JUDGE.search(b) for b in bylines):
        return None
    name = author.group(1)
    if any(_in_byline(name, b) for b in bylines):
        pair.checked.append(f"attribution ({wanted}, {name})")
        return None
    pair.details["opinions_retrieved"] = listed
    return pair.review(
        f"The brief cites {case.name} for a {wanted} by {name}, but the {wanted} as retrieved is "
        f"not by {name} (its byline: \u201c{bylines[0][:80].strip()}\u201d). Check the attribution."
    )


def _by_a_signer(
    pair: Pair, case: MatchedCase, text: AuthorityText, said: str, wanted: str
) -> Evidence | None:
    """In one combined text: REVIEW when the parenthetical names the author of a separate opinion
    and the text's bylines of that kind name none by that name; None when one does, or the text has
    none (or the brief names no one)."""
    author = _CITED_AUTHOR.search(said)
    signers = _signers(text.text, wanted)
    if author is None or not signers:
        return None
    name = author.group(1)
    if any(_in_byline(name, signer) for signer in signers):
        pair.checked.append(f"attribution ({wanted}, {name})")
        return None
    if CHIEF_JUSTICE in signers and re.search(r"C\.\s*J\.", author.group()):
        return None  # "(Roberts, C.J., dissenting)" of THE CHIEF JUSTICE's: the text does not say who
    pair.details["opinions_retrieved"] = "one combined text"
    return pair.review(
        f"The brief cites {case.name} for a {wanted} by {name}, but its text as retrieved (every opinion in "
        f"one text) has the {wanted} of {', '.join(dict.fromkeys(signers))}, not of {name}. Check the "
        "attribution."
    )


def _signers(text: str, wanted: str) -> list[str]:
    """The authors of a combined text's separate opinions of a kind, by their bylines: the first judge
    named in the sentence a byline's "dissenting." or "(dissenting):" ends ("MR. JUSTICE BLACK, with
    whom MR. JUSTICE DOUGLAS concurs, dissenting.": Black), not one a citation's "(Scalia, J.,
    dissenting)" names."""
    found = []
    for verb in _SEPARATE_VERB[wanted].finditer(text):
        before = text[max(0, verb.start() - _BYLINE_REACH) : verb.start()]
        opened = list(_SENTENCE_ENDED_BEFORE.finditer(before))
        sentence = before[opened[-1].end() :] if opened else before
        judge = _JUDGE_IN_BYLINE.search(sentence)
        if judge is None or sentence[: judge.start()].rstrip().endswith("("):
            continue  # no byline, or a citation's parenthetical
        named = judge["judge"] or judge["judge2"]
        if _UNNAMED_SIGNER.match(sentence):
            found.append(CHIEF_JUSTICE)  # named by office alone
        elif ", JJ." in judge.group():  # "DOE and ROE, JJ., dissenting.": each of them
            found += [
                n for n in re.split(r",\s*|\s+and\s+", sentence[: judge.start("judge2") + len(named)]) if n
            ]
        elif named.upper() in _NO_SURNAME:
            return []  # "MILAN D. SMITH, JR.": who signed is not read
        else:
            found.append(named)
    return found


# A separate opinion's byline ends: "dissenting.", "dissenting in part:", "(dissenting):",
# "concurring in the judgment."
_SEPARATE_VERB = {
    kind: re.compile(rf"\(?\b{verb}(?:\s+in\s+(?:the\s+judgment|part)[^.():]{{0,60}})?\)?\s*[.:]")
    for kind, verb in (("dissent", "dissenting"), ("concurrence", "concurring"))
}
_BYLINE_REACH = 240
# Where the sentence before a byline ended: a stop after a word in lower case, a figure or a bracket
# (not "MR." or "J." inside the byline)
_SENTENCE_ENDED_BEFORE = re.compile(
    r"(?<=[A-Za-z0-9)\]”\"])(?<!\b[A-Z])(?<!\bM[Rr])(?<!\bM[Rr][Ss])(?<!\b[JS][Rr])(?<!\bJJ)[.!?]\s+(?=[A-Z(])"
)
# A byline that names its signer by office alone ("THE CHIEF JUSTICE, with whom ... joins, dissenting.")
_UNNAMED_SIGNER = re.compile(r"\s*(?:THE\s+CHIEF\s+JUSTICE|The\s+Chief\s+Justice)\b")
CHIEF_JUSTICE = "THE CHIEF JUSTICE"
_NO_SURNAME = frozenset({"JR", "SR", "II", "III", "IV"})
# The first judge a byline names: "JUSTICE BLACK", "ROE, Circuit Judge", "ROE, J.", "Burger, C.J."
_JUDGE_IN_BYLINE = re.compile(
    r"(?:JUSTICE|Justice|JUDGE|Judge)\s+(?P<judge>[A-Z][A-Za-z'’-]+)"
    r"|\b(?P<judge2>[A-Z][A-Za-z'’-]+),\s*(?:(?:Senior|Chief)\s+)?(?:Circuit\s+|District\s+)?"
    r"(?:Judge|Justice|C\.\s*J\.|JJ?\.)"
)


# A combined text's word for a separate opinion of the kind ("dissenting", "the dissent", "concurs")
# (not the court's own "we concur with the district court", nor "concurrent jurisdiction")
_SPOKEN_OF = {
    "dissent": re.compile(r"\b(?:dissenting|dissents?|dissented)\b", re.IGNORECASE),
    "concurrence": re.compile(
        r"\b(?:concurring|concurrence|concurs|concurred\s+in\s+the\s+judgment)\b", re.IGNORECASE
    ),
}


# The byline of a signed opinion of the court: "JUSTICE POWELL delivered the opinion of the Court",
# "Mr. Justice Holmes delivered ...", "Scalia, J., announced the judgment of the Court".
_SIGNED = re.compile(
    r"(?P<signer>\b(?:M[Rr]\.?\s+)?(?:(?:CHIEF|Chief)\s+)?(?:JUSTICE|Justice|JUDGE|Judge)\s+[A-Z][A-Za-z'’-]+"
    r"|\b[A-Z][A-Za-z'’-]+,\s*(?:C\.\s*)?J\.,?)\s+(?i:delivered the opinion of the court"
    r"(?P<whole>\s*(?:[.:]|,\s+in\s+which))?|announced the judgment of the court)"
)
# A court of appeals' byline of its opinion: "IKUTA, Circuit Judge:" (a separate opinion's goes on
# ", dissenting"; a panel's "Circuit Judges." lists them)
_SIGNED_FOR_THE_PANEL = re.compile(
    r"(?P<signer>\b[A-Z][A-Z'’-]{2,}),\s+(?:(?:Chief|Senior)\s+)?(?:Circuit|District)\s+Judge\s*:"
)
# How far into the opinion of the court its byline stands (after the caption and the syllabus's end)
_SIGNED_WITHIN = 1500


def _signature(head: str) -> re.Match[str] | None:
    """The byline of the opinion of the court in its opening `head`: a justice's "delivered the
    opinion of the Court", or a circuit judge's "X, Circuit Judge:"."""
    return _SIGNED.search(head) or _SIGNED_FOR_THE_PANEL.search(head)


# An unsigned opinion's heading; a panel's judges ("Before: WINTER, ROE, and LEE, Circuit Judges.")
_PER_CURIAM = re.compile(r"^\s*PER\s+CURIAM\b", re.MULTILINE)
# (the judges' names with their middle initials, "Sidney R. Thomas, Chief Judge, and Mary M. Schroeder
# and Ronald M. Gould, Circuit Judges", and a district judge sitting by designation after them)
_JUDGES = r"[A-Z](?:[^.:]|(?<=\b[A-Z])\.|(?<=\b(?:Jr|Sr|ST|St))\.){0,200}?"
_PANEL = re.compile(
    rf"\bBefore:?\s+(?P<judges>{_JUDGES}),?\*?\s+(?:Senior\s+)?(?:Circuit|District)\s+Judges\b"
    rf"(?:,?\s+and\s+(?P<designated>{_JUDGES}),?\*?\s+(?:Senior\s+)?(?:District|Circuit|Court\s+of\s+International"
    r"\s+Trade)\s+Judge\b)?"
)
# A judge's title among the names: not another judge
_TITLE = re.compile(
    r"(?:Chief|Senior)(?:\s+(?:Circuit|District))?\s+Judge|(?:Jr|Sr)\.?|I{2,3}", re.IGNORECASE
)
_EN_BANC = re.compile(r"\ben\s+banc\b", re.IGNORECASE)
_EN_BANC_UNSEEN = "that it was decided en banc (its text names neither a panel nor the full court)"


def _described(pair: Pair, case: MatchedCase, text: AuthorityText) -> Evidence | None:
    """REVIEW when the brief calls the case "(per curiam)" and the opinion of the court is signed,
    "(plurality opinion)" and one judge delivered the opinion of the whole court or none signed it,
    or "(en banc)" and a panel of three decided it; None when the text agrees or has nothing to
    tell."""
    described = set(pair.claim.described_as)
    if not described & {"per curiam", "plurality opinion", "en banc"}:
        return None
    head = court_text(text)[:_SIGNED_WITHIN]
    if "en banc" in described:
        panel = _PANEL.search(head)
        named = f"{panel['judges']}, {panel['designated']}" if panel and panel["designated"] else ""
        named = named or (panel["judges"] if panel else "")
        judges = len(
            [j for j in re.split(r",\s*(?:and\s+)?|\s+and\s+", named) if j and not _TITLE.fullmatch(j)]
        )
        if panel is None and not _EN_BANC.search(head):
            # the text names neither its panel nor the full court: the parenthetical is not checked
            pair.notes.append(_EN_BANC_UNSEEN)
        if panel is not None and judges <= 3 and not _EN_BANC.search(head):
            return pair.review(
                f"The brief says {case.name} was decided en banc, but a panel of {judges} decided it: "
                f"\u201c{panel.group(0)}.\u201d Check the parenthetical."
            )
    if "plurality opinion" in described and (unsigned := _PER_CURIAM.search(head)) is not None:
        return pair.review(
            f"The brief calls {case.name} a plurality opinion, but its opinion is per curiam, signed by no "
            f"judge: \u201c{unsigned.group(0).strip()}.\u201d Check the parenthetical."
        )
    if not described & {"per curiam", "plurality opinion"}:
        return None
    m = _signature(head)
    if m is None:
        return None
    byline = _byline(m)
    if "per curiam" in described:
        return pair.review(
            f"The brief calls {case.name} per curiam, an opinion no judge signed, but its opinion of the "
            f"court is signed: \u201c{byline}.\u201d Check the parenthetical."
        )
    if m.groupdict().get("whole") is None:
        return None  # a panel's byline; "announced the judgment", "... Part II": a plurality in part
    return pair.review(
        f"The brief calls {case.name} a plurality opinion, but its opinion is the court's: "
        f"\u201c{byline}.\u201d Check the parenthetical."
    )


def _byline(signed: re.Match[str]) -> str:
    """A signed opinion's byline as quoted, without the stop the match may take."""
    return signed.group(0).rstrip(" .:")


# The author a parenthetical names for the opinion cited, no separate opinion named: "(Scalia, J.)",
# "(opinion of Powell, J.)", "(Sotomayor, J., in chambers)".
_OPINION_AUTHOR = re.compile(rf"(?:(?:plurality\s+)?opinion\s+of\s+)?{_JUDGE}\.(?:,\s*in\s+chambers)?")


# The brief's own words naming the author of the opinion of the court: "Justice Thomas, writing for
# the Court,", "Judge Ikuta, speaking for the panel,"
_WROTE_FOR_THE_COURT = re.compile(
    r"\b(?:Chief\s+)?(?:Justice|Judge)\s+(?P<judge>[A-Z][A-Za-z'’-]+),?\s+(?:writing|speaking)\s+for\s+(?:a\s+"
    r"(?:unanimous\s+)?|the\s+(?:unanimous\s+)?)?(?:Court|court|majority|panel)\b"
)


def _author_named(pair: Pair, case: MatchedCase, text: AuthorityText) -> Evidence | None:
    """REVIEW when the citation's parenthetical names the author of the opinion it cites ("(Burger,
    C.J.)") and the opinion of the court is signed by another judge; None when it is theirs, or
    when no byline tells (a per curiam, a text without one)."""
    parentheticals = (pair.claim.parenthetical or "").split("; ")
    named = next((m.group(1) for p in parentheticals if (m := _OPINION_AUTHOR.fullmatch(p.strip()))), None)
    if named is None and (prose := _WROTE_FOR_THE_COURT.search(pair.claim.text or "")) is not None:
        named = prose["judge"]  # "Justice Thomas, writing for the Court, explained"
    if named is None:
        return None
    signed = _signature(court_text(text)[:_SIGNED_WITHIN])
    if signed is None:
        return None
    if _in_byline(named, signed.group("signer")):
        pair.checked.append(f"attribution (author, {named})")
        return None
    pair.details["byline"] = _byline(signed)
    return pair.review(
        f"The brief names {named} as the author of the opinion of {case.name} it cites, but the opinion "
        f"of the court is signed by {signed.group('signer').strip(' ,')}: \u201c{_byline(signed)}.\u201d A "
        "separate opinion is cited with \u201cdissenting\u201d or \u201cconcurring\u201d after its author's "
        "name. Check the attribution."
    )


def _pinned_opinion(
    pair: Pair, case: MatchedCase, text: AuthorityText, cited: tuple[int, int]
) -> Evidence | None:
    """REVIEW when the pinned pages, with no quotation to place the words, hold none of the opinion
    the brief cites them for: only a separate opinion where the brief gives the words as the
    court's, or none of the dissent or concurrence its parenthetical names. None when the pages
    hold it, or when the text cannot tell (one combined text, pages without markers)."""
    if pair.claim.quotes or pair.claim.unclosed_quotes or not _split_by_opinion(text):
        return None
    pages = _opinions_by_page(text)
    if pages is None or any(page not in pages for page in range(cited[0], cited[1] + 1)):
        return None  # a pinned page with no marker to place it
    pinned: set[str] = set().union(*(pages[page] for page in range(cited[0], cited[1] + 1)))
    where = f"page {_range(cited)}"
    cited_as = attribution(pair.claim.parenthetical) if pair.claim.parenthetical else None
    if cited_as is not None:
        if any(cited_as in opinion_label(kind) or "inpart" in kind for kind in pinned):
            return None
        theirs = sorted(label for label, kinds in pages.items() if any(cited_as in k for k in kinds))
        if not theirs:
            return None  # no such opinion: _separate_cited has said so where it can
        return pair.review(
            f"The brief cites {where} of {case.name} for its {cited_as}, but that page holds only the "
            f"opinion of the court; the {cited_as} is at pages {theirs[0]}-{theirs[-1]}. Check the pin and "
            "the attribution."
        )
    if any(of_the_court(kind) for kind in pinned):
        return None
    said = briefs_words(pair.claim)
    said_by = attribution(said)
    if said_by is not None and any(said_by in kind for kind in pinned):
        return None
    first = min(start for kind, start, _ in text.parts if kind in pinned)
    if named_author(said, text, first) is not None:
        return None
    label = opinion_label(min(pinned))
    byline = text.text[first : first + 80].split(". ")[0].strip()  # "CHIEF JUSTICE BURGER, dissenting"
    pair.details.update(pin_found_in=sorted(opinion_label(k) for k in pinned))
    return pair.review(
        f"The brief cites {where} of {case.name} without saying whose words are there, but that page "
        f"holds only its {label} (\u201c{byline}\u201d), none of the opinion of the court: a separate "
        "opinion given as the holding, or a wrong pin. Check the pin and the attribution."
    )


def _split_by_opinion(text: AuthorityText) -> bool:
    """Whether the text holds the opinion of the court apart from at least one separate opinion."""
    kinds = [kind for kind, _, _ in text.parts if kind != PUBLISHER]
    return (
        not any("combined" in k for k in kinds)
        and any(of_the_court(k) for k in kinds)
        and not all(of_the_court(k) for k in kinds)
    )


def _opinions_by_page(text: AuthorityText) -> dict[int, set[str]] | None:
    """The opinions with words on each page of the case's run of pages (None when the text has no
    page markers)."""
    first = text.first_unit
    span = page_span(text, first) if first is not None else None
    if first is None or span is None:
        return None
    starts = [(0, first)] + [(start, label) for label, start in text.units if span[0] < label <= span[1]]
    pages: dict[int, set[str]] = {}
    for i, (start, label) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text.text)
        pages.setdefault(label, set()).update(
            kind
            for kind, lo, hi in text.parts
            if kind != PUBLISHER and text.text[max(lo, start) : min(hi, end)].strip()
        )
    return pages


# The brief's own notice that it leaves the court's quotation marks out: "(internal quotation marks
# omitted)", "(cleaned up)", "(citations omitted)"
_QUOTATION_OMITTED = re.compile(
    r"quotation\s+marks?\s+omitted|cleaned\s+up|citations?\s+(?:and\s+\w+\s+)?omitted|quoting\b",
    re.IGNORECASE,
)
# Where a court's own quotation ends and a citation of what it quotes follows: the closing mark,
# a few words at most ("and citation"), then a volume-reporter-page or "Id."
_CLOSES_QUOTATION = re.compile(r"[\s.,;]*[”\"](?P<after>[^“\"]{0,160})")
# (not the record's: "2 ER 145", "1 App. 45", "3 RR 212", "J.A. 12")
_A_CITATION = (
    r"\d+\s+(?!(?:S\.?E\.?R|E\.?R|R\.?R|C\.?R|J\.?A|App|Tr|R|A)\.?\s+\d)[A-Z][A-Za-z0-9.'’ ]{0,30}?\s+\d+"
)
_CITES = re.compile(
    rf"^\W{{0,3}}(?:\(?(?:quoting|citing)\s+)?(?:[A-Z][\w.'’&-]*\s+){{0,6}}?(?:v\.\s+[^,]{{1,60}},\s+)?{_A_CITATION}"
    r"|^\W{0,3}Id\."
)
# ... or a citation of it just before the quotation: "As we explained in Smith v. Jones, 500 F.3d 1,
# 5 (2d Cir. 2005), “...”"
_CITED_BEFORE = re.compile(rf"{_A_CITATION}(?:,\s*\d+)?(?:\s*\([^()]{{0,40}}\))?,?\s*$")


def quoted_from_another(text: str, start: int, end: int | None) -> str | None:
    """The citation after the court's own quotation marks around text[start:end], where the court
    quotes another authority and cites it ("... “a warrantless entry is presumptively unreasonable.”
    Smith v. Jones, 500 F.3d 1, 5."); None where the words are the court's."""
    end = end or start
    opening = max(text.rfind("“", max(0, start - 400), start), text.rfind('"', max(0, start - 400), start))
    if opening < 0 or "”" in text[opening:start] or text.count('"', opening + 1, start):
        return _mostly_quoted_within(text, start, end)
    before = _CITED_BEFORE.search(text, max(0, opening - 200), opening)
    if before is not None:
        return " ".join(before.group().split()).rstrip(",")
    closing = _CLOSES_QUOTATION.match(text, end)
    if closing is None:
        return None
    cited = _CITES.match(closing["after"])
    return " ".join(closing["after"][: cited.end()].split()) if cited else None


def _mostly_quoted_within(text: str, start: int, end: int) -> str | None:
    """The citation after a quotation of the court's that makes up most of text[start:end], the
    words the brief quotes opening before its marks ("Officers “must obtain a warrant before entering
    a home,” Payton v. New York, 445 U.S. 573, 590": the brief's "Officers must obtain ..." is nine
    words in ten Payton's); None otherwise."""
    inner = _INNER_QUOTATION.search(text, start, end + 2)
    if inner is None or inner.end() - inner.start() < _MOSTLY * (end - start):
        return None
    after = _CITES.match(text[inner.end() : inner.end() + 160].lstrip(" ,.;"))
    return " ".join(after.group().split()).rstrip(",") if after else None


# A quotation of the court's within the words a brief quotes, in its marks; and how much of them it
# must be to make them another's
_INNER_QUOTATION = re.compile(r"[“\"][^“”\"]{8,}?[”\"]")
_MOSTLY = 0.6


# A citation of the record after a court's quotation: the joint appendix, the record, a transcript,
# an appendix, an excerpt of record, a docket entry, a party's brief ("(J.A. 45.)", "Tr. 112",
# "Appellant's Br. 12")
_RECORD_CITE = re.compile(
    r"^\W{0,3}\(?(?:J\.\s?A\.|R\.|Tr\.|App(?:\.|x\.)|A\.|(?:\d+\s+)?E\.?R\.?|ECF(?:\s+No\.)?|Dkt\.?(?:\s+No\.)?"
    r"|Doc\.|(?:[A-Z][\w'’]*\s+){1,2}Br(?:ief|\.)|(?:Pet|Supp|Cert|Add)\.\s*App\.|(?:Trial|Hr['’]g|Sent\.|Plea|Dep\.)\s+Tr\.)"
    r"\s*(?:at\s+)?\d"
)
# The brief giving the words as the court's: its holding, finding or saying
# (not a verb anyone may say or write with: "The officer wrote that", "The Plan states that")
_THE_COURTS = re.compile(
    r"\b(?:court|held|holds?|holding|ruled?|rules|ruling|found|finds|finding|concluded|concludes|explained|explains"
    r"|reasoned|opinion|majority|panel|justices?|judges?)\b",
    re.IGNORECASE,
)
# The brief's own words naming whose words they are: a document or a witness, not the court
_A_DOCUMENT = re.compile(
    r"\b(?:handbook|manual|policy|polic(?:y|ies)|contract|agreement|lease|instruction|charge|report|letter|e-?mail"
    r"|memo(?:randum)?|testi(?:fied|mony)|witness|transcript|brief|complaint|petition|statute|provides|provided"
    r"|reads|warned|told|alleged|allegations?|instructions|plan|deposition|affidavit|declaration|rule|requirement"
    r"|code|guidelines?|directive|notice|regulation|ordinance|provision|clause|terms?"
    r"|quoted\s+(?:the|a|an|from|his|her|its|their))\b",
    re.IGNORECASE,
)


# A document word the court's own act governs ("adopted the rule that", "announced a strict notice
# requirement", "held in no uncertain terms"): the court's rule, not a document's words
_THE_COURTS_RULE = re.compile(
    r"(?:\b(?:adopt\w*|announc\w*|establish\w*|articulat\w*|set\s+out|la(?:id|ys?)\s+down|creat\w*|fashion\w*"
    r"|imposed?)(?:\s+[\w-]+){0,3}|\bin\s+no\s+uncertain)\s+$",
    re.IGNORECASE,
)
_RULE_WORDS = frozenset({"rule", "requirement", "terms", "term", "provision", "clause", "code", "notice"})


def _names_a_document(said: str) -> bool:
    """Whether the brief's own words name a document or a witness whose words it quotes (a rule
    word the court's own act governs names the court's rule)."""
    return any(
        m.group().lower() not in _RULE_WORDS or not _THE_COURTS_RULE.search(said, 0, m.start())
        for m in _A_DOCUMENT.finditer(said)
    )


def quoted_from_the_record(text: str, start: int, end: int | None) -> str | None:
    """The record citation after the court's own quotation marks around text[start:end], where the
    court quotes a document or a witness of the record ("... “employees must give notice.” (J.A.
    45.)"); None otherwise."""
    end = end or start
    opening = max(text.rfind("“", max(0, start - 400), start), text.rfind('"', max(0, start - 400), start))
    if opening < 0 or "”" in text[opening:start] or text.count('"', opening + 1, start):
        return _mostly_quoted_within(text, start, end)
    closing = _CLOSES_QUOTATION.match(text, end)
    if closing is None:
        return None
    cited = _RECORD_CITE.match(closing["after"])
    if cited is None:
        return None
    rest = re.match(r"[^)\n.;]{0,20}", closing["after"][cited.end() :])
    return " ".join((closing["after"][: cited.end()] + (rest.group() if rest else "")).split()).strip("( .")


def named_author(said: str, text: AuthorityText, offset: int) -> str | None:
    """The judge the brief names as the speaker, when the separate opinion holding `offset` is
    theirs by its byline ("Judge Rovner" and "ROVNER, Circuit Judge, dissenting."); else None."""
    part = next(((start, end) for _, start, end in text.parts if start <= offset < end), None)
    if part is None:
        return None
    byline = text.text[part[0] : min(part[1], part[0] + _BYLINE_CHARS)]
    for m in _JUDGE_NAMED.finditer(said):
        if _in_byline(re.sub(r"\s+", " ", m.group(1) or m.group(2)), byline):
            return m.group(0)
    return None


def _in_byline(name: str, byline: str) -> bool:
    """Whether a separate opinion's opening names the judge ("Rovner" in "ROVNER, Circuit Judge")."""
    return re.search(rf"\b{re.escape(name)}\b", byline, re.IGNORECASE) is not None


# How many further places of a quotation are looked at for one on the pinned page
_PLACES = 5


def _at_the_pin(m: QuoteMatch, text: AuthorityText, pins: list[tuple[int, int]]) -> QuoteMatch:
    """The place of the quoted words on a page the pin lists, where the opinion says them more than
    once and the first place is on another page; else the first place."""
    if not (m.found and pins and text.units):
        return m
    found = m
    for _ in range(_PLACES):
        page = text.unit_at(found.start or 0)
        if page is None or any(lo <= page <= hi for lo, hi in pins):
            return found if page is not None else m
        offset = found.end or 0
        again = find_quote(m.quote, text.text[offset:])
        if not again.found:
            return m
        found = again.moved(offset)
    return m


def _quotes(
    pair: Pair,
    case: MatchedCase,
    text: AuthorityText,
    pins: list[tuple[int, int]],
    unit: str,
    pin: str | None,
) -> Evidence | None:
    """Each quotation of the claim in the authority's text (and in which opinion, and on which
    page, one of those the pin lists): the evidence when one is wrong or needs a person, else None
    (what was checked noted)."""
    claim = pair.claim
    checked = pair.checked
    said = briefs_words(claim)  # the brief's words about the quote
    results = [
        _stated_by_the_brief(_at_the_pin(find_quote(q, text.text), text, pins), said) for q in claim.quotes
    ]
    for m in results:
        if not m.checked:
            denied = _only_denied(m.quote, court_text(text), said)
            if denied is not None:
                pair.details.update(quote=m.quote)
                return pair.review(
                    f"The quoted words are in {case.name} only as what the court denies: “{denied}”. "
                    "Check that the brief does not give them as the court's holding."
                )
            unsaid = _not_the_courts(m.quote, text, said)
            if unsaid is not None:
                pair.details.update(quote=m.quote)
                return pair.review(
                    f"The brief gives “{m.quote.strip()}” as {case.name}'s words, but {unsaid}."
                )
            pair.notes.append(f"the quote {m.quote!r} (too short to check)")
    said_by = attribution(said)
    for m in results:
        spliced = _spliced(pair, case, text, m) or _across_a_footnote(pair, case, text, m)
        if spliced is not None:
            return spliced
    apart = _paragraphs_apart(pair, case, text, results)
    if apart is not None:
        return apart
    for m in results:
        separate = text.part_at(m.start or 0) if m.found else None
        if separate and not of_the_court(separate) and not find_quote(m.quote, court_text(text)).found:
            page = text.unit_at(m.start or 0)
            label = opinion_label(separate)
            if label == "publisher":
                if _SYLLABUS_SAID.search(said):
                    checked.append("quote of the syllabus or headnotes, as the brief says")
                    continue
                pair.details.update(quote=m.quote, quote_found_in="syllabus or headnotes")
                return pair.error(
                    Category.QUOTE_FABRICATION,
                    Confidence.MEDIUM,
                    f"The quoted words are not the court's: they are in the syllabus or headnotes printed "
                    f"with {case.name} (a reporter's or publisher's summary, no part of the opinion), and "
                    "the opinion itself does not say them.",
                )
            if said_by is not None and said_by in label:
                checked.append(f"attribution ({said_by})")  # "(Scalia, J., dissenting)", and it is
                continue
            author = named_author(said, text, m.start or 0)
            if author is not None:
                checked.append(f"attribution ({label}, {author})")  # "Judge Rovner argued", and it is hers
                continue
            pair.details.update(quote=m.quote, quote_found_in=separate, quote_found_at=page)
            where = (
                f"a separate opinion of {case.name} ({label}"
                + (f", page {page}" if page is not None else "")
                + ")"
            )
            if "dissent" in label and said_by is None:
                return pair.error(
                    Category.MISCHARACTERIZATION,
                    Confidence.MEDIUM,
                    f"The quoted words are in {where}, not in the opinion of the court, and the brief "
                    "presents them as the court's: a dissent is not the law of the case.",
                )
            return pair.review(
                f"The quoted words are in {where}, not in the opinion of the court"
                + (f", while the brief attributes them to a {said_by}" if said_by else "")
                + ": check that the brief attributes them so."
            )
    # "(Scalia, J., dissenting)" after the citation says whose words they are; prose that mentions
    # a dissent ("rejecting the dissent's view") does not
    cited_as = attribution(claim.parenthetical) if claim.parenthetical else None
    for m in results:
        in_court = m.found and of_the_court(text.part_at(m.start or 0) or "")
        other_parts = {opinion_label(kind) for kind, _, _ in text.parts}
        if in_court and said_by is not None and text.parts and not any(said_by in k for k in other_parts):
            pair.details.update(quote=m.quote)
            return pair.review(
                f"The brief attributes the quoted words to a {said_by}, but {case.name} as retrieved has "
                "none: they are in the opinion of the court. Check the attribution."
            )
        if in_court and cited_as is not None and not find_quote(m.quote, separate_text(text, cited_as)).found:
            pair.details.update(quote=m.quote)
            return pair.review(
                f"The brief cites the quoted words as the {cited_as}'s, but in {case.name} they are in the "
                f"opinion of the court, not in its {cited_as}. Check the attribution."
            )
    # the court's report of a party's argument, the decision below or a view it rejects, per quote
    framing = [_framed(text.text, m) if m.found else None for m in results]
    for m, framed in zip(results, framing, strict=True):
        # (the brief's own words, not the quoted ones: "the district court abused its discretion"
        # quoted says nothing of whom the brief says it quotes)
        brief_own = said.replace(m.quote, " ") if m.quote else said
        if framed is not None and not brief_reports(brief_own, framed) and not _said_again(m.quote, text, m):
            pair.details.update(quote=m.quote, quote_framed_by=framed)
            return pair.review(
                f"The quoted words are in {case.name}, but where the court reports another's view, not its "
                f"own: “{framed} …” Check that the brief does not give them as the court's holding."
            )
    for m, framed in zip(results, framing, strict=True):
        borrowed = (
            None if framed is not None or not m.found else quoted_from_another(text.text, m.start or 0, m.end)
        )
        if borrowed is not None and claim.quoted_in is None and not _QUOTATION_OMITTED.search(said):
            pair.details.update(quote=m.quote, quote_borrowed_from=borrowed)
            return pair.review(
                f"The quoted words are in {case.name}, but as its quotation of another authority "
                f"({borrowed}). The brief gives them as {case.name}'s own, without “quoting”. Check the "
                "attribution."
            )
    for m, framed in zip(results, framing, strict=True):
        record = (
            None
            if framed is not None or not m.found
            else quoted_from_the_record(text.text, m.start or 0, m.end)
        )
        brief_own = said.replace(m.quote, " ") if m.quote else said
        if (
            record is not None
            and _THE_COURTS.search(brief_own)
            and not _QUOTATION_OMITTED.search(said)
            and not _names_a_document(brief_own)
        ):
            pair.details.update(quote=m.quote, quote_borrowed_from=record)
            return pair.review(
                f"The quoted words are in {case.name}, but as its quotation of the record ({record}): a "
                "document's or a witness's words, not the court's. The brief gives them as the court's; "
                "check the attribution."
            )
    for m, framed in zip(results, framing, strict=True):
        # the converse: the court's own words, which the brief says it turned down
        own = m.found and framed is None and of_the_court(text.part_at(m.start or 0) or "")
        # (not words the court's own sentence denies: "does not impose strict liability")
        denied = own and _denied_before(text.text, m.start or 0)
        if own and not denied and brief_says_rejected(claim.text, m.quote):
            pair.details.update(quote=m.quote)
            return pair.review(
                f"The brief says the court rejected the quoted words, but in {case.name} they are the "
                "court's own. Check what the brief says of them."
            )
    for m in results:
        if m.found and pins and text.units:
            placed = _placed_by_its_footnote(pair, case, text, m, pin, pins) if unit == "page" else None
            if isinstance(placed, Evidence):
                return placed
            if placed:
                continue
            if unit == "page" and names_a_footnote(pin):
                pair.notes.append(
                    "the quote's page (the pin names a footnote, and footnotes are not placed by page)"
                )
                continue
            if unit == "page" and text.part_at(m.start or 0) == PUBLISHER:
                # the syllabus is printed before the opinion's first marked page, which its own place
                # in the text (after the opinions) does not tell
                opens = min(label for label, _ in text.units)
                if any(lo <= opens for lo, _ in pins):
                    pair.checked.append(f"the quote's page (the syllabus, printed on or before page {opens})")
                    continue
                pair.details.update(quote=m.quote, **_cited(unit, pins[0]))
                return pair.review(
                    f"The quote is in the syllabus or headnotes of {case.name}, printed before the opinion "
                    f"begins (page {opens}), not at the cited {unit} {pin}. Check the pin."
                )
            at = (text.unit_at(m.start or 0), text.unit_at(max((m.end or 1) - 1, 0)))
            parts = [(text.unit_at(a), text.unit_at(max(b - 1, a))) for a, b in m.parts()]
            placed_parts = [(a, b) for a, b in parts if a is not None and b is not None]
            if len(placed_parts) > 1 and all(b < lo or a > hi for a, b in placed_parts for lo, hi in pins):
                # an ellipsis joins words of pages around the pin, none of them on it
                where = " and ".join(dict.fromkeys(_range(p) for p in placed_parts))
                pair.details.update(quote=m.quote, quote_found_at=where, **_cited(unit, pins[0]))
                return pair.error(
                    Category.PARAGRAPH_HALLUCINATION,
                    Confidence.MEDIUM,
                    f"The quote's parts, joined by an ellipsis, appear in {case.name} at {unit}s {where}, "
                    f"none of them at the cited {unit} {pin}.",
                )
            # a part pages from every page the pin gives: the pin names where the quote begins only
            far = [(a, b) for a, b in placed_parts if all(b < lo - 1 or a > hi + 1 for lo, hi in pins)]
            if len(placed_parts) > 1 and far and len(far) < len(placed_parts):
                where = " and ".join(dict.fromkeys(_range(p) for p in far))
                pair.details.update(quote=m.quote, quote_found_at=where, **_cited(unit, pins[0]))
                return pair.review(
                    f"The quote's words after an ellipsis appear in {case.name} at {unit} {where}, which the "
                    f"cited {unit} {pin} does not give: the pin should name every {unit} the quotation draws "
                    "on. Check the quotation and its pin."
                )
            if at[0] is not None and at[1] is not None and all(at[1] < lo or at[0] > hi for lo, hi in pins):
                where = _range(at)
                pair.details.update(quote=m.quote, quote_found_at=where, **_cited(unit, pins[0]))
                # the last page runs on into the footnotes CourtListener prints after the opinion,
                # unless its markup set them apart (these words are then in none)
                if (
                    unit == "page"
                    and not text.notes
                    and at[0] == _last_page_of_its_opinion(text, m.start or 0)
                ):
                    return pair.review(
                        f"The quote appears in {case.name} on or after its last {unit} ({where}), where the "
                        f"footnotes are printed, not at the cited {unit} {pin}: if it is a footnote's, cite "
                        "it with the footnote's number."
                    )
                return pair.error(
                    Category.PARAGRAPH_HALLUCINATION,
                    Confidence.MEDIUM,
                    f"The quote appears in {case.name} at {unit} {where}, not at the cited {unit} {pin}.",
                )
    if any(m.found and m.ocr_only for m in results):
        pair.remarks.append("A quote matched allowing for scanning (OCR) errors in the opinion's text.")
    if any(m.found and m.numbers_rewritten for m in results):
        pair.remarks.append("A quote matched with a number written otherwise than the opinion writes it.")
    if any(m.found and m.omitted for m in results):
        pair.remarks.append("A quote matched with the opinion's citations or footnote numbers left out.")
    missing = [m for m in results if m.checked and not m.found and not m.ocr_only]
    if (
        missing
        and _given_as_the_syllabus(said, missing[0].quote)
        and not any(k == PUBLISHER for k, _, _ in text.parts)
    ):
        # the brief quotes the syllabus or headnotes, as it says, and the text retrieved holds none:
        # their absence from the opinion proves nothing, and nothing else was read
        return _absent_for_review(
            pair,
            missing[0],
            f"The brief quotes the syllabus or headnotes of {case.name}, which the text retrieved does not "
            "hold (only the opinions), and the words are not in the opinions",
            "Check the quotation against the syllabus.",
        )
    if missing and claim.quoted_in is not None:
        # words another authority is said to quote from this one: that authority may have altered
        # them unmarked, so their absence here is for a person, not an error
        m = missing[0]
        return _absent_for_review(
            pair,
            m,
            f"The brief says another authority it cites quotes {case.name} for the words {m.quote!r}, but "
            f"they are not in {case.name} as retrieved",
            "Check that the quotation is really this case's.",
        )
    if claim.quote_also_cited:  # "Quote." A; B.: whose words they are is settled at the finish
        pair.details["quotes_found"] = [m.quote for m in results if m.found]
        if missing:
            m = next((m for m in missing if m.altered), missing[0])
            pair.details.update(quote_absent=[m.quote for m in missing], closest_passage=m.closest_passage)
            pair.details["similarity"] = m.similarity
            # (how near each comes: an altered quotation is the error of the one it nearly copies)
            pair.details["quote_similarity"] = {
                m.quote: m.similarity for m in missing if isinstance(m.similarity, float)
            }
        missing = []
    spans = claim.quote_spans
    # a paragraph read as a block quotation only by where it stands may be the brief's own words
    placed = [i for i, m in enumerate(results) if m in missing and i < len(spans) and spans[i].inferred]
    inferred = [results[i] for i in placed]
    if missing and len(inferred) == len(missing):
        shown = next((m for m in inferred if m.altered), inferred[0])
        if all(spans[i].block_path == claim.block_path for i in placed):  # a run-in quotation
            return _absent_for_review(
                pair,
                shown,
                f"The quotation a sentence of the brief's own before the citation, taken as {case.name}'s "
                f"by where it stands, is not in {case.name} as retrieved",
                "If it quotes the court, correct it; if it quotes another source, cite that source with it.",
            )
        return _absent_for_review(
            pair,
            shown,
            f"The paragraph read as a block quotation of {case.name}, by where it stands after the brief's "
            f"lead-in or by its indentation alone (the file marks no quotation), is not in {case.name} "
            "as retrieved",
            "If it quotes the court, correct it; if it is the brief's own words, say so.",
        )
    if missing:
        return _quote_error(pair, case, next((m for m in missing if m.altered), missing[0]), text.text)
    noisy = [m for m in results if m.ocr_only and not m.found]
    if noisy:
        m = noisy[0]
        pair.details.update(quote=m.quote, closest_passage=m.closest_passage, similarity=m.similarity)
        return pair.review(
            f"The quoted words match {case.name} only when its text is read through common scanning "
            f"(OCR) errors: the text has {m.closest_passage!r}. Read the printed opinion to confirm "
            "the quote."
        )
    joined_up = next((m for m in results if m.found and m.spliced), None)
    if joined_up is not None:
        left_out = " ".join(joined_up.spliced.split())
        left_out = left_out if len(left_out) <= 240 else f"{left_out[:120]} ... {left_out[-100:]}"
        pair.details.update(quote=joined_up.quote, left_out=left_out)
        return pair.review(
            f"The quotation's ellipsis runs from inside one sentence of {case.name} to inside another, "
            f"leaving out “{left_out}”: the quoted sentence is not one the court wrote. Check "
            "that it keeps the court's meaning."
        )
    # the words set right before a quotation, outside its marks, turning the court's: 'more than "10
    # percent ..."' of its 'less than 10 percent', 'a tenant must "prove actual damages"' of "need not"
    turners = (
        (_comparison_turned, "comparison"),
        (_modal_turned, "duty or leave"),
        (_negation_turned, "negation"),
        (_will_turned, "refusal"),
    )
    for turned_by, kind in turners:
        for m in results:
            turned = turned_by(claim.text, m, text.text) if m.found else None
            if turned is not None:
                ours, theirs = turned
                pair.details.update(quote=m.quote, brief_frames=ours, court_frames=theirs)
                return pair.review(
                    f"The brief puts “{ours}” before the quoted words, where {case.name} has “{theirs}”: "
                    f"the quotation is the court's, the {kind} it is set in is turned. Check what the court "
                    "said."
                )
    run_on = next((m for m in results if m.found and m.joined), None)
    if run_on is not None:
        pair.details.update(quote=run_on.quote, sentences_joined=run_on.joined)
        return pair.review(
            f"The quotation runs two sentences of {case.name} together with no mark where one ends "
            f"(“{run_on.joined}”): the quoted sentence is not one the court wrote. Check that it keeps "
            "the court's meaning."
        )
    hedged = next((m for m in results if m.found and m.hedged), None)
    if hedged is not None:
        pair.details.update(quote=hedged.quote, left_out=hedged.hedged)
        return pair.review(
            f"The quotation leaves “{hedged.hedged}” out of the sentence of {case.name} it quotes: a "
            "rule the court qualified (a hedge, a condition, the class it binds) reads as an unqualified "
            "one. Check that the quotation keeps the court's meaning."
        )
    reworded = next((m for m in results if m.found and m.reworded), None)
    if reworded is not None and reworded.reworded is not None:
        bracket, theirs = reworded.reworded
        pair.details.update(quote=reworded.quote, bracket=bracket, replaced=theirs)
        return pair.review(
            f"The quotation's bracket {bracket} stands where {case.name} has “{theirs}”: the "
            "brief puts its own words for the court's. Check that the quotation keeps the court's meaning."
        )
    unclosed = [find_quote(q, text.text) for q in claim.unclosed_quotes]
    absent = next((m for m in unclosed if m.checked and not m.found), None)
    if absent is not None:
        pair.details.update(
            quote=absent.quote,
            closing_mark_missing=True,
            closest_passage=absent.closest_passage,
            similarity=absent.similarity,
        )
        return pair.review(
            f"A quotation mark opens before \u201c{absent.quote}\u201d and the brief never closes it (no "
            "closing quotation mark); read to the end of its sentence, those words are not in "
            f"{case.name} as retrieved"
            + (f" (closest passage: \u201c{absent.closest_passage}\u201d)" if absent.closest_passage else "")
            + ". Close the quotation where it ends, and check its words against the opinion."
        )
    short = [m.quote for m in results if not m.checked]
    never = next((q for q in short if not written_in(q, text.text)), None)
    if never is not None and claim.quoted_in is None and not claim.quote_also_cited:
        pair.details.update(quote=never)
        return pair.review(
            f"The quoted words \u201c{never}\u201d are too few to place, but {case.name} as retrieved "
            "never writes them. Check the quotation against the opinion."
        )
    if any(m.found for m in unclosed):
        pair.remarks.append(
            "A quotation's closing quotation mark is missing: its words, read to the end of their sentence, "
            "are the opinion's."
        )
    found = sum(m.checked and m.found for m in [*results, *unclosed])
    if found:
        checked.append(f"{found} quote(s)")
    return None


def _spliced(pair: Pair, case: MatchedCase, text: AuthorityText, m: QuoteMatch) -> Evidence | None:
    """An error when a quotation found only by letting an ellipsis run from one opinion into
    another (the court's into the dissent's, the syllabus into the court's): no omission crosses
    from one author's words to another's."""
    if not (m.found and text.parts and m.start is not None and m.end is not None):
        return None
    first, last = text.part_at(m.start), text.part_at(m.end - 1)
    if first is None or last is None or first == last or (of_the_court(first) and of_the_court(last)):
        return None  # within one opinion, or across two texts of the court's (a lead and its addendum)
    pair.details.update(quote=m.quote, quote_found_in=[first, last])
    return pair.error(
        Category.QUOTE_FABRICATION,
        Confidence.HIGH,
        f"The quotation is found in {case.name} only by letting its ellipsis run from the "
        f"{_whose(first)} into the {_whose(last)}: it joins two authors' words as one passage, which no "
        "omission may do.",
    )


def _across_a_footnote(pair: Pair, case: MatchedCase, text: AuthorityText, m: QuoteMatch) -> Evidence | None:
    """REVIEW when the quotation is found only as a run from the court's text into a footnote, or out
    of one: a note is printed apart from the sentences around it, never in their run."""
    if not (m.found and text.notes and m.start is not None and m.end is not None):
        return None
    inside = [(a, b) for _, a, b in text.notes if a < m.end and m.start < b]
    if not inside or all(a <= m.start and m.end <= b for a, b in inside):
        return None  # in no footnote, or wholly in one
    pair.details.update(quote=m.quote)
    return pair.review(
        f"The quoted words are found in {case.name} only as one run of the court's text and a footnote's "
        "(or two footnotes'), which the opinion prints apart: check the quotation and cite the footnote "
        "for its words."
    )


# What may stand between two paragraphs the court wrote one after the other: blanks, marks, a
# footnote's number
_BETWEEN_PARAGRAPHS = re.compile(r"[\W\d_]*")


def _paragraphs_apart(
    pair: Pair, case: MatchedCase, text: AuthorityText, results: list[QuoteMatch]
) -> Evidence | None:
    """REVIEW where a block quotation of several paragraphs runs on from one passage of the court's
    to another it did not write next (or wrote before), the words between left out unmarked: the
    brief presents as one continuous passage what the court did not."""
    spans = pair.claim.quote_spans
    for n in range(1, min(len(results), len(spans))):
        before, after = results[n - 1], results[n]
        if not (
            spans[n].continues and before.found and after.found and before.end and after.start is not None
        ):
            continue
        if _ELLIPSIS_AT_EDGE.search(before.quote) or _ELLIPSIS_AT_START.match(after.quote):
            continue  # the omission marked
        between = text.text[before.end : after.start] if after.start >= before.end else None
        if between is not None and _BETWEEN_PARAGRAPHS.fullmatch(between):
            continue
        left_out = " ".join((between or "").split())
        left_out = left_out if len(left_out) <= 200 else f"{left_out[:100]} ... {left_out[-80:]}"
        pair.details.update(quote=after.quote, left_out=left_out or None)
        where = (
            f"between them {case.name} has “{left_out}”, which the brief leaves out unmarked"
            if between is not None
            else f"in {case.name} the second comes before the first"
        )
        return pair.review(
            f"The block quotation's paragraphs are not one passage of {case.name}: {where}. Check that "
            "the quotation keeps the court's meaning, and mark the omission."
        )
    return None


_ELLIPSIS_AT_EDGE = re.compile(rf"(?:{ELLIPSIS.pattern})[\s\"”’']*$")
_ELLIPSIS_AT_START = re.compile(rf"[\s\"“‘']*(?:{ELLIPSIS.pattern})")


def _whose(kind: str) -> str:
    label = opinion_label(kind)
    return (
        "opinion of the court"
        if of_the_court(kind)
        else "syllabus or headnotes"
        if label == "publisher"
        else label
    )


def _paraphrase(
    pair: Pair,
    case: MatchedCase,
    text: AuthorityText,
    cited: tuple[int, int] | None,
    confirmed: bool,
    characterizer: Characterizer | None,
    by_page: bool = True,
) -> Evidence:
    """The paraphrase judged (with a model backend), then VERIFIED with what was checked; a sentence
    copied off the cited page is a wrong pin only where the pin places words `by_page`."""
    checked = pair.checked
    misstated = _disposition_misstated(pair, case, text)
    if misstated is not None:
        return misstated
    outcome = _characterization(pair, case, text, cited, characterizer)
    if isinstance(outcome, Evidence):
        return outcome
    if outcome:
        checked.append("paraphrase")
    else:  # unjudged by a model: a negation flipped in a copied sentence is caught all the same, and
        # a sentence copied from the court's report of another's view
        flipped = _copied(pair, case, text)
        if flipped is not None:
            return flipped
    off_the_pin = _copied_off_the_pin(pair, case, text, cited) if by_page else None
    if off_the_pin is not None:
        return off_the_pin
    return pair.evidence(
        Outcome.VERIFIED_OK,
        None,
        Confidence.HIGH if confirmed and not pair.notes else Confidence.MEDIUM,
        f"{case.name} ({case.date or 'undated'}) retrieved; checked {', '.join(checked)}: no error found.",
    )


def _disposition_misstated(pair: Pair, case: MatchedCase, text: AuthorityText) -> Evidence | None:
    """REVIEW when the brief says the court affirmed and its opinion ends reversing, or the other
    way round (`verify.disposition`); "disposition" checked where both say the same."""
    said = said_disposition(pair.claim.parenthetical, pair.claim.text)
    if said is None:
        return None
    held = disposition(court_text(text))
    if held is None:
        return None
    did, words = held
    if did == said:
        pair.checked.append("disposition")
        return None
    return _copy_review(
        pair,
        words,
        f"The brief says {case.name} {'affirmed' if said == 'affirm' else 'reversed'} the decision before "
        f"it, but the opinion ends {'affirming' if did == 'affirm' else 'reversing'} it: “{words}” Check "
        "what the court did.",
    )


def briefs_words(claim: Claim) -> str:
    """The brief's words about a citation's quotations: its parenthetical, then its sentence, apart
    as two sentences (a parenthetical ends in no stop of its own, and its last clause is not the
    sentence's first: "(noting that "..." and requiring control) The government did not ...")."""
    return ". ".join(filter(None, (claim.parenthetical, claim.text)))


def _stated_by_the_brief(m: QuoteMatch, said: str) -> QuoteMatch:
    """The quotation without the alterations that are only words of the court's sentence left out of
    it ("(nothing)" for the condition or negation it opens or closes with) which the brief states in
    its own words around it ('Absent a written agreement, Hale holds, "[A]n oral lease is
    unenforceable."'): said by the brief, they are not hidden. A negation cut is the brief's where a
    negation of its own stands in the clause next to the quotation, or where the quotation is a
    fragment in lower case the brief asks about or builds into its own words ('asked whether a "..."')."""
    if not m.altered:
        return m
    # the brief's words anywhere about the quotation (a condition it states in the sentence its
    # citation supports: "Rand had to show prejudice and did not. See X ("An insurer may not
    # disclaim coverage . . . .")"), and those of the quotation's own sentence, where a word alone
    # the court's sentence has must stand ("Plaintiff offers only timing. See X (stating that
    # "[t]emporal proximity alone may establish causation")" leaves out the court's "only")
    anywhere = _DENIES_NOTHING.sub(" ", said.replace(m.quote, " "))
    at = said.find(m.quote)
    spans = split_sentences(said, [(at, at + len(m.quote))]) if at >= 0 else []
    start, end = next(((s, e) for s, e in spans if s <= at < e), (0, len(said)))
    around = _DENIES_NOTHING.sub(" ", said[start:end].replace(m.quote, " "))
    own, own_anywhere = set(_stems(around)), set(_stems(anywhere))
    before, after = (_DENIES_NOTHING.sub(" ", c) for c in _clauses_around(said, m.quote))
    # a negation left out is the brief's to say in any words of its own next to it ("did not mean
    # that"); a fragment in lower case is the brief's where it asks of it or builds it into its own
    # sentence ("whether a"), not where it tells it as the court's ("held that", "As the court put it,")
    denied = negates(f"{before} {after}") or _SET_ABOVE.search(before) is not None
    sentence = said[: max(0, at)]
    fragment = m.quote.lstrip(_QUOTE_MARKS)[:1].islower() and _the_briefs_fragment(before, sentence)

    def set_aside(theirs: str) -> bool:
        """Whether the brief names the court's condition only to set it aside: "Whether or not it
        demonstrates prejudice, "[a]n insurer may not disclaim coverage"" (not "Regardless of how
        late the notice was, an insurer that cannot demonstrate prejudice ...")."""
        condition = {w[:6] for w in words(theirs) if len(w) > 3 and w not in ("unless", "except")}
        clauses = (
            re.split(r"[,;:.]", anywhere[a.end() : a.end() + _SET_ASIDE_REACH], maxsplit=1)[0]
            for a in _CONDITION_SET_ASIDE.finditer(anywhere)
        )
        return any(condition & {w[:6] for w in words(clause)} for clause in clauses)

    # the court's words said again by the brief are its own ("Absent a written agreement, Hale
    # holds, "[A]n oral lease ..."", "no policy term "may shorten ...""): a condition or other phrase
    # anywhere in its words, a word alone in the quotation's sentence, a negation in that sentence
    # and a negation word alone only in the clause next to the quotation (not "The government did
    # not rely on proximity, and the court noted that "[m]ere proximity ... is enough"")
    def the_briefs(theirs: str) -> bool:
        # the court's limit or refusal cut off, the brief's own in the words right next to the
        # quotation ('liable only "if ..."', '"if ...," and not otherwise', 'rejected "a ..."')
        if _LIMIT.match(theirs):
            return _LIMIT.search(before) is not None or _LIMIT.search(after) is not None
        if _REFUSED.match(theirs):
            return _REFUSED_JUST_BEFORE.search(before) is not None or negates(" ".join(before.split()[-4:]))
        phrase = len([w for w in words(theirs) if len(w) > 2]) > 1
        if not negates(theirs) or (phrase and _A_CONDITION.match(theirs)):
            if set_aside(theirs):
                return False
            # (or a condition put in the brief's own words next to it: "Absent appreciable prejudice,")
            return _said_in(theirs, own_anywhere if phrase else own) or (negates(theirs) and denied)
        if denied or fragment:
            return True
        return phrase and negates(around) and _said_in(theirs, own)

    kept = tuple(
        (ours, theirs) for ours, theirs in m.altered if not (ours == "(nothing)" and the_briefs(theirs))
    )
    if kept == m.altered:
        return m
    return replace(m, altered=kept, found=not kept, closest_passage=m.closest_passage if kept else None)


# The court's condition the quotation leaves out: "unless it demonstrates prejudice", "absent ..."
_A_CONDITION = re.compile(
    r"\W*(?:unless|except|only\s+(?:if|when|where)|if|when|where|absent|provided|so\s+long\s+as)\b",
    re.IGNORECASE,
)
# A condition the brief names only to set it aside: "whether or not", "regardless of", "even if"
_CONDITION_SET_ASIDE = re.compile(
    r"\b(?:whether\s+or\s+not|regardless(?:\s+of)?|without\s+regard\s+(?:to|for)|irrespective\s+of"
    r"|independent(?:ly)?\s+of|apart\s+from|notwithstanding|no\s+matter|even\s+(?:if|where|when|though)"
    r"|need\s+not|whether\b(?=[^.;]{0,80}\bor\s+not\b))",
    re.IGNORECASE,
)
# How far after those words the condition they set aside is read, in their clause
_SET_ASIDE_REACH = 80
_QUOTE_MARKS = " \"'“”‘’"
# The brief's negations that deny nothing ("did not hesitate to hold", "It is no surprise that")
_DENIES_NOTHING = re.compile(
    r"\b(?:did|does|do|would)\s+not\s+hesitate\b|\bno\s+(?:surprise|doubt|question|wonder|secret)\b"
    r"|\bnot\s+surprising(?:ly)?\b|\bnot\s+(?:only|merely|just)\b",
    re.IGNORECASE,
)
# The brief's own words setting the court's "not merely" above what it quotes ("owes more than
# "merely ordinary care"")
# The court's refusal before the words it quotes ("decline to adopt"), and the brief's own in other
# words right before them ('rejected "a bright-line rule"', 'was unwilling to adopt "..."')
_REFUSED = re.compile(rf"\b(?:{REFUSING})\b", re.IGNORECASE)
_REFUSED_JUST_BEFORE = re.compile(
    r"\b(?:declin\w*|refus\w*|reject\w*|unwilling|caution(?:s|ed)?\s+against|eschew\w*|den(?:y|ies|ied)"
    r"|disavow\w*|disapprov\w*|repudiat\w*|spurn\w*|unenforceable)(?:\W+[\w'’-]+){0,3}\W*$",
    re.IGNORECASE,
)
# The court's limit cut off before the words it quotes, and the brief's own in any words right
# next to them ('liable only "if ..."', '"if ...," and not otherwise', 'limited to "..."')
_LIMIT = re.compile(
    rf"\b(?:{LIMITING}|alone|sole|limited|limits|not\s+otherwise|nothing\s+(?:else|more))\b", re.IGNORECASE
)
_SET_ABOVE = re.compile(
    r"\b(?:more\s+than|beyond|rather\s+than|instead\s+of|above|exceed\w*)\W*$", re.IGNORECASE
)
# Where the brief's own clause before or after a quotation ends: a stop, a comma or a conjunction
# opening another clause ("Although the City did not appeal, the court held that ...")
_CLAUSE_BREAK = re.compile(r"[.;:,]\s|\b(?:although|though|while|because|since|but|whereas)\b", re.IGNORECASE)
# A fragment the brief asks about ("whether a"), or builds into its own noun ("the", "such a" right
# before it) where it tells nothing as the court's ("held that the "text rebuts ..."" is told)
_ASKED = re.compile(
    r"\b(?:whether|if|asks?|asked|asking|question\w*|turns?\s+on|depends?\s+on)\b", re.IGNORECASE
)
_BUILT_IN = re.compile(r"\b(?:a|an|the|any|some|each|every|such)\s*$", re.IGNORECASE)
_TOLD = re.compile(
    r"\b(?:held|holds|hold|holding|explained|explains|stated|states|said|says|found|finds|concluded|concludes"
    r"|noted|notes|observed|ruled|rules|recognized|emphasized|stressed|made\s+clear|makes\s+clear|wrote"
    r"|reasoned|declared|announced|confirmed|determined|reiterated|put\s+it|according\s+to|teach(?:es)?"
    r"|taught|pointed\s+out|acknowledg\w*|instruct\w*)\b|\bunder\s+(?!Rule|Section|Article|Title|Fed)[A-Z]",
    re.IGNORECASE,
)


def _the_briefs_fragment(clause: str, sentence: str) -> bool:
    """Whether a quoted fragment is the brief's own words' (asked about in its `clause`, or built into
    its noun where the clause tells nothing as the court's, nor the phrase opening the sentence before
    a clause of an article alone: "According to the court, the "..."", "Under Quinlan, the "...")."""
    if _ASKED.search(clause) is not None:
        return True
    if _BUILT_IN.search(clause) is None or _TOLD.search(clause) is not None:
        return False
    pieces = _CLAUSE_BREAK.split(sentence.rstrip(_QUOTE_MARKS + " "))
    only_an_article = _BUILT_IN.fullmatch(clause.strip() + " ") is not None
    return not (only_an_article and len(pieces) > 1 and _TOLD.search(pieces[-2]))


def _given_as_the_syllabus(said: str, quote: str) -> bool:
    """Whether the brief's words before a quotation give it as the syllabus's or the headnotes' (not
    "The Court itself, not merely the syllabus, held", "The syllabus aside, the Court held")."""
    at = said.find(quote)
    before = said[: at if at >= 0 else len(said)]
    pieces = [p for p in _CLAUSE_BREAK.split(before.rstrip(_QUOTE_MARKS + " ")) if p.strip()]
    # in the clause the quotation stands in, or the one before a colon opening it ("The Syllabus
    # summarizes the holding: "...""), not one a "but" turns from ("relies only on the syllabus, but
    # the Court itself held that")
    near = pieces[-1] if pieces else ""
    if before.rstrip(_QUOTE_MARKS + " ").endswith(":") and pieces:
        near = pieces[-1]
    named = list(_SYLLABUS_SAID.finditer(near))
    if not named:
        return False
    last = named[-1]
    denied = _NOT_THE_SYLLABUS.search(near, max(0, last.start() - 30), last.start())
    return denied is None and _SET_ASIDE.match(near, last.end()) is None


# "not merely the syllabus", "rather than the headnotes"; "The syllabus aside, the Court held"
_NOT_THE_SYLLABUS = re.compile(r"\b(?:not|rather\s+than|instead\s+of|unlike|beyond)\b[^.;]*$", re.IGNORECASE)
_SET_ASIDE = re.compile(r"\s+(?:aside|apart)\b", re.IGNORECASE)


def _clauses_around(said: str, quote: str) -> tuple[str, str]:
    """The brief's own clause before a quotation and the one after it, in its sentence."""
    at = said.find(quote)
    if at < 0:
        return said, ""
    before = _CLAUSE_BREAK.split(said[:at].rstrip(_QUOTE_MARKS + "[. "))[-1]
    after = _CLAUSE_BREAK.split(said[at + len(quote) :].lstrip(_QUOTE_MARKS))[0]
    return before, after


def _said_in(court: str, own: set[str]) -> bool:
    """Whether most of the court's words (two in three, of three letters or more) are the brief's."""
    theirs = _stems(court)
    return bool(theirs) and 3 * sum(w in own for w in theirs) >= 2 * len(theirs)


def _stems(text: str) -> list[str]:
    """The words of three letters or more, each by its first six ("demonstrates" as "demonstrated")."""
    return [w[:6] for w in words(text) if len(w) > 2]


def _placed_by_its_footnote(
    pair: Pair,
    case: MatchedCase,
    text: AuthorityText,
    m: QuoteMatch,
    pin: str | None,
    pages: list[tuple[int, int]],
) -> Evidence | bool:
    """Where the opinion's markup set its footnotes apart: the REVIEW of a quotation the pin places
    otherwise than the text (a footnote's words pinned to a page alone or to another footnote, the
    text's words pinned to a footnote); True when the footnote the pin names holds it (checked so);
    False when the text's notes say nothing of it (none marked, or neither is a footnote's)."""
    if not text.notes:
        return False
    note = text.note_at(m.start or 0)
    named = footnote_numbers(pin) if names_a_footnote(pin) else set()
    if note is None and named and m.start is not None and m.end is not None:
        # the words written again in a footnote the pin names: that is where the brief quotes them
        passage = text.text[m.start : m.end]
        again = (at for at in places([passage.lower()], text.text) if text.note_at(at) in named)
        note = next((text.note_at(at) for at in again), None)
    if note is None and not named:
        return False
    if note is None and cites_a_page_itself(pin):
        return False  # "212 & n.1": the page's text is cited too, and checked as a page
    pair.details.update(quote=m.quote, quote_in_footnote=note)
    if note is None:
        where = text.unit_at(m.start or 0)
        return pair.review(
            f"The pin ({pin}) names a footnote, but the quote is in {case.name}'s text, in no footnote"
            + (f", at page {where}" if where is not None else "")
            + ". Check the pin."
        )
    called = f"in footnote {note}" if note else "in a footnote"
    if not named:
        return pair.review(
            f"The quote is {called} of {case.name}, which the pin ({pin}) does not name: cite it with "
            "the footnote's number."
        )
    if note and note not in named:
        return pair.review(
            f"The quote is {called} of {case.name}, not the one the pin ({pin}) names. Check the pin."
        )
    page = _page_of_a_placed_note(text, m.start or 0)
    if page is not None and pages and not any(a <= page <= b for a, b in pages):
        return pair.review(
            f"The quote is {called} of {case.name}, which is called on page {page}, not on the page the pin "
            f"({pin}) gives. Check the pin."
        )
    if page is None and pages:
        pair.notes.append(
            f"the page {called.removeprefix('in ')} is called on (the text prints its notes together, apart "
            "from their calls)"
        )
    pair.checked.append(f"the quote {called}" if note else "the quote in a footnote")
    return True


def _page_of_a_placed_note(text: AuthorityText, offset: int) -> int | None:
    """The page a footnote is called on: marked at its first word where the text read its call, or
    where the text sets the note in its flow, beside its call (the court's words go on after it);
    None for a note among the notes printed together at an opinion's end, whose page says nothing."""
    span = next(((start, end) for _, start, end in text.notes if start <= offset < end), None)
    if span is None:
        return None
    if any(at == span[0] for _, at in text.units):
        return text.unit_at(span[0])  # its call's page, marked at its first word (`marked_html`)
    part_end = next((end for _, start, end in text.parts if start <= offset < end), len(text.text))
    after = span[1]
    for _, start, end in sorted(text.notes):
        if start <= after + 1 and end > after:
            after = end  # the notes straight after it, of the same paragraph
    if not text.text[after:part_end].strip():
        return None
    return text.unit_at(span[0])


def _footnote_it_lacks(
    pair: Pair, case: MatchedCase, text: AuthorityText, pin: str | None
) -> Evidence | None:
    """REVIEW when the pin names only footnotes the opinion's markup does not number ("58 n.9" of an
    opinion whose footnotes it numbers 1 to 4: a markup may hold several notes in one element, so a
    person looks); where the text sets no footnotes apart, a note that the footnote was not checked."""
    named = footnote_numbers(pin)
    numbered = sorted({label for label, _, _ in text.notes if label})
    if not text.notes:
        pair.notes.append(f"the footnote the pin ({pin}) names: the text retrieved sets no footnotes apart")
        return None
    if numbered == [1] and not named & {1}:
        # (one note numbered 1 may be the markup's one element holding them all)
        pair.notes.append(f"the footnote the pin ({pin}) names: the text's markup numbers one footnote")
        return None
    if not named or not numbered or named & set(numbered):
        return None
    which = ", ".join(map(str, sorted(named)))
    listing = ", ".join(map(str, numbered)) if len(numbered) <= 6 else f"{numbered[0]} to {numbered[-1]}"
    held = (
        f"its only footnote is numbered {listing}"
        if len(numbered) == 1
        else f"its footnotes are numbered {listing}"
    )
    pair.details["footnotes_held"] = numbered
    return pair.review(
        f"The pin ({pin}) names footnote {which} of {case.name}, but the text's markup has no such footnote: "
        f"{held}. Check the pin."
    )


def _last_page_of_its_opinion(text: AuthorityText, offset: int) -> int:
    """The highest page of the opinion of the cluster that `offset` falls in (its footnotes stand
    after it, before the next opinion's pages); of the whole text where its parts are not known."""
    start, end = next(((s, e) for _, s, e in text.parts if s <= offset < e), (0, len(text.text)))
    return max((label for label, at in text.units if start <= at < end), default=text.first_unit or 0)


# The participle an explanatory parenthetical opens with ("holding that", "finding").
_EXPLAINING = re.compile(
    r"^(?:holding|finding|concluding|explaining|noting|stating|ruling|recognizing|reasoning|observing)\b\s*(?:that\s+)?",
    re.IGNORECASE,
)


def _copied_off_the_pin(
    pair: Pair, case: MatchedCase, text: AuthorityText, cited: tuple[int, int] | None
) -> Evidence | None:
    """REVIEW when the brief's words copy a sentence of the court's printed on no page the pin
    cites: the pin is wrong as a quotation's would be, though the words carry no quotation marks."""
    if cited is None or not text.units:
        return None
    claim = pair.claim
    for _, said in _readings(claim.text, quotes=claim.quotes):
        sentences = copied_sentences(
            _EXPLAINING.sub("", unframed(said, pair.task.citation.text)), court_text(text)
        )
        # every place each copied sentence stands: one on a page the pin cites (or not placed) settles it
        pages = [
            (sentence, text.unit_at(at), text.unit_at(at + len(sentence) - 1))
            for sentence in sentences
            for at in places([sentence.lower()], text.text)
        ]
        if not pages:
            continue
        if any(
            first is None or last is None or not (last < cited[0] or first > cited[1])
            for _, first, last in pages
        ):
            return None
        sentence, first, last = pages[0]
        where = _range((first, last))
        pair.details.update(copied_sentence=sentence, copied_at=where)
        return pair.review(
            f"The brief's words copy {case.name}'s sentence on page {where}, not on the cited page "
            f"{_range(cited)}: “{sentence}” "
            "Check the pin."
        )
    return None


# A sentence the court opens by saying it holds what follows ("We hold that", "We therefore
# conclude that", "Accordingly, we hold"): its own voice for certain, where a sentence reporting a
# view it then turns down may read as its own ("The district court held that X. We disagree.")
_ITS_HOLDING = re.compile(
    r"\W*(?:[A-Z][\w'’]*(?:\s+\w+){0,3},\s*)?we\s+(?:(?:therefore|thus|now|also|accordingly|today|further)\s+)?"
    r"(?:hold|held|conclude|concluded)\b",
    re.IGNORECASE,
)
# The brief saying the court turned a proposition down: "rejected the rule that", "declined to hold
# that", "refused to adopt the view that"
_SAYS_TURNED_DOWN = re.compile(
    # (and as a parenthetical says it: "(rejecting the argument that ...)")
    r"\b(?:(?:rejected|rejecting|repudiated|repudiating|disavowed|disavowing"
    r"|(?:declined|declining|refused|refusing)\s+to\s+(?:adopt|accept|follow|recognize))"
    r"\s+(?:(?:the|a|any)\s+)?(?:\w+\s+)?(?:rule|argument|view|notion|contention|position|claim|proposition"
    r"|theory|idea|premise|principle)|(?:declined|declining|refused|refusing)\s+to\s+hold)\s+that\s+",
    re.IGNORECASE,
)


def _copied(pair: Pair, case: MatchedCase, text: AuthorityText) -> Evidence | None:
    """REVIEW when the brief's words about the authority copy one of its sentences with the
    negation flipped, or copy one in which the court reports another's view, or one of a separate
    opinion's (`verify/reversal.py`), else None."""
    claim = pair.claim
    court = court_text(text)
    cited = pair.task.citation.text
    for written, said in _readings(claim.parenthetical, claim.text, quotes=claim.quotes):
        read = _EXPLAINING.sub("", unframed(said, cited))
        found = reversed_sentence(read, court)
        if found is not None:
            what = {
                "negation": "its negation flipped",
                "opposite": "a word turned into its opposite",
                "number": "a number changed",
            }[found.change]
            shown = (
                _ORPHANED.sub(r"\1", " ".join(written.replace(cited, " ").split())).strip()
                if cited
                else written
            )
            return _copy_review(
                pair,
                found.sentence,
                f"{case.name} was found, but the brief's words about it copy a sentence of the opinion "
                f"with {what}: the brief says \u201c{shown}\u201d; the opinion says "
                f"\u201c{found.sentence}\u201d. Read the opinion to confirm what the court held (the "
                "sentence may state a view it turns down).",
            )
        # the brief says the court turned down what the court says in its own voice ("Hale rejected
        # the rule that a landlord acting in bad faith owes treble damages", of "We hold that ...")
        turned = _SAYS_TURNED_DOWN.search(read)
        if turned is not None:
            proposition = read[turned.end() :]
            held = copied_sentence(proposition, court)
            if held is not None and _ITS_HOLDING.match(held) and reported_copy(proposition, court) is None:
                return _copy_review(
                    pair,
                    held,
                    f"{case.name} was found, but the brief says the court turned down "
                    f"\u201c{proposition.strip()}\u201d, while the opinion says it in its own voice: "
                    f"\u201c{held}\u201d Read the opinion to confirm what the court held.",
                )
        # whose view the brief says it is, in its own framing words ("The district court had held
        # that"), which the proposition read is without
        reported = None if BRIEF_REPORTS.search(said.replace(cited, " ")) else reported_copy(read, court)
        if reported is not None:
            return _copy_review(
                pair,
                reported,
                f"{case.name} was found, but the brief's words about it copy a sentence in which the court "
                f"reports another's view, not its own: \u201c{reported}\u201d Read the opinion to confirm "
                "what the court held.",
            )
        separate = _copied_from_a_separate_opinion(pair, text, read, court)
        if separate is not None:
            return separate
    return None


def _copied_from_a_separate_opinion(
    pair: Pair, text: AuthorityText, read: str, court: str
) -> Evidence | None:
    """REVIEW when the brief's words copy a sentence of a dissent or concurrence, and none of the
    court's, without saying whose they are."""
    said = briefs_words(pair.claim)
    if attribution(said) is not None or copied_sentence(read, court) is not None:
        return None
    for kind, start, end in text.parts:
        label = opinion_label(kind)
        if of_the_court(kind) or kind == PUBLISHER:
            continue
        copied = copied_sentence(read, text.text[start:end])
        if copied is not None:
            return _copy_review(
                pair,
                copied,
                f"The brief's words copy a sentence of the {label}, not of the opinion of the court: "
                f"\u201c{copied}\u201d A separate opinion is not what the case holds: say whose words they "
                "are.",
            )
    return None


def _copy_review(pair: Pair, sentence: str, message: str) -> Evidence:
    """REVIEW showing the authority's sentence the brief's words copy."""
    pair.details.update(contrary_passage=sentence, contrary_passage_verbatim=True)
    return pair.review(message)


def _readings(*written: str | None, quotes: list[str]) -> Iterator[tuple[str, str]]:
    """Each of the brief's texts about the authority, as written and as read for a flip: its own
    words alone (the quotations, checked word for word already, left out), then, where it quotes,
    its words and the quotation's as one sentence (a true quotation whose frame denies it: 'are
    not "shielded from liability"' for the court's "are shielded from liability")."""
    for text in written:
        if not text:
            continue
        held = [q for q in quotes if q in text]
        # a quotation the brief's sentence holds only part of (split at its own "?" or stop): that
        # part left out; its frame, in a sentence before, is not this one's to read with it
        cut = [p for q in quotes if q not in text and (p := _quoted_part(q, text))]
        own = text
        for quote in (*held, *cut):
            own = own.replace(quote, " ")
        yield text, own
        if held:
            yield text, text


# Where a quotation of several sentences may be cut by the brief's sentence splitting: after a stop
_QUOTED_STOP = re.compile(r"[.?!][\"'”’)\]]*\s+")


# A comparison standing right before a quotation that starts at its figure: (words, which way)
_COMPARED = re.compile(
    r"\b(?:(?P<not>no|not)\s+)?(?P<words>more|greater|higher|over|above|at\s+least|less|fewer|lower|under|below"
    r"|at\s+most)(?:\s+than)?\s*[\"“‘']?\s*[$£€]?\s*$",
    re.IGNORECASE,
)
_UPWARD = frozenset({"more", "greater", "higher", "over", "above", "at least"})


def _comparison_turned(said: str, m: QuoteMatch, opinion: str) -> tuple[str, str] | None:
    """(the brief's comparison, the court's) where each stands right before the quoted words and
    they point opposite ways; else None."""
    at = said.find(m.quote)
    if at < 0 or m.start is None or (not m.quote[:1].isdigit() and m.quote[:1] not in "$£€"):
        return None
    ours = _COMPARED.search(said, max(0, at - 30), at)
    theirs = _COMPARED.search(opinion, max(0, m.start - 30), m.start)
    if ours is None or theirs is None:
        return None
    # "no more than" is at most, "not less than" at least
    way = [(" ".join(x["words"].lower().split()) in _UPWARD) != bool(x["not"]) for x in (ours, theirs)]
    shown = [x.group().strip(" \"“‘'$£€") for x in (ours, theirs)]
    return (shown[0], shown[1]) if way[0] != way[1] else None


# A modal standing right before a quotation that starts at its verb, by kind: a duty ("must",
# "shall", "is required to"), none ("need not", "is not required to"), a bar ("may not", "cannot"),
# leave ("may", "can", "is entitled to"). (Not "could" or "should": a supposition, advice.)
_MODAL = re.compile(
    r"\b(?P<modal>(?P<none>need\s+not|needn['’]t|(?:is|are|was|were)\s+not\s+(?:required|obligated|obliged|bound)\s+to"
    r"|(?:does|do|did)\s+not\s+(?:have|need)\s+to|(?:doesn|don|didn)['’]t\s+(?:have|need)\s+to"
    r"|(?:is|are)\s+under\s+no\s+(?:obligation|duty)\s+to)"
    r"|(?P<bar>(?:must|shall|may)\s+not|mustn['’]t|shan['’]t"
    r"|(?:is|are|was|were)\s+(?:forbidden|prohibited|barred)\s+(?:from|to)"
    r"|(?:is|are|was|were)\s+not\s+(?:permitted|allowed|free|entitled)\s+to|(?:has|have)\s+no\s+(?:authority|right|power)\s+to)"
    # "cannot": a bar in the court's rule, as often an inability in the brief's facts
    r"|(?P<cannot>cannot|can\s+not|can['’]t)"
    r"|(?P<duty>must|shall|(?:is|are|was|were)\s+(?:required|obligated|obliged|bound)\s+to|(?:has|have)\s+to"
    r"|(?:is|are)\s+under\s+(?:an?\s+)?(?:obligation|duty)\s+to)"
    r"|(?P<leave>may|can|(?:is|are|was|were)\s+(?:permitted|allowed|entitled|free)\s+to))"
    # an adverb between ("must also", "must first", "need not now"), then the quotation's opening
    r"(?:\s+(?:\w+ly|also|first|then|still|now|further|therefore|thus|even))*\s*[\"“‘']?\s*$",
    re.IGNORECASE,
)


# (the brief's kind, the court's) that turn the rule: a duty denied or made, a bar lifted or put for
# no duty, leave made a duty. Not a bar, an inability or leave the brief says of its own facts where
# the court sets a duty ('Plaintiff cannot "allege facts showing ..."' of "must allege facts"), nor a
# bar said of the court's leave ('Plaintiff may not "recover punitive damages"' of "may recover"):
# a rule applied, not restated
_MODALS_TURNED = frozenset(
    {("none", "duty"), ("duty", "none"), ("leave", "bar"), ("leave", "cannot"), ("duty", "bar"),
     ("duty", "cannot"), ("duty", "leave"), ("bar", "none")}
)  # fmt: skip


_MODAL_KINDS = ("none", "bar", "cannot", "duty", "leave")


def _modal_before(text: str, at: int) -> tuple[str, str] | None:
    """(kind, the modal as written) standing right before `at` in `text`, else None."""
    m = _MODAL.search(text, max(0, at - 60), at)
    if m is None:
        return None
    return next(k for k in _MODAL_KINDS if m.group(k)), m.group("modal")


def _modal_turned(said: str, m: QuoteMatch, opinion: str) -> tuple[str, str] | None:
    """(the brief's modal, the court's) where each stands right before the quoted words and the
    brief's turns the court's rule (`_MODALS_TURNED`) wherever the opinion writes them; else None."""
    at = said.find(m.quote)
    ours = _modal_before(said, at) if at >= 0 and m.start is not None and m.end is not None else None
    if ours is None or m.start is None or m.end is None:
        return None
    turned: tuple[str, str] | None = None
    # every place the opinion writes the quoted words under a modal: one under the brief's own kind
    # is the court's too ("The tenant argues that a landlord must ... Where ..., a landlord need not
    # ..."); one under none ("The duty to exhaust ...") says nothing either way
    for written in re.finditer(re.escape(opinion[m.start : m.end]), opinion):
        theirs = _modal_before(opinion, written.start())
        if theirs is None:
            continue
        if (ours[0], theirs[0]) not in _MODALS_TURNED:
            return None
        turned = turned or (ours[1], theirs[1])
    return turned


# An auxiliary standing right before a quotation that starts at its verb, negated or not ("does not
# "impose strict liability"", 'is "liable"'); the modals are `_MODAL`'s
_AUXILIARY = re.compile(
    r"\b(?P<aux>do|does|did|is|are|was|were|has|have|had|will|would)(?P<not>\s+not|n['’]t|\s+never)?"
    r"(?:\s+(?:\w+ly|also|then|still|now|even))*\s*[\"“‘']?\s*$",
    re.IGNORECASE,
)
_AUXILIARY_KIN = {"do": "do", "does": "do", "did": "do", "is": "be", "are": "be", "was": "be", "were": "be",
                  "has": "have", "have": "have", "had": "have", "will": "will", "would": "will"}  # fmt: skip
# Words of the brief's own, around the quotation, that may turn its frame lawfully: its own facts
# set against the court's ("Here, unlike in Hale, the statute does ..."), or a condition it states
# ("are shielded unless their conduct does "violate ..."", 'are not "shielded ..." when their conduct
# violates'): the copied sentence is read whole for those (`reversal`)
_FRAME_TURNED_LAWFULLY = re.compile(
    r"\b(?:here|unlike|in\s+this\s+case|by\s+contrast|in\s+contrast|whereas|unless|if|when|whenever|where"
    r"|except|absent|without|only|but|however|although|insofar|to\s+the\s+extent"
    # or a view the brief reports or denies ("rejected the argument that the statute does "...""),
    # or a question it puts
    r"|reject\w*|argu\w*|contend\w*|assert\w*|urg(?:e|es|ed|ing)|claim\w*|suggest\w*|disagree\w*|declin\w*"
    r"|whether|question|not\s+true|false|wrong|mistaken|erroneous\w*)\b",
    re.IGNORECASE,
)


def _auxiliary_before(text: str, at: int) -> re.Match[str] | None:
    """The auxiliary (negated or not) standing right before `at`."""
    return _AUXILIARY.search(text, max(0, at - 40), at)


def _denied_before(opinion: str, start: int) -> bool:
    """Whether the court's words right before `start` are a negated auxiliary ("does not", "is not")."""
    before = _auxiliary_before(opinion, start)
    return before is not None and bool(before["not"])


def _negation_turned(said: str, m: QuoteMatch, opinion: str) -> tuple[str, str] | None:
    """(the brief's auxiliary, the court's) where each stands right before the quoted words, the
    same verb, one negated and the other not ('the statute does "impose strict liability"' of "does
    not impose strict liability"), wherever the opinion writes the words; else None."""
    turned = _turned_frame(
        said,
        m,
        opinion,
        _auxiliary_before,
        lambda frame: bool(frame["not"]),
        lambda ours, theirs: _AUXILIARY_KIN[ours["aux"].lower()] == _AUXILIARY_KIN[theirs["aux"].lower()],
    )
    # the brief saying the court's way too ("...; Hale held that the statute does not.")
    own = " ".join(said.replace(m.quote, " ", 1).lower().split())
    return None if turned is not None and turned[1].lower() in own else turned


# What a court is said to have chosen to do, or refused, right before the words it did or did not do
# ("we decline to read it as though it did", 'the court decided to "read it as though it did"')
_WILLED = re.compile(
    r"\b(?:(?P<no>declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing)|reject(?:s|ed)?|unwilling"
    r"|(?:not|never)\s+(?:willing|prepared)|can(?:not|['’]t)\s+agree)"
    r"|did\s+not\s+hesitate|decid(?:e|es|ed|ing)|cho(?:se|ose|oses|osing)|agree(?:s|d)?|elect(?:s|ed)?|opt(?:s|ed)"
    r"|saw\s+fit|went\s+on|proceed(?:s|ed)?|undert(?:ake|akes|ook)|(?:was|is|were|are)\s+willing)"
    # a clause set off between, or the invitation declined: "decline, as did the district court, to",
    # "decline the government's invitation to", "decline to accept the Secretary's invitation to"
    r"(?:\s*,\s*[^,.;]{1,40},)?(?:\s+(?:to\s+accept\s+)?(?:the\s+|this\s+)?(?:[\w'’]+['’]s?\s+)?"
    r"(?:invitation|request|suggestion)|\s+(?:instead|then|also|simply|therefore))?\s+to\s*[\"“‘']?\s*$"
    # or a refusal by a modal: "we will not read it so", "we will not, however, read it so"
    r"|\b(?P<will_not>will\s+not|won['’]t|shall\s+not)(?:\s*,\s*[^,.;]{1,40},)?\s*[\"“‘']?\s*$",
    re.IGNORECASE,
)


def _will_turned(said: str, m: QuoteMatch, opinion: str) -> tuple[str, str] | None:
    """(the brief's words, the court's) where the court refused to do what the quoted words say and
    the brief says it chose to, or the converse, each right before the quoted words; else None."""
    return _turned_frame(
        said,
        m,
        opinion,
        lambda text, at: _WILLED.search(text, max(0, at - 60), at),
        lambda frame: bool(frame["no"] or frame["will_not"]),
        lambda ours, theirs: True,
    )


def _turned_frame(
    said: str,
    m: QuoteMatch,
    opinion: str,
    frame: Callable[[str, int], re.Match[str] | None],
    denies: Callable[[re.Match[str]], bool],
    alike: Callable[[re.Match[str], re.Match[str]], bool],
) -> tuple[str, str] | None:
    """(the brief's words, the court's) where the `frame` right before the quoted words in the brief
    and the one before them in the opinion are `alike`, one `denies` and the other not, wherever the
    opinion writes the words (one written as the brief does settles it); else None. Not where the
    brief's own words around the quotation turn it lawfully (`_FRAME_TURNED_LAWFULLY`)."""
    at = said.find(m.quote)
    if at < 0 or m.start is None or m.end is None:
        return None
    if _FRAME_TURNED_LAWFULLY.search(said[:at] + " " + said[at + len(m.quote) :]):
        return None
    ours = frame(said, at)
    if ours is None:
        return None
    turned: tuple[str, str] | None = None
    for written in re.finditer(re.escape(opinion[m.start : m.end]), opinion):
        theirs = frame(opinion, written.start())
        if theirs is None or not alike(ours, theirs):
            continue
        if denies(theirs) == denies(ours):
            return None  # the opinion writes them as the brief does somewhere
        turned = turned or (
            " ".join(ours.group().strip(" \"“‘'").split()),
            " ".join(theirs.group().strip(" \"“‘'").split()),
        )
    return turned


def _quoted_part(quote: str, text: str) -> str | None:
    """The longest part of `quote` that `text` holds, when the text is a sentence of it: the
    quotation's last sentences ("Is a warrant required? No. Reasonable suspicion suffices.", whose
    question the brief's sentence splitting left in the sentence before) or its first ones."""
    stops = [m.end() for m in _QUOTED_STOP.finditer(quote)]
    for cut in stops:  # its tail, longest first
        if quote[cut:] in text:
            return quote[cut:]
    for cut in reversed(stops):  # its head, longest first
        if quote[:cut].rstrip() in text:
            return quote[:cut].rstrip()
    return None


def _pin(
    pair: Pair,
    case: MatchedCase,
    text: AuthorityText,
    pins: list[tuple[int, int]],
    unit: str,
    noun: str,
    bounds: Callable[[], PageBounds | None] | None,
) -> Evidence | bool:
    """An error when a page or paragraph the pin lists lies outside the authority; True when every
    one was checked. `noun` names the text retrieved ("Opinion", "Judgment")."""
    pair.details.update(_cited(unit, pins[0]))
    if unit == "page":
        first = text.first_unit
        span = page_span(text, first) if first is not None else None
        if span is None:
            # a page the text itself marks is the case's, whatever the volume's other cases say
            marked = {label for label, _ in text.units}
            unmarked = [r for r in pins if not any(p in marked for p in range(r[0], r[1] + 1))]
            # the volume's other cases are read only for a pin the text cannot place
            not_held = pin_outside(pair, case, unmarked, bounds()) if unmarked and bounds else None
            if not_held is not None:
                return not_held
            pair.notes.append("the pin page (the opinion text carries no page markers of the pages cited)")
            return False
        pair.details["page_span"] = f"{span[0]}-{span[1]}"
        outside = next((r for r in pins if r[0] < span[0] or r[1] > span[1]), None)
        if outside is not None:
            pair.details.update(_cited(unit, outside))
            return pair.error(
                Category.PARAGRAPH_HALLUCINATION,
                Confidence.HIGH,
                f"Opinion retrieved; it runs from page {span[0]} to {span[1]}; the claim cites page "
                f"{_range(outside)}.",
            )
        return True
    numbers = paragraph_numbers(text)
    if not numbers:
        pair.notes.append(f"the pin paragraph (the {noun.lower()}'s text has no numbered paragraphs)")
        return False
    pair.details.update(paragraph_count=len(numbers), last_paragraph=numbers[-1])
    beyond = next((r for r in pins if r[1] > numbers[-1]), None)
    if beyond is not None:
        pair.details.update(_cited(unit, beyond))
        return pair.error(
            Category.PARAGRAPH_HALLUCINATION,
            Confidence.HIGH,
            f"{noun} retrieved; it contains paragraphs [{numbers[0]}]-[{numbers[-1]}]; the claim cites "
            f"[{_range(beyond)}].",
        )
    held = set(numbers)
    absent = [n for lo, hi in pins for n in range(lo, hi + 1) if n not in held]
    if absent:
        return pair.error(
            Category.PARAGRAPH_HALLUCINATION,
            Confidence.MEDIUM,
            f"{noun} retrieved; it has no paragraph numbered [{absent[0]}].",
        )
    return True


def pin_outside(
    pair: Pair, case: MatchedCase, pins: list[tuple[int, int]], bounds: PageBounds | None
) -> Evidence | None:
    """An error when a pin page lies outside the pages the case may hold in its volume, known
    without its text's page markers (`pins.page_bounds`)."""
    outside = bounds.outside(pins) if bounds is not None else None
    if bounds is None or outside is None:
        return None
    pair.details.update(_cited("page", outside))
    pair.details["first_page"] = bounds.first
    if bounds.next_start is not None:
        pair.details.update(next_case=bounds.next_name, next_case_page=bounds.next_start)
    return pair.error(Category.PARAGRAPH_HALLUCINATION, Confidence.MEDIUM, bounds.said(case, outside))


def _absent_for_review(pair: Pair, m: QuoteMatch, said: str, ask: str) -> Evidence:
    """REVIEW for quoted words not found, where their absence is for a person to weigh: what is
    said, the closest passage, what to do."""
    pair.details.update(quote=m.quote, closest_passage=m.closest_passage, similarity=m.similarity)
    closest = f" (closest passage: {m.closest_passage!r})" if m.closest_passage else ""
    return pair.review(f"{said}{closest}. {ask}")


def _quote_error(pair: Pair, case: MatchedCase, m: QuoteMatch, text: str) -> Evidence:
    pair.details.update(quote=m.quote, closest_passage=m.closest_passage, similarity=m.similarity)
    apart = _passages_joined(m.quote, text)
    if apart:
        pair.details["joined_passages"] = apart
        return pair.error(
            Category.QUOTE_FABRICATION,
            Confidence.MEDIUM,
            f"Full text of {case.name} retrieved; the quotation joins passages the opinion writes apart, "
            "with no ellipsis between: "
            + " and ".join(f"\u201c{p}\u201d" for p in apart)
            + " are each in it, but not one after the other. Mark what is left out between them "
            "(an ellipsis) or quote each on its own.",
        )
    if m.altered:
        pair.details["altered_words"] = [{"brief": ours, "authority": theirs} for ours, theirs in m.altered]
        changes = "; ".join(
            f"the brief has {ours!r} where the opinion has {theirs!r}" for ours, theirs in m.altered
        )
        return pair.error(
            Category.QUOTE_FABRICATION,
            Confidence.HIGH,
            f"Full text of {case.name} retrieved; the quotation changes what it says: {changes}. "
            "A changed negation, modal, quantifier, number or date is a misquotation however close "
            "the rest is.",
        )
    near = m.similarity >= NEAR_VERBATIM
    return pair.error(
        Category.QUOTE_FABRICATION,
        Confidence.MEDIUM if near else Confidence.HIGH,
        f"Full text of {case.name} retrieved; the quoted words do not appear in it"
        + (" (a near-verbatim passage exists: possibly a misquote)" if near else "")
        + f"; closest passage similarity {m.similarity:.2f}.",
    )


# Where a quotation's sentences meet: a stop, then a capital or an opening mark
_JOINED_WORDS = 4
_SENTENCE_BREAK = re.compile(r"(?<=[.?!])[\"”’]?\s+(?=[\"“‘]?[A-Z])")


def _passages_joined(quote: str, text: str) -> list[str]:
    """The sentences of a quotation not in the text as written, when each of them is in it on its
    own: passages joined with nothing marking what stands between them. Else []."""
    sentences = [s for s in _SENTENCE_BREAK.split(quote) if s.strip()]
    # (a piece of a few words, "No." or a case's "v.", is found almost anywhere)
    if len(sentences) < 2 or any(len(s.split()) < _JOINED_WORDS for s in sentences):
        return []
    found = [find_quote(s, text) for s in sentences]
    return sentences if all(f.checked and f.found for f in found) else []


def _characterization(
    pair: Pair,
    case: MatchedCase,
    text: AuthorityText,
    cited: tuple[int, int] | None,
    characterizer: Characterizer | None,
) -> Evidence | bool:
    """MISCHARACTERIZATION evidence, True when judged consistent, False when not judged."""
    claim = pair.claim
    statement = " ".join(p for p in (claim.text, claim.parenthetical) if p)
    passage = None
    if cited:
        parts = [text.unit_text(n) for n in range(cited[0], min(cited[1], cited[0] + 3) + 1)]
        passage = " ".join(p for p in parts if p) or None
    passage = passage or best_passage(text.text, statement)
    # the passage the claim is checked against is on the card, judged or not, for the lawyer to read
    pair.details["relevant_passage"] = passage[:PASSAGE_SHOWN] if passage else None
    if characterizer is None:
        pair.remarks.append(NOT_JUDGED)
        return False
    try:
        judged = characterizer.characterize(unframed(statement, pair.task.citation.text), case.name, passage)
    except AgentError as exc:
        if isinstance(exc, CharacterizerFailed):
            pair.usage = exc.usage
        pair.notes.append(f"the paraphrase (model failed: {exc})")
        return False
    pair.usage = judged.usage
    pair.details.update(characterizer_model=judged.model, characterization=judged.judgement.value)
    if judged.judgement in (Judgement.CONTRADICTED, Judgement.QUALIFIED):
        verbatim = bool(judged.contrary_quote) and appears(judged.contrary_quote or "", text.text)
        pair.details.update(contrary_passage=judged.contrary_quote, contrary_passage_verbatim=verbatim)
        how = "contradicts" if judged.judgement is Judgement.CONTRADICTED else "qualifies"
        return pair.error(
            Category.MISCHARACTERIZATION,
            Confidence.HIGH if verbatim else Confidence.MEDIUM,
            f"The authority {how} the claim ({judged.explanation})"
            + (" The contrary passage was found verbatim in the source." if verbatim else ""),
        )
    if judged.judgement is Judgement.UNSUPPORTED:
        pair.notes.append("the paraphrase (the passage read does not address it)")
        return False
    return True


def _cited(unit: str, cited: tuple[int, int]) -> dict[str, Any]:
    value: int | str = cited[0] if cited[0] == cited[1] else _range(cited)
    return {"cited_page": value} if unit == "page" else {"cited_paragraph": value}


def _range(r: tuple[int, int]) -> str:
    return str(r[0]) if r[0] == r[1] else f"{r[0]}-{r[1]}"
