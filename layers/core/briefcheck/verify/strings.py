"""A quotation before a string cite ("Quote." A; B.), settled once every citation of the string
has been checked: the words may be any one's of them, so each was checked for them
(`content._absent_from_one_of_a_string`), and only the whole string shows whose they are.

- Some citation of the string holds the words: the others lack them without error (VERIFIED,
  saying whose they are).
- None holds them, and every one's text was read: a fabricated quotation, the error of the
  citation it stands before (the others VERIFIED, saying where the error is reported).
- Otherwise (a citation of the string whose text was not read): REVIEW, naming it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from briefcheck.domain.codes import Category, CitationType, Confidence, Outcome
from briefcheck.domain.models import Citation, Claim, Evidence

__all__ = ["settle_string_quotes"]


def settle_string_quotes(
    claims: Sequence[Claim], citations: Iterable[Citation], evidence: list[Evidence]
) -> list[Evidence]:
    """`evidence` with each citation's REVIEW for a string cite's quotation it lacks settled by what
    the string's other citations showed (see the module's docstring); the rest unchanged."""
    if not any(_absent(e) for e in evidence):
        return evidence
    by_claim = {c.id: c for c in claims}
    listed = list(citations)
    cited = {c.id: c.text for c in listed}  # in the document's order
    law = {
        c.id for c in listed if c.type in (CitationType.STATUTE, CitationType.RULE, CitationType.REGULATION)
    }
    of_citation: dict[str, list[Evidence]] = {}
    for e in evidence:
        of_citation.setdefault(e.citation_id, []).append(e)
    return [
        _settled(e, by_claim.get(e.claim_id), cited, of_citation, law) if _absent(e) else e for e in evidence
    ]


def _absent(e: Evidence) -> list[str]:
    """The string cite's quotations this citation's REVIEW stands on (none on any other evidence)."""
    if e.outcome is not Outcome.UNVERIFIABLE or not e.needs_review:
        return []
    return list((e.evidence_details.model_extra or {}).get("string_quote_absent") or [])


def _looked_for(e: Evidence, key: str) -> list[str]:
    return list((e.evidence_details.model_extra or {}).get(key) or [])


def _settled(
    e: Evidence,
    claim: Claim | None,
    cited: dict[str, str],
    of_citation: dict[str, list[Evidence]],
    law: Collection[str] = (),
) -> Evidence:
    if claim is None or not claim.quote_also_cited:
        return e
    others = claim.quote_also_cited
    name = (e.evidence_details.model_extra or {}).get("found_case_name") or cited.get(e.citation_id, "it")
    checked = ", ".join(e.checked)
    holders: list[str] = []
    unread: list[str] = []
    for quote in _absent(e):
        holder = next(
            (
                o
                for o in others
                if any(quote in _looked_for(x, "quotes_found") for x in of_citation.get(o, []))
            ),
            None,
        )
        if holder is not None:
            holders.append(holder)
            continue
        unread += [
            o
            for o in others
            if not any(quote in _looked_for(x, "quote_absent") for x in of_citation.get(o, []))
            and o not in unread
        ]
    listed = _names([*holders, *unread] or others, cited)
    if not unread and len(holders) == len(_absent(e)):
        return _verified(
            e,
            f"{name} retrieved; checked {checked}: no error found. The quoted words are not in it but in "
            f"{_names(holders, cited)}, cited with it in the same string, and were found there.",
        )
    lead_id = _lead(others, cited)
    if unread and lead_id in law and not _leads(e.citation_id, others, cited):
        # "Rule 12(b)(6) permits dismissal for "..." Fed. R. Civ. P. 12(b)(6); see X": the words are the
        # statute's or the rule's the string opens with, which no source holds
        return _verified(
            e,
            f"{name} retrieved; checked {checked}: no error found. The quoted words before the string are "
            f"given as {_names([lead_id], cited)}'s, which it opens with and no source holds: not checked.",
        )
    if unread:
        return e.model_copy(
            update={
                "evidence_summary": f"{e.evidence_summary} Not read for them: {listed}, cited with it.",
            }
        )
    # in none of the string's texts: the error of the citation whose text it nearly copies (one
    # word changed), else of the one the quotation stands before
    members = [e.citation_id, *others]
    charged = [_charged(q, members, cited, of_citation) for q in _absent(e)]
    if e.citation_id in charged:
        details = e.evidence_details.model_extra or {}
        similarity = details.get("similarity")
        return e.model_copy(
            update={
                "outcome": Outcome.VERIFIED_ERROR,
                "hallucination_category": Category.QUOTE_FABRICATION,
                "confidence": Confidence.HIGH,
                "needs_review": False,
                "evidence_summary": f"Full text of {name} retrieved; the quoted words do not appear in it, "
                f"nor in {listed}, cited with it in the same string"
                + (f"; closest passage similarity {similarity:.2f}" if isinstance(similarity, float) else "")
                + ".",
            }
        )
    lead_id = charged[0] if charged else lead_id
    lead = _names([lead_id], cited)
    # the lead's own check may have found the words otherwise (a sentence of it with its negation
    # flipped): its finding stands, and this note says so rather than name an error it may not be
    reported = (
        f"reported as the error of {lead}"
        if any(_absent(x) for x in of_citation.get(lead_id, []))
        else f"see what the check of {lead} found of them"
    )
    return _verified(
        e,
        f"{name} retrieved; checked {checked}: no error found. The quoted words before the string it is "
        f"cited in are in none of its authorities: {reported}.",
    )


def _verified(e: Evidence, summary: str) -> Evidence:
    return e.model_copy(
        update={
            "outcome": Outcome.VERIFIED_OK,
            "hallucination_category": None,
            "confidence": Confidence.MEDIUM,
            "needs_review": False,
            "evidence_summary": summary,
        }
    )


def _names(ids: Iterable[str], cited: dict[str, str]) -> str:
    return "; ".join(cited.get(i, i) for i in ids)


def _lead(ids: Iterable[str], cited: dict[str, str]) -> str:
    """The string's first citation, the one the quotation stands right before."""
    order = {citation_id: n for n, citation_id in enumerate(cited)}
    return min(ids, key=lambda i: order.get(i, len(order)))


# How near a quotation must come to a passage of one citation's text, and how much nearer than to
# the lead's, to be that citation's altered words
NEARLY_COPIED = 0.75
NEARER_BY = 0.1


def _charged(
    quote: str, members: Sequence[str], cited: dict[str, str], of_citation: dict[str, list[Evidence]]
) -> str:
    """The citation of the string a quotation none holds is the error of: the one whose text it
    nearly copies, well nearer than the lead's; else the lead, which it stands before."""

    def nearness(citation_id: str) -> float:
        found = (
            (x.evidence_details.model_extra or {}).get("quote_similarity", {}).get(quote)
            for x in of_citation.get(citation_id, [])
        )
        return max((s for s in found if isinstance(s, float)), default=0.0)

    lead = _lead(members, cited)
    nearest = max(members, key=nearness)
    if nearness(nearest) >= NEARLY_COPIED and nearness(nearest) >= nearness(lead) + NEARER_BY:
        return nearest
    return lead


def _leads(citation_id: str, others: Iterable[str], cited: dict[str, str]) -> bool:
    return _lead([citation_id, *others], cited) == citation_id
