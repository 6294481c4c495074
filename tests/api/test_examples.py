"""CI runs every script in examples/ as a user would: a plain script, no ``__main__`` guard."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXPECTED = {
    "quickstart.py": "success: True",
    "learn_and_reuse.py": "tools used ['post_chirp']",
    "async_events.py": "done: True",
}


def test_every_example_is_checked():
    assert sorted(p.name for p in EXAMPLES.glob("*.py")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs(name, tmp_path, isolated_data_dir):
    source = (EXAMPLES / name).read_text()
    assert "__main__" not in source
    env = {**os.environ, "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir)}
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / name)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert EXPECTED[name] in done.stdout, done.stdout
