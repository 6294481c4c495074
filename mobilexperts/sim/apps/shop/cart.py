"""Shop's cart (quantities, delete, subtotal) and the You tab (orders, wish list, an order)."""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.shop.base import ShopBase
from mobilexperts.sim.apps.shop.state import CartLine, Order, money, totals_of
from mobilexperts.sim.kit import app_bar, list_item, section_header
from mobilexperts.sim.widgets import (
    Button,
    Column,
    Divider,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)


def order_date(timestamp: float) -> str:
    return time.strftime("%B %-d, %Y", time.gmtime(timestamp))


class CartScreens(ShopBase):
    """The cart tab, the You tab and an order's details."""

    # -- cart ------------------------------------------------------------------------------

    def screen_cart(self, route: Route) -> Widget:
        lines = self.state.cart
        if not lines:
            content: list[Widget] = [
                Column(
                    padding=24,
                    spacing=12,
                    children=[
                        Text(id="empty_cart", text="Your Shop Cart is empty", style="title"),
                        Button(
                            id="continue_shopping",
                            text="Continue shopping",
                            on_tap=lambda: self.go_tab("home"),
                        ),
                    ],
                )
            ]
        else:
            totals = totals_of(lines)
            content = [
                Column(
                    padding=16,
                    spacing=8,
                    children=[
                        Text(
                            id="subtotal",
                            text=f"Subtotal (${money(totals.subtotal)})",
                            style="title",
                        ),
                        Text(
                            id="subtotal_items",
                            text=f"{totals.items} item{'s' if totals.items != 1 else ''}",
                            style="label",
                            color="muted",
                        ),
                        Button(
                            id="proceed_to_checkout",
                            text="Proceed to checkout",
                            on_tap=lambda: self.open_checkout(),
                        ),
                    ],
                ),
                Divider(),
                ListView(
                    id="cart_list",
                    flex=1,
                    children=[self._cart_row(line) for line in lines],
                ),
            ]
        return Column(children=[app_bar("Cart"), *content, self.bottom_tabs("cart")])

    def _cart_row(self, line: CartLine) -> Widget:
        product_id = line.product_id
        if line.quantity == 1:
            decrease: Widget = IconButton(
                id="decrease_quantity",
                glyph="trash",
                desc="Delete",
                on_tap=lambda: self._set_quantity(product_id, 0),
            )
        else:
            decrease = Button(
                id="decrease_quantity",
                text="\u2212",
                variant="text",
                desc="Decrease quantity",
                on_tap=lambda: self._set_quantity(product_id, line.quantity - 1),
            )
        stepper = Row(
            id="quantity_stepper",
            style="outlined",
            width=140,
            children=[
                decrease,
                Text(id="quantity", text=str(line.quantity), bold=True),
                IconButton(
                    id="increase_quantity",
                    glyph="add",
                    desc="Increase quantity",
                    on_tap=lambda: self._set_quantity(product_id, line.quantity + 1),
                ),
            ],
        )
        return Row(
            id="cart_item",
            padding=12,
            spacing=12,
            children=[
                Icon(glyph="image", size=72),
                Column(
                    flex=1,
                    spacing=4,
                    children=[
                        Text(
                            id="cart_item_title",
                            text=line.name,
                            max_lines=2,
                            on_tap=lambda: self.open_product(product_id),
                        ),
                        Text(id="cart_item_price", text=f"${money(line.price)}", bold=True),
                        Row(
                            spacing=8,
                            children=[
                                stepper,
                                Button(
                                    id="delete_item",
                                    text="Delete",
                                    variant="text",
                                    on_tap=lambda: self._set_quantity(product_id, 0),
                                ),
                            ],
                        ),
                    ],
                ),
            ],
        )

    def _set_quantity(self, product_id: int, quantity: int) -> None:
        line = self.state.cart_line(product_id)
        self.state.set_quantity(product_id, quantity)
        if quantity <= 0 and line is not None:
            self.toast(f"{line.name} was removed from Shopping Cart")

    # -- the You tab -----------------------------------------------------------------------

    def screen_account(self, route: Route) -> Widget:
        rows: list[Widget] = [
            Text(
                id="greeting",
                text=f"Hello, {self.state.address.name.split()[0]}",
                style="headline",
            ),
            section_header("Your orders"),
        ]
        rows += [self._order_row(order) for order in self.state.orders] or [
            Text(id="no_orders", text="You have no orders yet.", color="muted")
        ]
        rows += [Divider(), section_header("Your Lists")]
        favorites = [self.state.product(i) for i in self.state.favorites]
        rows += [self.product_row(p) for p in favorites] or [
            Text(id="empty_list", text="Your list is empty.", color="muted")
        ]
        return Column(
            children=[
                app_bar("You"),
                ListView(id="account_list", flex=1, padding=12, spacing=4, children=rows),
                self.bottom_tabs("account"),
            ]
        )

    def _order_row(self, order: Order) -> Widget:
        first = order.items[0].name
        more = f" and {len(order.items) - 1} more" if len(order.items) > 1 else ""
        return list_item(
            f"{first}{more}",
            f"{order.status} \u00b7 Ordered {order_date(order.placed_at)}",
            glyph="bag",
            item_id="order_item",
            on_tap=lambda: self.push("order", number=order.number),
        )

    def screen_order(self, route: Route) -> Widget:
        order = next(o for o in self.state.orders if o.number == route.params["number"])
        address = order.address
        rows: list[Widget] = [
            Text(id="order_status", text=order.status, style="title", bold=True),
            Text(id="order_number", text=f"Order # {order.number}", style="label"),
            Text(text=f"Ordered {order_date(order.placed_at)}", style="label", color="muted"),
            Divider(),
        ]
        rows += [
            list_item(
                line.name,
                f"Qty: {line.quantity} \u00b7 ${money(line.price)}",
                glyph="image",
                item_id="order_line",
                on_tap=lambda p=line.product_id: self.open_product(p),
            )
            for line in order.items
        ]
        rows += [
            Divider(),
            section_header("Shipping address"),
            Text(text=f"{address.name}\n{address.street}\n{address.city} {address.zip}"),
            section_header("Payment method"),
            Text(id="order_card", text=f"{order.card.brand} ending in {order.card.last4}"),
            section_header("Order summary"),
            Text(text=f"Items: ${money(order.subtotal)}", style="label"),
            Text(text=f"Shipping: ${money(order.shipping)}", style="label"),
            Text(text=f"Tax: ${money(order.tax)}", style="label"),
            Text(id="order_total", text=f"Order total: ${money(order.total)}", bold=True),
        ]
        return Column(
            children=[
                app_bar("Order details", on_back=self.pop),
                ListView(id="order_detail", flex=1, padding=16, spacing=4, children=rows),
            ]
        )
