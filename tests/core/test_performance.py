"""The two tricks of `domain/performance.py`, each held to what it relies on: the cyclic
collector paused while a document's objects are built (and its state restored), and models given
the same fields sharing one set of the fields' names. A library or interpreter upgrade that
changes either fails here, by name."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

import pytest

import briefcheck.extract as extract_package
from briefcheck import cli
from briefcheck.domain import performance
from briefcheck.domain.codes import Verdict
from briefcheck.domain.config import Settings
from briefcheck.domain.models import AgentVerdict
from briefcheck.extract import extract_document, extract_text
from briefcheck.report.outputs import standard_outputs
from briefcheck.run import local, steps
from briefcheck.run.local import check_document
from briefcheck.run.steps import finalize_step, open_stores

BRIEF = (
    "See Brown v. Board of Education, 347 U.S. 483, 495 (1954). The rule is settled. Lee v. Hart, "
    "512 F. Supp. 3d 77, 80 (S.D.N.Y. 2021) (holding so). Id. at 81.\n\n"
    "R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5 says as much."
)


def test_extraction_a_whole_check_and_finalize_run_with_the_collector_paused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each step in the middle of the work reports whether automatic collection was on."""
    seen: list[tuple[str, bool]] = []

    def spy(module: object, name: str) -> None:
        real = getattr(module, name)

        def called(*args: object, **kwargs: object) -> object:
            seen.append((name, gc.isenabled()))
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, called)

    spy(extract_package, "build_claims")  # inside extraction
    spy(local, "run_panel")  # inside a check, after extraction
    spy(steps, "load_tier1")  # inside the cloud's Finalize
    settings = Settings(home=tmp_path)
    stores = open_stores(settings, standard_outputs())

    extract_document(BRIEF.encode(), "brief.txt")
    extract_text(BRIEF)
    result = check_document(BRIEF.encode(), "brief.txt", settings, stores)
    finalize_step(stores, result.document_id, settings.panel_config(), settings.tier3)
    assert len(result.citations()) >= 4
    assert seen == [
        ("build_claims", False),
        ("build_claims", False),
        ("build_claims", False),
        ("run_panel", False),
        ("load_tier1", False),
    ]
    assert gc.isenabled()  # and back on after each


