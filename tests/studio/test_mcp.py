"""The MCP server, driven by the official SDK's own client: over stdio (a real
``mobilexperts mcp`` process) and over streamable HTTP behind the token."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest
from mcp import Client, StdioServerParameters

from studio.mcp_server import build_server
from studio.security import TokenGuard

from .conftest import serving

TOOLS = {"observe", "tap", "type_text", "press_key", "launch_app", "list_tools", "use_tool"}


def text_of(result) -> str:
    return "\n".join(part.text for part in result.content if part.type == "text")


async def stdio_session(data) -> dict:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "mobilexperts.cli", "mcp"],
        env={"MOBILEXPERTS_DATA_DIR": str(data)},
    )
    seen: dict = {}
    async with Client(params, read_timeout_seconds=120) as client:
        seen["tools"] = {t.name for t in (await client.list_tools()).tools}
        seen["before"] = (await client.call_tool("list_tools", {})).structured_content
        task = await client.call_tool("run_task", {"task": "chirp_post"})
        seen["task"] = task.structured_content
        seen["after"] = (await client.call_tool("list_tools", {})).structured_content
        used = await client.call_tool(
            "use_tool", {"name": "post_chirp", "args": {"message": "Sent over MCP"}}
        )
        seen["used"] = text_of(used)
        seen["screen"] = text_of(await client.call_tool("observe", {}))
        seen["bad"] = await client.call_tool("use_tool", {"name": "no_such_tool"})
    return seen


def test_an_mcp_client_over_stdio_runs_a_task_then_uses_the_tool_it_learned(isolated_data_dir):
    seen = asyncio.run(stdio_session(isolated_data_dir))
    assert {"run_task", *TOOLS} <= seen["tools"]
    assert seen["before"] == {"result": []}
    assert seen["task"]["success"] is True and seen["task"]["steps"] > 0
    learned = {t["name"]: t for t in seen["after"]["result"]}
    assert learned["post_chirp"]["status"] == "verified"
    assert learned["post_chirp"]["signature"] == "post_chirp(message: str)"
    assert "post_chirp(message='Sent over MCP')" in seen["used"] and "failed" not in seen["used"]
    assert "Sent over MCP" in seen["screen"]
    assert seen["bad"].is_error and "no tool named 'no_such_tool'" in text_of(seen["bad"])


@pytest.fixture
def mcp_url() -> Iterator[str]:
    app = TokenGuard(build_server().streamable_http_app(), "mcp-token", remember=False)
    with serving(app) as url:
        yield f"{url}/mcp"


async def http_session(url: str) -> dict:
    seen: dict = {}
    async with Client(f"{url}?token=mcp-token", read_timeout_seconds=60) as client:
        seen["tools"] = {t.name for t in (await client.list_tools()).tools}
        seen["opened"] = text_of(await client.call_tool("launch_app", {"app": "Chirp"}))
        shot = await client.call_tool("observe", {"screenshot": True})
        seen["kinds"] = [part.type for part in shot.content]
        index = next(
            line.split("]")[0].strip("[")
            for line in text_of(shot).splitlines()
            if "id=compose" in line
        )
        seen["tapped"] = text_of(await client.call_tool("tap", {"index": int(index)}))
        seen["typed"] = text_of(await client.call_tool("type_text", {"text": "hello mcp"}))
        seen["home"] = text_of(await client.call_tool("press_key", {"key": "home"}))
        seen["bad_tap"] = await client.call_tool("tap", {})
    return seen


def test_an_mcp_client_over_http_drives_the_phone_step_by_step(mcp_url):
    seen = asyncio.run(http_session(mcp_url))
    assert seen["tools"] >= TOOLS
    assert seen["opened"].startswith("com.simdroid.chirp")
    assert seen["kinds"] == ["text", "image"]
    assert "id=editor" in seen["tapped"]
    assert "hello mcp" in seen["typed"]
    assert seen["home"].startswith("com.simdroid.launcher")
    assert seen["bad_tap"].is_error


def test_the_http_endpoint_refuses_requests_without_the_token(mcp_url):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).encode()
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    for url in (mcp_url, f"{mcp_url}?token=nope"):
        request = urllib.request.Request(url, data=body, headers=headers, method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 403


def test_the_mcp_command_over_http_prints_a_url_the_sdk_client_can_use(isolated_data_dir):
    process = subprocess.Popen(
        [sys.executable, "-m", "mobilexperts.cli", "mcp", "--http"],
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir)},
    )
    try:
        url = process.stderr.readline().removeprefix("mobilexperts mcp: ").strip()
        assert url.startswith("http://127.0.0.1:") and "/mcp?token=" in url

        async def names() -> set[str]:
            async with Client(url, read_timeout_seconds=30) as client:
                return {t.name for t in (await client.list_tools()).tools}

        assert asyncio.run(names()) >= TOOLS
    finally:
        process.terminate()
        process.wait(10)
