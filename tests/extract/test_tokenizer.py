"""The hyperscan database is compiled once and reused from the cache directory."""

import time

import pytest

from briefcheck.extract.tokenizer import build_tokenizer, cache_dir, get_tokenizer, hyperscan_available


@pytest.mark.skipif(not hyperscan_available(), reason="hyperscan not installed")
def test_second_construction_reuses_the_cache() -> None:
    directory = cache_dir()
    get_tokenizer()  # builds the cache if this machine has none yet
    before = {p.name: p.stat().st_mtime_ns for p in directory.iterdir() if not p.name.startswith(".")}
    started = time.perf_counter()
    build_tokenizer(directory)
    assert time.perf_counter() - started < 10  # a compile takes ~17 s; a load well under that
    after = {p.name: p.stat().st_mtime_ns for p in directory.iterdir() if not p.name.startswith(".")}
    assert before and after == before
