"""A SimDroid canvas draws its children and takes their touches, but the hierarchy shows only
the canvas node, as a real TextureView or WebView does (the Maps map with its place pins)."""

from __future__ import annotations

from lxml import etree

from mobilexperts.perception import perceive_observation
from mobilexperts.perception.ocr import ocr_regions
from mobilexperts.sim.device import SimDevice


def test_the_map_is_one_node_whose_pins_are_only_drawn():
    phone = SimDevice()
    phone.launch("Maps")
    obs = phone.observe()
    root = etree.fromstring(obs.xml.encode())
    (map_view,) = root.xpath("//node[@resource-id='com.simdroid.maps:id/map_view']")
    assert map_view.get("class") == "android.view.TextureView" and len(map_view) == 0
    assert "Lotus Thai Kitchen" not in obs.xml
    screen = perceive_observation(obs)
    regions = ocr_regions(screen.elements, screen.width, screen.height)
    assert [str(r) for r in regions] == [str(screen.find(resource_id="map_view").bounds)]


def test_a_drawn_pin_takes_a_tap():
    phone = SimDevice()
    phone.launch("Maps")
    pin_row_y = 531  # the first pin's label, read off the screenshot by OCR
    phone.tap(285, pin_row_y)
    after = phone.observe()
    assert after.activity.endswith("PlaceActivity") and "Lotus Thai Kitchen" in after.xml
