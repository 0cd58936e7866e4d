"""Work spread over the cores: the same results as in one piece, whatever a worker does."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import pytest

from briefcheck.domain.codes import Tier3Policy
from briefcheck.domain.config import Settings
from briefcheck.report.outputs import standard_outputs
from briefcheck.run import cores, local
from briefcheck.run.local import check_document
from briefcheck.run.steps import open_stores

forks = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked on Linux only")


def squared_with_pid(items: Sequence[int]) -> list[tuple[int, int]]:
    return [(n * n, os.getpid()) for n in items]


@forks
def test_parts_are_worked_on_in_other_processes_and_come_back_in_order() -> None:
    results = cores.in_parts(list(range(10)), squared_with_pid, parts=3, least=2)
    assert [r for r, _ in results] == [n * n for n in range(10)]
    pids = [pid for _, pid in results]
    assert pids[:4] == [os.getpid()] * 4  # the first part here
    assert len(set(pids)) == 3


def test_one_part_or_too_few_items_stay_here() -> None:
    for parts, least in ((1, 1), (4, 5)):
        results = cores.in_parts(list(range(8)), squared_with_pid, parts=parts, least=least)
        assert results == [(n * n, os.getpid()) for n in range(8)]


@forks
def test_a_worker_that_fails_has_its_part_done_here() -> None:
    parent = os.getpid()

    def fails_elsewhere(items: Sequence[int]) -> list[int]:
        if os.getpid() != parent:
            raise RuntimeError("a worker's failure")
        return [n + 1 for n in items]

    def short_elsewhere(items: Sequence[int]) -> list[int]:
        return [n + 1 for n in items][: None if os.getpid() == parent else 1]

    def killed_elsewhere(items: Sequence[int]) -> list[int]:
        if os.getpid() != parent:
            os._exit(9)
        return [n + 1 for n in items]

    for work in (fails_elsewhere, short_elsewhere, killed_elsewhere):
        assert cores.in_parts(list(range(9)), work, parts=3, least=1) == list(range(1, 10))


@forks
def test_here_is_the_work_done_in_this_process() -> None:
    seen: list[int] = []

    def reporting(items: Sequence[int]) -> list[int]:
        seen.extend(items)
        return [n + 1 for n in items]

    results = cores.in_parts(
        list(range(6)), lambda items: [n + 1 for n in items], parts=2, least=1, here=reporting
    )
    assert results == list(range(1, 7)) and seen == [0, 1, 2]  # the other part reported nothing here


@forks
def test_a_check_judged_on_two_cores_is_the_check_judged_on_one(
    repo_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = (repo_root / "examples" / "sample_brief.md").read_bytes()

    def checked(parts: int, home: Path) -> list[str]:
        monkeypatch.setattr(local, "in_parts", partial(cores.in_parts, parts=parts, least=1))
        settings = Settings(home=home, tier3=Tier3Policy.ALL)
        result = check_document(data, "sample_brief.md", settings, open_stores(settings, standard_outputs()))
        return [
            c.validation.model_dump_json(exclude={"panel_evaluation"})
            + repr([(v.agent, v.verdict, v.explanation) for v in c.validation.panel_evaluation])
            + c.status.value
            for c in result.citations()
        ]

    one, two = checked(1, tmp_path / "one"), checked(2, tmp_path / "two")
    assert len(one) == 24 and one == two


@forks
def test_a_failure_here_stops_the_copies_and_leaves_no_process_behind() -> None:
    """The work here raising (or an interrupt) must not leave copies blocked on a full pipe."""
    parent = os.getpid()
    started: list[int] = []

    def big_elsewhere(items: Sequence[int]) -> list[bytes]:
        if os.getpid() == parent:
            raise KeyboardInterrupt
        return [bytes(1 << 20) for _ in items]  # more than a pipe holds: it would block sending

    real_fork = cores._fork

    def counting(work, piece):  # type: ignore[no-untyped-def]
        copy = real_fork(work, piece)
        if copy is not None:
            started.append(copy[0])
        return copy

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cores, "_fork", counting)
        with pytest.raises(KeyboardInterrupt):
            cores.in_parts(list(range(6)), big_elsewhere, parts=3, least=1)
    assert len(started) == 2
    for pid in started:
        with pytest.raises(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)  # reaped already: no such child left
