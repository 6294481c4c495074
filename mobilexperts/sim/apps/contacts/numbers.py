"""Phone numbers as the phone shows and compares them (home region: North America, +1).

An address is what a message thread or a contact holds: a phone number in display form, such as
``(415) 555-0132``, or a sender name such as ``Shopwise`` that is not a number at all. A
North American number shows as ``(415) 555-0132``; a number with another country code keeps
the grouping it was written with, after its ``+``.
"""

from __future__ import annotations

import re
from functools import lru_cache

HOME_CODE = "1"
NUMBER_CHARS = re.compile(r"\+?[\d\s().\-]+")
MIN_DIGITS, MAX_DIGITS = 7, 15  # a local number, and the longest E.164 number


def _digits(text: str) -> str | None:
    """The digits of ``text`` with ``+`` and the country code made explicit, or None."""
    text = text.strip()
    if not NUMBER_CHARS.fullmatch(text):
        return None
    digits = re.sub(r"\D", "", text)
    if not MIN_DIGITS <= len(digits) <= MAX_DIGITS:
        return None
    if text.startswith("+"):
        return "+" + digits
    if len(digits) == 11 and digits.startswith(HOME_CODE):
        return "+" + digits
    if len(digits) in (7, 10):
        return "+" + HOME_CODE + digits if len(digits) == 10 else digits
    return None


@lru_cache(maxsize=4096)
def display_number(text: str) -> str | None:
    """The number as the phone shows it, e.g. ``(415) 555-0132``; None for a non-number."""
    key = _digits(text)
    if key is None:
        return None
    if not key.startswith("+"):
        return f"{key[:3]}-{key[3:]}"
    if key.startswith("+" + HOME_CODE) and len(key) == 12:
        area, exchange, line = key[2:5], key[5:8], key[8:]
        return f"({area}) {exchange}-{line}"
    return " ".join(text.split())


def is_number(address: str) -> bool:
    """Whether ``address`` is a phone number (texts can be sent to it), not a sender name."""
    return display_number(address) is not None


@lru_cache(maxsize=4096)
def address_key(address: str) -> str:
    """A key under which two spellings of one address compare equal (E.164 for numbers).

    Cached, as are display forms: list screens compare every thread with every contact.
    """
    return _digits(address) or address.strip().lower()


def same_address(a: str, b: str) -> bool:
    return address_key(a) == address_key(b)
