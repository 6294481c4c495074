"""What the ``tools`` commands share: opening the device and its store, reading arguments and
tool files, bringing a fresh simulator to a tool's start state, and admitting a tool there.

Admission from the command line: on the simulator (``--device sim``) a fresh SimDroid is
brought to the tool's start state and snapshotted, then the tool is replayed from the snapshot
with its recorded arguments and with fresh ones. The start state is reached by the tool's
setup code when it has one (``tools add --setup SETUP.py``: a parameterless tool run from the
home screen), else from the home screen when the tool opens its app itself (its first step is
``dev.launch``), else on the app's start screen. On a real phone the tool is replayed from the
current screen, which must match its precondition.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path

from mobilexperts.device import Device
from mobilexperts.files import read_user_file
from mobilexperts.sim.device import SimDevice
from sandbox import Sandbox, SandboxError, ToolSignature, vet_tool
from tools_store.admission import AdmissionSettings, admit, launches_first
from tools_store.compose import Lookup, no_library
from tools_store.errors import ToolSourceError, ToolStoreError
from tools_store.records import ParamValue, ToolParam, WorkflowTool
from tools_store.store import ToolStore

SIM = "sim"
# Far above any tool the lint admits (its source limit is in characters), far below harm.
MAX_TOOL_FILE_BYTES = 1024 * 1024


@contextlib.contextmanager
def opened_device(spec: str) -> Iterator[Device]:
    """The simulator (``sim``, a fresh one) or the phone with that adb serial; closed after."""
    if spec == SIM:
        device: Device = SimDevice()
    else:
        from mobilexperts.device.u2 import U2Device

        device = U2Device(spec)
    try:
        yield device
    finally:
        device.close()


def store_of(device: Device) -> ToolStore:
    """The tool store of ``device``'s fingerprint."""
    return ToolStore.for_device(device.info.fingerprint)


def read_source(path: Path) -> str:
    """A tool file's text; a one-line error when it cannot be read."""
    data = read_user_file(path, "tool file", max_bytes=MAX_TOOL_FILE_BYTES, error=ToolStoreError)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ToolStoreError(f"{path} is not UTF-8 text; save the tool as UTF-8") from None


def vetted(source: str, what: str, aftermath: str = "") -> ToolSignature:
    """The tool's signature, or one line listing every problem the sandbox found (``what`` was
    refused ``aftermath``: ...)."""
    try:
        return vet_tool(source)
    except SandboxError as exc:
        problems = getattr(exc, "problems", None) or getattr(exc, "errors", None) or [str(exc)]
        listed = "; ".join(str(p) for p in problems)
        raise ToolSourceError(f"{what} was refused{aftermath}: {listed}") from None


def _typed(param: ToolParam, raw: str) -> ParamValue:
    try:
        if param.type == "int":
            return int(raw)
        if param.type == "float":
            return float(raw)
    except ValueError:
        raise ToolStoreError(
            f"--arg {param.name}={raw!r}: {param.name} is a {param.type}"
        ) from None
    if param.type == "bool":
        if raw.casefold() not in ("true", "false", "yes", "no", "1", "0"):
            raise ToolStoreError(f"--arg {param.name}={raw!r}: give true or false")
        return raw.casefold() in ("true", "yes", "1")
    if param.type == "list":
        if raw.startswith("["):
            try:
                value = json.loads(raw)
            except json.JSONDecodeError:
                raise ToolStoreError(f"--arg {param.name}: {raw!r} is not a JSON list") from None
            if isinstance(value, list):
                return value
        return [item.strip() for item in raw.split(",")]
    return raw


def parse_args(params: list[ToolParam], pairs: list[str]) -> dict[str, ParamValue]:
    """``["message=hi", "n=2"]`` typed after the tool's parameters."""
    by_name = {p.name: p for p in params}
    args: dict[str, ParamValue] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep:
            raise ToolStoreError(f"--arg {pair!r}: write it as name=value")
        if name not in by_name:
            known = ", ".join(by_name) or "none"
            raise ToolStoreError(f"--arg {pair!r}: the tool has no parameter {name!r} ({known})")
        args[name] = _typed(by_name[name], raw)
    return args


def resolve_app(device: Device, app: str) -> str:
    """The package of ``app``: given as a package, or found by launching the app's label (the
    app stays open)."""
    if "." in app and " " not in app:
        return app
    device.launch(app)
    return device.observe().package


def reach_start(device: Device, tool: WorkflowTool, sandbox: Sandbox) -> None:
    """Bring the simulator from its home screen to ``tool``'s start state."""
    device.press("home")
    if tool.start:
        result = sandbox.run(tool.start, {}, device)
        if not result.ok:
            raise ToolStoreError(f"the setup of {tool.name} failed: {result.error}")
    elif not launches_first(tool.source):
        device.launch(tool.app_label or tool.app)


def admit_here(
    tool: WorkflowTool,
    device: Device,
    sandbox: Sandbox,
    args: dict[str, ParamValue] | None = None,
    library: Lookup = no_library,
) -> WorkflowTool:
    """Admit ``tool`` on ``device``: from its start state on a fresh simulator, or from the
    current screen of a real phone; ``library`` finds the tools it calls."""
    if isinstance(device, SimDevice):
        reach_start(device, tool, sandbox)
        snapshot = device.snapshot()
        return admit(tool, device, snapshot, args=args, sandbox=sandbox, library=library)
    live = AdmissionSettings(replay_live=True)
    return admit(tool, device, None, args=args, sandbox=sandbox, settings=live, library=library)


def edited_draft(tool: WorkflowTool, source: str) -> WorkflowTool:
    """``tool`` with the edited ``source`` as its next version, not yet admitted (``tools edit``
    and the studio's editor); :class:`ToolSourceError` lists every problem of an invalid edit."""
    name = tool.name
    signature = vetted(source, f"the edit of {name}", " and the stored tool is unchanged")
    if signature.name != name:
        raise ToolSourceError(
            f"the edit renames the function to {signature.name!r}; keep the name "
            f"{name!r} (the stored tool is unchanged)"
        )
    known = {p.name: p for p in tool.params}
    params = [
        known.get(p.name, ToolParam(name=p.name)).model_copy(update={"type": p.type})
        for p in signature.params
    ]
    draft = tool.model_copy(
        update={"source": source, "params": params, "description": " ".join(signature.doc.split())}
    )
    return tool.revised(draft, "edited by hand")
