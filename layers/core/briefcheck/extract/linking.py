"""Short forms linked to their full citations across the whole document.

eyecite's `resolve_citations` does the matching (short cites by volume and reporter, supra by
party name, Id. by the previous citation). It runs once over every citation of the document
in order, not per block, so an "Id." opening a paragraph finds the last citation of the one
before. Citations eyecite did not find (unknown reporters, court rules, UK citations) take
part through stand-in objects, so an "Id." after them points to them and not past them.
A short form left unresolved is kept and flagged `orphan_short_form`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Sequence

from eyecite import resolve_citations
from eyecite.models import (
    CitationBase,
    CitationToken,
    FullCaseCitation,
    IdCitation,
    ResourceType,
)

from briefcheck.domain.codes import CitationFlag, CitationForm, CitationType
from briefcheck.domain.models import Block, Citation, Components, parallel_slot
from briefcheck.extract.claims import parenthetical_after
from briefcheck.extract.eyecite_internals import (
    ShortFormIndex,
    first_number,
    resolve_full_citation,
    resolve_supra,
)
from briefcheck.extract.us import Found
from briefcheck.reference.reporters import MAX_OPINION_PAGES
from briefcheck.text.names import CONTRACTIONS, abbreviates, distinctive, initials_of, tokens

_AT = re.compile(r"^at\s+")


def _stand_in(citation: Citation) -> FullCaseCitation:
    """A unique eyecite full citation for an authority eyecite did not extract itself."""
    token = CitationToken(citation.text, citation.start, citation.end, {"reporter": "", "page": None})
    stand_in = FullCaseCitation(token, 0)
    stand_in.metadata.plaintiff = citation.components.party_1
    stand_in.metadata.defendant = citation.components.party_2
    return stand_in


# "Grutter and Regents of Univ. of Cal. v. Bakke": one word and "and" before a caption's party
_NAMED_BEFORE = re.compile(r"([A-Z][\w'’.-]*) and (?=[A-Z])(.+)")


def drop_cases_named_before(found: Sequence[Found]) -> None:
    """ "articulated in Grutter and Regents of Univ. of Cal. v. Bakke, 438 U.S. 265": a case cited
    earlier in the document, named in prose just before a caption, is no part of its first party.
    A company's "and" ("Procter and Gamble Co.") stays: its first word names no case cited before."""
    named: set[str] = set()
    for f in found:
        c = f.citation
        if c.is_short_form:
            continue
        m = _NAMED_BEFORE.fullmatch(c.components.party_1 or "")
        at = c.text.find(m.group(2)) if m and m.group(1) in named else -1
        if m and at > 0:
            c.components.party_1 = m.group(2)
            c.start += at
            c.text = c.text[at:]
            for link in f.links:
                if isinstance(link, FullCaseCitation):
                    link.metadata.plaintiff = m.group(2)
        named.update(p for p in (c.components.party_1, c.components.party_2) if p)


