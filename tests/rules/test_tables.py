"""The curated reference tables: they load, every row has a source, and they agree with the
libraries they curate (reporters-db, courts-db, ds-caselaw-utils) where they say they do."""

from __future__ import annotations

import json
import re

import pytest
from courts_db import courts as courts_db_rows

from briefcheck.domain.errors import ConfigError
from briefcheck.reference import find_reporter, reporters_db_dates, resolve_court, uk_court
from briefcheck.reference import tables as t
from briefcheck.reference.reporters import expected_year, volumes_by

TOP_REPORTERS = (
    "U.S.", "S. Ct.", "L. Ed.", "L. Ed. 2d", "F.", "F.2d", "F.3d", "F.4th", "F. Supp.", "F. Supp. 2d",
    "F. Supp. 3d", "F.R.D.", "B.R.", "Fed. Cl.", "F. App'x", "A.", "A.2d", "A.3d", "N.E.", "N.E.2d", "N.E.3d",
    "N.W.", "N.W.2d", "P.", "P.2d", "P.3d", "S.E.", "S.E.2d", "So.", "So. 2d", "So. 3d", "S.W.", "S.W.2d",
    "S.W.3d", "Cal. Rptr.", "Cal. Rptr. 2d", "Cal. Rptr. 3d", "Cal. App. 4th", "Cal. App. 5th", "N.Y.S.2d",
    "N.Y.S.3d", "A.D.3d", "N.Y.3d", "Ill. Dec.", "I. & N. Dec.", "WL",
)  # fmt: skip


@pytest.mark.parametrize("name", list(t.TABLES))
def test_table_loads_and_every_row_has_a_source(name: str) -> None:
    rows = t.TABLES[name]()
    assert rows, name
    for row in rows:
        assert len(row.source) >= 3, (name, row)


def test_every_raw_row_names_its_source() -> None:
    for name in t.TABLES:
        raw = json.loads((t.DATA_DIR / name).read_text())
        assert all(r.get("source") for r in raw["rows"]), name


def test_the_forty_most_cited_reporters_are_curated() -> None:
    assert len(TOP_REPORTERS) >= 40
    for name in TOP_REPORTERS:
        rep = find_reporter(name)
        assert rep is not None and rep.curated is not None, name


def test_anchors_are_monotonic_and_inside_the_run() -> None:
    for row in t.reporters():
        vols = [v for v, _ in row.anchors]
        years = [y for _, y in row.anchors]
        assert vols == sorted(set(vols)), row.abbreviation
        assert years == sorted(years), row.abbreviation
        for y in years:
            assert row.start - 1 <= y <= (row.end or 2100) + 1, (row.abbreviation, y)
        if row.last_volume is not None and vols:
            assert row.last_volume >= vols[-1], row.abbreviation
        if row.end is None and row.kind not in ("database", "neutral") and row.anchors:
            assert volumes_by(row, 2026) is not None, row.abbreviation


def test_rows_that_claim_agreement_match_reporters_db() -> None:
    for row in t.reporters():
        if not row.reporters_db.startswith("agrees"):
            continue
        dates = reporters_db_dates(row.abbreviation)
        assert dates is not None, row.abbreviation
        start, end = dates
        assert start is None or start == row.start, (row.abbreviation, start, row.start)
        assert end is None or end == row.end, (row.abbreviation, end, row.end)


def test_known_reporters_db_errors_are_corrected() -> None:
    # reporters-db 3.2.67 dates F. Supp. 2d from 1988 and Cal. App. 5th from 1991.
    assert find_reporter("F. Supp. 2d").start == 1998
    assert find_reporter("Cal. App. 5th").start == 2016
    assert find_reporter("F.3d").end == 2021
    assert reporters_db_dates("F. Supp. 2d")[0] == 1988


def test_volume_year_interpolation() -> None:
    us = find_reporter("U.S.").curated
    assert round(expected_year(us, 347)) == 1954
    assert round(expected_year(us, 550)) == 2007
    f3d = find_reporter("F.3d").curated
    assert volumes_by(f3d, 2030) == 999


def test_courts_db_ids_exist() -> None:
    ids = {c["id"] for c in courts_db_rows}
    for row in t.federal_courts():
        if row.courts_db_id:
            assert row.courts_db_id in ids, row.key
    for text in ("S.D.N.Y.", "D. Wyo.", "N.D. Miss.", "C.D. Cal."):
        court = resolve_court(text)
        assert court is not None and court.courts_db_id in ids, text


def test_uk_table_covers_the_tna_registry() -> None:
    from ds_caselaw_utils import courts

    for court in courts.get_all():
        if not court.ncn_pattern:
            continue
        pattern = court.ncn_pattern.pattern
        code = re.search(r"\\\] \(([A-Za-z]+)\)", pattern).group(1)
        row = uk_court(code)
        assert row is not None, code
        division = re.search(r"\\\(\(([A-Za-z0-9]+)\)\\\)|\(([A-Z][a-z]+|T[123]|B)\) \(\\d", pattern)
        if division:
            name = division.group(1) or division.group(2)
            assert name in row.divisions, (code, name)


def test_bad_row_is_a_config_error(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    (tmp_path / "reporters.json").write_text(json.dumps({"rows": [{"abbreviation": "X."}]}))
    monkeypatch.setattr(t, "DATA_DIR", tmp_path)
    with pytest.raises(ConfigError, match=r"data/reporters.json row 'X.'"):
        t._rows("reporters.json", t.ReporterRow)
