"""`briefcheck`: the command line. Offline by default; every flag has an environment twin.

Exit status: 0 when done and nothing was judged likely hallucinated; 1 when `check` found a
CITATION_LIKELY_HALLUCINATED citation (so it can gate a filing workflow); 2 for bad input,
bad configuration or a usage error.
"""

from __future__ import annotations

import os

# pydantic looks for plugins among every installed distribution's entry points when it builds its
# first model (about 40 ms of a one-citation check); the CLI uses none. Set the variable to
# enable them.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

import argparse
import re
import sys
from contextlib import nullcontext
from datetime import date, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from briefcheck import __version__
from briefcheck.domain import performance
from briefcheck.domain.backends import backend_names
from briefcheck.domain.codes import Tier3Policy
from briefcheck.domain.config import PanelConfig, Settings, load_panel_file, panel_from
from briefcheck.domain.errors import BriefcheckError, ConfigError, InputError
from briefcheck.domain.models import json_parts
from briefcheck.domain.status import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, FAIL_ON, coverage_of
from briefcheck.report import outputs
from briefcheck.store.blobs import Data, parts_of
from briefcheck.text.printable import printable

if TYPE_CHECKING:
    from rich.console import Console
    from rich.progress import Progress

    from briefcheck.index import CitationIndex
    from briefcheck.run.steps import Stores
    from briefcheck.verify import Verifier

EXIT_HALLUCINATED, EXIT_ERROR = EXIT_FAILED, EXIT_BAD_INPUT
# Show a progress bar only when there is enough work for it to matter.
PROGRESS_MIN_CITATIONS = 20

DESCRIPTION = """\
briefcheck finds fabricated ("hallucinated") and misused legal citations in a brief.

  briefcheck extract brief.pdf            list every citation and the claim it supports (Tier 1)
  briefcheck check brief.pdf              judge every citation with the five-agent panel (Tier 2),
                                          verify flagged ones against public sources (Tier 3)
  briefcheck eval labelled.jsonl          score the panel on a labelled set (testing protocol)
  briefcheck revalidate                   re-check stored results that were unverifiable/uncertain

Input: .txt .md .html .docx .pdf, or Tier-1 JSON. Runs offline with the deterministic `rules`
panel unless you choose a model backend (--backend anthropic needs ANTHROPIC_API_KEY;
--backend bedrock uses your AWS credentials). Tier 3 needs network access; COURTLISTENER_TOKEN
enables US lookups. Results are stored under --home (default ./.briefcheck).

Each citation ends with one status: VERIFIED (a source found it and its identity matches), ERROR
(a source shows an error), LIKELY_HALLUCINATED (the panel says so, or it is impossible as cited),
REVIEW (split panel, or a source answer that needs a person), UNVERIFIED (nothing wrong found,
nothing looked up: not a clean bill).

Exit status of `check`: 0 every case citation was checked by a source and none failed (statutes,
rules and other kinds no case-law source holds are named, not counted against it); 1 at least
one citation ERROR or LIKELY_HALLUCINATED (--fail-on review adds REVIEW, --fail-on unverified
adds UNVERIFIED too); 2 bad input or configuration; 3 nothing failed, but some case citations
could not be checked or need a person's review: an unchecked citation may still be invented.
"""


def _panel_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("panel (Tier 2)")
    g.add_argument(
        "--backend",
        choices=backend_names(),
        help="backend for every agent (default: rules)",
    )
    g.add_argument("--model", help="model id for anthropic/bedrock (default: claude-haiku-4-5-20251001)")
    g.add_argument(
        "--panel",
        metavar="OVERRIDES",
        help="per-agent overrides, e.g. 'legal_knowledge_validator=anthropic,"
        "citation_authority_validator_v2=rules'",
    )
    g.add_argument("--panel-file", type=Path, help='JSON panel: {"seats": [{agent, backend, model}, ...]}')
    g.add_argument("--concurrency", type=int, help="model calls in flight at once (default 8)")