def link_short_forms(
    found: Sequence[Found], strung: Collection[int] = (), nested: Collection[int] = ()
) -> None:
    """Set `antecedent_id` (or the orphan flag) on every short form; ids must be assigned.
    `strung` holds the positions in `found` of the citations that continue a string cite from the
    one before them ("A; see also B": B's); `nested` those standing inside another's parenthetical
    ("A (citing B)": B's), which an "Id." after them never means (it is A's)."""
    owner: dict[int, Found] = {}
    ordered: list[CitationBase] = []
    for f in found:
        links = f.links or ([_stand_in(f.citation)] if not f.citation.is_short_form else [])
        f.links = links
        for link in links:
            owner[id(link)] = f
            ordered.append(link)

    position = {id(f): n for n, f in enumerate(found)}
    outside: set[int] = set()  # the Ids whose pin lies outside the citation before them

    def outer(resource: ResourceType, resolutions: dict) -> ResourceType:
        """The resource of the citation whose parenthetical holds the last one, if it stands in one."""
        at = position[id(owner[id(resolutions[resource][-1])])]
        if at not in nested:
            return resource
        while at in nested and at > 0:
            at -= 1
        if at in nested:
            return resource
        holder = found[at]
        return next(
            (r for r, cites in resolutions.items() if any(owner[id(c)] is holder for c in cites)), resource
        )

    def resolve_id(id_cite: IdCitation, last: ResourceType | None, resolutions: dict) -> ResourceType | None:
        if last is None:
            return None
        if position[id(owner[id(id_cite)])] not in nested:  # ("A (quoting B, and citing id.)": B's)
            last = outer(last, resolutions)
        target = owner[id(resolutions[last][0])]
        if _pin_fits(id_cite, target):
            return last
        # "A; B. Id. at 496": a pin beyond the last of a string cite, inside exactly one other
        members = _string_before(position[id(owner[id(id_cite)])], strung, nested)
        fitting = [
            found[n] for n in members if not found[n].citation.is_short_form and _pin_fits(id_cite, found[n])
        ]
        if len(fitting) != 1:
            outside.add(id(owner[id(id_cite)]))
            return None
        return next(
            (r for r, cites in resolutions.items() if any(owner[id(c)] is fitting[0] for c in cites)), None
        )

    resolutions = resolve_citations(
        ordered,
        resolve_full_citation=resolve_full_citation,
        resolve_id_citation=resolve_id,
        resolve_shortcase_citation=ShortFormIndex(),
        resolve_supra_citation=resolve_supra,
    )
    # eyecite groups citations by slot: two full citations at one slot under different names (an
    # invented name at a real case's slot, and the real name) are one group, whose first member is
    # not every short form's antecedent
    order = {id(f): n for n, f in enumerate(found)}
    group_of: dict[int, list[Found]] = {}  # each short form's link -> its group's full citations
    for cites in resolutions.values():
        members = [owner[id(c)] for c in cites]
        fulls = list({id(m): m for m in members if not m.citation.is_short_form}.values())
        for c in cites[1:]:
            group_of[id(c)] = fulls or members[:1]
    previous: Found | None = None  # the citation before, as an "Id." reads it: a full one, or a short form's
    previous_pin: str | None = None  # the page the citation before gives, which an "Id." alone means
    cited_so_far: dict[str | None, list[Found]] = defaultdict(list)  # the full citations before, by reporter
    unplaced: Components | None = None  # an orphan short form's case, which an "Id." after it means
    for f in found:
        c = f.citation
        if not c.is_short_form:
            cited_so_far[c.components.reporter].append(f)
        if not c.is_short_form or not f.links:
            if not c.is_short_form and position[id(f)] not in nested:
                previous, previous_pin = f, c.components.pin_cite
            unplaced = None
            continue  # short forms from other extractors (no eyecite stand-in) keep their own links
        fulls = next((group_of[id(link)] for link in f.links if id(link) in group_of), None)
        target = _antecedent(f, fulls, previous, order) if fulls else None
        if target is None or target is f:
            if CitationFlag.ORPHAN_SHORT_FORM not in c.flags:
                c.flags.append(CitationFlag.ORPHAN_SHORT_FORM)
            if c.form is CitationForm.ID and unplaced is not None:
                # "Hale, 600 F.3d at 501. ... Id. at 503.", no full citation before: the same case,
                # placed by its page as the short form is (it was left unplaced, REVIEW)
                inherited = not c.components.pin_cite
                c.components = unplaced.model_copy(
                    update={"pin_cite": c.components.pin_cite or unplaced.pin_cite}
                )
                if inherited:
                    c.flags.append(CitationFlag.ID_PIN_INHERITED)
                unplaced = c.components  # (an "Id." after this one means its page)
                continue
            unplaced = c.components if c.form is CitationForm.SHORT and c.components.volume else None
            if id(f) in outside:
                c.flags.append(CitationFlag.ID_PIN_OUTSIDE)
            if fulls and any(not m.citation.is_short_form for m in fulls):
                c.flags.append(CitationFlag.OTHER_NAME_SHORT_FORM)
            elif c.form is CitationForm.SHORT and _cited_in_another_volume(
                f, cited_so_far[c.components.reporter]
            ):
                c.flags.append(CitationFlag.OTHER_VOLUME_SHORT_FORM)
            continue
        unplaced = None
        full = target.citation
        c.antecedent_id = full.id
        if c.form is CitationForm.ID and not c.components.pin_cite and previous_pin and target is previous:
            c.components = c.components.model_copy(update={"pin_cite": previous_pin})
            c.flags.append(CitationFlag.ID_PIN_INHERITED)
        previous_pin = c.components.pin_cite
        # An "Id." is whatever its antecedent is: a case, a statute, a UK judgment.
        c.type = full.type
        c.jurisdiction = full.jurisdiction
        previous = target


