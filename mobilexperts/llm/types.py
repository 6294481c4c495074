"""The model seam: requests, responses, usage and the ``Model`` protocol."""

from __future__ import annotations

import hashlib
from typing import Annotated, Generic, Literal, Protocol, TypeVar, get_args, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, SerializeAsAny

Role = Literal[
    "decide",
    "reflect",
    "plan_team",
    "plan_expert",
    "assemble",
    "synthesize_tool",
    "insight",
    "read",
    "judge",
    "explore",
    "explore_tasks",
    "summarize",
    "safety",
    "think",
    "progress",
]
ROLES: tuple[str, ...] = get_args(Role)

VISION_ROLES: frozenset[str] = frozenset({"decide", "reflect"})
"""Roles that look at the screen; each of their calls is one reasoning step (the paper's RS)."""


def counts_as_reasoning_step(role: str) -> bool:
    """One reasoning step per ``generate`` call of a vision role, for every backend."""
    return role in VISION_ROLES


OutputT = TypeVar("OutputT", bound=BaseModel)


class TextPart(BaseModel):
    model_config = ConfigDict(frozen=True)

    type: Literal["text"] = "text"
    text: str


class ImagePart(BaseModel):
    """A PNG screenshot and the size of the screen it shows, so coordinates map back."""

    model_config = ConfigDict(frozen=True)

    type: Literal["image"] = "image"
    png: bytes = Field(repr=False)
    screen_width: int = Field(gt=0)
    screen_height: int = Field(gt=0)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.png).hexdigest()


Part = Annotated[TextPart | ImagePart, Field(discriminator="type")]


class Message(BaseModel):
    """One chat message: text and images in order."""

    model_config = ConfigDict(frozen=True)

    role: Literal["system", "user", "assistant"]
    parts: tuple[Part, ...]

    @classmethod
    def system(cls, text: str) -> Message:
        return cls(role="system", parts=(TextPart(text=text),))

    @classmethod
    def user(cls, text: str, *images: ImagePart) -> Message:
        return cls(role="user", parts=(TextPart(text=text), *images))

    @property
    def text(self) -> str:
        return "\n".join(part.text for part in self.parts if isinstance(part, TextPart))

    @property
    def images(self) -> tuple[ImagePart, ...]:
        return tuple(part for part in self.parts if isinstance(part, ImagePart))


class NoContext(BaseModel):
    """The context of a request that was not rendered from one (a probe, a raw question)."""


class ModelRequest(BaseModel, Generic[OutputT]):
    """What a role asks: rendered messages, the output schema and the typed context (one
    pydantic model per role) the messages were rendered from.

    Offline handlers answer from ``context``; real models read ``messages``.
    """

    model_config = ConfigDict(frozen=True)

    role: Role
    messages: tuple[Message, ...]
    output_schema: type[OutputT]
    context: SerializeAsAny[BaseModel] = Field(default_factory=NoContext)

    @property
    def images(self) -> tuple[ImagePart, ...]:
        return tuple(image for message in self.messages for image in message.images)

    @property
    def is_reasoning_step(self) -> bool:
        return counts_as_reasoning_step(self.role)


class Usage(BaseModel):
    """What one call (or a sum of calls) cost."""

    model_config = ConfigDict(frozen=True)

    prompt_tokens: int = 0
    completion_tokens: int = 0
    images: int = 0
    latency_s: float = 0.0
    cost_usd: float = 0.0

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            prompt_tokens=self.prompt_tokens + other.prompt_tokens,
            completion_tokens=self.completion_tokens + other.completion_tokens,
            images=self.images + other.images,
            latency_s=self.latency_s + other.latency_s,
            cost_usd=self.cost_usd + other.cost_usd,
        )


class ModelResponse(BaseModel, Generic[OutputT]):
    """The parsed answer, the raw text it came from and what it cost.

    ``image_scale`` is screen pixels per pixel of the image the model saw: multiply a coordinate
    the model gives by it (or use :meth:`to_screen`). ``rejected_raw`` holds earlier answers of
    the same call that failed validation and were fed back.
    """

    model_config = ConfigDict(frozen=True)

    output: OutputT
    raw: str
    usage: Usage = Field(default_factory=Usage)
    model: str
    image_scale: float = Field(default=1.0, gt=0)
    rejected_raw: tuple[str, ...] = ()

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A point in the model's image mapped to screen pixels."""
        return round(x * self.image_scale), round(y * self.image_scale)


@runtime_checkable
class Model(Protocol):
    """Anything that answers a :class:`ModelRequest` with a validated :class:`ModelResponse`."""

    def generate(self, request: ModelRequest[OutputT]) -> ModelResponse[OutputT]: ...
