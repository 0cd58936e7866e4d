"""US reporter and court checks: each a pure function of the view, returning its findings.

An empty list means the check had nothing to look at (no reporter, no year ...), which is
different from an OK finding: only checks that ran can support a VALID verdict.
"""

from __future__ import annotations

import re

from briefcheck.domain.codes import CitationFlag, CitationType, Jurisdiction
from briefcheck.extract.attribution import holding_given_elsewhere
from briefcheck.panel.rules.findings import Check, Finding, Severity, graded, hard, ok, outside_run, soft
from briefcheck.panel.rules.view import Parallel, View
from briefcheck.reference import (
    PUBLIC_DOMAIN_FROM,
    parallel_series,
    state_by_postal,
    volume_years,
    volumes_by,
)
from briefcheck.reference.courts import (
    court_from_courts_db,
    numbered_division,
    public_domain_court,
    public_domain_numbered_back,
    public_domain_since,
    public_domain_state,
    texas_seat_problem,
)
from briefcheck.reference.overruled import decisions
from briefcheck.reference.reporters import VOLUME_YEAR_HARD_GAP, year_gap, years_said
from briefcheck.reference.tables import Publication, ReporterRow
from briefcheck.reference.uk import law_report_series
from briefcheck.text.names import distinctive

# How far beyond its expected year a volume may be cited before the mismatch is impossible
# rather than a typo (years beyond the row's own tolerance).
_ANY_COURT_KINDS = ("database", "neutral")
_DOCKET_YEAR = re.compile(
    r"(?:^|[\s:(-])(\d{2})-(?:[A-Za-z]{1,5}-)?\d{1,6}\b|^(?:[A-Za-z]{2,5}-)(\d{2})-\d{1,6}"
    # Louisiana's and Mississippi's, the year in full: "2019-KA-0123", "2015-CA-00123-COA"
    r"|^(?:19|20)(\d{2})-(?:[A-Z]{1,4}-)?\d{3,6}\b"
)


def _us_case(view: View) -> bool:
    return view.jurisdiction is Jurisdiction.US and view.type is CitationType.CASE


def check_reporter_known(view: View) -> list[Finding]:
    if not _us_case(view) or not view.reporter_text:
        if CitationFlag.UNKNOWN_REPORTER in view.flags and view.jurisdiction is Jurisdiction.UK:
            # England's nominate reports run to hundreds of series; one our table lacks is a doubt
            return [soft(Check.REPORTER_KNOWN, "a law report series not in our table of UK series")]
        if CitationFlag.UNKNOWN_REPORTER in view.flags:
            return [
                hard(Check.REPORTER_KNOWN, "Tier 1 found a citation-shaped string with an unknown reporter")
            ]
        return []
    rep = view.reporter
    if rep is None:
        return [
            hard(
                Check.REPORTER_KNOWN,
                f"reporter '{view.reporter_text}' is not a known reporter series "
                "(neither in reporters-db nor in the curated table)",
            )
        ]
    if rep.cite_type in _ANY_COURT_KINDS:
        return [
            ok(
                Check.REPORTER_KNOWN,
                f"{rep.abbreviation} is a known database or public-domain citation form ({rep.name})",
            )
        ]
    return [ok(Check.REPORTER_KNOWN, f"{rep.abbreviation} is a known reporter ({rep.name}, {rep.span()})")]


# A volume written with the nominative reporter it renumbers: "60 Mass. (6 Cush.) 292".
_NOMINATIVE = re.compile(r"\(\s*\d{1,3}\s+[A-Z][A-Za-z.&'’ ]{0,24}\)\s*\d")


