"""The offline policy's tool rule (experts/offline/rules_tools.py), through the decide handler:
an offered tool that fits the request is used with arguments from the request, and a tool that
did the whole task ends it."""

from __future__ import annotations

from typing import Any

import pytest

import experts  # noqa: F401 - registers the offline handlers of decide and reflect
from experts.context import DecideContext
from experts.schemas import Decision
from mobilexperts.llm import OfflinePolicy
from mobilexperts.llm.types import Message, ModelRequest
from mobilexperts.operations import Stop, UseTool
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ScreenContext
from mobilexperts.sim.device import SimDevice

POST = {
    "name": "post_chirp",
    "description": 'Post a chirp saying "<message>". Starts: any screen (opens Chirp).',
    "params": ["message: str"],
    "app": "com.simdroid.chirp",
    "app_label": "Chirp",
}


@pytest.fixture(scope="module")
def home() -> dict[str, Any]:
    return ScreenContext.of(perceive_observation(SimDevice().observe())).model_dump(mode="json")


def decide(
    instruction: str, screen: dict, tools: list[dict], history: list[dict] | None = None
) -> Decision:
    context = {
        "instruction": instruction,
        "progress": "",
        "history": history or [],
        "memory": [],
        "feedback": [],
        "avoid": [],
        "screen": screen,
        "hints": [],
        "tools": tools,
        "apps": SimDevice().apps(),
        "step": len(history or []) + 1,
        "max_steps": 25,
    }
    request = ModelRequest(
        role="decide",
        messages=(Message.user(instruction),),
        output_schema=Decision,
        context=DecideContext.model_validate(context),
    )
    return OfflinePolicy().generate(request).output


def used_tool(name: str, args: dict, screen: dict) -> dict:
    return {
        "step": 1,
        "operation": {"kind": "use_tool", "name": name, "args": args},
        "text": f"use_tool {name}",
        "effect": "",
        "package": screen["package"],
        "signature": screen["signature"],
        "signature_after": "after",
        "target": None,
    }


def test_a_fitting_tool_is_used_with_the_request_s_values(home):
    op = decide('Post a chirp saying "Good morning, all"', home, [POST]).operation
    assert op == UseTool(name="post_chirp", args={"message": "Good morning, all"})


@pytest.mark.parametrize(
    "tool",
    [
        {**POST, "name": "reply_last_text"},
        {**POST, "app_label": "Mail"},
        {**POST, "params": ["message: str", "count: int"]},
        {**POST, "params": ["message: str", "subject: str"]},
    ],
    ids=["other verb", "other app", "int parameter", "no value for a parameter"],
)
def test_a_tool_that_does_not_fit_is_not_used(home, tool):
    op = decide('Post a chirp saying "Good morning"', home, [tool]).operation
    assert not isinstance(op, UseTool)


def test_names_and_texts_fill_the_parameters_that_want_them(home):
    tool = {
        **POST,
        "name": "reply_last_text",
        "description": 'Reply to <name>\'s last text saying "<message>". Starts: any screen.',
        "params": ["name: str", "message: str"],
        "app": "com.simdroid.messages",
        "app_label": "Messages",
    }
    op = decide('Reply to Omar Xu\'s last text saying "Sounds good"', home, [tool]).operation
    assert op == UseTool(name="reply_last_text", args={"name": "Omar Xu", "message": "Sounds good"})


def test_a_tool_that_did_the_whole_task_ends_it(home):
    history = [used_tool("post_chirp", {"message": "Good morning"}, home)]
    decision = decide('Post a chirp saying "Good morning"', home, [POST], history)
    assert decision.operation == Stop()


def test_a_tool_that_did_part_of_the_task_is_not_used_again(home):
    search = {**POST, "name": "search_chirp", "params": ["query: str"]}
    history = [used_tool("search_chirp", {"query": "cooking"}, home)]
    op = decide('Search Chirp for "cooking" and like the top result', home, [search], history)
    assert not isinstance(op, Stop | UseTool)


def test_a_tool_that_typed_a_name_in_two_parts_did_the_whole_task(home):
    add = {
        **POST,
        "name": "add_contact_number",
        "description": "Add a contact <name> <name_2> with the number <phone>.",
        "params": ["name: str", "name_2: str", "phone: phone"],
        "app": "com.simdroid.contacts",
        "app_label": "Contacts",
    }
    args = {"name": "Lucia", "name_2": "Fernandez", "phone": "415-555-0198"}
    history = [used_tool("add_contact_number", args, home)]
    request = "Add a contact Lucia Fernandez with the number 415-555-0198."
    assert decide(request, home, [add], history).operation == Stop()


def test_a_tool_for_one_step_of_several_is_left_alone(home):
    dark = {
        **POST,
        "name": "turn_dark_theme",
        "description": "Turn on dark theme in Settings. Starts: any screen (opens Settings).",
        "params": [],
        "app": "com.simdroid.settings",
        "app_label": "Settings",
    }
    alone = decide("Turn on the dark theme.", home, [dark]).operation
    assert alone == UseTool(name="turn_dark_theme", args={})
    request = 'Rename this phone to "Desk Phone" and turn on the dark theme.'
    assert not isinstance(decide(request, home, [dark]).operation, UseTool)


