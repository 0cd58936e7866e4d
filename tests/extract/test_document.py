"""The orchestrator: bytes in, Tier1Document out; ids, merging, Tier-1 JSON, panel tasks."""

import hashlib
import json

import pytest

from briefcheck.domain.codes import Jurisdiction
from briefcheck.domain.errors import InputError
from briefcheck.domain.ids import document_id_for
from briefcheck.domain.models import dump
from briefcheck.extract import extract_document
from briefcheck.panel.tasks import citation_tasks

BRIEF = (
    b"ARGUMENT\n\n"
    b"Courts may sanction bad faith. See Chambers v. NASCO, Inc., 501 U.S. 32, 46 (1991). "
    b"The English courts agree. R (Ayinde) v Haringey LBC [2025] EWHC 1040 (Admin) at [5].\n\n"
    b"The sanction must be proportionate. Id. at 50. See also Fed. R. Civ. P. 11(c); "
    b"Vale v. Ward, 9 F.6th 10 (1st Cir. 2030)."
)


def test_extract_document_from_text_bytes() -> None:
    doc = extract_document(BRIEF, "brief.txt")
    digest = hashlib.sha256(BRIEF).hexdigest()
    # one id per tenant and content, made as the cloud makes it (the local tenant here)
    assert (doc.sha256, doc.document_id, doc.media_type) == (digest, document_id_for(digest), "text/plain")
    cites = doc.citations()
    assert [c.id for c in cites] == [f"cite_{n:03d}" for n in range(1, len(cites) + 1)]
    assert [c.jurisdiction for c in cites][:2] == [Jurisdiction.US, Jurisdiction.UK]
    for block in doc.blocks:
        starts = [c.start for c in block.citations]
        assert starts == sorted(starts)
        for c in block.citations:
            assert block.text[c.start : c.end] == c.text
        assert all(a.end <= b.start for a, b in zip(block.citations, block.citations[1:], strict=False))
    assert [c.id for c in doc.claims] == [f"claim_{n}" for n in range(1, len(cites) + 1)]
    assert all(c.claim_id for c in cites)


def test_tier1_json_is_extracted_again_to_the_same_document() -> None:
    """The same document but for when it was extracted (to the second: the two extractions straddled a
    second's turn now and then, on a loaded machine, and the test failed)."""
    doc = extract_document(BRIEF, "brief.txt")
    again = extract_document(json.dumps(dump(doc)).encode(), "brief.tier1.json")
    assert again.extracted_at >= doc.extracted_at
    assert again.model_copy(update={"extracted_at": doc.extracted_at}) == doc


def test_a_tier1_json_is_never_trusted_for_what_its_text_does_not_say() -> None:
    """A Tier-1 file saved by an older version, or edited: its citations, their parts and their
    treatment are read again from its blocks' text (an overruling it says nothing of, a citation
    whose parts name another case)."""
    doc = extract_document(b"The right exists. Roe v. Wade, 410 U.S. 113 (1973).", "brief.txt")
    [roe] = doc.citations()
    assert roe.treatment is not None and roe.treatment.negative
    raw = dump(doc)
    cited = raw["blocks"][0]["citations"][0]
    cited["treatment"]["negative"] = []
    cited["components"]["page"] = "999"
    again = extract_document(json.dumps(raw).encode(), "brief.tier1.json")
    [fresh] = again.citations()
    assert fresh.components.page == "113" and fresh.treatment == roe.treatment
    assert (again.document_id, again.sha256) == (doc.document_id, doc.sha256)


def test_invalid_tier1_json_names_the_problem() -> None:
    with pytest.raises(InputError, match="blocks"):
        extract_document(
            b'{"document_id": "x", "source_name": "a", "sha256": "b", "media_type": "c"}', "x.json"
        )


def test_citation_tasks_carry_context_antecedent_and_claim() -> None:
    doc = extract_document(BRIEF, "brief.txt")
    tasks = {t.citation.text: t for t in citation_tasks(doc)}
    id_task = tasks["Id. at 50"]
    # "Id." refers to the citation just before it, here the UK judgment.
    assert id_task.antecedent is not None and id_task.antecedent.components.number == "1040"
    assert id_task.citation.jurisdiction is Jurisdiction.UK
    assert id_task.claim is not None and id_task.claim.pin_cite == "50"
    # The paragraph, preceded by the last two sentences of the paragraph before.
    assert id_task.context.startswith("The English courts agree. R (Ayinde)")
    assert id_task.context.endswith("(1st Cir. 2030).")
    assert "Courts may sanction" not in id_task.context
    assert all(t.document_id == doc.document_id for t in tasks.values())


def test_a_document_is_named_by_the_id_its_caller_assigned_or_by_its_content() -> None:
    """The cloud assigns ids scoped by tenant: Tier 1 builds the document under that id (once,
    no copy renamed afterwards), for a brief and for Tier-1 JSON alike."""
    data = b"See Brown v. Board of Education, 347 U.S. 483 (1954)."
    by_content = extract_document(data, "brief.txt")
    assert by_content.document_id == document_id_for(by_content.sha256)
    assigned = extract_document(data, "brief.txt", "doc_assigned")
    assert assigned.document_id == "doc_assigned"
    assert assigned.citations() == by_content.citations()
    tier1 = by_content.model_dump_json().encode()
    assert extract_document(tier1, "tier1.json", "doc_assigned").document_id == "doc_assigned"
    assert extract_document(tier1, "tier1.json").document_id == by_content.document_id
