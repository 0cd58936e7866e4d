"""Every bulk file's bz2 decoded on several threads (indexed_bzip2) and cut into pieces at row ends
for pyarrow: the same rows, the same skipped rows and the same refusals as the one-thread reader,
and the same index."""

from __future__ import annotations

import bz2
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from bulk_dialect import CLUSTER_COLUMNS, Case, Snapshot, copy_csv, filler
from snapshot_data import EDITION

from briefcheck.domain.errors import InputError
from briefcheck.index import bulk as bulk_files
from briefcheck.index.build import build_index
from briefcheck.index.bulk import BulkFile, _row_end, read_rows


@pytest.mark.parametrize(
    ("buffer", "end"),
    [
        (b'"1","a"\n"2","b"\n"3","c', 16),  # the last row not yet whole
        (b'"1","two\nlines"\n"2","b', 16),  # a newline inside a value ends no row
        (b'"1","x\\"\n"\n"2', 11),  # an escaped quote opens or closes nothing
        (b'"1","back\\\\"\n"2","y\\\\\\"\n', 13),  # an escaped backslash closes no value
        (b'"1","open\nstill open', 0),  # no row ends here
        (b"", 0),
    ],
)
def test_a_piece_ends_only_where_a_row_ends(buffer: bytes, end: int) -> None:
    assert _row_end(buffer) == end


def _clusters_file(directory: Path, rows: list[dict[str, object]]) -> BulkFile:
    path = directory / f"opinion-clusters-{EDITION}.csv.bz2"
    path.write_bytes(bz2.compress("".join(copy_csv(CLUSTER_COLUMNS, rows)).encode()))
    return BulkFile("opinion-clusters", EDITION, path)


def _read(bulk: BulkFile, jobs: int) -> tuple[list[dict[str, list[str | None]]], list[str]]:
    skipped: list[str] = []
    return list(read_rows(bulk, on_skip=skipped.append, jobs=jobs)), skipped


def _rows(blocks: list[dict[str, list[str | None]]]) -> list[tuple[str | None, ...]]:
    return [row for block in blocks for row in zip(*block.values(), strict=True)]


def test_pieces_give_the_rows_and_the_skipped_rows_of_the_one_thread_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Names holding quotes, backslashes, commas and newlines, in pieces of a few rows each; a
    malformed row named at the same line either way."""
    monkeypatch.setattr(bulk_files, "BLOCK_BYTES", 1024)
    rows: list[dict[str, object]] = []
    for n in range(1, 120):
        name = f'In re "Blue {n}" Sky, C:\\dir\\ v.\nLine {n}' if n % 3 else f"Hale{n} v. Pratt"
        rows.append({"id": n, "case_name": name, "date_filed": "2011-02-03", "docket_id": n, "slug": "x"})
    lines = list(copy_csv(CLUSTER_COLUMNS, rows))
    lines.insert(31, '"999","too","few"\n')  # a malformed row after the header and 30 rows
    path = tmp_path / f"opinion-clusters-{EDITION}.csv.bz2"
    path.write_bytes(bz2.compress("".join(lines).encode()))
    bulk = BulkFile("opinion-clusters", EDITION, path)

    one, skipped_one = _read(bulk, jobs=1)
    two, skipped_two = _read(bulk, jobs=2)
    assert _rows(two) == _rows(one)
    assert len(_rows(one)) == 119 and len(two) > 5  # many pieces
    # the one-thread reader cannot say where (pyarrow's parallel parser numbers no row); pieces can
    assert [said.replace("near line 32 ", "near line ? ") for said in skipped_two] == skipped_one
    assert len(skipped_one) == 1 and '"999"' in skipped_one[0]
    assert _rows(two)[0][1] == 'In re "Blue 1" Sky, C:\\dir\\ v.\nLine 1'


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_truncated_file_is_an_error_on_any_number_of_threads(tmp_path: Path, jobs: int) -> None:
    rows = [{"id": n, "case_name": f"Hale{n} v. Pratt{n}", "docket_id": n} for n in range(1, 20_000)]
    bulk = _clusters_file(tmp_path, rows)
    whole = bulk.path.read_bytes()
    bulk.path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(InputError, match=r"opinion-clusters-.*truncated or corrupt"):
        _read(bulk, jobs)


def test_an_unclosed_quote_is_said_on_either_reader(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A value whose closing quote is lost (PostgreSQL never writes one; a hostile or damaged file
    may): pieces cannot be cut where no row ends, so the file is refused, naming the quote, once it
    runs past a block; pyarrow's own reader (a quote opens a value only at its start) skips the row
    it garbles. Neither reads it silently."""
    monkeypatch.setattr(bulk_files, "BLOCK_BYTES", 1024)
    rows = [{"id": n, "case_name": f"Hale{n} v. Pratt{n}", "docket_id": n} for n in range(1, 200)]
    bulk = _clusters_file(tmp_path, rows)
    data = bz2.decompress(bulk.path.read_bytes()).replace(b'"Hale5 v. Pratt5"', b'"Hale5 v. Pratt5', 1)
    bulk.path.write_bytes(bz2.compress(data))
    with pytest.raises(InputError, match=r"opinion-clusters-.*not CSV in the bulk-data dialect.*unclosed"):
        _read(bulk, jobs=2)
    blocks, skipped = _read(bulk, jobs=1)
    assert len(_rows(blocks)) == 198 and len(skipped) == 1 and "Hale5 v. Pratt5" in skipped[0]


