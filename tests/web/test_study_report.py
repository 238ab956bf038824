"""The study's report opens in Chromium as a user would open the file: every plot drawn, nothing
fetched from anywhere, nothing wider than a phone's screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from masterbuilders.analysis.study.config import StudyConfig
from masterbuilders.analysis.study.runner import run_study

pytestmark = pytest.mark.slow


def test_report_is_self_contained(browser: Any, tmp_path: Path, shots: Path) -> None:
    config = StudyConfig("pillars", 2, ("easy",), 8, variant_games=2, values="numbers.vp_floor")
    run_study(config, tmp_path, workers=1)
    report = tmp_path / "report.html"
    for width, height, name in ((1366, 900, "desktop"), (390, 844, "phone")):
        page = browser.new_page(viewport={"width": width, "height": height})
        requests: list[str] = []
        page.on("request", lambda r, seen=requests: seen.append(r.url))
        errors: list[str] = []
        page.on("pageerror", lambda e, seen=errors: seen.append(str(e)))
        page.goto(report.as_uri())
        page.wait_for_load_state("load")
        assert [u for u in requests if not u.startswith(("file:", "data:"))] == []
        assert errors == []
        images = page.evaluate("[...document.images].map(i => [i.complete, i.naturalWidth])")
        assert len(images) >= 6
        assert all(done and w > 0 for done, w in images)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        text = page.inner_text("main")
        for heading in (
            "Verdict and findings",
            "Game shape",
            "Outcomes",
            "What wins",
            "Uncertain data values",
            "over time",
        ):
            assert heading in text
        assert "numbers.vp_floor" in text
        page.screenshot(path=str(shots / f"study-report-{name}.png"), full_page=True)
        page.close()
