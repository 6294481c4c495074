"""Composing the phone's screen: the app window, its dialog, overlays, toast, keyboard, bars."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mobilexperts.sim import fonts, overlays, system_ui
from mobilexperts.sim.hierarchy import Window
from mobilexperts.sim.layout import Layout
from mobilexperts.sim.screen import Frame, dialog_window, window_root
from mobilexperts.sim.widgets import AppScreen, Column, EditText, Row, Spacer, Text, Widget

if TYPE_CHECKING:
    from mobilexperts.sim.app import Route
    from mobilexperts.sim.phone import SimPhone

Rect = tuple[int, int, int, int]


def loading_screen(label: str) -> Widget:
    """What an app shows while its screen is still loading."""
    return Column(
        id="loading",
        children=[
            Spacer(flex=1),
            Row(
                children=[
                    Spacer(flex=1),
                    Text(id="progress", text="Loading\u2026", color="muted"),
                    Spacer(flex=1),
                ]
            ),
            Spacer(flex=1),
        ],
        desc=f"{label} is loading",
    )


def focused_widget(windows: list[Window], route: Route) -> EditText | None:
    """The EditText whose field has focus in ``route``, if it is on screen."""
    if route.focus is None:
        return None
    for window in windows:
        for node in window.root.walk():
            if isinstance(node.widget, EditText) and node.widget.field == route.focus:
                return node.widget
    return None


def compose(phone: SimPhone) -> Frame:
    """The current screen of ``phone``, bottom-most window first."""
    p, system = phone.profile, phone.state.system
    app, route = phone.foreground, phone.route()
    loading = phone.clock < route.loading_until
    screen = AppScreen(body=loading_screen(app.label)) if loading else app.view(route)
    dp = Layout(app.package, p.density).dp
    status_h, nav_h = dp(system_ui.STATUS_BAR_DP), dp(system_ui.NAV_BAR_DP)
    keyboard_h = dp(system_ui.KEYBOARD_DP) if route.focus is not None and not loading else 0
    full = (0, 0, p.width, p.height)
    content = (0, status_h, p.width, p.height - nav_h - keyboard_h)
    layout = Layout(app.package, p.density, route.fields, route.focus, route.scroll)
    windows = [Window(app.package, window_root(layout, screen.body, content, full))]
    dialog = screen.dialog
    if dialog is not None:
        window = dialog_window(layout, dialog, p.width * 86 // 100, content, app.package)
        window.on_cancel = (dialog.on_cancel or route.close_dialog) if dialog.cancelable else None
        windows.append(window)
    if phone.state.overlay is not None:
        windows.append(_overlay_window(phone, layout, full, content))
    if phone.state.toast and phone.clock < phone.state.toast_until:
        windows.append(_toast_window(phone, layout, content))
    if keyboard_h:
        field = focused_widget(windows, route)
        windows.append(_keyboard_window(phone, field, (0, content[3], p.width, p.height - nav_h)))
    bars = Layout(system_ui.SYSTEM_UI, p.density)
    bar = system_ui.status_bar(
        phone.clock, system.wifi, system.battery, len(phone.state.notifications)
    )
    windows.append(
        Window(system_ui.SYSTEM_UI, window_root(bars, bar, (0, 0, p.width, status_h)), "statusbar")
    )
    nav = system_ui.nav_bar(
        lambda: phone.press("back"), lambda: phone.press("home"), lambda: phone.press("recent")
    )
    nav_rect = (0, p.height - nav_h, p.width, p.height)
    windows.append(Window(system_ui.SYSTEM_UI, window_root(bars, nav, nav_rect), "navbar"))
    return Frame(
        windows=windows,
        width=p.width,
        height=p.height,
        density=p.density,
        dark=system.dark_theme,
        package=app.package,
        activity=app.activity(route),
        clock=phone.clock,
        brightness=system.brightness,
    )


def _overlay_window(phone: SimPhone, layout: Layout, full: Rect, content: Rect) -> Window:
    overlay = phone.state.overlay
    assert overlay is not None
    kind = overlay.kind
    if kind == "share":
        widget, package = overlays.share_sheet(phone, overlay), overlays.SHARE_PACKAGE
    elif kind == "shade":
        widget, package = overlays.shade(phone), system_ui.SYSTEM_UI
    elif kind == "text_menu":
        widget, package = overlays.text_menu(phone, overlay), phone.foreground.package
    else:
        widget = overlays.popup(phone, overlay)
        package = (
            overlays.PERMISSION_PACKAGE
            if overlay.data.get("kind") == "permission"
            else phone.foreground.package
        )
    own = Layout(package, layout.density, layout.fields, layout.focus, layout.scroll)
    width = content[2] - content[0]
    placement_kind = "ad" if overlay.data.get("kind") == "ad" else kind
    anchor = tuple(overlay.data["anchor"]) if "anchor" in overlay.data else None
    rect = overlays.placement(placement_kind, full, content, own.measure(widget, width), anchor)
    return Window(
        package,
        window_root(own, widget, rect),
        kind=kind,
        modal=True,
        on_cancel=phone.close_overlay,
    )


def _toast_window(phone: SimPhone, layout: Layout, content: Rect) -> Window:
    p = phone.profile
    toast = system_ui.toast(phone.state.toast)
    text_w = (
        fonts.text_width(phone.state.toast, layout.text_px("label"))
        + 2 * layout.dp(12)
        + layout.dp(4)
    )
    width = min(text_w, p.width * 8 // 10)
    height = layout.measure(toast, width)
    bottom = content[3] - layout.dp(48)
    rect = ((p.width - width) // 2, bottom - height, (p.width + width) // 2, bottom)
    return Window(phone.foreground.package, window_root(layout, toast, rect), kind="toast")


def _keyboard_window(phone: SimPhone, field: EditText | None, rect: Rect) -> Window:
    submits = field is not None and field.on_submit is not None and not field.multiline
    kb = system_ui.keyboard(phone.type_key, "Search" if submits else "Enter", phone.state.shift)
    layout = Layout(system_ui.IME_PACKAGE, phone.profile.density)
    return Window(system_ui.IME_PACKAGE, window_root(layout, kb, rect), kind="ime")
