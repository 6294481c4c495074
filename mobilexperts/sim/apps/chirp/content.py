"""Seed text for Chirp: posts per topic, replies, bios and direct-message conversations."""

from __future__ import annotations

POSTS_BY_TOPIC: dict[str, list[str]] = {
    "LLM agents": [
        "Spent the weekend wiring an LLM agent to my phone. It booked a table, then tried to "
        "book it again. Reflection steps matter. #LLMagents",
        "Hot take: most LLM agents fail on the boring parts, like scrolling a long list until "
        "the right item shows up.",
        "Tool libraries beat giant prompts. Let the agent write a small function once and reuse "
        "it forever. #LLMagents",
    ],
    "open source": [
        "Merged my first pull request into a big open source project today. The maintainers "
        "were so kind about my typo-filled commit message.",
        "Reminder: open source maintainers are people. Say thanks in the issue tracker once in "
        "a while. #opensource",
        "Our open source release is out! Docs, tests and a two-command quickstart.",
    ],
    "coffee": [
        "Tried a washed Ethiopian on the V60 this morning. Blueberries, jasmine, pure joy. #coffee",
        "Unpopular opinion: the second coffee of the day is better than the first.",
        "New espresso grinder arrived. Goodbye weekend, hello dialing in shots.",
    ],
    "running": [
        "Ran my first half marathon in 1:52 today! Legs are jelly, heart is full. #running",
        "5 km before sunrise. The city is so quiet at 6 am.",
        "Interval Tuesday: 8 x 400 m and only complained twice.",
    ],
    "photography": [
        "Golden hour at the harbour, shot on a 35 mm prime. Sometimes one lens is all you need. "
        "#photography",
        "Street photography tip: stand still and let the scene come to you.",
        "Finally printed my favourite photos from last year. Screens do not do them justice.",
    ],
    "climate": [
        "Our town just switched the buses to electric. Quieter streets already. #climate",
        "Heat pump installed! Winter bills down by a third so far.",
        "Planted 40 trees with the neighbourhood group this morning. Small steps add up.",
    ],
    "chess": [
        "Finally beat my brother at chess after 12 years. The Sicilian Defence never fails me. "
        "#chess",
        "Blitz chess at midnight is a terrible idea and I do it every night.",
        "Studying endgames is the least exciting and most useful thing I have done for my chess.",
    ],
    "gardening": [
        "First tomatoes of the season on the balcony! Gardening in a tiny flat is possible. "
        "#gardening",
        "Compost update: it smells like forest floor now, not like regret.",
        "The basil survived the week I was away. Self-watering pots are magic.",
    ],
    "jazz": [
        "Kind of Blue on vinyl with the windows open. Sunday sorted. #jazz",
        "Caught a late set at the jazz club last night. The pianist played for 20 minutes "
        "straight.",
        "Learning to improvise over ii-V-I changes. My neighbours are very patient.",
    ],
    "robotics": [
        "Our robot arm can finally fold a towel. It takes four minutes, but it folds it. #robotics",
        "Robotics is 10% algorithms and 90% cable management.",
        "Built a line-following robot with my niece. She named it Sparky and it only goes left.",
    ],
    "travel": [
        "Landed in Lisbon. Pastel de nata count so far: three. #travel",
        "Night train from Vienna to Venice. Best way to travel, fight me.",
        "Packing tip: roll your clothes and bring half of what you planned.",
    ],
    "cooking": [
        "Made fresh pasta from scratch for the first time. Messy kitchen, happy people. #cooking",
        "Slow-cooked ramen broth for 12 hours. Worth every minute.",
        "Cooking hack: salt your pasta water like the sea, and save a cup of it for the sauce.",
    ],
    "cycling": [
        "Rode 100 km along the river today. Headwind both ways somehow. #cycling",
        "New protected bike lane downtown and it is already full of cyclists. Build it and they "
        "come.",
        "Fixed my first flat tyre on the roadside without help. Feeling unstoppable.",
    ],
    "astronomy": [
        "Saw Saturn's rings through a backyard telescope tonight. Still gives me chills. "
        "#astronomy",
        "Meteor shower peaks this weekend. Find a dark spot and look north-east.",
        "The Moon and Venus are side by side in the evening sky right now. Go look!",
    ],
    "design": [
        "Good design is invisible until it is missing. #design",
        "Redesigned our settings screen. Fewer toggles, more clarity, happier users.",
        "Whitespace is not empty space, it is breathing room for the content.",
    ],
}

REPLIES = [
    "So true!",
    "Couldn't agree more.",
    "Love this, thanks for sharing.",
    "This made my day.",
    "Wait, how did you do that?",
    "Same here, every single time.",
    "Saving this for later.",
    "Congrats, that is huge!",
    "Tell me more!",
    "I needed to read this today.",
]

BIOS = [
    "Writing about {topic}. Opinions my own.",
    "{topic} nerd. Coffee first, then everything else.",
    "Mostly {topic}, sometimes cats.",
    "Curious about {topic}. Learning in public.",
    "Weekend {topic} enthusiast, weekday engineer.",
]

# Direct-message scripts: (sender, text), sender "me" or "them". Unread ones end with "them".
CONVERSATIONS: list[list[tuple[str, str]]] = [
    [
        ("them", "Are we still on for coffee on Saturday?"),
        ("me", "Yes! 10 am at the usual place?"),
        ("them", "Perfect. I will bring the book I mentioned."),
    ],
    [
        ("me", "Did you see the talk on agent tool libraries?"),
        ("them", "Yes, the demo at the end was wild."),
        ("them", "Can you send me the slides when you get them?"),
    ],
    [
        ("them", "Happy birthday! Hope you have a great day."),
        ("me", "Thank you so much!"),
    ],
    [
        ("them", "Hey, the team dinner moved to Friday at 7 pm."),
        ("them", "The new place is on Harbour Street, table under my name."),
    ],
    [
        ("me", "Thanks for the photography tips yesterday."),
        ("them", "Any time! Share your shots when you have them."),
        ("me", "Will do."),
    ],
    [
        ("them", "Quick question: are you joining the 10 km run next month?"),
    ],
    [
        ("me", "Loved your post about the night train."),
        ("them", "Thanks! You should try the Vienna route."),
    ],
]
UNREAD_SCRIPTS = (1, 3, 5)

MY_POSTS = [
    "Trying out Chirp for the first time. Hello, world!",
    "Redrew the onboarding flow three times today. Third time is the charm.",
    "Sunday plan: long ride, long coffee, long nap.",
]
