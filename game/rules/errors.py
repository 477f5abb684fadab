"""One error hierarchy for the rules: every message is a sentence a player understands."""
from __future__ import annotations


class RulesError(ValueError):
    """Base of every error the rules raise."""


class IllegalAction(RulesError):
    """An action the rules refuse in the current state."""


class ConfigError(RulesError):
    """A house-rules file or table that cannot be used; names the file and key."""


class RecordError(RulesError):
    """A round record that is not a valid document."""
