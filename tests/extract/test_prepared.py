"""eyecite's tables loaded from the prepared cache are eyecite's own: the same extractors, editions,
court table and citations as a process that imports eyecite without briefcheck, whether the cache
was just written, read back, or found corrupt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from briefcheck import prepared

# Each process prints what its eyecite holds. "hooked" imports briefcheck.extract first (which
# installs the prepared loading); "plain" imports eyecite alone, as eyecite's own users do.
# "emptied" empties reporters-db's tables first, so only the cache can fill eyecite's.
PROBE = r"""
import hashlib, json, sys
mode = sys.argv[1]
if mode == "emptied":
    import reporters_db
    for table in (reporters_db.REPORTERS, reporters_db.LAWS, reporters_db.JOURNALS):
        table.clear()
if mode in ("hooked", "emptied"):
    import briefcheck.extract
import courts_db
import eyecite.tokenizers as t
from eyecite import get_citations

def names(editions):
    return [(e.short_name, e.reporter.short_name, e.reporter.source) for e in editions]

rows = [
    (e.regex, e.flags, sorted(e.strings), e.constructor.__qualname__, e.extra.get("short"),
     names(e.extra.get("exact_editions", [])), names(e.extra.get("variation_editions", [])))
    for e in t.EXTRACTORS
]
editions = sorted((k, names(v)) for k, v in t.EDITIONS_LOOKUP.items())
text = sys.stdin.read()
tables = json.dumps([rows, editions, courts_db.courts], default=str).encode()
import reporters_db
data = {k: v for k, v in vars(reporters_db).items() if k.isupper()}
found = get_citations(text, tokenizer=t.default_tokenizer)
print(json.dumps({
    "loader": type(t.__spec__.loader).__name__,
    "extractors": len(rows),
    "digest": hashlib.sha256(tables).hexdigest(),
    "reporters_db": hashlib.sha256(json.dumps(data, default=str, sort_keys=True).encode()).hexdigest(),
    "reporters_db_names": sorted(data),
    "shared": all(a is b for a, b in zip(t.default_tokenizer.extractors, t.EXTRACTORS, strict=True)),
    "citations": [(type(c).__name__, c.span(), str(c.groups)) for c in found],
}))
"""
TEXT = (
    "See Brown v. Board of Education, 347 U.S. 483, 495 (1954); Lee v. Hart, 512 F. Supp. 3d 77 "
    "(S.D.N.Y. 2021); Holt v. Holt, 301 Ga. 118, 799 S.E.2d 10 (2017); 42 U.S.C. § 1983; Id. at 496; "
    "Brown, supra, at 494; 88 Harv. L. Rev. 1 (1974); Roe, 410 U.S. at 150."
)


def probe(mode: str, cache: Path | str) -> dict:
    env = os.environ | {prepared.CACHE_ENV: str(cache)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], input=TEXT, capture_output=True, text=True, env=env, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_the_prepared_tables_are_eyecites_own_when_written_and_when_read(tmp_path: Path) -> None:
    plain = probe("plain", tmp_path)
    assert plain["loader"] == "SourceFileLoader" and not list(tmp_path.iterdir())
    assert plain["extractors"] > 6000 and len(plain["citations"]) >= 8

    written = probe("hooked", tmp_path)
    files = {p.name.split("-")[0]: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    assert sorted(files) == ["courts", "reporters_db", "tokenizers"]
    read = probe("hooked", tmp_path)
    emptied = probe("emptied", tmp_path)  # reporters-db emptied: only the cache fills eyecite's tables
    assert {p.name.split("-")[0]: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == files  # not rebuilt
    for run in (written, read):
        assert (run["reporters_db"], run["reporters_db_names"]) == (
            plain["reporters_db"],
            plain["reporters_db_names"],
        )
    assert len(plain["reporters_db_names"]) >= 10
    for run in (written, read, emptied):
        assert run["loader"] == "_PreparedTokenizers"
        assert (run["digest"], run["citations"], run["extractors"]) == (
            plain["digest"],
            plain["citations"],
            plain["extractors"],
        )
        assert run["shared"]


def test_off_leaves_every_import_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As in the Lambda functions: nothing prepared, nothing written."""
    monkeypatch.chdir(tmp_path)
    assert probe("hooked", "off")["loader"] == "SourceFileLoader"
    assert not list(tmp_path.iterdir())


def test_a_corrupt_cache_file_is_built_again(tmp_path: Path) -> None:
    first = probe("hooked", tmp_path)
    for path in tmp_path.iterdir():
        path.write_bytes(b"\x80\x05 torn")
    again = probe("hooked", tmp_path)
    assert (again["digest"], again["citations"]) == (first["digest"], first["citations"])
    assert all(path.stat().st_size > 10_000 for path in tmp_path.iterdir())


SETTLE_PROBE = r"""
import gc, json, weakref

class Node:
    pass

gc.disable()  # no collection on its own: only the one before the freeze can free the cycle
cycle = Node()
cycle.me = cycle
cycle_ref = weakref.ref(cycle)
del cycle
import briefcheck.extract
import eyecite.tokenizers as t
walked = {id(o) for o in gc.get_objects()}
print(json.dumps({
    "loader": type(t.__spec__.loader).__name__,
    "frozen": gc.get_freeze_count(),
    "extractors_walked": any(id(o) in walked for o in (t.EXTRACTORS, *t.EXTRACTORS[:50])),
    "garbage_kept": cycle_ref() is not None,
}))
"""


