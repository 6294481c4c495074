"""Text metrics shared by layout and rendering.

SimDroid draws with Pillow's built-in scalable font, so the output does not depend on fonts
installed on the machine. Measurements are cached: the same strings are laid out every frame.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

# sp sizes of the text styles, and the line height as a multiple of the font size.
STYLE_SP = {"headline": 24, "title": 20, "body": 16, "label": 14, "caption": 12}
LINE_HEIGHT = 1.3


@lru_cache(maxsize=64)
def font(px: int) -> ImageFont.FreeTypeFont:
    """The built-in font at ``px`` pixels."""
    return ImageFont.load_default(size=px)


@lru_cache(maxsize=50_000)
def text_width(text: str, px: int) -> int:
    """Width in pixels of ``text`` on one line."""
    return int(font(px).getlength(text)) + 1


@lru_cache(maxsize=20_000)
def wrap(text: str, px: int, width: int) -> tuple[str, ...]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` (explicit newlines kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            word_width = text_width(word, px)
            if line and text_width(f"{line} {word}", px) > width:
                lines.append(line)
                line = ""
            while word_width > width and len(word) > 1:
                cut = max(1, len(word) * width // word_width)
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cut])
                word = word[cut:]
                word_width = text_width(word, px)
            line = f"{line} {word}" if line else word
        lines.append(line)
    return tuple(lines)
