"""Claude as a panelist through Amazon Bedrock, with the account's IAM credentials.

Built on the SDK's `AnthropicBedrock` client rather than boto3's `converse`: it speaks the
same Messages API shapes (tool schema, forced tool_choice, `cache_control`, usage with cache
tokens) to Bedrock's InvokeModel, signed with SigV4 from the default AWS credential chain.
So the request, the reply checks, the retries and the cost accounting are the very code of
the anthropic backend; `converse` would need a second request builder (toolConfig,
cachePoint blocks) and a second reply parser for the same contract.

The client (region, credentials, endpoint) comes from `briefcheck.llm.clients`.
"""

from __future__ import annotations

from typing import Any

from briefcheck.domain.models import CitationTask
from briefcheck.panel.anthropic_backend import AnthropicJudge

# The Messages API version that Bedrock's InvokeModel expects for Claude.
BEDROCK_ANTHROPIC_VERSION = "bedrock-2023-05-31"


class BedrockJudge(AnthropicJudge):
    """The anthropic judge on a Bedrock client. Model ids are Bedrock ids or inference profiles."""

    backend = "bedrock"

    def request(self, task: CitationTask) -> dict[str, Any]:
        kwargs = super().request(task)
        kwargs["extra_body"] = {"anthropic_version": BEDROCK_ANTHROPIC_VERSION}
        return kwargs
