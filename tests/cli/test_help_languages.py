"""`masterbuilders --help` in the reader's language (issue 42): every command's and parameter's
help, and what Typer lets us set of its own words, in English, German or French by the locale;
the English catalog says what the code says (help texts cannot drift apart), and the English
help is the code's, unchanged."""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
import typer.main
from typer import rich_utils
from typer.core import TyperCommand
from typer.testing import CliRunner

from masterbuilders.cli.main import HELP_ID, app, help_id
from masterbuilders.engine.message import Msg
from masterbuilders.i18n import DEFAULT, LANGUAGES, language, read_catalog, text
from tests.cli.test_help import ANSI, TAG, command_list, description, early_breaks, words

WIDTH = 100
LOCALES = {"en": "C.UTF-8", "de": "de_DE.UTF-8", "fr": "fr_FR.UTF-8"}
TYPER_WORDS = "cli-typer-"
"""The ids of Typer's and Click's own words that help can be given in another language."""


def _commands(
    command: Any = None, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], Any]]:
    """(path below `masterbuilders`, command) of the command itself and every command under it."""
    command = command or typer.main.get_command(app)
    yield path, command
    for name, sub in getattr(command, "commands", {}).items():
        yield from _commands(sub, (*path, name))


def help_texts() -> dict[str, str]:
    """id -> the code's English, of every help text of the command (`help_id`)."""
    out: dict[str, str] = {}
    for path, command in _commands():
        texts = [(help_id(path), command.help)]
        texts += [(help_id(path, param.name), param.help) for param in command.params]
        for mid, english in texts:
            if english:
                assert mid not in out, f"two help texts share the id {mid}"
                out[mid] = english
    return out


def help_in(lang: str, *args: str) -> str:
    """`masterbuilders ARGS --help` as a reader of `lang` sees it (by the locale: LANG)."""
    env = {"COLUMNS": str(WIDTH), "NO_COLOR": "1", "LC_ALL": None, "LC_MESSAGES": None,
           "LANG": LOCALES[lang]}  # fmt: skip
    result = CliRunner().invoke(app, [*args, "--help"], env=env)
    assert result.exit_code == 0, result.output
    return ANSI.sub("", result.output)


def test_the_english_catalog_says_what_the_code_says() -> None:
    """Every help text has an entry, the English entry is the code's words, and no entry of the
    help's part of the catalog is left over from a command or option that is gone."""
    texts = help_texts()
    assert len(texts) > 100
    for mid, english in texts.items():
        assert text(Msg(mid), DEFAULT) == english, mid
    catalog = {str(m.id) for m in read_catalog("masterbuilders.i18n", DEFAULT) if m.id}
    ours = {mid for mid in catalog if mid == HELP_ID or mid.startswith(f"{HELP_ID}-")}
    assert ours == set(texts), f"stale: {ours - set(texts)}, missing: {set(texts) - ours}"
    for lang in LANGUAGES:
        assert set(texts) <= language(lang).ids, lang


def test_typers_words_in_the_english_catalog_are_typers() -> None:
    """The entries for Typer's and Click's own words say what this version of them says (a new
    Typer that words them otherwise fails here, rather than showing stale translations)."""
    root = typer.main.get_command(app)
    ctx = root.make_context("masterbuilders", ["games"])
    help_option = root.get_help_option(ctx)
    assert help_option is not None
    options_metavar = inspect.signature(TyperCommand).parameters["options_metavar"].default
    expected = {
        "cli-typer-arguments": rich_utils.ARGUMENTS_PANEL_TITLE,
        "cli-typer-options": rich_utils.OPTIONS_PANEL_TITLE,
        "cli-typer-commands": rich_utils.COMMANDS_PANEL_TITLE,
        "cli-typer-required": rich_utils.REQUIRED_LONG_STRING,
        "cli-typer-help-option": help_option.help,
        "cli-typer-options-metavar": options_metavar,
        "cli-typer-command-metavar": root.subcommand_metavar,  # type: ignore[attr-defined]
        "cli-typer-usage": "Usage:",
    }
    for mid, english in expected.items():
        assert text(Msg(mid), DEFAULT) == english, mid
    assert text(Msg("cli-typer-default", value="{}"), DEFAULT) == rich_utils.DEFAULT_STRING
    for path, command in _commands():
        assert command.options_metavar == expected["cli-typer-options-metavar"], path
        if hasattr(command, "subcommand_metavar"):
            assert command.subcommand_metavar == expected["cli-typer-command-metavar"], path
    assert help_in("en").lstrip().startswith("Usage: masterbuilders")
    catalog = {str(m.id) for m in read_catalog("masterbuilders.i18n", DEFAULT) if m.id}
    typers = {mid for mid in catalog if mid.startswith(TYPER_WORDS)}
    assert typers == {*expected, "cli-typer-default"}


def test_the_same_english_reads_the_same_in_every_language() -> None:
    """Help texts that several commands share (a game, the seed, --lang...) are translated alike."""
    by_english: dict[str, list[str]] = {}
    for mid, english in help_texts().items():
        by_english.setdefault(english, []).append(mid)
    shared = [mids for mids in by_english.values() if len(mids) > 1]
    assert len(shared) > 5
    for lang in LANGUAGES:
        for mids in shared:
            assert len({text(Msg(mid), lang) for mid in mids}) == 1, (lang, mids)


