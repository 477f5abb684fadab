"""Why a move is good, in one sentence a family understands; and the coach's other words.

`why(view, best, made)` says what the best move does that the others do not ("6-2 on the 6
keeps a toe for your 2-2") and, given the move that was made instead, what that move gave away
("; you played 9-2 and left Hen an open 9"). Each thing a sentence says is a `Fact` (`stated`
lists them), worked out from the view and `knowledge.infer` only, so it never tells a hidden
tile, and it holds in the position (the tests check every fact against the round itself).
Where nothing specific is true, the sentence says less: the move alone. Every sentence the
coach says is phrased here, from WORDS.
"""
from __future__ import annotations

from typing import Callable, NamedTuple, Optional, Sequence

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

# What each kind of fact says, the coach's other sentences with them: the one place they are
# phrased. {move}: a play in words (`move_words`); {numbers}: "4s and 5s"; {a_number}: "a 4".
WORDS: dict[str, str] = {
    # what a play does
    "goes out": "goes out",
    "starves next": "leaves only {numbers} open, and {name} has passed on {numbers}",
    "starves next with a foot": "opens a foot {name} must toe, and it has passed on {numbers}",
    "closes a foot": "closes the {tile} foot",
    "fills the last spoke": "fills the last spoke",
    "keeps a toe": "keeps a toe for your {tile}",
    "sheds": "sheds {points} points",
    "own foot": "opens a foot you can toe with {tile}",
    "follows": "shows {a_number} you can follow with {tile}",
    # a draw or a pass that is best
    "draw first": "drawing keeps your tiles for a better moment",
    "keep the drawn tile": "keeping the {tile} you drew is better than playing it now",
    "only a pass": "passing is all there is",
    # what the move made gave away
    "played": "you played {tile}",
    "drew": "you drew instead",
    "drew when it fit": "you drew when {tile} fit",
    "passed": "you passed instead",
    "left a double bare": "left your {tile} without a toe",
    "foot you cannot toe": "opened a foot you hold no {number} for",
    "left open": "left {name} an open {number}",
    "kept points": "kept the {tile}'s {points} points in your hand",
    # the hint's own
    "hint": "Hint: {said}",
    "close call": "{said} (a close call with {move})",
    "thinking": "Hint: thinking...",
    "only draw": "Nothing to choose: no tile fits, so you draw",
    "only pass after a draw": "Nothing to choose: the {tile} you drew fits nowhere, so you pass",
    "only pass": "Nothing to choose: no tile fits and nothing is left to draw, so you pass",
    "only play": "Nothing to choose: {move} is the only play",
    "not your turn": "A hint is for your turn: it is {name} turn",
}


PLAIN = frozenset({"played", "drew", "passed"})  # facts that only name the move made


class Fact(NamedTuple):
    """One thing a sentence says of the position, and what it names: `move` the move it is
    about, `tile` a tile of the seat's hand (or the double a foot grows from), `numbers`,
    `seat` (the seat it names) and `points`."""

    kind: str
    move: Action
    tile: Optional[Tile] = None
    numbers: tuple[int, ...] = ()
    seat: Optional[int] = None
    points: int = 0


class _Table:
    """What the sentences ask of a view: the hand, the next seat, its name, the voids."""

    def __init__(self, view: PlayerView, names: Sequence[str]) -> None:
        self.view = view
        self.names = tuple(names)
        self.knowledge: Knowledge = infer(view)
        self.next_seat = next_seat(view)

    def name(self, seat: Optional[int]) -> str:
        """A seat as the sentences name it: its name, else "the next seat"."""
        named = seat is not None and seat < len(self.names) and self.names[seat] not in ("", YOU)
        return self.names[seat] if named and seat is not None else "the next seat"

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

    def say(self, fact: Fact) -> str:
        """The fact in words (WORDS)."""
        said = sorted(set(fact.numbers))
        return WORDS[fact.kind].format(
            tile=fact.tile, points=fact.points, name=self.name(fact.seat),
            numbers=" and ".join(numbers(n) for n in said),
            number=said[0] if said else "", a_number=a_number(said[0]) if said else "",
            move=move_words(self.view, fact.move) if type(fact.move) is Play else "")


def next_seat(view: PlayerView) -> int:
    """The seat whose turn comes after the view's seat's (a seat that must miss its turn is
    passed over, as the rules do)."""
    seat = (view.seat + 1) % view.seats
    while view.skip[seat] and seat != view.seat:
        seat = (seat + 1) % view.seats
    return seat


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

def _goes_out(table: _Table, play: Play) -> Optional[Fact]:
    return Fact("goes out", play) if not table.rest(play) else None


