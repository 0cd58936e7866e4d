"""Write the state machines' ASL under statemachine/, from one description, and the panel
seats' functions and the backends offered in template.yaml, from their registries.

- `briefcheck.asl.json`: the check machine. Extract, then an inline Map over citation ids, then
  Finalize; a document with more citations than the threshold is handed to the large machine.
- `large.asl.json`: the large-document machine. A Distributed Map over the item list Extract
  wrote to S3 (documents/<id>/items.json), each citation a child Standard workflow (an Express
  child stops at 5 minutes, and one citation's agents, retries and Tier 3 can take longer).
- `text_import.asl.json`: the opinion-text import. A Distributed Map over the manifest of
  `briefcheck index export --text`, one shard a child workflow, writing the text store the Tier 3
  functions read (a few hundred children an edition: Standard costs cents more than Express).

The per-citation item processor (a branch a seat, consensus, Tier 3) is written once here and
used by both maps, so they cannot drift apart. Each seat of `briefcheck.domain.seats` has its
branch there, and in template.yaml its function, its ARN among both machines' substitutions and
their right to invoke it, written between the template's "# seats: ..." and "# end of seats: ..."
lines. `tests/cloud/test_cloud_template.py` fails when a committed file differs from this output.

    python scripts/gen_asl.py            # rewrite the files
    python scripts/gen_asl.py --check    # exit 1 if a file is stale
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "layers" / "core"))

from briefcheck.domain.backends import backend_names  # noqa: E402  (the core is on the path above)
from briefcheck.domain.seats import SeatEntry, panel_seats  # noqa: E402

STATEMACHINE_DIR = REPO / "statemachine"
TEMPLATE = REPO / "template.yaml"

# The errors AWS recommends retrying on every Lambda task: the Lambda service, not the function.
LAMBDA_TRANSIENT = [
    "Lambda.ServiceException",
    "Lambda.AWSLambdaException",
    "Lambda.SdkClientException",
    "Lambda.TooManyRequestsException",
]


# A function's own error (any errorType but States.Timeout): retried where the step is
# idempotent, so one transient fault (a throttled table, a network blip) does not fail a document.
FUNCTION_ERROR = ["States.TaskFailed"]

# The whole run's deadline: an execution still running after it times out, and the watchdog
# marks its document FAILED (alarm: executions timed out).
RUN_DEADLINE_S = 6 * 3600


def retry(errors: list[str], attempts: int = 4, interval: int = 2) -> dict:
    return {
        "ErrorEquals": errors,
        "IntervalSeconds": interval,
        "MaxAttempts": attempts,
        "BackoffRate": 2.0,
        "MaxDelaySeconds": 60,
        "JitterStrategy": "FULL",
    }


def invoke(function_key: str, payload: dict, **fields: object) -> dict:
    """A Lambda task through the optimised integration; the payload is ids only (256 KB limit)."""
    return {
        "Type": "Task",
        "Resource": "arn:aws:states:::lambda:invoke",
        "Parameters": {"FunctionName": f"${{{function_key}}}", "Payload": payload},
        **fields,
    }


IDS = {"document_id.$": "$.document_id", "citation_id.$": "$.citation_id"}
ERROR = {"error.$": "$.error.Error", "cause.$": "$.error.Cause"}


def agent_branch(seat: SeatEntry) -> dict:
    """One panelist. A Lambda that still fails after its retries (crash, timeout, throttling) is
    passed on as a failure (the agent, its model, the error's name), which the Consensus step
    makes the UNCERTAIN agent_unavailable verdict with the local runner's own function: failure
    pushes the citation toward review, never toward VALID, and the run goes on."""
    state, function_key, role = seat.state, f"{seat.function}Arn", seat.name
    unavailable = f"{state}Unavailable"
    return {
        "StartAt": state,
        "States": {
            state: invoke(
                function_key,
                {**IDS, "execution.$": "$.execution"},
                # Inside a Parallel branch: the branch yields where the verdict is kept.
                OutputPath="$.Payload",
                TimeoutSeconds=180,
                Retry=[retry(LAMBDA_TRANSIENT), retry(["States.Timeout"], attempts=1)],
                Catch=[{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": unavailable}],
                End=True,
            ),
            unavailable: {
                "Type": "Pass",
                "Parameters": {
                    "agent.$": f"$.agents.{role}.agent",
                    "model.$": f"$.agents.{role}.model",
                    "failed.$": "$.error.Error",
                },
                "End": True,
            },
        },
    }


def item_processor(mode: str) -> dict:
    """What happens to one citation: panel in parallel, consensus, then Tier 3 if chosen."""
    config: dict = {"Mode": mode}
    if mode == "DISTRIBUTED":
        config["ExecutionType"] = "STANDARD"
    return {
        "ProcessorConfig": config,
        "StartAt": "Panel",
        "States": {
            "Panel": {
                "Type": "Parallel",
                "Branches": [agent_branch(seat) for seat in panel_seats()],
                "ResultPath": "$.verdicts",
                "Next": "Consensus",
            },
            "Consensus": invoke(
                "ConsensusFunctionArn",
                {**IDS, "verdicts.$": "$.verdicts", "execution.$": "$.execution"},
                ResultSelector={
                    "tier3.$": "$.Payload.tier3",
                    "offline_only.$": "$.Payload.offline_only",
                    "recommendation.$": "$.Payload.recommendation",
                },
                ResultPath="$.consensus",
                Retry=[retry(LAMBDA_TRANSIENT), retry(FUNCTION_ERROR, attempts=2)],
                Next="WantsTier3",
            ),
            "WantsTier3": {
                "Type": "Choice",
                "Choices": [{"Variable": "$.consensus.tier3", "BooleanEquals": True, "Next": "Tier3"}],
                "Default": "CitationDone",
            },
            "Tier3": invoke(
                "Tier3FunctionArn",
                # offline_only: the policy left it to the offline index alone (no network source)
                {**IDS, "execution.$": "$.execution", "offline_only.$": "$.consensus.offline_only"},
                TimeoutSeconds=600,
                ResultPath=None,
                Retry=[retry(LAMBDA_TRANSIENT), retry(["States.Timeout"], attempts=1)],
                Catch=[{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": "Tier3Unverifiable"}],
                Next="CitationDone",
            ),
            # Tier 3 that failed outright is recorded as UNVERIFIABLE evidence, never dropped.
            "Tier3Unverifiable": invoke(
                "FailureFunctionArn",
                {"kind": "tier3", **IDS, "execution.$": "$.execution", **ERROR},
                ResultPath=None,
                Retry=[retry(LAMBDA_TRANSIENT), retry(FUNCTION_ERROR, attempts=2)],
                Next="CitationDone",
            ),
            "CitationDone": {"Type": "Succeed"},
        },
    }


TO_FAILED = [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.error", "Next": "MarkFailed"}]


def item_selector(citation_id: str) -> dict:
    return {
        "document_id.$": "$.document_id",
        "citation_id.$": citation_id,
        "agents.$": "$.agents",
        "execution.$": "$$.Execution.Id",
    }


def check_machine() -> dict:
    return {
        "Comment": "briefcheck: Tier 1 extraction, the panel per citation, consensus, "
        "Tier 3 verification, result. States pass ids and S3 keys only, never document text.",
        "TimeoutSeconds": RUN_DEADLINE_S,
        "StartAt": "Extract",
        "States": {
            "Extract": invoke(
                "ExtractFunctionArn",
                {
                    "document_id.$": "$.document_id",
                    "tenant.$": "$.tenant",
                    "execution.$": "$$.Execution.Id",
                },
                OutputPath="$.Payload",
                TimeoutSeconds=900,
                Retry=[retry(LAMBDA_TRANSIENT)],
                Catch=TO_FAILED,
                Next="ChooseMapMode",
            ),
            "ChooseMapMode": {
                "Type": "Choice",
                "Choices": [
                    {"Variable": "$.map_mode", "StringEquals": "distributed", "Next": "CheckLargeDocument"}
                ],
                "Default": "CheckCitations",
            },
            "CheckCitations": {
                "Type": "Map",
                "ItemsPath": "$.citation_ids",
                "ItemSelector": item_selector("$$.Map.Item.Value"),
                "MaxConcurrencyPath": "$.max_concurrency",
                "ItemProcessor": item_processor("INLINE"),
                "ResultPath": None,
                "Catch": TO_FAILED,
                "Next": "Finalize",
            },
            # Above the threshold: the large-document machine, waited for (.sync:2).
            "CheckLargeDocument": {
                "Type": "Task",
                "Resource": "arn:aws:states:::states:startExecution.sync:2",
                "Parameters": {
                    "StateMachineArn": "${LargeDocumentStateMachineArn}",
                    "Input": {
                        "document_id.$": "$.document_id",
                        "items_key.$": "$.items_key",
                        "agents.$": "$.agents",
                        "max_concurrency.$": "$.max_concurrency",
                        "AWS_STEP_FUNCTIONS_STARTED_BY_EXECUTION_ID.$": "$$.Execution.Id",
                    },
                },
                "ResultPath": None,
                "Retry": [retry(["StepFunctions.ExecutionLimitExceededException"], attempts=6)],
                "Catch": TO_FAILED,
                "Next": "Finalize",
            },
            "Finalize": invoke(
                "FinalizeFunctionArn",
                {"document_id.$": "$.document_id", "execution.$": "$$.Execution.Id"},
                OutputPath="$.Payload",
                TimeoutSeconds=900,
                Retry=[retry(LAMBDA_TRANSIENT), retry(FUNCTION_ERROR, attempts=2)],
                Catch=TO_FAILED,
                End=True,
            ),
            "MarkFailed": invoke(
                "FailureFunctionArn",
                {
                    "kind": "document",
                    "document_id.$": "$.document_id",
                    "execution.$": "$$.Execution.Name",
                    **ERROR,
                },
                ResultPath=None,
                Retry=[retry(LAMBDA_TRANSIENT, attempts=6), retry(FUNCTION_ERROR, attempts=2)],
                Next="RunFailed",
            ),
            "RunFailed": {
                "Type": "Fail",
                "Error": "BriefcheckRunFailed",
                "Cause": "The document could not be checked; its record holds the reason.",
            },
        },
    }


def large_machine() -> dict:
    return {
        "Comment": "briefcheck, large documents: the per-citation processor as child Standard "
        "workflows of a Distributed Map over documents/<id>/items.json. Started by the check machine.",
        "StartAt": "CheckCitations",
        "States": {
            "CheckCitations": {
                "Type": "Map",
                "ItemReader": {
                    "Resource": "arn:aws:states:::s3:getObject",
                    "ReaderConfig": {"InputType": "JSON"},
                    "Parameters": {"Bucket": "${BucketName}", "Key.$": "$.items_key"},
                },
                "ItemSelector": item_selector("$$.Map.Item.Value.citation_id"),
                "MaxConcurrencyPath": "$.max_concurrency",
                "ItemProcessor": item_processor("DISTRIBUTED"),
                "ResultPath": None,
                "End": True,
            }
        },
    }


def text_import_machine() -> dict:
    """One shard of `briefcheck index export --text` an item, read from the manifest uploaded
    with the shards under imports/<edition>/; a refused shard fails the import (nothing is
    tolerated: an edition's texts are whole or the import is run again)."""
    return {
        "Comment": "briefcheck, opinion texts: each shard under imports/<edition>/ checked against "
        'its manifest and written to texts/<edition>/ by cluster. Input: {"edition": "YYYY-MM-DD"}.',
        "StartAt": "ImportShards",
        "States": {
            "ImportShards": {
                "Type": "Map",
                "ItemReader": {
                    "Resource": "arn:aws:states:::s3:getObject",
                    "ReaderConfig": {"InputType": "JSON"},
                    "Parameters": {
                        "Bucket": "${TextBucketName}",
                        "Key.$": "States.Format('imports/{}/manifest.json', $.edition)",
                    },
                },
                "MaxConcurrency": 50,  # a failed shard fails the map: no failure is tolerated
                "ItemProcessor": {
                    "ProcessorConfig": {"Mode": "DISTRIBUTED", "ExecutionType": "STANDARD"},
                    "StartAt": "ImportShard",
                    "States": {
                        "ImportShard": invoke(
                            "TextImportFunctionArn",
                            {
                                "edition.$": "$.edition",
                                "shard.$": "$.shard",
                                "bytes.$": "$.bytes",
                                "sha256.$": "$.sha256",
                                "clusters.$": "$.clusters",
                                # the manifest item whole: without it a dictionary edition is unreadable
                                "dictionary_sha256.$": "$.dictionary_sha256",
                            },
                            OutputPath="$.Payload",
                            # a refused shard is refused again: only the Lambda service is retried
                            Retry=[retry(LAMBDA_TRANSIENT)],
                            End=True,
                        )
                    },
                },
                "ResultPath": None,
                "Next": "FinishImport",
            },
            # every shard of the manifest left its mark, whatever the map's own accounting
            "FinishImport": invoke(
                "TextImportFunctionArn",
                {"edition.$": "$.edition", "finish": True},
                OutputPath="$.Payload",
                Retry=[retry(LAMBDA_TRANSIENT)],
                End=True,
            ),
        },
    }


MACHINES = {
    "briefcheck.asl.json": check_machine,
    "large.asl.json": large_machine,
    "text_import.asl.json": text_import_machine,
}


# What every seat's function is given: the first seat's names it for the others (and for the
# Tier 3 functions, which judge paraphrases on the same backend).
AGENT_POLICIES = """\
        - KMSDecryptPolicy: { KeyId: !Ref DataKey }
        - AWSSecretsManagerGetSecretValuePolicy: { SecretArn: !Ref AnthropicApiKeySecret }
        - Statement:
            - Effect: Allow
              Action: s3:GetObject
              Resource: !Sub "${DocumentBucket.Arn}/documents/*"
            # the verdict is kept for the Consensus step, not passed through the state machine
            - Effect: Allow
              Action: s3:PutObject
              Resource: !Sub "${DocumentBucket.Arn}/documents/*/verdicts/*"
            - *EncryptWithDataKey
            - &InvokeClaudeOnBedrock
              Effect: Allow
              Action: [bedrock:InvokeModel, bedrock:InvokeModelWithResponseStream]
              Resource:
                - !Sub "arn:${AWS::Partition}:bedrock:*::foundation-model/anthropic.*"
                - !Sub "arn:${AWS::Partition}:bedrock:*:${AWS::AccountId}:inference-profile/*"
"""


def seat_function(seat: SeatEntry, first: bool) -> str:
    policies = "&AgentPolicies\n" + AGENT_POLICIES if first else "*AgentPolicies\n"
    return f"""\
  {seat.function}:
    Type: AWS::Serverless::Function
    Metadata: *SyncInvoked
    Properties:
      Description: Panel agent - {seat.name}
      CodeUri: functions/agent/
      Timeout: 180
      Environment:
        Variables:
          BRIEFCHECK_AGENT: {seat.name}
          BRIEFCHECK_ANTHROPIC_SECRET_ARN: !Ref AnthropicApiKeySecret
      Policies: {policies}"""


def seat_template_blocks() -> dict[str, str]:
    """The template's text for the seats, by the name its marker lines give each block."""
    seats = panel_seats()
    return {
        "functions": "\n".join(seat_function(seat, i == 0) for i, seat in enumerate(seats)),
        "substitutions": "".join(f"        {s.function}Arn: !GetAtt {s.function}.Arn\n" for s in seats),
        "invoke": "".join(
            f"        - LambdaInvokePolicy: {{ FunctionName: !Ref {s.function} }}\n" for s in seats
        ),
    }


def template_blocks() -> dict[str, str]:
    """Every block of the template written from a registry: the seats', and the backends the
    stack offers (a backend's permissions stay the template's to grant)."""
    backends = f"    AllowedValues: [{', '.join(backend_names())}]\n"
    return {**{f"seats: {k}": v for k, v in seat_template_blocks().items()}, "backends: allowed": backends}


def render_template(text: str) -> str:
    """The template with each block between its "# <what>: <part>" and "# end of <what>: <part>"
    lines written again."""
    for name, block in template_blocks().items():
        what, _, part = name.partition(": ")
        lines = re.compile(rf"(^ *# {name}\b[^\n]*\n)(.*?)(^ *# end of {what}: {part}\n)", re.M | re.S)
        text, found = lines.subn(lambda m, b=block: m[1] + b + m[3], text)
        if not found:
            raise SystemExit(f"{TEMPLATE}: no '# {name}' ... '# end of {what}: {part}' lines")
    return text


def render(build: object) -> str:
    return json.dumps(build(), indent=2) + "\n"  # type: ignore[operator]


def main(argv: list[str]) -> int:
    outputs = {STATEMACHINE_DIR / name: render(build) for name, build in MACHINES.items()}
    outputs[TEMPLATE] = render_template(TEMPLATE.read_text())
    stale = []
    for path, text in outputs.items():
        if "--check" in argv:
            if not path.is_file() or path.read_text() != text:
                stale.append(path)
        else:
            path.write_text(text)
    for path in stale:
        print(f"{path} is stale: run python scripts/gen_asl.py", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
