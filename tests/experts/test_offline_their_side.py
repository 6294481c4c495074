"""Finding what someone else told the owner in a conversation (issue #13): a question about
what they said, messaged or recommended is read from their side of the thread (the lines on
the left of a screen one types a message in), their line naming the question's subject, else
their last one, not the owner's own lines. Whole runs of the offline policy on a SimDroid seed
no dev slice uses."""

from __future__ import annotations

from pathlib import Path

import experts  # noqa: F401 - registers the offline handlers
from mobilexperts.sim.device import SimDevice
from planners.asked import _WHICH
from tests.experts.offline_run import run_offline


def test_what_someone_messaged_is_their_line_not_the_owners(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What did hiro dm me in Chirp?", SimDevice(seed=2))
    assert found.done
    assert "Share your shots" in found.answer and "photography" not in found.answer


def test_what_someone_dmd_about_names_nothing_more_and_is_their_message(tmp_path: Path) -> None:
    found = run_offline(tmp_path, "What did quinn dm me about in Chirp?", SimDevice(seed=2))
    assert found.done
    assert "10 km run" in found.answer


def test_the_noun_asked_is_the_last_of_two_before_the_verb() -> None:
    assert _WHICH.search("Which zorp route did bo take in Zap?").group(1) == "route"
    assert _WHICH.search("which room is the zap review in").group(1) == "room"
