"""The SAM application run offline: moto's AWS with the real state machine and in-process Lambdas.

`cloud` builds, from template.yaml itself, the bucket, the table, an IAM role, one moto Lambda
function per AWS::Serverless::Function (named by logical id, with the template's environment)
and the state machine from its ASL file with the template's DefinitionSubstitutions. moto
executes the ASL (`execute_state_machine`); each Lambda invoke reaches
`LambdaFunction._invoke_lambda`, which is replaced here by a call of the handler that the
function's CodeUri/Handler names, in this process, returning the Lambda runtime's error
envelope on an exception, so Retry and Catch match error names as on AWS (FACTS.md).
"""

from __future__ import annotations

import importlib.util
import io
import json
import logging
import os
import re
import sys
import threading
import time
import traceback
import types
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

REPO = Path(__file__).resolve().parents[2]
REGION = "us-east-1"
ACCOUNT = "123456789012"
BUCKET = "briefcheck-test-bucket"
TEXT_BUCKET = "briefcheck-test-texts"
TABLE = "briefcheck-test-records"
IDEMPOTENCY_TABLE = "briefcheck-test-idempotency"
RECHECK_QUEUE = "briefcheck-test-recheck"
STACK = "briefcheck-test"
STATE_MACHINE_ARN = f"arn:aws:states:{REGION}:{ACCOUNT}:stateMachine:{STACK}-check"
LARGE_STATE_MACHINE_ARN = f"arn:aws:states:{REGION}:{ACCOUNT}:stateMachine:{STACK}-large"
NO_VALUE = object()


def load_template() -> dict:
    """template.yaml with CloudFormation tags decoded (cfn-lint's loader: !Ref, !Sub, anchors)."""
    from cfnlint.decode import cfn_yaml

    return cfn_yaml.load(str(REPO / "template.yaml"))


# A short brief: two real Supreme Court citations and one with a reporter that does not exist.
SAMPLE_BRIEF = (
    b"MEMORANDUM IN SUPPORT OF MOTION\n\n"
    b"Segregation in public education is unconstitutional. Brown v. Board of Education, "
    b"347 U.S. 483, 495 (1954). A suspect must be warned before custodial questioning. "
    b"Miranda v. Arizona, 384 U.S. 436, 444 (1966).\n\n"
    b"Defendant also relies on Smithfield v. Quantum Widget Corp., 912 F.5th 1234 (9th Cir. 2031), "
    b'which held that "every widget is a security."\n'
)


@pytest.fixture(scope="session")
def brief() -> bytes:
    return SAMPLE_BRIEF


@pytest.fixture(scope="session")
def template() -> dict:
    return load_template()


class Resolver:
    """Just enough CloudFormation to read the template's environment and substitutions."""

    def __init__(self, template: dict, parameters: dict[str, str], refs: dict[str, str]) -> None:
        self.template = template
        self.params = {
            name: str(p.get("Default", "")) for name, p in template.get("Parameters", {}).items()
        } | parameters
        self.refs = refs

    def condition(self, name: str) -> bool:
        return bool(self.value(self.template["Conditions"][name]))

    def value(self, node: Any) -> Any:
        if isinstance(node, dict) and len(node) == 1:
            ((fn, arg),) = node.items()
            if fn == "Ref":
                if arg == "AWS::NoValue":
                    return NO_VALUE
                if arg in self.params:
                    return self.params[arg]
                if arg == "AWS::StackName":
                    return STACK
                return self.refs[arg]
            if fn == "Fn::GetAtt":
                return self.refs[".".join(arg) if isinstance(arg, list) else arg]
            if fn == "Fn::If":
                return self.value(arg[1] if self.condition(arg[0]) else arg[2])
            if fn == "Fn::Not":
                return not self.value(arg[0])
            if fn == "Fn::And":
                return all(self.value(a) for a in arg)
            if fn == "Fn::Or":
                return any(self.value(a) for a in arg)
            if fn == "Condition":
                return self.condition(arg)
            if fn == "Fn::Equals":
                return self.value(arg[0]) == self.value(arg[1])
            if fn == "Fn::Sub" and isinstance(arg, str):
                return re.sub(r"\$\{([\w:.]+)\}", lambda m: str(self.value({"Ref": m.group(1)})), arg)
        if isinstance(node, dict):
            return {k: v for k, v in ((k, self.value(v)) for k, v in node.items()) if v is not NO_VALUE}
        if isinstance(node, list):
            return [self.value(v) for v in node]
        return node


