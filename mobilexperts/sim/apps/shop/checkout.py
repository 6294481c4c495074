"""Checkout: shipping address, payment (the card form is a sensitive screen), placing an order."""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.shop.base import ShopBase
from mobilexperts.sim.apps.shop.state import (
    DELIVERY_DAYS,
    Address,
    address_errors,
    card_errors,
    card_from_form,
    money,
    totals_of,
)
from mobilexperts.sim.kit import app_bar, section_header
from mobilexperts.sim.widgets import (
    Button,
    CheckBox,
    Column,
    Divider,
    EditText,
    Icon,
    ListView,
    Row,
    Text,
    Widget,
)

SUCCESS_TINT = "#007600"


class CheckoutScreens(ShopBase):
    """The checkout page, the add-card form and the order confirmation."""

    def _field(self, route: Route, field: str, hint: str, password: bool = False) -> list[Widget]:
        """A text field with its inline error underneath, when there is one."""
        widgets: list[Widget] = [EditText(id=field, hint=hint, password=password)]
        error = route.params.get("errors", {}).get(field)
        if error:
            widgets.append(Text(id=f"{field}_error", text=error, style="label", color="error"))
        return widgets

    # -- checkout --------------------------------------------------------------------------

    def screen_checkout(self, route: Route) -> Widget:
        lines = self.state.checkout_lines(route.params.get("buy_now"))
        totals = totals_of(lines)
        selected = route.params.get("card")
        form: list[Widget] = [
            section_header("Shipping address"),
            *self._field(route, "ship_name", "Full name"),
            *self._field(route, "ship_street", "Street address"),
            *self._field(route, "ship_city", "City"),
            *self._field(route, "ship_zip", "ZIP code"),
            Divider(),
            section_header("Payment method"),
        ]
        form += [
            CheckBox(
                id="payment_option",
                text=f"{card.brand} ending in {card.last4}",
                checked=i == selected,
                on_tap=lambda i=i: route.params.update(card=i),
            )
            for i, card in enumerate(self.state.cards)
        ]
        form.append(
            Button(
                id="add_card",
                text="Add a credit or debit card",
                variant="text",
                on_tap=lambda: self.push("add_card"),
            )
        )
        payment_error = route.params.get("errors", {}).get("payment")
        if payment_error:
            form.append(Text(id="payment_error", text=payment_error, color="error", style="label"))
        form += [Divider(), section_header("Review items")]
        form += [
            Row(
                id="checkout_item",
                spacing=8,
                children=[
                    Text(text=f"{line.quantity} \u00d7 {line.name}", flex=1, max_lines=2),
                    Text(text=f"${money(line.price * line.quantity)}", style="label"),
                ],
            )
            for line in lines
        ]
        shipping = "FREE" if not totals.shipping else f"${money(totals.shipping)}"
        form += [
            Divider(),
            section_header("Order summary"),
            Text(text=f"Items: ${money(totals.subtotal)}", style="label"),
            Text(text=f"Shipping & handling: {shipping}", style="label"),
            Text(text=f"Estimated tax: ${money(totals.tax)}", style="label"),
        ]
        place_label = "Place order" if self.version == 2 else "Place your order"
        bar = Row(
            id="place_order_bar",
            style="bar",
            padding=12,
            spacing=12,
            children=[
                Column(
                    flex=1,
                    children=[
                        Text(text="Order total", style="label", color="muted"),
                        Text(id="order_total", text=f"${money(totals.total)}", bold=True),
                    ],
                ),
                Button(id="place_order", text=place_label, on_tap=lambda: self._place(route)),
            ],
        )
        return Column(
            children=[
                app_bar("Checkout", on_back=self.pop),
                ListView(id="checkout_form", flex=1, padding=16, spacing=4, children=form),
                bar,
            ]
        )

    def _place(self, route: Route) -> None:
        fields = route.fields
        address = Address(
            name=fields.get("ship_name", "").strip(),
            street=fields.get("ship_street", "").strip(),
            city=fields.get("ship_city", "").strip(),
            zip=fields.get("ship_zip", "").strip(),
        )
        errors = address_errors(address)
        card_index = route.params.get("card")
        if card_index is None:
            errors["payment"] = "Add a payment method to place your order."
        route.params["errors"] = errors
        if errors:
            self.toast("Check your details and try again")
            return
        buy_now = route.params.get("buy_now")
        lines = self.state.checkout_lines(buy_now)
        self.state.address = address
        order = self.state.place_order(
            lines, address, self.state.cards[card_index], self.now(), from_cart=buy_now is None
        )
        summary = lines[0].name + (f" and {len(lines) - 1} more" if len(lines) > 1 else "")
        self.phone.notify(
            self.package,
            "Order placed",
            f"{summary} \u00b7 ${money(order.total)}",
            "order",
            number=order.number,
        )
        self.replace("order_placed", number=order.number)

    # -- the card form ---------------------------------------------------------------------

    def screen_add_card(self, route: Route) -> Widget:
        form: list[Widget] = [
            Text(text="Enter your card details", style="title"),
            *self._field(route, "card_name", "Name on card"),
            *self._field(route, "card_number", "Card number", password=True),
            *self._field(route, "card_expiry", "Expiration date (MM/YY)"),
            *self._field(route, "card_cvv", "Security code (CVV)", password=True),
            Row(
                spacing=8,
                children=[
                    Icon(glyph="lock", size=18),
                    Text(
                        text="Your card details are encrypted and never shown again.",
                        style="caption",
                        color="muted",
                        flex=1,
                    ),
                ],
            ),
            Button(
                id="add_card_button", text="Add your card", on_tap=lambda: self._add_card(route)
            ),
        ]
        return Column(
            children=[
                app_bar("Add a card", on_back=self.pop),
                ListView(id="card_form", flex=1, padding=16, spacing=6, children=form),
            ]
        )

    def _add_card(self, route: Route) -> None:
        fields = route.fields
        number, expiry = fields.get("card_number", ""), fields.get("card_expiry", "")
        holder = fields.get("card_name", "")
        errors = card_errors(number, expiry, fields.get("card_cvv", ""), holder, self.now())
        route.params["errors"] = errors
        if errors:
            return
        self.state.cards.append(card_from_form(number, expiry, holder))
        self.pop()
        checkout = self.route
        if checkout.screen == "checkout":
            checkout.params["card"] = len(self.state.cards) - 1
            checkout.params.get("errors", {}).pop("payment", None)
        self.toast("Card added")

    # -- confirmation ----------------------------------------------------------------------

    def screen_order_placed(self, route: Route) -> Widget:
        order = next(o for o in self.state.orders if o.number == route.params["number"])
        arriving = time.strftime("%A, %B %-d", time.gmtime(order.placed_at + DELIVERY_DAYS * 86400))
        return Column(
            children=[
                app_bar("Order placed", on_back=self.pop),
                Column(
                    padding=24,
                    spacing=12,
                    children=[
                        Icon(glyph="check", size=48, tint=SUCCESS_TINT),
                        Text(
                            id="order_confirmation",
                            text="Order placed, thank you!",
                            style="headline",
                        ),
                        Text(text="Confirmation will be sent to your email.", style="label"),
                        Text(id="order_number", text=f"Order # {order.number}"),
                        Text(id="arrival", text=f"Arriving {arriving}", bold=True),
                        Text(id="order_total", text=f"Order total: ${money(order.total)}"),
                        Button(
                            id="review_order",
                            text="Review or edit your order",
                            variant="outlined",
                            on_tap=lambda: self.push("order", number=order.number),
                        ),
                        Button(
                            id="continue_shopping",
                            text="Continue shopping",
                            on_tap=lambda: self.go_tab("home"),
                        ),
                    ],
                ),
            ]
        )
