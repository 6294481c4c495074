"""Tools: the list per device, one tool's source (highlighted) and conditions, its history
with diffs, a test on SimDroid with before/after screenshots, the editor with inline lint
problems, and retire/restore. Saving an edit and restoring go through the same admission as
``mobilexperts tools edit`` (:func:`tools_store.cli_support.edited_draft`, ``admit_here``)."""

from __future__ import annotations

import base64
import difflib

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import DiffLexer, PythonLexer
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from mobilexperts.errors import MobilexpertsError
from sandbox import LintProblem, Sandbox, SandboxError, ToolLintError, vet_tool
from studio.app import Studio
from studio.security import checked_name
from tools_store.cli_support import (
    SIM,
    admit_here,
    edited_draft,
    opened_device,
    parse_args,
    reach_start,
)
from tools_store.errors import ToolSourceError
from tools_store.records import WorkflowTool
from tools_store.store import ToolStore
from tools_store.use import ToolOutcome, use_tool

MAX_SOURCE_CHARS = 64_000
FORMATTER = HtmlFormatter(linenos="table", cssclass="source")


class ToolTest:
    """A test of a tool on a fresh SimDroid: the outcome and the screens before and after."""

    def __init__(self, outcome: ToolOutcome, before: bytes, after: bytes) -> None:
        self.outcome = outcome
        self.before = base64.b64encode(before).decode("ascii")
        self.after = base64.b64encode(after).decode("ascii")


def test_on_sim(tool: WorkflowTool, raw: list[str]) -> ToolTest:
    """Run ``tool`` from its start state on a fresh SimDroid, counting nothing."""
    with opened_device(SIM) as device, Sandbox() as sandbox:
        store = ToolStore.for_device(device.info.fingerprint)
        args = {**tool.example_args(), **parse_args(tool.params, raw)}
        reach_start(device, tool, sandbox)
        before = device.observe().screenshot
        outcome = use_tool(store, tool, args, device, sandbox=sandbox, record=False)
        return ToolTest(outcome, before, device.observe().screenshot)


def readmit(tool: WorkflowTool) -> WorkflowTool:
    """``tool`` admitted again on a fresh SimDroid, from its start state."""
    with opened_device(SIM) as device, Sandbox() as sandbox:
        store = ToolStore.for_device(device.info.fingerprint)
        return admit_here(tool, device, sandbox, library=store.get)


def lint_problems(source: str) -> list[LintProblem]:
    """Every problem of ``source`` against the tool contract (none when it is valid)."""
    try:
        vet_tool(source)
    except ToolLintError as exc:
        return exc.problems
    except SandboxError as exc:
        return [LintProblem(1, 0, line) for line in getattr(exc, "errors", [str(exc)])]
    return []


def routes(studio: Studio) -> list[Route]:
    def store_for(request: Request, acting: bool = False) -> ToolStore:
        fingerprint = studio.fingerprint(request)
        if acting and fingerprint != studio.sim_fingerprint:
            raise MobilexpertsError(
                "the studio tests and admits tools on SimDroid; for a phone use "
                "`mobilexperts tools edit|test --device SERIAL`"
            )
        return ToolStore.for_device(fingerprint, studio.settings)

    def name_of(request: Request) -> str:
        return checked_name(request.path_params["name"], "tool")

    async def tools_list(request: Request) -> Response:
        store = store_for(request)
        return studio.render(
            request,
            "tools.html",
            tools=store.all(),
            device=store.fingerprint,
            devices=studio.fingerprints(),
        )

    async def tool_page(request: Request) -> Response:
        tool = store_for(request).require(name_of(request))
        return studio.render(
            request,
            "tool.html",
            tool=tool,
            source=highlight(tool.source, PythonLexer(), FORMATTER),
            css=FORMATTER.get_style_defs(".source"),
        )

    async def tool_history(request: Request) -> Response:
        tool = store_for(request).require(name_of(request))
        numbers = [v.version for v in tool.versions]
        try:
            b = int(request.query_params.get("b", numbers[-1] if numbers else 1))
            a = int(request.query_params.get("a", numbers[-2] if len(numbers) > 1 else b))
        except ValueError:
            raise MobilexpertsError("versions are numbers") from None
        by_number = {v.version: v for v in tool.versions}
        if a not in by_number or b not in by_number:
            raise MobilexpertsError(f"{tool.name} has versions {numbers}")
        lines = difflib.unified_diff(
            by_number[a].source.splitlines(keepends=True),
            by_number[b].source.splitlines(keepends=True),
            f"v{a}",
            f"v{b}",
        )
        diff = highlight(
            "".join(lines) or "(no change)\n", DiffLexer(), HtmlFormatter(cssclass="source")
        )
        return studio.render(
            request,
            "tool_history.html",
            tool=tool,
            a=a,
            b=b,
            diff=diff,
            css=FORMATTER.get_style_defs(".source"),
        )

    async def tool_test(request: Request) -> Response:
        tool = store_for(request, acting=True).require(name_of(request))
        form = await request.form()
        raw = [f"{p.name}={form[p.name]}" for p in tool.params if str(form.get(p.name, ""))]
        try:
            result = await run_in_threadpool(test_on_sim, tool, raw)
        except MobilexpertsError as exc:  # shown in place of the outcome (htmx swaps 200s)
            return studio.render(request, "tool_test.html", tool=tool, test=None, error=str(exc))
        return studio.render(request, "tool_test.html", tool=tool, test=result, error="")

    async def tool_edit(request: Request) -> Response:
        store = store_for(request, acting=True)
        tool = store.require(name_of(request))
        if request.method == "GET":
            return studio.render(
                request, "tool_edit.html", tool=tool, source=tool.source, problems=[]
            )
        form = await request.form()
        source = str(form.get("source", "")).replace("\r\n", "\n")
        if len(source) > MAX_SOURCE_CHARS:
            raise MobilexpertsError(f"the source is longer than {MAX_SOURCE_CHARS} characters")
        problems = lint_problems(source)
        if not problems:
            try:
                draft = edited_draft(tool, source)
            except ToolSourceError as exc:
                problems = [LintProblem(1, 0, str(exc))]
        if problems:
            return studio.render(
                request, "tool_edit.html", code=422, tool=tool, source=source, problems=problems
            )
        if source == tool.source:
            return RedirectResponse(f"/tools/{tool.name}", status_code=303)
        admitted = await run_in_threadpool(readmit, draft)
        store.put(admitted)
        return RedirectResponse(f"/tools/{tool.name}", status_code=303)

    async def tool_retire(request: Request) -> Response:
        store = store_for(request)
        name = name_of(request)
        store.update(name, lambda t: t.retired("retired in the studio"))
        return RedirectResponse(f"/tools/{name}?device={store.fingerprint}", status_code=303)

    async def tool_restore(request: Request) -> Response:
        store = store_for(request, acting=True)
        tool = store.require(name_of(request))
        store.put(await run_in_threadpool(readmit, tool))
        return RedirectResponse(f"/tools/{tool.name}", status_code=303)

    return [
        Route("/tools", tools_list),
        Route("/tools/{name}", tool_page),
        Route("/tools/{name}/history", tool_history),
        Route("/tools/{name}/test", tool_test, methods=["POST"]),
        Route("/tools/{name}/edit", tool_edit, methods=["GET", "POST"]),
        Route("/tools/{name}/retire", tool_retire, methods=["POST"]),
        Route("/tools/{name}/restore", tool_restore, methods=["POST"]),
    ]
