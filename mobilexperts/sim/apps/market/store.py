"""Browsing the Market: the home tabs (For you, Top charts, Categories), search, a category.

Version 2 reorders the tabs (Top charts first) and renames the search box's resource-id
(``search_bar`` to ``search_box``).
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.market.base import MarketBase
from mobilexperts.sim.kit import app_bar, back_search_bar, list_item, section_header
from mobilexperts.sim.widgets import (
    Column,
    EditText,
    Icon,
    ListView,
    Row,
    Tab,
    TabBar,
    Text,
    Widget,
)

TABS = {"for_you": "For you", "charts": "Top charts", "categories": "Categories"}
SUGGESTED = 6
CHIPS_PER_ROW = 4


class StoreScreens(MarketBase):
    """Home tabs, search results and category charts."""

    def search_id(self) -> str:
        return "search_box" if self.version == 2 else "search_bar"

    def screen_home(self, route: Route) -> Widget:
        default = "charts" if self.version == 2 else "for_you"
        current = route.params.get("tab", default)
        order = ["charts", "categories", "for_you"] if self.version == 2 else list(TABS)
        tabs = TabBar(
            id="tabs",
            tabs=[
                Tab(
                    label=TABS[name],
                    id=f"tab_{name}",
                    selected=name == current,
                    on_tap=lambda n=name: self._switch_tab(route, n),
                )
                for name in order
            ],
        )
        if self.offline():
            rows: list[Widget] = [self.offline_notice()]
        elif current == "charts":
            rows = self._charts(route)
        elif current == "categories":
            rows = self._categories()
        else:
            rows = self._for_you()
        return Column(
            children=[
                self._search_bar(route),
                tabs,
                ListView(id="store_list", flex=1, children=rows),
            ]
        )

    def _switch_tab(self, route: Route, name: str) -> None:
        route.params["tab"] = name
        route.scroll.clear()

    def _search_bar(self, route: Route) -> Widget:
        return Row(
            id="search_container",
            style="searchbar",
            padding=4,
            spacing=8,
            children=[
                Icon(glyph="search"),
                EditText(
                    id=self.search_id(),
                    hint="Search apps & games",
                    flex=1,
                    on_submit=lambda: self._submit_search(route),
                ),
                Icon(id="account_avatar", initials="AM", size=32),
            ],
        )

    def _for_you(self) -> list[Widget]:
        rows: list[Widget] = [section_header("Suggested for you")]
        suggested = [i for i in self.state.top() if not self.installed(i)][:SUGGESTED]
        rows += [self.listing_row(i) for i in suggested]
        rows.append(section_header("Note-taking apps"))
        rows += [self.listing_row(i) for i in self.state.search("notes")]
        return rows

    def _charts(self, route: Route) -> list[Widget]:
        category = route.params.get("chart_category", "")
        categories = ["", *sorted({i.category for i in self.state.listings})]
        chips: list[Widget] = [
            Text(
                id="chart_chip",
                text=c or "All",
                style="label",
                bold=c == category,
                color="primary" if c == category else "",
                on_tap=lambda c=c: self._chart_category(route, c),
            )
            for c in categories
        ]
        title = f"Top free: {category.lower()}" if category else "Top free"
        rows: list[Widget] = [
            Row(id="chips", padding=8, spacing=16, children=chips[i : i + CHIPS_PER_ROW])
            for i in range(0, len(chips), CHIPS_PER_ROW)
        ]
        rows.append(section_header(title))
        chart = self.state.top(category)
        rows += [self.listing_row(item, rank) for rank, item in enumerate(chart, start=1)]
        return rows

    def _chart_category(self, route: Route, category: str) -> None:
        route.params["chart_category"] = category
        route.scroll.clear()

    def _categories(self) -> list[Widget]:
        names = sorted({i.category for i in self.state.listings})
        return [
            list_item(
                name,
                f"{sum(i.category == name for i in self.state.listings)} apps",
                glyph="app",
                item_id="category_row",
                on_tap=lambda n=name: self.push("category", name=n),
            )
            for name in names
        ]

    def _submit_search(self, route: Route) -> None:
        query = route.fields.pop(self.search_id(), "").strip()
        if not query:
            return
        self.push("search", query=query).fields["search_query"] = query

    # -- search and category screens -------------------------------------------------------

    def screen_search(self, route: Route) -> Widget:
        query = route.params.get("query", "")
        found = self.state.search(query)
        rows: list[Widget] = [self.listing_row(i) for i in found]
        if self.offline():
            rows = [self.offline_notice()]
        elif not rows:
            rows = [
                Column(
                    padding=24,
                    spacing=8,
                    children=[
                        Text(id="no_results", text=f"No results for \u201c{query}\u201d"),
                        Text(text="Check the spelling or try other words.", color="muted"),
                    ],
                )
            ]
        bar = back_search_bar(
            "toolbar",
            "search_query",
            "Search apps & games",
            self.pop,
            on_submit=lambda: self._refine(route),
        )
        return Column(children=[bar, ListView(id="results_list", flex=1, children=rows)])

    def _refine(self, route: Route) -> None:
        query = route.fields.get("search_query", "").strip()
        if query:
            route.params["query"] = query
            route.scroll.clear()

    def screen_category(self, route: Route) -> Widget:
        name = route.params["name"]
        chart = self.state.top(name)
        rows: list[Widget] = [section_header(f"Top free: {name.lower()}")]
        rows += [self.listing_row(item, rank) for rank, item in enumerate(chart, start=1)]
        return Column(
            children=[
                app_bar(name, on_back=self.pop),
                ListView(id="category_list", flex=1, children=rows),
            ]
        )
