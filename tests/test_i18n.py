"""Words as data (issue 42): every message id has an entry in every language, the entries take
the same parameters, every id the code says has an entry, card names are the editions' (or marked
as the project's translation), and a game reads in every language from the same messages."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

import masterbuilders
from masterbuilders.engine import Match, Observation, UniformRandomAgent, game_names, get_game
from masterbuilders.engine.message import Msg, from_json
from masterbuilders.i18n import (
    BROWSER_ID,
    DEFAULT,
    LANGUAGES,
    PROJECT_TRANSLATION,
    Rendering,
    browser_catalog,
    catalog_files,
    catalog_sources,
    localize,
    negotiate,
    read_catalog,
    text,
)

SRC = Path(masterbuilders.__file__).parent


def _forms(message: object) -> list[str]:
    value = message.string  # type: ignore[attr-defined]
    return list(value) if isinstance(value, tuple) else [value]


def _fields(pattern: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(pattern) if name}


def _catalogs() -> dict[tuple[str, str], Catalog]:
    return {
        (pkg, lang): read_catalog(pkg, lang) for pkg, _ in catalog_sources() for lang in LANGUAGES
    }


CATALOGS = _catalogs()


@pytest.mark.parametrize("package", [pkg for pkg, _ in catalog_sources()])
def test_every_id_has_an_entry_in_every_language(package: str) -> None:
    english = {
        m.id if isinstance(m.id, str) else m.id[0] for m in CATALOGS[package, DEFAULT] if m.id
    }
    assert english, f"{package}: an empty English catalog"
    for lang in LANGUAGES:
        cat = CATALOGS[package, lang]
        ids = {m.id if isinstance(m.id, str) else m.id[0] for m in cat if m.id}
        assert ids == english, f"{package} {lang}: missing {english - ids}, extra {ids - english}"
        for m in cat:
            if m.id:
                empty = [i for i, form in enumerate(_forms(m)) if not form.strip()]
                assert not empty, f"{package} {lang}: {m.id} has an empty form"
                assert m.pluralizable == CATALOGS[package, DEFAULT][m.id].pluralizable, m.id


@pytest.mark.parametrize("package", [pkg for pkg, _ in catalog_sources()])
def test_placeholders_match_across_languages(package: str) -> None:
    for m in CATALOGS[package, DEFAULT]:
        if not m.id:
            continue
        wanted = set().union(*(_fields(f) for f in _forms(m)))
        for lang in LANGUAGES:
            for form in _forms(CATALOGS[package, lang][m.id]):
                assert _fields(form) == wanted, f"{package} {lang}: {m.id}: {form!r} != {wanted}"


def test_no_two_catalogs_share_an_id() -> None:
    seen: dict[str, str] = {}
    for pkg, _ in catalog_sources():
        for m in CATALOGS[pkg, DEFAULT]:
            if m.id:
                key = m.id if isinstance(m.id, str) else m.id[0]
                assert key not in seen, f"{key} in {pkg} and {seen[key]}"
                seen[key] = pkg


def _literal_ids() -> list[tuple[str, str]]:
    """(file:line, id) of every Msg("literal", ...) in the package's code."""
    out = []
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "Msg"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                out.append((f"{path.relative_to(SRC)}:{node.lineno}", node.args[0].value))
    return out


def test_every_literal_id_in_the_code_has_an_entry() -> None:
    known = {
        m.id if isinstance(m.id, str) else m.id[0] for c in CATALOGS.values() for m in c if m.id
    }
    used = _literal_ids()
    assert len(used) > 30
    missing = [(where, mid) for where, mid in used if mid not in known]
    assert not missing


