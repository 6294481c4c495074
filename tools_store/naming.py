"""Names and descriptions of synthesized tools, derived from the request and the screens.

A name is the request's verb and objects (``post_chirp``, ``write_email``), with the values
the request gave left out; a description is the request with its values replaced by the
parameters, plus where the tool starts and ends. Nothing here knows an app or a task.
"""

from __future__ import annotations

import keyword
import re

from sandbox.policy import FACADE_NAME, SAFE_BUILTINS, SAFE_EXCEPTIONS

_FILLER_TEXT = """
    a an the this that these those my me i you your our we it its of in on at to for from by
    with and or but is are was be into onto about up down out then than there here please can
    could would should will just now also any all some one using via app saying says say said
    titled named called subject reads which who what when where how tell give make get let
    s"""
FILLER = frozenset(_FILLER_TEXT.split())
RESERVED = SAFE_BUILTINS | SAFE_EXCEPTIONS | {FACADE_NAME, "print", "printed"}
MAX_NAME_WORDS = 3


def identifier(text: str, fallback: str = "value") -> str:
    """``text`` as a lower-case Python name that tool code may use."""
    name = re.sub(r"[^a-z0-9]+", "_", text.casefold()).strip("_")
    name = re.sub(r"^[0-9_]+", "", name)[:40].rstrip("_")
    if not name or keyword.iskeyword(name) or name in RESERVED:
        name = f"{name}_value" if name else fallback
    return name


def _fold(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def tool_name(instruction: str, values: list[str], app_label: str) -> str:
    """``verb_object`` from the request: its first content word (a request opens with what to
    do), then its other content words (values, names and app names after "in"/"on" left
    out)."""
    text = instruction
    for value in sorted(values, key=len, reverse=True):
        text = re.sub(re.escape(value), " ", text, flags=re.IGNORECASE)
    text = re.sub(r"['\u2019]s\b|[\"\u201c\u201d']", " ", text)
    app = app_label.casefold()
    if app:
        text = re.sub(rf"\b(?:in|on|from|using|with)\s+{re.escape(app)}\b", " ", text, flags=re.I)
    tokens = [t.casefold() for t in re.findall(r"[A-Za-z][A-Za-z-]*", text)]
    words = [t.replace("-", "") for t in tokens if t not in FILLER]
    verb = words[0] if words else "do"
    chosen: list[str] = [verb]
    for word in words:
        if len(chosen) == MAX_NAME_WORDS:
            break
        if _fold(word) not in {_fold(c) for c in chosen} and not word.startswith(verb):
            chosen.append(word)
    if len(chosen) == 1 and app:
        chosen.append(app)
    return identifier("_".join(chosen), fallback="workflow")


def summary(instruction: str, examples: dict[str, str], app_label: str = "") -> str:
    """The request with each argument value replaced by ``<param>``; the app it ends with
    ("... in Zapbook") is kept, even where a value holds the app's name."""
    text = " ".join(instruction.split()).rstrip(".!? ")
    ending = ""
    if app_label:
        app = re.search(rf"\s+(?:in|on|with|using)\s+{re.escape(app_label)}$", text, re.I)
        text, ending = (text[: app.start()], app.group()) if app else (text, "")
    for name, value in sorted(examples.items(), key=lambda item: -len(item[1])):
        if value:
            text = re.sub(re.escape(value), f"<{name}>", text, flags=re.IGNORECASE)
    return text + ending


_CLAUSE_BREAK = re.compile(
    r"(?<=[.!?;:])\s+|,?\s+(?:and\s+)?then\s+|,\s+(?:and\s+)?", re.IGNORECASE
)


def own_part(about: str, app_label: str) -> str:
    """The clauses of a request summary (values as ``<param>``) that a tool doing part of it
    did: those naming one of its parameters or its app; the whole summary when none does."""
    clauses = [c.strip(" .") for c in _CLAUSE_BREAK.split(about) if c.strip(" .")]
    app = re.compile(rf"\b{re.escape(app_label)}\b", re.IGNORECASE) if app_label else None
    kept = [c for c in clauses if "<" in c or (app is not None and app.search(c))]
    return ", ".join(kept) if kept else about


def describe_screen(activity: str, package: str) -> str:
    """A screen in a few words: its activity's short name in its app."""
    short = activity.rpartition(".")[2].removesuffix("Activity") or "start screen"
    app = package.rpartition(".")[2] or package
    return f"{app} {short}".strip()
