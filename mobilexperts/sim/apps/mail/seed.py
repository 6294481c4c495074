"""The seeded mailbox: mail from people in the corpus, newsletters and service mail.

The newest mail is always a sign-in verification code (the owner just signed in somewhere);
everything else is shuffled by the seed, spread over the last few days.
"""

from __future__ import annotations

import random

from mobilexperts.sim import world
from mobilexperts.sim.apps.mail.state import ACCOUNT_ADDRESS, ACCOUNT_NAME, Mail, MailState
from mobilexperts.sim.corpus import TOPICS, people
from mobilexperts.sim.world import ORDER, TRIP, Person

MINUTE, HOUR = 60, 3600

# (subject, body, attachments); {first} signs the mail, {topic} is a corpus topic.
PERSONAL = [
    (
        "Meeting request: Q2 roadmap review",
        "Hi Alex,\n\nCould we set up 30 minutes on Thursday at 3 pm to go through the Q2 "
        "roadmap? Please send me the latest slides before then.\n\nThanks,\n{first}",
        [],
    ),
    (
        "Lunch on Friday?",
        "Hi Alex,\n\nAre you free for lunch on Friday? I'd like to try "
        f"{world.LUNCH_PLACE}. Would 12:30 work for you?\n\n{{first}}",
        [],
    ),
    (
        "Photos from the weekend",
        "Hey! Here are the photos from the hike on Saturday. The one at the summit came out "
        "great. Let me know which ones you want printed.\n\n{first}",
        ["summit.jpg", "lake.jpg"],
    ),
    (
        "Can you review my pull request?",
        "Hi Alex, I opened a pull request that fixes the login timeout bug. Could you review it "
        "by tomorrow? It is mostly tests.\n\nCheers,\n{first}",
        [],
    ),
    (
        "Book recommendation",
        "You asked what I was reading: try 'The Overstory'. I think you'd love it, especially "
        "after our conversation about {topic}.\n\n{first}",
        [],
    ),
    (
        "Question about your {topic} talk",
        "Hi Alex, I really enjoyed your talk on {topic} last week. Would you share the slides? "
        "I'd like to show them to my team.\n\nBest,\n{first}",
        [],
    ),
    (
        "Running group this Sunday",
        "We're meeting at the park gate at 8 am on Sunday for a 10 km run. Bring water! Reply "
        "if you're coming so I can count heads.\n\n{first}",
        [],
    ),
    (
        "Recipe you asked for",
        "Here's the lentil soup recipe: 200 g red lentils, 1 onion, 2 carrots, cumin and a litre "
        "of stock. Simmer for 25 minutes and blend. Enjoy!\n\n{first}",
        [],
    ),
    (
        "Team offsite agenda",
        "Hi all,\n\nAttached is the draft agenda for the offsite on March 26. Please add your "
        "topics to the shared doc by Wednesday.\n\n{first}",
        ["offsite-agenda.docx"],
    ),
    (
        "Invoice 2026-031",
        "Hi Alex, please find attached invoice 2026-031 for the design work in February. "
        "Payment is due within 30 days.\n\nKind regards,\n{first}",
        ["invoice-2026-031.pdf"],
    ),
    (
        "Apartment viewing on Tuesday",
        "The landlord confirmed the viewing for Tuesday at 6 pm. Can you make it? I can pick "
        "you up on the way.\n\n{first}",
        [],
    ),
    (
        "Happy birthday!",
        "Happy birthday, Alex! Hope you have a wonderful day. Drinks are on me next time.\n\n"
        "{first}",
        [],
    ),
]

# Who sent which of PERSONAL, where the world says: the manager asks for the roadmap review,
# the friend Calendar has lunch with on Friday asks about lunch.
SENDERS = {0: world.MANAGER, 1: world.LUNCH_FRIEND}

