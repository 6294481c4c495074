"""A perceived screen: numbered elements, signature and anchors, with lookup helpers."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from mobilexperts.device.base import Observation
from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.errors import ElementNotFoundError, EmptyHierarchyError
from mobilexperts.perception.hierarchy import Hierarchy, parse_hierarchy
from mobilexperts.perception.ocr import (
    OcrEngine,
    OcrReading,
    merge_ocr,
    ocr_regions,
    read_screenshot,
)
from mobilexperts.perception.select import select_elements
from mobilexperts.perception.signature import Anchor, screen_anchors, screen_signature


def _norm(value: str) -> str:
    return " ".join(value.split()).casefold()


class Screen(BaseModel):
    """What an agent sees of one screen. ``elements`` are numbered from 1 in reading order."""

    model_config = ConfigDict(frozen=True)

    elements: list[UIElement]
    package: str
    activity: str = ""
    rotation: int = 0
    width: int
    height: int
    signature: str
    anchors: list[Anchor]

    def by_index(self, index: int) -> UIElement:
        """The element numbered ``index``; a typed error names the valid range otherwise."""
        if 1 <= index <= len(self.elements):
            return self.elements[index - 1]
        span = f"1 to {len(self.elements)}" if self.elements else "none: the screen is empty"
        raise ElementNotFoundError(f"there is no element [{index}] on this screen; indices: {span}")

    def find_all(
        self,
        text: str | None = None,
        resource_id: str | None = None,
        desc: str | None = None,
        cls: str | None = None,
    ) -> list[UIElement]:
        """Elements matching every given selector.

        ``text`` matches the text or the label, ignoring case and spacing; ``resource_id``
        matches the full id or its name after ``:id/``; ``desc`` matches the content-desc;
        ``cls`` matches the full class name or its last part.
        """
        found = []
        for el in self.elements:
            if text is not None and _norm(text) not in (_norm(el.text), _norm(el.label)):
                continue
            if resource_id is not None and resource_id not in (
                el.resource_id,
                el.resource_id.rpartition(":id/")[2],
            ):
                continue
            if desc is not None and _norm(desc) != _norm(el.desc):
                continue
            if cls is not None and cls not in (el.cls, el.cls.rpartition(".")[2]):
                continue
            found.append(el)
        return found

    def find(
        self,
        text: str | None = None,
        resource_id: str | None = None,
        desc: str | None = None,
        cls: str | None = None,
    ) -> UIElement | None:
        """The first element (in reading order) matching every given selector, or None."""
        matches = self.find_all(text=text, resource_id=resource_id, desc=desc, cls=cls)
        return matches[0] if matches else None

    def focused_field(self) -> UIElement | None:
        """The text field that has input focus, if any."""
        return next((el for el in self.elements if el.editable and el.focused), None)

    @property
    def keyboard_shown(self) -> bool:
        return any(el.window == "keyboard" for el in self.elements)

    def has_anchors(self, anchors: list[Anchor]) -> bool:
        """Whether every anchor matches some element of this screen."""
        return all(any(a.matches(el) for el in self.elements) for a in anchors)


def perceive(
    xml: str | bytes,
    *,
    package: str = "",
    activity: str = "",
    size: tuple[int, int] | None = None,
    read_text: Callable[[list[Bounds]], OcrReading] | None = None,
) -> Screen:
    """Parse a hierarchy dump into a :class:`Screen`.

    ``size`` is the screen size the device reports (inferred from the dump when absent).
    ``read_text`` OCRs regions of the screenshot; it is called only when the hierarchy is
    empty or poor (a web view, a game, a canvas), with the regions it says too little about,
    and the text and icons found there are added as ``source="ocr"`` elements. Without it an
    empty hierarchy raises :class:`EmptyHierarchyError`.
    """
    try:
        hierarchy = parse_hierarchy(xml)
    except EmptyHierarchyError:
        if read_text is None:
            raise
        hierarchy = Hierarchy(rotation=0, windows=[])
    width, height = hierarchy.screen_size(size)
    elements = select_elements(hierarchy, width, height)
    regions = ocr_regions(elements, width, height) if read_text is not None else []
    if read_text is not None and regions:
        elements = merge_ocr(elements, read_text(regions))
    main = next((w for w in hierarchy.windows if w.kind == "app"), None)
    package = package or (main.package if main else "")
    return Screen(
        elements=elements,
        package=package,
        activity=activity,
        rotation=hierarchy.rotation,
        width=width,
        height=height,
        signature=screen_signature(hierarchy, package, activity),
        anchors=screen_anchors(elements),
    )


def perceive_observation(observation: Observation, ocr: OcrEngine | None = None) -> Screen:
    """Perceive a device observation; with ``ocr``, its screenshot is read when needed."""
    return perceive(
        observation.xml,
        package=observation.package,
        activity=observation.activity,
        size=(observation.width, observation.height),
        read_text=(
            (lambda regions: read_screenshot(ocr, observation.screenshot, regions))
            if ocr is not None
            else None
        ),
    )
