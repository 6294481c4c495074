"""The conversation list of a folder, its navigation drawer, and search results."""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.mail.base import MailScreens
from mobilexperts.sim.apps.mail.state import FOLDER_LABELS
from mobilexperts.sim.kit import TOOLBAR_CLASS, back_search_bar
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    Button,
    Column,
    Divider,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

FOLDER_GLYPHS = {
    "inbox": "mail",
    "starred": "star",
    "sent": "send",
    "drafts": "file",
    "trash": "trash",
}
EMPTY_FOLDER = {
    "inbox": "You're all done! Nothing in Inbox",
    "starred": "No starred messages",
    "sent": "No sent messages",
    "drafts": "No drafts",
    "trash": "Nothing in Trash",
}


class MailboxScreens(MailScreens):
    """Folder lists (Inbox, Starred, Sent, Drafts, Trash), the drawer and search."""

    def screen_mailbox(self, route: Route) -> Widget:
        folder = route.params.get("folder", "inbox")
        if route.params.get("drawer"):
            return self._drawer(folder)
        mails = self.state.folder(folder)
        rows: list[Widget] = [self.mail_row(m) for m in mails]
        if not rows:
            rows = [Text(id="empty_text", text=EMPTY_FOLDER[folder], color="muted")]
        return Column(
            children=[
                self._search_bar(),
                Column(
                    padding=8,
                    children=[
                        Text(
                            id="folder_name",
                            text=FOLDER_LABELS[folder],
                            style="label",
                            color="muted",
                        )
                    ],
                ),
                ListView(id="conversation_list", flex=1, children=rows),
                Row(
                    padding=16,
                    children=[
                        Spacer(flex=1),
                        Button(
                            id="compose_button",
                            text="New message" if self.version == 2 else "Compose",
                            on_tap=self.open_compose,
                        ),
                    ],
                ),
            ]
        )

    def _search_bar(self) -> Widget:
        return Row(
            id="open_search",
            style="searchbar",
            padding=4,
            spacing=4,
            android_class_name=TOOLBAR_CLASS,
            children=[
                IconButton(
                    id="drawer_toggle",
                    glyph="menu",
                    desc="Open navigation drawer",
                    on_tap=self._open_drawer,
                ),
                EditText(id="search", hint="Search in mail", flex=1, on_submit=self._submit_search),
                Icon(
                    id="account_avatar",
                    initials=initials(self.state.account_name),
                    size=32,
                    desc=f"Signed in as {self.state.account}",
                ),
            ],
        )

    def _drawer(self, current: str) -> Widget:
        counts = {"inbox": self.state.unread_count, "drafts": len(self.state.drafts)}
        items: list[Widget] = [
            Text(id="drawer_title", text="Mail", style="headline", color="primary"),
            Text(id="account_address", text=self.state.account, style="label", color="muted"),
            Divider(),
        ]
        for name, label in FOLDER_LABELS.items():
            count = counts.get(name, 0)
            items.append(
                Row(
                    id="folder_item",
                    padding=12,
                    spacing=16,
                    selected=name == current,
                    on_tap=lambda n=name: self._switch_folder(n),
                    children=[
                        Icon(glyph=FOLDER_GLYPHS[name]),
                        Text(id="name", text=label, flex=1, bold=name == current),
                        *([Text(id="unread", text=str(count), style="label")] if count else []),
                    ],
                )
            )
        return Row(
            id="drawer_layout",
            android_class_name="androidx.drawerlayout.widget.DrawerLayout",
            children=[
                Column(
                    id="navigation_drawer",
                    width=300,
                    flex=1,
                    padding=12,
                    spacing=4,
                    style="drawer",
                    children=items,
                ),
                Column(
                    id="scrim",
                    flex=1,
                    style="scrim",
                    desc="Close navigation drawer",
                    on_tap=self.close_drawer,
                ),
            ],
        )

    def screen_search(self, route: Route) -> Widget:
        query = route.params.get("query", "")
        results = self.state.search(query)
        rows: list[Widget] = [self.mail_row(m) for m in results]
        noun = "result" if len(results) == 1 else "results"
        summary = f"{len(results)} {noun}" if results else f"No results for \u201c{query}\u201d"
        return Column(
            children=[
                back_search_bar(
                    "toolbar",
                    "search_query",
                    "Search in mail",
                    self.pop,
                    on_submit=self._refine_search,
                    android_class_name=TOOLBAR_CLASS,
                ),
                Text(id="results_summary", text=summary, style="label", color="muted"),
                ListView(id="conversation_list", flex=1, children=rows),
            ]
        )

    # -- actions ---------------------------------------------------------------------------

    def _open_drawer(self) -> None:
        self.route.params["drawer"] = True

    def close_drawer(self) -> None:
        self.route.params.pop("drawer", None)

    def _switch_folder(self, name: str) -> None:
        """Go to a folder; back from any folder but the inbox returns to the inbox."""
        self.reset_to("mailbox", folder="inbox")
        if name != "inbox":
            self.push("mailbox", folder=name)

    def _submit_search(self) -> None:
        query = self.route.fields.pop("search", "").strip()
        if query:
            self.push("search", query=query).fields["search_query"] = query

    def _refine_search(self) -> None:
        query = self.route.fields.get("search_query", "").strip()
        if query:
            self.route.params["query"] = query
            self.route.scroll.clear()
