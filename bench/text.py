"""Opinion texts in the offline index: build cost, store size, and a brief's quotes checked.

Generates an edition in the real bulk dialect (tests/index/bulk_dialect.py) whose clusters carry
opinions in each page-marker format the opinions file uses (star-pagination spans in
html_with_citations, page-number elements in xml_harvard, page-label anchors, plain text without
marks), about 40 KB of text each; builds it with `build_index` in a child process (wall time,
peak RSS of the process); then checks a 200-citation brief whose claims quote the opinions (half
true, on their pinned pages; half altered) through the Verifier on the index alone, as `check`
does, and reports the time after start-up. Projects the build for the real edition (about 10
million opinions, 50 GB compressed).

    python bench/text.py [--opinions 20000] [--quotes 200]
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

WORDS = [
    f"{a}{b}" for a in ("con", "dis", "pre", "re", "sub") for b in ("tract", "pute", "cede", "view", "mit")
]
REAL_EDITION_OPINIONS = 10_000_000


def paragraph(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize() + "."


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


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--opinions", type=int, default=20_000)
    parser.add_argument("--quotes", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
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
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        Snapshot(cases=cases, courts={"ca9": "Ninth Circuit"}).write(root / "bulk", "2026-06-30")
        target = root / "index.sqlite"
        # the child reports its own high-water mark (VmHWM, reset at exec): a forked child's
        # ru_maxrss would count the parent's pages, here the generated edition's
        code = (
            "import sys, re; from pathlib import Path; from briefcheck.index.build import build_index; "
            "build_index(Path(sys.argv[1]), Path(sys.argv[2])); "
            "print(re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))"
        )
        del cases  # the parent's copy is not the build's memory
        started = time.perf_counter()
        child = subprocess.run(
            [sys.executable, "-c", code, str(root / "bulk"), str(target)],
            check=True,
            capture_output=True,
            text=True,
        )
        build_s = time.perf_counter() - started
        peak = int(child.stdout.split()[-1]) / 1024
        size = target.stat().st_size
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


if __name__ == "__main__":
    main()
