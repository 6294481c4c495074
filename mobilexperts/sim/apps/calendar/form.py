"""Calendar's event form (new and edit): typed fields checked on save, errors shown inline.

Version 2 labels the save button "Done" instead of "Save".
"""

from __future__ import annotations

from datetime import date, timedelta

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.calendar.schedule import DAYS_SHOWN, ScheduleScreens
from mobilexperts.sim.apps.calendar.state import (
    EventForm,
    invalid_guests,
    one_hour_later,
    parse_date,
    parse_time,
    split_guests,
)
from mobilexperts.sim.kit import confirm_dialog, toolbar
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Divider,
    EditText,
    IconButton,
    ListView,
    Switch,
    Text,
    Widget,
)

DATE_ERROR = "Enter the date as YYYY-MM-DD, e.g. 2026-03-17"
TIME_ERROR = "Enter the time as HH:MM (24-hour), e.g. 14:30"


class FormScreens(ScheduleScreens):
    """The new/edit event screen."""

    def screen_edit(self, route: Route) -> AppScreen:
        editing = route.params.get("event_id") is not None
        all_day = bool(route.params.get("all_day"))
        errors: dict[str, str] = route.params.get("errors", {})
        bar = toolbar(
            [
                IconButton(
                    id="close",
                    glyph="close",
                    desc="Close",
                    on_tap=lambda: self._close(route),
                ),
                Text(
                    id="toolbar_title",
                    text="Edit event" if editing else "New event",
                    style="title",
                    bold=True,
                    flex=1,
                ),
                Button(
                    id="save",
                    text="Done" if self.version == 2 else "Save",
                    on_tap=lambda: self._save(route),
                ),
            ]
        )

        def field(key: str, hint: str, label: str = "", multiline: bool = False) -> list[Widget]:
            parts: list[Widget] = []
            if label:
                parts.append(Text(text=label, style="label", color="muted"))
            parts.append(EditText(id=key, hint=hint, multiline=multiline))
            if key in errors:
                parts.append(
                    Text(id=f"{key}_error", text=errors[key], style="label", color="error")
                )
            return parts

        form: list[Widget] = [
            *field("title", "Add title"),
            Divider(),
            Switch(
                id="all_day",
                text="All-day",
                checked=all_day,
                on_tap=lambda: route.params.update(all_day=not all_day),
            ),
            *field("date", "YYYY-MM-DD", "Date"),
        ]
        if not all_day:
            form += field("start_time", "HH:MM", "Starts")
            form += field("end_time", "HH:MM", "Ends (optional: one hour after the start)")
        form += [
            Divider(),
            *field("location", "Add location"),
            *field("description", "Add description", multiline=True),
            *field("guests", "Add guests (email addresses)", "Guests"),
        ]
        dialog = None
        if route.dialog == "discard":
            dialog = confirm_dialog(
                "Discard changes?",
                "Discard",
                self.pop,
                route.close_dialog,
                cancel_first=True,
                cancel="Keep editing",
            )
        body = Column(
            children=[
                bar,
                ListView(id="event_form", flex=1, padding=16, spacing=4, children=form),
            ]
        )
        return AppScreen(body=body, dialog=dialog)

    def _close(self, route: Route) -> None:
        if route.fields.get("title", "").strip() and route.params.get("event_id") is None:
            route.focus = None
            route.dialog = "discard"
        else:
            self.pop()

    def _validate(self, route: Route) -> tuple[EventForm | None, dict[str, str]]:
        """The form's values, or the error shown under each wrong field."""
        get = route.fields.get
        all_day = bool(route.params.get("all_day"))
        errors: dict[str, str] = {}
        title = get("title", "").strip()
        if not title:
            errors["title"] = "Enter a title"
        day = parse_date(get("date", ""))
        if day is None:
            errors["date"] = DATE_ERROR
        start = end = ""
        if not all_day:
            start = parse_time(get("start_time", "")) or ""
            if not start:
                errors["start_time"] = TIME_ERROR
            typed_end = get("end_time", "").strip()
            end = (parse_time(typed_end) or "") if typed_end else one_hour_later(start or "00:00")
            if not end:
                errors["end_time"] = TIME_ERROR
            elif start and end <= start:
                errors["end_time"] = "The end time must be after the start time"
        guests = split_guests(get("guests", ""))
        bad = invalid_guests(guests)
        if bad:
            errors["guests"] = f"Not an email address: {', '.join(bad)}"
        if errors or day is None:
            return None, errors
        form = EventForm(
            title=title,
            date=day.isoformat(),
            start=start,
            end=end,
            all_day=all_day,
            location=get("location", "").strip(),
            description=get("description", "").strip(),
            guests=guests,
        )
        return form, {}

    def _save(self, route: Route) -> None:
        form, errors = self._validate(route)
        route.params["errors"] = errors
        if form is None:
            route.focus = None
            return
        event_id = route.params.get("event_id")
        if event_id is None:
            self.state.add(form)
            self.pop()
            shown = self.route
            if shown.screen == "schedule":
                day = date.fromisoformat(form.date)
                first = self.shown_from(shown)
                if not first <= day < first + timedelta(days=DAYS_SHOWN):
                    self.show_from(shown, day)
            self.toast("Event saved")
        else:
            self.state.update(event_id, form)
            self.pop()
            self.toast("Event updated")
