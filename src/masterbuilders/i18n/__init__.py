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
from masterbuilders.engine.message import KEY, Arg, Msg, from_json, is_message

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

    def pattern(self, msg: Msg) -> str:
        n = msg.args.get("n")
        if msg.id in self.plurals and isinstance(n, int):
            return self.translations.ngettext(msg.id, msg.id, n)
        return self.translations.gettext(msg.id)


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


def text(msg: Msg | str, lang: str = DEFAULT) -> str:
    """`msg` in `lang`; a plain str (a name that is no word) as it is."""
    if isinstance(msg, str):
        return msg
    lang_data = language(lang)
    args = {k: _arg_text(v, lang) for k, v in msg.args.items()}
    pattern = lang_data.pattern(msg)
    try:
        return pattern.format(**args)
    except (KeyError, IndexError, ValueError) as e:
        raise ValueError(f"catalog {lang}: {msg.id} = {pattern!r} does not fit {msg!r}") from e


def _arg_text(value: Arg, lang: str) -> str:
    if isinstance(value, Msg):
        return text(value, lang)
    if isinstance(value, tuple):
        return ", ".join(_arg_text(v, lang) for v in value)
    return str(value)


def texts(msgs: Iterable[Msg | str], lang: str = DEFAULT) -> list[str]:
    return [text(m, lang) for m in msgs]


def localize(data: Any, lang: str = DEFAULT) -> Any:
    """JSON data with every message in it (`Msg` or its JSON) rendered in `lang`; a new object
    where something changed, the same one elsewhere (views share read-only parts)."""
    if isinstance(data, Msg):
        return text(data, lang)
    if isinstance(data, dict):
        if is_message(data):
            return text(from_json(data), lang)
        out = {k: localize(v, lang) for k, v in data.items()}
        return data if all(out[k] is data[k] for k in data) else out
    if isinstance(data, list):
        items = [localize(v, lang) for v in data]
        return data if all(a is b for a, b in zip(items, data, strict=True)) else items
    return data


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
    "NAMES",
    "PROJECT_TRANSLATION",
    "Language",
    "browser_catalog",
    "catalog_files",
    "catalog_sources",
    "language",
    "localize",
    "negotiate",
    "read_catalog",
    "text",
    "texts",
]
