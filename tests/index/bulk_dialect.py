"""CourtListener bulk files in their real dialect, written for tests and the benchmark.

PostgreSQL `COPY ... WITH (FORMAT csv, ENCODING utf8, HEADER, ESCAPE '\\', FORCE_QUOTE *)`: a
header row; every non-NULL value double-quoted; `\\"` for a quote and `\\\\` for a backslash
inside a value; NULL an empty unquoted field; values may span lines. Columns are the real ones
(CourtListener's scripts/make_bulk_data.sh, as listed in FACTS.md).
"""

from __future__ import annotations

import bz2
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

CITATION_COLUMNS = ("id", "volume", "reporter", "page", "type", "cluster_id", "date_created", "date_modified")
CLUSTER_COLUMNS = (
    "id", "date_created", "date_modified", "judges", "date_filed", "date_filed_is_approximate", "slug",
    "case_name_short", "case_name", "case_name_full", "scdb_id", "scdb_decision_direction",
    "scdb_votes_majority", "scdb_votes_minority", "source", "procedural_history", "attorneys",
    "nature_of_suit", "posture", "syllabus", "headnotes", "summary", "disposition", "history",
    "other_dates", "cross_reference", "correction", "citation_count", "precedential_status",
    "date_blocked", "blocked", "filepath_json_harvard", "filepath_pdf_harvard", "docket_id", "arguments",
    "headmatter",
)  # fmt: skip
DOCKET_COLUMNS = (
    "id", "date_created", "date_modified", "source", "appeal_from_str", "assigned_to_str",
    "referred_to_str", "panel_str", "date_last_index", "date_cert_granted", "date_cert_denied",
    "date_argued", "date_reargued", "date_reargument_denied", "date_filed", "date_terminated",
    "date_last_filing", "case_name_short", "case_name", "case_name_full", "slug", "docket_number",
    "docket_number_core", "pacer_case_id", "cause", "nature_of_suit", "jury_demand", "jurisdiction_type",
    "appellate_fee_status", "appellate_case_type_information", "mdl_status", "filepath_ia",
    "filepath_ia_json", "ia_upload_failure_count", "ia_needs_upload", "ia_date_first_change",
    "date_blocked", "blocked", "appeal_from_id", "assigned_to_id", "court_id", "idb_data_id",
    "originating_court_information_id", "referred_to_id", "federal_dn_case_type", "federal_dn_office_code",
    "federal_dn_judge_initials_assigned", "federal_dn_judge_initials_referred", "federal_defendant_number",
    "parent_docket_id", "docket_number_raw", "view_count", "has_docket_entries", "source_ia",
)  # fmt: skip
OPINION_COLUMNS = (
    "id", "date_created", "date_modified", "author_str", "per_curiam", "joined_by_str", "type", "sha1",
    "page_count", "download_url", "local_path", "plain_text", "html", "html_lawbox", "html_columbia",
    "html_anon_2020", "xml_harvard", "xml_scan", "html_with_citations", "extracted_by_ocr", "author_id",
    "cluster_id",
)  # fmt: skip
CITATION_MAP_COLUMNS = ("id", "depth", "cited_opinion_id", "citing_opinion_id")
UNMATCHED_COLUMNS = (
    "id", "volume", "reporter", "page", "type", "citing_opinion_id", "status", "citation_string",
    "court_id", "year",
)  # fmt: skip
PARENTHETICAL_COLUMNS = ("id", "text", "score", "described_opinion_id", "describing_opinion_id", "group_id")


def opinion_id(cluster_id: int, n: int = 0) -> int:
    """The id this dialect writes for a cluster's n-th opinion."""
    return 7_000_000 + 10 * cluster_id + n


COURT_COLUMNS = (
    "id", "pacer_court_id", "pacer_has_rss_feed", "pacer_rss_entry_types", "date_last_pacer_contact",
    "fjc_court_id", "date_modified", "in_use", "has_opinion_scraper", "has_oral_argument_scraper",
    "position", "citation_string", "short_name", "full_name", "url", "start_date", "end_date",
    "jurisdiction", "notes", "parent_court_id",
)  # fmt: skip

CITATION_TYPE = {"federal": 1, "state": 2, "regional": 3, "specialty": 4, "lexis": 6, "west": 7, "neutral": 8}


def quote(value: object) -> str:
    """One field: NULL unquoted and empty, everything else quoted with backslash escapes."""
    if value is None:
        return ""
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text}"'


def copy_csv(columns: Sequence[str], rows: Iterable[dict[str, object]]) -> Iterable[str]:
    yield ",".join(columns) + "\n"
    for row in rows:
        yield ",".join(quote(row.get(c)) for c in columns) + "\n"


@dataclass
class Case:
    cluster_id: int
    name: str
    date_filed: str
    court: str
    citations: list[tuple[int, str, str]]  # (volume, reporter, page)
    short: str | None = None
    docket_number: str | None = None
    citation_type: int = 1
    headmatter: str | None = None
    # the cluster's opinions: (type such as "010combined", text field such as "html_with_citations", value)
    opinions: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def docket_id(self) -> int:
        return 500000 + self.cluster_id


