"""Every blob path, in one place: uploads, a document's derived files, and cached sources.

The same keys serve the S3 bucket in the cloud and the directory store locally.
"""

from __future__ import annotations

import hashlib

INCOMING = "incoming/"
DOCUMENTS = "documents/"
SOURCES = "sources/"


def upload_prefix_for(tenant: str) -> str:
    """Where a tenant's uploads land (the tenant id must already be checked)."""
    return f"{INCOMING}{tenant}/"


def api_text_prefix(tenant: str, sha256: str) -> str:
    """Where the API keeps a text's copies (one per name it was sent under)."""
    return f"{upload_prefix_for(tenant)}api/{sha256[:16]}/"


def api_text_key(tenant: str, sha256: str, source_name: str) -> str:
    """Where a brief sent to the API as text is kept, as an upload of its tenant."""
    return f"{api_text_prefix(tenant, sha256)}{source_name}"


def presigned_upload_key(tenant: str, token: str, source_name: str) -> str:
    """Where a presigned upload puts a tenant's file (`token`: unique per upload)."""
    return f"{upload_prefix_for(tenant)}{token}/{source_name}"


def document_prefix(document_id: str) -> str:
    return f"{DOCUMENTS}{document_id}/"


def tier1_key(document_id: str) -> str:
    return f"{document_prefix(document_id)}tier1.json"


def result_key(document_id: str) -> str:
    return f"{document_prefix(document_id)}result.json"


def report_key(document_id: str) -> str:
    return f"{document_prefix(document_id)}report.html"


def docx_key(document_id: str) -> str:
    """The brief as .docx with a Word comment at each citation to look at, beside the report."""
    return f"{document_prefix(document_id)}report.docx"


def items_key(document_id: str) -> str:
    """The Distributed Map's item list: one {"citation_id"} per citation."""
    return f"{document_prefix(document_id)}items.json"


def execution_name_of(execution: str) -> str:
    """An execution's name, given its name or its ARN (the name is the ARN's last part)."""
    return execution.rsplit(":", 1)[-1]


def _run_part(execution: str) -> str:
    return hashlib.sha256(execution_name_of(execution).encode()).hexdigest()[:16]


def verdicts_prefix(document_id: str, execution: str, citation_id: str) -> str:
    """Where the agents keep their verdicts on one citation in one run."""
    return f"{document_prefix(document_id)}verdicts/{_run_part(execution)}/{citation_id}/"


def verdict_key(document_id: str, execution: str, citation_id: str, role: str) -> str:
    """Where an agent keeps its verdict for the run's Consensus step (never in the state machine's
    payloads: an explanation may quote the brief)."""
    return f"{verdicts_prefix(document_id, execution, citation_id)}{role}.json"


def failure_note_key(document_id: str, execution: str, citation_id: str | None) -> str:
    """Where a failed step keeps its error's message for the Failure step (the message may name
    the file; what the Lambda raises carries only the error's name)."""
    return f"{document_prefix(document_id)}failures/{_run_part(execution)}/{citation_id or 'run'}.json"


def source_body_key(body: bytes) -> str:
    """A cached source body, named by its content hash."""
    return f"{SOURCES}{hashlib.sha256(body).hexdigest()}"


def source_index_key(citation_key: str) -> str:
    """The cache index entry for one normalised look-up key."""
    return f"{SOURCES}index/{hashlib.sha256(citation_key.encode()).hexdigest()}.json"
