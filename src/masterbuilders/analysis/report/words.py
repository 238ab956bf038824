"""How the report writes a figure: percentages, intervals, places and plurals in words, and the
HTML tables they go in."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from typing import Any


def pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _rate(r: dict[str, float]) -> str:
    return f"{pct(r['rate'])} ({pct(r['low'])}-{pct(r['high'])})"


def _num(x: float, digits: int = 2) -> str:
    if not math.isfinite(x):
        return "n/a"
    return f"{x:+.{digits}f}"


def _diff(d: dict[str, float], key: str = "diff", digits: int = 2, scale: float = 1.0) -> str:
    value, low, high = d[key] * scale, d["low"] * scale, d["high"] * scale
    if not math.isfinite(low):
        return f"{_num(value, digits)} (too few games)"
    return f"{_num(value, digits)} ({_num(low, digits)} to {_num(high, digits)})"


def _reading(value: Any) -> str:
    """A data value as a reader writes it: '1 sand, 1 metal', 'yes', '4'."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{v} {k}" for k, v in value.items())
    return str(value)


def _place(position: int) -> str:
    """'1st to play', '2nd to play', ... for a place in the turn order counted from 0."""
    n = position + 1
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n, 'th') } to play"


def _plural(kind: str) -> str:
    return kind[:-3] + "men" if kind.endswith("man") else kind + "s"


def _table(head: Sequence[str], rows: Sequence[Sequence[Any]], cls: str = "") -> str:
    out = [f'<table class="{cls}"><thead><tr>']
    out += [f"<th>{html.escape(h)}</th>" for h in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + "".join(_cell(str(c)) for c in row) + "</tr>")
    out.append("</tbody></table>")
    return "".join(out)


def _cell(text: str) -> str:
    """A table cell; a long text (a source's words) wide enough to read as lines, not as a
    column of single words on a phone (the table scrolls sideways instead)."""
    cls = ' class="long"' if len(text) > 60 else ""
    return f"<td{cls}>{html.escape(text)}</td>"


def _share(x: float) -> str:
    """A share as a reader writes a threshold: '90%', '92.5%'."""
    return f"{100 * x:g}%"


def _rounds(n: float) -> str:
    return f"{n:g} round" + ("" if n == 1 else "s")


def _mean(m: dict[str, float], digits: int = 2) -> str:
    """A mean with its interval: '1.23 (1.10-1.36)'."""
    if not m.get("n"):
        return "n/a"
    return f"{m['mean']:.{digits}f} ({m['low']:.{digits}f}-{m['high']:.{digits}f})"
