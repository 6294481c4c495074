"""Which installed package a user means by an app name such as "Settings" or "chrome".

Android keeps app labels in each APK's resources; neither ``pm`` nor ``dumpsys`` prints them,
so over adb a label is matched against the words of the package names
(``com.android.settings`` is "Settings", ``com.google.android.apps.maps`` is "Maps"). A label
that matches no package word, or several packages equally well, is an error that lists the
candidates and asks for the package name.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from mobilexperts.device.errors import AppNotFoundError

GENERIC_WORDS = frozenset({"com", "org", "net", "android", "google", "apps", "app", "mobile"})


def squash(text: str) -> str:
    """Lower-case letters and digits only: "Google Maps" -> "googlemaps"."""
    return re.sub(r"[^0-9a-z]", "", text.lower())


def _score(package: str, wanted: str) -> int:
    """2: the last word of the package; 1: another word; 0: none (generic words never match)."""
    words = [squash(w) for w in package.split(".")]
    if wanted in GENERIC_WORDS:
        return 0
    if words[-1] == wanted:
        return 2
    return 1 if wanted in words[1:] else 0


def resolve_package(app: str, packages: Sequence[str]) -> str:
    """The package ``app`` names: itself when installed, else the package its label matches."""
    if app in packages:
        return app
    wanted = squash(app)
    scored = sorted(((_score(p, wanted), p) for p in packages), reverse=True) if wanted else []
    best = [p for score, p in scored if score and score == scored[0][0]]
    if len(best) == 1:
        return best[0]
    if best:
        raise AppNotFoundError(
            f"{app!r} matches several installed apps ({', '.join(sorted(best))}); "
            "launch it by its package name"
        )
    words = sorted({w for p in packages for w in p.split(".")[1:]} - GENERIC_WORDS)
    close = difflib.get_close_matches(app.lower(), words, n=3)
    hint = f" (close: {', '.join(close)})" if close else ""
    raise AppNotFoundError(
        f"no installed app matches {app!r}{hint}; launch it by its package name "
        "(`adb shell pm list packages` lists them)"
    )
