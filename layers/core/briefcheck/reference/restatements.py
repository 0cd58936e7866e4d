"""The Restatements of the Law by subject (`data/restatements.json`): which series the American
Law Institute published of each, so "Restatement (Third) of Contracts", which it never published,
can be told from "Restatement (Second) of Contracts"."""

from __future__ import annotations

import re
from functools import cache

from briefcheck.reference.tables import RestatementRow, restatements

SERIES = ("First", "Second", "Third", "Fourth")


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