@dataclass
class FunctionDef:
    logical_id: str
    code_dir: Path
    handler: str
    env: dict[str, str]
    memory: int
    timeout: int


def function_defs(template: dict, resolver: Resolver) -> dict[str, FunctionDef]:
    glob = template.get("Globals", {}).get("Function", {})
    out = {}
    for logical_id, res in template["Resources"].items():
        if res["Type"] != "AWS::Serverless::Function":
            continue
        props = res["Properties"]
        env = dict(glob.get("Environment", {}).get("Variables", {}))
        env.update(props.get("Environment", {}).get("Variables", {}))
        out[logical_id] = FunctionDef(
            logical_id=logical_id,
            code_dir=REPO / props["CodeUri"],
            handler=props.get("Handler", glob.get("Handler")),
            env={k: str(v) for k, v in resolver.value(env).items()},
            memory=int(props.get("MemorySize", glob.get("MemorySize", 128))),
            timeout=int(props.get("Timeout", glob.get("Timeout", 3))),
        )
    return out


class FakeContext:
    """The Lambda context object a handler receives (Powertools reads these attributes)."""

    def __init__(self, fn: FunctionDef) -> None:
        self.function_name = fn.logical_id
        self.function_version = "$LATEST"
        self.memory_limit_in_mb = fn.memory
        self.invoked_function_arn = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:{fn.logical_id}"
        self.aws_request_id = f"req-{time.monotonic_ns()}"
        self.log_group_name = f"/aws/lambda/{fn.logical_id}"
        self.log_stream_name = "test"
        self._deadline = time.monotonic() + fn.timeout

    def get_remaining_time_in_millis(self) -> int:
        return max(0, int((self._deadline - time.monotonic()) * 1000))


def lambda_error(name: str) -> type[Exception]:
    """An exception class with any name, e.g. 'Lambda.TooManyRequestsException'."""
    return type(name, (Exception,), {})


