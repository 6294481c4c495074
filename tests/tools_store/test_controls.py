"""The controls a tool's own steps use (tools_store/controls.py), as its offer carries them."""

from __future__ import annotations

from tools_store.controls import control_labels
from tools_store.records import WorkflowTool

SOURCE = '''def forward_zap(dev, name: str, to: str):
    """Forward <name> to <to>."""
    dev.launch('Mail')
    dev.type(name, clear=True, id='com.zap:id/search')
    dev.enter()
    dev.tap(id='com.zap:id/conversation', text=name)
    dev.tap(text='Quorn weekly digest from the Zapline team')
    dev.tap(desc='Forward')
    dev.type(to, clear=True, id='com.zap:id/to')
    dev.tap(text='Send')
    dev.tap(id='com.zap:id/search')
'''


def test_literal_selectors_name_the_tool_s_acts_and_rows_do_not():
    assert control_labels(SOURCE) == ["search", "conversation", "Forward", "to", "Send"]


def test_unreadable_source_names_nothing():
    assert control_labels("def broken(dev:\n") == []


def test_an_offer_carries_its_tool_s_controls():
    tool = WorkflowTool(name="forward_zap", description="Forward it.", app="com.zap", source=SOURCE)
    assert tool.offer().controls == ["search", "conversation", "Forward", "to", "Send"]
