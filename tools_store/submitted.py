"""Evidence that a tool submitted a form with its arguments: it typed every argument into a
form and then used the form's submit control ("Send"), so what it was given went where the
app takes it, although the screen it ends on (a mailbox) names none of it.

From the start snapshot, the tool is run up to that tap with the fresh arguments: each must be
held by a field of the form, and the control the tap picks must submit (a "Discard" does not);
the whole fresh replay must then leave the form, or end on an empty one of its kind (a new
message opened after sending). Nothing here knows an app.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from mobilexperts.perception import Screen
from mobilexperts.perception.controls import is_submit_control
from sandbox.selectors import resolve
from tools_store.probe import dev_call
from tools_store.records import ParamValue, ReplayResult

Run = Callable[[str, dict[str, ParamValue]], Screen | None]
"""Runs a tool source with arguments from the start state; the screen it ends on, or None."""


def form_source(source: str, params: list[str]) -> tuple[str, dict[str, object]] | None:
    """``source`` cut before the first tap after it typed every one of ``params`` (the form
    filled), and that tap's selector; None when it does not type each parameter before a tap."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    func = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    if func is None or not params:
        return None
    typed: set[str] = set()
    for number, node in enumerate(func.body):
        call = dev_call(node, "type")
        first = call.args[0] if call is not None and call.args else None
        if isinstance(first, ast.Name):
            typed.add(first.id)
        tap = dev_call(node, "tap")
        if tap is not None and typed >= set(params):
            try:
                selector = {k.arg: ast.literal_eval(k.value) for k in tap.keywords if k.arg}
            except ValueError:
                return None
            func.body = func.body[:number]
            return ast.unparse(tree) + "\n", selector
    return None


def _held(screen: Screen, value: ParamValue) -> bool:
    wanted = " ".join(str(value).split()).casefold()
    return any(
        el.editable and wanted and wanted in " ".join(el.text.split()).casefold()
        for el in screen.elements
    )


def submitted(source: str, params: list[str], fresh: ReplayResult, run: Run) -> bool:
    """Whether the passing ``fresh`` replay submitted a form holding every argument: run up
    to its submit tap, each argument is in a field and the tap picks a submit control; the
    replay itself ended elsewhere, or on a form of that kind holding none of them."""
    cut = form_source(source, params)
    if cut is None or not fresh.ok:
        return False
    form = run(cut[0], fresh.args)
    if form is None:
        return False
    control = resolve(form, cut[1])
    held = all(_held(form, fresh.args[p]) for p in params if p in fresh.args)
    if not held or control is None or not is_submit_control(control):
        return False
    if form.signature != fresh.screen:
        return True
    end = run(source, fresh.args)
    return end is not None and not any(_held(end, fresh.args[p]) for p in params)
