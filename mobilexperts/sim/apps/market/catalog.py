"""The Market's catalogue: listings for SimDroid's own apps (installable when the phone has them)
and for well-known-looking apps that this device cannot install.

Figures and texts are fixed (tasks ask about them); the rng writes the reviews.
"""

from __future__ import annotations

import random

from mobilexperts.sim import corpus
from mobilexperts.sim.apps.market.state import Listing, Review
from mobilexperts.sim.state import START_CLOCK

JOTTER = "com.simdroid.jotter"
# package, name, developer, category, rating, ratings, downloads, size MB, glyph, description
CATALOG = [
    (
        "com.notenest.android",
        "NoteNest: Notes & Lists",
        "NoteNest Labs",
        "Productivity",
        4.7,
        2_310_000,
        "100M+",
        48.0,
        "note",
        "Notes, checklists and reminders that sync across all your devices. Organise notes into "
        "nests, add photos and voice memos, and share lists with family.",
    ),
    (
        JOTTER,
        "Jotter - Simple Notes",
        "Jotter Inc.",
        "Productivity",
        4.6,
        412_000,
        "10M+",
        18.4,
        "note",
        "Jotter is the fastest way to capture ideas, to-dos and notes. Sign up with your phone "
        "number to back up your notes and open them on any device. No ads.",
    ),
    (
        "com.simdroid.pages",
        "Pages: Notes & Docs",
        "SimDroid",
        "Productivity",
        4.4,
        188_000,
        "10M+",
        32.0,
        "file",
        "A workspace for notes, docs and to-do lists. Nest pages, favourite the ones you use most "
        "and search everything.",
    ),
    (
        "com.memopad.pro",
        "Memo Pad Pro",
        "Bright Apps",
        "Productivity",
        4.2,
        96_500,
        "5M+",
        12.1,
        "note",
        "A classic sticky-note style notepad with colourful memos, widgets and a dark theme.",
    ),
    (
        "com.quicknotes.app",
        "QuickNotes",
        "Swift Tools",
        "Productivity",
        3.9,
        41_200,
        "1M+",
        9.8,
        "note",
        "Write notes in seconds. Lock private notes with a PIN.",
    ),
    (
        "com.scanit.pdf",
        "ScanIt: PDF Scanner",
        "ScanIt",
        "Productivity",
        4.5,
        305_000,
        "50M+",
        38.0,
        "camera",
        "Scan documents, receipts and whiteboards to PDF with your camera.",
    ),
    (
        "com.simdroid.files",
        "Files",
        "SimDroid",
        "Tools",
        4.5,
        2_900_000,
        "1B+",
        14.6,
        "folder",
        "Browse your documents, downloads and photos; preview, rename and share files.",
    ),
    (
        "com.simdroid.browser",
        "Browser",
        "SimDroid",
        "Communication",
        4.3,
        9_100_000,
        "5B+",
        96.0,
        "globe",
        "Fast, simple and secure web browsing with tabs, bookmarks and downloads.",
    ),
    (
        "com.simdroid.mail",
        "Mail",
        "SimDroid",
        "Communication",
        4.4,
        7_600_000,
        "5B+",
        51.0,
        "mail",
        "Email that keeps your inbox organised, with search, stars and drafts.",
    ),
    (
        "com.simdroid.messages",
        "Messages",
        "SimDroid",
        "Communication",
        4.3,
        3_100_000,
        "1B+",
        22.0,
        "chat",
        "Text with friends and family; verification codes are easy to copy.",
    ),
    (
        "com.simdroid.chirp",
        "Chirp",
        "Chirp Corp.",
        "Social",
        4.1,
        24_800_000,
        "1B+",
        88.0,
        "chat",
        "See what's happening: follow people, like and reply to chirps, and send DMs.",
    ),
    (
        "com.simdroid.maps",
        "Maps",
        "SimDroid",
        "Travel & Local",
        4.2,
        17_300_000,
        "10B+",
        64.0,
        "map_pin",
        "Find places, see ratings and directions, and start navigation.",
    ),
    (
        "com.simdroid.shop",
        "Shop",
        "SimDroid Retail",
        "Shopping",
        4.5,
        5_200_000,
        "500M+",
        57.0,
        "cart",
        "Shop millions of products with fast delivery and easy returns.",
    ),
    (
        "com.simdroid.contacts",
        "Contacts",
        "SimDroid",
        "Communication",
        4.2,
        690_000,
        "1B+",
        9.0,
        "person",
        "Keep your contacts organised and backed up.",
    ),
    (
        "com.photomagic.editor",
        "PhotoMagic Editor",
        "Pixel Forge",
        "Photography",
        4.4,
        1_020_000,
        "100M+",
        72.0,
        "image",
        "Filters, collages and one-tap retouching.",
    ),
    (
        "com.fittrack.app",
        "FitTrack: Workout Log",
        "FitTrack",
        "Health & Fitness",
        4.6,
        330_000,
        "10M+",
        41.0,
        "heart",
        "Log workouts, follow plans and track your progress.",
    ),
    (
        "com.lingolessons",
        "Lingo Lessons",
        "Lingo Co.",
        "Education",
        4.7,
        3_400_000,
        "100M+",
        55.0,
        "chat",
        "Learn a language in five minutes a day.",
    ),
    (
        "com.tripmate.travel",
        "TripMate: Trip Planner",
        "TripMate",
        "Travel & Local",
        4.3,
        88_000,
        "5M+",
        36.0,
        "map_pin",
        "Plan trips, keep bookings together and share itineraries.",
    ),
    (
        "com.budgetbee",
        "BudgetBee",
        "Honeycomb Finance",
        "Finance",
        4.5,
        152_000,
        "5M+",
        27.0,
        "cart",
        "Track spending and set budgets that stick.",
    ),
    (
        "com.sudoku.master",
        "Sudoku Master",
        "Puzzle Hub",
        "Games",
        4.6,
        1_450_000,
        "50M+",
        31.0,
        "play",
        "Thousands of sudoku puzzles from easy to expert.",
    ),
    (
        "com.weathernow",
        "WeatherNow",
        "Sky Data",
        "Weather",
        4.4,
        610_000,
        "50M+",
        19.0,
        "globe",
        "Accurate forecasts, radar and severe weather alerts.",
    ),
]
PRAISE = [
    "Does exactly what I need, nothing more.",
    "Clean design and very fast.",
    "I use it every day. Syncing works great.",
    "Best app in its category, hands down.",
]
MIXED = [
    "Good, but the latest update moved some buttons around.",
    "Works fine, though I wish it had a widget.",
    "Decent app. A few crashes on my old phone.",
]
COMPLAINTS = [
    "Keeps asking me to sign in again.",
    "Too many notifications since the last update.",
    "Lost a note after an update. Be careful.",
]


