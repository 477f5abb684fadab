"""Why a move is good, in one sentence a family understands.

`why(view, best, made)` says what the best move does that the others do not ("6-2 on the 6
keeps a toe for your 2-2") and, given the move that was made instead, what that move gave away
("; you played 9-2 and left Hen an open 9"). It reads the view and `knowledge.infer` only, so
it never tells a hidden tile.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from game.ai.knowledge import Knowledge, infer
from game.ai.player import turn_actions
from game.rules.actions import Action, Draw, Pass, Play
from game.rules.barnyard import DOUBLE, SPOKE, TOE, Barnyard
from game.rules.explain import a_number
from game.rules.tiles import Tile
from game.rules.view import PlayerView

HEAVY = 10  # points from which shedding a tile is worth saying
HEAVIER = 5  # how many more points the best tile must shed than the made one to say so
YOU = "You"  # the person's own name at the table (game.words.names): not named as "the next seat"


class _Table:
    """What the sentences ask of a view: the hand, the next seat, its name, the voids."""

    def __init__(self, view: PlayerView, names: Sequence[str]) -> None:
        self.view = view
        self.knowledge: Knowledge = infer(view)
        self.next_seat = (view.seat + 1) % view.seats
        nxt = self.next_seat
        named = nxt < len(names) and names[nxt] not in ("", YOU)
        self.next_name = names[nxt] if named else "the next seat"

    def lacks(self, number: int) -> bool:
        """True if the next seat surely holds no tile showing `number`."""
        return self.knowledge.lacks(self.next_seat, number)

    def after(self, play: Play) -> Barnyard:
        """The barnyard once `play` is made."""
        return self.view.barnyard.after(play.tile, play.on, play.seat)

    def rest(self, play: Play) -> list[Tile]:
        """The hand once `play` is made."""
        return [t for t in self.view.hand if t is not play.tile]

    def points(self, tile: Tile) -> int:
        """What `tile` scores left in a hand."""
        return self.view.rules.points(tile)


def numbers(n: int) -> str:
    """A number's tiles as said aloud: "4s", "blanks"."""
    return "blanks" if n == 0 else f"{n}s"


def move_words(view: PlayerView, play: Play) -> str:
    """A play in words: "6-2 on a 6 spoke", "5-2 as a toe of the 5-5", "9-2 on the 9"."""
    tile, on = play.tile, play.on
    if on is None:
        return f"{tile} as the starting double"
    barnyard = view.barnyard
    if on is barnyard.pending:
        if barnyard.pending_role == SPOKE:
            return f"{tile} on {a_number(on.high)} spoke"
        return f"{tile} as a toe of the {on}"
    return f"{tile} on the {barnyard.placing(tile, on, play.seat).inward}"


# ------------------------------------------------------------------ what a play does

def _goes_out(table: _Table, play: Play) -> Optional[str]:
    return "goes out" if not table.rest(play) else None


def _own_foot(table: _Table, play: Play) -> Optional[str]:
    """The play opens a chicken foot the hand can toe itself."""
    if table.view.barnyard.placing(play.tile, play.on, play.seat).role != DOUBLE:
        return None
    toes = [t for t in table.rest(play) if t.has(play.tile.high)]
    if not toes:
        return None
    return f"opens a foot you can toe with {max(toes, key=table.points)}"


def _closes_foot(table: _Table, play: Play) -> Optional[str]:
    barnyard = table.view.barnyard
    if play.on is barnyard.pending and barnyard.needed == 1:
        if barnyard.pending_role == TOE:
            return f"closes the {play.on} foot"
        return "fills the last spoke"
    return None


def _starves_next(table: _Table, play: Play) -> Optional[str]:
    """Every number open after the play is one the next seat has drawn or passed on."""
    after = table.after(play)
    opens = after.open_numbers()
    if not opens or not all(table.lacks(n) for n in opens):
        return None
    said = " and ".join(numbers(n) for n in sorted(set(opens)))
    if after.pending is play.tile and after.pending_role == TOE:
        return f"opens a foot {table.next_name} must toe, and it has passed on {said}"
    return f"leaves only {said} open, and {table.next_name} has passed on {said}"


def _keeps_toe(table: _Table, play: Play) -> Optional[str]:
    """The play keeps a tile for a double still in hand, which some other play would spend."""
    others = [a for a in turn_actions(table.view) if type(a) is Play]
    for d in _toed_doubles(table, play):
        if any(a.tile is not d and d not in _toed_doubles(table, a) for a in others):
            return f"keeps a toe for your {d}"
    return None


