"""A :class:`Model` backed by any OpenAI-compatible endpoint (OpenAI, vLLM, Ollama, LM Studio)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mobilexperts.config import ModelSettings
from mobilexperts.errors import ConfigError
from mobilexperts.llm.errors import ModelError, ModelOutputError
from mobilexperts.llm.images import data_url, image_scale, shrink_factor
from mobilexperts.llm.structured import OutputInvalid, parse_output, schema_name
from mobilexperts.llm.transport import ChatTransport
from mobilexperts.llm.types import (
    ROLES,
    ImagePart,
    Message,
    ModelRequest,
    ModelResponse,
    OutputT,
    Usage,
)

if TYPE_CHECKING:
    from openai.types.chat import ChatCompletion


class OpenAICompatibleModel:
    """Answers requests through the official ``openai`` client.

    Screenshots are downscaled to ``image_max_side`` (the response keeps the scale); answers
    that fail validation are fed back for up to ``output_retries`` more attempts; transient
    failures are retried by :class:`ChatTransport`.
    """

    def __init__(
        self, settings: ModelSettings, *, sleep: Callable[[float], None] = time.sleep
    ) -> None:
        missing = [role for role in ROLES if not settings.model_for(role)]
        if missing:
            raise ConfigError(
                f"no model name for role(s) {', '.join(missing)}; set llm.model "
                "(MOBILEXPERTS_LLM__MODEL or --model) to the name the endpoint serves"
            )
        self.settings = settings
        self.transport = ChatTransport(settings, sleep=sleep)

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]:
        model = self.settings.model_for(request.role) or ""
        images = request.images
        shrink = shrink_factor(images, self.settings.image_max_side)
        conversation = [_encode(message, shrink) for message in request.messages]
        usage = Usage()
        rejected: list[str] = []
        feedback = ""
        for _ in range(self.settings.output_retries + 1):
            started = time.monotonic()
            try:
                completion = self.transport.complete(
                    model, conversation, request.output_schema, has_images=bool(images)
                )
            except ModelError as exc:
                exc.usage = usage + (exc.usage or Usage())
                exc.raw_answers = (*rejected, *exc.raw_answers)
                raise
            usage += self._usage(model, completion, len(images), time.monotonic() - started)
            raw = _answer_text(completion)
            try:
                output = parse_output(raw, request.output_schema)
            except OutputInvalid as invalid:
                rejected.append(raw)
                feedback = invalid.feedback
                conversation += [
                    {"role": "assistant", "content": raw},
                    {"role": "user", "content": feedback},
                ]
                continue
            return ModelResponse[OutputT](
                output=output,
                raw=raw,
                usage=usage,
                model=model,
                image_scale=image_scale(images, shrink),
                rejected_raw=tuple(rejected),
            )
        raise ModelOutputError(
            f"model {model!r} gave no valid {schema_name(request.output_schema)} for role "
            f"{request.role} in {len(rejected)} attempt(s); last problem: {feedback} "
            "The raw answers are kept in the call log; try a stronger model or raise "
            "llm.output_retries",
            raw_answers=rejected,
            usage=usage,
        )

    def _usage(self, model: str, completion: ChatCompletion, images: int, latency: float) -> Usage:
        counted = completion.usage
        prompt = _tokens(getattr(counted, "prompt_tokens", 0))
        answer = _tokens(getattr(counted, "completion_tokens", 0))
        price = self.settings.prices.get(model)
        return Usage(
            prompt_tokens=prompt,
            completion_tokens=answer,
            images=images,
            latency_s=latency,
            cost_usd=price.cost(prompt, answer) if price else 0.0,
        )

    def close(self) -> None:
        """Release the HTTP connection pool."""
        self.transport.close()


def _encode(message: Message, shrink: float) -> dict[str, Any]:
    if not message.images:
        return {"role": message.role, "content": message.text}
    content: list[dict[str, Any]] = []
    for part in message.parts:
        if isinstance(part, ImagePart):
            content.append({"type": "image_url", "image_url": {"url": data_url(part, shrink)}})
        else:
            content.append({"type": "text", "text": part.text})
    return {"role": message.role, "content": content}


def _answer_text(completion: ChatCompletion) -> str:
    message = completion.choices[0].message
    return message.content or message.refusal or ""


def _tokens(value: object) -> int:
    """A token count the endpoint reported, or 0 when it reported none or nonsense."""
    return value if type(value) is int and value >= 0 else 0
