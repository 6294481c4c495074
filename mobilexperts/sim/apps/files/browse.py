"""Browsing: the home screen (categories, recent files), a category's file list, and search."""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.files.base import FilesBase
from mobilexperts.sim.apps.files.state import (
    CATEGORIES,
    CATEGORY_LABELS,
    SortOrder,
    in_category,
    size_label,
    sorted_entries,
)
from mobilexperts.sim.kit import app_bar, back_search_bar, list_item, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

CATEGORY_GLYPHS = {"downloads": "download", "documents": "file", "images": "image"}
SORT_LABELS: dict[SortOrder, str] = {
    "name": "Name (A to Z)",
    "date": "Date modified",
    "size": "Size (largest first)",
}
STORAGE_BYTES, USED_BYTES = 128_000_000_000, 41_300_000_000
HOME_RECENT = 4


class BrowseScreens(FilesBase):
    """Home, category lists and search."""

    def category_label(self, category: str) -> str:
        if self.version == 2 and category == "documents":
            return "Documents & other"
        return CATEGORY_LABELS[category]

    def list_id(self) -> str:
        return "files_recycler" if self.version == 2 else "file_list"

    def screen_home(self, route: Route) -> AppScreen:
        everything = self.all_entries()
        order = ["images", "documents", "downloads"] if self.version == 2 else list(CATEGORIES)
        rows: list[Widget] = [section_header("Categories")]
        for category in order:
            found = in_category(everything, category)
            count = f"{len(found)} file{'' if len(found) == 1 else 's'}"
            rows.append(
                list_item(
                    self.category_label(category),
                    f"{count}, {size_label(sum(f.size for f in found))}",
                    glyph=CATEGORY_GLYPHS[category],
                    item_id="category",
                    on_tap=lambda c=category: self.push("folder", category=c),
                )
            )
        recent = sorted_entries(everything, "date")[:HOME_RECENT]
        rows.append(section_header("Recent files"))
        rows += [self.file_row(entry, route) for entry in recent]
        free = (STORAGE_BYTES - USED_BYTES - sum(e.size for e in everything)) / 1e9
        rows += [
            section_header("Storage devices"),
            list_item("Internal storage", f"{free:.1f} GB free", glyph="folder", item_id="storage"),
        ]
        actions: list[Widget] = [
            IconButton(id="search", glyph="search", desc="Search", on_tap=self.open_search)
        ]
        body = Column(
            children=[
                app_bar("Files", actions=actions),
                ListView(id="browse_list", flex=1, children=rows),
            ]
        )
        return AppScreen(body=body, dialog=self.file_dialog(route))

    def screen_folder(self, route: Route) -> AppScreen:
        category = route.params["category"]
        found = sorted_entries(in_category(self.all_entries(), category), self.state.sort)
        rows: list[Widget] = [self.file_row(entry, route) for entry in found]
        if not rows:
            rows = [Column(padding=32, children=[Text(id="empty", text="No files here")])]
        sort_button = IconButton(
            id="sort", glyph="menu", desc="Sort", on_tap=lambda: setattr(route, "dialog", "sort")
        )
        header = Row(
            padding=8,
            children=[
                Text(
                    id="sort_label",
                    text=SORT_LABELS[self.state.sort],
                    style="label",
                    color="muted",
                    flex=1,
                ),
                sort_button,
            ],
        )
        body = Column(
            children=[
                app_bar(self.category_label(category), on_back=self.pop),
                header,
                ListView(id=self.list_id(), flex=1, children=rows),
            ]
        )
        dialog = self._sort_dialog(route) if route.dialog == "sort" else self.file_dialog(route)
        return AppScreen(body=body, dialog=dialog)

    def _sort_dialog(self, route: Route) -> Dialog:
        def choose(order: SortOrder) -> None:
            self.state.sort = order
            route.dialog = None
            route.scroll.clear()

        rows: list[Widget] = [
            list_item(
                label,
                "Selected" if order == self.state.sort else "",
                glyph="check" if order == self.state.sort else "",
                item_id="sort_option",
                on_tap=lambda o=order: choose(o),
            )
            for order, label in SORT_LABELS.items()
        ]
        return Dialog(
            title="Sort by",
            children=rows,
            buttons=[Button(text="Cancel", on_tap=route.close_dialog)],
        )

    # -- search ----------------------------------------------------------------------------

    def open_search(self) -> None:
        self.push("search").focus = "search_input"

    def screen_search(self, route: Route) -> AppScreen:
        query = route.fields.get("search_input", "").strip().lower()
        rows: list[Widget] = []
        if query:
            found = [e for e in self.all_entries() if query in e.name.lower()]
            rows = [self.file_row(entry, route) for entry in sorted_entries(found, "name")]
            if not rows:
                rows = [
                    Column(
                        padding=32,
                        children=[Text(id="empty", text=f"No results for \u201c{query}\u201d")],
                    )
                ]
        bar = back_search_bar(
            "search_bar", "search_input", "Search files", self.pop, on_submit=lambda: None
        )
        body = Column(children=[bar, ListView(id="search_results", flex=1, children=rows)])
        return AppScreen(body=body, dialog=self.file_dialog(route))
