"""Team assembly (MobileExperts §3.1.1, Figure 1): the experts a request needs.

``assemble(request, pool, device, model)`` shows the model (role ``assemble``) the request,
the device's installed apps with what exploration learned about them, and the portraits of
the pool. The answer names the experts chosen, each with the part of the request it covers,
and specs of new experts to create for apps no expert covers. An answer naming an unknown
expert or an app that is not installed is fed back and asked again, then reported. New experts
are marked ``new``: they explore their app before they act (:mod:`experts.explore`).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from experts.assembly_asked import asked_words, people, question, replied
from experts.assembly_held import controls, screen_keeper, screen_kinds
from experts.assembly_shown import (
    finding_source,
    ranked_sources,
    showing,
    shown_source,
    shown_words,
    telling_words,
)
from experts.assembly_spliced import spliced
from experts.pool import ExpertPool
from experts.portrait import AppRef, ExpertPortrait, Team, TeamMember
from experts.survey import survey
from memory.content import ContentMemory
from memory.interface import Confidence, InterfaceMemory
from mobilexperts.config import Settings
from mobilexperts.device.base import Device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest

MAX_ATTEMPTS = 3
LEARNED_PER_APP = 30


class AssemblyError(MobilexpertsError):
    """The model's team assembly stayed invalid after feedback."""


class NoMatchingAppError(AssemblyError):
    """No installed app matches the request: there is nobody to assemble."""


class ChosenExpert(BaseModel):
    """An expert of the pool chosen for the request, and the part of it the expert covers."""

    name: str
    covers: str = Field(min_length=1)
    reason: str = ""


class NewExpertSpec(BaseModel):
    """An expert to create for installed app(s) no expert of the pool covers."""

    name: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9][A-Za-z0-9 _.-]*$")
    apps: list[str] = Field(min_length=1)
    covers: str = Field(min_length=1)
    capabilities: list[str] = Field(default_factory=list)
    reason: str = ""


class Assembly(BaseModel):
    """The ``assemble`` role's answer. ``unmatched``: parts of the request no installed app
    can do."""

    chosen: list[ChosenExpert] = Field(default_factory=list)
    create: list[NewExpertSpec] = Field(default_factory=list)
    unmatched: list[str] = Field(default_factory=list)


class InstalledApp(BaseModel):
    """An installed app, the package exploration saw it run as, element functions it learned
    there (verified first), and the request's rare words its screens show."""

    label: str
    package: str = ""
    learned: list[str] = Field(default_factory=list)
    shows: list[str] = Field(default_factory=list)
    """Words of the request the app's screens show and few other apps do (the survey)."""
    said: list[str] = Field(default_factory=list)
    """List rows of the app's screens from a person the request names (a thread, a mail, a
    post: "Ann Lee | see you at 6"), by the survey."""
    holds: dict[str, int] = Field(default_factory=dict)
    """Kind of thing -> how many texts of the app's screens show it (the survey;
    :func:`experts.assembly_held.screen_kinds`)."""
    controls: list[str] = Field(default_factory=list)
    """The short texts of its screens: its tabs, buttons and sections (the survey)."""


class AssembleContext(BaseModel):
    """What the ``assemble`` prompt is rendered from and its offline handler reads."""

    request: str
    apps: list[InstalledApp]
    experts: list[ExpertPortrait]
    feedback: list[str] = Field(default_factory=list)
    unseen: list[str] = Field(default_factory=list)
    """Words of the request no surveyed app's screens show."""


def _any_shows(word: str, shown: dict[str, list[str]]) -> bool:
    """Whether an app shows ``word`` (by a synonym, when its screens show not the word)."""
    return any(word in words for words in shown.values())


def installed_apps(device: Device, pool: ExpertPool, memory: InterfaceMemory) -> list[InstalledApp]:
    """The device's launchable apps; packages come from the portraits that explored them."""
    packages = {app.label.casefold(): app.package for p in pool.all() for app in p.apps}
    apps = []
    for label in device.apps():
        package = packages.get(label.casefold(), "")
        learned: list[str] = []
        if package:
            entries = sorted(
                (e for e in memory.entries(package) if e.confidence is not Confidence.UNCHARTED),
                key=lambda e: (e.confidence is not Confidence.VERIFIED, -e.evidence),
            )
            learned = [f"{e.label or e.element}: {e.description}" for e in entries]
        apps.append(InstalledApp(label=label, package=package, learned=learned[:LEARNED_PER_APP]))
    return apps


def assemble(
    request: str,
    pool: ExpertPool,
    device: Device,
    model: Model,
    *,
    memory: InterfaceMemory | None = None,
    content: ContentMemory | None = None,
    settings: Settings | None = None,
) -> Team:
    """The team for ``request``: experts of ``pool`` and new experts (``new=True``, not yet in
    the pool; :func:`enlist` adds them). The apps are surveyed first (:func:`survey`, once per
    device, kept under ``settings``' data dir) so each app lists the request's rare words its
    screens show. Raises :class:`NoMatchingAppError` when no installed app matches,
    :class:`AssemblyError` when the model's answer stays invalid."""
    if not request.strip():
        raise AssemblyError("the request is empty: say what the team should do")
    memory = memory or InterfaceMemory.for_device(device.info.fingerprint, settings)
    content = content or ContentMemory.for_device(device.info.fingerprint, settings)
    apps = installed_apps(device, pool, memory)
    survey(device, [app.label for app in apps], content)
    shown = showing(content, shown_words(request))
    said = content.led_by(list(dict.fromkeys(people(request) + replied(request))))
    texts = {a.label.casefold(): a.texts for a in content.store.all()}
    context = AssembleContext(
        request=request,
        apps=[
            app.model_copy(
                update={
                    "shows": shown.get(app.label, []),
                    "said": said.get(app.label, []),
                    "holds": screen_kinds(texts.get(app.label.casefold(), ())),
                    "controls": controls(texts.get(app.label.casefold(), ())),
                }
            )
            for app in apps
        ],
        experts=pool.all(),
        unseen=[w for w in content.unshown(shown_words(request)) if not _any_shows(w, shown)],
    )
    problems: list[str] = []
    for _ in range(MAX_ATTEMPTS):
        answer = _ask(model, context)
        problems = check_assembly(answer, context)
        if not problems:
            return _team(request, answer, context)
        context = context.model_copy(update={"feedback": problems})
    raise AssemblyError(
        f"the team assembly for {request!r} stayed invalid after {MAX_ATTEMPTS} attempts: "
        + "; ".join(problems)
    )


