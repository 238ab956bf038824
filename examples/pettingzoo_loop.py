"""The research loop through PettingZoo, nothing heavy: seat 0 is a learner stand-in (a policy over
the observation array and the action mask), the other seats are our greedy agent, and we collect
(observation, action, reward) transitions the way a learning algorithm would.

    .venv/bin/python examples/pettingzoo_loop.py --game pillars --players 3 --episodes 2
"""

from __future__ import annotations

import argparse

import numpy as np

from masterbuilders.ai import make_agent
from masterbuilders.engine import Observation
from masterbuilders.interop import codec
from masterbuilders.interop.pettingzoo import env


def random_policy(observation: np.ndarray, mask: np.ndarray, rng: np.random.Generator) -> int:
    """What a learner would replace: pick an action code allowed by the mask."""
    return int(rng.choice(np.flatnonzero(mask)))


def main(argv: list[str] | None = None) -> dict[str, float]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="pillars", choices=["pillars", "builders"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--episodes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    e = env(game=args.game, num_players=args.players)
    c = codec(args.game)
    rng = np.random.default_rng(args.seed)
    greedy = {seat: make_agent("greedy", seed=seat) for seat in range(1, args.players)}
    totals = dict.fromkeys(e.possible_agents, 0.0)
    transitions = 0
    for episode in range(args.episodes):
        e.reset(seed=args.seed + episode)
        for agent in e.agent_iter():
            obs, reward, terminated, truncated, _info = e.last()
            if terminated or truncated:
                totals[agent] += reward
                e.step(None)
                continue
            seat = e.possible_agents.index(agent)
            if seat == 0:
                action = random_policy(obs["observation"], obs["action_mask"], rng)
                transitions += 1  # (obs, action, reward) would go to a replay buffer here
            else:
                # Our agents act from the seat's view and legal actions only, like any player.
                legal = e.state.legal_actions()
                move = greedy[seat].act(Observation(e.state, seat, legal))
                action = c.actions.encode(move)
            e.step(action)
        print(f"episode {episode + 1}: final scores {e.state.result().scores}")
    print(f"learner transitions: {transitions}; mean return per seat:")
    for agent, total in totals.items():
        print(f"  {agent}: {total / args.episodes:+.2f}")
    return totals


if __name__ == "__main__":
    main()
