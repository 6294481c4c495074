"""Shop: an Amazon-like store (search, sort, product pages, cart, checkout, orders, sharing)."""

from __future__ import annotations

from mobilexperts.sim.apps.shop.browse import BrowseScreens
from mobilexperts.sim.apps.shop.cart import CartScreens
from mobilexperts.sim.apps.shop.checkout import CheckoutScreens
from mobilexperts.sim.apps.shop.state import Product, ShopState

__all__ = ["Product", "ShopApp", "ShopState"]


class ShopApp(BrowseScreens, CartScreens, CheckoutScreens):
    """The Shop app (package ``com.simdroid.shop``)."""