def _said(game: str, players: int, seed: int) -> list[Msg | str]:
    """Everything a seeded random game says: its log, every decision's text and every legal
    action's label at every step."""
    match = Match(game, players, seed)
    state = match.state
    agents = [UniformRandomAgent() for _ in range(players)]
    said: list[Msg | str] = []
    while not state.is_terminal():
        said.append(state.describe_decision())
        legal = state.legal_actions()
        said += [state.describe_action(a) for a in legal]
        player = state.current_player()
        if state.is_chance():
            match.apply_chance()
        else:
            obs = Observation(state, player, legal, match.agent_seed(player))
            match.apply(agents[player].act(obs), player)
    said.append(state.describe_decision())
    said += [m for _, m in state.log]
    return said


ID = re.compile(r"\b[a-z]+(?:-[a-z0-9]+){2,}\b")
"""What an id left unrendered looks like ('builders-log-start')."""


@pytest.mark.parametrize("game", game_names())
def test_a_whole_game_reads_in_every_language(game: str) -> None:
    everything = _said(game, 3, 42)
    said = [m for m in everything if isinstance(m, Msg)]
    assert len(said) == len(everything) > 100, "every word the game says is a message"
    english_only = _english_only_words()
    for lang in LANGUAGES:
        for msg in said:
            words = text(msg, lang)
            assert words and not ID.search(words), (lang, msg, words)
            assert msg == from_json(msg.to_json())
            if lang != DEFAULT:
                left = english_only & set(re.findall(r"[A-Za-z]+", words))
                assert not left, f"{lang}: English words {left} in {words!r} ({msg!r})"


def _english_only_words() -> set[str]:
    """Words of the English catalogs that no German or French entry uses (so a German text that
    holds one holds English)."""

    def words(lang: str) -> set[str]:
        out: set[str] = set()
        for (_, code), cat in CATALOGS.items():
            if code == lang:
                for m in cat:
                    if m.id:
                        for form in _forms(m):
                            out |= set(re.findall(r"[A-Za-z]{4,}", re.sub(r"\{\w+\}", "", form)))
        return out

    return words("en") - words("de") - words("fr")


def test_card_names_are_the_editions_or_marked() -> None:
    """The Builders: English names as the seeds give them, French ones as the cards print them
    (the data's titles), German ones the project's translation, marked as such in the catalog."""
    from masterbuilders.builders.model import DATA

    pkg = "masterbuilders.builders"
    for b in DATA.buildings.values():
        key = f"builders-card-{b.id}"
        assert CATALOGS[pkg, "en"][key].string == b.name
        assert CATALOGS[pkg, "fr"][key].string == b.title
        assert PROJECT_TRANSLATION in CATALOGS[pkg, "de"][key].user_comments, key


def test_pillars_names_are_the_editions_or_marked() -> None:
    """The Pillars of the Earth: English names as the data gives them; German names taken from
    the data's ids (Wollmesse, Stadtmauer, ...) or marked as the project's translation, as are
    French ones other than the characters' names."""
    from masterbuilders.pillars.model import DATA

    pkg = "masterbuilders.pillars"
    named = {
        **{f"pillars-craftsman-{c.id}": c.title for c in DATA.craftsmen.values()},
        **{f"pillars-privilege-{p.id}": p.name for p in DATA.privileges.values()},
        **{f"pillars-event-{e.id}": e.name for e in DATA.events.values()},
        **{f"pillars-place-{loc.id}": loc.name for loc in DATA.locations},
    }
    for key, english in named.items():
        assert CATALOGS[pkg, "en"][key].string == english, key
        for lang in ("de", "fr"):
            entry = CATALOGS[pkg, lang][key]
            same = entry.string == english
            card_id = key.split("-", 2)[2].replace("-", "")
            spelled = str(entry.string).lower().replace(" ", "")
            for letter, spelling in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
                spelled = spelled.replace(letter, spelling)
            from_id = lang == "de" and (card_id in spelled or spelled in card_id)
            assert same or from_id or PROJECT_TRANSLATION in entry.user_comments, (lang, key)


