"""`chickenfoot party`: its seats read from --seats (phones, people at the screen, computers),
every bad value refused in one line, and the server started for the phone seats with each
link written to --links once it listens."""
from __future__ import annotations

import json
import socket
import urllib.request
from pathlib import Path

import pytest

from command_run import in_process
from game.cli.parser import parse
from game.phones.links import DEFAULT_PORT
from game.matches import party_match
from game.phones.party import start_phones
from game.seats import Seat

SEATS = "Ana:phone,Bo:phone,Cy:screen,Chick:medium"


def test_the_party_seats_and_options_are_read() -> None:
    args = parse(["party", "--seats", SEATS, "--port", "0", "--links", "links.json",
                  "--frames", "5", "--seed", "9", "--host", "127.0.0.1"])
    assert args.command == "party"
    assert args.seats == [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Cy", "human"),
                          Seat("Chick", "medium")]
    assert (args.port, args.links, args.frames, args.seed, args.host) == (
        0, "links.json", 5, 9, "127.0.0.1")
    plain = parse(["party", "--seats", "Ana:phone,Hen:expert"])
    assert (plain.port, plain.links, plain.frames, plain.seed, plain.preset) == (
        None, None, None, None, "classic")


@pytest.mark.parametrize("argv, problem", [
    (["--seats", "Ana:phone"], 'argument --seats: expected 2 to 8 seats like "Ana:phone,'),
    (["--seats", "Ana:phone,Bo:fridge"], "argument --seats: seats[1]: expected NAME:KIND with "
     "KIND one of phone, screen, easy, medium, hard, expert; found \"Bo:fridge\""),
    (["--seats", "Ana:phone,Bo"], "seats[1]: expected NAME:KIND"),
    (["--seats", "Ana:phone,Ana:screen"], 'seats[1].name: expected a name no other seat has'),
    (["--seats", " :phone,Bo:easy"], 'seats[0].name: expected a non-empty string; found " "'),
    (["--seats", ",".join(f"P{i}:phone" for i in range(8))],
     "argument --seats: 8 players cannot play the classic preset"),
    (["--seats", SEATS, "--port", "65536"], "argument --port: expected a port from 0 to 65535"),
    (["--seats", SEATS, "--port", "-1"], "argument --port: expected a port"),
    (["--seats", SEATS, "--host", "my-phone"], "argument --host: expected an IP address"),
    ([], "the following arguments are required: --seats"),
])
def test_a_bad_party_is_refused_in_one_line(tmp_path: Path, argv: list[str],
                                            problem: str) -> None:
    done = in_process(tmp_path, "party", *argv)
    assert done.returncode == 2 and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("chickenfoot party: ") and problem in lines[0]


def test_the_phones_start_and_the_links_are_written_once_they_listen(tmp_path: Path) -> None:
    seats = parse(["party", "--seats", SEATS]).seats
    match = party_match(seats, seed=3)
    assert match.phone_keys.port == DEFAULT_PORT and sorted(match.phone_keys.secrets) == [0, 1]
    with socket.socket() as taken:  # the port the match asks for is in use: another is taken
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        match.phone_keys = type(match.phone_keys)(match.phone_keys.secrets,
                                                  taken.getsockname()[1])
        server = start_phones(match, host="127.0.0.1", links_file=tmp_path / "out" / "links.json")
    try:
        links = json.loads((tmp_path / "out" / "links.json").read_text("utf-8"))
        assert links == {"Ana": server.links[0], "Bo": server.links[1]}
        assert server.port_note is not None and match.phone_keys.port == server.port
        assert links["Ana"] == (f"http://127.0.0.1:{server.port}/s/"
                                f"{match.phone_keys.secrets[0]}")
        with urllib.request.urlopen(links["Bo"], timeout=5) as page:
            assert page.status == 200 and b"phone.js" in page.read()
    finally:
        server.close()


def test_a_links_file_that_cannot_be_written_stops_the_server(tmp_path: Path) -> None:
    match = party_match(parse(["party", "--seats", SEATS]).seats, seed=3)
    (tmp_path / "folder").mkdir()
    with pytest.raises(OSError):
        start_phones(match, host="127.0.0.1", port=0, links_file=tmp_path / "folder")
