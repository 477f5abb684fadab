"""The autosave: the game in progress, written after every action, read back exactly.

A save is JSON (format ``chickenfoot-save/3``): the game's id (``game_id``, given at its first
save: game.store.replays.new_game_id), the seats, the preset and every house rule, the seed and
the Game's rng state after the current round's deal, the totals, how many rounds are finished
(``rounds``), the current round's record (deal + actions) and the screen the game was on
(``screen``: the deal, the table or the round's score screen; a version-1 save has none and is
read as on the screen its round implies, `screen_of`).

The finished rounds are not in the save: each is kept in its own file when it ends,
``playing/<game_id>/round-NN.json`` beside the save (`rounds_folder`; apart from games/, where
the statistics keep a recorded game's rounds, and removed once the game is recorded),
written before the save that counts it (game.store.writer: a save never counts a round whose
file is not there). So the save holds one round however long the game: a game to a target
score has no last round, and its save no longer grows with it (the save of round 92 of a
double-18 game for eight seats held 100,717 values and was refused; now every save of it holds
about as many as its first). The largest save the rules allow is its largest round
(LARGEST_SAVE_VALUES, derived below from the largest set and table), far inside the 100,000
values game.store.limits reads; a test plays that game and continues it. A save written by
`match_to_doc` for a test or a tool may hold the finished rounds itself (``records`` and
``round_scores``, as a version-2 save does), and is read the same.

Loading replays every round through the
rules engine, so a hand-edited save is re-validated move by move; anything wrong is
refused with a SaveError naming the file and the problem ("FILE: key: expected X; found Y"), and
the file is set aside, not deleted. Seats are read by game.seats, as rules files and settings are.
A game played for a ladder level also has ``ladder``, the level's key (optional: written only
then, so saves of other games read as before). ``undos``, the plays each seat took back, is
optional too (written once someone has undone a play), and so is ``slots``: the spokes and toes
of the current round a player laid in another free slot of their double than the rules' next
one, each with the slot the picture shows (``{"9-8": 3}``), so Continue draws the same barnyard
(the round's record is the same whichever free slot a tile went into). ``phones``, written only
for a game with phone seats, keeps each phone seat's secret, the port of their links and the
address asked for, if one was (game/phones/links.py: ``{"port": 8765, "secrets": {"0": "..."},
"host": "127.0.0.1"}``), so Continue lets the same phones in again, at the same address; a save
without it (older ones) is read as before, with new secrets, and one without its ``host`` listens
on this computer's address on its network. The file is read within the limits of
game.store.limits (a regular file of at most SAVE_BYTES, every value checked), the same limits
every other document meets. A finished game in save.json is one not recorded yet (recording
drops it); when a new game needs save.json first, it moves to finished-STAMP.json, recorded at the
next start.
"""
from __future__ import annotations

import datetime
import functools
import json
import os
import random
from pathlib import Path
from typing import Any, Callable, NamedTuple, Optional

from game.ladder import is_level_key
from game.match import Match
from game.phones.links import keys_document, keys_from_document
from game.rules.config import DEFAULT_PRESET, rules_from_table
from game.rules.errors import ConfigError, RulesError
from game.rules.house_rules import MAX_SEATS, MAX_SET, MIN_SEATS, RuleSet
from game.rules.record import read_record, record_of
from game.rules.refusals import expected, one_of, quoted
from game.rules.round import PLAY, RoundState
from game.rules.barnyard import SPOKE, TOE
from game.rules.tiles import Tile, full_set
from game.seats import Seat, check_distinct_names, seat_document, seat_from_document
from game.store import paths
from game.store.atomic import (TEMP_SUFFIX, PathLike, clean_temporaries, set_aside, stamp,
                               write_atomic)
from game.store.documents import parse_json
from game.store.errors import DocumentError, StoreError, unusable, write_error
from game.store.limits import MAX_INT, RECORD_BYTES, SAVE_BYTES, read_file
from game.store.replays import (game_folder, is_game_id, new_game_id, record_text,
                                round_file_name, round_number)
from game.store.rules_files import preset_names
from game.store.writer import WRITER

