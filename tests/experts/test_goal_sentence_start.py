"""A name is found where a sentence starts with it, capital or not ("Alice has a new number"),
and ends before a verb form no suffix rule undoes ("zorla sent me ...", "zorla has ...")."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from experts.offline.lexicon import bases
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_first_name_opening_the_sentence_is_a_name_in_either_case() -> None:
    assert parse_goal("Zorla has a new number, 555 0199, update her contact").names == ["Zorla"]
    assert parse_goal("zorla has a new number, 555 0199, update her contact").names == ["Zorla"]
    assert "Zorla" in parse_goal("Thanks. Zorla needs the code, text her").names


def test_a_name_ends_before_an_irregular_past_form() -> None:
    assert bases("sent") >= {"send"} and bases("told") >= {"tell"}
    names = parse_goal("zorla sent me a soup recipe, star it").names
    assert "Zorla" in names and not any("Sent" in name for name in names)
    assert parse_goal("text blorf stuck in traffic, 20 min late").values["to"] == "Blorf"


def test_a_first_name_said_again_with_its_surname_is_the_recipient() -> None:
    goal = parse_goal("Zorla asked when I fly back. Text zorla quorn the date.")
    assert goal.values["to"] == "Zorla Quorn"


def test_a_contact_named_at_the_sentence_start_gets_the_new_number(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    found = run_offline(tmp_path, "alice has a new number, 555 0199, update her contact", device)
    changed = [
        c["name"] for c in device.state()["contacts"]["contacts"] if c["phone"] == "555-0199"
    ]
    assert changed == ["Alice Schmidt"]
    assert found.done