def check_reporter_timing(view: View) -> list[Finding]:
    rep = view.reporter
    year = view.inferred_year
    if not _us_case(view) or rep is None or year is None or view.is_database:
        return []
    nominative = _NOMINATIVE.search(view.citation.text)
    if rep.start is not None and year < rep.start and nominative:
        # an official series that took in the nominative reports before it (Massachusetts from
        # Tyng, the U.S. Reports from Dallas): the series' own first year does not bound it
        return [
            ok(
                Check.REPORTER_TIMING,
                f"{rep.abbreviation} is written with the nominative reporter it renumbers "
                f"{nominative.group(0)[:-1].strip()}, which reports {year}",
            )
        ]
    if rep.start is not None and year < rep.start:
        gap = rep.start - year
        years = f"{gap} year{'s' * (gap > 1)}"
        text = f"{rep.abbreviation} began in {rep.start}; cited year {year} is {years} earlier"
    elif rep.end is not None and year > rep.end:
        gap = year - rep.end
        years = f"{gap} year{'s' * (gap > 1)}"
        text = f"{rep.abbreviation} ended in {rep.end}; cited year {year} is {years} later"
    else:
        how = "cited year" if view.year is not None else "no year cited; the volume implies"
        return [ok(Check.REPORTER_TIMING, f"{how} {year} is within {rep.abbreviation}'s run ({rep.span()})")]
    # reporters-db's own dates are not reliable enough to call anything impossible.
    if rep.curated is None:
        return [soft(Check.REPORTER_TIMING, text + " (by reporters-db's dates)")]
    # A series' first volumes hold some decisions of the year before it began (and its last
    # ones some of the year after): fine when the volume itself fits the year.
    row = rep.curated
    if gap == 1 and view.volume is not None and row.anchors and not view.is_database:
        held = volume_years(row, view.volume)
        if held is not None and year_gap(year, held, row.tolerance) <= 0:
            edge = "first" if year < (rep.start or year) else "last"
            return [
                ok(
                    Check.REPORTER_TIMING,
                    f"{text}, but volume {view.volume} is among its {edge} volumes, "
                    "which hold such decisions",
                )
            ]
    return [graded(Check.REPORTER_TIMING, gap, 1, text)]


def check_volume(view: View) -> list[Finding]:
    rep = view.reporter
    row = rep.curated if rep else None
    neutral = rep is not None and (
        rep.cite_type == "neutral" or (view.is_database and rep.cite_type != "database")
    )
    if rep is not None and neutral and view.volume and view.volume >= 1900 and view.year:
        # Public-domain citations ("2013 IL App (1st) 111279-U") lead with the decision year.
        text = f"public-domain citation year {view.volume} against decision year {view.year}"
        return [ok(Check.VOLUME, text)] if view.volume == view.year else [soft(Check.VOLUME, text)]
    ended = (
        rep is not None
        and rep.end is not None
        and rep.cite_type in ("state", "federal", "regional", "specialty")
    )
    if (
        _us_case(view)
        and ended
        and view.volume
        and view.volume >= PUBLIC_DOMAIN_FROM
        and not view.is_database
    ):
        # "2019 NY 12" read as volume 2019 of the New York Reports: no print series numbered its
        # volumes so far, and this one ended long before
        assert rep is not None
        return [
            hard(
                Check.VOLUME,
                f"{rep.abbreviation} ended in {rep.end}; no volume {view.volume} exists (no print reporter's "
                f"volumes reach {PUBLIC_DOMAIN_FROM})",
            )
        ]
    if not _us_case(view) or row is None or view.volume is None or view.is_database or not row.anchors:
        return []
    name = row.abbreviation
    if view.volume < row.first_volume:
        return [
            hard(
                Check.VOLUME,
                f"{name} volumes start at {row.first_volume}; volume {view.volume} does not exist",
            )
        ]
    limit = volumes_by(row, view.today.year + 1)
    if limit is not None and view.volume > limit:
        if row.last_volume is not None:
            text = f"{name} ended with volume {row.last_volume}; volume {view.volume} does not exist"
        else:
            so_far = volumes_by(row, view.today.year)
            text = f"{name} has only about {so_far} volumes so far; volume {view.volume} is not yet published"
        parallel = _parallel_with_volume(view, row)
        if parallel is not None:
            # Taking the volume from the case's parallel citation is a known slip (courts make it
            # too): the citation is wrong as written, but that is no sign the case is invented.
            return [
                soft(
                    Check.VOLUME,
                    f"{text}; it is a volume of {parallel.abbreviation}, which prints the same courts' "
                    "decisions: likely the parallel citation's volume under the wrong reporter",
                )
            ]
        return [hard(Check.VOLUME, text)]
    years = volume_years(row, view.volume)
    if years is None:
        return []
    if view.year is None:
        return [ok(Check.VOLUME, f"volume {view.volume} of {name} exists (about {years_said(years)})")]
    gap = year_gap(view.year, years, row.tolerance)
    text = (
        f"volume {view.volume} of {name} holds decisions of about {years_said(years)}; cited year {view.year}"
    )
    first, last = round(years[0]), round(years[1])
    off = first - view.year if view.year < first else view.year - last
    text += f" is {off} year{'s' * (off != 1)} off" if gap > 0 else " fits"
    found = graded(Check.VOLUME, gap, VOLUME_YEAR_HARD_GAP, text)
    vouching = _parallel_fitting_year(view) if found.severity is Severity.HARD else None
    if vouching is not None:
        # the volume-year anchors are approximate: a parallel volume of the cited year makes the
        # first one's mismatch a doubt to look up, not an impossibility
        return [soft(Check.VOLUME, f"{text}, but its parallel citation {vouching} fits {view.year}")]
    return [found]