def _court_ids(value: str) -> frozenset[str]:
    ids = frozenset(v.strip() for v in value.split(",") if v.strip())
    bad = sorted(i for i in ids if not re.fullmatch(r"[a-z0-9]+", i))
    if not ids or bad:
        raise argparse.ArgumentTypeError(f"courts-db ids separated by commas (e.g. ca9,cand), not {value!r}")
    return ids


def _iso_date(value: str) -> str:
    try:
        return date.fromisoformat(value).isoformat()
    except ValueError:
        raise argparse.ArgumentTypeError(f"a date written YYYY-MM-DD, not {value!r}") from None


def _positive(value: str) -> int:
    if not value.isdigit() or int(value) < 1:
        raise argparse.ArgumentTypeError(f"{value!r} is not a number of cores (1 or more)")
    return int(value)


def _selection_arguments(parser: argparse.ArgumentParser) -> None:
    """Build the index from part of the edition: smaller and faster, and honest about it (what
    it left out it does not claim to hold)."""
    parser.add_argument("--courts", type=_court_ids, help="only these courts (courts-db ids: ca9,cand)")
    parser.add_argument("--since", type=_iso_date, metavar="YYYY-MM-DD", help="only cases filed on or after")
    parser.add_argument(
        "--jobs",
        type=_positive,
        default=len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1,
        metavar="N",
        help="cores to decode and read the files on (default: every core available; the same index on any N)",
    )


# What `add_subparsers` returns: each command adds its own parser to it.
Subcommands = argparse._SubParsersAction  # the standard library names it so; there is no public alias


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="briefcheck", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"briefcheck {__version__}")
    parser.add_argument("--home", type=Path, help="local store directory (default ./.briefcheck)")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an unexpected error")
    # The same options are accepted after the command too (`briefcheck check x.pdf --home h`);
    # SUPPRESS keeps a value given before the command when they are not repeated after it.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--home", type=Path, default=argparse.SUPPRESS, help="local store directory (default ./.briefcheck)"
    )
    common.add_argument(
        "--debug",
        action="store_true",
        default=argparse.SUPPRESS,
        help="show the traceback of an unexpected error",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _extract_command(sub, common)
    _check_command(sub, common)
    _eval_command(sub, common)
    _revalidate_command(sub, common)
    _mcp_command(sub, common)
    _index_command(sub, common)
    _uk_registry_command(sub, common)
    return parser


def _extract_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "extract", parents=[common], help="Tier 1: extract citations and claims, print Tier-1 JSON"
    )
    p.add_argument("file", type=Path, help="the brief (.txt .md .html .docx .pdf)")
    p.add_argument("--out", type=Path, help="write the JSON here instead of standard output")


def _check_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "check", parents=[common], help="extract, judge with the panel, verify flagged citations"
    )
    p.add_argument("file", type=Path, help="the brief (.txt .md .html .docx .pdf, or Tier-1 JSON)")
    p.add_argument("--out", type=Path, help="write the full result JSON here")
    for output in outputs.OUTPUTS:
        p.add_argument(f"--{output.flag}", type=Path, help=output.help)
    p.add_argument(
        "--comment-all", action="store_true", help="with --docx: comment every citation, verified ones too"
    )
    p.add_argument(
        "--tier3",
        choices=[t.value for t in Tier3Policy],
        help="which citations Tier 3 verifies: flagged (default), all, none",
    )
    p.add_argument(
        "--index",
        type=Path,
        help="the offline citation index (default: BRIEFCHECK_INDEX, or courtlistener.sqlite in the "
        "user data directory, used when it exists)",
    )
    p.add_argument(
        "--tier3-wait",
        type=float,
        metavar="SECONDS",
        help="how long this run may wait, in all, for CourtListener's limits (default 600; env "
        "BRIEFCHECK_TIER3_WAIT_S); what does not fit is UNVERIFIED 'deferred' for `revalidate`",
    )
    p.add_argument(
        "--fail-on",
        choices=list(FAIL_ON),
        default="error",
        help="exit 1 when a citation is ERROR or LIKELY_HALLUCINATED (error, the default), "
        "also REVIEW (review), or also UNVERIFIED (unverified)",
    )
    p.add_argument("--quiet", action="store_true", help="no table; just the exit status and files")
    _panel_args(p)


