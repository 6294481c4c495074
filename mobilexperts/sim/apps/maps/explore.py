"""Maps' explore screens: the map home, search results, saved places and recent searches."""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.maps.base import MapsBase
from mobilexperts.sim.apps.maps.state import Place
from mobilexperts.sim.kit import app_bar, list_item, no_results
from mobilexperts.sim.widgets import (
    Button,
    Callback,
    Column,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

CATEGORIES = (
    ("restaurant", "Restaurants"),
    ("coffee", "Coffee"),
    ("gas", "Gas"),
    ("hotel", "Hotels"),
)
CATEGORY_LABELS = dict(CATEGORIES)
FILTERS = (("open_now", "Open now"), ("top_rated", "Top rated"))
TOP_RATED = 4.5


class ExploreScreens(MapsBase):
    """Home (map, search bar, category chips), results, saved places and recents."""

    @property
    def search_id(self) -> str:
        """The search box's resource-id: renamed in layout version 2."""
        return "search_box" if self.version == 2 else "search_omnibox"

    # -- home ------------------------------------------------------------------------------

    def screen_home(self, route: Route) -> Widget:
        hint = "Search Maps" if self.version == 2 else "Search here"
        search = Row(
            id="search_bar",
            style="searchbar",
            padding=4,
            spacing=8,
            children=[
                Icon(glyph="map_pin", size=24),
                EditText(
                    id=self.search_id,
                    hint=hint,
                    flex=1,
                    on_submit=lambda: self._submit(route),
                ),
                Icon(id="account_avatar", initials="AM", size=32, desc="Account and settings"),
            ],
        )
        chips = Row(
            id="category_chips",
            spacing=8,
            children=[
                self._chip("category_chip", label, lambda k=key: self._open_category(k))
                for key, label in CATEGORIES
            ],
        )
        parts: list[Widget] = [Column(padding=12, spacing=8, children=[search, chips])]
        if self.state.navigation is not None:
            parts.append(self._resume_banner())
        parts += [self.map_surface(pins=True), self.bottom_tabs("home")]
        return Column(children=parts)

    def _chip(self, chip_id: str, label: str, on_tap: Callback, selected: bool = False) -> Widget:
        """A Material chip; chips share their row in proportion to their labels."""
        return Row(
            id=chip_id,
            style="chip",
            padding=8,
            flex=len(label) + 4,
            selected=selected,
            android_class_name="com.google.android.material.chip.Chip",
            on_tap=on_tap,
            children=[Text(text=label, style="label", max_lines=1)],
        )

    def _resume_banner(self) -> Widget:
        assert self.state.navigation is not None
        return Row(
            id="navigation_banner",
            style="banner",
            padding=12,
            spacing=8,
            children=[
                Text(
                    text=f"Navigating to {self.state.navigation.place}",
                    flex=1,
                    max_lines=1,
                ),
                Button(id="resume", text="Resume", variant="text", on_tap=self._resume),
            ],
        )

    def _open_category(self, category: str) -> None:
        self.push("results", category=category).fields[self.search_id] = CATEGORY_LABELS[category]

    def _resume(self) -> None:
        self.push("navigation")

    def _submit(self, route: Route) -> None:
        query = route.fields.get(self.search_id, "").strip()
        if not query:
            return
        route.fields.pop(self.search_id, None)
        self.state.remember_search(query)
        self.push("results", query=query).fields[self.search_id] = query

    # -- results ---------------------------------------------------------------------------

    def screen_results(self, route: Route) -> Widget:
        query = route.params.get("query")
        category = route.params.get("category")
        places = self.state.search(query) if query else self.state.by_category(category or "")
        places = self._filtered(route, places)
        rows: list[Widget] = [self.place_row(p) for p in places]
        if not rows:
            rows = [
                no_results(
                    f"No results for \u201c{query}\u201d",
                    "Make sure your search is spelled correctly, or try a "
                    "different place or address.",
                )
            ]
        filters = [
            self._chip(
                "filter_chip",
                label,
                lambda k=key: self._toggle_filter(route, k),
                selected=bool(route.params.get(key)),
            )
            for key, label in FILTERS
        ]
        bar = Row(
            id="search_bar",
            style="searchbar",
            padding=4,
            spacing=4,
            children=[
                IconButton(id="navigate_up", glyph="back", desc="Back", on_tap=self.pop),
                EditText(id=self.search_id, flex=1, on_submit=lambda: self._research(route)),
                IconButton(
                    id="clear_search",
                    glyph="close",
                    desc="Clear search",
                    on_tap=lambda: route.fields.update({self.search_id: ""}),
                ),
            ],
        )
        return Column(
            children=[
                Column(padding=12, spacing=8, children=[bar, Row(spacing=8, children=filters)]),
                ListView(id="results_list", flex=1, children=rows),
            ]
        )

    def _filtered(self, route: Route, places: list[Place]) -> list[Place]:
        if route.params.get("open_now"):
            places = [p for p in places if p.open_at(self.now())]
        if route.params.get("top_rated"):
            places = [p for p in places if p.rating >= TOP_RATED]
        return places

    def _toggle_filter(self, route: Route, key: str) -> None:
        route.params[key] = not route.params.get(key)
        route.scroll.clear()

    def _research(self, route: Route) -> None:
        query = route.fields.get(self.search_id, "").strip()
        if not query:
            return
        self.state.remember_search(query)
        route.params.update(query=query, category=None)
        route.scroll.clear()

    # -- saved and recents -----------------------------------------------------------------

    def screen_saved(self, route: Route) -> Widget:
        places = [self.state.place(i) for i in self.state.saved]
        rows: list[Widget] = [self.place_row(p) for p in places]
        if not rows:
            rows = [
                Text(
                    id="empty_saved",
                    text="No saved places yet. Tap Save on a place to keep it here.",
                    color="muted",
                )
            ]
        return Column(
            children=[
                app_bar("Saved"),
                Text(
                    id="list_title",
                    text=f"Starred places \u00b7 {len(places)}",
                    style="label",
                    bold=True,
                ),
                ListView(id="saved_list", flex=1, children=rows),
                self.bottom_tabs("saved"),
            ]
        )

    def screen_recents(self, route: Route) -> Widget:
        rows: list[Widget] = [
            list_item(
                query,
                glyph="clock",
                item_id="recent_search",
                on_tap=lambda q=query: self._rerun(q),
            )
            for query in self.state.recent_searches
        ]
        if not rows:
            rows = [Text(id="empty_recents", text="No recent searches", color="muted")]
        clear = Button(
            id="clear_history", text="Clear history", variant="text", on_tap=self._clear_history
        )
        return Column(
            children=[
                app_bar("Recents", actions=[clear] if self.state.recent_searches else []),
                ListView(id="recents_list", flex=1, children=rows),
                self.bottom_tabs("recents"),
            ]
        )

    def _rerun(self, query: str) -> None:
        self.state.remember_search(query)
        self.push("results", query=query).fields[self.search_id] = query

    def _clear_history(self) -> None:
        self.state.recent_searches.clear()
        self.toast("History cleared")
