"""Agent prompts: one markdown file per agent version, split into a fixed and a per-citation part.

A prompt file `<agent>.md` (e.g. `citation_authority_validator_v1.md`) has two sections, each
opened by a line of its own:

    # System      fixed instructions: role, verdicts, this role's reason codes (cached by the API)
    # User        the per-citation part, with {{placeholders}} filled from the CitationTask

The System part takes no per-citation placeholders, only `{{reference:NAME}}`: a curated
reference table (see reference_text.py) expanded once when the file is loaded.

Files are looked up, first match wins, in `Settings().prompts_dir`, the repository's `prompts/`
and the `prompts/` folder shipped inside the package (the Lambda layer). Adding a
`<role>_v2.md` file and naming it in the panel configuration is all a new version needs.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path

from briefcheck.domain.codes import role_of
from briefcheck.domain.config import Settings
from briefcheck.domain.errors import ConfigError
from briefcheck.domain.models import Citation, CitationTask, Components
from briefcheck.domain.seats import seat_entry
from briefcheck.llm.reference_text import SECTIONS, reference_text
from briefcheck.text.passages import MAX_CONTEXT_CHARS
from briefcheck.text.whitespace import INVISIBLE

SYSTEM_HEADING = "# System"
USER_HEADING = "# User"
# Tags that fence untrusted document text inside the per-citation part.
# Every tag that fences untrusted text in a prompt: the panel's and the paraphrase judge's.
FENCE_TAGS = ("citation_data", "document_context", "claim", "passage")
PLACEHOLDERS = frozenset(
    {
        "agent",
        "today",
        "citation_text",
        "citation_type",
        "jurisdiction",
        "form",
        "antecedent",
        "court",
        "reporter",
        "volume",
        "page",
        "pin_cite",
        "year",
        "parties",
        "components",
        "flags",
        "context",
    }
)
NOT_GIVEN = "(not given)"

_PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")
_REFERENCE = re.compile(r"\{\{\s*reference:(\w+)\s*\}\}")
_FENCE = re.compile(r"<(\s*/?\s*)(" + "|".join(FENCE_TAGS) + r")", re.IGNORECASE)

_PACKAGE_DIR = Path(__file__).resolve().parents[1]  # .../briefcheck
_REPO_PROMPTS = _PACKAGE_DIR.parents[2] / "prompts"  # <repo>/layers/core/briefcheck -> <repo>/prompts
_PACKAGED_PROMPTS = _PACKAGE_DIR / "prompts"


@dataclass(frozen=True)
class Prompt:
    """One agent version's prompt: fixed system text and the per-citation template."""

    agent: str
    path: Path
    system: str
    user_template: str

    @property
    def role(self) -> str:
        return role_of(self.agent)

    def render(self, task: CitationTask, today: datetime | None = None) -> str:
        """The per-citation message: untrusted values escaped so they cannot close a fence."""
        values = task_values(task)
        values["agent"] = self.agent
        values["today"] = (today or datetime.now(UTC)).date().isoformat()
        return _PLACEHOLDER.sub(lambda m: values[m.group(1)], self.user_template)


def search_dirs(settings: Settings | None = None) -> list[Path]:
    dirs = [settings.prompts_dir] if settings and settings.prompts_dir else []
    return [*dirs, _REPO_PROMPTS, _PACKAGED_PROMPTS]


def load_prompt(agent: str, settings: Settings | None = None) -> Prompt:
    """The prompt of a versioned agent name; ConfigError names the file that is missing or bad."""
    try:
        role_of(agent)
    except ValueError as exc:
        raise ConfigError(str(exc)) from None
    dirs = search_dirs(settings)
    for folder in dirs:
        path = folder / f"{agent}.md"
        if path.is_file():
            return _parse(agent, path.resolve(), path.stat().st_mtime_ns)
    raise ConfigError(
        f"no prompt file {agent}.md for agent {agent}; looked in " + ", ".join(str(d) for d in dirs)
    )