FORMAT_NAME = "chickenfoot-save"
VERSION = 3
FORMAT = f"{FORMAT_NAME}/{VERSION}"
SAVE_KEYS = (
    "format", "saved", "preset", "rules", "seats", "seed", "first_starter", "round_number",
    "rng", "totals", "zero_rounds", "round_scores", "records", "current", "screen", "ladder",
    "undos", "slots", "phones", "game_id", "rounds",
)
SCREENS = ("deal", "table", "score")  # where a saved game was: what Continue opens
RNG_WORDS = 625
PLAYING = "playing"  # the folder beside a save of its game's finished rounds (`rounds_folder`)

Doc = dict[str, Any]


def _screen_from_round(doc: Doc) -> Doc:
    """Version 1 to 2: no screen saved; the loader reads the one the round implies."""
    return {**doc, "format": f"{FORMAT_NAME}/2"}


def _rounds_kept_apart(doc: Doc) -> Doc:
    """Version 2 to 3: the finished rounds are in the save itself (records, round_scores), as
    version 3 reads them too; the game gets its id at its next save."""
    return {**doc, "format": f"{FORMAT_NAME}/3"}


#: Older versions of the save format and how to bring them to the next: version -> upgrade.
MIGRATIONS: dict[int, Callable[[Doc], Doc]] = {1: _screen_from_round, 2: _rounds_kept_apart}

#: The tiles of the largest set the rules allow (double-18: 190).
LARGEST_SET_TILES = (MAX_SET + 1) * (MAX_SET + 2) // 2
#: The largest round the rules allow: the largest set for the most seats, every tile drawn
#: (searching for the double too) and played, a pass after every draw, up to one pass a seat
#: but one between plays, an announcement and a catch a play.
LARGEST_ROUND_ACTIONS = (3 * LARGEST_SET_TILES + (LARGEST_SET_TILES + 1) * (MAX_SEATS - 1)
                         + 2 * LARGEST_SET_TILES)
#: The most values its save holds: the deal's tiles, four a recorded action at most, the
#: random generator's state, seats, rules, totals and slots, with room to spare.
LARGEST_SAVE_VALUES = 2 * (LARGEST_SET_TILES + 4 * LARGEST_ROUND_ACTIONS + RNG_WORDS + 200)


class SavedGame(NamedTuple):
    """A saved game and the screen it was on (one of SCREENS)."""

    match: Match
    screen: str


def screen_of(match: Match) -> str:
    """The screen a match is on when no scene says otherwise: the score screen once its round
    (or the game) is over, the table while a round is played, else the deal."""
    state = match.state
    if match.is_over or (state is not None and state.is_over):
        return "score"
    if state is not None and state.phase == PLAY:
        return "table"
    return "deal"


class SaveError(StoreError):
    """A saved game that cannot be used; the message names the file and what is wrong."""


class _Bad(Exception):
    """A problem inside the document (the file name is added by the caller)."""


# ---------------------------------------------------------------- writing

def _rules_doc(rules: RuleSet) -> dict[str, object]:
    """Every house rule, so the save does not depend on what a preset file says later."""
    return dict(rules.as_dict())


def match_to_doc(match: Match, screen: Optional[str] = None, kept_apart: bool = False) -> Doc:
    """The save document of a match (any moment: before, during or after a round) on `screen`
    (one of SCREENS; by default the one its round implies, `screen_of`). `kept_apart`: its
    finished rounds are counted (``rounds``) and kept in files of their own (`save_match`);
    otherwise the document holds them (a whole game in one document, for tests and tools)."""
    game = match.game
    version, words, gauss = game.rng.getstate()
    state = match.state
    current = None
    if state is not None and state.deal_hands is not None:
        current = record_of(state, match.preset)
    doc: Doc = {
        "format": FORMAT,
        "saved": datetime.datetime.now().isoformat(timespec="seconds"),
        "preset": match.preset,
        "rules": _rules_doc(match.rules),
        "seats": [seat_document(s) for s in match.seats],
        "seed": match.seed,
        "first_starter": game.first_starter,
        "round_number": game.round_number,
        "rng": [version, list(words), gauss],
        "totals": list(game.totals),
        "zero_rounds": list(game.zero_rounds),
        "current": current,
        "screen": screen if screen is not None else screen_of(match),
    }
    if match.game_id is not None:
        doc["game_id"] = match.game_id
    if kept_apart:
        doc["rounds"] = len(game.records)
    else:
        doc["round_scores"] = [list(s) for s in game.round_scores]
        doc["records"] = list(game.records)
    if match.ladder is not None:  # ladder: optional, so other games' saves read as before
        doc["ladder"] = match.ladder
    if any(match.undos):  # undos: optional, written once a play was taken back
        doc["undos"] = list(match.undos)
    if current is not None and match.slots:  # slots: optional, written once a drop chose one
        doc["slots"] = {str(tile): slot for tile, slot in match.slots.items()}
    if match.phone_keys.secrets:  # phones: optional, written for a game with phone seats
        doc["phones"] = keys_document(match.phone_keys)
    return doc


