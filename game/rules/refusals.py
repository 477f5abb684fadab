"""Refusing a bad value in a parsed document (a rules file, a table, a record): one message shape.

Every refusal is a ConfigError reading ``{source}: {dotted key}: {problem}``; the problem for a bad
value is ``expected {what}; found {value}`` (a semicolon, because `what` may itself be a
comma-separated list). Values are shown as a document spells them: strings in double quotes,
``true``/``false``, arrays in brackets, tables in braces, a missing key as ``nothing``.
"""
from __future__ import annotations

import datetime
import difflib
import json
import math
import re
from typing import Callable, Mapping, NoReturn, TypeGuard, TypeVar

from game.rules.errors import ConfigError

T = TypeVar("T")

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")


class _Missing:
    """Marks a key that is absent from its table."""

    def __repr__(self) -> str:
        return "nothing"


MISSING = _Missing()


# ---------------------------------------------------------------- showing values and keys

def quoted(text: str) -> str:
    """A string in double quotes, with escapes for quotes, backslashes and control characters."""
    return json.dumps(text, ensure_ascii=False)


def key_shown(key: str) -> str:
    """A key as a document writes it: bare when it can be, else quoted."""
    return key if _BARE_KEY.match(key) else quoted(key)


def spelled(value: object) -> str:
    """A value as a document spells it (inline for tables and arrays); `nothing` when missing."""
    if value is MISSING:
        return "nothing"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return quoted(value)
    if isinstance(value, float):
        return _float_spelled(value)
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, Mapping):
        items = ", ".join(f"{key_shown(str(k))} = {spelled(v)}" for k, v in value.items())
        return "{ " + items + " }" if items else "{}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(spelled(v) for v in value) + "]"
    return repr(value)


def _float_spelled(value: float) -> str:
    """A float as TOML writes it (nan, inf, -inf included)."""
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)


def shown(value: object, limit: int = 60) -> str:
    """A value for a message: spelled, cut short when long."""
    text = spelled(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def one_of(choices: tuple[str, ...]) -> str:
    """`one of "a", "b"`."""
    return "one of " + ", ".join(quoted(c) for c in choices)


# ---------------------------------------------------------------- refusing

def expected(what: str, found: object) -> str:
    """The problem of a bad value: `expected {what}; found {value}`."""
    return f"expected {what}; found {shown(found)}"


def unknown_key_problem(key: str, known: tuple[str, ...], kind: str = "key") -> str:
    """`unknown key; did you mean "x"?`, or the list of known keys when nothing is close."""
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
    if close:
        return f"unknown {kind}; did you mean {quoted(close[0])}?"
    return f"unknown {kind}; known {kind}s are: {', '.join(known)}"


def refuse(source: str, key: str, problem: str) -> NoReturn:
    """Raise the one kind of message: `{source}: {key}: {problem}` (no source: `{key}: ...`)."""
    raise ConfigError(f"{source}: {key}: {problem}" if source else f"{key}: {problem}")


def refuse_value(source: str, key: str, what: str, found: object) -> NoReturn:
    """Refuse a value: `expected {what}; found {value}`."""
    refuse(source, key, expected(what, found))


def refuse_unknown_keys(table: Mapping[str, object], known: tuple[str, ...], source: str,
                        prefix: str) -> None:
    """Refuse the first key of `table` that is not in `known`."""
    for key in table:
        if key not in known:
            refuse(source, prefix + key_shown(key), unknown_key_problem(key, known))


# ---------------------------------------------------------------- value checks

def is_int(value: object) -> TypeGuard[int]:
    """An int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def int_between(low: int, high: int | None = None) -> Callable[[object], TypeGuard[int]]:
    """Accepts ints (not bools) from low to high (no upper bound when None)."""
    def accepts(value: object) -> TypeGuard[int]:
        return is_int(value) and value >= low and (high is None or value <= high)
    return accepts


def choice(choices: tuple[str, ...]) -> Callable[[object], TypeGuard[str]]:
    """Accepts one of the given strings."""
    def accepts(value: object) -> TypeGuard[str]:
        return isinstance(value, str) and value in choices
    return accepts


def is_bool(value: object) -> TypeGuard[bool]:
    """A real bool (not 0/1)."""
    return isinstance(value, bool)


def is_text(value: object) -> TypeGuard[str]:
    """A string with something other than spaces in it."""
    return isinstance(value, str) and bool(value.strip())


def get(table: Mapping[str, object], key: str, what: str,
        accepts: Callable[[object], TypeGuard[T]], source: str, prefix: str) -> T:
    """The value of a required key, or a refusal naming `{prefix}{key}`."""
    value = table.get(key, MISSING)
    if not accepts(value):
        refuse_value(source, prefix + key, what, value)
    return value


def get_optional(table: Mapping[str, object], key: str, what: str,
                 accepts: Callable[[object], TypeGuard[T]], source: str,
                 prefix: str) -> T | None:
    """The value of an optional key (None when absent), or a refusal."""
    if key not in table:
        return None
    return get(table, key, what, accepts, source, prefix)
