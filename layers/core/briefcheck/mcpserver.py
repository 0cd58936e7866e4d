"""briefcheck as an MCP server, for drafting agents (Claude Desktop, editors with MCP).

Tools, each on the path `check` takes (`run.local.check_document`: extraction, the panel, the
chain of sources, the final statuses):
- `check_text`: a passage or a whole brief -> every citation's status, why, the evidence and the
  suggested correction, and the headline;
- `verify_citation`: one citation, optionally with the quote and the proposition it is cited for;
- `lookup`: the offline index by citation ("457 U.S. 800") or by case name.
Resource `briefcheck://report/last`: the last result, as JSON, over stdio only (one client a
process); over HTTP every client would read every other's brief, so it is not served.

Over HTTP the server listens on the loopback address with the SDK's DNS-rebinding protection;
any other address needs a bearer token (BRIEFCHECK_MCP_TOKEN) every request must carry.

Offline by default: the offline index is asked (nothing leaves the machine) and no network source
is, unless the server was started with a Tier 3 policy (`--tier3`, BRIEFCHECK_TIER3).
"""

from __future__ import annotations

import hmac
import logging
import re
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from briefcheck.domain.codes import CitationStatus, CitationType, Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import BriefcheckError, ConfigError, InputError
from briefcheck.domain.models import CheckResult, Evidence, dump_json
from briefcheck.domain.status import FAIL_ON, checked, coverage_of
from briefcheck.verify.names import NameMatch

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

    from briefcheck.index import CitationIndex
    from briefcheck.verify.refs import CitationRef

LAST_REPORT = "briefcheck://report/last"
# What a tool accepts as text: a whole brief, not a book.
MAX_TEXT_CHARS = 2_000_000
# A bare slot: "457 U.S. 800", "2019 WL 1234567".
_SLOT = re.compile(r"^\s*(\d{1,5})\s+(.+?)\s+(\d{1,8})\s*$")
# Best first: of the cases at a slot, the one that bears the cited name best answers for it.
_NAME_ORDER = [NameMatch.MATCH, NameMatch.PARTIAL, NameMatch.UNKNOWN, NameMatch.MISMATCH]
INSTRUCTIONS = (
    "briefcheck checks legal citations (US and UK) before a brief is filed: whether each cited case "
    "exists under its name, year and court, and, where a source holds its text, whether quotes and "
    "pin pages are right. Call check_text on a draft, or verify_citation on one citation. A status "
    "of UNVERIFIED means nothing looked the citation up: never treat it as checked."
)


class CitationAnswer(BaseModel):
    """One citation as an agent needs it: its status, why, the correction and the evidence."""

    id: str
    citation: str = Field(description="The citation as the text gives it")
    type: CitationType
    status: CitationStatus | None = Field(description="UNVERIFIED: nothing looked it up; never a pass")
    why: str | None = Field(description="The status note, in plain words")
    suggested_correction: str | None
    evidence: list[Evidence] = Field(description="What each source asked said, in the result JSON's shape")


class Headline(BaseModel):
    """How much a source checked: the four counts divide the citations, and add up."""

    headline: str
    citations: int
    checked_by_a_source: int
    impossible_as_cited: int
    not_checked: int
    not_case_law: int
    exit_status: int = Field(description="As `briefcheck check` would exit: 0 clean, 1 errors, 3 unchecked")


class CheckAnswer(Headline):
    results: list[CitationAnswer]


class VerifyAnswer(Headline):
    result: CitationAnswer


class LookupAnswer(BaseModel):
    """What the offline index holds: at a citation's slot, or under a case name."""

    edition: str | None = Field(description="The index's CourtListener edition; None without an index")
    answer: str | None = Field(
        None,
        description="found; nothing at that page of a volume held densely (evidence); held sparsely "
        "(absence says little); or not held",
    )
    coverage: str | None = Field(None, description="How fully the index holds the volume")
    cited_as: str | None = Field(None, description="The slot read from the citation given")
    name_match: NameMatch | None = Field(
        None, description="Whether the case at the slot bears the cited name"
    )
    note: str | None = None
    cases: list[dict[str, Any]]


def citation_view(result: CheckResult) -> list[CitationAnswer]:
    evidence: dict[str, list[Evidence]] = {}
    for e in result.evidence:
        evidence.setdefault(e.citation_id, []).append(e)
    out = []
    for c in result.citations():
        found = evidence.get(c.id, [])
        out.append(
            CitationAnswer(
                id=c.id,
                citation=c.text,
                type=c.type,
                status=c.status,
                why=c.status_note,
                suggested_correction=next(
                    (e.suggested_correction for e in found if e.suggested_correction), None
                ),
                evidence=found,
            )
        )
    return out