def _reviews(rng: random.Random, rating: float, count: int) -> list[Review]:
    reviews = []
    for person in corpus.people(rng, count):
        stars = max(1, min(5, round(rng.gauss(rating, 0.9))))
        pool = PRAISE if stars >= 4 else MIXED if stars == 3 else COMPLAINTS
        reviews.append(
            Review(
                author=person.name,
                stars=stars,
                text=rng.choice(pool),
                time=START_CLOCK - rng.randint(1, 90) * 86400.0,
                helpful=rng.randint(0, 240),
            )
        )
    return sorted(reviews, key=lambda r: -r.helpful)


def seed_listings(rng: random.Random) -> list[Listing]:
    """Every listing, in catalogue order."""
    listings = []
    for (
        package,
        name,
        developer,
        category,
        rating,
        ratings,
        downloads,
        size,
        glyph,
        about,
    ) in CATALOG:
        listings.append(
            Listing(
                package=package,
                name=name,
                developer=developer,
                category=category,
                rating=rating,
                ratings=ratings,
                downloads=downloads,
                size_mb=size,
                glyph=glyph,
                description=about,
                updated=START_CLOCK - rng.randint(2, 120) * 86400.0,
                reviews=_reviews(rng, rating, rng.randint(6, 10)),
            )
        )
    return listings
