"""The offline policy reads requests by general means: verbs through the WordNet lexicon and
interface idioms, typos repaired, names found in lower case, apps known by launcher labels and
categories (never by package), a "can't tell" stop when no app fits, and reflection that
judges a change against the operation and the request. Screens come from SimDroid."""

from __future__ import annotations

import experts  # noqa: F401 - registers the offline handlers
from experts.context import DecideContext, ReflectContext
from experts.expert import Expert, ExpertSettings
from experts.offline.apps import app_candidates, label_kinds
from experts.offline.goal import parse_goal
from experts.offline.lexicon import interface_verb, repair
from experts.offline.plan import Plan
from experts.offline.reflect import judge_operation
from experts.offline.rules_nav import navigate
from experts.offline.view import View
from experts.offline.when import clock_time
from experts.offline.words import command_stems, ui_words
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.perception import perceive_observation
from mobilexperts.perception.context import ElementContext, ScreenContext
from mobilexperts.sim.device import SimDevice

REAL_LABELS = ["Gmail", "Chrome", "Clock", "Play Store", "Messages", "Contacts", "Settings"]


def test_verbs_outside_the_interface_vocabulary_are_read_through_the_lexicon() -> None:
    assert interface_verb("erase") == "delete"
    assert interface_verb("purchase") == "buy"
    assert interface_verb("respond") == "reply"
    assert interface_verb("flag") == "star"
    assert interface_verb("should") is None
    assert parse_goal("wipe the invoice from my downloads").verbs == ["delete"]
    assert parse_goal("subscribe to Sami Nakamura").verbs == ["follow"]


def test_typos_in_interface_words_are_repaired_and_names_are_left_alone() -> None:
    assert repair("contcat") == "contact"
    assert repair("favourtie") == "favourite"
    assert repair("tanaka") == "tanaka"
    assert repair("garcia") == "garcia"
    goal = parse_goal("add grace tanaka to my favourtie contcats")
    assert "favourit" in " ".join(goal.words) and "Grace Tanaka" in goal.names


def test_names_are_found_in_lower_case_and_at_the_start_of_a_sentence() -> None:
    assert "Hiro Quist" in parse_goal("remove hiro quist from contacts").names
    assert "Rosa Kim" in parse_goal("text rosa kim running 10 min late").names
    lead = parse_goal("Grace Tanaka should be one of my favourite contacts")
    assert lead.names[0] == "Grace Tanaka" and lead.verbs == []
    assert parse_goal("whens liam moreaus birthday?").names == ["Liam Moreaus"]


def test_apps_are_chosen_by_launcher_label_and_category_never_by_package() -> None:
    assert label_kinds("Gmail") == {"mail"} and "store" in label_kinds("Play Store")
    assert app_candidates(parse_goal("set a timer for 5 minutes"), REAL_LABELS) == ["Clock"]
    mail = parse_goal("email ana@example.com saying hi")
    assert app_candidates(mail, REAL_LABELS)[0] == "Gmail"
    assert app_candidates(parse_goal("turn wifi off"), REAL_LABELS) == ["Settings"]
    packages = ["com.google.android.deskclock", "com.google.android.gm"]
    assert app_candidates(parse_goal("set a timer for 5 minutes"), packages) == []
    typo = parse_goal("follow ramen.diaries on snapgarm")
    assert app_candidates(typo, ["Snapgram", "Chirp"]) == ["Snapgram"]


def test_a_request_no_installed_app_handles_ends_undone_within_five_steps() -> None:
    device = SimDevice()
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=10))
    run = expert.act("play some jazz")
    assert not run.done and len(run.steps) <= 5
    assert "I can't tell which app handles 'play some jazz'" in run.answer


def _reflect(instruction: str, before, after, target, op, changed=True) -> ReflectContext:
    return ReflectContext(
        instruction=instruction,
        operation=op,
        expectation="a screen closer to the task opens",
        target=target,
        before=ScreenContext.of(before),
        after=ScreenContext.of(after),
        changed=changed,
    )


