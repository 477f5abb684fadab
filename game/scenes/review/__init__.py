"""The replay of recorded rounds and its review: the board, the Review panel, the review worked
out beside the game, and a reviewed position tried again at the table."""
