"""Chirp's timeline screens: the home feed, compose, a post with its replies, profiles."""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.chirp.base import ChirpBase, full_time
from mobilexperts.sim.apps.chirp.state import MAX_POST_CHARS, Account, Reply
from mobilexperts.sim.kit import app_bar, confirm_dialog, tab_bar, toolbar
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Divider,
    EditText,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

FEEDS = (("for_you", "For you"), ("following", "Following"))


class TimelineScreens(ChirpBase):
    """Home, compose, post detail and profile screens."""

    # -- home ------------------------------------------------------------------------------

    def screen_home(self, route: Route) -> AppScreen:
        feed = route.params.get("feed", "for_you")
        posts = self.state.posts
        if feed == "following":
            wanted = {*self.state.following, self.state.me.handle}
            posts = [p for p in posts if p.author in wanted]
        profile = IconButton(
            id="my_profile",
            glyph="person",
            desc="Your profile",
            on_tap=lambda: self.open_profile(self.state.me.handle),
        )
        compose = IconButton(
            id="new_post_fab" if self.version == 2 else "compose",
            glyph="compose",
            width=56,
            height=56,
            on_tap=self.open_compose,
        )
        body = Column(
            children=[
                app_bar("Home", actions=[profile]),
                tab_bar("feed_tabs", FEEDS, feed, lambda k: self._show_feed(route, k), "feed_"),
                ListView(id="timeline", flex=1, children=self.post_list(posts)),
                Row(padding=8, children=[Spacer(flex=1), compose]),
                self.bottom_tabs("home"),
            ]
        )
        return self.with_dialogs(route, body)

    def _show_feed(self, route: Route, feed: str) -> None:
        route.params["feed"] = feed
        route.scroll.pop("timeline", None)

    # -- compose ---------------------------------------------------------------------------

    def screen_compose(self, route: Route) -> AppScreen:
        text = route.fields.get("editor", "")
        reply_to = route.params.get("reply_to")
        publish = "Publish" if self.version == 2 else "Post"
        ready = bool(text.strip()) and len(text) <= MAX_POST_CHARS
        bar = toolbar(
            [
                IconButton(
                    id="close",
                    glyph="close",
                    desc="Cancel",
                    on_tap=lambda: self._cancel_compose(route),
                ),
                Spacer(flex=1),
                Button(
                    id="post_button",
                    text="Reply" if reply_to is not None else publish,
                    enabled=ready,
                    on_tap=lambda: self._publish(route),
                ),
            ]
        )
        parts: list[Widget] = [bar]
        if reply_to is not None:
            author = self.state.post(reply_to).author
            parts.append(
                Text(id="replying_to", text=f"Replying to @{author}", style="label", color="muted")
            )
        counter_color = "error" if len(text) > MAX_POST_CHARS else "muted"
        parts += [
            Row(
                padding=12,
                spacing=12,
                children=[
                    self.avatar(self.state.me, tappable=False),
                    EditText(
                        id="editor",
                        hint="Post your reply" if reply_to is not None else "What's happening?",
                        multiline=True,
                        flex=1,
                    ),
                ],
            ),
            Row(
                padding=12,
                children=[
                    Spacer(flex=1),
                    Text(
                        id="char_counter",
                        text=f"{len(text)}/{MAX_POST_CHARS}",
                        style="label",
                        color=counter_color,
                    ),
                ],
            ),
        ]
        dialog = None
        if route.dialog == "discard":
            dialog = confirm_dialog(
                "Discard post?",
                "Discard",
                self.pop,
                route.close_dialog,
                message="This can't be undone and you'll lose your draft.",
            )
        return AppScreen(body=Column(children=parts), dialog=dialog)

    def _cancel_compose(self, route: Route) -> None:
        if route.fields.get("editor", "").strip():
            route.focus = None
            route.dialog = "discard"
        else:
            self.pop()

    def _publish(self, route: Route) -> None:
        text = route.fields.get("editor", "").strip()
        reply_to = route.params.get("reply_to")
        self.pop()
        if reply_to is not None:
            self.state.reply(reply_to, text, self.now())
            self.toast("Your reply was sent.")
            return
        self.state.publish(text, self.now())
        if self.route.screen == "home":
            self._show_feed(self.route, self.route.params.get("feed", "for_you"))
        self.toast("Your post was sent.")

    # -- post detail -----------------------------------------------------------------------

    def screen_post(self, route: Route) -> AppScreen:
        post = self.state.post(route.params["post_id"])
        author = self.state.account(post.author)
        draft = route.fields.get("reply_input", "")
        header = Column(
            padding=16,
            spacing=8,
            children=[
                Row(
                    id="post_author",
                    spacing=12,
                    on_tap=lambda: self.open_profile(author.handle),
                    children=[
                        self.avatar(author, size=48, tappable=False),
                        Column(
                            flex=1,
                            children=[
                                Text(id="author_name", text=author.name, bold=True, max_lines=1),
                                Text(
                                    id="author_handle",
                                    text=f"@{author.handle}",
                                    style="label",
                                    color="muted",
                                ),
                            ],
                        ),
                    ],
                ),
                Text(id="post_text", text=post.text, style="title"),
                Text(id="post_time", text=full_time(post.time), style="label", color="muted"),
                Divider(),
                Row(
                    spacing=16,
                    children=[
                        Text(id="share_stat", text=f"{post.shares:,} Shares", style="label"),
                        Text(id="like_stat", text=f"{post.likes:,} Likes", style="label"),
                    ],
                ),
                Divider(),
                self.post_actions(post),
            ],
        )
        rows: list[Widget] = [header, Divider()]
        for reply in post.replies:
            rows += [self._reply_row(reply, post.author), Divider()]
        reply_box = Row(
            padding=8,
            spacing=8,
            children=[
                EditText(id="reply_input", hint="Post your reply", flex=1),
                Button(
                    id="reply_button",
                    text="Reply",
                    enabled=bool(draft.strip()),
                    on_tap=lambda: self._send_reply(route, post.id),
                ),
            ],
        )
        body = Column(
            children=[
                app_bar("Post", on_back=self.pop),
                ListView(id="post_thread", flex=1, children=rows),
                Divider(),
                reply_box,
            ]
        )
        return self.with_dialogs(route, body)

    def _reply_row(self, reply: Reply, replying_to: str) -> Widget:
        return self.authored_row(
            "reply_row",
            self.state.account(reply.author),
            reply.time,
            [
                Text(text=f"Replying to @{replying_to}", style="caption", color="muted"),
                Text(id="reply_text", text=reply.text),
            ],
        )

    def _send_reply(self, route: Route, post_id: int) -> None:
        text = route.fields.pop("reply_input", "").strip()
        route.focus = None
        if text:
            self.state.reply(post_id, text, self.now())
            self.toast("Your reply was sent.")

    # -- profiles --------------------------------------------------------------------------

    def screen_profile(self, route: Route) -> AppScreen:
        account = self.state.account(route.params["handle"])
        header = Column(
            padding=16,
            spacing=6,
            children=[
                Row(
                    children=[
                        self.avatar(account, size=72, tappable=False),
                        Spacer(flex=1),
                        *self._follow_button(route, account),
                    ]
                ),
                Text(id="profile_name", text=account.name, style="headline", bold=True),
                Text(id="profile_handle", text=f"@{account.handle}", style="label", color="muted"),
                Text(id="profile_bio", text=account.bio),
                Row(
                    spacing=16,
                    children=[
                        Text(
                            id="following_count",
                            text=f"{account.following:,} Following",
                            style="label",
                        ),
                        Text(
                            id="followers_count",
                            text=f"{account.followers:,} Followers",
                            style="label",
                        ),
                    ],
                ),
            ],
        )
        posts = self.state.posts_by(account.handle)
        rows: list[Widget] = [
            header,
            Text(text="Posts", bold=True),
            Divider(),
            *self.post_list(posts),
        ]
        if not posts:
            rows.append(
                Text(id="empty", text=f"@{account.handle} hasn't posted yet", color="muted")
            )
        body = Column(
            children=[
                app_bar(account.name, on_back=self.pop),
                ListView(id="profile_timeline", flex=1, children=rows),
                self.bottom_tabs(""),
            ]
        )
        screen = self.with_dialogs(route, body)
        if route.dialog == "unfollow":
            screen.dialog = confirm_dialog(
                f"Unfollow @{account.handle}?",
                "Unfollow",
                lambda: self._follow(route, account, False),
                route.close_dialog,
                message="Their posts will no longer show up in your Following timeline.",
            )
        return screen

    def _follow_button(self, route: Route, account: Account) -> list[Widget]:
        if account.handle == self.state.me.handle:
            return []
        if account.handle in self.state.following:
            return [
                Button(
                    id="follow_button",
                    text="Following",
                    variant="outlined",
                    on_tap=lambda: setattr(route, "dialog", "unfollow"),
                )
            ]
        return [
            Button(
                id="follow_button", text="Follow", on_tap=lambda: self._follow(route, account, True)
            )
        ]

    def _follow(self, route: Route, account: Account, follow: bool) -> None:
        self.state.set_following(account.handle, follow)
        route.dialog = None
