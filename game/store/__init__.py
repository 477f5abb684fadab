"""What the game keeps between sessions: settings, the autosave, statistics and replays."""
