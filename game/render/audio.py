"""Sound effects: load assets/sounds/*.wav and play them by name, never failing the game.

If the mixer cannot start, or the folder or a file is missing or unreadable, the affected sounds
stay silent and `problem` holds a one-line explanation for a settings screen or a log.

Decoding a file (and converting it to the mixer's rate) takes about a millisecond; the samples
are kept for the process, by file, its size and modification time and the mixer's format, so a
window opened again (a new App: the test suite opens hundreds) makes its sounds from them.
"""
from __future__ import annotations

from pathlib import Path
from typing import Protocol

import pygame

from game.resources import ASSETS

SOUND_NAMES = ("clack", "shuffle", "draw", "cluck", "round_end", "win", "click", "snap")

_samples: dict[tuple[object, ...], bytes] = {}  # decoded sounds: see the module's docstring


def _sound(path: Path) -> pygame.mixer.Sound:
    """The sound in `path`, decoded once per process while the file stays the same."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size, pygame.mixer.get_init())
    raw = _samples.get(key)
    if raw is None:
        raw = _samples[key] = pygame.mixer.Sound(str(path)).get_raw()
    return pygame.mixer.Sound(buffer=raw)


class Sounds:
    """The game's sound effects, with a master volume and a mute switch."""

    def __init__(self, folder: Path | None = None, volume: float = 0.8,
                 muted: bool = False) -> None:
        self.folder = Path(folder) if folder is not None else ASSETS / "sounds"
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = max(0.0, min(1.0, float(volume)))
        self._muted = bool(muted)
        self._load()

    def _load(self) -> None:
        if not self.folder.is_dir():
            self.problem = f"sound is off: no sound folder at {self.folder}"
            return
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init()
        except pygame.error as exc:  # no audio device: silence
            self.problem = f"sound is off: the audio device could not start ({exc})"
            return
        unreadable = []
        for name in SOUND_NAMES:
            path = self.folder / f"{name}.wav"
            try:
                sound = _sound(path)
            except (pygame.error, OSError):  # missing, truncated or not a WAV
                unreadable.append(path.name)
                continue
            sound.set_volume(self._volume)
            self._sounds[name] = sound
        if unreadable:
            self.problem = (f"some sounds are off: missing or unreadable in {self.folder}: "
                            + ", ".join(unreadable))

    @property
    def available(self) -> tuple[str, ...]:
        """Names of the sounds that will actually play."""
        return tuple(self._sounds)

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The sound that plays for `name` (None when it will not)."""
        return self._sounds.get(name)

    @property
    def silent(self) -> bool:
        """True when no sound at all can play (no mixer or no files)."""
        return not self._sounds

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted and pygame.mixer.get_init() is not None and self._sounds:
            for sound in self._sounds.values():
                sound.stop()

    def toggle_mute(self) -> bool:
        """Flip the mute switch; return the new state."""
        self.muted = not self._muted
        return self._muted

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = max(0.0, min(1.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound by name (scaled by `volume` 0..1); unknown or missing names are quiet."""
        sound = self._sounds.get(name)
        if sound is None or self._muted or self._volume <= 0.0:
            return
        try:
            sound.set_volume(self._volume * max(0.0, min(1.0, volume)))
            sound.play()
        except pygame.error as exc:  # a sound must never stop the game
            self.problem = f"sound {name!r} could not play ({exc})"


class SoundSettings(Protocol):
    """Where the sound's switch and volume are kept (game.store.settings.Settings)."""

    sound: bool
    volume: float


class Audio:
    """The game's sound as the scenes use it: effects played by name unless muted, the sound
    switched on or off (M) and the master volume set, each kept in the settings."""

    def __init__(self, settings: SoundSettings) -> None:
        self.settings = settings
        # Silent without an audio device (Sounds.problem says why).
        self.sounds = Sounds(volume=settings.volume, muted=not settings.sound)

    def play_sound(self, name: str) -> None:
        """Play a named sound effect unless muted."""
        self.sounds.play(name)

    def toggle_mute(self) -> None:
        """Sound off or on."""
        self.set_sound(not self.settings.sound)

    def set_sound(self, on: bool) -> None:
        """Sound on or off."""
        self.settings.sound = on
        self.sounds.muted = not on

    def set_volume(self, volume: float) -> None:
        """The master volume, 0 to 1."""
        self.settings.volume = volume
        self.sounds.volume = volume
