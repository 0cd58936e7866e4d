"""The outputs a run stores beside its result, as `briefcheck.domain.outputs.Output`s: the HTML
report (always in the cloud, whose API serves it; in a local check when --html asks for it), the
annotated .docx when asked (the cloud serves it; a local check writes one only with --docx)."""

from __future__ import annotations

from collections.abc import Iterator

from briefcheck.domain.models import CheckResult
from briefcheck.domain.outputs import Output
from briefcheck.ingest.media import MEDIA_DOCX
from briefcheck.store.keys import docx_key, report_key

__all__ = ["ANNOTATED_DOCX", "HTML_REPORT", "standard_outputs"]


def _html(result: CheckResult, _original: bytes | None) -> Iterator[bytes]:
    from briefcheck.report.html import html_chunks

    return html_chunks(result)


def _docx(result: CheckResult, original: bytes | None) -> bytes:
    # Imported on use: python-docx is a cost only the runs that write a .docx should pay.
    from briefcheck.report.docx import annotated_docx

    return annotated_docx(result, original).data


HTML_REPORT = Output("report", report_key, "text/html; charset=utf-8", _html)
ANNOTATED_DOCX = Output("annotated .docx", docx_key, MEDIA_DOCX, _docx, annotates=MEDIA_DOCX)


def standard_outputs(docx: bool = False) -> tuple[Output, ...]:
    """The report first: the cloud never stores a result without it."""
    return (HTML_REPORT, ANNOTATED_DOCX) if docx else (HTML_REPORT,)
