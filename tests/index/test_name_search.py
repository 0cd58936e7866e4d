"""The offline name search sees every case carrying the rarest cited word, not the first few
hundred ids, and ranks them by what the citation gets right (court, then year): on a common name
the named case is found and offered as the correction."""

from __future__ import annotations

import pytest
from bulk_dialect import Case, Snapshot, filler

from briefcheck.domain.codes import Category
from briefcheck.domain.config import Settings
from briefcheck.extract import extract_document
from briefcheck.index.build import build_index
from briefcheck.index.sqlite import SQLiteCitationIndex
from briefcheck.panel.tasks import citation_tasks
from briefcheck.store.blobs import LocalBlobStore
from briefcheck.verify import Verifier

EDITION = "2026-06-30"
COURTS = {"ca2": "Court of Appeals for the Second Circuit", "ohioctapp": "Ohio Court of Appeals"}
# 800 namesakes in another court and other years, all with lower ids than the case cited
NAMESAKES = [
    Case(
        1 + n,
        "Smith v. Jones",
        f"{1950 + n % 40}-02-01",
        "ohioctapp",
        [(1 + n // 20, "Ohio App. 3d", str(1 + n))],
    )
    for n in range(800)
]
REAL = Case(90_001, "Smith v. Jones", "2011-05-02", "ca2", [(604, "F.3d", "210")])
ACCENTED = Case(90_003, "Peña v. Muñoz", "2011-07-01", "ca2", [(604, "F.3d", "560")])
BOARD = Case(
    90_002, "Tolliver v. Nash County Board of Education", "2011-06-01", "ca2", [(604, "F.3d", "530")]
)


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> SQLiteCitationIndex:
    bulk = tmp_path_factory.mktemp("names-bulk")
    cases = [
        *NAMESAKES,
        REAL,
        BOARD,
        ACCENTED,
        *filler(604, "F.3d", "ca2", 2011, 50_000),
        *filler(605, "F.3d", "ca2", 2011, 60_000),
    ]
    Snapshot(cases=cases, courts=COURTS).write(bulk, EDITION)
    target = tmp_path_factory.mktemp("names-index") / "courtlistener.sqlite"
    build_index(bulk, target)
    return SQLiteCitationIndex(target)


def test_the_whole_posting_list_is_searched_and_ranked_by_court_then_year(index) -> None:
    [best, *_] = index.by_name("Smith v. Jones", limit=25, near_year=2011, near_court="ca2")
    assert best.case.cluster_id == REAL.cluster_id
    filtered = index.by_name("Smith v. Jones", 2011, "ca2", limit=5)
    assert [h.case.cluster_id for h in filtered] == [REAL.cluster_id]


def test_a_common_name_at_the_wrong_volume_gets_its_correction(index, tmp_path) -> None:
    doc = extract_document(
        b"The rule is settled. See Smith v. Jones, 605 F.3d 210 (2d Cir. 2011).", "brief.txt"
    )
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    ev = verifier.verify(task)
    assert ev.hallucination_category is not Category.AUTHORITY_NONEXISTENT
    assert ev.suggested_correction and "604 F.3d 210" in ev.suggested_correction


def test_a_name_written_with_contractions_is_searched_in_full(index, tmp_path) -> None:
    """'Nash Cnty. Bd. of Educ.' is searched as 'Nash County Board of Educ.': the index's name has
    the words in full, and a contraction left as written shared too few of them to be found."""
    doc = extract_document(
        b"See Tolliver v. Nash Cnty. Bd. of Educ., 605 F.3d 530 (2d Cir. 2011).", "brief.txt"
    )
    [task] = [t for t in citation_tasks(doc) if t.claim is not None]
    verifier = Verifier(Settings(home=tmp_path), LocalBlobStore(tmp_path / "s"), sources=[], index=index)
    ev = verifier.verify(task)
    assert ev.suggested_correction and "604 F.3d 530" in ev.suggested_correction, ev.evidence_summary


@pytest.mark.parametrize("written", ["Pena v. Munoz", "Peña v. Muñoz"])
def test_a_name_is_searched_with_or_without_its_accents(index, written: str) -> None:
    [best, *_] = index.by_name(written, limit=5)
    assert best.case.cluster_id == ACCENTED.cluster_id


# The search as one statement, as it ran before it was read in parts: the definition the parts
# must give row for row (each case named by the rarest cited word, the cited words its name holds,
# at least half of them, its year and court).
_AS_ONE_STATEMENT = """
WITH rarest AS (SELECT token FROM tokens WHERE token IN ({marks}) ORDER BY cases, token LIMIT 1),
counted AS (
  SELECT n.cluster_id AS id,
         (SELECT count(*) FROM names m WHERE m.token IN ({marks}) AND m.cluster_id = n.cluster_id) AS shared
  FROM names n WHERE n.token = (SELECT token FROM rarest))
SELECT c.id, c.shared, CAST(substr(k.date_filed, 1, 4) AS INTEGER), d.court_id
FROM counted c JOIN clusters k ON k.id = c.id LEFT JOIN dockets d ON d.id = k.docket_id
WHERE c.shared >= ?1
"""
WORDS = ["Abbott", "Baxter", "Carver", "Dalton", "Ellison", "Granite", "Harbor", "Keystone", "Liberty"]


@pytest.mark.parametrize("built_before_name_facts", [False, True])
def test_the_search_in_parts_ranks_as_the_one_statement_does(tmp_path, built_before_name_facts: bool) -> None:
    """Whatever the filters and the ranking asked for, the search answers the cases the definition
    ranks first; an index built before `name_facts` answers the same from its cases and dockets."""
    import random
    import sqlite3

    from briefcheck.index.answers import ranked_names
    from briefcheck.text.names import distinctive

    rng = random.Random(5)
    courts = ["ca2", "ohioctapp"]
    cases = [
        Case(
            10 + n,
            " ".join(rng.sample(WORDS, rng.randint(1, 3)))
            + " v. "
            + " ".join(rng.sample(WORDS, rng.randint(1, 2))),
            f"{1960 + n % 50}-03-01" if n % 97 else "",
            courts[n % 2],
            [(100 + n // 50, "F.3d", str(1 + n))],
        )
        for n in range(1500)
    ]
    Snapshot(cases=cases, courts=COURTS).write(tmp_path / "bulk", EDITION)
    build_index(tmp_path / "bulk", tmp_path / "index.sqlite")
    if built_before_name_facts:
        with sqlite3.connect(tmp_path / "index.sqlite") as db:
            db.execute("DROP TABLE name_facts")
    index = SQLiteCitationIndex(tmp_path / "index.sqlite")
    for _ in range(120):
        written = (
            " ".join(rng.sample(WORDS, rng.randint(1, 3))) + " v. " + rng.choice([*WORDS, "United States"])
        )
        tokens = sorted(set(distinctive(written)))
        marks = ",".join(f"?{n}" for n in range(2, 2 + len(tokens)))
        needed = max(1, (len(tokens) + 1) // 2)
        every = index.db.execute(_AS_ONE_STATEMENT.format(marks=marks), (needed, *tokens)).fetchall()
        assert every, written  # every query names cases the edition holds
        asked = {
            "year": rng.choice([None, None, 1980, 1995]),
            "court_id": rng.choice([None, None, "ca2"]),
            "near_year": rng.choice([None, 1970, 1999]),
            "near_court": rng.choice([None, "ca2", "ohioctapp"]),
        }
        limit = rng.choice([1, 3, 10, 40])
        expected = ranked_names(tokens, every, limit, **asked)
        found = index.by_name(written, asked["year"], asked["court_id"], limit, near_year=asked["near_year"],
                              near_court=asked["near_court"])  # fmt: skip
        assert [h.case.cluster_id for h in found] == expected, (written, asked, limit)
    assert index.by_name("Zzzunheld v. Qqqunheld") == []


def test_a_name_of_common_words_is_searched_by_their_pairs_with_the_same_answers(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where every cited word names many cases, their shared cases are read from the pairs of common
    words (`name_pairs`), not two long lists intersected: the answers are the ones the intersection
    gives, for real names and invented ones alike, and an index built before the pairs still answers."""
    import random
    import sqlite3

    import briefcheck.index.build as build

    words = ["Baxter", "Carver", "Dalton", "Holloway", "Mercer", "Norwood", "Oakley", "Thornton"]
    rng = random.Random(5)
    cases = [
        Case(
            n + 1,
            f"{rng.choice(words)} {rng.choice(words)} v. {rng.choice(words)} Co.",
            f"{2000 + n % 12}-03-01",
            rng.choice(("ca2", "ohioctapp")),
            [(700 + n // 40, "F.3d", str(1 + 10 * (n % 40)))],
        )
        for n in range(1200)
    ]
    bulk = tmp_path_factory.mktemp("pairs-bulk")
    Snapshot(cases=cases, courts=COURTS).write(bulk, EDITION)
    monkeypatch.setattr(build, "PAIRED_WORD_CASES", 2)
    paired = tmp_path_factory.mktemp("pairs") / "courtlistener.sqlite"
    build_index(bulk, paired)
    unpaired = tmp_path_factory.mktemp("no-pairs") / "courtlistener.sqlite"
    build_index(bulk, unpaired)
    with sqlite3.connect(unpaired) as db:  # as an index built before the pairs were
        db.execute("DROP TABLE name_pairs")
        db.execute("DELETE FROM meta WHERE key = 'name_pairs_from'")
    with_pairs, without = SQLiteCitationIndex(paired), SQLiteCitationIndex(unpaired)
    assert with_pairs._pairs_from == 2 and without._pairs_from is None
    assert with_pairs.db.execute("SELECT count(*) FROM name_pairs").fetchone()[0] > 1000
    names = [f"{a} {b} v. {c}" for a in words[:4] for b in words[4:] for c in words[2:6]]
    names += [c.name for c in cases[:40]]
    found = 0
    for name in names:
        for year, court in ((None, None), (2005, "ca2"), (2011, None)):
            ours = [h.case.cluster_id for h in with_pairs.by_name(name, year, court, limit=25)]
            theirs = [h.case.cluster_id for h in without.by_name(name, year, court, limit=25)]
            assert ours == theirs, (name, year, court)
            found += bool(ours)
    assert found > len(names)  # most searches find cases: the answers compared are not all empty
