"""Where a compiled tool reads the run's answer on its end screen: the elements that show it,
else the list row that does, else the part of a folded label beside an argument it shows.
Nothing here knows an app.
"""

from __future__ import annotations

from sandbox.selectors import label_parts
from tools_store.naming import identifier
from tools_store.trajectory import SynthesisContext

MAX_ROW_INDEX = 50  # the highest index= a selector takes


def _norm(text: str) -> str:
    return " ".join(str(text).split()).casefold()


def field_name(rid: str) -> str:
    """The name a tool's answer read from the element ``rid`` is returned under."""
    return identifier(rid.rpartition("/")[2], "value")


def answer_fields(context: SynthesisContext) -> list[str]:
    """The resource-ids of the end screen's elements that show the run's answer: the one
    that shows all of it, else those showing its parts, in the answer's order."""
    answer = _norm(context.answer)
    if not answer:
        return []
    fields = {rid: _norm(text) for rid, text in context.end.fields.items() if len(text) >= 4}
    whole = [rid for rid, shown in fields.items() if answer in shown]
    if whole:
        return [min(whole, key=lambda rid: len(fields[rid]))]
    parts = [(answer.index(shown), rid) for rid, shown in fields.items() if shown in answer]
    return [rid for _, rid in sorted(parts)]


def answer_row(context: SynthesisContext) -> tuple[str, int] | None:
    """The list row of the end screen that shows the run's answer (its resource-id and place
    among the rows of that id), when no element of its own does."""
    answer = _norm(context.answer)
    if not answer:
        return None
    for rid, texts in context.end.rows.items():
        for place, text in enumerate(texts[: MAX_ROW_INDEX + 1]):
            if answer in _norm(text):
                return rid, place
    return None


def answer_part(context: SynthesisContext, examples: dict[str, str]) -> tuple[str, int] | None:
    """The parameter a folded label of the end screen shows beside the run's answer, and the
    answer's place among the label's parts ("nomad.lens | Positano, Italy"): a label no id
    names, found by the argument it shows."""
    answer = _norm(context.answer)
    named_by = {_norm(example): name for name, example in examples.items()}
    for text in context.end.texts if answer else []:
        parts = [_norm(part) for part in label_parts(text)]
        named = [named_by[part] for part in parts if part in named_by and part != answer]
        if answer in parts and named:
            return named[0], parts.index(answer)
    return None
