"""Choosing the elements an agent can act on or must read, labelling and numbering them.

Kept: clickable, long-clickable, editable, scrollable and checkable nodes, and nodes with text or
a content-desc. Skipped: invisible, zero-size and off-screen nodes. A clickable container with no
text of its own takes its text children's text as its ``label`` and the children are folded into
it; so is a switch or checkbox that is not clickable itself (the row toggles it); a clickable
wrapper around a clickable child of the same size is merged with the child.
Elements are numbered from 1 in reading order: the app window first (top to bottom, left to
right), then dialogs, overlays, the keyboard and the system bars.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mobilexperts.perception.elements import Bounds, UIElement
from mobilexperts.perception.hierarchy import (
    CLOCK_EVERY,
    Hierarchy,
    RawNode,
    Rect,
    TimeBudget,
    Window,
)

LIST_CLASS_MARKERS = ("RecyclerView", "ListView", "GridView", "ScrollView", "ViewPager", "WebView")
LABEL_SEPARATOR = " | "
# A clickable container larger than this share of the screen is a backdrop, not a button: it
# keeps no label of its own so the texts on it stay separate elements.
MAX_LABEL_OWNER_SHARE = 0.6
# Edges this close (in pixels) count as the same box when merging nested duplicates.
SAME_BOX_SLACK = 8
# A container's label keeps at most this many of its children's texts (the rest are folded in
# unnamed), so a row holding thousands of texts costs linear time.
MAX_LABEL_PARTS = 32
_WINDOW_RANK = {"app": 0, "dialog": 1, "overlay": 2, "keyboard": 3, "system": 4}


def is_list_container(node: RawNode) -> bool:
    """Whether ``node`` holds scrolling or repeated content (its children are content)."""
    return node.scrollable or any(marker in node.cls for marker in LIST_CLASS_MARKERS)


@dataclass(slots=True, eq=False)
class _Candidate:
    node: RawNode
    window: Window
    bounds: Rect
    in_list: bool
    seq: int
    owner: _Candidate | None
    label_parts: list[str] = field(default_factory=list)
    merged: list[RawNode] = field(default_factory=list)
    toggle: RawNode | None = None
    dropped: bool = False

    @property
    def acts(self) -> bool:
        """Clickable-like: can own the labels of text children."""
        n = self.node
        return (n.clickable or n.long_clickable or n.checkable) and not (n.editable or n.scrollable)

    @property
    def own_label(self) -> str:
        return (self.node.text or self.node.desc).strip()


def select_elements(hierarchy: Hierarchy, width: int, height: int) -> list[UIElement]:
    """The numbered elements of a parsed dump on a ``width`` x ``height`` screen."""
    screen: Rect = (0, 0, width, height)
    screen_area = max(width * height, 1)
    candidates: list[_Candidate] = []
    for window in hierarchy.windows:
        _visit(window.root, window, screen, candidates, hierarchy.budget)
    for cand in candidates:
        _fold_into_owner(cand, screen_area)
    kept = [c for c in candidates if not c.dropped]
    ordered = sorted(kept, key=lambda c: (_WINDOW_RANK[c.window.kind], c.window.order))
    result: list[UIElement] = []
    for group in _group_by_window(ordered):
        result.extend(_element(c, len(result) + 1) for c in _reading_order(group))
    return result


def _visit(
    root: RawNode, window: Window, screen: Rect, out: list[_Candidate], budget: TimeBudget
) -> None:
    """Append the candidates of ``root``'s tree in document order (an explicit stack, so a
    deep tree does not recurse)."""
    stack: list[tuple[RawNode, _Candidate | None, bool]] = [(root, None, False)]
    visited = 0
    while stack:
        node, owner, in_list = stack.pop()
        visited += 1
        if visited % CLOCK_EVERY == 0:
            budget.check()
        cand = None
        clipped = _clip(node.bounds, screen) if node.visible else None
        if clipped is not None and (node.interactive or node.text.strip() or node.desc.strip()):
            cand = _Candidate(node, window, clipped, in_list, len(out), owner)
            out.append(cand)
        next_owner = cand if cand is not None and cand.acts else owner
        child_in_list = in_list or is_list_container(node)
        stack.extend((child, next_owner, child_in_list) for child in reversed(node.children))


def _fold_into_owner(cand: _Candidate, screen_area: int) -> None:
    """Fold a text child into its clickable owner, or merge same-size nested clickables."""
    owner = cand.owner
    if owner is None or owner.dropped:
        return
    node = cand.node
    if node.checkable and not (node.clickable or node.long_clickable or node.editable):
        if owner.toggle is None:
            owner.toggle = node
            cand.dropped = True
        return
    if node.interactive:
        if cand.acts and _same_box(cand.bounds, owner.bounds):
            owner.dropped = True
            cand.merged += [owner.node, *owner.merged]
            cand.label_parts += owner.label_parts
            cand.toggle = cand.toggle or owner.toggle
            cand.owner = owner.owner
        return
    text = cand.own_label
    if owner.own_label:
        owner_texts = (owner.node.text.strip().casefold(), owner.node.desc.strip().casefold())
        cand.dropped = text.casefold() in owner_texts
        return
    area = (owner.bounds[2] - owner.bounds[0]) * (owner.bounds[3] - owner.bounds[1])
    if area <= MAX_LABEL_OWNER_SHARE * screen_area:
        if len(owner.label_parts) < MAX_LABEL_PARTS and text not in owner.label_parts:
            owner.label_parts.append(text)
        cand.dropped = True


def _same_box(a: Rect, b: Rect) -> bool:
    return all(abs(p - q) <= SAME_BOX_SLACK for p, q in zip(a, b, strict=True))


def _clip(rect: Rect, screen: Rect) -> Rect | None:
    x1, y1 = max(rect[0], screen[0]), max(rect[1], screen[1])
    x2, y2 = min(rect[2], screen[2]), min(rect[3], screen[3])
    return (x1, y1, x2, y2) if x1 < x2 and y1 < y2 else None


def _group_by_window(cands: list[_Candidate]) -> list[list[_Candidate]]:
    groups: list[list[_Candidate]] = []
    for cand in cands:
        if groups and groups[-1][0].window is cand.window:
            groups[-1].append(cand)
        else:
            groups.append([cand])
    return groups


def _reading_order(cands: list[_Candidate]) -> list[_Candidate]:
    """Top to bottom, and left to right within a line of vertically overlapping elements."""
    by_top = sorted(cands, key=lambda c: (c.bounds[1], c.bounds[0], c.seq))
    lines: list[list[_Candidate]] = []
    for cand in by_top:
        if lines and _same_line(lines[-1][0].bounds, cand.bounds):
            lines[-1].append(cand)
        else:
            lines.append([cand])
    return [c for line in lines for c in sorted(line, key=lambda c: (c.bounds[0], c.seq))]


def _same_line(a: Rect, b: Rect) -> bool:
    """Each box's vertical centre lies within the other's vertical span."""
    return a[1] <= (b[1] + b[3]) // 2 < a[3] and b[1] <= (a[1] + a[3]) // 2 < b[3]


def _element(cand: _Candidate, index: int) -> UIElement:
    n, nodes, toggle = cand.node, [cand.node, *cand.merged], cand.toggle
    label = cand.own_label or LABEL_SEPARATOR.join(cand.label_parts)
    label = label or next(((m.text or m.desc).strip() for m in cand.merged if m.text or m.desc), "")
    return UIElement(
        index=index,
        cls=n.cls,
        text=n.text,
        desc=n.desc or next((m.desc for m in cand.merged if m.desc), ""),
        resource_id=n.resource_id
        or next((m.resource_id for m in cand.merged if m.resource_id), ""),
        package=n.package,
        bounds=Bounds(x1=cand.bounds[0], y1=cand.bounds[1], x2=cand.bounds[2], y2=cand.bounds[3]),
        label=label,
        clickable=any(m.clickable for m in nodes),
        long_clickable=any(m.long_clickable for m in nodes),
        scrollable=n.scrollable,
        editable=n.editable,
        checkable=toggle is not None or any(m.checkable for m in nodes),
        checked=(toggle is not None and toggle.checked) or any(m.checked for m in nodes),
        focused=any(m.focused for m in nodes),
        selected=any(m.selected for m in nodes),
        password=n.password,
        enabled=n.enabled,
        path=n.path,
        window=cand.window.kind,
        in_list=cand.in_list,
    )
