"""Reading a labelled set (JSON Lines: id, label, citation, context), one clear error per bad row."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from briefcheck.domain.errors import InputError
from briefcheck.eval.models import EvalItem


def load_dataset(path: Path) -> list[EvalItem]:
    """Items of a JSONL file; InputError names the file, line and field of any bad row."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"cannot read dataset {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"dataset {path} is not UTF-8 text") from None
    items: list[EvalItem] = []
    seen: set[str] = set()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError as exc:
            raise InputError(f"{path} line {number}: not JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise InputError(f"{path} line {number}: expected a JSON object")
        try:
            item = EvalItem.model_validate(row)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "(row)"
            raise InputError(f"{path} line {number}: field '{field}': {first['msg']}") from None
        if item.id in seen:
            raise InputError(f"{path} line {number}: id {item.id!r} appears twice")
        seen.add(item.id)
        items.append(item)
    if not items:
        raise InputError(f"dataset {path} has no items")
    return items


# --------------------------------------------------------------------------- matching
