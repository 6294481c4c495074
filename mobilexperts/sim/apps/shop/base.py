"""What every Shop screen shares: identity, bottom tabs, the search bar, stars, product rows."""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.shop.seed import seed_state
from mobilexperts.sim.apps.shop.state import Product, ShopState, money
from mobilexperts.sim.kit import bottom_navigation, star_rating
from mobilexperts.sim.widgets import (
    Column,
    EditText,
    Icon,
    Row,
    Tab,
    Text,
    Widget,
)

STAR_TINT = "#ff9900"
SEARCH_FIELD = "search_src_text"
SHARE_URL = "https://shop.simdroid.example/dp/{id}"


def bought_label(count: int) -> str:
    """``10K+ bought in past month``."""
    shown = f"{count // 1000}K" if count >= 1000 else str(count)
    return f"{shown}+ bought in past month"


def share_text(product: Product) -> str:
    return f"{product.name} - ${money(product.price)}\n{SHARE_URL.format(id=product.id)}"


class ShopBase(SimApp):
    """Shop's identity, seed and shared widgets; the screens live in the mixins."""

    name: ClassVar[str] = "shop"
    package: ClassVar[str] = "com.simdroid.shop"
    label: ClassVar[str] = "Shop"
    icon_glyph: ClassVar[str] = "cart"
    icon_color: ClassVar[str] = "#ff9900"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = ShopState
    state: ShopState

    @classmethod
    def initial_state(cls, rng: random.Random) -> ShopState:
        return seed_state(rng)

    def activity(self, route: Route) -> str:
        if route.screen in ("home", "account", "cart"):
            return "com.simdroid.shop.MainActivity"
        return super().activity(route)

    # -- navigation ------------------------------------------------------------------------

    def open_product(self, product_id: int) -> None:
        self.push("product", product_id=product_id)

    def open_checkout(self, buy_now: int | None = None) -> None:
        """Checkout for one product (Buy now) or the cart, the address fields pre-filled."""
        card = len(self.state.cards) - 1 if self.state.cards else None
        route = self.push("checkout", buy_now=buy_now, card=card, errors={})
        address = self.state.address
        route.fields.update(
            ship_name=address.name,
            ship_street=address.street,
            ship_city=address.city,
            ship_zip=address.zip,
        )

    def bottom_tabs(self, current: str) -> Widget:
        """Home, You and Cart; version 2 puts Cart before You."""
        count = sum(line.quantity for line in self.state.cart)
        tabs = {
            "home": Tab(glyph="home", id="tab_home", desc="Home"),
            "account": Tab(glyph="person", id="tab_account", desc="You"),
            "cart": Tab(glyph="cart", id="tab_cart", desc=f"Cart, {count} items", badge=count),
        }
        order = ("home", "cart", "account") if self.version == 2 else ("home", "account", "cart")
        return bottom_navigation(tabs, order, current, self.go_tab)

    def search_bar(self, route: Route, leading: Widget | None = None) -> Widget:
        """The search box on top of Home and the results; submitting searches the catalogue."""
        children: list[Widget] = [leading or Icon(glyph="search", size=24)]
        children.append(
            EditText(
                id=SEARCH_FIELD,
                hint="Search Shop",
                flex=1,
                on_submit=lambda: self.submit_search(route),
            )
        )
        return Row(id="search_bar", style="searchbar", padding=4, spacing=8, children=children)

    def submit_search(self, route: Route) -> None:
        query = route.fields.get(SEARCH_FIELD, "").strip()
        if not query:
            return
        self.state.remember_search(query)
        if route.screen == "results":
            route.params.update(query=query, category=None)
            route.scroll.clear()
            return
        route.fields.pop(SEARCH_FIELD, None)
        self.push("results", query=query).fields[SEARCH_FIELD] = query

    # -- shared widgets --------------------------------------------------------------------

    def stars(self, rating: float, count: int) -> Widget:
        """``4.5`` then five star images then ``(19,870)``."""
        desc = f"{rating:.1f} out of 5 stars, {count:,} ratings"
        return star_rating(rating, desc, STAR_TINT, count)

    def product_row(self, product: Product) -> Widget:
        """A listing: image, name, stars and count, price, popularity."""
        return Row(
            id="product_item",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_product(product.id),
            android_class_name="android.widget.LinearLayout",
            children=[
                Icon(id="product_image", glyph="image", size=88),
                Column(
                    flex=1,
                    spacing=2,
                    children=[
                        Text(id="product_title", text=product.name, max_lines=2),
                        self.stars(product.rating, product.review_count),
                        Text(
                            id="product_price",
                            text=f"${money(product.price)}",
                            style="title",
                            bold=True,
                        ),
                        Text(
                            id="social_proof",
                            text=bought_label(product.bought_last_month),
                            style="caption",
                            color="muted",
                        ),
                    ],
                ),
            ],
        )
