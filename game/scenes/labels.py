"""What the screens call who plays a seat ("Medium AI"). A preset's title comes from the scene
context (SceneContext.preset_title); house rules and moves in words live in game/words.py."""
from __future__ import annotations

PLAYER_LABELS = {"human": "Human", "easy": "Easy AI", "medium": "Medium AI",
                 "hard": "Hard AI", "expert": "Expert AI"}
