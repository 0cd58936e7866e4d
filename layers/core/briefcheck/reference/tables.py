"""The curated tables under `briefcheck/data/`, loaded once and validated row by row.

Every row carries a `source`; a row without one, or with a field of the wrong shape, is a
ConfigError naming the file and the row, so a bad edit to the data fails loudly at load.
"""

from __future__ import annotations

import json
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from briefcheck.domain.errors import ConfigError
from briefcheck.text.names import tokens

Level = str  # one of LEVELS
LEVELS = (
    "scotus",
    "federal_appellate",
    "federal_district",
    "federal_bankruptcy",
    "federal_claims",
    "federal_trade",
    "federal_tax",
    "federal_veterans",
    "federal_military",
    "federal_agency",
    "state_supreme",
    "state_appellate",
    "state_trial",
)


class Row(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = Field(..., min_length=3)


class Publication(BaseModel):
    """Courts (by level, optionally by state) whose decisions a reporter prints, and when."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    levels: tuple[Level, ...]
    states: tuple[str, ...] | None = None
    from_: int | None = Field(None, alias="from")
    to: int | None = None

    def covers(self, level: str, state: str | None, year: int | None) -> bool:
        if level not in self.levels:
            return False
        if self.states is not None and state not in self.states:
            return False
        if year is not None and self.from_ is not None and year < self.from_:
            return False
        return not (year is not None and self.to is not None and year > self.to)


class ReporterRow(Row):
    abbreviation: str
    variants: tuple[str, ...] = ()
    name: str
    kind: str
    start: int
    end: int | None
    first_volume: int = 1
    last_volume: int | None = None
    anchors: tuple[tuple[int, int], ...]
    tolerance: float
    rate: float | None = Field(
        None, description="Volumes a year, to project an open series past its last anchor"
    )
    max_page: int
    publishes: tuple[Publication, ...]
    occasional: tuple[Publication, ...] = ()
    reporters_db: str

    @property
    def supreme_court_only(self) -> bool:
        """Whether the series prints the Supreme Court's decisions alone (U.S., S. Ct., L. Ed.)."""
        return all(p.levels == ("scotus",) for p in self.publishes)


class NeutralCourtRow(Row):
    """The court a public-domain citation's reporter names ("2018 ND 45": the Supreme Court of
    North Dakota), by its courts-db id."""

    reporter: str
    variants: tuple[str, ...] = ()
    court_id: str | None  # None: a form every court of the state uses ("2015-Ohio-1234")
    state: str | None = None  # that State (postal code), where the form is one State's alone
    since: int | None = None  # the first year the form numbers decisions, where a source says
    numbered_back: int | None = None  # the first year of earlier decisions numbered afterwards


class FederalCourtRow(Row):
    key: str
    names: tuple[str, ...]
    name: str
    level: Level
    start: int
    end: int | None
    courts_db_id: str | None


class StateCourtRow(Row):
    """A state or territorial court courts-db holds without the citation string briefs write."""

    names: tuple[str, ...]
    courts_db_id: str


class StateRow(Row):
    postal: str
    bluebook: str
    name: str
    admitted: int
    appellate_from: int | None
    appellate_until: int | None = None  # the year an intermediate court that is no more ended
    prosecutor: str
    ct_app_highest: bool = False
    ct_app_highest_until: int | None = None
    # The directions of every federal district the state has had, at any time ("N", "S", "E", "W",
    # "C", "M"); empty: one district only, "D. <state>"
    districts: tuple[str, ...] = ()


class Division(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    from_: int = Field(..., alias="from")
    to: int | None = None
    court_id: str | None = None  # Find Case Law's parameter, e.g. "ewhc/admin"
    # its years are exact (a name changed with the reign on a day): a year outside is impossible,
    # not a year's slack for a judgment straddling the change
    exact: bool = False


class UKCourtRow(Row):
    code: str
    name: str
    court_from: int
    ncn_from: int
    ncn_to: int | None
    retrospective: bool = False  # BAILII numbered judgments from before ncn_from in this form
    # court_from and ncn_to are exact (a statute's commencement, the court's own first or last
    # judgment): a neutral citation's year is its judgment's, so a year out of them is impossible
    exact: bool = False
    divisions: dict[str, Division]
    division_required: bool = False
    # One number sequence across the chambers: a citation that leaves out its chamber still names
    # one judgment (incomplete, not malformed).
    division_omittable: bool = False
    # BAILII numbers the court's judgments by the appeal's number, year and the judgment's day
    # ("[2017] UKEAT 0123_16_1005"): a number alone names none
    appeal_numbered: bool = False
    max_number: int
    court_id: str | None  # Find Case Law's parameter for a citation without a division


ReportStyle = Literal["general", "law_reports", "scottish"]


class LawReportRow(Row):
    abbreviation: str
    name: str
    style: ReportStyle = "general"
    start: int
    end: int | None
    also: tuple[tuple[int, int | None], ...] = ()
    numbered_volumes: bool = False  # volumes run on across years: "1 App Cas 123" needs no year
    single_volume: bool = False  # one volume, cited without a number: "(1647) Aleyn 26"
    # every year's reports in numbered volumes, so a citation names one: "[2019] 1 WLR 100" (the
    # Law Reports print a second volume only in some years, and "[2019] AC 100" is their form)
    cited_by_volume: bool = False
    max_volumes: int
    # more volumes a year from a year on: (year, volumes) ("[2016] 4 WLR 1": WLR's fourth volume)
    more_volumes_from: tuple[tuple[int, int], ...] = ()

    def volumes_in(self, year: int) -> int:
        """The most volumes the series prints in `year`."""
        return max([self.max_volumes, *(n for since, n in self.more_volumes_from if year >= since)])

    def in_print(self, year: int) -> bool:
        spans = ((self.start, self.end), *self.also)
        return any(lo <= year and (hi is None or year <= hi) for lo, hi in spans)

    def years(self) -> str:
        spans = ((self.start, self.end), *self.also)
        return ", ".join(f"{lo}-{hi or 'date'}" for lo, hi in spans)


class AnachronismRow(Row):
    term: str
    patterns: tuple[str, ...]
    first_year: int
    common_from: int
    # The legal system the subject belongs to (a UK Act's name can be a US state statute's too);
    # None: any.
    jurisdiction: str | None = None
    law: bool = False  # a statute, treaty or scheme (not a technology or an event)


class TreatyRow(Row):
    """A multilateral convention cited by article: its names in briefs and when it was concluded."""

    name: str
    aliases: tuple[str, ...]
    title: str
    concluded: date

    @property
    def year(self) -> int:
        return self.concluded.year


class RestatementRow(Row):
    """A Restatement of the Law by subject: each series published ("" for none) and its first year."""

    subject: str
    aliases: tuple[str, ...] = ()
    series: dict[Literal["", "First", "Second", "Third", "Fourth"], int]


M = TypeVar("M", bound=Row)
DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def _read(name: str) -> dict[str, Any]:
    try:
        return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot read reference table data/{name}: {exc}") from None


def _rows(name: str, model: type[M]) -> tuple[M, ...]:
    rows = _read(name).get("rows")
    if not isinstance(rows, list) or not rows:
        raise ConfigError(f"reference table data/{name} has no 'rows' list")
    out = []
    for i, raw in enumerate(rows):
        try:
            out.append(model.model_validate(raw))
        except ValidationError as exc:
            label = (
                raw.get("abbreviation")
                or raw.get("code")
                or raw.get("key")
                or raw.get("term")
                or raw.get("reporter")
                or i
            )
            raise ConfigError(f"data/{name} row {label!r}: {exc.errors()[0]['msg']}") from None
    return tuple(out)


@cache
def reporters() -> tuple[ReporterRow, ...]:
    return _rows("reporters.json", ReporterRow)


@cache
def federal_courts() -> tuple[FederalCourtRow, ...]:
    return _rows("courts_us.json", FederalCourtRow)


@cache
def state_courts() -> tuple[StateCourtRow, ...]:
    return _rows("courts_us_state.json", StateCourtRow)


@cache
def states() -> tuple[StateRow, ...]:
    return _rows("us_states.json", StateRow)


@cache
def state_names() -> frozenset[str]:
    """Each US State's name as `text.names.tokens` reads it ("south dakota")."""
    return frozenset(" ".join(tokens(row.name)) for row in states())


@cache
def given_names() -> frozenset[str]:
    """The 1990 US Census's given names, lower-cased (`data/given_names.json`, sourced there)."""
    return frozenset(_read("given_names.json")["names"])


@cache
def uk_courts() -> tuple[UKCourtRow, ...]:
    return _rows("courts_uk.json", UKCourtRow)


@cache
def law_reports() -> tuple[LawReportRow, ...]:
    return _rows("uk_law_reports.json", LawReportRow)


@cache
def treaties() -> tuple[TreatyRow, ...]:
    return _rows("treaties.json", TreatyRow)


@cache
def anachronisms() -> tuple[AnachronismRow, ...]:
    return _rows("anachronisms.json", AnachronismRow)


@cache
def neutral_courts() -> tuple[NeutralCourtRow, ...]:
    return _rows("neutral_courts.json", NeutralCourtRow)


@cache
def restatements() -> tuple[RestatementRow, ...]:
    return _rows("restatements.json", RestatementRow)


TABLES = {
    "reporters.json": reporters,
    "courts_us.json": federal_courts,
    "us_states.json": states,
    "courts_us_state.json": state_courts,
    "courts_uk.json": uk_courts,
    "uk_law_reports.json": law_reports,
    "anachronisms.json": anachronisms,
    "treaties.json": treaties,
    "neutral_courts.json": neutral_courts,
    "restatements.json": restatements,
}
