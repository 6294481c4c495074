"""Real document bytes for the simulated phone's storage: PDF, DOCX and plain text.

pypdf reads PDFs but cannot lay out text, so :func:`make_pdf` writes a minimal valid PDF by hand
(Helvetica, one ``Tj`` per line, a correct cross-reference table); python-docx writes DOCX and
:func:`make_docx` re-packs its zip with fixed timestamps so the bytes are deterministic.
:func:`extract_text` reads any of the three back, as a viewer app does.
"""

from __future__ import annotations

import io
import textwrap
import zipfile
from datetime import UTC, datetime

import docx
import pypdf

from mobilexperts.errors import MobilexpertsError

PAGE_WIDTH, PAGE_HEIGHT = 612, 792
MARGIN, FONT_SIZE, LEADING = 72, 11, 15
LINES_PER_PAGE = (PAGE_HEIGHT - 2 * MARGIN) // LEADING
WRAP_COLUMNS = 88
FIXED_TIME = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
ZIP_TIME = (2026, 1, 5, 9, 0, 0)


class DocumentError(MobilexpertsError):
    """A file's bytes are not a readable document of the kind its name says."""


def _pdf_literal(line: str) -> str:
    ascii_line = line.encode("ascii", "replace").decode("ascii")
    return "(" + ascii_line.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def _wrapped(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        out += textwrap.wrap(line, WRAP_COLUMNS) or [""]
    return out


def make_pdf(title: str, lines: list[str]) -> bytes:
    """A PDF whose pages show ``title`` in bold then ``lines`` (wrapped), readable by pypdf."""
    body = _wrapped(lines)
    per_page = LINES_PER_PAGE - 2
    pages = [body[i : i + per_page] for i in range(0, max(len(body), 1), per_page)]
    first_page = 5
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    ]
    kids = []
    for number, page_lines in enumerate(pages):
        ops = [f"BT /F1 {FONT_SIZE} Tf {LEADING} TL {MARGIN} {PAGE_HEIGHT - MARGIN} Td"]
        if number == 0:
            ops[0] = f"BT /F2 16 Tf {LEADING} TL {MARGIN} {PAGE_HEIGHT - MARGIN} Td"
            ops += [f"{_pdf_literal(title)} Tj T* T*", f"/F1 {FONT_SIZE} Tf"]
        ops += [f"{_pdf_literal(line)} Tj T*" for line in page_lines]
        ops.append("ET")
        stream = "\n".join(ops).encode("ascii")
        page_ref = first_page + 2 * number
        kids.append(f"{page_ref} 0 R")
        objects.append(
            (
                f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_WIDTH} {PAGE_HEIGHT}] "
                f"/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {page_ref + 1} 0 R >>"
            ).encode("ascii")
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    objects[1] = f"<< /Type /Pages /Kids [{' '.join(kids)}] /Count {len(kids)} >>".encode("ascii")
    objects.append(f"<< /Title {_pdf_literal(title)} /Producer (SimDroid) >>".encode("ascii"))
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, obj in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        len(objects),
        xref,
    )
    return bytes(out)


def make_docx(title: str, paragraphs: list[str]) -> bytes:
    """A Word document with a title heading and ``paragraphs``; the same input, the same bytes."""
    document = docx.Document()
    props = document.core_properties
    props.title, props.author, props.last_modified_by = title, "Alex Morgan", "Alex Morgan"
    props.created = props.modified = props.last_printed = FIXED_TIME
    props.revision = 1
    document.add_heading(title, level=1)
    for paragraph in paragraphs:
        if paragraph.startswith("- "):
            document.add_paragraph(paragraph[2:], style="List Bullet")
        else:
            document.add_paragraph(paragraph)
    raw = io.BytesIO()
    document.save(raw)
    return _repack(raw.getvalue())


def _repack(data: bytes) -> bytes:
    """The same zip with every member stamped at a fixed time (python-docx stamps "now")."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            info = zipfile.ZipInfo(item.filename, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(info, source.read(item.filename))
    return out.getvalue()


def extract_text(name: str, data: bytes) -> str:
    """The text of a PDF, DOCX or text file, as a document viewer shows it."""
    kind = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    try:
        if kind == "pdf":
            reader = pypdf.PdfReader(io.BytesIO(data))
            return "\n".join(page.extract_text() for page in reader.pages).strip()
        if kind == "docx":
            document = docx.Document(io.BytesIO(data))
            return "\n".join(p.text for p in document.paragraphs).strip()
        if kind in ("txt", "md", "csv", "log"):
            return data.decode("utf-8").strip()
    except (pypdf.errors.PyPdfError, zipfile.BadZipFile, KeyError, ValueError) as exc:
        raise DocumentError(f"{name} is damaged and cannot be opened ({exc})") from exc
    raise DocumentError(f"no app can preview {name}: only PDF, DOCX and text files open here")
