"""A fake adb server: the adb host protocol on a local TCP port, with SimDroid phones plugged in.

It speaks what adbutils and uiautomator2 use: ``host:version``, ``host:devices[-l]``,
``host:tport:serial:``/``host:transport:`` followed by ``shell:``, ``sync:`` or ``tcp:<port>``,
and the ``host-serial:<serial>:`` queries. Point a client at it with
``adbutils.AdbClient(port=server.port)`` or ``ANDROID_ADB_SERVER_PORT``.
"""

from __future__ import annotations

import contextlib
import socket
import socketserver
import struct
import threading
from collections.abc import Callable
from types import TracebackType

from mobilexperts.device.fakephone import rpc, shell, sync
from mobilexperts.device.fakephone.phone import FakePhone
from mobilexperts.device.fakephone.wire import fail, okay, read_request

ADB_VERSION = 41
U2_DEFAULT_PORT = 9008
U2_SERVICE = "uiautomator2 server"
STATE_ERRORS = {
    "unauthorized": "device unauthorized.\nThis adb server's $ADB_VENDOR_KEYS is not set\n"
    "Try 'adb kill-server' if that seems wrong.\n"
    "Otherwise check for a confirmation dialog on your device.",
    "offline": "device offline",
}


class FakeAdbServer:
    """An adb server on ``127.0.0.1:<port>`` (a free port unless given); use it as a context."""

    def __init__(self, phones: list[FakePhone] | tuple[FakePhone, ...] = (), port: int = 0) -> None:
        self.phones: dict[str, FakePhone] = {}
        self._transport_ids: dict[str, int] = {}
        self._connections: dict[socket.socket, tuple[str | None, str]] = {}
        self._lock = threading.Lock()
        self._tcp = _Server(("127.0.0.1", port), _Connection)
        self._tcp.fake = self
        self._thread: threading.Thread | None = None
        for phone in phones:
            self.plug(phone)

    @property
    def host(self) -> str:
        return str(self._tcp.server_address[0])

    @property
    def port(self) -> int:
        return int(self._tcp.server_address[1])

    def start(self) -> FakeAdbServer:
        self._thread = threading.Thread(
            target=self._tcp.serve_forever,
            kwargs={"poll_interval": 0.05},
            daemon=True,
            name="fake-adb",
        )
        self._thread.start()
        return self

    def close(self) -> None:
        """Stop listening and hang up every open connection."""
        if self._thread is not None:
            self._tcp.shutdown()
            self._thread = None
        self._tcp.server_close()
        for phone in list(self.phones.values()):
            phone.release()
        self._hang_up(lambda serial, service: True)

    def __enter__(self) -> FakeAdbServer:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- phones ----------------------------------------------------------------------------

    def plug(self, phone: FakePhone) -> FakePhone:
        """Connect a phone, as plugging in its USB cable does."""
        with self._lock:
            self.phones[phone.serial] = phone
            self._transport_ids[phone.serial] = max(self._transport_ids.values(), default=0) + 1
        return phone

    def unplug(self, serial: str) -> None:
        """Pull the cable: the phone leaves the device list and its open streams break."""
        with self._lock:
            phone = self.phones.pop(serial)
        phone.release()
        self._hang_up(lambda owner, service: owner == serial)

    def kill_u2_server(self, serial: str) -> None:
        """End the phone's uiautomator2 server, as Android does to a stuck or idle one."""
        self._hang_up(lambda owner, service: owner == serial and service == U2_SERVICE)

    def listing(self, long: bool) -> str:
        lines = []
        with self._lock:
            for serial, phone in self.phones.items():
                line = f"{serial}\t{phone.state}"
                if long:
                    model = phone.props["ro.product.model"].replace(" ", "_")
                    line += (
                        f" product:{phone.props['ro.product.name']} model:{model}"
                        f" device:{phone.props['ro.product.device']}"
                        f" transport_id:{self._transport_ids[serial]}"
                    )
                lines.append(line + "\n")
        return "".join(lines)

    def find(self, serial: str | None) -> tuple[FakePhone | None, str]:
        """The phone for a transport request, or None and adb's error message."""
        with self._lock:
            if serial is None:
                if len(self.phones) != 1:
                    return (
                        None,
                        "no devices/emulators found"
                        if not self.phones
                        else "more than one device/emulator",
                    )
                serial = next(iter(self.phones))
            phone = self.phones.get(serial)
        if phone is None:
            return None, f"device '{serial}' not found"
        if phone.state != "device":
            return None, STATE_ERRORS.get(phone.state, f"device {phone.state}")
        return phone, ""

    def transport_id(self, serial: str) -> int:
        with self._lock:
            return self._transport_ids[serial]

    # -- connections -----------------------------------------------------------------------

    def track(self, sock: socket.socket, serial: str | None, service: str = "") -> None:
        """Remember an open connection, so unplugging or closing can break it."""
        with self._lock:
            self._connections[sock] = (serial, service)

    def forget(self, sock: socket.socket) -> None:
        with self._lock:
            self._connections.pop(sock, None)

    def _hang_up(self, which: Callable[[str | None, str], bool]) -> None:
        with self._lock:
            doomed = [
                s for s, (owner, service) in self._connections.items() if which(owner, service)
            ]
        for sock in doomed:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


