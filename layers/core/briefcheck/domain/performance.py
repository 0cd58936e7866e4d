"""The two tricks that buy the core its speed and memory, kept here and nowhere else.

Each leans on how a library or the interpreter works inside, so each is tested for that
(`tests/core/test_performance.py` fails loudly if an upgrade changes it) and each can be undone
by deleting its use without changing any answer.

1. When Python's cyclic garbage collector runs, around the work that builds a document's
   objects (`paused`, `settle`). Extraction and a check build hundreds of thousands of objects
   that live until the run ends and almost never form cycles (a 3 MB brief of 12,726 citations:
   the collector freed 1,633 objects in the whole check), yet each automatic full collection
   walks every one of them again: 2.9 s of a 17 s check, 0.6 s of a 5 s extraction. Reference
   counting still frees everything else at once. Relies on: `gc.disable`, `gc.freeze`.
2. Models given the same fields share one set of the fields' names (`SharedFieldNames`, the
   base of every JSON shape in `domain/models.py`). pydantic keeps such a set in each instance
   (728 bytes once it holds five names): 45% of a check's result in memory, about 7.7 KB a
   citation. Relies on: pydantic 2 keeping the set in `__pydantic_fields_set__`, copying it
   before it changes it (`model_copy`, `copy`), and reading it as a set when it serializes.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NoReturn, Self

from pydantic import BaseModel

# --------------------------------------------------------------------------- the collector


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


# --------------------------------------------------------------------------- shared field names


class _FieldNames(set[str]):
    """The names of the fields a model was given, held once for every model given the same names.
    pydantic copies the set before it changes it (`model_copy`, `copy`), and an assignment gives
    the model a set of its own (`SharedFieldNames.__setattr__`); a change made to the shared set
    itself would reach every model holding it, so it is refused. A set, not a frozenset:
    pydantic's serializer reads it as one."""

    def __copy__(self) -> set[str]:
        return set(self)

    def _refused(self, *_: object) -> NoReturn:
        raise TypeError("a model's shared field names are not changed in place; assign the field instead")

    add = discard = remove = pop = clear = update = _refused
    difference_update = intersection_update = symmetric_difference_update = _refused
    __ior__ = __iand__ = __isub__ = __ixor__ = _refused


_FIELD_NAMES: dict[frozenset[str], _FieldNames] = {}


class SharedFieldNames(BaseModel):
    """A pydantic model whose instances given the same fields hold one set of their names."""

    def model_post_init(self, context: Any, /) -> None:
        self._share_field_names()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """pydantic's copy, holding the shared set of its field names (a check copies every
        citation into its result)."""
        copied = super().model_copy(update=update, deep=deep)
        copied._share_field_names()
        return copied

    def _share_field_names(self) -> None:
        names = frozenset(self.__pydantic_fields_set__)
        shared = _FIELD_NAMES.get(names)
        if shared is None:
            shared = _FIELD_NAMES.setdefault(names, _FieldNames(names))
        object.__setattr__(self, "__pydantic_fields_set__", shared)

    def __setattr__(self, name: str, value: Any) -> None:
        if type(self.__pydantic_fields_set__) is _FieldNames:
            object.__setattr__(self, "__pydantic_fields_set__", set(self.__pydantic_fields_set__))
        super().__setattr__(name, value)
