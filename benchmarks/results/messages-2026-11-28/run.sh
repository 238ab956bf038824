#!/bin/bash
# messages A/B: the code before issue 42 (52b5a93: English strings) and now (messages rendered per
# connection in its language), alternating, both in pure Python, SQLite, one server process
export MASTERBUILDERS_PURE=1
py=$PWD/.venv/bin/python  # run from the repository's root; ../old: a worktree of the old commit
for round in 1 2 3; do
  for side in before now; do
    if [ $side = before ]; then dir=../old; else dir=.; fi
    (cd $dir && PYTHONPATH=src:. $py benchmarks/server_load.py --games 200 --seconds 40 --database sqlite --json /tmp/ab/$side-$round.json) > /tmp/ab/$side-$round.log 2>&1
    echo "$side $round rc=$?" >> /tmp/ab/progress
  done
done
