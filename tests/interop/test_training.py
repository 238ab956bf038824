"""Training on the environments (issue 40): SB3's own environment checker on the SB3 adapter,
MaskablePPO trained a few thousand steps by the example, and the saved policy loaded back as the
agent ``policy:PATH`` playing whole games with legal moves only (in the arena's game loop, which
checks every action), refusing a game it was not trained for."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest

pytest.importorskip("sb3_contrib")

from masterbuilders.ai import make_agent
from masterbuilders.ai.arena import play_one
from masterbuilders.engine import Match, Observation
from masterbuilders.interop.sb3 import vec_env


def test_the_sb3_adapter_steps_autoresets_and_masks() -> None:
    env = vec_env("builders", num_envs=3, seed=4, num_players=2, opponents="random")
    obs = env.reset()
    assert obs.shape == (3, env.observation_space.shape[0])
    rng = np.random.default_rng(4)
    ended = 0
    for _ in range(600):
        masks = np.stack(env.env_method("action_masks"))
        assert masks.dtype == bool and masks.any(axis=1).all()
        actions = [int(rng.choice(np.flatnonzero(m))) for m in masks]
        obs, rewards, dones, infos = env.step(np.array(actions))
        for i in np.flatnonzero(dones):
            ended += 1
            info = infos[i]
            assert info["terminal_observation"].shape == obs[i].shape
            ranks, seat = info["result"]["ranks"], info["seat"]
            assert rewards[i] == pytest.approx(
                sum((ranks[seat] < o) - (o < ranks[seat]) for o in ranks)
            )
    assert ended >= 2


@pytest.fixture(scope="module")
def trained(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The example run for a few thousand steps (a few seconds): its output directory, report."""
    import examples.train_maskable_ppo as example

    out = tmp_path_factory.mktemp("ppo")
    report = example.main(
        ["--steps", "4096", "--envs", "8", "--eval-every", "2048", "--eval-games", "2",
         "--final-games", "2", "--final-opponents", "random", "--out", str(out)]
    )  # fmt: skip
    return out, report


@pytest.mark.slow
def test_the_example_trains_and_its_policy_plays_as_an_agent(
    trained: tuple[Path, dict[str, Any]],
) -> None:
    tmp_path, report = trained
    assert report["steps"] >= 4096
    for name in ("policy.zip", "policy.json", "curve.csv", "curve.png", "evaluation.json"):
        assert (tmp_path / name).stat().st_size > 0, name
    card = json.loads((tmp_path / "policy.json").read_text())
    assert (card["game"], card["num_players"]) == ("pillars", 2)
    assert report["evaluation"][0]["games"] == 2

    spec = f"policy:{tmp_path / 'policy.zip'}"
    # whole games in the arena's loop (every action checked by the match): legal moves only
    for index, lineup in enumerate([(spec, "random"), ("random", spec)]):
        outcome = play_one("pillars", lineup, index, 77 + index)
        assert outcome.decisions[lineup.index(spec)] > 20
    # the same position gets the same move; another game or player count is refused clearly
    match = Match("pillars", 2, 5)
    while match.state.is_chance():
        match.apply_chance()
    seat = match.state.current_player()
    legal = match.state.legal_actions()
    moves = {make_agent(spec, s).act(Observation(match.state, seat, legal)) for s in (1, 2)}
    assert len(moves) == 1 and moves <= set(legal)
    other = Match("pillars", 3, 5)
    while other.state.is_chance():
        other.apply_chance()
    with pytest.raises(ValueError, match="plays pillars with 2 players"):
        make_agent(spec).act(
            Observation(other.state, other.state.current_player(), other.state.legal_actions())
        )


def test_a_missing_policy_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="no such file"):
        make_agent(f"policy:{tmp_path / 'none.zip'}")
    with pytest.raises(ValueError, match="needs the model's path"):
        make_agent("policy")


