"""What the run did, step by step, for the offline judge: the text helpers it reads controls
with, the checks that each step of a request had its control used and its words typed, and that
the apps the request names or whose items it acts on were opened; the values a request names and
the ways screens write them."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.alike import alike
from experts.offline.clauses import marked_as
from experts.offline.goal import Goal, Step
from experts.offline.judge_typed import carried_over, norm_text, typed_texts, without_place_words
from experts.offline.keeping import collection_words, kept_state, names_collection
from experts.offline.lexicon import bases, kinds, known_word
from experts.offline.patterns import QUOTED
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import SOURCE_VERBS, VERB_UI, WRITING_VERBS, kept_in, words
from experts.offline.written import new_note_text
from mobilexperts.operations import LongPress, OpenApp, Tap, Text, UseTool
from mobilexperts.perception.context import ElementContext
from mobilexperts.trajectory import Evidence

_NAVIGATION_TEXT = "open show find view go look check display see navigate search read browse"
_CONTROL_TEXT = """create:new,add,compose,plus add:new,plus,create write:compose,new
    star:favorite,favourite favorite:star,favourite favourite:star,favorite
    like:heart,love start:play,begin trash:delete,remove,bin delete:trash,bin put:add"""
NAVIGATION_VERBS = frozenset(_NAVIGATION_TEXT.split())
CONTROL_WORDS = {
    verb: frozenset([verb, *others.split(",")])
    for verb, _, others in (item.partition(":") for item in _CONTROL_TEXT.split())
}
_HYPHEN = re.compile(r"(?<=[a-z])[-\u2010\u2011](?=[a-z])")


def words_of(text: str) -> set[str]:
    """The words of ``text``, a hyphen inside a word dropped ("Wi\u2011Fi" is "wifi")."""
    return set(re.findall(r"[a-z]+", _HYPHEN.sub("", text.casefold())))


def caption_of(el: ElementContext) -> str:
    return " ".join(dict.fromkeys(filter(None, (el.label, el.text, el.desc))))


def is_search_box(el: ElementContext) -> bool:
    return bool(words_of(f"{caption_of(el)} {el.id}") & {"search", "query", "find"})


def last_tool_did(goal: Goal, context: JudgeContext) -> list[Evidence]:
    """The request's values and numbers a tool was given as the run's last action, when it was
    given every one of them (a number by its digits: "40 mins" -> 40) and did not fail; ``[]``
    otherwise. A tool use without error worked: its postcondition held on the screen after."""
    acted = [h for h in context.history if h.operation.kind not in ("think", "read", "wait")]
    if not acted or not isinstance(acted[-1].operation, UseTool) or acted[-1].error:
        return []
    args = [str(a) for a in acted[-1].operation.args.values()]
    values = [v for v in request_values(goal, context.apps) if not weak(v, goal.instruction)]
    values += re.findall(r"\d+(?:[:.]\d+)?", QUOTED.sub(" ", goal.instruction))

    def given(value: str) -> bool:
        digits = digits_of(value)
        return any(
            norm_text(value) in norm_text(a) or (digits and digits in digits_of(a)) for a in args
        )

    if not values or not all(given(v) for v in values):
        return []
    name = acted[-1].operation.name
    return [Evidence(text=v, state=f"given to the verified tool {name}") for v in values]


def typed_value(context: JudgeContext, value: str) -> bool:
    return any(norm_text(value) in norm_text(text) for text, _ in typed_texts(context))


def request_verbs(goal: Goal) -> set[str]:
    return {s.verb.casefold() for s in goal.steps}


def does_verb(caption: str, verbs: set[str]) -> bool:
    """Whether a control's caption says it does one of ``verbs`` ("Starred" stars, "New"
    creates)."""
    words = [w for w in words_of(caption) if len(w) >= 3]
    wanted = {w for verb in verbs for w in CONTROL_WORDS.get(verb, {verb})}
    return any(w.startswith(v) or (len(w) >= 4 and v.startswith(w)) for w in words for v in wanted)


def undone_step(goal: Goal, context: JudgeContext, shown_only: bool = False) -> str:
    """For a request of several steps: the first step with a control of its own that no tap in
    the run did (by the control's caption), nor typing for a step that writes (nor typing a
    note the run took from a screen for a step that copies), or ``""``; a step whose object
    is words to write is undone in a run that typed nothing. For
    one step whose values the final screen merely shows (``shown_only``: they may have been
    there all along), the same, unless the run typed, ticked, used a tool or tapped a control
    that showed the item kept in the collection the request takes it out of."""
    tapped = tapped_elements(context)
    typed = any(  # a query typed into a search or address box changes nothing
        isinstance(h.operation, Text) and not (h.target and is_search_box(h.target))
        for h in context.history
    )
    carried = carried_over(context)
    marked = any(marked_as(s) for s in goal.steps)
    tool = any(isinstance(h.operation, UseTool) for h in context.history)
    if len(goal.steps) < 2 and not marked:
        kept = collection_words(goal)
        flipped = any(t.checkable or (kept_state(t) and names_collection(t, kept)) for t in tapped)
        if not shown_only or typed or tool or flipped:
            return ""
    captions = [caption_of(t) or t.id.replace("_", " ") for t in tapped]
    for step in goal.steps:
        if not (typed or tool or step.finding) and step.verb in CONTENT_VERBS - {"post"}:
            return step.verb  # words to write, and the run typed none
        if step.finding or step.verb in NAVIGATION_VERBS | {"use"} or not VERB_UI.get(step.verb):
            continue
        if (typed and step.verb in WRITING_VERBS) or (step.verb in SOURCE_VERBS and carried):
            continue
        controls = set(marked_as(step).split()) or {step.verb, *VERB_UI[step.verb]}
        if not any(does_verb(c, controls) for c in captions) and not read_by_opening(step, tapped):
            return marked_as(step) or step.verb
    return ""


def read_by_opening(step: Step, tapped: list[ElementContext]) -> bool:
    """Whether a "mark X as read" step was done by opening a list row marked unread."""
    return marked_as(step).split()[:1] == ["read"] and any(
        t.in_list and "unread" in words(caption_of(t)) for t in tapped
    )


def object_unseen(goal: Goal, context: JudgeContext) -> str:
    """The words of what the request acts on ("the cafe guest wifi") when none of them shows on
    the final screen, on a control the run used, or in what it typed; else ``""``."""
    places = {w for app in context.apps for w in words(app)}
    wanted = {w for s in goal.steps for w in s.words} - places
    if not wanted:
        return ""
    shown = [e for e in context.last.elements if e.window != "system"]
    said = [caption_of(e) for e in [*shown, *tapped_elements(context)]]
    seen = set(words(" ".join([*said, *(text for text, _ in typed_texts(context))])))
    if wanted & seen or alike(" ".join(s.clause for s in goal.steps), seen):
        return ""
    return next((s.clause for s in goal.steps if set(s.words) - places), "")


CONTENT_VERBS = frozenset({"text", "message", "reply", "comment", "write", "post"})
"""Writing verbs whose object is words the run must type (unlike "send" or "forward" a thing)."""


def unwritten_step(goal: Goal, context: JudgeContext) -> str:
    """The first step that writes unquoted words of its own ("text Maya the order number") in
    a run that typed nothing but the request's names or words of them (a recipient) and
    captions of controls it tapped or of the first screen ("Zap Quorn | Start a chat with Zap
    Quorn"), or ``""``. A caption the run noted down as a found value ("aero item: $899.99",
    read in one app and sent from another) is words of its own."""
    if goal.quoted or any(isinstance(h.operation, UseTool) for h in context.history):
        return ""  # quoted words need their own evidence; a tool's typing is not in the history
    known = {norm_text(n) for n in goal.names}
    shown = [*tapped_elements(context), *(e for e in context.first.elements if not e.editable)]
    known |= {norm_text(part) for e in shown for part in caption_of(e).split(" | ")}
    known.discard("")
    named = words_of(" ".join(goal.names))
    noted = norm_text("\n".join(context.memory))
    for text, _ in typed_texts(context):
        for part in text.split(" | "):
            own = re.search(r"\d", part) or not words_of(part) <= named  # a code is its own
            if own and (norm_text(part) not in known or norm_text(part) in noted):
                return ""
    return next((s.verb for s in goal.steps if writes(s.verb, s.clause) and not s.finding), "")


_SENDS = frozenset({"send", "email", "mail", "dm"})
_SAYING = re.compile(
    r"\b(?:saying|says|asking|ask|telling|tell|thanking|thank|reminding|remind|inviting|that)\b",
    re.IGNORECASE,
)
"""What a sending request says its words are ("... asking her to ...", "... saying ...")."""


def writes(verb: str, clause: str) -> bool:
    """Whether a step's object is words the run must type: a writing verb, or one that sends
    and says what the message says ("send zap an email thanking ..."), not a thing sent."""
    if verb in CONTENT_VERBS:
        return True
    return verb in _SENDS and bool(_SAYING.search(QUOTED.sub(" ", clause)))


def tapped_elements(context: JudgeContext) -> list[ElementContext]:
    """The elements of every tap that worked, in order."""
    return [
        h.target
        for h in context.history
        if isinstance(h.operation, Tap | LongPress) and h.target is not None
    ]


def _kind_noun(word: str) -> bool:
    """Whether ``word`` is a noun of an app category ("messages", "map", "list")."""
    nouns = {part for ws in kinds().values() for w in ws for part in w.split()}
    return bool(bases(word.lower()) & nouns)


def names_app(instruction: str, app: str) -> bool:
    """Whether the request names ``app``: by its label capitalised, or typed in lower case where
    it cannot be a plain noun ("on zapgram", "a zapline message"; not "the messages on Zapline")."""
    if re.search(rf"\b{re.escape(app)}\b", instruction):
        return True
    label = re.escape(app.lower())
    if _kind_noun(app) or not re.search(rf"\b{label}\b", instruction):
        return False
    placed = re.search(rf"\b(?:on|in|from|via|using)\s+{label}\b", instruction)
    before = re.search(rf"\b{label}\s+([a-z]+)", instruction)
    return bool(placed or not known_word(app.lower()) or (before and _kind_noun(before.group(1))))


def opened(context: JudgeContext, app: str) -> bool:
    """Whether the run opened ``app``: by name, by a tap on its icon, by a workflow tool that
    launched it, or by being in it (a tool that ran in it leaves the run there)."""
    history = context.history
    named = {norm_text(h.operation.app) for h in history if isinstance(h.operation, OpenApp)}
    named |= {norm_text(app) for h in history if not h.error for app in h.opened}
    named |= {norm_text(caption_of(t)) for t in tapped_elements(context)}
    if norm_text(app) in named:
        return True
    packages = {
        norm_text(context.first.package),
        norm_text(context.last.package),
        *(norm_text(h.package) for h in context.history),
    }
    return any(set(words_of(app)) <= words_of(p.replace(".", " ")) for p in packages)


def unopened_app(context: JudgeContext) -> str:
    """An app the request names (see :func:`names_app`) that the run never opened."""
    unquoted = QUOTED.sub(" ", context.instruction)
    return next((a for a in context.apps if names_app(unquoted, a) and not opened(context, a)), "")


_ITEM_TEXT = """star unstar like unlike follow unfollow delete remove trash favorite archive pin
    unpin forward reply mark"""
ITEM_VERBS = frozenset(_ITEM_TEXT.split())
"""Verbs that act on one kept item (an email, an alarm, a page), which lives in one kind of app."""
_FROM_PLACE = re.compile(r"\s+(?:in|on|from|to|for|with|about|as|at|into|off|of)\s.*$", re.I)


def _kinds_of(text: str) -> set[str]:
    """The app categories whose nouns the words of ``text`` are."""
    said = [bases(w) for w in words_of(text)]
    return {k for k, nouns in kinds().items() if any(forms & nouns for forms in said)}


def _object_noun(clause: str) -> str:
    """The last word of a step's object ("star isla kim's email" -> "email"), dates left off."""
    rest = _FROM_PLACE.sub("", clause.partition(" ")[2])
    said = [w.removesuffix("'s") for w in re.findall(r"[a-z][a-z'-]*", rest.casefold())]
    said = [w for w in said if w not in CALENDAR_WORDS]
    return said[-1] if said else ""


