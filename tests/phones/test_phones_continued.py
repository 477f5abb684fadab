"""A party killed (SIGKILL, no goodbye, nothing saved on the way out) and continued: the game runs
as a real process (`chickenfoot party`, SDL's dummy driver), a phone plays its seat through the
link the game wrote, and after `chickenfoot continue` the same link lets the same phone in again,
with the move it made kept and the turn going on; a party on an address asked for (--host) comes
back on it."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional

import aiohttp
import pytest

from game.rules.actions import Play
from game.store import paths
from game.store.save import load_saved
from game.store.settings import Settings, save_settings
from phone_table import Phone

ROOT = Path(__file__).resolve().parents[2]


def _game(home: Path, *args: str) -> subprocess.Popen[bytes]:
    """`python -m game ARGS` headless, with the data and config folders under `home`."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _stop(game: subprocess.Popen[bytes]) -> str:
    """Kill the game if it still runs; what it said on standard error."""
    if game.poll() is None:
        game.kill()
    _, err = game.communicate(timeout=10)
    return err.decode("utf-8", "replace")


def _wait_for(path: Path, game: subprocess.Popen[bytes], seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not path.exists():
        assert game.poll() is None, f"the game ended: {_stop(game)}"
        assert time.monotonic() < end, f"{path.name} was never written"
        time.sleep(0.05)


def _saved_with(save: Path, tile: str, seconds: float = 30.0) -> None:
    """Wait until the autosave on the disk holds seat 0's play of `tile` (it is written by a
    worker thread a moment after the phones are sent the move: a kill before that loses the move,
    as it would a click's)."""
    end = time.monotonic() + seconds
    while True:
        if save.is_file():
            history = load_saved(save, set_aside_broken=False).match.state.history
            if any(isinstance(a, Play) and a.seat == 0 and str(a.tile) == tile for a in history):
                return
        assert time.monotonic() < end, f"the autosave never held the play of {tile}"
        time.sleep(0.05)


def _mine(state: dict[str, Any]) -> bool:
    return state["to_act"] == state["you"] and not state["round_over"]


def _move(state: dict[str, Any]) -> Optional[dict[str, Any]]:
    """A play if there is one, else draw, else pass (never an undo or a call)."""
    for kind in ("play", "draw", "pass"):
        found = [a for a in state["legal"] if kind in a]
        if found:
            return found[0]
    return None


async def _my_turn(phone: Phone, seconds: float = 30.0) -> dict[str, Any]:
    """The first state (the newest one, or one still to come) where it is the phone's turn."""
    end = time.monotonic() + seconds
    while phone.state is None or not _mine(phone.state):
        try:
            await phone.next("state", timeout=max(0.1, end - time.monotonic()))
        except asyncio.TimeoutError:
            raise AssertionError(f"never the phone's turn: {phone.state}") from None
    return phone.state


def _as_played(move: dict[str, Any]) -> dict[str, Any]:
    """A move as the state's `last` list holds it (the slot is the table's own)."""
    return {key: value for key, value in move.items() if key != "slot"}


async def _take_turn(phone: Phone) -> tuple[dict[str, Any], dict[str, Any]]:
    """On the phone's turn, one move (made: the next state holds it); the move and that state."""
    state = await _my_turn(phone)
    move = _move(state)
    assert move is not None, state["legal"]
    await phone.act(move)
    after = await phone.newer_state(state["version"], timeout=30)
    assert _as_played(move) in after["last"]
    return move, after


async def _play_a_tile(phone: Phone) -> dict[str, Any]:
    """Take turns (drawing, passing) until a tile is played; the state that shows it played."""
    while True:
        move, after = await _take_turn(phone)
        if "play" in move:
            return {**after, "played": move["play"]}


async def _reopen(http: aiohttp.ClientSession, link: str, game: subprocess.Popen[bytes],
                  seconds: float = 60.0) -> Phone:
    """The phone connected to `link` again, trying as the page does until the game listens."""
    end = time.monotonic() + seconds
    while True:
        try:
            return await Phone(http, link, device="ana-phone").open()
        except aiohttp.ClientConnectorError:
            assert game.poll() is None, f"the continued game ended: {_stop(game)}"
            assert time.monotonic() < end, f"the link was never let in: {_stop(game)}"
            await asyncio.sleep(0.1)


async def _killed_and_continued(home: Path, link: str, party: subprocess.Popen[bytes]
                                ) -> tuple[dict[str, Any], dict[str, Any]]:
    """Ana's phone plays a tile; the game is killed once its autosave holds the play, and
    continued; the phone opens the same link again and moves once more. The states: with the
    tile played, and the first one after coming back."""
    async with aiohttp.ClientSession() as http:
        phone = await Phone(http, link, device="ana-phone").open()
        played = await _play_a_tile(phone)
        _saved_with(paths.save_path(), played["played"])
        os.kill(party.pid, signal.SIGKILL)
        assert party.wait(timeout=10) == -signal.SIGKILL
        with pytest.raises(ConnectionError):  # the phone is cut off, with no goodbye
            while True:
                await phone.next(timeout=10)
        again = _game(home, "continue")
        try:
            phone = await _reopen(http, link, again)
            assert (await phone.next("welcome", timeout=30))["name"] == "Ana"
            back = await phone.next("state", timeout=30)
            await _take_turn(phone)  # and the game goes on from it
            await phone.close()
        finally:
            _stop(again)
    return played, back


def test_a_party_killed_and_continued_lets_the_same_link_in_with_its_move_kept(tmp_path,
                                                                              monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))  # the folders the game gets
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    save_settings(Settings(animation_speed="fast", opponents="brisk"), paths.settings_path())
    links_file = tmp_path / "links.json"
    # no --host: the links name this computer's address on its network, as at a real party
    party = _game(tmp_path, "party", "--seats", "Ana:phone,Hen:easy", "--port", "0",
                  "--links", str(links_file), "--seed", "5")
    try:
        _wait_for(links_file, party)
        link = json.loads(links_file.read_text("utf-8"))["Ana"]
        played, back = asyncio.run(_killed_and_continued(tmp_path, link, party))
    finally:
        _stop(party)
    assert back["you"] == 0 and back["hand"] == played["hand"]  # the same seat, the move kept
    assert played["played"] in {t["tile"] for t in back["barnyard"]["tiles"]}
    assert back["last"][:len(played["last"])] == played["last"]


