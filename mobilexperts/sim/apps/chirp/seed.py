"""Chirp's seeded world: people with topics, a timeline, follows, conversations, notifications."""

from __future__ import annotations

import random
from collections import Counter

from mobilexperts.sim.apps.chirp import content
from mobilexperts.sim.apps.chirp.state import (
    Account,
    ChirpState,
    Conversation,
    Message,
    Notification,
    Post,
    Reply,
)
from mobilexperts.sim.corpus import TOPICS, people
from mobilexperts.sim.world import OWNER

PEOPLE = 14
OTHER_POSTS = 25
FOLLOWING = 5
ME = Account(
    handle=OWNER.chirp,
    name=OWNER.name,
    bio=f"{OWNER.job}. Coffee, cycling and the occasional hot take.",
    followers=312,
)
MINUTE, HOUR = 60, 3600


def _accounts(rng: random.Random) -> tuple[list[Account], dict[str, list[str]]]:
    """People with a bio, and each person's favourite topics (distinct first topics)."""
    crowd = people(rng, PEOPLE)
    primaries = rng.sample(TOPICS, PEOPLE)
    accounts, topics = [], {}
    for person, primary in zip(crowd, primaries, strict=True):
        bio = rng.choice(content.BIOS).format(topic=primary)
        accounts.append(
            Account(
                handle=person.handle,
                name=person.name,
                bio=bio[0].upper() + bio[1:],
                followers=rng.randint(80, 5200),
                following=rng.randint(20, 900),
            )
        )
        topics[person.handle] = [primary, rng.choice(TOPICS)]
    return accounts, topics


def _texts(rng: random.Random, handles: list[str], topics: dict[str, list[str]]):
    """(author, topic, text) for each post: a person's first post is on their main topic, the
    next ones alternate with their second topic; each text is drawn at most once."""
    pools = {t: rng.sample(texts, len(texts)) for t, texts in content.POSTS_BY_TOPIC.items()}
    written: Counter[str] = Counter()
    for handle in handles:
        wanted = topics[handle] if written[handle] % 2 == 0 else topics[handle][::-1]
        written[handle] += 1
        topic = next((t for t in wanted if pools[t]), None) or max(
            pools, key=lambda t: len(pools[t])
        )
        yield handle, topic, pools[topic].pop()


def _timeline(
    rng: random.Random, accounts: list[Account], topics: dict[str, list[str]], now: float
) -> list[Post]:
    handles = [a.handle for a in accounts]
    authors = handles + [rng.choice(handles) for _ in range(OTHER_POSTS - len(handles))]
    rng.shuffle(authors)
    drafts = list(_texts(rng, authors, topics))
    drafts += [(ME.handle, "", text) for text in content.MY_POSTS]
    order = list(range(len(drafts)))
    rng.shuffle(order)
    age, posts = 0.0, []
    for i in order:
        age += rng.randint(4, 150) * MINUTE
        author, topic, text = drafts[i]
        liked = author != ME.handle and rng.random() < 0.15
        posts.append(
            Post(
                id=0,
                author=author,
                text=text,
                time=now - age,
                topic=topic,
                likes=rng.randint(0, 480) + liked,
                liked=liked,
                shares=rng.randint(0, 60),
                replies=_replies(rng, author, handles, now - age, now),
            )
        )
    for number, post in enumerate(reversed(posts), start=1):
        post.id = number
    return posts


def _replies(
    rng: random.Random, author: str, handles: list[str], posted: float, now: float
) -> list[Reply]:
    count = rng.randint(1, 2) if author == ME.handle else rng.randint(0, 3)
    repliers = rng.sample([h for h in handles if h != author], count)
    times = sorted(rng.randint(int(posted), int(now)) for _ in repliers)
    return [
        Reply(author=h, text=rng.choice(content.REPLIES), time=t)
        for h, t in zip(repliers, times, strict=True)
    ]


def _conversations(rng: random.Random, accounts: list[Account], now: float) -> list[Conversation]:
    partners = rng.sample(accounts, len(content.CONVERSATIONS))
    out = []
    for index, (script, partner) in enumerate(zip(content.CONVERSATIONS, partners, strict=True)):
        last = now - rng.randint(6, 4000) * MINUTE
        count = len(script)
        messages = [
            Message(
                sender=partner.handle if who == "them" else ME.handle,
                text=text,
                time=last - (count - 1 - i) * rng.randint(1, 40) * MINUTE,
            )
            for i, (who, text) in enumerate(script)
        ]
        unread = index in content.UNREAD_SCRIPTS
        trailing = len(script) - max(
            (i + 1 for i, (who, _) in enumerate(script) if who == "me"), default=0
        )
        out.append(
            Conversation(
                handle=partner.handle,
                name=partner.name,
                messages=messages,
                unread=unread,
                unread_count=trailing if unread else 0,
            )
        )
    return sorted(out, key=lambda c: -c.messages[-1].time)


def _notifications(
    rng: random.Random, posts: list[Post], handles: list[str], now: float
) -> list[Notification]:
    mine = [p for p in posts if p.author == ME.handle]
    notes = [
        Notification(kind="reply", handle=r.author, time=r.time, post_id=p.id)
        for p in mine
        for r in p.replies
    ]
    for post in mine:
        for fan in rng.sample(handles, 2):
            notes.append(
                Notification(
                    kind="like",
                    handle=fan,
                    time=rng.randint(int(post.time), int(now)),
                    post_id=post.id,
                )
            )
    for fan in rng.sample(handles, 2):
        notes.append(
            Notification(kind="follow", handle=fan, time=now - rng.randint(30, 3000) * MINUTE)
        )
    return sorted(notes, key=lambda n: -n.time)


def seed_state(rng: random.Random, now: float) -> ChirpState:
    """A fresh Chirp install for ``rng``, as of the phone clock ``now``."""
    accounts, topics = _accounts(rng)
    handles = [a.handle for a in accounts]
    posts = _timeline(rng, accounts, topics, now)
    return ChirpState(
        me=ME.model_copy(update={"following": FOLLOWING}),
        people=accounts,
        posts=posts,
        following=rng.sample(handles, FOLLOWING),
        conversations=_conversations(rng, accounts, now),
        notifications=_notifications(rng, posts, handles, now),
    )
