"""A person's detail the act passes on ("send bo's number to ann") is the fact, without the
verb before it, and the address book keeps it even when the person is named by one word."""

from __future__ import annotations

from experts.assembly_records import owned_facts, record_kind


def test_the_verb_before_a_persons_detail_is_no_first_name():
    assert [m.group(0) for m in owned_facts("send quib's number to ann by email")] == [
        "quib's number"
    ]
    assert [m.group(0) for m in owned_facts("add zeb's phone number to my list")] == [
        "zeb's phone number"
    ]
    assert [m.group(0) for m in owned_facts("email ann quib zorn's phone number")] == [
        "quib zorn's phone number"
    ]


def test_one_named_persons_detail_is_the_address_books():
    assert record_kind("quib's birthday") == "contact"
    assert record_kind("quib's email address") == "contact"


def test_the_word_after_a_verb_that_reaches_someone_is_whom_it_reaches():
    assert [m.group(0) for m in owned_facts("text ann quib's birthday")] == ["quib's birthday"]
    assert [m.group(0) for m in owned_facts("text quib zorn's number to ann")] == [
        "quib zorn's number"
    ]


def test_one_named_persons_email_is_a_mail_not_an_address():
    assert owned_facts("reply to quib's email with the zorb") == []
