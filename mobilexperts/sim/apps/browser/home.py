"""The new tab page (search box and shortcut tiles) and search.example.org, the web search
that words typed in the address bar go to."""

from __future__ import annotations

from urllib.parse import quote_plus

from mobilexperts.sim.apps.browser.base import (
    PAPERS_HOST,
    SEARCH_HOST,
    WIKI_HOST,
    BrowserBase,
    Query,
)
from mobilexperts.sim.apps.browser.state import SEARCH_URL, display_url
from mobilexperts.sim.apps.browser.web import (
    WebPage,
    block,
    heading,
    link,
    paragraph,
    small,
    web_input,
)
from mobilexperts.sim.apps.browser.wiki import article_url
from mobilexperts.sim.widgets import Column, EditText, Icon, Row, Spacer, Text, Widget

SHORTCUTS = [
    ("ePrint archive", "ePrints", f"https://{PAPERS_HOST}/"),
    ("SimPedia, the free encyclopedia", "SimPedia", f"https://{WIKI_HOST}/"),
    ("Seek web search", "Seek", f"https://{SEARCH_HOST}/"),
]
SITE_WORDS = {
    f"https://{PAPERS_HOST}/": ("paper", "papers", "eprint", "arxiv", "preprint", "archive"),
    f"https://{WIKI_HOST}/": ("wiki", "simpedia", "encyclopedia", "wikipedia"),
}
RESULT_LIMIT = 8


class HomeSite(BrowserBase):
    """The new tab page and the web search engine."""

    def new_tab_page(self) -> WebPage:
        hint = "Search or type URL" if self.version == 2 else "Search or type web address"
        tiles: list[Widget] = [
            Column(
                id="tile_view",
                desc=title,
                flex=1,
                padding=4,
                spacing=4,
                on_tap=lambda u=url: self.go(u),
                children=[
                    Row(children=[Spacer(flex=1), Icon(glyph="globe", size=40), Spacer(flex=1)]),
                    Text(id="tile_view_title", text=label, style="caption", max_lines=1),
                ],
            )
            for title, label, url in SHORTCUTS
        ]
        content: list[Widget] = [
            Spacer(height=48),
            Row(
                children=[
                    Spacer(flex=1),
                    Text(id="logo", text="Browser", style="headline", bold=True),
                    Spacer(flex=1),
                ]
            ),
            Row(
                id="search_box",
                style="searchbar",
                padding=4,
                spacing=8,
                children=[
                    Icon(glyph="search"),
                    EditText(id="search_box_text", hint=hint, flex=1, on_submit=self._ntp_submit),
                ],
            ),
            Row(id="mv_tiles_layout", spacing=8, children=tiles),
        ]
        return WebPage(title="New tab", content=content)

    def _ntp_submit(self) -> None:
        text = self.route.fields.get("search_box_text", "").strip()
        if text:
            self.go(text)

    def search_page(self, path: str, query: Query) -> WebPage:
        words_text = query.get("q", [""])[0]
        content: list[Widget] = [
            link("Seek", lambda: self.go(f"https://{SEARCH_HOST}/")),
            web_input("q", "Search the web", self._web_search),
        ]
        if path != "/search" or not words_text.strip():
            return WebPage(title="Seek", content=content)
        words = words_text.lower().split()
        results: list[tuple[str, str, str]] = [
            (title, url, "")
            for title, _, url in SHORTCUTS
            if any(w in SITE_WORDS.get(url, ()) for w in words)
        ]
        for article in self.state.articles:
            if any(w in article.title.lower() for w in words):
                snippet = article.body.split("\n\n")[0][:100]
                results.append((f"{article.title} - SimPedia", article_url(article.title), snippet))
        for paper in self.state.papers:
            if paper.matches(words):
                url = f"https://{PAPERS_HOST}/abs/{paper.id}"
                results.append((paper.title, url, paper.abstract[:100]))
        content.append(small(f"About {len(results)} results"))
        for title, url, snippet in results[:RESULT_LIMIT]:
            content.append(
                block(
                    small(display_url(url)),
                    link(title, lambda u=url: self.go(u)),
                    *([paragraph(snippet + "\u2026", muted=True)] if snippet else []),
                )
            )
        if not results:
            content.append(heading(f"Your search - {words_text} - did not match anything.", 3))
        return WebPage(title=f"{words_text} - Seek", content=content, fields={"q": words_text})

    def _web_search(self) -> None:
        text = self.route.fields.get("q", "").strip()
        if text:
            self.go(SEARCH_URL + quote_plus(text))