@dataclass
class Snapshot:
    cases: list[Case] = field(default_factory=list)
    courts: dict[str, str] = field(default_factory=dict)
    extra_citation_lines: list[str] = field(default_factory=list)  # raw lines, e.g. a malformed row
    # the citation map: (cited cluster, citing cluster, depth), each the clusters' first opinions
    cites: list[tuple[int, int, int]] = field(default_factory=list)
    # parentheticals: (text, described cluster, describing cluster)
    parentheticals: list[tuple[str, int, int]] = field(default_factory=list)
    # unmatched citations: (volume, reporter, page) that real opinions cite and no cluster holds
    unmatched: list[tuple[int, str, str]] = field(default_factory=list)
    orphan_dockets: int = 0

    def write(self, directory: Path, edition: str, *, compress: bool = True) -> dict[str, Path]:
        directory.mkdir(parents=True, exist_ok=True)
        citations = (
            {
                "id": 9_000_000 + i,
                "volume": vol,
                "reporter": rep,
                "page": page,
                "type": 7 if rep == "WL" else case.citation_type,
                "cluster_id": case.cluster_id,
                "date_created": "2024-01-01 00:00:00+00",
                "date_modified": "2024-01-01 00:00:00+00",
            }
            for i, (case, (vol, rep, page)) in enumerate(
                (c, cite) for c in self.cases for cite in c.citations
            )
        )
        clusters = (
            {
                "id": c.cluster_id,
                "date_created": "2024-01-01 00:00:00+00",
                "date_modified": "2024-01-01 00:00:00+00",
                "judges": "",
                "date_filed": c.date_filed,
                "date_filed_is_approximate": "f",
                "slug": c.name.lower().replace(" ", "-").replace(".", "")[:50],
                "case_name_short": c.short,
                "case_name": c.name,
                "case_name_full": c.name,
                "source": "C",
                "syllabus": 'First line of the syllabus.\nSecond line, with a "quoted" word.',
                "citation_count": 3,
                "precedential_status": "Published",
                "blocked": "f",
                "docket_id": c.docket_id,
                "headmatter": c.headmatter,
            }
            for c in self.cases
        )
        dockets = [
            {"id": c.docket_id, "court_id": c.court, "docket_number": c.docket_number, "case_name": c.name,
             "source": 0, "blocked": "f"}
            for c in self.cases
        ] + [
            {"id": 900000 + n, "court_id": "scotus", "docket_number": f"{n}-orphan", "case_name": "Orphan"}
            for n in range(self.orphan_dockets)
        ]  # fmt: skip
        courts = (
            {"id": cid, "full_name": name, "short_name": name, "citation_string": cid, "in_use": "t",
             "jurisdiction": "F"}
            for cid, name in self.courts.items()
        )  # fmt: skip
        opinions = [
            {"id": opinion_id(c.cluster_id, n), "date_created": "2024-01-01 00:00:00+00",
             "date_modified": "2024-01-01 00:00:00+00", "type": kind, "per_curiam": "f",
             "extracted_by_ocr": "f", "cluster_id": c.cluster_id, textfield: value}
            for c in self.cases
            for n, (kind, textfield, value) in enumerate(c.opinions)
        ]  # fmt: skip
        tables = {
            "citations": (CITATION_COLUMNS, citations),
            "opinion-clusters": (CLUSTER_COLUMNS, clusters),
            "dockets": (DOCKET_COLUMNS, dockets),
            "courts": (COURT_COLUMNS, courts),
        }
        if opinions:
            tables["opinions"] = (OPINION_COLUMNS, opinions)
        if self.cites:
            tables["citation-map"] = (
                CITATION_MAP_COLUMNS,
                [{"id": n + 1, "depth": depth, "cited_opinion_id": opinion_id(cited),
                  "citing_opinion_id": opinion_id(citing)}
                 for n, (cited, citing, depth) in enumerate(self.cites)],
            )  # fmt: skip
        if self.unmatched:
            tables["unmatched-citations"] = (
                UNMATCHED_COLUMNS,
                [{"id": n + 1, "volume": vol, "reporter": rep, "page": page, "type": 1,
                  "citing_opinion_id": 7_999_999, "status": 1, "citation_string": f"{vol} {rep} {page}",
                  "court_id": None, "year": None}
                 for n, (vol, rep, page) in enumerate(self.unmatched)],
            )  # fmt: skip
        if self.parentheticals:
            tables["parentheticals"] = (
                PARENTHETICAL_COLUMNS,
                [{"id": n + 1, "text": text, "score": 0.5, "described_opinion_id": opinion_id(described),
                  "describing_opinion_id": opinion_id(describing), "group_id": None}
                 for n, (text, described, describing) in enumerate(self.parentheticals)],
            )  # fmt: skip
        written = {}
        for kind, (columns, rows) in tables.items():
            lines = list(copy_csv(columns, rows))
            if kind == "citations":
                lines[1:1] = self.extra_citation_lines
            path = directory / (f"{kind}-{edition}.csv" + (".bz2" if compress else ""))
            data = "".join(lines).encode()
            path.write_bytes(bz2.compress(data) if compress else data)
            written[kind] = path
        return written


def filler(volume: int, reporter: str, court: str, year: int, start_id: int, count: int = 24) -> list[Case]:
    """Cases that populate a volume densely, as real volumes are, with names no test cites."""
    return [
        Case(
            cluster_id=start_id + n,
            name=f"Quillfeather{start_id + n} v. Marrowdale{start_id + n}",
            date_filed=f"{year}-03-{1 + n % 27:02d}",
            court=court,
            citations=[(volume, reporter, str(10 + 40 * n))],
        )
        for n in range(count)
    ]


def volumes(reporter: str, court: str, year: int, first_volume: int, count: int, start_id: int) -> list[Case]:
    """`count` further volumes of a reporter, each held densely to its end (`filler`'s 24 cases), so
    that where the reporter's volumes end can be measured (it takes ten volumes)."""
    return [
        c for n in range(count) for c in filler(first_volume + n, reporter, court, year, start_id + 100 * n)
    ]
