"""Knowledge from people: hints per app, retrieved into the prompts, used by the offline policy."""

from __future__ import annotations

from pathlib import Path

import pytest

import experts  # registers the offline handlers; its folder holds the prompts
from evals.checker import check, prepare
from evals.tasks import load_task
from experts.expert import ExpertSettings
from experts.runner import run_expert
from memory.knowledge import KnowledgeBase, KnowledgeError, parse_hint
from mobilexperts.cli import main
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.llm.prompts import example_context, render_prompt
from mobilexperts.runs import load_run
from mobilexperts.sim.device import SimDevice

TASK = Path(__file__).parent / "data" / "text_mom.yaml"
HINT = "mom means Alice Schmidt"


def run_task(tmp_path: Path, name: str) -> tuple[bool, object]:
    spec = load_task(TASK).ready
    device = SimDevice(seed=spec.seed)
    initial = prepare(spec, device)
    settings = load_settings()
    result = run_expert(
        device,
        build_run_model(settings),
        spec.instruction,
        settings=settings,
        expert=ExpertSettings(vision=False, max_steps=12),
        checker=lambda run: check(spec, device.state(), None, initial).model_dump(),
        run_dir=tmp_path / name,
    )
    return bool(result.summary.success), result.summary


def test_a_hint_makes_a_task_pass_that_fails_without_it(tmp_path):
    without, summary = run_task(tmp_path, "without")
    assert not without and summary.hints_used == []
    KnowledgeBase.for_settings(load_settings()).add("Messages", HINT)
    with_hint, summary = run_task(tmp_path, "with")
    assert with_hint, summary.stop_reason
    assert summary.hints_used == [HINT]
    assert HINT in (tmp_path / "with" / "report.html").read_text()
    assert load_run(tmp_path / "with").summary.hints_used == [HINT]


def test_the_decide_prompt_shows_the_hints():
    template = Path(experts.__file__).parent / "prompts" / "decide.j2"
    context = example_context(template)
    context.knowledge = [parse_hint("Shop", "the cart is under the bag icon")]
    text = render_prompt("experts", "decide", context)
    assert "Hints from the user about these apps:\n- Shop: the cart is under the bag icon" in text


def test_hints_tie_a_label_to_the_persons_word():
    under = parse_hint("Shop", "In Shop, the cart is under the bag icon.")
    assert (under.label, under.meaning) == ("bag", "cart")
    means = parse_hint("Contacts", '"VIP" means Favorites')
    assert (means.label, means.meaning) == ("Favorites", "VIP")
    plain = parse_hint("Mail", "always use the work account")
    assert (plain.label, plain.meaning) == ("", "")


def test_retrieval_by_app_and_request(tmp_path):
    base = KnowledgeBase(tmp_path)
    base.add("Mail", "always use the work account")
    base.add("Shop", "the cart is under the bag icon")
    base.add("Messages", HINT)
    assert [h.app for h in base.relevant("Send a mail to Ann")] == ["Mail"]
    assert [h.app for h in base.relevant("open it", "com.simdroid.shop")] == ["Shop"]
    assert [h.text for h in base.relevant("Call mom")] == [HINT]
    assert (tmp_path / "shop.md").read_text() == "# Shop\n- the cart is under the bag icon\n"
    assert base.remove("Mail", 1).text == "always use the work account"
    assert base.hints("Mail") == []
    with pytest.raises(KnowledgeError, match="there is no hint 3"):
        base.remove("Shop", 3)


def test_knowledge_command(capsys):
    def cli(*argv: str) -> int:
        with pytest.raises(SystemExit) as info:
            main(list(argv))
        return info.value.code or 0

    assert cli("knowledge", "add", "Shop", "the cart is under the bag icon") == 0
    assert "the app's 'bag' is your 'cart'" in capsys.readouterr().out
    assert cli("knowledge", "list") == 0
    assert "Shop 1: the cart is under the bag icon" in capsys.readouterr().out
    assert cli("knowledge", "rm", "Shop", "2") == 2
    assert "Shop has 1 hint(s); there is no hint 2" in capsys.readouterr().err
    assert cli("knowledge", "add", "Shop", "  ") == 2


def test_the_team_plan_prompt_shows_the_hints():
    import planners

    template = Path(planners.__file__).parent / "prompts" / "plan_team.j2"
    context = example_context(template).model_copy(update={"hints": [HINT]})
    assert f"Hints from the user about the apps:\n- {HINT}" in render_prompt(
        "planners", "plan_team", context
    )
