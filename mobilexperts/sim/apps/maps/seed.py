"""Maps' seeded world: four neighbourhoods around Northgate University and ~30 places in them.

The catalogue (names, cuisines, ratings, price levels, hours) is fixed so tasks can name places;
the random generator places each one inside its neighbourhood and writes its reviews.
"""

from __future__ import annotations

import random

from mobilexperts.sim.apps.maps.state import Category, MapsState, Place, Review
from mobilexperts.sim.corpus import people

# Neighbourhood: (landmark kind, centre x, centre y, streets).
AREAS: dict[str, tuple[str, float, float, tuple[str, ...]]] = {
    "Northgate University": (
        "University",
        0.3,
        1.1,
        ("College Ave", "University Way", "Library Ln", "Northgate Rd"),
    ),
    "Central Station": ("Train station", 2.4, -0.8, ("Station St", "Market St", "Harbor Blvd")),
    "Riverside Park": ("Park", -1.6, 0.9, ("River Rd", "Willow St", "Parkside Dr")),
    "Old Town Square": ("Tourist attraction", 1.4, 2.6, ("Main St", "Chapel St", "Clock Tower Ln")),
}
NORTHGATE, CENTRAL, RIVERSIDE, OLD_TOWN = AREAS

# name, category, cuisine, rating, price level, area, opens, closes, tags
CATALOGUE: list[tuple[str, Category, str, float, int, str, int, int, str]] = [
    ("Kashgar Kitchen", "restaurant", "Xinjiang", 4.6, 2, NORTHGATE, 11, 22, "lamb noodles"),
    ("Tianshan Noodle House", "restaurant", "Xinjiang", 4.2, 1, NORTHGATE, 10, 21, "noodles"),
    ("Silk Road Grill", "restaurant", "Xinjiang", 4.8, 2, CENTRAL, 11, 23, "kebab lamb"),
    ("Turpan Skewer Bar", "restaurant", "Xinjiang", 4.4, 1, RIVERSIDE, 17, 26, "kebab late"),
    ("Chengdu Pepper", "restaurant", "Sichuan", 4.7, 2, NORTHGATE, 11, 22, "spicy hotpot"),
    ("Red Lantern Sichuan", "restaurant", "Sichuan", 4.3, 2, OLD_TOWN, 11, 22, "spicy"),
    ("Mapo House", "restaurant", "Sichuan", 3.9, 1, CENTRAL, 10, 21, "spicy tofu"),
    ("Trattoria Lucia", "restaurant", "Italian", 4.6, 3, OLD_TOWN, 12, 23, "pasta wine"),
    ("Nonna's Slice", "restaurant", "Italian", 4.4, 1, NORTHGATE, 10, 24, "pizza"),
    ("Osteria Verde", "restaurant", "Italian", 4.1, 2, RIVERSIDE, 17, 22, "pasta"),
    ("El Farolito Taqueria", "restaurant", "Mexican", 4.5, 1, CENTRAL, 7, 22, "tacos breakfast"),
    ("La Palma Cantina", "restaurant", "Mexican", 4.2, 2, RIVERSIDE, 11, 23, "margaritas"),
    ("Taco Norte", "restaurant", "Mexican", 4.7, 1, NORTHGATE, 8, 21, "tacos burritos"),
    ("Bangkok Street", "restaurant", "Thai", 4.5, 2, RIVERSIDE, 11, 22, "curry noodles"),
    ("Lotus Thai Kitchen", "restaurant", "Thai", 4.3, 2, NORTHGATE, 11, 21, "curry pad thai"),
    ("Siam Garden", "restaurant", "Thai", 4.8, 3, OLD_TOWN, 17, 22, "curry"),
    ("Sakura Ramen Bar", "restaurant", "Japanese", 4.4, 2, CENTRAL, 11, 23, "ramen noodles"),
    ("Golden Dragon Dim Sum", "restaurant", "Cantonese", 4.2, 2, OLD_TOWN, 8, 15, "dim sum"),
    ("Seoul Bowl", "restaurant", "Korean", 4.3, 1, NORTHGATE, 10, 21, "bibimbap"),
    ("Brickhouse Burgers", "restaurant", "American", 4.0, 2, CENTRAL, 11, 23, "burgers fries"),
    ("Green Leaf Kitchen", "restaurant", "Vegetarian", 4.6, 2, RIVERSIDE, 9, 21, "vegan salad"),
    ("Saffron Indian Kitchen", "restaurant", "Indian", 4.5, 2, OLD_TOWN, 11, 22, "curry"),
    ("Bean Counter Coffee", "coffee", "Coffee shop", 4.6, 1, NORTHGATE, 7, 19, "espresso"),
    ("Railway Roasters", "coffee", "Coffee shop", 4.4, 1, CENTRAL, 6, 18, "espresso bakery"),
    ("Riverbank Café", "coffee", "Café", 4.2, 2, RIVERSIDE, 8, 17, "brunch"),
    ("Old Town Espresso", "coffee", "Coffee shop", 4.7, 1, OLD_TOWN, 7, 20, "espresso"),
    ("QuickFuel", "gas", "Gas station", 3.9, 0, CENTRAL, 0, 24, "petrol"),
    ("Northgate Gas & Go", "gas", "Gas station", 4.1, 0, NORTHGATE, 6, 23, "petrol"),
    ("Riverside Fuel Stop", "gas", "Gas station", 3.7, 0, RIVERSIDE, 0, 24, "petrol"),
    ("Northgate Inn", "hotel", "3-star hotel", 4.2, 2, NORTHGATE, 0, 24, "lodging"),
    ("Grand Central Hotel", "hotel", "4-star hotel", 4.5, 4, CENTRAL, 0, 24, "lodging"),
    ("Riverside Lodge", "hotel", "2-star hotel", 4.0, 2, RIVERSIDE, 0, 24, "lodging"),
]

