"""Refusals as a reader reads them: an engine error's message (`said`) rendered in English, for
tests that check what a refusal says (the error's own text is the message in no language)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from masterbuilders.i18n import text


@contextmanager
def refused(kind: type[BaseException], pattern: str, lang: str = "en") -> Iterator[Any]:
    """Like `pytest.raises(kind, match=pattern)`, matched against the refusal in `lang`."""
    with pytest.raises(kind) as info:
        yield info
    said = text(getattr(info.value, "said", str(info.value)), lang)
    assert re.search(pattern, said), f"{pattern!r} not in {said!r}"
