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
