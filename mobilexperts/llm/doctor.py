"""``mobilexperts doctor`` checks of the model endpoint: reachable, model served, images, schema."""

from __future__ import annotations

import io

import openai
from PIL import Image
from pydantic import BaseModel

from mobilexperts.config import ModelSettings, Settings
from mobilexperts.errors import ConfigError
from mobilexperts.llm.images import data_url
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.structured import OutputInvalid, json_schema_response_format, parse_output
from mobilexperts.llm.transport import make_client, server_message
from mobilexperts.llm.types import ImagePart

PROBE_SIDE = 32
VISION_MODEL_FIX = (
    "use a vision model (gpt-4o, Qwen2.5-VL, llava) for the decide and reflect roles: set "
    "llm.model or llm.role_models"
)


class EndpointCheck(BaseModel):
    """One finding: ``detail`` says what was found, ``fix`` what to do when it is not OK."""

    name: str
    ok: bool
    detail: str
    fix: str = ""


class ProbeAnswer(BaseModel):
    ok: bool
    colour: str | None = None


class ProbeImage(BaseModel):
    width: int
    height: int


class ProbeContext(BaseModel):
    """The context of the doctor's probe prompt: who asks, and the probe image if one is sent."""

    product: str
    image: ProbeImage | None = None


def check_model_endpoint(settings: Settings) -> list[EndpointCheck]:
    """Check the configured endpoint; the offline policy needs no checks."""
    llm = settings.llm
    if not llm.base_url:
        return [
            EndpointCheck(
                name="model endpoint",
                ok=True,
                detail="none configured: the offline policy answers (set llm.base_url to use a "
                "model)",
            )
        ]
    if not llm.model:
        return [_fail("model endpoint", "no model name", "set llm.model (MOBILEXPERTS_LLM__MODEL)")]
    try:
        client = make_client(llm)
    except ConfigError as exc:
        return [_fail("model endpoint", str(exc), "set llm.api_key")]
    with client:
        reachable = _check_reachable(client, llm)
        if not reachable[0].ok:
            return reachable
        return [*reachable, _check_images(client, llm), _check_json_schema(client, llm)]


def _check_reachable(client: openai.OpenAI, llm: ModelSettings) -> list[EndpointCheck]:
    name = "model endpoint"
    try:
        served = [model.id for model in client.models.list()]
    except openai.NotFoundError:
        return [EndpointCheck(name=name, ok=True, detail=f"{llm.base_url} answers")]
    except openai.AuthenticationError as exc:
        detail = f"{llm.base_url} refused the API key ({server_message(exc, llm)})"
        return [_fail(name, detail, "check llm.api_key")]
    except openai.APIConnectionError as exc:
        detail = f"cannot reach {llm.base_url} ({exc.message})"
        return [_fail(name, detail, "start the server, or fix llm.base_url")]
    except openai.APIError as exc:
        detail = f"{llm.base_url} failed: {server_message(exc, llm)}"
        return [_fail(name, detail, "check the server's logs")]
    found = EndpointCheck(name=name, ok=True, detail=f"{llm.base_url} answers")
    wanted = sorted({name for name in (llm.model, *llm.role_models.values()) if name})
    missing = [name for name in wanted if name not in served and f"{name}:latest" not in served]
    if not missing:
        return [found, EndpointCheck(name="model", ok=True, detail=", ".join(wanted))]
    listed = ", ".join(served[:10]) or "none"
    detail = f"not served: {', '.join(missing)} (served: {listed})"
    return [found, _fail("model", detail, "set llm.model to a served model, or load it")]


def _check_images(client: openai.OpenAI, llm: ModelSettings) -> EndpointCheck:
    image = _probe_image()
    text = render_prompt(
        "mobilexperts.llm",
        "doctor_probe",
        ProbeContext(product="mobilexperts", image=ProbeImage(width=PROBE_SIDE, height=PROBE_SIDE)),
    )
    content = [
        {"type": "text", "text": text},
        {"type": "image_url", "image_url": {"url": data_url(image, 1.0)}},
    ]
    model = llm.model_for("decide") or ""
    try:
        client.chat.completions.create(
            model=model, messages=[{"role": "user", "content": content}], timeout=llm.timeout_s
        )
    except openai.APIError as exc:
        detail = f"{model} rejected a screenshot ({server_message(exc, llm)})"
        return _fail("images", detail, VISION_MODEL_FIX)
    return EndpointCheck(name="images", ok=True, detail=f"{model} accepts screenshots")


def _check_json_schema(client: openai.OpenAI, llm: ModelSettings) -> EndpointCheck:
    text = render_prompt("mobilexperts.llm", "doctor_probe", ProbeContext(product="mobilexperts"))
    model = llm.model or ""
    try:
        completion = client.chat.completions.create(
            model=model,
            messages=[{"role": "user", "content": text}],
            response_format=json_schema_response_format(ProbeAnswer),
            timeout=llm.timeout_s,
        )
    except openai.APIError as exc:
        detail = (
            f"refused a JSON-schema response format ({server_message(exc, llm)}); mobilexperts "
            "asks for JSON in the prompt instead, which is less reliable"
        )
        fix = "enable structured output on the server (vLLM guided decoding, Ollama >= 0.5)"
        return _fail("json schema", detail, fix)
    answer = completion.choices[0].message.content if completion.choices else None
    try:
        parse_output(answer or "", ProbeAnswer)
    except OutputInvalid:
        detail = f"accepted the response format but answered {str(answer)[:80]!r}"
        return _fail("json schema", detail, "the model may not follow schemas: try another one")
    return EndpointCheck(name="json schema", ok=True, detail="accepts JSON-schema output")


def _probe_image() -> ImagePart:
    buffer = io.BytesIO()
    Image.new("RGB", (PROBE_SIDE, PROBE_SIDE), (220, 30, 30)).save(buffer, format="PNG")
    return ImagePart(png=buffer.getvalue(), screen_width=PROBE_SIDE, screen_height=PROBE_SIDE)


def _fail(name: str, detail: str, fix: str) -> EndpointCheck:
    return EndpointCheck(name=name, ok=False, detail=detail, fix=fix)
