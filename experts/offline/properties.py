"""The property a question asks of a record, said in ordinary English ("how big" asks a size,
"how heavy" a weight, "what kind of" a category, "is the zap on" a switch's state), the
captions a screen labels that property's value with, and the shape of such a value (a size has
a unit of data, a count is a figure, a state is a word): a field of another property, however
near, is no answer to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from experts.offline.asked import app_label_words, asked_words
from experts.offline.base import tap
from experts.offline.fields import Field, asked_head, on_named_screen, screen_fields
from experts.offline.goal import Goal
from experts.offline.grounded import details_control
from experts.offline.patterns import STREET_ADDRESS
from experts.offline.plan import Plan
from experts.offline.view import Element, View, center_y
from experts.offline.words import stems, words
from experts.schemas import Decision

SELF = re.compile(r"\b(?:i|me|my|i['\u2019]m)\b", re.IGNORECASE)
"""A question about one's own record ("how many follow me")."""
PERSONAL = frozenset({"you", "your", "me", "account", "profile", "my"})
"""Captions of the way to one's own profile."""
KIND_OF = re.compile(r"\b(?:kind|type|sort)\s+of\s+([a-z]+)", re.IGNORECASE)
"""The noun a question asks the kind of ("what kind of cuisine": cuisine)."""
DATA_UNIT = r"(?:[kKMGT]i?B|bytes?|kilobytes?|megabytes?|gigabytes?|terabytes?)\b"
SPACE_UNIT = (
    r"(?:(?:(?-i:[cmk]?m)|in|inch(?:es)?|ft|feet|l|ml|litres?|liters?|qt|quarts?|gal(?:lons?)?"
    r"|cups?|acres?|hectares?|sq\s*ft|square\s+\w+)\b|[\"\u2033\u00b2])"
)
"""Units of length, volume and area: how big a thing other than a file is ("1.7 L", "14 in")."""
MASS_UNIT = r"(?:kg|g|lbs?|oz|kilos?|kilograms?|grams?|pounds?|ounces?)\b"
COUNT = re.compile(r"^\s*\d[\d,.]*\s*(?:[KMB]|thousand|million|billion)?\+?\s*$", re.IGNORECASE)
STARS = re.compile(r"^\s*[0-5](?:\.\d)?\s*(?:\u2605|stars?|/\s*5|out of 5)?\s*$", re.IGNORECASE)
WORDED = re.compile(r"^[^\d@]*[A-Za-z][^\d@]*$")
"""A value that is words: a category, a status, a company, never a figure."""
IDENTIFIER = re.compile(r"^(?!\s*\d[\d,.]*\s*[KMB]\+?\s*$)(?=.*\d|\s*[A-Z0-9-]{4,}\s*$)")
"""A number naming a thing (an order's, a seat's): a digit or a token in capitals, and no
rounded count ("7K")."""
RANKED = "".join(
    rf"(?<!{w}[ -])" for w in ("best", "top", "highest", "lowest", "worst", "most", "better")
)
"""A measure said after these ranks items ("the best rated zap"): it picks, it is not asked."""


@dataclass(frozen=True)
class Property:
    """A property of a record: how a question asks it, the caption words that label it on a
    screen, and the shape of its value."""

    name: str
    asked: re.Pattern[str]
    captions: frozenset[str]
    shape: re.Pattern[str]
    unit: str | None = None
    """The units its value is written in: a text with one is this property's, uncaptioned."""
    part: re.Pattern[str] | None = None
    """The part of a field's text that is the value, when the text says more ("Order # 42")."""
    captioned: bool = False
    """Whether only a value its captions label answers it (a value of its shape may be any
    other words or figure on the screen)."""

    def labels(self, caption: str, exact: bool = False) -> bool:
        """Whether ``caption`` labels this property: it says one of its caption words as
        written, or (unless ``exact``) as the stem an id gives ("compani")."""
        said = set(re.findall(r"[a-z]+", caption.lower()))
        return bool(said & self.captions or (not exact and said & stems(" ".join(self.captions))))

    def value_in(self, text: str) -> str:
        """The value ``text`` gives: its longest part of the value's shape, else all of it."""
        found = self.part.findall(text) if self.part else []
        return max(found, key=len) if found else _bare(text)

    def fits(self, value: str) -> bool:
        """Whether ``value`` has the shape of this property's values."""
        return bool(self.shape.search(value))


