"""The CLI's exit codes: 0 success, 1 task failed, 2 usage or input, 3 device, 4 model."""

from __future__ import annotations

import socket

import pytest

from mobilexperts.cli import main


def exit_code(*argv: str) -> int:
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    return info.value.code or 0


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_success_is_0(capsys):
    assert exit_code("run", "--single", "--task", "mail_send_email", "--no-learn") == 0
    assert "success" in capsys.readouterr().out


def test_a_run_that_does_not_finish_its_task_is_1(capsys):
    assert exit_code("run", "--single", "Turn on the dark theme", "--max-steps", "1") == 1
    assert "step budget of 1 used up" in capsys.readouterr().out


def test_a_team_run_is_0_on_success_and_1_on_failure(capsys):
    assert exit_code("run", "--task", "mail_send_email", "--no-learn") == 0
    assert exit_code("run", "--task", "cross_chirp_report", "--no-learn") == 1
    assert "failure (judged by the checker)" in capsys.readouterr().out


def test_usage_and_input_errors_are_2(capsys, tmp_path):
    assert exit_code("no-such-command") == 2
    assert exit_code("run") == 2
    assert "say what to do" in capsys.readouterr().err
    assert exit_code("run", "--single", "--task", str(tmp_path)) == 2
    assert "is a folder, not a task file" in capsys.readouterr().err


def test_a_device_error_is_3(capsys, monkeypatch):
    monkeypatch.setenv("ANDROID_ADB_SERVER_PORT", str(closed_port()))
    assert exit_code("run", "--single", "hello", "--device", "emulator-5554") == 3
    assert "no adb server answers" in capsys.readouterr().err


def test_a_model_error_is_4(capsys):
    url = f"http://127.0.0.1:{closed_port()}/v1"
    assert exit_code("run", "--single", "hello", "--base-url", url, "--model", "m") == 4
    err = capsys.readouterr().err
    assert err.startswith("error: nothing listening at ") and "Traceback" not in err


def test_help_documents_the_exit_codes(capsys):
    assert exit_code("--help") == 0
    assert "3 a device error; 4 a model error" in " ".join(capsys.readouterr().out.split())


def test_version(capsys):
    assert exit_code("--version") == 0
    assert capsys.readouterr().out.startswith("mobilexperts 0.")
