"""A canvas with no accessibility tree (the Maps map, whose pins are only drawn) is solved
through OCR elements, and the decide prompt says which elements came from OCR."""

from __future__ import annotations

from evals.checker import check, prepare
from evals.tasks import find_task
from experts.expert import Expert, ExpertSettings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.sim.device import SimDevice

STOP = {"thought": "look", "operation": {"kind": "stop", "done": False}}


def test_a_place_drawn_on_the_map_is_opened_through_ocr_and_saved():
    task = find_task("maps_save_from_map").ready
    phone = SimDevice(seed=task.seed)
    initial = prepare(task, phone)
    assert "Taco Norte" not in phone.observe().xml
    expert = Expert(phone, OfflinePolicy(), ExpertSettings(vision=False))
    run = expert.act(task.instruction)
    assert check(task, phone.state(), run.answer, initial).success
    taps = [s.target for s in run.steps if s.operation.kind == "tap" and s.target]
    assert taps[0].source == "ocr" and taps[0].label == "Taco Norte"
    assert 0 < expert.ocr_screens < expert.perceived


def test_the_decide_prompt_marks_ocr_elements():
    phone = SimDevice()
    phone.launch("Maps")
    model = ScriptedModel({"decide": [STOP]})
    Expert(phone, model, ExpertSettings(vision=False)).act("Open Seoul Bowl from the map")
    prompt = model.calls_for("decide")[0].messages[-1].text
    assert 'OCRText "Seoul Bowl"' in prompt and "[ocr]" in prompt
    assert "Elements marked [ocr] are not in the accessibility tree" in prompt


def test_without_ocr_the_map_shows_no_places():
    phone = SimDevice()
    phone.launch("Maps")
    model = ScriptedModel({"decide": [STOP]})
    Expert(phone, model, ExpertSettings(vision=False, ocr=None)).act("Open Seoul Bowl")
    prompt = model.calls_for("decide")[0].messages[-1].text
    assert "Seoul Bowl" not in prompt.split("Current screen:")[1]
    assert "Elements marked [ocr]" not in prompt