@dataclass
class Cloud:
    """The application in moto. Tests drive it through these helpers and the boto3 clients."""

    template: dict
    functions: dict[str, FunctionDef]
    s3: Any
    ddb: Any
    sfn: Any
    lam: Any
    state_machine_arn: str
    sqs: Any
    recheck_queue_url: str
    invocations: list[tuple[str, float]] = field(default_factory=list)
    retry_sleeps: list[float] = field(default_factory=list)
    faults: dict[str, list[type[Exception]]] = field(default_factory=dict)
    _modules: dict[str, types.ModuleType] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _running: threading.RLock = field(default_factory=threading.RLock)

    # -- Lambda in process

    def module(self, logical_id: str) -> types.ModuleType:
        """The function's handler module, imported once per function with its own environment
        (five agent functions share one file but not one module, as on AWS)."""
        fn = self.functions[logical_id]
        with self._lock:
            if logical_id not in self._modules:
                file_name, _, _ = fn.handler.rpartition(".")
                path = fn.code_dir / f"{file_name}.py"
                name = f"lambda_{logical_id}"
                spec = importlib.util.spec_from_file_location(name, path)
                assert spec and spec.loader, path
                module = importlib.util.module_from_spec(spec)
                saved = {k: os.environ.get(k) for k in fn.env}
                os.environ.update(fn.env)
                try:
                    sys.modules[name] = module
                    spec.loader.exec_module(module)
                finally:
                    for k, v in saved.items():
                        if v is None:
                            os.environ.pop(k, None)
                        else:
                            os.environ[k] = v
                self._modules[logical_id] = module
            return self._modules[logical_id]

    def call(self, logical_id: str, event: Any) -> Any:
        """Invoke the handler as the Lambda runtime would (faults injected first)."""
        fn = self.functions[logical_id]
        with self._lock:
            queue = self.faults.get(logical_id)
            fault = queue.pop(0) if queue else None
        handler = getattr(self.module(logical_id), fn.handler.rpartition(".")[2])
        started = time.perf_counter()
        # One invocation at a time, as in a Lambda container: Powertools' logger and metrics are
        # per-process singletons, and moto runs Map items and Parallel branches in threads.
        # Re-entrant, because an invoke made by a handler can arrive on the same thread.
        with self._running:
            try:
                if fault is not None:
                    raise fault(f"injected failure of {logical_id}")
                return handler(event, FakeContext(fn))
            finally:
                with self._lock:
                    self.invocations.append((logical_id, time.perf_counter() - started))

    def fail(self, logical_id: str, error: type[Exception] | str = RuntimeError, times: int = 1) -> None:
        """Make the next `times` invocations of a function raise `error` (a class or a name)."""
        exc = lambda_error(error) if isinstance(error, str) else error
        self.faults.setdefault(logical_id, []).extend([exc] * times)

    def invoked(self, logical_id: str) -> int:
        return sum(1 for name, _ in self.invocations if name == logical_id)

    # -- entry points

    def upload(self, tenant: str, name: str, data: bytes) -> str:
        key = f"incoming/{tenant}/{name}"
        self.s3.put_object(Bucket=BUCKET, Key=key, Body=data)
        return key

    def delete_upload(self, key: str) -> None:
        self.s3.delete_object(Bucket=BUCKET, Key=key)

    def ingest(self, key: str, size: int = 1) -> dict:
        """The ingest Lambda on the EventBridge event S3 sends for an object created."""
        return self.call("IngestFunction", s3_object_created_event(BUCKET, key, size))

    def api_reply(self, method: str, path: str, **kwargs: Any) -> dict:
        """The API function's raw reply to an HTTP API request (see `http_event`)."""
        return self.call("ApiFunction", http_event(method, path, **kwargs))

    def api(self, method: str, path: str, **kwargs: Any) -> tuple[int, Any]:
        """Call the API function; returns (status, parsed JSON body or text)."""
        reply = self.api_reply(method, path, **kwargs)
        body = reply.get("body") or ""
        if "json" in reply.get("headers", {}).get("Content-Type", ""):
            body = json.loads(body)
        return reply["statusCode"], body

    def recheck_messages(self) -> list[dict]:
        """Take every message the planner queued, as the SQS event source would deliver them."""
        records = []
        while True:
            reply = self.sqs.receive_message(QueueUrl=self.recheck_queue_url, MaxNumberOfMessages=10)
            messages = reply.get("Messages", [])
            if not messages:
                return records
            for m in messages:
                records.append(sqs_record(m["MessageId"], m["Body"]))
                self.sqs.delete_message(QueueUrl=self.recheck_queue_url, ReceiptHandle=m["ReceiptHandle"])

    bucket = BUCKET
    text_bucket = TEXT_BUCKET
    text_import_arn = f"arn:aws:states:{REGION}:{ACCOUNT}:stateMachine:{STACK}-text-import"
    # Events AWS delivers and moto does not, in their real shapes (test modules cannot import
    # this conftest by name: the suite has several).
    sqs_record = staticmethod(lambda message_id, body: sqs_record(message_id, body))
    http_event = staticmethod(lambda *args, **kwargs: http_event(*args, **kwargs))
    execution_status_event = staticmethod(lambda desc: execution_status_event(desc))

    def records(self) -> Any:
        from briefcheck.store.dynamo import DynamoResultStore

        return DynamoResultStore(TABLE, client=self.ddb)

    def run_upload(self, data: bytes, name: str = "motion.txt", tenant: str = "acme") -> tuple[dict, dict]:
        """Upload, deliver the S3 event to ingest, wait for the run: (ingest reply, execution)."""
        key = self.upload(tenant, name, data)
        started = self.ingest(key, len(data))
        [execution] = [e for e in self.executions() if e["name"].startswith(started["document_id"])]
        return started, self.wait(execution["executionArn"])

    def executions(self) -> list[dict]:
        return self.sfn.list_executions(stateMachineArn=self.state_machine_arn)["executions"]

    def wait(self, execution_arn: str, timeout_s: float = 120.0) -> dict:
        deadline = time.monotonic() + timeout_s
        while True:
            desc = self.sfn.describe_execution(executionArn=execution_arn)
            if desc["status"] != "RUNNING":
                return desc
            if time.monotonic() > deadline:
                raise AssertionError(f"execution {execution_arn} still RUNNING after {timeout_s} s")
            time.sleep(0.05)

    def start(self, run_input: dict, name: str) -> dict:
        arn = self.sfn.start_execution(
            stateMachineArn=self.state_machine_arn, name=name, input=json.dumps(run_input)
        )["executionArn"]
        return self.wait(arn)

    def drain(self) -> None:
        """Wait for every execution still running (an API test may start one and not wait):
        the `_invoke_lambda` patch is class-wide, so a run that outlived its test would call the
        next test's handlers, count in its invocations and take its injected faults."""
        for machine in self.sfn.list_state_machines()["stateMachines"]:
            running = self.sfn.list_executions(
                stateMachineArn=machine["stateMachineArn"], statusFilter="RUNNING"
            )["executions"]
            for execution in running:
                self.wait(execution["executionArn"])

    def history(self, execution_arn: str) -> list[dict]:
        return self.sfn.get_execution_history(executionArn=execution_arn, maxResults=1000)["events"]

    def get_json(self, key: str) -> Any:
        return json.loads(self.s3.get_object(Bucket=BUCKET, Key=key)["Body"].read())


