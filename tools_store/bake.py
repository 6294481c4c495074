"""Baking parameters into a tool: a web address the tool works on only (no other address leads
to what it taps next) becomes part of it, like its app, instead of a parameter no fresh value
can pass. The baked value stays in its description, so the tool is chosen only for requests
that name it (:func:`experts.tool_choice.fixed_things`)."""

from __future__ import annotations

import ast

from tools_store.records import ParamValue, WorkflowTool


class _Constants(ast.NodeTransformer):
    """Reads of the baked parameters become their values."""

    def __init__(self, values: dict[str, ParamValue]) -> None:
        self.values = values

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if isinstance(node.ctx, ast.Load) and node.id in self.values:
            return ast.copy_location(ast.Constant(self.values[node.id]), node)
        return node


def _placed(text: str, values: dict[str, ParamValue]) -> str:
    for name, value in values.items():
        text = text.replace(f"<{name}>", str(value)).replace(f"{{{name}}}", str(value))
    return text


def bake(tool: WorkflowTool, names: list[str]) -> WorkflowTool:
    """``tool`` with the parameters ``names`` fixed to their examples: gone from its signature,
    its code, description and postcondition saying the value itself."""
    values = {p.name: p.example for p in tool.params if p.name in names and p.example is not None}
    tree = ast.parse(tool.source)
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef))
    func.args.args = [a for a in func.args.args if a.arg not in values]
    doc = ast.get_docstring(func, clean=False)
    if doc is not None:
        func.body[0] = ast.Expr(ast.Constant(_placed(doc, values)))
    source = ast.unparse(_Constants(values).visit(tree)) + "\n"
    post = tool.postcondition.model_copy(
        update={"shows": [_placed(s, values) for s in tool.postcondition.shows]}
    )
    said = ", ".join(f"{k}={v!r}" for k, v in values.items())
    versions = [
        *tool.versions[:-1],
        *(
            v.model_copy(update={"source": source, "reason": f"{v.reason}; baked in {said}"})
            for v in tool.versions[-1:]
        ),
    ]
    return tool.model_copy(
        update={
            "source": source,
            "params": [p for p in tool.params if p.name not in values],
            "description": _placed(tool.description, values),
            "postcondition": post,
            "versions": versions,
        }
    )
