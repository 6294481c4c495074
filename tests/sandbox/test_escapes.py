"""The escape corpus: payloads that try to leave the sandbox, each blocked at a known layer.

``lint`` payloads are refused by the contract lint before anything runs; for each, the test also
records whether RestrictedPython alone (``rp``) or the restricted runtime alone (``guards``,
compiled and executed in this process without the lint) would stop it too. ``runtime``
payloads pass both static gates and are stopped in the tool process by a budget, a guard or a
kernel limit (compute-heavy ones are killed by the 1.5 s compute deadline or RLIMIT_CPU).
After every payload the parent still runs a benign tool and its device still answers.
"""

from __future__ import annotations

import multiprocessing
import textwrap
from dataclasses import dataclass

import pytest

from sandbox import (
    SelectorNotFoundError,
    ToolBudgetError,
    ToolCompileError,
    ToolLintError,
    ToolRuntimeError,
    ToolTimeoutError,
    lint_tool,
)
from sandbox.budget import Budget, ToolAbort
from sandbox.compile import compile_tool
from sandbox.facade import Dev, VerbChannel
from sandbox.runtime import CappedPrintCollector, restricted_globals

DOC = '"""Escape attempt. Starts: anywhere. Ends: anywhere."""'


@dataclass(frozen=True)
class Escape:
    name: str
    body: str
    layer: str
    expect: str = ""
    rp: bool = False
    guards: bool = False
    header: str = "def tool(dev, name: str = 'x'):"

    @property
    def source(self) -> str:
        if self.body.startswith("@") or self.body.startswith(("def ", "async def ", "class ")):
            return self.body
        body = textwrap.indent(textwrap.dedent(self.body).strip("\n"), "    ")
        return f"{self.header}\n    {DOC}\n{body}\n"


