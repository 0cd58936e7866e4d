"""What a settled answer says when the slot does not simply hold the named case: several cases
there, the named case at another first page, another case or none at all."""

from __future__ import annotations

from briefcheck.domain.codes import Category, Confidence
from briefcheck.domain.models import Evidence, utc_now
from briefcheck.domain.status import IDENTITY_CHECKED
from briefcheck.text.names import slot_key
from briefcheck.text.sentences import opening
from briefcheck.verify.chain import Finding, SourceAnswer, citable, corrections, slot_proves_absence
from briefcheck.verify.names import NameMatch, compare_names
from briefcheck.verify.pair import Pair
from briefcheck.verify.refs import CitationRef, RefKind
from briefcheck.verify.sources.base import MatchedCase, Source, Status

__all__ = ["ambiguous", "not_at_slot", "not_held", "same_reporter", "unsettled", "wrong_first_page"]


def ambiguous(pair: Pair, ref: CitationRef, answer: SourceAnswer) -> Evidence:
    """Several cases start at the slot: a person chooses, with every one of them listed."""
    cases = answer.candidates
    pair.details["candidates"] = [c.name for c in cases]
    named = [c.name for c in cases if compare_names(ref, c) is NameMatch.MATCH]
    listed = "; ".join(f"{c.name} ({c.date or 'undated'})" for c in cases)
    which = (
        f" The cited name matches {named[0]}, but the citation alone does not single it out."
        if len(named) == 1
        else ""
    )
    return pair.review(f"{len(cases)} cases start at {ref.cited} ({answer.source}): {listed}.{which}")


def wrong_first_page(pair: Pair, ref: CitationRef, case: MatchedCase) -> Evidence:
    pair.found(case)
    pair.checked.extend(IDENTITY_CHECKED)
    own = next((c for c in case.citations if same_reporter(c, ref)), None)
    pair.correction = citable(case, ref)
    return pair.error(
        Category.MISATTRIBUTION,
        Confidence.MEDIUM,
        f"{case.name} is the named case, but it begins at {own or 'another page'}, not at {ref.cited}: a "
        "wrong first page, not an invented case.",
    )


def not_at_slot(pair: Pair, ref: CitationRef, source: Source, answer: SourceAnswer) -> Evidence:
    """The slot does not hold the named case: where the source has it, if anywhere."""
    where = ref.cited
    slot = f"{source.title} has no case at {where}"
    if not ref.kind.has_slot:
        slot = f"{source.title} has no opinion of that name under {where}"
    if answer.occupants:
        names = "; ".join(f"{c.name} ({c.date or 'undated'})" for c in answer.occupants[:3])
        slot = f"{source.title} places {names} at {where}, not {ref.case_name}"
        there = answer.occupants[0]
        pair.details["case_at_citation"] = there.name
        if there.url:
            pair.details["case_at_citation_url"] = there.url
    elif answer.containing is not None:
        host = answer.containing
        slot += f" (page {ref.page} falls inside {host.name}, {', '.join(host.citations[:1]) or 'undated'})"
        pair.details["containing_case_name"] = host.name
    slot = opening(slot)  # it opens every sentence said below
    host = answer.containing
    if (
        ref.kind is RefKind.SHORT_FORM
        and host is not None
        and not answer.occupants
        and compare_names(ref, host) is NameMatch.PARTIAL
    ):
        # "Hales, 600 F.3d at 103" inside Hale v. Pratt: a short form's name misspelt, not another case
        return pair.review(
            f"{slot}. The short form's name ({ref.case_name}) is not {host.name}'s, which holds the page, "
            "but may be it misspelt: a person must compare them."
        )
    if answer.searched is not None:
        pair.details["name_search_hits"] = len(answer.searched.candidates)
    finding = answer.finding
    if finding in (Finding.ELSEWHERE, Finding.NAME_ONLY):
        best = answer.candidates[0]
        pair.details.update(
            found_case_name=best.name,
            found_date=best.date,
            found_court=best.court,
            found_citations=list(best.citations) or None,
            found_url=best.url,
            human_url=best.url or pair.details.get("human_url"),
        )
        suggested = corrections(ref, answer.candidates)
        pair.details["correction_candidates"] = suggested
        elsewhere = ", ".join(best.citations[:2]) or "another citation"
        found = f"A case named {best.name} ({best.date or 'undated'}) is reported at {elsewhere}"
        if finding is Finding.NAME_ONLY:
            what = {RefKind.WESTLAW: "Westlaw number", RefKind.DOCKET: "docket number"}.get(
                ref.kind, "citation"
            )
            return pair.review(
                f"{slot}. {found}; nothing ties it to the cited {what}, so a case of that name is "
                "not taken for the cited one: a person must compare them."
                + (f" Candidates: {'; '.join(suggested)}." if suggested else "")
            )
        pair.correction = _one_of(suggested)
        if not slot_proves_absence(answer, ref) and ref.kind is not RefKind.UNPAGED:
            # the cited page unseen: the case of the name, court and year is most likely the cited
            # one misplaced, but another decision between the same parties may be there
            filed = (
                ""
                if ref.year is None or best.year is None or best.year == ref.year
                else f" (filed in {best.year}, the brief says {ref.year})"
            )
            return pair.review(
                f"{slot}{f' ({answer.reason})' if answer.reason else ''}. {found}{filed}: if that is the "
                f"decision meant, the citation is wrong; but {where} is not held, so another decision "
                "between the same parties there is not ruled out: a person must compare them."
            )
        clear = len(suggested) == 1
        return pair.error(
            Category.MISATTRIBUTION,
            Confidence.HIGH if clear and answer.dense and ref.year is not None else Confidence.MEDIUM,
            f"{slot}. {found}: the citation does not lead to the authority it names.",
        )
    if finding is Finding.NAME_ABSENT:
        held = answer.court_year
        assert held is not None
        pair.details.update(court_year_cases=held.cases, court_year_neighbours=held.neighbours)
        what = {
            RefKind.WESTLAW: "Westlaw number",
            RefKind.DOCKET: "docket number",
            RefKind.US_REPORTER: "decision a regional reporter prints",
        }.get(ref.kind, "public-domain citation")
        return pair.review(
            f"{slot}, and a search for {ref.case_name!r} found no case of that name among the {held.said}"
            + (f" (edition {answer.searched.edition})" if answer.searched and answer.searched.edition else "")
            + f". No public source holds every {what}, so this is not proof that the case does not exist, "
            "but a real decision of that court and year is usually held: confirm it in a citator before "
            "relying on it."
        )
    if finding is Finding.OTHER_AT_SLOT:
        if answer.searched is None or answer.searched.status in (Status.UNAVAILABLE, Status.NOT_COVERED):
            return pair.error(
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{slot}: the citation leads to another case. "
                + (f"The named case was not searched for ({answer.reason})." if answer.reason else ""),
            )
        if not answer.dense:
            return pair.error(
                Category.MISATTRIBUTION,
                Confidence.MEDIUM,
                f"{slot}: the citation leads to another case, and no case named {ref.case_name!r} is "
                f"held by {source.title} (which holds this volume sparsely).",
            )
    recent = ref.year is not None and ref.year >= utc_now().year - 1
    namesakes = answer.namesakes
    if namesakes:
        pair.details["same_name_elsewhere"] = [citable(c, ref) or c.name for c in namesakes[:3]]
    found = (
        "found only cases of that name from other courts and times, none of them the cited one: "
        + "; ".join(citable(c, ref) or c.name for c in namesakes[:3])
        if namesakes
        else "found no case of that name"
        + (f" among the {answer.court_year.said}" if answer.court_year is not None else "")
    )
    return pair.error(
        Category.AUTHORITY_NONEXISTENT,
        Confidence.MEDIUM if recent or namesakes else Confidence.HIGH,
        f"{slot}, and a search for {ref.case_name!r} {found}"
        + (f" (edition {answer.searched.edition})" if answer.searched and answer.searched.edition else "")
        + (" (recent citations can lag in public sources)" if recent else "")
        + ".",
    )


