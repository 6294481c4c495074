"""Model-layer overhead benchmark against the local OpenAI-compatible server.

Run: ``python -m evals.bench_llm``. Measures what mobilexperts adds around a model call
(request building, screenshot downscaling and encoding, HTTP through the ``openai`` client,
parsing and validation), not the model itself. Target on 2 cores: a decide call with a
1080x2400 SimDroid screenshot <= 150 ms median.
"""

from __future__ import annotations

from pydantic import BaseModel

from evals.timing import measure
from mobilexperts.config import ModelSettings
from mobilexperts.llm.offline import OfflineHandlerRegistry, OfflinePolicy
from mobilexperts.llm.openai_model import OpenAICompatibleModel
from mobilexperts.llm.testing import FakeOpenAIServer, Reply
from mobilexperts.llm.types import ImagePart, Message, ModelRequest
from mobilexperts.sim.device import SimDevice


class Tap(BaseModel):
    x: int
    y: int


def main(runs: int = 40) -> None:
    observation = SimDevice().observe()
    shot = ImagePart(
        png=observation.screenshot,
        screen_width=observation.width,
        screen_height=observation.height,
    )
    text_request = ModelRequest(
        role="decide", messages=(Message.user("Tap the search box."),), output_schema=Tap
    )
    image_request = ModelRequest(
        role="decide", messages=(Message.user("Tap the search box.", shot),), output_schema=Tap
    )
    answer = Reply('{"x": 10, "y": 20}')
    retry = [Reply('{"x": "left"}'), answer]
    registry = OfflineHandlerRegistry()
    registry.register("decide", lambda request: Tap(x=1, y=2))
    offline = OfflinePolicy(registry)
    cases: list[tuple[str, list, ModelRequest]] = [
        ("text-only decide", [answer], text_request),
        (f"decide + {observation.width}x{observation.height} screenshot", [answer], image_request),
        ("text-only decide, one validation retry", retry, text_request),
    ]
    print(f"{'case':48} {'median':>9} {'p95':>9}")
    with FakeOpenAIServer() as server:
        model = OpenAICompatibleModel(ModelSettings(base_url=server.base_url, model="fake-model"))
        for name, replies, request in cases:

            def call(replies=replies, request=request) -> object:
                server.add(*replies)
                return model.generate(request)

            call()
            median, p95 = measure(call, runs)
            print(f"{name:48} {median:>7.1f}ms {p95:>7.1f}ms")
        model.close()
    median, p95 = measure(lambda: offline.generate(image_request), runs * 10)
    print(f"{'offline policy dispatch':48} {median:>7.3f}ms {p95:>7.3f}ms")
    print("target: decide + screenshot <= 150 ms median (2 cores)")


if __name__ == "__main__":
    main()