def _parallel_fitting_year(view: View) -> str | None:
    """The first parallel citation whose volume, by its own series' anchors, fits the cited year."""
    for p in view.parallels:
        curated = p.reporter.curated if p.reporter is not None else None
        if curated is None or not curated.anchors or view.year is None:
            continue
        years = volume_years(curated, p.volume)
        if years is not None and year_gap(view.year, years, curated.tolerance) <= 0:
            return p.text
    return None


def check_volume_decisive(view: View) -> list[Finding]:
    """`check_volume`'s impossibilities that no slip explains: a year read as a volume of a print
    series ("2019 NY 12"), or a volume more than twice past any its series has printed ("999 Cal.
    App. 4th", which ended at 247). One a little past the end is for the panel to weigh."""
    found = [f for f in check_volume(view) if f.severity is Severity.HARD]
    rep = view.reporter
    row = rep.curated if rep else None
    if not found or view.volume is None:
        return []
    limit = volumes_by(row, view.today.year + 1) if row is not None and row.anchors else None
    far = view.volume >= PUBLIC_DOMAIN_FROM or (limit is not None and view.volume > 2 * limit)
    return found if far else []


def _parallel_with_volume(view: View, row: ReporterRow) -> ReporterRow | None:
    """A parallel series in which the cited volume exists (and fits the cited year, if any)."""
    volume = view.volume
    if volume is None:
        return None
    for other in parallel_series(row):
        limit = volumes_by(other, view.today.year + 1)
        if not other.anchors or limit is None or not other.first_volume <= volume <= limit:
            continue
        if view.year is None:
            return other
        years = volume_years(other, volume)
        if years is not None and year_gap(view.year, years, other.tolerance) <= 0:
            return other
    return None


def _page_row(view: View) -> ReporterRow | None:
    """The curated series of a US case citation whose first page is a page of a printed volume."""
    row = view.reporter.curated if view.reporter else None
    if not _us_case(view) or row is None or view.page is None or view.is_database:
        return None
    return row


# More decisions than any state's court numbers in a year ("2017 ND 9999"): North Carolina's Court of
# Appeals, among the busiest so numbered, issues under a thousand. Ohio numbers every court's
# decisions in one series, and Illinois's number is a docket's, so neither is read.
PUBLIC_DOMAIN_NUMBERS = 2000
_NUMBERED_OTHERWISE = ("ohio", "il")


def _public_domain_number(view: View) -> list[Finding]:
    rep, number = view.reporter_text, view.page
    if rep is None or number is None or public_domain_since(rep) is None:
        return []
    if rep.lower().replace(".", "").split()[0] in _NUMBERED_OTHERWISE or number < PUBLIC_DOMAIN_NUMBERS:
        return []
    return [
        soft(
            Check.PAGE,
            f"decision number {number} of {rep} is more than any state's court numbers in a year "
            f"(under {PUBLIC_DOMAIN_NUMBERS:,})",
        )
    ]


def check_page(view: View) -> list[Finding]:
    if view.is_database and _us_case(view):
        return _public_domain_number(view)
    row = _page_row(view)
    if row is None or view.page is None:
        return []
    if view.page == 0:
        return [hard(Check.PAGE, "page 0 does not exist")]
    text = (
        f"page {view.page} against an ordinary {row.abbreviation} volume of up to about {row.max_page} pages"
    )
    return [graded(Check.PAGE, view.page - row.max_page, row.max_page, text)]


# This many times a reporter's ordinary volume, a first page is impossible whatever the seats vote:
# max_page is about the longest volume's size (1,500 pages of U.S. Reports, 1,600 of F.3d), so a page
# four times past it is none a volume ever had ("650 F.3d 9400"); nearer, the seats weigh it.
PAGE_DECISIVE_FACTOR = 4


def check_page_decisive(view: View) -> list[Finding]:
    """A first page several times past any volume of its reporter ("890 F.3d 99999", "650 F.3d
    9400"): impossible, and decisive. Nearer pages are the seats' to weigh."""
    row = _page_row(view)
    if row is None or view.page is None or view.page <= row.max_page * PAGE_DECISIVE_FACTOR:
        return []
    return [
        hard(
            Check.PAGE,
            f"page {view.page} is more than {PAGE_DECISIVE_FACTOR} times an ordinary {row.abbreviation} "
            f"volume of up to about {row.max_page} pages",
        )
    ]


