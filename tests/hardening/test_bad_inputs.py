"""The bad-input corpus of the hardening benchmark: every command ends with a result or a
one-line error, never an internal error."""

from __future__ import annotations

from evals.hostile_inputs import bad_inputs, run_in_process


def test_every_bad_input_ends_without_an_internal_error(tmp_path):
    outcomes = [run_in_process(case) for case in bad_inputs(tmp_path / "inputs")]
    assert [o.name for o in outcomes if o.internal_error] == []
    refused = {o.name: o.outcome for o in outcomes}
    assert refused["perceive a FIFO"].startswith("PerceptionError: the hierarchy dump")
    assert "/dev/zero is not a regular file" in refused["tools add /dev/zero"]
    assert refused["run a format-spec task"].startswith("TaskSpecError: task t:")
    assert refused["tools show after markup"] == "ok"