@lru_cache(maxsize=64)
def _parse(agent: str, path: Path, _mtime_ns: int) -> Prompt:
    """Parse and check one file (cached per path and modification time)."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    try:
        sys_at = lines.index(SYSTEM_HEADING)
        user_at = lines.index(USER_HEADING)
    except ValueError:
        raise ConfigError(
            f"prompt file {path}: needs a '{SYSTEM_HEADING}' line and a '{USER_HEADING}' line"
        ) from None
    if user_at < sys_at:
        raise ConfigError(f"prompt file {path}: '{SYSTEM_HEADING}' must come before '{USER_HEADING}'")
    system = _expand_references(path, "\n".join(lines[sys_at + 1 : user_at]).strip())
    user = "\n".join(lines[user_at + 1 :]).strip()
    if _PLACEHOLDER.search(system):
        raise ConfigError(
            f"prompt file {path}: the System part is fixed (cached); move placeholders to the User part"
        )
    unknown = sorted({m.group(1) for m in _PLACEHOLDER.finditer(user)} - PLACEHOLDERS)
    if unknown:
        raise ConfigError(
            f"prompt file {path}: unknown placeholder(s) {', '.join(unknown)}; "
            f"known: {', '.join(sorted(PLACEHOLDERS))}"
        )
    if "{{context}}" not in user.replace(" ", ""):
        raise ConfigError(f"prompt file {path}: the User part must include {{{{context}}}}")
    for tag in FENCE_TAGS:
        if f"<{tag}>" in user and f"</{tag}>" not in user:
            raise ConfigError(f"prompt file {path}: <{tag}> is opened but never closed")
    seat = seat_entry(role_of(agent))
    missing = [c for c in (*seat.invalid, *seat.uncertain) if c not in system]
    if missing:
        raise ConfigError(
            f"prompt file {path}: the System part does not list reason code(s) {', '.join(missing)}"
        )
    return Prompt(agent=agent, path=path, system=system, user_template=user)


def _expand_references(path: Path, system: str) -> str:
    """`{{reference:NAME}}` in the System part becomes that curated table, as text."""

    def table(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in SECTIONS:
            raise ConfigError(
                f"prompt file {path}: unknown reference table {name!r}; known: {', '.join(SECTIONS)}"
            )
        return reference_text(name)

    return _REFERENCE.sub(table, system)


# Characters a reader skips but a pattern does not: "</cl\u200baim>" must not slip through.
_INVISIBLE = str.maketrans("", "", INVISIBLE)


def escape(text: str) -> str:
    """Neutralise fence tags in untrusted text, so `</document_context>` cannot end the fence.

    Full-width and other compatibility forms ("＜/claim＞") are folded first and invisible
    characters dropped; tags are escaped, never deleted, so deleting one cannot assemble another
    ("</cl</claim>aim>")."""
    text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE)
    return _FENCE.sub(lambda m: "&lt;" + m.group(1) + m.group(2), text)


def fence(tag: str, text: str) -> str:
    """Untrusted text inside its fence tag, escaped."""
    return f"<{tag}>\n{escape(text)}\n</{tag}>"


def task_values(task: CitationTask) -> dict[str, str]:
    """Placeholder values of a task, each escaped. Short forms show their antecedent."""
    cit = task.citation
    comp = cit.components
    parties = " v. ".join(p for p in (comp.party_1, comp.party_2) if p)
    values = {
        "citation_text": cit.text,
        "citation_type": cit.type.value,
        "jurisdiction": cit.jurisdiction.value,
        "form": cit.form.value,
        "antecedent": task.antecedent.text if task.antecedent else "none",
        "court": comp.court or "",
        "reporter": comp.reporter or "",
        "volume": comp.volume or "",
        "page": comp.page or "",
        "pin_cite": comp.pin_cite or comp.paragraph_pin or "",
        "year": comp.year or "",
        "parties": parties,
        "components": _components_list(comp),
        "flags": ", ".join(f.value for f in cit.flags) or "none",
        "context": _clip_context(task.context, cit),
    }
    return {k: escape(v) if v else NOT_GIVEN for k, v in values.items()}


def _components_list(comp: Components) -> str:
    items = comp.model_dump(exclude_none=True, exclude_defaults=True)
    if not items:
        return NOT_GIVEN
    return "\n".join(f"- {k}: {', '.join(v) if isinstance(v, list) else v}" for k, v in items.items())


def _clip_context(context: str, citation: Citation) -> str:
    """At most MAX_CONTEXT_CHARS of context, centred on the citation when it can be found."""
    if len(context) <= MAX_CONTEXT_CHARS:
        return context
    at = context.find(citation.text)
    start = 0 if at < 0 else max(0, min(at - MAX_CONTEXT_CHARS // 2, len(context) - MAX_CONTEXT_CHARS))
    end = start + MAX_CONTEXT_CHARS
    return ("…" if start else "") + context[start:end] + ("…" if end < len(context) else "")
