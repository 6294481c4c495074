"""Pieces every Chirp screen shares: the bottom tabs, post cards, avatars, the share dialog."""

from __future__ import annotations

import random
import time
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.chirp.seed import seed_state
from mobilexperts.sim.apps.chirp.state import Account, ChirpState, Post
from mobilexperts.sim.kit import bottom_navigation, confirm_dialog, list_item, separated
from mobilexperts.sim.phone import START_CLOCK
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Callback,
    Column,
    Dialog,
    Icon,
    IconButton,
    Row,
    Spacer,
    Tab,
    Text,
    Widget,
)

TAB_SCREENS = ("home", "search", "notifications", "messages")
TAB_ORDER_V2 = ("home", "search", "messages", "notifications")
LIKED_TINT = "#f91880"


def relative_time(now: float, then: float) -> str:
    """Twitter-style age of ``then`` at ``now``: ``now``, ``5m``, ``3h``, ``2d``, then a date."""
    seconds = now - then
    if seconds < 60:
        return "now"
    if seconds < 3600:
        return f"{int(seconds // 60)}m"
    if seconds < 86400:
        return f"{int(seconds // 3600)}h"
    if seconds < 7 * 86400:
        return f"{int(seconds // 86400)}d"
    return time.strftime("%b %-d", time.gmtime(then))


def full_time(timestamp: float) -> str:
    """``9:41 AM · Mar 14, 2026``."""
    moment = time.gmtime(timestamp)
    return time.strftime("%-I:%M %p · %b %-d, %Y", moment)


