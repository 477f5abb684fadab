"""`python -m game`: the command line (game/cli/main.py)."""
from game.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
