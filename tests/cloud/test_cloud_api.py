"""The HTTP API handler: every route, tenant scoping from the JWT claim, and bad input."""

from __future__ import annotations

import json

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
    assert execution["name"].startswith(first["document_id"] + "-")
    cloud.wait(execution["executionArn"])

    again = submit(cloud)
    assert again == {**again, "document_id": first["document_id"], "started": False}
    assert len(cloud.executions()) == 1

    status, record = cloud.api("GET", f"/documents/{first['document_id']}")
    assert status == 200 and record["tenant"] == "acme" and record["source_name"] == "brief.txt"

    status, body = cloud.api("GET", f"/documents/{first['document_id']}", tenant="globex")
    assert status == 404 and first["document_id"] in body["message"]
    for sub in ("citations", "evidence", "result", "report", "docx"):
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


def signed_link(cloud, path: str) -> tuple[str, dict[str, list[str]]]:
    """The key and query of the presigned S3 link a GET of `path` redirects to (a 303)."""
    from urllib.parse import parse_qs, unquote, urlsplit

    status, link = cloud.api("GET", path)
    assert status == 303
    query = parse_qs(urlsplit(link).query)
    assert query["X-Amz-Algorithm"] == ["AWS4-HMAC-SHA256"]
    return unquote(urlsplit(link).path).split(f"/{cloud.bucket}/", 1)[-1].lstrip("/"), query


def test_an_uploaded_docx_comes_back_annotated_beside_the_report(cloud) -> None:
    import io
    import zipfile

    import docx

    brief = docx.Document()
    brief.add_paragraph("Separate facilities are inherently unequal. ")
    brief.paragraphs[0].add_run("Brown v. Board of Education").italic = True
    brief.paragraphs[0].add_run(", 347 U.S. 483, 495 (1954).")
    buf = io.BytesIO()
    brief.save(buf)
    key = cloud.upload("acme", "opposition.docx", buf.getvalue())
    status, reply = cloud.api("POST", "/documents", body={"upload_key": key})
    assert status == 202
    cloud.wait(cloud.executions()[0]["executionArn"])
    key, query = signed_link(cloud, f"/documents/{reply['document_id']}/docx")
    assert query["response-content-disposition"] == ['attachment; filename="opposition.briefcheck.docx"']
    assert key == f"documents/{reply['document_id']}/report.docx"
    annotated = cloud.s3.get_object(Bucket=cloud.bucket, Key=key)["Body"].read()
    back = docx.Document(io.BytesIO(annotated))
    assert [p.text for p in back.paragraphs] == [p.text for p in brief.paragraphs]
    [comment] = list(back.comments)
    assert comment.author == "briefcheck" and "347 U.S. 483" in comment.text
    with zipfile.ZipFile(io.BytesIO(annotated)) as z:
        body = z.read("word/document.xml").decode()
    assert body.index("commentRangeStart") < body.index("Brown v. Board") < body.index("commentRangeEnd")
    assert cloud.api("GET", f"/documents/{reply['document_id']}/docx", tenant="globex")[0] == 404
    # every output by its name: the report too, as a download named after the brief
    assert signed_link(cloud, f"/documents/{reply['document_id']}/outputs/docx")[0] == key
    key, query = signed_link(cloud, f"/documents/{reply['document_id']}/outputs/html")
    assert key == f"documents/{reply['document_id']}/report.html"
    assert query["response-content-disposition"] == ['attachment; filename="opposition.briefcheck.html"']
    status, said = cloud.api("GET", f"/documents/{reply['document_id']}/outputs/pdf")
    assert status == 400 and said["message"] == "no output 'pdf': the outputs are html, docx"


def test_request_without_tenant_claim_is_forbidden(cloud) -> None:
    status, reply = cloud.api("GET", "/documents", tenant=None)
    assert status == 403 and "custom:tenant" in reply["message"]
    status, reply = cloud.api("GET", "/documents", tenant="../../etc")
    assert status == 403


