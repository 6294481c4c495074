"""A "who" question about where someone is ("who works at <company>", issue #13 cross55): the
company's name is no person the address book lacks, one person found by its search is opened,
and their details showing the company answer with their name; a question in an app of other
things is not answered this way."""

from __future__ import annotations

from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_who_works_at_a_company_is_the_one_person_its_search_finds(tmp_path) -> None:
    run = run_offline(tmp_path, "Who works at bluebird design in Contacts?", SimDevice(seed=0))
    assert run.done and run.answer == "Vera Ibrahim"


def test_a_company_nobody_works_at_is_not_answered_with_someone(tmp_path) -> None:
    run = run_offline(tmp_path, "Who works at quorble dynamics in Contacts?", SimDevice(seed=0))
    assert not run.done