def _own_foot(table: _Table, play: Play) -> Optional[Fact]:
    """The play opens a chicken foot the hand can toe itself."""
    if table.view.barnyard.placing(play.tile, play.on, play.seat).role != DOUBLE:
        return None
    toes = [t for t in table.rest(play) if t.has(play.tile.high)]
    if not toes:
        return None
    return Fact("own foot", play, max(toes, key=table.points))


def _closes_foot(table: _Table, play: Play) -> Optional[Fact]:
    barnyard = table.view.barnyard
    if play.on is barnyard.pending and barnyard.needed == 1:
        if barnyard.pending_role == TOE:
            return Fact("closes a foot", play, play.on)
        return Fact("fills the last spoke", play)
    return None


def _starves_next(table: _Table, play: Play) -> Optional[Fact]:
    """Every number open after the play is one the next seat has drawn or passed on."""
    after = table.after(play)
    opens = tuple(sorted(set(after.open_numbers())))
    if not opens or not all(table.lacks(n) for n in opens):
        return None
    if after.pending is play.tile and after.pending_role == TOE:
        return Fact("starves next with a foot", play, None, opens, table.next_seat)
    return Fact("starves next", play, None, opens, table.next_seat)


def _keeps_toe(table: _Table, play: Play) -> Optional[Fact]:
    """The play keeps a tile for a double still in hand, which some other play would spend."""
    others = [a for a in turn_actions(table.view) if type(a) is Play]
    for d in _toed_doubles(table, play):
        if any(a.tile is not d and d not in _toed_doubles(table, a) for a in others):
            return Fact("keeps a toe", play, d)
    return None


def _toed_doubles(table: _Table, play: Play) -> list[Tile]:
    """The doubles left in hand after `play` that still have a tile to toe them."""
    rest = table.rest(play)
    return [d for d in rest if d.is_double
            and any(t.has(d.high) and not t.is_double for t in rest)]


def _sheds(table: _Table, play: Play) -> Optional[Fact]:
    points = table.points(play.tile)
    if points < HEAVY:
        return None
    heaviest = max(table.points(a.tile) for a in turn_actions(table.view) if type(a) is Play)
    return Fact("sheds", play, play.tile, points=points) if points >= heaviest else None


def _follows(table: _Table, play: Play) -> Optional[Fact]:
    """The play opens a number the hand can follow with on its next turn."""
    placed = table.view.barnyard.placing(play.tile, play.on, play.seat)
    if placed.role == DOUBLE or placed.on is None:
        return None
    n = placed.outward
    if n not in table.after(play).open_numbers():  # (a spoke or toe before the last)
        return None
    follow = [t for t in table.rest(play) if t.has(n) and not t.is_double]
    if not follow:
        return None
    return Fact("follows", play, max(follow, key=table.points), (n,))


REASONS: tuple[Callable[[_Table, Play], Optional[Fact]], ...] = (
    _goes_out, _starves_next, _closes_foot, _keeps_toe, _sheds, _own_foot, _follows,
)


def _reasons(table: _Table, play: Play) -> list[Fact]:
    return [fact for reason in REASONS if (fact := reason(table, play)) is not None]


# ------------------------------------------------------------------ what a move gave away

def _given_away(table: _Table, best: Action, made: Play) -> Optional[Fact]:
    """What `made` gave away against `best`: "left Hen an open 9", "left your 6-6 without a
    toe"; None when nothing simple can be said (nor when `made` goes out: a last tile played
    anywhere goes out, as `best` would)."""
    view = table.view
    if not table.rest(made):
        return None
    kept = _toed_doubles(table, best) if type(best) is Play else [
        d for d in view.hand if d.is_double and any(t.has(d.high) and not t.is_double
                                                     for t in view.hand)]
    for d in kept:
        if d is not made.tile and d not in _toed_doubles(table, made):
            return Fact("left a double bare", made, d)
    after = table.after(made)
    if after.pending is made.tile and after.pending_role == TOE and not any(
            t.has(made.tile.high) for t in table.rest(made)):
        return Fact("foot you cannot toe", made, made.tile, (made.tile.high,))
    shown = view.barnyard.placing(made.tile, made.on, made.seat)
    n = shown.outward
    ends = {m for m, at in enumerate(view.barnyard.ends) if at}
    if type(best) is Play:
        ends |= set(table.after(best).open_numbers())
    if (shown.role != DOUBLE and n in after.open_numbers() and n not in ends
            and not table.lacks(n)):
        return Fact("left open", made, None, (n,), table.next_seat)
    if type(best) is Play and table.points(best.tile) - table.points(made.tile) >= HEAVIER:
        return Fact("kept points", made, best.tile, points=table.points(best.tile))
    return None


