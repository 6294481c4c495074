"""The Pages app's data: a workspace of pages (title, body, to-dos, sub-pages) and a trash."""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import BaseModel, Field

UNTITLED = "Untitled"


class TodoItem(BaseModel):
    """One to-do block of a page."""

    text: str
    done: bool = False


class Page(BaseModel):
    """A page. ``parent`` is the id of the page it sits in (None: top level of Private)."""

    id: int
    title: str = UNTITLED
    body: str = ""
    icon: str = "file"
    favorite: bool = False
    parent: int | None = None
    todos: list[TodoItem] = Field(default_factory=list)
    created: float
    edited: float
    deleted: float | None = None


class PagesState(BaseModel):
    """Live pages in sidebar order, trashed pages, and the search history."""

    workspace: str = "My workspace"
    pages: list[Page] = Field(default_factory=list)
    trash: list[Page] = Field(default_factory=list)
    recent_searches: list[str] = Field(default_factory=list)
    next_id: int = 1

    def page(self, page_id: int) -> Page | None:
        """The live page with ``page_id``, or None once it is trashed."""
        return next((p for p in self.pages if p.id == page_id), None)

    def children(self, page_id: int | None, pages: list[Page] | None = None) -> list[Page]:
        """The pages directly inside ``page_id`` (None: the top level)."""
        return [p for p in (self.pages if pages is None else pages) if p.parent == page_id]

    def subtree(self, page_id: int, pages: list[Page] | None = None) -> list[Page]:
        """``page_id``'s descendants in ``pages`` (the live pages by default), depth first."""
        found: list[Page] = []
        for child in self.children(page_id, pages):
            found += [child, *self.subtree(child.id, pages)]
        return found

    def new_page(self, now: float, **fields: object) -> Page:
        """A fresh page with the next id (not yet added to any list)."""
        page = Page(id=self.next_id, created=now, edited=now, **fields)
        self.next_id += 1
        return page


def time_label(verb: str, when: float, now: float) -> str:
    """How Notion words a past time: Edited just now, 5m ago, 3h ago, yesterday, Mar 9."""
    seconds = max(now - when, 0)
    if seconds < 60:
        return f"{verb} just now"
    if seconds < 3600:
        return f"{verb} {int(seconds // 60)}m ago"
    if seconds < 86400:
        return f"{verb} {int(seconds // 3600)}h ago"
    if seconds < 2 * 86400:
        return f"{verb} yesterday"
    day = datetime.fromtimestamp(when, UTC)
    return f"{verb} {day:%b} {day.day}"