def unopened_kind(goal: Goal, context: JudgeContext) -> str:
    """For a request naming no app: the kept item a step acts on ("star the email") when an
    installed app keeps such items and no app of that kind was opened, or ``""``."""
    unquoted = QUOTED.sub(" ", context.instruction)
    if any(names_app(unquoted, a) for a in context.apps):
        return ""
    for step in goal.steps:
        noun = _object_noun(step.clause) if step.verb in ITEM_VERBS else ""
        wanted = _kinds_of(noun) if noun else set()
        keepers = [a for a in context.apps if _kinds_of(a) & wanted]
        if keepers and not any(opened(context, a) for a in keepers):
            return noun
    for place in _OWN_PLACE.finditer(unquoted):
        keepers = [a for a in context.apps if _kinds_of(a) & _kinds_of(place.group(1))]
        if keepers and not any(opened(context, a) for a in keepers):
            return place.group(1)
    return ""


_OWN_PLACE = re.compile(r"\b(?:in|on|to|into|onto|from|off)\s+(?:my|our)\s+([\w-]+(?: list)?)")
"""Where one's own things are kept ("off my chore list", "from my zaps"): an app of that kind
holds them."""


_UP = frozenset({"navigate up", "back", "up", "close"})


def heading(el: ElementContext, elements: list[ElementContext]) -> bool:
    """Whether ``el`` is the screen's title bar text (beside the app's own Up control): it says
    where the run is, not what a question asks."""
    if el.in_list or el.clickable or el.editable:
        return False
    middle = (el.bounds[1] + el.bounds[3]) / 2
    return any(
        o.window == "app"
        and o.clickable
        and norm_text(caption_of(o)) in _UP
        and o.bounds[1] <= middle <= o.bounds[3]
        for o in elements
    )


