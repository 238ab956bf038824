"""Names by a standard (issue 54): what an account's or a seat's name may be, and when two names
pass for each other.

The attacker's finding: beside an account `Alice...`, `AIice...` (a capital i), `A1ice...`,
`Alíce...` and an all-Cyrillic `соса` beside `coca` registered, and seat names with a Cyrillic
`А` or an invisible character (U+034F, U+3164, U+2800) were shown as `Alice...`: uniqueness was
NFKC and case folding only. Now:

- **The form** is RFC 8265's username profile (PRECIS, through `precis-i18n`, the maintained
  implementation of RFC 8264/8265/8266): `UsernameCasePreserved` gives the name as it is shown
  (width-mapped, NFC; letters, digits and visible ASCII signs, nothing else), `UsernameCaseMapped`
  the form names are compared in. A seat's name may hold spaces: each space-separated part is a
  username of its own (RFC 8265, 3.5), as an account's name is one.
- **Invisible and filler characters** are refused, wherever they would be: the default-ignorable
  ones PRECIS refuses (zero-widths, U+034F, U+3164, U+FE0F, the bidirectional controls...) and
  the blank-looking letters and symbols it would let through (`BLANKS`: U+2800, the Hangul
  fillers...). A seat's name was cleaned of some of them before (limits.clean_name); now a typed
  name that holds one is refused and says so, rather than shown as the name it imitates.
- **One script** per name (`mixed_scripts`; Unicode's script property, as `confusable-homoglyphs`
  ships it from Scripts.txt): Latin with Cyrillic `А` is refused. Common and inherited characters
  (digits, signs, combining marks) go with any script, and Japanese (Han, Hiragana, Katakana) and
  Korean or Chinese with Han are one writing each, as UTS #39's "highly restrictive" level has it.
- **Passing for another** is UTS #39's confusable skeleton (`skeleton`: NFD, each character
  mapped to its prototype in Unicode's confusables.txt, NFD again), with the combining marks
  dropped (UTS #39 leaves `í` apart from `i`; at a name's size they pass for each other) and
  case-folded after the mapping (`I` is `l`'s look-alike, not `i`'s). Two names with a key in
  common (`keys`: the name as typed, lower-cased and upper-cased) pass for each other: a new name
  is refused beside an account's. So `Jürgen`, `Zoë` and `François` register, and are refused only
  where `Jurgen`, `Zoe` or `Francois` is taken.

The confusables come from `confusable-homoglyphs` (pure Python: Unicode's confusables.txt and
Scripts.txt as data). PyICU's spoof checker (ICU's USpoofChecker) computes the same skeleton but
needs ICU's C++ library built on the machine, which neither the server's machines nor the
project's wheels have. Its data keeps each look-alike pair both ways, without saying which side
is the prototype: `_prototypes` finds it again (a source has one prototype, a prototype is nobody's
source; of a lone pair, either side serves: both then map to one).

Accounts made before keep their names (nothing is lost): only new names are checked; their keys
(`stored_key`) are kept beside them (accounts.name_skeleton, migration 0008) so that they still
block new look-alikes."""

from __future__ import annotations

import functools
import unicodedata
from typing import Any, Final

from masterbuilders.engine.message import Msg
from masterbuilders.server.errors import ApiError
from masterbuilders.server.limits import clean_name

BLANKS: Final = frozenset("\u2800\u3164\u115f\u1160\uffa0\u034f\u180e\u17b4\u17b5\u1cbb\u1cbc")
"""Characters that show as nothing, or as a blank, and that PRECIS alone would not all refuse
(U+2800 BRAILLE PATTERN BLANK is a symbol to it; the Hangul fillers and U+034F COMBINING GRAPHEME
JOINER are refused as default-ignorable, and listed here to name them invisible)."""
ONE_WRITING: Final = (
    frozenset({"HAN", "HIRAGANA", "KATAKANA"}),
    frozenset({"HAN", "BOPOMOFO"}),
    frozenset({"HAN", "HANGUL"}),
)
"""Scripts that are written together (UTS #39, 5.2 "highly restrictive")."""
_BIDI_MARKS: Final = str.maketrans("", "", "\u200e\u200f")
"""(confusable-homoglyphs writes a right-to-left character between two of these)"""


def _profile(name: str) -> Any:
    from precis_i18n import get_profile

    return get_profile(name)


@functools.cache
def _preserved() -> Any:
    return _profile("UsernameCasePreserved")


@functools.cache
def _mapped() -> Any:
    return _profile("UsernameCaseMapped")


