"""What the screens call things: who plays a seat ("Medium AI") and a preset's title
("Classic"). Shared by the setup, how-to-play and score screens."""
from __future__ import annotations

import functools

from game.store.rules_files import load_preset
from game.rules.errors import ConfigError

PLAYER_LABELS = {"human": "Human", "easy": "Easy AI", "medium": "Medium AI",
                 "hard": "Hard AI", "expert": "Expert AI"}


@functools.lru_cache(maxsize=64)
def preset_title(name: str) -> str:
    """The title a preset gives itself, or its name (cached: drawn every frame)."""
    try:
        info = load_preset(name).preset
    except ConfigError:
        return name
    return info.title if info is not None else name
