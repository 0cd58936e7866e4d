"""CourtListener's bulk files: which ones a directory holds, and their rows, streamed.

The files are PostgreSQL `COPY ... WITH (FORMAT csv, HEADER, ESCAPE '\\', FORCE_QUOTE *)`
output: a header row; every non-NULL value double-quoted; `\\"` for a quote and `\\\\` for a
backslash inside a value; NULL an empty unquoted field; values spanning lines. Naive CSV readers
break on it. pyarrow's streaming CSV reader is told exactly that dialect (escape character, no
doubled quotes, newlines in values, only unquoted empties are NULL) and reads the columns a
check needs, by their header names, a block at a time, so memory stays flat whatever the size.

The opinions file is read a row at a time instead (Python's csv module, over the bz2 stream
decompressed by a thread of its own a few chunks ahead, `inflate.Inflating`): a row holds an
opinion's texts in every field that holds them, and an opinion of a thousand printed pages is
megabytes in each: more than pyarrow may hold in a block (it refuses a row longer than its block,
and the row's length has no bound we know), while pyarrow's reader decompresses up to 32 blocks
ahead of the consumer (Arrow's background queue), 256 MB of text at 8 MB a block.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from briefcheck.domain.errors import ConfigError, InputError

if TYPE_CHECKING:
    from pyarrow import NativeFile

KINDS = ("courts", "citations", "opinion-clusters", "dockets")
# The columns each kind contributes (FACTS.md, scripts/make_bulk_data.sh of CourtListener).
COLUMNS: dict[str, tuple[str, ...]] = {
    "courts": ("id", "full_name", "short_name", "citation_string"),
    "citations": ("volume", "reporter", "page", "type", "cluster_id"),
    "opinion-clusters": (
        "id",
        "case_name",
        "case_name_short",
        "case_name_full",
        "date_filed",
        "precedential_status",
        "docket_id",
        "slug",
    ),
    "dockets": ("id", "court_id", "docket_number"),
    # optional: the opinions' texts (every text field, the best chosen as CourtListener does)
    "opinions": (
        "id",
        "type",
        "cluster_id",
        "plain_text",
        "html",
        "html_lawbox",
        "html_columbia",
        "html_anon_2020",
        "xml_harvard",
        "html_with_citations",
    ),
    # optional: which opinion cites which (treatment is read in the citing texts), and how later
    # opinions describe a case
    "citation-map": ("depth", "cited_opinion_id", "citing_opinion_id"),
    "parentheticals": ("text", "described_opinion_id", "describing_opinion_id"),
    # optional: citations real opinions make that CourtListener could not match to a case
    "unmatched-citations": ("volume", "reporter", "page"),
}
OPTIONAL_KINDS = ("opinions", "citation-map", "parentheticals", "unmatched-citations")
_NAME = re.compile(
    r"^(?P<kind>courts|citations|opinion-clusters|dockets|opinions|citation-map|parentheticals"
    r"|unmatched-citations)"
    r"-(?P<date>\d{4}-\d{2}-\d{2})\.csv(?:\.bz2)?$"
)
# Rows per block handed to the builder: big enough to amortise, small enough to keep memory flat.
BLOCK_BYTES = 8 << 20
# The files read a row at a time, and the longest value they may hold: no opinion's text comes
# near it; a longer one is a corrupt or hostile file, refused before it fills memory.
ROW_AT_A_TIME = ("opinions",)
MAX_VALUE_BYTES = 256 << 20


@dataclass(frozen=True)
class BulkFile:
    kind: str
    edition: str  # the snapshot date in the file name, ISO
    path: Path

    @property
    def compressed(self) -> bool:
        return self.path.suffix == ".bz2"


def find_bulk_files(directory: Path) -> dict[str, BulkFile]:
    """The newest edition of each kind in `directory`; all four kinds are required, the opinions
    (texts) are read when they are there."""
    if not directory.is_dir():
        raise InputError(f"{directory}: not a directory of CourtListener bulk files")
    found: dict[str, BulkFile] = {}
    for path in directory.iterdir():
        m = _NAME.match(path.name)
        if not m:
            continue
        candidate = BulkFile(m["kind"], m["date"], path)
        best = found.get(candidate.kind)
        # the newest edition; at one date the uncompressed copy (faster to read) wins
        if best is None or (candidate.edition, not candidate.compressed) > (
            best.edition,
            not best.compressed,
        ):
            found[candidate.kind] = candidate
    missing = [k for k in KINDS if k not in found]
    if missing:
        raise InputError(
            f"{directory}: no {', '.join(f'{k}-YYYY-MM-DD.csv[.bz2]' for k in missing)} "
            "(download them from CourtListener's bulk-data page)"
        )
    editions = {f.edition for f in found.values()}
    if len(editions) > 1:
        raise InputError(
            f"{directory}: the newest files are of different editions ({', '.join(sorted(editions))}); "
            "use files of one snapshot date"
        )
    return found


class IdBitmap:
    """A compact set of non-negative ids, one bit each, that filters a block of rows by an id
    column inside pyarrow, before any value becomes a Python object: of the 70 million dockets only
    those the kept clusters name are read. Ids at or past `LIMIT` are not held (a hostile file
    could name one of 2**60); rows it cannot judge are kept for the builder's own SQL filter."""

    LIMIT = 1 << 32

    def __init__(self, ids: Iterable[int]) -> None:
        self._bits = bytearray(1)  # never empty: a take from an empty array has no index 0
        for i in ids:
            if 0 <= i < self.LIMIT:
                if i >> 3 >= len(self._bits):
                    self._bits.extend(bytes(max((i >> 3) + 1 - len(self._bits), len(self._bits))))
                self._bits[i >> 3] |= 1 << (i & 7)
        self._held: Any = None  # the bits as an arrow array, made on the first block

    def holds(self, value: str | None) -> bool:
        """Whether one row's id is held, as `mask` judges a block: NULL is not; a value that is not
        a number is kept (for the builder's own SQL filter)."""
        text = (value or "").strip()
        if not text:
            return False
        if not (text.isascii() and text.isdigit()):
            return True
        i = int(text)
        return i >> 3 < len(self._bits) and bool(self._bits[i >> 3] & (1 << (i & 7)))

    def mask(self, column: Any) -> Any | None:
        """The rows whose id is held, as a boolean array; None when the column holds a value that
        is not a number (the block is then kept whole)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        try:
            ids = pc.cast(pc.utf8_trim_whitespace(column), pa.int64())
        except pa.ArrowInvalid:
            return None
        if self._held is None:  # once, not per block: the dockets' bitmap is about 9 MB
            self._held = pa.Array.from_buffers(pa.uint8(), len(self._bits), [None, pa.py_buffer(self._bits)])
        held = self._held
        inside = pc.and_(pc.greater_equal(ids, 0), pc.less(ids, len(self._bits) * 8))
        safe = pc.if_else(inside, ids, 0)
        byte = pc.cast(pc.take(held, pc.shift_right(safe, 3)), pa.int64())
        bit = pc.shift_left(1, pc.bit_wise_and(safe, 7))
        return pc.fill_null(pc.and_(inside, pc.not_equal(pc.bit_wise_and(byte, bit), 0)), False)


@dataclass
class Progress:
    """Where a stream is: raw bytes read of the file's size, rows so far, rows skipped."""

    file: BulkFile
    size: int
    rows: int = 0
    skipped: int = 0
    raw_read: int = 0
    rows_before: int = 0  # the rows (kept or skipped) of the pieces before this one, when read in pieces


