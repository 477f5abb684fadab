"""Wheel smoke test: build the game as a player gets it, install it away from the checkout, run it.

Builds the source distribution and, from it, the wheel (`python -m build`), checks that the wheel
holds only game/ (presets, tables and sounds included) and its metadata, installs it (not
editable) into a fresh virtual environment in a temporary folder, and from an empty temporary
working folder, with the data and config folders there too, runs

    python -c "import game"                             the installed copy, with its version
    chickenfoot --watch --frames 300 --seed 1           a headless watch game
    chickenfoot referee round.json                      the ROUND-RECORD.md example: verdict ok
    python -m game referee round.json                   the same through `python -m game`
    chickenfoot tournament easy medium --deals 4 --seed 1
    chickenfoot rules check FILE                        every file in levels/ (tables, ladder)
    chickenfoot COMMAND --help                          every command and subcommand

each of which must exit 0. Needs the `build` package (the test extra) and pip's access to the
package index (or its cache) for the game's dependencies:

    python tools/wheel_smoke.py [--wheel DIST.whl] [--keep]

Ends with the line "smoke: N passed, M failed"; exit status 0 when every step passed.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Callable, Optional, Sequence

ROOT = Path(__file__).resolve().parent.parent

RECORD = {  # the example of shared/ROUND-RECORD.md: legal, unfinished, seat 2 to act
    "format": "chickenfoot-round/1",
    "rules": {"preset": "classic", "opening": "double-foot"},
    "seats": 3,
    "round": 1,
    "starter": 0,
    "hands": [["9-9", "9-3", "4-1"], ["9-5", "6-6", "2-0"], ["9-0", "6-1", "0-0"]],
    "yard": ["6-2", "5-5", "7-3"],
    "actions": [{"seat": 0, "play": "9-9"}, {"seat": 1, "play": "9-5", "on": "9-9"}],
}
SHIPPED = ("game/levels/classic.toml", "game/levels/tables/family-night.toml",
           "game/assets/sounds/clack.wav", "game/phones/page/index.html",
           "game/phones/page/phone.js", "game/phones/page/phone.css")


class SmokeFailure(Exception):
    """A step of the smoke test went wrong; the message says which and shows its output."""


def run(command: Sequence[str], *, cwd: Path, env: Optional[dict[str, str]] = None,
        timeout: float = 600) -> str:
    """Run `command`; its standard output, or SmokeFailure with what it printed."""
    try:
        done = subprocess.run(list(command), cwd=cwd, env=env, capture_output=True, text=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise SmokeFailure(f"{' '.join(command)}: still running after {timeout:.0f} s") from None
    if done.returncode != 0:
        raise SmokeFailure(f"{' '.join(command)}: exit status {done.returncode}\n"
                           f"{_tail(done.stdout)}{_tail(done.stderr)}")
    return done.stdout


def _tail(text: str, lines: int = 40) -> str:
    return "".join(line + "\n" for line in text.splitlines()[-lines:])


def build_wheel(dist: Path) -> Path:
    """The sdist, and the wheel built from it, in `dist`; the wheel's path."""
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)], cwd=ROOT)
    wheels = sorted(dist.glob("chickenfoot-*.whl"))
    if len(wheels) != 1:
        raise SmokeFailure(f"expected one wheel in {dist}, found {[w.name for w in wheels]}")
    return wheels[0]


def check_contents(wheel: Path) -> None:
    """The wheel holds game/ and its own metadata, nothing else (no tests/, tools/, screenshots)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    metadata = f"{'-'.join(wheel.name.split('-')[:2])}.dist-info"
    strays = sorted({name.split("/")[0] for name in names} - {"game", metadata})
    if strays:
        raise SmokeFailure(f"{wheel.name}: unexpected top-level entries {strays}")
    missing = [name for name in SHIPPED if name not in names]
    if missing or any("screenshots" in name for name in names):
        raise SmokeFailure(f"{wheel.name}: missing {missing} or ships assets/screenshots")


def scripts(venv: Path) -> Path:
    """A virtual environment's folder of programs."""
    return venv / ("Scripts" if os.name == "nt" else "bin")


