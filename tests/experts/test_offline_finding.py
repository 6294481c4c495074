"""Finding a fact inside one app, by what the screen shows: a thing kept in a folder is found
by opening the folders when the app's search knows it under no such name, a row named
otherwise is the closest one in the folder, and a question is answered from the CONTENT line
that says what it asks about (never the item's metadata, never a tie); a search that found
nothing is tried again with one word. Whole runs of the offline policy on SimDroid, on facts no
dev slice asks."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from experts.offline.words import contains_phrase, words
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def _opened(run: object, part: str) -> bool:
    return any(
        s.operation.kind == "tap" and s.target is not None and part in (s.target.label or "")
        for s in run.steps  # type: ignore[attr-defined]
    )


def test_a_file_name_reads_as_its_words() -> None:
    assert contains_phrase("conference_schedule.txt | 125 B", "conference schedule")
    assert words("Bread recipe.txt") == words("bread recipe")
    assert words("ann.lee@example.com") == ("ann.lee@example.com",)


def test_a_time_in_a_file_comes_from_its_line_not_the_file_date(
    tmp_path: Path,
) -> None:
    found = run_offline(
        tmp_path, "What time is the panel in the conference schedule in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer == "14:00"
    assert _opened(found, "conference_schedule.txt")


def test_a_file_search_misses_is_found_in_the_folder_row_sharing_its_words(
    tmp_path: Path,
) -> None:
    found = run_offline(
        tmp_path, "What is the total due on the northwind invoice in Files?", SimDevice(seed=0)
    )
    searched = [s.operation.content for s in found.steps if s.operation.kind == "text"]
    assert searched[1:2] == ["Northwind"]
    assert _opened(found, "Downloads")
    assert _opened(found, "invoice_INV-20417.pdf")
    assert "847.00" in found.answer


def test_a_date_in_a_document_comes_from_the_line_that_names_it(tmp_path: Path) -> None:
    found = run_offline(
        tmp_path, "What is the deadline in my tax return checklist in Files?", SimDevice(seed=0)
    )
    assert found.done
    assert found.answer == "January 31"


def test_a_mail_question_takes_the_sentence_about_what_it_asks(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What should I bring to the running group in Mail?")
    assert found.done
    assert found.answer == "Bring water!"


def test_a_message_bubble_answers_what_the_thread_says(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "Where was my parcelgo parcel left in Messages?")
    assert found.done
    assert "front door" in found.answer


def test_an_ordinal_question_takes_that_item_of_a_body_that_is_one_list(tmp_path: Path) -> None:
    request = "What is the second ingredient of the weeknight curry in Pages?"
    found = run_offline(tmp_path, request, SimDevice(seed=0))
    assert found.done
    assert found.answer == "coconut milk"


def test_a_sentence_that_only_mentions_the_asked_noun_defers_to_the_control_naming_it(
    tmp_path: Path,
) -> None:
    found = run_offline(tmp_path, "What version of Lingo Lessons does Market have?")
    assert found.done
    assert found.answer == "3.4.1"


def test_a_files_row_date_is_no_answer_about_what_the_file_says(tmp_path: Path) -> None:
    request = "When is the boiler service due according to my apartment notes in Files?"
    found = run_offline(tmp_path, request, SimDevice(seed=0))
    assert found.done
    assert found.answer == "May"


def test_an_app_left_on_another_things_screen_is_gone_up_to_its_start(tmp_path: Path) -> None:
    device = SimDevice(seed=0)
    run_offline(tmp_path / "first", "Which company does rosa kim work at in Contacts?", device)
    request = "What is farid anders's phone number in Contacts?"
    found = run_offline(tmp_path / "then", request, device)
    assert found.done
    assert "555-0153" in found.answer
    assert found.steps[0].target is not None and found.steps[0].target.label == "Navigate up"
