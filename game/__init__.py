"""Chicken Foot dominoes."""
from __future__ import annotations

__version__: str  # read from the installed metadata when first asked (see __getattr__)


def __getattr__(name: str) -> str:
    """`game.__version__`: the installed distribution's version, looked up on first use.

    Lazy so that importing the game does not pay for importlib.metadata; a source tree that was
    never installed says "0+unknown".
    """
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import metadata

    try:
        version = metadata.version("chickenfoot")
    except metadata.PackageNotFoundError:
        version = "0+unknown"
    globals()["__version__"] = version
    return version
