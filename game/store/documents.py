"""Reading a JSON or TOML document from its bytes, with a message that says what is wrong."""
from __future__ import annotations

import json
import sys
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]


class DocumentError(ValueError):
    """Bytes that are not the document they should be (the caller names the file)."""


def parse_json(data: bytes, kind: str, hint: str = "") -> object:
    """The JSON value in `data`; DocumentError 'not a {kind} (...)' naming the fault."""
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise DocumentError(f"not a {kind} (not UTF-8 text at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise DocumentError(
            f"not a {kind} (not valid JSON: {error.msg} at line {error.lineno}, "
            f"column {error.colno}){hint}"
        ) from None
    except RecursionError:
        raise DocumentError(f"not a {kind} (nested too deeply)") from None


def parse_toml(data: bytes) -> dict[str, Any]:
    """The TOML document in `data` (a leading byte-order mark is dropped); DocumentError
    'not valid TOML: ...' naming the fault and where it is."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        start = error.start
        line = data.count(b"\n", 0, start) + 1
        column = start - (data.rfind(b"\n", 0, start) + 1) + 1
        raise DocumentError(
            f"not valid TOML: not UTF-8 text "
            f"(byte 0x{data[start]:02x} at line {line}, column {column})"
        ) from None
    try:
        document: dict[str, Any] = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as error:
        raise DocumentError(f"not valid TOML: {error}") from None
    except RecursionError:
        raise DocumentError("not valid TOML: nested too deeply") from None
    return document
