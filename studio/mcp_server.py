"""The MCP server (``mobilexperts mcp``): an MCP client (an IDE, a desktop assistant) drives a
phone through mobilexperts: observe it, tap, type, press keys, open apps, list and use the
device's verified workflow tools, and hand a whole task to an expert (``run_task``).

Built on the official ``mcp`` SDK's :class:`MCPServer`; served over stdio or streamable HTTP
(:mod:`studio.cli`). The phone is opened on the first call and shared by every call, one at a
time.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from mcp.server.mcpserver import Image, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel

from mobilexperts.api import Agent, AgentOptions
from mobilexperts.config import Settings, load_settings
from mobilexperts.device.base import Device
from mobilexperts.device.select import SIMULATOR, open_device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.perception import describe, perceive_observation
from sandbox import Sandbox
from tools_store.cli_support import parse_args, store_of
from tools_store.use import use_tool

INSTRUCTIONS = (
    "Operate an Android phone (SimDroid, the simulated phone, unless a serial was given). "
    "Call observe to see the screen as numbered elements, then tap, type_text, press_key or "
    "launch_app; list_tools shows the verified workflow tools of this phone and use_tool runs "
    "one; run_task hands a whole request to a mobilexperts expert."
)

T = TypeVar("T")


class ToolInfo(BaseModel):
    """A workflow tool as ``list_tools`` reports it."""

    name: str
    signature: str
    description: str
    app: str
    status: str
    version: int


class TaskOutcome(BaseModel):
    """What ``run_task`` did: the run's verdict, answer, steps and where its record is."""

    instruction: str
    success: bool | None
    done: bool
    answer: str
    steps: int
    stop_reason: str
    tools_used: list[str]
    run_dir: str


class Phone:
    """The device every MCP call works on, opened on first use, used by one call at a time."""

    def __init__(self, spec: str, settings: Settings) -> None:
        self.spec = spec
        self.settings = settings
        self.lock = threading.Lock()
        self._device: Device | None = None

    @property
    def device(self) -> Device:
        if self._device is None:
            self._device = open_device(self.spec)
        return self._device

    def screen_text(self) -> str:
        screen = perceive_observation(self.device.observe())
        head = f"{screen.package} {screen.activity} ({screen.width}x{screen.height})"
        return f"{head}\n{describe(screen.elements)}"

    def close(self) -> None:
        if self._device is not None:
            self._device.close()
            self._device = None


def plain_errors(function: Callable[..., T]) -> Callable[..., T]:
    """``function`` reporting mobilexperts' errors to the client as their one-line message
    (the SDK hides any other exception's message)."""

    @functools.wraps(function)
    def guarded(*args: Any, **kwargs: Any) -> T:
        try:
            return function(*args, **kwargs)
        except MobilexpertsError as exc:
            raise ToolError(str(exc)) from None

    return guarded


def build_server(spec: str = SIMULATOR, settings: Settings | None = None) -> MCPServer:
    """The MCP server driving the device ``spec`` (``sim`` or an adb serial)."""
    phone = Phone(spec, settings or load_settings())
    server = MCPServer("mobilexperts", instructions=INSTRUCTIONS)

    @server.tool(structured_output=False)
    @plain_errors
    def observe(screenshot: bool = False) -> list[Any]:
        """The current screen: app, activity and its numbered elements (text, id, flags and
        bounds); with screenshot, the PNG too."""
        with phone.lock:
            text = phone.screen_text()
            if not screenshot:
                return [text]
            return [text, Image(data=phone.device.observe().screenshot, format="png")]

    @server.tool()
    @plain_errors
    def tap(index: int = 0, x: int = -1, y: int = -1) -> str:
        """Tap element [index] of the current screen (as observe numbers them), or the point
        (x, y) in screen pixels; returns the screen after the tap."""
        with phone.lock:
            if index > 0:
                screen = perceive_observation(phone.device.observe())
                x, y = screen.by_index(index).bounds.center
            elif x < 0 or y < 0:
                raise MobilexpertsError("give an element index (from observe) or both x and y")
            phone.device.tap(x, y)
            return phone.screen_text()

    @server.tool()
    @plain_errors
    def type_text(text: str, clear: bool = False) -> str:
        """Type ``text`` into the focused field (``clear`` empties it first)."""
        with phone.lock:
            phone.device.input_text(text, clear)
            return phone.screen_text()

    @server.tool()
    @plain_errors
    def press_key(key: Literal["back", "home", "enter", "recent"]) -> str:
        """Press a system key; returns the screen after it."""
        with phone.lock:
            phone.device.press(key)
            return phone.screen_text()

    @server.tool()
    @plain_errors
    def launch_app(app: str) -> str:
        """Open an app by its launcher label (``Mail``) or package; returns its screen."""
        with phone.lock:
            phone.device.launch(app)
            return phone.screen_text()

    @server.tool()
    @plain_errors
    def list_tools(all_statuses: bool = False) -> list[ToolInfo]:
        """The workflow tools this phone's experts learned (verified ones unless
        ``all_statuses``): name, signature, description, app, status, version."""
        with phone.lock:
            tools = store_of(phone.device).all()
        return [
            ToolInfo(
                name=t.name,
                signature=t.signature(),
                description=t.description,
                app=t.app_label or t.app,
                status=t.status,
                version=t.version,
            )
            for t in tools
            if all_statuses or t.status == "verified"
        ]

    @server.tool(name="use_tool")
    @plain_errors
    def use_workflow_tool(name: str, args: dict[str, str] | None = None) -> str:
        """Run the workflow tool ``name`` with ``args`` (name -> value, typed after the tool's
        parameters) from the current screen, which must be its start screen."""
        with phone.lock:
            store = store_of(phone.device)
            tool = store.require(name)
            typed = parse_args(tool.params, [f"{k}={v}" for k, v in (args or {}).items()])
            with Sandbox() as sandbox:
                outcome = use_tool(store, tool, typed, phone.device, sandbox=sandbox)
        return outcome.note()

    @server.tool()
    @plain_errors
    def run_task(instruction: str = "", task: str = "", max_steps: int = 25) -> TaskOutcome:
        """Hand a request to a mobilexperts expert, which carries it out on this phone and
        records the run; or ``task``, a suite task id, run on a fresh simulated phone and checked
        from its state."""
        if not (instruction or task):
            raise MobilexpertsError("give an instruction or a suite task id")
        options = AgentOptions(max_steps=max_steps)
        with phone.lock:
            device = SIMULATOR if task else phone.device  # a task builds its own fresh phone
            with Agent(device, settings=phone.settings, options=options) as agent:
                result = agent.run(instruction or None, task=task or None)
        return TaskOutcome(
            instruction=result.instruction,
            success=result.success,
            done=result.done,
            answer=result.answer,
            steps=result.steps,
            stop_reason=result.stop_reason,
            tools_used=result.tools_used,
            run_dir=str(result.run_dir),
        )

    return server
