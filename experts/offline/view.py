"""The offline policy's view of a decide context: elements, what was done, what is left."""

from __future__ import annotations

import re
from functools import cached_property

from experts.context import DecideContext, HistoryStep
from experts.offline.goal import Goal
from experts.offline.holders import apps_with_content
from experts.offline.prose import received
from experts.offline.value_kinds import holds_number
from experts.offline.words import (
    DESTRUCTIVE,
    SUBMIT_WORDS,
    command_stems,
    contains_phrase,
    stems,
    words,
)
from mobilexperts.device.apps import label_of, squash
from mobilexperts.perception.context import ElementContext

Element = ElementContext
_LOADING = re.compile(r"\bloading\b", re.IGNORECASE)
_BUSY = re.compile(
    r"\b(?:loading|installing|downloading|uploading|sending|saving|processing|connecting|pairing)\s*(?:\u2026|\.\.\.)"
    r"|\bplease wait\b|\b\d{1,2}% of\b",
    re.IGNORECASE,
)
MAX_WAITS = 3
_HINT = re.compile(r"\[(\d+)\][^:]*:\s*(.+)$")
_RATING = re.compile(r"\b([0-5](?:\.\d)?)\s*(?:stars?\b|\u2605|out of 5)", re.IGNORECASE)
_SPLIT_ID = re.compile(r"(?<=[a-z])(?=[A-Z])|[_/]")
SUBMIT = stems(*SUBMIT_WORDS)
UNREAD = stems("unread")


def el_text(el: Element) -> str:
    return " ".join(filter(None, (el.label, el.desc, el.id)))


def el_title(el: Element) -> str:
    """The first part of an element's label (a list row's title), else its desc or id."""
    return (el.label or "").split(" | ")[0] or el.desc or el.id or ""


def unmarked(text: str) -> str:
    """``text`` without its parts that only mark it unread: a row read once loses its
    "Unread" part, and is still the same row."""
    return " | ".join(p for p in text.split(" | ") if not (p and set(words(p)) <= UNREAD))


NOTHING = re.compile(
    r"\bno (?:results?|matches|items?)\b|\bnothing (?:found|matches)\b|\bnot found\b",
    re.IGNORECASE,
)
"""A screen's word that a search found nothing."""
COUNTED = re.compile(r"^\s*\d[\d,.]*\s+[a-z]+s\b", re.IGNORECASE)
"""A row's summary counting its contents ("3 files", "12 items", "1,204 photos")."""


def holds_things(el: Element) -> bool:
    """Whether a list row is a container: a part after its title counts what it holds."""
    return any(COUNTED.match(part) for part in (el.label or "").split(" | ")[1:])


def is_body(el: Element) -> bool:
    """A text of several lines shown whole: a note's or document's body, which one may tap to
    edit, and still the item's text, not a control."""
    return "\n" in (el.label or "").strip()


def el_words(el: Element) -> set[str]:
    return set(words(el_text(el)))


def inside(inner: Element, outer: Element) -> bool:
    a, b = inner.bounds, outer.bounds
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def same_row(a: Element, b: Element) -> bool:
    """Whether ``a`` sits in the vertical band of ``b`` (an action button beside a list item)."""
    ay = (a.bounds[1] + a.bounds[3]) / 2
    return b.bounds[1] <= ay <= b.bounds[3]


def center_y(el: Element) -> float:
    return (el.bounds[1] + el.bounds[3]) / 2


def control_words(el: Element) -> set[str]:
    """Words that name what an element does: all of a control's, only the short title of a
    list row (a row's body text is content, and content words are not commands)."""
    if not el.in_list:
        return el_words(el)
    title = (el.label or "").split(" | ")[0]
    short = set(words(title)) if len(title.split()) <= 4 else set()
    if el.cls.endswith(("Layout", "ViewGroup", "View")):
        return short
    return short | set(words(" ".join(filter(None, (el.desc, el.id)))))


def rating_of(el: Element) -> float | None:
    """The star rating an element shows ("4.6 stars", "4.6 \u2605", "4.6 out of 5")."""
    match = _RATING.search(el_text(el))
    return float(match.group(1)) if match else None


def commands(el: Element) -> frozenset[str]:
    """What an element says to do, as stems: the command words of a control's label, desc or
    id, or of a list row's title."""
    if el.in_list and el.cls.endswith(("Layout", "ViewGroup", "View")):
        return command_stems(el_title(el))
    return command_stems(" ".join(dict.fromkeys(filter(None, (el.label, el.desc, el.id)))))


def name_of(el: Element) -> str:
    return el.label or el.desc or el.id or f"element {el.index}"


