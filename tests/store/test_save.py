"""The autosave: every state of random games survives save -> load exactly; bad saves are refused."""
from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import BinaryIO, Callable

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import new_match, play, rounds_played, snapshot
from game.store import paths
from game.store.replays import new_game_id
from game.store.save import (
    FORMAT, SaveError, clear_save, flush_saves, has_save, load_match, load_saved, match_from_doc,
    match_to_doc, no_save_to_continue, save_match,
)
from game.store.errors import WriteError

TABLES = [
    ("classic", ("human", "easy", "hard"), {}),
    ("classic", ("easy", "medium"), {"chickenlittle": "enforced", "must_play": False}),
    ("family", ("human", "human", "easy"), {"set": 6}),
    ("manufacturer", ("human", "expert", "easy", "medium"), {"opening": "double-foot"}),
    ("party", ("easy",) * 5, {"missing_double": "next-lower", "yard_reserve": "auto"}),
    ("classic", ("human", "hard"), {"game_end": "target", "target_score": 60,
                                    "drawn_tile": "must", "double_blank": 25}),
]


def round_trip(match):  # type: ignore[no-untyped-def]
    """Save to JSON text and read it back, as the autosave file does."""
    return match_from_doc(json.loads(json.dumps(match_to_doc(match))))


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32), moves=st.integers(0, 2**32))
def test_every_action_of_the_first_rounds_round_trips(table, seed, moves) -> None:  # type: ignore[no-untyped-def]
    preset, players, changes = table
    match = new_match(preset, players, seed, **changes)

    def check(m) -> None:  # type: ignore[no-untyped-def]
        assert snapshot(round_trip(m)) == snapshot(m)

    play(match, random.Random(moves), actions=100, each=check)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 2**32))
