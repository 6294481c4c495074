"""Snapgram's seeded world: themed and personal accounts, ~30 photo posts, comments, follows."""

from __future__ import annotations

import random

from mobilexperts.sim.apps.snapgram import content
from mobilexperts.sim.apps.snapgram.state import Account, Comment, Post, SnapgramState
from mobilexperts.sim.corpus import people
from mobilexperts.sim.world import OWNER

PEOPLE = 6
FOLLOWING_PEOPLE = 3
FOLLOWING_THEMED = 2
ALT_SHARE = 0.6
ME = Account(
    handle=OWNER.snapgram,
    name=OWNER.name,
    bio=f"{OWNER.job} \u00b7 coffee \u00b7 cycling",
    followers=248,
    following=0,
)
HOUR = 3600
AuthoredDraft = tuple[str, content.PostDraft]
FOLLOWERS = {
    "meme": (400_000, 2_500_000),
    "food": (20_000, 400_000),
    "travel": (30_000, 900_000),
    "photography": (500_000, 3_000_000),
}
LIKES = {
    "meme": (8_000, 120_000),
    "food": (900, 15_000),
    "travel": (1_500, 40_000),
    "photography": (20_000, 150_000),
    "personal": (4, 180),
}


def _accounts(rng: random.Random) -> tuple[list[Account], list[AuthoredDraft]]:
    """Themed accounts, then people from the corpus; and each post's author and draft."""
    accounts: list[Account] = []
    drafts: list[AuthoredDraft] = []
    for handle, name, bio, kind, posts in content.THEMED:
        low, high = FOLLOWERS[kind]
        accounts.append(
            Account(
                handle=handle,
                name=name,
                bio=bio,
                kind=kind,
                followers=rng.randint(low, high),
                following=rng.randint(5, 300),
                verified=rng.random() < 0.4,
            )
        )
        drafts += [(handle, draft) for draft in posts]
    personal = rng.sample(content.PERSONAL_POSTS, len(content.PERSONAL_POSTS))
    for index, person in enumerate(people(rng, PEOPLE)):
        handle = f"{person.first}.{person.last}".lower()
        accounts.append(
            Account(
                handle=handle,
                name=person.name,
                bio=rng.choice(content.PERSONAL_BIOS),
                followers=rng.randint(120, 2400),
                following=rng.randint(80, 900),
            )
        )
        drafts.append((handle, personal[index]))
    drafts += [(rng.choice(accounts[-PEOPLE:]).handle, d) for d in personal[PEOPLE:]]
    drafts += [(ME.handle, d) for d in content.MY_POSTS]
    return accounts, drafts


def _comments(
    rng: random.Random, kind: str, commenters: list[str], posted: float, now: float
) -> list[Comment]:
    pool = content.COMMENTS[kind]
    count = rng.choice((0, 1, 2, 3, 4)) if kind != "personal" else rng.choice((0, 1, 2))
    texts = rng.sample(pool, min(count, len(pool)))
    times = sorted(rng.uniform(posted, now) for _ in texts)
    return [
        Comment(author=rng.choice(commenters), text=text, time=round(when))
        for text, when in zip(texts, times, strict=True)
    ]


def seed_state(rng: random.Random, now: float) -> SnapgramState:
    """A deterministic Snapgram for ``rng``: newest posts first, ids growing with time."""
    accounts, drafts = _accounts(rng)
    kinds = {a.handle: a.kind for a in accounts} | {ME.handle: "personal"}
    names = {a.handle: a.name for a in accounts} | {ME.handle: ME.name}
    rng.shuffle(drafts)
    commenters = [a.handle for a in accounts if a.kind == "personal"]
    posts: list[Post] = []
    age = 0.0
    for author, (caption, photo, location) in drafts:
        age += rng.randint(1, 9) * HOUR + rng.randint(0, 59) * 60
        kind = kinds[author]
        low, high = LIKES[kind]
        liked = author != ME.handle and rng.random() < 0.15
        posted = now - age
        alt = ""
        if rng.random() < ALT_SHARE:
            alt = f"Photo by {names[author]}. May be an image of {photo}."
        posts.append(
            Post(
                id=0,
                author=author,
                caption=caption,
                time=round(posted),
                photo=photo,
                alt=alt,
                location=location,
                likes=rng.randint(low, high) + liked,
                liked=liked,
                comments=_comments(
                    rng, kind, [c for c in commenters if c != author], posted, now - 600
                ),
            )
        )
    for number, post in enumerate(reversed(posts), start=1):
        post.id = number
    people_handles = [a.handle for a in accounts if a.kind == "personal"]
    themed = [a.handle for a in accounts if a.kind != "personal"]
    following = rng.sample(people_handles, FOLLOWING_PEOPLE) + rng.sample(themed, FOLLOWING_THEMED)
    me = ME.model_copy(update={"following": len(following) + rng.randint(150, 300)})
    return SnapgramState(me=me, accounts=accounts, posts=posts, following=following)
