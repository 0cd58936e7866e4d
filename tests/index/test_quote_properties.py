"""Quotation checks as properties, over many generated quotations of the opinions of
`test_texts.py` (the real bulk dialect, each page-marker format): a true span of the court's words
is never reported wrong, and a span with one word changed, or words in an order the court never
wrote them, is never VERIFIED. Seeded, so a failure names its quotation and reruns the same."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest
from bulk_dialect import Snapshot
from offline_check import offline_check
from test_texts import CASES, DENSE, EDITION, HARVARD, LEAD, PAGE_LABEL, PLAIN

from briefcheck.domain.codes import CitationStatus
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.verify.quotes import compact

_MARKS = re.compile(
    r'<span class="star-pagination">\*\d+</span>|<a class="page-label">\*\d+</a>'
    r"|<page-number[^>]*>[^<]*</page-number>|<sup>\d+</sup>"
)


def _words(opinion: str) -> list[str]:
    """The court's words as a reader sees them: no tags, star pages or footnote calls."""
    return html.unescape(re.sub(r"<[^>]+>", " ", _MARKS.sub(" ", opinion))).replace('"', "").split()


# Each case cited in full without a pin, with the words of its opinion of the court
OPINIONS = {
    "Harlow v. Fitzgerald, 457 U.S. 800 (1982)": _words(LEAD),
    "Tolliver v. Nash, 925 F.3d 495 (11th Cir. 2017)": _words(HARVARD),
    "Bancroft v. Ostrander, 925 F.3d 475 (11th Cir. 2017)": _words(PAGE_LABEL),
    "Abernathy v. Quill, 925 F.3d 505 (11th Cir. 2017)": _words(PLAIN),
}
FRAMES = ("The court held that", "It explained that", "As the court put it,", "Courts agree that")
# What a changed word becomes: a negation, a quantifier, a modal, a number, or a word reversed
CHANGES = ("not", "never", "all", "some", "may", "must", "30", "ninety")
SAMPLES = 150


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    directory = tmp_path_factory.mktemp("quote-properties")
    courts = {"scotus": "Supreme Court", "ca11": "Eleventh Circuit", "wis": "Wisconsin Supreme Court"}
    Snapshot(cases=CASES + DENSE, courts=courts).write(directory / "bulk", EDITION)
    build_index(directory / "bulk", directory / "courtlistener.sqlite")
    return SQLiteCitationIndex(directory / "courtlistener.sqlite")


def _span(rng: random.Random, words: list[str]) -> list[str]:
    size = rng.randint(4, min(18, len(words)))
    at = rng.randint(0, len(words) - size)
    return words[at : at + size]


def _status(index: SQLiteCitationIndex, home: Path, frame: str, quote: str, cited: str) -> CitationStatus:
    return offline_check(index, home, f'{frame} "{quote}" {cited}.')[1]


def test_a_true_span_of_the_courts_words_is_verified(index: SQLiteCitationIndex, tmp_path: Path) -> None:
    rng = random.Random(20261129)
    checked = 0
    for n in range(SAMPLES):
        cited, words = rng.choice(list(OPINIONS.items()))
        span = _span(rng, words)
        if any(re.search(r"\d+\s*U\.S\.|\bv\.", w) for w in span) or "(1982)" in span:
            continue  # a span holding a citation of its own quotes a citation, not the court's words
        quote, frame = " ".join(span), rng.choice(FRAMES)
        checked += 1
        status = _status(index, tmp_path / str(n), frame, quote, cited)
        assert status is CitationStatus.VERIFIED, (quote, cited)
    assert checked > SAMPLES // 2


def test_a_span_with_a_word_changed_or_shuffled_is_never_verified(
    index: SQLiteCitationIndex, tmp_path: Path
) -> None:
    rng = random.Random(11292026)
    court = {cited: compact(" ".join(words))[0] for cited, words in OPINIONS.items()}
    checked = 0
    for n in range(SAMPLES):
        cited, words = rng.choice(list(OPINIONS.items()))
        span = _span(rng, words)
        if rng.random() < 0.5:
            at = rng.randrange(len(span))
            span[at] = rng.choice([c for c in CHANGES if c != span[at].lower()])
        else:
            rng.shuffle(span)
        quote = " ".join(span)
        if compact(quote)[0] in court[cited]:
            continue  # the change left words the court did write
        checked += 1
        status = _status(index, tmp_path / str(n), rng.choice(FRAMES), quote, cited)
        assert status is not CitationStatus.VERIFIED, (quote, cited)
    assert checked > SAMPLES // 2
