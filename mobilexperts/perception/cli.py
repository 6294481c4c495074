"""``mobilexperts perceive``: what an agent sees of a saved screen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from mobilexperts.console import escape
from mobilexperts.files import read_user_file
from mobilexperts.perception.annotate import annotate
from mobilexperts.perception.describe import flags, short_id
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.errors import PerceptionError
from mobilexperts.perception.ocr import (
    BACKENDS,
    OcrLine,
    decode_png,
    fuse,
    load_ocr,
    read_regions,
)
from mobilexperts.perception.screen import Screen, perceive

# A dump is refused past MAX_DUMP_BYTES anyway; screenshots are far smaller than this.
MAX_INPUT_BYTES = 64 * 1024 * 1024


def _read(path: Path, what: str) -> bytes:
    data = read_user_file(path, f"the {what}", max_bytes=MAX_INPUT_BYTES, error=PerceptionError)
    if not data.strip():
        raise PerceptionError(f"the {what} {path} is empty")
    return data


def element_json(el: UIElement) -> dict[str, Any]:
    """An element as the JSON object ``perceive --json`` prints."""
    b = el.bounds
    return {
        "index": el.index,
        "class": el.cls,
        "text": el.text,
        "desc": el.desc,
        "resource_id": el.resource_id,
        "label": el.label,
        "bounds": [b.x1, b.y1, b.x2, b.y2],
        "center": list(el.center),
        "clickable": el.clickable,
        "long_clickable": el.long_clickable,
        "scrollable": el.scrollable,
        "editable": el.editable,
        "checkable": el.checkable,
        "checked": el.checked,
        "focused": el.focused,
        "selected": el.selected,
        "password": el.password,
        "enabled": el.enabled,
        "window": el.window,
        "in_list": el.in_list,
        "source": el.source,
    }


def _where(el: UIElement) -> str:
    """The element's window (``app``, ``keyboard``, ...), or ``ocr`` when OCR found it."""
    return el.window if el.source == "hierarchy" else el.source


def _table(screen: Screen) -> Table:
    table = Table(
        title=f"{escape(screen.package or 'unknown app')}  signature {screen.signature}",
        title_justify="left",
        box=None,
        pad_edge=False,
    )
    # Labels and flags wrap between words; short columns are cut, never split mid-word.
    table.add_column("#", no_wrap=True, justify="right")
    table.add_column("class", no_wrap=True, max_width=14, overflow="ellipsis")
    table.add_column("label", min_width=16, ratio=3)
    table.add_column("id", no_wrap=True, max_width=16, overflow="ellipsis")
    table.add_column("center", no_wrap=True)
    table.add_column("flags", min_width=10, ratio=1)
    for el in screen.elements:
        x, y = el.center
        table.add_row(
            str(el.index),
            escape(el.cls.rpartition(".")[2] or el.cls),
            escape(el.label or el.text),
            escape(short_id(el.resource_id)),
            f"{x},{y}",
            " ".join([*flags(el), *([where] if (where := _where(el)) != "app" else [])]),
        )
    return table


def perceive_command(
    dump: Annotated[Path, typer.Argument(metavar="DUMP.xml", help="A uiautomator hierarchy dump.")],
    png: Annotated[
        Path | None,
        typer.Option("--png", metavar="SHOT.png", help="The screenshot taken with the dump."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")] = False,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Where to write the annotated screenshot (needs --png)."),
    ] = None,
    ocr_backend: Annotated[
        str, typer.Option("--ocr", help=f"OCR backend: {', '.join(BACKENDS)}.")
    ] = "rapidocr",
) -> None:
    """Show the numbered elements and the signature of a saved screen; with --png, OCR it and
    write a copy with the elements' boxes and numbers drawn on it."""
    if out is not None and png is None:
        raise PerceptionError(
            "--out writes an annotated screenshot: give the screenshot with --png"
        )
    xml = _read(dump, "hierarchy dump")
    if png is None:
        _show(_perceive_file(dump, xml), as_json)
        return
    screenshot = _read(png, "screenshot")
    image = decode_png(screenshot)
    lines = read_regions(load_ocr(ocr_backend), image)
    screen = _perceive_file(
        dump, xml, size=image.size, read_text=lambda regions: fuse(image, lines, regions)
    )
    annotated = out or png.with_name(f"{png.stem}.annotated.png")
    try:
        annotated.write_bytes(annotate(screenshot, screen.elements))
    except OSError as exc:
        raise PerceptionError(f"cannot write {annotated}: {exc.strerror or exc}") from None
    _show(screen, as_json, lines, annotated)


def _perceive_file(dump: Path, xml: bytes, **options: Any) -> Screen:
    """:func:`perceive`, with the file named in any error."""
    try:
        return perceive(xml, **options)
    except PerceptionError as exc:
        raise type(exc)(f"{dump}: {exc}") from None


def _show(
    screen: Screen,
    as_json: bool,
    lines: list[OcrLine] | None = None,
    annotated: Path | None = None,
) -> None:
    if as_json:
        payload: dict[str, Any] = {
            "signature": screen.signature,
            "package": screen.package,
            "rotation": screen.rotation,
            "size": [screen.width, screen.height],
            "elements": [element_json(el) for el in screen.elements],
            "anchors": [a.model_dump(exclude_defaults=True) for a in screen.anchors],
        }
        if lines is not None:
            payload["ocr"] = [_ocr_json(line) for line in lines]
            payload["annotated"] = str(annotated)
        typer.echo(json.dumps(payload, ensure_ascii=False, indent=2))
        return
    console = Console(highlight=False)
    console.print(_table(screen))
    if lines is not None:
        console.print(f"OCR text ({len(lines)} lines):")
        for line in lines:
            x, y = line.bounds.center
            console.print(f"  {line.text}  ({x},{y})", markup=False)
        console.print(f"annotated screenshot: {annotated}", markup=False)


def _ocr_json(line: OcrLine) -> dict[str, Any]:
    b = line.bounds
    return {"text": line.text, "bounds": [b.x1, b.y1, b.x2, b.y2], "score": round(line.score, 4)}