def test_reflection_refuses_an_unrelated_app_and_a_switch_that_did_not_move() -> None:
    device = SimDevice()
    device.launch("Settings")
    before = perceive_observation(device.observe())
    display = next(e for e in before.elements if e.label.startswith("Display"))
    device.launch("Clock")
    after = perceive_observation(device.observe())
    tap = {"kind": "tap", "index": display.index}
    context = _reflect("text Maya hello", before, after, ElementContext.of(display), tap)
    assert judge_operation(context).verdict == "erroneous"
    related = _reflect("set an alarm for 7", before, after, ElementContext.of(display), tap)
    assert judge_operation(related).verdict == "correct"
    device.launch("Settings")
    device.tap(*display.center)
    screen = perceive_observation(device.observe())
    switch = next(e for e in screen.elements if e.checkable)
    flip = {"kind": "tap", "index": switch.index}
    stuck = _reflect("turn on the dark theme", screen, screen, ElementContext.of(switch), flip)
    assert judge_operation(stuck).verdict == "ineffective"
    device.tap(*switch.center)
    flipped = perceive_observation(device.observe())
    moved = _reflect("turn on the dark theme", screen, flipped, ElementContext.of(switch), flip)
    assert judge_operation(moved).verdict == "correct"


def test_values_are_found_unquoted_wherever_they_stand() -> None:
    texted = parse_goal("text rosa kim running 10 min late")
    assert texted.values == {"to": "Rosa Kim", "message": "running 10 min late"}
    said = parse_goal("post a note that says Running late. See you at six! Don't tag anyone.")
    assert said.values["message"] == "Running late. See you at six!"
    added = parse_goal("save a new contact Ann Lee 555-010-0199")
    assert added.names == ["Ann Lee"] and added.fields == {"phone": "555-010-0199"}
    assert parse_goal("put rye bread on my shopping list").items == ["rye bread"]
    assert parse_goal("jot down rye bread on my shopping list").items == ["rye bread"]
    assert parse_goal("scribble rye bread on my shopping list").items == []
    assert parse_goal("change the phones name to Den Tablet").fields == {"name": "Den Tablet"}


def test_phrasings_outside_the_suite_map_to_the_verbs_and_states_they_mean() -> None:
    assert parse_goal("make Ann Lee a favourite contact").verbs == ["favorite"]
    muted = parse_goal("silence my Gym alarm")
    assert muted.verbs == ["disable"] and muted.toggle is False
    assert parse_goal("turn wifi off").toggle is False
    assert parse_goal("whats the code in my inbox").wants_answer
    assert parse_goal("how is the cafe rated").wants_answer
    assert parse_goal("countdown of twenty-five minutes").instruction.endswith("25 minutes")
    assert parse_goal("new note called Ideas").verbs == ["create"]


def _chosen(device: SimDevice, screen, instruction: str, hints: list[str]) -> int | None:
    """The element index navigation taps on ``screen`` for ``instruction`` given ``hints``."""
    context = DecideContext(
        instruction=instruction, screen=ScreenContext.of(screen), hints=hints, apps=device.apps()
    )
    goal = parse_goal(instruction)
    view = View(context, goal)
    decision = navigate(goal, view, Plan(goal, view))
    return getattr(decision.operation, "index", None) if decision else None


def test_navigation_follows_what_interface_memory_says_an_element_does() -> None:
    device = SimDevice()
    device.launch("Settings")
    screen = perceive_observation(device.observe())
    about = next(e for e in screen.elements if e.label.startswith("About phone"))
    instruction = "change the ringtone"

    assert _chosen(device, screen, instruction, []) != about.index
    hint = f'[{about.index}] "About phone": opens the ringtone screen (verified x2)'
    assert _chosen(device, screen, instruction, [hint]) == about.index


def test_a_value_after_a_closing_colon_is_read_as_quoted() -> None:
    reply = parse_goal("reply to ann lee: Great, see you there!")
    assert reply.values["message"] == "Great, see you there!" and not reply.wants_answer
    asked = parse_goal("message Ann Lee: Are you free on Sunday?")
    assert asked.values["message"] == "Are you free on Sunday?" and not asked.wants_answer
    assert parse_goal("new page in notes: Quarterly goals").values["title"] == "Quarterly goals"
    listed = parse_goal("Make a list of what to pack: Passport, Phone charger and Sunscreen")
    assert listed.quoted == [] and len(listed.items) == 3
    assert parse_goal("Finish my draft: give it the subject Trip").verbs[-1] == "give"


def test_a_request_naming_no_app_goes_where_its_thing_lives() -> None:
    labels = ["Calendar", "Contacts", "Messages", "Maps", "Notes", "Clock"]
    assert app_candidates(parse_goal("ann lee -> favourites"), labels) == ["Contacts"]
    assert app_candidates(parse_goal("reply to ann lee: on my way"), labels) == ["Messages"]
    assert app_candidates(parse_goal("cancel pottery class today"), labels) == ["Calendar"]
    assert app_candidates(parse_goal("save the old harbour to my places"), labels) == ["Maps"]
    assert app_candidates(parse_goal("navigate me to the old harbour"), labels) == ["Maps"]
    assert app_candidates(parse_goal("put oat milk on the shopping list"), labels) == ["Notes"]
    assert app_candidates(parse_goal("whats the weather like tomorrow"), labels) == []
    assert app_candidates(parse_goal("keep saying bye"), labels) == []