def check_zero_numbers(view: View) -> list[Finding]:
    """A volume or first page written as 0 ("0 F.3d 500", "12 F.3d 0"): reporters number both from
    1, so the citation is impossible as written, and decisive."""
    if not _us_case(view) or view.reporter is None or view.is_database:
        return []
    written = (("volume", view.components.volume), ("page", view.components.page))
    return [
        hard(
            Check.VOLUME if part == "volume" else Check.PAGE,
            f"{part} 0 does not exist: {part}s are numbered from 1",
        )
        for part, number in written
        if number and number.isdigit() and int(number) == 0
    ]


def check_pin(view: View) -> list[Finding]:
    if view.page is None or view.pin is None or view.is_database:
        return []
    if view.pin < view.page:
        return [soft(Check.PIN, f"pin cite {view.pin} comes before the first page {view.page}")]
    if view.pin - view.page > 150:
        return [
            soft(
                Check.PIN,
                f"pin cite {view.pin} is {view.pin - view.page} pages after the first page {view.page}",
            )
        ]
    return [ok(Check.PIN, f"pin cite {view.pin} falls within the opinion starting at {view.page}")]


def check_round_page(view: View) -> list[Finding]:
    """The seed's 'suspiciously convenient page numbers': round first pages, page == volume."""
    if view.page is None or view.is_database or view.volume is None:
        return []
    if view.page == view.volume:
        return [soft(Check.ROUND_PAGE, f"first page {view.page} repeats the volume number")]
    if view.page == 1 or (
        view.page >= 100 and view.page % 100 == 0 and str(view.page).strip("0") in ("1", "5")
    ):
        return [soft(Check.ROUND_PAGE, f"first page {view.page} is a suspiciously round number")]
    return []


def check_court_known(view: View) -> list[Finding]:
    if not _us_case(view):
        return []
    if view.court_text and view.court is None:
        return [
            soft(Check.COURT_KNOWN, f"court '{view.court_text}' is not a court abbreviation we recognise")
        ]
    if CitationFlag.UNKNOWN_COURT in view.flags:
        return [soft(Check.COURT_KNOWN, "Tier 1 could not match the court to a known court")]
    if view.court is not None:
        return [ok(Check.COURT_KNOWN, f"{view.court.name} is a known court")]
    return []


def _state_of(view: View) -> str | None:
    """The court's state, or the reporter's only state when the parenthetical omits it."""
    if view.court is not None and view.court.state:
        return view.court.state
    states = view.reporter.states if view.reporter else frozenset()
    return next(iter(states)) if len(states) == 1 else None


def _covered(pubs: tuple[Publication, ...], level: str, state: str | None, year: int | None) -> bool:
    return any(p.covers(level, state, year) for p in pubs)


def check_court_reporter(view: View) -> list[Finding]:
    row = view.reporter.curated if view.reporter else None
    found = _court_fit(view, row) or _numbered_by_another_court(view)
    return [found] if found is not None else []


def _numbered_by_another_court(view: View) -> Finding | None:
    """A public-domain number names its court ("2019 WI 5": the Supreme Court of Wisconsin's), and
    the parenthetical another: another State's court or a federal one is impossible ("2019 WI 5
    (Minn. 2019)", "(7th Cir. 2019)"), another court of the same State is for a person to read
    ("2019 WI 5 (Wis. Ct. App. 2019)")."""
    cited = view.court
    if cited is None or not view.is_database or view.reporter is None:
        return None
    numbered = public_domain_court(view.reporter_text)
    cited_id = cited.courts_db_id or view.components.court_id
    if numbered is None:  # a form every court of one State numbers under ("2019-Ohio-1234")
        state = public_domain_state(view.reporter_text)
        if state is None or (cited.level.startswith("state") and cited.state in (None, state)):
            return None
        said = f"{view.reporter_text} numbers decisions of {state} courts, not of {cited.name}"
        return hard(Check.COURT_REPORTER, said)
    own = court_from_courts_db(numbered)
    if cited_id in (None, numbered) or own is None or own.state is None:
        return None
    said = f"{view.reporter_text} numbers decisions of {own.name}, not of {cited.name}"
    if not cited.level.startswith("state") or (cited.state is not None and cited.state != own.state):
        return hard(Check.COURT_REPORTER, said)  # a federal court's, or another State's
    return soft(Check.COURT_REPORTER, said) if cited.state == own.state else None


