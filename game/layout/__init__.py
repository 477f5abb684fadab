"""Where the barnyard's tiles lie, and what of it the table shows. Pure Python: no pygame.

The geometry of tiles and joints (geometry, joints, spots, tile_grid), the barnyard layout
(barnyard: BarnyardLayout, with its helpers relay, swing and last_resort working through the
small interface in laying), the table region the barnyard may use (table_region) and the camera
that frames it there (framing, camera). game/render draws what these say.
"""
