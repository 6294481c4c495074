"""Phone numbers as the phone shows and compares them (libphonenumber, home region US).

An address is what a message thread or a contact holds: a phone number in display form, such as
``(415) 555-0132``, or a sender name such as ``Shopwise`` that is not a number at all.
"""

from __future__ import annotations

from functools import lru_cache

import phonenumbers

HOME_REGION = "US"


def parse_number(text: str) -> phonenumbers.PhoneNumber | None:
    """``text`` as a phone number, or None when it cannot be one (letters, too few digits)."""
    try:
        number = phonenumbers.parse(text, HOME_REGION)
    except phonenumbers.NumberParseException:
        return None
    return number if phonenumbers.is_possible_number(number) else None


@lru_cache(maxsize=4096)
def display_number(text: str) -> str | None:
    """The number as the phone shows it, e.g. ``(415) 555-0132``; None for a non-number."""
    number = parse_number(text)
    if number is None:
        return None
    home = number.country_code == phonenumbers.country_code_for_region(HOME_REGION)
    style = (
        phonenumbers.PhoneNumberFormat.NATIONAL
        if home
        else phonenumbers.PhoneNumberFormat.INTERNATIONAL
    )
    return phonenumbers.format_number(number, style)


def is_number(address: str) -> bool:
    """Whether ``address`` is a phone number (texts can be sent to it), not a sender name."""
    return display_number(address) is not None


@lru_cache(maxsize=4096)
def address_key(address: str) -> str:
    """A key under which two spellings of one address compare equal (E.164 for numbers).

    Cached, as are display forms: list screens compare every thread with every contact.
    """
    number = parse_number(address)
    if number is None:
        return address.strip().lower()
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def same_address(a: str, b: str) -> bool:
    return address_key(a) == address_key(b)
