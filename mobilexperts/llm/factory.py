"""Choosing the backend from settings: the offline policy, or an OpenAI-compatible endpoint."""

from __future__ import annotations

from dataclasses import dataclass

from mobilexperts.config import Settings
from mobilexperts.errors import ConfigError
from mobilexperts.llm.budget import Budget, BudgetedModel
from mobilexperts.llm.calllog import CallLog, LoggedModel
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.types import ROLES, Model


def build_model(settings: Settings) -> Model:
    """The offline policy when no endpoint is configured, else the OpenAI-compatible client.

    Raises :class:`ConfigError` (or its :class:`MissingApiKeyError`) for a remote endpoint
    without a key, a missing model name, or a cost budget without prices.
    """
    llm = settings.llm
    if not llm.base_url:
        return OfflinePolicy()
    if settings.budget.max_cost_usd is not None:
        unpriced = sorted({llm.model_for(role) or "" for role in ROLES} - set(llm.prices))
        if unpriced:
            raise ConfigError(
                f"a cost budget is set but model(s) {', '.join(unpriced)} have no price; add "
                '[llm.prices."<model>"] with prompt_per_mtok and completion_per_mtok to the '
                "config file, or drop budget.max_cost_usd"
            )
    from mobilexperts.llm.openai_model import OpenAICompatibleModel  # loads openai: only here

    return OpenAICompatibleModel(llm)


@dataclass(frozen=True)
class RunModel:
    """The model a run uses, with the budget it spends and the log of its calls."""

    model: Model
    budget: Budget
    log: CallLog


def build_run_model(settings: Settings, model: Model | None = None) -> RunModel:
    """``model`` (else :func:`build_model`) wrapped so each call is checked against the budget
    and logged."""
    budget = Budget(settings.budget)
    log = CallLog()
    model = LoggedModel(BudgetedModel(model or build_model(settings), budget), log)
    return RunModel(model=model, budget=budget, log=log)
