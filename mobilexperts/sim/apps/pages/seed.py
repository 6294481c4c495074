"""Seeded pages of a fresh Pages install: meeting notes, lists, plans and drafts.

Page order and ids are fixed (task specs may name ``pages[1]``); the owner, the team, the trip
and the home Wi-Fi are the world's; the rng varies list items, gift ideas and times.
"""

from __future__ import annotations

import random

from mobilexperts.sim import corpus, world
from mobilexperts.sim.apps.pages.state import Page, PagesState, TodoItem
from mobilexperts.sim.state import START_CLOCK

BOOKS = [
    "Thinking, Fast and Slow",
    "The Pragmatic Programmer",
    "Sapiens",
    "Atomic Habits",
    "The Design of Everyday Things",
    "Project Hail Mary",
    "Educated",
    "Deep Work",
    "The Left Hand of Darkness",
    "Range",
]
CHORES = [
    "Renew passport",
    "Call the dentist",
    "Pay the electricity bill",
    "Book a car service",
    "Return library books",
    "Water the plants",
    "Back up the laptop",
    "Cancel the gym trial",
]
GROCERIES = [
    "Oat milk",
    "Eggs",
    "Sourdough bread",
    "Spinach",
    "Tomatoes",
    "Greek yoghurt",
    "Coffee beans",
    "Lemons",
]
SIGHTS = ("Alfama walking tour", "LX Factory", "day trip to Sintra")
ROLES = [
    (
        "product designer",
        [
            "Run user interviews every sprint",
            "Own the design system",
            "Prototype new flows in Figma",
        ],
    ),
    (
        "data analyst",
        [
            "Maintain the weekly KPI dashboard",
            "Answer ad-hoc data requests",
            "Document metric definitions",
        ],
    ),
    (
        "support lead",
        ["Triage the support queue each morning", "Write help-centre articles", "Coach new agents"],
    ),
]


def _page(
    state: PagesState, rng: random.Random, title: str, icon: str, body: str = "", **extra: object
) -> Page:
    edited = START_CLOCK - rng.randint(20 * 60, 9 * 86400)
    page = state.new_page(
        edited - rng.randint(86400, 40 * 86400), title=title, icon=icon, body=body, **extra
    )
    page.edited = edited
    state.pages.append(page)
    return page


def _todos(rng: random.Random, items: list[str], count: int, done: int) -> list[TodoItem]:
    return [TodoItem(text=t, done=i < done) for i, t in enumerate(rng.sample(items, count))]


def seed_state(rng: random.Random) -> PagesState:
    """The workspace of a fresh install."""
    team, friends = world.TEAM, corpus.people(rng, 2)
    trip = world.TRIP
    role, duties = rng.choice(ROLES)
    state = PagesState(workspace=f"{world.OWNER.first}'s Notion")
    _page(
        state,
        rng,
        "Weekly team sync",
        "calendar",
        favorite=True,
        body=(
            f"Attendees: {', '.join(p.first for p in team[2:])}\n\nAgenda\n- Q2 roadmap review\n"
            f"- Hiring update\n- Release checklist\n\n"
            f"Action items\n- {team[3].first} shares the mock-ups by Friday\n"
            f"- {team[4].first} books the retro room"
        ),
    )
    _page(
        state,
        rng,
        "Reading list",
        "star",
        "Books to read this year.",
        favorite=True,
        todos=_todos(rng, BOOKS, 5, 2),
    )
    _page(state, rng, "To-do list", "check", todos=_todos(rng, CHORES, 5, 1))
    _page(
        state,
        rng,
        f"Travel plans: {trip.city}",
        "pin",
        favorite=True,
        body=(
            f"Flights: out {trip.departs:%a} {trip.departs.day} {trip.departs:%b} "
            f"({trip.flight}, seat {trip.seat}), back {trip.returns:%a} {trip.returns.day} "
            f"{trip.returns:%b}.\nHotel: 5 nights near the centre, confirmation in mail.\n\n"
            "Ideas\n" + "\n".join(f"- {sight}" for sight in SIGHTS)
        ),
    )
    _page(
        state,
        rng,
        "Job duties (draft)",
        "edit",
        f"Role: {role}\n"
        + "\n".join(f"- {d}" for d in duties)
        + "\n- (more to add before the review)",
    )
    _page(state, rng, "Grocery list", "cart", todos=_todos(rng, GROCERIES, 4, 0))
    recipes = _page(state, rng, "Recipes", "file", "Family favourites and things to try.")
    projects = _page(state, rng, "Projects", "folder", "Everything we are building this quarter.")
    _page(
        state,
        rng,
        "1:1 notes",
        "person",
        f"With {world.MANAGER.name}\n- Career goals for this year\n- Feedback on the last launch\n"
        "- Conference budget",
    )
    code = rng.randint(1000, 9999)
    _page(
        state,
        rng,
        "Apartment info",
        "home",
        f"Door code: {code}\nWi-Fi: {world.HOME_WIFI}, password {world.WIFI_PASSWORD}\n"
        "Bins go out on Tuesday evening.",
    )
    _page(
        state,
        rng,
        "Gift ideas",
        "heart",
        f"{friends[0].first}: a film camera\n{friends[1].first}: climbing chalk bag",
    )
    _page(
        state,
        rng,
        "Workout plan",
        "clock",
        "Mon: run 5 km\nWed: strength\nFri: swim\nSun: long walk",
    )
    _page(
        state,
        rng,
        "Website redesign brief",
        "file",
        "Goals: faster pages, clearer pricing, new blog.",
    )
    _page(
        state,
        rng,
        "Banana bread",
        "file",
        "3 ripe bananas, 250 g flour, 2 eggs. Bake 55 min at 175 C.",
        parent=recipes.id,
    )
    _page(
        state,
        rng,
        "Weeknight curry",
        "file",
        "Chickpeas, coconut milk, spinach, rice.",
        parent=recipes.id,
    )
    _page(
        state,
        rng,
        "Project Atlas roadmap",
        "folder",
        "April: beta\nMay: pricing\nJune: launch",
        parent=projects.id,
    )
    return state