def test_the_cli_writes_its_outputs_with_the_collector_paused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The result is written before the pause ends: the collector never walks it."""
    seen: list[bool] = []
    real = cli._write

    def write(path: Path | None, content: object) -> None:
        seen.append(gc.isenabled())
        real(path, content)  # type: ignore[arg-type]

    monkeypatch.setattr(cli, "_write", write)
    brief = tmp_path / "brief.txt"
    brief.write_text(BRIEF)
    home, out = tmp_path / "home", tmp_path / "out"
    for command in (["check", str(brief), "--out", str(out / "r.json"), "--html", str(out / "r.html")],
                    ["extract", str(brief), "--out", str(out / "t.json")]):  # fmt: skip
        cli.main(["--home", str(home), *command, "--quiet"] if command[0] == "check" else command)
    assert seen == [False, False, False]
    assert (out / "r.json").stat().st_size and (out / "t.json").stat().st_size
    assert gc.isenabled()


def test_paused_restores_the_state_it_found_nested_or_disabled_and_after_an_error() -> None:
    assert gc.isenabled()
    with performance.paused():
        assert not gc.isenabled()
        with performance.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner pause does not end the outer one
    assert gc.isenabled()
    with pytest.raises(ValueError), performance.paused():
        raise ValueError
    assert gc.isenabled()
    gc.disable()
    try:
        with performance.paused():
            pass
        assert not gc.isenabled()  # a caller's own gc.disable() holds
    finally:
        gc.enable()


class _Node:
    me: object


def _cycles() -> tuple[_Node, weakref.ref[_Node]]:
    """A cycle still in use, and a weak reference to one that is garbage (only a collection frees it)."""
    kept, dropped = _Node(), _Node()
    kept.me, dropped.me = kept, dropped
    return kept, weakref.ref(dropped)


def test_settle_frees_what_is_garbage_and_freezes_the_rest() -> None:
    before = gc.get_freeze_count()
    gc.disable()  # a caller's own pause: nothing but settle() collects here, and settle() does
    try:
        kept, dropped_ref = _cycles()
        performance.settle()
        assert dropped_ref() is None
        assert gc.get_freeze_count() > before
        assert all(o is not kept for o in gc.get_objects())  # out of every collection's walk
    finally:
        gc.unfreeze()
        gc.enable()


def test_settle_inside_a_pause_waits_for_its_end_when_a_documents_objects_would_be_walked() -> None:
    """A table first loaded in the middle of a document's work is settled when the work ends: a
    collection then would walk, and freeze for good, every object of the document."""
    before = gc.get_freeze_count()
    try:
        with performance.paused():
            with performance.paused():  # nested: the outer one's end is the one that counts
                document = [[i] for i in range(20_000)]  # young, not the table's
                kept, dropped_ref = _cycles()
                performance.settle(loaded=2)
            assert dropped_ref() is not None  # nothing collected or frozen yet
            assert gc.get_freeze_count() == before
            assert not gc.isenabled()
            del document
        assert gc.isenabled()
        assert dropped_ref() is None
        assert gc.get_freeze_count() > before
        assert all(o is not kept for o in gc.get_objects())
    finally:
        gc.unfreeze()


def test_a_small_table_loaded_amid_a_small_document_waits_too() -> None:
    """Three objects loaded among a few thousand of a document's: walking the document now would
    cost more than the table saves (a UK citation's first look at the court registry)."""
    before = gc.get_freeze_count()
    try:
        with performance.paused():
            gc.collect()
            document = [[i] for i in range(5_000)]
            performance.settle(loaded=3)
            assert gc.get_freeze_count() == before  # nothing walked, nothing frozen yet
            del document
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()


def test_settle_inside_a_pause_is_at_once_when_what_it_walks_is_mostly_the_table() -> None:
    before = gc.get_freeze_count()
    try:
        with performance.paused():
            gc.collect()  # nothing young but what follows
            table = [[i] for i in range(20_000)]
            _, dropped_ref = _cycles()
            performance.settle(loaded=len(table))
            assert dropped_ref() is None
            assert gc.get_freeze_count() > before
            assert not gc.isenabled()
    finally:
        gc.unfreeze()


def test_a_settle_made_at_once_settles_what_was_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    """One deferred settle, then one made at once in the same pause: the pause's end collects no
    more (the collection made at once walked everything the waiting one would have)."""
    collections: list[int] = []
    real_collect = gc.collect
    monkeypatch.setattr(gc, "collect", lambda *a: collections.append(1) or real_collect(*a))
    try:
        with performance.paused():
            document = [[i] for i in range(20_000)]
            performance.settle(loaded=2)
            assert collections == []
            performance.settle()  # a caller that does not say what it loaded: at once
            assert collections == [1]
            del document
        assert collections == [1]
    finally:
        gc.unfreeze()


def _verdict(explanation: str) -> AgentVerdict:
    return AgentVerdict(
        agent="case_ecology_validator_v1", verdict=Verdict.VALID, explanation=explanation, model="rules"
    )


def test_pydantic_still_keeps_the_field_names_where_the_shared_set_replaces_them() -> None:
    """What the shared field names lean on in pydantic 2: the instance attribute
    `__pydantic_fields_set__`, read by `model_fields_set` and by `exclude_unset`, and copied before
    a copy changes it. If an upgrade moves it, this fails first, and naming it."""
    import pydantic

    assert pydantic.VERSION.startswith("2."), pydantic.VERSION
    plain = pydantic.BaseModel.__dict__
    assert "__pydantic_fields_set__" in pydantic.BaseModel.__slots__, "pydantic moved the fields-set slot"
    assert "model_fields_set" in plain and "model_copy" in plain
    verdict = _verdict("one")
    assert type(verdict.__pydantic_fields_set__).__name__ == "_FieldNames"
    assert verdict.model_fields_set is verdict.__pydantic_fields_set__


def test_models_given_the_same_fields_share_one_set_of_their_names() -> None:
    """pydantic keeps the names of the fields a model was given in a set of each instance (728
    bytes from five names up): almost half of a long check's result in memory. Models given the
    same names hold one set between them, and what the names mean is unchanged."""
    import copy
    import pickle

    first, second = _verdict("one"), _verdict("two")
    assert first.model_fields_set == {"agent", "verdict", "explanation", "model"}
    assert first.__pydantic_fields_set__ is second.__pydantic_fields_set__
    # a copy with changes, a deep copy, a pickle and an assignment never change the shared names
    changed = first.model_copy(update={"uncertain_reason": None})
    assert changed.model_fields_set == first.model_fields_set | {"uncertain_reason"}
    # and a copy holds the shared set of its names too (a check copies every citation)
    assert (
        changed.__pydantic_fields_set__
        is second.model_copy(update={"uncertain_reason": None}).__pydantic_fields_set__
    )
    assert first.model_copy().__pydantic_fields_set__ is first.__pydantic_fields_set__
    assert copy.deepcopy(first).model_fields_set == first.model_fields_set
    assert pickle.loads(pickle.dumps(first)).model_fields_set == first.model_fields_set
    second.uncertain_reason = None
    assert second.model_fields_set == first.model_fields_set | {"uncertain_reason"}
    assert first.model_fields_set == {"agent", "verdict", "explanation", "model"}
    assert _verdict("three").model_fields_set == {"agent", "verdict", "explanation", "model"}
    with pytest.raises(TypeError, match="not changed in place"):
        first.__pydantic_fields_set__.add("uncertain_reason")
    assert first.model_dump(exclude_unset=True) == {
        "agent": "case_ecology_validator_v1",
        "verdict": Verdict.VALID,
        "explanation": "one",
        "model": "rules",
    }
