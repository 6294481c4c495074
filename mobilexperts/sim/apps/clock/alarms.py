"""Clock's alarm list (switches without labels, as in the real app) and the alarm form.

Version 2 renames the add button ("New alarm"), labels the repeat days with full names and the
save button "Done".
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.clock.base import ClockBase
from mobilexperts.sim.apps.clock.state import (
    DAY_NAMES,
    WEEKDAYS,
    Alarm,
    duration_label,
    parse_alarm_time,
)
from mobilexperts.sim.kit import app_bar
from mobilexperts.sim.widgets import (
    Button,
    CheckBox,
    Column,
    EditText,
    IconButton,
    ListView,
    Row,
    Spacer,
    Switch,
    Text,
    Widget,
)

TIME_ERROR = "Enter a time like 07:30 or 7:30 PM"


class AlarmScreens(ClockBase):
    """The Alarm tab and the add/edit alarm screen."""

    def screen_alarms(self, route: Route) -> Widget:
        rows: list[Widget] = [self._alarm_row(a) for a in self.state.alarms]
        if not rows:
            rows = [Column(padding=24, children=[Text(id="empty", text="No alarms")])]
        add_id, add_desc = ("new_alarm", "New alarm") if self.version == 2 else ("fab", "Add alarm")
        add = IconButton(
            id=add_id, glyph="add", desc=add_desc, width=56, height=56, on_tap=self.new_alarm
        )
        return Column(
            children=[
                app_bar("Alarm"),
                ListView(id="alarm_list", flex=1, spacing=4, children=rows),
                Row(padding=8, children=[Spacer(flex=1), add]),
                self.tabs("alarms"),
            ]
        )

    def _alarm_row(self, alarm: Alarm) -> Widget:
        summary = " \u00b7 ".join(part for part in (alarm.label, alarm.repeat) if part)
        return Row(
            id="alarm_row",
            style="card",
            padding=16,
            spacing=12,
            on_tap=lambda: self.edit_alarm(alarm),
            children=[
                Column(
                    flex=1,
                    children=[
                        Text(
                            id="alarm_time",
                            text=alarm.time,
                            style="headline",
                            color="" if alarm.enabled else "muted",
                        ),
                        Text(id="alarm_summary", text=summary, style="label", color="muted"),
                    ],
                ),
                Switch(
                    id="alarm_switch",
                    checked=alarm.enabled,
                    width=64,
                    on_tap=lambda: self._toggle(alarm),
                ),
            ],
        )

    def _toggle(self, alarm: Alarm) -> None:
        alarm.enabled = not alarm.enabled
        if alarm.enabled:
            self._announce(alarm)

    def _announce(self, alarm: Alarm) -> None:
        now = self.current()
        left = (alarm.next_ring(now) - now).total_seconds()
        self.toast(f"Alarm set for {duration_label(left)} from now")

    # -- the alarm form --------------------------------------------------------------------

    def new_alarm(self) -> None:
        self.push("alarm", alarm_id=None, days=[]).focus = "time_input"

    def edit_alarm(self, alarm: Alarm) -> None:
        route = self.push("alarm", alarm_id=alarm.id, days=list(alarm.days))
        route.fields = {"time_input": alarm.time, "label_input": alarm.label}

    def screen_alarm(self, route: Route) -> Widget:
        alarm_id = route.params.get("alarm_id")
        days: list[str] = route.params["days"]
        names = DAY_NAMES if self.version == 2 else WEEKDAYS
        form: list[Widget] = [
            Text(text="Time (24-hour, or with AM/PM)", style="label", color="muted"),
            EditText(id="time_input", hint="HH:MM"),
        ]
        error = route.params.get("error")
        if error:
            form.append(Text(id="time_error", text=error, style="label", color="error"))
        form += [
            EditText(id="label_input", hint="Label"),
            Text(text="Repeat", style="label", color="muted"),
            *(
                CheckBox(
                    id=f"repeat_{day.lower()}",
                    text=name,
                    checked=day in days,
                    on_tap=lambda d=day: self._toggle_day(route, d),
                )
                for day, name in zip(WEEKDAYS, names, strict=True)
            ),
        ]
        buttons: list[Widget] = []
        if alarm_id is not None:
            buttons.append(
                Button(
                    id="delete_alarm",
                    text="Delete",
                    variant="outlined",
                    on_tap=lambda: self._delete(alarm_id),
                )
            )
        buttons += [
            Spacer(flex=1),
            Button(id="cancel", text="Cancel", variant="text", on_tap=self.pop),
            Button(
                id="save_alarm",
                text="Done" if self.version == 2 else "Save",
                on_tap=lambda: self._save(route),
            ),
        ]
        return Column(
            children=[
                app_bar("Edit alarm" if alarm_id is not None else "Add alarm", on_back=self.pop),
                ListView(id="alarm_form", flex=1, padding=16, spacing=4, children=form),
                Row(padding=8, spacing=8, children=buttons),
            ]
        )

    def _toggle_day(self, route: Route, day: str) -> None:
        days: list[str] = route.params["days"]
        if day in days:
            days.remove(day)
        else:
            days.append(day)
        days.sort(key=WEEKDAYS.index)

    def _save(self, route: Route) -> None:
        parsed = parse_alarm_time(route.fields.get("time_input", ""))
        if parsed is None:
            route.params["error"] = TIME_ERROR
            route.focus = None
            return
        hour, minute = parsed
        label = route.fields.get("label_input", "").strip()
        days = list(route.params["days"])
        alarm_id = route.params.get("alarm_id")
        if alarm_id is None:
            alarm = self.state.add_alarm(hour, minute, label, days)
        else:
            alarm = self.state.alarm(alarm_id)
            alarm.hour, alarm.minute, alarm.label, alarm.days = hour, minute, label, days
            alarm.enabled = True
            self.state.sort_alarms()
        self.pop()
        self._announce(alarm)

    def _delete(self, alarm_id: int) -> None:
        self.state.delete_alarm(alarm_id)
        self.pop()
        self.toast("Alarm deleted")
