"""Drawing: tile art, layout geometry, camera, text, widgets, effects and sound."""
