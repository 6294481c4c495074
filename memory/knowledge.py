"""Operation knowledge from people (Mobile-Agent-v2 §3.5): hints per app, kept as Markdown.

``<data dir>/knowledge/<app>.md`` holds one app's hints, a ``# App`` title and one ``- hint`` a
line, so a person can also write them by hand. Hints relevant to a request (of the app on the
screen or an app the request names, ranked by the words they share with it) enter the decide
and plan prompts. A hint of the form "my word means the app's label" ("VIP means Favorites",
"mom means Alice Schmidt") or "my word is under the label icon" ("the cart is under the bag
icon") ties a label on the screen to the person's word for it, which the offline policy uses.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from pydantic import BaseModel

from mobilexperts.config import Settings
from mobilexperts.errors import MobilexpertsError

KNOWLEDGE_DIR = "knowledge"
_WORD = re.compile(r"[a-z0-9]+")
_QUOTE = "\"'\u201c\u201d\u2018\u2019"
_ARTICLE = re.compile(r"^(the|a|an|my|your)\s+", re.IGNORECASE)
_MEANS = re.compile(r"^(?P<meaning>.+?)\s+(means|stands for|is called|=)\s+(?P<label>.+)$", re.I)
_UNDER = re.compile(
    r"^(?P<meaning>.+?)\s+(is|are)\s+(under|behind|in|at|on)\s+(?P<label>.+?)"
    r"(\s+(icon|button|tab|menu|link))?$",
    re.IGNORECASE,
)
_KIND = re.compile(r"\s+(icon|button|tab|menu|link)$", re.IGNORECASE)
_APP_PREFIX = re.compile(r"^in\s+[^,]+,\s*", re.IGNORECASE)


class KnowledgeError(MobilexpertsError):
    """A hint could not be added or removed."""


class Hint(BaseModel):
    """One hint for one app; ``label`` (what the app shows) and ``meaning`` (the person's word
    for it) when it ties the two."""

    app: str
    text: str
    label: str = ""
    meaning: str = ""


def _clean(phrase: str) -> str:
    phrase = phrase.strip().strip(".").strip(_QUOTE).strip()
    return _ARTICLE.sub("", phrase).strip(_QUOTE).strip()


def parse_hint(app: str, text: str) -> Hint:
    """``text`` as a hint of ``app``, with its label and meaning when it has that form."""
    body = _APP_PREFIX.sub("", " ".join(text.split()).rstrip("."))
    for pattern in (_MEANS, _UNDER):
        found = pattern.match(body)
        if found:
            label = _KIND.sub("", _clean(found["label"]))
            return Hint(app=app, text=text, label=label, meaning=_clean(found["meaning"]))
    return Hint(app=app, text=text)


def _write(path: Path, text: str) -> None:
    """Replace ``path`` atomically (a temp file beside it, then a rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_suffix(".md.tmp")
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, path)


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


class KnowledgeBase:
    """The hints of every app, one Markdown file per app under ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def for_settings(cls, settings: Settings) -> KnowledgeBase:
        return cls(settings.data_dir / KNOWLEDGE_DIR)

    def _file(self, app: str) -> Path:
        slug = "-".join(_WORD.findall(app.lower()))
        if not slug:
            raise KnowledgeError(f"{app!r} is no app name; give its label, e.g. Shop")
        return self.folder / f"{slug}.md"

    def add(self, app: str, text: str) -> Hint:
        """Append a hint to ``app``'s file (created with a title when new)."""
        text = " ".join(text.split())
        if not text:
            raise KnowledgeError("the hint is empty; say what the agent should know")
        path = self._file(app)
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else [f"# {app}"]
        lines.append(f"- {text}")
        _write(path, "\n".join(lines) + "\n")
        return parse_hint(app, text)

    def remove(self, app: str, number: int) -> Hint:
        """Remove ``app``'s hint number ``number`` (1 = first)."""
        hints = self.hints(app)
        if not 1 <= number <= len(hints):
            raise KnowledgeError(f"{app} has {len(hints)} hint(s); there is no hint {number}")
        gone = hints.pop(number - 1)
        body = [f"# {app}", *(f"- {h.text}" for h in hints)]
        _write(self._file(app), "\n".join(body) + "\n")
        return gone

    def hints(self, app: str | None = None) -> list[Hint]:
        """Every hint, or ``app``'s, in file order."""
        paths = [self._file(app)] if app else sorted(self.folder.glob("*.md"))
        found: list[Hint] = []
        for path in paths:
            if not path.is_file():
                continue
            lines = path.read_text(encoding="utf-8").splitlines()
            title = next((ln[2:].strip() for ln in lines if ln.startswith("# ")), path.stem)
            for line in lines:
                if line.lstrip().startswith(("- ", "* ")):
                    found.append(parse_hint(title, line.lstrip()[2:].strip()))
        return found

    def relevant(self, request: str, package: str = "", limit: int = 6) -> list[Hint]:
        """Hints of the app on the screen (``package``), of an app ``request`` names, or whose
        person's word the request uses; those sharing most words with the request first."""
        asked = words(request)
        where = words(package.replace(".", " "))

        def fits(hint: Hint) -> bool:
            said = words(hint.meaning)
            return words(hint.app) <= asked | where or (bool(said) and said <= asked)

        chosen = [h for h in self.hints() if fits(h)]
        chosen.sort(key=lambda h: -len(words(h.text) & asked))
        return chosen[:limit]
