"""The command line: the parser, each command that is not the window, the terminal game and the
guarded standard streams. `game/__main__.py` runs `game.cli.main.main`."""
