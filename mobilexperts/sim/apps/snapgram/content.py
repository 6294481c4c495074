"""Snapgram's seed material: themed accounts with their posts, people's posts and comments.

A post draft is ``(caption, photo, location)``; ``photo`` says what the picture shows and feeds
the accessibility text some posts carry.
"""

from __future__ import annotations

PostDraft = tuple[str, str, str]

# handle, name, bio, kind, drafts
THEMED: list[tuple[str, str, str, str, list[PostDraft]]] = [
    (
        "dailymemes",
        "Daily Memes",
        "Your daily dose of memes DM for credit",
        "meme",
        [
            (
                "When the code works on the first try and you don't know why #memes #programming",
                "a confused dog in front of a laptop",
                "",
            ),
            (
                "Me explaining to my plants why they should stay alive #memes #relatable",
                "a person talking to a wilted fern",
                "",
            ),
            ("Monday mood #mondaymemes #memes", "a sleepy cat under a blanket", ""),
        ],
    ),
    (
        "meme_machine",
        "Meme Machine",
        "Memes, fresh out of the oven. Not affiliated with anyone.",
        "meme",
        [
            (
                "Nobody: ... Me at 2am: one more episode #memes #bingewatching",
                "a raccoon staring at a TV screen",
                "",
            ),
            (
                "The group chat when someone says 'quick question' #memes #groupchat",
                "a crowd of surprised meerkats",
                "",
            ),
        ],
    ),
    (
        "catmemes.hq",
        "Cat Memes HQ",
        "If it fits, it sits. Cat memes only",
        "meme",
        [
            ("He's not fat, he's fluffy #catmemes #caturday", "a very round orange cat", ""),
            (
                "Caught in 4K stealing the ham #catmemes #cats",
                "a cat on a kitchen counter holding a slice of ham",
                "",
            ),
        ],
    ),
    (
        "pasta.la.vista",
        "Pasta La Vista",
        "Handmade pasta, every single day",
        "food",
        [
            (
                "Fresh tagliatelle with brown butter and sage #pasta #homemade #foodie",
                "a plate of tagliatelle with sage leaves",
                "Bologna, Italy",
            ),
            (
                "Sunday ragu, eight hours well spent #pasta #sundaysauce",
                "a pot of slow-cooked ragu",
                "",
            ),
        ],
    ),
    (
        "tastybites",
        "Tasty Bites",
        "Quick recipes under 20 minutes",
        "food",
        [
            (
                "15-minute garlic noodles, recipe in the comments #recipe #foodie #quickmeals",
                "a bowl of garlic noodles with chopsticks",
                "",
            ),
            (
                "Sheet-pan salmon with lemon and dill #recipe #healthyeating",
                "a salmon fillet on a baking tray",
                "",
            ),
        ],
    ),
    (
        "ramen.diaries",
        "The Ramen Diaries",
        "Slurping my way around the world",
        "food",
        [
            (
                "Tonkotsu at a tiny counter in Fukuoka #ramen #foodie #japan",
                "a bowl of tonkotsu ramen with a soft egg",
                "Fukuoka, Japan",
            ),
            (
                "Spicy miso with extra corn #ramen #noodles",
                "a bowl of red miso ramen",
                "Sapporo, Japan",
            ),
        ],
    ),
    (
        "passport.stories",
        "Passport Stories",
        "64 countries and counting",
        "travel",
        [
            (
                "Sunrise over the temples of Bagan #travel #wanderlust",
                "hot-air balloons over ancient temples",
                "Bagan, Myanmar",
            ),
            (
                "Lost in the blue streets of Chefchaouen #travel #morocco",
                "a narrow street with blue walls",
                "Chefchaouen, Morocco",
            ),
        ],
    ),
    (
        "nomad.lens",
        "Nomad Lens",
        "Travel photography \u00b7 prints in bio",
        "travel",
        [
            (
                "Golden hour on the Amalfi coast #travel #italy #photography",
                "colourful houses on a cliff above the sea",
                "Positano, Italy",
            ),
            (
                "Night market lights in Taipei #travel #taiwan #streetphotography",
                "a crowded night market with lanterns",
                "Taipei, Taiwan",
            ),
        ],
    ),
    (
        "alpine.trails",
        "Alpine Trails",
        "Hiking the Alps one summit at a time",
        "travel",
        [
            (
                "Made it to the top of the Schilthorn #hiking #alps #switzerland",
                "a hiker on a snowy summit",
                "Murren, Switzerland",
            ),
            (
                "Lake Oeschinen, bluer than the photos #hiking #travel",
                "a turquoise lake between mountains",
                "Kandersteg, Switzerland",
            ),
        ],
    ),
    (
        "earthshots",
        "Earth Shots",
        "The planet, one frame at a time",
        "photography",
        [
            (
                "Northern lights over Tromso #photography #aurora #norway",
                "green northern lights over a fjord",
                "Tromso, Norway",
            ),
            (
                "Lavender fields in Provence #photography #travel",
                "rows of purple lavender at sunset",
                "Valensole, France",
            ),
        ],
    ),
]

PERSONAL_POSTS: list[PostDraft] = [
    ("Morning run along the river #running", "a riverside path at dawn", "Lisbon, Portugal"),
    ("Latte art is finally getting better #coffee", "a latte with a heart in the foam", ""),
    (
        "First harvest from the balcony garden #gardening",
        "a basket of cherry tomatoes",
        "",
    ),
    ("Jazz night downtown #jazz", "a saxophonist on a small stage", "Blue Note, New York"),
    ("New bike day! #cycling", "a green road bike against a wall", ""),
    (
        "Saturday chess in the park #chess",
        "a chess board on a park bench",
        "Washington Square Park",
    ),
    ("Homemade pizza night #cooking #pizza", "a pizza fresh out of the oven", ""),
    (
        "Saw Saturn's rings through the telescope last night #astronomy",
        "a telescope on a rooftop at night",
        "",
    ),
    (
        "Weekend in the mountains with the best crew #travel",
        "friends around a campfire",
        "Banff, Canada",
    ),
]

MY_POSTS: list[PostDraft] = [
    (
        "Sketching new app ideas at the cafe #design #coffee",
        "a notebook and a cappuccino",
        "Harbor Coffee",
    ),
    ("Weekend ride along the coast #cycling", "a bike on a coastal road", "Big Sur, California"),
]

PERSONAL_BIOS = [
    "Coffee first. Then everything else.",
    "Runner, reader, occasional baker",
    "Photos of things I like",
    "Living one weekend at a time",
    "Plants, bikes and good food",
    "Here for the sunsets",
]

COMMENTS: dict[str, list[str]] = {
    "meme": [
        "LOL so true",
        "I felt that",
        "This is literally me",
        "Sending this to the group chat",
        "Why is this so accurate",
    ],
    "food": [
        "Recipe please!",
        "Need this in my life",
        "Looks delicious",
        "Making this tonight",
    ],
    "travel": [
        "Where is this?!",
        "Adding this to my list",
        "Incredible shot",
        "Goals",
    ],
    "photography": ["Incredible shot", "Wallpaper material", "The colours!"],
    "personal": ["Love this!", "So good!", "Nice one!", "Miss you!"],
}
