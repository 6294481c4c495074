"""``mobilexperts studio`` and ``mobilexperts mcp`` from the command line."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from mobilexperts.cli import main


def test_both_commands_are_listed(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    listing = capsys.readouterr().out
    assert "studio" in listing and "mcp" in listing


def test_a_taken_port_is_one_line_and_a_remote_host_is_warned_about(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SystemExit) as exit_info:
            main(["studio", "--port", str(port)])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith(f"error: cannot listen on 127.0.0.1:{port}") and err.count("\n") == 1
        with pytest.raises(SystemExit):
            main(["studio", "--host", "0.0.0.0", "--port", str(port)])
        err = capsys.readouterr().err
        assert "warning: listening on 0.0.0.0" in err and "cannot listen" in err


def test_the_studio_process_prints_its_url_and_wants_the_token(isolated_data_dir):
    process = subprocess.Popen(
        [sys.executable, "-m", "mobilexperts.cli", "studio"],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "MOBILEXPERTS_DATA_DIR": str(isolated_data_dir)},
    )
    try:
        line = process.stdout.readline()
        url, token = re.fullmatch(
            r"mobilexperts studio: (http://127\.0\.0\.1:\d+)/\?token=(\S+)\n", line
        ).groups()
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{url}/runs", timeout=10)
        assert refused.value.code == 403
        request = urllib.request.Request(
            f"{url}/runs", headers={"Authorization": f"Bearer {token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            assert response.status == 200 and "no runs" not in response.read().decode()
    finally:
        process.terminate()
        process.wait(10)
