"""The Read operation: open a document on the phone and extract what serves a goal.

:func:`read_document` pulls the file with ``device.read_file``, extracts its text
(:func:`extract_text`: PDF with pypdf, DOCX with python-docx, plain text) and asks the model
(role ``read``) for a :class:`ReadResult`. The offline handler of ``read`` answers by lexical
retrieval: the document's sentences ranked by the goal's content words, and, when the goal
asks for a value (a date, an amount, a code ...), that value taken from the best sentence.
"""

from __future__ import annotations

import codecs
import io
import re
import zipfile
from pathlib import PurePosixPath

import docx
import pypdf
from docx.opc.exceptions import OpcError
from docx.table import Table
from lxml.etree import XMLSyntaxError
from pydantic import BaseModel, Field

from experts.value_finding import ALL_CUES, VALUE_PATTERNS, find_value, wanted_value
from memory.lexical import content_words, words
from mobilexperts.device.base import Device
from mobilexperts.errors import MobilexpertsError
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest

TEXT_SUFFIXES = frozenset({".txt", ".md", ".csv", ".log", ".json"})
SUPPORTED = "PDF (.pdf), Word (.docx) and plain text (.txt, .md, .csv, .log, .json)"
TEXT_BUDGET_CHARS = 12_000
"""Documents longer than this are shown to the model as their passages closest to the goal."""
MAX_CHUNK_CHARS = 400
WRAPPED_LINE_CHARS = 60
"""A line this long not ending a sentence is taken for prose wrapped onto the next line."""
MAX_PASSAGES = 3
MAX_MARKER_CHARS = 3
"""A chunk this short ending in "." or ")" ("1.", "a)") is a list marker: it joins the next."""


class DocumentError(MobilexpertsError):
    """A file is not a document the Read operation can open: unsupported, damaged or empty."""


class ReadContext(BaseModel):
    """What the read role sees: the goal, the file, its text (or the passages closest to the
    goal when ``truncated``), and the whole text as chunks for the offline handler."""

    goal: str
    file: str
    text: str
    truncated: bool = False
    chunks: list[str] = Field(default_factory=list)


class ReadResult(BaseModel):
    """The read role's answer: whether the document holds what the goal asks, the answer, and
    the passages (verbatim) that support it."""

    found: bool
    answer: str = ""
    passages: list[str] = Field(default_factory=list)


# -- text extraction ---------------------------------------------------------------------------


def extract_text(data: bytes, filename: str) -> str:
    """The text of a PDF, DOCX or plain-text file, chosen by the file name's extension."""
    suffix = PurePosixPath(filename).suffix.lower()
    name = PurePosixPath(filename).name or filename
    if suffix == ".pdf":
        text = _pdf_text(data, name)
    elif suffix == ".docx":
        text = _docx_text(data, name)
    elif suffix in TEXT_SUFFIXES:
        text = _plain_text(data, name)
    else:
        kind = f"{suffix} files" if suffix else "files without an extension"
        raise DocumentError(f"cannot read {name}: {kind} are not supported; Read opens {SUPPORTED}")
    text = text.strip()
    if not text:
        raise DocumentError(f"{name} contains no text to read (an empty or scanned document?)")
    return text


