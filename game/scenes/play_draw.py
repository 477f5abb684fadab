"""Drawing the play scene (kept apart from its logic; `draw_table` changes nothing)."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Optional

import pygame

from game.render import hud, text
from game.render.felt import felt_surface
from game.rules.barnyard import SPOKE, TOE, PlacedTile
from game.rules.tiles import Tile
from game.scenes.barnyard_view import ladder_length, quantized_angle

if TYPE_CHECKING:
    from game.scenes.play import PlayScene

_alpha_cache: dict[tuple[int, int], pygame.Surface] = {}


def felt(scene: "PlayScene", size: tuple[int, int]) -> pygame.Surface:
    """The table cloth for this window size (made once per size)."""
    if scene._felt is None or scene._felt.get_size() != size:
        scene._felt = felt_surface(size)
    return scene._felt


def _ghost(image: pygame.Surface, alpha: int) -> pygame.Surface:
    key = (id(image), alpha)
    found = _alpha_cache.get(key)
    if found is None:
        if len(_alpha_cache) > 200:
            _alpha_cache.clear()
        found = image.copy()
        found.set_alpha(alpha)
        _alpha_cache[key] = found
    return found


def draw_table(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Everything at the table, back to front. The still part (felt, barnyard, seat plates,
    chicken yard) is kept as one opaque picture until something in it changes."""
    size = surface.get_size()
    key = _still_key(scene, size)
    if scene._still is None or scene._still_key != key:
        if scene._still is None or scene._still.get_size() != size:
            scene._still = pygame.Surface(size).convert() if pygame.display.get_surface() \
                else pygame.Surface(size)
        still = scene._still
        still.blit(felt(scene, size), (0, 0))
        draw_barnyard(scene, still)
        draw_seats(scene, still)
        draw_yard(scene, still)
        draw_labels(scene, still)
        scene._still_key = key
    else:
        _warm_barnyard(scene)
    surface.blit(scene._still, (0, 0))
    draw_turn_marker(scene, surface)
    draw_targets(scene, surface)
    draw_hand(scene, surface)
    for button in scene.buttons.values():
        button.draw(surface)
    draw_flights(scene, surface)
    draw_dragged(scene, surface)
    draw_effects(scene, surface)


def _still_key(scene: "PlayScene", size: tuple[int, int]) -> tuple[object, ...]:
    state = scene.state
    cam = scene.camera
    flying = frozenset(f.tile for f in scene.flights if f.to == "barnyard") | frozenset(
        t for t, kind in scene.held.items() if kind == "snap")
    public = () if state is None else (
        len(state.barnyard), state.hub, state.hub_needed, state.to_act, state.is_over,
        tuple(len(h) for h in state.hands), len(state.yard), tuple(state.cl_state))
    return (size, cam.centre, cam.scale, scene.painter.length, flying, public,
            tuple(scene.match.game.totals), scene.buttons["draw"].visible, scene.bottom,
            scene.geometry.size)


def _warm_barnyard(scene: "PlayScene") -> None:
    """Between redraws, keep preparing the next tile size (the zoom's target) a slice a frame."""
    items = list(scene.layout.placements.items())
    scene.painter.prepare(items, ladder_length(scene.camera.scale * 2),
                          barnyard_highlights(scene))


def barnyard_highlights(scene: "PlayScene") -> dict[Tile, str]:
    """The pending foot (or the opening double still needing spokes) glows."""
    state = scene.state
    if state is None or state.hub is None:
        return {}
    return {state.hub: "selected"}


