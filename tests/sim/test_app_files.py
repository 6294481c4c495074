"""Files, driven the way an agent drives it (XML, taps, typing, swipes), plus the real document
bytes behind it: PDFs pypdf reads, DOCX python-docx reads, and Browser downloads landing here."""

from __future__ import annotations

import io
import zipfile

import docx
import pypdf
import pytest
from PIL import Image

from evals.reference import long_press, nodes, scroll_to, tap, texts
from mobilexperts.device import FileNotOnDeviceError
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.documents import ZIP_TIME, DocumentError, extract_text, make_docx, make_pdf

DOCS = "/sdcard/Documents"
MINUTES = f"{DOCS}/Meeting minutes 2026-03-10.pdf"
JOB = f"{DOCS}/Job description - Operations Coordinator.docx"
NOTES = f"{DOCS}/Apartment notes.txt"


def storage(device: SimDevice) -> list[str]:
    return device.state()["storage"]


@pytest.fixture
def device() -> SimDevice:
    d = SimDevice(seed=0)
    d.launch("Files")
    return d


# -- documents --------------------------------------------------------------------------------


def test_pdf_helper_writes_text_pypdf_reads_back_across_pages() -> None:
    lines = ["Budget (approved): $4,500 \\ more", *(f"Item {i}" for i in range(100))]
    data = make_pdf("Title (draft)", lines)
    reader = pypdf.PdfReader(io.BytesIO(data))
    assert len(reader.pages) == 3 and reader.metadata.title == "Title (draft)"
    first = reader.pages[0].extract_text()
    assert first.startswith("Title (draft)") and "Budget (approved): $4,500 \\ more" in first
    assert "Item 99" in reader.pages[2].extract_text()
    assert make_pdf("Title (draft)", lines) == data


def test_docx_helper_is_deterministic_and_readable() -> None:
    data = make_docx("Plan", ["First point", "- a bullet"])
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert {info.date_time for info in archive.infolist()} == {ZIP_TIME}
    document = docx.Document(io.BytesIO(data))
    assert [p.text for p in document.paragraphs] == ["Plan", "First point", "a bullet"]
    assert document.core_properties.created.year == 2026


def test_extract_text_rejects_damaged_and_unknown_files() -> None:
    with pytest.raises(DocumentError, match="damaged"):
        extract_text("x.pdf", b"not a pdf")
    with pytest.raises(DocumentError, match="damaged"):
        extract_text("x.docx", b"not a zip")
    with pytest.raises(DocumentError, match="no app can preview"):
        extract_text("song.mp3", b"ID3")


def test_seeded_files_are_real_documents_and_deterministic() -> None:
    d = SimDevice(seed=0)
    minutes = pypdf.PdfReader(io.BytesIO(d.read_file(MINUTES))).pages[0].extract_text()
    assert "April 21" in minutes and "$4,500" in minutes
    duties = [p.text for p in docx.Document(io.BytesIO(d.read_file(JOB))).paragraphs]
    assert "Handle escalated customer delivery issues within 24 hours." in duties
    assert "tangerine-harbor-42" in d.read_file(NOTES).decode("utf-8")
    photo = "/sdcard/Pictures/IMG_20260301_101512.jpg"
    assert Image.open(io.BytesIO(d.read_file(photo))).size == (160, 120)
    other = SimDevice(seed=0).phone.state
    assert other.files == d.phone.state.files and other.file_times == d.phone.state.file_times
    assert SimDevice(seed=1).phone.state.file_times != d.phone.state.file_times
    folders = {p.rsplit("/", 1)[0] for p in storage(d)}
    assert folders == {DOCS, "/sdcard/Download", "/sdcard/Pictures"}
    with pytest.raises(FileNotOnDeviceError, match="no file"):
        d.read_file(f"{DOCS}/missing.pdf")


# -- flows ------------------------------------------------------------------------------------


def test_open_a_document_from_its_category_and_read_its_text(device: SimDevice) -> None:
    assert "Documents" in texts(device, "title") and "Recent files" in [
        n.get("text") for n in nodes(device, text="Recent files")
    ]
    tap(device, text="Documents")
    assert texts(device, "toolbar_title") == ["Documents"]
    assert texts(device, "title")[:2] == ["Apartment notes.txt", "Meeting minutes 2026-03-10.pdf"]
    assert texts(device, "summary")[1] == "2 kB, Mar 10"
    tap(device, text="Meeting minutes 2026-03-10.pdf")
    assert device.observe().activity == "com.simdroid.files.PreviewActivity"
    lines = texts(device, "preview_text")
    assert lines[0] == "Project Atlas - Weekly Sync - Meeting Minutes"
    assert any("moves from April 7 to April 21" in line for line in lines)
    assert texts(device, "file_details") == ["PDF document \u00b7 2 kB, Mar 10"]
    assert device.state()["files"]["opened"] == [MINUTES]
    device.press("back")
    scroll_to(device, text="Job description - Operations Coordinator.docx")
    tap(device, text="Job description - Operations Coordinator.docx")
    assert "Main duties" in texts(device, "preview_text")
    assert texts(device, "toolbar_title") == ["Job description - Operations Coordinator.docx"]
    device.press("back")
    device.press("back")
    device.press("back")
    assert device.observe().package == "com.simdroid.launcher"


