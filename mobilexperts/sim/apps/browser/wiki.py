"""wiki.example.org, SimPedia: a Wikipedia-like encyclopedia with search, articles, an edit
mode ("Publish changes"), page creation and recent changes. Edits are kept in the state."""

from __future__ import annotations

import time
from urllib.parse import quote, quote_plus, unquote

from mobilexperts.sim.apps.browser.base import WIKI_HOST, BrowserBase, Query
from mobilexperts.sim.apps.browser.state import Article, WikiEdit
from mobilexperts.sim.apps.browser.web import (
    WebPage,
    block,
    heading,
    icon_link,
    link,
    paragraph,
    rule,
    small,
    web_button,
    web_input,
)
from mobilexperts.sim.widgets import Row, Text, Widget

SITE = f"https://{WIKI_HOST}"
SNIPPET = 120


def article_url(title: str) -> str:
    return f"{SITE}/wiki/{quote(title.strip().replace(' ', '_'))}"


def edit_url(title: str) -> str:
    return f"{SITE}/w/index.php?title={quote_plus(title.strip().replace(' ', '_'))}&action=edit"


def day(when: float) -> str:
    return time.strftime("%-d %B %Y", time.gmtime(when))


class WikiSite(BrowserBase):
    """SimPedia's pages and its edit form."""

    def wiki_page(self, path: str, query: Query) -> WebPage:
        if path in ("/", "/wiki/", "/wiki/Main_Page"):
            return self._main_page()
        if path == "/w/index.php" and query.get("action") == ["edit"] and query.get("title"):
            return self._edit_page(query["title"][0].replace("_", " "))
        if path == "/wiki/Special:Search":
            return self._wiki_results(query.get("search", [""])[0])
        if path == "/wiki/Special:CreatePage":
            return self._create_page()
        if path == "/wiki/Special:RecentChanges":
            return self._recent_changes()
        if path.startswith("/wiki/"):
            return self._article_page(unquote(path.removeprefix("/wiki/")).replace("_", " "))
        return WebPage(title="Not found", content=[heading("Not Found", 2)])

    # -- pages -----------------------------------------------------------------------------

    def _wiki_masthead(self) -> list[Widget]:
        return [
            link("SimPedia", lambda: self.go(f"{SITE}/"), desc="SimPedia home"),
            Row(
                spacing=8,
                children=[
                    web_input("search", "Search SimPedia", self._wiki_search, flex=1),
                    icon_link("search", "Search", self._wiki_search),
                ],
            ),
            rule(),
        ]

    def _main_page(self) -> WebPage:
        articles = self.state.articles
        featured = articles[int(self.now() // 86400) % len(articles)] if articles else None
        content = [
            *self._wiki_masthead(),
            heading("Welcome to SimPedia"),
            paragraph(
                f"the free encyclopedia that anyone can edit. {len(articles)} articles in English."
            ),
        ]
        if featured is not None:
            content += [
                heading("From today\u2019s featured article", 2),
                paragraph(featured.body.split("\n\n")[0]),
                link("Read more", lambda: self.go(article_url(featured.title))),
            ]
        content += [
            heading("Contribute", 2),
            link("Create a new page", lambda: self.go(f"{SITE}/wiki/Special:CreatePage")),
            link("Recent changes", lambda: self.go(f"{SITE}/wiki/Special:RecentChanges")),
        ]
        return WebPage(title="SimPedia, the free encyclopedia", content=content)

    def _article_page(self, title: str) -> WebPage:
        article = self.state.article(title)
        if article is None:
            content = [
                *self._wiki_masthead(),
                heading(title),
                paragraph("SimPedia does not have an article with this exact name."),
                link("Create this page", lambda: self.go(edit_url(title))),
                link(
                    f"Search for \u201c{title}\u201d in SimPedia",
                    lambda: self.go(f"{SITE}/wiki/Special:Search?search={quote_plus(title)}"),
                ),
            ]
            return WebPage(title=f"{title} - SimPedia", content=content)
        content = [
            *self._wiki_masthead(),
            Row(
                spacing=8,
                children=[
                    Text(text=article.title, style="headline", bold=True, flex=1),
                    icon_link("edit", "Edit", lambda: self.go(edit_url(article.title))),
                ],
            ),
            small("From SimPedia, the free encyclopedia"),
            *(paragraph(p) for p in article.body.split("\n\n") if p.strip()),
            rule(),
            small(f"This page was last edited on {day(article.updated)}."),
        ]
        return WebPage(title=f"{article.title} - SimPedia", content=content)

    def _edit_page(self, title: str) -> WebPage:
        article = self.state.article(title)
        verb = "Editing" if article is not None else "Creating"
        publish = "Save page" if self.version == 2 else "Publish changes"
        content: list[Widget] = [heading(f"{verb} {article.title if article else title}", 2)]
        error = self.route.params.get("wiki_error") if self.stack else None
        if error:
            content.append(Text(id="wiki_error", text=error, color="error"))
        content += [
            web_input("wpTextbox1", "Start writing the article", multiline=True),
            web_input("wpSummary", "Summarize your changes (optional)"),
            web_button(publish, lambda: self._publish(title)),
            link("Cancel", self.back),
            small("By publishing changes, you agree to the Terms of Use."),
        ]
        fields = {"wpTextbox1": article.body if article else ""}
        return WebPage(title=f"{verb} {title} - SimPedia", content=content, fields=fields)

    def _create_page(self) -> WebPage:
        content: list[Widget] = [*self._wiki_masthead(), heading("Create a new page", 2)]
        error = self.route.params.get("wiki_error") if self.stack else None
        if error:
            content.append(Text(id="wiki_error", text=error, color="error"))
        content += [
            paragraph("Enter the title of the page you want to start."),
            web_input("newTitle", "Page title", self._start_page),
            web_button("Create page", self._start_page),
        ]
        return WebPage(title="Create a new page - SimPedia", content=content)

    def _wiki_results(self, query: str) -> WebPage:
        words = query.lower().split()
        found = [a for a in self.state.articles if words and _mentions(a, words)]
        content = [*self._wiki_masthead(), heading("Search results", 2)]
        if query.strip() and self.state.article(query) is None:
            content.append(
                link(
                    f"Create the page \u201c{query.strip()}\u201d on this wiki!",
                    lambda: self.go(edit_url(query)),
                )
            )
        if not found:
            content.append(paragraph("There were no results matching the query."))
        for article in found:
            first = article.body.split("\n\n")[0]
            content.append(
                block(
                    link(article.title, lambda a=article: self.go(article_url(a.title))),
                    small(first[:SNIPPET] + ("\u2026" if len(first) > SNIPPET else "")),
                )
            )
        return WebPage(title=f"Search results for {query}", content=content)

    def _recent_changes(self) -> WebPage:
        content = [*self._wiki_masthead(), heading("Recent changes", 2)]
        for edit in reversed(self.state.edits):
            what = "created" if edit.created else "edited"
            content.append(
                block(
                    link(edit.title, lambda t=edit.title: self.go(article_url(t))),
                    small(f"{what} on {day(edit.time)}: {edit.summary or 'no summary'}"),
                )
            )
        if not self.state.edits:
            content.append(paragraph("No changes in the last 30 days."))
        return WebPage(title="Recent changes - SimPedia", content=content)

    # -- actions ---------------------------------------------------------------------------

    def _wiki_search(self) -> None:
        """Go straight to an article whose title matches, else list results."""
        query = self.route.fields.get("search", "").strip()
        if not query:
            return
        article = self.state.article(query)
        if article is not None:
            self.go(article_url(article.title))
        else:
            self.go(f"{SITE}/wiki/Special:Search?search={quote_plus(query)}")

    def _start_page(self) -> None:
        title = " ".join(self.route.fields.get("newTitle", "").split())
        if not title:
            self.route.params["wiki_error"] = "Enter a title for the new page."
        elif self.state.article(title) is not None:
            self.route.params["wiki_error"] = f"The page \u201c{title}\u201d already exists."
        else:
            self.go(edit_url(title))

    def _publish(self, title: str) -> None:
        route = self.route
        body = route.fields.get("wpTextbox1", "").strip()
        summary = route.fields.get("wpSummary", "").strip()
        article = self.state.article(title)
        if not body:
            route.params["wiki_error"] = "The page must have some text before it can be published."
            route.focus = None
            return
        if article is not None and body == article.body:
            self.toast("No changes were made")
            self.go(article_url(article.title))
            return
        now = self.now()
        if article is None:
            article = Article(title=title.strip(), body=body, updated=now, created_by_user=True)
            self.state.articles.append(article)
        else:
            article.body, article.updated = body, now
        created = article.created_by_user and not any(
            e.title == article.title for e in self.state.edits
        )
        self.state.edits.append(
            WikiEdit(title=article.title, summary=summary, time=now, created=created)
        )
        self.go(article_url(article.title))
        self.toast("Your edit was published." if not created else "Page created.")


def _mentions(article: Article, words: list[str]) -> bool:
    haystack = f"{article.title} {article.body}".lower()
    return all(word in haystack for word in words)
