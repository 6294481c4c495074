"""Pages, a Notion-like notes app: a workspace sidebar, search, a trash and the page editor."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.pages.editor import PageScreens
from mobilexperts.sim.apps.pages.seed import seed_state
from mobilexperts.sim.apps.pages.state import Page, PagesState, time_label
from mobilexperts.sim.kit import app_bar, back_search_bar, list_item, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    Column,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

RECENT_SEARCHES = 5
NEW_PAGE_LABEL = {1: "New page", 2: "Add a page"}


class PagesApp(PageScreens):
    """A Notion-like workspace of pages (package ``com.simdroid.pages``)."""

    name: ClassVar[str] = "pages"
    package: ClassVar[str] = "com.simdroid.pages"
    label: ClassVar[str] = "Pages"
    icon_glyph: ClassVar[str] = "file"
    icon_color: ClassVar[str] = "#37352f"
    State: ClassVar[type[BaseModel]] = PagesState
    state: PagesState

    @classmethod
    def initial_state(cls, rng: random.Random) -> PagesState:
        return seed_state(rng)

    # -- home: the workspace sidebar -------------------------------------------------------

    def screen_home(self, route: Route) -> AppScreen:
        rows: list[Widget] = []
        favorites = [p for p in self.state.pages if p.favorite]
        if favorites:
            rows += [section_header("Favorites"), *(self.page_row(p, route) for p in favorites)]
        rows.append(section_header("Private"))
        top = self.state.children(None)
        rows += [self.page_row(p, route) for p in top] or [Text(text="No pages yet", color="muted")]
        rows.append(
            Row(
                id="add_page",
                padding=16,
                spacing=16,
                on_tap=self.create_page,
                children=[
                    Icon(glyph="add", size=24),
                    Text(text=NEW_PAGE_LABEL[self.version], color="muted", flex=1),
                ],
            )
        )
        rows.append(
            list_item(
                "Trash", glyph="trash", item_id="open_trash", on_tap=lambda: self.push("trash")
            )
        )
        actions: list[Widget] = [
            IconButton(id="search", glyph="search", desc="Search", on_tap=self.open_search),
            IconButton(
                id="create_page" if self.version == 2 else "new_page",
                glyph="compose",
                on_tap=self.create_page,
            ),
        ]
        body = Column(
            children=[
                app_bar(self.state.workspace, actions=actions),
                ListView(id="sidebar", flex=1, children=rows),
            ]
        )
        return AppScreen(body=body, dialog=self.page_dialog(route))

    # -- search ----------------------------------------------------------------------------

    def open_search(self) -> None:
        self.push("search").focus = "search_input"

    def screen_search(self, route: Route) -> AppScreen:
        query = route.fields.get("search_input", "").strip()
        bar = back_search_bar(
            "search_bar",
            "search_input",
            "Search pages",
            self.pop,
            on_submit=lambda: self._remember(route),
        )
        rows = self._results(query) if query else self._recent(route)
        body = Column(children=[bar, ListView(id="search_results", flex=1, children=rows)])
        return AppScreen(body=body, dialog=self.page_dialog(route))

    def _results(self, query: str) -> list[Widget]:
        found = [p for p in self.state.pages if _mentions(p, query.lower())]
        if not found:
            return [
                Column(
                    padding=16,
                    children=[Text(text=f"No results for \u201c{query}\u201d", color="muted")],
                )
            ]
        return [
            list_item(
                p.title,
                self._snippet(p, query.lower()),
                glyph=p.icon,
                item_id="result",
                on_tap=lambda p=p: self.open_page(p),
            )
            for p in found
        ]

    def _snippet(self, page: Page, query: str) -> str:
        """The first body line or to-do that mentions ``query``, else where the page lives."""
        lines = [*page.body.splitlines(), *(t.text for t in page.todos)]
        parent = self.state.page(page.parent) if page.parent is not None else None
        return next(
            (line.strip() for line in lines if query in line.lower()),
            parent.title if parent else "Private",
        )

    def _recent(self, route: Route) -> list[Widget]:
        if self.state.recent_searches:
            rows: list[Widget] = [section_header("Recent searches")]
            rows += [
                list_item(
                    q,
                    glyph="clock",
                    item_id="recent_search",
                    on_tap=lambda q=q: route.fields.update(search_input=q),
                )
                for q in self.state.recent_searches
            ]
            return rows
        recent = sorted(self.state.pages, key=lambda p: -p.edited)[:RECENT_SEARCHES]
        return [
            section_header("Recently edited"),
            *(self.page_row(p, route, "result") for p in recent),
        ]

    def _remember(self, route: Route) -> None:
        query = route.fields.get("search_input", "").strip()
        if query:
            history = [q for q in self.state.recent_searches if q.lower() != query.lower()]
            self.state.recent_searches = [query, *history][:RECENT_SEARCHES]

    # -- trash -----------------------------------------------------------------------------

    def screen_trash(self, route: Route) -> Widget:
        rows: list[Widget] = [
            list_item(
                p.title,
                time_label("Deleted", p.deleted or p.edited, self.now()),
                glyph=p.icon,
                item_id="trashed_page",
                trailing=IconButton(
                    id="restore",
                    glyph="refresh",
                    desc="Restore",
                    on_tap=lambda p=p: self._restore(p),
                ),
            )
            for p in self.state.trash
        ]
        if not rows:
            rows.append(Column(padding=16, children=[Text(text="Trash is empty", color="muted")]))
        return Column(
            children=[
                app_bar("Trash", on_back=self.pop),
                ListView(id="trash_list", flex=1, children=rows),
            ]
        )

    def _restore(self, page: Page) -> None:
        for back in [page, *self.state.subtree(page.id, self.state.trash)]:
            self.state.trash.remove(back)
            back.deleted = None
            self.state.pages.append(back)
        if page.parent is not None and self.state.page(page.parent) is None:
            page.parent = None
        self.toast(f"Restored \u201c{page.title}\u201d")


def _mentions(page: Page, query: str) -> bool:
    texts = [page.title, page.body, *(t.text for t in page.todos)]
    return any(query in text.lower() for text in texts)
