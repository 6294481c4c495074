"""Browser, driven the way an agent drives it: the address bar, web content in a WebView, the
paper archive (search, abstract, PDF download), the encyclopedia (search, edit, create), tabs,
history and bookmarks, and the version-2 layout."""

from __future__ import annotations

import io

import pypdf
import pytest
from lxml import etree

from evals.reference import nodes, tap
from mobilexperts.sim.device import SimDevice

WIKI = "https://wiki.example.org"


def texts(device: SimDevice) -> list[str]:
    """Every non-empty text of the app window."""
    root = etree.fromstring(device.observe().xml.encode())
    return [n.get("text") for n in root[0].iter("node") if n.get("text")]


def visit(device: SimDevice, url: str, field: str = "url_bar") -> None:
    tap(device, id=field)
    device.input_text(url, clear=True)
    device.press("enter")


def browser(device: SimDevice) -> dict:
    return device.state()["browser"]


def current_url(device: SimDevice) -> str:
    state = browser(device)
    tab = next(t for t in state["tabs"] if t["id"] == state["current"])
    return tab["history"][tab["index"]]


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Browser")
    return d


def test_seed_is_deterministic_and_papers_are_newest_first() -> None:
    state = browser(SimDevice(seed=0))
    assert state == browser(SimDevice(seed=0))
    assert state["papers"] != browser(SimDevice(seed=1))["papers"]
    times = [p["submitted"] for p in state["papers"]]
    assert times == sorted(times, reverse=True) and len(set(times)) == len(times)
    ids = [p["id"] for p in state["papers"]]
    assert len(set(ids)) == len(ids) and ids == sorted(ids, reverse=True)
    assert len(state["articles"]) >= 10 and state["edits"] == [] and state["history"] == []


def test_new_tab_page_then_typed_url_then_back_and_forward(device: SimDevice) -> None:
    assert nodes(device, id="search_box_text") and nodes(
        device, desc="SimPedia, the free encyclopedia"
    )
    assert nodes(device, desc="Switch or close tabs, 1 open tab")
    visit(device, "wiki.example.org/wiki/Lisbon")
    assert current_url(device) == f"{WIKI}/wiki/Lisbon"
    assert nodes(device, id="url_bar")[0].get("text") == "wiki.example.org/wiki/Lisbon"
    web = nodes(device, id="webview")[0]
    assert web.get("class") == "android.webkit.WebView"
    assert "Lisbon is the capital and largest city of Portugal" in " ".join(texts(device))
    edit = nodes(device, desc="Edit")[0]
    assert (edit.get("text"), edit.get("clickable"), edit.get("class")) == (
        "",
        "true",
        "android.view.View",
    )
    visit(device, "wiki.example.org/wiki/Chess")
    device.press("back")
    assert current_url(device) == f"{WIKI}/wiki/Lisbon"
    tap(device, desc="More options")
    tap(device, desc="Forward")
    assert current_url(device) == f"{WIKI}/wiki/Chess"
    assert [v["title"] for v in browser(device)["history"]] == [
        "Lisbon - SimPedia",
        "Chess - SimPedia",
    ]
    device.press("back")
    device.press("back")
    device.press("back")
    assert device.observe().package == "com.simdroid.launcher"


def test_unknown_sites_words_and_offline(device: SimDevice) -> None:
    visit(device, "nowhere.example.net")
    assert "This site can\u2019t be reached" in texts(device)
    assert "DNS_PROBE_FINISHED_NXDOMAIN" in texts(device)
    visit(device, "honey bee")
    assert current_url(device) == "https://search.example.org/search?q=honey+bee"
    tap(device, text="Honey bee - SimPedia")
    assert current_url(device) == f"{WIKI}/wiki/Honey_bee"
    device.phone.toggle_wifi()
    tap(device, desc="More options")
    tap(device, desc="Refresh")
    assert "No internet" in texts(device) and "ERR_INTERNET_DISCONNECTED" in texts(device)


