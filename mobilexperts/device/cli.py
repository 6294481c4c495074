"""``mobilexperts devices``: the phones adb sees, plus the built-in simulator ``sim``."""

from __future__ import annotations

import json

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from mobilexperts.console import escape
from mobilexperts.device.errors import DeviceError

SIM_SERIAL = "sim"


class DeviceRow(BaseModel):
    """One device a run can use."""

    serial: str
    state: str
    model: str
    kind: str
    hint: str = ""


def device_rows() -> tuple[list[DeviceRow], str]:
    """The simulator and every phone adb lists; the second value says why adb was not asked."""
    from mobilexperts.device.adb import adb_client, adb_reachable, list_phones, unreachable_message
    from mobilexperts.sim.phone import PROFILES

    rows = [
        DeviceRow(serial=SIM_SERIAL, state="ready", model=PROFILES["phone"].model, kind="simulator")
    ]
    client = adb_client()
    if not adb_reachable(client):
        return rows, unreachable_message(client)
    try:
        phones = list_phones(client)
    except DeviceError as exc:
        return rows, str(exc)
    rows += [
        DeviceRow(serial=p.serial, state=p.state, model=p.model, kind="adb", hint=p.hint)
        for p in phones
    ]
    return rows, ""


def devices_command(
    as_json: bool = typer.Option(False, "--json", help="Print the list as JSON."),
) -> None:
    """List the phones adb sees and the simulator; use a serial (or `sim`) to pick one."""
    rows, adb_problem = device_rows()
    out = Console(highlight=False, soft_wrap=True)
    if as_json:
        payload = {"devices": [r.model_dump() for r in rows], "adb": adb_problem or "ok"}
        out.print_json(json.dumps(payload))
        return
    table = Table(box=None, pad_edge=False)
    for column in ("serial", "state", "model", "kind", "what to do"):
        table.add_column(column)
    for row in rows:
        table.add_row(*(escape(v) for v in (row.serial, row.state, row.model, row.kind, row.hint)))
    out.print(table)
    if adb_problem:
        out.print(f"[yellow]adb:[/] {escape(adb_problem)}")
