"""A place's page, directions to it with travel modes, and turn-by-turn navigation."""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.maps.base import MapsBase
from mobilexperts.sim.apps.maps.state import (
    MODE_LABELS,
    MODES,
    Mode,
    Place,
    Review,
    distance_label,
    duration_label,
    travel_minutes,
)
from mobilexperts.sim.kit import app_bar, list_item, overflow_button, section_header, tab_bar
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Divider,
    Icon,
    ListView,
    Row,
    Text,
    Widget,
)

HOME_STREET = "Elm St"
SHARE_URL = "https://maps.simdroid.example/place/{id}"
MODE_ORDER_V2: tuple[Mode, ...] = ("transit", "drive", "walk", "bike")
MODE_VERBS = {"drive": "Head", "walk": "Walk", "bike": "Ride"}


def route_steps(place: Place, mode: Mode) -> list[tuple[str, float]]:
    """Turn-by-turn steps to ``place`` and the km each one covers."""
    street = place.address.split(" ", 1)[1]
    heading = "north" if place.y >= 0 else "south"
    east = place.x >= 0
    turn = "right" if east == (heading == "north") else "left"
    first, second = round(place.km * 0.4, 1), round(place.km * 0.6, 1)
    if mode == "transit":
        return [
            (f"Walk to {HOME_STREET} & 3rd Ave stop", 0.2),
            (f"Take bus 12 toward {place.area}", max(place.km - 0.4, 0.1)),
            (f"Get off at {street} and walk to {place.name}", 0.2),
        ]
    return [
        (f"{MODE_VERBS[mode]} {heading} on {HOME_STREET} toward {street}", first),
        (f"Turn {turn} onto {street}", second),
        (f"{place.name} will be on the {'right' if east else 'left'}", 0.0),
    ]


def share_text(place: Place) -> str:
    return f"{place.name}\n{place.address}\n{SHARE_URL.format(id=place.id)}"


