"""The table during a round: your hand, the seats around, the chicken yard and the barnyard.

Humans drag (or click, then click a target) tiles onto lit open ends and click the chicken yard or
drag a tile off it to draw; AI seats think a slice per frame and their tiles glide from their
seat at a pace you can follow. The rules decide every move; the scene only shows and asks.

The scene is made of parts, each owning a rectangle of the table, its input and its drawing: the
hand (hand_view), the chicken yard (yard_view), the barnyard (barnyard_view), the seat plates and
status line (seat_panels), the action buttons (action_bar), the markers for the places beyond
the view (edge_markers), banners and the toast (callouts).
Behind them: the tiles on the move (tile_motion), what a move shows (move_show), the people at
the screen (humans) and the AI seats (seat_driver). The parts that fit part.Part (rect,
place, handle, draw: the hand and its keys, the seat plates, the action bar, the move log, the
tracker, the markers, the callouts, the round's end) and the scene's own steps for the rest (the
still picture, the barnyard's passes, the yard, the tiles on the move) stand in two ordered lists,
one for input and one for drawing, which the scene iterates; it runs the round's flow. A move goes one way, through the table model:

    mouse up near a lit end -> HandView.drop -> PlayScene.play -> Table.apply (game/table.py)
    -> Match.apply -> RoundState.apply -> the PlacedTile the rules made -> BarnyardLayout.add
    -> the autosave hook -> Change -> MoveShow.show: the tile snaps in, banner, sound
"""
from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING, Callable, Iterator, Optional, Union

import pygame

from game.match import Match
from game.render.felt import felt_surface
from game.render.placement import Floor
from game.render.widgets.button import Button
from game.rules.actions import Action, Announce, Catch, Draw, Pass, Play
from game.rules.explain import IllegalAction
from game.phones.protocol import CONNECTED, NEVER
from game.phones.state import Look
from game.rules.round import RoundState
from game.rules.tiles import Tile
from game.scenes.play.action_bar import ActionBar
from game.scenes.play.autopilot import Autopilot, busywork
from game.scenes.play.barnyard_view import (BarnyardLook, BarnyardView, pixel_box, pixels_rect,
                                            region_of)
from game.scenes.base import Scene
from game.scenes.play.callouts import TOAST_SECONDS, Callouts
from game.scenes.play.edge_markers import EdgeMarkers
from game.scenes.play.hand_keys import HandKeys
from game.scenes.play.hand_view import HandLook, HandView
from game.scenes.play.join_card import JoinCard
from game.scenes.play.lesson import Lesson, LessonTable
from game.scenes.play.phone_seats import PhoneSeats
from game.scenes.play.humans import Humans
from game.scenes.play.move_log import MoveLog
from game.scenes.play.move_show import MoveShow, Start
from game.scenes.play.part import Part
from game.scenes.play.privacy import PrivacyScene
from game.scenes.play.round_end import RoundEnd
from game.scenes.play.seat_driver import STAND_IN, UNDO_GRACE, SeatDriver
from game.scenes.play.seat_panels import FAN_MOST, SeatPanels
from game.scenes.play.table_settings import undo_offered
from game.scenes.play.intents import (Act, Ask, Carry, Choose, DrawFromYard, Drop, Grab, Intent,
                                      LiftFromYard, Light, LookAt, Pick, Refuse, Relight, Say,
                                      SayNearHand, SendHome, Suggest, TakeBack, Touch)
from game.scenes.play.selection import Selection
from game.scenes.play.story import drawn_this_turn, since_turn
from game.scenes.play.table_question import TableQuestion
from game.scenes.play.floating import toast_rise
from game.scenes.play.geometry import TableGeometry
from game.scenes.play.tile_motion import HAND_ANGLE, Arrivals, Lengths, TileMotion
from game.scenes.play.tracker_panel import TrackerPanel, tracker_shown
from game.scenes.play.turn_card import TurnCard
from game.scenes.play.yard_view import YardView
from game.table import Change, SaveHook, Table
from game.words.moves import no_fit, passed_for, takes_back
from game.words.names import possessive
from game.words.phones import phone_away, second_phone, second_phone_words, turn_of

if TYPE_CHECKING:
    from game.phones.server import PhoneServer
    from game.scenes.context import SceneContext

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
KEYS = {pygame.K_d: "draw", pygame.K_p: "pass", pygame.K_a: "announce", pygame.K_c: "catch"}


ASK_AGAIN = 20.0  # seconds after "Wait for the phone" before the table asks again
LAYOUT_AHEAD = 1500  # work a frame gives the layout worked out ahead (a few ms: slices.py)
LAYOUT_DUE = 7500  # and a frame of a computer's turn, the table at rest (thinking, its pause)
REDUCED_FLIGHT = 0.35  # flights take this share of their time with reduced motion
AFTER_ROUND = "for the score sheet"  # what a click at the round's end brings
AHEAD_AFTER = 0.3  # seconds the result shows before the score sheet is made ahead (after
#                    its fade-in; a click goes on only after round_end.SETTLE)


