"""What every Files screen shares: file rows, opening a file, and the file menu's actions.

The menu (open, rename, share, delete, file info) is a dialog of the current route, opened by a
long press on a row, by a row's unlabelled overflow icon (version 1) or by the preview's menu.
"""

from __future__ import annotations

import random
from typing import ClassVar

from pydantic import BaseModel

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.files.seed import seed_files
from mobilexperts.sim.apps.files.state import FileEntry, FilesState, entries, summary
from mobilexperts.sim.documents import DocumentError, extract_text
from mobilexperts.sim.kit import confirm_dialog, list_item
from mobilexperts.sim.widgets import Button, Dialog, EditText, IconButton, Text, Widget

FORBIDDEN_NAME_CHARS = '/\\:*?"<>|'


class FilesBase(SimApp):
    """Identity, seed and the shared file actions of the Files app."""

    name: ClassVar[str] = "files"
    package: ClassVar[str] = "com.simdroid.files"
    label: ClassVar[str] = "Files"
    icon_glyph: ClassVar[str] = "folder"
    icon_color: ClassVar[str] = "#1a73e8"
    start_screen: ClassVar[str] = "home"
    State: ClassVar[type[BaseModel]] = FilesState
    state: FilesState

    @classmethod
    def seed_files(cls, rng: random.Random) -> dict[str, tuple[bytes, float]]:
        return seed_files(rng)

    # -- reading shared storage ------------------------------------------------------------

    def all_entries(self) -> list[FileEntry]:
        storage = self.phone.state
        return entries(storage.files, storage.file_times, self.now())

    def entry(self, path: str) -> FileEntry | None:
        return next((e for e in self.all_entries() if e.path == path), None)

    def text_of(self, entry: FileEntry) -> str:
        """The document's text; raises DocumentError for files no viewer can show."""
        return extract_text(entry.name, self.phone.read_file(entry.path))

    # -- rows and opening ------------------------------------------------------------------

    def file_row(self, entry: FileEntry, route: Route) -> Widget:
        """A file row: type icon, name, ``size, date``; long press (or the icon) opens the menu."""
        trailing = None
        if self.version == 1:
            trailing = IconButton(
                id="file_menu", glyph="more", on_tap=lambda: self.open_menu(route, entry.path)
            )
        row = list_item(
            entry.name,
            summary(entry, self.now()),
            glyph="image" if entry.is_image else "file",
            item_id="file_item",
            on_tap=lambda: self.open_file(entry.path),
            trailing=trailing,
        )
        row.on_long_press = lambda: self.open_menu(route, entry.path)
        return row

    def open_file(self, path: str) -> None:
        self.state.remember(path)
        self.push("preview", path=path)

    # -- the file menu and its dialogs -----------------------------------------------------

    def open_menu(self, route: Route, path: str) -> None:
        route.params["target"] = path
        route.params.pop("error", None)
        route.dialog = "menu"

    def file_dialog(self, route: Route) -> Dialog | None:
        """The menu, rename, delete or info dialog that ``route`` shows, if any."""
        entry = self.entry(route.params.get("target", ""))
        if entry is None or route.dialog is None:
            return None
        close = self._closer(route)
        if route.dialog == "rename":
            error = route.params.get("error", "")
            children: list[Widget] = [EditText(id="rename_input", hint="File name")]
            if error:
                children.append(Text(id="rename_error", text=error, color="error", style="label"))
            return Dialog(
                title="Rename",
                children=children,
                buttons=[
                    Button(text="Rename", on_tap=lambda: self._rename(route, entry)),
                    Button(text="Cancel", on_tap=close),
                ],
            )
        if route.dialog == "delete":
            return confirm_dialog(
                "Delete this file?",
                "Delete",
                lambda: self._delete(route, entry),
                close,
                message=f"\u201c{entry.name}\u201d will be permanently deleted.",
            )
        if route.dialog == "info":
            details = [
                ("Name", entry.name),
                ("Type", entry.kind),
                ("Size", summary(entry, self.now()).split(",")[0]),
                ("Location", entry.folder.replace("/sdcard", "Internal storage")),
                ("Modified", summary(entry, self.now()).split(", ", 1)[1]),
            ]
            rows: list[Widget] = [list_item(k, v, item_id="file_detail") for k, v in details]
            return Dialog(
                title="File info", children=rows, buttons=[Button(text="OK", on_tap=close)]
            )
        return self._menu(route, entry)

    def _menu(self, route: Route, entry: FileEntry) -> Dialog:
        delete_label = "Remove" if self.version == 2 else "Delete"
        items = [
            ("Open", "file", "menu_open", lambda: self._open_from_menu(route, entry)),
            ("Rename", "edit", "menu_rename", lambda: self._ask_rename(route, entry)),
            ("Share", "share", "menu_share", lambda: self.share(route, entry)),
            (delete_label, "trash", "menu_delete", lambda: setattr(route, "dialog", "delete")),
            ("File info", "info", "menu_info", lambda: setattr(route, "dialog", "info")),
        ]
        if route.screen == "preview":
            items = items[1:]
        rows: list[Widget] = [
            list_item(label, glyph=glyph, item_id=rid, on_tap=tap)
            for label, glyph, rid, tap in items
        ]
        return Dialog(title=entry.name, children=rows)

    def _closer(self, route: Route):
        def close() -> None:
            route.dialog = None
            route.focus = None
            route.params.pop("error", None)

        return close

    def _open_from_menu(self, route: Route, entry: FileEntry) -> None:
        route.dialog = None
        self.open_file(entry.path)

    def _ask_rename(self, route: Route, entry: FileEntry) -> None:
        route.fields["rename_input"] = entry.name
        route.focus = "rename_input"
        route.dialog = "rename"

    def _rename(self, route: Route, entry: FileEntry) -> None:
        new_name = route.fields.get("rename_input", "").strip()
        target = f"{entry.folder}/{new_name}"
        if not new_name:
            route.params["error"] = "The name can't be empty"
        elif any(c in FORBIDDEN_NAME_CHARS for c in new_name):
            route.params["error"] = f"Names can't contain any of {FORBIDDEN_NAME_CHARS}"
        elif target != entry.path and target in self.phone.state.files:
            route.params["error"] = f"A file named \u201c{new_name}\u201d already exists"
        else:
            if target != entry.path:
                self._move(entry, target)
                if route.params.get("path") == entry.path:
                    route.params["path"] = target
            route.dialog = route.focus = None
            route.params.pop("error", None)
            route.params.pop("target", None)
            return
        route.focus = "rename_input"

    def _move(self, entry: FileEntry, target: str) -> None:
        storage = self.phone.state
        modified = storage.file_times.get(entry.path, self.now())
        self.phone.write_file(target, self.phone.read_file(entry.path))
        self.phone.delete_file(entry.path)
        storage.file_times[target] = modified
        self.state.opened = [target if p == entry.path else p for p in self.state.opened]

    def _delete(self, route: Route, entry: FileEntry) -> None:
        self.phone.delete_file(entry.path)
        self.state.opened = [p for p in self.state.opened if p != entry.path]
        route.dialog = None
        route.params.pop("target", None)
        self.toast(f"Deleted \u201c{entry.name}\u201d")
        if route.screen == "preview":
            self.pop()

    def share(self, route: Route, entry: FileEntry) -> None:
        """Open the share sheet with the document's text (an image shares its name)."""
        route.dialog = None
        try:
            text = entry.name if entry.is_image else self.text_of(entry)
        except DocumentError:
            text = entry.name
        self.phone.share(text, entry.name)
