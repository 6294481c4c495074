"""Tools in the studio: list, source, test on SimDroid, edit (refused or re-admitted through the
same path as ``tools edit``), history diffs, retire and restore."""

from __future__ import annotations

import base64
import html
import re

from tools_store.store import ToolStore

BROKEN = (
    'import os\n\ndef post_chirp(dev, message: str):\n    while True:\n        dev.tap(text="x")\n'
)


def stored(studio, name="post_chirp"):
    return ToolStore.for_device(studio.sim_fingerprint).require(name)


def textarea(page: str) -> str:
    return html.unescape(re.search(r"<textarea[^>]*>(.*?)</textarea>", page, re.S).group(1))


def test_the_list_and_a_tool_page_show_status_version_and_highlighted_source(client):
    listing = client.get("/tools").text
    assert "post_chirp(message: str)" in listing and "verified" in listing
    page = client.get("/tools/post_chirp").text
    assert 'id="tool-version">v1' in page
    assert '<span class="k">def</span>' in page, "pygments highlighted the source"


def test_a_test_runs_on_simdroid_with_the_arguments_and_shows_both_screens(client, studio):
    response = client.post("/tools/post_chirp/test", data={"message": "From the studio"})
    assert response.status_code == 200
    outcome = html.unescape(re.search(r'id="test-outcome">([^<]*)', response.text).group(1))
    assert "message='From the studio'" in outcome and "failed" not in outcome
    before, after = re.findall(r'src="data:image/png;base64,([^"]+)"', response.text)
    assert base64.b64decode(before)[:4] == b"\x89PNG" and before != after
    assert stored(studio).stats.uses == 0, "a test never counts"


def test_a_test_with_a_bad_argument_says_why_in_place(client, studio, data):
    tool = stored(studio).model_copy(update={"name": "count_to"})
    params = [p.model_copy(update={"name": "n", "type": "int"}) for p in tool.params]
    ToolStore.for_device(studio.sim_fingerprint).put(tool.model_copy(update={"params": params}))
    response = client.post("/tools/count_to/test", data={"n": "seven"})
    assert response.status_code == 200
    outcome = html.unescape(re.search(r'id="test-outcome">([^<]*)', response.text).group(1))
    assert outcome == "--arg n='seven': n is a int"


def test_an_invalid_edit_shows_every_problem_inline_and_changes_nothing(client, studio):
    before = stored(studio)
    response = client.post("/tools/post_chirp/edit", data={"source": BROKEN})
    assert response.status_code == 422
    problems = [html.unescape(p) for p in re.findall(r'<li class="error">([^<]*)', response.text)]
    assert any(p.startswith("line 1: imports") for p in problems)
    assert any(p.startswith("line 4: `while`") for p in problems)
    assert textarea(response.text) == BROKEN, "the edit is kept in the editor"
    assert stored(studio) == before


def test_a_renaming_edit_is_refused(client, studio):
    source = stored(studio).source.replace("def post_chirp", "def post_it")
    response = client.post("/tools/post_chirp/edit", data={"source": source})
    assert response.status_code == 422
    assert "renames the function" in response.text
    assert stored(studio).version == 1


def test_a_valid_edit_is_admitted_as_a_new_version_with_a_diff(client, studio):
    source = textarea(client.get("/tools/post_chirp/edit").text)
    edited = source.replace('"""Post a chirp', '"""Post one chirp', 1)
    assert edited != source
    response = client.post("/tools/post_chirp/edit", data={"source": edited})
    assert 'id="tool-version">v2' in response.text
    tool = stored(studio)
    assert (tool.version, tool.status, tool.source) == (2, "verified", edited)
    assert tool.versions[-1].reason == "edited by hand"
    diff = client.get("/tools/post_chirp/history?a=1&b=2").text
    assert "Post one chirp" in diff and "v1" in diff and "v2" in diff
    assert client.get("/tools/post_chirp/history?a=1&b=9").status_code == 400


def test_retire_then_restore_readmits_the_tool(client, studio):
    client.post("/tools/post_chirp/retire")
    assert stored(studio).status == "retired"
    assert 'id="restore"' in client.get("/tools/post_chirp").text
    client.post("/tools/post_chirp/restore")
    assert stored(studio).status == "verified"


def test_an_unknown_tool_is_a_404_with_close_names(client):
    response = client.get("/tools/post_chrip")
    assert response.status_code == 404
    assert "did you mean post_chirp" in response.text