def test_scroll_a_long_folder_and_sort_it(device: SimDevice) -> None:
    tap(device, text="Documents")
    assert len(nodes(device, id="file_item")) < 12
    scroll_to(device, text="Q4 expense report.pdf")
    tap(device, desc="Sort")
    tap(device, text="Name (A to Z)")
    assert device.state()["files"]["sort"] == "name"
    assert texts(device, "sort_label") == ["Name (A to Z)"]
    assert texts(device, "title")[:2] == ["Apartment notes.txt", "Book club picks.txt"]
    tap(device, desc="Sort")
    tap(device, text="Size (largest first)")
    assert texts(device, "title")[0].endswith(".docx")


def test_rename_by_long_press_with_validation(device: SimDevice) -> None:
    tap(device, text="Documents")
    long_press(device, text="Apartment notes.txt")
    tap(device, text="Rename")
    assert texts(device, "rename_input") == ["Apartment notes.txt"]
    device.input_text("", clear=True)
    tap(device, text="Rename", nth=1)
    assert texts(device, "rename_error") == ["The name can't be empty"]
    device.input_text("Gym schedule.txt", clear=True)
    tap(device, text="Rename", nth=1)
    assert "already exists" in texts(device, "rename_error")[0]
    device.input_text("Home/notes.txt", clear=True)
    tap(device, text="Rename", nth=1)
    assert "can't contain" in texts(device, "rename_error")[0]
    device.input_text("Flat notes.txt", clear=True)
    tap(device, text="Rename", nth=1)
    assert f"{DOCS}/Flat notes.txt" in storage(device) and NOTES not in storage(device)
    assert "tangerine" in device.read_file(f"{DOCS}/Flat notes.txt").decode()
    assert "Flat notes.txt" in texts(device, "title")
    with pytest.raises(FileNotOnDeviceError):
        device.read_file(NOTES)


def test_delete_from_the_preview_asks_first(device: SimDevice) -> None:
    tap(device, text="Downloads")
    tap(device, text="invoice_INV-20417.pdf")
    tap(device, desc="Delete")
    assert nodes(device, text="Delete this file?")
    tap(device, text="Cancel")
    assert "/sdcard/Download/invoice_INV-20417.pdf" in storage(device)
    tap(device, desc="Delete")
    tap(device, text="Delete")
    assert "/sdcard/Download/invoice_INV-20417.pdf" not in storage(device)
    assert texts(device, "toolbar_title") == ["Downloads"]
    assert "invoice_INV-20417.pdf" not in texts(device, "title")


def test_search_file_info_and_image_preview(device: SimDevice) -> None:
    tap(device, desc="Search")
    device.input_text("minutes")
    assert texts(device, "title") == ["Meeting minutes 2026-03-10.pdf"]
    device.input_text("zeppelin", clear=True)
    assert nodes(device, contains="No results")
    device.input_text("IMG_20260301", clear=True)
    tap(device, id="file_menu")
    tap(device, text="File info")
    details = dict(zip(texts(device, "title"), texts(device, "summary"), strict=True))
    assert details["Type"] == "JPG image" and details["Location"] == "Internal storage/Pictures"
    tap(device, text="OK")
    tap(device, text="IMG_20260301_101512.jpg")
    assert texts(device, "image_size") == ["160 \u00d7 120"]


def test_share_a_document_to_mail(device: SimDevice) -> None:
    tap(device, text="Documents")
    long_press(device, text="Meeting minutes 2026-03-10.pdf")
    tap(device, text="Share")
    tap(device, desc="Mail")
    assert device.observe().package == "com.simdroid.mail"
    assert texts(device, "subject") == ["Meeting minutes 2026-03-10.pdf"]
    assert "April 21" in texts(device, "body")[0]


def test_a_browser_download_appears_in_files_and_reads_as_pdf() -> None:
    d = SimDevice(seed=0)
    d.launch("Browser")
    tap(d, id="url_bar")
    d.input_text("papers.example.org/list/cs.RO/recent")
    d.press("enter")
    paper = d.state()["browser"]["papers"]
    newest = next(p for p in paper if p["category"] == "cs.RO")
    tap(d, desc=f"Download PDF: {newest['title']}")
    path = f"/sdcard/Download/{newest['id']}.pdf"
    reader = pypdf.PdfReader(io.BytesIO(d.read_file(path)))
    assert newest["title"] in reader.pages[0].extract_text()
    d.launch("Files")
    assert texts(d, "title")[3] == f"{newest['id']}.pdf", "the download is the most recent file"
    tap(d, text="Downloads")
    assert texts(d, "title")[0] == f"{newest['id']}.pdf"
    assert texts(d, "summary")[0].endswith("Today")
    tap(d, text=f"{newest['id']}.pdf")
    assert texts(d, "preview_text")[0] == newest["title"]


def test_version_2_moves_things_and_still_works() -> None:
    v1, v2 = SimDevice(seed=0), SimDevice(seed=0, app_version=2)
    for d in (v1, v2):
        d.launch("Files")
    assert texts(v1, "title")[:3] == ["Downloads", "Documents", "Images"]
    assert texts(v2, "title")[:3] == ["Images", "Documents & other", "Downloads"]
    tap(v2, text="Documents & other")
    assert nodes(v2, id="files_recycler") and not nodes(v2, id="file_list")
    assert not nodes(v2, id="file_menu")
    tap(v2, text="Meeting minutes 2026-03-10.pdf")
    assert not nodes(v2, desc="Share") and nodes(v2, desc="More options")
    tap(v2, desc="More options")
    assert nodes(v2, text="Remove") and not nodes(v2, text="Delete")
    tap(v2, text="Rename")
    v2.input_text("Atlas minutes.pdf", clear=True)
    tap(v2, text="Rename", nth=1)
    assert texts(v2, "toolbar_title") == ["Atlas minutes.pdf"]
    assert f"{DOCS}/Atlas minutes.pdf" in storage(v2)