def test_the_whole_build_on_two_threads_is_the_build_on_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every file (citations, clusters, dockets, courts) decoded on two threads in pieces of a
    kilobyte: the same index, byte for byte, as one thread builds."""
    monkeypatch.setattr(bulk_files, "BLOCK_BYTES", 1024)
    blue_sky = Case(100, 'In re "Blue Sky" Securities Litigation', "2011-03-04", "ca2", [(601, "F.3d", "10")])
    cases = [*filler(600, "F.3d", "ca2", 2011, 1, count=60), blue_sky]
    Snapshot(cases=cases, courts={"ca2": "Second Circuit"}).write(tmp_path / "bulk", EDITION)
    one, two = tmp_path / "one.sqlite", tmp_path / "two.sqlite"
    build_index(tmp_path / "bulk", one, jobs=1)
    build_index(tmp_path / "bulk", two, jobs=2)
    a, b = one.read_bytes(), two.read_bytes()
    # the same file but for the header's count of write transactions (bytes 24-27 and 92-95)
    assert len(a) == len(b) and a[:24] + a[28:92] + a[96:] == b[:24] + b[28:92] + b[96:]


def test_a_bz2_bomb_on_two_threads_is_a_one_line_error(tmp_path: Path) -> None:
    """A citations file of a header and a gigabyte of zeros, read in pieces: no row ever ends, so
    it is refused past a block, and the process exits cleanly (indexed_bzip2's threads stopped)."""
    Snapshot(cases=filler(600, "F.3d", "ca2", 2011, 1), courts={"ca2": "Second Circuit"}).write(
        tmp_path / "bulk", EDITION
    )
    citations = tmp_path / "bulk" / f"citations-{EDITION}.csv.bz2"
    header = bz2.decompress(citations.read_bytes()).split(b"\n", 1)[0] + b"\n"
    packer = bz2.BZ2Compressor(9)
    chunks = [packer.compress(header)] + [packer.compress(b"\0" * 2**20) for _ in range(1024)]
    citations.write_bytes(b"".join(chunks) + packer.flush())
    target = tmp_path / "index.sqlite"
    args = [sys.executable, "-m", "briefcheck.cli", "index", "build", str(tmp_path / "bulk")]
    done = subprocess.run(
        [*args, "--index", str(target), "--jobs", "2"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"citations-{EDITION}.csv.bz2: not CSV in the bulk-data dialect" in done.stderr
    assert "Fatal Python error" not in done.stderr and "terminate called" not in done.stderr
    assert not target.exists()
    shutil.rmtree(tmp_path / "bulk")
