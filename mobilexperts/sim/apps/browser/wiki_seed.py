"""The encyclopedia's seeded articles (fixed text; the rng dates their last edits)."""

from __future__ import annotations

import random

from mobilexperts.sim.apps.browser.state import Article
from mobilexperts.sim.state import START_CLOCK

ARTICLES = {
    "Octopus": (
        "An octopus is a soft-bodied, eight-limbed mollusc of the order Octopoda. Around 300 "
        "species are recognised.\n\n"
        "Octopuses have a complex nervous system and excellent sight, and are among the most "
        "intelligent invertebrates. Most species live for only one to two years.\n\n"
        "They defend themselves by releasing ink, by camouflage and by autotomy of their arms."
    ),
    "Lisbon": (
        "Lisbon is the capital and largest city of Portugal, on the estuary of the Tagus "
        "river.\n\n"
        "It is one of the oldest cities in western Europe. Much of it was rebuilt after the "
        "earthquake of 1755.\n\n"
        "Its historic trams, the Alfama district and the Belem tower draw millions of visitors "
        "each year."
    ),
    "Coffee": (
        "Coffee is a beverage brewed from roasted coffee beans, the seeds of berries of Coffea "
        "species.\n\n"
        "The two most commonly grown species are arabica and robusta. Brazil is the largest "
        "producer.\n\n"
        "Coffee contains caffeine, a stimulant; a typical cup holds 80 to 100 mg."
    ),
    "Photosynthesis": (
        "Photosynthesis is the process by which plants, algae and some bacteria turn light "
        "energy into chemical energy.\n\n"
        "It takes in carbon dioxide and water and releases oxygen. The light-dependent "
        "reactions happen in the thylakoid membranes of chloroplasts."
    ),
    "Chess": (
        "Chess is a board game for two players played on a board of 64 squares in eight rows "
        "and eight columns.\n\n"
        "Each player begins with sixteen pieces. The object is to checkmate the opponent's "
        "king.\n\n"
        "Computers have beaten the strongest human players since 1997."
    ),
    "Jazz": (
        "Jazz is a music genre that originated in the African-American communities of New "
        "Orleans in the late 19th and early 20th centuries.\n\n"
        "It is characterised by swing and blue notes, call and response, and improvisation."
    ),
    "Mount Everest": (
        "Mount Everest is Earth's highest mountain above sea level, in the Mahalangur Himal "
        "range of the Himalayas.\n\n"
        "Its elevation of 8,849 metres was established in 2020 by Chinese and Nepali "
        "authorities.\n\n"
        "It was first climbed by Tenzing Norgay and Edmund Hillary in 1953."
    ),
    "Ada Lovelace": (
        "Augusta Ada King, Countess of Lovelace (1815 to 1852), was an English mathematician "
        "and writer.\n\n"
        "She is chiefly known for her work on Charles Babbage's proposed Analytical Engine, "
        "and published the first algorithm intended to be carried out by such a machine."
    ),
    "Large language model": (
        "A large language model (LLM) is a language model trained with self-supervised "
        "learning on a vast amount of text.\n\n"
        "LLMs can generate text, answer questions and, with tools, act as agents that operate "
        "software such as web browsers and mobile phones."
    ),
    "Marie Curie": (
        "Marie Sklodowska Curie (1867 to 1934) was a Polish and naturalised French physicist "
        "and chemist who conducted pioneering research on radioactivity.\n\n"
        "She was the first woman to win a Nobel Prize and the only person to win Nobel Prizes "
        "in two scientific fields."
    ),
    "Bicycle": (
        "A bicycle is a human-powered, pedal-driven vehicle with two wheels attached to a "
        "frame.\n\n"
        "Bicycles were introduced in the 19th century in Europe. There are more than a billion "
        "of them in the world."
    ),
    "Honey bee": (
        "A honey bee is a eusocial flying insect of the genus Apis, known for building "
        "colonial nests from wax and for producing honey.\n\n"
        "A colony has one queen, thousands of female workers and, in season, male drones. "
        "Bees tell each other where flowers are with the waggle dance."
    ),
}


def seed_articles(rng: random.Random) -> list[Article]:
    """The encyclopedia's articles, in alphabetical order."""
    return [
        Article(title=title, body=body, updated=START_CLOCK - rng.randint(2, 400) * 86400.0)
        for title, body in sorted(ARTICLES.items())
    ]
