"""An app's store page (install, progress, open, uninstall), its full description and reviews.

Listings of apps this phone does not have say "Your device isn't compatible with this
version." and offer no Install button, as the store does for incompatible apps. Version 2
labels Install "Get" and moves Uninstall into the page's overflow menu.
"""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.market.base import MarketBase
from mobilexperts.sim.apps.market.state import Listing, Review, count_label
from mobilexperts.sim.kit import app_bar, confirm_dialog, list_item, overflow_button, section_header
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

TOP_REVIEWS = 3


def review_date(review: Review) -> str:
    return time.strftime("%B %-d, %Y", time.gmtime(review.time))


class DetailScreens(MarketBase):
    """The app page and its sub-pages."""

    def screen_app(self, route: Route) -> AppScreen:
        listing = self.state.listing(route.params["package"])
        if listing is None:
            return AppScreen(body=Column(children=[app_bar("Not found", on_back=self.pop)]))
        actions: list[Widget] = [
            IconButton(id="menu_search", glyph="search", desc="Search", on_tap=self._to_search),
            overflow_button(lambda: setattr(route, "dialog", "menu")),
        ]
        rows: list[Widget] = [
            self._header(listing),
            self._stats(listing),
            self._actions(route, listing),
            section_header("About this app"),
            Text(id="description", text=listing.description, max_lines=3),
            list_item(
                "About this app",
                "Version, updated, downloads",
                glyph="info",
                item_id="about_row",
                on_tap=lambda: self.push("about", package=listing.package),
            ),
            section_header("Ratings and reviews"),
            Row(
                spacing=8,
                padding=8,
                children=[
                    Text(id="rating_big", text=f"{listing.rating}", style="headline", bold=True),
                    Text(text=f"{count_label(listing.ratings)} reviews", color="muted", flex=1),
                ],
            ),
            *(self._review(r) for r in listing.reviews[:TOP_REVIEWS]),
            Button(
                id="see_all_reviews",
                text="See all reviews",
                variant="text",
                on_tap=lambda: self.push("reviews", package=listing.package),
            ),
        ]
        body = Column(
            children=[
                app_bar("", on_back=self.pop, actions=actions),
                ListView(id="details_list", flex=1, padding=8, spacing=4, children=rows),
            ]
        )
        return AppScreen(body=body, dialog=self._dialog(route, listing))

    def _header(self, listing: Listing) -> Widget:
        return Row(
            padding=8,
            spacing=16,
            children=[
                Icon(glyph=self.app_glyph(listing), size=72),
                Column(
                    flex=1,
                    children=[
                        Text(id="title", text=listing.name, style="title", bold=True),
                        Text(id="developer_name", text=listing.developer, color="primary"),
                        Text(text="In-app purchases", style="caption", color="muted"),
                    ],
                ),
            ],
        )

    def _stats(self, listing: Listing) -> Widget:
        def stat(value: str, label: str, key: str) -> Widget:
            return Column(
                flex=1,
                children=[
                    Text(id=key, text=value, bold=True),
                    Text(text=label, style="caption", color="muted"),
                ],
            )

        return Row(
            id="stats",
            padding=8,
            spacing=8,
            children=[
                stat(
                    f"{listing.rating} \u2605", f"{count_label(listing.ratings)} reviews", "rating"
                ),
                stat(listing.downloads, "Downloads", "downloads"),
                stat(f"{listing.size_mb:g} MB", "Size", "size"),
            ],
        )

    def _actions(self, route: Route, listing: Listing) -> Widget:
        job = self.state.job(listing.package)
        if not self.compatible(listing):
            return Text(
                id="incompatible",
                color="error",
                text="Your device isn\u2019t compatible with this version.",
            )
        if job is not None:
            percent = self.progress(job)
            state = "Pending\u2026" if percent < 10 else f"{percent}% of {listing.size_mb:g} MB"
            return Row(
                padding=8,
                spacing=8,
                children=[
                    Column(
                        flex=1,
                        children=[
                            Text(id="install_progress", text=state),
                            Text(text="Installing\u2026", style="caption", color="muted"),
                        ],
                    ),
                    IconButton(
                        id="cancel_install",
                        glyph="close",
                        desc="Cancel",
                        on_tap=lambda: self.cancel(listing),
                    ),
                ],
            )
        if self.installed(listing):
            buttons: list[Widget] = []
            if self.removable(listing) and self.version == 1:
                buttons.append(
                    Button(
                        id="uninstall_button",
                        text="Uninstall",
                        variant="outlined",
                        flex=1,
                        on_tap=lambda: setattr(route, "dialog", "uninstall"),
                    )
                )
            buttons.append(
                Button(id="open_button", text="Open", flex=1, on_tap=lambda: self.open_app(listing))
            )
            return Row(padding=8, spacing=8, children=buttons)
        label = "Get" if self.version == 2 else "Install"
        return Row(
            padding=8,
            children=[
                Button(
                    id="install_button", text=label, flex=1, on_tap=lambda: self.install(listing)
                ),
            ],
        )

    def _review(self, review: Review) -> Widget:
        return Column(
            id="review",
            padding=8,
            spacing=2,
            children=[
                Row(
                    spacing=8,
                    children=[
                        Icon(initials=initials(review.author), size=32),
                        Text(id="review_author", text=review.author, bold=True, flex=1),
                    ],
                ),
                Text(
                    id="review_stars",
                    text=f"{review.stars} \u2605 \u00b7 {review_date(review)}",
                    style="label",
                    color="muted",
                    desc=f"Rated {review.stars} stars out of five",
                ),
                Text(id="review_text", text=review.text),
                Text(
                    text=f"{review.helpful} people found this review helpful",
                    style="caption",
                    color="muted",
                ),
            ],
        )

    def _dialog(self, route: Route, listing: Listing) -> Dialog | None:
        if route.dialog == "uninstall":

            def confirm() -> None:
                route.dialog = None
                self.uninstall(listing)

            return confirm_dialog(
                listing.short_name,
                "Uninstall",
                confirm,
                route.close_dialog,
                message="Do you want to uninstall this app?",
            )
        if route.dialog != "menu":
            return None
        items: list[Widget] = [
            list_item(
                "Share",
                glyph="share",
                item_id="menu_share",
                on_tap=lambda: self._share(route, listing),
            ),
        ]
        if self.version == 2 and self.removable(listing):
            items.append(
                list_item(
                    "Uninstall",
                    glyph="trash",
                    item_id="menu_uninstall",
                    on_tap=lambda: setattr(route, "dialog", "uninstall"),
                )
            )
        return Dialog(children=items)

    def _share(self, route: Route, listing: Listing) -> None:
        route.dialog = None
        self.phone.share(
            f"Check out {listing.name}: https://market.example.org/apps/{listing.package}",
            listing.name,
        )

    def _to_search(self) -> None:
        self.reset_to("home").focus = "search_box" if self.version == 2 else "search_bar"

    # -- about and reviews -----------------------------------------------------------------

    def screen_about(self, route: Route) -> Widget:
        listing = self.state.listing(route.params["package"])
        assert listing is not None
        facts = [
            ("Version", "3.4.1"),
            ("Updated on", time.strftime("%b %-d, %Y", time.gmtime(listing.updated))),
            ("Downloads", f"{listing.downloads} downloads"),
            ("Download size", f"{listing.size_mb:g} MB"),
            ("Offered by", listing.developer),
            ("Category", listing.category),
        ]
        rows: list[Widget] = [Text(id="full_description", text=listing.description)]
        rows += [list_item(k, v, item_id="app_fact") for k, v in facts]
        return Column(
            children=[
                app_bar("About this app", on_back=self.pop),
                ListView(id="about_list", flex=1, padding=16, spacing=8, children=rows),
            ]
        )

    def screen_reviews(self, route: Route) -> Widget:
        listing = self.state.listing(route.params["package"])
        assert listing is not None
        stars = route.params.get("stars", 0)
        chips: list[Widget] = [
            Text(
                id="star_filter",
                text=f"{n} \u2605" if n else "All",
                style="label",
                bold=n == stars,
                color="primary" if n == stars else "",
                on_tap=lambda n=n: route.params.update(stars=n),
            )
            for n in (0, 5, 4, 3, 2, 1)
        ]
        shown = [r for r in listing.reviews if not stars or r.stars == stars]
        rows: list[Widget] = [self._review(r) for r in shown] or [
            Text(id="no_reviews", text="No reviews with this rating", color="muted")
        ]
        return Column(
            children=[
                app_bar("Ratings and reviews", on_back=self.pop),
                Row(id="filters", padding=8, spacing=16, children=[*chips, Spacer(flex=1)]),
                ListView(id="reviews_list", flex=1, children=rows),
            ]
        )
