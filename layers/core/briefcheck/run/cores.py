"""CPU-bound work of a check spread over the machine's cores.

A dense brief's rules panel judges thousands of citations in this process, one after another
(the GIL makes threads take turns). `in_parts` gives each core but the first a part of the
items to work on in a forked copy of this process, which sends its results back pickled: the
copy has every module and reference table loaded already, so it starts at once. It is used only
for pure work (items in, results out, nothing written), and a part whose copy fails in any way is
worked on here instead, so the results are always those of `work(items)` in one piece.
"""

from __future__ import annotations

import logging
import math
import os
import pickle
import signal
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

log = logging.getLogger(__name__)

Item = TypeVar("Item")
Result = TypeVar("Result")

# Fewer items than this a part are not worth a copy of the process (a fork and a pickle cost
# about what the rules panel takes on fifty citations).
LEAST_A_PART = 250


def cores_available() -> int:
    """The cores this process may run on (its affinity, which a container's CPU set narrows)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def _forks() -> bool:
    # Linux only: elsewhere a forked copy of a process that loaded system frameworks may hang
    # (why Python starts macOS workers by spawning them), and Windows has no fork
    return sys.platform.startswith("linux") and hasattr(os, "fork")


def in_parts(
    items: Sequence[Item],
    work: Callable[[Sequence[Item]], list[Result]],
    parts: int | None = None,
    least: int = LEAST_A_PART,
    here: Callable[[Sequence[Item]], list[Result]] | None = None,
) -> list[Result]:
    """`work(items)`, worked out in up to `parts` parts (default: the cores available), none of
    fewer than `least` items: the first here, each other in a forked copy of this process. `work`
    must give one result an item, in the items' order, and change nothing outside itself. `here`,
    if given, is the same work as done in this process (where it may report its progress), for
    the first part and for any part a copy failed to send."""
    here = here or work
    wanted = cores_available() if parts is None else parts
    count = min(wanted, len(items) // max(least, 1)) if _forks() else 1
    if count <= 1:
        return here(items)
    size = math.ceil(len(items) / count)
    pieces = [items[at : at + size] for at in range(0, len(items), size)]
    waiting = [_fork(work, piece) for piece in pieces[1:]]  # each copy, until its results are in
    try:
        results = here(pieces[0])
        for n, piece in enumerate(pieces[1:]):
            copy, waiting[n] = waiting[n], None  # from here on `_collect` reaps it, however it ends
            sent = _collect(copy) if copy is not None else None
            results.extend(sent if sent is not None and len(sent) == len(piece) else here(piece))
    except BaseException:  # (an interrupt too) the copies are stopped, not left waiting to send
        for copy in waiting:
            if copy is not None:
                _stop(copy)
        raise
    return results


def _stop(copy: tuple[int, int]) -> None:
    """End a copy whose results are no longer wanted, and reap it (unreaped, its pid stays)."""
    pid, read = copy
    os.close(read)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def _fork(work: Callable[[Sequence[Item]], list[Result]], piece: Sequence[Item]) -> tuple[int, int] | None:
    """A copy of this process working on `piece`: (its pid, the pipe it writes its results to),
    or None when no copy could be made."""
    try:
        read, write = os.pipe()
    except OSError as exc:
        log.warning("no pipe for a worker (%s): its part is worked on here", exc)
        return None
    try:
        pid = os.fork()
    except OSError as exc:
        os.close(read)
        os.close(write)
        log.warning("no fork for a worker (%s): its part is worked on here", exc)
        return None
    if pid == 0:  # the copy: work, send, and leave without running the parent's exit handlers
        code = 1
        try:
            os.close(read)
            with os.fdopen(write, "wb") as out:
                pickle.dump(work(piece), out, protocol=pickle.HIGHEST_PROTOCOL)
            code = 0
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def _collect(copy: tuple[int, int]) -> list[Result] | None:
    """What a copy sent, once it has ended well; None if it did not (its part is then redone)."""
    pid, read = copy
    try:
        with os.fdopen(read, "rb") as sent:
            data = sent.read()
    except BaseException:  # interrupted while it sends: stopped and reaped, not left behind
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        raise
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        log.warning("a worker ended with %s: its part is worked on here", code)
        return None
    try:
        results: list[Result] = pickle.loads(data)
    except Exception as exc:  # a part cut short: redone here rather than trusted
        log.warning("a worker's results could not be read (%s): its part is worked on here", exc)
        return None
    return results
