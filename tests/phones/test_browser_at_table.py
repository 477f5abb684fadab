"""The phone page in a real browser against the REAL table: the App headless (the play scene the
only writer of the match, its phone server on 127.0.0.1), a phone seat's link opened in headless
Chromium at a phone's 390x844; on its turn a tap on a tile and a tap on a lit place, and the play
is on the table: in the match's history and in the barnyard. Skipped, saying why, where no
Chromium or Playwright is installed."""
from __future__ import annotations

import threading
import time

import pytest

from game.rules.actions import Play
from game.rules.house_rules import RuleSet
from game.scenes.play.scene import PlayScene
from game.seats import Seat
from party_at_table import PhonesAtTable
from phone_browser import phone_page, wait_for, why_no_browser


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


class Frames:
    """The App's frames (1/60 s each) in a thread of their own while the browser is driven
    from this one."""

    def __init__(self, party: PhonesAtTable) -> None:
        self.party = party
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="table", daemon=True)

    def _run(self) -> None:
        while not self.stop.is_set():
            self.party.app.step(1 / 60)
            time.sleep(0.002)

    def __enter__(self) -> "Frames":
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(timeout=10)


def test_a_tap_on_a_tile_and_a_place_on_a_phone_puts_the_play_on_the_real_table() -> None:
    missing = why_no_browser()
    if missing:
        pytest.skip(missing)
    seats = [Seat("Ana", "phone"), Seat("Hen", "medium", pace=0.0)]
    with PhonesAtTable(seats, seed=5, rules=RuleSet(set=6, hand_size=5), phones=[]) as party:
        link = party.app.phones.server.links[0]
        errors: list[str] = []
        with Frames(party), phone_page() as page:
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(link)
            page.locator("#who", has_text="Ana").wait_for(timeout=15_000)  # (once welcomed)
            assert page.locator("#who").inner_text() == "Ana"
            wait_for(lambda: isinstance(party.app.stack.top, PlayScene))  # the join card went
            state = party.match.state
            for _ in range(12):  # Ana's turns until one has a tile that fits (draws else)
                page.locator("#turn-text", has_text="Your turn").wait_for(timeout=15_000)
                if page.locator(".tile.playable").count():
                    break
                before = len(state.history)
                page.locator("#actions button").first.tap()  # Draw (or Pass)
                wait_for(lambda: len(state.history) > before)
                page.locator("#turn-text", has_text="Your turn").wait_for(state="detached")
            playable = page.locator(".tile.playable").first
            tile = playable.get_attribute("data-tile")
            playable.tap()
            page.wait_for_selector(".place.lit")
            page.locator(".place.lit").first.tap()
            wait_for(lambda: any(isinstance(a, Play) and a.seat == 0 and str(a.tile) == tile
                                 for a in state.history))
            page.locator(f'#hand [data-tile="{tile}"]').wait_for(state="detached")
        assert errors == []
        played = [a for a in state.history if isinstance(a, Play) and a.seat == 0]
        assert str(played[-1].tile) == tile
        assert tile in {str(t.tile) for t in state.barnyard.tiles}
