"""System surfaces drawn above apps: the share sheet, the notification shade, the text
selection menu and perturbation pop-ups. Each returns widgets and where to put them."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from mobilexperts.sim.kit import list_item
from mobilexperts.sim.widgets import (
    Button,
    Column,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

if TYPE_CHECKING:
    from mobilexperts.sim.phone import SimPhone
    from mobilexperts.sim.state import Overlay

SHARE_PACKAGE = "android"
PERMISSION_PACKAGE = "com.android.permissioncontroller"
POPUP_KINDS = ("rate", "permission", "ad")

Rect = tuple[int, int, int, int]


def share_sheet(phone: SimPhone, overlay: Overlay) -> Widget:
    """Android's chooser: the shared text and the apps that accept it."""
    targets = [a for a in phone.installed() if a.accepts_share]
    rows: list[Widget] = [
        list_item(
            app.label,
            glyph=app.icon_glyph,
            item_id="chooser_target",
            desc=app.label,
            on_tap=lambda p=app.package: phone.deliver_share(p),
        )
        for app in targets
    ]
    if not rows:
        rows.append(Text(text="No apps can handle this", style="label", color="muted"))
    text = str(overlay.data.get("text", ""))
    return Column(
        id="chooser",
        style="sheet",
        padding=16,
        spacing=8,
        children=[
            Text(id="title", text="Share", style="title", bold=True),
            Text(id="content_preview_text", text=text, style="label", color="muted", max_lines=3),
            ListView(id="resolver_list", flex=1, children=rows),
        ],
    )


def shade(phone: SimPhone) -> Widget:
    """The notification shade: time, quick settings and the notifications, newest first."""
    system = phone.state.system
    items: list[Widget] = []
    for note in reversed(phone.state.notifications):
        app = phone.apps.get(note.package)
        when = time.strftime("%H:%M", time.gmtime(note.time))
        items.append(
            list_item(
                note.title,
                f"{note.text}",
                glyph=app.icon_glyph if app else "bell",
                item_id="notification",
                desc=f"{app.label if app else 'System'} notification: {note.title}, {when}",
                on_tap=lambda n=note.id: phone.open_notification(n),
            )
        )
    if not items:
        items.append(Text(id="no_notifications", text="No notifications", color="muted"))
    toggles = Row(
        spacing=8,
        children=[
            Button(
                id="qs_wifi",
                text="Internet" + (" on" if system.wifi else " off"),
                variant="outlined",
                on_tap=phone.toggle_wifi,
                flex=1,
            ),
            Button(
                id="qs_bluetooth",
                text="Bluetooth" + (" on" if system.bluetooth else " off"),
                variant="outlined",
                on_tap=phone.toggle_bluetooth,
                flex=1,
            ),
        ],
    )
    clear = Button(
        id="clear_all", text="Clear all", variant="text", on_tap=phone.clear_notifications
    )
    return Column(
        id="notification_shade",
        style="shade",
        padding=16,
        spacing=12,
        children=[
            Text(
                id="clock", text=time.strftime("%H:%M", time.gmtime(phone.clock)), style="headline"
            ),
            toggles,
            ListView(id="notification_stack_scroller", flex=1, spacing=8, children=items),
            Row(children=[Spacer(flex=1), clear]),
        ],
    )


def text_menu(phone: SimPhone, overlay: Overlay) -> Widget:
    """The floating selection toolbar: Copy for text, Paste and Select all for fields."""
    buttons: list[Widget] = []
    if overlay.data.get("copy"):
        buttons.append(Button(id="copy", text="Copy", variant="text", on_tap=phone.copy_selection))
    if overlay.data.get("field") and phone.state.clipboard:
        buttons.append(
            Button(id="paste", text="Paste", variant="text", on_tap=phone.paste_into_field)
        )
    if overlay.data.get("field"):
        buttons.append(
            Button(id="select_all", text="Select all", variant="text", on_tap=phone.select_all)
        )
    return Row(id="floating_toolbar", style="menu", padding=4, spacing=4, children=buttons)


def popup(phone: SimPhone, overlay: Overlay) -> Widget:
    """A pop-up that interrupts the task: rate this app, a permission request, or an ad."""
    kind = overlay.data.get("kind", "rate")
    label = str(overlay.data.get("label", "This app"))
    if kind == "permission":
        return Column(
            id="grant_dialog",
            style="dialog",
            padding=24,
            spacing=16,
            children=[
                Row(children=[Spacer(flex=1), Icon(glyph="bell", size=32), Spacer(flex=1)]),
                Text(
                    id="permission_message",
                    text=f"Allow {label} to send you notifications?",
                    style="title",
                ),
                Button(
                    id="permission_allow_button",
                    text="Allow",
                    variant="text",
                    on_tap=phone.close_overlay,
                ),
                Button(
                    id="permission_deny_button",
                    text="Don\u2019t allow",
                    variant="text",
                    on_tap=phone.close_overlay,
                ),
            ],
        )
    if kind == "ad":
        return Column(
            id="interstitial",
            style="ad",
            padding=16,
            spacing=16,
            children=[
                Row(
                    children=[
                        Text(text="Ad", style="caption"),
                        Spacer(flex=1),
                        IconButton(id="close_ad", glyph="close", on_tap=phone.close_overlay),
                    ]
                ),
                Spacer(flex=1),
                Text(text="Try SuperVPN Pro free for 7 days!", style="headline", bold=True),
                Text(text="Fast. Private. Unlimited.", color="muted"),
                Button(id="cta", text="Install now", on_tap=phone.close_overlay),
                Spacer(flex=1),
            ],
        )
    return Column(
        id="rate_dialog",
        style="dialog",
        padding=24,
        spacing=12,
        children=[
            Text(id="alertTitle", text=f"Enjoying {label}?", style="title", bold=True),
            Text(id="message", text="Tap a star to rate it on the market."),
            Row(
                children=[
                    Spacer(flex=1),
                    *(
                        IconButton(glyph="star", desc=f"{i} stars", on_tap=phone.close_overlay)
                        for i in range(1, 6)
                    ),
                    Spacer(flex=1),
                ]
            ),
            Row(
                children=[
                    Spacer(flex=1),
                    Button(
                        id="button2", text="Not now", variant="text", on_tap=phone.close_overlay
                    ),
                    Button(
                        id="button1", text="Rate now", variant="text", on_tap=phone.close_overlay
                    ),
                ]
            ),
        ],
    )


def placement(
    kind: str, screen: Rect, content: Rect, height: int, anchor: tuple[int, int] | None
) -> Rect:
    """Where an overlay of ``kind`` and natural ``height`` goes on the screen."""
    x1, y1, x2, y2 = content
    width = x2 - x1
    if kind == "shade":
        return (screen[0], y1, screen[2], screen[3])
    if kind == "share":
        top = max(y2 - height, y1 + (y2 - y1) // 3)
        return (x1, top, x2, y2)
    if kind == "text_menu":
        ax, ay = anchor or ((x1 + x2) // 2, (y1 + y2) // 2)
        w = min(width * 7 // 10, width)
        left = min(max(ax - w // 2, x1), x2 - w)
        top = max(ay - height - 20, y1)
        return (left, top, left + w, top + height)
    if kind == "ad":
        return content
    w = width * 86 // 100
    top = (y1 + y2 - height) // 2
    return ((x1 + x2 - w) // 2, top, (x1 + x2 + w) // 2, top + height)