def save_match(match: Match, path: Optional[PathLike] = None, *, wait: bool = False,
               screen: Optional[str] = None) -> None:
    """Write the autosave atomically (temp file, fsync, rename): a crash keeps the last one.
    `screen`: the screen the game is on (see match_to_doc).

    The state is serialised now (about a millisecond); the disk write and its fsync run on a
    worker thread unless `wait`, so a slow disk never stalls a frame. WriteError (a StoreError
    and an OSError): this write failed (`wait`), or the previous background one did.
    """
    target = Path(path) if path is not None else paths.save_path()
    if match.game_id is None:
        match.game_id = new_game_id()
    doc = match_to_doc(match, screen, kept_apart=True)
    data = _encoded(doc)
    rounds = _rounds_to_write(match, target)
    whole = None  # if a round's file cannot be written: the save holds the rounds itself
    if rounds:  # made only then, from copies taken now (the game goes on meanwhile)
        game = match.game
        whole = functools.partial(_holding_its_rounds, doc, list(game.records),
                                  [list(s) for s in game.round_scores])
    if not wait:
        WRITER.submit(target, data, rounds, whole)
        return
    error = WRITER.flush()
    try:
        for where, record in rounds:
            write_atomic(where, record)
        WRITER.known([where for where, _ in rounds])
    except OSError:
        data = whole() if whole is not None else data
    try:
        write_atomic(target, data)
    except OSError as failure:
        raise write_error(target, failure) from None
    if error is not None:
        raise error


def _encoded(doc: Doc) -> bytes:
    """A save document as its file holds it (compact: it is written after every action)."""
    return (json.dumps(doc, separators=(",", ":")) + "\n").encode("utf-8")


def _holding_its_rounds(doc: Doc, records: list[Any], scores: list[list[int]]) -> bytes:
    """The save `doc` holding its finished rounds itself (as `match_to_doc` writes them by
    default), for when their files cannot be written."""
    whole = {key: value for key, value in doc.items() if key != "rounds"}
    return _encoded({**whole, "round_scores": scores, "records": records})


def rounds_folder(save: PathLike, game_id: str) -> Path:
    """Where the finished rounds of the game saved at `save` are kept until it is recorded:
    playing/<game_id>/ beside it (apart from games/, the statistics' folder, so that a fault of
    one never takes the other's files)."""
    return game_folder(game_id, Path(save).parent / PLAYING)


def _rounds_to_write(match: Match, target: Path) -> list[tuple[Path, bytes]]:
    """The files of the match's finished rounds not written yet, with their bytes."""
    assert match.game_id is not None
    folder = rounds_folder(target, match.game_id)
    names = [folder / round_file_name(n) for n in range(1, len(match.game.records) + 1)]
    return [(where, record_text(record)) for where, record in zip(names, match.game.records)
            if not WRITER.written(where)]


def flush_saves() -> None:
    """Wait for background saves to reach the disk (WriteError if the last one failed)."""
    error = WRITER.flush()
    if error is not None:
        raise error


def has_save(path: Optional[PathLike] = None) -> bool:
    """True if there is a saved game to continue (it may still turn out to be unreadable);
    False when the file cannot even be looked at."""
    target = Path(path) if path is not None else paths.save_path()
    WRITER.flush()
    try:
        return target.is_file()
    except OSError:
        return False


