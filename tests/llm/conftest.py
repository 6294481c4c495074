"""Model-layer test fixtures: a clean environment, settings for the local server, screenshots."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image

from mobilexperts.config import ModelSettings
from mobilexperts.llm.types import ImagePart


@pytest.fixture
def fast_settings() -> Callable[..., ModelSettings]:
    """Settings for the local server: tiny backoff and timeouts so failures are quick."""

    def make(base_url: str, **changes) -> ModelSettings:
        values = {
            "base_url": base_url,
            "model": "fake-model",
            "timeout_s": 5.0,
            "max_retries": 2,
            "output_retries": 2,
            "backoff_base_s": 0.001,
            "backoff_max_s": 0.05,
        }
        return ModelSettings(**(values | changes))

    return make


@pytest.fixture
def screenshot() -> Callable[..., ImagePart]:
    """A solid-colour PNG screenshot of a given screen size."""

    def make(width: int = 1080, height: int = 2400, colour=(40, 120, 200)) -> ImagePart:
        buffer = io.BytesIO()
        Image.new("RGB", (width, height), colour).save(buffer, format="PNG")
        return ImagePart(png=buffer.getvalue(), screen_width=width, screen_height=height)

    return make