def test_upload_ticket_is_a_sigv4_presigned_post_capped_at_the_size_limit(cloud) -> None:
    import base64

    status, ticket = cloud.api("POST", "/uploads", body={"source_name": "brief.pdf"})
    assert status == 201
    assert ticket["upload_key"].startswith("incoming/acme/") and ticket["upload_key"].endswith("/brief.pdf")
    fields = ticket["fields"]
    assert ticket["method"] == "POST" and fields["key"] == ticket["upload_key"]
    # Signature Version 4 (SSE-KMS objects and new buckets accept nothing else), never SigV2
    assert fields["x-amz-algorithm"] == "AWS4-HMAC-SHA256" and "x-amz-signature" in fields
    assert "AWSAccessKeyId" not in fields and "signature" not in fields
    policy = json.loads(base64.b64decode(fields["policy"]))
    assert ["content-length-range", 1, ticket["max_bytes"]] in policy["conditions"]
    assert ticket["max_bytes"] == 25 * 1024 * 1024
    assert cloud.api("POST", "/uploads", body={"source_name": "a/b.pdf"})[0] == 422


def test_unknown_and_malformed_document_ids(cloud) -> None:
    assert cloud.api("GET", "/documents/doc_000000000000000000000000")[0] == 404
    assert cloud.api("GET", "/documents/not-an-id")[0] == 422


def test_result_report_and_revalidation_before_completion_conflict(cloud) -> None:
    cloud.fail("ExtractFunction", "RuntimeError")  # the run fails: no result will exist
    doc = submit(cloud)
    cloud.wait(cloud.executions()[0]["executionArn"])
    for sub in ("result", "report", "docx"):
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
        "/documents/{document_id}/docx",
        "/documents/{document_id}/outputs/{output}",
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
    assert citation["status"] == "UNVERIFIED"  # the final status, as in the result JSON: nothing looked up

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


