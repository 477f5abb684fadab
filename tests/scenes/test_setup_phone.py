"""New game: a person's seat can be on a phone, beside people at the screen and computers; the
game dealt has a secret for that seat, and the setup remembers the seat for next time; its
phones join on the port the settings give, which the join card shows."""
from game.scenes.play.join_card import JoinCard
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


def test_a_new_game_with_a_phone_seat_listens_on_the_settings_phone_port(app):  # noqa: F811
    app.settings.phone_port = 0  # Settings: any free port
    setup = open_setup(app)
    cycle = setup.kind_cycles[0]
    click(app, (cycle.rect.right - 5, cycle.rect.centery))  # You: Human -> Phone
    click(app, setup.start_button.rect.center)
    assert app.stack.top.match.phone_keys.port == 0
    for _ in range(600):  # the deal, then the join card (the phone has not joined)
        if isinstance(app.stack.top, JoinCard):
            break
        app.step(1 / 60)
    card = app.stack.top
    assert isinstance(card, JoinCard)
    server = app.phones.server
    assert server is not None and server.port not in (0, 8765)  # a free one, in use
    assert card.port == server.port and card.address.endswith(f":{server.port}")
    assert app.phones.match.phone_keys.port == server.port  # the links the autosave keeps
