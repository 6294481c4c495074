"""The Browser's core: which site serves a URL, tab navigation (go, back, forward, reload)
and downloads into shared storage. Sites and screens are mixins over this class."""

from __future__ import annotations

import random
from typing import ClassVar
from urllib.parse import parse_qs, urlsplit

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.browser.papers_seed import seed_papers
from mobilexperts.sim.apps.browser.state import (
    NEW_TAB,
    Bookmark,
    BrowserState,
    BrowserTab,
    Download,
    Visit,
    normalize_url,
)
from mobilexperts.sim.apps.browser.web import WebPage, heading, paragraph, small, web_button
from mobilexperts.sim.apps.browser.wiki_seed import seed_articles
from mobilexperts.sim.state import START_CLOCK
from mobilexperts.sim.widgets import Callback
from mobilexperts.sim.world import DOWNLOADS

DAY = 86400.0

PAPERS_HOST, WIKI_HOST, SEARCH_HOST = "papers.example.org", "wiki.example.org", "search.example.org"
DOWNLOAD_DIR = "/sdcard/Download"
Query = dict[str, list[str]]


class BrowserBase(SimApp):
    """Identity, seed, navigation and downloads; ``serve`` asks the sites for pages."""

    name: ClassVar[str] = "browser"
    package: ClassVar[str] = "com.simdroid.browser"
    label: ClassVar[str] = "Browser"
    icon_glyph: ClassVar[str] = "globe"
    icon_color: ClassVar[str] = "#1a73e8"
    start_screen: ClassVar[str] = "tab"
    accepts_share: ClassVar[bool] = True
    State: ClassVar[type[BaseModel]] = BrowserState
    state: BrowserState

    @classmethod
    def initial_state(cls, rng: random.Random) -> BrowserState:
        return BrowserState(
            papers=seed_papers(rng),
            articles=seed_articles(rng),
            bookmarks=[
                Bookmark(url=f"https://{WIKI_HOST}/", title="SimPedia, the free encyclopedia"),
                Bookmark(url=f"https://{PAPERS_HOST}/", title="ePrint archive"),
            ],
            downloads=[
                Download(
                    url=d.url,
                    path=f"{DOWNLOAD_DIR}/{d.name}",
                    time=START_CLOCK - d.days_ago * DAY,
                )
                for d in sorted(DOWNLOADS, key=lambda d: -d.days_ago)
            ],
        )

    # -- the sites (implemented by the site mixins) ----------------------------------------

    def papers_page(self, path: str, query: Query) -> WebPage:
        raise NotImplementedError

    def wiki_page(self, path: str, query: Query) -> WebPage:
        raise NotImplementedError

    def search_page(self, path: str, query: Query) -> WebPage:
        raise NotImplementedError

    def new_tab_page(self) -> WebPage:
        raise NotImplementedError

    def download_for(self, url: str) -> tuple[str, bytes] | None:
        """The file a URL downloads instead of showing (a PDF), as (name, bytes)."""
        raise NotImplementedError

    def serve(self, url: str) -> WebPage:
        """The page at ``url``: a site's, the new tab page, or Chrome's error page."""
        if url == NEW_TAB:
            return self.new_tab_page()
        if not self.phone.state.system.wifi:
            return error_page(
                "No internet",
                "Try checking the network cables, modem and router, or reconnecting to Wi-Fi.",
                "ERR_INTERNET_DISCONNECTED",
                self.reload,
            )
        parts = urlsplit(url)
        host = parts.hostname or ""
        sites = {
            PAPERS_HOST: self.papers_page,
            WIKI_HOST: self.wiki_page,
            SEARCH_HOST: self.search_page,
        }
        if host not in sites:
            return error_page(
                "This site can\u2019t be reached",
                f"{host}\u2019s server IP address could not be found.",
                "DNS_PROBE_FINISHED_NXDOMAIN",
                self.reload,
            )
        return sites[host](parts.path, parse_qs(parts.query))

    # -- navigation ------------------------------------------------------------------------

    def tab_route(self) -> Route:
        """The tab's route, closing History, Bookmarks and the like above it."""
        while self.route.screen != "tab":
            self.stack.pop()
        return self.route

    def go(self, url: str) -> None:
        """Load ``url`` (typed text is normalised) in the current tab, or download it."""
        url = normalize_url(url)
        if self.phone.state.system.wifi and (found := self.download_for(url)) is not None:
            self.download(url, *found)
            return
        tab = self.state.tab
        tab.history = [*tab.history[: tab.index + 1], url]
        tab.index = len(tab.history) - 1
        self.load(record=True)

    def load(self, record: bool = False) -> None:
        """Show the current tab's URL from the top, with the page's form fields reset."""
        route = self.tab_route()
        url = self.state.tab.url
        page = self.serve(url)
        route.fields = dict(page.fields)
        route.scroll.clear()
        route.focus = route.dialog = None
        route.params.clear()
        if record and url != NEW_TAB:
            self.state.history.append(Visit(url=url, title=page.title, time=self.now()))

    def can_go_back(self) -> bool:
        return self.state.tab.index > 0

    def can_go_forward(self) -> bool:
        return self.state.tab.index < len(self.state.tab.history) - 1

    def back(self) -> None:
        if self.can_go_back():
            self.state.tab.index -= 1
            self.load()

    def forward(self) -> None:
        if self.can_go_forward():
            self.state.tab.index += 1
            self.load()

    def reload(self) -> None:
        self.load()

    def on_back(self) -> bool:
        """Back goes back in the tab's history before it leaves the browser."""
        if self.route.screen == "tab" and self.can_go_back():
            self.back()
            return True
        return False

    def receive_share(self, text: str, subject: str) -> None:
        """A shared link opens in a new tab; shared words are searched for."""
        self.open_tab(next((word for word in text.split() if "://" in word), text))

    def open_tab(self, url: str = NEW_TAB) -> None:
        self.state.tabs.append(BrowserTab(id=self.state.next_tab))
        self.state.current = self.state.next_tab
        self.state.next_tab += 1
        if not self.stack:
            self.push("tab")
        self.tab_route()
        if url == NEW_TAB:
            self.load()
        else:
            self.go(url)

    # -- downloads -------------------------------------------------------------------------

    def download(self, url: str, name: str, data: bytes, again: bool = False) -> None:
        """Save a file to Downloads, asking first when one of that name is already there."""
        route = self.route
        path = f"{DOWNLOAD_DIR}/{name}"
        if path in self.phone.state.files and not again:
            route.params["pending_download"] = url
            route.dialog = "download_again"
            return
        stem, dot, ext = name.rpartition(".")
        copy = 1
        while path in self.phone.state.files:
            path = f"{DOWNLOAD_DIR}/{stem} ({copy}){dot}{ext}"
            copy += 1
        self.phone.write_file(path, data)
        saved = Download(url=url, path=path, time=self.now())
        self.state.downloads.append(saved)
        self.phone.notify(self.package, "Download complete", saved.name, screen="downloads")
        self.toast(f"Downloaded {saved.name}")


def error_page(title: str, message: str, code: str, reload: Callback) -> WebPage:
    """Chrome's error page."""
    return WebPage(
        title=title,
        content=[
            heading(title, 2),
            paragraph(message),
            small(code),
            web_button("Reload", reload),
        ],
    )
