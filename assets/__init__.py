"""The sound effects (sounds/*.wav) the game plays, shipped as game.assets."""
