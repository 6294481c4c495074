"""The options of ``mobilexperts run`` shared by the single-expert and the team run, in a
module of their own that imports nothing heavy, so ``run --help`` starts fast."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

ModelOpt = Annotated[str | None, typer.Option(help="model name at the endpoint")]
BaseUrl = Annotated[
    str | None, typer.Option(help="OpenAI-compatible endpoint; none = offline policy")
]
ApiKey = Annotated[str | None, typer.Option(help="API key for the endpoint", show_default=False)]
Seed = Annotated[int, typer.Option(help="seed of the simulated phone's data")]
Profile = Annotated[str, typer.Option(help="simulator screen: phone or compact")]
Perturb = Annotated[str, typer.Option(help="simulator pop-ups/loading, e.g. popups=0.3")]
AppVersion = Annotated[int, typer.Option(help="simulator app layouts: 1 or 2")]
Theme = Annotated[str, typer.Option(help="simulator theme: light or dark")]
RunDir = Annotated[Path | None, typer.Option(help="folder for the run record")]
Learn = Annotated[
    bool, typer.Option(help="after a successful run, synthesize and admit workflow tools")
]
JsonOutput = Annotated[bool, typer.Option("--json", help="print the summary JSON as the last line")]
Allow = Annotated[
    list[str] | None,
    typer.Option(
        "--allow",
        metavar="CATEGORY",
        help="sensitive steps to do without asking: purchase, payment, credential, delete, "
        "new_recipient, permission or all (repeatable)",
    ),
]
