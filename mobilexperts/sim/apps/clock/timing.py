"""Clock's Timer tab (set minutes and seconds, start, pause, +1:00, cancel; a notification when
time is up) and Stopwatch tab (start, stop, lap, reset), both on the phone's simulated clock."""

from __future__ import annotations

import math

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.clock.base import ClockBase, clock_text
from mobilexperts.sim.kit import app_bar
from mobilexperts.sim.widgets import (
    Button,
    Column,
    Divider,
    EditText,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

MAX_MINUTES = 999
PRESETS = (1, 5, 10)


class TimingScreens(ClockBase):
    """The Timer and Stopwatch tabs."""

    # -- timer -----------------------------------------------------------------------------

    def screen_timer(self, route: Route) -> Widget:
        timer = self.state.timer
        content = self._countdown() if timer.active else self._timer_setup(route)
        return Column(
            children=[
                app_bar("Timer"),
                ListView(id="timer_panel", flex=1, padding=24, spacing=12, children=content),
                self.tabs("timer"),
            ]
        )

    def _timer_setup(self, route: Route) -> list[Widget]:
        def number(key: str, label: str) -> Widget:
            return Column(
                flex=1,
                children=[
                    Text(text=label, style="label", color="muted"),
                    EditText(id=key, hint=label),
                ],
            )

        parts: list[Widget] = [
            Text(text="Set a timer", style="title", bold=True),
            Row(
                spacing=16,
                children=[number("timer_minutes", "Minutes"), number("timer_seconds", "Seconds")],
            ),
        ]
        error = route.params.get("error")
        if error:
            parts.append(Text(id="timer_error", text=error, style="label", color="error"))
        parts += [
            Row(
                spacing=8,
                children=[
                    Button(
                        id=f"preset_{minutes}",
                        text=f"{minutes} min",
                        variant="outlined",
                        on_tap=lambda m=minutes: self._preset(route, m),
                    )
                    for minutes in PRESETS
                ],
            ),
            Button(id="start_timer", text="Start", on_tap=lambda: self._start(route)),
        ]
        return parts

    def _preset(self, route: Route, minutes: int) -> None:
        route.fields.update(timer_minutes=str(minutes), timer_seconds="")
        route.params.pop("error", None)

    def _start(self, route: Route) -> None:
        route.focus = None
        minutes_text = route.fields.get("timer_minutes", "").strip() or "0"
        seconds_text = route.fields.get("timer_seconds", "").strip() or "0"
        if not (minutes_text.isdigit() and seconds_text.isdigit()):
            route.params["error"] = "Enter whole numbers of minutes and seconds"
            return
        minutes, seconds = int(minutes_text), int(seconds_text)
        if seconds > 59:
            route.params["error"] = "Seconds must be between 0 and 59"
        elif minutes > MAX_MINUTES:
            route.params["error"] = f"A timer can run for at most {MAX_MINUTES} minutes"
        elif minutes == 0 and seconds == 0:
            route.params["error"] = "Set a time before starting the timer"
        else:
            route.params.pop("error", None)
            route.fields.clear()
            self.state.timer.duration = minutes * 60 + seconds
            self.start_countdown(self.state.timer.duration)

    def _countdown(self) -> list[Widget]:
        timer = self.state.timer
        left = timer.ends_at - self.now() if timer.ends_at is not None else timer.remaining
        toggle = (
            Button(id="pause_timer", text="Pause", on_tap=self._pause)
            if timer.running
            else Button(id="resume_timer", text="Resume", on_tap=self._resume)
        )
        return [
            Text(id="timer_remaining", text=clock_text(math.ceil(max(left, 0))), style="headline"),
            Text(
                id="timer_label",
                text=f"{clock_text(timer.duration)} timer" + ("" if timer.running else " (paused)"),
                color="muted",
            ),
            Row(
                spacing=8,
                children=[
                    toggle,
                    Button(id="add_minute", text="+1:00", variant="outlined", on_tap=self._extend),
                    Spacer(flex=1),
                    Button(id="cancel_timer", text="Cancel", variant="text", on_tap=self._cancel),
                ],
            ),
        ]

    def _pause(self) -> None:
        timer = self.state.timer
        if timer.ends_at is not None:
            timer.remaining = max(timer.ends_at - self.now(), 0.0)
        timer.ends_at = None
        timer.run += 1

    def _resume(self) -> None:
        self.start_countdown(self.state.timer.remaining)

    def _extend(self) -> None:
        timer = self.state.timer
        timer.duration += 60
        if timer.ends_at is not None:
            self.start_countdown(timer.ends_at - self.now() + 60)
        else:
            timer.remaining += 60

    def _cancel(self) -> None:
        timer = self.state.timer
        timer.ends_at, timer.remaining = None, 0.0
        timer.run += 1

    # -- stopwatch -------------------------------------------------------------------------

    def screen_stopwatch(self, route: Route) -> Widget:
        watch = self.state.stopwatch
        total = watch.total(self.now())
        running = watch.started_at is not None
        buttons: list[Widget] = (
            [
                Button(id="stop", text="Stop", on_tap=self._stop),
                Button(id="lap", text="Lap", variant="outlined", on_tap=self._lap),
            ]
            if running
            else [Button(id="start", text="Start", on_tap=self._run)]
        )
        if not running and total > 0:
            buttons.append(Button(id="reset", text="Reset", variant="outlined", on_tap=self._reset))
        rows: list[Widget] = [
            Column(
                padding=24,
                children=[
                    Text(
                        id="stopwatch_time",
                        text=clock_text(total, hundredths=True),
                        style="headline",
                        bold=True,
                    )
                ],
            ),
            Row(padding=16, spacing=12, children=buttons),
            Divider(),
        ]
        previous = 0.0
        laps: list[Widget] = []
        for number, at in enumerate(watch.laps, start=1):
            laps.append(
                Row(
                    id="lap_row",
                    padding=16,
                    children=[
                        Text(id="lap_number", text=f"Lap {number}", flex=1),
                        Text(id="lap_time", text=clock_text(at - previous, True), width=120),
                        Text(id="lap_total", text=clock_text(at, True), color="muted", width=120),
                    ],
                )
            )
            previous = at
        return Column(
            children=[
                app_bar("Stopwatch"),
                ListView(id="laps", flex=1, children=rows + laps[::-1]),
                self.tabs("stopwatch"),
            ]
        )

    def _run(self) -> None:
        self.state.stopwatch.started_at = self.now()

    def _stop(self) -> None:
        watch = self.state.stopwatch
        watch.elapsed = watch.total(self.now())
        watch.started_at = None

    def _lap(self) -> None:
        watch = self.state.stopwatch
        watch.laps.append(watch.total(self.now()))

    def _reset(self) -> None:
        self.state.stopwatch.elapsed = 0.0
        self.state.stopwatch.laps.clear()
