"""Framing of the adb host protocol: 4-hex-digit length prefixes, OKAY and FAIL."""

from __future__ import annotations

import socket


def recv_exact(sock: socket.socket, size: int) -> bytes | None:
    """Exactly ``size`` bytes, or None when the peer hangs up first."""
    data = bytearray()
    while len(data) < size:
        try:
            chunk = sock.recv(size - len(data))
        except OSError:
            return None
        if not chunk:
            return None
        data += chunk
    return bytes(data)


def read_request(sock: socket.socket) -> str | None:
    """One length-prefixed request (``000Chost:version``), or None on hang-up."""
    prefix = recv_exact(sock, 4)
    if prefix is None:
        return None
    try:
        size = int(prefix, 16)
    except ValueError:
        return None
    body = recv_exact(sock, size) if size else b""
    return None if body is None else body.decode("utf-8")


def block(text: str) -> bytes:
    """A length-prefixed string, as the server sends it after OKAY."""
    data = text.encode("utf-8")
    return f"{len(data):04x}".encode() + data


def okay(sock: socket.socket, text: str | None = None) -> None:
    sock.sendall(b"OKAY" + (block(text) if text is not None else b""))


def fail(sock: socket.socket, message: str) -> None:
    sock.sendall(b"FAIL" + block(message))
