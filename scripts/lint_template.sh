#!/usr/bin/env bash
# Lint the SAM application: the template, the state machines (ASL), SAM's own validation, and a
# security scan. Called by .ci/run. The SAM CLI and checkov live in their own venv
# (.venv-tools) so their pins never touch the project's; it is created on first use.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PY_VENV="${BRIEFCHECK_VENV:-$ROOT/.venv}"
TOOLS="${BRIEFCHECK_TOOLS_VENV:-$ROOT/.venv-tools}"
SAM_CLI_VERSION="1.170.0"
CHECKOV_VERSION="3.3.30"
export AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-us-east-1}"
export SAM_CLI_TELEMETRY=0

CFN_LINT="$PY_VENV/bin/cfn-lint"
[ -x "$CFN_LINT" ] || CFN_LINT="$(command -v cfn-lint)"

if [ ! -x "$TOOLS/bin/sam" ] || [ ! -x "$TOOLS/bin/checkov" ]; then
    echo "== creating tools venv $TOOLS (aws-sam-cli $SAM_CLI_VERSION, checkov $CHECKOV_VERSION)"
    python3 -m venv "$TOOLS"
    "$TOOLS/bin/pip" install --quiet --disable-pip-version-check \
        "aws-sam-cli==$SAM_CLI_VERSION" "checkov==$CHECKOV_VERSION"
fi

echo "== cfn-lint template.yaml"
"$CFN_LINT" template.yaml

echo "== cfn-lint statemachine/*.asl.json (wrapped as raw AWS::StepFunctions::StateMachine definitions)"
WRAP="$(mktemp -d)"
trap 'rm -rf "$WRAP"' EXIT
for asl in statemachine/*.asl.json; do
    name="$(basename "$asl" .asl.json)"
    "$PY_VENV/bin/python" scripts/wrap_asl.py "$asl" > "$WRAP/$name.yaml"
    "$CFN_LINT" "$WRAP/$name.yaml"
done

echo "== sam validate --lint"
"$TOOLS/bin/sam" validate --lint --template template.yaml

echo "== checkov (skips justified in docs/SECURITY.md)"
"$TOOLS/bin/checkov" --quiet --compact --framework cloudformation --file template.yaml \
    --config-file scripts/checkov.yaml

echo "== lint OK"
