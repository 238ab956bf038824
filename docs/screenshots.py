"""The README's and docs/' pictures of the game table: both games, desktop (1366x768) and phone
(390x844), mid-game and at the end, each the first screen a player sees (issue 37: the decision,
your pieces and the part of the board it is about in one view; the end over the table). Starts a
server on a free port in a temporary directory and plays one seat by clicking the board (choices
by a seeded coin, the other seat a `medium` bot) in Debian's Chromium.

    python docs/screenshots.py   # writes docs/screenshots/table-{game}-{desktop,phone}-{mid,end}.png
"""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from playwright.sync_api import Page, sync_playwright

DOCS = Path(__file__).resolve().parent
SHOTS = DOCS / "screenshots"
CHROMIUM = os.environ.get("MASTERBUILDERS_CHROMIUM", "/usr/bin/chromium")
SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}
MID = {"pillars": 60, "builders": 25}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def click_once(page: Page, rng: random.Random) -> bool:
    """One decision by clicking the board (or the list when the board offers nothing); False at
    the end of the game."""
    page.wait_for_function(
        "() => !document.getElementById('result').hidden || document.querySelector('#actions button.act:not([disabled])')",
        timeout=120_000,
    )
    if page.is_visible("#result"):
        return False
    page.wait_for_function("() => !document.body.dataset.busy", timeout=120_000)
    before = page.get_attribute("#status", "data-version")
    board = page.query_selector_all("#board [data-action], #players [data-action]")
    workers = page.query_selector_all("#players .clickable[data-select]")
    if workers and rng.random() < 0.7:
        workers[rng.randrange(len(workers))].click()
        sites = page.query_selector_all("#players .clickable[data-action^='send ']")
        if not sites:
            return True
        sites[rng.randrange(len(sites))].click()
    elif board:
        weights = [0.1 if b.get_attribute("data-action") in ("end", "pass") else 1 for b in board]
        rng.choices(board, weights)[0].click()
    else:
        buttons = page.query_selector_all("#actions button.act:not([disabled])")
        weights = [0.1 if b.get_attribute("data-action") in ("end", "pass") else 1 for b in buttons]
        rng.choices(buttons, weights)[0].click()
    page.wait_for_function(
        f"() => document.getElementById('status').dataset.version !== {json.dumps(before)}",
        timeout=120_000,
    )
    return True


def shoot(page: Page, game: str, moment: str) -> None:
    time.sleep(1.5)  # let the last move's highlight settle
    for size, viewport in SIZES.items():
        # as a player at that size opens the page, at a decision of theirs or at the end
        page.set_viewport_size(viewport)
        page.reload()
        page.wait_for_function(
            "() => !document.getElementById('result').hidden || document.querySelector('#actions button.act:not([disabled])')",
            timeout=120_000,
        )
        time.sleep(0.5)
        SHOTS.mkdir(exist_ok=True)
        path = SHOTS / f"table-{game}-{size}-{moment}.png"
        page.screenshot(path=str(path))
        print("wrote", path.relative_to(DOCS.parent))
    page.set_viewport_size(SIZES["desktop"])


def main() -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [str(Path(sys.executable).parent / "masterbuilders"), "serve", "--port", str(port)],
            cwd=tmp,
        )
        try:
            for _ in range(100):
                try:
                    httpx.get(f"{base}/api/health")
                    break
                except httpx.TransportError:
                    time.sleep(0.2)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                for game, seed in (("pillars", 4), ("builders", 4)):
                    body = {
                        "game": game,
                        "players": 2,
                        "seats": [{"kind": "human"}, {"kind": "bot", "level": "medium"}],
                        "seed": seed,
                        "practice": True,
                    }
                    join = httpx.post(f"{base}/api/games", json=body).json()["join"][0]["url"]
                    page = browser.new_page(viewport=SIZES["desktop"])
                    page.goto(base + join)
                    rng = random.Random(seed)
                    clicks = 0
                    while click_once(page, rng):
                        clicks += 1
                        if clicks == MID[game]:
                            shoot(page, game, "mid")
                    shoot(page, game, "end")
                browser.close()
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