def enlist(team: Team, pool: ExpertPool) -> list[ExpertPortrait]:
    """Add the team's new experts to the pool; the portraits added."""
    added = []
    for member in team.members:
        if member.new and member.portrait.name not in pool:
            pool.add(member.portrait)
            added.append(member.portrait)
    return added


def check_assembly(answer: Assembly, context: AssembleContext) -> list[str]:
    """What is wrong with an answer, as feedback for the model (empty when it is usable)."""
    known = {p.name for p in context.experts}
    labels = {app.label.casefold() for app in context.apps}
    problems = [
        f"expert {c.name!r} is not in the pool (the pool has: {', '.join(sorted(known)) or 'none'})"
        for c in answer.chosen
        if c.name not in known
    ]
    for spec in answer.create:
        if spec.name in known:
            problems.append(f"new expert {spec.name!r}: that name is taken; choose another")
        problems += [
            f"new expert {spec.name!r}: app {app!r} is not installed"
            for app in spec.apps
            if app.casefold() not in labels
        ]
    names = [c.name for c in answer.chosen] + [s.name for s in answer.create]
    problems += [f"expert {n!r} is listed twice" for n in sorted(set(names)) if names.count(n) > 1]
    if not names and not answer.unmatched:
        problems.append(
            "the answer has no expert: choose or create one, or list the request as unmatched"
        )
    return problems


def _ask(model: Model, context: AssembleContext) -> Assembly:
    request = ModelRequest(
        role="assemble",
        messages=(
            Message.system(render_prompt("experts", "assemble_system", context)),
            Message.user(render_prompt("experts", "assemble", context)),
        ),
        output_schema=Assembly,
        context=context,
    )
    return model.generate(request).output


def _team(request: str, answer: Assembly, context: AssembleContext) -> Team:
    by_name = {p.name: p for p in context.experts}
    by_label = {app.label.casefold(): app for app in context.apps}
    shows = {app.label: app.shows for app in context.apps}
    read = spliced(request)
    source = shown_source(read, shows, len(context.apps))
    told = telling_words(read, shows).get(source or "", [])
    if source is None:
        source, told = finding_source(read, shows) or (None, [])
    held = kept_on_screens(read, context.apps)
    if held is not None:
        source, told = held[0], [held[1]]
    members = [
        TeamMember(portrait=by_name[c.name], covers=c.covers, reason=c.reason)
        for c in answer.chosen
    ]
    for spec in answer.create:
        apps = [by_label[a.casefold()] for a in spec.apps]
        portrait = ExpertPortrait(
            name=spec.name,
            role=f"{' and '.join(a.label for a in apps)} expert",
            apps=[AppRef(label=a.label, package=a.package) for a in apps],
            capabilities=spec.capabilities,
        )
        members.append(
            TeamMember(portrait=portrait, covers=spec.covers, reason=spec.reason, new=True)
        )
    if not members:
        installed = ", ".join(app.label for app in context.apps)
        raise NoMatchingAppError(
            f"no installed app matches {request!r} (installed: {installed}); name the app, or "
            "install one that can do it"
        )
    asked = question(read) if source is None else None
    for member in members:
        member.seen = [w for a in member.portrait.labels for w in shows.get(a, [])]
        if source in member.portrait.labels:
            member.shows = told
        elif asked is not None:
            member.shows = [
                w for a in member.portrait.labels for w in asked_words(asked, shows.get(a, []))
            ]
    shown = ranked_sources(read, shows, len(context.apps))
    shown = [held[0], *(a for a in shown if a != held[0])] if held is not None else shown
    return Team(request=request, members=members, unmatched=answer.unmatched, shown=shown)


def kept_on_screens(request: str, apps: list[InstalledApp]) -> tuple[str, str] | None:
    """The app whose own screens keep what the request reads, and the word saying so
    (:func:`experts.assembly_held.screen_keeper`)."""
    holds = {app.label: app.holds for app in apps}
    return screen_keeper(request, holds, {app.label: app.controls for app in apps})


def expert_name(label: str, taken: set[str]) -> str:
    """A pool name for a new expert of the app ``label``, not in ``taken``."""
    base = re.sub(r"[^A-Za-z0-9 _.-]", "", label).strip(" _.-")[:50] or "App"
    name, number = f"{base} expert", 2
    while name in taken:
        name, number = f"{base} expert {number}", number + 1
    return name


def app_portrait(label: str, taken: set[str]) -> ExpertPortrait:
    """The portrait of a new expert of the app ``label``, named apart from ``taken``."""
    return ExpertPortrait(
        name=expert_name(label, taken),
        role=f"{label} expert",
        apps=[AppRef(label=label)],
        capabilities=[f"operates {label}"],
    )
