"""Typed errors of the tool sandbox, all under :class:`SandboxError`.

Each message is written for the expert that wrote or called the tool: it names what went wrong,
where (line, step), and what to do instead, so a model can repair the code or fall back to basic
operations.
"""

from __future__ import annotations

from dataclasses import dataclass

from mobilexperts.errors import MobilexpertsError


@dataclass(frozen=True)
class LintProblem:
    """One broken rule of the tool contract, at a source position."""

    line: int
    col: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True)
class FailedStep:
    """Where a tool run stopped: the step number (1 = first verb call), its source line, the
    code being run (the verb call as written, or the source line) and the verb, if any."""

    index: int
    line: int | None
    code: str
    verb: str | None = None

    def __str__(self) -> str:
        where = f" (line {self.line})" if self.line is not None else ""
        return f"step {self.index}{where}: {self.code}"


class SandboxError(MobilexpertsError):
    """A workflow tool could not be checked or run."""


class ToolLintError(SandboxError):
    """The source breaks the tool contract; ``problems`` lists every broken rule."""

    def __init__(self, problems: list[LintProblem]) -> None:
        self.problems = list(problems)
        lines = "\n".join(f"- {p}" for p in self.problems)
        super().__init__(
            f"the tool breaks the tool contract ({len(self.problems)} problem(s)); "
            f"fix each one and submit the whole function again:\n{lines}"
        )


class ToolCompileError(SandboxError):
    """RestrictedPython refused to compile the source."""

    def __init__(self, errors: list[str]) -> None:
        self.errors = list(errors)
        lines = "\n".join(f"- {e}" for e in self.errors)
        super().__init__(f"the tool does not compile under the sandbox:\n{lines}")


class ToolArgumentError(SandboxError):
    """The arguments given to a tool do not match its typed parameters."""


class ToolRuntimeError(SandboxError):
    """The tool raised an error while running (a Python error or a refused verb call)."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        where = f"line {line}: " if line is not None else ""
        super().__init__(f"the tool failed at {where}{message}" if where else message)


class ToolTimeoutError(SandboxError):
    """The tool ran past its wall clock or compute deadline and was killed."""


class ToolBudgetError(SandboxError):
    """The tool spent more than its budget (lines, iterations, actions, CPU, memory)."""

    def __init__(self, budget: str, message: str) -> None:
        self.budget = budget
        super().__init__(message)


class SelectorNotFoundError(SandboxError):
    """A verb's selector matched nothing on the current screen.

    ``step`` is the failing verb call; ``screen`` describes what was on screen instead, so the
    expert can pick another element or carry on with basic operations.
    """

    def __init__(self, step: FailedStep, selector: str, screen: list[str], activity: str) -> None:
        self.step = step
        self.selector = selector
        self.screen = list(screen)
        self.activity = activity
        shown = "; ".join(self.screen) if self.screen else "nothing actionable"
        super().__init__(
            f"{step}: no element matches {selector} on {activity}. On screen: {shown}. "
            "Use a selector from this list, or check with dev.exists(...) before acting."
        )
