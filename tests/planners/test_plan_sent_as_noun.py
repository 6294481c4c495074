"""A message sent said as a noun after a verb of throwing (issue #13, cross60): "shoot ann a
quick text with it", "drop bo a line with ..." is texting them; other uses of the verbs stay."""

from __future__ import annotations

from experts.offline.shorthand import in_full
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team


def test_a_message_said_as_a_noun_is_sent_by_its_verb():
    assert in_full("shoot ada a quick text with it") == "text ada it"
    assert in_full("drop bo quist a line with the zorb code") == "text bo quist the zorb code"
    assert in_full("shoot ada vance an email with the code") == "email ada vance the code"
    for kept in ("drop the kids off at zorb school", "drop me a note", "shoot the zap video"):
        assert in_full(kept) == kept


def test_a_found_value_shot_over_in_a_text_is_found_then_texted(team_of):
    request = "what is my zorb locker code? shoot ada a quick text with it"
    find, text = plan_team(
        request, team_of("Chat Messages", "Notebook Pages"), OfflinePolicy()
    ).nodes
    assert text.expert == "Chat Messages expert" and text.needs == find.produces
    assert text.subtask.startswith("text ada")