def _cited_in_another_volume(short: Found, same_reporter: Sequence[Found]) -> bool:
    """Whether a short form names a party of one of the full citations before it in its reporter
    (`same_reporter`) at another volume ("Harlow, 456 U.S. at 818" after Harlow v. Fitzgerald, 457
    U.S. 800)."""
    own = short.citation.components
    if not (distinctive(own.party_1 or "") and own.volume and own.reporter):
        return False  # no name ("United States") to tell its case by
    elsewhere = [f for f in same_reporter if f.citation.components.volume != own.volume]
    return bool(elsewhere) and bool(_naming(short, elsewhere))


def _string_before(at: int, strung: Collection[int], nested: Collection[int] = ()) -> list[int]:
    """The positions of the string cite that ends just before position `at` (only the citation
    before it when that continues no string), without those inside another's parenthetical ("A
    (citing B). Id." is never B's)."""
    first = at - 1
    while first in nested or first in strung:
        first -= 1
    return [n for n in range(max(first, 0), at) if n not in nested]


def _antecedent(
    short: Found, fulls: list[Found], previous: Found | None, order: dict[int, int]
) -> Found | None:
    """Which full citation of its group a short form refers to: an "Id." the citation just before
    it (a short form's own antecedent), where that is in the group; any other, of those naming the
    party it names (`_naming`), the latest before it (else the first). None when it names a party
    no full citation of its slot has ("Fitzpatrick, 457 U.S. at 818" after Harlow v. Fitzgerald):
    a case the brief never cited in full, to be looked up under its own name."""
    if short.citation.form is CitationForm.ID and previous is not None and any(f is previous for f in fulls):
        return previous
    named = _naming(short, fulls)
    if not named:
        return None
    before = [f for f in named if order[id(f)] < order[id(short)]]
    return before[-1] if before else named[0]


# A misspelt party is still the party ("Twombley" for Twombly): rapidfuzz's ratio, 0-100
SPELLING = 85


def _naming(short: Found, fulls: list[Found]) -> list[Found]:
    """The full citations a short form's party names fit: every one when it names none, or none
    the rules can tell apart ("United States"); else those holding each of its words, written out
    or abbreviated ("Bell Atlantic" for "Bell Atl. Corp."), and failing any, those holding each as
    written or misspelt. A word of the short form's that the full citation lacks ("Jones
    Manufacturing", "Smith v. Brown" after "Smith v. Jones Motor Co.") names another case."""
    components = short.citation.components
    # (a numeral tells cases of one name apart, "Smith II": the brief's definitions read it)
    named = distinctive(f"{components.party_1 or ''} {components.party_2 or ''}")
    if not named:
        return fulls
    written = [w for w in named if not _NUMERAL.match(w)] or named
    held = [(f, _party_words(f)) for f in fulls]
    # (a party's name written with its words run together or apart: "De la Cruz" of "Dela Cruz")
    squeezed = "".join(tokens(components.party_1 or "")) if not components.party_2 else ""
    run_together = [f for f, parties in held if squeezed in _squeezed_parties(f) and squeezed not in parties]
    if run_together:
        return run_together
    exact = [
        f for f, parties in held if all(any(_stands_for(w, p, parties) for p in parties) for w in written)
    ]
    if exact:
        return exact
    from rapidfuzz import fuzz  # only for a name that fits no party as written: most briefs never

    return [
        f
        for f, parties in held
        if all(
            any(_stands_for(w, p, parties) or fuzz.ratio(w, p) >= SPELLING for p in parties) for w in written
        )
    ]


