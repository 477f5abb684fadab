"""No two texts or panels of the table overlap: the parts report what they draw (seat plates, fans
of backs, the turn marker, the status line, the foot caption, the overview map) and the test adds
the hand, the chicken yard and the buttons (the move log's and the menu's too), mid-round with
2, 4 and 8 seats at both window sizes, in large print too. And nothing the placement service
puts over the table (banners, toasts, the caption, the calls, the log, the map, the app's
messages) covers a tile, a plate or the status line on crowded tables."""
from itertools import combinations

import pygame
import pytest

from game.app import App
from game.match import Match
from game.render.effects import Banner
from game.render.placement import overlap
from game.layout.table_region import button_count, panel_rects
from game.rules import RuleSet
from game.scenes.play.floating import typical_frame
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.scene import PlayScene
from game.scenes.play.seat_panels import FAN_MOST, SeatPanels
from game.seats import Seat
from game.store.settings import Settings
from table_probe import probe

NAMES = ("Hen", "Rooster", "Chick", "Bantam", "Pullet", "Capon", "Silkie", "Leghorn")


def _mid_round(size: tuple[int, int], seats: int, played: int,
               large: bool = False) -> PlayScene:
    app = App(size, settings=Settings(animation_speed="fast", large_print=large), seed=1)
    players = [Seat(NAMES[i], "easy", pace=0.0) for i in range(seats)]
    rules = RuleSet(set=12) if seats > 4 else RuleSet()
    match = Match(rules, players, seed=4)
    match.start_round()
    while match.state.phase != "play":
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    for _ in range(3000):
        app.step(1 / 20)
        if len(match.state.barnyard) >= played or match.state.is_over:
            break
    assert not match.state.is_over and app.stack.top is scene
    return scene


def _drawn(scene: PlayScene) -> list[tuple[str, pygame.Rect]]:
    """Every text and panel rectangle the table shows now."""
    rects = scene.seats.rects(scene.state, scene.app.art) + scene.barnyard.rects()
    rects += [(f"button {name}", b.rect) for name, b in probe(scene).buttons.items() if b.visible]
    rects.append(("chicken yard", scene.geometry.yard_rect))
    rects.append(("log button", scene.log.button.rect))
    rects.append(("menu button", scene.menu_button.rect))
    length = scene.hand.length()
    hand = [pygame.Rect(round(x - length / 4), round(y - length / 2), length // 2, length)
            for x, y in probe(scene).hand_positions().values()]
    if hand:
        rects.append(("hand", hand[0].unionall(hand[1:])))
    return rects


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_no_two_texts_or_panels_of_the_table_overlap(size, seats, large) -> None:
    scene = _mid_round(size, seats, 10, large)
    drawn = _drawn(scene)
    assert {"plate 0", "status 0", "turn marker", "hand"} <= {name for name, _ in drawn}
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(drawn, 2) if ra.colliderect(rb)]
    assert clashes == []


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_the_overview_map_overlaps_no_text_or_panel(size, seats, large) -> None:
    scene = _mid_round(size, seats, 6, large)
    probe(scene).camera.whole = False  # as when play is framed rather than the whole tree
    drawn = _drawn(scene)
    assert "overview map" in {name for name, _ in drawn}
    clashes = [(a, b) for (a, ra), (b, rb) in combinations(drawn, 2) if ra.colliderect(rb)]
    assert clashes == []



