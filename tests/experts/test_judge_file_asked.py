"""A file's name fits a question that asks for a file by a noun before "file" ("the zap
file") or by what someone attached; it stays no answer to a question asking another thing."""

from __future__ import annotations

from experts.offline.judge_kinds import thing_misfit
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_file_asked_by_a_noun_before_file_takes_a_file_name() -> None:
    assert thing_misfit("What is the name of the quorn file bo sent?", "quorn-plan.docx", []) == ""
    assert thing_misfit("Which zap did bo attach?", "zap.pdf", []) == ""
    assert thing_misfit("What job is it?", "Cover letter draft.docx", [])


def test_an_attached_file_named_by_its_kind_is_read(tmp_path) -> None:
    run = run_offline(
        tmp_path, "What is the name of the agenda file kavya attached in Mail?", SimDevice(seed=0)
    )
    assert run.done and run.answer == "offsite-agenda.docx"