PAGE_FILES = sorted(
    [
        *SRC.joinpath("web").rglob("*.js"),
        *SRC.joinpath("web").rglob("*.html"),
        *SRC.glob("*/renderer.js"),
    ]
)
PAGE_ID = re.compile(r"""["'`]((?:[a-z]+-)?web-[a-z0-9]+(?:-[a-z0-9]+)*)["'`]""")


def test_every_id_the_pages_use_reaches_the_browser_in_every_language() -> None:
    """Every message id written in the pages' HTML and modules (t("..."), markup("..."),
    data-t="...") is in the browser's catalog of every language."""
    used = {
        (str(path.relative_to(SRC)), mid)
        for path in PAGE_FILES
        for mid in PAGE_ID.findall(path.read_text())
    }
    assert len(used) > 200
    for lang in LANGUAGES:
        sent = browser_catalog(lang)
        missing = sorted((where, mid) for where, mid in used if mid not in sent)
        assert not missing, (lang, missing)
    # and the browser gets the pages' words only
    assert all(BROWSER_ID.match(mid) for mid in browser_catalog("en"))
    assert "engine-game-over" not in browser_catalog("en")


def test_no_page_writes_english_words_of_its_own() -> None:
    """A page's text is a message: no English sentence is left in a template of the modules
    (a rough net: text between tags, or a quoted string of three words or more that is not
    a comment, a selector, a message id or markup)."""
    between_tags = re.compile(r""">\s*([A-Z][a-z]+(?: [a-z']+){2,}[.:!?]?)\s*<""")
    quoted = re.compile(r"""(?<![\w=])["`]([A-Z][a-z]+(?: [a-z']+){2,}[.:!?]?)["`]""")
    left = [
        (str(path.relative_to(SRC)), m)
        for path in PAGE_FILES
        for line in path.read_text().splitlines()
        if not line.lstrip().startswith("//")
        for code in [re.sub(r'data-t[a-z-]*="[^"]*"[^>]*>[^<]*<', "><", line.split(" // ")[0])]
        for m in between_tags.findall(code) + quoted.findall(code)
    ]
    assert not left, left


def test_the_browser_gets_plural_forms_by_cldr_category() -> None:
    """A plural message reaches the page as its CLDR forms (Intl.PluralRules chooses there):
    French has one, many and other; German one and other."""
    fr, de = browser_catalog("fr"), browser_catalog("de")
    assert fr["web-game-your-choices"] == {
        "one": "Votre choix ({n})",
        "many": "Vos choix ({n})",
        "other": "Vos choix ({n})",
    }
    assert set(de["web-game-your-choices"]) == {"one", "other"}  # type: ignore[arg-type]
    assert isinstance(de["web-game-hint"], str)


def test_catalog_parts_are_the_same_files_in_every_language() -> None:
    """A catalog split into parts (one per page) has each part in every language."""
    for package, _ in catalog_sources():
        parts = {lang: [f.removesuffix(f"{lang}.po") for f in catalog_files(package, lang)]
                 for lang in LANGUAGES}  # fmt: skip
        assert parts["de"] == parts["en"] == parts["fr"], package


def test_every_game_and_level_is_named_in_every_language() -> None:
    """The lobby's titles and the levels' descriptions come from the catalogs; the English
    description is the one the code gives (they cannot drift apart)."""
    from masterbuilders.ai import levels
    from masterbuilders.i18n import NAMED_LEVELS
    from masterbuilders.server.games.creation import BOT_LEVELS

    assert set(BOT_LEVELS) <= NAMED_LEVELS
    for lang in LANGUAGES:
        for level in NAMED_LEVELS:
            assert text(Msg(f"web-level-{level}"), lang) != f"web-level-{level}"
    for game in game_names():
        assert text(Msg(f"{game}-title"), "en") == get_game(game).title
        for lang in LANGUAGES:
            assert text(Msg(f"{game}-title"), lang) != f"{game}-title"
        for level in levels(game).values():
            assert text(Msg(f"{game}-level-{level.name}"), "en") == level.description
            for lang in ("de", "fr"):
                said = text(Msg(f"{game}-level-{level.name}"), lang)
                assert said != f"{game}-level-{level.name}" and said != level.description


