"""What every Snapgram screen shares: identity, the bottom tabs, post cards and photo grids.

Version 2 renames the search tab ("Explore", new resource-id) and moves the tabs' order.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.snapgram.seed import seed_state
from mobilexperts.sim.apps.snapgram.state import Account, Post, SnapgramState
from mobilexperts.sim.kit import bottom_navigation, overflow_button
from mobilexperts.sim.state import START_CLOCK
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
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

LIKED_TINT = "#ed4956"
GRID_COLUMNS = 3
PHOTO_TINTS = ("#f4a261", "#2a9d8f", "#e76f51", "#8ab17d", "#6d597a", "#457b9d", "#e9c46a")


def compact(count: int) -> str:
    """Instagram-style counts: ``1,234``, ``12.4K``, ``1.2M``."""
    if count < 10_000:
        return f"{count:,}"
    if count < 1_000_000:
        return f"{count / 1000:.1f}".rstrip("0").rstrip(".") + "K"
    return f"{count / 1_000_000:.1f}".rstrip("0").rstrip(".") + "M"


def age(now: float, then: float) -> str:
    """``Just now``, ``5 minutes ago``, ``3 hours ago``, ``2 days ago``, then ``March 2``."""
    seconds = now - then
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if seconds >= size and (unit != "day" or seconds < 7 * 86400):
            count = int(seconds // size)
            return f"{count} {unit}{'s' if count != 1 else ''} ago"
    if seconds >= 7 * 86400:
        return time.strftime("%B %-d", time.gmtime(then))
    return "Just now"


class SnapgramBase(SimApp):
    """Snapgram's identity, seed and shared widgets; the screens live in the mixins."""

    name: ClassVar[str] = "snapgram"
    package: ClassVar[str] = "com.simdroid.snapgram"
    label: ClassVar[str] = "Snapgram"
    icon_glyph: ClassVar[str] = "camera"
    icon_color: ClassVar[str] = "#c13584"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = SnapgramState
    state: SnapgramState

    @classmethod
    def initial_state(cls, rng: random.Random) -> SnapgramState:
        return seed_state(rng, START_CLOCK)

    def activity(self, route: Route) -> str:
        """The tabs live in one activity, as in the real app."""
        if route.screen in ("home", "search", "me"):
            return f"{self.package}.MainActivity"
        return super().activity(route)

    # -- navigation ------------------------------------------------------------------------

    def open_post(self, post_id: int) -> None:
        self.push("post", post_id=post_id)

    def open_comments(self, post_id: int, typing: bool = False) -> None:
        """The post's comments; ``typing`` puts the cursor in the add-comment field."""
        route = self.push("comments", post_id=post_id)
        if typing:
            route.focus = "comment_input"

    def open_profile(self, handle: str) -> None:
        if handle == self.state.me.handle:
            self.go_tab("me")
        else:
            self.push("profile", handle=handle)

    def bottom_tabs(self, current: str) -> Widget:
        """Icon-only bottom navigation; the tabs' order and names change in version 2."""
        search_tab = (
            Tab(glyph="search", id="explore_tab", desc="Explore")
            if self.version == 2
            else Tab(glyph="search", id="tab_search", desc="Search and explore")
        )
        tabs = {
            "home": Tab(glyph="home", id="tab_home", desc="Home"),
            "search": search_tab,
            "me": Tab(glyph="person", id="tab_profile", desc="Profile"),
        }
        order = ("home", "me", "search") if self.version == 2 else ("home", "search", "me")
        return bottom_navigation(tabs, order, current, self.go_tab)

    # -- shared widgets --------------------------------------------------------------------

    def avatar(self, account: Account, size: int = 32, tappable: bool = True) -> Widget:
        """A round avatar with initials; tapping it opens the profile (no content-desc)."""
        on_tap = (lambda: self.open_profile(account.handle)) if tappable else None
        return Icon(id="avatar", initials=initials(account.name), size=size, on_tap=on_tap)

    def photo(self, post: Post, size: int) -> Icon:
        """The picture: an image area whose content-desc is the post's alt text, when it has one."""
        return Icon(
            id="post_image",
            glyph="image",
            desc=post.alt,
            size=size,
            tint=PHOTO_TINTS[post.id % len(PHOTO_TINTS)],
        )

    def post_card(self, post: Post) -> Widget:
        """A feed post: author row, photo, like/comment/share/save, likes, caption, comments."""
        author = self.state.account(post.author)
        names: list[Widget] = [
            Text(id="username", text=author.handle, bold=True, max_lines=1),
        ]
        if post.location:
            names.append(Text(id="location", text=post.location, style="caption", max_lines=1))
        header = Row(
            id="post_header",
            padding=8,
            spacing=10,
            children=[
                self.avatar(author),
                Column(flex=1, on_tap=lambda: self.open_profile(author.handle), children=names),
                overflow_button(lambda: self._ask_options(post.id), "post_options"),
            ],
        )
        actions = Row(
            id="post_actions",
            padding=4,
            children=[
                IconButton(
                    id="like_button",
                    glyph="heart_filled" if post.liked else "heart",
                    selected=post.liked,
                    tint=LIKED_TINT if post.liked else "",
                    on_tap=lambda: self.state.toggle_like(post.id),
                ),
                IconButton(
                    id="comment_button",
                    glyph="chat",
                    desc="Comment",
                    on_tap=lambda: self.open_comments(post.id, typing=True),
                ),
                IconButton(
                    id="share_button",
                    glyph="send",
                    desc="Share",
                    on_tap=lambda: self.share_post(post.id),
                ),
                Spacer(flex=1),
                IconButton(
                    id="save_button",
                    glyph="bookmark",
                    desc="Remove" if post.saved else "Save",
                    selected=post.saved,
                    on_tap=lambda: self.state.toggle_saved(post.id),
                ),
            ],
        )
        count = len(post.comments)
        if count:
            more = f"View all {count} comments" if count > 1 else "View 1 comment"
        else:
            more = "Add a comment\u2026"
        text: list[Widget] = [
            Text(id="likes_count", text=f"{post.likes:,} likes", bold=True),
            Text(id="caption", text=f"{author.handle} {post.caption}"),
            Text(
                id="view_comments",
                text=more,
                color="muted",
                on_tap=lambda: self.open_comments(post.id, typing=not count),
            ),
            Text(id="post_age", text=age(self.now(), post.time), style="caption"),
        ]
        return Column(
            id="post_card",
            children=[
                header,
                self.photo(post, 320),
                actions,
                Column(padding=12, spacing=2, children=text),
            ],
        )

    def grid(self, posts: list[Post]) -> list[Widget]:
        """Rows of square thumbnails, newest first; each opens its post."""
        rows: list[Widget] = []
        for start in range(0, len(posts), GRID_COLUMNS):
            cells: list[Widget] = []
            for post in posts[start : start + GRID_COLUMNS]:
                thumb = self.photo(post, 120)
                thumb.id, thumb.flex = "grid_item", 1
                thumb.on_tap = lambda p=post.id: self.open_post(p)
                cells.append(thumb)
            cells += [Spacer(flex=1) for _ in range(GRID_COLUMNS - len(cells))]
            rows.append(Row(spacing=2, children=cells))
        return rows

    # -- the post options dialog and sharing ----------------------------------------------

    def _ask_options(self, post_id: int) -> None:
        self.route.params["options_post"] = post_id
        self.route.dialog = "options"

    def with_options(self, route: Route, body: Widget) -> AppScreen:
        """``body`` with the post options dialog (copy link, share) on top when it is open."""
        if route.dialog != "options":
            return AppScreen(body=body)
        post = self.state.post(route.params["options_post"])

        def choose(action: Callable[[], None]) -> None:
            route.dialog = None
            action()

        def copy_link() -> None:
            self.phone.state.clipboard = self.post_link(post)
            self.toast("Link copied to clipboard")

        items = [
            ("copy_link", "Copy link", copy_link),
            ("share_to", "Share to\u2026", lambda: self.share_post(post.id)),
            ("about_account", "About this account", lambda: self.open_profile(post.author)),
        ]
        return AppScreen(
            body=body,
            dialog=Dialog(
                children=[
                    Button(id=key, text=label, variant="text", on_tap=lambda a=action: choose(a))
                    for key, label, action in items
                ],
            ),
        )

    # -- sharing ---------------------------------------------------------------------------

    def post_link(self, post: Post) -> str:
        return f"https://snapgram.example/p/{post.id}"

    def share_post(self, post_id: int) -> None:
        """Android's share sheet with the post's link; the caption is the subject."""
        post = self.state.post(post_id)
        author = self.state.account(post.author)
        self.phone.share(
            f"Check out this post by @{author.handle}: {self.post_link(post)}",
            f"Snapgram post by {author.name}",
        )
