"""The offline handler of ``synthesize_tool``: compiles a trajectory segment into tool code.

Each step becomes one verb over the ``dev`` facade. Fixed elements are named by selectors
(resource-id when it is unique on its screen, else a caption that tells the element apart,
else content-desc, else resource-id and position); typed text becomes a ``str`` parameter (a
text composed from a parameter's value, a template of it: :mod:`tools_store.composed`); a
tapped element whose caption is a value from the request becomes a parameter
(``dev.tap(id="row", text=name)``), and a control in the list row of such a value is found
near it (``dev.tap(id="like", near=name)``); a list row picked by a value is scrolled to
first (``dev.scroll_to(...)``: another value may be further down the list; on a search screen
it is searched for first, :mod:`tools_store.filtering`). The request's
values are read by :mod:`tools_store.values`. The postcondition carries the evidence: each
parameter whose example the end screen shows (``{name}``), each list item it picked that the
screen it was picked on no longer lists (a deleted item), and the elements the taps turned on
or off.
Nothing here knows an app or a task.
"""

from __future__ import annotations

import itertools
import re
from datetime import datetime

from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import OpenApp, Swipe, Text, Wait
from mobilexperts.perception.signature import is_label_like
from tools_store.answers import answer_fields, answer_part, answer_row, field_name
from tools_store.composed import composed_text
from tools_store.draft import ToolDraft
from tools_store.filtering import opens_search, search_lines
from tools_store.naming import describe_screen, identifier, own_part, summary, tool_name
from tools_store.param_types import accepts, infer_kind, normalize
from tools_store.records import ElementState, ToolParam
from tools_store.trajectory import SynthesisContext, SynthesisStep, TargetFacts
from tools_store.values import request_values

Selector = list[tuple[str, str]]
MAX_WAIT_SECONDS = 10.0
POSITIONED = ("SeekBar", "Slider")
"""Controls where a tap's position is the value set: a selector taps the middle, so a tool ends
before such a tap."""
_SOME_DAY = datetime(2026, 1, 1)
_GLUE = frozenset({"a", "an", "the", "of", "and", "or", "for", "with", "from", "to", "in", "on"})
"""Words too common to tell which row a request describes."""


def _norm(text: str) -> str:
    return " ".join(str(text).split()).casefold()


class _Param:
    def __init__(self, name: str, example: str, slot: str) -> None:
        self.name = name
        self.example = example
        self.slot = slot
        self.typed = False
        self.said = ""
        self.choices: list[str] = []


