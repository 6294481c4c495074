"""The tables of the tool contract's body rules: forbidden statements with the message that
says what to write instead, the plain node types, and the forbidden operators."""

from __future__ import annotations

import ast

ASYNC = "`async` code is not allowed; tools are plain synchronous functions"
IMPORTS = "imports are not allowed: a tool can only use `dev` verbs and the safe builtins"
FORBIDDEN: dict[type[ast.AST], str] = {
    ast.While: "`while` loops are not allowed; use `for i in range(n):` with a fixed bound "
    "(at most 10000), or dev.wait_for(...) to wait for the screen",
    ast.With: "`with` is not allowed; call dev verbs directly",
    ast.AsyncWith: ASYNC,
    ast.AsyncFor: ASYNC,
    ast.AsyncFunctionDef: ASYNC,
    ast.Await: ASYNC,
    ast.Import: IMPORTS,
    ast.ImportFrom: IMPORTS,
    ast.Global: "`global` is not allowed; keep state in local variables and return results",
    ast.Nonlocal: "`nonlocal` is not allowed; keep state in local variables",
    ast.ClassDef: "classes are not allowed; use dicts and lists for structured data",
    ast.FunctionDef: "nested functions are not allowed; write the steps inline",
    ast.Lambda: "`lambda` is not allowed; write the expression inline (use len/str/int as key)",
    ast.Delete: "`del` is not allowed; rebind the variable instead",
    ast.Yield: "`yield` is not allowed; build a list and return it",
    ast.YieldFrom: "`yield` is not allowed; build a list and return it",
    ast.NamedExpr: "`:=` is not allowed; assign on its own line",
    ast.Match: "`match` is not allowed; use if/elif",
    ast.TryStar: "`except*` is not allowed; use a plain try/except",
    ast.Starred: "star-unpacking (`*x`) is not allowed; pass and assign each value explicitly",
    ast.Set: "sets are not supported; use a list or a dict",
    ast.SetComp: "sets are not supported; use a list or a dict",
    ast.AnnAssign: "annotated assignments are not allowed; write `name = value`",
}
PLAIN = (
    ast.Expr,
    ast.Return,
    ast.Pass,
    ast.Break,
    ast.Continue,
    ast.Assert,
    ast.BoolOp,
    ast.UnaryOp,
    ast.Compare,
    ast.IfExp,
    ast.List,
    ast.Tuple,
    ast.Slice,
    ast.Subscript,
    ast.ListComp,
    ast.DictComp,
    ast.GeneratorExp,
    ast.JoinedStr,
    ast.keyword,
    ast.expr_context,
    ast.boolop,
    ast.unaryop,
    ast.cmpop,
    ast.operator,
)
BAD_OPERATORS = {
    ast.Pow: "`**` is not allowed; multiply explicitly (x * x)",
    ast.LShift: "`<<` is not allowed; multiply by a constant instead",
    ast.MatMult: "`@` is not supported",
}
