"""JSON Schemas generated from the models: `python -m briefcheck.domain.schema [DIR]` writes them.

`tests/core/test_schema.py` fails when a committed schema differs from the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pydantic import BaseModel

from briefcheck.domain.models import (
    AgentVerdict,
    CheckResult,
    CitationTask,
    Evidence,
    Tier1Document,
    Validation,
)

SCHEMAS: dict[str, type[BaseModel]] = {
    "tier1_document": Tier1Document,
    "citation_task": CitationTask,
    "agent_verdict": AgentVerdict,
    "validation": Validation,
    "evidence": Evidence,
    "check_result": CheckResult,
}


def render(model: type[BaseModel]) -> str:
    schema = model.model_json_schema(mode="serialization")
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def write_all(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, model in SCHEMAS.items():
        path = directory / f"{name}.schema.json"
        path.write_text(render(model))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("schemas")
    for p in write_all(target):
        print(p)
