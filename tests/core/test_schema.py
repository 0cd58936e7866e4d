from pathlib import Path

import jsonschema
import pytest

from briefcheck.domain.models import Evidence, dump
from briefcheck.domain.schema import SCHEMAS, render


@pytest.mark.parametrize("name", sorted(SCHEMAS))
def test_committed_schema_is_current(name: str, repo_root: Path) -> None:
    path = repo_root / "schemas" / f"{name}.schema.json"
    assert path.is_file(), f"{path} missing: run `python -m briefcheck.domain.schema`"
    stale = f"{path} is stale: run `python -m briefcheck.domain.schema`"
    assert path.read_text() == render(SCHEMAS[name]), stale


def test_seed_evidence_example_validates_against_schema(repo_root: Path) -> None:
    import json

    schema = json.loads((repo_root / "schemas" / "evidence.schema.json").read_text())
    record = Evidence.model_validate(
        {
            "claim_id": "claim_1",
            "citation_id": "cite_001",
            "outcome": "VERIFIED_ERROR",
            "hallucination_category": "PARAGRAPH_HALLUCINATION",
            "confidence": "HIGH",
            "evidence_summary": "Judgment retrieved; only contains paragraphs [1]-[35]; claim cites [42]",
            "evidence_details": {
                "retrieval_url": "https://caselaw.nationalarchives.gov.uk/uksc/2017/5/data.xml",
                "retrieval_timestamp": "2026-01-13T12:00:00Z",
                "cached_path": "sources/abc123",
                "paragraph_count": 35,
                "cited_paragraph": 42,
            },
        }
    )
    jsonschema.validate(dump(record), schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**dump(record), "outcome": "MAYBE"}, schema)
