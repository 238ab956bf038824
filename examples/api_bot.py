"""A bot that plays on a masterbuilders server through its HTTP API, as any program may
(docs/bot-api.md): it lists the games its account is invited to, and wherever it is to move, reads
its seat's view and sends the action one of our agents chooses from that view.

An agent here sees what the seat sees and nothing else: the view and the legal actions. `random`
and a trained `policy:PATH` (examples/train_maskable_ppo.py) decide from exactly that; the search
levels (easy to expert) need the game's full state to sample hidden cards from, which a server
never gives a player, so they play as the server's own levels instead.

    masterbuilders account bot Botolph                  # on the server: prints the token
    python examples/api_bot.py --server http://127.0.0.1:8000 --token mbb_... --agent random
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

import httpx

from masterbuilders.ai.agents import make_agent
from masterbuilders.engine import get_game, parse_action
from masterbuilders.engine.runner import Observation

VIEW_AGENTS = ("random", "policy:")
"""The agents that decide from the seat's view and legal actions alone."""


def observation(payload: dict[str, Any], game: str, players: int, seed: int) -> Observation:
    """What an agent is given (engine.runner.Observation), from the API's view of a seat: its
    view is the API's, its legal actions those the view lists. (Its state is a new game's, only
    to say which game it is: the agents allowed here never read it.)"""
    view = payload["view"]
    legal = [parse_action(text) for text in view["decision"]["legal_actions"]]
    return Observation(get_game(game).new_game(players), int(payload["seat"]), legal, seed, view)


def play(server: str, token: str, agent_spec: str, once: bool = False, poll: float = 1.0) -> int:
    """Play every game the bot is to move in until none is left in play (`once`) or for ever.
    Returns the number of actions sent."""
    if not agent_spec.startswith(VIEW_AGENTS):
        raise SystemExit(
            f"{agent_spec}: over the API an agent sees its seat's view only; the search levels "
            "sample the hidden state, which a client never has: use random or policy:PATH"
        )
    http = httpx.Client(base_url=server, headers={"authorization": f"Bearer {token}"}, timeout=30)
    rng = random.Random(1)
    sent = 0
    while True:
        games = http.get("/api/account/games").raise_for_status().json()["games"]
        active = [g for g in games if g["status"] == "active"]
        moved = False
        for g in active:
            payload = http.get(f"/api/games/{g['id']}/view").raise_for_status().json()
            decision = payload["view"]["decision"]
            if payload["to_move"] != payload["seat"] or not decision.get("legal_actions"):
                continue
            obs = observation(payload, g["game"], g["players"], rng.randrange(2**31))
            action = make_agent(agent_spec, obs.seed).act(obs)
            r = http.post(f"/api/games/{g['id']}/actions",
                          json={"version": payload["version"], "action": str(action)})  # fmt: skip
            if r.status_code == 409:  # the game moved on meanwhile: look again
                continue
            r.raise_for_status()
            sent += 1
            moved = True
        if once and not active:
            return sent
        if not moved:
            time.sleep(poll)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--server", default="http://127.0.0.1:8000")
    ap.add_argument("--token", required=True, help="the bot account's token (mbb_...)")
    ap.add_argument("--agent", default="random", help="random, or policy:PATH")
    ap.add_argument("--once", action="store_true", help="stop when no game is left in play")
    args = ap.parse_args()
    sent = play(args.server, args.token, args.agent, once=args.once)
    print(f"{sent} actions sent", file=sys.stderr)


if __name__ == "__main__":
    main()
