"""The game in a player's words: every sentence a screen says about the rules, the moves and
the people at the table, one module per concept.

- names: a seat's name in a sentence ("Hen passes", "You pass") and who plays a seat
- numbers: counting in words ("1 point", "3 points")
- house_rules: every house rule's words (setup, pause menu, the ladder's phrases)
- how_to_play: the rules of a table as paragraphs
- moves: a move in words (the move log, the replay)
- results: a game's standing (the Continue button's line)

Pure: it asks the rules (game.rules) for what they compute (reserve sizes, hand tables, the
0-0's points), imports no pygame and reads no files; a screen never shows a key or a file value.
"""
