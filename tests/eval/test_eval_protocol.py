"""The testing protocol: loading a labelled set, scoring, comparing, rendering."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briefcheck.domain.codes import (
    AGENT_UNAVAILABLE,
    Recommendation,
    Verdict,
)
from briefcheck.domain.config import panel_from
from briefcheck.domain.errors import InputError
from briefcheck.domain.models import AgentVerdict, TokenUsage, dump
from briefcheck.domain.seats import seat_entry, seat_names
from briefcheck.eval import (
    NOT_EXTRACTED,
    EvalItem,
    EvalReport,
    ItemOutcome,
    compare,
    load_dataset,
    match_score,
    render_markdown,
    score,
)

PANEL = panel_from("anthropic")
ROW = {
    "id": "x1",
    "label": "real",
    "citation": "Brown v. Board of Education, 347 U.S. 483 (1954)",
    "jurisdiction": "US",
    "context": "See Brown v. Board of Education, 347 U.S. 483 (1954).",
    "claimed_proposition": "separate is not equal",
    "truth": "real",
    "source": "hand-written",
    "notes": "",
}


def write_jsonl(path: Path, rows: list[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def test_load_dataset_reads_every_field(tmp_path: Path) -> None:
    rows = [ROW, {**ROW, "id": "x2", "label": "fabricated"}, {**ROW, "id": "x3", "label": "edge"}]
    items = load_dataset(write_jsonl(tmp_path / "set.jsonl", [*rows, ""]))
    assert [(i.id, i.label, i.is_real) for i in items] == [
        ("x1", "real", True),
        ("x2", "fabricated", False),
        ("x3", "edge", True),
    ]
    assert items[0].claimed_proposition == "separate is not equal"


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([ROW, "{not json"], r"set\.jsonl line 2: not JSON"),
        ([{**ROW, "label": "fake"}], r"line 1: field 'label'"),
        ([{k: v for k, v in ROW.items() if k != "citation"}], r"line 1: field 'citation': Field required"),
        ([{**ROW, "jurisdiction": "FR"}], r"line 1: field 'jurisdiction'"),
        ([ROW, ROW], r"line 2: id 'x1' appears twice"),
        (["[1, 2]"], r"line 1: expected a JSON object"),
        ([""], r"has no items"),
    ],
)
def test_bad_datasets_name_file_line_and_field(tmp_path: Path, rows: list[object], message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_dataset(write_jsonl(tmp_path / "set.jsonl", rows))


def test_missing_dataset_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"cannot read dataset .*nope\.jsonl"):
        load_dataset(tmp_path / "nope.jsonl")


def test_the_dev_set_loads(evalset: list[dict], tmp_path: Path) -> None:
    items = load_dataset(write_jsonl(tmp_path / "dev.jsonl", evalset))
    assert len(items) == len(evalset)
    assert {i.label for i in items} == {"real", "fabricated", "edge"}


def test_match_score_prefers_the_labelled_citation() -> None:
    wanted = "Miller v. United Airlines, Inc., 174 F.3d 366 (2d Cir. 1999)"
    assert match_score("Miller v. United Airlines, Inc., 174 F.3d 366, 371-72 (2d Cir. 1999)", wanted) > 0.9
    assert match_score("174 F.3d 366", wanted) >= 0.9  # a bare cite contained in the string
    assert match_score("Housing Act 1996, s. 188(3)", "Housing Act 1996, section 188(3)") > 0.6
    assert match_score("Roe v. Wade, 410 U.S. 113 (1973)", wanted) < 0.6


def verdicts(*spec: str) -> list[AgentVerdict]:
    """Five verdicts from 'V', 'I' or 'U' (U! = agent unavailable), one per role in seat order."""
    out = []
    for role, s in zip(seat_names(), spec, strict=True):
        kind = {"V": Verdict.VALID, "I": Verdict.INVALID, "U": Verdict.UNCERTAIN, "U!": Verdict.UNCERTAIN}[s]
        out.append(
            AgentVerdict(
                agent=f"{role}_v1",
                verdict=kind,
                invalid_reason=seat_entry(role).invalid[0] if s == "I" else None,
                uncertain_reason=(AGENT_UNAVAILABLE if s == "U!" else seat_entry(role).uncertain[0])
                if kind is Verdict.UNCERTAIN
                else None,
                model="claude-haiku-4-5-20251001",
                usage=TokenUsage(input_tokens=100, output_tokens=10, cost_usd=0.00015, calls=1),
            )
        )
    return out


def outcome(
    item_id: str, label: str, rec: Recommendation | None, vs: list[AgentVerdict] | None = None
) -> ItemOutcome:
    agrees = rec is not None and (
        rec is not Recommendation.LIKELY_VALID
        if label == "fabricated"
        else rec is not Recommendation.LIKELY_HALLUCINATED
    )
    return ItemOutcome(
        id=item_id,
        label=label,  # type: ignore[arg-type]
        citation=f"citation of {item_id}",
        extracted=rec is not None,
        problem=None if rec else "no citation extracted",
        recommendation=rec,
        verdicts=vs or [],
        agrees_with_label=agrees,
    )


R = Recommendation


def sample_report() -> EvalReport:
    outcomes = [
        outcome("r1", "real", R.LIKELY_VALID, verdicts("V", "V", "V", "V", "V")),
        outcome("r2", "real", R.UNCERTAIN, verdicts("V", "U", "V", "V", "I")),
        outcome("r3", "real", R.LIKELY_HALLUCINATED, verdicts("I", "U", "V", "I", "V")),
        outcome("r4", "real", None),  # Tier 1 missed it
        outcome("e1", "edge", R.LIKELY_VALID, verdicts("V", "V", "V", "V", "U!")),
        outcome("e2", "edge", R.UNCERTAIN, verdicts("V", "V", "U", "V", "U")),
        outcome("f1", "fabricated", R.LIKELY_HALLUCINATED, verdicts("I", "I", "V", "I", "I")),
        outcome("f2", "fabricated", R.LIKELY_VALID, verdicts("V", "V", "V", "V", "I")),
        outcome("f3", "fabricated", None),
    ]
    return score(outcomes, PANEL, "sample.jsonl")


def test_score_computes_the_protocol_figures() -> None:
    r = sample_report()

    assert (r.real_ok.hits, r.real_ok.total) == (4, 6)  # r1 r2 e1 e2; r3 flagged, r4 never judged
    assert (
        r.real_ok.share == pytest.approx(0.6667, abs=1e-4)
        and r.real_ok.target == 0.9
        and r.real_ok.met is False
    )
    assert (r.fabricated_caught.hits, r.fabricated_caught.total) == (1, 3)
    assert (r.edge_flagged.hits, r.edge_flagged.total, r.edge_flagged.target) == (1, 2, None)
    assert (r.lawyer_agreement.hits, r.lawyer_agreement.total) == (5, 9)
    assert r.confusion["real"] == {
        R.LIKELY_VALID.value: 1,
        R.UNCERTAIN.value: 1,
        R.LIKELY_HALLUCINATED.value: 1,
        NOT_EXTRACTED: 1,
    }
    assert r.confusion["fabricated"][NOT_EXTRACTED] == 1
    assert r.not_extracted == ["r4", "f3"]
    assert r.by_label == {"real": 4, "edge": 2, "fabricated": 3}
    authority, _, temporal, _, reality = r.agents
    assert authority.agent == "citation_authority_validator_v1"
    assert (authority.judged, authority.invalid_on_real, authority.valid_on_fabricated) == (7, 1, 1)
    assert authority.error_rate == pytest.approx(2 / 7, abs=1e-4)
    assert (temporal.errors, temporal.valid_on_fabricated) == (2, 2)
    assert reality.unavailable == 1 and reality.invalid_on_real == 1
    assert r.usage.calls == 35 and r.usage.cost_usd == pytest.approx(35 * 0.00015)


def test_report_json_round_trips() -> None:
    r = sample_report()
    again = EvalReport.model_validate(json.loads(json.dumps(dump(r))))
    assert again == r


def test_markdown_shows_targets_confusion_agents_and_misses() -> None:
    text = render_markdown(sample_report())

    assert "# briefcheck eval: sample.jsonl" in text
    assert "| Real citations (real + edge) not marked hallucinated | 4/6 (66.7%) | >= 90% | NO |" in text
    assert "| Fabricated citations caught (not marked likely valid) | 1/3 (33.3%) | >= 80% | NO |" in text
    assert "| real | 1 | 1 | 1 | 1 |" in text
    assert (
        "| citation_authority_validator_v1 | claude-haiku-4-5-20251001 | 7 | 2 | 28.6% | 1 | 1 | 0 |" in text
    )
    assert "`r4` (real): citation of r4 — no citation extracted" in text
    assert (
        "| f2 | fabricated | likely valid | reality_assessment_expert_v1: INVALID fabrication_markers |"
        in text
    )


def test_compare_lists_changed_items_side_by_side() -> None:
    a = sample_report()
    better = [o.model_copy() for o in a.outcomes]
    better[2] = outcome("r3", "real", R.UNCERTAIN, verdicts("V", "U", "V", "I", "V"))
    better[7] = outcome("f2", "fabricated", R.UNCERTAIN, verdicts("V", "V", "V", "I", "I"))
    b = score(
        better, panel_from("anthropic", overrides="citation_authority_validator_v2=anthropic"), "sample.jsonl"
    )

    c = compare(a, b, "v1", "v2")

    assert [(ch.id, ch.a, ch.b) for ch in c.changed] == [
        ("r3", R.LIKELY_HALLUCINATED.value, R.UNCERTAIN.value),
        ("f2", R.LIKELY_VALID.value, R.UNCERTAIN.value),
    ]
    text = render_markdown(c)
    assert "# briefcheck eval: v1 against v2" in text
    row = "| Real citations (real + edge) not marked hallucinated | 4/6 (66.7%) | 5/6 (83.3%) | +16.7 pts |"
    assert row + " >= 90% |" in text
    assert "citation_authority_validator_v2" in text
    assert "| r3 | real | likely hallucinated | uncertain |" in text


def test_eval_item_ignores_unknown_fields() -> None:
    item = EvalItem.model_validate({**ROW, "reviewer": "A. Lawyer"})
    assert item.id == "x1"
