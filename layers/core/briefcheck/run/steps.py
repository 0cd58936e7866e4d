"""The core steps of a run, shared by `briefcheck check` and the state machine's Lambdas.

Each step reads what it needs from the stores by id and writes what it produced, so a Lambda
passes only ids between states (Step Functions' 256 KB limit) and the local runner calls the
same steps in one process. The pure parts (extraction, judging, consensus, verification) live
in their own modules; this one wires them to storage.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from briefcheck.domain import performance
from briefcheck.domain.codes import (
    Category,
    CitationStatus,
    Confidence,
    DocumentStatus,
    Outcome,
    Recommendation,
    Tier3Policy,
)
from briefcheck.domain.config import AgentSpec, PanelConfig, Settings
from briefcheck.domain.errors import ConfigError, InputError
from briefcheck.domain.ids import LOCAL_TENANT
from briefcheck.domain.models import (
    AgentVerdict,
    CheckResult,
    CitationTask,
    Evidence,
    ResultSummary,
    Tier1Document,
    TokenUsage,
    Validation,
    utc_now_precise,
)
from briefcheck.domain.outputs import Output, Rendered
from briefcheck.domain.records import DocumentCounts, DocumentRecord
from briefcheck.domain.status import by_citation, checked, with_statuses
from briefcheck.panel.run import build_judge, judge_safely, unavailable_verdict
from briefcheck.panel.tasks import citation_tasks
from briefcheck.panel.validate import validate
from briefcheck.store.blobs import BlobStore, LocalBlobStore, get_json, put_model
from briefcheck.store.keys import (
    api_text_prefix,
    document_prefix,
    result_key,
    tier1_key,
)
from briefcheck.store.records import ResultStore
from briefcheck.store.sqlite import SQLiteResultStore
from briefcheck.verify.strings import settle_string_quotes

if TYPE_CHECKING:
    from briefcheck.domain.events import AgentFailure
    from briefcheck.verify import Verifier


@dataclass
class Stores:
    blobs: BlobStore
    records: ResultStore
    # What a finished check leaves beside its result (the report first), rendered by the
    # callables the caller chose: the run never imports a renderer.
    outputs: tuple[Output, ...] = ()
    # The stored result's JSON indent: locally 2, as a person reads it (`check --out` copies
    # those bytes rather than writing the result again); compact in the cloud, whose API reads
    # it whole.
    result_indent: int | None = None


def open_stores(settings: Settings, outputs: tuple[Output, ...]) -> Stores:
    """The local stores: a directory and one SQLite file under the home. The cloud's are made
    from a Lambda's checked environment alone (`cloud.env.cloud_stores`), which carries the
    retention every record must expire by."""
    home = settings.home
    try:
        home.mkdir(parents=True, exist_ok=True)
        probe = home / ".write-check"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise ConfigError(
            f"{home}: the local store cannot be written ({exc.strerror or type(exc).__name__}); "
            "choose another directory with --home or BRIEFCHECK_HOME"
        ) from None
    return Stores(
        LocalBlobStore(home / "store"), SQLiteResultStore(home / "records.sqlite3"), outputs, result_indent=2
    )


# --------------------------------------------------------------------------- steps


def extract_step(
    stores: Stores,
    data: bytes,
    source_name: str,
    tenant: str = LOCAL_TENANT,
    upload_key: str | None = None,
    document_id: str | None = None,
) -> Tier1Document:
    """Tier 1: read and extract, save tier1.json, record the document as RUNNING.

    `document_id` names the run when the caller assigned one (the cloud scopes ids by tenant);
    otherwise the content hash names it. A document already recorded keeps its submission time,
    attempt and uploads.
    """
    # Imported here: eyecite costs about half a second to import, and of all the Lambdas that
    # share this module only Extract needs it.
    from briefcheck.extract import extract_document

    doc = extract_document(data, source_name, document_id)
    put_model(stores.blobs, tier1_key(doc.document_id), doc)
    received = stores.records.get_document(doc.document_id, tenant)
    stores.records.put_document(
        DocumentRecord(
            document_id=doc.document_id,
            tenant=tenant,
            source_name=doc.source_name,
            sha256=doc.sha256,
            media_type=doc.media_type,
            status=DocumentStatus.RUNNING,
            upload_key=upload_key,
            counts=DocumentCounts(citations=len(doc.citations())),
            run_started_at=utc_now_precise(),
            # what the submission recorded stays: when, which attempt, every upload of the content
            **(
                {"created_at": received.created_at, "attempt": received.attempt, "uploads": received.uploads}
                if received
                else {}
            ),
        )
    )
    return doc


def fail_document(stores: Stores, document_id: str, reason: str) -> None:
    """Record a run that could not finish. The upload is never deleted."""
    stores.records.update_status(document_id, DocumentStatus.FAILED, error=reason)


def load_tier1(stores: Stores, document_id: str) -> Tier1Document:
    raw = get_json(stores.blobs, tier1_key(document_id))
    if raw is None:
        raise InputError(f"document {document_id}: no Tier 1 result stored at {tier1_key(document_id)}")
    return Tier1Document.model_validate(raw)


_TASKS: dict[str, dict[str, CitationTask]] = {}
_TASKS_KEPT = 4


def document_tasks(stores: Stores, document_id: str) -> dict[str, CitationTask]:
    """A document's tasks by citation id; a warm Lambda builds them once, not once per citation
    (tier1.json never changes after Extract). Keyed by where tier1.json lives."""
    where = stores.blobs.url(tier1_key(document_id))
    if where not in _TASKS:
        while len(_TASKS) >= _TASKS_KEPT:
            _TASKS.pop(next(iter(_TASKS)))
        _TASKS[where] = {t.citation.id: t for t in citation_tasks(load_tier1(stores, document_id))}
    return _TASKS[where]


def cached_task(stores: Stores, document_id: str, citation_id: str) -> CitationTask:
    """A citation's task, from its document's tasks built once."""
    tasks = document_tasks(stores, document_id)
    if citation_id not in tasks:
        raise InputError(f"document {document_id} has no citation {citation_id}")
    return tasks[citation_id]


_PREFETCHED: dict[str, None] = {}  # documents this container has prefetched, oldest first
_PREFETCHED_KEPT = 256


def prefetch_document(stores: Stores, verifier: Verifier, document_id: str, policy: Tier3Policy) -> int:
    """Under policy `all` every citation of a document goes to Tier 3, so the first Tier 3 task of
    a document in a warm Lambda asks the sources that take batches about all of them at once
    (CourtListener: up to 250 a request); the answers go to the shared source cache, where each
    later task, in any container, finds its own. Under `flagged` the citations are chosen one by
    one as the panel finishes, so nothing is asked ahead. Returns how many answers were fetched."""
    if policy is not Tier3Policy.ALL:
        return 0
    where = stores.blobs.url(tier1_key(document_id))
    if where in _PREFETCHED:
        return 0
    while len(_PREFETCHED) >= _PREFETCHED_KEPT:
        _PREFETCHED.pop(next(iter(_PREFETCHED)))
    _PREFETCHED[where] = None
    tasks = document_tasks(stores, document_id).values()  # built already for this task's own citation
    return verifier.prefetch(t for t in tasks if t.claim is not None)


def judge_step(task: CitationTask, spec: AgentSpec, settings: Settings) -> AgentVerdict:
    """One agent on one citation. Never raises: a failed agent is UNCERTAIN agent_unavailable."""
    return judge_safely(build_judge(spec, settings), task)


def with_failures(verdicts: list[AgentVerdict | AgentFailure]) -> list[AgentVerdict]:
    """The state machine's panel output as verdicts: an agent that failed after its retries is
    UNCERTAIN agent_unavailable, built by the same function as the local runner's."""
    return [
        v if isinstance(v, AgentVerdict) else unavailable_verdict(v.agent, v.model, v.failed)
        for v in verdicts
    ]