class _Compiler:
    """Compiles the steps of one synthesis context into lines of tool code."""

    def __init__(self, context: SynthesisContext) -> None:
        self.values = request_values(context.instruction, context.apps)
        self.said = _norm(context.instruction)
        self.params: dict[str, _Param] = {}
        self.picked: dict[str, str] = {}
        """Parameters naming a list item the tool picked, and the screen it was picked on."""
        self.picked_by_value: set[str] = set()
        """Parameters an element was tapped by (its caption is the value)."""
        self.lines: list[str] = []
        self.last_step = context.steps[0].step
        self.changed = True
        self.opened_search = False
        """The last step tapped a search control into the screen now shown."""

    # -- parameters --------------------------------------------------------------------------

    def _slot(self, value: str) -> tuple[str, str]:
        """The slot of the request value ``value`` is (or contains, or is part of, or means,
        as ``06:45`` means "6:45 AM"), and the request's words for it; or ``("", "")``."""
        wanted = _norm(value)
        for item in self.values:
            if _norm(item.value) == wanted:
                return item.slot, ""
        for item in self.values:
            given = _norm(item.value)
            if len(given) >= 3 and (given in wanted or wanted in given):
                return item.slot, ""
        kind = infer_kind(value)
        for item in self.values:
            if kind is None or not accepts(kind, item.value):
                continue
            # a day the request names from today ("tomorrow") reads as any date: the day the
            # run happened on is not known here
            relative = kind == "date" and item.slot == "date" and not re.search(r"\d", item.value)
            if relative or normalize(kind, item.value, value, _SOME_DAY) == value:
                return item.slot, item.value
        return "", ""

    def _param(self, value: str, hint: str) -> _Param:
        for param in self.params.values():
            if _norm(param.example) == _norm(value):
                return param
        slot, said = self._slot(value)
        base = slot if slot and slot != "text" else identifier(hint or slot or "text", "text")
        name, n = base, 2
        while name in self.params:
            name, n = f"{base}_{n}", n + 1
        self.params[name] = _Param(name, value, slot)
        self.params[name].said = said
        return self.params[name]

    def _request_value_in(self, texts: list[str]) -> str | None:
        """The one of ``texts`` (as shown) that is a value of the request, if any; else one
        the request says word for word that holds a value of it ("Robotics (cs.RO)" for a
        request naming "Robotics" in those words): another request names another such item."""
        normed = [_norm(t) for t in texts]
        for item in self.values:
            wanted = _norm(item.value)
            if wanted in normed:
                return texts[normed.index(wanted)]
        for text, shown in zip(texts, normed, strict=True):
            said = re.search(rf"(?<!\w){re.escape(shown)}(?!\w)", self.said) if shown else None
            if said and any(len(v.value) >= 3 and _norm(v.value) in shown for v in self.values):
                return text
        return None

    # -- selectors -----------------------------------------------------------------------------

    @staticmethod
    def _fixed(target: TargetFacts) -> Selector | None:
        rid, desc = target.id, target.desc
        parts = target.parts
        first = parts[0] if parts else target.text
        shared = target.caption_count > 1
        if rid and target.id_count <= 1:
            return [("id", repr(rid))]
        if first and is_label_like(first) and not shared:
            return [("text", repr(first))]
        if desc and is_label_like(desc) and not shared:
            return [("desc", repr(desc))]
        if rid:
            return [("id", repr(rid)), ("index", str(target.id_position))]
        if first and is_label_like(first):
            return [("text", repr(first))]
        return None

    def _choice(self, target: TargetFacts, activity: str) -> Selector | None:
        """A selector naming the tapped element through a request value, if one applies."""
        own = [*target.parts, target.text, target.desc]
        shown = self._request_value_in([t for t in own if t]) or self._said_row(target)
        row = target.row_parts
        position_base = row if row else target.parts
        if shown is not None:
            param = self._param(shown, target.id.rpartition("/")[2] or "item")
            self.picked_by_value.add(param.name)
            self._add_choices(param, target, position_base, shown)
            if param.choices:
                self.picked.setdefault(param.name, activity)
            # the id keeps the choice off other elements showing the value (a search field)
            kept = [("id", repr(target.id))] if target.id else []
            return [*kept, ("text", param.name)]
        shown = self._request_value_in(row)
        if shown is None:
            return None
        param = self._param(shown, "item")
        self._add_choices(param, target, row, shown)
        if param.choices:
            self.picked.setdefault(param.name, activity)
        anchor = self._fixed(target.model_copy(update={"caption_count": 1, "id_count": 1}))
        base = [pair for pair in anchor or [] if pair[0] != "index"]
        return [*base, ("near", param.name)] if base else None

    def _said_row(self, target: TargetFacts) -> str | None:
        """The caption of a list row among rows of its id that the request says whole, in its
        own words and case ("move my zap review" for the row "Zap review"): another request
        names another row, so the caption is a value (one word is too common to be one)."""
        first = target.parts[0] if target.parts else target.text
        if not (target.in_list and target.id and target.id_count > 1) or len(first.split()) < 2:
            return None
        said = re.search(rf"(?<!\w){re.escape(_norm(first))}(?!\w)", self.said)
        return first if said else None

    def _described(self, target: TargetFacts) -> Selector | None:
        """A list row among rows of its id, whose caption the request describes by two of its
        words in a row ("the meeting minutes" for "Meeting minutes 2026-03-10.pdf"): named by
        that caption, not by its place in the list."""
        first = target.parts[0] if target.parts else target.text
        if not (target.in_list and target.id and target.id_count > 1 and target.caption_count == 1):
            return None
        said = " ".join(re.findall(r"[a-z]+", self.said))
        caption = [w for w in re.findall(r"[a-z]+", first.casefold()) if w not in _GLUE]
        pairs = [f"{a} {b}" for a, b in itertools.pairwise(caption)]
        described = any(re.search(rf"\b{pair}\b", said) for pair in pairs)
        return [("id", repr(target.id)), ("text", repr(first))] if described else None

    @staticmethod
    def _add_choices(param: _Param, target: TargetFacts, parts: list[str], shown: str) -> None:
        normed = [_norm(p) for p in parts]
        if _norm(shown) not in normed:
            return
        position = normed.index(_norm(shown))
        for alternative in target.alternatives:
            value = alternative[position] if len(alternative) > position else ""
            if value and value not in param.choices and _norm(value) != _norm(shown):
                param.choices.append(value)

    # -- steps -----------------------------------------------------------------------------------

    def _emit(self, line: str, step: SynthesisStep) -> None:
        self.lines.append(line)
        self.last_step = step.step
        self.changed = bool(step.screen_changed)
        target = step.target if step.kind == "tap" and self.changed else None
        self.opened_search = target is not None and opens_search(target.id, target.label)

    def _scroll_to(self, selector: Selector) -> None:
        """A list row picked by a value may be below the fold for another value: wait for the
        list, then scroll until the row is shown."""
        listed = [pair for pair in selector if pair[0] == "id"]
        if self.changed and listed:
            self.lines.append(f"dev.wait_for({', '.join(f'{k}={v}' for k, v in listed)})")
        self.lines.append(f"dev.scroll_to({', '.join(f'{k}={v}' for k, v in selector)})")
        self.changed = False

    def _targeted(
        self, verb: str, selector: Selector, step: SynthesisStep, extra: str = ""
    ) -> None:
        rendered = ", ".join(f"{key}={expr}" for key, expr in selector)
        if self.changed:
            self.lines.append(f"dev.wait_for({rendered})")
        args = ", ".join(filter(None, (extra, rendered)))
        self._emit(f"dev.{verb}({args})", step)

    def step(self, step: SynthesisStep) -> bool:
        """Compile one step; False when it cannot be compiled (the tool ends before it)."""
        op, target = step.operation, step.target
        if isinstance(op, OpenApp):
            self._emit(f"dev.launch({op.app!r})", step)
        elif op.kind in ("tap", "long_press"):
            if target is not None and target.cls.endswith(POSITIONED) and op.x is not None:
                return False
            chosen = self._choice(target, step.activity) if target else None
            described = self._described(target) if target and not chosen else None
            selector = (chosen or described or self._fixed(target)) if target else None
            if selector is None:
                return False
            if chosen is not None and target is not None and target.in_list:
                param = self.params.get(dict(chosen).get("text", ""))
                if param is not None and not param.typed and self.opened_search:
                    self.lines += search_lines(target.search_field, param.name)
                self._scroll_to(chosen)
            self._targeted(op.kind, selector, step)
        elif isinstance(op, Text):
            examples = {p.name: p.example for p in self.params.values()}
            typed = composed_text(op.content, examples, self.said)
            if typed is None:
                param = self._param(op.content, target.id.rpartition("/")[2] if target else "")
                param.typed, typed = True, param.name
            extra = typed + (", clear=True" if op.clear else "")
            selector = self._fixed(target) if target else None
            if selector:
                self._targeted("type", selector, step, extra)
            else:
                self._emit(f"dev.type({extra})", step)
            if op.submit:
                self.lines.append("dev.enter()")
        elif isinstance(op, Swipe):
            self._emit(f"dev.swipe({op.direction!r})", step)
        elif op.kind == "back":
            self._emit("dev.back()", step)
        elif isinstance(op, Wait):
            self._emit(f"dev.wait({min(op.seconds, MAX_WAIT_SECONDS)})", step)
        else:
            return False
        return True


