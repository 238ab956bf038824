"""English for the table's words, shared by every game's labels and log lines."""

from __future__ import annotations


def plural(count: int, word: str) -> str:
    """'1 coin', '3 coins' (regular plurals: the games' words are)."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def article(text: str) -> str:
    """'a Laborer', 'an Apprentice'."""
    return ("an " if text[:1].lower() in "aeiou" else "a ") + text