def test_every_refusal_reads_in_every_language() -> None:
    """The engines' refusals (a move that is not legal where it stands, what it cites) are
    messages with an entry in every language: actions of every kind, legal elsewhere or made up,
    refused at every step of a random game of each title."""
    from masterbuilders.engine import IllegalActionError, parse_action

    tried = [
        "take nowhere", "hire x", "buy metal 1", "buy wood 99", "buy sand 0", "sell stone 1",
        "sell gold 1", "use c1 9", "use zz 1", "drop gold", "place court-3", "place moon",
        "pass", "keep", "return", "protect", "take-cube metal", "take-cube wood", "leave", "done",
        "start b99", "recruit w99", "send w1@b2", "take-coins 4", "take-coins 1", "buy-action",
        "end", "decline", "use free-placement",
    ]  # fmt: skip
    ids: set[str] = set()
    for game in game_names():
        match = Match(game, 3, 4)
        state, agent, step = match.state, UniformRandomAgent(), 0
        while not state.is_terminal():
            legal = state.legal_actions()
            for words in tried:
                try:
                    action = parse_action(words)
                except ValueError:
                    continue
                if action in legal:
                    continue
                with pytest.raises(IllegalActionError) as info:
                    state.check(action)
                said = info.value.said
                assert isinstance(said, Msg), (game, words, said)
                ids.add(said.id)
                for lang in LANGUAGES:
                    rendered = text(said, lang)
                    assert "{" not in rendered and not rendered.startswith(said.id), rendered
            player = state.current_player()
            if state.is_chance():
                match.apply_chance()
            else:
                obs = Observation(state, player, legal, match.agent_seed(player))
                match.apply(agent.act(obs), player)
            step += 1
    assert len(ids) > 30  # the refusals of many rules were met


def test_pillars_duties_read_as_the_card_data_says() -> None:
    """The "!" cards' duties (cards.toml roles) are messages whose English is the data's text."""
    from masterbuilders.pillars.model import DATA

    for role in DATA.roles.values():
        assert text(Msg(f"pillars-role-rule-{role.id}"), "en") == role.rule
        assert text(Msg(f"pillars-role-{role.id}"), "en") == role.name


@pytest.mark.parametrize("game", game_names())
def test_a_rendering_remembers_only_what_stays_the_same(game: str) -> None:
    """`Rendering` (the server's per-language memory of what it rendered) gives at every version
    what `localize` gives, hands out again what it rendered for an object still shown, and forgets
    what no version shows any more."""
    match = Match(game, 2, 11)
    state, agent = match.state, UniformRandomAgent()
    rendering = Rendering("de")
    version = reused = 0
    while not state.is_terminal():
        version += 1
        views = [state.view(0), state.view(None)]
        at = rendering.at(version)
        said = [at.localize(v) for v in views]
        assert said == [localize(v, "de") for v in views]
        if isinstance(views[0].get("players"), list):
            again = at.localize(views[0])  # the same object again: the same rendering
            reused += again is said[0]
        player = state.current_player()
        if state.is_chance():
            match.apply_chance()
        else:
            obs = Observation(state, player, state.legal_actions(), match.agent_seed(player))
            match.apply(agent.act(obs), player)
    assert reused == version
    held = rendering.remembered()
    rendering.at(version + 1)
    rendering.at(version + 2)  # two versions that showed nothing: all is let go
    assert held and rendering.remembered() == 0


def test_plural_forms_follow_the_language() -> None:
    assert text(Msg("builders-coins", n=1), "en") == "1 coin"
    assert text(Msg("builders-coins", n=2), "en") == "2 coins"
    assert text(Msg("builders-coins", n=0), "en") == "0 coins"
    assert text(Msg("builders-coins", n=0), "fr") == "0 écu"  # French: 0 and 1 are singular
    assert text(Msg("builders-coins", n=1), "de") == "1 Münze"
    assert text(Msg("builders-coins", n=5), "de") == "5 Münzen"


