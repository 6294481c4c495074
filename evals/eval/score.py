"""CP with a model: role ``judge`` scores the result of a run 0-10 from the request, the agent's
answer and the final screen (MobileExperts §4.2's complete performance). Without a model
endpoint CP is derived from the checker (:func:`evals.eval.records.complete_performance`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from mobilexperts.device.base import Device
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import ImagePart, Message, Model, ModelRequest
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ScreenContext


class ResultContext(BaseModel):
    """What the scoring judge sees: the request, the answer and the final screen."""

    instruction: str
    answer: str = ""
    screen: ScreenContext


class ResultScore(BaseModel):
    """The judge's score of a result, 0 (nothing done) to 10 (all of it, exactly)."""

    score: int = Field(ge=0, le=10)
    reason: str = ""


def score_result(model: Model, instruction: str, answer: str, device: Device) -> float:
    """Ask role ``judge`` to score the result on ``device``'s final screen (with its
    screenshot)."""
    obs = device.observe()
    context = ResultContext(
        instruction=instruction,
        answer=answer,
        screen=ScreenContext.of(perceive_observation(obs)),
    )
    image = ImagePart(png=obs.screenshot, screen_width=obs.width, screen_height=obs.height)
    messages = (
        Message.system(render_prompt("evals.eval", "score_system", context)),
        Message.user(render_prompt("evals.eval", "score", context), image),
    )
    request = ModelRequest(
        role="judge", messages=messages, output_schema=ResultScore, context=context
    )
    return float(model.generate(request).output.score)