def _court_fit(view: View, row: ReporterRow | None) -> Finding | None:
    """Whether the series `row` prints decisions of the citation's court: hard when it prints none
    of its kind at all (a federal court's decision in a state's reporter, the Supreme Court's
    outside its own), soft when only not ordinarily; None when there is nothing to weigh."""
    court = view.court
    if not _us_case(view) or row is None or court is None or row.kind in _ANY_COURT_KINDS:
        return None
    state = _state_of(view)
    year = view.inferred_year
    if court.state is None and court.level.startswith("state") and state is None:
        return None
    if _covered(row.publishes, court.level, state, year):
        return ok(Check.COURT_REPORTER, f"{row.abbreviation} prints decisions of {court.name}")
    text = f"{row.abbreviation} does not ordinarily print decisions of {court.name}"
    if _covered(row.occasional, court.level, state, year):
        return soft(
            Check.COURT_REPORTER, text + " (it does occasionally; secondary sources also mix these up)"
        )
    federal_court = not court.level.startswith("state")
    federal_reporter = any(not lvl.startswith("state") for p in row.publishes for lvl in p.levels)
    reporter_states = {s for p in row.publishes for s in (p.states or ())}
    wrong_state = (
        not federal_court and state is not None and bool(reporter_states) and state not in reporter_states
    )
    impossible = (
        federal_court != federal_reporter
        or row.supreme_court_only != (court.level == "scotus")
        or wrong_state
    )
    if wrong_state:
        st = state_by_postal(state)  # type: ignore[arg-type]
        text = f"{row.abbreviation} does not print decisions of {st.name if st else state} courts"
    return hard(Check.COURT_REPORTER, text) if impossible else soft(Check.COURT_REPORTER, text)


def check_en_banc(view: View) -> list[Finding]:
    """'(en banc)' on a reporter of the Supreme Court's alone: that Court always sits as one and
    is never said to sit en banc (a court of appeals or a state's high court is)."""
    row = view.reporter.curated if view.reporter else None
    if "en banc" not in view.described_as or row is None or not _us_case(view):
        return []
    if row.supreme_court_only:
        return [
            soft(
                Check.DESCRIBED,
                f"the brief calls a decision in {row.abbreviation} en banc, but the Supreme Court always "
                "sits as one Court: a wrong description, or a court of appeals' decision cited to the "
                "wrong reporter",
            )
        ]
    return []


def check_holding_given_to_another_court(view: View) -> list[Finding]:
    """The brief gives the holding to the Supreme Court ("The Supreme Court has held that ...") or
    to a circuit by name, and cites only another court's decision (`holding_given_elsewhere`)."""
    court = view.court
    court_id = (court.courts_db_id if court is not None else None) or view.components.court_id
    if court is None or court_id is None or not _us_case(view):
        return []
    given = holding_given_elsewhere(view.claim_text, view.citation.text, court_id)
    if given is None:
        return []
    said = f"the brief says {given} held this, but cites a decision of {court.name}, with no parenthetical "
    return [soft(Check.DESCRIBED, said + "saying whose words it gives")]


# A numbered federal circuit as written alone: "(9th Cir. 2002)". There are eleven; the others are
# the D.C. and Federal Circuits, written by name.
_NUMBERED_CIRCUIT = re.compile(r"(\d+)(?:st|nd|rd|th|d)\s+Cir\.?(?:\s+Unit\s+[AB])?")
NUMBERED_CIRCUITS = 11


def check_known_decision(view: View) -> list[Finding]:
    """A U.S. Reports slot the Constitution Annotated's table names (about 500 decisions, overruled
    and overruling), cited under a name with none of the distinctive words of the decision there:
    the citation names another case than the one at its slot."""
    comps = view.components
    if not _us_case(view) or view.citation.is_short_form or view.reporter_text != "U.S.":
        return []
    held = decisions().get(f"{comps.volume} U.S. {comps.page}")
    cited = " v. ".join(p for p in (comps.party_1, comps.party_2) if p)
    words = set(distinctive(cited))
    if not held or not words:
        return []
    if any(words & set(distinctive(name)) for name, _ in held):
        return [ok(Check.KNOWN_DECISION, f"{held[0][0]} is at {comps.volume} U.S. {comps.page}, as cited")]
    name, year = held[0]
    return [
        hard(
            Check.KNOWN_DECISION,
            f"{comps.volume} U.S. {comps.page} is {name}"
            + (f" ({year})" if year else "")
            + " in the Constitution Annotated's table of Supreme Court decisions; the citation names "
            + cited,
        )
    ]


