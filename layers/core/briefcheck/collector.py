"""When Python's cyclic garbage collector runs, around the work that builds a document's objects.

Extraction and a check build hundreds of thousands of objects that live until the run ends and
almost never form cycles (a 3 MB brief of 12,726 citations: the collector freed 1,633 objects in
the whole check), yet each automatic full collection walks every one of them again: 2.9 s of a
17 s check, 0.6 s of a 5 s extraction. Reference counting still frees everything else at once.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


class _Pauses:
    under_way = 0  # pauses that turned the collector off (the outermost of nested ones)
    settle_waiting = False  # a settle() asked for inside one, made when the last ends


_pauses = _Pauses()


@contextmanager
def paused() -> Iterator[None]:
    """No automatic collection inside (as a `with` block or a decorator); the collector's state
    before is restored after, so a nested pause, or a caller's own gc.disable(), holds."""
    collecting = gc.isenabled()
    gc.disable()
    if collecting:
        _pauses.under_way += 1
    try:
        yield
    finally:
        if collecting:
            _pauses.under_way -= 1
            gc.enable()
            if _pauses.under_way == 0 and _pauses.settle_waiting:
                _pauses.settle_waiting = False
                settle()


def settle(loaded: int | None = None) -> None:
    """Move every live object out of the collector's reach for good (gc.freeze), after a full
    collection so that nothing already garbage is kept: for what lives as long as the process,
    such as tables loaded once, which every later full collection, those at exit included,
    would walk again.

    `loaded` is how many objects the caller has just made (a table it unpickled). Inside a pause,
    when the collection would walk mostly other objects (over twice as many: a document's, its
    work under way), it waits for the pause to end, which no automatic collection comes before:
    walking them would cost more than the table saves (160 ms of a dense 3 MB brief's check, 17 ms
    of a sparse one's, for the three objects of the table its panel first needs on a UK
    citation). The young are counted as the collector counts them (gc.get_count()[0]: tracked
    objects made less those freed since the last collection), an estimate that decides only when
    the collection runs, never what it frees. When the pause is a command's (`cmd_check`), the
    document is gone by then; when it is a function's that returns the document's result
    (`check_document` called as a library), the settle walks and freezes that result as the
    earlier one would have the document: no dearer than before, and the result is still freed when
    its last reference goes."""
    young = gc.get_count()[0]
    if _pauses.under_way and loaded is not None and young > 2 * loaded:
        _pauses.settle_waiting = True
        return
    _pauses.settle_waiting = False  # this collection settles whatever was waiting too
    gc.collect()
    gc.freeze()
