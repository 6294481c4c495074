"""A person's detail said with a possessive ("bo chan's phone number", "bo's birthday"): the
words that may open the person's name, and the details the address book keeps. Generic English
verbs only."""

from __future__ import annotations

import re

ACTS = r"send|add|put|text|e-?mail|mail|forward|share|save|note|write|tell|give|post|copy|jot|get"
"""Verbs that open an act or a look-up: no first name before a possessive ("send bo's number")."""
FIRST_NAME = (
    r"(?:(?:(?<!text )(?<!email )(?<!mail )(?<!tell )(?<!message )|(?=[^,.;?!]*\sto\s))"
    rf"(?!(?:to|from|for|with|and|of|on|at|{ACTS})\b)(?P<first_name>[a-z]+ ))?"
)
"""A first name before a possessive last name: not an act's verb, nor a word right after a verb
that reaches someone when no "to" names whom later ("text ann bo's number" reaches ann; "text
bo chan's number to ann" does not)."""
SOMEONES = re.compile(
    r"^(?:[a-z]+ [a-z]+['\u2019]s |[a-z]+['\u2019]s (?:(?:phone |mobile )?number|email address|"
    r"birthday)\b)",
    re.IGNORECASE,
)
"""A named person's field ("bo chan's phone number", "bo's birthday"): the address book's."""
DETAIL = r"(?:phone number|mobile number|number|email address|birthday|(?(first_name)e-?mail|(?!)))"
"""A person's detail after the possessive; "email" alone only after a full name ("bo chan's
email"), as "bo's email" is a mail bo sent."""
