"""An item picked among on-screen siblings, none of which leads the same way (a folder whose
rows open another kind of screen), is baked into its tool when the tool keeps another
parameter: the tool then works on that item only and says it. A tool with nothing left to
take stays a draft."""

from __future__ import annotations

from evals.checker import prepare
from evals.tasks import TASKS_DIR, load_task
from mobilexperts.sim.device import SimDevice
from tools_store import ToolParam, WorkflowTool, admit

MAIL = "com.simdroid.mail:id"
SOURCE = f'''def finish_in(dev, folder: str, subject: str):
    """Finish the message in my <folder> folder: give it the subject "<subject>" and send it."""
    dev.launch('Mail')
    dev.wait_for(id='{MAIL}/drawer_toggle')
    dev.tap(id='{MAIL}/drawer_toggle')
    dev.wait_for(id='{MAIL}/folder_item', text=folder)
    dev.tap(id='{MAIL}/folder_item', text=folder)
    dev.wait_for(id='{MAIL}/conversation')
    dev.tap(id='{MAIL}/conversation')
    dev.wait_for(id='{MAIL}/subject')
    dev.type(subject, clear=True, id='{MAIL}/subject')
    dev.tap(id='{MAIL}/send')
'''


def _tool(subject: bool = True) -> WorkflowTool:
    folder = ToolParam(name="folder", example="Drafts", choices=["Inbox", "Sent", "Trash"])
    typed = ToolParam(name="subject", example="Quorn plans")
    source = SOURCE
    if not subject:
        source = SOURCE.replace(", subject: str", "").replace("type(subject,", "type('Zapline',")
    return WorkflowTool(
        name="finish_in",
        description='Finish the message in my <folder> folder: give it the subject "<subject>".',
        app="com.simdroid.mail",
        app_label="Mail",
        params=[folder, typed] if subject else [folder],
        source=source,
    )


def _start() -> tuple[SimDevice, object]:
    spec = load_task(TASKS_DIR / "mail" / "send_draft.yaml").ready
    device = SimDevice(seed=spec.seed)
    prepare(spec, device)
    return device, device.snapshot()


def test_a_picked_item_no_sibling_can_stand_in_for_is_baked_in(sandbox):
    device, start = _start()
    tool = admit(_tool(), device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    assert [p.name for p in tool.params] == ["subject"]
    assert "my Drafts folder" in tool.description and "text='Drafts'" in tool.source
    unbaked = admit(_tool(), device, start, sandbox=sandbox, labels=False)
    assert unbaked.status == "draft" and "fresh replay failed" in unbaked.status_reason


def test_a_tool_left_with_no_parameter_is_not_baked(sandbox):
    device, start = _start()
    tool = admit(_tool(subject=False), device, start, sandbox=sandbox)
    assert tool.status == "draft" and [p.name for p in tool.params] == ["folder"]
