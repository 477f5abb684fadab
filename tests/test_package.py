"""The package: the game's files resolve through game.resources, and the wheel carries them."""
from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata, resources
from pathlib import Path

import pytest

import game
from game import resources as shipped
from game.render.audio import SOUND_NAMES, Sounds
from game.store.rules_files import load_preset, load_rules_file, preset_names

CHECKOUT = Path(__file__).resolve().parents[1]
NOT_SOURCES = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__",
                                     "*.pyc", ".mypy_cache", ".pytest_cache", ".hypothesis")


# ---------------------------------------------------------------- resources

def test_the_folders_are_the_packages_resources() -> None:
    assert shipped.LEVELS == Path(str(resources.files("game.levels")))
    assert shipped.ASSETS == Path(str(resources.files("game.assets")))
    assert shipped.LEVELS.is_absolute() and shipped.ASSETS.is_absolute()


def test_every_preset_loads_by_name() -> None:
    names = preset_names()
    assert names == sorted(path.stem for path in shipped.LEVELS.glob("*.toml"))
    assert "classic" in names
    for name in names:
        level = load_preset(name)
        assert level.preset_name == name and level.path == shipped.LEVELS / f"{name}.toml"


def test_every_table_loads_with_its_seats() -> None:
    tables = sorted((shipped.LEVELS / "tables").glob("*.toml"))
    assert tables
    for path in tables:
        assert load_rules_file(path).seats, path.name


def test_every_sound_file_is_found() -> None:
    for name in SOUND_NAMES:
        assert (shipped.ASSETS / "sounds" / f"{name}.wav").is_file(), name
    sounds = Sounds()
    assert sounds.folder == shipped.ASSETS / "sounds"
    assert sounds.problem is None or sounds.problem.startswith("sound is off: the audio device")
    assert sounds.silent or sounds.available == SOUND_NAMES


def test_shipped_files_are_shown_by_their_place_in_the_repository(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert shipped.shown_path(shipped.LEVELS / "classic.toml") == "levels/classic.toml"
    assert shipped.shown_path(str(shipped.LEVELS / "tables" / "party-8.toml")) == \
        "levels/tables/party-8.toml"
    assert shipped.shown_path(shipped.ASSETS / "sounds" / "clack.wav") == "assets/sounds/clack.wav"
    assert shipped.shown_path(shipped.LEVELS / "no-such-file.toml") == "levels/no-such-file.toml"
    assert shipped.shown_path(tmp_path / "mine.toml") == str(tmp_path / "mine.toml")
    monkeypatch.chdir(tmp_path)
    assert shipped.shown_path("mine.toml") == "mine.toml"
    assert shipped.shown_path(Path("sub") / ".." / "mine.toml") == os.path.join("sub", "..", "mine.toml")
    monkeypatch.chdir(shipped.LEVELS)
    assert shipped.shown_path("classic.toml") == "levels/classic.toml"


# ---------------------------------------------------------------- version

def test_the_version_is_the_installed_one() -> None:
    assert game.__version__ == metadata.version("chickenfoot")
    with pytest.raises(AttributeError):
        game.no_such_thing  # noqa: B018 - only __version__ is looked up lazily


def test_a_source_tree_never_installed_has_a_placeholder_version(tmp_path: Path) -> None:
    shutil.copytree(CHECKOUT / "game", tmp_path / "game", ignore=NOT_SOURCES)
    code = "import game; print(game.__version__)"  # -S: no site-packages, no metadata
    done = subprocess.run([sys.executable, "-S", "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "0+unknown"


# ---------------------------------------------------------------- the wheel

@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel `pip wheel --no-deps` builds from a clean copy of the checkout."""
    scratch = tmp_path_factory.mktemp("wheel")
    source = scratch / "source"
    shutil.copytree(CHECKOUT, source, ignore=NOT_SOURCES)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                    "-w", str(scratch / "dist"), str(source)],
                   cwd=scratch, capture_output=True, text=True, check=True)
    (built,) = (scratch / "dist").glob("chickenfoot-*.whl")
    return built


def _names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_the_levels_the_tables_and_the_sounds(wheel: Path) -> None:
    names = _names(wheel)
    shipped = [*CHECKOUT.glob("levels/*.toml"), *CHECKOUT.glob("levels/tables/*.toml"),
               *CHECKOUT.glob("assets/sounds/*.wav")]
    assert len(shipped) >= 4 + 2 + len(SOUND_NAMES)
    for path in shipped:
        assert "game/" + path.relative_to(CHECKOUT).as_posix() in names, path


def test_the_wheel_holds_every_module_and_nothing_else(wheel: Path) -> None:
    names = _names(wheel)
    for path in (CHECKOUT / "game").rglob("*.py"):
        assert path.relative_to(CHECKOUT).as_posix() in names, path
    dist_info = f"chickenfoot-{game.__version__}.dist-info"
    assert {name.split("/")[0] for name in names} == {"game", dist_info}
    assert not [name for name in names if "screenshots" in name or name.endswith(".pyc")]


def test_the_wheel_says_what_it_is(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        info = email.message_from_bytes(archive.read(f"chickenfoot-{game.__version__}.dist-info/METADATA"))
        entry_points = archive.read(f"chickenfoot-{game.__version__}.dist-info/entry_points.txt")
        licence = f"chickenfoot-{game.__version__}.dist-info/licenses/LICENSE" in archive.namelist()
    assert info["Name"] == "chickenfoot" and info["Version"] == game.__version__
    assert info["License-Expression"] and info["License-File"] == "LICENSE" and licence
    assert info["Requires-Python"] and info["Summary"] and info["Author"]
    assert "Topic :: Games/Entertainment :: Board Games" in info.get_all("Classifier")
    assert info.get_payload().startswith("# Chicken Foot")
    assert b"chickenfoot = game.__main__:main" in entry_points


def test_a_zipped_install_unpacks_its_files_for_the_game_and_cleans_up(
        wheel: Path, tmp_path: Path) -> None:
    code = ("import game, game.resources as p; from game.store.rules_files import load_preset; "
            "print(game.__file__); print(p.LEVELS); "
            "print(load_preset('classic').rules.set, p.shown_path(p.LEVELS / 'classic.toml'), "
            "(p.ASSETS / 'sounds' / 'clack.wav').is_file())")
    env = dict(os.environ, PYTHONPATH=str(wheel))
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=True)
    module, levels, loaded = done.stdout.splitlines()
    assert module.startswith(str(wheel))
    assert loaded == "9 levels/classic.toml True"
    assert not Path(levels).exists()  # the temporary copy went with the process