def unsettled(
    ref: CitationRef, case: MatchedCase, names: NameMatch, bearer: MatchedCase | None = None
) -> str:
    """Why a case found at the cited slot does not identify the citation (`bearer`: another case
    bearing the cited name word for word, which the slot's case holds with words more)."""
    at = f"{case.name} ({case.date or 'undated'}) is at {ref.cited}"
    if bearer is not None:
        where = ", ".join(bearer.citations[:2]) or "another citation"
        return (
            f"{at}, whose name holds the cited name ({ref.case_name}) with words more; a case named exactly "
            f"{bearer.name} ({bearer.date or 'undated'}) is reported at {where}: the citation may lead to "
            "the wrong case. Check which case the brief means."
        )
    if names is NameMatch.UNKNOWN:
        return (
            f"{at}; the citation names no party that identifies a case (none was read from the brief: a "
            "name written in a form the reading does not take is for a person to compare), so identity "
            "is not established."
        )
    if names is NameMatch.PARTIAL:
        return (
            f"{at}; the cited name ({ref.case_name}) matches it only in part (a word or an initial one has "
            "and the other lacks, half of a hyphenated name, or the same words in another order), so "
            "identity is not established."
        )
    return (
        f"{at}, not {ref.case_name}; the case name as read from the brief may be cut short, so this "
        "is not called an error."
    )


def _one_of(suggested: list[str]) -> str | None:
    if len(suggested) <= 1:
        return suggested[0] if suggested else None
    return "one of: " + "; ".join(suggested)


def not_held(ref: CitationRef, answers: list[SourceAnswer]) -> str:
    """Why no source could answer: each source asked and why, or that none holds the kind."""
    said = "; ".join(
        f"{a.title or a.source}: {a.reason or a.finding.value.replace('_', ' ')}" for a in answers
    )
    if not answers:
        return f"not held by any source consulted (no source this run has holds {ref.kind.label} citations)"
    if all(a.finding is Finding.NOT_COVERED for a in answers):
        return f"not held by any source consulted ({said})"
    return said


def parallels_compared(ref: CitationRef, case: MatchedCase) -> list[tuple[str, str]]:
    """(cited, the case's own) for each parallel citation the brief gives in a reporter the case
    has a citation in; a parallel in a reporter the source lists none of for the case is not
    compared (nothing says it is wrong)."""
    out = []
    for cited in ref.parallels:
        series = _series_key(cited)
        same = [c for c in case.citations if _series_key(c) == series]
        # the cited one itself when the case has it (a case may have two in one reporter)
        own = next((c for c in same if slot_key(c) == slot_key(cited)), same[0] if same else None)
        if own is not None:
            out.append((cited, own))
    return out


def series_of(citation: str) -> str:
    """The reporter of a "volume reporter page" citation ("S. Ct." of "112 S. Ct. 2188")."""
    return citation.partition(" ")[2].rpartition(" ")[0]


def _series_key(citation: str) -> str:
    return slot_key(series_of(citation))


def same_reporter(citation: str, ref: CitationRef) -> bool:
    """Whether a "volume reporter page" citation is in the cited volume of the cited reporter."""
    return slot_key(citation.rpartition(" ")[0]) == slot_key(f"{ref.volume} {ref.reporter}")
