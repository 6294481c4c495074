"""Chirp's search, notifications and direct-message screens."""

from __future__ import annotations

from collections import Counter

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.chirp.base import ChirpBase, relative_time
from mobilexperts.sim.apps.chirp.state import Account, Conversation, Notification
from mobilexperts.sim.kit import (
    app_bar,
    list_item,
    search_field,
    section_header,
    separated,
    tab_bar,
)
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Column,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

RESULT_TABS = (("top", "Top"), ("latest", "Latest"), ("people", "People"))
TRENDS = 6
NOTIFICATION_WORDS = {
    "like": "liked your post",
    "reply": "replied to your post",
    "follow": "followed you",
}
NOTIFICATION_GLYPHS = {"like": "heart", "reply": "reply", "follow": "person"}


class InboxScreens(ChirpBase):
    """Search and results, notifications, the conversation list, threads, new messages."""

    # -- search ----------------------------------------------------------------------------

    def screen_search(self, route: Route) -> Widget:
        rows: list[Widget] = []
        if self.state.recent_searches:
            rows.append(section_header("Recent searches"))
            rows += [
                list_item(
                    q, glyph="clock", item_id="recent_search", on_tap=lambda q=q: self._search(q)
                )
                for q in self.state.recent_searches
            ]
        rows.append(section_header("Trends for you"))
        topics = Counter(p.topic for p in self.state.posts if p.topic)
        rows += [
            list_item(
                topic, f"{count} posts", item_id="trend", on_tap=lambda t=topic: self._search(t)
            )
            for topic, count in topics.most_common(TRENDS)
        ]
        return Column(
            children=[
                Row(
                    padding=8,
                    children=[
                        search_field("search_query", "Search Chirp", lambda: self._submit(route))
                    ],
                ),
                ListView(id="explore", flex=1, children=rows),
                self.bottom_tabs("search"),
            ]
        )

    def _submit(self, route: Route) -> None:
        query = route.fields.pop("search_query", "").strip()
        if query:
            self._search(query)

    def _search(self, query: str) -> None:
        self.state.remember_search(query)
        show = self.replace if self.route.screen == "results" else self.push
        show("results", query=query, tab="top").fields["search_query"] = query

    def screen_results(self, route: Route) -> AppScreen:
        query, tab = route.params["query"], route.params["tab"]
        posts, people = self.state.search(query)
        if tab == "top":
            posts = sorted(posts, key=lambda p: -p.likes)
        rows = (
            separated([self._person_row(a) for a in people])
            if tab == "people"
            else self.post_list(posts)
        )
        if not rows:
            rows = [Text(id="empty", text=f'No results for "{query}"', style="title", bold=True)]
        body = Column(
            children=[
                Row(
                    padding=4,
                    spacing=4,
                    children=[
                        IconButton(
                            id="navigate_up", glyph="back", desc="Navigate up", on_tap=self.pop
                        ),
                        Column(
                            flex=1,
                            children=[
                                search_field(
                                    "search_query", "Search Chirp", lambda: self._submit(route)
                                )
                            ],
                        ),
                    ],
                ),
                tab_bar("search_tabs", RESULT_TABS, tab, lambda k: self._result_tab(route, k)),
                ListView(id="search_results", flex=1, children=rows),
                self.bottom_tabs("search"),
            ]
        )
        return self.with_dialogs(route, body)

    def _result_tab(self, route: Route, tab: str) -> None:
        route.params["tab"] = tab
        route.scroll.pop("search_results", None)

    def _person_row(self, account: Account) -> Widget:
        following = account.handle in self.state.following
        return Row(
            id="user_row",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_profile(account.handle),
            children=[
                self.avatar(account, tappable=False),
                Column(
                    flex=1,
                    children=[
                        Text(id="user_name", text=account.name, bold=True, max_lines=1),
                        Text(
                            id="user_handle",
                            text=f"@{account.handle}",
                            style="label",
                            color="muted",
                        ),
                        Text(id="user_bio", text=account.bio, style="label", max_lines=2),
                    ],
                ),
                *([Text(text="Following", style="label", color="muted")] if following else []),
            ],
        )

    # -- notifications ---------------------------------------------------------------------

    def screen_notifications(self, route: Route) -> Widget:
        rows = separated([self._notification_row(n) for n in self.state.notifications])
        return Column(
            children=[
                app_bar("Notifications"),
                ListView(id="notifications", flex=1, children=rows),
                self.bottom_tabs("notifications"),
            ]
        )

    def _notification_row(self, note: Notification) -> Widget:
        who = self.state.account(note.handle)
        texts: list[Widget] = [
            Row(
                spacing=6,
                children=[
                    Text(text=f"{who.name} {NOTIFICATION_WORDS[note.kind]}", max_lines=2),
                    Text(text=relative_time(self.now(), note.time), style="label", color="muted"),
                ],
            )
        ]
        if note.post_id is not None:
            texts.append(
                Text(
                    text=self.state.post(note.post_id).text,
                    style="label",
                    color="muted",
                    max_lines=2,
                )
            )
        post_id = note.post_id
        return Row(
            id="notification_row",
            padding=12,
            spacing=12,
            on_tap=(lambda: self.open_post(post_id))
            if post_id is not None
            else (lambda: self.open_profile(who.handle)),
            children=[
                Icon(glyph=NOTIFICATION_GLYPHS[note.kind], size=24),
                Column(
                    flex=1, spacing=4, children=[self.avatar(who, size=32, tappable=False), *texts]
                ),
            ],
        )

    # -- direct messages -------------------------------------------------------------------

    def screen_messages(self, route: Route) -> Widget:
        rows = separated([self._conversation_row(c) for c in self.state.conversations])
        new = IconButton(
            id="new_message",
            glyph="add",
            desc="New message",
            on_tap=lambda: self.push("new_message"),
        )
        return Column(
            children=[
                app_bar("Messages", actions=[new]),
                ListView(id="conversations", flex=1, children=rows),
                self.bottom_tabs("messages"),
            ]
        )

    def _conversation_row(self, conversation: Conversation) -> Widget:
        last = conversation.messages[-1]
        preview = f"You: {last.text}" if last.sender == self.state.me.handle else last.text
        bold = conversation.unread
        age = relative_time(self.now(), last.time)
        trailing: list[Widget] = (
            [Icon(id="unread_indicator", glyph="dot", size=12, tint="#1d9bf0")] if bold else []
        )
        return Row(
            id="conversation_row",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_thread(conversation.handle),
            children=[
                self.avatar(self.state.account(conversation.handle), size=48, tappable=False),
                Column(
                    flex=1,
                    children=[
                        Row(
                            spacing=6,
                            children=[
                                Text(
                                    id="conversation_name",
                                    text=conversation.name,
                                    bold=True,
                                    max_lines=1,
                                ),
                                Text(
                                    text=f"@{conversation.handle} · {age}",
                                    style="label",
                                    color="muted",
                                    max_lines=1,
                                ),
                            ],
                        ),
                        Text(
                            id="last_message",
                            text=preview,
                            bold=bold,
                            color="" if bold else "muted",
                            max_lines=1,
                        ),
                    ],
                ),
                *trailing,
            ],
        )

    def open_thread(self, handle: str) -> None:
        """Open the thread with ``handle``; opening it marks it read."""
        self.state.mark_read(handle)
        self.push("thread", handle=handle)

    def screen_thread(self, route: Route) -> Widget:
        handle = route.params["handle"]
        account = self.state.account(handle)
        conversation = self.state.conversation(handle)
        bubbles = [
            self._bubble(m.text, m.sender == self.state.me.handle, m.time)
            for m in (conversation.messages if conversation else [])
        ]
        if not bubbles:
            bubbles = [Text(text=f"Say hi to {account.name}.", color="muted")]
        draft = route.fields.get("message_input", "")
        return Column(
            children=[
                app_bar(account.name, on_back=self.pop),
                ListView(id="message_list", flex=1, padding=12, spacing=8, children=bubbles),
                Row(
                    padding=8,
                    spacing=8,
                    children=[
                        EditText(id="message_input", hint="Start a message", flex=1),
                        IconButton(
                            id="send",
                            glyph="send",
                            enabled=bool(draft.strip()),
                            on_tap=lambda: self._send(route, handle),
                        ),
                    ],
                ),
            ]
        )

    def _bubble(self, text: str, mine: bool, sent: float) -> Widget:
        bubble = Column(
            flex=3,
            padding=10,
            style="bubble_out" if mine else "bubble_in",
            children=[
                Text(id="message_text", text=text),
                Text(
                    id="message_time",
                    text=relative_time(self.now(), sent),
                    style="caption",
                    color="muted",
                ),
            ],
        )
        return Row(children=[Spacer(flex=1), bubble] if mine else [bubble, Spacer(flex=1)])

    def _send(self, route: Route, handle: str) -> None:
        text = route.fields.pop("message_input", "").strip()
        if text:
            self.state.send_message(handle, text, self.now())

    def screen_new_message(self, route: Route) -> Widget:
        query = route.fields.get("people_query", "").strip().lower()
        people = [a for a in self.state.people if query in f"{a.name} {a.handle}".lower()]
        rows = [
            list_item(
                a.name,
                f"@{a.handle}",
                initials=initials(a.name),
                item_id="user_row",
                on_tap=lambda h=a.handle: self._start_thread(h),
            )
            for a in people
        ]
        return Column(
            children=[
                app_bar("New message", on_back=self.pop),
                Row(
                    padding=8,
                    spacing=8,
                    children=[
                        Text(text="To:", bold=True),
                        EditText(id="people_query", hint="Search people", flex=1),
                    ],
                ),
                ListView(
                    id="people",
                    flex=1,
                    children=rows or [Text(text="No people found", color="muted")],
                ),
            ]
        )

    def _start_thread(self, handle: str) -> None:
        self.stack.pop()
        self.open_thread(handle)
