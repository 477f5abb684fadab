"""What a phone may send, checked: every message is hostile until it is.

A message is one JSON object of at most MAX_MESSAGE_BYTES with a known ``type``:

- ``{"type": "hello", "device": D}``: the first message on a connection; D (optional) is the
  phone's own random name for itself, so the same phone coming back is not taken for another;
- ``{"type": "act", "action": A, "state": V}``: A one of the ``legal`` objects of the latest
  state sent to the seat (``state``, optional, is that state's ``version``: an act answering an
  older one is stale, unless the states since offered the same legal actions);
- ``{"type": "pick", "tile": "9-3"}``: a tile of the hand lifted (null: put down), to light its
  places on the big screen;
- ``{"type": "ping"}``: answered with ``{"type": "pong"}``.

`read_message` checks the shape; `request_for` checks an act or a pick against what the seat was
last sent and makes the request the main loop turns into an intent (PhoneAct, PhoneUndo,
PhonePick). Each refusal is a `Refused` whose message is a sentence for the phone's ``error``.
An act the seat was not offered but that is a well-formed action of its own seat still goes to
the main loop (``offered`` False), which answers it with the table's own sentence for the rules'
refusal (`answer`: game.words.refusals, the phone's seat spoken to as "you") and changes
nothing. Pure Python.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable, NamedTuple, Optional, Sequence, Union

from game.rules.actions import Action, from_json
from game.rules.errors import RulesError
from game.rules.explain import Refusal
from game.rules.tiles import Tile
from game.words.names import SECOND_PERSON
from game.words.refusals import refusal_sentence

MAX_MESSAGE_BYTES = 2048
KINDS = ("hello", "act", "pick", "ping")
_DEVICE = re.compile(r"[A-Za-z0-9_-]{8,64}\Z")
NOT_OFFERED = "That move is not yours to make now: the table has moved on"


NEVER, CONNECTED, AWAY = "never", "connected", "away"  # a seat's phone, as the plate says


class PhoneStatus(NamedTuple):
    """A seat's phone: NEVER connected, CONNECTED, or AWAY since `away_since` (time.monotonic)."""

    state: str
    away_since: Optional[float] = None

    def away_for(self, now: float) -> float:
        """Seconds the phone has been away at `now` (0 unless AWAY)."""
        return 0.0 if self.away_since is None else max(0.0, now - self.away_since)


class Refused(Exception):
    """A message the server will not take; str() is the sentence for the phone."""


class Hello(NamedTuple):
    """A connection's first message: the phone's own name for itself, if it gave one."""

    device: Optional[str]


class Act(NamedTuple):
    """A phone asks for one of its legal actions (as an object), answering state `version`."""

    action: dict[str, Any]
    version: Optional[int]


class Pick(NamedTuple):
    """A tile lifted on the phone ("9-3"), or None: put down."""

    tile: Optional[str]


class Ping(NamedTuple):
    """Are you there?"""


Message = Union[Hello, Act, Pick, Ping]


class PhoneAct(NamedTuple):
    """A phone seat asks for `action` (a spoke or toe into `slot` of the pending double, if
    chosen). `offered`: it was one of the legal objects the seat was last sent; if not, the main
    loop only says why the rules refuse it."""

    seat: int
    action: Action
    slot: Optional[int] = None
    offered: bool = True


class PhoneUndo(NamedTuple):
    """A phone seat asks to take back its last play (`offered`: undo was in its legal list)."""

    seat: int
    offered: bool = True


class PhonePick(NamedTuple):
    """A phone seat lifted `tile` (None: put it down): light its places on the big screen."""

    seat: int
    tile: Optional[Tile]


PhoneRequest = Union[PhoneAct, PhoneUndo, PhonePick]


