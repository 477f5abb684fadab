"""Phones as hands (issue 42): each person's hand on their own phone, through a web page the game
serves on the local network, the table on the big screen.

- links.py: each phone seat's secret, made once per game and kept in the autosave;
- protocol.py: the messages (a seat's state, built from its PlayerView and the public table;
  what a phone may send, checked), pure Python;
- server.py: PhoneServer, aiohttp in its own thread beside the main loop; it never touches the
  match: the play scene takes the phones' requests and publishes each seat's state;
- party.py: starting the server for a match's phone seats and writing the links;
- page/: the phone's page (HTML, CSS, JS; no build step, no outside files).

Importing this package loads nothing: only server.py and party.py need aiohttp.
"""
