"""The hyperscan database is compiled once and reused from the cache directory."""

from pathlib import Path

import pytest

from briefcheck.extract import tokenizer as tokenizers
from briefcheck.extract.tokenizer import build_tokenizer, cache_dir, get_tokenizer, hyperscan_available


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_second_construction_loads_the_cache_without_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    directory = cache_dir()
    first = get_tokenizer()  # builds the cache if this machine has none yet
    before = {p.name: p.stat().st_mtime_ns for p in directory.iterdir() if not p.name.startswith(".")}

    def no_compile(_: object) -> None:
        raise AssertionError("compiled again although the database is cached")

    monkeypatch.setattr(tokenizers, "compile_database", no_compile)
    again = build_tokenizer(directory)
    after = {p.name: p.stat().st_mtime_ns for p in directory.iterdir() if not p.name.startswith(".")}
    assert before and after == before
    text = "See Brown v. Board of Education, 347 U.S. 483 (1954)."
    assert [str(t) for t in again.tokenize(text)[0]] == [str(t) for t in first.tokenize(text)[0]]


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_a_corrupt_cache_file_is_compiled_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from eyecite.tokenizers import HyperscanTokenizer

    source = build_tokenizer(cache_dir())
    path = tokenizers.database_path(HyperscanTokenizer(), tmp_path)
    path.write_bytes(b"not a hyperscan database")
    monkeypatch.setattr(tokenizers, "compile_database", lambda t: source._db)  # the 20 s compile
    rebuilt = build_tokenizer(tmp_path)
    assert rebuilt._db is source._db
    assert path.read_bytes() != b"not a hyperscan database"


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_a_short_text_is_tokenized_without_the_database_and_the_tokens_are_the_same(
    repo_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from eyecite import get_citations
    from eyecite.tokenizers import default_tokenizer

    monkeypatch.setattr(tokenizers, "_tokenized", 0)
    brief = (repo_root / "examples" / "sample_brief.md").read_text()
    assert tokenizers.tokenizer_for(brief) is default_tokenizer
    assert tokenizers.tokenizer_for("x" * tokenizers.SMALL_TEXT) is get_tokenizer()
    more = (
        "See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009); Twombly, 550 U.S. at 570; Id. at 571. "
        "Cf. Lee v. Hart, 512 F. Supp. 3d 77 (S.D.N.Y. 2021), aff'd, 45 F.4th 10 (2d Cir. 2022); "
        "Holt v. Holt, 301 Ga. 118, 799 S.E.2d 10 (2017); 15 U.S.C. § 78j(b); Fed. R. Civ. P. 12(b)(6); "
        "Smith, supra, at 4; 2020 WL 1234567, at *2; 97 Cal. App. 5th 301; 88 Harv. L. Rev. 1 (1974)."
    )
    paragraphs = [p for p in brief.split("\n\n") if p.strip()] + [more]

    def found(tokenizer: object) -> list[list[tuple[str, tuple[int, int], str]]]:
        return [
            [(type(c).__name__, c.span(), str(c.groups)) for c in get_citations(p, tokenizer=tokenizer)]
            for p in paragraphs
        ]

    assert found(default_tokenizer) == found(get_tokenizer())
    assert sum(map(len, found(default_tokenizer))) >= 20


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_a_long_document_uses_the_database_from_its_first_paragraph(monkeypatch: pytest.MonkeyPatch) -> None:
    from eyecite.tokenizers import default_tokenizer

    from briefcheck.extract import extract_text

    monkeypatch.setattr(tokenizers, "_tokenized", 0)
    tokenizers.expect(tokenizers.SMALL_TEXT // 2)  # a short document: Aho-Corasick still
    assert tokenizers.tokenizer_for("See 347 U.S. 483.") is default_tokenizer

    monkeypatch.setattr(tokenizers, "_tokenized", 0)
    used: list[object] = []
    real = tokenizers.tokenizer_for

    def recording(text: str) -> object:
        used.append(real(text))
        return used[-1]

    monkeypatch.setattr("briefcheck.extract.us.tokenizer_for", recording)
    paragraph = "See Brown v. Board of Education, 347 U.S. 483 (1954). " * 40
    doc = extract_text("\n\n".join([paragraph] * (tokenizers.SMALL_TEXT // len(paragraph) + 2)))
    assert len(doc.citations()) > 100
    assert used and all(t is get_tokenizer() for t in used)


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_a_check_lets_the_database_go_once_its_document_is_extracted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel, Tier 3 and the result run without the 64 MB database; the next long document
    loads it again."""
    import weakref

    from briefcheck.domain.config import Settings
    from briefcheck.extract import extract_text
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores

    monkeypatch.setattr(tokenizers, "_tokenized", 0)
    paragraph = "See Brown v. Board of Education, 347 U.S. 483 (1954). " * 40
    long_brief = "\n\n".join([paragraph] * (tokenizers.SMALL_TEXT // len(paragraph) + 2))
    extract_text(long_brief)
    loaded = weakref.ref(get_tokenizer())
    assert loaded() is not None

    settings = Settings(home=tmp_path)
    result = check_document(long_brief.encode(), "long.txt", settings, open_stores(settings, ()))
    assert len(result.citations()) > 100
    assert get_tokenizer.cache_info().currsize == 0 and loaded() is None  # freed, not merely uncached
    tokens = get_tokenizer().tokenize("See Brown v. Board of Education, 347 U.S. 483 (1954).")[0]
    assert any("347 U.S. 483" in str(t) for t in tokens)


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_our_hyperscan_tokenizer_gives_eyecites_tokens() -> None:
    """The same words and tokens (kind, span, groups) as eyecite's hyperscan tokenizer on the same
    database: on ASCII briefs, where it skips eyecite's offset table, and on text with accents,
    dashes and section signs, where it does not; and runs of spaces, leading and trailing ones."""
    from bench_scripts import bench_script
    from eyecite.tokenizers import HyperscanTokenizer

    ours = get_tokenizer()
    assert isinstance(ours, tokenizers.QuickHyperscanTokenizer)
    theirs = HyperscanTokenizer()
    theirs._db = ours._db
    brief = bench_script("tier1").make_brief(40_000, 3)[0]
    texts = [
        *brief.split("\n\n"),
        "  Señor Pérez v. Muñoz, 5 F.3d 7 (2d Cir. 1993) — see 42 U.S.C. § 1983;  Id.  at 8. ",
        "Smith  v.   Jones, 347 U.S. 483   (1954)",
        " ",
        "",
        "no citation here",
    ]

    def view(tokenizer: HyperscanTokenizer, text: str) -> tuple[list[str], list[tuple]]:
        words, found = tokenizer.tokenize(text)
        return [str(w) for w in words], [(i, type(t).__name__, t.start, t.end, t.groups) for i, t in found]

    assert sum(len(view(ours, t)[1]) for t in texts) > 100
    for text in texts:
        assert view(ours, text) == view(theirs, text)


def test_text_between_tokens_is_split_into_eyecites_words() -> None:
    import random

    from eyecite.tokenizers import Tokenizer

    rng = random.Random(4)
    for _ in range(2000):
        text = "".join(rng.choice(["a", "bc", " ", "  ", "\n", "§"]) for _ in range(rng.randint(0, 12)))
        ours: list = ["before"]
        theirs: list = ["before"]
        tokenizers.QuickHyperscanTokenizer.append_text(ours, text)
        Tokenizer.append_text(theirs, text)
        assert ours == theirs


def test_threads_tokenizing_at_once_each_scan_with_their_own_scratch() -> None:
    """Concurrent MCP tool calls shared one hyperscan scratch space and failed with
    ScratchInUseError: each thread now scans with its own."""
    from concurrent.futures import ThreadPoolExecutor

    if not hyperscan_available():
        pytest.skip("hyperscan is not installed")
    tokenizer = get_tokenizer()
    text = "See Brown v. Board of Education, 347 U.S. 483 (1954). " * 2000
    expected = [str(t) for t in tokenizer.tokenize(text)[1]]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda _: [str(t) for t in tokenizer.tokenize(text)[1]], range(32)))
    assert all(r == expected for r in results)


def test_release_lets_the_database_go_though_this_thread_scanned_with_it() -> None:
    """The thread's scratch space was kept module-wide with its database, so `release` freed
    nothing: a check kept the 64 MB database through its panel, Tier 3 and result."""
    import sys

    if not hyperscan_available():
        pytest.skip("hyperscan is not installed")
    tokenizers.release()
    tokenizer = get_tokenizer()
    assert [t.data for _, t in tokenizer.tokenize("See 347 U.S. 483 (1954).")[1]] == ["See", "347 U.S. 483"]
    database = tokenizer._db
    held = sys.getrefcount(database)
    del tokenizer
    tokenizers.release()
    assert sys.getrefcount(database) < held - 1  # the tokenizer's and the scratch's references are gone
    assert get_tokenizer()._db is not database  # the next long text loads it again
