"""Browser: a Chrome-like browser over simulated sites (paper archive, encyclopedia, search)."""

from __future__ import annotations

from mobilexperts.sim.apps.browser.chrome import ChromeScreens
from mobilexperts.sim.apps.browser.home import HomeSite
from mobilexperts.sim.apps.browser.papers import PaperSite
from mobilexperts.sim.apps.browser.state import BrowserState
from mobilexperts.sim.apps.browser.wiki import WikiSite

__all__ = ["BrowserApp", "BrowserState"]


class BrowserApp(ChromeScreens, PaperSite, WikiSite, HomeSite):
    """The browser (package ``com.simdroid.browser``)."""
