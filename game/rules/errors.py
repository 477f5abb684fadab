"""One error hierarchy for the rules: every message is a sentence a player understands."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.explain import Refusal


class RulesError(ValueError):
    """Base of every error the rules raise."""


class IllegalAction(RulesError):
    """An action the rules refuse in the current state: `refusal` says why, as facts (the
    message is the rules' sentence for them)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal)
        self.refusal = refusal

    def __str__(self) -> str:
        return str(self.refusal)


class ConfigError(RulesError):
    """A house-rules file or table that cannot be used; names the file and key."""


class RecordError(RulesError):
    """A round record that is not a valid document."""