def read_rows(
    bulk: BulkFile,
    on_block: Callable[[Progress], None] | None = None,
    on_skip: Callable[[str], None] | None = None,
    keep_ids: IdBitmap | None = None,
    id_column: str = "id",
    jobs: int = 1,
) -> Iterator[dict[str, list[str | None]]]:
    """The file's wanted columns, a block of rows at a time (column name -> values; None is NULL);
    with `keep_ids`, only the rows whose `id_column` it holds; a compressed file's bz2 blocks decoded
    on `jobs` threads where indexed_bzip2 is installed.

    A malformed row (wrong number of fields) is reported through `on_skip` and skipped; a file
    that ends early (a truncated download) raises InputError naming it.
    """
    try:
        import pyarrow as pa
        from pyarrow import csv
    except ImportError:
        raise ConfigError(
            "building the index needs pyarrow: pip install 'briefcheck[index]' (or pip install pyarrow)"
        ) from None

    wanted = COLUMNS[bulk.kind]
    size = bulk.path.stat().st_size
    progress = Progress(bulk, size)
    if bulk.kind in ROW_AT_A_TIME:
        yield from _rows_one_at_a_time(bulk, progress, on_block, on_skip, keep_ids, id_column, jobs)
        return

    def skip(row: csv.InvalidRow) -> str:
        # a piece's rows are numbered from its first (the header is the file's line 1)
        line = None if row.number is None else progress.rows_before + row.number + 1
        _skip(progress, on_skip, line, row.expected_columns, row.actual_columns, row.text or "")
        return "skip"

    parse = csv.ParseOptions(
        quote_char='"',
        double_quote=False,
        escape_char="\\",
        newlines_in_values=True,
        invalid_row_handler=skip,
    )
    convert = csv.ConvertOptions(
        include_columns=list(wanted),
        column_types={c: pa.string() for c in wanted},
        strings_can_be_null=True,
        quoted_strings_can_be_null=False,
    )

    def columns(batch: Any) -> dict[str, list[str | None]]:
        mask = keep_ids.mask(batch.column(id_column)) if keep_ids is not None else None
        if mask is not None:
            batch = batch.filter(mask)
        return {name: batch.column(name).to_pylist() for name in wanted}

    if bulk.compressed and jobs > 1:
        decoded = _parallel_decoded(bulk.path, jobs)
        if decoded is not None:
            yield from _rows_in_pieces(bulk, decoded, progress, on_block, parse, convert, columns)
            return
    # pyarrow reads and decompresses the file itself (C++): its read-ahead thread never calls back
    # into Python, so an error mid-file (a bz2 bomb, a truncated download) cannot leave a thread
    # inside a Python file object when the interpreter exits (it aborted, exit 134)
    raw = pa.OSFile(str(bulk.path), "rb")
    stream = pa.CompressedInputStream(raw, "bz2") if bulk.compressed else raw
    try:
        header = _checked_header(bulk, _header(bulk, stream))
        reader = csv.open_csv(
            stream,
            read_options=csv.ReadOptions(block_size=BLOCK_BYTES, column_names=header),
            parse_options=parse,
            convert_options=convert,
        )
        try:
            for batch in reader:
                progress.rows += batch.num_rows
                progress.raw_read = raw.tell()
                if on_block:
                    on_block(progress)
                yield columns(batch)
        finally:
            reader.close()
    except (EOFError, OSError) as exc:
        raise InputError(
            f"{bulk.path.name}: the file is truncated or corrupt ({exc}); download it again"
        ) from None
    except pa.ArrowInvalid as exc:
        raise InputError(f"{bulk.path.name}: not CSV in the bulk-data dialect ({str(exc)[:200]})") from None
    finally:
        stream.close()
        raw.close()