def _eval_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "eval", parents=[common], help="score a panel on a labelled JSONL set (the seed's testing protocol)"
    )
    p.add_argument("dataset", type=Path, help="JSONL: id, label real|fabricated|edge, citation, context, ...")
    p.add_argument(
        "--compare",
        metavar="OVERRIDES",
        help="a second panel (same syntax as --panel, applied over --backend) to run side by side",
    )
    p.add_argument("--format", choices=["md", "json"], default="md")
    p.add_argument("--out", type=Path, help="write the report here instead of standard output")
    p.add_argument("--index", type=Path, help="the offline citation index (as for check)")
    _panel_args(p)


def _revalidate_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("revalidate", parents=[common], help="re-run Tier 3 on stored results that are due")
    p.add_argument("--index", type=Path, help="the offline citation index (as for check)")
    p.add_argument(
        "--tier3",
        choices=[t.value for t in Tier3Policy],
        help="which due citations the network sources re-check: flagged (default), all, none; with an "
        "index, the citations nothing could check before are looked up in it whatever the policy",
    )
    p.add_argument(
        "--older-than-days",
        type=float,
        default=30.0,
        help="also re-check results older than this (default 30)",
    )


def _mcp_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "mcp",
        parents=[common],
        help="serve check_text, verify_citation and lookup to AI agents over MCP (stdio by default)",
    )
    p.add_argument("--http", action="store_true", help="serve streamable HTTP instead of stdio")
    p.add_argument("--host", default="127.0.0.1", help="with --http: the address to listen on")
    p.add_argument("--port", type=int, default=8765, help="with --http: the port (default 8765)")
    p.add_argument(
        "--tier3",
        choices=[t.value for t in Tier3Policy],
        help="network sources to ask (default none: the offline index only, nothing leaves the machine)",
    )
    p.add_argument("--index", type=Path, help="the offline citation index (as for check)")
    _panel_args(p)


def _index_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "index", parents=[common], help="the offline US citation index (CourtListener bulk data)"
    )
    isub = p.add_subparsers(dest="index_command", required=True, metavar="ACTION")
    b = isub.add_parser("build", help="build the index from CourtListener's quarterly bulk files in DIR")
    b.add_argument(
        "dir", type=Path, help="holds citations-, opinion-clusters-, dockets-, courts-DATE.csv[.bz2]"
    )
    b.add_argument("--index", type=Path, help="where to write it (default: the user data directory)")
    _selection_arguments(b)
    d = isub.add_parser(
        "download", help="fetch an edition of CourtListener's bulk data into DIR (resumable), then build"
    )
    d.add_argument(
        "dir", type=Path, nargs="?", help="where the files go (default: a bulk-data folder beside the index)"
    )
    d.add_argument("--edition", metavar="YYYY-MM-DD", help="this edition (default: the newest complete one)")
    d.add_argument(
        "--text", action="store_true", help="the opinions file too (about 50 GB): quotes and pins offline"
    )
    d.add_argument("--no-build", action="store_true", help="download only")
    d.add_argument("--index", type=Path, help="where to build the index (default: the user data directory)")
    _selection_arguments(d)
    i = isub.add_parser("info", help="edition, row counts, size and coverage per reporter")
    i.add_argument("--index", type=Path, help="the index to describe (default: the user data directory)")
    e = isub.add_parser(
        "export", help="write the index as DynamoDB import files (DynamoDB JSON, gzip) into DIR, for S3"
    )
    e.add_argument("dir", type=Path, help="an empty or new directory; upload it whole to one S3 prefix")
    e.add_argument("--index", type=Path, help="the index to export (default: the user data directory)")
    e.add_argument(
        "--text",
        action="store_true",
        help="write the opinion texts instead, as shards and a manifest for the stack's text import",
    )


def _uk_registry_command(sub: Subcommands, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "uk-registry",
        parents=[common],
        help="The National Archives' UK court registry read for neutral citations: which, and --update",
    )
    p.add_argument(
        "--update", action="store_true", help="fetch the newest published registry (two small files)"
    )
    p.add_argument("--from", dest="source", metavar="URL", help="where it is published (default: TNA's)")


