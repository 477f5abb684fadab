"""Screenshots of the phone page in headless Chromium (Debian's chromium, driven by Playwright),
at a phone's 390x844 and turned on its side, in the moments a player sees most: their turn,
a tile lifted with its places lit, another seat's turn with a catch to call, a drawn tile, the
round over with every hand, numerals with coloured pips. Each against the real server, with the
test suite's small main loop in the play scene's place.

    python tools/phone_shots.py OUT_FOLDER

Prints one JSON line: the files written.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "phones")]

from game.phones.state import Look, seat_state  # noqa: E402
from game.rules.actions import Catch, Draw, Play  # noqa: E402
from game.rules.house_rules import RuleSet  # noqa: E402
from phone_browser import PHONE, phone_page, why_no_browser  # noqa: E402
from phone_table import MainLoop  # noqa: E402

SIDEWAYS = {"width": 844, "height": 390}


def advance(loop: MainLoop, until: Callable[[MainLoop], bool], seed: int = 0) -> int:
    """Random legal actions until `until(loop)`; the phone seat the shot is taken for."""
    rng = random.Random(seed)
    while not until(loop):
        state = loop.table.state
        assert not state.is_over, "the round ended first"
        loop.table.apply(rng.choice(state.legal_actions()))
    return loop.table.state.to_act


def my_play(loop: MainLoop) -> bool:
    state = loop.table.state
    return state.to_act in loop.phones and len(state.history) > 12 and any(
        isinstance(a, Play) and a.on is not None for a in state.legal_actions())


def catch_offered(loop: MainLoop) -> bool:
    return any(isinstance(a, Catch) and a.seat in loop.phones
               for a in loop.table.state.legal_actions())


def after_draw(loop: MainLoop) -> bool:
    state = loop.table.state
    return state.to_act in loop.phones and state.has_drawn


def shoot(out: Path) -> list[str]:
    written: list[str] = []

    def take(name: str, loop: MainLoop, seat: int, size: dict[str, int] = PHONE,
             tap: bool = False, look: Look = Look()) -> None:
        for phone in loop.phones:
            loop.server.publish(phone, seat_state(
                loop.match, phone, free_slots=loop.table.free_slots(),
                undo=loop.table.can_undo(phone), look=look))
        with phone_page(size) as page:
            page.goto(loop.server.links[seat])
            page.wait_for_selector("#score-table tr")
            if tap:
                state = loop.table.state
                tile = next(a.tile for a in state.legal_actions()
                            if isinstance(a, Play) and a.seat == seat)
                page.locator(f'[data-tile="{tile}"]').tap()
                page.wait_for_selector(".place.lit")
            page.wait_for_timeout(150)
            path = out / f"{name}.png"
            page.screenshot(path=str(path))
            written.append(str(path))

    shots: list[tuple[str, Any, Callable[[MainLoop], bool], dict[str, Any]]] = [
        ("your_turn", RuleSet(), my_play, {}),
        ("picked", RuleSet(), my_play, {"tap": True}),
        ("sideways", RuleSet(), my_play, {"tap": True, "size": SIDEWAYS}),
        ("numerals", RuleSet(), my_play, {"look": Look("numerals", "classic")}),
        ("coloured_pips", RuleSet(), my_play, {"look": Look("pips", "colour-blind")}),
        ("drawn", RuleSet(must_play=False), after_draw, {}),
        ("catch", RuleSet(set=6, hand_size=5, chickenlittle="enforced"), catch_offered, {}),
    ]
    for name, rules, until, options in shots:
        with MainLoop(rules, seed=4) as loop:
            advance(loop, until)
            seat = loop.table.state.to_act if name != "catch" else next(
                a.seat for a in loop.table.state.legal_actions()
                if isinstance(a, Catch) and a.seat in loop.phones)
            take(name, loop, seat, **options)
    with MainLoop(RuleSet(set=6, hand_size=5), seed=4) as loop:
        advance(loop, lambda lp: lp.table.state.is_over)
        take("round_over", loop, 0)
    return written


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    missing = why_no_browser()
    if missing:
        print(f"phone_shots: {missing}", file=sys.stderr)
        return 2
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    print(json.dumps({"shots": shoot(out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
