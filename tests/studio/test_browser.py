"""The studio in a real headless browser (Debian's chromium through Selenium): open a finished
team run, watch a live run advance step by step, edit a tool with an invalid body (the problems
show, nothing changes) then a valid one (a new version is admitted), tap SimDroid's screen.

Screenshots go to ``$STUDIO_SCREENSHOTS_DIR`` when set (else the test's tmp dir)."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from mobilexperts.api import Agent, StepEvent
from mobilexperts.runs.recorder import new_run_dir
from studio.app import Studio, create_app
from tools_store.store import ToolStore

from .conftest import TOKEN, serving

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = [
    pytest.mark.skipif(
        not (CHROMIUM and DRIVER),
        reason="needs Debian's chromium and chromium-driver "
        "(apt-get install chromium chromium-driver)",
    ),
    # The tests share one browser: they run on one worker so it starts once.
    pytest.mark.xdist_group("studio_browser"),
]
WAIT_S = 20


@pytest.fixture
def served(studio: Studio) -> Iterator[str]:
    with serving(create_app(studio)) as url:
        yield url


@pytest.fixture(scope="module")
def chrome():
    """One headless chromium for the module's tests (starting one takes seconds)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    options.add_argument("--window-size=1280,1000")
    driver = webdriver.Chrome(options=options, service=Service(DRIVER))
    yield driver
    driver.quit()


@pytest.fixture
def browser(chrome, served: str):
    """The browser on this test's studio; the test's cookies are gone afterwards (each studio
    is served on its own port, so nothing else of a page carries over)."""
    chrome.get(f"{served}/runs?token={TOKEN}")
    yield chrome
    chrome.delete_all_cookies()
    chrome.get("about:blank")


