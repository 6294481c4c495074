"""What every Maps screen shares: identity, the map surface, rating stars, place rows, tabs."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.maps.seed import seed_state
from mobilexperts.sim.apps.maps.state import MapsState, Place, distance_label
from mobilexperts.sim.kit import bottom_navigation, star_rating
from mobilexperts.sim.widgets import (
    Column,
    Icon,
    Row,
    Tab,
    Text,
    Widget,
)

TAB_SCREENS = ("home", "saved", "recents")
STAR_TINT = "#fbbc04"
PIN_TINT = "#ea4335"
MAP_PINS = 5
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

    def open_place(self, place_id: int) -> None:
        self.push("place", place_id=place_id)

    def bottom_tabs(self, current: str) -> Widget:
        tabs = {
            "home": Tab(label="Explore", glyph="map_pin", id="tab_explore"),
            "saved": Tab(label="Saved", glyph="bookmark", id="tab_saved"),
            "recents": Tab(label="Recents", glyph="clock", id="tab_recents"),
        }
        return bottom_navigation(tabs, TAB_SCREENS, current, self.go_tab)

    # -- shared widgets --------------------------------------------------------------------

    def map_surface(self, pins: bool = False) -> Widget:
        """The rendered map: one view with no accessible children, as Google Maps' map is.

        With ``pins``, the nearest places are drawn on it as labelled pins that open the place
        when tapped; only the screenshot shows them.
        """
        nearest = sorted(self.state.places, key=lambda p: p.km)[:MAP_PINS] if pins else []
        return Column(
            id="map_view",
            desc="Map",
            style="filled",
            flex=1,
            padding=20,
            spacing=28,
            canvas=True,
            android_class_name="android.view.TextureView",
            children=[
                Row(
                    spacing=6,
                    on_tap=lambda i=place.id: self.open_place(i),
                    children=[
                        Icon(glyph="map_pin", tint=PIN_TINT, size=24),
                        Text(text=place.name, style="label", bold=True, max_lines=1),
                    ],
                )
                for place in nearest
            ],
        )

    def stars(self, rating: float, count: int | None = None) -> Widget:
        """``4.6`` then five star images then ``(312)``, read out as one description."""
        return star_rating(rating, f"{rating:.1f} stars, {count or 0} reviews", STAR_TINT, count)

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
