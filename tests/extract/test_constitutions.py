"""Constitutions cited by article or amendment (Bluebook R11): found and named, never passed over
unread; the United States Constitution's articles, amendments and their sections checked against
its text, a state's constitution listed as such."""

from __future__ import annotations

import pytest
from checked_status import status_of

from briefcheck.domain.codes import CitationStatus, CitationType
from briefcheck.extract import extract_text
from briefcheck.extract.constitutions import find_constitution_citations


@pytest.mark.parametrize(
    ("text", "span", "code", "title", "section", "pin"),
    [
        ("Congress may regulate commerce. U.S. Const. art. I, § 8, cl. 3.", "U.S. Const. art. I, § 8, cl. 3",
         "U.S. Const.", "art. I", "8", "cl. 3"),
        ("The right is equal protection, U.S. Const. amend. XIV, § 1, which", "U.S. Const. amend. XIV, § 1",
         "U.S. Const.", "amend. XIV", "1", None),
        ("See U.S. CONST. amend. I.", "U.S. CONST. amend. I", "U.S. Const.", "amend. I", None, None),
        ("Federal law is supreme. U.S. Const. art. VI, cl. 2.", "U.S. Const. art. VI, cl. 2", "U.S. Const.",
         "art. VI", None, "cl. 2"),
        ("See U.S. Const. pmbl.", "U.S. Const. pmbl.", "U.S. Const.", "pmbl.", None, None),
        ("Privacy is protected. Cal. Const. art. I, § 1.", "Cal. Const. art. I, § 1", "Cal. Const.", "art. I",
         "1", None),
        ("See N.Y. Const. art. VI, § 3.", "N.Y. Const. art. VI, § 3", "N.Y. Const.", "art. VI", "3", None),
    ],
)  # fmt: skip
def test_a_constitution_is_cited_by_article_or_amendment(
    text: str, span: str, code: str, title: str, section: str | None, pin: str | None
) -> None:
    [c] = extract_text(text).citations()
    assert c.type is CitationType.CONSTITUTION and c.text == span
    k = c.components
    assert (k.code, k.title, k.section, k.pin_cite) == (code, title, section, pin)


@pytest.mark.parametrize(
    "text",
    [
        "The Constitution protects speech.",
        "The framers debated Article I at length.",
        "The U.S. Const. is the supreme law.",  # named, but no article or amendment cited
    ],
)
def test_a_constitution_named_in_prose_is_no_citation(text: str) -> None:
    assert find_constitution_citations(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The right is new. U.S. Const. amend. XXVIII.",  # 27 amendments
        "The power is vested. U.S. Const. art. IX, § 2.",  # 7 articles
        "Congress may tax. U.S. Const. art. I, § 12.",  # article I has 10 sections
        "The right is equal. U.S. Const. amend. XIV, § 7.",  # the Fourteenth has 5
    ],
)
def test_an_article_amendment_or_section_the_constitution_lacks_is_impossible(text: str, tmp_path) -> None:
    assert status_of(text, tmp_path) is CitationStatus.LIKELY_HALLUCINATED


@pytest.mark.parametrize(
    "text",
    [
        "Congress may regulate commerce. U.S. Const. art. I, § 8, cl. 3.",
        "The right is equal. U.S. Const. amend. XIV, § 5.",
        "Speech is free. U.S. Const. amend. I.",
        "Privacy is protected. Cal. Const. art. I, § 1.",
    ],
)
def test_a_real_provision_is_listed_unverified_never_an_error(text: str, tmp_path) -> None:
    assert status_of(text, tmp_path) is CitationStatus.UNVERIFIED
