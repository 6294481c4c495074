"""adbd's file sync service (``sync:``): STAT, RECV, SEND and LIST, protocol version 1."""

from __future__ import annotations

import socket
import stat
import struct
import time

from mobilexperts.device.errors import FileNotOnDeviceError
from mobilexperts.device.fakephone.phone import DEVICE_TMP, FakePhone
from mobilexperts.device.fakephone.wire import recv_exact

CHUNK = 64 * 1024
DIRECTORIES = {DEVICE_TMP.rstrip("/"), "/sdcard", "/storage/emulated/0", "/data/local"}


def serve(sock: socket.socket, phone: FakePhone) -> None:
    """Answer sync requests until the client quits or hangs up."""
    while True:
        header = recv_exact(sock, 8)
        if header is None:
            return
        request, length = header[:4], struct.unpack("<I", header[4:])[0]
        payload = recv_exact(sock, length) if length else b""
        if payload is None or request == b"QUIT":
            return
        path = payload.decode("utf-8")
        if request == b"STAT":
            _stat(sock, phone, path)
        elif request == b"RECV":
            _recv(sock, phone, path)
        elif request == b"SEND":
            _send(sock, phone, path)
        elif request == b"LIST":
            sock.sendall(b"DONE" + bytes(16))
        else:
            _fail(sock, f"unknown sync request {request!r}")
            return


def _fail(sock: socket.socket, message: str) -> None:
    data = message.encode("utf-8")
    sock.sendall(b"FAIL" + struct.pack("<I", len(data)) + data)


def _stat(sock: socket.socket, phone: FakePhone, path: str) -> None:
    if path.rstrip("/") in DIRECTORIES:
        mode, size = stat.S_IFDIR | 0o771, 4096
    else:
        try:
            mode, size = stat.S_IFREG | 0o660, len(phone.read_file(path))
        except FileNotOnDeviceError:
            mode, size = 0, 0
    mtime = int(time.time()) if mode else 0
    sock.sendall(b"STAT" + struct.pack("<III", mode, size, mtime))


def _recv(sock: socket.socket, phone: FakePhone, path: str) -> None:
    try:
        data = phone.read_file(path)
    except FileNotOnDeviceError:
        _fail(sock, "open failed: No such file or directory")
        return
    for start in range(0, len(data), CHUNK):
        chunk = data[start : start + CHUNK]
        sock.sendall(b"DATA" + struct.pack("<I", len(chunk)) + chunk)
    sock.sendall(b"DONE" + bytes(4))


def _send(sock: socket.socket, phone: FakePhone, path_and_mode: str) -> None:
    path = path_and_mode.rsplit(",", 1)[0]
    data = bytearray()
    while True:
        header = recv_exact(sock, 8)
        if header is None:
            return
        kind, value = header[:4], struct.unpack("<I", header[4:])[0]
        if kind == b"DONE":
            break
        chunk = recv_exact(sock, value) if kind == b"DATA" else None
        if chunk is None:
            _fail(sock, f"bad sync data {kind!r}")
            return
        data += chunk
    phone.write_file(path, bytes(data))
    sock.sendall(b"OKAY" + bytes(4))
