"""Clock's Clock tab: the phone's time and date, the next alarm, and world clocks.

Cities are added from a searchable list and removed by long-pressing them.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.clock.base import ClockBase
from mobilexperts.sim.apps.clock.seed import CITY_ZONES
from mobilexperts.sim.kit import app_bar, confirm_dialog, search_field
from mobilexperts.sim.widgets import (
    AppScreen,
    Column,
    Divider,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)


def offset_label(local: datetime, there: datetime) -> str:
    """``Today, 4 hr behind``, ``Tomorrow, 9 hr ahead``, ``Today, same time``."""
    day = "Today"
    if there.date() > local.date():
        day = "Tomorrow"
    elif there.date() < local.date():
        day = "Yesterday"
    minutes = round((there.replace(tzinfo=None) - local).total_seconds() / 60)
    if minutes == 0:
        return f"{day}, same time"
    hours, rest = divmod(abs(minutes), 60)
    amount = f"{hours} hr" + (f" {rest} min" if rest else "")
    return f"{day}, {amount} {'ahead' if minutes > 0 else 'behind'}"


class WorldScreens(ClockBase):
    """The Clock tab and the city picker."""

    def screen_clock(self, route: Route) -> AppScreen:
        now = self.current()
        lines: list[Widget] = [
            Text(id="digital_clock", text=f"{now:%H:%M}", style="headline", bold=True),
            Text(id="date", text=f"{now:%a, %b} {now.day}", color="muted"),
        ]
        upcoming = self.state.next_alarm(now)
        if upcoming is not None:
            alarm, when = upcoming
            lines.append(
                Text(
                    id="next_alarm",
                    text=f"Next alarm: {when:%a} {alarm.time}",
                    style="label",
                    color="muted",
                )
            )
        rows: list[Widget] = [Column(padding=24, spacing=4, children=lines), Divider()]
        instant = datetime.fromtimestamp(self.now(), UTC)
        for city in self.state.cities:
            there = instant.astimezone(ZoneInfo(CITY_ZONES[city]))
            rows.append(
                Row(
                    id="city_row",
                    padding=16,
                    spacing=12,
                    on_long_press=lambda c=city: self._ask_remove(route, c),
                    children=[
                        Column(
                            flex=1,
                            children=[
                                Text(id="city_name", text=city, bold=True),
                                Text(
                                    id="city_offset",
                                    text=offset_label(now, there),
                                    style="label",
                                    color="muted",
                                ),
                            ],
                        ),
                        Text(id="city_time", text=f"{there:%H:%M}", style="title"),
                    ],
                )
            )
        add = IconButton(
            id="add_city",
            glyph="globe",
            desc="Add city",
            width=56,
            height=56,
            on_tap=self._open_cities,
        )
        body = Column(
            children=[
                app_bar("Clock"),
                ListView(id="world_clocks", flex=1, children=rows),
                Row(padding=8, children=[Spacer(flex=1), add]),
                self.tabs("clock"),
            ]
        )
        dialog = None
        if route.dialog == "remove":
            city = route.params["city"]
            dialog = confirm_dialog(
                f"Remove {city}?",
                "Remove",
                lambda: self._remove(route, city),
                route.close_dialog,
                cancel_first=True,
            )
        return AppScreen(body=body, dialog=dialog)

    def _ask_remove(self, route: Route, city: str) -> None:
        route.params["city"] = city
        route.dialog = "remove"

    def _remove(self, route: Route, city: str) -> None:
        if city in self.state.cities:
            self.state.cities.remove(city)
        route.dialog = None

    def _open_cities(self) -> None:
        self.push("cities").focus = "city_query"

    def screen_cities(self, route: Route) -> Widget:
        query = route.fields.get("city_query", "").strip().lower()
        choices = [c for c in CITY_ZONES if c not in self.state.cities and query in c.lower()]
        rows: list[Widget] = [
            Row(
                id="city_choice",
                padding=16,
                on_tap=lambda c=city: self._add(c),
                children=[Text(id="city_name", text=city, flex=1)],
            )
            for city in choices
        ]
        if not rows:
            rows = [Column(padding=16, children=[Text(id="empty", text="No matching cities")])]
        return Column(
            children=[
                app_bar("Select a city", on_back=self.pop),
                search_field("city_query", "Search for a city"),
                ListView(id="city_list", flex=1, children=rows),
            ]
        )

    def _add(self, city: str) -> None:
        self.state.cities.append(city)
        self.pop()
