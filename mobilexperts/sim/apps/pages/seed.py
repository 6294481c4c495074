"""Seeded pages of a fresh Pages install: meeting notes, lists, plans and drafts.

Page order and ids are fixed (task specs may name ``pages[1]``); the rng varies people, places,
list items and times.
"""

from __future__ import annotations

import random

from mobilexperts.sim import corpus
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
TRIPS = [
    ("Lisbon", "Alfama walking tour", "LX Factory", "day trip to Sintra"),
    ("Kyoto", "Fushimi Inari at sunrise", "Nishiki market", "day trip to Nara"),
    ("Oslo", "Vigeland park", "the opera house roof", "fjord cruise"),
    ("Montreal", "Old Port", "Jean-Talon market", "Mount Royal hike"),
]
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
    owner, *team = corpus.people(rng, 6)
    city, *sights = rng.choice(TRIPS)
    role, duties = rng.choice(ROLES)
    state = PagesState(workspace=f"{owner.first}'s Notion")
    _page(
        state,
        rng,
        "Weekly team sync",
        "calendar",
        favorite=True,
        body=(
            f"Attendees: {', '.join(p.first for p in team[:4])}\n\nAgenda\n- Q2 roadmap review\n"
            f"- Hiring update\n- Release checklist\n\n"
            f"Action items\n- {team[0].first} shares the mock-ups by Friday\n"
            f"- {team[1].first} books the retro room"
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
        f"Travel plans: {city}",
        "pin",
        favorite=True,
        body=(
            f"Flights: out Fri 3 Apr, back Wed 8 Apr.\n"
            "Hotel: 5 nights near the centre, confirmation in mail.\n\n"
            f"Ideas\n- {sights[0]}\n- {sights[1]}\n- {sights[2]}"
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
        f"With {team[2].name}\n- Career goals for this year\n- Feedback on the last launch\n"
        "- Conference budget",
    )
    code = rng.randint(1000, 9999)
    _page(
        state,
        rng,
        "Apartment info",
        "home",
        f"Door code: {code}\nWi-Fi: HomeNet, password maple-{code % 97}\n"
        "Bins go out on Tuesday evening.",
    )
    _page(
        state,
        rng,
        "Gift ideas",
        "heart",
        f"{team[3].first}: a film camera\n{team[0].first}: climbing chalk bag",
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
