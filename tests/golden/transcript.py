"""Writes a seeded random game as a readable transcript: every decision with who made it, the
public log it produced, private log lines marked with their reader, and the board after each round.

Regenerate deliberately with `UPDATE_GOLDEN=1 pytest tests/golden` and review the diff."""

from __future__ import annotations

from masterbuilders.engine import CHANCE, PUBLIC, UniformRandomAgent, get_game, sample_chance
from masterbuilders.engine.runner import Observation, agent_seed, chance_rng


def transcript(game: str, players: int, seed: int) -> str:
    state = get_game(game).new_game(players)
    agents = [UniformRandomAgent(agent_seed(seed, s)) for s in range(players)]
    rng = chance_rng(seed)
    out = [f"# {game}, {players} players, seed {seed}", "", state.render(None), ""]
    log = getattr(state, "log", [])
    out += [f"       {text}" for vis, text in log if vis == PUBLIC]
    seen = len(log)
    last_round = getattr(state, "round", None)
    step = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            action = sample_chance(state, rng)
            who = "chance"
        else:
            action = agents[player].act(Observation(state, player, state.legal_actions()))
            who = state.seat_name(player)
        state.apply(action)
        step += 1
        out.append(f"{step:04d} {who}: {action}")
        log = getattr(state, "log", [])
        for vis, text in log[seen:]:
            tag = "" if vis == PUBLIC else f"[only {state.seat_name(vis)}] "
            out.append(f"       {tag}{text}")
        seen = len(log)
        round_now = getattr(state, "round", None)
        if round_now != last_round or state.is_terminal():
            out += ["", state.render(None), ""]
            last_round = round_now
    result = state.result()
    out.append(f"result: scores {list(result.scores)} ranks {list(result.ranks)}")
    return "\n".join(out) + "\n"
