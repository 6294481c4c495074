"""Files a user names are read only when they are regular files of a sane size: a FIFO, a
device or a folder is refused at once with one line, never read until memory runs out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from evals.tasks import load_task
from mobilexperts.cli import app
from mobilexperts.errors import MobilexpertsError, TaskSpecError
from mobilexperts.files import read_user_file
from tools_store.errors import ToolStoreError
from tools_store.store import read_export

runner = CliRunner()


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "screen.fifo"
    os.mkfifo(path)
    return path


def _hostile_inputs(fifo: Path, tmp_path: Path) -> list[Path]:
    return [fifo, Path("/dev/zero"), tmp_path]


def test_perceive_refuses_a_fifo_a_device_and_a_folder(fifo, tmp_path):
    for path in _hostile_inputs(fifo, tmp_path):
        result = runner.invoke(app, ["perceive", str(path)])
        assert isinstance(result.exception, MobilexpertsError), path
        assert "not a regular file" in str(result.exception)


def test_tools_add_refuses_a_fifo_and_a_device(fifo, tmp_path):
    for path in _hostile_inputs(fifo, tmp_path):
        result = runner.invoke(app, ["tools", "add", str(path), "--app", "Settings"])
        assert isinstance(result.exception, ToolStoreError), path
        assert "not a regular file" in str(result.exception)


def test_imports_and_task_files_refuse_them_too(fifo, tmp_path):
    for path in _hostile_inputs(fifo, tmp_path):
        with pytest.raises(ToolStoreError, match="not a regular file"):
            read_export(path)
        with pytest.raises(TaskSpecError, match="not a regular file"):
            load_task(path)


def test_a_file_over_its_size_cap_is_refused(tmp_path):
    big = tmp_path / "big.xml"
    big.write_bytes(b"<" * 2048)
    with pytest.raises(MobilexpertsError, match="larger than 1024 bytes"):
        read_user_file(big, "dump", max_bytes=1024, error=MobilexpertsError)
    assert read_user_file(big, "dump", max_bytes=2048, error=MobilexpertsError) == b"<" * 2048