@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_fan_of_backs_lies_inside_its_seats_panel(size, large) -> None:
    """The barnyard view hides tiles under the panels (table_region.panel_rects: a plate with
    its fan of backs and turn marker); a fan reaching past its panel (the side seats' did, by
    1 to 2.2 px) lies on tiles passing under it. With 2 to 8 seats, one back and the most a
    fan shows, every opponent's fan lies inside the panel round its plate."""
    app = App(size, settings=Settings(large_print=large), seed=1)
    for seats in range(2, 9):
        rules = RuleSet(set=12) if seats > 4 else RuleSet()
        match = Match(rules, [Seat(NAMES[i], "easy") for i in range(seats)], seed=1)
        geometry = TableGeometry(size, seats, 0, app.settings.print_scale)
        panels = SeatPanels(match, geometry, False, lambda: 0.0, lambda: False, lambda _: None)
        boxes = [pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
                 for x0, y0, x1, y1 in panel_rects(geometry, button_count(rules.chickenlittle))]
        for seat, plate in geometry.plates.items():
            if seat == geometry.bottom:
                continue
            box = next(box for box in boxes if box.contains(plate))
            for count in (1, FAN_MOST):
                fan = panels.fan_rect(app.art, seat, count)
                assert fan is not None and box.contains(fan), (seats, seat, count, fan, box)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_turn_marker_lies_inside_its_seats_panel(size, large) -> None:
    """The turn marker reached 3 to 4 px past the panel the view hides tiles under (above a
    side plate, below a top seat's fan of backs), and a computer's "thinking..." beside it 12
    px past the plate at 1024x600, over tiles passing by. With 2 to 8 seats, as each opponent
    comes to act, the marker by its plate and the "thinking..." beside it lie inside the
    panel round that plate."""
    app = App(size, settings=Settings(large_print=large), seed=1)
    for seats in range(2, 9):
        rules = RuleSet(set=12) if seats > 4 else RuleSet()
        match = Match(rules, [Seat(NAMES[i], "easy") for i in range(seats)], seed=1)
        match.start_round()
        geometry = TableGeometry(size, seats, 0, app.settings.print_scale)
        panels = SeatPanels(match, geometry, False, lambda: 0.0, lambda: False, lambda _: None)
        boxes = [pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
                 for x0, y0, x1, y1 in panel_rects(geometry, button_count(rules.chickenlittle))]
        seen: set[int] = set()
        while len(seen) < seats - 1:
            seat = match.state.to_act
            if seat != geometry.bottom and seat not in seen:
                seen.add(seat)
                box = next(box for box in boxes if box.contains(geometry.plates[seat]))
                drawn = dict(panels.rects(match.state, app.art))
                for name in ("turn marker", "thinking"):
                    assert box.contains(drawn[name]), (seats, seat, name, drawn[name], box)
            match.apply(match.state.legal_actions()[0])


def _crowded(size: tuple[int, int], seats: int, large: bool, everything: bool) -> PlayScene:
    """Late in a round, many tiles down, with a banner, a toast, the calls and the overview map
    shown; with `everything`, two banners, a long refusal, the move log open and a message of
    the app's too."""
    scene = _mid_round(size, seats, {2: 20, 4: 30, 8: 40}[seats], large)
    scene.callouts.shout(Banner("Chick: Chicken foot!"))
    probe(scene).camera.whole = False  # the map shows, as when play is framed
    scene.actions.show(False, False, "Hen: Chickenlittle!", "Catch Rooster!")
    if everything:
        scene.callouts.shout(Banner("Blocked!"))
        scene.callouts.say("Rooster can play, and must play when able, as the house rules say")
        scene.log.open = True
        scene.app.announce("Achievement: Tiptoe Finish")
    else:
        scene.callouts.say("Hen draws and passes")
    scene.arrange()
    scene.app.draw()
    return scene


