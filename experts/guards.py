"""Guards of the expert loop: stalls and loops are first fed back, then stop the run."""

from __future__ import annotations

import hashlib
from collections import Counter

from pydantic import BaseModel

from mobilexperts.perception.screen import Screen


class GuardLimits(BaseModel):
    """How much repetition is tolerated before a warning, and before stopping."""

    stall_warn: int = 2
    stall_stop: int = 5
    loop_warn: int = 2
    loop_stop: int = 4


def screen_state(screen: Screen) -> str:
    """The screen's signature plus a digest of what it shows: scrolling a list keeps the
    signature but changes the state, so it counts as progress, not as a repeat."""
    shown = "\n".join(
        f"{e.label}|{e.bounds}|{e.checked}|{e.selected}"
        for e in screen.elements
        if e.window not in ("system", "keyboard")
    )
    return f"{screen.signature}:{hashlib.blake2b(shown.encode(), digest_size=8).hexdigest()}"


class Guard:
    """Watches screens and operations for stalls (nothing changes) and loops (the same
    operation on the same screen state again and again)."""

    def __init__(self, limits: GuardLimits | None = None) -> None:
        self.limits = limits or GuardLimits()
        self.unchanged = 0
        self.seen: Counter[tuple[str, str]] = Counter()

    def observe_change(self, changed: bool) -> None:
        self.unchanged = 0 if changed else self.unchanged + 1

    def note_operation(self, signature: str, operation: str) -> None:
        self.seen[(signature, operation)] += 1

    def repeats(self, signature: str, operation: str) -> int:
        return self.seen[(signature, operation)]

    def check(self, signature: str) -> tuple[str | None, str | None]:
        """``(warning, stop_reason)`` for the current screen; both None when all is well."""
        worst = max((n for (sig, _), n in self.seen.items() if sig == signature), default=0)
        if self.unchanged >= self.limits.stall_stop:
            return None, f"stalled: the screen did not change for {self.unchanged} operations"
        if worst >= self.limits.loop_stop:
            return None, f"looping: the same operation was repeated {worst} times on this screen"
        if self.unchanged >= self.limits.stall_warn:
            return (
                f"The last {self.unchanged} operations changed nothing on the screen: "
                "try a different element, scroll, go back, or stop if the task cannot be done.",
                None,
            )
        if worst >= self.limits.loop_warn:
            repeated = [op for (sig, op), n in self.seen.items() if sig == signature and n == worst]
            return (
                f"You already did {repeated[0]} on this screen {worst} times without finishing: "
                "do something else.",
                None,
            )
        return None, None
