"""Words for a reader: messages (engine.message.Msg) rendered in English, German or French.

The catalogs are gettext `.po` files: this package's `locale/LANG.po` (what every surface shares)
and each game's, found through its spec (`GameSpec.catalogs`: the package holding
`locale/LANG.po`). Their msgids are message ids, not English text, so English is a catalog like
the others and a record keeps no language. Babel reads them (`read_po`, `write_mo`) into the
standard library's `gettext.GNUTranslations`, with the language's plural rule from its header;
Babel also gives the CLDR data for negotiating a language (`negotiate`).

Why gettext via Babel, not Fluent: Babel is maintained (and was already beside us in every
translation tool: Poedit, Weblate, Transifex read `.po`), its plural rules come from CLDR for any
language, and the browser gets the same catalogs as JSON with the same rule (`browser_catalog`).
Fluent's selectors serve grammatical gender better, but its Python runtime's last release was in
2022; we phrase labels so that no article has to agree with a name ('Embaucher : Apprenti'),
which is also how the published editions' own summaries are worded.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Final

from babel import Locale, UnknownLocaleError
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from masterbuilders.engine import game_names, get_game
from masterbuilders.engine.message import KEY, Arg, Msg, is_message

LANGUAGES: Final = ("en", "de", "fr")
"""The languages every message has an entry in (tests/test_i18n.py checks it)."""
DEFAULT: Final = "en"
NAMES: Final = {"en": "English", "de": "Deutsch", "fr": "Français"}
"""Each language in its own words (the language menus)."""

PROJECT_TRANSLATION: Final = "project-translation"
"""A catalog comment that marks a name no published edition prints in that language: the
project's own translation (translator's comment `# project-translation`)."""


def catalog_sources() -> list[tuple[str, str]]:
    """(package, what) of every catalog: this package's, then each registered game's."""
    out = [("masterbuilders.i18n", "shared")]
    for name in game_names():
        package = get_game(name).catalogs
        if package:
            out.append((package, name))
    return out


def read_catalog(package: str, lang: str) -> Catalog:
    """A package's catalog of `lang` as Babel reads it: `locale/LANG.po` and its parts
    `locale/PART.LANG.po` (one per page of the browser's words, so that a page's words are kept
    together), merged."""
    locale = resources.files(package).joinpath("locale")
    merged: Catalog | None = None
    for name in catalog_files(package, lang):
        with locale.joinpath(name).open("rb") as f:
            part = read_po(f, locale=lang)
        if merged is None:
            merged = part
            continue
        for message in part:
            if message.id:
                merged[message.id] = message
    assert merged is not None
    return merged


def catalog_files(package: str, lang: str) -> list[str]:
    """The files a package's catalog of `lang` is read from (for tests and translators)."""
    locale = resources.files(package).joinpath("locale")
    parts = [p.name for p in locale.iterdir() if p.name.endswith(f".{lang}.po") and p.is_file()]
    return [f"{lang}.po", *sorted(parts)]


@dataclass(frozen=True)
class Language:
    """One language's merged catalogs, ready to render."""

    code: str
    translations: gettext.GNUTranslations
    plurals: frozenset[str] = field(default_factory=frozenset)
    """Ids with plural forms (chosen by the parameter `n`)."""
    ids: frozenset[str] = field(default_factory=frozenset)

    def pattern(self, mid: str, n: object = None) -> str:
        """The pattern of message `mid`; a plural message's form for the number `n`."""
        if mid in self.plurals and isinstance(n, int):
            return self.translations.ngettext(mid, mid, n)
        return self.translations.gettext(mid)


@cache
def language(lang: str) -> Language:
    """The catalogs of `lang` (one of LANGUAGES), read once per process."""
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for language {lang!r}: one of {', '.join(LANGUAGES)}")
    merged = Catalog(locale=lang)  # its plural rule is Babel's for the language
    for package, _ in catalog_sources():
        for message in read_catalog(package, lang):
            if message.id:
                merged[message.id] = message
    buffer = io.BytesIO()
    write_mo(buffer, merged)
    buffer.seek(0)
    translations = gettext.GNUTranslations(buffer)
    plurals = frozenset(str(m.id[0]) for m in merged if m.id and m.pluralizable)
    ids = frozenset(str(m.id[0]) if m.pluralizable else str(m.id) for m in merged if m.id)
    return Language(lang, translations, plurals, ids)


BROWSER_ID = re.compile(r"^(?:[a-z]+-)?web-")
"""The ids the pages use (`web-...` for every page, `GAME-web-...` for a game's browser module):
the part of the catalogs the browser gets."""

SAMPLES: Final = (0, 1, 2, 3, 5, 11, 21, 101, 1000000)
"""Numbers to find a number of each CLDR plural category with (French 'many' is 1000000)."""


@cache
def browser_catalog(lang: str) -> dict[str, str | dict[str, str]]:
    """The pages' words in `lang`, for the browser: id -> pattern, or for a plural message
    CLDR category ('one', 'few', 'many', 'other') -> pattern, which the page chooses with
    `Intl.PluralRules` (the same CLDR rule as the catalog's Plural-Forms, so no code is sent)."""
    data = language(lang)
    rule = Locale.parse(lang).plural_form
    sample: dict[str, int] = {}
    for n in SAMPLES:
        sample.setdefault(rule(n), n)
    out: dict[str, str | dict[str, str]] = {}
    for mid in sorted(data.ids):
        if not BROWSER_ID.match(mid):
            continue
        if mid in data.plurals:
            out[mid] = {c: data.translations.ngettext(mid, mid, n) for c, n in sample.items()}
        else:
            out[mid] = data.translations.gettext(mid)
    return out


