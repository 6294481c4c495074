"""One world: every fact that two SimDroid apps both show reads the same in each, on any seed.

Facts are read back from the apps' seeded states (and shared storage), never from the world
module, so a seed that drifts from the world fails here.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any

import pytest

from mobilexperts.sim.apps.contacts.numbers import same_address
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.documents import extract_text

SEEDS = (0, 1, 2, 7)


@pytest.fixture(scope="module", params=SEEDS)
def world(request: pytest.FixtureRequest) -> dict[str, Any]:
    device = SimDevice(seed=request.param)
    state = device.state()
    state["file_times"] = dict(device.phone.state.file_times)
    state["texts"] = {
        path: extract_text(path.rsplit("/", 1)[-1], device.phone.read_file(path))
        for path in state["storage"]
        if path.endswith((".txt", ".pdf", ".docx"))
    }
    return state


def _contacts(world: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in world["contacts"]["contacts"]}


def _event(world: dict[str, Any], title: str) -> dict[str, Any]:
    return next(e for e in world["calendar"]["events"] if re.search(title, e["title"]))


def _mail(world: dict[str, Any], subject: str) -> dict[str, Any]:
    return next(m for m in world["mail"]["inbox"] if re.search(subject, m["subject"]))


def _text(world: dict[str, Any], name: str) -> str:
    return next(t for p, t in world["texts"].items() if name in p)


def _page(world: dict[str, Any], title: str) -> dict[str, Any]:
    return next(p for p in world["pages"]["pages"] if p["title"].startswith(title))


def _messages(world: dict[str, Any]) -> list[str]:
    return [m["text"] for t in world["messages"]["threads"] for m in t["messages"]]


def _first_names(world: dict[str, Any]) -> dict[str, str]:
    return {c["first"]: c["last"] for c in world["contacts"]["contacts"]}


def test_the_owner_is_one_person_in_every_app(world: dict[str, Any]) -> None:
    owner = world["mail"]["account_name"]
    first, last = owner.split()
    assert world["chirp"]["me"]["name"] == owner == world["snapgram"]["me"]["name"]
    assert world["chirp"]["me"]["handle"] == f"{first}{last}".lower()
    assert world["mail"]["account"] == f"{first}.{last}@example.com".lower()
    assert world["shop"]["address"]["name"] == owner
    assert world["pages"]["workspace"].startswith(first)
    assert owner in _text(world, "Meeting minutes")
    assert f"{last.upper()}/{first.upper()}" in _text(world, "eticket")
    job = re.match(r"[\w ]+", world["chirp"]["me"]["bio"])[0]
    assert world["snapgram"]["me"]["bio"].startswith(job)
    assert f"{job} with" in _text(world, f"Resume {owner}")


def test_a_first_name_means_one_person_everywhere(world: dict[str, Any]) -> None:
    surnames = _first_names(world)
    stranger = {}
    named = [m["sender"] for m in world["mail"]["inbox"] if m["address"].endswith("example.com")]
    named += [a["name"] for a in world["chirp"]["people"]]
    named += [a["name"] for a in world["snapgram"]["accounts"] if a.get("kind") == "personal"]
    named += [r["author"] for p in world["maps"]["places"] for r in p["reviews"]]
    assert len(named) > 30
    for name in named:
        first, last = name.split()
        known = surnames.get(first) or stranger.setdefault(first, last)
        assert known == last, f"{name} is {first} {known} elsewhere"
    assert len(stranger) <= 1
    for mail in world["mail"]["inbox"] + world["mail"]["sent"]:
        for name, address in ((mail["sender"], mail["address"]), ("", mail["to"])):
            person = re.fullmatch(r"(\w+)\.(\w+)@example\.com", address)
            if person and person[1] in surnames:
                assert surnames[person[1]].lower() == person[2], address
                assert not name or name.lower() == f"{person[1]} {person[2]}"


def test_texts_from_people_come_from_their_contact_numbers(world: dict[str, Any]) -> None:
    phones = {c["phone"]: c["name"] for c in world["contacts"]["contacts"]}
    numbers = [t["address"] for t in world["messages"]["threads"] if t["address"][0] == "("]
    strangers = [n for n in numbers if n not in phones]
    assert len(numbers) >= 7 and len(strangers) == 1
    hello = next(t for t in world["messages"]["threads"] if t["address"] == strangers[0])
    newcomer = re.search(r"It's (\w+)", hello["messages"][0]["text"])[1]
    assert newcomer not in _first_names(world)


def test_calendar_guests_and_the_team_are_contacts_at_the_owners_company(
    world: dict[str, Any],
) -> None:
    emails = {c["email"]: c for c in world["contacts"]["contacts"] if c["email"]}
    guests = {g for e in world["calendar"]["events"] for g in e["guests"]}
    assert guests and guests <= set(emails)
    team = _event(world, "Quarterly planning")["guests"]
    companies = {emails[g]["company"] for g in team}
    assert len(companies) == 1 and companies != {""}
    manager = _event(world, r"^1:1 with")["title"].removeprefix("1:1 with ")
    assert any(emails[g]["first"] == manager for g in team)
    minutes = _text(world, "Meeting minutes")
    attendees = re.findall(r"(?:Attendees|Absent): (.*)", minutes)
    for name in re.findall(r"([A-Z]\w+ [A-Z]\w+)", ", ".join(attendees)):
        if name != world["mail"]["account_name"]:
            assert _contacts(world)[name]["company"] in companies
    sync = _page(world, "Weekly team sync")["body"]
    for first in re.search(r"Attendees: (.*)", sync)[1].split(", "):
        assert first in minutes


def test_the_trip_reads_the_same_in_mail_calendar_pages_and_files(world: dict[str, Any]) -> None:
    booking = _mail(world, "^Booking confirmed")
    flight = re.search(r"flight ([A-Z]{2} \d+)", booking["body"])[1]
    city = re.search(r"Booking confirmed: (\w+)", booking["subject"])[1]
    event = _event(world, f"^Flight to {city}$")
    day = date.fromisoformat(event["date"])
    assert flight in event["description"]
    assert f"{day:%A, %B} {day.day}" in booking["body"]
    reference = re.search(r"Booking reference: (\w+)", booking["body"])[1]
    seat = re.search(r"seat (\w+)", booking["body"])[1]
    assert reference in event["description"] and f"seat {seat}" in event["description"]
    plans = _page(world, "Travel plans")
    assert plans["title"] == f"Travel plans: {city}"
    assert f"out {day:%a} {day.day} {day:%b} ({flight}, seat {seat})" in plans["body"]
    back = re.search(r"Return on (\w+, \w+ \d+)", booking["body"])[1]
    assert re.search(r"back (\w+) (\d+) (\w+)", plans["body"]).groups() == (
        back[:3],
        back.split()[-1],
        back.split()[1][:3],
    )
    boarding = _text(world, "/sdcard/Download/eticket")
    assert flight in boarding and f"{day:%B} {day.day}, {day.year}" in boarding
    assert reference in boarding and f"Seat {seat}" in boarding
    assert any(a["label"] == "Airport" and not a["days"] for a in world["clock"]["alarms"])


def test_home_wifi_is_the_connected_network_in_notes_and_pages(world: dict[str, Any]) -> None:
    network = world["settings"]["wifi_network"]
    notes = _text(world, "Apartment notes")
    password = re.search(r"Wi-Fi password: (\S+)", notes)[1]
    assert re.search(r"Wi-Fi network: (\S+)", notes)[1] == network
    assert f"Wi-Fi: {network}, password {password}" in _page(world, "Apartment info")["body"]


def test_the_landlord_and_neighbour_are_contacts(world: dict[str, Any]) -> None:
    notes = _text(world, "Apartment notes")
    landlord, phone = re.search(r"Landlord: ([\w ]+), (.+)", notes).groups()
    assert same_address(_contacts(world)[landlord]["phone"], phone)
    assert re.search(r"with (\w+) in flat", notes)[1] in _first_names(world)


def test_the_birthday_in_calendar_is_the_contacts_birthday_and_the_only_one_near(
    world: dict[str, Any],
) -> None:
    event = _event(world, "'s birthday$")
    day = date.fromisoformat(event["date"])
    first = event["title"].removesuffix("'s birthday")
    people = [c for c in world["contacts"]["contacts"] if c["first"] == first]
    assert [c["birthday"] for c in people] == [f"{day:%B} {day.day}"]
    month = [c["name"] for c in world["contacts"]["contacts"] if c["birthday"].startswith("March")]
    assert month == [people[0]["name"]]
    assert all(e["all_day"] is False for e in world["calendar"]["events"] if e is not event)


def test_the_dentist_reminder_names_the_calendar_appointment(world: dict[str, Any]) -> None:
    event = _event(world, "^Dentist")
    day = date.fromisoformat(event["date"])
    place = event["location"].split(",")[0]
    reminder = next(t for t in _messages(world) if "check-up" in t)
    assert reminder.startswith(place)
    assert f"{day:%A, %B} {day.day} at {event['start']}" in reminder


def test_the_book_club_pick_matches_the_calendar(world: dict[str, Any]) -> None:
    event = _event(world, "^Book club$")
    month = date.fromisoformat(event["date"]).strftime("%B")
    pick = re.search(rf"{month}: (.+)", _text(world, "Book club picks"))[1].strip()
    assert event["description"] == f"This month: {pick}."


def test_the_order_in_mail_is_the_shipped_shop_order_and_the_shipping_text(
    world: dict[str, Any],
) -> None:
    confirmation = _mail(world, r"order #[\d-]+ is confirmed")
    number = re.search(r"#([\d-]+)", confirmation["subject"])[1]
    store = confirmation["sender"]
    order = next(o for o in world["shop"]["orders"] if o["number"] == number)
    assert order["status"] == "Shipped"
    line = order["items"][0]
    assert f"1 x {line['name']}  ${line['price']:.2f}" in confirmation["body"]
    delivery = re.search(r"Estimated delivery: ([^.]+)", confirmation["body"])[1]
    shipped = next(t for t in _messages(world) if number in t)
    assert shipped.startswith(store) and delivery in shipped
    assert order["address"]["name"] == world["mail"]["account_name"]
    cards = {re.search(r"card ending (\d+)", t)[1] for t in _messages(world) if "card ending" in t}
    assert cards == {o["card"]["last4"] for o in world["shop"]["orders"]}


def test_places_in_calendar_and_texts_are_places_on_the_map(world: dict[str, Any]) -> None:
    places = {p["name"] for p in world["maps"]["places"]}
    for title in ("^Dinner with", "^Brunch with", "^Lunch with", "^Bike ride$"):
        assert _event(world, title)["location"] in places, title
    dinner = _event(world, "^Dinner with")
    friend = _contacts(world)[
        next(
            c["name"]
            for c in world["contacts"]["contacts"]
            if c["first"] == dinner["title"].removeprefix("Dinner with ")
        )
    ]
    talk = [t for t in world["messages"]["threads"] if "dinner" in t["messages"][0]["text"]]
    for thread in talk:
        assert thread["address"] == friend["phone"]
        assert any(dinner["location"] in m["text"] for m in thread["messages"])
    lunch = _mail(world, "^Lunch on Friday")
    assert lunch["sender"].split()[0] == _event(world, "^Lunch with")["title"].split()[-1]
    assert _event(world, "^Lunch with")["location"] in lunch["body"]


def test_the_browser_downloaded_what_the_download_folder_holds(world: dict[str, Any]) -> None:
    folder = {p for p in world["storage"] if p.startswith("/sdcard/Download/")}
    downloads = world["browser"]["downloads"]
    assert {d["path"] for d in downloads} == folder
    for download in downloads:
        assert download["time"] == world["file_times"][download["path"]]
    booking = _mail(world, "^Booking confirmed")
    reference = re.search(r"Booking reference: (\w+)", booking["body"])[1]
    ticket = next(d for d in downloads if "eticket" in d["path"])
    assert reference in ticket["url"]