def _squeezed_parties(full: Found) -> set[str]:
    """A full citation's parties, each with its words run together ("delacruz")."""
    c = full.citation.components
    return {"".join(tokens(p)) for p in (c.party_1, c.party_2) if p}


def _stands_for(word: str, party_word: str, party_words: list[str]) -> bool:
    """Whether a short form's word and a word of its full citation's parties are one, written out or
    abbreviated as Bluebook's T6 does, in two letters too ("Sw." for "Southwestern", "Mt." for
    "Mount", "Am." for "American"), or in initials ("New York" for "N.Y.", "Railroad" for "R.R.")."""
    if abbreviates(word, party_word):
        return True
    short, long = sorted((word, party_word), key=len)
    if not short or short[0] != long[0] or len(long) < 3:
        return False
    if len(short) == 1:  # an initial of a run of them ("n", "y" of "N.Y."), not a person's ("J. Smith")
        at = [i for i, w in enumerate(party_words) if w == short]
        return any(
            (i > 0 and len(party_words[i - 1]) == 1)
            or (i + 1 < len(party_words) and len(party_words[i + 1]) == 1)
            for i in at
        )
    written_out = (CONTRACTIONS[short],) if short in CONTRACTIONS else _TWO_LETTERS.get(short, ())
    return any(long.startswith(full) for full in written_out)


# Bluebook's two-letter abbreviations (T6, T10) of words a party's name holds, besides the
# contractions names are compared by ("Ry.", "R.R.", "Bd.", "Am.": `CONTRACTIONS`)
_TWO_LETTERS = {
    "sw": ("southwest",), "nw": ("northwest",), "ne": ("northeast",), "se": ("southeast",),
    "mt": ("mount",), "ft": ("fort",), "st": ("saint", "street", "state"), "co": ("company", "county"),
    "pa": ("pennsylvania",),
}  # fmt: skip


def _party_words(full: Found) -> list[str]:
    """The words of a full citation's parties, and the initials a party is named by ("jdb" of
    "J.D.B."), as `distinctive` reads a short form's."""
    c = full.citation.components
    initials = [i for i in (initials_of(c.party_1), initials_of(c.party_2)) if i]
    return tokens(f"{c.party_1 or ''} {c.party_2 or ''}") + initials


def _pin_fits(id_cite: IdCitation, target: Found) -> bool:
    """eyecite's rule, applied to every parallel reporter of the antecedent."""
    pin = id_cite.metadata.pin_cite or ""
    page = first_number(pin)
    if page is None or _AT.sub("", pin).startswith(("*", "¶", "§")):
        return True
    if target.citation.type is CitationType.SECONDARY:
        return True  # a report's, a treatise's pages: "H.R. Rep. No. 94-1476, at 501 ... Id. at 503"
    components = target.citation.components
    pages = [components.page, *components.parallel_citations]
    firsts = [int(p.split()[-1]) for p in pages if p and p.split()[-1].isdigit()]
    if not firsts:
        # a code's section has no pages: "Id. at 780" after "42 U.S.C. § 1983" means some other work
        return not (components.section and not components.page)
    return any(first <= page <= first + MAX_OPINION_PAGES for first in firsts)


# A short name the brief defines for a case, after its name or its citation: "(Hale II)",
# "(hereinafter Hale II)", "[hereinafter “Jones”]"
_DEFINED = re.compile(
    r"[(\[]\s*(?:hereinafter,?\s+|referred\s+to\s+as\s+)?[\"“‘']?"
    r"(?P<short>[A-Z][\w.'’&-]*(?:\s+[\w.'’&-]+){0,4}?)"
    r"[\"”’']?\s*[)\]]"
)
_NUMERAL = re.compile(r"^(?:[ivx]+|\d+)$")
_NUMBERED = re.compile(r"\s(?:[ivx]+|\d+)$")  # "Smith II": one of several cases of a name
_HEREINAFTER = re.compile(r"\s*\[\s*hereinafter\s+[^\]]{1,40}\]")


