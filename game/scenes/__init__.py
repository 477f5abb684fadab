"""Scenes: menu, deal, play, score and friends. They draw, animate and take input; the rules decide."""