def _clashes(scene: PlayScene, names: set[str]) -> list[tuple[str, str]]:
    """Which of the floating things named overlap a tile (as drawn, inside the table's area),
    a plate, a fan, the status line or the turn marker, or each other."""
    floating = scene.floating_rects()
    area = scene.barnyard.area()
    tiles = [("tile", box.clip(area)) for box in scene.barnyard.tile_boxes()
             if box.colliderect(area)]
    assert len(tiles) >= 12
    panels = scene.seats.rects(scene.state, scene.app.art)
    out = [(name, other) for name, rect in floating.items() if name in names
           for other, box in [*tiles, *panels] if rect.colliderect(box)]
    return out + [(a, b) for (a, ra), (b, rb) in combinations(floating.items(), 2)
                  if ra.colliderect(rb)]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1280, 648)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_on_a_crowded_table_nothing_floats_over_a_tile_a_plate_or_the_status_line(
        size, seats, large) -> None:
    scene = _crowded(size, seats, large, everything=False)
    floating = set(scene.floating_rects())
    assert {"banner 0", "toast", "overview map", "button announce", "button catch"} <= floating
    assert scene.crowded_out() == set()
    assert _clashes(scene, floating) == []


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1280, 648)])
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_with_everything_at_once_only_what_finds_no_room_covers_tiles_never_a_plate(
        size, seats, large) -> None:
    """The log open, two banners, a long refusal and an achievement over a late table: what
    finds free room covers nothing; a banner or the toast that finds none at any of its sizes
    is not shown; what must show and finds none (the log, shrunk as far as it goes, on an
    eight-seat table) covers tiles or the cards placed before it, never a plate, a fan, the
    status line or the turn marker."""
    scene = _crowded(size, seats, large, everything=True)
    floating = set(scene.floating_rects())
    assert {"move log", "notice"} <= floating
    crowded = scene.crowded_out()
    assert not {"banner 0", "banner 1", "toast"} & crowded
    assert [(a, b) for a, b in _clashes(scene, floating - crowded)
            if not {a, b} & crowded] == []
    assert [(a, b) for a, b in _clashes(scene, crowded)
            if b != "tile" and not {a, b} & crowded] == []


@pytest.mark.parametrize("seats", [2, 8])
def test_the_benchmarks_typical_frame_places_cards_as_the_table_does(seats) -> None:
    """typical_frame (for tools/bench_barnyard.py, no window) puts its toast at the table's
    home for a toast of its size when the table does, and nothing it finds room for over a
    tile or a panel."""
    scene = _mid_round((1280, 720), seats, 14)
    view = scene.barnyard
    tiles = [(float(r.left), float(r.top), float(r.right), float(r.bottom))
             for r in view.tile_boxes()]
    panels = panel_rects(scene.geometry, button_count(scene.match.rules.chickenlittle))
    spots = typical_frame(scene.geometry, view.region, tiles, panels, map_shown=True)
    assert list(spots) == ["overview map", "banner 0", "toast"]
    toast = spots["toast"].rect
    size = (round(toast[2] - toast[0]), round(toast[3] - toast[1]))
    view.memory.clear()
    placed = view.toast_rect(size, [view.map_home()])
    assert spots["toast"].free and placed.collidelist(view.tile_boxes()) < 0
    if placed == view.toast_home(size):
        assert (round(toast[0]), round(toast[1])) == placed.topleft
    for spot in spots.values():
        assert not spot.free or not any(overlap(spot.rect, box) for box in [*tiles, *panels])


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_hands_hidden_keeps_off_the_tiles_and_the_status_line(size) -> None:
    """Seen: 'hands hidden' sat at the top of the hand strip, over the barnyard's foot."""
    app = App(size, settings=Settings(animation_speed="fast"), seed=1)
    match = Match(RuleSet(), [Seat("Ana"), Seat("Ben"), Seat("Hen", "easy", pace=0.0)], seed=4)
    match.start_round()
    while len(match.state.barnyard) < 16 and not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    scene = PlayScene(app, match)
    app.clear_to(scene)
    scene.humans.revealed = None  # between two people's turns: every hand face down
    probe(scene).camera.snap()
    app.draw()
    note = scene.floating_rects()["hands hidden"]
    area = scene.barnyard.area()
    tiles = [box.clip(area) for box in scene.barnyard.tile_boxes() if box.colliderect(area)]
    assert "hands hidden" not in scene.crowded_out()
    assert note.collidelist(tiles) < 0
    assert note.collidelist([r for _, r in scene.seats.rects(scene.state, app.art)]) < 0