def no_save_to_continue(path: Optional[PathLike] = None) -> Optional[str]:
    """Why there is no saved game to continue, saying what is where: nothing there, or a folder,
    a named pipe, a socket or a symbolic link that leads nowhere in its place (left as it is);
    None when a file is there (it may still not load: `load_saved` says why)."""
    target = Path(path) if path is not None else paths.save_path()
    WRITER.flush()
    try:
        if target.is_file():
            return None
        there = os.path.lexists(target)
    except OSError as error:
        return f"There is no saved game to continue: {unusable(target, error)}."
    if not there:
        return f"There is no saved game to continue: {target} is not there."
    return (f"There is no saved game to continue: {unusable(target, OSError(0, ''))}, so it "
            "is left as it is.")


def finished_saves() -> list[Path]:
    """Finished games not recorded yet, moved out of save.json for a new game's autosave
    (finished-STAMP.json in the data folder, each a save on the score screen), oldest first."""
    try:
        return sorted(paths.data_dir().glob("finished-*.json"), key=_finished_order)
    except OSError:
        return []


def _finished_order(path: Path) -> tuple[str, int]:
    """finished-STAMP.json, then finished-STAMP-2.json, -3, ... -10 (by name, -2 came first)."""
    stem = path.stem.removeprefix("finished-")
    stamp_part, dash, number = stem.rpartition("-")
    if dash and stamp_part.count("-") == 1 and number.isdigit():
        return stamp_part, int(number)
    return stem, 1


def finished_save_path() -> Path:
    """Where a finished game not recorded yet goes when a new game needs save.json."""
    base = paths.data_dir() / f"finished-{stamp()}"
    target, n = base.with_name(base.name + ".json"), 1
    while target.exists():
        n += 1
        target = base.with_name(f"{base.name}-{n}.json")
    return target


def unreadable_save(path: Optional[PathLike] = None) -> Optional[str]:
    """Why the autosave on the disk cannot be read, so that no new game is written over it (it
    may hold a game the disk gives back later); None when it reads, is damaged (loading sets it
    aside) or is not there."""
    target = Path(path) if path is not None else paths.save_path()
    WRITER.flush()
    try:
        doc = parse_json(read_file(target, SAVE_BYTES), "saved game")
    except (FileNotFoundError, NotADirectoryError):  # nothing there to keep
        return None
    except OSError as error:
        return f"{target}: cannot be read ({error.strerror or error})"
    except DocumentError:
        return None
    game_id = doc.get("game_id") if isinstance(doc, dict) and doc.get("rounds") else None
    if not (isinstance(game_id, str) and is_game_id(game_id)):
        return None
    folder = rounds_folder(target, game_id)
    try:
        os.listdir(folder)
    except FileNotFoundError:  # damaged: loading sets it aside
        return None
    except OSError as error:
        return f"{target}: its finished rounds cannot be read ({unusable(folder, error)})"
    return None


def clear_save(path: Optional[PathLike] = None, game_id: Optional[str] = None) -> None:
    """Remove the autosave (the game ended), then with `game_id` the finished rounds kept
    beside it (`drop_rounds`; recorded, their records live on in the game history,
    games/<id>/). WriteError if the save cannot be removed (its rounds are then kept with it)."""
    target = Path(path) if path is not None else paths.save_path()
    WRITER.flush()  # a save still being written must not bring the game back
    try:
        target.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        raise write_error(target, error, "removed") from None
    clean_temporaries(target.parent, target.name)
    if game_id is not None:
        drop_rounds(target, game_id)


def saved_game_id(path: Optional[PathLike] = None) -> Optional[str]:
    """The id of the game the save at `path` holds (read, not replayed); None when there is no
    save, it names no game, or it cannot be read (loading says why)."""
    target = Path(path) if path is not None else paths.save_path()
    try:
        doc = parse_json(read_file(target, SAVE_BYTES), "saved game")
    except (OSError, DocumentError):
        return None
    game_id = doc.get("game_id") if isinstance(doc, dict) else None
    return game_id if isinstance(game_id, str) and is_game_id(game_id) else None


def drop_rounds(save: PathLike, game_id: str) -> None:
    """Remove the round files kept beside `save` for the game `game_id` (and their
    temporaries), then their folder if empty; what the disk refuses is left."""
    folder = rounds_folder(save, game_id)
    WRITER.flush()
    WRITER.forget(folder)
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if round_number(name) is not None or name.endswith(TEMP_SUFFIX):
            try:
                (folder / name).unlink()
            except OSError:
                pass
    try:
        folder.rmdir()
    except OSError:
        pass


