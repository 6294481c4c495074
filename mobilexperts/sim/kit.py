"""Composite widgets shared by SimDroid apps: app bars, list items, headers, search fields."""

from __future__ import annotations

from mobilexperts.sim.widgets import (
    Callback,
    Column,
    EditText,
    Icon,
    IconButton,
    Row,
    Text,
    Widget,
)


def app_bar(
    title: str,
    on_back: Callback | None = None,
    actions: list[Widget] | None = None,
    back_desc: str = "Navigate up",
) -> Widget:
    """A Material top app bar: optional up arrow, a title, trailing action icons."""
    children: list[Widget] = []
    if on_back is not None:
        children.append(IconButton(id="navigate_up", glyph="back", desc=back_desc, on_tap=on_back))
    children.append(
        Text(id="toolbar_title", text=title, style="title", bold=True, flex=1, max_lines=1)
    )
    children.extend(actions or [])
    return Row(
        id="toolbar",
        style="appbar",
        padding=4,
        spacing=4,
        height=64,
        android_class_name="androidx.appcompat.widget.Toolbar",
        children=children,
    )


def list_item(
    title: str,
    subtitle: str = "",
    on_tap: Callback | None = None,
    glyph: str = "",
    initials: str = "",
    trailing: Widget | None = None,
    item_id: str = "",
    bold: bool = False,
    desc: str = "",
) -> Widget:
    """A two-line list row: leading icon or avatar, title, subtitle, optional trailing widget."""
    leading: list[Widget] = []
    if glyph or initials:
        leading.append(Icon(glyph=glyph, initials=initials, size=40))
    texts: list[Widget] = [Text(id="title", text=title, bold=bold, max_lines=1)]
    if subtitle:
        texts.append(Text(id="summary", text=subtitle, style="label", color="muted", max_lines=2))
    children = [*leading, Column(flex=1, children=texts)]
    if trailing is not None:
        children.append(trailing)
    return Row(
        id=item_id,
        desc=desc,
        padding=16,
        spacing=16,
        on_tap=on_tap,
        android_class_name="android.widget.LinearLayout",
        children=children,
    )


def section_header(text: str) -> Widget:
    """A small coloured header above a group of list items."""
    return Text(text=text, style="label", bold=True, color="primary")


def search_field(field_id: str, hint: str, on_submit: Callback) -> Widget:
    """A rounded search box that submits on the keyboard's enter key."""
    return Row(
        padding=8,
        spacing=8,
        style="searchbar",
        children=[
            Icon(glyph="search", size=24),
            EditText(id=field_id, hint=hint, flex=1, on_submit=on_submit),
        ],
    )
