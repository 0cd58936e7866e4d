"""The Restatements of the Law by subject (`data/restatements.json`): which series the American
Law Institute published of each, so "Restatement (Third) of Contracts", which it never published,
can be told from "Restatement (Second) of Contracts"."""

from __future__ import annotations

import re
from functools import cache

from briefcheck.reference.tables import RestatementRow, restatements

SERIES = ("First", "Second", "Third", "Fourth")
# A series as a citation writes it: "(Second)", "2d" ("Rest.2d Torts")
SERIES_WRITTEN = {s.lower(): s for s in SERIES} | {
    "1st": "First",
    "2d": "Second",
    "3d": "Third",
    "4th": "Fourth",
}
# A Restatement's name in the one spelling Tier 1 gives it ("Restatement (Second) of Contracts")
_NAME = re.compile(r"^Restatement (?:\((?P<series>\w+)\) )?of (?P<subject>.+)$")


def restatement_name(series: str | None, subject: str) -> str:
    return f"Restatement ({series}) of {subject}" if series else f"Restatement of {subject}"


def named_restatement(name: str) -> tuple[str | None, str] | None:
    """(series or None, subject) of a name `restatement_name` spelled; None for any other name."""
    m = _NAME.match(name)
    return (m["series"], m["subject"]) if m else None


def subject_key(subject: str) -> str:
    """A subject as the table's aliases write it: lower case, '&' as 'and', no full stops or
    hyphens, and no leading 'the law of' ("the Law Governing Lawyers" is "law governing lawyers")."""
    key = subject.lower().replace("&", " and ").replace(".", " ").replace("-", "")
    key = " ".join(key.replace(",", " ").split())
    return re.sub(r"^(?:the\s+)?(?:law\s+of\s+(?:the\s+)?)?", "", key)


@cache
def _by_key() -> dict[str, RestatementRow]:
    out: dict[str, RestatementRow] = {}
    for row in restatements():
        for name in (row.subject, *row.aliases):
            out[subject_key(name)] = row
    return out


def restatement(subject: str) -> RestatementRow | None:
    """The table's row for a subject as a brief writes it ("Torts", "Prop.", "Conflict of Laws")."""
    return _by_key().get(subject_key(subject))