# ---------------------------------------------------------------- reading

def load_match(path: Optional[PathLike] = None, *, set_aside_broken: bool = True) -> Match:
    """The saved game, exactly as it was; SaveError (file set aside) if it cannot be used."""
    return load_saved(path, set_aside_broken=set_aside_broken).match


def load_saved(path: Optional[PathLike] = None, *, set_aside_broken: bool = True) -> SavedGame:
    """The saved game and the screen it was on; SaveError (file set aside) if it cannot be
    used."""
    target = Path(path) if path is not None else paths.save_path()
    WRITER.flush()
    doc: Optional[Doc] = None
    try:
        doc = _parse(_read(target))
        match = _match_from_doc(doc, target)
        return SavedGame(match, _screen(doc, match))
    except _Bad as problem:
        message = f"{target}: {problem}"
    except RecursionError:
        message = f"{target}: not a saved game (nested too deeply)"
    if set_aside_broken:
        moved = set_aside(target)
        if moved is not None:
            message += f"; it was set aside as {moved.name}"
            game_id = doc.get("game_id") if doc is not None else None
            rounds = (_set_rounds_aside(target, game_id, moved)
                      if isinstance(game_id, str) and is_game_id(game_id) else None)
            if rounds is not None:
                message += f", its finished rounds as {PLAYING}/{rounds.name}"
    raise SaveError(message)


def _set_rounds_aside(save: Path, game_id: str, moved: Path) -> Optional[Path]:
    """The finished rounds kept beside the broken save `save` for `game_id`, set aside with it
    (playing/<id>/ renamed with the stamp the save was given, `moved`): kept, and never left
    behind for good. Where they went, or None (none kept, or the disk refuses)."""
    folder = rounds_folder(save, game_id)
    WRITER.flush()
    WRITER.forget(folder)
    aside = folder.with_name(folder.name + moved.name[len(save.name):])
    try:
        if not folder.is_dir() or aside.exists():
            return None
        os.replace(folder, aside)
    except OSError:
        return None
    return aside


