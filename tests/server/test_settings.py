"""The operator's settings (server/settings.py): read from the command line, else the environment,
else the default; a bad value names its variable; the README's table is generated from them."""

from __future__ import annotations

from pathlib import Path

import pytest

from masterbuilders.server.deploy import nginx_config
from masterbuilders.server.settings import Settings
from tests.generated import check

README = Path(__file__).resolve().parents[2] / "README.md"


def test_environment_then_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MASTERBUILDERS_MAX_BOT_GAMES", "3")
    monkeypatch.setenv("MASTERBUILDERS_DOCS", "yes")
    monkeypatch.setenv("MASTERBUILDERS_PUBLIC_URL", "https://env.example")
    s = Settings.from_env(public_url="https://cli.example", bot_workers=None)
    assert (s.max_bot_games, s.docs, s.public_url) == (3, True, "https://cli.example")
    assert s.bot_workers == Settings().bot_workers  # None: not given on the command line
    assert Settings().max_bot_games != 3  # the default was overridden, not equal by chance


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("MASTERBUILDERS_MAX_ACTIVE_GAMES", "many", "expected a number"),
        ("MASTERBUILDERS_IDLE_HOURS", "1d", "expected a number"),
        ("MASTERBUILDERS_DOCS", "maybe", "expected true or false"),
    ],
)
def test_a_bad_value_names_its_variable(
    monkeypatch: pytest.MonkeyPatch, variable: str, value: str, expected: str
) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(ValueError, match=rf"{variable}='{value}': {expected}"):
        Settings.from_env()


def test_the_readme_lists_every_setting_with_its_default() -> None:
    check(README, {"server settings": Settings.markdown()})


def test_the_readme_shows_the_nginx_configuration_the_command_prints() -> None:
    hosts = ["10.0.0.11:8000", "10.0.0.12:8000", "10.0.0.13:8000"]
    check(README, {"nginx": "```nginx\n" + nginx_config(hosts, "80").rstrip() + "\n```"})