def check_court_exists(view: View) -> list[Finding]:
    court = view.court
    year = view.inferred_year
    if not _us_case(view):
        return []
    circuit = _NUMBERED_CIRCUIT.fullmatch(view.court_text or "")
    if circuit and not 1 <= int(circuit.group(1)) <= NUMBERED_CIRCUITS:
        return [
            hard(
                Check.COURT_EXISTS,
                f"there is no {view.court_text}: the federal courts of appeals are the First to "
                "Eleventh, the D.C. and the Federal Circuits",
            )
        ]
    division = numbered_division(view.court_text or "")
    if division is not None and not 1 <= division.number <= division.count:
        return [
            hard(
                Check.COURT_EXISTS,
                f"there is no {division.written}: the state has {division.count} {division.of}",
            )
        ]
    seat = texas_seat_problem(view.court_text or "", year)
    if seat is not None:
        return [hard(Check.COURT_EXISTS, f"there is no {view.court_text}: {seat}")]
    if division is not None and division.start and year is not None and year < division.start:
        return [
            hard(
                Check.COURT_EXISTS,
                f"{division.written} was created in {division.start}: it decided nothing in {year}",
            )
        ]
    if court is None:
        return []
    if not court.exists:
        return [hard(Check.COURT_EXISTS, f"{court.name} does not exist")]
    if year is None:
        return []
    # a court the reporter implies, in a year before it sat that the reporter prints: the first
    # volumes of the U.S. Reports print Pennsylvania's courts from 1754, not the Supreme Court's
    reporter = view.reporter
    if not view.court_text and court.start and year < court.start and reporter and reporter.in_print(year):
        return [
            ok(
                Check.COURT_EXISTS,
                f"{reporter.abbreviation} prints decisions of {year}, before {court.name} sat "
                f"({court.start}): of other courts, which the citation does not name",
            )
        ]
    state = state_by_postal(court.state) if court.state else None
    if (
        state is not None
        and court.start is not None
        and state.ct_app_highest_until == state.appellate_from == court.start
        and court.level == "state_appellate"
        and year < court.start
    ):
        # the intermediate court took the name of the Court of Appeals when the highest court gave it
        # up (Kentucky, 1976): "Ky. App." of an earlier year is the old Court of Appeals
        return [
            ok(
                Check.COURT_EXISTS,
                f"{court.name} began in {court.start}; in {year} the {state.name} Court of Appeals "
                "was the highest court, which the citation names",
            )
        ]
    cited = f"cited year {year}"
    found = outside_run(Check.COURT_EXISTS, court.name, cited, year, court.start, court.end)
    if found is not None:
        return [found]
    since = f" (since {court.start})" if court.start else ""
    return [ok(Check.COURT_EXISTS, f"{court.name} existed in {year}{since}")]


# Westlaw's document numbers ran to seven digits a year until late 2022, when they passed ten
# million (e.g. "2022 WL 17669119 (D. Del. Dec. 14, 2022)"); none has nine.
WL_SEVEN_DIGITS = 9_999_999
WL_EIGHT_DIGITS_FROM = 2022
WL_NUMBER_MAX = 99_999_999


def check_wl_format(view: View) -> list[Finding]:
    if view.wl_text is None:
        return []
    if view.wl_year is None or view.wl_number is None or not view.wl_year >= 1000 or view.wl_number == 0:
        return [hard(Check.WL_FORMAT, f"'{view.wl_text}' is not a Westlaw citation (year WL number)")]
    if view.wl_number > WL_NUMBER_MAX:
        return [
            hard(
                Check.WL_FORMAT,
                f"Westlaw document numbers have at most eight digits; {view.wl_number} has more",
            )
        ]
    if view.wl_number > WL_SEVEN_DIGITS and view.wl_year < WL_EIGHT_DIGITS_FROM:
        return [
            soft(
                Check.WL_FORMAT,
                f"Westlaw document numbers reached eight digits in {WL_EIGHT_DIGITS_FROM}; "
                f"{view.wl_number} is a {view.wl_year} number",
            )
        ]
    return [ok(Check.WL_FORMAT, f"'{view.wl_text}' has the Westlaw form (year, WL, document number)")]


# Lexis numbers each series' documents afresh every year: U.S. Dist. LEXIS, the largest, runs to
# about a quarter of a million a year, so no series reaches seven digits.
LEXIS_NUMBER_MAX = 999_999


def check_lexis_format(view: View) -> list[Finding]:
    """A Lexis citation's document number: 0, or seven digits or more, is no Lexis number."""
    reporter = view.reporter
    if reporter is None or "LEXIS" not in reporter.abbreviation.upper() or view.page is None:
        return []
    if view.page == 0 or view.page > LEXIS_NUMBER_MAX:
        return [
            hard(
                Check.LEXIS_FORMAT,
                f"Lexis document numbers run afresh each year to at most six digits; {view.page} is no "
                f"{reporter.abbreviation} number",
            )
        ]
    return [ok(Check.LEXIS_FORMAT, f"{view.page} has the length of a {reporter.abbreviation} number")]


