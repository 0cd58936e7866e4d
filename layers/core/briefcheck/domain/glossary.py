"""Plain words for what the code calls by its names, in one place: a lawyer reads these on every
surface (the terminal, the HTML report, the Word comments, the MCP answers' text); the codes
themselves stay in the JSON result, where programs read them.

Each table has an entry for every member of its code, which a test holds it to.
"""

from __future__ import annotations

from briefcheck.domain.codes import (
    AgreementLevel,
    Category,
    CitationFlag,
    CitationForm,
    Outcome,
    Recommendation,
    Tier3Policy,
    Verdict,
)

# The sources' ids, as the JSON and the registry name them.
COURTLISTENER = "courtlistener"
COURTLISTENER_BULK = "courtlistener-bulk"
FIND_CASE_LAW = "find_case_law"

_SOURCE_TITLES = {
    COURTLISTENER: "CourtListener",
    COURTLISTENER_BULK: "the offline index (CourtListener bulk data{edition})",
    FIND_CASE_LAW: "Find Case Law",
}

# What the product calls its look-ups in a public source (Tier 3, in the code and the JSON).
LOOK_UP = "Look-up"
# Which citations the network sources are asked about (the offline index answers every one).
POLICY_TEXT = {
    Tier3Policy.FLAGGED: (
        "the flagged citations in public sources, every one in the offline index where there is one"
    ),
    Tier3Policy.ALL: "every citation",
    Tier3Policy.NONE: "only in the offline index, where there is one",
}

CATEGORY_TEXT = {
    Category.MALFORMED_CITATION: "the citation is structurally impossible or broken",
    Category.AUTHORITY_NONEXISTENT: "no such authority exists at the source",
    Category.MISATTRIBUTION: "the citation leads to a different case, year or court",
    Category.PARAGRAPH_HALLUCINATION: "the pin page or paragraph is not in the authority",
    Category.QUOTE_FABRICATION: "the quoted words are not in the authority",
    Category.MISCHARACTERIZATION: "the authority does not say what the brief says it does",
    Category.UNVERIFIABLE_PUBLIC: "nothing could be retrieved to check it against",
}
OUTCOME_TEXT = {
    Outcome.VERIFIED_OK: "Verified",
    Outcome.VERIFIED_ERROR: "Error found",
    Outcome.UNVERIFIABLE: "Not verifiable",
}
FLAG_TEXT = {
    CitationFlag.UNKNOWN_REPORTER: "reporter not recognised",
    CitationFlag.MALFORMED: "structurally broken",
    CitationFlag.ORPHAN_SHORT_FORM: "short form with no full citation before it",
    CitationFlag.OTHER_NAME_SHORT_FORM: "short form naming a party its volume's full citations lack",
    CitationFlag.ID_PIN_OUTSIDE: "Id. whose page lies outside the citation before it",
    CitationFlag.ID_PIN_INHERITED: "Id. read at the page the citation before it gives",
    CitationFlag.OTHER_VOLUME_SHORT_FORM: "short form naming a case cited in full in another volume",
    CitationFlag.UNKNOWN_COURT: "court not known for that year",
    CitationFlag.HISTORY_BEFORE_CASE: "later history dated before the decision it reviews",
    CitationFlag.HISTORY_BY_COURT_BELOW: "later history by a court that cannot review the decision",
    CitationFlag.LOOKALIKE_CHARACTERS: "written with characters that only look like its letters or digits",
    CitationFlag.OVERRULING_NOT_IN_TABLE: "a stated overruling the Supreme Court's own table lacks",
    CitationFlag.TABLE_DECISION: "a decision the brief says is printed in a table of dispositions",
    CitationFlag.ORDER_IN_A_LIST: "an order denying review in a case's history, printed in a list of orders",
}
# The panel reads a citation's form only: its findings are named for that, never "valid".
VERDICT_TEXT = {
    Verdict.VALID: "nothing impossible",
    Verdict.INVALID: "impossible as cited",
    Verdict.UNCERTAIN: "in doubt",
}
AGREEMENT_TEXT = {
    AgreementLevel.UNANIMOUS: "unanimous",
    AgreementLevel.STRONG: "strong agreement",
    AgreementLevel.SPLIT: "split",
}
RECOMMENDATION_TEXT = {
    Recommendation.LIKELY_VALID: "nothing impossible in form",
    Recommendation.UNCERTAIN: "in doubt",
    Recommendation.LIKELY_HALLUCINATED: "impossible or invented in form",
}


def source_title(name: str, edition: str | None = None) -> str:
    """A source as a lawyer knows it ("CourtListener", "the offline index (CourtListener bulk
    data, edition 2026-03-31)"); a source without a title here is named by its id."""
    title = _SOURCE_TITLES.get(name, name)
    return title.replace("{edition}", f", edition {edition}" if edition else "")


def orphan_reason(form: CitationForm, flags: list[CitationFlag]) -> str:
    """Why a short form refers to none of the brief's full citations, by what Tier 1 saw."""
    if form is CitationForm.ID:
        if CitationFlag.ID_PIN_OUTSIDE in flags:
            return (
                "an 'Id.' whose page lies outside the pages of the citation before it (and of each citation "
                "of a string before it): which authority it means cannot be told"
            )
        return "an 'Id.' with no citation before it to refer to"
    if form is CitationForm.SUPRA:
        return "a 'supra' that names no party of a case the brief cites in full"
    if CitationFlag.OTHER_VOLUME_SHORT_FORM in flags:
        return (
            "a short form naming a case the brief cites in full in another volume of the same reporter (a "
            "wrong volume, or another case)"
        )
    return "a short form of a case the brief does not cite in full"
