"""Perception benchmark: hierarchy parsing and full perception of SimDroid screens and of a
150 KB dump, and OCR of 1080x2400 screenshots.

Run: ``python -m evals.bench_perception``. Target on 2 cores: perceiving a 150 KB dump
<= 20 ms median.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from evals.timing import median_p95, timings
from mobilexperts.perception import load_ocr, parse_hierarchy, perceive
from mobilexperts.perception.ocr import read_screenshot
from mobilexperts.sim.phone import SimPhone
from mobilexperts.sim.render import render_png

HUGE_DUMP = Path(__file__).parents[1] / "tests" / "perception" / "fixtures" / "huge_feed.xml"


def simdroid_screens() -> list[tuple[str, str, str]]:
    """(name, activity, XML) of the home screen, each app's first screen, and the screen
    behind each app's first tappable list item."""
    phone = SimPhone(seed=0)
    home = phone.snapshot()
    screens = [("home", phone.frame().activity, phone.frame().xml)]
    for app in phone.installed():
        phone.restore(home)
        phone.launch(app.label)
        frame = phone.frame()
        screens.append((app.label, frame.activity, frame.xml))
        item = next((e for e in perceive(frame.xml).elements if e.in_list and e.clickable), None)
        if item is not None:
            phone.tap(*item.center)
            frame = phone.frame()
            screens.append((f"{app.label} > item", frame.activity, frame.xml))
    return screens


def bench_hierarchy(runs: int) -> None:
    print(f"{'dump':28} {'KB':>6} {'parse med':>10} {'p95':>8} {'perceive med':>13} {'p95':>8}")
    all_times: list[float] = []
    for name, activity, xml in simdroid_screens():
        parse = median_p95(timings(lambda xml=xml: parse_hierarchy(xml), runs))
        full_times = timings(lambda xml=xml, a=activity: perceive(xml, activity=a), runs)
        all_times += full_times
        full = median_p95(full_times)
        print(
            f"{name:28} {len(xml.encode()) / 1024:>6.1f} {parse[0]:>8.2f}ms {parse[1]:>6.2f}ms "
            f"{full[0]:>11.2f}ms {full[1]:>6.2f}ms"
        )
    overall = median_p95(all_times)
    print(
        f"{'all SimDroid screens':28} {'':>6} {'':>10} {'':>8} {overall[0]:>11.2f}ms "
        f"{overall[1]:>6.2f}ms"
    )
    if HUGE_DUMP.is_file():
        data = HUGE_DUMP.read_bytes()
        parse = median_p95(timings(lambda: parse_hierarchy(data), runs))
        full = median_p95(timings(lambda: perceive(data), runs))
        print(
            f"{'150 KB dump (' + HUGE_DUMP.name + ')':28} {len(data) / 1024:>6.1f} "
            f"{parse[0]:>8.2f}ms {parse[1]:>6.2f}ms {full[0]:>11.2f}ms {full[1]:>6.2f}ms"
        )
    else:
        print(f"150 KB dump: {HUGE_DUMP} not found (run from a source checkout)")
    print("target: perceive a 150 KB dump <= 20 ms median")


def bench_ocr(runs: int) -> None:
    start = time.perf_counter()
    engine = load_ocr("rapidocr")
    print(f"\nOCR (rapidocr) model load: {(time.perf_counter() - start) * 1000:.0f} ms")
    phone = SimPhone(seed=0)
    for app in ("Settings", "Mail"):
        phone.launch(app)
        frame = phone.frame()
        png = render_png(frame)
        lines = read_screenshot(engine, png).lines
        med, p95 = median_p95(timings(lambda png=png: read_screenshot(engine, png), runs))
        print(
            f"OCR {frame.width}x{frame.height} {app:9} {len(lines):>3} lines: "
            f"median {med:.0f} ms, p95 {p95:.0f} ms"
        )
        phone.press("home")


def main(runs: int = 100, ocr_runs: int = 5) -> None:
    print(f"cores: {os.cpu_count()}")
    bench_hierarchy(runs)
    bench_ocr(ocr_runs)


if __name__ == "__main__":
    main()