def player_env(home: Path) -> dict[str, str]:
    """A headless environment whose data and config folders are under `home`, no checkout path."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"))
    return env


class Smoke:
    """The steps, in order, each raising SmokeFailure when it goes wrong."""

    def __init__(self, wheel: Optional[Path], scratch: Path) -> None:
        self.wheel, self.scratch = wheel, scratch
        self.venv, self.work, home = scratch / "venv", scratch / "work", scratch / "home"
        self.work.mkdir()
        home.mkdir()
        self.env = player_env(home)
        self.python = str(scripts(self.venv) / "python")
        self.chickenfoot = str(scripts(self.venv) / "chickenfoot")

    def steps(self) -> list[tuple[str, Callable[[], None]]]:
        return [("build and check the wheel", self.build), ("install it in a new venv", self.install),
                ("import the installed game", self.imported), ("watch game, 300 frames", self.watch),
                ("chickenfoot referee", lambda: self.referee(self.chickenfoot)),
                ("python -m game referee", lambda: self.referee(self.python, "-m", "game")),
                ("tournament easy medium", self.tournament),
                ("rules check every file in levels/", self.rules_check),
                ("--help of every command", self.helps)]

    def build(self) -> None:
        self.wheel = self.wheel or build_wheel(self.scratch / "dist")
        check_contents(self.wheel)

    def install(self) -> None:
        assert self.wheel is not None
        run([sys.executable, "-m", "venv", str(self.venv)], cwd=self.scratch)
        run([self.python, "-m", "pip", "install", "--quiet", str(self.wheel)], cwd=self.scratch)

    def imported(self) -> None:
        assert self.wheel is not None
        where, version = self.play([self.python, "-c", "import game; print(game.__file__); "
                                    "print(game.__version__)"]).split()
        expected = self.wheel.name.split("-")[1]
        if not Path(where).is_relative_to(self.venv) or version != expected:
            raise SmokeFailure(f"import game gave {where} version {version}; expected the copy "
                               f"in {self.venv}, version {expected}")

    def watch(self) -> None:
        self.play([self.chickenfoot, "--watch", "--frames", "300", "--seed", "1"])

    def referee(self, *program: str) -> None:
        record = self.work / "round.json"
        record.write_text(json.dumps(RECORD), encoding="utf-8")
        verdict = json.loads(self.play([*program, "referee", record.name]))
        if verdict.get("ok") is not True or verdict.get("to_act") != 2:
            raise SmokeFailure(f"referee: expected an ok verdict with seat 2 to act: {verdict}")

    def tournament(self) -> None:
        self.play([self.chickenfoot, "tournament", "easy", "medium", "--deals", "4", "--seed", "1"])

    def rules_check(self) -> None:
        files = [path for folder in ("", "tables", "ladder")
                 for path in sorted((ROOT / "levels" / folder).glob("*.toml"))]
        if len(files) < 4:
            raise SmokeFailure(f"rules check: expected the presets and tables, found {files}")
        for path in files:
            out = self.play([self.chickenfoot, "rules", "check", str(path)])
            if "[rules]" not in out or "double_blank = " not in out:
                raise SmokeFailure(f"rules check {path}: no rules in force printed:\n{out}")

    def helps(self) -> None:
        names = self.play([self.python, "-c", "from game.cli.parser import command_names; "
                           "print('\\n'.join(command_names()))"]).split("\n")
        commands = [name for name in names if name]
        main_help = self.play([self.chickenfoot, "--help"])
        missing = [name for name in commands if " " not in name and name not in main_help]
        if len(commands) < 8 or missing:
            raise SmokeFailure(f"--help: commands {commands}; not in chickenfoot --help: "
                               f"{missing}")
        for name in commands:
            usage = self.play([self.chickenfoot, *name.split(), "--help"])
            if not usage.startswith(f"usage: chickenfoot {name}"):
                raise SmokeFailure(f"chickenfoot {name} --help printed:\n{usage}")

    def play(self, command: Sequence[str]) -> str:
        """Run an installed command as a player would: from the empty folder, headless."""
        return run(command, cwd=self.work, env=self.env)


def smoke(wheel: Optional[Path], scratch: Path) -> tuple[int, Optional[str]]:
    """Run every step in `scratch`; how many passed, and the failure that stopped them."""
    steps = Smoke(wheel, scratch).steps()
    for passed, (title, step) in enumerate(steps):
        print(f"smoke: {title}", flush=True)
        try:
            step()
        except SmokeFailure as failure:
            return passed, f"{title}: {failure}"
    return len(steps), None


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--wheel", type=Path, help="test this wheel instead of building one")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="chickenfoot-smoke-"))
    try:
        passed, failure = smoke(args.wheel.resolve() if args.wheel else None, scratch)
    finally:
        if args.keep:
            print(f"smoke: kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    if failure is not None:
        print(f"smoke: FAILED {failure}", file=sys.stderr)
    print(f"smoke: {passed} passed, {0 if failure is None else 1} failed")
    return 0 if failure is None else 1


if __name__ == "__main__":
    sys.exit(main())
