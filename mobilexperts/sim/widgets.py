"""SimDroid's declarative widget toolkit.

An app's screen is a tree of these widgets, built afresh from the app's state by a view function.
Widgets carry no geometry: the layout step (:mod:`mobilexperts.sim.layout`) computes every bounds
and turns the tree into :class:`~mobilexperts.sim.layout.Node` objects, which the hierarchy dump,
the renderer and hit-testing all read. Sizes are in dp; the layout scales them by the screen
density. ``id`` is the bare resource-id name (the package is added in the dump).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar, Literal

Callback = Callable[[], None]
TextStyle = Literal["headline", "title", "body", "label", "caption"]


@dataclass(slots=True, kw_only=True)
class Widget:
    """Fields every widget shares. ``flex`` > 0 takes a share of the parent's spare space."""

    android_class: ClassVar[str] = "android.view.View"

    id: str = ""
    desc: str = ""
    on_tap: Callback | None = None
    on_long_press: Callback | None = None
    enabled: bool = True
    selected: bool = False
    flex: int = 0
    width: int | None = None
    height: int | None = None


@dataclass(slots=True, kw_only=True)
class Linear(Widget):
    """Children in a line, ``padding`` around and ``spacing`` between them (Column and Row).

    ``style`` names a surface for the renderer (card, bar...); ``android_class_name`` overrides
    the class the hierarchy reports. A ``canvas`` paints its children into one view (a map, a
    game): they are drawn and take touches, but the hierarchy shows only the canvas node, as
    a real phone shows a TextureView or a WebView without accessibility.
    """

    android_class: ClassVar[str] = "android.widget.LinearLayout"

    children: list[Widget] = field(default_factory=list)
    padding: int = 0
    spacing: int = 0
    style: str = ""
    android_class_name: str = ""
    canvas: bool = False


@dataclass(slots=True, kw_only=True)
class Column(Linear):
    """Children stacked vertically."""


@dataclass(slots=True, kw_only=True)
class Row(Linear):
    """Children side by side; fixed-width children keep their size, flex children share the rest."""


@dataclass(slots=True, kw_only=True)
class Text(Widget):
    """A run of text, word-wrapped to its width; ``max_lines`` 0 means unlimited."""

    android_class: ClassVar[str] = "android.widget.TextView"

    text: str = ""
    style: TextStyle = "body"
    bold: bool = False
    color: str = ""
    max_lines: int = 0


@dataclass(slots=True, kw_only=True)
class Button(Widget):
    """A labelled button. ``variant`` is filled, outlined or text."""

    android_class: ClassVar[str] = "android.widget.Button"

    text: str = ""
    variant: Literal["filled", "outlined", "text"] = "filled"


@dataclass(slots=True, kw_only=True)
class IconButton(Widget):
    """A tappable glyph with no text. ``desc`` may be empty, as in many real apps."""

    android_class: ClassVar[str] = "android.widget.ImageButton"

    glyph: str = "more"
    tint: str = ""


@dataclass(slots=True, kw_only=True)
class Icon(Widget):
    """A non-interactive image: a glyph, or an avatar with initials when ``initials`` is set."""

    android_class: ClassVar[str] = "android.widget.ImageView"

    glyph: str = ""
    initials: str = ""
    tint: str = ""
    size: int = 24


@dataclass(slots=True, kw_only=True)
class EditText(Widget):
    """A text field. Its value and focus live in the current route under ``field``.

    An empty field reports its hint as its text, as Android's accessibility tree does.
    ``on_submit`` runs when the keyboard's enter key is pressed; ``on_change`` gets the new text
    after every edit (Android's ``TextWatcher``), for apps that save as the user types.
    """

    android_class: ClassVar[str] = "android.widget.EditText"

    field: str = ""
    hint: str = ""
    password: bool = False
    multiline: bool = False
    on_submit: Callback | None = None
    on_change: Callable[[str], None] | None = None

    def __post_init__(self) -> None:
        if not self.field:
            self.field = self.id


@dataclass(slots=True, kw_only=True)
class Toggle(Widget):
    """A labelled two-state control (CheckBox and Switch); ``on_tap`` toggles it."""

    text: str = ""
    checked: bool = False


@dataclass(slots=True, kw_only=True)
class CheckBox(Toggle):
    """A labelled checkbox."""

    android_class: ClassVar[str] = "android.widget.CheckBox"


@dataclass(slots=True, kw_only=True)
class Switch(Toggle):
    """A labelled on/off switch."""

    android_class: ClassVar[str] = "android.widget.Switch"


@dataclass(slots=True, kw_only=True)
class SeekBar(Widget):
    """A slider from 0 to 1; a tap or a horizontal swipe sets ``on_change`` to the touched value."""

    android_class: ClassVar[str] = "android.widget.SeekBar"

    value: float = 0.0
    on_change: Callable[[float], None] | None = None


@dataclass(slots=True, kw_only=True)
class ListView(Widget):
    """A vertically scrolling list. Its scroll offset lives in the current route under ``id``."""

    android_class: ClassVar[str] = "androidx.recyclerview.widget.RecyclerView"

    children: list[Widget] = field(default_factory=list)
    spacing: int = 0
    padding: int = 0
    android_class_name: str = ""


@dataclass(slots=True, kw_only=True)
class Tab:
    """One entry of a :class:`TabBar`: a label, a glyph, or both."""

    label: str = ""
    glyph: str = ""
    id: str = ""
    desc: str = ""
    selected: bool = False
    on_tap: Callback | None = None
    badge: int = 0


@dataclass(slots=True, kw_only=True)
class TabBar(Widget):
    """A row of tabs (top tabs, or a bottom navigation bar with ``bottom=True``)."""

    android_class: ClassVar[str] = "android.widget.LinearLayout"

    tabs: list[Tab] = field(default_factory=list)
    bottom: bool = False


@dataclass(slots=True, kw_only=True)
class Divider(Widget):
    """A thin horizontal rule."""

    android_class: ClassVar[str] = "android.view.View"


@dataclass(slots=True, kw_only=True)
class Spacer(Widget):
    """Empty space; with ``flex`` it pushes its siblings apart."""

    android_class: ClassVar[str] = "android.view.View"


@dataclass(slots=True, kw_only=True)
class Dialog:
    """A modal dialog, shown in a window of its own above the app.

    ``buttons`` are laid out at the bottom; ``cancelable`` dialogs close on back or on a tap
    outside, after calling ``on_cancel``.
    """

    title: str = ""
    message: str = ""
    children: list[Widget] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    cancelable: bool = True
    on_cancel: Callback | None = None


@dataclass(slots=True, kw_only=True)
class AppScreen:
    """What a view function returns: the app window's content, and optionally a dialog."""

    body: Widget
    dialog: Dialog | None = None
