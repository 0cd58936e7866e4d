"""The layering docs/ARCHITECTURE.md states, one rule a test, on the import graph of the core read
from its source (every `import briefcheck...`, at module level or inside a function)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "layers" / "core" / "briefcheck"
# Lower imports nothing higher: the ground, then each floor of docs/ARCHITECTURE.md.
LEVEL = {
    "__init__": 0, "domain": 0,
    "prepared": 1, "text": 1,
    "reference": 2, "ingest": 2, "store": 2, "index": 2,
    "report": 3,
    "extract": 4, "llm": 4,
    "panel": 5,
    "verify": 6,
    "run": 7,
    "cloud": 8, "eval": 8, "mcpserver": 8,
    "cli": 9,  # the command line dispatches to each of the above
}  # fmt: skip


def package(path: Path) -> str:
    rel = path.relative_to(CORE)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def imports(path: Path) -> set[str]:
    """The core packages a module imports (briefcheck.X -> X; `briefcheck` itself -> __init__)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = []
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "briefcheck":
                found.add(parts[1] if len(parts) > 1 else "__init__")
    return found


MODULES = sorted(CORE.rglob("*.py"))


def test_every_package_has_a_floor() -> None:
    assert {package(p) for p in MODULES} <= set(LEVEL)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(CORE)))
def test_imports_run_downward_only(path: Path) -> None:
    own = package(path)
    upward = {m for m in imports(path) - {own} if LEVEL[m] >= LEVEL[own]}
    assert upward == set(), f"{path.relative_to(CORE)} imports {sorted(upward)} (floor {LEVEL[own]})"


def test_the_ground_imports_nothing_of_briefcheck_but_domain() -> None:
    for path in MODULES:
        if package(path) in ("domain", "text"):
            assert imports(path) <= {"domain", "text"}, path


def test_the_renderers_read_only_domain_text_and_the_word_walk() -> None:
    """report/'s renderers read the result, never a store; only report/outputs.py, which names
    where each output is kept, reads the store's keys."""
    for path in (CORE / "report").glob("*.py"):
        allowed = {"domain", "text", "ingest", "report"} | ({"store"} if path.name == "outputs.py" else set())
        assert imports(path) <= allowed, path


def test_the_run_never_imports_a_renderer_or_a_caller() -> None:
    for path in (CORE / "run").glob("*.py"):
        assert not imports(path) & {"report", "cloud", "eval", "mcpserver", "cli"}, path


def third_party(path: Path) -> set[str]:
    """The top-level names of what a module imports from outside briefcheck."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            found |= {a.name.split(".")[0] for a in node.names}
    return found


def test_text_never_imports_eyecite() -> None:
    """A judging Lambda reads sentences and names without paying eyecite's start-up."""
    for path in (CORE / "text").glob("*.py"):
        assert "eyecite" not in third_party(path), path


def test_the_terminal_report_is_the_command_lines_alone() -> None:
    def names(path: Path) -> set[str]:  # every dotted name imported, `from a import b` as a.b too
        found = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
            elif isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
        return found

    users = [p.relative_to(CORE) for p in MODULES if "briefcheck.report.terminal" in names(p)]
    assert users == [Path("cli.py")]


def test_the_lambda_handlers_sit_at_the_top() -> None:
    """A handler parses its event, calls the core and shapes the reply: nothing in the core
    imports a handler, and a handler reaches the core through its packages, not the CLI."""
    handlers = sorted((CORE.parents[2] / "functions").glob("*/app.py"))
    assert handlers
    for path in handlers:
        assert not imports(path) & {"cli", "mcpserver"}, path
    for path in MODULES:
        assert "app" not in third_party(path) and "functions" not in third_party(path), path