def _parallel_decoded(path: Path, jobs: int) -> Any | None:
    """The file's bz2 blocks decoded on `jobs` threads by indexed_bzip2 (given the path, so its
    threads never call into Python), or None where it is not installed."""
    try:
        import indexed_bzip2
    except ImportError:
        return None
    return indexed_bzip2.open(str(path), parallelization=jobs)


# A pair of this dialect's escape and the character it escapes (`\"`, `\\`): never a quote that
# opens or closes a value.
_ESCAPED = re.compile(rb"\\.", re.DOTALL)


def _row_end(buffer: bytes) -> int:
    """Where the last whole row of `buffer` ends (just past its newline), or 0 if none does. A
    newline ends a row only outside a value: after an even number of the quotes that open and close
    values (every value is quoted; a quote inside one is escaped)."""
    end = buffer.rfind(b"\n")
    while end >= 0:
        head = buffer[:end]
        if b"\\" in head:
            head = _ESCAPED.sub(b"..", head)  # the same length: offsets hold
        if head.count(b'"') % 2 == 0:
            return end + 1
        end = buffer.rfind(b"\n", 0, end)
    return 0


def _rows_in_pieces(
    bulk: BulkFile,
    decoded: Any,
    progress: Progress,
    on_block: Callable[[Progress], None] | None,
    parse: Any,
    convert: Any,
    columns: Callable[[Any], dict[str, list[str | None]]],
) -> Iterator[dict[str, list[str | None]]]:
    """`read_rows` over indexed_bzip2's parallel decoding: the decoded bytes cut into pieces of
    about BLOCK_BYTES at row ends (`_row_end`), each parsed by pyarrow in this thread, so pyarrow
    never reads from a Python object on a thread of its own. The same rows as the streaming
    reader, and the same refusals: a row longer than a block, a file that ends early."""
    from pyarrow import ArrowInvalid, BufferReader, csv

    try:
        with decoded:
            header = decoded.readline(65536)
            if not header.endswith(b"\n"):
                raise InputError(f"{bulk.path.name}: no header row")
            names = [n.strip().strip('"') for n in header.decode("utf-8", "replace").strip().split(",")]
            read = csv.ReadOptions(column_names=_checked_header(bulk, names), use_threads=False)
            carry = b""
            while True:
                chunk = decoded.read(BLOCK_BYTES)
                buffer = carry + chunk
                end = _row_end(buffer) if chunk else len(buffer)
                piece, carry = buffer[:end], buffer[end:]
                if len(carry) > BLOCK_BYTES:
                    line = progress.rows + progress.skipped + 2
                    raise InputError(
                        f"{bulk.path.name}: not CSV in the bulk-data dialect (a row near line {line:,} runs "
                        f"past {BLOCK_BYTES >> 20} MB: an unclosed quote, or a corrupt file)"
                    )
                if piece:
                    progress.rows_before = progress.rows + progress.skipped
                    table = csv.read_csv(
                        BufferReader(piece), read_options=read, parse_options=parse, convert_options=convert
                    )
                    progress.rows += table.num_rows
                    compressed = decoded.tell_compressed() // 8  # in bits; 0 once the stream has ended
                    progress.raw_read = max(progress.raw_read, compressed) if chunk else progress.size
                    if on_block:
                        on_block(progress)
                    for batch in table.to_batches():
                        yield columns(batch)
                if not chunk:
                    return
    except (EOFError, OSError, RuntimeError) as exc:  # indexed_bzip2 raises a RuntimeError
        raise InputError(
            f"{bulk.path.name}: the file is truncated or corrupt ({exc}); download it again"
        ) from None
    except ArrowInvalid as exc:
        raise InputError(f"{bulk.path.name}: not CSV in the bulk-data dialect ({str(exc)[:200]})") from None


