"""Document ids, made one way everywhere: the CLI, the local runner and the cloud."""

from __future__ import annotations

import hashlib

# The tenant of everything checked on this machine (the cloud's tenants come from the JWT).
LOCAL_TENANT = "local"


def document_id_for(sha256: str, tenant: str = LOCAL_TENANT) -> str:
    """One document per tenant and content: the same brief checked twice is one record, and two
    tenants' copies of a brief never share one."""
    return "doc_" + hashlib.sha256(f"{tenant}\n{sha256}".encode()).hexdigest()[:24]
