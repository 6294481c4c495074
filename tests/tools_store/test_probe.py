"""Fresh values for a searched parameter come from what the app lists: a question tool that
searches a place is admitted with another listed place, never an invented one (an id: another
listed id of its form), and a tool that does not search keeps the invented variant."""

from __future__ import annotations

from evals.tasks import TASKS_DIR, load_task
from mobilexperts.llm import OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.sim.device import SimDevice
from tools_store import WorkflowTool, admit, synthesize
from tools_store.probe import search_source, searched_choices

from .conftest import record_run

SEARCH = '''def find_place(dev, name: str, note: str):
    """Find a place."""
    dev.launch('Maps')
    dev.type(note, id='other_field')
    dev.type(name, clear=True, id='search')
    dev.enter()
    dev.tap(id='result', text=name)
'''


def test_the_search_alone_is_cut_after_the_submit_that_follows_typing_the_parameter():
    cut = search_source(SEARCH, "name")
    assert cut is not None
    assert cut.rstrip().endswith("dev.enter()") and "dev.tap" not in cut
    assert search_source(SEARCH, "note") is None  # typed, but its submit follows another value
    assert search_source("def broken(dev:\n", "name") is None


def test_a_searched_place_is_replayed_with_another_place_the_app_lists(sandbox):
    spec = load_task(TASKS_DIR / "maps" / "place_rating.yaml").ready
    recorded = record_run(spec)
    drafts = synthesize(
        recorded.run, OfflinePolicy(), recorded.recorder, recorded.device.apps(), min_actions=1
    )
    (draft,) = [d for d in drafts if search_source(d.source, d.params[0].name)]
    start = recorded.recorder.snapshot_before(draft.provenance.steps[0])
    before = recorded.device.state()
    tool = admit(draft, recorded.device, start, sandbox=sandbox)
    assert tool.status == "verified", tool.status_reason
    replays = tool.versions[-1].admission.replays
    fresh = [r for r in replays if r.label.startswith("fresh") and r.ok]
    assert fresh, [r.error for r in replays]
    places = {p["name"] for p in recorded.device.state()["maps"]["places"]}
    value = next(iter(fresh[0].args.values()))
    assert value in places and value != spec.params["place"]
    assert recorded.device.state() == before
    # the probe's choices are the replay's, not the tool's
    assert tool.params[0].choices == []


SEARCH_ID = '''def fetch_record(dev, record: str):
    """Fetch a record."""
    dev.launch('Browser')
    dev.type('papers.example.org', clear=True, id='url_bar')
    dev.enter()
    dev.type(record, clear=True, id='query')
    dev.enter()
'''


def test_a_searched_id_draws_other_ids_of_its_form_from_a_search_of_its_leading_digits():
    device = SimDevice()
    papers = {p["id"] for p in device.state()["browser"]["papers"]}
    example = sorted(papers)[0]
    searched = []

    def probe(source, args):  # the search the tool makes, on the phone
        searched.append(args["record"])
        device.launch("Browser")
        for field, text in (("url_bar", "papers.example.org"), ("query", args["record"])):
            screen = perceive_observation(device.observe())
            box = next(e for e in screen.elements if e.resource_id.endswith(f"/{field}"))
            device.tap(*box.center)
            device.input_text(text, True)
            device.press("enter")
        return perceive_observation(device.observe())

    tool = WorkflowTool(
        name="fetch_record",
        description="Fetch a record.",
        app="com.simdroid.browser",
        source=SEARCH_ID,
    )
    found = searched_choices(tool, example, "record", probe)
    assert searched[0] == example.split(".")[0]
    assert found and example not in found and set(found) <= papers
