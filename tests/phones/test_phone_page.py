"""The phone page in a real browser (headless Chromium at a phone's 390x844): the hand appears,
a tap on a tile lights its places (and tells the big screen), a tap on a lit place plays it and
the act arrives at the table; a table that waits for another seat's phone says so. Skipped,
saying why, where no Chromium or Playwright is installed."""
from __future__ import annotations

import random
from importlib import resources
from pathlib import Path

import pytest

from game.phones.protocol import PhonePick
from game.phones.server import PAGE_FILES
from game.rules.actions import Play
from phone_browser import phone_page, running, wait_for, why_no_browser
from phone_table import MainLoop

PAGE_BUDGET = 250_000  # bytes: every file the page loads


def test_the_page_is_small_and_fetches_nothing_from_elsewhere() -> None:
    files = [resources.files("game.phones").joinpath("page").joinpath(name).read_text("utf-8")
             for name, _ in PAGE_FILES.values()]
    assert sum(len(text.encode()) for text in files) < PAGE_BUDGET
    for text in files:
        assert "https://" not in text and "//cdn" not in text and "@import" not in text
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")


def test_a_tap_on_a_tile_and_a_place_plays_it_on_the_table(tmp_path: Path) -> None:
    missing = why_no_browser()
    if missing:
        pytest.skip(missing)
    with MainLoop(seed=2) as loop:
        state, rng = loop.table.state, random.Random(0)
        while not (state.to_act in loop.phones and any(
                isinstance(a, Play) and a.on is not None for a in state.legal_actions())):
            loop.table.apply(rng.choice(state.legal_actions()))
        loop.publish()
        seat = state.to_act
        play = next(a for a in state.legal_actions() if isinstance(a, Play))
        fits = [a for a in state.legal_actions() if isinstance(a, Play) and a.tile is play.tile]
        slots = len(loop.table.free_slots()) if state.barnyard.pending is not None else 1
        errors: list[str] = []
        with running(loop), phone_page() as page:
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(loop.server.links[seat])
            page.wait_for_selector(".tile")
            assert page.locator("#turn-text").inner_text() == "Your turn"
            assert page.locator("#who").inner_text() == loop.match.seats[seat].name
            assert page.locator(".tile").count() == len(state.hands[seat])
            page.locator(f'[data-tile="{play.tile}"]').tap()
            page.wait_for_selector(".place.lit")
            assert page.locator(".place.lit").count() == len(fits) * slots
            wait_for(lambda: PhonePick(seat, play.tile) in loop.picks)
            page.screenshot(path=str(tmp_path / "picked.png"))
            page.locator(".place.lit").first.tap()
            wait_for(lambda: loop.applied == 1)
            page.locator("#turn-text", has_text="is playing").wait_for()
            other = next(s for s in loop.phones if s != seat)
            loop.waiting_for = (other,)  # (the join card holds the table for that phone)
            loop.publish()
            waited = f"Waiting for {loop.match.seats[other].name}'s phone"
            page.locator("#turn-text", has_text=waited).wait_for()
        assert errors == []
        assert [a for a in loop.table.state.history if a.seat == seat][-1] in fits
        assert (tmp_path / "picked.png").stat().st_size > 10_000
