#!/usr/bin/env bash
# Lint the SAM application: the template, the state machines (ASL), SAM's own validation, and a
# security scan. Called by .ci/run. The SAM CLI and checkov each live in their own venv under
# .venv-tools/ (their pins conflict with each other and with the project's); they are created on
# first use.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PY_VENV="${BRIEFCHECK_VENV:-$ROOT/.venv}"
TOOLS="${BRIEFCHECK_TOOLS_VENV:-$ROOT/.venv-tools}"
SAM_CLI_VERSION="1.170.0"
CHECKOV_VERSION="3.3.30"
export AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-us-east-1}"
export SAM_CLI_TELEMETRY=0

tool_venv() {  # tool_venv NAME REQUIREMENT: a venv at $TOOLS/NAME holding REQUIREMENT
    if [ ! -x "$TOOLS/$1/bin/$1" ]; then
        echo "== creating $TOOLS/$1 ($2)"
        "${PYTHON:-python3}" -m venv "$TOOLS/$1"
        "$TOOLS/$1/bin/pip" install --quiet --disable-pip-version-check "$2" 2>&1 \
            | grep -v "^WARNING: Location" || true
        [ -x "$TOOLS/$1/bin/$1" ] || { echo "cannot install $2 into $TOOLS/$1" >&2; exit 1; }
    fi
}
tool_venv sam "aws-sam-cli==$SAM_CLI_VERSION"
tool_venv checkov "checkov==$CHECKOV_VERSION"
# `--install-only`: create the tool venvs and stop (CI runs this beside the project's own setup).
if [ "${1:-}" = "--install-only" ]; then
    exit 0
fi

CFN_LINT="$PY_VENV/bin/cfn-lint"
[ -x "$CFN_LINT" ] || CFN_LINT="$(command -v cfn-lint)"

echo "== statemachine/*.asl.json are what scripts/gen_asl.py writes"
"$PY_VENV/bin/python" scripts/gen_asl.py --check

echo "== cfn-lint template.yaml"
"$CFN_LINT" template.yaml

# wrap_asl.py also checks what cfn-lint does not: every transition's target exists and every
# state is reachable.
echo "== cfn-lint statemachine/*.asl.json (wrapped as raw AWS::StepFunctions::StateMachine definitions)"
WRAP="$(mktemp -d)"
trap 'rm -rf "$WRAP"' EXIT
for asl in statemachine/*.asl.json; do
    name="$(basename "$asl" .asl.json)"
    "$PY_VENV/bin/python" scripts/wrap_asl.py "$asl" > "$WRAP/$name.yaml"
    "$CFN_LINT" "$WRAP/$name.yaml"
done

echo "== sam validate --lint"
"$TOOLS/sam/bin/sam" validate --lint --template template.yaml

echo "== checkov (skips justified in docs/SECURITY.md)"
"$TOOLS/checkov/bin/checkov" --quiet --compact --file template.yaml \
    --config-file scripts/checkov.yaml

echo "== lint OK"