def apply_defined_short_names(blocks: Sequence[Block]) -> None:
    """Hold each short form to the case whose short name the brief defined and it writes ("Smith v.
    Jones, 610 F.3d 100 (Smith I) ... Smith I, 612 F.3d at 204": the volume is Smith II's, so the
    short form is no one's and flagged), and give a supra its defined case ("Hale II, supra, at
    503"). A short name defined for two cases defines neither."""
    defined: dict[str, str | None] = {}
    for block in blocks:
        for c in block.citations:
            if c.is_short_form or c.type is not CitationType.CASE:
                continue
            for short in _defined_for(block.text, c):
                key = " ".join(short.lower().split())
                defined[key] = c.id if defined.get(key, c.id) == c.id else None
    if not defined:
        return
    by_id = {c.id: c for block in blocks for c in block.citations}
    for block in blocks:
        for c in block.citations:
            if c.form not in (CitationForm.SHORT, CitationForm.SUPRA) or not c.components.party_1:
                continue
            written = " ".join(c.components.party_1.lower().split())
            meant = defined.get(written)
            if meant is None or meant == c.antecedent_id:
                continue
            if c.form is CitationForm.SHORT and not _NUMBERED.search(written):
                continue  # "(Jones)" defines a party's name, which a later case of it may bear too
            if c.form is CitationForm.SUPRA:  # "Hale II, supra": the case the name was defined for
                c.antecedent_id = meant
                c.flags = [f for f in c.flags if f is not CitationFlag.ORPHAN_SHORT_FORM]
                c.type, c.jurisdiction = by_id[meant].type, by_id[meant].jurisdiction
            else:  # a volume of another case than the one its name was defined for
                c.antecedent_id = meant
                if CitationFlag.OTHER_VOLUME_SHORT_FORM not in c.flags:
                    c.flags.append(CitationFlag.OTHER_VOLUME_SHORT_FORM)


def _defined_for(text: str, c: Citation) -> list[str]:
    """The short names defined for the full citation `c` in its own text (before its volume) or in
    the parentheticals after it, each made of its case's own words and numerals."""
    own = {
        w.lower() for p in (c.components.party_1, c.components.party_2) if p for w in re.findall(r"\w+", p)
    }
    after = parenthetical_after(text, c.end)
    bracketed = _HEREINAFTER.match(text, after.end)  # "[hereinafter Jones]", which no parenthetical reads
    spans = [c.text, text[c.end : bracketed.end() if bracketed else after.end]]
    out = []
    for span in spans:
        for m in _DEFINED.finditer(span):
            said = [w.lower() for w in re.findall(r"\w+", m["short"])]
            if said and all(w in own or _NUMERAL.match(w) for w in said) and any(w in own for w in said):
                out.append(m["short"])
    return out


