"""What tool code may use: builtins, methods, exceptions, parameter types and size caps.

One source of truth for the lint (static) and the restricted runtime (dynamic), so both layers
enforce the same contract.

Methods are the only attribute access besides ``dev.<verb>``, and only on values of the listed
types (checked again at run time): text handling on ``str``, building results on ``list`` and
reading ``dict`` values. Everything that iterates in C is bounded by the memory limit; every
``for`` loop and comprehension is counted against the iteration budget.
"""

from __future__ import annotations

STR_METHODS = frozenset(
    {
        "lower",
        "upper",
        "strip",
        "lstrip",
        "rstrip",
        "split",
        "startswith",
        "endswith",
        "replace",
        "join",
        "find",
        "count",
        "isdigit",
    }
)
LIST_METHODS = frozenset({"append", "extend", "index", "count", "pop"})
DICT_METHODS = frozenset({"get", "keys", "values", "items"})
SAFE_METHODS = STR_METHODS | LIST_METHODS | DICT_METHODS
METHODS_BY_TYPE: dict[type, frozenset[str]] = {
    str: STR_METHODS,
    list: LIST_METHODS,
    dict: DICT_METHODS,
}

SAFE_BUILTINS = frozenset(
    {
        "abs",
        "all",
        "any",
        "bool",
        "dict",
        "enumerate",
        "float",
        "int",
        "isinstance",
        "len",
        "list",
        "max",
        "min",
        "range",
        "round",
        "sorted",
        "str",
        "sum",
        "zip",
    }
)
SAFE_EXCEPTIONS = frozenset(
    {
        "Exception",
        "ValueError",
        "TypeError",
        "KeyError",
        "IndexError",
        "LookupError",
        "RuntimeError",
        "ZeroDivisionError",
    }
)
PRINT_KEYWORDS = frozenset({"sep", "end"})

PARAM_TYPES = frozenset({"str", "int", "float", "bool", "list"})
FACADE_NAME = "dev"

MAX_SOURCE_CHARS = 20_000
# Tool and parameter names, as the tool store's records allow them.
MAX_NAME_CHARS = 64
MAX_AST_NODES = 2_000
MAX_AST_DEPTH = 40
MAX_BLOCK_NESTING = 5
MAX_STR_CONSTANT = 5_000
MAX_INT_CONSTANT = 10**18
MAX_RANGE_ITEMS = 10_000


def builtin_names() -> str:
    """The builtins tool code may call, for messages."""
    return ", ".join(sorted(SAFE_BUILTINS | {"print"}))