def consensus_step(stores: Stores, task: CitationTask, verdicts: list[AgentVerdict]) -> Validation:
    """The panel's consensus on one citation, with the decisive defects that hold whatever the
    seats' backend (a model's VALID never outvotes an impossibility)."""
    validation = validate(task, verdicts)
    stores.records.add_validation(task.document_id, task.citation.id, validation)
    return validation


def wants_tier3(validation: Validation, policy: Tier3Policy) -> bool:
    if policy is Tier3Policy.ALL:
        return True
    if policy is Tier3Policy.NONE:
        return False
    return validation.tier_3_trigger


def tier3_plan(validation: Validation, policy: Tier3Policy, has_index: bool) -> tuple[bool, bool]:
    """(verify it, with the offline index alone): the policy chooses the citations the network
    sources are asked about; with an offline index every other one is still looked up in it (it
    costs nothing and nothing leaves the deployment)."""
    wanted = wants_tier3(validation, policy)
    return wanted or has_index, has_index and not wanted


def tier3_failure(task: CitationTask, reason: str) -> Evidence:
    """The failure policy of Tier 3, locally and in the cloud: a citation whose verification
    failed outright is UNVERIFIABLE, with the reason, never a failed document."""
    assert task.claim is not None
    return Evidence(
        claim_id=task.claim.id,
        citation_id=task.citation.id,
        outcome=Outcome.UNVERIFIABLE,
        hallucination_category=Category.UNVERIFIABLE_PUBLIC,
        confidence=Confidence.LOW,
        evidence_summary=f"Tier 3 could not run for this citation ({reason}); verify it by hand.",
    )