def _index(args: argparse.Namespace) -> CitationIndex | None:
    """The offline index named by --index (which must exist), else the default one if built."""
    from briefcheck.index import open_index

    named = getattr(args, "index", None)
    return open_index(named, required=named is not None)


def _console(stderr: bool = False) -> Console:
    """A rich console, imported when something is to be shown (rich costs about 40 ms of start-up,
    which a --quiet check never needs)."""
    from rich.console import Console

    return Console(stderr=stderr)


def _progress_bar(console: Console | None) -> Progress | nullcontext[None]:
    """The check's progress bars on `console` (shown on a terminal only); none without a console."""
    if console is None or not console.is_terminal:
        return nullcontext()
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
    )


def _announced_index(args: argparse.Namespace) -> CitationIndex | None:
    """The offline index (see _index), named on stderr when there is one."""
    index = _index(args)
    if index is not None:
        _console(stderr=True).print(
            f"Offline index: CourtListener bulk data, edition {index.edition} ({index.location})",
            markup=False,
            highlight=False,
        )
    return index


def _verifier(args: argparse.Namespace, settings: Settings, stores: Stores) -> Verifier:
    from briefcheck.verify import Verifier

    return Verifier(settings, stores.blobs, index=_announced_index(args))


def _settings(args: argparse.Namespace) -> Settings:
    overrides = {
        "home": getattr(args, "home", None),
        "backend": getattr(args, "backend", None),
        "model": getattr(args, "model", None),
        "panel": getattr(args, "panel", None),
        "tier3": getattr(args, "tier3", None),
        "tier3_wait_s": getattr(args, "tier3_wait", None),
        "max_concurrency": getattr(args, "concurrency", None),
    }
    try:
        return Settings(**{k: v for k, v in overrides.items() if v is not None})
    except ValidationError as exc:
        raise ConfigError(_first_error(exc)) from None


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(x) for x in err["loc"]) or "value"
    return f"{where}: {err['msg']}"


def _panel(args: argparse.Namespace, settings: Settings) -> PanelConfig:
    if getattr(args, "panel_file", None):
        return load_panel_file(args.panel_file)
    return settings.panel_config()


def _read(path: Path, settings: Settings) -> bytes:
    if not path.exists():
        raise InputError(f"{path}: no such file")
    if not path.is_file():
        raise InputError(f"{path}: not a regular file")
    size = path.stat().st_size
    if size > settings.max_upload_bytes:
        raise InputError(
            f"{path}: {size:,} bytes is over the {settings.max_upload_bytes:,}-byte limit "
            "(BRIEFCHECK_MAX_UPLOAD_BYTES)"
        )
    try:
        return path.read_bytes()
    except OSError as exc:  # no permission, a disk error: the user's to mend, not a bug
        raise InputError(f"{path}: cannot read: {exc.strerror or type(exc).__name__}") from None


def _inside(path: Path, directory: Path) -> bool:
    try:
        return path.resolve().is_relative_to(directory.resolve())
    except OSError:
        return False


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def _writable(
    written: dict[str, Path | None], inputs: dict[str, Path | None] | None = None, store: Path | None = None
) -> None:
    """Refuse, before the work, an output path that cannot be written, that is one of the run's
    inputs (the lawyer's brief is never written over), that lies inside the results store
    (`store`: its database and files are briefcheck's own), or that another output of the run
    also names. `written` and `inputs` map each option (or "the brief") to its path."""
    given = {flag: path for flag, path in written.items() if path is not None}
    sources = {what: path for what, path in (inputs or {}).items() if path is not None}
    for flag, path in given.items():
        if store is not None and _inside(path, store):
            raise InputError(
                f"{flag} {path}: is inside the results store ({store}), whose files briefcheck keeps "
                "for itself; choose a path outside it"
            )
        for what, source in sources.items():
            if _same_file(path, source):
                raise InputError(
                    f"{flag} {path}: is {what}; briefcheck never writes over its input, so choose "
                    "another file name"
                )
        for other, other_path in given.items():
            if other < flag and _same_file(path, other_path):
                raise InputError(f"{other} and {flag} both name {path}; give each output its own file")
        if path.is_dir():
            raise InputError(f"{path}: is a directory; give a file name to write to")
        if path.is_symlink() or (path.exists() and not path.is_file()):
            # the finished file is moved into place: a link, a pipe or a device there would be
            # replaced by it, the link's target left as it was
            raise InputError(f"{path}: is not a plain file (a link, a pipe or a device); give a file name")
        parent = next((p for p in path.parents if p.exists()), None)
        if parent is not None and not parent.is_dir():
            raise InputError(f"{path}: cannot write there: {parent} is a file, not a directory")
        if parent is not None:
            _can_create_in(path, parent)


