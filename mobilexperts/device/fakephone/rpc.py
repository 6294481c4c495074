"""The on-phone uiautomator2 server: ``GET /ping`` and JSON-RPC 2.0 at ``POST /jsonrpc/0``.

It answers the methods the uiautomator2 3.x client calls, from a SimDroid phone, the way the
Android server (``com.wetest.uia2.Main``, apk 2.4.x) does: the hierarchy in the
``dumpWindowHierarchy`` format, screenshots as base64 JPEG, booleans for gestures.
"""

from __future__ import annotations

import base64
import io
import json
import socket
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler
from typing import Any

from PIL import Image

from mobilexperts.device.errors import InvalidActionError
from mobilexperts.device.fakephone.phone import FakePhone
from mobilexperts.sim.hierarchy import XML_HEADER
from mobilexperts.sim.render import render

EMPTY_HIERARCHY = XML_HEADER + '\r\n<hierarchy rotation="0" />'
KEYS = {
    "home": "home",
    "back": "back",
    "enter": "enter",
    "recent": "recent",
    "delete": "delete",
    "del": "delete",
}
METHOD_NOT_FOUND = -32601
SERVER_ERROR = -32001
QUICKACK = getattr(socket, "TCP_QUICKACK", None)  # Linux only


def serve(sock: socket.socket, phone: FakePhone) -> None:
    """Serve HTTP requests arriving over one adb ``tcp:`` stream."""
    handler = type("PhoneRpcHandler", (RpcHandler,), {"phone": phone})
    handler(sock, ("adb", 0), None)


class RpcHandler(BaseHTTPRequestHandler):
    """HTTP/1.0: one request per connection, as the uiautomator2 client sends them."""

    phone: FakePhone
    server_version = "NanoHTTPD"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: a phone does not print to the test's stderr."""

    def do_GET(self) -> None:
        if self.path == "/ping":
            self.phone.hang_if_stalled("ping")
            self._reply(b"pong", "text/plain")
        else:
            self.send_error(404)

    def do_POST(self) -> None:
        if self.path != "/jsonrpc/0":
            self.send_error(404)
            return
        # http.client sends headers and body in two segments; ack the first at once, or the
        # client's Nagle and our delayed ack cost 40 ms per call on loopback.
        if QUICKACK is not None:
            self.connection.setsockopt(socket.IPPROTO_TCP, QUICKACK, 1)
        request = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        method, params = request.get("method", ""), request.get("params") or []
        self.phone.hang_if_stalled(method)
        answer: dict[str, Any] = {"jsonrpc": "2.0", "id": request.get("id")}
        handler = METHODS.get(method)
        if handler is None:
            answer["error"] = {"code": METHOD_NOT_FOUND, "message": f"Method not found: {method}"}
        else:
            try:
                with self.phone.lock:
                    answer["result"] = handler(self.phone, *_positional(params))
            except Exception as exc:  # the Java server turns every exception into an RPC error
                kind = (
                    "IllegalArgumentException"
                    if isinstance(exc, InvalidActionError)
                    else "RuntimeException"
                )
                message = f"java.lang.{kind}: {exc}"
                answer["error"] = {"code": SERVER_ERROR, "message": message, "data": message}
        self._reply(json.dumps(answer).encode("utf-8"), "application/json")

    def _reply(self, body: bytes, content_type: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def _positional(params: Any) -> list[Any]:
    return list(params) if isinstance(params, list | tuple) else []


def _device_info(phone: FakePhone) -> dict[str, Any]:
    sim = phone.sim
    p = sim.profile
    return {
        "currentPackageName": phone.on_wire(sim.foreground.package),
        "displayWidth": p.width,
        "displayHeight": p.height,
        "displayRotation": 0,
        "displaySizeDpX": round(p.width / p.density),
        "displaySizeDpY": round(p.height / p.density),
        "productName": phone.props["ro.product.name"],
        "screenOn": True,
        "sdkInt": int(phone.props["ro.build.version.sdk"]),
        "naturalOrientation": True,
    }


def _dump(phone: FakePhone, compressed: bool = False, max_depth: int = 50, *_: Any) -> str:
    if phone.take_fault("empty_dumps"):
        return EMPTY_HIERARCHY
    return phone.take_dump() or phone.on_wire(phone.sim.frame().xml)


def _screenshot(phone: FakePhone, scale: float = 1, quality: int = 80) -> str:
    p = phone.sim.profile
    if phone.take_fault("black_screens"):
        image = Image.new("RGB", (p.width, p.height), "black")
    else:
        image = render(phone.sim.frame())
    if scale != 1:
        image = image.resize((max(1, int(p.width * scale)), max(1, int(p.height * scale))))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=int(quality))
    return base64.b64encode(out.getvalue()).decode("ascii")


def _click(phone: FakePhone, x: int, y: int, millis: int | None = None) -> bool:
    if millis is None:
        phone.sim.tap(int(x), int(y))
    else:
        phone.sim.long_press(int(x), int(y), millis / 1000)
    return True


def _swipe(phone: FakePhone, fx: int, fy: int, tx: int, ty: int, steps: int) -> bool:
    phone.sim.swipe(int(fx), int(fy), int(tx), int(ty), steps / 200)
    return True


def _press_key(phone: FakePhone, name: str) -> bool:
    key = KEYS.get(str(name).lower())
    if key is None:
        return False
    phone.sim.press(key)
    return True


def _set_clipboard(phone: FakePhone, label: str | None, text: str) -> None:
    phone.sim.state.clipboard = text


def _paste_clipboard(phone: FakePhone) -> None:
    """Paste into the focused field; like Android, nothing happens when no field has focus."""
    if phone.sim.frame().focused_field() is not None:
        phone.sim.input_text(phone.sim.state.clipboard)


def _clear_input_text(phone: FakePhone) -> None:
    if phone.sim.frame().focused_field() is not None:
        phone.sim.input_text("", clear=True)


def _last_toast(phone: FakePhone) -> str | None:
    return phone.sim.state.toast or None


def _clear_toast(phone: FakePhone) -> None:
    phone.sim.state.toast = ""


METHODS: dict[str, Callable[..., Any]] = {
    "deviceInfo": _device_info,
    "dumpWindowHierarchy": _dump,
    "takeScreenshot": _screenshot,
    "click": _click,
    "swipe": _swipe,
    "pressKey": _press_key,
    "setClipboard": _set_clipboard,
    "getClipboard": lambda phone: phone.sim.state.clipboard,
    "pasteClipboard": _paste_clipboard,
    "clearInputText": _clear_input_text,
    "getLastToast": _last_toast,
    "clearLastToast": _clear_toast,
}
