"""The body rules of the tool contract: which statements, expressions, names and calls a tool
function may contain. Used by :mod:`sandbox.lint`; every rule appends a repairable problem."""

from __future__ import annotations

import ast
import re

from sandbox.errors import LintProblem
from sandbox.lint_rules import ASYNC, BAD_OPERATORS, FORBIDDEN, PLAIN
from sandbox.policy import (
    FACADE_NAME,
    MAX_BLOCK_NESTING,
    MAX_INT_CONSTANT,
    MAX_STR_CONSTANT,
    PRINT_KEYWORDS,
    SAFE_BUILTINS,
    SAFE_EXCEPTIONS,
    SAFE_METHODS,
    builtin_names,
)
from sandbox.verbs import ANCHOR_KEYS, CALL_TOOL, VERBS, Param, VerbUsageError, check_value

LONG_WIDTH = re.compile(r"\d{4,}")
CALLABLES = (
    "dev verbs, the str/list/dict methods listed in the contract, "
    f"the builtins {builtin_names()} and the errors {', '.join(sorted(SAFE_EXCEPTIONS))}"
)


def literal_value(node: ast.expr) -> tuple[bool, object]:
    """``(True, value)`` for a str/int/float/bool literal (or a signed number), else ``False``."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        ok, value = literal_value(node.operand)
        if ok and type(value) in (int, float):
            return True, -value if isinstance(node.op, ast.USub) else value
        return False, None
    if isinstance(node, ast.Constant) and type(node.value) in (str, int, float, bool):
        return True, node.value
    return False, None


class BodyChecker(ast.NodeVisitor):
    """Walks a tool function's body and appends a problem for every broken rule."""

    def __init__(self, func: ast.FunctionDef, problems: list[LintProblem]) -> None:
        self.func = func
        self.problems = problems
        self.parents = {
            child: parent for parent in ast.walk(func) for child in ast.iter_child_nodes(parent)
        }
        self.bound = {a.arg for a in func.args.args} | {
            n.id for n in ast.walk(func) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
        }
        self.bound |= {
            h.name for h in ast.walk(func) if isinstance(h, ast.ExceptHandler) and h.name
        }
        self.nesting = 0

    def check(self) -> None:
        body = self.func.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]
        for statement in body:
            self.visit(statement)

    def report(self, node: ast.AST, message: str) -> None:
        line = getattr(node, "lineno", self.func.lineno)
        self.problems.append(LintProblem(line, getattr(node, "col_offset", 0), message))

    def generic_visit(self, node: ast.AST) -> None:
        message = FORBIDDEN.get(type(node))
        if message is not None:
            self.report(node, message)
        elif isinstance(node, PLAIN):
            super().generic_visit(node)
        else:
            self.report(
                node,
                f"`{type(node).__name__}` syntax is not allowed in a tool; use plain "
                "assignments, if/for/try, calls and literals",
            )

    def _enter(self, node: ast.stmt) -> None:
        self.nesting += 1
        if self.nesting == MAX_BLOCK_NESTING + 1:
            self.report(
                node,
                f"blocks are nested more than {MAX_BLOCK_NESTING} levels deep; "
                "flatten the logic or split the tool",
            )

    def _block(self, node: ast.stmt) -> None:
        self._enter(node)
        super().generic_visit(node)
        self.nesting -= 1

    def visit_If(self, node: ast.If) -> None:
        self._enter(node)
        self.visit(node.test)
        for statement in node.body:
            self.visit(statement)
        self.nesting -= 1
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            self.visit(node.orelse[0])  # `elif` continues the chain at the same depth
            return
        self.nesting += 1
        for statement in node.orelse:
            self.visit(statement)
        self.nesting -= 1

    def visit_For(self, node: ast.For) -> None:
        self._check_target(node.target, loop=True)
        self._block(node)

    def visit_Try(self, node: ast.Try) -> None:
        for handler in node.handlers:
            self._check_handler(handler)
        self._block(node)

    def _check_handler(self, handler: ast.ExceptHandler) -> None:
        caught = handler.type
        names = caught.elts if isinstance(caught, ast.Tuple) else [caught]
        if caught is None:
            self.report(
                handler, "bare `except:` is not allowed; name the error: `except ValueError:`"
            )
        elif not all(isinstance(n, ast.Name) and n.id in SAFE_EXCEPTIONS for n in names):
            self.report(
                handler,
                f"only these errors can be caught: {', '.join(sorted(SAFE_EXCEPTIONS))}; "
                "failed dev verbs stop the tool (check with dev.exists(...) first)",
            )

    def visit_ExceptHandler(self, node: ast.ExceptHandler) -> None:
        if node.name:
            self._check_store_name(node, node.name)
        for statement in node.body:
            self.visit(statement)

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = node.exc
        target = exc.func if isinstance(exc, ast.Call) else exc
        if node.cause is not None:
            self.report(node, "`raise ... from ...` is not allowed; raise the error alone")
        if exc is not None and not (isinstance(target, ast.Name) and target.id in SAFE_EXCEPTIONS):
            self.report(node, "raise one of the safe errors, e.g. `raise ValueError('why')`")
        elif isinstance(exc, ast.Call):
            for arg in exc.args:
                self.visit(arg)

    def visit_Assign(self, node: ast.Assign) -> None:
        for target in node.targets:
            self._check_target(target)
        self.visit(node.value)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        if isinstance(node.target, ast.Name):
            self._check_store_name(node, node.target.id)
        else:
            self.report(node, "`x += ...` only works on plain variables; assign the item instead")
        message = BAD_OPERATORS.get(type(node.op))
        if message is not None:
            self.report(node, message)
        self.visit(node.value)

    def _check_target(self, target: ast.expr, loop: bool = False) -> None:
        if isinstance(target, ast.Name):
            self._check_store_name(target, target.id)
        elif isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                if isinstance(element, ast.Name):
                    self._check_store_name(element, element.id)
                else:
                    self.report(element, "unpack into plain variable names only: `a, b = pair`")
        elif isinstance(target, ast.Subscript) and not loop:
            self.visit(target.value)
            self.visit(target.slice)
        elif isinstance(target, ast.Attribute):
            self.report(target, "assigning to attributes is not allowed; use a local variable")
        else:
            self.report(target, "assign to a plain variable name (or `items[i] = value`)")

    def _check_store_name(self, node: ast.AST, name: str) -> None:
        if name == FACADE_NAME:
            self.report(node, f"do not assign to `{FACADE_NAME}`; pick another variable name")
        elif name.startswith("_"):
            self.report(node, f"rename `{name}`: names may not start with '_'")
        elif name in SAFE_BUILTINS | SAFE_EXCEPTIONS | {"print", "printed"}:
            self.report(node, f"`{name}` is a builtin; pick another variable name")

    def visit_Name(self, node: ast.Name) -> None:
        if not isinstance(node.ctx, ast.Load):
            return
        name = node.id
        if name == FACADE_NAME:
            self.report(
                node,
                f"use `{FACADE_NAME}` only to call a verb, e.g. `dev.tap(text='OK')`; "
                "do not pass, store or inspect it",
            )
        elif name.startswith("_"):
            self.report(node, f"names starting with '_' are not allowed (`{name}`); rename it")
        elif name == self.func.name:
            self.report(node, "a tool cannot refer to itself; use a `for` loop to repeat steps")
        elif name not in self.bound | SAFE_BUILTINS | SAFE_EXCEPTIONS:
            self.report(
                node,
                f"`{name}` is not defined in tools; use only parameters, your own variables, "
                f"{CALLABLES}",
            )

    def visit_Attribute(self, node: ast.Attribute) -> None:
        called = self._is_called(node)
        if node.attr.startswith("_"):
            self.report(
                node,
                f"attributes starting with '_' are not allowed (`.{node.attr}`); "
                "use dev verbs and the listed str/list/dict methods only",
            )
        if isinstance(node.value, ast.Name) and node.value.id == FACADE_NAME:
            if node.attr not in VERBS and node.attr != CALL_TOOL:
                self.report(
                    node, f"dev has no verb `{node.attr}`; the verbs are {', '.join(VERBS)}"
                )
            elif not called:
                self.report(node, f"call dev verbs directly: `dev.{node.attr}(...)`")
            return
        if not node.attr.startswith("_") and node.attr not in SAFE_METHODS:
            self.report(
                node,
                f"`.{node.attr}` is not allowed; tools may only call the methods "
                f"{', '.join(sorted(SAFE_METHODS))} on str/list/dict values",
            )
        elif not called:
            self.report(node, f"call `.{node.attr}(...)` directly; methods cannot be stored")
        self.visit(node.value)

    def _is_called(self, node: ast.expr) -> bool:
        parent = self.parents.get(node)
        return isinstance(parent, ast.Call) and parent.func is node

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name):
            if func.id == "print":
                for keyword in node.keywords:
                    if keyword.arg not in PRINT_KEYWORDS:
                        self.report(keyword, "print() only takes `sep=` and `end=` keywords")
            elif func.id == self.func.name:
                self.report(func, "a tool cannot call itself; use a `for` loop to repeat steps")
            elif func.id not in SAFE_BUILTINS | SAFE_EXCEPTIONS:
                self.report(func, f"`{func.id}(...)` cannot be called in a tool; call {CALLABLES}")
        elif isinstance(func, ast.Attribute):
            self.visit(func)
            if isinstance(func.value, ast.Name) and func.value.id == FACADE_NAME:
                if func.attr == CALL_TOOL:
                    self._check_tool_call(node)
                else:
                    self._check_verb_call(node, func.attr)
        else:
            self.report(node, f"only named calls are allowed: {CALLABLES}")
        for keyword in node.keywords:
            if keyword.arg is None:
                self.report(keyword, "`**` unpacking is not allowed; pass keywords explicitly")
        for child in [*node.args, *(k.value for k in node.keywords)]:
            self.visit(child)

    def _check_tool_call(self, node: ast.Call) -> None:
        ok, name = literal_value(node.args[0]) if len(node.args) == 1 else (False, None)
        if not ok or not isinstance(name, str) or not name.isidentifier():
            self.report(
                node,
                f"call another tool as dev.{CALL_TOOL}('tool_name', param=value): its name a "
                "literal string, its arguments keywords",
            )

    def _check_verb_call(self, node: ast.Call, verb: str) -> None:
        spec = VERBS.get(verb)
        if spec is None:
            return
        params = {p.name: p for p in spec.all_params}
        positional = [p for p in spec.params if p.positional]
        given = [p.name for p in positional[: len(node.args)]]
        if len(node.args) > len(positional):
            self.report(node, f"too many positional arguments; call it as {spec.usage()}")
        for keyword in node.keywords:
            if keyword.arg is None:
                continue
            param = params.get(keyword.arg)
            if param is None:
                self.report(
                    keyword.value,
                    f"dev.{verb}() has no parameter `{keyword.arg}`; call it as {spec.usage()}",
                )
                continue
            given.append(keyword.arg)
            self._check_literal(keyword.value, verb, param)
        for param, arg in zip(positional, node.args, strict=False):
            self._check_literal(arg, verb, param)
        for param in spec.params:
            if param.required and param.name not in given:
                self.report(node, f"dev.{verb}() needs `{param.name}`; call it as {spec.usage()}")
        if spec.selector == "required" and not any(k in given for k in ANCHOR_KEYS):
            self.report(
                node,
                f"dev.{verb}() needs a selector (id=, text= or desc=); call it as {spec.usage()}",
            )

    def _check_literal(self, node: ast.expr, verb: str, param: Param) -> None:
        ok, value = literal_value(node)
        if ok:
            try:
                check_value(verb, param, value)
            except VerbUsageError as exc:
                self.report(node, str(exc))

    def visit_Constant(self, node: ast.Constant) -> None:
        value = node.value
        if type(value) not in (str, int, float, bool) and value is not None:
            self.report(node, f"{type(value).__name__} literals are not supported; use str or int")
        elif isinstance(value, str) and len(value) > MAX_STR_CONSTANT:
            self.report(
                node,
                f"string literals are capped at {MAX_STR_CONSTANT} characters; "
                "pass long text as a parameter",
            )
        elif type(value) is int and abs(value) > MAX_INT_CONSTANT:
            self.report(node, "integer literals are capped at 10**18; use a smaller number")

    def visit_BinOp(self, node: ast.BinOp) -> None:
        message = BAD_OPERATORS.get(type(node.op))
        if message is not None:
            self.report(node, message)
        super().generic_visit(node)

    def visit_FormattedValue(self, node: ast.FormattedValue) -> None:
        self.visit(node.value)
        spec = node.format_spec
        if spec is None:
            return
        parts = spec.values if isinstance(spec, ast.JoinedStr) else [spec]
        text = [p.value for p in parts if isinstance(p, ast.Constant)]
        if len(text) != len(parts) or LONG_WIDTH.search("".join(map(str, text))):
            self.report(node, "f-string format specs must be plain and short, e.g. `{x:>8}`")

    def visit_Dict(self, node: ast.Dict) -> None:
        if any(key is None for key in node.keys):
            self.report(node, "`**` unpacking in dicts is not allowed; list the keys")
        super().generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        if node.is_async:
            self.report(node.target, ASYNC)
        self._check_target(node.target, loop=True)
        self.visit(node.iter)
        for condition in node.ifs:
            self.visit(condition)
