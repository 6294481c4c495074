"""The controls a tool's own steps use: what it does, read from its recorded operations.

A learned tool's description repeats the whole request of the run it came from, so it cannot say
which part of that request the tool itself does. Its source can: the controls it taps and the
fields it types into ("forward", "add_to_cart", "Save") name its acts. Only literal selectors
count (a row picked by a parameter is the thing acted on, not an act), and a tapped text only
when it is as short as a control's label. Nothing here knows an app.
"""

from __future__ import annotations

import ast

ACTING = ("tap", "long_press", "type")
"""The ``dev`` calls whose selector names a control the tool acts with."""
MAX_LABEL_WORDS = 3
"""A tapped text longer than this is a row's content, not a control's label."""


def _selector_labels(call: ast.Call) -> list[str]:
    labels = []
    for keyword in call.keywords:
        value = keyword.value
        if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
            continue
        if keyword.arg == "id":
            labels.append(value.value.rpartition("/")[2])
        elif keyword.arg in ("text", "desc") and len(value.value.split()) <= MAX_LABEL_WORDS:
            labels.append(value.value)
    return labels


def dev_verb(node: ast.AST) -> str:
    """The verb of ``node`` when it is a call ``dev.<verb>(...)`` in a tool's source, else ""."""
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.attr if func.value.id == "dev" else ""
    return ""


def control_labels(source: str) -> list[str]:
    """The labels of the controls ``source``'s taps and typing pick by a literal selector (a
    resource id's name, a description, a short text), in source order, each once."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    labels: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and dev_verb(node) in ACTING):
            continue
        for label in _selector_labels(node):
            if label and label not in labels:
                labels.append(label)
    return labels
