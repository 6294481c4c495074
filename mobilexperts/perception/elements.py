"""What perception makes of a screen: UI elements with bounds and flags."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Bounds(BaseModel):
    """A screen rectangle in pixels, ``[x1,y1][x2,y2]`` as uiautomator writes it."""

    model_config = ConfigDict(frozen=True)

    x1: int
    y1: int
    x2: int
    y2: int

    @property
    def width(self) -> int:
        return self.x2 - self.x1

    @property
    def height(self) -> int:
        return self.y2 - self.y1

    @property
    def center(self) -> tuple[int, int]:
        return ((self.x1 + self.x2) // 2, (self.y1 + self.y2) // 2)

    @property
    def area(self) -> int:
        return max(self.width, 0) * max(self.height, 0)

    def contains(self, x: int, y: int) -> bool:
        return self.x1 <= x < self.x2 and self.y1 <= y < self.y2

    def __str__(self) -> str:
        return f"[{self.x1},{self.y1}][{self.x2},{self.y2}]"


class UIElement(BaseModel):
    """One element an agent can act on or must read.

    ``index`` is the set-of-mark number shown to models. ``label`` is the element's own text or
    content-desc, or the text propagated from its children for clickable containers. ``path`` is
    an xpath-like locator (class names with sibling positions) that survives content changes.
    ``source`` is ``hierarchy`` or ``ocr``; ``window`` is the role of the window the element is
    in (``app``, ``dialog``, ``overlay``, ``keyboard`` or ``system``), so prompts can hide or
    group keyboard keys and system bars. ``in_list`` marks content inside a list or scroll view.
    """

    model_config = ConfigDict(frozen=True)

    index: int
    cls: str
    text: str = ""
    desc: str = ""
    resource_id: str = ""
    package: str = ""
    bounds: Bounds
    label: str = ""
    clickable: bool = False
    long_clickable: bool = False
    scrollable: bool = False
    editable: bool = False
    checkable: bool = False
    checked: bool = False
    focused: bool = False
    selected: bool = False
    password: bool = False
    enabled: bool = True
    path: str = ""
    source: str = "hierarchy"
    window: str = "app"
    in_list: bool = False

    @property
    def center(self) -> tuple[int, int]:
        return self.bounds.center
