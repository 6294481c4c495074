"""A text a run composed from a request value: typed again from the tool's parameter.

A run may type a text the request does not say but builds from one of its values ("Porto is
the subject of this page ..." for a page titled "Porto"). As a parameter of its own, such a text
would need a value no later request gives, so the tool could never be chosen; instead the tool
types it as a template of the parameters whose examples it holds. Nothing here knows an app.
"""

from __future__ import annotations

import ast
import re

MIN_VALUE_CHARS = 3
"""A shorter example is too common a string to stand for its parameter inside a text."""


def _norm(text: str) -> str:
    return " ".join(str(text).split()).casefold()


def composed_text(content: str, examples: dict[str, str], said: str) -> str | None:
    """The f-string expression that types ``content`` with each parameter example it holds
    (``examples``, by parameter name) replaced by that parameter; None when the request
    (``said``, normalized) says ``content``, when it is one of the examples, or when it holds
    none of them."""
    text = _norm(content)
    if not text or text in said or any(text == _norm(e) for e in examples.values()):
        return None
    held = {
        example: name
        for name, example in examples.items()
        if len(example.strip()) >= MIN_VALUE_CHARS
        and re.search(rf"(?<!\w){re.escape(example)}(?!\w)", content)
    }
    if not held:
        return None
    pattern = "|".join(re.escape(e) for e in sorted(held, key=len, reverse=True))
    values: list[ast.expr] = []
    for number, part in enumerate(re.split(rf"(?<!\w)({pattern})(?!\w)", content)):
        if number % 2:
            values.append(ast.FormattedValue(value=ast.Name(id=held[part]), conversion=-1))
        elif part:
            values.append(ast.Constant(value=part))
    return ast.unparse(ast.JoinedStr(values=values))