def _rows_one_at_a_time(
    bulk: BulkFile,
    progress: Progress,
    on_block: Callable[[Progress], None] | None,
    on_skip: Callable[[str], None] | None,
    keep_ids: IdBitmap | None,
    id_column: str,
    jobs: int = 1,
) -> Iterator[dict[str, list[str | None]]]:
    """`read_rows` for a file whose rows may be longer than any block: parsed a row at a time in
    this thread, blocks of about BLOCK_BYTES handed on. An empty value is None (this reader
    cannot tell `""` from NULL; neither is a text, an id or a type). The bz2 stream is decoded a
    few chunks ahead by a thread (`Inflating`), or, with `jobs` above 1 and indexed_bzip2
    installed, its blocks on `jobs` threads at once (bz2 blocks decode independently)."""
    import csv
    import io

    wanted = COLUMNS[bulk.kind]
    csv.field_size_limit(MAX_VALUE_BYTES)  # the module's own default is 128 KB
    raw = open(bulk.path, "rb")  # noqa: SIM115 (closed in the finally below, after the reader)
    inflating = _decoder(raw, jobs) if bulk.compressed else None
    try:
        binary = inflating if inflating is not None else raw
        text = io.TextIOWrapper(binary, encoding="utf-8", errors="replace", newline="")
        rows = csv.reader(text, quotechar='"', escapechar="\\", doublequote=False, strict=True)
        header = _checked_header(bulk, [name.strip() for name in next(rows, [])])
        columns = [(name, header.index(name)) for name in wanted]
        id_at = header.index(id_column) if keep_ids is not None else -1
        block: dict[str, list[str | None]] = {name: [] for name in wanted}
        held = 0
        for row in rows:
            progress.rows += 1
            if len(row) != len(header):
                _skip(progress, on_skip, rows.line_num, len(header), len(row), ",".join(row))
                continue
            if keep_ids is not None and not keep_ids.holds(row[id_at]):
                continue
            for name, at in columns:
                value = row[at]
                block[name].append(value or None)
                held += len(value)
            if held >= BLOCK_BYTES:
                progress.raw_read = raw.tell()
                if on_block:
                    on_block(progress)
                yield block
                block, held = {name: [] for name in wanted}, 0
        progress.raw_read = raw.tell()
        if on_block:
            on_block(progress)
        if block[wanted[0]]:
            yield block
    except (EOFError, OSError) as exc:
        raise InputError(
            f"{bulk.path.name}: the file is truncated or corrupt ({exc}); download it again"
        ) from None
    except csv.Error as exc:
        if "field limit" in str(exc):
            raise InputError(
                f"{bulk.path.name}: a value longer than {MAX_VALUE_BYTES >> 20} MB near row "
                f"{progress.rows + 1:,}: no opinion is that long; the file is corrupt, download it again"
            ) from None
        raise InputError(
            f"{bulk.path.name}: not CSV in the bulk-data dialect near row {progress.rows + 1:,} ({exc})"
        ) from None
    finally:
        if inflating is not None:
            inflating.close()
        raw.close()


