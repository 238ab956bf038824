"""The registry finds games by name; bad names and player counts are clear errors."""

import pytest

from masterbuilders.engine import InvalidOptionsError, UnknownGameError, game_names, get_game


def test_pillars_is_registered() -> None:
    assert "pillars" in game_names()
    spec = get_game("pillars")
    assert (spec.min_players, spec.max_players) == (2, 4)
    assert spec.has_chance and spec.has_private_information


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match="pillars"):
        get_game("chess")


@pytest.mark.parametrize("n", [0, 1, 5])
def test_player_count_outside_the_box_is_rejected(n: int) -> None:
    with pytest.raises(InvalidOptionsError, match="2 to 4 players"):
        get_game("pillars").new_game(n)
