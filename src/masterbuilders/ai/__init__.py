"""Computer opponents over the engine's generic contract: random, greedy, ISMCTS, named levels,
analysis for hints, and the arena (tournaments played; their figures and ratings are
analysis.tournament)."""

from masterbuilders.ai.agents import (
    LEVELS,
    GreedyAgent,
    RandomAgent,
    analyze,
    levels,
    make_agent,
)
from masterbuilders.ai.mcts import MCTSAgent
from masterbuilders.ai.values import Candidate

__all__ = [
    "LEVELS",
    "Candidate",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "analyze",
    "levels",
    "make_agent",
]
