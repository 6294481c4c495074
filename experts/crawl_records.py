"""What a systematic exploration of one app records: the screens it reached, the elements it
tried and what each did (:mod:`experts.crawl`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Outcome = Literal["opens", "changes", "nothing", "leaves", "skipped"]
Action = Literal["tap", "long_press", "type"]


class SeenScreen(BaseModel):
    """A screen reached, and the shortest path of element labels found to it."""

    signature: str
    package: str
    activity: str
    path: list[str] = Field(default_factory=list)
    fields: list[str] = Field(default_factory=list)
    """What the screen's text fields say they are for (hint, label or id)."""
    buttons: list[str] = Field(default_factory=list)
    """Captions of its fixed (not list row) actionable elements."""
    item: str = ""
    """The caption of the list row the path went through last: the item the screen is about."""
    toggles: list[tuple[str, bool]] = Field(default_factory=list)
    """Its switches and checkboxes outside lists: (caption, whether it is on)."""
    checks: list[tuple[str, bool]] = Field(default_factory=list)
    """The entries of its lists that can be ticked: (caption, whether ticked)."""
    actions: list[tuple[str, str]] = Field(default_factory=list)
    """Its controls with an id (list rows left out), in and out of lists: (caption, the id's
    words): a star toggle is ("Not starred", "star")."""
    facts: list[str] = Field(default_factory=list)
    """The fields it shows values of, read-only ("birthday", "rating")."""


class Tried(BaseModel):
    """One element tried on one screen, and what it did."""

    screen: str
    key: str
    label: str
    action: Action = "tap"
    outcome: Outcome
    to: str = ""
    to_activity: str = ""


class Crawl(BaseModel):
    """What one systematic exploration of an app found."""

    label: str
    package: str = ""
    screens: dict[str, SeenScreen] = Field(default_factory=dict)
    about_items: list[SeenScreen] = Field(default_factory=list)
    """Screens already seen, reached again from a list row with controls the first showing
    lacked (another user's profile has "Follow", one's own has not); not explored further."""
    tried: list[Tried] = Field(default_factory=list)
    actions: int = 0
    duration_s: float = 0.0
    exhausted: bool = False
    """The action budget ran out before every element was tried."""
    sample: str = ""
    """The text typed into fields: a word the app itself shows in a list, so searches find
    something."""
    shown: set[str] = Field(default_factory=set)
    """Every text its screens showed (rows' labels, titles, values): what the app keeps."""

    @property
    def activities(self) -> set[str]:
        return {s.activity for s in self.screens.values()}
