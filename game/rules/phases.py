"""The phases of a round and a seat's Chickenlittle state, named once below the round (the
round keeps them, explain.py says why an action is refused in them)."""

# Phases of a round.
SEARCH = "search"  # nobody holds the starting double: drawing until it turns up
SET = "set"        # the holder must lay the starting double
PLAY = "play"
OVER = "over"

# Chickenlittle state of a seat.
CL_NONE, CL_OWED, CL_CATCHABLE = 0, 1, 2
CL_ENFORCED = 2
CL_MODES = {"off": 0, "courtesy": 1, "enforced": CL_ENFORCED}