# A short form of a case by its name and a page, with no reporter: "Hale at 305", "Hale, at 306",
# "(Hale at 307)", "Hale II at 303", "Thornbury, at p. 888", or a paragraph of a public-domain
# citation ("Wynn, ¶ 10", "Wynn ¶ 10", "Wynn, 2021-NCSC-12, ¶ 10"), ended by a stop, a parenthetical
# or the text's end (not "Hale at 3 p.m.", "Smith at 50 percent fault", "Hale at 305 Main Street")
_NAMED_PIN = re.compile(
    r"(?<![\w.'’-])(?!(?:And|But|See|In|Under|Also|Cf|Compare|Accord|Id|The|As|After|Before|Since"
    r"|Plaintiffs?|Defendants?|Appellants?|Appellees?|Petitioners?|Respondents?|Mr|Ms|Mrs|Dr)\b)"
    r"(?P<name>[A-Z][\w'’&-]*(?:\s+(?:[A-Z][\w'’&.-]*|[IVX]+))?)"
    # (not a figure: "3.5", "1,200")
    r"(?:,?\s+at\s+(?:pp?\.\s*)?(?P<pin>\*?\d{1,5}(?:[-–]\d{1,5})?)(?![.,]\d)"
    r"|(?:,\s*(?P<year>(?:19|20)\d\d)(?:-[A-Z]{2,8}-|\s+[A-Z]{2,8}\s+)(?P<number>\d{1,6}))?,?\s+(?:at\s+)?¶{1,2}\s*"
    r"(?P<paragraph>\d{1,4}(?:[-–]\d{1,4})?))"
    r"(?=\s*(?:[.;,)]|\(|\s+n\.\s*\d|$))"
    # (not a clause going on: "Hale, at 52, retired", "Pratt at 10, the store opened")
    r"(?!\s*,\s*(?!quoting|citing|n\.)[a-z])"
)
# Where a citation stands: the block's or a sentence's opening, after a quotation, an opening
# bracket, a semicolon or a signal; not in a sentence's run ("Kemper terminated Dalton at 61",
# "the car in North Carolina at 70", "The defendant, Terry, at 57") or after a title ("Mr. Hale")
_CITING_POSITION = re.compile(
    r"(?:^|(?<!\b(?:Mr|Ms|Dr|St|No))(?<!\bMrs)[.!?][\"”’')\]]*|[\"”(;]"
    r"|\b(?:[Ss]ee(?:,?\s+e\.g\.,|\s+also)?|[Cc]f\.|[Aa]ccord|[Ee]\.g\.,|[Cc]ompare|quoting|citing))[\s*_]*$"
)
# A quotation just before: the words a short form of any page attributes, which must be checked
_AFTER_A_QUOTATION = re.compile(r"(?:[\"”][.,;]?|[.,;!?][\"”])[\s*_]*$")


def named_page_short_forms(blocks: Sequence[Block]) -> list[Block]:
    """The blocks with each short form written as a name and a page ("Hale at 305") read as a
    citation of the full citation before it whose party that name is (the latest, and only where
    one case bears it), so a quotation before it is checked at that page: it was never read, and a
    misquote after it passed unseen. Numbered when extract_blocks numbers them."""
    out: list[Block] = []
    before: list[Citation] = []  # the full case citations before, in document order
    named: Citation | None = None  # the name-and-page short form an "Id." may follow, from a block before
    for block in blocks:
        cites = sorted(block.citations, key=lambda c: c.start)
        added: list[Citation] = []
        at = 0
        for m in _NAMED_PIN.finditer(block.text):
            for c in cites:
                if at <= c.start < m.start() and c.type is CitationType.CASE and not c.is_short_form:
                    before.append(c)
            at = m.start()
            if any(c.start <= m.start() < c.end or m.start() <= c.start < m.end() for c in cites):
                continue  # inside or over a citation read already
            opening = block.text[max(0, m.start() - 40) : m.start()]
            if not _CITING_POSITION.search(opening):
                continue
            antecedent = _named_case(m["name"], before, m["pin"])
            if antecedent is None:
                continue
            k = antecedent.components
            flags = []
            if m["paragraph"] is not None:  # only of a report numbered by paragraphs: its first
                numbered = k.volume == k.year or (k.pin_cite or "").startswith("¶")
                slot, pin = ((k.volume or "", k.reporter or "") if numbered else None), f"¶ {m['paragraph']}"
                if m["number"] is not None and (m["year"], m["number"]) != (k.volume, k.page):
                    flags.append(CitationFlag.OTHER_VOLUME_SHORT_FORM)  # "Wynn, 2021-NCSC-13, ¶ 10" of -12
            else:
                # a page no report of the case holds is an age, a count, a record's page ("(Hale at
                # 4)"), unless the words it follows are quoted from the case: checked at that page
                quoted = _AFTER_A_QUOTATION.search(opening) is not None
                slot, pin = _slot_holding(antecedent, m["pin"], quoted), m["pin"].lstrip("*")
            if slot is None:
                continue
            added.append(
                Citation.spanning(
                    block.text, m.start(), m.end(), type=antecedent.type,
                    jurisdiction=antecedent.jurisdiction,
                    form=CitationForm.SHORT, antecedent_id=antecedent.id, flags=flags,
                    components=Components(party_1=m["name"], volume=slot[0], reporter=slot[1],
                                          pin_cite=pin, court=k.court, court_id=k.court_id,
                                          year=k.year),
                )
            )  # fmt: skip
        before += [c for c in cites if c.start >= at and c.type is CitationType.CASE and not c.is_short_form]
        if not added and named is None:
            out.append(block)
            continue
        merged, named = _ids_after_named(
            sorted([*cites, *added], key=lambda c: c.start), {id(c) for c in added}, named
        )
        out.append(block.model_copy(update={"citations": merged}))
    return out


