"""The studio's tests share one data dir made once: a team run of the ``chirp_post`` suite task
(which learns and admits the ``post_chirp`` tool), copied into each test's own data dir."""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

import pytest
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
def studio(data: Path) -> Studio:
    return Studio(token=TOKEN)


@pytest.fixture
def client(studio: Studio) -> TestClient:
    """A client that opened the printed URL once, so it carries the token's cookie."""
    client = TestClient(create_app(studio))
    assert client.get(f"/runs?token={TOKEN}").status_code == 200
    return client
