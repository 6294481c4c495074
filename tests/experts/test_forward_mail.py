"""Forwarding a mail (issue #13, cross55): "forward <the mail> to <whom>" names whom it goes to
after "to" (its address looked up by name first), the forwarded mail is the one the request
names (not the one the look-up opened), what is forwarded goes whole (no looked-up value is
typed as a message), and "fwd" is shorthand for "forward"."""

from __future__ import annotations

import pytest

from experts.offline.goal import parse_goal
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_forward_names_whom_the_mail_goes_to_after_to() -> None:
    goal = parse_goal("fwd zed's quorble mail to blix varno")
    assert [s.verb for s in goal.steps] == ["forward"]
    assert goal.values.get("to") == "Blix Varno"


@pytest.mark.parametrize(
    ("request_text", "address", "subject"),
    [
        # the address is the address book's
        (
            "forward grace's soup recipe mail to nadia evans",
            "nadia.evans@example.com",
            "Fwd: Recipe you asked for",
        ),
        # the mail forwarded is the named one, not the one the look-up opened
        (
            "fwd the tech weekly newsletter email to wen okafor",
            "wen.okafor@example.com",
            "Fwd: This week",
        ),
    ],
)
def test_a_named_mail_forwarded_to_a_name_goes_to_the_address_book_address(
    tmp_path, request_text: str, address: str, subject: str
) -> None:
    phone = SimDevice(seed=0)
    run = run_offline(tmp_path, request_text, phone, 24)
    sent = phone.state()["mail"]["sent"][0]
    assert run.done
    assert sent["to"] == address
    assert sent["subject"].startswith(subject)
