"""The model seam: one ``Model`` protocol and its backends.

Backends: :class:`OpenAICompatibleModel` (any OpenAI-compatible endpoint), :class:`OfflinePolicy`
(rule-based handlers per role, no model at all), :class:`ScriptedModel` (tests) and
:class:`RecordingModel` / :class:`ReplayingModel` (cassettes). Wrappers add a per-run
:class:`Budget` and a :class:`CallLog`. The ``openai`` client loads only when a run uses an
endpoint (:class:`OpenAICompatibleModel` is resolved on first access), so offline runs and
``--help`` start fast.
"""

from typing import Any

from mobilexperts.llm.budget import Budget, BudgetedModel
from mobilexperts.llm.calllog import CallLog, CallRecord, LoggedModel
from mobilexperts.llm.cassette import (
    CassetteError,
    CassetteMissError,
    RecordingModel,
    ReplayingModel,
    request_key,
)
from mobilexperts.llm.errors import (
    BudgetExceededError,
    MissingApiKeyError,
    ModelError,
    ModelOutputError,
    ModelRejectedInputError,
    ModelUnavailableError,
    OfflineHandlerMissingError,
)
from mobilexperts.llm.factory import RunModel, build_model, build_run_model
from mobilexperts.llm.offline import (
    OfflineHandlerRegistry,
    OfflinePolicy,
    offline_handler,
)
from mobilexperts.llm.prompts import PromptError, render_prompt
from mobilexperts.llm.scripted import ScriptedModel, ScriptedModelError
from mobilexperts.llm.types import (
    ROLES,
    VISION_ROLES,
    ImagePart,
    Message,
    Model,
    ModelRequest,
    ModelResponse,
    Role,
    TextPart,
    Usage,
    counts_as_reasoning_step,
)

__all__ = [
    "ROLES",
    "VISION_ROLES",
    "Budget",
    "BudgetExceededError",
    "BudgetedModel",
    "CallLog",
    "CallRecord",
    "CassetteError",
    "CassetteMissError",
    "ImagePart",
    "LoggedModel",
    "Message",
    "MissingApiKeyError",
    "Model",
    "ModelError",
    "ModelOutputError",
    "ModelRejectedInputError",
    "ModelRequest",
    "ModelResponse",
    "ModelUnavailableError",
    "OfflineHandlerMissingError",
    "OfflineHandlerRegistry",
    "OfflinePolicy",
    "OpenAICompatibleModel",
    "PromptError",
    "RecordingModel",
    "ReplayingModel",
    "Role",
    "RunModel",
    "ScriptedModel",
    "ScriptedModelError",
    "TextPart",
    "Usage",
    "build_model",
    "build_run_model",
    "counts_as_reasoning_step",
    "offline_handler",
    "render_prompt",
    "request_key",
]


def __getattr__(name: str) -> Any:
    if name == "OpenAICompatibleModel":
        from mobilexperts.llm.openai_model import OpenAICompatibleModel

        return OpenAICompatibleModel
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