def _can_create_in(path: Path, directory: Path) -> None:
    """Refuse `path` when no file can be made in `directory` (read-only, a kernel's, no
    permission): found out by making one and removing it, before the work, so a run never ends with
    some of its outputs written and the last refused."""
    import tempfile  # only when an output is named: not on every command's start-up

    try:
        handle, probe = tempfile.mkstemp(prefix=".briefcheck-", dir=directory)
    except OSError as exc:
        raise InputError(f"{path}: cannot write there: {exc.strerror or type(exc).__name__}") from None
    os.close(handle)
    os.unlink(probe)


def _write(path: Path | None, content: str | Data) -> None:
    """`content` to the file at `path`, or to stdout ending in a newline; bytes may come in parts
    (`json_parts`), written as they come. A file is written beside its final name and moved into
    place whole, so an interrupted run leaves an earlier file as it was."""
    parts = parts_of(content.encode() if isinstance(content, str) else content)
    if path is None:
        last = ""
        for part in parts:  # each part whole UTF-8: json_parts never cuts inside a character
            text = part.decode()
            sys.stdout.write(text)
            last = text[-1:] or last
        sys.stdout.write("" if last == "\n" else "\n")
        return
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with partial.open("wb") as handle:
            for part in parts:
                handle.write(part)
        os.replace(partial, path)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise InputError(f"{path}: cannot write: {exc.strerror or type(exc).__name__}") from None
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def _stdout_gone() -> None:
    """Standard output's reader has gone: what is left to print goes nowhere, and the exit at the
    end does not fail flushing it."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)


@performance.paused()  # through the output written: the document's objects are freed on return
def cmd_extract(args: argparse.Namespace) -> int:
    from briefcheck.extract import extract_document

    settings = _settings(args)
    _writable({"--out": args.out}, {"the brief": args.file}, settings.home)
    doc = extract_document(_read(args.file, settings), args.file.name)
    _write(args.out, json_parts(doc, indent=2))
    return EXIT_OK


class _Countdown:
    """Says on stderr that the run is waiting for a source's limit, and for how long: one line
    per wait when piped, a line counting down in place on a terminal."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.why: str | None = None

    def __call__(self, left: float, why: str) -> None:
        line = f"Waiting {left:,.0f} s for CourtListener ({why})"
        if self.console.is_terminal:
            end = "\n" if left <= 1 else "\r"
            self.console.print(line.ljust(self.console.width - 1), end=end, markup=False, highlight=False)
        elif why != self.why:
            self.console.print(line, markup=False, highlight=False, soft_wrap=True)
        self.why = None if left <= 1 else why


