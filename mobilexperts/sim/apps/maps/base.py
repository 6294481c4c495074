"""What every Maps screen shares: identity, the map surface, rating stars, place rows, tabs."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.maps.seed import seed_state
from mobilexperts.sim.apps.maps.state import MapsState, Place, distance_label
from mobilexperts.sim.widgets import (
    Column,
    Icon,
    Row,
    Tab,
    TabBar,
    Text,
    Widget,
)

TAB_SCREENS = ("home", "saved", "recents")
STAR_TINT = "#fbbc04"
OPEN_COLOR, CLOSED_COLOR = "#188038", "error"


class MapsBase(SimApp):
    """Maps' identity, seed and shared widgets; the screens live in the mixins."""

    name: ClassVar[str] = "maps"
    package: ClassVar[str] = "com.simdroid.maps"
    label: ClassVar[str] = "Maps"
    icon_glyph: ClassVar[str] = "map_pin"
    icon_color: ClassVar[str] = "#34a853"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = MapsState
    state: MapsState

    @classmethod
    def initial_state(cls, rng: random.Random) -> MapsState:
        return seed_state(rng)

    def activity(self, route: Route) -> str:
        """The explore, saved and recents tabs live in Maps' one main activity."""
        if route.screen in TAB_SCREENS:
            return "com.simdroid.maps.MapsActivity"
        return super().activity(route)

    # -- navigation ------------------------------------------------------------------------

    def go_tab(self, screen: str) -> None:
        self.reset_to("home")
        if screen != "home":
            self.push(screen)

    def open_place(self, place_id: int) -> None:
        self.push("place", place_id=place_id)

    def bottom_tabs(self, current: str) -> Widget:
        tabs = [
            Tab(label="Explore", glyph="map_pin", id="tab_explore"),
            Tab(label="Saved", glyph="bookmark", id="tab_saved"),
            Tab(label="Recents", glyph="clock", id="tab_recents"),
        ]
        for screen, tab in zip(TAB_SCREENS, tabs, strict=True):
            tab.selected = screen == current
            tab.on_tap = lambda s=screen: self.go_tab(s)
        return TabBar(id="bottom_navigation", bottom=True, tabs=tabs)

    # -- shared widgets --------------------------------------------------------------------

    def map_surface(self) -> Widget:
        """The rendered map: one non-interactive view, as Google Maps' map is to accessibility."""
        return Column(
            id="map_view",
            desc="Map",
            style="filled",
            flex=1,
            android_class_name="android.view.TextureView",
        )

    def stars(self, rating: float, count: int | None = None) -> Widget:
        """``4.6`` then five star images then ``(312)``; the stars carry no label of their own."""
        filled = round(rating)
        children: list[Widget] = [Text(id="rating", text=f"{rating:.1f}", style="label")]
        children += [
            Icon(
                glyph="star_filled" if i < filled else "star",
                tint=STAR_TINT if i < filled else "",
                size=14,
            )
            for i in range(5)
        ]
        if count is not None:
            children.append(
                Text(id="review_count", text=f"({count:,})", style="label", color="muted")
            )
        return Row(spacing=2, desc=f"{rating:.1f} stars, {count or 0} reviews", children=children)

    def open_text(self, place: Place) -> Widget:
        summary = place.hours_summary(self.now())
        color = OPEN_COLOR if summary.startswith("Open") else CLOSED_COLOR
        return Text(id="open_status", text=summary, style="label", color=color, max_lines=1)

    def place_row(self, place: Place) -> Widget:
        """A search result: name, stars, price and cuisine, distance, open or closed."""
        kind = " \u00b7 ".join(x for x in (place.price, place.cuisine) if x)
        return Row(
            id="place_result",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_place(place.id),
            android_class_name="android.widget.LinearLayout",
            children=[
                Column(
                    flex=1,
                    spacing=2,
                    children=[
                        Text(id="place_name", text=place.name, bold=True, max_lines=1),
                        self.stars(place.rating, place.review_count),
                        Text(
                            id="place_details",
                            text=f"{kind} \u00b7 {place.address}",
                            style="label",
                            color="muted",
                            max_lines=1,
                        ),
                        self.open_text(place),
                    ],
                ),
                Text(id="distance", text=distance_label(place.km), style="label", color="muted"),
            ],
        )
