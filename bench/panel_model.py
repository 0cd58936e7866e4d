"""Benchmark: the anthropic panel on a 200-citation brief against a loopback fake Messages API.

    python bench/panel_model.py [--citations 200] [--delay 1.0] [--concurrency 8,32,128]

The fake (http.server's ThreadingHTTPServer on 127.0.0.1, listen backlog 1024) runs in its own
process, so it never shares the client's interpreter lock, and answers every request after
`--delay` seconds with a real-shaped `tool_use` reply and a usage block. Its token counts are
estimates: 4 characters per token for the tools, system and user text, plus 313 tokens of
tool-use system prompt that the API adds when tool_choice forces a tool. It applies the
prompt-cache rule of the real API: the cached prefix (tools + system) is written by the first
call and read by calls that arrive after that first reply (calls already in flight write it
too), and only when it reaches the model's minimum cacheable length.

It reports, for each concurrency bound: wall time, time per citation, the peak number of
requests in flight at the server, calls, tokens and cost per citation; and compares them with
the seed's "~0.5 s per citation" and with judging citations one by one at 1 s per call.
The brief is generated text with citations in varied reporters, run through Tier 1.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from briefcheck.domain.config import Settings, panel_from
from briefcheck.domain.models import CitationTask, TokenUsage
from briefcheck.extract import extract_document
from briefcheck.llm.pricing import model_family
from briefcheck.panel.run import run_panel
from briefcheck.panel.tasks import citation_tasks

CHARS_PER_TOKEN = 4
TOOL_SYSTEM_TOKENS = 313  # added by the API when tool_choice is {"type": "tool"}
MIN_CACHEABLE = {"claude-haiku-4-5": 4096, "claude-sonnet-4-5": 1024, "claude-opus-4-5": 4096}
SEED_SECONDS_PER_CITATION = 0.5
SEED_COST_PER_CITATION = (0.0001, 0.0003)


class _Server(ThreadingHTTPServer):
    request_queue_size = 1024  # socketserver's default of 5 turns a burst into connection errors
    daemon_threads = True


class FakeMessagesAPI:
    """A loopback Messages API (run in its own process by `serve`): fixed latency, real reply
    shape, in-flight and cache accounting, read and reset over GET/POST /_stats and /_reset."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s
        self.lock = threading.Lock()
        self.in_flight = 0
        self.peak = 0
        self.calls = 0
        self.cached_at: dict[str, float] = {}  # prefix -> when its first reply was sent
        self.server = _Server(("127.0.0.1", 0), self._handler())

    def reset(self) -> None:
        with self.lock:
            self.peak = self.calls = 0
            self.cached_at.clear()

    def reply(self, request: dict[str, Any], arrived: float) -> dict[str, Any]:
        prefix = json.dumps(request.get("tools")) + json.dumps(request.get("system"))
        prefix_tokens = TOOL_SYSTEM_TOKENS + len(prefix) // CHARS_PER_TOKEN
        user_tokens = len(json.dumps(request["messages"])) // CHARS_PER_TOKEN
        cacheable = prefix_tokens >= MIN_CACHEABLE.get(model_family(request["model"]), 1024)
        usage = {"input_tokens": prefix_tokens + user_tokens, "output_tokens": 62}
        usage |= {"cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        if cacheable:
            with self.lock:
                hit = self.cached_at.get(prefix, float("inf")) <= arrived
                self.cached_at.setdefault(prefix, time.monotonic())
            usage["input_tokens"] = user_tokens
            usage["cache_read_input_tokens" if hit else "cache_creation_input_tokens"] = prefix_tokens
        return {
            "id": "msg_bench",
            "type": "message",
            "role": "assistant",
            "model": request["model"],
            "content": [
                {
                    "type": "tool_use",
                    "id": "toolu_bench",
                    "name": "record_verdict",
                    "input": {"verdict": "VALID", "explanation": "Consistent with the reporter and year."},
                }
            ],
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": usage,
        }

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        api = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # else headers and body stall ~40 ms on delayed ACKs

            def _send(self, data: bytes) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # /_stats
                with api.lock:
                    self._send(json.dumps({"calls": api.calls, "peak": api.peak}).encode())

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)) or b"{}")
                if self.path == "/_reset":
                    api.reset()
                    self._send(b"{}")
                    return
                arrived = time.monotonic()
                with api.lock:
                    api.in_flight += 1
                    api.calls += 1
                    api.peak = max(api.peak, api.in_flight)
                try:
                    time.sleep(api.delay_s)
                    data = json.dumps(api.reply(body, arrived)).encode()
                finally:
                    with api.lock:
                        api.in_flight -= 1
                self._send(data)

            def log_message(self, *_: object) -> None:  # quiet: a thousand calls per run
                return

        return Handler


