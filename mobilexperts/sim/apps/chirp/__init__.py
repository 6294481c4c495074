"""Chirp: a Twitter-like social app (feed, compose, post detail, search, profiles, messages)."""

from __future__ import annotations

from mobilexperts.sim.apps.chirp.inbox import InboxScreens
from mobilexperts.sim.apps.chirp.timeline import TimelineScreens


class ChirpApp(TimelineScreens, InboxScreens):
    """The Chirp app (package ``com.simdroid.chirp``)."""


__all__ = ["ChirpApp"]
