"""How often perception needs OCR on the task suite, and what it costs.

Runs every suite task with the offline policy and OCR on (only screens whose hierarchy says
too little are read) and prints the share of perceived screens that were OCRed, per app, the
tasks that needed OCR at all, and the wall time of a perception with and without OCR.
Run: ``python -m evals.bench_ocr``.
"""

from __future__ import annotations

import time
from collections import Counter

import experts  # noqa: F401 - registers the offline handlers
from evals.checker import check, prepare
from evals.tasks import load_suite
from evals.timing import median_p95
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.ocr import LazyOcr, load_ocr
from mobilexperts.sim.device import SimDevice


def perception_times(runs: int = 5) -> tuple[list[float], list[float]]:
    """Milliseconds to perceive the Maps home (a canvas), without and with OCR."""
    phone = SimDevice()
    phone.launch("Maps")
    obs = phone.observe()
    load_ocr("rapidocr")
    plain, read = [], []
    for _ in range(runs):
        for ocr, out in ((None, plain), (LazyOcr(), read)):
            start = time.perf_counter()
            perceive_observation(obs, ocr)
            out.append((time.perf_counter() - start) * 1000)
    return plain, read


def main() -> None:
    screens: Counter[str] = Counter()
    ocred: Counter[str] = Counter()
    needing, passed = [], 0
    suite = load_suite()
    for spec in suite:
        task = spec.ready
        phone = SimDevice(seed=task.seed)
        initial = prepare(task, phone)
        expert = Expert(phone, OfflinePolicy(), ExpertSettings(vision=False))
        run = expert.act(task.instruction)
        passed += check(task, phone.state(), run.answer, initial).success
        app = task.apps[0] if len(task.apps) == 1 else "cross-app"
        screens[app] += expert.perceived
        ocred[app] += expert.ocr_screens
        if expert.ocr_screens:
            needing.append(f"{task.id} ({expert.ocr_screens}/{expert.perceived})")
    total, read = sum(screens.values()), sum(ocred.values())
    print(f"{len(suite)} tasks, {passed} passed; {total} screens perceived")
    print(f"screens OCRed: {read} of {total} ({read / max(total, 1):.1%})")
    print(f"{'app':12} {'screens':>8} {'OCRed':>6} {'share':>6}")
    for app in sorted(screens):
        share = ocred[app] / max(screens[app], 1)
        print(f"{app:12} {screens[app]:>8} {ocred[app]:>6} {share:>6.1%}")
    print(f"tasks with an OCRed screen: {len(needing)}: {', '.join(needing) or 'none'}")
    plain, with_ocr = perception_times()
    (m0, p0), (m1, p1) = median_p95(plain), median_p95(with_ocr)
    print(
        f"perceiving the Maps canvas: hierarchy only median {m0:.1f} ms (p95 {p0:.1f}); "
        f"with OCR median {m1:.0f} ms (p95 {p1:.0f}), {m1 / max(m0, 1e-9):.0f}x"
    )


if __name__ == "__main__":
    main()