def test_undoing_a_state_and_verbless_settings_are_understood() -> None:
    assert parse_goal("unfollow ann lee on chirp").verbs == ["unfollow"]
    assert parse_goal("stop following ann.lee.photos").verbs == ["unfollow"]
    assert "ann.lee.photos" in parse_goal("stop following ann.lee.photos").names
    assert parse_goal("take Ann Lee off my favourites").verbs == ["remove"]
    assert parse_goal("wifi off").toggle is False
    assert parse_goal("airplane mode pls").toggle is True
    assert parse_goal("play some jazz").toggle is None


def test_file_names_and_shorthand_are_read_whole() -> None:
    goal = parse_goal("rename Old plan.txt to New plan final.txt")
    assert goal.fields == {"name": "New plan final.txt"} and "Old plan.txt" in goal.names
    assert "birthday" in parse_goal("ann lee bday?").instruction
    files = ["Notes", "Files", "Mail"]
    assert app_candidates(parse_goal("Delete report_Q3.pdf from my Downloads"), files) == ["Files"]


def test_a_control_showing_an_active_state_is_the_command_that_undoes_it() -> None:
    assert command_stems("Following") == command_stems("Unfollow")
    assert command_stems("Following") & ui_words("unfollow")
    assert not command_stems("Following") & command_stems("Follow")
    assert command_stems("Not starred") != command_stems("Starred")


def test_people_s_wordings_name_the_thing_the_recipient_and_the_entry() -> None:
    assert parse_goal("when was liam moreau born").names == ["Liam Moreau"]
    assert parse_goal("i dont need hiro quist in my contacts anymore").names == ["Hiro Quist"]
    assert "ramen.diaries" in parse_goal("follow @ramen.diaries on snapgram").names
    assert parse_goal("save taco norte in maps").names == ["Taco Norte"]
    assert parse_goal("next book i havent read on my reading list?").names == []
    mail = parse_goal("email ann.lee@example.com subject Hello, body: see you soon")
    assert mail.values["to"] == "ann.lee@example.com" and not mail.fields
    ticked = parse_goal("mark call the dentist as done on my to-do list")
    assert ticked.verbs == ["tick"] and ticked.names == ["call the dentist"]
    listed = parse_goal("grocery list: add basmati rice")
    assert listed.verbs == ["add"] and listed.items == ["basmati rice"]


def test_phrasal_verbs_pronouns_and_unwanted_states_read_as_what_they_mean() -> None:
    assert parse_goal("throw away the Zapline Digest email").verbs == ["delete"]
    assert parse_goal("write back to ann lee saying on my way").verbs == ["reply"]
    assert parse_goal("put a star on the budget review mail").verbs == ["star"]
    assert parse_goal("hit follow on ann.lee.photos").verbs == ["follow"]
    assert parse_goal("take oslo off the world clock").verbs == ["remove"]
    assert parse_goal("ring ann lee").verbs == ["call"]
    put = parse_goal("we need rye bread, put it on the shopping list")
    assert put.verbs == ["put"] and put.items == ["rye bread"]
    assert parse_goal("the budget email doesnt need a star anymore").verbs == ["unstar"]
    unwanted = parse_goal("ann lee shouldnt be a favourite anymore")
    assert unwanted.verbs == ["remove"] and unwanted.names == ["Ann Lee"]
    assert parse_goal("ann lee should be a favourite").verbs != ["remove"]


def test_politeness_wanted_states_and_a_sent_thing_named_by_a_pronoun_are_read() -> None:
    polite = parse_goal("Hi! Would you be so kind as to switch the phone to dark mode? Thanks")
    assert polite.verbs == ["switch"] and polite.toggle is True and not polite.wants_answer
    wanted = parse_goal("ann lee should be one of my favourites")
    assert wanted.verbs == ["favorite"] and wanted.names == ["Ann Lee"]
    cart = parse_goal("i need two zorb desk lamps in my cart")
    assert cart.verbs == ["add"] and cart.names == ["Zorb"]
    sent = parse_goal("ann sent me an email about the budget review, star it")
    assert sent.verbs == ["star"] and {"email", "budget", "review"} <= set(sent.steps[0].words)
    assert parse_goal("omar xu's email address?").names == ["Omar Xu"]
    assert parse_goal("delte the pottery class from my calendar").verbs == ["delete"]
    assert parse_goal("clear my recent searches").verbs == ["clear"]


