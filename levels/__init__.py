"""The house-rules presets (*.toml) and the seated tables (tables/*.toml), shipped as game.levels."""
