"""Create and edit a contact: name, phone, email and birthday, with inline validation messages.

The form lives in the route (``fields``, the values it started from in ``params["initial"]``,
and the last validation errors in ``params["errors"]``). Leaving a changed form asks whether to
discard it. Version 2 labels the save button "Done".
"""

from __future__ import annotations

from mobilexperts.sim.app import Route
from mobilexperts.sim.apps.contacts.base import ContactsBase
from mobilexperts.sim.apps.contacts.numbers import display_number
from mobilexperts.sim.apps.contacts.state import Contact, parse_birthday
from mobilexperts.sim.apps.mail.state import ADDRESS
from mobilexperts.sim.kit import app_bar, confirm_dialog
from mobilexperts.sim.widgets import (
    AppScreen,
    Button,
    Column,
    EditText,
    Icon,
    ListView,
    Row,
    Spacer,
    Text,
    Widget,
)

FORM = (
    ("first_name", "First name", "person"),
    ("last_name", "Last name", ""),
    ("phone", "Phone", "phone"),
    ("email", "Email", "mail"),
    ("birthday", "Birthday (e.g. March 21)", "calendar"),
)


class EditorScreens(ContactsBase):
    """The contact form and its discard dialog."""

    def screen_edit(self, route: Route) -> AppScreen:
        editing = route.params.get("contact") is not None
        errors: dict[str, str] = route.params.get("errors", {})
        rows: list[Widget] = []
        for field, hint, glyph in FORM:
            leading: Widget = Icon(glyph=glyph, size=24) if glyph else Spacer(width=24)
            rows.append(Row(spacing=16, children=[leading, EditText(id=field, hint=hint, flex=1)]))
            if field in errors:
                rows.append(
                    Row(
                        spacing=16,
                        children=[
                            Spacer(width=24),
                            Text(
                                id=f"{field}_error",
                                text=errors[field],
                                style="label",
                                color="error",
                                flex=1,
                            ),
                        ],
                    )
                )
        save = Button(
            id="save",
            text="Done" if self.version == 2 else "Save",
            on_tap=lambda: self._save(route),
        )
        body = Column(
            children=[
                app_bar(
                    "Edit contact" if editing else "Create contact",
                    on_back=self.close_editor,
                    actions=[save],
                    back_desc="Cancel",
                ),
                ListView(id="editor_form", flex=1, padding=16, spacing=12, children=rows),
            ]
        )
        dialog = None
        if route.dialog == "discard":
            dialog = confirm_dialog(
                "Discard changes?", "Discard", self.pop, route.close_dialog, cancel="Keep editing"
            )
        return AppScreen(body=body, dialog=dialog)

    def close_editor(self) -> None:
        """Leave the form, asking first when it holds unsaved changes."""
        route = self.route
        initial: dict[str, str] = route.params.get("initial", {})
        changed = any(
            route.fields.get(field, "").strip() != initial.get(field, "").strip()
            for field, _, _ in FORM
        )
        if changed:
            route.focus = None
            route.dialog = "discard"
        else:
            self.pop()

    def _save(self, route: Route) -> None:
        values = {field: route.fields.get(field, "").strip() for field, _, _ in FORM}
        contact_id = route.params.get("contact")
        errors = self._validate(values, contact_id)
        route.params["errors"] = errors
        if errors:
            route.focus = next(iter(errors))
            return
        phone = display_number(values["phone"]) or ""
        birthday = parse_birthday(values["birthday"]) or ""
        contact = self.state.contact(contact_id) if contact_id is not None else None
        if contact is None:
            contact = self.state.add(Contact(id=0, first=values["first_name"]))
            self.replace("detail", contact=contact.id)
        else:
            self.pop()
        contact.first, contact.last = values["first_name"], values["last_name"]
        contact.phone, contact.email, contact.birthday = phone, values["email"], birthday
        if not contact.first:
            contact.first, contact.last = contact.last, ""
        self.toast("Contact saved")

    def _validate(self, values: dict[str, str], contact_id: int | None) -> dict[str, str]:
        """Error messages by field; empty when the form can be saved."""
        errors: dict[str, str] = {}
        if not (values["first_name"] or values["last_name"]):
            errors["first_name"] = "Enter a name"
        if values["phone"]:
            number = display_number(values["phone"])
            other = self.state.by_number(number) if number else None
            if number is None:
                errors["phone"] = "Enter a valid phone number"
            elif other is not None and other.id != contact_id:
                errors["phone"] = f"This number is already saved for {other.name}"
        if values["email"] and ADDRESS.fullmatch(values["email"]) is None:
            errors["email"] = "Enter a valid email address"
        if values["birthday"] and parse_birthday(values["birthday"]) is None:
            errors["birthday"] = "Enter a date like March 21"
        return errors
