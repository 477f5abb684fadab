"""Each phone seat's secret: made per game, at least 128 bits, kept in the autosave so a game
continued lets the same links in; an old save without them still loads; a bad one is refused
naming the key."""
from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import pytest

from game.match import Match
from game.phones.links import DEFAULT_PORT, PhoneKeys, keys_from_document, seat_link
from game.rules.house_rules import RuleSet
from game.seats import Seat
from game.store.save import SaveError, load_match, match_from_doc, match_to_doc, save_match

RULES = RuleSet(hand_size="42")
SEATS = [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Cy"), Seat("Chick", "medium")]


def test_every_phone_seat_has_its_own_secret_of_at_least_128_bits() -> None:
    keys = Match(RULES, SEATS, seed=1).phone_keys
    assert sorted(keys.secrets) == [0, 1] and keys.port == DEFAULT_PORT
    for secret in keys.secrets.values():
        assert len(base64.urlsafe_b64decode(secret + "=" * (-len(secret) % 4))) * 8 >= 128
    assert keys.secrets[0] != keys.secrets[1]
    again = Match(RULES, SEATS, seed=1).phone_keys  # the same seed: a new game, new secrets
    assert set(again.secrets.values()).isdisjoint(keys.secrets.values())
    assert Match(RULES, [Seat("Cy"), Seat("Hen", "easy")], seed=1).phone_keys.secrets == {}


def test_the_links_survive_the_autosave(tmp_path: Path) -> None:
    match = Match(RULES, SEATS, seed=3)
    match.start_round()
    match.phone_keys = PhoneKeys(match.phone_keys.secrets, 9123)
    save_match(match, tmp_path / "save.json", wait=True)
    assert load_match(tmp_path / "save.json").phone_keys == match.phone_keys
    match.phone_keys = PhoneKeys(match.phone_keys.secrets, 9123, "127.0.0.1")  # --host kept
    save_match(match, tmp_path / "save.json", wait=True)
    assert load_match(tmp_path / "save.json").phone_keys.host == "127.0.0.1"
    assert seat_link("192.168.1.20", 9123, "abc") == "http://192.168.1.20:9123/s/abc"


def test_a_save_without_phone_seats_writes_no_phones_and_an_old_save_still_loads() -> None:
    plain = match_to_doc(Match(RULES, [Seat("Cy"), Seat("Hen", "easy")], seed=1))
    assert "phones" not in plain
    assert match_from_doc(plain).phone_keys == PhoneKeys()
    doc = match_to_doc(Match(RULES, SEATS, seed=1))
    assert "host" not in doc["phones"]  # no --host: none written, as in an older save
    assert match_from_doc(doc).phone_keys.host is None  # (this computer's address on its network)
    del doc["phones"]  # a hand-made save with phone seats but no secrets: new ones are made
    assert sorted(match_from_doc(doc).phone_keys.secrets) == [0, 1]


@pytest.mark.parametrize("phones, problem", [
    ([], "phones: expected a table with port and secrets; found []"),
    ({"port": 70000, "secrets": {}}, "phones.port: expected a port from 0 to 65535; found 70000"),
    ({"port": True, "secrets": {}}, "phones.port: expected a port from 0 to 65535; found true"),
    ({"port": 1, "secrets": {"0": "a" * 22}},
     'phones.secrets: expected a secret for each phone seat (0, 1); found { 0 = "aaaa'),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "a" * 22, "2": "a" * 22}},
     "phones.secrets: expected a secret for each phone seat (0, 1); found"),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "short"}},
     'phones.secrets.1: expected a URL-safe secret of 22 to 86 characters; found "short"'),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "../" * 10}},
     "phones.secrets.1: expected a URL-safe secret of 22 to 86 characters"),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "a" * 22}, "host": "example.com"},
     'phones.host: expected an IP address; found "example.com"'),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "a" * 22}, "host": 7},
     "phones.host: expected an IP address; found 7"),
    ({"port": 1, "secrets": {"0": "a" * 22, "1": "a" * 22}, "hots": "127.0.0.1"},
     "phones: expected a table with port and secrets; found"),
])
def test_a_bad_phones_table_is_refused_naming_the_key(phones: Any, problem: str) -> None:
    doc = json.loads(json.dumps(match_to_doc(Match(RULES, SEATS, seed=1))))
    doc["phones"] = phones
    with pytest.raises(SaveError) as refused:
        match_from_doc(doc, "save.json")
    assert str(refused.value).startswith(f"save.json: {problem}")
    with pytest.raises(ValueError):
        keys_from_document(phones, SEATS)