def s3_object_created_event(bucket: str, key: str, size: int) -> dict:
    """The event EventBridge delivers for an S3 Object Created notification (real shape)."""
    return {
        "version": "0",
        "id": "17793124-05d4-b198-2fde-7ededc63b103",
        "detail-type": "Object Created",
        "source": "aws.s3",
        "account": ACCOUNT,
        "time": "2026-11-21T12:00:00Z",
        "region": REGION,
        "resources": [f"arn:aws:s3:::{bucket}"],
        "detail": {
            "version": "0",
            "bucket": {"name": bucket},
            "object": {
                "key": key,
                "size": size,
                "etag": "b1946ac92492d2347c6235b4d2611184",
                "sequencer": "00617F08299329D189",
            },
            "request-id": "N4N7GDK58NMKJ12R",
            "requester": ACCOUNT,
            "source-ip-address": "1.2.3.4",
            "reason": "PutObject",
        },
    }


def sqs_record(message_id: str, body: str) -> dict:
    """One record of the event an SQS event source mapping delivers (real shape)."""
    return {
        "messageId": message_id,
        "receiptHandle": "AQEB" + message_id,
        "body": body,
        "attributes": {
            "ApproximateReceiveCount": "1",
            "SentTimestamp": "1795348800000",
            "SenderId": ACCOUNT,
            "ApproximateFirstReceiveTimestamp": "1795348800001",
        },
        "messageAttributes": {},
        "md5OfBody": "0" * 32,
        "eventSource": "aws:sqs",
        "eventSourceARN": f"arn:aws:sqs:{REGION}:{ACCOUNT}:{RECHECK_QUEUE}",
        "awsRegion": REGION,
    }


def execution_status_event(desc: dict) -> dict:
    """The EventBridge event Step Functions sends when an execution ends (real shape), built
    from `describe_execution`'s answer."""
    detail = {
        "executionArn": desc["executionArn"],
        "stateMachineArn": desc["stateMachineArn"],
        "name": desc["name"],
        "status": desc["status"],
        "startDate": int(desc["startDate"].timestamp() * 1000),
        "stopDate": int(desc["stopDate"].timestamp() * 1000) if desc.get("stopDate") else None,
        "input": desc["input"],
        "output": desc.get("output"),
        "inputDetails": {"included": True},
        "error": desc.get("error"),
        "cause": desc.get("cause"),
    }
    return {
        "version": "0",
        "id": "315c1398-40ff-a850-213b-158f73e60175",
        "detail-type": "Step Functions Execution Status Change",
        "source": "aws.states",
        "account": ACCOUNT,
        "time": "2026-11-21T12:00:00Z",
        "region": REGION,
        "resources": [desc["executionArn"]],
        "detail": detail,
    }


def http_event(
    method: str,
    path: str,
    tenant: str | None = "acme",
    body: Any = None,
    query: dict[str, str] | None = None,
    claim: str = "custom:tenant",
) -> dict:
    """An API Gateway HTTP API (payload 2.0) event after the JWT authorizer let it through."""
    claims = {"sub": "user-1", "iss": "https://issuer.example", "aud": "portal"}
    if tenant is not None:
        claims[claim] = tenant
    return {
        "version": "2.0",
        "routeKey": f"{method} {path}",
        "rawPath": path,
        "rawQueryString": "&".join(f"{k}={v}" for k, v in (query or {}).items()),
        "queryStringParameters": query,
        "headers": {"content-type": "application/json", "authorization": "Bearer eyJ..."},
        "requestContext": {
            "accountId": ACCOUNT,
            "apiId": "api123",
            "authorizer": {"jwt": {"claims": claims, "scopes": None}},
            "domainName": "api123.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "api123",
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": "192.0.2.1",
                "userAgent": "portal-test",
            },
            "requestId": f"req-{time.monotonic_ns()}",
            "routeKey": f"{method} {path}",
            "stage": "$default",
            "time": "21/Nov/2026:12:00:00 +0000",
            "timeEpoch": 1795348800000,
        },
        "body": None if body is None else (body if isinstance(body, str) else json.dumps(body)),
        "isBase64Encoded": False,
    }