@performance.paused()  # as for extract, the result and report written as well
def cmd_check(args: argparse.Namespace) -> int:
    from briefcheck.report.outputs import ANNOTATED_DOCX, commenting_every_citation
    from briefcheck.run.local import check_document
    from briefcheck.run.steps import open_stores
    from briefcheck.store.keys import result_key

    settings = _settings(args)
    panel = _panel(args, settings)
    # each output asked for by its flag: only those are rendered (nothing else reads them from the
    # local store, and on a long brief the report is a sixth of the check)
    wanted = {output: getattr(args, output.flag) for output in outputs.OUTPUTS}
    asked = {output: path for output, path in wanted.items() if path}
    paths = [p for p in (args.out, *asked.values()) if p]
    _writable(
        {"--out": args.out} | {f"--{output.flag}": path for output, path in wanted.items()},
        {"the brief": args.file, "the offline index": args.index},
        settings.home,
    )
    if args.comment_all and ANNOTATED_DOCX not in asked:
        raise InputError("--comment-all needs --docx OUT.docx")
    data = _read(args.file, settings)
    console = None if args.quiet else _console(stderr=True)
    rendered = tuple(
        commenting_every_citation(o) if o is ANNOTATED_DOCX and args.comment_all else o for o in asked
    )
    stores = open_stores(settings, rendered)
    with _progress_bar(console) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if bar is None or total < PROGRESS_MIN_CITATIONS:
                return
            if stage not in tasks:
                label = "Panel (Tier 2)" if stage == "panel" else "Sources (Tier 3)"
                tasks[stage] = bar.add_task(label, total=total)
            bar.update(tasks[stage], completed=done)

        index = _announced_index(args)
        result = check_document(
            data,
            args.file.name,
            settings,
            stores,
            panel=panel,
            progress=progress,
            index=index,
            # notices and the plan reach stderr with --quiet too: they say what will not be checked
            say=(lambda line: print(line, file=sys.stderr))
            if console is None
            else lambda line: console.print(line, markup=False, soft_wrap=True),
            on_wait=None if console is None else _Countdown(console),
        )
    for output in outputs.OUTPUTS:  # an earlier check's output of this content would not match this result
        if output not in asked:
            stores.blobs.delete(output.key(result.document_id))
    # the result and outputs the run already wrote into the store, not a second rendering, copied
    # in parts: read whole, a long brief's report (50 MB) was the check's peak
    copies = [(args.out, result_key, "result"), *((p, o.key, o.name) for o, p in asked.items())]
    for path, key, what in copies:
        if path:
            stored = stores.blobs.read_parts(key(result.document_id))
            if stored is None:
                raise ConfigError(f"the store under {settings.home} lost the {what} it just wrote")
            _write(path, stored)
    coverage = coverage_of(result)
    status = coverage.exit_status(FAIL_ON[args.fail_on])  # the check's, whatever becomes of the printing
    try:
        if args.quiet:
            print(coverage.headline)  # one line, the lawyer's first words: never nothing at all
        else:
            from briefcheck.report.terminal import print_summary  # rich: only when a table is shown

            shown = _console()
            print_summary(result, shown)
            if paths:
                shown.print("Wrote " + " and ".join(str(p) for p in paths))
        sys.stdout.flush()
    except BrokenPipeError:  # `check brief.md | head -1`: the reader left; the check's status stands
        _stdout_gone()
    return status


def cmd_eval(args: argparse.Namespace) -> int:
    from briefcheck.eval import compare, evaluate, load_dataset, render_markdown

    settings = _settings(args)
    panel = _panel(args, settings)
    _writable(
        {"--out": args.out}, {"the dataset": args.dataset, "the offline index": args.index}, settings.home
    )
    items = load_dataset(args.dataset)
    index = _index(args)
    if index is not None:
        _console(stderr=True).print(
            f"Offline index: CourtListener bulk data, edition {index.edition}", markup=False, highlight=False
        )
    report = evaluate(items, panel, settings, dataset=args.dataset.name, index=index)
    if args.compare:
        other = panel_from(settings.backend, settings.model, args.compare)
        name_a = args.panel or args.backend or settings.backend
        other_report = evaluate(items, other, settings, dataset=args.dataset.name, index=index)
        out = compare(report, other_report, name_a, args.compare)
    else:
        out = report
    text = render_markdown(out) if args.format == "md" else out.model_dump_json(indent=2)
    _write(args.out, text)
    return EXIT_OK


