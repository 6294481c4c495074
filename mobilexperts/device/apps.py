"""Which installed package a user means by an app name such as "Gmail", "Settings" or "chrome".

Android keeps app labels in each APK's resources; neither ``pm``, ``dumpsys package``,
``cmd package query-activities`` nor uiautomator2 3.x's ``app_info`` (version name and code
only) prints them over adb. So a package's label is, in order: its launcher label when it is a
well-known app (:data:`KNOWN_LABELS`: the names the AOSP and Google apps show in the launcher,
e.g. ``com.google.android.gm`` is "Gmail", ``com.android.vending`` "Play Store"), else its
last meaningful package word, capitalised (``com.simdroid.chirp`` is "Chirp"). A name is
matched against the known labels (case and spacing ignored), then against the words of the
package names; one that matches no package, or several equally well, is an error that lists
the candidates and asks for the package name.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from mobilexperts.device.errors import AppNotFoundError

GENERIC_WORDS = frozenset({"com", "org", "net", "android", "google", "apps", "app", "mobile"})
KNOWN_LABELS: dict[str, str] = {
    "com.android.calendar": "Calendar",
    "com.android.camera2": "Camera",
    "com.android.chrome": "Chrome",
    "com.android.contacts": "Contacts",
    "com.android.deskclock": "Clock",
    "com.android.dialer": "Phone",
    "com.android.documentsui": "Files",
    "com.android.email": "Email",
    "com.android.gallery3d": "Gallery",
    "com.android.messaging": "Messages",
    "com.android.settings": "Settings",
    "com.android.vending": "Play Store",
    "com.google.android.apps.docs": "Drive",
    "com.google.android.apps.maps": "Maps",
    "com.google.android.apps.messaging": "Messages",
    "com.google.android.apps.nbu.files": "Files",
    "com.google.android.apps.photos": "Photos",
    "com.google.android.apps.youtube.music": "YouTube Music",
    "com.google.android.calculator": "Calculator",
    "com.google.android.calendar": "Calendar",
    "com.google.android.contacts": "Contacts",
    "com.google.android.deskclock": "Clock",
    "com.google.android.dialer": "Phone",
    "com.google.android.gm": "Gmail",
    "com.google.android.googlequicksearchbox": "Google",
    "com.google.android.keep": "Keep Notes",
    "com.google.android.youtube": "YouTube",
}
"""Launcher labels of well-known packages, as the apps name themselves in the launcher."""


def squash(text: str) -> str:
    """Lower-case letters and digits only: "Google Maps" -> "googlemaps"."""
    return re.sub(r"[^0-9a-z]", "", text.lower())


def label_of(package: str) -> str:
    """The launcher label of ``package``: known, else its last meaningful word capitalised."""
    if package in KNOWN_LABELS:
        return KNOWN_LABELS[package]
    words = [w for w in package.split(".")[1:] if w and w.lower() not in GENERIC_WORDS]
    return (words[-1] if words else package).capitalize()


def labels(packages: Sequence[str]) -> list[str]:
    """The label of each package, in order; a label that would not name one app (several
    packages share it, or its word ends several package names) is followed by the package in
    parentheses, so every label launches its app."""
    named = [label_of(p) for p in packages]

    def shared(label: str, package: str) -> bool:
        if named.count(label) > 1:
            return True
        ending = [q for q in packages if _score(q, squash(label)) == 2]
        return package not in KNOWN_LABELS and len(ending) > 1

    return [
        f"{label} ({package})" if shared(label, package) else label
        for label, package in zip(named, packages, strict=True)
    ]


def _score(package: str, wanted: str) -> int:
    """2: the last word of the package; 1: another word; 0: none (generic words never match)."""
    words = [squash(w) for w in package.split(".")]
    if wanted in GENERIC_WORDS:
        return 0
    if words[-1] == wanted:
        return 2
    return 1 if wanted in words[1:] else 0


_QUALIFIED = re.compile(r"\((?P<package>[\w.]+)\)\s*$")


def resolve_package(app: str, packages: Sequence[str]) -> str:
    """The package ``app`` names: itself when installed (also as ``Label (package)``), else the
    well-known app whose launcher label it is, else the package its words match."""
    if app in packages:
        return app
    qualified = _QUALIFIED.search(app)
    if qualified and qualified["package"] in packages:
        return qualified["package"]
    wanted = squash(app)
    known = [p for p in packages if p in KNOWN_LABELS and squash(KNOWN_LABELS[p]) == wanted]
    if len(known) == 1:
        return known[0]
    scored = sorted(((_score(p, wanted), p) for p in packages), reverse=True) if wanted else []
    best = known or [p for score, p in scored if score and score == scored[0][0]]
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
