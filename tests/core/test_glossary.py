"""The glossary names every code a lawyer could meet, and every registered source by a title."""

from __future__ import annotations

from enum import StrEnum

import pytest

from briefcheck.domain import glossary
from briefcheck.domain.codes import (
    AgreementLevel,
    Category,
    CitationFlag,
    Outcome,
    Recommendation,
    Tier3Policy,
    Verdict,
)
from briefcheck.verify.sources.registry import REGISTRY


@pytest.mark.parametrize(
    ("table", "code"),
    [
        (glossary.CATEGORY_TEXT, Category),
        (glossary.OUTCOME_TEXT, Outcome),
        (glossary.FLAG_TEXT, CitationFlag),
        (glossary.VERDICT_TEXT, Verdict),
        (glossary.RECOMMENDATION_TEXT, Recommendation),
        (glossary.AGREEMENT_TEXT, AgreementLevel),
        (glossary.POLICY_TEXT, Tier3Policy),
    ],
)
def test_every_member_of_a_code_has_plain_words(table: dict, code: type[StrEnum]) -> None:
    assert set(table) == set(code)
    assert all(text and "_" not in text and text != text.upper() for text in table.values())


def test_every_registered_source_has_a_title_and_the_index_its_edition() -> None:
    for entry in REGISTRY:
        assert glossary.source_title(entry.name) != entry.name, entry.name
    assert glossary.source_title(glossary.COURTLISTENER_BULK, "2026-03-31") == (
        "the offline index (CourtListener bulk data, edition 2026-03-31)"
    )
    assert glossary.source_title("state-site") == "state-site"  # a source with no title keeps its id
