"""The Builders' own estimate of a seat's final score from any state (used by greedy and search).

Counted in VP: VP of finished buildings and machines, coins at 1 VP per 10 (and more while they
can still pay workers), sites weighted by how far their workers have got, idle workers by what
they produce. Heuristic weights, tuned by playing (see BENCHMARKS.md)."""

from __future__ import annotations

from masterbuilders.builders.state import DATA, END_VP, BuildersState
from masterbuilders.engine import GameState


def evaluate(state: GameState, seat: int) -> float:
    """Estimated final score of `seat`."""
    assert isinstance(state, BuildersState)
    s = state
    p = s.players[seat]
    lead = max(q.vp for q in s.players)
    late = s.final_round or lead >= END_VP - 4
    value = float(p.vp)
    value += p.coins * (0.1 if late else 0.16)
    team_output = 0
    for w in p.team:
        team_output += sum(DATA.workers[w].produces)
    for b, ws in p.sites.items():
        card = DATA.buildings[b]
        have = p.site_resources(b)
        need = sum(card.requires)
        covered = sum(min(h, r) for h, r in zip(have, card.requires, strict=True))
        frac = covered / need
        reward = card.vp + card.coins * 0.12 + (sum(card.produces) * 0.9 if card.machine else 0)
        value += reward * (0.15 + 0.75 * frac * frac) - (0 if ws else 0.4)
    value += team_output * (0.12 if not late else 0.02)
    if s.turn == seat and s.frames and s.frames[-1][1] == seat:
        value += s.actions * 0.3
    return value