_DESCRIBED = re.compile(
    r"(?:our|my|your|his|her|their|the)\s|.*\w['\u2019]s\s+(?:phone\s+)?(?:number|address|email"
    r"|hours|price|rating|website|birthday)$",
    re.IGNORECASE,
)
"""A query describing a fact ("our zap code", "zed's phone number"), no text to show."""


def request_values(goal: Goal, apps: list[str]) -> list[str]:
    """The values the request names, each once; app names are where, not what."""
    app_names = {norm_text(a) for a in apps}
    found = [
        *goal.quoted,
        *goal.emails,
        *goal.urls,
        *goal.values.values(),
        *goal.fields.values(),
        *goal.names,
        *goal.items,
        *re.findall(r"\b\d{1,3} ?%", QUOTED.sub(" ", goal.instruction)),
        new_note_text(goal.instruction, goal.quoted),
    ]
    out: list[str] = []
    query = goal.values.get("query", "")
    for value in found:
        if value == query and _DESCRIBED.match(value):
            continue  # "look up our cabin zap code" describes a fact, no text to show
        value = value.strip().removesuffix("'s").removesuffix("\u2019s")
        seen = without_place_words(value) in app_names or norm_text(value) in map(norm_text, out)
        if value.casefold() in QUANTIFIERS:
            continue  # "tick everything": which rows, not a text to show
        if value and not seen and not kept_in(value, goal.instruction):  # "in my Documents"
            out.append(value)
    return out