STATIC = [
    Escape("sys._getframe", "import sys\nf = sys._getframe(0)", "lint", "imports", rp=True),
    Escape(
        "generator frame f_back",
        "g = (x for x in [1])\nf = g.gi_frame.f_back.f_globals",
        "lint",
        "`.gi_frame` is not allowed",
        rp=True,
    ),
    Escape(
        "traceback tb_frame",
        "try:\n    x = 1 / 0\nexcept ZeroDivisionError as e:\n    f = e.__traceback__.tb_frame",
        "lint",
        "'_' are not allowed",
        rp=True,
    ),
    Escape(
        "coroutine cr_frame",
        f"async def tool(dev):\n    {DOC}\n    c = tool(dev)\n    f = c.cr_frame",
        "lint",
        "`async def tool`",
        rp=True,
    ),
    Escape(
        "str.format attribute walk",
        "return '{0.__class__.__mro__}'.format(name)",
        "lint",
        "`.format` is not allowed",
        guards=True,
    ),
    Escape(
        "format_map through dev",
        "return '{d.tap}'.format_map({'d': dev})",
        "lint",
        "`.format_map` is not allowed",
        guards=True,
    ),
    Escape("f-string repr of dev", "return f'{dev!r}'", "lint", "use `dev` only to call a verb"),
    Escape(
        "f-string bound method owner",
        "return f'{dev.tap.__self__!r}'",
        "lint",
        "'_' are not allowed",
        rp=True,
    ),
    Escape(
        "string.Formatter().get_field",
        "import string\nf = string.Formatter().get_field('0.__class__', [dev], {})",
        "lint",
        "imports are not allowed",
        guards=True,
    ),
    Escape(
        "Formatter without import",
        "f = Formatter().get_field('0.__class__', [name], {})",
        "lint",
        "`Formatter(...)` cannot be called",
        guards=True,
    ),
    Escape(
        "exception __context__",
        "try:\n    x = 1 / 0\nexcept ZeroDivisionError as e:\n    c = e.__context__",
        "lint",
        "'_' are not allowed",
        rp=True,
    ),
    Escape(
        "exception args",
        "try:\n    x = int(name)\nexcept ValueError as e:\n    return e.args",
        "lint",
        "`.args` is not allowed",
        guards=True,
    ),
    Escape("dev.__class__", "c = dev.__class__", "lint", "'_' are not allowed", rp=True),
    Escape("type(dev)", "c = type(dev)", "lint", "`type(...)` cannot be called", guards=True),
    Escape("bound method __self__", "s = dev.tap.__self__", "lint", "'_' are not allowed", rp=True),
    Escape(
        "function __globals__",
        "g = dev.tap.__func__.__globals__",
        "lint",
        "'_' are not allowed",
        rp=True,
    ),
    Escape("builtin __self__ module", "m = len.__self__", "lint", "'_' are not allowed", rp=True),
    Escape("__builtins__", "b = __builtins__", "lint", "starting with '_'", rp=True),
    Escape(
        "__subclasses__",
        "s = ().__class__.__bases__[0].__subclasses__()",
        "lint",
        "'_' are not allowed",
        rp=True,
    ),
    Escape("mro()", "m = str.mro()", "lint", "`.mro` is not allowed", guards=True),
    Escape(
        "assign dev attribute",
        "dev.tap = None",
        "lint",
        "assigning to attributes is not allowed",
        guards=True,
    ),
    Escape("shadow a builtin", "len = name", "lint", "`len` is a builtin"),
    Escape("replace a guard", "_getattr_ = name", "lint", "'_'", rp=True),
    Escape("while True", "while True:\n    pass", "lint", "`while` loops are not allowed"),
    Escape("huge integer", "x = 10 ** 10 ** 8", "lint", "`**` is not allowed"),
    Escape("open /etc/passwd", "return open('/etc/passwd').read()", "lint", "`open(", guards=True),
    Escape("__import__", "os = __import__('os')", "lint", "`__import__(...)`", rp=True),
    Escape("eval", "return eval('1')", "lint", "`eval(...)` cannot", rp=True),
    Escape("exec", "exec('x = 1')", "lint", "`exec(...)` cannot", rp=True),
    Escape("compile", "c = compile('1', 'x', 'eval')", "lint", "`compile(", guards=True),
    Escape(
        "getattr with a computed name",
        "t = getattr(dev, 'ta' + 'p')",
        "lint",
        "`getattr(",
        guards=True,
    ),
    Escape("vars", "return vars()", "lint", "`vars(...)` cannot", guards=True),
    Escape("dir", "return dir(dev)", "lint", "`dir(...)` cannot", guards=True),
    Escape("globals", "return globals()", "lint", "`globals(...)` cannot", guards=True),
    Escape(
        "unicode-normalised identifier",
        "c = dev.\uff3f\uff3fclass\uff3f\uff3f",
        "lint",
        "non-ASCII characters",
        rp=True,
    ),
    Escape(
        "decorator",
        f"@dev.tap\ndef tool(dev):\n    {DOC}\n    dev.back()\n",
        "lint",
        "decorators are not allowed",
        guards=True,
    ),
    Escape(
        "default-argument trick",
        "return x",
        "lint",
        "the default of `x` must be a plain str",
        rp=True,
        header="def tool(dev, x: str = ().__class__.__bases__[0]):",
    ),
    Escape("class definition", "class A:\n    pass", "lint", "classes are not", guards=True),
    Escape("os.fork", "import os\nos.fork()", "lint", "imports are not allowed", guards=True),
    Escape(
        "subprocess",
        "import subprocess\nsubprocess.Popen(['sh'])",
        "lint",
        "imports are not allowed",
        guards=True,
    ),
    Escape("socket", "from socket import socket\ns = socket()", "lint", "imports", guards=True),
    Escape(
        "lambda globals",
        "f = lambda: 0\ng = f.__globals__",
        "lint",
        "`lambda` is not allowed",
        rp=True,
    ),
    Escape("self recursion", "return tool(dev)", "lint", "cannot call itself"),
    Escape("star-args", "dev.tap(*['x'])", "lint", "star-unpacking", guards=True),
    Escape("breakpoint", "breakpoint()", "lint", "`breakpoint(...)` cannot", rp=True),
    Escape("printed", "return printed", "lint", "`printed` is not defined"),
]

