"""Words people call the device by say "device": a tool that sets the device's zapname fits a
request about the phone's zapname, and covers it."""

from __future__ import annotations

from experts.tool_choice import choose_tools, covers
from experts.tool_senses import senses
from tools_store.records import ToolOffer

ZAP_NAME = ToolOffer.of(
    "set_device_zapname",
    'Set the device zapname to "<zapname>" in Zapsettings. Starts: any screen. Ends: About.',
    params=["zapname: str"],
    app="com.example.zapsettings",
    app_label="Zapsettings",
)


def test_the_phone_is_the_device():
    assert senses("phone") & senses("device")
    assert not senses("phonebook") & senses("device")


def test_a_device_tool_fits_a_request_about_the_phone():
    request = 'Set this phone\'s zapname to "Quorn Den"'
    (choice,) = choose_tools(request, [ZAP_NAME], ["Zapsettings"])
    assert choice.usable and choice.args == {"zapname": "Quorn Den"}
    assert covers(request, ZAP_NAME, choice.args)
