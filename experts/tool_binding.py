"""Binding a tool's parameters to a request's values: each value fills one parameter of the
kind it takes (an address for ``to``, a time for ``time``, a number for ``minutes``), by the
slot the value fills (``saying`` -> ``message``) or its kind; a full name splits between a
first- and a last-name parameter. Nothing here knows an app or a task.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from experts.offline.lexicon import interface_verb, known_word
from experts.offline.words import STOPWORDS, VERB_UI
from tools_store.param_types import accepts
from tools_store.records import ParamValue
from tools_store.values import RequestValue

_KIND_OF_PARAM = {
    "to": "to",
    "email": "to",
    "address": "to",
    "recipient": "to",
    "time": "time",
    "url": "url",
    "link": "url",
    "number": "number",
    "count": "number",
    "minutes": "number",
    "phone": "phone",
}
_KIND_SLOT = {
    "email": "to",
    "time": "time",
    "number": "number",
    "url": "url",
    "date": "date",
    "phone": "phone",
}
"""The request-value slot that holds a value of a typed parameter kind."""
_VALUE_CHECKS = {
    "to": re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$"),
    "time": re.compile(r"\d|\b(?i:noon|midday|midnight)\b"),
    "number": re.compile(
        r"\d|\b(?i:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|"
        r"twenty|thirty|forty|fifty|sixty)\b"
    ),
    "url": re.compile(r"\.[a-z]{2,}"),
    "phone": re.compile(r"(?:\d\D*){7}"),
}
_NAMING = {"name", "first", "last", "given", "family", "surname", "title", "contact", "person"}
"""Words of a parameter's name that say it names someone or something (never a number)."""
_KINDED_SLOTS = {"to", "url", "time", "number", "phone", "date"}
"""Request-value slots that hold a value of a kind (an address, a time, a number)."""
_DESCRIBED = re.compile(r"\b(?:i|i'm|im|i've|we|we're|you|you're|who)\b", re.IGNORECASE)
"""A person as subject inside a value: "town I'm sailing (to)", "the zeds who quorn" describe
a thing the phone must be read for, they do not name it."""


def _param_kind(name: str) -> str:
    base = name.rstrip("0123456789_")
    return _KIND_OF_PARAM.get(base, _KIND_OF_PARAM.get(base.rpartition("_")[2], ""))


def _fits_kind(value: str, kind: str) -> bool:
    check = _VALUE_CHECKS.get(kind)
    return check is None or bool(check.search(value))


def _names(param: str) -> bool:
    """Whether ``param`` names someone or something (``first_name``, ``title``)."""
    return bool(_NAMING & set(param.casefold().rstrip("0123456789_").split("_")))


def _fits_param(value: RequestValue, param: str, wanted: str, kind: str) -> bool:
    """Whether ``value`` is of the kind ``param`` takes: a naming parameter never takes a
    number, time, address or phone number, nor a value that says what someone does ("the zap
    I'm quorning to" describes the thing, it does not name it)."""
    if _names(param) and _DESCRIBED.search(value.value.replace("\u2019", "'")):
        return False
    if _names(param) and (value.slot in _KINDED_SLOTS or not re.search(r"[^\W\d_]", value.value)):
        return False
    return _fits_kind(value.value, wanted) and accepts(kind, value.value)


def _name_parts(params: list[str]) -> tuple[str, str] | None:
    """The parameters a person's first and last name go to, when ``params`` has both."""
    names = [spec.partition(":")[0].strip() for spec in params]
    first = next((n for n in names if {"first", "given"} & set(n.casefold().split("_"))), "")
    last = next(
        (n for n in names if {"last", "family", "surname"} & set(n.casefold().split("_"))), ""
    )
    return (first, last) if first and last else None


def _shape(text: str) -> tuple[str, ...]:
    """The look of a value word by word: with digits, capitalised, other."""
    return tuple(
        "9" if any(c.isdigit() for c in w) else "A" if w[:1].isupper() else "a"
        for w in text.split()
    )


def _picking_order(values: list[RequestValue], choices: list[str]) -> list[RequestValue]:
    """``values`` for a parameter that picks one of ``choices`` (items seen on screen), those
    looking like an item (the same capitals and digits word by word) first and, among them, a
    name before other text: "send 'Zed Quorn' to Mira Vell" picks the row of Mira Vell."""
    shapes = {_shape(c) for c in choices}
    alike = [v for v in values if _shape(v.value) in shapes]
    return [*sorted(alike, key=lambda v: v.slot != "name"), *(v for v in values if v not in alike)]