@pytest.fixture
def shots(tmp_path: Path):
    folder = Path(os.environ.get("STUDIO_SCREENSHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)

    def take(driver, name: str) -> None:
        driver.save_screenshot(str(folder / f"{name}.png"))

    return take


def wait_for(driver, condition, message: str):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, WAIT_S).until(lambda d: condition(d), message)


def text_of(driver, css: str) -> str:
    """The text of the first element matching ``css`` ("" when none), read in one script so a
    live update replacing the element cannot make it stale."""
    script = "const e = document.querySelector(arguments[0]); return e ? e.innerText : ''"
    return driver.execute_script(script, css)


def test_a_finished_team_run_opens_with_its_dag_and_steps(browser, served, shots):
    from selenium.webdriver.common.by import By

    assert "refused" not in browser.page_source and "Runs" in browser.title + browser.page_source
    browser.find_element(By.CSS_SELECTOR, "#runs td a").click()
    wait_for(browser, lambda d: text_of(d, "#run-status") == "success", "the run page opened")
    assert browser.find_elements(By.CSS_SELECTOR, "svg.dag g.node.done")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#steps li")) >= 3
    image = browser.find_element(By.CSS_SELECTOR, "#current-screen img")
    assert browser.execute_script("return arguments[0].naturalWidth", image) > 0
    shots(browser, "run-team-finished")


def test_a_live_run_advances_in_the_open_page(browser, served, shots, data):
    from selenium.webdriver.common.by import By

    run_dir = new_run_dir(data / "runs", "live")
    step_seen = threading.Event()
    release = threading.Event()
    free = threading.Event()

    def gate(event: StepEvent) -> None:
        step_seen.set()
        if not free.is_set():
            release.wait(WAIT_S)
            release.clear()

    def work() -> None:
        with Agent(on_event=gate) as agent:
            agent.run("Turn on the dark theme", run_dir=run_dir)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    assert step_seen.wait(WAIT_S)
    browser.get(f"{served}/runs/{run_dir.name}")
    wait_for(browser, lambda d: text_of(d, "#step-count") == "1", "step 1 is shown")
    assert text_of(browser, "#run-status") == "running"
    shots(browser, "run-live-step-1")
    release.set()
    wait_for(browser, lambda d: text_of(d, "#step-count") == "2", "step 2 arrived live")
    assert len(browser.find_elements(By.CSS_SELECTOR, "#steps li")) == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#current-screen .target"), "tap outlined"
    shots(browser, "run-live-step-2")
    free.set()
    release.set()
    worker.join(WAIT_S * 3)
    wait_for(browser, lambda d: text_of(d, "#run-status") != "running", "the run ended live")
    assert int(text_of(browser, "#step-count")) > 2
    shots(browser, "run-live-finished")


def set_source(browser, source: str) -> None:
    from selenium.webdriver.common.by import By

    area = browser.find_element(By.ID, "source-input")
    browser.execute_script("arguments[0].value = arguments[1]", area, source)
    browser.find_element(By.ID, "save").click()


def test_editing_a_tool_refuses_an_invalid_body_then_admits_a_valid_one(
    browser, served, shots, studio
):
    store = ToolStore.for_device(studio.sim_fingerprint)
    original = store.require("post_chirp")
    browser.get(f"{served}/tools/post_chirp/edit")
    set_source(
        browser, "import os\ndef post_chirp(dev, message: str):\n    while True:\n        pass\n"
    )
    wait_for(browser, lambda d: text_of(d, "#problems"), "the lint problems show")
    problems = text_of(browser, "#problems")
    assert "line 1: imports are not allowed" in problems and "line 3: `while`" in problems
    shots(browser, "tool-edit-invalid")
    assert store.require("post_chirp") == original
    set_source(browser, original.source.replace('"""Post a chirp', '"""Post one chirp', 1))
    wait_for(browser, lambda d: text_of(d, "#tool-version") == "v2", "the new version shows")
    assert text_of(browser, "#tool-status") == "verified"
    assert "Post one chirp" in text_of(browser, "#source")
    shots(browser, "tool-edited-v2")
    assert store.require("post_chirp").version == 2


def test_tapping_simdroid_in_the_browser_opens_an_app(browser, served, shots, studio):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    from mobilexperts.perception import perceive_observation

    browser.get(f"{served}/devices")
    image = browser.find_element(By.ID, "sim-screen")
    browser.execute_script("arguments[0].scrollIntoView()", image)
    left, top, width = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width]", image
    )
    screen = perceive_observation(studio.sim.observe())
    x, y = screen.find(text="Chirp").bounds.center
    scale = width / screen.width
    actions = ActionChains(browser)
    actions.w3c_actions.pointer_action.move_to_location(int(left + x * scale), int(top + y * scale))
    actions.w3c_actions.pointer_action.click()
    actions.perform()
    wait_for(browser, lambda d: "com.simdroid.chirp" in text_of(d, "#sim-panel"), "Chirp opened")
    assert studio.sim.observe().package == "com.simdroid.chirp"
    shots(browser, "device-tapped")


def test_testing_a_tool_in_the_browser_shows_before_and_after(browser, served, shots):
    from selenium.webdriver.common.by import By

    browser.get(f"{served}/tools/post_chirp")
    field = browser.find_element(By.CSS_SELECTOR, "#test-form input[name=message]")
    field.clear()
    field.send_keys("Tested in the browser")
    browser.find_element(By.CSS_SELECTOR, "#test-form button").click()
    wait_for(browser, lambda d: text_of(d, "#test-outcome"), "the test's outcome shows (htmx)")
    assert "message='Tested in the browser'" in text_of(browser, "#test-outcome")
    images = browser.find_elements(By.CSS_SELECTOR, "#test-result img")
    assert [i.get_attribute("alt") for i in images] == ["before", "after"]
    assert all(browser.execute_script("return arguments[0].naturalWidth", i) for i in images)
    browser.execute_script("arguments[0].scrollIntoView()", images[0])
    shots(browser, "tool-tested")
