"""Object glyphs: places, people, devices, documents and system indicators (24-unit grid)."""

from __future__ import annotations

from mobilexperts.sim.glyph_pen import GlyphFn, Pen, arc_points, pen_glyph, rotate


def home(p: Pen) -> None:
    p.line((3, 11.5), (12, 3.5), (21, 11.5))
    p.line((5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5))
    p.line((10, 20.5), (10, 14.5), (14, 14.5), (14, 20.5), width=1.8)


def bell(p: Pen) -> None:
    dome = arc_points((12, 10.5), 5.5, 180, 360, 10)
    p.line((4.5, 17.5), (6.5, 15), *dome, (17.5, 15), (19.5, 17.5), closed=True, width=1.8)
    p.arc((12, 19), 2, 0, 180, width=1.8)
    p.line((12, 3), (12, 4.5), width=1.8)


def mail(p: Pen) -> None:
    p.rect(3, 5, 21, 19, radius=1.5)
    p.line((3.5, 6), (12, 12.5), (20.5, 6))


def person(p: Pen) -> None:
    p.circle((12, 8), 4)
    p.line(*arc_points((12, 21), 8, 180, 360, 12), width=2)
    p.line((4, 21), (20, 21))


def settings(p: Pen) -> None:
    for i in range(8):
        p.fill(*rotate([(10.2, 1.8), (13.8, 1.8), (14.6, 6), (9.4, 6)], 45 * i))
    p.circle((12, 12), 6, width=3.2)
    p.circle((12, 12), 2.4, width=1.6)


def wifi(p: Pen) -> None:
    for radius in (4.5, 9, 13.5):
        p.arc((12, 20), radius, 225, 315, width=2.2)
    p.dot((12, 19.5), 1.8)


def bluetooth(p: Pen) -> None:
    p.line((6.5, 7.5), (17, 16.5), (12, 21), (12, 3), (17, 7.5), (6.5, 16.5), width=1.9)


def battery(p: Pen) -> None:
    p.rect(7.5, 4.5, 16.5, 21, radius=1.5, width=1.8)
    p.rect(10, 2, 14, 3.8, width=None)
    p.rect(9.5, 8, 14.5, 19, radius=0.5, width=None)


def brightness(p: Pen) -> None:
    p.circle((12, 12), 4.5, width=None)
    for i in range(8):
        start, end = rotate([(12, 2.5), (12, 5)], 45 * i)
        p.line(start, end, width=1.9)


def info(p: Pen) -> None:
    p.circle((12, 12), 9, width=1.9)
    p.dot((12, 7.5), 1.4)
    p.line((12, 11), (12, 17))


def chat(p: Pen) -> None:
    p.line((4, 5), (20, 5), (20, 16.5), (9, 16.5), (5, 20.5), (4, 16.5), closed=True, width=1.9)


def calendar(p: Pen) -> None:
    p.rect(3.5, 5, 20.5, 20.5, radius=2, width=1.9)
    p.line((3.5, 9.5), (20.5, 9.5), width=1.9)
    p.line((8, 2.5), (8, 6.5))
    p.line((16, 2.5), (16, 6.5))
    p.rect(13, 13.5, 17, 17.5, width=None)


def clock(p: Pen) -> None:
    p.circle((12, 12), 9, width=1.9)
    p.line((12, 6.5), (12, 12), (16, 14.5), width=1.9)


def camera(p: Pen) -> None:
    p.line(
        (3, 8),
        (7.5, 8),
        (9, 5),
        (15, 5),
        (16.5, 8),
        (21, 8),
        (21, 19.5),
        (3, 19.5),
        closed=True,
        width=1.9,
    )
    p.circle((12, 13.5), 3.5, width=1.9)


def map_pin(p: Pen) -> None:
    outline = arc_points((12, 9.5), 6.5, 150, 390, 18)
    p.line(*outline, (12, 21.5), closed=True, width=1.9)
    p.circle((12, 9.5), 2.2, width=None)


def cart(p: Pen) -> None:
    p.line((2, 4), (5, 4), (7.8, 15.5), (18, 15.5), (20.5, 7.5), (6, 7.5), width=1.9)
    p.dot((9, 19.5), 1.8)
    p.dot((17, 19.5), 1.8)


def bag(p: Pen) -> None:
    p.line((4.5, 8), (19.5, 8), (19, 21), (5, 21), closed=True, width=1.9)
    p.arc((12, 8), 3.5, 180, 360, width=1.9)


def folder(p: Pen) -> None:
    p.line((3, 5.5), (9, 5.5), (11, 8), (21, 8), (21, 19), (3, 19), closed=True, width=1.9)


def file(p: Pen) -> None:
    p.line((5.5, 2.5), (14, 2.5), (19, 7.5), (19, 21.5), (5.5, 21.5), closed=True, width=1.9)
    p.line((14, 2.5), (14, 7.5), (19, 7.5), width=1.6)


def note(p: Pen) -> None:
    p.rect(4.5, 3, 19.5, 21, radius=1.5, width=1.9)
    for y in (8, 12, 16):
        p.line((8, y), (16 if y < 16 else 13, y), width=1.6)


def phone(p: Pen) -> None:
    p.arc((20, 4), 14, 100, 170, width=3.2)
    p.line((17.6, 17.8), (18.3, 13.8), width=4.2)
    p.line((6.2, 6.4), (10.2, 5.7), width=4.2)


def image(p: Pen) -> None:
    p.rect(3.5, 4.5, 20.5, 19.5, radius=1.5, width=1.8)
    p.fill((5, 18), (10, 11), (13.5, 15.5), (15.5, 13), (19, 18))
    p.dot((15.5, 8.5), 1.6)


def globe(p: Pen) -> None:
    p.circle((12, 12), 9, width=1.8)
    p.line((3.5, 12), (20.5, 12), width=1.5)
    p.line(*arc_points((4, 12), 12.04, -48.4, 48.4, 8), width=1.5)
    p.line(*arc_points((20, 12), 12.04, 131.6, 228.4, 8), width=1.5)


def dot(p: Pen) -> None:
    p.dot((12, 12), 9)


def app(p: Pen) -> None:
    for x, y in ((4, 4), (13, 4), (4, 13), (13, 13)):
        p.rect(x, y, x + 7, y + 7, radius=1.8, width=None)


OBJECT_GLYPHS: dict[str, GlyphFn] = {
    fn.__name__: pen_glyph(fn)
    for fn in (
        home, bell, mail, person, settings, wifi, bluetooth, battery, brightness, info, chat,
        calendar, clock, camera, map_pin, cart, bag, folder, file, note, phone, image, globe,
        dot, app,
    )
}  # fmt: skip