class PlayScene(Scene):
    """One round at the table, from the first turn to the last tile."""

    def __init__(self, app: "SceneContext", match: Match,
                 save: Optional[SaveHook] = None,
                 leave: Optional[Callable[[], None]] = None,
                 lesson: Optional[Lesson] = None,
                 phones: Optional["PhoneServer"] = None) -> None:
        """`save`: the autosave (the app's unless given: the tutorial keeps nothing);
        `leave`: where the round's end and Esc go instead of the score sheet and the pause
        menu (a reviewed position tried again goes back to the review); `phones`: the phone
        seats' server (a game with phone seats); `lesson`: the
        tutorial's script, pointing and end (None: a game by the rules alone)."""
        super().__init__(app)
        self.leave = leave
        self.lesson = lesson
        seats = len(match.seats)
        region = region_of(TableGeometry(app.size, seats, 0), match.rules)  # any bottom seat
        width, height = region.extent
        self.table = Table(match, max(0.25, min(4.0, width / height)), save or app.files.save_game,
                           region.extent)
        self.watch = not match.people
        self.selection = Selection()
        self.motion = TileMotion()
        self.callouts = Callouts(match)
        self.clock = 0.0
        self.geometry = TableGeometry(app.size, seats, 0)  # (laid out below: `_arrange`)
        self.ending = RoundEnd(match, self.watch, self._pace_factor, self.geometry,
                               self._round_end_spot, "to go back" if leave is not None
                               else AFTER_ROUND if lesson is None else lesson.after_round)
        self._still: Optional[pygame.Surface] = None
        self._end_ahead: Optional[Iterator[None]] = None  # the round's end, made ahead
        self._sheet_ahead: Optional[Iterator[object]] = None  # the score sheet, made ahead
        self.barnyard = BarnyardView(
            self.table, app.art, self.geometry, self.motion, self.selection, self._barnyard_look,
            lambda: self.app.settings.reduced_motion, lambda: self.humans.revealed)
        self.humans = Humans(self.table, self.selection, self.motion, self.barnyard, self.intend)
        self.barnyard.settle()
        self.geometry = geometry = TableGeometry(app.size, seats, self.humans.bottom,
                                                   app.settings.print_scale)
        self.hand = HandView(self.table, geometry, self.selection, self.motion, self.barnyard,
                             self.humans, lambda: self.clock, self.intend,
                             self._hand_look, lambda: self.app.art)
        self.keys = HandKeys(self.humans, self.selection, self.hand.standing, self.intend,
                             lambda tile: self.hand.positions().get(tile), self.hand.length)
        self.yard = YardView(geometry, self.intend, lambda: self.app.art, self.hand.length)
        self.markers = EdgeMarkers(self.barnyard, geometry,
                                   lambda: None if self.hand.press is None else self.hand.press.at,
                                   self.intend, lambda: self.clock)
        self.seats = SeatPanels(match, geometry, self.watch, lambda: self.clock,
                                lambda: self.driver.thinking_seat == self.state.to_act,
                                lambda seat: None if self.phones is None
                                else self.phones.status(seat))
        self.actions = ActionBar(lambda name: self.intend(Ask(name)), app.audio, geometry)
        self.log = MoveLog([seat.name for seat in match.seats], geometry, lambda: self.state)
        self.tracker = TrackerPanel(match, self.humans, tracker_shown(app, match), geometry)
        self.menu_button = Button("Menu", self.pause, hint="Esc", style="quiet", sounds=app.audio)
        self.show = MoveShow(match, self.motion, self.callouts, self.barnyard, self.hand, app.audio,
                             self._motion_factor)
        rng = random.Random(match.seed * 7919 + self.state.round_number)
        self.driver = SeatDriver(match, rng, app.ai_playouts)
        self.autopilot = Autopilot()
        self.hurry = False  # Space held
        self.on_top = False  # the top of the stack (`enter`, `exit`)
        self.lesson_table = LessonTable(lambda: self.geometry, lambda: self.clock, self.humans,
                                        self.hand, self.barnyard, self.actions, self.intend)
        self.told_no_fit = False  # a person was told of the automatic pass before this change
        for listener in (self.driver.moved, self.autopilot.moved, self.hand.moved,
                         self.humans.moved, self.tracker.moved, self.callouts.moved,
                         self.keys.moved, self.barnyard.moved, self.log.moved, self._moved):
            self.table.subscribe(listener)
        if lesson is not None:
            self.table.subscribe(lesson.moved)
        # The phone seats: sent their states at each change, what they ask made intents.
        self.phones = None if phones is None else PhoneSeats(
            phones, self.table, self.intend, self._phone_look,
            lambda: undo_offered(self.app.settings, self.match), self._computers_call)
        if self.phones is not None:
            self.table.subscribe(self.phones.moved)
        self.stand_ins: set[int] = set()  # phone seats a computer plays this turn (away)
        self.asked: set[object] = set()  # the questions put to the table (the join card...)
        self.away_asked: dict[int, float] = {}  # when the table last asked about a phone away
        self._felt: Optional[pygame.Surface] = None
        self._still_key: tuple[object, ...] = ()
        # the panels as the last still picture drawn whole showed them, and what for
        # the panels' key, and where they are kept once a glide's frame has needed them
        self._panels: Optional[tuple[tuple[object, ...], Optional[list[pygame.Rect]]]] = None
        self._panels_picture: Optional[pygame.Surface] = None  # (where they are kept)
        # what the seats draw beyond the panels, and for what (_beside_panels)
        self._beside: tuple[tuple[object, ...], list[pygame.Rect]] = ((), [])
        self._changed = False  # the table changed in this frame's update
        self._layout_due = False  # this frame is a computer's, the table at rest: LAYOUT_DUE
        self._still_late = False  # the last frame showed the still picture from before a change
        self._floor: Optional[Floor] = None  # this frame's placement of what floats (arrange)
        self.parts: tuple[Part, ...] = (self.barnyard, self.yard, self.hand, self.keys,
                                        self.seats, self.actions, self.log, self.tracker,
                                        self.markers, self.callouts, self.ending)
        # the parts (part.Part) and the scene's own steps, in the order events go to them (the
        # first to take one ends its trip; True: it waits while a press on the table is held)
        self.input_order: list[tuple[Callable[[pygame.event.Event], bool], bool]] = [
            (self.actions.handle, True), (self.menu_button.handle, True), (self.log.handle, True),
            (self.markers.handle, True), (self.barnyard.handle, False), (self.keys.handle, False),
            (self._table_keys, False), (self.yard.handle, False), (self.hand.handle, False)]
        # ...and in the order they are drawn, back to front
        self.drawing_order: list[Callable[[pygame.Surface], None]] = [
            self._draw_still_picture, self.barnyard.draw, self.seats.draw,
            self.tracker.draw, self.hand.draw, self.keys.draw,
            self.actions.draw, self.markers.draw, self._draw_moving, self.yard.draw,
            self.callouts.draw, self.ending.draw, self.log.draw, self.menu_button.draw,
            self._draw_lesson]
        self._arrange(geometry)
        self.arrange()

    # ----------------------------------------------------------------- the round
    @property
    def match(self) -> Match:
        """The game being played."""
        return self.table.match

    @property
    def state(self) -> RoundState:
        """The round being played."""
        return self.table.state

    def press_button(self, name: str) -> None:
        """Draw, pass, announce, catch or undo for the shown human, if allowed now."""
        self.intend(Ask(name))

    # ----------------------------------------------------------------- arrangement
    def enter(self) -> None:
        """The table is on top: it arranges what floats over it each frame."""
        self.on_top = True

    def exit(self) -> None:
        """The table leaves the top of the stack (pause, privacy screen, quitting, the score
        screen): any search under way stops; it starts again when the table comes back.
        Nothing floats anew over a table not on top (a card over it places its own)."""
        self.on_top = False
        self.driver.stop()

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out again for a new window size."""
        self._arrange(TableGeometry(size, len(self.match.seats), self.humans.bottom,
                                     self.app.settings.print_scale))
        self.barnyard.refit(self.geometry)
        self._felt = None
        self.intend(Relight())
        self.arrange()

    def _arrange(self, geometry: TableGeometry) -> None:
        self.geometry = geometry
        for part in self.parts:
            part.place(geometry)
        self.menu_button.rect = pygame.Rect(geometry.menu_rect)
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        humans = self.humans
        self.actions.offer(humans.turn_legal(), humans.call(Announce), humans.call(Catch),
                           [seat.name for seat in self.match.seats], humans.several,
                           humans.revealed is None)
        offered = undo_offered(self.app.settings, self.match)
        self.actions.offer_undo(self.undo_seat() is not None, humans.whose_undo(offered))

    def pause(self) -> None:
        """Esc or the Menu button: the pause menu over the table."""
        if self.leave is not None:
            self.leave()
            return
        self.app.push(self.app.screens.pause(self))

    def fast_forward(self) -> None:
        """Space: finish every animation now, cut the computer's pause short and close the
        undo window (the person has moved on)."""
        self._arrived(self.motion.finish())
        self.driver.hurry()
        self.callouts.hurry()

    # ----------------------------------------------------------------- time
    def update(self, dt: float) -> None:
        """The view aimed again if the next places it wanted are worked out since; animations,
        AI thinking, privacy hand-overs and the end of the round; then what the lesson, if
        any, lights; the layout worked out ahead a slice (LAYOUT_AHEAD, or LAYOUT_DUE in a
        computer's turn once the table is at rest: its plays' layouts are wanted then, a line
        laid again may take a few hundred thousand of the layout's work, and the frames of a
        still table have the room); last, this frame's
        floor: where what floats over the table goes (drawing only draws it). (A play's frame
        aims the view once: the places it still wants are aimed at in the next.)"""
        self._changed = False
        self._layout_due = False
        if self.barnyard.places_due:
            self.barnyard.follow()
        self._play_on(dt)
        self.table.work_ahead(LAYOUT_DUE if self._layout_due else LAYOUT_AHEAD)
        if self.lesson is not None:
            self.lesson.update(self.lesson_table)
        if self.on_top:  # (a table that put a scene over itself is not arranged again)
            self.arrange()

    def nudged(self) -> None:
        """A phone asked for something: carried out now, between frames, as the frame's update
        would (the new state goes back to the phones at once)."""
        if self.phones is not None:
            self.phones.update()

    def _play_on(self, dt: float) -> None:
        if self.hurry:
            dt *= 4
        if self.barnyard.held_card is not None:  # the card it held room for has gone (the
            self.barnyard.hold_card(None)  # table is not updated while one stands over it)
        self.clock += dt
        self.actions.update(dt)
        self.markers.update(dt)
        self.barnyard.hold(self.hand.press is not None or self.yard.press is not None)
        self.barnyard.camera.update(dt)
        moving = self.motion.busy  # a played tile still on its way this frame
        self._arrived(self.motion.update(dt))
        self.callouts.wait(bool(self.motion.flying_in()))
        self.callouts.update(dt)
        self.humans.follow_hint()  # the expert's hint, once back: lit and said why
        if self.phones is not None:
            self._ask_phones()  # the join card, a second phone's question
        self._turns(dt, moving)
        if self.phones is not None:  # what the phones asked, carried out
            self.phones.update()
            self.phones.wait_for(self._phones_awaited())

    def _turns(self, dt: float, moving: bool) -> None:
        """The round's flow this frame: its end held, the calls owed, whose turn it is."""
        state = self.state
        if state.is_over:  # the table holds the round's end until a click or key (round_end)
            # the result shows once the last tile has landed and the view has settled on it;
            # then a finished tree larger than the table is shown in parts (barnyard_view.tour_on)
            view = self.barnyard
            arriving = bool(self.motion.flights) or not (view.camera.settled
                                                         or self.ending.showing)
            if self.ending.update(dt, arriving, view.touring):
                self._to_score()
            elif not self.ending.showing:  # the last tile lands: the result made ahead
                if self._end_ahead is None:
                    self._end_ahead = self.ending.ahead()
                next(self._end_ahead, None)
            else:
                view.tour_on(dt)
                if self.ending.shown >= AHEAD_AFTER and self.leave is None \
                        and self.lesson is None:
                    if self._sheet_ahead is None:  # the score sheet's picture, a piece a frame
                        self._sheet_ahead = self.app.screens.score_ahead(self.match)
                    next(self._sheet_ahead, None)
            return
        self.driver.settle(dt, moving)
        if self._giving_way(state, dt):
            self._sync_buttons()
            return
        call = self.driver.react()
        if call is not None:
            self.apply(call)
            return
        seat = state.to_act
        self.stand_ins &= {seat}  # (a computer stands in for an away phone for one turn,
        self.away_asked = {s: t for s, t in self.away_asked.items() if s == seat}
        if self.humans.guest not in (None, seat):  # or the turn is played here)
            self.humans.seat_here(None)
        if self.humans.is_here(seat):
            self._human_turn(seat)
            self.keys.refresh()
            if self.lesson is None or self.lesson.automatic:
                self._busywork(dt)
        elif self._phone_waits(seat):
            self._phone_turn(seat)
        else:
            self.table.expect(seat)  # its plays laid out ahead while the last tile lands
            if not self.motion.busy:
                self._ai_turn(seat, dt)
                self._layout_due = not self._changed  # (a move shown: a frame of its own)
        self._sync_buttons()

    def _giving_way(self, state: RoundState, dt: float) -> bool:
        """True while the AI seats wait for a human here who may say Chickenlittle or catch
        (at least HUMAN_GRACE seconds, or until that person acts), or take back the play just
        made (UNDO_GRACE seconds, or until they press on the table again: the Undo button
        drains as the window runs out and goes away when it closes)."""
        humans = self.humans
        self.actions.show_undo_window(None)  # no window: Undo shows whenever it is offered
        self.actions.show_call_window(None)
        if self.humans.is_here(state.to_act) or self._phone_waits(state.to_act):
            return False
        waiting = False
        phones = self.phones
        if phones is not None and (phones.undoer() is not None or phones.calling()):
            waiting = self.driver.give_way(dt, UNDO_GRACE)  # (their undo or call, on a phone)
        if self.undo_seat() is not None:
            if self.hand.pressed:  # a press since the play: they have moved on
                self.driver.close_undo()
            left = self.driver.undo_window(dt)
            self.actions.show_undo_window(left / UNDO_GRACE)
            waiting = left > 0
        if humans.call(Announce) is not None or humans.call(Catch) is not None:
            waiting = self.driver.give_way(dt, humans.call_grace) or waiting
            self.actions.show_call_window(self.driver.grace / humans.call_grace)
        return waiting

    def _arrived(self, arrivals: Arrivals) -> None:
        for _ in arrivals.snapped:
            self.app.audio.play_sound("snap")
            self.barnyard.follow()
        for flight in arrivals.landed:
            if flight.to == "barnyard":
                self.app.audio.play_sound("clack")

    def _human_turn(self, seat: int) -> None:
        self.driver.stop()
        humans = self.humans
        if humans.revealed == seat and humans.bottom == seat:
            self._tell_no_fit(seat)
            return
        if self.motion.busy:
            return
        if seat != humans.bottom:
            self._seat_at_bottom(seat)
        if not humans.several:
            humans.reveal(seat)
            return
        humans.reveal(None)
        self.app.push(self._hand_over(seat))

    def _busywork(self, dt: float) -> None:
        """Draw, pass (or play the only move) for the human when there is no choice, once the
        tile they drew has landed in the hand; a pass made for them is said over the hand."""
        humans = self.humans
        landing = bool(self.motion.coming_to_hand())
        turn = humans.turn_legal() if humans.can_act and humans.hand_shown and not landing \
            else []
        action = self.autopilot.step(turn, self.app.settings, dt, self._pace_factor())
        if isinstance(action, Draw):
            humans.draw_from_yard()
        elif isinstance(action, Play):
            self.play(action)
        elif action is not None and self.apply(action):  # a pass: nothing fits, drawn or not
            self.intend(SayNearHand(passed_for(self.match.seats[action.seat].name)))

    def _reveal(self, seat: int) -> None:
        self.humans.reveal(seat)
        self.intend(Relight())

    def _ai_turn(self, seat: int, dt: float) -> None:
        if self.lesson is not None:
            action = self.lesson.computer_move(seat, dt, self._pace_factor())
        else:
            action = self.driver.turn(seat, self._pace(seat),
                                      STAND_IN if seat in self.stand_ins else None,
                                      self._laid_ahead)
        if isinstance(action, Play):
            self.play(action)
        elif action is not None:
            self.apply(action)

    def _laid_ahead(self, action: Action) -> bool:
        """True unless `action` places a tile whose spot the table is still working out (then
        it is worked out next)."""
        return not isinstance(action, Play) or self.table.ready(action)

    def _to_score(self) -> None:
        if self.leave is not None:
            self.leave()
        elif self.lesson is not None:
            self.app.push(self.lesson.when_over(self.app, self))
        else:
            self.app.replace(self.app.screens.score(self.match))

    def _pace_factor(self) -> float:
        return self.app.settings.pace_factor

    def _motion_factor(self) -> float:
        """How long tiles take to fly: the animation speed, and short flights with reduced
        motion (the game's pace, the computer players' pauses, stays the same)."""
        settings = self.app.settings
        return settings.pace_factor * (REDUCED_FLIGHT if settings.reduced_motion else 1.0)

    def _pace(self, seat: int) -> float:
        """Seconds the table stays still before `seat` (a computer) shows its move: its pace
        times the Opponents setting (the animation speed is for flights only)."""
        return self.match.seats[seat].pace * self.app.settings.opponent_seconds

    # ----------------------------------------------------------------- moves
    def play(self, action: Play, start: Start = None, snap: bool = False,
             slot: Optional[int] = None) -> bool:
        """Apply a play and glide its tile from `start` (x, y[, angle]) to its place (a spoke
        or toe: the free `slot` of its double chosen, else the first); `snap`: the dragged body
        is pulled into its slot by a pymunk joint and spring instead."""
        if start is None and action.seat == self.humans.bottom:
            start = self.hand.positions().get(action.tile)
        return self.apply(action, start, snap, slot)

    def apply(self, action: Action, start: Start = None, snap: bool = False,
              slot: Optional[int] = None) -> bool:
        """Hand an action to the table; a refusal becomes a toast. True if applied. A drawn
        tile glides from `start` (x, y: where a tile dragged off the pile was let go) or from
        the chicken yard; a played one from `start` or its seat (into `slot`: see play). A
        lesson may refuse it, in words."""
        refusal = None if self.lesson is None else self.lesson.refusal(action)
        if refusal is not None:
            self.intend(Say(refusal, "error", refusal=True))
            return False
        try:
            change = self.table.apply(action, slot)
        except IllegalAction as refused:
            self.intend(Refuse(refused.refusal))
            return False
        if change.save_problem:
            self.callouts.say(change.save_problem, "error")
        self.selection.clear()
        humans = self.humans
        self.show.show(change, start, snap, humans.revealed)
        if change.round_over:
            self.barnyard.follow()  # the view frames the finished tree (a blocked end too)
            self.callouts.round_over()  # the round's end says what happened
            humans.reveal(None if humans.several else humans.bottom)
        elif humans.to_act is None and humans.several:
            humans.reveal(None)  # an AI's turn between humans: hide every hand
        return True

    def _moved(self, change: Change) -> None:
        """The table changed: a person's automatic pass is to be told again; the still picture
        follows in the next frame (_draw_still_picture)."""
        self.told_no_fit = False
        self._changed = True

    def intend(self, intent: Intent) -> bool:
        """What a part (or a phone) means, carried out: the one place the pick, the moves, the
        tiles on the move and the words said are written. True when it was done (an Act the
        rules took)."""
        if isinstance(intent, Act):
            if isinstance(intent.action, Play):
                return self.play(intent.action, intent.start, intent.snap, intent.slot)
            return self.apply(intent.action, intent.start)
        if isinstance(intent, Ask):
            if intent.name == "undo":
                return self.undo()
            self.humans.press_button(intent.name)
        elif isinstance(intent, TakeBack):
            self._take_back(intent.seat)
        elif isinstance(intent, Light):
            self._light(intent.seat, intent.tile)
        elif isinstance(intent, DrawFromYard):
            return self.humans.draw_from_yard(intent.at)
        elif isinstance(intent, LiftFromYard):
            if not any(isinstance(a, Draw) for a in self.humans.turn_legal()):
                self.yard.cancel()  # nothing comes off the pile
                self.humans.refused_draw()
        elif isinstance(intent, Grab):
            self.motion.grab(intent.tile, intent.home, intent.at, intent.length)
        elif isinstance(intent, Carry):
            self.motion.drag_to(intent.at)
        elif isinstance(intent, SendHome):
            self.motion.send_home(intent.tile, intent.home)
        elif isinstance(intent, Touch):
            self.hand.touched()
        elif isinstance(intent, Say):
            self.callouts.say(intent.message, intent.tone, intent.refusal)
        elif isinstance(intent, Refuse):
            self.callouts.refuse(intent.refusal)
        elif isinstance(intent, SayNearHand):
            seconds = TOAST_SECONDS if intent.seconds is None else intent.seconds
            self.callouts.near_hand(intent.message, seconds, intent.until_moved)
        elif isinstance(intent, Choose):
            self.barnyard.show_place(intent.target.placement.polygon)
        elif isinstance(intent, LookAt):
            self.barnyard.look_at(intent.place)
        else:
            self._pick(intent)
        return True

    def _light(self, seat: int, tile: Optional[Tile]) -> None:
        """A phone seat's tile lifted on its turn: its places lit (None, or not its turn:
        nothing lit)."""
        plays = [a for a in self.state.legal_actions() if isinstance(a, Play)
                 and a.seat == seat and a.tile is tile] if tile is not None else []
        targets = self.barnyard.targets_for(plays)
        self.selection.tile = tile if targets else None
        self.selection.targets = targets
        self.selection.on_phone = bool(targets)

    def _pick(self, intent: Union[Pick, Relight, Drop, Suggest]) -> None:
        """The selection, written: a picked tile lights its places (a hint's one place, if it
        has it) and stays picked only while it has some and its player may move."""
        selection = self.selection
        if isinstance(intent, Suggest):
            selection.hinted = intent.action
        elif isinstance(intent, Drop):
            selection.drop()
        else:
            tile = intent.tile if isinstance(intent, Pick) else selection.tile
            humans = self.humans
            targets = humans.targets_for(tile) if tile is not None and humans.can_act else []
            if isinstance(intent, Pick) and intent.only is not None:
                targets = [t for t in targets if t.action == intent.only][:1] or targets
            selection.tile = tile if targets else None
            selection.targets = targets
            selection.on_phone = False
            if isinstance(intent, Pick) and intent.only is not None and targets:
                # the hint's place brought into view, as a place the keyboard chose
                self.barnyard.show_place(targets[0].placement.polygon)
                return
        self.barnyard.follow()  # (the places lit for a person here in view)

    # ----------------------------------------------------------------- undo
    def undo_seat(self) -> Optional[int]:
        """The shown human who may take back their last play now (None: nobody)."""
        return self.humans.undo_seat(undo_offered(self.app.settings, self.match))

    def undo(self) -> bool:
        """Ctrl+Z or Undo: take back the shown human's last play, the tile gliding back into
        the hand (with no hand shown, behind the cover of the person whose play it was: see
        `_undo_handed`); the AI's thinking about the later table is dropped. Else say why not."""
        seat = self.undo_seat()
        if seat is None:
            self.intend(Say(self.humans.no_undo(undo_offered(self.app.settings, self.match)),
                            "error", refusal=True))
            return False
        if seat == self.humans.revealed:
            self._take_back(seat)
        else:
            self._undo_handed(seat)
        return True

    def _take_back(self, seat: int) -> None:
        """Take back `seat`'s last play, its tile gliding from the barnyard into the hand."""
        self._arrived(self.motion.finish())  # the tile lands before it is picked up again
        change = self.table.undo(seat)
        self.driver.cancel()
        self.selection.clear()
        placed, placement = change.placed, change.placement
        assert placed is not None and placement is not None
        x, y = self.barnyard.camera.to_screen(*placement.centre)
        if seat == self.humans.bottom:
            home = self.hand.positions()[placed.tile]
            self.motion.glide(placed.tile, (x, y, placement.angle),
                              (home[0], home[1], HAND_ANGLE), 0.35 * self._pace_factor(), True,
                              "hand")
        else:  # (a phone seat's: back to its plate, face down)
            ax, ay = self.geometry.anchor(seat)
            self.motion.glide(placed.tile, (x, y, placement.angle), (ax, ay, 0.0),
                              0.35 * self._pace_factor(), False, "seat")
        self.barnyard.follow()
        self.intend(Say(change.save_problem or takes_back(self.match.seats[seat].name,
                                                          placed.tile),
                        "error" if change.save_problem else "info"))
        self.app.audio.play_sound("draw")
        self._sync_buttons()

    def _hand_over(self, seat: int) -> Scene:
        """The cover before `seat`'s turn at a party: what happened since their last turn, a
        forgotten "Chickenlittle" to say or catch, the last person's play to take back
        (Humans.hand_over)."""
        names = [info.name for info in self.match.seats]
        announcers, catchers, undo = self.humans.hand_over(
            seat, undo_offered(self.app.settings, self.match))
        had_turn = any(a.seat == seat and isinstance(a, (Play, Draw, Pass))
                       for a in self.state.history)
        return PrivacyScene(self.app, names[seat], lambda: self._reveal(seat), announcers,
                            lambda: since_turn(self.state, names, seat), catchers, undo,
                            self.pause, "" if had_turn else "This round so far")

    def _undo_handed(self, seat: int) -> None:
        """Undo while no hand shows (on the hand-over, or before a computer's move): the play of
        the person whose hand was just covered is taken back and it is their turn again, every
        hand still hidden: their own cover comes up before their hand shows."""
        if seat != self.humans.bottom:
            self._seat_at_bottom(seat)
        self._take_back(seat)

    def _seat_at_bottom(self, seat: int) -> None:
        """`seat`'s hand goes along the bottom: the table is laid out for it."""
        self.humans.seat_at_bottom(seat)
        self._arrange(TableGeometry(self.app.size, len(self.match.seats), seat,
                                     self.app.settings.print_scale))

    def _tell_no_fit(self, seat: int) -> None:
        """At a party, a person whose turn comes down to an automatic pass is told what the
        table drew for them, on a card with Continue, before the pass and the hand-over."""
        humans = self.humans
        turn = humans.turn_legal()
        if not humans.several or self.told_no_fit or [type(a) for a in turn] != [Pass] \
                or busywork(turn, self.app.settings) is None \
                or any(flight.to == "hand" for flight in self.motion.flights):
            return  # (the drawn tile is seen landing in the hand first)
        self.told_no_fit = True

        def go_on() -> None:
            self.barnyard.hold_card(None)
            if Pass(seat) in self.humans.turn_legal():
                self.apply(Pass(seat))

        self.app.push(TurnCard(self.app, self.match.seats[seat].name,
                               no_fit(drawn_this_turn(self.state, seat)),
                               lambda: pygame.Rect(self.geometry.barnyard_rect),
                               self._card_spot, go_on, self.pause))

    def _card_spot(self, sizes: list[tuple[int, int]]) -> pygame.Rect:
        """Where a card the table waits under stands: at the first of its `sizes`, in room the
        view leaves for it beside the tree, as for the round's result (nobody places a tile
        while it stands, so the tiles may shrink for it)."""
        self.barnyard.hold_card(sizes[0])
        self.barnyard.camera.snap()  # (the table below the card is not updated: no glide)
        self.arrange()  # (what floats over the table below the card keeps off it)
        assert self.barnyard.end_room is not None  # (the starting double is down)
        return self.barnyard.end_room

    # ----------------------------------------------------------------- phones
    def _computers_call(self) -> None:
        """The Chickenlittles the computers owe now, said at once (a catch waits for the
        people first: `_giving_way`)."""
        for call in self.driver.announcements():
            self.apply(call)

    def _phone_look(self) -> Look:
        """How the phones draw tiles: as the settings draw them here."""
        settings = self.app.settings
        return Look(settings.tile_face, settings.pip_palette if settings.colour_pips else None)

    def _phone_waits(self, seat: int) -> bool:
        """True when `seat` is a phone seat the table waits on (no computer stands in)."""
        return (self.match.seats[seat].on_phone and seat not in self.stand_ins
                and not self.humans.is_here(seat))

    def _phones_awaited(self) -> tuple[int, ...]:
        """The phone seat the table waits for now: the seat to act, a phone seat the table
        waits on whose phone is away (the table asks about it, or was told to wait)."""
        state, phones = self.state, self.phones
        seat = state.to_act
        if (phones is None or state.is_over or not self._phone_waits(seat)
                or not phones.away(seat)):
            return ()
        return (seat,)

    def _phone_turn(self, seat: int) -> None:
        """A phone seat's turn: the table waits for its phone; the first frame of a round a
        phone never joined, the join card; a phone away on its turn, what to do."""
        self.driver.stop()
        phones = self.phones
        if phones is None:  # (the phones cannot join: the turn is played here)
            self.humans.seat_here(seat)
            return
        if self.motion.busy or not self.on_top:
            return
        asked = self.away_asked.get(seat)
        if phones.away(seat) and (asked is None or self.clock - asked >= ASK_AGAIN):
            self.away_asked[seat] = self.clock
            self._ask_away(seat)

    def show_join_card(self) -> None:
        """J: the join card (each phone seat's code, and who has joined)."""
        phones = self.phones
        if phones is None:
            return
        server = phones.server
        names = {seat: self.match.seats[seat].name for seat in phones.seats}
        self.app.push(JoinCard(self.app, names, server.links, phones.states, server.address,
                               server.port, server.port_note, holding=phones.wait_for))

    def _ask_away(self, seat: int) -> None:
        """A phone away on its seat's turn: wait for it, play the turn here, or a computer."""
        name = self.match.seats[seat].name
        joined = self.phones is not None and self.phones.status(seat) != NEVER

        def here() -> None:
            self.humans.seat_here(seat)

        def computer() -> None:
            self.stand_ins.add(seat)

        def back() -> bool:  # the phone is back: nothing to decide
            return self.phones is not None and self.phones.status(seat) == CONNECTED

        self.app.push(TableQuestion(
            self.app, phone_away(name, joined), turn_of(name, joined), [
                ("Wait for the phone", lambda: None),
                (f"Play {possessive(name)} turn here", here),
                ("Let a computer play it", computer)],
            self._card_spot, self.pause, moot=back))

    def _ask_phones(self) -> None:
        """The join card once a round while a phone seat has never joined; a second phone
        asking for a seat: the big screen says yes or no."""
        phones = self.phones
        if phones is None or not self.on_top:
            return
        if phones.never_joined() and "join" not in self.asked:
            self.asked.add("join")
            self.show_join_card()
            return
        server = phones.server
        requests = server.takeover_requests()
        # a request answered (or given up) is forgotten once the server has let it go: asking
        # again in between would put the same question twice
        self.asked -= {("takeover", seat) for seat in phones.seats if seat not in requests}
        for seat in requests:
            if ("takeover", seat) in self.asked:
                continue
            self.asked.add(("takeover", seat))
            name = self.match.seats[seat].name

            def gone(seat: int = seat) -> bool:  # the second phone gave up before the OK
                return seat not in server.takeover_requests()

            self.app.push(TableQuestion(
                self.app, second_phone(name), second_phone_words(name),
                [(f"Keep {possessive(name)} phone", partial(server.refuse_takeover, seat)),
                 ("Let the new phone play", partial(server.allow_takeover, seat))],
                self._card_spot, self.pause, moot=gone))
            return

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys at the table: each of `input_order` in turn until one takes it (the
        buttons and the log first, then the table's keys, the barnyard, the yard, the hand)."""
        kind = event.type
        if self.state.is_over:  # the round's end is held (round_end): Esc pauses; the view's
            # own wheel, right-drag and keys look round a finished tree larger than the table
            # (Home: back); any other key or click goes on
            if kind == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_HOME):
                return self._key(event.key)
            if kind == pygame.KEYUP and event.key == pygame.K_SPACE:
                self.hurry = False
            return (kind in MOUSE and self.menu_button.handle(event)) \
                or self.barnyard.handle(event) or self.ending.handle(event)
        held = self.hand.press is not None or self.yard.press is not None \
            or self.barnyard.panning
        for take, waits in self.input_order:
            if not (waits and held and kind in MOUSE) and take(event):
                return True
        return False

    def _table_keys(self, event: pygame.event.Event) -> bool:
        """The table's keys (undo, pause, hurry, the calls, a hint...)."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self._key(event.key, event.mod)
        if kind == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.hurry = False
            return True
        return False

    def _key(self, key: int, mod: int = 0) -> bool:
        if key == pygame.K_z:
            self.intend(Ask("undo"))  # Z or Ctrl+Z
            return True
        if key == pygame.K_ESCAPE:
            self.pause()
            return True
        if key == pygame.K_SPACE:
            self.fast_forward()
            self.hurry = True  # held down: everything runs four times as fast
            return True
        if key == pygame.K_HOME:
            self.barnyard.camera.reset()
            return True
        if key in KEYS:
            self.intend(Ask(KEYS[key]))
            return True
        if key == pygame.K_h:
            self.humans.show_hint()
            return True
        if key == pygame.K_j and self.phones is not None:
            self.show_join_card()
            return True
        return False

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Everything at the table, back to front: each of `drawing_order` in turn."""
        for draw in self.drawing_order:
            draw(surface)

    def _draw_still_picture(self, surface: pygame.Surface) -> None:
        """The still part (felt, barnyard, seat plates, chicken yard, status line), kept as one
        opaque picture until something in it changes. In the frame the table changes in the
        update (a play, a draw: the frame that lays out, aims the view and places the cards
        for it), the picture from before the change is shown once more and drawn anew in the
        next frame, which would draw it anyway as the view starts to glide: a played tile
        leaves its seat's fan, and the last tiles' marks move, a frame later (the tiles'
        images made ready meanwhile as the picture would make them)."""
        size = surface.get_size()
        art = self.app.art
        state = self.state
        can_draw = self.actions.buttons["draw"].visible
        key = (size, id(art), self.geometry.size, self.barnyard.still_key(self.motion.arriving()),
               self.seats.still_key(state), self.yard.still_key(len(state.yard), can_draw))
        late = self._changed and not self._still_late and self._still is not None \
            and self._still.get_size() == size and self._still_key != key
        self._still_late = late
        if late:  # (the tiles' images made ready as the picture would make them)
            self.barnyard.prepare_still(art, self.motion.flying_in())
        elif self._still_key == key:
            self.barnyard.warm()
        else:
            panels = self._panels_key(key)
            if self._panels is not None and self._panels[0] == panels \
                    and self._felt is not None:
                self._draw_barnyard_between(key)
            else:
                self._draw_still(size, art, can_draw)
                self._panels = None if panels is None else (panels, None)
            self._still_key = key
        assert self._still is not None
        surface.blit(self._still, (0, 0))

    def _lengths(self) -> Lengths:
        return Lengths(self.barnyard.tile_length(), self.hand.length(),
                       self.seats.seat_length())

    def _barnyard_look(self) -> BarnyardLook:
        """What the barnyard's frame is drawn with (the lit place nearest a dragged tile, or
        the keyboard's chosen one, is brighter)."""
        chosen = self.keys.chosen()
        near = self.hand.press.at if self.hand.press is not None else None
        if near is None and chosen is not None:
            x, y = self.barnyard.target_screen(chosen)
            near = (round(x), round(y))
        return BarnyardLook(self.app.art, self.clock, self._lengths(), self.ending.glowing,
                            near, self._still)

    def _draw_moving(self, surface: pygame.Surface) -> None:
        """The tiles on the move: in flight and held by physics."""
        art = self.app.art
        lengths = self._lengths()
        self.motion.draw_flights(surface, art, lengths)
        self.motion.draw_held(surface, art, lengths, self.geometry.barnyard_rect)

    def _round_end_spot(self, size: tuple[int, int]) -> pygame.Rect:
        """Where this frame's floor put the round's result."""
        assert self._floor is not None  # (placed with the table)
        return pixels_rect(self._floor.placed["round end"])

    def _draw_lesson(self, surface: pygame.Surface) -> None:
        if self.lesson is not None:
            self.lesson.draw(self.lesson_table, surface)

    def arrange(self) -> None:
        """This frame's floor: where what floats over the table goes (the update's last step,
        so drawing only draws it)."""
        self._floor = self._place_floating()

    def _place_floating(self) -> Floor:
        """This frame's floor (game/render/placement.py): the barnyard's tiles, outlines, panels,
        map and caption, then what floats over the table placed on it in turn: the call
        buttons, "hands hidden", the round's end, the lesson's cards, the tracker, the markers
        for the places beyond the view, the banners and the toast, the open move log; the app's
        messages last (`toast_spot`)."""
        floor = self.barnyard.floor()
        for rect in self._corners():
            floor.block(pixel_box(rect))
        self.actions.place_calls(floor)
        self.hand.place_note(floor)
        if self.ending.showing:  # before the rest: the result takes the hand strip's foot
            self.barnyard.place_end_card(floor, self.ending.card(self.geometry).get_size())
        if self.lesson is not None:
            self.lesson.place(self.lesson_table, floor)
        self.tracker.place_panel(floor)  # before the banners and toasts: it stays put
        self.markers.place_markers(floor)  # at the view's edge, before what may leave
        self.callouts.place_floating(floor, lambda sizes: self.barnyard.place_toast(
            floor, *sizes, rise=toast_rise(self.geometry), leaves=True))
        self.log.place_panel(floor)  # last: the open log takes the room left, smaller if need be
        return floor

    def floating_rects(self) -> dict[str, pygame.Rect]:
        """Where the last frame placed each thing floating over the table, by name (the map,
        the caption, the open log, the call buttons, banners, the toast...)."""
        placed = {} if self._floor is None else self._floor.placed
        return {name: pixels_rect(rect) for name, rect in placed.items()}

    def crowded_out(self) -> set[str]:
        """What the last frame placed over something for want of free room (a full table)."""
        return set() if self._floor is None else set(self._floor.covering)

    def _corners(self) -> list[pygame.Rect]:
        """The buttons in the table's top corners: no toast covers them."""
        return [self.log.button.rect, self.menu_button.rect]

    def toast_spot(self, size: tuple[int, int]) -> Optional[pygame.Rect]:
        """The app's messages over the table (an achievement of the last game, a save problem)
        go where the table's toasts go, on the frame's floor after everything the table placed
        there: clear of its toast, its buttons, the tiles and the hand."""
        assert self._floor is not None  # (placed with the table)
        return self.barnyard.place_toast(self._floor, size, name="notice",
                                         rise=toast_rise(self.geometry))

    def _draw_still(self, size: tuple[int, int], art: object, can_draw: bool) -> None:
        for _ in self._still_pieces(size, art, can_draw):
            pass

    def _panels_key(self, key: tuple[object, ...]) -> Optional[tuple[object, ...]]:
        """What the still picture under and over the panels (the seats' plates and fans, the
        chicken yard, the hand strip with the status line, all below the view's clip) depends
        on: the still picture's `key` less the barnyard's view, the seats' names and players,
        the arrangement, and what the panels lie on (`BarnyardView.ground`; None: the map or
        the caption meets a panel, the panels are drawn afresh)."""
        ground = self.barnyard.ground(self.motion.flying_in(), self._beside_panels(key))
        if ground is None:
            return None
        names = tuple((seat.name, seat.player) for seat in self.match.seats)
        return (*key[:3], *key[4:], names, len(self.match.humans), self.geometry, ground)

    def _beside_panels(self, key: tuple[object, ...]) -> list[pygame.Rect]:
        """What the seats' still picture draws beyond the panels the barnyard hides its tiles
        under (a fan of backs reaching past its plate's panel): of its plates and fans (the
        status line lies below the view's clip), worked out once for the fans' sizes."""
        hiding = self.barnyard.hiding()
        counts = tuple(min(len(hand), FAN_MOST) for hand in self.state.hands)
        asked = (counts, key[1], self.geometry, *hiding)
        if self._beside[0] != asked:
            art, plates = self.app.art, self.geometry.plates
            fans = [self.seats.fan_rect(art, seat, counts[seat]) for seat in plates]
            clip = self.barnyard.clip()
            self._beside = (asked, [
                rect for rect in [*plates.values(), *fans] if rect is not None
                and rect.top < clip.bottom and not any(panel.contains(rect) for panel in hiding)])
        return self._beside[1]

    def _kept_panels(self, key: tuple[object, ...]) -> list[pygame.Rect]:
        """Where the panels lie within the view's clip (the barnyard's `hiding` rects and what
        the seats draw beyond them), kept from the still picture (of `key`) as it shows them
        now, once: the first glide's frame after a whole redraw keeps them (below the clip,
        nothing of the barnyard's is drawn again)."""
        assert self._still is not None and self._panels is not None
        panels, rects = self._panels
        if rects is not None:
            return rects
        still = self._still
        clip = self.barnyard.clip()
        rects = [part for rect in [*self.barnyard.hiding(), *self._beside_panels(key)]
                 if (part := rect.clip(clip))]
        if self._panels_picture is None or self._panels_picture.get_size() != still.get_size():
            self._panels_picture = pygame.Surface(still.get_size(), 0, still)
        self._panels_picture.blits([(still, rect, rect) for rect in rects], doreturn=False)
        self._panels = (panels, rects)
        return rects

    def _draw_barnyard_between(self, key: tuple[object, ...]) -> None:
        """The still picture drawn anew where only the barnyard's view changed (it glides, a
        tile lands): the felt and the tiles within the view's clip, the map and caption, then
        the panels laid again as the last picture drew them (the same pixels: what lies under
        them is the same, `ground`)."""
        rects = self._kept_panels(key)
        still, felt, kept = self._still, self._felt, self._panels_picture
        assert still is not None and felt is not None and kept is not None
        clip = self.barnyard.clip()
        still.blit(felt, clip, clip)
        self.barnyard.draw_still(still, self.app.art, self.motion.flying_in(), felt, False)
        still.blits([(kept, rect, rect) for rect in rects], doreturn=False)

    def _still_pieces(self, size: tuple[int, int], art: object,
                      can_draw: bool) -> Iterator[None]:
        """The still picture drawn a piece at a time: its surface (a new one is a piece of its
        own: a window's worth of fresh pixels took 1-6 ms), the felt, the barnyard, the seats'
        plates and fans, the chicken yard, the status line."""
        if self._still is None or self._still.get_size() != size:
            self._still = pygame.Surface(size).convert() if pygame.display.get_surface() \
                else pygame.Surface(size)
            yield None
        if self._felt is None or self._felt.get_size() != size:
            self._felt = felt_surface(size)
        still = self._still
        state = self.state
        still.blit(self._felt, (0, 0))
        yield None
        self.barnyard.draw_still(still, art, self.motion.flying_in(), self._felt)
        yield None
        self.seats.draw_still(still, art, state)
        yield None
        self.yard.draw_still(still, art, len(state.yard), can_draw)
        yield None
        self.seats.draw_status(still, state)

    def prepare(self) -> Iterator[None]:
        """The table's first frame made ahead a piece a step, before it is shown (the deal
        runs a step a frame while the starting double settles): the still picture's pieces,
        then the hand, drawn once into the still picture's surface so that their tiles, fans
        and words are made. The first frame draws the still picture anew over the felt: the
        same pictures, found made."""
        size, art = self.app.size, self.app.art
        yield from self._still_pieces(size, art, self.actions.buttons["draw"].visible)
        yield None
        assert self._still is not None
        self.hand.draw(self._still)

    def _hand_look(self) -> HandLook:
        """The hand this frame. What fits is the rules' answer from the first frame of the
        turn, tiles in flight or not (only input waits for them); none is greyed with
        Settings' dim_unplayable off."""
        humans = self.humans
        state = self.state
        seat = humans.to_act
        mine = humans.hand_shown and seat is not None and seat == humans.revealed
        playable = frozenset(a.tile for a in state.legal_actions()
                             if isinstance(a, Play) and a.seat == seat) if mine else None
        hinted = self.selection.hinted
        return HandLook(
            shown=humans.hand_shown,
            playable=playable if self.app.settings.dim_unplayable else None,
            selected=self.selection.tile,
            hinted=hinted.tile if isinstance(hinted, Play) else None,
            hovered=self.hand.tile_at(self.barnyard.pointer) if humans.playable() is not None else None,
            hidden_note=not humans.hand_shown and bool(self.match.humans)
            and not state.is_over,
            drawn=self.hand.new_tiles() if humans.hand_shown else frozenset(),
            lowered=self.ending.hand_lowered())
