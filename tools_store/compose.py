"""Composition: a tool may call other verified tools with ``dev.run_tool('name', param=value)``.

The calls are read from the source (names are literal strings), so the library's call graph is
known without running anything. Admission refuses a tool whose calls reach a tool that is
missing or not verified, name a parameter the callee does not have or leave out one it needs,
or come back to the tool itself (the calls must form a DAG). Running a tool passes the sandbox
the sources of every tool it reaches.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

import networkx as nx

from sandbox.verbs import CALL_TOOL
from tools_store.records import WorkflowTool

Lookup = Callable[[str], WorkflowTool | None]


def tool_calls(source: str) -> list[tuple[str, set[str]]]:
    """The tools ``source`` calls, each with the argument names it passes, in source order."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    calls = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == CALL_TOOL
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            calls.append((node.args[0].value, {k.arg for k in node.keywords if k.arg}))
    return calls


def call_graph(tool: WorkflowTool, lookup: Lookup) -> tuple[nx.DiGraph, str]:
    """The graph of the tools ``tool`` reaches through its calls, and the first problem found
    on the way ("" when every callee is a verified tool called with its parameters)."""
    graph = nx.DiGraph()
    graph.add_node(tool.name)
    pending, seen = [tool], {tool.name}
    while pending:
        caller = pending.pop()
        for name, given in tool_calls(caller.source):
            graph.add_edge(caller.name, name)
            callee = tool if name == tool.name else lookup(name)
            if callee is None:
                return graph, f"{caller.name} calls {name}, which is not in the library"
            if callee is not tool and callee.status != "verified":
                return graph, f"{caller.name} calls {name}, which is {callee.status}"
            params = {p.name for p in callee.params}
            wrong = sorted(given - params)
            missing = sorted(params - given)
            if wrong or missing:
                issues = [f"unknown argument {w}" for w in wrong] + [f"no {m}" for m in missing]
                return graph, f"{caller.name} calls {callee.signature()} with {', '.join(issues)}"
            if name not in seen:
                seen.add(name)
                pending.append(callee)
    return graph, ""


def composition_problem(tool: WorkflowTool, lookup: Lookup) -> str:
    """Why ``tool``'s calls of other tools cannot be admitted, or ""."""
    graph, problem = call_graph(tool, lookup)
    if problem:
        return problem
    try:
        cycle = nx.find_cycle(graph, tool.name)
    except nx.NetworkXNoCycle:
        return ""
    path = " -> ".join([*(a for a, _ in cycle), cycle[-1][1]])
    return f"its tool calls form a cycle ({path}); tools may only call tools below them"


def no_library(name: str) -> WorkflowTool | None:
    """The lookup of a tool admitted or run without a library: it can call no other tool."""
    return None


def callee_sources(tool: WorkflowTool, lookup: Lookup) -> list[str]:
    """The sources of every tool ``tool`` reaches through its calls (none for a tool that calls
    no other)."""
    graph, _ = call_graph(tool, lookup)
    reached = [lookup(name) for name in graph.nodes if name != tool.name]
    return [callee.source for callee in reached if callee is not None]
