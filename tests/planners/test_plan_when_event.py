"""A thing whose day or time a finding clause asks, then put on the calendar or made an event
("when's the zorb fair bo emailed about? add it as an all-day event"): the event is named for
that thing and made on the day or at the time found, all-day when the request says so."""

from __future__ import annotations

from mobilexperts.llm.offline import OfflinePolicy
from planners.calendared import calendar_put
from planners.team import plan_team

MAIL, PLANS = "Inbox Mail", "Planner Calendar"


def test_the_thing_a_when_question_asks_about_names_the_event() -> None:
    event = calendar_put("when's the zorb fair bo emailed about", "add it as an all-day event")
    assert (event.title, event.kind, event.rest) == ("Zorb fair", "all-day event", "")
    timed = calendar_put("what time's the zorp party bo dm'd me about", "put it in my calendar")
    assert (timed.title, timed.kind) == ("Zorp party", "event")
    arriving = calendar_put("when is my zorb order arriving", "make it an event")
    assert arriving.title == "Zorb order"
    assert calendar_put("when's the zorb fair", "text it to bo") is None


def test_the_plan_creates_the_event_on_the_day_found(team_of) -> None:
    request = "when's the zorb fair bo emailed me about in my mail? add it as an all-day event"
    find, add = plan_team(request, team_of(MAIL, PLANS), OfflinePolicy()).nodes
    assert find.expert == "Inbox Mail expert" and add.needs == find.produces
    assert add.subtask.startswith(
        f'create an all-day event titled "Zorb fair" on {{{find.produces[0].name}}}'
    )