def _zip() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("app.py", "# the real handler runs in process\n")
    return buf.getvalue()


def _create_table(ddb: Any, template: dict, logical_id: str, name: str) -> None:
    props = template["Resources"][logical_id]["Properties"]
    indexes = [
        {
            "IndexName": g["IndexName"],
            "KeySchema": [dict(k) for k in g["KeySchema"]],
            "Projection": dict(g["Projection"]),
        }
        for g in props.get("GlobalSecondaryIndexes", [])
    ]
    ddb.create_table(
        TableName=name,
        BillingMode=props["BillingMode"],
        AttributeDefinitions=[dict(a) for a in props["AttributeDefinitions"]],
        KeySchema=[dict(k) for k in props["KeySchema"]],
        **({"GlobalSecondaryIndexes": indexes} if indexes else {}),
    )


@contextmanager
def _serialised_boto_clients() -> Iterator[None]:
    """moto's interpreter builds a boto3 client per task on each Map/Parallel thread from boto3's
    default session, which boto3 documents as not thread-safe; here they are made one at a time.
    (A precaution: the flaky runs seen were caused by executions outliving their test, see
    `Cloud.drain`.)"""
    from moto.awslambda.models import LambdaBackend
    from moto.stepfunctions.parser.asl.component.state.exec.state_task import lambda_eval_utils
    from moto.stepfunctions.parser.asl.component.state.exec.state_task.service import (
        state_task_service_sfn,
    )
    from moto.stepfunctions.parser.asl.utils import boto_client

    lock = threading.Lock()
    original = boto_client.boto_client_for

    def one_at_a_time(*args: Any, **kwargs: Any) -> Any:
        with lock:
            return original(*args, **kwargs)

    # moto's Lambda backend is not written for concurrent invokes; a rare run saw a branch's
    # Catch receive States.Runtime (an exception inside moto's invoke path, not the handler's).
    # The handlers run one at a time anyway (`Cloud.call`), so invokes are serialised whole;
    # re-entrant, for a handler that invokes a function itself.
    invoking = threading.RLock()
    original_invoke = LambdaBackend.invoke

    def invoke_one_at_a_time(self: Any, *args: Any, **kwargs: Any) -> Any:
        with invoking:
            return original_invoke(self, *args, **kwargs)

    # A later run still saw one (an agent's branch invoked two times of three): the whole of the
    # interpreter's Lambda call (the client's invoke through moto's botocore stubber, the reply's
    # payload) is serialised too, and an exception it turns into States.Runtime is logged whole.
    invoke_integration = lambda_eval_utils._invoke_lambda_function
    exec_lambda = lambda_eval_utils.exec_lambda_function

    def serialised(call: Callable[..., Any]) -> Callable[..., Any]:
        def one_call_at_a_time(*args: Any, **kwargs: Any) -> Any:
            with invoking:
                return call(*args, **kwargs)

        return one_call_at_a_time

    from moto.stepfunctions.parser.asl.component.common.error_name.failure_event import (
        FailureEventException,
    )
    from moto.stepfunctions.parser.asl.component.state.exec.execute_state import ExecutionState

    original_from_error = ExecutionState._from_error

    def from_error_logged(self: Any, env: Any, ex: Exception) -> Any:
        if not isinstance(ex, FailureEventException):
            logging.getLogger(__name__).warning("moto's task state failed: %r", ex, exc_info=ex)
        return original_from_error(self, env, ex)

    with (
        mock.patch.object(lambda_eval_utils, "boto_client_for", one_at_a_time),
        mock.patch.object(state_task_service_sfn, "boto_client_for", one_at_a_time),
        mock.patch.object(LambdaBackend, "invoke", invoke_one_at_a_time),
        mock.patch.object(lambda_eval_utils, "_invoke_lambda_function", serialised(invoke_integration)),
        mock.patch.object(lambda_eval_utils, "exec_lambda_function", serialised(exec_lambda)),
        mock.patch.object(ExecutionState, "_from_error", from_error_logged),
    ):
        yield