def draw_barnyard(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Every placed tile not still flying in, and the pending foot's label."""
    flying = {f.tile for f in scene.flights if f.to == "barnyard"}
    items = [(t, p) for t, p in scene.layout.placements.items() if t not in flying]
    highlights = barnyard_highlights(scene)
    wanted = ladder_length(scene.camera.scale * 2)
    if scene.painter.art is not scene.app.art:  # the tile scheme changed in the settings
        scene.painter.art = scene.app.art
        scene.painter.forget()
    scene.painter.prepare(items, wanted, highlights)
    state = scene.state
    pending = state is not None and state.hub is not None and not state.is_over \
        and state.hub not in flying
    if pending:  # outlines first: the tiles lie over their inner edges
        width = max(1, round(2 * scene.geometry.scale))
        for polygon in open_slots(scene):
            points = [scene.camera.to_screen(x, y) for x, y in polygon]
            pygame.draw.polygon(surface, (150, 196, 150), points, width=width)
    scene.painter.draw(surface, scene.camera, items, highlights)
    if not pending or state is None or state.hub is None:
        return
    n = state.hub_needed
    start = state.barnyard[0].tile is state.hub
    what = "spoke" if start else "toe"
    caption = (f"{n} more {what}{'s' if n != 1 else ''} on {state.hub} before any line grows"
               if start else f"Chicken foot on {state.hub}: {n} more toe{'s' if n != 1 else ''}"
               " before anything else")
    g = scene.geometry
    label = text.render(caption, max(12, round(19 * g.scale)), (255, 226, 140), bold=True,
                        shadow=(0, 0, 0))
    surface.blit(label, label.get_rect(midbottom=(g.barnyard_rect.centerx,
                                                  g.hand_rect.top - round(6 * g.scale))))


def open_slots(scene: "PlayScene") -> list[tuple[tuple[float, float], ...]]:
    """Outlines of the spokes or toes the pending double still needs, where they will lie."""
    state = scene.state
    if state is None or state.hub is None:
        return []
    hub = state.hub
    start = state.barnyard[0].tile is hub
    total = scene.rules.spokes if start else 3
    stand_in = next((t for t in sorted(state.tile_pool) if not t.is_double and t.has(hub.high)
                     and t not in scene.layout), None)
    if stand_in is None:
        return []
    role = SPOKE if start else TOE
    out = []
    for slot in range(total - state.hub_needed, total):
        placed = PlacedTile(stand_in, hub, role, slot, stand_in.other(hub.high), 0)
        out.append(tuple(scene.layout.preview(placed).polygon))
    return out


def draw_targets(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Lit open ends where the held tile may go; the one under the pointer brighter."""
    if not scene.targets or scene.selected is None:
        return
    art = scene.app.art
    length = scene.painter.length or ladder_length(scene.camera.scale * 2)
    near = scene.target_at(scene.drag_pos) if scene.drag_pos is not None else None
    pulse = 0.5 + 0.5 * math.sin(scene.clock * 6)
    for target in scene.targets:
        x, y = scene.target_screen(target)
        angle = target.placement.angle
        centre = (round(x), round(y))
        glow = art.glow(length, angle, "selected" if target is near else "legal")
        surface.blit(_ghost(glow, 255 if target is near else int(150 + 105 * pulse) // 15 * 15),
                     glow.get_rect(center=centre))
        face = art.face(scene.selected, length, angle)
        surface.blit(_ghost(face, 240 if target is near else 185), face.get_rect(center=centre))


def draw_seats(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Name plates round the table; the seat to act glows and gets a bobbing marker."""
    state = scene.state
    match = scene.match
    g = scene.geometry
    to_act = state.to_act if state is not None and not state.is_over else -1
    totals = match.game.totals
    for seat, rect in g.plates.items():
        info = match.seats[seat]
        count = len(state.hands[seat]) if state is not None else 0
        note = ""
        if state is not None and state.cl_state[seat]:
            note = "1 tile!"
        plate = hud.seat_plate(rect.size, info.name, info.player, count, totals[seat],
                               seat == to_act, note)
        surface.blit(plate, rect)
        if seat != g.bottom:
            _mini_hand(scene, surface, rect, count)


def draw_turn_marker(scene: "PlayScene", surface: pygame.Surface) -> None:
    """A bobbing marker by the plate of the seat to act."""
    state = scene.state
    if state is None or state.is_over:
        return
    g = scene.geometry
    rect = g.plates[state.to_act]
    size = round(22 * g.scale)
    side = rect.left < 50 or rect.right > surface.get_width() - 50
    if state.to_act == g.bottom or side:
        pos = (rect.centerx, rect.top - size // 2 - 2)
    else:  # a plate along the top: below its little fan of tiles
        pos = (rect.centerx, rect.bottom + round(30 * g.scale) + size // 2)
    hud.turn_arrow(surface, pos, size, scene.clock)
    if scene.ai is not None and scene.ai.seat == state.to_act and scene.ai.action is None:
        dots = "." * (1 + int(scene.clock * 3) % 3)
        label = text.render(f"thinking{dots}", max(10, round(14 * g.scale)), (255, 226, 140),
                            shadow=(0, 0, 0))
        surface.blit(label, (pos[0] + size, pos[1] - label.get_height() // 2))


def _mini_hand(scene: "PlayScene", surface: pygame.Surface, rect: pygame.Rect,
               count: int) -> None:
    """A fan of small backs under an opponent's plate."""
    if count <= 0:
        return
    art = scene.app.art
    length = max(14, round(26 * scene.geometry.scale))
    back = art.back(length, 90)
    shown = min(count, 12)
    step = min(length * 0.42, (rect.width - length) / max(1, shown))
    x0 = rect.centerx - step * (shown - 1) / 2
    y = rect.bottom + length * 0.3 if rect.top < scene.geometry.barnyard_rect.top \
        else rect.top - length * 0.3
    if rect.left < 50 or rect.right > surface.get_width() - 50:
        y = rect.bottom + length * 0.4
    surface.blits([(back, back.get_rect(center=(round(x0 + i * step), round(y))))
                   for i in range(shown)], doreturn=False)


def draw_yard(scene: "PlayScene", surface: pygame.Surface) -> None:
    """The chicken yard: a little heap of backs with its count, lit when you may draw."""
    state = scene.state
    g = scene.geometry
    count = len(state.yard) if state is not None else 0
    rect = g.yard_rect
    art = scene.app.art
    length = round(rect.width * 0.55)
    can_draw = scene.buttons["draw"].visible
    if can_draw:
        glow = art.glow(length, 20, "legal")
        surface.blit(glow, glow.get_rect(center=rect.center))
    heap = ((-0.18, -0.1, 20), (0.16, 0.05, 160), (-0.05, 0.18, 95), (0.1, -0.2, 125))
    for i, (dx, dy, angle) in enumerate(heap[:min(4, count)]):
        art.blit(surface, None, (rect.centerx + dx * rect.width, rect.centery + dy * rect.height),
                 length, angle)
    badge = hud.count_badge(count, max(12, round(18 * g.scale)))
    surface.blit(badge, badge.get_rect(center=(rect.right - badge.get_width() // 3,
                                               rect.top + badge.get_height() // 3)))
    label = text.render("chicken yard", max(10, round(14 * g.scale)), (225, 236, 220))
    surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom - label.get_height())))


def draw_hand(scene: "PlayScene", surface: pygame.Surface) -> None:
    """The bottom seat's tiles: faces when shown, backs while hidden."""
    g = scene.geometry
    art = scene.app.art
    length = scene.hand_length()
    positions = scene.hand_positions()
    shown = scene.revealed == g.bottom
    playable = _playable(scene) if shown and scene.can_act else None
    dragging = None
    hinted = getattr(scene.hinted, "tile", None)
    hovered = scene.hand_tile_at(scene.pointer) if playable is not None else None
    for tile in scene.hand_tiles():
        if tile is dragging:
            continue
        x, y = positions[tile]
        highlight: Optional[str] = None
        lift = 0.0
        if shown:
            if tile is scene.selected:
                highlight, y = "selected", y - length * 0.12
            elif tile is hinted:
                highlight = "hint"
            elif playable is not None and tile not in playable:
                highlight = "dim"
            if tile is hovered and tile is not scene.selected:
                y -= length * 0.06
            art.blit(surface, tile, (x, y), length, 270, highlight, lift)
        else:
            art.blit(surface, None, (x, y), length, 270)
    if not shown and scene.match.humans and not scene.state.is_over:
        label = text.render("hands hidden", max(10, round(16 * g.scale)), (230, 230, 210))
        surface.blit(label, label.get_rect(midbottom=(g.hand_rect.centerx, g.hand_rect.top)))


def _playable(scene: "PlayScene") -> set[Tile]:
    return {a.tile for a in scene._turn_legal() if hasattr(a, "tile")}


def draw_flights(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Tiles gliding between seats, the yard and the barnyard."""
    art = scene.app.art
    barn = scene.painter.length or ladder_length(scene.camera.scale * 2)
    hand = scene.hand_length()
    small = max(14, round(26 * scene.geometry.scale))
    for flight in scene.flights:
        x, y, angle, lift = flight.glide.pose()
        t = flight.glide.elapsed / max(1e-6, flight.glide.duration)
        if flight.to == "barnyard":
            length = round(hand + (barn - hand) * min(1.0, t * 1.4))
        elif flight.to == "hand":
            length = hand
        else:
            length = round(barn + (small - barn) * t)
        if not flight.glide.done:
            angle = quantized_angle(angle)
        length = max(8, length // 4 * 4)
        art.blit(surface, flight.tile if flight.face else None, (x, y), length, angle,
                 None, lift)


def draw_dragged(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Tiles moved by physics: the one under the pointer (lifted), snapping or sliding home."""
    art = scene.app.art
    hand = scene.hand_length()
    barn = scene.painter.length or ladder_length(scene.camera.scale * 2)
    over = scene.geometry.barnyard_rect
    for tile, kind in scene.held.items():
        if tile not in scene.physics:
            continue
        x, y, angle = scene.physics.pose(tile)
        inside = over.collidepoint(x, y) and kind != "home"
        length = barn if inside and kind == "snap" else hand
        if kind == "drag" and inside:
            length = max(barn, round(hand * 0.8))
        lift = 1.0 if kind == "drag" else 0.3
        highlight = "selected" if kind == "drag" else None
        art.blit(surface, tile, (x, y), length // 2 * 2, quantized_angle(angle), highlight, lift)
    if scene.yard_drag is not None:  # a tile being dragged off the chicken yard, face down
        art.blit(surface, None, scene.yard_drag, hand // 2 * 2, 270, "selected", 1.0)


def draw_effects(scene: "PlayScene", surface: pygame.Surface) -> None:
    """Banners across the barnyard and the toast at its foot."""
    g = scene.geometry
    centre = g.barnyard_rect.center
    for i, banner in enumerate(scene.banners[-2:]):
        y = g.barnyard_rect.top + round((40 + 56 * i) * g.scale)
        banner.draw(surface, (centre[0], y), round(46 * g.scale))
    if scene.toast is not None:
        scene.toast.draw(surface, (centre[0], g.barnyard_rect.bottom - 24 * g.scale),
                         max(12, round(20 * g.scale)))


def draw_labels(scene: "PlayScene", surface: pygame.Surface) -> None:
    """The round and, when watching, how to drive the view."""
    g = scene.geometry
    state = scene.state
    if state is not None:
        label = text.render(
            f"Round {state.round_number}  -  starting double {state.round_double}",
            max(10, round(15 * g.scale)), (225, 236, 220), shadow=(0, 0, 0))
        surface.blit(label, label.get_rect(topleft=(g.plates[g.bottom].left,
                                                    g.hand_rect.top + round(2 * g.scale))))
    if scene.watch:
        label = text.render("Watching: Space fast-forwards, Esc for the menu",
                            max(10, round(15 * g.scale)), (225, 236, 220), shadow=(0, 0, 0))
        surface.blit(label, label.get_rect(topright=(g.yard_rect.left - round(10 * g.scale),
                                                     g.hand_rect.top + round(2 * g.scale))))
