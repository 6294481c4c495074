"""The Market's typed state: listings with their reviews, and installs in progress.

Whether an app is installed is the phone's business (``phone.state.installed``); a listing is
installable only when the phone has that app (the others are not compatible with the device).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

INSTALL_SECONDS = 3.0


class Review(BaseModel):
    author: str
    stars: int
    text: str
    time: float
    helpful: int = 0


class Listing(BaseModel):
    """An app's store page."""

    package: str
    name: str
    developer: str
    category: str
    rating: float
    ratings: int
    downloads: str
    size_mb: float
    glyph: str
    description: str
    updated: float
    reviews: list[Review] = Field(default_factory=list)

    @property
    def short_name(self) -> str:
        """The name before any tagline: ``Jotter`` for ``Jotter - Simple Notes``."""
        return self.name.replace(" - ", ": ").split(":")[0].strip()

    def matches(self, words: list[str]) -> bool:
        haystack = f"{self.name} {self.developer} {self.category} {self.description}".lower()
        return all(word in haystack for word in words)


class InstallJob(BaseModel):
    """An install under way; it finishes ``INSTALL_SECONDS`` after ``started``."""

    package: str
    started: float


class MarketState(BaseModel):
    listings: list[Listing] = Field(default_factory=list)
    installing: list[InstallJob] = Field(default_factory=list)

    def listing(self, package: str) -> Listing | None:
        return next((item for item in self.listings if item.package == package), None)

    def job(self, package: str) -> InstallJob | None:
        return next((j for j in self.installing if j.package == package), None)

    def search(self, query: str) -> list[Listing]:
        """Listings matching every word; name matches first, then by number of ratings."""
        words = query.lower().split()
        found = [item for item in self.listings if words and item.matches(words)]
        return sorted(
            found, key=lambda i: (not all(w in i.name.lower() for w in words), -i.ratings)
        )

    def top(self, category: str = "") -> list[Listing]:
        """The top chart (most ratings first), optionally of one category."""
        chart = [i for i in self.listings if not category or i.category == category]
        return sorted(chart, key=lambda i: -i.ratings)


def count_label(count: int) -> str:
    """``412K``, ``2.3M`` as store pages abbreviate review counts."""
    if count >= 1_000_000:
        return f"{count / 1_000_000:.1f}M"
    if count >= 1000:
        return f"{count // 1000}K"
    return str(count)
