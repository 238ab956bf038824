"""Evaluation weights tuned by self-play: a game's evaluation takes named weights (its
`GameSpec.parameters`); the tuner (masterbuilders.ai.tune) finds better ones by playing, and the
game ships them as JSON in its package, read here in pure Python."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Tuned:
    """Weights for a game's evaluation, and how they were found (`meta`: command, games, result
    against the defaults). `where` is the (package, file name) they are kept in."""

    params: dict[str, float]
    meta: dict[str, Any] = field(default_factory=dict, compare=False)
    where: tuple[str, str] = ("", "")

    @property
    def tuned(self) -> bool:
        """False while the game ships no tuned weights (the params are then the defaults)."""
        return bool(self.meta)

    @staticmethod
    def load(package: str, name: str, defaults: Mapping[str, float]) -> Tuned:
        """The weights kept as `name` in `package`, or the defaults when there are none; a file
        naming other weights than the evaluation takes is an error (tune again)."""
        resource = files(package).joinpath(name)
        if not resource.is_file():
            return Tuned(dict(defaults), {}, (package, name))
        data = json.loads(resource.read_text())
        if set(data["params"]) != set(defaults):
            raise ValueError(
                f"{package}/{name} tunes {sorted(data['params'])}, the evaluation takes "
                f"{sorted(defaults)}: tune it again (masterbuilders tune)"
            )
        params = {k: float(data["params"][k]) for k in defaults}
        return Tuned(params, dict(data.get("meta", {})), (package, name))

    def path(self) -> Path:
        """The file these weights are kept in."""
        package, name = self.where
        return Path(str(files(package).joinpath(name)))

    def save(self, params: Mapping[str, float], meta: Mapping[str, Any]) -> Path:
        path = self.path()
        path.write_text(json.dumps({"params": dict(params), "meta": dict(meta)}, indent=1) + "\n")
        return path
