"""The files a finished check leaves beside its result (the HTML report, the annotated .docx).

The run stores whatever outputs its caller hands it and never imports a renderer: the CLI and
the Lambdas pick them (`briefcheck.report.outputs`), so the run sits below the reports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from briefcheck.domain.models import CheckResult

# A renderer gets the result and, when the output annotates the uploaded file, that file; it
# gives the file's bytes, or their parts in order.
Render = Callable[[CheckResult, bytes | None], bytes | Iterable[bytes]]


@dataclass(frozen=True)
class Output:
    name: str
    key: Callable[[str], str]  # the storage key, from the document id
    media_type: str
    render: Render
    # The media type of an upload this output annotates in place (a .docx gets its comments in
    # the lawyer's own file); any other upload is rendered afresh from the result's text.
    annotates: str | None = None
