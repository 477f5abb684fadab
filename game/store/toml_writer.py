"""Writing TOML: strings, keys and values as a TOML file spells them (settings, rules files)."""
from __future__ import annotations

import datetime
import math
import re
from typing import Mapping

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
            "\r": "\\r"}


def toml_string(text: str) -> str:
    """A TOML basic string: double quotes, escapes for backslash, quote and control chars."""
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be, else quoted."""
    return key if _BARE_KEY.match(key) else toml_string(key)


def toml_value(value: object) -> str:
    """A value as TOML writes it (inline for tables and arrays); TypeError for what TOML lacks."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _toml_float(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        items = ", ".join(f"{toml_key(str(k))} = {toml_value(v)}" for k, v in value.items())
        return "{ " + items + " }" if items else "{}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    raise TypeError(f"TOML has no way to write {value!r}")


def _toml_float(value: float) -> str:
    """A float as TOML writes it (nan, inf, -inf included)."""
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)
