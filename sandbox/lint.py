"""The AST contract lint: the first gate every tool passes, before any code runs.

A tool is exactly one top-level synchronous ``def`` whose first parameter is the untyped ``dev``
facade, whose other parameters are typed (str, int, float, bool, list) with literal defaults, and
whose first statement is a docstring. The body may only call ``dev`` verbs, the builtins and
methods listed in :mod:`sandbox.policy`, and may not use imports, classes, nested functions,
lambdas, ``global``/``nonlocal``, ``while``, ``with``, ``yield``, ``async``, bare ``except``,
star-unpacking, or names and attributes starting with ``_``. Source size, AST node count, AST
depth and block nesting are capped.

Every problem is reported (not just the first) with its line and a fix a model can apply.
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

from sandbox.errors import LintProblem, ToolLintError
from sandbox.lint_body import BodyChecker, literal_value
from sandbox.policy import (
    FACADE_NAME,
    MAX_AST_DEPTH,
    MAX_AST_NODES,
    MAX_NAME_CHARS,
    MAX_SOURCE_CHARS,
    PARAM_TYPES,
    SAFE_BUILTINS,
    SAFE_EXCEPTIONS,
)

RETURN_TYPES = PARAM_TYPES | {"dict", "None"}
TYPE_LIST = ", ".join(sorted(PARAM_TYPES))


class ToolParam(BaseModel):
    """One typed tool parameter."""

    model_config = ConfigDict(frozen=True)

    name: str
    type: str
    required: bool = True
    default: str | int | float | bool | None = None


class ToolSignature(BaseModel):
    """What the lint learned about a valid tool: its name, docstring and parameters."""

    model_config = ConfigDict(frozen=True)

    name: str
    doc: str
    params: tuple[ToolParam, ...]


def lint_tool(source: str) -> ToolSignature:
    """Check ``source`` against the tool contract; raise :class:`ToolLintError` listing all
    problems, or return the tool's signature."""
    problems: list[LintProblem] = []
    signature = _lint(source, problems)
    if problems or signature is None:
        first_by_message = {(p.line, p.message): p for p in reversed(problems)}
        unique = sorted(first_by_message.values(), key=lambda p: (p.line, p.col))
        raise ToolLintError(unique or [LintProblem(1, 0, "no tool function found")])
    return signature


def _lint(source: str, problems: list[LintProblem]) -> ToolSignature | None:
    if len(source) > MAX_SOURCE_CHARS:
        problems.append(
            LintProblem(
                1,
                0,
                f"the tool is {len(source)} characters long; the limit is {MAX_SOURCE_CHARS}. "
                "Split the workflow into smaller tools.",
            )
        )
        return None
    problems.extend(_identifier_problems(source))
    tree = _parse(source, problems)
    if tree is None or not _within_size(tree, problems):
        return None
    func = _the_function(tree, problems)
    if func is None:
        return None
    params = _signature(func, problems)
    doc = ast.get_docstring(func)
    if not doc or not doc.strip():
        problems.append(
            LintProblem(
                func.lineno,
                func.col_offset,
                f"`{func.name}` needs a docstring as its first statement: what it does, the "
                'screen it starts on and the screen it ends on, e.g. """Post a chirp. Starts: '
                'home feed. Ends: feed shows the chirp."""',
            )
        )
    BodyChecker(func, problems).check()
    return ToolSignature(name=func.name, doc=(doc or "").strip(), params=tuple(params))


def _identifier_problems(source: str) -> list[LintProblem]:
    """Non-ASCII code outside strings: Python folds look-alikes (NFKC), e.g. ``_＿class＿_``."""
    found: dict[int, LintProblem] = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type in (tokenize.STRING, tokenize.COMMENT) or tok.string.isascii():
                continue
            line = tok.start[0]
            found.setdefault(
                line,
                LintProblem(
                    line,
                    tok.start[1],
                    f"non-ASCII characters in code ({tok.line.strip()!r}); use plain ASCII "
                    "letters, digits and '_' in names (text belongs in string literals)",
                ),
            )
    except (tokenize.TokenError, SyntaxError):
        pass  # the parser reports the syntax error with its position
    return list(found.values())


def _parse(source: str, problems: list[LintProblem]) -> ast.Module | None:
    try:
        return ast.parse(source, filename="<tool>")
    except SyntaxError as exc:
        problems.append(
            LintProblem(
                exc.lineno or 1,
                max((exc.offset or 1) - 1, 0),
                f"syntax error: {exc.msg}; fix the Python syntax",
            )
        )
    except ValueError as exc:
        problems.append(LintProblem(1, 0, f"unreadable source: {exc}; remove NUL characters"))
    except (RecursionError, MemoryError):
        problems.append(
            LintProblem(1, 0, "the code is nested too deeply to parse; flatten expressions")
        )
    return None


def _within_size(tree: ast.Module, problems: list[LintProblem]) -> bool:
    """Count nodes and measure depth without recursion; deep trees are not visited further."""
    count, deepest = 0, 0
    stack: list[tuple[ast.AST, int]] = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        count += 1
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    if count > MAX_AST_NODES:
        problems.append(
            LintProblem(
                1,
                0,
                f"the tool has {count} syntax nodes; the limit is {MAX_AST_NODES}. "
                "Split the workflow into smaller tools.",
            )
        )
    if deepest > MAX_AST_DEPTH:
        problems.append(
            LintProblem(
                1,
                0,
                f"expressions are nested {deepest} levels deep; the limit is {MAX_AST_DEPTH}. "
                "Break long expressions into several assignments.",
            )
        )
        return False
    return True