@pytest.mark.slow
def test_the_server_offers_a_trained_policy_as_a_bot(
    trained: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    """An operator names the policy (MASTERBUILDERS_POLICIES); the lobby offers it for its game
    and player count only; a person plays a whole game against it over HTTP."""
    from tests.server.client import create, play_randomly
    from tests.server.conftest import Server

    policy = trained[0] / "policy.zip"
    server = Server(
        f"sqlite:///{tmp_path / 'games.sqlite3'}",
        tmp_path,
        env={"MASTERBUILDERS_POLICIES": f"tiny={policy}"},
    )
    server.start()
    try:
        meta = httpx.get(f"{server.base}/api/meta", timeout=10).json()
        offered = {g["name"]: g["levels"] for g in meta["games"]}
        tiny = [lv for lv in offered["pillars"] if lv["name"] == "policy:tiny"]
        assert len(tiny) == 1 and tiny[0]["players"] == 2
        assert all(lv["name"] != "policy:tiny" for lv in offered["builders"])
        three = {"game": "pillars", "players": 3,
                 "seats": [{"kind": "human"}, {"kind": "bot", "level": "policy:tiny"},
                           {"kind": "bot", "level": "easy"}]}  # fmt: skip
        r = httpx.post(f"{server.base}/api/games", json=three, timeout=10)
        assert r.status_code == 400 and "policy:tiny" not in r.json()["error"]["message"]
        g = create(server.base, {"game": "pillars", "players": 2, "seed": 5, "practice": True,
                                 "seats": [{"kind": "human"}, {"kind": "bot", "level": "policy:tiny"}]})  # fmt: skip
        tokens = {j["seat"]: j["token"] for j in g["join"]}
        final = play_randomly(server.base, g["id"], tokens, seed=5)
        # the game ended: Pillars needs both seats' decisions every round, so the policy played
        # all of seat 2's (a policy that failed would leave the game waiting for its bot)
        assert final["view"]["decision"]["over"]
        assert sorted(final["view"]["result"]["ranks"]) in ([1, 2], [1, 1])
    finally:
        server.stop()


@pytest.mark.slow
def test_a_trained_policy_is_rated_from_the_operators_ladder(
    trained: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    """The operator's way to rate a policy they offer: a ladder of it against shipped levels
    (`masterbuilders ladder`), `masterbuilders ratings fit-policy` on it, which keeps the rating
    in the policy's description; a server offering the policy then rates an account's game
    against it, and lists it on the leaderboard at that rating."""
    import shutil
    import subprocess
    import sys

    from masterbuilders.server.ratings import bot_ratings
    from tests.server.conftest import Server
    from tests.server.test_accounts import PROXIED, Browser, a_rated_game_against

    for name in ("policy.zip", "policy.json"):
        shutil.copy(trained[0] / name, tmp_path / name)
    policy = tmp_path / "policy.zip"
    cli = [sys.executable, "-m", "masterbuilders.cli.main"]
    ladder = tmp_path / "ladder"
    subprocess.run([*cli, "ladder", "pillars", "--players", "2", "--levels",
                    f"random,policy:{policy}", "--games", "4", "--pairs", "all", "--workers", "1",
                    "--out", str(ladder)], check=True, capture_output=True)  # fmt: skip
    fit = subprocess.run([*cli, "ratings", "fit-policy", str(ladder)], capture_output=True,
                         text=True, check=True)  # fmt: skip
    assert "pillars/2" in fit.stdout
    rating = json.loads((tmp_path / "policy.json").read_text())["ratings"]["pillars/2"]
    assert rating["games"] == 4 and "masterbuilders ladder" in rating["command"]
    server = Server(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path,
                    env={**PROXIED, "MASTERBUILDERS_POLICIES": f"tiny={policy}"})  # fmt: skip
    server.start()
    try:
        b = Browser(server.base)
        ratings = a_rated_game_against(b, "Hereward", "policy:tiny", seed=8)
        assert [(x["game"], x["players"], x["games"]) for x in ratings] == [("pillars", 2, 1)]
        board = b.get("/api/ratings/pillars?players=2").json()["board"]
        tiny = next(e for e in board if e["name"] == "policy:tiny")
        assert tiny["kind"] == "level" and tiny["mu"] == rating["mu"]
        assert bot_ratings()["pillars/2"]["random"]["mu"] == next(
            e["mu"] for e in board if e["name"] == "random"
        )  # the shipped levels as they were
    finally:
        server.stop()


def test_a_policy_seat_whose_policy_is_gone_or_changed_is_played_by_medium() -> None:
    """After a restart with other settings, a stored game's policy seat still moves: its policy
    if it still fits the game and player count, else `medium`."""
    from types import SimpleNamespace

    from masterbuilders.server.manager import Manager

    manager = SimpleNamespace(
        policies={"tiny": {"path": "/p/tiny.zip", "game": "pillars", "num_players": 2}}
    )
    assert Manager.agent_spec(manager, "hard", "pillars", 2) == "hard"  # type: ignore[arg-type]
    assert Manager.agent_spec(manager, "policy:tiny", "pillars", 2) == "policy:/p/tiny.zip"  # type: ignore[arg-type]
    assert Manager.agent_spec(manager, "policy:tiny", "pillars", 3) == "medium"  # type: ignore[arg-type]
    assert Manager.agent_spec(manager, "policy:tiny", "builders", 2) == "medium"  # type: ignore[arg-type]
    assert Manager.agent_spec(manager, "policy:gone", "pillars", 2) == "medium"  # type: ignore[arg-type]
