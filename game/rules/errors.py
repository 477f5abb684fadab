"""One error hierarchy for the rules: every message is a sentence a player understands (an
illegal action's error, IllegalAction, lives beside its Refusal in game.rules.explain)."""
from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the rules raise."""


class ConfigError(RulesError):
    """A house-rules file or table that cannot be used; names the file and key."""


class RecordError(RulesError):
    """A round record that is not a valid document."""
