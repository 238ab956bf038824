"""A trained policy as an agent: ``policy:PATH`` plays a MaskablePPO model saved by
`examples/train_maskable_ppo.py` (optional extra ``masterbuilders[train]``: sb3-contrib, torch CPU).

The model file is the one SB3 saves (``PATH``, a .zip); beside it, ``PATH`` with the suffix
``.json`` says which game and player count it was trained for (written by the example, read here),
so a policy is never asked to play a game it does not know. Like every agent, it sees only what its
seat may see: the observation is the view's encoding (the `encode_view` of the game's research
codec, the definition of what the environments observe), and it chooses among the legal actions
only (the mask). The codec is read from the game's own module (`GameSpec.codec`), not through the
research adapters (`interop`), which are a layer above the agents.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache, lru_cache
from importlib import import_module
from pathlib import Path
from typing import Any

import numpy as np

from masterbuilders.engine import Action, Observation, UnknownGameError, get_game
from masterbuilders.research.encoding import ActionCodec


def card_path(model: Path) -> Path:
    """Where the policy's description (game, players, training) is kept, beside the model."""
    return model.with_suffix(".json")


def save_card(model: Path, game: str, players: int, **training: Any) -> None:
    """Write the description `PolicyAgent` checks (the training's figures go with it)."""
    card = {"format": 1, "game": game, "num_players": players, "training": training}
    card_path(model).write_text(json.dumps(card, indent=1) + "\n")


def read_card(model: Path) -> dict[str, Any]:
    """The policy's description (game, num_players, training), checked: ValueError if it is
    missing or is not one."""
    card_file = card_path(model)
    try:
        card = json.loads(card_file.read_text())
        ok = isinstance(card, dict) and card.get("format") == 1
        ok = ok and isinstance(card["game"], str) and isinstance(card["num_players"], int)
    except (OSError, ValueError, KeyError):
        ok = False
    if not ok:
        raise ValueError(f"policy {model}: {card_file} is missing or not a policy description")
    return dict(card)


@cache
def _encoding(game: str) -> tuple[ActionCodec, Callable[[dict[str, Any]], np.ndarray]]:
    """The game's action enumeration and view encoder, from the module its spec names (as the
    research adapters read them)."""
    spec = get_game(game)
    if not spec.codec:
        raise UnknownGameError(f"{spec.title} ships no research codec")
    m = import_module(spec.codec)
    return m.ACTIONS, m.encode_view


@lru_cache(maxsize=8)
def _load(path: str, modified: float) -> tuple[Any, dict[str, Any]]:
    """The model and its description (kept while the file is unchanged: a bot loads it once)."""
    try:
        from sb3_contrib import MaskablePPO
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise ValueError(
            "policy agents need the 'train' extra: pip install 'masterbuilders[train]'"
        ) from exc
    return MaskablePPO.load(path, device="cpu"), read_card(Path(path))


class PolicyAgent:
    """Plays the policy at `path` (see the module docstring): the most probable legal action, so
    the same position gets the same move (the seed is not needed)."""

    name = "policy"

    def __init__(self, path: str, seed: int | None = None) -> None:
        file = Path(path)
        if not file.is_file():
            raise ValueError(f"policy {path!r}: no such file")
        self.model, self.card = _load(str(file.resolve()), file.stat().st_mtime)
        self.path = path

    def act(self, obs: Observation) -> Action:
        game, players = self.card["game"], self.card["num_players"]
        if obs.game != game or obs.num_players != players:
            raise ValueError(
                f"policy {self.path} plays {game} with {players} players, "
                f"not {obs.game} with {obs.num_players}"
            )
        actions, encode_view = _encoding(game)
        observation = encode_view(obs.view)
        codes = actions.encode_all(obs.legal)
        mask = np.zeros(actions.size, dtype=bool)
        mask[codes] = True
        code = int(self.model.predict(observation, action_masks=mask, deterministic=True)[0])
        if code not in codes:  # a mask makes this impossible; a clear error if it ever is not
            raise ValueError(f"policy {self.path} chose code {code}, not a legal action")
        return obs.legal[codes.index(code)]
