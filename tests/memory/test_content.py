"""Content memory: what each app's screens showed while it was explored, so a request's words
point to the app that keeps them; words every app shows point nowhere."""

from __future__ import annotations

from experts.assembly_shown import apps_showing
from experts.crawl import Crawler
from experts.survey import survey
from memory.content import MAX_TEXTS, ContentMemory
from memory.interface import InterfaceMemory
from memory.lexical import content_words
from mobilexperts.sim.device import SimDevice


def test_an_app_is_found_by_a_word_only_it_shows(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    memory.record("com.example.calendar", "Calendar", ["Book club | Thu 18:30", "Today"])
    memory.record("com.example.notes", "Notes", ["Grocery list", "Today"])
    memory.record("com.example.notes", "Notes", ["Grocery list", "Book ideas"])
    labels = ["Calendar", "Notes"]
    assert apps_showing("when is the book club?", memory, labels) == ["Calendar"]
    assert apps_showing("add eggs to my grocery list", memory, labels) == ["Notes"]
    assert apps_showing("what is on today", memory, labels) == []  # every app shows "today"
    again = ContentMemory(tmp_path / "content.json")
    assert again.store.get("com.example.notes").texts == ("Grocery list", "Today", "Book ideas")


def test_an_app_keeps_a_bounded_number_of_texts(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    kept = memory.record("com.example.big", "Big", (f"row {n}" for n in range(MAX_TEXTS + 50)))
    assert len(kept.texts) == MAX_TEXTS


def test_a_crawl_of_two_apps_tells_which_keeps_an_event_and_which_a_list(tmp_path):
    device = SimDevice()
    memory = ContentMemory(tmp_path / "content.json")
    for label in ("Calendar", "Pages"):
        crawl = Crawler(device, InterfaceMemory(tmp_path / "interface.json")).run(label)
        memory.record(crawl.package, label, crawl.shown)
    labels = ["Calendar", "Pages"]
    assert apps_showing("when is my dentist appointment?", memory, labels)[:1] == ["Calendar"]
    assert apps_showing("what's on my workout plan?", memory, labels)[:1] == ["Pages"]


def test_a_survey_opens_each_new_app_once_and_only_looks(tmp_path):
    device = SimDevice()
    before = device.state()
    memory = ContentMemory(tmp_path / "content.json")
    assert survey(device, ["Contacts", "Calendar"], memory) == ["Contacts", "Calendar"]
    assert survey(device, ["Contacts", "Calendar"], memory) == []
    after = device.state()
    assert after["contacts"] == before["contacts"] and after["calendar"] == before["calendar"]
    assert device.state()["foreground"] == "com.simdroid.launcher"
    best = apps_showing("what is kavya fischer's number?", memory, ["Contacts", "Calendar"])
    assert best[:1] == ["Contacts"]


def test_a_survey_reads_one_level_below_the_first_screen_and_leaves_the_phone_as_it_was(tmp_path):
    device = SimDevice()
    before = device.state()
    memory = ContentMemory(tmp_path / "content.json")
    survey(device, ["Files", "Mail"], memory)
    files, mail = (" ".join(memory.store.get(f"com.simdroid.{a}").texts) for a in ("files", "mail"))
    assert "Travel insurance policy.pdf" in files  # a file inside the Documents folder
    assert "Emergency line" not in files  # two levels down: not opened
    assert "Simmer for 25 minutes" in mail  # an opened mail's body
    after = device.state()
    assert after["mail"] == before["mail"] and after["files"] == before["files"]


def test_showing_keeps_only_words_few_apps_show(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    for n in range(8):
        memory.record(f"com.example.app{n}", f"App{n}", ["Settings", "Home"])
    memory.record("com.example.app0", "App0", ["Quarry gallery hours"])
    memory.record("com.example.app1", "App1", ["Gallery"])
    assert memory.showing(["galleries", "quarry", "home"]) == {
        "App0": ["gallery", "quarry"],
        "App1": ["gallery"],
    }


def test_a_dotted_name_shows_each_of_its_parts(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    memory.record("com.example.files", "Files", ["Quorn recipe.txt", "zap.lens"])
    memory.record("com.example.notes", "Notes", ["Shopping"])
    memory.record("com.example.mail", "Mail", ["Inbox"])
    memory.record("com.example.chat", "Chat", ["Threads"])
    assert memory.showing(["recipe", "zap", "txt"]) == {"Files": ["recipe", "zap", "txt"]}
    assert memory.unshown(["Recipes", "zorblat", "inbox"]) == ["zorblat"]


def test_a_function_word_is_no_content_word_once_folded():
    assert content_words("which zorb does ada work for") == ["zorb", "ada", "work"]
    assert content_words("the zorbs and their quorns") == ["zorb", "quorn"]


def test_two_words_side_by_side_tell_apps_apart_where_each_word_does_not(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    for n, texts in enumerate(
        [
            ["Zorp review | 15:00 | Room 2"],
            ["Can you review the zorp draft?"],
            ["Zorp ideas", "Review notes"],
            ["Zorp", "review"],
        ]
    ):
        memory.record(f"com.example.app{n}", f"App{n}", texts)
    shows = memory.showing(["zorp", "review", "zorp review"])
    assert shows == {"App0": ["zorp review"]}


def test_rows_are_listed_by_who_leads_them(tmp_path):
    memory = ContentMemory(tmp_path / "content.json")
    memory.record("com.example.chat", "Chat", ["Bo Quill | see you at 6 | Mon", "Bo Quill"])
    memory.record("com.example.people", "People", ["Bo Quill", "Ann Lee"])
    assert memory.led_by(["bo"]) == {"Chat": ["Bo Quill | see you at 6 | Mon"]}
    assert memory.led_by(["ann"]) == {}


def test_a_survey_of_a_phone_state_read_before_is_the_same_and_a_changed_state_is_read_anew(
    tmp_path,
):
    memories = [ContentMemory(tmp_path / f"content{n}.json") for n in range(3)]
    survey(SimDevice(), ["Contacts"], memories[0])
    survey(SimDevice(), ["Contacts"], memories[1])
    changed = SimDevice()
    contacts = changed.phone.apps["com.simdroid.contacts"].state
    contacts.contacts[0].first, contacts.contacts[0].last = "Zelda", "Quillfeather"
    changed.phone.changed()
    survey(changed, ["Contacts"], memories[2])
    first, again, anew = (" ".join(m.store.get("com.simdroid.contacts").texts) for m in memories)
    assert again == first and "Quillfeather" not in first
    assert "Zelda Quillfeather" in anew