QUANTIFIERS = frozenset({"all", "every", "each", "everything", "everyone", "both"})


def weak(value: str, instruction: str) -> bool:
    """Whether ``value`` is one word typed in lower case, which may be a plain word the reading
    took for a name ("among"): evidence when shown; when nothing else is, the judge is unsure."""
    said = rf"(?<!\w){re.escape(value.strip())}(?!\w)"  # "zab!" is said as it ends
    return " " not in value.strip() and not re.search(said, instruction)


_GONE_WORDS = frozenset({"deleted", "removed", "trashed", "undo", "archived"})


def still_there(goal: Goal, evidence: list[Evidence], elements: list[ElementContext]) -> str:
    """For a request that deletes: a value of it the final screen still shows, outside a
    message saying it was deleted, or ``""``."""
    if not {s.verb for s in goal.steps} & {"delete", "trash"}:
        return ""
    by_index = {e.index: e for e in elements}
    for found in evidence:
        el = by_index.get(found.index) if found.index is not None else None
        if el is not None and not words_of(caption_of(el)) & _GONE_WORDS:
            return found.text
    return ""


PREFIX_CHARS = 30
"""A long value is shown when its first characters are (lists cut long texts short)."""
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$|^(\d{1,2}):(\d{2})$", re.I)


def variants(value: str) -> list[str]:
    """``value`` as screens may write it: a time in 12- and 24-hour forms (a whole hour also
    said bare in a sentence, "at 6"), a long text by its opening characters, a weekday by its
    first three letters ("Mondays" -> "Mon"), a count with its thousands grouped ("4,894")."""
    found = [value]
    match = _TIME.match(value.strip())
    if match and match.group(1):
        hour, minute = int(match.group(1)) % 12, match.group(2) or "00"
        hour += 12 if match.group(3).lower() == "p" else 0
        found += [f"{hour}:{minute}", f"{hour:02d}:{minute}"]
    elif match:
        hour, minute = int(match.group(4)), match.group(5)
        half = "PM" if hour >= 12 else "AM"
        found += [f"{(hour % 12) or 12}:{minute} {half}", f"{(hour % 12) or 12}:{minute}"]
        if minute == "00" and 1 <= hour <= 12:
            found += [f"at {hour}", f"by {hour}"]
    if len(value) > PREFIX_CHARS:
        found.append(value[:PREFIX_CHARS].rsplit(" ", 1)[0])
    day = value.strip().lower().removesuffix("s")
    if day in _WEEKDAYS:
        found.append(day[:3].title())
    if re.fullmatch(r"[1-9]\d{3,8}", value.strip()):
        found.append(f"{int(value):,}")
    return found


_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
PHONE_VALUE = re.compile(r"^\+?[\d\s().-]{7,}$")


def digits_of(text: str) -> str:
    return re.sub(r"\D", "", text)
