"""The seeded SMS inbox: verification codes, bank alerts, delivery notices, people, a stranger.

The newest thread is always a fresh verification code (the owner just signed in somewhere).
People come from the shared address book, so Contacts shows their names; one text comes from a
stranger's new number, not in Contacts. Times spread over the last week and a half.
"""

from __future__ import annotations

import random

from mobilexperts.sim import world
from mobilexperts.sim.apps.messages.state import MessagesState

MINUTE, HOUR, DAY = 60, 3600, 86400
PEOPLE_THREADS = 7
STRANGER_AREA_CODE = "747"
UNREAD_SHARE = 0.6

# A card alert: the card is the owner's (the one Shop has on file).
PURCHASE = (
    f"Northbank: A purchase of ${{amount}} at {{store}} was made on your card ending "
    f"{world.OWNER.card} (ref {{ref}}). Not you? Call us on the number on your card."
)
# Service threads: sender, then message templates oldest first. {code} is a fresh one-time code
# (``{code4}`` a four-digit one); the other placeholders are filled from the rng.
SERVICES: dict[str, list[str]] = {
    "Shopwise": [
        "Your Shopwise code is {code}. Don't share it with anyone.",
        "Shopwise: Spring sale! 20% off everything this weekend with code SPRING20. "
        "Reply STOP to opt out.",
        f"Shopwise: Your order {world.ORDER.number} has shipped and arrives on "
        f"{world.ORDER.delivery}. Track it in the app.",
        "Your Shopwise code is {code}. Don't share it with anyone.",
        "Shopwise: Items in your cart are selling fast! Complete your order today.",
    ],
    "Northbank": [
        PURCHASE,
        "Northbank: Your one-time passcode is {code}. We will never ask you for it.",
        PURCHASE,
        "Northbank: Your balance is below $100. Log in to view your account.",
    ],
    "ParcelGo": [
        f"ParcelGo: Your parcel from {world.ORDER.store} is out for delivery and will arrive "
        "today by 8 pm.",
        "ParcelGo: Your parcel was delivered and left at the front door.",
    ],
    world.DENTIST.sender: [
        f"{world.DENTIST.place}: Reminder, your check-up is on "
        f"{world.long_date(world.DENTIST.day)} at {world.DENTIST.start} AM. "
        "Reply C to confirm or R to reschedule.",
    ],
    "RideNow": [
        "<#> Your RideNow code: {code4}. Valid for 5 minutes.",
        "RideNow: Your driver is arriving in a white Toyota Prius.",
    ],
    "Nimbus": ["Nimbus: {code} is your verification code. It expires in 10 minutes."],
    "Streamly": ["{code} is your Streamly verification code."],
}
FRESH_CODE = {
    "Shopwise": "Your Shopwise code is {code}. Don't share it with anyone.",
    "Nimbus": "Nimbus: {code} is your verification code. It expires in 10 minutes.",
    "Streamly": "{code} is your Streamly verification code.",
    "Northbank": "Northbank: Your one-time passcode is {code}. We will never ask you for it.",
}
STORES = (
    "Green Leaf Grocers",
    "Old Town Espresso",
    "City Fuel",
    "Bookworm Books",
    "Metro Pharmacy",
)

# Conversations with people: (incoming, text), oldest first.
TALKS: list[list[tuple[bool, str]]] = [
    [
        (True, "Are we still on for dinner on Friday?"),
        (False, f"Yes! 7:30 at {world.DINNER_PLACE}?"),
        (True, "Perfect, I'll book a table for two."),
    ],
    [
        (False, "Can you send me the photos from the hike?"),
        (True, "Sure, uploading them tonight"),
        (True, "Done! Check your email"),
    ],
    [(True, "Running 10 minutes late, sorry!")],
    [
        (True, "Did you get the keys from the landlord?"),
        (False, "Not yet, picking them up at 6"),
        (True, "Ok, let me know"),
    ],
    [(True, "Can I borrow your drill this weekend?")],
    [
        (False, "Thanks for the book recommendation!"),
        (True, "Anytime. Tell me what you think of the ending"),
    ],
    [(True, "The meeting moved to 3 pm, same room")],
    [
        (True, "Your turn to bring snacks to practice on Saturday"),
        (False, "Got it, I'll bring oranges"),
    ],
]


def _cast(
    people: list[world.Contact], talks: list[list[tuple[bool, str]]]
) -> list[tuple[world.Contact, list[tuple[bool, str]]]]:
    """Pair people with talks; the dinner talk, when drawn, is with the world's dinner friend."""
    pairs = list(zip(people, talks, strict=True))
    dinner = world.contact(world.DINNER_FRIEND.first)
    for index, (entry, talk) in enumerate(pairs):
        if talk is TALKS[0] and entry != dinner:
            other = next((i for i, (e, _) in enumerate(pairs) if e == dinner), None)
            if other is not None:
                pairs[other] = (entry, pairs[other][1])
            pairs[index] = (dinner, talk)
    return pairs


def _fill(template: str, rng: random.Random) -> str:
    return template.format(
        code=f"{rng.randint(0, 999_999):06d}",
        code4=f"{rng.randint(1000, 9999)}",
        amount=f"{rng.randint(5, 180)}.{rng.randint(0, 99):02d}",
        store=rng.choice(STORES),
        ref=f"{rng.randint(1000, 9999)}",
    )


def _thread(
    state: MessagesState,
    rng: random.Random,
    address: str,
    texts: list[tuple[bool, str]],
    last_at: float,
) -> None:
    """Add a thread whose last message arrives at ``last_at``, earlier ones before it."""
    gaps = [rng.randint(2 * MINUTE, 2 * DAY) for _ in texts[1:]]
    moment = last_at - sum(gaps)
    for (incoming, text), gap in zip(texts, [*gaps, 0], strict=True):
        if incoming:
            state.receive(address, text, moment)
        else:
            state.send(address, text, moment)
        moment += gap


def seed_messages(rng: random.Random, now: float) -> MessagesState:
    """The seeded inbox at ``now``; threads end up sorted newest first."""
    state = MessagesState()
    for sender, templates in SERVICES.items():
        texts = [(True, _fill(t, rng)) for t in templates]
        _thread(state, rng, sender, texts, now - rng.randint(3 * HOUR, 9 * DAY))
    chosen = _cast(
        rng.sample(world.ADDRESS_BOOK, PEOPLE_THREADS), rng.sample(TALKS, PEOPLE_THREADS)
    )
    for entry, talk in chosen:
        _thread(state, rng, entry.phone, talk, now - rng.randint(20 * MINUTE, 8 * DAY))
    stranger = f"({STRANGER_AREA_CODE}) 555-01{rng.randint(0, 99):02d}"
    hello = (
        f"Hi! It's {world.STRANGER.first} from the climbing gym. This is my new number, save it :)"
    )
    _thread(state, rng, stranger, [(True, hello)], now - rng.randint(1 * HOUR, 5 * HOUR))
    sender = rng.choice(sorted(FRESH_CODE))
    state.receive(sender, _fill(FRESH_CODE[sender], rng), now - rng.randint(2, 8) * MINUTE)
    state.threads.sort(key=lambda t: -t.last.time)
    for thread in state.threads:
        recent = thread.last.time > now - 2 * DAY and not thread.last.outgoing
        thread.unread = recent and rng.random() < UNREAD_SHARE
    state.threads[0].unread = True
    return state
