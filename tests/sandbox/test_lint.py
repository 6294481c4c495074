"""The AST contract lint: valid tools pass with their signature; every broken rule is reported
with its line and a repair hint, all at once."""

from __future__ import annotations

import pytest

from sandbox import ToolLintError, ToolParam, lint_tool
from sandbox.policy import MAX_AST_NODES, MAX_BLOCK_NESTING, MAX_SOURCE_CHARS

POST_CHIRP = '''
def post_chirp(dev, message: str, tags: list[str], count: int = 1, ratio: float = -0.5,
               urgent: bool = False) -> dict:
    """Post a chirp. Starts: Chirp home feed. Ends: feed shows the new chirp."""
    dev.tap(id="com.simdroid.chirp:id/compose")
    dev.wait_for(id="editor", timeout=3)
    dev.type(message, clear=True)
    sent = []
    for i, word in enumerate(message.split(" ")):
        if word and i < count:
            sent.append(f"{word:>3}")
    total = 0
    total += len(sent)
    try:
        number = int(message)
    except (ValueError, TypeError) as problem:
        number = len(str(problem))
    words = {w.lower(): len(w) for w in sent if not w.isdigit()}
    dev.tap(text="Post")
    return {"sent": sent, "total": total, "number": number, "words": words}
'''


def problems_of(source: str) -> list[str]:
    with pytest.raises(ToolLintError) as caught:
        lint_tool(source)
    return [str(p) for p in caught.value.problems]


def test_a_valid_tool_yields_its_signature():
    signature = lint_tool(POST_CHIRP)
    assert signature.name == "post_chirp"
    assert signature.doc.startswith("Post a chirp.")
    assert signature.params == (
        ToolParam(name="message", type="str"),
        ToolParam(name="tags", type="list"),
        ToolParam(name="count", type="int", required=False, default=1),
        ToolParam(name="ratio", type="float", required=False, default=-0.5),
        ToolParam(name="urgent", type="bool", required=False, default=False),
    )


def test_a_list_parameter_cannot_have_a_default():
    assert problems_of('def tool(dev, tags: list = None):\n    """Doc."""\n') == [
        "line 1: the default of `tags` must be a plain list literal "
        "(list parameters cannot have defaults)"
    ]


def test_every_problem_is_reported_with_its_line(tool):
    source = tool(
        """
        while True:
            pass
        import os
        x = dev
        dev.tapp(id="a")
        """
    )
    found = problems_of(source)
    assert [p.split(":")[0] for p in found] == ["line 3", "line 5", "line 6", "line 7"]
    assert "use `for i in range(n):`" in found[0]
    assert "imports are not allowed" in found[1]
    assert "use `dev` only to call a verb" in found[2]
    assert "dev has no verb `tapp`" in found[3]


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("def tool(device):", "the first parameter must be `dev`"),
        ("def tool(dev: object):", "leave `dev` without a type annotation"),
        ("def tool(dev, name):", "parameter `name` needs a type annotation"),
        ("def tool(dev, name: dict):", "parameter `name` needs a type annotation"),
        ("def tool(dev, *names: str):", "`*args`/`**kwargs` are not allowed"),
        ("def tool(dev, *, name: str):", "keyword-only parameters are not allowed"),
        ("def tool(dev, name: str = ().__class__):", "the default of `name` must be a plain str"),
        ("def tool(dev, n: int = True):", "the default of `n` must be a plain int"),
        ("def tool(dev, flag: bool = 1):", "the default of `flag` must be a plain bool"),
        ("def tool(dev) -> object:", "return type must be one of"),
        ("def _tool(dev):", "must not start with '_'"),
        ("def range(dev):", "`range` is a builtin name"),
        ("async def tool(dev):", "`async def tool` is not allowed"),
    ],
)
def test_signature_rules(header, expected):
    source = f'{header}\n    """Doc."""\n    dev.back()\n'
    assert any(expected in p for p in problems_of(source)), problems_of(source)


def test_module_level_rules():
    found = problems_of(
        '"""module doc"""\nimport os\nclass A:\n    pass\n'
        'def one(dev):\n    """Doc."""\ndef two(dev):\n    """Doc."""\nx = 1\n'
    )
    assert found == [
        "line 1: put the description in the function's docstring, not at module level",
        "line 2: imports are not allowed: a tool can only use `dev` verbs and the safe builtins",
        "line 3: classes are not allowed; write one function and use dicts or lists for data",
        "line 7: only one function per tool; inline `two` into the first function "
        "or submit it as a separate tool",
        "line 9: code outside the function is not allowed; move it inside the function body",
    ]


def test_no_function_and_no_docstring():
    assert any(p.startswith("line 1: no function found") for p in problems_of("x = 1\n"))
    assert "needs a docstring" in problems_of("def tool(dev):\n    dev.back()\n")[0]