def test_localize_renders_messages_in_json_and_keeps_the_rest() -> None:
    shared = {"cards": [1, 2]}
    data = {"a": Msg("builders-do-end").to_json(), "b": shared, "c": [Msg("builders-nothing")]}
    out = localize(data, "de")
    assert out == {"a": "Zug beenden", "b": {"cards": [1, 2]}, "c": ["nichts"]}
    assert out["b"] is shared


@pytest.mark.parametrize(
    ("header", "choice", "expected"),
    [
        ("de-DE,de;q=0.9,en;q=0.8", None, "de"),
        ("en-US,en;q=0.9,fr;q=0.8", None, "en"),
        ("it-IT,fr;q=0.5,de;q=0.4", None, "fr"),
        ("fr;q=0.2,de;q=0.9", None, "de"),
        ("ja, zh", None, "en"),
        (None, None, "en"),
        ("", None, "en"),
        ("de_DE.UTF-8", None, "de"),
        ("C.UTF-8", None, "en"),
        ("de-DE", "fr", "fr"),
        ("de-DE", "xx", "de"),
        ("garbage;;q=x,,", None, "en"),
    ],
)
def test_the_language_is_negotiated(header: str | None, choice: str | None, expected: str) -> None:
    assert negotiate(header, choice) == expected


def test_golden_transcripts_read_in_german_from_the_same_messages() -> None:
    """The golden games' logs are messages: the German transcript has a line for every English
    one, and renders every message (no id left, no English word)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from golden.transcript import transcript

    english = transcript("builders", 2, 2000, "en").splitlines()
    german = transcript("builders", 2, 2000, "de").splitlines()
    assert len(english) == len(german)
    changed = [(e, g) for e, g in zip(english, german, strict=True) if e != g]
    assert len(changed) > 50
    for _, g in changed:
        assert not ID.search(g), g


def test_a_state_with_messages_pickles_whole() -> None:
    """States go to the bot processes pickled: their log's messages come back equal (a
    compiled Msg is rebuilt from its id and parameters)."""
    import pickle

    match = Match("builders", 3, 11)
    while match.state.is_chance():
        match.apply_chance()
    state = match.state
    assert state.log and all(isinstance(m, Msg) for _, m in state.log)
    back = pickle.loads(pickle.dumps(state))
    assert back.log == state.log
    nested = Msg("builders-log-send", worker=Msg("builders-worker-card", cost=(1, Msg("x"))))
    assert pickle.loads(pickle.dumps(nested)) == nested


@pytest.mark.parametrize("game", game_names())
def test_the_terminal_picture_reads_in_every_language(game: str) -> None:
    """A game's text picture (the terminal's board) in German and French: every state of a
    seeded game, with no id left and no English word of the catalogs in it; in English, it is
    the golden transcripts' (tests/golden)."""
    match = Match(game, 2, 7)
    state = match.state
    agents = [UniformRandomAgent() for _ in range(2)]
    english_only = _english_only_words()
    seen = 0
    while not state.is_terminal() or seen == 0:
        for lang in ("de", "fr"):
            for seat in (None, state.current_player() if state.current_player() >= 0 else 0):
                picture = state.render(seat, lang)
                assert not ID.search(picture), (lang, picture)
                left = english_only & set(re.findall(r"[A-Za-z]+", picture))
                assert not left, f"{lang}: English words {left} in\n{picture}"
        seen += 1
        if state.is_terminal():
            break
        if state.is_chance():
            match.apply_chance()
        else:
            player = state.current_player()
            legal = state.legal_actions()
            match.apply(agents[player].act(Observation(state, player, legal, seen)), player)
    assert seen > 20
