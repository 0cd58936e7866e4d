"""Citations of the record ("Tr. at 45", "R. 12", "Smith Dep. 12:4-9", "ECF No. 30 at 2"), which
are no authority: an "Id." after one means the record, not the case cited before it (it was read as
the case's, and its page called wrong, or its words not found in the opinion)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from briefcheck.domain.codes import CitationForm
from briefcheck.domain.models import Block, Citation
from briefcheck.text.names import distinctive, tokens

# Where a record citation stands: a sentence's or a bracket's opening, after a semicolon or a signal
# (or straight after a quotation it gives the source of: '"... growth," AC ¶ 52, which')
_STANDS = (
    r"(?:^|(?<=[(;])|(?<=[.!?]\s)|(?<=[.!?][\"”)]\s)|(?<=[\"”]\s)|(?<=[\"”],\s)|(?<=,[\"”]\s)|(?<=\b[Ss]ee\s)"
    r"|(?<=\b[Cc]f\.\s)"
    r"|(?<=\b[Ss]ee,\s))\s*"
)
# the transcript, the record, the appendix, the docket, an exhibit: "Tr. at 45", "R. 12", "J.A. 3",
# "Pet. App. 4a", "ECF No. 30 at 2", "Dkt. 45 at 3", "Ex. 7"
# (California's clerk's and reporter's transcripts and appendix, "2 CT 310", "1 RT 45", "AA 12", by volume)
_RECORDS = (
    r"Tr|R|C\.?R|R\.?R|R\.?P|C\.?P|E\.?R|S\.?E\.?R|E\.?O\.?R|A\.?R|J\.?A|App|Appx|Dkt|Doc|ECF|Exs?|Exh|PX|DX|GX"
    r"|SA|RA|Supp|CT|RT|AA|T|N\.\s?T|C"
)
# the Fifth Circuit's record on appeal ("ROA.123"), the Second's appendices ("SPA 12", "CA 45",
# "A-45"): read only as a whole citation, its page ending it, since prose opens so too ("CA 2 held",
# "A-1 Roofing", "SPA 5 days")
_APPENDICES = r"ROA|SPA|JA|CA|A(?=[-.]\s?\d)"
# a witness's deposition, declaration or affidavit, a party's brief or pleading: "Smith Dep. 12:4-9",
# "Hale Decl. ¶ 4", "Def.'s Br. at 3", "Compl. ¶ 12"
# (an amended complaint by its initials: "AC ¶ 52", "FAC ¶ 3", "SAC ¶ 41", "TAC ¶ 7")
_PAPERS = r"Dep|Decl|Aff|Br|Mem|Compl|Mot|Opp|Reply|Answer|Ans|Stip|Interrog|Op|AC|FAC|SAC|TAC|PSR"
RECORD_CITATION = re.compile(
    _STANDS + r"(?:"
    r"(?:(?:\d{1,2}|V\d{1,2})\s+)?(?:(?:Appellant|Appellee|Petitioner|Respondent|Defendant|Plaintiff)s?['’]s?\s+)?"
    rf"(?:(?:Hr['’]g|Trial|Sent\.|Sent['’]g|Plea|Supp\.|Pet\.|Resp\.|Pl\.?['’]s|Pls\.['’]|Def\.?['’]s|Defs\.['’])\s+)?"
    rf"(?:{_RECORDS})(?:\s+No)?"
    r"\.?\s*(?:at\s+|No\.\s*|pp?\.\s*)?\d+"
    # (its page ending the sentence or the bracket, a note or a parenthetical between: "A-209 n.3.",
    # "ROA.209 (emphasis added)."; not "A-1, the carrier", "CA 2, for its part")
    rf"|(?:{_APPENDICES})[.-]?\s*\d+(?:\s*[-–]\s*\d+)?"
    rf"(?:\s*,\s*(?:(?:{_APPENDICES})[.-]?\s*)?\d+(?:\s*[-–]\s*\d+)?)*"  # a list of its pages: "A-45, A-47"
    r"(?:\s+nn?\.\s*\d+)?(?:\s*\([^()]{1,60}\))?(?=\s*[.)]+(?:[\s,;]|$)|\s*$)"
    # ... or one standing straight after the quotation it gives the source of, before a comma or a
    # semicolon ('"...," SPA-12, and', '"...," ROA.123-24; see')
    rf"|(?<=[\"”],\s|,[\"”]\s)(?:{_APPENDICES})[.-]?\s*\d+(?:\s*[-–]\s*\d+)?(?=\s*[,;])"
    # the Ninth Circuit's excerpts of record by volume: "1-ER-45", "2-SER-310"
    r"|\d{1,2}-(?:ER|SER|FER|EOR)-\d"
    rf"|(?:[A-Z][\w.'’-]*\s+){{0,3}}(?:{_PAPERS})\.?\s*(?:at\s+|¶+\s*|pp?\.\s*)?\d+"
    # an exhibit by its letter: "Ex. A at 2", "Exs. B-C"
    r"|Exs?\.\s+[A-Z]{1,2}\b(?:-[A-Z]\b)?"
    r")"
)
# The word a record citation turns on, found first: the whole pattern, with its openings, is tried
# only around one (twenty times faster over a brief)
_RECORD_WORD = re.compile(rf"\b(?:{_RECORDS}|{_PAPERS}|{_APPENDICES})(?![A-Za-z])")


def record_spans(text: str) -> list[tuple[int, int]]:
    """Each record citation's span in `text`, in order."""
    spans: list[tuple[int, int]] = []
    for word in _RECORD_WORD.finditer(text):
        if spans and word.start() < spans[-1][1]:
            continue
        around = RECORD_CITATION.finditer(text, max(0, word.start() - 80), min(len(text), word.end() + 24))
        span = next((m.span() for m in around if m.start() <= word.start() < m.end()), None)
        if span is not None and (not spans or span[0] >= spans[-1][1]):
            spans.append(span)
    return spans


