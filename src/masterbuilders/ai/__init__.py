"""Computer opponents over the engine's generic contract: random, greedy, ISMCTS, named levels,
analysis for hints, and the arena (tournaments and ratings)."""

from masterbuilders.ai.agents import GreedyAgent, RandomAgent, levels, make_agent
from masterbuilders.ai.mcts import Candidate, MCTSAgent, analyze

__all__ = [
    "Candidate",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "analyze",
    "levels",
    "make_agent",
]
