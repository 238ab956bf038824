"""Writes a seeded random game as a readable transcript: every decision with who made it, the
public log it produced, private log lines marked with their reader, and the board after each round.

Regenerate deliberately with `UPDATE_GOLDEN=1 pytest tests/golden` and review the diff."""

from __future__ import annotations

from masterbuilders.engine import PUBLIC, Match, Observation, UniformRandomAgent
from masterbuilders.i18n import text


def transcript(game: str, players: int, seed: int, lang: str = "en") -> str:
    match = Match(game, players, seed)
    state = match.state
    agents = [UniformRandomAgent() for _ in range(players)]
    out = [f"# {game}, {players} players, seed {seed}", "", state.render(None), ""]
    log = getattr(state, "log", [])
    out += [f"       {text(msg, lang)}" for vis, msg in log if vis == PUBLIC]
    seen = len(log)
    last_round = getattr(state, "round", None)
    step = 0
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance():
            action = match.apply_chance()
            who = "chance"
        else:
            obs = Observation(state, player, state.legal_actions(), match.agent_seed(player))
            action = agents[player].act(obs)
            match.apply(action, player)
            who = state.seat_name(player)
        step += 1
        out.append(f"{step:04d} {who}: {action}")
        log = getattr(state, "log", [])
        for vis, msg in log[seen:]:
            tag = "" if vis == PUBLIC else f"[only {state.seat_name(vis)}] "
            out.append(f"       {tag}{text(msg, lang)}")
        seen = len(log)
        round_now = getattr(state, "round", None)
        if round_now != last_round or state.is_terminal():
            out += ["", state.render(None), ""]
            last_round = round_now
    result = state.result()
    out.append(f"result: scores {list(result.scores)} ranks {list(result.ranks)}")
    return "\n".join(out) + "\n"
