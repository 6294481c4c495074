"""The offline safety check: is the next operation a sensitive step, read from the screen alone.

A step is sensitive when it types into a password, PIN or payment field (or types something
shaped like a card number), or taps a control that commits a purchase (Pay, Buy $5, Place
order; not "Buy now", which opens a checkout), deletes (Delete, Remove, Discard, Uninstall),
grants a permission (Allow on a permission dialog), starts a conversation with a raw number or
address, or sends the first message of a conversation that says it is empty. The words are
those of common Android UIs, never of one app.
"""

from __future__ import annotations

import re

from experts.safety_context import SafetyContext, SafetyVerdict
from mobilexperts.handover import Category
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import LongPress, Tap, Text
from mobilexperts.perception.context import ElementContext, ScreenContext

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
PAYMENT_FIELD = re.compile(
    r"\b(card|cvv|cvc|cvv2|security code|expir\w*|iban|bic|swift|routing|account number|"
    r"sort code)\b"
)
CREDENTIAL_FIELD = re.compile(r"\b(password|passcode|passphrase|pin|pin code|secret)\b")
PURCHASE = re.compile(
    r"^(pay|purchase|subscribe|order now|place (your |the )?order|buy$|buy (for )?\W?\d|"
    r"(confirm|complete|submit) (the |your )?(purchase|payment|order))\b"
)
DELETE = re.compile(
    r"^((permanently )?delete|remove(?! from (favou?rites|saved|bookmarks|starred))|erase|"
    r"discard|uninstall|wipe|clear (all|\w+ )?(data|history)|empty (the )?(trash|bin)|"
    r"move to (the )?(trash|bin)|factory reset)\b"
)
ALLOW = re.compile(r"^(allow|while using the app|only this time|grant|give access)\b")
PERMISSION_SCREEN = re.compile(r"\b(allow .+ to|access (to )?your|permission)\b")
SEND_TO = re.compile(r"^(send|message|text) to\b")
SEND = re.compile(r"^(send|send message|send sms|post|reply)\b")
EMPTY_CONVERSATION = re.compile(
    r"\b(say hi|no messages( yet)?|start (a|the|your) (conversation|chat)|"
    r"send (a|your) first message|(beginning|start) of your (conversation|chat))\b"
)
PHONE = re.compile(r"\+?\d[\d ()\-.]{5,}\d")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
CARD_DIGITS = re.compile(r"^\d[\d -]{11,22}\d$")


def _words(el: ElementContext) -> str:
    """What an element says and is called, in lower case: label, desc and id words."""
    ident = _CAMEL.sub(" ", el.id).replace("_", " ").replace("-", " ")
    return " ".join(dict.fromkeys(p for p in (el.label, el.text, el.desc, ident) if p)).lower()


def _luhn(digits: str) -> bool:
    total = 0
    for i, char in enumerate(reversed(digits)):
        value = int(char) * (2 if i % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def _card_number(text: str) -> bool:
    digits = re.sub(r"[ -]", "", text)
    return bool(CARD_DIGITS.match(text.strip())) and 13 <= len(digits) <= 19 and _luhn(digits)


def _field_words(field: ElementContext) -> str:
    """What a field is called (its hint, desc and id), not what was typed into it."""
    named = field.model_copy(update={"label": "" if field.text else field.label, "text": ""})
    return _words(named)


def _typing(field: ElementContext | None, content: str) -> tuple[Category, str] | None:
    words = _field_words(field) if field is not None else ""
    if PAYMENT_FIELD.search(words) or _card_number(content):
        what = field.label or field.id if field is not None else "the focused field"
        return "payment", f"types a payment detail into {what!r}"
    if field is not None and (field.password or CREDENTIAL_FIELD.search(words)):
        return "credential", f"types into the password field {field.label or field.id!r}"
    return None


def _names(el: ElementContext) -> list[str]:
    """The element's names to match a control's words against: label parts, text, desc."""
    parts = [p.strip().lower() for p in el.label.split(" | ") if p.strip()]
    return [*parts, el.text.lower(), el.desc.lower(), el.id.replace("_", " ").lower()]


def _tapping(screen: ScreenContext, el: ElementContext) -> tuple[Category, str] | None:
    if el.window in ("keyboard", "system") or el.editable:
        return None
    names = [n for n in _names(el) if n]
    shown = el.label or el.desc or el.id
    if any(PURCHASE.match(n) for n in names):
        return "purchase", f'"{shown}" commits a purchase'
    if any(DELETE.match(n) for n in names):
        return "delete", f'"{shown}" deletes data'
    if any(ALLOW.match(n) for n in names):
        text = " ".join(e.label.lower() for e in screen.elements if e.window != "keyboard")
        if "permission" in screen.package or PERMISSION_SCREEN.search(text):
            return "permission", f'"{shown}" grants a permission'
    if any(SEND_TO.match(n) and (PHONE.search(n) or EMAIL.search(n)) for n in names):
        return "new_recipient", f'"{shown}" starts a conversation with a number nobody saved'
    if any(SEND.match(n) for n in names) and any(
        EMPTY_CONVERSATION.search(e.label.lower()) for e in screen.elements if not e.editable
    ):
        return "new_recipient", f'"{shown}" sends the first message of a new conversation'
    return None


def assess(context: SafetyContext) -> SafetyVerdict:
    """The offline verdict on the operation of ``context``, from its screen and target."""
    op = context.operation
    found: tuple[Category, str] | None = None
    if isinstance(op, Text):
        found = _typing(context.target, op.content)
    elif isinstance(op, Tap | LongPress) and context.target is not None:
        found = _tapping(context.screen, context.target)
    if found is None:
        return SafetyVerdict(sensitive=False, reason="no sensitive control or field")
    category, reason = found
    return SafetyVerdict(sensitive=True, category=category, reason=reason)


@offline_handler("safety")
def safety_offline(request: ModelRequest) -> SafetyVerdict:
    """Answer the safety role from the screen: see :func:`assess`."""
    return assess(context_of(request, SafetyContext))
