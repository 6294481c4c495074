"""Maps' typed state: places with their reviews, saved places, searches and navigation.

Positions are kilometres east (``x``) and north (``y``) of the user's location. Road distances
are the straight line times a detour factor; travel times follow from a speed per mode. Hours
are local hours of the day; a closing hour past 24 means after midnight.
"""

from __future__ import annotations

import math
import time
from typing import Literal

from pydantic import BaseModel, Field

from mobilexperts.sim.lists import by_id, remember, toggle_mark

Category = Literal["restaurant", "coffee", "gas", "hotel", "landmark"]
Mode = Literal["drive", "transit", "walk", "bike"]

MODES: tuple[Mode, ...] = ("drive", "transit", "walk", "bike")
MODE_LABELS = {"drive": "Drive", "transit": "Transit", "walk": "Walk", "bike": "Bike"}
# km per hour and minutes of overhead (parking, waiting for the bus, unlocking the bike).
MODE_SPEEDS = {"drive": (28.0, 3), "transit": (16.0, 7), "walk": (4.8, 0), "bike": (14.0, 1)}
DETOUR = 1.25
NEAR_KM = 1.2
MAX_RECENT = 8
STOP_WORDS = {"food", "restaurant", "restaurants", "cuisine", "place", "places", "the", "a", "some"}
CATEGORY_WORDS = {
    "restaurant": "restaurants food eat dinner lunch",
    "coffee": "coffee cafe café coffee shop",
    "gas": "gas station fuel petrol",
    "hotel": "hotel hotels lodging stay",
    "landmark": "",
}


class Review(BaseModel):
    """A visitor's review of a place."""

    author: str
    rating: int = Field(ge=1, le=5)
    text: str
    days_ago: int


class Place(BaseModel):
    """A place on the map: a restaurant, café, gas station, hotel or landmark."""

    id: int
    name: str
    category: Category
    cuisine: str
    rating: float
    review_count: int
    price_level: int = Field(ge=0, le=4)
    address: str
    area: str
    phone: str = ""
    x: float
    y: float
    opens: int = 0
    closes: int = 24
    tags: list[str] = Field(default_factory=list)
    reviews: list[Review] = Field(default_factory=list)

    @property
    def price(self) -> str:
        return "$" * self.price_level

    def km_from(self, x: float, y: float) -> float:
        """Road distance in km from the point (x, y), to one decimal."""
        return round(math.hypot(self.x - x, self.y - y) * DETOUR, 1)

    @property
    def km(self) -> float:
        """Road distance from the user's location."""
        return max(self.km_from(0.0, 0.0), 0.1)

    def open_at(self, clock: float) -> bool:
        hour = _local_hours(clock)
        if self.closes - self.opens >= 24:
            return True
        return self.opens <= hour < self.closes or self.opens <= hour + 24 < self.closes

    def hours_summary(self, clock: float) -> str:
        """``Open · Closes 10 PM``, ``Closed · Opens 11 AM`` or ``Open 24 hours``."""
        if self.closes - self.opens >= 24:
            return "Open 24 hours"
        if self.open_at(clock):
            return f"Open \u00b7 Closes {clock_hour(self.closes)}"
        return f"Closed \u00b7 Opens {clock_hour(self.opens)}"

    @property
    def hours(self) -> str:
        if self.closes - self.opens >= 24:
            return "Open 24 hours"
        return f"{clock_hour(self.opens)}\u2013{clock_hour(self.closes)}"

    def search_text(self) -> str:
        words = [self.name, self.cuisine, self.category, CATEGORY_WORDS[self.category], *self.tags]
        return " ".join(words).lower()


class Navigation(BaseModel):
    """A navigation the user started: where to, how, and when."""

    place_id: int
    place: str
    mode: Mode
    started_at: float


class MapsState(BaseModel):
    """Everything Maps holds: the places, saved places, recent searches and navigation."""

    places: list[Place] = Field(default_factory=list)
    saved: list[int] = Field(default_factory=list)
    recent_searches: list[str] = Field(default_factory=list)
    navigation: Navigation | None = None
    trips: list[Navigation] = Field(default_factory=list)

    def place(self, place_id: int) -> Place:
        return by_id(self.places, place_id, f"Maps has no place {place_id}")

    def search(self, query: str) -> list[Place]:
        """Places matching ``query``: words of the name, cuisine, category or tags, optionally
        ``... near <landmark>`` (then within walking range of it, nearest first)."""
        what, _, near = query.lower().partition(" near ")
        if query.lower().startswith("near "):
            what, near = "", query[5:].lower()
        words = [w for w in what.replace(",", " ").split() if w not in STOP_WORDS]
        centre = self._landmark(near.strip()) if near.strip() else None
        if near.strip() and centre is None:
            return []
        found = [p for p in self.places if all(_word_in(w, p.search_text()) for w in words)]
        if centre is not None:
            cx, cy = centre
            found = [p for p in found if p.km_from(cx, cy) <= NEAR_KM and p.category != "landmark"]
            return sorted(found, key=lambda p: p.km_from(cx, cy))
        exact = what.strip()
        return sorted(found, key=lambda p: (p.name.lower() != exact, p.km))

    def by_category(self, category: str) -> list[Place]:
        return sorted((p for p in self.places if p.category == category), key=lambda p: p.km)

    def _landmark(self, text: str) -> tuple[float, float] | None:
        """The position of the landmark ``text`` names (``northgate``, ``the central station``)."""
        text = text.removeprefix("the ").strip()
        for place in self.places:
            name = place.name.lower()
            if place.category == "landmark" and (text in name or name in text):
                return place.x, place.y
        return None

    def toggle_saved(self, place_id: int) -> bool:
        """Save or unsave a place; returns whether it is now saved."""
        return toggle_mark(self.saved, place_id)

    def remember_search(self, query: str) -> None:
        remember(self.recent_searches, query, MAX_RECENT)

    def start_navigation(self, place_id: int, mode: Mode, now: float) -> Navigation:
        navigation = Navigation(
            place_id=place_id, place=self.place(place_id).name, mode=mode, started_at=now
        )
        self.navigation = navigation
        self.trips.append(navigation)
        return navigation


def _word_in(word: str, text: str) -> bool:
    return word in text or (len(word) > 3 and word.rstrip("s") in text)


def _local_hours(clock: float) -> float:
    moment = time.gmtime(clock)
    return moment.tm_hour + moment.tm_min / 60


def clock_hour(hour: int) -> str:
    """``11 AM``, ``10 PM``, ``12 AM`` for an hour of the day (past 24 wraps)."""
    hour %= 24
    suffix = "AM" if hour < 12 else "PM"
    return f"{hour % 12 or 12} {suffix}"


def travel_minutes(km: float, mode: Mode) -> int:
    speed, overhead = MODE_SPEEDS[mode]
    return max(1, math.ceil(km / speed * 60) + overhead)


def duration_label(minutes: int) -> str:
    """``8 min`` or ``1 hr 5 min``."""
    if minutes < 60:
        return f"{minutes} min"
    hours, rest = divmod(minutes, 60)
    return f"{hours} hr {rest} min" if rest else f"{hours} hr"


def distance_label(km: float) -> str:
    """``850 m`` under a kilometre, else ``1.2 km``."""
    return f"{round(km * 1000, -1):.0f} m" if km < 1 else f"{km:.1f} km"