def _pdf_text(data: bytes, name: str) -> str:
    try:
        reader = pypdf.PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise DocumentError(f"{name} is password-protected; Read cannot open it")
        return "\n\n".join(page.extract_text() or "" for page in reader.pages)
    except (pypdf.errors.PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise DocumentError(f"{name} is not a readable PDF: {exc or type(exc).__name__}") from None


def _docx_text(data: bytes, name: str) -> str:
    try:
        document = docx.Document(io.BytesIO(data))
        blocks: list[str] = []
        for block in document.iter_inner_content():
            if isinstance(block, Table):
                blocks += [" | ".join(cell.text for cell in row.cells) for row in block.rows]
            else:
                blocks.append(block.text)
    except (zipfile.BadZipFile, OpcError, KeyError, ValueError, XMLSyntaxError) as exc:
        raise DocumentError(f"{name} is not a readable Word document: {exc}") from None
    return "\n".join(blocks)


def _plain_text(data: bytes, name: str) -> str:
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    if b"\x00" in data:
        raise DocumentError(f"{name} is binary data, not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


# -- chunks ------------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"')\]”’]))\s+(?=[\"'(\[“‘]?[A-Z0-9])")


def split_chunks(text: str) -> list[str]:
    """The text as sentences and lines (titles, list items, fields), each at most
    :data:`MAX_CHUNK_CHARS`. A long line that ends no sentence, followed by a line starting in
    lower case, is prose wrapped onto that line and joins it."""
    lines = [" ".join(line.split()) for line in text.splitlines()]
    paragraphs: list[str] = []
    current: list[str] = []
    for line, following in zip(lines, [*lines[1:], ""], strict=True):
        if line:
            current.append(line)
        wrapped = (
            len(line) >= WRAPPED_LINE_CHARS and line[-1] not in ".!?:" and following[:1].islower()
        )
        if current and not wrapped:
            paragraphs.append(" ".join(current))
            current = []
    chunks: list[str] = []
    for paragraph in paragraphs:
        for sentence in _SENTENCE_END.split(paragraph):
            if chunks and len(chunks[-1]) <= MAX_MARKER_CHARS and chunks[-1][-1] in ".)":
                sentence = f"{chunks.pop()} {sentence}"
            chunks += _cut(sentence.strip())
    return [chunk for chunk in chunks if chunk]


def _cut(sentence: str) -> list[str]:
    pieces = []
    while len(sentence) > MAX_CHUNK_CHARS:
        cut = sentence.rfind(" ", 0, MAX_CHUNK_CHARS)
        cut = cut if cut > 0 else MAX_CHUNK_CHARS
        pieces.append(sentence[:cut].strip())
        sentence = sentence[cut:].strip()
    return [*pieces, sentence]


def rank_chunks(goal: str, chunks: list[str]) -> list[tuple[float, int]]:
    """``(score, position)`` of the chunks sharing content words with ``goal``, best first,
    earlier first on ties. A shared word scores 1, a word naming a kind of value ("date",
    "price") 0.5, and holding a value of the kind the goal asks for adds 0.5."""
    kind = wanted_value(goal)
    weights = {word: 0.5 if word in ALL_CUES else 1.0 for word in content_words(goal)}
    scored = []
    for position, chunk in enumerate(chunks):
        shared = weights.keys() & set(words(chunk))
        if shared:
            score = sum(weights[word] for word in shared)
            if kind is not None and VALUE_PATTERNS[kind].search(chunk):
                score += 0.5
            scored.append((score, position))
    return sorted(scored, key=lambda s: (-s[0], s[1]))


def excerpt(goal: str, chunks: list[str], budget_chars: int) -> str:
    """The chunks closest to ``goal``, then the opening chunks, as many as fit in
    ``budget_chars``, in document order."""
    ranked = [position for _, position in rank_chunks(goal, chunks)]
    chosen: set[int] = set()
    used = 0
    for position in [*ranked, *range(len(chunks))]:
        size = len(chunks[position]) + 1
        if position not in chosen and used + size <= budget_chars:
            chosen.add(position)
            used += size
    return "\n".join(chunks[position] for position in sorted(chosen))


# -- the operation -----------------------------------------------------------------------------


def read_document(
    device: Device, path: str, goal: str, model: Model, budget_chars: int = TEXT_BUDGET_CHARS
) -> ReadResult:
    """Read the document at ``path`` on ``device`` for ``goal`` with ``model`` (role ``read``).

    Raises ``FileNotOnDeviceError`` when there is no such file (it lists the files there) and
    :class:`DocumentError` when it cannot be read (it says why).
    """
    text = extract_text(device.read_file(path), path)
    chunks = split_chunks(text)
    truncated = len(text) > budget_chars
    context = ReadContext(
        goal=goal,
        file=path,
        text=excerpt(goal, chunks, budget_chars) if truncated else text,
        truncated=truncated,
        chunks=chunks,
    )
    request = ModelRequest(
        role="read",
        messages=(Message.user(render_prompt("experts", "read", context)),),
        output_schema=ReadResult,
        context=context,
    )
    return model.generate(request).output


# -- the offline handler -----------------------------------------------------------------------


@offline_handler("read")
def read_offline(request: ModelRequest[ReadResult]) -> ReadResult:
    """Lexical retrieval over the document's chunks: the best passages, and as the answer the
    value the goal asks for, else the best passage."""
    context = context_of(request, ReadContext)
    goal, chunks = context.goal, context.chunks
    ranked = rank_chunks(goal, chunks)
    if not ranked:
        return ReadResult(found=False)
    best = ranked[0][0]
    passages = [chunks[position] for score, position in ranked if score * 2 >= best]
    passages = passages[:MAX_PASSAGES]
    kind = wanted_value(goal)
    if kind is not None:
        for passage in passages:
            value = find_value(kind, goal, passage)
            if value is not None:
                return ReadResult(found=True, answer=value, passages=passages)
    return ReadResult(found=True, answer=passages[0], passages=passages)
