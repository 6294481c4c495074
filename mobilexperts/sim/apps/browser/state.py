"""The Browser's typed state: tabs with their history, visits, bookmarks, downloads, and the
server-side data of the simulated sites (the paper archive's papers, the encyclopedia's
articles and edits)."""

from __future__ import annotations

from urllib.parse import quote_plus, urlsplit, urlunsplit

from pydantic import BaseModel, Field

NEW_TAB = "chrome://newtab/"
SEARCH_URL = "https://search.example.org/search?q="


class BrowserTab(BaseModel):
    """One tab: the URLs it visited and where in that list it is (back/forward)."""

    id: int
    history: list[str] = Field(default_factory=lambda: [NEW_TAB])
    index: int = 0

    @property
    def url(self) -> str:
        return self.history[self.index]


class Visit(BaseModel):
    """A page load, as the History screen lists it."""

    url: str
    title: str
    time: float


class Bookmark(BaseModel):
    url: str
    title: str


class Download(BaseModel):
    """A finished download: where it came from and the file it wrote."""

    url: str
    path: str
    time: float

    @property
    def name(self) -> str:
        return self.path.rsplit("/", 1)[-1]


class Paper(BaseModel):
    """An e-print of the paper archive. ``findings`` are sentences of its results."""

    id: str
    title: str
    authors: list[str]
    category: str
    abstract: str
    findings: list[str]
    submitted: float

    def matches(self, words: list[str]) -> bool:
        haystack = " ".join((self.id, self.title, self.abstract, *self.authors)).lower()
        return all(word in haystack for word in words)


class Article(BaseModel):
    """An encyclopedia page; ``body`` paragraphs are separated by blank lines."""

    title: str
    body: str
    updated: float
    created_by_user: bool = False


class WikiEdit(BaseModel):
    """A published change to the encyclopedia."""

    title: str
    summary: str
    time: float
    created: bool = False


class BrowserState(BaseModel):
    """Tabs, history, bookmarks and downloads, and the simulated web's data."""

    tabs: list[BrowserTab] = Field(default_factory=lambda: [BrowserTab(id=1)])
    current: int = 1
    history: list[Visit] = Field(default_factory=list)
    bookmarks: list[Bookmark] = Field(default_factory=list)
    downloads: list[Download] = Field(default_factory=list)
    papers: list[Paper] = Field(default_factory=list)
    articles: list[Article] = Field(default_factory=list)
    edits: list[WikiEdit] = Field(default_factory=list)
    next_tab: int = 2

    @property
    def tab(self) -> BrowserTab:
        return next((t for t in self.tabs if t.id == self.current), self.tabs[0])

    def paper(self, paper_id: str) -> Paper | None:
        return next((p for p in self.papers if p.id == paper_id), None)

    def article(self, title: str) -> Article | None:
        wanted = title.strip().lower()
        return next((a for a in self.articles if a.title.lower() == wanted), None)

    def bookmark(self, url: str) -> Bookmark | None:
        return next((b for b in self.bookmarks if b.url == url), None)


def normalize_url(text: str) -> str:
    """What the address bar loads for ``text``: a URL, or a web search for other words."""
    text = text.strip()
    if text.startswith("chrome://"):
        return text if text.endswith("/") else text + "/"
    looks_like_host = " " not in text and ("." in text.split("/")[0] or "://" in text)
    if not looks_like_host:
        return SEARCH_URL + quote_plus(text)
    parts = urlsplit(text if "://" in text else "https://" + text)
    host = (parts.hostname or "").lower()
    return urlunsplit(("https", host, parts.path or "/", parts.query, ""))


def display_url(url: str) -> str:
    """The address bar's short form: no scheme, no lone trailing slash."""
    if url == NEW_TAB:
        return ""
    short = url.split("://", 1)[-1]
    return short[:-1] if short.endswith("/") and short.count("/") == 1 else short
