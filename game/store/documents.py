"""Reading a JSON document the game wrote, with a message that says what is wrong with it."""
from __future__ import annotations

import json


class DocumentError(ValueError):
    """Bytes that are not the JSON document they should be."""


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
