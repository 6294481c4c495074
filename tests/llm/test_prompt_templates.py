"""Every prompt template of the repository renders with its example context, strictly."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

import mobilexperts
from mobilexperts.llm import PromptError, render_prompt
from mobilexperts.llm.prompts import (
    example_context,
    find_templates,
    render_template_file,
)

REPO = Path(mobilexperts.__file__).resolve().parent.parent
PACKAGES = ("mobilexperts", "experts", "tools_store", "memory", "planners", "sandbox", "evals")
TEMPLATES = find_templates(REPO / name for name in PACKAGES)


def test_the_repository_has_templates_to_check():
    assert REPO / "mobilexperts/llm/prompts/doctor_probe.j2" in TEMPLATES


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda path: str(path.relative_to(REPO)))
def test_template_renders_with_its_example_context(template):
    context = example_context(template)
    if template.parent.name == "prompts":
        assert isinstance(context, BaseModel), "a prompt renders from its role's typed context"
    text = render_template_file(template, context)
    assert text.strip()
    assert "{{" not in text and "{%" not in text


def test_package_prompt_renders_by_name():
    with_image = render_prompt(
        "mobilexperts.llm", "doctor_probe", {"product": "X", "image": {"width": 8, "height": 9}}
    )
    without = render_prompt("mobilexperts.llm", "doctor_probe", {"product": "X", "image": None})
    assert "8x9 square" in with_image and '"colour"' in with_image
    assert "square" not in without and without.startswith("X is checking")


def test_missing_variable_is_an_error_not_an_empty_string():
    with pytest.raises(PromptError, match="'product' is undefined"):
        render_prompt("mobilexperts.llm", "doctor_probe", {})


def test_missing_template_and_missing_example_are_clear(tmp_path):
    with pytest.raises(PromptError, match=r"mobilexperts/llm/prompts/nope\.j2 does not exist"):
        render_prompt("mobilexperts.llm", "nope", {})
    lonely = tmp_path / "lonely.j2"
    lonely.write_text("hi {{ name }}")
    with pytest.raises(PromptError, match=r"add lonely\.example\.json"):
        example_context(lonely)


def test_a_prompt_example_must_name_a_valid_context_model(tmp_path):
    prompts = tmp_path / "prompts"
    prompts.mkdir()
    (prompts / "probe.j2").write_text("{{ product }}")
    (prompts / "probe.example.json").write_text('{"product": "X"}')
    with pytest.raises(PromptError, match="must name its context model"):
        example_context(prompts / "probe.j2")
    (prompts / "probe.example.json").write_text(
        '{"$model": "mobilexperts.llm.doctor:ProbeContext", "product": 3}'
    )
    with pytest.raises(PromptError, match="not a valid ProbeContext"):
        example_context(prompts / "probe.j2")
