"""Market: a Play-Store-like app market (search, charts, categories, app pages, reviews,
installs that put apps on the launcher)."""

from __future__ import annotations

from mobilexperts.sim.apps.market.details import DetailScreens
from mobilexperts.sim.apps.market.state import Listing, MarketState
from mobilexperts.sim.apps.market.store import StoreScreens

__all__ = ["Listing", "MarketApp", "MarketState"]


class MarketApp(StoreScreens, DetailScreens):
    """The app market (package ``com.simdroid.market``)."""