def test_find_the_latest_paper_on_a_topic_and_download_its_pdf(device: SimDevice) -> None:
    tap(device, desc="ePrint archive")
    tap(device, id="query")
    device.input_text("mobile agents")
    device.press("enter")
    papers = [p for p in browser(device)["papers"] if "mobile" in p["abstract"].lower()]
    latest = papers[0]
    assert nodes(device, contains="results for all: mobile agents")
    tap(device, text=latest["title"])
    assert current_url(device) == f"https://papers.example.org/abs/{latest['id']}"
    assert latest["abstract"] in texts(device)
    tap(device, text="Download PDF")
    path = f"/sdcard/Download/{latest['id']}.pdf"
    assert current_url(device).endswith(f"/abs/{latest['id']}"), "a download is not a page"
    text = pypdf.PdfReader(io.BytesIO(device.read_file(path))).pages[0].extract_text()
    assert latest["title"] in text and latest["findings"][0] in text.replace("\n", " ")
    note = device.state()["notifications"][-1]
    assert (note["title"], note["text"]) == ("Download complete", f"{latest['id']}.pdf")
    tap(device, text="Download PDF")
    assert nodes(device, text="Download file again?")
    tap(device, text="Cancel")
    tap(device, text="Download PDF")
    tap(device, text="Download")
    assert f"/sdcard/Download/{latest['id']} (1).pdf" in device.state()["storage"]
    assert len(browser(device)["downloads"]) == 5


