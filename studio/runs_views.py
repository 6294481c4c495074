"""Runs: the list with filters, starting a run, a run's page, its live updates (server-sent
events) and its screenshots."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import threading
from collections.abc import AsyncIterator

from sse_starlette.sse import EventSourceResponse
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import FileResponse, RedirectResponse, Response
from starlette.routing import Route

from mobilexperts.errors import EXIT_OK, EXIT_TASK_FAILED, MobilexpertsError
from mobilexperts.runs.recorder import new_run_dir
from studio.app import Studio
from studio.dag import layout
from studio.runs_data import LOG_FILE, START_ERROR_FILE, RunView, list_run_rows, read_run, shot_path
from studio.security import StudioPathError, checked_name

POLL_S = 0.25
STATUSES = ("running", "success", "failure", "unchecked", "error", "incomplete")


def start_run(studio: Studio, instruction: str, task: str, single: bool) -> str:
    """Start ``mobilexperts run`` (a team, or one expert) on SimDroid in a child process that
    records into a new run folder; its run id. The run outlives the request (and the studio);
    when it ends on an error, the error's line is kept in the folder for its page."""
    if not (instruction or task):
        raise MobilexpertsError("say what to do: an instruction or a suite task id")
    run_dir = new_run_dir(studio.runs_dir, instruction or task)
    command = [sys.executable, "-m", "mobilexperts.cli", "run", "--run-dir", str(run_dir)]
    command += (["--task", task] if task else []) + (["--single"] if single else [])
    command += ["--", instruction] if instruction else []
    env = {**os.environ, "MOBILEXPERTS_DATA_DIR": str(studio.settings.data_dir)}
    log = (run_dir / LOG_FILE).open("w", encoding="utf-8")
    process = subprocess.Popen(
        command, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
    )

    def watch() -> None:
        code = process.wait()
        log.close()
        if code not in (EXIT_OK, EXIT_TASK_FAILED):
            lines = (run_dir / LOG_FILE).read_text(encoding="utf-8").strip().splitlines()
            reason = lines[-1] if lines else f"the run exited with code {code}"
            (run_dir / START_ERROR_FILE).write_text(reason, encoding="utf-8")

    threading.Thread(target=watch, name=f"studio-run-{run_dir.name}", daemon=True).start()
    return run_dir.name


def routes(studio: Studio) -> list[Route]:
    def live_html(request: Request, view: RunView) -> str:
        template = studio.env.get_template("run_live.html")
        dag = layout(view.nodes, view.edges) if view.nodes else None
        return template.render(request=request, run=view, dag=dag)

    async def runs_list(request: Request) -> Response:
        status = request.query_params.get("status", "")
        query = request.query_params.get("q", "").casefold()
        rows = await run_in_threadpool(list_run_rows, studio.runs_dir)
        shown = [
            r
            for r in rows
            if (not status or r.status == status)
            and (not query or query in f"{r.run_id} {r.instruction}".casefold())
        ]
        return studio.render(
            request,
            "runs.html",
            rows=shown,
            total=len(rows),
            status=status,
            q=query,
            statuses=STATUSES,
        )

    async def runs_start(request: Request) -> Response:
        form = await request.form()
        instruction = str(form.get("instruction", "")).strip()
        task = str(form.get("task", "")).strip()
        if task:
            checked_name(task, "task")
        single = form.get("single") == "on"
        run_id = await run_in_threadpool(start_run, studio, instruction, task, single)
        return RedirectResponse(f"/runs/{run_id}", status_code=303)

    async def run_page(request: Request) -> Response:
        view = await run_in_threadpool(read_run, studio.runs_dir, request.path_params["run_id"])
        return studio.render(request, "run.html", run=view, live=live_html(request, view))

    async def run_events(request: Request) -> Response:
        run_id = request.path_params["run_id"]
        await run_in_threadpool(read_run, studio.runs_dir, run_id)

        async def events() -> AsyncIterator[dict[str, str]]:
            last = ""
            while True:
                try:
                    view = await run_in_threadpool(read_run, studio.runs_dir, run_id)
                except MobilexpertsError as exc:
                    yield {"event": "end", "data": f"unreadable: {exc}"}
                    return
                html = live_html(request, view)
                if html != last:
                    last = html
                    yield {"event": "update", "data": html}
                if not view.live:
                    yield {"event": "end", "data": view.status}
                    return
                await asyncio.sleep(POLL_S)

        return EventSourceResponse(events())

    async def run_shot(request: Request) -> Response:
        node = request.query_params.get("node", "")
        path = shot_path(
            studio.runs_dir, request.path_params["run_id"], request.path_params["name"], node
        )
        if not path.is_file():
            raise StudioPathError(f"no screenshot {path.name}")
        return FileResponse(path, media_type="image/png")

    return [
        Route("/runs", runs_list),
        Route("/runs", runs_start, methods=["POST"]),
        Route("/runs/{run_id}", run_page),
        Route("/runs/{run_id}/events", run_events),
        Route("/runs/{run_id}/shots/{name}", run_shot),
    ]