def _sfn_integration_as_on_aws(service: Any) -> dict[str, Callable[..., None]]:
    """moto 5.2.5's `states:startExecution` integration hands the ASL's `StateMachineArn` to
    boto3 (whose member is `stateMachineArn`) and reads `ExecutionArn` from boto3's
    `executionArn`: its base `_normalise_parameters` / `_normalise_response` are no-ops where
    LocalStack's, which moto ported, map the names. Map them as AWS does. Only the check
    machine's hand-off to the large-document machine uses this integration."""
    import botocore.session

    model = botocore.session.get_session().get_service_model("stepfunctions")
    original = service._normalise_parameters

    def operation(self: Any, action: str | None) -> Any:
        snake = action or self._get_boto_service_action()
        return model.operation_model("".join(p.title() for p in snake.split("_")))

    def parameters(
        self: Any,
        parameters: dict,
        boto_service_name: str | None = None,
        service_action_name: str | None = None,
    ) -> None:
        original(self, parameters, boto_service_name, service_action_name)
        self._to_boto_request(parameters, operation(self, service_action_name).input_shape)

    def response(
        self: Any, response: Any, boto_service_name: str | None = None, service_action_name: str | None = None
    ) -> None:
        self._from_boto_response(response, operation(self, service_action_name).output_shape)

    return {"_normalise_parameters": parameters, "_normalise_response": response}


def _create_state_machine(sfn: Any, role: str, props: dict, resolver: Resolver) -> str:
    """The template's state machine in moto, its DefinitionSubstitutions applied as SAM does."""
    definition = (REPO / props["DefinitionUri"]).read_text()
    for k, v in resolver.value(props["DefinitionSubstitutions"]).items():
        definition = definition.replace("${" + k + "}", v)
    return sfn.create_state_machine(name=resolver.value(props["Name"]), definition=definition, roleArn=role)[
        "stateMachineArn"
    ]


def _reset_core_caches() -> None:
    """Settings are parsed once per process; each test is a fresh 'deployment'. Powertools' metrics
    object reads its namespace from the environment when `briefcheck.cloud.observability` is first
    imported, which in one test process may be before any deployment's environment was set (a
    Lambda imports it in its own): it takes the deployment's, or every flush fails ("Must contain
    a metric namespace") whichever test ran first on the worker."""
    import sys

    from briefcheck.domain import config
    from briefcheck.run import steps

    config.settings.cache_clear()
    steps._TASKS.clear()
    observability = sys.modules.get("briefcheck.cloud.observability")
    if observability is not None:
        observability.metrics.namespace = os.environ.get("POWERTOOLS_METRICS_NAMESPACE")


