"""Tile art, pip layouts, felt, generated sounds and the Sounds player, exercised for real."""
from __future__ import annotations

import importlib.util
import io
import math
import os
import sys
import wave
from collections import deque
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.render.audio import SOUND_NAMES, Sounds  # noqa: E402
from game.render.felt import felt_surface  # noqa: E402
from game.render.pips import PIP_COLOURS, PIP_LAYOUTS, pip_radius  # noqa: E402
from game.render.tile_art import SCHEMES, TileArt, glow_margin  # noqa: E402
from game.rules.tiles import Tile  # noqa: E402


def _load_make_sounds():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def count_blobs(surf: pygame.Surface, area: pygame.Rect, light: bool = False) -> int:
    """Connected patches of pip-coloured pixels (dark, or light for ebony) inside `area`."""
    def is_pip(x: int, y: int) -> bool:
        r, g, b, a = surf.get_at((x, y))
        lum = (299 * r + 587 * g + 114 * b) / 1000
        return a > 200 and (lum > 180 if light else lum < 110)

    seen: set[tuple[int, int]] = set()
    blobs = 0
    for y in range(area.top, area.bottom):
        for x in range(area.left, area.right):
            if (x, y) in seen or not is_pip(x, y):
                continue
            size, queue = 0, deque([(x, y)])
            seen.add((x, y))
            while queue:
                cx, cy = queue.popleft()
                size += 1
                for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                    if area.collidepoint(nx, ny) and (nx, ny) not in seen and is_pip(nx, ny):
                        seen.add((nx, ny))
                        queue.append((nx, ny))
            blobs += size >= 4
    return blobs


