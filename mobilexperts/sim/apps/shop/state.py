"""Shop's typed state: the catalogue, the cart, saved cards, the shipping address and orders.

Prices are in dollars with cents. Only a card's brand, holder, expiry and last four digits are
ever stored, as a real shop's vault would expose them; the full number and the CVV stay in the
payment form.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, Field, computed_field

from mobilexperts.sim.lists import by_id, remember, toggle_mark

SortKey = Literal["featured", "popularity", "price_asc", "price_desc", "rating"]
SORT_LABELS: dict[SortKey, str] = {
    "featured": "Featured",
    "popularity": "Best Sellers",
    "price_asc": "Price: Low to High",
    "price_desc": "Price: High to Low",
    "rating": "Avg. Customer Review",
}
FREE_SHIPPING_OVER = 35.0
SHIPPING_FEE = 5.99
TAX_RATE = 0.08
MAX_QUANTITY = 10
MAX_RECENT = 8
DELIVERY_DAYS = 3


def money(amount: float) -> str:
    """``1,299.99`` (no currency sign)."""
    return f"{amount:,.2f}"


class Review(BaseModel):
    """A customer review."""

    author: str
    rating: int = Field(ge=1, le=5)
    title: str
    text: str
    days_ago: int


class Product(BaseModel):
    """A product page's data. ``bought_last_month`` is the popularity shown in listings."""

    id: int
    name: str
    brand: str
    line: str = ""
    category: str
    price: float
    rating: float
    review_count: int
    bought_last_month: int
    release_year: int
    specs: dict[str, str] = Field(default_factory=dict)
    description: str = ""
    tags: list[str] = Field(default_factory=list)
    reviews: list[Review] = Field(default_factory=list)

    @computed_field
    @property
    def price_text(self) -> str:
        """The price as the app shows it, without the dollar sign: ``1,299.99``."""
        return money(self.price)

    def search_text(self) -> str:
        return " ".join([self.name, self.brand, self.line, self.category, *self.tags]).lower()


class CartLine(BaseModel):
    """A product in the cart and how many."""

    product_id: int
    name: str
    price: float
    quantity: int = Field(ge=1, le=MAX_QUANTITY)


class Address(BaseModel):
    """A shipping address."""

    name: str
    street: str
    city: str
    zip: str


class Card(BaseModel):
    """A saved payment card: never the full number."""

    brand: str
    last4: str
    holder: str
    expiry: str


class Order(BaseModel):
    """A placed order."""

    number: str
    items: list[CartLine]
    subtotal: float
    shipping: float
    tax: float
    total: float
    address: Address
    card: Card
    placed_at: float
    status: str = "Ordered"


class Totals(BaseModel):
    """What an order costs."""

    items: int
    subtotal: float
    shipping: float
    tax: float
    total: float


class ShopState(BaseModel):
    """Everything Shop holds."""

    products: list[Product] = Field(default_factory=list)
    cart: list[CartLine] = Field(default_factory=list)
    favorites: list[int] = Field(default_factory=list)
    cards: list[Card] = Field(default_factory=list)
    address: Address
    orders: list[Order] = Field(default_factory=list)
    recent_searches: list[str] = Field(default_factory=list)

    def product(self, product_id: int) -> Product:
        return by_id(self.products, product_id, f"Shop has no product {product_id}")

    def search(self, query: str) -> list[Product]:
        """Products whose name, brand, line, category or tags hold every word of ``query``."""
        words = query.lower().split()
        return [
            p for p in self.products if words and all(_word_in(w, p.search_text()) for w in words)
        ]

    def in_category(self, category: str) -> list[Product]:
        return [p for p in self.products if p.category == category]

    @property
    def categories(self) -> list[str]:
        return list(dict.fromkeys(p.category for p in self.products))

    def remember_search(self, query: str) -> None:
        remember(self.recent_searches, query, MAX_RECENT)

    # -- cart ------------------------------------------------------------------------------

    def cart_line(self, product_id: int) -> CartLine | None:
        return next((line for line in self.cart if line.product_id == product_id), None)

    def add_to_cart(self, product_id: int) -> bool:
        """Add one; returns False when the cart already holds the most allowed."""
        line = self.cart_line(product_id)
        if line is None:
            product = self.product(product_id)
            self.cart.append(
                CartLine(product_id=product_id, name=product.name, price=product.price, quantity=1)
            )
            return True
        if line.quantity >= MAX_QUANTITY:
            return False
        line.quantity += 1
        return True

    def set_quantity(self, product_id: int, quantity: int) -> None:
        """Change a line's quantity; zero removes it."""
        line = self.cart_line(product_id)
        if line is None:
            return
        if quantity <= 0:
            self.cart.remove(line)
        else:
            line.quantity = min(quantity, MAX_QUANTITY)

    def toggle_favorite(self, product_id: int) -> bool:
        return toggle_mark(self.favorites, product_id)

    # -- checkout --------------------------------------------------------------------------

    def checkout_lines(self, buy_now: int | None) -> list[CartLine]:
        """The lines being bought: one product for Buy now, else the whole cart."""
        if buy_now is None:
            return [line.model_copy() for line in self.cart]
        product = self.product(buy_now)
        return [CartLine(product_id=buy_now, name=product.name, price=product.price, quantity=1)]

    def place_order(
        self, lines: list[CartLine], address: Address, card: Card, now: float, from_cart: bool
    ) -> Order:
        totals = totals_of(lines)
        order = Order(
            number=f"112-{int(now) % 10_000_000:07d}-{len(self.orders) + 1:04d}",
            items=lines,
            subtotal=totals.subtotal,
            shipping=totals.shipping,
            tax=totals.tax,
            total=totals.total,
            address=address,
            card=card,
            placed_at=now,
        )
        self.orders.insert(0, order)
        if from_cart:
            self.cart.clear()
        return order