def cmd_revalidate(args: argparse.Namespace) -> int:
    """Re-check what is due by the cloud's rules; with an index, also the citations nothing could
    check before. Prints each re-checked citation's status before and after, in check's words."""
    from briefcheck.domain.models import utc_now
    from briefcheck.report.outputs import standard_outputs
    from briefcheck.run.revalidation import revalidate
    from briefcheck.run.steps import open_stores

    settings = _settings(args)
    stores = open_stores(settings, standard_outputs())
    verifier = _verifier(args, settings, stores)
    changes = revalidate(
        stores,
        verifier,
        settings.tier3,
        utc_now(),
        timedelta(days=args.older_than_days),
        include_unverified=verifier.index is not None,
    )
    console = _console()
    if not changes:
        console.print(f"Nothing due for re-validation (Tier 3 policy {settings.tier3.value}).")
        return EXIT_OK
    document = None
    for change in changes:
        if change.document_id != document:
            document = change.document_id
            record = stores.records.get_document(document)
            console.print(
                f"{record.source_name if record else document} ({document}):", markup=False, soft_wrap=True
            )
        was = change.before.value if change.before else "none"
        now = change.after.value if change.after else "none"
        what = f"{was} -> {now}" if change.changed else f"{now} (unchanged)"
        line = printable(f"  {change.citation_id} {change.citation}: {what}. {change.note or ''}".rstrip())
        console.print(line, markup=False, soft_wrap=True)
    moved = sum(c.changed for c in changes)
    console.print(f"{len(changes)} citation(s) re-checked, {moved} changed status.", soft_wrap=True)
    return EXIT_OK


def cmd_index(args: argparse.Namespace) -> int:
    from briefcheck.index import default_index_path

    target = args.index or default_index_path()
    if args.index_command == "download":
        from briefcheck.index.download import choose, download, editions, s3_client

        directory = args.dir or target.parent / "bulk-data"
        settings = _settings(args)
        client = s3_client(settings.bulk_endpoint)
        bucket = settings.bulk_bucket
        files = choose(editions(client, bucket), args.edition, args.text)
        total = sum(f.size for f in files) / 1e9
        print(f"Edition {files[0].edition}: {len(files)} files, {total:,.1f} GB, into {directory}")
        download(client, files, directory, bucket, say=lambda line: print(line, file=sys.stderr, flush=True))
        if args.no_build:
            return EXIT_OK
        args.dir = directory
        args.index_command = "build"
    if args.index_command == "build":
        from briefcheck.index.build import Selection, build_index, check_target

        check_target(target)
        console = _console(stderr=True)
        report = build_index(
            args.dir,
            target,
            say=lambda line: console.print(line, markup=False, highlight=False, soft_wrap=True),
            selection=Selection(courts=args.courts, since=args.since),
            jobs=args.jobs,
        )
        rows = ", ".join(f"{n:,} {k}" for k, n in report.rows.items())
        print(f"Built {target} (edition {report.edition}, {report.size_bytes / 1e6:,.1f} MB): {rows}")
        skipped = ", ".join(f"{n:,} of {k}" for k, n in report.skipped.items() if n)
        if skipped:
            print(
                f"Malformed rows skipped: {skipped} (each named above; an empty page such a row may have "
                "held is not taken as evidence)"
            )
        return EXIT_OK
    from briefcheck.index.sqlite import SQLiteCitationIndex

    if args.index_command == "export" and args.dir.exists() and not args.dir.is_dir():
        raise InputError(f"{args.dir}: is a file; export writes into a directory (give a new or empty one)")
    index = SQLiteCitationIndex(target)
    if args.index_command == "export" and args.text:
        from briefcheck.index.text_shards import export_texts

        console = _console(stderr=True)
        shards = export_texts(
            index, args.dir, say=lambda line: console.print(line, markup=False, highlight=False)
        )
        print(
            f"Exported the texts of edition {shards.edition} to {shards.directory}: "
            f"{shards.clusters:,} clusters, {shards.opinions:,} opinions in {shards.shards} shards, "
            f"{shards.bytes / 1e6:,.1f} MB.\n"
            f"Next: aws s3 cp --recursive {shards.directory} s3://TEXT_BUCKET/imports/{shards.edition}/ "
            "(TextBucketName, a stack output), then start the TextImportStateMachineArn output with "
            f'{{"edition": "{shards.edition}"}} (docs/DEPLOY.md).'
        )
        return EXIT_OK
    if args.index_command == "export":
        from briefcheck.index.export import export_index

        console = _console(stderr=True)
        done = export_index(
            index,
            args.dir,
            say=lambda line: console.print(line, markup=False, highlight=False, soft_wrap=True),
        )
        items = ", ".join(f"{n:,} {k}" for k, n in done.items.items())
        print(
            f"Exported edition {done.edition} to {done.directory}: {items} "
            f"in {done.files} files, {done.gzip_bytes / 1e6:,.1f} MB gzip "
            f"({done.raw_bytes / 1e9:,.3f} GB uncompressed, what an import is billed on).\n"
            f"Next: aws s3 cp --recursive {done.directory} s3://BUCKET/citation-index/{done.edition}/ "
            f"and deploy with CitationIndexImportBucket=BUCKET "
            f"CitationIndexImportPrefix=citation-index/{done.edition}/ (docs/DEPLOY.md)."
        )
        return EXIT_OK
    info = index.info()
    print(f"{info.path}\nedition {info.edition} ({info.selection}), {info.size_bytes / 1e6:,.1f} MB")
    print(", ".join(f"{n:,} {k}" for k, n in info.rows.items()))
    print(f"{'reporter':<18} {'volumes':>12} {'held':>6} {'cases':>9}  newest")
    for r in info.reporters:
        span = f"{r.volume_min}-{r.volume_max}"
        print(f"{r.reporter:<18} {span:>12} {r.volumes:>6} {r.cases:>9,}  {r.newest_date_filed or '-'}")
    return EXIT_OK


