"""SimDroid benchmark: one action plus an XML observation, and one PNG render, per app.

Run: ``python -m evals.bench_sim``. Targets on 2 cores: observation <= 5 ms median,
render <= 60 ms median.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.render import render_png


def measure(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and p95 of ``fn`` in milliseconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.95))]


def app_screens() -> list[tuple[str, SimDevice]]:
    """The home screen, then each installed app's first screen, on its own phone."""
    screens = [("home screen", SimDevice())]
    for app in SimDevice().phone.installed():
        device = SimDevice()
        device.launch(app.label)
        screens.append((f"{app.label} ({device.phone.route().screen})", device))
    return screens


def action_and_observe(device: SimDevice) -> Callable[[], object]:
    """Scroll the screen's first list back and forth (or tap an empty spot), then dump XML."""
    scrollable = [n for n in device.phone.frame().nodes() if n.scrollable]
    state = {"down": True}
    if scrollable:
        x1, y1, x2, y2 = scrollable[0].bounds
        cx, top, bottom = (x1 + x2) // 2, y1 + 20, y2 - 20

        def step() -> object:
            start, end = (bottom, top) if state["down"] else (top, bottom)
            state["down"] = not state["down"]
            device.swipe(cx, start, cx, end)
            return device.observe().xml

        return step

    def tap() -> object:
        device.phone.wait(0.1)
        return device.observe().xml

    return tap


def node_count(device: SimDevice) -> int:
    return device.observe().xml.count("<node ")


def main(runs: int = 200, render_runs: int = 30) -> None:
    screens = app_screens()
    longest = max(screens[1:] or screens, key=lambda s: node_count(s[1]))
    print(
        f"{'screen':40} {'nodes':>5} {'act+xml med':>12} {'p95':>8} {'render med':>11} {'p95':>8}"
    )
    for name, device in screens:
        obs_med, obs_p95 = measure(action_and_observe(device), runs)
        frame = device.phone.frame()
        render_med, render_p95 = measure(lambda frame=frame: render_png(frame), render_runs)
        mark = "  <- longest list" if (name, device) == longest else ""
        print(
            f"{name:40} {node_count(device):>5} {obs_med:>10.2f}ms {obs_p95:>6.2f}ms "
            f"{render_med:>9.1f}ms {render_p95:>6.1f}ms{mark}"
        )
    print("targets: action + XML observation <= 5 ms median; PNG render <= 60 ms median")


if __name__ == "__main__":
    main()
