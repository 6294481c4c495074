"""Market and Jotter, driven the way an agent drives them: search, charts, app pages, installs
that put an app on the launcher, uninstalls, and Jotter's sign-up whose code arrives by SMS."""

from __future__ import annotations

import pytest

from evals.reference import nodes, swipe, tap, texts
from mobilexperts.device import AppNotFoundError
from mobilexperts.sim.apps.jotter import verification_code
from mobilexperts.sim.device import SimDevice

JOTTER = "com.simdroid.jotter"
JOTTER_LISTING = "Jotter - Simple Notes"


def search(device: SimDevice, query: str, field: str = "search_bar") -> None:
    tap(device, id=field)
    device.input_text(query)
    device.press("enter")


def install_jotter(device: SimDevice, install_label: str = "Install", field="search_bar") -> None:
    search(device, "jotter", field)
    tap(device, text=JOTTER_LISTING)
    tap(device, text=install_label)
    device.wait(3)


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Market")
    return d


def test_seed_is_deterministic_and_jotter_starts_off_the_launcher() -> None:
    d = SimDevice(seed=0)
    state = d.state()["market"]
    assert state == SimDevice(seed=0).state()["market"]
    assert state["listings"] != SimDevice(seed=1).state()["market"]["listings"]
    assert all(len(item["reviews"]) >= 6 for item in state["listings"])
    assert JOTTER not in d.state()["installed"] and not nodes(d, desc="Jotter")
    with pytest.raises(AppNotFoundError, match="Jotter"):
        d.launch("Jotter")


def test_install_from_search_shows_progress_then_the_app_is_on_the_launcher(
    device: SimDevice,
) -> None:
    search(device, "jotter")
    assert texts(device, "app_name") == [JOTTER_LISTING]
    tap(device, text=JOTTER_LISTING)
    assert texts(device, "title")[0] == JOTTER_LISTING
    assert texts(device, "rating") == ["4.6 \u2605"] and texts(device, "downloads") == ["10M+"]
    tap(device, text="Install")
    assert texts(device, "install_progress")[0].endswith("of 18.4 MB")
    assert nodes(device, desc="Cancel") and JOTTER not in device.state()["installed"]
    device.wait(1)
    assert JOTTER not in device.state()["installed"]
    device.wait(1)
    assert JOTTER in device.state()["installed"]
    assert texts(device, "open_button") == ["Open"] and texts(device, "uninstall_button")
    device.press("home")
    tap(device, desc="Jotter")
    assert device.observe().package == JOTTER
    assert texts(device, "welcome_title") == ["Jotter"]


def test_cancelling_an_install_leaves_the_app_uninstalled(device: SimDevice) -> None:
    search(device, "notes")
    tap(device, text=JOTTER_LISTING)
    tap(device, text="Install")
    tap(device, desc="Cancel")
    device.wait(5)
    assert JOTTER not in device.state()["installed"] and texts(device, "install_button")
    tap(device, text="Install")
    device.wait(3)
    assert JOTTER in device.state()["installed"]


def test_incompatible_listings_offer_no_install(device: SimDevice) -> None:
    search(device, "notenest")
    tap(device, text="NoteNest: Notes & Lists")
    assert texts(device, "incompatible") == ["Your device isn\u2019t compatible with this version."]
    assert not texts(device, "install_button")
    device.press("back")
    device.press("back")
    search(device, "pages")
    tap(device, text="Pages: Notes & Docs")
    assert texts(device, "open_button") == ["Open"] and not texts(device, "uninstall_button")
    search_again = nodes(device, desc="Search")
    assert search_again
    device.press("back")
    tap(device, id="search_query")
    device.input_text("zeppelin", clear=True)
    device.press("enter")
    assert texts(device, "no_results") == ["No results for \u201czeppelin\u201d"]


def test_top_free_productivity_chart_lists_note_apps_by_popularity(device: SimDevice) -> None:
    tap(device, text="Top charts")
    tap(device, text="Productivity")
    assert nodes(device, text="Top free: productivity")
    assert texts(device, "app_name")[:3] == [
        "NoteNest: Notes & Lists",
        JOTTER_LISTING,
        "ScanIt: PDF Scanner",
    ], "the chart is ordered by popularity and Pages (preinstalled) is lower"
    assert texts(device, "rank")[:2] == ["1", "2"]
    tap(device, text="Categories")
    tap(device, text="Productivity")
    assert texts(device, "toolbar_title") == ["Productivity"]
    assert texts(device, "app_name")[1] == JOTTER_LISTING


def test_reviews_filter_by_stars(device: SimDevice) -> None:
    search(device, "jotter")
    tap(device, text=JOTTER_LISTING)
    swipe(device, "up")
    tap(device, text="See all reviews")
    listing = next(i for i in device.state()["market"]["listings"] if i["package"] == JOTTER)
    assert texts(device, "review_author")[0] == listing["reviews"][0]["author"]
    tap(device, text="5 \u2605")
    fives = [r["author"] for r in listing["reviews"] if r["stars"] == 5]
    assert fives and texts(device, "review_author")[0] == fives[0]
    assert all(t.startswith("5 \u2605") for t in texts(device, "review_stars"))
    tap(device, text="1 \u2605")
    ones = [r["author"] for r in listing["reviews"] if r["stars"] == 1]
    assert texts(device, "review_author")[:1] == ones[:1]
    assert bool(nodes(device, id="no_reviews")) == (not ones)


