"""Write the state machines' ASL under statemachine/, from one description.

- `briefcheck.asl.json`: the check machine. Extract, then an inline Map over citation ids, then
  Finalize; a document with more citations than the threshold is handed to the large machine.
- `large.asl.json`: the large-document machine. A Distributed Map over the item list Extract
  wrote to S3 (documents/<id>/items.json), each citation a child Standard workflow (an Express
  child stops at 5 minutes, and one citation's agents, retries and Tier 3 can take longer).
- `text_import.asl.json`: the opinion-text import. A Distributed Map over the manifest of
  `briefcheck index export --text`, one shard a child workflow, writing the text store the Tier 3
  functions read (a few hundred children an edition: Standard costs cents more than Express).

The per-citation item processor (five agent branches, consensus, Tier 3) is written once here
and used by both maps, so they cannot drift apart. `tests/cloud/test_asl.py` fails when the
committed JSON differs from this output.

    python scripts/gen_asl.py            # rewrite the files
    python scripts/gen_asl.py --check    # exit 1 if a file is stale
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

STATEMACHINE_DIR = Path(__file__).resolve().parents[1] / "statemachine"

# Panel role -> (state name, DefinitionSubstitutions key of its function's ARN).
AGENTS: dict[str, tuple[str, str]] = {
    "citation_authority_validator": ("CitationAuthority", "AuthorityAgentFunctionArn"),
    "case_ecology_validator": ("CaseEcology", "EcologyAgentFunctionArn"),
    "temporal_reality_validator": ("TemporalReality", "TemporalAgentFunctionArn"),
    "legal_knowledge_validator": ("LegalKnowledge", "KnowledgeAgentFunctionArn"),
    "reality_assessment_expert": ("RealityAssessment", "RealityAgentFunctionArn"),
}

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


def agent_branch(role: str) -> dict:
    """One panelist. A Lambda that still fails after its retries (crash, timeout, throttling) is
    passed on as a failure (the agent, its model, the error's name), which the Consensus step
    makes the UNCERTAIN agent_unavailable verdict with the local runner's own function: failure
    pushes the citation toward review, never toward VALID, and the run goes on."""
    state, function_key = AGENTS[role]
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
                "Branches": [agent_branch(role) for role in AGENTS],
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
        "Comment": "briefcheck: Tier 1 extraction, the five-agent panel per citation, consensus, "
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


def render(build: object) -> str:
    return json.dumps(build(), indent=2) + "\n"  # type: ignore[operator]


def main(argv: list[str]) -> int:
    stale = []
    for name, build in MACHINES.items():
        path, text = STATEMACHINE_DIR / name, render(build)
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
