"""The pages in German and French (issue 42): a whole game of each title played by clicking in a
browser that reads German (its Accept-Language) and one whose player chose French in the language
menu; at every few steps the visible text, tooltips and screen-reader labels are scanned for any
English the catalogs hold (a phrase of the English catalog its translation does not share, or a
word no entry of the language has) and for English function words; the lobby, the account page
and the replay are scanned the same way. A player's language never changes another's page."""

from __future__ import annotations

import os
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from masterbuilders.i18n import NAMES, catalog_sources, read_catalog
from tests.server.conftest import Server
from tests.web.test_browser import (
    DESKTOP,
    READABLE,
    _assert_no_ids,
    _create_in_lobby,
    _play_to_the_end,
    _show_moves_at_once,
    _watch,
)

pytestmark = pytest.mark.slow

PLACEHOLDER = re.compile(r"\{\w+\}")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
FUNCTION_WORDS = frozenset(
    [
        "the",
        "your",
        "you",
        "and",
        "with",
        "from",
        "this",
        "that",
        "have",
        "has",
        "of",
        "for",
        "is",
        "are",
        "not",
        "now",
        "what",
        "which",
        "when",
    ]
)
"""English words no German or French sentence of ours needs (tests/web: a sentence left in
English that no catalog holds is caught by these)."""


def _forms(message: Any) -> list[str]:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return [s for s in strings if s]


@cache
def english_only(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """(phrases, words) of the English catalogs that a page in `lang` should not show: the
    fragments between placeholders of every English entry, of two words or more, that the same
    entry in `lang` does not also say; and single words of five letters or more that no entry in
    `lang` uses at all (names every edition shares, such as 'Sand', are in both)."""
    phrases: set[str] = set()
    words: set[str] = set()
    theirs_all: set[str] = set()
    pairs = []
    for package, _ in catalog_sources():
        en = {m.id if isinstance(m.id, str) else m.id[0]: m for m in read_catalog(package, "en")}
        other = {m.id if isinstance(m.id, str) else m.id[0]: m for m in read_catalog(package, lang)}
        for mid, message in en.items():
            if mid and mid in other:
                pairs.append((_forms(message), " ".join(_forms(other[mid]))))
                for form in _forms(other[mid]):
                    theirs_all |= {w.lower() for w in WORD.findall(form)}
    for english, theirs in pairs:
        for form in english:
            for fragment in PLACEHOLDER.split(form):
                said = WORD.findall(fragment)
                text = " ".join(said)
                if len(said) >= 2 and text not in " ".join(WORD.findall(theirs)):
                    phrases.add(text)
                for w in said:
                    if len(w) >= 5 and w.lower() not in theirs_all:
                        words.add(w.lower())
    return frozenset(phrases), frozenset(words)


@cache
def english_phrase(lang: str) -> re.Pattern[str]:
    """Where any of `english_only(lang)`'s phrases begins as a whole phrase (no word character
    before or after it), in one pattern: one pass over a page's text instead of one search per
    phrase (the alternatives are tried in turn at each place, so a place is found whichever of
    them is whole there)."""
    phrases, _ = english_only(lang)
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=lambda p: (-len(p), p)))
    return re.compile(rf"(?<!\w)(?=(?:{alternatives})(?!\w))")


WORD_CHARACTER = re.compile(r"\w")


def english_phrases_in(flat: str, lang: str) -> list[str]:
    r"""Every phrase of `english_only(lang)` that `flat` holds as a whole phrase, as a search for
    each, `(?<!\w)PHRASE(?!\w)`, finds them: the places `english_phrase` finds, each then asked
    of every phrase."""
    phrases, _ = english_only(lang)
    found = set()
    for place in english_phrase(lang).finditer(flat):
        i = place.start()
        for p in phrases:
            if flat.startswith(p, i) and not WORD_CHARACTER.match(flat, i + len(p)):
                found.add(p)
    return sorted(found)


def assert_reads_in(page: Any, lang: str, where: str) -> None:
    """What a player of `page` reads (its text, tooltips and labels) holds no English: the
    unnamed seats' names included, which each reader's page gives in its own language."""
    assert page.evaluate("document.documentElement.lang") == lang, where
    readable = page.evaluate(READABLE)
    for name in NAMES.values():  # the language menu names each language in its own words
        readable = readable.replace(name, " ")
    said = WORD.findall(readable)
    flat = " ".join(said)
    _, words = english_only(lang)
    found = english_phrases_in(flat, lang)
    found += sorted({w for w in said if w.lower() in words})
    found += sorted({w for w in said if w.lower() in FUNCTION_WORDS})
    assert not found, f"{where} ({lang}): English on the page: {found[:20]}"


def test_the_english_catalog_gives_the_scan_something_to_find() -> None:
    """The scan can fail: the English of the pages' own words is among what it looks for."""
    phrases, words = english_only("de")
    assert {"Your decision", "Back to the lobby", "Where the points came from"} <= phrases
    assert {"thinking", "rematch", "leaderboard"} <= words
    assert "sand" not in words  # a word both languages use


