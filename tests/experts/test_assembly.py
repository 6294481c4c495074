"""Team assembly: portraits and installed apps matched to a request, new experts created for
apps no expert covers, unknown requests refused, malformed model answers retried then reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from experts.assembly import AssemblyError, NoMatchingAppError, assemble, enlist
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait
from memory.content import FILE_NAME, ContentMemory
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.scripted import ScriptedModel
from mobilexperts.sim.device import SimDevice

# The tests share one survey of the phone: they run on one worker so it is made once.
pytestmark = pytest.mark.xdist_group("experts_assembly")


@pytest.fixture(scope="module")
def surveyed(tmp_path_factory) -> Path:
    """The content memory assembly's survey records of a fresh phone, made once (the survey is
    undone on SimDroid, so every fresh phone records the same)."""
    folder = tmp_path_factory.mktemp("survey")
    content = ContentMemory(folder / FILE_NAME)
    pool, memory = ExpertPool(folder / "experts.json"), InterfaceMemory(folder / "interface.json")
    assemble("Post a chirp", pool, SimDevice(), OfflinePolicy(), memory=memory, content=content)
    return folder / FILE_NAME


@pytest.fixture(autouse=True)
def survey_done(surveyed: Path, isolated_data_dir: Path) -> None:
    """Each test's phone has been surveyed already: assembly reads the survey, not the phone."""
    folder = Settings().device_dir(SimDevice().info.fingerprint)
    folder.mkdir(parents=True)
    shutil.copy(surveyed, folder / FILE_NAME)


@pytest.fixture
def pool(tmp_path) -> ExpertPool:
    return ExpertPool(tmp_path / "experts.json")


@pytest.fixture
def memory(tmp_path) -> InterfaceMemory:
    return InterfaceMemory(tmp_path / "interface.json")


def test_a_request_needing_two_apps_assembles_two_experts(pool, memory):
    pool.add(
        ExpertPortrait(
            name="Timekeeper",
            apps=[AppRef(label="Clock", package="com.simdroid.clock")],
            capabilities=["sets alarms and timers"],
        )
    )
    request = 'Set an alarm for 6:45 and add an event "Dentist" tomorrow at 9'
    team = assemble(request, pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert len(team.members) == 2
    clock, calendar = team.member("Timekeeper"), team.members[1]
    assert clock is not None and not clock.new and "alarm" in clock.covers
    assert calendar.new and calendar.portrait.labels == ["Calendar"]
    assert "event" in calendar.covers and "alarm" not in calendar.covers


def test_an_app_no_expert_covers_gets_a_new_expert_that_must_explore(pool, memory):
    team = assemble("Post a chirp saying hello", pool, SimDevice(), OfflinePolicy(), memory=memory)
    (member,) = team.members
    assert member.new and member.portrait.labels == ["Chirp"]
    assert member.portrait.stats.last_explored is None
    assert "explores before it acts" in member.reason
    assert pool.all() == []
    assert [p.name for p in enlist(team, pool)] == [member.portrait.name]
    again = assemble("Post a chirp saying bye", pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert not again.members[0].new and again.names == team.names


def test_an_unknown_request_gets_no_installed_app_matches(pool, memory):
    with pytest.raises(NoMatchingAppError, match="no installed app matches"):
        assemble("Reticulate the splines", pool, SimDevice(), OfflinePolicy(), memory=memory)


def test_what_exploration_learned_points_at_an_app_the_request_does_not_name(pool, memory):
    pool.add(ExpertPortrait(name="Gram", apps=[AppRef(label="Snapgram", package="com.x.gram")]))
    for label, description in [("Stories", "opens the stories reel"), ("Reel", "plays a reel")]:
        memory.record_effect(
            "com.x.gram",
            f"text:{label}",
            before_signature="a",
            after_signature="b",
            after_title="Reel",
            description=description,
            label=label,
        )
    assert memory.entries("com.x.gram")[0].confidence is Confidence.VERIFIED
    team = assemble("Watch the stories reel", pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert team.names == ["Gram"]


def test_a_malformed_assembly_is_fed_back_and_retried(pool, memory):
    model = ScriptedModel(
        {
            "assemble": [
                {"chosen": [{"name": "Ghost", "covers": "everything"}]},
                {"create": [{"name": "Chirper", "apps": ["Chirp"], "covers": "post it"}]},
            ]
        }
    )
    team = assemble("Post a chirp", pool, SimDevice(), model, memory=memory)
    assert team.names == ["Chirper"] and team.members[0].new
    second = model.calls_for("assemble")[1]
    assert "'Ghost' is not in the pool" in second.messages[-1].text
    model.assert_complete()


def test_an_assembly_that_stays_malformed_is_reported(pool, memory):
    bad = {"create": [{"name": "Pilot", "apps": ["Airline"], "covers": "book a flight"}]}
    model = ScriptedModel({"assemble": [bad, bad, bad]})
    with pytest.raises(AssemblyError, match=r"stayed invalid after 3 attempts.*'Airline' is not"):
        assemble("Book a flight", pool, SimDevice(), model, memory=memory)
    model.assert_complete()


def test_an_app_named_in_lower_case_joins_the_apps_the_reading_found(pool, memory):
    request = 'Post a chirp saying "hi" and email it to ann@example.com'
    team = assemble(request, pool, SimDevice(), OfflinePolicy(), memory=memory)
    covers = {m.portrait.labels[0]: m.covers for m in team.members}
    assert covers == {"Mail": "email it to ann@example.com", "Chirp": 'Post a chirp saying "hi"'}


@pytest.mark.parametrize(
    ("request_text", "needed"),
    [
        (
            "My neighbour's number is in my garden notes. Text my neighbour that the gate is open",
            "Messages",
        ),
        (
            "Check what the recipe needs (the recipes are in my Documents) and add it to a page",
            "Files",
        ),
    ],
)
def test_an_app_one_clause_names_by_its_verb_or_as_a_place_joins_the_team(
    pool, memory, request_text, needed
):
    team = assemble(request_text, pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert needed in [label for m in team.members for label in m.portrait.labels]


def test_a_fact_of_the_owners_plans_enlists_the_app_that_keeps_events(pool, memory):
    request = "Start navigating to the place where I'm having brunch today."
    team = assemble(request, pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert [m.portrait.labels for m in team.members] == [["Calendar"], ["Maps"]]


@pytest.mark.parametrize(
    ("request_text", "labels"),
    [
        ("email rosa kim the emergency number from my travel insurance", {"Files", "Mail"}),
        ("text rosa kim how much my rent is, it's in my lease", {"Files", "Messages"}),
        ("add rosa kim as a guest to the project kickoff", {"Contacts", "Calendar"}),
        ('find out when the viewing is, then add it to my calendar as "Viewing"', {"Mail"}),
    ],
)
def test_where_a_fact_is_kept_enlists_the_app_that_keeps_it(pool, memory, request_text, labels):
    team = assemble(request_text, pool, SimDevice(), OfflinePolicy(), memory=memory)
    assert labels <= {label for m in team.members for label in m.portrait.labels}


def test_the_survey_is_kept_under_the_settings_data_dir(pool, tmp_path):
    """A run's settings name where the survey goes: another data dir starts unsurveyed."""
    phone = SimDevice()
    ours, other = Settings(data_dir=tmp_path / "ours"), Settings(data_dir=tmp_path / "other")
    assemble("Post a chirp saying hello", pool, phone, OfflinePolicy(), settings=ours)
    assert ContentMemory.for_device(phone.info.fingerprint, ours).store.all()
    assert not ContentMemory.for_device(phone.info.fingerprint, other).store.all()
