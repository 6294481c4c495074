"""Composite widgets shared by SimDroid apps: bars, tabs, list rows, search boxes, dialogs."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from mobilexperts.sim.widgets import (
    Button,
    Callback,
    Column,
    Dialog,
    Divider,
    EditText,
    Icon,
    IconButton,
    Row,
    Tab,
    TabBar,
    Text,
    Widget,
)

TOOLBAR_CLASS = "androidx.appcompat.widget.Toolbar"


def toolbar(
    children: list[Widget], android_class_name: str = TOOLBAR_CLASS, bar_id: str = "toolbar"
) -> Widget:
    """The bar across the top of a screen, holding ``children`` as they are."""
    return Row(
        id=bar_id,
        style="appbar",
        padding=4,
        spacing=4,
        height=64,
        android_class_name=android_class_name,
        children=children,
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
    return toolbar(children)


def overflow_button(on_tap: Callback, button_id: str = "more") -> Widget:
    """The three-dot "More options" button that opens a screen's menu."""
    return IconButton(id=button_id, glyph="more", desc="More options", on_tap=on_tap)


def tab_bar(
    bar_id: str,
    labels: Iterable[tuple[str, str]],
    current: str,
    on_select: Callable[[str], object],
    id_prefix: str = "tab_",
) -> Widget:
    """Text tabs from ``(key, label)`` pairs; tab ``<id_prefix><key>`` selects ``key``."""
    return TabBar(
        id=bar_id,
        tabs=[
            Tab(
                label=label,
                id=f"{id_prefix}{key}",
                selected=key == current,
                on_tap=lambda k=key: on_select(k),
            )
            for key, label in labels
        ],
    )


def bottom_navigation(
    tabs: dict[str, Tab], order: Iterable[str], current: str, on_select: Callable[[str], None]
) -> Widget:
    """A bottom navigation bar of ``tabs`` (keyed by screen) in ``order``, ``current`` selected."""
    for screen, tab in tabs.items():
        tab.selected = screen == current
        tab.on_tap = lambda s=screen: on_select(s)
    return TabBar(id="bottom_navigation", bottom=True, tabs=[tabs[s] for s in order])


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


def separated(rows: list[Widget]) -> list[Widget]:
    """``rows`` with a divider after each."""
    out: list[Widget] = []
    for row in rows:
        out += [row, Divider()]
    return out


def section_header(text: str) -> Widget:
    """A small coloured header above a group of list items."""
    return Text(text=text, style="label", bold=True, color="primary")


def star_rating(rating: float, desc: str, tint: str, count: int | None = None) -> Widget:
    """``4.6``, five star images filled up to the rounded rating, then ``(312)`` if counted.

    The stars carry no label of their own; ``desc`` describes the whole row.
    """
    filled = round(rating)
    children: list[Widget] = [Text(id="rating", text=f"{rating:.1f}", style="label")]
    children += [
        Icon(
            glyph="star_filled" if i < filled else "star",
            tint=tint if i < filled else "",
            size=14,
        )
        for i in range(5)
    ]
    if count is not None:
        children.append(Text(id="review_count", text=f"({count:,})", style="label", color="muted"))
    return Row(spacing=2, desc=desc, children=children)


def no_results(title: str, advice: str) -> Widget:
    """What a search shows when nothing matched: a bold line, then advice in small print."""
    return Column(
        padding=24,
        spacing=4,
        children=[
            Text(id="no_results", text=title, bold=True),
            Text(text=advice, style="label", color="muted"),
        ],
    )


def search_field(field_id: str, hint: str, on_submit: Callback | None = None) -> Widget:
    """A rounded search box; ``on_submit`` runs on the keyboard's enter key."""
    return Row(
        padding=8,
        spacing=8,
        style="searchbar",
        children=[
            Icon(glyph="search", size=24),
            EditText(id=field_id, hint=hint, flex=1, on_submit=on_submit),
        ],
    )


def back_search_bar(
    bar_id: str,
    field_id: str,
    hint: str,
    on_back: Callback,
    on_submit: Callback | None = None,
    android_class_name: str = "",
) -> Widget:
    """The search box across the top of a search screen, after an up arrow."""
    return Row(
        id=bar_id,
        style="searchbar",
        padding=4,
        spacing=4,
        android_class_name=android_class_name,
        children=[
            IconButton(id="navigate_up", glyph="back", desc="Navigate up", on_tap=on_back),
            EditText(id=field_id, hint=hint, flex=1, on_submit=on_submit),
        ],
    )


def confirm_dialog(
    title: str,
    action: str,
    on_confirm: Callback,
    on_cancel: Callback,
    message: str = "",
    cancel_first: bool = False,
    cancel: str = "Cancel",
) -> Dialog:
    """A question with an ``action`` button and a ``cancel`` one (left when ``cancel_first``)."""
    buttons = [Button(text=action, on_tap=on_confirm), Button(text=cancel, on_tap=on_cancel)]
    if cancel_first:
        buttons.reverse()
    return Dialog(title=title, message=message, buttons=buttons)