def _asked(found: list[CitationAnswer], citation: str) -> list[CitationAnswer]:
    """The answers read out of the citation's own words (not the proposition's or the quote's)."""
    asked = " ".join(citation.split())
    return [f for f in found if " ".join(f.citation.split()) in asked]


def _the_one_asked(found: list[CitationAnswer], citation: str) -> CitationAnswer:
    """The answer for the citation asked about, not another the proposition or quote cites: the
    first read out of the citation's own words, else the last of the text (where it was put)."""
    return next(iter(_asked(found, citation)), found[-1])


def _nth(text: str, word: str, n: int) -> int:
    """Where the n-th `word` (from 1) stands in `text`, or -1."""
    at = -1
    for _ in range(n):
        at = text.find(word, at + 1)
        if at < 0:
            return -1
    return at


def summary_view(result: CheckResult, only: str | None = None) -> dict[str, Any]:
    """The headline and counts of a check, or of its citation `only` (an id) alone."""
    if only is None:
        coverage = coverage_of(result)
    else:
        coverage = checked(
            [c for c in result.citations() if c.id == only],
            [e for e in result.evidence if e.citation_id == only],
            claims=result.claims,
        )
    return {
        "headline": coverage.headline,
        "citations": coverage.citations,
        "checked_by_a_source": coverage.checked,
        "impossible_as_cited": coverage.impossible,
        "not_checked": coverage.unchecked,
        "not_case_law": coverage.no_source,
        "exit_status": coverage.exit_status(FAIL_ON["error"]),
    }


class Checker:
    """The run path behind the tools: one local store, the index (if any), the settings."""

    def __init__(self, settings: Settings, index: CitationIndex | None) -> None:
        from briefcheck.report.outputs import standard_outputs
        from briefcheck.run.steps import open_stores

        self.settings = settings
        self.index = index
        self.stores = open_stores(settings, standard_outputs())
        self.last: CheckResult | None = None

    def check(self, text: str, name: str) -> CheckResult:
        from briefcheck.run.local import check_document

        if not text.strip():
            raise InputError("the text is empty: give the passage or brief to check")
        if len(text) > MAX_TEXT_CHARS:
            raise InputError(f"the text is {len(text):,} characters; the limit is {MAX_TEXT_CHARS:,}")
        try:
            data = text.encode()
        except UnicodeEncodeError as exc:  # a lone surrogate ("\\udcff") a JSON client may send
            raise InputError(
                f"the text holds a character no UTF-8 text can (an unpaired surrogate at character "
                f"{exc.start:,}): send it as plain Unicode"
            ) from None
        result = check_document(data, name, self.settings, self.stores, index=self.index)
        self.last = result
        return result

    def lookup(self, citation: str | None, name: str | None) -> LookupAnswer:
        if self.index is None:
            return LookupAnswer(
                edition=None, cases=[], note="no offline index: build one with `briefcheck index build`"
            )
        if citation:
            return self._at_slot(citation)
        if name:
            hits = self.index.by_name(name, None, None, limit=10)
            return LookupAnswer(
                edition=self.index.edition,
                cases=[{**h.case.model_dump(mode="json"), "cited_as": h.cited} for h in hits],
            )
        raise InputError("give a citation ('457 U.S. 800') or a case name to look up")

    def _at_slot(self, citation: str) -> LookupAnswer:
        """What the index holds at a citation's slot: a bare slot ("457 U.S. 800", "2024 WL
        559497"), or a citation as a brief writes it, whose cited name is compared with the case
        found there."""
        assert self.index is not None
        volume, reporter, page, ref = _slot_of(citation)
        cases = self.index.cases_at(volume, reporter, page)
        held = self.index.coverage(volume, reporter, None)
        if cases:
            answer = "found"
        elif not held.covered:
            answer = "not held: the index cannot say whether a case starts there"
        elif held.dense:
            answer = "no case starts at that page of a volume held densely: evidence it does not exist"
        else:
            answer = "no case held at that page, but the volume is held sparsely: absence says little"
        match = None
        if ref is not None and ref.case_name and cases:
            from briefcheck.verify.names import compare_names
            from briefcheck.verify.sources.offline_index import as_matched

            match = min((compare_names(ref, as_matched(c)) for c in cases), key=_NAME_ORDER.index)
        return LookupAnswer(
            edition=self.index.edition,
            answer=answer,
            coverage=held.reason,
            cited_as=f"{volume} {reporter} {page}",
            name_match=match,
            cases=[c.model_dump(mode="json") for c in cases],
        )


