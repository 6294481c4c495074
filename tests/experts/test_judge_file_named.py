"""A "what is the <thing>" question answered with the name of a file named for that thing
("Zorb picks.txt" for "what is the zorb pick"): the file holds the answer, its name is none;
a question about a file or document takes a file's name."""

from __future__ import annotations

from experts.offline.judge_kinds import thing_misfit


def test_a_file_named_for_the_thing_asked_is_no_answer() -> None:
    assert thing_misfit("What is the zorb pick on friday in Zapfiles?", "Zorb picks.txt", [])
    assert thing_misfit("what's the quux schedule for monday", "quux_schedule.txt", [])
    assert thing_misfit("What is the zorb pick on friday in Files?", "Zorb picks.txt", [])


def test_a_question_about_a_file_or_another_thing_takes_a_files_name() -> None:
    assert thing_misfit("what's the name of my zorb doc", "Zorb picks.txt", []) == ""
    assert thing_misfit("what is the latest download in Zapfiles?", "Zorb picks.txt", []) == ""
    assert thing_misfit("What is the zorb pick in Zapfiles?", "Quux", []) == ""
