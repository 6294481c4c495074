"""Exploration never performs a sensitive step, on the simulator either."""

from __future__ import annotations

from experts.crawl import Crawler
from memory.interface import InterfaceMemory
from mobilexperts.sim.device import SimDevice
from mobilexperts.sim.phone import SimPhone
from tests.experts.shelf import ShelfApp


def test_the_crawl_leaves_a_delete_button_untried(tmp_path):
    device = SimDevice(phone=SimPhone(seed=1, apps=[ShelfApp]))
    crawl = Crawler(device, InterfaceMemory(tmp_path / "interface.json")).run("Shelf")
    outcomes = {t.label: t.outcome for t in crawl.tried}
    assert outcomes["Delete account"] == "skipped"
    assert outcomes["Buy now"] != "skipped", "opening a checkout is no sensitive step"
