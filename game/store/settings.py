"""The player's settings (kept in a TOML file in the user's config directory)."""
from __future__ import annotations

from dataclasses import dataclass, field

SCHEMES = ("ivory", "ebony", "mint")
SPEEDS = ("slow", "normal", "fast")


@dataclass
class Settings:
    """Everything the Settings screen changes; defaults are a first launch."""

    sound: bool = True
    volume: float = 0.8
    animation_speed: str = "normal"   # one of SPEEDS
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    tile_scheme: str = "ivory"        # one of SCHEMES
    colour_pips: bool = False
    last_preset: str = "classic"
    last_seats: list[dict[str, object]] = field(default_factory=list)  # Seat fields

    @property
    def pace_factor(self) -> float:
        """Multiplier on animation durations for the chosen speed."""
        return {"slow": 1.6, "normal": 1.0, "fast": 0.5}.get(self.animation_speed, 1.0)
