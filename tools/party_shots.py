"""A party as a player sees it: the big screen in a real window on a virtual screen (Xvfb) and each
phone in headless Chromium at 390x844, one picture a moment (the big screen left, the phones
right) through a whole round: the join card, a phone's turn and its tile lifted (lit on both),
the person at the screen playing, a forgotten Chickenlittle caught from a phone, a phone put to
sleep (its connection closed: 'phone away' on the big screen, the table asking on its turn) and
back, the round's end.

    python tools/party_shots.py OUT_FOLDER [--seed N] [--tries N] [--host ADDRESS]

The seats: Ana and Bo on phones, Cy at the screen (Enter, a person's key), Chick a computer;
double-9, seven tiles each, Chickenlittle enforced. Ana never says Chickenlittle; Bo catches her
from his phone (a deal where Ana never gets down to one tile is dealt again with the next seed,
up to --tries times). Bo's phone sleeps as a phone does: the network gone and its WebSocket
closed; it wakes with the network back, and the page reconnects by itself. Runs itself under
xvfb-run (Debian's xvfb, xauth and imagemagick's `import`; Chromium and Playwright as
tests/phones/phone_browser.py says). Prints one JSON line: the seed, the pictures written, and
whether the round saw the catch, the phone away, the table's question and the phone back.
The server listens where a party's does, on this computer's address on its network (so the join
card shows the address a phone would open), or on `--host` (127.0.0.1: loopback only).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Optional

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "phones")]

UNDER_X = "PARTY_SHOTS_UNDER_X"
SCREEN = (1280, 720)
GAP = 16
CAPTION = 124  # under the big screen: what the moment is
SOCKETS = """(() => {  // every WebSocket the page opens, so one can be closed as sleep does
  const Real = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = function (...args) { const ws = new Real(...args);
    window.__sockets.push(ws); return ws; };
  Object.assign(window.WebSocket, Real);
  window.WebSocket.prototype = Real.prototype;
})();"""


def under_x(argv: list[str]) -> int:
    """This script again, in a virtual 1280x720 screen of its own."""
    missing = [tool for tool in ("xvfb-run", "xauth", "import") if shutil.which(tool) is None]
    if missing:
        print(f"party_shots: {', '.join(missing)} missing: apt-get install xvfb xauth "
              "imagemagick", file=sys.stderr)
        return 2
    env = dict(os.environ, **{UNDER_X: "1"})
    env.pop("SDL_VIDEODRIVER", None)
    return subprocess.call(["xvfb-run", "-a", "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24 "
                            "-nolisten tcp", sys.executable, __file__, *argv], env=env)


class Party:
    """The App in a real window at the party's match, two phone pages, and the moments shot."""

    def __init__(self, out: Path, seed: int, browser: Any, host: Optional[str]) -> None:
        import pygame

        from game.app import App
        from game.match import Match
        from game.rules.house_rules import RuleSet
        from game.seats import Seat
        from game.store.settings import Settings
        from phone_browser import PHONE

        self.out = out
        self.app = App(SCREEN, settings=Settings(), seed=seed)
        self.window = pygame.display.get_wm_info()["window"]
        self.match = Match(RuleSet(hand_size="basic", chickenlittle="enforced"),
                           [Seat("Ana", "phone"), Seat("Bo", "phone"), Seat("Cy"),
                            Seat("Chick", "medium", pace=0.5)], seed)
        self.app.phones.host, self.app.phones.port = host, 0  # (None: as a party's)
        self.app.clear_to(self.app.screens.deal(self.match))
        server = self.app.phones.serve(self.match)
        assert server is not None, self.app.phones.problem
        self.links = server.links
        self.contexts = {seat: browser.new_context(viewport=PHONE, has_touch=True,
                                                   is_mobile=True, device_scale_factor=1)
                         for seat in self.links}
        self.pages = {seat: context.new_page() for seat, context in self.contexts.items()}
        for page in self.pages.values():
            page.add_init_script(SOCKETS)
        self.clock = pygame.time.Clock()
        self.rng = random.Random(seed)
        self.written: list[str] = []
        self.keys: list[Any] = []
        self.asleep: set[int] = set()

    # ------------------------------------------------------------ time and pictures
    def frames(self, seconds: float, until: Optional[Callable[[], bool]] = None) -> bool:
        """The table at 60 fps for `seconds`, or until `until()`; True if it came."""
        import pygame

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if until is not None and until():
                return True
            events, self.keys = pygame.event.get() + self.keys, []
            self.app.step(self.clock.tick(60) / 1000, events)
        return until is not None and until()

    def shoot(self, name: str, caption: str) -> None:
        """One picture: the window as the X server shows it, the phones, side by side."""
        import pygame

        from game.render import text

        self.frames(0.05)
        big = self.out / f".{name}-screen.png"
        subprocess.run(["import", "-window", str(self.window), str(big)], check=True)
        phones = []
        for seat, page in self.pages.items():
            if page.url == "about:blank":
                phones.append(self.unopened(seat))
                continue
            page.evaluate("window.scrollTo(0, 0)")  # the top, as a person looks at it
            path = self.out / f".{name}-{seat}.png"
            page.screenshot(path=str(path))
            phones.append(pygame.image.load(str(path)))
            path.unlink()
        screen = pygame.image.load(str(big))
        big.unlink()
        width = SCREEN[0] + sum(GAP + p.get_width() for p in phones)
        sheet = pygame.Surface((width, max(SCREEN[1] + CAPTION, *(p.get_height()
                                                                   for p in phones))))
        sheet.fill((24, 28, 26))
        sheet.blit(screen, (0, 0))
        x = SCREEN[0]
        for phone in phones:
            sheet.blit(phone, (x + GAP, 0))
            x += GAP + phone.get_width()
        words = text.render(caption, 26, (236, 230, 210))
        sheet.blit(words, (24, SCREEN[1] + (CAPTION - words.get_height()) // 2))
        path = self.out / f"{len(self.written) + 1:02d}_{name}.png"
        pygame.image.save(sheet, str(path))
        self.written.append(str(path))

    def unopened(self, seat: int) -> Any:
        """A phone that has not opened its link yet: dark, saying so."""
        import pygame

        from game.render import text
        from phone_browser import PHONE

        panel = pygame.Surface((PHONE["width"], PHONE["height"]))
        panel.fill((12, 14, 13))
        words = text.render(f"{self.match.seats[seat].name}'s phone:", 22, (150, 150, 140))
        more = text.render("link not opened yet", 22, (150, 150, 140))
        panel.blit(words, words.get_rect(center=(PHONE["width"] // 2, PHONE["height"] // 2)))
        panel.blit(more, more.get_rect(center=(PHONE["width"] // 2, PHONE["height"] // 2 + 32)))
        return panel

    # ------------------------------------------------------------ the people
    def phone_turn(self, seat: int, forget: bool, shot: Optional[str] = None) -> None:
        """The phone at `seat` plays its turn as a person taps: Chickenlittle when owed (unless
        it forgets), a tile that fits and a lit place, else Draw or Pass."""
        page = self.pages[seat]
        before = len(self.match.state.history)
        if not self.frames(3, lambda: page.locator("#turn.mine").count() > 0):
            return
        tiles = page.locator(".tile.playable")
        if tiles.count():
            tiles.nth(self.rng.randrange(tiles.count())).tap()
            page.wait_for_selector(".place.lit", timeout=3000)
            if shot:
                self.frames(0.6)
                self.shoot(shot, f"{self.match.seats[seat].name} lifts a tile on her phone: "
                           "its places light on the phone and on the big screen")
            places = page.locator(".place.lit")
            places.nth(self.rng.randrange(places.count())).tap()
        else:
            page.locator("#actions button", has_text="Draw").or_(
                page.locator("#actions button", has_text="Pass")).first.tap()
        self.frames(3, lambda: len(self.match.state.history) > before)
        if not forget:
            self.frames(0.3)
            call = page.locator("#actions button", has_text="Chickenlittle")
            if call.count():
                call.first.tap()
                self.frames(1.5, lambda: len(self.match.state.history) > before + 1)

    def press(self, key: int) -> None:
        import pygame

        self.keys += [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""),
                      pygame.event.Event(pygame.KEYUP, key=key, mod=0)]

    def sleep(self, seat: int) -> None:
        """The phone sleeps: no network, and its WebSocket closed (the page tries again)."""
        self.contexts[seat].set_offline(True)
        self.pages[seat].evaluate("window.__sockets.forEach((ws) => ws.close())")
        self.asleep.add(seat)

    def wake(self, seat: int) -> None:
        """The phone wakes: the network back; the page reconnects by itself."""
        self.contexts[seat].set_offline(False)
        self.asleep.discard(seat)


def play(party: Party) -> dict[str, Any]:
    """The whole round, with its moments shot."""
    import pygame

    from game.phones.protocol import CONNECTED
    from game.rules.actions import Catch
    from game.scenes.play.join_card import JoinCard
    from game.scenes.play.scene import PlayScene
    from game.scenes.play.table_question import TableQuestion

    app, match = party.app, party.match
    ana, bo, cy = 0, 1, 2
    party.frames(30, lambda: isinstance(app.stack.top, JoinCard))
    party.pages[ana].goto(party.links[ana])
    party.frames(1.5)
    party.shoot("join_card", "The join card: each phone seat's own code; Ana has joined, "
                "Bo not yet")
    party.pages[bo].goto(party.links[bo])
    party.frames(10, lambda: isinstance(app.stack.top, PlayScene))
    seen = {"caught": False, "away": False, "asked": False, "back": False}
    shots = {"picked", "screen_turn"}
    status = app.phones.server.statuses
    end = time.monotonic() + 600
    while not match.state.is_over and time.monotonic() < end:
        top = app.stack.top
        state = match.state
        catch = next((a for a in state.legal_actions() if isinstance(a, Catch)
                      and a.seat == bo), None)
        if catch is not None and not seen["caught"]:
            button = party.pages[bo].locator("#actions button", has_text="Catch")
            if party.frames(2, lambda: button.count() > 0):
                party.shoot("catch_offered", "Ana forgot to say Chickenlittle: Bo's phone "
                            "offers the catch")
                button.first.tap()
                seen["caught"] = party.frames(3, lambda: catch in match.state.history)
                party.frames(1.0)
                party.shoot("caught", "Bo caught Ana from his phone: the table says so and "
                            "Ana draws")
                continue
        if isinstance(top, TableQuestion):
            if not seen["asked"]:
                seen["asked"] = True
                party.shoot("away_asked", "Bo's phone is asleep on his turn: the table asks "
                            "what to do")
                party.wake(bo)
                seen["back"] = party.frames(15, lambda: status()[bo].state == CONNECTED)
                party.frames(1.0)
                party.shoot("back", "Bo's phone woke and reconnected by itself: the whole "
                            "state again")
            if isinstance(app.stack.top, TableQuestion):
                party.press(pygame.K_RETURN)  # "Wait for the phone" (it is back)
            party.frames(0.5)
            continue
        if not isinstance(top, PlayScene):
            party.frames(0.3)
            continue
        seat = state.to_act
        if not seen["away"] and seat == cy and len(state.history) > 8:
            party.sleep(bo)
            seen["away"] = party.frames(3, lambda: status()[bo].state != CONNECTED)
            party.frames(1.0)
            party.shoot("asleep", "Bo's phone went to sleep: his plate says 'phone away'")
        if seat in (ana, bo) and seat not in party.asleep:
            shot = "picked" if seat == ana and "picked" in shots and len(state.history) > 6 \
                else None
            if shot:
                party.frames(0.8)
                party.shoot("phone_turn", "Ana's turn on her phone; Cy, at the screen, sees "
                            "his own hand")
                shots.discard("picked")
            party.phone_turn(seat, forget=seat == ana, shot=shot)
        elif seat == cy:
            if "screen_turn" in shots and len(state.history) > 4:
                party.frames(0.8)
                party.shoot("screen_turn", "Cy plays at the big screen; the phones say whose "
                            "turn it is")
                shots.discard("screen_turn")
            party.press(pygame.K_RETURN)
            party.frames(0.4)
        else:
            party.frames(0.2)
    party.frames(4)
    party.shoot("round_over", "The round is over: the result on the table and every hand "
                "on each phone")
    return {"round_over": match.state.is_over, **seen}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--tries", type=int, default=4, help="deals, until one has the catch")
    parser.add_argument("--host", help="the address to listen on (default: this computer's "
                        "on its network, as a party's; 127.0.0.1: loopback only)")
    args = parser.parse_args()
    if not os.environ.get(UNDER_X):
        for seed in range(args.seed, args.seed + args.tries):
            for old in args.out.glob("[0-9][0-9]_*.png"):
                old.unlink()
            status = under_x([str(args.out), "--seed", str(seed)]
                             + ([] if args.host is None else ["--host", args.host]))
            said = json.loads((args.out / ".said.json").read_text()) if status == 0 else {}
            if status or said["caught"]:
                break
        if status == 0:
            print(json.dumps({"seed": seed, **said}))
        return status
    from phone_browser import CHROMIUM, FLAGS, why_no_browser

    missing = why_no_browser()
    if missing:
        print(f"party_shots: {missing}", file=sys.stderr)
        return 2
    home = tempfile.mkdtemp(prefix="party_shots-")  # no autosave or settings of the player's
    os.environ.update(XDG_DATA_HOME=f"{home}/data", XDG_CONFIG_HOME=f"{home}/config",
                      SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            party = Party(args.out, args.seed, browser, args.host)
            try:
                seen = play(party)
            finally:
                party.app.phones.close()
        finally:
            browser.close()
    (args.out / ".said.json").write_text(json.dumps({"shots": party.written, **seen}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
