"""Seed material shared by SimDroid apps: people and topics. Apps sample it with their rng."""

from __future__ import annotations

import random

from mobilexperts.sim.world import Person, person

FIRST_NAMES = [
    "Alice",
    "Bruno",
    "Chen",
    "Dana",
    "Elif",
    "Farid",
    "Grace",
    "Hiro",
    "Isla",
    "Jonas",
    "Kavya",
    "Liam",
    "Maya",
    "Nadia",
    "Omar",
    "Priya",
    "Quinn",
    "Rosa",
    "Sami",
    "Tara",
    "Umar",
    "Vera",
    "Wen",
    "Ximena",
    "Yusuf",
    "Zoe",
]
LAST_NAMES = [
    "Anders",
    "Barros",
    "Costa",
    "Dubois",
    "Evans",
    "Fischer",
    "Garcia",
    "Huang",
    "Ibrahim",
    "Jensen",
    "Kim",
    "Lopez",
    "Moreau",
    "Nakamura",
    "Okafor",
    "Patel",
    "Quist",
    "Rossi",
    "Schmidt",
    "Tanaka",
    "Usman",
    "Varga",
    "Weber",
    "Xu",
    "Yilmaz",
    "Zhang",
]
TOPICS = [
    "LLM agents",
    "open source",
    "coffee",
    "running",
    "photography",
    "climate",
    "chess",
    "gardening",
    "jazz",
    "robotics",
    "travel",
    "cooking",
    "cycling",
    "astronomy",
    "design",
]


def people(rng: random.Random, count: int) -> list[Person]:
    """``count`` distinct people of the world (distinct first names, so labels stay unambiguous).

    Names are the world's; the surname draw that once made them up is still taken so that every
    app's seeded stream (and the suite's task parameters) stays as it was.
    """
    firsts = rng.sample(FIRST_NAMES, min(count, len(FIRST_NAMES)))
    for _ in firsts:
        rng.choice(LAST_NAMES)
    return [person(first) for first in firsts]
