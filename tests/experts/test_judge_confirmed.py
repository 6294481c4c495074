"""A message confirming a change counts for the request only when it confirms one of its verbs,
and, when it says where the thing went, the place the request names."""

from __future__ import annotations

from pathlib import Path

from experts.offline.judge_confirmed import confirms
from mobilexperts.sim.device import SimDevice
from tests.experts.offline_run import run_offline


def test_a_thing_put_elsewhere_than_the_place_named_is_not_confirmed() -> None:
    request = "put the zorb pick on my quorn list"
    assert not confirms("Added to Favorites", {"put"}, request, ["Pages"])
    assert confirms("Added to Quorn list", {"put"}, request, ["Pages"])
    assert confirms("Added to Your Lists", {"add"}, "add the zap to my wishlist", ["Shop"])
    assert confirms("Saved", {"put"}, request, ["Pages"]), "no place said: a plain save"
    assert not confirms("Deleted", {"put"}, request, ["Pages"]), "no sign of a put"
    assert confirms("Sent", {"text"}, 'text zed "on my way"', ["Messages"])


def test_a_run_that_only_favourited_a_new_page_does_not_claim_a_list_item(tmp_path: Path):
    phone = SimDevice(seed=0)
    before = {p["id"] for p in phone.state()["pages"]["pages"]}
    run = run_offline(tmp_path, "put the book club pick on my shopping list", phone)
    new = [p for p in phone.state()["pages"]["pages"] if p["id"] not in before]
    listed = any(
        "educated" in (p["body"] + p["title"]).casefold() for p in phone.state()["pages"]["pages"]
    )
    assert listed or not run.done, f"claimed done with nothing listed; new pages: {new}"
