"""Task templates fill names only: no attribute walks, no format specs, no huge padding."""

from __future__ import annotations

from pathlib import Path

import pytest

from evals.tasks import load_task
from mobilexperts.errors import TaskSpecError
from mobilexperts.placeholders import PlaceholderError, fill


def test_names_are_filled_and_doubled_braces_are_literal():
    assert fill("Text {name} {{not}} {n}", {"name": "Ann", "n": 3}) == "Text Ann {not} 3"


@pytest.mark.parametrize(
    "template",
    [
        "{name:>900000000}",
        "{name.__class__.__mro__}",
        "{name[0]}",
        "{name!r}",
        "{0}",
        "{}",
        "a lone { brace",
        "{unknown}",
    ],
)
def test_anything_but_a_known_name_is_refused(template):
    with pytest.raises(PlaceholderError):
        fill(template, {"name": "Ann"})


@pytest.mark.parametrize("instruction", ["Rename to {name:>900000000}", "{name.__class__}"])
def test_a_task_with_a_format_spec_or_attribute_is_a_clear_error(instruction):
    spec = load_task(Path("evals/tasks/settings/rename_device.yaml"))
    hostile = spec.model_copy(update={"instruction": instruction, "params": {"name": "Ann"}})
    with pytest.raises(TaskSpecError, match="is not a placeholder"):
        hostile.with_params()
