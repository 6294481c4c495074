"""Fresh values for a searched parameter, drawn from what the app shows.

A tool that types its parameter into a field and submits it (a search) can only be replayed
with a value the app knows: an invented one ("Lucia Trattoria") finds nothing. Before the fresh
replay, admission runs the tool up to that submit with a word of the example as the query,
reads the listed results and takes another item named alike (a place for a place: "Osteria
Verde" for "Trattoria Lucia"); when a word of the example lists only the example, the words its
result rows show about it ("Italian") are searched next. Nothing here knows an app.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from mobilexperts.perception import Screen
from tools_store.controls import dev_verb
from tools_store.records import ParamValue, WorkflowTool

MAX_PROBES = 4
"""Searches tried at most per parameter."""
WANTED = 5
"""Other values enough for the fresh replays."""
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{2,}")

Probe = Callable[[str, dict[str, ParamValue]], Screen | None]
"""Runs a probe tool's source with arguments from the start state; the screen it ends on, or
None when it failed."""


def dev_call(node: ast.stmt, verb: str) -> ast.Call | None:
    """The call when ``node`` is a statement ``dev.<verb>(...)`` of a tool's source, else None."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        return node.value if dev_verb(node.value) == verb else None
    return None


def search_source(source: str, param: str) -> str | None:
    """``source`` cut after the submit right after typing ``param`` (the tool's search alone),
    or None when it never types ``param`` and submits it at once."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    func = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    if func is None:
        return None
    for number, node in enumerate(func.body[:-1]):
        call = dev_call(node, "type")
        first = call.args[0] if call is not None and call.args else None
        typed = isinstance(first, ast.Name) and first.id == param
        if typed and dev_call(func.body[number + 1], "enter") is not None:
            func.body = func.body[: number + 2]
            return ast.unparse(tree) + "\n"
    return None


def _shape(text: str) -> tuple[str, ...]:
    return tuple(
        "9" if any(c.isdigit() for c in w) else "A" if w[:1].isupper() else "a"
        for w in text.split()
    )


def _listed(screen: Screen) -> list[str]:
    """The parts of the listed items' labels ("Osteria Verde", "$$ · Italian · 659 River Rd")."""
    return [
        " ".join(part.split())
        for el in screen.elements
        if el.in_list
        for part in el.label.split(" | ")
        if part.strip()
    ]


def _alike(texts: list[str], example: str) -> list[str]:
    """The first words of each text, as many as ``example`` has, that look like it (capitals,
    digits) and are not it."""
    size = len(example.split())
    out = []
    for text in texts:
        head = " ".join(text.split()[:size])
        same = head.casefold() == example.casefold() or example.casefold() in text.casefold()
        if len(text.split()) >= size and _shape(head) == _shape(example) and not same:
            out.append(head)
    return out


def _form(example: str) -> re.Pattern[str] | None:
    """For a value of digits and separators alone (an id such as ``4521.07733``), the texts
    of its form, any digit for each of its digits; None for any other value."""
    if not re.fullmatch(r"\d[\d.:/-]*\d", example):
        return None
    body = "".join(r"\d" if c.isdigit() else re.escape(c) for c in example)
    return re.compile(rf"(?<![\w.]){body}(?!\w|[.:/-]\d)")


def _formed(texts: list[str], form: re.Pattern[str], example: str) -> list[str]:
    """The values of ``form`` that ``texts`` show, other than ``example``."""
    return [v for text in texts for v in form.findall(text) if v != example]


def searched_choices(tool: WorkflowTool, example: str, param: str, probe: Probe) -> list[str]:
    """Other values of the searched ``param`` the app lists, named like ``example`` (an id: of
    its form, found by searching its leading digits); empty when the tool does not search it
    or nothing else is listed."""
    source = search_source(tool.source, param)
    if source is None or not isinstance(example, str):
        return []
    own = {w.casefold() for w in _WORD.findall(example)}
    form = _form(example)
    lead = re.match(r"\d+", example) if form else None
    queue = sorted(_WORD.findall(example), key=len, reverse=True)
    queue += [lead.group()] if lead and lead.group() != example else []
    asked: set[str] = set()
    found: list[str] = []
    for _ in range(MAX_PROBES):
        word = next((w for w in queue if w.casefold() not in asked), None)
        if word is None or len(found) >= WANTED:
            break
        asked.add(word.casefold())
        screen = probe(source, {param: word})
        texts = _listed(screen) if screen is not None else []
        alike = _formed(texts, form, example) if form else _alike(texts, example)
        found += [v for v in alike if v not in found]
        # the words a result shows about the example find its kind before its other words do
        about = [
            w
            for text in texts
            for w in _WORD.findall(text)
            if w[:1].isupper() and w.casefold() not in own
        ]
        queue = about + [w for w in queue if w not in about]
    return found[:WANTED]


def with_searched_choices(
    tool: WorkflowTool, recorded: dict[str, ParamValue], probe: Probe
) -> WorkflowTool:
    """``tool`` with the values the app lists as the first choices of each text parameter it
    searches (one without choices that look like its example), for the fresh replays to draw
    from."""
    params = []
    for param in tool.params:
        example = recorded.get(param.name)
        alike = [c for c in param.choices if _shape(c) == _shape(str(example))]
        if param.type == "str" and not alike and isinstance(example, str):
            choices = searched_choices(tool, example, param.name, probe)
            if choices:
                param = param.model_copy(update={"choices": [*choices, *param.choices]})
        params.append(param)
    return tool.model_copy(update={"params": params})
