"""Our slimmed `find_citations` gives eyecite's own answers for everything Tier 1 keeps: the same
citations, spans, reporters (edition guesses) and metadata, on briefs written in many styles.
Compared in text order: eyecite orders by the span of the case name it searched for, which
`find_citations` does not search, and Tier 1 sorts by position anyway."""

from __future__ import annotations

import pytest
from bench_scripts import bench_script
from eyecite import get_citations, resolve_citations
from eyecite.models import (
    FullCaseCitation,
    FullJournalCitation,
    FullLawCitation,
    IdCitation,
    ShortCaseCitation,
    SupraCitation,
)

from briefcheck.extract.eyecite_internals import ShortFormIndex, find_citations, resolve_full_citation
from briefcheck.extract.tokenizer import tokenizer_for

make_brief = bench_script("tier1").make_brief

KEPT = (FullCaseCitation, ShortCaseCitation, IdCitation, SupraCitation, FullLawCitation, FullJournalCitation)
STYLES = """Brown v. Board of Education, 347 U.S. 483, 495, 74 S. Ct. 686 (1954). Id. at 494.
Lane v. Pryce (1998) 91 Cal.App.4th 442, 447. Brown, 347 U.S. at 490. Brown, supra, at 491.
People v. Smith, 4 Ill. (Scam.) 101 (1842); 42 U.S.C. § 1983 (2018); 120 Harv. L. Rev. 1234, 1240 (2007).
Matter of Ortiz v Kemper (88 NY2d 510, 514 [1996]). Smith v. Jones, 2019 WL 1234567, at *3 (S.D.N.Y. 2019).
Roe, 410 U.S., at 150; Doe v. Bolton, 410 U.S. 179 (1973), cert. denied, 411 U.S. 1 (1974). Ibid.
"""


def _view(citation: object) -> tuple:
    meta = citation.metadata
    reporter = citation.corrected_reporter() if hasattr(citation, "corrected_reporter") else None
    return (
        type(citation).__name__,
        citation.span(),
        citation.matched_text(),
        reporter,
        getattr(meta, "pin_cite", None),
        # a full case's year written before it (California style) is read by us.py's own name parse
        None if isinstance(citation, FullCaseCitation) else getattr(meta, "year", None),
        getattr(meta, "court", None),
        getattr(meta, "parenthetical", None),
        getattr(meta, "antecedent_guess", None) if not isinstance(citation, FullCaseCitation) else None,
    )


@pytest.mark.parametrize(
    "text",
    [STYLES, make_brief(60_000, 7)[0], make_brief(40_000, 11, sentences=(2, 4))[0]],
    ids=["styles", "brief", "dense"],
)
def test_find_citations_matches_eyecite_on_every_kept_citation(text: str) -> None:
    for paragraph in text.split("\n\n"):
        tokenizer = tokenizer_for(paragraph)
        theirs = sorted(_view(c) for c in get_citations(paragraph, tokenizer=tokenizer) if type(c) in KEPT)
        found = find_citations(paragraph, tokenizer)
        ours = sorted(_view(c) for c in found)
        assert ours == theirs  # in text order: Tier 1 orders citations by where they stand
        # and without eyecite's Document: its tokens are not kept alive by the citations
        assert all(c.document is None for c in found)


def test_the_short_form_index_resolves_as_eyecite_does() -> None:
    repeated = (
        "Lee v. Hart, 512 F. Supp. 3d 77 (S.D.N.Y. 2021). Again, Lee v. Hart, 512 F. Supp. 3d 77 (2021)."
    )
    text = STYLES + "\n\n" + repeated + "\n\n" + make_brief(120_000, 5, sentences=(2, 4))[0]
    citations = get_citations(text, tokenizer=tokenizer_for(text))

    def links(resolutions: dict) -> list[tuple[tuple[int, int], list[tuple[int, int]]]]:
        return sorted((head.citation.span(), [c.span() for c in cs]) for head, cs in resolutions.items())

    theirs = resolve_citations(citations)
    ours = resolve_citations(
        citations, resolve_full_citation=resolve_full_citation, resolve_shortcase_citation=ShortFormIndex()
    )
    shorts = sum(isinstance(c, ShortCaseCitation) for c in citations)
    assert shorts > 20 and links(ours) == links(theirs)
    # the same case cited in full twice is one resource (so the links above compare that too)
    assert any(sum(isinstance(c, FullCaseCitation) for c in cs) > 1 for cs in theirs.values())