def ids_of_the_record(blocks: Sequence[Block]) -> list[Block]:
    """The blocks without the "Id."s that follow a record citation (and the "Id."s after those): by
    the rule of "Id.", they mean the record cited just before, which no source holds. Not one whose
    case the words since the record name ("(R. 12.) As Hale itself put it, "..." Id. at 306."): the
    brief means the case, and its words are checked."""
    out: list[Block] = []
    by_id = {c.id: c for b in blocks for c in b.citations}
    record_last = False  # whether the last thing cited, so far, is the record
    carried: list[
        str
    ] = []  # the words since that record citation in the blocks before (a lead-in, a quotation)
    for block in blocks:
        kept: list[Citation] = []
        at = 0
        spans = record_spans(block.text)
        for c in sorted(block.citations, key=lambda c: c.start):
            records = [end for start, end in spans if at <= start and end <= c.start]
            record_last = record_last or bool(records)
            at = max(at, c.end)
            if c.form is CitationForm.ID and record_last:
                case = by_id.get(c.antecedent_id or "")
                since = (
                    block.text[records[-1] : c.start]
                    if records
                    else " ".join([*carried, block.text[: c.start]])
                )
                if case is None or not _speaks_of(since, case):
                    if not _OPENING_SIGNAL.sub("", block.text[: c.start]).strip():
                        _quoting_the_record(out)  # the block quotation this "Id." closes is the record's
                    continue
            record_last = False
            carried.clear()
            kept.append(c)
        after = [end for start, end in spans if start >= at]
        if after:
            record_last = True
            carried[:] = [block.text[after[-1] :]]
        elif record_last:
            carried.append(block.text[at:])
        same = len(kept) == len(block.citations)
        out.append(block if same else block.model_copy(update={"citations": kept}))
    return out


# What may open a paragraph before its "Id.": "See", "(", nothing
_OPENING_SIGNAL = re.compile(r"^[\s(]*(?:See\s+(?:also\s+)?)?", re.IGNORECASE)


def _quoting_the_record(before: list[Block]) -> None:
    """The block quotation just before an "Id." of the record, every paragraph of it, set back as the
    brief's text: it quotes the record (it was checked against the case cited before the record)."""
    at = len(before)
    while at and before[at - 1].quotation:
        at -= 1
        before[at] = before[at].model_copy(update={"quotation": False})


# A court above the record's speaking ("As the Supreme Court put it", "the Ninth Circuit held"), and
# a witness speaking ("Officer Jackson testified that"), whose words are the record's
# (not a state's "Circuit Court", nor "the Court": a trial court may be either)
_A_COURT_ABOVE = re.compile(
    r"\b(?:Supreme\s+Court|Court\s+of\s+Appeals|(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth"
    r"|Tenth|Eleventh|D\.\s?C\.|Federal)\s+Circuit)\b"
)
# Quoted words, which say nothing of who speaks them ("... a witness." inside the court's quotation)
_QUOTED = re.compile(r"[\"“][^\"“”]*[\"”]")
_A_WITNESS = re.compile(
    r"\b(?:testif\w*|testimony|deposition|declarant|declaration|averr\w*|witness\w*)\b", re.IGNORECASE
)


def _speaks_of(text: str, case: Citation) -> bool:
    """Whether `text` speaks of the case (a distinctive word of its parties, named as a case) or a
    court above the record, and no witness's words."""
    text = _QUOTED.sub(" ", text)
    if _A_WITNESS.search(text):
        return False
    k = case.components
    words = set(distinctive(" ".join(p for p in (k.party_1, k.party_2) if p))) & set(tokens(text))
    return any(_named_as_the_case(text, w) for w in words) or _A_COURT_ABOVE.search(text) is not None


# The case named as a case, not a party of the facts ("Brandt ordered the search"): "As Hale itself
# put it", "In Hale", "the Hale court", "Hale held"
_AS_A_CASE = (
    r"\b(?:in|as|under|per|see)\s+{w}\b|\bthe\s+{w}\s+(?:court|panel|decision|opinion)\b"
    r"|\b{w}\b(?:\s+\w+){{0,2}}?\s+(?:held|holds|explained|explains|said|says|noted|notes|observed|reasoned|stated"
    r"|states|concluded|recognized|emphasized|put\s+it|itself|court)\b"
)


def _named_as_the_case(text: str, word: str) -> bool:
    return re.search(_AS_A_CASE.format(w=re.escape(word)), text, re.IGNORECASE) is not None
