"""The documents, downloads and photos on a fresh phone: real PDF, DOCX, TXT and JPEG bytes.

Contents are fixed (tasks ask about them) and name the world's people, trip and home; the rng
only varies when the filler files were last modified. Bytes are built once per process:
documents are deterministic.
"""

from __future__ import annotations

import functools
import io
import random
import re
from datetime import UTC, datetime

from PIL import Image

from mobilexperts.sim import world
from mobilexperts.sim.documents import make_docx, make_pdf
from mobilexperts.sim.state import START_CLOCK

DAY = 86400.0
DOCUMENTS, DOWNLOADS, PICTURES = "/sdcard/Documents", "/sdcard/Download", "/sdcard/Pictures"
OMAR, SAMI, CHAIR, HIRO, PRIYA = world.TEAM
TRIP, OWNER = world.TRIP, world.OWNER

MINUTES = (
    "Project Atlas - Weekly Sync - Meeting Minutes",
    [
        "Date: Tuesday, March 10, 2026, 10:00 to 10:45",
        f"Attendees: {CHAIR.name} (chair), {HIRO.name}, {PRIYA.name}, {OWNER.name}",
        f"Absent: {OMAR.name}, {SAMI.name}",
        "1. Launch timeline",
        "The public launch moves from April 7 to April 21 so that the payment provider can "
        "finish its security review.",
        "2. Budget",
        f"The user-research budget of $4,500 was approved. {PRIYA.first} will book 12 "
        "participant sessions.",
        "3. Onboarding",
        f"Sign-up drop-off is 38% on the phone-number step. {HIRO.first} will test a "
        "continue-with-email option.",
        "Action items",
        f"- {CHAIR.first}: send the revised launch plan to stakeholders by March 13.",
        f"- {PRIYA.first}: draft the onboarding survey by March 18.",
        f"- {HIRO.first}: prototype email sign-up by March 17.",
        f"- {OWNER.first}: update the release notes and the store listing text.",
        "Next meeting: Tuesday, March 17, 2026 at 10:00 in room Orion.",
    ],
)
JOB = (
    "Job Description: Operations Coordinator",
    [
        "Team: Customer Operations, reporting to the Head of Operations.",
        "Location: Lisbon office, hybrid (three days on site).",
        "Main duties",
        "- Coordinate the weekly shipping schedule with the two warehouse partners.",
        "- Keep the supplier contact list and purchase orders up to date.",
        "- Prepare the monthly operations report for the leadership meeting.",
        "- Handle escalated customer delivery issues within 24 hours.",
        "- Onboard new team members to the ticketing tool.",
        "Working hours: Monday to Friday, 9:00 to 17:30.",
        "Salary band: EUR 38,000 to 44,000 per year.",
    ],
)


def _international(number: str) -> str:
    """``(408) 555-0187`` as people note it down: ``+1 408 555 0187``."""
    digits = "".join(c for c in number if c.isdigit())
    return f"+1 {digits[:3]} {digits[3:6]} {digits[6:]}"