def test_the_court_lookup_answers_as_eyecites_own() -> None:
    """Every court string of courts-db, its prefixes and its spellings with other punctuation get
    eyecite's own answer (loaded afresh: us.py routes eyecite's call through ours)."""
    import importlib.util
    import random

    from courts_db import courts

    from briefcheck.extract.parens import memoised_court_lookup

    spec = importlib.util.find_spec("eyecite.helpers")
    assert spec is not None and spec.loader is not None
    fresh = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fresh)
    rng = random.Random(5)
    strings = {"", "(", "2d Cir.", "3d Cir", "S.D.N.Y.", "Pa. Super.", "Cal. App. 4th", "nowhere court"}
    for court in rng.sample(courts, 150):
        cite = court["citation_string"]
        strings.update({cite, cite.upper(), cite.replace(".", ""), cite[: max(1, len(cite) // 2)]})
    answers = {s: (memoised_court_lookup(s), fresh.get_court_by_paren(s)) for s in sorted(strings)}
    assert {s: ours for s, (ours, _) in answers.items()} == {s: theirs for s, (_, theirs) in answers.items()}
    assert sum(ours is not None for ours, _ in answers.values()) > 150  # the answers are real courts


def test_the_metadata_after_a_full_case_citation_is_eyecites_own() -> None:
    """Our copy of add_post_citation (its pattern compiled once, its text joined once) reads the
    same pin, parenthetical, year, month, day, court and span end as eyecite's, on every full case
    citation of briefs in many styles, including texts longer than its match window."""
    from dataclasses import asdict

    from eyecite.helpers import MAX_MATCH_CHARS, add_post_citation
    from eyecite.models import CitationToken, Document

    from briefcheck.extract.eyecite_internals import _add_post_citation, _is_case

    # a parenthetical whose closing bracket stands just past eyecite's window (MAX_MATCH_CHARS
    # after the citation): the word holding it crosses the window's end, and it is cut there
    after = ", 9-10 (2d Cir. 1993) ("
    filler = "holding that the stay applied " * 8
    filler += "x" * (MAX_MATCH_CHARS - len(after) - len(filler) - 2)
    long_tail = "Smith v. Jones, 5 F.3d 7" + after + filler + " ends). Next sentence."
    texts = [
        STYLES,
        long_tail,
        *make_brief(60_000, 7)[0].split("\n\n"),
        *make_brief(30_000, 3, (2, 4))[0].split("\n\n"),
    ]
    compared = with_metadata = 0
    for text in texts:
        document = Document(plain_text=text)
        document.tokenize(tokenizer=tokenizer_for(text))
        for index, token in document.citation_tokens:
            if type(token) is not CitationToken or token.short or not _is_case(token):
                continue
            theirs, ours = (
                FullCaseCitation(
                    token,
                    index,
                    exact_editions=token.exact_editions,
                    variation_editions=token.variation_editions,
                )
                for _ in range(2)
            )
            add_post_citation(theirs, document.words)
            _add_post_citation(ours, document.words)
            assert (ours.full_span_end, ours.year, asdict(ours.metadata)) == (
                theirs.full_span_end,
                theirs.year,
                asdict(theirs.metadata),
            )
            compared += 1
            with_metadata += ours.metadata.pin_cite is not None and ours.metadata.court is not None
    assert compared > 100 and with_metadata > 60  # real citations, most with pins and courts


class _Ordered:
    """A tokenizer handing over a span's full token before its short one, or after (as a set's order
    put them, run to run)."""

    def __init__(self, text: str, full_first: bool) -> None:
        self.inner, self.full_first = tokenizer_for(text), full_first

    def extract_tokens(self, text: str) -> list:
        tokens = list(self.inner.extract_tokens(text))
        short = [bool(getattr(t, "short", False)) for t in tokens]
        order = sorted(range(len(tokens)), key=lambda i: (tokens[i].start, short[i] == self.full_first))
        return [tokens[i] for i in order]

    def append_text(self, tokens: list, text: str) -> None:
        self.inner.append_text(tokens, text)


@pytest.mark.parametrize("full_first", [False, True])
def test_a_short_form_is_short_whichever_token_of_its_span_comes_first(full_first: bool) -> None:
    # reporters-db spells the Tax Court's reports "T.C. at" too: "154 T.C. at 208" was a full citation
    # beginning at page 208 or a short form by the order of a set (ERROR in some runs, VERIFIED in others)
    text = "Hollister v. Commissioner, 154 T.C. 205, 206 (2020). It may estimate. Hollister, 154 T.C. at 208."
    full, short = find_citations(text, _Ordered(text, full_first))
    assert type(full) is FullCaseCitation and type(short) is ShortCaseCitation
    assert (short.groups["reporter"], short.groups["page"]) == ("T.C.", "208")
