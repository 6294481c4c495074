"""The browser's own UI around web pages: the address bar, the tab switcher, the menu, and
the History, Bookmarks and Downloads screens.

Version 2 moves back/forward/home/tabs/menu to a bottom toolbar, renames the address bar's
resource-id (``url_bar`` to ``omnibox_text``) and labels Refresh as Reload.
"""

from __future__ import annotations

import time

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.browser.base import BrowserBase
from mobilexperts.sim.apps.browser.state import NEW_TAB, Bookmark, display_url
from mobilexperts.sim.apps.browser.web import web_view
from mobilexperts.sim.apps.files import FilesApp
from mobilexperts.sim.kit import app_bar, confirm_dialog, list_item, overflow_button, toolbar
from mobilexperts.sim.widgets import (
    AppScreen,
    Column,
    Dialog,
    EditText,
    IconButton,
    ListView,
    Row,
    Text,
    Widget,
)


class ChromeScreens(BrowserBase):
    """The tab screen and the browser's lists."""

    def url_field_id(self) -> str:
        return "omnibox_text" if self.version == 2 else "url_bar"

    def screen_tab(self, route: Route) -> AppScreen:
        url = self.state.tab.url
        page = self.serve(url)
        if url == NEW_TAB:
            content: Widget = ListView(
                id="ntp_scrollview", flex=1, padding=16, spacing=16, children=page.content
            )
        else:
            content = web_view(page)
        children = [self._toolbar(route, url), content]
        if self.version == 2:
            children.append(self._bottom_toolbar(route))
        dialog = None
        if route.dialog == "menu":
            dialog = self._menu(route, url, page.title)
        elif route.dialog == "download_again":
            dialog = self._download_again(route)
        return AppScreen(body=Column(children=children), dialog=dialog)

    def _toolbar(self, route: Route, url: str) -> Widget:
        field = EditText(
            id=self.url_field_id(),
            hint=display_url(url) or "Search or type web address",
            flex=1,
            on_submit=lambda: self._submit_url(route),
        )
        if self.version == 2:
            reload = IconButton(
                id="refresh_button", glyph="refresh", desc="Reload", on_tap=self.reload
            )
            items: list[Widget] = [field, reload]
        else:
            items = [self._home_button(), field, self._tabs_button(), self._menu_button(route)]
        return toolbar(items, android_class_name="android.widget.FrameLayout")

    def _bottom_toolbar(self, route: Route) -> Widget:
        return Row(
            id="bottom_toolbar",
            style="appbar",
            padding=4,
            children=[
                IconButton(
                    id="back_button",
                    glyph="back",
                    desc="Back",
                    on_tap=self.back,
                    enabled=self.can_go_back(),
                    flex=1,
                ),
                IconButton(
                    id="forward_button",
                    glyph="forward",
                    desc="Forward",
                    on_tap=self.forward,
                    enabled=self.can_go_forward(),
                    flex=1,
                ),
                self._home_button(),
                self._tabs_button(),
                self._menu_button(route),
            ],
        )

    def _home_button(self) -> Widget:
        return IconButton(
            id="home_button", glyph="home", desc="Home", on_tap=lambda: self.go(NEW_TAB)
        )

    def _tabs_button(self) -> Widget:
        count = len(self.state.tabs)
        return Row(
            id="tab_switcher_button",
            desc=f"Switch or close tabs, {count} open tab{'s' if count > 1 else ''}",
            width=48,
            on_tap=lambda: self.push("tabs"),
            children=[Text(text=str(count), bold=True, style="label")],
        )

    def _menu_button(self, route: Route) -> Widget:
        return overflow_button(lambda: setattr(route, "dialog", "menu"), "menu_button")

    def _submit_url(self, route: Route) -> None:
        text = route.fields.get(self.url_field_id(), "").strip()
        if text:
            self.go(text)

    # -- the menu --------------------------------------------------------------------------

    def _menu(self, route: Route, url: str, title: str) -> Dialog:
        def then(action):
            def run() -> None:
                route.dialog = None
                action()

            return run

        marked = self.state.bookmark(url) is not None
        icons: list[Widget] = []
        if self.version == 1:
            icons.append(
                IconButton(
                    id="forward_menu_id",
                    glyph="forward",
                    desc="Forward",
                    enabled=self.can_go_forward(),
                    on_tap=then(self.forward),
                )
            )
        icons += [
            IconButton(
                id="bookmark_this_page_id",
                glyph="star_filled" if marked else "star",
                desc="Edit bookmark" if marked else "Bookmark",
                enabled=url != NEW_TAB,
                on_tap=then(lambda: self._toggle_bookmark(url, title)),
            ),
            IconButton(
                id="reload_menu_id",
                glyph="refresh",
                desc="Reload" if self.version == 2 else "Refresh",
                on_tap=then(self.reload),
            ),
        ]
        entries = [
            ("New tab", "add", "new_tab_menu_id", lambda: self.open_tab()),
            ("History", "clock", "open_history_menu_id", lambda: self.push("history")),
            ("Downloads", "download", "downloads_menu_id", lambda: self.push("downloads")),
            ("Bookmarks", "bookmark", "all_bookmarks_menu_id", lambda: self.push("bookmarks")),
            (
                "Share\u2026",
                "share",
                "share_menu_id",
                lambda: self.phone.share(display_url(url), title),
            ),
        ]
        rows: list[Widget] = [Row(id="menu_icon_row", children=icons)]
        rows += [
            list_item(label, glyph=glyph, item_id=rid, on_tap=then(action))
            for label, glyph, rid, action in entries
            if url != NEW_TAB or rid != "share_menu_id"
        ]
        return Dialog(children=rows)

    def _toggle_bookmark(self, url: str, title: str) -> None:
        found = self.state.bookmark(url)
        if found is not None:
            self.state.bookmarks.remove(found)
            self.toast("Bookmark removed")
        else:
            self.state.bookmarks.append(Bookmark(url=url, title=title))
            self.toast("Bookmarked")

    def _download_again(self, route: Route) -> Dialog:
        pending = str(route.params.get("pending_download", ""))
        found = self.download_for(pending)
        name = found[0] if found else pending

        def again() -> None:
            route.dialog = None
            if found is not None:
                self.download(pending, *found, again=True)

        return confirm_dialog(
            "Download file again?",
            "Download",
            again,
            route.close_dialog,
            message=f"{name} is already in your downloads.",
        )

    # -- tabs, history, bookmarks, downloads -----------------------------------------------

    def screen_tabs(self, route: Route) -> Widget:
        cards: list[Widget] = []
        for tab in self.state.tabs:
            title = self.serve(tab.url).title
            cards.append(
                Row(
                    id="tab_card",
                    style="card",
                    padding=12,
                    spacing=8,
                    selected=tab.id == self.state.current,
                    on_tap=lambda t=tab.id: self._switch_tab(t),
                    children=[
                        Column(
                            flex=1,
                            children=[
                                Text(id="tab_title", text=title, bold=True, max_lines=1),
                                Text(
                                    id="tab_url",
                                    text=display_url(tab.url) or "New tab",
                                    style="label",
                                    color="muted",
                                    max_lines=1,
                                ),
                            ],
                        ),
                        IconButton(
                            id="close_tab",
                            glyph="close",
                            desc=f"Close {title} tab",
                            on_tap=lambda t=tab.id: self._close_tab(t),
                        ),
                    ],
                )
            )
        count = len(self.state.tabs)
        new_tab = IconButton(
            id="new_tab_button", glyph="add", desc="New tab", on_tap=lambda: self.open_tab()
        )
        return Column(
            children=[
                app_bar(
                    f"{count} open tab{'s' if count > 1 else ''}",
                    on_back=self.pop,
                    actions=[new_tab],
                ),
                ListView(id="tab_list", flex=1, padding=12, spacing=12, children=cards),
            ]
        )

    def _switch_tab(self, tab_id: int) -> None:
        self.state.current = tab_id
        self.load()

    def _close_tab(self, tab_id: int) -> None:
        self.state.tabs = [t for t in self.state.tabs if t.id != tab_id]
        if not self.state.tabs:
            self.open_tab()
            return
        if self.state.current == tab_id:
            self.state.current = self.state.tabs[-1].id

    def screen_history(self, route: Route) -> Widget:
        rows: list[Widget] = [
            list_item(
                visit.title,
                f"{display_url(visit.url)} \u00b7 {_clock(visit.time)}",
                glyph="globe",
                item_id="history_item",
                on_tap=lambda u=visit.url: self.go(u),
            )
            for visit in reversed(self.state.history)
        ]
        if not rows:
            rows = [Column(padding=32, children=[Text(text="Your history appears here")])]
        clear = IconButton(
            id="clear_browsing_data",
            glyph="trash",
            desc="Clear browsing data",
            on_tap=self._clear_history,
        )
        return Column(
            children=[
                app_bar("History", on_back=self.pop, actions=[clear]),
                ListView(id="history_list", flex=1, children=rows),
            ]
        )

    def _clear_history(self) -> None:
        self.state.history.clear()
        self.toast("Browsing history cleared")

    def screen_bookmarks(self, route: Route) -> Widget:
        rows: list[Widget] = [
            list_item(
                mark.title,
                display_url(mark.url),
                glyph="bookmark",
                item_id="bookmark_row",
                on_tap=lambda u=mark.url: self.go(u),
                trailing=IconButton(
                    id="delete_bookmark",
                    glyph="trash",
                    desc=f"Delete bookmark {mark.title}",
                    on_tap=lambda m=mark: self.state.bookmarks.remove(m),
                ),
            )
            for mark in self.state.bookmarks
        ]
        if not rows:
            rows = [Column(padding=32, children=[Text(text="No bookmarks yet")])]
        return Column(
            children=[
                app_bar("Bookmarks", on_back=self.pop),
                ListView(id="bookmarks_list", flex=1, children=rows),
            ]
        )

    def screen_downloads(self, route: Route) -> Widget:
        rows: list[Widget] = []
        for saved in reversed(self.state.downloads):
            present = saved.path in self.phone.state.files
            detail = _clock(saved.time) if present else "Deleted"
            rows.append(
                list_item(
                    saved.name,
                    f"{display_url(saved.url)} \u00b7 {detail}",
                    glyph="file",
                    item_id="download_item",
                    on_tap=lambda p=saved.path: self._open_download(p),
                )
            )
        if not rows:
            rows = [Column(padding=32, children=[Text(text="No downloads here")])]
        return Column(
            children=[
                app_bar("Downloads", on_back=self.pop),
                ListView(id="downloads_list", flex=1, children=rows),
            ]
        )

    def _open_download(self, path: str) -> None:
        """Open a downloaded file in the Files app's viewer."""
        files = self.phone.apps.get(FilesApp.package)
        if path not in self.phone.state.files or not isinstance(files, FilesApp):
            self.toast("Can\u2019t open file")
            return
        self.phone.switch_to(FilesApp.package)
        files.open_file(path)


def _clock(when: float) -> str:
    return time.strftime("%b %-d, %H:%M", time.gmtime(when))
