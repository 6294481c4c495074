"""The studio refuses requests without its token and any parameter that leads outside."""

from __future__ import annotations

import http.client

import pytest
from starlette.testclient import TestClient

from studio.app import create_app
from studio.security import StudioPathError, child_path

from .conftest import TOKEN, serving

PAGES = ["/runs", "/tools", "/experts", "/devices", "/tools/post_chirp", "/static/studio.js"]


@pytest.mark.parametrize("path", PAGES)
def test_a_request_without_the_token_is_refused(studio, path):
    bare = TestClient(create_app(studio))
    assert bare.get(path).status_code == 403
    assert bare.get(path, headers={"Authorization": "Bearer wrong"}).status_code == 403
    bare.cookies.set("mobilexperts_studio", "wrong")
    assert bare.get(path).status_code == 403


def test_a_change_without_the_token_is_refused_and_changes_nothing(studio, client):
    bare = TestClient(create_app(studio))
    assert bare.post("/tools/post_chirp/retire").status_code == 403
    assert "verified" in client.get("/tools/post_chirp").text


def test_the_printed_url_sets_a_strict_cookie_and_drops_the_token(studio):
    fresh = TestClient(create_app(studio))
    response = fresh.get(f"/tools?token={TOKEN}&device=x1", follow_redirects=False)
    assert response.status_code == 303
    assert response.headers["location"] == "/tools?device=x1"
    cookie = response.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie
    assert fresh.get("/tools").status_code == 200
    assert (
        TestClient(create_app(studio))
        .get("/tools", headers={"Authorization": f"Bearer {TOKEN}"})
        .status_code
        == 200
    )


@pytest.mark.parametrize(
    "path",
    [
        "/runs/..%2F..%2Fdevices",
        "/runs/last/shots/..%2F..%2Fsummary.json",
        "/runs/x/shots/a.png?node=../../..",
        "/tools?device=../../etc",
        "/tools/..%5C..%5Cetc",
        "/experts?device=..",
        "/static/..%2F..%2Fstudio%2Fapp.py",
    ],
)
def test_a_traversal_in_any_parameter_is_refused(client, path):
    response = client.get(path)
    assert response.status_code == 400
    assert "refused" in response.text


def test_names_that_are_not_plain_are_refused_by_the_views(client, data):
    (data / "secret.png").write_bytes(b"not for you")
    run_id = client.get("/runs").text.split('href="/runs/')[1].split('"')[0]
    assert client.get(f"/runs/{run_id}/shots/.hidden.png").status_code == 404
    assert client.get("/runs/.%2e/shots/secret.png").status_code == 400
    assert client.get(f"/runs/{run_id}/shots/summary.json").status_code == 404
    assert client.get("/tools/~root").status_code == 404
    assert client.post("/runs", data={"task": "../tasks/x"}).status_code == 404


def test_child_path_refuses_a_symlink_out(tmp_path):
    inside = tmp_path / "runs"
    inside.mkdir()
    (inside / "link").symlink_to(tmp_path)
    with pytest.raises(StudioPathError):
        child_path(inside, "link")
    assert child_path(inside, "a b.png") == inside / "a b.png"


def test_an_encoded_traversal_sent_raw_over_http_is_refused(studio):
    """Through a real server and a raw request line, so no client normalizes the path."""
    with serving(create_app(studio)) as url:
        port = int(url.rpartition(":")[2])
        for raw in ("/runs/../../etc/passwd", "/runs/%2e%2e/%2e%2e/etc"):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", raw, headers={"Authorization": f"Bearer {TOKEN}"})
            assert conn.getresponse().status == 400
            conn.close()