NAMED_LEVELS: Final = frozenset({"random", "easy", "medium", "hard", "expert"})
"""The computer levels the catalogs name (`web-level-LEVEL`); a trained policy's level keeps its
own name."""


def level_said(level: str) -> Msg | str:
    """A computer level's name as a message where the catalogs name it."""
    return Msg(f"web-level-{level}") if level in NAMED_LEVELS else level


def text(msg: Msg | str, lang: str = DEFAULT) -> str:
    """`msg` in `lang`; a plain str (a name that is no word) as it is."""
    if isinstance(msg, str):
        return msg
    args = {k: _arg_text(v, lang) for k, v in msg.args.items()}
    return _filled(msg.id, msg.args.get("n"), args, lang)


def _filled(mid: str, n: object, args: dict[str, str], lang: str) -> str:
    pattern = language(lang).pattern(mid, n)
    try:
        return pattern.format(**args)
    except (KeyError, IndexError, ValueError) as e:
        raise ValueError(f"catalog {lang}: {mid} = {pattern!r} does not fit {args!r}") from e


def _json_text(data: dict[str, Any], lang: str) -> str:
    """A message's JSON (`Msg.to_json`) in `lang`, read as it is (no `Msg` is built)."""
    args: dict[str, Any] = data["args"]
    said = {k: _arg_text(v, lang) for k, v in args.items()}
    return _filled(data[KEY], args.get("n"), said, lang)


def _arg_text(value: Arg | Any, lang: str) -> str:
    """A parameter in `lang`: a message (or its JSON), a list of them (a tuple, or its JSON
    list), or a plain value as it is."""
    if isinstance(value, Msg):
        return text(value, lang)
    if isinstance(value, dict):
        return _json_text(value, lang)
    if isinstance(value, (tuple, list)):
        return ", ".join(_arg_text(v, lang) for v in value)
    return str(value)


def texts(msgs: Iterable[Msg | str], lang: str = DEFAULT) -> list[str]:
    return [text(m, lang) for m in msgs]


def localize(data: Any, lang: str = DEFAULT) -> Any:
    """JSON data with every message in it (`Msg` or its JSON) rendered in `lang`; a new object
    where something changed, the same one elsewhere (views share read-only parts). A rendering
    with no memory of an earlier version (`Rendering`)."""
    return Rendering(lang).localize(data)


class Rendering:
    """One language's renderings of what a game shows, version after version, rendering again only
    what is new: an object met at this version or the last (a message, a part of a view: views
    are read-only, and an engine hands out the same objects for what does not change, such as a
    card's entry, while a log keeps its messages) is given the rendering it had then, by identity.
    Two generations are kept (what this version met, and what the last one did), so what is no
    longer shown is let go. `localize` is `i18n.localize` with that memory."""

    __slots__ = ("_before", "_now", "lang", "version")

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.version = -1
        self._now: dict[int, tuple[Any, Any]] = {}
        self._before: dict[int, tuple[Any, Any]] = {}

    def at(self, version: int) -> Rendering:
        """This rendering, turned to `version` (what the last version met becomes the older
        generation)."""
        if version != self.version:
            self.version = version
            self._before, self._now = self._now, {}
        return self

    def remembered(self) -> int:
        """How many objects' renderings are kept (this version's and the last's)."""
        return len(self._now) + len(self._before)

    def localize(self, data: Any) -> Any:
        if not isinstance(data, (dict, list, Msg)):
            return data
        key = id(data)
        hit = self._now.get(key) or self._before.get(key)
        if hit is not None and hit[0] is data:
            self._now[key] = hit
            return hit[1]
        out = self._render(data)
        self._now[key] = (data, out)  # (the object is held, so its id is not reused meanwhile)
        return out

    def _render(self, data: Any) -> Any:
        if isinstance(data, Msg):
            return text(data, self.lang)
        changed = False
        if isinstance(data, dict):
            if KEY in data and is_message(data):
                return _json_text(data, self.lang)
            out: dict[str, Any] = {}
            for k, v in data.items():
                if v.__class__ not in _PLAIN:  # (most of a view is numbers and names)
                    said = self.localize(v)
                    changed = changed or said is not v
                    v = said
                out[k] = v
            return out if changed else data
        items = []
        for v in data:
            if v.__class__ not in _PLAIN:
                said = self.localize(v)
                changed = changed or said is not v
                v = said
            items.append(v)
        return items if changed else data


_PLAIN: Final = frozenset({int, str, bool, float, type(None)})
"""What holds no message (a view's numbers, ids and names)."""


def negotiate(accept_language: str | None, choice: str | None = None) -> str:
    """The language to use: `choice` where it is one of ours (a cookie, a `--lang`), else the
    best of an Accept-Language header (or a POSIX locale such as 'de_DE.UTF-8'), else English."""
    if choice in LANGUAGES:
        return str(choice)
    wanted: list[tuple[float, str]] = []
    for i, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        if tag:
            wanted.append((-q + i * 1e-6, tag.strip()))
    for _, tag in sorted(wanted):
        try:
            code = Locale.parse(tag.split(".")[0].replace("-", "_")).language
        except (ValueError, UnknownLocaleError):
            continue
        if code in LANGUAGES:
            return code
    return DEFAULT


__all__ = [
    "DEFAULT",
    "KEY",
    "LANGUAGES",
    "NAMED_LEVELS",
    "NAMES",
    "PROJECT_TRANSLATION",
    "Language",
    "Rendering",
    "browser_catalog",
    "catalog_files",
    "catalog_sources",
    "language",
    "level_said",
    "localize",
    "negotiate",
    "read_catalog",
    "text",
    "texts",
]
