"""``mobilexperts doctor``: checks of everything a run depends on, each saying OK or what to fix.

A check is a name and a function of the :class:`~mobilexperts.config.Settings` returning one or
more :class:`CheckResult`. Areas add theirs with :func:`register` (keep the imports inside the
function: the doctor must start fast and survive a broken optional dependency). A check that
crashes is reported as a failed check, never as a traceback.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import typer
from pydantic import BaseModel
from rich.console import Console

from mobilexperts.config import Settings, load_settings
from mobilexperts.console import escape


class CheckResult(BaseModel):
    """One finding: ``detail`` says what was found, ``fix`` what to do when it is not OK."""

    name: str
    ok: bool
    detail: str
    fix: str = ""


CheckFunction = Callable[[Settings], CheckResult | list[CheckResult]]


@dataclass(frozen=True)
class Check:
    name: str
    run: CheckFunction


_CHECKS: dict[str, Check] = {}


def register(check: Check) -> Check:
    """Add a check (replacing one of the same name); the doctor runs them in registration order."""
    _CHECKS[check.name] = check
    return check


def registered() -> list[Check]:
    return list(_CHECKS.values())


def run_checks(settings: Settings, checks: list[Check] | None = None) -> list[CheckResult]:
    """Every result of every check, a crashing check turned into a failed result."""
    results: list[CheckResult] = []
    for check in registered() if checks is None else checks:
        try:
            outcome = check.run(settings)
        except Exception as exc:  # a broken check must not hide the other findings
            outcome = CheckResult(
                name=check.name,
                ok=False,
                detail=f"the check itself failed: {type(exc).__name__}: {exc}",
                fix="report this as a bug; rerun with MOBILEXPERTS_DEBUG=1 for details",
            )
        results.extend(outcome if isinstance(outcome, list) else [outcome])
    return results


def doctor_command(
    strict: bool = typer.Option(False, "--strict", help="Exit with code 1 when a check fails."),
) -> None:
    """Check adb, the phones' uiautomator2 server, OCR and the model endpoint."""
    out = Console(highlight=False, soft_wrap=True)
    results = run_checks(load_settings())
    width = max(len(r.name) for r in results)
    for result in results:
        status = "[green]OK  [/]" if result.ok else "[yellow]WARN[/]"
        out.print(f"{status} {escape(result.name.ljust(width))}  {escape(result.detail)}")
        if not result.ok and result.fix:
            out.print(f"     {' ' * width}  fix: {escape(result.fix)}")
    failed = sum(not r.ok for r in results)
    out.print(f"{len(results) - failed} OK, {failed} to fix")
    if strict and failed:
        raise typer.Exit(1)


# -- built-in checks ---------------------------------------------------------------------


def check_ocr(settings: Settings) -> CheckResult:
    """rapidocr with its bundled PP-OCR models and onnxruntime (found without importing them)."""
    install = "pip install 'mobilexperts[ocr]'"
    spec = importlib.util.find_spec("rapidocr")
    if spec is None or spec.origin is None:
        return CheckResult(
            name="OCR",
            ok=False,
            detail="rapidocr is not installed: screens with an empty hierarchy (web views, "
            "games) cannot be read",
            fix=install,
        )
    if importlib.util.find_spec("onnxruntime") is None:
        return CheckResult(name="OCR", ok=False, detail="onnxruntime is missing", fix=install)
    models = sorted(p.name for p in (Path(spec.origin).parent / "models").glob("*.onnx"))
    if not models:
        return CheckResult(
            name="OCR",
            ok=False,
            detail="rapidocr has no models in its package (it would download them on first use)",
            fix=f"reinstall with `{install}` on a machine with network access",
        )
    extra = "; paddleocr is installed too" if importlib.util.find_spec("paddleocr") else ""
    return CheckResult(name="OCR", ok=True, detail=f"rapidocr with {', '.join(models)}{extra}")


def _adb(settings: Settings) -> CheckResult:
    from mobilexperts.device.checks import check_adb

    return check_adb()


def _uiautomator2(settings: Settings) -> list[CheckResult]:
    from mobilexperts.device.checks import check_uiautomator2

    return check_uiautomator2()


def _model_endpoint(settings: Settings) -> list[CheckResult]:
    from mobilexperts.llm.doctor import check_model_endpoint

    return [
        CheckResult(name=found.name, ok=found.ok, detail=found.detail, fix=found.fix)
        for found in check_model_endpoint(settings)
    ]


register(Check("adb", _adb))
register(Check("uiautomator2", _uiautomator2))
register(Check("OCR", check_ocr))
register(Check("model endpoint", _model_endpoint))
