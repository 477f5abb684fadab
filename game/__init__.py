"""Chicken Foot dominoes."""
