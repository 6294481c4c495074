"""The file preview: a document's text (PDF, DOCX, TXT) or an image, with file actions."""

from __future__ import annotations

import io

from PIL import Image, UnidentifiedImageError

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.files.base import FilesBase
from mobilexperts.sim.apps.files.state import FileEntry, summary
from mobilexperts.sim.documents import DocumentError
from mobilexperts.sim.kit import app_bar, overflow_button
from mobilexperts.sim.widgets import (
    AppScreen,
    Column,
    Icon,
    IconButton,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)


class PreviewScreens(FilesBase):
    """Opening a file."""

    def screen_preview(self, route: Route) -> AppScreen:
        entry = self.entry(route.params["path"])
        if entry is None:
            body = Column(
                children=[
                    app_bar("File not found", on_back=self.pop),
                    Column(padding=32, children=[Text(id="empty", text="This file was removed")]),
                ]
            )
            return AppScreen(body=body)
        menu = overflow_button(lambda: self.open_menu(route, entry.path))
        actions: list[Widget] = [menu]
        if self.version == 1:
            share = IconButton(
                id="share", glyph="share", desc="Share", on_tap=lambda: self.share(route, entry)
            )
            delete = IconButton(
                id="delete",
                glyph="trash",
                desc="Delete",
                on_tap=lambda: self._ask_delete(route, entry),
            )
            actions = [share, delete, menu]
        content = [
            Text(
                id="file_details",
                text=f"{entry.kind} \u00b7 {summary(entry, self.now())}",
                style="label",
                color="muted",
            ),
            *self._content(entry),
        ]
        body = Column(
            children=[
                app_bar(entry.name, on_back=self.pop, actions=actions),
                ListView(id="preview_content", flex=1, padding=16, spacing=4, children=content),
            ]
        )
        return AppScreen(body=body, dialog=self.file_dialog(route))

    def _ask_delete(self, route: Route, entry: FileEntry) -> None:
        route.params["target"] = entry.path
        route.dialog = "delete"

    def _content(self, entry: FileEntry) -> list[Widget]:
        if entry.is_image:
            return self._image(entry)
        try:
            text = self.text_of(entry)
        except DocumentError:
            return [Text(id="preview_error", text=f"Can\u2019t open {entry.name}", color="error")]
        lines = reflow(text)
        if not lines:
            return [Text(id="preview_text", text="This document is empty", color="muted")]
        return [Text(id="preview_text", text=line) for line in lines]

    def _image(self, entry: FileEntry) -> list[Widget]:
        try:
            with Image.open(io.BytesIO(self.phone.read_file(entry.path))) as picture:
                size = f"{picture.width} \u00d7 {picture.height}"
        except UnidentifiedImageError:
            return [Text(id="preview_error", text=f"Can\u2019t open {entry.name}", color="error")]
        return [
            Row(
                children=[
                    Spacer(flex=1),
                    Icon(id="image_view", glyph="image", desc=entry.name, size=200),
                    Spacer(flex=1),
                ]
            ),
            Text(id="image_size", text=size, style="label", color="muted"),
        ]


def reflow(text: str) -> list[str]:
    """Paragraphs of extracted text: a PDF's wrapped lines rejoin when a line goes on in
    lower case, as a viewer's text view shows them."""
    paragraphs: list[str] = []
    for line in (raw.strip() for raw in text.splitlines()):
        if not line:
            continue
        if paragraphs and line[0].islower():
            paragraphs[-1] += " " + line
        else:
            paragraphs.append(line)
    return paragraphs