def test_whole_games_round_trip_and_go_on_identically(table, seed) -> None:  # type: ignore[no-untyped-def]
    preset, players, changes = table
    match = new_match(preset, players, seed, **changes)
    counter = [0]
    checkpoints: list[dict[str, object]] = []

    def check(m) -> None:  # type: ignore[no-untyped-def]
        counter[0] += 1
        if counter[0] % 97 == 0 or m.is_over:
            checkpoints.append(match_to_doc(m))
            assert snapshot(round_trip(m)) == snapshot(m)

    play(match, random.Random(seed), each=check)
    assert match.is_over
    # A restored game continues exactly as the original: same deals from the rng, same moves.
    doc = checkpoints[len(checkpoints) // 2]
    restored, again = match_from_doc(doc), match_from_doc(doc)
    rng_a, rng_b = random.Random(1), random.Random(1)
    play(restored, rng_a)
    play(again, rng_b)
    assert snapshot(restored) == snapshot(again)


def test_save_file_round_trip_and_clear(store_dirs: Path) -> None:
    match = play(new_match(), random.Random(3), actions=40)
    assert not has_save()
    save_match(match, wait=True)
    assert paths.save_path().is_file()
    assert paths.save_path().is_relative_to(store_dirs / "data")
    assert has_save()
    assert snapshot(load_match()) == snapshot(match)
    clear_save()
    assert not has_save()
    clear_save()  # nothing to clear is fine


def test_a_fresh_match_before_any_deal_round_trips() -> None:
    match = new_match()
    assert snapshot(round_trip(match)) == snapshot(match)
    match.start_round()
    assert snapshot(round_trip(match)) == snapshot(match)


def _saved(store_dirs: Path, actions: int = 30) -> tuple[Path, dict]:  # type: ignore[type-arg]
    match = play(new_match(), random.Random(5), actions=actions)
    save_match(match, wait=True)
    path = paths.save_path()
    return path, json.loads(path.read_text())


def _rewrite(path: Path, doc: object) -> None:
    path.write_text(json.dumps(doc))


def test_illegal_action_in_a_hand_edited_save_is_refused_naming_it(store_dirs: Path) -> None:
    path, doc = _saved(store_dirs)
    doc["current"]["actions"][7] = {"seat": doc["current"]["actions"][7]["seat"], "play": "9-9",
                                    "on": "0-0"}
    _rewrite(path, doc)
    with pytest.raises(SaveError) as caught:
        load_match()
    message = str(caught.value)
    assert str(path) in message and "current.actions[7]" in message and "not legal" in message
    assert not path.exists()
    broken = list(path.parent.glob("save.json.broken-*"))
    assert len(broken) == 1 and json.loads(broken[0].read_text()) == doc
    assert broken[0].name in message


@pytest.mark.parametrize("edit, words", [
    (lambda d: d.update(format="chickenfoot-save/4"), "newer version"),
    (lambda d: d.update(format="something-else/1"), "not a Chicken Foot save"),
    (lambda d: d.pop("format"), "format"),
    (lambda d: d["seats"][1].update(player="wizard"), "seats[1].player"),
    (lambda d: d["rules"].update(opening="crosss"), "rules.opening"),
    (lambda d: d.update(totals=[1, 2, 3]), "totals"),
    (lambda d: d["rng"][1].pop(), "rng"),
    (lambda d: d["current"]["hands"][0].pop(), "not a whole double-9 set"),
    (lambda d: d["current"]["hands"][0].append("9-9"), "current"),
    (lambda d: d.update(round_number=3), "round"),
    (lambda d: d.update(extra=1), "extra: unknown key"),
    (lambda d: d.update(seats=[d["seats"][0]]), "seats"),
])
def test_hand_edited_saves_are_refused_with_the_key(store_dirs: Path, edit, words) -> None:  # type: ignore[no-untyped-def]
    path, doc = _saved(store_dirs)
    edit(doc)
    _rewrite(path, doc)
    with pytest.raises(SaveError) as caught:
        load_match()
    assert words in str(caught.value)
    assert str(path) in str(caught.value)


def test_future_save_is_refused_not_misread(store_dirs: Path) -> None:
    path, doc = _saved(store_dirs)
    doc["format"] = "chickenfoot-save/7"
    doc["new_field"] = {"whatever": 1}
    _rewrite(path, doc)
    with pytest.raises(SaveError, match="format 7, from a newer version"):
        load_match()


def test_no_save_is_a_clear_error(store_dirs: Path) -> None:
    with pytest.raises(SaveError, match="there is no saved game"):
        load_match()


class PowerCut(BaseException):
    """The machine stops mid-write: no handler of the game's runs after it (not an Exception)."""


class CutFile:
    """The file the writer writes through. With a `budget`, the power goes after that many bytes;
    without, the bytes reach the disk one at a time and `watch` looks at the disk after each (a
    crash then would leave it as it is)."""

    def __init__(self, real: BinaryIO, watch: Callable[[int], None], budget: int | None) -> None:
        self.real, self.watch, self.budget, self.written = real, watch, budget, 0

    def write(self, data: bytes) -> int:
        if self.budget is not None:
            kept = data[:self.budget - self.written]
            self.real.write(kept)
            self.real.flush()
            self.written += len(kept)
            if len(kept) < len(data):
                raise PowerCut
            return len(data)
        for byte in memoryview(data).cast("B").tobytes():
            self.real.write(bytes((byte,)))
            self.real.flush()
            self.written += 1
            self.watch(self.written)
        return len(data)

    def __getattr__(self, name: str) -> object:
        return getattr(self.real, name)

    def __enter__(self) -> CutFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


def test_interrupted_save_at_any_byte_keeps_the_previous_one(store_dirs: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The real save (save_match -> write_atomic) reaches the disk a byte at a time: after every
    byte the file on the disk is still the previous save, untouched (a crash at that byte would
    leave it so). The power is also cut for real at bytes spread over the save (a dead process
    cleans nothing up): the previous save is there byte for byte and loads as it was, the bytes
    written went to a temporary beside it, and that leftover hinders nothing later."""
    path, _ = _saved(store_dirs, actions=20)
    before, loaded, kept = path.read_bytes(), snapshot(load_match()), path.stat()
    later = play(new_match(), random.Random(5), actions=60)
    later.game_id = new_game_id()  # as its first save names it
    size = len(json.dumps(match_to_doc(later, kept_apart=True), separators=(",", ":"))) + 1
    real_fdopen = os.fdopen
    watched: list[int] = []

    def untouched(written: int) -> None:
        now = os.stat(path)
        assert (now.st_ino, now.st_size, now.st_mtime_ns) == \
               (kept.st_ino, kept.st_size, kept.st_mtime_ns), f"the save changed at byte {written}"
        watched.append(written)

    def save(budget: int | None = None) -> None:
        with monkeypatch.context() as patched:
            patched.setattr(os, "fdopen", lambda fd, *args, **kwargs: CutFile(
                real_fdopen(fd, *args, **kwargs), untouched, budget))
            patched.setattr(os, "unlink", lambda *args, **kwargs: None)  # a crash cleans nothing
            save_match(later, wait=True)

    leftovers: set[Path] = set()
    for cut in sorted({*range(0, size, size // 40), *range(4), size - 1}):
        with pytest.raises(PowerCut):
            save(cut)
        assert path.read_bytes() == before, f"the save changed when cut after {cut} bytes"
        [temp] = set(path.parent.glob(".save.json.*.tmp")) - leftovers
        leftovers.add(temp)
        assert temp.stat().st_size == cut and temp.read_bytes()[:1] in (b"", b"{")
    assert snapshot(load_match(set_aside_broken=False)) == loaded
    watched.clear()
    save()  # the leftovers are no obstacle to the next save
    assert watched == list(range(1, size + 1))
    assert path.stat().st_ino != kept.st_ino and snapshot(load_match()) == snapshot(later)
    clear_save()  # ...and the end of the game clears them away
    assert not list(path.parent.iterdir())


def test_a_crash_before_the_rename_keeps_the_old_save(store_dirs: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = _saved(store_dirs, actions=20)
    before = path.read_bytes()
    later = play(new_match(), random.Random(5), actions=60)

    def crash(*args: object) -> None:
        raise OSError("power cut")

    with monkeypatch.context() as patched:
        patched.setattr(os, "replace", crash)
        with pytest.raises(OSError):
            save_match(later, wait=True)
    assert path.read_bytes() == before
    assert not list(path.parent.glob(".save.json.*"))  # the half-written temp file is gone
    load_match()


def test_a_save_cut_short_anywhere_is_refused_cleanly(store_dirs: Path) -> None:
    path, _ = _saved(store_dirs, actions=3)
    data = path.read_bytes()
    # ~300 cuts spread over the file, and every one of the first and last 64 bytes
    # (the last byte is the newline: cutting it changes nothing).
    cuts = set(range(0, len(data) - 1, max(1, len(data) // 300)))
    cuts |= set(range(64)) | set(range(len(data) - 65, len(data) - 1))
    for cut in sorted(cuts):
        path.write_bytes(data[:cut])
        with pytest.raises(SaveError) as caught:
            load_match(set_aside_broken=False)
        assert str(path) in str(caught.value)
    assert FORMAT in data.decode()


def test_a_save_whose_preset_is_gone_keeps_its_rules_and_goes_on(store_dirs: Path) -> None:
    match = play(new_match("family", ("human", "easy"), 3, set=6), random.Random(3), actions=30)
    doc = match_to_doc(match)
    doc["preset"] = "my-old-preset"
    restored = match_from_doc(json.loads(json.dumps(doc)))
    assert restored.preset == "classic" and restored.rules == match.rules
    play(restored, random.Random(4))  # finishing rounds writes records: no error
    assert restored.is_over
    save_match(restored)


def test_older_formats_are_migrated_step_by_step_or_refused(
        store_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.store import save as save_module

    path, doc = _saved(store_dirs)
    old = dict(doc, format="chickenfoot-save/0")
    old["players"] = old.pop("seats")  # what a version-0 save might have called them
    _rewrite(path, old)
    with pytest.raises(SaveError, match="format 0 is too old"):
        load_match(set_aside_broken=False)

    def upgrade(d: dict) -> dict:  # type: ignore[type-arg]
        d = dict(d, format="chickenfoot-save/1")
        d["seats"] = d.pop("players")
        return d

    monkeypatch.setitem(save_module.MIGRATIONS, 0, upgrade)
    assert snapshot(load_match()) == snapshot(match_from_doc(doc))


def test_a_version_2_save_is_continued_and_saved_again_as_version_3(store_dirs: Path) -> None:
    """Before rounds were kept apart: the finished rounds in the save, no game id."""
    match = rounds_played(new_match("family", ("human", "easy"), 3, set=6), random.Random(3), 2)
    old = json.loads(json.dumps(match_to_doc(match)))
    assert "records" in old and "game_id" not in old
    paths.data_dir().mkdir(parents=True)
    _rewrite(paths.save_path(), dict(old, format="chickenfoot-save/2"))
    loaded = load_match()
    assert snapshot(loaded) == snapshot(match) and loaded.game_id is None
    save_match(loaded, wait=True)
    again = json.loads(paths.save_path().read_text())
    assert again["format"] == FORMAT == "chickenfoot-save/3" and again["rounds"] == 2
    assert again["game_id"] == loaded.game_id and "records" not in again
    assert snapshot(load_match()) == snapshot(match)


def test_the_screen_a_save_names_is_opened_or_the_one_its_round_implies(store_dirs: Path) -> None:
    path, doc = _saved(store_dirs)
    assert load_saved().screen == "table"  # the round in play
    _rewrite(path, dict(doc, screen="score"))
    assert load_saved().screen == "score"
    _rewrite(path, {key: value for key, value in doc.items() if key != "screen"})  # version 1
    assert load_saved().screen == "table"
    _rewrite(path, dict(doc, screen="lobby"))
    with pytest.raises(SaveError) as refused:
        load_saved()
    aside, = path.parent.glob("save.json.broken-*")
    assert str(refused.value) == (f'{path}: screen: expected one of "deal", "table", "score"; found '
                                  f'"lobby"; it was set aside as {aside.name}')


def test_a_save_the_disk_will_not_give_is_kept_as_it_is(store_dirs: Path) -> None:
    path = paths.save_path()
    path.parent.mkdir(parents=True)
    path.symlink_to(path.name)  # ELOOP, for root too
    assert has_save(path) is False and no_save_to_continue(path) is not None
    with pytest.raises(SaveError) as refused:
        load_saved()
    assert str(refused.value) == (f"{path}: cannot read the saved game: Too many levels of "
                                  "symbolic links")
    assert path.is_symlink() and not list(path.parent.glob("save.json.broken-*"))


def test_a_save_that_is_there_leaves_nothing_to_say_and_a_name_too_long_is_none(
        store_dirs: Path) -> None:
    path, _ = _saved(store_dirs)
    assert has_save(path) and no_save_to_continue(path) is None
    assert not has_save(store_dirs / ("x" * 300) / "save.json")  # ENAMETOOLONG


def test_a_save_waited_for_says_that_the_background_one_before_it_failed(
        store_dirs: Path) -> None:
    blocker = store_dirs / "a-file"
    blocker.write_text("not a folder\n")
    match = play(new_match(), random.Random(6), actions=10)
    save_match(match, blocker / "save.json")  # in the background: fails there
    with pytest.raises(WriteError) as caught:
        save_match(match, wait=True)  # written, then the earlier failure is said
    assert str(caught.value).startswith(f"{blocker / 'save.json'}: cannot be written: ")
    assert snapshot(load_match()) == snapshot(match)
    flush_saves()  # said once


def test_background_saves_keep_the_newest_and_a_failure_is_reported(
        store_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.store import writer

    match = new_match()
    states = []
    for _ in range(30):  # many quick saves: they coalesce, the newest is on disk
        play(match, random.Random(len(states)), actions=1)
        save_match(match)
        states.append(copy.deepcopy(snapshot(match)))  # the match goes on changing
    assert snapshot(load_match()) == states[-1]

    def broken_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(writer, "write_atomic", broken_disk)
        save_match(play(match, random.Random(1), actions=1))  # returns at once
        with pytest.raises(OSError, match="No space left"):
            flush_saves()
        save_match(match)
        writer.WRITER.wait()
        with pytest.raises(OSError, match="No space left"):
            save_match(match)  # the previous background failure is raised here
        assert writer.WRITER.flush() is not None  # (this one was queued all the same, and failed)
    assert snapshot(load_match()) == states[-1]  # the good save was never damaged
    save_match(match, wait=True)  # the disk is back
    assert snapshot(load_match()) == snapshot(match)
    clear_save()
    assert not has_save()


@pytest.mark.parametrize("seed", [1, 2])
def test_every_action_of_ai_played_rounds_round_trips(seed: int) -> None:
    from game.ai import choose, react

    tiers = ("easy", "medium", "hard")
    match = new_match("classic", tiers, seed, chickenlittle="enforced", yard_reserve="auto")
    rng = random.Random(seed)
    while match.game.round_number < 2 or not match.state.is_over:  # type: ignore[union-attr]
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            state = match.state
            said = [react(match.view(s), tiers[s], rng) for s in range(state.seats)]
            action = next((a for a in said if a is not None), None)
            if action is None:
                action = choose(match.view(state.to_act), tiers[state.to_act], rng)
            match.apply(action)
        assert snapshot(round_trip(match)) == snapshot(match)
