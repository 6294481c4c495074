"""Prompt templates: jinja2 files shipped beside the code that renders them.

A package keeps its templates in a ``prompts/`` folder (``experts/prompts/decide.j2``) and
renders them with ``render_prompt("experts", "decide", context)`` from the role's typed context
(a pydantic model: its fields are the template's variables). Rendering is strict: a variable
missing from the context is an error, never an empty string. Every ``X.j2`` has a sibling
``X.example.json``: ``{"$model": "package.module:Model", ...fields}``, validated as that model,
so one test renders every template of the repository from the model it is rendered from.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from pydantic import BaseModel, ValidationError

from mobilexperts.errors import MobilexpertsError

TEMPLATE_SUFFIX = ".j2"
EXAMPLE_SUFFIX = ".example.json"


class PromptError(MobilexpertsError):
    """A prompt template is missing or its context lacks a variable it uses."""


Context = BaseModel | Mapping[str, Any]


def render_prompt(package: str, name: str, context: Context) -> str:
    """Render ``<package>/prompts/<name>.j2`` with ``context``."""
    where = f"{package.replace('.', '/')}/prompts/{name}{TEMPLATE_SUFFIX}"
    try:
        template = _package_environment(package).get_template(name + TEMPLATE_SUFFIX)
    except (jinja2.TemplateNotFound, ValueError, ModuleNotFoundError):
        raise PromptError(f"prompt template {where} does not exist") from None
    return _render(template, context, where)


def render_template_file(path: Path, context: Context) -> str:
    """Render one template file with the same rules as :func:`render_prompt`."""
    environment = _environment(jinja2.FileSystemLoader(str(path.parent)))
    return _render(environment.get_template(path.name), context, str(path))


def find_templates(roots: Iterable[Path]) -> list[Path]:
    """Every ``*.j2`` file under ``roots``, sorted."""
    return sorted(
        path for root in roots if root.is_dir() for path in root.rglob("*" + TEMPLATE_SUFFIX)
    )


def example_context(template: Path) -> Context:
    """The ``X.example.json`` context that lives beside ``X.j2``, as the model it names (a
    plain mapping for a template that is no prompt and names none, such as a report)."""
    example = template.with_name(template.name.removesuffix(TEMPLATE_SUFFIX) + EXAMPLE_SUFFIX)
    try:
        data = json.loads(example.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise PromptError(
            f"template {template} has no example context; add {example.name} beside it"
        ) from None
    named = data.pop("$model", None)
    if named is None and template.parent.name != "prompts":
        return data
    if not isinstance(named, str) or ":" not in named:
        raise PromptError(f'{example.name} must name its context model: "$model": "module:Model"')
    module, _, attribute = named.partition(":")
    model = getattr(importlib.import_module(module), attribute, None)
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise PromptError(f"{example.name}: {named} is not a pydantic model")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise PromptError(f"{example.name} is not a valid {attribute}: {exc}") from None


def _render(template: jinja2.Template, context: Context, where: str) -> str:
    variables = dict(context) if isinstance(context, BaseModel) else context
    try:
        return template.render(**variables).strip()
    except jinja2.UndefinedError as exc:
        raise PromptError(f"prompt {where}: {exc.message}; pass it in the context") from None


@cache
def _package_environment(package: str) -> jinja2.Environment:
    return _environment(jinja2.PackageLoader(package, "prompts"))


def _environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    return jinja2.Environment(
        loader=loader,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
