"""Runs in the studio: the list and its filters, a team run's page (DAG, pool, steps,
screenshots), a run started from the studio and its live updates over server-sent events."""

from __future__ import annotations

import re

import pytest

from studio.runs_data import read_run
from studio.runs_views import POLL_S


def run_ids(html: str) -> list[str]:
    return re.findall(r'<td><a href="/runs/([^"]+)">', html)


def sse_events(client, url: str):
    """(event, data) pairs of a server-sent event stream, data lines joined."""
    with client.stream("GET", url) as stream:
        event, lines = "", []
        for line in stream.iter_lines():
            if line.startswith("event: "):
                event = line[7:]
            elif line.startswith("data: "):
                lines.append(line[6:])
            elif not line and lines:
                yield event, "\n".join(lines)
                event, lines = "", []


def test_the_list_shows_runs_and_filters_them(client):
    page = client.get("/runs").text
    [team_run] = run_ids(page)
    assert "success" in page and "team" in page
    assert run_ids(client.get("/runs?status=failure").text) == []
    assert run_ids(client.get("/runs?status=success&q=CHIRP").text) == [team_run]
    assert run_ids(client.get("/runs?q=alarm").text) == []


def test_a_team_run_shows_its_dag_pool_steps_and_screenshots(client, data):
    run_id = run_ids(client.get("/runs").text)[0]
    page = client.get(f"/runs/{run_id}").text
    assert 'data-node="n1"' in page and "node done" in page
    assert "Chirp expert" in page
    assert re.search(r"<li><strong>n1</strong>:", page), "the pool's commit is listed"
    shots = re.findall(r'<img src="(/runs/[^"]+)"', page)
    assert shots, "the current screenshot is shown"
    image = client.get(shots[0].replace("&amp;", "&"))
    assert image.headers["content-type"] == "image/png" and image.content[:4] == b"\x89PNG"
    assert "data-events" not in page, "a finished run is not watched"
    view = read_run(data / "runs", run_id)
    tap = next(s for s in view.steps if s.kind == "tap")
    left, top, width, height = tap.box
    assert 0 <= left < 100 and 0 <= top < 100 and 0 < width <= 100 and 0 < height <= 100


@pytest.mark.parametrize("single", ["", "on"])
def test_a_run_started_in_the_studio_is_streamed_until_it_ends(client, data, single):
    form = {"instruction": "Turn on the dark theme", "single": single}
    response = client.post("/runs", data=form, follow_redirects=False)
    assert response.status_code == 303
    run_id = response.headers["location"].removeprefix("/runs/")
    updates, end = [], None
    for event, html in sse_events(client, f"/runs/{run_id}/events"):
        if event == "end":
            end = html
            break
        updates.append(int(re.search(r'id="step-count">(\d+)', html).group(1)))
    final = read_run(data / "runs", run_id)
    assert (final.kind, end) == ("single" if single else "team", final.status)
    assert final.status == "success"
    assert updates and updates[-1] == len(final.steps) > 0
    assert updates == sorted(updates)
    assert POLL_S < 1


def test_an_unknown_run_is_a_404_page_not_a_traceback(client):
    response = client.get("/runs/20990101-000000-nothing")
    assert response.status_code == 404
    assert "no run" in response.text


def test_starting_a_run_without_an_instruction_is_refused(client, data):
    response = client.post("/runs", data={"instruction": " ", "task": ""})
    assert response.status_code == 400
    assert "say what to do" in response.text
    assert len(run_ids(client.get("/runs").text)) == 1


def test_a_run_that_cannot_start_ends_its_stream_and_says_why(client):
    response = client.post("/runs", data={"task": "no_such_task"}, follow_redirects=False)
    run_id = response.headers["location"].removeprefix("/runs/")
    events = list(sse_events(client, f"/runs/{run_id}/events"))
    assert events[-1] == ("end", "error")
    page = client.get(f"/runs/{run_id}").text
    assert 'id="run-status">error' in page and "no_such_task" in page


def test_a_damaged_run_is_listed_as_unreadable_and_its_page_says_why(client, data):
    team_run = run_ids(client.get("/runs").text)[0]
    (data / "runs" / team_run / "team.json").write_text("{not json", encoding="utf-8")
    listing = client.get("/runs").text
    assert 'class="status unreadable"' in listing
    page = client.get(f"/runs/{team_run}")
    assert page.status_code == 400 and "unreadable" in page.text
