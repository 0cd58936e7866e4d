"""`eval` measures the product `check` is: every item of the development set gets the same final
status from both, under the rules panel and under a model panel that votes VALID for everything
(where only the decisive impossibilities can catch an invented citation)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briefcheck.domain.codes import Tier3Policy
from briefcheck.domain.config import Settings, panel_from
from briefcheck.eval import evaluate, load_dataset
from briefcheck.report.outputs import standard_outputs
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores


@pytest.mark.parametrize("backend", ["rules", "anthropic"])
def test_eval_and_check_give_every_dev_item_the_same_status(
    evalset: list[dict], tmp_path: Path, backend: str, request: pytest.FixtureRequest
) -> None:
    if backend == "anthropic":
        request.getfixturevalue("always_valid")  # the loopback Messages API voting VALID
    dataset = tmp_path / "dev.jsonl"
    dataset.write_text("\n".join(json.dumps(row) for row in evalset) + "\n")
    items = {item.id: item for item in load_dataset(dataset)}
    settings = Settings(home=tmp_path / "home", backend=backend, tier3=Tier3Policy.NONE)
    panel = panel_from(backend, None, None)
    report = evaluate(list(items.values()), panel, settings, dataset="dev.jsonl")
    stores = open_stores(settings, standard_outputs())
    compared = 0
    for outcome in report.outcomes:
        if not outcome.extracted:
            continue
        item = items[outcome.id]
        status = None
        # as eval reads an item: its context, else the citation placed after it
        for text in (item.context, f"{item.context}\n\n{item.citation}"):
            result = check_document(text.encode(), f"{item.id}.txt", settings, stores, panel=panel)
            status = next((c.status for c in result.citations() if c.text == outcome.matched_text), None)
            if status is not None:
                break
        assert status is outcome.status, (item.id, outcome.matched_text, status, outcome.status)
        compared += 1
    assert compared >= 70  # nearly every item is extracted and compared
