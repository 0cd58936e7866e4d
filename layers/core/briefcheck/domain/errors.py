"""Errors briefcheck raises on purpose. Each message names what failed and what to do."""

from __future__ import annotations


class BriefcheckError(Exception):
    """Base of every error the CLI and handlers report without a traceback."""


class InputError(BriefcheckError):
    """A document or event that cannot be read: corrupt, empty, encrypted, unsupported, too large."""


class ConfigError(BriefcheckError):
    """A configuration value that cannot be used (unknown agent, missing prompt, bad backend)."""


class AgentError(BriefcheckError):
    """A panel backend that failed or answered outside the allowed verdicts and reason codes."""


class SourceError(BriefcheckError):
    """A public source that could not be reached or answered unusably."""


class BusyError(BriefcheckError):
    """An AWS service that refused for now (throttled, unavailable) after the client's own retries:
    nothing is lost, and the same request can be made again after `retry_after_s`."""

    def __init__(self, message: str, retry_after_s: int = 30) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s


class ConflictError(BriefcheckError):
    """A write refused because the record changed under it (e.g. a document no longer COMPLETE)."""


class AccessError(BriefcheckError):
    """A request for something outside the caller's tenant (the API answers 403)."""
