"""Actions a seat can take, in the round-record notation ("9-3 on 9-9", draw, pass, ...)."""
from __future__ import annotations

from typing import Any, NamedTuple, Optional, Union

from game.rules.errors import RecordError, RulesError
from game.rules.tiles import Tile


class Play(NamedTuple):
    """Lay `tile` attached to `on` (None: set the round's starting double)."""

    seat: int
    tile: Tile
    on: Optional[Tile] = None

    def __str__(self) -> str:
        where = f" on {self.on}" if self.on is not None else " as the starting double"
        return f"seat {self.seat} plays {self.tile}{where}"


class Draw(NamedTuple):
    """Draw the next tile of the chicken yard."""

    seat: int
    kind: str = "draw"

    def __str__(self) -> str:
        return f"seat {self.seat} draws"


class Pass(NamedTuple):
    """End the turn without playing."""

    seat: int
    kind: str = "pass"

    def __str__(self) -> str:
        return f"seat {self.seat} passes"


class Announce(NamedTuple):
    """Say "Chickenlittle": one tile left."""

    seat: int
    kind: str = "announce"

    def __str__(self) -> str:
        return f'seat {self.seat} announces "Chickenlittle"'


class Catch(NamedTuple):
    """Catch `target`, who is down to one tile and did not announce it."""

    seat: int
    target: int
    kind: str = "catch"

    def __str__(self) -> str:
        return f"seat {self.seat} catches seat {self.target}"


Action = Union[Play, Draw, Pass, Announce, Catch]


def to_json(action: Action) -> dict[str, Any]:
    """The action as a round-record object."""
    if isinstance(action, Play):
        out: dict[str, Any] = {"seat": action.seat, "play": str(action.tile)}
        if action.on is not None:
            out["on"] = str(action.on)
        return out
    if isinstance(action, Draw):
        return {"seat": action.seat, "draw": True}
    if isinstance(action, Pass):
        return {"seat": action.seat, "pass": True}
    if isinstance(action, Announce):
        return {"seat": action.seat, "announce": "chickenlittle"}
    return {"seat": action.seat, "catch": action.target}


def from_json(obj: object, where: str = "action") -> Action:
    """Read a round-record action object; RecordError naming `where` if it is malformed."""
    if not isinstance(obj, dict):
        raise RecordError(f"{where}: expected an object like {{\"seat\": 0, \"draw\": true}}")
    seat = obj.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise RecordError(f"{where}.seat: expected a seat number (0 or more), found {seat!r}")
    kinds = [k for k in ("play", "draw", "pass", "announce", "catch") if k in obj]
    if len(kinds) != 1:
        raise RecordError(
            f"{where}: expected exactly one of play, draw, pass, announce, catch; found {sorted(obj)}"
        )
    allowed = {"seat", kinds[0]} | ({"on"} if kinds[0] == "play" else set())
    extra = sorted(set(obj) - allowed)
    if extra:
        raise RecordError(f"{where}: unexpected key {extra[0]!r}")
    kind = kinds[0]
    try:
        if kind == "play":
            on = obj.get("on")
            return Play(seat, Tile.parse(obj["play"]), None if on is None else Tile.parse(on))
    except RulesError as err:
        raise RecordError(f"{where}: {err}") from None
    if kind in ("draw", "pass"):
        if obj[kind] is not True:
            raise RecordError(f"{where}.{kind}: expected true, found {obj[kind]!r}")
        return Draw(seat) if kind == "draw" else Pass(seat)
    if kind == "announce":
        if obj["announce"] != "chickenlittle":
            raise RecordError(f'{where}.announce: expected "chickenlittle", found {obj["announce"]!r}')
        return Announce(seat)
    target = obj["catch"]
    if not isinstance(target, int) or isinstance(target, bool) or target < 0:
        raise RecordError(f"{where}.catch: expected a seat number, found {target!r}")
    return Catch(seat, target)