def _read(target: Path) -> bytes:
    """The save file's bytes; SaveError when the disk cannot give them (the file is kept),
    _Bad for a file the limits refuse (a FIFO, a device, a folder, too large)."""
    try:
        return read_file(target, SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{target}: there is no saved game") from None
    except OSError as error:
        raise SaveError(f"{target}: cannot read the saved game: {error.strerror or error}") from None
    except DocumentError as error:
        raise _Bad(f"not a saved game: {error}") from None


def _parse(data: bytes) -> Doc:
    """The JSON object in `data`, brought up to the current version."""
    if not data.strip():
        raise _Bad("the saved game is empty (the save was interrupted)")
    try:
        doc = parse_json(data, "saved game", "; it may be cut short")
    except DocumentError as error:
        raise _Bad(str(error)) from None
    if not isinstance(doc, dict):
        raise _Bad("not a saved game (expected a JSON object)")
    return _migrate(doc)


def _version(doc: Doc) -> int:
    found = doc.get("format")
    prefix = FORMAT_NAME + "/"
    if not isinstance(found, str) or not found.startswith(prefix):
        raise _Bad(f"format: {expected(quoted(FORMAT), found)} (not a Chicken Foot save)")
    number = found[len(prefix):]
    if not (number.isascii() and number.isdigit()):
        raise _Bad(f"format: {expected(quoted(FORMAT), found)}")
    return int(number)


def _migrate(doc: Doc) -> Doc:
    """Upgrade an older save step by step; refuse one from a newer game."""
    version = _version(doc)
    if version > VERSION:
        raise _Bad(
            f"format: the save is format {version}, from a newer version of Chicken Foot "
            f"(this one reads up to {VERSION})"
        )
    while version < VERSION:
        upgrade = MIGRATIONS.get(version)
        if upgrade is None:
            raise _Bad(f"format: save format {version} is too old to be read (no upgrade)")
        doc = upgrade(doc)
        version += 1
    return doc


def _int(doc: Doc, key: str, low: int, high: int) -> int:
    value = doc.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _Bad(f"{key}: {expected(f'a whole number ({low} to {high})', value)}")
    return value


def _int_list(value: object, key: str, length: int, low: int = 0) -> list[int]:
    if (
        not isinstance(value, list) or len(value) != length
        or not all(isinstance(v, int) and not isinstance(v, bool) and v >= low for v in value)
    ):
        raise _Bad(f"{key}: {expected(f'{length} whole numbers', value)}")
    return list(value)


def _rules(doc: Doc) -> RuleSet:
    """The save's own rules: every key is there, so no preset file is read."""
    table = doc.get("rules")
    if not isinstance(table, dict):
        raise _Bad(f"rules: {expected('a table of house rules', table)}")
    table = {k: v for k, v in table.items() if k != "preset"}
    try:
        return rules_from_table(table, "")
    except RulesError as error:
        raise _Bad(str(error)) from None


def _known_preset(name: str) -> str:
    """The preset's name if levels/ still has it, else classic (the save keeps every rule, so
    the game is the same; the preset only names where its rules came from)."""
    try:
        return name if name in preset_names() else DEFAULT_PRESET
    except StoreError:
        return DEFAULT_PRESET


def _seats(value: object) -> list[Seat]:
    """2 to 8 seats with distinct names, each read as rules files and settings read one."""
    if not isinstance(value, list) or not MIN_SEATS <= len(value) <= MAX_SEATS:
        raise _Bad(f"seats: {expected(f'{MIN_SEATS} to {MAX_SEATS} seats', value)}")
    try:
        seats = [seat_from_document(entry, f"seats[{i}]") for i, entry in enumerate(value)]
        check_distinct_names(seats)
    except ConfigError as error:
        raise _Bad(str(error)) from None
    return seats


def _ladder(value: object) -> Optional[str]:
    """The ladder level a game is played for (None: not a ladder game)."""
    if value is not None and not is_level_key(value):
        raise _Bad(f"ladder: {expected('a ladder level like 01-kitchen-table', value)}")
    return value if isinstance(value, str) else None


def _rng_state(value: object) -> tuple[Any, ...]:
    problem = "rng: expected the random generator's state [3, [625 numbers], null]"
    if not isinstance(value, list) or len(value) != 3:
        raise _Bad(problem)
    version, words, gauss = value
    if (
        version != 3 or not isinstance(words, list) or len(words) != RNG_WORDS
        or not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2**32 for w in words)
        or words[-1] > 624
        or not (gauss is None or isinstance(gauss, float))
    ):
        raise _Bad(problem)
    state = (version, tuple(words), gauss)
    try:
        random.Random().setstate(state)
    except (ValueError, TypeError, OverflowError):
        raise _Bad(problem) from None
    return state


def _screen(doc: Doc, match: Match) -> str:
    """The screen the save names (one of SCREENS), or the one its round implies."""
    screen = doc.get("screen")
    if screen is None:
        return screen_of(match)
    if screen not in SCREENS:
        raise _Bad(f"screen: {expected(one_of(SCREENS), screen)}")
    return str(screen)


def _replay_round(doc: object, rules: RuleSet, where: str, number: int, seats: int) -> RoundState:
    """Rebuild a round from its record; every action is checked by the engine."""
    if not isinstance(doc, dict):
        raise _Bad(f"{where}: {expected('a round record', doc)}")
    try:
        state, actions = read_record({**doc, "rules": _rules_doc(rules)})
    except RulesError as error:
        raise _Bad(f"{where}: {error}") from None
    if state.round_number != number:
        raise _Bad(f"{where}.round: {expected(f'round {number}', state.round_number)}")
    if state.seats != seats:
        raise _Bad(f"{where}.hands: {expected(f'{seats} hands', state.seats)}")
    state.rules = rules  # the save's own RuleSet (equal to the one read back)
    _check_full_set(state, rules, where)
    for i, action in enumerate(actions):
        if state.is_over:
            raise _Bad(f"{where}.actions[{i}]: the round was already over ({action})")
        try:
            state.apply(action)
        except RulesError as error:
            raise _Bad(f"{where}.actions[{i}]: {action} is not legal: {error}") from None
    return state


def _check_full_set(state: RoundState, rules: RuleSet, where: str) -> None:
    dealt = sorted(state.tile_pool)
    if dealt != full_set(rules.set):
        missing = sorted(set(full_set(rules.set)) - set(dealt))
        shown = ", ".join(str(t) for t in missing[:5])
        raise _Bad(f"{where}: the deal is not a whole double-{rules.set} set (missing {shown})")


