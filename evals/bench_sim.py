"""SimDroid benchmark: one action plus an XML observation, and one PNG render, per app.

Run: ``python -m evals.bench_sim``. Targets on 2 cores: observation <= 5 ms median,
render <= 60 ms median.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from evals.timing import measure
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.render import encode_png, paint_frame, render_png, to_palette


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


def bench_render(runs: int = 30) -> None:
    """One PNG render of the home screen and each app's first screen, stage by stage.

    ``first`` is this function's first render of the screen: cold text and glyph caches when it
    runs on its own (``python -c "from evals.bench_sim import bench_render; bench_render()"``).
    ``rgb png`` paints and encodes the same screen as an RGB PNG instead of the palette PNG.
    """
    screens = app_screens()
    longest = max(screens[1:] or screens, key=lambda s: node_count(s[1]))
    print(
        f"{'render':40} {'first':>7} {'paint':>7} {'palette':>8} {'encode':>7} "
        f"{'total med':>10} {'p95':>7} {'rgb png':>8}"
    )
    for name, device in screens:
        frame = device.phone.frame()
        start = time.perf_counter()
        render_png(frame)
        first = (time.perf_counter() - start) * 1000
        painted = paint_frame(frame)
        indexed = to_palette(painted)
        paint, _ = measure(lambda frame=frame: paint_frame(frame), runs)
        palette, _ = measure(lambda painted=painted: to_palette(painted), runs)
        encode, _ = measure(lambda indexed=indexed: encode_png(indexed), runs)
        total, total_p95 = measure(lambda frame=frame: render_png(frame), runs)
        rgb, _ = measure(lambda frame=frame: encode_png(paint_frame(frame).image), runs)
        mark = "  <- longest list" if (name, device) == longest else ""
        print(
            f"{name:40} {first:>5.1f}ms {paint:>5.1f}ms {palette:>6.1f}ms {encode:>5.1f}ms "
            f"{total:>8.1f}ms {total_p95:>5.1f}ms {rgb:>6.1f}ms{mark}"
        )
    print("target: PNG render <= 60 ms median (1080x2400, 2 cores)")


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
    print()
    bench_snapshot(runs)
    print()
    bench_render(render_runs)


def bench_snapshot(runs: int) -> None:
    """Median and p95 of a whole-phone snapshot and of a restore (every app has run)."""
    device = SimDevice()
    for app in device.phone.installed():
        device.launch(app.label)
    snap = device.snapshot()
    snap_med, snap_p95 = measure(device.snapshot, runs)
    restore_med, restore_p95 = measure(lambda: device.restore(snap), runs)
    print(
        f"snapshot {snap_med:.2f} ms (p95 {snap_p95:.2f}); restore {restore_med:.2f} ms "
        f"(p95 {restore_p95:.2f}) for {len(device.phone.apps)} apps; target <= 10 ms"
    )


if __name__ == "__main__":
    main()
