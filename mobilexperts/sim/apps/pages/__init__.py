"""Pages, SimDroid's Notion-like notes app."""

from mobilexperts.sim.apps.pages.app import PagesApp

__all__ = ["PagesApp"]