def match_from_doc(doc: object, source: str = "save", where: Optional[PathLike] = None
                   ) -> Match:
    """Rebuild a Match from a save document; SaveError naming `source` and the problem.
    `where`: the file it was read from, beside which its finished rounds are kept (by default
    the player's save; a document that holds them itself needs none)."""
    try:
        if not isinstance(doc, dict):
            raise _Bad("not a saved game (expected a JSON object)")
        return _match_from_doc(_migrate(doc), Path(where) if where is not None
                               else paths.save_path())
    except _Bad as problem:
        raise SaveError(f"{source}: {problem}") from None


def _match_from_doc(doc: Doc, where: Path) -> Match:
    """Rebuild a Match from a (current-version) save document; _Bad names what is wrong."""
    unknown = sorted(set(doc) - set(SAVE_KEYS))
    if unknown:
        raise _Bad(f"{unknown[0]}: unknown key (a save has {', '.join(SAVE_KEYS)})")
    rules = _rules(doc)
    preset = doc.get("preset", DEFAULT_PRESET)
    if not isinstance(preset, str) or not preset or len(preset) > 80:
        raise _Bad(f"preset: {expected('a preset name', preset)}")
    preset = _known_preset(preset)
    seats = _seats(doc.get("seats"))
    n = len(seats)
    seed = _int(doc, "seed", -(2**63), 2**63)
    ladder = _ladder(doc.get("ladder"))
    try:
        match = Match(rules, seats, seed, preset=preset, ladder=ladder)
    except RulesError as error:
        raise _Bad(str(error)) from None
    game = match.game
    game.first_starter = _int(doc, "first_starter", 0, n - 1)
    game.round_number = _int(doc, "round_number", 0, MAX_INT)  # a target has no last round
    rng = _rng_state(doc.get("rng"))
    match.game_id = _game_id(doc.get("game_id"))
    _load_finished(doc, match, n, where)
    _load_current(doc, match, n)
    if "slots" in doc:
        match.slots = _slots(doc["slots"], match.state)
    if "undos" in doc:
        match.undos = _int_list(doc["undos"], "undos", n)
    if "phones" in doc:
        try:
            match.phone_keys = keys_from_document(doc["phones"], seats)
        except ValueError as error:
            raise _Bad(str(error)) from None
    game.rng.setstate(rng)
    return match


def _game_id(value: object) -> Optional[str]:
    """The game's id (None: a save from before games had one; it gets one at its next save)."""
    if value is not None and not (isinstance(value, str) and is_game_id(value)):
        raise _Bad(f"game_id: {expected('a game id like 20261206-071500-a1b2c3', value)}")
    return value


def _kept_rounds(doc: Doc, match: Match, where: Path) -> list[tuple[str, Any]]:
    """(where it is, the record) of each finished round kept in its own file beside the save,
    in order (`rounds` of them); _Bad naming the file that is missing or unreadable."""
    count = _int(doc, "rounds", 0, MAX_INT)
    if match.game_id is None:
        raise _Bad("game_id: a save whose finished rounds are kept apart names its game")
    folder = rounds_folder(where, match.game_id)
    found: list[tuple[str, Any]] = []
    for number in range(1, count + 1):
        path = folder / round_file_name(number)
        try:
            record = parse_json(read_file(path, RECORD_BYTES), "round record")
        except FileNotFoundError:
            raise _Bad(f"rounds: {count} finished rounds, but {path} is not there") from None
        except OSError as error:  # the disk will not give it: the save is kept as it is
            raise SaveError(f"{where}: its finished rounds cannot be read, so it is kept as it "
                            f"is: {unusable(path, error)}") from None
        except DocumentError as error:
            raise _Bad(f"rounds: {path}: {error}") from None
        found.append((str(path), record))
    WRITER.known([Path(name) for name, _ in found])  # on the disk already: not written again
    return found


