"""Each extension point is one module and one registry line: a source, an output, a panel
backend and a Tier 1 family are each added here as a module of their own (written to a
temporary directory, as a maintainer would write it) plus one line appended to its registry,
and `briefcheck check` is run through each."""

from __future__ import annotations

import importlib.util
import json
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

from briefcheck.cli import main
from briefcheck.domain.config import Settings
from briefcheck.domain.models import CheckResult

BRIEF = (
    "Delay is measured from the charge. R. v. Jordan, 2016 SCC 27, at para. 105. The rule is "
    "settled. See Harrowgate Mills, Inc. v. Tolliver, 140 F.4th 100, 104 (9th Cir. 2025).\n"
)


@pytest.fixture
def plugin_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A directory on the import path for the new modules, and a brief beside it."""
    where = tmp_path / "plugins"
    where.mkdir()
    monkeypatch.syspath_prepend(str(where))
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "fakes"))
    monkeypatch.delenv("BRIEFCHECK_INDEX", raising=False)
    monkeypatch.delenv("COURTLISTENER_TOKEN", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # no index found by default
    (tmp_path / "brief.txt").write_text(BRIEF)
    return where


def _module(where: Path, name: str, source: str) -> None:
    (where / f"{name}.py").write_text(textwrap.dedent(source))


def _generator() -> ModuleType:
    """scripts/gen_asl.py, which writes the state machines and the template's registry blocks."""
    spec = importlib.util.spec_from_file_location(
        "gen_asl", Path(__file__).resolve().parents[2] / "scripts/gen_asl.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _check(tmp_path: Path, *args: str) -> tuple[int, CheckResult]:
    out = tmp_path / "result.json"
    code = main(
        ["--home", str(tmp_path / "h"), "check", str(tmp_path / "brief.txt"), "--out", str(out), *args]
    )
    return code, CheckResult.model_validate_json(out.read_text())


def test_a_tier1_family(plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Canada's neutral citations: a finder, and one `Family` line. Each is extracted, judged and
    reported, numbered in document order with the families already there."""
    from briefcheck.extract import families

    _module(
        plugin_dir,
        "canada_neutral",
        """
        import re

        from briefcheck.domain.codes import CitationType, Jurisdiction
        from briefcheck.domain.models import Citation, Components

        _NEUTRAL = re.compile(r"\\b(?P<year>(?:19|20)\\d\\d) (?P<court>SCC|FCA|ONCA) (?P<number>\\d{1,4})\\b")

        def find_canadian(text):
            return [
                Citation.spanning(
                    text, m.start(), m.end(), type=CitationType.CASE, jurisdiction=Jurisdiction.INTERNATIONAL,
                    components=Components(court=m["court"], year=m["year"], number=m["number"]),
                )
                for m in _NEUTRAL.finditer(text)
            ]
        """,
    )
    _, before = _check(tmp_path)
    assert [c.text for c in before.citations()] == [
        "Harrowgate Mills, Inc. v. Tolliver, 140 F.4th 100, 104 (9th Cir. 2025)"
    ]

    monkeypatch.setattr(
        families, "FAMILIES", [*families.FAMILIES, families.Family("ca", "canada_neutral:find_canadian")]
    )
    _, after = _check(tmp_path)
    cited = [(c.id, c.text, c.jurisdiction.value, c.components.court) for c in after.citations()]
    assert cited[0] == ("cite_001", "2016 SCC 27", "international", "SCC")
    assert cited[1][:2] == ("cite_002", before.citations()[0].text)
    # nothing looked it up, and the result says so
    assert after.citations()[0].status.value == "UNVERIFIED"
    assert "Not looked up in any source" in (after.citations()[0].status_note or "")


def test_a_panel_backend(plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A backend whose judge doubts every citation: one module and one `BackendEntry` line. The CLI
    offers it, every seat runs on it, the result records it, and its doubts reach the status."""
    from briefcheck.domain import backends

    _module(
        plugin_dir,
        "doubting_backend",
        """
        from briefcheck.domain.codes import Verdict, allowed_reasons
        from briefcheck.domain.models import AgentVerdict

        class DoubtingJudge:
            seen = []

            def __init__(self, spec, settings):
                self.spec = spec

            def judge(self, task):
                DoubtingJudge.seen.append((self.spec.agent, task.citation.id))
                return AgentVerdict(
                    agent=self.spec.agent,
                    verdict=Verdict.UNCERTAIN,
                    uncertain_reason=allowed_reasons(self.spec.role, Verdict.UNCERTAIN)[0],
                    explanation="this judge doubts everything",
                    model=self.spec.label,
                )
        """,
    )
    with pytest.raises(SystemExit) as refused:  # not a backend yet
        main(["check", str(tmp_path / "brief.txt"), "--backend", "doubting"])
    assert refused.value.code == 2

    monkeypatch.setattr(
        backends,
        "BACKENDS",
        [*backends.BACKENDS, backends.BackendEntry("doubting", "doubting_backend:DoubtingJudge")],
    )
    _, result = _check(tmp_path, "--backend", "doubting")
    assert (
        "AllowedValues: [rules, anthropic, bedrock, doubting]"
        in _generator().template_blocks()["backends: allowed"]
    )
    assert {(s.backend, s.model) for s in result.panel} == {("doubting", None)}
    import doubting_backend

    assert len(doubting_backend.DoubtingJudge.seen) == 5  # five seats, one citation
    [citation] = result.citations()
    assert {v.verdict.value for v in citation.validation.panel_evaluation} == {"UNCERTAIN"}
    assert citation.status.value == "REVIEW"
    with pytest.raises(
        ValueError, match="unknown backend 'doubtful'; use rules, anthropic, bedrock, doubting"
    ):
        CheckResult.model_validate(
            {**result.model_dump(mode="json"), "panel": [{"agent": "x", "backend": "doubtful"}]}
        )


def test_an_output(plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A CSV of the statuses: a renderer and one `Output` line. `check --csv PATH` writes it
    from the run's own result, and the cloud's list of outputs holds it."""
    from briefcheck.report import outputs

    _module(
        plugin_dir,
        "csv_output",
        """
        import csv
        import io

        def render(result, original):
            buf = io.StringIO()
            rows = csv.writer(buf)
            rows.writerow(["id", "citation", "status"])
            for c in result.citations():
                rows.writerow([c.id, c.text, c.status.value])
            return buf.getvalue().encode()
        """,
    )
    import csv_output

    line = outputs.Output(
        "status table", "csv", lambda doc: f"documents/{doc}/statuses.csv", "text/csv", csv_output.render
    )
    monkeypatch.setattr(outputs, "OUTPUTS", [*outputs.OUTPUTS, line])
    table = tmp_path / "statuses.csv"
    _, result = _check(tmp_path, "--csv", str(table))
    [citation] = result.citations()
    assert table.read_text().splitlines() == [
        "id,citation,status",
        f'{citation.id},"{citation.text}",{citation.status.value}',
    ]
    from briefcheck.cloud.env import CloudEnv, cloud_stores

    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    env = CloudEnv(bucket="b", table="t", retention_days=30)
    assert "csv" in [o.flag for o in cloud_stores(env).outputs]


def test_a_source(plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A state court's website: a source module and one `SourceEntry` line (its host is then
    allowed, nothing else edited). `check --tier3 all` asks it after CourtListener (no token:
    unavailable) and it settles the citation."""
    import state_site_source  # tests/fakes/state_site_source.py: the source's one module

    from briefcheck.verify.sources import registry

    held = "Harrowgate Mills, Inc. v. Tolliver"
    monkeypatch.setattr(state_site_source.StateSite, "holds", {"us:140 F.4th 100": held})
    monkeypatch.setattr(state_site_source.StateSite, "asked", [])
    _, before = _check(tmp_path, "--tier3", "all")
    assert [c.status.value for c in before.citations()] == ["UNVERIFIED"]

    line = registry.SourceEntry(
        "state-site",
        "state_site_source:from_settings",
        frozenset({registry.RefKind.US_REPORTER}),
        frozenset({"courts.example.gov"}),
    )
    monkeypatch.setattr(registry, "REGISTRY", [*registry.REGISTRY, line])
    _, after = _check(tmp_path, "--tier3", "all")
    [citation] = after.citations()
    assert citation.status.value == "VERIFIED"
    [evidence] = after.evidence
    assert evidence.evidence_details.source == "state-site"
    said = [(a["source"], a["finding"]) for a in evidence.evidence_details.model_extra["sources_asked"]]
    assert said[-1] == ("state-site", "found_at_slot")
    assert state_site_source.StateSite.asked == ["us:140 F.4th 100"]
    assert json.loads((tmp_path / "result.json").read_text())["summary"]["citations"] == 1


def test_a_network_source_on_the_shared_http_base(
    plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, httpserver
) -> None:
    """A court's JSON API, over HTTP: the module writes only what the API means (`HttpSource`
    gives the client, the allow-list made of its registry line, the host check, the breaker and
    the limit); its one registry line names its base URL. Its answer settles the citation, and a
    redirect off its host is refused."""
    from briefcheck.verify.sources import registry

    _module(
        plugin_dir,
        "court_api",
        """
        from briefcheck.domain.environment import EnvModel
        from briefcheck.verify.sources.base import Kind, MatchedCase, RateLimiter, Retrieval, Status
        from briefcheck.verify.sources.http import HttpSource

        class CourtApiSettings(EnvModel):  # its own settings: BRIEFCHECK_COURT_API_URL
            court_api_url: str = "https://api.court.example.gov"

        class CourtApi(HttpSource):
            name = "court-api"
            title = "the court's API"
            text_in_lookup = False

            def __init__(self, settings, base_url):
                limit = RateLimiter(10, 1.0)
                super().__init__(settings, base_url, limiter=limit, limit_said="over 10 a second")

            def lookup(self, ref):
                url = f"{self.base}/cases/{ref.volume}/{ref.page}"
                got = self.get(url, Kind.CITATION, ref.key)
                if isinstance(got, Retrieval):
                    return got
                if got.status_code == 404:
                    return Retrieval(Status.NOT_FOUND, self.name, Kind.CITATION, ref.key, retrieval_url=url)
                body = got.json()
                case = MatchedCase(name=body["name"], date=body["date"], citations=(ref.cited,), url=url)
                kind, key = Kind.CITATION, ref.key
                return Retrieval(Status.FOUND, self.name, kind, key, retrieval_url=url, case=case)

            def lookup_many(self, refs):
                return {}

            def search(self, ref):
                return Retrieval(Status.NOT_FOUND, self.name, Kind.NAME_SEARCH, ref.key)

            def fetch_text(self, ref, case):
                return Retrieval.not_covered(self.name, Kind.TEXT, ref.key, "no texts")

            def read_text(self, body):
                raise ValueError("no texts")

            def court_of(self, case):
                return case

        def base_url(settings):
            return CourtApiSettings().court_api_url

        def from_settings(settings, index):
            return CourtApi(settings, base_url(settings))
        """,
    )
    base = httpserver.url_for("/api").rstrip("/")
    httpserver.expect_request("/api/cases/140/100").respond_with_json(
        {"name": "Harrowgate Mills, Inc. v. Tolliver", "date": "2025-02-01"}
    )
    monkeypatch.setenv("BRIEFCHECK_COURT_API_URL", base)
    import court_api

    line = registry.SourceEntry(
        "court-api",
        "court_api:from_settings",
        frozenset({registry.RefKind.US_REPORTER}),
        base_url=court_api.base_url,
    )
    monkeypatch.setattr(registry, "REGISTRY", [*registry.REGISTRY, line])
    _, result = _check(tmp_path, "--tier3", "all")
    [citation] = result.citations()
    assert citation.status.value == "VERIFIED", citation.status_note
    [evidence] = result.evidence
    assert evidence.evidence_details.source == "court-api"
    assert evidence.evidence_details.retrieval_url == f"{base}/cases/140/100"
    # the allow-list is its registry line's: a host it does not name is refused, redirects included
    httpserver.expect_request("/api/cases/141/100").respond_with_data(
        "", status=302, headers={"Location": "https://elsewhere.example.com/x"}
    )
    from briefcheck.domain.errors import SourceError
    from briefcheck.verify.refs import CitationRef

    source = court_api.CourtApi(Settings(), base)
    moved = CitationRef(
        kind=registry.RefKind.US_REPORTER, key="us:141 F.4th 100", text="", volume="141", page="100"
    )
    with pytest.raises(SourceError, match="not an allow-listed source"):  # the chain reads it as unavailable
        source.lookup(moved)


def test_a_panel_seat(plugin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A sixth seat that wants a pin cite: its rules judge in a module, and one `SeatEntry` line.
    The default panel seats it, its verdict counts in the consensus, the report titles it, its
    reason codes bind it, the agent Lambda's environment accepts it, and the generated state
    machine and template give it a branch and a function."""
    from briefcheck.cloud.env import AgentEnv
    from briefcheck.domain import seats
    from briefcheck.domain.models import AgentVerdict

    _module(
        plugin_dir,
        "pin_seat",
        """
        from briefcheck.domain.codes import Verdict
        from briefcheck.panel.rules.agents import Decision

        def judge_pin(view):
            if view.pin is None:
                return Decision(Verdict.UNCERTAIN, "no_pin_given", "no pin cite to check")
            return Decision(Verdict.VALID, None, f"pinned at page {view.pin}")
        """,
    )
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    cloud = {"bucket": "b", "table": "t", "retention_days": 30}
    with pytest.raises(ValueError, match="unknown agent 'pin_cite_validator'"):
        AgentEnv(agent="pin_cite_validator", **cloud)
    _, before = _check(tmp_path)
    assert len(before.panel) == 5

    line = seats.SeatEntry(
        "pin_cite_validator",
        "Pin cite",
        "does it say where?",
        ("pin_impossible",),
        ("no_pin_given",),
        "pin_seat:judge_pin",
    )
    monkeypatch.setattr(seats, "SEATS", [*seats.SEATS, line])
    _, result = _check(tmp_path, "--html", str(tmp_path / "report.html"))
    assert [s.agent for s in result.panel][-1] == "pin_cite_validator_v1"
    [citation] = result.citations()
    verdicts = citation.validation.panel_evaluation
    assert len(verdicts) == 6
    assert (verdicts[-1].agent, verdicts[-1].verdict.value, verdicts[-1].explanation) == (
        "pin_cite_validator_v1",
        "VALID",
        "pinned at page 104",
    )
    counts = citation.validation.consensus.verdict_counts
    assert counts.VALID + counts.INVALID + counts.UNCERTAIN == 6
    assert "<b>Pin cite</b>: does it say where?" in (tmp_path / "report.html").read_text()
    with pytest.raises(ValueError, match="'no_pin_given' is not a INVALID reason code of pin_cite_validator"):
        AgentVerdict(
            agent="pin_cite_validator_v1", verdict="INVALID", invalid_reason="no_pin_given", model="rules"
        )
    assert AgentEnv(agent="pin_cite_validator", **cloud).agent == "pin_cite_validator"

    gen_asl = _generator()
    [panel] = [
        state
        for state in gen_asl.check_machine()["States"]["CheckCitations"]["ItemProcessor"]["States"].values()
        if state["Type"] == "Parallel"
    ]
    last = panel["Branches"][-1]
    assert last["StartAt"] == "PinCite"
    assert last["States"]["PinCite"]["Parameters"]["FunctionName"] == "${PinCiteAgentFunctionArn}"
    template = gen_asl.template_blocks()
    assert "  PinCiteAgentFunction:\n" in template["seats: functions"]
    assert "BRIEFCHECK_AGENT: pin_cite_validator\n" in template["seats: functions"]
    assert "PinCiteAgentFunctionArn: !GetAtt PinCiteAgentFunction.Arn" in template["seats: substitutions"]
    assert "- LambdaInvokePolicy: { FunctionName: !Ref PinCiteAgentFunction }" in template["seats: invoke"]
