"""Which scene a saved match resumes in, decided once for the menu's Continue and --continue."""
import random

import pytest

from game.app import App

from game.launch import first_scene, window_args

from game.matches import watch_match
from game.rules.round import PLAY, SET
from game.scenes.play.deal import DealScene
from game.scenes.menu import MenuScene
from game.scenes.play.scene import PlayScene
from game.scenes.resume import resume_scene
from game.scenes.score import ScoreScene
from game.store.save import save_match
from game.store.settings import Settings


@pytest.fixture(autouse=True)
def private_files(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def app():
    return App((1280, 720), settings=Settings(), seed=1, ai_playouts=4)


def before_the_starting_double():
    match = watch_match(3, seats=3, pace=0.0, budget=0.002)
    assert match.start_round().phase == SET
    return match


def in_play():
    match = before_the_starting_double()
    while match.state.phase != PLAY:
        match.apply(match.state.legal_actions()[0])
    for _ in range(4):
        match.apply(match.state.legal_actions()[0])
    return match


def played(until):
    match = watch_match(5, seats=2, pace=0.0, budget=0.002)
    rng = random.Random(5)
    while not until(match):
        if match.state is None or match.state.is_over:
            match.start_round()
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def between_rounds():
    return played(lambda m: m.state is not None and m.state.is_over)


def game_over():
    return played(lambda m: m.is_over)


# A finished round resumes on its score screen (the screen the game was closed on), not the
# next deal: Continue returns exactly where the game was.
CASES = [(in_play, PlayScene), (before_the_starting_double, DealScene),
         (between_rounds, ScoreScene), (game_over, ScoreScene)]


@pytest.mark.parametrize("saved, expected", CASES)
def test_the_decision(saved, expected):
    assert type(resume_scene(app(), saved())) is expected


@pytest.mark.parametrize("saved, expected", CASES)
def test_continue_in_the_menu_and_on_the_command_line_agree(saved, expected):
    match = saved()
    save_match(match, wait=True)
    from_the_command_line = first_scene(app(), window_args(["--continue"]))
    in_menu = app()
    menu = MenuScene(in_menu)
    in_menu.clear_to(menu)
    assert "continue" in menu.buttons
    menu.continue_game()
    from_the_menu = in_menu.stack.top
    assert type(from_the_command_line) is type(from_the_menu) is expected
    for scene in (from_the_command_line, from_the_menu):  # the same game, as it was saved
        assert scene.match.game.round_scores == match.game.round_scores
        assert scene.match.game.records == match.game.records


def test_a_round_saved_before_its_starting_double_is_set_deals_it_then_plays():
    match = before_the_starting_double()
    save_match(match, wait=True)
    resumed = app()
    menu = MenuScene(resumed)
    resumed.clear_to(menu)
    menu.continue_game()
    deal = resumed.stack.top
    assert isinstance(deal, DealScene)
    deal.skip()
    table = resumed.stack.top
    assert isinstance(table, PlayScene) and table.match.state.phase == PLAY
    assert table.match.state.barnyard[0].tile is table.match.state.round_double


def test_closing_on_a_rounds_score_screen_continues_on_that_score_screen():
    import json

    from game.store import paths
    from game.store.save import load_saved

    match = between_rounds()
    save_match(match, wait=True)  # what the table saved after the round's last move
    assert json.loads(paths.save_path().read_text())["screen"] == "score"
    resumed = app()
    resumed.files.autosave = True
    menu = MenuScene(resumed)
    resumed.clear_to(menu)
    menu.continue_game()
    score = resumed.stack.top
    assert isinstance(score, ScoreScene) and not score.over
    assert score.round_number == 1 and score.scores == match.game.round_scores[-1]
    assert score.hands == [list(h) for h in match.state.hands]
    score.next_round()                      # on to the next deal
    deal = resumed.stack.top
    assert isinstance(deal, DealScene) and deal.match.state.round_number == 2
    assert load_saved().screen == "score"   # closed mid-deal: the score screen, then this deal
    deal.skip()                             # at the table: saved there
    saved = load_saved()
    assert saved.screen == "table" and saved.match.state.round_number == 2
    assert type(resume_scene(app(), saved.match, saved.screen)) is PlayScene


def test_a_save_that_names_the_next_deal_after_a_finished_round_deals_it():
    from game.store.save import load_saved

    save_match(between_rounds(), wait=True, screen="deal")
    saved = load_saved()
    assert saved.screen == "deal"
    assert type(resume_scene(app(), saved.match, saved.screen)) is DealScene


@pytest.mark.parametrize("saved, screen, expected", [
    (in_play, "score", PlayScene), (game_over, "deal", ScoreScene),
    (before_the_starting_double, "table", DealScene)])
def test_a_screen_the_match_cannot_be_shown_on_gives_way_to_the_one_its_round_implies(
        saved, screen, expected):
    assert type(resume_scene(app(), saved(), screen)) is expected


def test_a_version_1_save_without_a_screen_loads_on_the_screen_its_round_implies():
    import json

    from game.store import paths
    from game.store.save import load_saved, match_to_doc

    doc = match_to_doc(between_rounds())
    del doc["screen"]
    doc["format"] = "chickenfoot-save/1"
    paths.save_path().parent.mkdir(parents=True, exist_ok=True)
    paths.save_path().write_text(json.dumps(doc))
    saved = load_saved()
    assert saved.screen == "score"
    assert type(resume_scene(app(), saved.match, saved.screen)) is ScoreScene


def test_an_unknown_screen_in_a_save_is_refused_naming_the_key():
    import json

    from game.store import paths
    from game.store.save import SaveError, load_saved, match_to_doc

    doc = match_to_doc(in_play())
    doc["screen"] = "lobby"
    paths.save_path().parent.mkdir(parents=True, exist_ok=True)
    paths.save_path().write_text(json.dumps(doc))
    with pytest.raises(SaveError, match='screen: expected one of "deal", "table", "score"; '
                                        'found "lobby"'):
        load_saved(set_aside_broken=False)