def test_a_thing_put_in_the_calendar_is_an_event_and_a_timed_thing_is_set() -> None:
    for said in (
        "put Dentist in my calendar for friday 4pm",
        "dentist friday 4pm, put it in my calendar",
        "add Dentist to my calendar on friday at 4pm",
    ):
        goal = parse_goal(said)
        assert goal.verbs == ["create"] and goal.values["title"] == "Dentist", said
        assert clock_time(goal.instruction) == "16:00" and "friday" in goal.instruction
    assert parse_goal("add it to my calendar").verbs == ["add"]
    assert parse_goal("alarm for 5.30 am please").verbs == ["set"]
    assert clock_time("alarm for 5.30 am please") == "05:30"
    assert parse_goal("when was ann lee born").focus == ["birthday"]


def test_words_english_uses_only_as_names_are_names_in_lower_case() -> None:
    assert parse_goal("take oslo off the world clock").names == ["Oslo"]
    trip = parse_goal("text ann lee my flight number for the lisbon trip")
    assert "Lisbon" in trip.names and "Lisbon Trip" not in trip.names
    assert parse_goal("remind me on monday").names == []
    assert parse_goal("set ann lee's e-mail to ann@new.example.org").fields == {
        "email": "ann@new.example.org"
    }
    assert parse_goal("call this phone Den Tablet").fields == {"name": "Den Tablet"}


def test_a_new_contact_a_blank_page_directions_and_somebody_are_read_as_meant() -> None:
    added = parse_goal("add ann lee to my contacts, her number is 555-010-0199")
    assert added.verbs == ["create"] and added.fields == {"phone": "555-010-0199"}
    saved = parse_goal("save ann lee's number 555-010-0199")
    assert saved.verbs == ["create"] and saved.names == ["Ann Lee"]
    assert parse_goal("add Ann Lee to my favourite contacts").verbs == ["add"]
    assert parse_goal("blank note please").verbs == ["create"]
    assert parse_goal("directions to the old mill").verbs == ["navigate"]
    assert parse_goal("the latest code somebody texted me").names == []


def test_a_gerund_and_a_day_do_not_join_a_lower_case_name() -> None:
    assert parse_goal("navigate to the place where I'm having zumba today").names == ["Zumba"]
    assert parse_goal("save taco norte in maps").names == ["Taco Norte"]


def test_a_price_question_and_a_wish_list_go_to_the_shop_and_a_field_gets_its_words() -> None:
    labels = ["Calendar", "Contacts", "Shop", "Maps", "Notes"]
    price = parse_goal("how much does the zorb desk lamp cost?")
    assert price.wants_answer and "price" in price.focus and price.names == ["Zorb Desk Lamp"]
    assert app_candidates(price, labels) == ["Shop"]
    assert app_candidates(parse_goal("add the zorb lamp to my wishlist"), labels) == ["Shop"]
    bio = parse_goal("change my profile bio to Coffee first")
    assert bio.fields == {"bio": "Coffee first"} and "Coffee" not in bio.names


def test_a_question_is_answered_by_the_text_the_app_tags_with_its_word() -> None:
    device = SimDevice()
    expert = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=10))
    run = expert.act("which company does rosa kim work for")
    company = next(c for c in device.state()["contacts"]["contacts"] if c["name"] == "Rosa Kim")
    assert run.done and run.answer == company["company"]


def test_memory_of_an_id_a_list_s_rows_share_picks_no_row_the_request_does_not_name() -> None:
    device = SimDevice()
    device.launch("Calendar")
    screen = perceive_observation(device.observe())
    rows = [e for e in screen.elements if ElementContext.of(e).id.endswith("event_row")]
    first = rows[0]
    instruction = "Move my piano lesson to Tuesday, March 24, at the same time."

    assert len(rows) > 1 and _chosen(device, screen, instruction, []) != first.index
    opens = 'opens "Event" (Share, Edit event, Delete event) (verified x3)'
    hint = f'[{first.index}] "{first.label}": {opens}'
    assert _chosen(device, screen, instruction, [hint]) != first.index


def test_putting_an_item_off_is_moving_it() -> None:
    assert {interface_verb(w) for w in ("postpone", "delay", "shift")} == {"move"}
    assert interface_verb("push") is None  # "push notifications" name a kind of alert
