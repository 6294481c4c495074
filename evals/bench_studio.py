"""Studio and MCP server latency benchmark.

Run: ``python -m evals.bench_studio``. In a temporary data dir holding one team run of
``chirp_post`` (which learns ``post_chirp``), it times the studio's pages through the ASGI app
(no network), the first live update of a run's event stream, and MCP tool calls through the
SDK's in-process client. Live updates poll the run folder every ``POLL_S`` seconds, which
bounds how late a new step shows.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import tempfile
import time

from evals.timing import measure, median_p95


def _pages(runs: int) -> None:
    from starlette.testclient import TestClient

    from studio.app import Studio, create_app

    studio = Studio(token="bench")
    client = TestClient(create_app(studio), headers={"Authorization": "Bearer bench"})
    run_id = client.get("/runs").text.split('<td><a href="/runs/')[1].split('"')[0]
    pages = [
        ("runs list", "/runs"),
        ("team run page", f"/runs/{run_id}"),
        ("tools list", "/tools"),
        ("tool page (highlighted source)", "/tools/post_chirp"),
        ("tool history diff", "/tools/post_chirp/history"),
        ("expert page (memory-coloured screen)", "/experts/Chirp expert"),
        ("devices page (SimDroid screen)", "/devices"),
    ]
    print(f"{'studio request':44} {'median':>9} {'p95':>9}")
    for name, path in pages:
        median, p95 = measure(lambda path=path: client.get(path), runs)
        print(f"{name:44} {median:7.1f}ms {p95:7.1f}ms")
    median, p95 = measure(lambda: client.post("/devices/sim/tap", data={"x": 540, "y": 1200}), runs)
    print(f"{'tap on SimDroid + new screen':44} {median:7.1f}ms {p95:7.1f}ms")

    def first_update() -> None:
        with client.stream("GET", f"/runs/{run_id}/events") as stream:
            for line in stream.iter_lines():
                if line.startswith("event: update"):
                    return

    median, p95 = measure(first_update, max(5, runs // 4))
    print(f"{'live view: first update of a run':44} {median:7.1f}ms {p95:7.1f}ms")


async def _mcp(runs: int) -> None:
    from mcp import Client

    from studio.mcp_server import build_server

    async with Client(build_server()) as client:
        await client.call_tool("launch_app", {"app": "Chirp"})
        calls = [
            ("observe (elements)", "observe", {}),
            ("observe (elements + screenshot)", "observe", {"screenshot": True}),
            ("tap by index + screen after", "tap", {"index": 1}),
            ("list_tools", "list_tools", {}),
        ]
        print(f"{'MCP call (in-process client)':44} {'median':>9} {'p95':>9}")
        for name, tool, args in calls:
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                await client.call_tool(tool, args)
                times.append((time.perf_counter() - start) * 1000)
            median, p95 = median_p95(times)
            print(f"{name:44} {median:7.1f}ms {p95:7.1f}ms")


def main(runs: int = 30) -> None:
    from mobilexperts.cli import main as cli
    from studio.runs_views import POLL_S

    with tempfile.TemporaryDirectory() as data:
        os.environ["MOBILEXPERTS_DATA_DIR"] = data
        with contextlib.redirect_stdout(None), contextlib.suppress(SystemExit):
            cli(["run", "--task", "chirp_post"])
        _pages(runs)
        asyncio.run(_mcp(runs))
    print(f"live updates poll every {POLL_S * 1000:.0f} ms: a new step shows at most that late")


if __name__ == "__main__":
    main()
