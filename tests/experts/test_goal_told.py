"""A message typed in lower case where a word marks its start: after whom it goes to ("tell zed
that ...", "let zed know ...", "text zed please ...", a dash), or later in a writing request
("body: ...", "and say ...", "re <subject> - ...", "post that ..."); never when the words ask
for something found first or name a thing to look up. A title goes into an email's subject;
a value saved to a page or list is added to it."""

from __future__ import annotations

from pathlib import Path

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_telling_someone_after_a_mark_texts_them_the_words_after_it() -> None:
    told = parse_goal("tell zed quorn that the zorbs are under the mat")
    assert told.values == {"message": "the zorbs are under the mat", "to": "Zed Quorn"}
    known = parse_goal("let zed quorn know im at the zorb shop")
    assert known.values["message"] == "I'm at the zorb shop"
    assert known.steps[0].verb == "text"
    pleaded = parse_goal("text zed quorn pls bring the quorn tonight")
    assert pleaded.values["message"] == "please bring the quorn tonight"
    dashed = parse_goal("msg zed quorn - Zorbs at six?")
    assert dashed.values["message"] == "Zorbs at six?"


def test_a_mark_before_a_question_or_a_thing_to_look_up_quotes_nothing() -> None:
    assert "message" not in parse_goal("let zed quorn know when my zorb class starts").values
    assert "message" not in parse_goal("tell zed quorn what my zap code is").values
    looked = parse_goal("post on zapline that im reading the first zorb on my quorn list")
    assert "message" not in looked.values
    assert "message" not in parse_goal("text zed quorn my zap date - the day i fly").values
    assert "message" not in parse_goal("tell me that the zorb is in").values
    assert "message" not in parse_goal("let zed quorn know the day my zorb started").values


def test_how_the_words_go_is_no_part_of_them() -> None:
    texted = parse_goal("tell zed quorn by text im at the zorb shop")
    assert texted.values["message"] == "I'm at the zorb shop"
    assert texted.steps[0].verb == "text"
    mailed = parse_goal("let zed quorn know via email that the zorbs are in")
    assert mailed.values["message"] == "the zorbs are in"
    assert mailed.steps[0].verb == "email"
    assert parse_goal("tell zed quorn in an email see you at six").steps[0].verb == "email"
    asked = parse_goal("let zed quorn know by email when my zorb class starts")
    assert "message" not in asked.values and "quoted" not in asked.model_dump(exclude_defaults=True)


def test_a_later_mark_starts_the_text_of_a_writing_request() -> None:
    labelled = parse_goal("email zed@quorn.example.net subject: Zorb day body: bring the zaps")
    assert labelled.values["subject"] == "Zorb day"
    assert labelled.values["message"] == "bring the zaps"
    said = parse_goal("email zed@quorn.example.net, subject Zorbs, and say They are in.")
    assert (said.values["subject"], said.values["message"]) == ("Zorbs", "They are in.")
    regarding = parse_goal("mail zed@quorn.example.net re zorb lunch - lets do noon")
    assert (regarding.values["subject"], regarding.values["message"]) == (
        "zorb lunch",
        "lets do noon",
    )
    posted = parse_goal("post on zapline that the zorb fair was great")
    assert posted.values["message"] == "the zorb fair was great"
    assert "subject" not in parse_goal("add we're out of zorbs to the quorn list").values


def test_a_lower_case_message_after_a_mark_is_sent_to_whom_it_names(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run = run_offline(tmp_path, "let omar xu know that the zorbs are under the mat", device)
    thread = next(
        t for t in device.state()["messages"]["threads"] if t["address"] == "(408) 555-0191"
    )
    assert run.done and thread["messages"][-1]["text"].lower() == "the zorbs are under the mat"
    assert thread["messages"][-1]["outgoing"]


def test_an_emails_title_goes_into_its_subject(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    request = "send zed@quorn.example.net an email titled Zorb 7 that says the zorb is in"
    run = run_offline(tmp_path, request, device)
    sent = device.state()["mail"]["sent"][0]
    assert run.done and (sent["to"], sent["subject"]) == ("zed@quorn.example.net", "Zorb 7")
    assert "the zorb is in" in sent["body"]


def test_quoted_words_passed_on_to_someone_are_sent_to_them() -> None:
    forwarded = parse_goal('forward "8 am" to zed quorn by text in Zapline')
    assert forwarded.steps[0].verb == "text"
    assert forwarded.values["message"] == "8 am" and forwarded.values["to"] == "Zed Quorn"
    assert parse_goal('pass "the zorb code" on to zed by email').steps[0].verb == "email"
    assert parse_goal('share "Zorb Tales" with zed quorn').steps[0].verb == "text"
    kept = parse_goal("forward the email from zed quorn to bo")
    assert kept.steps[0].verb == "forward"


def test_saving_a_value_to_a_page_or_list_adds_it_and_saving_an_item_keeps_it() -> None:
    assert parse_goal("save K7Q2 to my zorb list").steps[0].verb == "add"
    assert parse_goal("save K7Q2 into the zorb notes").steps[0].verb == "add"
    assert parse_goal("save the zorb post to my favorites").steps[0].verb == "save"
