"""The files a finished check leaves beside its result (the HTML report, the annotated .docx).

The run stores whatever outputs its caller hands it and never imports a renderer: the CLI and
the Lambdas pick them from the list of outputs (`briefcheck.report.outputs.OUTPUTS`), so the
run sits below the reports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from briefcheck.domain.models import CheckResult


@dataclass(frozen=True)
class Rendered:
    """An output's bytes (or their parts in order), with what its reader should be told of it
    (citations a .docx could not anchor a comment to): the run tells its caller."""

    data: bytes | Iterable[bytes]
    notices: tuple[str, ...] = ()


# A renderer gets the result and, when the output annotates the uploaded file, that file.
Render = Callable[[CheckResult, bytes | None], bytes | Iterable[bytes] | Rendered]


@dataclass(frozen=True)
class Output:
    name: str
    flag: str  # `briefcheck check --FLAG PATH` writes it; the API serves it under this name
    key: Callable[[str], str]  # the storage key, from the document id
    media_type: str
    render: Render
    help: str = ""  # what `check --FLAG` writes, for the CLI's help
    # The media type of an upload this output annotates in place (a .docx gets its comments in
    # the lawyer's own file); any other upload is rendered afresh from the result's text.
    annotates: str | None = None