def test_syntax_errors_are_reported_with_their_position():
    assert problems_of("def tool(dev:\n    pass\n") == [
        "line 1: syntax error: '(' was never closed; fix the Python syntax"
    ]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("with x:\n    pass", "`with` is not allowed"),
        ("global x", "`global` is not allowed"),
        ("del x", "`del` is not allowed"),
        ("yield 1", "`yield` is not allowed"),
        ("f = lambda: 1", "`lambda` is not allowed"),
        ("def helper():\n    pass", "nested functions are not allowed"),
        ("try:\n    pass\nexcept:\n    pass", "bare `except:` is not allowed"),
        ("try:\n    pass\nexcept BaseException:\n    pass", "only these errors can be caught"),
        ("raise SystemExit()", "raise one of the safe errors"),
        ("raise ValueError('a') from None", "`raise ... from ...` is not allowed"),
        ("x = {**{}}", "`**` unpacking in dicts is not allowed"),
        ("a, *b = [1, 2]", "unpack into plain variable names only"),
        ("x = 2 ** 8", "`**` is not allowed"),
        ("x = 1 << 8", "`<<` is not allowed"),
        ("x = 2\nx **= 8", "`**` is not allowed"),
        ("x = {1, 2}", "sets are not supported"),
        ("x: int = 1", "annotated assignments are not allowed"),
        ("if (x := 1):\n    pass", "`:=` is not allowed"),
        ("x = b'bytes'", "bytes literals are not supported"),
        ("x = 'a' * 1\ny = f'{x:>99999}'", "f-string format specs must be plain and short"),
        ("x = 10000000000000000000", "integer literals are capped"),
        ("len = 3", "`len` is a builtin; pick another variable name"),
        ("dev = 3", "do not assign to `dev`"),
        ("_x = 3", "names may not start with '_'"),
        ("x = '{0}'.format(1)", "`.format` is not allowed"),
        ("x = 'a'.upper", "methods cannot be stored"),
        ("v = dev.tap", "call dev verbs directly"),
        ("dev.tap()", "dev.tap() needs a selector"),
        ("dev.tap('Post')", "too many positional arguments"),
        ("dev.tap(label='Post')", "dev.tap() has no parameter `label`"),
        ("dev.type()", "dev.type() needs `value`"),
        ("dev.wait(11)", "dev.wait(seconds=...) must be between 0 and 10"),
        ("dev.swipe('sideways')", "must be one of up, down, left, right"),
        ("dev.tap(text=1)", "takes a str, got int"),
        ("dev.tap(**{'text': 'a'})", "`**` unpacking is not allowed"),
        ("print(1, file=None)", "print() only takes `sep=` and `end=`"),
        ("x = open('/etc/passwd')", "`open(...)` cannot be called in a tool"),
        ("x = y", "`y` is not defined in tools"),
        ("x = tool", "a tool cannot refer to itself"),
        ("x = [1][0](1)", "only named calls are allowed"),
    ],
)
def test_body_rules(tool, body, expected):
    found = problems_of(tool(body))
    assert any(expected in p for p in found), found


def test_block_nesting_is_capped(tool):
    depth = MAX_BLOCK_NESTING + 1
    body = "".join("    " * i + "if True:\n" for i in range(depth)) + "    " * depth + "pass"
    assert any("nested more than" in p for p in problems_of(tool(body)))
    shallow = "".join("    " * i + "if True:\n" for i in range(depth - 1))
    lint_tool(tool(shallow + "    " * (depth - 1) + "pass"))


def test_elif_chains_are_not_nesting(tool):
    elifs = "".join(f"elif n == {i}:\n    x = {i}\n" for i in range(1, 9))
    chain = "if n == 0:\n    x = 0\n" + elifs
    lint_tool(tool(chain + "else:\n    x = -1", params="n: int"))


def test_size_node_and_depth_caps(tool):
    huge = "x = 1\n" * (MAX_SOURCE_CHARS // 6 + 1)
    assert "characters long" in problems_of(tool(huge))[0]
    many = "x = [" + ", ".join(["1"] * MAX_AST_NODES) + "]"
    assert any("syntax nodes" in p for p in problems_of(tool(many)))
    deep = "x = " + "-" * 60 + "1"
    assert any("nested 6" in p for p in problems_of(tool(deep)))


def test_look_alike_unicode_identifiers_are_refused(tool):
    found = problems_of(tool("x = ().\uff3f\uff3fclass\uff3f\uff3f"))
    assert any("non-ASCII characters in code" in p for p in found)
    lint_tool(tool("dev.tap(text='Caf\u00e9 \uff3f')"))


def test_messages_name_the_alternatives(tool):
    found = problems_of(tool("x = getattr(dev, 'tap')"))
    assert any("the builtins abs, all, any" in p and "dev verbs" in p for p in found)
