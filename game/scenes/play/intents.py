"""What a part of the table means to happen, said to the play scene (its `intend`), which alone
carries it out: the parts never write one another's state, and a phone asks through the same
intents as a click. Each is a small value that prints as what it says.

- the pick: Pick, Relight, Drop, Suggest (the hand tile picked out and its lit places), Choose
  (the keyboard's chosen place among them), LookAt (a marker at the view's edge: a lit place
  beyond the view brought into it), Light (a phone seat's tile lifted on its phone: its places
  lit on the big screen);
- moves: Act (apply an action, a tile setting off from where it was let go), Ask (a button or
  key: draw, pass, announce, catch or undo for the person shown), TakeBack (a seat's last play,
  asked from its phone), DrawFromYard, LiftFromYard;
- the hand's tile on the move: Grab, Carry, SendHome; Touch (the player did something at the
  hand: the play just made stands);
- words: Say (a toast), Refuse (why the rules refuse a move, as the words module says it),
  SayNearHand (a note over the hand).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Union

from game.layout.geometry import Polygon
from game.rules.actions import Action, Play
from game.rules.explain import Refusal
from game.rules.tiles import Tile
from game.scenes.play.selection import Target

Point = tuple[int, int]
Start = Optional[tuple[float, ...]]  # where a tile sets off: (x, y) or (x, y, angle)


@dataclass(frozen=True)
class Pick:
    """Pick `tile` out of the hand and light its places (only `only`'s, for a hint, if it has
    any); nothing stays picked when it has none or the player may not move now."""

    tile: Tile
    only: Optional[Play] = None


@dataclass(frozen=True)
class Choose:
    """The keyboard chose `target` among the picked tile's lit places: the view shows it."""

    target: Target


@dataclass(frozen=True)
class LookAt:
    """A marker at the view's edge asked to see `place` (a lit place beyond the view, a world
    polygon): the view glides to show it, as it does for Choose, a dragged tile or not."""

    place: Polygon


@dataclass(frozen=True)
class Relight:
    """Light the picked tile's places again (the table or the turn changed)."""


@dataclass(frozen=True)
class Drop:
    """Nothing picked, nothing lit (a hint stays)."""


@dataclass(frozen=True)
class Suggest:
    """The move a hint suggests (None: no hint)."""

    action: Optional[Action]


@dataclass(frozen=True)
class Light:
    """`seat`'s tile lifted on its phone: its places lit on the big screen (None: put down)."""

    seat: int
    tile: Optional[Tile]


@dataclass(frozen=True)
class Act:
    """Apply `action`: its tile sets off from `start` (else from its hand or seat), or was
    dragged onto its place (`snap`); a spoke or toe goes into the free `slot` of its double."""

    action: Action
    start: Start = None
    snap: bool = False
    slot: Optional[int] = None


@dataclass(frozen=True)
class Ask:
    """A button or key of the person shown: "draw", "pass", "announce", "catch" or "undo"."""

    name: str


@dataclass(frozen=True)
class TakeBack:
    """Take back `seat`'s last play (asked from its phone)."""

    seat: int


@dataclass(frozen=True)
class DrawFromYard:
    """Draw from the chicken yard: a click on the pile (`at` None) or a tile dragged off it and
    let go at `at`."""

    at: Optional[Point] = None


@dataclass(frozen=True)
class LiftFromYard:
    """A tile is being pulled off the pile (refused, it goes back, when no draw is allowed)."""

    at: Point


@dataclass(frozen=True)
class Grab:
    """A hand tile standing at `home` is picked up by the pointer at `at`, drawn `length` long."""

    tile: Tile
    home: tuple[float, float]
    at: Point
    length: int


@dataclass(frozen=True)
class Carry:
    """The grabbed tile follows the pointer to `at`."""

    at: Point


@dataclass(frozen=True)
class SendHome:
    """A tile let go where it cannot go slides back to `home` (None: where it came from)."""

    tile: Tile
    home: Optional[tuple[float, float]]


@dataclass(frozen=True)
class Touch:
    """The player did something at the hand: the play just made stands (the undo window
    closes and the next computer player need not wait for it)."""


@dataclass(frozen=True)
class Say:
    """A toast over the table; a `refusal` (of a move, a draw...) fades once anybody acts."""

    message: str
    tone: str = "info"
    refusal: bool = False


@dataclass(frozen=True)
class Refuse:
    """The rules refuse a move: say why, naming the seats."""

    refusal: Refusal


@dataclass(frozen=True)
class SayNearHand:
    """What the table did for the player, said just over their hand for `seconds` (None: as
    long as a toast); said `until_moved` (a hint), it goes as soon as anybody acts."""

    message: str
    seconds: Optional[float] = None
    until_moved: bool = False


Intent = Union[Pick, Choose, LookAt, Relight, Drop, Suggest, Light, Act, Ask, TakeBack,
               DrawFromYard, LiftFromYard, Grab, Carry, SendHome, Touch, Say, Refuse, SayNearHand]
#: How a part says what it means (PlayScene.intend): True when it was done (an Act applied).
Intend = Callable[[Intent], bool]