@functools.cache
def _prototypes() -> dict[str, str]:
    """character -> its prototype (confusables.txt), from confusable-homoglyphs' pairs."""
    from confusable_homoglyphs.confusables import confusables_data

    pairs = {
        key.translate(_BIDI_MARKS): [g["c"].translate(_BIDI_MARKS) for g in glyphs]
        for key, glyphs in confusables_data.items()
    }
    table: dict[str, str] = {}
    for char, others in pairs.items():
        if len(char) != 1 or len(others) != 1:
            continue  # a prototype: several characters pass for it (or it is several characters)
        (other,) = others
        if len(other) > 1 or len(pairs.get(other, [])) > 1:
            table[char] = other  # the prototype of a star of look-alikes
        elif other < char:
            table[char] = other  # a lone pair: both map to the lower one
    return table


def _drop_marks(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


def skeleton(text: str) -> str:
    """UTS #39's skeleton of `text`, its combining marks dropped, then case-folded: the key two
    names that pass for each other share."""
    table = _prototypes()
    mapped = "".join(table.get(c, c) for c in _drop_marks(text))
    return _drop_marks(unicodedata.normalize("NFKC", mapped).casefold())


def keys(name: str) -> set[str]:
    """The skeletons of the name as typed, lower-cased and upper-cased: a name passes for
    another when a key of one is a key (or the `stored_key`) of the other."""
    return {skeleton(name), skeleton(name.lower()), skeleton(name.upper())}


def stored_key(name: str) -> str:
    """The key kept beside an account's name (accounts.name_skeleton), also for a name made
    before these rules (NFKC where the profile refuses it)."""
    try:
        shown = str(_preserved().enforce(name))
    except UnicodeError:
        shown = unicodedata.normalize("NFKC", name)
    return skeleton(shown)


def _char(c: str) -> str:
    """A character as an error names it: its code point (a name no reader could see)."""
    return f"U+{ord(c):04X}"


def invisible(text: str) -> str | None:
    """The first invisible or filler character of `text` (None: there is none)."""
    for c in text:
        if c in BLANKS or unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") or _ignorable(c):
            return c
    return None


def _ignorable(c: str) -> bool:
    try:
        _preserved().enforce(f"a{c}")
    except UnicodeEncodeError as exc:
        return str(exc.reason).endswith("precis_ignorable_properties")
    return False


def mixed_scripts(text: str) -> list[str]:
    """The scripts `text`'s letters mix, sorted ([] when they are one writing)."""
    from confusable_homoglyphs.categories import alias

    scripts = {alias(c) for c in text} - {"COMMON", "INHERITED"}
    if len(scripts) <= 1 or any(scripts <= writing for writing in ONE_WRITING):
        return []
    return sorted(scripts)


def _and(words: list[str]) -> Msg | str:
    """'A and B and C' in the reader's language (the words themselves are names: Unicode's
    names of scripts)."""
    said: Msg | str = words[0]
    for word in words[1:]:
        said = Msg("server-error-and", first=said, last=word)
    return said


def _refuse(key: str, **args: Msg | str) -> ApiError:
    return ApiError("invalid_name", Msg(key, **args))


def _username(part: str) -> str:
    """One username part under RFC 8265 (UsernameCasePreserved), or 400 naming the character
    (an empty one breaks the form: the profile refuses it naming no character)."""
    if not part:
        raise _refuse("server-error-name-form")
    try:
        shown = str(_preserved().enforce(part))
        _mapped().enforce(shown)
    except UnicodeEncodeError as exc:
        bad = part[exc.start] if 0 <= exc.start < len(part) else part[:1]
        if str(exc.reason).endswith(("precis_ignorable_properties", "old_hangul_jamo")):
            raise _refuse("server-error-name-invisible", char=_char(bad)) from None
        raise _refuse("server-error-name-character", char=_char(bad), shown=repr(bad)) from None
    except UnicodeError:
        raise _refuse("server-error-name-form") from None
    return shown


def _common_rules(raw: str) -> None:
    hidden = invisible(raw.strip())
    if hidden is not None:
        raise _refuse("server-error-name-invisible", char=_char(hidden))


def account_name(raw: str) -> str:
    """A new account's name as it will be shown (RFC 8265, UsernameCasePreserved), or 400
    invalid_name naming the rule it breaks: an invisible character, one outside the profile,
    letters of several scripts. (Its length and form, and reserved words: accounts.check_name;
    passing for another account's: Accounts.looks_taken.)"""
    _common_rules(raw)
    name = _username(raw.strip())
    scripts = mixed_scripts(name)
    if scripts:
        raise _refuse("server-error-name-scripts", scripts=_and(scripts))
    return name


def seat_name(raw: str) -> str:
    """A typed seat name as others will read it (limits.clean_name, each space-separated part
    under RFC 8265), or 400 invalid_name naming the rule it breaks (as `account_name`)."""
    _common_rules(raw)
    shown = clean_name(raw, "")
    parts = [_username(part) for part in shown.split(" ") if part]
    shown = " ".join(parts)
    scripts = mixed_scripts(shown)
    if scripts:
        raise _refuse("server-error-name-scripts", scripts=_and(scripts))
    return shown