def serve(delay_s: float, port: Any) -> None:
    """The fake's process: say the port, then serve until terminated."""
    api = FakeMessagesAPI(delay_s)
    port.send(api.server.server_address[1])
    api.server.serve_forever()


class FakeProcess:
    """The fake in a child process, and the client's view of it."""

    def __init__(self, delay_s: float) -> None:
        parent, child = multiprocessing.Pipe()
        self.process = multiprocessing.Process(target=serve, args=(delay_s, child), daemon=True)
        self.process.start()
        self.url = f"http://127.0.0.1:{parent.recv()}"

    def __enter__(self) -> FakeProcess:
        return self

    def __exit__(self, *_: object) -> None:
        self.process.terminate()
        self.process.join()

    def _call(self, path: str, method: str) -> dict[str, int]:
        request = urllib.request.Request(
            self.url + path, data=b"{}" if method == "POST" else None, method=method
        )
        with urllib.request.urlopen(request, timeout=10) as reply:
            return json.loads(reply.read())

    def reset(self) -> None:
        self._call("/_reset", "POST")

    def stats(self) -> dict[str, int]:
        return self._call("/_stats", "GET")


PARTIES = [
    "Abbott Laboratories", "Baxter", "Carolina Power & Light Co.", "Delgado", "Eastman Kodak Co.",
    "Fitzgerald", "Granite Rock Co.", "Hollingsworth", "Int'l Brotherhood of Teamsters", "Jaramillo",
    "Kellogg Brown & Root, Inc.", "Lindquist", "Metropolitan Life Ins. Co.", "Nakamura", "O'Connell",
    "Pacific Gas & Electric Co.", "Quintero", "Rosenberg", "Southwestern Bell Tel. Co.", "Thibodeaux",
]  # fmt: skip
US_FORMS = [
    ("F.3d", (1995, 2020), (50, 990), "{c}", ["2d Cir.", "5th Cir.", "9th Cir.", "D.C. Cir.", "7th Cir."]),
    ("F.2d", (1960, 1992), (300, 990), "{c}", ["3d Cir.", "8th Cir.", "10th Cir."]),
    ("F. Supp. 2d", (1999, 2013), (20, 990), "{c}", ["S.D.N.Y.", "N.D. Cal.", "D. Mass."]),
    ("U.S.", (1960, 2019), (360, 588), "", [""]),
]
UK_COURTS = ["UKSC", "EWCA Civ", "EWHC", "UKHL"]


def make_brief(citations: int, seed: int = 7) -> str:
    """Generated paragraphs, one full citation each, in US and UK forms."""
    rng = random.Random(seed)
    paragraphs = []
    for i in range(citations):
        a, b = rng.sample(PARTIES, 2)
        if i % 5 == 4:
            court = rng.choice(UK_COURTS)
            year = rng.randint(2003, 2008) if court == "UKHL" else rng.randint(2010, 2022)
            number = rng.randint(2, 60)
            suffix = " (Ch)" if court == "EWHC" else ""
            cite = f"{a} v {b} [{year}] {court} {number}{suffix}"
        else:
            reporter, years, vols, _, courts = rng.choice(US_FORMS)
            year = rng.randint(*years)
            court = rng.choice(courts)
            paren = f"({court} {year})" if court else f"({year})"
            cite = f"{a} v. {b}, {rng.randint(*vols)} {reporter} {rng.randint(1, 1400)} {paren}"
        paragraphs.append(
            f"The defendant's obligation turns on the notice given. In {cite}, the court held that "
            f"a party who receives actual notice cannot later rely on a technical defect in service."
        )
    return "\n\n".join(paragraphs)


