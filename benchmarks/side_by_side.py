"""Two versions of the server under the same load, alternated round by round.

Runs benchmarks/server_load.py (every argument after `--`) once with an older checkout's sources
(`--old-src`, e.g. a `git worktree` of the older commit: its `src` comes first on PYTHONPATH, so
the server it starts is the older one) and once with this checkout's, `--rounds` times, old then
new: both see the same machine at nearly the same moments, which on a noisy machine is the only
fair comparison. Writes every run into one JSON file and prints, per configuration, the medians
and ranges, and the per-round ratios new/old with their median.

    git worktree add /tmp/old 2cf734a
    python benchmarks/side_by_side.py --old-src /tmp/old/src --rounds 5 --json sbs.json -- \\
        --games 200 --seconds 60 --database sqlite postgresql
    python benchmarks/side_by_side.py --summarize sbs.json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def run(old_src: Path, rounds: int, args: list[str]) -> dict[str, list[list[dict[str, Any]]]]:
    runs: dict[str, list[list[dict[str, Any]]]] = {"old": [], "new": []}
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(rounds):
            for version in ("old", "new"):
                env = dict(os.environ)
                env.pop("PYTHONPATH", None)
                if version == "old":
                    env["PYTHONPATH"] = str(old_src)
                out = Path(tmp) / f"{version}-{r}.json"
                print(f"== round {r + 1} {version}", flush=True)
                cmd = [sys.executable, str(HERE / "server_load.py"), *args, "--json", str(out)]
                subprocess.run(cmd, env=env, check=True)
                runs[version].append(json.loads(out.read_text()))
    return runs


def summarize(runs: dict[str, list[list[dict[str, Any]]]]) -> str:
    def key(x: dict[str, Any]) -> tuple[str, int, int]:
        # runs before issue 26 name `serve --workers K`, later ones the instances behind nginx
        return (x["database"], x.get("workers", x.get("instances", 0)), x["games"])

    def pick(version: str, r: int, k: tuple[str, int, int]) -> dict[str, Any]:
        return next(x for x in runs[version][r] if key(x) == k)

    def spread(xs: list[float], fmt: str) -> str:
        return f"{statistics.median(xs):{fmt}} ({min(xs):{fmt}}-{max(xs):{fmt}})"

    rounds = range(len(runs["old"]))
    lines = [
        "| server | database | workers or instances | games | actions/s median (range) | p50 ms "
        "| p99 ms median (range) | server CPU µs/action | errors "
        "| actions/s new/old per round: median (range) | p99 new/old |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for k in sorted({key(x) for x in runs["old"][0]}):
        for version in ("old", "new"):
            rows = [pick(version, r, k) for r in rounds]
            ratios = ""
            if version == "new":
                ra = [
                    pick("new", r, k)["actions_per_s"] / pick("old", r, k)["actions_per_s"]
                    for r in rounds
                ]
                rp = [pick("new", r, k)["p99_ms"] / pick("old", r, k)["p99_ms"] for r in rounds]
                ratios = f" {spread(ra, '.2f')} | {spread(rp, '.2f')} |"
            else:
                ratios = " | |"
            lines.append(
                f"| {version} | {k[0]} | {k[1]} | {k[2]} "
                f"| {spread([x['actions_per_s'] for x in rows], '.0f')} "
                f"| {statistics.median(x['p50_ms'] for x in rows):.1f} "
                f"| {spread([x['p99_ms'] for x in rows], '.1f')} "
                f"| {statistics.median(x['server_us_per_action'] for x in rows):.0f} "
                f"| {sum(x['errors'] for x in rows)} |{ratios}"
            )
    return "\n".join(lines)


def main() -> None:
    argv = sys.argv[1:]
    rest: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, rest = argv[:i], argv[i + 1 :]
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--old-src", type=Path, help="the older checkout's src folder")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", type=Path, help="write every run here")
    ap.add_argument("--summarize", type=Path, help="only print the table of an earlier --json")
    args = ap.parse_args(argv)
    if args.summarize:
        runs = json.loads(args.summarize.read_text())
    else:
        if args.old_src is None:
            ap.error("--old-src is required to run")
        runs = run(args.old_src, args.rounds, rest)
        if args.json:
            args.json.write_text(json.dumps(runs, indent=1) + "\n")
    print(summarize(runs))


if __name__ == "__main__":
    main()
