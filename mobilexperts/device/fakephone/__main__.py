"""Serve SimDroid phones behind a fake adb server: ``python -m mobilexperts.device.fakephone``."""

from __future__ import annotations

import threading

import typer

from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.sim.phone import SimPhone


def serve(
    port: int = typer.Option(5038, help="Port of the fake adb server (a real one uses 5037)."),
    phones: int = typer.Option(1, min=1, max=9, help="How many SimDroid phones to plug in."),
    seed: int = typer.Option(0, help="Seed of the first phone; the others use seed+1, ..."),
    profile: str = typer.Option("phone", help="Screen profile: phone or compact."),
) -> None:
    """Run until interrupted; point adb clients at it with ANDROID_ADB_SERVER_PORT."""
    plugged = [
        FakePhone(f"emulator-{5554 + 2 * i}", SimPhone(seed=seed + i, profile=profile))
        for i in range(phones)
    ]
    with FakeAdbServer(plugged, port=port) as server:
        serials = ", ".join(p.serial for p in plugged)
        typer.echo(f"fake adb server at {server.host}:{server.port} with {serials}")
        typer.echo(
            f"try: ANDROID_ADB_SERVER_PORT={server.port} mobilexperts devices   (Ctrl-C stops)"
        )
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            typer.echo("stopped")


if __name__ == "__main__":
    typer.run(serve)
