"""The studio's tests share one data dir made once: a team run of the ``chirp_post`` suite task
(which learns and admits the ``post_chirp`` tool), copied into each test's own data dir."""

from __future__ import annotations

import contextlib
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn
from starlette.testclient import TestClient

from mobilexperts.cli import main
from studio.app import Studio, create_app

TOKEN = "test-token-0123456789"


@pytest.fixture(scope="session")
def seeded_data(tmp_path_factory) -> Path:
    data = tmp_path_factory.mktemp("studio-seed") / "data"
    before = os.environ.get("MOBILEXPERTS_DATA_DIR")
    os.environ["MOBILEXPERTS_DATA_DIR"] = str(data)
    try:
        with contextlib.suppress(SystemExit):
            main(["run", "--task", "chirp_post"])
    finally:
        if before is None:
            os.environ.pop("MOBILEXPERTS_DATA_DIR")
        else:
            os.environ["MOBILEXPERTS_DATA_DIR"] = before
    return data


@pytest.fixture
def data(seeded_data: Path, isolated_data_dir: Path) -> Path:
    shutil.copytree(seeded_data, isolated_data_dir, dirs_exist_ok=True)
    return isolated_data_dir


@pytest.fixture
def studio(data: Path) -> Iterator[Studio]:
    studio = Studio(token=TOKEN)
    yield studio
    studio.close()


@pytest.fixture
def client(studio: Studio) -> TestClient:
    """A client that opened the printed URL once, so it carries the token's cookie."""
    client = TestClient(create_app(studio))
    assert client.get(f"/runs?token={TOKEN}").status_code == 200
    return client


@contextlib.contextmanager
def serving(app) -> Iterator[str]:
    """``app`` served by uvicorn on a free loopback port in a thread; its base URL."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the test server did not start")
        thread.join(0.05)
    try:
        yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
