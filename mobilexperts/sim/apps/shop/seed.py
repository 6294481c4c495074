"""Shop's seeded data: the catalogue from ``catalogue.yaml``, reviews, a cart and past orders."""

from __future__ import annotations

import random
from functools import cache
from importlib import resources

import yaml
from pydantic import BaseModel, Field

from mobilexperts.sim import world
from mobilexperts.sim.apps.shop.state import Address, Card, CartLine, Product, Review, ShopState
from mobilexperts.sim.corpus import people
from mobilexperts.sim.state import START_CLOCK

DAY = 86400.0
OWNER = Address(
    name=world.OWNER.name, street=world.OWNER.street, city=world.OWNER.city, zip=world.OWNER.zip
)
PAST_CARD = Card(brand="Visa", last4=world.OWNER.card, holder=world.OWNER.name, expiry="04/26")
SEEDED_CART = ("Lumen LED Desk Lamp",)
PAST_ORDERS = ((world.ORDER.item, world.ORDER.days_ago), ('Ironpeak 12" Cast Iron Skillet', 61))

GOOD = [
    ("Worth every penny", "Does exactly what I hoped. {feature} is better than expected."),
    ("Great value", "I compared a few options and this one wins on price. {feature} is solid."),
    ("Love it", "Using it every day for a month now, no complaints. {feature} stands out."),
    ("Very happy", "Arrived quickly and well packed. {feature} works great."),
]
MIXED = [
    ("Decent, not perfect", "{feature} is fine, but the build feels a little cheap."),
    ("Okay for the price", "Does the job. I expected more from the {feature_lower}."),
]
BAD = [
    ("Disappointed", "Stopped working properly after two weeks. {feature} was the problem."),
    ("Would not buy again", "The {feature_lower} is far worse than described."),
]


class CatalogueItem(BaseModel):
    """One entry of ``catalogue.yaml``."""

    name: str
    brand: str
    line: str = ""
    category: str
    price: float
    rating: float
    reviews: int
    bought: int
    year: int
    tags: str
    specs: dict[str, str] = Field(default_factory=dict)


@cache
def catalogue() -> tuple[CatalogueItem, ...]:
    text = resources.files(__package__).joinpath("catalogue.yaml").read_text(encoding="utf-8")
    return tuple(CatalogueItem.model_validate(entry) for entry in yaml.safe_load(text))


def seed_state(rng: random.Random) -> ShopState:
    """Every catalogue product with reviews; one item in the cart; the world's shipped
    order and an older delivered one."""
    products = [_product(rng, i + 1, item) for i, item in enumerate(catalogue())]
    by_name = {p.name: p for p in products}
    cart = [_line(by_name[name]) for name in SEEDED_CART]
    state = ShopState(products=products, cart=cart, address=OWNER)
    for name, days in PAST_ORDERS:
        line = _line(by_name[name])
        order = state.place_order([line], OWNER, PAST_CARD, START_CLOCK - days * DAY, False)
        order.status = "Delivered"
        if name == world.ORDER.item:
            order.status, order.number = "Shipped", world.ORDER.number
    state.orders.sort(key=lambda o: -o.placed_at)
    state.favorites = [by_name["Sonara Max ANC"].id]
    return state


def _line(product: Product) -> CartLine:
    return CartLine(product_id=product.id, name=product.name, price=product.price, quantity=1)


def _product(rng: random.Random, product_id: int, item: CatalogueItem) -> Product:
    specs = {"Brand": item.brand, "Model name": item.name, **item.specs}
    specs["Release year"] = str(item.year)
    feature = next(iter(item.specs), "Quality")
    return Product(
        id=product_id,
        name=item.name,
        brand=item.brand,
        line=item.line,
        category=item.category,
        price=item.price,
        rating=item.rating,
        review_count=item.reviews,
        bought_last_month=item.bought,
        release_year=item.year,
        specs=specs,
        description=f"The {item.name} by {item.brand}: {', '.join(item.specs.values())}.",
        tags=item.tags.split(),
        reviews=_reviews(rng, item.rating, feature),
    )


def _reviews(rng: random.Random, rating: float, feature: str) -> list[Review]:
    """Three to five reviews whose stars centre on ``rating``, newest first."""
    reviews = []
    for person in people(rng, rng.randint(3, 5)):
        stars = max(1, min(5, round(rng.gauss(rating, 0.9))))
        pool = GOOD if stars >= 4 else MIXED if stars == 3 else BAD
        title, text = rng.choice(pool)
        reviews.append(
            Review(
                author=f"{person.first} {person.last[0]}.",
                rating=stars,
                title=title,
                text=text.format(feature=feature, feature_lower=feature.lower()),
                days_ago=rng.randint(1, 500),
            )
        )
    return sorted(reviews, key=lambda r: r.days_ago)
