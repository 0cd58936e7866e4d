"""The MCP server, listed and called by the official SDK's own client, in-process: the same run
path as `check`, offline with the index, nothing sent anywhere."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "index"))
from snapshot_data import EDITION, snapshot

from briefcheck.domain.codes import Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.mcpserver import LAST_REPORT, Checker, build_server

pytest.importorskip("mcp")
from mcp import Client


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("mcp-bulk")
    snapshot().write(bulk, EDITION)
    target = tmp_path_factory.mktemp("mcp-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def session(tmp_path: Path, index: SQLiteCitationIndex | None, calls: list[tuple[str, dict]]) -> Any:
    """Run the calls against a fresh server through the SDK client; the structured results."""
    settings = Settings(home=tmp_path / "home", tier3=Tier3Policy.NONE)
    server = build_server(Checker(settings, index))

    async def run() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with Client(server, raise_exceptions=True) as client:
            out["tools"] = sorted(t.name for t in (await client.list_tools()).tools)
            out["resources"] = [str(r.uri) for r in (await client.list_resources()).resources]
            for name, arguments in calls:
                result = await client.call_tool(name, arguments)
                out.setdefault(name, []).append((result.is_error, result.structured_content, result.content))
            out["last"] = (await client.read_resource(LAST_REPORT)).contents[0].text
        return out

    return anyio.run(run)


def test_the_tools_are_listed_and_check_text_finds_the_fakes(tmp_path: Path, index) -> None:
    brief = (
        "Courts shield officials. Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n\n"
        "The limitation period was tolled. Varghese v. China Southern Airlines Co., 925 F.3d 1339 "
        "(11th Cir. 2019).\n"
    )
    out = session(tmp_path, index, [("check_text", {"text": brief})])
    assert out["tools"] == ["check_text", "lookup", "verify_citation"]
    assert out["resources"] == [LAST_REPORT]
    [(error, data, _)] = out["check_text"]
    assert not error
    status = {r["citation"]: r["status"] for r in data["results"]}
    assert status["Harlow v. Fitzgerald, 457 U.S. 800 (1982)"] == "VERIFIED"
    assert status["Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)"] == "ERROR"
    assert data["exit_status"] == 1 and data["headline"].startswith("2 of 2 citations checked by a source")
    fake = next(r for r in data["results"] if r["status"] == "ERROR")
    assert fake["evidence"][0]["evidence_details"]["source"] == "courtlistener-bulk"
    assert json.loads(out["last"])["document_id"]  # the last report as a resource


def test_verify_citation_checks_one_with_its_quote(tmp_path: Path, index) -> None:
    out = session(
        tmp_path,
        index,
        [
            (
                "verify_citation",
                {
                    "citation": "Ehrlich v. American Airlines, Inc., 360 F.3d 466 (2d Cir. 2004)",
                    "proposition": "The Convention's limitation period governs",
                },
            )
        ],
    )
    [(error, data, _)] = out["verify_citation"]
    assert not error
    assert data["result"]["status"] == "ERROR"
    assert (
        data["result"]["suggested_correction"]
        == "Ehrlich v. American Airlines, Inc., 360 F.3d 366 (2d Cir. 2004)"
    )


def test_verify_citation_answers_for_the_citation_asked_not_one_the_proposition_cites(
    tmp_path: Path, index
) -> None:
    """An agent reads `result.status`: it must be the asked citation's, though the proposition or
    the quote cites a real case first."""
    asked = "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)"
    harlow = "Harlow v. Fitzgerald, 457 U.S. 800 (1982)"
    calls = [
        ("verify_citation", {"citation": asked, "proposition": f"Following {harlow}, the claim fails"}),
        ("verify_citation", {"citation": asked, "quote": f"as held in {harlow}"}),
    ]
    out = session(tmp_path, index, calls)
    for error, data, _ in out["verify_citation"]:
        assert not error and data["result"]["citation"] == asked and data["result"]["status"] == "ERROR"


def test_verify_citation_with_markdown_in_its_proposition_answers_for_the_citation(
    tmp_path: Path, index
) -> None:
    """An agent italicises case names: the Markdown read away moves the citation's offset, never
    its answer."""
    harlow = "Harlow v. Fitzgerald, 457 U.S. 800 (1982)"
    calls = [
        (
            "verify_citation",
            {"citation": harlow, "proposition": "Under *Harlow*, officials get **qualified immunity**"},
        )
    ]
    [(error, data, content)] = session(tmp_path, index, calls)["verify_citation"]
    assert not error and data["result"]["citation"].startswith("Harlow v. Fitzgerald"), content


def test_verify_citation_of_words_read_as_no_citation_answers_for_no_other(tmp_path: Path, index) -> None:
    """A citation Tier 1 does not read is not answered with the one the proposition or quote
    cites: the agent is told nothing could be read in it."""
    unread = "Smith v. State, in the Mississippi Supreme Court last spring"
    harlow = "Harlow v. Fitzgerald, 457 U.S. 800 (1982)"
    calls = [
        ("verify_citation", {"citation": unread, "proposition": f"Following {harlow}, the claim fails"}),
        ("verify_citation", {"citation": unread, "quote": f"as held in {harlow}"}),
    ]
    out = session(tmp_path, index, calls)
    for error, _, content in out["verify_citation"]:
        said = " ".join(getattr(c, "text", "") for c in content)
        assert error and "no citation could be read" in said, said


def test_verify_citation_given_two_citations_says_so_and_answers_for_neither(tmp_path: Path, index) -> None:
    """Its answer would be one citation's while its exit status counted both: an agent reading
    `result.status` was told the first was fine and never saw the impossible second."""
    two = "Smith v. Jones, 12 F.4th 88 (1st Cir. 2022). Doe v. Roe, 41 F.5th 212 (2d Cir. 2019)."
    parallel = "Harlow v. Fitzgerald, 457 U.S. 800, 102 S. Ct. 2727 (1982)"  # one citation, two reporters
    out = session(
        tmp_path, index, [("verify_citation", {"citation": two}), ("verify_citation", {"citation": parallel})]
    )
    (error, _, content), (fine, data, _) = out["verify_citation"]
    said = " ".join(getattr(c, "text", "") for c in content)
    assert error and "holds 2" in said and "check_text" in said, said
    assert not fine and data["result"]["citation"].startswith("Harlow v. Fitzgerald")


def test_lookup_by_citation_and_by_name(tmp_path: Path, index) -> None:
    out = session(
        tmp_path,
        index,
        [
            ("lookup", {"citation": "457 U.S. 800"}),
            ("lookup", {"name": "Peterson v. Bell Helicopter Textron"}),
            ("lookup", {"citation": "925 F.3d 1339"}),
            ("lookup", {"citation": "12 Cal. Rptr. 5th 100"}),
        ],
    )
    (_, by_cite, _), (_, by_name, _), (_, absent, _), (_, unheld, _) = out["lookup"]
    assert [c["case_name"] for c in by_cite["cases"]] == ["Harlow v. Fitzgerald"]
    assert by_cite["answer"] == "found" and "held" in by_cite["coverage"]
    # an empty answer says which empty: nothing at a page of a volume held, or a volume not held
    assert absent["cases"] == [] and absent["answer"].startswith("no case starts at that page")
    assert "held densely" in absent["coverage"]
    assert unheld["cases"] == [] and unheld["answer"].startswith("not held")
    assert "not in the index" in unheld["coverage"]
    assert by_name["edition"] == EDITION
    assert by_name["cases"][0]["cited_as"] == "788 F.3d 384"


def test_without_an_index_nothing_is_called_checked(tmp_path: Path) -> None:
    out = session(
        tmp_path,
        None,
        [
            (
                "check_text",
                {"text": "See Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)."},
            )
        ],
    )
    [(_, data, _)] = out["check_text"]
    assert data["results"][0]["status"] == "UNVERIFIED"
    assert data["exit_status"] == 3 and data["not_checked"] == 1


def test_bad_input_is_a_tool_error_not_a_crash(tmp_path: Path, index) -> None:
    settings = Settings(home=tmp_path / "home", tier3=Tier3Policy.NONE)
    server = build_server(Checker(settings, index))

    async def run() -> tuple[bool, str]:
        async with Client(server) as client:
            result = await client.call_tool("check_text", {"text": "   "})
            return result.is_error, result.content[0].text

    error, message = anyio.run(run)
    assert error and "the text is empty" in message


def test_the_last_report_is_not_shared_over_http(tmp_path: Path) -> None:
    """Over HTTP every client would read every other's brief through one resource: it is served
    only over stdio, one client a process."""
    checker = Checker(Settings(home=tmp_path, tier3=Tier3Policy.NONE), None)

    async def resources(shared: bool) -> list[str]:
        async with Client(build_server(checker, shared_report=shared), raise_exceptions=True) as client:
            return [str(r.uri) for r in (await client.list_resources()).resources]

    assert anyio.run(resources, True) == [LAST_REPORT]
    assert anyio.run(resources, False) == []


def test_http_on_another_address_needs_a_token_and_answers_only_its_host(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from briefcheck.domain.errors import ConfigError
    from briefcheck.mcpserver import TOKEN_ENV, http_security

    assert http_security("127.0.0.1", 8765, Settings()) == (None, None)  # the SDK guards loopback itself
    monkeypatch.delenv(TOKEN_ENV, raising=False)
    with pytest.raises(ConfigError, match=f"--host 0.0.0.0 serves every machine.*{TOKEN_ENV}"):
        http_security("0.0.0.0", 8765, Settings())
    monkeypatch.setenv(TOKEN_ENV, "short")
    with pytest.raises(ConfigError, match="16"):
        http_security("0.0.0.0", 8765, Settings())
    monkeypatch.setenv(TOKEN_ENV, "a-long-enough-shared-secret")
    token, security = http_security("10.0.0.5", 8765, Settings())
    assert token == "a-long-enough-shared-secret"
    assert security.enable_dns_rebinding_protection and "10.0.0.5:8765" in security.allowed_hosts


def test_the_bearer_token_is_compared_exactly() -> None:
    from briefcheck.mcpserver import _BearerToken

    verifier = _BearerToken("a-long-enough-shared-secret")
    assert anyio.run(verifier.verify_token, "a-long-enough-shared-secret") is not None
    assert anyio.run(verifier.verify_token, "a-long-enough-shared-secreT") is None
    server = build_server(
        Checker(Settings(home=Path("/tmp/unused-home"), tier3=Tier3Policy.NONE), None),
        shared_report=False,
        token="a-long-enough-shared-secret",
        url="http://10.0.0.5:8765",
    )
    assert server.settings.auth is not None


def test_the_server_keeps_its_store_in_the_users_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Desktop clients start the server in any directory, often a read-only one: without --home
    or BRIEFCHECK_HOME its store is the user's own, never ./.briefcheck of wherever it started."""
    import briefcheck.mcpserver as mcpserver
    from briefcheck.cli import main

    seen: list[Settings] = []
    monkeypatch.setattr(mcpserver, "serve", lambda settings, *_: seen.append(settings))
    monkeypatch.delenv("BRIEFCHECK_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert main(["mcp"]) == 0
    [settings] = seen
    assert settings.home == tmp_path / "data" / "briefcheck" / "mcp"
    assert not (tmp_path / ".briefcheck").exists()


def tool_list(
    tmp_path: Path, index: SQLiteCitationIndex | None, tier3: Tier3Policy = Tier3Policy.NONE
) -> list:
    settings = Settings(home=tmp_path / "home", tier3=tier3)
    server = build_server(Checker(settings, index))

    async def run() -> list:
        async with Client(server, raise_exceptions=True) as client:
            return (await client.list_tools()).tools

    return anyio.run(run)


def test_every_tool_declares_its_output_schema_and_that_it_only_reads(tmp_path: Path, index) -> None:
    """A drafting agent reads each answer against its declared schema: every tool lists an
    `outputSchema` whose properties name the answer's fields, and annotations saying it changes
    nothing of the user's; with no Tier 3 policy nothing leaves the machine (closed world)."""
    tools = {t.name: t for t in tool_list(tmp_path, index)}
    for name, fields in (
        ("check_text", {"headline", "exit_status", "results"}),
        ("verify_citation", {"headline", "result"}),
        ("lookup", {"edition", "answer", "cases"}),
    ):
        tool = tools[name]
        assert tool.output_schema is not None and fields <= set(tool.output_schema["properties"]), name
        assert tool.annotations is not None and tool.annotations.read_only_hint is True, name
        assert tool.annotations.destructive_hint is False and tool.annotations.open_world_hint is False, name
    online = {t.name: t for t in tool_list(tmp_path, index, Tier3Policy.ALL)}
    assert online["check_text"].annotations.open_world_hint is True  # network sources are asked
    assert online["lookup"].annotations.open_world_hint is False  # the offline index only


def test_the_structured_answers_match_their_declared_schemas(tmp_path: Path, index) -> None:
    import jsonschema

    tools = {t.name: t for t in tool_list(tmp_path, index)}
    out = session(
        tmp_path,
        index,
        [
            ("check_text", {"text": "Courts shield officials. Harlow v. Fitzgerald, 457 U.S. 800 (1982).\n"}),
            ("verify_citation", {"citation": "Harlow v. Fitzgerald, 457 U.S. 800 (1982)"}),
            ("lookup", {"citation": "457 U.S. 800"}),
        ],
    )
    for name in ("check_text", "verify_citation", "lookup"):
        [(error, data, content)] = out[name]
        assert not error
        jsonschema.validate(data, tools[name].output_schema)
        assert json.loads(content[0].text) == data  # the same answer as text, for older clients


def test_lookup_takes_westlaw_numbers_and_whole_citations(tmp_path: Path, index) -> None:
    """A WL number, and a citation as a brief writes it (name, slot, court and year): the slot is
    read from it, and the answer says whether the case there bears the cited name."""
    out = session(
        tmp_path,
        index,
        [
            ("lookup", {"citation": "2024 WL 559497"}),
            ("lookup", {"citation": "Harlow v. Fitzgerald, 457 U.S. 800, 818 (1982)"}),
            (
                "lookup",
                {"citation": "Varghese v. China Southern Airlines Co., 925 F.3d 1339 (11th Cir. 2019)"},
            ),
            ("lookup", {"citation": "Crawford v. Fitzgerald, 457 U.S. 800 (1982)"}),
        ],
    )
    (_, wl, _), (_, whole, _), (_, invented, _), (_, swapped, _) = out["lookup"]
    assert [c["case_name"] for c in wl["cases"]] == ["Kruse v. Karlen"] and wl["answer"] == "found"
    assert [c["case_name"] for c in whole["cases"]] == ["Harlow v. Fitzgerald"]
    assert whole["cited_as"] == "457 U.S. 800" and whole["name_match"] == "match"
    assert invented["cases"] == [] and invented["answer"].startswith("no case starts at that page")
    assert swapped["name_match"] != "match"


def test_a_lone_surrogate_is_a_clear_input_error(tmp_path: Path, index) -> None:
    """A JSON client may send "\\udcff": the agent is told what is wrong, not "Error executing tool"."""
    out = session(
        tmp_path, index, [("check_text", {"text": "See Harlow v. Fitzgerald, 457 U.S. 800 (1982). \udcff"})]
    )
    [(error, _, content)] = out["check_text"]
    said = " ".join(getattr(c, "text", "") for c in content)
    assert error and "no UTF-8 text can" in said, said


def test_verify_citation_counts_only_the_citation_asked_and_refuses_two_on_separate_lines(
    tmp_path: Path, index
) -> None:
    """The headline and exit status are the asked citation's, not a fake case the quote names; two
    citations a blank line apart are two, refused, not the last one answered alone."""
    harlow = "Harlow v. Fitzgerald, 457 U.S. 800 (1982)"
    fake = "Hallorann v. Briggs Freight Co., 41 F.5th 212 (1st Cir. 2022)"
    calls = [
        ("verify_citation", {"citation": harlow, "quote": f"as held in {fake}"}),
        ("verify_citation", {"citation": f"{fake}\n\n{harlow}"}),
    ]
    (fine, data, _), (error, _, content) = session(tmp_path, index, calls)["verify_citation"]
    assert not fine and data["citations"] == 1 and data["result"]["citation"] == harlow
    assert data["exit_status"] == 0 and data["impossible_as_cited"] == 0, data["headline"]
    said = " ".join(getattr(c, "text", "") for c in content)
    assert error and "holds 2" in said, said


def test_a_refused_call_is_logged_without_the_text_it_was_given(
    tmp_path: Path, index, caplog: pytest.LogCaptureFixture
) -> None:
    """The SDK logs a tool's failure with its message, and ours name the citations asked: the
    document's text is never logged (the README's promise), so the message is left out of that line."""
    import logging

    two = (
        "Client Confidential v. Secret Settlement Corp., 620 F.3d 300 (2d Cir. 2010); "
        "Hale v. Pratt, 620 F.3d 340."
    )
    with caplog.at_level(logging.DEBUG):
        out = session(tmp_path, index, [("verify_citation", {"citation": two})])
    [(error, _, content)] = out["verify_citation"]
    assert error and "Secret Settlement" in " ".join(getattr(c, "text", "") for c in content)
    assert "verify_citation" in caplog.text and "Secret Settlement" not in caplog.text
