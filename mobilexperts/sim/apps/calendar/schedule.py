"""Calendar's schedule (seven days from today, paged a week at a time) and the event screen
(share, edit, delete with confirmation).

Version 2 renames the new-event button ("New event", another resource-id) and moves Delete
into the event screen's overflow menu.
"""

from __future__ import annotations

from datetime import date, timedelta

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.calendar.base import CalendarBase, day_label, long_date
from mobilexperts.sim.apps.calendar.state import Event
from mobilexperts.sim.kit import app_bar, confirm_dialog, overflow_button, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Divider,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

EVENT_TINT = "#4285f4"
DAYS_SHOWN = 7


class ScheduleScreens(CalendarBase):
    """The schedule and event detail."""

    def shown_from(self, route: Route) -> date:
        start = route.params.get("start")
        return date.fromisoformat(start) if start else self.today()

    def show_from(self, route: Route, first: date) -> None:
        route.params["start"] = first.isoformat()
        route.scroll.pop("schedule", None)

    def screen_schedule(self, route: Route) -> Widget:
        first = self.shown_from(route)
        last = first + timedelta(days=DAYS_SHOWN - 1)
        span = f"{first:%b} {first.day} \u2013 " + (
            f"{last.day}" if last.month == first.month else f"{last:%b} {last.day}"
        )
        week_bar = Row(
            id="week_bar",
            padding=4,
            children=[
                IconButton(
                    id="previous_week",
                    glyph="chevron_left",
                    desc="Previous week",
                    on_tap=lambda: self.show_from(route, first - timedelta(days=DAYS_SHOWN)),
                ),
                Text(id="week_range", text=span, style="title", flex=1),
                IconButton(
                    id="next_week",
                    glyph="chevron_right",
                    desc="Next week",
                    on_tap=lambda: self.show_from(route, first + timedelta(days=DAYS_SHOWN)),
                ),
            ],
        )
        rows: list[Widget] = []
        for offset in range(DAYS_SHOWN):
            rows += self._day(first + timedelta(days=offset))
        today = IconButton(
            id="today",
            glyph="calendar",
            desc="Jump to today",
            on_tap=lambda: self.show_from(route, self.today()),
        )
        new_id, new_desc = ("create_event", "Create event")
        if self.version == 2:
            new_id, new_desc = ("fab_new", "New event")
        create = IconButton(
            id=new_id, glyph="add", desc=new_desc, width=56, height=56, on_tap=self.new_event
        )
        return Column(
            children=[
                app_bar(f"{first:%B %Y}", actions=[today]),
                week_bar,
                Divider(),
                ListView(id="schedule", flex=1, spacing=4, children=rows),
                Row(padding=8, children=[Spacer(flex=1), create]),
            ]
        )

    def _day(self, day: date) -> list[Widget]:
        label = day_label(day) + (" \u00b7 Today" if day == self.today() else "")
        rows: list[Widget] = [
            Column(padding=12, children=[Text(id="day_header", text=label, bold=True)])
        ]
        events = self.state.on(day)
        if not events:
            rows.append(
                Column(
                    padding=12,
                    children=[Text(id="no_events", text="Nothing planned", color="muted")],
                )
            )
        for event in events:
            details: list[Widget] = [
                Text(id="event_title", text=event.title, bold=True, max_lines=1),
                Text(id="event_time", text=event.when(), style="label"),
            ]
            if event.location:
                details.append(
                    Text(id="event_location", text=event.location, style="label", max_lines=1)
                )
            rows.append(
                Row(
                    id="event_row",
                    style="card",
                    padding=12,
                    spacing=12,
                    on_tap=lambda e=event.id: self.open_event(e),
                    children=[
                        Icon(glyph="dot", tint=EVENT_TINT, size=12),
                        Column(flex=1, children=details),
                    ],
                )
            )
        return rows

    def new_event(self) -> None:
        route = self.push("edit", event_id=None, all_day=False)
        route.fields = {"date": self.today().isoformat()}
        route.focus = "title"

    # -- event detail ----------------------------------------------------------------------

    def screen_event(self, route: Route) -> AppScreen:
        event = self.state.event(route.params["event_id"])
        actions: list[Widget] = [
            IconButton(
                id="share_event",
                glyph="share",
                desc="Share",
                on_tap=lambda: self.share_event(event),
            ),
            IconButton(
                id="edit_event",
                glyph="edit",
                desc="Edit event",
                on_tap=lambda: self.edit_event(event),
            ),
        ]
        if self.version == 2:
            actions.append(overflow_button(lambda: setattr(route, "dialog", "menu")))
        else:
            actions.append(
                IconButton(
                    id="delete_event",
                    glyph="trash",
                    desc="Delete event",
                    on_tap=lambda: setattr(route, "dialog", "delete"),
                )
            )
        rows: list[Widget] = [
            Text(id="event_title", text=event.title, style="headline", bold=True),
            Text(id="event_date", text=long_date(event.day)),
            Text(id="event_time", text=event.when(), color="muted"),
        ]
        if event.location:
            rows.append(
                Row(
                    spacing=12,
                    children=[
                        Icon(glyph="map_pin", size=20),
                        Text(id="event_location", text=event.location, flex=1),
                    ],
                )
            )
        if event.description:
            rows.append(Text(id="event_description", text=event.description))
        if event.guests:
            count = len(event.guests)
            rows.append(section_header(f"{count} guest{'s' if count != 1 else ''}"))
            rows += [Text(id="guest", text=guest) for guest in event.guests]
        rows.append(Text(id="event_calendar", text=self.state.account, style="caption"))
        body = Column(
            children=[
                app_bar("", on_back=self.pop, actions=actions),
                ListView(id="event_details", flex=1, padding=16, spacing=8, children=rows),
            ]
        )
        return AppScreen(body=body, dialog=self._event_dialog(route, event))

    def _event_dialog(self, route: Route, event: Event) -> Dialog | None:
        if route.dialog == "menu":
            return Dialog(
                children=[
                    Button(
                        id="menu_delete",
                        text="Delete",
                        variant="text",
                        on_tap=lambda: setattr(route, "dialog", "delete"),
                    ),
                    Button(
                        id="menu_share",
                        text="Share",
                        variant="text",
                        on_tap=lambda: self._share_from_menu(route, event),
                    ),
                ],
            )
        if route.dialog == "delete":
            return confirm_dialog(
                "Delete event?",
                "Delete",
                lambda: self._delete(event),
                route.close_dialog,
                message=f"\u201c{event.title}\u201d will be removed from your calendar.",
                cancel_first=True,
            )
        return None

    def _share_from_menu(self, route: Route, event: Event) -> None:
        route.dialog = None
        self.share_event(event)

    def _delete(self, event: Event) -> None:
        self.state.delete(event.id)
        self.pop()
        self.toast("Event deleted")

    def edit_event(self, event: Event) -> None:
        route = self.push("edit", event_id=event.id, all_day=event.all_day)
        route.fields = {
            "title": event.title,
            "date": event.date,
            "start_time": event.start,
            "end_time": event.end,
            "location": event.location,
            "description": event.description,
            "guests": ", ".join(event.guests),
        }