def test_a_party_on_an_address_asked_for_is_continued_on_it_and_its_link_lets_the_phone_in(
        tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    links_file = tmp_path / "links.json"
    party = _game(tmp_path, "party", "--seats", "Ana:phone,Hen:easy", "--host", "127.0.0.1",
                  "--port", "0", "--links", str(links_file), "--seed", "5")
    try:
        _wait_for(links_file, party)
        link = json.loads(links_file.read_text("utf-8"))["Ana"]
        assert link.startswith("http://127.0.0.1:")
        end = time.monotonic() + 30
        while not (paths.save_path().is_file() and load_saved(
                paths.save_path(), set_aside_broken=False).match.phone_keys.host == "127.0.0.1"):
            assert time.monotonic() < end, "the autosave never kept the host"
            time.sleep(0.05)
        os.kill(party.pid, signal.SIGKILL)
        party.wait(timeout=10)
    finally:
        _stop(party)

    async def comes_back() -> dict[str, Any]:
        again = _game(tmp_path, "continue")  # (continue takes no --host: the save's)
        try:
            async with aiohttp.ClientSession() as http:
                phone = await _reopen(http, link, again)
                welcome = await phone.next("welcome", timeout=30)
                await phone.close()
                return welcome
        finally:
            _stop(again)

    assert asyncio.run(comes_back())["name"] == "Ana"