def test_tables_read_prepared_are_out_of_the_cyclic_collectors_reach_and_no_garbage_is_kept(
    tmp_path: Path,
) -> None:
    """Every full collection, and those at exit, walked the unpickled tables again; frozen, none
    does. The collection before the freeze frees what was garbage, rather than keep it for good."""
    env = os.environ | {prepared.CACHE_ENV: str(tmp_path)}

    def run() -> dict:
        done = subprocess.run([sys.executable, "-c", SETTLE_PROBE], capture_output=True, text=True, env=env)
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)

    run()  # writes the cache
    read = run()
    assert read["loader"] == "_PreparedTokenizers"
    assert read["frozen"] > 50_000 and not read["extractors_walked"]
    assert not read["garbage_kept"]


REGISTRY_PROBE = r"""
import json, sys
if sys.argv[1] == "hooked":
    import briefcheck.extract
import ds_caselaw_utils
from ds_caselaw_utils import courts, neutral_url
print(json.dumps({
    "loader": type(sys.modules["ds_caselaw_utils.courts"].__spec__.loader).__name__,
    "courts": [(c.canonical_param, c.name, c.start_year, c.param_aliases) for c in courts.get_all()],
    "urls": [neutral_url(n) for n in ("[2017] UKSC 5", "[2019] EWHC 123 (Admin)", "[2021] EWCA Civ 1234")],
}))
"""


def test_find_case_law_registry_read_prepared_is_the_packages_own(tmp_path: Path) -> None:
    def run(mode: str) -> dict:
        env = os.environ | {prepared.CACHE_ENV: str(tmp_path)}
        done = subprocess.run(
            [sys.executable, "-c", REGISTRY_PROBE, mode], capture_output=True, text=True, env=env, check=False
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)

    plain = run("plain")
    written = run("hooked")
    files = {p.name.split("-")[0]: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    read = run("hooked")
    assert {p.name.split("-")[0]: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == files
    assert {"ds_caselaw_utils.courts", "ds_caselaw_utils.neutral"} <= set(files)
    assert plain["loader"] == "SourceFileLoader" and read["loader"] == "_PreparedFileReads"
    assert len(plain["courts"]) > 20 and plain["urls"] == [
        "uksc/2017/5",
        "ewhc/admin/2019/123",
        "ewca/civ/2021/1234",
    ]
    assert (written["courts"], written["urls"]) == (plain["courts"], plain["urls"])
    assert (read["courts"], read["urls"]) == (plain["courts"], plain["urls"])


def test_a_file_reading_block_that_does_more_than_assign_is_imported_as_it_is(tmp_path: Path) -> None:
    module = tmp_path / "data_module.py"
    module.write_text("with open(__file__) as f:\n    text = f.read()\n    print(text)\n")
    assert prepared._file_reads("briefcheck")("data_module", str(module)).code is None
    module.write_text("with open(__file__) as f:\n    text = f.read()\n")
    assert prepared._file_reads("briefcheck")("data_module", str(module)).code is not None


def test_a_tokenizers_module_of_another_shape_is_imported_as_it_is(tmp_path: Path) -> None:
    changed = tmp_path / "tokenizers.py"
    # the building call is there, but the default tokenizer is built elsewhere
    changed.write_text(
        "EXTRACTORS = []\ndef _populate_reporter_extractors():\n    pass\n_populate_reporter_extractors()\n"
    )
    assert prepared._without_building(changed) is None


REGISTRY_SOURCES = ("ds_caselaw_utils", "ruamel")


@pytest.mark.parametrize(
    ("package", "sources"),
    [
        ("eyecite", prepared.EYECITE_SOURCES),
        ("reporters_db", prepared.EYECITE_SOURCES),
        ("courts_db", prepared.EYECITE_SOURCES),
        ("ds_caselaw_utils", REGISTRY_SOURCES),
        ("ruamel", REGISTRY_SOURCES),  # a namespace package: its files are walked all the same
    ],
)
def test_the_cache_key_follows_the_source_files(
    package: str, sources: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = prepared._sources_key(sources)
    real_stat = Path.stat

    def touched(path: Path, **kwargs: object) -> os.stat_result:
        result = real_stat(path, **kwargs)
        if f"/{package}/" in str(path) and path.name == "__init__.py":
            values = list(result)
            values[6] += 1  # st_size
            return os.stat_result(values)
        return result

    prepared._sources_key.cache_clear()
    monkeypatch.setattr(Path, "stat", touched)
    try:
        assert prepared._sources_key(sources) != before
    finally:
        monkeypatch.undo()
        prepared._sources_key.cache_clear()


def test_an_unwritable_cache_dir_falls_back_to_a_temp_dir_of_this_users_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(prepared.CACHE_ENV, "/proc/briefcheck-cannot-write-here")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    builds = []

    def build() -> dict[str, int]:
        builds.append(1)
        return {"answer": 42}

    assert prepared.cached("probe", build, ("briefcheck",)) == {"answer": 42}
    assert prepared.cached("probe", build, ("briefcheck",)) == {"answer": 42}
    assert len(builds) == 1  # the second was read back
    private = tmp_path / f"briefcheck-prepared-{os.getuid()}"
    assert private.stat().st_mode & 0o777 == 0o700
    private.chmod(0o775)  # a directory others could write to is never read from
    assert prepared.cached("probe", build, ("briefcheck",)) == {"answer": 42}
    assert len(builds) == 2