def canonical(obj: object) -> str:
    """One spelling of a JSON value, to compare objects (true is not 1, key order is not kept)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def read_message(data: Union[str, bytes]) -> Message:
    """The message in one WebSocket frame; Refused with a sentence if it is not one."""
    size = len(data.encode("utf-8", "replace") if isinstance(data, str) else data)
    if size > MAX_MESSAGE_BYTES:
        raise Refused(f"message too long ({size} bytes; at most {MAX_MESSAGE_BYTES})")
    try:
        obj = json.loads(data)
    except (ValueError, RecursionError):
        raise Refused("not a JSON message") from None
    if not isinstance(obj, dict):
        raise Refused('expected a JSON object with a "type"')
    kind = obj.get("type")
    if kind not in KINDS:
        raise Refused(f'unknown message type; expected one of {", ".join(KINDS)}')
    if kind == "hello":
        device = obj.get("device")
        if device is not None and not (isinstance(device, str) and _DEVICE.match(device)):
            raise Refused("hello: device must be 8 to 64 letters, digits, - or _")
        return Hello(device)
    if kind == "act":
        action, version = obj.get("action"), obj.get("state")
        if not isinstance(action, dict):
            raise Refused('act: expected "action", one of the legal objects you were sent')
        if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
            raise Refused('act: "state" must be the version of the state you answer')
        return Act(action, version)
    if kind == "pick":
        tile = obj.get("tile")
        if tile is not None and not isinstance(tile, str):
            raise Refused('pick: expected a tile like "9-3", or null')
        return Pick(tile)
    return Ping()


def request_for(seat: int, message: Union[Act, Pick], sent: Optional[dict[str, Any]],
                legal_since: Optional[int] = None) -> PhoneRequest:
    """What the main loop is asked for, checked against the latest state `sent` to the seat;
    Refused with a sentence otherwise (nothing is asked). An act may answer an earlier state
    than `sent` from `legal_since` on (the states since then offered the same legal actions:
    only, say, who the table waits for changed); None: only `sent` itself."""
    if sent is None:
        raise Refused("the game has not sent your seat's state yet: wait a moment")
    if isinstance(message, Pick):
        return _pick(seat, message, sent)
    newest = sent["version"]
    oldest = newest if legal_since is None else legal_since
    if message.version is not None and not oldest <= message.version <= newest:
        raise Refused("that move answers an older state of the table: look again")
    offered = any(canonical(message.action) == canonical(obj) for obj in sent["legal"])
    if message.action.get("undo") is True and len(message.action) == 1:
        return PhoneUndo(seat, offered)
    slot = message.action.get("slot")
    if slot is not None and (not isinstance(slot, int) or isinstance(slot, bool)):
        raise Refused("act: slot must be a whole number")
    try:
        action = from_json({k: v for k, v in message.action.items() if k != "slot"})
    except RulesError as error:
        raise Refused(str(error)) from None
    if action.seat != seat:
        raise Refused(f"you hold seat {seat}, so you cannot act for seat {action.seat}")
    return PhoneAct(seat, action, slot, offered)


def _pick(seat: int, message: Pick, sent: dict[str, Any]) -> PhonePick:
    if message.tile is None:
        return PhonePick(seat, None)
    if message.tile not in sent["hand"]:
        raise Refused(f"pick: {message.tile[:8]} is not in your hand")
    return PhonePick(seat, Tile.parse(message.tile))


def answer(request: PhoneAct, refusal: Callable[[Action], Optional[Refusal]],
           names: Sequence[str]) -> Optional[str]:
    """The sentence refusing a phone's act, or None: apply it. `refusal` is the table's own
    (Table.refusal: why the rules refuse the action now, None when they accept it), said as the
    table says it (game.words.refusals) to the phone's seat as "you", the others by `names`.
    An act the seat was not offered is never applied, even where the rules would accept it."""
    said = refusal(request.action)
    if said is not None:
        return refusal_sentence(said, spoken_to(names, request.seat))
    return None if request.offered else NOT_OFFERED


def spoken_to(names: Sequence[str], seat: int) -> list[str]:
    """The seats' names as a sentence to `seat` uses them: that seat is "You"."""
    return [SECOND_PERSON if i == seat else name for i, name in enumerate(names)]
