"""The game in a player's words: every sentence a screen says about the rules, the moves and
the people at the table, one module per concept.

- names: a seat's name in a sentence ("Hen passes", "You pass"), who plays a seat, "Ana and Hen"
- numbers: counting in words ("1 point", "3 points")
- house_rules: one record per house rule, saying it everywhere: the setup's question and values,
  How to play's sentence, the ladder's phrase, a rules file's comment
- how_to_play: the rules of a table as paragraphs
- moves: a move in words (the move log, the replay, the table's "Hen passes", "You set 9-9")
- calls: what is called out at the table ("Chickenlittle!", "Catch Hen!", "Chicken foot!")
- results: the round's result ("Domino! Hen is out"), the winners, a game's standing
- refusals: the rules' refusals said to the people at a table, by name
- phones: what the big screen says of the phone seats (away, a second phone)

Pure: it asks the rules (game.rules) for what they compute (reserve sizes, hand tables, the
0-0's points, why an action is refused), imports no pygame and reads no files; a screen never
shows a key or a file value.
"""
