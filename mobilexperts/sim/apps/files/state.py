"""Files' own state (sort order, recently opened files) and the listing of shared storage.

The files themselves live in the phone's shared storage (``phone.state.files``); this module
turns them into :class:`FileEntry` rows per category, with sizes and dates as Files shows them.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field

from mobilexperts.sim.apps.files.seed import DOCUMENTS, DOWNLOADS, PICTURES

SortOrder = Literal["name", "date", "size"]
CATEGORIES = {"downloads": DOWNLOADS, "documents": DOCUMENTS, "images": PICTURES}
CATEGORY_LABELS = {"downloads": "Downloads", "documents": "Documents", "images": "Images"}
IMAGE_TYPES = ("jpg", "jpeg", "png", "gif", "webp")
DOCUMENT_TYPES = {"pdf": "PDF document", "docx": "Word document", "txt": "Text document"}
RECENT_LIMIT = 8


class FilesState(BaseModel):
    """What the Files app remembers: how folders are sorted and which files were opened."""

    sort: SortOrder = "date"
    opened: list[str] = Field(default_factory=list)

    def remember(self, path: str) -> None:
        """Put ``path`` first among the recently opened files."""
        self.opened = [path, *(p for p in self.opened if p != path)][:RECENT_LIMIT]


class FileEntry(BaseModel):
    """One file of shared storage as a list row shows it."""

    path: str
    size: int
    modified: float

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[-1]

    @property
    def folder(self) -> str:
        return self.path.rsplit("/", 1)[0]

    @property
    def extension(self) -> str:
        return self.name.rsplit(".", 1)[-1].lower() if "." in self.name else ""

    @property
    def is_image(self) -> bool:
        return self.extension in IMAGE_TYPES

    @property
    def kind(self) -> str:
        if self.is_image:
            return f"{self.extension.upper()} image"
        return DOCUMENT_TYPES.get(self.extension, f"{self.extension.upper() or 'Unknown'} file")


def entries(files: dict[str, str], times: dict[str, float], now: float) -> list[FileEntry]:
    """Every file in shared storage (sizes in bytes; files with no recorded time are new)."""
    return [FileEntry(path=p, size=len(d), modified=times.get(p, now)) for p, d in files.items()]


def in_category(all_files: list[FileEntry], category: str) -> list[FileEntry]:
    folder = CATEGORIES[category]
    return [f for f in all_files if f.folder == folder]


def sorted_entries(found: list[FileEntry], order: SortOrder) -> list[FileEntry]:
    if order == "name":
        return sorted(found, key=lambda f: f.name.lower())
    if order == "size":
        return sorted(found, key=lambda f: (-f.size, f.name.lower()))
    return sorted(found, key=lambda f: (-f.modified, f.name.lower()))


def size_label(size: int) -> str:
    """Android's short file size: ``812 B``, ``36 kB``, ``1.2 MB``."""
    if size < 1000:
        return f"{size} B"
    if size < 1_000_000:
        return f"{round(size / 1000)} kB"
    return f"{size / 1_000_000:.1f} MB"


def date_label(when: float, now: float) -> str:
    """``Mar 10`` this year, ``Nov 3, 2025`` before, ``Today`` for today."""
    moment, today = datetime.fromtimestamp(when, UTC), datetime.fromtimestamp(now, UTC)
    if moment.date() == today.date():
        return "Today"
    if moment.year == today.year:
        return f"{moment:%b} {moment.day}"
    return f"{moment:%b} {moment.day}, {moment.year}"


def summary(entry: FileEntry, now: float) -> str:
    return f"{size_label(entry.size)}, {date_label(entry.modified, now)}"