def halves(surf: pygame.Surface, inset: int = 10) -> tuple[pygame.Rect, pygame.Rect]:
    """The two pip areas of a face (first = left or top), keeping clear of edges and divider."""
    w, h = surf.get_size()
    if w >= h:
        return (pygame.Rect(inset, inset, w // 2 - 2 * inset, h - 2 * inset),
                pygame.Rect(w // 2 + inset, inset, w // 2 - 2 * inset, h - 2 * inset))
    return (pygame.Rect(inset, inset, w - 2 * inset, h // 2 - 2 * inset),
            pygame.Rect(inset, h // 2 + inset, w - 2 * inset, h // 2 - 2 * inset))


# ----------------------------------------------------------------------------- tile faces
def test_face_sizes_follow_length_and_angle() -> None:
    art = TileArt()
    assert art.face(Tile(6, 3), 64).get_size() == (64, 32)
    assert art.face(Tile(6, 3), 64, 90).get_size() == (32, 64)
    assert art.face(Tile(6, 3), 64, 180).get_size() == (64, 32)
    assert art.face(Tile(6, 3), 96, 270).get_size() == (48, 96)
    assert art.back(40, 90).get_size() == (20, 40)
    w, h = art.face(Tile(6, 3), 64, 45).get_size()
    assert abs(w - h) <= 1 and 60 <= w <= 72  # the diagonal box of a 64x32 tile is ~68 square
    m = glow_margin(64)
    assert art.face(Tile(6, 3), 64, 0, "legal").get_size() == (64 + 2 * m, 32 + 2 * m)
    assert art.face(Tile(6, 3), 64, 0, "dim").get_size() == (64, 32)


def test_cache_returns_the_same_surface_until_cleared() -> None:
    art = TileArt()
    first = art.face(Tile(12, 5), 64, 30)
    assert art.face(Tile(12, 5), 64, 30) is first
    assert art.face(Tile(12, 5), 64, 30.3) is first  # angles are cached to the degree
    assert art.back(64) is art.back(64)
    art.clear()
    assert art.face(Tile(12, 5), 64, 30) is not first


def test_different_tiles_and_looks_give_different_pixels() -> None:
    art = TileArt()
    def pixels(s: pygame.Surface) -> bytes:
        return pygame.image.tobytes(s, "RGBA")
    plain = pixels(art.face(Tile(6, 3), 64))
    assert plain != pixels(art.face(Tile(6, 2), 64))
    assert plain != pixels(art.face(Tile(3, 3), 64))
    assert plain != pixels(art.face(Tile(6, 3), 64, 0, "dim"))
    assert plain != pixels(TileArt(colour_pips=True).face(Tile(6, 3), 64))
    assert plain != pixels(art.back(64))
    looks = {pixels(TileArt(scheme=s).face(Tile(6, 3), 64)) for s in SCHEMES}
    assert len(looks) == len(SCHEMES)


def test_every_highlight_draws_and_bad_names_are_refused() -> None:
    art = TileArt()
    for highlight in ("legal", "selected", "hint", "dim", None):
        assert art.face(Tile(5, 5), 48, 30, highlight).get_width() > 0
    assert art.glow(48, 0, "hint").get_size() == art.face(Tile(5, 5), 48, 0, "hint").get_size()
    with pytest.raises(ValueError):
        art.face(Tile(5, 5), 48, 0, "sparkly")
    with pytest.raises(ValueError):
        TileArt(scheme="plaid")


@pytest.mark.parametrize("n", range(19))
def test_each_number_shows_that_many_pips(n: int) -> None:
    face = TileArt().face(Tile(n, n), 200)
    left, right = halves(face)
    assert (count_blobs(face, left), count_blobs(face, right)) == (n, n)


@pytest.mark.parametrize("high,low", [(18, 12), (9, 5), (1, 0), (15, 14)])
def test_high_half_comes_first_and_turns_with_the_tile(high: int, low: int) -> None:
    art = TileArt()
    face = art.face(Tile(low, high), 200)
    assert [count_blobs(face, half) for half in halves(face)] == [high, low]
    turned = art.face(Tile(high, low), 200, 180)
    assert [count_blobs(turned, half) for half in halves(turned)] == [low, high]
    upright = art.face(Tile(high, low), 200, 90)  # counter-clockwise: the high end goes down
    assert [count_blobs(upright, half) for half in halves(upright)] == [low, high]


def test_ebony_pips_are_light_and_countable() -> None:
    face = TileArt(scheme="ebony").face(Tile(17, 4), 200)
    left, right = halves(face)
    assert (count_blobs(face, left, light=True), count_blobs(face, right, light=True)) == (17, 4)


def test_faces_convert_when_a_display_exists() -> None:
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        face = TileArt().face(Tile(2, 1), 64, 45)
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_at((0, 0)).a == 0  # a turned tile leaves its corners clear
    finally:
        pygame.display.quit()


# ----------------------------------------------------------------------------- pip layouts
def test_pip_layouts_are_complete_symmetric_and_apart() -> None:
    assert len(PIP_LAYOUTS) == 19 and len(PIP_COLOURS) == 19
    for n, layout in enumerate(PIP_LAYOUTS):
        assert len(layout) == n
        points = sorted((round(x, 6), round(y, 6)) for x, y in layout)
        assert points == sorted((round(1 - x, 6), round(1 - y, 6)) for x, y in layout)
        r = pip_radius(n)
        for i, (x, y) in enumerate(layout):
            assert r <= x <= 1 - r and r <= y <= 1 - r
            for x2, y2 in layout[i + 1:]:
                assert math.hypot(x - x2, y - y2) > 2.5 * r, f"pips of {n} crowd each other"


# ----------------------------------------------------------------------------- felt
def test_felt_fills_the_size_deterministically_and_caches() -> None:
    a = felt_surface((320, 200))
    assert a.get_size() == (320, 200)
    assert felt_surface((320, 200)) is a
    b = felt_surface((320, 200), seed=8)
    again = felt_surface((320, 200), seed=8)
    assert pygame.image.tobytes(b, "RGB") == pygame.image.tobytes(again, "RGB")
    r, g, bl, _ = a.get_at((160, 100))
    assert g > r and g > bl  # green


# ----------------------------------------------------------------------------- sounds
@pytest.fixture(scope="module")
def generated() -> dict[str, bytes]:
    """tools/make_sounds.py's sounds, synthesised once for the file (about a second each time)."""
    return _load_make_sounds().generate()


def test_generated_sounds_are_small_mono_16bit_22khz_wavs_matching_disk(
        generated: dict[str, bytes]) -> None:
    files = generated
    assert set(files) == {f"{name}.wav" for name in SOUND_NAMES}
    for name, data in files.items():
        assert len(data) < 150 * 1024, name
        with wave.open(io.BytesIO(data)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert w.getnframes() > 200, name
        on_disk = ROOT / "assets" / "sounds" / name
        assert on_disk.read_bytes() == data, f"{on_disk} is stale: run tools/make_sounds.py"


def test_sound_check_flags_missing_and_changed_files(
        tmp_path: Path, generated: dict[str, bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    make_sounds = _load_make_sounds()
    # The same bytes its generate() makes (synthesis is deterministic: the test above finds
    # them byte for byte on disk), made once rather than at each of the three runs below.
    monkeypatch.setattr(make_sounds, "generate", lambda: dict(generated))
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 0
    (tmp_path / "cluck.wav").write_bytes(b"RIFF")
    (tmp_path / "win.wav").unlink()
    assert make_sounds.main(["--check", "--out", str(tmp_path)]) == 1


def test_sounds_without_a_folder_are_silent_and_say_why(tmp_path: Path) -> None:
    sounds = Sounds(tmp_path / "nowhere")
    assert sounds.silent and sounds.available == ()
    assert sounds.problem is not None and "nowhere" in sounds.problem
    assert "\n" not in sounds.problem
    sounds.play("clack")  # quietly does nothing
    sounds.volume = 2.0
    assert sounds.volume == 1.0
    assert sounds.toggle_mute() is True and sounds.muted


def test_sounds_skip_broken_files_and_play_the_rest(tmp_path: Path) -> None:
    (tmp_path / "clack.wav").write_bytes((ROOT / "assets" / "sounds" / "clack.wav").read_bytes())
    (tmp_path / "win.wav").write_bytes(b"not a wav at all")
    sounds = Sounds(tmp_path)
    if sounds.silent:  # no audio device even with the dummy driver: still must not raise
        assert sounds.problem
        return
    assert sounds.available == ("clack",)
    assert sounds.problem is not None and "win.wav" in sounds.problem
    sounds.play("clack")
    sounds.play("win")
    sounds.muted = True
    sounds.play("clack")


def test_sounds_are_decoded_once_but_a_changed_file_is_read_again(tmp_path: Path) -> None:
    sounds = ROOT / "assets" / "sounds"
    (tmp_path / "clack.wav").write_bytes((sounds / "clack.wav").read_bytes())
    first, again = Sounds(tmp_path), Sounds(tmp_path)
    assert first.available == again.available == ("clack",)
    assert first.sound("clack") is not again.sound("clack")  # each its own volume
    first.volume = 0.1
    assert again.sound("clack").get_volume() > 0.5
    (tmp_path / "clack.wav").write_bytes((sounds / "round_end.wav").read_bytes())
    changed = Sounds(tmp_path)
    assert changed.sound("clack").get_length() == pytest.approx(
        Sounds(sounds).sound("round_end").get_length())
    (tmp_path / "clack.wav").write_bytes(b"not a wav at all")
    assert Sounds(tmp_path).available == ()


def test_a_new_art_with_the_same_settings_reuses_the_tiles_drawn() -> None:
    tile = Tile(6, 3)
    first = TileArt(scheme="mint").face(tile, 64, 30)
    assert TileArt(scheme="mint").face(tile, 64, 30) is first  # not drawn again
    assert TileArt(scheme="ivory").face(tile, 64, 30) is not first
    fresh = TileArt(scheme="mint").face(tile, 64, 30)  # the last settings only are kept
    assert fresh is not first and pygame.image.tobytes(fresh, "RGBA") == \
        pygame.image.tobytes(first, "RGBA")


_FACE_DIGEST = (
    "import hashlib, sys, pygame\n"
    "from game.render.tile_art import TileArt, prepare_masters\n"
    "from game.rules.tiles import Tile\n"
    "frames = 0\n"
    "if sys.argv[1] == 'spread':\n"
    "    while not prepare_masters(0.0005):\n"
    "        frames += 1\n"
    "face = TileArt().face(Tile(9, 5), 88, 0.0)\n"
    "print(frames, hashlib.sha256(pygame.image.tobytes(face, 'RGBA')).hexdigest())\n"
)


def test_the_face_shading_drawn_a_few_rows_a_frame_is_the_same_as_drawn_at_once() -> None:
    """The deal shades the faces to come a slice a frame (prepare_masters), so that the first
    face shown does not stall a frame: the faces come out the same."""
    import subprocess

    root = Path(__file__).resolve().parents[2]
    out = {}
    for way in ("spread", "once"):
        done = subprocess.run([sys.executable, "-c", _FACE_DIGEST, way], cwd=root, check=True,
                              capture_output=True, text=True, timeout=120)
        out[way] = done.stdout.split()
    assert int(out["spread"][0]) >= 5  # it took many frames' slices
    assert out["spread"][1] == out["once"][1]
