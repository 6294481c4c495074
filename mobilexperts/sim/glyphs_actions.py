"""Action glyphs: navigation, editing and social actions, drawn on a 24-unit grid."""

from __future__ import annotations

import math

from mobilexperts.sim.glyph_pen import GlyphFn, Pen, arc_points, pen_glyph, rotate


def back(p: Pen) -> None:
    p.line((20, 12), (4.5, 12))
    p.line((11, 5), (4, 12), (11, 19))


def forward(p: Pen) -> None:
    p.line((4, 12), (19.5, 12))
    p.line((13, 5), (20, 12), (13, 19))


def chevron_right(p: Pen) -> None:
    p.line((9, 5), (16, 12), (9, 19))


def chevron_left(p: Pen) -> None:
    p.line((15, 5), (8, 12), (15, 19))


def expand_more(p: Pen) -> None:
    p.line((5, 9), (12, 16), (19, 9))


def nav_back(p: Pen) -> None:
    p.line((17, 4.5), (17, 19.5), (5.5, 12), closed=True)


def nav_home(p: Pen) -> None:
    p.circle((12, 12), 7.5)


def nav_recent(p: Pen) -> None:
    p.rect(5.5, 5.5, 18.5, 18.5, radius=2)


def search(p: Pen) -> None:
    p.circle((10, 10), 6)
    p.line((15, 15), (20.5, 20.5), width=2.6)


def more(p: Pen) -> None:
    for y in (5, 12, 19):
        p.dot((12, y), 2.1)


def more_horiz(p: Pen) -> None:
    for x in (5, 12, 19):
        p.dot((x, 12), 2.1)


def menu(p: Pen) -> None:
    for y in (6.5, 12, 17.5):
        p.line((4, y), (20, y))


def add(p: Pen) -> None:
    p.line((12, 4.5), (12, 19.5))
    p.line((4.5, 12), (19.5, 12))


def close(p: Pen) -> None:
    p.line((6, 6), (18, 18))
    p.line((18, 6), (6, 18))


def check(p: Pen) -> None:
    p.line((4.5, 12.5), (9.5, 17.5), (19.5, 7))


def edit(p: Pen) -> None:
    p.line((3.5, 20.5), (3.5, 16.5), (15.5, 4.5), (19.5, 8.5), (7.5, 20.5), closed=True, width=1.8)
    p.line((13, 7), (17, 11), width=1.8)


def compose(p: Pen) -> None:
    p.line((11, 4), (5, 4), (4, 5), (4, 19), (5, 20), (19, 20), (20, 19), (20, 13), width=1.8)
    p.line((9, 15), (9, 12), (17.5, 3.5), (20.5, 6.5), (12, 15), closed=True, width=1.8)


def heart_points() -> list[tuple[float, float]]:
    points = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((12 + x * 0.56, 11.2 - y * 0.56))
    return points


def heart(p: Pen) -> None:
    p.line(*heart_points(), closed=True)


def heart_filled(p: Pen) -> None:
    p.fill(*heart_points())
    p.line(*heart_points(), closed=True)


def star_points() -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = 9.5 if i % 2 == 0 else 4.2
        angle = math.radians(-90 + 36 * i)
        points.append((12 + radius * math.cos(angle), 12.6 + radius * math.sin(angle)))
    return points


def star(p: Pen) -> None:
    p.line(*star_points(), closed=True, width=1.8)


def star_filled(p: Pen) -> None:
    p.fill(*star_points())
    p.line(*star_points(), closed=True, width=1.8)


def send(p: Pen) -> None:
    p.fill((3, 20.5), (21.5, 12), (3, 3.5), (3, 10), (15, 12), (3, 14))


def share(p: Pen) -> None:
    for centre in ((18, 5), (6, 12), (18, 19)):
        p.dot(centre, 3)
    p.line((18, 5), (6, 12), (18, 19), width=1.8)


def reply(p: Pen) -> None:
    p.line((9.5, 5.5), (3.5, 11.5), (9.5, 17.5))
    p.line((4, 11.5), (12, 11.5), *arc_points((12, 19.5), 8, -90, 0, 8))


