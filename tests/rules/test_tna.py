"""Find Case Law's registry as briefcheck reads it (`reference.tna`, from the copy of The National
Archives' files in data/tna/): every URI the installed ds-caselaw-utils gives, the same (the copy is
newer: it only adds forms), every example the registry gives of a court's citation read to that
court, whether the prepared table was just built or read back; and a process that reads it back
never loads the YAML parser."""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from ds_caselaw_utils import courts, neutral_url

from briefcheck import prepared
from briefcheck.reference import tna
from briefcheck.reference.tna import registry, tna_court_codes, tna_start_year, tna_uri


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test builds or reads the table in a cache of its own, never the developer's."""
    monkeypatch.setenv(prepared.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # no registry fetched by the user
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    for memo in (registry, tna._compiled, tna_uri):
        memo.cache_clear()
    yield
    for memo in (registry, tna._compiled, tna_uri):
        memo.cache_clear()


DIVISIONS = ("", " (Admin)", " (Ch)", " (KB)", " (QB)", " (Fam)", " (Comm)", " (TCC)", " (Pat)", " (IAC)")
DIVISIONS += (" (AAC)", " (LC)", " (TCC)", " (GRC)", " (TC)", " (PC)", " (IPEC)", " (SCCO)", " (Costs)")


def neutral_citations() -> list[str]:
    """Every court code of the registry, with and without each division, in each year form and
    sub-court (Civ, Crim), with some that match no form."""
    cites = []
    for code in [*sorted(tna_court_codes()), "UKXX", "EWHC"]:
        for sub in ("", " Civ", " Crim"):
            for division in DIVISIONS:
                cites += [f"[2019] {code}{sub} 123{division}", f"[1999] {code}{sub} 7{division}"]
    return [*cites, "", "[2019] UKSC", "2019 UKSC 41", "[2019]  UKSC 41", "[2019] uksc 41", "[19] UKSC 4"]


def test_uris_are_the_packages_own_and_more() -> None:
    cites = neutral_citations()
    ours = [tna_uri(c) for c in cites]
    package = [neutral_url(c) for c in cites]
    assert [o for o, p in zip(ours, package, strict=True) if p is not None] == [p for p in package if p]
    assert sum(u is not None for u in ours) > 50  # the forms were met, not only missed
    assert tna_uri("[2025] UKFTT 1077 (PC)") == "ukftt/pc/2025/1077"  # added after the package's release


def test_each_courts_own_examples_are_read_to_that_court() -> None:
    from ruamel.yaml import YAML

    groups = YAML(typ="safe", pure=True).load((tna.SHIPPED / "court_names.yaml").read_text())
    examples = [
        (example, re.findall(r"\(([A-Z][A-Za-z]+)\)", court["ncn_pattern"])[0])
        for group in groups
        for court in group["courts"]
        if court.get("ncn_pattern")
        for example in court.get("ncn_examples") or ()
    ]
    assert len(examples) > 20
    for example, code in examples:
        uri = tna_uri(example)
        assert uri is not None and uri.startswith(code.lower()), example


def test_court_codes_and_first_years_are_the_registrys() -> None:
    all_courts = courts.get_all()
    codes = {
        re.findall(r"\(([A-Z][A-Za-z]+)\)", c.ncn_pattern.pattern)[0]
        for c in all_courts
        if c.ncn_pattern is not None and re.findall(r"\(([A-Z][A-Za-z]+)\)", c.ncn_pattern.pattern)
    }
    assert tna_court_codes() >= codes and {"UKSC", "EWHC", "EWCA"} <= codes
    assert tna_start_year("uksc") == 2009 and tna_start_year("no-such-court") is None


PROBE = r"""
import json, sys
from briefcheck.reference.tna import registry, tna_uri
table = registry()
print(json.dumps({
    "imported": "ruamel.yaml" in sys.modules,
    "forms": table.forms, "codes": sorted(table.court_codes), "years": table.start_years,
    "uri": tna_uri("[2019] EWHC 123 (Admin)"),
}))
"""


def test_a_process_reading_the_prepared_table_never_loads_the_yaml(tmp_path: Path) -> None:
    def run(cache: str) -> dict:
        env = os.environ | {prepared.CACHE_ENV: cache, "XDG_DATA_HOME": str(tmp_path / "data")}
        done = subprocess.run(
            [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=False
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)

    built, read = run(str(tmp_path / "cache")), run(str(tmp_path / "cache"))
    assert [p.name.split("-")[0] for p in (tmp_path / "cache").iterdir()] == ["tna"]
    assert built["imported"] and not read["imported"]
    local = registry()  # as JSON, as the processes print it
    expected = json.loads(json.dumps([local.forms, sorted(local.court_codes), local.start_years]))
    for seen in (built, read):
        assert [seen["forms"], seen["codes"], seen["years"]] == expected
        assert seen["uri"] == "ewhc/admin/2019/123"


def test_with_the_prepared_cache_off_the_table_is_built_and_nothing_written(tmp_path: Path) -> None:
    env = os.environ | {prepared.CACHE_ENV: "off", "XDG_CACHE_HOME": str(tmp_path), "TMPDIR": str(tmp_path),
                        "XDG_DATA_HOME": str(tmp_path)}  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=False, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout)["imported"]
    assert list(tmp_path.iterdir()) == []  # nor ./off, the cache directory "off" would name


def test_a_table_of_another_shape_is_built_again(tmp_path: Path) -> None:
    """A file under the same name that is not this briefcheck's table (another version pickled a
    different shape without a new format number) is not read: the table is built and rewritten."""
    registry()
    (written,) = (tmp_path / "cache").iterdir()
    written.write_bytes(pickle.dumps({"court_codes": frozenset({"XX"})}))
    registry.cache_clear()
    assert "UKSC" in tna_court_codes() and tna_start_year("uksc") == 2009
    assert isinstance(pickle.loads(written.read_bytes()), tna.Registry)