def _said(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_THING = r"(?:my\s+|the\s+)?(?P<thing>[a-z][\w\u2011-]*(?:\s+[a-z][\w\u2011-]*)??)"
_ENDED = r"(?=\s*(?:$|[?.,!;])|\s+(?:or|and|right|now|in|on\s+(?:my|the|this))\b)"
"""What may follow a state said as "on" or "off" (not "on Monday": a time, no state)."""
_STATE = (
    r"(?:turned\s+|switched\s+|currently\s+|still\s+|set\s+)?"
    rf"(?:(?:on|off){_ENDED}|enabled|disabled)\b"
)
SWITCHED = _said(
    rf"\b(?:is|are)\s+{_THING}\s+{_STATE}"
    rf"|\b(?:if|whether|what)\s+{_THING.replace('thing', 'other')}\s+(?:is|are)\s+{_STATE}"
)
"""A question asking a switch's state: "is zapline on", "check if the zap mode is enabled"."""
ONE_STATE = _said(r"^(?!.*\bon\b.*\boff\b)(?!.*\boff\b.*\bon\b).*\b(?:on|off|enabled|disabled)\b")
"""A switch's state said once: on or off, not a hint saying both ("off. Turn it on to ...")."""
STATE_SAID = re.compile(r"^(?P<name>.+?)\s+(?:on|off|enabled|disabled)$", re.IGNORECASE)

PROPERTIES = (
    Property(
        "street",
        _said(r"\b(?:what|which)\s+street\b|\bstreet\s+name\b|\bname\s+of\s+the\s+street\b"),
        frozenset({"street", "address", "location", "place", "where"}),
        STREET_ADDRESS,
        part=STREET_ADDRESS,
    ),
    Property(
        "topic",
        _said(
            r"\bwhat(?:['\u2019]?s|\s+is|\s+was|\s+are|\s+were)\s+(?!it\b|that\b|this\b)"
            r"[^?,;]+?\s+(?:all\s+)?about\s*(?=$|[?.,;!]|\s+in\s+[A-Z])"
        ),
        frozenset(
            {"description", "notes", "note", "about", "summary", "agenda", "body", "content"}
            | {"subject", "message", "text", "snippet", "preview"}
        ),
        _said(r"[A-Za-z]{2}"),
    ),
    Property("switch", SWITCHED, frozenset(), ONE_STATE),
    Property(
        "size",
        _said(
            r"\bhow (?:big|large)\b|\bhow much (?:space|storage|room|memory|disk)\b"
            r"|\bhow many (?:[kmgt]b|bytes|kilobytes|megabytes|gigabytes)\b"
            r"|\b(?:file|download|app|install|storage|disk)\s+size\b"
        ),
        frozenset({"size", "storage"}),
        _said(rf"\d\s*(?:{DATA_UNIT}|{SPACE_UNIT})"),
        DATA_UNIT,
    ),
    Property(
        "weight",
        _said(r"\bhow heavy\b|\bweigh(?:s|t)?\b"),
        frozenset({"weight"}),
        _said(rf"\d\s*{MASS_UNIT}"),
        MASS_UNIT,
    ),
    Property(
        "category",
        _said(r"\b(?:category|genre)\b|\b(?:what|which)\s+(?:kind|type|sort)\s+of\b"),
        frozenset({"category", "genre", "type", "kind"}),
        WORDED,
        captioned=True,
    ),
    Property(
        "status",
        _said(
            r"^(?!.*\b(?:when|where|how\s+long|what\s+(?:day|date|time)|which\s+day)\b)"
            r"(?:.*\bstatus\b|.*\b(?:has|have|did|is|was)\b.*\b(?:shipped|arrived?|delivered|dispatched)\b)"
        ),
        frozenset({"status", "state"}),
        WORDED,
    ),
    Property(
        "employer",
        _said(
            r"\bwhere\s+(?:does|do|did|is|was)\s+.+?\s+work(?:s|ing)?\b(?!\s+out)"
            r"|\bwho\s+(?:does|do|is|was)\s+.+?\s+work(?:s|ing)?\s+for\b|\bemployer\b"
        ),
        frozenset({"company", "employer", "organization", "organisation", "workplace"}),
        WORDED,
        captioned=True,
    ),
    Property(
        "identifier",
        _said(
            r"\b(?:what|which)(?:['\u2019]?s|\s+(?:is|was|are|were))?\s+"
            r"(?:(?:the|my|our|its|their|his|her)\s+)?(?:\w+\s+){0,2}?"
            r"(?!phone\b|mobile\b|cell\b|the\b|an?\b|any\b)[a-z]+\s+(?:number|no\.|#)"
        ),
        frozenset({"number", "no", "id"}),
        IDENTIFIER,
        part=re.compile(r"(?<![\w-])(?=[\w-]*\d)[A-Za-z0-9][\w-]*[A-Za-z0-9]"),
    ),
    Property(
        "web address",
        _said(
            r"\b(?:web\s*address|url)\b|\bwhat(?:['\u2019]?s|\s+(?:is|was))?\s+"
            r"(?:(?:the|its|their|his|her|my)\s+)?(?:website|web\s*site|link|site)\b"
        ),
        frozenset({"website", "url", "link", "address", "site"}),
        _said(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:/\S*)?"),
        part=_said(r"(?:https?://)?[\w-]+(?:\.[\w-]+)+(?:/\S*)?"),
    ),
    Property(
        "downloads",
        _said(
            r"\bhow many\b.*\b(?:downloads|installs)\b"
            r"|\b(?:times|often)\b.*\b(?:downloaded|installed)\b"
            r"|\b(?:number|count) of (?:downloads|installs)\b"
        ),
        frozenset({"downloads", "installs"}),
        COUNT,
        captioned=True,
    ),
    Property(
        "rating",
        _said(rf"{RANKED}\brat(?:ed|ing)\b|\bhow many stars\b"),
        frozenset({"rating", "stars", "score"}),
        STARS,
    ),
    Property(
        "following",
        _said(r"\bhow many\b(?:\s+\w+)?\s+(?:do|does|am|is|are)\s+\w+\s+follow(?:ing)?\b"),
        frozenset({"following"}),
        COUNT,
        captioned=True,
    ),
    Property(
        "followers",
        _said(r"\bfollowers\b|\bhow many\b(?:\s+\w+)?\s+follows?\s+\w+"),
        frozenset({"followers"}),
        COUNT,
        captioned=True,
    ),
)


def property_said(question: str) -> Property | None:
    """The property ``question`` asks, if it says one in these ordinary words."""
    return next((p for p in PROPERTIES if p.asked.search(question)), None)


def asked_property(goal: Goal) -> Property | None:
    """The property the goal's question asks, if it asks one."""
    return property_said(goal.instruction) if goal.wants_answer else None


FIGURED = re.compile(
    r"^\s*(?P<value>\d[\d,.]*\s*[KMB]?\+?)\s+(?P<caption>[A-Za-z][A-Za-z ]{0,30})$"
)
"""A figure with its caption after it in one text ("42 Zaps")."""


def _fields(view: View, scope: list[Element]) -> list[Field]:
    """The screen's fields in ``scope`` (fields.py), and the figures captioned in one text."""
    figured = [
        Field(m.group("caption"), m.group("value").strip(), center_y(e))
        for e in scope
        if not e.clickable and (m := FIGURED.match(e.label or ""))
    ]
    return sorted([*screen_fields(view, scope), *figured], key=lambda f: f.y)


def property_field(goal: Goal, view: View, scope: list[Element]) -> str | None:
    """The value of the asked property on this screen (for a question naming a thing, one a tap
    opened, not an app's first screen): the top-most field captioned with one
    of its captions (as written before as stemmed: "following" is no "followers") and of its
    shape; for a measured property on a screen a tap opened, else the one text part of its
    shape outside any list row ("12 kB" of "PDF \u00b7 12 kB, Zapril 2")."""
    prop = asked_property(goal)
    if prop is None:
        return None
    if prop.name == "switch":
        return switch_state(goal, view)
    last = view.last()
    tapped = last is not None and last.operation.kind == "tap"
    said = prop.asked.search(goal.instruction)
    thing = asked_words(goal, app_label_words(view)) - set(words(said.group(0) if said else ""))
    if thing and not tapped:
        return None  # a field of a screen no tap opened is the app's own ("12 GB free")
    fields = _fields(view, scope)
    for exact in (True, False):
        for field in fields:
            if prop.labels(field.caption, exact) and prop.fits(field.value):
                return prop.value_in(field.value)
    if prop.unit is None or not tapped:
        return None
    parts = {
        m.group(0)
        for e in scope
        if e.label and not e.in_list and not e.clickable
        for m in re.finditer(rf"\d[\d.,]*\s*{prop.unit}", e.label, re.IGNORECASE)
    }
    return parts.pop() if len(parts) == 1 else None


def misfit(goal: Goal, view: View, value: str) -> bool:
    """Whether ``value`` cannot be the asked property's: not of its shape (a download count
    for a size), another field's value on this screen (the developer for a category), or, for
    a property only its captions tell, a value no such caption labels (a post's likes for
    "following", a section's heading for a category)."""
    prop = asked_property(goal)
    if prop is None:
        return False
    if not prop.fits(value) or another_fields_value(goal, view, prop, value):
        return True
    return prop.captioned and not any(
        prop.labels(f.caption) and _bare(f.value) == _bare(value)
        for f in _fields(view, view.content)
    )


def _bare(value: str) -> str:
    return value.strip().rstrip(".;,")


def another_fields_value(goal: Goal, view: View, prop: Property, value: str) -> bool:
    """Whether ``value`` is what the screen shows only as the field of another property (the
    developer beside the category, the downloads beside the size): never captioned as the
    asked one, nor by the noun the question asks ("cuisine" of "what kind of cuisine"), nor
    followed by a word of its captions ("4.6 stars")."""
    said = _bare(value)
    head = asked_head(goal.instruction) or ""
    asked = set(words(" ".join([head, *KIND_OF.findall(goal.instruction)])))
    texts = [e for e in view.content if not e.clickable]  # a row's first part is its title
    captions = [f.caption for f in _fields(view, texts) if _bare(f.value) == said]
    said_with = re.compile(rf"(?<![\d.]){re.escape(value.strip())}\s+([^\W\d]+)")
    if any(prop.labels(m[1]) for e in view.content for m in said_with.finditer(e.label or "")):
        return False  # the value says its own caption ("4.6 stars")
    return bool(captions) and not any(prop.labels(c) or set(words(c)) & asked for c in captions)


def toward_property(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """On the screen of the thing asked about, which shows no field of the asked property:
    open the control leading to its details ("About this zap", "Specifications"); for a count
    one's own record states ("how many do I follow"), the control to one's profile."""
    prop = asked_property(goal)
    owed = prop is not None and not (plan.answer_goes_on and plan.kept_answer)
    if not owed or not view.history or view.modal:
        return None
    if not on_named_screen(view, plan):
        return None
    own = stated_count(goal.instruction) and bool(SELF.search(goal.instruction))
    for el in view.actionable:
        if view.tapped_here(el) or view.avoided(el):
            continue
        if details_control(el):
            return tap(el, "it leads to the details of the thing asked about", "its details")
        if own and not el.in_list and _personal(el):
            return tap(el, "one's own figures are on one's profile", "the profile")
    return None


def _personal(el: Element) -> bool:
    """Whether ``el`` is captioned as the way to one's own profile ("You", "Your account")."""
    return bool(set(re.findall(r"[a-z]+", f"{el.label} {el.desc}".lower())) & PERSONAL)


def came_by_details(view: View) -> bool:
    """Whether this screen was opened by a control leading to a thing's details: it is about
    the thing opened before, even where it does not repeat the thing's name."""
    last = view.last()
    if last is None or last.operation.kind != "tap" or last.target is None:
        return False
    return last.signature != view.signature and details_control(last.target)


def squashed(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def switch_state(goal: Goal, view: View) -> str | None:
    """The state of the switch a question asks about ("is zapline on"), said as the yes or no
    it asks with the switch's name and state: the switch captioned with its name, on when
    checked, or a text part saying its name and state ("No, Zapline off")."""
    match = SWITCHED.search(goal.instruction)
    if match is None:
        return None
    thing = squashed(match.group("thing") or match.group("other"))
    asked_on = asks_on(match)
    for el in view.content:
        if el.checkable and squashed(el.label or "") == thing:
            return replied(asked_on, f"{el.label} {'on' if el.checked else 'off'}")
        for part in re.split(r" \| |, ", el.label or ""):
            said = STATE_SAID.match(part.strip())
            if said and squashed(said.group("name")) == thing:
                return replied(asked_on, part.strip())
    return None


def asks_on(match: re.Match[str]) -> bool:
    """Whether a question matched by SWITCHED asks if the switch is on (not off)."""
    return not re.search(r"\b(?:off|disabled)\b", match.group(0), re.IGNORECASE)


def replied(asked_on: bool, shown: str) -> str:
    """``shown`` ("Zapline off") after the yes or no it answers a question asking whether the
    switch is on (``asked_on``) or off."""
    on = shown.split()[-1].lower() in ("on", "enabled")
    return f"{'Yes' if on == asked_on else 'No'}, {shown}"


def stated_count(question: str) -> bool:
    """Whether ``question`` asks a count a record states as its own property (its followers,
    its downloads), not a count of rows to tally."""
    prop = property_said(question)
    return prop is not None and prop.shape is COUNT
