"""Seed material shared by SimDroid apps: people, places, topics. Apps sample it with their rng."""

from __future__ import annotations

import random

from pydantic import BaseModel

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
MAIL_DOMAIN = "example.com"


class Person(BaseModel):
    """Someone in the phone's world."""

    first: str
    last: str

    @property
    def name(self) -> str:
        return f"{self.first} {self.last}"

    @property
    def handle(self) -> str:
        return f"{self.first.lower()}{self.last[0].lower()}"

    @property
    def email(self) -> str:
        return f"{self.first.lower()}.{self.last.lower()}@{MAIL_DOMAIN}"


def people(rng: random.Random, count: int) -> list[Person]:
    """``count`` distinct people (distinct first names, so labels stay unambiguous)."""
    firsts = rng.sample(FIRST_NAMES, min(count, len(FIRST_NAMES)))
    return [Person(first=f, last=rng.choice(LAST_NAMES)) for f in firsts]
