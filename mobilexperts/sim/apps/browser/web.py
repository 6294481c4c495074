"""Web content as Chrome exposes it to accessibility: a ``WebView`` holding text views, link
views (some with their label only in content-desc) and form controls."""

from __future__ import annotations

from dataclasses import dataclass, field

from mobilexperts.sim.widgets import (
    Button,
    Callback,
    Column,
    Divider,
    EditText,
    Icon,
    ListView,
    Row,
    Text,
    Widget,
)

WEB_VIEW = "android.webkit.WebView"
WEB_NODE = "android.view.View"


@dataclass
class WebPage:
    """What a site serves for a URL: the tab title, the content widgets, and the values its
    form fields start with (an edit box holding the article's text)."""

    title: str
    content: list[Widget]
    fields: dict[str, str] = field(default_factory=dict)


def web_view(page: WebPage) -> Widget:
    """The page container: a scrolling ``android.webkit.WebView``."""
    return ListView(
        id="webview",
        flex=1,
        padding=12,
        spacing=6,
        android_class_name=WEB_VIEW,
        children=page.content,
    )


def heading(text: str, level: int = 1) -> Widget:
    style = {1: "headline", 2: "title"}.get(level, "body")
    return Text(text=text, style=style, bold=True)


def paragraph(text: str, muted: bool = False) -> Widget:
    return Text(text=text, color="muted" if muted else "")


def small(text: str) -> Widget:
    return Text(text=text, style="label", color="muted")


def link(text: str, on_tap: Callback, desc: str = "") -> Widget:
    """A hyperlink: a clickable view around its text, as Chrome's tree shows one."""
    return Row(
        android_class_name=WEB_NODE,
        desc=desc,
        on_tap=on_tap,
        children=[Text(text=text, color="primary", flex=1)],
    )


def icon_link(glyph: str, desc: str, on_tap: Callback) -> Widget:
    """A link drawn as an icon: its only label is the content-desc (the alt text)."""
    return Row(
        android_class_name=WEB_NODE,
        desc=desc,
        on_tap=on_tap,
        width=48,
        children=[Icon(glyph=glyph, size=24)],
    )


def web_input(
    name: str,
    hint: str,
    on_submit: Callback | None = None,
    multiline: bool = False,
    flex: int = 0,
) -> Widget:
    """A form field of the page; its value lives in the route under ``name``."""
    return EditText(id=name, hint=hint, on_submit=on_submit, multiline=multiline, flex=flex)


def web_button(text: str, on_tap: Callback) -> Widget:
    return Button(text=text, on_tap=on_tap)


def rule() -> Widget:
    return Divider()


def block(*children: Widget, spacing: int = 2, style: str = "") -> Widget:
    return Column(
        spacing=spacing, style=style, android_class_name=WEB_NODE, children=list(children)
    )
