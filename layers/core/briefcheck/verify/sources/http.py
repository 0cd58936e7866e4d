"""What every source that fetches over HTTP shares, so a new one writes only what its API means:
the allow-list (its registry line's hosts), the check that its host resolves before a client is
made, a circuit breaker, a client-side rate limit, and the HTTP client itself (made on first use,
every request and redirect checked against the allow-list). A source subclasses `HttpSource` and
asks `get(url, kind, key)`, which gives the response or an `unavailable` retrieval saying why.
CourtListener's source talks through its official client and keeps its own request budget; it
shares the allow-list and the host check."""

from __future__ import annotations

from typing import TYPE_CHECKING

from briefcheck.domain.config import Settings
from briefcheck.verify.sources.base import (
    HostCheck,
    Kind,
    RateLimiter,
    Retrieval,
    Unreachable,
    check_allowed,
    guard_hook,
    transport_failure,
)
from briefcheck.verify.sources.registry import allowed_hosts

if TYPE_CHECKING:
    import httpx

USER_AGENT = "briefcheck (citation verification)"


class HttpSource:
    """A network source's plumbing; `name` and `title` are the subclass's."""

    name: str
    title: str
    offline = False

    def __init__(
        self,
        settings: Settings,
        base_url: str,
        *,
        limiter: RateLimiter,
        limit_said: str,
        client: httpx.Client | None = None,
    ) -> None:
        self.hosts = allowed_hosts(settings)
        check_allowed(base_url, self.hosts)
        self.base = base_url.rstrip("/")
        self.limiter = limiter
        self.limit_said = limit_said  # why a request waits no longer: the source's published limit
        self.max_wait_s = min(settings.request_timeout_s, 15.0)
        self.timeout_s = settings.request_timeout_s
        self._http = client
        if client is not None:
            client.event_hooks = {"request": [guard_hook(self.hosts)], "response": []}
        self.unreachable = Unreachable()
        self.host = HostCheck(self.base)

    @property
    def http(self) -> httpx.Client:
        """The HTTP client, made on first use: its TLS set-up costs about 50 ms of a start-up that
        may never ask this source anything."""
        if self._http is None:
            import httpx  # loaded by the first request, not by every check that builds this source

            self._http = httpx.Client(
                timeout=httpx.Timeout(self.timeout_s, connect=min(5.0, self.timeout_s)),
                headers={"User-Agent": USER_AGENT},
                follow_redirects=True,
                event_hooks={"request": [guard_hook(self.hosts)], "response": []},
            )
        return self._http

    def get(self, url: str, kind: Kind, key: str) -> httpx.Response | Retrieval:
        """The response, or an `unavailable` retrieval saying why there is none (nothing is spent
        of the rate limit, nor waited for, while the host is known to be unreachable; a 429 or a
        server error is unavailable too)."""
        if self._http is None and not self.unreachable.reason():
            self.host.close_off([self.unreachable])  # offline: no client is made to find that out
        if down := self.unreachable.reason():
            return Retrieval.unavailable(self.name, kind, key, f"{self.title} {down}", url)
        if not self.limiter.acquire(self.max_wait_s):
            return Retrieval.unavailable(self.name, kind, key, self.limit_said, url)
        import httpx  # loaded with the client, by the first request that is made

        try:
            response = self.http.get(url)
        except httpx.HTTPError as exc:
            self.unreachable.saw(exc)
            return Retrieval.unavailable(self.name, kind, key, f"{self.title} {transport_failure(exc)}", url)
        self.unreachable.answered()
        if response.status_code == 429 or response.status_code >= 500:
            return Retrieval.unavailable(
                self.name, kind, key, f"{self.title} answered HTTP {response.status_code}", url
            )
        return response