def _docstring(text: str) -> str:
    text = text.replace("\\", "/").replace('"""', "'''")
    return text + (" " if text.endswith('"') else "")


def compile_trajectory(context: SynthesisContext) -> ToolDraft:
    """The tool the steps of ``context`` make, compiled deterministically."""
    compiler = _Compiler(context)
    for step in context.steps:
        if not compiler.step(step):
            break
    params = list(compiler.params.values())
    for param in params:
        if param.typed and param.name in compiler.picked_by_value and not param.choices:
            param.choices = _other_rows(context.rows, param.example)
    complete = compiler.last_step == context.steps[-1].step
    end_texts = [_norm(t) for t in context.end.texts] if complete else []
    shows = [f"{{{p.name}}}" for p in params if any(_norm(p.example) in t for t in end_texts)]
    states = _toggled(context, compiler.last_step) if complete else []
    hides = [
        f"{{{name}}}"
        for name, activity in compiler.picked.items()
        if complete and activity == context.end.activity and f"{{{name}}}" not in shows
    ]
    app_label = context.app_label or context.app.rpartition(".")[2]
    about = summary(context.instruction, {p.name: p.said or p.example for p in params}, app_label)
    if context.partial:
        about = own_part(about, app_label)
    values = [p.example for p in params] + [p.said for p in params if p.said]
    name = tool_name(re.sub(r"<\w+>", " ", about), values, app_label)
    start = (
        f"any screen (opens {app_label})"
        if context.launches
        else describe_screen(context.start.activity, context.start.package)
    )
    end = describe_screen(context.end.activity, context.end.package)
    if shows:
        end += " showing " + ", ".join(f"<{s.strip('{}')}>" for s in shows)
    if hides:
        end += " without " + ", ".join(f"<{s.strip('{}')}>" for s in hides)
    shown_in = answer_fields(context) if complete else []
    reads = {field_name(rid): f"dev.read_text(id={rid!r})" for rid in shown_in}
    one_screen = len(context.steps) == 1
    row = answer_row(context) if complete and one_screen and not reads else None
    if row is not None:
        reads = {field_name(row[0]): f"dev.read_text(id={row[0]!r}, index={row[1]})"}
    part = (
        answer_part(context, {p.name: p.example for p in params})
        if complete and not reads
        else None
    )
    if part is not None:
        reads = {"shown_value": f"dev.read_text(text={part[0]}, part={part[1]})"}
    if reads:
        returned = ", ".join(f"{k!r}: {v}" for k, v in reads.items())
        compiler.lines.append(
            f"return {next(iter(reads.values()))}" if len(reads) == 1 else f"return {{{returned}}}"
        )
        end += "; returns its " + " and ".join(k.replace("_", " ") for k in reads)
    description = f"{about}. Starts: {start}. Ends: {end}."
    signature = ", ".join(["dev", *(f"{p.name}: str" for p in params)])
    doc = _docstring(f"{about}.\n\n    Starts: {start}. Ends: {end}.")
    body = "\n".join(f"    {line}" for line in compiler.lines)
    source = f'def {name}({signature}):\n    """{doc}"""\n{body}\n'
    return ToolDraft(
        name=name,
        description=re.sub(r"\s+", " ", description),
        params=[
            ToolParam(
                name=p.name,
                type="str",
                description=("text to type" if p.typed else "the item to pick")
                + (f" ({p.slot} from the request)" if p.slot else ""),
                example=p.example,
                choices=p.choices,
            )
            for p in params
        ],
        source=source,
        first_step=context.steps[0].step,
        last_step=compiler.last_step,
        shows=shows,
        states=states,
        hides=hides,
    )


def _other_rows(rows: list[str], example: str) -> list[str]:
    """Row captions with as many words as ``example`` (a place for a place, a person for a
    person), other than it: the values a typed value picked from a list could take."""
    size = len(example.split())
    return [r for r in rows if len(r.split()) == size and _norm(r) != _norm(example)]


def _toggled(context: SynthesisContext, last_step: int) -> list[ElementState]:
    """The elements the tool's taps turned on or off, as the end screen shows them."""
    states: dict[str, bool] = {}
    for step in context.steps:
        target = step.target
        if step.step > last_step or step.kind != "tap" or target is None or not target.id:
            continue
        end = context.end.states.get(target.id)
        if end is not None and end != target.on:
            states[target.id] = end
    return [ElementState(id=id_, on=on) for id_, on in states.items()]


@offline_handler("synthesize_tool")
def synthesize_tool_offline(request: ModelRequest) -> ToolDraft:
    """Answer ``synthesize_tool`` from its context by compiling the trajectory."""
    return compile_trajectory(context_of(request, SynthesisContext))