def _slot_of(citation: str) -> tuple[str, str, str, CitationRef | None]:
    """The slot a citation names: read by Tier 1 as in a brief, so a Westlaw number and a whole
    citation ("Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)") are read as `check` reads them."""
    from briefcheck.extract import extract_document
    from briefcheck.verify.refs import CitationRef, Unroutable, route

    if bare := _SLOT.match(citation):  # asked as it is, whatever the reporter
        volume, reporter, page = bare.groups()
        return volume, reporter, page, None
    if len(citation) > 1000:
        raise InputError("give one citation, not a passage: use check_text for a passage")
    found = extract_document(f"See {citation.strip()}.".encode(), "citation.txt").citations()
    if not found:
        raise InputError(f"no citation could be read in {citation!r}: give one such as '457 U.S. 800'")
    ref = route(found[0])
    if isinstance(ref, Unroutable):
        raise InputError(f"{citation!r} cannot be looked up: {ref.reason}")
    if not (isinstance(ref, CitationRef) and ref.volume and ref.reporter and ref.page):
        raise InputError(f"{citation!r} names no volume, reporter and page to look up")
    return ref.volume, ref.reporter, ref.page, ref


def _told(error: BriefcheckError) -> Exception:
    """A briefcheck error as the tool error an agent reads (the message, not a stack)."""
    from mcp.server.mcpserver.exceptions import ToolError

    return ToolError(str(error))


LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
TOKEN_ENV = "BRIEFCHECK_MCP_TOKEN"


class _BearerToken:
    """The SDK's token verifier for one shared secret, compared in constant time."""

    def __init__(self, token: str) -> None:
        self.token = token

    async def verify_token(self, token: str) -> Any:
        from mcp.server.auth.provider import AccessToken

        if hmac.compare_digest(token.encode(), self.token.encode()):
            return AccessToken(token=token, client_id="briefcheck-mcp", scopes=[])
        return None