# (sender, address, subject, body): the world's order and trip, newsletters, service mail.
SERVICES = [
    (
        ORDER.store,
        ORDER.address,
        f"Your {ORDER.store} order #{ORDER.number} is confirmed",
        f"Thanks for your order, {world.OWNER.first}!\n\nOrder #{ORDER.number}\n"
        f"1 x {ORDER.item}  ${ORDER.price:.2f}\nEstimated delivery: {ORDER.delivery}.\n\n"
        "Track your package in the Shop app.",
    ),
    (
        "Tech Weekly",
        "newsletter@techweekly.io",
        "This week: on-device AI agents take off",
        "Tech Weekly, issue 212. On-device agents are learning to use apps the way people do. "
        "Plus: the best new laptops and a look at open-source phone projects. Unsubscribe "
        "at any time.",
    ),
    (
        "Trailblazer Outdoors",
        "news@trailblazer.shop",
        "Spring sale: 30% off hiking gear",
        "Our spring sale is on! Take 30% off boots, tents and backpacks until Sunday. Use code "
        "SPRING30 at checkout. You are receiving this newsletter because you signed up.",
    ),
    (
        "The Daily Brief",
        "brief@dailybrief.news",
        "Your morning briefing: markets, climate talks and more",
        "Good morning. Markets opened higher, climate negotiators reached a draft deal, and a "
        "new comet is visible this weekend. Read the full newsletter online.",
    ),
    (
        "Northbank",
        "statements@northbank.com",
        "Your March statement is ready",
        "Dear Alex Morgan, your statement for the account ending 4821 is now available in "
        "online banking. This is an automated message, please do not reply.",
    ),
    (
        TRIP.airline,
        TRIP.airline_address,
        f"Booking confirmed: {TRIP.city}, {TRIP.departs:%B} {TRIP.departs.day}",
        f"Your flight {TRIP.flight} from {TRIP.origin} to {TRIP.destination} on "
        f"{world.long_date(TRIP.departs)} is confirmed: departure {TRIP.leaves_at}, seat "
        f"{TRIP.seat}. Return on {world.long_date(TRIP.returns)}. Booking reference: "
        f"{TRIP.booking}. Check in opens 24 hours before departure.",
    ),
    (
        "Streamly",
        "no-reply@streamly.tv",
        "New sign-in to your Streamly account",
        "We noticed a new sign-in to your Streamly account from a Chrome browser on Windows. "
        "If this was you, there is nothing to do.",
    ),
]

SENT = [
    ("Slides from Tuesday", "Hi {first}, here are the slides from Tuesday's session. Alex"),
    ("Weekend plans", "Hi {first}, are we still on for the climbing gym on Saturday? Alex"),
    ("Re: Book club", "Count me in for the next book club, {first}! Alex"),
]


def _personal(person: Person, template: tuple[str, str, list[str]], topic: str) -> dict:
    subject, body, attachments = template
    values = {"first": person.first, "topic": topic}
    return {
        "sender": person.name,
        "address": person.email,
        "subject": subject.format(**values),
        "body": body.format(**values),
        "attachments": list(attachments),
    }


def seed_mailbox(rng: random.Random, now: float) -> MailState:
    """A realistic mailbox of about twenty mails, five or more unread and some starred."""
    code = f"{rng.randint(0, 999999):06d}"
    wanted = len(PERSONAL) + len(SENT)
    folks = [p for p in people(rng, wanted + len(SENDERS)) if p not in SENDERS.values()][:wanted]
    for index, sender in SENDERS.items():
        folks[index] = sender
    received = [
        _personal(person, template, rng.choice(TOPICS))
        for person, template in zip(folks, PERSONAL, strict=False)
    ]
    received += [
        {"sender": s, "address": a, "subject": subj, "body": b} for s, a, subj, b in SERVICES
    ]
    rng.shuffle(received)
    state = MailState(account=ACCOUNT_ADDRESS, account_name=ACCOUNT_NAME)
    verification = {
        "sender": "Nimbus",
        "address": "no-reply@nimbus.io",
        "subject": "Your Nimbus verification code",
        "body": f"Use this code to finish signing in to Nimbus:\n\n{code}\n\nThe code expires in "
        "10 minutes. If you didn't try to sign in, you can ignore this email.",
        "code": code,
    }
    mails = [verification, *received]
    unread = {0, *rng.sample(range(1, 10), 4)}
    unread |= {i for i, m in enumerate(mails) if m["subject"].startswith("Meeting request")}
    personal = [i for i, m in enumerate(mails) if m["address"].endswith("@example.com")]
    starred = set(rng.sample(personal, 3))
    when = now - 2 * MINUTE
    for position, fields in enumerate(mails):
        state.inbox.append(
            Mail(
                id=state.new_id(),
                to=state.account,
                time=when,
                unread=position in unread,
                starred=position in starred,
                **fields,
            )
        )
        when -= rng.randint(20 * MINUTE, 7 * HOUR)
    for (subject, body), person in zip(SENT, folks[len(PERSONAL) :], strict=False):
        state.sent.append(
            _from_owner(state, person, subject, body, now - rng.randint(1, 4) * 86400)
        )
    state.sent.sort(key=lambda m: -m.time)
    friend = folks[-1]
    state.drafts.append(
        Mail(
            id=state.new_id(),
            sender=state.account_name,
            address=state.account,
            to=friend.email,
            body=f"Hi {friend.first}, I was thinking of Porto or Seville for May. Any preference?",
            time=now - 5 * HOUR,
        )
    )
    state.trash.append(
        Mail(
            id=state.new_id(),
            sender="Trailblazer Outdoors",
            address="news@trailblazer.shop",
            to=state.account,
            subject="Flash deal: 48 hours only",
            body="Tents from $89 for the next 48 hours. Don't miss out!",
            time=now - 3 * 86400,
        )
    )
    return state


def _from_owner(state: MailState, person: Person, subject: str, body: str, when: float) -> Mail:
    return Mail(
        id=state.new_id(),
        sender=state.account_name,
        address=state.account,
        to=person.email,
        subject=subject,
        body=body.format(first=person.first),
        time=when,
    )