def _top_level_message(node: ast.stmt) -> str:
    if isinstance(node, ast.Import | ast.ImportFrom):
        return "imports are not allowed: a tool can only use `dev` verbs and the safe builtins"
    if isinstance(node, ast.ClassDef):
        return "classes are not allowed; write one function and use dicts or lists for data"
    if isinstance(node, ast.AsyncFunctionDef):
        return f"`async def {node.name}` is not allowed; tools are plain synchronous `def`s"
    if isinstance(node, ast.FunctionDef):
        return (
            f"only one function per tool; inline `{node.name}` into the first function "
            "or submit it as a separate tool"
        )
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
        return "put the description in the function's docstring, not at module level"
    return "code outside the function is not allowed; move it inside the function body"


def _the_function(tree: ast.Module, problems: list[LintProblem]) -> ast.FunctionDef | None:
    func = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    for node in tree.body:
        if node is not func:
            problems.append(LintProblem(node.lineno, node.col_offset, _top_level_message(node)))
    if func is None:
        problems.append(
            LintProblem(
                1,
                0,
                "no function found: write exactly one `def name(dev, param: str, ...):` "
                "with a docstring",
            )
        )
    return func


def _annotation_type(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Name) and node.id in PARAM_TYPES:
        return node.id
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Name)
        and node.value.id == "list"
        and isinstance(node.slice, ast.Name)
        and node.slice.id in PARAM_TYPES - {"list"}
    ):
        return "list"
    return None


def _signature(func: ast.FunctionDef, problems: list[LintProblem]) -> list[ToolParam]:
    def report(node: ast.AST, message: str) -> None:
        problems.append(LintProblem(getattr(node, "lineno", func.lineno), 0, message))

    if func.name.startswith("_"):
        report(func, f"the tool name `{func.name}` must not start with '_'")
    elif func.name in SAFE_BUILTINS | SAFE_EXCEPTIONS | {FACADE_NAME, "print", "printed"}:
        report(func, f"`{func.name}` is a builtin name; name the tool after its workflow")
    elif len(func.name) > MAX_NAME_CHARS:
        report(func, f"the tool name is {len(func.name)} characters; use at most {MAX_NAME_CHARS}")
    for decorator in func.decorator_list:
        report(decorator, "decorators are not allowed; remove the `@...` line")
    spec = func.args
    if spec.posonlyargs:
        report(func, "remove the `/` marker: parameters are plain `name: type`")
    if spec.vararg or spec.kwarg:
        report(func, "`*args`/`**kwargs` are not allowed; declare each parameter with a type")
    if spec.kwonlyargs:
        report(func, "remove the bare `*`: keyword-only parameters are not allowed")
    args = spec.args
    if not args or args[0].arg != FACADE_NAME:
        report(func, f"the first parameter must be `{FACADE_NAME}` (the device facade)")
    elif args[0].annotation is not None:
        report(args[0], f"leave `{FACADE_NAME}` without a type annotation")
    if func.returns is not None and not (
        _annotation_type(func.returns)
        or (isinstance(func.returns, ast.Name) and func.returns.id in RETURN_TYPES)
        or (isinstance(func.returns, ast.Constant) and func.returns.value is None)
    ):
        report(func.returns, f"return type must be one of {', '.join(sorted(RETURN_TYPES))}")
    defaults: list[ast.expr | None] = [None] * (len(args) - len(spec.defaults))
    defaults += spec.defaults
    params: list[ToolParam] = []
    for position, (arg, default) in enumerate(zip(args, defaults, strict=True)):
        if position == 0 and arg.arg == FACADE_NAME:
            if default is not None:
                report(default, f"`{FACADE_NAME}` cannot have a default value")
            continue
        param = _param(arg, default, report)
        if param is not None:
            params.append(param)
    return params


def _param(
    arg: ast.arg, default: ast.expr | None, report: Callable[[ast.AST, str], None]
) -> ToolParam | None:
    if arg.arg.startswith("_") or arg.arg == FACADE_NAME:
        report(arg, f"rename parameter `{arg.arg}`: names may not start with '_' or be `dev`")
        return None
    if len(arg.arg) > MAX_NAME_CHARS:
        report(
            arg, f"parameter `{arg.arg[:20]}...` is too long a name; use at most {MAX_NAME_CHARS}"
        )
        return None
    kind = _annotation_type(arg.annotation)
    if kind is None:
        report(arg, f"parameter `{arg.arg}` needs a type annotation: one of {TYPE_LIST}")
        return None
    if default is None:
        return ToolParam(name=arg.arg, type=kind)
    ok, value = literal_value(default)
    expected = {"str": str, "int": int, "float": (int, float), "bool": bool}.get(kind)
    if not ok or expected is None or isinstance(value, bool) != (kind == "bool"):
        report(
            default,
            f"the default of `{arg.arg}` must be a plain {kind} literal"
            + (" (list parameters cannot have defaults)" if kind == "list" else ""),
        )
        return None
    if not isinstance(value, expected):
        report(default, f"the default of `{arg.arg}` must be a {kind} literal")
        return None
    return ToolParam(name=arg.arg, type=kind, required=False, default=value)