class _MessagesWithheld(logging.Filter):
    """The SDK logs a tool's or resource's failure with its message, and ours name the citation or
    text asked about: the line is kept, the message left out (a document's text is never logged)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg in ("Tool %r failed: %r", "Resource %r failed: %r") and isinstance(record.args, tuple):
            record.args = (record.args[0], "(the message is not logged: it may quote the document)")
        return True


def _withhold_messages() -> None:
    sdk = logging.getLogger("mcp.server.mcpserver.server")
    if not any(isinstance(f, _MessagesWithheld) for f in sdk.filters):
        sdk.addFilter(_MessagesWithheld())


def build_server(checker: Checker, *, shared_report: bool = True, token: str | None = None,
                 url: str | None = None) -> MCPServer:  # fmt: skip
    """The server; `shared_report`: serve the last result as a resource (stdio: one client);
    `token` and `url`: require that bearer token on every request to the server at `url`."""
    from mcp.server.mcpserver import MCPServer
    from mcp.types import ToolAnnotations

    _withhold_messages()

    if token is not None and url is not None:
        from mcp.server.auth.settings import AuthSettings

        auth = AuthSettings(issuer_url=url, resource_server_url=url, validate_token_resource=False)
        server = MCPServer(
            "briefcheck", instructions=INSTRUCTIONS, token_verifier=_BearerToken(token), auth=auth
        )
    else:
        server = MCPServer("briefcheck", instructions=INSTRUCTIONS)

    # Every tool reads and reports; none changes the user's files or anything outside this
    # server's own store. Only a run with a Tier 3 policy asks network sources (an open world).
    online = checker.settings.tier3 is not Tier3Policy.NONE
    checks = ToolAnnotations(
        readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=online
    )

    @server.tool(title="Check a passage or brief", annotations=checks)
    def check_text(text: str, name: str = "passage.md") -> CheckAnswer:
        """Check every citation in a passage or a whole brief (Markdown or plain text): each one's
        status (VERIFIED, ERROR, LIKELY_HALLUCINATED, REVIEW, UNVERIFIED), why, the evidence and a
        suggested correction, and the headline saying how many a source checked."""
        try:
            result = checker.check(text, name)
        except BriefcheckError as exc:
            raise _told(exc) from None
        return CheckAnswer(**summary_view(result), results=citation_view(result))

    @server.tool(title="Check one citation", annotations=checks)
    def verify_citation(
        citation: str, quote: str | None = None, proposition: str | None = None
    ) -> VerifyAnswer:
        """Check one citation, optionally with the words quoted from it and the proposition it is
        cited for."""
        # one paragraph, so a citation's offset says whose words it was read from
        claim = " ".join((proposition or "The authority supports this proposition").split()).rstrip(".")
        quoted = f' The court said "{" ".join(quote.split())}".' if quote else ""
        lead = f"{claim}.{quoted} See "
        try:  # (the citation's lines joined: a blank line would make a second paragraph of its rest)
            result = checker.check(f"{lead}{' '.join(citation.split())}.\n", "citation.md")
        except BriefcheckError as exc:
            raise _told(exc) from None
        # only what was read out of the citation's own words answers for it, never a case the
        # proposition or the quote names: those after the lead's own " See " (its last; the citation's
        # words may hold one too: "41 F.5th 212 See Brown ...")
        block = result.blocks[-1] if result.blocks else None
        ours = _nth(block.text, " See ", lead.count(" See ")) if block is not None else -1
        own = {c.id for c in (block.citations if block is not None else []) if ours >= 0 and c.start >= ours}
        found = [f for f in citation_view(result) if f.id in own]
        if not found:
            raise _told(InputError(f"no citation could be read in {citation!r}"))
        asked = _asked(found, citation)
        if len(asked) > 1:  # its answer would be one of them, its exit status all of theirs
            named = "; ".join(f.citation for f in asked)
            raise _told(
                InputError(
                    f"verify_citation checks one citation, and {citation!r} holds {len(asked)} ({named}): "
                    "call it once for each, or check_text for all of them"
                )
            )
        answer = _the_one_asked(found, citation)
        # the headline and exit status are the citation's alone, not a case the quote names
        return VerifyAnswer(**summary_view(result, only=answer.id), result=answer)

    offline = ToolAnnotations(
        readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False
    )

    @server.tool(title="Look a case up in the offline index", annotations=offline)
    def lookup(citation: str | None = None, name: str | None = None) -> LookupAnswer:
        """Look a case up in the offline index (CourtListener's bulk data on this machine), by
        citation ("457 U.S. 800", "2019 WL 1234567", or a whole citation as a brief writes it, whose
        cited name is then compared with the case found) or by case name. Nothing leaves the
        machine. A citation's answer says which kind it is (found; nothing at that page of a volume
        held densely, which is evidence; held sparsely, which is not; or not held) and how well the
        volume is held."""
        try:
            return checker.lookup(citation, name)
        except BriefcheckError as exc:
            raise _told(exc) from None

    if shared_report:

        @server.resource(LAST_REPORT, mime_type="application/json")
        def last_report() -> str:
            """The last result checked through this server, as the result JSON of `briefcheck check`."""
            if checker.last is None:
                return '{"note": "nothing checked yet"}'
            return dump_json(checker.last)

    return server


def http_security(host: str, port: int, settings: Settings) -> tuple[str | None, Any]:
    """(the bearer token required, the transport security) for serving HTTP on `host`: on the
    loopback address neither is needed (the SDK protects it from DNS rebinding itself); on any
    other a token from BRIEFCHECK_MCP_TOKEN, and only requests naming this host are answered."""
    if host in LOOPBACK:
        return None, None
    secret = settings.mcp_token
    token = secret.get_secret_value().strip() if secret else ""
    if len(token) < 16:
        raise ConfigError(
            f"--host {host} serves every machine that can reach it: set {TOKEN_ENV} to a secret of 16 "
            "characters or more, which each client must send as its bearer token (or keep the default "
            "127.0.0.1)"
        )
    from mcp.server.transport_security import TransportSecuritySettings

    names = [host, "localhost", "127.0.0.1"]
    security = TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[f"{n}:{port}" for n in names] + [f"{n}:*" for n in names],
        allowed_origins=[f"http://{n}:{port}" for n in names],
    )
    return token, security


def serve(settings: Settings, index: CitationIndex | None, transport: str, host: str, port: int) -> None:
    checker = Checker(settings, index)
    if transport == "stdio":
        build_server(checker).run("stdio")
        return
    token, security = http_security(host, port, settings)
    url = f"http://{host}:{port}"
    server = build_server(checker, shared_report=False, token=token, url=url if token else None)
    server.run("streamable-http", host=host, port=port, transport_security=security)
