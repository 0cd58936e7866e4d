#!/usr/bin/env bash
# Create .venv (if missing) and install briefcheck with its test and speed extras from this repo's
# own files. Safe to run again: it only installs what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PYTHON" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
# An editable install leaves briefcheck's own modules uncompiled, and where PYTHONDONTWRITEBYTECODE
# is set (as in many containers) every run compiled them again: about 0.1 s of each check's start.
.venv/bin/python -m compileall -q layers/core/briefcheck
