"""``mobilexperts studio`` (the local web app) and ``mobilexperts mcp`` (the MCP server)."""

from __future__ import annotations

import socket
import sys
from typing import Annotated, Any

import typer
from rich.console import Console

from mobilexperts.errors import MobilexpertsError

LOOPBACK = ("127.0.0.1", "localhost", "::1")
err = Console(stderr=True, highlight=False, soft_wrap=True)

HostOption = Annotated[
    str,
    typer.Option(help="The address to listen on; anything but 127.0.0.1 lets others connect."),
]


class StudioError(MobilexpertsError):
    """The studio or the MCP server could not start."""


def _listening(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port`` (any free port when 0), so the printed URL answers
    (requests wait in its backlog until the server serves them)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen(64)
    except OSError as exc:
        sock.close()
        raise StudioError(
            f"cannot listen on {host}:{port} ({exc.strerror}); choose another --port"
        ) from None
    return sock


def _serve(app: Any, sock: socket.socket) -> None:
    import uvicorn

    uvicorn.Server(uvicorn.Config(app, log_level="warning")).run(sockets=[sock])


def _warn_if_remote(host: str) -> None:
    if host not in LOOPBACK:
        err.print(
            f"[yellow]warning[/]: listening on {host}: anyone who can reach this machine and "
            "has the token can operate the phone and edit its tools"
        )


def studio_command(
    host: HostOption = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="The port (0: any free one).")] = 0,
) -> None:
    """Serve the studio: watch runs live, inspect and edit tools, experts and memories, and tap
    SimDroid's screen. Open the printed URL (its token is required on every request)."""
    from studio.app import Studio, create_app

    _warn_if_remote(host)
    sock = _listening(host, port)
    studio = Studio()
    where = f"[{host}]" if ":" in host else host
    port = sock.getsockname()[1]
    print(f"mobilexperts studio: http://{where}:{port}/?token={studio.token}", flush=True)
    try:
        _serve(create_app(studio), sock)
    finally:
        studio.close()


def mcp_command(
    device: Annotated[str, typer.Option(help="`sim` or a phone's adb serial.")] = "sim",
    http: Annotated[
        bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio.")
    ] = False,
    host: HostOption = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="The HTTP port (0: any).")] = 0,
) -> None:
    """Serve the MCP server: tools observe, tap, type_text, press_key, launch_app, list_tools,
    use_tool and run_task drive the phone. Over stdio by default; with --http the printed URL
    (with its token) is the streamable HTTP endpoint."""
    from studio.mcp_server import build_server

    server = build_server(device)
    if not http:
        server.run("stdio")
        return
    from studio.security import TokenGuard, new_token

    _warn_if_remote(host)
    sock = _listening(host, port)
    token = new_token()
    app = TokenGuard(server.streamable_http_app(host=host), token, remember=False)
    where = f"[{host}]" if ":" in host else host
    url = f"http://{where}:{sock.getsockname()[1]}/mcp?token={token}"
    print(f"mobilexperts mcp: {url}", file=sys.stderr, flush=True)
    _serve(app, sock)