def build_cloud(
    template: dict, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, parameters: dict[str, str]
) -> Iterator[Cloud]:
    import boto3
    from moto import mock_aws
    from moto.awslambda.models import LambdaFunction
    from moto.stepfunctions.parser.asl.component.common.retry import retrier_decl
    from moto.stepfunctions.parser.asl.component.state.exec.state_task.service.state_task_service_sfn import (
        StateTaskServiceSfn,
    )

    for k, v in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing",
        "AWS_DEFAULT_REGION": REGION,
        "AWS_REGION": REGION,
        "POWERTOOLS_TRACE_DISABLED": "true",
        "POWERTOOLS_DEV": "false",
    }.items():
        monkeypatch.setenv(k, v)
    for k in [k for k in os.environ if k.startswith("BRIEFCHECK_") or k == "ANTHROPIC_API_KEY"]:
        monkeypatch.delenv(k)

    queue_url = f"https://sqs.{REGION}.amazonaws.com/{ACCOUNT}/{RECHECK_QUEUE}"
    refs = {
        "DocumentBucket": BUCKET,
        "TextBucket": TEXT_BUCKET,
        "RecordsTable": TABLE,
        "IdempotencyTable": IDEMPOTENCY_TABLE,
        "RecheckQueue": queue_url,
        "CheckStateMachine": STATE_MACHINE_ARN,
        "LargeDocumentStateMachine": LARGE_STATE_MACHINE_ARN,
        "AnthropicApiKeySecret": f"arn:aws:secretsmanager:{REGION}:{ACCOUNT}:secret:anthropic-key",
        "CourtListenerTokenSecret": f"arn:aws:secretsmanager:{REGION}:{ACCOUNT}:secret:courtlistener-token",
        "RevalidateFunction": "RevalidateFunction",
        "DataKey.Arn": f"arn:aws:kms:{REGION}:{ACCOUNT}:key/test",
    }
    resolver = Resolver(template, parameters, refs)
    functions = function_defs(template, resolver)
    for fn in functions.values():
        fn.env["BRIEFCHECK_HOME"] = str(tmp_path / "home")
    # One process stands in for many Lambdas: the environment they share is set once; the only
    # per-function variable (BRIEFCHECK_AGENT) is applied while that function's module imports.
    shared: dict[str, str] = {}
    for fn in functions.values():
        for k, v in fn.env.items():
            if k != "BRIEFCHECK_AGENT":
                assert shared.setdefault(k, v) == v, f"{k} differs between functions"
    for k, v in shared.items():
        monkeypatch.setenv(k, v)
    _reset_core_caches()

    cloud_ref: list[Cloud] = []

    def invoke_in_process(self: Any, event: Any = None) -> tuple[str, bool, str]:
        try:
            result = cloud_ref[0].call(self.function_name, event if event is not None else {})
            return json.dumps(result), False, ""
        except Exception as exc:  # the Lambda runtime's error envelope
            envelope = {
                "errorType": type(exc).__name__,
                "errorMessage": str(exc),
                "stackTrace": traceback.format_tb(exc.__traceback__),
            }
            return json.dumps(envelope), True, ""

    fake_time = types.SimpleNamespace(sleep=lambda s: cloud_ref[0].retry_sleeps.append(s))
    with (
        mock_aws(config={"stepfunctions": {"execute_state_machine": True}}),
        mock.patch.object(LambdaFunction, "_invoke_lambda", invoke_in_process),
        mock.patch.object(retrier_decl, "time", fake_time),
        mock.patch.multiple(StateTaskServiceSfn, **_sfn_integration_as_on_aws(StateTaskServiceSfn)),
        _serialised_boto_clients(),
    ):
        s3 = boto3.client("s3", region_name=REGION)
        ddb = boto3.client("dynamodb", region_name=REGION)
        sfn = boto3.client("stepfunctions", region_name=REGION)
        lam = boto3.client("lambda", region_name=REGION)
        iam = boto3.client("iam", region_name=REGION)
        sqs = boto3.client("sqs", region_name=REGION)
        s3.create_bucket(Bucket=BUCKET)
        s3.put_bucket_versioning(Bucket=BUCKET, VersioningConfiguration={"Status": "Enabled"})
        s3.create_bucket(Bucket=TEXT_BUCKET)
        _create_table(ddb, template, "RecordsTable", TABLE)
        _create_table(ddb, template, "IdempotencyTable", IDEMPOTENCY_TABLE)
        assert sqs.create_queue(QueueName=RECHECK_QUEUE)["QueueUrl"] == queue_url
        role = iam.create_role(
            RoleName="briefcheck-test-role",
            AssumeRolePolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": []}),
        )["Role"]["Arn"]
        code = _zip()
        arns = {}
        for fn in functions.values():
            arns[f"{fn.logical_id}.Arn"] = lam.create_function(
                FunctionName=fn.logical_id,
                Runtime="python3.12",
                Role=role,
                Handler=fn.handler,
                Code={"ZipFile": code},
                Timeout=fn.timeout,
                MemorySize=fn.memory,
                Environment={"Variables": fn.env},
            )["FunctionArn"]
        resolver = Resolver(template, parameters, refs | arns)
        for res in template["Resources"].values():
            if res["Type"] == "AWS::Serverless::StateMachine":
                _create_state_machine(sfn, role, res["Properties"], resolver)
        arn = STATE_MACHINE_ARN
        cloud = Cloud(template, functions, s3, ddb, sfn, lam, arn, sqs, queue_url)
        cloud_ref.append(cloud)
        try:
            yield cloud
        finally:
            cloud.drain()
            _reset_core_caches()
            for name in [n for n in sys.modules if n.startswith("lambda_")]:
                del sys.modules[name]


@pytest.fixture
def cloud_params() -> dict[str, str]:
    """Template parameters for the deployment under test (override in a test module)."""
    return {"Tier3Policy": "none", "JwtIssuer": "https://issuer.example", "JwtAudience": "portal"}


@pytest.fixture
def cloud(
    template: dict, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, cloud_params: dict[str, str]
) -> Iterator[Cloud]:
    yield from build_cloud(template, monkeypatch, tmp_path, cloud_params)