def check_wl_year(view: View) -> list[Finding]:
    if view.wl_year is None or view.year is None:
        return []
    if view.wl_year == view.year:
        return [ok(Check.WL_YEAR, f"Westlaw year {view.wl_year} equals the decision year")]
    if view.wl_year < view.year:
        return [
            hard(Check.WL_YEAR, f"Westlaw year {view.wl_year} is before the {view.year} decision it reports")
        ]
    return [soft(Check.WL_YEAR, f"Westlaw year {view.wl_year} is after the decision year {view.year}")]


# An Illinois appellate public-domain number opens with its docket's year ("191234-U": 2019)
_IL_DOCKET_YEAR = re.compile(r"(\d{2})\d{4}(?:-U)?$")


def check_public_domain_timing(view: View) -> list[Finding]:
    """A public-domain number dated before its state numbered decisions so ("1995-Ohio-1234": Ohio
    from 2002), or before its own docket was filed ("2005 IL App (1st) 191234-U"). A state's first
    year is its rule's or reporters-db's, the year of the first decision numbered: a number of the
    year before is none ("2011 CO 12": Colorado numbers opinions from January 1, 2012)."""
    rep, year = view.reporter_text, view.year
    if not view.is_database or rep is None or year is None:
        return []
    found: list[Finding] = []
    docket = _IL_DOCKET_YEAR.match(view.citation.components.page or "") if rep.startswith("IL App") else None
    if docket is not None and 2000 + int(docket[1]) > year:
        found.append(
            hard(
                Check.PUBLIC_DOMAIN_TIMING,
                f"the number {view.citation.components.page} is of a {2000 + int(docket[1])} appeal, "
                f"after the cited year {year}",
            )
        )
    since = public_domain_since(rep)
    back = public_domain_numbered_back(rep)
    if since is not None and year < since and back is not None and year >= back:
        # a State that numbered its earlier decisions afterwards: "1962 OK 267" is Oklahoma's own
        said = (
            f"{rep} numbers decisions from {since}, and earlier ones from {back} afterwards; {year} is within"
        )
        return [*found, ok(Check.PUBLIC_DOMAIN_TIMING, said)]
    floor = back if back is not None else since
    if floor is not None and year < floor:
        gap = floor - year
        years = f"{gap} year{'s' * (gap > 1)}"
        text = f"{rep} numbers decisions from {floor}; the cited year {year} is {years} earlier"
        found.append(hard(Check.PUBLIC_DOMAIN_TIMING, text))
    if found or since is None:
        return found
    return [ok(Check.PUBLIC_DOMAIN_TIMING, f"{rep} numbers decisions from {since}; {year} is within")]


def check_docket(view: View) -> list[Finding]:
    docket = view.components.docket_number
    year = view.year or view.wl_year
    docketed = view.reporter.docket_year(view.components.volume) if view.reporter is not None else None
    if docketed is not None and year:
        # Louisiana's appellate form names its docket where a volume stands: "2019-0123 (La. App. 1
        # Cir. 5/1/17)" was docketed two years after its decision
        docket = f"{view.components.volume}-{view.components.page}"
        when = "after" if docketed > year else "before"
        said = f"docket {docket} was opened in {docketed}, {when} the {year} decision"
        return [hard(Check.DOCKET, said) if docketed > year else ok(Check.DOCKET, said)]
    if not docket or year is None:
        return []
    m = _DOCKET_YEAR.search(docket)
    if not m:
        return []
    yy = int(m.group(1) or m.group(2) or m.group(3))
    filed = [c for c in (1900 + yy, 2000 + yy) if year - 30 <= c <= year]
    if filed:
        return [ok(Check.DOCKET, f"docket {docket} was opened in {filed[-1]}, before the {year} decision")]
    if year < 2000 + yy <= view.today.year + 1:
        return [hard(Check.DOCKET, f"docket {docket} was opened in {2000 + yy}, after the {year} decision")]
    return [soft(Check.DOCKET, f"docket {docket} does not fit a {year} decision")]