class PlaceScreens(MapsBase):
    """The place page, the directions screen and the navigation screen."""

    # -- the place page --------------------------------------------------------------------

    def screen_place(self, route: Route) -> AppScreen:
        place = self.state.place(route.params["place_id"])
        saved = place.id in self.state.saved
        actions: list[Widget] = []
        if self.version == 2:
            actions.append(overflow_button(lambda: setattr(route, "dialog", "more")))
        directions = (
            Button(id="route_button", text="Route", flex=1, on_tap=self._directions)
            if self.version == 2
            else Button(id="directions_button", text="Directions", flex=1, on_tap=self._directions)
        )
        main_actions = [
            directions,
            Button(id="start_button", text="Start", variant="outlined", flex=1, on_tap=self._start),
        ]
        more_actions: list[Widget] = [
            Button(
                id="share_button",
                text="Share",
                variant="outlined",
                flex=1,
                on_tap=lambda: self.phone.share(share_text(place), place.name),
            )
        ]
        if self.version == 1:
            more_actions.insert(0, self._save_button(place.id, saved))
        kind = " \u00b7 ".join(x for x in (place.price, place.cuisine) if x)
        sheet: list[Widget] = [
            Text(id="place_title", text=place.name, style="headline"),
            self.stars(place.rating, place.review_count),
            Text(id="place_category", text=kind, style="label", color="muted"),
            Row(
                spacing=8,
                children=[
                    self.open_text(place),
                    Text(
                        id="place_distance",
                        text=f"{distance_label(place.km)} away",
                        style="label",
                        color="muted",
                    ),
                ],
            ),
            Row(spacing=8, children=main_actions),
            Row(spacing=8, children=more_actions),
            Divider(),
            list_item(place.address, place.area, glyph="map_pin", item_id="address"),
            list_item(f"Hours: {place.hours}", glyph="clock", item_id="hours"),
        ]
        if place.phone:
            sheet.append(list_item(place.phone, glyph="phone", item_id="phone_number"))
        sheet += [Divider(), *self._reviews(place)]
        body = Column(
            children=[
                app_bar(place.name, on_back=self.pop, actions=actions),
                ListView(id="place_sheet", flex=1, padding=16, spacing=6, children=sheet),
            ]
        )
        dialog = None
        if route.dialog == "more":
            dialog = Dialog(
                children=[self._save_button(place.id, saved, close=route)],
                buttons=[
                    Button(text="Cancel", on_tap=route.close_dialog),
                ],
            )
        return AppScreen(body=body, dialog=dialog)

    def _save_button(self, place_id: int, saved: bool, close: Route | None = None) -> Widget:
        def toggle() -> None:
            now_saved = self.state.toggle_saved(place_id)
            self.toast("Saved to Starred places" if now_saved else "Removed from Starred places")
            if close is not None:
                close.dialog = None

        return Button(
            id="save_button",
            text="Saved" if saved else "Save",
            variant="filled" if saved else "outlined",
            flex=1,
            on_tap=toggle,
        )

    def _reviews(self, place: Place) -> list[Widget]:
        rows: list[Widget] = [
            section_header("Reviews"),
            Row(
                spacing=12,
                children=[
                    Text(id="rating_summary", text=f"{place.rating:.1f}", style="headline"),
                    Column(
                        flex=1,
                        children=[
                            self.stars(place.rating),
                            Text(
                                text=f"{place.review_count:,} reviews", style="label", color="muted"
                            ),
                        ],
                    ),
                ],
            ),
        ]
        rows += [self._review(r) for r in place.reviews]
        return rows

    def _review(self, review: Review) -> Widget:
        return Row(
            id="review",
            padding=8,
            spacing=12,
            children=[
                Icon(initials=initials(review.author), size=36),
                Column(
                    flex=1,
                    children=[
                        Text(id="review_author", text=review.author, bold=True),
                        Text(
                            id="review_meta",
                            text=f"{review.rating}/5 \u00b7 {_age(review.days_ago)}",
                            style="label",
                            color="muted",
                        ),
                        Text(id="review_text", text=review.text),
                    ],
                ),
            ],
        )

    def _directions(self) -> None:
        self.push("directions", place_id=self.route.params["place_id"], mode="drive")

    def _start(self) -> None:
        route = self.route
        self.state.start_navigation(
            route.params["place_id"], route.params.get("mode", "drive"), self.now()
        )
        self.push("navigation")

    # -- directions ------------------------------------------------------------------------

    def screen_directions(self, route: Route) -> Widget:
        place = self.state.place(route.params["place_id"])
        mode: Mode = route.params.get("mode", "drive")
        order = MODE_ORDER_V2 if self.version == 2 else MODES
        labels = [
            (m, f"{MODE_LABELS[m]} {duration_label(travel_minutes(place.km, m))}") for m in order
        ]
        mode_tabs = tab_bar(
            "travel_modes", labels, mode, lambda m: route.params.update(mode=m), "mode_"
        )
        minutes = travel_minutes(place.km, mode)
        steps: list[Widget] = [
            list_item(text, distance_label(km) if km else "", item_id="route_step")
            for text, km in route_steps(place, mode)
        ]
        endpoints = Column(
            padding=8,
            spacing=4,
            children=[
                Row(
                    spacing=12,
                    children=[
                        Icon(glyph="person", size=20),
                        Text(id="origin", text="Your location", flex=1),
                    ],
                ),
                Row(
                    spacing=12,
                    children=[
                        Icon(glyph="map_pin", size=20),
                        Text(id="destination", text=place.name, flex=1, max_lines=1),
                    ],
                ),
            ],
        )
        summary = Column(
            padding=16,
            children=[
                Text(
                    id="route_summary",
                    text=f"{duration_label(minutes)} ({distance_label(place.km)})",
                    style="title",
                    bold=True,
                ),
                Text(text=f"Fastest route now \u00b7 {MODE_LABELS[mode]}", style="label"),
            ],
        )
        return Column(
            children=[
                app_bar("Directions", on_back=self.pop),
                endpoints,
                mode_tabs,
                summary,
                ListView(id="steps_list", flex=1, children=steps),
                Row(
                    padding=16,
                    children=[
                        Button(id="start_navigation", text="Start", flex=1, on_tap=self._start)
                    ],
                ),
            ]
        )

    # -- navigation ------------------------------------------------------------------------

    def screen_navigation(self, route: Route) -> Widget:
        navigation = self.state.navigation
        if navigation is None:
            return Column(
                children=[
                    app_bar("Navigation", on_back=self.pop),
                    Text(id="navigation_ended", text="Navigation ended", color="muted"),
                ]
            )
        place = self.state.place(navigation.place_id)
        steps = route_steps(place, navigation.mode)
        minutes = travel_minutes(place.km, navigation.mode)
        arrival = time.strftime("%-I:%M %p", time.gmtime(self.now() + minutes * 60))
        banner = Row(
            id="instruction_banner",
            style="primary",
            padding=16,
            spacing=12,
            children=[
                Icon(glyph="forward", size=40),
                Column(
                    flex=1,
                    children=[
                        Text(id="next_turn", text=steps[0][0], style="title", bold=True),
                        Text(id="then_turn", text=f"Then: {steps[1][0]}", style="label"),
                    ],
                ),
            ],
        )
        footer = Row(
            padding=16,
            spacing=12,
            children=[
                Column(
                    flex=1,
                    children=[
                        Text(
                            id="eta_duration",
                            text=duration_label(minutes),
                            style="title",
                            bold=True,
                        ),
                        Text(
                            id="eta_details",
                            text=f"{distance_label(place.km)} \u00b7 {arrival}",
                            style="label",
                            color="muted",
                        ),
                    ],
                ),
                Button(id="exit_navigation", text="Exit", on_tap=self._exit),
            ],
        )
        return Column(children=[banner, self.map_surface(), footer])

    def _exit(self) -> None:
        self.state.navigation = None
        self.pop()


def _age(days: int) -> str:
    """``3 days ago``, ``2 weeks ago``, ``5 months ago``, ``a year ago``."""
    if days < 7:
        return f"{days} day{'s' if days > 1 else ''} ago"
    if days < 31:
        weeks = days // 7
        return f"{weeks} week{'s' if weeks > 1 else ''} ago"
    if days < 365:
        months = days // 30
        return f"{months} month{'s' if months > 1 else ''} ago"
    return "a year ago"