def _load_finished(doc: Doc, match: Match, n: int, where: Path) -> None:
    """Replay every finished round (in the save, or kept beside it); the score sheet must add
    up to what they scored."""
    game = match.game
    scores_doc: Optional[list[object]] = None
    if "records" in doc or "rounds" not in doc:
        records = doc.get("records")
        if not isinstance(records, list):
            raise _Bad(f"records: {expected('a list of round records', records)}")
        rounds: list[tuple[str, Any]] = [(f"records[{i}]", r) for i, r in enumerate(records)]
        scores_doc = doc.get("round_scores")
        if not isinstance(scores_doc, list) or len(scores_doc) != len(records):
            wanted = f"one line of scores per finished round ({len(records)})"
            raise _Bad(f"round_scores: {expected(wanted, scores_doc)}")
    else:
        rounds = _kept_rounds(doc, match, where)
    for i, (name, record) in enumerate(rounds):
        state = _replay_round(record, match.rules, name, i + 1, n)
        if not state.is_over:
            raise _Bad(f"{name}: the round is not finished")
        scores = (state.scores() if scores_doc is None
                  else _int_list(scores_doc[i], f"round_scores[{i}]", n))
        if scores != state.scores():
            raise _Bad(f"round_scores[{i}]: "
                       f"{expected(f'{state.scores()} (what the round scored)', scores)}")
        game.round_scores.append(scores)
        game.records.append(record)
    totals = [sum(line[s] for line in game.round_scores) for s in range(n)]
    zeros = [sum(1 for line in game.round_scores if line[s] == 0) for s in range(n)]
    if _int_list(doc.get("totals"), "totals", n) != totals:
        raise _Bad(f"totals: {expected(f'{totals} (the sum of the rounds)', doc.get('totals'))}")
    if _int_list(doc.get("zero_rounds"), "zero_rounds", n) != zeros:
        raise _Bad(f"zero_rounds: {expected(str(zeros), doc.get('zero_rounds'))}")
    game.totals, game.zero_rounds = totals, zeros


def _load_current(doc: Doc, match: Match, n: int) -> None:
    """Replay the round in progress (or the one just finished) up to its last action."""
    game = match.game
    finished = len(game.records)
    current = doc.get("current")
    if current is None:
        if game.round_number != finished:
            raise _Bad(f"current: round {game.round_number} is missing")
        return
    state = _replay_round(current, match.rules, "current", game.round_number, n)
    if state.is_over:
        if finished != game.round_number or current.get("actions") != game.records[-1].get("actions"):
            raise _Bad("current: the round is over but it is not the last finished round")
    elif finished != game.round_number - 1:
        raise _Bad(f"round_number: round {game.round_number} is in progress but "
                   f"{finished} rounds are finished")
    match.state = state


def _slots(value: object, state: Optional[RoundState]) -> dict[Tile, int]:
    """The slots the picture shows for spokes and toes of the current round (see the module)."""
    what = 'a table of spokes or toes and their slots, like {"9-8": 3}'
    if not isinstance(value, dict):
        raise _Bad(f"slots: {expected(what, value)}")
    if state is None:
        if value:
            raise _Bad("slots: there is no round in progress for them")
        return {}
    barnyard = state.barnyard
    slots: dict[Tile, int] = {}
    for key, slot in value.items():
        try:
            tile = Tile.parse(key)
        except RulesError as error:
            raise _Bad(f"slots: {error}") from None
        placed = barnyard.tile_at(tile)
        if placed is None or placed.role not in (SPOKE, TOE):
            raise _Bad(f"slots.{key}: {expected('a spoke or toe of the current round', key)}")
        total = barnyard.slot_count(placed.role)
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < total:
            raise _Bad(f"slots.{key}: {expected(f'a slot from 0 to {total - 1}', slot)}")
        slots[tile] = slot
    taken: set[tuple[Optional[Tile], int]] = set()
    for placed in barnyard:
        if placed.role in (SPOKE, TOE):
            spot = (placed.on, slots.get(placed.tile, placed.slot))
            if spot in taken:
                raise _Bad(f"slots: {placed.tile} would lie in slot {spot[1]} of {placed.on}, "
                           "where another tile lies")
            taken.add(spot)
    return slots


__all__ = [
    "FORMAT", "SCREENS", "SaveError", "SavedGame", "save_match", "flush_saves", "load_match",
    "load_saved", "has_save", "no_save_to_continue", "clear_save", "unreadable_save", "finished_saves",
    "finished_save_path", "match_to_doc", "match_from_doc", "screen_of", "rounds_folder",
    "drop_rounds", "saved_game_id",
]