def _uk_parallel(p: Parallel, year: int | None) -> Finding:
    """A parallel no US reporter names: a UK report series ("156 ER 145" beside a nominate report)
    is checked for being in print in the cited year; anything else is an unknown reporter."""
    row = law_report_series(p.reporter_text)
    if row is None:
        return soft(Check.PARALLEL, f"parallel cite '{p.text}' names an unknown reporter")
    if year is None or row.in_print(year):
        return ok(Check.PARALLEL, f"parallel cite {p.text} is in {row.name}")
    return soft(
        Check.PARALLEL,
        f"parallel cite {p.text}: {row.abbreviation} was not in print in {year} ({row.years()})",
    )


def check_parallel_series(view: View) -> list[Finding]:
    """Each parallel's series against the citation: in print in the cited year (a year either
    side, where a series' first and last volumes reach), and, for a regional reporter, printing
    the state's decisions at all. What it rules out is impossible, whatever the volume."""
    year = view.year
    court = view.court
    state = _state_of(view) if court is None or court.level.startswith("state") else None
    findings = []
    checked = 0
    own = view.reporter.curated if view.reporter else None
    own_fit = _court_fit(view, own)
    primary_fits = own_fit is not None and own_fit.severity is Severity.OK
    # the citation's own reporter a state's alone: not the District of Columbia's, whose "U.S. App.
    # D.C." prints the federal D.C. Circuit's decisions
    state_only = state != "DC" and (
        _state_only(own)
        if own is not None
        else view.reporter is not None and view.reporter.cite_type == "state"
    )
    for p in view.parallels:
        row = p.reporter.curated if p.reporter is not None else None
        if row is None:
            continue
        checked += 1
        if year is not None and row.start is not None and year < row.start - 1:
            text = f"{row.abbreviation} began in {row.start}; cited year {year} is earlier"
            findings.append(hard(Check.PARALLEL_SERIES, f"parallel cite {p.text}: {text}"))
        elif year is not None and row.end is not None and year > row.end + 1:
            text = f"{row.abbreviation} ended in {row.end}; cited year {year} is later"
            findings.append(hard(Check.PARALLEL_SERIES, f"parallel cite {p.text}: {text}"))
        states = {s for pub in (*row.publishes, *row.occasional) for s in (pub.states or ())}
        # the court read against the parallel only where the citation's own reporter prints it: "Sup.
        # Ct." beside "Misc. 3d" is New York's, though read as the Supreme Court's
        fit = _court_fit(view, row) if primary_fits else None
        if row.kind == "regional" and state is not None and states and state not in states:
            st = state_by_postal(state)
            text = f"{row.abbreviation} does not print decisions of {st.name if st else state} courts"
            findings.append(hard(Check.PARALLEL_SERIES, f"parallel cite {p.text}: {text}"))
        elif fit is not None and fit.severity is Severity.HARD:  # no decision of the court's kind at all
            findings.append(hard(Check.PARALLEL_SERIES, f"parallel cite {p.text}: {fit.explanation}"))
        elif (
            court is None and state is not None and _federal_only(row) and state_only
        ):  # "456 Mich. 77, 98 F.3d 1"
            text = f"{row.abbreviation} prints no state court's decisions"
            findings.append(hard(Check.PARALLEL_SERIES, f"parallel cite {p.text}: {text}"))
    if findings or not checked:
        return findings
    return [ok(Check.PARALLEL_SERIES, "each parallel's series fits the citation's year and court")]


def _state_levels(row: ReporterRow) -> list[bool] | None:
    """For each court level a series prints, ordinarily or now and then, whether it is a state's;
    None for a series of any court (a database) or of none."""
    levels = [lvl.startswith("state") for p in (*row.publishes, *row.occasional) for lvl in p.levels]
    return levels if levels and row.kind not in _ANY_COURT_KINDS else None


def _state_only(row: ReporterRow) -> bool:
    """A series printing state courts' decisions alone."""
    levels = _state_levels(row)
    return levels is not None and all(levels)


def _federal_only(row: ReporterRow) -> bool:
    """A series printing federal courts' decisions alone, ordinarily or now and then."""
    levels = _state_levels(row)
    return levels is not None and not any(levels)


def check_parallels(view: View) -> list[Finding]:
    year = view.inferred_year
    findings = []
    for p in view.parallels:
        if p.reporter is None:
            findings.append(_uk_parallel(p, year))
            continue
        row = p.reporter.curated
        years = volume_years(row, p.volume) if row and row.anchors else None
        if years is None or year is None:
            continue
        gap = year_gap(year, years, row.tolerance)  # type: ignore[union-attr]
        text = f"parallel cite {p.text} dates to about {years_said(years)}; cited year {year}"
        findings.append(graded(Check.PARALLEL, gap, VOLUME_YEAR_HARD_GAP, text))
    return findings
