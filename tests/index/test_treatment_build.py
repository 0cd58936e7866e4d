"""The citation map and parentheticals reduced at build time, in the real bulk dialect: only pairs of
held texts in different cases, each pair's first row as read, cluster ids whatever their size, and
an opinion id a hostile file makes huge costs an entry, not an array that long."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from bulk_dialect import Case, Snapshot, opinion_id

from briefcheck.index.build import ClusterOf, build_index
from briefcheck.index.sqlite import SQLiteCitationIndex

EDITION = "2026-06-30"
BIG = 10_000_000  # its first opinion's id in this dialect, 107,000,000, is past the dense array


def held(cid: int, text: str = "The rule.") -> Case:
    return Case(
        cid,
        f"Case{cid} v. Other{cid}",
        "1990-02-01",
        "ill",
        [(500 + cid % 1000, "N.E.2d", "1")],
        opinions=[("010combined", "html_with_citations", f"<p>{text}</p>")],
    )


def test_the_map_keeps_held_pairs_in_different_cases_once_each_with_its_first_depth(tmp_path: Path) -> None:
    no_text = Case(4, "Case4 v. Other4", "1990-02-01", "ill", [(504, "N.E.2d", "1")])
    snapshot = Snapshot(
        cases=[held(1), held(2), held(3), no_text, held(BIG)],
        courts={"ill": "Supreme Court of Illinois"},
        cites=[
            (1, 2, 2),  # kept, depth 2
            (1, 2, 3),  # the same pair again: the first row stands
            (1, 1, 1),  # a case citing itself: not a treatment
            (1, 4, 1),  # the citing opinion's text is not held: its sentence cannot be read
            (4, 2, 1),  # the cited case has no text held
            (1, BIG, 1),  # a huge opinion id, citing
            (BIG, 3, 5),  # and cited
        ],
        parentheticals=[
            ("overruling Case1 in part", 1, BIG),
            ("questioning Case1", 1, 4),  # the describing opinion's text is not held: NULL
            ("holding that a lease survives", 1, 2),  # not in negative words
            ("overruled by Case2", 4, 2),  # the described case has no text held
        ],
    )
    bulk = tmp_path / "bulk"
    bulk.mkdir()
    snapshot.write(bulk, EDITION)
    target = tmp_path / "index.sqlite"
    build_index(bulk, target)
    index = SQLiteCitationIndex(target)
    assert sorted(index.citing(1)) == [(2, opinion_id(2), 2), (BIG, opinion_id(BIG), 1)]
    assert index.citing(BIG) == [(3, opinion_id(3), 5)]
    assert index.citing(4) == []
    assert set(index.parentheticals_of(1)) == {(None, "questioning Case1"), (BIG, "overruling Case1 in part")}
    assert index.parentheticals_of(4) == []


def test_cluster_of_answers_every_held_opinion_and_no_other() -> None:
    pairs = [(70, 7), (3, 1), (2**40, 5), (9, 2**35), (70, 8), (12, 0)]
    cluster_of = ClusterOf(pairs)
    assert [cluster_of.get(o) for o in (70, 3, 2**40, 9, 12)] == [8, 1, 5, 2**35, 0]
    assert [cluster_of.get(o) for o in (None, 4, 71, -1, 2**40 + 1)] == [None] * 5


def test_a_huge_opinion_id_costs_an_entry_not_an_array_that_long() -> None:
    tracemalloc.start()
    try:
        ClusterOf([(1, 1), (2**40, 2), (ClusterOf.DENSE_LIMIT, 3)])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 1 << 20
