"""Files: browse Downloads, Documents and Images, preview documents, rename, share, delete."""

from __future__ import annotations

from mobilexperts.sim.apps.files.browse import BrowseScreens
from mobilexperts.sim.apps.files.preview import PreviewScreens
from mobilexperts.sim.apps.files.state import FilesState

__all__ = ["FilesApp", "FilesState"]


class FilesApp(BrowseScreens, PreviewScreens):
    """A Files-by-Google-like file manager (package ``com.simdroid.files``)."""
