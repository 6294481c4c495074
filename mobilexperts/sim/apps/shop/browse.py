"""Shop's browsing screens: home with categories, search results with sorting, product pages."""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.shop.base import SEARCH_FIELD, ShopBase, bought_label, share_text
from mobilexperts.sim.apps.shop.state import (
    DELIVERY_DAYS,
    SORT_LABELS,
    Product,
    Review,
    SortKey,
    money,
)
from mobilexperts.sim.kit import app_bar, list_item, no_results, overflow_button, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Divider,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

CATEGORY_GLYPHS = {"Laptops": "app", "Headphones": "play", "Phones": "phone"}
POPULAR_COUNT = 6
IN_STOCK = "#007600"
FAVORITE_TINT = "#cc0c39"


class BrowseScreens(ShopBase):
    """Home, results and the product page."""

    # -- home ------------------------------------------------------------------------------

    def screen_home(self, route: Route) -> Widget:
        address = self.state.address
        rows: list[Widget] = [_header("Shop by category")]
        rows += [
            list_item(
                category,
                f"{len(self.state.in_category(category))} products",
                glyph=CATEGORY_GLYPHS.get(category, "home"),
                item_id="category_item",
                on_tap=lambda c=category: self.push("results", category=c),
            )
            for category in self.state.categories
        ]
        popular = sorted(self.state.products, key=lambda p: -p.bought_last_month)
        rows += [Divider(), _header("Popular right now")]
        rows += [self.product_row(p) for p in popular[:POPULAR_COUNT]]
        return Column(
            children=[
                Column(padding=12, spacing=8, children=[self.search_bar(route)]),
                Row(
                    id="deliver_to",
                    padding=8,
                    spacing=8,
                    children=[
                        Icon(glyph="map_pin", size=18),
                        Text(
                            text=f"Deliver to {address.name.split()[0]} - "
                            f"{address.city} {address.zip}",
                            style="label",
                            flex=1,
                        ),
                    ],
                ),
                ListView(id="home_feed", flex=1, children=rows),
                self.bottom_tabs("home"),
            ]
        )

    # -- results ---------------------------------------------------------------------------

    def screen_results(self, route: Route) -> AppScreen:
        query, category = route.params.get("query"), route.params.get("category")
        products = self.state.search(query) if query else self.state.in_category(category or "")
        if route.params.get("four_stars"):
            products = [p for p in products if p.rating >= 4.0]
        sort: SortKey = route.params.get("sort", "featured")
        products = sort_products(products, sort)
        rows: list[Widget] = [self.product_row(p) for p in products]
        if not rows:
            rows = [
                no_results(
                    f"No results for \u201c{query}\u201d.",
                    "Try checking your spelling or use more general terms.",
                )
            ]
        back = IconButton(id="navigate_up", glyph="back", desc="Navigate up", on_tap=self.pop)
        controls = Row(
            padding=8,
            spacing=8,
            children=[
                Button(
                    id="sort_button",
                    text=f"Sort: {SORT_LABELS[sort]}",
                    variant="outlined",
                    on_tap=lambda: setattr(route, "dialog", "sort"),
                ),
                Row(
                    id="filter_rating",
                    style="chip",
                    padding=8,
                    selected=bool(route.params.get("four_stars")),
                    android_class_name="com.google.android.material.chip.Chip",
                    on_tap=lambda: self._toggle_four_stars(route),
                    width=88,
                    children=[Text(text="4\u2605 & up", style="label", max_lines=1)],
                ),
                Spacer(flex=1),
                Text(id="result_count", text=f"{len(products)} results", style="label"),
            ],
        )
        header: list[Widget] = [
            Column(padding=12, children=[self.search_bar(route, leading=back)]),
        ]
        if category and not query:
            title = Text(id="category_title", text=category, style="title", bold=True)
            header.append(Column(padding=12, children=[title]))
        body = Column(
            children=[*header, controls, ListView(id="results_list", flex=1, children=rows)]
        )
        return AppScreen(body=body, dialog=self._sort_dialog(route, sort))

    def _sort_dialog(self, route: Route, current: SortKey) -> Dialog | None:
        if route.dialog != "sort":
            return None
        options: list[Widget] = [
            list_item(
                label,
                item_id="sort_option",
                trailing=Icon(glyph="check", size=20) if key == current else None,
                on_tap=lambda k=key: self._sort(route, k),
            )
            for key, label in SORT_LABELS.items()
        ]
        return Dialog(title="Sort by", children=options)

    def _sort(self, route: Route, key: SortKey) -> None:
        route.params["sort"] = key
        route.dialog = None
        route.scroll.clear()

    def _toggle_four_stars(self, route: Route) -> None:
        route.params["four_stars"] = not route.params.get("four_stars")
        route.scroll.clear()

    # -- product page ----------------------------------------------------------------------

    def screen_product(self, route: Route) -> AppScreen:
        product = self.state.product(route.params["product_id"])
        count = sum(line.quantity for line in self.state.cart)
        actions: list[Widget] = [
            IconButton(
                id="cart_icon",
                glyph="cart",
                desc=f"Cart, {count} items",
                on_tap=lambda: self.go_tab("cart"),
            )
        ]
        if self.version == 2:
            actions.append(overflow_button(lambda: setattr(route, "dialog", "more")))
        else:
            actions.insert(0, self._share_button(product))
        add = (
            Button(id="add_to_cart_button", text="Add to Cart", variant="outlined", flex=1)
            if self.version == 2
            else Button(id="add_to_cart", text="Add to cart", variant="outlined", flex=1)
        )
        add.on_tap = lambda: self._add_to_cart(product.id)
        buy = Button(id="buy_now", text="Buy now", flex=1, on_tap=lambda: self._buy_now(product.id))
        body = Column(
            children=[
                app_bar(product.brand, on_back=self.pop, actions=actions),
                ListView(
                    id="product_detail",
                    flex=1,
                    padding=12,
                    spacing=6,
                    children=self._details(product),
                ),
                Row(id="buy_box", style="bar", padding=12, spacing=8, children=[add, buy]),
            ]
        )
        dialog = None
        if route.dialog == "more":
            dialog = Dialog(
                children=[
                    Button(
                        id="share_option",
                        text="Share",
                        variant="text",
                        on_tap=lambda: self._share_from_menu(route, product),
                    )
                ],
                buttons=[Button(text="Cancel", on_tap=route.close_dialog)],
            )
        return AppScreen(body=body, dialog=dialog)

    def _share_button(self, product: Product) -> Widget:
        return IconButton(
            id="share",
            glyph="share",
            desc="Share",
            on_tap=lambda: self.phone.share(share_text(product), product.name),
        )

    def _share_from_menu(self, route: Route, product: Product) -> None:
        route.dialog = None
        self.phone.share(share_text(product), product.name)

    def _details(self, product: Product) -> list[Widget]:
        favorite = product.id in self.state.favorites
        delivery = time.strftime("%A, %B %-d", time.gmtime(self.now() + DELIVERY_DAYS * 86400))
        rows: list[Widget] = [
            Text(
                id="brand_link",
                text=f"Visit the {product.brand} Store",
                color="primary",
                on_tap=lambda: self._search_brand(product.brand),
            ),
            Text(id="product_title", text=product.name, style="title"),
            self.stars(product.rating, product.review_count),
            Row(
                children=[
                    Spacer(flex=1),
                    Icon(id="main_image", glyph="image", size=180),
                    Spacer(flex=1),
                    IconButton(
                        id="wishlist_toggle",
                        glyph="heart_filled" if favorite else "heart",
                        tint=FAVORITE_TINT if favorite else "",
                        selected=favorite,
                        on_tap=lambda: self._toggle_favorite(product.id),
                    ),
                ]
            ),
            Text(id="price", text=f"${money(product.price)}", style="headline", bold=True),
            Text(id="delivery_message", text=f"FREE delivery {delivery}", style="label"),
            Text(id="availability", text="In Stock", color=IN_STOCK),
            Text(text=bought_label(product.bought_last_month), style="caption", color="muted"),
            Divider(),
            section_header("Product details"),
        ]
        rows += [
            Row(
                id="spec_row",
                spacing=12,
                children=[
                    Text(text=key, bold=True, style="label", width=120),
                    Text(id="spec_value", text=value, style="label", flex=1),
                ],
            )
            for key, value in product.specs.items()
        ]
        rows += [
            Divider(),
            section_header("About this item"),
            Text(id="description", text=product.description),
            Divider(),
            section_header("Customer reviews"),
            self.stars(product.rating, product.review_count),
        ]
        rows += [self._review(r) for r in product.reviews]
        return rows

    def _review(self, review: Review) -> Widget:
        return Column(
            id="review",
            padding=8,
            spacing=2,
            children=[
                Row(
                    spacing=8,
                    children=[
                        Icon(glyph="person", size=24),
                        Text(id="review_author", text=review.author, style="label"),
                    ],
                ),
                Text(
                    id="review_title",
                    text=f"{review.rating}.0 out of 5 stars \u00b7 {review.title}",
                    bold=True,
                ),
                Text(text=f"Reviewed {review.days_ago} days ago", style="caption", color="muted"),
                Text(id="review_body", text=review.text),
            ],
        )

    # -- actions ---------------------------------------------------------------------------

    def _search_brand(self, brand: str) -> None:
        self.push("results", query=brand).fields[SEARCH_FIELD] = brand

    def _toggle_favorite(self, product_id: int) -> None:
        added = self.state.toggle_favorite(product_id)
        self.toast("Added to Your Lists" if added else "Removed from Your Lists")

    def _add_to_cart(self, product_id: int) -> None:
        if self.state.add_to_cart(product_id):
            self.toast("Added to cart")
        else:
            self.toast("You can't add more of this item")

    def _buy_now(self, product_id: int) -> None:
        self.open_checkout(buy_now=product_id)


def _header(text: str) -> Widget:
    return Column(padding=12, children=[section_header(text)])


def sort_products(products: list[Product], sort: SortKey) -> list[Product]:
    """``products`` in the order of ``sort``; featured keeps the catalogue's own order."""
    keys = {
        "featured": lambda p: 0,
        "popularity": lambda p: (-p.bought_last_month, -p.review_count),
        "price_asc": lambda p: p.price,
        "price_desc": lambda p: -p.price,
        "rating": lambda p: (-p.rating, -p.review_count),
    }
    return sorted(products, key=keys[sort])
