"""The cloud-only environment, parsed once per Lambda container."""

from __future__ import annotations

from functools import lru_cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class CloudSettings(BaseSettings):
    """The cloud-only environment (prefix BRIEFCHECK_), set by the SAM template."""

    model_config = SettingsConfigDict(env_prefix="BRIEFCHECK_", extra="ignore")

    state_machine_arn: str | None = None
    tenant_claim: str = "custom:tenant"
    revalidate_function: str | None = None
    revalidation_age_days: int = Field(30, ge=1)
    distributed_threshold: int = Field(400, ge=1)
    upload_url_ttl_s: int = Field(900, ge=60, le=3600)


@lru_cache(maxsize=1)
def cloud_settings() -> CloudSettings:
    return CloudSettings()
