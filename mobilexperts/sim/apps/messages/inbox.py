"""The conversation list (with select mode to delete conversations) and message search.

Long-pressing a conversation (or "Select conversations" in the overflow menu) enters select mode;
taps then toggle conversations and the bar's Delete asks for confirmation. Version 2 puts search
in a search bar above the list, renames "Start chat" to "New chat", and moves Delete in select
mode into the overflow menu.
"""

from __future__ import annotations

from collections.abc import Callable

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.messages.base import MessagesBase, list_time
from mobilexperts.sim.apps.messages.state import Thread
from mobilexperts.sim.kit import (
    app_bar,
    back_search_bar,
    confirm_dialog,
    overflow_button,
    section_header,
    toolbar,
)
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Dialog,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)


def menu(items: list[tuple[str, Callable[[], None]]]) -> Dialog:
    """An overflow menu: one clickable row per item."""
    return Dialog(
        children=[
            Row(id="menu_item", padding=12, on_tap=on_tap, children=[Text(id="title", text=label)])
            for label, on_tap in items
        ]
    )


class InboxScreens(MessagesBase):
    """The home list, select mode and search."""

    def screen_home(self, route: Route) -> AppScreen:
        selecting = bool(route.params.get("selecting"))
        children: list[Widget] = [
            self._selection_bar(route) if selecting else self._home_bar(route)
        ]
        if self.version == 2 and not selecting:
            children.append(
                Row(
                    id="search_bar",
                    padding=12,
                    spacing=12,
                    style="searchbar",
                    on_tap=self.open_search,
                    children=[
                        Icon(glyph="search", size=24),
                        Text(text="Search conversations", color="muted", flex=1),
                    ],
                )
            )
        rows = [self._conversation_row(route, t) for t in self.state.threads]
        if not rows:
            rows = [Column(padding=24, children=[Text(id="empty", text="No conversations yet")])]
        children.append(ListView(id="conversation_list", flex=1, children=rows))
        if not selecting:
            fab = Button(
                id="new_chat_fab" if self.version == 2 else "start_chat",
                text="New chat" if self.version == 2 else "Start chat",
                on_tap=self.new_conversation,
            )
            children.append(Row(padding=16, children=[Spacer(flex=1), fab]))
        return AppScreen(body=Column(children=children), dialog=self._home_dialog(route))

    def _home_bar(self, route: Route) -> Widget:
        actions: list[Widget] = []
        if self.version == 1:
            actions.append(
                IconButton(
                    id="search",
                    glyph="search",
                    desc="Search conversations",
                    on_tap=self.open_search,
                )
            )
        actions.append(overflow_button(lambda: setattr(route, "dialog", "menu")))
        return app_bar("Messages", actions=actions)

    def _selection_bar(self, route: Route) -> Widget:
        count = len(route.params.get("selected", []))
        children: list[Widget] = [
            IconButton(
                id="exit_selection",
                glyph="close",
                desc="Exit selection mode",
                on_tap=lambda: self._end_selection(route),
            ),
            Text(id="selection_count", text=f"{count} selected", style="title", flex=1),
        ]
        if self.version == 1:
            children.append(
                IconButton(
                    id="delete",
                    glyph="trash",
                    desc="Delete",
                    enabled=count > 0,
                    on_tap=lambda: setattr(route, "dialog", "delete"),
                )
            )
        else:
            children.append(overflow_button(lambda: setattr(route, "dialog", "selection_menu")))
        return toolbar(children, android_class_name="", bar_id="selection_toolbar")

    def _conversation_row(self, route: Route, thread: Thread) -> Widget:
        chosen = thread.id in route.params.get("selected", [])
        last = thread.last
        snippet = f"You: {last.text}" if last.outgoing else last.text
        bold = thread.unread
        leading = (
            Icon(id="selected_check", glyph="check", size=40)
            if chosen
            else self.avatar(thread.address)
        )
        return Row(
            id="conversation",
            padding=12,
            spacing=12,
            selected=chosen,
            style="selected" if chosen else "",
            on_tap=lambda: self._tap_conversation(route, thread),
            on_long_press=lambda: self._select(route, thread.id),
            android_class_name="android.widget.LinearLayout",
            children=[
                leading,
                Column(
                    flex=1,
                    children=[
                        Text(
                            id="conversation_name",
                            text=self.display_name(thread.address),
                            bold=bold,
                            max_lines=1,
                        ),
                        Text(
                            id="conversation_snippet",
                            text=snippet,
                            style="label",
                            bold=bold,
                            color="" if bold else "muted",
                            max_lines=2,
                        ),
                    ],
                ),
                Text(
                    id="conversation_timestamp",
                    text=list_time(last.time, self.now()),
                    style="caption",
                    bold=bold,
                ),
            ],
        )

    # -- select mode -----------------------------------------------------------------------

    def _tap_conversation(self, route: Route, thread: Thread) -> None:
        if route.params.get("selecting"):
            self._select(route, thread.id)
        else:
            self.open_thread(thread.address)

    def _select(self, route: Route, thread_id: int) -> None:
        """Toggle ``thread_id`` in the selection, entering select mode if needed."""
        selected: list[int] = list(route.params.get("selected", []))
        if thread_id in selected:
            selected.remove(thread_id)
        else:
            selected.append(thread_id)
        route.params.update(selecting=True, selected=selected)

    def _end_selection(self, route: Route) -> None:
        route.params.pop("selecting", None)
        route.params.pop("selected", None)
        route.dialog = None

    def _delete_selected(self, route: Route) -> None:
        chosen = route.params.get("selected", [])
        self.state.delete_threads(chosen)
        self._end_selection(route)
        self.toast(f"{len(chosen)} conversation{'s' if len(chosen) != 1 else ''} deleted")

    def _mark_read(self, route: Route, thread_ids: list[int] | None) -> None:
        for thread in self.state.threads:
            if thread_ids is None or thread.id in thread_ids:
                thread.unread = False
        self._end_selection(route)

    def _home_dialog(self, route: Route) -> Dialog | None:
        def ask_delete() -> None:
            route.dialog = "delete"

        if route.dialog == "menu":
            return menu(
                [
                    ("Select conversations", lambda: self._start_selecting(route)),
                    ("Mark all as read", lambda: self._mark_read(route, None)),
                ]
            )
        if route.dialog == "selection_menu":
            chosen = list(route.params.get("selected", []))
            return menu(
                [("Delete", ask_delete), ("Mark as read", lambda: self._mark_read(route, chosen))]
            )
        if route.dialog == "delete":
            count = len(route.params.get("selected", []))
            if count == 0:
                return Dialog(
                    message="Select the conversations to delete first.",
                    buttons=[Button(text="OK", on_tap=route.close_dialog)],
                )
            plural = "s" if count != 1 else ""
            return confirm_dialog(
                f"Delete {count} conversation{plural}?",
                "Delete",
                lambda: self._delete_selected(route),
                route.close_dialog,
                message=f"The conversation{plural} will be permanently deleted from this phone.",
            )
        return None

    def _start_selecting(self, route: Route) -> None:
        route.params.update(selecting=True, selected=[])
        route.dialog = None

    # -- search ----------------------------------------------------------------------------

    def open_search(self) -> None:
        self.push("search").focus = "search_query"

    def screen_search(self, route: Route) -> Widget:
        query = route.fields.get("search_query", "").strip()
        rows: list[Widget] = []
        if query:
            rows = self._search_rows(query) or [
                Column(
                    padding=16,
                    children=[Text(id="empty", text=f"No results for \u201c{query}\u201d")],
                )
            ]
        return Column(
            children=[
                back_search_bar("search_toolbar", "search_query", "Search conversations", self.pop),
                ListView(id="search_results", flex=1, children=rows),
            ]
        )

    def _search_rows(self, query: str) -> list[Widget]:
        q = query.lower()
        rows: list[Widget] = []
        people = [
            t
            for t in self.state.threads
            if q in f"{self.display_name(t.address)} {t.address}".lower()
        ]
        if people:
            rows.append(Column(padding=12, children=[section_header("Conversations")]))
            rows += [self._result_row(t, t.last.text) for t in people]
        found = self.state.search(query)
        if found:
            rows.append(Column(padding=12, children=[section_header("Messages")]))
            rows += [self._result_row(t, m.text, m.time) for t, m in found]
        return rows

    def _result_row(self, thread: Thread, text: str, when: float | None = None) -> Widget:
        stamp = list_time(when if when is not None else thread.last.time, self.now())
        return Row(
            id="search_result",
            padding=12,
            spacing=12,
            on_tap=lambda: self.open_thread(thread.address),
            children=[
                self.avatar(thread.address),
                Column(
                    flex=1,
                    children=[
                        Text(id="conversation_name", text=self.display_name(thread.address)),
                        Text(
                            id="message_snippet",
                            text=text,
                            style="label",
                            color="muted",
                            max_lines=2,
                        ),
                    ],
                ),
                Text(text=stamp, style="caption", color="muted"),
            ],
        )

    def new_conversation(self, draft: str = "") -> None:
        """Open the recipient picker; ``draft`` is the text the new message starts with."""
        self.push("new_conversation", draft=draft).focus = "recipient"
