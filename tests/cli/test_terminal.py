"""The terminal program driven through a pseudo-terminal (issue 5): whole games of both titles with
one human seat, bad input, help, undo, hot-seat, save and resume giving the identical game, replay."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest

pytestmark = pytest.mark.slow

PROMPT = r"Your choice \(number or action"
ENV = {**os.environ, "COLUMNS": "150", "LINES": "50", "TERM": "dumb"}


def spawn(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> pexpect.spawn:
    return pexpect.spawn(
        sys.executable, ["-m", "masterbuilders.cli.main", *args], cwd=str(cwd), env={**ENV, **(env or {})},
        encoding="utf-8", timeout=60, dimensions=(50, 150),
    )  # fmt: skip


def play_out(child: pexpect.spawn, answers: int | None = None) -> int:
    """Answer '1' at every prompt until the game is over (or `answers` prompts were answered)."""
    n = 0
    while answers is None or n < answers:
        i = child.expect([PROMPT, "GAME OVER", "Pass the screen to .*press Enter"])
        if i == 1:
            return n
        if i == 2:
            child.sendline("")
            continue
        child.sendline("1")
        n += 1
    return n


def end_without_review(child: pexpect.spawn) -> None:
    """After GAME OVER: no to the review `play` offers (issue 38), then the program ends."""
    child.expect(r"Review your decisions now\? y .* q \(quick\) or n:")
    child.sendline("n")
    child.expect(pexpect.EOF)


def test_a_whole_pillars_game_with_bad_input_and_help(tmp_path: Path) -> None:
    child = spawn(
        [
            "play",
            "pillars",
            "--seats",
            "you,random",
            "--seed",
            "4",
            "--delay",
            "0",
            "--save",
            "end.json",
        ],
        tmp_path,
    )
    child.expect(PROMPT)
    assert "Phase I" in child.before and "1. Take the resource card:" in child.before
    assert re.search(
        r"1\. Take the resource card: \d \w+ \(for \d workers?\)  take \w+-\d", child.before
    )
    child.sendline("999")
    child.expect("choose a number from 1 to")
    child.expect(PROMPT)
    child.sendline("fly to the moon")
    child.expect(r"cannot read 'fly to the moon': expected 'kind \[target\] \[number\]'")
    child.expect(PROMPT)
    child.sendline("buy wood 2")
    child.expect(
        r"'buy wood 2' is not a Phase I choice: take a resource card, hire a craftsman or pass \(§3.1\)"
    )
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("Rules §3.1")
    child.expect("Order of play and passing")
    child.expect(PROMPT)
    child.sendline("log")
    child.expect("Round 1 begins")
    child.expect(PROMPT)
    child.sendline("1")
    decisions = play_out(child)
    final_screen = child.before
    end_without_review(child)
    assert decisions > 30
    assert "Final position" in final_screen and "#1 " in final_screen and "VP" in final_screen
    save = json.loads((tmp_path / "end.json").read_text())
    assert save["game"] == "pillars" and len(save["actions"]) > 100


def test_a_whole_builders_game(tmp_path: Path) -> None:
    child = spawn(
        [
            "play",
            "builders",
            "--seats",
            # a medium opponent ends the game in about ten rounds (a random one plays about 70,
            # and the review of every decision the person then made took minutes on a busy machine)
            "medium,you",
            "--seed",
            "2",
            "--delay",
            "0",
            "--save",
            "b.json",
        ],
        tmp_path,
    )
    assert play_out(child) > 10
    # the end offers the review of the person's decisions (issue 38)
    child.expect(r"Review your decisions now\? y .* q \(quick\) or n:")
    child.sendline("q")
    child.expect("The whole review again: masterbuilders review b.json", timeout=240)
    review = child.before
    child.expect(pexpect.EOF)
    assert "How each seat played" in review and "seat 1 (you)" in review, review
    assert "seat 0" not in review, review  # only the person's decisions are reviewed


def test_undo_within_the_turn_but_not_after_a_draw(tmp_path: Path) -> None:
    child = spawn(
        ["play", "builders", "--seats", "you,random", "--seed", "1", "--delay", "0"], tmp_path
    )
    child.expect(PROMPT)
    while "P1 to decide" not in child.before:
        child.sendline("end")
        child.expect(PROMPT)
    child.sendline("take-coins 1")
    child.expect(PROMPT)
    assert "coins  11" in child.before
    child.sendline("undo")
    child.expect("Undone")
    child.expect(PROMPT)
    assert "coins  10" in child.before
    child.sendline("recruit " + _first(child.before, "recruit "))
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect("undo cannot go back across a random draw")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def _first(screen: str, prefix: str) -> str:
    """The target of the first choice whose action (shown after its label) starts with `prefix`."""
    for line in screen.splitlines():
        found = re.search(rf"^\s*\d+\. .*  {re.escape(prefix)}(\S+)$", line)
        if found:
            return found.group(1)
    raise AssertionError(f"no '{prefix}' choice on screen")


def test_save_quit_and_resume_give_the_identical_game(tmp_path: Path) -> None:
    args = ["play", "pillars", "--seats", "random,you,random", "--seed", "11", "--delay", "0"]
    whole = spawn([*args, "--save", "whole.json"], tmp_path)
    play_out(whole)
    end_without_review(whole)
    part = spawn([*args, "--save", "part.json"], tmp_path)
    play_out(part, answers=20)
    part.expect(PROMPT)
    part.sendline("save copy.json")
    part.expect("Saved to copy.json")
    part.expect(PROMPT)
    part.sendline("quit")
    part.expect(pexpect.EOF)
    assert json.loads((tmp_path / "copy.json").read_text()) == json.loads(
        (tmp_path / "part.json").read_text()
    )
    resumed = spawn(["play", "--resume", "part.json", "--delay", "0"], tmp_path)
    play_out(resumed)
    end_without_review(resumed)
    a = json.loads((tmp_path / "whole.json").read_text())
    b = json.loads((tmp_path / "part.json").read_text())
    assert a["actions"] == b["actions"] and len(a["actions"]) > 100


def test_hot_seat_hides_the_screen_between_players(tmp_path: Path) -> None:
    child = spawn(
        ["play", "pillars", "--seats", "you,you", "--seed", "2", "--delay", "0"], tmp_path
    )
    child.expect("Pass the screen to blue")
    child.sendline("")
    child.expect(PROMPT)
    child.sendline("1")
    child.expect("Pass the screen to red")
    child.sendline("")
    child.expect(PROMPT)
    assert "red to decide" in child.before
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_replay_forwards_and_backwards(tmp_path: Path) -> None:
    game = spawn(
        [
            "play",
            "builders",
            "--seats",
            "you,random",
            "--seed",
            "3",
            "--delay",
            "0",
            "--save",
            "g.json",
        ],
        tmp_path,
    )
    play_out(game)
    end_without_review(game)
    child = spawn(["replay", "g.json", "--seat", "0"], tmp_path)
    child.expect("step 0 of")
    child.sendline("n")
    child.expect("step 1 of")
    # who acted and what it did, in the table's words (the first step reveals a building)
    child.expect(r"last action: chance: Reveal")
    child.sendline("g 40")
    child.expect("step 40 of")
    child.sendline("p")
    child.expect("step 39 of")
    child.sendline("seat spectator")
    child.expect("spectator")
    child.sendline("l")
    child.expect("Game over")
    child.sendline("q")
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(
    ("lang", "prompt", "over", "review", "words"),
    [
        ("de", r"Deine Wahl \(Nummer oder Aktion", "SPIELENDE", r"auswerten\? y", "Gold"),
        ("fr", r"Votre choix \(numéro ou action", "PARTIE FINIE", r"Analyser vos décisions", "or"),
    ],
)
def test_a_whole_pillars_game_in_german_and_french(
    tmp_path: Path, lang: str, prompt: str, over: str, review: str, words: str
) -> None:
    """`--lang` (issue 42): the board, the log, the choices, the prompts and the rules' titles
    in the player's language (the rules' text is English only, and says so)."""
    child = spawn(
        ["play", "pillars", "--seats", "you,random", "--seed", "4", "--delay", "0",
         "--lang", lang, "--save", str(tmp_path / "s.json")],
        tmp_path,
    )  # fmt: skip
    child.expect(prompt)
    seen = child.before
    child.sendline("help")
    child.expect(prompt)
    assert "(auf Englisch)" in child.before or "(en anglais)" in child.before
    child.sendline("1")
    answered = 1
    while True:
        i = child.expect([prompt, over])
        seen += child.before
        if i == 1:
            break
        child.sendline("1")
        answered += 1
    assert answered > 20
    child.expect(review)
    child.sendline("n")
    child.expect(pexpect.EOF)
    for english in ("Since your last decision", "Your choice", "craftsmen:", "Take the resource"):
        assert english not in seen, english
    assert f" {words}" in seen


def test_an_unknown_language_is_refused(tmp_path: Path) -> None:
    child = spawn(["play", "builders", "--lang", "xx"], tmp_path)
    child.expect(pexpect.EOF)
    assert "--lang xx: one of en, de, fr" in str(child.before)


def test_a_refusal_reads_in_the_language_asked_over_the_locale(tmp_path: Path) -> None:
    """A record that does not replay is refused with the rule's words in `--lang`, whatever the
    locale says; without `--lang`, in the locale's language."""
    from masterbuilders.engine import GameRecord, Match, parse_action

    match = Match("builders", 2, "lang-seed")
    while match.state.is_chance():
        match.apply_chance()
    buy = parse_action("buy-action")
    actions = [s.action for s in match.steps] + [buy, buy, buy]
    GameRecord("builders", 2, actions=actions, seed="lang-seed").save(tmp_path / "bad.json")
    env = {"LANG": "de_DE.UTF-8"}
    for args, said in (
        (["--lang", "fr"], "ne se rejoue pas"),
        ([], "lässt sich nicht nachspielen"),
    ):
        child = spawn(["replay", str(tmp_path / "bad.json"), *args], tmp_path, env=env)
        child.expect(pexpect.EOF)
        out = str(child.before)
        assert said in out and "§A5" in out, out
        assert "builders-refuse" not in out  # the message's words, not its id