class View:
    """A typed decide context read for the offline policy."""

    def __init__(self, context: DecideContext, goal: Goal, apps: list[str] | None = None) -> None:
        self.ctx = context
        self.goal = goal
        self._apps = apps
        self.screen = context.screen
        self.history: list[HistoryStep] = context.history
        self.memory: list[str] = context.memory
        self.elements: list[Element] = [
            e for e in self.screen.elements if e.window not in ("keyboard", "system")
        ]

    @property
    def signature(self) -> str:
        return self.screen.signature

    @property
    def package(self) -> str:
        return self.screen.package

    @cached_property
    def modal(self) -> list[Element]:
        """Elements of a dialog or pop-up window above the app."""
        return [e for e in self.elements if e.window == "dialog"]

    @cached_property
    def actionable(self) -> list[Element]:
        """What can be tapped: the modal window's elements if there is one, else the app's."""
        pool = self.modal or self.elements
        return [e for e in pool if e.clickable and e.enabled and not e.editable]

    @cached_property
    def fields(self) -> list[Element]:
        pool = self.modal or self.elements
        return [e for e in pool if e.editable]

    @cached_property
    def content(self) -> list[Element]:
        """The app's text elements that are not fields."""
        return [
            e
            for e in self.elements
            if e.window in ("app", "dialog") and not e.editable and el_text(e)
        ]

    def loading(self) -> bool:
        """A loading screen, or work in progress (installing, 33% of ...), not waited on for
        long."""
        app = [e for e in self.elements if e.window in ("app", "dialog")]
        busy = (len(app) <= 3 and any(_LOADING.search(el_text(e)) for e in app)) or any(
            _BUSY.search(e.label) for e in app if not e.clickable
        )
        waits = 0
        for h in reversed(self.history):
            if h.operation.kind != "wait":
                break
            waits += 1
        return busy and waits < MAX_WAITS

    def field_words(self, field: Element) -> set[str]:
        """A field's words: its hint or text, id and desc, and a label beside or above it."""
        label = field.label or ""
        hint = label if len(label) <= 40 and "\n" not in label else ""
        raw = " ".join(filter(None, (hint, field.desc, field.id)))
        for other in self.elements:
            if other.editable or other.clickable or not other.label:
                continue
            if len(other.label) > 30:
                continue
            fb, ob = field.bounds, other.bounds
            beside = same_row(other, field) and ob[2] <= fb[0] + 10
            above = 0 <= fb[1] - ob[3] <= 40 and ob[0] < fb[2] and fb[0] < ob[2]
            if beside or above:
                raw += " " + other.label
        raw = _SPLIT_ID.sub(" ", raw)
        return set(words(raw)) | {t for t in re.findall(r"[a-z]+", raw.lower())}

    # -- what was done -------------------------------------------------------------------

    @cached_property
    def typed(self) -> list[str]:
        return [h.operation.content for h in self.history if h.operation.kind == "text"]

    def typed_into(self, value: str) -> list[Element]:
        """The fields (as they were when typed into) that received ``value``, alone or added
        to the list a field held ("ann@x.org, bo@x.org") or as the last line of its text."""
        return [
            h.target or ElementContext(index=-1)
            for h in self.history
            if h.operation.kind == "text" and received(h.operation.content, value)
        ]

    def tapped(self, text: str) -> bool:
        """Whether an element showing ``text`` (or its number) first was ever tapped."""
        return any(
            h.operation.kind in ("tap", "long_press")
            and h.target
            and any(f(el_title(h.target), text) for f in (contains_phrase, holds_number))
            for h in self.history
        )

    def opened_closest(self, text: str) -> bool:
        """Whether a row sharing words with ``text`` was opened from inside a container (the
        nearest a folder had to a thing it holds under another name)."""
        kept = {
            h.signature_after
            for h in self.history
            if h.operation.kind == "tap" and h.target is not None and holds_things(h.target)
        }
        named = set(words(text))
        return any(
            h.operation.kind == "tap"
            and h.signature in kept
            and h.target is not None
            and h.target.in_list
            and el_words(h.target) & named
            for h in self.history
        )

    def tapped_here(self, el: Element) -> int:
        """How often this element (by label) was tapped on this very screen."""
        label = el_text(el)
        return sum(
            1
            for h in self.history
            if h.signature == self.signature
            and h.operation.kind == "tap"
            and h.target
            and el_text(h.target) == label
        )

    def read_and_left(self, el: Element) -> bool:
        """Whether a control showing what ``el`` shows already opened a screen this run that
        was then left by going back, nothing done there: for a question, a screen read and
        left is not opened again."""
        label = unmarked(el_text(el))
        for i, h in enumerate(self.history):
            opened = (
                h.operation.kind == "tap"
                and h.target is not None
                and unmarked(el_text(h.target)) == label
                and h.signature_after != h.signature
            )
            if opened and any(
                later.operation.kind == "back" and later.signature == h.signature_after
                for later in self.history[i + 1 :]
            ):
                return True
        return False

    def avoided(self, el: Element) -> bool:
        return any(
            a.operation in (f"tap [{el.index}]", f"long_press [{el.index}]") for a in self.ctx.avoid
        )

    def last(self) -> HistoryStep | None:
        return self.history[-1] if self.history else None

    def last_kind(self) -> str:
        last = self.last()
        return last.operation.kind if last else ""

    def submitted_after_typing(self) -> bool:
        """A submit-like tap (or enter) came after the last typing."""
        last_text = max(
            (i for i, h in enumerate(self.history) if h.operation.kind == "text"),
            default=None,
        )
        if last_text is None:
            return False
        if self.history[last_text].operation.submit:
            return True
        submit = SUBMIT | self.goal.ui_words
        return any(
            h.operation.kind == "tap" and h.target and el_words(h.target) & submit
            for h in self.history[last_text + 1 :]
        )

    def opened_apps(self) -> list[str]:
        return [h.operation.app for h in self.history if h.operation.kind == "open_app"]

    # -- apps ----------------------------------------------------------------------------

    @cached_property
    def goal_apps(self) -> list[str]:
        """The apps the request points at, best first (or those the caller gave)."""
        if self._apps is not None:
            return self._apps
        return apps_with_content(self.goal, list(self.ctx.apps), self.ctx.shown, self.ctx.people)

    @cached_property
    def app_words(self) -> set[str]:
        """Words of the apps the request names as apps ("on <App>", "in Messages")."""
        named = [
            a for a in self.ctx.apps if re.search(rf"\b{re.escape(a)}\b", self.goal.instruction)
        ]
        return {w for a in named for w in words(a)}

    def app_of_package(self) -> str | None:
        """The app label the current package belongs to, by what opened it: an ``open_app`` of
        that label, or a tap on an element showing an app's label (a share target); in a run
        that started inside an app and never left it (a team node going on where the node
        before it left the phone), the app whose label the package names."""
        labels = {a.lower(): a for a in self.ctx.apps}
        labels |= {a.lower().removesuffix("s"): a for a in self.ctx.apps}
        packages = [h.package for h in self.history[1:]] + [self.package]
        found = None
        for h, after in zip(self.history, packages, strict=False):
            op = h.operation
            if op.kind == "open_app":
                label = op.app
            elif op.kind == "tap" and h.target:
                label = labels.get(el_title(h.target).lower())
            else:
                continue
            if label and after == self.package:
                found = label
        if found is None and all(h.package == self.package for h in self.history):
            front = squash(label_of(self.package))
            found = next((a for a in self.ctx.apps if squash(a) == front), None)
        return found

    @cached_property
    def hinted(self) -> dict[int, set[str]]:
        """Element number -> the words of what interface memory says tapping it does
        ("[7] icon (id compose): opens the compose screen (verified x3)")."""
        out: dict[int, set[str]] = {}
        for line in self.ctx.hints:
            match = _HINT.match(line)
            if match and "function unknown" not in match.group(2):
                effect = re.sub(r"\((?:verified|hypothesized)[^)]*\)\s*$", "", match.group(2))
                out[int(match.group(1))] = set(words(effect))
        return out

    @cached_property
    def at_launcher(self) -> bool:
        """Whether the screen is a launcher: it shows several installed apps' labels."""
        labels = {a.lower() for a in self.ctx.apps}
        shown = {el_title(e).lower() for e in self.elements} & labels
        return len(shown) >= min(3, len(labels))

    # -- values --------------------------------------------------------------------------

    def acceptable(self, el: Element) -> bool:
        """Whether a row meets the request's least rating (rows that show none pass)."""
        rating = rating_of(el)
        return self.goal.min_rating is None or rating is None or rating >= self.goal.min_rating

    def marked_unread(self, el: Element) -> bool:
        """Whether a list row is marked unread: by a part of its label or a mark inside it."""
        marked = "unread" in [p.strip().lower() for p in (el.label or "").split(" | ")]
        return marked or any(
            o is not el and el_words(o) & UNREAD and inside(o, el) for o in self.elements
        )

    def shown(self, value: str) -> bool:
        return any(contains_phrase(el_text(e), value) for e in self.elements)

    def field_holds(self, field: Element, value: str) -> bool:
        return " ".join(field.text.split()).lower() == " ".join(value.split()).lower()


JOINING = re.compile(r"\b(?:sign|log)\s*(?:up|in|on)\b", re.IGNORECASE)


def destructive(el: Element) -> bool:
    """Whether a control undoes or loses something (delete, block, sign out); signing up or
    in is not. A list row is an item, not a control, unless its title starts with the verb
    ("Block Zed"; "Zap expense report.pdf" is a document)."""
    found = el_words(el) & DESTRUCTIVE
    if el.in_list and el.cls.endswith(("Layout", "ViewGroup", "View")):
        title = words(el_title(el))
        found &= set(title[:1])
    if JOINING.search(el.label or el.desc or ""):
        found -= stems("sign log")
    return bool(found)
