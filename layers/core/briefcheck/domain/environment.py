"""Models read from BRIEFCHECK_* environment variables: the CLI's settings and each Lambda's
environment. Values are parsed and validated like any model's; arguments given in code win.

(pydantic-settings did the same at about 40 ms of import in every process, which is a tenth of
what a one-citation `briefcheck check` may take.)
"""

from __future__ import annotations

import os
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

PREFIX = "BRIEFCHECK_"


class EnvModel(BaseModel):
    """A model whose unset fields come from `PREFIX` + the field's name, in any case."""

    model_config = ConfigDict(extra="ignore")

    @model_validator(mode="before")
    @classmethod
    def _from_environment(cls, data: Any) -> Any:
        values = dict(data) if isinstance(data, dict) else {}
        for key, value in os.environ.items():
            if key[: len(PREFIX)].upper() == PREFIX:
                name = key[len(PREFIX) :].lower()
                if name in cls.model_fields:
                    values.setdefault(name, value)
        return values
