"""Numbers as a person types them on the command line: one reader for every option.

`read_number` takes ASCII digits only: not "٣" or "３", which Python's int() and float() take,
nor "1_000" (their thousands separator), spaces, an exponent, "inf" or "nan". A minus sign only
where the range goes below 0, a decimal point only where a fraction is allowed, at most 19
digits either side. Every option (--seed, --seats, --frames, --deals, --iterations, --workers,
--budget, each --tune setting) reads its value here, so one text means the same number, or the
same refusal, wherever it is typed. Pure Python: the command line and the AI's tuning use it.
"""
from __future__ import annotations

import re
from typing import Optional, Union

_PLAIN = re.compile(r"(-?)([0-9]{1,19})(?:\.([0-9]{1,19}))?\Z")


def read_number(text: str, low: float, high: float, whole: bool = False
                ) -> Optional[Union[int, float]]:
    """The number `text` spells, if it is plainly written (see the module) and from `low` to
    `high`; a whole number (int) when `whole`. None otherwise: the caller says what it takes."""
    found = _PLAIN.match(text)
    if found is None or (found.group(1) and low >= 0) or (whole and found.group(3) is not None):
        return None
    value: Union[int, float] = int(text) if whole else float(text)
    return value if low <= value <= high else None
