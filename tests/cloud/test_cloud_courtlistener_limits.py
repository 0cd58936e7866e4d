"""The Tier 3 Lambda in the real state machine against the loopback CourtListener holding its real
limits (tests/fakes/courtlistener_fake.py): the Lambdas never sleep (BRIEFCHECK_TIER3_WAIT_S is 0
in the template), the budget refuses what the throttles would, and nothing the server refuses is
asked; what does not fit is deferred with the reason, for the nightly re-validation."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fakes"))
from courtlistener_fake import FakeCase, FakeClock, FakeCourtListener

from briefcheck.verify import CourtListenerSource, Verifier
from briefcheck.verify.budget import DEFERRED, BudgetLog, RequestBudget, WaitAllowance

BROWN_TEXT = "".join(
    f'<p><span class="star-pagination">*{page}</span> Page {page} of the opinion.</p>'
    for page in range(484, 496)
)
CASES = [
    FakeCase(105221, "Brown v. Board of Education", "1954-05-17", "scotus", [(347, "U.S.", "483")],
             last_page=496, text=BROWN_TEXT),
    FakeCase(107252, "Miranda v. Arizona", "1966-06-13", "scotus", [(384, "U.S.", "436")], last_page=526),
]  # fmt: skip


@pytest.fixture
def cloud_params() -> dict[str, str]:
    return {"Tier3Policy": "all", "JwtIssuer": "https://issuer.example", "JwtAudience": "portal"}


def test_the_tier3_lambda_keeps_to_the_real_limits(
    cloud, brief: bytes, httpserver: HTTPServer, tmp_path
) -> None:
    clock = FakeClock()
    fake = FakeCourtListener(CASES, clock=clock)
    httpserver.expect_request(re.compile("/api/rest/v4/.*")).respond_with_handler(fake)
    tier3 = cloud.module("Tier3Function")
    settings = tier3.SETTINGS.model_copy(
        update={"courtlistener_base_url": httpserver.url_for("").rstrip("/")}
    )
    assert settings.tier3_wait_s == 0  # the template's setting: a Lambda never sleeps out a limit
    budget = RequestBudget(
        BudgetLog(tmp_path / "budget.sqlite3"),
        WaitAllowance(settings.tier3_wait_s),
        clock=clock,
        sleep=clock.sleep,
    )
    source = CourtListenerSource(settings, token="t", budget=budget)
    tier3.VERIFIER = Verifier(settings, tier3.STORES.blobs, sources=[source], characterizer=None)

    started, desc = cloud.run_upload(brief)
    assert desc["status"] == "SUCCEEDED", desc
    result = cloud.get_json(f"documents/{started['document_id']}/result.json")
    assert fake.refused == []  # the budget, not the server, said no to anything
    # the minute's five (the usage report first: it spends none of them)
    assert fake.requests[0][1].endswith("/api-usage/")
    assert len([r for r in fake.requests if not r[1].endswith("/api-usage/")]) <= 5
    looked_up = [e for e in result["evidence"] if "courtlistener" in str(e["evidence_details"])]
    assert looked_up
    for e in looked_up:
        # each answered, or deferred with the reason: never a silent gap
        assert e["outcome"] == "VERIFIED_OK" or DEFERRED in e["evidence_summary"], e["evidence_summary"]
    assert any(e["outcome"] == "VERIFIED_OK" for e in looked_up)