def bind(
    params: list[str],
    instruction: str,
    values: list[RequestValue],
    choices: dict[str, list[str]] | None = None,
) -> tuple[dict[str, ParamValue] | None, str]:
    """Arguments for ``params`` (``"message: str"``) from the request's ``values``, or None
    and the parameter that found none; each value fills one parameter, of the kind the
    parameter takes, except a full name, which splits between a first- and a last-name
    parameter. A value whose slot is another parameter's name is kept for that parameter; a
    parameter picking one of the items in ``choices`` (by parameter) takes a value looking
    like them first."""
    args: dict[str, ParamValue] = {}
    used: set[str] = set()
    split = _name_parts(params)
    names = {spec.partition(":")[0].strip() for spec in params}
    for spec in params:
        name, _, kind = (part.strip() for part in spec.partition(":"))
        if name in args:
            continue
        wanted = _param_kind(name) or _KIND_SLOT.get(kind, "")
        free = [v for v in values if v.value.casefold() not in used]
        exact = [v for v in free if v.slot == name]
        by_slot = [v for v in free if v.slot in (name.rstrip("0123456789_"), wanted or name)]
        # a value of the kind a typed parameter takes fits it whatever its cue ("for 40 mins")
        loose = [
            v
            for v in free
            if (v.slot in ("text", "name", "number", "") or not wanted or wanted in _KIND_SLOT)
            and (v.slot == name or v.slot not in names)
        ]
        if choices and choices.get(name):
            loose = _picking_order(loose, choices[name])
        pick = next(
            (v for v in [*exact, *by_slot, *loose] if _fits_param(v, name, wanted, kind)), None
        )
        if pick is None:
            return None, f"no value in the request for {name}"
        used.add(pick.value.casefold())
        words = pick.value.split()
        whole = pick.slot == "name" and len(words) > 1
        if split and name == split[0] and whole and not any(v.slot == split[1] for v in free):
            args[name], args[split[1]] = words[0], " ".join(words[1:])
            continue
        value: ParamValue = pick.value
        if kind == "int":
            digits = re.search(r"-?\d+", pick.value)
            if digits is None:
                return None, f"{name} wants a number"
            value = int(digits.group())
        args[name] = value
    return args, ""


_PLACEHOLDER = re.compile(r"<([A-Za-z][A-Za-z0-9_]*)>")
_WORD = re.compile(r"[A-Za-z0-9][\w.'&-]*")


def near_values(about: str, instruction: str) -> dict[str, str]:
    """Each parameter's value read between the words the tool's description has on either
    side of it ("... does <name> have ..." reads "does zapfit have"; "... to <name>" at the
    end reads what follows the request's last "to"; one before "in APP" also reads to the end
    of a request that leaves the app out, unless it opens with a stopword: "the zap about
    quorns"), when the request says those words and what is between them is one value (no
    list: "zap and quorn")."""
    out = {}
    for match in _PLACEHOLDER.finditer(about):
        before = re.findall(r"[A-Za-z]+", about[: match.start()])
        after = re.findall(r"[A-Za-z]+", about[match.end() :])
        if not before:
            continue
        ending = rf"\s+{re.escape(after[0])}\b" if after else r"[\s.!?]*$"
        app_clause = bool(after) and after[0].casefold() in _APP_LINKS and len(after) <= 2
        if app_clause:  # "... <name> in Zapmaps": a request may leave out the app
            ending = rf"(?:{ending}|[\s.!?]*$)"
        pattern = rf".*\b{re.escape(before[-1])}\s+(?P<v>[^\s\"'].*?)[\"'\u201d]?{ending}"
        found = re.match(pattern, instruction.strip(), re.IGNORECASE | re.DOTALL)
        value = found.group("v") if found else ""
        if app_clause and value.casefold().split(" ")[0] in STOPWORDS:
            value = ""  # "the zap about quorns" describes a thing, it does not name it
        if value and len(value.split()) <= _MAX_WORDS and one_value(value):
            out[match.group(1)] = value.strip(" \"'")
    return out


_APP_LINKS = frozenset({"in", "on"})
"""Words before the app a description ends with ("... to <name> in Zapmaps")."""
_MAX_WORDS = 6
"""The most words an unquoted value read around the description's words may have."""
_SEVERAL = re.compile(r",|;|\b(?:and|or|then)\b", re.IGNORECASE)
"""Words that join several values or steps: a run holding one is no single value."""


def one_value(text: str) -> bool:
    """Whether unquoted ``text`` is one value, not a list or several steps ("zap and quorn")."""
    return not _SEVERAL.search(text)


def unsaid_span(instruction: str, said: Callable[[str], bool]) -> str:
    """The longest run of the request's words none of which the tool says (``said``: a word
    the tool's words, its app, a question or a stopword account for): what a question about
    one thing names it by ("is the zap den quorny" -> "zap den")."""
    runs: list[list[str]] = [[]]
    for token in _WORD.findall(instruction):
        if said(token.casefold().removesuffix("'s").rstrip("'.")):
            runs.append([])
        else:
            runs[-1].append(token.rstrip("'.,"))
    best = max(runs, key=len)
    return " ".join(best) if 0 < len(best) <= _MAX_WORDS else ""


_POSSESSIVE = re.compile(r"(?<![\w'])([a-z][a-z-]+)\s+([a-z][a-z-]+)['\u2019]s\b")
"""Two lower-case words before a possessive "'s" ("zed quornby's")."""


def possessive_names(instruction: str) -> list[RequestValue]:
    """Whom a request typed in lower case names by a possessive of two words ("like zed
    quornby's newest zap"): a person's name when neither word is a stopword or an interface
    verb and one of them is no dictionary word; capitalised as a name is written."""
    out = []
    for match in _POSSESSIVE.finditer(instruction):
        words = [match.group(1), match.group(2)]
        plain = all(
            w not in STOPWORDS and w not in VERB_UI and not interface_verb(w) for w in words
        )
        if plain and not all(known_word(w) for w in words):
            out.append(RequestValue(slot="name", value=" ".join(w.capitalize() for w in words)))
    return out