def test_a_report_too_large_for_a_reply_is_a_redirect_to_a_short_lived_link(cloud) -> None:
    """A Lambda reply carries at most 6 MB: a report over the inline limit (a long brief's runs to
    tens of megabytes) is a 303 to a presigned link serving it as HTML; only its owner gets one."""
    from briefcheck.cloud.api import INLINE_REPORT_BYTES
    from briefcheck.store.keys import report_key

    doc_id = submit(cloud)["document_id"]
    cloud.wait(cloud.executions()[0]["executionArn"])
    assert cloud.api_reply("GET", f"/documents/{doc_id}/report")["statusCode"] == 200
    large = b"<!doctype html><p>" + '\u2717 "quoted" '.encode() * (INLINE_REPORT_BYTES // 10) + b"</p>"
    cloud.s3.put_object(Bucket=cloud.bucket, Key=report_key(doc_id), Body=large)
    key, query = signed_link(cloud, f"/documents/{doc_id}/report")
    assert query["response-content-type"] == ["text/html; charset=utf-8"]
    assert key == report_key(doc_id)
    assert cloud.api("GET", f"/documents/{doc_id}/report", tenant="globex")[0] == 404


def test_traversal_style_upload_keys_are_bad_requests(cloud) -> None:
    for key in ("incoming/acme/../globex/theirs.txt", "incoming/acme//x.txt", "incoming/acme/./x.txt"):
        status, reply = cloud.api("POST", "/documents", body={"upload_key": key})
        assert status == 400 and "'..' part" in reply["message"], (key, reply)


def test_listing_is_routed_and_scoped(cloud, template: dict) -> None:
    events = template["Resources"]["ApiFunction"]["Properties"]["Events"].values()
    assert ("GET", "/documents") in {(e["Properties"]["Method"], e["Properties"]["Path"]) for e in events}
    doc = submit(cloud)
    submit(cloud, tenant="globex")
    status, reply = cloud.api("GET", "/documents")
    assert status == 200 and [d["document_id"] for d in reply["documents"]] == [doc["document_id"]]


def test_a_failed_document_serves_no_result_even_if_files_were_left_behind(cloud) -> None:
    cloud.fail("FinalizeFunction", RuntimeError, times=100)  # every attempt fails after writing
    doc = submit(cloud)
    desc = cloud.wait(cloud.executions()[0]["executionArn"])
    assert desc["status"] == "FAILED"
    doc_id = doc["document_id"]
    cloud.s3.put_object(Bucket="briefcheck-test-bucket", Key=f"documents/{doc_id}/result.json", Body=b"{}")
    for sub in ("result", "report"):
        status, reply = cloud.api("GET", f"/documents/{doc_id}/{sub}")
        assert status == 409 and "FAILED" in reply["message"]


def test_delete_removes_the_documents_files_records_and_unshared_sources(cloud) -> None:
    from briefcheck.domain.codes import Category, Confidence, Outcome
    from briefcheck.domain.models import Evidence, EvidenceDetails

    bucket = "briefcheck-test-bucket"
    mine, theirs = submit(cloud), submit(cloud, tenant="globex")
    for execution in cloud.executions():
        assert cloud.wait(execution["executionArn"])["status"] == "SUCCEEDED"
    store = cloud.records()
    for doc, sources in ((mine, ("sources/shared", "sources/own")), (theirs, ("sources/shared",))):
        for path in sources:
            cloud.s3.put_object(Bucket=bucket, Key=path, Body=b"a public judgment")
            store.add_evidence_items(
                doc["document_id"],
                [
                    Evidence(
                        claim_id="claim_001",
                        citation_id="cite_001",
                        outcome=Outcome.UNVERIFIABLE,
                        hallucination_category=Category.UNVERIFIABLE_PUBLIC,
                        confidence=Confidence.LOW,
                        evidence_summary="test",
                        evidence_details=EvidenceDetails(cached_path=path),
                    )
                ],
            )
    doc_id = mine["document_id"]
    upload_key = store.get_document(doc_id).upload_key

    assert cloud.api("DELETE", f"/documents/{doc_id}", tenant="globex")[0] == 404  # not theirs
    status, reply = cloud.api("DELETE", f"/documents/{doc_id}")
    assert status == 200 and reply == {"document_id": doc_id, "deleted": True, "sources_removed": 1}

    def versions(prefix: str) -> list[str]:
        page = cloud.s3.list_object_versions(Bucket=bucket, Prefix=prefix)
        return [v["Key"] for v in [*page.get("Versions", []), *page.get("DeleteMarkers", [])]]

    assert versions(f"documents/{doc_id}/") == [] and versions(upload_key) == []  # every version
    assert versions("sources/own") == [] and set(versions("sources/shared")) == {"sources/shared"}
    assert cloud.api("GET", f"/documents/{doc_id}")[0] == 404
    items = cloud.ddb.query(
        TableName="briefcheck-test-records",
        KeyConditionExpression="pk = :pk",
        ExpressionAttributeValues={":pk": {"S": f"DOC#{doc_id}"}},
    )["Items"]
    assert items == []
    # the other tenant's document is untouched
    other = theirs["document_id"]
    assert cloud.api("GET", f"/documents/{other}", tenant="globex")[1]["status"] == "COMPLETE"
    assert cloud.api("GET", f"/documents/{other}/result", tenant="globex")[0] == 200
    assert len(store.evidence(other)) == 1
    # the same text can be submitted again and is checked afresh
    assert submit(cloud)["started"] is True


def test_a_running_document_cannot_be_deleted(cloud) -> None:
    from briefcheck.domain.codes import DocumentStatus

    doc = submit(cloud)
    cloud.wait(cloud.executions()[0]["executionArn"])
    cloud.records().update_status(doc["document_id"], DocumentStatus.RUNNING)  # a check under way
    status, reply = cloud.api("DELETE", f"/documents/{doc['document_id']}")
    assert status == 409 and "RUNNING" in reply["message"]
    assert cloud.api("GET", f"/documents/{doc['document_id']}")[0] == 200


@pytest.mark.parametrize(
    ("body", "limit"),
    [
        ('{"text": "a", "source_name": "b.txt", "n": ' + "9" * 5000 + "}", "more than 4,300 digits"),
        ("[" * 100_000 + "]" * 100_000, "nested more than 32 levels"),
        ('{"text": ' + "[" * 5000 + "]" * 5000 + "}", "nested more than 32 levels"),
    ],
    ids=["long-number", "deep-array", "deep-field"],
)
def test_a_body_past_the_json_parsers_limits_is_a_400_naming_the_limit(cloud, body: str, limit: str) -> None:
    status, reply = cloud.api("POST", "/documents", body=body)
    assert status == 400 and limit in reply["message"]


@pytest.mark.parametrize(
    ("body", "limit"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested more than 32 levels"),
        ('{"text": "a", "source_name": "b.txt", "n": ' + "9" * 5000 + "}", "more than 4,300 digits"),
        (None, "not base64"),  # flagged base64, sent plain
    ],
    ids=["deep-array", "long-number", "not-base64"],
)
def test_a_body_api_gateway_marks_base64_meets_the_same_limits(cloud, body: str | None, limit: str) -> None:
    """API Gateway marks a body base64-encoded: decoded, it is held to the same limits, and one
    marked so that is not base64 is a 400, never the resolver's 500."""
    import base64

    event = cloud.http_event("POST", "/documents")
    event["body"] = base64.b64encode(body.encode()).decode() if body is not None else '{"text": "x"}'
    event["isBase64Encoded"] = True
    reply = cloud.call("ApiFunction", event)
    assert reply["statusCode"] == 400 and limit in json.loads(reply["body"])["message"], reply


def test_brackets_and_digits_inside_a_string_are_only_text(cloud) -> None:
    text = "Quoted: [[[[" * 20 + " \\" + '" {{{{ ' + "7" * 5000 + ". " + BRIEF
    submit(cloud, text=text)


def test_delete_removes_every_copy_of_the_content(cloud) -> None:
    """Duplicate uploads and the API's text copies under other names go with the document."""
    bucket = "briefcheck-test-bucket"
    data = BRIEF.encode()
    first = cloud.ingest(cloud.upload("acme", "motion.txt", data), len(data))
    for execution in cloud.executions():
        assert cloud.wait(execution["executionArn"])["status"] == "SUCCEEDED"
    again = cloud.ingest(cloud.upload("acme", "motion-copy.txt", data), len(data))  # a duplicate
    assert again["document_id"] == first["document_id"] and again["started"] is False
    for name in ("brief.txt", "brief-final.txt"):  # the same text sent to the API twice
        status, body = cloud.api("POST", "/documents", body={"text": BRIEF, "source_name": name})
        assert status == 202 and body["document_id"] == first["document_id"]

    def versions(prefix: str) -> list[str]:
        page = cloud.s3.list_object_versions(Bucket=bucket, Prefix=prefix)
        return [v["Key"] for v in [*page.get("Versions", []), *page.get("DeleteMarkers", [])]]

    assert len(versions("incoming/acme/")) == 4
    status, _ = cloud.api("DELETE", f"/documents/{first['document_id']}")
    assert status == 200
    assert versions("incoming/acme/") == [] and versions(f"documents/{first['document_id']}/") == []


def test_delete_removes_the_upload_a_restart_replaced(cloud) -> None:
    """A FAILED document resubmitted under another key runs on the new upload; the first upload
    is still the document's, and a delete removes both."""
    data = BRIEF.encode()
    cloud.fail("ExtractFunction", RuntimeError, times=10)
    first = cloud.ingest(cloud.upload("acme", "first.txt", data), len(data))
    for execution in cloud.executions():
        cloud.wait(execution["executionArn"])
    assert cloud.records().get_document(first["document_id"]).status.value == "FAILED"
    cloud.faults.clear()
    again = cloud.ingest(cloud.upload("acme", "second.txt", data), len(data))
    assert again["document_id"] == first["document_id"] and again["started"] is True
    for execution in cloud.executions():
        cloud.wait(execution["executionArn"])

    status, _ = cloud.api("DELETE", f"/documents/{first['document_id']}")
    page = cloud.s3.list_object_versions(Bucket="briefcheck-test-bucket", Prefix="incoming/acme/")
    assert status == 200 and [*page.get("Versions", []), *page.get("DeleteMarkers", [])] == []


@pytest.mark.parametrize(
    "event",
    [
        {},
        {"body": "{}"},
        {"requestContext": {}},
        {"requestContext": {"http": {}}},
        # a partial request, or one of the wrong types (each raised a KeyError or an AttributeError)
        {"requestContext": {"http": {"method": "GET", "path": "/documents"}}},
        {"requestContext": {"http": {"method": 5, "path": ["x"]}}},
    ],
    ids=["empty", "no-request-context", "no-http", "empty-http", "partial", "wrong-types"],
)
def test_an_event_that_is_no_http_api_request_is_a_400(cloud, event: dict) -> None:
    """A direct invoke with something other than API Gateway's request is told so, not a KeyError."""
    reply = cloud.call("ApiFunction", event)
    assert reply["statusCode"] == 400 and "HTTP API request" in json.loads(reply["body"])["message"], reply