def save_evidence(stores: Stores, document_id: str, evidence: list[Evidence]) -> None:
    """The evidence, in one write of the store."""
    stores.records.add_evidence_items(document_id, evidence)


def verify_task(verifier: Verifier, task: CitationTask, *, offline_only: bool = False) -> list[Evidence]:
    """Tier 3 for one citation, with its failure policy: its claim checked against the sources.

    `offline_only` asks the offline index alone (no network source): with an index, every US
    case citation it covers is checked whatever the Tier 3 policy."""
    if task.claim is None:
        return []
    try:
        found = verifier.verify_offline(task) if offline_only else verifier.verify(task)
    except Exception as exc:  # a bug in a source must cost one citation's check, not the document
        found = tier3_failure(task, f"{type(exc).__name__}: {exc}"[:300])
    return [found] if found is not None else []


def verify_step(
    stores: Stores, verifier: Verifier, task: CitationTask, *, offline_only: bool = False
) -> list[Evidence]:
    """Tier 3 for one citation (`verify_task`), its evidence saved."""
    evidence = verify_task(verifier, task, offline_only=offline_only)
    save_evidence(stores, task.document_id, evidence)
    return evidence


class EvidenceWriter:
    """Saves a run's evidence in groups: one transaction for whatever was found in the last
    `window` seconds, not one a citation (on a long brief that checks offline, the commits cost
    as much as the checks). No transaction stays open while a source is asked, so a look-up that
    waits on the network never holds the store. The runner flushes on its way out of an error or
    an interrupt; a killed process loses at most the last window's look-ups, which a rerun redoes
    from the cache."""

    def __init__(self, stores: Stores, document_id: str, window: float = 0.25) -> None:
        self.stores = stores
        self.document_id = document_id
        self.window = window
        self.pending: list[Evidence] = []
        self.saved_at = time.monotonic()

    def add(self, evidence: list[Evidence]) -> None:
        self.pending += evidence
        if time.monotonic() - self.saved_at >= self.window:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            save_evidence(self.stores, self.document_id, self.pending)
            self.pending = []
        self.saved_at = time.monotonic()


def assemble_result(
    doc: Tier1Document,
    validations: dict[str, Validation],
    evidence: list[Evidence],
    panel: PanelConfig,
    policy: Tier3Policy,
) -> CheckResult:
    """The result JSON: Tier 1 with each citation's validation, plus the evidence (a string cite's
    quotation settled across its citations)."""
    evidence = settle_string_quotes(doc.claims, doc.citations(), evidence)
    blocks = []
    grouped = by_citation(evidence)
    for block in doc.blocks:
        judged = with_statuses(block.citations, validations, grouped)
        blocks.append(block.model_copy(update={"citations": judged}))
    statuses = Counter(c.status for b in blocks for c in b.citations)
    recommendations = Counter(v.consensus.recommendation for v in validations.values())
    # the panel's calls and Tier 3's (the paraphrase judge): one run, one bill
    usage = sum(
        (v.usage for val in validations.values() for v in val.panel_evaluation if v.usage), TokenUsage()
    ) + sum((e.usage for e in evidence if e.usage), TokenUsage())
    coverage = checked([c for b in blocks for c in b.citations], evidence, doc.unread, doc.claims)
    summary = ResultSummary(
        citations=len(doc.citations()),
        by_recommendation={r: recommendations.get(r, 0) for r in Recommendation},
        by_outcome=dict(Counter(e.outcome for e in evidence)),
        by_status={st: statuses.get(st, 0) for st in CitationStatus},
        usage=usage,
        checked=coverage.checked,
        unchecked=coverage.unchecked,
        impossible=coverage.impossible,
        not_case_law=coverage.no_source,
        headline=coverage.headline,
    )
    return CheckResult(
        document_id=doc.document_id,
        source_name=doc.source_name,
        sha256=doc.sha256,
        media_type=doc.media_type,
        panel=panel.describe(),
        tier3_policy=policy.value,
        blocks=blocks,
        claims=doc.claims,
        evidence=sorted(evidence, key=lambda e: e.citation_id),
        summary=summary,
        unread=doc.unread,
    )


