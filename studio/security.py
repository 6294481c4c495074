"""The studio's two guards: a random token required on every request, and names that can
never lead outside the folder they are looked up in.

The token arrives as ``?token=`` (the printed URL; it is then kept in a strict, HTTP-only
cookie), the cookie, or an ``Authorization: Bearer`` header (the MCP server over HTTP). A request
whose path or query holds a ``..`` segment, a backslash or a NUL is refused before any view runs;
views also resolve every name they are given with :func:`child_path`.
"""

from __future__ import annotations

import re
import secrets
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode

from starlette.responses import PlainTextResponse, RedirectResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from mobilexperts.errors import MobilexpertsError

COOKIE = "mobilexperts_studio"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9 ._+-]{0,199}$")
_TRAVERSAL = re.compile(r"(^|[/\\])\.\.([/\\]|$)|\\|\x00")


class StudioPathError(MobilexpertsError):
    """A parameter names something outside the folder it must be in."""


def new_token() -> str:
    return secrets.token_urlsafe(24)


def checked_name(name: str, what: str = "name") -> str:
    """``name`` when it is one plain path component (letters, digits, space, ``._+-``)."""
    if not NAME.fullmatch(name) or ".." in name:
        raise StudioPathError(f"{what} {name[:60]!r} is not a plain name")
    return name


def child_path(base: Path, *names: str) -> Path:
    """``base/names...``, each name checked and the result proven to stay inside ``base``."""
    path = base.joinpath(*(checked_name(n) for n in names))
    if not path.resolve().is_relative_to(base.resolve()):
        raise StudioPathError(f"{'/'.join(names)[:60]!r} leads outside {base.name}")
    return path


def traverses(scope: Scope) -> bool:
    """Whether the request's path or any query value tries to climb out of a folder."""
    raw = scope.get("raw_path") or scope.get("path", "").encode()
    values = [unquote(raw.decode("latin-1"))]
    query = scope.get("query_string", b"").decode("latin-1")
    values += [v for pair in parse_qsl(query, keep_blank_values=True) for v in pair]
    return any(_TRAVERSAL.search(v) for v in values)


class TokenGuard:
    """ASGI middleware: refuses (403) any request without the token, (400) any traversal.

    With ``remember`` a request carrying ``?token=`` is redirected to the same URL without it,
    setting the cookie (browsers); without, the query token is accepted as it is (MCP clients).
    """

    def __init__(self, app: ASGIApp, token: str, remember: bool = True) -> None:
        self.app = app
        self.token = token
        self.remember = remember

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if traverses(scope):
            await PlainTextResponse("refused: a parameter leads outside", 400)(scope, receive, send)
            return
        given = _query_token(scope)
        if self.remember and given is not None and _same(given, self.token):
            await _remember(scope, self.token)(scope, receive, send)
            return
        carried = [*_carried_tokens(scope), *([given] if given is not None else [])]
        if not any(_same(t, self.token) for t in carried):
            await PlainTextResponse("refused: open the URL with the token", 403)(
                scope, receive, send
            )
            return
        await self.app(scope, receive, send)


def _same(given: str, token: str) -> bool:
    return secrets.compare_digest(given.encode("utf-8"), token.encode("utf-8"))


def _headers(scope: Scope) -> dict[str, str]:
    return {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}


def _query_token(scope: Scope) -> str | None:
    pairs = parse_qsl(scope.get("query_string", b"").decode("latin-1"))
    return next((v for k, v in pairs if k == "token"), None)


def _carried_tokens(scope: Scope) -> list[str]:
    headers = _headers(scope)
    found = []
    bearer = headers.get("authorization", "")
    if bearer.lower().startswith("bearer "):
        found.append(bearer[7:].strip())
    cookie = SimpleCookie()
    cookie.load(headers.get("cookie", ""))
    if COOKIE in cookie:
        found.append(cookie[COOKIE].value)
    return found


def _remember(scope: Scope, token: str) -> RedirectResponse:
    """Redirect to the same URL without the token, setting the cookie that carries it."""
    query = scope.get("query_string", b"").decode("latin-1")
    rest = urlencode([(k, v) for k, v in parse_qsl(query) if k != "token"])
    target = scope["path"] + (f"?{rest}" if rest else "")
    response = RedirectResponse(target, status_code=303)
    response.set_cookie(COOKIE, token, httponly=True, samesite="strict")
    return response