# ------------------------------------------------------------------ the sentence

def why(view: PlayerView, best: Action, made: Optional[Action] = None,
        names: Sequence[str] = ()) -> str:
    """One sentence on why `best` is the move for the view's seat and, with `made` (another
    move), what that move gave away; "" when nothing specific is true of them (the moves
    alone are no reason). `names` are the seats' names (else "the next seat")."""
    said, facts = _sentence(_Table(view, names), best, made)
    return _capital(said) if any(f.kind not in PLAIN for f in facts) else ""


def stated(view: PlayerView, best: Action, made: Optional[Action] = None) -> list[Fact]:
    """The facts `why(view, best, made)` states, in its order (none when it says nothing)."""
    facts = _sentence(_Table(view, ()), best, made)[1]
    return facts if any(f.kind not in PLAIN for f in facts) else []


def _sentence(table: _Table, best: Action, made: Optional[Action]) -> tuple[str, list[Fact]]:
    said, facts = _best_words(table, best, made)
    if made is None or made == best:
        return said, facts
    more, given = _made_words(table, best, made)
    return f"{said}; {more}", facts + given


def _best_words(table: _Table, best: Action, made: Optional[Action]
                ) -> tuple[str, list[Fact]]:
    view = table.view
    if type(best) is Draw:
        fact = Fact("draw first", best)
        return table.say(fact), [fact]
    if type(best) is Pass:
        fact = Fact("keep the drawn tile", best, view.drawn) if view.drawn is not None \
            else Fact("only a pass", best)
        return table.say(fact), [fact]
    if type(best) is not Play:
        return str(best), []
    mine = _reasons(table, best)
    if not mine:
        return move_words(view, best), []
    if type(made) is Play:
        theirs = {table.say(r) for r in _reasons(table, made)}
    else:
        others = [a for a in turn_actions(view) if type(a) is Play and a != best]
        theirs = set.intersection(*({table.say(r) for r in _reasons(table, a)}
                                    for a in others)) if others else set()
    told = next((r for r in mine if table.say(r) not in theirs), mine[0])
    return f"{move_words(view, best)} {table.say(told)}", [told]


def _made_words(table: _Table, best: Action, made: Action) -> tuple[str, list[Fact]]:
    if type(made) is Draw:
        fact = Fact("drew", made) if type(best) is not Play else Fact(
            "drew when it fit", made, best.tile)
        return table.say(fact), [fact]
    if type(made) is Pass:
        fact = Fact("passed", made)
        return table.say(fact), [fact]
    if type(made) is not Play:
        return f"you chose {made}", []
    played = Fact("played", made, made.tile)
    gave = _given_away(table, best, made)
    if gave is None:
        return table.say(played), [played]
    return f"{table.say(played)} and {table.say(gave)}", [played, gave]


def _capital(sentence: str) -> str:
    return sentence[:1].upper() + sentence[1:]


# ------------------------------------------------------------------ the hint's words

def hint_words(view: PlayerView, move: Action, other: Optional[Action] = None,
               names: Sequence[str] = ()) -> str:
    """The hint: "Hint: 6-2 on the 6 keeps a toe for your 2-2", with "(a close call with 9-2
    on the 9)" when `other` is about as good."""
    table = _Table(view, names)
    said = _best_words(table, move, None)[0]
    if other is not None:
        said = WORDS["close call"].format(
            said=said, move=move_words(view, other) if type(other) is Play else
            "a draw" if type(other) is Draw else "a pass")
    return WORDS["hint"].format(said=said)


def hint_stated(view: PlayerView, move: Action) -> list[Fact]:
    """The facts `hint_words` states of `move`."""
    return _best_words(_Table(view, ()), move, None)[1]


def no_choice_words(view: PlayerView) -> Optional[str]:
    """What H says when the seat has one turn action only (a hint has nothing to choose
    between): "Nothing to choose: no tile fits, so you draw"; None when there is a choice."""
    actions = turn_actions(view)
    if len(actions) != 1:
        return None
    only = actions[0]
    if type(only) is Draw:
        return WORDS["only draw"]
    if type(only) is Pass:
        if view.drawn is not None:
            return WORDS["only pass after a draw"].format(tile=view.drawn)
        return WORDS["only pass"]
    assert type(only) is Play
    return WORDS["only play"].format(move=move_words(view, only))


def waiting_words(whose: str) -> str:
    """What H says on another seat's turn: `whose` is that seat's name with its 's."""
    return WORDS["not your turn"].format(name=whose)


THINKING = WORDS["thinking"]
