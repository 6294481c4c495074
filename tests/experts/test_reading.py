"""The Read operation: text from real PDF/DOCX/TXT bytes, the read request, the offline reader."""

from __future__ import annotations

import io

import docx
import pypdf
import pytest

from experts.reading import (
    DocumentError,
    ReadResult,
    extract_text,
    find_value,
    read_document,
    split_chunks,
)
from mobilexperts.device import FileNotOnDeviceError
from mobilexperts.llm import OfflinePolicy, ScriptedModel
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.documents import make_pdf

MINUTES = "/sdcard/Documents/Meeting minutes 2026-03-10.pdf"
INVOICE = "/sdcard/Download/invoice_INV-20417.pdf"
NOTES = "/sdcard/Documents/Apartment notes.txt"
JOB = "/sdcard/Documents/Job description - Operations Coordinator.docx"


def docx_bytes() -> bytes:
    document = docx.Document()
    document.add_heading("Packing list", level=1)
    document.add_paragraph("Bring the passport and the charger.")
    table = document.add_table(rows=2, cols=2)
    for row, (item, count) in zip(table.rows, [("Socks", "5"), ("Shirts", "3")], strict=True):
        row.cells[0].text, row.cells[1].text = item, count
    document.add_paragraph("Leave at 6:45 am.")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_pdf_text_is_extracted_from_every_page():
    lines = [f"Line {n} of the report." for n in range(80)] + ["The final figure is 7,431."]
    data = make_pdf("Annual report", lines)
    assert len(pypdf.PdfReader(io.BytesIO(data)).pages) >= 2
    text = extract_text(data, "/sdcard/Documents/report.PDF")
    assert text.startswith("Annual report") and "Line 0 of the report." in text
    assert "The final figure is 7,431." in text


def test_docx_text_keeps_paragraphs_and_table_rows_in_order():
    text = extract_text(docx_bytes(), "trip.docx")
    assert text.splitlines() == [
        "Packing list",
        "Bring the passport and the charger.",
        "Socks | 5",
        "Shirts | 3",
        "Leave at 6:45 am.",
    ]


def test_plain_text_is_utf8_with_fallbacks():
    assert extract_text("\ufeffCafé ☕ at 9".encode(), "notes.txt") == "Café ☕ at 9"
    assert extract_text("Café at 9".encode("cp1252"), "notes.md") == "Café at 9"
    assert extract_text("Tea at 5".encode("utf-16"), "notes.txt") == "Tea at 5"


def encrypted_pdf() -> bytes:
    writer = pypdf.PdfWriter()
    writer.add_blank_page(200, 200)
    writer.encrypt("secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.parametrize(
    "data, name, problem",
    [
        (
            b"PK\x03\x04 nope",
            "sheet.xlsx",
            r"cannot read sheet\.xlsx: \.xlsx files are not supported",
        ),
        (b"text", "/sdcard/README", "files without an extension are not supported"),
        (make_pdf("T", ["x"])[:60], "cut.pdf", r"cut\.pdf is not a readable PDF"),
        (b"not a zip at all", "letter.docx", r"letter\.docx is not a readable Word document"),
        (b"\x89PNG\r\n\x00\x00", "photo.txt", r"photo\.txt is binary data"),
        (b" \n\t", "empty.txt", r"empty\.txt contains no text"),
        (encrypted_pdf(), "locked.pdf", r"locked\.pdf is password-protected"),
    ],
)
def test_unreadable_files_raise_a_document_error_saying_why(data, name, problem):
    with pytest.raises(DocumentError, match=problem):
        extract_text(data, name)


def test_chunks_are_sentences_and_lines_with_wrapped_prose_joined():
    text = (
        "Quarterly review\n"
        "1. Results\n"
        "The team shipped the new checkout flow in March and conversion went up by\n"
        "four points. Support tickets fell. Next steps follow.\n"
        "Owner: Sam Lee\n"
        "Due: June 3"
    )
    assert split_chunks(text) == [
        "Quarterly review",
        "1. Results",
        "The team shipped the new checkout flow in March and conversion went up by four points.",
        "Support tickets fell.",
        "Next steps follow.",
        "Owner: Sam Lee",
        "Due: June 3",
    ]
    long = "word " * 300
    assert all(len(chunk) <= 400 for chunk in split_chunks(long))


@pytest.mark.parametrize(
    "path, goal, answer",
    [
        (MINUTES, "When is the next meeting?", "Tuesday, March 17, 2026"),
        (MINUTES, "how much is the user-research budget", "$4,500"),
        (MINUTES, "what is the sign-up drop-off rate", "38%"),
        (INVOICE, "find the total amount due", "$847.00"),
        (NOTES, "what is the wi-fi password", "tangerine-harbor-42"),
        (NOTES, "phone number of the landlord", "+1 408 555 0187"),
        (JOB, "what are the working hours", "9:00 to 17:30"),
        (JOB, "where is the office", "Location: Lisbon office, hybrid (three days on site)."),
    ],
)
def test_the_offline_reader_answers_from_the_phone_s_documents(path, goal, answer):
    result = read_document(SimDevice(), path, goal, OfflinePolicy())
    assert result.found and result.answer == answer
    assert answer.rstrip(".") in result.passages[0] and len(result.passages) <= 3


def test_the_offline_reader_says_when_the_document_does_not_tell():
    result = read_document(SimDevice(), INVOICE, "quantum chromodynamics lecture", OfflinePolicy())
    assert result == ReadResult(found=False, answer="", passages=[])


def test_the_read_request_carries_goal_file_text_and_chunks():
    model = ScriptedModel({"read": [ReadResult(found=True, answer="$847.00")]})
    result = read_document(SimDevice(), INVOICE, "total due", model)
    assert result.answer == "$847.00"
    request = model.calls[0]
    assert request.role == "read" and request.output_schema is ReadResult
    context = request.context
    assert (context.goal, context.file, context.truncated) == ("total due", INVOICE, False)
    assert "Total due: $847.00 by March 30, 2026." in context.chunks
    prompt = request.messages[0].text
    assert "Goal: total due" in prompt and context.text in prompt
    assert "long document" not in prompt


def test_a_long_document_shows_the_model_the_passages_closest_to_the_goal():
    filler = [f"Paragraph {n} talks about the weather and nothing else." for n in range(400)]
    lines = [*filler[:200], "The locker combination is 4-8-15.", *filler[200:]]
    device = SimDevice()
    device.phone.write_file("/sdcard/Download/long.pdf", make_pdf("Notes", lines))
    model = ScriptedModel({"read": [ReadResult(found=False)]})
    read_document(device, "/sdcard/Download/long.pdf", "locker combination", model, 2000)
    context = model.calls[0].context
    assert context.truncated is True and len(context.text) <= 2000
    shown = context.text.splitlines()
    assert shown[0] == "Notes" and "The locker combination is 4-8-15." in shown
    assert shown.index("The locker combination is 4-8-15.") > len(shown) // 2
    assert len(context.chunks) > 400
    assert "long document" in model.calls[0].messages[0].text


def test_a_missing_file_is_the_device_error_listing_the_files():
    with pytest.raises(FileNotOnDeviceError, match=r"no file '/sdcard/nope\.pdf'"):
        read_document(SimDevice(), "/sdcard/nope.pdf", "anything", OfflinePolicy())


def test_a_count_is_no_span_of_time_unless_the_question_counts_time():
    assert find_value("number", "how many comments did my zorb post get", "2 days ago") is None
    assert find_value("number", "how many comments did it get", "3 comments · 2 days ago") == "3"
    assert find_value("number", "how many days ago was it posted", "2 days ago") == "2"
