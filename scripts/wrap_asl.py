"""Print a throw-away CloudFormation template holding an ASL file as a raw state machine
Definition, so cfn-lint (rule E3601) checks its states, transitions and error names.

SAM's `DefinitionUri` is not read by cfn-lint; this is how the ASL gets linted. Each
`${Name}` DefinitionSubstitution becomes a placeholder of the right shape (a Lambda ARN for
`*FunctionArn`, a bucket name otherwise).

    python scripts/wrap_asl.py statemachine/briefcheck.asl.json > /tmp/asl.json && cfn-lint /tmp/asl.json
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

PLACEHOLDER = re.compile(r"\$\{(\w+)\}")


def placeholder(name: str) -> str:
    if name.endswith("FunctionArn"):
        return f"arn:aws:lambda:us-east-1:123456789012:function:{name.removesuffix('Arn')}"
    return f"lint-{name.lower()}"


def graph_errors(states: dict, where: str = "") -> list[str]:
    """Transitions cfn-lint does not check: every Next/Default/Catch target exists, every state
    is reachable from StartAt, and nested Parallel branches and Map processors hold too."""
    errors: list[str] = []
    edges: dict[str, set[str]] = {}
    for name, state in states["States"].items():
        targets = {state.get("Next"), state.get("Default")}
        targets |= {c.get("Next") for c in state.get("Choices", []) + state.get("Catch", [])}
        edges[name] = {t for t in targets if t}
        for target in edges[name] - states["States"].keys():
            errors.append(f"{where}{name}: transition to missing state {target!r}")
        for i, branch in enumerate(state.get("Branches", [])):
            errors += graph_errors(branch, f"{where}{name}.Branches[{i}].")
        for key in ("ItemProcessor", "Iterator"):
            if key in state:
                errors += graph_errors(state[key], f"{where}{name}.{key}.")
    seen, todo = set(), [states["StartAt"]]
    while todo:
        name = todo.pop()
        if name in seen or name not in edges:
            continue
        seen.add(name)
        todo.extend(edges[name])
    errors += [f"{where}{name}: unreachable from StartAt" for name in states["States"].keys() - seen]
    return errors


def wrap(asl_text: str) -> dict:
    definition = json.loads(PLACEHOLDER.sub(lambda m: placeholder(m.group(1)), asl_text))
    return {
        "AWSTemplateFormatVersion": "2010-09-09",
        "Resources": {
            "LintedStateMachine": {
                "Type": "AWS::StepFunctions::StateMachine",
                "Properties": {
                    "RoleArn": "arn:aws:iam::123456789012:role/lint-only",
                    "Definition": definition,
                },
            }
        },
    }


if __name__ == "__main__":
    template = wrap(Path(sys.argv[1]).read_text())
    problems = graph_errors(template["Resources"]["LintedStateMachine"]["Properties"]["Definition"])
    if problems:
        sys.exit(f"{sys.argv[1]}:\n  " + "\n  ".join(problems))
    print(json.dumps(template, indent=1))
