"""The one world every SimDroid app seeds from: who the owner is, who everyone else is, and the
facts that more than one app shows (a trip, appointments, the home Wi-Fi, an order, a team).

Every fact here is the same for every phone seed; app seeds vary only what no other app shows
(times, read flags, reviews, which threads exist). ``tests/sim/test_one_world.py`` reads each fact
back from every app's seeded state and compares.
"""

from __future__ import annotations

from datetime import date

from pydantic import BaseModel

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
        """The Chirp handle: first name and last initial, e.g. ``rosak``."""
        return f"{self.first.lower()}{self.last[0].lower()}"

    @property
    def email(self) -> str:
        return f"{self.first.lower()}.{self.last.lower()}@{MAIL_DOMAIN}"


class Owner(Person):
    """The phone's owner: the Mail account, the social profiles, the shipping address."""

    chirp: str
    snapgram: str
    street: str
    city: str
    zip: str
    company: str
    job: str
    card: str


class Contact(BaseModel):
    """A person in the owner's address book and their mobile number."""

    person: Person
    phone: str


class Trip(BaseModel):
    """The booked trip: Mail has the booking, Calendar the flight, Files the e-ticket,
    Pages the plan."""

    city: str
    airline: str
    airline_address: str
    flight: str
    origin: str
    destination: str
    departs: date
    leaves_at: str
    lands_at: str
    returns: date
    booking: str
    seat: str
    terminal: str


class Download(BaseModel):
    """A file the Browser downloaded into ``/sdcard/Download`` (Files lists it), and when."""

    name: str
    url: str
    days_ago: int


class Appointment(BaseModel):
    """A dated appointment at a place (Calendar shows it, a reminder text names it)."""

    title: str
    place: str
    address: str
    day: date
    start: str
    end: str
    sender: str


class Order(BaseModel):
    """The owner's latest Shop order: Mail confirms it, Messages says it shipped."""

    store: str
    address: str
    number: str
    item: str
    price: float
    days_ago: int
    delivery: str


OWNER = Owner(
    first="Alex",
    last="Morgan",
    chirp="alexmorgan",
    snapgram="alex.morgan",
    street="742 Elm St",
    city="Northgate",
    zip="94016",
    company="Northwind Labs",
    job="Product manager",
    card="1881",
)

# The address book, in a fixed order; Contacts lists these 25 people, Messages texts with them,
# and every app that names a person draws from them (or from the stranger below).
ADDRESS_BOOK = tuple(
    Contact(person=Person(first=first, last=last), phone=phone)
    for first, last, phone in (
        ("Kavya", "Fischer", "(510) 555-0180"),
        ("Vera", "Ibrahim", "(650) 555-0137"),
        ("Rosa", "Kim", "(510) 555-0192"),
        ("Alice", "Schmidt", "(650) 555-0111"),
        ("Maya", "Garcia", "(650) 555-0145"),
        ("Nadia", "Evans", "(628) 555-0117"),
        ("Ximena", "Zhang", "(510) 555-0143"),
        ("Hiro", "Quist", "(415) 555-0150"),
        ("Bruno", "Patel", "(628) 555-0115"),
        ("Dana", "Varga", "(646) 555-0158"),
        ("Grace", "Tanaka", "(650) 555-0125"),
        ("Farid", "Anders", "(415) 555-0153"),
        ("Jonas", "Zhang", "(312) 555-0109"),
        ("Liam", "Moreau", "(415) 555-0182"),
        ("Omar", "Xu", "(408) 555-0191"),
        ("Yusuf", "Quist", "(408) 555-0187"),
        ("Wen", "Okafor", "(628) 555-0112"),
        ("Sami", "Barros", "(650) 555-0181"),
        ("Umar", "Xu", "(510) 555-0124"),
        ("Isla", "Kim", "(408) 555-0161"),
        ("Zoe", "Fischer", "(628) 555-0159"),
        ("Tara", "Usman", "(646) 555-0100"),
        ("Chen", "Barros", "(510) 555-0199"),
        ("Elif", "Okafor", "(510) 555-0170"),
        ("Priya", "Ibrahim", "(646) 555-0156"),
    )
)
# Someone the owner knows who is not in Contacts: they text from a new number.
STRANGER = Person(first="Quinn", last="Lopez")
EVERYONE = {c.person.first: c.person for c in ADDRESS_BOOK} | {STRANGER.first: STRANGER}


def person(first: str) -> Person:
    """The world's person with this first name (first names are unique)."""
    return EVERYONE[first]


def contact(first: str) -> Contact:
    """The address-book entry of the person with this first name."""
    return next(c for c in ADDRESS_BOOK if c.person.first == first)


# Who is who: the Project Atlas team at the owner's company (manager, colleague, then the
# people of the weekly sync, its chair first), and friends.
TEAM = tuple(person(f) for f in ("Omar", "Sami", "Dana", "Hiro", "Priya"))
MANAGER, COLLEAGUE = TEAM[0], TEAM[1]
BIRTHDAY_FRIEND = person("Isla")
BIRTHDAY = date(2026, 3, 15)
DINNER_FRIEND = person("Priya")
BRUNCH_FRIEND = person("Zoe")
LUNCH_FRIEND = BIRTHDAY_FRIEND
LANDLORD = contact("Yusuf")
NEIGHBOUR = person("Nadia")

# Places from Maps that Calendar names.
DINNER_PLACE = "Trattoria Lucia"
BRUNCH_PLACES = ("Bean Counter Coffee", "Riverbank Café", "Old Town Espresso")
LUNCH_PLACE = "Green Leaf Kitchen"
PARK = "Riverside Park"

HOME_WIFI = "HomeNet"
WIFI_PASSWORD = "tangerine-harbor-42"

TRIP = Trip(
    city="Lisbon",
    airline="SkyJet Airlines",
    airline_address="bookings@skyjet.com",
    flight="SJ 418",
    origin="San Francisco (SFO)",
    destination="Lisbon (LIS)",
    departs=date(2026, 4, 3),
    leaves_at="08:15",
    lands_at="22:40",
    returns=date(2026, 4, 8),
    booking="K7Q2XP",
    seat="14C",
    terminal="SFO Terminal 2",
)
DENTIST = Appointment(
    title="Dentist appointment",
    place="Bright Smile Dental",
    address="210 Pine St",
    day=date(2026, 3, 17),
    start="11:00",
    end="11:45",
    sender="BrightSmile",
)
DOWNLOADS = (
    Download(
        name=f"eticket_{TRIP.flight.replace(' ', '')}.pdf",
        url=f"https://skyjet.com/manage/{TRIP.booking}/eticket.pdf",
        days_ago=6,
    ),
    Download(
        name="invoice_INV-20417.pdf",
        url="https://northwind-office.example.com/invoices/INV-20417.pdf",
        days_ago=11,
    ),
    Download(
        name="conference_schedule.txt",
        url="https://agentconf.example.org/2026/schedule.txt",
        days_ago=19,
    ),
)
BOOK_CLUB_PICK = "Project Hail Mary"
BOOK_CLUB_DAY = date(2026, 3, 19)
ORDER = Order(
    store="Shopwise",
    address="orders@shopwise.com",
    number="112-4186027-0003",
    item="Softloom Cotton Towel Set (6 pc)",
    price=32.99,
    days_ago=3,
    delivery="Tuesday, March 17",
)


def long_date(day: date) -> str:
    """``Friday, April 3``: how mails and texts write a date."""
    return f"{day:%A, %B} {day.day}"
