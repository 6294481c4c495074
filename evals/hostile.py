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
