"""New game: a person's seat can be on a phone, beside people at the screen and computers; the
game dealt has a secret for that seat, and the setup remembers the seat for next time."""
from game.scenes.setup.screen import PLAYERS
from game.words.names import PLAYER_LABELS
from test_menu_setup import app, click, open_setup  # noqa: F401 - the app fixture


def test_a_seat_can_be_played_on_a_phone(app):  # noqa: F811
    setup = open_setup(app)
    assert PLAYERS[:2] == ("human", "phone") and PLAYER_LABELS["phone"] == "Phone"
    cycle = setup.kind_cycles[0]
    click(app, (cycle.rect.right - 5, cycle.rect.centery))  # You: Human -> Phone
    assert setup.seats[0].player == "phone"
    click(app, setup.start_button.rect.center)
    match = app.stack.top.match
    assert [(s.name, s.player) for s in match.seats][:2] == [("You", "phone"), ("Hen", "medium")]
    assert match.seats[0].on_phone and match.humans == []
    assert sorted(match.phone_keys.secrets) == [0]
    assert app.settings.last_seats[0] == {"name": "You", "player": "phone"}
    again = open_setup_after_menu(app)
    assert again.seats[0].player == "phone"


def open_setup_after_menu(app):  # noqa: F811
    from game.scenes.menu import MenuScene

    app.clear_to(MenuScene(app))
    app.step(1 / 60)
    return open_setup(app)