def cmd_mcp(args: argparse.Namespace) -> int:
    from briefcheck.mcpserver import serve

    configured = _settings(args).model_fields_set  # what the environment or a flag sets
    if args.tier3 is None and "tier3" not in configured:
        args.tier3 = Tier3Policy.NONE.value  # offline unless asked: an agent's drafts stay here
    if getattr(args, "home", None) is None and "home" not in configured:
        # a desktop client starts the server in any directory, often a read-only one: the store
        # is the user's own, not ./.briefcheck
        from platformdirs import user_data_path

        args.home = user_data_path("briefcheck") / "mcp"
    settings = _settings(args)
    try:
        import mcp  # noqa: F401  the optional dependency, named in the error below
    except ImportError:
        raise ConfigError("the MCP server needs the mcp package: pip install 'briefcheck[mcp]'") from None
    serve(settings, _index(args), "streamable-http" if args.http else "stdio", args.host, args.port)
    return EXIT_OK


def cmd_uk_registry(args: argparse.Namespace) -> int:
    import json

    from briefcheck.reference import tna

    if args.update:
        import httpx

        def get(url: str) -> bytes:
            try:
                response = httpx.get(url, timeout=httpx.Timeout(30.0, connect=10.0), follow_redirects=True)
                response.raise_for_status()
            except httpx.HTTPError as exc:
                raise InputError(f"{url}: {exc}; the registry read is unchanged") from None
            return response.content

        done = tna.update_registry(get, args.source or tna.PUBLISHED)
        added = ", ".join(done.added) or "none"
        print(f"Updated {done.directory}: {done.forms} neutral-citation forms; courts added: {added}")
        return EXIT_OK
    directory = tna.registry_dir()
    about = json.loads((directory / "about.json").read_text())
    when = about.get("fetched") or about.get("date")
    print(f"{directory} ({about.get('source')}, {when}): {len(tna.tna_pairs())} courts and divisions")
    return EXIT_OK


COMMANDS = {
    "extract": cmd_extract,
    "check": cmd_check,
    "eval": cmd_eval,
    "revalidate": cmd_revalidate,
    "index": cmd_index,
    "mcp": cmd_mcp,
    "uk-registry": cmd_uk_registry,
}


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except BriefcheckError as exc:
        print(f"briefcheck: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("briefcheck: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug, or input no check foresaw: one line, not a traceback
        if args.debug:
            raise
        where = f"{args.file}: " if getattr(args, "file", None) else ""
        print(
            f"briefcheck: error: {where}unexpected {type(exc).__name__}; "
            "run again with --debug for the traceback and report it",
            file=sys.stderr,
        )
        return EXIT_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