def _toed_doubles(table: _Table, play: Play) -> list[Tile]:
    """The doubles left in hand after `play` that still have a tile to toe them."""
    rest = table.rest(play)
    return [d for d in rest if d.is_double
            and any(t.has(d.high) and not t.is_double for t in rest)]


def _sheds(table: _Table, play: Play) -> Optional[str]:
    points = table.points(play.tile)
    if points < HEAVY:
        return None
    heaviest = max(table.points(a.tile) for a in turn_actions(table.view) if type(a) is Play)
    return f"sheds {points} points" if points >= heaviest else None


def _follows(table: _Table, play: Play) -> Optional[str]:
    """The play shows a number the hand can follow with on its next turn."""
    placed = table.view.barnyard.placing(play.tile, play.on, play.seat)
    if placed.role == DOUBLE or placed.on is None:
        return None
    n = placed.outward
    follow = [t for t in table.rest(play) if t.has(n) and not t.is_double]
    if not follow:
        return None
    return f"shows {a_number(n)} you can follow with {max(follow, key=table.points)}"


REASONS: tuple[Callable[[_Table, Play], Optional[str]], ...] = (
    _goes_out, _starves_next, _closes_foot, _keeps_toe, _sheds, _own_foot, _follows,
)


def _reasons(table: _Table, play: Play) -> list[str]:
    return [said for reason in REASONS if (said := reason(table, play)) is not None]


# ------------------------------------------------------------------ what a move gave away

def _given_away(table: _Table, best: Action, made: Play) -> str:
    """What `made` gave away against `best`: "left Hen an open 9", "left your 6-6 without a
    toe"; "" when nothing simple can be said."""
    view = table.view
    if type(best) is Play and not table.rest(best):
        return "did not go out"
    kept = _toed_doubles(table, best) if type(best) is Play else [
        d for d in view.hand if d.is_double and any(t.has(d.high) and not t.is_double
                                                     for t in view.hand)]
    for d in kept:
        if d is not made.tile and d not in _toed_doubles(table, made):
            return f"left your {d} without a toe"
    after = table.after(made)
    if after.pending is made.tile and after.pending_role == TOE and not any(
            t.has(made.tile.high) for t in table.rest(made)):
        return f"opened a foot you hold no {made.tile.high} for"
    shown = view.barnyard.placing(made.tile, made.on, made.seat)
    n = shown.outward
    ends = {m for m, at in enumerate(view.barnyard.ends) if at}
    if type(best) is Play:
        ends |= set(table.after(best).open_numbers())
    if shown.role != DOUBLE and n not in ends and not table.lacks(n):
        return f"left {table.next_name} an open {n}"
    if type(best) is Play and table.points(best.tile) - table.points(made.tile) >= HEAVIER:
        return f"kept the {best.tile}'s {table.points(best.tile)} points in your hand"
    return ""


# ------------------------------------------------------------------ the sentence

def why(view: PlayerView, best: Action, made: Optional[Action] = None,
        names: Sequence[str] = ()) -> str:
    """One sentence on why `best` is the move for the view's seat and, with `made` (another
    move), what that move gave away. `names` are the seats' names (else "the next seat")."""
    table = _Table(view, names)
    said = _best_words(table, best, made)
    if made is None or made == best:
        return _capital(said)
    return _capital(f"{said}; {_made_words(table, best, made)}")


def _best_words(table: _Table, best: Action, made: Optional[Action]) -> str:
    view = table.view
    if type(best) is Draw:
        return "Drawing keeps your tiles for a better moment"
    if type(best) is Pass:
        if view.drawn is not None:
            return f"Keeping the {view.drawn} you drew is better than playing it now"
        return "Passing is all there is"
    if type(best) is not Play:
        return str(best)
    mine = _reasons(table, best)
    if not mine:
        return f"{move_words(view, best)} gives the best chances"
    if type(made) is Play:
        theirs = set(_reasons(table, made))
    else:
        others = [a for a in turn_actions(view) if type(a) is Play and a != best]
        theirs = set.intersection(*(set(_reasons(table, a)) for a in others)) if others else set()
    told = next((r for r in mine if r not in theirs), mine[0])
    return f"{move_words(view, best)} {told}"


def _made_words(table: _Table, best: Action, made: Action) -> str:
    if type(made) is Draw:
        return "you drew instead" if type(best) is not Play else f"you drew when {best.tile} fit"
    if type(made) is Pass:
        return "you passed instead"
    if type(made) is not Play:
        return f"you chose {made}"
    gave = _given_away(table, best, made)
    return f"you played {made.tile}" + (f" and {gave}" if gave else "")


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]
