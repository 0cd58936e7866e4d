"""The labelled dev set through Tier 1 and Tier 3 with every source unreachable.

Offline, nothing may be concluded from a pattern: each pair is UNVERIFIABLE or (structurally)
MALFORMED, real citations are never an error, and almost every real citation is routed to a
public source that could check it when the network is there.
"""

from __future__ import annotations

import socket
from pathlib import Path

import jsonschema
from verify_support import budget

from briefcheck.domain.codes import Category, Outcome
from briefcheck.domain.config import Settings
from briefcheck.domain.models import Evidence, dump
from briefcheck.extract import extract_document
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import CourtListenerSource, FindCaseLawSource, Verifier
from briefcheck.verify.refs import CitationRef, route


def _closed_base() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{s.getsockname()[1]}"


def test_dev_set_offline(evalset: list[dict], tmp_path: Path) -> None:
    base = _closed_base()
    settings = Settings(courtlistener_base_url=base, find_case_law_base_url=base, request_timeout_s=2)
    verifier = Verifier(
        settings,
        LocalBlobStore(tmp_path),
        sources=[
            CourtListenerSource(settings, token="offline", budget=budget()),
            FindCaseLawSource(settings),
        ],
    )
    schema = Evidence.model_json_schema()
    real_total = real_routed = 0
    for item in evalset:
        doc = extract_document(item["context"].encode(), "context.txt")
        tasks = [t for t in citation_tasks(doc) if t.claim is not None]
        assert tasks, f"{item['id']}: Tier 1 found no claim-citation pair"
        t = tasks[0]
        ev = verifier.verify(t)
        jsonschema.validate(dump(ev), schema)
        assert (
            ev.outcome is Outcome.UNVERIFIABLE or ev.hallucination_category is Category.MALFORMED_CITATION
        ), (
            item["id"],
            ev.evidence_summary,
        )
        if item["label"] != "fabricated":
            assert ev.outcome is not Outcome.VERIFIED_ERROR, (item["id"], ev.evidence_summary)
        if item["label"] == "real":
            real_total += 1
            target = t.antecedent if t.citation.is_short_form and t.antecedent else t.citation
            real_routed += isinstance(route(target), CitationRef)
    assert real_routed / real_total >= 0.9, f"{real_routed}/{real_total} real citations reach a public source"
