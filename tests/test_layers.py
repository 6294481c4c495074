"""The module dependency direction: ``planners -> experts -> tools_store -> sandbox``, ``memory``
below ``experts``, all on the platform ``mobilexperts``, which imports no mechanism (except its
CLI and Python API). Read from the source's import statements, so a cycle fails here before it
fails at import time."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mobilexperts

REPO = Path(mobilexperts.__file__).resolve().parent.parent
MAY_IMPORT = {
    "studio": {"planners", "experts", "tools_store", "memory", "sandbox", "mobilexperts"},
    "planners": {"experts", "tools_store", "memory", "sandbox", "mobilexperts"},
    "experts": {"tools_store", "memory", "sandbox", "mobilexperts"},
    "tools_store": {"sandbox", "mobilexperts"},
    "memory": {"mobilexperts"},
    "sandbox": {"mobilexperts"},
    "mobilexperts": set(),
}
PLATFORM_ENTRY_POINTS = {"mobilexperts/cli.py", "mobilexperts/api.py"}


def imported_packages(path: Path) -> set[str]:
    """The top-level packages of this repository a module imports (at any depth of the file)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.partition(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.partition(".")[0])
    return found & set(MAY_IMPORT)


def offending_imports(package: str) -> list[str]:
    wrong = []
    for path in sorted((REPO / package).rglob("*.py")):
        where = str(path.relative_to(REPO))
        if package == "mobilexperts" and where in PLATFORM_ENTRY_POINTS:
            continue
        for other in sorted(imported_packages(path) - {package} - MAY_IMPORT[package]):
            wrong.append(f"{where} imports {other}")
    return wrong


@pytest.mark.parametrize("package", sorted(MAY_IMPORT))
def test_a_package_imports_only_the_layers_below_it(package):
    if not (REPO / package).is_dir():
        pytest.skip(f"{package}/ does not exist yet")
    assert offending_imports(package) == []


def test_the_check_sees_an_upward_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from experts.offline.goal import parse_goal\n")
    assert imported_packages(module) == {"experts"}
