"""Snapgram: an Instagram-like photo app (feed, post comments, search, hashtags, profiles)."""

from __future__ import annotations

from mobilexperts.sim.apps.snapgram.explore import ExploreScreens
from mobilexperts.sim.apps.snapgram.feed import FeedScreens


class SnapgramApp(FeedScreens, ExploreScreens):
    """The Snapgram app (package ``com.simdroid.snapgram``)."""


__all__ = ["SnapgramApp"]