def test_a_tool_that_took_a_time_as_the_request_says_it_did_the_whole_task(home):
    alarm = {
        **POST,
        "name": "set_alarm",
        "description": "Set an alarm for <time>. Starts: any screen (opens Clock).",
        "params": ["time: time"],
        "app": "com.simdroid.clock",
        "app_label": "Clock",
    }
    history = [used_tool("set_alarm", {"time": "7:10 AM"}, home)]
    assert decide("Set an alarm for 7:10 AM.", home, [alarm], history).operation == Stop()
    later = [used_tool("set_alarm", {"time": "7:10 PM"}, home)]
    assert decide("Set an alarm for 7:10 AM.", home, [alarm], later).operation != Stop()


def test_a_one_step_request_whose_tool_took_its_own_words_is_done_by_it(home):
    rename = {
        **POST,
        "name": "rename_phone",
        "description": 'Rename this phone to "<name>". Starts: any screen (opens Settings).',
        "params": ["name: str"],
        "app": "com.android.settings",
        "app_label": "Settings",
    }
    said = "change the phone's name to zap den"
    history = [used_tool("rename_phone", {"name": "zap den"}, home)]
    assert decide(said, home, [rename], history).operation == Stop()
    other = [used_tool("rename_phone", {"name": "quorn"}, home)]
    assert decide(said, home, [rename], other).operation != Stop()


def test_a_tool_whose_steps_use_the_request_s_later_verb_does_all_of_it(home):
    find = {
        **POST,
        "name": "find_zap_receipt",
        "description": "Find my <name> receipt and forward it to <to>. Starts: any screen.",
        "params": ["name: str", "to: email"],
        "app": "com.simdroid.mail",
        "app_label": "Mail",
        "controls": ["search", "conversation", "forward", "to", "Send"],
    }
    request = "Find my Zapline receipt and forward it to quorn@example.com."
    args = {"name": "Zapline", "to": "quorn@example.com"}
    assert decide(request, home, [find]).operation == UseTool(name="find_zap_receipt", args=args)
    history = [used_tool("find_zap_receipt", args, home)]
    assert decide(request, home, [find], history).operation == Stop()
    only_finds = {**find, "controls": ["search", "conversation"]}
    assert not isinstance(decide(request, home, [only_finds]).operation, UseTool)


def test_a_step_naming_a_field_the_tool_types_its_value_into_is_done_by_it(home):
    finish = {
        **POST,
        "name": "finish_zap_folder",
        "description": 'Finish the zap in my Quorn box: give it the subject "<subject>".',
        "params": ["subject: str"],
        "app": "com.simdroid.mail",
        "app_label": "Mail",
        "controls": ["drawer_toggle", "folder_item", "conversation", "subject", "send"],
    }
    request = 'Finish the zap in my Quorn box: give it the subject "Zapline" and send it.'
    op = decide(request, home, [finish]).operation
    assert op == UseTool(name="finish_zap_folder", args={"subject": "Zapline"})
    unnamed = {**finish, "controls": ["drawer_toggle", "folder_item", "conversation", "send"]}
    assert not isinstance(decide(request, home, [unnamed]).operation, UseTool)
    page = {
        **finish,
        "name": "create_zap_page",
        "description": 'Create a page titled "<title>".',
        "params": ["title: str"],
        "app": "com.simdroid.pages",
        "app_label": "Pages",
        "controls": ["new_page", "title"],
    }
    copy = 'Copy the zap code from my texts into a new page in Pages titled "Quorn".'
    assert not isinstance(decide(copy, home, [page]).operation, UseTool)


COPY = {
    **POST,
    "name": "copy_code_page",
    "description": 'Copy the newest code from my texts into a new page in Pages titled "<title>".'
    " Starts: any screen (opens Pages). Ends: pages Editor showing <page_body>, <title>.",
    "params": ["page_body: number", "title: str"],
    "app": "com.simdroid.pages",
    "app_label": "Pages",
    "controls": ["new_page", "page_body", "page_title"],
}


def test_a_value_the_run_noted_fills_a_parameter_the_request_gives_none():
    device = SimDevice()
    device.launch("Messages")
    inbox = ScreenContext.of(perceive_observation(device.observe())).model_dump(mode="json")
    opened = {
        **used_tool("-", {}, inbox),
        "operation": {"kind": "open_app", "app": "Messages"},
        "text": "open_app Messages",
    }

    def noted(content: str) -> list[dict]:
        note = {"kind": "think", "flow": "write", "goal": "the code", "content": content}
        return [opened, {**opened, "step": 2, "operation": note, "text": "think"}]

    request = 'Copy the newest code from my texts into a new page in Pages titled "Zap notes"'
    assert not isinstance(decide(request, inbox, [COPY], [opened]).operation, UseTool)
    op = decide(request, inbox, [COPY], noted("481516")).operation
    assert op == UseTool(name="copy_code_page", args={"title": "Zap notes", "page_body": "481516"})
    listing = decide(request, inbox, [COPY], noted("Zap | Quorn | Flib")).operation
    assert not isinstance(listing, UseTool)
