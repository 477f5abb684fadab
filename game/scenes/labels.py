"""What the screens call things: who plays a seat ("Medium AI") and a preset's title
("Classic"). The house rules and the moves in words live in game/words.py."""
from __future__ import annotations

import functools

from game.rules.errors import ConfigError
from game.store.rules_files import load_preset

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