@performance.paused()  # the whole document's results at once (domain/performance.py)
def finalize_step(stores: Stores, document_id: str, panel: PanelConfig, policy: Tier3Policy) -> CheckResult:
    """Gather the saved validations and evidence (the records: their one home), write the result
    and report, mark COMPLETE. Only this run's evidence counts: an earlier check of the same
    document (with an index this run does not have, or sources it did not ask) is history, not a
    finding of this run."""
    doc = load_tier1(stores, document_id)
    validations = {cid: r.validation for cid, r in stores.records.latest_validations(document_id).items()}
    record = stores.records.get_document(document_id)
    started = record.run_started_at if record is not None else None
    evidence = [e for e in stores.records.evidence(document_id) if started is None or e.checked_at >= started]
    return finish_step(stores, doc, validations, evidence, panel, policy)


def finish_step(
    stores: Stores,
    doc: Tier1Document,
    validations: dict[str, Validation],
    evidence: list[Evidence],
    panel: PanelConfig,
    policy: Tier3Policy,
    original: bytes | None = None,
    say: Callable[[str], None] | None = None,
) -> CheckResult:
    """The result of a run whose validations and evidence are in hand (the local runner holds
    what it saved, and does not read it all back): result, outputs, COMPLETE. `original` is the
    file checked, when the caller holds it (locally it is never stored); `say` is told what an
    output's reader should know of it."""
    result = assemble_result(doc, validations, evidence, panel, policy)
    save_result(stores, result, original=original, say=say)
    return result


def save_result(
    stores: Stores,
    result: CheckResult,
    only_if: DocumentStatus | None = None,
    original: bytes | None = None,
    say: Callable[[str], None] | None = None,
) -> None:
    """The outputs (the report among them), then the result (a result is never served without its
    report), then COMPLETE (`only_if`: only while the document is in that status, else
    ConflictError). An output that annotates the checked file gets `original`, or the stored
    upload."""
    annotated = any(output.annotates == result.media_type for output in stores.outputs)
    if annotated and original is None:
        original = _upload(stores, result.document_id)
    for output in stores.outputs:
        rendered = output.render(result, original if output.annotates == result.media_type else None)
        if isinstance(rendered, Rendered):
            for notice in rendered.notices if say is not None else ():
                say(notice)
            rendered = rendered.data
        stores.blobs.put(output.key(result.document_id), rendered, output.media_type)
    put_model(stores.blobs, result_key(result.document_id), result, indent=stores.result_indent)
    stores.records.update_status(
        result.document_id,
        DocumentStatus.COMPLETE,
        only_if=only_if,
        result_key=result_key(result.document_id),
        counts=DocumentCounts(
            citations=result.summary.citations,
            by_recommendation={r.value: n for r, n in result.summary.by_recommendation.items()},
            by_status={st.value: n for st, n in result.summary.by_status.items()},
            by_outcome={o.value: n for o, n in result.summary.by_outcome.items()},
        ),
    )


def _upload(stores: Stores, document_id: str) -> bytes | None:
    record = stores.records.get_document(document_id)
    return stores.blobs.get(record.upload_key) if record is not None and record.upload_key else None


def load_result(stores: Stores, document_id: str) -> CheckResult | None:
    raw = get_json(stores.blobs, result_key(document_id))
    return None if raw is None else CheckResult.model_validate(raw)


def rebuild_result(
    stores: Stores, document_id: str, new_evidence: list[Evidence], only_if: DocumentStatus | None = None
) -> CheckResult | None:
    """The stored result and report again, with the newest evidence per claim-citation pair."""
    previous = load_result(stores, document_id)
    if previous is None:
        return None
    newest = {(e.citation_id, e.claim_id): e for e in [*previous.evidence, *new_evidence]}
    validations = {c.id: c.validation for c in previous.citations() if c.validation is not None}
    result = assemble_result(
        load_tier1(stores, document_id),
        validations,
        list(newest.values()),
        PanelConfig.of(previous.panel),
        Tier3Policy(previous.tier3_policy),
    )
    save_result(stores, result, only_if)
    return result


def remove_document(stores: Stores, record: DocumentRecord) -> list[str]:
    """Everything a document produced: its derived files, every upload of its content and the
    API's text copies of it, its records and evidence, and the cached sources no other document
    uses. Files go first, so a removal that fails half-way still has the record that lets it be
    asked again. Idempotent. Returns the sources removed."""
    stores.blobs.delete(document_prefix(record.document_id))
    for key in {record.upload_key, *record.uploads} - {None}:
        stores.blobs.delete(key)
    if record.sha256:  # the API's copies of the same text, under any name it was sent with
        stores.blobs.delete(api_text_prefix(record.tenant, record.sha256))
    unused = stores.records.delete_document(record.document_id)
    for source in unused:
        stores.blobs.delete(source)
    return unused
