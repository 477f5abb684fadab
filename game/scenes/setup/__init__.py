"""The new-game setup: the seats, the house rules, and the list of rules and table files."""
