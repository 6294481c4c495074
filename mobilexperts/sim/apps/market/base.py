"""What every Market screen shares: listing rows, the install state of an app, and installing
(a few simulated seconds of progress, then the app appears on the launcher)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import SimApp
from mobilexperts.sim.apps.market.catalog import seed_listings
from mobilexperts.sim.apps.market.state import (
    INSTALL_SECONDS,
    InstallJob,
    Listing,
    MarketState,
)
from mobilexperts.sim.widgets import Column, Icon, Row, Text, Widget

INSTALLED_EVENT = "installed"


class MarketBase(SimApp):
    """Identity, seed and installs of the Market."""

    name: ClassVar[str] = "market"
    package: ClassVar[str] = "com.simdroid.market"
    label: ClassVar[str] = "Market"
    icon_glyph: ClassVar[str] = "bag"
    icon_color: ClassVar[str] = "#01875f"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = MarketState
    state: MarketState

    @classmethod
    def initial_state(cls, rng: random.Random) -> MarketState:
        return MarketState(listings=seed_listings(rng))

    # -- install state ---------------------------------------------------------------------

    def compatible(self, listing: Listing) -> bool:
        """Only apps this phone has can be installed; the rest are not for this device."""
        return listing.package in self.phone.apps

    def installed(self, listing: Listing) -> bool:
        return listing.package in self.phone.state.installed

    def removable(self, listing: Listing) -> bool:
        """User-installed apps can be uninstalled; apps that came with the phone cannot."""
        app = self.phone.apps.get(listing.package)
        return app is not None and not app.preinstalled and self.installed(listing)

    def progress(self, job: InstallJob) -> int:
        return min(99, int(100 * (self.now() - job.started) / INSTALL_SECONDS))

    def status(self, listing: Listing) -> str:
        """The short status a list row shows on the right."""
        job = self.state.job(listing.package)
        if job is not None:
            return f"{self.progress(job)}%"
        if self.installed(listing):
            return "Installed"
        return f"{listing.size_mb:g} MB"

    # -- installing ------------------------------------------------------------------------

    def install(self, listing: Listing) -> None:
        if not self.phone.state.system.wifi:
            self.toast("You\u2019re offline. Connect to the internet to install apps.")
            return
        if (
            not self.compatible(listing)
            or self.installed(listing)
            or self.state.job(listing.package)
        ):
            return
        job = InstallJob(package=listing.package, started=self.now())
        self.state.installing.append(job)
        self.phone.schedule(
            self.package, INSTALL_SECONDS, INSTALLED_EVENT, app=job.package, started=job.started
        )

    def cancel(self, listing: Listing) -> None:
        job = self.state.job(listing.package)
        if job is not None:
            self.state.installing.remove(job)

    def on_timer(self, event: str, payload: dict[str, Any]) -> None:
        """An install finishes, unless it was cancelled (or restarted) since."""
        job = self.state.job(str(payload.get("app", "")))
        if event != INSTALLED_EVENT or job is None or job.started != payload.get("started"):
            return
        self.state.installing.remove(job)
        self.phone.install(job.package)

    def uninstall(self, listing: Listing) -> None:
        self.phone.uninstall(listing.package)
        self.toast(f"Uninstalled {listing.short_name}")

    def open_app(self, listing: Listing) -> None:
        self.phone.switch_to(listing.package)

    # -- rows ------------------------------------------------------------------------------

    def app_glyph(self, listing: Listing) -> str:
        app = self.phone.apps.get(listing.package)
        return app.icon_glyph if app is not None else listing.glyph

    def listing_row(self, listing: Listing, rank: int = 0) -> Widget:
        """A list row: rank, icon, name, developer, rating and size or install status."""
        parts: list[Widget] = []
        if rank:
            parts.append(Text(id="rank", text=str(rank), width=28, color="muted"))
        meta = f"{listing.category} \u00b7 {listing.rating} \u2605 \u00b7 {self.status(listing)}"
        parts += [
            Icon(glyph=self.app_glyph(listing), size=48),
            Column(
                flex=1,
                children=[
                    Text(id="app_name", text=listing.name, bold=True, max_lines=1),
                    Text(id="developer", text=listing.developer, style="label", color="muted"),
                    Text(id="app_meta", text=meta, style="label", color="muted", max_lines=1),
                ],
            ),
        ]
        return Row(
            id="app_row",
            padding=12,
            spacing=12,
            desc=f"{listing.name}, {listing.rating} stars",
            on_tap=lambda: self.push("app", package=listing.package),
            children=parts,
        )

    def offline(self) -> bool:
        return not self.phone.state.system.wifi

    def offline_notice(self) -> Widget:
        return Column(
            id="offline",
            padding=32,
            spacing=8,
            children=[
                Icon(glyph="wifi", size=48),
                Text(text="You\u2019re offline", style="title", bold=True),
                Text(text="Check your connection and try again.", color="muted"),
            ],
        )
