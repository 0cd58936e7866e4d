"""Claude as a panelist through Amazon Bedrock, with the account's IAM credentials.

Built on the SDK's `AnthropicBedrock` client rather than boto3's `converse`: it speaks the
same Messages API shapes (tool schema, forced tool_choice, `cache_control`, usage with cache
tokens) to Bedrock's InvokeModel, signed with SigV4 from the default AWS credential chain.
So the request, the reply checks, the retries and the cost accounting are the very code of
the anthropic backend; `converse` would need a second request builder (toolConfig,
cachePoint blocks) and a second reply parser for the same contract.

Region from AWS_REGION / AWS_DEFAULT_REGION or the AWS profile; ANTHROPIC_BEDROCK_BASE_URL
(read by the SDK) points at a VPC endpoint or a local fake.
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import Any

import anthropic

from briefcheck.domain.config import Settings
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.models import CitationTask
from briefcheck.panel.anthropic_backend import AnthropicJudge

# The Messages API version that Bedrock's InvokeModel expects for Claude.
BEDROCK_ANTHROPIC_VERSION = "bedrock-2023-05-31"


@lru_cache(maxsize=8)
def _bedrock_client(region: str | None, base_url: str | None, timeout_s: float) -> anthropic.AnthropicBedrock:
    try:
        return anthropic.AnthropicBedrock(
            aws_region=region, base_url=base_url, max_retries=0, timeout=timeout_s
        )
    except ValueError as exc:  # no region anywhere
        raise ConfigError(f"the bedrock backend needs an AWS region: {exc}") from None


def _check_credentials() -> None:
    import boto3

    try:
        credentials = boto3.Session().get_credentials()
    except Exception as exc:  # a broken profile or credential source
        raise ConfigError(f"the bedrock backend cannot load AWS credentials: {type(exc).__name__}") from None
    if credentials is None:
        raise ConfigError(
            "the bedrock backend needs AWS credentials (an IAM role, AWS_PROFILE or AWS_ACCESS_KEY_ID)"
        )


class BedrockJudge(AnthropicJudge):
    """The anthropic judge on a Bedrock client. Model ids are Bedrock ids or inference profiles."""

    backend = "bedrock"

    def _make_client(self, settings: Settings) -> Any:
        _check_credentials()
        region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
        return _bedrock_client(
            region, os.environ.get("ANTHROPIC_BEDROCK_BASE_URL"), settings.request_timeout_s
        )

    def request(self, task: CitationTask) -> dict[str, Any]:
        kwargs = super().request(task)
        kwargs["extra_body"] = {"anthropic_version": BEDROCK_ANTHROPIC_VERSION}
        return kwargs
