"""Assembly by evidence: a one-clause request that acts on a thing kept in another app gets that
app's expert too, found by the kind of record it names or by what the apps' screens show; an
act on the request's own words adds no app. App labels are invented."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_offline import needed_apps

MAPS, CAL, NOTES, SHOP, CHAT = "Zorb Maps", "Zorb Calendar", "Zorb Notes", "Zorb Shop", "Zorb Chat"


def needed(request: str, shows: dict[str, list[str]] | None = None) -> list[str]:
    apps = [
        InstalledApp(label=label, shows=(shows or {}).get(label, []))
        for label in (MAPS, CAL, NOTES, SHOP, CHAT)
    ]
    context = AssembleContext(request=request, apps=apps, experts=[])
    return [app.label for app in needed_apps(context)]


def test_a_place_described_by_the_owner_s_plans_adds_the_app_that_keeps_them():
    assert set(needed("directions to wherever my quorn brunch is")) >= {CAL, MAPS}


def test_a_thing_the_screens_of_one_app_show_adds_that_app():
    shows = {SHOP: ["zorbel", "kettle", "zorbel kettle"], NOTES: ["list"]}
    found = needed("an alarm at the time the zorbel kettle arrives please", shows)
    assert SHOP in found


def test_the_request_s_own_words_add_no_app():
    assert needed('text ada vance "see you at the quorn gate"') == [CHAT]
