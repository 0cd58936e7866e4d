"""The HTTP API handler: every route, tenant scoping from the JWT claim, and bad input."""

from __future__ import annotations

import pytest

BRIEF = (
    "The Court held that separate educational facilities are inherently unequal. "
    "Brown v. Board of Education, 347 U.S. 483, 495 (1954)."
)


def submit(cloud, text: str = BRIEF, tenant: str = "acme") -> dict:
    status, body = cloud.api(
        "POST", "/documents", tenant=tenant, body={"text": text, "source_name": "brief.txt"}
    )
    assert status == 202, body
    return body


def test_submit_text_starts_one_run_and_status_is_scoped_to_the_tenant(cloud) -> None:
    first = submit(cloud)
    assert first["started"] is True and first["document_id"].startswith("doc_")
    [execution] = cloud.executions()
    assert execution["name"] == first["document_id"]
    cloud.wait(execution["executionArn"])

    again = submit(cloud)
    assert again == {**again, "document_id": first["document_id"], "started": False}
    assert len(cloud.executions()) == 1

    status, record = cloud.api("GET", f"/documents/{first['document_id']}")
    assert status == 200 and record["tenant"] == "acme" and record["source_name"] == "brief.txt"

    status, body = cloud.api("GET", f"/documents/{first['document_id']}", tenant="globex")
    assert status == 404 and first["document_id"] in body["message"]
    for sub in ("citations", "evidence", "result", "report"):
        assert cloud.api("GET", f"/documents/{first['document_id']}/{sub}", tenant="globex")[0] == 404
    assert cloud.api("POST", f"/documents/{first['document_id']}/revalidate", tenant="globex")[0] == 404


def test_same_text_from_two_tenants_is_two_documents(cloud) -> None:
    a = submit(cloud, tenant="acme")
    b = submit(cloud, tenant="globex")
    assert a["document_id"] != b["document_id"] and b["started"] is True
    for execution in cloud.executions():
        cloud.wait(execution["executionArn"])
    status, listing = cloud.api("GET", "/documents", tenant="globex")
    assert status == 200 and [d["document_id"] for d in listing["documents"]] == [b["document_id"]]


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ({}, "exactly one of text or upload_key"),
        ({"text": "x", "upload_key": "incoming/acme/a.txt"}, "exactly one of text or upload_key"),
        ({"text": "x", "source_name": "../../etc/passwd"}, "source_name"),
        ({"text": "x", "source_name": "brief.exe"}, "source_name"),
        ({"text": "x", "colour": "red"}, "colour"),
    ],
)
def test_bad_submissions_are_rejected_with_a_reason(cloud, body: dict, fragment: str) -> None:
    status, reply = cloud.api("POST", "/documents", body=body)
    assert status == 422
    assert fragment in str(reply)
    assert cloud.executions() == []


def test_upload_key_outside_the_tenant_prefix_is_forbidden(cloud) -> None:
    cloud.upload("globex", "theirs.txt", BRIEF.encode())
    status, reply = cloud.api("POST", "/documents", body={"upload_key": "incoming/globex/theirs.txt"})
    assert status == 403 and "incoming/acme/" in reply["message"]
    status, reply = cloud.api("POST", "/documents", body={"upload_key": "incoming/acme/missing.txt"})
    assert status == 400 and "not found" in reply["message"]


def test_submit_an_uploaded_key(cloud) -> None:
    key = cloud.upload("acme", "brief.txt", BRIEF.encode())
    status, reply = cloud.api("POST", "/documents", body={"upload_key": key})
    assert status == 202 and reply["started"] is True
    cloud.wait(cloud.executions()[0]["executionArn"])


def test_request_without_tenant_claim_is_forbidden(cloud) -> None:
    status, reply = cloud.api("GET", "/documents", tenant=None)
    assert status == 403 and "custom:tenant" in reply["message"]
    status, reply = cloud.api("GET", "/documents", tenant="../../etc")
    assert status == 403


def test_upload_ticket_is_a_presigned_put_under_the_tenant_prefix(cloud) -> None:
    status, ticket = cloud.api("POST", "/uploads", body={"source_name": "brief.pdf"})
    assert status == 201
    assert ticket["upload_key"].startswith("incoming/acme/") and ticket["upload_key"].endswith("/brief.pdf")
    assert (
        ticket["method"] == "PUT" and "Signature=" in ticket["url"] and ticket["upload_key"] in ticket["url"]
    )
    assert cloud.api("POST", "/uploads", body={"source_name": "a/b.pdf"})[0] == 422


def test_unknown_and_malformed_document_ids(cloud) -> None:
    assert cloud.api("GET", "/documents/doc_000000000000000000000000")[0] == 404
    assert cloud.api("GET", "/documents/not-an-id")[0] == 422


def test_result_report_and_revalidation_before_completion_conflict(cloud) -> None:
    cloud.fail("ExtractFunction", "RuntimeError")  # the run fails: no result will exist
    doc = submit(cloud)
    cloud.wait(cloud.executions()[0]["executionArn"])
    for sub in ("result", "report"):
        status, reply = cloud.api("GET", f"/documents/{doc['document_id']}/{sub}")
        assert status == 409 and "FAILED" in reply["message"]
    status, reply = cloud.api("POST", f"/documents/{doc['document_id']}/revalidate")
    assert status == 409
    status, reply = cloud.api("GET", f"/documents/{doc['document_id']}/citations")
    assert status == 200 and reply["status"] == "FAILED" and reply["citations"] == []


def test_openapi_describes_every_route(cloud) -> None:
    status, schema = cloud.api("GET", "/openapi.json")
    assert status == 200
    paths = schema["paths"]
    for path in (
        "/documents",
        "/uploads",
        "/documents/{document_id}",
        "/documents/{document_id}/citations",
        "/documents/{document_id}/evidence",
        "/documents/{document_id}/result",
        "/documents/{document_id}/report",
        "/documents/{document_id}/revalidate",
    ):
        assert path in paths, path
    assert "SubmitDocument" in str(schema["components"]["schemas"])


def test_reads_of_a_completed_document(cloud) -> None:
    doc = submit(cloud)
    desc = cloud.wait(cloud.executions()[0]["executionArn"])
    assert desc["status"] == "SUCCEEDED"
    doc_id = doc["document_id"]

    status, record = cloud.api("GET", f"/documents/{doc_id}")
    assert status == 200 and record["status"] == "COMPLETE" and record["counts"]["citations"] == 1

    status, reply = cloud.api("GET", f"/documents/{doc_id}/citations")
    assert status == 200 and reply["status"] == "COMPLETE"
    [citation] = reply["citations"]
    assert citation["id"] == "cite_001" and "347 U.S. 483" in citation["text"]
    assert len(citation["validation"]["panel_evaluation"]) == 5

    status, reply = cloud.api("GET", f"/documents/{doc_id}/evidence", query={"history": "true"})
    assert status == 200 and reply == {"document_id": doc_id, "evidence": []}  # Tier 3 policy none

    status, result = cloud.api("GET", f"/documents/{doc_id}/result")
    assert status == 200 and result["document_id"] == doc_id and result["summary"]["citations"] == 1

    reply = cloud.api_reply("GET", f"/documents/{doc_id}/report")
    assert reply["statusCode"] == 200 and reply["headers"]["Content-Type"].startswith("text/html")
    assert "347 U.S. 483" in reply["body"]

    status, reply = cloud.api("POST", f"/documents/{doc_id}/revalidate")
    assert status == 202 and reply == {"document_id": doc_id, "requested": True}
    assert cloud.invoked("RevalidateFunction") == 1
