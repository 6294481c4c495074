"""Hostile inputs shared by the hardening tests and ``evals.bench_hardening``: uiautomator dumps
of any size and shape, built on the fly."""

from __future__ import annotations

SCREEN = "[0,0][1080,2400]"


def _root(inner: str) -> str:
    return (
        f'<hierarchy rotation="0"><node class="android.widget.FrameLayout" package="com.x" '
        f'bounds="{SCREEN}">{inner}</node></hierarchy>'
    )


def flat_dump(nodes: int) -> str:
    """``nodes`` buttons side by side, each with its own id and caption (distinct anchors)."""
    rows = "".join(
        f'<node text="Item {i}" resource-id="com.x:id/b{i}" class="android.widget.Button" '
        f'package="com.x" clickable="true" bounds="[0,{i % 2300}][1080,{i % 2300 + 50}]" />'
        for i in range(nodes)
    )
    return _root(rows)


def crowded_row_dump(texts: int) -> str:
    """One clickable row holding ``texts`` text views (all folded into the row's label)."""
    rows = "".join(
        f'<node text="Text {i}" class="android.widget.TextView" package="com.x" '
        'bounds="[0,10][100,60]" />'
        for i in range(texts)
    )
    return _root(
        '<node class="android.widget.LinearLayout" clickable="true" package="com.x" '
        f'bounds="[0,0][100,100]">{rows}</node>'
    )


def deep_dump(levels: int) -> str:
    """A chain of ``levels`` nested nodes, each with a text."""
    opening = (
        '<node class="android.widget.FrameLayout" package="com.x" bounds="[0,0][1080,2400]" '
        'text="level">'
    )
    return f"<hierarchy>{opening * levels}{'</node>' * levels}</hierarchy>"


def _tool(body: str) -> str:
    lines = "".join(f"    {line}\n" for line in body.splitlines())
    return f'def payload(dev):\n    """A hostile tool. Starts: anywhere."""\n{lines}'


SANDBOX_PAYLOADS: tuple[tuple[str, str, dict[str, float]], ...] = (
    (
        "finally: return hides a line-budget abort",
        _tool("try:\n    for i in range(1000):\n        x = i\nfinally:\n    return 'ok'"),
        {"lines": 50},
    ),
    (
        "finally: return hides a refused verb",
        _tool("try:\n    dev.tap(text='No such button')\nfinally:\n    return 'ok'"),
        {},
    ),
    ("150 MB return value from 1 MB", _tool("return ['x' * 1_000_000] * 150"), {"memory_mb": 64}),
    ("150 MB exception message", _tool("raise ValueError('z' * 150_000_000)"), {"memory_mb": 200}),
    (
        "long presses past the wait budget",
        _tool("for i in range(3):\n    dev.long_press(text='Settings', seconds=5.0)"),
        {"wait_seconds": 8},
    ),
    ("a 65-character tool name", _tool("dev.back()").replace("payload", "p" * 65), {}),
)
"""(what, source, limits) of tool payloads that once got past the sandbox's accounting."""
