"""The phone server lives as long as the game with phone seats is open (issue 42's "Who may
connect" and "Faults"): closing the window or leaving for the menu says goodbye to each phone and
stops listening; a port in use is replaced by another, and the big screen says so; when nothing
can listen (an address not this computer's), the big screen and the terminal say why and the
phone seats are played at the screen."""
from __future__ import annotations

import asyncio
import socket
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp
import pygame
import pytest

from game.app import App
from game.match import Match
from game.rules.house_rules import RuleSet
from game.scenes.menu import MenuScene
from game.scenes.play.join_card import JoinCard
from game.seats import Seat
from game.store.settings import Settings
from game.words.phones import cannot_join
from command_run import in_child
from phone_table import Phone

SEATS = [Seat("Ana", "phone"), Seat("Hen", "easy", pace=0.0)]


@pytest.fixture
def app() -> App:
    app = App((1280, 720), settings=Settings(animation_speed="fast", opponents="brisk"), seed=3)
    app.phones.host = "127.0.0.1"
    return app


def _party(app: App, port: int = 0) -> tuple[Match, str]:
    """A party match at the table, its server asked for `port`; Ana's link."""
    match = Match(RuleSet(set=6, hand_size=5), SEATS, 3)
    match.phone_keys = replace(match.phone_keys, port=port)
    app.clear_to(app.screens.deal(match))
    server = app.phones.serve(match)
    assert server is not None
    return match, server.links[0]


async def _until_told(link: str, joined: Any) -> dict[str, Any]:
    """Ana's phone joins (`joined` is set then) and waits for the game's last word to it."""
    async with aiohttp.ClientSession() as http:
        phone = await Phone(http, link, device="ana-phone-1").open()
        await phone.next("state", timeout=30)
        joined.set()
        return await phone.next("closed", timeout=30)


def _listening(link: str) -> bool:
    """True if something accepts a connection at the link's port."""
    port = int(link.split(":")[2].split("/")[0])
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return True
    except ConnectionRefusedError:
        return False


def _closes_with(app: App, link: str, close: Any) -> dict[str, Any]:
    """Step the game until Ana's phone has joined, then `close()` it; what the phone was told."""
    joined = threading.Event()
    with ThreadPoolExecutor(1) as pool:
        running = pool.submit(asyncio.run, _until_told(link, joined))
        while not joined.is_set() and not running.done():
            app.step(1 / 60)
        assert joined.is_set(), running.result()
        close()
        return running.result()


def test_closing_the_window_says_goodbye_to_each_phone_and_stops_listening(app: App) -> None:
    _, link = _party(app)
    assert _listening(link)

    def close_the_window() -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert app.run() == 0  # the real loop, which ends at the window's close

    told = _closes_with(app, link, close_the_window)
    assert told["message"] == "The game was closed."
    assert not _listening(link) and app.phones.server is None


def test_leaving_the_game_for_the_menu_closes_its_server(app: App) -> None:
    _, link = _party(app)

    def to_the_menu() -> None:
        app.open_menu()
        app.step(1 / 60)

    told = _closes_with(app, link, to_the_menu)
    assert isinstance(app.stack.top, MenuScene)
    assert told["message"] == "The game was closed." and not _listening(link)


def test_a_port_in_use_is_replaced_and_the_big_screen_says_so(app: App) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        match, link = _party(app, port)
        server = app.phones.server
        assert server is not None and server.port != port
        assert link.startswith(f"http://127.0.0.1:{server.port}/s/")
        assert match.phone_keys.port == server.port  # the autosave keeps the links that work
        for _ in range(600):  # the deal, then the table: Ana's phone never joined
            if isinstance(app.stack.top, JoinCard):
                break
            app.step(1 / 60)
        card = app.stack.top
        assert isinstance(card, JoinCard)
        assert card.address == f"http://127.0.0.1:{server.port}"
        assert card.note == f"port {port} is in use; using {server.port}"
        assert card.links == {0: link}
    app.phones.close()


NOT_HERE = "198.51.100.7"  # (a documentation address: no computer running the tests has it)


def test_phones_that_cannot_listen_are_said_and_their_seats_played_at_the_screen(app: App) -> None:
    app.phones.host = NOT_HERE
    match = Match(RuleSet(set=6, hand_size=5), SEATS, 3)
    table = app.screens.table(match)
    app.clear_to(table)
    problem = app.phones.problem
    assert app.phones.server is None and problem is not None
    assert problem.startswith("The phones cannot join: nothing can listen (")
    assert app.toast is not None and app.toast.message == cannot_join(problem)
    for _ in range(600):  # the round's first turns: Ana's is played here, her hand shown
        if match.state.to_act == 0 and table.humans.is_here(0):
            break
        app.step(1 / 60)
    assert match.state.to_act == 0 and table.humans.is_here(0)


def test_a_party_whose_phones_cannot_listen_says_so_on_the_terminal(tmp_path: Path) -> None:
    links = tmp_path / "links.json"
    done = in_child(tmp_path, "party", "--seats", "Ana:phone,Hen:easy", "--host", NOT_HERE,
                    "--links", str(links), "--frames", "2")
    assert done.returncode == 0, done.stderr
    assert ("chickenfoot party: The phones cannot join: nothing can listen ("
            in done.stderr), done.stderr
    assert not links.exists()  # no links are written that lead nowhere