class _Server(socketserver.ThreadingTCPServer):
    allow_reuse_address = True
    daemon_threads = True
    block_on_close = False
    fake: FakeAdbServer


class _Connection(socketserver.BaseRequestHandler):
    """One client connection: a host request, possibly switching to a device transport."""

    server: _Server

    def setup(self) -> None:
        self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def handle(self) -> None:
        fake, sock = self.server.fake, self.request
        fake.track(sock, None)
        try:
            request = read_request(sock)
            if request is not None:
                self._host_request(fake, sock, request)
        except OSError:
            pass  # the client hung up (gave up on a stalled call, or the phone was unplugged)
        finally:
            fake.forget(sock)

    def _host_request(self, fake: FakeAdbServer, sock: socket.socket, request: str) -> None:
        if request == "host:version":
            okay(sock, f"{ADB_VERSION:04x}")
        elif request in ("host:devices", "host:devices-l"):
            okay(sock, fake.listing(long=request.endswith("-l")))
        elif request.startswith(("host:tport:", "host:transport")):
            self._transport(fake, sock, request)
        elif request.startswith("host-serial:"):
            self._serial_query(fake, sock, request.removeprefix("host-serial:"))
        else:
            fail(sock, f"unknown host service '{request}'")

    def _transport(self, fake: FakeAdbServer, sock: socket.socket, request: str) -> None:
        tport = request.startswith("host:tport:")
        target = request.removeprefix("host:tport:" if tport else "host:")
        if target.startswith("serial:") or target.startswith("transport:"):
            serial: str | None = target.split(":", 1)[1]
        else:
            serial = None
        phone, error = fake.find(serial)
        if phone is None:
            fail(sock, error)
            return
        fake.track(sock, phone.serial)
        sock.sendall(
            b"OKAY" + (struct.pack("<Q", fake.transport_id(phone.serial)) if tport else b"")
        )
        service = read_request(sock)
        if service is not None:
            if shell.is_u2_server_launch(service):
                fake.track(sock, phone.serial, U2_SERVICE)
            _device_service(sock, phone, service)

    def _serial_query(self, fake: FakeAdbServer, sock: socket.socket, rest: str) -> None:
        serial = next(
            (s for s in list(fake.phones) if rest.startswith(s + ":")), rest.split(":", 1)[0]
        )
        query = rest.removeprefix(serial + ":")
        phone = fake.phones.get(serial)
        if phone is None:
            fail(sock, f"device '{serial}' not found")
        elif query == "get-state":
            okay(sock, phone.state)
        elif query == "get-serialno":
            okay(sock, phone.props["ro.serialno"])
        elif query == "features":
            okay(sock, "shell_v2,cmd,stat_v2")
        else:
            fail(sock, f"unsupported host-serial request '{query}'")


def _device_service(sock: socket.socket, phone: FakePhone, service: str) -> None:
    if service.startswith("shell:"):
        command = service.removeprefix("shell:")
        okay(sock)
        if shell.is_u2_server_launch(command):
            _run_u2_server(sock, phone)
            return
        phone.hang_if_stalled("shell")
        sock.sendall(shell.run(phone, command))
    elif service == "sync:":
        okay(sock)
        sync.serve(sock, phone)
    elif service.startswith("tcp:"):
        if service == f"tcp:{U2_DEFAULT_PORT}" and phone.u2_running:
            okay(sock)
            rpc.serve(sock, phone)
        else:
            fail(sock, "closed")
    else:
        fail(sock, f"unknown service '{service}'")


def _run_u2_server(sock: socket.socket, phone: FakePhone) -> None:
    """The server lives as long as the shell stream that launched it, as app_process does."""
    phone.u2_servers += 1
    try:
        sock.sendall(b"[server] INFO: [UiAutomator2Server] Starting Server\n")
        while sock.recv(1024):
            pass
    except OSError:
        pass
    finally:
        phone.u2_servers -= 1
