"""U2Device overhead benchmark against the fake phone side.

Run: ``python -m evals.bench_device``. Measures what the adapter and the real
uiautomator2/adbutils clients cost per call over loopback (adb framing, one adb connection per
request, JSON-RPC, our deadline thread, PNG encoding), not a phone: a real phone adds its own
time (a hierarchy dump takes 100-1000 ms on the device).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from evals.timing import measure
from mobilexperts.device.deadline import call_with_deadline
from mobilexperts.device.fakephone import FakeAdbServer, FakePhone
from mobilexperts.device.u2 import U2Device, U2Settings


def main(runs: int = 30) -> None:
    phone = FakePhone()
    with FakeAdbServer([phone]) as adb:
        settings = U2Settings(adb_port=adb.port)
        start = time.perf_counter()
        device = U2Device(settings=settings)
        first_connect = (time.perf_counter() - start) * 1000
        width, height = device.info.width, device.info.height
        cases: list[tuple[str, Callable[[], object]]] = [
            ("connect (server running)", lambda: U2Device(settings=settings).close()),
            ("observe (hierarchy + app)", device.observe),
            ("observe + screenshot PNG", lambda: device.observe().screenshot),
            ("tap", lambda: device.tap(width // 2, height - 10)),
            ("input_text (clipboard)", lambda: device.input_text("hello wörld")),
            ("deadline thread, empty call", lambda: call_with_deadline(lambda: None, 5, "noop")),
        ]
        print(f"{'first connect (pushes u2.jar)':32} {first_connect:8.1f} ms")
        print(f"{'case':32} {'median':>8} {'p95':>8}  (ms, {runs} runs)")
        for name, fn in cases:
            median, p95 = measure(fn, runs)
            print(f"{name:32} {median:8.1f} {p95:8.1f}")
        device.close()


if __name__ == "__main__":
    main()
