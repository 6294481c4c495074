"""The doctor's endpoint checks against the local server."""

from __future__ import annotations

import socket

from pydantic import SecretStr

from mobilexperts.config import Settings
from mobilexperts.llm.doctor import check_model_endpoint
from mobilexperts.llm.testing import FakeOpenAIServer, Reply


def settings_for(base_url, **llm):
    return Settings(llm={"base_url": base_url, "model": "fake-model", "timeout_s": 2} | llm)


def by_name(checks):
    return {check.name: check for check in checks}


def test_offline_policy_needs_no_endpoint():
    [check] = check_model_endpoint(Settings())
    assert check.ok
    assert "offline policy" in check.detail


def test_healthy_endpoint_passes_every_check():
    with FakeOpenAIServer([Reply("ok"), Reply('{"ok": true}')]) as server:
        checks = by_name(check_model_endpoint(settings_for(server.base_url)))
    assert list(checks) == ["model endpoint", "model", "images", "json schema"]
    assert all(check.ok for check in checks.values())
    image_request, schema_request = server.requests
    assert image_request["messages"][0]["content"][1]["type"] == "image_url"
    assert schema_request["response_format"]["type"] == "json_schema"


def test_endpoint_rejecting_images_and_schema_is_reported():
    script = [Reply('{"ok": true}')]
    with FakeOpenAIServer(script, accepts_images=False, accepts_json_schema=False) as server:
        checks = by_name(check_model_endpoint(settings_for(server.base_url)))
    assert checks["model endpoint"].ok and checks["model"].ok
    assert not checks["images"].ok
    assert "rejected a screenshot" in checks["images"].detail
    assert "vision model" in checks["images"].fix
    assert not checks["json schema"].ok
    assert "asks for JSON in the prompt instead" in checks["json schema"].detail
    assert "structured output" in checks["json schema"].fix


def test_model_not_served_is_reported():
    with FakeOpenAIServer([Reply("ok"), Reply('{"ok": true}')], models=["llava:latest"]) as server:
        served_with_tag = by_name(
            check_model_endpoint(settings_for(server.base_url, model="llava"))
        )
        other = by_name(check_model_endpoint(settings_for(server.base_url, model="gpt-x")))
    assert served_with_tag["model"].ok
    assert not other["model"].ok
    assert "not served: gpt-x (served: llava:latest)" in other["model"].detail


def test_unreachable_endpoint_stops_after_the_first_check():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    [check] = check_model_endpoint(settings_for(f"http://127.0.0.1:{port}/v1"))
    assert not check.ok
    assert "cannot reach" in check.detail and "start the server" in check.fix


def test_missing_key_and_refused_key_are_reported_without_the_key():
    [missing] = check_model_endpoint(settings_for("https://models.example.com/v1"))
    assert not missing.ok and "no API key" in missing.detail
    with FakeOpenAIServer(api_key="right-key") as server:
        settings = settings_for(server.base_url, api_key=SecretStr("wrong-key-123"))
        [refused] = check_model_endpoint(settings)
    assert not refused.ok
    assert "refused the API key" in refused.detail
    assert "wrong-key-123" not in refused.detail
