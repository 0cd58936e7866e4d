"""The bedrock backend against a loopback fake of Bedrock's InvokeModel, and key lookup."""

from __future__ import annotations

import json
from collections.abc import Iterator

import boto3
import pytest
from moto import mock_aws
from panel_fakes import tool_reply
from pytest_httpserver import HTTPServer
from werkzeug import Response

from briefcheck.domain.backends import DEFAULT_BEDROCK_MODEL
from briefcheck.domain.codes import AGENT_UNAVAILABLE, Verdict
from briefcheck.domain.config import AgentSpec, Settings
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.models import CitationTask
from briefcheck.llm.clients import anthropic_api_key
from briefcheck.panel.bedrock_backend import BEDROCK_ANTHROPIC_VERSION, BedrockJudge
from briefcheck.panel.run import build_judge, judge_safely

SPEC = AgentSpec(agent="legal_knowledge_validator_v1", backend="bedrock")
INVOKE = f"/model/{DEFAULT_BEDROCK_MODEL}/invoke"


@pytest.fixture
def bedrock(monkeypatch: pytest.MonkeyPatch) -> Iterator[HTTPServer]:
    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)
    server.start()
    monkeypatch.setenv("ANTHROPIC_BEDROCK_BASE_URL", server.url_for("").rstrip("/"))
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "TESTKEYID")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
    monkeypatch.delenv("AWS_BEARER_TOKEN_BEDROCK", raising=False)
    monkeypatch.delenv("AWS_PROFILE", raising=False)
    yield server
    server.clear()
    server.stop()


def test_bedrock_call_is_signed_and_shaped_for_invoke_model(
    bedrock: HTTPServer, settings: Settings, task: CitationTask
) -> None:
    bedrock.expect_request(INVOKE, method="POST").respond_with_json(
        tool_reply("UNCERTAIN", "unfamiliar_but_possible", input_tokens=700, output_tokens=30)
    )

    judge = build_judge(SPEC, settings)
    verdict = judge.judge(task)

    assert isinstance(judge, BedrockJudge)
    assert verdict.verdict is Verdict.UNCERTAIN and verdict.uncertain_reason == "unfamiliar_but_possible"
    assert verdict.model == DEFAULT_BEDROCK_MODEL
    assert verdict.usage is not None
    assert verdict.usage.cost_usd == pytest.approx((700 * 1 + 30 * 5) / 1e6)  # priced as Haiku 4.5
    request, _ = bedrock.log[0]
    assert request.headers["Authorization"].startswith("AWS4-HMAC-SHA256 Credential=TESTKEYID/")
    assert "/us-east-1/bedrock/aws4_request" in request.headers["Authorization"]
    body = json.loads(request.get_data())
    assert "model" not in body  # the model is in the path on Bedrock
    assert body["anthropic_version"] == BEDROCK_ANTHROPIC_VERSION
    assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert body["tool_choice"]["name"] == "record_verdict"


def test_bedrock_throttling_is_retried(
    bedrock: HTTPServer, settings: Settings, task: CitationTask, sleeps: list[float]
) -> None:
    bedrock.expect_ordered_request(INVOKE, method="POST").respond_with_response(
        Response(
            json.dumps({"message": "Too many requests, please wait before trying again."}),
            status=429,
            headers={
                "x-amzn-ErrorType": "ThrottlingException:http://internal.amazon.com/coral/com.amazon.bedrock/"
            },
            content_type="application/json",
        )
    )
    bedrock.expect_ordered_request(INVOKE, method="POST").respond_with_json(tool_reply("VALID"))

    verdict = build_judge(SPEC, settings).judge(task)

    assert verdict.verdict is Verdict.VALID
    assert len(sleeps) == 1


def test_bedrock_access_denied_makes_the_agent_unavailable(
    bedrock: HTTPServer, settings: Settings, task: CitationTask, sleeps: list[float]
) -> None:
    bedrock.expect_request(INVOKE, method="POST").respond_with_response(
        Response(
            json.dumps({"message": "You don't have access to the model with the specified model ID."}),
            status=403,
            content_type="application/json",
        )
    )

    verdict = judge_safely(build_judge(SPEC, settings), task)

    assert (verdict.verdict, verdict.uncertain_reason) == (Verdict.UNCERTAIN, AGENT_UNAVAILABLE)
    assert len(bedrock.log) == 1 and sleeps == []


def test_bedrock_without_credentials_is_a_config_error(
    monkeypatch: pytest.MonkeyPatch, settings: Settings, tmp_path: object
) -> None:
    for name in (
        "AWS_ACCESS_KEY_ID",
        "AWS_SECRET_ACCESS_KEY",
        "AWS_SESSION_TOKEN",
        "AWS_PROFILE",
        "AWS_ROLE_ARN",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", str(tmp_path) + "/none")
    monkeypatch.setenv("AWS_CONFIG_FILE", str(tmp_path) + "/none")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    monkeypatch.delenv("AWS_CONTAINER_CREDENTIALS_FULL_URI", raising=False)
    monkeypatch.delenv("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI", raising=False)
    with pytest.raises(ConfigError, match="AWS credentials"):
        BedrockJudge(SPEC, settings)


@pytest.mark.parametrize("stored", ["fake-key-from-secret", '{"api_key": "fake-key-from-secret"}'])
def test_api_key_from_secrets_manager(monkeypatch: pytest.MonkeyPatch, stored: str) -> None:
    from aws_lambda_powertools.utilities.parameters import base

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    with mock_aws():
        base.DEFAULT_PROVIDERS.clear()  # a provider made before the mock would hold a real client
        arn = boto3.client("secretsmanager").create_secret(Name="briefcheck/anthropic", SecretString=stored)[
            "ARN"
        ]
        assert anthropic_api_key(Settings(anthropic_secret_arn=arn)) == "fake-key-from-secret"
        base.DEFAULT_PROVIDERS.clear()


def test_empty_secret_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from aws_lambda_powertools.utilities.parameters import base

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    with mock_aws():
        base.DEFAULT_PROVIDERS.clear()
        arn = boto3.client("secretsmanager").create_secret(
            Name="briefcheck/empty", SecretString='{"other": 1}'
        )["ARN"]
        with pytest.raises(ConfigError, match="holds no Anthropic key"):
            anthropic_api_key(Settings(anthropic_secret_arn=arn))
        base.DEFAULT_PROVIDERS.clear()
