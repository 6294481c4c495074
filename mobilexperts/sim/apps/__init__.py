"""SimDroid's bundled apps."""

from __future__ import annotations

from mobilexperts.sim.app import SimApp


def default_apps() -> list[type[SimApp]]:
    """The apps installed on a fresh SimDroid phone, in launcher order."""
    from mobilexperts.sim.apps.browser import BrowserApp
    from mobilexperts.sim.apps.calendar import CalendarApp
    from mobilexperts.sim.apps.chirp import ChirpApp
    from mobilexperts.sim.apps.clock import ClockApp
    from mobilexperts.sim.apps.contacts import ContactsApp
    from mobilexperts.sim.apps.files import FilesApp
    from mobilexperts.sim.apps.jotter import JotterApp
    from mobilexperts.sim.apps.mail import MailApp
    from mobilexperts.sim.apps.maps import MapsApp
    from mobilexperts.sim.apps.market import MarketApp
    from mobilexperts.sim.apps.messages import MessagesApp
    from mobilexperts.sim.apps.pages import PagesApp
    from mobilexperts.sim.apps.settings import SettingsApp
    from mobilexperts.sim.apps.shop import ShopApp
    from mobilexperts.sim.apps.snapgram import SnapgramApp

    return [
        ChirpApp,
        MailApp,
        PagesApp,
        SettingsApp,
        FilesApp,
        BrowserApp,
        MarketApp,
        JotterApp,
        MessagesApp,
        ContactsApp,
        MapsApp,
        ShopApp,
        SnapgramApp,
        CalendarApp,
        ClockApp,
    ]
