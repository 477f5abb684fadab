"""Reading a JSON or TOML document from its bytes, with a message that says what is wrong.

Both parsers check what they read against the game's limits (game.store.limits): a document of
more values than MAX_VALUES before it is parsed, a number of thousands of digits before it is
converted, a document nested too deeply, a text too long or with control characters, before any
reader looks at it. Both drop a leading UTF-8 byte-order mark (what Notepad writes).
"""
from __future__ import annotations

import json
import math
import sys
from typing import Any

from game.store.errors import DocumentError
from game.store.limits import (MAX_INT, RefusedNumber, check_document, check_json_values,
                               check_toml_values, excerpt)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib  # type: ignore[import-not-found,unused-ignore]

_MAX_DIGITS = len(str(MAX_INT))
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte-order mark: dropped before JSON and TOML alike


def _json_int(text: str) -> "int | RefusedNumber":
    """A JSON integer; one with too many digits is not converted (check_document names it)."""
    digits = len(text.lstrip("-"))
    return RefusedNumber.digits(digits) if digits > _MAX_DIGITS else int(text)


def _json_float(text: str) -> "float | RefusedNumber":
    """A JSON number with a fraction or exponent; one too large for a float (1e400) is
    refused (check_document names it)."""
    value = float(text)
    return value if math.isfinite(value) else RefusedNumber("a finite number", excerpt(text))


def _json_constant(name: str) -> float:
    raise DocumentError(f"{name} is not a number a file may hold")


def parse_json(data: bytes, kind: str, hint: str = "") -> object:
    """The JSON value in `data`; DocumentError 'not a {kind} (...)' naming the fault."""
    data = data.removeprefix(BOM)  # as TOML: a file saved by Notepad reads the same
    try:
        check_json_values(data)
        document = json.loads(data.decode("utf-8"), parse_int=_json_int,
                              parse_float=_json_float, parse_constant=_json_constant)
    except UnicodeDecodeError as error:
        raise DocumentError(f"not a {kind} (not UTF-8 text at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise DocumentError(
            f"not a {kind} (not valid JSON: {error.msg} at line {error.lineno}, "
            f"column {error.colno}){hint}"
        ) from None
    except DocumentError as error:
        raise DocumentError(f"not a {kind} ({error})") from None
    except RecursionError:
        raise DocumentError(f"not a {kind} (nested too deeply)") from None
    check_document(document)
    return document


def parse_toml(data: bytes, *, check: bool = True) -> dict[str, Any]:
    """The TOML document in `data` (a leading byte-order mark is dropped); DocumentError
    'not valid TOML: ...' naming the fault and where it is. Unless `check` is False (the
    settings check key by key, keeping the good ones), its values are checked against the
    limits too."""
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
    check_toml_values(text)
    try:
        document: dict[str, Any] = tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError as error:
        raise DocumentError(f"not valid TOML: {error}") from None
    except RecursionError:
        raise DocumentError("not valid TOML: nested too deeply") from None
    except ValueError:  # an integer of thousands of digits, refused by int()
        raise DocumentError("not valid TOML: a number too long to read (more than 4,000 "
                            "digits)") from None
    if check:
        check_document(document)
    return document