def totals_of(lines: list[CartLine]) -> Totals:
    subtotal = round(sum(line.price * line.quantity for line in lines), 2)
    shipping = 0.0 if subtotal >= FREE_SHIPPING_OVER or not lines else SHIPPING_FEE
    tax = round(subtotal * TAX_RATE, 2)
    return Totals(
        items=sum(line.quantity for line in lines),
        subtotal=subtotal,
        shipping=shipping,
        tax=tax,
        total=round(subtotal + shipping + tax, 2),
    )


def _word_in(word: str, text: str) -> bool:
    return word in text or (len(word) > 3 and word.rstrip("s") in text)


# -- payment form validation ---------------------------------------------------------------

CARD_BRANDS = (
    ("4", "Visa"),
    ("5", "Mastercard"),
    ("34", "American Express"),
    ("37", "American Express"),
    ("6", "Discover"),
)


def luhn_ok(digits: str) -> bool:
    """The Luhn checksum every real card number satisfies."""
    total = 0
    for i, char in enumerate(reversed(digits)):
        n = int(char)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def card_errors(number: str, expiry: str, cvv: str, holder: str, now: float) -> dict[str, str]:
    """Inline errors of the card form, by field; empty when the card is acceptable."""
    errors: dict[str, str] = {}
    if not holder.strip():
        errors["card_name"] = "Enter the name on the card"
    digits = re.sub(r"[\s-]", "", number)
    if not (digits.isdigit() and 13 <= len(digits) <= 19 and luhn_ok(digits)):
        errors["card_number"] = "Enter a valid card number"
    match = re.fullmatch(r"\s*(\d{1,2})\s*/\s*(\d{2}|\d{4})\s*", expiry)
    today = datetime.fromtimestamp(now, UTC)
    if match is None or not 1 <= int(match.group(1)) <= 12:
        errors["card_expiry"] = "Enter the expiration date as MM/YY"
    else:
        month, year = int(match.group(1)), int(match.group(2)) % 100 + 2000
        if (year, month) < (today.year, today.month):
            errors["card_expiry"] = "This card has expired"
    if not re.fullmatch(r"\d{3,4}", cvv.strip()):
        errors["card_cvv"] = "Enter the 3 or 4 digit security code"
    return errors


def card_from_form(number: str, expiry: str, holder: str) -> Card:
    digits = re.sub(r"[\s-]", "", number)
    brand = next((b for prefix, b in CARD_BRANDS if digits.startswith(prefix)), "Card")
    month, _, year = expiry.strip().partition("/")
    return Card(
        brand=brand,
        last4=digits[-4:],
        holder=holder.strip(),
        expiry=f"{int(month):02d}/{year.strip()[-2:]}",
    )


def address_errors(address: Address) -> dict[str, str]:
    errors: dict[str, str] = {}
    if not address.name.strip():
        errors["ship_name"] = "Enter a full name"
    if not address.street.strip():
        errors["ship_street"] = "Enter a street address"
    if not address.city.strip():
        errors["ship_city"] = "Enter a city"
    if not re.fullmatch(r"\d{5}", address.zip.strip()):
        errors["ship_zip"] = "Enter a 5-digit ZIP code"
    return errors
