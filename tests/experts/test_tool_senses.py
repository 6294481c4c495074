"""Words people call the device by say "device": a tool that sets the device's zapname fits a
request about the phone's zapname, and covers it. Retrieval reads a word as the few verbs
interfaces use it for ("directions": navigate)."""

from __future__ import annotations

from experts.offline.words import VERB_UI
from experts.tool_choice import choose_tools, covers
from experts.tool_senses import search_text, senses
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


def test_retrieval_words_add_the_few_verbs_a_word_says_but_not_a_word_many_verbs_use():
    assert "navigate" in search_text("zap me directions to quorn hall").split()
    assert not set(search_text("a new zap for quorn").split()) & set(VERB_UI)
