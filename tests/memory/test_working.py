"""Working memory: notes written, read back by key or query, and compacted past the budget."""

from __future__ import annotations

import pytest

from memory.working import MemorySummary, WorkingMemory, compress, estimate_tokens
from mobilexperts.llm import OfflinePolicy, ScriptedModel


def test_notes_are_written_replaced_by_key_and_read_back():
    memory = WorkingMemory()
    memory.write("The verification code is 482913", key="code", source="decide", step=2)
    memory.write("Meeting moved to Friday 3 pm in room B2", step=4)
    memory.write("  ", key="blank")
    assert memory.read("code").text == "The verification code is 482913"
    memory.write("The new code is 771205", key="code", step=6)
    assert [note.text for note in memory.notes] == [
        "Meeting moved to Friday 3 pm in room B2",
        "The new code is 771205",
    ]
    assert memory.read("code").step == 6 and memory.read("blank") is None
    assert memory.render().splitlines() == [
        "- Meeting moved to Friday 3 pm in room B2 (step 4)",
        "- [code] The new code is 771205 (step 6)",
    ]


def test_search_ranks_notes_by_shared_content_words():
    memory = WorkingMemory()
    memory.write("Flight LH 402 departs at 09:40 from gate 12")
    memory.write("Hotel price is $189 per night")
    memory.write("The hotel address is 4 Rue Cler, Paris")
    found = memory.search("what is the hotel address?")
    assert [note.text for note in found][:2] == [
        "The hotel address is 4 Rue Cler, Paris",
        "Hotel price is $189 per night",
    ]
    assert memory.search("prices of the hotels", limit=1)[0].text.startswith("Hotel price")
    assert memory.search("what is it?") == []


def test_the_memory_is_json_serialisable():
    memory = WorkingMemory(token_budget=300)
    memory.write("Order number A-1138", key="order", step=1)
    again = WorkingMemory.model_validate_json(memory.model_dump_json())
    assert again == memory and again.read("order").text == "Order number A-1138"


def test_compress_keeps_numbers_names_and_quotes():
    text = (
        "After scrolling the whole inbox I finally found that the invoice from Northwind Traders "
        'titled "March services" asks for $1,240.50 before 2024-04-15, contact billing@nw.example.'
    )
    facts = compress(text)
    for fact in ("Northwind Traders", '"March services"', "$1,240.50", "2024-04-15", "billing@nw"):
        assert fact in facts
    assert len(facts) < len(text) / 2
    assert compress("Short note: 42 apples") == "Short note: 42 apples"


def test_past_the_budget_older_notes_merge_into_a_summary_offline():
    memory = WorkingMemory(token_budget=80)
    facts = [
        ("code", "While checking the messages the login code shown by the bank was 552731 today"),
        ("", "Scrolled the long list of restaurants and saw Luigi's Trattoria rated 4.6 stars"),
        ("", "The reservation page said the earliest table is at 7:30 pm on Friday evening"),
        ("", 'Alice Chen asked to bring the document titled "Q3 plan" to the dinner'),
    ]
    for step, (key, text) in enumerate(facts, start=1):
        memory.write(text, key=key, step=step)
    assert memory.over_budget
    assert memory.compact(OfflinePolicy()) is True
    assert not memory.over_budget
    summary, *recent = memory.notes
    assert summary.key == "summary" and summary.source == "summary"
    assert recent[-1].text == facts[-1][1]
    assert summary.text == "code: 552731; Luigi's Trattoria, 4.6; 7:30 pm, Friday"
    assert memory.search("login code")[0] is summary
    assert memory.compact(OfflinePolicy()) is False


def test_compaction_asks_the_summarize_role_with_the_older_notes():
    memory = WorkingMemory(token_budget=60)
    for step in range(1, 6):
        memory.write(
            f"Observation number {step} about the shopping cart total of ${step}0", step=step
        )
    model = ScriptedModel({"summarize": [MemorySummary(summary="cart totals $10 to $40")]})
    assert memory.compact(model)
    request = model.calls[0]
    assert request.role == "summarize" and request.output_schema is MemorySummary
    merged = [note.step for note in request.context.notes]
    assert merged == list(range(1, 6 - (len(memory.notes) - 1)))
    assert "Observation number 1" in request.messages[0].text
    assert memory.notes[0].text == "cart totals $10 to $40" and memory.notes[0].step == merged[-1]
    model.assert_complete()


def test_an_overlong_note_or_summary_is_clipped_to_half_the_budget():
    memory = WorkingMemory(token_budget=60)
    memory.write("word " * 200 + "ends with code 9931")
    assert estimate_tokens(memory.notes[0].text) <= 30
    memory.write("second note")
    memory.write("third note " * 3)
    model = ScriptedModel({"summarize": [MemorySummary(summary="x" * 1000)]})
    memory.compact(model)
    assert estimate_tokens(memory.notes[0].text) <= 30


@pytest.mark.parametrize("budget", [49, 0])
def test_the_budget_has_a_floor(budget):
    with pytest.raises(ValueError):
        WorkingMemory(token_budget=budget)
