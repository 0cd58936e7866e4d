"""Every US item of the labelled set is extracted with the right volume, reporter, page,
court and year (where its string has them). Expected values come from the item's own string
by a simple independent reading, never from a table of answers."""

import re

from briefcheck.domain.models import Citation
from briefcheck.extract import extract_text

# volume, reporter, page: "925 F.3d 1339", "2019 WL 4639462", "2013 IL App (1st) 111279-U"
_CITE = re.compile(
    r"(?P<volume>\d+) "
    r"(?P<reporter>(?:(?:[A-Z][\w.'&]*|\d{1,2}(?:d|th|st|nd|rd)\b|&)(?: |(?=\d))?)+?(?:\(\w+\) )?)"
    r"(?:at )?(?P<page>(?!\d{1,2}(?:d|th|st|nd|rd)\b)\d[\w-]*)"
)
_PAREN = re.compile(r"\((?P<body>[^()]*?)\)")
_YEAR = re.compile(r"(?:1[6-9]|20)\d{2}$")
_MONTH = re.compile(r"\s*(?:Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)\w*\.?\s*\d{0,2},?$")


def _squash(s: str | None) -> str:
    return re.sub(r"\s+", "", s or "")


def expected(citation: str) -> dict[str, str | None]:
    m = _CITE.search(citation)
    assert m, f"test cannot read {citation!r}"
    short = " at " in citation[m.start() : m.end() + 1]
    court = year = None
    for p in _PAREN.finditer(citation, m.end()):
        body = p["body"].strip()
        if _YEAR.search(body):
            year = body[-4:]
            court = court or _MONTH.sub("", body[:-4].strip(" ,")).strip(" ,") or None
            break
        if court is None and re.search(r"\b(?:Cir|Ct|App)\.", body):
            court = body  # "(10th Cir.), cert. denied, ... (1997)": the year comes later
    return {
        "volume": m["volume"],
        "reporter": m["reporter"].strip(),
        "page": None if short else m["page"],
        "pin_cite": m["page"] if short else None,
        "court": court,
        "year": year,
    }


def _matches(c: Citation, want: dict[str, str | None]) -> list[str]:
    comp = c.components
    problems = []
    for field in ("volume", "reporter", "page", "pin_cite", "court", "year"):
        if field == "pin_cite" and want[field] is None:
            continue
        got = getattr(comp, field)
        if _squash(got) != _squash(want[field]):
            problems.append(f"{field}={got!r} (want {want[field]!r})")
    return problems


def test_every_us_item_is_extracted_correctly(evalset: list[dict]) -> None:
    items = [i for i in evalset if i["jurisdiction"] == "US"]
    assert items
    misses: list[str] = []
    for item in items:
        text = (
            item["context"]
            if item["citation"] in item["context"]
            else f"{item['context']} {item['citation']}"
        )
        want = expected(item["citation"])
        found = [c for c in extract_text(text).citations() if _squash(c.components.volume) == want["volume"]]
        candidates = [c for c in found if _squash(c.components.reporter) == _squash(want["reporter"])]
        if not candidates:
            misses.append(
                f"{item['id']}: {want['volume']} {want['reporter']} not found in {item['citation']!r}"
            )
            continue
        problems = [_matches(c, want) for c in candidates]
        if all(problems):
            misses.append(f"{item['id']}: {'; '.join(problems[0])}")
    assert not misses, f"{len(misses)} of {len(items)} US items wrong:\n" + "\n".join(misses)
