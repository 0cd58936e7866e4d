"""The Lambdas' environment, parsed once per container into one model per kind of handler.

Every required value is checked at cold start: a Lambda without its bucket or table fails
before its first event with one line naming the variable, and never falls back to local stores.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, TypeVar

from pydantic import Field, ValidationError

from briefcheck.domain.environment import PREFIX, EnvModel
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.seats import SeatName
from briefcheck.report import outputs
from briefcheck.run.steps import Stores
from briefcheck.store.blobs import S3BlobStore
from briefcheck.store.dynamo import DynamoResultStore

if TYPE_CHECKING:
    from briefcheck.index import CitationIndex


class CloudEnv(EnvModel):
    """What every function needs (set by the SAM template's Globals)."""

    bucket: str = Field(..., min_length=1)
    table: str = Field(..., min_length=1)
    retention_days: int = Field(..., ge=1, description="Days a document and all derived from it are kept")
    index_table: str = Field("", description="The offline citation index's DynamoDB table; empty: none")
    text_bucket: str = Field("", description="The opinion-text store (texts/<edition>/); empty: none")

    @property
    def retention(self) -> timedelta:
        return timedelta(days=self.retention_days)


class IdempotentEnv(CloudEnv):
    """A state that must do its work once per execution (Consensus, Tier 3, Finalize)."""

    idempotency_table: str = Field(..., min_length=1)


class ExtractEnv(CloudEnv):
    distributed_threshold: int = Field(..., ge=1)


class AgentEnv(CloudEnv):
    """A panel seat's function: the role it judges (its version, backend and model are the
    panel configuration's)."""

    agent: SeatName


class StarterEnv(CloudEnv):
    """A function that starts runs (ingest, the API)."""

    state_machine_arn: str = Field(..., min_length=1)


class ApiEnv(StarterEnv):
    tenant_claim: str = Field(..., min_length=1)
    revalidate_function: str = Field(..., min_length=1)
    upload_url_ttl_s: int = Field(900, ge=60, le=3600)


class WatchdogEnv(CloudEnv):
    state_machine_arn: str = Field(..., min_length=1)


class RevalidationEnv(CloudEnv):
    revalidation_age_days: int = Field(..., ge=1)
    revalidation_queue_url: str = Field(..., min_length=1)

    @property
    def revalidation_age(self) -> timedelta:
        return timedelta(days=self.revalidation_age_days)


class TextImportEnv(CloudEnv):
    text_bucket: str = Field(..., min_length=1)


Env = TypeVar("Env", bound=CloudEnv)


def load_env(model: type[Env]) -> Env:
    """The environment as `model`, or a ConfigError naming every missing or bad variable."""
    try:
        return model()
    except ValidationError as exc:
        problems = "; ".join(
            f"{PREFIX}{'.'.join(str(p) for p in e['loc']).upper()}: {e['msg']}"
            for e in exc.errors(include_input=False, include_url=False)
        )
        raise ConfigError(f"{model.__name__} cannot start: {problems}") from None


def cloud_index(env: CloudEnv) -> CitationIndex | None:
    """The offline citation index table, when the deployment has one (read-only)."""
    if not env.index_table:
        return None
    from briefcheck.index.dynamo import DynamoCitationIndex
    from briefcheck.index.text_shards import S3TextStore

    texts = S3TextStore(S3BlobStore(env.text_bucket)) if env.text_bucket else None
    return DynamoCitationIndex(env.index_table, texts=texts)


def text_store(env: TextImportEnv) -> S3BlobStore:
    """The opinion-text bucket the import writes (public case law, under the stack's key)."""
    return S3BlobStore(env.text_bucket)


def cloud_stores(env: CloudEnv) -> Stores:
    """The bucket and the table: the only stores a Lambda ever uses."""
    # the API serves every output, so the cloud keeps each beside the result
    return Stores(
        S3BlobStore(env.bucket),
        DynamoResultStore(env.table, retention=env.retention),
        tuple(outputs.OUTPUTS),
    )