def _ids_after_named(
    cites: list[Citation], added: set[int], named: Citation | None
) -> tuple[list[Citation], Citation | None]:
    """The citations with each "Id." right after a name-and-page short form (`added`, or `named`
    from a block before) made that case's, at the short form's page where it gives none of its own:
    linked before the short form was read, it meant the citation before that. And the short form an
    "Id." in the next block may follow."""
    out: list[Citation] = []
    for c in cites:
        if id(c) in added:
            named = c
        elif c.form is CitationForm.ID and named is not None:
            inherited = CitationFlag.ID_PIN_INHERITED in c.flags or not c.components.pin_cite
            pin = named.components.pin_cite if inherited else c.components.pin_cite
            unlinked = {CitationFlag.ORPHAN_SHORT_FORM, CitationFlag.ID_PIN_OUTSIDE}
            flags = [f for f in c.flags if f not in unlinked]
            if inherited and CitationFlag.ID_PIN_INHERITED not in flags:
                flags.append(CitationFlag.ID_PIN_INHERITED)
            c = c.model_copy(
                update={
                    "antecedent_id": named.antecedent_id,
                    "components": c.components.model_copy(update={"pin_cite": pin}),
                    "flags": flags,
                    "type": named.type,
                    "jurisdiction": named.jurisdiction,
                }
            )
            named = c.model_copy(update={"components": named.components.model_copy(update={"pin_cite": pin})})
        else:
            named = None
        out.append(c)
    return out, named


def _slot_holding(cited: Citation, pin: str, any_page: bool = False) -> tuple[str, str] | None:
    """The (volume, reporter) of the case's report, first or parallel, whose pages the pin can fall in
    (from its first page to the longest opinion after it): "Wynn at 505" of "2021-NCSC-12, ..., 376
    N.C. 500" is its N.C. page. Where none can, None ("Hale at 4" of a case at 600 F.3d 300 is a
    record's page), or with `any_page` the report it would be a page of, the one beginning nearest
    before it, else the first ("Hale at 999", "Hale at 36": wrong pages, to be shown as such)."""
    first = re.match(r"\*?(\d+)", pin)
    if first is None:
        return None
    page = int(first.group(1))
    k = cited.components
    reports = [(k.volume, k.reporter, k.page), *filter(None, map(parallel_slot, k.parallel_citations))]
    slots = [(v, r, int(p)) for v, r, p in reports if v and r and p and p.isdigit()]
    holding = [s for s in slots if s[2] <= page <= s[2] + MAX_OPINION_PAGES]
    if not holding and any_page:
        holding = sorted((s for s in slots if s[2] <= page), key=lambda s: -s[2]) or slots[:1]
    return (holding[0][0], holding[0][1]) if holding else None


def _named_case(name: str, before: Sequence[Citation], pin: str | None = None) -> Citation | None:
    """The latest full case citation whose party the name is, where no other case cited before bears
    it, or where the page pinned can fall in one of them only ("Smith at 101" after Smith v. Jones,
    620 F.3d 100, and Smith v. Brown, 625 F.3d 300); None otherwise."""
    words = set(distinctive(re.sub(r"\s+(?:[IVX]+)$", "", name)))
    if not words:
        return None
    bearing = [c for c in before if words <= {w for p in (c.components.party_1, c.components.party_2) if p
                                              for w in distinctive(p)}]  # fmt: skip

    def slots(cites: list[Citation]) -> set[tuple[str | None, ...]]:
        return {(c.components.volume, c.components.reporter, c.components.page) for c in cites}

    if len(slots(bearing)) > 1 and pin:
        bearing = [c for c in bearing if _slot_holding(c, pin) is not None]
    return bearing[-1] if len(slots(bearing)) == 1 else None