def test_uninstall_removes_the_app_and_resets_its_data(device: SimDevice) -> None:
    install_jotter(device)
    tap(device, text="Open")
    tap(device, text="Not now")
    assert device.state()["jotter"]["skipped_sign_up"] is True
    device.launch("Market")
    tap(device, text="Uninstall")
    assert nodes(device, text="Do you want to uninstall this app?")
    tap(device, text="Uninstall", nth=1)
    assert JOTTER not in device.state()["installed"]
    assert device.state()["jotter"]["skipped_sign_up"] is False
    assert texts(device, "install_button") == ["Install"]
    device.press("home")
    assert not nodes(device, desc="Jotter")


def test_offline_market_cannot_install(device: SimDevice) -> None:
    search(device, "jotter")
    tap(device, text=JOTTER_LISTING)
    device.phone.toggle_wifi()
    tap(device, text="Install")
    assert (
        nodes(device, contains="You\u2019re offline") and not device.state()["market"]["installing"]
    )
    device.press("back")
    device.press("back")
    assert nodes(device, id="offline")


def test_jotter_sign_up_code_arrives_by_sms_in_messages(device: SimDevice) -> None:
    install_jotter(device)
    tap(device, text="Open")
    tap(device, text="Sign up with phone number")
    device.input_text("12")
    tap(device, text="Send code")
    assert texts(device, "error") == ["Enter a valid phone number"]
    device.input_text("415 555 0134", clear=True)
    tap(device, text="Send code")
    assert texts(device, "code_sent_to") == ["We sent a 6-digit code to (415) 555-0134."]
    assert nodes(device, id="resend_code")[0].get("enabled") == "false"
    threads = device.state()["messages"]["threads"]
    assert all(t["address"] != "Jotter" for t in threads), "the SMS takes a while"
    device.wait(12)
    code = verification_code(0, "(415) 555-0134", 0)
    thread = device.state()["messages"]["threads"][0]
    assert thread["address"] == "Jotter" and thread["messages"][-1]["code"] == code
    assert device.state()["notifications"][-1]["title"] == "Jotter"
    device.input_text("000000" if code != "000000" else "111111")
    tap(device, text="Verify")
    assert texts(device, "error")[0].startswith("That code isn\u2019t right")
    device.launch("Messages")
    tap(device, text="Jotter")
    assert nodes(device, contains=code)
    device.launch("Jotter")
    tap(device, id="verification_code")
    device.input_text(code, clear=True)
    tap(device, text="Verify")
    account = device.state()["jotter"]["account"]
    assert account["phone"] == "(415) 555-0134"
    assert nodes(device, desc="(415) 555-0134") and nodes(device, text="Welcome to Jotter")


def test_jotter_notes_save_as_you_type_and_empty_ones_are_dropped(device: SimDevice) -> None:
    install_jotter(device)
    tap(device, text="Open")
    tap(device, text="Not now")
    tap(device, id="new_note")
    device.input_text("Groceries")
    tap(device, id="note_body")
    device.input_text("Milk, eggs")
    device.press("back")
    device.press("back")
    notes = device.state()["jotter"]["notes"]
    assert (notes[-1]["title"], notes[-1]["body"]) == ("Groceries", "Milk, eggs")
    assert texts(device, "title")[0] == "Groceries"
    tap(device, id="new_note")
    device.press("back")
    device.press("back")
    assert len(device.state()["jotter"]["notes"]) == 2


def test_uninstall_of_an_unknown_package_is_a_clear_error(device: SimDevice) -> None:
    with pytest.raises(AppNotFoundError, match="no app with package"):
        device.phone.uninstall("com.example.nothing")


def test_version_2_renames_and_moves_and_install_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Market")
    tabs = [n.get("text") for n in nodes(v2, id="tabs")[0].iter("node") if n.get("text")]
    assert tabs == ["Top charts", "Categories", "For you"]
    assert nodes(v1, id="search_bar") and nodes(v2, id="search_box")
    assert nodes(v2, text="Top free")
    install_jotter(v2, install_label="Get", field="search_box")
    assert JOTTER in v2.state()["installed"]
    assert not texts(v2, "uninstall_button")
    tap(v2, desc="More options")
    tap(v2, text="Uninstall")
    tap(v2, text="Uninstall", nth=1)
    assert JOTTER not in v2.state()["installed"]
    tap(v2, text="Get")
    v2.wait(3)
    tap(v2, text="Open")
    assert nodes(v2, text="Continue with phone") and not nodes(v2, text="Sign up with phone number")
    tap(v2, text="Continue with phone")
    v2.input_text("4155550134")
    tap(v2, text="Next")
    assert v2.observe().activity == "com.simdroid.jotter.VerifyActivity"
