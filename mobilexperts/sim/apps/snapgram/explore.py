"""Snapgram's search (accounts and hashtags), hashtag pages, profiles and the user's own profile.

Version 2 gives the follow button another resource-id (``follow`` instead of ``follow_button``).
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.snapgram.base import SnapgramBase, compact
from mobilexperts.sim.apps.snapgram.state import Account
from mobilexperts.sim.kit import app_bar, confirm_dialog, search_field, section_header
from mobilexperts.sim.text import initials
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    EditText,
    Icon,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)

MAX_BIO = 150


class ExploreScreens(SnapgramBase):
    """Search, hashtag, profile and own-profile screens."""

    # -- search ----------------------------------------------------------------------------

    def screen_search(self, route: Route) -> Widget:
        query = route.fields.get("search_query", "").strip()
        rows = self._results(query) if query else self._explore()
        return Column(
            children=[
                Column(
                    padding=8,
                    children=[
                        search_field("search_query", "Search", lambda: self._submit(route)),
                    ],
                ),
                ListView(id="search_results", flex=1, children=rows),
                self.bottom_tabs("search"),
            ]
        )

    def _submit(self, route: Route) -> None:
        self.state.remember_search(route.fields.get("search_query", ""))

    def _explore(self) -> list[Widget]:
        rows: list[Widget] = []
        if self.state.recent:
            rows.append(
                Row(
                    padding=12,
                    children=[
                        Column(flex=1, children=[section_header("Recent")]),
                        Button(
                            id="clear_recent",
                            text="Clear all",
                            variant="text",
                            on_tap=self.state.recent.clear,
                        ),
                    ],
                )
            )
            rows += [self._account_row(self.state.account(h), "") for h in self.state.recent]
        return rows + self.grid(self.state.posts)

    def _results(self, query: str) -> list[Widget]:
        accounts = self.state.find_accounts(query)
        tags = self.state.find_tags(query)
        if not accounts and not tags:
            return [
                Column(
                    padding=16,
                    children=[
                        Text(id="empty", text=f"No results found for \u201c{query}\u201d"),
                    ],
                )
            ]
        rows: list[Widget] = []
        if accounts:
            rows.append(Column(padding=12, children=[section_header("Accounts")]))
            rows += [self._account_row(a, query) for a in accounts]
        if tags:
            rows.append(Column(padding=12, children=[section_header("Tags")]))
            for found in tags[:6]:
                rows.append(
                    Row(
                        id="tag_row",
                        padding=12,
                        spacing=12,
                        on_tap=lambda t=found.tag: self._open_tag(t, query),
                        children=[
                            Icon(glyph="search", size=40),
                            Column(
                                flex=1,
                                children=[
                                    Text(id="tag_name", text=f"#{found.tag}", bold=True),
                                    Text(
                                        id="tag_count",
                                        text=f"{found.posts} post{'s' if found.posts != 1 else ''}",
                                        style="label",
                                        color="muted",
                                    ),
                                ],
                            ),
                        ],
                    )
                )
        return rows

    def _account_row(self, account: Account, query: str) -> Widget:
        detail = f"{account.name} \u2022 {compact(account.followers)} followers"
        if account.handle in self.state.following:
            detail += " \u2022 Following"
        handle: list[Widget] = [Text(id="result_handle", text=account.handle, bold=True)]
        if account.verified:
            handle.append(Icon(glyph="check", desc="Verified", size=16, tint="primary"))
        return Row(
            id="account_row",
            padding=12,
            spacing=12,
            on_tap=lambda: self._visit(account.handle, query),
            children=[
                Icon(initials=initials(account.name), size=44),
                Column(
                    flex=1,
                    children=[
                        Row(spacing=4, children=handle),
                        Text(
                            id="result_detail",
                            text=detail,
                            style="label",
                            color="muted",
                            max_lines=1,
                        ),
                    ],
                ),
            ],
        )

    def _visit(self, handle: str, query: str) -> None:
        self.state.remember_search(query)
        self.state.remember_visit(handle)
        self.open_profile(handle)

    def _open_tag(self, tag: str, query: str) -> None:
        self.state.remember_search(query)
        self.push("tag", tag=tag)

    def screen_tag(self, route: Route) -> Widget:
        tag = route.params["tag"]
        posts = self.state.tagged(tag)
        header = Column(
            padding=16,
            children=[
                Text(id="tag_title", text=f"#{tag}", style="headline", bold=True),
                Text(id="tag_count", text=f"{len(posts)} posts", color="muted"),
                Text(text="Recent", bold=True),
            ],
        )
        return Column(
            children=[
                app_bar(f"#{tag}", on_back=self.pop),
                ListView(id="tag_posts", flex=1, children=[header, *self.grid(posts)]),
            ]
        )

    # -- profiles --------------------------------------------------------------------------

    def _profile_header(self, account: Account, buttons: list[Widget]) -> Widget:
        def stat(key: str, value: str, label: str) -> Widget:
            return Column(
                flex=1,
                children=[
                    Text(id=key, text=value, bold=True),
                    Text(text=label, style="label"),
                ],
            )

        posts = len(self.state.posts_by(account.handle))
        return Column(
            padding=16,
            spacing=6,
            children=[
                Row(
                    spacing=16,
                    children=[
                        self.avatar(account, size=80, tappable=False),
                        stat("posts_count", f"{posts:,}", "posts"),
                        stat("followers_count", compact(account.followers), "followers"),
                        stat("following_count", compact(account.following), "following"),
                    ],
                ),
                Text(id="full_name", text=account.name, bold=True),
                Text(id="bio", text=account.bio),
                Row(spacing=8, children=buttons),
            ],
        )

    def screen_profile(self, route: Route) -> AppScreen:
        account = self.state.account(route.params["handle"])
        follow_id = "follow" if self.version == 2 else "follow_button"
        if account.handle in self.state.following:
            button = Button(
                id=follow_id,
                text="Following",
                variant="outlined",
                flex=1,
                on_tap=lambda: setattr(route, "dialog", "unfollow"),
            )
        else:
            button = Button(
                id=follow_id,
                text="Follow",
                flex=1,
                on_tap=lambda: self.state.set_following(account.handle, True),
            )
        posts = self.state.posts_by(account.handle)
        rows = [self._profile_header(account, [button]), *self.grid(posts)]
        if not posts:
            rows.append(Text(id="empty", text="No posts yet", color="muted"))
        body = Column(
            children=[
                app_bar(account.handle, on_back=self.pop),
                ListView(id="profile_posts", flex=1, children=rows),
                self.bottom_tabs(""),
            ]
        )
        dialog = None
        if route.dialog == "unfollow":
            dialog = confirm_dialog(
                f"Unfollow {account.handle}?",
                "Unfollow",
                lambda: self._unfollow(route, account),
                route.close_dialog,
                message="Their posts will stay visible, but you won't be following them.",
                cancel_first=True,
            )
        return AppScreen(body=body, dialog=dialog)

    def _unfollow(self, route: Route, account: Account) -> None:
        self.state.set_following(account.handle, False)
        route.dialog = None

    def screen_me(self, route: Route) -> Widget:
        me = self.state.me
        edit = Button(
            id="edit_profile",
            text="Edit profile",
            variant="outlined",
            flex=1,
            on_tap=self._open_edit,
        )
        rows = [self._profile_header(me, [edit]), *self.grid(self.state.posts_by(me.handle))]
        return Column(
            children=[
                app_bar(me.handle),
                ListView(id="profile_posts", flex=1, children=rows),
                self.bottom_tabs("me"),
            ]
        )

    def _open_edit(self) -> None:
        route = self.push("edit_profile")
        route.fields = {"name_input": self.state.me.name, "bio_input": self.state.me.bio}

    def screen_edit_profile(self, route: Route) -> Widget:
        form: list[Widget] = [
            Text(text="Name", style="label", color="muted"),
            EditText(id="name_input", hint="Name"),
            Text(text="Bio", style="label", color="muted"),
            EditText(id="bio_input", hint="Bio", multiline=True),
            Text(
                id="bio_counter",
                text=f"{len(route.fields.get('bio_input', ''))}/{MAX_BIO}",
                style="caption",
                color="muted",
            ),
        ]
        error = route.params.get("error")
        if error:
            form.append(Text(id="error", text=error, style="label", color="error"))
        done = IconButton(id="done", glyph="check", desc="Done", on_tap=lambda: self._save(route))
        return Column(
            children=[
                app_bar("Edit profile", on_back=self.pop, actions=[done], back_desc="Cancel"),
                ListView(id="edit_form", flex=1, padding=16, spacing=4, children=form),
            ]
        )

    def _save(self, route: Route) -> None:
        name = route.fields.get("name_input", "").strip()
        bio = route.fields.get("bio_input", "").strip()
        if not name:
            route.params["error"] = "Enter your name"
        elif len(bio) > MAX_BIO:
            route.params["error"] = f"Your bio can be at most {MAX_BIO} characters"
        else:
            self.state.me.name, self.state.me.bio = name, bio
            self.pop()
            self.toast("Profile saved")
