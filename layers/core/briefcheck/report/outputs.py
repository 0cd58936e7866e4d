"""The outputs a run can store beside its result: one line an output.

An output is one renderer (the result, and the upload it annotates, to bytes) and one `Output`
line in `OUTPUTS`. `briefcheck check` gets a `--FLAG PATH` option for each, the cloud stores
every one at the end of every run, and the API serves each by its flag
(`GET /documents/{id}/outputs/{flag}`). Locally the run renders only the outputs asked for:
on a long brief the report is a sixth of the check.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from briefcheck.domain.models import CheckResult
from briefcheck.domain.outputs import Output, Rendered
from briefcheck.ingest.media import MEDIA_DOCX
from briefcheck.store.keys import docx_key, report_key

__all__ = [
    "ANNOTATED_DOCX",
    "HTML_REPORT",
    "OUTPUTS",
    "commenting_every_citation",
    "output_named",
    "standard_outputs",
]


def _html(result: CheckResult, _original: bytes | None) -> Iterator[bytes]:
    from briefcheck.report.html import html_chunks

    return html_chunks(result)


def _docx(result: CheckResult, original: bytes | None, comment_all: bool = False) -> Rendered:
    # Imported on use: python-docx is a cost only the runs that write a .docx should pay.
    from briefcheck.report.docx import annotated_docx

    annotated = annotated_docx(result, original, comment_all=comment_all)
    if not annotated.unanchored:
        return Rendered(annotated.data)
    notice = (
        f"{len(annotated.unanchored)} citation(s) could not be found again in the .docx and carry no "
        f"comment: {', '.join(annotated.unanchored)}"
    )
    return Rendered(annotated.data, (notice,))


HTML_REPORT = Output(
    "report", "html", report_key, "text/html; charset=utf-8", _html, help="write the HTML report here"
)
ANNOTATED_DOCX = Output(
    "annotated .docx",
    "docx",
    docx_key,
    MEDIA_DOCX,
    _docx,
    help="write the brief as .docx with a Word comment on each citation needing action (ERROR, "
    "LIKELY_HALLUCINATED, REVIEW) and one listing the unchecked (a .docx input comes back "
    "unchanged but for the comments)",
    annotates=MEDIA_DOCX,
)

# The report first: the cloud never stores a result without it.
OUTPUTS: list[Output] = [HTML_REPORT, ANNOTATED_DOCX]


def standard_outputs() -> tuple[Output, ...]:
    """The report alone: what a local store keeps of a check it re-renders (`revalidate`, the MCP
    server); the cloud keeps every output (`OUTPUTS`)."""
    return (HTML_REPORT,)


def output_named(flag: str) -> Output | None:
    return next((o for o in OUTPUTS if o.flag == flag), None)


def commenting_every_citation(output: Output) -> Output:
    """The annotated .docx with a comment on every citation, verified ones too (`--comment-all`)."""
    return replace(output, render=lambda result, original: _docx(result, original, comment_all=True))