class ChirpBase(SimApp):
    """Chirp's identity, seed and shared widgets; the screens live in the mixins."""

    name: ClassVar[str] = "chirp"
    package: ClassVar[str] = "com.simdroid.chirp"
    label: ClassVar[str] = "Chirp"
    icon_glyph: ClassVar[str] = "chat"
    icon_color: ClassVar[str] = "#1d9bf0"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = ChirpState
    state: ChirpState

    @classmethod
    def initial_state(cls, rng: random.Random) -> ChirpState:
        return seed_state(rng, START_CLOCK)

    def activity(self, route: Route) -> str:
        """The four tabs live in one activity, as in the real app."""
        if route.screen in TAB_SCREENS:
            return f"{self.package}.MainActivity"
        return super().activity(route)

    # -- navigation ------------------------------------------------------------------------

    def open_post(self, post_id: int) -> None:
        self.push("post", post_id=post_id)

    def open_profile(self, handle: str) -> None:
        self.push("profile", handle=handle)

    def open_compose(self, reply_to: int | None = None) -> None:
        self.push("compose", reply_to=reply_to).focus = "editor"

    def bottom_tabs(self, current: str) -> Widget:
        """Icon-only bottom navigation; the notifications tab has no content-desc.

        Version 2 puts Direct Messages before Notifications.
        """
        tabs = {
            "home": Tab(glyph="home", id="tab_home", desc="Home"),
            "search": Tab(glyph="search", id="tab_search", desc="Search and Explore"),
            "notifications": Tab(glyph="bell", id="tab_notifications"),
            "messages": Tab(
                glyph="mail",
                id="tab_messages",
                desc="Direct Messages",
                badge=self.state.unread_conversations(),
            ),
        }
        order = TAB_ORDER_V2 if self.version == 2 else TAB_SCREENS
        return bottom_navigation(tabs, order, current, self.go_tab)

    # -- shared widgets --------------------------------------------------------------------

    def avatar(self, account: Account, size: int = 40, tappable: bool = True) -> Widget:
        """A round avatar with initials; tapping it opens the profile (no content-desc)."""
        on_tap = (lambda: self.open_profile(account.handle)) if tappable else None
        return Icon(id="avatar", initials=initials(account.name), size=size, on_tap=on_tap)

    def post_actions(self, post: Post) -> Widget:
        """Reply, share and like buttons, each with its count.

        In version 2 the like button moves into the post's overflow menu.
        """

        def action(
            glyph: str, key: str, desc: str, count: int, on_tap, selected: bool = False
        ) -> Widget:
            parts: list[Widget] = [
                IconButton(
                    id=key,
                    glyph=glyph,
                    desc=desc,
                    selected=selected,
                    on_tap=on_tap,
                    tint=LIKED_TINT if selected else "",
                )
            ]
            if count:
                parts.append(
                    Text(id=f"{key}_count", text=f"{count:,}", style="label", color="muted")
                )
            return Row(flex=1, children=parts)

        like = (
            action("more", "post_overflow", "More options", 0, lambda: self.ask_menu(post.id))
            if self.version == 2
            else action(
                "heart",
                "like",
                "Like",
                post.likes,
                lambda: self.state.toggle_like(post.id),
                post.liked,
            )
        )
        return Row(
            id="post_actions",
            children=[
                action(
                    "reply", "reply", "Reply", len(post.replies), lambda: self.open_compose(post.id)
                ),
                action("share", "share", "Share", post.shares, lambda: self.ask_share(post.id)),
                like,
            ],
        )

    def authored_row(
        self,
        row_id: str,
        author: Account,
        written: float,
        content: list[Widget],
        on_tap: Callback | None = None,
    ) -> Widget:
        """A post or reply row: avatar, then name, handle and age above ``content``."""
        age = relative_time(self.now(), written)
        return Row(
            id=row_id,
            padding=12,
            spacing=12,
            on_tap=on_tap,
            children=[
                Column(width=40, flex=1, children=[self.avatar(author), Spacer(flex=1)]),
                Column(
                    flex=1,
                    spacing=2,
                    children=[
                        Row(
                            spacing=6,
                            children=[
                                Text(id="author_name", text=author.name, bold=True, max_lines=1),
                                Text(
                                    id="author_handle",
                                    text=f"@{author.handle} · {age}",
                                    style="label",
                                    color="muted",
                                    max_lines=1,
                                ),
                            ],
                        ),
                        *content,
                    ],
                ),
            ],
        )

    def post_card(self, post: Post) -> Widget:
        """A timeline row: avatar, name, handle and age, the text, the action buttons."""
        return self.authored_row(
            "post_row",
            self.state.account(post.author),
            post.time,
            [Text(id="post_text", text=post.text), self.post_actions(post)],
            on_tap=lambda: self.open_post(post.id),
        )

    def post_list(self, posts: list[Post]) -> list[Widget]:
        """Post cards separated by dividers."""
        return separated([self.post_card(post) for post in posts])

    # -- the share dialog and the post menu -----------------------------------------------

    def ask_share(self, post_id: int) -> None:
        self.route.params["share_post"] = post_id
        self.route.dialog = "share"

    def ask_menu(self, post_id: int) -> None:
        self.route.params["menu_post"] = post_id
        self.route.dialog = "post_menu"

    def _copy_link(self, route: Route, key: str) -> None:
        self.phone.state.clipboard = self.state.share(route.params.pop(key))
        route.dialog = None
        self.toast("Copied to clipboard")

    def _like_from_menu(self, route: Route) -> None:
        self.state.toggle_like(route.params.pop("menu_post"))
        route.dialog = None

    def with_dialogs(self, route: Route, body: Widget) -> AppScreen:
        """``body`` with the share dialog or the post menu on top when one is open."""
        if route.dialog == "post_menu":
            return AppScreen(body=body, dialog=self._post_menu(route))
        if route.dialog != "share":
            return AppScreen(body=body)
        post = self.state.post(route.params["share_post"])
        return AppScreen(
            body=body,
            dialog=confirm_dialog(
                "Share post",
                "Copy link",
                lambda: self._copy_link(route, "share_post"),
                route.close_dialog,
                message=f"https://chirp.example/{post.author}/status/{post.id}",
            ),
        )

    def _post_menu(self, route: Route) -> Dialog:
        """Version 2's overflow menu of a post: like or unlike, copy its link."""
        post = self.state.post(route.params["menu_post"])
        return Dialog(
            children=[
                list_item(
                    "Unlike" if post.liked else "Like",
                    f"{post.likes:,} likes",
                    glyph="heart",
                    item_id="menu_like",
                    on_tap=lambda: self._like_from_menu(route),
                ),
                list_item(
                    "Copy link to post",
                    glyph="share",
                    item_id="menu_copy_link",
                    on_tap=lambda: self._copy_link(route, "menu_post"),
                ),
            ],
            buttons=[Button(text="Cancel", on_tap=route.close_dialog)],
        )