def _play_in(page: Any, lang: str, rng: random.Random, shots: Path, name: str) -> None:
    seen: list[int] = []

    def scan(clicks: int) -> None:
        if clicks % 7 == 0:
            seen.append(clicks)
            assert_reads_in(page, lang, f"after click {clicks}")
        if clicks == 14:  # the middle of a game: what docs/ shows (UPDATE_DOCS=1 writes it there)
            page.wait_for_function("() => !document.body.dataset.busy")
            _shoot(page, shots, f"{name}-{lang}")

    page.wait_for_selector("#actions button.act", state="attached")
    assert_reads_in(page, lang, "the first decision")
    _show_moves_at_once(page)
    assert _play_to_the_end(page, rng, on_step=scan) > 14
    assert seen, "the game was scanned while it was played"
    assert_reads_in(page, lang, "the end screen")
    _assert_no_ids(page, "the end screen")
    _shoot(page, shots, f"{name}-{lang}-end")


DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _shoot(page: Any, shots: Path, name: str) -> None:
    page.screenshot(path=str(shots / f"{name}.png"))
    if os.environ.get("UPDATE_DOCS"):
        page.screenshot(path=str(DOCS / f"{name}.png"))


def test_a_whole_pillars_game_in_german_from_the_browsers_language(
    server: Server, browser: Any, shots: Path
) -> None:
    context = browser.new_context(viewport=DESKTOP, locale="de-DE")
    page = context.new_page()
    problems = _watch(page)
    join = _create_in_lobby(page, server, "pillars", ["human", "medium"], seed=21)
    assert_reads_in(page, "de", "the lobby")
    assert "Neue Partie" in page.inner_text("main")
    page.goto(join)
    _play_in(page, "de", random.Random(5), shots, "pillars")
    assert "Die Säulen der Erde" in page.inner_text("#title")
    # the replay of the game reads in German too
    page.click("#result a[href^='/replay/']:not([data-end-review])")
    page.wait_for_function("() => document.getElementById('step').textContent.length > 0")
    assert_reads_in(page, "de", "the replay")
    assert not problems, problems
    context.close()


def test_a_whole_builders_game_in_french_chosen_in_the_menu(
    server: Server, browser: Any, shots: Path
) -> None:
    """The browser asks for English; the player picks Français in the menu: the choice is kept
    (a cookie) for every page that follows, and an English reader of the same game keeps English."""
    context = browser.new_context(viewport=DESKTOP, locale="en-US")
    page = context.new_page()
    problems = _watch(page)
    page.goto(f"{server.base}/")
    page.wait_for_selector("header select.lang")
    assert page.evaluate("document.documentElement.lang") == "en"
    with page.expect_navigation():
        page.select_option("header select.lang", "fr")
    page.wait_for_selector("header select.lang")
    assert page.input_value("header select.lang") == "fr"
    assert_reads_in(page, "fr", "the lobby after the menu")
    join = _create_in_lobby(page, server, "builders", ["human", "easy"], seed=9)
    page.goto(join)
    # another reader of the same game, in English: the spectator's page is unchanged by the French
    other = browser.new_context(viewport=DESKTOP, locale="en-US")
    watcher = other.new_page()
    game_id = re.search(r"/play/([^#?]+)", join)
    assert game_id
    watcher.goto(f"{server.base}/watch/{game_id[1]}")
    watcher.wait_for_selector("#board .card, #board *", state="attached")
    assert watcher.evaluate("document.documentElement.lang") == "en"
    assert "Les Bâtisseurs" not in watcher.inner_text("#title")
    _play_in(page, "fr", random.Random(8), shots, "builders")
    assert "Les Bâtisseurs" in page.inner_text("#title")
    watcher.wait_for_selector("#result:not([hidden])", timeout=60_000)
    assert "Where the points came from" in watcher.inner_text("#result")
    # the seats nobody named are named in each reader's language
    assert "Player 1" in watcher.inner_text("#players") and "Bot 2" in watcher.inner_text(
        "#players"
    )
    assert "Joueur 1" in page.inner_text("#players") and "Player 1" not in page.inner_text(
        "#players"
    )
    other.close()
    # the account page, in the language chosen
    page.goto(f"{server.base}/account")
    page.wait_for_selector("header select.lang")
    assert_reads_in(page, "fr", "the account page")
    assert not problems, problems
    context.close()


class _Enough(Exception):
    """Raised to stop playing once the page was looked at."""


@pytest.mark.parametrize(("game", "lang"), [("pillars", "fr"), ("builders", "de")])
def test_each_title_reads_in_the_other_language_too(
    server: Server, browser: Any, shots: Path, game: str, lang: str
) -> None:
    """The two pairings the whole games above leave out, played for 14 clicks and scanned."""
    context = browser.new_context(viewport=DESKTOP, locale=lang)
    page = context.new_page()
    problems = _watch(page)
    join = _create_in_lobby(page, server, game, ["human", "medium"], seed=33)
    page.goto(join)
    page.wait_for_selector("#actions button.act", state="attached")
    _show_moves_at_once(page)

    def scan(clicks: int) -> None:
        if clicks % 7 == 0:
            assert_reads_in(page, lang, f"after click {clicks}")
        if clicks == 14:
            page.wait_for_function("() => !document.body.dataset.busy")
            _shoot(page, shots, f"{game}-{lang}")
            raise _Enough

    with pytest.raises(_Enough):
        _play_to_the_end(page, random.Random(3), on_step=scan)
    assert not problems, problems
    context.close()