def _decoder(raw: Any, jobs: int) -> Any:
    """The decompressed opinions file: indexed_bzip2 on `jobs` threads where installed and asked
    for (its read-ahead holds `jobs` bz2 blocks of at most 900 KB compressed each), else Python's
    bz2 on a thread of its own."""
    from briefcheck.index.inflate import Inflating

    if jobs > 1:
        try:
            import indexed_bzip2
        except ImportError:
            pass
        else:
            return io.BufferedReader(_Decoded(indexed_bzip2.open(raw, parallelization=jobs)), 1 << 20)
    return io.BufferedReader(Inflating(raw), 1 << 20)


class _Decoded(io.RawIOBase):
    """indexed_bzip2's reader, its failures as the OSError every bz2 reader raises: it reports a
    truncated or corrupt stream as a RuntimeError of its C++ core."""

    def __init__(self, reader: Any) -> None:
        super().__init__()
        self.reader = reader

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        try:
            return self.reader.readinto(buffer)
        except RuntimeError as exc:
            raise OSError(f"the bz2 data is truncated or corrupt ({exc})") from None

    def close(self) -> None:
        self.reader.close()
        super().close()


def _header(bulk: BulkFile, stream: NativeFile) -> list[str]:
    """The header row's column names (the header itself is never quoted oddly)."""
    line = b""
    while not line.endswith(b"\n"):
        chunk = stream.read(1)
        if not chunk:
            break
        line += chunk
        if len(line) > 65536:
            raise InputError(f"{bulk.path.name}: no header row")
    return [n.strip().strip('"') for n in line.decode("utf-8", "replace").strip().split(",")]


def _checked_header(bulk: BulkFile, names: list[str]) -> list[str]:
    """The header's names, when every one is there and the kind's columns are among them."""
    if not names or not all(names):
        raise InputError(f"{bulk.path.name}: empty or unreadable header row")
    missing = [c for c in COLUMNS[bulk.kind] if c not in names]
    if missing:
        raise InputError(f"{bulk.path.name}: no column {', '.join(missing)} in its header")
    return names


def _skip(
    progress: Progress,
    on_skip: Callable[[str], None] | None,
    line: int | None,
    expected: int,
    found: int,
    text: str,
) -> None:
    """A malformed row counted and reported (the start of its text on one line)."""
    progress.skipped += 1
    if on_skip:
        on_skip(
            f"{progress.file.path.name}: row near line {line or '?'} skipped ({expected} fields "
            f"expected, {found} found): {text[:120].replace(chr(10), ' ')}"
        )
