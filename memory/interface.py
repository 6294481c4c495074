"""Interface memory (MobileExperts §3.1.3): what each element of an app does, with a confidence.

Per device (one store file) and per app package, an element key maps to a function
description labelled ``verified`` (reflection saw the effect), ``hypothesized`` (the expert
guessed it) or ``uncharted`` (unknown, or the guess proved wrong). Element keys are
``id:<resource-id>``, else ``desc:<content-desc>``, else ``text:<caption>`` for a short fixed
caption, else ``icon:<hash>`` of the element's screenshot crop (:mod:`memory.icons`).

The memory is read at every step (:meth:`InterfaceMemory.hints` for the decide prompt) and
written from reflection evidence (:meth:`InterfaceMemory.record_effect`, :meth:`mark_wrong`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from memory.icons import IconHasher, hamming
from mobilexperts.config import Settings
from mobilexperts.perception.describe import short_id
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.signature import is_label_like
from mobilexperts.storage import Store

FILE_NAME = "interface.json"
SCHEMA_VERSION = 1
ICON_PREFIX = "icon:"
ICON_MATCH_BITS = 6
"""Icon hashes this close (differing bits of 64) are taken for the same icon."""
MAX_RULED_OUT = 5
_RANK = {"verified": 0, "hypothesized": 1, "uncharted": 2}


class Confidence(StrEnum):
    VERIFIED = "verified"
    HYPOTHESIZED = "hypothesized"
    UNCHARTED = "uncharted"


class ElementMemory(BaseModel):
    """What one element of one app does. ``ruled_out`` lists guesses reflection disproved."""

    model_config = ConfigDict(frozen=True)

    key: str
    package: str
    element: str
    label: str = ""
    description: str = ""
    confidence: Confidence = Confidence.UNCHARTED
    evidence: int = 0
    contradictions: int = 0
    opens: str = ""
    ruled_out: tuple[str, ...] = ()
    updated_at: float = 0.0


class Hint(BaseModel):
    """An element of the current screen and what memory says about it, for a prompt."""

    model_config = ConfigDict(frozen=True)

    index: int
    element: str
    label: str
    description: str
    confidence: Confidence
    evidence: int = 0
    ruled_out: tuple[str, ...] = ()

    @property
    def line(self) -> str:
        """``[7] icon (id compose): opens the compose screen (verified x3)``."""
        name = f'"{self.label}"' if self.label else "icon"
        where = f" (id {short_id(self.element[3:])})" if self.element.startswith("id:") else ""
        if self.confidence is Confidence.UNCHARTED:
            text = f"[{self.index}] {name}{where}: function unknown"
            return text + (f" (not: {'; '.join(self.ruled_out)})" if self.ruled_out else "")
        count = f" x{self.evidence}" if self.confidence is Confidence.VERIFIED else ""
        return f"[{self.index}] {name}{where}: {self.description} ({self.confidence}{count})"


def record_key(package: str, element_key: str) -> str:
    return f"{package}|{element_key}"


class InterfaceMemory:
    """The interface memory of one device, kept in the store file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.store: Store[ElementMemory] = Store(
            path, model=ElementMemory, key="key", schema_version=SCHEMA_VERSION
        )
        self._icons = IconHasher()
        self._icon_index_of: Mapping[str, ElementMemory] | None = None
        self._icon_index: dict[str, list[tuple[str, ElementMemory]]] = {}

    @classmethod
    def for_device(cls, fingerprint: str, settings: Settings | None = None) -> InterfaceMemory:
        """The memory of the device ``fingerprint`` under the configured data dir."""
        return cls((settings or Settings()).device_dir(fingerprint) / FILE_NAME)

    # -- element keys ----------------------------------------------------------------------

    def key_for(self, element: UIElement, screenshot_png: bytes | None = None) -> str | None:
        """The element's key: resource-id, content-desc, short fixed caption, else icon hash
        (only computed without the others and with a screenshot). ``None`` when it has none."""
        if element.resource_id:
            return f"id:{element.resource_id}"
        if element.desc.strip():
            return f"desc:{element.desc.strip()}"
        caption = (element.text or element.label).strip()
        if caption:
            return f"text:{caption}" if is_label_like(caption) else None
        if not screenshot_png or element.source != "hierarchy":
            return None
        digest = self._icons.hash(screenshot_png, element.bounds)
        return f"{ICON_PREFIX}{digest}" if digest else None

    # -- reading ---------------------------------------------------------------------------

    def lookup(self, package: str, element_key: str) -> ElementMemory | None:
        """The memory of an element; an icon also matches a near-identical stored icon."""
        return self._lookup(self.store.snapshot(), package, element_key)

    def entries(self, package: str | None = None) -> list[ElementMemory]:
        """Every memory, or those of one app."""
        return [e for e in self.store.all() if package is None or e.package == package]

    def hints(
        self,
        package: str,
        elements: Sequence[UIElement],
        screenshot_png: bytes | None = None,
        limit: int = 12,
    ) -> list[Hint]:
        """Elements of the screen whose function memory knows or guesses, best known first
        when more than ``limit``, listed in screen order; an element repeated in a list is
        listed once."""
        records = self.store.snapshot()
        if not any(entry.package == package for entry in records.values()):
            return []
        png = screenshot_png if self._icons_of(records).get(package) else None
        found: dict[str, Hint] = {}
        for element in _actionable(elements):
            entry = self._entry_for(records, package, element, png)
            if entry is not None and entry.confidence is not Confidence.UNCHARTED:
                found.setdefault(entry.key, _hint(element, entry))
        best = sorted(found.values(), key=lambda h: (_RANK[h.confidence], -h.evidence, h.index))
        return sorted(best[:limit], key=lambda h: h.index)

    def uncharted(
        self,
        package: str,
        elements: Sequence[UIElement],
        screenshot_png: bytes | None = None,
        limit: int = 8,
    ) -> list[Hint]:
        """Icons of the screen with no label and no known or guessed function, each key once.
        ``element`` is the icon's key, or empty when it needs the screenshot to compute and no
        stored icon made that worthwhile (:meth:`key_for` computes it)."""
        records = self.store.snapshot()
        png = screenshot_png if self._icons_of(records).get(package) else None
        found: list[Hint] = []
        seen: set[str] = set()
        for element in _actionable(elements):
            if element.label or element.text or element.desc:
                continue
            key = self.key_for(element, png) or ""
            if key in seen:
                continue
            if key:
                seen.add(key)
            entry = self._lookup(records, package, key) if key else None
            if entry is None or entry.confidence is Confidence.UNCHARTED:
                found.append(
                    Hint(
                        index=element.index,
                        element=key,
                        label="",
                        description="",
                        confidence=Confidence.UNCHARTED,
                        ruled_out=entry.ruled_out if entry else (),
                    )
                )
        return found[:limit]

    # -- writing ---------------------------------------------------------------------------

    def record_effect(
        self,
        package: str,
        element_key: str,
        *,
        before_signature: str,
        after_signature: str,
        after_title: str = "",
        description: str = "",
        label: str = "",
    ) -> ElementMemory:
        """Reflection saw acting on the element do something: it becomes ``verified``.

        ``description`` (reflection's words, e.g. "opens the compose screen") defaults to
        what the screens show: ``opens "<after_title>"``, or an in-place change. The same
        effect again adds evidence (opening the same screen keeps the first words, such as
        what the crawl saw it offer); a different one replaces the description.
        """
        if not description:
            if after_signature == before_signature:
                description = "changes the current screen in place"
            else:
                description = f'opens "{after_title}"' if after_title else "opens another screen"

        def change(old: ElementMemory | None) -> ElementMemory:
            base = old or _blank(package, element_key)
            same = base.confidence is Confidence.VERIFIED and (
                base.opens == after_signature or base.description == description
            )
            kept = same and base.opens == after_signature and base.description
            return base.model_copy(
                update={
                    "label": label or base.label,
                    "description": base.description if kept else description,
                    "confidence": Confidence.VERIFIED,
                    "evidence": base.evidence + 1 if same else 1,
                    "contradictions": base.contradictions if same else 0,
                    "opens": after_signature,
                    "updated_at": time.time(),
                }
            )

        return self.store.update(record_key(package, element_key), change)

    def hypothesize(
        self, package: str, element_key: str, description: str, *, label: str = ""
    ) -> ElementMemory:
        """A guess at the element's function; never replaces a verified one."""

        def change(old: ElementMemory | None) -> ElementMemory:
            base = old or _blank(package, element_key)
            if base.confidence is Confidence.VERIFIED:
                return base
            return base.model_copy(
                update={
                    "label": label or base.label,
                    "description": description,
                    "confidence": Confidence.HYPOTHESIZED,
                    "updated_at": time.time(),
                }
            )

        return self.store.update(record_key(package, element_key), change)

    def mark_wrong(
        self, package: str, element_key: str, *, expected: str = "", label: str = ""
    ) -> ElementMemory:
        """Reflection says acting on the element did not do what was ``expected``.

        A guess is ruled out and the element becomes ``uncharted``; a verified function that
        is contradicted as often as it was confirmed falls back to ``hypothesized``.
        """

        def change(old: ElementMemory | None) -> ElementMemory:
            base = old or _blank(package, element_key)
            update: dict[str, object] = {"label": label or base.label, "updated_at": time.time()}
            if base.confidence is Confidence.VERIFIED:
                contradictions = base.contradictions + 1
                update["contradictions"] = contradictions
                if contradictions >= base.evidence:
                    update["confidence"] = Confidence.HYPOTHESIZED
            else:
                wrong = expected or base.description
                ruled_out = base.ruled_out
                if wrong and wrong not in ruled_out:
                    ruled_out = (*ruled_out, wrong)[-MAX_RULED_OUT:]
                update |= {
                    "description": "",
                    "confidence": Confidence.UNCHARTED,
                    "ruled_out": ruled_out,
                }
            return base.model_copy(update=update)

        return self.store.update(record_key(package, element_key), change)

    # -- internals -------------------------------------------------------------------------

    def _entry_for(
        self,
        records: Mapping[str, ElementMemory],
        package: str,
        element: UIElement,
        png: bytes | None,
    ) -> ElementMemory | None:
        key = self.key_for(element, png)
        return self._lookup(records, package, key) if key else None

    def _lookup(
        self, records: Mapping[str, ElementMemory], package: str, element_key: str
    ) -> ElementMemory | None:
        found = records.get(record_key(package, element_key))
        if found is not None or not element_key.startswith(ICON_PREFIX):
            return found
        digest = element_key.removeprefix(ICON_PREFIX)
        near = [
            (distance, entry)
            for stored, entry in self._icons_of(records).get(package, [])
            if (distance := hamming(digest, stored)) <= ICON_MATCH_BITS
        ]
        return min(near, key=lambda pair: pair[0])[1] if near else None

    def _icons_of(
        self, records: Mapping[str, ElementMemory]
    ) -> dict[str, list[tuple[str, ElementMemory]]]:
        """Icon entries by package, rebuilt only when the store changed."""
        if records is not self._icon_index_of:
            index: dict[str, list[tuple[str, ElementMemory]]] = {}
            for entry in records.values():
                if entry.element.startswith(ICON_PREFIX):
                    digest = entry.element.removeprefix(ICON_PREFIX)
                    index.setdefault(entry.package, []).append((digest, entry))
            self._icon_index_of, self._icon_index = records, index
        return self._icon_index


def _blank(package: str, element_key: str) -> ElementMemory:
    return ElementMemory(key=record_key(package, element_key), package=package, element=element_key)


def _actionable(elements: Sequence[UIElement]) -> list[UIElement]:
    return [
        el
        for el in elements
        if el.window in ("app", "dialog") and (el.clickable or el.long_clickable or el.checkable)
    ]


def _hint(element: UIElement, entry: ElementMemory) -> Hint:
    return Hint(
        index=element.index,
        element=entry.element,
        label=element.label or element.text or element.desc,
        description=entry.description,
        confidence=entry.confidence,
        evidence=entry.evidence,
        ruled_out=entry.ruled_out,
    )