PRAISE = {
    "restaurant": [
        "The {dish} was excellent and the portions are generous.",
        "Friendly staff, quick service, and the {dish} is the best around campus.",
        "Cosy place, a bit loud at dinner time. Try the {dish}.",
        "Came with friends after class; everyone loved the {dish}.",
    ],
    "coffee": [
        "Great flat white and plenty of seats to study.",
        "Good coffee, pastries sell out early.",
        "Fast wifi and friendly baristas.",
    ],
    "gas": ["Clean restrooms and the pumps work.", "Prices are fair, the shop is small."],
    "hotel": ["Clean room and helpful front desk.", "Quiet at night, breakfast was fine."],
    "landmark": ["Beautiful spot for a walk.", "Worth a visit, busy on weekends."],
}
COMPLAINTS = [
    "Waited 30 minutes for a table, food was only okay.",
    "Overpriced for what you get.",
    "Service was slow and my order was wrong.",
]
DISHES = {
    "Xinjiang": "lamb skewers",
    "Sichuan": "mapo tofu",
    "Italian": "pasta",
    "Mexican": "al pastor tacos",
    "Thai": "green curry",
    "Japanese": "tonkotsu ramen",
    "Cantonese": "har gow",
    "Korean": "bibimbap",
    "American": "smash burger",
    "Vegetarian": "grain bowl",
    "Indian": "butter chicken",
}


def seed_state(rng: random.Random) -> MapsState:
    """Landmarks and places placed around their neighbourhood centres, with reviews."""
    places: list[Place] = []
    for area, (kind, x, y, streets) in AREAS.items():
        places.append(
            Place(
                id=len(places) + 1,
                name=area,
                category="landmark",
                cuisine=kind,
                rating=round(rng.uniform(4.3, 4.8), 1),
                review_count=rng.randint(1500, 9000),
                price_level=0,
                address=f"{rng.randint(1, 20)} {streets[0]}",
                area=area,
                x=x,
                y=y,
                reviews=_reviews(rng, "landmark", "", 4.6),
            )
        )
    for name, category, cuisine, rating, price, area, opens, closes, tags in CATALOGUE:
        _, cx, cy, streets = AREAS[area]
        places.append(
            Place(
                id=len(places) + 1,
                name=name,
                category=category,
                cuisine=cuisine,
                rating=rating,
                review_count=rng.randint(40, 2400),
                price_level=price,
                address=f"{rng.randint(10, 980)} {rng.choice(streets)}",
                area=area,
                phone=f"(555) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}",
                x=round(cx + rng.uniform(-0.45, 0.45), 2),
                y=round(cy + rng.uniform(-0.45, 0.45), 2),
                opens=opens,
                closes=closes,
                tags=tags.split(),
                reviews=_reviews(rng, category, DISHES.get(cuisine, ""), rating),
            )
        )
    saved = [p.id for p in places if p.name in ("Bean Counter Coffee", "Riverside Park")]
    return MapsState(places=places, saved=saved, recent_searches=["coffee", "gas station"])


def _reviews(rng: random.Random, category: str, dish: str, rating: float) -> list[Review]:
    """Three to six reviews whose stars centre on ``rating``."""
    reviews = []
    for person in people(rng, rng.randint(3, 6)):
        stars = max(1, min(5, round(rng.gauss(rating, 0.8))))
        pool = PRAISE[category] if stars >= 3 else COMPLAINTS
        reviews.append(
            Review(
                author=person.name,
                rating=stars,
                text=rng.choice(pool).format(dish=dish or "food"),
                days_ago=rng.randint(1, 400),
            )
        )
    return sorted(reviews, key=lambda r: r.days_ago)
