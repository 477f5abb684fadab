"""The play scene and its parts: the table, the hands, the barnyard, the panels, the move log
and what floats over them (the hand-over, the turn card). Only the table uses these modules."""