APARTMENT = (
    "Apartment notes\n"
    f"Wi-Fi network: {world.HOME_WIFI}\n"
    f"Wi-Fi password: {world.WIFI_PASSWORD}\n"
    f"Landlord: {world.LANDLORD.person.name}, {_international(world.LANDLORD.phone)}\n"
    "Recycling goes out on Tuesday evenings; general waste on Thursday mornings.\n"
    "The boiler service is due in May; the last one was on 2025-05-14.\n"
    f"Spare key: with {world.NEIGHBOUR.first} in flat 3B.\n"
)
FILLER_PDFS = {
    "Q4 expense report.pdf": (
        "Q4 Expense Report",
        ["Travel: $1,240", "Software: $380", "Meals: $212", "Total: $1,832, approved Jan 9."],
    ),
    "Lease agreement 2025.pdf": (
        "Residential Lease Agreement",
        [
            "Term: 12 months from September 1, 2025.",
            "Monthly rent: $1,650, due on the 1st.",
            "Deposit: $3,300.",
            "Pets allowed with written consent.",
        ],
    ),
    "Travel insurance policy.pdf": (
        "Travel Insurance Policy TI-88213",
        [
            "Cover: medical up to $1,000,000; cancellation up to $5,000.",
            "Valid worldwide until December 31, 2026.",
            "Emergency line: +44 20 7946 0321.",
        ],
    ),
}
FILLER_DOCX = {
    f"Resume {OWNER.name}.docx": (
        OWNER.name,
        [
            f"{OWNER.job} with seven years of experience in mobile apps.",
            "- Led the Atlas payments launch (2025).",
            "- Grew weekly active users from 40k to 180k.",
            "Languages: English, Portuguese.",
        ],
    ),
    "Cover letter draft.docx": (
        "Cover letter",
        [
            "Dear hiring team,",
            "I am writing to apply for the Senior Product Manager role.",
            f"Kind regards, {OWNER.name}",
        ],
    ),
}
FILLER_TXT = {
    "Sourdough recipe.txt": "Sourdough\n500 g flour, 350 g water, 100 g starter, 10 g salt.\n"
    "Bulk ferment 5 hours; bake 20 min covered and 25 min uncovered at 240 C.\n",
    "Book club picks.txt": f"Book club picks\nMarch: {world.BOOK_CLUB_PICK}\nApril: Educated\n"
    "May: The Left Hand of Darkness\n",
    "Gym schedule.txt": "Gym schedule\nMon: legs\nWed: back and arms\nFri: chest\nSat: 5 km run\n",
    "Tax return checklist.txt": "Tax return checklist\n- P60 from employer\n"
    "- Charity receipts\n- Pension statement\nDeadline: January 31.\n",
}
DOWNLOAD_PDFS = {
    world.DOWNLOADS[0].name: (
        "E-ticket Receipt",
        [
            f"Passenger: {OWNER.last.upper()}/{OWNER.first.upper()}",
            f"{TRIP.airline} flight {TRIP.flight} {TRIP.origin} to {TRIP.destination}",
            f"Date: {TRIP.departs:%B} {TRIP.departs.day}, {TRIP.departs.year}. "
            f"Departure {TRIP.leaves_at}. Online check-in opens 24 hours before departure.",
            f"Seat {TRIP.seat}. Booking reference {TRIP.booking}. Zone 3.",
        ],
    ),
    "invoice_INV-20417.pdf": (
        "Invoice INV-20417",
        [
            "Northwind Office Supplies",
            "2 x ergonomic chair: $398.00",
            "1 x standing desk: $449.00",
            "Total due: $847.00 by March 30, 2026.",
        ],
    ),
}
DOWNLOAD_TXT = {
    "conference_schedule.txt": "AgentConf 2026 schedule\n09:00 Keynote: agents on phones\n"
    "11:00 Workshop: tool libraries\n14:00 Panel: evaluating mobile agents\n",
}
PHOTOS = [
    ("IMG_20260301_101512.jpg", (214, 140, 92)),
    ("IMG_20260305_183044.jpg", (70, 120, 190)),
    ("IMG_20260308_120301.jpg", (90, 160, 90)),
    ("Screenshot_20260311-094512.png", (235, 235, 240)),
    ("IMG_20260312_200955.jpg", (30, 30, 60)),
]


def _image(name: str, colour: tuple[int, int, int]) -> bytes:
    picture = Image.new("RGB", (160, 120), colour)
    picture.paste(tuple(255 - c for c in colour), (40, 30, 120, 90))
    out = io.BytesIO()
    picture.save(out, format="PNG" if name.endswith(".png") else "JPEG", quality=80)
    return out.getvalue()


@functools.cache
def _contents() -> dict[str, bytes]:
    files = {
        f"{DOCUMENTS}/Meeting minutes 2026-03-10.pdf": make_pdf(*MINUTES),
        f"{DOCUMENTS}/Job description - Operations Coordinator.docx": make_docx(*JOB),
        f"{DOCUMENTS}/Apartment notes.txt": APARTMENT.encode(),
    }
    files.update({f"{DOCUMENTS}/{n}": make_pdf(*c) for n, c in FILLER_PDFS.items()})
    files.update({f"{DOCUMENTS}/{n}": make_docx(*c) for n, c in FILLER_DOCX.items()})
    files.update({f"{DOCUMENTS}/{n}": t.encode() for n, t in FILLER_TXT.items()})
    files.update({f"{DOWNLOADS}/{n}": make_pdf(*c) for n, c in DOWNLOAD_PDFS.items()})
    files.update({f"{DOWNLOADS}/{n}": t.encode() for n, t in DOWNLOAD_TXT.items()})
    files.update({f"{PICTURES}/{n}": _image(n, c) for n, c in PHOTOS})
    return files


def _taken(name: str) -> float | None:
    """When a camera file name says the photo was taken (``IMG_20260301_101512.jpg``)."""
    found = re.search(r"(\d{8})[_-](\d{6})", name)
    if found is None:
        return None
    return (
        datetime.strptime("".join(found.groups()), "%Y%m%d%H%M%S").replace(tzinfo=UTC).timestamp()
    )


def seed_files(rng: random.Random) -> dict[str, tuple[bytes, float]]:
    """Every seeded file with its last-modified time; the minutes date from their meeting."""
    fixed = {
        f"{DOCUMENTS}/Meeting minutes 2026-03-10.pdf": START_CLOCK - 4 * DAY + 7320,
        f"{DOCUMENTS}/Apartment notes.txt": START_CLOCK - 2 * DAY + 1800,
    }
    fixed.update({f"{PICTURES}/{name}": _taken(name) or START_CLOCK for name, _ in PHOTOS})
    fixed.update({f"{DOWNLOADS}/{d.name}": START_CLOCK - d.days_ago * DAY for d in world.DOWNLOADS})
    out: dict[str, tuple[bytes, float]] = {}
    for path, data in _contents().items():
        when = fixed.get(path, START_CLOCK - rng.randint(5 * 24, 120 * 24) * 3600.0)
        out[path] = (data, when)
    return out
