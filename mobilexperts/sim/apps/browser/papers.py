"""papers.example.org, an arXiv-like archive: subject listings, search, abstract pages and
PDF downloads (real PDFs written to Downloads)."""

from __future__ import annotations

import time
from urllib.parse import quote_plus, urlsplit

from mobilexperts.sim.apps.browser.base import PAPERS_HOST, BrowserBase, Query
from mobilexperts.sim.apps.browser.papers_seed import CATEGORIES
from mobilexperts.sim.apps.browser.state import Paper
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
from mobilexperts.sim.documents import make_pdf
from mobilexperts.sim.widgets import Row, Widget

SITE = f"https://{PAPERS_HOST}"
HOME_LATEST = 5


def paper_date(paper: Paper) -> str:
    return time.strftime("%a, %-d %b %Y", time.gmtime(paper.submitted))


def paper_pdf(paper: Paper) -> bytes:
    """The paper as a PDF: title, authors, abstract, results."""
    return make_pdf(
        paper.title,
        [
            ", ".join(paper.authors),
            f"ePrint:{paper.id} [{paper.category}] {paper_date(paper)}",
            "Abstract",
            paper.abstract,
            "1 Introduction",
            f"This paper addresses a question in {CATEGORIES[paper.category]}.",
            "2 Results",
            *paper.findings,
            "3 Conclusion",
            "We summarise the findings above and release our materials.",
        ],
    )


class PaperSite(BrowserBase):
    """The paper archive's pages."""

    def papers_page(self, path: str, query: Query) -> WebPage:
        parts = [p for p in path.split("/") if p]
        if not parts:
            return self._papers_home()
        if parts[0] == "list" and len(parts) >= 2 and parts[1] in CATEGORIES:
            return self._listing(parts[1])
        if parts[0] == "abs" and len(parts) == 2 and (paper := self.state.paper(parts[1])):
            return self._abstract(paper)
        if parts == ["search"]:
            return self._paper_results(query.get("query", [""])[0])
        return WebPage(
            title="Not found",
            content=[heading("404: Not found", 2), paragraph(f"No page at {path} on this site.")],
        )

    def download_for(self, url: str) -> tuple[str, bytes] | None:
        parts = urlsplit(url)
        if parts.hostname != PAPERS_HOST or not parts.path.startswith("/pdf/"):
            return None
        paper = self.state.paper(parts.path.removeprefix("/pdf/").removesuffix(".pdf"))
        return (f"{paper.id}.pdf", paper_pdf(paper)) if paper is not None else None

    # -- pages -----------------------------------------------------------------------------

    def _paper_masthead(self) -> list[Widget]:
        return [
            link("ePrint archive", lambda: self.go(f"{SITE}/")),
            small("Open access to scholarly e-prints"),
            Row(
                spacing=8,
                children=[
                    web_input("query", "Search papers", self._paper_search, flex=1),
                    web_button("Search", self._paper_search),
                ],
            ),
            rule(),
        ]

    def _papers_home(self) -> WebPage:
        content = self._paper_masthead()
        content.append(heading("Subject areas", 2))
        for code, name in CATEGORIES.items():
            count = sum(p.category == code for p in self.state.papers)
            content.append(
                block(
                    link(f"{name} ({code})", lambda c=code: self.go(f"{SITE}/list/{c}/recent")),
                    small(f"{count} recent submissions"),
                )
            )
        content.append(heading("Latest submissions", 2))
        content += [self._entry(p) for p in self.state.papers[:HOME_LATEST]]
        return WebPage(title="ePrint archive", content=content)

    def _listing(self, code: str) -> WebPage:
        found = [p for p in self.state.papers if p.category == code]
        content = [
            *self._paper_masthead(),
            heading(f"{CATEGORIES[code]} ({code})", 2),
            small(f"Recent submissions, newest first: {len(found)} entries"),
            *(self._entry(p) for p in found),
        ]
        return WebPage(title=f"{CATEGORIES[code]} recent submissions", content=content)

    def _paper_results(self, query: str) -> WebPage:
        words = query.lower().split()
        found = [p for p in self.state.papers if words and p.matches(words)]
        summary = (
            f"Showing 1\u2013{len(found)} of {len(found)} results for all: {query}"
            if found
            else f"Sorry, your query for all: {query} produced no results."
        )
        content = [*self._paper_masthead(), heading("Search results", 2), small(summary)]
        content += [self._entry(p) for p in found]
        return WebPage(title=f"Search: {query}", content=content, fields={"query": query})

    def _abstract(self, paper: Paper) -> WebPage:
        subject = f"{CATEGORIES[paper.category]} ({paper.category})"
        content = [
            *self._paper_masthead(),
            link(subject, lambda: self.go(f"{SITE}/list/{paper.category}/recent")),
            heading(paper.title, 2),
            paragraph(", ".join(paper.authors)),
            small(f"Submitted on {paper_date(paper)}"),
            block(heading("Abstract", 3), paragraph(paper.abstract)),
            link("Download PDF", lambda: self.go(f"{SITE}/pdf/{paper.id}")),
            small(f"Subjects: {subject}"),
            small(f"Cite as: ePrint:{paper.id}"),
        ]
        return WebPage(title=f"[{paper.id}] {paper.title}", content=content)

    def _entry(self, paper: Paper) -> Widget:
        """A listing entry: id, PDF icon (alt text only), title link, authors, subject."""
        return block(
            Row(
                spacing=8,
                children=[
                    small(f"ePrint:{paper.id}"),
                    icon_link(
                        "download",
                        f"Download PDF: {paper.title}",
                        lambda: self.go(f"{SITE}/pdf/{paper.id}"),
                    ),
                ],
            ),
            link(paper.title, lambda: self.go(f"{SITE}/abs/{paper.id}")),
            small(", ".join(paper.authors)),
            small(f"{CATEGORIES[paper.category]} ({paper.category}) \u00b7 {paper_date(paper)}"),
            rule(),
        )

    def _paper_search(self) -> None:
        query = self.route.fields.get("query", "").strip()
        if query:
            self.go(f"{SITE}/search?query={quote_plus(query)}")
        else:
            self.toast("Enter a search term")
