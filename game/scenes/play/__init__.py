"""The table: the shuffle and the deal, then the play scene and its parts (the hands, the
barnyard, the chicken yard, the panels, the move log and what floats over them: the hand-over,
the turn card). Only the table uses these modules."""