def test_a_listing_scrolls_and_its_pdf_icons_have_only_a_content_desc(device: SimDevice) -> None:
    visit(device, "papers.example.org/list/cs.AI/recent")
    oldest = [p for p in browser(device)["papers"] if p["category"] == "cs.AI"][-1]
    icon = nodes(device, contains="Download PDF: ")[0]
    assert icon.get("text") == "" and icon.get("content-desc").startswith("Download PDF: ")
    w, h = device.info.width, device.info.height
    for _ in range(8):
        if nodes(device, text=oldest["title"]):
            break
        device.swipe(w // 2, h * 2 // 3, w // 2, h // 3)
    tap(device, text=oldest["title"])
    assert current_url(device).endswith(f"/abs/{oldest['id']}")
    visit(device, "papers.example.org/nothing/here")
    assert "404: Not found" in texts(device)


def test_edit_an_article_and_publish_changes(device: SimDevice) -> None:
    visit(device, "wiki.example.org")
    tap(device, id="search")
    device.input_text("Octopus")
    device.press("enter")
    assert current_url(device) == f"{WIKI}/wiki/Octopus"
    tap(device, desc="Edit")
    assert "Editing Octopus" in texts(device)
    body = nodes(device, id="wpTextbox1")[0].get("text")
    assert body.startswith("An octopus is a soft-bodied")
    tap(device, id="wpTextbox1")
    device.input_text("", clear=True)
    device.press("back")
    tap(device, text="Publish changes")
    assert nodes(device, id="wiki_error")
    tap(device, id="wpTextbox1")
    device.input_text(body + "\n\nOctopuses can taste with their suckers.", clear=True)
    tap(device, id="wpSummary")
    device.input_text("Add a fact about suckers")
    device.press("back")
    tap(device, text="Publish changes")
    assert current_url(device) == f"{WIKI}/wiki/Octopus"
    assert "Octopuses can taste with their suckers." in texts(device)
    state = browser(device)
    article = next(a for a in state["articles"] if a["title"] == "Octopus")
    assert article["body"].endswith("suckers.")
    assert state["edits"][-1]["summary"] == "Add a fact about suckers"
    assert state["edits"][-1]["created"] is False


def test_create_a_page_and_duplicate_titles_are_refused(device: SimDevice) -> None:
    visit(device, "wiki.example.org")
    tap(device, text="Create a new page")
    tap(device, id="newTitle")
    device.input_text("Chess")
    device.press("enter")
    assert "already exists" in nodes(device, id="wiki_error")[0].get("text")
    tap(device, id="newTitle")
    device.input_text("Sintra", clear=True)
    tap(device, text="Create page")
    assert "Creating Sintra" in texts(device)
    tap(device, id="wpTextbox1")
    device.input_text("Sintra is a town near Lisbon. It is known for its palaces.")
    device.press("back")
    tap(device, text="Publish changes")
    assert current_url(device) == f"{WIKI}/wiki/Sintra"
    state = browser(device)
    assert state["articles"][-1]["title"] == "Sintra" and state["edits"][-1]["created"] is True
    visit(device, "wiki.example.org/wiki/Special:RecentChanges")
    assert "Sintra" in texts(device)
    visit(device, "wiki.example.org/wiki/Atlantis")
    assert "SimPedia does not have an article with this exact name." in texts(device)
    tap(device, text="Create this page")
    assert "Creating Atlantis" in texts(device)


def test_search_results_offer_to_create_the_page(device: SimDevice) -> None:
    visit(device, "wiki.example.org")
    tap(device, id="search")
    device.input_text("nobel prize")
    device.press("enter")
    assert "Marie Curie" in texts(device)
    assert "Create the page \u201cnobel prize\u201d on this wiki!" in texts(device)


def test_tabs_bookmarks_history_and_downloads(device: SimDevice) -> None:
    visit(device, "wiki.example.org/wiki/Jazz")
    tap(device, desc="More options")
    tap(device, desc="Bookmark")
    assert browser(device)["bookmarks"][-1]["title"] == "Jazz - SimPedia"
    tap(device, desc="More options")
    tap(device, text="New tab")
    assert nodes(device, desc="Switch or close tabs, 2 open tabs")
    visit(device, "papers.example.org", field="search_box_text")
    tap(device, desc="Switch or close tabs, 2 open tabs")
    assert [n.get("text") for n in nodes(device, id="tab_title")] == [
        "Jazz - SimPedia",
        "ePrint archive",
    ]
    tap(device, desc="Close Jazz - SimPedia tab")
    assert len(browser(device)["tabs"]) == 1
    tap(device, text="ePrint archive")
    tap(device, desc="More options")
    tap(device, text="History")
    assert [n.get("text") for n in nodes(device, id="title")] == [
        "ePrint archive",
        "Jazz - SimPedia",
    ]
    tap(device, text="Jazz - SimPedia")
    assert current_url(device) == f"{WIKI}/wiki/Jazz"
    tap(device, desc="More options")
    tap(device, text="Bookmarks")
    tap(device, desc="Delete bookmark Jazz - SimPedia")
    assert [b["title"] for b in browser(device)["bookmarks"]] == [
        "SimPedia, the free encyclopedia",
        "ePrint archive",
    ]
    device.press("back")
    tap(device, desc="More options")
    tap(device, text="Downloads")
    assert "eticket_SJ418.pdf" in texts(device)


def test_a_download_opens_in_files(device: SimDevice) -> None:
    paper = browser(device)["papers"][0]
    visit(device, f"papers.example.org/pdf/{paper['id']}")
    tap(device, desc="More options")
    tap(device, text="Downloads")
    tap(device, text=f"{paper['id']}.pdf")
    assert device.observe().activity == "com.simdroid.files.PreviewActivity"
    assert nodes(device, text=paper["title"])
    assert device.state()["files"]["opened"] == [f"/sdcard/Download/{paper['id']}.pdf"]
    device.phone.delete_file(f"/sdcard/Download/{paper['id']}.pdf")
    device.launch("Browser")
    tap(device, text=f"{paper['id']}.pdf")
    assert nodes(device, text="Can\u2019t open file")


def test_version_2_moves_the_toolbar_and_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Browser")
    assert nodes(v1, id="url_bar") and not nodes(v2, id="url_bar")
    assert nodes(v2, id="omnibox_text") and nodes(v2, id="bottom_toolbar")
    assert nodes(v2, id="search_box_text")[0].get("text") == "Search or type URL"
    visit(v2, "wiki.example.org/wiki/Coffee", field="omnibox_text")
    tap(v2, desc="Edit")
    assert nodes(v2, text="Save page") and not nodes(v2, text="Publish changes")
    tap(v2, id="wpTextbox1")
    v2.input_text("Coffee is a drink.", clear=True)
    v2.press("back")
    tap(v2, text="Save page")
    coffee = next(a for a in browser(v2)["articles"] if a["title"] == "Coffee")
    assert coffee["body"] == "Coffee is a drink."
    tap(v2, desc="Back")
    assert current_url(v2).endswith("action=edit")
    tap(v2, desc="Reload")
    tap(v2, desc="More options")
    assert not nodes(v2, desc="Forward", id="forward_menu_id")


def test_a_shared_link_opens_in_a_new_tab(device: SimDevice) -> None:
    device.press("home")
    device.phone.share("Read this: https://wiki.example.org/wiki/Jazz tonight", "Jazz")
    tap(device, desc="Browser")
    assert device.observe().package == "com.simdroid.browser"
    assert len(browser(device)["tabs"]) == 2 and current_url(device) == f"{WIKI}/wiki/Jazz"
    device.phone.share("octopus facts")
    tap(device, desc="Browser")
    assert current_url(device) == "https://search.example.org/search?q=octopus+facts"
    assert "Octopus - SimPedia" in texts(device)
