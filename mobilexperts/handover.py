"""Handing a sensitive step to the person (AppAgent v2's safety check): the seam and its records.

Before a sensitive step (a password or a payment detail, a purchase, deleting data, a first
message to a new recipient, a permission) the agent asks a :class:`Handover` what to do: the
person does it on the phone themselves (``person``), lets the agent do it (``agent``), or ends
the run (``abort``). The CLI prompts in the terminal, the Python API calls back (sync or async),
and the studio can show a button; each implements this Protocol.
"""

from __future__ import annotations

from typing import Literal, Protocol, get_args

from pydantic import BaseModel

from mobilexperts.errors import ConfigError

Category = Literal["credential", "payment", "purchase", "delete", "new_recipient", "permission"]
CATEGORIES: tuple[str, ...] = get_args(Category)
Choice = Literal["person", "agent", "abort"]

CATEGORY_TEXT: dict[str, str] = {
    "credential": "entering a password or PIN",
    "payment": "entering a payment or card detail",
    "purchase": "confirming a purchase",
    "delete": "deleting data",
    "new_recipient": "sending to a new recipient",
    "permission": "granting a permission",
}


class HandoverRequest(BaseModel):
    """What the agent wants to do and why: the step, its category and the element it acts on."""

    step: int
    category: Category
    reason: str
    operation: str
    target: str = ""
    app: str = ""
    instruction: str = ""
    thought: str = ""
    source: Literal["expert", "tool"] = "expert"

    def describe(self) -> str:
        """One line for a person: ``confirming a purchase: tap "Place your order" (Shop)``."""
        where = f" ({self.app})" if self.app else ""
        return f"{CATEGORY_TEXT[self.category]}: {self.operation}{where}"


class HandoverRecord(BaseModel):
    """A handover as the run record keeps it: the request, what the person chose, a note."""

    request: HandoverRequest
    choice: Choice
    note: str = ""


class Handover(Protocol):
    """Asks the person what to do about a sensitive step."""

    def hand_over(self, request: HandoverRequest) -> HandoverRecord: ...


class NoPerson:
    """The handover when nobody can answer (a script, a test, a background run): abort."""

    def hand_over(self, request: HandoverRequest) -> HandoverRecord:
        return HandoverRecord(
            request=request,
            choice="abort",
            note=f"no person to hand over to; allow it with --allow {request.category}",
        )


def parse_categories(values: list[str] | tuple[str, ...]) -> list[Category]:
    """Categories named on a command line or in settings (``all`` names every one)."""
    found: list[Category] = []
    for value in values:
        for word in value.replace(",", " ").split():
            if word == "all":
                return list(get_args(Category))
            if word not in CATEGORIES:
                raise ConfigError(
                    f"unknown sensitive-step category {word!r}; use one of "
                    f"{', '.join(CATEGORIES)} or all"
                )
            found.append(word)  # type: ignore[arg-type]
    return list(dict.fromkeys(found))
