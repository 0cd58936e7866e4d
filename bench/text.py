"""Opinion texts in the offline index: build cost, store size, and a brief's quotes checked.

Generates an edition in the real bulk dialect (tests/index/bulk_dialect.py) whose clusters carry
opinions in each page-marker format the opinions file uses (star-pagination spans in
html_with_citations, page-number elements in xml_harvard, page-label anchors, plain text without
marks), about 40 KB of text each; builds it with `build_index` in a child process (wall time,
peak RSS of the process); then checks a 200-citation brief whose claims quote the opinions (half
true, on their pinned pages; half altered) through the Verifier on the index alone, as `check`
does, and reports the time after start-up. Projects the build for the real edition (about 10
million opinions, 50 GB compressed).

The same edition is built a second time with the treatment data (`--cites` citation-map rows an
opinion, 7.8 in the real edition's 78 million rows over 10 million opinions, and a negative
parenthetical for one case in fifty): the difference is what the treatment data adds to a build,
projected for the real edition's 78 million rows.

    python bench/text.py [--opinions 20000] [--quotes 200] [--cites 7.8]
    python bench/text.py --hard [--quotes 200]
    python bench/text.py --floor [--opinions 20000]

`--floor` measures what the opinions file costs to decompress on its own (Python's bz2 on one
thread; indexed_bzip2 on 1, 2 and every available thread), builds the index on one core and on
every core (`jobs`), and prints the all-core build's ratio to the all-thread decompression floor,
and a projection for the real file (55 GB compressed) at 2, 8 and 16 cores: the build time split
into a serial part and a part divided among cores (from the two builds), scaled by compressed size.

`--hard` checks the cases a careful associate would: an edition of varied legal prose (some
opinions OCR'd scans with character noise, some carrying Harvard headnotes), and a Markdown brief
quoting it in run-in and block quotations: true quotes, invented ones, one-word alterations (a
negation, a modal, a number), quotes of a headnote, and true quotes of a scanned opinion. Prints
the share of invented and altered quotes caught, of true quotes verified (scans included), and
how many headnote quotes came out VERIFIED (the goal: none).
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "index"))
from bulk_dialect import Case, Snapshot

# Words made of syllables, drawn with Zipf's law (exponent 1.25): prose that bz2 compresses about
# 7 times, as it does the real opinions file (25 words drawn evenly made it 11 times, so the file
# looked half its real size to the decompressor)
_SYLLABLES = tuple(
    [
        "an",
        "ar",
        "be",
        "ca",
        "con",
        "de",
        "dis",
        "en",
        "er",
        "ex",
        "for",
        "ga",
        "in",
        "is",
        "ju",
        "la",
        "le",
        "ment",
        "mo",
        "ne",
        "no",
        "or",
        "pe",
        "per",
        "pro",
        "re",
        "ri",
        "sa",
        "se",
        "sion",
        "ta",
        "te",
        "ter",
        "ti",
        "tion",
        "to",
        "un",
        "ve",
        "vi",
        "with",
    ]
)
_VOCABULARY_RNG = random.Random(3)
_LENGTHS = (1, 1, 2, 2, 2, 3, 3, 4)  # syllables a word
WORDS = sorted(
    {
        "".join(_VOCABULARY_RNG.choice(_SYLLABLES) for _ in range(_VOCABULARY_RNG.choice(_LENGTHS)))
        for _ in range(30_000)
    }
)
_VOCABULARY_RNG.shuffle(WORDS)
ZIPF = [1 / (rank + 1) ** 1.25 for rank in range(len(WORDS))]
REAL_EDITION_OPINIONS = 10_000_000
REAL_CITATION_MAP_ROWS = 78_000_000
REAL_OPINIONS_FILE_BYTES = 55e9  # the opinions file, compressed (FACTS.md)


def paragraph(rng: random.Random, n: int) -> str:
    return " ".join(rng.choices(WORDS, ZIPF, k=n)).capitalize() + "."


def opinion(rng: random.Random, first_page: int, style: int) -> tuple[str, str, list[tuple[int, str]]]:
    """(field, value, [(page, a sentence on it)]) for one opinion of about 40 KB over 10 pages."""
    pages = []
    parts = []
    for p in range(first_page, first_page + 10):
        sentence = paragraph(rng, 24)
        body = " ".join(paragraph(rng, 60) for _ in range(6)) + " " + sentence
        pages.append((p, sentence))
        if style == 0:
            parts.append(f'<p><span class="star-pagination">*{p}</span> {body}</p>')
        elif style == 1:
            parts.append(f'<page-number citation-index="1" label="{p}">*{p}</page-number><p>{body}</p>')
        elif style == 2:
            parts.append(f'<a class="page-label">*{p}</a><p>{body}</p>')
        else:
            parts.append(body)
    field = ("html_with_citations", "xml_harvard", "html_lawbox", "plain_text")[style]
    value = "".join(parts) if style != 1 else f"<opinion>{''.join(parts)}</opinion>"
    return field, value, pages


SUBJECTS = ["The movant", "A party", "The district court", "The agency", "The plaintiff", "The trustee",
            "The defendant", "The board", "An employer", "The insurer"]  # fmt: skip
MODALS = ["must", "may", "shall", "should", "will"]
VERBS = ["file", "serve", "disclose", "produce", "review", "certify", "amend", "appeal", "record", "notify"]
OBJECTS = ["the motion", "a written notice", "the claim", "its records", "the petition", "the schedule",
           "an itemized statement", "the contract", "the report", "every exhibit"]  # fmt: skip
EVENTS = ["the hearing", "the judgment", "discovery closing", "the first notice", "removal", "the audit"]


def sentence(rng: random.Random) -> str:
    subject, modal, verb, obj, event = (rng.choice(x) for x in (SUBJECTS, MODALS, VERBS, OBJECTS, EVENTS))
    negated = " not" if rng.random() < 0.3 else ""
    return f"{subject} {modal}{negated} {verb} {obj} within {rng.randint(5, 90)} days after {event}."


def scanned(text: str, rng: random.Random) -> str:
    """OCR noise: about one word in twelve with a classic confusion."""
    out = []
    for word in text.split(" "):
        if rng.random() < 1 / 12 and len(word) > 3:
            word = (
                word.replace("m", "rn", 1) if "m" in word else word.replace("l", "1", 1).replace("o", "0", 1)
            )
        out.append(word)
    return " ".join(out)


def altered(quote: str, rng: random.Random) -> str:
    """One word changed in meaning: a negation added or dropped, a modal swapped, a number moved."""
    words = quote.split()
    how = rng.randrange(3)
    if how == 0:
        if "not" in words:
            words.remove("not")
        else:
            at = next(i for i, w in enumerate(words) if w in MODALS)
            words.insert(at + 1, "not")
    elif how == 1:
        at = next(i for i, w in enumerate(words) if w in MODALS)
        words[at] = next(m for m in MODALS if m != words[at])
    else:
        at = next(i for i, w in enumerate(words) if w.isdigit())
        words[at] = str(int(words[at]) + 10)
    return " ".join(words)


def hard(quotes: int, seed: int) -> None:
    rng = random.Random(seed)
    kinds = [
        "true run-in",
        "true block",
        "invented",
        "invented block",
        "altered",
        "headnote",
        "true, scanned",
    ]
    cases, items = [], []
    for n in range(quotes):
        kind = kinds[n % len(kinds)]
        volume, first = 700 + n // 20, 10 + 20 * (n % 20)
        pages = {p: [sentence(rng) for _ in range(12)] for p in range(first, first + 6)}
        headnote = sentence(rng)
        body = "".join(
            f'<p><span class="star-pagination">*{p}</span> {" ".join(s)}</p>' for p, s in pages.items()
        )
        field, value = "html_with_citations", body
        if kind == "headnote":
            field, value = (
                "xml_harvard",
                f"<casebody><headnotes>{headnote}</headnotes><opinion>{body}</opinion></casebody>",
            )
        if kind == "true, scanned":
            field = "plain_text"
            value = " ".join(f"*{p} {scanned(' '.join(s), rng)}" for p, s in pages.items())
        name = f"Quarry{n} v. Lindqvist{n}"
        cases.append(Case(n + 1, name, "2015-03-02", "ca9", [(volume, "F.3d", str(first))],
                          opinions=[("010combined", field, value)]))  # fmt: skip
        page = first + 2
        quote = pages[page][4].rstrip(".")
        if kind.startswith("invented"):
            quote = sentence(rng).rstrip(".")
        elif kind == "altered":
            quote = altered(quote, rng)
        elif kind == "headnote":
            quote, page = headnote.rstrip("."), first  # a headnote is printed on the first page
        cite = f"{name}, {volume} F.3d {first}, {page} (9th Cir. 2015)"
        if kind.endswith("block"):
            items.append((kind, f"The court put it plainly.\n\n> {quote}.\n\n{cite}."))
        else:
            items.append((kind, f'The court so held. "{quote}." {cite}.'))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        Snapshot(cases=cases, courts={"ca9": "Ninth Circuit"}).write(root / "bulk", "2026-06-30")
        from briefcheck.domain.config import Settings
        from briefcheck.extract import extract_document
        from briefcheck.index.build import build_index
        from briefcheck.index.sqlite import SQLiteCitationIndex
        from briefcheck.panel.tasks import citation_tasks
        from briefcheck.store.blobs import LocalBlobStore
        from briefcheck.verify import Verifier

        build_index(root / "bulk", root / "index.sqlite")
        index = SQLiteCitationIndex(root / "index.sqlite")
        doc = extract_document("\n\n".join(text for _, text in items).encode(), "brief.md")
        tasks = {t.citation.id: t for t in citation_tasks(doc) if t.claim is not None}
        verifier = Verifier(Settings(home=root), LocalBlobStore(root / "s"), sources=[], index=index)
        started = time.perf_counter()
        outcomes = {cid: verifier.verify(t) for cid, t in tasks.items()}
        took = time.perf_counter() - started
    by_kind: dict[str, list] = {k: [] for k in kinds}
    for (kind, _), citation in zip(items, doc.citations(), strict=True):
        by_kind[kind].append((outcomes[citation.id], len(tasks[citation.id].claim.quotes)))
    print(f"{len(items)} quoted citations on a generated edition, checked offline in {took:.2f} s")
    print(f"{'kind':<16}{'n':>5}{'quoted':>8}{'VERIFIED':>10}{'ERROR':>7}{'REVIEW':>8}")
    for kind, rows in by_kind.items():
        ok = sum(e.outcome.value == "VERIFIED_OK" for e, _ in rows)
        err = sum(e.outcome.value == "VERIFIED_ERROR" for e, _ in rows)
        review = sum(e.needs_review for e, _ in rows)
        attached = sum(q > 0 for _, q in rows)
        print(f"{kind:<16}{len(rows):>5}{attached:>8}{ok:>10}{err:>7}{review:>8}")
    bad = by_kind["invented"] + by_kind["invented block"] + by_kind["altered"]
    caught = sum(e.outcome.value == "VERIFIED_ERROR" for e, _ in bad)
    true = by_kind["true run-in"] + by_kind["true block"] + by_kind["true, scanned"]
    verified = sum(e.outcome.value == "VERIFIED_OK" for e, _ in true)
    headnotes = sum(e.outcome.value == "VERIFIED_OK" for e, _ in by_kind["headnote"])
    print(f"invented and altered quotes caught (ERROR): {caught}/{len(bad)} = {caught / len(bad):.1%}")
    print(f"true quotes verified (scans included): {verified}/{len(true)} = {verified / len(true):.1%}")
    print(f"headnote quotes VERIFIED as the court's: {headnotes} (goal 0)")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--opinions", type=int, default=20_000)
    parser.add_argument("--quotes", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--hard", action="store_true", help="the careful associate's hard cases (see above)")
    parser.add_argument("--cites", type=float, default=7.8, help="citation-map rows an opinion")
    parser.add_argument(
        "--floor",
        action="store_true",
        help="the text build against the decompression floor, and on every core",
    )
    args = parser.parse_args()
    if args.hard:
        hard(args.quotes, args.seed)
        return
    if args.floor:
        floor(args.opinions, args.seed)
        return
    rng = random.Random(args.seed)
    cases, quotes = [], []
    text_bytes = 0
    for n in range(args.opinions):
        volume, first = 500 + n // 20, 10 + 20 * (n % 20)
        field, value, pages = opinion(rng, first, n % 4)
        text_bytes += len(value)
        name = f"Party{n} v. Other{n}"
        cases.append(
            Case(
                n + 1,
                name,
                "2015-03-02",
                "ca9",
                [(volume, "F.3d", str(first))],
                opinions=[("010combined", field, value)],
            )
        )
        if len(quotes) < args.quotes and n % max(1, args.opinions // args.quotes) == 0:
            page, sentence = pages[3]
            words = sentence.rstrip(".").split()
            if len(quotes) % 2:
                words[5] = "never"  # an altered quotation
            cite = f"{name}, {volume} F.3d {first}, {page} (9th Cir. 2015)"
            quotes.append(f'The court so held. "{" ".join(words[:18])}" {cite}.')
    n_cases = len(cases)
    cites = [
        (rng.randrange(n_cases) + 1, rng.randrange(n_cases) + 1, rng.choice((1, 1, 1, 2, 3)))
        for _ in range(int(args.cites * n_cases))
    ]
    parentheticals = [
        ("overruling the earlier rule in part", rng.randrange(n_cases) + 1, rng.randrange(n_cases) + 1)
        for _ in range(n_cases // 50)
    ]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        courts = {"ca9": "Ninth Circuit"}
        Snapshot(cases=cases, courts=courts).write(root / "bulk", "2026-06-30")
        Snapshot(cases=cases, courts=courts, cites=cites, parentheticals=parentheticals).write(
            root / "bulk-treated", "2026-06-30"
        )
        del cases, cites, parentheticals  # the parent's copies are not the build's memory
        target = root / "index.sqlite"
        build_s, peak = build(root / "bulk", target)
        treated_s, treated_peak = build(root / "bulk-treated", root / "treated.sqlite")
        size = target.stat().st_size
        treated_size = (root / "treated.sqlite").stat().st_size
        from briefcheck.domain.config import Settings
        from briefcheck.extract import extract_document
        from briefcheck.index.sqlite import SQLiteCitationIndex
        from briefcheck.panel.tasks import citation_tasks
        from briefcheck.store.blobs import LocalBlobStore
        from briefcheck.verify import Verifier

        index = SQLiteCitationIndex(target)
        doc = extract_document("\n\n".join(quotes).encode(), "brief.txt")
        tasks = [t for t in citation_tasks(doc) if t.claim is not None]
        verifier = Verifier(Settings(home=root), LocalBlobStore(root / "s"), sources=[], index=index)
        started = time.perf_counter()
        outcomes = [verifier.verify(t) for t in tasks]
        check_s = time.perf_counter() - started
        # the same brief against the index with the treatment data: each found case's citing
        # opinions and parentheticals are read too
        treated_index = SQLiteCitationIndex(root / "treated.sqlite")
        treated_verifier = Verifier(
            Settings(home=root), LocalBlobStore(root / "t"), sources=[], index=treated_index
        )
        started = time.perf_counter()
        treated_outcomes = [treated_verifier.verify(t) for t in tasks]
        treated_check_s = time.perf_counter() - started
        read = sum(1 for e in treated_outcomes if e.treatment is not None and e.treatment.checked)
    verified = sum(
        1 for e in outcomes if e.outcome.value == "VERIFIED_OK" and any("quote" in c for c in e.checked)
    )
    caught = sum(
        1
        for e in outcomes
        if e.hallucination_category is not None and e.hallucination_category.value == "QUOTE_FABRICATION"
    )
    millions = args.opinions / 1e6
    print(f"{args.opinions:,} opinions, {text_bytes / 1e9:.2f} GB of markup; machine: {os.cpu_count()} cores")
    print(f"build: {build_s:.1f} s wall ({build_s / millions / 60:.1f} min per million opinions), ", end="")
    print(f"peak RSS {peak:,.0f} MiB")
    print(f"index: {size / 1e6:,.1f} MB ({size / text_bytes:.2f} bytes per byte of markup)")
    each = 1000 * check_s / max(1, len(tasks))
    print(f"{len(tasks)} quoted citations checked offline in {check_s:.2f} s ({each:.1f} ms each): ", end="")
    print(f"{verified} true quotes verified, {caught} altered caught")
    hours = build_s / millions * REAL_EDITION_OPINIONS / 1e6 / 3600
    print(
        f"projected for the real edition ({REAL_EDITION_OPINIONS:,} opinions): about {hours:.1f} h of build"
    )
    rows = int(args.cites * args.opinions)
    extra = treated_s - build_s
    per_million = extra / (rows / 1e6)
    print(
        f"with the treatment data ({rows:,} citation-map rows, {args.opinions // 50:,} parentheticals): "
        f"{treated_s:.1f} s wall (+{extra:.1f} s, {treated_s / build_s:.2f}x), peak RSS "
        f"{treated_peak:,.0f} MiB, index +{(treated_size - size) / 1e6:,.1f} MB"
    )
    print(
        f"projected for the real citation map ({REAL_CITATION_MAP_ROWS:,} rows): about "
        f"{per_million * REAL_CITATION_MAP_ROWS / 1e6 / 60:.0f} min added to the build"
    )
    print(
        f"the {len(tasks)} quoted citations checked with the treatment data: {treated_check_s:.2f} s "
        f"({treated_check_s / check_s:.2f}x without; treatment read for {read} of them)"
    )


def build(bulk: Path, target: Path, jobs: int = 1) -> tuple[float, float]:
    """`build_index` in a child process: (wall seconds, peak RSS in MiB). The child reports its own
    high-water mark (VmHWM, reset at exec): a forked child's ru_maxrss would count the parent's
    pages, here the generated edition's. With `jobs` above 1 the workers' memory is their own."""
    code = (
        "import sys, re; from pathlib import Path; from briefcheck.index.build import build_index; "
        "build_index(Path(sys.argv[1]), Path(sys.argv[2]), jobs=int(sys.argv[3])); "
        "print(re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))"
    )
    started = time.perf_counter()
    child = subprocess.run(
        [sys.executable, "-c", code, str(bulk), str(target), str(jobs)],
        check=True,
        capture_output=True,
        text=True,
    )
    return time.perf_counter() - started, int(child.stdout.split()[-1]) / 1024


def decode_seconds(path: Path, threads: int | None) -> float:
    """Wall time to decompress the bz2 file to nothing: Python's bz2 (`threads` None), or
    indexed_bzip2 on that many threads."""
    import bz2

    started = time.perf_counter()
    if threads is None:
        with bz2.open(path) as stream:
            while stream.read(1 << 20):
                pass
    else:
        import indexed_bzip2

        with indexed_bzip2.open(str(path), parallelization=threads) as stream:
            while stream.read(1 << 20):
                pass
    return time.perf_counter() - started


def stages(path: Path) -> tuple[float, float]:
    """One core's seconds for the build's two other stages over the opinions file: its CSV rows
    read from the decompressed file (the building process's serial part), and its opinions read
    and compressed (the workers' part)."""
    import bz2

    from briefcheck.index.build import _packed, _read_opinions
    from briefcheck.index.bulk import find_bulk_files, read_rows
    from briefcheck.index.text_codec import TextCodec, payload

    plain = path.parent.parent / "plain"
    plain.mkdir(exist_ok=True)
    target = plain / path.name.removesuffix(".bz2")
    with bz2.open(path) as stream, target.open("wb") as out:
        while chunk := stream.read(1 << 20):
            out.write(chunk)
    for other in path.parent.iterdir():  # the directory must hold the edition's other files
        if other != path:
            (plain / other.name).symlink_to(other)
    started = time.perf_counter()
    blocks = list(read_rows(find_bulk_files(plain)["opinions"]))
    csv_s = time.perf_counter() - started
    started = time.perf_counter()
    read = _read_opinions(blocks[0])
    codec = TextCodec.trained([payload(o.text, o.units, o.paragraphs) for _, _, o in read])
    for block in blocks:
        _packed(codec, _read_opinions(block))
    return csv_s, time.perf_counter() - started


def floor(opinions: int, seed: int) -> None:
    """The text build beside the decompression floor of its own opinions file, and a projection
    for the real file (see the module's doc)."""
    import bz2

    rng = random.Random(seed)
    cases = []
    for n in range(opinions):
        volume, first = 500 + n // 20, 10 + 20 * (n % 20)
        field, value, _ = opinion(rng, first, n % 4)
        cases.append(Case(n + 1, f"Party{n} v. Other{n}", "2015-03-02", "ca9", [(volume, "F.3d", str(first))],
                          opinions=[("010combined", field, value)]))  # fmt: skip
    cores = len(os.sched_getaffinity(0))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        Snapshot(cases=cases, courts={"ca9": "Ninth Circuit"}).write(root / "bulk", "2026-06-30")
        del cases
        path = next((root / "bulk").glob("opinions-*.csv.bz2"))
        compressed = path.stat().st_size
        with bz2.open(path) as stream:
            raw = sum(len(chunk) for chunk in iter(lambda: stream.read(1 << 20), b""))
        python_bz2 = decode_seconds(path, None)
        parallel = {t: decode_seconds(path, t) for t in sorted({1, 2, cores})}
        csv_s, opinions_s = stages(path)
        one, one_peak = build(root / "bulk", root / "one.sqlite", 1)
        every, every_peak = build(root / "bulk", root / "every.sqlite", cores)
    ratio = raw / compressed
    print(
        f"{opinions:,} opinions: the opinions file {compressed / 1e6:,.1f} MB compressed, "
        f"{raw / 1e6:,.1f} MB of CSV ({ratio:.1f}x; the real file about 7x); machine: {cores} cores"
    )
    decoders = ", ".join(
        f"{t} thread{'s' * (t > 1)} {s:.2f} s ({python_bz2 / s:.2f}x)" for t, s in parallel.items()
    )
    print(f"decompression floor: Python's bz2 {python_bz2:.2f} s; indexed_bzip2 {decoders}")
    print(
        f"build: 1 core {one:.2f} s (peak RSS {one_peak:,.0f} MiB), {cores} cores {every:.2f} s "
        f"(peak RSS {every_peak:,.0f} MiB): {one / every:.2f}x faster"
    )
    floor_s = parallel[cores]
    print(f"build on {cores} cores / decompression floor on {cores} threads: {every / floor_s:.2f}x")
    decode = parallel[1]
    print(
        f"the build's stages on one core each: bz2 decoding {decode:.2f} s, CSV rows {csv_s:.2f} s "
        f"(this process, serial), opinions read and compressed {opinions_s:.2f} s"
    )
    # basis of the projection: the build is a pipeline whose serial stage (the CSV rows, in the
    # building process) runs beside the stages divided among the other cores (bz2 blocks on
    # threads, opinions on worker processes), so on c cores it takes about max(CSV, (decoding +
    # opinions) / (c - 1)); scaled by compressed bytes
    scale = REAL_OPINIONS_FILE_BYTES / compressed
    projected = {c: max(csv_s, (decode + opinions_s) / max(1, c - 1)) * scale / 3600 for c in (2, 8, 16)}
    said = ", ".join(f"{c} cores about {h:.1f} h" for c, h in projected.items())
    print(f"projected for the real opinions file ({REAL_OPINIONS_FILE_BYTES / 1e9:.0f} GB): {said}")


if __name__ == "__main__":
    main()