def run_once(tasks: list[CitationTask], fake: FakeProcess, concurrency: int) -> dict[str, Any]:
    fake.reset()
    settings = Settings(max_concurrency=concurrency, max_retries=2, request_timeout_s=30)
    start = time.perf_counter()
    results = run_panel(tasks, panel_from("anthropic"), settings)
    wall = time.perf_counter() - start
    verdicts = [v for vs in results.values() for v in vs]
    usage = sum((v.usage for v in verdicts if v.usage), start=TokenUsage())
    stats = fake.stats()
    return {
        "concurrency": concurrency,
        "wall_s": wall,
        "per_citation_s": wall / len(tasks),
        "peak_in_flight": stats["peak"],
        "calls": stats["calls"],
        "unavailable": sum(v.uncertain_reason == "agent_unavailable" for v in verdicts),
        "usage": usage,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--citations", type=int, default=200)
    parser.add_argument("--delay", type=float, default=1.0, help="seconds the fake takes per call")
    parser.add_argument("--concurrency", default="8,32,128", help="comma list of max_concurrency values")
    args = parser.parse_args(argv)
    levels = [int(x) for x in args.concurrency.split(",") if x.strip()]

    brief = make_brief(args.citations)
    start = time.perf_counter()
    tasks = citation_tasks(extract_document(brief.encode(), "bench_brief.txt"))
    extract_s = time.perf_counter() - start
    print(f"Tier 1: {len(tasks)} citations from {len(brief):,} characters in {extract_s:.2f} s")

    with FakeProcess(args.delay) as fake:
        os.environ["ANTHROPIC_BASE_URL"] = fake.url
        os.environ["ANTHROPIC_API_KEY"] = "bench-fake-key"  # a real key never goes to the fake
        runs = [run_once(tasks, fake, c) for c in levels]

    n = len(tasks)
    seats = 5
    print(f"\nFake Messages API: {args.delay:g} s per call; panel of {seats} anthropic seats (Haiku 4.5)\n")
    print("| max_concurrency | wall | per citation | peak in flight | calls | unavailable |")
    print("|---|---|---|---|---|---|")
    for r in runs:
        print(
            f"| {r['concurrency']} | {r['wall_s']:.1f} s | {r['per_citation_s']:.3f} s | "
            f"{r['peak_in_flight']} | {r['calls']} | {r['unavailable']} |"
        )
    u: TokenUsage = runs[-1]["usage"]
    print(
        f"\nTokens per citation: {u.input_tokens / n:.0f} input, {u.output_tokens / n:.0f} output, "
        f"{u.cache_creation_input_tokens / n:.0f} cache write, {u.cache_read_input_tokens / n:.0f} cache read"
    )
    print(f"Cost: ${u.cost_usd:.4f} for {n} citations = ${u.cost_usd / n:.5f} per citation")
    print(
        f"Seed's estimate: ${SEED_COST_PER_CITATION[0]}-{SEED_COST_PER_CITATION[1]} per citation "
        "(at Haiku $0.80/MTok input, without the prompts' real length)"
    )
    if u.cache_creation_input_tokens == 0:
        print(
            "Prompt cache: did not form; the fixed prefix (tools + system) is below Haiku 4.5's "
            "4,096-token minimum, so every call pays full input price for it"
        )
    print("\nCompared with:")
    print(
        f"- the seed's ~{SEED_SECONDS_PER_CITATION} s per citation: "
        f"{SEED_SECONDS_PER_CITATION * n:.0f} s for {n} citations"
    )
    print(f"- citations one by one, 5 agents in parallel, {args.delay:g} s per call: {args.delay * n:.0f} s")
    print(
        f"- everything one by one ({seats} calls x {args.delay:g} s per citation): "
        f"{seats * args.delay * n:.0f} s"
    )
    best = min(runs, key=lambda r: r["wall_s"])
    print(
        f"- here, at max_concurrency {best['concurrency']}: {best['wall_s']:.1f} s "
        f"({best['per_citation_s']:.3f} s per citation)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
