"""The Tier 1 yardstick (bench/yardstick.py) held where it stands: the field's own data (eyecite's
find tests, reporters-db examples, courts-db strings, UK neutral citations) scored as the bench
scores it. A regression below these floors fails here; the bench prints the figures and targets."""

from __future__ import annotations

import json
from types import ModuleType

import pytest
from bench_scripts import bench_script


@pytest.fixture(scope="module")
def yardstick() -> ModuleType:
    return bench_script("yardstick")


def test_reporters_db_examples_and_uk_neutral_citations(yardstick: ModuleType) -> None:
    assert yardstick.score(yardstick.reporter_items(), yardstick.ours_reporter)["all"] >= 0.99
    assert yardstick.score(yardstick.law_items(), yardstick.ours_law)["all"] == 1.0
    assert yardstick.score(yardstick.uk_items(), yardstick.ours_uk)["all"] >= 0.98


def test_eyecite_find_tests(yardstick: ModuleType) -> None:
    rows = [json.loads(line) for line in yardstick.EYECITE_TESTS.read_text().splitlines()]
    scores, cites = yardstick.score_eyecite_tests(rows, yardstick.ours_eyecite_tests)
    assert cites >= 170
    floors = {"found": 0.99, "reporter": 0.99, "volume": 0.98, "page": 0.98, "year": 0.99, "court": 0.98}
    floors |= {"pin_cite": 0.97, "plaintiff": 0.96, "defendant": 0.96, "section": 1.0, "antecedent": 0.99}
    low = {field: round(scores[field], 3) for field, floor in floors.items() if scores[field] < floor}
    assert low == {}
