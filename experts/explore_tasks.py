"""Role ``explore_tasks``: the exploration subtasks an expert sets itself (MobileExperts §3.1.2).

Asked twice per exploration. First with the portrait and the request only: a model may propose
goal subtasks at once; the offline handler asks for a systematic exploration of each app the
expert covers. Then with what that exploration found (screens, their fields, controls and
switches): goal subtasks phrased as requests that rehearse the request with sample values in
place of its quoted ones, fill each form with sample values of its fields' kinds, use each
control of an item on it (a created thing's controls on a row of its kind), add an entry
through an item's own "Add ..." field, turn each switch, search, and ask the first value an
item's screen shows; their accepted runs become workflow
tools (a question's, one that returns the value).
The offline handler knows no app: it reads captions the exploration saw.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, Field

from experts.crawl_elements import ITEM_VERBS
from experts.explore_slots import slot, words_of
from experts.offline.lexicon import interface_verb
from experts.offline.words import SUBMIT_WORDS
from experts.portrait import ExpertPortrait
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

MAX_GOALS = 9
MAX_FIELDS = 6
QUOTED = re.compile(r'"[^"]+"|\u201c[^\u201d]+\u201d')
_NAME = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,3}")
SUBMITS = frozenset({*SUBMIT_WORDS, "start", "go", "done", "ok"})
_OPENING_VERBS = {"add": "Add", "new": "Create", "create": "Create", "compose": "Write"}
_OPENING_VERBS |= {"write": "Write", "start": "Start"}
_LINKS = frozenset({"to", "from", "into", "on", "in", "as"})
_CREATORS = frozenset({"new", "add", "create", "compose", "write", "start"})
_ROWS = frozenset({"row", "item", "entry"})
_NOT_ACTIONS = frozenset({"cancel", "navigate", "close"})
_WEB = frozenset({"url", "web", "website", "link"})
_DERIVED = 4
"""Letters a noun made from a verb shares with it ("navigation", "navigate")."""
_SITE = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:org|com|net|io|dev|app)(?:/[\w./-]*)?", re.IGNORECASE)
SAMPLE_SITE = "example.org"


class ExploreTask(BaseModel):
    """One exploration subtask: explore an app systematically, or try to reach a goal."""

    kind: Literal["systematic", "goal"]
    app: str = Field(min_length=1)
    """The label of the app it is about."""
    instruction: str = ""
    """For a goal subtask: the request an expert carries out."""
    why: str = ""


class ExploreTasks(BaseModel):
    tasks: list[ExploreTask] = Field(default_factory=list)


class FoundScreen(BaseModel):
    """A screen the systematic exploration reached, as the second request shows it."""

    app: str
    title: str
    path: list[str]
    fields: list[str]
    buttons: list[str]
    item: str = ""
    """The list item the screen is about (the row that opened it), if any."""
    actions: list[tuple[str, str]] = Field(default_factory=list)
    """Its controls, in and out of lists: (caption, the words of its id)."""
    toggles: list[tuple[str, bool]] = Field(default_factory=list)
    """Its switches: (caption, whether it is on)."""
    checks: list[tuple[str, bool]] = Field(default_factory=list)
    """The entries of its lists that can be ticked: (caption, whether ticked)."""
    facts: list[str] = Field(default_factory=list)
    """The fields it shows values of ("birthday", "rating")."""


class ExploreTasksContext(BaseModel):
    """What ``explore_tasks`` is asked from."""

    request: str
    portrait: ExpertPortrait
    installed: list[str]
    found: list[FoundScreen] = Field(default_factory=list)
    explored: bool = False
    """Whether the systematic exploration ran (the second request)."""
    budget: int = Field(ge=0)
    """How many more subtasks may run."""


@offline_handler("explore_tasks")
def explore_tasks_offline(request: ModelRequest[ExploreTasks]) -> ExploreTasks:
    context = context_of(request, ExploreTasksContext)
    if not context.explored:
        return ExploreTasks(
            tasks=[
                ExploreTask(
                    kind="systematic",
                    app=label,
                    why="every reachable screen and element, to learn what each does",
                )
                for label in context.portrait.labels
            ][: context.budget]
        )
    forms: dict[tuple[str, ...], FoundScreen] = {}
    for screen in context.found:
        forms.setdefault(tuple(screen.fields), screen)  # the form by its shortest path
    site = shown_site(context.found)
    goals = [task for screen in forms.values() for task in form_tasks(screen, site)]
    goals += entry_tasks(context.found) + new_entry_tasks(context.found)
    goals += item_tasks(context.found) + activity_tasks(context.found)
    goals += toggle_tasks(context.found)
    goals += question_tasks(context.found)
    rehearsal = rehearsal_task(context)
    if rehearsal is not None:
        goals.insert(0, rehearsal)
    unique = list({task.instruction: task for task in goals}.values())
    return ExploreTasks(tasks=unique[: min(MAX_GOALS, context.budget)])


def rehearsal_task(context: ExploreTasksContext) -> ExploreTask | None:
    """The request itself with its quoted values swapped for samples: a task like the one the
    expert will do, rehearsed on a snapshot so its workflow becomes a tool first."""
    labels = context.portrait.labels
    if not context.request.strip() or not labels:
        return None
    count = iter(range(1, 100))
    variant = QUOTED.sub(lambda m: f'"Exploring {labels[0]} {next(count)}"', context.request)
    return ExploreTask(
        kind="goal",
        app=labels[0],
        instruction=variant,
        why="a task like the request, so its workflow is learned before the request is done",
    )


def form_tasks(screen: FoundScreen, site: str = SAMPLE_SITE) -> list[ExploreTask]:
    """Goal subtasks filling a form a create button opened ("Create contact") with sample
    values and submitting it, phrased as a request would say it: its first text field alone,
    its first typed field (a time, a phone number...) alone, then both, then every text field
    a request names by its kind ("with the subject", "saying") with the typed one; a form with
    no submit button (it keeps itself) also with no values. A search field is searched (an
    address bar also opens ``site``); an item's message field is a reply to it ('Reply to Ann
    saying "..."'); an item's edit form (a field holds the item's name) and a form reached by
    typing into its own field are left out."""
    if not screen.fields or len(screen.fields) > MAX_FIELDS or screen.item in screen.fields:
        return []
    if screen.path and screen.path[-1] in screen.fields:
        return []  # the form again after text went into one of its fields: no opener
    said = words_of(" ".join(screen.fields))
    if "search" in said:
        tasks = [_goal(screen, f'Search "Exploring {screen.app}"', "try its search")]
        if said & _WEB:
            tasks.append(_goal(screen, f"Open {site}", "try its address bar"))
        return tasks
    submit = next((b for b in screen.buttons if _first_word(b) in SUBMITS), "")
    phrases = [slot(field, screen.app, n) for n, field in enumerate(screen.fields)]
    why = f'try the form of "{screen.title}" (reached by {" > ".join(screen.path) or "launch"})'
    if screen.item and submit and len(phrases) == 1 and phrases[0][0].startswith("saying"):
        item = screen.item if _NAME.fullmatch(screen.item) else f'"{screen.item}"'
        return [_goal(screen, f"{submit.split()[0]} to {item} {phrases[0][0]}", why)]
    opener = " ".join(screen.path[-1].replace("_", " ").split()) if screen.path else ""
    verb, _, thing = opener.partition(" ")
    thing = re.sub(r"^(?:an?|the)\s+", "", thing, flags=re.I)
    opens = _OPENING_VERBS.get(verb.casefold(), "")
    if opens and len(thing.split()) <= 2:
        head = f"{opens} {_article(thing)} {thing.lower()}" if thing else opens
    elif interface_verb(verb):
        return []  # opened by an action too long to say ("Add a credit or debit card")
    else:
        head = f"{submit or 'Start'} {_article(opener)} {opener.lower()}".strip()
    if not opens and len(phrases) == 1 and opener:
        head, phrases = f"Set the {opener.lower()} to {phrases[0][0]}", []
    texts = [p for p, typed in phrases if not typed]
    text = texts[0] if texts else ""
    typed = next((p for p, is_typed in phrases if is_typed), "")
    chosen = [text, typed, f"{text} {typed}"] if text and typed else [text or typed]
    said = [p for p in texts if not p.startswith('"')]
    if len(said) > 1:  # fields a request names each ("with the subject", "saying"): all of them
        chosen.append(" ".join([*said, typed]).strip())
    if opens and not submit:
        chosen.append("")  # a form that keeps itself ("Create a page"): made with no values
    return [_goal(screen, f"{head} {parts}", why) for parts in chosen]


def shown_site(screens: list[FoundScreen]) -> str:
    """A web address the app showed (a bookmark's, a tile's), else :data:`SAMPLE_SITE`: an
    address bar is tried with a site that answers."""
    captions = (c for s in screens for pair in s.actions for c in pair[:1])
    return next((m.group(0) for c in captions if (m := _SITE.search(c))), SAMPLE_SITE)


def item_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """Goal subtasks doing what each of an item's own controls says to the item the screen is
    about ("Follow Sami Barros in Chirp", 'Delete "IMG_1.jpg" in Files'), once per control of
    a kind of screen. A control says it by its caption, else by its id (a star toggle
    captioned "Not starred")."""
    out = []
    seen: set[tuple[str, str, str]] = set()
    for found in screens:
        screen = found.model_copy(update={"item": found.item or _row_item(found, screens)})
        if not screen.item or interface_verb(screen.item.split()[0]):
            continue
        for caption, name in screen.actions:
            if _state(caption):
                continue
            action = next((a for a in (caption, name) if _item_action(a, screen)), "")
            if not action or (screen.app, screen.title, action.casefold()) in seen:
                continue
            seen.add((screen.app, screen.title, action.casefold()))
            verb, _, rest = action.partition(" ")
            named = screen.item.split(", ")[0]  # a row's caption before its details
            item = named if _NAME.fullmatch(named) else f'"{named}"'
            if rest.split(" ")[0].casefold() in _LINKS:
                said = f"{verb.title()} {item} {rest.lower()}"
            else:
                said = f"{verb.title()} {rest.lower()} {item}"
            out.append(_goal(screen, said, f'try "{action}" on "{screen.item}" ({screen.title})'))
    return out


def activity_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """A goal subtask doing to an item what the screen one of its controls opened is named
    for, once per kind of screen: a "Zapping" screen reached from "Quorn Hall" by its own
    control says the app zaps to an item ("Zap to Quorn Hall in Zapmaps"). The title must be
    a noun made from the verb the lexicon reads it as (it starts like the verb); a verb that
    changes an item is left to :func:`item_tasks`."""
    out = []
    seen: set[tuple[str, str]] = set()
    for screen in screens:
        title = screen.title.casefold()
        verb = interface_verb(title)
        opened = any(
            s.app == screen.app and s.item == screen.item and s.title != screen.title
            for s in screens
        )  # from the item's own screen
        if not (screen.item and verb and screen.path and opened):
            continue
        if title == verb or verb in ITEM_VERBS or (screen.app, screen.title) in seen:
            continue  # a caption that is itself the verb, or an item's own control
        if title[:_DERIVED] != verb[:_DERIVED] or not _NAME.fullmatch(screen.item):
            continue  # a noun made from the verb ("navigation"), not one it may be read as
        seen.add((screen.app, screen.title))
        why = f'reach "{screen.title}" for "{screen.item}" ({" > ".join(screen.path)})'
        out.append(_goal(screen, f"{verb.title()} to {screen.item}", why))
    return out


def entry_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """A goal subtask ticking off an entry not ticked yet of an item that holds entries (a list
    page's to-dos), once per kind of screen: 'Tick off "Range" in Pages' (said by the entry
    alone, so the tool finds its item rather than keeping the one explored)."""
    out = []
    seen: set[tuple[str, str]] = set()
    for screen in screens:
        entry = next((caption for caption, ticked in screen.checks if not ticked), "")
        if screen.item and entry and (screen.app, screen.title) not in seen:
            seen.add((screen.app, screen.title))
            why = f'try the entries of "{screen.item}"'
            out.append(_goal(screen, f'Tick off "{entry}"', why))
    return out


def new_entry_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """A goal subtask adding an entry to an item through the item's own field that says it
    adds one (a sheet's "Add a line" beside its title), once per kind of screen:
    'Add "Exploring Ledger" to my Budget in Ledger' (its tool takes the item and the
    entry)."""
    out = []
    seen: set[tuple[str, str]] = set()
    for screen in screens:
        if not screen.item or screen.item not in screen.fields:
            continue  # only an item's own screen: its fields show the item (its title)
        adds = [f for f in screen.fields if f != screen.item and interface_verb(_lead(f)) == "add"]
        if adds and (screen.app, screen.title) not in seen:
            seen.add((screen.app, screen.title))
            said = f'Add "Exploring {screen.app}" to my {screen.item}'
            out.append(_goal(screen, said, f'try "{adds[0]}" on "{screen.item}"'))
    return out


def _lead(caption: str) -> str:
    return caption.split(" ")[0].casefold()


def _row_item(screen: FoundScreen, screens: list[FoundScreen]) -> str:
    """For a screen about no list item that a creator opened ("new page"), a row of the app's
    first screen of the kind it creates (a "page row"): what the screen's controls act on when
    it shows an existing one; else ''."""
    if not screen.path:
        return ""
    made = words_of(screen.path[0]) - _CREATORS
    for start in screens:
        if start.app == screen.app and not start.path:
            for caption, name in start.actions:
                words = set(name.split())
                if caption and _ROWS & words and made & words:
                    return caption
    return ""


def question_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """A question subtask asking the first field an item's screen shows a value of ("What is
    the birthday of Chen Barros in Contacts?"), once per kind of screen, for an item with a
    name (a row caption's part before a comma; not a control such as "Call"): its accepted run
    becomes a tool that returns the value. Items the app lists itself go first."""
    out = []
    seen: set[tuple[str, str]] = set()
    for screen in sorted(screens, key=lambda s: searched(s, screens)):
        item = screen.item.split(", ")[0]
        named = _NAME.fullmatch(item) and not interface_verb(item.split()[0])
        if not named or not screen.facts or (screen.app, screen.title) in seen:
            continue
        seen.add((screen.app, screen.title))
        asked = f"What is the {screen.facts[0]} of {item} in {screen.app}?"
        why = f'read "{screen.facts[0]}" off "{item}" ({screen.title})'
        out.append(ExploreTask(kind="goal", app=screen.app, instruction=asked, why=why))
    return out


def searched(screen: FoundScreen, screens: list[FoundScreen]) -> bool:
    """Whether ``screen`` was reached through a field of its app's first screen (an item a
    typed sample found, not one the app lists itself)."""
    first = next((s for s in screens if s.app == screen.app and not s.path), None)
    return bool(first and screen.path and screen.path[0] in first.fields)


def _goal(screen: FoundScreen, said: str, why: str) -> ExploreTask:
    """A goal subtask in the screen's app: ``said`` ... in APP."""
    instruction = " ".join(f"{said} in {screen.app}".split())
    return ExploreTask(kind="goal", app=screen.app, instruction=instruction, why=why)


def toggle_tasks(screens: list[FoundScreen]) -> list[ExploreTask]:
    """A goal subtask turning each switch found the other way ("Turn on dark theme")."""
    switches = {(s.app, caption): (s, on) for s in screens for caption, on in s.toggles}
    return [
        _goal(screen, f"Turn {'off' if on else 'on'} {caption.lower()}", f'try "{caption}"')
        for (_, caption), (screen, on) in switches.items()
    ]


def _state(caption: str) -> bool:
    """Whether a control's caption shows a state it is in ("Following", "Starred")."""
    word = caption.split(" ")[0].casefold()
    return word.endswith(("ing", "ed")) and interface_verb(word) is not None


def _item_action(caption: str, screen: FoundScreen) -> bool:
    """Whether ``caption`` says an action on an item: it opens with a verb that changes an
    item, and is no form's submit."""
    verb = caption.split(" ")[0].casefold()
    if not verb or verb in _NOT_ACTIONS or _state(verb):
        return False
    if screen.fields and verb in SUBMITS:
        return False
    return interface_verb(verb) in ITEM_VERBS


def _article(thing: str) -> str:
    return "an" if thing[:1].casefold() in "aeiou" else "a"


def _first_word(text: str) -> str:
    parts = text.casefold().split()
    return parts[0] if len(parts) <= 2 else ""
