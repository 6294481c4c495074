"""Maps: a Google Maps-like app (search places, place pages, directions, navigation, saved)."""

from __future__ import annotations

from mobilexperts.sim.apps.maps.explore import ExploreScreens
from mobilexperts.sim.apps.maps.place import PlaceScreens
from mobilexperts.sim.apps.maps.state import MapsState, Place

__all__ = ["MapsApp", "MapsState", "Place"]


class MapsApp(ExploreScreens, PlaceScreens):
    """The Maps app (package ``com.simdroid.maps``)."""
