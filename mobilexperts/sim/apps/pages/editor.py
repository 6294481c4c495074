"""The page editor, the page menu (favourite, duplicate, move, delete) and the move picker.

Edits save as the user types (``EditText.on_change``), as Notion autosaves, so leaving a page by
back or by home keeps what was written. The menu is shared with the home screen's long press.
"""

from __future__ import annotations

from mobilexperts.sim.app import Route, SimApp
from mobilexperts.sim.apps.pages.state import UNTITLED, Page, PagesState, TodoItem, time_label
from mobilexperts.sim.kit import app_bar, confirm_dialog, list_item, section_header
from mobilexperts.sim.widgets import (
    AppScreen,
    CheckBox,
    Column,
    Dialog,
    EditText,
    Icon,
    IconButton,
    ListView,
    Text,
    Widget,
)

BODY_HINT = "Tap here to start writing"
MENU_ORDER_V2 = ("menu_move", "menu_favorite", "menu_delete", "menu_duplicate")


class PageScreens(SimApp):
    """Screens and actions on one page; the app class adds the workspace screens."""

    state: PagesState

    # -- opening and creating --------------------------------------------------------------

    def open_page(self, page: Page) -> Route:
        """Push the editor for ``page`` with its saved title and body in the fields."""
        route = self.push("editor", page=page.id)
        route.fields = {
            "page_title": "" if page.title == UNTITLED else page.title,
            "page_body": page.body,
        }
        return route

    def create_page(self) -> None:
        """Add an Untitled page at the end of Private and open it with the title focused."""
        page = self.state.new_page(self.now())
        self.state.pages.append(page)
        self.open_page(page).focus = "page_title"

    def page_row(self, page: Page, route: Route, item_id: str = "page_row") -> Widget:
        """A sidebar row: glyph, title, last edited; long press opens the page menu."""
        inside = len(self.state.children(page.id))
        subtitle = time_label("Edited", page.edited, self.now())
        if inside:
            subtitle += f" \u00b7 {inside} page{'s' if inside > 1 else ''}"
        row = list_item(
            page.title,
            subtitle,
            glyph=page.icon,
            item_id=item_id,
            on_tap=lambda: self.open_page(page),
        )
        row.on_long_press = lambda: self.open_menu(route, page.id)
        return row

    # -- the editor ------------------------------------------------------------------------

    def screen_editor(self, route: Route) -> AppScreen:
        page = self.state.page(route.params["page"])
        if page is None:
            return AppScreen(body=self._missing_page())
        parent = self.state.page(page.parent) if page.parent is not None else None
        more = IconButton(
            id="more",
            glyph="more",
            desc="More actions" if self.version == 2 else "More",
            on_tap=lambda: self.open_menu(route, page.id),
        )
        blocks: list[Widget] = [
            EditText(
                id="page_title", hint=UNTITLED, on_change=lambda text: self._set_title(page, text)
            ),
            EditText(
                id="page_body",
                hint=BODY_HINT,
                multiline=True,
                on_change=lambda text: self._set_body(page, text),
            ),
        ]
        blocks += [
            CheckBox(
                id="todo",
                text=todo.text,
                checked=todo.done,
                on_tap=lambda i=i: self._toggle_todo(page, i),
            )
            for i, todo in enumerate(page.todos)
        ]
        blocks.append(
            EditText(
                id="new_todo", hint="Add a to-do", on_submit=lambda: self._add_todo(route, page)
            )
        )
        children = self.state.children(page.id)
        if children:
            blocks += [
                section_header("Pages"),
                *(self.page_row(c, route, "subpage") for c in children),
            ]
        body = Column(
            children=[
                app_bar(parent.title if parent else "Private", on_back=self.pop, actions=[more]),
                ListView(id="page_content", flex=1, padding=12, spacing=4, children=blocks),
            ]
        )
        return AppScreen(body=body, dialog=self.page_dialog(route))

    def _set_title(self, page: Page, text: str) -> None:
        page.title = text.strip() or UNTITLED
        page.edited = self.now()

    def _set_body(self, page: Page, text: str) -> None:
        page.body = text
        page.edited = self.now()

    def _toggle_todo(self, page: Page, index: int) -> None:
        page.todos[index].done = not page.todos[index].done
        page.edited = self.now()

    def _add_todo(self, route: Route, page: Page) -> None:
        text = route.fields.get("new_todo", "").strip()
        if text:
            page.todos.append(TodoItem(text=text))
            page.edited = self.now()
        route.fields["new_todo"] = ""
        route.focus = "new_todo"

    # -- the page menu ---------------------------------------------------------------------

    def open_menu(self, route: Route, page_id: int) -> None:
        route.params["target"] = page_id
        route.dialog = "menu"

    def page_dialog(self, route: Route) -> Dialog | None:
        """The page menu or the delete confirmation, when ``route`` shows one."""
        page = self.state.page(route.params.get("target", -1))
        if page is None or route.dialog not in ("menu", "delete"):
            return None
        v2 = self.version == 2
        delete = "Move to Trash" if v2 else "Delete"
        if route.dialog == "delete":
            inside = " and its sub-pages" if self.state.children(page.id) else ""
            return confirm_dialog(
                "Move to Trash?" if v2 else "Delete this page?",
                delete,
                lambda: self._delete(route, page),
                route.close_dialog,
                message=f"\u201c{page.title}\u201d{inside} will be moved to Trash.",
            )
        favorite = "Remove from Favorites" if page.favorite else "Add to Favorites"
        items = [
            (favorite, "star", "menu_favorite", lambda: self._favorite(route, page)),
            ("Duplicate", "file", "menu_duplicate", lambda: self._duplicate(route, page)),
            ("Move to", "folder", "menu_move", lambda: self._open_move(route, page)),
            (delete, "trash", "menu_delete", lambda: setattr(route, "dialog", "delete")),
        ]
        if v2:
            items.sort(key=lambda item: MENU_ORDER_V2.index(item[2]))
        rows: list[Widget] = [
            list_item(label, glyph=glyph, item_id=rid, on_tap=tap)
            for label, glyph, rid, tap in items
        ]
        rows.append(
            Text(
                text=time_label("Last edited", page.edited, self.now()),
                style="caption",
                color="muted",
            )
        )
        return Dialog(title=page.title, children=rows)

    def _favorite(self, route: Route, page: Page) -> None:
        page.favorite = not page.favorite
        route.dialog = None
        self.toast("Added to Favorites" if page.favorite else "Removed from Favorites")

    def _duplicate(self, route: Route, page: Page) -> None:
        copy = self.state.new_page(
            self.now(),
            title=f"{page.title} (1)",
            body=page.body,
            icon=page.icon,
            parent=page.parent,
            todos=[todo.model_copy() for todo in page.todos],
        )
        self.state.pages.insert(self.state.pages.index(page) + 1, copy)
        route.dialog = None
        self.toast("Page duplicated")

    def _delete(self, route: Route, page: Page) -> None:
        now = self.now()
        for gone in [page, *self.state.subtree(page.id)]:
            self.state.pages.remove(gone)
            gone.deleted = now
            self.state.trash.append(gone)
        route.dialog = None
        self.toast("Moved to Trash")
        if route.screen == "editor" and route.params["page"] == page.id:
            self.pop()

    def _missing_page(self) -> Widget:
        """What a screen of a page shows once the page is gone (e.g. a restored old snapshot)."""
        gone = Text(text="This page no longer exists.", color="muted")
        return Column(
            children=[app_bar("Pages", on_back=self.pop), Column(padding=16, children=[gone])]
        )

    # -- moving ----------------------------------------------------------------------------

    def _open_move(self, route: Route, page: Page) -> None:
        route.dialog = None
        self.push("move", page=page.id)

    def screen_move(self, route: Route) -> Widget:
        page = self.state.page(route.params["page"])
        if page is None:
            return self._missing_page()
        query = route.fields.get("move_search", "").strip().lower()
        excluded = {page.id, *(p.id for p in self.state.subtree(page.id))}
        rows: list[Widget] = [section_header("Suggested")]
        if not query or query in "private":
            rows.append(
                self._target_row(page, None, "Private", "Top level of your workspace", "home")
            )
        for target in self.state.pages:
            if target.id not in excluded and query in target.title.lower():
                where = self.state.page(target.parent) if target.parent is not None else None
                rows.append(
                    self._target_row(
                        page,
                        target.id,
                        target.title,
                        where.title if where else "Private",
                        target.icon,
                    )
                )
        return Column(
            children=[
                app_bar("Move to", on_back=self.pop),
                Column(
                    padding=12, children=[EditText(id="move_search", hint="Move page to\u2026")]
                ),
                ListView(id="move_targets", flex=1, children=rows),
            ]
        )

    def _target_row(
        self, page: Page, parent: int | None, title: str, where: str, glyph: str
    ) -> Widget:
        current = Icon(glyph="check", size=24) if page.parent == parent else None
        return list_item(
            title,
            where,
            glyph=glyph,
            item_id="move_target",
            trailing=current,
            on_tap=lambda: self._move(page, parent, title),
        )

    def _move(self, page: Page, parent: int | None, title: str) -> None:
        page.parent = parent
        self.toast(f"Moved to {title}")
        self.pop()
