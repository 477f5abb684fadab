"""Shared test setup: no real window, no real sound device, no pygame banner."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from hypothesis import settings  # noqa: E402

# No test may depend on how fast a shared, noisy machine is: hypothesis's per-example deadline
# is a timed assertion, so it is off everywhere.
settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")
