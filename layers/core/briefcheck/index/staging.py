"""A directory of export files written beside its target and renamed into it at the end: an
interrupted export never leaves a set that an import would take for whole."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from briefcheck.domain.errors import InputError

__all__ = ["staged"]


@contextmanager
def staged(directory: Path, why_empty: str) -> Iterator[Path]:
    """The staging directory to write into; `directory` (empty or absent: `why_empty` says why)
    becomes it when the block ends without an error, and nothing of it is left when one is raised."""
    if directory.exists() and any(directory.iterdir()):
        raise InputError(f"{directory}: not empty; {why_empty}")
    staging = directory.with_name(directory.name + ".exporting")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    try:
        yield staging
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if directory.exists():
        directory.rmdir()
    os.replace(staging, directory)
