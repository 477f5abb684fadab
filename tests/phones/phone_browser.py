"""Headless Chromium for the phone page's tests and screenshots: Debian's chromium driven by
Playwright (from PyPI) with the flags this offline machine needs, at a phone's size; and a main
loop stepping in a thread of its own while the browser is driven from this one."""
from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Optional

from phone_table import MainLoop

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
         "--disable-dev-shm-usage"]
PHONE = {"width": 390, "height": 844}


def why_no_browser() -> Optional[str]:
    """Why the page cannot be tried in a real browser here (None: it can)."""
    if not os.path.exists(CHROMIUM):
        return (f"no Chromium at {CHROMIUM}: install Debian's chromium (apt-get install -y "
                "chromium; .ci/run does it when missing)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]' brings it)"
    return None


@contextmanager
def phone_page(size: dict[str, int] = PHONE) -> Iterator[Any]:
    """A new page in headless Chromium at `size`, with touch, as a phone's browser."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            context = browser.new_context(viewport=size, has_touch=True, is_mobile=True,
                                          device_scale_factor=2)
            yield context.new_page()
        finally:
            browser.close()


@contextmanager
def running(loop: MainLoop) -> Iterator[MainLoop]:
    """The main loop's frames, every 5 ms in a thread of their own, until the block ends."""
    stop = threading.Event()

    def frames() -> None:
        while not stop.is_set():
            loop.step()
            time.sleep(0.005)

    thread = threading.Thread(target=frames, name="main-loop", daemon=True)
    thread.start()
    try:
        yield loop
    finally:
        stop.set()
        thread.join()


def wait_for(check: Callable[[], bool], seconds: float = 10.0) -> None:
    """Until `check()` holds (AssertionError after `seconds`)."""
    end = time.monotonic() + seconds
    while not check():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.01)
