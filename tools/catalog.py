"""Add messages to a catalog in every language at once (an authoring aid; the `.po` files stay
the catalogs that translators and Babel read).

    python tools/catalog.py LOCALE_DIR [PART] < table.txt

Each line of the table is one message: `id | English | Deutsch | Français`. A plural message
gives its forms separated by ` // ` ('one' then 'other'; French may give a third, 'many' comes
before 'other' in the catalog's order: one // many // other; a missing form repeats the last).
A line ending in ` #project-translation` marks the German and French entries as the project's
own translation of a printed name. Lines starting with `#` and blank lines are skipped.

The entries are appended to LOCALE_DIR/LANG.po, or to LOCALE_DIR/PART.LANG.po (made with a
header when it does not exist). An id already in the file is refused, so nothing is overwritten.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel import Locale
from babel.messages.pofile import read_po

LANGUAGES = ("en", "de", "fr")
HEADER = """# {name} translations for masterbuilders.
# This file is distributed under the same license as the masterbuilders project.
#
msgid ""
msgstr ""
"Project-Id-Version: masterbuilders 1\\n"
"Language: {lang}\\n"
"Plural-Forms: nplurals={n}; plural={rule};\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"""


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def entry(mid: str, forms: list[str], lang: str, mark: bool) -> str:
    out = "\n"
    if mark:
        out += "# project-translation\n"
    out += f"msgid {quote(mid)}\n"
    count = Locale.parse(lang).plural_form.tags
    if len(forms) == 1:
        return out + f"msgstr {quote(forms[0])}\n"
    n = len(count) + 1  # CLDR tags other than 'other', then 'other'
    forms = forms + [forms[-1]] * (n - len(forms))
    if lang == "fr" and len(forms) == 3 and forms[1] == forms[0]:
        forms[1] = forms[2]  # 'many' reads like 'other', never like 'one'
    out += f"msgid_plural {quote(mid)}\n"
    return out + "".join(f"msgstr[{i}] {quote(f)}\n" for i, f in enumerate(forms[:n]))


def header(lang: str) -> str:
    from babel.messages.catalog import Catalog

    plural = Catalog(locale=lang).plural_forms  # "nplurals=N; plural=(...);"
    n, rule = plural.split(";")[0].split("=")[1], plural.split("plural=", 1)[1].rstrip(";")
    return HEADER.format(name=Locale.parse(lang).english_name, lang=lang, n=n, rule=rule)


def main() -> None:
    folder = Path(sys.argv[1])
    part = sys.argv[2] if len(sys.argv) > 2 else ""
    rows = []
    for line in sys.stdin.read().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        mark = line.rstrip().endswith("#project-translation")
        line = line.rstrip().removesuffix("#project-translation").rstrip()
        cells = [c.strip() for c in line.split(" | ")]
        if len(cells) != 4:
            sys.exit(f"not 'id | en | de | fr': {line!r}")
        rows.append((cells[0], cells[1:], mark))
    for i, lang in enumerate(LANGUAGES):
        path = folder / (f"{part}.{lang}.po" if part else f"{lang}.po")
        old = path.read_text() if path.exists() else header(lang)
        catalog = read_po(io.StringIO(old), locale=lang)
        known = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog}
        add = ""
        for mid, texts, mark in rows:
            if mid in known:
                sys.exit(f"{path}: {mid} is there already (edit the .po file to change it)")
            add += entry(mid, texts[i].split(" // "), lang, mark and lang != "en")
            known.add(mid)
        path.write_text(old.rstrip("\n") + "\n" + add)
        print(f"{path}: {len(rows)} added")


if __name__ == "__main__":
    main()
