"""What the crawler reads off one element or screen: whether it is risky to tap on a real phone,
whether it can be acted on, and what people would call it."""

from __future__ import annotations

from experts.offline.lexicon import interface_verb
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen

_RISKY_TEXT = """
    send cart apply done save buy purchase pay checkout order subscribe unsubscribe delete
    remove erase trash discard wipe reset format uninstall install call dial transfer donate
    post publish submit confirm block report account logout signout sign log password"""
RISKY_WORDS = frozenset(_RISKY_TEXT.split())
MAX_CAPTION = 40
MAX_CONTROL_WORDS = 4
MAX_OFFERS = 6
ITEM_VERBS = frozenset(
    {"follow", "unfollow", "star", "unstar", "like", "unlike", "favorite", "delete", "remove"}
    | {"trash", "install", "download", "save", "add", "mark", "tick"}
)
"""What an item's own buttons do to it ("Follow", "Delete sheet", "Pin to top")."""
_WAY_BACK = frozenset({"Navigate up", "Back", "Close"})
APP_WINDOWS = frozenset({"app", "dialog"})


def risky(element: UIElement) -> bool:
    """Whether tapping ``element`` could send, buy, delete or change an account."""
    text = " ".join((element.text, element.desc, element.label, element.resource_id))
    parts = "".join(c.lower() if c.isalnum() else " " for c in text.replace("_", " ")).split()
    return bool(RISKY_WORDS.intersection(parts))


def actionable(element: UIElement) -> bool:
    """An enabled element of the app's own windows (not the keyboard or system bars)."""
    return (
        element.window in APP_WINDOWS
        and element.enabled
        and (element.clickable or element.long_clickable or element.editable)
    )


def uncovered(screen: Screen) -> list[UIElement]:
    """The elements a tap can reach: a dialog or menu's own while one is open (the app's
    elements under it are covered), else all."""
    if any(e.window == "dialog" for e in screen.elements):
        return [e for e in screen.elements if e.window != "app"]
    return list(screen.elements)


def changed(a: Screen, b: Screen) -> bool:
    return [(e.text, e.desc, e.checked, e.selected, e.bounds) for e in a.elements] != [
        (e.text, e.desc, e.checked, e.selected, e.bounds) for e in b.elements
    ]


_CONTROL_CLASSES = frozenset(
    {"Button", "ImageButton", "CheckBox", "Switch", "ToggleButton", "RadioButton", "Chip"}
)
"""Widget classes of controls: what they say is a command or a state, not an item."""


def sample(screen: Screen) -> str:
    """A word of a list row of ``screen`` (4+ letters), else of a choice in a group of
    controls sharing one id (a category chip: what the app's lists hold), else a neutral
    word: a search typed with it lists things."""
    for element in screen.elements:
        if element.in_list:
            for word in element.text.split():
                if len(word) >= 4 and word.isalpha():
                    return word
    ids = [e.resource_id for e in screen.elements if e.resource_id and e.clickable]
    for element in screen.elements:
        if element.clickable and ids.count(element.resource_id) > 1:
            word = element.label.split(" ")[0]
            if len(word) >= 4 and word.isalpha():
                return word
    return "test"


def is_button(element: UIElement) -> bool:
    """Whether ``element`` is a control widget (a button, switch, checkbox, chip)."""
    return element.cls.rpartition(".")[2] in _CONTROL_CLASSES


def is_row(element: UIElement) -> bool:
    """Whether ``element`` is a row of a list (what a screen it opens is about): in a list,
    no field and no control widget."""
    return (
        element.in_list
        and not element.editable
        and not element.checkable
        and not (is_button(element))
    )


def caption(element: UIElement) -> str:
    """What people would call an element: its caption (a list row's first part), else its
    id's last part."""
    caption = element.label.split(" | ")[0][:MAX_CAPTION]
    return caption or element.resource_id.rpartition("/")[2] or element.cls


def row_caption(element: UIElement) -> str:
    """A list row's caption (its first part); '' for a row without a label."""
    return element.label.split(" | ")[0][:MAX_CAPTION]


def is_control(element: UIElement) -> bool:
    """A button or toggle with an id and a short caption (not a list row)."""
    return bool(element.resource_id) and len(element.label.split()) <= MAX_CONTROL_WORDS


def item_control(element: UIElement) -> bool:
    """Whether ``element`` is a control whose caption says an action on the item its screen
    shows or a state the item is in ("Unpin from top", "Following", "Saved")."""
    word = element.label.split(" ")[0].casefold()
    return is_control(element) and interface_verb(word) in ITEM_VERBS


def control(element: UIElement) -> tuple[str, str]:
    name = element.resource_id.rpartition("/")[2].replace("_", " ")
    return element.label, " ".join(name.split())


_NOT_FACTS = frozenset(
    {"title", "summary", "meta", "count", "author", "clock", "battery", "stat", "time"}
    | {"text", "body", "message", "snippet"}
)
"""Id words of what is no field of an item: its title, counts, times, its content."""
_FIELD_PARTS = frozenset({"value", "label", "big"})
MAX_FACT_WORDS = 3


def fact(element: UIElement, package: str) -> str:
    """The name of the field a read-only element of ``package`` shows a value of, from its id
    (``birthday_value`` -> "birthday"), when its short text has a digit (a date, a rating, a
    size); else ''. Titles, counts, times and content (a post's text) are no fields."""
    own = element.resource_id.startswith(f"{package}:id/")
    text = element.text
    if not own or element.clickable or not any(c.isdigit() for c in text):
        return ""
    if len(text.split()) > MAX_FACT_WORDS:
        return ""
    words = element.resource_id.rpartition("/")[2].replace("_", " ").split()
    if _NOT_FACTS.intersection(words):
        return ""
    return " ".join(w for w in words if w not in _FIELD_PARTS)


def title(screen: Screen) -> str:
    return screen.activity.rpartition(".")[2].removesuffix("Activity") or screen.package


def offering(after: Screen, before: Screen) -> str:
    """What a screen an element opened offers, for navigation: the captions of the controls
    ``after`` shows that ``before`` did not, its own first, at most :data:`MAX_OFFERS`
    (`` (Device name, Build number)``); ``""`` for none, and for a menu or dialog opened over
    the same screen (its choices are seen when it opens: "About this account" in a post's menu
    is no way to a post's account)."""
    if after.activity == before.activity and any(e.window == "dialog" for e in after.elements):
        return ""
    had = {caption(e) for e in before.elements} | _WAY_BACK
    shown = [e for e in after.elements if actionable(e) and e.label and not e.editable]
    shown.sort(key=lambda e: e.in_list)
    found = list(dict.fromkeys(c for e in shown if (c := caption(e)) not in had))
    return f" ({', '.join(found[:MAX_OFFERS])})" if found else ""
