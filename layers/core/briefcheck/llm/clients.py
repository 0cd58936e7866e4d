"""The Messages-API clients every model call uses: the panel's judges and the characterizer.

One client (one connection pool) per key, endpoint and timeout, shared by every seat and thread
and kept across warm Lambda invocations. Clients make no retries of their own (`max_retries=0`):
each caller retries by its own policy.

Anthropic: the key from ANTHROPIC_API_KEY locally, or in the cloud from the Secrets Manager secret
named by BRIEFCHECK_ANTHROPIC_SECRET_ARN (Powertools parameters, cached); ANTHROPIC_BASE_URL points
the client at a proxy or a local fake. Bedrock: the default AWS credential chain, the region from
AWS_REGION / AWS_DEFAULT_REGION; ANTHROPIC_BEDROCK_BASE_URL points at a VPC endpoint or a fake.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from typing import Any

from briefcheck.domain.backends import backend_entry
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import ConfigError

__all__ = ["SECRET_MAX_AGE_S", "anthropic_api_key", "anthropic_client", "bedrock_client", "messages_client"]

SECRET_MAX_AGE_S = 300


def anthropic_api_key(settings: Settings) -> str:
    """ANTHROPIC_API_KEY, else the Secrets Manager secret (plain, or JSON with `api_key`)."""
    key = os.environ.get("ANTHROPIC_API_KEY")
    if key:
        return key
    if not settings.anthropic_secret_arn:
        raise ConfigError(
            "the anthropic backend needs an API key: set ANTHROPIC_API_KEY, "
            "or BRIEFCHECK_ANTHROPIC_SECRET_ARN to a Secrets Manager secret holding it"
        )
    from aws_lambda_powertools.utilities import parameters

    try:
        value = parameters.get_secret(settings.anthropic_secret_arn, max_age=SECRET_MAX_AGE_S)
    except Exception as exc:  # the secret's value is never part of the message
        raise ConfigError(
            f"cannot read the Anthropic key from secret {settings.anthropic_secret_arn}: {type(exc).__name__}"
        ) from None
    text = value.decode() if isinstance(value, bytes) else str(value)
    if text.lstrip().startswith("{"):
        try:
            doc = json.loads(text)
        except ValueError:
            doc = {}
        text = str(doc.get("api_key") or doc.get("ANTHROPIC_API_KEY") or "")
    if not text.strip():
        raise ConfigError(
            f"secret {settings.anthropic_secret_arn} holds no Anthropic key "
            "(expected the key itself, or JSON with an 'api_key' field)"
        )
    return text.strip()


def anthropic_client(settings: Settings) -> Any:
    """The Anthropic API client; ConfigError without a key."""
    return _anthropic(
        anthropic_api_key(settings), os.environ.get("ANTHROPIC_BASE_URL"), settings.request_timeout_s
    )


def bedrock_client(settings: Settings) -> Any:
    """The Bedrock client, signing with the IAM credentials; ConfigError without credentials or a
    region."""
    _check_credentials()
    region = os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")
    return _bedrock(region, os.environ.get("ANTHROPIC_BEDROCK_BASE_URL"), settings.request_timeout_s)


def messages_client(settings: Settings, backend: str) -> Any:
    """The Messages-API client of a model backend ('anthropic', 'bedrock': its registry line's)."""
    entry = backend_entry(backend)
    if entry.client is None:
        raise ConfigError(f"backend {backend!r} calls no Claude model")
    return entry.load(entry.client)(settings)


@lru_cache(maxsize=8)
def _anthropic(api_key: str, base_url: str | None, timeout_s: float) -> Any:
    import anthropic

    return anthropic.Anthropic(api_key=api_key, base_url=base_url, max_retries=0, timeout=timeout_s)


@lru_cache(maxsize=8)
def _bedrock(region: str | None, base_url: str | None, timeout_s: float) -> Any:
    import anthropic

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
