"""Snapgram's home feed, a single post, and a post's comments with the add-comment field.

Version 2 labels the comment button "Publish" instead of "Post".
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.snapgram.base import SnapgramBase, age
from mobilexperts.sim.apps.snapgram.state import Comment
from mobilexperts.sim.kit import app_bar
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    Divider,
    EditText,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

SCROLL_TO_END = 1_000_000


class FeedScreens(SnapgramBase):
    """The home feed, post and comments screens."""

    def screen_home(self, route: Route) -> AppScreen:
        activity = IconButton(
            id="activity",
            glyph="heart",
            desc="Notifications",
            on_tap=lambda: self.toast("You're all caught up"),
        )
        cards: list[Widget] = []
        for post in self.state.posts:
            cards += [self.post_card(post), Divider()]
        body = Column(
            children=[
                app_bar("Snapgram", actions=[activity]),
                ListView(id="feed", flex=1, children=cards),
                self.bottom_tabs("home"),
            ]
        )
        return self.with_options(route, body)

    def screen_post(self, route: Route) -> AppScreen:
        post = self.state.post(route.params["post_id"])
        body = Column(
            children=[
                app_bar("Posts", on_back=self.pop),
                ListView(id="post_detail", flex=1, children=[self.post_card(post)]),
            ]
        )
        return self.with_options(route, body)

    def screen_comments(self, route: Route) -> Widget:
        post = self.state.post(route.params["post_id"])
        author = self.state.account(post.author)
        rows: list[Widget] = [
            Row(
                id="caption_row",
                padding=12,
                spacing=12,
                children=[
                    self.avatar(author),
                    Text(id="caption", text=f"{author.handle} {post.caption}", flex=1),
                ],
            ),
            Divider(),
        ]
        if post.comments:
            rows += [self._comment_row(c) for c in post.comments]
        else:
            rows.append(
                Column(
                    padding=16,
                    children=[
                        Text(id="no_comments", text="No comments yet", bold=True),
                        Text(text="Start the conversation.", style="label", color="muted"),
                    ],
                )
            )
        draft = route.fields.get("comment_input", "")
        composer = Row(
            id="comment_composer",
            padding=8,
            spacing=8,
            children=[
                self.avatar(self.state.me, tappable=False),
                EditText(id="comment_input", hint="Add a comment\u2026", flex=1),
                Button(
                    id="post_comment",
                    text="Publish" if self.version == 2 else "Post",
                    variant="text",
                    enabled=bool(draft.strip()),
                    on_tap=lambda: self._send_comment(route, post.id),
                ),
            ],
        )
        return Column(
            children=[
                app_bar("Comments", on_back=self.pop),
                ListView(id="comment_list", flex=1, children=rows),
                Divider(),
                composer,
            ]
        )

    def _comment_row(self, comment: Comment) -> Widget:
        author = self.state.account(comment.author)
        return Row(
            id="comment_row",
            padding=12,
            spacing=12,
            children=[
                self.avatar(author),
                Column(
                    flex=1,
                    children=[
                        Row(
                            spacing=8,
                            children=[
                                Text(id="comment_author", text=author.handle, bold=True),
                                Text(
                                    id="comment_age",
                                    text=age(self.now(), comment.time),
                                    style="caption",
                                    color="muted",
                                ),
                            ],
                        ),
                        Text(id="comment_text", text=comment.text),
                    ],
                ),
            ],
        )

    def _send_comment(self, route: Route, post_id: int) -> None:
        text = route.fields.pop("comment_input", "").strip()
        route.focus = None
        if text:
            self.state.comment(post_id, text, self.now())
            route.scroll["comment_list"] = SCROLL_TO_END
            self.toast("Comment posted")