def repost(p: Pen) -> None:
    p.line((4, 15), (4, 7), (17, 7))
    p.line((14, 4), (17, 7), (14, 10))
    p.line((20, 9), (20, 17), (7, 17))
    p.line((10, 14), (7, 17), (10, 20))


def attach(p: Pen) -> None:
    outer = [(16, 8), (16, 16.5), *arc_points((12, 16.5), 4, 0, 180, 8), (8, 6)]
    outer += [*arc_points((10.75, 6), 2.75, 180, 360, 6), (13.5, 15.5)]
    outer += arc_points((12, 15.5), 1.5, 0, 180, 4)
    p.line(*rotate([*outer, (10.5, 8)], 40), width=1.7)


def refresh(p: Pen) -> None:
    p.arc((12, 12), 7.5, -40, 270)
    p.fill((17.5, 2.5), (21, 9.5), (13.5, 9.5))


def trash(p: Pen) -> None:
    p.line((4, 6.5), (20, 6.5))
    p.line((9, 6.5), (9.5, 3.5), (14.5, 3.5), (15, 6.5), width=1.8)
    p.line((6, 7), (7.2, 20.5), (16.8, 20.5), (18, 7), width=1.8)
    p.line((10, 10.5), (10, 17), width=1.6)
    p.line((14, 10.5), (14, 17), width=1.6)


def download(p: Pen) -> None:
    p.line((12, 3.5), (12, 15))
    p.line((6.5, 10), (12, 15.5), (17.5, 10))
    p.line((4.5, 20), (19.5, 20))


def upload(p: Pen) -> None:
    p.line((12, 16), (12, 4.5))
    p.line((6.5, 9.5), (12, 4), (17.5, 9.5))
    p.line((4.5, 20), (19.5, 20))


def play(p: Pen) -> None:
    p.fill((7.5, 4.5), (19.5, 12), (7.5, 19.5))


def code(p: Pen) -> None:
    p.line((8, 6.5), (2.5, 12), (8, 17.5))
    p.line((16, 6.5), (21.5, 12), (16, 17.5))
    p.line((13.5, 4.5), (10.5, 19.5), width=1.7)


def copy(p: Pen) -> None:
    p.rect(8, 7.5, 19.5, 20.5, radius=1.5, width=1.8)
    p.line((4.5, 16.5), (4.5, 4.5), (15, 4.5), width=1.8)


def bookmark(p: Pen) -> None:
    p.line((6, 3.5), (18, 3.5), (18, 20.5), (12, 16), (6, 20.5), closed=True)


def lock(p: Pen) -> None:
    p.rect(5, 10.5, 19, 20.5, radius=2)
    p.arc((12, 10), 4, 180, 360)
    p.line((8, 10), (8, 10.5))
    p.line((16, 10), (16, 10.5))
    p.dot((12, 15.5), 1.5)


def shift(p: Pen) -> None:
    p.line(
        (12, 3.5),
        (20.5, 12),
        (15.5, 12),
        (15.5, 19.5),
        (8.5, 19.5),
        (8.5, 12),
        (3.5, 12),
        closed=True,
        width=1.8,
    )


def backspace(p: Pen) -> None:
    p.line((8, 5), (21, 5), (21, 19), (8, 19), (2, 12), closed=True, width=1.8)
    p.line((11, 9), (17, 15), width=1.8)
    p.line((17, 9), (11, 15), width=1.8)


def enter(p: Pen) -> None:
    p.line((19, 5), (19, 14), (5, 14))
    p.line((9, 10), (5, 14), (9, 18))


def placeholder(p: Pen) -> None:
    """The neutral shape drawn for glyph names nobody registered."""
    p.rect(4.5, 4.5, 19.5, 19.5, radius=3.5, width=1.8)
    p.dot((12, 12), 2.5)


ACTION_GLYPHS: dict[str, GlyphFn] = {
    fn.__name__: pen_glyph(fn)
    for fn in (
        back, forward, chevron_right, chevron_left, expand_more, nav_back, nav_home, nav_recent,
        search, more, more_horiz, menu, add, close, check, edit, compose, heart, heart_filled,
        star, star_filled, send, share, reply, repost, attach, refresh, trash, download, upload,
        play, code, copy, bookmark, lock, shift, backspace, enter, placeholder,
    )
}  # fmt: skip
