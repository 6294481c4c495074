"""Typed errors of the perception layer."""

from mobilexperts.errors import MobilexpertsError


class PerceptionError(MobilexpertsError):
    """A screen could not be understood: a malformed or empty dump, an unreadable screenshot."""


class EmptyHierarchyError(PerceptionError):
    """The hierarchy dump is well formed but holds no UI node (a secure or blank screen)."""


class HierarchyTooLargeError(PerceptionError):
    """The hierarchy dump is larger than a screen may be (bytes or nodes)."""


class PerceptionTimeoutError(PerceptionError):
    """Reading a screen took longer than its time budget."""


class ElementNotFoundError(PerceptionError):
    """No element of the screen has the index or matches the selector that was asked for."""


class OCRUnavailableError(PerceptionError):
    """The OCR backend is not installed or cannot load its models."""