def test_the_english_help_is_the_codes() -> None:
    """LANG=C.UTF-8: the code's words and Typer's, as they were before there were catalogs."""
    main, play = help_in("en"), help_in("en", "play")
    assert "╭─ Options ─" in main and "╭─ Commands ─" in main
    assert "Show this message and exit." in main
    assert words(app.info.help or "") in words(main)
    assert play.lstrip().startswith("Usage: masterbuilders play [OPTIONS] [GAME]")
    assert "╭─ Arguments ─" in play and "[default: you,medium]" in play
    assert "the language you read: en, de or fr" in words(play)
    assert "Platz" not in main + play and "Partie" not in main + play


GERMAN = {
    (): ["Brettspiele mittelalterlicher Baumeister, regelgetreu", "Die registrierten Spiele auflisten.",
         "Aufruf: masterbuilders [OPTIONEN] BEFEHL [ARGUMENTE]...", "╭─ Befehle ─", "╭─ Optionen ─",
         "Diese Hilfe zeigen und beenden."],
    ("play",): ["Im Terminal spielen: gegen Bots", "die Sprache, die du liest", "╭─ Argumente ─",
                "[Standard: you,medium]", "Sekunden Pause nach jedem Zug eines Bots"],
    ("account", "reset"): ["Einen Einmal-Link ausgeben", "der Name des Kontos", "[erforderlich]"],
    ("review",): ["Eine beendete Partie analysieren", "grobe Fehler (0,30)", "die ganze Analyse als JSON"],
}  # fmt: skip
FRENCH = {
    (): ["Jeux de plateau de bâtisseurs médiévaux", "Lister les jeux enregistrés.",
         "Utilisation : masterbuilders [OPTIONS] COMMANDE [ARGUMENTS]...", "╭─ Commandes ─",
         "Afficher cette aide et quitter."],
    ("play",): ["Jouer dans le terminal : contre des bots", "la langue dans laquelle vous lisez",
                "[par défaut : you,medium]", "secondes de pause après chaque coup d'un bot"],
    ("account", "reset"): ["Afficher un lien à usage unique", "le nom du compte", "[obligatoire]"],
    ("review",): ["Analyser une partie terminée", "les gaffes (0,30)", "toute l'analyse en JSON"],
}  # fmt: skip


@pytest.mark.parametrize(("lang", "expected"), [("de", GERMAN), ("fr", FRENCH)])
def test_help_reads_in_the_locales_language(
    lang: str, expected: dict[tuple[str, ...], list[str]]
) -> None:
    """LANG=de_DE.UTF-8 or fr_FR.UTF-8: the command's own help, its options' and Typer's words
    that can be set read in German or French, with no English of Typer's left."""
    for args, sentences in expected.items():
        shown = help_in(lang, *args)
        for sentence in sentences:
            assert words(sentence) in words(shown), f"{lang} {args}: {sentence!r} not in\n{shown}"
        for english in ("Show this message", "Usage:", "[default:", "[required]"):
            assert english not in shown, f"{lang} {args}: {english!r} in\n{shown}"


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_every_help_page_reads_cleanly_in_every_language(lang: str) -> None:
    """Every command's help in German and French: no id left unrendered, no type tag, each
    description wrapped only by the width, and the command list complete."""
    for path, command in _commands():
        shown = help_in(lang, *path)
        assert not re.search(rf"\b{HELP_ID}\b|{TYPER_WORDS}", shown), shown
        assert not TAG.findall(shown), shown
        # test_help's parsers find the page's parts by Typer's English words
        parsed = shown.replace(text(Msg("cli-typer-usage"), lang), "Usage:", 1)
        parsed = parsed.replace(f"─ {text(Msg('cli-typer-commands'), lang)} ", "─ Commands ", 1)
        for lines in description(parsed):
            assert not early_breaks(lines), f"{lang} {path}: {early_breaks(lines)}"
        own = text(Msg(help_id(path)), lang)
        assert words(own) in words(shown), f"{lang} {path}"
        if hasattr(command, "commands"):
            listed = command_list(parsed)
            assert set(listed) == set(command.commands), (lang, path)


def test_help_in_another_language_leaves_the_commands_english(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The words are changed only while help is printed: the commands, their options and
    Typer's strings are the English ones again after."""
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    root = typer.main.get_command(app)
    play = root.commands["play"]  # type: ignore[attr-defined]
    before = help_texts()
    for path, command in [((), root), (("play",), play)]:
        ctx = command.make_context(" ".join(("masterbuilders", *path)), [], resilient_parsing=True)
        command.get_help(ctx)  # Typer's rich help prints it
        assert "Diese Hilfe zeigen" in capsys.readouterr().out
        assert command.help == before[help_id(path)]
        assert command.options_metavar == "[OPTIONS]"
        assert all(not getattr(p, "rich_help_panel", None) for p in command.get_params(ctx))
    assert rich_utils.DEFAULT_STRING == "[default: {}]"
    assert rich_utils.REQUIRED_LONG_STRING == "[required]"


def test_the_program_reads_german_with_a_german_locale() -> None:
    """The program in its own process, as a reader starts it: `LANG=de_DE.UTF-8 masterbuilders
    --help`."""
    env = {**os.environ, "LANG": "de_DE.UTF-8", "COLUMNS": str(WIDTH), "NO_COLOR": "1"}
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    out = subprocess.run(
        [sys.executable, "-m", "masterbuilders.cli.main", "--help"],
        env=env, capture_output=True, text=True, timeout=60, check=True,
    ).stdout  # fmt: skip
    assert "Aufruf: " in out and "Die registrierten Spiele auflisten." in out
    assert "Show this message" not in out