RUNTIME = [
    Escape("range of a billion", "for i in range(1000000000):\n    pass", "runtime", "capped"),
    Escape(
        "nested loops",
        "for i in range(10000):\n    for j in range(10000):\n        x = j",
        "runtime",
        "loop",
    ),
    Escape("huge string", "x = 'a' * 10000000000", "runtime", "memory"),
    Escape(
        "list doubling",
        "x = ['a' * 1000]\nfor i in range(64):\n    x = x + x",
        "runtime",
        "memory",
    ),
    Escape(
        "string doubling",
        "x = 'ab'\nfor i in range(64):\n    x = x + x",
        "runtime",
        "memory",
    ),
    Escape(
        "replace explosion",
        "x = 'a' * 1000\nfor i in range(12):\n    x = x.replace('a', 'aaaaaaaaaa')",
        "runtime",
        "memory",
    ),
    Escape("repeated squaring", "x = 7\nfor i in range(64):\n    x = x * x", "runtime", "kill"),
    Escape(
        "deep nesting",
        "x = []\nfor i in range(5000):\n    x = [x]\nreturn str(x)",
        "runtime",
        "RecursionError",
    ),
    Escape("huge int parse", "return str(int('9' * 5000))", "runtime", "ValueError"),
    Escape("method of a type", "return str.lower('A')", "runtime", "cannot use `.lower`"),
    Escape("action flood", "for i in range(10000):\n    dev.back()", "runtime", "action"),
    Escape(
        "swallow a failed verb",
        "try:\n    dev.tap(text='Nope')\nexcept Exception:\n    pass\ndev.home()",
        "runtime",
        "selector",
    ),
    Escape(
        "swallow a spent budget",
        "for i in range(10000):\n    try:\n        for j in range(10000):\n            x = j\n"
        "    except Exception:\n        pass",
        "runtime",
        "loop",
    ),
    Escape(
        "oversized verb argument",
        "dev.type('x' * 100000)",
        "runtime",
        "longer than 2000",
    ),
    Escape("mistyped verb argument", "s = '1'\ndev.wait(s)", "runtime", "takes a float"),
]


def run_restricted_here(source: str) -> None:
    """Compile and run ``source`` in this process with the restricted runtime but no lint;
    any verb call is refused before reaching the (unanswered) pipe."""
    code = compile_tool(source)
    budget = Budget(lines=10_000, items=10_000, actions=0)
    scope = restricted_globals(budget, CappedPrintCollector(1000))
    reader, _writer = multiprocessing.Pipe()
    exec(code, scope)
    scope["tool"](Dev(VerbChannel(reader, budget)))


def assert_healthy(sandbox, device) -> None:
    benign = f"def benign(dev):\n    {DOC}\n    dev.home()\n    return dev.exists(text='Chirp')\n"
    result = sandbox.run(benign, {}, device)
    assert result.ok and result.value is True, result.error
    assert device.observe().xml.startswith("<?xml")


def test_the_corpus_is_large_enough():
    assert len(STATIC) + len(RUNTIME) >= 30
    assert len({e.name for e in STATIC + RUNTIME}) == len(STATIC) + len(RUNTIME)


@pytest.mark.parametrize("escape", STATIC, ids=lambda e: e.name)
def test_static_escapes_are_refused_by_the_lint(sandbox, device, escape):
    with pytest.raises(ToolLintError) as caught:
        lint_tool(escape.source)
    assert any(escape.expect in p.message for p in caught.value.problems), caught.value
    result = sandbox.run(escape.source, {}, device)
    assert isinstance(result.error, ToolLintError)
    if escape.rp:
        with pytest.raises(ToolCompileError):
            compile_tool(escape.source)
    if escape.guards:
        with pytest.raises((Exception, ToolAbort)):
            run_restricted_here(escape.source)
    assert_healthy(sandbox, device)


@pytest.mark.parametrize("escape", RUNTIME, ids=lambda e: e.name)
def test_runtime_escapes_are_stopped_in_the_tool_process(sandbox, device, escape):
    lint_tool(escape.source)
    compile_tool(escape.source)
    device.launch("Chirp")
    result = sandbox.run(escape.source, {"name": "x"}, device)
    error = result.error
    assert not result.ok
    if escape.expect == "kill":
        assert isinstance(error, ToolTimeoutError | ToolBudgetError), error
    elif escape.expect == "loop":
        assert isinstance(error, ToolBudgetError) and error.budget in ("line", "iteration")
    elif escape.expect in ("memory", "action"):
        assert isinstance(error, ToolBudgetError) and error.budget == escape.expect, error
    elif escape.expect == "selector":
        assert isinstance(error, SelectorNotFoundError)
        assert [a.verb for a in result.actions] == []
    else:
        assert isinstance(error, ToolRuntimeError) and escape.expect in str(error), error
    assert_healthy(sandbox, device)
