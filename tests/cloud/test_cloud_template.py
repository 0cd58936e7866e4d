"""template.yaml and the ASL files: what the state machine tests cannot see (IAM, layer build,
settings), checked against the core's own definitions so they cannot drift apart."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from briefcheck.domain.seats import seat_names
from briefcheck.store.dynamo import TABLE_SPEC

REPO = Path(__file__).resolve().parents[2]
FUNCTIONS = "AWS::Serverless::Function"


def resources(template: dict, kind: str) -> dict[str, dict]:
    return {name: r for name, r in template["Resources"].items() if r["Type"] == kind}


def test_globals_runtime_architecture_tracing_and_environment(template: dict) -> None:
    fn = template["Globals"]["Function"]
    assert re.fullmatch(r"python3\.(1[2-9]|[2-9]\d)", fn["Runtime"])
    assert fn["Architectures"] == ["arm64"] and fn["Tracing"] == "Active"
    env = fn["Environment"]["Variables"]
    assert env["BRIEFCHECK_BUCKET"] == {"Ref": "DocumentBucket"}
    assert env["BRIEFCHECK_TABLE"] == {"Ref": "RecordsTable"}
    assert {"POWERTOOLS_SERVICE_NAME", "POWERTOOLS_LOG_LEVEL"} <= env.keys()


def test_every_function_has_its_handler(template: dict) -> None:
    for name, res in resources(template, FUNCTIONS).items():
        code = REPO / res["Properties"]["CodeUri"] / "app.py"
        assert code.is_file(), name
        assert re.search(r"^def handler\(", code.read_text(), re.M), name


def test_one_agent_function_per_panel_role_sharing_one_handler(template: dict) -> None:
    agents = {
        name: res["Properties"]
        for name, res in resources(template, FUNCTIONS).items()
        if res["Properties"]["CodeUri"] == "functions/agent/"
    }
    roles = sorted(p["Environment"]["Variables"]["BRIEFCHECK_AGENT"] for p in agents.values())
    assert roles == sorted(seat_names())
    for name, props in agents.items():
        statements = [s for p in props["Policies"] if "Statement" in p for s in p["Statement"]]
        assert any("bedrock:InvokeModel" in s["Action"] for s in statements), name
    # the paraphrase judge of Tier 3 runs on the same backend; nothing else calls a model
    judges = {"Tier3Function", "RecheckFunction"}
    for name, res in resources(template, FUNCTIONS).items():
        if name not in agents:
            assert ("bedrock" in json.dumps(res["Properties"].get("Policies", []))) == (name in judges), name
    for name in judges:
        env = template["Resources"][name]["Properties"]["Environment"]["Variables"]
        assert env["BRIEFCHECK_ANTHROPIC_SECRET_ARN"] == {"Ref": "AnthropicApiKeySecret"}


PREFIXES = {"DocumentBucket": ("incoming", "documents", "sources"), "TextBucket": ("imports", "texts")}


def test_s3_access_is_scoped_to_prefixes(template: dict) -> None:
    for name, res in resources(template, FUNCTIONS).items():
        for policy in res["Properties"].get("Policies", []):
            assert "S3CrudPolicy" not in policy and "S3FullAccessPolicy" not in policy, name
            for statement in policy.get("Statement", []):
                actions = (
                    statement["Action"] if isinstance(statement["Action"], list) else [statement["Action"]]
                )
                if any(a in ("s3:GetObject", "s3:PutObject") for a in actions):
                    targets = (
                        statement["Resource"]
                        if isinstance(statement["Resource"], list)
                        else [statement["Resource"]]
                    )
                    for target in targets:
                        bucket, prefix = re.search(r"\$\{(\w+)\.Arn\}/(\w+)/", target["Fn::Sub"]).groups()
                        assert prefix in PREFIXES[bucket], (name, target)
                        if bucket == "TextBucket" and "s3:PutObject" in actions:
                            # public case law only, and only the import writes it
                            assert name == "TextImportFunction", (name, target)


def test_records_table_matches_the_records_store(template: dict) -> None:
    props = template["Resources"]["RecordsTable"]["Properties"]
    for key in ("BillingMode", "AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes"):
        assert json.loads(json.dumps(props[key])) == TABLE_SPEC[key], key
    assert props["PointInTimeRecoverySpecification"]["PointInTimeRecoveryEnabled"] is True
    assert props["SSESpecification"]["SSEEnabled"] is True


def test_bucket_is_private_encrypted_versioned_and_tls_only(template: dict) -> None:
    props = template["Resources"]["DocumentBucket"]["Properties"]
    assert all(props["PublicAccessBlockConfiguration"].values())
    assert props["BucketEncryption"]["ServerSideEncryptionConfiguration"][0]["ServerSideEncryptionByDefault"]
    assert props["VersioningConfiguration"]["Status"] == "Enabled"
    assert props["NotificationConfiguration"]["EventBridgeConfiguration"]["EventBridgeEnabled"] is True
    assert any(r.get("Prefix") == "incoming/" for r in props["LifecycleConfiguration"]["Rules"])
    [deny] = template["Resources"]["DocumentBucketPolicy"]["Properties"]["PolicyDocument"]["Statement"]
    assert deny["Effect"] == "Deny" and deny["Condition"] == {"Bool": {"aws:SecureTransport": "false"}}


def test_secrets_hold_no_value_in_the_template(template: dict) -> None:
    secrets = resources(template, "AWS::SecretsManager::Secret")
    assert set(secrets) == {"AnthropicApiKeySecret", "CourtListenerTokenSecret"}
    for res in secrets.values():
        assert "SecretString" not in res["Properties"]


def test_api_routes_are_authenticated_by_jwt_with_tenant_claim(template: dict) -> None:
    api = template["Resources"]["HttpApi"]["Properties"]
    assert api["Auth"]["DefaultAuthorizer"] == "TenantJwt"
    jwt = api["Auth"]["Authorizers"]["TenantJwt"]["JwtConfiguration"]
    assert jwt == {"issuer": {"Ref": "JwtIssuer"}, "audience": {"Ref": "JwtAudience"}}
    fn = template["Resources"]["ApiFunction"]["Properties"]
    assert fn["Environment"]["Variables"]["BRIEFCHECK_TENANT_CLAIM"] == {"Ref": "TenantClaim"}
    routes = {(e["Properties"]["Method"], e["Properties"]["Path"]) for e in fn["Events"].values()}
    assert ("POST", "/documents") in routes and ("GET", "/openapi.json") in routes
    assert len(routes) == len(fn["Events"])


def test_entry_points_upload_events_and_schedule(template: dict) -> None:
    upload = template["Resources"]["IngestFunction"]["Properties"]["Events"]["Upload"]["Properties"]
    assert upload["Pattern"]["detail"]["object"]["key"] == [{"prefix": "incoming/"}]
    schedule = template["Resources"]["RevalidateFunction"]["Properties"]["Events"]["Nightly"]
    assert schedule["Type"] == "ScheduleV2"


def test_layer_ships_package_prompts_and_pinned_requirements(template: dict) -> None:
    layer = template["Resources"]["CoreLayer"]
    assert layer["Metadata"]["BuildMethod"] == "makefile"
    makefile = (REPO / layer["Properties"]["ContentUri"] / "Makefile").read_text()
    assert "build-CoreLayer:" in makefile and "/prompts" in makefile and "python/briefcheck" in makefile
    # the runtime's own boto3 and botocore are used, not a second copy in the layer
    assert all(f'"$(ARTIFACTS_DIR)"/python/{lib} ' in makefile for lib in ("boto3", "botocore", "s3transfer"))
    requirements = [
        line.strip()
        for line in (REPO / "layers/core/requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert requirements == project["dependencies"]


def test_parameters_feed_the_settings(template: dict) -> None:
    env = template["Globals"]["Function"]["Environment"]["Variables"]
    for parameter, variable in {
        "ModelBackend": "BRIEFCHECK_BACKEND",
        "Tier3Policy": "BRIEFCHECK_TIER3",
        "MapConcurrency": "BRIEFCHECK_MAX_CONCURRENCY",
        "DistributedMapThreshold": "BRIEFCHECK_DISTRIBUTED_THRESHOLD",
    }.items():
        assert env[variable] == {"Ref": parameter}
    params = template["Parameters"]
    assert params["Tier3Policy"]["AllowedValues"] == ["flagged", "all", "none"]
    assert params["TenantClaim"]["Default"] == "custom:tenant"


# ---------------------------------------------------------------------------- ASL


def test_asl_files_are_generated_from_one_description() -> None:
    done = subprocess.run([sys.executable, "scripts/gen_asl.py", "--check"], cwd=REPO, capture_output=True)
    assert done.returncode == 0, done.stderr.decode()


@pytest.mark.parametrize("machine", ["CheckStateMachine", "LargeDocumentStateMachine"])
def test_substitutions_match_the_asl(template: dict, machine: str) -> None:
    props = template["Resources"][machine]["Properties"]
    asl = (REPO / props["DefinitionUri"]).read_text()
    assert set(re.findall(r"\$\{(\w+)\}", asl)) == set(props["DefinitionSubstitutions"])
    done = subprocess.run(
        [sys.executable, "scripts/wrap_asl.py", props["DefinitionUri"]], cwd=REPO, capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()


def _states(definition: dict) -> dict[str, dict]:
    """Every state, nested ones included, by name."""
    out = {}
    for name, state in definition["States"].items():
        out[name] = state
        for branch in state.get("Branches", []):
            out.update(_states(branch))
        if "ItemProcessor" in state:
            out.update(_states(state["ItemProcessor"]))
    return out


def test_lambda_tasks_retry_transient_errors_and_parallel_tasks_yield_payloads() -> None:
    check = json.loads((REPO / "statemachine/briefcheck.asl.json").read_text())
    states = _states(check)
    for name, state in states.items():
        if state.get("Resource") == "arn:aws:states:::lambda:invoke":
            errors = {e for r in state["Retry"] for e in r["ErrorEquals"]}
            assert {"Lambda.ServiceException", "Lambda.TooManyRequestsException"} <= errors, name
            assert all(r.get("JitterStrategy") == "FULL" for r in state["Retry"]), name
    panel = states["Panel"]
    assert len(panel["Branches"]) == 5
    for branch in panel["Branches"]:
        task = branch["States"][branch["StartAt"]]
        assert task["OutputPath"] == "$.Payload"
        [catch] = task["Catch"]
        fallback = branch["States"][catch["Next"]]
        assert fallback["Type"] == "Pass"
        # the failure is passed on, and the verdict is built once, in Python (unavailable_verdict)
        assert set(fallback["Parameters"]) == {"agent.$", "model.$", "failed.$"}


def test_map_items_carry_ids_only() -> None:
    for name in ("briefcheck.asl.json", "large.asl.json"):
        definition = json.loads((REPO / "statemachine" / name).read_text())
        for state in _states(definition).values():
            if state["Type"] == "Map":
                fields = {k.removesuffix(".$") for k in state["ItemSelector"]}
                assert fields == {"document_id", "citation_id", "agents", "execution"}


def test_distributed_map_runs_standard_children_from_the_s3_item_list() -> None:
    """Express children stop at 5 minutes; one citation's agents, retries and Tier 3 may take
    longer, so the children are Standard workflows (no such limit)."""
    large = json.loads((REPO / "statemachine/large.asl.json").read_text())
    [state] = large["States"].values()
    assert state["ItemProcessor"]["ProcessorConfig"] == {"Mode": "DISTRIBUTED", "ExecutionType": "STANDARD"}
    assert state["ItemReader"]["Parameters"]["Key.$"] == "$.items_key"
    inline = json.loads((REPO / "statemachine/briefcheck.asl.json").read_text())["States"]["CheckCitations"]
    assert inline["ItemProcessor"]["States"] == state["ItemProcessor"]["States"]


def test_moto_private_hooks_this_harness_relies_on_still_exist() -> None:
    """The harness replaces moto internals (FACTS.md). If moto is upgraded and one moves, fail
    here, loudly, rather than hang or silently run Docker."""
    import inspect

    import moto
    from moto.awslambda.models import LambdaFunction
    from moto.stepfunctions.parser.asl.component.common.retry import retrier_decl
    from moto.stepfunctions.parser.asl.component.state.exec.state_task.service.state_task_service_sfn import (
        StateTaskServiceSfn,
    )

    assert moto.__version__ == "5.2.5", "the harness is written against moto 5.2.5: re-check conftest.py"
    assert list(inspect.signature(LambdaFunction._invoke_lambda).parameters) == ["self", "event"]
    assert hasattr(retrier_decl, "time")
    for name in ("_normalise_parameters", "_normalise_response", "_to_boto_request", "_from_boto_response"):
        assert callable(getattr(StateTaskServiceSfn, name)), name


# ---------------------------------------------------------------------------- faults review (issue 12)

HANDLERS = sorted((REPO / "functions").glob("*/app.py"))


def test_no_handler_records_its_reply_or_errors_in_traces(template: dict) -> None:
    """Replies carry citations, result JSON and report HTML: X-Ray must never hold them."""
    env = template["Globals"]["Function"]["Environment"]["Variables"]
    assert env["POWERTOOLS_TRACER_CAPTURE_RESPONSE"] == "false"
    assert env["POWERTOOLS_TRACER_CAPTURE_ERROR"] == "false"
    for path in HANDLERS:
        code = path.read_text()
        # one observability module: no handler builds its own tracer or traces by itself
        assert "from briefcheck.cloud.observability import" in code and "@instrumented(" in code, path
        assert not re.search(r"Tracer\(|Logger\(|Metrics\(|capture_lambda_handler|capture_method", code), path


def test_the_observability_decorator_turns_off_reply_and_error_capture(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from briefcheck.cloud import observability

    seen: dict = {}

    def capture(handler, capture_response=None, capture_error=None):  # type: ignore[no-untyped-def]
        seen.update(capture_response=capture_response, capture_error=capture_error)
        return handler

    monkeypatch.setattr(observability.tracer, "capture_lambda_handler", capture)
    observability.instrumented()(lambda event, context: {})
    assert seen == {"capture_response": False, "capture_error": False}


def test_every_handler_checks_its_environment_at_cold_start(monkeypatch: pytest.MonkeyPatch) -> None:
    from briefcheck.cloud.env import AgentEnv, ApiEnv, CloudEnv, load_env
    from briefcheck.domain.errors import ConfigError

    for path in HANDLERS:
        code = path.read_text()
        assert re.search(r"^ENV = load_env\(\w+Env\)$|^CLOUD = load_env\(ApiEnv\)$", code, re.M), path
        # the cloud's own stores: the document bucket and table, or the text store
        assert "open_stores" not in code and re.search(r"cloud_stores\(|text_store\(", code), path
    for name in [n for n in __import__("os").environ if n.startswith("BRIEFCHECK_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("BRIEFCHECK_TABLE", "records")
    with pytest.raises(ConfigError, match=r"CloudEnv cannot start: BRIEFCHECK_BUCKET: Field required"):
        load_env(CloudEnv)
    monkeypatch.setenv("BRIEFCHECK_BUCKET", "bucket")
    monkeypatch.setenv("BRIEFCHECK_RETENTION_DAYS", "90")
    assert load_env(CloudEnv).retention.days == 90
    with pytest.raises(ConfigError, match="BRIEFCHECK_STATE_MACHINE_ARN"):
        load_env(ApiEnv)
    # a panel seat's function names a role of the panel, or does not start
    monkeypatch.setenv("BRIEFCHECK_AGENT", "citation_authority_validator")
    assert load_env(AgentEnv).agent == "citation_authority_validator"
    monkeypatch.setenv("BRIEFCHECK_AGENT", "senior_partner")
    with pytest.raises(ConfigError, match="BRIEFCHECK_AGENT"):
        load_env(AgentEnv)


IDEMPOTENT_STEPS = {"ConsensusFunction", "Tier3Function", "FinalizeFunction"}
# the API's DELETE route, and the end of a document's retention (the table's TTL)
REMOVERS = ("ApiFunction", "ExpireFunction")


def test_iam_is_scoped(template: dict) -> None:
    body = json.dumps(template["Resources"])
    # no managed CRUD policy (Scan, DeleteItem, BatchWrite for all), no listing of the bucket
    assert "DynamoDBCrudPolicy" not in body and '"s3:ListBucket"' not in body
    for name, res in resources(template, FUNCTIONS).items():
        actions = {
            a
            for p in res["Properties"].get("Policies", [])
            for st in p.get("Statement", [])
            for a in (st["Action"] if isinstance(st["Action"], list) else [st["Action"]])
        }
        if name in REMOVERS:  # they remove a document's items, files and versions
            continue
        assert not {"dynamodb:BatchWriteItem", "dynamodb:Scan", "s3:DeleteObject"} & actions, name
        # Powertools removes its own record when a step fails, in the idempotency table only
        assert ("dynamodb:DeleteItem" in actions) == (name in IDEMPOTENT_STEPS), name
    for name in REMOVERS:
        [listing] = [
            st
            for p in template["Resources"][name]["Properties"]["Policies"]
            for st in p.get("Statement", [])
            if st["Action"] == "s3:ListBucketVersions"
        ]
        assert listing["Condition"]["StringLike"]["s3:prefix"] == ["documents/*", "incoming/*", "sources/*"]
    key_policy = template["Resources"]["DataKey"]["Properties"]["KeyPolicy"]["Statement"]
    [logs] = [s for s in key_policy if s["Sid"].startswith("CloudWatchLogs")]
    arns = logs["Condition"]["ArnEquals"]["kms:EncryptionContext:aws:logs:arn"]
    assert not any(a["Fn::Sub"].endswith("*") for a in arns)  # which ones: the key-policy test below


def test_watchdog_rule_covers_every_ending_of_the_check_machine(template: dict) -> None:
    fn = template["Resources"]["WatchdogFunction"]["Properties"]
    pattern = fn["Events"]["ExecutionEnded"]["Properties"]["Pattern"]
    assert pattern["source"] == ["aws.states"]
    assert pattern["detail-type"] == ["Step Functions Execution Status Change"]
    assert pattern["detail"]["stateMachineArn"] == [{"Ref": "CheckStateMachine"}]
    assert set(pattern["detail"]["status"]) == {"SUCCEEDED", "FAILED", "TIMED_OUT", "ABORTED"}
    assert fn["Environment"]["Variables"]["BRIEFCHECK_STATE_MACHINE_ARN"] == {"Ref": "CheckStateMachine"}
    check = json.loads((REPO / "statemachine/briefcheck.asl.json").read_text())
    assert check["TimeoutSeconds"] > 0  # a run past its deadline times out, and is marked FAILED


def test_consensus_finalize_and_failure_marking_retry_their_own_errors() -> None:
    states = _states(json.loads((REPO / "statemachine/briefcheck.asl.json").read_text()))
    for name in ("Consensus", "Finalize", "MarkFailed", "Tier3Unverifiable"):
        errors = [e for r in states[name]["Retry"] for e in r["ErrorEquals"]]
        assert "States.TaskFailed" in errors, name
    assert "States.TaskFailed" not in json.dumps(states["Extract"]["Retry"])  # a bad upload stays bad


def test_burst_protection_retention_access_logs_and_alarms(template: dict) -> None:
    res = template["Resources"]
    # Tier 3 too, as a cap on cost: CourtListener's limits are held by the shared budget item
    for name in ("Api", "Ingest", "Tier3"):
        reserved = res[f"{name}Function"]["Properties"]["ReservedConcurrentExecutions"]
        assert reserved == {"Ref": f"{name}ReservedConcurrency"}
    recheck = res["RecheckFunction"]["Properties"]["Events"]["Recheck"]["Properties"]
    assert recheck["ScalingConfig"]["MaximumConcurrency"] == {"Ref": "RecheckConcurrency"}
    assert recheck["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    # everything derived from an upload expires with it
    lifecycle = res["DocumentBucket"]["Properties"]["LifecycleConfiguration"]
    rules = {r.get("Prefix"): r for r in lifecycle["Rules"]}
    for prefix in ("incoming/", "documents/", "sources/"):  # cached sources hold cited names
        assert rules[prefix]["ExpirationInDays"] == {"Ref": "RetentionDays"}
    # every function logs to one encrypted group that expires (a default group has neither)
    assert template["Globals"]["Function"]["LoggingConfig"] == {"LogGroup": {"Ref": "FunctionLogGroup"}}
    group = res["FunctionLogGroup"]["Properties"]
    assert group["KmsKeyId"] == {"Fn::GetAtt": ["DataKey", "Arn"]} and group["RetentionInDays"] == 365
    assert template["Globals"]["Function"]["Environment"]["Variables"]["BRIEFCHECK_RETENTION_DAYS"] == {
        "Ref": "RetentionDays"
    }
    assert res["RecordsTable"]["Properties"]["TimeToLiveSpecification"]["AttributeName"] == "expiration"
    # S3 access logs go to a bucket the template creates
    assert res["DocumentBucket"]["Properties"]["LoggingConfiguration"]["DestinationBucketName"] == {
        "Ref": "AccessLogBucket"
    }
    # the API's access log names the caller and the tenant, never a body
    log_format = res["HttpApi"]["Properties"]["AccessLogSettings"]["Format"]["Fn::Sub"]
    assert "$context.authorizer.claims.sub" in log_format and "claims.${TenantClaim}" in log_format
    assert "body" not in log_format.lower()
    alarms = {n: r["Properties"] for n, r in res.items() if r["Type"] == "AWS::CloudWatch::Alarm"}
    metrics = json.dumps(alarms)
    wanted = ("ApproximateNumberOfMessagesVisible", "ExecutionsFailed", "ExecutionsTimedOut", "Throttles")
    assert all(metric in metrics for metric in wanted)
    assert all(a["AlarmActions"] == [{"Ref": "AlarmTopic"}] for a in alarms.values())


def test_idempotency_records_have_their_own_table_keyed_per_event(
    template: dict, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    props = template["Resources"]["IdempotencyTable"]["Properties"]
    assert props["KeySchema"] == [{"AttributeName": "id", "KeyType": "HASH"}]
    assert props["TimeToLiveSpecification"] == {"AttributeName": "expiration", "Enabled": True}
    from briefcheck.cloud.runs import idempotency

    store, _ = idempotency("table", "[execution, document_id]")
    assert store.key_attr == "id" and store.sort_key_attr is None  # one item per function and hash


def test_the_citation_index_is_imported_or_named_and_read_only(template: dict) -> None:
    params, conditions = template["Parameters"], template["Conditions"]
    for name in ("CitationIndexImportBucket", "CitationIndexImportPrefix", "CitationIndexTableName"):
        assert params[name]["Default"] == ""  # no index unless asked for
    table = template["Resources"]["ImportedCitationIndex"]
    assert table["Condition"] == "ImportsCitationIndex" and "ImportsCitationIndex" in conditions
    spec = table["Properties"]["ImportSourceSpecification"]
    assert (spec["InputFormat"], spec["InputCompressionType"]) == ("DYNAMODB_JSON", "GZIP")
    assert spec["S3BucketSource"]["S3KeyPrefix"] == {"Ref": "CitationIndexImportPrefix"}
    # the key schema of the export's items
    from briefcheck.index.dynamo import slot_key

    assert [k["AttributeName"] for k in table["Properties"]["KeySchema"]] == list(slot_key("F.3d", 1, "1"))
    env = template["Globals"]["Function"]["Environment"]["Variables"]
    assert "BRIEFCHECK_INDEX_TABLE" in env
    readers = {}
    for name, res in template["Resources"].items():
        for policy in res.get("Properties", {}).get("Policies", []) if isinstance(res, dict) else []:
            if isinstance(policy, dict) and "Fn::If" in policy and policy["Fn::If"][0] == "HasCitationIndex":
                readers[name] = policy["Fn::If"][1]["Statement"]
    assert set(readers) == {"Tier3Function", "RecheckFunction"}
    for statements in readers.values():
        [statement] = statements
        assert set(statement["Action"]) == {
            "dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:DescribeTable"
        }  # fmt: skip


def test_a_named_index_table_cannot_widen_the_read_grant(template: dict) -> None:
    """CitationIndexTableName goes into the functions' IAM resource ARNs: only a table name (or
    nothing) is accepted, never a wildcard."""
    import re

    pattern = template["Parameters"]["CitationIndexTableName"]["AllowedPattern"]
    assert re.fullmatch(pattern, "") and re.fullmatch(pattern, "briefcheck-citation-index-2026-06-30")
    for hostile in ("*", "idx*", "a/b", "idx,other"):
        assert not re.fullmatch(pattern, hostile), hostile
    assert template["Globals"]["Function"]["Environment"]["Variables"]["BRIEFCHECK_TIER3_WAIT_S"] == "0"


def test_the_data_key_lets_cloudwatch_logs_encrypt_exactly_the_stacks_encrypted_log_groups(
    template: dict,
) -> None:
    """A log group encrypted with the key but missing from its policy fails to deploy; one in the
    policy but not in the stack widens it."""
    res = template["Resources"]
    groups = {
        r["Properties"]["LogGroupName"]["Fn::Sub"]
        for r in res.values()
        if r["Type"] == "AWS::Logs::LogGroup" and "KmsKeyId" in r["Properties"]
    }
    [statement] = [
        s
        for s in res["DataKey"]["Properties"]["KeyPolicy"]["Statement"]
        if s["Sid"].startswith("CloudWatchLogs")
    ]
    arns = statement["Condition"]["ArnEquals"]["kms:EncryptionContext:aws:logs:arn"]
    allowed = {a["Fn::Sub"].split(":log-group:", 1)[1] for a in arns}
    assert allowed == groups and len(groups) == 3


def test_the_stack_offers_the_backends_the_registry_lists(template: dict) -> None:
    """The deployed stack's backend parameter names every backend of `domain/backends.py`, and no
    other: a backend added there is deployable (its permissions are the template's to grant)."""
    from briefcheck.domain.backends import backend_names

    assert template["Parameters"]["ModelBackend"]["AllowedValues"] == backend_names()
