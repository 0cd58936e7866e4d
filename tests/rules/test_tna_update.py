"""`briefcheck uk-registry --update`: The National Archives' court registry fetched (from a loopback
server in the real files' shape) into the user's data directory and read in place of the shipped
copy, so a chamber added since the release gets its court id; a body that is not the registry is
refused in one line and the registry read is unchanged."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from briefcheck import prepared
from briefcheck.cli import main
from briefcheck.reference import tna

NEW_FORM = (
    "  ['^\\[(\\d{4})\\] (UKFTT) (\\d+) \\((XYZ)\\)$', [2, 4, 1, 3]],\n"
    "  ['^\\[(\\d{4})\\] (UKNEW) (\\d+)$', [2, 1, 3]],\n"
)
NEW_COURT = """- name: new_tribunals
  display_name: ~
  courts:
    - code: UKNEW
      name: A New Tribunal
      ncn_pattern: \\[(\\d{4})\\] (UKNEW) (\\d+)
      ncn_examples:
        - "[2026] UKNEW 3"
      param: uknew
      start_year: 2026
"""
PROBE = """
import json
from briefcheck.extract import extract_document
out = []
for text in ("See A v B [2026] UKFTT 5 (XYZ).", "See A v B [2026] UKNEW 3.", "See A v B [2019] UKSC 41."):
    [c] = extract_document(text.encode(), "b.txt").citations()
    out.append([c.components.court_id, [f.value for f in c.flags]])
print(json.dumps(out))
"""


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    variables = {"XDG_DATA_HOME": str(tmp_path / "data"), prepared.CACHE_ENV: str(tmp_path / "cache")}
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    for memo in (tna.registry, tna._compiled, tna.tna_uri):
        memo.cache_clear()
    yield os.environ | variables
    for memo in (tna.registry, tna._compiled, tna.tna_uri):
        memo.cache_clear()


def read_in_a_new_process(env: dict[str, str]) -> list:
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)


def serve(httpserver: HTTPServer, courts: bytes, forms: bytes) -> str:
    httpserver.expect_request("/data/court_names.yaml").respond_with_data(courts)
    httpserver.expect_request("/data/neutral_citation_regex.yaml").respond_with_data(forms)
    return httpserver.url_for("/data")


def shipped(name: str) -> bytes:
    return (tna.SHIPPED / name).read_bytes()


def test_an_updated_registry_gives_a_new_chamber_its_court(
    httpserver: HTTPServer, env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    before = read_in_a_new_process(env)
    assert before[0][0] is None and before[1][0] is None  # unknown to the shipped registry
    forms = shipped("neutral_citation_regex.yaml").replace(b"\n[\n", b"\n[\n" + NEW_FORM.encode(), 1)
    url = serve(httpserver, shipped("court_names.yaml") + NEW_COURT.encode(), forms)
    assert main(["uk-registry", "--update", "--from", url]) == 0
    said = capsys.readouterr().out
    assert "courts added: ukftt/xyz, uknew" in said
    assert tna.registry_dir() == tna.updated_dir()
    after = read_in_a_new_process(env)
    assert after == [["ukftt/xyz", []], ["uknew", []], ["uksc", []]]


@pytest.mark.parametrize(
    ("courts", "forms", "why"),
    [
        (b"- name: [unclosed", None, "not The National Archives' court registry"),
        (
            None,
            b"[['^\\\\[(\\\\d{4})\\\\] (UKSC) (\\\\d+', [2, 1, 3]]]",
            "not The National Archives' court registry",
        ),
        (None, b"[['^(UKSC)$', [2, 1, 3]]]", "names a group it does not have"),
        (b"{}", None, "not The National Archives' court registry"),
        (b"x" * 2_000_001, None, "is not the court registry"),
    ],
)
def test_a_body_that_is_not_the_registry_changes_nothing(
    httpserver: HTTPServer,
    env: dict[str, str],
    capsys: pytest.CaptureFixture[str],
    courts: bytes | None,
    forms: bytes | None,
    why: str,
) -> None:
    url = serve(
        httpserver,
        courts if courts is not None else shipped("court_names.yaml"),
        forms if forms is not None else shipped("neutral_citation_regex.yaml"),
    )
    assert main(["uk-registry", "--update", "--from", url]) == 2
    err = capsys.readouterr().err.strip()
    assert why in err and len(err.splitlines()) == 1 and "nothing changed" in err
    assert tna.registry_dir() == tna.SHIPPED


def test_an_unreachable_source_changes_nothing(
    env: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["uk-registry", "--update", "--from", "http://127.0.0.1:9/data"]) == 2
    assert "the registry read is unchanged" in capsys.readouterr().err
    assert tna.registry_dir() == tna.SHIPPED
